//! Min/max games with weights on graphs with cycles: the weighted sibling of
//! [`loopy`](super::loopy).
//!
//! A token sits on a vertex of a directed graph whose edges carry non-negative weights. Two
//! players, the **minimiser** and the **maximiser**, take turns moving it along an edge; the game
//! ends when the player to move has no edge. The minimiser first wants the game to end, then
//! wants the total weight of the edges travelled to be small; the maximiser first wants the
//! game to go on for ever, then wants the total to be large. [`MinMaxRetrograde`] computes, for
//! every vertex and either player to move, the total under best play, or "the game need not
//! end" (`None`, infinity).
//!
//! It is retrograde analysis with a priority queue, a Dijkstra-like pass over the `2V` states
//! (vertex, player to move), walking the reversed edges from the terminal states:
//!
//! - a minimiser's state is an OR node: it is settled by its cheapest settled option, and since
//!   weights are non-negative the first time it leaves the queue its value is final, exactly as
//!   in Dijkstra's algorithm;
//! - a maximiser's state is an AND node: it waits until **every** option is settled (a counter
//!   of open moves per vertex, as in [`loopy`](super::loopy)) and then takes the largest;
//! - whatever is never settled is infinite: there the maximiser can keep the game going (the
//!   minimiser cannot reach a settled state, or the maximiser always has an open option).
//!
//! Values are settled in non-decreasing order, and each is an edge weight plus a value settled
//! before it, so a finite value uses at most `2V − 1` edges and is at most `(2V − 1)·w_max`.

use super::graph::{Csr, GraphError};
use std::fmt;

/// Who is to move in a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// The player who wants the game to end, then the total weight small.
    Minimizer,
    /// The player who wants the game to go on for ever, else the total weight large.
    Maximizer,
}

/// Why a [`WeightedGame`] could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightedGameError {
    /// The graph itself: an edge names a vertex out of range, or there are too many.
    Graph(GraphError),
    /// [`WeightedGame::new`] got a number of weights other than the number of edges.
    WeightCountMismatch {
        /// Edges of the graph.
        edges: usize,
        /// Weights given.
        weights: usize,
    },
    /// Some total could pass `u64::MAX − 1`: `2V · w_max` is too large.
    ValueOverflow {
        /// The number of vertices `V`.
        vertex_count: usize,
        /// The largest weight.
        max_weight: u64,
    },
}

impl fmt::Display for WeightedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Graph(e) => e.fmt(f),
            Self::WeightCountMismatch { edges, weights } => {
                write!(
                    f,
                    "{weights} weights for {edges} edges (one weight per edge)"
                )
            }
            Self::ValueOverflow {
                vertex_count,
                max_weight,
            } => write!(
                f,
                "weight {max_weight} is too large for {vertex_count} vertices: a total of up to \
                 2 · {vertex_count} such weights must stay below 2^64 − 1"
            ),
        }
    }
}

impl std::error::Error for WeightedGameError {}

impl From<GraphError> for WeightedGameError {
    fn from(e: GraphError) -> Self {
        Self::Graph(e)
    }
}

impl From<WeightedGameError> for super::error::Error {
    fn from(e: WeightedGameError) -> Self {
        Self::new(e.to_string())
    }
}

/// A weighted move graph, both players moving along the same edges, stored the way the
/// analysis walks it: every vertex's out-degree, and the reversed edges with their weights.
/// Self-loops and repeated edges are allowed (each is a move of its own).
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, weighted_loopy::WeightedGame};
/// let moves = Csr::from_edges(3, &[(0, 1), (0, 2), (1, 2)]).unwrap();
/// let game = WeightedGame::new(&moves, &[5, 7, 1]).unwrap();
/// assert_eq!(game.vertex_count(), 3);
/// assert_eq!(game.predecessors(2), (&[0, 1][..], &[7, 1][..]));
/// let listed = WeightedGame::from_edges(3, &[(1, 2, 1), (0, 1, 5), (0, 2, 7)]).unwrap();
/// assert_eq!(listed.predecessors(2), (&[1, 0][..], &[1, 7][..])); // in the order given
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightedGame {
    out_degree: Vec<u32>,
    reverse: Csr,
    reverse_weights: Vec<u64>,
}

