//! The built binary against `testdata/bzoj4600`, untidy input, and the bad inputs
//! `testdata/bzoj4600/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj4600");

const SAMPLE_OUT: &str = "win\nlose\nwin\nlose\nwin\nwin\n";

fn sample() -> String {
    testkit::testdata::read_case(&testkit::testdata::dir("bzoj4600").join("sample-1.in")).0
}

#[test]
fn tokens_after_the_last_case_are_ignored_with_a_warning() {
    let sample = sample();
    for extra in ["junk 7 -1\n", "16 4\n1 0"] {
        let input = format!("{sample}{extra}");
        testkit::judge::assert_answers_with_warning(
            BINARY,
            input.as_bytes(),
            SAMPLE_OUT,
            "after the end of the input",
        );
    }
    // An extra coin in a case is not silently dropped: the warning points at it.
    testkit::judge::assert_answers_with_warning(
        BINARY,
        b"1\n3 2\n0 1 1 0\n",
        "lose\n",
        "line 3: ignored 1 token",
    );
}

#[test]
fn zero_cases_print_nothing() {
    let output = testkit::run(BINARY, b"0\n");
    assert!(output.status.success() && output.stdout.is_empty());
}

#[test]
fn maxq_beyond_twenty_is_accepted() {
    // For n = 16 every exponent is at most 4, so any MAXQ >= 4 plays the same game.
    let sample = sample();
    let mut huge = String::new();
    for (i, line) in sample.lines().enumerate() {
        if i % 2 == 1 {
            huge.push_str("16 4294967295\n");
        } else {
            huge.push_str(line);
            huge.push('\n');
        }
    }
    let as_four = huge.replace("16 4294967295", "16 4");
    let output = testkit::run(BINARY, huge.as_bytes());
    let expected = testkit::run(BINARY, as_four.as_bytes());
    assert!(output.status.success() && expected.status.success());
    assert_eq!(output.stdout, expected.stdout);
}

#[test]
fn coin_tokens_with_leading_zeros_read_as_numbers() {
    let output = testkit::run(BINARY, b"1\n3 1\n00 01 001\n");
    let expected = testkit::run(BINARY, b"1\n3 1\n0 1 1\n");
    assert!(output.status.success());
    assert_eq!(output.stdout, expected.stdout);
}
