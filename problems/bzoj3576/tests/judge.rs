//! The built binary against `testdata/bzoj3576`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj3576",
    rejects: {
        pile_of_zero: ("2 1\n1 4\n2 3 0\n", "line 3: game 2: pile 2: pile 0 is too small (at least 1)"),
        f_zero: ("1 0\n1 5\n", "line 1: F 0 is too small (at least 1)"),
        t_zero: ("0 3\n", "line 1: T 0 is too small (at least 1)"),
        n_zero: ("2 3\n1 5\n0\n", "line 3: game 2: N 0 is too small (at least 1)"),
        not_a_number: ("1 3\n2 5 x7\n", "line 2: game 1: pile 2: expected pile (a non-negative integer), found \"x7\""),
        negative_pile: ("1 3\n1 -5\n", "line 2: game 1: pile 1: expected pile (a non-negative integer), found \"-5\""),
        pile_too_large: ("1 3\n1 3000001\n", "line 2: game 1: pile 1: pile 3000001 is too large (at most 3·10^6)"),
        truncated_games: ("3 3\n1 5\n1 6\n", "line 4: game 3: expected N, found the end of the input"),
        lying_n: ("2 3\n1 5\n3 1 2", "line 3: game 2: N 3 is too large (the rest of the input holds at most 2 of them)"),
        empty: ("", "line 1: expected T, found the end of the input"),
        missing_f: ("1\n", "line 2: expected F, found the end of the input"),
    }
}

#[test]
fn beyond_the_judge_limits() {
    // 150 games, F = 200000 and piles above 10^5 are all accepted.
    let mut input = String::from("150 200000\n");
    for _ in 0..149 {
        input.push_str("2 1 199999\n");
    }
    input.push_str("1 250000\n");
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success());
    let expected = format!("{}1\n", "0 ".repeat(149));
    assert_eq!(output.stdout_text(), expected);
}

/// The largest pile is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_pile_is_served() {
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, b"1 1\n1 3000000\n");
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj3576 at its limit: {:?}", start.elapsed());
}
