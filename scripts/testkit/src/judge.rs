//! The built binary held to the input contract: testdata byte for byte, untidy whitespace,
//! one `error:` line for bad input, one `warning:` line for untidy but defined input.

use super::process::{run, Output};
use super::{testdata, whitespace};
use std::fmt::Write as _;
use std::path::Path;

/// Whether a run answered as the contract allows: exit 0, and nothing on standard error but at
/// most one `warning: …` line (some official samples are untidy: a repeated sentinel, cases
/// repeated after the last one).
fn answered(output: &Output) -> bool {
    let stderr = output.stderr_text();
    output.status.success()
        && (stderr.is_empty() || (stderr.starts_with("warning: ") && stderr.lines().count() == 1))
}

/// Runs `binary` on `case.in` and asserts that standard output equals `case.out` byte for byte
/// and that the run succeeded with at most one warning.
///
/// # Panics
/// On any difference, with the case's path in the message.
pub fn assert_matches_expected(binary: &str, input_path: &Path) {
    let expected = testdata::read(&input_path.with_extension("out"));
    let output = run(binary, &testdata::read(input_path));
    assert!(
        answered(&output),
        "{}: exit {:?}, stderr {}",
        input_path.display(),
        output.status.code(),
        output.stderr_text()
    );
    assert!(
        output.stdout == expected,
        "{}: output differs\n--- expected\n{}\n--- got\n{}",
        input_path.display(),
        String::from_utf8_lossy(&expected),
        output.stdout_text()
    );
}

/// Runs `binary` on a bad input `bad-NAME.in` and asserts that it is rejected with exactly
/// the line stored in `bad-NAME.err`: exit status 1, nothing on standard output.
///
/// # Panics
/// On any difference, with the case's path in the message.
pub fn assert_rejected_as_stored(binary: &str, input_path: &Path) {
    let expected =
        String::from_utf8_lossy(&testdata::read(&input_path.with_extension("err"))).into_owned();
    let output = run(binary, &testdata::read(input_path));
    assert!(
        expected.starts_with("error: line ")
            && expected.ends_with('\n')
            && expected.lines().count() == 1,
        "{}: a .err holds one `error: line …` line",
        input_path.display()
    );
    assert_eq!(output.status.code(), Some(1), "{}", input_path.display());
    assert!(
        output.stdout.is_empty(),
        "{}: wrote to stdout",
        input_path.display()
    );
    assert_eq!(output.stderr_text(), expected, "{}", input_path.display());
}

/// Every case of `testdata/<problem>/`: a `.in` with a `.out` is answered with it byte for
/// byte ([`assert_matches_expected`]), a `.in` with a `.err` is rejected with exactly that line
/// ([`assert_rejected_as_stored`]); a `.in` with neither is an error in the testdata.
///
/// # Panics
/// If there is no answered case, or for the first case that differs.
pub fn assert_all_testdata(binary: &str, problem: &str) {
    let cases = testdata::inputs(problem, "");
    let mut answered = 0;
    for case in cases {
        if case.with_extension("out").is_file() {
            assert_matches_expected(binary, &case);
            answered += 1;
        } else if case.with_extension("err").is_file() {
            assert_rejected_as_stored(binary, &case);
        } else {
            panic!("{}: no .out or .err beside it", case.display());
        }
    }
    assert!(answered > 0, "testdata/{problem} has no answered case");
}

/// Asserts that `binary` rejects `input` the way every problem binary must: exit status 1,
/// nothing on standard output, and exactly one line on standard error, `error: …`,
/// containing `expected_fragment` — no panic text.
///
/// # Panics
/// If any of that does not hold.
pub fn assert_rejects(binary: &str, input: &[u8], expected_fragment: &str) {
    rejected(binary, input, expected_fragment);
}

