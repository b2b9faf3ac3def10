//! `make fuzz`: seeded mutations of every problem's inputs against its release binary, each
//! run checked against the input contract (see the top README).
//!
//! ```text
//! fuzz [--per-binary N] [--seconds S] [--seed X|random] [--only id,id] [--case N]
//!      [--no-shapes] [--timeout S] [--cpu-budget S] [--root DIR] [--bin-dir DIR] [--out DIR]
//!      [--many-cases-mib N]
//! ```
//!
//! The problems are the crates under `<root>/problems/`; the binaries are taken from
//! `<target>/release/` (`make fuzz` builds them; this program builds nothing). The seed
//! corpus of a problem is every `testdata/<id>/*.in` plus its registry `small` shape
//! ([`inputgen::PROBLEMS`]) under three seeds. Every seed is run once as it is, then
//! `--per-binary` mutated inputs (3000 by default) or as many as `--seconds` allows per binary.
//!
//! Case `n` of problem `id` is a pure function of (`--seed`, `id`, `n`, the corpus): one to
//! three mutations of one seed, drawn from its own ChaCha8 stream, so
//! `fuzz --seed X --only id --case n` replays it alone. A failing input is also saved as
//! `<out>/<id>-<n>.in` (`<out>` is `<target>/fuzz/`).
//!
//! After the mutations come the shaped inputs of [`shapes`], built from the seeds the binary
//! answers: many tiny test cases up to the input cap (outputs much larger than the input; and
//! when a binary refuses them for a limit on test cases, as many as the limit it names), the
//! same on one line (rows sharing a line), one large case followed by many tiny ones, and
//! counts of 2^64 (the limit named must be the one named for 10^19). `--no-shapes` skips them;
//! `--many-cases-mib` makes the many tiny test cases fill N MiB instead of 250 (the fuzzer's
//! own tests use small ones).
//!
//! A run fails if it is killed by a signal, exits with a status other than 0 or 1, prints
//! "panicked", takes more than 3.3 s of CPU (user + system: the contract's margin,
//! [`check::CPU_BUDGET`]; `--cpu-budget` sets another for a slower machine), is still running
//! after 10 s of wall time (`--timeout`; it is killed then), peaks above 1 GiB of RSS, or
//! breaks the output rules: exit 1 with anything on stdout or with stderr other than one
//! `error: line …` line; exit 0 with stderr other than nothing or one `warning: …` line. The
//! exit status is 1 if any run failed, 2 on a usage or setup error. Piped into `head`, it starts
//! no new case once the pipe is closed and exits with the status of what it found.
//!
//! The report gives each binary's CPU time over all its runs and its slowest run by CPU, with
//! that run's wall time and name (`case 12`, `seed 3`, `shape many-cases`).

mod shapes;

use fuzz::check::{self, Limits, Outcome, Status};
use fuzz::options::{say, stdout_gone};
use fuzz::{measure, mutate};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The number of mutated inputs per binary when neither a count nor a time budget is given.
const DEFAULT_PER_BINARY: u64 = 3000;
/// Failures described in full per binary; past that they are only counted (and saved).
const SHOWN_FAILURES: usize = 10;
/// Failing inputs saved per binary.
const SAVED_FAILURES: usize = 100;

/// The command line.
struct Options {
    per_binary: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    only: Option<Vec<String>>,
    case: Option<u64>,
    shapes: bool,
    timeout: Duration,
    cpu_budget: Duration,
    root: PathBuf,
    bin_dir: Option<PathBuf>,
    out: Option<PathBuf>,
    many_cases_bytes: u64,
}

