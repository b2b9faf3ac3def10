//! `make fuzz-explore`: mutated command lines against the release explorer, each run checked
//! against the explorer's contract ([`fuzz::explore::violations`]).
//!
//! ```text
//! fuzz-explore [--cases N] [--seconds S] [--seed X|random] [--case N] [--jobs N]
//!              [--timeout S] [--cpu-limit S] [--cpu-budget S] [--explore PATH] [--out DIR]
//! ```
//!
//! Every seed of [`fuzz::explore::SEEDS`] runs once as it is, then `--cases` mutated command
//! lines (3000 by default) or as many as `--seconds` allows, on `--jobs` workers (one per
//! core by default), each in a folder of its own holding the files the seeds name (under
//! `--out DIR/run-PID`, `target/fuzz-explore` by default, removed at the end). Case `n`
//! is a pure function of (`--seed`, `n`, those files), so `fuzz-explore --case n` replays it
//! alone, and the report prints each failing case's command line to paste into a shell.
//!
//! Each run gets 8 GiB of address space (a research run may ask for `--memory 4G`), a CPU
//! limit of `--cpu-limit` seconds (25) and a wall limit of `--timeout` (30 s): a research
//! run ended there is counted, not failed. A run that is no research run fails over
//! `--cpu-budget` (5 s, the help's "about five seconds of CPU") or 1 GiB of resident memory.
//! The exit status is 1 if any run failed, 2 on a usage or setup error. Piped into `head`, it
//! starts no new case once the pipe is closed and exits with the status of what it found.

use fuzz::check::{Outcome, Status};
use fuzz::explore::{self, Budget, Case, Fixtures};
use fuzz::measure::{self, Sandbox};
use fuzz::options::{say, stdout_gone};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: fuzz-explore [--cases N] [--seconds S] [--seed X|random] \
                     [--case N] [--jobs N] [--timeout S] [--cpu-limit S] [--cpu-budget S] \
                     [--explore PATH] [--out DIR]";

/// A research run may reserve its `--memory` and more: 8 GiB of address space.
const ADDRESS_SPACE: u64 = 8 << 30;
/// Failing runs shown in full; past that they are only counted.
const SHOWN_FAILURES: usize = 20;
/// Research runs ended by the limits shown; past that they are only counted.
const SHOWN_ENDED: usize = 10;

