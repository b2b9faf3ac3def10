//! Snort on grid graphs (Winning Ways, ch. 6): players take turns to colour a vertex of the
//! graph, Left blue and Right red, never next to a vertex of the opponent's colour; whoever
//! cannot move loses. The graph is a board's cells with edges between 4-neighbours.
//!
//! A position keeps no coloured vertex: colouring a vertex *tints* its neighbours (a vertex
//! next to a Left colour may only be coloured by Left, and the other way round), a vertex
//! tinted by both is dead and removed, and the coloured vertex itself is removed. The text has
//! `.` for an uncoloured vertex, `#` for no vertex, `L` / `R` for a vertex coloured by Left /
//! Right, and `l` / `r` for one only Left / only Right may colour. At most 64 cells. A position
//! splits into its 4-connected regions, each normalised under all eight symmetries of the
//! square (they all keep Snort's graph and players).
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{snort::Snort, PartizanGame};
//! let path: Snort = "..".parse().unwrap(); // two joined vertices: ±1
//! assert_eq!(path.left_options()[0].to_string(), "#l");
//! let tinted: Snort = "L..R".parse().unwrap();
//! assert_eq!(tinted.to_string(), "#lr#");
//! assert_eq!(tinted.components().len(), 1);
//! ```

use super::grid::{parse_rows, Shape};
use super::{ParseError, PartizanGame};
use std::fmt;
use std::str::FromStr;

/// A Snort position on a grid graph of at most 64 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Snort {
    shape: Shape,
    /// Vertices either player may colour.
    free: u64,
    /// Vertices only Left may colour (next to a Left colour).
    left_only: u64,
    /// Vertices only Right may colour.
    right_only: u64,
}

impl Snort {
    fn live(&self) -> u64 {
        self.free | self.left_only | self.right_only
    }

    /// Colours `cell` for Left (`left`) or Right and tints its neighbours.
    fn colour(&self, cell: u64, left: bool) -> Snort {
        let near = self.shape.neighbours(cell);
        let mut next = *self;
        next.free &= !cell;
        next.left_only &= !cell;
        next.right_only &= !cell;
        if left {
            next.left_only |= next.free & near;
            next.free &= !near;
            next.right_only &= !near; // tinted by both: dead
        } else {
            next.right_only |= next.free & near;
            next.free &= !near;
            next.left_only &= !near;
        }
        next
    }

    fn moves(&self, left: bool) -> Vec<Snort> {
        let mut rest = self.free
            | if left {
                self.left_only
            } else {
                self.right_only
            };
        let mut out = Vec::with_capacity(rest.count_ones() as usize);
        while rest != 0 {
            let cell = rest & rest.wrapping_neg();
            rest &= rest - 1;
            out.push(self.colour(cell, left));
        }
        out
    }

    /// The region `within` trimmed and replaced by the least of its eight symmetric images.
    fn normalised(&self, within: u64) -> Snort {
        let (shape, [free, left_only, right_only]) = self
            .shape
            .least_image(within, [self.free, self.left_only, self.right_only]);
        Snort {
            shape,
            free,
            left_only,
            right_only,
        }
    }
}

impl PartizanGame for Snort {
    fn left_options(&self) -> Vec<Self> {
        self.moves(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false)
    }

    /// The 4-connected regions of live vertices, normalised.
    fn components(&self) -> Vec<Self> {
        self.shape
            .regions(self.live())
            .into_iter()
            .map(|region| self.normalised(region))
            .collect()
    }
}

impl fmt::Display for Snort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shape.draw(|i| {
            if self.free >> i & 1 == 1 {
                '.'
            } else if self.left_only >> i & 1 == 1 {
                'l'
            } else if self.right_only >> i & 1 == 1 {
                'r'
            } else {
                '#'
            }
        }))
    }
}

impl FromStr for Snort {
    type Err = ParseError;

    /// Rows of `.`, `#`, `L`, `R`, `l`, `r` separated by `|`, at most 64 cells.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column of a bad character, a ragged or empty row, the 65th
    /// cell, or a Left and a Right colour next to each other (no play reaches that).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (shape, cells) = parse_rows(
            text,
            "Snort board",
            ". uncoloured, # none, L R coloured, l r only Left / Right may colour",
            |c| ".#LRlr".contains(c),
        )?;
        let left = shape.mask_of(&cells, |c| c == 'L');
        let right = shape.mask_of(&cells, |c| c == 'R');
        let clash = left & shape.neighbours(right);
        if clash != 0 {
            let cell = clash.trailing_zeros() as usize;
            let column = cell + cell / usize::from(shape.cols) + 1; // the | separators
            return Err(ParseError::new(
                column,
                "a Left colour next to a Right colour (Snort never allows it)",
            ));
        }
        let mut position = Snort {
            shape,
            free: shape.mask_of(&cells, |c| c == '.'),
            left_only: shape.mask_of(&cells, |c| c == 'l'),
            right_only: shape.mask_of(&cells, |c| c == 'r'),
        };
        let near_left = shape.neighbours(left);
        let near_right = shape.neighbours(right);
        position.left_only |= position.free & near_left;
        position.right_only |= position.free & near_right;
        position.free &= !(near_left | near_right);
        // Tinted by both, in any way: dead.
        let dead = (position.left_only & (near_right | position.right_only))
            | (position.right_only & near_left);
        position.left_only &= !dead;
        position.right_only &= !dead;
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::Snort;
    use crate::partizan::rulesets::PartizanGame;

    #[test]
    fn colouring_tints_and_kills() {
        let p: Snort = ".l.|...".parse().unwrap();
        let after: Vec<String> = p.right_options().iter().map(ToString::to_string).collect();
        // Right cannot colour the l; colouring next to it kills it.
        assert!(after.contains(&"##.|r..".to_string()), "{after:?}");
        assert_eq!(p.right_options().len(), 5);
        assert_eq!(p.left_options().len(), 6);
        let q: Snort = "L.R".parse().unwrap();
        assert_eq!(q.to_string(), "###");
        assert!(q.components().is_empty());
        assert_eq!(
            "LR".parse::<Snort>().unwrap_err().to_string(),
            "column 1: a Left colour next to a Right colour (Snort never allows it)"
        );
    }

    #[test]
    fn the_eight_symmetries_give_one_form() {
        let images = [
            "..|.#|.#", "..|#.|#.", ".#|.#|..", "#.|#.|..", "...|.##", "...|##.", ".##|...",
            "##.|...",
        ];
        let forms: Vec<Snort> = images
            .iter()
            .map(|t| t.parse::<Snort>().unwrap().components()[0])
            .collect();
        assert!(forms.iter().all(|f| *f == forms[0]), "{forms:?}");
    }
}
