//! Col and Snort on small graphs written as CGSuite writes them, and Clobber on a grid.
//!
//! A vertex string: `.` an untinted vertex, `L` / `R` a vertex tinted Left / Right (next to a
//! vertex of that player's colour), `-` an edge from the vertex before to the next, and
//! `(a;b;…)` branches from the vertex before, each starting with its `-` (`R-.-R-.-L` is a
//! path, `.-.-.(-.;-.)` a path of three with two leaves on its last vertex).
//!
//! | ruleset | move |
//! |---|---|
//! | [`VertexGame`] Col | colour a vertex not tinted with your own colour: it leaves the graph and tints its neighbours with your colour |
//! | [`VertexGame`] Snort | the same, but never a vertex tinted with the other player's colour |
//! | [`Clobber`] | move a stone of yours onto an orthogonally adjacent stone of the other player's, which is removed |
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{graphs::{Clobber, VertexGame}, PartizanGame};
//! let col = VertexGame::col(".-.").unwrap();
//! assert_eq!(col.left_options().len(), 2);
//! let board = Clobber::new("xo").unwrap();
//! assert_eq!(board.left_options().len(), 1);
//! ```

use super::{ParseError, PartizanGame};
use std::rc::Rc;

/// The most vertices of a graph, and cells of a Clobber board.
pub const MAX_VERTICES: usize = 40;

/// Col or Snort: the vertices still there and their tints.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VertexGame {
    /// Neighbours of each vertex, as bits.
    adjacent: Rc<Vec<u64>>,
    snort: bool,
    alive: u64,
    tint_left: u64,
    tint_right: u64,
}

impl VertexGame {
    /// A Col position.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column.
    pub fn col(text: &str) -> Result<VertexGame, ParseError> {
        VertexGame::new(text, false)
    }

    /// A Snort position.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column.
    pub fn snort(text: &str) -> Result<VertexGame, ParseError> {
        VertexGame::new(text, true)
    }

    fn new(text: &str, snort: bool) -> Result<VertexGame, ParseError> {
        let mut adjacent: Vec<u64> = Vec::new();
        let (mut tint_left, mut tint_right) = (0u64, 0u64);
        let mut current: Option<usize> = None;
        let mut edge = false;
        let mut stack: Vec<Option<usize>> = Vec::new();
        for (i, c) in text.chars().enumerate() {
            let column = i + 1;
            let bad = || {
                ParseError::new(
                    column,
                    format!(
                        "{c:?} does not belong here (a graph: . L R vertices, - edges, (a;b) \
                         branches)"
                    ),
                )
            };
            match c {
                '.' | 'L' | 'R' | 'l' | 'r' => {
                    let v = adjacent.len();
                    if v == MAX_VERTICES {
                        return Err(ParseError::new(
                            column,
                            format!("more than {MAX_VERTICES} vertices"),
                        ));
                    }
                    adjacent.push(0);
                    match c {
                        'L' | 'l' => tint_left |= 1 << v,
                        'R' | 'r' => tint_right |= 1 << v,
                        _ => {}
                    }
                    if edge {
                        let u = current.ok_or_else(bad)?;
                        adjacent[u] |= 1 << v;
                        adjacent[v] |= 1 << u;
                    }
                    edge = false;
                    current = Some(v);
                }
                '-' if current.is_some() && !edge => edge = true,
                '(' if !edge => stack.push(current),
                ';' if !edge && !stack.is_empty() => current = stack[stack.len() - 1],
                ')' if !edge && !stack.is_empty() => current = stack.pop().unwrap_or(None),
                _ => return Err(bad()),
            }
        }
        if edge || !stack.is_empty() {
            return Err(ParseError::new(
                text.chars().count() + 1,
                "the graph ends inside an edge or a branch",
            ));
        }
        let alive = if adjacent.is_empty() {
            0
        } else {
            u64::MAX >> (64 - adjacent.len())
        };
        Ok(VertexGame {
            adjacent: Rc::new(adjacent),
            snort,
            alive,
            tint_left,
            tint_right,
        })
    }

    fn moves(&self, left: bool) -> Vec<VertexGame> {
        let (own, other) = if left {
            (self.tint_left, self.tint_right)
        } else {
            (self.tint_right, self.tint_left)
        };
        let barred = if self.snort { other } else { own };
        let mut out = Vec::new();
        for v in 0..self.adjacent.len() {
            if self.alive >> v & 1 == 0 || barred >> v & 1 == 1 {
                continue;
            }
            let mut next = self.clone();
            next.alive &= !(1 << v);
            let tint = self.adjacent[v] & next.alive;
            if left {
                next.tint_left |= tint;
            } else {
                next.tint_right |= tint;
            }
            next.tint_left &= next.alive;
            next.tint_right &= next.alive;
            out.push(next);
        }
        out
    }
}

impl PartizanGame for VertexGame {
    fn left_options(&self) -> Vec<Self> {
        self.moves(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false)
    }
}

/// A Clobber board: `b'x'` Left's stones, `b'o'` Right's, `b'.'` empty, row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clobber {
    cols: usize,
    cells: Vec<u8>,
}

impl Clobber {
    /// Reads rows of `x`, `o`, `.` joined by `|` (all rows of one length).
    ///
    /// # Errors
    /// A [`ParseError`] naming the column.
    pub fn new(text: &str) -> Result<Clobber, ParseError> {
        let mut cells = Vec::new();
        let mut cols = None;
        let mut row = 0usize;
        for (i, c) in text.chars().enumerate() {
            let column = i + 1;
            match c.to_ascii_lowercase() {
                '|' => {
                    if *cols.get_or_insert(row) != row {
                        return Err(ParseError::new(column, "the rows differ in length"));
                    }
                    row = 0;
                }
                'x' | 'o' | '.' => {
                    if cells.len() == MAX_VERTICES {
                        return Err(ParseError::new(
                            column,
                            format!("more than {MAX_VERTICES} cells"),
                        ));
                    }
                    cells.push(c.to_ascii_lowercase() as u8);
                    row += 1;
                }
                _ => {
                    return Err(ParseError::new(
                        column,
                        format!(
                            "{c:?} is not a cell of a Clobber board (x Left, o Right, . empty)"
                        ),
                    ))
                }
            }
        }
        if *cols.get_or_insert(row) != row {
            return Err(ParseError::new(
                text.chars().count() + 1,
                "the rows differ in length",
            ));
        }
        Ok(Clobber {
            cols: cols.unwrap_or(0),
            cells,
        })
    }

    fn moves(&self, own: u8, other: u8) -> Vec<Clobber> {
        let mut out = Vec::new();
        let cols = self.cols.max(1);
        for i in 0..self.cells.len() {
            if self.cells[i] != own {
                continue;
            }
            let (r, c) = (i / cols, i % cols);
            let mut targets = Vec::new();
            if c > 0 {
                targets.push(i - 1);
            }
            if c + 1 < cols {
                targets.push(i + 1);
            }
            if r > 0 {
                targets.push(i - cols);
            }
            if i + cols < self.cells.len() {
                targets.push(i + cols);
            }
            for t in targets {
                if self.cells[t] == other {
                    let mut next = self.clone();
                    next.cells[i] = b'.';
                    next.cells[t] = own;
                    out.push(next);
                }
            }
        }
        out
    }
}

impl PartizanGame for Clobber {
    fn left_options(&self) -> Vec<Self> {
        self.moves(b'x', b'o')
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(b'o', b'x')
    }
}
