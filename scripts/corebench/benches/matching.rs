//! Maximum matching of grid graphs and the every-maximum-matching pass, three sizes each.

use corebench::grid_edges;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gamecore::graph::Undirected;
use gamecore::matching::Matching;
use std::hint::black_box;

fn matching(c: &mut Criterion) {
    let mut group = c.benchmark_group("matching");
    group.sample_size(20);
    for side in [30usize, 100, 300] {
        let graph = Undirected::new(side * side, &grid_edges(side, side, 10, 3)).unwrap();
        group.throughput(Throughput::Elements((side * side) as u64));
        group.bench_with_input(
            BenchmarkId::new("new, grid 10% walls", side),
            &graph,
            |b, g| {
                b.iter(|| black_box(Matching::new(g.clone()).unwrap().size()));
            },
        );
        let m = Matching::new(graph.clone()).unwrap();
        group.bench_with_input(BenchmarkId::new("covered_by_every", side), &m, |b, m| {
            b.iter(|| black_box(m.covered_by_every_maximum_matching()));
        });
    }
    group.finish();

    // bzoj2437's pattern: forbid vertices one after another, each with one re-augmentation.
    // O(V · (V + E)) in the worst case, so smaller sides than above.
    let mut group = c.benchmark_group("matching_forbid");
    group.sample_size(10);
    for side in [20usize, 40, 80] {
        let graph = Undirected::new(side * side, &grid_edges(side, side, 10, 3)).unwrap();
        let m = Matching::new(graph).unwrap();
        group.throughput(Throughput::Elements((side * side / 2) as u64));
        group.bench_with_input(
            BenchmarkId::new("forbid half, row-major", side),
            &m,
            |b, m| {
                b.iter(|| {
                    let mut m = m.clone();
                    for v in 0..side * side / 2 {
                        black_box(m.forbid(v));
                    }
                    m.size()
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, matching);
criterion_main!(benches);
