//! Codeforces 1704F "Colouring Game": Alice paints two neighbouring cells white if one of them
//! is red, Bob if one of them is blue; who cannot move loses.
//!
//! The colour with more cells wins. With equally many, only moves on a red–blue neighbour pair
//! matter, so the row falls apart into its maximal alternating runs, each a heap of the octal
//! game 0.07 (Dawson's Kayles). Its first values are computed at start-up by their mex
//! recurrence, and `gamecore::period` proves from them, by the Guy–Smith theorem, that they
//! repeat with period 34 from run length 53 on; longer runs are looked up through that period.

use gamecore::grid::Grid;
use gamecore::mex::{Grundy, MexBuffer};
use gamecore::period::{PeriodFinder, Periodicity, Theorem};
use gamecore::{error::Error, scan::Scanner};
use std::cmp::Ordering;
use std::io::Write;

/// The periodicity theorem of the game one alternating run plays, octal 0.07: a move takes two
/// tokens (`max_take`) and leaves at most two heaps.
pub const RUN_THEOREM: Theorem = Theorem::TakeAndBreak {
    max_take: 2,
    max_heaps: 2,
};

/// How many values are computed before the period is read off them: the Guy–Smith theorem needs
/// 176 for 0.07 (2·53 + 34 + 2 checked values and one more period), so 257 leaves room.
const COMPUTED_VALUES: usize = 257;

/// The Grundy values of alternating runs by length: computed for short runs, and through a
/// proved period for the rest.
///
/// # Example
/// ```
/// let runs = cf1704f::RunValues::new();
/// assert_eq!(runs.of(1), 0); // one cell: no red–blue pair
/// assert_eq!(runs.of(4), 2);
/// assert_eq!((runs.periodicity().preperiod, runs.periodicity().period), (53, 34));
/// assert_eq!(runs.of(500_000), runs.of(500_000 - 34));
/// ```
#[derive(Clone, Debug)]
pub struct RunValues {
    values: Vec<Grundy>,
    pattern: Periodicity,
}

impl RunValues {
    /// Computes G(0..257) of 0.07 and the period that the Guy–Smith theorem proves from them.
    ///
    /// # Panics
    /// If no period is proved within those values: a programming error (0.07 needs 176).
    ///
    /// # Complexity
    /// About 16 000 mex insertions: microseconds.
    pub fn new() -> Self {
        let values = run_values_by_mex(COMPUTED_VALUES);
        let pattern = PeriodFinder::new()
            .analyse(&values, RUN_THEOREM)
            .filter(Periodicity::is_proved)
            .expect("the Guy–Smith theorem proves the period of 0.07 within 257 values");
        Self { values, pattern }
    }

    /// The Grundy value of an alternating run of `len` cells.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn of(&self, len: usize) -> Grundy {
        // Most runs are short: their values are in the table; longer ones follow the period.
        match self.values.get(len) {
            Some(&value) => value,
            None => self.pattern.value_at(&self.values, len),
        }
    }

    /// The proved period and pre-period of the values.
    pub fn periodicity(&self) -> Periodicity {
        self.pattern
    }
}

/// G(0), …, G(count − 1) of 0.07: painting two neighbouring cells of a run of `len` leaves runs
/// of `i` and `len − 2 − i` cells, so G(len) is the mex of G(i) xor G(len − 2 − i).
fn run_values_by_mex(count: usize) -> Vec<Grundy> {
    let mut values = vec![0; count];
    let mut options = MexBuffer::new();
    for len in 2..count {
        options.begin();
        for i in 0..=(len - 2) / 2 {
            options.insert(values[i] ^ values[len - 2 - i]);
        }
        values[len] = options.mex();
    }
    values
}

impl Default for RunValues {
    fn default() -> Self {
        Self::new()
    }
}

/// Who wins a row with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The first player, who paints red cells.
    Alice,
    /// The second player, who paints blue cells.
    Bob,
}

