//! A compact directed graph in CSR form (offsets + targets), built from an edge list.

use std::fmt;

/// A directed graph on vertices `0..n` in compressed sparse row form: the out-neighbours of
/// `v` are `targets[offsets[v]..offsets[v + 1]]`. Two flat arrays, no `Vec<Vec<_>>`.
///
/// An undirected graph is stored with both directions of every edge.
///
/// # Example
/// ```
/// use gamecore::graph::Csr;
/// let g = Csr::from_edges(3, &[(0, 1), (0, 2), (1, 2)]).unwrap();
/// assert_eq!(g.neighbors(0), &[1, 2]);
/// assert_eq!(g.neighbors(2), &[] as &[u32]);
/// assert_eq!((g.vertex_count(), g.edge_count()), (3, 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Csr {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

/// Why a graph could not be built; every variant names the offending entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// An edge (or adjacency-list entry) names a vertex outside `0..vertex_count`.
    VertexOutOfRange {
        /// Index of the offending edge (or list entry), 0-based, in the caller's list.
        index: usize,
        /// The vertex it named.
        vertex: u32,
        /// The number of vertices of the graph.
        vertex_count: usize,
    },
    /// Adjacency offsets that do not start at 0, decrease, or do not end at the number of
    /// targets.
    MalformedOffsets {
        /// The first index `i` at which `offsets[i]` breaks that rule.
        index: usize,
    },
    /// More vertices or stored edges than 32-bit indices can address.
    TooLarge {
        /// `"vertices"` or `"edges"`.
        what: &'static str,
        /// How many were asked for.
        count: usize,
    },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::VertexOutOfRange {
                index,
                vertex,
                vertex_count,
            } => match vertex_count {
                0 => write!(
                    f,
                    "edge {index}: vertex {vertex} does not exist (no vertices)"
                ),
                n => write!(
                    f,
                    "edge {index}: vertex {vertex} does not exist (the vertices are 0 to {})",
                    n - 1
                ),
            },
            Self::MalformedOffsets { index } => write!(
                f,
                "adjacency offset {index} is out of order (offsets must rise from 0 to the \
                 number of targets)"
            ),
            Self::TooLarge { what, count } => {
                write!(f, "{count} {what} is too many (at most {})", u32::MAX - 1)
            }
        }
    }
}

impl std::error::Error for GraphError {}

impl From<GraphError> for super::error::Error {
    fn from(e: GraphError) -> Self {
        Self::new(e.to_string())
    }
}

fn check_size(what: &'static str, count: usize) -> Result<(), GraphError> {
    if count >= u32::MAX as usize {
        return Err(GraphError::TooLarge { what, count });
    }
    Ok(())
}

