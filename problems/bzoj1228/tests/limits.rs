//! The cap on the number of test cases.

const BINARY: &str = env!("CARGO_BIN_EXE_bzoj1228");

/// `T` above 10^7 is refused on its line even when the input holds that many cases.
#[test]
fn more_than_ten_million_cases_are_refused() {
    let cases = 10_000_001;
    let mut input = format!("{cases}\n").into_bytes();
    for _ in 0..cases {
        input.extend_from_slice(b"2 1 1\n");
    }
    testkit::judge::assert_rejects(
        BINARY,
        &input,
        "error: line 1: T 10000001 is too large (at most 10^7)\n",
    );
}
