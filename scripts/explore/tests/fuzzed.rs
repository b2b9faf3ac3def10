//! A quick share of `make fuzz-explore`: every seed command line and the first cases of seed
//! 42 (seeds edited, and command lines made from each command's grammar), run on this build's
//! binary and held to the explorer's contract (one `error:` line and nothing on stdout on an
//! error, no panic, abort or signal, the exit statuses of the help). Time is not judged here
//! (other tests run beside it): a run still going after a few seconds is ended and left out,
//! and `make fuzz-explore` judges time on the release build.

use fuzz::check::{Outcome, Status};
use fuzz::explore::{self, Budget, Case, Fixtures};
use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::OsStringExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Mutated cases run after the seeds.
const CASES: u64 = 300;
/// A run still going then is ended (a research run, or a hang `make fuzz-explore` reports).
const WALL: Duration = Duration::from_secs(4);

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("explore-fuzzed-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `case` in `work` under the fuzzer's address-space limit (8 GiB, through the shell's
/// `ulimit`, which `exec` hands on), with no core files.
fn run(case: &Case, work: &Path) -> Outcome {
    let args: Vec<OsString> = case.args.iter().cloned().map(OsString::from_vec).collect();
    let stdout = std::fs::File::create(work.join("stdout")).expect("stdout file");
    let stderr = std::fs::File::create(work.join("stderr")).expect("stderr file");
    let start = Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 8388608; ulimit -c 0; exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_explore"))
        .args(&args)
        .current_dir(work)
        .env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .envs(case.env)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("sh runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = case.stdin.clone();
    // A run may end before reading its input: a broken pipe here is no failure.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break Some(status);
        }
        if start.elapsed() > WALL {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let _ = writer.join();
    let status = match status {
        None => Status::Timeout,
        Some(s) => match (s.code(), s.signal()) {
            (Some(code), _) => Status::Exit(code),
            (None, Some(signal)) => Status::Signal(signal),
            (None, None) => Status::Exit(-1),
        },
    };
    Outcome {
        status,
        wall: start.elapsed(),
        cpu: Duration::ZERO,
        max_rss_kb: 0,
        stdout: std::fs::read(work.join("stdout")).expect("stdout"),
        stderr: std::fs::read(work.join("stderr")).expect("stderr"),
    }
}

#[test]
fn seeds_and_mutated_command_lines_keep_the_contract() {
    let explore_bin = Path::new(env!("CARGO_BIN_EXE_explore"));
    let fixtures_folder = folder("fixtures");
    let fixtures = Fixtures::make(explore_bin, &fixtures_folder).expect("the fixtures");
    let work = folder("work");
    let untimed = Budget {
        cpu: None,
        ..Budget::HELP
    };
    let cases = (0..explore::SEEDS.len())
        .map(|k| (format!("seed {k}"), explore::seed_case(k)))
        .chain((0..CASES).map(|n| (format!("case {n}"), explore::case(42, n, &fixtures))));
    let mut failures = Vec::new();
    let mut answered = 0;
    for (label, case) in cases {
        fixtures.write(&work, &case).expect("the fixtures written");
        let outcome = run(&case, &work);
        answered += usize::from(outcome.status == Status::Exit(0));
        let found = explore::violations(&case, &outcome, &untimed);
        if !found.is_empty() {
            let details: Vec<String> = found.iter().map(|v| v.detail.clone()).collect();
            failures.push(format!(
                "{label} ({}): {}\n  {}",
                case.history.join("; "),
                details.join("; "),
                case.shown()
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let _ = std::fs::remove_dir_all(fixtures_folder);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The mutations leave enough command lines whole for the runs to reach the commands.
    assert!(answered > 100, "only {answered} runs succeeded");
}
