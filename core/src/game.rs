//! Grundy values, outcomes and winning moves of any finite impartial game described only by its
//! moves: a hashable position type and a successor function.
//!
//! [`GameSolver`] owns a memo (a `HashMap` from position to Grundy value) that every query
//! shares, so asking about many positions of one game costs no more than the positions they
//! reach together. The search keeps its own stack (an explicit post-order depth-first search),
//! so a game a million moves deep runs on an ordinary main-thread stack.
//!
//! The game must be *finite* and *acyclic*: no position may be reachable from itself. A cycle is
//! reported as [`SolveError::Cycle`], naming a position on it; games that can repeat positions
//! (loopy games, with draws) need the retrograde analysis of `gamecore::loopy` instead.
//!
//! When the positions are the vertices of a graph you already hold as a [`Csr`](super::graph::Csr),
//! `sg::grundy_dag` is the faster path: no hashing, no cloning.
//!
//! # Example
//! ```
//! use gamecore::game::{from_fn, GameSolver};
//! // Subtraction game {1, 3, 4} on one heap: a position is the heap size.
//! let game = from_fn(|&heap: &u32, out: &mut Vec<u32>| {
//!     out.extend([1, 3, 4].iter().filter(|&&s| s <= heap).map(|&s| heap - s));
//! });
//! let mut solver = GameSolver::new(game);
//! assert_eq!(solver.grundy(&6).unwrap(), 2);
//! assert!(!solver.is_win(&7).unwrap()); // 7 = 0 (mod 7): the player to move loses
//! assert_eq!(solver.winning_move(&6).unwrap(), Some(2)); // take 4, leave a heap of 2
//! ```

use super::mex::{Grundy, MexBuffer};
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// A finite impartial game: positions and the moves between them.
///
/// The player who cannot move loses (normal play). Implement it on a struct when the moves need
/// data (a board, a rule set); for a plain function, [`from_fn`] is shorter.
pub trait Game {
    /// A position: cloned into the memo, hashed on every lookup.
    type Position: Clone + Eq + Hash;

    /// Appends to `out` (which arrives empty) every position reachable from `position` in one
    /// move. Duplicates are harmless. Must be deterministic: the same position always gets the
    /// same successors.
    fn successors(&mut self, position: &Self::Position, out: &mut Vec<Self::Position>);
}

/// A [`Game`] made from a closure `FnMut(&P, &mut Vec<P>)`; built by [`from_fn`].
pub struct FnGame<P, F> {
    successors: F,
    position: PhantomData<fn(&P)>,
}

/// Wraps a successor closure as a [`Game`]: `successors(p, out)` appends the positions one move
/// from `p` to `out`.
///
/// # Example
/// ```
/// use gamecore::game::{from_fn, GameSolver};
/// // Nim with two heaps (a, b): the Grundy value is a xor b.
/// let nim = from_fn(|&(a, b): &(u8, u8), out: &mut Vec<(u8, u8)>| {
///     out.extend((0..a).map(|x| (x, b)));
///     out.extend((0..b).map(|y| (a, y)));
/// });
/// assert_eq!(GameSolver::new(nim).grundy(&(5, 3)).unwrap(), 5 ^ 3);
/// ```
pub fn from_fn<P, F>(successors: F) -> FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P, &mut Vec<P>),
{
    FnGame {
        successors,
        position: PhantomData,
    }
}

impl<P, F> Game for FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P, &mut Vec<P>),
{
    type Position = P;

    fn successors(&mut self, position: &P, out: &mut Vec<P>) {
        (self.successors)(position, out);
    }
}

/// Why a position could not be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError<P> {
    /// `position` can be reached from itself, so the game is loopy and has no Grundy values.
    Cycle {
        /// A position on the cycle.
        position: P,
    },
    /// Solving would store more than `limit` positions (see [`GameSolver::with_position_limit`]).
    TooManyPositions {
        /// The limit that was reached.
        limit: usize,
    },
}

impl<P: fmt::Debug> fmt::Display for SolveError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Cycle { position } => write!(
                f,
                "position {position:?} can be reached from itself, so the game is loopy and has \
                 no Grundy values (gamecore::loopy solves games with cycles)"
            ),
            Self::TooManyPositions { limit } => {
                write!(f, "the game has more than {limit} positions to solve")
            }
        }
    }
}

