//! A Cram board of any size, valued region by region. The 4-connected regions of empty cells
//! are games of their own and the board is worth the nim-sum of their values, so a board far
//! past the solver's 64 cells can still be valued when each region is small enough for the
//! [`Solver`](super::Solver) or settled by one of these rules, whatever its size:
//!
//! - **Twins cancel.** Two regions of the same shape, turned or mirrored (a domino goes either
//!   way, so all eight symmetries of the square keep the game), are worth G ⊕ G = 0 together.
//! - **A strip is Dawson's Kayles.** Cram sees a region only through which cells neighbour
//!   which. When they form a path (every cell with at most two neighbours, no cycle), a domino
//!   takes two neighbouring cells of the path and leaves its two ends: the heap game 0.07 on
//!   the number of cells. Its period 34 (from 52 cells on) is proved from the first values by
//!   the Guy–Smith theorem ([`crate::period`]), so a strip of any length is valued at once.
//! - **A ring** (a cycle of cells) has one kind of move, to a strip of n − 2 cells: it is
//!   worth 1 when that strip is worth 0, and 0 otherwise.
//! - **The half-turn.** A region that is its own half-turn (about the centre of its box) is
//!   worth 0 when no domino lies across the centre: the second player answers every domino
//!   by its image. This is Winning Ways' rule for boards with both sides even, for any shape.
//!   When a domino does lie across the centre the first player wins (take it, then mirror),
//!   but the value takes a search.
//!
//! Every other region goes to the solver alone on a board of its box ([`Part::Search`]) when
//! the box has at most 64 cells, and is out of reach otherwise ([`Part::Beyond`]).
//!
//! # Example
//! ```
//! use gamecore::boards::cram_parts::{Grid, Part, Reason};
//! use gamecore::boards::Solver;
//! // Both sides even: 0 by the half-turn, with no search (100 cells).
//! let square = Grid::rectangle(10, 10).unwrap();
//! assert_eq!(square.value_by(|_| unreachable!()), Ok(0));
//! // A 1×100 strip (Dawson's Kayles: G(100) = 3) and a 3×4 block (Cram 3×4 = 1, searched).
//! let block = format!("....{}", "#".repeat(96));
//! let text = format!("{}|{}|{block}|{block}|{block}", ".".repeat(100), "#".repeat(100));
//! let board = Grid::parse(&text).unwrap();
//! let value = board.value_by(|part| Solver::new(part.clone(), 1 << 16).value(part.start()));
//! assert_eq!(value, Ok(3 ^ 1));
//! // How each region was valued, row by row from its first cell.
//! let parts = board.parts();
//! assert!(matches!(parts[0], Part::Known { cells: 100, value: 3, reason: Reason::Strip }));
//! assert!(matches!(parts[1], Part::Search { cells: 12, .. }));
//! ```
//!
//! # Constraints
//! At most [`Grid::MOST_CELLS`] cells.
//!
//! # Complexity
//! O(cells) time and memory to find and classify the regions, plus O(k log k) for each region
//! of k cells that has a possible twin (as many cells and the same box); the strip values once,
//! in O(1) after a table of 0.07's first 256 values. The searches are the solver's.

use super::super::octal::HeapGame;
use super::super::period::{PeriodFinder, Periodicity};
use super::cram::{read_rows, Cram};
use super::BoardError;
use std::collections::HashMap;

/// A Cram board of any shape and size up to [`Grid::MOST_CELLS`] cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    /// Whether cell (r, c) is empty, at `r · cols + c`.
    empty: Vec<bool>,
}

/// Why a part's value is known without a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Two regions of one shape (turned or mirrored): G ⊕ G = 0.
    Twins,
    /// A path of cells: Dawson's Kayles (0.07) on its number of cells.
    Strip,
    /// A cycle of cells: every move leaves the strip of n − 2 cells.
    Ring,
    /// Its own half-turn with no domino across the centre: the second player mirrors.
    HalfTurn,
}

