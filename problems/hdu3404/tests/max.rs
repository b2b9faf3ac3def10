//! The `max-*` testdata: regenerated from its seed (so its provenance is checked), with the
//! expected output recomputed by a second method: each light's value as the nim product of its
//! coordinates computed from Conway's rules for powers of two (`testkit::nimber`, no subfield
//! tables, no Karatsuba split).

use std::collections::HashSet;
use testkit::input::{counted_pair_lists, push_pairs};
use testkit::nimber::SlowField;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

const CASES: usize = 100;
const LIGHTS: usize = 1000;
const LARGEST: u64 = 10_000;

/// The expected output of `input`, parsed on its own: a case is a first-player win iff the
/// xor of `x ⊗ y` over its lights is non-zero.
fn second_method(input: &str) -> String {
    let rules = SlowField::new();
    let mut out = String::new();
    for lights in counted_pair_lists::<u64>(input) {
        let total = lights.iter().fold(0, |t, &(x, y)| t ^ rules.mul(x, y));
        out.push_str(if total == 0 {
            "Don't waste your time.\n"
        } else {
            "Have a try, lxhgww.\n"
        });
    }
    out
}

/// `count` distinct random cells, none in `used`.
fn random_cells(
    rng: &mut ChaCha8Rng,
    count: usize,
    used: &mut HashSet<(u64, u64)>,
) -> Vec<(u64, u64)> {
    let mut cells = Vec::with_capacity(count);
    while cells.len() < count {
        let cell = (rng.gen_range(1..=LARGEST), rng.gen_range(1..=LARGEST));
        if used.insert(cell) {
            cells.push(cell);
        }
    }
    cells
}

/// A free cell whose value cancels `total` (so the case becomes a loss), searched by rows.
fn cancelling_cell(total: u64, used: &HashSet<(u64, u64)>, rules: &SlowField) -> (u64, u64) {
    (1..=LARGEST)
        .flat_map(|x| (1..=LARGEST).map(move |y| (x, y)))
        .find(|&(x, y)| !used.contains(&(x, y)) && rules.mul(x, y) == total)
        .expect("some cell has every value below 2^14")
}

/// The max input: `T = 100` cases of `n = 1000` distinct lights with coordinates up to 10^4.
/// Cases `0 mod 4` are 500 cells and their mirror images (a sure loss), cases `1 mod 4` end
/// with a light that cancels the rest (also a loss), the others are random; case 2 starts with
/// the corners of the allowed square.
fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rules = SlowField::new();
    let mut text = format!("{CASES}\n");
    for case in 0..CASES {
        let mut used = HashSet::new();
        let mut cells = Vec::with_capacity(LIGHTS);
        if case == 2 {
            for corner in [(1, 1), (1, LARGEST), (LARGEST, 1), (LARGEST, LARGEST)] {
                used.insert(corner);
                cells.push(corner);
            }
        }
        match case % 4 {
            0 => {
                while cells.len() < LIGHTS {
                    let (x, y) = (rng.gen_range(1..=LARGEST), rng.gen_range(1..=LARGEST));
                    if x != y && !used.contains(&(x, y)) && !used.contains(&(y, x)) {
                        used.insert((x, y));
                        used.insert((y, x));
                        cells.push((x, y));
                        cells.push((y, x));
                    }
                }
            }
            1 => {
                cells.extend(random_cells(&mut rng, LIGHTS - 1, &mut used));
                let total = cells.iter().fold(0, |t, &(x, y)| t ^ rules.mul(x, y));
                let last = if total == 0 {
                    random_cells(&mut rng, 1, &mut used)[0]
                } else {
                    cancelling_cell(total, &used, &rules)
                };
                cells.push(last);
            }
            _ => {
                let rest = LIGHTS - cells.len();
                cells.extend(random_cells(&mut rng, rest, &mut used));
            }
        }
        push_pairs(&mut text, &cells);
    }
    text
}

#[test]
fn max_input_comes_from_the_generator() {
    let path = testkit::testdata::dir("hdu3404").join("max-1.in");
    let text = generate(3404);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &text).expect("writable testdata");
    }
    let committed = std::fs::read_to_string(&path).expect("max-1.in");
    assert!(committed == text, "max-1.in differs from generate(3404)");
}

#[test]
fn max_output_matches_second_method() {
    testkit::testdata::assert_agrees("hdu3404", "max-", 1, second_method);
    let expected = std::fs::read_to_string(testkit::testdata::dir("hdu3404").join("max-1.out"))
        .expect("max-1.out");
    // Half the cases are built to be losses, and the random ones are almost all wins.
    let losses = expected.matches("Don't").count();
    assert!((50..=60).contains(&losses), "{losses} losses");
}
