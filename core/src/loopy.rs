//! Games on graphs with cycles: who wins, how long best play lasts, and the generalised
//! Sprague–Grundy function of loopy impartial games.
//!
//! - [`Retrograde`] labels every position of a game graph Win, Lose or Draw for the player to
//!   move (retrograde analysis: a FIFO queue walking the reversed graph with out-degree
//!   counters), together with the number of moves of best play and a best move. It owns its
//!   buffers, so a program that solves many rounds on one graph allocates nothing per round.
//!   The moves come from a [`GameGraph`] (a [`Csr`] and its reverse, built once), from a
//!   [`TwoPlayerGraph`] (two move sets over the same positions, one per player, never doubled
//!   in memory), or from a closure that lists predecessors on the fly, for state spaces whose
//!   edges do not fit in memory.
//! - [`Rules`] says what happens to a player who cannot move ([`Stuck`]), which positions end
//!   the game outright ([`Rules::declare`]) and which length of play to measure ([`Tempo`]).
//! - [`GeneralizedGrundy`] computes Smith's generalised Sprague–Grundy function γ of a loopy
//!   impartial game (a finite value, or ∞ with the set of finite values of the options), and
//!   [`sum_outcome`] decides a sum of such games from the values of its components.
//!
//! A draw means the game goes on forever under best play: a player who cannot force a win
//! prefers an endless game to a loss.

use super::graph::Csr;
use super::mex::Grundy;
use std::fmt;

/// "No value": steps of a draw, best move of a terminal position.
const NONE: u32 = u32::MAX;

/// The result of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win, whatever the player to move does.
    Lose,
    /// Neither player can force a win: best play goes on forever.
    Draw,
}

/// What happens to a player who has to move but has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// He loses (normal play).
    Loses,
    /// He wins (misère play).
    Wins,
}

/// Which length of play [`Retrograde::steps`] measures for decided positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tempo {
    /// The winner finishes as fast as he can and the loser holds out as long as he can:
    /// `steps = 0` at a terminal position, `1 + min { steps(w) : w a losing option }` at a
    /// won position, `1 + max { steps(w) : w an option }` at a lost one. Always finite.
    WinnerHurries,
    /// The other way round, as Every-SG games need (the winner of a component wants it to
    /// last, the loser wants it over): `1 + max` over the losing options of a won position,
    /// `1 + min` over all options of a lost one. On a cycle the winner may be able to drag
    /// the game out as long as he likes before winning; such positions have no finite
    /// length and [`Retrograde::steps`] reports `None` for them.
    WinnerDelays,
}

/// The rules of one retrograde analysis: the fate of a stuck player, positions whose result
/// is fixed in advance, and the tempo of the step counts.
///
/// A declared position ends the game: its own moves are ignored and it is never relabelled.
/// A declared Win or Lose has step count 0; a declared [`Outcome::Draw`] ends the game with
/// no winner (and, like every draw, no step count). Luogu P6560's target vertex, which the
/// player to move has already lost, is `declare(y, Lose)`.
///
/// # Example
/// ```
/// use gamecore::loopy::{Outcome, Rules, Stuck, Tempo};
/// let mut rules = Rules::new(Stuck::Loses).with_tempo(Tempo::WinnerDelays);
/// rules.declare(4, Outcome::Lose).declare(7, Outcome::Win);
/// assert_eq!(rules.declarations(), &[(4, Outcome::Lose), (7, Outcome::Win)]);
/// rules.clear_declarations(); // ready for the next round, no allocation
/// assert!(rules.declarations().is_empty());
/// ```
#[derive(Clone, Debug)]
pub struct Rules {
    stuck: Stuck,
    tempo: Tempo,
    declared: Vec<(u32, Outcome)>,
}

impl Default for Rules {
    /// Normal play, [`Tempo::WinnerHurries`], nothing declared.
    fn default() -> Self {
        Self::new(Stuck::Loses)
    }
}

impl Rules {
    /// Rules with the given fate of a stuck player, [`Tempo::WinnerHurries`] and nothing
    /// declared.
    pub fn new(stuck: Stuck) -> Self {
        Self {
            stuck,
            tempo: Tempo::WinnerHurries,
            declared: Vec::new(),
        }
    }

    /// The same rules measuring steps with `tempo`.
    #[must_use]
    pub fn with_tempo(mut self, tempo: Tempo) -> Self {
        self.tempo = tempo;
        self
    }

    /// Fixes the result of `state` for the player to move there; the game ends on it. A later
    /// declaration of the same state replaces an earlier one.
    ///
    /// # Complexity
    /// O(1) amortised.
    pub fn declare(&mut self, state: u32, outcome: Outcome) -> &mut Self {
        self.declared.push((state, outcome));
        self
    }

    /// Forgets every declaration, keeping the buffer.
    pub fn clear_declarations(&mut self) {
        self.declared.clear();
    }

    /// The declarations in the order they were made.
    pub fn declarations(&self) -> &[(u32, Outcome)] {
        &self.declared
    }

    /// The fate of a stuck player.
    pub fn stuck(&self) -> Stuck {
        self.stuck
    }

    /// The tempo of the step counts.
    pub fn tempo(&self) -> Tempo {
        self.tempo
    }
}

/// A declared state is not a state of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateOutOfRange {
    /// The declared state.
    pub state: u32,
    /// The number of states of the game.
    pub state_count: usize,
}

impl fmt::Display for StateOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "declared state {} is out of range 0..{}",
            self.state, self.state_count
        )
    }
}

impl std::error::Error for StateOutOfRange {}

impl From<StateOutOfRange> for super::error::Error {
    fn from(e: StateOutOfRange) -> Self {
        super::error::Error::new(e.to_string())
    }
}

/// The two move graphs of a [`TwoPlayerGraph`] have different numbers of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionCountMismatch {
    /// Positions of player 0's move graph.
    pub first: usize,
    /// Positions of player 1's move graph.
    pub second: usize,
}

impl fmt::Display for PositionCountMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the move graphs of the two players have {} and {} positions",
            self.first, self.second
        )
    }
}

crate::impl_error!(PositionCountMismatch);

/// A game graph (an edge `v → w` is a move from position `v` to position `w`) together with
/// its reverse, which retrograde analysis walks. Build it once and solve as many rounds on it
/// as needed.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, loopy::GameGraph};
/// let game = GameGraph::new(Csr::from_edges(3, &[(0, 1), (2, 1)]).unwrap());
/// assert_eq!(game.reverse().neighbors(1), &[0, 2]);
/// assert_eq!(game.position_count(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct GameGraph {
    moves: Csr,
    reverse: Csr,
}

impl GameGraph {
    /// Wraps `moves` and builds its reverse.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn new(moves: Csr) -> Self {
        let reverse = moves.reverse();
        Self { moves, reverse }
    }

    /// The moves: out-neighbours are options.
    pub fn moves(&self) -> &Csr {
        &self.moves
    }

    /// The reversed moves: out-neighbours are the positions one move away.
    pub fn reverse(&self) -> &Csr {
        &self.reverse
    }

    /// The number of positions.
    pub fn position_count(&self) -> usize {
        self.moves.vertex_count()
    }
}

/// A partizan game on shared positions: player 0 moves along the edges of one graph, player 1
/// along those of another. Its states are pairs (position, player to move), numbered
/// `2 · position + player`, and a move of player `p` from `(v, p)` leads to `(w, 1 − p)`.
///
/// [`Retrograde::solve_two_player`] analyses the state graph without building it: the
/// predecessors of `(w, p)` come from the reversed move graph of player `1 − p`.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, loopy::{Outcome, Retrograde, Rules, TwoPlayerGraph}};
/// // Positions 0, 1, 2. Player 0 may step 1 → 0 or 2 → 1; player 1 may only step 2 → 0.
/// let first = Csr::from_edges(3, &[(1, 0), (2, 1)]).unwrap();
/// let second = Csr::from_edges(3, &[(2, 0)]).unwrap();
/// let game = TwoPlayerGraph::new(first, second).unwrap();
/// let mut solver = Retrograde::new();
/// solver.solve_two_player(&game, &Rules::default()).unwrap();
/// // At 2, player 0 steps to 1, where player 1 is stuck.
/// assert_eq!(solver.outcome(TwoPlayerGraph::state(2, 0) as usize), Outcome::Win);
/// // At 1, player 1 is stuck at once.
/// assert_eq!(solver.outcome(TwoPlayerGraph::state(1, 1) as usize), Outcome::Lose);
/// ```
#[derive(Clone, Debug)]
pub struct TwoPlayerGraph {
    moves: [Csr; 2],
    reverse: [Csr; 2],
}

impl TwoPlayerGraph {
    /// The game where player 0 moves along `first` and player 1 along `second`.
    ///
    /// # Constraints
    /// `2 · positions` below 2^32.
    ///
    /// # Errors
    /// [`PositionCountMismatch`] if the graphs have different numbers of vertices.
    ///
    /// # Complexity
    /// O(V + E) time and space (the two reverses).
    pub fn new(first: Csr, second: Csr) -> Result<Self, PositionCountMismatch> {
        if first.vertex_count() != second.vertex_count() {
            return Err(PositionCountMismatch {
                first: first.vertex_count(),
                second: second.vertex_count(),
            });
        }
        let reverse = [first.reverse(), second.reverse()];
        Ok(Self {
            moves: [first, second],
            reverse,
        })
    }

    /// The state id of `position` with `player` (0 or 1) to move: `2 · position + player`.
    ///
    /// # Panics
    /// If `player > 1`.
    #[inline]
    pub fn state(position: u32, player: u32) -> u32 {
        assert!(player <= 1, "the player to move is 0 or 1");
        2 * position + player
    }

    /// The position of a state.
    #[inline]
    pub fn position(state: u32) -> u32 {
        state / 2
    }

    /// The player to move in a state.
    #[inline]
    pub fn player(state: u32) -> u32 {
        state % 2
    }

    /// The number of positions.
    pub fn position_count(&self) -> usize {
        self.moves[0].vertex_count()
    }

    /// The number of states, twice the number of positions.
    pub fn state_count(&self) -> usize {
        2 * self.position_count()
    }

    /// The move graph of `player` (0 or 1).
    ///
    /// # Panics
    /// If `player > 1`.
    pub fn moves(&self, player: u32) -> &Csr {
        &self.moves[player as usize]
    }

    /// The state graph written out: `2 · positions` vertices and one edge per move of either
    /// player. Only worth it when that graph fits in memory and an ordinary [`GameGraph`] is
    /// wanted (for [`GeneralizedGrundy`], say); [`Retrograde::solve_two_player`] does not
    /// need it.
    ///
    /// # Example
    /// ```
    /// use gamecore::{graph::Csr, loopy::TwoPlayerGraph};
    /// let game = TwoPlayerGraph::new(
    ///     Csr::from_edges(2, &[(0, 1)]).unwrap(),
    ///     Csr::from_edges(2, &[(1, 0)]).unwrap(),
    /// )
    /// .unwrap();
    /// let doubled = game.to_game_graph();
    /// assert_eq!(doubled.moves().neighbors(0), &[3]); // (0, player 0) → (1, player 1)
    /// assert_eq!(doubled.moves().neighbors(3), &[0]); // (1, player 1) → (0, player 0)
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn to_game_graph(&self) -> GameGraph {
        let positions = self.position_count();
        let mut offsets = Vec::with_capacity(2 * positions + 1);
        let mut targets =
            Vec::with_capacity(self.moves[0].edge_count() + self.moves[1].edge_count());
        offsets.push(0);
        for v in 0..positions {
            for player in 0..2 {
                let next_player = 1 - player as u32;
                targets.extend(
                    self.moves[player]
                        .neighbors(v)
                        .iter()
                        .map(|&w| 2 * w + next_player),
                );
                offsets.push(targets.len() as u32);
            }
        }
        let moves = Csr::from_adjacency(offsets, targets)
            .expect("targets of a doubled graph lie in its 2n states");
        GameGraph::new(moves)
    }
}

