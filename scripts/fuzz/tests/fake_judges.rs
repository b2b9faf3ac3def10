//! The whole fuzzer, end to end, against tiny shell-script "binaries" whose misbehaviour is
//! known: a well-behaved one must pass, each broken one must be caught and its input saved.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch workspace: `problems/<id>/Cargo.toml`, `testdata/<id>/seed.in` and an
/// executable script `bin/<id>` per fake problem.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, fakes: &[(&str, &str)]) -> Scratch {
        let root = std::env::temp_dir().join(format!("fuzz-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for (id, script) in fakes {
            let crate_dir = root.join("problems").join(id);
            std::fs::create_dir_all(&crate_dir).unwrap();
            std::fs::write(crate_dir.join("Cargo.toml"), "").unwrap();
            let data = root.join("testdata").join(id);
            std::fs::create_dir_all(&data).unwrap();
            std::fs::write(data.join("seed.in"), "3\n1 2 3\n").unwrap();
            std::fs::write(data.join("seed.out"), "6\n").unwrap();
            let bin = root.join("bin");
            std::fs::create_dir_all(&bin).unwrap();
            let path = bin.join(id);
            std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        Scratch(root)
    }

    /// Runs the fuzzer on the scratch workspace: (exit code, stdout).
    fn fuzz(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_fuzz"))
            .args(["--root".as_ref(), self.0.as_os_str()])
            .args(["--bin-dir".as_ref(), self.0.join("bin").as_os_str()])
            .args(["--out".as_ref(), self.0.join("out").as_os_str()])
            .args(args)
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        (out.status.code().unwrap_or(-1), format!("{stdout}{stderr}"))
    }

    fn saved(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.0.join("out"))
            .map(|d| {
                d.filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| Path::new(n).extension().is_some_and(|x| x == "in"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Answers the seed, refuses anything else the way the contract says.
const POLITE: &str = r#"input=$(cat)
if [ "$input" = "$(printf '3\n1 2 3')" ]; then echo 6; else echo "error: line 1: not the seed" >&2; exit 1; fi"#;

#[test]
fn a_binary_that_keeps_the_contract_passes() {
    let scratch = Scratch::new("polite", &[("polite", POLITE)]);
    let (code, out) = scratch.fuzz(&["--per-binary", "40", "--seed", "5", "--no-shapes"]);
    assert_eq!(code, 0, "{out}");
    // One testdata seed (no registry entry for a fake problem), 40 mutations; about all of
    // them refused.
    assert!(
        out.contains("polite: 40 inputs + 1 seeds, 0 failures"),
        "{out}"
    );
    let count = |label: &str| -> u32 {
        let at = out.find(label).unwrap() + label.len();
        out[at..].split(',').next().unwrap().trim().parse().unwrap()
    };
    // The seed is answered, and so are the few mutations that leave it as the script reads
    // it (a line end more or less); the rest is refused.
    assert_eq!(count("exit 0:") + count("exit 1:"), 41, "{out}");
    assert!((1..=5).contains(&count("exit 0:")), "{out}");
    assert!(out.contains("every binary kept the contract"), "{out}");
    assert!(scratch.saved().is_empty());
}

#[test]
fn each_broken_binary_is_caught_and_its_inputs_saved() {
    let scratch = Scratch::new(
        "broken",
        &[
            // Prints part of an answer, then fails on the first bad token.
            (
                "leaky",
                r#"input=$(cat); echo 6; [ "$input" = "$(printf '3\n1 2 3')" ] || { echo "error: line 1: bad" >&2; exit 1; }"#,
            ),
            (
                "panics",
                "cat >/dev/null; echo \"thread 'main' panicked at src/main.rs:1:1:\" >&2; exit 101",
            ),
            ("segfaults", "cat >/dev/null; kill -SEGV $$"),
            ("hangs", "sleep 5"),
            ("chatty", "cat >/dev/null; echo 6; echo 'debug: n=3' >&2"),
        ],
    );
    let (code, out) = scratch.fuzz(&["--per-binary", "3", "--timeout", "0.3", "--no-shapes"]);
    assert_eq!(code, 1, "{out}");
    for expected in [
        "wrote 2 bytes to stdout before failing",
        "leaky: 3 inputs + 1 seeds, 3 failures",
        "panicked: \"thread 'main' panicked",
        "exit status 101",
        "panics: 3 inputs + 1 seeds, 4 failures",
        "killed by signal 11 (SIGSEGV)",
        "segfaults: 3 inputs + 1 seeds, 4 failures",
        "still running after 0.30 s (",
        "4 × timeout",
        "4 × signal",
        "3 × stdout before an error",
        "hangs: 3 inputs + 1 seeds, 4 failures",
        "exit 0, but stderr does not start with \"warning: \"",
        "chatty: 3 inputs + 1 seeds, 4 failures",
        "FAILED: chatty, hangs, leaky, panics, segfaults",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    // Every mutated input that failed is saved under its case number; the seeds are files
    // of testdata/ already.
    let saved = scratch.saved();
    for id in ["chatty", "hangs", "leaky", "panics", "segfaults"] {
        for n in 0..3 {
            assert!(
                saved.contains(&format!("{id}-{n}.in")),
                "{id}-{n}.in not in {saved:?}"
            );
        }
    }
    // A saved case replays alone, to the same input.
    let first = std::fs::read(scratch.0.join("out/leaky-2.in")).unwrap();
    let (code, out) = scratch.fuzz(&["--only", "leaky", "--case", "2", "--no-shapes"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("leaky: 1 inputs + 0 seeds, 1 failures"),
        "{out}"
    );
    assert_eq!(
        std::fs::read(scratch.0.join("out/leaky-2.in")).unwrap(),
        first
    );
}

/// Refuses a count of 2^64 naming the type's limit, and one of 10^19 naming its own: the
/// shaped inputs put both in the seed's count and catch the difference. Those runs are held
/// to the contract as every other: a binary that panics on 2^64 is caught too.
#[test]
fn a_limit_named_by_the_size_of_the_number_is_caught() {
    let script = r#"input=$(cat)
case "$input" in
  "$(printf '3\n1 2 3')") echo 6 ;;
  18446744073709551616*) echo "error: line 1: t 18446744073709551616 is too large (at most 2^64 − 1)" >&2; exit 1 ;;
  1*) echo "error: line 1: t ${input%%[!0-9]*} is too large (at most 2·10^4)" >&2; exit 1 ;;
  *) echo "error: line 1: bad" >&2; exit 1 ;;
esac"#;
    let overflows = r#"input=$(cat)
case "$input" in
  "$(printf '3\n1 2 3')") echo 6 ;;
  18446744073709551616*) echo "thread 'main' panicked at src/main.rs:1:1:" >&2; exit 101 ;;
  *) echo "error: line 1: bad" >&2; exit 1 ;;
