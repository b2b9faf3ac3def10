//! Rectangular boards: reading `rows × cols` characters from the input with errors that name
//! the line and column, row-major cell ids, 4-neighbourhoods, and the grid graph over the cells
//! a game keeps.

use super::error::Error;
use super::graph::{Csr, GraphError, Undirected};
use super::scan::Scanner;

/// A board of `rows × cols` cells, each one byte of a problem's alphabet, stored row-major:
/// the cell in row `r`, column `c` (0-based) has id `r · cols + c`.
///
/// # Example
/// ```
/// use gamecore::{grid::Grid, scan::Scanner};
/// let mut sc = Scanner::new(b"2 3\n.#.\n...\n");
/// let (rows, cols) = Grid::read_size(&mut sc, ("N", "M"), 100).unwrap();
/// let grid = Grid::read(&mut sc, rows, cols, b".#").unwrap();
/// assert_eq!(grid.cell(1), b'#');
/// assert_eq!(grid.neighbours(4).collect::<Vec<_>>(), vec![1, 3, 5]);
/// let open = grid.graph(|id| grid.cell(id) == b'.').unwrap();
/// assert_eq!(open.neighbors(4), &[3, 5]); // 1 is a wall
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    /// The input line and column of each row's first cell (empty for a board not read from
    /// input), so that a message about a cell can point at it.
    row_starts: Vec<(usize, usize)>,
}

impl Grid {
    /// Reads the two sizes `rows cols` (named `names` in messages, e.g. `("n", "m")`) and
    /// checks that the board has at most `max_cells` cells, before anything is allocated.
    ///
    /// # Errors
    /// A size that is missing, not a number, 0, or a board of more than `max_cells` cells
    /// (reported at the line of the sizes).
    pub fn read_size(
        sc: &mut Scanner<'_>,
        names: (&str, &str),
        max_cells: usize,
    ) -> Result<(usize, usize), Error> {
        let rows: usize = sc.next_in(names.0, 1..=max_cells)?;
        let line = sc.token_line();
        let cols: usize = sc.next_in(names.1, 1..=max_cells)?;
        match rows.checked_mul(cols) {
            Some(cells) if cells <= max_cells => Ok((rows, cols)),
            _ => Err(Error::at_line(
                line,
                format!(
                    "a {rows} × {cols} board is too large (at most {} cells)",
                    shown_count(max_cells)
                ),
            )),
        }
    }

    /// Reads `rows` rows of `cols` characters from `alphabet`, each row one whitespace-free
    /// token (the usual shape of a board in an input file).
    ///
    /// # Errors
    /// A missing row; a row of the wrong length (in characters, with a hint when the row
    /// seems to be written with spaces); a character outside `alphabet`, naming its line and
    /// column.
    ///
    /// # Complexity
    /// O(rows · cols) time and memory; the board grows row by row, so a header that promises
    /// more rows than the input holds allocates nothing for them.
    pub fn read(
        sc: &mut Scanner<'_>,
        rows: usize,
        cols: usize,
        alphabet: &[u8],
    ) -> Result<Self, Error> {
        let mut allowed = [false; 256];
        for &b in alphabet {
            allowed[usize::from(b)] = true;
        }
        let mut cells = Vec::new();
        let mut row_starts = Vec::new();
        for r in 1..=rows {
            let row = sc.token(&format!("row {r} of the board"))?;
            row_starts.push(sc.token_position());
            if row.len() != cols || !row.is_ascii() {
                let length = String::from_utf8_lossy(row).chars().count();
                if length != cols {
                    return Err(wrong_length(sc, r, length, cols));
                }
            }
            if let Some(bad) = row.iter().position(|&b| !allowed[usize::from(b)]) {
                let (line, column) = sc.token_position();
                let character = String::from_utf8_lossy(&row[bad..]).chars().next();
                let column = column + String::from_utf8_lossy(&row[..bad]).chars().count();
                return Err(Error::at(
                    line,
                    column,
                    format!(
                        "row {r}: {} is not a cell of this board (expected {})",
                        shown_char(character.unwrap_or('\u{fffd}')),
                        alphabet_words(alphabet)
                    ),
                ));
            }
            cells.extend_from_slice(row);
        }
        Ok(Self {
            rows,
            cols,
            cells,
            row_starts,
        })
    }