/// Where a retrograde pass gets out-degrees and predecessors from.
trait Predecessors {
    fn state_count(&self) -> usize;
    fn out_degree(&mut self, state: u32) -> u32;
    fn for_each_predecessor<F: FnMut(u32)>(&mut self, state: u32, visit: F);
}

struct Explicit<'a>(&'a GameGraph);

impl Predecessors for Explicit<'_> {
    fn state_count(&self) -> usize {
        self.0.position_count()
    }

    #[inline]
    fn out_degree(&mut self, state: u32) -> u32 {
        self.0.moves.degree(state as usize) as u32
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(u32)>(&mut self, state: u32, mut visit: F) {
        for &p in self.0.reverse.neighbors(state as usize) {
            visit(p);
        }
    }
}

struct TwoPlayerStates<'a>(&'a TwoPlayerGraph);

impl Predecessors for TwoPlayerStates<'_> {
    fn state_count(&self) -> usize {
        self.0.state_count()
    }

    #[inline]
    fn out_degree(&mut self, state: u32) -> u32 {
        self.0.moves[(state % 2) as usize].degree((state / 2) as usize) as u32
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(u32)>(&mut self, state: u32, mut visit: F) {
        // (w, p) is reached by a move of the other player from (v, 1 − p).
        let mover = 1 - state % 2;
        for &v in self.0.reverse[mover as usize].neighbors((state / 2) as usize) {
            visit(2 * v + mover);
        }
    }
}

struct Implicit<D, P> {
    state_count: usize,
    out_degree: D,
    predecessors: P,
    buffer: Vec<u32>,
}

impl<D, P> Predecessors for Implicit<D, P>
where
    D: FnMut(u32) -> u32,
    P: FnMut(u32, &mut Vec<u32>),
{
    fn state_count(&self) -> usize {
        self.state_count
    }

    #[inline]
    fn out_degree(&mut self, state: u32) -> u32 {
        (self.out_degree)(state)
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(u32)>(&mut self, state: u32, mut visit: F) {
        self.buffer.clear();
        (self.predecessors)(state, &mut self.buffer);
        for &p in &self.buffer {
            visit(p);
        }
    }
}

/// Retrograde analysis of a game that may have cycles: Win / Lose / Draw for the player to
/// move in every state, the number of moves of best play, and a best move.
///
/// Terminal states (stuck, or declared in the [`Rules`]) are decided first and put on a FIFO
/// queue. Popping a decided state walks its predecessors: a predecessor with a move to a lost
/// state is won; a predecessor whose out-degree counter drops to zero (every move leads to a
/// won state) is lost. States never decided are draws. Each state enters the queue at most
/// once, so a pass is O(V + E).
///
/// The queue hands out states in order of their step count, so the step counts of
/// [`Tempo::WinnerHurries`] fall out of the order in which states are decided: a won state
/// is decided by its fastest losing option, a lost state by its slowest option.
/// [`Tempo::WinnerDelays`] needs a second pass over the decided states with the roles swapped:
/// a won state waits for the last of its losing options, a lost state takes the first option.
///
/// The struct owns every buffer (labels, counters, queue), so running it round after round
/// allocates nothing once the buffers have grown.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, loopy::{GameGraph, Outcome, Retrograde, Rules}};
/// // 0 ⇄ 1 and 1 → 2, where 2 is stuck: 1 wins by moving to 2, so 0 (whose only move is to
/// // 1) loses. 3 ⇄ 4 can only cycle: a draw.
/// let edges = [(0, 1), (1, 0), (1, 2), (3, 4), (4, 3)];
/// let game = GameGraph::new(Csr::from_edges(5, &edges).unwrap());
/// let mut solver = Retrograde::new();
/// solver.solve(&game, &Rules::default()).unwrap();
/// use Outcome::*;
/// assert_eq!(solver.outcomes(), &[Lose, Win, Lose, Draw, Draw]);
/// assert_eq!(solver.steps(0), Some(2));
/// assert_eq!(solver.best_move(1), Some(2));
/// assert_eq!(solver.steps(3), None);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Retrograde {
    outcome: Vec<Outcome>,
    steps: Vec<u32>,
    best: Vec<u32>,
    /// Moves of a state not yet known to lead to a won state; 0 once the state is decided or
    /// declared, so `counter > 0` means "still open".
    counter: Vec<u32>,
    queue: Vec<u32>,
    /// The predecessor list handed to the callback of `solve_implicit`.
    scratch: Vec<u32>,
}

impl Retrograde {
    /// An empty workspace.
    pub fn new() -> Self {
        Self::default()
    }

    /// Analyses the game on `game`'s positions under `rules`.
    ///
    /// # Errors
    /// [`StateOutOfRange`] if a declared state is not a position; the workspace is then left
    /// as it was.
    ///
    /// # Example
    /// ```
    /// use gamecore::{graph::Csr, loopy::{GameGraph, Outcome, Retrograde, Rules, Stuck}};
    /// // Luogu P6560: whoever moves onto the target wins, so the target is lost for the player
    /// // to move there. Sample 2: edges 1→2, 2→3, 3→1, 3→4, 4→5 (0-based below), rounds
    /// // (1, 5) and (4, 3).
    /// let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)];
    /// let game = GameGraph::new(Csr::from_edges(5, &edges).unwrap());
    /// let (mut solver, mut rules) = (Retrograde::new(), Rules::new(Stuck::Loses));
    /// let mut answers = Vec::new();
    /// for (start, target) in [(0, 4), (3, 2)] {
    ///     rules.clear_declarations();
    ///     rules.declare(target, Outcome::Lose);
    ///     solver.solve(&game, &rules).unwrap();
    ///     answers.push(solver.outcome(start as usize));
    /// }
    /// assert_eq!(answers, vec![Outcome::Draw, Outcome::Win]);
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time (twice that with [`Tempo::WinnerDelays`]), O(V) workspace, no allocation
    /// once the workspace has served a game this large.
    pub fn solve(&mut self, game: &GameGraph, rules: &Rules) -> Result<(), StateOutOfRange> {
        self.run(&mut Explicit(game), rules)
    }

    /// Analyses the state graph of a [`TwoPlayerGraph`] (state `2 · position + player`)
    /// without building it.
    ///
    /// # Errors
    /// [`StateOutOfRange`] if a declared state is `>= game.state_count()`.
    ///
    /// # Complexity
    /// O(S + E) for S states and E moves of both players together; O(S) workspace.
    pub fn solve_two_player(
        &mut self,
        game: &TwoPlayerGraph,
        rules: &Rules,
    ) -> Result<(), StateOutOfRange> {
        self.run(&mut TwoPlayerStates(game), rules)
    }

    /// Analyses a game whose moves are never stored: `out_degree(s)` is the number of moves
    /// from state `s`, and `predecessors(s, list)` pushes onto `list` (which arrives empty)
    /// every state with a move to `s`, once per such move. States are `0..state_count`.
    ///
    /// Each state's predecessors are asked for at most once per pass (twice with
    /// [`Tempo::WinnerDelays`]). This is the way to solve state spaces with too many edges to
    /// store, such as Codeforces 786A (14 000 states, about 10^8 moves).
    ///
    /// # Example
    /// ```
    /// use gamecore::loopy::{Outcome, Retrograde, Rules};
    /// // Codeforces 786A, sample 1: 5 objects on a circle, object 0 a black hole. Rick steps
    /// // 3 or 2, Morty 1, 2 or 3, clockwise. State 2·v + p: the monster on v, player p to move.
    /// let n = 5u32;
    /// let steps: [&[u32]; 2] = [&[3, 2], &[1, 2, 3]];
    /// let mut rules = Rules::default();
    /// rules.declare(0, Outcome::Lose).declare(1, Outcome::Lose); // landed on the hole
    /// let mut solver = Retrograde::new();
    /// solver
    ///     .solve_implicit(
    ///         2 * n as usize,
    ///         |s| steps[(s % 2) as usize].len() as u32,
    ///         |s, list| {
    ///             let (v, mover) = (s / 2, 1 - s % 2);
    ///             let sources = steps[mover as usize].iter().map(|&x| (v + n - x) % n);
    ///             list.extend(sources.map(|u| 2 * u + mover));
    ///         },
    ///         &rules,
    ///     )
    ///     .unwrap();
    /// let rick_first: Vec<Outcome> = (1..n).map(|v| solver.outcome(2 * v as usize)).collect();
    /// use Outcome::*;
    /// assert_eq!(rick_first, vec![Lose, Win, Win, Draw]);
    /// ```
    ///
    /// # Errors
    /// [`StateOutOfRange`] if a declared state is `>= state_count`.
    ///
    /// # Panics
    /// If `predecessors` reports a state `>= state_count`.
    ///
    /// # Complexity
    /// O(S + E) time for S states and E predecessor entries reported, plus the callbacks'
    /// own cost; O(S + largest predecessor list) workspace.
    pub fn solve_implicit<D, P>(
        &mut self,
        state_count: usize,
        out_degree: D,
        predecessors: P,
        rules: &Rules,
    ) -> Result<(), StateOutOfRange>
    where
        D: FnMut(u32) -> u32,
        P: FnMut(u32, &mut Vec<u32>),
    {
        let mut source = Implicit {
            state_count,
            out_degree,
            predecessors,
            buffer: std::mem::take(&mut self.scratch),
        };
        let result = self.run(&mut source, rules);
        self.scratch = source.buffer;
        result
    }

    fn run<S: Predecessors>(
        &mut self,
        source: &mut S,
        rules: &Rules,
    ) -> Result<(), StateOutOfRange> {
        let n = source.state_count();
        if let Some(&(state, _)) = rules.declared.iter().find(|&&(s, _)| s as usize >= n) {
            return Err(StateOutOfRange {
                state,
                state_count: n,
            });
        }
        let stuck = match rules.stuck {
            Stuck::Loses => Outcome::Lose,
            Stuck::Wins => Outcome::Win,
        };
        self.counter.clear();
        self.counter
            .extend((0..n as u32).map(|s| source.out_degree(s)));
        self.outcome.clear();
        self.outcome.extend(self.counter.iter().map(|&degree| {
            if degree == 0 {
                stuck
            } else {
                Outcome::Draw
            }
        }));
        for &(state, outcome) in &rules.declared {
            self.outcome[state as usize] = outcome;
            self.counter[state as usize] = 0;
        }
        self.steps.clear();
        self.steps.resize(n, NONE);
        self.best.clear();
        self.best.resize(n, NONE);
        self.queue.clear();
        for s in 0..n {
            if self.counter[s] == 0 && self.outcome[s] != Outcome::Draw {
                self.steps[s] = 0;
                self.queue.push(s as u32);
            }
        }
        let terminal_count = self.queue.len();
        self.decide(source);
        if rules.tempo == Tempo::WinnerDelays {
            self.delay_winners(source, terminal_count);
        }
        Ok(())
    }