const USAGE: &str = "usage: fuzz [--per-binary N] [--seconds S] [--seed X|random] [--only id,id] \
                     [--case N] [--no-shapes] [--timeout S] [--cpu-budget S] [--root DIR] \
                     [--bin-dir DIR] [--out DIR] [--many-cases-mib N]";

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        per_binary: None,
        seconds: None,
        seed: inputgen::DEFAULT_SEED,
        only: None,
        case: None,
        shapes: true,
        timeout: Limits::CONTRACT.wall,
        cpu_budget: Limits::CONTRACT.cpu,
        root: std::env::current_dir().map_err(|e| format!("no current directory: {e}"))?,
        bin_dir: None,
        out: None,
        many_cases_bytes: NEAR_THE_CAP,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |text: &str| fuzz::options::positive(flag, text);
        match flag.as_str() {
            "--per-binary" => {
                let text = value()?;
                o.per_binary = Some(
                    text.parse()
                        .map_err(|_| format!("--per-binary needs a count, not {text:?}"))?,
                );
            }
            "--seconds" => o.seconds = Some(number(value()?)?),
            "--timeout" => o.timeout = Duration::from_secs_f64(number(value()?)?),
            "--cpu-budget" => o.cpu_budget = Duration::from_secs_f64(number(value()?)?),
            "--seed" => o.seed = fuzz::options::seed(value()?)?,
            "--only" => o.only = Some(value()?.split(',').map(str::to_owned).collect()),
            "--case" => {
                let text = value()?;
                o.case = Some(
                    text.parse()
                        .map_err(|_| format!("--case needs a case number, not {text:?}"))?,
                );
            }
            "--no-shapes" => o.shapes = false,
            "--root" => o.root = PathBuf::from(value()?),
            "--bin-dir" => o.bin_dir = Some(PathBuf::from(value()?)),
            "--out" => o.out = Some(PathBuf::from(value()?)),
            "--many-cases-mib" => {
                let text = value()?;
                let mib = text.parse::<u64>().ok().filter(|m| (1..=255).contains(m));
                let mib =
                    mib.ok_or_else(|| format!("--many-cases-mib needs 1 to 255, not {text:?}"))?;
                o.many_cases_bytes = mib << 20;
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

/// The crates under `<root>/problems/`, sorted.
fn problem_ids(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("problems");
    let entries =
        std::fs::read_dir(&dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let mut ids: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    ids.sort();
    Ok(ids)
}

/// The seed inputs of `id`: each `testdata/<id>/*.in`, then the registry's `small` shape.
/// Names are paths relative to the root, or `gen <id> small --seed S`.
fn corpus(root: &Path, id: &str) -> Result<(Vec<String>, Vec<Vec<u8>>), String> {
    let mut names = Vec::new();
    let mut inputs = Vec::new();
    let dir = root.join("testdata").join(id);
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .collect();
        files.sort();
        for file in files {
            let bytes =
                std::fs::read(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            names.push(shown_path(root, &file));
            inputs.push(bytes);
        }
    }
    if inputgen::problem(id).is_some() {
        for seed in [inputgen::DEFAULT_SEED, 1, 2] {
            if let Ok(bytes) = inputgen::generate(id, "small", seed) {
                names.push(format!("gen {id} small --seed {seed}"));
                inputs.push(bytes);
            }
        }
    }
    Ok((names, inputs))
}

fn shown_path(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Where things are.
struct Env {
    root: PathBuf,
    bin_dir: PathBuf,
    out: PathBuf,
    work: PathBuf,
    me: PathBuf,
    /// The size of the many-tiny-cases input.
    many_cases_bytes: u64,
}

impl Env {
    fn new(o: &Options) -> Result<Env, String> {
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map_or_else(|| o.root.join("target"), PathBuf::from);
        let out = o.out.clone().unwrap_or_else(|| target.join("fuzz"));
        let work = out.join(format!("work-{}", std::process::id()));
        std::fs::create_dir_all(&work)
            .map_err(|e| format!("cannot create {}: {e}", work.display()))?;
        Ok(Env {
            root: o.root.clone(),
            bin_dir: o.bin_dir.clone().unwrap_or_else(|| target.join("release")),
            out,
            work,
            me: std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?,
            many_cases_bytes: o.many_cases_bytes,
        })
    }
}

/// What one binary did over all its runs.
#[derive(Default)]
struct Tally {
    seeds: u64,
    inputs: u64,
    /// Runs on shaped inputs (see [`shapes`]).
    shaped: u64,
    failures: usize,
    /// CPU time (user + system) over every run.
    cpu: Duration,
    /// The run that took the most CPU.
    slowest: Option<Slowest>,
    max_rss_kb: u64,
    exit0: u64,
    exit1: u64,
    warnings: u64,
    /// Kinds of violation with how often each came up, in order of appearance.
    kinds: Vec<(String, u64)>,
}

/// The run of a binary that took the most CPU.
#[derive(Clone)]
struct Slowest {
    cpu: Duration,
    wall: Duration,
    /// The run's label (`case 12`, `shape many-cases`).
    label: String,
}

impl Slowest {
    /// `1.23 s CPU (1.31 s wall) on shape many-cases`.
    fn describe(&self) -> String {
        format!(
            "{:.2} s CPU ({:.2} s wall) on {}",
            self.cpu.as_secs_f64(),
            self.wall.as_secs_f64(),
            self.label
        )
    }
}

impl Tally {
    fn count(&mut self, outcome: &Outcome, label: &str) {
        self.cpu += outcome.cpu;
        self.keep_slowest(Slowest {
            cpu: outcome.cpu,
            wall: outcome.wall,
            label: label.to_owned(),
        });
        self.max_rss_kb = self.max_rss_kb.max(outcome.max_rss_kb);
        match outcome.status {
            Status::Exit(0) => {
                self.exit0 += 1;
                if outcome.stderr.starts_with(b"warning: ") {
                    self.warnings += 1;
                }
            }
            Status::Exit(1) => self.exit1 += 1,
            _ => {}
        }
    }

    fn keep_slowest(&mut self, run: Slowest) {
        if self.slowest.as_ref().is_none_or(|s| run.cpu > s.cpu) {
            self.slowest = Some(run);
        }
    }

    /// Adds the totals of binary `id` to these (its slowest run named with `id`).
    fn add(&mut self, id: &str, tally: &Tally) {
        self.seeds += tally.seeds;
        self.inputs += tally.inputs;
        self.failures += tally.failures;
        self.cpu += tally.cpu;
        if let Some(s) = &tally.slowest {
            self.keep_slowest(Slowest {
                label: format!("{id} {}", s.label),
                ..s.clone()
            });
        }
    }

    fn note_kind(&mut self, kind: &str) {
        match self.kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, n)) => *n += 1,
            None => self.kinds.push((kind.to_owned(), 1)),
        }
    }

    fn line(&self, id: &str) -> String {
        let slowest = self
            .slowest
            .as_ref()
            .map_or_else(|| "no run".to_owned(), Slowest::describe);
        let mut line = format!(
            "{id}: {} inputs + {} seeds, {} failures, CPU {:.1} s in all, slowest {slowest}, max RSS {} MB, exit 0: {}, exit 1: {}, warnings: {}, shaped inputs: {}",
            self.inputs,
            self.seeds,
            self.failures,
            self.cpu.as_secs_f64(),
            self.max_rss_kb.div_ceil(1024),
            self.exit0,
            self.exit1,
            self.warnings,
            self.shaped
        );
        for (kind, n) in &self.kinds {
            let _ = write!(line, "\n  {n} × {kind}");
        }
        line
    }
}

/// The input of one run and how to name it in the report.
struct Run<'a> {
    /// `case 12` or `seed 3`.
    label: String,
    /// Where the input came from, and the mutations.
    history: String,
    /// Where a failing input is saved (`None` for a seed that is a file already, named by
    /// `input`).
    save_as: Option<PathBuf>,
    input: &'a Path,
    bytes: &'a [u8],
}

