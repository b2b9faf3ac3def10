//! The `max-*` testdata: regenerated from fixed seeds, and every expected output recomputed
//! by methods independent of the solution's square root: a Zeckendorf test for pairs up to
//! 2^64 − 1, and Wythoff's mex construction for pairs up to 10^6. The two methods are checked
//! against each other first.

use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// `FIB[i]` = F_{i+2}: 1, 2, 3, 5, 8, … up to the largest below 2^128 (so that every sum of
/// shifted terms of a u64 fits).
fn fibonacci() -> Vec<u128> {
    let mut fib = vec![1u128, 2];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    fib
}

/// The Zeckendorf terms of `x >= 1` as indices into [`fibonacci`], largest first (greedy:
/// always take the largest Fibonacci number that fits).
fn zeckendorf(x: u128, fib: &[u128]) -> Vec<usize> {
    let mut terms = Vec::new();
    let mut rest = x;
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            terms.push(i);
            rest -= fib[i];
        }
    }
    terms
}

/// Whether `(a, b)` is a losing pair, by Zeckendorf's characterisation of Wythoff's pairs
/// (Silber 1976): with `1 ≤ a ≤ b`, `a` is a lower Wythoff number iff its smallest term is
/// `F_i` with `i` even (`FIB` index `i − 2` even), and its partner is the sum of the `F_{i+1}`.
fn losing_by_zeckendorf(a: u64, b: u64, fib: &[u128]) -> bool {
    let (low, high) = (a.min(b), a.max(b));
    if low == 0 {
        return high == 0;
    }
    let terms = zeckendorf(u128::from(low), fib);
    let smallest = *terms.last().expect("low >= 1 has a term");
    let shifted: u128 = terms.iter().map(|&i| fib[i + 1]).sum();
    smallest % 2 == 0 && shifted == u128::from(high)
}

/// `partner[x]` for `x <= limit`: the other member of the losing pair holding `x`, or
/// `u64::MAX` if that member is above `limit`. Built by Wythoff's construction: the `k`-th
/// pair is `(a, a + k)` where `a` is the smallest number in no earlier pair.
fn mex_partners(limit: usize) -> Vec<u64> {
    let mut partner = vec![u64::MAX; limit + 1];
    let mut used = vec![false; limit + 1];
    let mut smallest_free = 0;
    for k in 0.. {
        while smallest_free <= limit && used[smallest_free] {
            smallest_free += 1;
        }
        if smallest_free > limit {
            break;
        }
        let (a, b) = (smallest_free, smallest_free + k);
        used[a] = true;
        if b <= limit {
            used[b] = true;
            partner[b] = a as u64;
            partner[a] = b as u64;
        }
    }
    partner
}

fn answers(input: &str, losing: impl Fn(u64, u64) -> bool) -> String {
    let piles: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("a pile"))
        .collect();
    let mut out = String::new();
    for pair in piles.chunks(2) {
        out += if losing(pair[0], pair[1]) {
            "0\n"
        } else {
            "1\n"
        };
    }
    out
}

/// A pair for a file whose piles go up to `largest`: a losing pair (a third of the time),
/// a losing pair with one or both piles moved by one, a pair of consecutive Fibonacci
/// numbers (where `kφ` is nearest an integer and floating point fails) or its neighbours,
/// equal piles, or a uniform pair.
fn random_pair(rng: &mut ChaCha8Rng, largest: u64, fib: &[u128]) -> (u64, u64) {
    let losing_pair = |rng: &mut ChaCha8Rng| loop {
        let shift = rng.gen_range(0..8);
        let a = rng.gen_range(1..=largest >> shift);
        let terms = zeckendorf(u128::from(a), fib);
        if terms.last().expect("a >= 1") % 2 == 0 {
            let b: u128 = terms.iter().map(|&i| fib[i + 1]).sum();
            if b <= u128::from(largest) {
                break (a, b as u64);
            }
        }
    };
    let (a, b) = match rng.gen_range(0..12) {
        0..=3 => losing_pair(rng),
        4 | 5 => {
            let (a, b) = losing_pair(rng);
            let nudge = |x: u64, rng: &mut ChaCha8Rng| match rng.gen_range(0..3) {
                0 => x.saturating_sub(1),
                1 => x.saturating_add(1).min(largest),
                _ => x,
            };
            (nudge(a, rng), nudge(b, rng))
        }
        6 | 7 => {
            let top = fib
                .iter()
                .take_while(|&&f| f <= u128::from(largest))
                .count();
            let n = rng.gen_range(0..top - 1);
            let offset = rng.gen_range(0..=2) as u64;
            (
                (fib[n] as u64).saturating_sub(offset),
                (fib[n + 1] as u64).saturating_sub(offset),
            )
        }
        8 => {
            let x = rng.gen_range(0..=largest);
            (x, x)
        }
        _ => (rng.gen_range(0..=largest), rng.gen_range(0..=largest)),
    };
    if rng.gen_bool(0.5) {
        (b, a)
    } else {
        (a, b)
    }
}

