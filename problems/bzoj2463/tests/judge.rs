//! The built binary against every `testdata/bzoj2463/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj2463");

#[rstest]
fn testdata(#[files("../../testdata/bzoj2463/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[rstest]
#[case::not_a_number(
    "2\nx\n0\n",
    "line 2: expected n (or the terminating 0) (a non-negative integer), found \"x\""
)]
#[case::negative("-3\n0\n", "found \"-3\"")]
#[case::no_terminator(
    "2\n3\n",
    "line 3: expected n (or the terminating 0), found the end of the input"
)]
#[case::empty("", "line 1: expected n")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj2463/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
