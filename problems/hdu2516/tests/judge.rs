//! The built binary against `testdata/hdu2516`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests!("hdu2516");

/// An input that ends without the final 0 (even an empty one) is answered as if it were
/// there, with a warning.
#[rstest]
#[case::missing_final_zero("2\n4\n", "Second win\nFirst win\n")]
#[case::empty_input("", "")]
fn answered_without_the_final_zero(#[case] input: &str, #[case] expected: &str) {
    let warning = "without the final 0";
    testkit::judge::assert_answers_with_warning(BINARY, input.as_bytes(), expected, warning);
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
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// At most 10^7 piles of 2 before the final `0` (2 is a Fibonacci number: a loss).
/// One more is refused before anything is printed (the answers are held in memory until the
/// input has been read in full); the limit itself is served (`make limits`).
const PILES: testkit::judge::CaseCap = testkit::judge::CaseCap {
    input: |n| testkit::judge::items_before_zero(n, "2\n"),
    limit: 10_000_000,
    refusal: "line 10000001: pile 10000001: more piles than this binary answers (at most \
              10^7 before the final 0)",
    answer: "Second win\n",
};

testkit::case_cap_tests!(
    PILES,
    piles_are_capped_at_ten_million,
    largest_pile_count_is_served,
    "hdu2516 at its pile limit"
);
