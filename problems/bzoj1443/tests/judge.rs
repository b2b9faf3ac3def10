//! The built binary against `testdata/bzoj1443`, untidy input, and the bad inputs
//! `testdata/bzoj1443/bad-*.in` (each with the exact `error:` line in its `.err`).

mod common;

testkit::judge_tests!("bzoj1443");

/// The largest board is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_board_is_served() {
    let side = 2048;
    let input = common::random_maze(&mut testkit::rng(), (side, side), 0.2, "\n");
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj1443 at its limit: {:?}", start.elapsed());
}