impl Winner {
    /// The name the judge expects.
    pub fn name(self) -> &'static str {
        match self {
            Self::Alice => "Alice",
            Self::Bob => "Bob",
        }
    }
}

/// The winner on `row`, a row of at least two cells, each `b'R'` or `b'B'`.
///
/// # Example
/// ```
/// use cf1704f::{winner, RunValues, Winner};
/// let runs = RunValues::new();
/// assert_eq!(winner(b"RRBBB", &runs), Winner::Bob); // more blue
/// assert_eq!(winner(b"RBRBRB", &runs), Winner::Alice); // one run of 6, value 3
/// assert_eq!(winner(b"RBBR", &runs), Winner::Bob); // runs 2 and 2 cancel
/// ```
///
/// # Complexity
/// O(len) time, O(1) memory.
pub fn winner(row: &[u8], runs: &RunValues) -> Winner {
    let red: usize = row.iter().map(|&cell| usize::from(cell == b'R')).sum();
    let blue = row.len() - red;
    let first_wins = match red.cmp(&blue) {
        Ordering::Greater => true,
        Ordering::Less => false,
        Ordering::Equal => runs_xor(row, runs) != 0,
    };
    if first_wins {
        Winner::Alice
    } else {
        Winner::Bob
    }
}

/// The xor of the values of the maximal alternating runs of `row`: a run ends wherever two
/// neighbouring cells have the same colour. The cells are compared eight at a time, so the
/// work is one step per word and one per run end.
fn runs_xor(row: &[u8], runs: &RunValues) -> Grundy {
    let (mut total, mut start) = (0, 0);
    let mut at = 1;
    while let (Some(here), Some(left)) = (word_at(row, at), word_at(row, at - 1)) {
        let mut ends = equal_bytes(here, left);
        while ends != 0 {
            let end = at + ends.trailing_zeros() as usize;
            ends &= ends - 1;
            total ^= runs.of(end - start);
            start = end;
        }
        at += 8;
    }
    for end in at..row.len() {
        if row[end] == row[end - 1] {
            total ^= runs.of(end - start);
            start = end;
        }
    }
    total ^ runs.of(row.len() - start)
}

/// The eight cells of `row` from `at`, as one little-endian word, if there are eight.
#[inline]
fn word_at(row: &[u8], at: usize) -> Option<u64> {
    let mut word = [0; 8];
    word.copy_from_slice(row.get(at..at + 8)?);
    Some(u64::from_le_bytes(word))
}

/// Bit `k` (k < 8) set exactly when byte `k` of `a` equals byte `k` of `b`.
#[inline]
fn equal_bytes(a: u64, b: u64) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let x = a ^ b;
    // The high bit of each byte of x that is zero, exactly (no carry crosses a byte).
    let zero = !(((x & LOW7) + LOW7) | x | LOW7);
    // Gathers the eight high bits into the top byte, byte k's bit to bit 56 + k.
    (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The most rows served (the statement: 10^4): 5.4·10^7 rows of two cells, the most 256 MiB
/// can hold, took 3.6–4.3 s of CPU, most of it per row; 10^7 of them take well under 1 s.
const MAX_ROWS: usize = 10_000_000;

/// Reads `t`, then `t` rows each given as `n` and a string of `n` letters `R`/`B`, and prints
/// the winner of each row (`Alice` or `Bob`) on its own line.
///
/// Beyond the statement's limits, up to 10^7 rows and any `n` the input holds are served (the sum of `n` is
/// bounded only by the input's size), in O(input) time.
///
/// # Errors
/// A missing or non-numeric `t` or `n`; `t` = 0, `t` above 10^7 or `n` < 2 (one cell leaves nobody a move and
/// breaks the colour-count rule); a count larger than the rest of the input can hold; a string
/// of the wrong length or with a letter other than `R` and `B`.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let runs = RunValues::new();
    // A row is two tokens, each at least one character and a separator: 4 bytes. (A correct
    // row takes five, "\n2\nRB", but an estimate that assumed it would blame t for an input
    // whose fault is a row that is too short.)
    let rows = sc.next_count("t", 1, 4)?;
    if rows > MAX_ROWS {
        return Err(sc.token_error(format!("t {rows} is too large (at most 10^7)")));
    }
    for case in 1..=rows {
        let in_case = |e: Error| e.context(format_args!("test case {case}"));
        let n = sc.next_count("n", 2, 1).map_err(in_case)?;
        let winner = match read_plain_row(sc, n) {
            Some(row) => winner(row, &runs),
            None => winner(read_row(sc, n).map_err(in_case)?.cells(), &runs),
        };
        out.write_all(match winner {
            Winner::Alice => b"Alice\n",
            Winner::Bob => b"Bob\n",
        })?;
    }
    Ok(())
}

