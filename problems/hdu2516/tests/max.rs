//! The `max-*` testdata: regenerated from fixed seeds, and the expected outputs recomputed by
//! Whinihan's rule from a plain list of Fibonacci numbers made by addition (the rule itself is
//! checked against the game from the rules up to 20000 in `tests/brute.rs`).

use std::collections::HashSet;
use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// 1, 2, 3, 5, 8, … up to the largest below 2^64.
fn fibonacci() -> Vec<u64> {
    let mut fib = vec![1u64, 2];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    fib
}

fn second_method(input: &str) -> String {
    let losing: HashSet<u64> = fibonacci().into_iter().collect();
    let mut out = String::new();
    let piles = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a pile"))
        .take_while(|&n| n != 0);
    for n in piles {
        out += if losing.contains(&n) {
            "Second win\n"
        } else {
            "First win\n"
        };
    }
    out
}

/// `count` piles in `2..=largest`, then `0`: first every Fibonacci number in range with both
/// neighbours, and `largest`; then a third Fibonacci numbers, a third their neighbours, a
/// third uniform.
fn generate(seed: u64, count: usize, largest: u64) -> String {
    let fib: Vec<u64> = fibonacci()
        .into_iter()
        .filter(|&f| (2..=largest).contains(&f))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut piles: Vec<u64> = vec![largest];
    for &f in &fib {
        piles.extend(
            [f - 1, f, f + 1]
                .iter()
                .filter(|&&n| (2..=largest).contains(&n)),
        );
    }
    while piles.len() < count {
        let f = fib[rng.gen_range(0..fib.len())];
        piles.push(match rng.gen_range(0..3) {
            0 => f,
            1 => (f + 1).min(largest).max(f - 1),
            _ => rng.gen_range(2..=largest),
        });
    }
    let mut text = String::new();
    for n in piles {
        writeln!(text, "{n}").unwrap();
    }
    text + "0\n"
}

fn max_cases() -> Vec<(&'static str, String)> {
    vec![
        ("max-judge-1", generate(2516, 100_000, (1 << 31) - 1)),
        ("max-big-1", generate(93, 50_000, u64::MAX)),
    ]
}

#[test]
fn max_inputs_come_from_the_generator() {
    for (name, text) in max_cases() {
        let path = testkit::testdata::dir("hdu2516").join(format!("{name}.in"));
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&path, &text).expect("writable testdata");
        }
        let committed = std::fs::read_to_string(&path).expect("a max input");
        assert!(committed == text, "{name}.in differs from its generator");
    }
}

#[test]
fn max_outputs_match_second_method() {
    testkit::testdata::assert_agrees("hdu2516", "max-", 2, second_method);
    for name in ["max-judge-1", "max-big-1"] {
        let path = testkit::testdata::dir("hdu2516").join(format!("{name}.out"));
        let out = std::fs::read_to_string(path).expect("a max output");
        let losses = out.lines().filter(|&l| l == "Second win").count();
        let total = out.lines().count();
        assert!(
            losses * 5 > total && losses * 2 < total,
            "{name}: {losses} of {total}"
        );
    }
}
