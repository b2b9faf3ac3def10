//! The built binary against `testdata/bzoj1443`, untidy input, and the bad inputs
//! `testdata/bzoj1443/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("bzoj1443");

/// The largest board is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_board_is_served() {
    let side = 2048;
    let mut rng = testkit::rng();
    let rows: Vec<String> = (0..side)
        .map(|_| {
            (0..side)
                .map(|_| {
                    if testkit::rand::Rng::gen_bool(&mut rng, 0.8) {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect()
        })
        .collect();
    let input = format!("{side} {side}\n{}\n", rows.join("\n"));
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj1443 at its limit: {:?}", start.elapsed());
}
