//! Every Chomp position inside a `rows × cols` box valued at once, bottom-up, in a dense
//! array indexed by the position's rank: no hashing, no search, every option's value one
//! array read away.
//!
//! A staircase of `m` rows with lengths `l₀ ≥ l₁ ≥ … ≥ l_{m−1}` (zeros allowed at the bottom)
//! inside an `m × n` box is the strictly decreasing sequence `aₖ = lₖ + m − 1 − k`, an
//! `m`-subset of `0..m + n`, ranked in the combinatorial number system as
//! `Σₖ C(aₖ, m − k)`. A move never lengthens a row, so every option of a position has a
//! smaller rank, and valuing the ranks in increasing order values every option first.
//! Choosing cell `(i, j)` cuts the rows `i..t` longer than `j` down to `j` (`t`: the number
//! of rows longer than `j`); by the hockey-stick identity the cut rows' part of the rank is
//! `C(j + m − i, m − i) − C(j + m − t, m − t)`, so an option's rank costs O(1) given the
//! position's prefix and suffix sums.
//!
//! Chomp's positions never split, and a search (the [`super::Solver`] with the
//! [`super::chomp::Chomp`] ruleset) visits about half of them on a rectangle while paying a
//! table probe for each option; this table values all of them, each option costing an add
//! and a read.
//!
//! # Example
//! ```
//! use gamecore::boards::chomp_table::ChompTable;
//! let table = ChompTable::new(4, 4).unwrap();
//! assert_ne!(table.value(&[4, 4, 4, 4]), Some(0)); // a rectangle is a first-player win
//! assert_eq!(table.value(&[4, 1, 1, 1]), Some(0)); // a symmetric L is lost
//! assert_eq!(table.value(&[2, 1]), Some(0)); // the rows (a, a − 1) are lost
//! assert_eq!(table.value(&[5]), None); // not inside the 4 × 4 box
//! ```
//!
//! # Constraints
//! `rows, cols ≥ 1`, at most 65,536 cells (values are stored in 16 bits: a value is at most
//! the number of options, fewer than the cells), and C(rows + cols, rows) positions that fit
//! in memory (2 bytes each: [`ChompTable::bytes`]).
//!
//! # Complexity
//! Time O(Σ over the positions of their cells + rows + cols): C(24, 12) = 2,704,156 positions
//! of about 72 cells each for 12 × 12. Memory 2 bytes a position.

use super::BoardError;
use std::sync::atomic::{AtomicU16, Ordering::Relaxed};
use std::sync::{Arc, Barrier};

/// The values of every staircase inside a box (see the module documentation).
#[derive(Debug)]
pub struct ChompTable {
    rows: usize,
    cols: usize,
    /// `binomial[n * (rows + 1) + k]` = C(n, k) for n ≤ rows + cols, k ≤ rows.
    binomial: Vec<u64>,
    /// `cut[j * (rows + 1) + i]` = C(j + rows − i, rows − i): the rank's terms of rows `i..`
    /// all cut to `j`, before the rows that were already no longer are taken off.
    cut: Vec<u64>,
    /// By rank. Atomic so that threads filling one layer of cells can share the array
    /// (relaxed loads and stores are plain ones; the layers are ordered by a barrier).
    values: Vec<AtomicU16>,
}

impl ChompTable {
    /// How many staircases (with the empty one) fit in a `rows × cols` box: C(rows + cols,
    /// rows), or `None` past `u64`.
    #[must_use]
    pub fn positions(rows: usize, cols: usize) -> Option<u64> {
        let (n, k) = (rows.checked_add(cols)?, rows.min(cols));
        let mut c: u128 = 1;
        for i in 0..k {
            // C(n, i + 1) = C(n, i) · (n − i) / (i + 1), exact at each step.
            c = c.checked_mul((n - i) as u128)? / (i as u128 + 1);
            if c > u128::from(u64::MAX) {
                return None;
            }
        }
        u64::try_from(c).ok()
    }

    /// The bytes the table of a `rows × cols` box takes (2 a position), or `None` past `u64`.
    #[must_use]
    pub fn bytes(rows: usize, cols: usize) -> Option<u64> {
        Self::positions(rows, cols)?.checked_mul(2)
    }

