//! AtCoder ARC143 C "Piles of Pebbles": Takahashi (first to move) removes `X` pebbles, Aoki `Y`,
//! from every pile of a non-empty set of piles the mover chooses. The piles form a selective
//! sum of partizan subtraction games, decided by their residues modulo `X + Y` with
//! `gamecore::partizan::subtraction::SelectiveSum`, one pile at a time as it is read.

use gamecore::partizan::subtraction::SelectiveSum;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest take and pile (the statement's).
const MAX_VALUE: u64 = 1_000_000_000;

/// Reads `N X Y` and the `N` piles, and prints `First` if Takahashi wins, else `Second`.
///
/// # Errors
/// A token that is not a positive integer; `N` of 0 or above what the rest of the input holds;
/// `X`, `Y` or a pile above 10^9.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let sum = read_piles(sc)?;
    let first_wins = sum.left_first_wins();
    print_winner(first_wins, out)
}

/// The piles folded into their selective sum (Takahashi is Left) as they are read: `O(1)`
/// memory whatever `N`.
fn read_piles(sc: &mut Scanner<'_>) -> Result<SelectiveSum, Error> {
    // A pile is a number and a separator: at least 2 bytes.
    let n = sc.next_count("N (the number of piles)", 1, 2)?;
    let x = sc.next_in("X (Takahashi's take)", 1..=MAX_VALUE)?;
    let y = sc.next_in("Y (Aoki's take)", 1..=MAX_VALUE)?;
    let mut sum = SelectiveSum::new(x, y);
    for i in 1..=n {
        let pile = match sc.next_plain_u32(1..=1_000_000_000) {
            Some(pile) => u64::from(pile),
            None => sc.next_in(&format!("A_{i}"), 1..=MAX_VALUE)?,
        };
        sum.add(pile);
    }
    Ok(sum)
}

fn print_winner(first_wins: bool, out: &mut impl Write) -> Result<(), Error> {
    writeln!(out, "{}", if first_wins { "First" } else { "Second" })?;
    Ok(())
}
