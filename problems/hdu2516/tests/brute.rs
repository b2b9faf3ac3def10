//! Fibonacci Nim played from the rules on piles up to 100, compared with `solve` on random
//! inputs and with every `brute-*` testdata answer; and, from the rules too but faster, the
//! winning threshold of every pile up to 20000.

use std::fmt::Write as _;
use testkit::input::numbers;
use testkit::rand::Rng;
use testkit::search::GameSearch;

/// Piles up to this size are searched.
const LIMIT: usize = 100;

type Search = GameSearch<(usize, usize)>;

/// Fibonacci Nim from the rules. A position is `(left, cap)`: `left` stones, of which the
/// player to move may take `t` with `1 ≤ t ≤ cap` (`cap ≤ left`); then the opponent may take up
/// to `2t`. Taking the last stone wins: the opponent, facing none, has no move.
fn fibonacci_nim() -> Search {
    GameSearch::normal(|&(left, cap): &(usize, usize)| {
        (1..=cap)
            .map(|t| (left - t, (2 * t).min(left - t)))
            .collect()
    })
}

/// The expected output of `input`: the piles up to the first `0` (or the end), each `n ≥ 2`
/// a position `(n, n − 1)` (the first move may not take all).
fn brute_output(input: &str, search: &mut Search) -> String {
    let positions = numbers::<usize>(input).take_while(|&n| n != 0).map(|n| {
        assert!((2..=LIMIT).contains(&n), "pile {n} is not searched");
        (n, n - 1)
    });
    search.answer_lines(positions, "First win", "Second win")
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
    let mut search = fibonacci_nim();
    let outputs = testkit::compare_with_brute(500, random_input, hdu2516::solve, |input| {
        brute_output(input, &mut search)
    });
    testkit::assert_lines_share(&outputs, |l| l == "Second win", 5);
}

/// Every pile from 2 to 100 against `solve`, in one input.
#[test]
fn every_small_pile() {
    let mut search = fibonacci_nim();
    let mut input = String::new();
    for n in 2..=LIMIT {
        writeln!(input, "{n}").unwrap();
    }
    input += "0\n";
    assert_eq!(
        testkit::solve_to_string(hdu2516::solve, &input),
        brute_output(&input, &mut search)
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

/// The thresholds agree with the search where both exist, and give the Fibonacci rule's
/// answers — checked against `solve` — for every pile up to 20000.
#[test]
fn thresholds_up_to_20000() {
    let mut search = fibonacci_nim();
    let need = thresholds(20_000);
    for left in 1..=LIMIT {
        for cap in 1..=left {
            let wins = search.mover_wins((left, cap));
            assert_eq!(wins, cap >= need[left], "left {left}, cap {cap}");
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
    let mut search = fibonacci_nim();
    testkit::testdata::assert_agrees("hdu2516", "brute-", 10, |input| {
        brute_output(input, &mut search)
    });
}
