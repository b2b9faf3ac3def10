//! The game solved from its rules by a plain fixpoint sweep (`common`), compared with `solve`
//! on random small circles and with every `brute-*` testdata answer.

mod common;

use std::fmt::Write as _;
use testkit::rand::{seq::SliceRandom, Rng};

/// `k` distinct steps in `1..n`, in random order.
fn random_set(rng: &mut impl Rng, n: usize, k: usize) -> Vec<usize> {
    let mut steps: Vec<usize> = (1..n).collect();
    steps.shuffle(rng);
    steps.truncate(k);
    steps
}

/// A random circle of 2 to 16 objects. Small sets are favoured, since they are what leaves
/// states undecided (Loop); sometimes the players share a set, sometimes a set is full.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(2..=16);
    let size = |rng: &mut _| match Rng::gen_range(rng, 0..8) {
        0 => n - 1,
        1 | 2 => Rng::gen_range(rng, 1..=n - 1),
        _ => Rng::gen_range(rng, 1..=(n - 1).min(2)),
    };
    let k1 = size(rng);
    let rick = random_set(rng, n, k1);
    let morty = if rng.gen_bool(0.15) {
        let mut same = rick.clone();
        same.shuffle(rng);
        same
    } else {
        let k2 = size(rng);
        random_set(rng, n, k2)
    };
    let line = |set: &[usize]| {
        let steps: Vec<String> = set.iter().map(ToString::to_string).collect();
        format!("{} {}", set.len(), steps.join(" "))
    };
    let mut input = String::new();
    writeln!(input, "{n}\n{}\n{}", line(&rick), line(&morty)).unwrap();
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(600, random_input, cf786a::solve, common::expected_output);
    // Every word must turn up often enough for the comparison to mean something (a Loop
    // needs steps that can keep clear of the hole, which random sets rarely allow).
    for (word, at_least) in [("Win", 400), ("Lose", 300), ("Loop", 100)] {
        let has_word = |o: &str| o.split_whitespace().any(|w| w == word);
        testkit::assert_share(&outputs, has_word, at_least, 600);
    }
}

/// The statement's first sample, worked by hand: with Rick first and the monster on object 5,
/// neither player can force a win.
#[test]
fn statement_walk_through() {
    let out = common::expected_output("5\n2 3 2\n3 1 2 3\n");
    assert_eq!(out, "Lose Win Win Loop\nLoop Win Win Win\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("cf786a", "brute-", 10, common::expected_output);
}