/// The row of `n` cells when it is one token of exactly `n` letters `R`/`B` (the fast path for
/// many short rows: no board is built); otherwise `None` with nothing read, for [`read_row`]
/// to read it again with every check and message.
fn read_plain_row<'a>(sc: &mut Scanner<'a>, n: usize) -> Option<&'a [u8]> {
    let before = sc.clone();
    match sc.token("row 1 of the board") {
        Ok(row) if row.len() == n && row.iter().all(|&cell| cell == b'R' || cell == b'B') => {
            Some(row)
        }
        _ => {
            *sc = before;
            None
        }
    }
}

/// The row of `n` cells, read as a board of one row (its messages name the row and column).
fn read_row(sc: &mut Scanner<'_>, n: usize) -> Result<Grid, Error> {
    Grid::read(sc, 1, n, b"RB")
}

#[cfg(test)]
mod tests {
    use super::{equal_bytes, runs_xor, RunValues};

    /// Every pattern of equal and different bytes, with bytes that differ in one bit or all.
    #[test]
    fn equal_bytes_marks_exactly_the_equal_bytes() {
        for pattern in 0..256u64 {
            for (flip, base) in [(0x10u8, 0x52u8), (0xFF, 0x00), (0x80, 0x7F), (0x01, 0xFE)] {
                let a = u64::from_le_bytes([base; 8]);
                let mut b = [base; 8];
                for (k, byte) in b.iter_mut().enumerate() {
                    if pattern >> k & 1 == 0 {
                        *byte ^= flip;
                    }
                }
                let b = u64::from_le_bytes(b);
                assert_eq!(equal_bytes(a, b), pattern, "{a:#x} {b:#x}");
            }
        }
    }

    /// Against the runs counted one cell at a time, on every row of up to 12 cells and on long
    /// rows of random runs.
    #[test]
    fn runs_xor_matches_a_cell_by_cell_count() {
        let runs = RunValues::new();
        let slow = |row: &[u8]| {
            let (mut total, mut len) = (0, 1);
            for pair in row.windows(2) {
                if pair[0] == pair[1] {
                    total ^= runs.of(len);
                    len = 1;
                } else {
                    len += 1;
                }
            }
            total ^ runs.of(len)
        };
        for n in 1..=12 {
            for bits in 0..1u32 << n {
                let row: Vec<u8> = (0..n)
                    .map(|k| if bits >> k & 1 == 1 { b'R' } else { b'B' })
                    .collect();
                assert_eq!(
                    runs_xor(&row, &runs),
                    slow(&row),
                    "{}",
                    String::from_utf8_lossy(&row)
                );
            }
        }
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for n in [13, 63, 64, 65, 200, 1000] {
            let mut row = Vec::with_capacity(n);
            let mut colour = b'R';
            while row.len() < n {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let len = 1 + (state % 90) as usize;
                for _ in 0..len.min(n - row.len()) {
                    row.push(colour);
                    colour = if colour == b'R' { b'B' } else { b'R' };
                }
                colour = if colour == b'R' { b'B' } else { b'R' };
            }
            assert_eq!(runs_xor(&row, &runs), slow(&row), "n = {n}");
        }
    }
}
