//! The `max-*` testdata — ten sheets up to 500 × 500, the judge's limits — regenerated from
//! fixed seeds, and their outputs recomputed by a second method: the value of every sheet up to
//! 500 × 500 by the simplest-number rule over all cuts (a table of integers), not by bit
//! lengths.

use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// The judge's largest side.
const SIDE: usize = 500;

/// `value[b][d]` of every `b × d` sheet with `b, d ≤ SIDE`: `{L | R}` where `L` is Harry's best
/// cut (the largest sum of the two pieces when the depth is split) and `R` is Vicky's best cut
/// (the smallest sum when the breadth is split), evaluated as the simplest number strictly
/// between them. Every value comes out an integer; the function checks that it does.
fn values() -> Vec<Vec<i32>> {
    let mut value = vec![vec![0i32; SIDE + 1]; SIDE + 1];
    for b in 1..=SIDE {
        for d in 1..=SIDE {
            // A cut and its mirror image give the same two pieces.
            let left = (1..=d / 2).map(|r| value[b][r] + value[b][d - r]).max();
            let right = (1..=b / 2).map(|c| value[c][d] + value[b - c][d]).min();
            value[b][d] = simplest_integer_between(left, right, (b, d));
        }
    }
    value
}

/// The simplest number strictly between `left` and `right` (`None`: no bound on that side),
/// which must be an integer here: 0 if it lies between them, else the integer between them
/// closest to 0.
fn simplest_integer_between(left: Option<i32>, right: Option<i32>, sheet: (usize, usize)) -> i32 {
    let above_left = left.map_or(i32::MIN, |l| l + 1);
    let below_right = right.map_or(i32::MAX, |r| r - 1);
    assert!(
        above_left <= below_right,
        "{sheet:?}: {{{left:?} | {right:?}}} holds no integer"
    );
    if above_left > 0 {
        above_left
    } else if below_right < 0 {
        below_right
    } else {
        0
    }
}

/// The expected output of a valid `input`, from the value table: the starter wins iff the
/// sheet's value favours the starter (a value of 0 is lost by whoever starts).
fn table_output(input: &str, value: &[Vec<i32>]) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let count: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..count {
        let b: usize = tokens.next().unwrap().parse().unwrap();
        let d: usize = tokens.next().unwrap().parse().unwrap();
        let name = tokens.next().unwrap();
        let v = value[b][d];
        let wins = if name == "Harry" { v > 0 } else { v < 0 };
        out.push_str(name);
        out.push_str(if wins { " can win\n" } else { " cannot win\n" });
    }
    out
}

/// `max-1`: the brief's boundaries at the judge's size (255 / 256 and 128 / 255, a square, the
/// thinnest strips, sheets whose longer side has no more bits); `max-2`: ten random sheets up
/// to 500 × 500, either player starting.
fn generate(name: &str) -> String {
    let sheets: Vec<(usize, usize, &str)> = if name == "max-1.in" {
        vec![
            (500, 500, "Harry"),
            (1, 500, "Harry"),
            (500, 1, "Harry"),
            (257, 500, "Vicky"),
            (128, 255, "Vicky"),
            (255, 256, "Vicky"),
            (256, 255, "Vicky"),
            (256, 255, "Harry"),
            (255, 256, "Harry"),
            (499, 500, "Vicky"),
        ]
    } else {
        let mut rng = ChaCha8Rng::seed_from_u64(2015);
        (0..10)
            .map(|_| {
                let b = rng.gen_range(1..=SIDE);
                let d = rng.gen_range(1..=SIDE);
                (b, d, if rng.gen_bool(0.5) { "Harry" } else { "Vicky" })
            })
            .collect()
    };
    let mut text = format!("{}\n", sheets.len());
    for (b, d, name) in sheets {
        let _ = writeln!(text, "{b} {d} {name}");
    }
    text
}

#[test]
fn max_inputs_come_from_the_generator() {
    for name in ["max-1.in", "max-2.in"] {
        testkit::testdata::assert_generated("cuttingbrownies", name, &generate(name));
    }
}

#[test]
fn max_outputs_match_the_value_table() {
    let value = values();
    // Spot values from the brief, so the table itself is pinned.
    assert_eq!(value[1][500], 499);
    assert_eq!(value[4][2], -1);
    assert_eq!(value[6][8], 1);
    assert_eq!(value[3][2], 0);
    assert_eq!(value[500][500], 0);
    testkit::testdata::assert_agrees("cuttingbrownies", "max-", 2, |input| {
        table_output(input, &value)
    });
}
