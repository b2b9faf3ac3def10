//! `fuzz-explore` end to end, against shell scripts standing in for the explorer: one that
//! keeps the contract passes, and each broken one is caught, with its command line shown and
//! its case replayed alone.

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Makes what the fixtures ask for: a checkpoint file is written when `--checkpoint` is given.
const FIXTURES: &str = r#"prev=""
for a in "$@"; do [ "$prev" = "--checkpoint" ] && echo checkpoint > "$a"; prev="$a"; done"#;

/// A scratch folder with the script `explore` in it.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, body: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("fuzz-explore-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let script = dir.join("explore");
        std::fs::write(&script, format!("#!/bin/sh\n{FIXTURES}\n{body}\n")).unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        Scratch(dir)
    }

    /// Runs `fuzz-explore` on the script: (exit code, stdout and stderr).
    fn fuzz(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_fuzz-explore"))
            .arg("--explore")
            .arg(self.0.join("explore"))
            .arg("--out")
            .arg(self.0.join("out"))
            .args(args)
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.code().unwrap_or(-1), text)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn an_explorer_that_keeps_the_contract_passes() {
    // Answers every command line, reading its input, with one line.
    let scratch = Scratch::new("polite", "cat > /dev/null; echo answer");
    let (code, out) = scratch.fuzz(&["--cases", "60", "--jobs", "2"]);
    assert_eq!(code, 0, "{out}");
    let seeds = fuzz::explore::SEEDS.len();
    assert!(
        out.contains(&format!(
            "explore: {} runs (seed 42), 0 failures",
            seeds + 60
        )),
        "{out}"
    );
}

#[test]
fn each_broken_explorer_is_caught() {
    for (name, body, expected) in [
        (
            "two-lines",
            r#"case "$1" in hex) echo "error: bad"; echo "error: worse" >&2; exit 2;; esac; echo answer"#,
            "seed failed",
        ),
        (
            "aborts",
            r#"case "$*" in *list*) kill -ABRT $$;; esac; echo answer"#,
            "killed by signal 6",
        ),
        (
            "exit-3",
            r#"[ "$1" = "misere" ] && exit 3; echo answer"#,
            "exit status 3",
        ),
        (
            "leaky",
            r#"echo partial; case "$*" in *--sum*) echo "error: no" >&2; exit 1;; esac"#,
            "bytes on stdout",
        ),
        (
            "stdin",
            r#"read line; [ "$line" = "why" ] && { echo "warning: a"; echo "warning: b"; } >&2; echo answer"#,
            "2 lines on stderr",
        ),
    ] {
        let scratch = Scratch::new(name, body);
        let (code, out) = scratch.fuzz(&["--cases", "20", "--jobs", "1"]);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains(expected), "{name}: no {expected:?} in\n{out}");
        assert!(out.contains("FAIL seed "), "{name}: {out}");
        assert!(
            out.contains("\n  explore "),
            "{name}: no command line in\n{out}"
        );
    }
}

#[test]
fn a_case_is_replayed_alone() {
    // Fails on the cases that join an option and its value (no seed does), with two lines.
    let scratch = Scratch::new(
        "replay",
        r#"case "$*" in *--*=*) echo "error: a" >&2; echo "error: b" >&2; exit 1;; *) echo answer;; esac"#,
    );
    let (_, out) = scratch.fuzz(&["--cases", "200", "--jobs", "1"]);
    let line = out
        .lines()
        .find(|l| l.starts_with("FAIL case "))
        .unwrap_or_else(|| panic!("no failing case in\n{out}"));
    let n: u64 = line["FAIL case ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let (code, again) = scratch.fuzz(&["--case", &n.to_string()]);
    assert_eq!(code, 1, "{again}");
    assert!(again.contains(&format!("FAIL case {n} ")), "{again}");
    assert!(
        again.contains("explore: 1 runs (seed 42), 1 failures"),
        "{again}"
    );
    let shown = |text: &str| {
        text.lines()
            .skip_while(|l| !l.starts_with(&format!("FAIL case {n} ")))
            .nth(2)
            .map(str::to_owned)
    };
    assert_eq!(shown(&out), shown(&again), "the same command line");
}

/// `fuzz-explore | head`: once stdout's reader has gone, the run starts no new case and ends
/// with the status of what it found, where `println!` used to panic at its first line.
#[test]
fn a_closed_stdout_ends_the_run_without_a_panic() {
    for (name, body, cases, expected) in [
        ("closed-polite", "cat > /dev/null; echo answer", "60", 0),
        (
            "closed-broken",
            r#"case "$1" in hex) echo "error: a" >&2; echo "error: b" >&2; exit 1;; esac; echo answer"#,
            "100000",
            1,
        ),
    ] {
        // Each stand-in counts its runs in `runs` in its scratch folder (it runs as a copy).
        let runs_file = std::env::temp_dir()
            .join(format!("fuzz-explore-{name}-{}", std::process::id()))
            .join("runs");
        let count = format!("echo >> '{}';", runs_file.display());
        let scratch = Scratch::new(name, &format!("{count} {body}"));
        assert_eq!(scratch.0.join("runs"), runs_file);
        let mut child = Command::new(env!("CARGO_BIN_EXE_fuzz-explore"))
            .arg("--explore")
            .arg(scratch.0.join("explore"))
            .arg("--out")
            .arg(scratch.0.join("out"))
            .args(["--cases", cases, "--jobs", "1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        assert_eq!(out.status.code(), Some(expected), "{name}: {stderr}");
        let runs = std::fs::read_to_string(&runs_file).unwrap().len();
        let seeds = fuzz::explore::SEEDS.len();
        if expected == 0 {
            // Its only line is the summary, at the end: every case ran.
            assert!(runs > seeds + 60, "{name}: {runs} runs");
        } else {
            // The first failure's line finds the pipe closed: the cases stop there.
            assert!(runs < seeds, "{name}: {runs} runs");
        }
        assert_eq!(
            std::fs::read_dir(scratch.0.join("out")).unwrap().count(),
            0,
            "{name}: the run's own folder is removed"
        );
    }
}
