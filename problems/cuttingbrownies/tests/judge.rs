//! The built binary against `testdata/cuttingbrownies`, untidy input, the bad inputs
//! `testdata/cuttingbrownies/bad-*.in` (each with the exact `error:` line in its `.err`), and
//! sheets far beyond the judge's 500.

use rstest::rstest;
use std::fmt::Write as _;

testkit::judge_tests!("cuttingbrownies");

/// Sides up to 2^64 − 1 are read exactly; only their bit lengths matter.
#[rstest]
#[case::widest_strip("1\n18446744073709551615 1 Vicky\n", "Vicky can win\n")]
#[case::deepest_strip("1\n1 18446744073709551615 Vicky\n", "Vicky cannot win\n")]
#[case::largest_square(
    "2\n18446744073709551615 18446744073709551615 Harry\n18446744073709551615 9223372036854775808 Vicky\n",
    "Harry cannot win\nVicky cannot win\n"
)]
#[case::one_bit_more(
    "2\n9223372036854775807 9223372036854775808 Harry\n9223372036854775808 9223372036854775807 Vicky\n",
    "Harry can win\nVicky can win\n"
)]
#[case::boundary_255_256(
    "2\n255 256 Harry\n256 255 Harry\n",
    "Harry can win\nHarry cannot win\n"
)]
fn serves_sheets_beyond_the_judge(#[case] input: &str, #[case] expected: &str) {
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// A million test cases (10 MB) are answered; the count is bounded only by the input.
#[test]
fn many_test_cases_are_served() {
    let cases = 1_000_000;
    let mut text = format!("{cases}\n");
    for i in 0..cases {
        let name = if i % 2 == 0 { "Harry" } else { "Vicky" };
        let _ = writeln!(text, "{} {} {name}", i % 500 + 1, (i * 7) % 500 + 1);
    }
    let output = testkit::judge::assert_served(BINARY, text.as_bytes(), "cuttingbrownies 10^6");
    assert_eq!(output.lines().count(), cases);
}

/// More test cases than this binary serves, in an input long enough to hold them (60 MB of
/// padding, built here rather than stored): refused as soon as `N` is read.
#[test]
fn test_cases_are_capped() {
    testkit::judge::assert_count_refused(
        BINARY,
        "10000001\n",
        " ",
        60_000_006,
        "line 1: N 10000001 is too large (at most 10^7)",
    );
}
