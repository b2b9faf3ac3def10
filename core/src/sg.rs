//! Sprague–Grundy values of every vertex of a directed acyclic graph. Subtraction-game
//! tables live in [`subtraction`](super::subtraction); their names are also here, where they
//! were first.

use super::graph::Csr;
use super::mex::{Grundy, MexBuffer};
pub use super::subtraction::{subtraction_table, SubtractionTable, ZeroMove};
use std::fmt;

/// The graph has a directed cycle, so Grundy values are undefined; `vertex` lies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex on the cycle.
    pub vertex: usize,
    /// The vertex whose edge to `vertex` closes the cycle (also on it; `vertex` itself for a
    /// loop), so a caller can point at the input line of the edge `from → vertex`.
    pub from: usize,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the graph has a cycle: the edge {} → {} closes it",
            self.from, self.vertex
        )
    }
}

impl std::error::Error for Cycle {}

impl From<Cycle> for super::error::Error {
    fn from(e: Cycle) -> Self {
        Self::new(e.to_string())
    }
}

/// The Grundy value of every vertex of a directed graph, where a move slides a token along
/// one out-edge: `sg(v) = mex { sg(w) : v → w }`, so a sink has value 0. For one graph;
/// [`GrundySolver`] reuses its buffers across many.
///
/// # Errors
/// [`Cycle`], naming a vertex on a directed cycle, if the graph is not acyclic.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, sg::grundy_dag};
/// // 0 → 1 → 2 and 0 → 2: sg = [2, 1, 0]
/// let g = Csr::from_edges(3, &[(0, 1), (1, 2), (0, 2)]).unwrap();
/// assert_eq!(grundy_dag(&g).unwrap(), vec![2, 1, 0]);
/// let loopy = Csr::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
/// assert!(grundy_dag(&loopy).is_err());
/// ```
///
/// # Complexity
/// O(V + E) time, O(V) extra memory.
pub fn grundy_dag(graph: &Csr) -> Result<Vec<Grundy>, Cycle> {
    GrundySolver::new().solve(graph).map(<[Grundy]>::to_vec)
}

const UNVISITED: Grundy = Grundy::MAX;
const ON_STACK: Grundy = Grundy::MAX - 1;

/// Grundy values of DAG vertices with every buffer (values, search stack, mex stamps) owned
/// and reused, so a program with many test cases allocates nothing once they have grown.
///
/// The depth-first search keeps its own stack, so a graph of any depth (a path of 10^6
/// vertices, say) runs on an ordinary main-thread stack.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, sg::GrundySolver};
/// let mut solver = GrundySolver::new();
/// for edges in [vec![(0, 1)], vec![(1, 0), (2, 0), (2, 1)]] {
///     let g = Csr::from_edges(3, &edges).unwrap();
///     let values = solver.solve(&g).unwrap(); // buffers reused per test case
///     assert_eq!(values.len(), 3);
/// }
/// assert_eq!(solver.values(), &[0, 1, 2]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct GrundySolver {
    values: Vec<Grundy>,
    /// (vertex, index of the next out-edge to look at)
    stack: Vec<(u32, u32)>,
    mex: MexBuffer,
}

impl GrundySolver {
    /// A solver with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Grundy value of every vertex of `graph`, as for [`grundy_dag`]; also kept for
    /// [`GrundySolver::values`] until the next call.
    ///
    /// # Errors
    /// [`Cycle`] as for [`grundy_dag`]; the values are then unspecified.
    ///
    /// # Complexity
    /// O(V + E) time; no allocation once the buffers have grown to the graph's size.
    pub fn solve(&mut self, graph: &Csr) -> Result<&[Grundy], Cycle> {
        let Self { values, stack, mex } = self;
        let n = graph.vertex_count();
        values.clear();
        // While a vertex is unfinished its slot holds UNVISITED or ON_STACK; a Grundy value
        // never comes near those (it is at most the out-degree).
        values.resize(n, UNVISITED);
        stack.clear();
        for root in 0..n {
            if values[root] != UNVISITED {
                continue;
            }
            values[root] = ON_STACK;
            stack.push((root as u32, 0));
            while let Some(top) = stack.last_mut() {
                let (v, next) = (top.0 as usize, top.1 as usize);
                let successors = graph.neighbors(v);
                if let Some(&w) = successors.get(next) {
                    top.1 += 1;
                    match values[w as usize] {
                        UNVISITED => {
                            values[w as usize] = ON_STACK;
                            stack.push((w, 0));
                        }
                        ON_STACK => {
                            return Err(Cycle {
                                vertex: w as usize,
                                from: v,
                            })
                        }
                        _ => {}
                    }
                } else {
                    mex.begin();
                    for &w in successors {
                        mex.insert(values[w as usize]);
                    }
                    values[v] = mex.mex();
                    stack.pop();
                }
            }
        }
        Ok(values)
    }

