//! Small rectangular boards as bitboards: one `u64`, bit `row · cols + col` (row-major), at most
//! [`MAX_CELLS`] cells. The shared machinery of the grid rulesets (Domineering, Snort): parsing
//! `rows of characters separated by |`, neighbours by shifts, 4-connected regions by flood fill,
//! trimming to the bounding box and the reflections of a board.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::grid::{parse_rows, Shape};
//! let (shape, cells) = parse_rows("..#|...", "board", ". or #", |c| c == '.' || c == '#').unwrap();
//! assert_eq!((shape.rows, shape.cols), (2, 3));
//! assert_eq!(cells[2], '#');
//! let empty = shape.mask_of(&cells, |c| c == '.');
//! assert_eq!(empty.count_ones(), 5);
//! ```

use super::ParseError;

/// The most cells a board may have: one bit each in a `u64`.
pub const MAX_CELLS: usize = 64;

/// The size of a board: `rows × cols`, `1 <= rows · cols <= 64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Rows (top to bottom).
    pub rows: u8,
    /// Columns (left to right).
    pub cols: u8,
}

/// Rows of characters separated by `|`, every row as long as the first, checked with `allowed`.
/// Returns the shape and the characters row by row.
///
/// # Errors
/// A [`ParseError`] at the first bad character (`legend` says which are allowed), the first row of another length, an empty row,
/// or the first cell past [`MAX_CELLS`]; `what` names the thing parsed ("board").
///
/// # Complexity
/// O(length of `text`).
pub fn parse_rows(
    text: &str,
    what: &str,
    legend: &str,
    allowed: impl Fn(char) -> bool,
) -> Result<(Shape, Vec<char>), ParseError> {
    let mut cells = Vec::new();
    let mut cols: Option<usize> = None;
    let mut row_length = 0usize;
    let mut rows = 0usize;
    let mut column = 0usize;
    let mut finish_row = |row_length: usize, column: usize, rows: &mut usize| {
        if row_length == 0 {
            return Err(ParseError::new(
                column,
                format!(
                    "empty row {} in the {what} (rows are separated by |)",
                    *rows + 1
                ),
            ));
        }
        match cols {
            None => cols = Some(row_length),
            Some(c) if c != row_length => {
                let plural = if row_length == 1 { "" } else { "s" };
                return Err(ParseError::new(
                    column,
                    format!(
                        "row {} of the {what} has {row_length} cell{plural}, the first row has {c}",
                        *rows + 1
                    ),
                ));
            }
            Some(_) => {}
        }
        *rows += 1;
        Ok(())
    };
    for c in text.chars() {
        column += 1;
        if c == '|' {
            finish_row(row_length, column, &mut rows)?;
            row_length = 0;
            continue;
        }
        if !allowed(c) {
            return Err(ParseError::new(
                column,
                format!("{c:?} is not a cell of a {what} ({legend})"),
            ));
        }
        if cells.len() == MAX_CELLS {
            return Err(ParseError::new(
                column,
                format!("the {what} has more than {MAX_CELLS} cells (at most {MAX_CELLS})"),
            ));
        }
        cells.push(c);
        row_length += 1;
    }
    finish_row(row_length, column + 1, &mut rows)?;
    let cols = cols.expect("one row at least");
    Ok((
        Shape {
            rows: rows as u8,
            cols: cols as u8,
        },
        cells,
    ))
}

/// The low `n` bits set (`n <= 64`).
fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

