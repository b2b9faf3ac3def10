//! The `max-*` testdata: regenerated from its fixed seed (so its provenance is checked), and
//! its expected output recomputed with the brief's halving recursion instead of the closed form.

use common::halving;
use std::fmt::Write as _;
use std::path::PathBuf;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;
use testkit::ChaCha8Rng;

mod common;

const CASES: usize = 20;
const PILES: usize = 20_000;
const LARGEST: u64 = 2_000_000_000;

/// The expected output of `input`, solved with [`halving`].
fn second_method(input: &str) -> String {
    common::output(input, |piles| {
        piles
            .chunks(2)
            .map(|group| halving(group[0], group[1]))
            .fold(0, |acc, g| acc ^ g)
            != 0
    })
}

/// A pile whose `size − 1` ends in a random number of 1-bits, so that groups reach high
/// Grundy values (up to 31 below 2·10^9).
fn many_trailing_ones(rng: &mut ChaCha8Rng) -> u64 {
    let ones = rng.gen_range(0..=30);
    let low = (1u64 << ones) - 1;
    let high = rng.gen_range(0..=(LARGEST - 1 - low) >> ones);
    (high << ones | low) + 1
}

fn random_pile(rng: &mut ChaCha8Rng, full_width: bool) -> u64 {
    match rng.gen_range(0..4) {
        _ if full_width => rng.gen_range(1..=LARGEST),
        0 | 1 => rng.gen_range(1..=64),
        2 => rng.gen_range(1..=LARGEST),
        _ => many_trailing_ones(rng),
    }
}

/// The max input: `T = 20`, `N = 2·10^4`, piles up to 2·10^9. Half the piles are small so
/// the file stays under 3 MB; the cases whose index is 0 mod 4 repeat their groups (a sure
/// `NO`), those 1 mod 4 end with a group that cancels the nim-sum (also `NO`, reaching
/// Grundy values up to 31), the rest are random. With `full_width`, every pile is uniform in
/// `1..=2·10^9` (about 4.4 MB, for timing).
fn generate(seed: u64, full_width: bool) -> String {
    let mut rng: ChaCha8Rng = testkit::rand::SeedableRng::seed_from_u64(seed);
    let mut text = format!("{CASES}\n");
    for case in 0..CASES {
        let groups = PILES / 2;
        let mut pairs: Vec<(u64, u64)> = Vec::with_capacity(groups);
        match case % 4 {
            0 if !full_width => {
                for _ in 0..groups / 2 {
                    pairs.push((random_pile(&mut rng, false), random_pile(&mut rng, false)));
                }
                let mut copies = pairs.clone();
                copies.shuffle(&mut rng);
                pairs.extend(copies);
            }
            1 if !full_width => {
                for _ in 0..groups - 1 {
                    pairs.push((random_pile(&mut rng, false), random_pile(&mut rng, false)));
                }
                let total = pairs.iter().fold(0, |acc, &(a, b)| acc ^ halving(a, b));
                // (2^x, 1) has Grundy value x; 31 needs both piles above 2^30.
                pairs.push(match total {
                    0 => (1, 1),
                    31 => ((1 << 30) + 1, 1 << 30),
                    x => (1 << x, 1),
                });
            }
            _ => {
                for _ in 0..groups {
                    pairs.push((
                        random_pile(&mut rng, full_width),
                        random_pile(&mut rng, full_width),
                    ));
                }
            }
        }
        if case == 2 && !full_width {
            // The extremes, by position.
            pairs[0] = (LARGEST, LARGEST);
            pairs[1] = (1, LARGEST);
            pairs[2] = (1, 1);
        }
        writeln!(text, "{PILES}").unwrap();
        for (i, (a, b)) in pairs.iter().enumerate() {
            let end = if i + 1 == pairs.len() { '\n' } else { ' ' };
            write!(text, "{a} {b}{end}").unwrap();
        }
    }
    text
}

fn testdata(name: &str) -> PathBuf {
    testkit::testdata::dir("bzoj1228").join(name)
}

#[test]
fn max_input_comes_from_the_generator() {
    let committed = std::fs::read_to_string(testdata("max-1.in")).expect("max-1.in");
    assert!(
        committed == generate(1228, false),
        "max-1.in differs from generate(1228)"
    );
    assert!(
        committed.len() < 3 << 20,
        "max-1.in is {} bytes",
        committed.len()
    );
}

#[test]
fn max_output_matches_second_method() {
    let input = std::fs::read_to_string(testdata("max-1.in")).expect("max-1.in");
    let expected = std::fs::read_to_string(testdata("max-1.out")).expect("max-1.out");
    assert_eq!(second_method(&input), expected);
    // The file is meant to exercise both answers.
    assert!(
        expected.contains("YES") && expected.contains("NO"),
        "{expected}"
    );
}

#[test]
fn full_width_input_matches_second_method() {
    let input = generate(2009, true);
    assert_eq!(
        testkit::solve_to_string(bzoj1228::solve, &input),
        second_method(&input)
    );
}

/// Writes the 4.4 MB all-full-width input used for timing:
/// `cargo test -p bzoj1228 --test max -- --ignored --nocapture`.
#[test]
#[ignore = "writes a timing input; run by hand"]
fn write_timing_input() {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bzoj1228-full-width.in");
    std::fs::write(&path, generate(2009, true)).expect("writable target dir");
    println!("{}", path.display());
}
