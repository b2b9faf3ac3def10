//! The `max-*` testdata (`n = 100`, `m = 10^5`, the statement's limits), re-proved by a second
//! method: the brief's count that sorts the residues of every period and walks every gap
//! (`common::counted_by_gaps`), against `gamecore`'s single pass without sorting. Each
//! committed input is regenerated from its recipe.

mod common;

use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

fn input(m: u64, piles: &[u64]) -> String {
    let listed: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{} {m}\n{}\n", piles.len(), listed.join(" "))
}

/// The recipe of each `max-*` case.
fn generate(name: &str) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(1033);
    let m = 100_000;
    let piles: Vec<u64> = match name {
        // Uniform piles up to 10^18.
        "max-random" => (0..100)
            .map(|_| rng.gen_range(1..=1_000_000_000_000_000_000))
            .collect(),
        // Piles below 2m: residues equal the piles for most periods, many first-player games.
        "max-small-piles" => (0..100).map(|_| rng.gen_range(1..=2 * m)).collect(),
        // Many equal piles and multiples of a common factor: repeated residues.
        "max-repeated" => (0..100)
            .map(|i| 720_720 * (1 + i % 7) * rng.gen_range(1..=1_000_000_000))
            .collect(),
        // A single pile at the largest value.
        "max-one-pile" => vec![1_000_000_000_000_000_000],
        _ => panic!("no recipe for {name}"),
    };
    input(m, &piles)
}

const NAMES: [&str; 4] = [
    "max-one-pile",
    "max-random",
    "max-repeated",
    "max-small-piles",
];

#[test]
fn max_inputs_come_from_their_recipes() {
    for name in NAMES {
        testkit::testdata::assert_generated("cf1033g", &format!("{name}.in"), &generate(name));
    }
    let inputs = testkit::testdata::inputs("cf1033g", "max-");
    assert_eq!(inputs.len(), NAMES.len(), "{inputs:?}");
}

#[test]
fn max_outputs_agree_with_the_gap_count() {
    testkit::testdata::assert_agrees("cf1033g", "max-", NAMES.len(), common::gaps_output);
}