crate::impl_error!(SolveError<P: fmt::Debug>);

/// Memo entry of a position whose search is still on the stack. A Grundy value never comes
/// near it: it would need 2^32 − 1 options.
const IN_PROGRESS: Grundy = Grundy::MAX;

/// One position being searched: its successors are `pending[start..end]`, the next to look at
/// is `pending[next]`, and the values of those already finished are `child_values[values_start..]`.
struct Frame<P> {
    position: P,
    start: usize,
    next: usize,
    end: usize,
    values_start: usize,
}

/// Solves positions of one [`Game`], remembering every position it has solved.
///
/// Queries share the memo, so the second query of a position (or of any position the first
/// query passed through) is a hash lookup. All buffers of the search are owned and reused.
///
/// # Complexity
/// Solving positions that reach V positions through E moves in total: O(V + E) successor
/// calls, hash lookups and clones, once; O(V) memory for the memo and, during a search, for the
/// stack (as deep as the longest line of play) and the successors it holds.
pub struct GameSolver<G: Game> {
    game: G,
    memo: HashMap<G::Position, Grundy>,
    limit: usize,
    frames: Vec<Frame<G::Position>>,
    /// The successors of every position on the stack, each frame's slice above its parent's.
    pending: Vec<G::Position>,
    child_values: Vec<Grundy>,
    scratch: Vec<G::Position>,
    mex: MexBuffer,
}

impl<G: Game> GameSolver<G> {
    /// A solver with an empty memo and no limit on the number of positions.
    pub fn new(game: G) -> Self {
        Self {
            game,
            memo: HashMap::new(),
            limit: usize::MAX,
            frames: Vec::new(),
            pending: Vec::new(),
            child_values: Vec::new(),
            scratch: Vec::new(),
            mex: MexBuffer::new(),
        }
    }