    /// The values of the last successful [`GrundySolver::solve`].
    pub fn values(&self) -> &[Grundy] {
        &self.values
    }
}

#[cfg(test)]
mod tests {
    use super::{grundy_dag, Cycle, GrundySolver};
    use crate::graph::Csr;
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// Memoised recursion straight from the definition, and a cycle check by walking every
    /// path (exponential, fine for n ≤ 16).
    fn naive_grundy(adj: &[Vec<u32>], v: usize, memo: &mut HashMap<usize, u32>) -> u32 {
        if let Some(&g) = memo.get(&v) {
            return g;
        }
        let options: Vec<u32> = adj[v]
            .iter()
            .map(|&w| naive_grundy(adj, w as usize, memo))
            .collect();
        let g = (0..=u32::MAX).find(|m| !options.contains(m)).unwrap();
        memo.insert(v, g);
        g
    }

    fn has_cycle_from(adj: &[Vec<u32>], v: usize, path: &mut Vec<usize>) -> bool {
        if path.contains(&v) {
            return true;
        }
        path.push(v);
        let found = adj[v]
            .iter()
            .any(|&w| has_cycle_from(adj, w as usize, path));
        path.pop();
        found
    }

    fn on_cycle(adj: &[Vec<u32>], v: usize) -> bool {
        // v is on a cycle iff v is reachable from one of its successors.
        let mut seen = vec![false; adj.len()];
        let mut todo: Vec<usize> = adj[v].iter().map(|&w| w as usize).collect();
        while let Some(u) = todo.pop() {
            if u == v {
                return true;
            }
            if !std::mem::replace(&mut seen[u], true) {
                todo.extend(adj[u].iter().map(|&w| w as usize));
            }
        }
        false
    }

    #[test]
    fn compare_with_naive_dag() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // One solver for every graph: reuse must not leak anything between them.
        let mut solver = GrundySolver::new();
        for round in 0..300 {
            let n = rng.gen_range(1..=16);
            // A random DAG under a random vertex order; every third round may add back edges.
            let mut order: Vec<u32> = (0..n as u32).collect();
            order.shuffle(&mut rng);
            let mut edges = Vec::new();
            for _ in 0..rng.gen_range(0..=3 * n) {
                let (i, j) = (rng.gen_range(0..n), rng.gen_range(0..n));
                if i < j || (round % 3 == 0 && rng.gen_bool(0.1)) {
                    edges.push((order[i], order[j]));
                }
            }
            let mut adj = vec![Vec::new(); n];
            for &(a, b) in &edges {
                adj[a as usize].push(b);
            }
            let g = Csr::from_edges(n, &edges).unwrap();
            let cyclic = (0..n).any(|v| has_cycle_from(&adj, v, &mut Vec::new()));
            match solver.solve(&g) {
                Ok(values) => {
                    assert!(!cyclic, "missed a cycle: n={n} edges={edges:?}");
                    let mut memo = HashMap::new();
                    let expected: Vec<u32> =
                        (0..n).map(|v| naive_grundy(&adj, v, &mut memo)).collect();
                    assert_eq!(values, expected, "n={n} edges={edges:?}");
                }
                Err(Cycle { vertex, from }) => {
                    assert!(
                        on_cycle(&adj, vertex) && adj[from].contains(&(vertex as u32)),
                        "{from} → {vertex} does not close a cycle: n={n} edges={edges:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn self_loop_is_a_cycle() {
        let g = Csr::from_edges(2, &[(0, 1), (1, 1)]).unwrap();
        assert_eq!(grundy_dag(&g), Err(Cycle { vertex: 1, from: 1 }));
    }

    #[test]
    fn deep_path_runs_without_recursion() {
        // 0 → 1 → … → n−1: values alternate 1, 0 from the sink backwards. Runs on the test
        // thread's ordinary stack; a recursive DFS would overflow it.
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        let values = grundy_dag(&Csr::from_edges(n, &edges).unwrap()).unwrap();
        assert!(values
            .iter()
            .enumerate()
            .all(|(v, &g)| g == ((n - 1 - v) % 2) as u32));
    }

    #[test]
    fn deep_path_in_reverse_order() {
        // Edges v+1 → v: the DFS from vertex n−1 goes 10^6 deep.
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v + 1, v)).collect();
        let values = grundy_dag(&Csr::from_edges(n, &edges).unwrap()).unwrap();
        assert!(values.iter().enumerate().all(|(v, &g)| g == (v % 2) as u32));
    }
}