esac"#;
    let scratch = Scratch::new(
        "counts",
        &[
            ("typed", script),
            ("polite", POLITE),
            ("overflows", overflows),
        ],
    );
    let (code, out) = scratch.fuzz(&["--per-binary", "0"]);
    assert_eq!(code, 1, "{out}");
    for expected in [
        "FAIL typed shape count-0-0",
        "2^64 gets \"error: line 1: t 18446744073709551616 is too large (at most 2^64 − 1)\", \
         but 10^19 gets \"error: line 1: t 10000000000000000000 is too large (at most 2·10^4)\"",
        "1 × count past 2^64",
        "FAIL overflows shape count-0-0 (--seed 2024): testdata/overflows/seed.in: token 0 replaced by 2^64",
        "overflows: 0 inputs + 1 seeds, 1 failures",
        "FAILED: overflows, typed;",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    // The polite binary refuses both with the same words: no failure, and the seed's four
    // numbers were each tried twice.
    assert!(
        out.contains("polite: 0 inputs + 1 seeds, 0 failures"),
        "{out}"
    );
    assert!(out.contains("shaped inputs: 9"), "{out}");
    let saved = scratch.saved();
    for name in ["typed-shape-count-0-0.in", "overflows-shape-count-0-0.in"] {
        assert!(saved.contains(&name.to_owned()), "{name} not in {saved:?}");
    }
}

#[test]
fn unknown_problems_bad_options_and_missing_binaries_are_setup_errors() {
    let scratch = Scratch::new("setup", &[("polite", POLITE)]);
    let (code, out) = scratch.fuzz(&["--only", "nosuch"]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("no crate problems/nosuch; known: polite"),
        "{out}"
    );
    for size in ["0", "256", "x"] {
        let (code, out) = scratch.fuzz(&["--many-cases-mib", size]);
        assert_eq!(code, 2, "{out}");
        let expected = format!("--many-cases-mib needs 1 to 255, not \"{size}\"");
        assert!(out.contains(&expected), "{out}");
    }
    std::fs::remove_file(scratch.0.join("bin/polite")).unwrap();
    let (code, out) = scratch.fuzz(&[]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("no binary polite"), "{out}");
}

