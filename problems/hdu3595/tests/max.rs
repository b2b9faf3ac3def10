//! The `max-*` testdata: 100 test cases of 1000 games with piles up to 1000, the statement's
//! limits. Each input is regenerated from its recipe (so its provenance is checked), and its
//! expected output recomputed by a second method: a table of win flags and step counts for
//! every pair of piles up to 1000, filled from the definitions over every option (no use of
//! the Euclidean shortcut of `gamecore::euclid`).

use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

const LARGEST: usize = 1000;
const CASES: usize = 100;
const GAMES: usize = 1000;

/// `steps[a][b]` for `0 ≤ a ≤ b ≤ LARGEST`: 0 when a pile is empty; otherwise, over the
/// options `(a, b − k·a)` (taking `k·b` from `a` only exists when `a = b` and gives the same
/// finished game), `1 + max` of the losing options' steps if some option is losing (a win),
/// else `1 + min` of all options' steps (a loss). Odd steps are wins. Options have a smaller
/// sum, so rows are filled by increasing `b` and, within a row, by increasing `a`.
fn step_table() -> Vec<Vec<u32>> {
    let mut steps = vec![vec![0u32; LARGEST + 1]; LARGEST + 1];
    for b in 1..=LARGEST {
        for a in 1..=b {
            let option = |k: usize| {
                let rest = b - k * a;
                steps[rest.min(a)][rest.max(a)]
            };
            let longest_losing = (1..=b / a).map(option).filter(|s| s % 2 == 0).max();
            steps[a][b] = match longest_losing {
                Some(s) => s + 1,
                None => (1..=b / a).map(option).min().unwrap() + 1,
            };
        }
    }
    steps
}

fn step(table: &[Vec<u32>], p: usize, q: usize) -> u32 {
    table[p.min(q)][p.max(q)]
}

/// The expected output of `input`, parsed on its own and answered from the table.
fn second_method(input: &str, table: &[Vec<u32>]) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let mut out = String::new();
    while let Some(n) = numbers.next() {
        let longest = (0..n)
            .map(|_| step(table, numbers.next().unwrap(), numbers.next().unwrap()))
            .max()
            .unwrap_or(0);
        out += if longest % 2 == 1 { "MM\n" } else { "GG\n" };
    }
    out
}

fn write_case(text: &mut String, games: &[(usize, usize)]) {
    writeln!(text, "{}", games.len()).unwrap();
    for &(p, q) in games {
        writeln!(text, "{p} {q}").unwrap();
    }
}

/// The recipe of each `max-*` case.
fn generate(name: &str, table: &[Vec<u32>]) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(3595);
    let mut text = String::new();
    match name {
        // Piles uniform in 0..=1000; the first case also holds the extremes.
        "max-uniform" => {
            for case in 0..CASES {
                let mut games: Vec<(usize, usize)> = (0..GAMES)
                    .map(|_| (rng.gen_range(0..=LARGEST), rng.gen_range(0..=LARGEST)))
                    .collect();
                if case == 0 {
                    games[..6].copy_from_slice(&[
                        (1000, 1000),
                        (1, 1000),
                        (1000, 1),
                        (0, 0),
                        (987, 610),
                        (999, 1000),
                    ]);
                }
                write_case(&mut text, &games);
            }
        }
        // Each case caps the longest game at a random 1..=15 steps and reaches the cap (15 is
        // the most a pair up to 1000 has, reached by four pairs), so both answers are common
        // and every step count decides some case.
        "max-capped" => {
            for _ in 0..CASES {
                let cap = rng.gen_range(1..=15);
                let mut games = Vec::with_capacity(GAMES);
                while games.len() < GAMES {
                    let (p, q) = (rng.gen_range(0..=LARGEST), rng.gen_range(0..=LARGEST));
                    let s = step(table, p, q);
                    let reaches_cap = games.len() + 1 < GAMES || s == cap;
                    if s <= cap && reaches_cap {
                        games.push((p, q));
                    }
                }
                write_case(&mut text, &games);
            }
        }
        _ => panic!("no recipe for {name}"),
    }
    text
}

const NAMES: [&str; 2] = ["max-uniform", "max-capped"];

#[test]
fn max_inputs_come_from_their_recipes() {
    let table = step_table();
    let inputs = testkit::testdata::inputs("hdu3595", "max-");
    assert_eq!(inputs.len(), NAMES.len(), "{inputs:?}");
    for path in inputs {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let committed = std::fs::read_to_string(&path).expect("readable");
        assert!(
            committed == generate(&name, &table),
            "{name}.in differs from its recipe"
        );
    }
}

#[test]
fn max_outputs_agree_with_the_table() {
    let table = step_table();
    testkit::testdata::assert_agrees("hdu3595", "max-", NAMES.len(), |input| {
        second_method(input, &table)
    });
}

/// The table against the worked examples: `(1, 1)` ends in one move, `(3, 2)` in two.
#[test]
fn table_knows_the_worked_examples() {
    let table = step_table();
    assert_eq!(step(&table, 1, 1), 1);
    assert_eq!(step(&table, 3, 2), 2);
    assert_eq!(step(&table, 0, 7), 0);
}

/// Writes the `max-*` inputs from their recipes (their outputs then come from
/// `BLESS=1 cargo test -p hdu3595 --test max`):
/// `cargo test -p hdu3595 --test max -- --ignored`.
#[test]
#[ignore = "writes testdata; run by hand"]
fn write_max_inputs() {
    let table = step_table();
    let dir = testkit::testdata::dir("hdu3595");
    for name in NAMES {
        std::fs::write(dir.join(format!("{name}.in")), generate(name, &table)).expect("writable");
    }
}
