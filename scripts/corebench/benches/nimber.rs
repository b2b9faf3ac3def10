//! Nim products in F(2^64) by the two table methods (16-bit log/exp tables, the `Mul` of
//! `Nimber`, against 8-bit ones), the subfield products, and inverse, square root and
//! discrete logarithm.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gamecore::nimber::{mul16, mul32, mul64, mul64_log8, FixedFactor, Nimber, NimberLog};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

const PAIRS: usize = 1024;

type Product64 = fn(u64, u64) -> u64;

fn random_pairs(seed: u64) -> Vec<(u64, u64)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..PAIRS).map(|_| (rng.gen(), rng.gen())).collect()
}

fn products(c: &mut Criterion) {
    let pairs = random_pairs(1);
    let mut group = c.benchmark_group("nim_product");
    group.throughput(Throughput::Elements(PAIRS as u64));
    let methods: [(&str, Product64); 2] = [
        ("mul64 (16-bit tables)", mul64),
        ("mul64_log8 (8-bit tables)", mul64_log8),
    ];
    for (name, mul) in methods {
        // Independent products: throughput, as in a problem with many queries.
        group.bench_with_input(BenchmarkId::new(name, "independent"), &pairs, |b, pairs| {
            b.iter(|| {
                let mut acc = 0;
                for &(x, y) in black_box(pairs) {
                    acc ^= mul(x, y);
                }
                acc
            });
        });
        // Each product feeds the next: latency, as in exponentiation.
        group.bench_with_input(BenchmarkId::new(name, "chained"), &pairs, |b, pairs| {
            b.iter(|| {
                let mut acc = 1;
                for &(x, _) in black_box(pairs) {
                    acc = mul(acc, x) ^ 1;
                }
                acc
            });
        });
    }
    let fixed = FixedFactor::new(Nimber(pairs[0].1));
    group.bench_with_input(
        BenchmarkId::new("FixedFactor::mul (one factor)", "independent"),
        &pairs,
        |b, pairs| {
            b.iter(|| {
                let mut acc = Nimber(0);
                for &(x, _) in black_box(pairs) {
                    acc += fixed.mul(Nimber(x));
                }
                acc
            });
        },
    );
    group.bench_with_input(
        BenchmarkId::new("mul32", "independent"),
        &pairs,
        |b, pairs| {
            b.iter(|| {
                let mut acc = 0;
                for &(x, y) in black_box(pairs) {
                    acc ^= mul32(x as u32, y as u32);
                }
                acc
            });
        },
    );
    group.bench_with_input(
        BenchmarkId::new("mul16", "independent"),
        &pairs,
        |b, pairs| {
            b.iter(|| {
                let mut acc = 0;
                for &(x, y) in black_box(pairs) {
                    acc ^= mul16(x as u16, y as u16);
                }
                acc
            });
        },
    );
    group.finish();
}

fn field_operations(c: &mut Criterion) {
    let pairs = random_pairs(2);
    let mut group = c.benchmark_group("nimber_ops");
    group.throughput(Throughput::Elements(PAIRS as u64));
    group.bench_with_input("inverse", &pairs, |b, pairs| {
        b.iter(|| {
            let mut acc = Nimber(0);
            for &(x, _) in black_box(pairs) {
                acc += Nimber(x | 1).inverse().unwrap();
            }
            acc
        });
    });
    group.bench_with_input("sqrt", &pairs, |b, pairs| {
        b.iter(|| {
            let mut acc = Nimber(0);
            for &(x, _) in black_box(pairs) {
                acc += Nimber(x).sqrt();
            }
            acc
        });
    });
    group.finish();
}

fn logarithms(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    // A primitive base, so every prime of 2^64 - 1 takes part (the worst case).
    let base = loop {
        let candidate = Nimber(rng.gen());
        if candidate.order() == Some(u64::MAX) {
            break candidate;
        }
    };
    let targets: Vec<Nimber> = (0..16).map(|_| base.pow(rng.gen())).collect();
    let mut group = c.benchmark_group("nimber_log");
    group.throughput(Throughput::Elements(targets.len() as u64));
    group.bench_with_input("Nimber::log (fresh base)", &targets, |b, targets| {
        b.iter(|| {
            let mut acc = 0;
            for &t in black_box(targets) {
                acc ^= t.log(base).unwrap();
            }
            acc
        });
    });
    let logs = NimberLog::new(base);
    group.bench_with_input("NimberLog::log (prepared base)", &targets, |b, targets| {
        b.iter(|| {
            let mut acc = 0;
            for &t in black_box(targets) {
                acc ^= logs.log(t).unwrap();
            }
            acc
        });
    });
    group.finish();
}

criterion_group!(benches, products, field_operations, logarithms);
criterion_main!(benches);
