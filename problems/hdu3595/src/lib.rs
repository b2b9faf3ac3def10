//! HDU 3595 GG and MM: several Euclid games (take a positive multiple of the smaller pile from
//! the larger) played at once, every unfinished game moved on every turn; whoever makes the
//! last move wins. That is an Every-SG game: the longest game decides, so MM (first) wins iff
//! the largest Every-SG step count (`gamecore::euclid::every_sg_steps`) is odd.

use gamecore::euclid::every_sg_steps;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Reads test cases until the end of the input, each `N` and then `N` pile pairs `p q`, and
/// prints `MM` if the first player wins a test case and `GG` otherwise, one line each.
///
/// Piles may be 0 (that game is already over) and may come in either order; any `u64` is
/// accepted.
///
/// # Errors
/// A token that is not a non-negative integer or does not fit a `u64`; `N` of 0 or larger
/// than the rest of the input can hold; an input that ends inside a test case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let mut case = 0usize;
    while !sc.is_at_end() {
        case += 1;
        let longest = longest_game(sc).map_err(|e| e.context(format_args!("test case {case}")))?;
        out.write_all(if longest % 2 == 1 { b"MM\n" } else { b"GG\n" })?;
    }
    Ok(())
}

/// One test case: the largest step count over its games (0 if every game is over, and then
/// the first player cannot move and loses).
fn longest_game(sc: &mut Scanner<'_>) -> Result<u32, Error> {
    // A game is two numbers and their separators: at least 4 bytes.
    let games = sc.next_count("N (the number of games)", 1, 4)?;
    let mut longest = 0;
    for game in 1..=games {
        let in_game = |e: Error| e.context(format_args!("game {game}"));
        // Plain numbers of at most nine digits (the judge's all are) take the scanner's fast
        // path; any other token is read again the general way, for its value or its message.
        let p = match sc.next_plain_u32(0..=u32::MAX) {
            Some(p) => u64::from(p),
            None => sc.next("p").map_err(in_game)?,
        };
        let q = match sc.next_plain_u32(0..=u32::MAX) {
            Some(q) => u64::from(q),
            None => sc.next("q").map_err(in_game)?,
        };
        longest = longest.max(every_sg_steps(p, q));
    }
    Ok(longest)
}
