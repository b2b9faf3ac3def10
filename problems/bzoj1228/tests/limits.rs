//! The cap on the number of test cases.

const BINARY: &str = env!("CARGO_BIN_EXE_bzoj1228");

/// `T` above 10^7 is refused on its line even when the input holds that many cases.
#[test]
fn more_than_ten_million_cases_are_refused() {
    let cases = 10_000_001;
    testkit::judge::assert_count_refused(
        BINARY,
        &format!("{cases}\n"),
        "2 1 1\n",
        cases,
        "line 1: T 10000001 is too large (at most 10^7)",
    );
}
