//! The built binary judged as Codeforces judges it — by a checker, since any correct `x` is
//! accepted: on every `testdata/cf1310f` case, on the samples with messy whitespace, a
//! byte-order mark or leftovers; the bad inputs with their exact `error:` lines; and the
//! checker itself. (`testkit::judge_tests!` compares bytes, so these tests are written out.)
//!
//! The binary promises the smallest `x`, so the checks also demand that. The stored `.out`
//! files are one valid answer each: the sample's is the official output (which prints `1` for
//! `1 1`, not the smallest `0`), the others are the smallest answers. (`checker = true` in the
//! crate's `Cargo.toml` makes the bundle check compare the bundle with this binary instead.)

mod common;

use common::{check_answer, check_output, SlowField};
use std::fmt::Write as _;
use std::path::Path;
use testkit::judge::{assert_count_refused, assert_rejected_as_stored};
use testkit::testdata;

const BINARY: &str = env!("CARGO_BIN_EXE_cf1310f");

/// The official sample's output, as the statement prints it: `1` for `1 1`, where this binary
/// prints the smallest, `0`.
const OFFICIAL_SAMPLE_OUTPUT: &str = "1\n1\n2\n4\n-1\n6148914691236517205\n68943624821423112\n";

/// What this binary prints for the official sample: the smallest answers.
const OUR_SAMPLE_OUTPUT: &str = "1\n0\n2\n4\n-1\n6148914691236517205\n68943624821423112\n";

/// Runs the binary on `sent` (the text of `input`, perhaps made untidy) and checks its answer:
/// exit 0, no `warning:` line or one containing `warning`, and an output the checker accepts
/// as the smallest answers for `input`.
fn assert_answers(field: &SlowField, input: &str, sent: &str, warning: Option<&str>) {
    let output = testkit::run(BINARY, sent.as_bytes());
    let stderr = output.stderr_text();
    assert!(output.status.success(), "{input:?}: {stderr}");
    match warning {
        None => assert!(stderr.is_empty(), "{input:?}: {stderr}"),
        Some(fragment) => assert!(
            stderr.starts_with("warning: ")
                && stderr.lines().count() == 1
                && stderr.contains(fragment),
            "{input:?}: expected one warning about {fragment:?}, got {stderr:?}"
        ),
    }
    if let Err(e) = check_output(field, input, &output.stdout_text(), true) {
        panic!("{input:?}: {e}");
    }
}

fn is_answered_case(path: &Path) -> bool {
    path.with_extension("out").is_file()
}

#[test]
fn testdata_answers_pass_the_checker() {
    let field = SlowField::new();
    let mut answered = 0;
    for path in testdata::inputs("cf1310f", "") {
        if is_answered_case(&path) {
            let (input, stored) = testdata::read_case(&path);
            assert_answers(&field, &input, &input, None);
            // A sample's output is the official text, valid but not always the smallest.
            let official = path
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("sample-");
            if let Err(e) = check_output(&field, &input, &stored, !official) {
                panic!("{}: the stored answer: {e}", path.display());
            }
            answered += 1;
        } else {
            assert_rejected_as_stored(BINARY, &path);
        }
    }
    assert!(answered >= 17, "{answered} answered cases");
}

/// The sample's `.out` is the statement's text; the binary's answer differs from it only where
/// the statement's is not the smallest, and the checker accepts both.
#[test]
fn the_sample_keeps_the_official_output_and_both_answers_pass() {
    let field = SlowField::new();
    let (input, stored) = testdata::read_case(&testdata::dir("cf1310f").join("sample-1.in"));
    assert_eq!(stored, OFFICIAL_SAMPLE_OUTPUT);
    let output = testkit::run(BINARY, input.as_bytes());
    assert_eq!(output.stdout_text(), OUR_SAMPLE_OUTPUT);
    check_output(&field, &input, OUR_SAMPLE_OUTPUT, true).unwrap();
    check_output(&field, &input, OFFICIAL_SAMPLE_OUTPUT, false).unwrap();
}

