//! The cap on the number of rows.

const BINARY: &str = env!("CARGO_BIN_EXE_cf1704f");

/// `t` above 10^7 is refused on its line even when the input holds that many rows.
#[test]
fn more_than_ten_million_rows_are_refused() {
    let rows = 10_000_001;
    let mut input = format!("{rows}\n").into_bytes();
    for _ in 0..rows {
        input.extend_from_slice(b"2 RB\n");
    }
    testkit::judge::assert_rejects(
        BINARY,
        &input,
        "error: line 1: t 10000001 is too large (at most 10^7)\n",
    );
}
