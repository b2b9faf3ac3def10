//! The `cgt` comparison of `make bench`: canonical forms of empty Domineering rectangles by
//! gamecore (the `domineering` binary of this crate, as small a program as the harness) against
//! the `cgt` crate (crates.io, AGPL-3), one run each, same
//! machine. The `cgt` side is a harness kept outside the workspace (never a dependency of the
//! project): a binary taking `ROWS COLS` and printing the canonical form, found through the
//! environment variable `CGT_HARNESS` or at `/work/cgt-harness/target/release/cgt-harness`.
//! Without it the section says plainly that it was skipped. BENCHMARKS.md says how to build it.
//!
//! Both programs' answers are read back with gamecore's notation parser into one arena, so the
//! row also says whether they agree. The goal (issue 23): at most half of `cgt`'s time and at
//! most its peak memory on every board.

use super::{run_once, Env, Sample};
use gamecore::partizan::canonical::Arena;
use gamecore::partizan::notation;
use std::fmt::Write as _;
use std::path::PathBuf;

/// The boards of the issue: `(rows, cols)`.
const BOARDS: [(usize, usize); 5] = [(4, 4), (3, 8), (4, 6), (5, 5), (7, 4)];

/// Where the harness is: `$CGT_HARNESS`, else the default path, if that file exists.
fn harness() -> Option<PathBuf> {
    let path = std::env::var_os("CGT_HARNESS").map_or_else(
        || PathBuf::from("/work/cgt-harness/target/release/cgt-harness"),
        PathBuf::from,
    );
    path.is_file().then_some(path)
}

fn cells(sample: &Sample) -> String {
    format!(
        "{:.3} | {:.3} | {:.1}",
        sample.wall.as_secs_f64(),
        sample.cpu.as_secs_f64(),
        sample.max_rss_kb as f64 / 1024.0
    )
}

/// The section for the results table, and how many boards missed the goal.
pub(crate) fn cgt_section(env: &Env) -> (String, usize) {
    let mut text = String::from("\n### Domineering canonical forms against the `cgt` crate\n\n");
    let Some(cgt) = harness() else {
        text.push_str("skipped: cgt harness not built (see BENCHMARKS.md)\n");
        return (text, 0);
    };
    let ours_bin = env.bin_dir.join("domineering");
    text.push_str(
        "| board | gamecore wall s | CPU s | peak MB | cgt wall s | CPU s | peak MB | CPU ratio | same value | goal |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---|---|\n",
    );
    let empty = env.bench_file("canon-empty.in");
    let _ = std::fs::write(&empty, b"");
    let mut misses = 0;
    for (rows, cols) in BOARDS {
        let ours_out = env.bench_file(&format!("canon-{rows}x{cols}.gamecore.out"));
        let cgt_out = env.bench_file(&format!("canon-{rows}x{cols}.cgt.out"));
        let (r, c) = (rows.to_string(), cols.to_string());
        let ours = run_once(env, &ours_bin, &[&r, &c], &empty, &ours_out);
        let theirs = run_once(env, &cgt, &[&r, &c], &empty, &cgt_out);
        let (ours, theirs) = match (ours, theirs) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => {
                misses += 1;
                let _ = writeln!(text, "| {rows}x{cols} | FAILED: {} |", e.replace('|', "/"));
                continue;
            }
        };
        let read = |path: &PathBuf| {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            text.lines().next().unwrap_or("").to_string()
        };
        let mut arena = Arena::new();
        let same = match (
            notation::parse(&mut arena, &read(&ours_out)),
            notation::parse(&mut arena, &read(&cgt_out)),
        ) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        };
        let ratio = ours.cpu.as_secs_f64() / theirs.cpu.as_secs_f64().max(1e-9);
        let met = same && ratio <= 0.5 && ours.max_rss_kb <= theirs.max_rss_kb;
        misses += usize::from(!met);
        let _ = writeln!(
            text,
            "| {rows}x{cols} | {} | {} | {ratio:.3} | {} | {} |",
            cells(&ours),
            cells(&theirs),
            if same { "yes" } else { "NO" },
            if met { "PASS" } else { "MISS" }
        );
    }
    (text, misses)
}
