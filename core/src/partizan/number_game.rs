//! Values of partizan games whose positions are all numbers, from Left's and Right's option
//! functions: the partizan counterpart of `gamecore::game`, and the brute force behind every
//! number-valued problem.
//!
//! [`NumberGameSolver`] values a position bottom-up with the simplicity rule
//! ([`simplest_between`](super::dyadic::simplest_between)): the simplest number strictly
//! between the best Left option and the best Right option. It remembers every position it
//! valued, keeps its own stack (so a game 10^6 moves deep runs on an ordinary main-thread
//! stack), and when a position's options do not make a number — `max L >= min R`, a hot game
//! such as `{1 | −1}` or `{0 | 0} = *` — it stops and names that position and its two best
//! options ([`NotANumberAt`]) rather than guessing a value.
//!
//! # Example
//! ```
//! use gamecore::partizan::number_game::NumberGameSolver;
//! // A Blue-Red Hackenbush string, edges from the ground up; a position is how many edges
//! // are left, and cutting edge i leaves i. Left cuts Blue edges, Right cuts Red ones.
//! let stalk = b"BRR";
//! let cuts = |colour: u8| {
//!     move |&len: &usize, out: &mut Vec<usize>| out.extend((0..len).filter(|&i| stalk[i] == colour))
//! };
//! let mut solver = NumberGameSolver::new();
//! assert_eq!(solver.value(&3, cuts(b'B'), cuts(b'R')).unwrap().to_string(), "1/4");
//! assert_eq!(solver.cached(&2).unwrap().to_string(), "1/2"); // "BR", valued on the way
//! ```

use super::dyadic::{checked_simplest_between, Dyadic, DyadicError, SimplestError};
use super::hash::FxBuild;
use super::Outcome;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// The first position (in the solver's bottom-up order) whose options do not make a number:
/// both options exist and the best Left option `left` is not below the best Right option
/// `right`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotANumberAt<P> {
    /// The position.
    pub position: P,
    /// Its best (largest) Left option's value, `None` if Left has no move.
    pub left: Option<Dyadic>,
    /// Its best (smallest) Right option's value, `None` if Right has no move.
    pub right: Option<Dyadic>,
}

impl<P: fmt::Debug> fmt::Display for NotANumberAt<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |x: Option<Dyadic>| x.map_or(String::new(), |x| x.to_string());
        write!(
            f,
            "position {:?} is {{{} | {}}}, not a number: its best Left option is not below its \
             best Right option",
            self.position,
            show(self.left),
            show(self.right)
        )
    }
}

crate::impl_error!(NotANumberAt<P: fmt::Debug>);

/// Everything [`NumberGameSolver::try_value`] can report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberGameError<P> {
    /// A position whose options make no number.
    NotANumber(NotANumberAt<P>),
    /// A position is a number, but not one a fixed-width [`Dyadic`] holds (an integer part of
    /// 2^63, or a denominator above 2^62: more than 62 moves of halving).
    Overflow {
        /// The position.
        position: P,
        /// Which limit was passed.
        error: DyadicError,
    },
    /// `position` can be reached from itself: the game is loopy and has no value here.
    Cycle {
        /// A position on the cycle.
        position: P,
    },
}

impl<P: fmt::Debug> fmt::Display for NumberGameError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotANumber(e) => e.fmt(f),
            Self::Overflow { position, error } => write!(f, "position {position:?}: {error}"),
            Self::Cycle { position } => write!(
                f,
                "position {position:?} can be reached from itself, so the game is loopy"
            ),
        }
    }
}

crate::impl_error!(NumberGameError<P: fmt::Debug>);

/// A memo entry: valued, or on the search stack right now (reaching it again is a cycle).
#[derive(Clone, Copy)]
enum Slot {
    InProgress,
    Done(Dyadic),
}

/// One position being valued: its Left options are `pending[start..split]`, its Right options
/// `pending[split..end]`, the next to look at is `pending[next]`; the best values seen so far.
struct Frame<P> {
    position: P,
    start: usize,
    split: usize,
    next: usize,
    end: usize,
    best_left: Option<Dyadic>,
    best_right: Option<Dyadic>,
}

impl<P> Frame<P> {
    fn record(&mut self, option: usize, value: Dyadic) {
        if option < self.split {
            self.best_left = Some(self.best_left.map_or(value, |best| best.max(value)));
        } else {
            self.best_right = Some(self.best_right.map_or(value, |best| best.min(value)));
        }
    }
}

