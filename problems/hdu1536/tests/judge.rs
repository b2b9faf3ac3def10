//! The built binary against `testdata/hdu1536`, untidy input, and bad input.

use rstest::rstest;

testkit::judge_tests! {
    "hdu1536",
    rejects: {
        letter_as_heap: (
            "1 2\n1\n2 3 x\n0\n",
            "line 3: test case 1: position 1: expected heap size (a non-negative integer), found \"x\""
        ),
        negative_k: ("-2 1 2\n", "line 1: test case 1: expected k (or the final 0)"),
        letter_as_m: ("1 2\nm\n", "line 2: test case 1: expected m (a non-negative integer)"),
        fewer_moves_than_k: ("3 1 2\n", "line 2: test case 1: expected subtraction value, found the end"),
        lying_k: ("30 1 2\n", "line 1: test case 1: k 30 is too large"),
        fewer_heaps_than_l: (
            "1 2\n2\n1 4\n3 1 2\n",
            "line 5: test case 1: position 2: expected heap size, found the end of the input"
        ),
        fewer_positions_than_m: (
            "1 2\n3\n1 4\n1 5\n",
            "line 5: test case 1: position 3: expected l, found the end of the input"
        ),
        zero_move: ("2 3 0\n1\n1 5\n0\n", "line 1: test case 1: subtraction value 0 is too small (at least 1)"),
        zero_move_in_second_case: ("1 1\n1\n1 1\n2 0 4\n1\n1 4\n0\n", "line 4: test case 2: subtraction value 0 is too small"),
        zero_positions: ("1 2\n0\n0\n", "line 2: test case 1: m 0 is too small (at least 1)"),
        zero_heaps: ("1 2\n2\n1 4\n0\n0\n", "line 4: test case 1: position 2: l 0 is too small (at least 1)"),
        heap_too_large: (
            "1 2\n1\n2 4 10000001\n0\n",
            "line 3: test case 1: position 1: heap size 10000001 is too large (at most 10^7)"
        ),
    }
}

const SAMPLE: &str =
    "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";

#[rstest]
#[case::no_final_newline("0")]
#[case::a_second_sentinel("0\n0\n")]
#[case::anything_after_the_sentinel("0\n1 2\nnot read\n")]
#[case::no_sentinel("")]
fn input_ends_at_the_sentinel(#[case] ending: &str) {
    let input = SAMPLE.strip_suffix("0\n").unwrap().to_owned() + ending;
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{input:?}");
    assert_eq!(output.stdout, b"LWW\nWWL\n", "{input:?}");
    // Only the clean endings are quiet; the others are answered with one warning.
    let quiet = ending == "0";
    assert_eq!(
        output.stderr.is_empty(),
        quiet,
        "{input:?}: {}",
        output.stderr_text()
    );
}

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b"", "", "without the final 0");
}

/// 400 moves up to a heap of 10^7 - 1 take exactly the limit, 4·10^9 table steps; one more
/// heap size passes it and is refused before the table is built.
#[test]
fn table_work_is_bounded_up_front() {
    let moves: Vec<String> = (1..=400).map(|s| s.to_string()).collect();
    let over = format!("400 {}\n1\n1 10000000\n0\n", moves.join(" "));
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 1: test case 1: the Grundy tables of the test cases so far take 4000000400 steps",
    );
}

/// The largest accepted table runs within the input contract's ~10 s (release: `make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_table_is_served() {
    let moves: Vec<String> = (1..=400).map(|s| s.to_string()).collect();
    let at_limit = format!("400 {}\n1\n1 9999999\n0\n", moves.join(" "));
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, at_limit.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("hdu1536 at its limit: {:?}", start.elapsed());
}