/// One binary under test and what it did so far.
struct Target<'a> {
    env: &'a Env,
    o: &'a Options,
    id: &'a str,
    program: PathBuf,
    limits: Limits,
    tally: Tally,
    /// For each seed, its output length and CPU time if the binary answered it (exit 0).
    answered: Vec<Option<(usize, Duration)>>,
}

impl Target<'_> {
    /// Runs the binary on `run`, counts the outcome, reports and saves a failure.
    fn check(&mut self, run: &Run<'_>) -> Result<Outcome, String> {
        let env = self.env;
        let outcome = measure::run(&env.me, &self.program, run.input, &env.work, self.o.timeout)?;
        self.tally.count(&outcome, &run.label);
        let found = check::violations(&outcome, &self.limits);
        if !found.is_empty() {
            self.report(run, &found, &outcome)?;
        }
        Ok(outcome)
    }

    /// Counts, shows and saves one failing run.
    fn report(
        &mut self,
        run: &Run<'_>,
        found: &[check::Violation],
        outcome: &Outcome,
    ) -> Result<(), String> {
        let tally = &mut self.tally;
        tally.failures += 1;
        for v in found {
            tally.note_kind(v.kind);
        }
        let details: Vec<&str> = found.iter().map(|v| v.detail.as_str()).collect();
        // A run over the CPU budget is saved whatever its size: it is the input to time again.
        let over_budget = found.iter().any(|v| v.kind == check::OVER_BUDGET);
        let input = match &run.save_as {
            None => run.input.display().to_string(),
            Some(path)
                if tally.failures <= SAVED_FAILURES
                    && (run.bytes.len() <= SAVED_SHAPE_BYTES || over_budget) =>
            {
                std::fs::write(path, run.bytes)
                    .map_err(|e| format!("cannot save {}: {e}", path.display()))?;
                path.display().to_string()
            }
            Some(_) => format!(
                "not saved ({} MB; `fuzz --only {}` builds it again)",
                run.bytes.len() >> 20,
                self.id
            ),
        };
        if tally.failures <= SHOWN_FAILURES {
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            say(format_args!(
                "FAIL {} {} (--seed {}): {}\n  {}\n  stdout {} bytes, stderr {}, {:.2} s wall, {:.2} s CPU, {} MB\n  input: {input}",
                self.id,
                run.label,
                self.o.seed,
                run.history,
                details.join("; "),
                outcome.stdout.len(),
                check::clip(stderr.lines().next().unwrap_or("")),
                outcome.wall.as_secs_f64(),
                outcome.cpu.as_secs_f64(),
                outcome.max_rss_kb.div_ceil(1024),
            ));
        }
        Ok(())
    }

    /// Every seed as it is.
    fn seeds(&mut self, names: &[String], corpus: &[Vec<u8>]) -> Result<(), String> {
        let (env, id) = (self.env, self.id);
        let scratch = env.work.join("input");
        for (k, (name, bytes)) in names.iter().zip(corpus).enumerate() {
            let on_disk = env.root.join(name);
            let (input, save_as) = if on_disk.is_file() {
                (on_disk, None)
            } else {
                write(&scratch, bytes)?;
                (
                    scratch.clone(),
                    Some(env.out.join(format!("{id}-seed-{k}.in"))),
                )
            };
            let outcome = self.check(&Run {
                label: format!("seed {k}"),
                history: format!("{name}, unmutated"),
                save_as,
                input: &input,
                bytes,
            })?;
            self.answered.push(
                (outcome.status == Status::Exit(0)).then_some((outcome.stdout.len(), outcome.cpu)),
            );
            self.tally.seeds += 1;
        }
        Ok(())
    }

    /// The mutated cases the options ask for.
    fn cases(&mut self, names: &[String], corpus: &[Vec<u8>]) -> Result<(), String> {
        let (env, o, id) = (self.env, self.o, self.id);
        let scratch = env.work.join("input");
        let start = Instant::now();
        let cases: Box<dyn Iterator<Item = u64>> = match (o.case, o.per_binary, o.seconds) {
            (Some(n), _, _) => Box::new(std::iter::once(n)),
            (None, None, Some(_)) => Box::new(0..),
            (None, count, _) => Box::new(0..count.unwrap_or(DEFAULT_PER_BINARY)),
        };
        for n in cases {
            if stdout_gone()
                || o.seconds
                    .is_some_and(|s| start.elapsed().as_secs_f64() >= s)
            {
                break;
            }
            let case = mutate::make_case(o.seed, id, n, corpus, names);
            write(&scratch, &case.input)?;
            self.check(&Run {
                label: format!("case {n}"),
                history: format!("from {}: {}", names[case.seed], case.steps.join("; ")),
                save_as: Some(env.out.join(format!("{id}-{n}.in"))),
                input: &scratch,
                bytes: &case.input,
            })?;
            self.tally.inputs += 1;
        }
        Ok(())
    }
}

