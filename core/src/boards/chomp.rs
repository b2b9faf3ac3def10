//! Chomp: a staircase of cells (row lengths that never grow downwards); a move chooses a cell
//! and removes it with every cell below and to its right; the top-left cell is poisoned and may
//! not be chosen, so who faces it alone cannot move and loses. A position never splits.
//! Rows are packed four bits each: row `i`'s length in bits `4i..4i + 4`. A staircase and its
//! transpose are the same game and share a table entry.
//!
//! # Example
//! ```
//! use gamecore::boards::{chomp::Chomp, Solver};
//! let square = Chomp::rectangle(4, 4).unwrap();
//! let start = square.start();
//! let mut solver = Solver::new(square, 1 << 20);
//! assert_ne!(solver.value(start), 0); // a rectangle is a first-player win
//! // The square minus everything but its first row and column: a symmetric L, lost.
//! assert_eq!(solver.value(Chomp::pack(&[4, 1, 1, 1]).unwrap()), 0);
//! ```
//!
//! # Constraints
//! At most 16 rows of at most 15 cells.
//!
//! # Complexity
//! Options O(cells · rows); the positions below a staircase of `r` rows and `c` columns are at
//! most C(r + c, r).

use super::{BoardError, Key, Known, Ruleset};

/// Chomp (the ruleset has no parameters; [`Chomp::rectangle`] and [`Chomp::staircase`] hold a
/// starting position).
#[derive(Clone, Copy, Debug)]
pub struct Chomp {
    start: u64,
}

impl Chomp {
    /// A `rows × cols` rectangle.
    ///
    /// # Errors
    /// A side of 0, more than 16 rows or more than 15 columns.
    pub fn rectangle(rows: usize, cols: usize) -> Result<Self, BoardError> {
        if rows > 16 {
            // Said before any row is listed (4294967296x1 would take 32 GiB).
            return Err(BoardError(format!(
                "a staircase has 1 to 16 rows, not {rows}"
            )));
        }
        Self::staircase(&vec![cols; rows])
    }

    /// The staircase with these row lengths (top row first, never growing).
    ///
    /// # Errors
    /// No rows, a row of 0, a row longer than the one above, more than 16 rows or a row of
    /// more than 15 cells.
    pub fn staircase(rows: &[usize]) -> Result<Self, BoardError> {
        Ok(Chomp {
            start: Self::pack(rows)?,
        })
    }

    /// The packed position of these row lengths.
    ///
    /// # Errors
    /// As for [`Chomp::staircase`].
    pub fn pack(rows: &[usize]) -> Result<u64, BoardError> {
        if rows.is_empty() || rows.len() > 16 {
            return Err(BoardError(format!(
                "a staircase has 1 to 16 rows, not {}",
                rows.len()
            )));
        }
        let mut packed = 0;
        for (i, &len) in rows.iter().enumerate() {
            if len == 0 || len > 15 {
                return Err(BoardError(format!(
                    "row {} has {len} cells (1 to 15)",
                    i + 1
                )));
            }
            if i > 0 && len > rows[i - 1] {
                return Err(BoardError(format!(
                    "row {} is longer than row {}",
                    i + 1,
                    i
                )));
            }
            packed |= (len as u64) << (4 * i);
        }
        Ok(packed)
    }

    /// The row lengths of a packed position.
    pub fn unpack(pos: u64) -> Vec<usize> {
        (0..16)
            .map(|i| ((pos >> (4 * i)) & 15) as usize)
            .take_while(|&len| len > 0)
            .collect()
    }

    /// The starting position.
    pub fn start(&self) -> u64 {
        self.start
    }

    /// The position after choosing cell (`row`, `col`) of `pos` (0-based; the cell must be in
    /// the staircase and not the poisoned one).
    pub fn chomp(pos: u64, row: usize, col: usize) -> u64 {
        let mut next = pos;
        for k in row..16 {
            let len = (pos >> (4 * k)) & 15;
            if len > col as u64 {
                next = next & !(15 << (4 * k)) | (col as u64) << (4 * k);
            }
        }
        next
    }
}

/// The packed staircase whose rows are the columns of `pos` (column `j`'s length: how many
/// rows have more than `j` cells), or `None` if a column has 16 cells (a nibble holds 15).
fn transpose(pos: u64) -> Option<u64> {
    let mut out = 0;
    let mut height = (64 - pos.leading_zeros() as u64 + 3) / 4;
    // Columns from the left: a column is as long as the rows longer than its index.
    for j in 0..(pos & 15) {
        while height > 0 && (pos >> (4 * (height - 1))) & 15 <= j {
            height -= 1;
        }
        if height > 15 {
            return None;
        }
        out |= height << (4 * j);
    }
    Some(out)
}

impl Ruleset for Chomp {
    fn split(&self, pos: u64, out: &mut Vec<u64>) {
        out.push(pos);
    }

    /// A staircase and its transpose (rows read as columns: the same game, the poisoned corner
    /// staying put) share a key: the one at least as wide as it is tall, the lesser of the two
    /// when both are; a staircase with a column of 16 cells (whose transpose does not pack)
    /// keeps its own. A rectangle other than the poisoned cell alone is a first-player win
    /// (Gale's strategy stealing).
    fn key(&self, part: u64) -> (Key, Known) {
        let rows = (64 - part.leading_zeros() as usize + 3) / 4;
        let rectangle = rows > 0 && (0..rows).all(|i| (part >> (4 * i)) & 15 == part & 15);
        let not = u32::from(rectangle && part != 1);
        let width = (part & 15) as usize;
        // Wider than tall: already the key (its transpose, taller, maps here).
        let bits = if width > rows {
            part
        } else {
            transpose(part).map_or(part, |t| if width < rows { t } else { t.min(part) })
        };
        (Key { bits, tag: 3 }, Known { value: None, not })
    }

    fn options(&self, part: u64, out: &mut Vec<u64>) {
        for row in 0..16 {
            let len = ((part >> (4 * row)) & 15) as usize;
            if len == 0 {
                break;
            }
            for col in usize::from(row == 0)..len {
                out.push(Self::chomp(part, row, col));
            }
        }
    }

    /// The poisoned cell alone: lost.
    fn known(&self, part: u64) -> Option<u32> {
        if part == 1 {
            Some(0)
        } else {
            None
        }
    }

    fn size(&self, part: u64) -> u32 {
        (0..16).map(|i| ((part >> (4 * i)) & 15) as u32).sum()
    }
}
