//! Cram boards: `explore cram RxC` against Beling's `igsolve cram` (crate `igsolve` on
//! crates.io, LGPL/GPL — run as a separate program, never linked), CPU time (user + system)
//! and peak resident memory, the two runs alternated, in the same run. Ours is the explorer as
//! `make explorer` builds it (LTO, static; against musl where it can be had), as in the octal
//! sections: measured 2026-12-02, it is as fast on Cram as the release build and starts 1.8 MB
//! smaller; against musl it starts in two thirds of the CPU (2026-12-06).
//!
//! `igsolve` is found as `$IGSOLVE`, else on `$PATH`, else as `../igs-harness/bin/igsolve`
//! beside the workspace (where `cargo install igsolve --root ../igs-harness` puts it); without
//! it the section is one line saying so. The goal (issue 32): at most 0.5× igsolve's CPU time
//! and at most its memory, with the same value.

use super::{run_once, Env};
use std::path::{Path, PathBuf};

/// The boards compared (rows, columns): every board of the goal, that is every published
/// value igsolve reaches here within 60 s (3×3 … 3×15, 4×4 … 4×11, 5×5 … 5×8; 3×16 and 5×9
/// take it minutes). 3×14, 3×15 and 4×11 take igsolve 25–50 s and 8.4 GB each.
pub(crate) const BOARDS: [(u32, u32); 25] = [
    (3, 3),
    (3, 4),
    (3, 5),
    (3, 6),
    (3, 7),
    (3, 8),
    (3, 9),
    (3, 10),
    (3, 11),
    (3, 12),
    (3, 13),
    (3, 14),
    (3, 15),
    (4, 4),
    (4, 5),
    (4, 6),
    (4, 7),
    (4, 8),
    (4, 9),
    (4, 10),
    (4, 11),
    (5, 5),
    (5, 6),
    (5, 7),
    (5, 8),
];

/// Boards of more cells than this are run once each (igsolve takes seconds to a minute on
/// them), the others `runs` times (at most three; [`SHORT_RUNS`] times if their runs are
/// short), keeping the fastest.
const RUN_ONCE_ABOVE_CELLS: u32 = 40;

/// Runs shorter than this (CPU seconds) on both sides are mostly the two processes' start-up,
/// whose CPU time can move by half from one run to the next (the binary's pages may have left
/// the page cache while igsolve filled 8 GB on the boards before): such a board is run
/// [`SHORT_RUNS`] times each, alternated.
const SHORT_RUN_SECONDS: f64 = 0.01;

/// How many alternated runs each side gets on a board of short runs: enough that the fastest
/// of them is the start-up's own cost (the thirty-third session saw 3x3 at 0.36 and 0.69 in
/// two `make bench` runs of three pairs, and 0.43–0.45 in 60, the fastest and the first
/// quartile).
const SHORT_RUNS: usize = 21;

/// Whether the fastest run so far is shorter than [`SHORT_RUN_SECONDS`] on both sides.
fn is_short(
    ours: &[Result<(f64, u64, String), String>],
    theirs: &[Result<(f64, u64, String), String>],
) -> bool {
    let short = |runs: &[Result<(f64, u64, String), String>]| {
        runs.iter().flatten().any(|run| run.0 < SHORT_RUN_SECONDS)
    };
    short(ours) && short(theirs)
}

/// The memory `igsolve` takes on the boards of more than [`RUN_ONCE_ABOVE_CELLS`] cells
/// (8.2–8.4 GB measured on 3×14, 3×15 and 4×11), with room: where less is available, those
/// boards are not given to it (a run killed for memory says nothing about speed).
const IGSOLVE_BIG_BOARD_KB: u64 = 9 << 20;

/// The memory available now, in KiB (`MemAvailable` of `/proc/meminfo`), where that is known.
fn available_kb() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    text.lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()
}

/// Where `igsolve` is, if anywhere.
pub(crate) fn find_igsolve(env: &Env) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("IGSOLVE") {
        return Some(PathBuf::from(path));
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("igsolve"))
            .find(|candidate| candidate.is_file())
    });
    on_path.or_else(|| {
        let beside = env.root.join("../igs-harness/bin/igsolve");
        beside.is_file().then_some(beside)
    })
}

/// One run: (CPU seconds, peak RSS in KiB, the value printed), or why it failed.
pub(crate) fn measure(
    env: &Env,
    program: &Path,
    args: &[&str],
    name: &str,
    value_of: fn(&str) -> Option<String>,
) -> Result<(f64, u64, String), String> {
    let input = env.bench_file("igsolve-empty.in");
    let _ = std::fs::write(&input, b"");
    let output = env.bench_file(&format!("igsolve-{name}.out"));
    let sample = run_once(env, program, args, &input, &output)?;
    let text = std::fs::read_to_string(&output).unwrap_or_default();
    let value = value_of(&text).ok_or_else(|| format!("no value in the output of {name}"))?;
    Ok((sample.cpu.as_secs_f64(), sample.max_rss_kb, value))
}

