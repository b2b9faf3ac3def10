//! The built binary against `testdata/bzoj2463`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj2463",
    rejects: {
        not_a_number: ("2\nx\n0\n", "line 2: expected n (or the final 0) (a non-negative integer), found \"x\""),
        negative: ("-3\n0\n", "found \"-3\""),
        too_large: ("4294967296\n0\n", "line 1: n (or the final 0) 4294967296 is too large (at most 2^32 − 1)"),
    }
}

#[test]
fn missing_final_zero_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(
        BINARY,
        b"2\n3\n",
        "Alice\nBob\n",
        "without the final 0",
    );
}
