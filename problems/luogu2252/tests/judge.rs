//! The built binary against `testdata/luogu2252`, untidy input, and bad input.

use rstest::rstest;

// Test cases run to the end of the input: there is no "after the end" to ignore.
testkit::judge_tests!("luogu2252", reads_to_the_end: true);

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b"\n\n", "", "the input is empty");
}

/// Pairs where floating-point `φ` goes wrong, and the whole `u64` range.
#[rstest]
// k = F_42: kφ = 433494436.99999999833…, so a double gives 433494437 and the answer 0.
#[case::luogu_float_trap("433494437 701408733\n", "1\n")]
#[case::losing_fibonacci_pair("267914296 433494437\n", "0\n")]
// (F_90, F_91): k = F_89, and kφ lies just above F_90; (F_91, F_92): just below F_91.
#[case::fibonacci_near_2_to_62("2880067194370816120 4660046610375530309\n", "0\n")]
#[case::fibonacci_near_2_to_62_odd("4660046610375530309 7540113804746346429\n", "1\n")]
#[case::u64_max_twice("18446744073709551615 18446744073709551615\n", "1\n")]
// k = 7046029254386353130: a_k = ⌊kφ⌋ = 11400714819323198485 and b_k = 2^64 − 1 (checked
// with 80-digit decimal arithmetic).
#[case::u64_max_losing("11400714819323198485 18446744073709551615\n", "0\n")]
#[case::u64_max_one_less("11400714819323198484 18446744073709551615\n", "1\n")]
fn exact_for_every_u64(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(
        output.status.success(),
        "{input:?}: {}",
        output.stderr_text()
    );
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}
