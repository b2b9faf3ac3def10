//! Test helpers shared by the problem crates (dev-dependency only; never bundled).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

pub use rand;
pub use rand_chacha::ChaCha8Rng;

/// The deterministic generator every randomised test starts from.
pub fn rng() -> ChaCha8Rng {
    rand::SeedableRng::seed_from_u64(42)
}

/// Runs the program at `binary` with `input` on standard input.
///
/// # Panics
/// If the program cannot be started.
pub fn run(binary: &str, input: &[u8]) -> Output {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Feed from a thread so a program that writes before reading everything cannot deadlock.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program runs");
    feeder.join().expect("the feeder thread finishes");
    output
}

/// Runs `binary` on `case.in` and asserts that standard output equals `case.out` byte for byte
/// and that the run succeeded quietly.
///
/// # Panics
/// On any difference, with the case's path in the message.
pub fn assert_matches_expected(binary: &str, input_path: &Path) {
    let expected_path = input_path.with_extension("out");
    let input =
        std::fs::read(input_path).unwrap_or_else(|e| panic!("{}: {e}", input_path.display()));
    let expected = std::fs::read(&expected_path)
        .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
    let output = run(binary, &input);
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{}: exit {:?}, stderr {}",
        input_path.display(),
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stdout == expected,
        "{}: output differs\n--- expected\n{}\n--- got\n{}",
        input_path.display(),
        String::from_utf8_lossy(&expected),
        String::from_utf8_lossy(&output.stdout)
    );
}

/// Asserts that `binary` rejects `input` the way every problem binary must: exit status 1,
/// nothing on standard output, and exactly one line on standard error, `error: …`,
/// containing `expected_fragment` — no panic text.
///
/// # Panics
/// If any of that does not hold.
pub fn assert_rejects(binary: &str, input: &[u8], expected_fragment: &str) {
    let output = run(binary, input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let shown = String::from_utf8_lossy(input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "input {shown:?}: stderr {stderr}"
    );
    assert!(output.stdout.is_empty(), "input {shown:?}: wrote to stdout");
    assert!(
        stderr.starts_with("error: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "input {shown:?}: stderr is not one error line: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "input {shown:?}: {stderr}");
    assert!(
        stderr.contains(expected_fragment),
        "input {shown:?}: stderr {stderr:?} does not mention {expected_fragment:?}"
    );
}

/// Runs a library `solve` on `input` and returns its output as text, panicking on an error.
///
/// # Panics
/// If `solve` fails or writes invalid UTF-8.
pub fn solve_to_string<E: std::fmt::Display>(
    solve: impl FnOnce(&[u8], &mut Vec<u8>) -> Result<(), E>,
    input: &str,
) -> String {
    let mut out = Vec::new();
    if let Err(e) = solve(input.as_bytes(), &mut out) {
        panic!("solve failed on {input:?}: {e}");
    }
    String::from_utf8(out).expect("output is UTF-8")
}

/// The `.in` files of `testdata/<problem>/` whose names start with `prefix` (`"brute-"`,
/// `"max-"`, …), sorted by name.
///
/// # Panics
/// If the directory cannot be read.
pub fn testdata_inputs(problem: &str, prefix: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(problem);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with(prefix) && path.extension().is_some_and(|ext| ext == "in")
        })
        .collect();
    inputs.sort();
    inputs
}
