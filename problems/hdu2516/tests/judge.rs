//! The built binary against `testdata/hdu2516`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests!("hdu2516");

#[test]
fn missing_final_zero_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(
        BINARY,
        b"2\n4\n",
        "Second win\nFirst win\n",
        "without the final 0",
    );
}

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b"", "", "without the final 0");
}

/// Piles beyond the statement's 2^31 − 1, up to the last Fibonacci number below 2^64.
#[rstest]
#[case::largest_judge_fibonacci("1836311903\n0\n", "Second win\n")]
#[case::judge_maximum("2147483647\n0\n", "First win\n")]
#[case::first_fibonacci_beyond_i32("2971215073\n0\n", "Second win\n")]
#[case::f93("12200160415121876738\n0\n", "Second win\n")]
#[case::f93_plus_one("12200160415121876739\n0\n", "First win\n")]
#[case::u64_max("18446744073709551615\n0\n", "First win\n")]
fn piles_beyond_the_judge(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(
        output.status.success(),
        "{input:?}: {}",
        output.stderr_text()
    );
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}
