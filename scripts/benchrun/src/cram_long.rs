//! `make bench-long`: the Cram boards past `igsolve`'s reach that issue 32 sets a bound for —
//! 3×20 (2), 7×7 (1) and 6×7 (5), each on two threads within ten minutes and 4 GB. Each board
//! is one run of `explore cram RxC --threads 2 --memory 3G --format tsv` (the explorer as `make
//! explorer` builds it) through the measuring helper, stopped at twice the bound so that a slow
//! machine ends the run too. The value is held to the published one
//! ([`gamecore::boards::published`]), the wall time to ten minutes and the peak RSS to
//! 4·10^9 bytes. The bound is on this kind of machine (two cores), not a ratio: the section
//! prints the machine and its load, since hosts of this kind differ by up to 1.5× in speed,
//! and times a short one-thread board before and after the long ones ([`CALIBRATION`]) to
//! show how fast the host ran, with each wall time scaled to the speed the section was first
//! run at.

use super::{load_average, machine, run_limited, Env, STOPPED_AFTER};
use gamecore::boards::published::{cram_rectangle, Published};
use std::fmt::Write as _;
use std::time::Duration;

/// The boards, shorter side first (the order of the issue).
pub(crate) const BOARDS: [(usize, usize); 3] = [(3, 20), (7, 7), (6, 7)];

/// The threads each board is solved on: the issue's machine has two cores.
const THREADS: &str = "2";

/// The table's bound given to the explorer. A table's size is a power of two, so 3G holds it
/// to 2 GiB and the process within the 4 GB the issue allows, whatever the search does; 4G
/// would let a run that keeps replacing double it to 4 GiB, 4.3 GB in all (4×13 did). These
/// boards' tables stay at 0.5–2 GiB either way.
const MEMORY: &str = "3G";

/// The most wall time a board may take.
pub(crate) const WALL_BOUND: Duration = Duration::from_secs(600);

/// The board timed on one thread before and after the long ones, the fastest of
/// [`CALIBRATION_RUNS`] each time: 1.1 M components, about 1.6 s of CPU.
const CALIBRATION: &str = "3x14";

const CALIBRATION_RUNS: usize = 3;

/// The calibration's CPU seconds right after the first run of this section (2026-12-06,
/// 07:24 UTC, the Intel Xeon 2-core host of BENCHMARKS.md), whose 3×20 took 499.7 s.
const REFERENCE_CALIBRATION_S: f64 = 1.57;

/// A run still going at this time is stopped (and misses).
const STOP_AFTER: Duration = Duration::from_secs(1200);

/// The most peak RSS a board may take: 4 GB, 4·10^9 bytes, in KiB.
pub(crate) const RSS_BOUND_KB: u64 = 4_000_000_000 / 1024;

/// What one run gave: the value printed, the components searched, wall and CPU seconds, peak
/// RSS in KiB.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LongRun {
    pub value: u32,
    pub searched: u64,
    pub wall: Duration,
    pub cpu: Duration,
    pub rss_kb: u64,
}

/// The verdict on a run against the published value: `PASS`, `MISS (…)` naming each bound
/// missed, or `FAIL (…)` for a value that differs.
pub(crate) fn verdict(run: &LongRun, published: u32) -> String {
    if run.value != published {
        return format!("FAIL (value {}, published {published})", run.value);
    }
    let missed: Vec<&str> = [
        ("time", run.wall > WALL_BOUND),
        ("memory", run.rss_kb > RSS_BOUND_KB),
    ]
    .iter()
    .filter(|(_, missed)| *missed)
    .map(|(what, _)| *what)
    .collect();
    if missed.is_empty() {
        "PASS".to_string()
    } else {
        format!("MISS ({})", missed.join(", "))
    }
}

/// The value and components searched in the explorer's TSV (its second line: game, position,
/// value, seconds, searched, …).
pub(crate) fn parse_tsv(text: &str) -> Option<(u32, u64)> {
    let fields: Vec<&str> = text.lines().nth(1)?.split('\t').collect();
    Some((fields.get(2)?.parse().ok()?, fields.get(4)?.parse().ok()?))
}

