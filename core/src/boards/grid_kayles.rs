//! Node Kayles played on the cells of a board: a move chooses an empty cell, which is taken
//! together with its empty neighbours to the north, south, east and west; who cannot move
//! loses. This is Node Kayles on the grid graph the empty cells induce
//! ([`super::node_kayles`] plays it on any graph), with the components keyed as Cram's are:
//! by their shape, up to where it lies on the board and the eight symmetries of the square
//! ([`Cram`]'s keys, dense on the boards Cram's are). A graph's components are keyed up to the
//! graph's automorphisms, which fix where a shape lies, so a shape met again elsewhere on the
//! board is searched again there (unless it has at most 11 vertices); here it is found in the
//! table. On thirteen grid graphs of 42 to 63 vertices that no mirror settles at
//! once, this searches 1.3–8.2 times fewer components than the graph's solver and takes 1.7–8.3
//! times less CPU (3×21: 1.19 s against 3.92 s; BENCHMARKS.md, forty-seventh session).
//!
//! A region that is its own half-turn is worth 0 without a search when no cell lies at its
//! centre and no two cells are each other's image and neighbours (the two cells of a domino
//! across the centre): the second player answers each move by its image. When a cell lies at
//! the centre it is not 0: the first player takes it, then answers so.
//!
//! # Example
//! ```
//! use gamecore::boards::grid_kayles::GridKayles;
//! use gamecore::boards::Solver;
//! // Node Kayles on the 3 × 4 grid graph is worth *0 (OEIS A316632).
//! let grid = GridKayles::rectangle(3, 4).unwrap();
//! let start = grid.start();
//! assert_eq!(Solver::new(grid, 1 << 16).value(start), 0);
//! // A plus sign: the centre takes it all (0); an arm takes the centre too and leaves three
//! // lone cells (1 + 1 + 1 = 1), so it is worth *2.
//! let plus = GridKayles::parse("#.#|...|#.#").unwrap();
//! let start = plus.start();
//! assert_eq!(Solver::new(plus, 1 << 16).value(start), 2);
//! ```
//!
//! # Constraints
//! As for [`Cram`]: at most 64 cells, at most 63 columns.
//!
//! # Complexity
//! Splitting and keying as for Cram (O(cells · diameter / 64) word operations a region, a
//! key a few dozen); a part of k cells has k options, each a few word operations.

use super::cram::Cram;
use super::{BoardError, Key, Known, Ruleset, Solver, Stopped};

/// Node Kayles on the empty cells of a board (see the [module](self)).
#[derive(Clone, Debug)]
pub struct GridKayles {
    /// The board's geometry, its symmetries and its shapes' keys.
    board: Cram,
}

impl GridKayles {
    /// A `rows` × `cols` board with every cell empty: Node Kayles on the grid graph.
    ///
    /// # Errors
    /// As [`Cram::rectangle`]: an empty side, more than 64 cells or more than 63 columns.
    pub fn rectangle(rows: usize, cols: usize) -> Result<Self, BoardError> {
        Cram::rectangle(rows, cols).map(|board| GridKayles { board })
    }

    /// A board written as Cram's are: rows of `.` (empty) and `#` (blocked) separated by `|`.
    ///
    /// # Errors
    /// As [`Cram::parse`].
    pub fn parse(text: &str) -> Result<Self, BoardError> {
        Cram::parse(text).map(|board| GridKayles { board })
    }

    /// The empty cells at the start, cell (r, c) as bit `r · cols + c`.
    #[must_use]
    pub fn start(&self) -> u64 {
        self.board.start()
    }

    /// The number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.board.rows()
    }

    /// The number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.board.cols()
    }

    /// The cells a move on `cell` (one bit) takes from `pos`: the cell and its neighbours
    /// there.
    #[must_use]
    pub fn taken(&self, pos: u64, cell: u64) -> u64 {
        pos & (cell | self.board.neighbours(cell))
    }
}

/// [`Solver::try_value`] on Node Kayles on a board, compiled with this crate (as
/// [`super::cram::try_value`]).
///
/// # Errors
/// As [`Solver::try_value`].
pub fn try_value(solver: &mut Solver<GridKayles>, pos: u64) -> Result<u32, Stopped> {
    solver.try_value(pos)
}

impl Ruleset for GridKayles {
    /// Cram's dense numbering of the board's shapes.
    fn dense_key_bits(&self) -> Option<u32> {
        self.board.dense_key_bits()
    }

    /// The 4-connected regions of `pos`.
    fn split(&self, pos: u64, out: &mut Vec<u64>) {
        self.board.regions(pos, out);
    }

    /// Cram's key of the region's shape; a region that is its own half-turn is 0 with no
    /// cell at its centre and no domino across it, and not 0 with a cell at its centre.
    fn key(&self, part: u64) -> (Key, Known) {
        self.board.kayles_key(part)
    }

    /// A cell at a time, lowest first: the part less the cell and its neighbours.
    fn options(&self, part: u64, out: &mut Vec<u64>) {
        let mut rest = part;
        while rest != 0 {
            let cell = rest & rest.wrapping_neg();
            out.push(part & !self.taken(part, cell));
            rest &= rest - 1;
        }
    }

    /// The images of the cells taken under the symmetries of the starting position.
    fn move_images(&self, moved: u64, out: &mut Vec<u64>) {
        self.board.move_images(moved, out);
    }

    /// Options are sorted by their largest component, as Cram's are.
    fn split_first(&self) -> bool {
        true
    }

    /// At most three cells (a part is connected, and a grid has no triangle): none is 0, one
    /// or two are 1 (any move takes all), three in a path are 2 (the middle takes all, an end
    /// leaves one cell).
    fn known(&self, part: u64) -> Option<u32> {
        match part.count_ones() {
            0 => Some(0),
            1 | 2 => Some(1),
            3 => Some(2),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GridKayles;
    use crate::boards::{Known, Ruleset};

    #[test]
    fn the_half_turn_settles_regions_by_their_centre() {
        let known = |text: &str| {
            let board = GridKayles::parse(text).unwrap();
            board.key(board.start()).1
        };
        let zero = Known {
            value: Some(0),
            not: 0,
        };
        let not_zero = Known {
            value: None,
            not: 1,
        };
        // Both sides even: the centre is a corner.
        assert_eq!(known("....|....|....|...."), zero);
        // Both odd with the centre cell: the first player takes it.
        assert_eq!(known("...|...|..."), not_zero);
        // Both odd without it (a ring): the second player mirrors.
        assert_eq!(known("...|.#.|..."), zero);
        // One odd: the two central cells are each other's image and neighbours.
        assert_eq!(known("....|....|...."), Known::default());
        assert_eq!(known("....|.##.|...."), zero);
        // Not its own half-turn.
        assert_eq!(known("...|..#"), Known::default());
    }

    #[test]
    fn a_move_takes_the_cell_and_its_neighbours_on_the_board() {
        let board = GridKayles::rectangle(3, 3).unwrap();
        let all = board.start();
        let cell = |r: usize, c: usize| 1u64 << (r * 3 + c);
        assert_eq!(
            board.taken(all, cell(1, 1)),
            cell(0, 1) | cell(1, 0) | cell(1, 1) | cell(1, 2) | cell(2, 1)
        );
        // No wrap from the end of one row to the start of the next.
        assert_eq!(
            board.taken(all, cell(0, 2)),
            cell(0, 1) | cell(0, 2) | cell(1, 2)
        );
        assert_eq!(
            board.taken(all & !cell(1, 0), cell(0, 0)),
            cell(0, 0) | cell(0, 1)
        );
    }
}
