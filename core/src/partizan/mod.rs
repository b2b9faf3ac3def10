//! Partizan games whose values are numbers: exact dyadic rationals, the simplest-number rule,
//! a memoised solver, Blue-Red Hackenbush and Cutcake. Left is the positive player everywhere.
//!
//! In a partizan game Left and Right have different moves. A position `{L | R}` whose options
//! are all numbers with `max L < min R` is itself a number: the *simplest* dyadic rational
//! strictly between (Conway's simplicity rule). A sum of numbers is their ordinary sum, and a
//! number's sign says who wins: positive — Left, whoever starts; negative — Right; zero — the
//! player to move loses. A number is never a first-player win.
//!
//! | question | where |
//! |---|---|
//! | exact `m / 2^k` in an `i64`, `{L \| R}` of numbers, outcomes | [`dyadic`] |
//! | the value of any game whose positions are numbers, from its option functions | [`number_game`] |
//! | numbers with denominators like `2^(10^5)` (arbitrary precision) | [`big`] |
//! | Blue-Red Hackenbush: strings, rooted trees, small pictures | [`blue_red`] |
//! | Cutcake and Maundy Cake: closed forms | [`cutcake`] |
//! | canonical forms of every short game (`↑`, `*2`, `±1`, …): a hash-consed arena with `≤`, `+`, `−`, outcomes | [`canonical`] |
//! | positions of Domineering, Toads-and-Frogs, Snort, Hackenbush strings, Cutcake | [`rulesets`] |
//! | the canonical value of a position: memoised search with a transposition table | [`solver`] |
//! | CGSuite notation: `^*`, `{2\|0\|\|-1}`, `+-1`, sums; parsing and printing | [`notation`] |
//! | thermographs (exact walls), stops, mean, temperature, cooling | [`temperature`] |
//! | heating, Norton multiplication, Tiny, Miny, `^[n]`, `^<n>` | [`operations`] |
//!
//! # Example
//! ```
//! use gamecore::partizan::{dyadic::{simplest_between, Dyadic}, Outcome};
//! let half: Dyadic = "1/2".parse().unwrap();
//! let x = simplest_between(Some(half), Some(Dyadic::integer(1))).unwrap(); // {1/2 | 1}
//! assert_eq!(x.to_string(), "3/4");
//! assert_eq!((x - half - half).outcome(), Outcome::Right); // 3/4 - 1 < 0
//! assert_eq!((x - x).outcome(), Outcome::Previous);
//! ```

pub mod big;
pub mod blue_red;
pub mod canonical;
pub mod cutcake;
pub mod dyadic;
pub mod notation;
pub mod number_game;
pub mod operations;
pub mod rulesets;
pub mod solver;
pub mod temperature;

#[cfg(test)]
mod reference;

/// Who wins a game: Left whoever starts, Right whoever starts, the player to move (`Next`), or
/// the other one (`Previous`).
///
/// A number is never `Next`: it is `Left` when positive, `Right` when negative, `Previous`
/// when zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts.
    Left,
    /// Right wins whoever starts.
    Right,
    /// The player to move wins.
    Next,
    /// The player to move loses.
    Previous,
}

impl Outcome {
    /// The outcome class of a number of sign `signum` (−1, 0 or 1).
    pub(crate) fn of_sign(signum: i32) -> Outcome {
        match signum {
            0 => Outcome::Previous,
            s if s > 0 => Outcome::Left,
            _ => Outcome::Right,
        }
    }

    /// Whether Left wins when Left moves first.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::Outcome;
    /// assert!(Outcome::Next.left_wins_moving_first());
    /// assert!(!Outcome::Previous.left_wins_moving_first());
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        match self {
            Outcome::Left | Outcome::Next => true,
            Outcome::Right | Outcome::Previous => false,
        }
    }

    /// Whether Right wins when Right moves first.
    pub fn right_wins_moving_first(self) -> bool {
        match self {
            Outcome::Right | Outcome::Next => true,
            Outcome::Left | Outcome::Previous => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome;

    /// From the classes' definitions: Left moving first wins in `Left` and `Next`, Right
    /// moving first in `Right` and `Next`.
    #[test]
    fn who_wins_moving_first_in_each_outcome_class() {
        for (outcome, left, right) in [
            (Outcome::Left, true, false),
            (Outcome::Right, false, true),
            (Outcome::Next, true, true),
            (Outcome::Previous, false, false),
        ] {
            assert_eq!(outcome.left_wins_moving_first(), left, "{outcome:?}");
            assert_eq!(outcome.right_wins_moving_first(), right, "{outcome:?}");
        }
    }
}
