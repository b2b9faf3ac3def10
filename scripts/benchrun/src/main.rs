//! `make bench`: builds the problem binaries in release, generates the benchmark inputs under
//! `<target>/bench/`, times every binary and the read-only baselines (`readbase bare`,
//! `readbase scanner|proconio`) on the same inputs in alternated rounds (CPU time, wall time,
//! peak RSS), judges every judge-size input against its problem's target and prints a markdown
//! table. Progress goes to stderr, the table to stdout (and to `<target>/bench/results.md`).
//!
//! ```text
//! benchrun [--runs N] [--only id,id,...] [--judge-only] [--seed S] [--no-build] [--check]
//! benchrun --cram-long
//! ```
//!
//! `--cram-long` (`make bench-long`, about a quarter of an hour) runs only the Cram boards past
//! `igsolve`'s reach against the issue's bounds ([`cram_long`]).
//!
//! The last line of the table says whether every judge-size target was met. A missed target
//! fails the run (exit status 1) only with `--check`; a binary that fails on an input always
//! does.
//!
//! Everything problem-specific (ids, input shapes, targets, reference figures) comes from the
//! registry, [`inputgen::PROBLEMS`]. A target is a ratio of CPU times (user + system) to a
//! baseline timed in the same rounds on the same input ([`inputgen::Bench`]), so it holds on
//! any machine: each round runs the binary and then each baseline once, and the verdict is
//! the median over the rounds of the binary's CPU time over the baseline's in that round, so
//! that load that comes and goes during the runs falls on both sides of each ratio.
//!
//! Each timed run goes through a fresh copy of this program (`benchrun --measure ...`) that
//! spawns the binary, waits for it and reads `getrusage(RUSAGE_CHILDREN)`: with exactly one
//! child that is the child's own CPU time and peak RSS. The wall time is taken around spawn
//! and wait inside that helper, so the helper's own start-up is not counted.

use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod memory;

use inputgen::{Bench, Problem, Shape, PROBLEMS};

mod canon;
mod chomp;
mod cram;
mod cram_long;
mod floor;
mod grundy;

/// The command line.
struct Options {
    runs: usize,
    only: Option<Vec<String>>,
    scope: Scope,
    seed: u64,
    build: bool,
    /// Exit with status 1 unless every judge-size target was met.
    check: bool,
}

/// What a run times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    /// Every input of the problems, then the explorer's and the reference systems' sections.
    Everything,
    /// The problems' judge-size inputs only (`--judge-only`).
    JudgeOnly,
    /// The long Cram boards only (`--cram-long`, [`cram_long`]).
    CramLong,
    /// The Cram boards against igsolve only (`--cram`, [`cram::section`]).
    Cram,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        runs: 9,
        only: None,
        scope: Scope::Everything,
        seed: inputgen::DEFAULT_SEED,
        build: true,
        check: false,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--runs" => o.runs = parse_runs(value()?)?,
            "--seed" => o.seed = value()?.parse().map_err(|_| "--seed needs a number")?,
            "--only" => o.only = Some(parse_only(value()?)?),
            "--judge-only" => o.scope = Scope::JudgeOnly,
            "--no-build" => o.build = false,
            "--check" => o.check = true,
            "--cram-long" => o.scope = Scope::CramLong,
            "--cram" => o.scope = Scope::Cram,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

fn parse_runs(value: &str) -> Result<usize, String> {
    match value.parse() {
        Ok(0) => Err("--runs must be at least 1".into()),
        Ok(runs) => Ok(runs),
        Err(_) => Err("--runs needs a number".into()),
    }
}

/// A comma-separated list of registered problem ids.
fn parse_only(value: &str) -> Result<Vec<String>, String> {
    let ids: Vec<String> = value.split(',').map(str::to_owned).collect();
    match ids.iter().find(|id| inputgen::problem(id).is_none()) {
        Some(unknown) => {
            let known: Vec<&str> = inputgen::ids().collect();
            Err(format!(
                "--only: unknown problem {unknown:?}; known: {}",
                known.join(", ")
            ))
        }
        None => Ok(ids),
    }
}

/// One timed execution.
#[derive(Clone, Copy)]
struct Sample {
    wall: Duration,
    /// User + system CPU time of the child.
    cpu: Duration,
    max_rss_kb: u64,
}

/// The environment variable through which [`run_limited`] tells the measuring helper when to
/// stop the program (whole seconds).
const STOP_AFTER_VAR: &str = "BENCHRUN_STOP_AFTER_S";

/// The exit code the measuring helper prints for a program it stopped at its limit.
const STOPPED: &str = "stopped";

/// How [`run_limited`]'s error for a program stopped at its limit begins.
const STOPPED_AFTER: &str = "stopped after";

/// Internal mode: run `program args...` with stdin from `input` and stdout to `output`
/// (stderr to `output.err`), then print `wall_ns cpu_ns max_rss_kb exit_code` (the code
/// [`STOPPED`] when the program was killed at the limit [`STOP_AFTER_VAR`] gives).
fn measure_mode(args: &[String]) -> ExitCode {
    let [input, output, program, rest @ ..] = args else {
        eprintln!("usage: benchrun --measure <input> <output> <program> [args...]");
        return ExitCode::from(2);
    };
    let (stdin, stdout, stderr) = match open_redirections(input, output) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let limit = std::env::var(STOP_AFTER_VAR)
        .ok()
        .and_then(|s| s.parse().ok())
        .map(Duration::from_secs);
    let start = Instant::now();
    let status = Command::new(program)
        .args(rest)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .and_then(|child| wait_at_most(child, limit));
    let wall = start.elapsed();
    let status = match status {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot run {program}: {e}");
            return ExitCode::from(2);
        }
    };
    let (cpu_ns, rss) = children_usage();
    let code = status.map_or_else(
        || STOPPED.to_string(),
        |status| status.code().unwrap_or(-1).to_string(),
    );
    println!("{} {cpu_ns} {rss} {code}", wall.as_nanos());
    ExitCode::SUCCESS
}

