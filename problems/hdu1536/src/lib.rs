//! HDU 1536 / POJ 2960 / Kattis snim S-Nim: one subtraction set per test case; a position is
//! a win iff the xor of its heaps' Grundy values is non-zero.

use gamecore::{
    error::Error,
    scan::{shown, Scanner},
    subtraction::NarrowSubtractionTable,
};

/// The most table steps a whole input may ask for (a judge's test case takes at most 10^6, and
/// their files stay under 10^8 in all): 0.5–0.7 s of CPU in the slowest cases on a 2-core AMD
/// EPYC host, so that with 250 MiB of tiny test cases to read besides (1.2–1.3 s) the worst
/// input found takes 1.8–1.9 s — under the 3.3 s that leaves a 2× margin on a machine 1.5×
/// slower under the input contract's 10 s.
const MAX_TABLE_WORK: u64 = 1_000_000_000;

/// Largest heap accepted (the judge allows 10^4). The Grundy table is as long as the largest
/// heap, so this bounds its memory whatever the header claims.
const MAX_HEAP: u32 = 10_000_000;

/// Table steps the test cases read so far may take before the whole input has been checked,
/// per byte read, plus [`EAGER_BASE`]: a table costs well under a nanosecond a step and
/// reading a byte several, so a refusal found late never waits for much more than the
/// reading; and a test case that takes more steps than this per byte of its own is kept (as
/// numbers, at most about two bytes per byte of input) and answered once every case has been
/// checked.
const EAGER_STEPS_PER_BYTE: u64 = 8;
const EAGER_BASE: u64 = 1 << 20;

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
/// take more than `MAX_TABLE_WORK` steps in all; each names the test case (and the
/// position). Tables are built while the input is read only as long as they take at most
/// `EAGER_STEPS_PER_BYTE` steps per byte read; the others once every test case has been
/// checked.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
    // The test cases are read and checked in order, their table work added up, so that a
    // refusal — a bad token or too much work in all — comes before any large table is built.
    // A case is answered as soon as it is read while the tables built so far stay within a
    // budget that grows with the bytes read; one past it is kept as numbers and answered at
    // the end, its line put in its place.
    let input_len = sc.remaining_len();
    let mut case = TestCase::default();
    let mut later = Kept::default();
    // Owns the table and the mex stamps for every test case; a stamp cannot leak from one
    // subtraction set into the next (the reference solution's bug, see the page's traps).
    let mut table = NarrowSubtractionTable::new();
    let mut work = 0u64;
    let mut eager_work = 0u64;
    for number in 1usize.. {
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
                     steps (the distinct moves up to the largest heap times that heap, summed); at most \
                     10^9"
                ),
            ));
        }
        let read = (input_len - sc.remaining_len()) as u64;
        if eager_work + case_work <= EAGER_STEPS_PER_BYTE * read + EAGER_BASE {
            eager_work += case_work;
            answer(
                &mut table,
                &case.moves,
                case.max_heap,
                &case.heaps,
                &case.ends,
                out,
            );
        } else {
            later.keep(&mut case, out.len());
        }
    }
    later.answer(&mut table, out);
    Ok(())
}

/// One test case, its buffers reused by the next.
#[derive(Default)]
struct TestCase {
    /// The moves that fit the largest heap, sorted, without repeats.
    moves: Vec<u32>,
    /// The heaps of all positions end to end, and where each position ends: the table's
    /// length is only known once the whole test case has been read.
    heaps: Vec<u32>,
    ends: Vec<u32>,
    max_heap: u32,
    /// Where the test case's `k` begins, turned into a line only for a message (counting lines
    /// for each of millions of tiny test cases cost 8 % of the time).
    first_byte: usize,
}

impl TestCase {
    /// Steps of the test case's table: one per usable move per heap size (at least one per
    /// heap size).
    fn table_work(&self) -> u64 {
        (self.moves.len() as u64).max(1) * (u64::from(self.max_heap) + 1)
    }

    /// Reads test case `number`; `false` at the final `k = 0` (or the end of the input).
    ///
    /// `k` is first tried as a plain number of at most nine digits
    /// ([`Scanner::next_plain_u32`], which reads nothing otherwise; `next_in` takes that path
    /// for the other numbers itself), and only else read by the checked reader that words the
    /// error or finds the input's end: the same values either way, a third of the time for
    /// millions of tiny test cases.
    fn read(&mut self, sc: &mut Scanner<'_>, number: usize) -> Result<bool, Error> {
        let at = |e: Error| e.context(format_args!("test case {number}"));
        // The token before `k`, for re-reading `k` as written if it is refused.
        let before_k = (number > 1).then(|| sc.token_start());
        let k: usize = match sc.next_plain_u32(0..=999_999_999) {
            Some(0) => return Ok(false),
            Some(k) => k as usize,
            None => match sc.next_or_end("k (or the final 0)", "0") {
                Ok(None | Some(0)) => return Ok(false),
                Ok(Some(k)) => k,
                // 2^64 or more: refused below against the room left, like any k too large.
                Err(e) if e.message().ends_with("2^64 \u{2212} 1)") => usize::MAX,
                Err(e) => return Err(at(e)),
            },
        };
        self.first_byte = sc.token_start();
        if k > (sc.remaining_len() + 1) / 2 {
            let k = shown(before_token(sc, before_k).token("k")?);
            return Err(at(sc.token_error(format!(
                "k {k} is too large (the rest of the input holds fewer subtraction values)"
            ))));
        }
        self.moves.clear();
        for _ in 0..k {
            let s = sc.next_in("subtraction value", 1..=u32::MAX).map_err(at)?;
            self.moves.push(s);
        }
        let m = count(sc, "m").map_err(at)?;
        self.heaps.clear();
        self.ends.clear();
        let mut max_heap = 0;
        for position in 1..=m {
            let at = |e: Error| e.context(format_args!("test case {number}: position {position}"));
            let l = count(sc, "l").map_err(at)?;
            for _ in 0..l {
                let h = sc.next_in("heap size", 0..=MAX_HEAP).map_err(at)?;
                max_heap = max_heap.max(h);
                self.heaps.push(h);
            }
            // At most one heap per two bytes of input, so below 2^32.
            self.ends.push(self.heaps.len() as u32);
        }
        self.max_heap = max_heap;
        self.moves.retain(|&s| s <= max_heap);
        self.moves.sort_unstable();
        self.moves.dedup();
        Ok(true)
    }
}

