//! The built binary against every `testdata/bzoj1443/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj1443");

#[rstest]
fn testdata(#[files("../../testdata/bzoj1443/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[rstest]
#[case::empty("", "line 1: expected N, found the end of the input")]
#[case::size_not_a_number("3 x\n", "line 1: expected M (a non-negative integer), found \"x\"")]
#[case::zero_rows("0 3\n", "line 1: N 0 is out of range 1..=1073741824")]
#[case::too_many_cells(
    "100000 100000\n",
    "the 100000×100000 maze has more than 1073741824 cells"
)]
#[case::wrong_character(
    "2 3\n...\n.X.\n",
    "line 3: row 2, column 2: 'X' is not a maze cell (expected . or #)"
)]
#[case::non_ascii("1 1\n\u{e9}\n", "line 2: row 1 has 2 characters, expected M = 1")]
#[case::control_byte(
    "1 2\n.\u{1}\n",
    "line 2: row 1, column 2: the byte 0x01 is not a maze cell"
)]
#[case::row_too_short("2 3\n...\n..\n", "line 3: row 2 has 2 characters, expected M = 3")]
#[case::row_too_long("2 3\n....\n...\n", "line 2: row 1 has 4 characters, expected M = 3")]
#[case::row_split_by_space("2 3\n. .\n...\n", "line 2: row 1 has 1 characters, expected M = 3")]
#[case::truncated(
    "3 3\n.##\n...\n",
    "line 4: expected row 3 of the maze, found the end of the input"
)]
#[case::extra_row(
    "1 3\n...\n###\n",
    "line 3: unexpected \"###\" after the end of the input"
)]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj1443/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
