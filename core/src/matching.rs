//! Maximum bipartite matching (Kuhn's algorithm, iterative) with vertex deletion and the set
//! of vertices that every maximum matching covers.

use super::graph::{Csr, Undirected};
use std::fmt;

const NONE: u32 = u32::MAX;
const FORBIDDEN: u32 = u32::MAX;
/// The visited mark of a vertex that a failed search from the other side proved useless to
/// every later search from that side (see [`Matching::forbid`]); stamps stay below it.
const DEAD: u32 = u32::MAX - 1;

/// The graph has an odd cycle; `vertex` lies on one (it got both colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotBipartite {
    /// A vertex on an odd cycle.
    pub vertex: usize,
}

impl std::error::Error for NotBipartite {}

impl From<NotBipartite> for super::error::Error {
    fn from(e: NotBipartite) -> Self {
        Self::new(e.to_string())
    }
}

impl fmt::Display for NotBipartite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the graph is not bipartite: vertex {} lies on an odd cycle",
            self.vertex
        )
    }
}

/// What happened to the matching when a vertex was forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// The vertex was unmatched (or already forbidden); nothing changed.
    WasFree,
    /// Its former partner found a new one: the maximum size is unchanged, so some maximum
    /// matching of the old graph missed the vertex.
    Rematched,
    /// No new partner exists: the maximum size dropped by one, so the vertex was covered by
    /// every maximum matching of the old graph.
    Shrunk,
}

/// A maximum matching of an undirected bipartite graph, kept maximum while vertices are
/// forbidden one at a time.
///
/// Augmenting searches keep their own stack, so no input can overflow the call stack.
///
/// # Example
/// ```
/// use gamecore::{graph::Undirected, matching::{Matching, Removal}};
/// // The path 0 - 1 - 2 - 3 has the perfect matching {01, 23}.
/// let g = Undirected::new(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
/// let mut m = Matching::new(g).unwrap();
/// assert_eq!(m.size(), 2);
/// assert_eq!(m.covered_by_every_maximum_matching(), vec![true; 4]);
/// // Every vertex is essential: without 0, only one of 1-2 and 2-3 can stay.
/// assert_eq!(m.forbid(0), Removal::Shrunk);
/// assert_eq!(m.size(), 1);
/// // Now 1 is free, so 3 can be dropped: 2 rematches with 1.
/// assert_eq!(m.forbid(3), Removal::Rematched);
/// assert_eq!(m.mate(1), Some(2));
/// ```
#[derive(Clone, Debug)]
pub struct Matching {
    graph: Csr,
    is_left: Vec<bool>,
    mate: Vec<u32>,
    size: usize,
    /// Per vertex: the stamp of the last search that reached it, `DEAD` or `FORBIDDEN`.
    /// Stamps only grow, so one comparison, `visited[v] >= stamp`, skips all three kinds.
    visited: Vec<u32>,
    stamp: u32,
    stack: Vec<(u32, u32)>,
    /// The vertices the current search marked, to be declared dead if it fails.
    trail: Vec<u32>,
    /// Per side (`is_left` as index): the vertices of the other side marked `DEAD` by failed
    /// searches from this side, so that the marks can be withdrawn.
    dead: [Vec<u32>; 2],
}

impl Matching {
    /// A maximum matching of the undirected `graph`. The two sides are found by 2-colouring.
    ///
    /// # Errors
    /// [`NotBipartite`] if the graph has an odd cycle (a self-loop counts as one).
    ///
    /// # Complexity
    /// O(V · E) in the worst case; a greedy start and whole-phase visited marks make it
    /// close to O(E √V) on grids and similar graphs.
    pub fn new(graph: Undirected) -> Result<Self, NotBipartite> {
        let graph = graph.into_csr();
        let n = graph.vertex_count();
        let is_left = two_colouring(&graph)?;
        let mut matching = Self {
            graph,
            is_left,
            mate: vec![NONE; n],
            size: 0,
            visited: vec![0; n],
            stamp: 0,
            stack: Vec::new(),
            trail: Vec::new(),
            dead: [Vec::new(), Vec::new()],
        };
        matching.greedy_start();
        matching.augment_to_maximum();
        Ok(matching)
    }

    fn greedy_start(&mut self) {
        for v in 0..self.mate.len() {
            if !self.is_left[v] || self.mate[v] != NONE {
                continue;
            }
            if let Some(&w) = self
                .graph
                .neighbors(v)
                .iter()
                .find(|&&w| self.mate[w as usize] == NONE)
            {
                self.mate[v] = w;
                self.mate[w as usize] = v as u32;
                self.size += 1;
            }
        }
    }

