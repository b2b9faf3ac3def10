//! Sprague–Grundy values: every vertex of a directed acyclic graph, and subtraction games.

use super::graph::Csr;
use super::mex::MexBuffer;
use std::fmt;

/// The graph has a directed cycle, so Grundy values are undefined; `vertex` lies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex on the cycle.
    pub vertex: usize,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the graph has a cycle through vertex {}", self.vertex)
    }
}

/// The Grundy value of every vertex of a directed graph, where a move slides a token along
/// one out-edge: `sg(v) = mex { sg(w) : v → w }`, so a sink has value 0.
///
/// The depth-first search keeps its own stack, so a graph of any depth (a path of 10^6
/// vertices, say) runs on an ordinary main-thread stack.
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
pub fn grundy_dag(graph: &Csr) -> Result<Vec<u32>, Cycle> {
    let mut values = Vec::new();
    grundy_dag_into(graph, &mut values, &mut MexBuffer::new())?;
    Ok(values)
}

const UNVISITED: u32 = u32::MAX;
const ON_STACK: u32 = u32::MAX - 1;

/// [`grundy_dag`] writing into caller-owned buffers, so repeated test cases allocate nothing
/// once the buffers have grown. `values` is overwritten with one value per vertex.
///
/// # Errors
/// [`Cycle`] as for [`grundy_dag`]; `values` is then unspecified.
///
/// # Example
/// ```
/// use gamecore::{graph::Csr, mex::MexBuffer, sg::grundy_dag_into};
/// let (mut values, mut mex) = (Vec::new(), MexBuffer::new());
/// for edges in [vec![(0, 1)], vec![(1, 0), (2, 0), (2, 1)]] {
///     let g = Csr::from_edges(3, &edges).unwrap();
///     grundy_dag_into(&g, &mut values, &mut mex).unwrap(); // buffers reused per test case
/// }
/// assert_eq!(values, vec![0, 1, 2]);
/// ```
///
/// # Complexity
/// O(V + E) time.
pub fn grundy_dag_into(
    graph: &Csr,
    values: &mut Vec<u32>,
    mex: &mut MexBuffer,
) -> Result<(), Cycle> {
    let n = graph.vertex_count();
    values.clear();
    // While a vertex is unfinished its slot holds UNVISITED or ON_STACK; a Grundy value never
    // comes near those (it is at most the out-degree).
    values.resize(n, UNVISITED);
    // (vertex, index of the next out-edge to look at)
    let mut stack: Vec<(u32, u32)> = Vec::new();
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
                    ON_STACK => return Err(Cycle { vertex: w as usize }),
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
    Ok(())
}

/// A subtraction set contains 0, which would let a player pass forever.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZeroMove;

impl fmt::Display for ZeroMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a subtraction set may not contain 0")
    }
}

/// The Grundy values of the subtraction game with move set `moves` for heap sizes
/// `0..=max_heap`: `sg[x] = mex { sg[x − s] : s ∈ moves, s ≤ x }`.
///
/// `moves` may be unsorted and hold duplicates or values larger than every heap.
///
/// # Errors
/// [`ZeroMove`] if a move is 0.
///
/// # Example
/// ```
/// use gamecore::sg::subtraction_table;
/// // Subtraction set {1, 3, 4}: the sequence 0 1 0 1 2 3 2 0 1 0 1 2 3 2 … has period 7.
/// let sg = subtraction_table(&[4, 1, 3], 13).unwrap();
/// assert_eq!(sg, vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
/// ```
///
/// # Complexity
/// O(k log k + max_heap · k) for k moves; every value is at most k.
pub fn subtraction_table(moves: &[usize], max_heap: usize) -> Result<Vec<u32>, ZeroMove> {
    let mut table = Vec::new();
    let mut sorted = Vec::new();
    subtraction_table_into(
        moves,
        max_heap,
        &mut table,
        &mut sorted,
        &mut MexBuffer::new(),
    )?;
    Ok(table)
}

