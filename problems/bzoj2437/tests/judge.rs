//! The built binary against every `testdata/bzoj2437/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_bzoj2437");

#[rstest]
fn testdata(#[files("../../testdata/bzoj2437/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[rstest]
#[case::empty("", "line 1: expected n, found the end of the input")]
#[case::size_not_a_number(
    "1 six\n",
    "line 1: expected m (a non-negative integer), found \"six\""
)]
#[case::zero_rows("0 3\n", "line 1: n 0 is out of range 1..=1073741824")]
#[case::too_many_cells(
    "100000 100000\n",
    "line 1: the 100000×100000 board has more than 1073741824 cells"
)]
#[case::wrong_character(
    "1 3\nXa.\n0\n",
    "line 2: row 1, column 2: 'a' is not a board cell (expected X, O or .)"
)]
#[case::lower_case_o("1 3\nXo.\n0\n", "line 2: row 1, column 2: 'o' is not a board cell")]
#[case::zero_digit("1 3\nX0.\n0\n", "line 2: row 1, column 2: '0' is not a board cell")]
#[case::row_too_short("2 3\nXO.\nXO\n0\n", "line 3: row 2 has 2 characters, expected m = 3")]
#[case::row_too_long(
    "2 3\nXO.X\nXOX\n0\n",
    "line 2: row 1 has 4 characters, expected m = 3"
)]
#[case::row_split_by_space(
    "1 6\nXO. OXO\n1\n1 2\n1 1\n",
    "line 2: row 1 has 3 characters, expected m = 6"
)]
#[case::board_truncated(
    "3 3\nXOX\nO.O\n",
    "line 4: expected row 3 of the board, found the end of the input"
)]
#[case::no_empty_cell("2 3\nXOO\nXOX\n0\n", "line 4: the board has no empty cell '.'")]
#[case::two_empty_cells(
    "2 3\nXO.\nX.X\n0\n",
    "line 3: row 2, column 2: a second empty cell (the first is (1, 3))"
)]
#[case::k_not_a_number(
    "1 6\nXO.OXO\nx\n",
    "line 3: expected k (a non-negative integer), found \"x\""
)]
#[case::k_negative(
    "1 6\nXO.OXO\n-1\n1 2\n1 1\n",
    "line 3: expected k (a non-negative integer), found \"-1\""
)]
#[case::row_out_of_board(
    "1 6\nXO.OXO\n1\n0 2\n1 1\n",
    "line 4: Tutu's move 1: row 0 is out of range 1..=1"
)]
#[case::column_out_of_board(
    "1 6\nXO.OXO\n1\n1 7\n1 1\n",
    "line 4: Tutu's move 1: column 7 is out of range 1..=6"
)]
#[case::dandan_out_of_board(
    "1 6\nXO.OXO\n1\n1 2\n2 1\n",
    "line 5: Dandan's move 1: row 2 is out of range 1..=1"
)]
#[case::move_not_a_number(
    "1 6\nXO.OXO\n1\n1 b\n1 1\n",
    "line 4: Tutu's move 1: expected column (a non-negative integer), found \"b\""
)]
#[case::not_adjacent(
    "1 6\nXO.OXO\n1\n1 5\n1 1\n",
    "line 4: Tutu's move 1: cell (1, 5) is not next to the empty cell (1, 3)"
)]
#[case::moves_the_empty_cell(
    "1 6\nXO.OXO\n1\n1 3\n1 1\n",
    "line 4: Tutu's move 1: cell (1, 3) is the empty cell"
)]
#[case::diagonal(
    "2 2\n.X\nXO\n1\n2 2\n1 1\n",
    "line 5: Tutu's move 1: cell (2, 2) is not next to the empty cell (1, 1)"
)]
#[case::tutu_moves_black(
    "1 6\nXOX.OX\n1\n1 3\n1 2\n",
    "line 4: Tutu's move 1: cell (1, 3) holds a black piece, but Tutu moves white pieces"
)]
#[case::dandan_moves_white(
    "1 6\nXO.OXO\n1\n1 2\n1 3\n",
    "line 5: Dandan's move 1: cell (1, 3) holds a white piece, but Dandan moves black pieces"
)]
// After Tutu's 2 3 the white piece from (2, 3) sits on (2, 2): sliding it back is not
// Dandan's colour, which only tracking the actual board can tell.
#[case::moves_a_piece_back(
    "3 3\nXOX\nO.O\nXOX\n2\n2 3\n2 2\n1 2\n1 1\n",
    "line 7: Dandan's move 1: cell (2, 2) holds a white piece"
)]
#[case::later_move_illegal(
    "3 3\nXOX\nO.O\nXOX\n4\n2 3\n1 3\n1 2\n1 1\n2 1\n3 1\n3 3\n3 2\n",
    "line 12: Tutu's move 4: cell (3, 3) is not next to the empty cell (3, 1)"
)]
#[case::record_truncated(
    "1 6\nXO.OXO\n2\n1 2\n1 1\n",
    "line 6: Tutu's move 2: expected row, found the end of the input"
)]
#[case::move_truncated(
    "1 6\nXO.OXO\n1\n1 2\n1\n",
    "line 6: Dandan's move 1: expected column, found the end of the input"
)]
#[case::extra_move(
    "1 6\nXO.OXO\n1\n1 2\n1 1\n1 3\n",
    "line 6: unexpected \"1\" after the end of the input"
)]
#[case::tutu_not_stuck_at_start(
    "1 6\nXO.OXO\n0\n",
    "line 3: after the record Tutu can still move the white piece at (1, 2)"
)]
#[case::tutu_not_stuck_at_end(
    "3 3\nXOX\nO.O\nXOX\n1\n2 3\n1 3\n",
    "line 7: after the record Tutu can still move the white piece at (1, 2)"
)]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/bzoj2437/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
