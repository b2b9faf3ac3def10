//! Luogu P2252 [SHOI2002] 取石子游戏 (also POJ 1067, HDU 1527): Wythoff's game. With `a ≤ b`
//! the first player loses iff `a = ⌊(b − a)·φ⌋`, decided here in exact integer arithmetic
//! (no floating-point `φ`), for every pair of `u64` piles.

use gamecore::wythoff::wythoff_is_p_position;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Reads pairs of pile sizes `a b` until the end of the input (Luogu's single pair, or the
/// many pairs of POJ 1067 / HDU 1527) and prints `1` if the first player wins a pair and `0`
/// if they lose, one line per pair.
///
/// Beyond the judge's limits (`a, b ≤ 10^9`): any piles up to 2^64 − 1, exactly, and any
/// number of pairs.
///
/// # Errors
/// A token that is not a non-negative integer (a minus sign included) or does not fit a
/// `u64`, or an input that ends after the first pile of a pair (an odd number of integers);
/// each names the line and the pair.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let mut pair = 0usize;
    while !sc.is_at_end() {
        pair += 1;
        let (a, b) = read_pair(sc).map_err(|e| e.context(format_args!("pair {pair}")))?;
        let first_wins = !wythoff_is_p_position(a, b);
        out.write_all(if first_wins { b"1\n" } else { b"0\n" })?;
    }
    Ok(())
}

/// The two pile sizes of one pair.
fn read_pair(sc: &mut Scanner<'_>) -> Result<(u64, u64), Error> {
    let a = sc.next("pile a")?;
    if sc.is_at_end() {
        return Err(sc.token_error(
            "the input ends after pile a, without pile b: it holds an odd number of integers",
        ));
    }
    let b = sc.next("pile b")?;
    Ok((a, b))
}