/// Waits for `child`, killing it once `limit` has passed: its status, or `None` if it was
/// killed (and reaped, so that its usage counts among the children's).
fn wait_at_most(
    mut child: std::process::Child,
    limit: Option<Duration>,
) -> std::io::Result<Option<std::process::ExitStatus>> {
    let Some(limit) = limit else {
        return child.wait().map(Some);
    };
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if start.elapsed() >= limit {
            child.kill()?;
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The input file, the output file and `<output>.err`.
fn open_redirections(input: &str, output: &str) -> std::io::Result<(File, File, File)> {
    Ok((
        File::open(input)?,
        File::create(output)?,
        File::create(format!("{output}.err"))?,
    ))
}

/// User + system CPU nanoseconds and peak RSS (KiB) of the waited-for children (zeros if the
/// system does not say).
fn children_usage() -> (i128, i64) {
    use nix::sys::resource::{getrusage, UsageWho};
    let ns = |t: nix::sys::time::TimeVal| {
        t.tv_sec() as i128 * 1_000_000_000 + t.tv_usec() as i128 * 1000
    };
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or((0, 0), |u| {
        (ns(u.user_time()) + ns(u.system_time()), u.max_rss())
    })
}

/// Where things are: the workspace, the release binaries, the benchmark files, this program.
struct Env {
    root: PathBuf,
    bin_dir: PathBuf,
    bench_dir: PathBuf,
    me: PathBuf,
    /// `readbase`, the baselines' binary.
    readbase: PathBuf,
    /// The explorer as `make explorer` builds it (`<target>/explorer/explore`: the explorer
    /// profile, static), which the octal and Cram sections run.
    explore: PathBuf,
}

impl Env {
    /// Paths from the current directory and `CARGO_TARGET_DIR`; creates `<target>/bench/`.
    fn new() -> Result<Env, String> {
        let root = std::env::current_dir().map_err(|e| format!("no current directory: {e}"))?;
        let target =
            std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
        let bin_dir = target.join("release");
        let bench_dir = target.join("bench");
        std::fs::create_dir_all(&bench_dir)
            .map_err(|e| format!("cannot create {}: {e}", bench_dir.display()))?;
        Ok(Env {
            me: std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?,
            readbase: bin_dir.join("readbase"),
            explore: target.join("explorer").join("explore"),
            root,
            bin_dir,
            bench_dir,
        })
    }

    /// `<target>/bench/<name>`.
    fn bench_file(&self, name: &str) -> PathBuf {
        self.bench_dir.join(name)
    }
}

/// Runs `program args` once on `input` through the measuring helper.
fn run_once(
    env: &Env,
    program: &Path,
    args: &[&str],
    input: &Path,
    output: &Path,
) -> Result<Sample, String> {
    run_limited(env, program, args, input, output, None)
}

/// [`run_once`], the program stopped (and the run failed) once `limit` has passed.
fn run_limited(
    env: &Env,
    program: &Path,
    args: &[&str],
    input: &Path,
    output: &Path,
    limit: Option<Duration>,
) -> Result<Sample, String> {
    let mut helper = Command::new(&env.me);
    if let Some(limit) = limit {
        helper.env(STOP_AFTER_VAR, limit.as_secs().to_string());
    }
    let out = helper
        .arg("--measure")
        .arg(input)
        .arg(output)
        .arg(program)
        .args(args)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot start the measuring helper: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [ns, cpu, rss, code] = fields[..] else {
        return Err(format!("measuring helper failed: {text}"));
    };
    if code == STOPPED {
        return Err(format!(
            "{STOPPED_AFTER} {} s",
            limit.map_or(0, |limit| limit.as_secs())
        ));
    }
    if code != "0" {
        let err = std::fs::read_to_string(format!("{}.err", output.display())).unwrap_or_default();
        let first = err.lines().next().unwrap_or("").to_owned();
        return Err(format!("exit {code}: {first}"));
    }
    Ok(Sample {
        wall: Duration::from_nanos(ns.parse().map_err(|_| "bad helper output")?),
        cpu: Duration::from_nanos(cpu.parse().map_err(|_| "bad helper output")?),
        max_rss_kb: rss.parse().map_err(|_| "bad helper output")?,
    })
}

#[derive(Clone, Copy)]
struct Stats {
    median: f64,
    cpu_median: f64,
    min: f64,
    max: f64,
    rss_kb: u64,
}

fn median(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        f64::midpoint(sorted[n / 2 - 1], sorted[n / 2])
    }
}

fn stats(samples: &[Sample]) -> Stats {
    let sorted_ms = |f: fn(&Sample) -> Duration| {
        let mut ms: Vec<f64> = samples.iter().map(|s| f(s).as_secs_f64() * 1e3).collect();
        ms.sort_by(f64::total_cmp);
        ms
    };
    let ms = sorted_ms(|s| s.wall);
    let n = ms.len();
    Stats {
        median: median(&ms),
        cpu_median: median(&sorted_ms(|s| s.cpu)),
        min: ms[0],
        max: ms[n - 1],
        rss_kb: samples.iter().map(|s| s.max_rss_kb).max().unwrap_or(0),
    }
}

/// One warm-up run (also the correctness check: exit status 0), then `runs` timed runs; fewer
/// for slow inputs so the scale runs stay affordable.
fn bench(
    env: &Env,
    program: &Path,
    args: &[&str],
    input: &Path,
    output: &Path,
    runs: usize,
) -> Result<Stats, String> {
    if !program.is_file() {
        return Err(format!("{} is not built", program.display()));
    }
    let warm = run_once(env, program, args, input, output)?;
    let runs = runs_after(warm.wall, runs);
    let samples = (0..runs)
        .map(|_| run_once(env, program, args, input, output))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(stats(&samples))
}

/// The number of timed runs after a warm-up run of `warm`: fewer for slow inputs, so that the
/// scale runs stay affordable.
fn runs_after(warm: Duration, runs: usize) -> usize {
    match warm.as_secs_f64() {
        t if t > 2.0 => runs.min(3),
        t if t > 0.5 => runs.min(5),
        _ => runs,
    }
}

fn human_bytes(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{:.1} MB", n as f64 / f64::from(1 << 20))
    } else if n >= 1 << 10 {
        format!("{:.0} KB", n as f64 / 1024.0)
    } else {
        format!("{n} B")
    }
}

