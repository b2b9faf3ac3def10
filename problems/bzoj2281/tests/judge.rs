//! The built binary against every `testdata/bzoj2281/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj2281");

#[rstest]
fn testdata(#[files("../../testdata/bzoj2281/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

/// `k` beyond the statement's 100 is a well-defined count, so it is answered, not rejected.
#[test]
fn accepts_k_above_100() {
    let output = testkit::run(BIN, b"300 200 7\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.ends_with('\n') && text.trim().parse::<u64>().is_ok(),
        "{text:?}"
    );
}

#[rstest]
#[case::odd_k("10 3 2\n", "line 1: k 3 must be even")]
#[case::odd_k_on_its_own_line("10\n5\n2\n", "line 2: k 5 must be even")]
#[case::d_above_k("10 4 5\n", "line 1: d 5 is out of range 1..=4")]
#[case::k_above_n("10 12 2\n", "line 1: k 12 is out of range 1..=10")]
#[case::d_zero("10 4 0\n", "d 0 is out of range 1..=4")]
#[case::k_zero("10 0 1\n", "k 0 is out of range 1..=10")]
#[case::n_zero("0 0 0\n", "n 0 is out of range 1..=1000000006")]
#[case::n_beyond_the_modulus("1000000007 2 1\n", "n 1000000007 is out of range")]
#[case::not_a_number(
    "10 four 2\n",
    "line 1: expected k (a non-negative integer), found \"four\""
)]
#[case::negative("10 4 -2\n", "expected d (a non-negative integer), found \"-2\"")]
#[case::truncated("10 4\n", "line 2: expected d, found the end of the input")]
#[case::empty("", "line 1: expected n, found the end of the input")]
#[case::extra_token("10 4 2\n7\n", "line 2: unexpected \"7\" after the end of the input")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj2281/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
