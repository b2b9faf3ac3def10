//! Blue-Red Hackenbush strings as positions: a stalk of edges from the ground up, Left cuts a
//! Blue edge, Right a Red one, and everything above the cut falls. The values are Berlekamp's
//! ([`string_value`](crate::partizan::blue_red::string_value)); this adapter lets the
//! [`solver`](crate::partizan::solver) check them from the rules.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{hackenbush::BlueRedString, PartizanGame};
//! let stalk: BlueRedString = "BBRB".parse().unwrap();
//! let left: Vec<String> = stalk.left_options().iter().map(ToString::to_string).collect();
//! assert_eq!(left, ["", "B", "BBR"]);
//! assert_eq!(stalk.right_options()[0].to_string(), "BB");
//! ```

use super::{ParseError, PartizanGame};
use crate::partizan::blue_red::Colour;
use std::fmt;
use std::str::FromStr;

/// The longest string: its value's denominator `2^(length − 1)` stays within a
/// [`Dyadic`](crate::partizan::dyadic::Dyadic).
pub const MAX_EDGES: usize = 60;

/// A stalk: bit `i` of `blue` is set when edge `i` from the ground is Blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlueRedString {
    len: u8,
    blue: u64,
}

impl BlueRedString {
    /// The edges from the ground up.
    pub fn colours(&self) -> Vec<Colour> {
        (0..self.len)
            .map(|i| {
                if self.blue >> i & 1 == 1 {
                    Colour::Blue
                } else {
                    Colour::Red
                }
            })
            .collect()
    }

    fn cuts(&self, of_blue: bool) -> Vec<BlueRedString> {
        (0..self.len)
            .filter(|&i| (self.blue >> i & 1 == 1) == of_blue)
            .map(|i| BlueRedString {
                len: i,
                blue: self.blue & ((1u64 << i) - 1),
            })
            .collect()
    }
}

impl PartizanGame for BlueRedString {
    fn left_options(&self) -> Vec<Self> {
        self.cuts(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.cuts(false)
    }
}

impl fmt::Display for BlueRedString {
    /// `B` for Blue, `R` for Red, from the ground up; the empty string for no edge.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self
            .colours()
            .into_iter()
            .map(|c| if c == Colour::Blue { 'B' } else { 'R' })
            .collect();
        f.write_str(&text)
    }
}

impl FromStr for BlueRedString {
    type Err = ParseError;

    /// `B` or `L` for a Blue edge, `R` for a Red one, from the ground up; the empty text is the
    /// empty stalk (0).
    ///
    /// # Errors
    /// A [`ParseError`] at the first other character or at the 61st edge.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut stalk = BlueRedString { len: 0, blue: 0 };
        for (i, c) in text.chars().enumerate() {
            if i == MAX_EDGES {
                return Err(ParseError::new(
                    i + 1,
                    format!("the string has more than {MAX_EDGES} edges (at most {MAX_EDGES})"),
                ));
            }
            match c {
                'B' | 'L' => stalk.blue |= 1u64 << i,
                'R' => {}
                _ => {
                    return Err(ParseError::new(
                        i + 1,
                        format!("{c:?} is not an edge colour (B or L Blue, R Red)"),
                    ))
                }
            }
            stalk.len += 1;
        }
        Ok(stalk)
    }
}