fn fmt_ms(ms: f64) -> String {
    if ms >= 100.0 {
        format!("{ms:.0}")
    } else if ms >= 10.0 {
        format!("{ms:.1}")
    } else {
        format!("{ms:.2}")
    }
}

/// A selected problem that is not timed, and why.
struct Skipped {
    id: &'static str,
    reason: &'static str,
}

/// The registry's problems that `--only` selects, split into those with a crate under
/// `problems/` and those without.
fn select_problems(env: &Env, options: &Options) -> (Vec<&'static Problem>, Vec<Skipped>) {
    let selected = PROBLEMS.iter().filter(|p| {
        options
            .only
            .as_ref()
            .is_none_or(|only| only.iter().any(|o| o == p.id))
    });
    let (present, missing): (Vec<&Problem>, Vec<&Problem>) = selected.partition(|p| {
        let manifest = env.root.join("problems").join(p.id).join("Cargo.toml");
        manifest.is_file()
    });
    let skipped = missing
        .iter()
        .map(|p| Skipped {
            id: p.id,
            reason: "no crate under problems/ yet",
        })
        .collect();
    (present, skipped)
}

/// Builds the problem crates in release (all at once, or one at a time if that fails) and
/// returns those that built; the others go to `skipped`.
fn build_problems(
    env: &Env,
    options: &Options,
    problems: Vec<&'static Problem>,
    skipped: &mut Vec<Skipped>,
) -> Vec<&'static Problem> {
    if !options.build {
        return problems;
    }
    eprintln!(
        "benchrun: building {} problem crates (release)",
        problems.len()
    );
    let ids: Vec<&str> = problems.iter().map(|p| p.id).collect();
    if ids.is_empty() || cargo_build_release(&env.root, &ids) {
        return problems;
    }
    eprintln!("benchrun: building everything at once failed; building one crate at a time");
    let (built, broken): (Vec<&Problem>, Vec<&Problem>) = problems
        .into_iter()
        .partition(|p| cargo_build_release(&env.root, &[p.id]));
    for p in broken {
        eprintln!("benchrun: {} does not build; skipped", p.id);
        skipped.push(Skipped {
            id: p.id,
            reason: "the crate does not build",
        });
    }
    built
}

fn cargo_build_release(root: &Path, ids: &[&str]) -> bool {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root)
        .args(["build", "--release", "--quiet"]);
    for id in ids {
        cmd.args(["-p", id]);
    }
    cmd.status().is_ok_and(|s| s.success())
}

fn command_line(program: &str, args: &[&str]) -> String {
    Command::new(program)
        .args(args)
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default()
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, std::num::NonZero::get);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    format!("nproc {cores}, {cpu}, {}", command_line(&rustc, &["-V"]))
}

/// The first three fields of /proc/loadavg: other work on the machine skews wall times.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "unknown".into(),
        |s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    )
}

/// The process floor: `readbase` on an almost empty input, many runs. Only reported, as the
/// scale of "nothing to do" on this machine.
fn measure_floor(env: &Env) -> Result<Stats, String> {
    let input = env.bench_file("floor.in");
    std::fs::write(&input, b"0\n").map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let floor = bench(
        env,
        &env.readbase,
        &["scanner", "bzoj2463"],
        &input,
        &env.bench_file("floor.out"),
        21,
    )
    .map_err(|e| {
        format!(
            "cannot time the process floor with {}: {e}",
            env.readbase.display()
        )
    })?;
    eprintln!("benchrun: process floor {} ms", fmt_ms(floor.median));
    Ok(floor)
}

/// One input to time: a problem and one of its shapes.
#[derive(Clone, Copy)]
struct Job {
    problem: &'static Problem,
    shape: Shape,
}

impl Job {
    /// `<problem>-<shape>`, the stem of its files under `<target>/bench/`.
    fn name(&self) -> String {
        format!("{}-{}", self.problem.id, self.shape.name)
    }
}

/// Every shape of the built problems except `small` (and the scale shapes with `--judge-only`).
fn list_jobs(problems: &[&'static Problem], judge_only: bool) -> Vec<Job> {
    problems
        .iter()
        .flat_map(|&problem| {
            problem
                .shapes
                .iter()
                .filter(move |s| s.name != "small" && !(judge_only && s.scale))
                .map(move |&shape| Job { problem, shape })
        })
        .collect()
}

/// Generates the job's input and writes it to `<target>/bench/<name>.in` (unless the file
/// already holds exactly those bytes); returns the path and the size.
fn generate_input(env: &Env, job: Job, seed: u64) -> Result<(PathBuf, usize), String> {
    let data = inputgen::generate(job.problem.id, job.shape.name, seed)?;
    let path = env.bench_file(&format!("{}.in", job.name()));
    if std::fs::read(&path).ok().as_deref() != Some(&data[..]) {
        std::fs::write(&path, &data)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok((path, data.len()))
}

/// The read-only baselines of one input; `None` where a baseline failed or could not be
/// trusted.
#[derive(Clone, Copy)]
struct Baselines {
    bare: Option<Stats>,
    scanner: Option<Stats>,
    proconio: Option<Stats>,
}

/// One round of the alternated runs of an input: the CPU milliseconds of the binary and of
/// the baselines a target can refer to (`None` for one that is not timed).
#[derive(Clone, Copy)]
struct Round {
    binary: f64,
    bare: Option<f64>,
    scanner: Option<f64>,
}

struct Timings {
    binary: Stats,
    baselines: Baselines,
    /// The rounds in the order they ran: a target is judged on the ratios within a round.
    rounds: Vec<Round>,
}

/// A program timed on an input: its path, its arguments and where its output goes.
struct Timed<'a> {
    program: &'a Path,
    args: Vec<&'a str>,
    output: PathBuf,
}

impl Timed<'_> {
    fn run(&self, env: &Env, input: &Path) -> Result<Sample, String> {
        run_once(env, self.program, &self.args, input, &self.output)
    }
}

