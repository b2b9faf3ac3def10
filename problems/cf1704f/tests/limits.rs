//! The cap on the number of rows.

const BINARY: &str = env!("CARGO_BIN_EXE_cf1704f");

/// `t` above 10^7 is refused on its line even when the input holds that many rows.
#[test]
fn more_than_ten_million_rows_are_refused() {
    let rows = 10_000_001;
    testkit::judge::assert_count_refused(
        BINARY,
        &format!("{rows}\n"),
        "2 RB\n",
        rows,
        "line 1: t 10000001 is too large (at most 10^7)",
    );
}
