//! The judge-program shell: read all of standard input, solve, write standard output.
//!
//! Besides an answer, the input contract has two outcomes: one `warning: …` line for untidy
//! but well-defined input, one `error: …` line (and exit status 1) for input with no answer.

use super::error::Error;
use super::scan::Scanner;
use std::io::{self, Read, Write};

/// What a `solve` made of an input: its answer and at most one warning, or one error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The answer, or why there is none. On an error nothing is printed but the error.
    pub output: Result<Vec<u8>, Error>,
    /// A warning about untidy but well-defined input (only with an answer).
    pub warning: Option<Error>,
}

/// Runs `solve` on `input` exactly as [`run`] does, without touching the process: the
/// answer (or the error) and the warning the binary would print.
///
/// After `solve` succeeds, tokens it left unread are ignored with a warning (the answer is
/// complete without them), and an input with no token at all gets a warning too.
///
/// # Example
/// ```
/// use gamecore::{error::Error, judge, scan::Scanner};
/// use std::io::Write;
///
/// fn double(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
///     let n: u64 = sc.next("n")?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
///
/// let verdict = judge::verdict(double, b"21 7\n");
/// assert_eq!(verdict.output.unwrap(), b"42\n");
/// assert_eq!(
///     verdict.warning.unwrap().to_string(),
///     "line 1: ignored 1 token after the end of the input, from \"7\""
/// );
/// assert!(judge::verdict(double, b"x").output.is_err());
/// ```
pub fn verdict<F>(solve: F, input: &[u8]) -> Verdict
where
    F: FnOnce(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), Error>,
{
    let mut sc = Scanner::new(input);
    let empty = sc.clone().is_at_end();
    let mut output = Vec::with_capacity(1 << 16);
    if let Err(e) = solve(&mut sc, &mut output) {
        return Verdict {
            output: Err(e),
            warning: None,
        };
    }
    sc.finish();
    if empty {
        sc.warn(Error::new("the input is empty"));
    }
    Verdict {
        output: Ok(output),
        warning: sc.warning().cloned(),
    }
}

/// Runs `solve` on the whole of standard input and writes its output to standard output.
///
/// The output is collected in memory first, so on malformed input nothing reaches standard
/// output: a single line `error: …` goes to standard error and the process exits with
/// status 1. A warning (see [`verdict`]) is one `warning: …` line on standard error after the
/// answer, with exit status 0. Every problem binary's `main` is just `judge::run(solve)`.
///
/// # Example
/// ```no_run
/// use gamecore::{error::Error, judge, scan::Scanner};
/// use std::io::Write;
///
/// fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
///     let n: u64 = sc.next("n")?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
///
/// judge::run(solve);
/// ```
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), Error>,
{
    let input = read_input().unwrap_or_else(|e| fail(&e));
    let Verdict { output, warning } = verdict(solve, &input);
    let output = output.unwrap_or_else(|e| fail(&e));
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    if let Err(e) = stdout.write_all(&output).and_then(|()| stdout.flush()) {
        fail(&Error::from(e));
    }
    if let Some(warning) = warning {
        eprintln!("warning: {warning}");
    }
}

/// Runs `solve` on standard input with [`run`]'s contract — the same `error:` and `warning:`
/// lines and exit statuses, nothing on standard output for an input with no answer — without
/// holding the answer in memory: a first pass checks the whole input with the answer thrown
/// away, a second writes it straight to standard output through a 64 KiB buffer. For problems
/// whose answer is about as large as their input (one line a test case).
///
/// # Example
/// ```no_run
/// use gamecore::{error::Error, judge, scan::Scanner};
/// use std::io::Write;
///
/// fn solve(sc: &mut Scanner<'_>, out: &mut dyn Write) -> Result<(), Error> {
///     for _ in 0..sc.next::<u64>("T")? {
///         let n: u64 = sc.next("n")?;
///         writeln!(out, "{}", n * 2)?;
///     }
///     Ok(())
/// }
///
/// judge::run_streamed(solve);
/// ```
///
/// # Complexity
/// Twice `solve`'s time; memory: the input (at most [`MAX_INPUT_BYTES`]) and the buffer.
pub fn run_streamed<F>(solve: F)
where
    F: Fn(&mut Scanner<'_>, &mut dyn Write) -> Result<(), Error>,
{
    let input = read_input().unwrap_or_else(|e| fail(&e));
    let checked = verdict(|sc, _| solve(sc, &mut io::sink()), &input);
    if let Err(e) = checked.output {
        fail(&e);
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let answered =
        solve(&mut Scanner::new(&input), &mut out).and_then(|()| out.flush().map_err(Error::from));
    if let Err(e) = answered {
        fail(&e);
    }
    if let Some(warning) = checked.warning {
        eprintln!("warning: {warning}");
    }
}

/// The most input any binary reads: far above every judge's files (the largest, nim products,
/// is about 41 MB), and low enough that the input and what a solution builds from it stay
/// well under 1 GB.
pub const MAX_INPUT_BYTES: usize = 256 << 20;

/// All of standard input, refused once it passes [`MAX_INPUT_BYTES`].
fn read_input() -> Result<Vec<u8>, Error> {
    // When standard input is a file its size is known: one allocation instead of a dozen
    // doublings (and their copies) for a large input. A pipe reports 0 and grows as usual.
    let size_hint = std::fs::metadata("/dev/stdin").map_or(0, |m| m.len() as usize);
    let mut input = Vec::with_capacity(size_hint.min(MAX_INPUT_BYTES) + 1);
    let limit = MAX_INPUT_BYTES as u64 + 1;
    io::stdin()
        .take(limit)
        .read_to_end(&mut input)
        .map_err(|e| Error::at_line(1, format!("cannot read the input: {e}")))?;
    if input.len() > MAX_INPUT_BYTES {
        let line = Scanner::new(&input).line_of_byte(MAX_INPUT_BYTES);
        return Err(Error::at_line(
            line,
            "the input is too large (at most 256 MiB); nothing was read past this line",
        ));
    }
    Ok(input)
}

fn fail(error: &Error) -> ! {
    eprintln!("error: {error}");
    std::process::exit(1);
}
