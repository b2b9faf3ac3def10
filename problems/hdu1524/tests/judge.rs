//! The built binary against `testdata/hdu1524`, untidy input, and bad input.

testkit::judge_tests! {
    "hdu1524",
    // Test cases run to the end of the input: there is no "after the end" to ignore.
    reads_to_the_end: true,
    rejects: {
        letter_in_adjacency: (
            "2\n1 x\n0\n0\n",
            "line 2: test case 1: position 0: expected out-position (a non-negative integer), found \"x\""
        ),
        letter_as_piece_count: (
            "1\n0\nq\n",
            "line 3: test case 1: query 1: expected M (the number of pieces, or the 0 that ends the test case) (a non-negative integer), found \"q\""
        ),
        negative_piece_count: ("1\n0\n1 0\n-1 0\n0\n", "line 4: test case 1: query 2: expected M"),
        count_larger_than_the_rest: (
            "3\n5 1 2\n",
            "line 2: test case 1: position 0: X (the number of out-positions) 5 is too large (the rest of the input holds at most 3 of them)"
        ),
        missing_positions: (
            "1\n0\n0\n3\n0\n",
            "line 4: test case 2: N 3 is too large (the rest of the input holds at most 2 of them) (test case 2 is what follows test case 1 from line 4 on)"
        ),
        queries_without_the_closing_zero: (
            "2\n1 1\n0\n1 0\n",
            "line 5: test case 1: query 2: expected M (the number of pieces, or the 0 that ends the test case), found the end of the input"
        ),
        query_cut_short: (
            "2\n1 1\n0\n3 0 1\n",
            "line 5: test case 1: query 1: expected piece position, found the end of the input"
        ),
        stray_line_after_the_last_case: (
            "1\n0\n1 0\n0\n7\n",
            "line 5: test case 2: N 7 is too large (the rest of the input holds at most 1 of them) (test case 2 is what follows test case 1 from line 5 on)"
        ),
        out_position_too_large: (
            "4\n2 1 4\n0\n0\n0\n0\n",
            "line 2: test case 1: position 0: out-position 4 is too large (at most 3)"
        ),
        piece_too_large: (
            "4\n0\n0\n0\n0\n2 3 4\n0\n",
            "line 6: test case 1: query 1: piece position 4 is too large (at most 3)"
        ),
        piece_in_second_case: (
            "1\n0\n0\n2\n0\n0\n1 2\n0\n",
            "line 7: test case 2: query 1: piece position 2 is too large (at most 1)"
        ),
        no_positions: ("0\n0\n", "line 1: test case 1: N 0 is too small (at least 1)"),
        // 0 → 1 → 2 → 1: positions 1 and 2 are on the cycle, 0 is not; the search meets 1 again.
        cycle: (
            "3\n1 1\n1 2\n1 1\n1 0\n0\n",
            "line 1: test case 1: the graph must be acyclic, but position 2 can move to position 1, which leads back to it"
        ),
        cycle_in_second_case: (
            "1\n0\n1 0\n0\n\n2\n1 1\n1 0\n0\n",
            "line 6: test case 2: the graph must be acyclic, but position 1 can move to position 0"
        ),
        self_loop: ("2\n1 1\n1 1\n0\n", "position 1 can move to position 1"),
    }
}

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b" \r\n\n", "", "the input is empty");
}