/// Values positions of a partizan game whose positions are numbers, remembering every
/// position it valued.
///
/// Queries share the memo, so a second query through the same positions is a hash lookup.
/// The option functions are passed to each query; they must describe the same game every
/// time (call [`clear_memo`](Self::clear_memo) before switching games).
///
/// # Complexity
/// Valuing positions that reach V positions through E moves in total: O(V + E) option calls,
/// hash lookups, clones and O(1) number operations, once; O(V) memory for the memo, and during
/// a query a stack as deep as the longest line of play with the options it holds.
pub struct NumberGameSolver<P> {
    /// Keyed with a multiply-rotate hasher: positions are a few machine words and no
    /// adversary picks them, and SipHash was half of abc229h's instructions.
    memo: HashMap<P, Slot, FxBuild>,
    frames: Vec<Frame<P>>,
    /// The options of every position on the stack, each frame's slice above its parent's.
    pending: Vec<P>,
    /// Where the option functions write, reused so that entering a position allocates nothing.
    scratch: Vec<P>,
}

impl<P: Clone + Eq + Hash> Default for NumberGameSolver<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash> NumberGameSolver<P> {
    /// A solver with an empty memo.
    pub fn new() -> Self {
        Self {
            memo: HashMap::default(),
            frames: Vec::new(),
            pending: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// How many positions the memo holds.
    pub fn memo_len(&self) -> usize {
        self.memo
            .values()
            .filter(|slot| matches!(slot, Slot::Done(_)))
            .count()
    }

    /// Forgets every valued position.
    pub fn clear_memo(&mut self) {
        self.memo.clear();
    }

    /// The value of `position` if an earlier query found it.
    pub fn cached(&self, position: &P) -> Option<Dyadic> {
        match self.memo.get(position) {
            Some(&Slot::Done(value)) => Some(value),
            _ => None,
        }
    }

    /// The value of `start`: `left_options(p, out)` and `right_options(p, out)` push the
    /// positions Left, resp. Right, can move to from `p` into `out` (which arrives empty).
    ///
    /// # Errors
    /// [`NotANumberAt`] for the first position, in bottom-up order, whose options do not make a
    /// number; every position valued before it stays in the memo.
    ///
    /// # Panics
    /// If the game is loopy, or a value does not fit a [`Dyadic`] (more than 62 halvings, or an
    /// integer part of 2^63): [`try_value`](Self::try_value) reports those as errors.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::{dyadic::Dyadic, number_game::{NotANumberAt, NumberGameSolver}};
    /// // From n, Left moves to n + 1 and n + 2 up to 4; Right moves to 4 from 0 and 1.
    /// let left = |&n: &u8, out: &mut Vec<u8>| out.extend((n + 1..=n + 2).filter(|&m| m <= 4));
    /// let right = |&n: &u8, out: &mut Vec<u8>| out.extend((n <= 1).then(|| 4));
    /// let mut solver = NumberGameSolver::new();
    /// // 4 = { | } = 0, 3 = {0 | } = 1, 2 = {1, 0 | } = 2, then 1 = {2, 1 | 0}: not a number.
    /// assert_eq!(solver.value(&2, left, right).unwrap(), 2);
    /// let err = solver.value(&0, left, right).unwrap_err();
    /// assert_eq!(err, NotANumberAt { position: 1, left: Some(Dyadic::integer(2)),
    ///                                right: Some(Dyadic::ZERO) });
    /// ```
    ///
    /// # Complexity
    /// See the type: O(V + E) over the positions not yet in the memo that `start` reaches.
    #[allow(clippy::uninlined_format_args)]
    pub fn value<L, R>(
        &mut self,
        start: &P,
        left_options: L,
        right_options: R,
    ) -> Result<Dyadic, NotANumberAt<P>>
    where
        L: FnMut(&P, &mut Vec<P>),
        R: FnMut(&P, &mut Vec<P>),
    {
        match self.try_value(start, left_options, right_options) {
            Ok(value) => Ok(value),
            Err(NumberGameError::NotANumber(e)) => Err(e),
            Err(NumberGameError::Overflow { error, .. }) => {
                // Explicit arguments: see `impl Add for Dyadic`.
                panic!(
                    "a position's value does not fit a Dyadic: {} (use try_value)",
                    error
                )
            }
            Err(NumberGameError::Cycle { .. }) => {
                panic!("the game is loopy: a position can be reached from itself (use try_value)")
            }
        }
    }

    /// [`value`](Self::value), with a loopy game and a value that does not fit a [`Dyadic`]
    /// reported as errors too.
    ///
    /// # Errors
    /// The first problem met in bottom-up order: [`NumberGameError::NotANumber`],
    /// [`NumberGameError::Overflow`] or [`NumberGameError::Cycle`]. The positions valued
    /// before it stay in the memo and the solver stays usable.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::number_game::{NumberGameError, NumberGameSolver};
    /// // A Hackenbush string: one blue edge on the ground, then 70 red ones. Its value
    /// // 1/2^70 needs a denominator a fixed-width Dyadic cannot hold.
    /// let options = |colour: u8| {
    ///     move |&len: &u32, out: &mut Vec<u32>| {
    ///         for cut in 0..len {
    ///             if (cut == 0) == (colour == 0) {
    ///                 out.push(cut);
    ///             }
    ///         }
    ///     }
    /// };
    /// let mut solver = NumberGameSolver::new();
    /// assert_eq!(solver.try_value(&3, options(0), options(1)).unwrap().to_string(), "1/4");
    /// let err = solver.try_value(&71, options(0), options(1)).unwrap_err();
    /// assert!(matches!(err, NumberGameError::Overflow { position: 64, .. }));
    /// ```
    ///
    /// # Complexity
    /// As [`value`](Self::value).
    pub fn try_value<L, R>(
        &mut self,
        start: &P,
        mut left_options: L,
        mut right_options: R,
    ) -> Result<Dyadic, NumberGameError<P>>
    where
        L: FnMut(&P, &mut Vec<P>),
        R: FnMut(&P, &mut Vec<P>),
    {
        match self.memo.get(start) {
            Some(&Slot::Done(value)) => return Ok(value),
            Some(&Slot::InProgress) => unreachable!("no search is running between queries"),
            None => {}
        }
        self.enter(start.clone(), &mut left_options, &mut right_options);
        loop {
            let frame = self
                .frames
                .last_mut()
                .expect("the start's frame is still on the stack");
            if frame.next < frame.end {
                let option = frame.next;
                frame.next += 1;
                match self.memo.get(&self.pending[option]) {
                    Some(&Slot::Done(value)) => frame.record(option, value),
                    Some(&Slot::InProgress) => {
                        let position = self.pending[option].clone();
                        self.abandon_search();
                        return Err(NumberGameError::Cycle { position });
                    }
                    None => {
                        let position = self.pending[option].clone();
                        self.enter(position, &mut left_options, &mut right_options);
                    }
                }
            } else {
                let frame = self.frames.pop().expect("checked above");
                let value = match checked_simplest_between(frame.best_left, frame.best_right) {
                    Ok(value) => value,
                    Err(e) => {
                        self.memo.remove(&frame.position);
                        self.abandon_search();
                        return Err(match e {
                            SimplestError::NotANumber(_) => {
                                NumberGameError::NotANumber(NotANumberAt {
                                    position: frame.position,
                                    left: frame.best_left,
                                    right: frame.best_right,
                                })
                            }
                            SimplestError::Overflow(error) => NumberGameError::Overflow {
                                position: frame.position,
                                error,
                            },
                        });
                    }
                };
                self.pending.truncate(frame.start);
                self.memo.insert(frame.position, Slot::Done(value));
                match self.frames.last_mut() {
                    None => return Ok(value),
                    Some(parent) => parent.record(parent.next - 1, value),
                }
            }
        }
    }

    /// The outcome of `start` (its value's sign: Left, Right or Previous — a number is never
    /// a first-player win).
    ///
    /// # Errors
    /// As [`value`](Self::value).
    pub fn outcome<L, R>(
        &mut self,
        start: &P,
        left_options: L,
        right_options: R,
    ) -> Result<Outcome, NotANumberAt<P>>
    where
        L: FnMut(&P, &mut Vec<P>),
        R: FnMut(&P, &mut Vec<P>),
    {
        Ok(self.value(start, left_options, right_options)?.outcome())
    }

    /// Pushes a frame for `position` with its options.
    fn enter<L, R>(&mut self, position: P, left_options: &mut L, right_options: &mut R)
    where
        L: FnMut(&P, &mut Vec<P>),
        R: FnMut(&P, &mut Vec<P>),
    {
        let start = self.pending.len();
        let options = &mut self.scratch;
        options.clear();
        left_options(&position, options);
        let split = start + options.len();
        self.pending.append(options);
        right_options(&position, options);
        self.pending.append(options);
        self.memo.insert(position.clone(), Slot::InProgress);
        self.frames.push(Frame {
            position,
            start,
            split,
            next: start,
            end: self.pending.len(),
            best_left: None,
            best_right: None,
        });
    }

    /// Drops the stack after an error, forgetting the positions that were in progress.
    fn abandon_search(&mut self) {
        for frame in self.frames.drain(..) {
            self.memo.remove(&frame.position);
        }
        self.pending.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{NotANumberAt, NumberGameError, NumberGameSolver};
    use crate::partizan::dyadic::Dyadic;
    use crate::partizan::Outcome;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    /// A Hackenbush string as a bit mask of colours (bit i set = edge i from the ground is
    /// Blue) and a length; a position is the number of edges left.
    fn string_options(mask: u64, blue: bool) -> impl FnMut(&u32, &mut Vec<u32>) {
        move |&len: &u32, out: &mut Vec<u32>| {
            for cut in 0..len {
                if (mask >> cut & 1 == 1) == blue {
                    out.push(cut);
                }
            }
        }
    }

    #[test]
    fn hackenbush_strings_through_the_solver() {
        // Blue = 1 bits, from the ground: BR = 1/2, BRR = 1/4, BBR = 3/2, RBB = −1/4.
        for (mask, len, expected) in [
            (0b01, 2, "1/2"),
            (0b001, 3, "1/4"),
            (0b011, 3, "3/2"),
            (0b110, 3, "-1/4"),
            (0b1011, 4, "7/4"),
            (0, 0, "0"),
        ] {
            let mut solver = NumberGameSolver::new();
            let value = solver
                .value(
                    &len,
                    string_options(mask, true),
                    string_options(mask, false),
                )
                .unwrap();
            assert_eq!(value, d(expected), "mask {mask:b} length {len}");
        }
    }

    #[test]
    fn a_deep_game_runs_on_an_ordinary_stack() {
        // Left counts down by one: the value of n is n (10^6 moves deep).
        let mut solver = NumberGameSolver::new();
        let n = 1_000_000u64;
        let value = solver
            .value(
                &n,
                |&k: &u64, out: &mut Vec<u64>| out.extend(k.checked_sub(1)),
                |_: &u64, _: &mut Vec<u64>| {},
            )
            .unwrap();
        assert_eq!(value, n as i64);
        assert_eq!(solver.memo_len(), 1_000_001);
        assert_eq!(solver.cached(&17), Some(Dyadic::integer(17)));
    }

    #[test]
    fn the_first_position_that_is_not_a_number_is_reported_with_its_options() {
        // 0 is {|}, 1 is {0 | 0} = * (not a number), 2 has 1 as an option.
        let options = |&n: &u8, out: &mut Vec<u8>| out.extend(n.checked_sub(1));
        let mut solver = NumberGameSolver::new();
        let err = solver.value(&2, options, options).unwrap_err();
        assert_eq!(
            err,
            NotANumberAt {
                position: 1,
                left: Some(Dyadic::ZERO),
                right: Some(Dyadic::ZERO)
            }
        );
        assert_eq!(
            err.to_string(),
            "position 1 is {0 | 0}, not a number: its best Left option is not below its best \
             Right option"
        );
        // Zero was valued before the error and stays; the solver remains usable.
        assert_eq!(solver.cached(&0), Some(Dyadic::ZERO));
        assert_eq!(solver.cached(&1), None);
        assert_eq!(solver.value(&0, options, options), Ok(Dyadic::ZERO));
    }

    #[test]
    fn loops_are_reported() {
        let mut solver = NumberGameSolver::new();
        let err = solver
            .try_value(
                &0u8,
                |&n: &u8, out: &mut Vec<u8>| out.push((n + 1) % 3),
                |_: &u8, _: &mut Vec<u8>| {},
            )
            .unwrap_err();
        assert!(
            matches!(err, NumberGameError::Cycle { position: 0 }),
            "{err:?}"
        );
        assert_eq!(solver.memo_len(), 0);
    }

    #[test]
    fn outcome_is_the_sign() {
        let mut solver = NumberGameSolver::new();
        let outcome = solver
            .outcome(
                &3u32,
                string_options(0b110, true),
                string_options(0b110, false),
            )
            .unwrap();
        assert_eq!(outcome, Outcome::Right);
    }
}
