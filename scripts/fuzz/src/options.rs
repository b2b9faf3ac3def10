//! What the fuzzers' command lines share: seconds, seeds, and `main` itself.

use std::ffi::OsString;
use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once a line could not be written to stdout: its reader has gone (`fuzz | head`).
static STDOUT_GONE: AtomicBool = AtomicBool::new(false);

/// Writes `text` and a newline to stdout, where `println!` would panic once the reader has
/// gone (`| head`): then nothing more is written, and [`stdout_gone`] tells the run to stop.
pub fn say(text: impl Display) {
    if stdout_gone() {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
        STDOUT_GONE.store(true, Ordering::Relaxed);
    }
}

/// Whether stdout has stopped taking lines ([`say`]): the fuzzers then start no new case, and
/// exit with the status of what they found so far.
pub fn stdout_gone() -> bool {
    STDOUT_GONE.load(Ordering::Relaxed)
}

/// `text` as a positive, finite number, for the option `flag`.
///
/// # Errors
/// A sentence naming the option, when `text` is no such number.
pub fn positive(flag: &str, text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| format!("{flag} needs a positive number, not {text:?}"))
}

/// `text` as a seed: a number, or `random` for one taken from the clock.
///
/// # Errors
/// A sentence, when `text` is neither.
pub fn seed(text: &str) -> Result<u64, String> {
    if text == "random" {
        Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64))
    } else {
        text.parse()
            .map_err(|_| format!("--seed needs a number or `random`, not {text:?}"))
    }
}

/// The fuzzers' `main`: `--measure …` runs the measuring helper ([`crate::measure::helper`]);
/// otherwise the arguments (UTF-8) are read by `parse` and handed to `fuzz`. The exit status is
/// 0 when `fuzz` found no failure, 1 when it found some, 2 on a usage or setup error (its
/// message, then `usage`, on stderr).
pub fn main<O>(
    usage: &str,
    parse: impl FnOnce(&[String]) -> Result<O, String>,
    fuzz: impl FnOnce(&O) -> Result<bool, String>,
) -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == "--measure") {
        return crate::measure::helper(&args[1..]);
    }
    let parsed = args
        .into_iter()
        .map(OsString::into_string)
        .collect::<Result<Vec<String>, _>>()
        .map_err(|_| "an argument is not UTF-8".to_owned())
        .and_then(|args| parse(&args));
    let options = match parsed {
        Ok(options) => options,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    match fuzz(&options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read_or_refused_by_name() {
        assert_eq!(positive("--seconds", "2.5"), Ok(2.5));
        for bad in ["0", "-1", "inf", "NaN", "x"] {
            assert!(positive("--seconds", bad)
                .unwrap_err()
                .starts_with("--seconds needs a positive number"));
        }
        assert_eq!(seed("7"), Ok(7));
        assert!(seed("random").is_ok());
        assert!(seed("-1").is_err());
    }
}
