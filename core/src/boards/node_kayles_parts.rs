//! Node Kayles on a graph of any size, valued part by part. The connected parts of a graph are
//! games of their own and the graph is worth the nim-sum of their values, so a graph far past
//! the solver's 64 vertices can still be valued when each part is small enough for the
//! [`Solver`](super::Solver) or settled by one of these rules, whatever its size:
//!
//! - **Twins cancel.** Two parts that are the same graph are worth G ⊕ G = 0 together. Copies
//!   numbered alike (the same edges between the first, second, … vertex of each) are paired
//!   at once; parts with a vertex of three neighbours or more are also paired when a
//!   renaming of one's vertices gives the other ([`super::isomorphism`]: colour refinement,
//!   then a bounded search, so a very symmetric pair may go unseen).
//! - **A path is Dawson's game.** Choosing a vertex of a path removes it and its neighbours:
//!   two vertices at an end, three inside (leaving two paths), one when it is alone. That is
//!   the octal game 0.137 on the number of vertices, whose period 34 (from 52 on) the
//!   Guy–Smith theorem proves from its first values ([`crate::period`]).
//! - **A cycle** of n vertices has one kind of move, to the path of n − 3: it is worth 1 when
//!   that path is worth 0, and 0 otherwise.
//! - **A mirror.** A part with an automorphism that pairs every vertex with a non-neighbour is
//!   worth 0: the second player answers each move by its image ([`super::mirror`]; an even
//!   grid's half-turn, a hypercube's antipodal map). The search for one is bounded, so a part
//!   with a mirror it does not find goes on to the solver or is out of reach.
//!
//! Every other part of at most 64 vertices goes to the solver alone, its vertices numbered 0
//! to k − 1 in increasing order ([`Part::Search`]); a larger one is out of reach
//! ([`Part::Beyond`]).
//!
//! # Example
//! ```
//! use gamecore::boards::node_kayles_parts::{Graph, Part, Reason};
//! use gamecore::boards::Solver;
//! // A path of 100 vertices (Dawson's game: G(100) = 7), a triangle (1) and a star with
//! // three leaves (1) on vertices 100 to 106.
//! let mut edges: Vec<(usize, usize)> = (0..99).map(|v| (v, v + 1)).collect();
//! edges.extend([(100, 101), (101, 102), (102, 100), (103, 104), (103, 105), (103, 106)]);
//! let graph = Graph::new(107, &edges).unwrap();
//! let value = graph.value_by(|part| Solver::new(part.clone(), 1 << 16).value(part.start()));
//! assert_eq!(value, Ok(7 ^ 1 ^ 1));
//! // How each part was valued, in the order of its smallest vertex.
//! let parts = graph.parts();
//! assert!(matches!(parts[0], Part::Known { vertices: 100, value: 7, reason: Reason::Path }));
//! assert!(matches!(parts[1], Part::Known { vertices: 3, value: 1, reason: Reason::Cycle }));
//! assert!(matches!(parts[2], Part::Search { vertices: 4, .. }));
//! ```
//!
//! # Constraints
//! At most [`Graph::MOST_VERTICES`] vertices and [`Graph::MOST_EDGES`] edges.
//!
//! # Complexity
//! O(n + m log m) time and O(n + m) memory for a graph of n vertices and m edges (the
//! adjacency lists are sorted once; a part with a possible twin, as many vertices and edges as
//! another, is compared by its sorted edges), plus colour refinement of the branching parts
//! left unpaired among those (O(m) a round, at most 32 rounds) and at most 2^24 trials of the
//! isomorphism search for the whole graph; the values of 0.137 once, in O(1) each after a
//! table of its first 256. The searches are the solver's.

use super::cram_parts::HeapValues;
use super::isomorphism::{colours, find_isomorphism, invariant};
use super::mirror::mirror;
use super::node_kayles::NodeKayles;
use super::BoardError;
use std::collections::HashMap;

/// Each vertex's neighbours, by place.
type Lists = Vec<Vec<u32>>;

/// How many parts of its group a part is compared with, at most, to find its twin up to the
/// numbering of its vertices (parts share a group when no renaming tells them apart).
const PARTNERS_TRIED: usize = 8;

/// The trials one isomorphism search of a part of `vertices` vertices may take.
fn isomorphism_budget(vertices: usize) -> u64 {
    16 * vertices as u64 + 4096
}

