//! Luogu P2252 (SHOI2002) 取石子游戏 (also POJ 1067, HDU 1527): Wythoff's game. With `a ≤ b`
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
    let mut answers = Vec::with_capacity(2 * PLAIN_CHUNK);
    loop {
        // Most pairs are plain numbers of at most nine digits (the judge's are below 10^9):
        // read in one loop. The pair it stops at goes through `read_pair`, with its message.
        answers.clear();
        let plain = sc.plain_u32_pairs(PLAIN_CHUNK, 0..=u32::MAX, |a, b| {
            answers.extend_from_slice(verdict(a.into(), b.into()));
        });
        out.write_all(&answers)?;
        pair += plain;
        if plain == PLAIN_CHUNK {
            continue;
        }
        if sc.is_at_end() {
            return Ok(());
        }
        pair += 1;
        let (a, b) = read_pair(sc).map_err(|e| e.context(format_args!("pair {pair}")))?;
        out.write_all(verdict(a, b))?;
    }
}

/// Pairs read by the fast path between two writes of their answers.
const PLAIN_CHUNK: usize = 4096;

/// The answer line to piles `a` and `b`: `1` when the first player wins.
fn verdict(a: u64, b: u64) -> &'static [u8] {
    if wythoff_is_p_position(a, b) {
        b"0\n"
    } else {
        b"1\n"
    }
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
