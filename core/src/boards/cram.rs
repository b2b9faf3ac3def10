//! Cram: players take turns placing a domino on two adjacent empty cells, either way; who
//! cannot place one loses. A position is the set of empty cells of a board of at most 64
//! cells as a bitboard (cell `r · cols + c` is bit `r · cols + c`); its components are the
//! 4-connected regions of empty cells, less the cells that change no value (all but one of
//! the leaves any cell has, and the cells whose every neighbour holds a leaf:
//! [`Cram::reduced`]) and cut where a 2×2 block has twin corners (its two dominoes one way
//! add nothing: [`Ruleset::split`]), keyed up to the eight symmetries of the square (a
//! region turned or mirrored, and its transpose: dominoes go either way).
//!
//! # Example
//! ```
//! use gamecore::boards::{cram::Cram, Solver};
//! let board = Cram::parse("...|.#.|...").unwrap(); // a ring of eight cells
//! let start = board.start();
//! let mut solver = Solver::new(board, 1 << 16);
//! assert_eq!(solver.value(start), 0); // the ring is symmetric through its centre
//! ```
//!
//! # Constraints
//! At most 64 cells and at most 63 columns (a 1×64 strip is the same game as 64×1).
//!
//! # Complexity
//! Splitting O(cells · diameter / 64) word operations; a key O(cells); options O(cells).

use super::dense::DENSE_TAG;
use super::{BoardError, Key, Known, PartShape, Ruleset, Solver, Stopped};

/// A Cram board: its shape, blocked cells and adjacency masks.
#[derive(Clone, Debug)]
pub struct Cram {
    rows: usize,
    cols: usize,
    /// Cells with a right-hand neighbour on the board.
    right: u64,
    /// The empty cells at the start.
    start: u64,
    row_of: [u8; 64],
    col_of: [u8; 64],
    /// The images of each cell under the symmetries that map the starting position onto
    /// itself (upside down, left to right, half a turn, and on a square the diagonals and
    /// quarter turns): [`Ruleset::move_images`].
    mirrors: Vec<[u8; 64]>,
    /// Where the keys of each box shape begin in the dense numbering of keys, at
    /// [`shape_index`] (empty when the numbering does not fit in 64 bits: [`dense_shapes`]).
    shape_offsets: Vec<u64>,
    /// The width of the dense keys, when they fit.
    dense_bits: Option<u32>,
}

/// The game whose value a region's half-turn tells ([`Cram::region_key_as`]).
#[derive(Clone, Copy)]
enum HalfTurn {
    /// Cram: a move is a domino.
    Cram,
    /// Node Kayles on the cells ([`super::grid_kayles`]): a move is a cell.
    Kayles,
}

impl HalfTurn {
    /// Whether a move is a domino (which is its own image when the box has one side odd and
    /// one even) rather than a cell (both odd).
    fn moves_on_dominoes(self) -> bool {
        matches!(self, HalfTurn::Cram)
    }
}

/// The leaves of a position and the cells holding them ([`Cram::holders`]).
#[derive(Clone, Copy)]
struct Holders {
    /// Cells with exactly one neighbour.
    leaf: u64,
    /// Cells with a leaf to their west.
    west: u64,
    /// Cells with a leaf to their east.
    east: u64,
    /// Cells with a leaf to their north.
    north: u64,
    /// Cells with a leaf to their south.
    south: u64,
}

impl Holders {
    /// The leaves to drop, all but one of each cell's (the one to its west, else east, else
    /// north) on a board of `cols` columns.
    fn spare_leaves(&self, cols: usize) -> u64 {
        let Holders {
            west,
            east,
            north,
            south,
            ..
        } = *self;
        ((east & west) << 1)
            | ((north & (west | east)) >> cols)
            | ((south & (west | east | north)) << cols)
    }
}

/// Where a box of `short` × `long` cells is in [`Cram::shape_offsets`].
fn shape_index(short: usize, long: usize) -> usize {
    short * 65 + long
}

/// A bound on the packing [`Cram::region_key`] gives a region whose box is `short` × `long`
/// (2^bits): the least of its images as an 8 × 8 matrix, a byte a row, when the longer side
/// is at most 8 (the image with `short` rows is below 2^(8·(short − 1) + long), and the least
/// is no larger); else rows of the box packed end to end, short·long bits.
fn packing_bits(short: usize, long: usize) -> u32 {
    if long <= 8 {
        (8 * (short - 1) + long) as u32
    } else {
        (short * long) as u32
    }
}

/// The dense numbering of the keys of a `rows` × `cols` board: the packings of each box shape
/// that fits (its sides at most the board's, in some orientation) get a range of their own,
/// as large as [`packing_bits`] says, one after another; a key is its shape's offset plus
/// its packing. The offsets, and the width of the numbering when it fits in 64 bits (3×20:
/// 61 bits, 6×7: 48, 7×7: 56; 8×8 and 2×32 do not fit).
fn dense_shapes(rows: usize, cols: usize) -> (Vec<u64>, Option<u32>) {
    let (least, most) = (rows.min(cols), rows.max(cols));
    let mut offsets = vec![0; shape_index(8, 64) + 1];
    let mut next: u128 = 0;
    for short in 1..=least.min(8) {
        for long in short..=most {
            if short * long > 64 {
                break;
            }
            if next > u128::from(u64::MAX) {
                return (Vec::new(), None);
            }
            offsets[shape_index(short, long)] = next as u64;
            next += 1 << packing_bits(short, long);
        }
    }
    let largest = next - 1;
    if largest > u128::from(u64::MAX) {
        return (Vec::new(), None);
    }
    let width = (128 - largest.leading_zeros()).max(1);
    (offsets, Some(width))
}

