//! The built binary against `testdata/bzoj2281`, untidy input, and the bad inputs
//! `testdata/bzoj2281/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj2281");

/// `k` beyond the statement's 100 is a well-defined count, so it is answered, not rejected.
#[test]
fn accepts_k_above_100() {
    let output = testkit::run(BINARY, b"300 200 7\n");
    assert!(output.status.success());
    let text = output.stdout_text();
    assert!(
        text.ends_with('\n') && text.trim().parse::<u64>().is_ok(),
        "{text:?}"
    );
}

/// The largest strip is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "runs for a second; `make limits` runs it in release"]
fn largest_strip_is_served() {
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, b"10000000 100 1\n");
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj2281 at its limit: {:?}", start.elapsed());
}

/// The step count that bounds the work is the DP's own loop bounds; these figures were counted
/// by a separate script that replays those loops.
#[test]
fn dp_steps_known_values() {
    assert_eq!(bzoj2281::dp_steps(10_000, 100, 1), 525_625);
    assert_eq!(bzoj2281::dp_steps(10_000_000, 100, 1), 542_029_733);
    assert_eq!(bzoj2281::dp_steps(10_000_000, 1000, 1), 5_056_337_631);
}
