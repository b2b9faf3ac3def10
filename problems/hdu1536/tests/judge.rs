//! The built binary against `testdata/hdu1536`, untidy input, and the bad inputs
//! `testdata/hdu1536/bad-*.in` (each with the exact `error:` line in its `.err`).

use rstest::rstest;
use std::time::Duration;

testkit::judge_tests!("hdu1536");

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

/// 100 moves up to a heap of 10^7 - 1 take exactly the limit, 10^9 table steps; one more
/// heap size passes it and is refused before the table is built.
#[test]
fn table_work_is_bounded_up_front() {
    let moves: Vec<String> = (1..=100).map(|s| s.to_string()).collect();
    let over = format!("100 {}\n1\n1 10000000\n0\n", moves.join(" "));
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 1: test case 1: the Grundy tables of the test cases so far take 1000000100 steps",
    );
}

/// Three test cases of 5·10^8 table steps each: the third passes the limit, and the refusal
/// comes before any table is built (building the first two takes most of a second), because
/// cases past the small budget of table work allowed while reading are solved only once every
/// case has been read. A parse error after expensive cases likewise.
#[test]
fn refusals_come_before_any_table() {
    let moves: Vec<String> = (1..=50).map(|s| s.to_string()).collect();
    let expensive = format!("50 {}\n1\n1 9999999\n", moves.join(" "));
    let over_the_limit = testkit::testdata::read(
        &testkit::testdata::dir("hdu1536").join("bad-work-over-the-limit-after-two-cases.in"),
    );
    assert_eq!(over_the_limit, (expensive.repeat(3) + "0\n").as_bytes());
    let bad_token = expensive.repeat(2) + "1 x\n1\n1 1\n0\n";
    for (input, fragment) in [
        (over_the_limit, "line 7: test case 3: the Grundy tables"),
        (
            bad_token.into_bytes(),
            "line 7: test case 3: expected subtraction value",
        ),
    ] {
        let output = testkit::process::run_with_timeout(BINARY, &input, Duration::from_secs(5));
        assert_eq!(output.status.code(), Some(1), "{}", output.stderr_text());
        assert!(output.stdout.is_empty());
        assert!(
            output.stderr_text().contains(fragment),
            "{}",
            output.stderr_text()
        );
    }
}

/// The largest accepted table runs within the input contract's ~10 s (release: `make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_table_is_served() {
    let moves: Vec<String> = (1..=100).map(|s| s.to_string()).collect();
    let at_limit = format!("100 {}\n1\n1 9999999\n0\n", moves.join(" "));
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, at_limit.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("hdu1536 at its limit: {:?}", start.elapsed());
}