impl Cram {
    /// The empty `rows × cols` board.
    ///
    /// # Errors
    /// A side of 0, more than 64 cells or more than 63 columns.
    pub fn rectangle(rows: usize, cols: usize) -> Result<Self, BoardError> {
        Self::with_cells(rows, cols, &vec![true; rows.saturating_mul(cols).min(65)])
    }

    /// A board from rows of `.` (empty) and `#` (blocked) separated by `|`, as Domineering's.
    ///
    /// # Errors
    /// Another character, rows of different lengths, an empty row, more than 64 cells or more
    /// than 63 columns; the message names the row and column.
    pub fn parse(text: &str) -> Result<Self, BoardError> {
        let (rows, cols, cells) = read_rows(text, 64, " (the most the solver takes)")?;
        Self::with_cells(rows, cols, &cells)
    }

    /// The board of `rows × cols` cells, `empty[r · cols + c]` telling whether cell (`r`,
    /// `c`) is empty.
    ///
    /// # Errors
    /// As [`rectangle`](Self::rectangle); `empty` must hold `rows · cols` cells.
    pub fn from_cells(rows: usize, cols: usize, empty: &[bool]) -> Result<Self, BoardError> {
        if empty.len() != rows.saturating_mul(cols) {
            return Err(BoardError(format!(
                "{rows}x{cols} has {} cells, not {}",
                rows.saturating_mul(cols),
                empty.len()
            )));
        }
        Self::with_cells(rows, cols, empty)
    }

    fn with_cells(rows: usize, cols: usize, empty: &[bool]) -> Result<Self, BoardError> {
        if rows == 0 || cols == 0 {
            return Err(BoardError(
                "a board needs at least one row and column".into(),
            ));
        }
        if rows.saturating_mul(cols) > 64 {
            return Err(BoardError(format!(
                "{rows}x{cols} has more than 64 cells (the most the solver takes)"
            )));
        }
        if cols > 63 {
            return Err(BoardError(
                "a board has at most 63 columns (write a 1x64 strip as 64x1)".into(),
            ));
        }
        let mut board = Cram {
            rows,
            cols,
            right: 0,
            start: 0,
            row_of: [0; 64],
            col_of: [0; 64],
            mirrors: Vec::new(),
            shape_offsets: Vec::new(),
            dense_bits: None,
        };
        for r in 0..rows {
            for c in 0..cols {
                let i = r * cols + c;
                board.row_of[i] = r as u8;
                board.col_of[i] = c as u8;
                if c + 1 < cols {
                    board.right |= 1 << i;
                }
                if empty[i] {
                    board.start |= 1 << i;
                }
            }
        }
        board.mirrors = board.symmetries();
        let (offsets, width) = dense_shapes(rows, cols);
        board.shape_offsets = offsets;
        board.dense_bits = width;
        Ok(board)
    }

    /// The symmetries (other than the identity) under which the starting position is itself,
    /// each as the image of every cell.
    fn symmetries(&self) -> Vec<[u8; 64]> {
        let (rows, cols) = (self.rows, self.cols);
        // Upside down, left to right, half a turn; on a square also the two diagonals and
        // the quarter turns (a domino turned is still a domino).
        let flip = |kind: usize, r: usize, c: usize| match kind {
            0 => (rows - 1 - r, c),
            1 => (r, cols - 1 - c),
            2 => (rows - 1 - r, cols - 1 - c),
            3 => (c, r),
            4 => (cols - 1 - c, rows - 1 - r),
            5 => (c, rows - 1 - r),
            _ => (cols - 1 - c, r),
        };
        let kinds = if rows == cols { 7 } else { 3 };
        (0..kinds)
            .map(|kind| {
                let mut image = [0u8; 64];
                for r in 0..rows {
                    for c in 0..cols {
                        let (ir, ic) = flip(kind, r, c);
                        image[r * cols + c] = (ir * cols + ic) as u8;
                    }
                }
                image
            })
            .filter(|image| {
                (0..rows * cols).all(|i| self.start >> i & 1 == self.start >> image[i] & 1)
            })
            .collect()
    }

    /// The empty cells at the start.
    pub fn start(&self) -> u64 {
        self.start
    }

    /// Rows of the board.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of the board.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The bit of cell (`r`, `c`), 0-based.
    pub fn cell(&self, r: usize, c: usize) -> u64 {
        1 << (r * self.cols + c)
    }

    /// The shape of `part`, a connected set of empty cells as [`Ruleset::split`] gives them:
    /// a strip of cells (Dawson's Kayles, 0.07, at its number of cells), a ring (every move
    /// leaves the strip of two cells fewer) or a region with a cell of three or four
    /// neighbours.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::{cram::Cram, PartShape};
    /// let ring = Cram::parse("...|.#.|...").unwrap();
    /// assert_eq!(ring.shape(ring.start()), PartShape::Cycle);
    /// let block = Cram::rectangle(2, 3).unwrap();
    /// assert_eq!(block.shape(block.start()), PartShape::Branching);
    /// let strip = Cram::parse("..#|#..").unwrap();
    /// assert_eq!(strip.shape(strip.start()), PartShape::Path);
    /// ```
    ///
    /// # Complexity
    /// O(cells of `part`).
    #[must_use]
    pub fn shape(&self, part: u64) -> PartShape {
        let mut rest = part;
        let degrees = std::iter::from_fn(|| {
            let cell = rest & rest.wrapping_neg();
            rest &= rest.wrapping_sub(1);
            (cell != 0).then(|| (self.neighbours(cell) & part).count_ones())
        });
        PartShape::of_degrees(part.count_ones(), degrees)
    }