/// Times the job's binary and its baselines on the generated input, in rounds: one warm-up
/// run each (the binary's is also the correctness check, exit status 0; the baselines' are
/// checked to have read the input), then `runs` rounds of the binary followed by each
/// baseline, so that a change of load during the runs falls on all of them alike.
fn time_job(
    env: &Env,
    job: Job,
    input: &Path,
    bytes: usize,
    runs: usize,
) -> Result<Timings, String> {
    let name = job.name();
    let binary_path = env.bin_dir.join(job.problem.id);
    if !binary_path.is_file() {
        return Err(format!("{} is not built", binary_path.display()));
    }
    let binary = Timed {
        program: &binary_path,
        args: Vec::new(),
        output: env.bench_file(&format!("{name}.out")),
    };
    let warm = binary.run(env, input)?;
    let runs = runs_after(warm.wall, runs);
    let baseline = |args: Vec<&'static str>, reader: &str| Timed {
        program: &env.readbase,
        args,
        output: env.bench_file(&format!("{name}.{reader}.out")),
    };
    let mut baselines = [
        Some(baseline(vec!["bare"], "bare")),
        Some(baseline(vec!["scanner", job.problem.id], "scanner")),
        Some(baseline(vec!["proconio", job.problem.id], "proconio")),
    ];
    warm_baselines(env, input, bytes, &mut baselines);
    let mut samples: [Vec<Sample>; 4] = Default::default();
    let mut rounds = Vec::with_capacity(runs);
    for _ in 0..runs {
        let binary_sample = binary.run(env, input)?;
        samples[0].push(binary_sample);
        let mut cpu = [None; 3];
        // proconio's round is timed for the table only: no target refers to it.
        for (k, slot) in baselines.iter_mut().enumerate() {
            let Some(timed) = slot else { continue };
            match timed.run(env, input) {
                Ok(sample) => {
                    cpu[k] = Some(ms(sample.cpu));
                    samples[k + 1].push(sample);
                }
                Err(e) => {
                    eprint!(" (read: {} failed: {e})", timed.args[0]);
                    *slot = None;
                }
            }
        }
        rounds.push(Round {
            binary: ms(binary_sample.cpu),
            bare: cpu[0],
            scanner: cpu[1],
        });
    }
    let timed = |k: usize| baselines[k - 1].as_ref().map(|_| stats(&samples[k]));
    Ok(Timings {
        binary: stats(&samples[0]),
        baselines: Baselines {
            bare: timed(1),
            scanner: timed(2),
            proconio: timed(3),
        },
        rounds,
    })
}

/// The warm-up run of each baseline, which drops the ones that fail or cannot be trusted:
/// `bare` must have read exactly `bytes` bytes, and the two token readers print the same
/// checksum of the tokens they read (a difference means one of them read something else,
/// so its time would be meaningless).
fn warm_baselines(env: &Env, input: &Path, bytes: usize, baselines: &mut [Option<Timed>; 3]) {
    for slot in baselines.iter_mut() {
        let Some(timed) = slot else { continue };
        if let Err(e) = timed.run(env, input) {
            eprint!(" (read: {} failed: {e})", timed.args[0]);
            *slot = None;
        }
    }
    if let Some(bare) = &baselines[0] {
        let read = std::fs::read_to_string(&bare.output).unwrap_or_default();
        if read.trim() != bytes.to_string() {
            eprint!(" (read: bare read {} bytes of {bytes})", read.trim());
            baselines[0] = None;
        }
    }
    let checksum = |slot: &Option<Timed>| slot.as_ref().and_then(|t| std::fs::read(&t.output).ok());
    if checksum(&baselines[1]) != checksum(&baselines[2]) {
        eprint!(" (the two read-only baselines disagree: check readbase)");
        baselines[1] = None;
        baselines[2] = None;
    }
}

/// Milliseconds of a duration.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// One timed input: its job, its size and its timings (or why the binary failed on it).
struct Row {
    job: Job,
    bytes: usize,
    result: Result<Timings, String>,
}

/// Generates and times every job, with progress on stderr.
fn time_jobs(env: &Env, jobs: &[Job], options: &Options) -> Vec<Row> {
    let mut rows = Vec::with_capacity(jobs.len());
    for (index, &job) in jobs.iter().enumerate() {
        eprint!("[{}/{}] {}: generating", index + 1, jobs.len(), job.name());
        let (bytes, result) = match generate_input(env, job, options.seed) {
            Ok((input, bytes)) => {
                eprint!(" ({}), timing", human_bytes(bytes));
                (bytes, time_job(env, job, &input, bytes, options.runs))
            }
            Err(e) => (0, Err(format!("cannot generate the input: {e}"))),
        };
        match &result {
            Ok(t) => eprintln!(" -> median {} ms", fmt_ms(t.binary.median)),
            Err(e) => eprintln!(" -> FAILED: {e}"),
        }
        rows.push(Row { job, bytes, result });
    }
    rows
}

/// What became of one row's target.
#[derive(Clone, Copy)]
enum Verdict {
    /// Judge size, the CPU ratio within the target.
    Pass { ratio: f64, limit_ms: f64 },
    /// Judge size, the CPU ratio above the target.
    Miss { ratio: f64, limit_ms: f64 },
    /// Judge size, but the baseline the target refers to could not be measured.
    NoBaseline,
    /// A scale run: past the judge's limits, no target.
    Scale,
    /// The binary failed (or the input could not be generated).
    Failed,
}