struct Options {
    cases: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    case: Option<u64>,
    jobs: usize,
    timeout: Duration,
    cpu_limit: u64,
    cpu_budget: Duration,
    explore: Option<PathBuf>,
    out: Option<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        cases: None,
        seconds: None,
        seed: 42,
        case: None,
        jobs: std::thread::available_parallelism().map_or(2, usize::from),
        timeout: Duration::from_secs(30),
        cpu_limit: 25,
        cpu_budget: Duration::from_secs(5),
        explore: None,
        out: None,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let positive = |text: &str| fuzz::options::positive(flag, text);
        let count = |text: &str| {
            text.parse::<u64>()
                .map_err(|_| format!("{flag} needs a whole number, not {text:?}"))
        };
        match flag.as_str() {
            "--cases" => o.cases = Some(count(value()?)?),
            "--seconds" => o.seconds = Some(positive(value()?)?),
            "--seed" => o.seed = fuzz::options::seed(value()?)?,
            "--case" => o.case = Some(count(value()?)?),
            "--jobs" => o.jobs = count(value()?)?.clamp(1, 64) as usize,
            "--timeout" => o.timeout = Duration::from_secs_f64(positive(value()?)?),
            "--cpu-limit" => o.cpu_limit = count(value()?)?.max(1),
            "--cpu-budget" => o.cpu_budget = Duration::from_secs_f64(positive(value()?)?),
            "--explore" => o.explore = Some(PathBuf::from(value()?)),
            "--out" => o.out = Some(PathBuf::from(value()?)),
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

/// One case to run: a seed unchanged, or mutated case `n`.
#[derive(Clone, Copy)]
enum Which {
    Seed(usize),
    Mutated(u64),
}

/// What the runs did, over all workers.
#[derive(Default)]
struct Report {
    runs: u64,
    failures: usize,
    research_ended: u64,
    /// The first research runs ended by the limits, as command lines (to see that each is a
    /// run meant to be long, not a hang the classification let through).
    ended_shown: Vec<String>,
    by_status: [u64; 3],
    cpu: Duration,
    /// The slowest run that is no research run: CPU, wall, its case and command line.
    slowest: Option<(Duration, Duration, String, String)>,
    kinds: Vec<(&'static str, u64)>,
}

impl Report {
    /// The last lines of the report.
    fn summary(&self, seed: u64, took: Duration) -> String {
        let slowest = self.slowest.as_ref().map_or_else(
            || "none".to_owned(),
            |(cpu, wall, label, _)| {
                format!(
                    "{:.2} s CPU ({:.2} s wall) on {label}",
                    cpu.as_secs_f64(),
                    wall.as_secs_f64()
                )
            },
        );
        let mut text = format!(
            "explore: {} runs (seed {seed}), {} failures, exit 0/1/2: {}/{}/{}, research runs ended by the limits: {}, CPU {:.1} s in all, slowest other run {slowest}, {:.0} s",
            self.runs,
            self.failures,
            self.by_status[0],
            self.by_status[1],
            self.by_status[2],
            self.research_ended,
            self.cpu.as_secs_f64(),
            took.as_secs_f64()
        );
        for (kind, n) in &self.kinds {
            let _ = write!(text, "\n  {n} × {kind}");
        }
        if let Some((_, _, label, shown)) = &self.slowest {
            let _ = write!(text, "\n  slowest other run: {label}: {shown}");
        }
        for shown in &self.ended_shown {
            let _ = write!(text, "\n  ended by the limits: {shown}");
        }
        text
    }

    fn count(&mut self, case: &Case, label: &str, outcome: &Outcome) {
        self.runs += 1;
        self.cpu += outcome.cpu;
        match outcome.status {
            Status::Exit(code @ 0..=2) => self.by_status[code as usize] += 1,
            _ if case.is_research() => {
                self.research_ended += 1;
                if self.ended_shown.len() < SHOWN_ENDED {
                    self.ended_shown.push(format!("{label}: {}", case.shown()));
                }
            }
            _ => {}
        }
        if !case.is_research() && self.slowest.as_ref().is_none_or(|s| outcome.cpu > s.0) {
            self.slowest = Some((outcome.cpu, outcome.wall, label.to_owned(), case.shown()));
        }
    }
}

struct Fuzzer<'a> {
    o: &'a Options,
    me: PathBuf,
    explore: PathBuf,
    fixtures: Fixtures,
    budget: Budget,
    sandbox: Sandbox,
    report: Mutex<Report>,
}

impl Fuzzer<'_> {
    fn case(&self, which: Which) -> (Case, String) {
        match which {
            Which::Seed(k) => (explore::seed_case(k), format!("seed {k}")),
            Which::Mutated(n) => (
                explore::case(self.o.seed, n, &self.fixtures),
                format!("case {n}"),
            ),
        }
    }

    /// Runs one case in `work` and records it.
    fn run(&self, which: Which, work: &Path) -> Result<(), String> {
        let (case, label) = self.case(which);
        self.fixtures.write(work, &case)?;
        let input = work.join("stdin");
        std::fs::write(&input, &case.stdin)
            .map_err(|e| format!("cannot write {}: {e}", input.display()))?;
        let args: Vec<OsString> = case.args.iter().cloned().map(OsString::from_vec).collect();
        let outcome = measure::run_in(
            &self.me,
            &self.explore,
            &args,
            &input,
            work,
            &self.sandbox,
            case.env,
        )?;
        let found = explore::violations(&case, &outcome, &self.budget);
        let mut report = self.report.lock().expect("no worker panics");
        report.count(&case, &label, &outcome);
        if found.is_empty() {
            return Ok(());
        }
        report.failures += 1;
        for v in &found {
            match report.kinds.iter_mut().find(|(k, _)| *k == v.kind) {
                Some((_, n)) => *n += 1,
                None => report.kinds.push((v.kind, 1)),
            }
        }
        if report.failures <= SHOWN_FAILURES {
            let details: Vec<&str> = found.iter().map(|v| v.detail.as_str()).collect();
            say(format_args!(
                "FAIL {label} (--seed {}): {}\n  {}\n  {}\n  {:?}, {:.2} s CPU, {:.2} s wall, {} MiB",
                self.o.seed,
                details.join("; "),
                case.history.join("; "),
                case.shown(),
                outcome.status,
                outcome.cpu.as_secs_f64(),
                outcome.wall.as_secs_f64(),
                outcome.max_rss_kb.div_ceil(1024),
            ));
        }
        Ok(())
    }
}

fn fuzz(o: &Options) -> Result<bool, String> {
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from);
    let absolute =
        |p: PathBuf| std::path::absolute(&p).map_err(|e| format!("{}: {e}", p.display()));
    let explore = absolute(
        o.explore
            .clone()
            .unwrap_or_else(|| target.join("release/explore")),
    )?;
    let out = absolute(o.out.clone().unwrap_or_else(|| target.join("fuzz-explore")))?;
    // Everything goes into a folder of this run's own, made fresh and removed at the end, so
    // that no file of `--out` is touched (the failing cases are printed, not saved).
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let out = out.join(format!("run-{}", std::process::id()));
    std::fs::create_dir(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let result = fuzz_in(o, &explore, &out);
    let _ = std::fs::remove_dir_all(&out);
    result
}

/// [`fuzz()`] with the binary `explore` and the folder `out` of this run.
fn fuzz_in(o: &Options, explore: &Path, out: &Path) -> Result<bool, String> {
    // Copies of the explorer and of this program (the measuring helper), so that a build
    // replacing either during a long run changes nothing.
    let bin = folder(out, "bin")?;
    let copied = |from: &Path, name: &str| {
        let to = bin.join(name);
        std::fs::copy(from, &to)
            .map(|_| to)
            .map_err(|e| format!("cannot copy {}: {e}", from.display()))
    };
    let explore = copied(explore, "explore")?;
    let me = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let me = copied(&me, "fuzz-explore")?;
    let fixtures = Fixtures::make(&explore, &folder(out, "fixtures")?)?;
    let fuzzer = Fuzzer {
        o,
        me,
        explore,
        fixtures,
        budget: Budget {
            cpu: Some(o.cpu_budget),
            ..Budget::HELP
        },
        sandbox: Sandbox {
            timeout: o.timeout,
            address_space: ADDRESS_SPACE,
            cpu_seconds: Some(o.cpu_limit),
        },
        report: Mutex::new(Report::default()),
    };
    let start = Instant::now();
    run_all(&fuzzer, out)?;
    let report = fuzzer.report.into_inner().expect("no worker panics");
    say(report.summary(o.seed, start.elapsed()));
    Ok(report.failures == 0)
}

/// A folder `name` under `out`, made if missing.
fn folder(out: &Path, name: &str) -> Result<PathBuf, String> {
    let dir = out.join(name);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// The seeds, then the mutated cases, on `--jobs` workers, each in its folder under `out`.
fn run_all(fuzzer: &Fuzzer<'_>, out: &Path) -> Result<(), String> {
    let o = fuzzer.o;
    let seeds = if o.case.is_some() {
        0
    } else {
        explore::SEEDS.len() as u64
    };
    let cases = match (o.case, o.cases, o.seconds) {
        (Some(_), _, _) => 1,
        (None, None, Some(_)) => u64::MAX - seeds,
        (None, count, _) => count.unwrap_or(3000),
    };
    let which = |i: u64| match (o.case, i.checked_sub(seeds)) {
        (None, None) => Which::Seed(i as usize),
        (Some(n), _) | (None, Some(n)) => Which::Mutated(n),
    };
    let next = AtomicU64::new(0);
    let start = Instant::now();
    let errors: Mutex<Vec<String>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for worker in 0..o.jobs {
            let (next, errors) = (&next, &errors);
            scope.spawn(move || {
                let work = match folder(out, &format!("work-{worker}")) {
                    Ok(w) => w,
                    Err(e) => return errors.lock().expect("no panic").push(e),
                };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let out_of_time = o
                        .seconds
                        .is_some_and(|s| start.elapsed().as_secs_f64() >= s);
                    if i >= seeds + cases || (i >= seeds && out_of_time) || stdout_gone() {
                        break;
                    }
                    if let Err(e) = fuzzer.run(which(i), &work) {
                        errors.lock().expect("no panic").push(e);
                        break;
                    }
                }
            });
        }
    });
    match errors.into_inner().expect("no panic").into_iter().next() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn main() -> ExitCode {
    fuzz::options::main(USAGE, parse_options, fuzz)
}