    /// Kuhn in phases: one visited set per phase, shared by every search of the phase. A
    /// phase in which no search succeeds leaves visited marks that prove no augmenting path
    /// exists, so the matching is maximum.
    fn augment_to_maximum(&mut self) {
        loop {
            self.new_stamp();
            let mut grew = false;
            for v in 0..self.mate.len() {
                if self.is_left[v]
                    && self.mate[v] == NONE
                    && !self.is_forbidden(v)
                    && self.augment_from(v)
                {
                    self.size += 1;
                    grew = true;
                }
            }
            if !grew {
                return;
            }
        }
    }

    fn new_stamp(&mut self) {
        // Stamps stay below DEAD; on wrap-around, old stamps and dead marks (never the
        // forbidden marks) are reset. Forgetting a dead mark only costs time.
        if self.stamp == DEAD - 1 {
            for s in &mut self.visited {
                if *s != FORBIDDEN {
                    *s = 0;
                }
            }
            self.dead[0].clear();
            self.dead[1].clear();
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    /// Looks for an augmenting path from the free vertex `start`, skipping forbidden vertices
    /// and those visited under the current stamp; applies it if found.
    fn augment_from(&mut self, start: usize) -> bool {
        let Self {
            graph,
            mate,
            visited,
            stamp,
            stack,
            trail,
            ..
        } = self;
        let stamp = *stamp;
        stack.clear();
        trail.clear();
        stack.push((start as u32, 0));
        // The top frame's neighbours are scanned in an inner loop with the cursor in a local,
        // so the adjacency slice is looked up once per descent rather than once per edge.
        'frames: while let Some(&(x, cursor)) = stack.last() {
            let neighbors = graph.neighbors(x as usize);
            let mut next = cursor as usize;
            while let Some(&y) = neighbors.get(next) {
                next += 1;
                let yi = y as usize;
                // Visited in this search, or forbidden.
                if visited[yi] >= stamp {
                    continue;
                }
                visited[yi] = stamp;
                trail.push(y);
                let partner = mate[yi];
                if let Some(top) = stack.last_mut() {
                    top.1 = next as u32;
                }
                if partner == NONE {
                    // Flip the path: every stacked vertex takes the neighbour it descended
                    // through.
                    for &(x, next) in stack.iter().rev() {
                        let y = graph.neighbors(x as usize)[next as usize - 1];
                        mate[x as usize] = y;
                        mate[y as usize] = x;
                    }
                    return true;
                }
                stack.push((partner, 0));
                continue 'frames;
            }
            stack.pop();
        }
        false
    }

    /// Forbids `v` for good and restores a maximum matching of the remaining graph with a
    /// single augmenting search from `v`'s former partner.
    ///
    /// The outcome tells whether `v` was covered by every maximum matching just before: that
    /// is exactly when the result is [`Removal::Shrunk`]. (Any new augmenting path must end at
    /// the former partner, so one search suffices.)
    ///
    /// A failed search leaves a *dead region*: the vertices it reached are all matched into
    /// it, and every neighbour of its start side lies in it, so no later search from that side
    /// can end there. Later searches from that side skip it as if already visited. The region
    /// stays dead while the matching inside it stays put: a search from the other side never
    /// enters it, and forbidding one of its other-side vertices only frees a start-side vertex
    /// whose own search fails at once. Only forbidding one of its matched start-side vertices
    /// frees a vertex that could reach its free start, and then that side's dead marks are
    /// withdrawn. So a sequence of deletions whose searches keep failing over the same long
    /// corridor pays for the corridor once, not once per deletion.
    ///
    /// # Example
    /// ```
    /// use gamecore::{graph::Undirected, matching::{Matching, Removal}};
    /// let g = Undirected::new(3, &[(0, 1), (1, 2)]).unwrap();
    /// let mut m = Matching::new(g).unwrap();
    /// assert_eq!(m.forbid(1), Removal::Shrunk); // the centre of a path of 3 is essential
    /// assert_eq!(m.size(), 0);
    /// ```
    ///
    /// # Panics
    /// If `v >= vertex_count()`.
    ///
    /// # Complexity
    /// O(V + E) for one call; the searches skip dead regions, and withdrawing dead marks costs
    /// no more than the searches that set them.
    pub fn forbid(&mut self, v: usize) -> Removal {
        let was_forbidden = std::mem::replace(&mut self.visited[v], FORBIDDEN) == FORBIDDEN;
        let partner = self.mate[v];
        if was_forbidden || partner == NONE {
            return Removal::WasFree;
        }
        self.mate[v] = NONE;
        self.mate[partner as usize] = NONE;
        let p = partner as usize;
        if self.visited[p] == DEAD {
            // `v` lay in a dead region of its side and `partner` leaves it free: searches
            // from `v`'s side may now end there, so that side's dead marks are withdrawn.
            let side = usize::from(self.is_left[v]);
            for &y in &self.dead[side] {
                let mark = &mut self.visited[y as usize];
                if *mark == DEAD {
                    *mark = 0;
                }
            }
            self.dead[side].clear();
        }
        self.new_stamp();
        if self.augment_from(p) {
            Removal::Rematched
        } else {
            // Nothing the search reached leads to a free vertex, and nothing will until a
            // vertex of this side in the region is forbidden (handled above): later searches
            // from this side skip the region as if they had visited it.
            let side = usize::from(self.is_left[p]);
            for &y in &self.trail {
                self.visited[y as usize] = DEAD;
            }
            self.dead[side].extend_from_slice(&self.trail);
            self.size -= 1;
            Removal::Shrunk
        }
    }

    /// For every vertex, whether it is covered by **every** maximum matching of the graph
    /// without its forbidden vertices (forbidden vertices get `false`).
    ///
    /// A vertex can be left uncovered iff an even alternating path joins it to a vertex the
    /// current matching leaves free; one breadth-first pass from all free vertices finds them.
    ///
    /// # Example
    /// ```
    /// use gamecore::{graph::Undirected, matching::Matching};
    /// // The star with centre 0: the centre is always matched, each leaf can be left out.
    /// let g = Undirected::new(4, &[(0, 1), (0, 2), (0, 3)]).unwrap();
    /// let m = Matching::new(g).unwrap();
    /// assert_eq!(m.covered_by_every_maximum_matching(), vec![true, false, false, false]);
    /// ```
    ///
    /// # Complexity
    /// O(V + E).
    pub fn covered_by_every_maximum_matching(&self) -> Vec<bool> {
        let n = self.mate.len();
        let mut missable = vec![false; n];
        let mut queue: Vec<u32> = Vec::new();
        for v in 0..n {
            if !self.is_forbidden(v) && self.mate[v] == NONE {
                missable[v] = true;
                queue.push(v as u32);
            }
        }
        let mut head = 0;
        while let Some(&w) = queue.get(head) {
            head += 1;
            for &y in self.graph.neighbors(w as usize) {
                let x = self.mate[y as usize];
                // y itself is matched (else the matching would not be maximum); stepping
                // through it to its partner x frees x by swapping along the path.
                if !self.is_forbidden(y as usize) && x != NONE && !missable[x as usize] {
                    missable[x as usize] = true;
                    queue.push(x);
                }
            }
        }
        (0..n)
            .map(|v| !missable[v] && !self.is_forbidden(v))
            .collect()
    }

    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The partner of `v`, if any.
    pub fn mate(&self, v: usize) -> Option<usize> {
        let m = self.mate[v];
        if m == NONE {
            None
        } else {
            Some(m as usize)
        }
    }

    /// Whether `v` has been forbidden.
    pub fn is_forbidden(&self, v: usize) -> bool {
        self.visited[v] == FORBIDDEN
    }

    /// The side of `v` in the 2-colouring (the colour of the lowest vertex of each component
    /// is "left").
    pub fn is_left(&self, v: usize) -> bool {
        self.is_left[v]
    }

    /// The graph.
    pub fn graph(&self) -> &Csr {
        &self.graph
    }
}

fn two_colouring(graph: &Csr) -> Result<Vec<bool>, NotBipartite> {
    let n = graph.vertex_count();
    let mut colour: Vec<u8> = vec![2; n];
    let mut queue: Vec<u32> = Vec::new();
    for root in 0..n {
        if colour[root] != 2 {
            continue;
        }
        colour[root] = 0;
        queue.clear();
        queue.push(root as u32);
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            let c = colour[v as usize];
            for &w in graph.neighbors(v as usize) {
                match colour[w as usize] {
                    2 => {
                        colour[w as usize] = 1 - c;
                        queue.push(w);
                    }
                    cw if cw == c => return Err(NotBipartite { vertex: w as usize }),
                    _ => {}
                }
            }
        }
    }
    Ok(colour.into_iter().map(|c| c == 0).collect())
}