    /// A board from its cells laid out row-major.
    ///
    /// # Panics
    /// If `cells.len() != rows * cols`.
    pub fn from_cells(rows: usize, cols: usize, cells: Vec<u8>) -> Self {
        assert_eq!(cells.len(), rows * cols, "a {rows} × {cols} board");
        Self {
            rows,
            cols,
            cells,
            row_starts: Vec::new(),
        }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of cells, `rows · cols`.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cells (never, for a board read from input).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells, row-major.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The byte in cell `id`.
    #[inline]
    pub fn cell(&self, id: usize) -> u8 {
        self.cells[id]
    }

    /// Exchanges the contents of two cells (a piece sliding into the empty cell).
    pub fn swap(&mut self, a: usize, b: usize) {
        self.cells.swap(a, b);
    }

    /// The id of the cell in row `r`, column `c` (0-based).
    #[inline]
    pub fn id(&self, r: usize, c: usize) -> usize {
        r * self.cols + c
    }

    /// The 0-based `(row, column)` of cell `id`.
    #[inline]
    pub fn row_col(&self, id: usize) -> (usize, usize) {
        (id / self.cols, id % self.cols)
    }

    /// The ids of every cell holding `byte`, in row-major order.
    pub fn find(&self, byte: u8) -> impl Iterator<Item = usize> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter(move |&(_, &b)| b == byte)
            .map(|(id, _)| id)
    }

    /// The up to four cells orthogonally next to `id`: up, down, left, right.
    pub fn neighbours(&self, id: usize) -> impl Iterator<Item = usize> {
        let (r, c) = self.row_col(id);
        let cols = self.cols;
        // Not `[..].into_iter()`: under edition 2018 that iterates by reference.
        IntoIterator::into_iter([
            if r > 0 { Some(id - cols) } else { None },
            if r + 1 < self.rows {
                Some(id + cols)
            } else {
                None
            },
            if c > 0 { Some(id - 1) } else { None },
            if c + 1 < cols { Some(id + 1) } else { None },
        ])
        .flatten()
    }

    /// Whether cells `a` and `b` share a side.
    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        let ((ra, ca), (rb, cb)) = (self.row_col(a), self.row_col(b));
        (ra == rb && (ca + 1 == cb || cb + 1 == ca)) || (ca == cb && (ra + 1 == rb || rb + 1 == ra))
    }

    /// The input line and column of cell `id`, for a board read with [`Grid::read`].
    ///
    /// # Example
    /// ```
    /// use gamecore::{grid::Grid, scan::Scanner};
    /// let grid = Grid::read(&mut Scanner::new(b"..\n  .#\n"), 2, 2, b".#").unwrap();
    /// assert_eq!(grid.input_position(3), Some((2, 4)));
    /// ```
    pub fn input_position(&self, id: usize) -> Option<(usize, usize)> {
        let (r, c) = self.row_col(id);
        // Rows are ASCII once read, so a cell's column is its row's plus its index.
        self.row_starts
            .get(r)
            .map(|&(line, column)| (line, column + c))
    }

    /// An error about cell `id`, at its input position when known.
    pub fn error_at(&self, id: usize, message: impl Into<String>) -> Error {
        match self.input_position(id) {
            Some((line, column)) => Error::at(line, column, message),
            None => Error::new(message),
        }
    }

    /// Cell `id` as the input writes it: `(row, column)`, 1-based.
    pub fn shown(&self, id: usize) -> String {
        let (r, c) = self.row_col(id);
        format!("({}, {})", r + 1, c + 1)
    }

    /// The 4-neighbour grid graph over the cells for which `keep` holds: an edge joins two
    /// kept cells that share a side. Vertex ids are cell ids; cells not kept stay in the graph
    /// as isolated vertices. The graph is bipartite (coloured by `(r + c) mod 2`).
    ///
    /// # Errors
    /// [`GraphError::TooLarge`] for boards of 2^31 cells or more.
    ///
    /// # Complexity
    /// O(rows · cols) time; the graph takes about 4 bytes per cell plus 8 per kept edge.
    pub fn graph(&self, keep: impl Fn(usize) -> bool) -> Result<Undirected, GraphError> {
        let (cells, cols) = (self.len(), self.cols);
        if cells >= 1 << 31 {
            return Err(GraphError::TooLarge {
                what: "vertices",
                count: cells,
            });
        }
        // Built straight into adjacency arrays, neighbours in ascending id order (up, left,
        // right, down): no edge list, no counting sort and no re-validation, which together
        // cost more than the matching on an open board.
        let kept: Vec<bool> = (0..cells).map(keep).collect();
        let kept_count = kept.iter().filter(|&&k| k).count();
        if 4 * kept_count >= u32::MAX as usize {
            return Err(GraphError::TooLarge {
                what: "edges",
                count: 4 * kept_count,
            });
        }
        let mut offsets = Vec::with_capacity(cells + 1);
        let mut targets = Vec::with_capacity(4 * kept_count);
        offsets.push(0);
        for (r, row) in kept.chunks(cols.max(1)).enumerate() {
            let first = r * cols;
            for (c, &here) in row.iter().enumerate() {
                if here {
                    let v = first + c;
                    let mut near = [0u32; 4];
                    let mut count = 0;
                    let mut add = |w: usize, keep: bool| {
                        near[count] = w as u32;
                        count += usize::from(keep);
                    };
                    if r > 0 {
                        add(v - cols, kept[v - cols]);
                    }
                    if c > 0 {
                        add(v - 1, row[c - 1]);
                    }
                    if c + 1 < cols {
                        add(v + 1, row[c + 1]);
                    }
                    if v + cols < cells {
                        add(v + cols, kept[v + cols]);
                    }
                    targets.extend_from_slice(&near[..count]);
                }
                offsets.push(targets.len() as u32);
            }
        }
        Ok(Undirected::from_symmetric(Csr::from_adjacency_unchecked(
            offsets, targets,
        )))
    }
}

