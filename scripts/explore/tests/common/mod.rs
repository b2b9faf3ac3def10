//! The `explore` binary run as a user runs it, shared by the end-to-end tests: its exit status
//! and both streams, with the test's own `NO_COLOR` and `COLUMNS` taken away so that colours
//! and widths are the binary's defaults; and the checksum the tables print, written out
//! independently.

// Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// What one run of the binary did.
pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    fn of(output: Output) -> Self {
        Self {
            status: output.status.code().expect("exited normally"),
            stdout: String::from_utf8(output.stdout).expect("UTF-8 output"),
            stderr: String::from_utf8(output.stderr).expect("UTF-8 errors"),
        }
    }
}

fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_explore"));
    command.env_remove("NO_COLOR").env_remove("COLUMNS");
    command
}

/// `explore ARGS`.
pub fn explore(args: &[&str]) -> Run {
    explore_in(args, &[])
}

/// `explore ARGS` with `variables` set.
pub fn explore_in(args: &[&str], variables: &[(&str, &str)]) -> Run {
    let output = command()
        .args(args)
        .envs(variables.iter().copied())
        .output()
        .expect("the binary runs");
    Run::of(output)
}

/// `explore ARGS` run from the crate's folder with `input` on standard input (a play session).
pub fn explore_with_input(args: &[&str], input: &str) -> Run {
    let mut child = command()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Written from a thread, so that a long input and a long output cannot block each other;
    // a session may end before it has read all its input (a closed pipe is then no error).
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_string();
    let writer = std::thread::spawn(move || match stdin.write_all(input.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("the input: {e}"),
        _ => {}
    });
    let run = Run::of(child.wait_with_output().expect("the binary ends"));
    writer.join().expect("the input is written");
    run
}

/// FNV-1a 64 over `values` as little-endian u32, written out from the algorithm's definition
/// (offset basis and prime from the FNV reference).
pub fn fnv1a64(values: &[u32]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for value in values {
        for byte in value.to_le_bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// `explore ARGS` run in this process ([`explore::commands::run_captured`], no stdin): quicker
/// than the binary where many runs are made.
pub fn captured(args: &[&str]) -> Run {
    let args: Vec<String> = args.iter().map(ToString::to_string).collect();
    let run = explore::commands::run_captured(&args, "");
    Run {
        status: run.status,
        stdout: run.stdout,
        stderr: run.stderr,
    }
}

/// Each of `cases` (arguments, exit status, how the error line starts) refused as the contract
/// says: that status, nothing on stdout, one line on stderr.
pub fn assert_refused(cases: &[(&[&str], i32, &str)]) {
    for &(args, status, start) in cases {
        let run = captured(args);
        assert_eq!(run.status, status, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(run.stderr.starts_with(start), "{args:?}: {:?}", run.stderr);
    }
}

/// The lines after the header of a `--format tsv` run (in this process) that must succeed,
/// split into fields; `what` names the input in a failure.
pub fn tsv_rows(args: &[&str], what: &str) -> Vec<Vec<String>> {
    let run = captured(args);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{what}");
    run.stdout
        .lines()
        .skip(1)
        .map(|line| line.split('\t').map(ToString::to_string).collect())
        .collect()
}
