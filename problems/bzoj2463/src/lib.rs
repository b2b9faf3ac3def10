//! BZOJ 2463 谁能赢呢？: on an n×n board the first player wins iff n is even.

use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Largest board side the statement allows; larger sides still get the domino answer.
const MAX_N: u32 = u32::MAX;

/// Reads boards until the first `0` and prints `Alice` (first player wins) or `Bob` for each.
/// Anything after the terminating `0` is ignored, as one copy of the official sample has a
/// second `0`.
///
/// # Errors
/// A token that is not a non-negative integer, or input that ends before the `0`.
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    loop {
        let n: u32 = sc.next_in("n (or the terminating 0)", 0..=MAX_N)?;
        if n == 0 {
            return Ok(());
        }
        // Even n: dominoes tile the board and the first player always completes the domino
        // the stone is on. Odd n: the board minus the corner is tiled and the roles swap.
        out.write_all(if n % 2 == 0 { b"Alice\n" } else { b"Bob\n" })?;
    }
}