/// The trials all isomorphism searches of a graph may take together (about 0.2 s): many
/// parts alike to colour refinement but not isomorphic, such as random cubic graphs, could
/// otherwise cost more than valuing them.
const ISOMORPHISM_TRIALS: u64 = 1 << 24;

/// A simple graph of any size up to [`Graph::MOST_VERTICES`] vertices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// The neighbours of vertex v are `adjacent[first[v]..first[v + 1]]`, increasing.
    first: Vec<usize>,
    adjacent: Vec<u32>,
}

/// Why a part's value is known without a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Two parts that are the same graph (vertices in increasing order): G ⊕ G = 0.
    Twins,
    /// A path: Dawson's game (0.137) on its number of vertices.
    Path,
    /// A cycle: every move leaves the path of n − 3 vertices.
    Cycle,
    /// An automorphism pairs every vertex with a non-neighbour: the second player mirrors.
    Mirror,
}

/// A connected part of the graph (two, for twins) and how its value is found.
#[derive(Clone, Debug)]
pub enum Part {
    /// Valued by a rule.
    Known {
        /// Vertices (of both parts, for twins).
        vertices: usize,
        /// The nim value (0 for twins).
        value: u32,
        /// The rule that gives it.
        reason: Reason,
    },
    /// Left to the solver: the part alone, its vertices numbered 0 to k − 1 in increasing
    /// order.
    Search {
        /// Vertices.
        vertices: usize,
        /// The part as a graph of its own, to give the solver.
        graph: NodeKayles,
    },
    /// Past the solver (more than 64 vertices) and settled by no rule.
    Beyond {
        /// Vertices.
        vertices: usize,
        /// Edges between them.
        edges: usize,
    },
}

impl Part {
    /// Why the part cannot be valued, for a part [`Part::Beyond`].
    pub fn beyond_error(&self) -> Option<BoardError> {
        match *self {
            Part::Beyond { vertices, edges } => Some(BoardError(format!(
                "a connected part of {vertices} vertices and {edges} edges, past the solver's \
                 64 vertices: no rule values it (it is no path, cycle or twin, and no mirror \
                 was found)"
            ))),
            _ => None,
        }
    }
}

impl Graph {
    /// The most vertices a graph may have (about a million: a graph that large is valued only
    /// if its parts are small or settled by a rule).
    pub const MOST_VERTICES: usize = 1 << 20;
    /// The most edges a graph may be given (an edge given twice counting twice).
    pub const MOST_EDGES: usize = 1 << 22;

    /// The graph on vertices `0..n` with the given edges (an edge given twice is one edge).
    ///
    /// # Errors
    /// More than [`Graph::MOST_VERTICES`] vertices or [`Graph::MOST_EDGES`] edges, an edge to
    /// a vertex ≥ `n`, or a loop (as [`NodeKayles::new`] words them).
    ///
    /// # Complexity
    /// O(n + m log m).
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Result<Self, BoardError> {
        if n > Self::MOST_VERTICES {
            return Err(BoardError(format!(
                "{n} vertices: at most {}",
                Self::MOST_VERTICES
            )));
        }
        if edges.len() > Self::MOST_EDGES {
            return Err(BoardError(format!(
                "{} edges: at most {}",
                edges.len(),
                Self::MOST_EDGES
            )));
        }
        let mut degree = vec![0usize; n + 1];
        for (i, &(u, v)) in edges.iter().enumerate() {
            if u >= n || v >= n {
                return Err(BoardError(format!(
                    "edge {}: vertex {} is not below {n}",
                    i + 1,
                    u.max(v)
                )));
            }
            if u == v {
                return Err(BoardError(format!("edge {}: a loop at vertex {u}", i + 1)));
            }
            degree[u] += 1;
            degree[v] += 1;
        }
        // Lists as given (repeats included), then each sorted and its repeats squeezed out.
        let mut first = vec![0usize; n + 1];
        for v in 0..n {
            first[v + 1] = first[v] + degree[v];
        }
        let mut filled = first.clone();
        let mut adjacent = vec![0u32; first[n]];
        for &(u, v) in edges {
            for (from, to) in [(u, v), (v, u)] {
                adjacent[filled[from]] = u32::try_from(to).expect("below 2^20");
                filled[from] += 1;
            }
        }
        let mut kept = 0;
        let mut start = 0;
        for v in 0..n {
            let list = &mut adjacent[start..first[v + 1]];
            list.sort_unstable();
            let mut previous = None;
            let begin = kept;
            for i in start..first[v + 1] {
                let u = adjacent[i];
                if previous != Some(u) {
                    adjacent[kept] = u;
                    kept += 1;
                    previous = Some(u);
                }
            }
            start = first[v + 1];
            first[v] = begin;
        }
        first[n] = kept;
        adjacent.truncate(kept);
        Ok(Graph { first, adjacent })
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.first.len() - 1
    }

