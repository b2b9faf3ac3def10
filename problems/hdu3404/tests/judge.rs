//! The built binary against `testdata/hdu3404` (answers and bad inputs), untidy input,
//! coordinates beyond the statement's 10^4, and the cap on lights per case.

use rstest::rstest;
use std::fmt::Write as _;

testkit::judge_tests!("hdu3404");

const WIN: &str = "Have a try, lxhgww.\n";
const LOSE: &str = "Don't waste your time.\n";

/// Coordinates far beyond 10^4 are played as well: `2^32 ⊗ 2^32 = 3·2^31`, and mirror images
/// still cancel.
#[rstest]
#[case::beyond_u32("1\n2\n4294967296 4294967296\n6442450944 1\n", LOSE)]
#[case::u64_max("1\n1\n18446744073709551615 18446744073709551615\n", WIN)]
#[case::mirrored("1\n2\n123456789012 5\n5 123456789012\n", LOSE)]
#[case::no_cases("0\n", "")]
fn large_coordinates(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(
        output.status.success(),
        "{input:?}: {}",
        output.stderr_text()
    );
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}

/// 10^6 lights in one case are served (mirror pairs: a loss); one more is refused up front.
#[test]
fn lights_per_case_are_capped_at_a_million() {
    let mut input = String::from("1\n1000000\n");
    for i in 1..=500_000u64 {
        writeln!(input, "{i} {}\n{} {i}", i + 1, i + 1).unwrap();
    }
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    assert_eq!(output.stdout_text(), LOSE);

    let too_many = input.replacen("1000000", "1000001", 1) + "1 1\n";
    testkit::judge::assert_rejects(
        BINARY,
        too_many.as_bytes(),
        "line 2: test case 1: n 1000001 is too large (at most 10^6)",
    );
}
