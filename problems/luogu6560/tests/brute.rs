//! The rounds solved from the rules by a plain fixpoint sweep (`common`), compared with
//! `solve` on random small graphs and with every `brute-*` testdata answer.

mod common;

use std::fmt::Write as _;
use testkit::rand::{seq::SliceRandom, Rng};

/// A random graph of 2 to 9 vertices with self-loops, repeated edges and cycles; half the
/// time its edges mostly follow a random order of the vertices, which leaves more vertices
/// decided. Rounds may share targets.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(2..=9);
    let mut order: Vec<usize> = (1..=n).collect();
    order.shuffle(rng);
    let mostly_forward = rng.gen_bool(0.5);
    let m = rng.gen_range(0..=3 * n);
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (i, j) = (rng.gen_range(0..n), rng.gen_range(0..n));
        if !mostly_forward || i < j || rng.gen_bool(0.1) {
            edges.push((order[i], order[j]));
        }
    }
    let q = rng.gen_range(1..=6);
    input_text(rng, n, &edges, q)
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(600, random_input, luogu6560::solve, common::expected_output);
    for (answer, at_least) in [("1", 300), ("-1", 150), ("0", 150)] {
        let has = |o: &str| o.lines().any(|line| line == answer);
        testkit::assert_share(&outputs, has, at_least, 600);
    }
}

/// The statement's samples and the trap of the target's own moves: with `1 → 3 → 4`, round
/// `1 3` is won by stepping onto 3, although 3 would win an ordinary game.
#[test]
fn statement_examples() {
    let sample_1 = "7 7 1\n1 2\n2 3\n3 4\n4 5\n3 6\n7 5\n6 7\n1 5\n";
    assert_eq!(common::expected_output(sample_1), "1\n");
    let sample_2 = "5 5 2\n1 2\n2 3\n3 1\n3 4\n4 5\n1 5\n4 3\n";
    assert_eq!(common::expected_output(sample_2), "0\n1\n");
    assert_eq!(common::expected_output("4 2 1\n1 3\n3 4\n1 3\n"), "1\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("luogu6560", "brute-", 10, common::expected_output);
}

/// Up to 150 vertices with shuffled labels, split into cycles, chains and in-trees (every
/// vertex moving to an earlier one of its part) with a few random edges, and up to 8 rounds:
/// `RetrogradeRounds` renumbers the vertices by its own first pass and, for those that pass
/// leaves undecided, along reversed moves; the answers must be those of the plain sweep in the
/// input's own numbering.
fn shuffled_shapes_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(2..=150);
    let mut order: Vec<usize> = (1..=n).collect();
    order.shuffle(rng);
    let mut edges = Vec::new();
    let mut first = 0;
    while first < n {
        let part = &order[first..first + rng.gen_range(1..=n - first)];
        let len = part.len();
        match rng.gen_range(0..3) {
            0 => edges.extend((0..len).map(|k| (part[k], part[(k + 1) % len]))),
            1 => edges.extend((1..len).map(|k| (part[k - 1], part[k]))),
            _ => edges.extend((1..len).map(|k| (part[k], part[rng.gen_range(0..k)]))),
        }
        first += len;
    }
    for _ in 0..rng.gen_range(0..=4) {
        edges.push((rng.gen_range(1..=n), rng.gen_range(1..=n)));
    }
    edges.shuffle(rng);
    let q = rng.gen_range(1..=8);
    input_text(rng, n, &edges, q)
}

/// The input text: `n m q`, the edges, then `q` rounds of a random start and a different
/// random target.
fn input_text(rng: &mut impl Rng, n: usize, edges: &[(usize, usize)], q: usize) -> String {
    let mut input = format!("{n} {} {q}\n", edges.len());
    for (u, v) in edges {
        writeln!(input, "{u} {v}").unwrap();
    }
    for _ in 0..q {
        let start = rng.gen_range(1..=n);
        let target = (start + rng.gen_range(1..n) - 1) % n + 1;
        writeln!(input, "{start} {target}").unwrap();
    }
    input
}

#[test]
fn shuffled_cycles_chains_and_trees_agree_with_the_sweep() {
    let outputs = testkit::compare_with_brute(
        300,
        shuffled_shapes_input,
        luogu6560::solve,
        common::expected_output,
    );
    for (answer, at_least) in [("1", 150), ("-1", 150), ("0", 100)] {
        let has = |o: &str| o.lines().any(|line| line == answer);
        testkit::assert_share(&outputs, has, at_least, 300);
    }
}
