//! The built binary against `testdata/poj3710`, untidy input, and bad input: malformed
//! numbers and counts, and pictures that break the statement's promises.

use rstest::rstest;
use std::fmt::Write as _;

// Test cases run to the end of the input: there is no "after the end" to ignore.
testkit::judge_tests!("poj3710", reads_to_the_end: true);

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b"\r\n", "", "the input is empty");
}

/// Inputs the statement does not promise but the rules define: loops (a polygon of one
/// side, worth a leaf edge), subtrees hanging from polygon nodes, and pictures far larger
/// than the judge's.
#[rstest]
#[case::loop_at_the_root("1\n1 1\n1 1\n", "Sally\n")]
#[case::two_loops_at_the_root("1\n1 2\n1 1\n1 1\n", "Harry\n")]
#[case::loop_on_a_stalk("2\n2 2\n1 2\n2 2\n2 1\n1 2\n", "Sally\n")]
// A triangle at the root with a stalk on a far corner: fused, 3 loops and a leaf edge: 0.
#[case::stalk_on_a_polygon_corner("1\n4 4\n1 2\n2 3\n3 1\n3 4\n", "Harry\n")]
fn beyond_the_promises(#[case] input: &str, #[case] expected: &str) {
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// One edge more than 2·10^5 in a picture is refused by its count, before any edge is read.
#[test]
fn edge_count_is_bounded() {
    testkit::judge::assert_count_refused(
        BINARY,
        "1\n2 200001\n",
        "1 2\n",
        200_001,
        "line 2: test case 1: picture 1: k 200001 is too large (at most 2·10^5)",
    );
}

/// More than 10^7 pictures in one test case are refused by its `N`, before any is read.
#[test]
fn picture_count_is_bounded() {
    testkit::judge::assert_count_refused(
        BINARY,
        "10000001\n",
        "2 1\n1 2\n",
        10_000_001,
        "line 1: test case 1: N 10000001 is too large (at most 10^7)",
    );
}

/// The cap counts the pictures of every test case: 10^7 in one-picture test cases leave no
/// room for the next, refused on its `N` with what the earlier ones hold.
#[test]
fn picture_count_is_bounded_over_the_test_cases() {
    let mut input = b"1\n2 1\n1 2\n".repeat(10_000_000);
    input.extend_from_slice(b"1\n1 0\n");
    testkit::judge::assert_rejects(
        BINARY,
        &input,
        "error: line 30000001: test case 10000001: N 1 is too large (an input holds at most \
         10^7 pictures, and the earlier test cases hold them all)\n",
    );
}

/// The largest picture accepted, a path of 2·10^5 edges, is served within the input
/// contract's bounds.
#[test]
fn largest_picture_is_served() {
    let n = 200_001usize;
    let mut text = format!("1\n{n} {}\n", n - 1);
    for v in 1..n {
        writeln!(text, "{v} {}", v + 1).unwrap();
    }
    let output = testkit::judge::assert_served(BINARY, text.as_bytes(), "poj3710 at its limit");
    assert_eq!(output, "Sally\n"); // a stalk of 2·10^5 edges
}
