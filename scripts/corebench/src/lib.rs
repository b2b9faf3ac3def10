//! Deterministic inputs for the criterion benchmarks in `benches/` (`cargo bench -p corebench`).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random DAG on `n` vertices with `m` edges, half of them short (deep graph), in a
/// hidden random topological order.
pub fn random_dag(n: usize, m: usize, seed: u64) -> Vec<(u32, u32)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut label: Vec<u32> = (0..n as u32).collect();
    label.shuffle(&mut rng);
    (0..m)
        .map(|i| {
            let a = rng.gen_range(0..n - 1);
            let b = if i % 2 == 0 {
                (a + rng.gen_range(1..=16)).min(n - 1)
            } else {
                rng.gen_range(a + 1..n)
            };
            (label[a], label[b])
        })
        .collect()
}

/// `k` distinct-ish random moves in `1..=max_move`.
pub fn random_moves(k: usize, max_move: usize, seed: u64) -> Vec<usize> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..k).map(|_| rng.gen_range(1..=max_move)).collect()
}

/// The edges of the `n`×`m` grid graph with cell `r * m + c`, `wall_percent` of the cells
/// removed (their edges dropped).
pub fn grid_edges(n: usize, m: usize, wall_percent: u32, seed: u64) -> Vec<(u32, u32)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let open: Vec<bool> = (0..n * m)
        .map(|_| rng.gen_range(0..100) >= wall_percent)
        .collect();
    let mut edges = Vec::new();
    for r in 0..n {
        for c in 0..m {
            let v = r * m + c;
            if !open[v] {
                continue;
            }
            if c + 1 < m && open[v + 1] {
                edges.push((v as u32, v as u32 + 1));
            }
            if r + 1 < n && open[v + m] {
                edges.push((v as u32, (v + m) as u32));
            }
        }
    }
    edges
}
