//! Factorial and inverse-factorial tables mod 1e9+7, three sizes.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gamecore::comb::Binomials;
use std::hint::black_box;

fn binomials(c: &mut Criterion) {
    let mut group = c.benchmark_group("binomials");
    for n in [10_000usize, 100_000, 1_000_000] {
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("new", n), &n, |b, &n| {
            b.iter(|| black_box(Binomials::new(black_box(n)).binom(n, n / 2)));
        });
    }
    group.finish();
}

criterion_group!(benches, binomials);
criterion_main!(benches);
