//! The built binary against `testdata/cf1033g` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("cf1033g");

/// The largest input served (`m = 10^6`, 100 piles of 10^18): answered, and `m` one past it
/// refused (`make limits` runs the first in release).
#[test]
#[ignore = "runs for a second; `make limits` runs it in release"]
fn largest_input_is_served() {
    let piles = vec!["1000000000000000000"; 100].join(" ");
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, format!("100 1000000\n{piles}\n").as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("cf1033g at its limit: {:?}", start.elapsed());
}

#[test]
fn m_past_the_limit_is_refused() {
    testkit::judge::assert_rejects(
        BINARY,
        b"1 1000001\n5\n",
        "error: line 1: m (the largest take) 1000001 is too large (at most 10^6)\n",
    );
}
