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
