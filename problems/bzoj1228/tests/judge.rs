//! The built binary against every `testdata/bzoj1228/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj1228");

#[rstest]
fn testdata(#[files("../../testdata/bzoj1228/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

/// Piles beyond `i32` and even `u32` are read in full.
#[rstest]
#[case::beyond_u32("1\n2\n4294967296 1\n", "YES\n")] // 2^32 − 1 has 32 trailing ones
#[case::u64_max("1\n2\n18446744073709551615 18446744073709551615\n", "NO\n")]
fn accepts_large_piles(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BIN, input.as_bytes());
    assert!(output.status.success(), "{input:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        expected,
        "{input:?}"
    );
}

#[rstest]
#[case::zero_pile(
    "2\n2\n1 1\n4\n1 2 0 3\n",
    "line 5: test case 2: pile 3: pile size 0 is out of range 1..=18446744073709551615"
)]
#[case::odd_n("2\n2\n1 1\n3\n1 2 3\n", "line 4: test case 2: N 3 must be even")]
#[case::zero_n("1\n0\n", "line 2: test case 1: N 0 is out of range")]
#[case::zero_t("0\n", "line 1: T 0 is out of range")]
#[case::not_a_number(
    "1\n4\n1 2 x 4\n",
    "line 3: test case 1: pile 3: expected pile size (a non-negative integer), found \"x\""
)]
#[case::negative("1\n2\n-1 2\n", "pile 1: expected pile size (a non-negative integer)")]
#[case::truncated_piles(
    "2\n2\n1 1\n4\n1 2 3\n",
    "line 6: test case 2: pile 4: expected pile size, found the end of the input"
)]
#[case::truncated_cases("3\n2\n1 1\n", "line 4: test case 2: expected N, found the end")]
#[case::empty("", "line 1: expected T, found the end of the input")]
#[case::extra_pile("1\n2\n1 1 1\n", "line 3: unexpected \"1\" after the end of the input")]
#[case::too_large("1\n2\n1 18446744073709551616\n", "found \"18446744073709551616\"")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj1228/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
