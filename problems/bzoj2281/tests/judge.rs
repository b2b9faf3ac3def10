//! The built binary against `testdata/bzoj2281`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj2281",
    rejects: {
        odd_k: ("10 3 2\n", "line 1: k 3 must be even"),
        odd_k_on_its_own_line: ("10\n5\n2\n", "line 2: k 5 must be even"),
        d_above_k: ("10 4 5\n", "line 1: d 5 is too large (at most 4)"),
        k_above_n: ("10 12 2\n", "line 1: k 12 is too large (at most 10)"),
        d_zero: ("10 4 0\n", "d 0 is too small (at least 1)"),
        k_zero: ("10 0 1\n", "k 0 is too small (at least 1)"),
        n_zero: ("0 0 0\n", "n 0 is too small (at least 1)"),
        n_too_large: ("10000001 2 1\n", "line 1: n 10000001 is too large (at most 10^7)"),
        not_a_number: ("10 four 2\n", "line 1: expected k (a non-negative integer), found \"four\""),
        negative: ("10 4 -2\n", "expected d (a non-negative integer), found \"-2\""),
        truncated: ("10 4\n", "line 2: expected d, found the end of the input"),
        empty: ("", "line 1: expected n, found the end of the input"),
    }
}

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
