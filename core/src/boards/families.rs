//! The edges of named graph families, vertices numbered from 0: the graphs Node Kayles is
//! studied on (paths, cycles, grids, hypercubes, complete graphs, generalised Petersen graphs),
//! for [`super::node_kayles::NodeKayles::new`] and
//! [`super::node_kayles_parts::Graph::new`].
//!
//! # Example
//! ```
//! use gamecore::boards::families;
//! use gamecore::boards::node_kayles::NodeKayles;
//! use gamecore::boards::Solver;
//! // Node Kayles on the 3 × 4 grid graph is worth *0 (OEIS A316632).
//! let grid = NodeKayles::new(12, &families::grid(3, 4)).unwrap();
//! let start = grid.start();
//! assert_eq!(Solver::new(grid, 1 << 16).value(start), 0);
//! assert_eq!(families::generalised_petersen(5, 2).len(), 15); // Petersen's graph
//! ```
//!
//! # Complexity
//! O(edges) time and memory each.

/// The path of `n` vertices: `v − 1` joined to `v`.
#[must_use]
pub fn path(n: usize) -> Vec<(usize, usize)> {
    (1..n).map(|v| (v - 1, v)).collect()
}

/// The cycle of `n` vertices: the path and the edge from `n − 1` back to 0.
///
/// # Constraints
/// `n` ≥ 3 for a simple graph (2 repeats the edge, 1 is a loop).
#[must_use]
pub fn cycle(n: usize) -> Vec<(usize, usize)> {
    (0..n).map(|v| (v, (v + 1) % n)).collect()
}

/// The `rows × cols` grid graph, vertex `r · cols + c` at row r and column c.
#[must_use]
pub fn grid(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let v = r * cols + c;
            if c + 1 < cols {
                edges.push((v, v + 1));
            }
            if r + 1 < rows {
                edges.push((v, v + cols));
            }
        }
    }
    edges
}

/// The hypercube of dimension `d`: 2^d vertices, two joined when their bits differ in one place.
///
/// # Constraints
/// 2^d fits a `usize`.
#[must_use]
pub fn hypercube(d: usize) -> Vec<(usize, usize)> {
    (0..1usize << d)
        .flat_map(|v| (0..d).map(move |b| (v, v ^ 1 << b)))
        .filter(|&(v, u)| u > v)
        .collect()
}

/// The complete graph on `n` vertices.
#[must_use]
pub fn complete(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
        .collect()
}

/// The generalised Petersen graph GP(n, k): the outer cycle 0 … n − 1, each outer vertex i
/// joined to the inner vertex n + i, inner vertex n + i joined to n + (i + k) mod n.
/// GP(5, 2) is Petersen's graph.
///
/// # Constraints
/// n ≥ 3 and 1 ≤ k < n / 2 for a simple graph.
#[must_use]
pub fn generalised_petersen(n: usize, k: usize) -> Vec<(usize, usize)> {
    let outer = (0..n).map(|i| (i, (i + 1) % n));
    let spokes = (0..n).map(|i| (i, n + i));
    let inner = (0..n).map(|i| (n + i, n + (i + k) % n));
    outer.chain(spokes).chain(inner).collect()
}
