//! Test helpers shared by the problem crates (dev-dependency only; never bundled).

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

pub use rand;
pub use rand_chacha::ChaCha8Rng;

/// The deterministic generator every randomised test starts from.
pub fn rng() -> ChaCha8Rng {
    rand::SeedableRng::seed_from_u64(42)
}

/// Runs the program at `binary` with `input` on standard input.
///
/// # Panics
/// If the program cannot be started.
pub fn run(binary: &str, input: &[u8]) -> Output {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {binary}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Feed from a thread so a program that writes before reading everything cannot deadlock.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the program runs");
    feeder.join().expect("the feeder thread finishes");
    output
}

/// Runs `binary` on `case.in` and asserts that standard output equals `case.out` byte for byte
/// and that the run succeeded quietly.
///
/// # Panics
/// On any difference, with the case's path in the message.
pub fn assert_matches_expected(binary: &str, input_path: &Path) {
    let expected_path = input_path.with_extension("out");
    let input =
        std::fs::read(input_path).unwrap_or_else(|e| panic!("{}: {e}", input_path.display()));
    let expected = std::fs::read(&expected_path)
        .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
    let output = run(binary, &input);
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{}: exit {:?}, stderr {}",
        input_path.display(),
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stdout == expected,
        "{}: output differs\n--- expected\n{}\n--- got\n{}",
        input_path.display(),
        String::from_utf8_lossy(&expected),
        String::from_utf8_lossy(&output.stdout)
    );
}

/// Asserts that `binary` rejects `input` the way every problem binary must: exit status 1,
/// nothing on standard output, and exactly one line on standard error, `error: …`,
/// containing `expected_fragment` — no panic text.
///
/// # Panics
/// If any of that does not hold.
pub fn assert_rejects(binary: &str, input: &[u8], expected_fragment: &str) {
    let output = run(binary, input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let shown = String::from_utf8_lossy(input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "input {shown:?}: stderr {stderr}"
    );
    assert!(output.stdout.is_empty(), "input {shown:?}: wrote to stdout");
    assert!(
        stderr.starts_with("error: ") && stderr.ends_with('\n') && stderr.lines().count() == 1,
        "input {shown:?}: stderr is not one error line: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "input {shown:?}: {stderr}");
    assert!(
        stderr.contains(expected_fragment),
        "input {shown:?}: stderr {stderr:?} does not mention {expected_fragment:?}"
    );
}

/// Runs a library `solve` on `input` and returns its output as text, panicking on an error.
///
/// # Panics
/// If `solve` fails or writes invalid UTF-8.
pub fn solve_to_string<E: std::fmt::Display>(
    solve: impl FnOnce(&[u8], &mut Vec<u8>) -> Result<(), E>,
    input: &str,
) -> String {
    let mut out = Vec::new();
    if let Err(e) = solve(input.as_bytes(), &mut out) {
        panic!("solve failed on {input:?}: {e}");
    }
    String::from_utf8(out).expect("output is UTF-8")
}

/// The `.in` files of `testdata/<problem>/` whose names start with `prefix` (`"brute-"`,
/// `"max-"`, …), sorted by name.
///
/// # Panics
/// If the directory cannot be read.
pub fn testdata_inputs(problem: &str, prefix: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(problem);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with(prefix) && path.extension().is_some_and(|ext| ext == "in")
        })
        .collect();
    inputs.sort();
    inputs
}

/// The text of the testdata case `input_path` (a `.in` file) and of its `.out` file.
///
/// # Panics
/// If either file cannot be read as UTF-8 text.
pub fn read_case(input_path: &Path) -> (String, String) {
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    (read(input_path), read(&input_path.with_extension("out")))
}