/// The fastest successful run (the least CPU), or the first failure.
pub(crate) fn fastest(
    all: Vec<Result<(f64, u64, String), String>>,
) -> Result<(f64, u64, String), String> {
    let first_error = all.iter().find_map(|r| r.as_ref().err().cloned());
    all.into_iter()
        .filter_map(Result::ok)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .ok_or_else(|| first_error.unwrap_or_default())
}

/// `ours / theirs`, infinite when `theirs` is 0. No floor: igsolve's runs of the small boards
/// take 0.6–0.7 ms, and a floor of 1 ms (as this section had until 2026-12-06) made ours look
/// half as costly as it is there.
pub(crate) fn ratio(ours: f64, theirs: f64) -> f64 {
    if theirs > 0.0 {
        ours / theirs
    } else {
        f64::INFINITY
    }
}

/// PASS, or which goals a board misses: the same value, at most half igsolve's CPU, at most
/// its peak memory.
fn verdict(ours: &(f64, u64, String), theirs: &(f64, u64, String)) -> &'static str {
    let cpu = ours.0 <= 0.5 * theirs.0;
    let memory = ours.1 <= theirs.1;
    match (ours.2 == theirs.2, cpu, memory) {
        (false, _, _) => "FAIL (values differ)",
        (true, true, true) => "PASS",
        (true, false, true) => "MISS (CPU)",
        (true, true, false) => "MISS (memory)",
        (true, false, false) => "MISS (CPU, memory)",
    }
}

/// A run's CPU seconds for a table cell, or why it failed (no `|` to break the row).
pub(crate) fn cpu_or_failure(run: Result<(f64, u64, String), String>) -> String {
    match run {
        Ok(x) => format!("{:.3}", x.0),
        Err(e) => format!("FAILED: {}", e.replace('|', "/")),
    }
}

/// The value in `explore cram … --format tsv` (its second line's third field).
fn ours_value(text: &str) -> Option<String> {
    Some(text.lines().nth(1)?.split('\t').nth(2)?.to_string())
}

/// The value in igsolve's `Nimber of initial position: N` line.
pub(crate) fn igsolve_value(text: &str) -> Option<String> {
    text.lines()
        .find_map(|line| line.strip_prefix("Nimber of initial position: "))
        .map(|v| v.trim().to_string())
}

/// The section's Markdown and how many boards miss the goal (failures count too).
pub fn section(env: &Env, runs: usize) -> (String, usize) {
    let mut text = String::from("\n### Cram against igsolve, same run\n\n");
    let Some(igsolve) = find_igsolve(env).filter(|p| p.is_file()) else {
        text.push_str(
            "igsolve is not built (cargo install igsolve --root ../igs-harness, or set \
             IGSOLVE): Cram comparison skipped\n",
        );
        return (text, 0);
    };
    text.push_str(
        "Every board of the goal, each side the fastest of its runs, alternated; boards of \
         more than 40 cells run once. Runs of under 10 ms are mostly the two processes' \
         start-up: those boards run 21 times each.\n\n",
    );
    text.push_str(
        "| board | value | explore CPU s | igsolve CPU s | ratio | explore RSS | igsolve RSS | |\n\
         |---|---|---:|---:|---:|---:|---:|---|\n",
    );
    let mut misses = 0;
    let available = available_kb();
    for (rows, cols) in BOARDS {
        let (row, pass) = board_row(env, &igsolve, (rows, cols), runs, available);
        misses += usize::from(!pass);
        text.push_str(&row);
    }
    (text, misses)
}

/// The row of a board igsolve is not given for want of memory (`available` KiB), if so.
fn skipped_row((rows, cols): (u32, u32), available: Option<u64>) -> Option<String> {
    let kb =
        available.filter(|&kb| rows * cols > RUN_ONCE_ABOVE_CELLS && kb < IGSOLVE_BIG_BOARD_KB)?;
    Some(format!(
        "| {rows}x{cols} | | | | | | | skipped: igsolve takes about 8.4 GB here, {:.1} GB \
         available |\n",
        kb as f64 / f64::from(1 << 20)
    ))
}

