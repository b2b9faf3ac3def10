//! The built binary against `testdata/luogu2252`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests! {
    "luogu2252",
    // Pairs run to the end of the input: there is no "after the end" to ignore.
    reads_to_the_end: true,
    rejects: {
        not_a_number: ("8 4\n1 x\n", "line 2: pair 2: expected pile b (a non-negative integer), found \"x\""),
        negative: ("8 4\n-1 2\n", "line 2: pair 2: expected pile a (a non-negative integer), found \"-1\""),
        too_large: ("1 18446744073709551616\n", "line 1: pair 1: pile b 18446744073709551616 is too large (at most 2^64 − 1)"),
        odd_count: ("2 1\n8 4\n4\n", "line 3: pair 3: the input ends after pile a, without pile b: it holds an odd number of integers"),
        odd_count_with_blank_end: ("7\n\n\n", "line 1: pair 1: the input ends after pile a"),
        decimal_point: ("1.5 2\n", "line 1: pair 1: expected pile a (a non-negative integer), found \"1.5\""),
    }
}

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