impl WeightedGame {
    /// The game on `moves`, whose `k`-th stored edge (in the order of
    /// `moves.neighbors(0)`, then `moves.neighbors(1)`, …) weighs `weights[k]`.
    ///
    /// # Errors
    /// [`WeightedGameError::WeightCountMismatch`] unless there is one weight per edge;
    /// [`WeightedGameError::ValueOverflow`] if `2V · w_max` does not fit below `u64::MAX`.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn new(moves: &Csr, weights: &[u64]) -> Result<Self, WeightedGameError> {
        if weights.len() != moves.edge_count() {
            return Err(WeightedGameError::WeightCountMismatch {
                edges: moves.edge_count(),
                weights: weights.len(),
            });
        }
        let mut edges = Vec::with_capacity(moves.edge_count());
        for from in 0..moves.vertex_count() {
            let targets = moves.neighbors(from).iter();
            for (&to, &weight) in targets.zip(&weights[moves.edge_range(from)]) {
                edges.push((from as u32, to, weight));
            }
        }
        Self::from_edges(moves.vertex_count(), &edges)
    }

    /// The game on `vertex_count` vertices with the moves `(from, to, weight)`.
    ///
    /// # Errors
    /// [`WeightedGameError::Graph`] for an endpoint `>= vertex_count` (the first such edge) or
    /// 2^32 − 1 or more vertices or edges; [`WeightedGameError::ValueOverflow`] as for
    /// [`WeightedGame::new`].
    ///
    /// # Complexity
    /// O(V + E) time and space (a counting sort by target).
    pub fn from_edges(
        vertex_count: usize,
        edges: &[(u32, u32, u64)],
    ) -> Result<Self, WeightedGameError> {
        for (what, count) in [("vertices", vertex_count), ("edges", edges.len())] {
            if count >= u32::MAX as usize {
                return Err(GraphError::TooLarge { what, count }.into());
            }
        }
        let mut out_degree = vec![0u32; vertex_count];
        let mut offsets = vec![0u32; vertex_count + 1];
        let mut max_weight = 0;
        for (index, &(from, to, weight)) in edges.iter().enumerate() {
            for vertex in [from, to] {
                if vertex as usize >= vertex_count {
                    return Err(GraphError::VertexOutOfRange {
                        index,
                        vertex,
                        vertex_count,
                    }
                    .into());
                }
            }
            out_degree[from as usize] += 1;
            offsets[to as usize + 1] += 1;
            max_weight = max_weight.max(weight);
        }
        let fits = max_weight
            .checked_mul(2 * vertex_count as u64)
            .map_or(false, |total| total < u64::MAX);
        if !fits {
            return Err(WeightedGameError::ValueOverflow {
                vertex_count,
                max_weight,
            });
        }
        for v in 0..vertex_count {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut sources = vec![0u32; edges.len()];
        let mut reverse_weights = vec![0u64; edges.len()];
        for &(from, to, weight) in edges {
            let slot = &mut fill[to as usize];
            sources[*slot as usize] = from;
            reverse_weights[*slot as usize] = weight;
            *slot += 1;
        }
        Ok(Self {
            out_degree,
            reverse: Csr::from_adjacency_unchecked(offsets, sources),
            reverse_weights,
        })
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.out_degree.len()
    }

    /// The vertices with a move to `v` and the weights of those moves, in the order the moves
    /// were given (for [`WeightedGame::new`], the order of the stored edges: increasing source).
    ///
    /// # Panics
    /// If `v >= vertex_count()`.
    pub fn predecessors(&self, v: usize) -> (&[u32], &[u64]) {
        (
            self.reverse.neighbors(v),
            &self.reverse_weights[self.reverse.edge_range(v)],
        )
    }
}

/// "Not settled": the value of an infinite state.
const OPEN: u64 = u64::MAX;

/// A radix heap: a min-priority queue for keys that never go below the last one popped, as in
/// Dijkstra's algorithm. Bucket `0` holds keys equal to the last key popped, bucket `i > 0`
/// keys whose highest bit differing from it is bit `i − 1`; a pop that finds bucket 0 empty
/// moves the smallest key of the first non-empty bucket to the front and redistributes that
/// bucket into lower ones, so every entry moves at most 64 times and usually once or twice.
#[derive(Clone, Debug)]
struct MonotoneQueue {
    last: u64,
    buckets: Vec<Vec<(u64, u32)>>,
}

impl Default for MonotoneQueue {
    fn default() -> Self {
        Self {
            last: 0,
            buckets: vec![Vec::new(); 65],
        }
    }
}