/// The section's Markdown and how many boards miss or fail.
pub fn section(env: &Env) -> (String, usize) {
    let mut text =
        String::from("\n### Cram past igsolve's reach: two threads, ten minutes, 4 GB\n\n");
    let _ = writeln!(
        text,
        "Machine: {}. Load average at the start: {}.\n",
        machine(),
        load_average()
    );
    let _ = writeln!(
        text,
        "`explore cram RxC --threads {THREADS} --memory {MEMORY} --format tsv`, one run per \
         board (stopped after {} s); bounds: the published value, at most {} s of wall time \
         and 4 GB (4·10^9 bytes) of peak RSS.\n",
        STOP_AFTER.as_secs(),
        WALL_BOUND.as_secs()
    );
    let before = calibrate(env);
    let rows: Vec<BoardRow> = BOARDS.iter().map(|&board| board_row(env, board)).collect();
    let after = calibrate(env);
    let speed = match (&before, &after) {
        (Ok(a), Ok(b)) => Some(REFERENCE_CALIBRATION_S / ((a + b) / 2.0)),
        _ => None,
    };
    let _ = writeln!(
        text,
        "Host speed: `explore cram {CALIBRATION}` on one thread, the least CPU of \
         {CALIBRATION_RUNS} runs, took {} before the boards and {} after \
         ({REFERENCE_CALIBRATION_S} s at the first run of this section); the last column \
         scales each wall time to that first run's speed.\n",
        seconds_or_failure(&before),
        seconds_or_failure(&after)
    );
    text.push_str(
        "| board | published | value | wall s | CPU s | components searched | peak RSS | | \
         wall s at the first run's speed |\n\
         |---|---:|---:|---:|---:|---:|---:|---|---:|\n",
    );
    let mut misses = 0;
    for row in &rows {
        misses += usize::from(row.verdict != "PASS");
        let cells = match &row.run {
            Ok(run) => format!(
                "{} | {:.1} | {:.1} | {} | {:.2} GB | {} | {}",
                run.value,
                run.wall.as_secs_f64(),
                run.cpu.as_secs_f64(),
                run.searched,
                run.rss_kb as f64 * 1024.0 / 1e9,
                row.verdict,
                speed.map_or(String::new(), |k| format!(
                    "{:.1}",
                    run.wall.as_secs_f64() * k
                ))
            ),
            Err(_) => format!("| | | | | {} |", row.verdict),
        };
        let _ = writeln!(text, "| {} | {} | {cells} |", row.board, row.published);
    }
    text.push_str(if misses == 0 {
        "\nEvery long board within its bounds.\n"
    } else {
        "\nA long board missed its bounds (above).\n"
    });
    (text, misses)
}

/// One board: its name, published value, run and verdict.
struct BoardRow {
    board: String,
    published: u32,
    run: Result<LongRun, String>,
    verdict: String,
}

fn board_row(env: &Env, (rows, cols): (usize, usize)) -> BoardRow {
    let board = format!("{rows}x{cols}");
    eprintln!("benchrun: cram {board} on {THREADS} threads (up to ten minutes)");
    let Some(Published::Value(published, _)) = cram_rectangle(rows, cols) else {
        unreachable!("every long board has a published value");
    };
    let run = run_board(env, &board);
    let verdict = match &run {
        Ok(run) => verdict(run, published),
        Err(e) => failed_run_verdict(e),
    };
    BoardRow {
        board,
        published,
        run,
        verdict,
    }
}

/// The verdict on a run that gave no value: a miss if it was stopped at the limit (too slow,
/// not wrong), else a failure (no `|` to break the row).
fn failed_run_verdict(error: &str) -> String {
    if error.starts_with(STOPPED_AFTER) {
        format!("MISS (time: {error})")
    } else {
        format!("FAIL: {}", error.replace('|', "/"))
    }
}

/// The least CPU seconds of the calibration board on one thread, or why it failed.
fn calibrate(env: &Env) -> Result<f64, String> {
    eprintln!("benchrun: cram {CALIBRATION} on one thread, {CALIBRATION_RUNS} times (host speed)");
    let input = env.bench_file("cram-long-empty.in");
    let _ = std::fs::write(&input, b"");
    let output = env.bench_file("cram-long-calibration.out");
    let mut least = f64::INFINITY;
    for _ in 0..CALIBRATION_RUNS {
        let args = ["cram", CALIBRATION, "--format", "tsv"];
        let sample = run_limited(env, &env.explore, &args, &input, &output, Some(STOP_AFTER))?;
        least = least.min(sample.cpu.as_secs_f64());
    }
    Ok(least)
}

