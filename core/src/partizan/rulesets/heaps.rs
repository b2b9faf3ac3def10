//! Partizan games on numbers: partizan subtraction, Partizan Euclid and Maundy Cake.
//!
//! | ruleset | position | Left | Right |
//! |---|---|---|---|
//! | [`PartizanSubtraction`] | a heap `n` | subtracts a number of her set | subtracts one of his |
//! | [`Euclid`] | `(p, q)`, terminal when `q = 0` or `q` divides `p` | moves to `(q, p mod q)` | moves to `(q, q − p mod q)` |
//! | [`Maundy`] | pieces `(a, b)` | splits a `b` into `d ≥ 2` equal parts | splits an `a` the same way |
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
