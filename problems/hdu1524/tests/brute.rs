//! The real game searched move by move over the whole position (the multiset of piece
//! positions), compared with `solve` on random multi-test inputs and with every `brute-*`
//! testdata answer; the `max-*` answers are recomputed by a recursive Grundy evaluation.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::dag::{mover_wins, recursive_grundy};
use testkit::rand::{seq::SliceRandom, Rng};

/// One test case: adjacency lists and the queries' piece positions.
struct Case {
    adj: Vec<Vec<usize>>,
    queries: Vec<Vec<usize>>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
fn parse(input: &str) -> Vec<Case> {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap())
        .peekable();
    let mut cases = Vec::new();
    while let Some(n) = it.next() {
        let adj = (0..n)
            .map(|_| {
                let x = it.next().unwrap();
                (0..x).map(|_| it.next().unwrap()).collect()
            })
            .collect();
        let mut queries = Vec::new();
        loop {
            let m = it.next().unwrap();
            if m == 0 {
                break;
            }
            queries.push((0..m).map(|_| it.next().unwrap()).collect());
        }
        cases.push(Case { adj, queries });
    }
    cases
}

/// The expected output: `WIN` or `LOSE` for each query as `query_wins` decides, with a memo
/// that `new_memo` makes afresh for each test case.
fn output<M>(
    input: &str,
    new_memo: impl Fn(&Case) -> M,
    query_wins: impl Fn(&[Vec<usize>], &[usize], &mut M) -> bool,
) -> String {
    let mut out = String::new();
    for case in parse(input) {
        let mut memo = new_memo(&case);
        for query in &case.queries {
            let wins = query_wins(&case.adj, query, &mut memo);
            out += if wins { "WIN\n" } else { "LOSE\n" };
        }
    }
    out
}

fn brute_answer(input: &str) -> String {
    output(
        input,
        |_| HashMap::new(),
        |adj, query, memo| {
            let mut state = query.to_vec();
            state.sort_unstable();
            mover_wins(adj, &state, memo)
        },
    )
}

/// One to three random small DAGs (edges follow a random order of the positions; duplicate
/// edges happen), each with a few queries; sometimes blank lines between test cases.
fn random_input(rng: &mut impl Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=3) {
        let n = rng.gen_range(1..=6);
        let mut order: Vec<usize> = (0..n).collect();
        order.shuffle(rng);
        let mut adj = vec![Vec::new(); n];
        for (i, &v) in order.iter().enumerate().take(n - 1) {
            for _ in 0..rng.gen_range(0..=3) {
                adj[v].push(order[rng.gen_range(i + 1..n)]);
            }
        }
        writeln!(input, "{n}").unwrap();
        for list in adj {
            let line: Vec<String> = list.iter().map(ToString::to_string).collect();
            writeln!(input, "{} {}", list.len(), line.join(" ")).unwrap();
        }
        for _ in 0..rng.gen_range(1..=4) {
            let m = rng.gen_range(1..=4);
            let pieces: Vec<String> = (0..m).map(|_| rng.gen_range(0..n).to_string()).collect();
            writeln!(input, "{m} {}", pieces.join(" ")).unwrap();
        }
        input += "0\n";
        if rng.gen_bool(0.3) {
            input += "\n";
        }
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, hdu1524::solve, brute_answer);
    let answers = outputs.concat();
    let wins = answers.matches("WIN").count();
    let queries = answers.lines().count();
    // Both answers must be well represented, or the comparison says little.
    assert!(
        wins * 4 > queries && wins * 4 < 3 * queries,
        "{wins} of {queries}"
    );
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("hdu1524", "brute-", 10, brute_answer);
}

fn recursive_answer(input: &str) -> String {
    output(
        input,
        |case| vec![None; case.adj.len()],
        |adj, query, memo| {
            query
                .iter()
                .fold(0, |acc, &v| acc ^ recursive_grundy(adj, v, memo))
                != 0
        },
    )
}

#[test]
fn max_testdata_agrees_with_a_recursive_evaluation() {
    testkit::testdata::assert_agrees("hdu1524", "max-", 1, |input| {
        let input = input.to_owned();
        // The recursion goes as deep as the longest path (up to N); give it room.
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || recursive_answer(&input))
            .unwrap()
            .join()
            .unwrap()
    });
}

#[test]
fn deep_graph_and_buffer_reuse() {
    // A 10^5-long path 0 → 1 → …, then a one-position test case: the second must not see
    // anything of the first. Position v on the path has Grundy value (n − 1 − v) mod 2.
    let n = 100_000;
    let mut input = format!("{n}\n");
    for v in 1..n {
        writeln!(input, "1 {v}").unwrap();
    }
    input += "0\n1 0\n1 1\n2 0 1\n3 0 1 2\n0\n1\n0\n1 0\n3 0 0 0\n0\n";
    assert_eq!(
        testkit::solve_to_string(hdu1524::solve, &input),
        "WIN\nLOSE\nWIN\nLOSE\nLOSE\nLOSE\n"
    );
}
