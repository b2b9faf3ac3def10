//! Partizan games on numbers: partizan subtraction and Partizan Euclid (Maundy Cake is in
//! [`cutcake`](crate::partizan::cutcake)).
//!
//! | ruleset | position | Left | Right |
//! |---|---|---|---|
//! | [`PartizanSubtraction`] | a heap `n` | subtracts a number of her set | subtracts one of his |
//! | [`Euclid`] | `(p, q)`, terminal when `q = 0` or `q` divides `p` | moves to `(q, p mod q)` | moves to `(q, q − p mod q)` |
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{heaps::{Euclid, PartizanSubtraction}, PartizanGame};
//! let heap = PartizanSubtraction::new(&[1, 3], &[2, 3], 6);
//! assert_eq!(heap.left_options().len(), 2);
//! assert_eq!(Euclid::new(7, 3).left_options()[0], Euclid::new(3, 1));
//! ```

use super::PartizanGame;
use std::rc::Rc;

/// A heap of a partizan subtraction game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartizanSubtraction {
    left: Rc<Vec<u32>>,
    right: Rc<Vec<u32>>,
    heap: u32,
}

impl PartizanSubtraction {
    /// A heap of `heap` with Left's and Right's subtraction sets.
    pub fn new(left: &[u32], right: &[u32], heap: u32) -> PartizanSubtraction {
        PartizanSubtraction {
            left: Rc::new(left.to_vec()),
            right: Rc::new(right.to_vec()),
            heap,
        }
    }

    fn moves(&self, set: &[u32]) -> Vec<PartizanSubtraction> {
        set.iter()
            .filter(|&&s| s >= 1 && s <= self.heap)
            .map(|&s| PartizanSubtraction {
                left: Rc::clone(&self.left),
                right: Rc::clone(&self.right),
                heap: self.heap - s,
            })
            .collect()
    }
}

impl PartizanGame for PartizanSubtraction {
    fn left_options(&self) -> Vec<Self> {
        self.moves(&self.left)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(&self.right)
    }
}

/// A position of Partizan Euclid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Euclid {
    p: u64,
    q: u64,
}

impl Euclid {
    /// The position `(p, q)`.
    pub fn new(p: u64, q: u64) -> Euclid {
        Euclid { p, q }
    }

    fn terminal(self) -> bool {
        self.q == 0 || self.p % self.q == 0
    }
}

impl PartizanGame for Euclid {
    fn left_options(&self) -> Vec<Self> {
        if self.terminal() {
            return Vec::new();
        }
        vec![Euclid::new(self.q, self.p % self.q)]
    }

    fn right_options(&self) -> Vec<Self> {
        if self.terminal() {
            return Vec::new();
        }
        vec![Euclid::new(self.q, self.q - self.p % self.q)]
    }
}
