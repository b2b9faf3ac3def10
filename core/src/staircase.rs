//! Staircase Nim, and pieces sliding left on a line (POJ 1704 "Georgia and Bob") reduced to it.
//!
//! **Staircase Nim.** Coins lie on the stairs `1, 2, 3, …` of a staircase whose stair 0 is the
//! floor. A move takes one or more coins from one stair `i ≥ 1` and puts them on stair `i − 1`;
//! coins that reach the floor are out of play. Whoever cannot move loses. The position is
//! worth the nim-sum of the **odd** stairs: a move from an odd stair is a Nim move on that
//! heap, and a move from an even stair can be undone by the opponent moving the same coins one
//! more stair down, onto an even stair or the floor, where they no longer count.
//!
//! **Pieces on a line.** Pieces stand on distinct cells `1, 2, 3, …`; a move slides one piece
//! left by at least one cell without landing on or passing another piece or leaving the
//! board. Sort the pieces; the empty cells just left of each piece form a stair, numbered from
//! the right (the rightmost piece's gap is stair 1). Sliding a piece left by `s` takes `s`
//! coins off its stair and adds them to the stair of the next piece to the right (stair − 1),
//! or to the floor for the rightmost piece — exactly a staircase move, and every staircase move
//! is a slide.

use std::fmt;

/// The nim value of a Staircase Nim position: the nim-sum of `stairs[1]`, `stairs[3]`, ….
/// `stairs[i]` is the number of coins on stair `i`; `stairs[0]` is the floor and is ignored.
/// The player to move wins iff the value is non-zero.
///
/// # Example
/// ```
/// use gamecore::staircase::staircase_nim_value;
/// assert_eq!(staircase_nim_value(&[9, 1, 7, 3]), 1 ^ 3);
/// assert_eq!(staircase_nim_value(&[0, 0, 5]), 0); // coins on stair 2 only: a loss
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn staircase_nim_value(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |x, &c| x ^ c)
}

/// A winning move of Staircase Nim: `(stair, coins)`, meaning "move `coins` coins from stair
/// `stair` down to stair `stair − 1`". `None` if the position is lost. The move returned
/// always starts on an odd stair (moves from even stairs can also win; they are not sought).
///
/// # Example
/// ```
/// use gamecore::staircase::{staircase_nim_value, staircase_winning_move};
/// let mut stairs = vec![0, 1, 7, 3];
/// let (stair, coins) = staircase_winning_move(&stairs).unwrap();
/// assert_eq!((stair, coins), (3, 2)); // stair 3 goes from 3 to 1, matching stair 1
/// stairs[stair] -= coins;
/// stairs[stair - 1] += coins;
/// assert_eq!(staircase_nim_value(&stairs), 0);
/// assert_eq!(staircase_winning_move(&stairs), None);
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn staircase_winning_move(stairs: &[u64]) -> Option<(usize, u64)> {
    let value = staircase_nim_value(stairs);
    if value == 0 {
        return None;
    }
    (1..stairs.len()).step_by(2).find_map(|i| {
        let keep = stairs[i] ^ value;
        if keep < stairs[i] {
            Some((i, stairs[i] - keep))
        } else {
            None
        }
    })
}

/// Pieces that cannot stand where the input puts them. Pieces are named by their 0-based
/// index in the positions given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceError {
    /// Piece `index` (in input order) stands on cell 0; cells start at 1.
    OffBoard {
        /// The piece's index in the input.
        index: usize,
    },
    /// Pieces `first` and `second` (input indices, `first < second`) share cell `cell`.
    SharedCell {
        /// The earlier piece in the input.
        first: usize,
        /// The later piece in the input.
        second: usize,
        /// The cell both stand on.
        cell: u64,
    },
}

impl fmt::Display for PieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PieceError::OffBoard { index } => {
                write!(f, "piece {index} stands on cell 0; cells start at 1")
            }
            PieceError::SharedCell {
                first,
                second,
                cell,
            } => write!(f, "pieces {first} and {second} both stand on cell {cell}"),
        }
    }
}

impl std::error::Error for PieceError {}

impl From<PieceError> for super::error::Error {
    fn from(e: PieceError) -> Self {
        super::error::Error::new(e.to_string())
    }
}