fn wrong_length(sc: &mut Scanner<'_>, r: usize, length: usize, cols: usize) -> Error {
    let (line, _) = sc.token_position();
    let hint = if length < cols && sc.token_follows_on_same_line() {
        " (a row is written without spaces between its cells)"
    } else {
        ""
    };
    let plural = if length == 1 { "" } else { "s" };
    Error::at_line(
        line,
        format!("row {r} has {length} character{plural}, expected {cols}{hint}"),
    )
}

/// A character for a message: quoted if printable, its code point otherwise.
fn shown_char(c: char) -> String {
    if c.is_control() || c.is_whitespace() || c == '\u{feff}' {
        format!("the character U+{:04X}", c as u32)
    } else {
        format!("'{c}'")
    }
}

/// `'.', 'X' or 'O'`.
fn alphabet_words(alphabet: &[u8]) -> String {
    let quoted: Vec<String> = alphabet
        .iter()
        .map(|&b| format!("'{}'", b as char))
        .collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => quoted.concat(),
    }
}

/// 1073741824 → "2^30"; other counts as written.
fn shown_count(n: usize) -> String {
    if n.is_power_of_two() && n >= 1 << 10 {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::Grid;
    use crate::graph::Undirected;
    use crate::scan::Scanner;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn read(text: &str, rows: usize, cols: usize) -> Result<Grid, String> {
        let mut sc = Scanner::new(text.as_bytes());
        Grid::read(&mut sc, rows, cols, b".#X").map_err(|e| e.to_string())
    }

    #[test]
    fn neighbours_and_graph_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let (rows, cols) = (rng.gen_range(1..=6), rng.gen_range(1..=6));
            let cells: Vec<u8> = (0..rows * cols)
                .map(|_| if rng.gen_bool(0.7) { b'.' } else { b'#' })
                .collect();
            let grid = Grid::from_cells(rows, cols, cells.clone());
            let graph = grid.graph(|id| cells[id] == b'.').unwrap();
            for a in 0..rows * cols {
                // Naive: every other cell at Manhattan distance 1, in id order.
                let (ra, ca) = ((a / cols) as i64, (a % cols) as i64);
                let near: Vec<usize> = (0..rows * cols)
                    .filter(|&b| {
                        let (rb, cb) = ((b / cols) as i64, (b % cols) as i64);
                        (ra - rb).abs() + (ca - cb).abs() == 1
                    })
                    .collect();
                let mut got: Vec<usize> = grid.neighbours(a).collect();
                got.sort_unstable();
                assert_eq!(got, near, "{rows}x{cols} cell {a}");
                for b in 0..rows * cols {
                    assert_eq!(grid.adjacent(a, b), near.contains(&b), "{a} {b}");
                }
                let mut kept: Vec<u32> = near
                    .iter()
                    .filter(|&&b| cells[a] == b'.' && cells[b] == b'.')
                    .map(|&b| b as u32)
                    .collect();
                kept.sort_unstable();
                // Neighbours come in ascending order, as from an edge list sorted by cell.
                assert_eq!(
                    graph.neighbors(a),
                    &kept[..],
                    "{rows}x{cols} {cells:?} cell {a}"
                );
            }
            // The same graph as the edge list of kept neighbours, built the general way.
            let edges: Vec<(u32, u32)> = (0..rows * cols)
                .flat_map(|a| (a + 1..rows * cols).map(move |b| (a, b)))
                .filter(|&(a, b)| grid.adjacent(a, b) && cells[a] == b'.' && cells[b] == b'.')
                .map(|(a, b)| (a as u32, b as u32))
                .collect();
            assert_eq!(graph, Undirected::new(rows * cols, &edges).unwrap());
        }
    }

    #[test]
    fn reads_rows_and_positions() {
        let grid = read("  .#\r\nX.\n", 2, 2).unwrap();
        assert_eq!(grid.cells(), b".#X.");
        assert_eq!((grid.rows(), grid.cols(), grid.len()), (2, 2, 4));
        assert_eq!(grid.find(b'.').collect::<Vec<_>>(), vec![0, 3]);
        assert_eq!(grid.shown(3), "(2, 2)");
    }

    /// 200 000 two-cell rows on one line, as one board and as 200 000 boards of one row
    /// (cf1704f's shape): the rows' positions are counted on from row to row (linear, well
    /// under a second); counted from the line start each time they took minutes.
    #[test]
    fn many_rows_on_one_line_read_in_linear_time() {
        let rows = 200_000;
        let text = format!("{}\nRB", "RB ".repeat(rows - 1));
        let grid = Grid::read(&mut Scanner::new(text.as_bytes()), rows, 2, b"RB").unwrap();
        assert_eq!(grid.cells().len(), 2 * rows);
        let mut sc = Scanner::new(text.as_bytes());
        for _ in 0..rows {
            Grid::read(&mut sc, 1, 2, b"RB").unwrap();
        }
        assert!(sc.is_at_end());
        let bad = format!("{}RX", "RB ".repeat(rows - 1));
        let error = Grid::read(&mut Scanner::new(bad.as_bytes()), rows, 2, b"RB").unwrap_err();
        assert_eq!(error.line(), Some(1));
        assert_eq!(error.column(), Some(3 * rows - 1));
    }

    #[test]
    fn errors_name_line_and_column() {
        assert_eq!(
            read(".#\n.a.\n", 2, 3).unwrap_err(),
            "line 1: row 1 has 2 characters, expected 3"
        );
        assert_eq!(
            read("...\n.a.\n", 2, 3).unwrap_err(),
            "line 2, column 2: row 2: 'a' is not a cell of this board (expected '.', '#' or 'X')"
        );
        assert_eq!(
            read("   ..\u{3000}\n", 1, 3).unwrap_err(),
            "line 1, column 6: row 1: the character U+3000 is not a cell of this board \
             (expected '.', '#' or 'X')"
        );
        // Full-width characters count as one each, not as their three bytes.
        assert_eq!(
            read("ＸＸＸ\n", 1, 2).unwrap_err(),
            "line 1: row 1 has 3 characters, expected 2"
        );
        assert_eq!(
            read(". # .\n", 1, 3).unwrap_err(),
            "line 1: row 1 has 1 character, expected 3 (a row is written without spaces \
             between its cells)"
        );
        assert_eq!(
            read("...\n", 2, 3).unwrap_err(),
            "line 1: expected row 2 of the board, found the end of the input"
        );
    }

    #[test]
    fn sizes_are_checked_before_reading() {
        let size = |text: &str| {
            Grid::read_size(&mut Scanner::new(text.as_bytes()), ("n", "m"), 1 << 20)
                .map_err(|e| e.to_string())
        };
        assert_eq!(size("3 4"), Ok((3, 4)));
        assert_eq!(
            size("2048\n1024"),
            Err("line 1: a 2048 × 1024 board is too large (at most 2^20 cells)".to_owned())
        );
        assert!(size("0 4").unwrap_err().contains("n 0"));
    }
}
