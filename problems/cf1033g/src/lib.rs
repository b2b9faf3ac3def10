//! Codeforces 1033G "Chip Game": Alice takes exactly `a` chips from one pile, Bob exactly `b`;
//! over all pairs `1 ≤ a, b ≤ m`, count the games Alice wins, Bob wins, the first player wins,
//! the second player wins. Each game is a disjunctive sum of partizan subtraction games; the
//! pairs are counted by `gamecore::partizan::subtraction::count_sum_outcomes`, one period
//! `a + b` at a time.

use gamecore::partizan::subtraction::count_sum_outcomes;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most piles served (the statement's).
const MAX_PILES: usize = 100;

/// The largest take served, ten times the statement's: the count takes `2m·n` steps.
const MAX_TAKE: u32 = 1_000_000;

/// The largest pile (the statement's).
const MAX_CHIPS: u64 = 1_000_000_000_000_000_000;

/// The game as read: the piles and the largest take `m`.
struct Game {
    piles: Vec<u64>,
    max_take: u32,
}

/// Reads `n m` and the `n` piles, and prints the numbers of pairs `(a, b)` won by Alice, by
/// Bob, by the first player and by the second player.
///
/// # Errors
/// A token that is not a positive integer; `n` of 0, above 100 or above what the rest of the
/// input holds; `m` of 0 or above 10^6; a pile above 10^18.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let game = read_game(sc)?;
    let counts = count_sum_outcomes(&game.piles, game.max_take);
    writeln!(
        out,
        "{} {} {} {}",
        counts.left, counts.right, counts.next, counts.previous
    )?;
    Ok(())
}

fn read_game(sc: &mut Scanner<'_>) -> Result<Game, Error> {
    // A pile is a number and a separator: at least 2 bytes.
    let n = sc.next_count("n (the number of piles)", 1, 2)?;
    if n > MAX_PILES {
        return Err(sc.token_error(format!(
            "n (the number of piles) {n} is too large (at most {MAX_PILES})"
        )));
    }
    let max_take = sc.next_in("m (the largest take)", 1..=MAX_TAKE)?;
    let mut piles = Vec::with_capacity(n);
    for i in 1..=n {
        piles.push(sc.next_in(&format!("v_{i}"), 1..=MAX_CHIPS)?);
    }
    Ok(Game { piles, max_take })
}
