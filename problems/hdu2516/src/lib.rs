//! HDU 2516 取石子游戏: Fibonacci Nim. The first move takes fewer than all `n` stones, every
//! later move at most twice the previous one; the first player loses iff `n` is a Fibonacci
//! number (Whinihan 1963, through Zeckendorf's theorem).

use gamecore::fibonacci::fibonacci_nim_first_player_wins;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most piles one input may hold before its final `0`: an answer takes up to 11 bytes
/// against 2 of input, and the answers are held until the input has been read in full, so
/// this keeps them to 110 MB.
const MAX_PILES: usize = 10_000_000;

/// Reads piles `n`, one per line, until the first `0`, and prints `First win` if the first
/// player wins a pile and `Second win` if not, one line each. An input that ends without the
/// `0` is answered in full with a warning; anything after the `0` is ignored with a warning.
///
/// Beyond the judge's limits (`2 ≤ n < 2^31`): any `n` up to 2^64 − 1, and up to 10^7
/// piles.
///
/// # Errors
/// A token that is not a non-negative integer (a minus sign included) or does not fit a
/// `u64`, and a pile of 1 stone, on which the first player has no legal move (the game is
/// undefined), and more than 10^7 piles; each names the line.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    for pile in 1usize.. {
        let n: u64 = match sc.next_or_end("n (or the final 0)", "0")? {
            None | Some(0) => return Ok(()),
            Some(n) => n,
        };
        if pile > MAX_PILES {
            return Err(sc.token_error(
                format!("pile {pile}: more piles than this binary answers (at most 10^7 before the final 0)"),
            ));
        }
        if n == 1 {
            return Err(sc.token_error(
                "n 1 is too small (at least 2; 0 ends the input): the first move may not take \
                 the whole pile, so one stone leaves no move",
            ));
        }
        let first_wins = fibonacci_nim_first_player_wins(n);
        out.write_all(if first_wins {
            b"First win\n"
        } else {
            b"Second win\n"
        })?;
    }
    Ok(())
}
