//! The built binary against `testdata/bzoj1228`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests! {
    "bzoj1228",
    rejects: {
        zero_pile: ("2\n2\n1 1\n4\n1 2 0 3\n", "line 5: test case 2: pile 3: pile size 0 is too small (at least 1)"),
        odd_n: ("2\n2\n1 1\n3\n1 2 3\n", "line 4: test case 2: N 3 must be even"),
        zero_n: ("1\n0\n", "line 2: test case 1: N 0 is too small (at least 1)"),
        zero_t: ("0\n", "line 1: T 0 is too small (at least 1)"),
        lying_t: ("1000000\n2\n1 1\n", "line 1: T 1000000 is too large (the rest of the input holds at most 4 of them)"),
        lying_n: ("1\n999999\n1 1\n", "line 2: test case 1: N 999999 is too large (the rest of the input holds at most 3 of them)"),
        not_a_number: ("1\n4\n1 2 x 4\n", "line 3: test case 1: pile 3: expected pile size (a non-negative integer), found \"x\""),
        negative: ("1\n2\n-1 2\n", "pile 1: expected pile size (a non-negative integer)"),
        truncated_piles: ("2\n2\n1 1\n4\n1 2 3\n", "line 6: test case 2: pile 4: expected pile size, found the end of the input"),
        truncated_cases: ("3\n2\n1 1\n2 3\n", "line 5: test case 2: pile 2: expected pile size, found the end of the input"),
        empty: ("", "line 1: expected T, found the end of the input"),
        too_large: ("1\n2\n1 18446744073709551616\n", "pile size 18446744073709551616 is too large (at most 2^64 − 1)"),
    }
}

/// Piles beyond `i32` and even `u32` are read in full.
#[rstest]
#[case::beyond_u32("1\n2\n4294967296 1\n", "YES\n")] // 2^32 − 1 has 32 trailing ones
#[case::u64_max("1\n2\n18446744073709551615 18446744073709551615\n", "NO\n")]
fn accepts_large_piles(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{input:?}");
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}