/// The reduction of "pieces sliding left on a line" to Staircase Nim, with buffers kept
/// between calls so that a multi-test program allocates once.
///
/// Cells are numbered from 1 (cell 0 is the wall). Positions may come in any order.
///
/// # Example
/// ```
/// use gamecore::staircase::LinePieces;
/// let mut pieces = LinePieces::new();
/// // POJ 1704's sample: Bob (the second player) wins the first, Georgia the second.
/// assert_eq!(pieces.nim_value(&[1, 2, 3]).unwrap(), 0);
/// assert_ne!(pieces.nim_value(&[1, 5, 6, 7, 9, 12, 14, 17]).unwrap(), 0);
/// // Pieces 7 and 8 alone: the gaps are 6 (stair 2) and 0 (stair 1): a loss.
/// assert_eq!(pieces.staircase(&[8, 7]).unwrap(), &[0, 0, 6]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct LinePieces {
    /// (cell, input index), sorted by cell.
    sorted: Vec<(u64, usize)>,
    /// stairs[0] = 0 (the floor), stairs[j] = empty cells left of the j-th piece from the right.
    stairs: Vec<u64>,
    /// The occupied cells as a bitmap (bit `c % 64` of word `c / 64`), all zero between calls.
    cells: Vec<u64>,
}

/// A bitmap of the cells replaces the sort when the largest cell is below this many times the
/// number of pieces: its words then number at most the pieces, so its memory stays within the
/// positions' and its scan costs no more than reading them (also over many small test cases).
const BITMAP_CELLS_PER_PIECE: u64 = 64;

impl LinePieces {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Staircase Nim position of the pieces at `positions`: element 0 is the floor
    /// (always 0), element `j` the number of empty cells directly left of the `j`-th piece
    /// counted from the right. Feed it to [`staircase_nim_value`].
    ///
    /// # Errors
    /// [`PieceError::OffBoard`] for a piece on cell 0, [`PieceError::SharedCell`] for two
    /// pieces on one cell.
    ///
    /// # Complexity
    /// O(n log n) time for the sort, O(n) space (reused between calls).
    pub fn staircase(&mut self, positions: &[u64]) -> Result<&[u64], PieceError> {
        if let Some(index) = positions.iter().position(|&p| p == 0) {
            return Err(PieceError::OffBoard { index });
        }
        self.sorted.clear();
        self.sorted
            .extend(positions.iter().enumerate().map(|(i, &p)| (p, i)));
        self.sorted.sort_unstable();
        if let Some(w) = self.sorted.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(PieceError::SharedCell {
                first: w[0].1.min(w[1].1),
                second: w[0].1.max(w[1].1),
                cell: w[0].0,
            });
        }
        let n = self.sorted.len();
        self.stairs.clear();
        self.stairs.resize(n + 1, 0);
        let mut left_wall = 0;
        for (s, &(cell, _)) in self.sorted.iter().enumerate() {
            self.stairs[n - s] = cell - left_wall - 1;
            left_wall = cell;
        }
        Ok(&self.stairs)
    }

    /// The nim value of the pieces at `positions`; the player to move wins iff it is non-zero.
    ///
    /// # Errors
    /// As for [`LinePieces::staircase`].
    ///
    /// # Complexity
    /// O(n) time and space when the largest cell is below 64·n (a bitmap of the cells read in
    /// order), else O(n log n) time for the sort.
    pub fn nim_value(&mut self, positions: &[u64]) -> Result<u64, PieceError> {
        let largest = positions.iter().copied().max().unwrap_or(0);
        if largest < (positions.len() as u64).saturating_mul(BITMAP_CELLS_PER_PIECE) {
            if let Some(value) = self.nim_value_by_bitmap(positions, largest) {
                return Ok(value);
            }
        }
        self.staircase(positions).map(staircase_nim_value)
    }

    /// [`LinePieces::nim_value`] without a sort, for cells up to `largest`: `None` when a
    /// piece stands on cell 0 or shares a cell (the sort then names them).
    fn nim_value_by_bitmap(&mut self, positions: &[u64], largest: u64) -> Option<u64> {
        let words = largest as usize / 64 + 1;
        if self.cells.len() < words {
            self.cells.resize(words, 0);
        }
        let mut clash = false;
        for &cell in positions {
            let (word, bit) = (cell as usize / 64, 1u64 << (cell % 64));
            clash |= self.cells[word] & bit != 0;
            self.cells[word] |= bit;
        }
        clash |= self.cells[0] & 1 != 0;
        // The pieces from the left: the i-th (from 1) has n − i + 1 pieces to its right,
        // itself included, so its gap is on an odd stair exactly when n − i is even.
        let n = positions.len();
        let (mut value, mut left_wall, mut index) = (0, 0, 0);
        for (w, word) in self.cells[..words].iter_mut().enumerate() {
            let mut rest = std::mem::take(word);
            while rest != 0 {
                let cell = (w * 64) as u64 + u64::from(rest.trailing_zeros());
                rest &= rest - 1;
                index += 1;
                if (n - index) % 2 == 0 {
                    // Wrapping only for a piece on cell 0, whose position is refused below.
                    value ^= cell.wrapping_sub(left_wall + 1);
                }
                left_wall = cell;
            }
        }
        if clash {
            None
        } else {
            Some(value)
        }
    }

    /// A winning move: `(piece, cell)`, meaning "slide piece `piece` (its index in
    /// `positions`) left to cell `cell`". `Ok(None)` if the position is lost.
    ///
    /// # Errors
    /// As for [`LinePieces::staircase`].
    ///
    /// # Example
    /// ```
    /// use gamecore::staircase::LinePieces;
    /// let mut pieces = LinePieces::new();
    /// // One piece: slide it to cell 1 and the opponent is stuck.
    /// assert_eq!(pieces.winning_move(&[5]).unwrap(), Some((0, 1)));
    /// // Gaps 4 (stair 2) and 1 (stair 1): close up the rightmost piece.
    /// assert_eq!(pieces.winning_move(&[7, 5]).unwrap(), Some((0, 6)));
    /// assert_eq!(pieces.winning_move(&[2, 1]).unwrap(), None);
    /// ```
    ///
    /// # Complexity
    /// O(n log n) time.
    pub fn winning_move(&mut self, positions: &[u64]) -> Result<Option<(usize, u64)>, PieceError> {
        let n = positions.len();
        let step = staircase_winning_move(self.staircase(positions)?);
        Ok(step.map(|(stair, cells)| {
            let (cell, index) = self.sorted[n - stair];
            (index, cell - cells)
        }))
    }
}

