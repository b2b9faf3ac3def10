//! The `max-*` testdata, each 100 groups of about 10^6 strips (the judge's largest files),
//! re-proved by a second method (`common::second_method`: its own factorial tables, full sums
//! over whole Pascal rows, no window and no `gamecore` prefix sums). Each committed input is
//! regenerated from its recipe, so its provenance is checked.

mod common;

use luogu4225::{Value, STRIP_VALUES};
use std::fmt::Write as _;
use testkit::rand::{seq::SliceRandom, Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// The strips whose value is one of `values`.
fn strips_of(values: &[Value]) -> Vec<&'static str> {
    STRIP_VALUES
        .iter()
        .filter(|(_, v)| values.contains(v))
        .map(|&(s, _)| s)
        .collect()
}

/// 100 groups; in each, every strip of `pool` with a count drawn by `count`, the total kept
/// at most 10^6, lines shuffled.
fn groups(
    rng: &mut ChaCha8Rng,
    pool: &[&str],
    mut count: impl FnMut(&mut ChaCha8Rng, &str) -> u64,
) -> String {
    let mut text = format!("{} 100\n", rng.gen_range(1..=20));
    for _ in 0..100 {
        let mut lines: Vec<(&str, u64)> = pool.iter().map(|&s| (s, count(rng, s))).collect();
        let total: u64 = lines.iter().map(|&(_, a)| a).sum();
        assert!(total <= 1_000_000, "{total}");
        lines.shuffle(rng);
        writeln!(text, "{}", lines.len()).unwrap();
        for (s, a) in lines {
            writeln!(text, "{s} {a}").unwrap();
        }
    }
    text
}

fn value_of(strip: &str) -> Value {
    STRIP_VALUES.iter().find(|&&(s, _)| s == strip).unwrap().1
}

/// The recipe of each `max-*` case.
fn generate(name: &str) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(4225);
    let all: Vec<&str> = STRIP_VALUES.iter().map(|&(s, _)| s).collect();
    match name {
        // As the judge's: all 23 strips, counts spread evenly (about 10^6 / 23 each).
        "max-spread" => groups(&mut rng, &all, |r, _| r.gen_range(42_000..=43_478)),
        // Numbers only, balanced so that the sign is decided by long sums: ±1 about 1/6 of
        // the strips each, ±1/2 about 1/3 each (the window of the count is then longest).
        "max-numbers" => {
            let pool = strips_of(&[Value::One, Value::MinusOne, Value::Half, Value::MinusHalf]);
            groups(&mut rng, &pool, |r, s| match value_of(s) {
                Value::Half | Value::MinusHalf => r.gen_range(330_000..=333_333),
                _ => r.gen_range(53_000..=55_555),
            })
        }
        // Infinitesimals: ups and downs nearly balanced, many stars, a few numbers and zeros.
        "max-infinitesimals" => groups(&mut rng, &all, |r, s| match value_of(s) {
            Value::Up | Value::Down => r.gen_range(300_000..=330_000),
            Value::Star => r.gen_range(30_000..=60_000),
            _ => r.gen_range(0..=5),
        }),
        _ => panic!("no recipe for {name}"),
    }
}

const NAMES: [&str; 3] = ["max-infinitesimals", "max-numbers", "max-spread"];

#[test]
fn max_inputs_come_from_their_recipes() {
    for name in NAMES {
        testkit::testdata::assert_generated("luogu4225", &format!("{name}.in"), &generate(name));
    }
    let inputs = testkit::testdata::inputs("luogu4225", "max-");
    assert_eq!(inputs.len(), NAMES.len(), "{inputs:?}");
}

#[test]
fn max_outputs_agree_with_the_second_method() {
    testkit::testdata::assert_agrees("luogu4225", "max-", NAMES.len(), common::second_method);
}

/// The second method against `solve` on random groups of up to 2000 strips of every kind
/// (past the brute force's reach, within a full-row count's): every branch of the window
/// (empty, cut at either end by the rows' lengths) is crossed.
#[test]
fn second_method_agrees_on_random_groups() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let all: Vec<&str> = STRIP_VALUES.iter().map(|&(s, _)| s).collect();
    for _ in 0..300 {
        let mut text = String::from("0 5\n");
        for _ in 0..5 {
            let mut pool = all.clone();
            pool.shuffle(&mut rng);
            let n = rng.gen_range(1..=23);
            let largest = [3, 30, 300][rng.gen_range(0..3)];
            writeln!(text, "{n}").unwrap();
            for s in &pool[..n] {
                writeln!(text, "{s} {}", rng.gen_range(0..=largest)).unwrap();
            }
        }
        assert_eq!(
            testkit::solve_to_string(luogu4225::solve, &text),
            common::second_method(&text),
            "{text}"
        );
    }
}
