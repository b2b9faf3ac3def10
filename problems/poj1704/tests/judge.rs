//! The built binary against `testdata/poj1704`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests!("poj1704");

/// Positions far beyond the statement's 10000 are read exactly.
#[rstest]
#[case::far_right("1\n1\n18446744073709551615\n", "Georgia will win\n")]
#[case::adjacent_at_the_end("1\n2\n18446744073709551615 18446744073709551614\n", "Bob will win\n")]
#[case::one_cell_apart(
    "1\n2\n18446744073709551615 18446744073709551613\n",
    "Georgia will win\n"
)]
fn accepts_far_positions(#[case] input: &str, #[case] expected: &str) {
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// One chessman more than 10^7 is refused by its count, before any position is read.
#[test]
fn chessman_count_is_bounded() {
    testkit::judge::assert_count_refused(
        BINARY,
        "1\n10000001\n",
        "1 ",
        10_000_001,
        "line 2: test case 1: N 10000001 is too large (at most 10^7)",
    );
}

/// The largest accepted test case, 10^7 chessmen in shuffled order on cells far apart (the
/// costlier way: spread past 64 cells a chessman, the positions are sorted rather than set in a
/// bitmap), is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "writes 109 MB and sorts 10^7 positions; `make limits` runs it in release"]
fn largest_test_case_is_served() {
    let n: u64 = 10_000_000;
    // Cells 2000, 3000, …, 1000·(n + 1) in a scrambled order (multiplying by an odd number
    // permutes the residues mod a power of two; keep those below n).
    let mut text = format!("1\n{n}\n");
    let mut count = 0;
    for i in 0..(1u64 << 24) {
        let cell = i.wrapping_mul(0x9E37_79B9) & ((1 << 24) - 1);
        if cell < n {
            text.push_str(&((cell + 2) * 1000).to_string());
            text.push(' ');
            count += 1;
        }
    }
    assert_eq!(count, n);
    let output = testkit::judge::assert_served(BINARY, text.as_bytes(), "poj1704 at its limit");
    // Gaps: 1999 for the leftmost chessman (on stair n, even), 999 on every other stair: the
    // n / 2 odd stairs hold an even number of 999s, a loss.
    assert_eq!(output, "Bob will win\n");
}

/// At most 10^7 test cases, each one chessman on cell 1 (it cannot move: a loss).
/// One more is refused before anything is printed (the answers are held in memory until the
/// input has been read in full); the limit itself is served (`make limits`).
const CASES: testkit::judge::CaseCap = testkit::judge::CaseCap {
    input: |n| testkit::judge::counted_cases(n, "1\n1\n"),
    limit: 10_000_000,
    refusal: "line 1: T 10000001 is too large (at most 10^7)",
    answer: "Bob will win\n",
};

testkit::case_cap_tests!(
    CASES,
    test_cases_are_capped_at_ten_million,
    largest_case_count_is_served,
    "poj1704 at its case limit"
);
