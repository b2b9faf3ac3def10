//! The built binary against every `testdata/hdu1536/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace, run};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1536");

const SAMPLE: &str =
    "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";
const SAMPLE_OUT: &[u8] = b"LWW\nWWL\n";

#[rstest]
fn testdata(#[files("../../testdata/hdu1536/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[rstest]
#[case::no_final_newline("0")]
#[case::a_second_sentinel("0\n0\n")]
#[case::anything_after_the_sentinel("0\n1 2\nnot read\n")]
fn input_ends_at_the_sentinel(#[case] ending: &str) {
    let input = SAMPLE.strip_suffix("0\n").unwrap().to_owned() + ending;
    let output = run(BIN, input.as_bytes());
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{input:?}"
    );
    assert_eq!(output.stdout, SAMPLE_OUT, "{input:?}");
}

#[rstest]
#[case::letter_as_heap(
    "1 2\n1\n2 3 x\n0\n",
    "line 3: test case 1: position 1: expected heap size (a non-negative integer), found \"x\""
)]
#[case::negative_k("-2 1 2\n", "line 1: test case 1: expected k (or the terminating 0)")]
#[case::letter_as_m("1 2\nm\n", "line 2: test case 1: expected m (a non-negative integer)")]
#[case::no_sentinel(
    "1 2\n1\n1 3\n",
    "line 4: test case 2: expected k (or the terminating 0), found the end of the input"
)]
#[case::empty(
    "",
    "line 1: test case 1: expected k (or the terminating 0), found the end"
)]
#[case::fewer_moves_than_k(
    "3 1 2\n",
    "line 2: test case 1: expected subtraction value, found the end"
)]
#[case::fewer_heaps_than_l(
    "1 2\n2\n1 4\n3 1 2\n",
    "line 5: test case 1: position 2: expected heap size, found the end of the input"
)]
#[case::fewer_positions_than_m(
    "1 2\n3\n1 4\n1 5\n",
    "line 5: test case 1: position 3: expected l, found the end of the input"
)]
#[case::zero_move(
    "2 3 0\n1\n1 5\n0\n",
    "line 1: test case 1: subtraction value 0 is out of range 1..=4294967295"
)]
#[case::zero_move_in_second_case(
    "1 1\n1\n1 1\n2 0 4\n1\n1 4\n0\n",
    "line 4: test case 2: subtraction value 0 is out of range"
)]
#[case::zero_positions(
    "1 2\n0\n0\n",
    "line 2: test case 1: m 0 is out of range 1..=4294967295"
)]
#[case::zero_heaps(
    "1 2\n2\n1 4\n0\n0\n",
    "line 4: test case 1: position 2: l 0 is out of range 1..=4294967295"
)]
#[case::heap_too_large(
    "1 2\n1\n2 4 10000001\n0\n",
    "line 3: test case 1: position 1: heap size 10000001 is out of range 0..=10000000"
)]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/hdu1536/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
