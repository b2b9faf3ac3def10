//! AtCoder ABC229 H Advance or Eat: Takahashi (white, Left) and Snuke (black, Right) each
//! advance one of their own pieces one square up into an empty square, or eat any one piece of
//! the other's. Every move stays inside one column, so the board is the sum of its columns;
//! every column is a number, so Takahashi, who starts, wins iff the exact sum of the column
//! values is positive.

use gamecore::grid::Grid;
use gamecore::partizan::dyadic::Dyadic;
use gamecore::partizan::number_game::NumberGameSolver;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest board side (the judge's is 8): a column has at most 3^12 = 531441 positions,
/// which the solver values in well under a second, and every column up to this height is
/// checked to be a number by this crate's tests.
pub const MAX_N: usize = 12;

/// The cell codes of a [`Column`], two bits per square.
const EMPTY: u32 = 0;
const WHITE: u32 = 1;
const BLACK: u32 = 2;

/// One column read from the top (row 1) down: square `i` (0-based, from the top) in bits
/// `2i..2i + 2` of `cells` (`EMPTY`, `WHITE` or `BLACK`), `len` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Column {
    cells: u32,
    len: u8,
}

impl Column {
    /// The column of the squares `top_down`, each `b'W'`, `b'B'` or `b'.'` (anything else reads
    /// as empty; the board reader has ruled it out), at most [`MAX_N`] of them.
    ///
    /// # Example
    /// ```
    /// use abc229h::Column;
    /// assert_eq!(Column::from_squares(b"W.B").to_string(), "W.B");
    /// ```
    ///
    /// # Panics
    /// If `top_down` has more than [`MAX_N`] squares (the reader refuses such boards first).
    pub fn from_squares(top_down: &[u8]) -> Self {
        assert!(
            top_down.len() <= MAX_N,
            "a column of {} squares",
            top_down.len()
        );
        let cells = top_down
            .iter()
            .enumerate()
            .fold(0, |cells, (i, &square)| cells | code(square) << (2 * i));
        Self {
            cells,
            len: top_down.len() as u8,
        }
    }

    fn square(self, i: usize) -> u32 {
        (self.cells >> (2 * i)) & 3
    }

    /// The column with square `i` emptied (a piece eaten).
    fn eaten(self, i: usize) -> Self {
        Self {
            cells: self.cells & !(3 << (2 * i)),
            len: self.len,
        }
    }

    /// The column with the piece on square `i` moved up to square `i − 1` (which is empty).
    fn advanced(self, i: usize) -> Self {
        let piece = self.square(i);
        Self {
            cells: (self.cells & !(3 << (2 * i))) | piece << (2 * (i - 1)),
            len: self.len,
        }
    }

    /// The options of the player whose pieces are `own`: advance one of them into the empty
    /// square above it, or eat any one piece of the other colour.
    fn push_options(self, own: u32, out: &mut Vec<Column>) {
        let other = WHITE + BLACK - own;
        for i in 0..usize::from(self.len) {
            let square = self.square(i);
            if square == own && i > 0 && self.square(i - 1) == EMPTY {
                out.push(self.advanced(i));
            } else if square == other {
                out.push(self.eaten(i));
            }
        }
    }
}

impl std::fmt::Display for Column {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for i in 0..usize::from(self.len) {
            let square = match self.square(i) {
                WHITE => 'W',
                BLACK => 'B',
                _ => '.',
            };
            write!(f, "{square}")?;
        }
        Ok(())
    }
}

fn code(square: u8) -> u32 {
    match square {
        b'W' => WHITE,
        b'B' => BLACK,
        _ => EMPTY,
    }
}

/// Values of columns, with Takahashi (white) as Left: memoised over every column position
/// met, so the columns of one board share their work.
#[derive(Default)]
pub struct ColumnValues {
    solver: NumberGameSolver<Column>,
}

impl ColumnValues {
    /// An empty memo.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of `column`: Left advances a white piece or eats a black one, Right advances
    /// a black piece or eats a white one.
    ///
    /// # Example
    /// ```
    /// use abc229h::{Column, ColumnValues};
    /// let mut values = ColumnValues::new();
    /// let value = |values: &mut ColumnValues, s: &[u8]| {
    ///     values.value(Column::from_squares(s)).unwrap().to_string()
    /// };
    /// assert_eq!(value(&mut values, b".W"), "-1/2");
    /// assert_eq!(value(&mut values, b"BBBB"), "4");
    /// assert_eq!(value(&mut values, b".......B"), "1/128");
    /// ```
    ///
    /// # Errors
    /// A column whose options make no number (or a value no `Dyadic` holds). None exists up to
    /// [`MAX_N`] squares — the crate's tests value every one of them — so this error is never
    /// met for a board this crate reads.
    ///
    /// # Complexity
    /// O(positions reached · `len`) the first time, O(1) for a column valued before; at most
    /// 3^`len` positions in all.
    pub fn value(&mut self, column: Column) -> Result<Dyadic, Error> {
        self.solver
            .try_value(
                &column,
                |c: &Column, out: &mut Vec<Column>| c.push_options(WHITE, out),
                |c: &Column, out: &mut Vec<Column>| c.push_options(BLACK, out),
            )
            .map_err(|e| Error::new(format!("column {column}: {e}")))
    }
}

/// Reads `N` and `N` rows of `N` characters `W`, `B`, `.` (each row one token), and prints
/// `Takahashi` if Takahashi, moving first, wins, and `Snuke` otherwise.
///
/// Beyond the judge's limits: `N` up to 12.
///
/// # Errors
/// `N` missing, not a number, 0 or above 12; a missing row, a row of the wrong length, or a
/// character other than `W`, `B` and `.` (named with its line and column).
///
/// # Complexity
/// At most 3^N column positions valued, each with at most N options.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let board = parse(sc)?;
    let total = board_value(&board, &mut ColumnValues::new())?;
    // A number is won by Left whoever starts when positive, and by the second player when 0.
    out.write_all(if total > 0 {
        b"Takahashi\n"
    } else {
        b"Snuke\n"
    })?;
    Ok(())
}

fn parse(sc: &mut Scanner<'_>) -> Result<Grid, Error> {
    let n = sc.next_in("N", 1..=MAX_N)?;
    Grid::read(sc, n, n, b"WB.")
}

/// The value of the whole board: the exact sum of its columns' values (each column read from
/// row 1 down).
fn board_value(board: &Grid, values: &mut ColumnValues) -> Result<Dyadic, Error> {
    let mut total = Dyadic::ZERO;
    let mut squares = Vec::with_capacity(board.rows());
    for c in 0..board.cols() {
        squares.clear();
        squares.extend((0..board.rows()).map(|r| board.cell(board.id(r, c))));
        let value = values.value(Column::from_squares(&squares))?;
        // At most 12 columns of absolute value at most 12 each: far from any overflow.
        total = total.checked_add(value)?;
    }
    Ok(total)
}