    /// Every domino that fits on `pos`: (the two cells' bits, `true` if horizontal).
    pub fn dominoes(&self, pos: u64) -> Vec<(u64, bool)> {
        let mut out = Vec::new();
        let mut h = pos & (pos >> 1) & self.right;
        while h != 0 {
            let i = h.trailing_zeros();
            out.push((3 << i, true));
            h &= h - 1;
        }
        let mut v = pos & (pos >> self.cols);
        while v != 0 {
            let i = v.trailing_zeros();
            out.push((1 << i | 1 << (i as usize + self.cols), false));
            v &= v - 1;
        }
        out
    }

    /// Whether the second player wins `pos` by copying moves, so that it is worth 0: every
    /// region of two cells or more either is its own half-turn with no domino across its
    /// centre (each domino is answered by its image there), or has a twin of the same shape
    /// under the eight symmetries of the square (each domino is answered by its copy in the
    /// twin). A move answered so leaves such a position again.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::cram::Cram;
    /// let board = Cram::rectangle(4, 4).unwrap();
    /// assert!(board.is_mirrored(board.start())); // its own half-turn
    /// let odd = Cram::rectangle(3, 3).unwrap();
    /// assert!(!odd.is_mirrored(odd.start())); // a domino on the centre has no image
    /// let twins = Cram::parse("...#...|...#...").unwrap();
    /// assert!(twins.is_mirrored(twins.start())); // two 2×3 blocks
    /// let unlike = Cram::parse("...#..|...#..").unwrap();
    /// assert!(!unlike.is_mirrored(unlike.start())); // a 2×3 block and a 2×2 one
    /// ```
    ///
    /// # Complexity
    /// O(cells · regions) word operations to split, then a key a region and a sort.
    #[must_use]
    pub fn is_mirrored(&self, pos: u64) -> bool {
        self.twins(pos).1.is_empty()
    }

    /// The regions of `pos` of two cells or more that are not their own half-turn with no
    /// domino across its centre, paired with a twin of the same shape under the eight
    /// symmetries of the square where one is left (each pair in the order the regions come,
    /// by their lowest cell, several of one shape paired first with second, third with
    /// fourth), then the regions left without one: the copying strategy of
    /// [`Cram::is_mirrored`], spelled out.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::cram::Cram;
    /// let board = Cram::parse("...#...#..|...#...#..").unwrap();
    /// let (pairs, unpaired) = board.twins(board.start());
    /// assert_eq!(pairs.len(), 1); // the two 2×3 blocks
    /// assert_eq!(unpaired, []); // the 2×2 block is its own half-turn
    /// ```
    ///
    /// # Complexity
    /// As [`Cram::is_mirrored`].
    #[must_use]
    pub fn twins(&self, pos: u64) -> (Vec<(u64, u64)>, Vec<u64>) {
        let mut regions = Vec::new();
        self.regions(pos, &mut regions);
        // By shape, then by place (regions come by their lowest cell).
        let mut keyed: Vec<((u64, u32), usize, u64)> = regions
            .into_iter()
            .filter(|region| region.count_ones() >= 2)
            .enumerate()
            .filter_map(|(place, region)| {
                let (key, known) = self.region_key(region);
                (known.value != Some(0)).then(|| ((key.bits, key.tag), place, region))
            })
            .collect();
        keyed.sort_unstable();
        let mut pairs = Vec::new();
        let mut unpaired = Vec::new();
        let mut rest = keyed.as_slice();
        while let [(key, _, first), more @ ..] = rest {
            match more {
                [(twin_key, place, twin), tail @ ..] if twin_key == key => {
                    pairs.push((*place, *first, *twin));
                    rest = tail;
                }
                _ => {
                    unpaired.push(*first);
                    rest = more;
                }
            }
        }
        pairs.sort_unstable();
        let pairs = pairs.into_iter().map(|(_, a, b)| (a, b)).collect();
        (pairs, unpaired)
    }

    /// The cells next to a cell of `s` (some past the board's last row: a caller masks them).
    pub(crate) fn neighbours(&self, s: u64) -> u64 {
        ((s & self.right) << 1) | ((s >> 1) & self.right) | (s << self.cols) | (s >> self.cols)
    }
}

/// Rows of `.` (empty) and `#` (blocked) separated by `|`, as (rows, columns, whether each
/// cell is empty, row after row); more than `most_cells` cells is an error ending in `beyond`,
/// found as the text is read (nothing past the bound is stored).
pub(crate) fn read_rows(
    text: &str,
    most_cells: usize,
    beyond: &str,
) -> Result<(usize, usize, Vec<bool>), BoardError> {
    let lines: Vec<&str> = text.split('|').collect();
    let cols = lines[0].chars().count();
    let mut cells = Vec::new();
    for (r, line) in lines.iter().enumerate() {
        let width = line.chars().count();
        if width == 0 {
            return Err(BoardError(format!("row {} is empty", r + 1)));
        }
        if width != cols {
            let plural = if width == 1 { "" } else { "s" };
            return Err(BoardError(format!(
                "row {} has {width} cell{plural} where row 1 has {cols}",
                r + 1
            )));
        }
        for (c, ch) in line.chars().enumerate() {
            match ch {
                '.' => cells.push(true),
                '#' => cells.push(false),
                other => {
                    return Err(BoardError(format!(
                        "row {}, column {}: expected . or #, found {other:?}",
                        r + 1,
                        c + 1
                    )))
                }
            }
            if cells.len() > most_cells {
                return Err(BoardError(format!(
                    "the board has more than {most_cells} cells{beyond}"
                )));
            }
        }
    }
    Ok((lines.len(), cols, cells))
}

