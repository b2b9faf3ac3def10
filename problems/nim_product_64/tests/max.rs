//! The `max-*` testdata: regenerated from their rules and seeds (so their provenance is
//! checked), with expected outputs recomputed by a second method — the recursive product of
//! powers of two from Conway's rules (as the Codeforces 1310F statement writes it), with no
//! tables and no Karatsuba split.

use std::fmt::Write as _;
use std::path::PathBuf;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// Nim products from the rules `F ⊗ x = F·x` for `x < F` and `F ⊗ F = 3F/2`, where `F` runs
/// over the Fermat 2-powers `2^(2^n)`: a product is the xor of the products of its factors'
/// powers of two, and those recurse on the largest Fermat 2-power involved.
struct RuleProduct {
    /// `powers[i][j] = 2^i ⊗ 2^j` once computed, 0 before (no product of non-zero values is 0).
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

    /// `2^i ⊗ 2^j`.
    fn powers_of_two(&mut self, i: u32, j: u32) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        if self.powers[i as usize][j as usize] != 0 {
            return self.powers[i as usize][j as usize];
        }
        // The largest Fermat 2-power F = 2^(2^n) <= max(2^i, 2^j), as its exponent 2^n.
        let half = 1u32 << (31 - i.max(j).leading_zeros());
        let product = match (i >= half, j >= half) {
            // F ⊗ F ⊗ (2^(i−h) ⊗ 2^(j−h)) = 3F/2 ⊗ that, the last factor below F.
            (true, true) => {
                let rest = self.powers_of_two(i - half, j - half);
                self.mul(3 << (half - 1), rest)
            }
            // F ⊗ x = F·x for x < F.
            (true, false) => self.powers_of_two(i - half, j) << half,
            (false, _) => self.powers_of_two(i, j - half) << half,
        };
        self.powers[i as usize][j as usize] = product;
        product
    }
}

/// The expected output of `input`, parsed on its own and multiplied by [`RuleProduct`].
fn second_method(input: &str) -> String {
    let mut rules = RuleProduct::new();
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a u64"));
    let pairs = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..pairs {
        let (a, b) = (numbers.next().expect("A"), numbers.next().expect("B"));
        writeln!(out, "{}", rules.mul(a, b)).unwrap();
    }
    out
}

fn with_count(pairs: &[(u64, u64)]) -> String {
    let mut text = format!("{}\n", pairs.len());
    for (a, b) in pairs {
        writeln!(text, "{a} {b}").unwrap();
    }
    text
}

/// `max-power-of-two`: every `2^i, 2^j` for `i, j < 64`, row by row — byte for byte the
/// official `power_of_two_00.in` (its SHA-256 is checked in `tests/official.rs`).
fn powers_of_two() -> String {
    let pairs: Vec<(u64, u64)> = (0..64)
        .flat_map(|i| (0..64).map(move |j| (1 << i, 1 << j)))
        .collect();
    with_count(&pairs)
}

/// `max-random`: 30000 uniform 64-bit pairs (1.2 MB; the judge's 10^6 would be 41 MB), after
/// the extremes 0, 1, 2^63, 2^64 − 1 and the Fermat 2-powers against each other.
fn random_pairs(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let special = [0, 1, 2, 1 << 63, u64::MAX, u64::MAX - 1, 1 << 16, 1 << 32];
    let mut pairs: Vec<(u64, u64)> = special
        .iter()
        .flat_map(|&a| special.iter().map(move |&b| (a, b)))
        .collect();
    while pairs.len() < 30_000 {
        pairs.push((rng.gen(), rng.gen()));
    }
    with_count(&pairs)
}

/// `max-mirrored`: pairs `(2^64 − 1 − a, 2^64 − 1 − b)` by increasing `a + b`, as the
/// official `large` tests, the first 20000 of them (the official ones are 10^5 and 10^6
/// long, checked by hash in `tests/official.rs`).
fn mirrored_pairs() -> String {
    let mut pairs = Vec::new();
    'sums: for sum in 0u64.. {
        for a in 0..=sum {
            if pairs.len() == 20_000 {
                break 'sums;
            }
            pairs.push((u64::MAX - a, u64::MAX - (sum - a)));
        }
    }
    with_count(&pairs)
}

fn testdata(name: &str) -> PathBuf {
    testkit::testdata::dir("nim_product_64").join(name)
}

#[test]
fn max_inputs_come_from_their_generators() {
    for (name, text) in [
        ("max-power-of-two.in", powers_of_two()),
        ("max-random.in", random_pairs(64)),
        ("max-mirrored.in", mirrored_pairs()),
    ] {
        let path = testdata(name);
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&path, &text).expect("writable testdata");
        }
        let committed = std::fs::read_to_string(&path).expect(name);
        assert!(committed == text, "{name} differs from its generator");
        assert!(
            committed.len() < 3 << 20,
            "{name} is {} bytes",
            committed.len()
        );
    }
}

#[test]
fn max_outputs_match_second_method() {
    testkit::testdata::assert_agrees("nim_product_64", "max-", 3, second_method);
}

/// The rules give the values every source quotes (the Codeforces 1310F statement's examples,
/// Conway's F ⊗ F = 3F/2).
#[test]
fn second_method_has_the_known_values() {
    let mut rules = RuleProduct::new();
    assert_eq!(rules.mul(4, 4), 6);
    assert_eq!(rules.mul(8, 8), 13);
    assert_eq!(rules.mul(32, 64), 141);
    assert_eq!(rules.mul(5, 6), 8);
    assert_eq!(rules.mul(1 << 32, 1 << 32), 3 << 31);
    assert_eq!(rules.mul(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
}

/// 10^5 more random pairs against the second method, in memory (the judge's `random_few`
/// size; its `random` tests are ten times that).
#[test]
fn many_random_pairs_match_second_method() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let pairs: Vec<(u64, u64)> = (0..100_000).map(|_| (rng.gen(), rng.gen())).collect();
    let input = with_count(&pairs);
    assert_eq!(
        testkit::solve_to_string(nim_product_64::solve, &input),
        second_method(&input)
    );
}

/// Writes a judge-size timing input (10^6 random pairs, 41 MB) to the target directory:
/// `cargo test -p nim_product_64 --test max -- --ignored --nocapture`.
#[test]
#[ignore = "writes a timing input; run by hand"]
fn write_timing_input() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let pairs: Vec<(u64, u64)> = (0..1_000_000).map(|_| (rng.gen(), rng.gen())).collect();
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nim_product_64-random.in");
    std::fs::write(&path, with_count(&pairs)).expect("writable target dir");
    println!("{}", path.display());
}
