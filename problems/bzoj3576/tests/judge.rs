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
    let output = testkit::run(BINARY, b"1 1\n1 2000000\n");
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj3576 at its limit: {:?}", start.elapsed());
}
