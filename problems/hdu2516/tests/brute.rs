//! Fibonacci Nim played from the rules on piles up to 100, compared with `solve` on random
//! inputs and with every `brute-*` testdata answer; and, from the rules too but faster, the
//! winning threshold of every pile up to 20000.

use std::fmt::Write as _;
use testkit::rand::Rng;

/// Piles up to this size are searched.
const LIMIT: usize = 100;

/// `wins[left][cap]`: whether the player to move wins with `left` stones when at most `cap`
/// may be taken (`cap` is clamped to `left`: taking more is impossible anyway). A move takes
/// `t` stones, `1 ≤ t ≤ cap`; taking the last stone wins, otherwise the opponent may take up
/// to `2t`.
fn win_table() -> Vec<Vec<bool>> {
    let mut wins: Vec<Vec<bool>> = vec![Vec::new(); LIMIT + 1];
    for left in 0..=LIMIT {
        wins[left] = vec![false; left + 1];
        for cap in 1..=left {
            wins[left][cap] = (1..=cap).any(|t| {
                t == left || {
                    let rest = left - t;
                    !wins[rest][(2 * t).min(rest)]
                }
            });
        }
    }
    wins
}

/// Whether the first player wins with `n ≥ 2` stones: the first move takes `1..n − 1`.
fn first_wins(n: usize, wins: &[Vec<bool>]) -> bool {
    (1..n).any(|t| !wins[n - t][(2 * t).min(n - t)])
}

/// The expected output of `input`: the piles up to the first `0` (or the end).
fn brute_output(input: &str, wins: &[Vec<bool>]) -> String {
    let mut out = String::new();
    let piles = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a small pile"))
        .take_while(|&n| n != 0);
    for n in piles {
        out += if first_wins(n, wins) {
            "First win\n"
        } else {
            "Second win\n"
        };
    }
    out
}

/// 1 to 8 piles from 2 to 100 (half of them Fibonacci numbers or their neighbours), then `0`.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    const NEAR: [usize; 10] = [2, 3, 5, 8, 13, 21, 34, 55, 89, 90];
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=8) {
        let n = if rng.gen_bool(0.5) {
            let f = NEAR[rng.gen_range(0..NEAR.len())];
            (f + rng.gen_range(0..=2)).saturating_sub(1).clamp(2, LIMIT)
        } else {
            rng.gen_range(2..=LIMIT)
        };
        writeln!(input, "{n}").unwrap();
    }
    input + "0\n"
}

#[test]
fn compare_with_brute_force() {
    let wins = win_table();
    let outputs = testkit::compare_with_brute(500, random_input, hdu2516::solve, |input| {
        brute_output(input, &wins)
    });
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    testkit::assert_share(
        &lines,
        |l| l == "Second win",
        lines.len() / 5,
        lines.len() * 4 / 5,
    );
}

/// Every pile from 2 to 100 against `solve`, in one input.
#[test]
fn every_small_pile() {
    let wins = win_table();
    let mut input = String::new();
    for n in 2..=LIMIT {
        writeln!(input, "{n}").unwrap();
    }
    input += "0\n";
    assert_eq!(
        testkit::solve_to_string(hdu2516::solve, &input),
        brute_output(&input, &wins)
    );
}

/// The smallest cap with which the player to move wins `left` stones, for every `left` up to
/// `limit`: more options never hurt, so the winning caps are exactly those from this threshold
/// up. A take of `t` wins iff it is everything (`t = left`) or leaves the opponent a cap `2t`
/// below their threshold. Also from the rules, but `O(limit · answer)` instead of a full table.
fn thresholds(limit: usize) -> Vec<usize> {
    let mut need = vec![usize::MAX; limit + 1];
    for left in 1..=limit {
        need[left] = (1..=left)
            .find(|&t| t == left || 2 * t < need[left - t])
            .expect("t = left always wins");
    }
    need
}

/// The thresholds agree with the full table where both exist, and give the Fibonacci rule's
/// answers — checked against `solve` — for every pile up to 20000.
#[test]
fn thresholds_up_to_20000() {
    let wins = win_table();
    let need = thresholds(20_000);
    for left in 1..=LIMIT {
        for cap in 1..=left {
            assert_eq!(wins[left][cap], cap >= need[left], "left {left}, cap {cap}");
        }
    }
    let mut input = String::new();
    let mut expected = String::new();
    for n in 2..=20_000 {
        let first = (1..n).any(|t| 2 * t < need[n - t]);
        writeln!(input, "{n}").unwrap();
        expected += if first { "First win\n" } else { "Second win\n" };
    }
    input += "0\n";
    assert_eq!(testkit::solve_to_string(hdu2516::solve, &input), expected);
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let wins = win_table();
    testkit::testdata::assert_agrees("hdu2516", "brute-", 10, |input| brute_output(input, &wins));
}