    /// Caps the memo at `limit` positions: a query that would store more fails with
    /// [`SolveError::TooManyPositions`] (the memo keeps what earlier queries solved).
    ///
    /// # Example
    /// ```
    /// use gamecore::game::{from_fn, GameSolver, SolveError};
    /// let countdown = from_fn(|&n: &u64, out: &mut Vec<u64>| out.extend(n.checked_sub(1)));
    /// let mut solver = GameSolver::new(countdown).with_position_limit(1000);
    /// assert_eq!(solver.grundy(&500).unwrap(), 0);
    /// assert_eq!(solver.grundy(&5000), Err(SolveError::TooManyPositions { limit: 1000 }));
    /// ```
    #[must_use]
    pub fn with_position_limit(mut self, limit: usize) -> Self {
        self.limit = limit;
        self
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game being solved, mutably. If you change its rules, call [`clear_memo`](Self::clear_memo).
    pub fn game_mut(&mut self) -> &mut G {
        &mut self.game
    }

    /// Gives the game back.
    pub fn into_game(self) -> G {
        self.game
    }

    /// How many positions the memo holds.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// Forgets every solved position (keeping the buffers' capacity).
    pub fn clear_memo(&mut self) {
        self.memo.clear();
    }

    /// The Grundy value of `position`: the mex of its successors' values, so 0 when it has none.
    ///
    /// # Errors
    /// [`SolveError::Cycle`] if a position reachable from `position` can reach itself;
    /// [`SolveError::TooManyPositions`] if the position limit is hit. The memo then keeps the
    /// positions solved so far and the solver stays usable.
    ///
    /// # Example
    /// ```
    /// use gamecore::game::{from_fn, GameSolver, SolveError};
    /// // A position may move to any smaller one, except that 3 moves to 5.
    /// let game = from_fn(|&n: &u32, out: &mut Vec<u32>| {
    ///     out.extend(0..n);
    ///     if n == 3 {
    ///         out.push(5);
    ///     }
    /// });
    /// let mut solver = GameSolver::new(game);
    /// assert_eq!(solver.grundy(&2).unwrap(), 2);
    /// let err = solver.grundy(&6).unwrap_err();
    /// assert!(matches!(err, SolveError::Cycle { position: 3 | 4 | 5 }));
    /// assert!(err.to_string().contains("loopy"));
    /// ```
    ///
    /// # Complexity
    /// O(V + E) over the positions not yet in the memo that `position` reaches (see the type).
    pub fn grundy(&mut self, position: &G::Position) -> Result<Grundy, SolveError<G::Position>> {
        if let Some(&value) = self.memo.get(position) {
            return Ok(value);
        }
        self.enter(position.clone())?;
        loop {
            let frame = self
                .frames
                .last_mut()
                .expect("the root frame is still on the stack");
            if frame.next < frame.end {
                let child = frame.next;
                frame.next += 1;
                match self.memo.get(&self.pending[child]) {
                    Some(&IN_PROGRESS) => {
                        let position = self.pending[child].clone();
                        self.abandon_search();
                        return Err(SolveError::Cycle { position });
                    }
                    Some(&value) => self.child_values.push(value),
                    None => {
                        let position = self.pending[child].clone();
                        self.enter(position)?;
                    }
                }
            } else {
                let frame = self.frames.pop().expect("checked above");
                let value = self
                    .mex
                    .mex_of(self.child_values.drain(frame.values_start..));
                self.pending.truncate(frame.start);
                self.memo.insert(frame.position, value);
                if self.frames.is_empty() {
                    return Ok(value);
                }
                self.child_values.push(value);
            }
        }
    }

    /// Whether the player to move from `position` wins (its Grundy value is not 0).
    ///
    /// # Errors
    /// As [`grundy`](Self::grundy).
    pub fn is_win(&mut self, position: &G::Position) -> Result<bool, SolveError<G::Position>> {
        Ok(self.grundy(position)? != 0)
    }

    /// A winning move from `position`: a successor of Grundy value 0, or `None` when the player
    /// to move loses (value 0). The first such successor in the game's order is returned.
    ///
    /// # Errors
    /// As [`grundy`](Self::grundy).
    ///
    /// # Panics
    /// If the game's successor function is not deterministic (the winning successor seen while
    /// solving is no longer offered).
    ///
    /// # Complexity
    /// One [`grundy`](Self::grundy) query, then one successor call and memo lookups.
    pub fn winning_move(
        &mut self,
        position: &G::Position,
    ) -> Result<Option<G::Position>, SolveError<G::Position>> {
        if self.grundy(position)? == 0 {
            return Ok(None);
        }
        let mut successors = Vec::new();
        self.game.successors(position, &mut successors);
        for successor in successors {
            if self.grundy(&successor)? == 0 {
                return Ok(Some(successor));
            }
        }
        panic!("a position of nonzero Grundy value offered no move to a zero position: the successor function is not deterministic");
    }

    /// The Grundy value of a sum of positions (play in exactly one component per move): the
    /// xor of the components' values (Sprague–Grundy theorem).
    ///
    /// # Errors
    /// As [`grundy`](Self::grundy).
    pub fn grundy_of_sum(
        &mut self,
        components: &[G::Position],
    ) -> Result<Grundy, SolveError<G::Position>> {
        let mut total = 0;
        for component in components {
            total ^= self.grundy(component)?;
        }
        Ok(total)
    }

    /// Pushes the search frame of an unsolved `position`.
    fn enter(&mut self, position: G::Position) -> Result<(), SolveError<G::Position>> {
        if self.memo.len() >= self.limit {
            self.abandon_search();
            return Err(SolveError::TooManyPositions { limit: self.limit });
        }
        self.scratch.clear();
        self.game.successors(&position, &mut self.scratch);
        let start = self.pending.len();
        self.pending.append(&mut self.scratch);
        self.memo.insert(position.clone(), IN_PROGRESS);
        self.frames.push(Frame {
            position,
            start,
            next: start,
            end: self.pending.len(),
            values_start: self.child_values.len(),
        });
        Ok(())
    }

    /// Unwinds a failed search: the positions still on the stack have no value.
    fn abandon_search(&mut self) {
        for frame in self.frames.drain(..) {
            self.memo.remove(&frame.position);
        }
        self.pending.clear();
        self.child_values.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{from_fn, Game, GameSolver, SolveError};
    use crate::sg::subtraction_table;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// A game on vertices 0..n given by adjacency lists, counting successor calls.
    struct ListGame {
        adjacency: Vec<Vec<u8>>,
        calls: usize,
    }

    impl Game for ListGame {
        type Position = u8;
        fn successors(&mut self, position: &u8, out: &mut Vec<u8>) {
            self.calls += 1;
            out.extend_from_slice(&self.adjacency[*position as usize]);
        }
    }

    /// Grundy value straight from the definition, by recursion (the test graphs are tiny and
    /// acyclic).
    fn naive_grundy(adjacency: &[Vec<u8>], v: u8) -> u32 {
        let values: Vec<u32> = adjacency[v as usize]
            .iter()
            .map(|&w| naive_grundy(adjacency, w))
            .collect();
        (0..=u32::MAX).find(|m| !values.contains(m)).unwrap()
    }

    fn reaches(adjacency: &[Vec<u8>], from: u8, target: u8) -> bool {
        let mut seen = vec![false; adjacency.len()];
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            for &w in &adjacency[v as usize] {
                if w == target {
                    return true;
                }
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w);
                }
            }
        }
        false
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..300 {
            let n = rng.gen_range(1..=12u8);
            // Edges go from larger to smaller vertices (acyclic), except that every fourth
            // round may add a few edges upwards, which can close cycles.
            let mut adjacency = vec![Vec::new(); n as usize];
            for v in 0..n {
                for w in 0..n {
                    let upward_ok = round % 4 == 0 && rng.gen_bool(0.05);
                    if (w < v && rng.gen_bool(0.35)) || (w >= v && upward_ok) {
                        adjacency[v as usize].push(w);
                    }
                }
            }
            let cyclic = (0..n).any(|v| reaches(&adjacency, v, v));
            let mut solver = GameSolver::new(ListGame {
                adjacency: adjacency.clone(),
                calls: 0,
            });
            for v in (0..n).rev() {
                let result = solver.grundy(&v);
                let cycle_ahead = (0..n)
                    .any(|c| reaches(&adjacency, c, c) && (c == v || reaches(&adjacency, v, c)));
                if cycle_ahead {
                    match result {
                        Err(SolveError::Cycle { position }) => assert!(
                            reaches(&adjacency, position, position),
                            "{position} is not on a cycle: {adjacency:?}"
                        ),
                        other => panic!("missed a cycle from {v}: {other:?} {adjacency:?}"),
                    }
                    continue;
                }
                let expected = naive_grundy(&adjacency, v);
                assert_eq!(result, Ok(expected), "vertex {v} of {adjacency:?}");
                assert_eq!(solver.is_win(&v), Ok(expected != 0));
                match solver.winning_move(&v).unwrap() {
                    Some(w) => {
                        assert!(adjacency[v as usize].contains(&w), "{v}->{w} {adjacency:?}");
                        assert_eq!(naive_grundy(&adjacency, w), 0, "{v}->{w} {adjacency:?}");
                    }
                    None => assert_eq!(expected, 0, "vertex {v} of {adjacency:?}"),
                }
            }
            if !cyclic {
                assert_eq!(solver.memo_len(), n as usize);
            }
        }
    }

    #[test]
    fn queries_share_the_memo() {
        let adjacency: Vec<Vec<u8>> = (0..50u8).map(|v| (0..v).collect()).collect();
        let mut solver = GameSolver::new(ListGame {
            adjacency,
            calls: 0,
        });
        assert_eq!(solver.grundy(&49), Ok(49));
        assert_eq!(solver.game().calls, 50);
        for v in 0..50 {
            assert_eq!(solver.grundy(&v), Ok(u32::from(v)));
        }
        assert_eq!(
            solver.game().calls,
            50,
            "a solved position was searched again"
        );
        solver.clear_memo();
        assert_eq!(solver.grundy(&3), Ok(3));
        assert_eq!(solver.game().calls, 54);
    }

    #[test]
    fn game_a_million_moves_deep_runs_on_an_ordinary_stack() {
        // n → n − 1: from 10^6 the only line of play is 10^6 moves long, and a recursive
        // search would overflow the test thread's stack.
        let countdown = from_fn(|&n: &u32, out: &mut Vec<u32>| out.extend(n.checked_sub(1)));
        let mut solver = GameSolver::new(countdown);
        assert_eq!(solver.grundy(&1_000_000), Ok(0));
        assert_eq!(solver.grundy(&999_999), Ok(1));
        assert_eq!(solver.memo_len(), 1_000_001);
        assert_eq!(solver.winning_move(&777_777), Ok(Some(777_776)));
    }

    #[test]
    fn closure_games_match_subtraction_tables() {
        for moves in [vec![1usize, 3, 4], vec![2, 3, 7], vec![1, 2], vec![5]] {
            let table = subtraction_table(&moves, 200).unwrap();
            let m = moves.clone();
            let mut solver = GameSolver::new(from_fn(move |&x: &usize, out: &mut Vec<usize>| {
                out.extend(m.iter().filter(|&&s| s <= x).map(|&s| x - s));
            }));
            for (x, &g) in table.iter().enumerate().rev() {
                assert_eq!(solver.grundy(&x), Ok(g), "moves {moves:?}, heap {x}");
            }
        }
    }

    #[test]
    fn cycle_names_a_position_and_leaves_the_solver_usable() {
        // 0 → 1 → 2 → 0 is a cycle; 3 → 4 is not, and 5 → 0 reaches the cycle.
        let adjacency = vec![vec![1], vec![2], vec![0], vec![4], vec![], vec![0]];
        let mut solver = GameSolver::new(ListGame {
            adjacency,
            calls: 0,
        });
        let err = solver.grundy(&5).unwrap_err();
        let position = match err {
            SolveError::Cycle { position } => position,
            other @ SolveError::TooManyPositions { .. } => panic!("{other:?}"),
        };
        assert!(position <= 2);
        let message = solver.grundy(&1).unwrap_err().to_string();
        assert!(message.contains("position ") && message.contains("gamecore::loopy"));
        assert_eq!(solver.grundy(&3), Ok(1));
        assert_eq!(solver.memo_len(), 2, "only 3 and 4 are solved");
        let converted: crate::error::Error = solver.grundy(&0).unwrap_err().into();
        assert!(converted.message().contains("loopy"));
    }

    #[test]
    fn self_loop_is_a_cycle() {
        let game = from_fn(|&n: &i32, out: &mut Vec<i32>| out.push(n));
        let err = GameSolver::new(game).grundy(&7).unwrap_err();
        assert_eq!(err, SolveError::Cycle { position: 7 });
        assert!(err.to_string().starts_with("position 7 "));
    }

    #[test]
    fn debug_format_names_structured_positions() {
        let game = from_fn(|p: &(String, u8), out: &mut Vec<(String, u8)>| {
            out.push((p.0.clone(), (p.1 + 1) % 3));
        });
        let err = GameSolver::new(game)
            .grundy(&("board".to_string(), 0))
            .unwrap_err();
        assert!(err.to_string().contains("(\"board\", "), "{err}");
    }

    #[test]
    fn position_limit_keeps_what_was_solved() {
        let countdown = from_fn(|&n: &u32, out: &mut Vec<u32>| out.extend(n.checked_sub(1)));
        let mut solver = GameSolver::new(countdown).with_position_limit(100);
        assert_eq!(solver.grundy(&50), Ok(0));
        assert_eq!(
            solver.grundy(&150),
            Err(SolveError::TooManyPositions { limit: 100 })
        );
        assert_eq!(solver.memo_len(), 51);
        assert_eq!(solver.grundy(&99), Ok(1));
    }

    #[test]
    fn sums_xor_their_components() {
        let nim = from_fn(|&h: &u16, out: &mut Vec<u16>| out.extend(0..h));
        let mut solver = GameSolver::new(nim);
        assert_eq!(solver.grundy_of_sum(&[3, 5, 6]), Ok(0));
        assert_eq!(solver.grundy_of_sum(&[1, 2, 7]), Ok(4));
        let memo: HashMap<u16, u32> = (0..8).map(|h| (h, u32::from(h))).collect();
        for (h, g) in memo {
            assert_eq!(solver.grundy(&h), Ok(g));
        }
    }
}
