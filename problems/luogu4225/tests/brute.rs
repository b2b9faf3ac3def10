//! The game searched from its rules (`common::Search`: every line of play in the sum of the
//! kept strips, no values), compared with `solve` on random small inputs and with every
//! `brute-*` answer; and the strips the input may hold checked against the rules.

mod common;

use luogu4225::STRIP_VALUES;
use std::fmt::Write as _;
use testkit::rand::{seq::SliceRandom, Rng};

/// The strips most likely to decide by their infinitesimals: stars, up, down and zeros.
const SMALL_VALUES: [&str; 6] = ["LL_RR", "LRL_R", "L_RLR", "L_LRR", "LLR_R", "LR_LR"];

/// One to three groups of up to 9 strips in all: 1 to 5 distinct states (all from the 23,
/// or, one group in two, mostly stars, ups, downs and zeros) with counts 1 to 3.
fn random_input(rng: &mut impl Rng) -> String {
    let groups = rng.gen_range(1..=3);
    let mut input = format!("{} {groups}\n", rng.gen_range(0..=20));
    let all: Vec<&str> = STRIP_VALUES.iter().map(|&(s, _)| s).collect();
    for _ in 0..groups {
        let small = rng.gen_bool(0.5);
        let mut pool = if small {
            SMALL_VALUES.to_vec()
        } else {
            all.clone()
        };
        if small && rng.gen_bool(0.5) {
            // Now and then a number too, to cross the rule for x ≠ 0.
            pool.push(all[rng.gen_range(0..all.len())]);
            pool.sort_unstable();
            pool.dedup();
        }
        pool.shuffle(rng);
        let n = rng.gen_range(1..=5.min(pool.len()));
        let mut budget: u64 = 9;
        let mut lines = Vec::new();
        for &s in &pool[..n] {
            if budget == 0 {
                break;
            }
            let a = rng.gen_range(1..=3.min(budget));
            budget -= a;
            lines.push((s, a));
        }
        writeln!(input, "{}", lines.len()).unwrap();
        for (s, a) in lines {
            writeln!(input, "{s} {a}").unwrap();
        }
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(300, random_input, luogu4225::solve, common::expected_output);
    // Every one of the four counts is non-zero in many groups.
    let lines: Vec<Vec<u64>> = outputs
        .iter()
        .flat_map(|o| o.lines())
        .map(|l| l.split(' ').map(|x| x.parse().unwrap()).collect())
        .collect();
    for column in 0..4 {
        let nonzero = lines.iter().filter(|l| l[column] > 0).count();
        assert!(nonzero >= 150, "column {column}: only {nonzero} non-zero");
    }
    // And the rule for x = 0 with an odd number of stars is crossed: groups with a first-player
    // win and a Left win side by side.
    let mixed = lines.iter().filter(|l| l[0] > 0 && l[2] > 0).count();
    assert!(mixed >= 100, "{mixed}");
}

/// The statement's samples: the search agrees with the official answers (the third has 10^6
/// strips, far beyond the search: its answer is `2^(10^6) − 1` subsets won by Left, the one
/// empty subset by the second player, which the second method reproduces).
#[test]
fn statement_examples() {
    let samples = [
        ("0 1\n1\nLL_RR 1\n", "0 0 1 1\n"),
        ("0 1\n3\nLRRL_ 1\nLRR_L 1\nLLR_R 1\n", "4 2 0 2\n"),
    ];
    for (input, answer) in samples {
        assert_eq!(common::expected_output(input), answer, "{input}");
        assert_eq!(testkit::solve_to_string(luogu4225::solve, input), answer);
    }
    let big = "0 1\n1\nLRRL_ 1000000\n";
    assert_eq!(common::second_method(big), "421273116 0 0 1\n");
}

/// The 23 strips of the table are exactly those reachable from `LL_RR` by the rules; the
/// other arrangements of two toads, two frogs and a gap are refused.
#[test]
fn the_table_lists_the_reachable_strips() {
    let listed: std::collections::BTreeSet<String> =
        STRIP_VALUES.iter().map(|&(s, _)| s.to_owned()).collect();
    assert_eq!(listed.len(), 23);
    assert_eq!(listed, common::reachable());
    let mut arrangements = 0;
    for code in 0..243u32 {
        let cells: String = (0..5)
            .map(|k| ['_', 'L', 'R'][(code / 3u32.pow(k) % 3) as usize])
            .collect();
        if cells.matches('L').count() != 2 || cells.matches('R').count() != 2 {
            continue;
        }
        arrangements += 1;
        if listed.contains(&cells) {
            continue;
        }
        let input = format!("0 1\n1\n{cells} 1\n");
        let verdict = gamecore::judge::verdict(luogu4225::solve, input.as_bytes());
        let error = verdict.output.expect_err("refused").to_string();
        assert!(
            error.contains("never arises from LL_RR"),
            "{cells}: {error}"
        );
    }
    assert_eq!(arrangements, 30);
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("luogu4225", "brute-", 8, common::expected_output);
}