#[cfg(test)]
mod tests {
    use super::{Matching, NotBipartite, Removal};
    use crate::graph::Undirected;
    use itertools::Itertools;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// Maximum matching size by trying every subset of edges (n ≤ 16, few edges) — obviously
    /// right, exponentially slow. `alive` hides deleted vertices.
    fn naive_max_matching(n: usize, edges: &[(u32, u32)], alive: &[bool]) -> usize {
        fn go(edges: &[(u32, u32)], used: &mut Vec<bool>, alive: &[bool]) -> usize {
            let Some((&(a, b), rest)) = edges.split_first() else {
                return 0;
            };
            let skip = go(rest, used, alive);
            let (a, b) = (a as usize, b as usize);
            if alive[a] && alive[b] && !used[a] && !used[b] {
                used[a] = true;
                used[b] = true;
                let take = 1 + go(rest, used, alive);
                used[a] = false;
                used[b] = false;
                skip.max(take)
            } else {
                skip
            }
        }
        go(edges, &mut vec![false; n], alive)
    }

    /// A random bipartite graph: sides by a random colouring, edges only across.
    fn random_bipartite(rng: &mut ChaCha8Rng) -> (usize, Vec<(u32, u32)>) {
        let n = rng.gen_range(1..=12);
        let side: Vec<bool> = (0..n).map(|_| rng.gen_bool(0.5)).collect();
        let edges = (0..n as u32)
            .tuple_combinations()
            .filter(|&(a, b)| side[a as usize] != side[b as usize] && rng.gen_bool(0.3))
            .collect();
        (n, edges)
    }

