//! The built binary against `testdata/hdu3595` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), untidy input, and piles far beyond the statement's.
//!
//! No official sample is known, so the tests that `testkit::judge_tests!` runs on samples run
//! here on the statement's constructed example, `brute-constructed-example`.

use rstest::rstest;
use testkit::judge;

const BINARY: &str = env!("CARGO_BIN_EXE_hdu3595");
const EXAMPLE: &str = "brute-constructed-example.in";

#[test]
fn testdata() {
    judge::assert_all_testdata(BINARY, "hdu3595");
}

#[test]
fn example_with_messy_whitespace() {
    judge::assert_tolerates_messy_whitespace(
        BINARY,
        &testkit::testdata::dir("hdu3595").join(EXAMPLE),
    );
}

/// A byte-order mark is skipped with a warning. (Tokens after the last test case are not
/// leftovers here: they would be one more test case.)
#[test]
fn example_with_a_byte_order_mark() {
    let path = testkit::testdata::dir("hdu3595").join(EXAMPLE);
    let (input, expected) = testkit::testdata::read_case(&path);
    let with_mark = format!("\u{feff}{input}");
    judge::assert_answers_with_warning(BINARY, with_mark.as_bytes(), &expected, "byte-order mark");
}

#[test]
fn empty_input_is_answered_with_a_warning() {
    judge::assert_answers_with_warning(BINARY, b"\n \n", "", "the input is empty");
}

/// Piles beyond 1000 are played exactly: consecutive Fibonacci numbers force every move, so
/// `(F_k, F_{k+1})` lasts `k − 1` moves; `(F_92, F_93)` is the largest such `u64` pair.
#[rstest]
#[case::fibonacci_92_93("1\n7540113804746346429 12200160415121876738\n", "MM\n")] // 91 moves
#[case::fibonacci_91_92("1\n4660046610375530309 7540113804746346429\n", "GG\n")] // 90 moves
#[case::u64_max_pair("1\n18446744073709551615 18446744073709551615\n", "MM\n")]
#[case::longest_wins("2\n1 1\n4660046610375530309 7540113804746346429\n", "GG\n")]
fn accepts_large_piles(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{input:?}");
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}
