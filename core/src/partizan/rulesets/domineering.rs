//! Domineering: Left places a vertical domino, Right a horizontal one, on two empty cells of a
//! board; whoever cannot move loses (Winning Ways, ch. 2 and 10).
//!
//! A board is written as rows of `.` (empty) and `#` (filled) separated by `|`, top row first:
//! `.|.` (a column of two) is worth 1, `..` is −1, `..|..` is `±1`. At most
//! [`MAX_CELLS`](super::grid::MAX_CELLS) cells. Positions are bitboards; a position splits
//! into its 4-connected regions of empty cells, each trimmed to its bounding box and replaced
//! by the least of its mirror images (left-right and top-bottom reflections keep the game; a
//! transposition would swap the players).
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{domineering::Domineering, PartizanGame};
//! let board: Domineering = "..#|...|#..".parse().unwrap();
//! assert_eq!(board.right_options().len(), 4);
//! assert_eq!(board.left_options().len(), 4);
//! let split: Domineering = ".#.|.#.".parse().unwrap();
//! let parts: Vec<String> = split.components().iter().map(ToString::to_string).collect();
//! assert_eq!(parts, [".|.", ".|."]);
//! ```

use super::grid::{parse_rows, Shape};
use super::{ParseError, PartizanGame};
use std::fmt;
use std::str::FromStr;

/// A Domineering position: the empty cells of a board of at most 64 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Domineering {
    shape: Shape,
    empty: u64,
}

impl Domineering {
    /// The position with the empty cells `empty` (bits `row · cols + col`) of a board `shape`.
    ///
    /// # Panics
    /// If `empty` has a bit outside the board.
    pub fn from_bits(shape: Shape, empty: u64) -> Domineering {
        assert!(empty & !shape.all() == 0, "a cell outside the board");
        Domineering { shape, empty }
    }

    /// An empty `rows × cols` board, or `None` when it has no cells or more than 64.
    pub fn rectangle(rows: usize, cols: usize) -> Option<Domineering> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > super::grid::MAX_CELLS {
            return None;
        }
        let shape = Shape {
            rows: rows as u8,
            cols: cols as u8,
        };
        Some(Domineering {
            shape,
            empty: shape.all(),
        })
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The empty cells, bit `row · cols + col`.
    pub fn empty(&self) -> u64 {
        self.empty
    }

    /// The top cells of the vertical dominoes Left can place.
    pub fn left_moves(&self) -> u64 {
        self.empty & (self.empty >> self.shape.cols)
    }

    /// The left cells of the horizontal dominoes Right can place.
    pub fn right_moves(&self) -> u64 {
        self.empty & (self.empty >> 1) & !self.shape.last_column()
    }

    /// The region `empty` of a board `shape`, trimmed and replaced by its least mirror image.
    pub fn normalised(shape: Shape, empty: u64) -> Domineering {
        let mut moved = [empty];
        let shape = shape.trim(empty, &mut moved);
        let a = moved[0];
        let b = shape.flip_columns(a);
        let c = shape.flip_rows(a);
        let d = shape.flip_rows(b);
        Domineering {
            shape,
            empty: a.min(b).min(c).min(d),
        }
    }

    fn after(&self, empty: u64) -> Domineering {
        Domineering {
            shape: self.shape,
            empty,
        }
    }
}

impl PartizanGame for Domineering {
    fn left_options(&self) -> Vec<Self> {
        let cols = self.shape.cols;
        let mut moves = self.left_moves();
        let mut out = Vec::with_capacity(moves.count_ones() as usize);
        while moves != 0 {
            let top = moves & moves.wrapping_neg();
            moves &= moves - 1;
            out.push(self.after(self.empty & !(top | top << cols)));
        }
        out
    }

