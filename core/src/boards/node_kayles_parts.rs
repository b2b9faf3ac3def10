//! Node Kayles on a graph of any size, valued part by part. The connected parts of a graph are
//! games of their own and the graph is worth the nim-sum of their values, so a graph far past
//! the solver's 64 vertices can still be valued when each part is small enough for the
//! [`Solver`](super::Solver) or settled by one of these rules, whatever its size:
//!
//! - **Twins cancel.** Two parts that are the same graph, their vertices taken in increasing
//!   order (the same edges between the first, second, … vertex of each), are worth
//!   G ⊕ G = 0 together. This sees copies numbered alike, not every isomorphic pair.
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
//! another, is compared by its sorted edges); the values of 0.137 once, in O(1) each after a
//! table of its first 256. The searches are the solver's.

use super::cram_parts::HeapValues;
use super::mirror::mirror;
use super::node_kayles::NodeKayles;
use super::BoardError;
use std::collections::HashMap;

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
        value: u32,
        reason: Reason,
    },
    /// Left to the solver: the part alone, its vertices numbered 0 to k − 1 in increasing
    /// order.
    Search { vertices: usize, graph: NodeKayles },
    /// Past the solver (more than 64 vertices) and settled by no rule.
    Beyond { vertices: usize, edges: usize },
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
        for group in alike.values().filter(|group| group.len() > 1) {
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
        }
        twin_of
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
