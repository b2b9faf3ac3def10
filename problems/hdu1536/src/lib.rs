//! HDU 1536 / POJ 2960 / Kattis snim S-Nim: one subtraction set per test case; a position is
//! a win iff the xor of its heaps' Grundy values is non-zero.

use gamecore::nim::nim_sum;
use gamecore::sg::SubtractionTable;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Largest heap accepted (the judge allows 10^4). The Grundy table is as long as the largest
/// heap, so this bounds its memory (40 MB) whatever the header claims.
const MAX_HEAP: u32 = 10_000_000;

/// Reads test cases until `k = 0`: `k s_1 … s_k` (any order, repeats allowed), `m`, then `m`
/// positions `l h_1 … h_l`. Prints one line per test case with `W` (the player to move wins)
/// or `L` for each position, in order. Anything after the final `0` is ignored (with a warning), as the
/// judges' own solutions stop reading there.
///
/// Beyond the judge's limits: any `k`, `m`, `l` the input holds, subtraction values up to
/// 2^32 − 1, heaps up to 10^7. The Grundy table only goes up to the test case's largest heap.
///
/// # Errors
/// A token that is not a non-negative integer, input that ends inside a test case, a
/// subtraction value of 0, `m` or `l` of 0, or a heap above 10^7; each names the test case
/// (and the position).
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let mut case = TestCase::default();
    // Owns the table, the sorted moves and the mex stamps for every test case; a stamp buffer
    // cannot leak a mark from one subtraction set into the next (the reference solution's bug,
    // see the page's traps).
    let mut table = SubtractionTable::new();
    for number in 1usize.. {
        if !case.read(sc, number)? {
            break;
        }
        let sg = table
            .compute(&case.moves, case.max_heap as usize)
            .map_err(|e| Error::from(e).context(format_args!("test case {number}")))?;
        let mut start = 0;
        for &end in &case.ends {
            let total = nim_sum(case.heaps[start..end].iter().map(|&h| sg[h as usize]));
            out.write_all(if total == 0 { b"L" } else { b"W" })?;
            start = end;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// One test case, its buffers reused by the next.
#[derive(Default)]
struct TestCase {
    moves: Vec<usize>,
    /// The heaps of all positions end to end, and where each position ends: the table's
    /// length is only known once the whole test case has been read.
    heaps: Vec<u32>,
    ends: Vec<usize>,
    max_heap: u32,
}

impl TestCase {
    /// Reads test case `number`; `false` at the final `k = 0` (or the end of the input).
    fn read(&mut self, sc: &mut Scanner<'_>, number: usize) -> Result<bool, Error> {
        let at = |e: Error| e.context(format_args!("test case {number}"));
        let k: usize = match sc.next_or_end("k (or the final 0)", "0").map_err(at)? {
            None | Some(0) => return Ok(false),
            Some(k) => k,
        };
        self.moves.clear();
        for _ in 0..k {
            let s = sc.next_in("subtraction value", 1..=u32::MAX).map_err(at)?;
            self.moves.push(s as usize);
        }
        let m = sc.next_in("m", 1..=u32::MAX).map_err(at)?;
        self.heaps.clear();
        self.ends.clear();
        self.max_heap = 0;
        for position in 1..=m {
            let at = |e: Error| e.context(format_args!("test case {number}: position {position}"));
            let l = sc.next_in("l", 1..=u32::MAX).map_err(at)?;
            for _ in 0..l {
                let h = sc.next_in("heap size", 0..=MAX_HEAP).map_err(at)?;
                self.max_heap = self.max_heap.max(h);
                self.heaps.push(h);
            }
            self.ends.push(self.heaps.len());
        }
        Ok(true)
    }
}
