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
//! Positions split into independent parts for the solver: a graph into the connected parts of
//! the vertices someone may still colour, a Clobber board (at most 64 cells) into its groups of
//! stones holding both colours, each trimmed and taken up to the eight symmetries of the board.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{graphs::{Clobber, VertexGame}, PartizanGame};
//! let col = VertexGame::col(".-.").unwrap();
//! assert_eq!(col.left_options().len(), 2);
//! let board = Clobber::new("xo").unwrap();
//! assert_eq!(board.left_options().len(), 1);
//! ```

use super::grid::{parse_rows, Shape};
use super::{ParseError, PartizanGame};
use std::fmt;
use std::rc::Rc;

/// The most vertices of a graph.
pub const MAX_VERTICES: usize = 40;

/// Col or Snort: the vertices still there and their tints.
///
/// Positions of one game share its graph: equality compares the graphs (at once when they
/// are the same allocation), the hash only the vertex sets and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl std::hash::Hash for VertexGame {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.snort, self.alive, self.tint_left, self.tint_right).hash(state);
    }
}

impl PartizanGame for VertexGame {
    fn left_options(&self) -> Vec<Self> {
        self.moves(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false)
    }

    /// The connected parts of the graph of the vertices someone may still colour, each with
    /// its tints. A vertex tinted by both players is dead under both rules (Col bars your own
    /// tint, Snort the other's) and never tints again once no one can colour it, so it is
    /// left out, and it no longer joins its neighbours.
    fn components(&self) -> Vec<Self> {
        let live = self.alive & !(self.tint_left & self.tint_right);
        let mut rest = live;
        let mut out = Vec::new();
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            let mut frontier = part;
            while frontier != 0 {
                let v = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = self.adjacent[v] & live & !part;
                part |= new;
                frontier |= new;
            }
            rest &= !part;
            out.push(VertexGame {
                adjacent: Rc::clone(&self.adjacent),
                snort: self.snort,
                alive: part,
                tint_left: self.tint_left & part,
                tint_right: self.tint_right & part,
            });
        }
        out
    }
}

/// A Clobber position on a board of at most 64 cells: Left's stones (`x`) and Right's (`o`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Clobber {
    shape: Shape,
    left: u64,
    right: u64,
}

impl Clobber {
    /// Reads rows of `x` (Left), `o` (Right) and `.` (empty), any case, joined by `|`, at
    /// most 64 cells.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column of a bad character, a ragged or empty row, or the
    /// 65th cell.
    pub fn new(text: &str) -> Result<Clobber, ParseError> {
        let (shape, cells) = parse_rows(text, "Clobber board", "x Left, o Right, . empty", |c| {
            "xoXO.".contains(c)
        })?;
        Ok(Clobber {
            shape,
            left: shape.mask_of(&cells, |c| c.eq_ignore_ascii_case(&'x')),
            right: shape.mask_of(&cells, |c| c.eq_ignore_ascii_case(&'o')),
        })
    }

    /// `own`'s stones each moved onto an adjacent stone of `other`'s, which is removed.
    fn moves(&self, left: bool) -> Vec<Clobber> {
        let (own, other) = if left {
            (self.left, self.right)
        } else {
            (self.right, self.left)
        };
        let mut out = Vec::new();
        let mut stones = own & self.shape.neighbours(other);
        while stones != 0 {
            let from = stones & stones.wrapping_neg();
            stones &= stones - 1;
            let mut targets = self.shape.neighbours(from) & other;
            while targets != 0 {
                let to = targets & targets.wrapping_neg();
                targets &= targets - 1;
                let (own, other) = (own & !from | to, other & !to);
                let (left, right) = if left { (own, other) } else { (other, own) };
                out.push(Clobber {
                    shape: self.shape,
                    left,
                    right,
                });
            }
        }
        out
    }
}

impl PartizanGame for Clobber {
    fn left_options(&self) -> Vec<Self> {
        self.moves(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false)
    }

    /// The 4-connected groups of stones that hold stones of both players (a group of one
    /// colour has no move for anyone: 0), each trimmed and replaced by the least of its eight
    /// symmetric images (all keep Clobber's rules and players).
    fn components(&self) -> Vec<Self> {
        self.shape
            .regions(self.left | self.right)
            .into_iter()
            .filter(|&group| group & self.left != 0 && group & self.right != 0)
            .map(|group| {
                let (shape, [left, right]) = self.shape.least_image(group, [self.left, self.right]);
                Clobber { shape, left, right }
            })
            .collect()
    }
}

impl fmt::Display for Clobber {
    /// Rows of `x`, `o` and `.` joined by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shape.draw(|i| {
            if self.left >> i & 1 == 1 {
                'x'
            } else if self.right >> i & 1 == 1 {
                'o'
            } else {
                '.'
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::Clobber;
    use crate::partizan::rulesets::PartizanGame;

    #[test]
    fn clobber_splits_into_groups_of_both_colours() {
        let board = Clobber::new("xo.x|...x|o..o").unwrap();
        assert_eq!(board.left_options().len(), 2);
        assert_eq!(board.right_options().len(), 2);
        // x o at the top left; x x o down the right; the o at the bottom left is alone.
        let parts: Vec<String> = board.components().iter().map(ToString::to_string).collect();
        assert_eq!(parts.len(), 2, "{parts:?}");
        assert_eq!(
            Clobber::new("xo|xy").unwrap_err().to_string(),
            "column 5: 'y' is not a cell of a Clobber board (x Left, o Right, . empty)"
        );
    }

    #[test]
    fn the_eight_symmetries_give_one_form() {
        let images = [
            "xo|o.|x.", "ox|.o|.x", "x.|o.|xo", ".x|.o|ox", "xox|o..", "xox|..o", "o..|xox",
            "..o|xox",
        ];
        let forms: Vec<Clobber> = images
            .iter()
            .map(|t| Clobber::new(t).unwrap().components()[0])
            .collect();
        assert!(forms.iter().all(|f| *f == forms[0]), "{forms:?}");
        assert_ne!(forms[0], Clobber::new("ox|x.|o.").unwrap().components()[0]);
    }
}
