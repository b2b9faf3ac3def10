//! Comparing a problem's `solve` with a brute force written from the rules.

use gamecore::error::Error;
use gamecore::judge;
use gamecore::scan::Scanner;
use rand_chacha::ChaCha8Rng;

/// Runs a problem's `solve` on `input` as its binary would (see [`judge::verdict`]) and
/// returns the output as text.
///
/// # Panics
/// If `solve` fails, or the output is not UTF-8.
pub fn solve_to_string(
    solve: impl FnOnce(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), Error>,
    input: &str,
) -> String {
    match judge::verdict(solve, input.as_bytes()).output {
        Ok(out) => String::from_utf8(out).expect("output is UTF-8"),
        Err(e) => panic!("solve failed on {input:?}: {e}"),
    }
}

/// Compares `solve` with `brute` on `rounds` random inputs made by `random_input` from the
/// seeded generator ([`super::rng`]), and returns the expected outputs in order, so that the
/// caller can check that every kind of answer was well represented.
///
/// # Panics
/// At the first input on which they differ, printing the input.
pub fn compare_with_brute<S>(
    rounds: usize,
    mut random_input: impl FnMut(&mut ChaCha8Rng) -> String,
    solve: S,
    mut brute: impl FnMut(&str) -> String,
) -> Vec<String>
where
    S: Fn(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), Error>,
{
    let mut rng = super::rng();
    let mut expected_outputs = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let input = random_input(&mut rng);
        let expected = brute(&input);
        let got = solve_to_string(&solve, &input);
        assert_eq!(got, expected, "input:\n{input}");
        expected_outputs.push(expected);
    }
    expected_outputs
}

/// Asserts that between `low` and `high` of `outputs` satisfy `kind` — that a random
/// comparison exercised both answers rather than mostly one.
///
/// # Panics
/// Otherwise, naming the count.
pub fn assert_share(outputs: &[String], kind: impl Fn(&str) -> bool, low: usize, high: usize) {
    let count = outputs.iter().filter(|o| kind(o)).count();
    assert!(
        (low..=high).contains(&count),
        "{count} of {} outputs are of the kind checked; expected {low} to {high}",
        outputs.len()
    );
}
