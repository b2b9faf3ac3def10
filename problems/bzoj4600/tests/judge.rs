//! The built binary against every `testdata/bzoj4600/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj4600");

const SAMPLE_OUT: &str = "win\nlose\nwin\nlose\nwin\nwin\n";

#[rstest]
fn testdata(#[files("../../testdata/bzoj4600/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

fn sample() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/bzoj4600/sample-1.in"
    );
    std::fs::read_to_string(path).unwrap()
}

fn assert_sample_output(input: &str) {
    let output = testkit::run(BIN, input.as_bytes());
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{input:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        SAMPLE_OUT,
        "{input:?}"
    );
}

#[test]
fn tokens_after_the_last_case_are_ignored() {
    let sample = sample();
    assert_sample_output(&format!("{sample}junk 7 -1\n"));
    assert_sample_output(&format!("{sample}16 4\n1 0"));
}

#[test]
fn zero_cases_print_nothing() {
    let output = testkit::run(BIN, b"0\n");
    assert!(output.status.success() && output.stdout.is_empty());
}

#[test]
fn maxq_beyond_twenty_is_accepted() {
    // For n = 16 every exponent is at most 4, so any MAXQ >= 4 plays the same game.
    let sample = sample();
    let mut huge = String::new();
    for (i, line) in sample.lines().enumerate() {
        if i % 2 == 1 {
            huge.push_str("16 4294967295\n");
        } else {
            huge.push_str(line);
            huge.push('\n');
        }
    }
    let as_four = huge.replace("16 4294967295", "16 4");
    let output = testkit::run(BIN, huge.as_bytes());
    let expected = testkit::run(BIN, as_four.as_bytes());
    assert!(output.status.success() && expected.status.success());
    assert_eq!(output.stdout, expected.stdout);
}

#[test]
fn coin_tokens_with_leading_zeros_read_as_numbers() {
    let output = testkit::run(BIN, b"1\n3 1\n00 01 001\n");
    let expected = testkit::run(BIN, b"1\n3 1\n0 1 1\n");
    assert!(output.status.success());
    assert_eq!(output.stdout, expected.stdout);
}

#[rstest]
#[case::coin_two(
    "1\n3 1\n0 2 1\n",
    "line 3: test case 1: coin 2: coin 2 is out of range 0..=1"
)]
#[case::coin_word(
    "2\n1 1\n0\n2 1\n1 heads\n",
    "line 5: test case 2: coin 2: expected coin (a non-negative integer), found \"heads\""
)]
#[case::coin_negative(
    "1\n2 1\n0\n-1\n",
    "line 4: test case 1: coin 2: expected coin (a non-negative integer), found \"-1\""
)]
#[case::maxq_zero(
    "1\n3 0\n0 0 0\n",
    "line 2: test case 1: MAXQ 0 is out of range 1..=4294967295"
)]
#[case::n_zero(
    "2\n1 1\n0\n0 5\n",
    "line 4: test case 2: n 0 is out of range 1..=4294967295"
)]
#[case::not_a_number("x\n", "line 1: expected T (a non-negative integer), found \"x\"")]
#[case::n_not_a_number(
    "1\n3.0 1\n0 0 0\n",
    "line 2: test case 1: expected n (a non-negative integer), found \"3.0\""
)]
#[case::truncated_coins(
    "1\n5 2\n0 1 0\n",
    "line 4: test case 1: coin 4: expected coin, found the end of the input"
)]
#[case::truncated_cases(
    "3\n1 1\n0\n",
    "line 4: test case 2: expected n, found the end of the input"
)]
#[case::missing_maxq(
    "1\n4",
    "line 2: test case 1: expected MAXQ, found the end of the input"
)]
#[case::empty("", "line 1: expected T, found the end of the input")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj4600/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
