//! The built binary against `testdata/abc265h` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), untidy input, and the largest board served.

testkit::judge_tests!("abc265h");

/// The largest board this binary serves (`H = 2·10^4`, `W = 64`, past the judge's 8000 × 30):
/// answered, in well under a second in release.
#[test]
#[ignore = "the binary's largest input: make limits"]
fn largest_board() {
    testkit::judge::assert_served(BINARY, b"20000 64\n", "H = 2·10^4, W = 64");
}