impl Shape {
    /// Cells in the board.
    pub fn cells(self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    /// Every cell of the board.
    pub fn all(self) -> u64 {
        low_bits(self.cells())
    }

    /// The cells of the first column.
    pub fn first_column(self) -> u64 {
        let mut mask = 0u64;
        for r in 0..usize::from(self.rows) {
            mask |= 1u64 << (r * usize::from(self.cols));
        }
        mask
    }

    /// The cells of the last column.
    pub fn last_column(self) -> u64 {
        self.first_column() << (self.cols - 1)
    }

    /// The bits of the cells (row-major) whose character satisfies `pick`.
    pub fn mask_of(self, cells: &[char], pick: impl Fn(char) -> bool) -> u64 {
        cells
            .iter()
            .enumerate()
            .filter(|&(_, &c)| pick(c))
            .fold(0, |mask, (i, _)| mask | 1u64 << i)
    }

    /// Cells next (4-neighbourhood) to a cell of `set`, within the board.
    pub fn neighbours(self, set: u64) -> u64 {
        let cols = u32::from(self.cols);
        let right = (set << 1) & !self.first_column();
        let left = (set >> 1) & !self.last_column();
        let down = set.checked_shl(cols).unwrap_or(0);
        let up = set >> cols;
        (right | left | down | up) & self.all()
    }

    /// The 4-connected region of `within` that contains `seed` (a subset of `within`).
    pub fn region(self, seed: u64, within: u64) -> u64 {
        let mut region = seed;
        loop {
            let grown = (region | self.neighbours(region)) & within;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The 4-connected regions of `set`, each as a mask, in the order of their lowest cell.
    pub fn regions(self, set: u64) -> Vec<u64> {
        let mut rest = set;
        let mut out = Vec::new();
        while rest != 0 {
            let region = self.region(rest & rest.wrapping_neg(), rest);
            out.push(region);
            rest &= !region;
        }
        out
    }

    /// Row `r` of `set` as the low `cols` bits.
    fn row(self, set: u64, r: usize) -> u64 {
        let cols = usize::from(self.cols);
        (set >> (r * cols)) & low_bits(cols)
    }

    /// The smallest rectangle holding `set` (non-empty), and `set` moved into it.
    /// `others` are moved the same way (cells outside the rectangle are lost).
    #[must_use]
    pub fn trim(self, set: u64, others: &mut [u64]) -> Shape {
        debug_assert!(set != 0);
        let cols = usize::from(self.cols);
        let mut any_row = 0u64;
        let (mut top, mut bottom) = (usize::MAX, 0);
        for r in 0..usize::from(self.rows) {
            let row = self.row(set, r);
            if row != 0 {
                top = top.min(r);
                bottom = r;
                any_row |= row;
            }
        }
        let left = any_row.trailing_zeros() as usize;
        let right = 63 - any_row.leading_zeros() as usize;
        let shape = Shape {
            rows: (bottom - top + 1) as u8,
            cols: (right - left + 1) as u8,
        };
        if shape == self {
            return shape;
        }
        let width_mask = low_bits(usize::from(shape.cols));
        let mv = |x: u64| {
            let mut out = 0u64;
            for r in 0..usize::from(shape.rows) {
                let row = (x >> ((top + r) * cols + left)) & width_mask;
                out |= row << (r * usize::from(shape.cols));
            }
            out
        };
        for other in others.iter_mut() {
            *other = mv(*other);
        }
        shape
    }

    /// The cells of `sets` within the region `within`, trimmed to the region's bounding box
    /// and replaced by the least of their eight images under the symmetries of the rectangle
    /// (reflections, and the transposition, which swaps rows and columns), compared as
    /// `(shape, sets)`. A game that all eight symmetries keep (Snort, Clobber) gets one form
    /// per class of positions this way.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::rulesets::grid::{parse_rows, Shape};
    /// let form = |text: &str| {
    ///     let (shape, cells) = parse_rows(text, "board", "x or .", |c| c == 'x' || c == '.').unwrap();
    ///     let set = shape.mask_of(&cells, |c| c == 'x');
    ///     shape.least_image(set, [set])
    /// };
    /// // An L of three cells in two corners of a 3×3 board, turned and mirrored: one form.
    /// assert_eq!(form("xx.|x..|..."), form("...|..x|.xx"));
    /// assert_eq!(form("xx.|x..|...").0, Shape { rows: 2, cols: 2 });
    /// ```
    ///
    /// # Complexity
    /// O(N · cells) for the eight images.
    #[must_use]
    pub fn least_image<const N: usize>(self, within: u64, sets: [u64; N]) -> (Shape, [u64; N]) {
        let mut sets = sets.map(|s| s & within);
        let trimmed = self.trim(within, &mut sets);
        let transposed = Shape {
            rows: trimmed.cols,
            cols: trimmed.rows,
        };
        let mut best: Option<(Shape, [u64; N])> = None;
        for (shape, sets) in [
            (trimmed, sets),
            (transposed, sets.map(|s| trimmed.transpose(s))),
        ] {
            for flip in 0..4 {
                let image = |x: u64| {
                    let x = if flip & 1 == 1 {
                        shape.flip_columns(x)
                    } else {
                        x
                    };
                    if flip & 2 == 2 {
                        shape.flip_rows(x)
                    } else {
                        x
                    }
                };
                let candidate = (shape, sets.map(image));
                if best.map_or(true, |b| candidate < b) {
                    best = Some(candidate);
                }
            }
        }
        best.expect("eight images")
    }

    /// `set` mirrored left to right.
    pub fn flip_columns(self, set: u64) -> u64 {
        let cols = usize::from(self.cols);
        let mut out = 0u64;
        for r in 0..usize::from(self.rows) {
            let row = self.row(set, r).reverse_bits() >> (64 - cols);
            out |= row << (r * cols);
        }
        out
    }

    /// `set` mirrored top to bottom.
    pub fn flip_rows(self, set: u64) -> u64 {
        let cols = usize::from(self.cols);
        let rows = usize::from(self.rows);
        let mut out = 0u64;
        for r in 0..rows {
            out |= self.row(set, r) << ((rows - 1 - r) * cols);
        }
        out
    }

    /// `set` transposed (rows become columns); the shape becomes `cols × rows`.
    pub fn transpose(self, set: u64) -> u64 {
        let (rows, cols) = (usize::from(self.rows), usize::from(self.cols));
        let mut out = 0u64;
        let mut rest = set;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (r, c) = (i / cols, i % cols);
            out |= 1u64 << (c * rows + r);
        }
        out
    }

    /// The board drawn as rows of `cell(bit)` separated by `|`.
    pub fn draw(self, cell: impl Fn(usize) -> char) -> String {
        let cols = usize::from(self.cols);
        let mut out = String::with_capacity(self.cells() + usize::from(self.rows));
        for i in 0..self.cells() {
            if i > 0 && i % cols == 0 {
                out.push('|');
            }
            out.push(cell(i));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{parse_rows, Shape};

    fn board(text: &str) -> (Shape, u64) {
        let (shape, cells) = parse_rows(text, "board", ". or #", |c| c == '.' || c == '#').unwrap();
        (shape, shape.mask_of(&cells, |c| c == '.'))
    }

    #[test]
    fn reflections_and_trim() {
        let (shape, set) = board("..#|.##|...");
        assert_eq!(
            shape.draw(|i| if shape.flip_columns(set) >> i & 1 == 1 {
                '.'
            } else {
                '#'
            }),
            "#..|##.|..."
        );
        assert_eq!(
            shape.draw(|i| if shape.flip_rows(set) >> i & 1 == 1 {
                '.'
            } else {
                '#'
            }),
            "...|.##|..#"
        );
        let t = Shape { rows: 3, cols: 3 };
        assert_eq!(
            t.draw(|i| if shape.transpose(set) >> i & 1 == 1 {
                '.'
            } else {
                '#'
            }),
            "...|.#.|##."
        );
        let (shape, set) = board("####|#..#|#.##|####");
        let mut moved = [set];
        let small = shape.trim(set, &mut moved);
        assert_eq!((small.rows, small.cols), (2, 2));
        assert_eq!(
            small.draw(|i| if moved[0] >> i & 1 == 1 { '.' } else { '#' }),
            "..|.#"
        );
    }

    #[test]
    fn regions_are_4_connected() {
        let (shape, set) = board(".#.|#.#|.#.");
        assert_eq!(shape.regions(set).len(), 5);
        let (shape, set) = board("..#|#..|..#");
        assert_eq!(shape.regions(set).len(), 1);
        let (shape, set) = board(&["........"; 8].join("|"));
        assert_eq!(shape.regions(set), vec![u64::MAX]);
        assert_eq!(shape.neighbours(1), 2 | 256);
    }

    #[test]
    fn parse_errors_name_the_column() {
        let e = |t: &str| {
            parse_rows(t, "board", ". or #", |c| c == '.' || c == '#')
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            e("..|.x"),
            "column 5: 'x' is not a cell of a board (. or #)"
        );
        assert_eq!(
            e("..|."),
            "column 5: row 2 of the board has 1 cell, the first row has 2"
        );
        assert_eq!(
            e("..||.."),
            "column 4: empty row 2 in the board (rows are separated by |)"
        );
        assert_eq!(
            e(""),
            "column 1: empty row 1 in the board (rows are separated by |)"
        );
        assert_eq!(
            e(&".".repeat(65)),
            "column 65: the board has more than 64 cells (at most 64)"
        );
    }
}