#[test]
fn samples_with_messy_whitespace() {
    let field = SlowField::new();
    for path in testdata::inputs("cf1310f", "sample-") {
        let (input, _) = testdata::read_case(&path);
        for (_, variant) in testkit::whitespace::messy_variants(&input) {
            assert_answers(&field, &input, &variant, None);
        }
    }
}

#[test]
fn untidy_samples_are_answered() {
    let field = SlowField::new();
    for path in testdata::inputs("cf1310f", "sample-") {
        let (input, _) = testdata::read_case(&path);
        let with_mark = format!("\u{feff}{input}");
        assert_answers(&field, &input, &with_mark, Some("byte-order mark"));
        assert_answers(
            &field,
            &input,
            &format!("{input}\n7 x\n"),
            Some("after the end of the input"),
        );
    }
}

/// The checker accepts any correct answer (the official sample output, an exponent beyond the
/// order) and rejects wrong ones, including a wrong `-1` and a missing `-1`.
#[test]
fn checker_accepts_every_valid_answer_and_nothing_else() {
    let field = SlowField::new();
    let sample = testdata::read_case(&testdata::dir("cf1310f").join("sample-1.in")).0;
    check_output(&field, &sample, OFFICIAL_SAMPLE_OUTPUT, false).unwrap();
    // `1` for `1 1` is valid, but not the smallest.
    assert!(check_output(&field, &sample, OFFICIAL_SAMPLE_OUTPUT, true).is_err());
    assert_eq!(check_answer(&field, 2, 2, "4"), Ok(())); // 2 has order 3
    assert_eq!(check_answer(&field, 2, 2, "18446744073709551613"), Ok(()));
    for (a, b, wrong) in [
        (2, 3, "1"),
        (8, 10, "-1"),
        (8, 2, "0"),
        (8, 2, "3"),
        (1, 1, "-1"),
        (2, 3, "+2"),
        (2, 3, "18446744073709551618"),
        (2, 3, "x"),
    ] {
        assert!(
            check_answer(&field, a, b, wrong).is_err(),
            "{a} {b}: {wrong}"
        );
    }
    // A line short, or no final newline.
    assert!(check_output(&field, "2\n2 2\n2 3\n", "1\n", false).is_err());
    assert!(check_output(&field, "1\n2 2\n", "1", false).is_err());
}

/// 2·10^4 pairs are served; one more is refused before any is solved.
#[test]
fn pairs_are_capped_at_twenty_thousand() {
    let input = format!("20000\n{}", "1 1\n".repeat(20_000));
    testkit::judge::assert_answers(BINARY, input.as_bytes(), &"0\n".repeat(20_000));
    assert_count_refused(
        BINARY,
        "20001\n",
        "2 3\n",
        20_001,
        "line 1: t 20001 is too large (at most 2·10^4)",
    );
}

/// 19,999 pairs that each take a full Pohlig–Hellman (about 3 s in all), then a pair with
/// `b = 0`: refused at once, because every pair is read before the first is solved.
#[test]
fn a_bad_last_pair_is_refused_before_any_is_solved() {
    let mut input = String::from("20000\n");
    let mut x = 0x9E37_79B9_7F4A_7C15_u64;
    for _ in 1..20_000 {
        // Scattered 64-bit values: almost all of large order, so every prime is worked on.
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let a = x | 1 << 63;
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        writeln!(input, "{a} {}", x | 1).unwrap();
    }
    input.push_str("2 0\n");
    let output = testkit::process::run_with_timeout(
        BINARY,
        input.as_bytes(),
        std::time::Duration::from_secs(1),
    );
    assert_eq!(output.status.code(), Some(1), "{}", output.stderr_text());
    assert!(output.stdout.is_empty());
    assert_eq!(
        output.stderr_text(),
        "error: line 20001: pair 20000: b 0 is too small (at least 1)\n"
    );
}
