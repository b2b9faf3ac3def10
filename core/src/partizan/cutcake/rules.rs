//! Cutcake and Maundy Cake as positions (Winning Ways, ch. 2): pieces of cake `width x height`; Left
//! (Vertical) cuts one piece along a vertical grid line, splitting its width, Right
//! (Horizontal) splits a height. The orientation is that of
//! [`cutcake_value`](super::cutcake_value)`(width, height)`, whose closed
//! form the [`solver`](crate::partizan::solver) checks from these rules. Maundy Cake's
//! positions ([`Maundy`]) are here too, checked against [`maundy_value`](super::maundy_value).
//!
//! # Example
//! ```
//! use gamecore::partizan::{cutcake::Cutcake, rulesets::PartizanGame};
//! let cake: Cutcake = "3x2".parse().unwrap();
//! let left: Vec<String> = cake.left_options().iter().map(ToString::to_string).collect();
//! assert_eq!(left, ["1x2 + 2x2"]);
//! let two: Cutcake = "3x2 + 1x1 + 2x1".parse().unwrap();
//! assert_eq!(two.components().len(), 2); // 1x1 has no cut
//! ```

use super::super::rulesets::{ParseError, PartizanGame};
use std::fmt;
use std::str::FromStr;

/// The longest side of a piece.
pub const MAX_SIDE: u8 = 64;
/// The most pieces in a position.
pub const MAX_PIECES: usize = 64;

/// A Cutcake position: its pieces `(width, height)`, sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cutcake {
    pieces: Vec<(u8, u8)>,
}

impl Cutcake {
    /// One piece `width x height`, or `None` when a side is 0 or more than [`MAX_SIDE`].
    pub fn piece(width: u8, height: u8) -> Option<Cutcake> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return None;
        }
        Some(Cutcake {
            pieces: vec![(width, height)],
        })
    }

    /// The pieces `(width, height)`.
    pub fn pieces(&self) -> &[(u8, u8)] {
        &self.pieces
    }

    /// Every position after one cut: `vertical` cuts split a width, otherwise a height.
    fn cuts(&self, vertical: bool) -> Vec<Cutcake> {
        let mut out = Vec::new();
        for (k, &(w, h)) in self.pieces.iter().enumerate() {
            if k > 0 && self.pieces[k - 1] == (w, h) {
                continue; // the same cuts as the equal piece before
            }
            let side = if vertical { w } else { h };
            for part in 1..=side / 2 {
                let mut pieces = self.pieces.clone();
                pieces.remove(k);
                if vertical {
                    pieces.push((part, h));
                    pieces.push((w - part, h));
                } else {
                    pieces.push((w, part));
                    pieces.push((w, h - part));
                }
                pieces.sort_unstable();
                out.push(Cutcake { pieces });
            }
        }
        out
    }
}

impl PartizanGame for Cutcake {
    fn left_options(&self) -> Vec<Self> {
        self.cuts(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.cuts(false)
    }

    /// Each piece with a cut, on its own.
    fn components(&self) -> Vec<Self> {
        self.pieces
            .iter()
            .filter(|&&(w, h)| w > 1 || h > 1)
            .map(|&piece| Cutcake {
                pieces: vec![piece],
            })
            .collect()
    }
}

impl fmt::Display for Cutcake {
    /// `WxH` pieces joined by ` + `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, (w, h)) in self.pieces.iter().enumerate() {
            if k > 0 {
                f.write_str(" + ")?;
            }
            write!(f, "{w}x{h}")?;
        }
        Ok(())
    }
}

impl FromStr for Cutcake {
    type Err = ParseError;

    /// Pieces `WxH` (width, then height; each 1 to 64) joined by `+`, spaces allowed around
    /// the `+`; at most 64 pieces.
    ///
    /// # Errors
    /// A [`ParseError`] at the column of the first malformed piece or side.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut pieces = Vec::new();
        let mut column = 1usize; // in characters
        for part in text.split('+') {
            let start = column + part.chars().take_while(|c| c.is_whitespace()).count();
            let piece = part.trim();
            let bad = |message: String| ParseError::new(start, message);
            if pieces.len() == MAX_PIECES {
                return Err(bad(format!(
                    "more than {MAX_PIECES} pieces (at most {MAX_PIECES})"
                )));
            }
            let (w, h) = piece.split_once(['x', 'X']).ok_or_else(|| {
                bad(format!(
                    "{piece:?} is not a piece like 4x3 (width x height)"
                ))
            })?;
            let side = |s: &str| match s.parse::<u8>() {
                Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
                _ => Err(bad(format!(
                    "{piece:?}: the side {s:?} is not a whole number from 1 to {MAX_SIDE}"
                ))),
            };
            pieces.push((side(w)?, side(h)?));
            column += part.chars().count() + 1;
        }
        pieces.sort_unstable();
        Ok(Cutcake { pieces })
    }
}

/// A Maundy Cake position: pieces `(a, b)`, sorted; Left splits the `b` sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Maundy {
    pieces: Vec<(u32, u32)>,
}

impl Maundy {
    /// One piece `(a, b)`.
    pub fn piece(a: u32, b: u32) -> Maundy {
        Maundy {
            pieces: vec![(a, b)],
        }
    }

    fn moves(&self, left: bool) -> Vec<Maundy> {
        let mut out = Vec::new();
        for (k, &(a, b)) in self.pieces.iter().enumerate() {
            let side = if left { b } else { a };
            for d in 2..=side {
                if side % d != 0 {
                    continue;
                }
                let mut pieces = self.pieces.clone();
                pieces.remove(k);
                for _ in 0..d {
                    pieces.push(if left { (a, b / d) } else { (a / d, b) });
                }
                pieces.sort_unstable();
                out.push(Maundy { pieces });
            }
        }
        out
    }
}

impl PartizanGame for Maundy {
    fn left_options(&self) -> Vec<Self> {
        self.moves(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false)
    }

    fn components(&self) -> Vec<Self> {
        self.pieces
            .iter()
            .filter(|&&(a, b)| a > 1 || b > 1)
            .map(|&(a, b)| Maundy::piece(a, b))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Cutcake;

    #[test]
    fn parse_errors_name_the_column() {
        let e = |t: &str| t.parse::<Cutcake>().unwrap_err().to_string();
        assert_eq!(
            e("3x2 + 3y"),
            "column 7: \"3y\" is not a piece like 4x3 (width x height)"
        );
        assert_eq!(
            e("3x0"),
            "column 1: \"3x0\": the side \"0\" is not a whole number from 1 to 64"
        );
        assert_eq!(
            e(""),
            "column 1: \"\" is not a piece like 4x3 (width x height)"
        );
        assert_eq!(
            "2x3+1x1".parse::<Cutcake>().unwrap().to_string(),
            "1x1 + 2x3"
        );
    }
}