    fn right_options(&self) -> Vec<Self> {
        let mut moves = self.right_moves();
        let mut out = Vec::with_capacity(moves.count_ones() as usize);
        while moves != 0 {
            let first = moves & moves.wrapping_neg();
            moves &= moves - 1;
            out.push(self.after(self.empty & !(first | first << 1)));
        }
        out
    }

    /// The 4-connected regions of empty cells with two cells or more, each normalised.
    fn components(&self) -> Vec<Self> {
        self.shape
            .regions(self.empty)
            .into_iter()
            .filter(|region| region & (region - 1) != 0)
            .map(|region| Domineering::normalised(self.shape, region))
            .collect()
    }
}

impl fmt::Display for Domineering {
    /// Rows of `.` (empty) and `#` (filled) separated by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let empty = self.empty;
        f.write_str(
            &self
                .shape
                .draw(|i| if empty >> i & 1 == 1 { '.' } else { '#' }),
        )
    }
}

impl FromStr for Domineering {
    type Err = ParseError;

    /// Rows of `.` and `#` separated by `|`, all of one length, at most 64 cells.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column of a bad character, of the end of a row of another
    /// length or an empty row, or of the 65th cell.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (shape, cells) = parse_rows(text, "Domineering board", ". empty, # filled", |c| {
            c == '.' || c == '#'
        })?;
        Ok(Domineering {
            shape,
            empty: shape.mask_of(&cells, |c| c == '.'),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Domineering;
    use crate::partizan::rulesets::PartizanGame;
    use rstest::rstest;

    fn strings(positions: &[Domineering]) -> Vec<String> {
        let mut out: Vec<String> = positions.iter().map(ToString::to_string).collect();
        out.sort();
        out
    }

    #[rstest]
    #[case("..|..", &["#.|#.", ".#|.#"], &["##|..", "..|##"])]
    #[case("...", &[], &["##.", ".##"])]
    #[case(".|.|.", &["#|#|.", ".|#|#"], &[])]
    #[case(".#|..", &["##|#."], &[".#|##"])]
    fn options_follow_the_rules(
        #[case] board: &str,
        #[case] left: &[&str],
        #[case] right: &[&str],
    ) {
        let p: Domineering = board.parse().unwrap();
        assert_eq!(strings(&p.left_options()), left, "{board}");
        assert_eq!(strings(&p.right_options()), right, "{board}");
    }

    #[rstest]
    #[case("..#|...|#..", &["#..|...|..#"])]
    #[case("#..|...|..#", &["#..|...|..#"])] // its mirror image
    #[case(".#.|###|.#.", &[])] // four single cells: no move
    #[case("..#.|####|..#.", &["..", ".."])]
    #[case("###|#.#|#.#", &[".|."])]
    fn components_are_trimmed_and_normalised(#[case] board: &str, #[case] parts: &[&str]) {
        let p: Domineering = board.parse().unwrap();
        assert_eq!(strings(&p.components()), parts, "{board}");
    }

    #[test]
    fn normalisation_picks_one_of_the_four_mirror_images() {
        let images = ["..#|.##", "#..|##.", ".##|..#", "##.|#.."];
        let forms: Vec<Domineering> = images
            .iter()
            .map(|t| t.parse::<Domineering>().unwrap().components()[0])
            .collect();
        assert!(forms.iter().all(|f| *f == forms[0]), "{forms:?}");
        let rotated: Domineering = "...|.#.".parse().unwrap(); // not a mirror image of ..#|.##
        assert_ne!(rotated.components()[0], forms[0]);
    }

    #[test]
    fn rectangles_within_the_limit() {
        assert_eq!(
            Domineering::rectangle(8, 8)
                .unwrap()
                .left_moves()
                .count_ones(),
            56
        );
        assert!(Domineering::rectangle(5, 13).is_none());
        assert!(Domineering::rectangle(0, 3).is_none());
        assert_eq!(
            Domineering::rectangle(1, 64)
                .unwrap()
                .right_moves()
                .count_ones(),
            63
        );
    }
}
