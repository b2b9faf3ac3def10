//! The `max-*` testdata: regenerated from its seed (so its provenance is checked), with the
//! expected output recomputed by a second method: each light's value as the nim product of its
//! coordinates computed from Conway's rules for powers of two (no tables, no Karatsuba split).

use std::collections::HashSet;
use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

const CASES: usize = 100;
const LIGHTS: usize = 1000;
const LARGEST: u64 = 10_000;

/// Nim products from `F ⊗ x = F·x` (`x < F`) and `F ⊗ F = 3F/2` for the Fermat 2-powers
/// `F = 2^(2^n)`, by recursion on the largest one involved.
struct RuleProduct {
    /// `powers[i][j] = 2^i ⊗ 2^j` once computed, 0 before.
    powers: Vec<[u64; 64]>,
}

impl RuleProduct {
    fn new() -> Self {
        RuleProduct {
            powers: vec![[0; 64]; 64],
        }
    }

    fn mul(&mut self, a: u64, b: u64) -> u64 {
        let mut product = 0;
        for i in (0..64).filter(|i| a >> i & 1 == 1) {
            for j in (0..64).filter(|j| b >> j & 1 == 1) {
                product ^= self.powers_of_two(i, j);
            }
        }
        product
    }

    fn powers_of_two(&mut self, i: u32, j: u32) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        if self.powers[i as usize][j as usize] != 0 {
            return self.powers[i as usize][j as usize];
        }
        let half = 1u32 << (31 - i.max(j).leading_zeros());
        let product = match (i >= half, j >= half) {
            (true, true) => {
                let rest = self.powers_of_two(i - half, j - half);
                self.mul(3 << (half - 1), rest)
            }
            (true, false) => self.powers_of_two(i - half, j) << half,
            (false, _) => self.powers_of_two(i, j - half) << half,
        };
        self.powers[i as usize][j as usize] = product;
        product
    }
}

/// The expected output of `input`, parsed on its own: a case is a first-player win iff the
/// xor of `x ⊗ y` over its lights is non-zero.
fn second_method(input: &str) -> String {
    let mut rules = RuleProduct::new();
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("n");
        let mut total = 0;
        for _ in 0..n {
            let (x, y) = (numbers.next().expect("x"), numbers.next().expect("y"));
            total ^= rules.mul(x, y);
        }
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
fn cancelling_cell(total: u64, used: &HashSet<(u64, u64)>, rules: &mut RuleProduct) -> (u64, u64) {
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
    let mut rules = RuleProduct::new();
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
                    cancelling_cell(total, &used, &mut rules)
                };
                cells.push(last);
            }
            _ => {
                let rest = LIGHTS - cells.len();
                cells.extend(random_cells(&mut rng, rest, &mut used));
            }
        }
        writeln!(text, "{}", cells.len()).unwrap();
        for (x, y) in cells {
            writeln!(text, "{x} {y}").unwrap();
        }
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

/// The rules give the values every source quotes.
#[test]
fn second_method_has_the_known_values() {
    let mut rules = RuleProduct::new();
    assert_eq!(rules.mul(2, 2), 3);
    assert_eq!(rules.mul(8, 8), 13);
    assert_eq!(rules.mul(32, 64), 141);
    assert_eq!(rules.mul(5, 6), 8);
    assert_eq!(rules.mul(3141, 5926), 14994);
}
