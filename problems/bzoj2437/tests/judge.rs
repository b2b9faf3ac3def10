//! The built binary against `testdata/bzoj2437`, untidy input, and the bad inputs
//! `testdata/bzoj2437/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj2437");

/// Rounds × cells is bounded before the replay starts: a corridor of 2^22 cells with 1000
/// rounds is refused at once (the bound is 3·10^9).
#[test]
fn long_records_on_long_corridors_are_refused_up_front() {
    let cells = 1 << 22;
    let mut input = format!("1 {cells}\nX.{}\n1000\n", "O".repeat(cells - 2));
    input.push_str(&"1 1\n".repeat(2000));
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 3: 1000 rounds on a board of 4194304 cells are too many",
    );
}
