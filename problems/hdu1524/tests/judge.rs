//! The built binary against `testdata/hdu1524`, untidy input, and the bad inputs
//! `testdata/hdu1524/bad-*.in` (each with the exact `error:` line in its `.err`).

// Test cases run to the end of the input: there is no "after the end" to ignore.
testkit::judge_tests!("hdu1524", reads_to_the_end: true);

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b" \r\n\n", "", "the input is empty");
}

/// More than 10^6 positions in one test case are refused when `N` is read, in an input long
/// enough to hold them.
#[test]
fn positions_per_test_case_are_capped() {
    testkit::judge::assert_count_refused(
        BINARY,
        "1000001\n",
        "0\n",
        1_000_001,
        "line 1: test case 1: N 1000001 is too large (at most 10^6)",
    );
    let at_the_cap = format!("1000000\n{}1 999999\n0\n", "0\n".repeat(1_000_000));
    testkit::judge::assert_answers(BINARY, at_the_cap.as_bytes(), "LOSE\n");
}

/// The 10^7 + 1st test case is refused at the line where it begins.
#[test]
fn test_cases_are_capped() {
    let case = "1\n0\n0\n";
    let over = case.repeat(10_000_001);
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 30000001: more test cases than this binary serves (at most 10^7)",
    );
}