/// The transpose of an 8×8 bit matrix held a row a byte (bit `8i + j` is row `i`, column
/// `j`): three exchanges of blocks across the diagonal (2×2, then 4×4, then 8×8 bits).
fn transpose8(mut x: u64) -> u64 {
    let t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    x ^ t ^ (t << 28)
}

/// The least of the four images of a shape mirrored either way, each as an 8×8 bit matrix a
/// byte a row with its `h` × `w` box at the origin, and whether the shape is its own
/// half-turn. Reversing the word turns the matrix half a turn; swapping its bytes turns it
/// upside down; a shift takes each image's box back to the origin (the bits it moves across
/// a byte are empty columns).
fn least_of_four_in_bytes(matrix: u64, h: usize, w: usize) -> (u64, bool) {
    let up = 8 * (8 - h);
    let left = 8 - w;
    let half_turn = matrix.reverse_bits() >> (up + left);
    let upside_down = matrix.swap_bytes() >> up;
    let mirrored = half_turn.swap_bytes() >> up;
    (
        matrix.min(upside_down).min(mirrored).min(half_turn),
        matrix == half_turn,
    )
}

/// `rows` rows of `width` bits packed row after row, and packed last row first.
fn pack(rows: &[u64], width: usize) -> (u64, u64) {
    let mut forward = 0;
    let mut backward = 0;
    let n = rows.len();
    for (i, &row) in rows.iter().enumerate() {
        forward |= row << (i * width);
        backward |= row << ((n - 1 - i) * width);
    }
    (forward, backward)
}

/// The least of the four packings of `rows` (`width` bits each) mirrored either way, and
/// whether the shape is its own half-turn. A packing reversed bit by bit is the packing of
/// the shape turned half a turn, so two reversals give the mirrored packings.
fn least_of_four(rows: &[u64], width: usize) -> (u64, bool) {
    let (same, upside_down) = pack(rows, width);
    let drop = 64 - rows.len() * width;
    let half_turn = same.reverse_bits() >> drop;
    let mirrored = upside_down.reverse_bits() >> drop;
    (
        same.min(upside_down).min(mirrored).min(half_turn),
        same == half_turn,
    )
}

// Inherent, so that code using them compiles without the trait (a bundle drops what it
// does not use).
impl Cram {
    /// Adds to `out` the 4-connected regions of `pos`, by their lowest cell: the cells as
    /// they are (the solver's parts, [`Ruleset::split`], are those of the position less its
    /// twin leaves and bridges, [`Cram::reduced`], and cut at the twin corners of 2×2 blocks).
    ///
    /// # Complexity
    /// O(cells · diameter / 64) word operations a region.
    #[inline]
    pub fn regions(&self, pos: u64, out: &mut Vec<u64>) {
        self.fill(pos, pos & self.right, out);
    }