/// A region of the board (two, for twins) and how its value is found.
#[derive(Clone, Debug)]
pub enum Part {
    /// Valued by a rule.
    Known {
        /// Empty cells (of both regions, for twins).
        cells: usize,
        /// The nim value (0 for twins).
        value: u32,
        /// The rule that gives it.
        reason: Reason,
    },
    /// Left to the solver: the region alone on a board of its box (the other cells blocked).
    Search {
        /// Empty cells.
        cells: usize,
        /// The region alone on a board of its box, to give the solver.
        board: Cram,
    },
    /// Past the solver (a box of more than 64 cells) and settled by no rule.
    Beyond {
        /// Empty cells.
        cells: usize,
        /// The region's box: its rows…
        rows: usize,
        /// …and its columns.
        cols: usize,
        /// Whether it is its own half-turn with a domino across the centre: a first-player
        /// win of unknown value.
        first_player_wins: bool,
    },
}

impl Part {
    /// Why the part cannot be valued, for a part [`Part::Beyond`].
    pub fn beyond_error(&self) -> Option<BoardError> {
        let (cells, rows, cols, first_player_wins) = match *self {
            Part::Beyond {
                cells,
                rows,
                cols,
                first_player_wins,
            } => (cells, rows, cols, first_player_wins),
            _ => return None,
        };
        let why = if first_player_wins {
            "it is its own half-turn with a domino across the centre, so the first player wins \
             (take that domino, then answer each move by its half-turn), but its value needs a \
             search"
        } else {
            "no rule values it (it is no strip, ring, twin or half-turn)"
        };
        Some(BoardError(format!(
            "a region of {cells} cells in a {rows}x{cols} box, past the solver's 64 cells: {why}"
        )))
    }
}

impl Grid {
    /// The most cells a grid may have (about a million: a board that large is valued only
    /// if its regions are small or settled by a rule).
    pub const MOST_CELLS: usize = 1 << 20;

    /// The empty `rows × cols` board.
    ///
    /// # Errors
    /// A side of 0 or more than [`Grid::MOST_CELLS`] cells.
    pub fn rectangle(rows: usize, cols: usize) -> Result<Self, BoardError> {
        if rows == 0 || cols == 0 {
            return Err(BoardError(
                "a board needs at least one row and column".into(),
            ));
        }
        if rows.saturating_mul(cols) > Self::MOST_CELLS {
            return Err(BoardError(format!(
                "{rows}x{cols} has more than {} cells",
                Self::MOST_CELLS
            )));
        }
        Ok(Grid {
            rows,
            cols,
            empty: vec![true; rows * cols],
        })
    }

    /// A board from rows of `.` (empty) and `#` (blocked) separated by `|`, as
    /// [`Cram::parse`] reads them.
    ///
    /// # Errors
    /// As [`Cram::parse`], with [`Grid::MOST_CELLS`] in place of 64.
    pub fn parse(text: &str) -> Result<Self, BoardError> {
        let (rows, cols, empty) = read_rows(text, Self::MOST_CELLS, "")?;
        Ok(Grid { rows, cols, empty })
    }

    /// Rows of the board.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The board as the solver takes it whole, if it fits (at most 64 cells and 63 columns).
    ///
    /// # Errors
    /// As [`Cram::from_cells`].
    pub fn to_cram(&self) -> Result<Cram, BoardError> {
        Cram::from_cells(self.rows, self.cols, &self.empty)
    }

    /// The board's regions, as parts valued by a rule, left to the solver or out of reach;
    /// twins come as one part. In the order of each region's first cell (row by row), twins
    /// at the first of the two.
    ///
    /// # Complexity
    /// As the module says: O(cells), and O(k log k) per region of k cells with a possible
    /// twin.
    pub fn parts(&self) -> Vec<Part> {
        let (label, regions) = self.regions();
        let twin_of = Self::twins(&regions);
        let mut strips = HeapValues::new("0.07");
        let mut parts = Vec::new();
        for (i, region) in regions.iter().enumerate() {
            match twin_of[i] {
                Some(j) if j > i => parts.push(Part::Known {
                    cells: 2 * region.len(),
                    value: 0,
                    reason: Reason::Twins,
                }),
                Some(_) => {}
                None => parts.push(self.classify(region, &label, &mut strips)),
            }
        }
        parts
    }

