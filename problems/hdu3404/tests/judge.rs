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
    testkit::judge::assert_answers(BINARY, input.as_bytes(), expected);
}

/// 10^5 lights in one case are served (mirror pairs: a loss); one more is refused up front.
#[test]
fn lights_per_case_are_capped_at_a_hundred_thousand() {
    let mut input = String::from("1\n100000\n");
    for i in 1..=50_000u64 {
        writeln!(input, "{i} {}\n{} {i}", i + 1, i + 1).unwrap();
    }
    testkit::judge::assert_answers(BINARY, input.as_bytes(), LOSE);

    let too_many = input.replacen("100000", "100001", 1) + "1 1\n";
    testkit::judge::assert_rejects(
        BINARY,
        too_many.as_bytes(),
        "line 2: test case 1: n 100001 is too large (at most 10^5)",
    );
}

/// One case of 98,305 lights grows the repeated-cell check's map to 2^17 buckets; the 3·10^6
/// one-light cases after it must not pay for them each. (With the cap at 10^6 lights this test
/// had one case of 917,505 lights, 2^21 buckets, and 300,000 small cases: emptying that map
/// every case took 12 s.)
#[test]
fn a_large_case_does_not_slow_the_cases_after_it() {
    let small_cases = 3_000_000;
    let mut input = format!("{}\n98305\n", small_cases + 1);
    for x in 1..=98_305u64 {
        writeln!(input, "{x} 1").unwrap();
    }
    input.push_str(&"1\n1 1\n".repeat(small_cases));
    let output = testkit::process::run_with_timeout(
        BINARY,
        input.as_bytes(),
        std::time::Duration::from_secs(5),
    );
    assert!(output.status.success(), "{}", output.stderr_text());
    // x ⊗ 1 = x, and 1 ^ 2 ^ … ^ 98305 = 1 (98305 ≡ 1 mod 4): every case is a win.
    assert!(output.stdout == WIN.repeat(small_cases + 1).as_bytes());
}

/// More than 10^7 test cases are refused as soon as `T` is read: their answers (23 bytes for
/// an empty case of 2) are held in memory until the input has been read.
#[test]
fn test_cases_are_capped_at_ten_million() {
    testkit::judge::assert_count_refused(
        BINARY,
        "10000001\n",
        "0\n",
        10_000_001,
        "line 1: T 10000001 is too large (at most 10^7)",
    );
}

/// 10^7 empty cases, the most accepted: 20 MB of input, 230 MB of answers (`make limits`).
#[test]
#[ignore = "writes 230 MB of answers; `make limits` runs it in release"]
fn largest_case_count_is_served() {
    let input = "10000000\n".to_owned() + &"0\n".repeat(10_000_000);
    let output = testkit::judge::assert_served(BINARY, input.as_bytes(), "hdu3404 at its limit");
    assert!(output == LOSE.repeat(10_000_000));
}