    /// Adds to `out` the parts of `pos` joined by its cells' vertical links and by the east
    /// links of the cells in `links`.
    fn fill(&self, pos: u64, links: u64, out: &mut Vec<u64>) {
        let cols = self.cols;
        let mut rest = pos;
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            // A carry through the cells linked east takes a row's run at once.
            let grow = |part: u64| {
                let east = links.wrapping_add(part & links) ^ links;
                let west = (part >> 1) & links;
                (part | east | west | part << cols | part >> cols) & pos
            };
            loop {
                // Two steps a test: the exit's mispredicted branch comes half as often.
                let once = grow(part);
                let twice = grow(once);
                if twice == once {
                    part = once;
                    break;
                }
                part = twice;
            }
            out.push(part);
            rest &= !part;
        }
    }

    /// The cells of `pos` whose east link a split may cut. In a 2×2 block of empty cells two
    /// opposite corners may have both their outer sides closed (blocked, taken or off the
    /// board): the top left one closed west and north and the bottom right one east and
    /// south, or the mirror image. Those corners then have the same two neighbours, the
    /// block's other cells, so a domino on one corner and a neighbour leaves what the domino
    /// on the other corner and that neighbour leaves, up to the corners' names. The block's
    /// two horizontal dominoes therefore add nothing to the game (by induction: any other
    /// move leaves such a block, or corners that are twin leaves), and with them left out
    /// each corner hangs on one cell of the other two, so a split may part them. A part is
    /// valued as the cells it holds, its cut dominoes back in when it holds a whole block:
    /// the same game again.
    ///
    /// # Complexity
    /// O(1): about thirty word operations.
    #[inline]
    fn cuttable_links(&self, pos: u64) -> u64 {
        let cols = self.cols as u32;
        let east = pos & self.right & (pos >> 1);
        let west = pos & ((pos & self.right) << 1);
        let south = pos & (pos >> cols);
        let north = pos & (pos << cols);
        // Corners open to the east and south only, and their diagonal twins open to the west
        // and north only; then the mirror image.
        let top_left = east & south & !west & !north;
        let bottom_right = west & north & !east & !south;
        let falling = top_left & bottom_right.checked_shr(cols + 1).unwrap_or(0);
        let top_right = west & south & !east & !north;
        let bottom_left = east & north & !west & !south;
        let rising = top_right & bottom_left.checked_shr(cols - 1).unwrap_or(0);
        falling | falling << cols | rising >> 1 | rising << (cols - 1)
    }

    /// `pos` less all but one of each cell's leaves (neighbours whose only neighbour it is),
    /// where it has two or more: the same game. Two such leaves' dominoes meet the same
    /// dominoes (those through the shared cell), so either move leaves the same position,
    /// and by induction the position is worth as much with one of the leaves as with both
    /// (on Node Kayles of the dominoes: of two vertices with one closed neighbourhood, one can
    /// go). The leaf kept is the one to the west of the cell, else east, else north. Nothing
    /// else changes: a cell loses neighbours only if it is such a cell, and then keeps one.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::{cram::Cram, Ruleset};
    /// // Three leaves on the middle cell of the lower row (cell r · 3 + c is bit r · 3 + c):
    /// // every move takes it and a leaf and leaves two lone cells, as a domino's does.
    /// let board = Cram::parse("#.#|...").unwrap();
    /// let start = board.start();
    /// assert_eq!(board.without_twin_leaves(start), 1 << 3 | 1 << 4); // west leaf kept
    /// let (mut regions, mut parts) = (Vec::new(), Vec::new());
    /// board.regions(start, &mut regions);
    /// board.split(start, &mut parts);
    /// assert_eq!((regions, parts), (vec![start], vec![1 << 3 | 1 << 4]));
    /// ```
    ///
    /// # Complexity
    /// O(1): about thirty word operations.
    #[inline]
    pub fn without_twin_leaves(&self, pos: u64) -> u64 {
        pos & !self.holders(pos).spare_leaves(self.cols)
    }

    /// `pos` less the cells that change no value: all but one of each cell's leaves
    /// ([`Cram::without_twin_leaves`]), and every *bridge*, a cell that neither is a leaf nor
    /// holds one but whose every neighbour holds one (a lone cell too).
    ///
    /// A domino on a bridge and a neighbour leaves what the domino on that neighbour and its
    /// leaf leaves, but for a lone cell there and the bridge here, which is still a bridge (or
    /// a lone cell, or a twin leaf); any other move leaves the bridge a bridge. So by
    /// induction the position is worth as much without its bridges. A path of five cells, for
    /// one, is worth what two dominoes are: 0 (every first move on it leaves a position worth
    /// 1, as a domino is).
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::{cram::Cram, Ruleset};
    /// // The middle cell of the strip is a bridge between two cells holding leaves.
    /// let board = Cram::parse(".....").unwrap();
    /// let start = board.start();
    /// assert_eq!(board.reduced(start), start & !(1 << 2));
    /// let mut parts = Vec::new();
    /// board.split(start, &mut parts);
    /// assert_eq!(parts, [0b11, 0b11000]);
    /// ```
    ///
    /// # Complexity
    /// O(1): about forty word operations.
    #[inline]
    pub fn reduced(&self, pos: u64) -> u64 {
        let leaves = self.holders(pos);
        let holders = leaves.west | leaves.east | leaves.north | leaves.south;
        let bridges = pos & !leaves.leaf & !holders & !self.neighbours(pos & !holders);
        pos & !leaves.spare_leaves(self.cols) & !bridges
    }

    /// The leaves of `pos` (cells with one neighbour) and the cells holding one to their west,
    /// east, north or south.
    #[inline]
    fn holders(&self, pos: u64) -> Holders {
        let cols = self.cols;
        let east = pos & self.right & (pos >> 1);
        let west = pos & ((pos & self.right) << 1);
        let south = pos & (pos >> cols);
        let north = pos & (pos << cols);
        let any = east | west | south | north;
        let two = (east & (west | south | north)) | (west & (south | north)) | (south & north);
        let leaf = any & !two;
        Holders {
            leaf,
            west: (leaf & east) << 1,
            east: (leaf & west) >> 1,
            north: (leaf & south) << cols,
            south: (leaf & north) >> cols,
        }
    }

    /// The least packing of the eight images of `part` (its box `h` × `w` at row `r0`,
    /// column `c0`; the longer side more than 8), a row of the box after another, and
    /// whether it is its own half-turn.
    fn least_packing(&self, part: u64, r0: usize, c0: usize, h: usize, w: usize) -> (u64, bool) {
        let cols = self.cols;
        // h · w ≤ 64, so the shorter side is at most 8.
        let mut best = u64::MAX;
        let mut symmetric = false;
        if h <= w {
            let mut rows = [0u64; 8];
            for (i, row) in rows.iter_mut().enumerate().take(h) {
                *row = (part >> ((r0 + i) * cols + c0)) & ((1u64 << w) - 1);
            }
            let (least, turn) = least_of_four(&rows[..h], w);
            best = least;
            symmetric = turn;
        }
        if w <= h {
            // The box transposed, a row of it a column of the box.
            let mut rows = [0u64; 8];
            let mut rest = part;
            while rest != 0 {
                let b = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let r = self.row_of[b] as usize - r0;
                let c = self.col_of[b] as usize - c0;
                rows[c] |= 1 << r;
            }
            let (least, turn) = least_of_four(&rows[..w], h);
            best = best.min(least);
            symmetric = turn;
        }
        (best, symmetric)
    }

    /// The key of `part` that names its shape whatever the board: the least packing of its
    /// eight images, tagged with its box's sides, and what the shape tells of its value (as
    /// [`Ruleset::key`]). The solver's keys ([`Ruleset::key`]) are these renamed into a
    /// numbering of the board's own shapes when it fits in 64 bits
    /// ([`Ruleset::dense_key_bits`]), so they are the same game exactly when these are, but
    /// only keys of one board may be compared (or share a table).
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::cram::Cram;
    /// use gamecore::boards::Ruleset;
    /// let (small, large) = (Cram::rectangle(2, 3).unwrap(), Cram::rectangle(3, 7).unwrap());
    /// let block = |board: &Cram| board.cell(0, 0) | board.cell(0, 1) | board.cell(1, 0);
    /// assert_eq!(small.shape_key(block(&small)), large.shape_key(block(&large)));
    /// assert_ne!(small.key(block(&small)).0, large.key(block(&large)).0); // numbered apart
    /// ```
    pub fn shape_key(&self, part: u64) -> (Key, Known) {
        self.region_key_as(part, false, HalfTurn::Cram)
    }

    #[inline]
    fn region_key(&self, part: u64) -> (Key, Known) {
        self.region_key_as(part, self.dense_bits.is_some(), HalfTurn::Cram)
    }

    /// The key of a region of Node Kayles played on the board's cells
    /// ([`super::grid_kayles`]): the same key, with what the half-turn tells of that game.
    #[inline]
    pub(crate) fn kayles_key(&self, part: u64) -> (Key, Known) {
        self.region_key_as(part, self.dense_bits.is_some(), HalfTurn::Kayles)
    }

    /// A shape that is its own half-turn is a second-player win when no move is its own
    /// image (the second player answers each move with its image); in `game`, a move that is
    /// its own image is a domino across the centre (Cram) or a cell at it (Node Kayles, where
    /// a cell next to its image would do too: only the two cells of a domino across the
    /// centre are). When that move is there the first player wins by taking it, then
    /// answering so: no move left is its own image, nor, in Node Kayles, next to it.
    #[inline]
    fn region_key_as(&self, part: u64, dense: bool, game: HalfTurn) -> (Key, Known) {
        let cols = self.cols;
        let r0 = self.row_of[part.trailing_zeros() as usize] as usize;
        let r1 = self.row_of[63 - part.leading_zeros() as usize] as usize;
        let row_mask = if cols == 64 { !0 } else { (1u64 << cols) - 1 };
        let h = r1 - r0 + 1;
        let (c0, w, byte_rows) = if cols <= 8 && h <= 8 {
            // The part's rows a byte each: the columns used are the bytes' union, and a shift
            // takes the box to the origin (the bits it moves across a byte are columns left
            // of the box, empty).
            let mut rows = 0u64;
            for i in 0..h {
                rows |= ((part >> ((r0 + i) * cols)) & row_mask) << (8 * i);
            }
            let mut fold = rows | rows >> 32;
            fold |= fold >> 16;
            fold = (fold | fold >> 8) & 0xFF;
            let c0 = fold.trailing_zeros() as usize;
            (
                c0,
                64 - fold.leading_zeros() as usize - c0,
                Some(rows >> c0),
            )
        } else {
            let mut fold = 0;
            for r in r0..=r1 {
                fold |= (part >> (r * cols)) & row_mask;
            }
            let c0 = fold.trailing_zeros() as usize;
            (c0, 64 - fold.leading_zeros() as usize - c0, None)
        };
        let (short, long) = (h.min(w), h.max(w));
        let (best, symmetric) = if long <= 8 {
            // The box as an 8×8 bit matrix, a byte a row: its eight images are a few word
            // operations each.
            let matrix = byte_rows.unwrap_or_else(|| {
                let mut matrix = 0u64;
                for i in 0..h {
                    matrix |= ((part >> ((r0 + i) * cols + c0)) & ((1u64 << w) - 1)) << (8 * i);
                }
                matrix
            });
            let (least, turn) = least_of_four_in_bytes(matrix, h, w);
            let (least_turned, _) = least_of_four_in_bytes(transpose8(matrix), w, h);
            (least.min(least_turned), turn)
        } else {
            self.least_packing(part, r0, c0, h, w)
        };
        let key = if dense {
            // The ranges of the shapes are disjoint only while each packing stays within its
            // bound: a packing past it would alias another shape's key in release builds too.
            assert!(
                best >> packing_bits(short, long) == 0,
                "a packing past its shape's range: {part:#x}"
            );
            Key {
                bits: self.shape_offsets[shape_index(short, long)] + best,
                tag: DENSE_TAG,
            }
        } else {
            Key {
                bits: best,
                tag: (short as u32) | (long as u32) << 4 | 1 << 11,
            }
        };
        let mut known = Known::default();
        if symmetric {
            // The centre: a corner (both sides even), the middle of a domino (one odd) or a
            // cell (both odd); the cells at it are present in pairs.
            let centre = |dr: usize, dc: usize| part >> ((r0 + dr) * cols + c0 + dc) & 1 == 1;
            let (mr, mc) = ((h - 1) / 2, (w - 1) / 2);
            if h % 2 == 0 && w % 2 == 0 || !centre(mr, mc) {
                known.value = Some(0);
            } else if (h % 2 != w % 2) == game.moves_on_dominoes() {
                known.not = 1;
            }
        }
        (key, known)
    }
}