    /// The board's nim value: the parts' values xored, `search` valuing each part the rules
    /// leave to it (say with a [`Solver`](super::Solver) of its own).
    ///
    /// # Errors
    /// The first part past the solver ([`Part::beyond_error`]).
    pub fn value_by(&self, mut search: impl FnMut(&Cram) -> u32) -> Result<u32, BoardError> {
        let mut value = 0;
        for part in self.parts() {
            value ^= match part {
                Part::Known { value, .. } => value,
                Part::Search { board, .. } => search(&board),
                Part::Beyond { .. } => return Err(part.beyond_error().expect("beyond")),
            };
        }
        Ok(value)
    }

    fn is_empty_at(&self, r: usize, c: usize) -> bool {
        self.empty[r * self.cols + c]
    }

    /// The empty neighbours of (r, c).
    fn neighbours(&self, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (rows, cols) = (self.rows, self.cols);
        [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ]
        .into_iter()
        .filter(move |&(nr, nc)| nr < rows && nc < cols && self.is_empty_at(nr, nc))
    }

    /// The 4-connected regions of empty cells, each as its cells in the order a breadth-first
    /// fill from its first cell (row by row) meets them, and each cell's region (`usize::MAX`
    /// for a blocked cell).
    fn regions(&self) -> (Vec<usize>, Vec<Vec<(usize, usize)>>) {
        let mut label = vec![usize::MAX; self.empty.len()];
        let mut regions = Vec::new();
        for start in 0..self.empty.len() {
            if !self.empty[start] || label[start] != usize::MAX {
                continue;
            }
            let id = regions.len();
            label[start] = id;
            let mut region = vec![(start / self.cols, start % self.cols)];
            let mut next = 0;
            while next < region.len() {
                let (r, c) = region[next];
                next += 1;
                for (nr, nc) in self.neighbours(r, c) {
                    let at = nr * self.cols + nc;
                    if label[at] == usize::MAX {
                        label[at] = id;
                        region.push((nr, nc));
                    }
                }
            }
            regions.push(region);
        }
        (label, regions)
    }

    /// For each region, the region it is paired with as twins, if any. Regions with as many
    /// cells and the same box (either way round) are compared by their canonical shape, and
    /// equal shapes paired off in order (of three alike, the last is left alone).
    fn twins(regions: &[Vec<(usize, usize)>]) -> Vec<Option<usize>> {
        let mut alike: HashMap<(usize, usize, usize), Vec<usize>> = HashMap::new();
        for (i, region) in regions.iter().enumerate() {
            let (_, _, h, w) = bounding_box(region);
            alike
                .entry((region.len(), h.min(w), h.max(w)))
                .or_default()
                .push(i);
        }
        let mut twin_of = vec![None; regions.len()];
        for group in alike.values().filter(|group| group.len() > 1) {
            let mut shapes: Vec<(Vec<usize>, usize)> = group
                .iter()
                .map(|&i| (canonical_shape(&regions[i]), i))
                .collect();
            shapes.sort_unstable();
            let mut k = 0;
            while k + 1 < shapes.len() {
                if shapes[k].0 == shapes[k + 1].0 {
                    let (a, b) = (shapes[k].1, shapes[k + 1].1);
                    twin_of[a] = Some(b);
                    twin_of[b] = Some(a);
                    k += 2;
                } else {
                    k += 1;
                }
            }
        }
        twin_of
    }

