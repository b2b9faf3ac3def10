//! The real game searched move by move, compared with `solve` on random inputs.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

mod common;

/// Whether the player to move wins the walk on an `n`×`n` board from `at`, with `visited`
/// a bitmask of visited cells — a plain game-tree search from the rules.
fn mover_wins(n: usize, at: usize, visited: u64, memo: &mut HashMap<(usize, u64), bool>) -> bool {
    if let Some(&w) = memo.get(&(at, visited)) {
        return w;
    }
    let neighbours = testkit::grid::grid_neighbours(at, n, n);
    let wins = neighbours
        .into_iter()
        .filter(|&next| visited >> next & 1 == 0)
        .any(|next| !mover_wins(n, next, visited | 1 << next, memo));
    memo.insert((at, visited), wins);
    wins
}

fn brute_answer(n: usize) -> &'static str {
    if mover_wins(n, 0, 1, &mut HashMap::new()) {
        "Alice"
    } else {
        "Bob"
    }
}

/// One to six boards of side at most 5, then the final `0`.
fn random_input(rng: &mut impl Rng) -> String {
    let count = rng.gen_range(1..=6);
    let mut input = String::new();
    for _ in 0..count {
        writeln!(input, "{}", rng.gen_range(1..=5usize)).unwrap();
    }
    input + "0\n"
}

#[test]
fn compare_with_brute_force() {
    let mut known = HashMap::new();
    testkit::compare_with_brute(300, random_input, bzoj2463::solve, |input| {
        common::output(input, &mut known, brute_answer)
    });
}

/// Every `testdata/bzoj2463/brute-*.out` is what the brute force answers for its `.in`
/// (`BLESS=1` rewrites them from the brute force).
#[test]
fn brute_testdata_matches_brute_force() {
    testkit::testdata::assert_agrees("bzoj2463", "brute-", 10, |input| {
        common::output(input, &mut HashMap::new(), brute_answer)
    });
}