/// [`Solver::try_value`] on a Cram board, compiled with this crate: the search runs as this
/// crate is optimised even for a caller built otherwise (the explorer's web page builds its own
/// crate for size, and a generic search called from there would be compiled there).
///
/// # Errors
/// As [`Solver::try_value`].
pub fn try_value(solver: &mut Solver<Cram>, pos: u64) -> Result<u32, Stopped> {
    solver.try_value(pos)
}

/// [`Solver::is_p_plus`] on a Cram board, compiled with this crate (see [`try_value`]).
///
/// # Panics
/// As [`Solver::is_p_plus`].
pub fn is_p_plus(solver: &mut Solver<Cram>, pos: u64, n: u32) -> bool {
    solver.is_p_plus(pos, n)
}

impl Ruleset for Cram {
    /// The width of the dense numbering of the board's keys, when it fits in 64 bits: each box
    /// shape that fits the board gets a range of its own (3×20: 61 bits; not 8×8).
    fn dense_key_bits(&self) -> Option<u32> {
        self.dense_bits
    }

    /// The regions of `pos` less its twin leaves and bridges ([`Cram::reduced`]: the same
    /// game, with fewer cells and moves), cut between the twin corners of 2×2 blocks and
    /// their neighbours east or west (the corners' horizontal dominoes add nothing; a part
    /// is valued as the cells it holds, which is the same game again).
    fn split(&self, pos: u64, out: &mut Vec<u64>) {
        // The whole position is reduced at once (one pass), then flood-filled.
        let pos = self.reduced(pos);
        let links = pos & self.right & !self.cuttable_links(pos);
        self.fill(pos, links, out);
    }