impl MonotoneQueue {
    fn clear(&mut self) {
        self.last = 0;
        for bucket in &mut self.buckets {
            bucket.clear();
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (64 - (key ^ self.last).leading_zeros()) as usize
    }

    /// Adds `key` (at least the last key popped) with its item.
    #[inline]
    fn push(&mut self, key: u64, item: u32) {
        debug_assert!(key >= self.last);
        let bucket = self.bucket(key);
        self.buckets[bucket].push((key, item));
    }

    /// Removes an entry with the smallest key.
    fn pop(&mut self) -> Option<(u64, u32)> {
        if self.buckets[0].is_empty() {
            let first = self.buckets.iter().position(|b| !b.is_empty())?;
            let moved = std::mem::take(&mut self.buckets[first]);
            self.last = moved.iter().map(|&(key, _)| key).min()?;
            for &(key, item) in &moved {
                let bucket = self.bucket(key);
                self.buckets[bucket].push((key, item));
            }
            // Keep the emptied bucket's buffer for later pushes.
            let mut moved = moved;
            moved.clear();
            self.buckets[first] = moved;
        }
        self.buckets[0].pop()
    }
}

/// The weighted retrograde analysis of a [`WeightedGame`], with the buffers it reuses.
///
/// # Example
/// ```
/// use gamecore::weighted_loopy::{MinMaxRetrograde, Mover, WeightedGame};
/// // AtCoder ABC261 Ex, sample 3 (0-based): 0 → 1 → 2 → 0 in a cycle of weight-1 edges, and
/// // 1 → 3. Starting on 0, the minimiser cannot leave at 1 (the maximiser moves there), so the
/// // token goes round once more: 0 → 1 → 2 → 0 → 1 → 3, total 5.
/// let game = WeightedGame::from_edges(4, &[(0, 1, 1), (1, 2, 1), (2, 0, 1), (1, 3, 1)]).unwrap();
/// let mut analysis = MinMaxRetrograde::new();
/// analysis.solve(&game);
/// assert_eq!(analysis.value(0, Mover::Minimizer), Some(5));
/// // The maximiser moving first must go to 1, where the minimiser leaves at once.
/// assert_eq!(analysis.value(0, Mover::Maximizer), Some(2));
/// assert_eq!(analysis.value(3, Mover::Maximizer), Some(0)); // no move: the game is over
/// // Two vertices moving to each other: the maximiser never has to stop.
/// let cycle = WeightedGame::from_edges(2, &[(0, 1, 3), (1, 0, 4)]).unwrap();
/// analysis.solve(&cycle);
/// assert_eq!(analysis.value(0, Mover::Minimizer), None);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MinMaxRetrograde {
    vertices: Vec<VertexStates>,
    /// Candidate values of the minimiser's states: (total, vertex).
    queue: MonotoneQueue,
    /// Vertices whose maximiser's state was just settled and whose predecessors are not yet
    /// offered its total.
    ready: Vec<u32>,
}

/// Both states of one vertex, side by side: the analysis visits a vertex's two states at
/// random, and one cache line then serves both.
#[derive(Clone, Copy, Debug)]
#[repr(align(32))]
struct VertexStates {
    /// The minimiser's value once settled; before that its best candidate, or [`OPEN`].
    min: u64,
    /// The maximiser's value once settled; before that the largest total over its settled
    /// options.
    max: u64,
    /// The maximiser's moves whose target is not settled yet: his state is settled exactly
    /// when this is 0.
    open_moves: u32,
    min_settled: bool,
}

impl MinMaxRetrograde {
    /// An empty workspace.
    pub fn new() -> Self {
        Self::default()
    }

    /// Values every state of `game` under best play.
    ///
    /// # Constraints
    /// Weights are non-negative (they are `u64`); a finite total is below `u64::MAX`, which
    /// [`WeightedGame`] checked when it was built.
    ///
    /// # Complexity
    /// O((V + E) · log W) time for totals below `W` (a radix heap: an entry moves between
    /// its 65 buckets at most 64 times, in practice once or twice), O(V + E) space (a queue
    /// entry per candidate of a minimiser's state, at most one per edge, and 32 bytes per
    /// vertex).
    pub fn solve(&mut self, game: &WeightedGame) {
        self.vertices.clear();
        self.vertices
            .extend(game.out_degree.iter().map(|&open_moves| VertexStates {
                min: OPEN,
                max: 0,
                open_moves,
                min_settled: false,
            }));
        self.queue.clear();
        self.ready.clear();
        for (v, &degree) in game.out_degree.iter().enumerate() {
            if degree == 0 {
                // No move: the game is over, for whichever player is to move (the maximiser's
                // state, with no open move, is settled at 0 already). No total is below 0, so
                // these come first in any order.
                self.ready.push(v as u32);
                self.settle_minimizer(game, v, 0);
            }
        }
        self.relax_ready(game);
        while let Some((value, v)) = self.queue.pop() {
            let v = v as usize;
            if !self.vertices[v].min_settled {
                self.settle_minimizer(game, v, value);
                self.relax_ready(game);
            }
        }
    }