/// `input` rewritten with the whitespace a judge's files may have, each variant named: CRLF
/// line ends, blank lines (also leading and trailing), trailing spaces and tabs, wide gaps
/// between tokens, all of those at once, no final newline, everything on one line, and tabs
/// as the only separators. The tokens and their order are unchanged.
pub fn messy_whitespace_variants(input: &str) -> Vec<(&'static str, String)> {
    let wide = |line: &str| format!("  {}", line.replace(' ', " \t "));
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    vec![
        ("crlf", input.replace('\n', "\r\n")),
        (
            "blank_lines",
            format!("\n{}\n", input.replace('\n', "\n\n")),
        ),
        ("trailing_spaces", input.replace('\n', "  \t\n")),
        (
            "wide_gaps",
            input.lines().map(|line| wide(line) + "\n").collect(),
        ),
        (
            "all_of_them",
            input.lines().fold(String::from("\r\n"), |acc, line| {
                acc + &wide(line) + " \t\r\n \r\n"
            }),
        ),
        ("no_final_newline", input.trim_end().to_owned()),
        ("one_line", tokens.join(" ")),
        ("tabs", tokens.join("\t") + "\n"),
    ]
}

/// Runs `binary` on every [`messy_whitespace_variants`] of the case `input_path` and asserts
/// that each run succeeds quietly with exactly the case's `.out`.
///
/// # Panics
/// Listing every variant that failed, with its input and what the program did.
pub fn assert_tolerates_messy_whitespace(binary: &str, input_path: &Path) {
    let (input, expected) = read_case(input_path);
    let mut failures = String::new();
    for (name, variant) in messy_whitespace_variants(&input) {
        let output = run(binary, variant.as_bytes());
        if !(output.status.success()
            && output.stderr.is_empty()
            && output.stdout == expected.as_bytes())
        {
            let _ = write!(
                failures,
                "\n{name}: input {variant:?}: exit {:?}, stderr {:?}, stdout {:?}",
                output.status.code(),
                String::from_utf8_lossy(&output.stderr),
                String::from_utf8_lossy(&output.stdout),
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{}: expected {expected:?} for every variant{failures}",
        input_path.display()
    );
}

/// Reference searches for games where pieces move along the edges of a directed acyclic graph
/// given as adjacency lists; plain memoised recursion, independent of gamecore.
pub mod dag {
    use std::collections::HashMap;
    use std::hash::BuildHasher;

    /// Whether the player to move wins with pieces on the vertices `state` (sorted), searched
    /// over the whole position: a move takes one piece along one edge, and a player with no
    /// move loses.
    pub fn mover_wins<S: BuildHasher>(
        adj: &[Vec<usize>],
        state: &[usize],
        memo: &mut HashMap<Vec<usize>, bool, S>,
    ) -> bool {
        if let Some(&w) = memo.get(state) {
            return w;
        }
        let mut wins = false;
        'search: for i in 0..state.len() {
            for &to in &adj[state[i]] {
                let mut next = state.to_vec();
                next[i] = to;
                next.sort_unstable();
                if !mover_wins(adj, &next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(state.to_vec(), wins);
        wins
    }

    /// Grundy value of `v` by plain memoised recursion and a sorted list for the mex: a
    /// different algorithm from gamecore's iterative search with a stamp buffer. The recursion
    /// goes as deep as the longest path from `v`.
    pub fn recursive_grundy(adj: &[Vec<usize>], v: usize, memo: &mut [Option<u32>]) -> u32 {
        if let Some(g) = memo[v] {
            return g;
        }
        let mut options: Vec<u32> = adj[v]
            .iter()
            .map(|&w| recursive_grundy(adj, w, memo))
            .collect();
        options.sort_unstable();
        options.dedup();
        let g = options
            .iter()
            .zip(0..)
            .find(|&(&o, i)| i != o)
            .map_or(options.len(), |(_, i)| i as usize);
        let g = u32::try_from(g).expect("a Grundy value fits u32");
        memo[v] = Some(g);
        g
    }
}

/// The cells next to cell `v` (row-major) of an `n`×`m` grid: up, down, left, right.
pub fn grid_neighbours(v: usize, n: usize, m: usize) -> Vec<usize> {
    let (r, c) = (v / m, v % m);
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(v - m);
    }
    if r + 1 < n {
        out.push(v + m);
    }
    if c > 0 {
        out.push(v - 1);
    }
    if c + 1 < m {
        out.push(v + 1);
    }
    out
}

/// `mate[v]` of a vertex `v` without a partner in [`augment`]'s matchings.
pub const UNMATCHED: usize = usize::MAX;

/// A reference matching step, independent of gamecore: looks for an augmenting path from the
/// free vertex `start` through vertices for which `usable` holds, breadth first, and flips it
/// if found. The graph (adjacency lists) must be bipartite; `mate[v]` is `v`'s partner or
/// [`UNMATCHED`].
pub fn augment(
    adj: &[Vec<usize>],
    mate: &mut [usize],
    start: usize,
    usable: impl Fn(usize) -> bool,
) -> bool {
    let mut reached_from = vec![UNMATCHED; adj.len()];
    let mut queued = vec![false; adj.len()];
    let mut queue = std::collections::VecDeque::from([start]);
    queued[start] = true;
    while let Some(x) = queue.pop_front() {
        for &y in &adj[x] {
            if !usable(y) || y == start || reached_from[y] != UNMATCHED {
                continue;
            }
            reached_from[y] = x;
            if mate[y] == UNMATCHED {
                let mut y = y;
                loop {
                    let x = reached_from[y];
                    let next = mate[x];
                    mate[x] = y;
                    mate[y] = x;
                    if x == start {
                        return true;
                    }
                    y = next;
                }
            }
            let w = mate[y];
            if !queued[w] {
                queued[w] = true;
                queue.push_back(w);
            }
        }
    }
    false
}

/// Asserts that `computed` is the `.out` of the testdata case `input_path` (a `.in` file).
/// With the environment variable `BLESS` set, the `.out` is first (re)written from `computed`,
/// so expected outputs can be regenerated from the method that checks them.
///
/// # Panics
/// If they differ, or the file cannot be read or written.
pub fn assert_out_file(input_path: &Path, computed: &str) {
    let out_path = input_path.with_extension("out");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&out_path, computed)
            .unwrap_or_else(|e| panic!("{}: {e}", out_path.display()));
    }
    let stored = std::fs::read_to_string(&out_path)
        .unwrap_or_else(|e| panic!("{}: {e}", out_path.display()));
    if stored != computed {
        // Outputs can be megabytes: show where they part, not all of them.
        let line = stored
            .lines()
            .zip(computed.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| stored.lines().count().min(computed.lines().count()));
        panic!(
            "{}: stored output differs from line {}: stored {:?}, computed {:?} ({} vs {} bytes)",
            out_path.display(),
            line + 1,
            stored.lines().nth(line),
            computed.lines().nth(line),
            stored.len(),
            computed.len()
        );
    }
}

/// Checks every case `testdata/<problem>/<prefix>*.in` (at least `at_least` of them): its
/// `.out` must be what `compute` makes of its input, as in [`assert_out_file`] (so `BLESS=1`
/// rewrites them from `compute`).
///
/// # Panics
/// If there are fewer cases, or an output differs.
pub fn assert_testdata_agrees(
    problem: &str,
    prefix: &str,
    at_least: usize,
    mut compute: impl FnMut(&str) -> String,
) {
    let files = testdata_inputs(problem, prefix);
    assert!(
        files.len() >= at_least,
        "only {} {prefix}* cases in testdata/{problem}",
        files.len()
    );
    for path in files {
        let input =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_out_file(&path, &compute(&input));
    }
}

#[cfg(test)]
mod tests {
    use super::messy_whitespace_variants;

    #[test]
    fn variants_keep_the_tokens_and_differ_from_the_input() {
        let input = "2 3\n.#.\n...\n";
        let variants = messy_whitespace_variants(input);
        assert_eq!(variants.len(), 8);
        for (name, variant) in variants {
            assert_ne!(variant, input, "{name}");
            assert!(
                variant
                    .split_ascii_whitespace()
                    .eq(input.split_ascii_whitespace()),
                "{name}: {variant:?}"
            );
        }
    }

    #[test]
    #[should_panic(expected = "crlf")]
    fn a_program_that_echoes_fails() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../testdata/bzoj2281/sample-1.in");
        super::assert_tolerates_messy_whitespace("cat", &path);
    }
}
