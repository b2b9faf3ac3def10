//! `make bench`: builds the problem binaries in release, generates the benchmark inputs under
//! `<target>/bench/`, times every binary several times (process wall time, peak RSS), times
//! the read-only baselines (`readbase scanner|proconio`) on the same inputs, and prints a
//! markdown table with the targets. Progress goes to stderr, the table to stdout (and to
//! `<target>/bench/results.md`).
//!
//! ```text
//! benchrun [--runs N] [--only id,id,...] [--judge-only] [--seed S] [--no-build]
//! ```
//!
//! Each timed run goes through a fresh copy of this program (`benchrun --measure ...`) that
//! spawns the binary, waits for it and reads `getrusage(RUSAGE_CHILDREN)`: with exactly one
//! child that is the child's own peak RSS. The wall time is taken around spawn and wait
//! inside that helper, so the helper's own start-up is not counted.

use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The reference C++ times and our targets for the judge-size inputs, in milliseconds;
/// `None` means "at the process floor" (within 1 ms of a process that does nothing).
fn target_ms(problem: &str) -> Option<(Option<f64>, &'static str)> {
    Some(match problem {
        "bzoj1443" => (Some(30.0), "0.64-0.75 s"),
        "bzoj3576" => (Some(120.0), "0.25-0.27 s"),
        "bzoj1228" => (Some(24.0), "48 ms"),
        "hdu1524" => (Some(15.0), "30 ms"),
        "bzoj4600" => (Some(12.0), "23 ms"),
        "bzoj2437" => (Some(5.0), "6-40 ms"),
        "hdu1536" => (Some(7.0), "13 ms"),
        "acwing1319" | "bzoj2463" | "bzoj2281" => (None, "2-4 ms"),
        _ => return None,
    })
}

const FLOOR_SLACK_MS: f64 = 1.0;

struct Options {
    runs: usize,
    only: Option<Vec<String>>,
    judge_only: bool,
    seed: u64,
    build: bool,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        runs: 9,
        only: None,
        judge_only: false,
        seed: inputgen::DEFAULT_SEED,
        build: true,
    };
    let mut i = 0;
    while i < args.len() {
        let value = |i: usize| {
            args.get(i + 1)
                .ok_or_else(|| format!("{} needs a value", args[i]))
        };
        match args[i].as_str() {
            "--runs" => {
                o.runs = value(i)?.parse().map_err(|_| "--runs needs a number")?;
                if o.runs == 0 {
                    return Err("--runs must be at least 1".into());
                }
                i += 1;
            }
            "--seed" => {
                o.seed = value(i)?.parse().map_err(|_| "--seed needs a number")?;
                i += 1;
            }
            "--only" => {
                o.only = Some(value(i)?.split(',').map(str::to_owned).collect());
                i += 1;
            }
            "--judge-only" => o.judge_only = true,
            "--no-build" => o.build = false,
            other => return Err(format!("unknown option {other}")),
        }
        i += 1;
    }
    Ok(o)
}

/// One timed execution.
#[derive(Clone, Copy)]
struct Sample {
    wall: Duration,
    /// User + system CPU time of the child.
    cpu: Duration,
    max_rss_kb: u64,
}

/// Internal mode: run `program args...` with stdin from `input` and stdout to `output`
/// (stderr to `output.err`), then print `wall_ns cpu_ns max_rss_kb exit_code`.
fn measure_mode(args: &[String]) -> ExitCode {
    let [input, output, program, rest @ ..] = args else {
        eprintln!("usage: benchrun --measure <input> <output> <program> [args...]");
        return ExitCode::from(2);
    };
    let files = (|| {
        Ok::<_, std::io::Error>((
            File::open(input)?,
            File::create(output)?,
            File::create(format!("{output}.err"))?,
        ))
    })();
    let (stdin, stdout, stderr) = match files {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let status = Command::new(program)
        .args(rest)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(stderr)
        .status();
    let wall = start.elapsed();
    let status = match status {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot run {program}: {e}");
            return ExitCode::from(2);
        }
    };
    let (cpu_ns, rss) = nix::sys::resource::getrusage(
        nix::sys::resource::UsageWho::RUSAGE_CHILDREN,
    )
    .map_or((0, 0), |u| {
        let ns = |t: nix::sys::time::TimeVal| {
            t.tv_sec() as i128 * 1_000_000_000 + t.tv_usec() as i128 * 1000
        };
        (ns(u.user_time()) + ns(u.system_time()), u.max_rss())
    });
    println!(
        "{} {} {} {}",
        wall.as_nanos(),
        cpu_ns,
        rss,
        status.code().unwrap_or(-1)
    );
    ExitCode::SUCCESS
}

