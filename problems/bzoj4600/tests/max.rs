//! A second computation at the limits: the value of every single tails coin found by evaluating
//! its moves literally on coin indices (no exponent-pair table), against every
//! `testdata/bzoj4600/max-*.out` and against the binary on a full-size generated input.

use gamecore::mex::mex;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use testkit::rand::Rng;

mod common;

/// `g[x]` for every coin `x <= n`: the mex, over the moves that start by turning coin `x`, of
/// the xor of `g` over the other coins flipped (all smaller than `x`).
fn single_coin_values(n: usize, max_q: u32) -> Vec<u32> {
    let mut g = vec![0; n + 1];
    let mut options = Vec::new();
    for x in 1..=n {
        let (c, a, b) = common::decompose(x);
        let index = |a: u32, b: u32| c * 2usize.pow(a) * 3usize.pow(b);
        options.clear();
        // Steps down the exponent of 2, or of 3: the option of stopping at the j-th step xors
        // the values of every coin passed.
        for (of_two, exponent) in [(true, a), (false, b)] {
            let down = |d: u32| {
                if of_two {
                    index(a - d, b)
                } else {
                    index(a, b - d)
                }
            };
            for p in 1..=exponent {
                let mut flipped = 0;
                for j in (1..=max_q).take_while(|&j| p * j <= exponent) {
                    flipped ^= g[down(p * j)];
                    options.push(flipped);
                }
            }
        }
        g[x] = mex(&options);
    }
    g
}

/// The xor of `g` over the tails coins.
fn tails_value(g: &[u32], tails: &[bool]) -> u32 {
    (1..=tails.len())
        .filter(|&x| tails[x - 1])
        .fold(0, |acc, x| acc ^ g[x])
}

/// The expected output for exactly the first `T` cases of `input`.
fn expected_output(input: &str) -> String {
    let mut tables: HashMap<(usize, u32), Vec<u32>> = HashMap::new();
    common::output(common::parse(input).iter().map(|case| {
        let g = tables
            .entry((case.n, case.max_q))
            .or_insert_with(|| single_coin_values(case.n, case.max_q));
        tails_value(g, &case.tails) != 0
    }))
}

/// `t` cases with `n = 30000` and `MAXQ` from 1 to 20 and beyond; every other case is made a
/// loss by turning two coins whose values cancel the rest, so both answers are common.
fn max_input(seed: u64, t: usize) -> String {
    let n = 30_000;
    let mut rng = testkit::rng();
    for _ in 0..seed {
        rng.gen::<u64>();
    }
    let mut input = format!("{t}\n");
    for case in 0..t {
        let max_q = [1, 2, 3, 5, 8, 13, 14, 20, 21, 1000][case % 10] + u32::from(case % 7 == 0);
        let g = single_coin_values(n, max_q);
        let heads_rate = rng.gen_range(0.05..0.95);
        let mut tails: Vec<bool> = (0..n).map(|_| !rng.gen_bool(heads_rate)).collect();
        let total = tails_value(&g, &tails);
        if case % 2 == 0 && total != 0 {
            // Turn two coins whose values xor to the total (the last coin of each value).
            let mut last_with = BTreeMap::new();
            for x in 1..=n {
                last_with.insert(g[x], x);
            }
            let pair = last_with
                .iter()
                .find_map(|(&v, &x)| last_with.get(&(v ^ total)).map(|&y| (x, y)));
            if let Some((x, y)) = pair {
                tails[x - 1] = !tails[x - 1];
                tails[y - 1] = !tails[y - 1];
            }
        }
        let row: Vec<&str> = tails
            .iter()
            .map(|&tail| if tail { "0" } else { "1" })
            .collect();
        writeln!(input, "{n} {max_q}\n{}", row.join(" ")).unwrap();
    }
    input
}

/// Every `max-*.out` is what the second computation says about its `.in`.
#[test]
fn max_testdata_matches_the_second_computation() {
    testkit::testdata::assert_agrees("bzoj4600", "max-", 1, expected_output);
}

/// The judge's limits in full, T = 100 and n = 30000 (6 MB, too large to keep as a file).
#[test]
fn binary_at_the_limits_matches_the_second_computation() {
    let input = max_input(2, 100);
    let output = testkit::run(env!("CARGO_BIN_EXE_bzoj4600"), input.as_bytes());
    assert!(output.status.success());
    let expected = expected_output(&input);
    assert!(expected.contains("win") && expected.contains("lose"));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
}

/// Writes `testdata/bzoj4600/max-1.in` (45 cases, under 3 MB); its `.out` is the binary's,
/// checked by `max_testdata_matches_the_second_computation`.
#[test]
#[ignore = "regenerates testdata"]
fn write_max_testdata() {
    let path = testkit::testdata::dir("bzoj4600").join("max-1.in");
    std::fs::write(path, max_input(1, 45)).unwrap();
}
