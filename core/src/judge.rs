//! The judge-program shell: read all of standard input, solve, write standard output.

use super::error::Error;
use std::io::{self, Read, Write};

/// Runs `solve` on the whole of standard input and writes its output to standard output.
///
/// The output is collected in memory first, so on malformed input nothing reaches standard
/// output: a single line `error: …` goes to standard error and the process exits with
/// status 1. Every problem binary's `main` is just `judge::run(solve)`.
///
/// # Example
/// ```no_run
/// use gamecore::{judge, scan::Scanner, Error};
/// use std::io::Write;
///
/// fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
///     let n: u64 = Scanner::new(input).next("n")?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
///
/// judge::run(solve);
/// ```
pub fn run<F>(solve: F)
where
    F: FnOnce(&[u8], &mut Vec<u8>) -> Result<(), Error>,
{
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        fail(&format!("cannot read the input: {e}"));
    }
    let mut output = Vec::with_capacity(1 << 16);
    if let Err(e) = solve(&input, &mut output) {
        fail(&e.to_string());
    }
    // Locked through a binding, not the temporary: Rust before 1.61 drops it too early.
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    if let Err(e) = stdout.write_all(&output).and_then(|()| stdout.flush()) {
        fail(&format!("cannot write the output: {e}"));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1);
}
