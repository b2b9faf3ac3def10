//! One run of a binary, measured by a fresh copy of this program (`fuzz --measure …`).
//!
//! `getrusage(RUSAGE_CHILDREN)` reports the largest peak RSS among the children a process
//! has waited for, so a helper that waits for exactly one child reads that child's own
//! figure. The helper also lowers its address-space limit before spawning (the child
//! inherits it): a binary that tries to allocate far past 1 GiB fails there instead of
//! taking the machine's memory, and the abort is reported as a failure.

use super::check::{Outcome, Status};
use std::fs::File;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The address-space backstop: half a GiB above the 1 GiB the contract allows, so a binary
/// that stays within its limit never meets it.
pub const ADDRESS_SPACE_LIMIT: u64 = 3 << 29;

/// The largest file a binary may write (its stdout): far above any answer.
pub const OUTPUT_LIMIT: u64 = 1 << 30;

/// Internal mode: `--measure <timeout-ms> <input> <stdout> <stderr> <program>` runs `program`
/// with the three redirections, kills it at the timeout, and prints
/// `wall_ns cpu_us max_rss_kb exit <code> | signal <number> | timeout`.
pub fn helper(args: &[String]) -> ExitCode {
    let [timeout_ms, input, stdout, stderr, program] = args else {
        eprintln!("usage: fuzz --measure <timeout-ms> <input> <stdout> <stderr> <program>");
        return ExitCode::from(2);
    };
    let Ok(timeout_ms) = timeout_ms.parse::<u64>() else {
        eprintln!("error: bad timeout {timeout_ms:?}");
        return ExitCode::from(2);
    };
    match measure(
        Duration::from_millis(timeout_ms),
        input,
        stdout,
        stderr,
        program,
    ) {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn measure(
    timeout: Duration,
    input: &str,
    stdout: &str,
    stderr: &str,
    program: &str,
) -> Result<String, String> {
    use nix::sys::resource::{getrusage, setrlimit, Resource, UsageWho};
    use std::os::unix::process::ExitStatusExt;
    setrlimit(
        Resource::RLIMIT_AS,
        ADDRESS_SPACE_LIMIT,
        ADDRESS_SPACE_LIMIT,
    )
    .map_err(|e| format!("cannot limit the address space: {e}"))?;
    // An abort must not leave a core file per failing case, nor a runaway writer fill the disk.
    let _ = setrlimit(Resource::RLIMIT_CORE, 0, 0);
    let _ = setrlimit(Resource::RLIMIT_FSIZE, OUTPUT_LIMIT, OUTPUT_LIMIT);
    let open = |path: &str, write: bool| {
        if write {
            File::create(path)
        } else {
            File::open(path)
        }
        .map_err(|e| format!("cannot open {path}: {e}"))
    };
    let start = Instant::now();
    let mut child = Command::new(program)
        .stdin(open(input, false)?)
        .stdout(open(stdout, true)?)
        .stderr(open(stderr, true)?)
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    // Polling with a growing pause: a fast run is seen within a few hundred microseconds,
    // a slow one costs a check every 20 ms.
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        if start.elapsed() >= timeout {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let wall = start.elapsed();
    let micros = |t: nix::sys::time::TimeVal| {
        u64::try_from(t.tv_sec()).unwrap_or(0) * 1_000_000 + u64::try_from(t.tv_usec()).unwrap_or(0)
    };
    let (cpu_us, rss) = getrusage(UsageWho::RUSAGE_CHILDREN).map_or((0, 0), |u| {
        (micros(u.user_time()) + micros(u.system_time()), u.max_rss())
    });
    let how = match status {
        None => "timeout".to_owned(),
        Some(s) => match (s.code(), s.signal()) {
            (Some(code), _) => format!("exit {code}"),
            (None, Some(signal)) => format!("signal {signal}"),
            (None, None) => "exit -1".to_owned(),
        },
    };
    Ok(format!("{} {cpu_us} {rss} {how}", wall.as_nanos()))
}

/// Runs `program` on `input` through the helper `me`, with `work` for the output files.
pub fn run(
    me: &Path,
    program: &Path,
    input: &Path,
    work: &Path,
    timeout: Duration,
) -> Result<Outcome, String> {
    let stdout = work.join("stdout");
    let stderr = work.join("stderr");
    let out = Command::new(me)
        .arg("--measure")
        .arg(timeout.as_millis().to_string())
        .arg(input)
        .arg(&stdout)
        .arg(&stderr)
        .arg(program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start the measuring helper: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let parse = |s: &str| s.parse::<u64>().ok();
    let (times, status) = match fields[..] {
        [ns, cpu, rss, "timeout"] => ((ns, cpu, rss), Some(Status::Timeout)),
        [ns, cpu, rss, "exit", code] => ((ns, cpu, rss), code.parse().ok().map(Status::Exit)),
        [ns, cpu, rss, "signal", n] => ((ns, cpu, rss), n.parse().ok().map(Status::Signal)),
        _ => (("", "", ""), None),
    };
    let (Some(wall_ns), Some(cpu_us), Some(max_rss_kb), Some(status)) =
        (parse(times.0), parse(times.1), parse(times.2), status)
    else {
        return Err(format!(
            "the measuring helper failed: {}{}",
            text.trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    };
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    Ok(Outcome {
        status,
        wall: Duration::from_nanos(wall_ns),
        cpu: Duration::from_micros(cpu_us),
        max_rss_kb,
        stdout: read(&stdout)?,
        stderr: read(&stderr)?,
    })
}
