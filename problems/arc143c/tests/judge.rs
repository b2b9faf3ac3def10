//! The built binary against `testdata/arc143c` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("arc143c");

/// Five million piles of 10^9 (55 MB, generated here): answered in one pass with nothing stored
/// (`make limits` runs it in release).
#[test]
#[ignore = "builds 55 MB of input; `make limits` runs it in release"]
fn largest_input_is_served() {
    let mut input = b"5000000 999999999 2\n".to_vec();
    for _ in 0..5_000_000 {
        input.extend_from_slice(b"1000000000 ");
    }
    input.push(b'\n');
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, &input);
    assert!(output.status.success(), "{}", output.stderr_text());
    // X + Y = 10^9 + 1, so every residue is 10^9 itself: at least X = 10^9 − 1, and none lies
    // in [Y, X) = [2, 10^9 − 1): First.
    assert_eq!(output.stdout, b"First\n");
    eprintln!("arc143c at 5·10^6 piles: {:?}", start.elapsed());
}
