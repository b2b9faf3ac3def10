//! The built binary against `testdata/hdu3032`, untidy input, and the bad inputs
//! `testdata/hdu3032/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("hdu3032");

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

/// 10^7 one-line test cases, the most accepted (one heap of one stone: a win) (`make limits`).
#[test]
#[ignore = "writes 10^7 answers; `make limits` runs it in release"]
fn largest_case_count_is_served() {
    let input = "10000000\n".to_owned() + &"1\n1\n".repeat(10_000_000);
    let output =
        testkit::judge::assert_served(BINARY, input.as_bytes(), "hdu3032 at its case limit");
    assert!(output == "Alice\n".repeat(10_000_000));
}
