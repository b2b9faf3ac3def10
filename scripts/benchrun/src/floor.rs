//! The floor rows of `make bench`: every problem binary on its smallest valid input against a
//! Rust hello-world (`hello`, in this crate), timed alternately in the same run.
//!
//! A binary that does nothing the input asks for must cost about what starting a process
//! costs. A fixed start-up cost (a large zeroed allocation, a table built whether or not the
//! input needs it) shows here first, where it is all there is to measure. The target is
//! [`FLOOR_FACTOR`] times the hello-world's median CPU time (user + system, page faults
//! included): at about a millisecond per run, wall time on a shared machine is mostly other
//! processes' scheduling, while a start-up cost of the binary's own is CPU time of its own.
//! The wall-time ratio is shown beside it.
//!
//! The input is the smallest `testdata/<problem>/*.in` that has an expected `.out` and no
//! `.err` (so it is valid and answered without a warning); runs alternate binary,
//! hello-world, binary, … so that load on the machine falls on both alike.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use inputgen::Problem;

use super::{fmt_ms, human_bytes, stats, Env, Sample, Stats};

/// The most a problem binary may cost on its smallest input, as a multiple of the
/// hello-world's median CPU time.
pub const FLOOR_FACTOR: f64 = 1.3;

/// The smallest valid testdata input of `id`: `(path, bytes)`, or `None` if it has none.
fn smallest_input(root: &Path, id: &str) -> Option<(PathBuf, u64)> {
    let dir = root.join("testdata").join(id);
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "in")
                && p.with_extension("out").is_file()
                && !p.with_extension("err").is_file()
        })
        .filter_map(|p| Some((p.metadata().ok()?.len(), p)))
        .min()
        .map(|(bytes, path)| (path, bytes))
}

/// One timed run of `program` on `input` (its output to `output`).
fn once(env: &Env, program: &Path, input: &Path, output: &Path) -> Result<Sample, String> {
    super::run_once(env, program, &[], input, output)
}

/// `runs` alternated runs of the binary and the hello-world on `input`, after one warm-up
/// each: the two medians.
fn alternate(
    env: &Env,
    binary: &Path,
    hello: &Path,
    input: &Path,
    runs: usize,
) -> Result<(Stats, Stats), String> {
    let out = env.bench_file("floor-binary.out");
    let hello_out = env.bench_file("floor-hello.out");
    if !binary.is_file() {
        return Err(format!("{} is not built", binary.display()));
    }
    // Warm-ups, which also check that the binary accepts the input (exit status 0).
    once(env, binary, input, &out)?;
    once(env, hello, input, &hello_out)?;
    // Runs are cheap here, and more of them steady the medians.
    let runs = runs.max(15);
    let mut ours = Vec::with_capacity(runs);
    let mut theirs = Vec::with_capacity(runs);
    for _ in 0..runs {
        ours.push(once(env, binary, input, &out)?);
        theirs.push(once(env, hello, input, &hello_out)?);
    }
    Ok((stats(&ours), stats(&theirs)))
}

/// The floor section: one row per problem, and the number of binaries over the target (or
/// that could not be timed).
pub fn section(env: &Env, problems: &[&'static Problem], runs: usize) -> (String, usize) {
    let hello = env.bin_dir.join("hello");
    let mut text = format!(
        "\n### The floor: each binary on its smallest input against a hello-world\n\n\
         Alternated runs, binary then `hello`; target: at most {FLOOR_FACTOR} x the \
         hello-world's median CPU time (wall ratio for context).\n\n\
         | problem | input | size | median ms | cpu ms | hello ms | hello cpu ms | wall ratio | cpu ratio | |\n\
         |---|---|---:|---:|---:|---:|---:|---:|---:|---|\n"
    );
    let mut misses = 0;
    for problem in problems {
        let id = problem.id;
        eprint!("floor: {id}");
        let Some((input, bytes)) = smallest_input(&env.root, id) else {
            eprintln!(" -> no valid testdata input");
            misses += 1;
            let _ = writeln!(
                text,
                "| {id} | (no valid testdata input) | | | | | | | | FAIL |"
            );
            continue;
        };
        let name = input
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let size = human_bytes(bytes as usize);
        match alternate(env, &env.bin_dir.join(id), &hello, &input, runs) {
            Ok((ours, floor)) => {
                let wall_ratio = ours.median / floor.median;
                let ratio = ours.cpu_median / floor.cpu_median;
                let verdict = if ratio <= FLOOR_FACTOR {
                    "PASS"
                } else {
                    "MISS"
                };
                misses += usize::from(ratio > FLOOR_FACTOR);
                eprintln!(
                    " -> {} ms, hello {} ms",
                    fmt_ms(ours.median),
                    fmt_ms(floor.median)
                );
                let _ = writeln!(
                    text,
                    "| {id} | `{name}` | {size} | {} | {} | {} | {} | {wall_ratio:.2} | {ratio:.2} | {verdict} |",
                    fmt_ms(ours.median),
                    fmt_ms(ours.cpu_median),
                    fmt_ms(floor.median),
                    fmt_ms(floor.cpu_median),
                );
            }
            Err(e) => {
                eprintln!(" -> FAILED: {e}");
                misses += 1;
                let _ = writeln!(
                    text,
                    "| {id} | `{name}` | {size} | FAILED: {} | | | | | | FAIL |",
                    e.replace('|', "/")
                );
            }
        }
    }
    (text, misses)
}

#[cfg(test)]
mod tests {
    use super::smallest_input;
    use std::path::Path;

    #[test]
    fn the_smallest_valid_input_has_an_answer_and_no_warning() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for id in ["bzoj2463", "bzoj4600", "hdu2516"] {
            let (path, bytes) = smallest_input(&root, id).expect("testdata exists");
            assert!(path.with_extension("out").is_file(), "{}", path.display());
            assert!(!path.with_extension("err").is_file(), "{}", path.display());
            let every = std::fs::read_dir(root.join("testdata").join(id)).unwrap();
            for entry in every.map(Result::unwrap) {
                let p = entry.path();
                if p.extension().is_some_and(|e| e == "in")
                    && p.with_extension("out").is_file()
                    && !p.with_extension("err").is_file()
                {
                    assert!(p.metadata().unwrap().len() >= bytes, "{}", p.display());
                }
            }
        }
        assert!(smallest_input(&root, "no-such-problem").is_none());
    }
}
