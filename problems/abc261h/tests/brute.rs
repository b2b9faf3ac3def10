//! The game searched from its rules (`common::search`: every line of play, a repeated state
//! scored ∞), compared with `solve` on random small graphs and with every `brute-*` answer;
//! and the repetition rule itself checked against plain finite-horizon search.

mod common;

use common::INF;
use std::fmt::Write as _;
use testkit::rand::Rng;

/// A random graph of 2 to 6 vertices (now and then 1). Mostly as the statement promises (no self-loops, no
/// repeated edges); one input in five also has those, which this binary accepts as moves of
/// their own. Up to `2n` edges; weights mostly 0 to 9 (ties and zeros), sometimes up to 10^9.
fn random_input(rng: &mut impl Rng) -> String {
    let n: usize = if rng.gen_bool(0.05) {
        1
    } else {
        rng.gen_range(2..=6)
    };
    let loose = rng.gen_bool(0.2);
    let largest = if rng.gen_bool(0.2) { 1_000_000_000 } else { 9 };
    let most = if loose {
        2 * n
    } else {
        (n * (n - 1)).min(2 * n)
    };
    let m = if most == 0 || rng.gen_bool(0.05) {
        0
    } else {
        rng.gen_range(1..=most)
    };
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (a, b) = (rng.gen_range(1..=n), rng.gen_range(1..=n));
        if loose || (a != b && !edges.contains(&(a, b))) {
            edges.push((a, b));
        }
    }
    // Mostly a start with moves: a start without any answers 0 at once.
    let sources: Vec<usize> = edges.iter().map(|&(a, _)| a).collect();
    let start = if !sources.is_empty() && rng.gen_bool(0.85) {
        sources[rng.gen_range(0..sources.len())]
    } else {
        rng.gen_range(1..=n)
    };
    let mut input = format!("{n} {m} {start}\n");
    for (a, b) in edges {
        writeln!(input, "{a} {b} {}", rng.gen_range(0..=largest)).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(800, random_input, abc261h::solve, common::expected_output);
    testkit::assert_share(&outputs, |o| o == "INFINITY\n", 200, 500);
    testkit::assert_share(&outputs, |o| o == "0\n", 50, 250);
    let positive = |o: &str| o != "INFINITY\n" && o != "0\n";
    testkit::assert_share(&outputs, positive, 250, 600);
}

/// The statement's samples and the test added after the contest, on which memoised
/// depth-first searches fail: the search agrees with the official answers.
#[test]
fn statement_examples() {
    let samples = [
        (
            "7 6 1\n1 2 1\n1 3 10\n2 4 100\n2 5 102\n3 6 20\n3 7 30\n",
            "40\n",
        ),
        (
            "3 6 3\n1 2 1\n2 1 2\n2 3 3\n3 2 4\n3 1 5\n1 3 6\n",
            "INFINITY\n",
        ),
        ("4 4 1\n1 2 1\n2 3 1\n3 1 1\n2 4 1\n", "5\n"),
        (
            "6 10 3\n2 4 5\n2 3 2\n3 2 3\n4 3 8\n1 2 4\n2 6 7\n2 1 1\n1 6 3\n3 1 6\n5 3 6\n",
            "17\n",
        ),
    ];
    for (input, answer) in samples {
        assert_eq!(common::expected_output(input), answer, "{input}");
        assert_eq!(testkit::solve_to_string(abc261h::solve, input), answer);
    }
}

/// Plain minimax with a horizon: Takahashi must end the game within `moves_left` moves, and a
/// play still going when they run out is ∞. No repetition rule.
fn horizon(moves: &[Vec<(usize, u64)>], vertex: usize, player: usize, moves_left: usize) -> u64 {
    if moves[vertex].is_empty() {
        return 0;
    }
    if moves_left == 0 {
        return INF;
    }
    let totals = moves[vertex].iter().map(|&(to, weight)| {
        let rest = horizon(moves, to, 1 - player, moves_left - 1);
        if rest == INF {
            INF
        } else {
            rest + weight
        }
    });
    let best = if player == 0 {
        totals.min()
    } else {
        totals.max()
    };
    best.expect("a vertex with moves")
}

/// The repetition rule of `common::search` gives the same values as search with a horizon of
/// `2n` moves and of `2n + 3` moves (so the horizon values have stopped falling) in every
/// state of 300 random graphs of up to 4 vertices.
#[test]
fn repetition_rule_agrees_with_a_long_horizon() {
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let input = loop {
            let input = random_input(&mut rng);
            if common::parse(&input).moves.len() <= 4 {
                break input;
            }
        };
        let moves = common::parse(&input).moves;
        let n = moves.len();
        for vertex in 0..n {
            for player in 0..2 {
                let searched = common::search(&moves, vertex, player);
                assert_eq!(
                    searched,
                    horizon(&moves, vertex, player, 2 * n),
                    "vertex {vertex}, player {player}:\n{input}"
                );
                assert_eq!(
                    searched,
                    horizon(&moves, vertex, player, 2 * n + 3),
                    "vertex {vertex}, player {player}:\n{input}"
                );
            }
        }
    }
}

/// The sweep used for the `max-*` inputs agrees with the search on random graphs in every
/// state.
#[test]
fn sweep_agrees_with_the_search() {
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let input = random_input(&mut rng);
        let moves = common::parse(&input).moves;
        let swept = common::sweep_to_fixpoint(&moves);
        for (vertex, values) in swept.iter().enumerate() {
            for player in 0..2 {
                assert_eq!(
                    values[player],
                    common::search(&moves, vertex, player),
                    "vertex {vertex}, player {player}:\n{input}"
                );
            }
        }
    }
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("abc261h", "brute-", 10, common::expected_output);
}
