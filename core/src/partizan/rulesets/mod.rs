//! Partizan rulesets as positions with Left and Right options, for the [`solver`](super::solver):
//! Domineering, Toads-and-Frogs, Snort and their kin. Blue-Red Hackenbush and Cutcake (with
//! Maundy Cake) have their own modules, [`blue_red`](super::blue_red) and
//! [`cutcake`](super::cutcake), where their positions sit beside their closed forms; they
//! implement [`PartizanGame`] from this page.
//!
//! Every position implements [`PartizanGame`]: its Left options, its Right options, and the
//! independent components whose disjunctive sum it is. A ruleset's `components` returns
//! *normalised* positions (trimmed, one representative of each symmetry class that preserves
//! the game) so that a transposition table keyed by them finds equal positions.
//!
//! | ruleset | text | Left | Right | limit |
//! |---|---|---|---|---|
//! | [`Domineering`](domineering::Domineering) | rows of `.` / `#` separated by `\|` | vertical domino | horizontal domino | 64 cells |
//! | [`Snort`](snort::Snort) on a grid graph | rows of `.` `#` `L` `R` | colours a cell not next to a Right cell | the mirror image | 64 cells |
//! | [`ToadsAndFrogs`](toads::ToadsAndFrogs) | `LL_RR` | a toad `L` steps or jumps right | a frog `R` steps or jumps left | 64 cells |
//! | [`BlueRedString`](super::blue_red::BlueRedString) | `BBRB` from the ground up | cuts a Blue edge | cuts a Red edge | 60 edges |
//! | [`Cutcake`](super::cutcake::Cutcake) | `4x3 + 2x2` (width x height) | cuts a width (vertical cut) | cuts a height | sides at most 64 |
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{domineering::Domineering, PartizanGame};
//! let board: Domineering = "..|..".parse().unwrap();
//! assert_eq!(board.left_options().len(), 2); // two vertical dominoes
//! assert_eq!(board.left_options()[0].components()[0].to_string(), ".|."); // the other column
//! assert_eq!(
//!     "..|.x".parse::<Domineering>().unwrap_err().to_string(),
//!     "column 5: 'x' is not a cell of a Domineering board (. empty, # filled)"
//! );
//! ```

pub mod domineering;
pub mod graphs;
pub mod grid;
pub mod heaps;
pub mod snort;
pub mod strips;
pub mod toads;
pub mod trees;

use std::fmt;

/// A position of a short partizan game: finitely many positions follow it, so the
/// [`solver`](super::solver) can value it from its options.
///
/// `Eq` and `Hash` key the transposition table: give positions of equal value the same key when
/// it is cheap (see [`PartizanGame::components`]).
pub trait PartizanGame: Clone + Eq + std::hash::Hash {
    /// The positions Left can move to.
    fn left_options(&self) -> Vec<Self>;

    /// The positions Right can move to.
    fn right_options(&self) -> Vec<Self>;

    /// Independent components whose disjunctive sum is this position, normalised; components
    /// worth 0 for sure (no move for either player) may be left out, so an empty list is 0.
    /// The default is the position itself.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }
}

/// A position text that could not be read: the 1-based column (in characters) where it went
/// wrong, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based column, in characters, of the offending character (one past the end for a text
    /// that ends too early).
    pub column: usize,
    /// What was wrong.
    pub message: String,
}

impl ParseError {
    /// An error at `column` (1-based, in characters).
    pub fn new(column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

impl From<ParseError> for crate::error::Error {
    fn from(e: ParseError) -> Self {
        crate::error::Error::at(1, e.column, e.message)
    }
}
