//! BZOJ 2463 谁能赢呢？: on an n×n board the first player wins iff n is even.

use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most boards one input may hold before its final `0`: an answer takes up to 6 bytes
/// against 2 of input, and the answers are held until the input has been read in full, so
/// this keeps them to 60 MB.
const MAX_BOARDS: usize = 10_000_000;

/// Reads boards until the first `0` and prints `Alice` (first player wins) or `Bob` for each.
/// Any side up to 2^32 − 1 gets the domino answer. Like every binary here, it warns about
/// (and ignores) anything after the final `0`, as one copy of the official sample has a second
/// `0`, and answers an input that ends without the `0` with a warning.
///
/// # Errors
/// A token that is not a non-negative integer below 2^32, and more than 10^7 boards.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    for board in 1usize.. {
        let n: u32 = match sc.next_or_end("n (or the final 0)", "0")? {
            None | Some(0) => return Ok(()),
            Some(n) => n,
        };
        if board > MAX_BOARDS {
            return Err(sc.token_error(
                format!("board {board}: more boards than this binary answers (at most 10^7 before the final 0)"),
            ));
        }
        // Even n: dominoes tile the board and the first player always completes the domino
        // the stone is on. Odd n: the board minus the corner is tiled and the roles swap.
        out.write_all(if n % 2 == 0 { b"Alice\n" } else { b"Bob\n" })?;
    }
    Ok(())
}