    /// One region's part: a strip or ring, its own half-turn, a search or out of reach.
    fn classify(
        &self,
        region: &[(usize, usize)],
        label: &[usize],
        strips: &mut HeapValues,
    ) -> Part {
        let cells = region.len();
        let mut degrees = 0;
        let mut most = 0;
        for &(r, c) in region {
            let degree = self.neighbours(r, c).count();
            degrees += degree;
            most = most.max(degree);
        }
        if most <= 2 {
            let edges = degrees / 2;
            let (value, reason) = if edges + 1 == cells {
                (strips.get(cells), Reason::Strip)
            } else {
                let after = strips.get(cells.saturating_sub(2));
                (after.map(|v| u32::from(v == 0)), Reason::Ring)
            };
            if let Some(value) = value {
                return Part::Known {
                    cells,
                    value,
                    reason,
                };
            }
        }
        let (r0, c0, h, w) = bounding_box(region);
        let turn = self.half_turn(region, label);
        if turn == Some(false) {
            return Part::Known {
                cells,
                value: 0,
                reason: Reason::HalfTurn,
            };
        }
        if h * w <= 64 {
            let mut empty = vec![false; h * w];
            for &(r, c) in region {
                empty[(r - r0) * w + (c - c0)] = true;
            }
            if let Ok(board) = Cram::from_cells(h, w, &empty) {
                return Part::Search { cells, board };
            }
        }
        Part::Beyond {
            cells,
            rows: h,
            cols: w,
            first_player_wins: turn == Some(true),
        }
    }

    /// Whether the region is its own half-turn about the centre of its box: `None` if not, or
    /// if the centre is a cell of the region (a domino on it meets its image, so mirroring
    /// fails); else whether a domino lies across the centre.
    fn half_turn(&self, region: &[(usize, usize)], label: &[usize]) -> Option<bool> {
        let (r0, c0, h, w) = bounding_box(region);
        let (r1, c1) = (r0 + h - 1, c0 + w - 1);
        let (first_row, first_col) = region[0];
        let id = label[first_row * self.cols + first_col];
        let ours = |r: usize, c: usize| label[r * self.cols + c] == id;
        if !region.iter().all(|&(r, c)| ours(r0 + r1 - r, c0 + c1 - c)) {
            return None;
        }
        match (h % 2, w % 2) {
            (0, 0) => Some(false),
            (1, 1) => {
                if ours(r0 + h / 2, c0 + w / 2) {
                    None
                } else {
                    Some(false)
                }
            }
            // The two cells across the centre are each other's image: both the region's or
            // neither.
            (0, _) => Some(ours(r0 + h / 2 - 1, c0 + w / 2)),
            _ => Some(ours(r0 + h / 2, c0 + w / 2 - 1)),
        }
    }
}

/// The smallest row and column of the cells and the box's height and width.
fn bounding_box(cells: &[(usize, usize)]) -> (usize, usize, usize, usize) {
    let (mut r0, mut c0, mut r1, mut c1) = (usize::MAX, usize::MAX, 0, 0);
    for &(r, c) in cells {
        r0 = r0.min(r);
        c0 = c0.min(c);
        r1 = r1.max(r);
        c1 = c1.max(c);
    }
    (r0, c0, r1 - r0 + 1, c1 - c0 + 1)
}

/// The least, over the eight symmetries of the square, of the shape's box (height, width)
/// followed by its cells' places in the box (`row · width + column`), sorted: two shapes are
/// congruent exactly when these are equal.
fn canonical_shape(cells: &[(usize, usize)]) -> Vec<usize> {
    let (r0, c0, h, w) = bounding_box(cells);
    let mut best: Option<Vec<usize>> = None;
    for symmetry in 0..8 {
        let (height, width) = if symmetry < 4 { (h, w) } else { (w, h) };
        let mut image: Vec<usize> = Vec::with_capacity(cells.len() + 2);
        image.extend([height, width]);
        image.extend(cells.iter().map(|&(r, c)| {
            let (r, c) = (r - r0, c - c0);
            let (r, c) = if symmetry < 4 { (r, c) } else { (c, r) };
            let r = if symmetry & 1 == 1 { height - 1 - r } else { r };
            let c = if symmetry & 2 == 2 { width - 1 - c } else { c };
            r * width + c
        }));
        image[2..].sort_unstable();
        if best.as_ref().map_or(true, |b| image < *b) {
            best = Some(image);
        }
    }
    best.expect("eight images")
}

