//! The built binary against `testdata/luogu4279`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests!("luogu4279");

/// Piles far beyond the statement's 5000 are read exactly.
#[rstest]
#[case::u64_max_alone("1\n1\n18446744073709551615\n", "John\n")]
#[case::u64_max_twice("1\n2\n18446744073709551615 18446744073709551615\n", "Brother\n")]
#[case::u64_max_and_ones("1\n3\n18446744073709551615 1 1\n", "John\n")]
#[case::empty_and_one("1\n3\n0 1 0\n", "Brother\n")]
fn accepts_large_and_empty_piles(#[case] input: &str, #[case] expected: &str) {
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// 10^7 piles are served; one more is refused by its count before anything is stored.
#[test]
fn pile_count_is_bounded() {
    let at_limit = format!("1\n10000000\n{}\n", "1 ".repeat(10_000_000));
    testkit::judge::assert_answers(BINARY, at_limit.as_bytes(), "John\n"); // an even number of 1s
    testkit::judge::assert_count_refused(
        BINARY,
        "1\n10000001\n",
        "1 ",
        10_000_001,
        "line 2: test case 1: N 10000001 is too large (at most 10^7)",
    );
}

/// At most 10^7 test cases, each one pile of one stone (taking it loses).
/// One more is refused before anything is printed (the answers are held in memory until the
/// input has been read in full); the limit itself is served (`make limits`).
const CASES: testkit::judge::CaseCap = testkit::judge::CaseCap {
    input: |n| testkit::judge::counted_cases(n, "1\n1\n"),
    limit: 10_000_000,
    refusal: "line 1: T 10000001 is too large (at most 10^7)",
    answer: "Brother\n",
};

testkit::case_cap_tests!(
    CASES,
    test_cases_are_capped_at_ten_million,
    largest_case_count_is_served,
    "luogu4279 at its case limit"
);