impl Csr {
    /// Builds the graph on `vertex_count` vertices with the directed edges `edges`
    /// (duplicates kept). Out-neighbours keep the order in which their edges appear.
    ///
    /// # Errors
    /// [`GraphError::VertexOutOfRange`] for the first edge with an endpoint `>= vertex_count`;
    /// [`GraphError::TooLarge`] for 2^32 − 1 or more vertices or edges.
    ///
    /// # Complexity
    /// O(V + E) time, two passes (a counting sort).
    pub fn from_edges(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Self, GraphError> {
        check_size("vertices", vertex_count)?;
        check_size("edges", edges.len())?;
        let mut offsets = vec![0u32; vertex_count + 1];
        for (index, &(from, to)) in edges.iter().enumerate() {
            for vertex in [from, to] {
                if vertex as usize >= vertex_count {
                    return Err(GraphError::VertexOutOfRange {
                        index,
                        vertex,
                        vertex_count,
                    });
                }
            }
            offsets[from as usize + 1] += 1;
        }
        for v in 0..vertex_count {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            let slot = &mut fill[from as usize];
            targets[*slot as usize] = to;
            *slot += 1;
        }
        Ok(Self { offsets, targets })
    }

    /// Builds the graph from adjacency lists laid end to end: vertex `v`'s out-neighbours are
    /// `targets[offsets[v]..offsets[v + 1]]`. This is the input shape of problems that list
    /// each vertex's successors in turn.
    ///
    /// # Errors
    /// [`GraphError::MalformedOffsets`] unless the offsets start at 0, never decrease and end
    /// at `targets.len()`; [`GraphError::VertexOutOfRange`] for the first target
    /// `>= offsets.len() - 1`, with its index in `targets`; [`GraphError::TooLarge`] as for
    /// [`Csr::from_edges`].
    ///
    /// # Example
    /// ```
    /// use gamecore::graph::Csr;
    /// let g = Csr::from_adjacency(vec![0, 2, 2, 3], vec![1, 2, 0]).unwrap();
    /// assert_eq!(g.neighbors(0), &[1, 2]);
    /// assert_eq!(g.neighbors(2), &[0]);
    /// ```
    ///
    /// # Complexity
    /// O(V + E).
    pub fn from_adjacency(offsets: Vec<u32>, targets: Vec<u32>) -> Result<Self, GraphError> {
        let vertex_count = offsets.len().saturating_sub(1);
        check_size("vertices", vertex_count)?;
        check_size("edges", targets.len())?;
        if offsets.first() != Some(&0) {
            return Err(GraphError::MalformedOffsets { index: 0 });
        }
        if let Some(i) = offsets.windows(2).position(|w| w[0] > w[1]) {
            return Err(GraphError::MalformedOffsets { index: i + 1 });
        }
        if offsets[vertex_count] as usize != targets.len() {
            return Err(GraphError::MalformedOffsets {
                index: vertex_count,
            });
        }
        if let Some(index) = targets.iter().position(|&t| t as usize >= vertex_count) {
            return Err(GraphError::VertexOutOfRange {
                index,
                vertex: targets[index],
                vertex_count,
            });
        }
        Ok(Self { offsets, targets })
    }

    /// [`Csr::from_adjacency`] without its checks, for builders whose arrays are well formed
    /// by construction (offsets rising from 0 to `targets.len()`, targets in range, both
    /// below 2^32 − 1 entries); checked in debug builds.
    pub(crate) fn from_adjacency_unchecked(offsets: Vec<u32>, targets: Vec<u32>) -> Self {
        debug_assert_eq!(
            Self::from_adjacency(offsets.clone(), targets.clone()),
            Ok(Self {
                offsets: offsets.clone(),
                targets: targets.clone()
            })
        );
        Self { offsets, targets }
    }

    /// The number of vertices.
    #[inline]
    pub fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The number of stored (directed) edges.
    #[inline]
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The out-neighbours of `v`, in input order.
    ///
    /// # Example
    /// ```
    /// use gamecore::graph::Csr;
    /// let g = Csr::from_edges(2, &[(1, 0), (1, 1), (1, 0)]).unwrap();
    /// assert_eq!(g.neighbors(1), &[0, 1, 0]); // duplicates kept
    /// assert_eq!(g.degree(1), 3);
    /// ```
    ///
    /// # Panics
    /// If `v >= vertex_count()`.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn neighbors(&self, v: usize) -> &[u32] {
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// Where the out-edges of `v` lie among the stored edges: `neighbors(v)` is
    /// `targets[edge_range(v)]`, so an array indexed by stored edge (weights, say) can be read
    /// beside the neighbours.
    ///
    /// # Example
    /// ```
    /// use gamecore::graph::Csr;
    /// let g = Csr::from_edges(3, &[(2, 0), (0, 1), (2, 1)]).unwrap();
    /// assert_eq!((g.edge_range(0), g.edge_range(1), g.edge_range(2)), (0..1, 1..1, 1..3));
    /// ```
    ///
    /// # Panics
    /// If `v >= vertex_count()`.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn edge_range(&self, v: usize) -> std::ops::Range<usize> {
        self.offsets[v] as usize..self.offsets[v + 1] as usize
    }

