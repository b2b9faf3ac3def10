//! Games in which a move turns one component into several: a pile split into piles, a coin
//! turned into a set of coins. [`SplitSolver`] computes the Grundy value of one component from
//! the rules alone, by the Sprague–Grundy theorem: a move that leaves the components
//! c1, c2, … is worth G(c1) xor G(c2) xor …, and G(c) is the mex of the values of its moves.
//!
//! [`crate::game::GameSolver`] solves games whose moves lead to *one* position; with a
//! position standing for a whole collection of piles its memo would hold every collection
//! reachable, exponentially many. Here the memo holds components only.
//!
//! # Example
//! Lasker's Nim: take any number of tokens from a heap, or split a heap into two nonempty
//! heaps.
//! ```
//! use gamecore::split::{Moves, SplitRules, SplitSolver};
//!
//! struct Lasker;
//! impl SplitRules for Lasker {
//!     type Part = u32;
//!     fn moves(&mut self, &n: &u32, out: &mut Moves<u32>) {
//!         for left in 0..n {
//!             // Taking everything leaves no component.
//!             out.add(if left > 0 { vec![(left, 1)] } else { vec![] });
//!         }
//!         for a in 1..=n / 2 {
//!             out.add([(a, 1), (n - a, 1)]);
//!         }
//!     }
//! }
//! let mut solver = SplitSolver::new(Lasker);
//! let values: Vec<u32> = (0..9).map(|n| solver.grundy(&n).unwrap()).collect();
//! assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
//! ```
//!
//! # Complexity
//! See [`SplitSolver`]: each component reachable is expanded once.

use super::mex::{Grundy, MexBuffer};
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// The rules of a game played on a sum of components, given for one component.
pub trait SplitRules {
    /// One component: a pile, a row of cells, a coin.
    type Part: Clone + Eq + Hash + fmt::Debug;

    /// Adds to `out` (which arrives empty) every move from `part`, each as the components it
    /// leaves, with multiplicities (a multiplicity of 0 is allowed and means the component is
    /// not there). A move that leaves nothing is an empty list.
    fn moves(&mut self, part: &Self::Part, out: &mut Moves<Self::Part>);
}

/// The moves from one component: each is a list of (component, how many) pairs.
#[derive(Clone, Debug)]
pub struct Moves<P> {
    parts: Vec<(P, usize)>,
    /// `parts[ends[i - 1]..ends[i]]` is move i.
    ends: Vec<usize>,
}

impl<P> Default for Moves<P> {
    fn default() -> Self {
        Self {
            parts: Vec::new(),
            ends: Vec::new(),
        }
    }
}

impl<P> Moves<P> {
    /// Adds one move, which leaves `parts` (component, multiplicity).
    pub fn add(&mut self, parts: impl IntoIterator<Item = (P, usize)>) {
        self.parts.extend(parts);
        self.ends.push(self.parts.len());
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Each move's components.
    pub fn iter(&self) -> impl Iterator<Item = &[(P, usize)]> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(self.ends.iter().copied())
            .map(move |(start, end)| &self.parts[start..end])
    }

    fn clear(&mut self) {
        self.parts.clear();
        self.ends.clear();
    }
}

/// A component can be reached from itself: the rules are loopy and have no Grundy values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// A component on the cycle, as `{:?}` shows it.
    pub part: String,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "component {} can be reached from itself: the game has no Grundy values",
            self.part
        )
    }
}

impl std::error::Error for Cycle {}

/// Memo mark of a component whose search is on the stack.
const IN_PROGRESS: Grundy = Grundy::MAX;

struct Frame<P> {
    part: P,
    moves: Moves<P>,
    /// The next entry of `moves.parts` to make sure is solved.
    cursor: usize,
}

/// Solves components under [`SplitRules`], remembering every component solved.
///
/// The search keeps its own stack, so a component far from the end of the game needs no deep
/// call stack.
///
/// # Complexity
/// Every component reachable is expanded once: O(total size of the move lists) memo lookups,
/// twice each, and O(components) memory.
pub struct SplitSolver<R: SplitRules> {
    rules: R,
    memo: HashMap<R::Part, Grundy>,
    frames: Vec<Frame<R::Part>>,
    spare: Vec<Moves<R::Part>>,
    mex: MexBuffer,
}

impl<R: SplitRules> SplitSolver<R> {
    /// A solver with an empty memo.
    pub fn new(rules: R) -> Self {
        Self {
            rules,
            memo: HashMap::new(),
            frames: Vec::new(),
            spare: Vec::new(),
            mex: MexBuffer::new(),
        }
    }

