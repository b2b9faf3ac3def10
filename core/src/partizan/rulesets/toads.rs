//! Toads-and-Frogs (Winning Ways, ch. 1): a strip of cells, Left's toads `L` move right and
//! Right's frogs `R` move left, one cell into an empty cell `_`, or jumping over one creature
//! of the other kind into the empty cell just beyond it; whoever cannot move loses.
//!
//! At most [`MAX_CELLS`] cells. A position splits where it is frozen for ever: at `LLRR` (the
//! two toads face two frogs: no one of the four can ever move) into the strip up to `LL` and
//! the strip from `RR`; frogs at the left end and toads at the right end can never move and are
//! dropped, and a part with no creature left is dropped.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{toads::ToadsAndFrogs, PartizanGame};
//! let strip: ToadsAndFrogs = "L_R".parse().unwrap();
//! let left: Vec<String> = strip.left_options().iter().map(ToString::to_string).collect();
//! assert_eq!(left, ["_LR"]);
//! let jumps: ToadsAndFrogs = "LR_".parse().unwrap();
//! assert_eq!(jumps.left_options()[0].to_string(), "_RL");
//! let frozen: ToadsAndFrogs = "L_LLRR_R".parse().unwrap();
//! let parts: Vec<String> = frozen.components().iter().map(ToString::to_string).collect();
//! assert_eq!(parts, ["L_", "_R"]);
//! ```

use super::{ParseError, PartizanGame};
use std::fmt;
use std::str::FromStr;

/// The longest strip: one bit per cell in a `u64`.
pub const MAX_CELLS: usize = 64;

/// A Toads-and-Frogs strip: bit `i` is cell `i` from the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ToadsAndFrogs {
    len: u8,
    toads: u64,
    frogs: u64,
}

fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

impl ToadsAndFrogs {
    /// Cells in the strip.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the strip has no cell.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn empty_cells(&self) -> u64 {
        !(self.toads | self.frogs) & low_bits(u32::from(self.len))
    }

    /// The cells `from..to` as a strip of their own.
    fn slice(&self, from: u32, to: u32) -> ToadsAndFrogs {
        let mask = low_bits(to - from);
        ToadsAndFrogs {
            len: (to - from) as u8,
            toads: (self.toads >> from) & mask,
            frogs: (self.frogs >> from) & mask,
        }
    }

    /// Drops the frogs at the left end and the toads at the right end (they never move).
    fn trimmed(&self) -> ToadsAndFrogs {
        let from = (!self.frogs).trailing_zeros().min(u32::from(self.len));
        let kept = self.slice(from, u32::from(self.len));
        let mut end = u32::from(kept.len);
        while end > 0 && kept.toads >> (end - 1) & 1 == 1 {
            end -= 1;
        }
        kept.slice(0, end)
    }
}

impl PartizanGame for ToadsAndFrogs {
    fn left_options(&self) -> Vec<Self> {
        let empty = self.empty_cells();
        let steps = self.toads & (empty >> 1);
        let jumps = self.toads & (self.frogs >> 1) & (empty >> 2);
        let mut out = Vec::new();
        for (moves, distance) in [(steps, 1), (jumps, 2)] {
            let mut rest = moves;
            while rest != 0 {
                let from = rest & rest.wrapping_neg();
                rest &= rest - 1;
                out.push(ToadsAndFrogs {
                    toads: self.toads & !from | from << distance,
                    ..*self
                });
            }
        }
        out
    }

    fn right_options(&self) -> Vec<Self> {
        let empty = self.empty_cells();
        let steps = self.frogs & (empty << 1);
        let jumps = self.frogs & (self.toads << 1) & (empty << 2);
        let mut out = Vec::new();
        for (moves, distance) in [(steps, 1), (jumps, 2)] {
            let mut rest = moves;
            while rest != 0 {
                let from = rest & rest.wrapping_neg();
                rest &= rest - 1;
                out.push(ToadsAndFrogs {
                    frogs: self.frogs & !from | from >> distance,
                    ..*self
                });
            }
        }
        out
    }

