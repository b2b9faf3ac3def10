//! The `max-*` testdata, re-proved by a second method (`common::first_move_to_aoki_loss`: can
//! Takahashi move to a position where every residue is below `Y`? — computed on the piles, not
//! from `gamecore`'s classification). Each committed input is regenerated from its recipe, and
//! inputs at the judge's limits are generated here and checked the same way.

mod common;

use testkit::rand::{seq::SliceRandom, Rng, SeedableRng};
use testkit::ChaCha8Rng;

const MAX: u64 = 1_000_000_000;

/// A pile of at most 10^9 pebbles, at least 1, whose residue modulo `s` is `r`, with a random
/// number of whole blocks.
fn pile_with_residue(rng: &mut ChaCha8Rng, s: u64, r: u64) -> u64 {
    let blocks = (MAX - r) / s;
    let low = u64::from(r == 0);
    assert!(low <= blocks, "no pile has residue {r} modulo {s}");
    rng.gen_range(low..=blocks) * s + r
}

fn input(x: u64, y: u64, piles: &[u64]) -> String {
    let mut text = format!("{} {x} {y}\n", piles.len());
    let listed: Vec<String> = piles.iter().map(u64::to_string).collect();
    text.push_str(&listed.join(" "));
    text.push('\n');
    text
}

/// `n` piles for takes `x > y` whose residues are all at least `x` but one in `[y, x)` at a
/// random place: Second (Aoki's spare).
fn hidden_spare(rng: &mut ChaCha8Rng, n: usize, x: u64, y: u64) -> String {
    let s = x + y;
    let mut piles: Vec<u64> = (0..n - 1)
        .map(|_| {
            let r = rng.gen_range(x..s.min(MAX + 1));
            pile_with_residue(rng, s, r)
        })
        .collect();
    let r = rng.gen_range(y..x);
    piles.push(pile_with_residue(rng, s, r));
    piles.shuffle(rng);
    input(x, y, &piles)
}

/// `n` piles for takes `x > y` whose residues are below `y` or at least `x`, half and half:
/// First (the trap of the brief).
fn spares_below_y(rng: &mut ChaCha8Rng, n: usize, x: u64, y: u64) -> String {
    let s = x + y;
    let piles: Vec<u64> = (0..n)
        .map(|i| {
            let r = if i % 2 == 0 {
                rng.gen_range(0..y)
            } else {
                rng.gen_range(x..s)
            };
            pile_with_residue(rng, s, r)
        })
        .collect();
    input(x, y, &piles)
}

/// `n` uniformly random piles and takes.
fn random(rng: &mut ChaCha8Rng, n: usize, x: u64, y: u64) -> String {
    let piles: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=MAX)).collect();
    input(x, y, &piles)
}

/// Small takes, so piles hold up to 2·10^8 blocks; every residue below `x` but one: First.
fn one_pile_to_take(rng: &mut ChaCha8Rng, n: usize) -> String {
    let (x, y) = (2, 3);
    let mut piles: Vec<u64> = (0..n - 1)
        .map(|_| {
            let r = rng.gen_range(0..x);
            pile_with_residue(rng, x + y, r)
        })
        .collect();
    piles.push(pile_with_residue(rng, x + y, 4));
    piles.shuffle(rng);
    input(x, y, &piles)
}

/// The recipe of each `max-*` case.
fn generate(name: &str) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(143);
    match name {
        "max-random" => random(&mut rng, 200_000, 999_999_937, 1_000_000_000),
        "max-hidden-spare" => hidden_spare(&mut rng, 50_000, 700_000_000, 200_000_000),
        "max-spares-below-y" => spares_below_y(&mut rng, 50_000, 600_000_000, 300_000_000),
        "max-one-pile-to-take" => one_pile_to_take(&mut rng, 50_000),
        _ => panic!("no recipe for {name}"),
    }
}

const NAMES: [&str; 4] = [
    "max-hidden-spare",
    "max-one-pile-to-take",
    "max-random",
    "max-spares-below-y",
];

fn second_method(text: &str) -> String {
    common::answer(common::first_move_to_aoki_loss(&common::parse(text)))
}

#[test]
fn max_inputs_come_from_their_recipes() {
    for name in NAMES {
        testkit::testdata::assert_generated("arc143c", &format!("{name}.in"), &generate(name));
    }
    let inputs = testkit::testdata::inputs("arc143c", "max-");
    assert_eq!(inputs.len(), NAMES.len(), "{inputs:?}");
}

#[test]
fn max_outputs_agree_with_the_second_method() {
    testkit::testdata::assert_agrees("arc143c", "max-", NAMES.len(), second_method);
}

/// The recipes give the answers they are built for.
#[test]
fn max_answers_are_the_ones_built_in() {
    for (name, answer) in [
        ("max-hidden-spare", "Second\n"),
        ("max-spares-below-y", "First\n"),
        ("max-one-pile-to-take", "First\n"),
    ] {
        assert_eq!(
            testkit::testdata::stored("arc143c", &format!("{name}.out")),
            answer
        );
    }
}

/// The judge's limits, `N = 2·10^5`, generated here (too large to store every shape).
#[test]
fn judge_limits_agree_with_the_second_method() {
    let mut rng = ChaCha8Rng::seed_from_u64(1430);
    let n = 200_000;
    let texts = [
        hidden_spare(&mut rng, n, 1_000_000_000, 999_999_999),
        spares_below_y(&mut rng, n, 999_000_000, 1000),
        one_pile_to_take(&mut rng, n),
        random(&mut rng, n, 1, 1),
        random(&mut rng, n, 1_000_000_000, 1_000_000_000),
    ];
    let mut firsts = 0;
    for text in &texts {
        let answer = testkit::solve_to_string(arc143c::solve, text);
        assert_eq!(answer, second_method(text), "{}", &text[..40]);
        firsts += usize::from(answer == "First\n");
    }
    assert!((1..texts.len()).contains(&firsts), "{firsts}");
}
