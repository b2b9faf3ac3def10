//! The `max-*` testdata — 8 × 8 boards, the judge's largest — regenerated from fixed seeds, and
//! their outputs recomputed by a second method that shares nothing with the crate's: column
//! values as integers scaled by 2^11, from the options by a hand-written simplest-number rule
//! (no `gamecore::partizan`). The same method values every column up to the binary's largest
//! side, 12, against the crate's `ColumnValues`, which shows every one of them a number.

use abc229h::{Column, ColumnValues, MAX_N};
use std::collections::HashMap;
use testkit::rand::seq::SliceRandom;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// Values are kept as multiples of 1/2^11: a column of `n` squares has a denominator of at
/// most 2^(n − 1) (checked: the rule below fails otherwise).
const SCALE_BITS: u32 = 11;
const ONE: i64 = 1 << SCALE_BITS;

/// The simplest number strictly between `left` and `right` (scaled; `None`: no bound), found
/// by trying ever finer steps: an integer if one lies between them (the one closest to 0),
/// else the only odd multiple of 1/2, else of 1/4, and so on.
fn simplest_between(left: Option<i64>, right: Option<i64>) -> i64 {
    if let (Some(l), Some(r)) = (left, right) {
        assert!(l < r, "{{{l} | {r}}} (scaled by 2^11) is not a number");
    }
    for bits in 0..=SCALE_BITS {
        let step = ONE >> bits;
        // The multiples of `step` strictly between the bounds: k·step for k in lo..=hi.
        let lo = left.map_or(i64::MIN / 2, |l| l.div_euclid(step) + 1);
        let hi = right.map_or(i64::MAX / 2, |r| (r - 1).div_euclid(step));
        if lo <= hi {
            return step
                * if lo > 0 {
                    lo
                } else if hi < 0 {
                    hi
                } else {
                    0
                };
        }
    }
    panic!("{{{left:?} | {right:?}}} needs a denominator beyond 2^{SCALE_BITS}")
}

/// Column values by plain memoised recursion over strings of `W`, `B`, `.` (top first).
#[derive(Default)]
struct SecondMethod {
    memo: HashMap<Vec<u8>, i64>,
}

impl SecondMethod {
    /// The options of the player owning `own`: a piece of `own` moved into the empty square
    /// above it, or any piece of the other colour removed.
    fn options(column: &[u8], own: u8) -> Vec<Vec<u8>> {
        let other = if own == b'W' { b'B' } else { b'W' };
        let mut out = Vec::new();
        for i in 0..column.len() {
            if column[i] == own && i > 0 && column[i - 1] == b'.' {
                let mut after = column.to_vec();
                after.swap(i, i - 1);
                out.push(after);
            }
            if column[i] == other {
                let mut after = column.to_vec();
                after[i] = b'.';
                out.push(after);
            }
        }
        out
    }

    /// The value of `column` (scaled by 2^11), Takahashi (`W`) being Left.
    fn value(&mut self, column: &[u8]) -> i64 {
        if let Some(&v) = self.memo.get(column) {
            return v;
        }
        let left = Self::options(column, b'W')
            .iter()
            .map(|o| self.value(o))
            .max();
        let right = Self::options(column, b'B')
            .iter()
            .map(|o| self.value(o))
            .min();
        let v = simplest_between(left, right);
        self.memo.insert(column.to_vec(), v);
        v
    }

    /// The exact sum of the column values of `rows` (scaled).
    fn board_value(&mut self, rows: &[Vec<u8>]) -> i64 {
        (0..rows.len())
            .map(|c| {
                let column: Vec<u8> = rows.iter().map(|row| row[c]).collect();
                self.value(&column)
            })
            .sum()
    }

    /// The expected output of a valid `input`.
    fn output(&mut self, input: &str) -> String {
        let rows: Vec<Vec<u8>> = input
            .split_ascii_whitespace()
            .skip(1)
            .map(|row| row.as_bytes().to_vec())
            .collect();
        let total = self.board_value(&rows);
        (if total > 0 { "Takahashi\n" } else { "Snuke\n" }).to_owned()
    }
}

const N: usize = 8;

fn random_column(rng: &mut ChaCha8Rng, empty: f64) -> Vec<u8> {
    (0..N)
        .map(|_| {
            if rng.gen_bool(empty) {
                b'.'
            } else {
                *[b'W', b'B'].choose(rng).unwrap()
            }
        })
        .collect()
}

/// The colours swapped.
fn mirrored(column: &[u8]) -> Vec<u8> {
    column
        .iter()
        .map(|&s| match s {
            b'W' => b'B',
            b'B' => b'W',
            _ => b'.',
        })
        .collect()
}

