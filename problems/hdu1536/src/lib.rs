//! HDU 1536 / POJ 2960 / Kattis snim S-Nim: one subtraction set per test case; a position is
//! a win iff the xor of its heaps' Grundy values is non-zero.

use gamecore::mex::MexBuffer;
use gamecore::nim::nim_sum;
use gamecore::{scan::Scanner, Error};
use gamecore::sg::subtraction_table_into;
use std::io::Write;

/// Largest heap accepted (the judge allows 10^4). The Grundy table is as long as the largest
/// heap, so this bounds its memory (40 MB) whatever the header claims.
const MAX_HEAP: u32 = 10_000_000;

/// Reads test cases until `k = 0`: `k s_1 … s_k` (any order, repeats allowed), `m`, then `m`
/// positions `l h_1 … h_l`. Prints one line per test case with `W` (the player to move wins)
/// or `L` for each position, in order. Anything after the terminating `0` is ignored, as the
/// judges' own solutions stop reading there.
///
/// Beyond the judge's limits: any `k`, `m`, `l` the input holds, subtraction values up to
/// 2^32 − 1, heaps up to 10^7. The Grundy table only goes up to the test case's largest heap.
///
/// # Errors
/// A token that is not a non-negative integer, input that ends before the terminating `0`, a
/// subtraction value of 0, `m` or `l` of 0, or a heap above 10^7; each names the test case
/// (and the position).
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    let mut moves: Vec<usize> = Vec::new();
    // The heaps of all positions of a test case end to end, and where each position ends:
    // the table's length is only known once the whole test case has been read.
    let mut heaps: Vec<u32> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut table = Vec::new();
    let mut sorted_moves = Vec::new();
    for case in 1usize.. {
        let at = |e: Error| e.context(format_args!("test case {case}"));
        let k: usize = sc.next("k (or the terminating 0)").map_err(at)?;
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            let s = sc.next_in("subtraction value", 1..=u32::MAX).map_err(at)?;
            moves.push(s as usize);
        }
        let m = sc.next_in("m", 1..=u32::MAX).map_err(at)?;
        heaps.clear();
        ends.clear();
        let mut max_heap = 0;
        for position in 1..=m {
            let at = |e: Error| e.context(format_args!("test case {case}: position {position}"));
            let l = sc.next_in("l", 1..=u32::MAX).map_err(at)?;
            for _ in 0..l {
                let h = sc.next_in("heap size", 0..=MAX_HEAP).map_err(at)?;
                max_heap = max_heap.max(h);
                heaps.push(h);
            }
            ends.push(heaps.len());
        }

        // A fresh mex buffer per test case: no mark of an earlier subtraction set can survive
        // into this one (the reference solution's bug, see the brief's traps). Grundy values
        // are at most k, so it never grows.
        let mut mex = MexBuffer::with_capacity(k.min(max_heap as usize) + 2);
        subtraction_table_into(
            &moves,
            max_heap as usize,
            &mut table,
            &mut sorted_moves,
            &mut mex,
        )
        .map_err(|e| at(Error::new(e.to_string())))?;
        let mut start = 0;
        for &end in &ends {
            let total = nim_sum(heaps[start..end].iter().map(|&h| table[h as usize]));
            out.write_all(if total == 0 { b"L" } else { b"W" })?;
            start = end;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}
