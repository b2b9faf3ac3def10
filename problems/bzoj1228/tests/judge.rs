//! The built binary against `testdata/bzoj1228`, untidy input, and the bad inputs
//! `testdata/bzoj1228/bad-*.in` (each with the exact `error:` line in its `.err`).

use rstest::rstest;

testkit::judge_tests!("bzoj1228");

/// Piles beyond `i32` and even `u32` are read in full.
#[rstest]
#[case::beyond_u32("1\n2\n4294967296 1\n", "YES\n")] // 2^32 − 1 has 32 trailing ones
#[case::u64_max("1\n2\n18446744073709551615 18446744073709551615\n", "NO\n")]
fn accepts_large_piles(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{input:?}");
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}
