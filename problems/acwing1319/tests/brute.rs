//! The real game searched move by move over the whole position (the multiset of token
//! vertices), compared with `solve` on random inputs and with every `brute-*` testdata answer;
//! the `max-*` answers are recomputed by a recursive Grundy evaluation.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::dag::{mover_wins, recursive_grundy};
use testkit::rand::{seq::SliceRandom, Rng};

/// A parsed input: 0-based adjacency lists and token vertices.
struct Game {
    adj: Vec<Vec<usize>>,
    tokens: Vec<usize>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
fn parse(input: &str) -> Game {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m, k) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (x, y) = (it.next().unwrap(), it.next().unwrap());
        adj[x - 1].push(y - 1);
    }
    let tokens = (0..k).map(|_| it.next().unwrap() - 1).collect();
    assert!(it.next().is_none(), "leftover input");
    Game { adj, tokens }
}

fn brute_answer(input: &str) -> String {
    let game = parse(input);
    let mut state = game.tokens;
    state.sort_unstable();
    let wins = mover_wins(&game.adj, &state, &mut HashMap::new());
    (if wins { "win\n" } else { "lose\n" }).to_owned()
}

fn solve(input: &str) -> String {
    testkit::solve_to_string(acwing1319::solve, input)
}

/// A random small DAG (edges follow a random vertex order; duplicates happen) with tokens.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(1..=6);
    let mut order: Vec<usize> = (1..=n).collect();
    order.shuffle(rng);
    let mut edges = Vec::new();
    if n > 1 {
        for _ in 0..rng.gen_range(0..=9) {
            let i = rng.gen_range(0..n - 1);
            let j = rng.gen_range(i + 1..n);
            edges.push((order[i], order[j]));
        }
    }
    let k = rng.gen_range(1..=4);
    let mut input = format!("{n} {} {k}\n", edges.len());
    for (x, y) in edges {
        writeln!(input, "{x} {y}").unwrap();
    }
    let tokens: Vec<String> = (0..k).map(|_| rng.gen_range(1..=n).to_string()).collect();
    input + &tokens.join(" ") + "\n"
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, acwing1319::solve, brute_answer);
    // Both answers must be well represented, or the comparison says little.
    testkit::assert_share(&outputs, |o| o == "win\n", 100, 300);
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("acwing1319", "brute-", 10, brute_answer);
}

#[test]
fn max_testdata_agrees_with_a_recursive_evaluation() {
    testkit::testdata::assert_agrees("acwing1319", "max-", 1, |input| {
        let game = parse(input);
        let mut memo = vec![None; game.adj.len()];
        let total = game
            .tokens
            .iter()
            .fold(0, |acc, &v| acc ^ recursive_grundy(&game.adj, v, &mut memo));
        (if total == 0 { "lose\n" } else { "win\n" }).to_owned()
    });
}

#[test]
fn long_path_needs_no_recursion() {
    // 1 → 2 → … → n: the vertex at distance d from the end has Grundy value d mod 2. A
    // recursive search would go 10^6 deep.
    let n = 1_000_000;
    let mut input = format!("{n} {} 2\n", n - 1);
    for v in (1..n).rev() {
        writeln!(input, "{v} {}", v + 1).unwrap();
    }
    assert_eq!(solve(&(input.clone() + "1 2\n")), "win\n");
    assert_eq!(solve(&(input.clone() + "1 3\n")), "lose\n");
    assert_eq!(solve(&(input + &format!("{n} {n}\n"))), "lose\n");
}
