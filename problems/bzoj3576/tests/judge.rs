//! The built binary against `testdata/bzoj3576`, untidy input, and the bad inputs
//! `testdata/bzoj3576/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj3576");

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
    let output = testkit::run(BINARY, b"1 1\n1 1000000\n");
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj3576 at its limit: {:?}", start.elapsed());
}

/// More than 10^7 games are refused as soon as `T` is read: each keeps a value until the
/// table is built, and a character of the answer.
#[test]
fn games_are_capped_at_ten_million() {
    let input = "10000001 1\n".to_owned() + &"1 1\n".repeat(10_000_001);
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 1: T 10000001 is too large (at most 10^7)",
    );
}

/// 10^7 one-pile games, the most accepted: a pile of one stone cannot be split, so every game
/// is lost (`make limits`).
#[test]
#[ignore = "reads 40 MB twice; `make limits` runs it in release"]
fn largest_game_count_is_served() {
    let input = "10000000 1\n".to_owned() + &"1 1\n".repeat(10_000_000);
    let output =
        testkit::judge::assert_served(BINARY, input.as_bytes(), "bzoj3576 at its game limit");
    let mut expected = "0 ".repeat(10_000_000);
    expected.pop();
    expected.push('\n');
    assert!(output == expected);
}
