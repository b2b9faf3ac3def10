//! The built binary against `testdata/bzoj2463`, untidy input, and the bad inputs
//! `testdata/bzoj2463/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj2463");

#[test]
fn missing_final_zero_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(
        BINARY,
        b"2\n3\n",
        "Alice\nBob\n",
        "without the final 0",
    );
}

/// More than 10^7 boards before the final `0` are refused at the first one too many, before
/// anything is printed: the answers are held in memory until the input has been read in full.
#[test]
fn boards_are_capped_at_ten_million() {
    let input = "2\n".repeat(10_000_001) + "0\n";
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 10000001: board 10000001: more boards than this binary answers (at most 10^7 \
         before the final 0)",
    );
}

/// 10^7 boards of 2, the most accepted (an even side: a win) (`make limits`).
#[test]
#[ignore = "writes 10^7 answers; `make limits` runs it in release"]
fn largest_board_count_is_served() {
    let input = "2\n".repeat(10_000_000) + "0\n";
    let output =
        testkit::judge::assert_served(BINARY, input.as_bytes(), "bzoj2463 at its board limit");
    assert!(output == "Alice\n".repeat(10_000_000));
}
