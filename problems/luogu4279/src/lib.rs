//! Luogu P4279 / BZOJ 1022 (SHOI2008) 小约翰的游戏: Nim in which whoever takes the last stone
//! loses. By the SJ theorem (Bouton's misère rule), the first player wins iff "some pile has
//! two or more stones" agrees with "the nim-sum is non-zero".

use gamecore::misere::misere_nim_first_player_wins;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most piles one test case may have (the judge has at most 50): they are kept in memory
/// as `u64`s, 80 MB at this bound.
const MAX_PILES: usize = 10_000_000;

/// The most test cases one input may hold (the judge has at most 500): an answer takes up to 8
/// bytes against 4 of input, and the answers are held until the input has been read in full,
/// so this keeps them to 80 MB.
const MAX_CASES: usize = 10_000_000;

/// Reads `T`, then `T` test cases of `N` followed by `N` pile sizes, and prints `John` when the
/// first player wins a test case and `Brother` otherwise, one line each.
///
/// Beyond the judge's limits: up to 10^7 test cases, up to 10^7 piles per test case, pile
/// sizes up to 2^64 − 1. Empty piles are allowed; they change nothing.
///
/// # Errors
/// A token that is not a non-negative integer (a minus sign included) or does not fit a
/// `u64`, `T` or `N` of 0, a count larger than the rest of the input could hold, `T` or `N`
/// above 10^7, an input that ends inside a test case, or a test case whose piles are all empty (no
/// one can take the last stone, so the game has no loser); each names the line and the test
/// case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // Each test case holds at least `N` and one pile: two one-digit tokens and separators.
    let cases = sc.next_count("T", 1, 4)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("T {cases} is too large (at most 10^7)")));
    }
    let mut piles = Vec::new();
    for case in 1..=cases {
        read_piles(sc, &mut piles).map_err(|e| e.context(format_args!("test case {case}")))?;
        let john_wins = misere_nim_first_player_wins(&piles);
        out.write_all(if john_wins { b"John\n" } else { b"Brother\n" })?;
    }
    Ok(())
}

/// Reads `N` and the `N` pile sizes of one test case into `piles`.
fn read_piles(sc: &mut Scanner<'_>, piles: &mut Vec<u64>) -> Result<(), Error> {
    let count = sc.next_count("N", 1, 2)?;
    let count_line = sc.token_line();
    if count > MAX_PILES {
        return Err(Error::at_line(
            count_line,
            format!("N {count} is too large (at most 10^7)"),
        ));
    }
    piles.clear();
    for index in 1..=count {
        let pile = sc
            .next("pile size")
            .map_err(|e| e.context(format_args!("pile {index}")))?;
        piles.push(pile);
    }
    if piles.iter().all(|&p| p == 0) {
        return Err(Error::at_line(
            count_line,
            "every pile is empty, so no one can take the last stone and the game has no loser",
        ));
    }
    Ok(())
}