    /// The main pass: decides every state that can be decided, in order of
    /// [`Tempo::WinnerHurries`] step counts.
    fn decide<S: Predecessors>(&mut self, source: &mut S) {
        let Self {
            outcome,
            steps,
            best,
            counter,
            queue,
            ..
        } = self;
        // Slices rather than the vectors: only the queue grows during the pass, so the other
        // arrays' addresses can stay in registers.
        let (outcome, steps, best, counter) = (
            &mut outcome[..],
            &mut steps[..],
            &mut best[..],
            &mut counter[..],
        );
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            let next_steps = steps[u as usize] + 1;
            if outcome[u as usize] == Outcome::Win {
                source.for_each_predecessor(u, |p| {
                    let slot = p as usize;
                    // No branch on whether p is still open (that one is unpredictable): a
                    // decided or declared state has counter 0 and keeps it, and only the
                    // last open move of an open state makes it lost.
                    let open = counter[slot];
                    counter[slot] = open.saturating_sub(1);
                    if open == 1 {
                        outcome[slot] = Outcome::Lose;
                        steps[slot] = next_steps;
                        best[slot] = u;
                        queue.push(p);
                    }
                });
            } else {
                source.for_each_predecessor(u, |p| {
                    let slot = p as usize;
                    if counter[slot] != 0 {
                        counter[slot] = 0;
                        outcome[slot] = Outcome::Win;
                        steps[slot] = next_steps;
                        best[slot] = u;
                        queue.push(p);
                    }
                });
            }
        }
    }

    /// Recomputes steps and best moves of the decided, non-terminal states for
    /// [`Tempo::WinnerDelays`]. The queue holds every decided state, terminal ones first.
    fn delay_winners<S: Predecessors>(&mut self, source: &mut S, terminal_count: usize) {
        let Self {
            outcome,
            steps,
            best,
            counter,
            queue,
            ..
        } = self;
        // Every queued state has counter 0 after the main pass.
        for &u in &queue[terminal_count..] {
            steps[u as usize] = NONE;
            best[u as usize] = NONE;
        }
        // A won state waits for all of its losing options (the winner stays on winning
        // ground, and takes the longest such road).
        for &u in queue.iter() {
            if outcome[u as usize] != Outcome::Lose {
                continue;
            }
            source.for_each_predecessor(u, |p| {
                let slot = p as usize;
                if outcome[slot] == Outcome::Win && steps[slot] == NONE {
                    counter[slot] += 1;
                }
            });
        }
        queue.truncate(terminal_count);
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            let u_is_lost = outcome[u as usize] == Outcome::Lose;
            let next_steps = steps[u as usize] + 1;
            source.for_each_predecessor(u, |p| {
                let slot = p as usize;
                if steps[slot] != NONE {
                    return; // terminal, or valued already
                }
                match outcome[slot] {
                    // The loser takes the quickest way out: the first option to be valued.
                    Outcome::Lose => {}
                    Outcome::Win if u_is_lost => {
                        counter[slot] -= 1;
                        if counter[slot] != 0 {
                            return;
                        }
                    }
                    // A draw, or a won state looking at an option that is not lost.
                    _ => return,
                }
                steps[slot] = next_steps;
                best[slot] = u;
                queue.push(p);
            });
        }
    }

    /// The number of states of the last game solved.
    pub fn state_count(&self) -> usize {
        self.outcome.len()
    }

    /// The result of `state` for the player to move there.
    ///
    /// # Panics
    /// If `state >= state_count()`.
    #[inline]
    pub fn outcome(&self, state: usize) -> Outcome {
        self.outcome[state]
    }

    /// Every state's result, indexed by state.
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcome
    }

    /// The number of moves best play lasts from `state` under the tempo of the rules: 0 for
    /// a terminal state (stuck or declared), `None` for a draw, and with
    /// [`Tempo::WinnerDelays`] also `None` for a decided state whose winner can make the game
    /// last as long as he likes.
    ///
    /// # Panics
    /// If `state >= state_count()`.
    #[inline]
    pub fn steps(&self, state: usize) -> Option<u32> {
        Some(self.steps[state]).filter(|&s| s != NONE)
    }

    /// A move of best play from `state` (one that realises [`Retrograde::steps`]): from a
    /// won state a move to a lost one, from a lost state a move to a won one. `None` for
    /// terminal states, draws, and states with no finite step count.
    ///
    /// # Panics
    /// If `state >= state_count()`.
    #[inline]
    pub fn best_move(&self, state: usize) -> Option<u32> {
        Some(self.best[state]).filter(|&s| s != NONE)
    }
}

/// Win / Lose / Draw of one game graph in many rounds, each round with its own declared
/// positions (Luogu P6560: a different target vertex per round), when only the results are
/// wanted.
///
/// The same analysis as [`Retrograde::solve`], cut down for speed in the inner loop of a
/// program that solves hundreds of rounds on one graph: no step counts and no best moves; a
/// round starts by copying the out-degrees into the counters (one `memcpy`) instead of
/// rebuilding five arrays; a state's result is kept only where its counter is 0, so nothing
/// else needs clearing. On construction the positions are renumbered in the order in which a
/// round without declarations decides them, and the ones it leaves undecided breadth-first
/// along reversed moves (so that a cycle or a chain gets consecutive numbers); the reversed
/// moves are stored in that numbering: later rounds, which decide states in much the same
/// order, then walk their arrays mostly forwards instead of missing the cache at every step.
/// The pass itself does not branch on the data. The game graph is not needed after
/// construction.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, loopy::{GameGraph, Outcome, RetrogradeRounds, Stuck}};
/// // Luogu P6560, sample 2 (0-based): 0 → 1 → 2 → 0, 2 → 3 → 4. Whoever moves onto the
/// // round's target wins, so the target is lost for the player to move there.
/// let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)];
/// let game = GameGraph::new(Csr::from_edges(5, &edges).unwrap());
/// let mut rounds = RetrogradeRounds::new(&game, Stuck::Loses);
/// rounds.solve(&[(4, Outcome::Lose)]).unwrap();
/// assert_eq!(rounds.outcome(0), Outcome::Draw); // leaving the cycle hands over the win
/// rounds.solve(&[(2, Outcome::Lose)]).unwrap();
/// assert_eq!(rounds.outcome(3), Outcome::Win); // 3 → 4, where the opponent is stuck
/// ```
///
/// # Complexity
/// Construction: one pass without declarations and a renumbered copy of the reversed moves,
/// O(V + E) time and memory. Each round: O(V) to reset the counters plus O(E') for the reversed moves
/// of the states decided in that round, O(1) allocation (none once the first round has run).
#[derive(Clone, Debug)]
pub struct RetrogradeRounds {
    /// The internal number of each position.
    internal: Vec<u32>,
    /// Reversed moves between internal numbers.
    reverse: Csr,
    /// Out-degree of each internal number.
    degree: Vec<u32>,
    /// The positions without a move are the internal numbers `0..stuck_count`, those of them
    /// one move away from some position first (`0..stuck_walked`): the others need no walk.
    stuck_walked: usize,
    stuck_count: usize,
    stuck: Outcome,
    /// Moves not yet known to lead to a won state; 0 once decided or declared, and then
    /// `outcome` holds the result.
    counter: Vec<u32>,
    /// One slot more than there are positions: a pass writes a result for every predecessor
    /// it looks at, into that spare slot when the predecessor stays undecided.
    outcome: Vec<Outcome>,
    /// The states decided in a round, in the order of deciding, a won one tagged with
    /// [`WON_TAG`]; one slot more than there are positions, because a pass writes the slot
    /// after the last decided state whether or not it decides one.
    queue: Vec<u32>,
}

/// The tag of a won state in [`RetrogradeRounds`]' queue (a lost one has none), so that a
/// pass learns a state's result from its queue entry.
const WON_TAG: u32 = 1 << 31;

impl RetrogradeRounds {
    /// Prepares rounds on `game`, in which a player who cannot move meets `stuck`. Until the
    /// first [`RetrogradeRounds::solve`], the results are those of a round without
    /// declarations.
    ///
    /// # Panics
    /// If `game` has 2^31 positions or more.
    ///
    /// # Complexity
    /// O(V + E) time and memory.
    pub fn new(game: &GameGraph, stuck: Stuck) -> Self {
        let n = game.position_count();
        assert!(
            n < WON_TAG as usize,
            "RetrogradeRounds takes fewer than 2^31 positions"
        );
        let stuck = match stuck {
            Stuck::Loses => Outcome::Lose,
            Stuck::Wins => Outcome::Win,
        };
        let old_degree: Vec<u32> = (0..n).map(|v| game.moves().degree(v) as u32).collect();
        // A round without declarations, in the original numbering: the queue ends up holding
        // the decided states in the order of deciding, starting with the stuck ones, those
        // with predecessors first.
        let mut counter = old_degree.clone();
        let mut outcome = vec![Outcome::Draw; n + 1];
        let mut queue = vec![0u32; n + 1];
        let is_stuck = |v: usize| old_degree[v] == 0;
        let has_predecessors = |v: usize| game.reverse().degree(v) != 0;
        let stuck_walked = (0..n)
            .filter(|&v| is_stuck(v) && has_predecessors(v))
            .count();
        let walked = (0..n).filter(|&v| is_stuck(v) && has_predecessors(v));
        let unwalked = (0..n).filter(|&v| is_stuck(v) && !has_predecessors(v));
        let mut stuck_count = 0;
        for v in walked.chain(unwalked) {
            queue[stuck_count] = v as u32 | Self::tag(stuck);
            outcome[v] = stuck;
            stuck_count += 1;
        }
        let decided = Self::decide_from(
            game.reverse(),
            &mut counter,
            &mut outcome,
            &mut queue,
            stuck_count,
        );
        let mut order: Vec<u32> = queue[..decided].iter().map(|&e| e & !WON_TAG).collect();
        Self::order_undecided(game, &counter, &mut order);
        let mut internal = vec![0u32; n];
        for (i, &v) in order.iter().enumerate() {
            internal[v as usize] = i as u32;
        }
        let old_reverse = game.reverse();
        let mut offsets = Vec::with_capacity(n + 1);
        let mut targets = Vec::with_capacity(old_reverse.edge_count());
        offsets.push(0);
        for &v in &order {
            targets.extend(
                old_reverse
                    .neighbors(v as usize)
                    .iter()
                    .map(|&p| internal[p as usize]),
            );
            offsets.push(targets.len() as u32);
        }
        let reverse = Csr::from_adjacency(offsets, targets)
            .expect("a renumbering keeps the graph's size and its vertices in range");
        let degree: Vec<u32> = order.iter().map(|&v| old_degree[v as usize]).collect();
        // Keep that round's results, in the new numbering.
        let counter: Vec<u32> = order.iter().map(|&v| counter[v as usize]).collect();
        let outcome = order
            .iter()
            .zip(&counter)
            .map(|(&v, &open)| {
                if open == 0 {
                    outcome[v as usize]
                } else {
                    Outcome::Draw
                }
            })
            .chain(Some(Outcome::Draw))
            .collect();
        Self {
            internal,
            reverse,
            degree,
            stuck_walked,
            stuck_count,
            stuck,
            counter,
            outcome,
            queue,
        }
    }

    /// Appends the positions left undecided by a round without declarations (`counter` not 0)
    /// to `order`, which holds the decided ones, in the order later rounds tend to reach
    /// them: those rounds decide them by walking reversed moves from a declared state, so
    /// each group is numbered breadth-first along reversed moves from a root found by
    /// following moves forwards among the positions not yet numbered until none is left (the
    /// end of a chain, or a position on a cycle). A cycle or a chain with scattered numbers
    /// then gets consecutive ones, and a round walks it through memory in order instead of
    /// missing the cache at every step. No recursion; O(V + E).
    fn order_undecided(game: &GameGraph, counter: &[u32], order: &mut Vec<u32>) {
        let n = counter.len();
        // Numbered already (the decided positions from the start).
        let mut placed: Vec<bool> = counter.iter().map(|&c| c == 0).collect();
        // Passed by a search for a root.
        let mut walked = vec![false; n];
        for start in 0..n {
            if placed[start] {
                continue;
            }
            let mut root = start;
            walked[root] = true;
            while let Some(&next) = game
                .moves()
                .neighbors(root)
                .iter()
                .find(|&&t| !placed[t as usize] && !walked[t as usize])
            {
                root = next as usize;
                walked[root] = true;
            }
            // Every position passed reaches the root by moves among unnumbered positions,
            // so this search numbers them all, and no position is passed twice.
            let mut head = order.len();
            placed[root] = true;
            order.push(root as u32);
            while head < order.len() {
                let v = order[head] as usize;
                head += 1;
                for &p in game.reverse().neighbors(v) {
                    if !placed[p as usize] {
                        placed[p as usize] = true;
                        order.push(p);
                    }
                }
            }
        }
    }

