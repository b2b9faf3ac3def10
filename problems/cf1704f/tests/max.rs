//! The `max-*` testdata (the sum of `n` at the statement's 5·10^5): regenerated from fixed
//! seeds, so their provenance is checked, and their outputs recomputed by a second method that
//! shares nothing with the crate's: Dawson's Chess values as published (OEIS A002187) with the
//! published period, themselves checked against a plain mex recurrence.

use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// OEIS A002187, the nim-sequence of Dawson's Chess (octal 0.137) from n = 0. A run of `L ≥ 1`
/// cells here is a heap of `L − 1` in Dawson's Chess: both games remove the equivalent of two
/// neighbouring cells, and Dawson's Chess counts the gaps between cells instead of cells.
const DAWSON_CHESS: [u32; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// A002187 repeats with period 34 from n = 52 on (Guy and Smith 1956; Winning Ways, ch. 4).
const PUBLISHED_PREPERIOD: usize = 52;
const PUBLISHED_PERIOD: usize = 34;

/// The value of a run of `len` cells from the published table and period.
fn published_run_value(len: usize) -> u32 {
    if len == 0 {
        return 0;
    }
    let mut heap = len - 1;
    if heap >= DAWSON_CHESS.len() {
        heap = PUBLISHED_PREPERIOD + (heap - PUBLISHED_PREPERIOD) % PUBLISHED_PERIOD;
    }
    DAWSON_CHESS[heap]
}

/// The expected output of `input`, parsed on its own: colour counts first, then the xor of
/// [`published_run_value`] over the runs, cut wherever a cell repeats its left neighbour.
fn second_method(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let rows: usize = tokens.next().expect("t").parse().expect("t");
    let mut out = String::new();
    for _ in 0..rows {
        let _n = tokens.next().expect("n");
        let row = tokens.next().expect("the row").as_bytes();
        let surplus = red_surplus(row);
        let alice = if surplus == 0 {
            let cuts: Vec<usize> = (1..row.len()).filter(|&i| row[i] == row[i - 1]).collect();
            let mut bounds = vec![0];
            bounds.extend(cuts);
            bounds.push(row.len());
            bounds
                .windows(2)
                .map(|w| published_run_value(w[1] - w[0]))
                .fold(0, |acc, g| acc ^ g)
                != 0
        } else {
            surplus > 0
        };
        out.push_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    out
}

/// Red cells minus blue cells.
fn red_surplus(row: &[u8]) -> i64 {
    row.iter()
        .fold(0, |surplus, &c| surplus + if c == b'R' { 1 } else { -1 })
}

/// The published values against the definition: G(L) = mex of G(i) xor G(L − 2 − i).
#[test]
fn published_values_match_the_mex_recurrence() {
    let mut g = vec![0u32; 2001];
    for len in 2..g.len() {
        let options: Vec<u32> = (0..=len - 2).map(|i| g[i] ^ g[len - 2 - i]).collect();
        g[len] = (0..=options.len() as u32)
            .find(|v| !options.contains(v))
            .unwrap();
    }
    for (len, &value) in g.iter().enumerate() {
        assert_eq!(published_run_value(len), value, "run of {len}");
    }
}

/// A row made of the alternating runs `lengths`, each starting with the colour the previous
/// one ended with (so that runs stay apart); the first starts with `first`.
fn row_of_runs(lengths: &[usize], first: u8) -> Vec<u8> {
    let mut row = Vec::new();
    let mut colour = first;
    for &len in lengths {
        for i in 0..len {
            row.push(if i % 2 == 0 { colour } else { other(colour) });
        }
        colour = *row.last().expect("runs are non-empty");
    }
    row
}

fn other(colour: u8) -> u8 {
    if colour == b'R' {
        b'B'
    } else {
        b'R'
    }
}

/// `half` followed by a copy of it with the colours swapped: the copy starts with the colour
/// `half` ends with (it must start and end differently), so the runs stay apart and every run
/// appears twice — a balanced row that the first player loses.
fn doubled(half: &[u8]) -> Vec<u8> {
    assert_ne!(
        half.first(),
        half.last(),
        "the copy would merge with the half"
    );
    let mut row = half.to_vec();
    row.extend(half.iter().map(|&c| other(c)));
    row
}

/// `n` random letters, the last differing from the first.
fn random_half(rng: &mut ChaCha8Rng, n: usize) -> Vec<u8> {
    let mut half: Vec<u8> = (0..n)
        .map(|_| if rng.gen_bool(0.5) { b'R' } else { b'B' })
        .collect();
    half[n - 1] = other(half[0]);
    half
}

/// A balanced random row of `n` cells (n even).
fn shuffled_row(rng: &mut ChaCha8Rng, n: usize) -> Vec<u8> {
    let mut row: Vec<u8> = (0..n)
        .map(|i| if i < n / 2 { b'R' } else { b'B' })
        .collect();
    testkit::rand::seq::SliceRandom::shuffle(&mut row[..], rng);
    row
}

/// Run lengths for long rows: mostly short, the exceptional ones of 0.07 often, and some
/// hundreds or thousands of cells long.
fn run_length(rng: &mut ChaCha8Rng) -> usize {
    match rng.gen_range(0..10) {
        0..=4 => rng.gen_range(1..=12),
        5 | 6 => [15, 17, 18, 32, 35, 52][rng.gen_range(0..6)],
        7 | 8 => rng.gen_range(13..=400),
        _ => rng.gen_range(401..=5000),
    }
}

/// Random run lengths adding up to `total`.
fn runs_up_to(rng: &mut ChaCha8Rng, total: usize) -> Vec<usize> {
    let mut lengths = Vec::new();
    let mut left = total;
    while left > 0 {
        let len = run_length(rng).min(left);
        lengths.push(len);
        left -= len;
    }
    lengths
}

/// Whether `row` has as many red cells as blue.
fn balanced(row: &[u8]) -> bool {
    red_surplus(row) == 0
}

/// A row of exactly `n` cells built from random runs that satisfies `accept`, drawn again
/// until one does.
fn runs_row(rng: &mut ChaCha8Rng, n: usize, accept: impl Fn(&[u8]) -> bool) -> Vec<u8> {
    loop {
        let lengths = runs_up_to(rng, n);
        let row = row_of_runs(&lengths, if rng.gen_bool(0.5) { b'R' } else { b'B' });
        if accept(&row) {
            return row;
        }
    }
}

fn input_of(rows: &[Vec<u8>]) -> String {
    let mut input = format!("{}\n", rows.len());
    for row in rows {
        writeln!(input, "{}\n{}", row.len(), String::from_utf8_lossy(row)).unwrap();
    }
    input
}

/// The max inputs, each with the sum of `n` at 5·10^5:
/// - 1: one alternating run of 5·10^5 cells (the whole row is one heap);
/// - 2: 10^4 rows of 50 cells: a quarter [`doubled`] random halves (losses), half balanced
///   shuffles, a quarter random letters (mostly unbalanced);
/// - 3: two balanced rows of 2.5·10^5 cells built from runs of every kind of length, the
///   first [`doubled`] (a loss with thousands of runs).
fn generate(which: u32) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(1704 + u64::from(which));
    let rows: Vec<Vec<u8>> = match which {
        1 => vec![row_of_runs(&[500_000], b'R')],
        2 => (0..10_000)
            .map(|i| match i % 4 {
                0 => doubled(&random_half(&mut rng, 25)),
                1 | 2 => shuffled_row(&mut rng, 50),
                _ => (0..50)
                    .map(|_| if rng.gen_bool(0.5) { b'R' } else { b'B' })
                    .collect(),
            })
            .collect(),
        _ => {
            let half = runs_row(&mut rng, 125_000, |h| h.first() != h.last());
            vec![doubled(&half), runs_row(&mut rng, 250_000, balanced)]
        }
    };
    input_of(&rows)
}

const MAX_CASES: u32 = 3;

#[test]
fn max_inputs_come_from_the_generator() {
    for which in 1..=MAX_CASES {
        let path = testkit::testdata::dir("cf1704f").join(format!("max-{which}.in"));
        let committed = std::fs::read_to_string(&path).expect("max input");
        assert!(committed == generate(which), "max-{which}.in differs");
        assert!(committed.len() < 3 << 20, "max-{which}.in is too large");
        let cells: usize = committed
            .split_ascii_whitespace()
            .skip(2)
            .step_by(2)
            .map(str::len)
            .sum();
        assert_eq!(cells, 500_000, "max-{which}.in");
    }
}

#[test]
fn max_outputs_match_the_second_method() {
    testkit::testdata::assert_agrees("cf1704f", "max-", MAX_CASES as usize, second_method);
}

/// Writes `testdata/cf1704f/max-*.in`: `cargo test -p cf1704f --test max -- --ignored`, then
/// `BLESS=1 cargo test -p cf1704f --test max` for the outputs.
#[test]
#[ignore = "regenerates testdata"]
fn write_max_inputs() {
    for which in 1..=MAX_CASES {
        let path = testkit::testdata::dir("cf1704f").join(format!("max-{which}.in"));
        std::fs::write(path, generate(which)).unwrap();
    }
}