/// `count` pairs up to `largest`, one per line, after `fixed` (the extremes).
fn generate(seed: u64, count: usize, largest: u64, fixed: &[(u64, u64)]) -> String {
    let fib = fibonacci();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut text = String::new();
    for &(a, b) in fixed {
        writeln!(text, "{a} {b}").unwrap();
    }
    for _ in fixed.len()..count {
        let (a, b) = random_pair(&mut rng, largest, &fib);
        writeln!(text, "{a} {b}").unwrap();
    }
    text
}

const G: u64 = 1_000_000_000;
const E18: u64 = 1_000_000_000_000_000_000;

/// The committed inputs: name, generator seed, number of pairs, largest pile, fixed pairs.
fn max_cases() -> Vec<(&'static str, String)> {
    vec![
        (
            "max-small-1",
            generate(
                1067,
                50_000,
                1_000_000,
                &[(0, 0), (1_000_000, 1_000_000), (0, 1_000_000)],
            ),
        ),
        (
            "max-judge-1",
            generate(
                2252,
                100_000,
                G,
                &[
                    (G, G),
                    (0, G),
                    (433_494_437, 701_408_733),
                    (267_914_296, 433_494_437),
                ],
            ),
        ),
        (
            "max-big-1",
            generate(
                1527,
                60_000,
                u64::MAX,
                &[(E18, E18), (u64::MAX, u64::MAX), (u64::MAX, 0), (0, E18)],
            ),
        ),
    ]
}

#[test]
fn max_inputs_come_from_the_generator() {
    for (name, text) in max_cases() {
        let path = testkit::testdata::dir("luogu2252").join(format!("{name}.in"));
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&path, &text).expect("writable testdata");
        }
        let committed = std::fs::read_to_string(&path).expect("a max input");
        assert!(committed == text, "{name}.in differs from its generator");
        assert!(
            committed.len() < 3 << 20,
            "{name}.in is {} bytes",
            committed.len()
        );
    }
}

#[test]
fn zeckendorf_and_mex_construction_agree() {
    let fib = fibonacci();
    let limit = 200_000;
    let partner = mex_partners(limit);
    for x in 0..=limit as u64 {
        let p = partner[x as usize];
        if p != u64::MAX {
            assert!(losing_by_zeckendorf(x, p, &fib), "({x}, {p})");
            for other in [p.saturating_sub(1), p + 1] {
                if other != p {
                    assert!(!losing_by_zeckendorf(x, other, &fib), "({x}, {other})");
                }
            }
        }
    }
}

#[test]
fn max_small_matches_the_mex_construction() {
    let partner = mex_partners(1_000_000);
    testkit::testdata::assert_agrees("luogu2252", "max-small-", 1, |input| {
        answers(input, |a, b| partner[a as usize] == b)
    });
}

#[test]
fn max_judge_and_big_match_zeckendorf() {
    let fib = fibonacci();
    for prefix in ["max-judge-", "max-big-"] {
        testkit::testdata::assert_agrees("luogu2252", prefix, 1, |input| {
            answers(input, |a, b| losing_by_zeckendorf(a, b, &fib))
        });
    }
}

/// Each max file exercises both answers, losing pairs a good share of them.
#[test]
fn max_outputs_hold_both_answers() {
    for name in ["max-small-1", "max-judge-1", "max-big-1"] {
        let path = testkit::testdata::dir("luogu2252").join(format!("{name}.out"));
        let out = std::fs::read_to_string(path).expect("a max output");
        let zeros = out.lines().filter(|&l| l == "0").count();
        let total = out.lines().count();
        assert!(
            zeros * 5 > total && zeros * 5 < total * 3,
            "{name}: {zeros} of {total}"
        );
    }
}