    /// The options the table reads in all, about: every staircase's cells, C(rows + cols,
    /// rows) · rows · cols / 2 (a staircase and its complement in the box, turned half a
    /// turn, have rows · cols cells between them), or `None` past `u64`. The time of
    /// [`ChompTable::new`] is about proportional (some 4 ns an option here).
    #[must_use]
    pub fn option_reads(rows: usize, cols: usize) -> Option<u64> {
        let cells = u64::try_from(rows.checked_mul(cols)?).ok()?;
        Self::positions(rows, cols)?.checked_mul(cells / 2 + 1)
    }

    /// Values every staircase inside a `rows × cols` box.
    ///
    /// # Errors
    /// A side of 0, more than 65,536 cells, or more positions than an array can index.
    pub fn new(rows: usize, cols: usize) -> Result<Self, BoardError> {
        Self::with_progress(rows, cols, |_, _| {})
    }

    /// As [`ChompTable::new`], calling `progress(done, total)` after every 2^20 positions.
    ///
    /// # Errors
    /// As for [`ChompTable::new`].
    pub fn with_progress(
        rows: usize,
        cols: usize,
        progress: impl FnMut(u64, u64),
    ) -> Result<Self, BoardError> {
        Self::on_threads(rows, cols, 1, progress)
    }

    /// As [`ChompTable::with_progress`], on `threads` threads: the staircases of one number
    /// of cells depend only on those of fewer cells, so the threads share each such layer
    /// (each walks the whole layer and values every `threads`-th block of staircases), meeting at a
    /// barrier between layers; `progress` is called after each layer. One thread values the
    /// ranks in order instead (no layers). The same values either way.
    ///
    /// # Errors
    /// As for [`ChompTable::new`].
    pub fn on_threads(
        rows: usize,
        cols: usize,
        threads: usize,
        mut progress: impl FnMut(u64, u64),
    ) -> Result<Self, BoardError> {
        if rows == 0 || cols == 0 {
            return Err(BoardError(format!(
                "a {rows}x{cols} box has no cells: both sides are at least 1"
            )));
        }
        if rows.saturating_mul(cols) > 1 << 16 {
            return Err(BoardError(format!(
                "{rows}x{cols} has more than 65536 cells (values are kept in 16 bits)"
            )));
        }
        let total = Self::positions(rows, cols)
            .and_then(|p| usize::try_from(p).ok())
            .ok_or_else(|| BoardError(format!("{rows}x{cols}: too many positions to index")))?;
        let binomial = binomials(rows + cols, rows);
        let cut = (0..cols)
            .flat_map(|j| (0..=rows).map(move |i| (j, i)))
            .map(|(j, i)| binomial[(j + rows - i) * (rows + 1) + rows - i])
            .collect();
        let table = ChompTable {
            rows,
            cols,
            binomial,
            cut,
            values: (0..total).map(|_| AtomicU16::new(0)).collect(),
        };
        if threads <= 1 {
            table.fill(&mut progress);
            Ok(table)
        } else {
            Ok(table.fill_in_layers(threads, &mut progress))
        }
    }

