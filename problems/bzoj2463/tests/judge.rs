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

/// At most 10^7 boards of 2 before the final `0` (an even side: a win).
/// One more is refused before anything is printed (the answers are held in memory until the
/// input has been read in full); the limit itself is served (`make limits`).
const BOARDS: testkit::judge::CaseCap = testkit::judge::CaseCap {
    input: |n| testkit::judge::items_before_zero(n, "2\n"),
    limit: 10_000_000,
    refusal: "line 10000001: board 10000001: more boards than this binary answers (at most \
              10^7 before the final 0)",
    answer: "Alice\n",
};

testkit::case_cap_tests!(
    BOARDS,
    boards_are_capped_at_ten_million,
    largest_board_count_is_served,
    "bzoj2463 at its board limit"
);
