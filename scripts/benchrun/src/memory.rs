//! The explorer's memory against the octal-game solver `ogsolve` (crate `ogsolve` 0.0.7 on
//! crates.io, GPL — run as a separate program, never linked), measured in the same run: peak
//! resident memory of `explore octal CODE --upto 1000000 --format tsv` and of
//! `ogsolve -m rc2 -n 1000000 CODE` for 0.6, 0.16 and 0.56. The explorer is the one `make
//! explorer` builds (target/explorer/explore: LTO, static), as in the other
//! explorer sections.
//!
//! `ogsolve` is found as `$OGSOLVE`, else on `$PATH`, else as `../ogs-harness/bin/ogsolve`
//! beside the workspace (where `cargo install ogsolve --version 0.0.7 --root ../ogs-harness`
//! puts it); without it the section is one line saying so.

use super::{run_once, Env};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The games compared, and the heap size both programs compute to.
const GAMES: [&str; 3] = ["0.6", "0.16", "0.56"];
const UPTO: &str = "1000000";

/// Where `ogsolve` is, if anywhere.
fn find_ogsolve(env: &Env) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("OGSOLVE") {
        return Some(PathBuf::from(path));
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("ogsolve"))
            .find(|candidate| candidate.is_file())
    });
    on_path.or_else(|| {
        let beside = env.root.join("../ogs-harness/bin/ogsolve");
        beside.is_file().then_some(beside)
    })
}

/// Peak RSS in KiB of one run of `program args`, or why it failed.
fn peak_kb(env: &Env, program: &Path, args: &[&str], name: &str) -> Result<u64, String> {
    let input = env.bench_file("memory-empty.in");
    let _ = std::fs::write(&input, b"");
    let output = env.bench_file(&format!("memory-{name}.out"));
    run_once(env, program, args, &input, &output).map(|sample| sample.max_rss_kb)
}

/// The section's Markdown and how many games use more memory in the explorer than in
/// `ogsolve` (failures count too).
pub fn section(env: &Env) -> (String, usize) {
    let mut text =
        String::from("\n### The explorer's memory against ogsolve, n = 10^6, same run\n\n");
    let Some(ogsolve) = find_ogsolve(env).filter(|p| p.is_file()) else {
        text.push_str(
            "ogsolve is not built (cargo install ogsolve --version 0.0.7 --root ../ogs-harness, \
             or set OGSOLVE): memory comparison skipped\n",
        );
        return (text, 0);
    };
    let explore = &env.explore;
    text.push_str(
        "| code | explore max RSS | ogsolve -m rc2 max RSS | explore / ogsolve | |\n\
         |---|---:|---:|---:|---|\n",
    );
    let mut misses = 0;
    for code in GAMES {
        let ours = peak_kb(
            env,
            explore,
            &["octal", code, "--upto", UPTO, "--format", "tsv"],
            &format!("explore-{code}"),
        );
        let theirs = peak_kb(
            env,
            &ogsolve,
            &["-m", "rc2", "-n", UPTO, code],
            &format!("ogsolve-{code}"),
        );
        let mb = |kb: u64| format!("{:.1} MB", kb as f64 / 1024.0);
        let cells = match (ours, theirs) {
            (Ok(ours), Ok(theirs)) => {
                let verdict = if ours <= theirs { "PASS" } else { "MISS" };
                misses += usize::from(ours > theirs);
                format!(
                    "{} | {} | {:.2} | {verdict}",
                    mb(ours),
                    mb(theirs),
                    ours as f64 / theirs.max(1) as f64
                )
            }
            (ours, theirs) => {
                misses += 1;
                let show = |r: &Result<u64, String>| match r {
                    Ok(kb) => mb(*kb),
                    Err(e) => format!("FAILED: {}", e.replace('|', "/")),
                };
                format!("{} | {} | | FAIL", show(&ours), show(&theirs))
            }
        };
        let _ = writeln!(text, "| {code} | {cells} |");
    }
    (text, misses)
}