    /// The box's number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The box's number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of positions valued (with the empty staircase, which is no position).
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Never: a box has at least the empty staircase and the poisoned cell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of the staircase with these row lengths (top row first, never growing, the
    /// poisoned cell in the first), or `None` if it is not one inside the box.
    #[must_use]
    pub fn value(&self, staircase: &[usize]) -> Option<u32> {
        let inside = !staircase.is_empty()
            && staircase.len() <= self.rows
            && staircase[0] >= 1
            && staircase[0] <= self.cols
            && staircase.windows(2).all(|w| w[1] <= w[0]);
        if !inside {
            return None;
        }
        let m = self.rows;
        let rank: u64 = (0..m)
            .map(|k| {
                let len = staircase.get(k).copied().unwrap_or(0);
                self.c(len + m - 1 - k, m - k)
            })
            .sum();
        Some(u32::from(self.values[rank as usize].load(Relaxed)))
    }

    /// The winning moves of the staircase `staircase` inside the box: the cells `(row,
    /// col)` (from 0, row by row) whose choice leaves a position worth 0; none for a lost
    /// position. `None` if the staircase is not one inside the box.
    ///
    /// # Complexity
    /// O(cells · rows).
    #[must_use]
    pub fn winning_moves(&self, staircase: &[usize]) -> Option<Vec<(usize, usize)>> {
        self.value(staircase)?;
        let mut moves = Vec::new();
        for (i, &len) in staircase.iter().enumerate() {
            for j in usize::from(i == 0)..len {
                let option: Vec<usize> = staircase
                    .iter()
                    .enumerate()
                    .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                    .collect();
                if self.value(&option) == Some(0) {
                    moves.push((i, j));
                }
            }
        }
        Some(moves)
    }

    fn c(&self, n: usize, k: usize) -> u64 {
        self.binomial[n * (self.rows + 1) + k]
    }

    /// Values the ranks in increasing order, walking the staircases in the same order (the
    /// colex order of their subsets).
    fn fill(&self, progress: &mut impl FnMut(u64, u64)) {
        let (m, n) = (self.rows, self.cols);
        let mut lens = vec![0usize; m];
        let mut sums = Sums::new(m);
        let mut seen = vec![0u64; m * n / 64 + 2];
        let total = self.values.len() as u64;
        for rank in 1..self.values.len() {
            next_staircase(&mut lens, n);
            self.value_one(&lens, &mut sums, &mut seen);
            if rank as u64 % (1 << 20) == 0 {
                progress(rank as u64, total);
            }
        }
        progress(total, total);
    }

    /// Values the staircases layer by layer (1 cell, 2 cells, …) on `threads` threads (the
    /// table shared through an `Arc`: scoped threads are newer than the bundles' Rust 1.58).
    fn fill_in_layers(self, threads: usize, progress: &mut impl FnMut(u64, u64)) -> Self {
        let total = self.values.len() as u64;
        let table = Arc::new(self);
        let barrier = Arc::new(Barrier::new(threads));
        let helpers: Vec<_> = (1..threads)
            .map(|share| {
                let (table, barrier) = (Arc::clone(&table), Arc::clone(&barrier));
                std::thread::spawn(move || table.value_share(&barrier, threads, share, &mut |_| {}))
            })
            .collect();
        table.value_share(&barrier, threads, 0, &mut |done| progress(done, total));
        for helper in helpers {
            helper.join().expect("a thread of the fill panicked");
        }
        Arc::try_unwrap(table).expect("every thread of the fill has ended")
    }

    /// One thread's part of [`ChompTable::fill_in_layers`]: in each layer, every `threads`-th
    /// block of staircases from block `share`; `report` after each layer, with the staircases
    /// valued so far by all threads.
    fn value_share(
        &self,
        barrier: &Barrier,
        threads: usize,
        share: usize,
        report: &mut dyn FnMut(u64),
    ) {
        let (m, n) = (self.rows, self.cols);
        let mut lens = vec![0usize; m];
        let mut sums = Sums::new(m);
        let mut seen = vec![0u64; m * n / 64 + 2];
        let mut done = 1;
        for cells in 1..=m * n {
            let mut index = 0usize;
            let mut more = first_partition(&mut lens, cells, n);
            while more {
                if index / BLOCK % threads == share {
                    self.value_one(&lens, &mut sums, &mut seen);
                }
                index += 1;
                more = next_partition(&mut lens);
            }
            done += index as u64;
            barrier.wait();
            report(done);
        }
    }

    /// Values the staircase `lens`, whose options are all valued.
    fn value_one(&self, lens: &[usize], sums: &mut Sums, seen: &mut [u64]) {
        let m = self.rows;
        for k in 0..m {
            sums.prefix[k + 1] = sums.prefix[k] + self.c(lens[k] + m - 1 - k, m - k);
        }
        for k in (0..m).rev() {
            sums.suffix[k] = sums.suffix[k + 1] + self.c(lens[k] + m - 1 - k, m - k);
        }
        let value = self.mex_of_options(lens, &sums.prefix, &sums.suffix, seen);
        self.values[sums.prefix[m] as usize].store(value, Relaxed);
    }

    /// The least value no option of the staircase `lens` has. Only values below the number
    /// of cells are marked in `seen` (a value past the options cannot be the mex), and the
    /// words marked are cleared again.
    fn mex_of_options(
        &self,
        lens: &[usize],
        prefix: &[u64],
        suffix: &[u64],
        seen: &mut [u64],
    ) -> u16 {
        let m = self.rows;
        let cells: usize = lens.iter().sum();
        let mut longer = lens.iter().take_while(|&&len| len > 0).count();
        for j in 0..lens[0] {
            while longer > 0 && lens[longer - 1] <= j {
                longer -= 1;
            }
            // Rows `longer..` keep their lengths; rows `i..longer` are cut to `j`.
            let kept = suffix[longer].wrapping_sub(self.c(j + m - longer, m - longer));
            // C(j + m − i, m − i) for every i: row j + m − i of the triangle, read along its
            // diagonal, is C(j + m − i, m − i) = C(j + m − i, j).
            let first = usize::from(j == 0);
            for (i, &start) in prefix.iter().enumerate().take(longer).skip(first) {
                let option = start
                    .wrapping_add(self.cut[j * (m + 1) + i])
                    .wrapping_add(kept);
                let v = usize::from(self.values[option as usize].load(Relaxed));
                if v < cells {
                    seen[v / 64] |= 1 << (v % 64);
                }
            }
        }
        let mut value = cells;
        for (w, word) in seen[..=cells / 64].iter_mut().enumerate() {
            if value == cells && *word != !0 {
                value = value.min(64 * w + (!*word).trailing_zeros() as usize);
            }
            *word = 0;
        }
        u16::try_from(value).expect("a value is below the cells, at most 65536")
    }
}

/// C(n, k) for n ≤ `top`, k ≤ `width`, row by row (`width + 1` a row), saturating (entries
/// past `u64` are never read: ranks fit in the table's length).
fn binomials(top: usize, width: usize) -> Vec<u64> {
    let mut c = vec![0u64; (top + 1) * (width + 1)];
    for n in 0..=top {
        c[n * (width + 1)] = 1;
        for k in 1..=width.min(n) {
            let above = c[(n - 1) * (width + 1) + k - 1];
            let left = if k < n {
                c[(n - 1) * (width + 1) + k]
            } else {
                0
            };
            c[n * (width + 1) + k] = above.saturating_add(left);
        }
    }
    c
}

/// How many consecutive staircases of a layer one thread values in turn: neighbours share
/// most of their options' cache lines.
const BLOCK: usize = 256;

/// A staircase's rank terms: `prefix[i]` of the rows before `i`, `suffix[i]` of the rows from
/// `i` on.
struct Sums {
    prefix: Vec<u64>,
    suffix: Vec<u64>,
}

impl Sums {
    fn new(rows: usize) -> Self {
        Sums {
            prefix: vec![0; rows + 1],
            suffix: vec![0; rows + 1],
        }
    }
}

/// The first staircase of `cells` cells in a box of `lens.len()` rows and `cols` columns (the
/// greatest in lexicographic order: rows filled from the top), or `false` if none fits.
fn first_partition(lens: &mut [usize], cells: usize, cols: usize) -> bool {
    let mut rest = cells;
    for len in lens.iter_mut() {
        *len = cols.min(rest);
        rest -= *len;
    }
    rest == 0
}

/// The next staircase of as many cells in lexicographic order downwards, or `false` after
/// the last: the lowest row that can lose a cell while the rows below it take that cell and
/// their own under its new length, then the rows below filled from the top.
fn next_partition(lens: &mut [usize]) -> bool {
    let m = lens.len();
    let mut below = 0;
    for i in (0..m).rev() {
        if lens[i] > 0 && (lens[i] - 1) * (m - 1 - i) > below {
            lens[i] -= 1;
            let (cap, mut rest) = (lens[i], below + 1);
            for len in &mut lens[i + 1..] {
                *len = cap.min(rest);
                rest -= *len;
            }
            return true;
        }
        below += lens[i];
    }
    false
}

/// The staircase of the next rank: the colex successor of its subset `aₖ = lₖ + m − 1 − k`.
fn next_staircase(lens: &mut [usize], cols: usize) {
    let m = lens.len();
    // From the bottom row up: the first row that can grow by one (its subset element can
    // move up without meeting the next); every row below it drops to its least.
    for k in (0..m).rev() {
        let can_grow = if k == 0 {
            lens[0] < cols
        } else {
            lens[k] < lens[k - 1]
        };
        if can_grow {
            lens[k] += 1;
            for below in &mut lens[k + 1..] {
                *below = 0;
            }
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{binomials, ChompTable, Relaxed};
    use crate::boards::{chomp::Chomp, Solver};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;

    /// Chomp from the rules: a staircase as its row lengths (no zeros), valued by a memoised
    /// mex over every cell but the poisoned one.
    fn brute(rows: &[usize], memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
        if let Some(&v) = memo.get(rows) {
            return v;
        }
        let mut seen = Vec::new();
        for (i, &len) in rows.iter().enumerate() {
            for j in 0..len {
                if (i, j) == (0, 0) {
                    continue;
                }
                let after: Vec<usize> = rows
                    .iter()
                    .enumerate()
                    .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                seen.push(brute(&after, memo));
            }
        }
        let v = (0..=seen.len() as u32).find(|v| !seen.contains(v)).unwrap();
        memo.insert(rows.to_vec(), v);
        v
    }

    /// Every staircase inside a box, as row lengths without zeros.
    fn staircases(rows: usize, cols: usize) -> Vec<Vec<usize>> {
        let mut all = vec![Vec::new()];
        for _ in 0..rows {
            let mut longer = Vec::new();
            for s in &all {
                let most = s.last().copied().unwrap_or(cols);
                for len in 1..=most {
                    let mut t = s.clone();
                    t.push(len);
                    longer.push(t);
                }
            }
            all.extend(longer);
            all.sort();
            all.dedup();
        }
        all.retain(|s| !s.is_empty());
        all
    }

    #[test]
    fn every_staircase_of_the_small_boxes_matches_the_rules() {
        let mut memo = HashMap::new();
        for rows in 1..=5 {
            for cols in 1..=6 {
                let table = ChompTable::new(rows, cols).unwrap();
                let all = staircases(rows, cols);
                assert_eq!(
                    all.len() as u64 + 1,
                    ChompTable::positions(rows, cols).unwrap()
                );
                for s in all {
                    assert_eq!(
                        table.value(&s),
                        Some(brute(&s, &mut memo)),
                        "{rows}x{cols}: {s:?}"
                    );
                }
            }
        }
    }

    /// Layers on threads give every staircase the value the ranks in order give it, and walk
    /// every staircase once (the layers' counts add up to the box's).
    #[test]
    fn layers_on_threads_give_the_same_values() {
        for (rows, cols) in
            (1..=6)
                .flat_map(|r| (1..=7).map(move |c| (r, c)))
                .chain([(9, 9), (3, 40), (12, 2)])
        {
            let serial = ChompTable::new(rows, cols).unwrap();
            for threads in [2, 3] {
                let mut last = 0;
                let layered =
                    ChompTable::on_threads(rows, cols, threads, |done, _| last = done).unwrap();
                assert_eq!(last, serial.len() as u64, "{rows}x{cols}");
                for (a, b) in serial.values.iter().zip(&layered.values) {
                    assert_eq!(
                        a.load(Relaxed),
                        b.load(Relaxed),
                        "{rows}x{cols} on {threads}"
                    );
                }
            }
        }
    }

    /// The winning moves are exactly the moves the rules say leave a lost position, on
    /// every staircase of a 4 × 5 box.
    #[test]
    fn winning_moves_leave_lost_positions() {
        let table = ChompTable::new(4, 5).unwrap();
        let mut memo = HashMap::new();
        for s in staircases(4, 5) {
            let mut expected = Vec::new();
            for (i, &len) in s.iter().enumerate() {
                for j in usize::from(i == 0)..len {
                    let after: Vec<usize> = s
                        .iter()
                        .enumerate()
                        .map(|(k, &l)| if k >= i { l.min(j) } else { l })
                        .filter(|&l| l > 0)
                        .collect();
                    if brute(&after, &mut memo) == 0 {
                        expected.push((i, j));
                    }
                }
            }
            assert_eq!(table.winning_moves(&s), Some(expected.clone()), "{s:?}");
            assert_eq!(expected.is_empty(), brute(&s, &mut memo) == 0, "{s:?}");
        }
        assert_eq!(table.winning_moves(&[6]), None);
        // The square's one winning move (the symmetric L is lost): take the cell (1, 1).
        assert_eq!(table.winning_moves(&[4, 4, 4, 4]), Some(vec![(1, 1)]));
    }

    /// Two independent computations: the table against the general solver (a search with
    /// its own Chomp ruleset, keys and transposition) on 200 random staircases of 7 × 8.
    #[test]
    fn compare_with_the_solver_on_random_staircases() {
        let table = ChompTable::new(7, 8).unwrap();
        let mut solver = Solver::new(Chomp::rectangle(1, 1).unwrap(), 1 << 20);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let mut rows = vec![rng.gen_range(1..=8)];
            while rows.len() < 7 && rng.gen_bool(0.8) {
                let last = *rows.last().unwrap();
                rows.push(rng.gen_range(1..=last));
            }
            let expected = solver.value(Chomp::pack(&rows).unwrap());
            assert_eq!(table.value(&rows), Some(expected), "{rows:?}");
        }
    }

    /// Values `igsolve chomp` (Beling's solver, run outside the workspace) gives the
    /// rectangles, and Gale's strategy stealing: every rectangle but the poisoned cell is won.
    #[rstest]
    #[case(5, 5, 6)]
    #[case(6, 6, 13)]
    #[case(7, 7, 20)]
    #[case(8, 8, 13)]
    #[case(6, 10, 38)]
    fn rectangles_have_igsolves_values(
        #[case] rows: usize,
        #[case] cols: usize,
        #[case] value: u32,
    ) {
        let table = ChompTable::new(rows, cols).unwrap();
        assert_eq!(table.value(&vec![cols; rows]), Some(value));
        for r in 1..=rows {
            for c in 1..=cols {
                let v = table.value(&vec![c; r]).unwrap();
                assert_eq!(v == 0, (r, c) == (1, 1), "{r}x{c}");
            }
        }
    }

    #[rstest]
    #[case(&[], None)]
    #[case(&[0], None)]
    #[case(&[5], None)]
    #[case(&[2, 3], None)]
    #[case(&[1, 1, 1, 1, 1], None)]
    #[case(&[1], Some(0))]
    #[case(&[2, 1], Some(0))]
    #[case(&[4, 4, 4, 4], Some(6))]
    fn staircases_outside_the_box_have_no_value(
        #[case] rows: &[usize],
        #[case] value: Option<u32>,
    ) {
        assert_eq!(
            ChompTable::new(4, 4).unwrap().value(rows),
            value,
            "{rows:?}"
        );
    }

    #[test]
    fn boxes_are_checked() {
        assert!(ChompTable::new(0, 3).is_err());
        assert!(ChompTable::new(3, 0).is_err());
        assert!(ChompTable::new(257, 256).is_err());
        assert!(ChompTable::new(1 << 40, 1).is_err());
        assert_eq!(ChompTable::positions(12, 12), Some(2_704_156));
        assert_eq!(ChompTable::positions(31, 31), Some(465_428_353_255_261_088));
        assert_eq!(ChompTable::positions(40, 40), None);
        assert_eq!(ChompTable::bytes(3, 1000), Some(2 * 167_668_501));
        assert_eq!(ChompTable::option_reads(12, 12), Some(2_704_156 * 73));
        assert_eq!(ChompTable::option_reads(1 << 40, 1 << 40), None);
    }

    #[test]
    fn the_binomials_are_pascals_triangle() {
        let c = binomials(10, 4);
        assert_eq!(&c[10 * 5..11 * 5], &[1, 10, 45, 120, 210]);
        assert_eq!(&c[2 * 5..3 * 5], &[1, 2, 1, 0, 0]);
    }
}