/// [`assert_rejects`], returning the `error:` line.
fn rejected(binary: &str, input: &[u8], expected_fragment: &str) -> String {
    let output = run(binary, input);
    let stderr = output.stderr_text();
    let shown = excerpt(input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "input {shown}: stderr {stderr}"
    );
    assert!(output.stdout.is_empty(), "input {shown}: wrote to stdout");
    assert!(
        stderr.starts_with("error: line ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "input {shown}: stderr is not one `error: line …` line: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "input {shown}: {stderr}");
    assert!(
        stderr.contains(expected_fragment),
        "input {shown}: stderr {stderr:?} does not mention {expected_fragment:?}"
    );
    stderr
}

/// Asserts that a count above its cap is refused on its own line even when the input holds
/// that many items: `header` (the input up to and including the count), then `item` `copies`
/// times — the test cases, rows or edges the count announces, or filler as long as they would
/// be — is rejected (as [`assert_rejects`]) with exactly the line `error: {refusal}`. Such
/// inputs run to tens of megabytes, so they are built here rather than stored.
///
/// # Example
/// ```ignore
/// // T = 10^7 + 1 test cases, each `2 1 1`: refused when T is read.
/// let cases = 10_000_001;
/// testkit::judge::assert_count_refused(
///     BINARY,
///     &format!("{cases}\n"),
///     "2 1 1\n",
///     cases,
///     "line 1: T 10000001 is too large (at most 10^7)",
/// );
/// ```
///
/// # Panics
/// If the binary answers, or refuses with any other line.
pub fn assert_count_refused(binary: &str, header: &str, item: &str, copies: usize, refusal: &str) {
    let mut input = Vec::with_capacity(header.len() + item.len() * copies);
    input.extend_from_slice(header.as_bytes());
    for _ in 0..copies {
        input.extend_from_slice(item.as_bytes());
    }
    let stderr = rejected(binary, &input, refusal);
    assert_eq!(
        stderr,
        format!("error: {refusal}\n"),
        "{header:?} then {copies} × {item:?}"
    );
}

/// Asserts that `binary` answers `input` with `expected` on standard output, exit status 0,
/// and exactly one line `warning: …` containing `fragment` on standard error.
///
/// # Panics
/// If any of that does not hold.
pub fn assert_answers_with_warning(binary: &str, input: &[u8], expected: &str, fragment: &str) {
    let output = run(binary, input);
    let stderr = output.stderr_text();
    let shown = excerpt(input);
    assert!(output.status.success(), "input {shown}: stderr {stderr}");
    assert_eq!(output.stdout_text(), expected, "input {shown}");
    assert!(
        stderr.starts_with("warning: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "input {shown}: stderr is not one warning line: {stderr:?}"
    );
    assert!(
        stderr.contains(fragment),
        "input {shown}: warning {stderr:?} does not mention {fragment:?}"
    );
}

/// At most the first 200 characters of `text`, and its length when that cuts it short: inputs
/// and outputs in messages can be megabytes.
fn excerpt(text: &[u8]) -> String {
    const LIMIT: usize = 200;
    let shown = String::from_utf8_lossy(&text[..text.len().min(LIMIT)]);
    if text.len() > LIMIT {
        format!("{shown:?}… ({} bytes)", text.len())
    } else {
        format!("{shown:?}")
    }
}

/// Asserts that `binary` answers `input` with exactly `expected` on standard output: exit
/// status 0, and nothing on standard error but at most one `warning: …` line.
///
/// # Panics
/// If any of that does not hold, showing the start of the input and of both outputs.
pub fn assert_answers(binary: &str, input: &[u8], expected: &str) {
    let output = run(binary, input);
    assert!(
        answered(&output),
        "input {}: exit {:?}, stderr {}",
        excerpt(input),
        output.status.code(),
        output.stderr_text()
    );
    assert!(
        output.stdout == expected.as_bytes(),
        "input {}: expected {}, got {}",
        excerpt(input),
        excerpt(expected.as_bytes()),
        excerpt(&output.stdout)
    );
}

/// Runs `binary` on one of its largest accepted inputs, asserts that it answered (exit
/// status 0, at most one `warning: …` line), prints `label` and the time the run took on
/// standard error (`make limits` shows them), and returns standard output for the caller to
/// check.
///
/// # Panics
/// If the run fails, or outlives [`super::process::DEFAULT_TIMEOUT`].
pub fn assert_served(binary: &str, input: &[u8], label: &str) -> String {
    let start = std::time::Instant::now();
    let output = run(binary, input);
    let elapsed = start.elapsed();
    assert!(
        answered(&output),
        "{label}: exit {:?}, stderr {}",
        output.status.code(),
        output.stderr_text()
    );
    eprintln!("{label}: {elapsed:?}");
    output.stdout_text()
}

/// Runs `binary` on every [`whitespace::messy_variants`] of the case `input_path` and asserts
/// that each run succeeds with exactly the case's `.out` (and the sample's warning, if any).
///
/// # Panics
/// Listing every variant that failed, with its input and what the program did.
pub fn assert_tolerates_messy_whitespace(binary: &str, input_path: &Path) {
    let (input, expected) = testdata::read_case(input_path);
    let mut failures = String::new();
    for (name, variant) in whitespace::messy_variants(&input) {
        let output = run(binary, variant.as_bytes());
        if !(answered(&output) && output.stdout == expected.as_bytes()) {
            let _ = write!(
                failures,
                "\n{name}: input {variant:?}: exit {:?}, stderr {:?}, stdout {:?}",
                output.status.code(),
                output.stderr_text(),
                output.stdout_text(),
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{}: expected {expected:?} for every variant{failures}",
        input_path.display()
    );
}

/// The untidy shapes every binary answers with the same words and at most one warning: each
/// official sample with a byte-order mark, and (when `leftovers`: not for inputs that run to
/// the end of the file) with tokens after its end.
///
/// # Panics
/// If a sample is missing, or a run does not answer with the sample's output and one warning.
pub fn assert_untidy_samples_are_answered(binary: &str, problem: &str, leftovers: bool) {
    let samples = testdata::inputs(problem, "sample-");
    assert!(!samples.is_empty(), "testdata/{problem} has no sample");
    for path in samples {
        let (input, expected) = testdata::read_case(&path);
        let with_mark = format!("\u{feff}{input}");
        assert_answers_with_warning(binary, with_mark.as_bytes(), &expected, "byte-order mark");
        if !leftovers {
            continue;
        }
        let with_leftovers = format!("{input}\n7 x\n");
        assert_answers_with_warning(
            binary,
            with_leftovers.as_bytes(),
            &expected,
            "after the end of the input",
        );
    }
}

/// The standard tests of a problem binary, from its id:
/// - `testdata`: every `testdata/<id>/*.in` gives its `.out` byte for byte, or, for the bad
///   inputs `bad-*.in`, exactly the `error:` line of its `.err` (see [`assert_all_testdata`]);
/// - `samples_with_messy_whitespace`: every sample under CRLF, CR-only, blank lines, …;
/// - `untidy_samples_are_answered`: a byte-order mark or leftovers give one warning (write
///   `reads_to_the_end: true` after the id for inputs whose test cases run to the end of the
///   file, where leftovers would be another test case).
///
/// It also defines `BINARY`, the path of the built binary, for the crate's own extra tests.
///
/// # Example
/// ```ignore
/// testkit::judge_tests!("bzoj2463");
/// ```
#[macro_export]
macro_rules! judge_tests {
    ($problem:literal) => {
        $crate::judge_tests!($problem, reads_to_the_end: false);
    };
    ($problem:literal, reads_to_the_end: $to_end:literal) => {
        const BINARY: &str = env!(concat!("CARGO_BIN_EXE_", $problem));

        #[test]
        fn testdata() {
            $crate::judge::assert_all_testdata(BINARY, $problem);
        }

        #[test]
        fn samples_with_messy_whitespace() {
            for sample in $crate::testdata::inputs($problem, "sample-") {
                $crate::judge::assert_tolerates_messy_whitespace(BINARY, &sample);
            }
        }

        #[test]
        fn untidy_samples_are_answered() {
            $crate::judge::assert_untidy_samples_are_answered(BINARY, $problem, !$to_end);
        }
    };
}

/// How a binary caps the number of test cases (or of items before a final `0`) it answers:
/// the answers are held in memory until the input has been read in full, so one more than
/// `limit` is refused before anything is printed, and `limit` itself is served.
pub struct CaseCap {
    /// The input with `n` cases.
    pub input: fn(usize) -> String,
    /// The most cases answered.
    pub limit: usize,
    /// The whole `error:` line (after `error: `) for `limit + 1` cases.
    pub refusal: &'static str,
    /// The answer to each case of the input, one line.
    pub answer: &'static str,
}

impl CaseCap {
    /// `limit + 1` cases are refused with exactly the line `error: ` [`CaseCap::refusal`] and
    /// nothing on standard output.
    ///
    /// # Panics
    /// As [`assert_rejects`], and if the line says more than the refusal.
    pub fn assert_refused_past_the_limit(&self, binary: &str) {
        let input = (self.input)(self.limit + 1);
        let stderr = rejected(binary, input.as_bytes(), self.refusal);
        assert_eq!(
            stderr,
            format!("error: {}\n", self.refusal),
            "{} cases",
            self.limit + 1
        );
    }

    /// `limit` cases are served (as [`assert_served`], labelled `label`) and every answer is
    /// [`CaseCap::answer`].
    ///
    /// # Panics
    /// If the run fails or any answer differs.
    pub fn assert_served_at_the_limit(&self, binary: &str, label: &str) {
        let output = assert_served(binary, (self.input)(self.limit).as_bytes(), label);
        assert!(
            output == self.answer.repeat(self.limit),
            "{label}: {} bytes of output, not {} times {:?}",
            output.len(),
            self.limit,
            self.answer
        );
    }
}

/// The two tests of a [`CaseCap`] constant, in a test crate that has [`judge_tests!`]'s
/// `BINARY`: `$refused`, one case more than the limit refused before anything is printed, and
/// `$served`, the limit served with every answer checked (ignored: `make limits` runs it in
/// release), labelled `$label` on standard error.
///
/// # Example
/// ```ignore
/// testkit::case_cap_tests!(
///     CASES,
///     test_cases_are_capped_at_ten_million,
///     largest_case_count_is_served,
///     "hdu3032 at its case limit"
/// );
/// ```
#[macro_export]
macro_rules! case_cap_tests {
    ($cap:ident, $refused:ident, $served:ident, $label:literal) => {
        #[test]
        fn $refused() {
            $cap.assert_refused_past_the_limit(BINARY);
        }

        #[test]
        #[ignore = "writes the most answers accepted; `make limits` runs it in release"]
        fn $served() {
            $cap.assert_served_at_the_limit(BINARY, $label);
        }
    };
}

/// An input of `count` test cases: its first line `count`, then `case` `count` times.
pub fn counted_cases(count: usize, case: &str) -> String {
    format!("{count}\n") + &case.repeat(count)
}

/// An input of `count` items ended by a final `0` line: `item` `count` times, then `0`.
pub fn items_before_zero(count: usize, item: &str) -> String {
    item.repeat(count) + "0\n"
}

#[cfg(test)]
mod tests {
    use super::assert_count_refused;

    /// `sh` reading its script from standard input stands in for a binary: the header sets a
    /// trap that refuses, at the end of the input, with the number of items it ran.
    const HEADER: &str =
        "trap 'echo \"error: line 1: N $n is too large (at most 2)$more\" >&2; exit 1' EXIT\nn=0\n";
    const ITEM: &str = "n=$((n + 1))\n";

    #[test]
    fn a_count_refused_with_exactly_its_line_passes() {
        assert_count_refused(
            "sh",
            &format!("more=''\n{HEADER}"),
            ITEM,
            3,
            "line 1: N 3 is too large (at most 2)",
        );
    }

    /// The line must be the refusal and nothing more, not merely contain it.
    #[test]
    #[should_panic(expected = "then 3 × \"n=$((n + 1))\\n\"")]
    fn a_longer_line_fails() {
        assert_count_refused(
            "sh",
            &format!("more=', and more'\n{HEADER}"),
            ITEM,
            3,
            "line 1: N 3 is too large (at most 2)",
        );
    }
}