    /// The out-degree of `v`.
    #[inline]
    pub fn degree(&self, v: usize) -> usize {
        (self.offsets[v + 1] - self.offsets[v]) as usize
    }

    /// The transpose: an edge `u → v` for every edge `v → u` of `self`. In-neighbours come out
    /// in increasing order of their source (retrograde analysis walks these).
    ///
    /// # Example
    /// ```
    /// use gamecore::graph::Csr;
    /// let g = Csr::from_edges(3, &[(0, 2), (1, 2), (2, 0)]).unwrap();
    /// let r = g.reverse();
    /// assert_eq!(r.neighbors(2), &[0, 1]);
    /// assert_eq!(r.neighbors(0), &[2]);
    /// assert_eq!(r.reverse(), g);
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time and space (a counting sort).
    #[must_use]
    pub fn reverse(&self) -> Self {
        let n = self.vertex_count();
        let mut offsets = vec![0u32; n + 1];
        for &to in &self.targets {
            offsets[to as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; self.targets.len()];
        for from in 0..n {
            for &to in self.neighbors(from) {
                let slot = &mut fill[to as usize];
                targets[*slot as usize] = from as u32;
                *slot += 1;
            }
        }
        Self { offsets, targets }
    }

    /// The two arrays, `(offsets, targets)`, handed back so that a multi-test program can
    /// refill them for the next case without allocating.
    ///
    /// # Example
    /// ```
    /// use gamecore::graph::Csr;
    /// let (offsets, targets) = Csr::from_edges(2, &[(0, 1)]).unwrap().into_parts();
    /// assert_eq!((offsets, targets), (vec![0, 1, 1], vec![1]));
    /// ```
    pub fn into_parts(self) -> (Vec<u32>, Vec<u32>) {
        (self.offsets, self.targets)
    }
}

/// An undirected graph: a [`Csr`] that stores both directions of every edge, so that
/// algorithms needing symmetry (such as [`Matching`](super::matching::Matching)) can take
/// this type and never be handed a one-directional graph. Dereferences to the [`Csr`].
///
/// # Example
/// ```
/// use gamecore::graph::Undirected;
/// let g = Undirected::new(3, &[(0, 1), (1, 2)]).unwrap();
/// assert_eq!(g.neighbors(1), &[0, 2]);
/// assert_eq!((g.vertex_count(), g.edge_count()), (3, 4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undirected {
    csr: Csr,
}

impl Undirected {
    /// Builds the undirected graph with the given edges, each stored in both directions.
    ///
    /// # Errors
    /// As [`Csr::from_edges`]; an edge's index is its position in `edges`.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn new(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Self, GraphError> {
        check_size("edges", edges.len().saturating_mul(2))?;
        let both: Vec<(u32, u32)> = edges.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
        let csr = Csr::from_edges(vertex_count, &both).map_err(|e| match e {
            GraphError::VertexOutOfRange {
                index,
                vertex,
                vertex_count,
            } => GraphError::VertexOutOfRange {
                index: index / 2,
                vertex,
                vertex_count,
            },
            other => other,
        })?;
        Ok(Self { csr })
    }

    /// The graph whose directed edges are those of `csr`, which must already hold both
    /// directions of every edge (as [`Grid::graph`](super::grid::Grid::graph) builds it).
    pub(crate) fn from_symmetric(csr: Csr) -> Self {
        Self { csr }
    }

    /// The underlying directed graph (both directions of every edge).
    pub fn csr(&self) -> &Csr {
        &self.csr
    }

    /// Hands the underlying directed graph back.
    pub fn into_csr(self) -> Csr {
        self.csr
    }
}

impl std::ops::Deref for Undirected {
    type Target = Csr;
    fn deref(&self) -> &Csr {
        &self.csr
    }
}

