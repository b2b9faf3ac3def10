//! HDU 1536 / POJ 2960 / Kattis snim S-Nim: one subtraction set per test case; a position is
//! a win iff the xor of its heaps' Grundy values is non-zero.

use gamecore::nim::nim_sum;
use gamecore::sg::SubtractionTable;
use gamecore::{
    error::Error,
    scan::{shown, Scanner},
};
use std::io::Write;

/// The most table steps a whole input may ask for (the judge's stay under 10^8): about 2.5 s
/// of CPU in the slowest case (many moves and a heap near 10^7), so a machine half as fast
/// still answers within the input contract's 10 s with room to spare.
const MAX_TABLE_WORK: u64 = 2_000_000_000;

/// Largest heap accepted (the judge allows 10^4). The Grundy table is as long as the largest
/// heap, so this bounds its memory (40 MB) whatever the header claims.
const MAX_HEAP: u32 = 10_000_000;

/// Table steps a test case may take while the input is still being checked, per byte of
/// input: about what reading a byte costs, so a refusal found late costs at most about a
/// second reading, however much table work the cases before it ask for.
const EAGER_STEPS_PER_BYTE: u64 = 2;

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
/// subtraction value of 0, `m` or `l` of 0, a heap above 10^7, or test cases whose tables
/// take more than 2·10^9 steps in all; each names the test case (and the position). Every test
/// case is checked before tables of more than [`EAGER_STEPS_PER_BYTE`] steps per input byte
/// in all are built.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // The test cases are read and checked in order, their table work added up, so that a
    // refusal — a bad token or too much work in all — comes before any large table is built.
    // The first cases are answered as they are read while their tables stay within a budget
    // proportional to the input (an input of millions of tiny cases is then read once); from
    // the first case past it on, the cases are read again once all of them have been checked
    // (the input is in memory) rather than kept.
    let mut eager_budget = EAGER_STEPS_PER_BYTE * sc.remaining_len() as u64 + (1 << 20);
    let mut deferred = None;
    let mut case = TestCase::default();
    // Owns the table, the sorted moves and the mex stamps for every test case; a stamp buffer
    // cannot leak a mark from one subtraction set into the next (the reference solution's bug,
    // see the page's traps).
    let mut table = SubtractionTable::new();
    let mut work = 0u64;
    let mut cases = 0;
    for number in 1usize.. {
        let before = sc.clone();
        if !case.read(sc, number)? {
            break;
        }
        let case_work = case.table_work();
        work += case_work;
        if work > MAX_TABLE_WORK {
            return Err(Error::at_line(
                sc.line_of_byte(case.first_byte),
                format!(
                    "test case {number}: the Grundy tables of the test cases so far take {work} \
                     steps (the moves up to the largest heap times that heap, summed); at most \
                     2·10^9"
                ),
            ));
        }
        cases = number;
        if deferred.is_none() && case_work <= eager_budget {
            eager_budget -= case_work;
            case.answer(&mut table, number, out)?;
        } else if deferred.is_none() {
            deferred = Some((before, number));
        }
    }
    if let Some((mut again, first)) = deferred {
        for number in first..=cases {
            // Read successfully once, so it reads the same again.
            case.read(&mut again, number)?;
            case.answer(&mut table, number, out)?;
        }
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
    /// Where the test case's `k` begins, turned into a line only for a message (counting lines
    /// for each of millions of tiny test cases cost 8 % of the time).
    first_byte: usize,
}

impl TestCase {
    /// Steps of the test case's table: one per usable move per heap size.
    fn table_work(&self) -> u64 {
        let usable = self
            .moves
            .iter()
            .filter(|&&s| s <= self.max_heap as usize)
            .count() as u64;
        usable.max(1) * (u64::from(self.max_heap) + 1)
    }

    /// Builds the test case's table and prints its line.
    fn answer(
        &self,
        table: &mut SubtractionTable,
        number: usize,
        out: &mut impl Write,
    ) -> Result<(), Error> {
        let sg = table
            .compute(&self.moves, self.max_heap as usize)
            .map_err(|e| Error::from(e).context(format_args!("test case {number}")))?;
        let mut start = 0;
        for &end in &self.ends {
            let total = nim_sum(self.heaps[start..end].iter().map(|&h| sg[h as usize]));
            out.write_all(if total == 0 { b"L" } else { b"W" })?;
            start = end;
        }
        out.write_all(b"\n")?;
        Ok(())
    }

    /// Reads test case `number`; `false` at the final `k = 0` (or the end of the input).
    fn read(&mut self, sc: &mut Scanner<'_>, number: usize) -> Result<bool, Error> {
        let at = |e: Error| e.context(format_args!("test case {number}"));
        let mut before = sc.clone();
        let k: usize = match sc.next_or_end("k (or the final 0)", "0") {
            Ok(None | Some(0)) => return Ok(false),
            Ok(Some(k)) => k,
            // 2^64 or more: refused below against the room left, like any k too large.
            Err(e) if e.message().ends_with("2^64 \u{2212} 1)") => usize::MAX,
            Err(e) => return Err(at(e)),
        };
        self.first_byte = sc.token_start();
        if k > (sc.remaining_len() + 1) / 2 {
            let k = shown(before.token("k")?);
            return Err(at(sc.token_error(format!(
                "k {k} is too large (the rest of the input holds fewer subtraction values)"
            ))));
        }
        self.moves.clear();
        for _ in 0..k {
            let s = sc.next_in("subtraction value", 1..=u32::MAX).map_err(at)?;
            self.moves.push(s as usize);
        }
        let m = sc.next_count("m", 1, 2).map_err(at)?;
        self.heaps.clear();
        self.ends.clear();
        self.max_heap = 0;
        for position in 1..=m {
            let at = |e: Error| e.context(format_args!("test case {number}: position {position}"));
            let l = sc.next_count("l", 1, 2).map_err(at)?;
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
