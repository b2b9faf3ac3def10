//! The input contract as seen from outside a binary: what one run may and may not do.

use std::fmt::Write as _;
use std::time::Duration;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Exited on its own with this status.
    Exit(i32),
    /// Killed by this signal (not by us).
    Signal(i32),
    /// Still running at the time limit, so killed.
    Timeout,
}

/// Everything observed about one run.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub status: Status,
    pub wall: Duration,
    /// User + system time.
    pub cpu: Duration,
    pub max_rss_kb: u64,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// The CPU time (user + system) a run may take: the contract's 10 s with a 2× margin on a
/// machine 1.5× slower than the 2-core AMD EPYC host of BENCHMARKS.md, 10 / 2 / 1.5 ≈ 3.3 s
/// (the top README, "The input contract"). `--cpu-budget` sets another for a slower machine.
pub const CPU_BUDGET: Duration = Duration::from_millis(3300);

/// The kind of violation of a run over its CPU budget.
pub const OVER_BUDGET: &str = "over the CPU budget";

/// The limits every run is held to.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time: a run still going then is killed (the hang guard).
    pub wall: Duration,
    /// CPU time (user + system).
    pub cpu: Duration,
    pub max_rss_kb: u64,
}

impl Limits {
    /// The contract's figures: 10 s, 1 GiB, and the CPU budget of its margin.
    pub const CONTRACT: Limits = Limits {
        wall: Duration::from_secs(10),
        cpu: CPU_BUDGET,
        max_rss_kb: 1 << 20,
    };
}

/// One way a run broke the contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// A short name that groups violations in the summary ("timeout", "signal", …).
    pub kind: &'static str,
    /// What exactly happened.
    pub detail: String,
}

/// Every way `outcome` breaks the contract (empty when it keeps it).
pub fn violations(outcome: &Outcome, limits: &Limits) -> Vec<Violation> {
    let mut found = Vec::new();
    let mut push = |kind: &'static str, detail: String| found.push(Violation { kind, detail });
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    match outcome.status {
        Status::Timeout => push(
            "timeout",
            format!(
                "still running after {} ({} of CPU), killed",
                seconds(limits.wall),
                seconds(outcome.cpu)
            ),
        ),
        Status::Signal(signal) => {
            let mut text = format!("killed by signal {signal} ({})", signal_name(signal));
            if stderr.contains("memory allocation of") {
                text.push_str(": an allocation failed under the address-space backstop");
            }
            push("signal", text);
        }
        Status::Exit(code) if code != 0 && code != 1 => {
            push(
                "exit status",
                format!("exit status {code} (only 0 and 1 are allowed)"),
            );
        }
        Status::Exit(_) => {}
    }
    if let Some(line) = stderr.lines().find(|l| l.contains("panicked")) {
        push("panic", format!("panicked: {}", clip(line)));
    }
    if outcome.status != Status::Timeout && outcome.wall > limits.wall {
        push(
            "slow",
            format!(
                "took {} ({} of CPU; limit {})",
                seconds(outcome.wall),
                seconds(outcome.cpu),
                seconds(limits.wall)
            ),
        );
    }
    // A run killed at the wall limit is a timeout already, whatever CPU it had used by then.
    if outcome.status != Status::Timeout && outcome.cpu > limits.cpu {
        push(
            OVER_BUDGET,
            format!(
                "took {} of CPU ({} wall), over the budget of {} of CPU",
                seconds(outcome.cpu),
                seconds(outcome.wall),
                seconds(limits.cpu)
            ),
        );
    }
    if outcome.max_rss_kb > limits.max_rss_kb {
        push(
            "memory",
            format!(
                "peak RSS {} MB (limit {} MB)",
                outcome.max_rss_kb.div_ceil(1024),
                limits.max_rss_kb >> 10
            ),
        );
    }
    match outcome.status {
        Status::Exit(1) => {
            if !outcome.stdout.is_empty() {
                push(
                    "stdout before an error",
                    format!(
                        "wrote {} bytes to stdout before failing",
                        outcome.stdout.len()
                    ),
                );
            }
            if let Err(problem) = one_line(&outcome.stderr, "error: line ") {
                push("error message", format!("exit 1, but stderr {problem}"));
            }
        }
        Status::Exit(0) if !outcome.stderr.is_empty() => {
            if let Err(problem) = one_line(&outcome.stderr, "warning: ") {
                push("warning message", format!("exit 0, but stderr {problem}"));
            }
        }
        _ => {}
    }
    found
}

/// Checks that `stderr` is exactly one line, starting with `prefix`, ending in `\n`, in
/// UTF-8 and with every control character escaped (the contract shows tokens escaped).
fn one_line(stderr: &[u8], prefix: &str) -> Result<(), String> {
    let Ok(text) = std::str::from_utf8(stderr) else {
        return Err("is not UTF-8".into());
    };
    let Some(body) = text.strip_suffix('\n') else {
        return Err(format!("does not end with a line end: {}", clip(text)));
    };
    if body.contains('\n') {
        return Err(format!(
            "has {} lines, from {}",
            body.split('\n').count(),
            clip(body.lines().next().unwrap_or(""))
        ));
    }
    if !body.starts_with(prefix) {
        return Err(format!("does not start with {prefix:?}: {}", clip(body)));
    }
    if body.chars().any(char::is_control) {
        return Err(format!(
            "holds an unescaped control character: {}",
            clip(body)
        ));
    }
    Ok(())
}