/// The nim value of pieces on a line at `positions` (see [`LinePieces`], which keeps its
/// buffers across calls); the player to move wins iff it is non-zero.
///
/// # Errors
/// As for [`LinePieces::staircase`].
///
/// # Example
/// ```
/// use gamecore::staircase::line_pieces_nim_value;
/// assert_eq!(line_pieces_nim_value(&[3]).unwrap(), 2);
/// assert!(line_pieces_nim_value(&[3, 3]).is_err());
/// ```
///
/// # Complexity
/// O(n log n) time, O(n) space.
pub fn line_pieces_nim_value(positions: &[u64]) -> Result<u64, PieceError> {
    LinePieces::new().nim_value(positions)
}

#[cfg(test)]
mod tests {
    use super::{
        line_pieces_nim_value, staircase_nim_value, staircase_winning_move, LinePieces, PieceError,
    };
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;

    /// Staircase Nim by exhaustive search: move 1.. coins from stair i ≥ 1 to stair i − 1.
    /// Coins on the floor can never move again, so the search drops them from the state.
    fn naive_staircase_wins(stairs: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = stairs.to_vec();
        key[0] = 0;
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = (1..key.len()).any(|i| {
            (1..=key[i]).any(|coins| {
                let mut next = key.clone();
                next[i] -= coins;
                next[i - 1] += coins;
                !naive_staircase_wins(&next, memo)
            })
        });
        memo.insert(key, wins);
        wins
    }

    /// Pieces on cells 1, 2, … by exhaustive search: slide one piece left, never onto or past
    /// another piece, never off the board.
    fn naive_pieces_wins(cells: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = cells.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = (0..key.len()).any(|s| {
            let lowest = if s == 0 { 1 } else { key[s - 1] + 1 };
            (lowest..key[s]).any(|to| {
                let mut next = key.clone();
                next[s] = to;
                !naive_pieces_wins(&next, memo)
            })
        });
        memo.insert(key, wins);
        wins
    }

    // Worked by hand from the rules of Staircase Nim (stair 0 is the floor).
    #[rstest]
    #[case(&[], false)]
    #[case(&[5], false)]
    #[case(&[0, 1], true)]
    #[case(&[0, 0, 5], false)]
    #[case(&[0, 1, 0, 1], false)]
    #[case(&[0, 1, 9, 1], false)]
    #[case(&[0, 3, 2, 1], true)]
    #[case(&[0, 0, 1], false)]
    fn staircase_known_values(#[case] stairs: &[u64], #[case] first_wins: bool) {
        assert_eq!(staircase_nim_value(stairs) != 0, first_wins);
        assert_eq!(staircase_winning_move(stairs).is_some(), first_wins);
    }

    // POJ 1704's sample and the parity traps from the problem's notes: 1000 pieces packed on
    // 9001..=10000 (one big gap on an even stair) and 999 on 9002..=10000 (odd stair).
    #[rstest]
    #[case(vec![1, 2, 3], false)]
    #[case(vec![1, 5, 6, 7, 9, 12, 14, 17], true)]
    #[case((9001..=10_000).collect(), false)]
    #[case((9002..=10_000).collect(), true)]
    #[case(vec![1], false)]
    #[case(vec![2], true)]
    #[case(vec![8, 7], false)]
    fn pieces_known_values(#[case] mut cells: Vec<u64>, #[case] first_wins: bool) {
        let mut pieces = LinePieces::new();
        assert_eq!(pieces.nim_value(&cells).unwrap() != 0, first_wins);
        cells.reverse(); // input order must not matter
        assert_eq!(line_pieces_nim_value(&cells).unwrap() != 0, first_wins);
    }