/// [`subtraction_table`] writing into caller-owned buffers (`table` receives the values,
/// `sorted_moves` is scratch), so repeated test cases allocate nothing once warmed up.
///
/// # Errors
/// [`ZeroMove`] if a move is 0.
///
/// # Example
/// ```
/// use gamecore::{mex::MexBuffer, sg::subtraction_table_into};
/// let (mut table, mut scratch, mut mex) = (Vec::new(), Vec::new(), MexBuffer::new());
/// subtraction_table_into(&[2, 2, 1], 5, &mut table, &mut scratch, &mut mex).unwrap();
/// assert_eq!(table, vec![0, 1, 2, 0, 1, 2]);
/// subtraction_table_into(&[3], 4, &mut table, &mut scratch, &mut mex).unwrap();
/// assert_eq!(table, vec![0, 0, 0, 1, 1]); // the previous test case left no trace
/// ```
///
/// # Complexity
/// As [`subtraction_table`].
pub fn subtraction_table_into(
    moves: &[usize],
    max_heap: usize,
    table: &mut Vec<u32>,
    sorted_moves: &mut Vec<usize>,
    mex: &mut MexBuffer,
) -> Result<(), ZeroMove> {
    if moves.contains(&0) {
        return Err(ZeroMove);
    }
    sorted_moves.clear();
    sorted_moves.extend(moves.iter().copied().filter(|&s| s <= max_heap));
    sorted_moves.sort_unstable();
    sorted_moves.dedup();
    table.clear();
    table.reserve(max_heap + 1);
    // Moves that fit heap x: a prefix of the sorted moves that only grows with x.
    let mut usable = 0;
    // Every value so far is below this power of two (a value never exceeds the move count).
    let mut value_bound = 1u32;
    for x in 0..=max_heap {
        while usable < sorted_moves.len() && sorted_moves[usable] <= x {
            usable += 1;
        }
        let options = sorted_moves[..usable].iter().map(|&s| table[x - s]);
        // While the values fit a machine word, a bit set beats the stamp buffer by far.
        let value = if value_bound <= 64 {
            let seen = options.fold(0u64, |set, v| set | 1 << v);
            (!seen).trailing_zeros()
        } else if value_bound <= 128 {
            let seen = options.fold(0u128, |set, v| set | 1 << v);
            (!seen).trailing_zeros()
        } else {
            mex.mex_of(options)
        };
        if value >= value_bound {
            value_bound = (value + 1).next_power_of_two();
        }
        table.push(value);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{grundy_dag, subtraction_table, Cycle, ZeroMove};
    use crate::graph::Csr;
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
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
            match grundy_dag(&g) {
                Ok(values) => {
                    assert!(!cyclic, "missed a cycle: n={n} edges={edges:?}");
                    let mut memo = HashMap::new();
                    let expected: Vec<u32> =
                        (0..n).map(|v| naive_grundy(&adj, v, &mut memo)).collect();
                    assert_eq!(values, expected, "n={n} edges={edges:?}");
                }
                Err(Cycle { vertex }) => {
                    assert!(
                        on_cycle(&adj, vertex),
                        "vertex {vertex} is not on a cycle: n={n} edges={edges:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn self_loop_is_a_cycle() {
        let g = Csr::from_edges(2, &[(0, 1), (1, 1)]).unwrap();
        assert_eq!(grundy_dag(&g), Err(Cycle { vertex: 1 }));
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

    // Expected sequences worked by hand from the definition (and, for {1,3,4} and {2,3,7},
    // as printed in Berlekamp–Conway–Guy, Winning Ways, ch. 4).
    #[rstest]
    #[case(&[1], &[0, 1, 0, 1, 0, 1, 0, 1])]
    #[case(&[1, 2], &[0, 1, 2, 0, 1, 2, 0, 1, 2])]
    #[case(&[1, 2, 3], &[0, 1, 2, 3, 0, 1, 2, 3, 0])]
    #[case(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0])]
    #[case(&[2, 3, 7], &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2])]
    #[case(&[2], &[0, 0, 1, 1, 0, 0, 1, 1])]
    #[case(&[5, 5, 5], &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0])]
    #[case(&[100], &[0, 0, 0])]
    // 200 moves 1..=200 (the stamp-buffer path): sg(x) = x for x ≤ 200, then x mod 201.
    #[case(&(1..=200).collect::<Vec<_>>(), &(0..=450).map(|x| x % 201).collect::<Vec<_>>())]
    fn known_subtraction_sequences(#[case] moves: &[usize], #[case] expected: &[u32]) {
        assert_eq!(
            subtraction_table(moves, expected.len() - 1).unwrap(),
            expected
        );
    }

    #[test]
    fn subtraction_2_3_7_has_period_5_from_the_start() {
        let sg = subtraction_table(&[2, 3, 7], 10_000).unwrap();
        assert!(sg
            .iter()
            .enumerate()
            .all(|(x, &g)| g == [0, 0, 1, 1, 2][x % 5]));
    }

    #[test]
    fn zero_move_is_rejected() {
        assert_eq!(subtraction_table(&[1, 0], 5), Err(ZeroMove));
    }

    #[test]
    fn subtraction_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..300 {
            // Every tenth instance has at least 128 distinct moves, for the stamp-buffer path.
            let (moves, max_heap): (Vec<usize>, usize) = if round % 10 == 0 {
                let mut pool: Vec<usize> = (1..=400).collect();
                pool.shuffle(&mut rng);
                pool.truncate(rng.gen_range(128..=200));
                (pool, rng.gen_range(0..=600))
            } else {
                let k = rng.gen_range(1..=6);
                (
                    (0..k).map(|_| rng.gen_range(1..=12)).collect(),
                    rng.gen_range(0..=40),
                )
            };
            // The subtraction game as a graph: heap x → heap x − s.
            let mut adj = vec![Vec::new(); max_heap + 1];
            for (x, list) in adj.iter_mut().enumerate() {
                list.extend(moves.iter().filter(|&&s| s <= x).map(|&s| (x - s) as u32));
            }
            let mut memo = HashMap::new();
            let expected: Vec<u32> = (0..=max_heap)
                .map(|x| naive_grundy(&adj, x, &mut memo))
                .collect();
            assert_eq!(
                subtraction_table(&moves, max_heap).unwrap(),
                expected,
                "moves={moves:?}"
            );
        }
    }
}