    /// The number of positions.
    pub fn position_count(&self) -> usize {
        self.internal.len()
    }

    /// Solves one round in which each `(state, outcome)` of `declared` ends the game with that
    /// result for the player to move there (as [`Rules::declare`]; a later declaration of the
    /// same state replaces an earlier one). Replaces the previous round's results.
    ///
    /// # Errors
    /// [`StateOutOfRange`] if a declared state is not a position; the previous results are
    /// then kept.
    ///
    /// # Complexity
    /// O(V + E' + d²) time for d declarations and E' the reversed moves of the states decided;
    /// no allocation.
    pub fn solve(&mut self, declared: &[(u32, Outcome)]) -> Result<(), StateOutOfRange> {
        let n = self.position_count();
        if let Some(&(state, _)) = declared.iter().find(|&&(s, _)| s as usize >= n) {
            return Err(StateOutOfRange {
                state,
                state_count: n,
            });
        }
        self.counter.copy_from_slice(&self.degree);
        self.outcome[..self.stuck_count].fill(self.stuck);
        for &(state, outcome) in declared {
            let s = self.internal[state as usize] as usize;
            self.counter[s] = 0;
            self.outcome[s] = outcome;
        }
        // The stuck states with predecessors start the queue, with their results as declared.
        let walked = self.stuck_walked;
        let drawn_walked = declared.iter().any(|&(state, outcome)| {
            outcome == Outcome::Draw && (self.internal[state as usize] as usize) < walked
        });
        let mut decided = 0;
        if drawn_walked {
            // Rare: leave out the ones declared draws.
            for s in 0..walked {
                let outcome = self.outcome[s];
                if outcome != Outcome::Draw {
                    self.queue[decided] = s as u32 | Self::tag(outcome);
                    decided += 1;
                }
            }
        } else {
            let tag = Self::tag(self.stuck);
            for (s, entry) in self.queue[..walked].iter_mut().enumerate() {
                *entry = s as u32 | tag;
            }
            for &(state, _) in declared {
                let s = self.internal[state as usize] as usize;
                if s < walked {
                    self.queue[s] = s as u32 | Self::tag(self.outcome[s]);
                }
            }
            decided = walked;
        }
        // Then the other declared states; a stuck one without predecessors needs no walk.
        for (i, &(state, _)) in declared.iter().enumerate() {
            let s = self.internal[state as usize];
            let outcome = self.outcome[s as usize];
            let last_declaration = declared[i + 1..].iter().all(|&(t, _)| t != state);
            let queued_as_stuck = (s as usize) < self.stuck_count;
            if last_declaration && !queued_as_stuck && outcome != Outcome::Draw {
                self.queue[decided] = s | Self::tag(outcome);
                decided += 1;
            }
        }
        Self::decide_from(
            &self.reverse,
            &mut self.counter,
            &mut self.outcome,
            &mut self.queue,
            decided,
        );
        Ok(())
    }

    /// The queue tag of a decided state's result.
    fn tag(outcome: Outcome) -> u32 {
        if outcome == Outcome::Win {
            WON_TAG
        } else {
            0
        }
    }

    /// [`Retrograde`]'s main pass without step counts and best moves, over `reverse`, from the
    /// decided states in `queue[..decided]` (tagged, with their counters 0 and their
    /// results in `outcome`); returns the number of states in the queue at the end, which
    /// are the decided ones but for declared and stuck states left out of it.
    ///
    /// The inner loops do not branch on the data, so that the loads of scattered counters
    /// overlap instead of waiting behind mispredicted branches: a predecessor is written
    /// after the last entry every time and kept by moving the end only when it is decided,
    /// and its result is written to its own slot when it is decided and to the spare slot
    /// `outcome[n]` otherwise; a won state's predecessors are counted down without a test
    /// of whether each is still open.
    fn decide_from(
        reverse: &Csr,
        counter: &mut [u32],
        outcome: &mut [Outcome],
        queue: &mut [u32],
        decided: usize,
    ) -> usize {
        let spare = counter.len();
        let mut end = decided;
        let mut head = 0;
        while head < end {
            let entry = queue[head];
            head += 1;
            let predecessors = reverse.neighbors((entry & !WON_TAG) as usize);
            if entry & WON_TAG != 0 {
                // Each predecessor has one move fewer left open; at 0 it is lost.
                for &p in predecessors {
                    let open = counter[p as usize];
                    counter[p as usize] = open.saturating_sub(1);
                    let lost = open == 1;
                    queue[end] = p;
                    outcome[if lost { p as usize } else { spare }] = Outcome::Lose;
                    end += usize::from(lost);
                }
            } else {
                // Every undecided predecessor can move here and wins.
                for &p in predecessors {
                    let open = counter[p as usize];
                    counter[p as usize] = 0;
                    let won = open != 0;
                    queue[end] = p | WON_TAG;
                    outcome[if won { p as usize } else { spare }] = Outcome::Win;
                    end += usize::from(won);
                }
            }
        }
        end
    }

    /// The result of `state` in the last round, for the player to move there.
    ///
    /// # Panics
    /// If `state >= position_count()`.
    #[inline]
    pub fn outcome(&self, state: usize) -> Outcome {
        let s = self.internal[state] as usize;
        if self.counter[s] == 0 {
            self.outcome[s]
        } else {
            Outcome::Draw
        }
    }
}

/// "Not labelled yet" and "labelled ∞" in [`GeneralizedGrundy`]'s value array: far above any
/// finite value, which is at most the out-degree.
const UNLABELLED: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;

/// The generalised Sprague–Grundy value γ of a position of a loopy impartial game: a finite
/// value, or ∞ together with the finite values among the position's options (written
/// ∞(K), or ∞ when K is empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GeneralizedValue<'a> {
    /// Equivalent to a Nim heap of this size, cycles notwithstanding.
    Finite(Grundy),
    /// ∞(K): the finite values K of the options, sorted and without duplicates.
    Infinite(&'a [Grundy]),
}

impl GeneralizedValue<'_> {
    /// The result of the position on its own, under normal play: value 0 loses, any other
    /// finite value wins, ∞(K) wins when 0 ∈ K (move to a position of value 0) and is a draw
    /// otherwise.
    ///
    /// # Example
    /// ```
    /// use gamecore::loopy::{GeneralizedValue, Outcome};
    /// assert_eq!(GeneralizedValue::Finite(0).outcome(), Outcome::Lose);
    /// assert_eq!(GeneralizedValue::Infinite(&[0, 2]).outcome(), Outcome::Win);
    /// assert_eq!(GeneralizedValue::Infinite(&[1]).outcome(), Outcome::Draw);
    /// ```
    pub fn outcome(&self) -> Outcome {
        sum_outcome([*self])
    }
}

impl fmt::Display for GeneralizedValue<'_> {
    /// `3`, `∞` or `∞(0,2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GeneralizedValue::Finite(g) => write!(f, "{g}"),
            GeneralizedValue::Infinite(set) => {
                f.write_str("∞")?;
                for (i, g) in set.iter().enumerate() {
                    write!(f, "{}{g}", if i == 0 { '(' } else { ',' })?;
                }
                if set.is_empty() {
                    Ok(())
                } else {
                    f.write_str(")")
                }
            }
        }
    }
}

/// The result, under normal play, of a sum of loopy impartial games (a move is a move in
/// exactly one component) from the generalised Sprague–Grundy values of its components.
///
/// This is the generalised Sprague–Grundy theorem (C. A. B. Smith, "Graphs and composite
/// games", J. Combin. Theory 1 (1966); A. S. Fraenkel and Y. Yesha, "The generalized
/// Sprague–Grundy function and its invariance under certain mappings", J. Combin. Theory A
/// 43 (1986); Berlekamp, Conway and Guy, Winning Ways, ch. 12): the value of a sum is the
/// nim-sum of the finite values, ∞(K) plus a finite s is ∞(K ⊕ s), and two infinite values
/// add up to ∞(∅). Hence, with s the nim-sum of the finite components:
///
/// - no infinite component: the player to move loses if s = 0 and wins otherwise;
/// - exactly one, ∞(K): he wins if s ∈ K (moving that component to a position of value s
///   leaves a finite sum of nim-sum 0), and otherwise the game is a draw;
/// - two or more: a draw.
///
/// # Example
/// ```
/// use gamecore::loopy::{sum_outcome, GeneralizedValue::*, Outcome};
/// assert_eq!(sum_outcome([Finite(3), Finite(3)]), Outcome::Lose);
/// assert_eq!(sum_outcome([Infinite(&[0, 2]), Finite(1), Finite(3)]), Outcome::Win); // 1 ⊕ 3 = 2
/// assert_eq!(sum_outcome([Infinite(&[0, 2]), Finite(1)]), Outcome::Draw);
/// assert_eq!(sum_outcome([Infinite(&[0]), Infinite(&[0])]), Outcome::Draw);
/// ```
///
/// # Complexity
/// O(k + log |K|) for k components.
pub fn sum_outcome<'a, I>(components: I) -> Outcome
where
    I: IntoIterator<Item = GeneralizedValue<'a>>,
{
    let mut nim_sum = 0;
    let mut infinite: Option<&[Grundy]> = None;
    for component in components {
        match component {
            GeneralizedValue::Finite(g) => nim_sum ^= g,
            GeneralizedValue::Infinite(set) => {
                if infinite.is_some() {
                    return Outcome::Draw;
                }
                infinite = Some(set);
            }
        }
    }
    match infinite {
        None if nim_sum == 0 => Outcome::Lose,
        None => Outcome::Win,
        Some(set) if set.binary_search(&nim_sum).is_ok() => Outcome::Win,
        Some(_) => Outcome::Draw,
    }
}

/// The generalised Sprague–Grundy function γ of a loopy impartial game (Smith 1966), computed
/// with the labelling algorithm of Fraenkel and Yesha (1986).
///
/// For m = 0, 1, 2, … in turn: label m every unlabelled position u such that (a) no option of
/// u is labelled m and (b) every option of u that is unlabelled or labelled ∞ has an option
/// labelled m, repeating until no position qualifies; then label ∞ every unlabelled position
/// with no option labelled m. Stop when every position is labelled. A position labelled ∞
/// gets, as its set K, the finite labels among its options.
///
/// On an acyclic graph γ is the ordinary Sprague–Grundy function. γ(u) = 0 exactly at the
/// positions lost for the player to move, and ∞ with 0 ∉ K exactly at the draws; see
/// [`sum_outcome`] for sums.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, loopy::{GameGraph, GeneralizedGrundy, Outcome}};
/// // 0 ⇄ 1 and 1 → 2 (a sink): the cycle still gets finite values, since 1 wins by moving
/// // to 2 and 0 can only move to 1. Then 3 ⇄ 4, 3 → 3 and 4 → 2: 4 wins at once, and 3
/// // must not move to 4, so it loops.
/// let edges = [(0, 1), (1, 0), (1, 2), (3, 4), (4, 3), (4, 2), (3, 3)];
/// let game = GameGraph::new(Csr::from_edges(5, &edges).unwrap());
/// let mut gamma = GeneralizedGrundy::new();
/// gamma.compute(&game);
/// let shown: Vec<String> = (0..5).map(|v| gamma.value(v).to_string()).collect();
/// assert_eq!(shown, ["0", "1", "0", "∞", "∞(0)"]);
/// assert_eq!(gamma.value(3).outcome(), Outcome::Draw);
/// assert_eq!(gamma.value(4).outcome(), Outcome::Win);
/// ```
///
/// # Complexity
/// Each round m costs O(V + E) (one count of the unlabelled options of every unlabelled
/// position, and a queue in which every position is marked at most once), and there are at
/// most d + 2 rounds, d the largest finite value, which is at most the largest number of
/// distinct options. So O((d + 2)(V + E)) time, O(V · E)-ish in the worst case and O(V + E)
/// for games whose values stay small; O(V + E) memory.
#[derive(Clone, Debug, Default)]
pub struct GeneralizedGrundy {
    /// A finite value, or `INFINITE`; `UNLABELLED` while computing.
    values: Vec<u32>,
    /// K of position v is `set_values[set_offsets[v]..set_offsets[v + 1]]` (empty when γ(v)
    /// is finite).
    set_offsets: Vec<u32>,
    set_values: Vec<Grundy>,
    /// Options of an unlabelled position that are unlabelled or ∞ and have no option labelled
    /// with the current round's value.
    unmarked_open_options: Vec<u32>,
    /// The round (plus one) in which a position last got an option labelled with the round's
    /// value.
    marked_in_round: Vec<u32>,
    unlabelled: Vec<u32>,
    queue: Vec<u32>,
}