    #[test]
    fn staircase_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut memo = HashMap::new();
        for _ in 0..300 {
            let len = rng.gen_range(1..=5);
            let stairs: Vec<u64> = (0..len).map(|_| rng.gen_range(0..=4)).collect();
            let wins = naive_staircase_wins(&stairs, &mut memo);
            assert_eq!(staircase_nim_value(&stairs) != 0, wins, "stairs={stairs:?}");
            match staircase_winning_move(&stairs) {
                Some((i, coins)) => {
                    assert!(i >= 1 && (1..=stairs[i]).contains(&coins), "{stairs:?}");
                    let mut next = stairs.clone();
                    next[i] -= coins;
                    next[i - 1] += coins;
                    assert!(
                        !naive_staircase_wins(&next, &mut memo),
                        "{stairs:?} -> {next:?}"
                    );
                }
                None => assert!(!wins, "missed a winning move in {stairs:?}"),
            }
        }
    }

    #[test]
    fn pieces_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut memo = HashMap::new();
        let mut stair_memo = HashMap::new();
        let mut pieces = LinePieces::new();
        for _ in 0..300 {
            let mut board: Vec<u64> = (1..=12).collect();
            board.shuffle(&mut rng);
            let cells: Vec<u64> = board[..rng.gen_range(1..=5)].to_vec();
            let wins = naive_pieces_wins(&cells, &mut memo);
            let stairs = pieces.staircase(&cells).unwrap().to_vec();
            // The reduction itself, game against game: both searches follow only the rules.
            assert_eq!(
                naive_staircase_wins(&stairs, &mut stair_memo),
                wins,
                "cells={cells:?} stairs={stairs:?}"
            );
            assert_eq!(
                pieces.nim_value(&cells).unwrap() != 0,
                wins,
                "cells={cells:?}"
            );
            match pieces.winning_move(&cells).unwrap() {
                Some((index, to)) => {
                    let mut next = cells.clone();
                    let blocker = cells.iter().filter(|&&c| c < cells[index]).max();
                    assert!(
                        to >= 1 && to < cells[index],
                        "cells={cells:?} {index}->{to}"
                    );
                    assert!(
                        blocker.iter().all(|&&b| b < to),
                        "cells={cells:?} {index}->{to}"
                    );
                    next[index] = to;
                    assert!(
                        !naive_pieces_wins(&next, &mut memo),
                        "{cells:?} -> {next:?}"
                    );
                }
                None => assert!(!wins, "missed a winning move in {cells:?}"),
            }
        }
    }

    /// The bitmap and the sort on the same positions: random sets of distinct cells, some
    /// with a piece on cell 0 or two on one cell, sparse enough for the sort and dense
    /// enough for the bitmap (the buffers reused from one call to the next).
    #[test]
    fn bitmap_and_sort_agree() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut pieces = LinePieces::new();
        let mut sorted = LinePieces::new();
        let mut used_bitmap = 0;
        for round in 0..400 {
            let n = rng.gen_range(1..=300);
            let top = if round % 4 == 0 {
                1 << 40
            } else {
                rng.gen_range(n as u64..=20_000)
            };
            let mut cells: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=top)).collect();
            cells.sort_unstable();
            cells.dedup();
            cells.shuffle(&mut rng);
            match rng.gen_range(0..8) {
                0 => cells.push(0),
                1 => cells.push(cells[rng.gen_range(0..cells.len())]),
                _ => {}
            }
            cells.shuffle(&mut rng);
            let expected = sorted.staircase(&cells).map(staircase_nim_value);
            assert_eq!(pieces.nim_value(&cells), expected, "cells={cells:?}");
            let largest = cells.iter().copied().max().unwrap();
            if largest < cells.len() as u64 * 64 {
                used_bitmap += 1;
            }
        }
        assert!(
            (100..300).contains(&used_bitmap),
            "{used_bitmap} of 400 by the bitmap: both ways should be common"
        );
    }

    #[test]
    fn bad_positions_are_reported() {
        let mut pieces = LinePieces::new();
        assert_eq!(
            pieces.staircase(&[3, 0, 2]),
            Err(PieceError::OffBoard { index: 1 })
        );
        let err = pieces.staircase(&[4, 9, 2, 9]).unwrap_err();
        assert_eq!(
            err,
            PieceError::SharedCell {
                first: 1,
                second: 3,
                cell: 9
            }
        );
        assert_eq!(err.to_string(), "pieces 1 and 3 both stand on cell 9");
        let converted: crate::error::Error = err.into();
        assert_eq!(converted.message(), "pieces 1 and 3 both stand on cell 9");
        // The buffers recover after an error.
        assert_eq!(pieces.staircase(&[2]).unwrap(), &[0, 1]);
    }
}