    /// The number of edges (each once).
    pub fn edges(&self) -> usize {
        self.adjacent.len() / 2
    }

    /// The neighbours of `v`, increasing.
    fn neighbours(&self, v: usize) -> &[u32] {
        &self.adjacent[self.first[v]..self.first[v + 1]]
    }

    /// The whole graph for the solver.
    ///
    /// # Errors
    /// More than 64 vertices.
    pub fn to_node_kayles(&self) -> Result<NodeKayles, BoardError> {
        let all: Vec<u32> = (0..self.vertices())
            .map(|v| u32::try_from(v).expect("below 2^20"))
            .collect();
        NodeKayles::new(self.vertices(), &self.local_edges(&all))
    }

    /// The graph's connected parts, each valued by a rule, left to the solver or out of
    /// reach; twins come as one part. In the order of each part's smallest vertex, twins at
    /// the first of the two.
    ///
    /// # Complexity
    /// As the module says: O(n + m log m).
    pub fn parts(&self) -> Vec<Part> {
        let components = self.components();
        let twin_of = self.twins(&components);
        let mut paths = HeapValues::new("0.137");
        let mut parts = Vec::new();
        for (i, component) in components.iter().enumerate() {
            match twin_of[i] {
                Some(j) if j > i => parts.push(Part::Known {
                    vertices: 2 * component.len(),
                    value: 0,
                    reason: Reason::Twins,
                }),
                Some(_) => {}
                None => parts.push(self.classify(component, &mut paths)),
            }
        }
        parts
    }

    /// The graph's nim value: the parts' values xored, `search` valuing each part the rules
    /// leave to it (say with a [`Solver`](super::Solver) of its own).
    ///
    /// # Errors
    /// The first part past the solver ([`Part::beyond_error`]).
    pub fn value_by(&self, mut search: impl FnMut(&NodeKayles) -> u32) -> Result<u32, BoardError> {
        let mut value = 0;
        for part in self.parts() {
            value ^= match part {
                Part::Known { value, .. } => value,
                Part::Search { graph, .. } => search(&graph),
                Part::Beyond { .. } => return Err(part.beyond_error().expect("beyond")),
            };
        }
        Ok(value)
    }

    /// The connected parts, each as its vertices in increasing order, in the order of their
    /// smallest vertices (a breadth-first fill from each vertex not yet reached).
    fn components(&self) -> Vec<Vec<u32>> {
        let n = self.vertices();
        let mut reached = vec![false; n];
        let mut components = Vec::new();
        for start in 0..n {
            if reached[start] {
                continue;
            }
            reached[start] = true;
            let mut component = vec![u32::try_from(start).expect("below 2^20")];
            let mut next = 0;
            while next < component.len() {
                let v = component[next] as usize;
                next += 1;
                for &u in self.neighbours(v) {
                    if !reached[u as usize] {
                        reached[u as usize] = true;
                        component.push(u);
                    }
                }
            }
            component.sort_unstable();
            components.push(component);
        }
        components
    }

    /// The edges among `vertices` (increasing, closed under neighbours), as pairs (i, j) with
    /// i < j of their places in the list, in increasing order.
    fn local_edges(&self, vertices: &[u32]) -> Vec<(usize, usize)> {
        let mut edges = Vec::new();
        for (i, &v) in vertices.iter().enumerate() {
            for &u in self.neighbours(v as usize) {
                if u > v {
                    let j = vertices
                        .binary_search(&u)
                        .expect("a part holds its neighbours");
                    edges.push((i, j));
                }
            }
        }
        edges
    }

    /// The number of edges of a part (closed under neighbours).
    fn edges_of(&self, vertices: &[u32]) -> usize {
        vertices
            .iter()
            .map(|&v| self.neighbours(v as usize).len())
            .sum::<usize>()
            / 2
    }

