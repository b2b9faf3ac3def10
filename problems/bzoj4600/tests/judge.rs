//! The built binary against `testdata/bzoj4600`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj4600",
    rejects: {
        coin_two: ("1\n3 1\n0 2 1\n", "line 3: test case 1: coin 2: its value 2 is too large (at most 1)"),
        coin_eleven: ("1\n3 1\n011 0 1\n", "line 3: test case 1: coin 1: its value 011 is too large (at most 1)"),
        coin_word: ("2\n1 1\n0\n2 1\n1 heads\n", "line 5: test case 2: coin 2: expected its value (a non-negative integer), found \"heads\""),
        coin_negative: ("1\n2 1\n0\n-1\n", "line 4: test case 1: coin 2: expected its value (a non-negative integer), found \"-1\""),
        maxq_zero: ("1\n3 0\n0 0 0\n", "line 2: test case 1: MAXQ 0 is too small (at least 1)"),
        n_zero: ("2\n1 1\n0\n0 5\n", "line 4: test case 2: n 0 is too small (at least 1)"),
        n_lying: ("1\n3000 1\n0 0\n", "line 2: test case 1: n 3000 is too large (the rest of the input holds at most 4 of them)"),
        not_a_number: ("x\n", "line 1: expected T (a non-negative integer), found \"x\""),
        n_not_a_number: ("1\n3.0 1\n0 0 0\n", "line 2: test case 1: expected n (a non-negative integer), found \"3.0\""),
        truncated_coins: ("1\n5 2\n0 1 0\n", "line 4: test case 1: coin 4: expected its value, found the end of the input"),
        empty: ("", "line 1: expected T, found the end of the input"),
    }
}

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
