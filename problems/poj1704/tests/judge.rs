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
    let over = format!("1\n10000001\n{}\n", "1 ".repeat(10_000_001));
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 2: test case 1: N 10000001 is too large (at most 10^7)",
    );
}

/// The largest accepted test case, 10^7 chessmen in shuffled order, is served within the input
/// contract's bounds (`make limits`).
#[test]
#[ignore = "writes 80 MB and sorts 10^7 positions; `make limits` runs it in release"]
fn largest_test_case_is_served() {
    let n: u64 = 10_000_000;
    // Cells 2, 3, …, n + 1 in a scrambled order (multiplying by an odd number permutes the
    // residues mod a power of two; keep those below n).
    let mut text = format!("1\n{n}\n");
    let mut count = 0;
    for i in 0..(1u64 << 24) {
        let cell = i.wrapping_mul(0x9E37_79B9) & ((1 << 24) - 1);
        if cell < n {
            text.push_str(&(cell + 2).to_string());
            text.push(' ');
            count += 1;
        }
    }
    assert_eq!(count, n);
    let output = testkit::judge::assert_served(BINARY, text.as_bytes(), "poj1704 at its limit");
    // Gaps: 1 for the leftmost chessman (on stair n, even), 0 elsewhere: a loss.
    assert_eq!(output, "Bob will win\n");
}

/// More than 10^7 test cases are refused as soon as `T` is read, before any is answered: the
/// answers are held in memory until the input has been read in full.
#[test]
fn test_cases_are_capped_at_ten_million() {
    let input = "10000001\n".to_owned() + &"1\n1\n".repeat(10_000_001);
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 1: T 10000001 is too large (at most 10^7)",
    );
}

/// 10^7 one-line test cases, the most accepted (one chessman on cell 1 cannot move: a loss) (`make limits`).
#[test]
#[ignore = "writes 10^7 answers; `make limits` runs it in release"]
fn largest_case_count_is_served() {
    let input = "10000000\n".to_owned() + &"1\n1\n".repeat(10_000_000);
    let output =
        testkit::judge::assert_served(BINARY, input.as_bytes(), "poj1704 at its case limit");
    assert!(output == "Bob will win\n".repeat(10_000_000));
}