    /// Settles the minimiser's state at `v` and counts it off every maximiser's state that can
    /// move to `v`; those left with no open move are settled and wait in `ready`.
    fn settle_minimizer(&mut self, game: &WeightedGame, v: usize, value: u64) {
        let states = &mut self.vertices[v];
        states.min = value;
        states.min_settled = true;
        let (sources, weights) = game.predecessors(v);
        for (&u, &weight) in sources.iter().zip(weights) {
            let states = &mut self.vertices[u as usize];
            let total = value + weight;
            if states.max < total {
                states.max = total;
            }
            states.open_moves -= 1;
            if states.open_moves == 0 {
                self.ready.push(u);
            }
        }
    }

    /// Offers every minimiser's state with a move to a just-settled maximiser's state the total
    /// through it. Every offer is at least the value being settled, so the queue stays in
    /// order; the maximiser's states need no queue of their own.
    fn relax_ready(&mut self, game: &WeightedGame) {
        while let Some(w) = self.ready.pop() {
            let base = self.vertices[w as usize].max;
            let (sources, weights) = game.predecessors(w as usize);
            for (&u, &weight) in sources.iter().zip(weights) {
                let states = &mut self.vertices[u as usize];
                let total = base + weight;
                if !states.min_settled && total < states.min {
                    states.min = total;
                    self.queue.push(total, u);
                }
            }
        }
    }

    /// The number of vertices of the last game solved.
    pub fn vertex_count(&self) -> usize {
        self.vertices.len()
    }

    /// The total weight of best play from `v` with `mover` to move, or `None` if the game need
    /// not end (the maximiser can keep it going for ever).
    ///
    /// # Panics
    /// If `v >= vertex_count()`.
    #[inline]
    pub fn value(&self, v: usize, mover: Mover) -> Option<u64> {
        let states = &self.vertices[v];
        match mover {
            Mover::Minimizer if states.min_settled => Some(states.min),
            Mover::Maximizer if states.open_moves == 0 => Some(states.max),
            _ => None,
        }
    }
}

/// How many moves best play lasts from each state of a solved [`WeightedGame`]: the
/// minimiser, among the moves that keep to his total, hurries; the maximiser, among those that
/// keep to his, holds out. A move that keeps to the total and leads to a state one move shorter
/// is a move of best play that also ends the game: keeping to the total alone may not, where
/// edges of weight 0 close a cycle (both players could then go round it at no cost).
///
/// # Example
/// ```
/// use gamecore::weighted_loopy::{BestPlayLengths, MinMaxRetrograde, Mover, WeightedGame};
/// // 0 ⇄ 1 at no cost, and 0 → 2 of weight 5: the minimiser at 0 pays 5 either way, but only
/// // the move to 2 ends the game (from 1 the maximiser would come back).
/// let game = WeightedGame::from_edges(3, &[(0, 1, 0), (1, 0, 0), (0, 2, 5)]).unwrap();
/// let mut analysis = MinMaxRetrograde::new();
/// analysis.solve(&game);
/// assert_eq!(analysis.value(0, Mover::Minimizer), Some(5));
/// assert_eq!(analysis.value(1, Mover::Maximizer), Some(5));
/// let lengths = BestPlayLengths::new(&game, &analysis);
/// assert_eq!(lengths.moves(0, Mover::Minimizer), Some(1)); // straight to 2
/// assert_eq!(lengths.moves(1, Mover::Maximizer), Some(2)); // to 0, then the minimiser to 2
/// assert_eq!(lengths.moves(2, Mover::Maximizer), Some(0));
/// ```
#[derive(Clone, Debug, Default)]
pub struct BestPlayLengths {
    /// Per vertex, the minimiser's and the maximiser's lengths ([`UNENDING`] where the total is ∞).
    lengths: Vec<[u32; 2]>,
}