#[cfg(test)]
mod tests {
    use super::{Csr, GraphError, Undirected};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let n = rng.gen_range(1..=16);
            let m = rng.gen_range(0..=40);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.gen_range(0..n) as u32, rng.gen_range(0..n) as u32))
                .collect();
            let mut naive = vec![Vec::new(); n];
            for &(a, b) in &edges {
                naive[a as usize].push(b);
            }
            let g = Csr::from_edges(n, &edges).unwrap();
            assert_eq!(g.vertex_count(), n);
            assert_eq!(g.edge_count(), m);
            for (v, expected) in naive.iter().enumerate() {
                assert_eq!(
                    g.neighbors(v),
                    expected.as_slice(),
                    "n={n} edges={edges:?} v={v}"
                );
                assert_eq!(g.degree(v), expected.len());
            }
            let offsets: Vec<u32> = std::iter::once(0)
                .chain(naive.iter().scan(0, |acc, l| {
                    *acc += l.len() as u32;
                    Some(*acc)
                }))
                .collect();
            let flat: Vec<u32> = naive.concat();
            assert_eq!(Csr::from_adjacency(offsets, flat).unwrap(), g);
        }
    }

    #[test]
    fn out_of_range_vertices_are_reported() {
        let err = Csr::from_edges(3, &[(0, 1), (1, 3)]).unwrap_err();
        assert_eq!(
            err,
            GraphError::VertexOutOfRange {
                index: 1,
                vertex: 3,
                vertex_count: 3
            }
        );
        assert_eq!(
            err.to_string(),
            "edge 1: vertex 3 does not exist (the vertices are 0 to 2)"
        );
        assert!(matches!(
            Undirected::new(2, &[(0, 1), (2, 0)]),
            Err(GraphError::VertexOutOfRange { index: 1, .. })
        ));
        assert!(matches!(
            Csr::from_adjacency(vec![0, 1], vec![1]),
            Err(GraphError::VertexOutOfRange { index: 0, .. })
        ));
    }

    #[test]
    fn malformed_offsets_are_named() {
        let bad = |offsets: Vec<u32>, targets: Vec<u32>| Csr::from_adjacency(offsets, targets);
        assert_eq!(
            bad(vec![0, 2], vec![0]),
            Err(GraphError::MalformedOffsets { index: 1 })
        );
        assert_eq!(
            bad(vec![1, 1], vec![0]),
            Err(GraphError::MalformedOffsets { index: 0 })
        );
        assert_eq!(
            bad(vec![0, 2, 1, 2], vec![0, 0]),
            Err(GraphError::MalformedOffsets { index: 2 })
        );
        assert_eq!(
            bad(vec![], vec![]),
            Err(GraphError::MalformedOffsets { index: 0 })
        );
    }

    #[test]
    fn undirected_is_symmetric() {
        let g = Undirected::new(4, &[(0, 1), (1, 2), (3, 3)]).unwrap();
        for v in 0..4 {
            for &w in g.neighbors(v) {
                assert!(g.neighbors(w as usize).contains(&(v as u32)));
            }
        }
        assert_eq!(g.csr().reverse(), g.clone().into_csr());
    }

    #[test]
    fn reverse_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let n = rng.gen_range(1..=12);
            let edges: Vec<(u32, u32)> = (0..rng.gen_range(0..=30))
                .map(|_| (rng.gen_range(0..n) as u32, rng.gen_range(0..n) as u32))
                .collect();
            let g = Csr::from_edges(n, &edges).unwrap();
            let mut flipped: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (b, a)).collect();
            // Sorting by source keeps each in-list in increasing order, as reverse() promises.
            flipped.sort_by_key(|&(from, to)| (from, to));
            assert_eq!(
                g.reverse(),
                Csr::from_edges(n, &flipped).unwrap(),
                "{edges:?}"
            );
        }
    }

    #[test]
    fn empty_graph() {
        let g = Csr::from_edges(0, &[]).unwrap();
        assert_eq!((g.vertex_count(), g.edge_count()), (0, 0));
    }
}
