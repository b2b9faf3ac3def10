//! The built binary against every `testdata/bzoj3576/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj3576");

#[rstest]
fn testdata(#[files("../../testdata/bzoj3576/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[test]
fn beyond_the_judge_limits() {
    // 150 games, F = 200000 and piles above 10^5 are all accepted.
    let mut input = String::from("150 200000\n");
    for _ in 0..149 {
        input.push_str("2 1 199999\n");
    }
    input.push_str("1 250000\n");
    let output = testkit::run(BIN, input.as_bytes());
    assert!(output.status.success());
    let expected = format!("{}1\n", "0 ".repeat(149));
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
}

#[rstest]
#[case::pile_of_zero(
    "2 1\n1 4\n2 3 0\n",
    "line 3: game 2: pile 2: pile 0 is out of range 1..=4294967295"
)]
#[case::f_zero("1 0\n1 5\n", "line 1: F 0 is out of range 1..=4294967295")]
#[case::t_zero("0 3\n", "line 1: T 0 is out of range 1..=4294967295")]
#[case::n_zero("2 3\n1 5\n0\n", "line 3: game 2: N 0 is out of range 1..=4294967295")]
#[case::not_a_number(
    "1 3\n2 5 x7\n",
    "line 2: game 1: pile 2: expected pile (a non-negative integer), found \"x7\""
)]
#[case::negative_pile(
    "1 3\n1 -5\n",
    "line 2: game 1: pile 1: expected pile (a non-negative integer), found \"-5\""
)]
#[case::pile_too_large("1 3\n1 4294967296\n", "found \"4294967296\"")]
#[case::truncated_game(
    "2 3\n1 5\n3 1 2",
    "line 3: game 2: pile 3: expected pile, found the end of the input"
)]
#[case::truncated_games("3 3\n1 5\n", "line 3: game 2: expected N, found the end of the input")]
#[case::empty("", "line 1: expected T, found the end of the input")]
#[case::missing_f("4\n", "line 2: expected F, found the end of the input")]
#[case::extra_game(
    "1 3\n1 5\n1 6\n",
    "line 3: unexpected \"1\" after the end of the input"
)]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj3576/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
