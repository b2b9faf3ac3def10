//! The built binary against `testdata/bzoj2437`, untidy input, and the bad inputs
//! `testdata/bzoj2437/bad-*.in` (each with the exact `error:` line in its `.err`).

use std::fmt::Write as _;

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

/// A corridor `.OXOX…OX` of 77,459 cells and the longest record it allows, 38,729 rounds (rounds
/// × cells just under 3·10^9), whose last move is illegal: refused at once, because the whole
/// record is checked before any position is analysed.
#[test]
fn a_bad_last_move_is_refused_before_the_analysis() {
    let rounds = 38_729;
    let cells = 2 * rounds + 1;
    let mut input = format!("1 {cells}\n.{}\n{rounds}\n", "OX".repeat(rounds));
    // Move t slides the piece at column t + 1 into the empty cell at column t.
    for t in 1..2 * rounds {
        writeln!(input, "1 {}", t + 1).unwrap();
    }
    input.push_str("1 1\n");
    let output = testkit::process::run_with_timeout(
        BINARY,
        input.as_bytes(),
        std::time::Duration::from_secs(2),
    );
    assert_eq!(output.status.code(), Some(1), "{}", output.stderr_text());
    assert!(output.stdout.is_empty());
    assert_eq!(
        output.stderr_text(),
        "error: line 77461: Dandan's move 38729: cell (1, 1) is not next to the empty cell \
         (1, 77458)\n"
    );
}