    /// The rules being solved.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// How many components the memo holds.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of the game made of the one component `part`.
    ///
    /// # Errors
    /// [`Cycle`] if a component reachable from `part` can be reached from itself.
    pub fn grundy(&mut self, part: &R::Part) -> Result<Grundy, Cycle> {
        if let Some(&value) = self.memo.get(part) {
            if value != IN_PROGRESS {
                return Ok(value);
            }
        }
        self.enter(part.clone());
        while let Some(frame) = self.frames.last_mut() {
            // Find the first component of a move that is not solved yet.
            let mut pending = None;
            while frame.cursor < frame.moves.parts.len() {
                let (child, count) = &frame.moves.parts[frame.cursor];
                if *count == 0 {
                    frame.cursor += 1;
                    continue;
                }
                match self.memo.get(child) {
                    Some(&IN_PROGRESS) => {
                        let part = format!("{child:?}");
                        self.abandon();
                        return Err(Cycle { part });
                    }
                    Some(_) => frame.cursor += 1,
                    None => {
                        pending = Some(child.clone());
                        break;
                    }
                }
            }
            if let Some(child) = pending {
                self.enter(child);
                continue;
            }
            let frame = self.frames.pop().expect("the loop holds a frame");
            self.mex.begin();
            for parts in frame.moves.iter() {
                let value = parts
                    .iter()
                    .filter(|(_, count)| count % 2 == 1)
                    .fold(0, |acc, (part, _)| acc ^ self.memo[part]);
                self.mex.insert(value);
            }
            let value = self.mex.mex();
            self.memo.insert(frame.part, value);
            self.spare.push(frame.moves);
        }
        Ok(self.memo[part])
    }

    fn enter(&mut self, part: R::Part) {
        let mut moves = self.spare.pop().unwrap_or_default();
        moves.clear();
        self.rules.moves(&part, &mut moves);
        self.memo.insert(part.clone(), IN_PROGRESS);
        self.frames.push(Frame {
            part,
            moves,
            cursor: 0,
        });
    }

    fn abandon(&mut self) {
        for frame in self.frames.drain(..) {
            self.memo.remove(&frame.part);
            self.spare.push(frame.moves);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Cycle, Moves, SplitRules, SplitSolver};

    /// Lasker's Nim written out: remove any number, or split into two nonempty heaps.
    struct Lasker;

    impl SplitRules for Lasker {
        type Part = u32;
        fn moves(&mut self, &n: &u32, out: &mut Moves<u32>) {
            for left in 0..n {
                out.add((left > 0).then_some((left, 1)));
            }
            for a in 1..=n / 2 {
                out.add([(a, 1), (n - a, 1)]);
            }
        }
    }

    #[test]
    fn moves_lists_each_move() {
        let mut moves = Moves::default();
        moves.add([(1, 1), (2, 3)]);
        moves.add([]);
        moves.add([(5, 2)]);
        let listed: Vec<Vec<(u8, usize)>> = moves.iter().map(<[_]>::to_vec).collect();
        assert_eq!(listed, vec![vec![(1, 1), (2, 3)], vec![], vec![(5, 2)]]);
        assert_eq!(moves.len(), 3);
        assert!(!moves.is_empty());
    }

    #[test]
    fn deep_chains_need_no_call_stack() {
        struct Countdown;
        impl SplitRules for Countdown {
            type Part = u32;
            fn moves(&mut self, &n: &u32, out: &mut Moves<u32>) {
                if n > 0 {
                    out.add([(n - 1, 1)]);
                }
            }
        }
        let mut solver = SplitSolver::new(Countdown);
        assert_eq!(solver.grundy(&300_000), Ok(0));
        assert_eq!(solver.grundy(&299_999), Ok(1));
        assert_eq!(solver.memo_len(), 300_001);
    }

    #[test]
    fn even_multiplicities_cancel() {
        // A pile of n moves to n − 1 copies of a pile of 1 plus one pile of 2; piles of 1 and
        // 2 are worth 1 and 0 under these rules, so the move is worth (n − 1) mod 2.
        struct Copies;
        impl SplitRules for Copies {
            type Part = u32;
            fn moves(&mut self, &n: &u32, out: &mut Moves<u32>) {
                match n {
                    0 | 2 => {}
                    1 => out.add([]),
                    _ => out.add([(1, n as usize - 1), (2, 1)]),
                }
            }
        }
        let mut solver = SplitSolver::new(Copies);
        assert_eq!(solver.grundy(&1), Ok(1));
        assert_eq!(solver.grundy(&2), Ok(0));
        assert_eq!(solver.grundy(&4), Ok(0)); // 3 copies of 1: worth 1, so the mex is 0
        assert_eq!(solver.grundy(&5), Ok(1)); // 4 copies: worth 0
    }

    #[test]
    fn cycles_are_reported_and_the_solver_stays_usable() {
        struct Loop;
        impl SplitRules for Loop {
            type Part = u32;
            fn moves(&mut self, &n: &u32, out: &mut Moves<u32>) {
                match n {
                    0 => {}
                    1 => out.add([(2, 1)]),
                    2 => out.add([(1, 1), (0, 1)]),
                    _ => out.add([(0, 1)]),
                }
            }
        }
        let mut solver = SplitSolver::new(Loop);
        let Cycle { part } = solver.grundy(&1).unwrap_err();
        assert!(part == "1" || part == "2", "{part}");
        assert_eq!(solver.grundy(&3), Ok(1));
        assert!(solver.grundy(&2).is_err());
    }

    #[test]
    fn lasker_solves_in_any_order() {
        let mut forward = SplitSolver::new(Lasker);
        let ascending: Vec<u32> = (0..40).map(|n| forward.grundy(&n).unwrap()).collect();
        let mut backward = SplitSolver::new(Lasker);
        for n in (0..40).rev() {
            assert_eq!(backward.grundy(&n), Ok(ascending[n as usize]), "heap {n}");
        }
        assert_eq!(&ascending[..9], &[0, 1, 2, 4, 3, 5, 6, 8, 7]);
    }
}
