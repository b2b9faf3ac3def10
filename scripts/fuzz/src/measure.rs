//! One run of a binary, measured by a fresh copy of the fuzzing program (`fuzz --measure …`,
//! `fuzz-explore --measure …`).
//!
//! `getrusage(RUSAGE_CHILDREN)` reports the largest peak RSS among the children a process
//! has waited for, so a helper that waits for exactly one child reads that child's own
//! figure. The helper also lowers its address-space limit (and, when asked, its CPU limit)
//! before spawning (the child inherits them): a binary that tries to allocate far past its
//! memory fails there instead of taking the machine's memory, and the abort is reported as a
//! failure.

use super::check::{Outcome, Status};
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The address-space backstop of the problems' binaries: half a GiB above the 1 GiB the
/// contract allows, so a binary that stays within its limit never meets it.
pub const ADDRESS_SPACE_LIMIT: u64 = 3 << 29;

/// The largest file a binary may write (its stdout): far above any answer.
pub const OUTPUT_LIMIT: u64 = 1 << 30;

/// The limits a run is started under.
#[derive(Clone, Copy, Debug)]
pub struct Sandbox {
    /// The wall time after which the run is killed.
    pub timeout: Duration,
    /// The address space, in bytes.
    pub address_space: u64,
    /// The CPU time, in whole seconds (`RLIMIT_CPU`: SIGXCPU, then SIGKILL), if any.
    pub cpu_seconds: Option<u64>,
}

impl Sandbox {
    /// A problem's binary: [`ADDRESS_SPACE_LIMIT`], no CPU limit but the timeout.
    pub fn problem(timeout: Duration) -> Sandbox {
        Sandbox {
            timeout,
            address_space: ADDRESS_SPACE_LIMIT,
            cpu_seconds: None,
        }
    }
}

const HELPER_USAGE: &str = "usage: --measure <timeout-ms> <address-space> <cpu-seconds|none> \
                            <input> <stdout> <stderr> <program> [args…]";

/// Internal mode: `--measure <timeout-ms> <address-space> <cpu-seconds|none> <input> <stdout>
/// <stderr> <program> [args…]` runs `program` with the arguments and the three redirections
/// under the limits, kills it at the timeout, and prints
/// `wall_ns cpu_us max_rss_kb exit <code> | signal <number> | timeout`.
pub fn helper(args: &[OsString]) -> ExitCode {
    let Some((fixed, program_args)) = args.split_at_checked(7) else {
        eprintln!("{HELPER_USAGE}");
        return ExitCode::from(2);
    };
    let text = |s: &OsString| s.to_str().map(str::to_owned);
    let number = |s: &OsString| text(s).and_then(|t| t.parse::<u64>().ok());
    let (Some(timeout_ms), Some(address_space)) = (number(&fixed[0]), number(&fixed[1])) else {
        eprintln!("{HELPER_USAGE}");
        return ExitCode::from(2);
    };
    let cpu_seconds = if fixed[2] == "none" {
        None
    } else if let Some(seconds) = number(&fixed[2]) {
        Some(seconds)
    } else {
        eprintln!("{HELPER_USAGE}");
        return ExitCode::from(2);
    };
    let sandbox = Sandbox {
        timeout: Duration::from_millis(timeout_ms),
        address_space,
        cpu_seconds,
    };
    let [input, stdout, stderr, program] = [&fixed[3], &fixed[4], &fixed[5], &fixed[6]];
    match measure(&sandbox, input, stdout, stderr, program, program_args) {
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
    sandbox: &Sandbox,
    input: &OsStr,
    stdout: &OsStr,
    stderr: &OsStr,
    program: &OsStr,
    args: &[OsString],
) -> Result<String, String> {
    use nix::sys::resource::{getrusage, setrlimit, Resource, UsageWho};
    use std::os::unix::process::ExitStatusExt;
    setrlimit(
        Resource::RLIMIT_AS,
        sandbox.address_space,
        sandbox.address_space,
    )
    .map_err(|e| format!("cannot limit the address space: {e}"))?;
    if let Some(seconds) = sandbox.cpu_seconds {
        // The hard limit a second later: SIGXCPU first, which a binary cannot ignore by accident.
        setrlimit(Resource::RLIMIT_CPU, seconds, seconds + 1)
            .map_err(|e| format!("cannot limit the CPU time: {e}"))?;
    }
    // An abort must not leave a core file per failing case, nor a runaway writer fill the disk.
    let _ = setrlimit(Resource::RLIMIT_CORE, 0, 0);
    let _ = setrlimit(Resource::RLIMIT_FSIZE, OUTPUT_LIMIT, OUTPUT_LIMIT);
    let open = |path: &OsStr, write: bool| {
        if write {
            File::create(path)
        } else {
            File::open(path)
        }
        .map_err(|e| format!("cannot open {}: {e}", path.display()))
    };
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(open(input, false)?)
        .stdout(open(stdout, true)?)
        .stderr(open(stderr, true)?)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    // Polling with a growing pause: a fast run is seen within a few hundred microseconds,
    // a slow one costs a check every 20 ms.
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        if start.elapsed() >= sandbox.timeout {
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
///
/// # Errors
/// When the helper cannot start or run the program, or an output file cannot be read.
pub fn run(
    me: &Path,
    program: &Path,
    input: &Path,
    work: &Path,
    timeout: Duration,
) -> Result<Outcome, String> {
    let mut command = Command::new(me);
    command.arg("--measure");
    command.args(helper_args(
        &Sandbox::problem(timeout),
        input,
        work,
        program,
    ));
    outcome(command, work)
}

/// Runs `program` with `args` on `input` through the helper `me`, in the folder `work`
/// (which also takes the output files), under `sandbox`, with the variable `env` set.
///
/// # Errors
/// As for [`run`].
pub fn run_in(
    me: &Path,
    program: &Path,
    args: &[OsString],
    input: &Path,
    work: &Path,
    sandbox: &Sandbox,
    env: Option<(&str, &str)>,
) -> Result<Outcome, String> {
    let mut command = Command::new(me);
    command.arg("--measure");
    command.args(helper_args(sandbox, input, work, program));
    command.args(args).current_dir(work).envs(env);
    outcome(command, work)
}

/// The helper's arguments up to the program's own.
fn helper_args(sandbox: &Sandbox, input: &Path, work: &Path, program: &Path) -> Vec<OsString> {
    let cpu = sandbox
        .cpu_seconds
        .map_or_else(|| "none".to_owned(), |s| s.to_string());
    vec![
        sandbox.timeout.as_millis().to_string().into(),
        sandbox.address_space.to_string().into(),
        cpu.into(),
        input.into(),
        work.join("stdout").into(),
        work.join("stderr").into(),
        program.into(),
    ]
}

/// Runs the helper `command` and reads what it measured, and the outputs from `work`.
fn outcome(mut command: Command, work: &Path) -> Result<Outcome, String> {
    let stdout = work.join("stdout");
    let stderr = work.join("stderr");
    let out = command
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