impl GeneralizedGrundy {
    /// An empty workspace.
    pub fn new() -> Self {
        Self::default()
    }

    /// Computes γ for every position of `game`, replacing the previous results.
    ///
    /// # Complexity
    /// See the type's documentation.
    pub fn compute(&mut self, game: &GameGraph) {
        let n = game.position_count();
        self.values.clear();
        self.values.resize(n, UNLABELLED);
        self.unmarked_open_options.clear();
        self.unmarked_open_options.resize(n, 0);
        self.marked_in_round.clear();
        self.marked_in_round.resize(n, 0);
        self.unlabelled.clear();
        self.unlabelled.extend(0..n as u32);
        let mut value: u32 = 0;
        while !self.unlabelled.is_empty() {
            self.label_round(game, value);
            value += 1;
        }
        self.collect_infinity_sets(game.moves());
    }

    /// One round of the labelling: gives label `value` to every unlabelled position that
    /// qualifies, then ∞ to the unlabelled positions with no option labelled `value`.
    fn label_round(&mut self, game: &GameGraph, value: u32) {
        let (moves, reverse) = (game.moves(), game.reverse());
        let Self {
            values,
            unmarked_open_options: open,
            marked_in_round: marked,
            unlabelled,
            queue,
            ..
        } = self;
        let round = value + 1;
        // Nothing carries label `value` yet, so nothing is marked: every open option counts
        // against its predecessors.
        for &u in unlabelled.iter() {
            let u = u as usize;
            open[u] = moves
                .neighbors(u)
                .iter()
                .filter(|&&w| values[w as usize] >= INFINITE)
                .count() as u32;
        }
        queue.clear();
        for &u in unlabelled.iter() {
            if open[u as usize] == 0 {
                values[u as usize] = value;
                queue.push(u);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let labelled = queue[head];
            head += 1;
            for &p in reverse.neighbors(labelled as usize) {
                let p = p as usize;
                if marked[p] == round {
                    continue;
                }
                // p has an option labelled `value`: it cannot take that label itself, and if
                // it is open it no longer blocks its predecessors.
                marked[p] = round;
                if values[p] < INFINITE {
                    continue;
                }
                for &q in reverse.neighbors(p) {
                    let q = q as usize;
                    if values[q] != UNLABELLED {
                        continue;
                    }
                    open[q] -= 1;
                    // q is unmarked: an option labelled `value` was open when counted and
                    // never gets marked, so it would keep open[q] above zero.
                    if open[q] == 0 {
                        values[q] = value;
                        queue.push(q as u32);
                    }
                }
            }
        }
        // A position with no option labelled `value` can never reach a larger finite value
        // (its mex would be `value`), so it is ∞.
        unlabelled.retain(|&u| {
            let u = u as usize;
            if values[u] != UNLABELLED {
                return false;
            }
            if marked[u] != round {
                values[u] = INFINITE;
                return false;
            }
            true
        });
    }

    /// K of every ∞ position: the finite values of its options, sorted, without repeats.
    fn collect_infinity_sets(&mut self, moves: &Csr) {
        let Self {
            values,
            set_offsets,
            set_values,
            ..
        } = self;
        set_offsets.clear();
        set_values.clear();
        set_offsets.push(0);
        for v in 0..values.len() {
            if values[v] == INFINITE {
                let start = set_values.len();
                set_values.extend(
                    moves
                        .neighbors(v)
                        .iter()
                        .map(|&w| values[w as usize])
                        .filter(|&g| g < INFINITE),
                );
                set_values[start..].sort_unstable();
                let mut kept = start;
                for read in start..set_values.len() {
                    if kept == start || set_values[kept - 1] != set_values[read] {
                        set_values[kept] = set_values[read];
                        kept += 1;
                    }
                }
                set_values.truncate(kept);
            }
            set_offsets.push(set_values.len() as u32);
        }
    }

    /// The number of positions of the last game computed.
    pub fn position_count(&self) -> usize {
        self.values.len()
    }

    /// γ of position `v`.
    ///
    /// # Panics
    /// If `v >= position_count()`.
    pub fn value(&self, v: usize) -> GeneralizedValue<'_> {
        if self.values[v] == INFINITE {
            let range = self.set_offsets[v] as usize..self.set_offsets[v + 1] as usize;
            GeneralizedValue::Infinite(&self.set_values[range])
        } else {
            GeneralizedValue::Finite(self.values[v])
        }
    }

