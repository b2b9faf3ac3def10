//! `explore misere` and `explore play octal … --misere`: what they print.

mod common;
use common::{explore, explore_with_input};

#[test]
fn r8_is_printed_in_the_papers_notation() {
    let run = explore(&["misere", "0.75"]);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("misère quotient of order 8"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("presentation: ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("P-portion (2): a, b²"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("proved for every heap"),
        "{}",
        run.stdout
    );
}

#[test]
fn tsv_has_the_six_columns() {
    let run = explore(&["misere", "0.33", "--upto", "2", "--format", "tsv"]);
    assert_eq!(run.stdout, "0.33\t2\t6\t2\tno\t⟨a, b | a² = 1, b³ = b⟩\n");
}

#[test]
fn a_sum_gets_its_outcome_and_a_winning_move() {
    let run = explore(&["misere", "0.75", "--sum", "5,9"]);
    assert!(run.stdout.contains("in P"), "{}", run.stdout);
    assert!(
        run.stdout.contains("P: the player to move loses"),
        "{}",
        run.stdout
    );
    let run = explore(&["misere", "0.75", "--sum", "3,5,1000"]);
    assert!(
        run.stdout.contains("N: the player to move wins, by taking"),
        "{}",
        run.stdout
    );
    // The sum the move leaves is named, and it is a P-position when asked in turn.
    for (code, sum) in [("0.75", "3,5,1000"), ("0.07", "4,9,12"), ("0.77", "2,1,5")] {
        let run = explore(&["misere", code, "--sum", sum]);
        let after = run
            .stdout
            .trim_end()
            .rsplit_once(": ")
            .and_then(|(_, tail)| tail.strip_suffix(" is in P"))
            .unwrap_or_else(|| panic!("{code} {sum}: {}", run.stdout))
            .replace(" + ", ",");
        let reply = explore(&["misere", code, "--sum", &after]);
        assert!(
            reply.stdout.contains("P: the player to move loses"),
            "{code} {sum} → {after}: {}",
            reply.stdout
        );
    }
    // Two heaps of 1 meet as a² = 1, the identity, which is named as such (it is not a count).
    let run = explore(&["misere", "0.75", "--sum", "1,1"]);
    assert!(
        run.stdout
            .starts_with("1 + 1: image 1 (the identity) in the quotient of order 8, not in P\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_quotient_that_stops_says_where_and_why() {
    let run = explore(&["misere", "0.14", "--upto", "30"]);
    assert_eq!(run.status, 0);
    assert!(
        run.stdout.contains("restricted to heaps up to 21"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("not proved: stopped, telling positions apart with heap 22 needs more than 262144 test positions"),
        "{}",
        run.stdout
    );
}

#[test]
fn play_misere_octal_explains_with_the_quotient() {
    let run = explore_with_input(
        &[
            "play", "octal", "0.75", "--heaps", "5,9", "--misere", "--script",
        ],
        "why\nquit\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(run.stdout.contains("misère octal 0.75"), "{}", run.stdout);
    assert!(
        run.stdout.contains("heap 1 (5): c, heap 2 (9): ab²"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("which lies in P = {a, b²}"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_limits_can_be_set_and_each_is_named_when_it_stops_the_run() {
    let less_work = explore(&["misere", "0.14", "--upto", "30", "--work", "1e7"]);
    assert_eq!(less_work.status, 0, "{}", less_work.stderr);
    assert!(
        less_work.stdout.contains("takes more than 10000000 steps"),
        "{}",
        less_work.stdout
    );
    let less_memory = explore(&["misere", "0.14", "--upto", "30", "--memory", "64K"]);
    assert_eq!(less_memory.status, 0, "{}", less_memory.stderr);
    assert!(
        less_memory
            .stdout
            .contains("needs more than 256 test positions"),
        "{}",
        less_memory.stdout
    );
    for (option, value) in [
        ("--work", "5"),
        ("--work", "1e15"),
        ("--work", "3x9"),
        ("--memory", "lots"),
    ] {
        let refused = explore(&["misere", "0.75", option, value]);
        assert_eq!(refused.status, 2, "{option} {value}: {}", refused.stderr);
        assert!(refused.stdout.is_empty());
        assert!(refused.stderr.contains(option), "{}", refused.stderr);
    }
}
