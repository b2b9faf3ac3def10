//! The built binary against every `testdata/hdu1524/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace, run};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1524");

#[rstest]
fn testdata(#[files("../../testdata/hdu1524/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[test]
fn empty_input_has_no_test_cases() {
    let output = run(BIN, b" \r\n\n");
    assert!(output.status.success() && output.stdout.is_empty() && output.stderr.is_empty());
}

#[rstest]
#[case::letter_in_adjacency(
    "2\n1 x\n0\n0\n",
    "line 2: test case 1: position 0: expected out-position (a non-negative integer), found \"x\""
)]
#[case::letter_as_piece_count(
    "1\n0\nq\n",
    "line 3: test case 1: query 1: expected M (the number of pieces, or the 0 that ends the test case) (a non-negative integer), found \"q\""
)]
#[case::negative_piece_count("1\n0\n1 0\n-1 0\n0\n", "line 4: test case 1: query 2: expected M")]
#[case::count_larger_than_the_rest(
    "3\n5 1 2\n",
    "line 3: test case 1: position 0: expected out-position, found the end of the input"
)]
#[case::missing_positions(
    "1\n0\n0\n3\n0\n",
    "line 6: test case 2: position 1: expected X (the number of out-positions), found the end"
)]
#[case::queries_without_the_closing_zero(
    "2\n1 1\n0\n1 0\n",
    "line 5: test case 1: query 2: expected M (the number of pieces, or the 0 that ends the test case), found the end of the input"
)]
#[case::query_cut_short(
    "2\n1 1\n0\n3 0 1\n",
    "line 5: test case 1: query 1: expected piece position, found the end of the input"
)]
#[case::out_position_too_large(
    "4\n2 1 4\n0\n0\n0\n0\n",
    "line 2: test case 1: position 0: out-position 4 is out of range 0..=3"
)]
#[case::piece_too_large(
    "4\n0\n0\n0\n0\n2 3 4\n0\n",
    "line 6: test case 1: query 1: piece position 4 is out of range 0..=3"
)]
#[case::piece_in_second_case(
    "1\n0\n0\n2\n0\n0\n1 2\n0\n",
    "line 7: test case 2: query 1: piece position 2 is out of range 0..=1"
)]
#[case::no_positions("0\n0\n", "line 1: test case 1: N 0 is out of range 1..=4294967295")]
// 0 → 1 → 2 → 1: positions 1 and 2 are on the cycle, 0 is not; the search meets 1 again.
#[case::cycle(
    "3\n1 1\n1 2\n1 1\n1 0\n0\n",
    "line 1: test case 1: the graph must be acyclic, but it has a cycle through position 1"
)]
#[case::cycle_in_second_case(
    "1\n0\n1 0\n0\n\n2\n1 1\n1 0\n0\n",
    "line 6: test case 2: the graph must be acyclic, but it has a cycle through position 0"
)]
#[case::self_loop("2\n1 1\n1 1\n0\n", "cycle through position 1")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/hdu1524/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
