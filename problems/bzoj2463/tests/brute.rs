//! The real game searched move by move, compared with `solve` on random inputs.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

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

#[test]
fn compare_with_brute_force() {
    let answers: Vec<&str> = (0..=5)
        .map(|n| if n == 0 { "" } else { brute_answer(n) })
        .collect();
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let count = rng.gen_range(1..=6);
        let boards: Vec<usize> = (0..count).map(|_| rng.gen_range(1..=5)).collect();
        let mut input = String::new();
        let mut expected = String::new();
        for &n in &boards {
            writeln!(input, "{n}").unwrap();
            writeln!(expected, "{}", answers[n]).unwrap();
        }
        input.push_str("0\n");
        assert_eq!(
            testkit::solve_to_string(bzoj2463::solve, &input),
            expected,
            "input:\n{input}"
        );
    }
}

/// The boards of an input, read independently of `solve`: tokens up to the first `0`.
fn boards_of(input: &str) -> Vec<usize> {
    input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a board size"))
        .take_while(|&n| n != 0)
        .collect()
}

/// Every `testdata/bzoj2463/brute-*.out` is what the brute force answers for its `.in`
/// (`BLESS=1` rewrites them from the brute force).
#[test]
fn brute_testdata_matches_brute_force() {
    testkit::testdata::assert_agrees("bzoj2463", "brute-", 10, |input| {
        let mut expected = String::new();
        for n in boards_of(input) {
            writeln!(expected, "{}", brute_answer(n)).unwrap();
        }
        expected
    });
}