    /// For each part, the part it is paired with as twins, if any. Parts with as many
    /// vertices and edges are compared by their edges in local numbering, and equal ones
    /// paired off in order (of three alike, the last is left alone).
    fn twins(&self, components: &[Vec<u32>]) -> Vec<Option<usize>> {
        let mut alike: HashMap<(usize, usize), Vec<usize>> = HashMap::new();
        for (i, component) in components.iter().enumerate() {
            alike
                .entry((component.len(), self.edges_of(component)))
                .or_default()
                .push(i);
        }
        let mut twin_of = vec![None; components.len()];
        let mut trials = ISOMORPHISM_TRIALS;
        let mut groups: Vec<&Vec<usize>> = alike.values().filter(|group| group.len() > 1).collect();
        // In a fixed order, so that the trials run out at the same place on every run.
        groups.sort_unstable();
        for group in groups {
            let mut shapes: Vec<(Vec<(usize, usize)>, usize)> = group
                .iter()
                .map(|&i| (self.local_edges(&components[i]), i))
                .collect();
            shapes.sort_unstable();
            let mut k = 0;
            while k + 1 < shapes.len() {
                if shapes[k].0 == shapes[k + 1].0 {
                    let (a, b) = (shapes[k].1, shapes[k + 1].1);
                    twin_of[a] = Some(b);
                    twin_of[b] = Some(a);
                    k += 2;
                } else {
                    k += 1;
                }
            }
            let left: Vec<usize> = group
                .iter()
                .copied()
                .filter(|&i| twin_of[i].is_none() && self.branches(&components[i]))
                .collect();
            self.pair_isomorphic(components, &left, &mut twin_of, &mut trials);
        }
        twin_of
    }

    /// Whether a vertex of the part has three neighbours or more: a part that is no path or
    /// cycle (those the rules value at once, twins or not).
    fn branches(&self, component: &[u32]) -> bool {
        component
            .iter()
            .any(|&v| self.neighbours(v as usize).len() >= 3)
    }

    /// Pairs off, among the parts `left` (as many vertices and edges each), those that are the
    /// same graph numbered differently ([`find_isomorphism`]): parts are grouped by their
    /// [`invariant`], and each one is tried against at most [`PARTNERS_TRIED`] others of its
    /// group, each search within [`isomorphism_budget`] trials and all of them within the
    /// `trials` left (of [`ISOMORPHISM_TRIALS`] for the graph).
    fn pair_isomorphic(
        &self,
        components: &[Vec<u32>],
        left: &[usize],
        twin_of: &mut [Option<usize>],
        trials: &mut u64,
    ) {
        if left.len() < 2 || *trials == 0 {
            return;
        }
        // Each part's index and its vertices' neighbours, by invariant.
        let mut by_invariant: HashMap<u64, Vec<(usize, Lists)>> = HashMap::new();
        for &i in left {
            let lists = self.local_lists(&components[i]);
            by_invariant
                .entry(invariant(&colours(&lists)))
                .or_default()
                .push((i, lists));
        }
        let mut keys: Vec<u64> = by_invariant.keys().copied().collect();
        keys.sort_unstable();
        for key in keys {
            let mut group = by_invariant.remove(&key).unwrap_or_default();
            group.sort_unstable_by_key(|&(i, _)| i);
            let mut paired = vec![false; group.len()];
            for x in 0..group.len() {
                if paired[x] {
                    continue;
                }
                let each = isomorphism_budget(group[x].1.len());
                let partner = (x + 1..group.len())
                    .filter(|&y| !paired[y])
                    .take(PARTNERS_TRIED)
                    .find(|&y| {
                        let mut budget = each.min(*trials);
                        let found = find_isomorphism(&group[x].1, &group[y].1, &mut budget);
                        *trials -= each.min(*trials) - budget;
                        found.is_some()
                    });
                if let Some(y) = partner {
                    paired[x] = true;
                    paired[y] = true;
                    let (a, b) = (group[x].0, group[y].0);
                    twin_of[a] = Some(b);
                    twin_of[b] = Some(a);
                }
            }
        }
    }

    /// Each vertex's neighbours in the part, by their places in `vertices` (increasing, closed
    /// under neighbours).
    fn local_lists(&self, vertices: &[u32]) -> Vec<Vec<u32>> {
        let place = |u: u32| {
            let j = vertices
                .binary_search(&u)
                .expect("a part holds its neighbours");
            u32::try_from(j).expect("below 2^20")
        };
        vertices
            .iter()
            .map(|&v| {
                self.neighbours(v as usize)
                    .iter()
                    .map(|&u| place(u))
                    .collect()
            })
            .collect()
    }