struct Env {
    root: PathBuf,
    bin_dir: PathBuf,
    bench_dir: PathBuf,
    me: PathBuf,
}

/// Runs `program args` once on `input` through the measuring helper.
fn run_once(
    env: &Env,
    program: &Path,
    args: &[&str],
    input: &Path,
    output: &Path,
) -> Result<Sample, String> {
    let out = Command::new(&env.me)
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
    let runs = match warm.wall.as_secs_f64() {
        t if t > 2.0 => runs.min(3),
        t if t > 0.5 => runs.min(5),
        _ => runs,
    };
    let samples = (0..runs)
        .map(|_| run_once(env, program, args, input, output))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(stats(&samples))
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

fn build(root: &Path, problems: &[&'static str]) -> Vec<&'static str> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let cargo_build = |ids: &[&str]| {
        let mut cmd = Command::new(&cargo);
        cmd.current_dir(root)
            .args(["build", "--release", "--quiet"]);
        for id in ids {
            cmd.args(["-p", id]);
        }
        cmd.status().is_ok_and(|s| s.success())
    };
    if problems.is_empty() || cargo_build(problems) {
        return problems.to_vec();
    }
    eprintln!("benchrun: building everything at once failed; building one crate at a time");
    problems
        .iter()
        .copied()
        .filter(|id| {
            let ok = cargo_build(&[id]);
            if !ok {
                eprintln!("benchrun: {id} does not build; skipped");
            }
            ok
        })
        .collect()
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

struct Row {
    problem: &'static str,
    shape: inputgen::Shape,
    bytes: usize,
    result: Result<(Stats, Option<Stats>, Option<Stats>), String>,
}

#[allow(clippy::too_many_lines)]
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
    let root = std::env::current_dir().expect("a current directory");
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let env = Env {
        bin_dir: target.join("release"),
        bench_dir: target.join("bench"),
        me: std::env::current_exe().expect("the path of this program"),
        root,
    };
    if let Err(e) = std::fs::create_dir_all(&env.bench_dir) {
        eprintln!("error: cannot create {}: {e}", env.bench_dir.display());
        return ExitCode::FAILURE;
    }
    let mut notes: Vec<String> = Vec::new();
    let mut present = Vec::new();
    for id in inputgen::ids() {
        if options
            .only
            .as_ref()
            .is_some_and(|only| !only.iter().any(|o| o == id))
        {
            continue;
        }
        if env
            .root
            .join("problems")
            .join(id)
            .join("Cargo.toml")
            .is_file()
        {
            present.push(id);
        } else {
            notes.push(format!("{id}: no crate under problems/ yet; skipped"));
        }
    }
    let built = if options.build {
        eprintln!(
            "benchrun: building {} problem crates (release)",
            present.len()
        );
        build(&env.root, &present)
    } else {
        present.clone()
    };
    for id in &present {
        if !built.contains(id) {
            notes.push(format!("{id}: the crate does not build; skipped"));
        }
    }
    let readbase = env.bin_dir.join("readbase");
    let load_at_start = load_average();

    // The process floor: a program that reads an almost empty input and exits.
    let floor_in = env.bench_dir.join("floor.in");
    let floor = std::fs::write(&floor_in, b"0\n")
        .map_err(|e| e.to_string())
        .and_then(|()| {
            bench(
                &env,
                &readbase,
                &["scanner", "bzoj2463"],
                &floor_in,
                &env.bench_dir.join("floor.out"),
                21,
            )
        });
    let floor = match floor {
        Ok(s) => s,
        Err(e) => {
            eprintln!(
                "error: cannot time the process floor with {}: {e}",
                readbase.display()
            );
            return ExitCode::FAILURE;
        }
    };
    eprintln!("benchrun: process floor {} ms", fmt_ms(floor.median));

    let mut rows: Vec<Row> = Vec::new();
    let jobs: Vec<(&'static str, inputgen::Shape)> = built
        .iter()
        .flat_map(|&id| {
            inputgen::shapes(id)
                .unwrap_or_default()
                .iter()
                .filter(|s| s.name != "small" && !(options.judge_only && s.scale))
                .map(move |&s| (id, s))
        })
        .collect();
    for (index, &(problem, shape)) in jobs.iter().enumerate() {
        let name = format!("{problem}-{}", shape.name);
        eprint!("[{}/{}] {name}: generating", index + 1, jobs.len());
        let input = env.bench_dir.join(format!("{name}.in"));
        let data = match inputgen::generate(problem, shape.name, options.seed) {
            Ok(d) => d,
            Err(e) => {
                eprintln!(" failed: {e}");
                continue;
            }
        };
        if std::fs::read(&input).ok().as_deref() != Some(&data[..]) {
            if let Err(e) = std::fs::write(&input, &data) {
                eprintln!(" failed: cannot write {}: {e}", input.display());
                continue;
            }
        }
        eprint!(" ({}), timing", human_bytes(data.len()));
        let bin = env.bin_dir.join(problem);
        let out = env.bench_dir.join(format!("{name}.out"));
        let result = bench(&env, &bin, &[], &input, &out, options.runs).map(|main| {
            let scan_out = env.bench_dir.join(format!("{name}.scanner.out"));
            let pcon_out = env.bench_dir.join(format!("{name}.proconio.out"));
            let scan = bench(
                &env,
                &readbase,
                &["scanner", problem],
                &input,
                &scan_out,
                options.runs,
            );
            let pcon = bench(
                &env,
                &readbase,
                &["proconio", problem],
                &input,
                &pcon_out,
                options.runs,
            );
            // Both readers print the same checksum of the tokens they read; a difference
            // means one of them read something else, so its time would be meaningless.
            if std::fs::read(&scan_out).ok() != std::fs::read(&pcon_out).ok() {
                eprint!(" (the two read-only baselines disagree: check readbase)");
                return (main, None, None);
            }
            (main, scan.ok(), pcon.ok())
        });
        match &result {
            Ok((s, _, _)) => eprintln!(" -> median {} ms", fmt_ms(s.median)),
            Err(e) => eprintln!(" -> FAILED: {e}"),
        }
        rows.push(Row {
            problem,
            shape,
            bytes: data.len(),
            result,
        });
    }

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
        "| problem | shape | input | size | median ms | min | max | cpu ms | peak RSS \
         | read: scanner | read: proconio | C++ ref | target | |"
    );
    let _ = writeln!(
        table,
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|"
    );
    for row in &rows {
        let (reference, target_text, verdict) = match (target_ms(row.problem), &row.result) {
            (Some((target, reference)), Ok((s, _, _))) if !row.shape.scale => {
                let limit = target.unwrap_or(floor.median + FLOOR_SLACK_MS);
                let text = match target {
                    Some(t) => format!("<= {t:.0} ms"),
                    None => format!("floor+1 = {} ms", fmt_ms(limit)),
                };
                let verdict = if s.median <= limit { "PASS" } else { "MISS" };
                (reference, text, verdict)
            }
            _ => (
                "",
                String::new(),
                if row.shape.scale { "scale" } else { "" },
            ),
        };
        let cells = match &row.result {
            Ok((s, scan, pcon)) => {
                let opt =
                    |x: &Option<Stats>| x.map_or_else(|| "failed".into(), |x| fmt_ms(x.median));
                format!(
                    "{} | {} | {} | {} | {:.1} MB | {} | {}",
                    fmt_ms(s.median),
                    fmt_ms(s.min),
                    fmt_ms(s.max),
                    fmt_ms(s.cpu_median),
                    s.rss_kb as f64 / 1024.0,
                    opt(scan),
                    opt(pcon)
                )
            }
            Err(e) => format!("FAILED: {} | | | | | |", e.replace('|', "/")),
        };
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            row.problem,
            row.shape.name,
            row.shape.about,
            human_bytes(row.bytes),
            cells,
            reference,
            target_text,
            if row.result.is_err() { "FAIL" } else { verdict }
        );
    }
    for note in &notes {
        let _ = writeln!(table, "\nNote: {note}");
    }
    print!("{table}");
    let results = env.bench_dir.join("results.md");
    if let Err(e) = std::fs::write(&results, &table) {
        eprintln!("benchrun: cannot write {}: {e}", results.display());
    }
    if rows.iter().any(|r| r.result.is_err()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