/// A baseline's CPU time in one round.
type InRound = fn(&Round) -> Option<f64>;

/// The baseline a target is a multiple of, its CPU time in one round, and the multiple.
fn target_baseline(bench: Bench, baselines: &Baselines) -> (Option<Stats>, InRound, f64) {
    match bench {
        Bench::Read(factor) => (baselines.scanner, |r| r.scanner, factor),
        Bench::Bare(factor) => (baselines.bare, |r| r.bare, factor),
    }
}

/// A judge-size row passes when the median over its rounds of the binary's CPU time divided
/// by the baseline's in the same round is at most the target's factor.
fn judge(row: &Row) -> Verdict {
    let Ok(timings) = &row.result else {
        return Verdict::Failed;
    };
    if row.job.shape.scale {
        return Verdict::Scale;
    }
    let (baseline, in_round, factor) =
        target_baseline(row.job.shape.target(row.job.problem), &timings.baselines);
    let Some(baseline) = baseline else {
        return Verdict::NoBaseline;
    };
    let mut ratios: Vec<f64> = timings
        .rounds
        .iter()
        .filter_map(|r| in_round(r).filter(|&b| b > 0.0).map(|b| r.binary / b))
        .collect();
    if ratios.is_empty() {
        return Verdict::NoBaseline;
    }
    ratios.sort_by(f64::total_cmp);
    let ratio = median(&ratios);
    let limit_ms = factor * baseline.cpu_median;
    if ratio <= factor {
        Verdict::Pass { ratio, limit_ms }
    } else {
        Verdict::Miss { ratio, limit_ms }
    }
}

/// What the run found, for the last line of the table and the exit status.
#[derive(Default)]
struct Summary {
    /// Judge-size inputs, each with a target.
    targets: usize,
    missed: Vec<String>,
    unjudged: Vec<String>,
    failed: Vec<String>,
    skipped: Vec<&'static str>,
}

fn summarize(rows: &[Row], verdicts: &[Verdict], skipped: &[Skipped]) -> Summary {
    let mut summary = Summary {
        skipped: skipped.iter().map(|s| s.id).collect(),
        ..Summary::default()
    };
    for (row, verdict) in rows.iter().zip(verdicts) {
        let label = format!("{} {}", row.job.problem.id, row.job.shape.name);
        summary.targets += usize::from(!row.job.shape.scale);
        match verdict {
            Verdict::Miss { .. } => summary.missed.push(label),
            Verdict::NoBaseline => summary.unjudged.push(label),
            Verdict::Failed => summary.failed.push(label),
            Verdict::Pass { .. } | Verdict::Scale => {}
        }
    }
    summary
}

impl Summary {
    /// Every selected problem was timed and every judge-size input met its target.
    fn all_targets_met(&self) -> bool {
        self.missed.is_empty()
            && self.unjudged.is_empty()
            && self.failed.is_empty()
            && self.skipped.is_empty()
    }

    /// Whether the run exits with status 1.
    fn fails_run(&self, check: bool) -> bool {
        !self.failed.is_empty() || (check && !self.all_targets_met())
    }

    /// One plain sentence: all met, or what was not and what that does to the exit status.
    fn line(&self, check: bool) -> String {
        if self.all_targets_met() {
            return match self.targets {
                0 => "No judge-size input was timed, so no target was checked.".into(),
                1 => "The one judge-size target PASSES.".into(),
                n => format!("All {n} judge-size targets PASS."),
            };
        }
        let status = if !self.failed.is_empty() {
            "exit status 1 (a binary failed)"
        } else if check {
            "exit status 1 (--check)"
        } else {
            "exit status 0 without --check; `make bench-check` fails on this"
        };
        format!(
            "TARGETS NOT MET: {}; {status}.",
            self.shortfalls().join("; ")
        )
    }

    /// Each kind of shortfall, with the rows or problems it concerns.
    fn shortfalls(&self) -> Vec<String> {
        let skipped: Vec<String> = self.skipped.iter().map(|s| (*s).to_owned()).collect();
        let kinds = [
            (
                &self.missed,
                format!("of {} judge-size targets MISS", self.targets),
            ),
            (&self.unjudged, "without a baseline to judge by".to_owned()),
            (&self.failed, "input(s) on which a binary FAILED".to_owned()),
            (&skipped, "problem(s) not timed".to_owned()),
        ];
        kinds
            .iter()
            .filter(|(list, _)| !list.is_empty())
            .map(|(list, what)| format!("{} {what} ({})", list.len(), list.join(", ")))
            .collect()
    }
}

/// The header lines above the table: machine, load, process floor.
fn render_header(load_at_start: &str, floor: &Stats) -> String {
    let mut table = String::new();
    let _ = writeln!(table, "Machine: {}.", machine());
    let _ = writeln!(
        table,
        "Load average (1/5/15 min) at the start: {load_at_start}; at the end: {}.",
        load_average()
    );
    let _ = writeln!(
        table,
        "Process floor (a reader of the input `0`): median {} ms.\n",
        fmt_ms(floor.median)
    );
    let _ = writeln!(
        table,
        "| problem | shape | input | size | cpu ms | wall ms | min | max | peak RSS \
         | read: bare | read: scanner | read: proconio | C++ ref | target | ratio | limit ms | |"
    );
    let _ = writeln!(
        table,
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---|"
    );
    table
}