/// Columns whose values sum to exactly `target` (scaled), none of them the mirror image of
/// another or worth 0: seven random columns, then the first column (in a shuffled order of all
/// 3^8) that brings the sum to `target` (the method only chooses the input; the answer is
/// checked again below and by the binary's own path).
fn columns_summing_to(
    rng: &mut ChaCha8Rng,
    method: &mut SecondMethod,
    target: i64,
) -> Vec<Vec<u8>> {
    let mut all: Vec<Vec<u8>> = (0..3usize.pow(N as u32))
        .map(|code| {
            (0..N)
                .map(|i| b".WB"[code / 3usize.pow(i as u32) % 3])
                .collect()
        })
        .collect();
    all.shuffle(rng);
    loop {
        let mut columns: Vec<Vec<u8>> = (0..N - 1).map(|_| random_column(rng, 0.4)).collect();
        let partial: i64 = columns.iter().map(|c| method.value(c)).sum();
        let fits = |c: &Vec<u8>, method: &mut SecondMethod, columns: &[Vec<u8>]| {
            method.value(c) != 0 && partial + method.value(c) == target && {
                let mut with = columns.to_vec();
                with.push(c.clone());
                with.iter()
                    .all(|a| method.value(a) != 0 && !with.contains(&mirrored(a)))
            }
        };
        if let Some(last) = all.iter().find(|c| fits(c, method, &columns)) {
            columns.push(last.clone());
            return columns;
        }
    }
}

/// The max file `name`: a random board (`max-1`), a board with no empty square (`max-2`),
/// and boards summing to exactly 1/128 (`max-3`, Takahashi's by the smallest margin there
/// is), 0 with no mirrored columns (`max-4`) and −1/128 (`max-5`).
fn generate(name: &str, method: &mut SecondMethod) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(229);
    let columns: Vec<Vec<u8>> = match name {
        "max-1.in" => (0..N).map(|_| random_column(&mut rng, 0.35)).collect(),
        "max-2.in" => (0..N).map(|_| random_column(&mut rng, 0.0)).collect(),
        "max-3.in" => columns_summing_to(&mut rng, method, ONE / 128),
        "max-4.in" => columns_summing_to(&mut rng, method, 0),
        "max-5.in" => columns_summing_to(&mut rng, method, -ONE / 128),
        _ => unreachable!("{name}"),
    };
    let mut text = format!("{N}\n");
    for r in 0..N {
        let row: Vec<u8> = columns.iter().map(|column| column[r]).collect();
        text.push_str(std::str::from_utf8(&row).unwrap());
        text.push('\n');
    }
    text
}

const MAX_FILES: [&str; 5] = ["max-1.in", "max-2.in", "max-3.in", "max-4.in", "max-5.in"];

#[test]
fn max_inputs_come_from_the_generator() {
    let mut method = SecondMethod::default();
    for name in MAX_FILES {
        testkit::testdata::assert_generated("abc229h", name, &generate(name, &mut method));
    }
}

#[test]
fn max_outputs_match_the_second_method() {
    let mut method = SecondMethod::default();
    testkit::testdata::assert_agrees("abc229h", "max-", MAX_FILES.len(), |input| {
        method.output(input)
    });
    // The constructed sums, recomputed from the stored boards.
    for (name, sum) in [
        ("max-3.in", ONE / 128),
        ("max-4.in", 0),
        ("max-5.in", -ONE / 128),
    ] {
        let input = testkit::testdata::stored("abc229h", name);
        let rows: Vec<Vec<u8>> = input
            .split_ascii_whitespace()
            .skip(1)
            .map(|row| row.as_bytes().to_vec())
            .collect();
        assert_eq!(method.board_value(&rows), sum, "{name}");
    }
}

/// Every column of every height up to `MAX_N` (3^1 + … + 3^12 of them): the crate's values
/// equal the second method's, and the second method
/// finds every one a number — so a board the binary accepts never meets a column that is not.
#[test]
fn every_column_up_to_the_largest_side_is_the_same_number_both_ways() {
    let mut deepest = 0;
    for n in 1..=MAX_N {
        let mut method = SecondMethod::default();
        let mut values = ColumnValues::new();
        for code in 0..3usize.pow(n as u32) {
            let column: Vec<u8> = (0..n)
                .map(|i| b".WB"[code / 3usize.pow(i as u32) % 3])
                .collect();
            let expected = method.value(&column);
            let got = values.value(Column::from_squares(&column)).unwrap();
            let scaled = got.numerator() << (SCALE_BITS - got.exponent());
            assert_eq!(scaled, expected, "{}", String::from_utf8_lossy(&column));
            deepest = deepest.max(got.exponent());
            assert!(
                got.exponent() < n as u32,
                "{got}: a denominator beyond 2^(n − 1)"
            );
        }
    }
    assert_eq!(deepest, MAX_N as u32 - 1);
}