/// The values of an octal game whose period the Guy–Smith theorem proves from its first
/// [`HeapValues::FIRST`] values, computed on first use: Dawson's Kayles (0.07) for Cram's
/// strips, Dawson's game (0.137) for Node Kayles' paths.
pub(super) struct HeapValues {
    code: &'static str,
    table: Option<(Vec<u32>, Option<Periodicity>)>,
}

impl HeapValues {
    /// Values computed before the period is looked for: past the Guy–Smith bound of both
    /// games (0.07: pre-period 53, period 34, two tokens taken, 2 · 53 + 34 + 2 = 142;
    /// 0.137: 52, 34 and three tokens, 141).
    const FIRST: usize = 256;

    /// The values of the octal game `code` (one of the two above).
    pub(super) fn new(code: &'static str) -> Self {
        HeapValues { code, table: None }
    }

    /// The value of a heap of `n`; `None` only if the period were not proved.
    pub(super) fn get(&mut self, n: usize) -> Option<u32> {
        let code = self.code;
        let (values, pattern) = self.table.get_or_insert_with(|| {
            let game = HeapGame::parse_octal(code).expect("an octal code");
            let values = game.nim_sequence(Self::FIRST);
            let pattern = PeriodFinder::new()
                .analyse(&values, game.theorem())
                .filter(Periodicity::is_proved);
            (values, pattern)
        });
        if n < values.len() {
            return Some(values[n]);
        }
        pattern.as_ref().map(|p| p.value_at(values, n))
    }
}

#[cfg(test)]
mod tests {
    use super::{canonical_shape, Grid, Part, Reason};

    /// The eight images of a shape share its canonical form, and a shape that is no image
    /// of another (here: the L and its neighbour the S) does not.
    #[test]
    fn congruent_shapes_share_a_canonical_shape() {
        let l_shape = [(0, 0), (1, 0), (2, 0), (2, 1)];
        let images = [
            vec![(0, 1), (1, 1), (2, 1), (2, 0)],
            vec![(0, 0), (0, 1), (1, 0), (2, 0)],
            vec![(0, 0), (0, 1), (1, 1), (2, 1)],
            vec![(0, 0), (0, 1), (0, 2), (1, 0)],
            vec![(0, 2), (1, 0), (1, 1), (1, 2)],
            vec![(5, 7), (5, 8), (5, 9), (6, 9)],
            vec![(3, 3), (4, 3), (4, 4), (4, 5)],
        ];
        let key = canonical_shape(&l_shape);
        for image in &images {
            assert_eq!(canonical_shape(image), key, "{image:?}");
        }
        let s_shape = [(0, 0), (1, 0), (1, 1), (2, 1)];
        assert_ne!(canonical_shape(&s_shape), key);
    }

    #[test]
    fn grids_are_checked() {
        assert!(Grid::rectangle(0, 3).is_err());
        assert!(Grid::rectangle(1025, 1024).is_err());
        assert!(Grid::rectangle(1024, 1024).is_ok());
        assert!(Grid::parse("..|.").is_err());
        assert!(Grid::parse("..|.x").is_err());
        assert!(Grid::parse(&".".repeat(Grid::MOST_CELLS + 1)).is_err());
    }

    /// Three regions of one shape: two pair off, the third is valued alone (an L of three
    /// cells is a strip).
    #[test]
    fn of_three_twins_one_is_left() {
        let grid = Grid::parse("..#..#..|.##.##.#|########|........").unwrap();
        let parts = grid.parts();
        let reasons: Vec<_> = parts
            .iter()
            .map(|part| match part {
                Part::Known { reason, cells, .. } => (*reason, *cells),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(
            reasons,
            [(Reason::Twins, 6), (Reason::Strip, 3), (Reason::Strip, 8)]
        );
    }
}