/// The timing cells of a row: the binary's statistics and the three baselines.
fn timing_cells(result: &Result<Timings, String>) -> String {
    let Ok(Timings {
        binary: s,
        baselines: b,
        ..
    }) = result
    else {
        let error = result.as_ref().err().map_or("", String::as_str);
        return format!("FAILED: {} | | | | | | |", error.replace('|', "/"));
    };
    let baseline = |x: Option<Stats>| x.map_or_else(|| "failed".into(), |x| fmt_ms(x.cpu_median));
    format!(
        "{} | {} | {} | {} | {:.1} MB | {} | {} | {}",
        fmt_ms(s.cpu_median),
        fmt_ms(s.median),
        fmt_ms(s.min),
        fmt_ms(s.max),
        s.rss_kb as f64 / 1024.0,
        baseline(b.bare),
        baseline(b.scanner),
        baseline(b.proconio)
    )
}

/// The target cells of a row: reference figure, target, ratio achieved, limit, verdict.
fn target_cells(problem: &Problem, bench: Bench, verdict: Verdict) -> String {
    let target = match bench {
        Bench::Read(factor) => format!("<= {factor} x scanner"),
        Bench::Bare(factor) => format!("<= {factor} x bare"),
    };
    let judged = |ratio: f64, limit_ms: f64, word: &str| {
        format!(
            "{} | {target} | {ratio:.2} | {} | {word}",
            problem.reference,
            fmt_ms(limit_ms)
        )
    };
    match verdict {
        Verdict::Pass { ratio, limit_ms } => judged(ratio, limit_ms, "PASS"),
        Verdict::Miss { ratio, limit_ms } => judged(ratio, limit_ms, "MISS"),
        Verdict::NoBaseline => format!("{} | {target} | | | NO BASELINE", problem.reference),
        Verdict::Scale => " | | | | scale".into(),
        Verdict::Failed => " | | | | FAIL".into(),
    }
}

/// The whole report: header, one line per row, the notes, and the summary as the last line.
fn render_table(
    rows: &[Row],
    verdicts: &[Verdict],
    header: String,
    skipped: &[Skipped],
    summary_line: &str,
) -> String {
    let mut table = header;
    for (row, &verdict) in rows.iter().zip(verdicts) {
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} |",
            row.job.problem.id,
            row.job.shape.name,
            row.job.shape.about,
            human_bytes(row.bytes),
            timing_cells(&row.result),
            target_cells(
                row.job.problem,
                row.job.shape.target(row.job.problem),
                verdict
            )
        );
    }
    for s in skipped {
        let _ = writeln!(table, "\nNote: {}: {}; skipped", s.id, s.reason);
    }
    let _ = writeln!(table, "\n{summary_line}");
    table
}

fn write_results(env: &Env, table: &str) {
    let results = env.bench_file("results.md");
    if let Err(e) = std::fs::write(&results, table) {
        eprintln!("benchrun: cannot write {}: {e}", results.display());
    }
}

