//! The built binary against `testdata/hdu1524`, untidy input, and the bad inputs
//! `testdata/hdu1524/bad-*.in` (each with the exact `error:` line in its `.err`).

// Test cases run to the end of the input: there is no "after the end" to ignore.
testkit::judge_tests!("hdu1524", reads_to_the_end: true);

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b" \r\n\n", "", "the input is empty");
}