/// The first 200 characters of `text`, quoted, with control characters escaped (a message
/// of the report must stay on one line).
pub fn clip(text: &str) -> String {
    let mut shown = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == 200 {
            shown.push('…');
            break;
        }
        if c.is_control() || c == '\u{feff}' {
            let _ = write!(shown, "{}", c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    format!("\"{shown}\"")
}

fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        _ => "?",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(status: Status, stdout: &str, stderr: &str) -> Outcome {
        Outcome {
            status,
            wall: Duration::from_millis(5),
            cpu: Duration::from_millis(4),
            max_rss_kb: 2048,
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
        }
    }

    fn check(outcome: &Outcome) -> Vec<String> {
        violations(outcome, &Limits::CONTRACT)
            .into_iter()
            .map(|v| format!("{}: {}", v.kind, v.detail))
            .collect()
    }

    #[test]
    fn answers_errors_and_warnings_that_keep_the_contract_pass() {
        for outcome in [
            run(Status::Exit(0), "42\n", ""),
            run(Status::Exit(0), "", ""),
            run(
                Status::Exit(0),
                "1\n",
                "warning: line 1: ignored 1 token after the end of the input, from \"7\"\n",
            ),
            run(
                Status::Exit(1),
                "",
                "error: line 3, column 2: 'X' is not a cell (expected '.' or '#')\n",
            ),
            run(
                Status::Exit(1),
                "",
                "error: line 1: \"\\u{feff}\\0\" is not a non-negative integer\n",
            ),
        ] {
            assert_eq!(check(&outcome), Vec::<String>::new(), "{outcome:?}");
        }
    }

    /// Each broken run and a fragment the report must name.
    #[test]
    fn every_broken_run_is_flagged_with_its_reason() {
        let cases = [
            (
                run(Status::Exit(1), "partial\n", "error: line 2: bad\n"),
                "stdout before an error: wrote 8 bytes to stdout",
            ),
            (run(Status::Exit(1), "", ""), "does not end with a line end"),
            (
                run(Status::Exit(1), "", "error: bad token\n"),
                "does not start with \"error: line \"",
            ),
            (
                run(Status::Exit(1), "", "error: line 1: a\nerror: line 2: b\n"),
                "has 2 lines",
            ),
            (
                run(Status::Exit(1), "", "error: line 1: a\r\n"),
                "unescaped control character",
            ),
            (
                run(Status::Exit(1), "", "error: line 1: token \0\n"),
                "unescaped control character",
            ),
            (
                run(Status::Exit(0), "1\n", "note: something\n"),
                "does not start with \"warning: \"",
            ),
            (
                run(Status::Exit(0), "1\n", "warning: a\nwarning: b\n"),
                "has 2 lines",
            ),
            (
                run(
                    Status::Exit(101),
                    "",
                    "thread 'main' panicked at src/lib.rs:3:5:\nindex out of bounds\n",
                ),
                "exit status 101",
            ),
            (
                run(
                    Status::Exit(101),
                    "",
                    "thread 'main' panicked at src/lib.rs:3:5:\nindex out of bounds\n",
                ),
                "panicked: \"thread 'main' panicked",
            ),
            (
                run(Status::Signal(11), "", ""),
                "signal: killed by signal 11 (SIGSEGV)",
            ),
            (
                run(
                    Status::Signal(6),
                    "",
                    "memory allocation of 8589934592 bytes failed\n",
                ),
                "allocation failed",
            ),
            (
                run(Status::Timeout, "", ""),
                "timeout: still running after 10.00 s (0.00 s of CPU)",
            ),
            (run(Status::Exit(2), "", ""), "exit status 2"),
        ];
        for (outcome, expected) in cases {
            let found = check(&outcome);
            assert!(
                found.iter().any(|v| v.contains(expected)),
                "{outcome:?}: expected {expected:?} among {found:?}"
            );
        }
    }

    #[test]
    fn time_and_memory_limits_are_checked_on_a_clean_exit() {
        let mut slow = run(Status::Exit(0), "1\n", "");
        slow.wall = Duration::from_millis(10_500);
        assert_eq!(
            check(&slow),
            ["slow: took 10.50 s (0.00 s of CPU; limit 10.00 s)"]
        );
        // Over the CPU budget, on an answer or a refusal alike; at it exactly, within it.
        for status in [Status::Exit(0), Status::Exit(1)] {
            let stderr = if status == Status::Exit(1) {
                "error: line 1: bad\n"
            } else {
                ""
            };
            let mut busy = run(status, if stderr.is_empty() { "1\n" } else { "" }, stderr);
            busy.cpu = Duration::from_millis(3310);
            busy.wall = Duration::from_millis(3400);
            assert_eq!(
                check(&busy),
                ["over the CPU budget: took 3.31 s of CPU (3.40 s wall), over the budget of 3.30 s of CPU"]
            );
            busy.cpu = CPU_BUDGET;
            assert!(check(&busy).is_empty(), "{busy:?}");
        }
        let mut fat = run(Status::Exit(0), "1\n", "");
        fat.max_rss_kb = (1 << 20) + 1;
        assert_eq!(check(&fat), ["memory: peak RSS 1025 MB (limit 1024 MB)"]);
        fat.max_rss_kb = 1 << 20;
        assert!(check(&fat).is_empty());
    }
}