    /// The strip cut at every `LLRR`, each part trimmed; parts without a creature dropped.
    fn components(&self) -> Vec<Self> {
        let len = u32::from(self.len);
        let walls = if len >= 4 {
            self.toads & (self.toads >> 1) & (self.frogs >> 2) & (self.frogs >> 3)
        } else {
            0
        };
        let mut out = Vec::new();
        let mut start = 0u32;
        let mut rest = walls;
        loop {
            let end = if rest == 0 {
                len
            } else {
                rest.trailing_zeros() + 2
            };
            let part = self.slice(start, end).trimmed();
            if part.toads | part.frogs != 0 {
                out.push(part);
            }
            if rest == 0 {
                return out;
            }
            rest &= rest - 1;
            start = end;
        }
    }
}

impl fmt::Display for ToadsAndFrogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = (0..self.len)
            .map(|i| {
                if self.toads >> i & 1 == 1 {
                    'L'
                } else if self.frogs >> i & 1 == 1 {
                    'R'
                } else {
                    '_'
                }
            })
            .collect();
        f.write_str(&text)
    }
}

impl FromStr for ToadsAndFrogs {
    type Err = ParseError;

    /// `L` (a toad, Left's), `R` (a frog, Right's) and `_` (empty), at most 64 cells.
    ///
    /// # Errors
    /// A [`ParseError`] at the first other character, at the 65th cell, or at column 1 for an
    /// empty text.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut strip = ToadsAndFrogs {
            len: 0,
            toads: 0,
            frogs: 0,
        };
        for (i, c) in text.chars().enumerate() {
            if i == MAX_CELLS {
                return Err(ParseError::new(
                    i + 1,
                    format!("the strip has more than {MAX_CELLS} cells (at most {MAX_CELLS})"),
                ));
            }
            match c {
                'L' => strip.toads |= 1u64 << i,
                'R' => strip.frogs |= 1u64 << i,
                '_' => {}
                _ => {
                    return Err(ParseError::new(
                        i + 1,
                        format!(
                        "{c:?} is not a cell of a Toads-and-Frogs strip (L toad, R frog, _ empty)"
                    ),
                    ))
                }
            }
            strip.len += 1;
        }
        if strip.len == 0 {
            return Err(ParseError::new(
                1,
                "an empty strip (write cells like LL_RR)",
            ));
        }
        Ok(strip)
    }
}

#[cfg(test)]
mod tests {
    use super::ToadsAndFrogs;
    use crate::partizan::rulesets::PartizanGame;
    use rstest::rstest;

    fn strings(positions: &[ToadsAndFrogs]) -> Vec<String> {
        let mut out: Vec<String> = positions.iter().map(ToString::to_string).collect();
        out.sort();
        out
    }

    #[rstest]
    #[case("LL_RR", &["L_LRR"], &["LLR_R"])]
    #[case("LR_", &["_RL"], &[])]
    #[case("_LR", &[], &["RL_"])]
    #[case("L_R", &["_LR"], &["LR_"])]
    #[case("LRLR_", &["LR_RL"], &[])]
    #[case("_RLR", &[], &["R_LR"])]
    #[case("L", &[], &[])]
    fn options_follow_the_rules(
        #[case] strip: &str,
        #[case] left: &[&str],
        #[case] right: &[&str],
    ) {
        let p: ToadsAndFrogs = strip.parse().unwrap();
        assert_eq!(strings(&p.left_options()), left, "{strip}");
        assert_eq!(strings(&p.right_options()), right, "{strip}");
    }

    #[rstest]
    #[case("RRL_R", &["L_R"])]
    #[case("L_RLL", &["L_R"])]
    #[case("L_LLRR_R", &["L_", "_R"])]
    #[case("LLRR", &[])]
    #[case("RRR___LLL", &[])]
    #[case("___", &[])]
    #[case("LLLRRR", &[])]
    #[case("L_R", &["L_R"])]
    fn frozen_walls_and_ends_are_cut(#[case] strip: &str, #[case] parts: &[&str]) {
        let p: ToadsAndFrogs = strip.parse().unwrap();
        assert_eq!(strings(&p.components()), parts, "{strip}");
    }

    #[test]
    fn parse_errors_name_the_column() {
        let e = |t: &str| t.parse::<ToadsAndFrogs>().unwrap_err().to_string();
        assert_eq!(
            e("LL-RR"),
            "column 3: '-' is not a cell of a Toads-and-Frogs strip (L toad, R frog, _ empty)"
        );
        assert_eq!(e(""), "column 1: an empty strip (write cells like LL_RR)");
        assert_eq!(
            e(&"_".repeat(65)),
            "column 65: the strip has more than 64 cells (at most 64)"
        );
    }
}
