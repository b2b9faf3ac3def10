//! Grundy values of random DAGs and subtraction-game tables, three sizes each.

use corebench::{random_dag, random_moves};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gamecore::graph::Csr;
use gamecore::sg::{GrundySolver, SubtractionTable};
use std::hint::black_box;

fn grundy(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundy_dag");
    for n in [1_000usize, 10_000, 100_000] {
        let graph = Csr::from_edges(n, &random_dag(n, 5 * n, 1)).unwrap();
        let mut solver = GrundySolver::new();
        group.throughput(Throughput::Elements((n + 5 * n) as u64));
        group.bench_with_input(BenchmarkId::new("V+E", 6 * n), &graph, |b, g| {
            b.iter(|| {
                black_box(solver.solve(black_box(g)).unwrap()[0]);
            });
        });
    }
    group.finish();
}

fn subtraction(c: &mut Criterion) {
    let mut group = c.benchmark_group("subtraction_table");
    // 100 moves all at most 200: nearly every move is legal, the table's worst case.
    let moves = random_moves(100, 200, 2);
    for max_heap in [1_000usize, 10_000, 100_000] {
        let mut table = SubtractionTable::new();
        group.throughput(Throughput::Elements(max_heap as u64));
        group.bench_with_input(
            BenchmarkId::new("k=100, max heap", max_heap),
            &max_heap,
            |b, &h| {
                b.iter(|| {
                    black_box(table.compute(black_box(&moves), h).unwrap()[h]);
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, grundy, subtraction);
criterion_main!(benches);