/// The copies of a block of `cases_per_copy` test cases that fill the limit a refusal of
/// `copies` of them named, when it named one below that; `None` when the run was not refused
/// so or named none.
fn copies_at_cap(refusal: &Outcome, cases_per_copy: u64, copies: u64) -> Option<u64> {
    if refusal.status != Status::Exit(1) {
        return None;
    }
    let limit = shapes::limit_named(&String::from_utf8_lossy(&refusal.stderr))?;
    let at_cap = limit / cases_per_copy.max(1);
    (1..copies).contains(&at_cap).then_some(at_cap)
}

/// The size of the many-tiny-cases input by default: just under the 256 MiB every binary
/// reads (`--many-cases-mib` sets another, for tests of the fuzzer).
const NEAR_THE_CAP: u64 = 250 << 20;
/// The size of the inputs compared on one line and on many.
const ONE_LINE_BYTES: u64 = 1 << 20;
/// The size of the tiny cases after a large one.
const TAIL_BYTES: u64 = 4 << 20;
/// The most counts past 2^64 reported per binary.
const COUNT_FINDINGS: usize = 3;
/// Failing inputs larger than this are described, not saved, unless over the CPU budget.
const SAVED_SHAPE_BYTES: usize = 64 << 20;

impl Target<'_> {
    /// Runs one shaped input against the contract; `name` goes into the saved file's name.
    fn shaped(&mut self, name: &str, history: String, bytes: &[u8]) -> Result<Outcome, String> {
        let (env, id) = (self.env, self.id);
        let scratch = env.work.join("input");
        write(&scratch, bytes)?;
        self.tally.shaped += 1;
        self.check(&Run {
            label: format!("shape {name}"),
            history,
            save_as: Some(env.out.join(format!("{id}-shape-{name}.in"))),
            input: &scratch,
            bytes,
        })
    }

    /// Reports a shaped input that kept the contract run by run but not as a whole (too slow
    /// compared with its parts, or a limit named differently).
    fn shape_failure(
        &mut self,
        name: &str,
        history: String,
        kind: &'static str,
        detail: String,
        bytes: &[u8],
        outcome: &Outcome,
    ) -> Result<(), String> {
        let env = self.env;
        let scratch = env.work.join("input");
        let violation = check::Violation { kind, detail };
        self.report(
            &Run {
                label: format!("shape {name}"),
                history,
                save_as: Some(env.out.join(format!("{}-shape-{name}.in", self.id))),
                input: &scratch,
                bytes,
            },
            &[violation],
            outcome,
        )
    }

    /// The shaped inputs of [`shapes`], built from the seeds the binary answered.
    fn shapes(&mut self, names: &[String], corpus: &[Vec<u8>]) -> Result<(), String> {
        let mut answered: Vec<usize> = (0..corpus.len())
            .filter(|&k| self.answered.get(k).is_some_and(Option::is_some))
            .collect();
        answered.sort_by_key(|&k| corpus[k].len());
        self.large_shapes(names, corpus, &answered)?;
        // Last: with many counts per seed these findings would hide the others in the report.
        self.counts_past_u64(names, corpus, &answered)
    }

    /// Many tiny cases up to the cap, on lines and on one line, and a large case before them.
    fn large_shapes(
        &mut self,
        names: &[String],
        corpus: &[Vec<u8>],
        answered: &[usize],
    ) -> Result<(), String> {
        let layout = shapes::layout(self.id);
        let blocks: Vec<(usize, shapes::Block)> = answered
            .iter()
            .filter_map(|&k| shapes::split(layout, &corpus[k]).map(|b| (k, b)))
            .collect();
        if let Some(&largest) = answered.last() {
            self.on_one_line("largest-seed", &names[largest], &corpus[largest], largest)?;
        }
        let (Some(tiny), Some(large)) = (blocks.first(), blocks.last()) else {
            return Ok(());
        };
        // The seed with the most output per byte of input, repeated up to the cap.
        let wordiest = blocks
            .iter()
            .max_by_key(|(k, _)| {
                let out = self.answered[*k].map_or(0, |(len, _)| len as u64);
                out * 1000 / corpus[*k].len().max(1) as u64
            })
            .unwrap_or(tiny);
        let copies = shapes::copies_for(&wordiest.1, self.env.many_cases_bytes);
        let many = shapes::join(layout, &[(&wordiest.1, copies)]);
        let history = format!(
            "{} × {copies}: {} MB of test cases",
            names[wordiest.0],
            many.len() >> 20
        );
        let outcome = self.shaped("many-cases", history, &many)?;
        drop(many);
        // A binary that caps its test cases refuses the shape at once: its worst accepted
        // input is the cap's count of them.
        if let Some(at_cap) = copies_at_cap(&outcome, wordiest.1.cases, copies) {
            let many = shapes::join(layout, &[(&wordiest.1, at_cap)]);
            let history = format!(
                "{} × {at_cap}, the cap its refusal named: {} MB of test cases",
                names[wordiest.0],
                many.len() >> 20
            );
            self.shaped("many-cases-at-cap", history, &many)?;
        }
        // Tiny cases on many lines, then on one.
        let copies = shapes::copies_for(&tiny.1, ONE_LINE_BYTES);
        let lines = shapes::join(layout, &[(&tiny.1, copies)]);
        let history = format!("{} × {copies}", names[tiny.0]);
        self.on_one_line("tiny-cases", &history, &lines, usize::MAX)?;
        // One large case, then many tiny ones.
        if large.0 != tiny.0 {
            let copies = shapes::copies_for(&tiny.1, TAIL_BYTES);
            let tail = shapes::join(layout, &[(&tiny.1, copies)]);
            let history = format!("{} × {copies}", names[tiny.0]);
            let alone = self.shaped("tiny-cases", history, &tail)?;
            drop(tail);
            let both = shapes::join(layout, &[(&large.1, 1), (&tiny.1, copies)]);
            let history = format!("{}, then {} × {copies}", names[large.0], names[tiny.0]);
            let after = self.shaped("large-then-tiny", history.clone(), &both)?;
            let large_cpu = self.answered[large.0].map_or(Duration::ZERO, |(_, cpu)| cpu);
            let parts = large_cpu + alone.cpu;
            if after.status == Status::Exit(0) && after.cpu > parts * 3 + Duration::from_millis(500)
            {
                let detail = format!(
                    "the tiny cases take {:.2} s of CPU after the large one, {:.2} s in all \
                     without it: a container grown by the large case is paid for by every \
                     later one",
                    after.cpu.as_secs_f64(),
                    parts.as_secs_f64()
                );
                self.shape_failure(
                    "large-then-tiny",
                    history,
                    "large case slows later ones",
                    detail,
                    &both,
                    &after,
                )?;
            }
        }
        Ok(())
    }

    /// Runs `input` with every line end a space, and fails it if that costs far more CPU than
    /// on its lines (`seed` is the seed's index when `input` is a seed, whose run is known).
    fn on_one_line(
        &mut self,
        what: &str,
        history: &str,
        input: &[u8],
        seed: usize,
    ) -> Result<(), String> {
        let lines = match self.answered.get(seed).copied().flatten() {
            Some((_, cpu)) => cpu,
            None => {
                self.shaped(&format!("{what}-on-lines"), history.to_owned(), input)?
                    .cpu
            }
        };
        let joined = shapes::on_one_line(input);
        let history = format!("{history}, on one line");
        let name = format!("{what}-on-one-line");
        let outcome = self.shaped(&name, history.clone(), &joined)?;
        if outcome.status == Status::Exit(0) && outcome.cpu > lines * 4 + Duration::from_millis(500)
        {
            let detail = format!(
                "{:.2} s of CPU on one line against {:.2} s on its lines: a position or a row \
                 is found by scanning the line again",
                outcome.cpu.as_secs_f64(),
                lines.as_secs_f64()
            );
            self.shape_failure(
                &name,
                history,
                "slow on one line",
                detail,
                &joined,
                &outcome,
            )?;
        }
        Ok(())
    }

    /// Counts of 2^64 and of 10^19 in the places of the counts of the three smallest answered
    /// seeds: refused as too large, they must name the same limit. A binary is reported for
    /// at most [`COUNT_FINDINGS`] of them (one cause usually explains them all).
    fn counts_past_u64(
        &mut self,
        names: &[String],
        corpus: &[Vec<u8>],
        answered: &[usize],
    ) -> Result<(), String> {
        let scratch = self.env.work.join("input");
        let mut findings = 0;
        for &k in answered.iter().take(3) {
            for index in shapes::count_candidates(&corpus[k]) {
                if findings == COUNT_FINDINGS {
                    return Ok(());
                }
                let mut runs = Vec::with_capacity(2);
                for (count, suffix, shown) in [
                    (shapes::PAST_U64, "", "2^64"),
                    (shapes::BELOW_U64, "-below", "10^19"),
                ] {
                    let bytes = shapes::replace_token(&corpus[k], index, count);
                    write(&scratch, &bytes)?;
                    self.tally.shaped += 1;
                    let name = format!("count-{k}-{index}{suffix}");
                    let outcome = self.check(&Run {
                        label: format!("shape {name}"),
                        history: format!("{}: token {index} replaced by {shown}", names[k]),
                        save_as: Some(self.env.out.join(format!("{}-shape-{name}.in", self.id))),
                        input: &scratch,
                        bytes: &bytes,
                    })?;
                    runs.push((bytes, outcome));
                }
                let text = |o: &Outcome| String::from_utf8_lossy(&o.stderr).trim_end().to_owned();
                let (past, below) = (text(&runs[0].1), text(&runs[1].1));
                let refused = runs.iter().all(|(_, o)| o.status == Status::Exit(1));
                if refused && shapes::limits_differ(&past, &below) {
                    findings += 1;
                    let detail = format!(
                        "2^64 gets {}, but 10^19 gets {}",
                        check::clip(&past),
                        check::clip(&below)
                    );
                    let (bytes, outcome) = &runs[0];
                    self.shape_failure(
                        &format!("count-{k}-{index}"),
                        format!(
                            "{}: token {index} replaced by 2^64 (and by 10^19)",
                            names[k]
                        ),
                        "count past 2^64",
                        detail,
                        bytes,
                        outcome,
                    )?;
                }
            }
        }
        Ok(())
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn fuzz_binary(env: &Env, o: &Options, id: &str) -> Result<Tally, String> {
    let (names, corpus) = corpus(&env.root, id)?;
    let (names, corpus) = if corpus.is_empty() {
        (vec!["the empty input".to_owned()], vec![Vec::new()])
    } else {
        (names, corpus)
    };
    // A replay of one case leaves the inputs of the full run in place.
    if o.case.is_none() {
        remove_old_failures(&env.out, id);
    }
    let mut target = Target {
        env,
        o,
        id,
        program: env.bin_dir.join(id),
        limits: Limits {
            wall: o.timeout,
            cpu: o.cpu_budget,
            ..Limits::CONTRACT
        },
        tally: Tally::default(),
        answered: Vec::new(),
    };
    if o.case.is_none() {
        target.seeds(&names, &corpus)?;
    }
    target.cases(&names, &corpus)?;
    if o.case.is_none() && o.shapes {
        target.shapes(&names, &corpus)?;
    }
    let tally = target.tally;
    if tally.failures > SHOWN_FAILURES {
        say(format_args!(
            "  ({} more failures of {id} not shown; up to {SAVED_FAILURES} inputs saved in {})",
            tally.failures - SHOWN_FAILURES,
            env.out.display()
        ));
    }
    Ok(tally)
}

/// Failing inputs of an earlier run of `id`, so what is left in `<out>` is this run's.
fn remove_old_failures(out: &Path, id: &str) {
    let Ok(entries) = std::fs::read_dir(out) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if let Some(rest) = name.strip_prefix(id).and_then(|r| r.strip_prefix('-')) {
            let rest = rest.strip_suffix(".in").unwrap_or("");
            let numbered = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            if numbered(rest)
                || rest.strip_prefix("seed-").is_some_and(numbered)
                || rest.starts_with("shape-")
            {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

fn main() -> ExitCode {
    fuzz::options::main(USAGE, parse_options, fuzz_all)
}

/// Fuzzes every selected binary; `Ok(true)` when no run failed.
fn fuzz_all(o: &Options) -> Result<bool, String> {
    let known = problem_ids(&o.root)?;
    let ids = match &o.only {
        None => known.clone(),
        Some(only) => {
            if let Some(unknown) = only.iter().find(|id| !known.contains(id)) {
                return Err(format!(
                    "--only: no crate problems/{unknown}; known: {}",
                    known.join(", ")
                ));
            }
            only.clone()
        }
    };
    if ids.is_empty() {
        return Err(format!(
            "no problem crates under {}",
            o.root.join("problems").display()
        ));
    }
    let env = Env::new(o)?;
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| !env.bin_dir.join(id).is_file())
        .collect();
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
        return Err(format!(
            "no binary {} in {}: build them first (make fuzz does: cargo build --release -p <id>)",
            names.join(", "),
            env.bin_dir.display()
        ));
    }
    let budget = match (o.case, o.per_binary, o.seconds) {
        (Some(n), _, _) => format!("case {n} only"),
        (None, Some(n), Some(s)) => format!("{n} inputs or {s} s per binary"),
        (None, None, Some(s)) => format!("{s} s per binary"),
        (None, n, None) => format!("{} inputs per binary", n.unwrap_or(DEFAULT_PER_BINARY)),
    };
    // Wall times stretch on a busy machine: the load says how much to trust a timeout.
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .map_or_else(String::new, |l| format!("; load average {l}"));
    say(format_args!(
        "fuzz: {} binaries from {}, seed {}, {budget}; limits {:.2} s of CPU, {} MB, killed after {:.0} s{load}",
        ids.len(),
        env.bin_dir.display(),
        o.seed,
        o.cpu_budget.as_secs_f64(),
        Limits::CONTRACT.max_rss_kb >> 10,
        o.timeout.as_secs_f64(),
    ));
    let start = Instant::now();
    let mut total = Tally::default();
    let mut failed_binaries = Vec::new();
    for id in &ids {
        if stdout_gone() {
            break;
        }
        let tally = fuzz_binary(&env, o, id);
        let tally = match tally {
            Ok(t) => t,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&env.work);
                return Err(format!("{id}: {e}"));
            }
        };
        say(tally.line(id));
        if tally.failures > 0 {
            failed_binaries.push(id.as_str());
        }
        total.add(id, &tally);
    }
    let _ = std::fs::remove_dir_all(&env.work);
    let verdict = if failed_binaries.is_empty() {
        "every binary kept the contract".to_owned()
    } else {
        format!(
            "FAILED: {}; failing inputs in {}",
            failed_binaries.join(", "),
            env.out.display()
        )
    };
    let slowest = total
        .slowest
        .as_ref()
        .map_or_else(|| "no run".to_owned(), Slowest::describe);
    say(format_args!(
        "fuzz: {} binaries, {} inputs + {} seeds, {} failures in {:.1} s, {:.1} s of CPU, slowest {slowest} (seed {}): {verdict}",
        ids.len(),
        total.inputs,
        total.seeds,
        total.failures,
        start.elapsed().as_secs_f64(),
        total.cpu.as_secs_f64(),
        o.seed
    ));
    Ok(failed_binaries.is_empty())
}
