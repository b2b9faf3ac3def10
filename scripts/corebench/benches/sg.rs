//! Grundy values of random DAGs and subtraction-game tables (as `u32`s and in the narrowest
//! width), three sizes each.

use corebench::{random_dag, random_moves};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gamecore::graph::Csr;
use gamecore::sg::{GrundySolver, SubtractionTable};
use gamecore::subtraction::NarrowSubtractionTable;
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

fn subtraction_narrow(c: &mut Criterion) {
    let mut group = c.benchmark_group("subtraction_table_narrow");
    // The same moves, sorted and without repeats as the narrow table takes them (fewer than
    // 100 once the repeats go: one byte per value).
    let mut moves: Vec<u32> = random_moves(100, 200, 2)
        .into_iter()
        .map(|s| s as u32)
        .collect();
    moves.sort_unstable();
    moves.dedup();
    for max_heap in [1_000u32, 10_000, 100_000] {
        let mut table = NarrowSubtractionTable::new();
        group.throughput(Throughput::Elements(u64::from(max_heap)));
        group.bench_with_input(
            BenchmarkId::new("k=100, max heap", max_heap),
            &max_heap,
            |b, &h| {
                b.iter(|| {
                    black_box(table.compute(black_box(&moves), h).get(h as usize));
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, grundy, subtraction, subtraction_narrow);
criterion_main!(benches);