    fn assert_valid(m: &Matching, n: usize, edges: &[(u32, u32)]) {
        let mut pairs = 0;
        for v in 0..n {
            if let Some(w) = m.mate(v) {
                assert_eq!(m.mate(w), Some(v));
                assert!(!m.is_forbidden(v) && !m.is_forbidden(w));
                let (a, b) = (v.min(w) as u32, v.max(w) as u32);
                assert!(edges.contains(&(a, b)), "matched non-edge {a}-{b}");
                pairs += 1;
            }
        }
        assert_eq!(pairs, 2 * m.size());
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let (n, edges) = random_bipartite(&mut rng);
            let mut m = Matching::new(Undirected::new(n, &edges).unwrap()).unwrap();
            let mut alive = vec![true; n];
            let ctx = format!("n={n} edges={edges:?}");
            assert_eq!(m.size(), naive_max_matching(n, &edges, &alive), "{ctx}");
            assert_valid(&m, n, &edges);
            // Delete vertices in a random order, checking the outcome and every-matching set
            // against "delete the vertex and recompute the maximum matching".
            let mut order: Vec<usize> = (0..n).collect();
            rand::seq::SliceRandom::shuffle(order.as_mut_slice(), &mut rng);
            for &v in &order[..rng.gen_range(0..=n)] {
                let before = naive_max_matching(n, &edges, &alive);
                let essential = m.covered_by_every_maximum_matching();
                for u in 0..n {
                    if !alive[u] {
                        assert!(!essential[u], "{ctx}: forbidden {u} reported essential");
                        continue;
                    }
                    alive[u] = false;
                    let without = naive_max_matching(n, &edges, &alive);
                    alive[u] = true;
                    assert_eq!(
                        essential[u],
                        without < before,
                        "{ctx}: vertex {u}, deleted {alive:?}"
                    );
                }
                let was_matched = m.mate(v).is_some();
                alive[v] = false;
                let after = naive_max_matching(n, &edges, &alive);
                let expected = match (was_matched, after < before) {
                    (false, _) => Removal::WasFree,
                    (true, false) => Removal::Rematched,
                    (true, true) => Removal::Shrunk,
                };
                assert_eq!(m.forbid(v), expected, "{ctx}: forbid {v}");
                assert_eq!(m.size(), after, "{ctx}: size after forbidding {v}");
                assert_valid(&m, n, &edges);
            }
        }
    }

    /// The maximum matching size of `edges` without the dead vertices, computed afresh.
    fn fresh_size(n: usize, edges: &[(u32, u32)], alive: &[bool]) -> usize {
        let kept: Vec<(u32, u32)> = edges
            .iter()
            .copied()
            .filter(|&(a, b)| alive[a as usize] && alive[b as usize])
            .collect();
        Matching::new(Undirected::new(n, &kept).unwrap())
            .unwrap()
            .size()
    }

    #[test]
    fn long_deletion_orders_match_fresh_matchings() {
        // Larger graphs than the naive search allows, every vertex deleted in turn (as in
        // bzoj2437, where dead regions from failed searches pile up and get withdrawn): the
        // size after each deletion against a matching of the remaining graph built afresh.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..300 {
            let (rows, cols) = (rng.gen_range(1..=7), rng.gen_range(1..=7));
            let n = rows * cols;
            let p = rng.gen_range(0.3..1.0);
            let mut edges = Vec::new();
            for v in 0..n {
                if v % cols + 1 < cols && rng.gen_bool(p) {
                    edges.push((v as u32, v as u32 + 1));
                }
                if v + cols < n && rng.gen_bool(p) {
                    edges.push((v as u32, (v + cols) as u32));
                }
            }
            let mut m = Matching::new(Undirected::new(n, &edges).unwrap()).unwrap();
            let mut alive = vec![true; n];
            let mut order: Vec<usize> = (0..n).collect();
            rand::seq::SliceRandom::shuffle(order.as_mut_slice(), &mut rng);
            let ctx = format!("round {round}: {rows}x{cols} edges={edges:?} order={order:?}");
            for &v in &order {
                let before = m.size();
                let removal = m.forbid(v);
                alive[v] = false;
                let after = fresh_size(n, &edges, &alive);
                assert_eq!(m.size(), after, "{ctx}: size after forbidding {v}");
                assert_eq!(
                    removal == Removal::Shrunk,
                    after < before,
                    "{ctx}: forbid {v}"
                );
                assert_valid(&m, n, &edges);
            }
        }
    }

    #[rstest]
    #[case(1, &[], 0, &[false])]
    #[case(2, &[(0, 1)], 1, &[true, true])]
    #[case(3, &[(0, 1), (1, 2)], 1, &[false, true, false])]
    // Every maximum matching of the 4-cycle is perfect, so it covers every vertex.
    #[case(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 2, &[true; 4])]
    // Path of 5: the ends and centre (even positions) can be missed; 1 and 3 never.
    #[case(5, &[(0, 1), (1, 2), (2, 3), (3, 4)], 2, &[false, true, false, true, false])]
    fn known_matchings(
        #[case] n: usize,
        #[case] edges: &[(u32, u32)],
        #[case] size: usize,
        #[case] essential: &[bool],
    ) {
        let m = Matching::new(Undirected::new(n, edges).unwrap()).unwrap();
        assert_eq!(m.size(), size);
        assert_eq!(m.covered_by_every_maximum_matching(), essential);
    }

    #[test]
    fn odd_cycle_is_rejected() {
        let g = Undirected::new(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
        assert!(matches!(Matching::new(g), Err(NotBipartite { .. })));
        let self_loop = Undirected::new(1, &[(0, 0)]).unwrap();
        assert_eq!(
            Matching::new(self_loop).unwrap_err(),
            NotBipartite { vertex: 0 }
        );
    }

    #[test]
    fn stamp_wraparound_keeps_forbidden_marks() {
        // The path 0 - 1 - 2 - 3 - 4 - 5, matched {01, 23, 45}.
        let edges: Vec<(u32, u32)> = (0..5).map(|v| (v, v + 1)).collect();
        let mut m = Matching::new(Undirected::new(6, &edges).unwrap()).unwrap();
        m.stamp = super::DEAD - 2;
        assert_eq!(m.forbid(0), Removal::Shrunk); // the last stamp before the wrap
        assert_eq!(m.forbid(5), Removal::Rematched); // wraps; 4 - 3 - 2 - 1 re-augments
        assert!(m.is_forbidden(0) && m.is_forbidden(5));
        assert!((1..5).all(|v| !m.is_forbidden(v)));
        assert_eq!((m.size(), m.mate(1), m.mate(3)), (2, Some(2), Some(4)));
        assert_eq!(m.forbid(0), Removal::WasFree);
        assert_eq!(
            m.covered_by_every_maximum_matching(),
            vec![false, true, true, true, true, false]
        );
    }

    #[test]
    fn deep_path_runs_without_recursion() {
        // The path 0 - 1 - … - (n−1) with n even has the perfect matching {01, 23, …}.
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        let mut m = Matching::new(Undirected::new(n, &edges).unwrap()).unwrap();
        assert_eq!(m.size(), n / 2);
        assert!(m.covered_by_every_maximum_matching().iter().all(|&e| e));
        // Without 0 the odd path 1..n−1 cannot be matched perfectly: the search from 1 walks
        // all the way to n−1 (5·10^5 stacked vertices) and fails.
        assert_eq!(m.forbid(0), Removal::Shrunk);
        assert_eq!(m.size(), n / 2 - 1);
        // Now 1 is free; forbidding n−1 re-augments from n−2 all the way back to 1.
        assert_eq!(m.forbid(n - 1), Removal::Rematched);
        assert_eq!(m.size(), n / 2 - 1);
        assert_eq!(m.mate(1), Some(2));
    }
}