/// A count `m` or `l`: at least 1, and at most what the rest of the input can hold (one-digit
/// tokens and a space each), as [`Scanner::next_count`] reads and words it.
fn count(sc: &mut Scanner<'_>, what: &str) -> Result<usize, Error> {
    let before = sc.token_start();
    match sc.next_plain_u32(1..=999_999_999) {
        Some(n) if n as usize <= (sc.remaining_len() + 1) / 2 => Ok(n as usize),
        // Too large: read again by the checked reader, for its message.
        Some(_) => before_token(sc, Some(before)).next_count(what, 1, 2),
        None => sc.next_count(what, 1, 2),
    }
}

/// A scanner over the same input just before the token after the one that starts at byte
/// `before` (`None`: before the first token) — to read a token again, as written, for the
/// message that refuses it. Reads the input up to there again: for errors only.
fn before_token<'a>(sc: &Scanner<'a>, before: Option<usize>) -> Scanner<'a> {
    let mut again = sc.rewound();
    if let Some(before) = before {
        while again.token("").is_ok() && again.token_start() < before {}
    }
    again
}

/// Test cases kept to be answered once the whole input has been checked: their numbers end to
/// end, and where each one's line goes in the output.
#[derive(Default)]
struct Kept {
    moves: Vec<u32>,
    heaps: Vec<u32>,
    ends: Vec<u32>,
    cases: Vec<KeptCase>,
}

struct KeptCase {
    /// Where the case's numbers end in [`Kept`]'s lists.
    moves_end: usize,
    heaps_end: usize,
    ends_end: usize,
    max_heap: u32,
    /// The length of the output when the case was read: its line goes there.
    line_at: usize,
}

impl Kept {
    fn keep(&mut self, case: &mut TestCase, line_at: usize) {
        // The first case kept gives its lists away rather than have them copied (a case of
        // 100 MB of heaps would otherwise be held twice).
        for (kept, new) in [
            (&mut self.moves, &mut case.moves),
            (&mut self.heaps, &mut case.heaps),
            (&mut self.ends, &mut case.ends),
        ] {
            if kept.is_empty() {
                std::mem::swap(kept, new);
            } else {
                kept.extend_from_slice(new);
            }
        }
        self.cases.push(KeptCase {
            moves_end: self.moves.len(),
            heaps_end: self.heaps.len(),
            ends_end: self.ends.len(),
            max_heap: case.max_heap,
            line_at,
        });
    }

    /// Answers the kept cases, each line put where its case was read.
    fn answer(&self, table: &mut NarrowSubtractionTable, out: &mut Vec<u8>) {
        let first = match self.cases.first() {
            Some(first) => first.line_at,
            None => return,
        };
        let answered_later = out.split_off(first);
        let (mut moves, mut heaps, mut ends, mut copied) = (0, 0, 0, first);
        for case in &self.cases {
            out.extend_from_slice(&answered_later[copied - first..case.line_at - first]);
            copied = case.line_at;
            answer(
                table,
                &self.moves[moves..case.moves_end],
                case.max_heap,
                &self.heaps[heaps..case.heaps_end],
                &self.ends[ends..case.ends_end],
                out,
            );
            moves = case.moves_end;
            heaps = case.heaps_end;
            ends = case.ends_end;
        }
        out.extend_from_slice(&answered_later[copied - first..]);
    }
}

/// Builds the table of a test case (`moves`: those that fit `max_heap`, sorted, no repeats)
/// and writes its line: `W` or `L` for each position (`ends`: where each one's heaps end).
fn answer(
    table: &mut NarrowSubtractionTable,
    moves: &[u32],
    max_heap: u32,
    heaps: &[u32],
    ends: &[u32],
    out: &mut Vec<u8>,
) {
    if moves.is_empty() {
        // No move fits any heap: every value is 0, every position lost.
        out.resize(out.len() + ends.len(), b'L');
    } else {
        let sg = table.compute(moves, max_heap);
        let mut start = 0;
        for &end in ends {
            let total = sg.nim_sum(&heaps[start..end as usize]);
            out.push(if total == 0 { b'L' } else { b'W' });
            start = end as usize;
        }
    }
    out.push(b'\n');
}