/// The table row of one board (its line, ending in a newline) and whether it passes (a board
/// skipped for want of memory does not count as a miss).
fn board_row(
    env: &Env,
    igsolve: &Path,
    (rows, cols): (u32, u32),
    runs: usize,
    available: Option<u64>,
) -> (String, bool) {
    let explore = &env.explore;
    let board = format!("{rows}x{cols}");
    if let Some(row) = skipped_row((rows, cols), available) {
        return (row, true);
    }
    let (r, c) = (rows.to_string(), cols.to_string());
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    // Alternated, so that a change of load hits both.
    let repeat = if rows * cols > RUN_ONCE_ABOVE_CELLS {
        1
    } else {
        runs.clamp(1, 3)
    };
    let mut pairs = 0;
    while pairs < repeat || (pairs < SHORT_RUNS && is_short(&ours, &theirs)) {
        pairs += 1;
        ours.push(measure(
            env,
            explore,
            &["cram", &board, "--format", "tsv"],
            &format!("explore-{board}"),
            ours_value,
        ));
        theirs.push(measure(
            env,
            igsolve,
            &["cram", "-r", &r, "-c", &c],
            &format!("igsolve-{board}"),
            igsolve_value,
        ));
    }
    let mb = |kb: u64| format!("{:.1} MB", kb as f64 / 1024.0);
    let (cells, pass) = match (fastest(ours), fastest(theirs)) {
        (Ok(o), Ok(t)) => {
            let verdict = verdict(&o, &t);
            let cells = format!(
                "{} | {:.4} | {:.4} | {:.2} | {} | {} | {verdict}",
                o.2,
                o.0,
                t.0,
                ratio(o.0, t.0),
                mb(o.1),
                mb(t.1)
            );
            (cells, verdict == "PASS")
        }
        (o, t) => {
            let (o, t) = (cpu_or_failure(o), cpu_or_failure(t));
            (format!(" | {o} | {t} | | | | FAIL"), false)
        }
    };
    (format!("| {board} | {cells} |\n"), pass)
}

#[cfg(test)]
mod tests {
    use super::{
        available_kb, fastest, is_short, ratio, skipped_row, verdict, BOARDS, IGSOLVE_BIG_BOARD_KB,
    };

    /// A board is run again while both sides' fastest run is under 10 ms: not when one side
    /// searches longer, and not on a failure alone.
    #[test]
    fn short_boards_are_those_both_sides_start_and_end_at_once() {
        let run = |cpu: f64| Ok((cpu, 2048, "0".to_string()));
        let failed = || Err("stopped".to_string());
        assert!(is_short(&[run(0.0004), run(0.02)], &[run(0.0006)]));
        assert!(!is_short(&[run(0.0004)], &[run(0.05)]));
        assert!(!is_short(&[run(0.02)], &[run(0.0006)]));
        assert!(!is_short(&[failed()], &[run(0.0006)]));
    }

    /// A machine with too little memory for igsolve on the big boards gets a "skipped" row
    /// for them (3×14, 3×15 and 4×11), and only for them; with enough memory, or where the
    /// memory is not known, every board is run.
    #[test]
    fn big_boards_are_skipped_where_igsolve_would_run_out_of_memory() {
        assert_eq!(
            skipped_row((4, 11), Some(4 << 20)).as_deref(),
            Some("| 4x11 | | | | | | | skipped: igsolve takes about 8.4 GB here, 4.0 GB available |\n")
        );
        let skipped: Vec<_> = BOARDS
            .iter()
            .filter(|&&board| skipped_row(board, Some(1)).is_some())
            .collect();
        assert_eq!(skipped, [&(3, 14), &(3, 15), &(4, 11)]);
        for board in BOARDS {
            assert_eq!(skipped_row(board, Some(IGSOLVE_BIG_BOARD_KB)), None);
            assert_eq!(skipped_row(board, None), None);
        }
    }

    /// Sub-millisecond runs are compared as they are: 0.43 ms against igsolve's 0.62 ms is
    /// 0.69 and misses (a floor of 1 ms under igsolve's time had called it 0.43 and a pass).
    #[test]
    fn small_runs_are_compared_without_a_floor() {
        let ours = (0.000_43, 2_000, "0".to_string());
        let theirs = (0.000_62, 2_800, "0".to_string());
        assert!((ratio(ours.0, theirs.0) - 0.6935).abs() < 1e-3);
        assert_eq!(verdict(&ours, &theirs), "MISS (CPU)");
        let quick = (0.000_30, 2_000, "0".to_string());
        assert_eq!(verdict(&quick, &theirs), "PASS");
        let heavy = (0.000_30, 3_000, "0".to_string());
        assert_eq!(verdict(&heavy, &theirs), "MISS (memory)");
        let other = (0.000_30, 2_000, "1".to_string());
        assert_eq!(verdict(&other, &theirs), "FAIL (values differ)");
        assert!(ratio(1.0, 0.0).is_infinite());
    }

    #[test]
    fn the_fastest_run_or_the_first_failure_is_kept() {
        let runs = vec![
            Err("exit 1".to_string()),
            Ok((0.5, 10, "3".to_string())),
            Ok((0.25, 12, "3".to_string())),
        ];
        assert_eq!(fastest(runs), Ok((0.25, 12, "3".to_string())));
        assert_eq!(
            fastest(vec![Err("exit 1".to_string()), Err("exit 2".to_string())]),
            Err("exit 1".to_string())
        );
    }

    #[test]
    fn the_available_memory_is_read_on_linux() {
        if std::path::Path::new("/proc/meminfo").exists() {
            let kb = available_kb().expect("MemAvailable in /proc/meminfo");
            assert!(kb > 1024, "{kb} KiB");
        }
    }
}