/// Failure if a binary failed on an input, or (with `--check`) if a target was not met.
fn exit_status(summary: &Summary, check: bool) -> ExitCode {
    if summary.fails_run(check) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Heap games whose nim-sequence to n = 10^6 the explorer is timed on, with the time the Rust
/// octal-game solver `ogs` (crate `ogsolve` 0.0.7, rare/common "RC2") took on this machine kind.
const EXPLORER_GAMES: [(&str, f64); 5] = [
    ("0.07", 374.0),
    ("0.77", 191.0),
    ("0.6", 10.9),
    ("0.16", 0.55),
    ("4.7", 0.19),
];

/// Times `explore octal CODE --upto 1000000 --format tsv` for each of [`EXPLORER_GAMES`]: a
/// section of its own, after the problem table. PASS when faster than `ogs`.
fn explorer_section(env: &Env, runs: usize) -> (String, usize) {
    let explore = &env.explore;
    let mut text = String::from(
        "\n### The explorer: nim-sequences to n = 10^6\n\n\
         | code | explore (median s) | result | ogs (s) | |\n|---|---:|---|---:|---|\n",
    );
    let mut misses = 0;
    let empty = env.bench_file("explore-empty.in");
    let _ = std::fs::write(&empty, b"");
    for (code, ogs) in EXPLORER_GAMES {
        let output = env.bench_file(&format!("explore-{code}.out"));
        let args = ["octal", code, "--upto", "1000000", "--format", "tsv"];
        let cells = match bench(env, explore, &args, &empty, &output, runs.min(3)) {
            Ok(stats) => {
                let seconds = stats.median / 1e3;
                let result = std::fs::read_to_string(&output)
                    .unwrap_or_default()
                    .trim()
                    .replace('\t', " ");
                let verdict = if seconds < ogs { "PASS" } else { "MISS" };
                misses += usize::from(seconds >= ogs);
                format!("{seconds:.3} | `{result}` | {ogs} | {verdict}")
            }
            Err(e) => {
                misses += 1;
                format!("FAILED: {} | | {ogs} | FAIL", e.replace('|', "/"))
            }
        };
        let _ = writeln!(text, "| {code} | {cells} |");
    }
    (text, misses)
}

/// The whole run, step by step.
fn run(options: &Options) -> Result<ExitCode, String> {
    let env = Env::new()?;
    if options.scope == Scope::CramLong {
        return Ok(run_cram_long(&env));
    }
    if options.scope == Scope::Cram {
        return Ok(run_cram(&env, options));
    }
    let (present, mut skipped) = select_problems(&env, options);
    let built = build_problems(&env, options, present, &mut skipped);
    let load_at_start = load_average();
    let floor = measure_floor(&env)?;
    let jobs = list_jobs(&built, options.scope == Scope::JudgeOnly);
    let rows = time_jobs(&env, &jobs, options);
    let verdicts: Vec<Verdict> = rows.iter().map(judge).collect();
    let summary = summarize(&rows, &verdicts, &skipped);
    let header = render_header(&load_at_start, &floor);
    let summary_line = summary.line(options.check);
    let mut table = render_table(&rows, &verdicts, header, &skipped, &summary_line);
    if options.scope == Scope::Everything {
        let (section, misses) = explorer_section(&env, options.runs);
        table.push_str(&section);
        if misses > 0 {
            let _ = writeln!(table, "\nexplorer: {misses} of 5 games not ahead of ogs");
        }
        let (section, misses) = memory::section(&env);
        table.push_str(&section);
        if misses > 0 {
            let _ = writeln!(
                table,
                "\nexplorer: {misses} of 3 games use more memory than ogsolve"
            );
        }
        let (section, misses) = canon::cgt_section(&env);
        table.push_str(&section);
        if misses > 0 {
            let _ = writeln!(
                table,
                "\ncgt comparison: {misses} of 5 boards miss the goal"
            );
        }
        let (section, misses) = cram::section(&env, options.runs);
        table.push_str(&section);
        if misses > 0 {
            let _ = writeln!(
                table,
                "\nigsolve comparison: {misses} of {} Cram boards miss the goal",
                cram::BOARDS.len()
            );
        }
        let (section, misses) = chomp::section(&env, options.runs);
        table.push_str(&section);
        if misses > 0 {
            let _ = writeln!(
                table,
                "\nigsolve comparison: {misses} of {} Chomp rectangles miss the goal",
                chomp::BOARDS.len()
            );
        }
        let (section, failures) = grundy::section(&env, options.runs);
        table.push_str(&section);
        if failures > 0 {
            let _ = writeln!(
                table,
                "\nigsolve comparison: {failures} of {} Grundy's game heaps failed or disagree",
                grundy::HEAPS.len()
            );
        }
    }
    let (section, floor_misses) = floor::section(&env, &built, options.runs);
    table.push_str(&section);
    if floor_misses > 0 {
        let _ = writeln!(
            table,
            "\nfloor: {floor_misses} of {} binaries above {} x the hello-world",
            built.len(),
            floor::FLOOR_FACTOR
        );
    }
    print!("{table}");
    write_results(&env, &table);
    if options.check && floor_misses > 0 {
        return Ok(ExitCode::FAILURE);
    }
    Ok(exit_status(&summary, options.check))
}

/// `--cram-long`: the long Cram boards alone, the section printed and written to
/// `<target>/bench/cram-long.md`; failure if a board missed (the run is the check).
fn run_cram_long(env: &Env) -> ExitCode {
    let (section, misses) = cram_long::section(env);
    print!("{section}");
    let file = env.bench_file("cram-long.md");
    if let Err(e) = std::fs::write(&file, &section) {
        eprintln!("benchrun: cannot write {}: {e}", file.display());
    }
    if misses == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `--cram`: the Cram section of the full run alone, written to `target/bench/cram.md` too;
/// as the full run, exit status 1 on a miss only with `--check`.
fn run_cram(env: &Env, options: &Options) -> ExitCode {
    let (mut section, misses) = cram::section(env, options.runs);
    if misses > 0 {
        let _ = writeln!(
            section,
            "\nigsolve comparison: {misses} of {} Cram boards miss the goal",
            cram::BOARDS.len()
        );
    }
    print!("{section}");
    let file = env.bench_file("cram.md");
    if let Err(e) = std::fs::write(&file, &section) {
        eprintln!("benchrun: cannot write {}: {e}", file.display());
    }
    if misses > 0 && options.check {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--measure") {
        return measure_mode(&args[1..]);
    }
    let options = match parse_options(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    run(&options).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::{
        judge, summarize, Baselines, Bench, Job, Problem, Round, Row, Shape, Stats, Timings,
    };
    use super::{Skipped, Verdict};
    use std::time::{Duration, Instant};

    /// A program past its limit is killed and reaped (`None`), at about the limit; one that
    /// ends first gives its status; without a limit the helper waits.
    #[test]
    fn a_program_is_stopped_at_its_limit_and_only_then() {
        let start = Instant::now();
        let sleeper = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap();
        let limit = Some(Duration::from_millis(200));
        assert_eq!(super::wait_at_most(sleeper, limit).unwrap(), None);
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{:?}",
            start.elapsed()
        );
        let quick = std::process::Command::new("true").spawn().unwrap();
        let status = super::wait_at_most(quick, Some(Duration::from_secs(30))).unwrap();
        assert!(status.is_some_and(|s| s.success()));
        let quick = std::process::Command::new("false").spawn().unwrap();
        let status = super::wait_at_most(quick, None).unwrap();
        assert!(status.is_some_and(|s| !s.success()));
    }

    #[test]
    fn each_scope_is_asked_for_by_its_own_option() {
        let scope = |list: &[&str]| {
            let args: Vec<String> = list.iter().map(|s| (*s).to_string()).collect();
            super::parse_options(&args).unwrap().scope
        };
        assert_eq!(scope(&["--cram-long"]), super::Scope::CramLong);
        assert_eq!(scope(&["--cram"]), super::Scope::Cram);
        assert_eq!(scope(&["--judge-only", "--check"]), super::Scope::JudgeOnly);
        assert_eq!(scope(&["--check"]), super::Scope::Everything);
    }

    static JUDGE_SHAPE: Shape = Shape {
        name: "max",
        scale: false,
        about: "",
        make: |_, _| {},
        bench: None,
    };
    static SCALE_SHAPE: Shape = Shape {
        name: "scale",
        scale: true,
        about: "",
        make: |_, _| {},
        bench: None,
    };
    static TWICE_SCANNER: Problem = Problem {
        id: "read",
        shapes: &[],
        bench: Bench::Read(2.0),
        reference: "",
    };
    static TWICE_BARE: Problem = Problem {
        id: "bare",
        shapes: &[],
        bench: Bench::Bare(2.0),
        reference: "",
    };

    fn stats(median: f64) -> Stats {
        Stats {
            median,
            cpu_median: median,
            min: median,
            max: median,
            rss_kb: 0,
        }
    }

    /// A row whose binary took `binary` ms of CPU in each of three rounds, with a 1 ms bare
    /// read and a 3 ms scanner read.
    fn row(problem: &'static Problem, shape: Shape, binary: f64) -> Row {
        rounds_row(problem, shape, &[(binary, 1.0, 3.0); 3])
    }

    /// A row of the given rounds (binary, bare, scanner CPU ms).
    fn rounds_row(problem: &'static Problem, shape: Shape, rounds: &[(f64, f64, f64)]) -> Row {
        let median_of = |pick: fn(&(f64, f64, f64)) -> f64| {
            let mut v: Vec<f64> = rounds.iter().map(pick).collect();
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        Row {
            job: Job { problem, shape },
            bytes: 0,
            result: Ok(Timings {
                binary: stats(median_of(|r| r.0)),
                baselines: Baselines {
                    bare: Some(stats(median_of(|r| r.1))),
                    scanner: Some(stats(median_of(|r| r.2))),
                    proconio: Some(stats(4.0)),
                },
                rounds: rounds
                    .iter()
                    .map(|&(binary, bare, scanner)| Round {
                        binary,
                        bare: Some(bare),
                        scanner: Some(scanner),
                    })
                    .collect(),
            }),
        }
    }

    fn limit_and_word(verdict: Verdict) -> (f64, &'static str) {
        match verdict {
            Verdict::Pass { limit_ms, .. } => (limit_ms, "PASS"),
            Verdict::Miss { limit_ms, .. } => (limit_ms, "MISS"),
            Verdict::NoBaseline => (0.0, "NO BASELINE"),
            Verdict::Scale => (0.0, "scale"),
            Verdict::Failed => (0.0, "FAIL"),
        }
    }

    #[test]
    fn each_target_is_a_multiple_of_its_own_baseline() {
        let judged = |problem, binary| limit_and_word(judge(&row(problem, JUDGE_SHAPE, binary)));
        assert_eq!(judged(&TWICE_SCANNER, 6.0), (6.0, "PASS"));
        assert_eq!(judged(&TWICE_SCANNER, 6.5), (6.0, "MISS"));
        assert_eq!(judged(&TWICE_BARE, 2.0), (2.0, "PASS"));
        assert_eq!(judged(&TWICE_BARE, 2.5), (2.0, "MISS"));
    }

    #[test]
    fn a_target_is_judged_on_the_ratios_within_rounds() {
        // In two of the three rounds the binary took twice the scanner's time: the median
        // of the ratios is 2. The medians taken apart (9 ms against 3 ms) would say 3,
        // since the binary's slow round is not the scanner's.
        let drifting = [(4.0, 1.0, 2.0), (9.0, 1.0, 3.0), (10.0, 1.0, 5.0)];
        let verdict = judge(&rounds_row(&TWICE_SCANNER, JUDGE_SHAPE, &drifting));
        assert!(matches!(verdict, Verdict::Pass { ratio, .. } if (ratio - 2.0).abs() < 1e-9));
        // One slow round of the binary does not decide; two of three do.
        let one_slow = [(6.0, 1.0, 3.0), (60.0, 1.0, 3.0), (6.0, 1.0, 3.0)];
        assert_eq!(
            limit_and_word(judge(&rounds_row(&TWICE_SCANNER, JUDGE_SHAPE, &one_slow))).1,
            "PASS"
        );
        let two_slow = [(6.0, 1.0, 3.0), (60.0, 1.0, 3.0), (7.0, 1.0, 3.0)];
        assert_eq!(
            limit_and_word(judge(&rounds_row(&TWICE_SCANNER, JUDGE_SHAPE, &two_slow))).1,
            "MISS"
        );
    }

    #[test]
    fn scale_failed_and_baseline_less_rows_are_not_passes() {
        let scale = row(&TWICE_SCANNER, SCALE_SHAPE, 100.0);
        assert_eq!(limit_and_word(judge(&scale)).1, "scale");
        let mut failed = row(&TWICE_SCANNER, JUDGE_SHAPE, 1.0);
        failed.result = Err("exit 1".into());
        assert_eq!(limit_and_word(judge(&failed)).1, "FAIL");
        let mut no_bare = row(&TWICE_BARE, JUDGE_SHAPE, 1.0);
        if let Ok(t) = &mut no_bare.result {
            t.baselines.bare = None;
        }
        assert_eq!(limit_and_word(judge(&no_bare)).1, "NO BASELINE");
    }

    #[test]
    fn a_miss_fails_the_run_only_with_check() {
        let rows = [
            row(&TWICE_SCANNER, JUDGE_SHAPE, 1.0),
            row(&TWICE_BARE, JUDGE_SHAPE, 9.0),
            row(&TWICE_BARE, SCALE_SHAPE, 90.0),
        ];
        let verdicts: Vec<Verdict> = rows.iter().map(judge).collect();
        let summary = summarize(&rows, &verdicts, &[]);
        assert_eq!(summary.targets, 2);
        assert_eq!(summary.missed, ["bare max"]);
        assert!(!summary.fails_run(false));
        assert!(summary.fails_run(true));
        assert!(summary.line(false).starts_with("TARGETS NOT MET: 1 of 2"));
        assert!(summary.line(false).contains("exit status 0"));
        assert!(summary.line(true).contains("exit status 1"));
    }

    #[test]
    fn all_met_and_failures() {
        let rows = [row(&TWICE_SCANNER, JUDGE_SHAPE, 1.0)];
        let verdicts: Vec<Verdict> = rows.iter().map(judge).collect();
        let met = summarize(&rows, &verdicts, &[]);
        assert!(!met.fails_run(true));
        assert_eq!(met.line(true), "The one judge-size target PASSES.");
        let skipped = [Skipped {
            id: "gone",
            reason: "the crate does not build",
        }];
        assert!(summarize(&rows, &verdicts, &skipped).fails_run(true));
        let mut failed = row(&TWICE_SCANNER, JUDGE_SHAPE, 1.0);
        failed.result = Err("exit 1".into());
        let failed = [failed];
        let summary = summarize(&failed, &[judge(&failed[0])], &[]);
        assert!(summary.fails_run(false));
    }
}