    /// The result of position `v` on its own, under normal play.
    ///
    /// # Panics
    /// If `v >= position_count()`.
    pub fn outcome(&self, v: usize) -> Outcome {
        self.value(v).outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::{
        sum_outcome, GameGraph, GeneralizedGrundy, GeneralizedValue, Outcome,
        PositionCountMismatch, Retrograde, RetrogradeRounds, Rules, StateOutOfRange, Stuck, Tempo,
        TwoPlayerGraph,
    };
    use crate::graph::Csr;
    use crate::sg::grundy_dag;
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// ∞ in the test-side value vectors.
    const INF: u32 = u32::MAX;

    fn adjacency(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a as usize].push(b as usize);
        }
        adj
    }

    /// Random moves with self-loops, repeated edges and plenty of cycles.
    fn random_edges(rng: &mut ChaCha8Rng, n: usize, max_edges: usize) -> Vec<(u32, u32)> {
        (0..rng.gen_range(0..=max_edges))
            .map(|_| (rng.gen_range(0..n) as u32, rng.gen_range(0..n) as u32))
            .collect()
    }

    /// Half the time uniformly random moves; otherwise an acyclic graph (edges go forward in
    /// a random order) plus at most two random edges, which keeps larger finite values alive
    /// on graphs that still have cycles.
    fn random_loopy_edges(rng: &mut ChaCha8Rng, n: usize, max_edges: usize) -> Vec<(u32, u32)> {
        if rng.gen_bool(0.5) {
            return random_edges(rng, n, max_edges);
        }
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.shuffle(rng);
        let mut edges: Vec<(u32, u32)> = (0..max_edges)
            .filter_map(|_| {
                let (i, j) = (rng.gen_range(0..n), rng.gen_range(0..n));
                (i < j).then(|| (order[i], order[j]))
            })
            .collect();
        edges.extend(random_edges(rng, n, 2));
        edges
    }

    fn opposite(outcome: Outcome) -> Outcome {
        match outcome {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }

    /// Win / Lose / Draw straight from the definition: sweep over every position until
    /// nothing changes; a position is lost when stuck (normal play) or when every option is
    /// won, won when some option is lost. Declared positions keep their declared result.
    fn naive_outcomes(
        adj: &[Vec<usize>],
        stuck: Stuck,
        declared: &[(u32, Outcome)],
    ) -> Vec<Outcome> {
        let mut label: Vec<Option<Outcome>> = vec![None; adj.len()];
        for &(s, o) in declared {
            label[s as usize] = Some(o);
        }
        loop {
            let mut changed = false;
            for v in 0..adj.len() {
                if label[v].is_some() {
                    continue;
                }
                let new = if adj[v].is_empty() {
                    Some(match stuck {
                        Stuck::Loses => Outcome::Lose,
                        Stuck::Wins => Outcome::Win,
                    })
                } else if adj[v].iter().any(|&w| label[w] == Some(Outcome::Lose)) {
                    Some(Outcome::Win)
                } else if adj[v].iter().all(|&w| label[w] == Some(Outcome::Win)) {
                    Some(Outcome::Lose)
                } else {
                    None
                };
                if new.is_some() {
                    label[v] = new;
                    changed = true;
                }
            }
            if !changed {
                return label
                    .into_iter()
                    .map(|l| l.unwrap_or(Outcome::Draw))
                    .collect();
            }
        }
    }

    fn terminal_flags(adj: &[Vec<usize>], declared: &[(u32, Outcome)]) -> Vec<bool> {
        let mut terminal: Vec<bool> = adj.iter().map(Vec::is_empty).collect();
        for &(s, _) in declared {
            terminal[s as usize] = true;
        }
        terminal
    }

    /// Step counts by plain value iteration of the defining recursion, started from 0:
    /// terminal 0; won: 1 + min (hurry) or max (delay) over the lost options; lost: 1 + max
    /// (hurry) or min (delay) over all options.
    ///
    /// The iterates only grow. For WinnerHurries they stop at the recursion's unique
    /// solution. For WinnerDelays, iterate k is the value of the game cut off after k moves:
    /// where the loser can force an end, it settles once k exceeds that bound (at most the
    /// number of positions); where the winner can keep the game going forever it equals k.
    /// So a value still moving after 4n + 10 rounds is unbounded.
    fn naive_steps(
        adj: &[Vec<usize>],
        outcome: &[Outcome],
        terminal: &[bool],
        tempo: Tempo,
    ) -> Vec<Option<u32>> {
        let n = adj.len();
        let step = |f: &[u64]| -> Vec<u64> {
            (0..n)
                .map(|v| {
                    if terminal[v] || outcome[v] == Outcome::Draw {
                        return 0;
                    }
                    let lost_options = adj[v]
                        .iter()
                        .filter(|&&w| outcome[w] == Outcome::Lose)
                        .map(|&w| f[w]);
                    let options = adj[v].iter().map(|&w| f[w]);
                    1 + match (outcome[v], tempo) {
                        (Outcome::Win, Tempo::WinnerHurries) => lost_options.min(),
                        (Outcome::Win, Tempo::WinnerDelays) => lost_options.max(),
                        (Outcome::Lose, Tempo::WinnerHurries) => options.max(),
                        _ => options.min(),
                    }
                    .unwrap()
                })
                .collect()
        };
        let mut f = vec![0u64; n];
        let rounds = 4 * n + 10;
        for _ in 0..rounds {
            f = step(&f);
        }
        let next = step(&f);
        if tempo == Tempo::WinnerHurries {
            assert_eq!(f, next, "value iteration did not settle");
        }
        (0..n)
            .map(|v| {
                if outcome[v] == Outcome::Draw || f[v] != next[v] {
                    None
                } else {
                    Some(f[v] as u32)
                }
            })
            .collect()
    }

    /// A best move must be an option of the opposite result whose step count is one less;
    /// exactly the terminal positions and those without a finite step count have none.
    fn check_best_moves(solver: &Retrograde, adj: &[Vec<usize>], terminal: &[bool], context: &str) {
        for v in 0..adj.len() {
            let steps = solver.steps(v);
            match solver.best_move(v) {
                None => assert!(
                    terminal[v] || steps.is_none(),
                    "no best move from {v}: {context}"
                ),
                Some(w) => {
                    let w = w as usize;
                    assert!(
                        !terminal[v] && adj[v].contains(&w),
                        "best move {v}→{w} is no move: {context}"
                    );
                    assert_eq!(
                        solver.outcome(w),
                        opposite(solver.outcome(v)),
                        "best move {v}→{w}: {context}"
                    );
                    assert_eq!(
                        steps,
                        solver.steps(w).map(|s| s + 1),
                        "best move {v}→{w}: {context}"
                    );
                }
            }
        }
    }

    fn all_steps(solver: &Retrograde) -> Vec<Option<u32>> {
        (0..solver.state_count()).map(|v| solver.steps(v)).collect()
    }

    fn all_best_moves(solver: &Retrograde) -> Vec<Option<u32>> {
        (0..solver.state_count())
            .map(|v| solver.best_move(v))
            .collect()
    }

    fn random_rules(rng: &mut ChaCha8Rng, state_count: usize) -> Rules {
        let stuck = if rng.gen_bool(0.5) {
            Stuck::Loses
        } else {
            Stuck::Wins
        };
        let mut rules = Rules::new(stuck);
        for _ in 0..rng.gen_range(0..=3) {
            let outcome = [Outcome::Win, Outcome::Lose, Outcome::Draw][rng.gen_range(0..3)];
            rules.declare(rng.gen_range(0..state_count) as u32, outcome);
        }
        rules
    }

    /// `RetrogradeRounds` on the `n` positions and moves `edges` against the naive sweep, with
    /// random rules: fresh, then four rounds of random declarations on the same workspace
    /// (nothing may leak from one round to the next). With `stuck_draws`, a round sometimes
    /// also declares a stuck position a draw, which leaves the queue's usual start. Returns
    /// the number of states the rounds decided.
    fn check_rounds(
        rng: &mut ChaCha8Rng,
        n: usize,
        edges: &[(u32, u32)],
        stuck_draws: bool,
    ) -> usize {
        let adj = adjacency(n, edges);
        let stuck = random_rules(rng, n).stuck();
        let game = GameGraph::new(Csr::from_edges(n, edges).unwrap());
        let mut rounds = RetrogradeRounds::new(&game, stuck);
        let fresh: Vec<Outcome> = (0..n).map(|v| rounds.outcome(v)).collect();
        assert_eq!(
            fresh,
            naive_outcomes(&adj, stuck, &[]),
            "n={n} edges={edges:?}"
        );
        let mut decided = 0;
        for _ in 0..4 {
            let mut declared = random_rules(rng, n).declarations().to_vec();
            if stuck_draws {
                if let Some(v) = (0..n).find(|&v| adj[v].is_empty() && rng.gen_bool(0.3)) {
                    declared.push((v as u32, Outcome::Draw));
                }
            }
            rounds.solve(&declared).unwrap();
            let got: Vec<Outcome> = (0..n).map(|v| rounds.outcome(v)).collect();
            let expected = naive_outcomes(&adj, stuck, &declared);
            assert_eq!(
                got, expected,
                "n={n} edges={edges:?} stuck={stuck:?} declared={declared:?}"
            );
            decided += got.iter().filter(|&&o| o != Outcome::Draw).count();
        }
        decided
    }

    #[test]
    fn rounds_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut decided = 0;
        for _ in 0..300 {
            let n = rng.gen_range(1..=12);
            let edges = random_loopy_edges(&mut rng, n, 3 * n);
            decided += check_rounds(&mut rng, n, &edges, false);
        }
        assert!(decided > 2000, "only {decided} decided states");
    }

    /// Cycles, chains and in-trees over shuffled positions, with a few random moves: the
    /// shapes whose undecided parts `RetrogradeRounds::new` renumbers along long groups.
    fn shuffled_shapes(rng: &mut ChaCha8Rng, n: usize) -> Vec<(u32, u32)> {
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.shuffle(rng);
        let mut edges = Vec::new();
        let mut first = 0;
        while first < n {
            let part = &order[first..first + rng.gen_range(1..=n - first)];
            let len = part.len();
            match rng.gen_range(0..3) {
                0 => edges.extend((0..len).map(|k| (part[k], part[(k + 1) % len]))),
                1 => edges.extend((1..len).map(|k| (part[k - 1], part[k]))),
                _ => {
                    // Each position moves to an earlier one; the first sometimes too.
                    edges.extend((1..len).map(|k| (part[k], part[rng.gen_range(0..k)])));
                    if rng.gen_bool(0.5) {
                        edges.push((part[0], part[rng.gen_range(0..len)]));
                    }
                }
            }
            first += len;
        }
        edges.extend(random_edges(rng, n, 3));
        edges.shuffle(rng);
        edges
    }

    #[test]
    fn rounds_on_shuffled_cycles_chains_and_trees_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(6560);
        let mut decided = 0;
        for _ in 0..300 {
            let n = rng.gen_range(1..=40);
            let edges = shuffled_shapes(&mut rng, n);
            decided += check_rounds(&mut rng, n, &edges, true);
        }
        assert!(decided > 5000, "only {decided} decided states");
    }

    /// A cycle whose positions are shuffled, which no round without declarations decides,
    /// gets consecutive internal numbers along its moves (and a round walks it in order).
    #[test]
    fn rounds_number_a_shuffled_cycle_consecutively() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let n = 1000;
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.shuffle(&mut rng);
        let edges: Vec<(u32, u32)> = (0..n).map(|k| (order[k], order[(k + 1) % n])).collect();
        let game = GameGraph::new(Csr::from_edges(n, &edges).unwrap());
        let rounds = RetrogradeRounds::new(&game, Stuck::Loses);
        for &(v, w) in &edges {
            let gap =
                i64::from(rounds.internal[v as usize]) - i64::from(rounds.internal[w as usize]);
            assert!(
                gap.abs() == 1 || gap.abs() == n as i64 - 1,
                "move {v} → {w} numbered {} → {}",
                rounds.internal[v as usize],
                rounds.internal[w as usize]
            );
        }
    }

    #[test]
    fn rounds_keep_their_results_after_a_bad_declaration() {
        let game = GameGraph::new(Csr::from_edges(3, &[(0, 1), (1, 2)]).unwrap());
        let mut rounds = RetrogradeRounds::new(&game, Stuck::Loses);
        rounds.solve(&[(1, Outcome::Lose)]).unwrap();
        assert_eq!(
            rounds.solve(&[(3, Outcome::Win)]),
            Err(StateOutOfRange {
                state: 3,
                state_count: 3
            })
        );
        let kept: Vec<Outcome> = (0..3).map(|v| rounds.outcome(v)).collect();
        assert_eq!(kept, vec![Outcome::Win, Outcome::Lose, Outcome::Lose]);
        // The same stuck position declared twice and then as a draw: the last word counts.
        rounds
            .solve(&[(2, Outcome::Win), (2, Outcome::Lose), (2, Outcome::Draw)])
            .unwrap();
        let drawn: Vec<Outcome> = (0..3).map(|v| rounds.outcome(v)).collect();
        assert_eq!(drawn, vec![Outcome::Draw, Outcome::Draw, Outcome::Draw]);
    }

    #[test]
    fn retrograde_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // One workspace for every instance and both tempos: nothing may leak between runs.
        let (mut solver, mut implicit) = (Retrograde::new(), Retrograde::new());
        for _ in 0..500 {
            let n = rng.gen_range(1..=12);
            let edges = random_edges(&mut rng, n, 3 * n);
            let adj = adjacency(n, &edges);
            let base = random_rules(&mut rng, n);
            let declared = base.declarations().to_vec();
            let expected_outcomes = naive_outcomes(&adj, base.stuck(), &declared);
            let terminal = terminal_flags(&adj, &declared);
            let game = GameGraph::new(Csr::from_edges(n, &edges).unwrap());
            for tempo in [Tempo::WinnerHurries, Tempo::WinnerDelays] {
                let rules = base.clone().with_tempo(tempo);
                let context = format!(
                    "n={n} edges={edges:?} stuck={:?} declared={declared:?} tempo={tempo:?}",
                    rules.stuck()
                );
                solver.solve(&game, &rules).unwrap();
                assert_eq!(solver.outcomes(), &expected_outcomes[..], "{context}");
                assert_eq!(
                    all_steps(&solver),
                    naive_steps(&adj, &expected_outcomes, &terminal, tempo),
                    "{context}"
                );
                check_best_moves(&solver, &adj, &terminal, &context);

                implicit
                    .solve_implicit(
                        n,
                        |s| adj[s as usize].len() as u32,
                        |s, list| list.extend_from_slice(game.reverse().neighbors(s as usize)),
                        &rules,
                    )
                    .unwrap();
                assert_eq!(implicit.outcomes(), solver.outcomes(), "{context}");
                assert_eq!(all_steps(&implicit), all_steps(&solver), "{context}");
                assert_eq!(
                    all_best_moves(&implicit),
                    all_best_moves(&solver),
                    "{context}"
                );
            }
        }
    }

    #[test]
    fn two_player_compare_with_brute_force() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut solver = Retrograde::new();
        for _ in 0..300 {
            let n = rng.gen_range(1..=8);
            let edge_lists = [
                random_edges(&mut rng, n, 2 * n),
                random_edges(&mut rng, n, 2 * n),
            ];
            let game = TwoPlayerGraph::new(
                Csr::from_edges(n, &edge_lists[0]).unwrap(),
                Csr::from_edges(n, &edge_lists[1]).unwrap(),
            )
            .unwrap();
            // The state graph by hand: (v, p) ↦ 2v + p, player p's moves, then 1 − p moves.
            let moves = [adjacency(n, &edge_lists[0]), adjacency(n, &edge_lists[1])];
            let mut adj = vec![Vec::new(); 2 * n];
            for v in 0..n {
                for p in 0..2 {
                    adj[2 * v + p].extend(moves[p][v].iter().map(|&w| 2 * w + 1 - p));
                }
            }
            let rules = random_rules(&mut rng, 2 * n);
            let declared = rules.declarations().to_vec();
            let terminal = terminal_flags(&adj, &declared);
            let expected = naive_outcomes(&adj, rules.stuck(), &declared);
            let context = format!(
                "n={n} moves={edge_lists:?} stuck={:?} declared={declared:?}",
                rules.stuck()
            );
            solver.solve_two_player(&game, &rules).unwrap();
            assert_eq!(solver.outcomes(), &expected[..], "{context}");
            let expected_steps = naive_steps(&adj, &expected, &terminal, Tempo::WinnerHurries);
            assert_eq!(all_steps(&solver), expected_steps, "{context}");
            check_best_moves(&solver, &adj, &terminal, &context);

            let doubled = game.to_game_graph();
            for (s, options) in adj.iter().enumerate() {
                let listed: Vec<usize> = doubled
                    .moves()
                    .neighbors(s)
                    .iter()
                    .map(|&w| w as usize)
                    .collect();
                assert_eq!(&listed, options, "state {s}: {context}");
            }
            solver.solve(&doubled, &rules).unwrap();
            assert_eq!(solver.outcomes(), &expected[..], "{context}");
            assert_eq!(all_steps(&solver), expected_steps, "{context}");
        }
    }

    fn words(outcomes: impl Iterator<Item = Outcome>) -> String {
        let words: Vec<&str> = outcomes
            .map(|o| match o {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        words.join(" ")
    }

    // Codeforces 786A (Berzerk), the two samples of the statement: objects 1..n on a circle,
    // object 1 a black hole; line 1 has Rick moving first, line 2 Morty.
    #[rstest]
    #[case(5, &[3, 2], &[1, 2, 3], "Lose Win Win Loop", "Loop Win Win Win")]
    #[case(
        8,
        &[6, 2, 3, 4],
        &[3, 6],
        "Win Win Win Win Win Win Win",
        "Lose Win Lose Lose Win Lose Lose"
    )]
    fn berzerk_samples(
        #[case] n: u32,
        #[case] rick: &[u32],
        #[case] morty: &[u32],
        #[case] rick_first: &str,
        #[case] morty_first: &str,
    ) {
        let sets = [rick, morty];
        let mut rules = Rules::default();
        rules
            .declare(TwoPlayerGraph::state(0, 0), Outcome::Lose)
            .declare(TwoPlayerGraph::state(0, 1), Outcome::Lose);
        let mut solver = Retrograde::new();
        solver
            .solve_implicit(
                2 * n as usize,
                |s| sets[(s % 2) as usize].len() as u32,
                |s, list| {
                    let (v, mover) = (s / 2, 1 - s % 2);
                    list.extend(
                        sets[mover as usize]
                            .iter()
                            .map(|&x| 2 * ((v + n - x) % n) + mover),
                    );
                },
                &rules,
            )
            .unwrap();
        let line = |solver: &Retrograde, player: u32| {
            words((1..n).map(|v| solver.outcome(TwoPlayerGraph::state(v, player) as usize)))
        };
        assert_eq!(line(&solver, 0), rick_first);
        assert_eq!(line(&solver, 1), morty_first);

        // The same game as two move graphs on the circle.
        let circle = |set: &[u32]| {
            let edges: Vec<(u32, u32)> = (0..n)
                .flat_map(|v| set.iter().map(move |&x| (v, (v + x) % n)))
                .collect();
            Csr::from_edges(n as usize, &edges).unwrap()
        };
        let game = TwoPlayerGraph::new(circle(rick), circle(morty)).unwrap();
        solver.solve_two_player(&game, &rules).unwrap();
        assert_eq!(line(&solver, 0), rick_first);
        assert_eq!(line(&solver, 1), morty_first);
    }

    // Luogu P6560, the two samples of the statement (1-based vertices; 1 = first player wins,
    // -1 = second player wins, 0 = neither).
    #[rstest]
    #[case(7, &[(1, 2), (2, 3), (3, 4), (4, 5), (3, 6), (7, 5), (6, 7)], &[(1, 5, 1)])]
    #[case(5, &[(1, 2), (2, 3), (3, 1), (3, 4), (4, 5)], &[(1, 5, 0), (4, 3, 1)])]
    fn passing_of_time_samples(
        #[case] n: usize,
        #[case] edges: &[(u32, u32)],
        #[case] rounds: &[(u32, u32, i32)],
    ) {
        let zero_based: Vec<(u32, u32)> = edges.iter().map(|&(u, v)| (u - 1, v - 1)).collect();
        let game = GameGraph::new(Csr::from_edges(n, &zero_based).unwrap());
        let (mut solver, mut rules) = (Retrograde::new(), Rules::new(Stuck::Loses));
        for &(start, target, expected) in rounds {
            rules.clear_declarations();
            rules.declare(target - 1, Outcome::Lose);
            solver.solve(&game, &rules).unwrap();
            let answer = match solver.outcome(start as usize - 1) {
                Outcome::Win => 1,
                Outcome::Lose => -1,
                Outcome::Draw => 0,
            };
            assert_eq!(answer, expected, "round {start} {target}");
        }
    }

    /// Every-SG steps of Euclid's game (HDU 3595) by the Euclid-style recurrence: (a, b) with
    /// 0 < a ≤ b; a | b: 1; b < 2a: one forced move; otherwise with r = b mod a, one more than
    /// (r, a) when that is lost (even), two more when it is won (go to (a + r, a) instead).
    fn euclid_every_sg_steps(a: u32, b: u32) -> u32 {
        if b % a == 0 {
            1
        } else if b < 2 * a {
            euclid_every_sg_steps(b - a, a) + 1
        } else {
            let inner = euclid_every_sg_steps(b % a, a);
            inner + if inner % 2 == 0 { 1 } else { 2 }
        }
    }

    #[test]
    fn every_sg_steps_of_euclids_game() {
        // States (a, b), 0 ≤ a ≤ b ≤ 40, numbered a·41 + b; a move takes a positive multiple
        // of the smaller pile from the larger.
        let limit = 40u32;
        let id = |a: u32, b: u32| a.min(b) * (limit + 1) + a.max(b);
        let mut edges = Vec::new();
        for a in 1..=limit {
            for b in a..=limit {
                edges.extend((1..=b / a).map(|k| (id(a, b), id(a, b - k * a))));
            }
        }
        let game =
            GameGraph::new(Csr::from_edges(((limit + 1) * (limit + 1)) as usize, &edges).unwrap());
        let mut solver = Retrograde::new();
        solver
            .solve(&game, &Rules::default().with_tempo(Tempo::WinnerDelays))
            .unwrap();
        // The worked examples of the problem: (1, 1) ends in one move, (3, 2) in two.
        assert_eq!(solver.steps(id(1, 1) as usize), Some(1));
        assert_eq!(solver.steps(id(2, 3) as usize), Some(2));
        for a in 1..=limit {
            for b in a..=limit {
                let steps = solver.steps(id(a, b) as usize);
                assert_eq!(steps, Some(euclid_every_sg_steps(a, b)), "({a}, {b})");
                let expected = if steps.unwrap() % 2 == 1 {
                    Outcome::Win
                } else {
                    Outcome::Lose
                };
                assert_eq!(solver.outcome(id(a, b) as usize), expected, "({a}, {b})");
            }
        }
    }

    #[test]
    fn small_games_by_hand() {
        use Outcome::{Draw, Lose, Win};
        let mut solver = Retrograde::new();
        let solve = |solver: &mut Retrograde, n: usize, edges: &[(u32, u32)], rules: &Rules| {
            solver
                .solve(&GameGraph::new(Csr::from_edges(n, edges).unwrap()), rules)
                .unwrap();
            (solver.outcomes().to_vec(), all_steps(solver))
        };
        // A 2-cycle with no way out: a draw.
        let normal = Rules::default();
        assert_eq!(
            solve(&mut solver, 2, &[(0, 1), (1, 0)], &normal),
            (vec![Draw, Draw], vec![None, None])
        );
        // Misère: the stuck player wins, so moving onto the sink loses.
        let misere = Rules::new(Stuck::Wins);
        assert_eq!(
            solve(&mut solver, 3, &[(0, 1), (1, 2)], &misere),
            (vec![Win, Lose, Win], vec![Some(2), Some(1), Some(0)])
        );
        // A declared draw ends the game: 0 can only move there, 1 can also move to a sink.
        let mut rules = Rules::default();
        rules.declare(2, Draw);
        assert_eq!(
            solve(&mut solver, 4, &[(0, 2), (1, 2), (1, 3), (2, 3)], &rules),
            (
                vec![Draw, Win, Draw, Lose],
                vec![None, Some(1), None, Some(0)]
            )
        );
        // 0 ⇄ 1, 0 → 2 (a sink), 3 → 1, 4 → 2. The winner of 0 may end at once, or first
        // go round 0 → 1 → 0 as often as he likes, since 1 can only move back to 0.
        let edges = [(0, 2), (0, 1), (1, 0), (3, 1), (4, 2)];
        let (outcomes, hurried) = solve(&mut solver, 5, &edges, &normal);
        assert_eq!(outcomes, vec![Win, Lose, Lose, Win, Win]);
        assert_eq!(hurried, vec![Some(1), Some(2), Some(0), Some(3), Some(1)]);
        let delays = Rules::default().with_tempo(Tempo::WinnerDelays);
        let (outcomes, delayed) = solve(&mut solver, 5, &edges, &delays);
        assert_eq!(outcomes, vec![Win, Lose, Lose, Win, Win]);
        assert_eq!(delayed, vec![None, None, Some(0), None, Some(1)]);
        assert_eq!(solver.best_move(0), None);
        assert_eq!(solver.best_move(4), Some(2));
    }

    #[test]
    fn errors_are_reported() {
        let game = GameGraph::new(Csr::from_edges(3, &[(0, 1)]).unwrap());
        let mut rules = Rules::default();
        rules.declare(1, Outcome::Win).declare(3, Outcome::Lose);
        let err = Retrograde::new().solve(&game, &rules).unwrap_err();
        assert_eq!(
            err,
            StateOutOfRange {
                state: 3,
                state_count: 3
            }
        );
        assert_eq!(err.to_string(), "declared state 3 is out of range 0..3");
        assert_eq!(
            crate::error::Error::from(err).to_string(),
            "declared state 3 is out of range 0..3"
        );
        let err = TwoPlayerGraph::new(
            Csr::from_edges(2, &[]).unwrap(),
            Csr::from_edges(3, &[]).unwrap(),
        )
        .unwrap_err();
        assert_eq!(
            err,
            PositionCountMismatch {
                first: 2,
                second: 3
            }
        );
        assert_eq!(
            crate::error::Error::from(err).to_string(),
            "the move graphs of the two players have 2 and 3 positions"
        );
    }

    /// A cycle 0 → 1 → … → c−1 → 0 with an exit 0 → sink, and a tail c+l−1 → … → c → 0 of
    /// l vertices; the sink is the last vertex.
    fn cycle_with_tail(cycle: u32, tail: u32, exit: bool) -> (usize, Vec<(u32, u32)>) {
        let sink = cycle + tail;
        let mut edges: Vec<(u32, u32)> = (0..cycle).map(|v| (v, (v + 1) % cycle)).collect();
        if exit {
            edges.push((0, sink));
        }
        edges.push((cycle, 0));
        edges.extend((cycle + 1..cycle + tail).map(|v| (v, v - 1)));
        ((sink + 1) as usize, edges)
    }

    // About 10^6 vertices on the test thread's own stack: the passes are queues, never
    // recursion. An odd cycle lets the loser reach the exit quickly whoever hurries; an even
    // one lets the winner of 0 send play round the cycle as often as he likes.
    #[rstest]
    #[case(500_001)]
    #[case(500_000)]
    fn deep_cycle_with_tail(#[case] cycle: u32) {
        let tail = 499_999;
        let (n, edges) = cycle_with_tail(cycle, tail, true);
        let game = GameGraph::new(Csr::from_edges(n, &edges).unwrap());
        let mut solver = Retrograde::new();
        solver.solve(&game, &Rules::default()).unwrap();
        // Cycle vertex j ≥ 1 is c − j moves from 0, tail vertex c + i is i + 1 moves from 0;
        // 0 wins in one move.
        let distance_to_zero = |v: u32| {
            if v < cycle {
                (cycle - v) % cycle
            } else {
                v - cycle + 1
            }
        };
        for v in 0..n as u32 - 1 {
            let d = distance_to_zero(v);
            let expected = if d % 2 == 0 {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(solver.outcome(v as usize), expected, "vertex {v}");
            assert_eq!(solver.steps(v as usize), Some(d + 1), "vertex {v}");
        }
        assert_eq!(solver.steps(n - 1), Some(0));

        solver
            .solve(&game, &Rules::default().with_tempo(Tempo::WinnerDelays))
            .unwrap();
        let loop_is_losing = solver.outcome(1) == Outcome::Lose;
        assert_eq!(loop_is_losing, cycle % 2 == 0);
        for v in 0..n as u32 - 1 {
            let expected = if loop_is_losing {
                None
            } else {
                Some(distance_to_zero(v) + 1)
            };
            assert_eq!(solver.steps(v as usize), expected, "vertex {v}");
        }

        let mut gamma = GeneralizedGrundy::new();
        gamma.compute(&game);
        let mut ordinary = Retrograde::new();
        ordinary.solve(&game, &Rules::default()).unwrap();
        for v in 0..n {
            assert_eq!(gamma.outcome(v), ordinary.outcome(v), "vertex {v}");
        }
    }

    #[test]
    fn deep_cycle_without_exit_is_a_draw() {
        let (n, edges) = cycle_with_tail(500_000, 499_999, false);
        let game = GameGraph::new(Csr::from_edges(n, &edges).unwrap());
        let mut solver = Retrograde::new();
        solver.solve(&game, &Rules::default()).unwrap();
        // Everything but the unreachable sink cycles for ever.
        assert!(solver.outcomes()[..n - 1]
            .iter()
            .all(|&o| o == Outcome::Draw));
        assert_eq!(solver.outcome(n - 1), Outcome::Lose);
        let mut gamma = GeneralizedGrundy::new();
        gamma.compute(&game);
        assert!((0..n - 1).all(|v| gamma.value(v) == GeneralizedValue::Infinite(&[])));
        assert_eq!(gamma.value(n - 1), GeneralizedValue::Finite(0));
    }

    fn gamma_vector(gamma: &GeneralizedGrundy) -> Vec<u32> {
        (0..gamma.position_count())
            .map(|v| match gamma.value(v) {
                GeneralizedValue::Finite(g) => g,
                GeneralizedValue::Infinite(_) => INF,
            })
            .collect()
    }

    fn finite_mex(adj: &[Vec<usize>], g: &[u32], u: usize) -> u32 {
        (0..=adj[u].len() as u32)
            .find(|m| !adj[u].iter().any(|&w| g[w] == *m))
            .unwrap()
    }

    /// Fraenkel and Yesha's definition of γ (∞ as `INF`, larger than every finite value),
    /// with a counter function c:
    /// (A) γ(u) finite ⇒ γ(u) = mex of the finite values of the options;
    /// (B) γ(u) finite, v an option with γ(v) > γ(u) ⇒ v has an option w with γ(w) = γ(u)
    ///     and c(w) < c(u);
    /// (C) γ(u) = ∞ ⇒ u has an option v with γ(v) = ∞ and no option of v has value
    ///     mex of the finite values of u's options.
    /// A counter function exists iff the finite positions can be justified one by one, each
    /// by w that were justified before it.
    fn satisfies_definition(adj: &[Vec<usize>], g: &[u32]) -> bool {
        let n = adj.len();
        if (0..n).any(|u| g[u] != INF && g[u] != finite_mex(adj, g, u)) {
            return false;
        }
        let condition_c = |u: usize| {
            let m = finite_mex(adj, g, u);
            adj[u]
                .iter()
                .any(|&v| g[v] == INF && !adj[v].iter().any(|&w| g[w] == m))
        };
        if (0..n).any(|u| g[u] == INF && !condition_c(u)) {
            return false;
        }
        let mut justified = vec![false; n];
        loop {
            let mut changed = false;
            for u in 0..n {
                if g[u] == INF || justified[u] {
                    continue;
                }
                let reversible = adj[u]
                    .iter()
                    .all(|&v| g[v] < g[u] || adj[v].iter().any(|&w| g[w] == g[u] && justified[w]));
                if reversible {
                    justified[u] = true;
                    changed = true;
                }
            }
            if !changed {
                return (0..n).all(|u| g[u] == INF || justified[u]);
            }
        }
    }

    /// Every function V → {0, …, distinct options, ∞} that satisfies the definition.
    fn all_solutions(adj: &[Vec<usize>]) -> Vec<Vec<u32>> {
        let choices: Vec<Vec<u32>> = adj
            .iter()
            .map(|options| {
                let mut distinct = options.clone();
                distinct.sort_unstable();
                distinct.dedup();
                (0..=distinct.len() as u32).chain([INF]).collect()
            })
            .collect();
        let mut index = vec![0usize; adj.len()];
        let mut solutions = Vec::new();
        loop {
            let g: Vec<u32> = index.iter().zip(&choices).map(|(&i, c)| c[i]).collect();
            if satisfies_definition(adj, &g) {
                solutions.push(g);
            }
            let mut position = 0;
            loop {
                if position == adj.len() {
                    return solutions;
                }
                index[position] += 1;
                if index[position] < choices[position].len() {
                    break;
                }
                index[position] = 0;
                position += 1;
            }
        }
    }

    #[test]
    fn generalized_grundy_is_the_unique_function_of_the_definition() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut gamma = GeneralizedGrundy::new();
        let mut large_values = 0;
        for _ in 0..600 {
            let n = rng.gen_range(1..=6);
            let edges = random_loopy_edges(&mut rng, n, 3 * n);
            let adj = adjacency(n, &edges);
            gamma.compute(&GameGraph::new(Csr::from_edges(n, &edges).unwrap()));
            let g = gamma_vector(&gamma);
            large_values += g.iter().filter(|&&x| (2..INF).contains(&x)).count();
            assert_eq!(all_solutions(&adj), vec![g], "n={n} edges={edges:?}");
        }
        assert!(
            large_values >= 60,
            "only {large_values} values of 2 or more"
        );
    }

    #[test]
    fn generalized_grundy_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut gamma = GeneralizedGrundy::new();
        for _ in 0..300 {
            let n = rng.gen_range(1..=12);
            let edges = random_loopy_edges(&mut rng, n, 3 * n);
            let adj = adjacency(n, &edges);
            gamma.compute(&GameGraph::new(Csr::from_edges(n, &edges).unwrap()));
            let g = gamma_vector(&gamma);
            assert!(
                satisfies_definition(&adj, &g),
                "n={n} edges={edges:?} γ={g:?}"
            );
            for v in 0..n {
                if let GeneralizedValue::Infinite(set) = gamma.value(v) {
                    let mut expected: Vec<u32> =
                        adj[v].iter().map(|&w| g[w]).filter(|&x| x != INF).collect();
                    expected.sort_unstable();
                    expected.dedup();
                    assert_eq!(set, &expected[..], "K of {v}: n={n} edges={edges:?}");
                }
            }
            let outcomes: Vec<Outcome> = (0..n).map(|v| gamma.outcome(v)).collect();
            assert_eq!(
                outcomes,
                naive_outcomes(&adj, Stuck::Loses, &[]),
                "n={n} edges={edges:?} γ={g:?}"
            );
        }
    }

    #[test]
    fn generalized_grundy_of_an_acyclic_graph_is_grundy() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut gamma = GeneralizedGrundy::new();
        for _ in 0..200 {
            let n = rng.gen_range(1..=16);
            let mut order: Vec<u32> = (0..n as u32).collect();
            order.shuffle(&mut rng);
            let edges: Vec<(u32, u32)> = (0..rng.gen_range(0..=3 * n))
                .filter_map(|_| {
                    let (i, j) = (rng.gen_range(0..n), rng.gen_range(0..n));
                    (i < j).then(|| (order[i], order[j]))
                })
                .collect();
            let graph = Csr::from_edges(n, &edges).unwrap();
            let expected = grundy_dag(&graph).unwrap();
            gamma.compute(&GameGraph::new(graph));
            assert_eq!(gamma_vector(&gamma), expected, "n={n} edges={edges:?}");
        }
    }

    // Known values. Ferguson, Game Theory, Part I, §3.4, Fig. 3.4 (a → b → c → a, c → d → e):
    // e is terminal, d has value 1, and a, b, c are tied. The others are worked by hand from
    // the labelling rounds.
    #[rstest]
    #[case::two_cycle(2, &[(0, 1), (1, 0)], &["∞", "∞"])]
    #[case::self_loop(1, &[(0, 0)], &["∞"])]
    #[case::self_loop_with_exit(2, &[(0, 0), (0, 1)], &["∞(0)", "0"])]
    #[case::ferguson_fig_3_4(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)], &["∞", "∞", "∞(1)", "1", "0"])]
    #[case::reversible_cycle(3, &[(0, 1), (1, 0), (1, 2)], &["0", "1", "0"])]
    #[case::heap_of_two_with_a_pass(3, &[(2, 1), (2, 0), (1, 0), (2, 2)], &["0", "1", "∞(0,1)"])]
    fn generalized_grundy_known_values(
        #[case] n: usize,
        #[case] edges: &[(u32, u32)],
        #[case] expected: &[&str],
    ) {
        let mut gamma = GeneralizedGrundy::new();
        gamma.compute(&GameGraph::new(Csr::from_edges(n, edges).unwrap()));
        let shown: Vec<String> = (0..n).map(|v| gamma.value(v).to_string()).collect();
        assert_eq!(shown, expected);
    }

    /// The value the generalised Sprague–Grundy theorem gives a sum, shown like
    /// `GeneralizedValue`'s Display.
    fn theorem_value(components: &[GeneralizedValue<'_>]) -> String {
        let nim_sum = components.iter().fold(0, |s, c| match c {
            GeneralizedValue::Finite(g) => s ^ g,
            GeneralizedValue::Infinite(_) => s,
        });
        let infinite: Vec<&[u32]> = components
            .iter()
            .filter_map(|c| match c {
                GeneralizedValue::Infinite(set) => Some(*set),
                GeneralizedValue::Finite(_) => None,
            })
            .collect();
        match infinite.len() {
            0 => GeneralizedValue::Finite(nim_sum).to_string(),
            1 => {
                let mut shifted: Vec<u32> = infinite[0].iter().map(|k| k ^ nim_sum).collect();
                shifted.sort_unstable();
                GeneralizedValue::Infinite(&shifted).to_string()
            }
            _ => GeneralizedValue::Infinite(&[]).to_string(),
        }
    }

    #[test]
    fn sums_against_the_product_graph() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut product_gamma = GeneralizedGrundy::new();
        for round in 0..300 {
            let parts = if round % 3 == 0 { 3 } else { 2 };
            let max_size = if parts == 3 { 4 } else { 5 };
            let sizes: Vec<usize> = (0..parts).map(|_| rng.gen_range(1..=max_size)).collect();
            let edge_lists: Vec<Vec<(u32, u32)>> = sizes
                .iter()
                .map(|&n| random_loopy_edges(&mut rng, n, 2 * n))
                .collect();
            let adjs: Vec<Vec<Vec<usize>>> = sizes
                .iter()
                .zip(&edge_lists)
                .map(|(&n, e)| adjacency(n, e))
                .collect();
            let gammas: Vec<GeneralizedGrundy> = sizes
                .iter()
                .zip(&edge_lists)
                .map(|(&n, e)| {
                    let mut gamma = GeneralizedGrundy::new();
                    gamma.compute(&GameGraph::new(Csr::from_edges(n, e).unwrap()));
                    gamma
                })
                .collect();
            // Product states in mixed radix; a move changes exactly one coordinate.
            let total: usize = sizes.iter().product();
            let decode = |mut s: usize| -> Vec<usize> {
                sizes
                    .iter()
                    .map(|&n| {
                        let c = s % n;
                        s /= n;
                        c
                    })
                    .collect()
            };
            let encode = |coords: &[usize]| -> usize {
                coords
                    .iter()
                    .zip(&sizes)
                    .rev()
                    .fold(0, |s, (&c, &n)| s * n + c)
            };
            let mut product = vec![Vec::new(); total];
            let mut product_edges = Vec::new();
            for (s, options) in product.iter_mut().enumerate() {
                let coords = decode(s);
                for i in 0..parts {
                    for &w in &adjs[i][coords[i]] {
                        let mut next = coords.clone();
                        next[i] = w;
                        options.push(encode(&next));
                        product_edges.push((s as u32, encode(&next) as u32));
                    }
                }
            }
            let expected = naive_outcomes(&product, Stuck::Loses, &[]);
            product_gamma.compute(&GameGraph::new(
                Csr::from_edges(total, &product_edges).unwrap(),
            ));
            for s in 0..total {
                let coords = decode(s);
                let values: Vec<GeneralizedValue<'_>> = coords
                    .iter()
                    .zip(&gammas)
                    .map(|(&c, gamma)| gamma.value(c))
                    .collect();
                let context = format!("components={edge_lists:?} sizes={sizes:?} state={coords:?}");
                assert_eq!(
                    sum_outcome(values.iter().copied()),
                    expected[s],
                    "{context}"
                );
                assert_eq!(
                    product_gamma.value(s).to_string(),
                    theorem_value(&values),
                    "{context}"
                );
            }
        }
    }
}