/// The length of a state whose game need not end.
const UNENDING: u32 = u32::MAX;

impl BestPlayLengths {
    /// The lengths of best play in `game`, which `analysis` has solved.
    ///
    /// A breadth-first retrograde pass over the moves that keep to the totals: a terminal
    /// state is 0 moves from the end; a minimiser's state one more than its nearest such
    /// option, found first; a maximiser's state one more than its farthest, once all of them
    /// are known. Every state of finite total gets a length: the minimiser's is settled by
    /// the analysis through a maximiser's state settled before it, and a maximiser's after all
    /// its options.
    ///
    /// # Panics
    /// If `analysis` solved a game with another number of vertices.
    ///
    /// # Complexity
    /// O(V + E) time, O(V) space besides the game.
    pub fn new(game: &WeightedGame, analysis: &MinMaxRetrograde) -> Self {
        let n = game.vertex_count();
        assert_eq!(
            analysis.vertex_count(),
            n,
            "the analysis is of another game"
        );
        let min = |v: u32| analysis.value(v as usize, Mover::Minimizer);
        let max = |v: u32| analysis.value(v as usize, Mover::Maximizer);
        // A maximiser's moves that keep to his total and are not yet measured.
        let mut open = vec![0u32; n];
        for v in 0..n as u32 {
            let (sources, weights) = game.predecessors(v as usize);
            for (&u, &weight) in sources.iter().zip(weights) {
                if keeps(max(u), min(v), weight) {
                    open[u as usize] += 1;
                }
            }
        }
        let mut lengths = vec![[UNENDING; 2]; n];
        // States by increasing length: (vertex, the maximiser to move).
        let mut queue = std::collections::VecDeque::new();
        for (v, &degree) in game.out_degree.iter().enumerate() {
            if degree == 0 {
                lengths[v] = [0, 0];
                queue.push_back((v as u32, false));
                queue.push_back((v as u32, true));
            }
        }
        while let Some((v, maximiser)) = queue.pop_front() {
            let (sources, weights) = game.predecessors(v as usize);
            let next = lengths[v as usize][usize::from(maximiser)] + 1;
            for (&u, &weight) in sources.iter().zip(weights) {
                let slot = &mut lengths[u as usize];
                if maximiser {
                    // The minimiser at u reaches v's maximiser's state: the first is nearest.
                    if slot[0] == UNENDING && keeps(min(u), max(v), weight) {
                        slot[0] = next;
                        queue.push_back((u, false));
                    }
                } else if keeps(max(u), min(v), weight) {
                    // The maximiser at u: the last of his moves measured is the farthest.
                    open[u as usize] -= 1;
                    if open[u as usize] == 0 {
                        slot[1] = next;
                        queue.push_back((u, true));
                    }
                }
            }
        }
        BestPlayLengths { lengths }
    }

    /// The number of moves best play lasts from `v` with `mover` to move, or `None` where the
    /// game need not end.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn moves(&self, v: usize, mover: Mover) -> Option<u32> {
        let length = self.lengths[v][usize::from(mover == Mover::Maximizer)];
        if length == UNENDING {
            None
        } else {
            Some(length)
        }
    }
}

