//! Blue-Red Hackenbush from its rules: strings as positions (a stalk of edges from the ground
//! up, Left cuts a Blue edge, Right a Red one, and everything above the cut falls) and the
//! value of any small picture by search ([`picture_value`]). The strings' values are Berlekamp's
//! ([`string_value`](super::string_value)); this adapter lets the
//! [`solver`](crate::partizan::solver) check them from the rules.
//!
//! # Example
//! ```
//! use gamecore::partizan::{blue_red::BlueRedString, rulesets::PartizanGame};
//! let stalk: BlueRedString = "BBRB".parse().unwrap();
//! let left: Vec<String> = stalk.left_options().iter().map(ToString::to_string).collect();
//! assert_eq!(left, ["", "B", "BBR"]);
//! assert_eq!(stalk.right_options()[0].to_string(), "BB");
//! ```

use super::super::super::hackenbush::grounded_edges;
use super::super::dyadic::Dyadic;
use super::super::number_game::NumberGameSolver;
use super::super::rulesets::{ParseError, PartizanGame};
use super::Colour;
use std::fmt;
use std::str::FromStr;

/// The longest string: its value's denominator `2^(length − 1)` stays within a
/// [`Dyadic`].
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

/// The most edges [`picture_value`] searches over.
pub const PICTURE_EDGE_LIMIT: usize = 24;

/// A picture [`picture_value`] will not search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyEdges {
    /// The number of edges given.
    pub edges: usize,
}

impl fmt::Display for TooManyEdges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a picture of {} edges is too large to search (at most {PICTURE_EDGE_LIMIT})",
            self.edges
        )
    }
}

crate::impl_error!(TooManyEdges);

/// The value of any small Blue-Red Hackenbush picture — cycles, loops, parallel edges, shared
/// vertices — by searching its positions (sets of remaining edges) with the
/// [`NumberGameSolver`]. Vertex 0 is the ground (merge every ground point into it); an edge
/// is `(u, v, colour)`.
///
/// # Errors
/// [`TooManyEdges`] for more than [`PICTURE_EDGE_LIMIT`] edges.
///
/// # Panics
/// If a vertex number does not fit in a `u32`.
///
/// # Example
/// ```
/// use gamecore::partizan::blue_red::Colour::{Blue, Red};
/// use gamecore::partizan::blue_red::picture_value;
/// // A triangle on the ground vertex: two Blue sides and a Red one. Left's best cut (1–2)
/// // leaves B + R = 0; Right's only cut leaves the stalk BB = 2; {0 | 2} = 1.
/// let triangle = [(0, 1, Blue), (1, 2, Blue), (2, 0, Red)];
/// assert_eq!(picture_value(&triangle).unwrap().to_string(), "1");
/// ```
///
/// # Complexity
/// Up to 2^m positions for m edges, each O(m · (m + vertices)) to move from.
pub fn picture_value(edges: &[(usize, usize, Colour)]) -> Result<Dyadic, TooManyEdges> {
    if edges.len() > PICTURE_EDGE_LIMIT {
        return Err(TooManyEdges { edges: edges.len() });
    }
    let pairs: Vec<(u32, u32)> = edges
        .iter()
        .map(|&(u, v, _)| {
            let vertex = |x: usize| u32::try_from(x).expect("a vertex number fits in a u32");
            (vertex(u), vertex(v))
        })
        .collect();
    // The edges of `alive` still connected to the ground (Green Hackenbush's flood fill).
    let grounded = |alive: u32| -> u32 {
        let kept = grounded_edges(&pairs, 0, u64::from(alive));
        u32::try_from(kept).expect("at most PICTURE_EDGE_LIMIT edges")
    };
    let cuts = |colour: Colour| {
        move |&alive: &u32, out: &mut Vec<u32>| {
            for (i, &(_, _, c)) in edges.iter().enumerate() {
                if c == colour && alive >> i & 1 == 1 {
                    out.push(grounded(alive & !(1 << i)));
                }
            }
        }
    };
    let all = if edges.is_empty() {
        0
    } else {
        u32::MAX >> (32 - edges.len())
    };
    let value = NumberGameSolver::new()
        .value(&grounded(all), cuts(Colour::Blue), cuts(Colour::Red))
        .expect("every Blue-Red Hackenbush position is a number");
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::picture_value;
    use crate::partizan::blue_red::Colour;

    #[test]
    fn pictures_with_cycles_and_shared_vertices() {
        use Colour::{Blue, Red};
        // Two parallel edges to the ground behave like two separate edges.
        assert_eq!(picture_value(&[(0, 1, Blue), (0, 1, Red)]).unwrap(), 0);
        // A loop at a Blue edge's top: cutting the loop (Red) leaves B, cutting B takes both.
        assert_eq!(
            picture_value(&[(0, 1, Blue), (1, 1, Red)]).unwrap(),
            "1/2".parse::<crate::partizan::dyadic::Dyadic>().unwrap()
        );
        // An all-Blue triangle on the ground: every cut leaves the rest grounded, so Left has
        // three moves in all.
        let blue_triangle = [(0, 1, Blue), (1, 2, Blue), (2, 0, Blue)];
        assert_eq!(picture_value(&blue_triangle).unwrap(), 3);
        assert_eq!(picture_value(&[]).unwrap(), 0);
        let too_many: Vec<_> = (1..=25).map(|v| (0, v, Blue)).collect();
        assert!(picture_value(&too_many).is_err());
    }
}
