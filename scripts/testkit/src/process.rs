//! Running a built binary with a time limit.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// How long a test lets one run of a binary take before it is killed and the test fails. Far
/// above any case in testdata (the largest take well under a second in the test profile), so
/// only a hang or a runaway trips it.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// What a finished run printed, and how it ended.
#[derive(Clone, Debug)]
pub struct Output {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Output {
    /// Standard error as text (lossy).
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// Standard output as text (lossy).
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
}

/// Runs the program at `binary` with `input` on standard input, killing it after
/// [`DEFAULT_TIMEOUT`].
///
/// # Panics
/// If the program cannot be started, or it runs past the limit (the panic says so).
pub fn run(binary: &str, input: &[u8]) -> Output {
    run_with_timeout(binary, input, DEFAULT_TIMEOUT)
}

/// [`run`] with a chosen time limit.
///
/// # Panics
/// As [`run`].
pub fn run_with_timeout(binary: &str, input: &[u8], limit: Duration) -> Output {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    // Feed and drain from threads, so a program that writes before reading everything (or
    // writes a lot) cannot deadlock against the pipes.
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = drain(child.stdout.take().expect("stdout is piped"));
    let stderr = drain(child.stderr.take().expect("stderr is piped"));
    let status = wait_at_most(&mut child, limit)
        .unwrap_or_else(|| panic!("{binary} ran longer than {limit:?} and was killed"));
    feeder.join().expect("the feeder thread finishes");
    Output {
        status,
        stdout: stdout.join().expect("the stdout reader finishes"),
        stderr: stderr.join().expect("the stderr reader finishes"),
    }
}

fn drain(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

/// The exit status, or `None` after killing a child that outlived `limit`.
fn wait_at_most(child: &mut Child, limit: Duration) -> Option<ExitStatus> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return Some(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(50));
    }
}

#[cfg(test)]
mod tests {
    use super::{run, run_with_timeout};
    use std::time::Duration;

    #[test]
    fn captures_both_streams() {
        let out = run("sh", b"echo out; echo err >&2; exit 3");
        assert_eq!(out.stdout, b"out\n");
        assert_eq!(out.stderr, b"err\n");
        assert_eq!(out.status.code(), Some(3));
    }

    #[test]
    #[should_panic(expected = "ran longer than")]
    fn a_hang_is_killed() {
        run_with_timeout("sh", b"sleep 5", Duration::from_millis(200));
    }
}