/// Whether a move of `weight` to a state worth `after` keeps to the total `total` (both finite).
fn keeps(total: Option<u64>, after: Option<u64>, weight: u64) -> bool {
    match (total, after) {
        (Some(total), Some(after)) => after.checked_add(weight) == Some(total),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{BestPlayLengths, MinMaxRetrograde, Mover, WeightedGame, WeightedGameError};
    use crate::graph::{Csr, GraphError};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// ∞ in the reference's value vectors.
    const INF: u64 = u64::MAX;

    /// The slow reference, from the definition: `horizon[k]` is the value when the minimiser
    /// must end the game within `k` moves (∞ if he cannot). With no moves left only a terminal
    /// state is worth 0; one more move is the minimiser's cheapest option or the maximiser's
    /// dearest (∞ if any option is ∞). These values never rise with `k`, so they stop changing
    /// at the latest once the horizon passes every state's best play, and the values they stop
    /// at are the game's. Returns `[minimiser's, maximiser's]` per vertex.
    fn value_iteration(n: usize, edges: &[(u32, u32, u64)]) -> Vec<[u64; 2]> {
        let mut moves = vec![Vec::new(); n];
        for &(from, to, weight) in edges {
            moves[from as usize].push((to as usize, weight));
        }
        let mut values: Vec<[u64; 2]> = moves
            .iter()
            .map(|m| if m.is_empty() { [0, 0] } else { [INF, INF] })
            .collect();
        for _ in 0..=4 * n + 4 {
            let next: Vec<[u64; 2]> = (0..n)
                .map(|v| {
                    if moves[v].is_empty() {
                        return [0, 0];
                    }
                    let through = |&(w, weight): &(usize, u64), mover: usize| {
                        let rest: u64 = values[w][mover];
                        if rest == INF {
                            INF
                        } else {
                            rest + weight
                        }
                    };
                    let min = moves[v].iter().map(|m| through(m, 1)).min().unwrap();
                    let max = moves[v].iter().map(|m| through(m, 0)).max().unwrap();
                    [min, max]
                })
                .collect();
            if next == values {
                return values;
            }
            values = next;
        }
        panic!("value iteration did not settle on {n} vertices, {edges:?}");
    }

    fn analyse(n: usize, edges: &[(u32, u32, u64)]) -> Vec<[Option<u64>; 2]> {
        let game = WeightedGame::from_edges(n, edges).unwrap();
        let mut analysis = MinMaxRetrograde::new();
        analysis.solve(&game);
        (0..n)
            .map(|v| {
                [
                    analysis.value(v, Mover::Minimizer),
                    analysis.value(v, Mover::Maximizer),
                ]
            })
            .collect()
    }

    fn as_options(values: &[[u64; 2]]) -> Vec<[Option<u64>; 2]> {
        let option = |x: u64| if x == INF { None } else { Some(x) };
        values
            .iter()
            .map(|&[min, max]| [option(min), option(max)])
            .collect()
    }

    /// Random graphs of 1 to 7 vertices with cycles, self-loops and repeated edges; weights
    /// mostly small (zeros and ties) and sometimes up to 10^9.
    fn random_game(rng: &mut ChaCha8Rng) -> (usize, Vec<(u32, u32, u64)>) {
        let n = rng.gen_range(1..=7);
        let largest = if rng.gen_bool(0.2) { 1_000_000_000 } else { 4 };
        let edges = (0..rng.gen_range(0..=3 * n))
            .map(|_| {
                let from = rng.gen_range(0..n) as u32;
                let to = rng.gen_range(0..n) as u32;
                (from, to, rng.gen_range(0..=largest))
            })
            .collect();
        (n, edges)
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let (mut finite, mut infinite) = (0, 0);
        let mut reused = MinMaxRetrograde::new();
        for _ in 0..200 {
            let (n, edges) = random_game(&mut rng);
            let expected = as_options(&value_iteration(n, &edges));
            let got = analyse(n, &edges);
            assert_eq!(got, expected, "{n} vertices, edges {edges:?}");
            // A workspace that solved other games first gives the same answers.
            reused.solve(&WeightedGame::from_edges(n, &edges).unwrap());
            for (v, values) in expected.iter().enumerate() {
                let again = [
                    reused.value(v, Mover::Minimizer),
                    reused.value(v, Mover::Maximizer),
                ];
                assert_eq!(&again, values, "reused workspace, edges {edges:?}");
                finite += values.iter().filter(|x| x.is_some()).count();
                infinite += values.iter().filter(|x| x.is_none()).count();
            }
        }
        assert!(
            finite > 300 && infinite > 300,
            "{finite} finite, {infinite} infinite"
        );
    }

    /// Hand-worked values (1-based in the comments, as in the statements).
    /// - ABC261 Ex samples 1–3 and the after-contest test that broke memoised searches.
    /// - An odd cycle `1 → 2 → … → L → 1` of weight-1 edges with one exit `1 → L + 1`,
    ///   the minimiser starting on 3: `L − 2` moves bring the token to 1 with the maximiser to
    ///   move, he goes round once more (`L` moves) and the minimiser leaves: `2L − 1`.
    /// - Two vertices moving to each other: nobody can end the game.
    #[rstest]
    #[case::sample_1(7, "1 2 1 1 3 10 2 4 100 2 5 102 3 6 20 3 7 30", 1, Some(40))]
    #[case::sample_2(3, "1 2 1 2 1 2 2 3 3 3 2 4 3 1 5 1 3 6", 3, None)]
    #[case::sample_3(4, "1 2 1 2 3 1 3 1 1 2 4 1", 1, Some(5))]
    #[case::edge_order_trap(
        6,
        "2 4 5 2 3 2 3 2 3 4 3 8 1 2 4 2 6 7 2 1 1 1 6 3 3 1 6 5 3 6",
        3,
        Some(17)
    )]
    #[case::odd_cycle_5(6, "1 2 1 2 3 1 3 4 1 4 5 1 5 1 1 1 6 1", 3, Some(9))]
    #[case::odd_cycle_7(8, "1 2 1 2 3 1 3 4 1 4 5 1 5 6 1 6 7 1 7 1 1 1 8 1", 3, Some(13))]
    #[case::two_cycle(2, "1 2 5 2 1 5", 1, None)]
    #[case::terminal_start(3, "1 2 5", 2, Some(0))]
    #[case::no_edges(1, "", 1, Some(0))]
    #[case::zero_weights(3, "1 2 0 2 3 0 2 1 0", 1, None)]
    #[case::maximiser_must_leave(3, "1 2 0 2 3 7", 1, Some(7))]
    fn known_values(
        #[case] n: usize,
        #[case] edges: &str,
        #[case] start: usize,
        #[case] expected: Option<u64>,
    ) {
        let numbers: Vec<u64> = edges
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let edges: Vec<(u32, u32, u64)> = numbers
            .chunks(3)
            .map(|e| (e[0] as u32 - 1, e[1] as u32 - 1, e[2]))
            .collect();
        assert_eq!(analyse(n, &edges)[start - 1][0], expected);
        assert_eq!(
            as_options(&value_iteration(n, &edges))[start - 1][0],
            expected,
            "the reference disagrees with the hand-worked value"
        );
    }

    /// The slow reference for [`BestPlayLengths`]: the value iteration above on pairs (total,
    /// moves) ordered total first, the minimiser taking the least pair and the maximiser the
    /// largest (∞ above every pair). Returns `[minimiser's, maximiser's]` per vertex, `None`
    /// for ∞.
    fn lengths_by_iteration(n: usize, edges: &[(u32, u32, u64)]) -> Vec<[Option<(u64, u32)>; 2]> {
        let mut moves = vec![Vec::new(); n];
        for &(from, to, weight) in edges {
            moves[from as usize].push((to as usize, weight));
        }
        let over = |v: usize| moves[v].is_empty();
        let mut pairs: Vec<[Option<(u64, u32)>; 2]> = (0..n)
            .map(|v| {
                if over(v) {
                    [Some((0, 0)); 2]
                } else {
                    [None; 2]
                }
            })
            .collect();
        for _ in 0..=8 * n + 8 {
            let next: Vec<[Option<(u64, u32)>; 2]> = (0..n)
                .map(|v| {
                    if over(v) {
                        return [Some((0, 0)); 2];
                    }
                    let through = |&(w, weight): &(usize, u64), mover: usize| {
                        pairs[w][mover].map(|(total, length)| (total + weight, length + 1))
                    };
                    let min = moves[v].iter().filter_map(|m| through(m, 1)).min();
                    let max = moves[v]
                        .iter()
                        .map(|m| through(m, 0))
                        .collect::<Option<Vec<_>>>()
                        .and_then(|options| options.into_iter().max());
                    [min, max]
                })
                .collect();
            if next == pairs {
                return pairs;
            }
            pairs = next;
        }
        panic!("the iteration did not settle on {n} vertices, {edges:?}");
    }

    /// Lengths of best play against the reference on 300 random games, their totals with
    /// them; the games have ties and cycles of weight 0, where keeping to a total alone can go
    /// round for ever.
    #[test]
    fn lengths_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let (mut longest, mut traps) = (0, 0);
        for round in 0..300 {
            let (n, mut edges) = random_game(&mut rng);
            if round % 2 == 0 {
                // Weights 0 and 1 only: ties everywhere, and cycles of weight 0.
                for edge in &mut edges {
                    edge.2 %= 2;
                }
            }
            let game = WeightedGame::from_edges(n, &edges).unwrap();
            let mut analysis = MinMaxRetrograde::new();
            analysis.solve(&game);
            let lengths = BestPlayLengths::new(&game, &analysis);
            let expected = lengths_by_iteration(n, &edges);
            for (v, pair) in expected.iter().enumerate() {
                for (k, mover) in [Mover::Minimizer, Mover::Maximizer].into_iter().enumerate() {
                    let got = analysis.value(v, mover).zip(lengths.moves(v, mover));
                    assert_eq!(
                        got, pair[k],
                        "vertex {v}, {mover:?}, {n} vertices, {edges:?}"
                    );
                    longest = longest.max(pair[k].map_or(0, |p| p.1));
                }
            }
            // A minimiser's move that keeps to his total but gets no nearer the end.
            traps += edges
                .iter()
                .filter(|&&(from, to, weight)| {
                    let (from, to) = (from as usize, to as usize);
                    match (expected[from][0], expected[to][1]) {
                        (Some((total, length)), Some((after, rest))) => {
                            after + weight == total && rest + 1 > length
                        }
                        _ => false,
                    }
                })
                .count();
        }
        // 15 such moves with seed 42, and play of up to 7 moves.
        assert!(longest >= 6, "the longest play was {longest} moves");
        assert!(
            traps >= 10,
            "{traps} moves keep to a total and get no nearer"
        );
    }

    #[test]
    fn csr_and_edge_list_give_the_same_game() {
        let edges = [(2, 0), (0, 1), (2, 1), (0, 0), (0, 1)];
        let weights = [4, 0, 9, 2, 3];
        let moves = Csr::from_edges(3, &edges).unwrap();
        // Stored order: 0 → 1 (0), 0 → 0 (2), 0 → 1 (3), 2 → 0 (4), 2 → 1 (9).
        let game = WeightedGame::new(&moves, &[0, 2, 3, 4, 9]).unwrap();
        assert_eq!(game.predecessors(0), (&[0, 2][..], &[2, 4][..]));
        assert_eq!(game.predecessors(1), (&[0, 0, 2][..], &[0, 3, 9][..]));
        let listed: Vec<(u32, u32, u64)> = edges
            .iter()
            .zip(weights)
            .map(|(&(from, to), weight)| (from, to, weight))
            .collect();
        let from_list = WeightedGame::from_edges(3, &listed).unwrap();
        assert_eq!(from_list.predecessors(1), (&[0, 2, 0][..], &[0, 9, 3][..]));
        let values = |game: &WeightedGame| {
            let mut analysis = MinMaxRetrograde::new();
            analysis.solve(game);
            (0..3)
                .map(|v| {
                    (
                        analysis.value(v, Mover::Minimizer),
                        analysis.value(v, Mover::Maximizer),
                    )
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(values(&game), values(&from_list));
    }

    #[test]
    fn refuses_what_it_cannot_value() {
        let moves = Csr::from_edges(2, &[(0, 1)]).unwrap();
        assert_eq!(
            WeightedGame::new(&moves, &[1, 2]),
            Err(WeightedGameError::WeightCountMismatch {
                edges: 1,
                weights: 2
            })
        );
        assert_eq!(
            WeightedGame::from_edges(2, &[(0, 1, 1), (1, 2, 1)]),
            Err(WeightedGameError::Graph(GraphError::VertexOutOfRange {
                index: 1,
                vertex: 2,
                vertex_count: 2
            }))
        );
        // 2V · w_max must stay below 2^64 − 1: 4 · (2^62 − 1) does, 4 · 2^62 does not.
        assert!(WeightedGame::from_edges(2, &[(0, 1, (1 << 62) - 1)]).is_ok());
        let overflow = WeightedGame::from_edges(2, &[(0, 1, 1 << 62)]).unwrap_err();
        assert_eq!(
            overflow,
            WeightedGameError::ValueOverflow {
                vertex_count: 2,
                max_weight: 1 << 62
            }
        );
        assert_eq!(
            crate::error::Error::from(overflow).to_string(),
            "weight 4611686018427387904 is too large for 2 vertices: a total of up to 2 · 2 \
             such weights must stay below 2^64 − 1"
        );
    }

    /// The largest totals fit: a chain of `V` vertices whose every weight is the largest
    /// allowed for `V`.
    #[test]
    fn largest_weights_do_not_overflow() {
        let n = 5;
        let weight = (u64::MAX - 1) / (2 * n as u64);
        let edges: Vec<(u32, u32, u64)> = (0..n as u32 - 1).map(|v| (v, v + 1, weight)).collect();
        let values = analyse(n, &edges);
        assert_eq!(values[0], [Some(4 * weight), Some(4 * weight)]);
    }
}