    /// Whether [`mirror`] finds a mirror of the part (within 64 steps a vertex or edge, and
    /// 2^16 more).
    fn has_mirror(&self, component: &[u32]) -> bool {
        if component.len() % 2 == 1 {
            return false; // a pairing needs an even number of vertices
        }
        let local = |v: u32| {
            component
                .binary_search(&v)
                .expect("a part holds its neighbours")
        };
        let lists: Vec<Vec<u32>> = component
            .iter()
            .map(|&v| {
                self.neighbours(v as usize)
                    .iter()
                    .map(|&u| local(u) as u32)
                    .collect()
            })
            .collect();
        let budget = 64 * (component.len() + self.edges_of(component)) as u64 + (1 << 16);
        mirror(&lists, budget).is_some()
    }

    /// One part's valuation: a path or a cycle, a mirror, a search or out of reach.
    fn classify(&self, component: &[u32], paths: &mut HeapValues) -> Part {
        let vertices = component.len();
        let edges = self.edges_of(component);
        let most = component
            .iter()
            .map(|&v| self.neighbours(v as usize).len())
            .max()
            .unwrap_or(0);
        if most <= 2 {
            let (value, reason) = if edges + 1 == vertices {
                (paths.get(vertices), Reason::Path)
            } else {
                let after = paths.get(vertices - 3);
                (after.map(|v| u32::from(v == 0)), Reason::Cycle)
            };
            if let Some(value) = value {
                return Part::Known {
                    vertices,
                    value,
                    reason,
                };
            }
        }
        if self.has_mirror(component) {
            return Part::Known {
                vertices,
                value: 0,
                reason: Reason::Mirror,
            };
        }
        if vertices <= 64 {
            let graph = NodeKayles::new(vertices, &self.local_edges(component))
                .expect("at most 64 vertices, edges between them");
            return Part::Search { vertices, graph };
        }
        Part::Beyond { vertices, edges }
    }
}

#[cfg(test)]
mod tests {
    use super::{Graph, Part, Reason};

    /// Repeated edges are one edge, either way round; the lists are sorted.
    #[test]
    fn repeated_edges_are_one() {
        let graph = Graph::new(4, &[(2, 0), (0, 2), (0, 1), (3, 0), (2, 0)]).unwrap();
        assert_eq!(graph.edges(), 3);
        assert_eq!(graph.neighbours(0), [1, 2, 3]);
        assert_eq!(graph.neighbours(2), [0]);
        assert_eq!(graph.neighbours(1), [0]);
    }

    #[test]
    fn graphs_are_checked() {
        let refused = |n, edges: &[(usize, usize)]| Graph::new(n, edges).unwrap_err().0;
        assert_eq!(
            refused(3, &[(0, 1), (1, 3)]),
            "edge 2: vertex 3 is not below 3"
        );
        assert_eq!(refused(3, &[(2, 2)]), "edge 1: a loop at vertex 2");
        assert_eq!(
            refused(Graph::MOST_VERTICES + 1, &[]),
            "1048577 vertices: at most 1048576"
        );
        assert!(Graph::new(Graph::MOST_VERTICES, &[]).is_ok());
    }

    /// Of three copies of one graph, two cancel and the third is valued; a copy numbered
    /// otherwise is not seen as a twin.
    #[test]
    fn of_three_twins_one_is_left() {
        // Three triangles with a tail (0-1-2 triangle, 2-3), the last numbered otherwise.
        let edges = [
            (0, 1),
            (1, 2),
            (2, 0),
            (2, 3),
            (4, 5),
            (5, 6),
            (6, 4),
            (6, 7),
            (8, 9),
            (9, 10),
            (10, 8),
            (8, 11),
        ];
        let parts = Graph::new(12, &edges).unwrap().parts();
        assert_eq!(parts.len(), 2);
        assert!(matches!(
            parts[0],
            Part::Known {
                vertices: 8,
                value: 0,
                reason: Reason::Twins
            }
        ));
        assert!(matches!(parts[1], Part::Search { vertices: 4, .. }));
    }

    /// A part past 64 vertices that is no path or cycle is out of reach, with its size.
    #[test]
    fn a_large_branching_part_is_beyond() {
        let mut edges: Vec<(usize, usize)> = (1..70).map(|v| (0, v)).collect();
        edges.push((1, 2));
        let parts = Graph::new(70, &edges).unwrap().parts();
        let error = parts[0].beyond_error().unwrap().0;
        assert_eq!(
            error,
            "a connected part of 70 vertices and 70 edges, past the solver's 64 vertices: no \
             rule values it (it is no path, cycle or twin, and no mirror was found)"
        );
    }
}