fn seconds_or_failure(run: &Result<f64, String>) -> String {
    match run {
        Ok(s) => format!("{s:.2} s"),
        Err(e) => format!("(failed: {})", e.replace('|', "/")),
    }
}

/// One run of the explorer on `board`.
fn run_board(env: &Env, board: &str) -> Result<LongRun, String> {
    let input = env.bench_file("cram-long-empty.in");
    let _ = std::fs::write(&input, b"");
    let output = env.bench_file(&format!("cram-long-{board}.out"));
    let args = [
        "cram",
        board,
        "--threads",
        THREADS,
        "--memory",
        MEMORY,
        "--format",
        "tsv",
    ];
    let sample = run_limited(env, &env.explore, &args, &input, &output, Some(STOP_AFTER))?;
    let text = std::fs::read_to_string(&output).unwrap_or_default();
    let (value, searched) =
        parse_tsv(&text).ok_or_else(|| format!("no value in the output of {board}"))?;
    Ok(LongRun {
        value,
        searched,
        wall: sample.wall,
        cpu: sample.cpu,
        rss_kb: sample.max_rss_kb,
    })
}

#[cfg(test)]
mod tests {
    use super::{
        failed_run_verdict, parse_tsv, verdict, LongRun, BOARDS, RSS_BOUND_KB, WALL_BOUND,
    };
    use gamecore::boards::published::{cram_rectangle, Published};
    use rstest::rstest;
    use std::time::Duration;

    fn run(value: u32, wall_s: u64, rss_kb: u64) -> LongRun {
        LongRun {
            value,
            searched: 1,
            wall: Duration::from_secs(wall_s),
            cpu: Duration::from_secs(2 * wall_s),
            rss_kb,
        }
    }

    #[rstest]
    #[case(run(2, 599, 2 << 20), "PASS")]
    #[case(run(2, 600, RSS_BOUND_KB), "PASS")]
    #[case(run(2, 601, 2 << 20), "MISS (time)")]
    #[case(run(2, 300, RSS_BOUND_KB + 1), "MISS (memory)")]
    #[case(run(2, 900, 5 << 20), "MISS (time, memory)")]
    #[case(run(3, 10, 1), "FAIL (value 3, published 2)")]
    fn a_run_is_judged_by_its_value_then_its_bounds(#[case] r: LongRun, #[case] expected: &str) {
        assert_eq!(verdict(&r, 2), expected, "{r:?}");
        assert_eq!(WALL_BOUND, Duration::from_secs(600));
    }

    #[test]
    fn a_run_stopped_at_the_limit_misses_and_any_other_failure_fails() {
        assert_eq!(
            failed_run_verdict("stopped after 1200 s"),
            "MISS (time: stopped after 1200 s)"
        );
        assert_eq!(
            failed_run_verdict("exit 101: error | x"),
            "FAIL: exit 101: error / x"
        );
    }

    #[test]
    fn the_value_and_the_count_come_from_the_tsv_line() {
        let text = "game\tposition\tvalue\tseconds\tsearched\tentries\treplaced\n\
                    cram\t3x20\t2\t503.100\t484000000\t1\t2\n";
        assert_eq!(parse_tsv(text), Some((2, 484_000_000)));
        assert_eq!(parse_tsv("game\tposition\n"), None);
        assert_eq!(parse_tsv("h\ncram\t3x20\tx\t1\t2\n"), None);
    }

    /// The issue's boards and values: 3×20 = 2 (the Glop records), 7×7 = 1 and 6×7 = 5
    /// (Beling's table).
    #[test]
    fn every_long_board_has_the_published_value_the_issue_gives() {
        let values: Vec<_> = BOARDS
            .iter()
            .map(|&(r, c)| match cram_rectangle(r, c) {
                Some(Published::Value(v, _)) => v,
                other => panic!("{r}x{c}: {other:?}"),
            })
            .collect();
        assert_eq!(values, [2, 1, 5]);
    }
}