    /// The least of the eight images of the region's packing; a region that is its own
    /// half-turn is worth 0 with no domino across its centre, and not 0 with one.
    fn key(&self, part: u64) -> (Key, Known) {
        self.region_key(part)
    }

    fn options(&self, part: u64, out: &mut Vec<u64>) {
        let mut h = part & (part >> 1) & self.right;
        while h != 0 {
            let i = h.trailing_zeros();
            out.push(part & !(3 << i));
            h &= h - 1;
        }
        let mut v = part & (part >> self.cols);
        while v != 0 {
            let i = v.trailing_zeros() as usize;
            out.push(part & !(1 << i | 1 << (i + self.cols)));
            v &= v - 1;
        }
    }

    /// The domino's images under the symmetries of the starting position.
    fn move_images(&self, moved: u64, out: &mut Vec<u64>) {
        for image in &self.mirrors {
            let mut mapped = 0;
            let mut rest = moved;
            while rest != 0 {
                mapped |= 1 << image[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            out.push(mapped);
        }
    }

    /// The solver sorts Cram's options by their largest component (found as it splits them).
    fn split_first(&self) -> bool {
        true
    }

    /// At most three cells: no move (0) or every move leaves at most one cell (1).
    fn known(&self, part: u64) -> Option<u32> {
        match part.count_ones() {
            0 | 1 => Some(0),
            2 | 3 => Some(1),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{transpose8, Cram, Ruleset};

    /// Against the definition, bit by bit, on patterns that fill each row and column apart.
    #[test]
    fn transpose8_moves_each_bit_across_the_diagonal() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mut slow = 0u64;
            for i in 0..8 {
                for j in 0..8 {
                    if state >> (8 * i + j) & 1 == 1 {
                        slow |= 1 << (8 * j + i);
                    }
                }
            }
            assert_eq!(transpose8(state), slow, "{state:#018x}");
        }
    }

    fn images(board: &Cram, cells: [(usize, usize); 2]) -> Vec<u64> {
        let moved = board.cell(cells[0].0, cells[0].1) | board.cell(cells[1].0, cells[1].1);
        let mut out = Vec::new();
        board.move_images(moved, &mut out);
        out
    }

    /// A domino's images are those under the symmetries the board has: the three mirror
    /// images on a rectangle or a board blocked symmetrically, only the half-turn on a board
    /// symmetric through its centre alone, seven on a square, one on a square symmetric about
    /// a diagonal alone, none on a board without symmetry.
    #[test]
    fn a_move_has_an_image_under_each_symmetry_of_the_board() {
        let rectangle = Cram::rectangle(3, 4).unwrap();
        let at = |r: usize, c: usize| rectangle.cell(r, c);
        assert_eq!(
            images(&rectangle, [(0, 0), (0, 1)]),
            [
                at(2, 0) | at(2, 1),
                at(0, 2) | at(0, 3),
                at(2, 2) | at(2, 3)
            ]
        );
        assert_eq!(
            images(&rectangle, [(1, 1), (2, 1)]),
            [
                at(1, 1) | at(0, 1),
                at(1, 2) | at(2, 2),
                at(1, 2) | at(0, 2)
            ]
        );
        let corners = Cram::parse("#..#|....|#..#").unwrap();
        assert_eq!(images(&corners, [(1, 0), (1, 1)]).len(), 3);
        let turned = Cram::parse("#...|....|...#").unwrap();
        assert_eq!(
            images(&turned, [(0, 1), (0, 2)]),
            [turned.cell(2, 1) | turned.cell(2, 2)]
        );
        let lopsided = Cram::parse("#...|....|....").unwrap();
        assert!(images(&lopsided, [(1, 1), (1, 2)]).is_empty());
        // A square has eight symmetries: a domino in a corner turns upright under four.
        let square = Cram::rectangle(3, 3).unwrap();
        let at = |r: usize, c: usize| square.cell(r, c);
        let mut seen = images(&square, [(0, 0), (0, 1)]);
        seen.sort_unstable();
        let mut expected = vec![
            at(2, 0) | at(2, 1),
            at(0, 1) | at(0, 2),
            at(2, 1) | at(2, 2),
            at(0, 0) | at(1, 0),
            at(1, 2) | at(2, 2),
            at(0, 2) | at(1, 2),
            at(1, 0) | at(2, 0),
        ];
        expected.sort_unstable();
        assert_eq!(seen, expected);
        let diagonal = Cram::parse("#..|...|...").unwrap();
        assert_eq!(images(&diagonal, [(0, 1), (0, 2)]), [at(1, 0) | at(2, 0)]);
    }

    /// The widths of the dense numbering of keys the docs give, and boards it does not fit.
    #[test]
    fn dense_keys_fit_the_widths_given() {
        let width = |rows, cols| Cram::rectangle(rows, cols).unwrap().dense_key_bits();
        assert_eq!(width(3, 20), Some(61));
        assert_eq!(width(20, 3), Some(61));
        assert_eq!(width(6, 7), Some(48));
        assert_eq!(width(7, 7), Some(56));
        assert_eq!(width(3, 21), Some(64));
        assert_eq!(width(8, 8), None);
        assert_eq!(width(2, 32), None);
    }

    /// Dense keys are the shape keys ([`Cram::shape_key`]) renamed: on random parts (up to eight cells in a
    /// window of 4 × 4, so that shapes recur under the symmetries) of boards with and without
    /// blocked cells, two parts share a dense key exactly when they share the two-number key,
    /// and every dense key is below 2^width.
    #[test]
    fn dense_keys_name_the_same_shapes_as_wide_ones() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for text in [
            "3x20",
            "6x7",
            "7x7",
            "4x11",
            "5x8",
            "3x21",
            "1x40",
            "..#....|.......|....#..|.......|#......|.......",
        ] {
            let board = match text.split_once('x') {
                Some((r, c)) => Cram::rectangle(r.parse().unwrap(), c.parse().unwrap()),
                None => Cram::parse(text),
            }
            .unwrap();
            let width = board.dense_key_bits().expect(text);
            let (rows, cols) = (board.rows(), board.cols());
            let mut dense_of = std::collections::HashMap::new();
            let mut wide_of = std::collections::HashMap::new();
            for _ in 0..3_000 {
                let (r0, c0) = (next(rows), next(cols));
                let mut part = 0;
                for _ in 0..=next(8) {
                    let (r, c) = (r0 + next(4), c0 + next(4));
                    if r < rows && c < cols {
                        part |= board.cell(r, c) & board.start();
                    }
                }
                if part == 0 {
                    continue;
                }
                let dense = board.key(part).0;
                let two = board.shape_key(part).0;
                assert_eq!(dense.tag, super::DENSE_TAG, "{text}");
                assert!(dense.bits >> (width - 1) >> 1 == 0, "{text}: {part:#x}");
                assert_eq!(
                    *dense_of.entry(two).or_insert(dense),
                    dense,
                    "{text}: {part:#x}"
                );
                assert_eq!(
                    *wide_of.entry(dense).or_insert(two),
                    two,
                    "{text}: {part:#x}"
                );
            }
            assert!(dense_of.len() < 2_900, "{text}: shapes should recur");
        }
    }

    /// A shape's cells relative to its box, the least over the eight symmetries of the square
    /// of the sorted list (the box's sides first): a canonical form from the definition.
    fn canonical_cells(board: &Cram, part: u64) -> Vec<(usize, usize)> {
        let cells: Vec<(usize, usize)> = (0..board.rows())
            .flat_map(|r| (0..board.cols()).map(move |c| (r, c)))
            .filter(|&(r, c)| part & board.cell(r, c) != 0)
            .collect();
        let (r0, c0) = (
            cells.iter().map(|cell| cell.0).min().unwrap(),
            cells.iter().map(|cell| cell.1).min().unwrap(),
        );
        let h = cells.iter().map(|cell| cell.0).max().unwrap() - r0 + 1;
        let w = cells.iter().map(|cell| cell.1).max().unwrap() - c0 + 1;
        (0..8)
            .map(|symmetry| {
                let (height, width) = if symmetry < 4 { (h, w) } else { (w, h) };
                let mut image: Vec<(usize, usize)> = cells
                    .iter()
                    .map(|&(r, c)| {
                        let (r, c) = (r - r0, c - c0);
                        let (r, c) = if symmetry < 4 { (r, c) } else { (c, r) };
                        let r = if symmetry & 1 == 1 { height - 1 - r } else { r };
                        let c = if symmetry & 2 == 2 { width - 1 - c } else { c };
                        (r, c)
                    })
                    .collect();
                image.sort_unstable();
                image.insert(0, (height, width));
                image
            })
            .min()
            .unwrap()
    }

    /// Two parts get one key exactly when one is the other moved, turned or mirrored (against
    /// [`canonical_cells`]), on boards of up to 8 columns and rows (whose keys read rows a byte
    /// each), taller ones and wider ones (with shapes longer than 8 cells, whose keys pack
    /// their box row by row); the same shape anywhere on the board included.
    #[test]
    fn keys_name_shapes_up_to_moves_and_the_squares_symmetries() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
        for (rows, cols) in [(4, 7), (5, 8), (8, 8), (9, 4), (12, 3), (3, 12), (2, 30)] {
            let board = Cram::rectangle(rows, cols).unwrap();
            // Per kind of key (the board's dense numbering, the wide one): shape → key, key →
            // shape.
            let mut key_of = [(); 2].map(|()| std::collections::HashMap::new());
            let mut shape_of = [(); 2].map(|()| std::collections::HashMap::new());
            for _ in 0..1_500 {
                // A shape in a box of up to 12 cells a side (past 8 on the long boards, whose
                // keys pack the box row by row), then the same one at another place.
                let (h, w) = (
                    rng.gen_range(1..=rows.min(12)),
                    rng.gen_range(1..=cols.min(12)),
                );
                let cells: Vec<(usize, usize)> = (0..rng.gen_range(1..=10))
                    .map(|_| (rng.gen_range(0..h), rng.gen_range(0..w)))
                    .collect();
                for _ in 0..2 {
                    let (dr, dc) = (rng.gen_range(0..=rows - h), rng.gen_range(0..=cols - w));
                    let part = cells
                        .iter()
                        .fold(0, |part, &(r, c)| part | board.cell(r + dr, c + dc));
                    let shape = canonical_cells(&board, part);
                    let keys = [board.key(part).0, board.shape_key(part).0];
                    for (kind, key) in keys.into_iter().enumerate() {
                        let what = format!("{rows}x{cols}: {part:#x}, kind {kind}");
                        let known = key_of[kind].entry(shape.clone()).or_insert(key);
                        assert_eq!(*known, key, "{what}");
                        let named = shape_of[kind].entry(key).or_insert_with(|| shape.clone());
                        assert_eq!(*named, shape, "{what}");
                    }
                }
            }
        }
    }
}