/// Keeps every rule of the contract but spends about 0.1 s of CPU on each input: over a budget
/// of 0.03 s (`--cpu-budget`), each run fails, named with its binary, its input and its CPU
/// time; under the default budget it passes.
#[test]
fn a_run_over_the_cpu_budget_fails() {
    let busy = format!("i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done\n{POLITE}");
    let scratch = Scratch::new("budget", &[("busy", &busy), ("polite", POLITE)]);
    let args = ["--per-binary", "2", "--seed", "5", "--no-shapes"];
    let (code, out) = scratch.fuzz(&[&args[..], &["--cpu-budget", "0.03"]].concat());
    assert_eq!(code, 1, "{out}");
    let out_dir = scratch.0.join("out");
    for expected in [
        "limits 0.03 s of CPU, 1024 MB, killed after 10 s".to_owned(),
        "FAIL busy seed 0 (--seed 5)".to_owned(),
        format!(
            "input: {}",
            scratch.0.join("testdata/busy/seed.in").display()
        ),
        "FAIL busy case 1 (--seed 5)".to_owned(),
        format!("input: {}", out_dir.join("busy-1.in").display()),
        "busy: 2 inputs + 1 seeds, 3 failures".to_owned(),
        "3 × over the CPU budget".to_owned(),
        "polite: 2 inputs + 1 seeds, 0 failures".to_owned(),
        "FAILED: busy;".to_owned(),
    ] {
        assert!(out.contains(&expected), "missing {expected:?} in\n{out}");
    }
    // Each failure states the CPU the run took, more than the budget.
    let cpu: Vec<f64> = out
        .match_indices("took ")
        .map(|(at, _)| {
            let rest = &out[at + "took ".len()..];
            assert!(
                rest.contains(" s of CPU ("),
                "a CPU figure after {at} in\n{out}"
            );
            rest.split(' ').next().unwrap().parse().unwrap()
        })
        .collect();
    assert_eq!(cpu.len(), 3, "{out}");
    assert!(cpu.iter().all(|&s| s > 0.03), "{cpu:?} in\n{out}");
    assert_eq!(scratch.saved(), ["busy-0.in", "busy-1.in"]);

    // Under the default budget the same binary keeps the contract, and its line says how much
    // CPU it took, in all and on its slowest run (with that run's wall time).
    let (code, out) = scratch.fuzz(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("limits 3.30 s of CPU"), "{out}");
    let line = out.lines().find(|l| l.starts_with("busy: ")).unwrap();
    assert!(
        line.contains("0 failures, CPU ")
            && line.contains(" s CPU (")
            && line.contains(" s wall) on "),
        "{line}"
    );
    assert!(scratch.saved().is_empty(), "{:?}", scratch.saved());
}

/// A binary that caps its test cases (at 10^3, like bzoj1228's 10^7) refuses the many-cases
/// shape at its first line; the fuzzer then runs as many cases as the refusal names, the worst
/// input the binary accepts. This one spends about 0.1 s of CPU on more than 100 cases, over a
/// budget of 0.03 s: only that run can fail.
#[test]
fn a_binary_that_caps_its_test_cases_is_run_at_the_cap() {
    // Reads the count from the first bytes: `read` would take a whole 1 MB line slowly.
    let capped = r#"t=$(head -c 40 | tr -s ' \n' '  ' | cut -d ' ' -f 1)
case "$t" in ''|*[!0-9]*) echo "error: line 1: bad" >&2; exit 1 ;; esac
if [ ${#t} -gt 4 ] || [ "$t" -gt 1000 ]; then
  echo "error: line 1: T $t is too large (at most 10^3)" >&2; exit 1
fi
if [ "$t" -gt 100 ]; then i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done; fi
cat >/dev/null; echo 6"#;
    // The id chooses the layout (bzoj1228's input counts its test cases on the first line)
    // and brings the registry's three small inputs as seeds beside `seed.in`.
    let scratch = Scratch::new("capped", &[("bzoj1228", capped)]);
    // 8 MiB of cases are past the cap as 250 MiB are, and quicker to build.
    let args = [
        "--per-binary",
        "0",
        "--cpu-budget",
        "0.03",
        "--many-cases-mib",
        "8",
    ];
    let (code, out) = scratch.fuzz(&args);
    assert_eq!(code, 1, "{out}");
    // The seed holds 3 cases: 333 copies make 999, the most under the cap.
    for expected in [
        "FAIL bzoj1228 shape many-cases-at-cap",
        "seed.in × 333, the cap its refusal named: 0 MB of test cases",
        "bzoj1228: 0 inputs + 4 seeds, 1 failures",
        "1 × over the CPU budget",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in\n{out}");
    }
    assert_eq!(scratch.saved(), ["bzoj1228-shape-many-cases-at-cap.in"]);
    let saved =
        std::fs::read_to_string(scratch.0.join("out/bzoj1228-shape-many-cases-at-cap.in")).unwrap();
    assert!(saved.starts_with("999\n1 2 3\n"), "{}", &saved[..20]);
    assert_eq!(saved.lines().count(), 1 + 333);
}

/// A run over the CPU budget is saved whatever its size, to be timed again: here the
/// many-cases shape (set to 80 MiB, past the 64 MiB above which failing inputs are only
/// described) of a binary slow only on 10^6 test cases or more (a count of seven digits).
#[test]
fn a_large_input_over_the_budget_is_saved() {
    let slow_on_many = r#"t=$(head -c 40 | tr -s ' \n' '  ' | cut -d ' ' -f 1)
case "$t" in ''|*[!0-9]*) echo "error: line 1: bad" >&2; exit 1 ;; esac
if [ ${#t} -gt 6 ]; then i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done; fi
cat >/dev/null; echo 6"#;
    // bzoj4600's input counts its test cases on the first line, as bzoj1228's does.
    let scratch = Scratch::new("large-saved", &[("bzoj4600", slow_on_many)]);
    let args = [
        "--per-binary",
        "0",
        "--cpu-budget",
        "0.05",
        "--many-cases-mib",
        "80",
    ];
    let (code, out) = scratch.fuzz(&args);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("FAIL bzoj4600 shape many-cases "), "{out}");
    let path = scratch.0.join("out/bzoj4600-shape-many-cases.in");
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    assert!(
        size > 64 << 20,
        "{} holds {size} bytes\n{out}",
        path.display()
    );
}
