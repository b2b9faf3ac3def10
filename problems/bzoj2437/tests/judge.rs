//! The built binary against `testdata/bzoj2437`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj2437",
    rejects: {
        empty: ("", "line 1: expected n, found the end of the input"),
        size_not_a_number: ("1 six\n", "line 1: expected m (a non-negative integer), found \"six\""),
        zero_rows: ("0 3\n", "line 1: n 0 is too small (at least 1)"),
        too_many_cells: ("100000 100000\n", "line 1: a 100000 × 100000 board is too large (at most 2^22 cells)"),
        wrong_character: ("1 3\nXa.\n0\n", "line 2, column 2: row 1: 'a' is not a cell of this board (expected 'X', 'O' or '.')"),
        lower_case_o: ("1 3\nXo.\n0\n", "line 2, column 2: row 1: 'o' is not a cell"),
        zero_digit: ("1 3\n  X0.\n0\n", "line 2, column 4: row 1: '0' is not a cell"),
        row_too_short: ("2 3\nXO.\nXO\n0\n", "line 3: row 2 has 2 characters, expected 3"),
        row_too_long: ("2 3\nXO.X\nXOX\n0\n", "line 2: row 1 has 4 characters, expected 3"),
        row_split_by_space: ("1 6\nXO. OXO\n1\n1 2\n1 1\n", "line 2: row 1 has 3 characters, expected 6 (a row is written without spaces between its cells)"),
        board_truncated: ("3 3\nXOX\nO.O\n", "line 4: expected row 3 of the board, found the end of the input"),
        no_empty_cell: ("2 3\nXOO\nXOX\n0\n", "line 3, column 3: the board has no empty cell '.'"),
        two_empty_cells: ("2 3\nXO.\nX.X\n0\n", "line 3, column 2: row 2: a second empty cell (the first is at (1, 3))"),
        k_not_a_number: ("1 6\nXO.OXO\nx\n", "line 3: expected k (a non-negative integer), found \"x\""),
        k_negative: ("1 6\nXO.OXO\n-1\n1 2\n1 1\n", "line 3: expected k (a non-negative integer), found \"-1\""),
        k_lying: ("1 6\nXO.OXO\n9\n1 2\n1 1\n", "line 3: k 9 is too large (the rest of the input holds at most 1 of them)"),
        row_out_of_board: ("1 6\nXO.OXO\n1\n0 2\n1 1\n", "line 4: Tutu's move 1: row 0 is too small (at least 1)"),
        column_out_of_board: ("1 6\nXO.OXO\n1\n1 7\n1 1\n", "line 4: Tutu's move 1: column 7 is too large (at most 6)"),
        dandan_out_of_board: ("1 6\nXO.OXO\n1\n1 2\n2 1\n", "line 5: Dandan's move 1: row 2 is too large (at most 1)"),
        move_not_a_number: ("1 6\nXO.OXO\n1\n1 b\n1 1\n", "line 4: Tutu's move 1: expected column (a non-negative integer), found \"b\""),
        not_adjacent: ("1 6\nXO.OXO\n1\n1 5\n1 1\n", "line 4: Tutu's move 1: cell (1, 5) is not next to the empty cell (1, 3)"),
        moves_the_empty_cell: ("1 6\nXO.OXO\n1\n1 3\n1 1\n", "line 4: Tutu's move 1: cell (1, 3) is the empty cell"),
        diagonal: ("2 2\n.X\nXO\n1\n2 2\n1 1\n", "line 5: Tutu's move 1: cell (2, 2) is not next to the empty cell (1, 1)"),
        tutu_moves_black: ("1 6\nXOX.OX\n1\n1 3\n1 2\n", "line 4: Tutu's move 1: cell (1, 3) holds a black piece, but Tutu moves white pieces"),
        dandan_moves_white: ("1 6\nXO.OXO\n1\n1 2\n1 3\n", "line 5: Dandan's move 1: cell (1, 3) holds a white piece, but Dandan moves black pieces"),
        // After Tutu's 2 3 the white piece from (2, 3) sits on (2, 2): sliding it back is not
        // Dandan's colour, which only tracking the actual board can tell.
        moves_a_piece_back: ("3 3\nXOX\nO.O\nXOX\n2\n2 3\n2 2\n1 2\n1 1\n", "line 7: Dandan's move 1: cell (2, 2) holds a white piece"),
        later_move_illegal: ("3 3\nXOX\nO.O\nXOX\n4\n2 3\n1 3\n1 2\n1 1\n2 1\n3 1\n3 3\n3 2\n", "line 12: Tutu's move 4: cell (3, 3) is not next to the empty cell (3, 1)"),
        move_truncated: ("1 6\nXO.OXO\n1\n1 2\n1\n", "line 6: Dandan's move 1: expected column, found the end of the input"),
        tutu_not_stuck_at_start: ("1 6\nXO.OXO\n0\n", "line 3: after the record Tutu can still move the white piece at (1, 2)"),
        tutu_not_stuck_at_end: ("3 3\nXOX\nO.O\nXOX\n1\n2 3\n1 3\n", "line 7: after the record Tutu can still move the white piece at (1, 2)"),
    }
}

/// Rounds × cells is bounded before the replay starts: a corridor of 2^22 cells with 1000
/// rounds is refused at once (the bound is 3·10^9).
#[test]
fn long_records_on_long_corridors_are_refused_up_front() {
    let cells = 1 << 22;
    let mut input = format!("1 {cells}\nX.{}\n1000\n", "O".repeat(cells - 2));
    input.push_str(&"1 1\n".repeat(2000));
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 3: 1000 rounds on a board of 4194304 cells are too many",
    );
}
