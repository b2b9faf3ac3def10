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
/// shaped inputs put both in the seed's count and catch the difference.
#[test]
fn a_limit_named_by_the_size_of_the_number_is_caught() {
    let script = r#"input=$(cat)
case "$input" in
  "$(printf '3\n1 2 3')") echo 6 ;;
  18446744073709551616*) echo "error: line 1: t 18446744073709551616 is too large (at most 2^64 − 1)" >&2; exit 1 ;;
  1*) echo "error: line 1: t ${input%%[!0-9]*} is too large (at most 2·10^4)" >&2; exit 1 ;;
  *) echo "error: line 1: bad" >&2; exit 1 ;;
esac"#;
    let scratch = Scratch::new("counts", &[("typed", script), ("polite", POLITE)]);
    let (code, out) = scratch.fuzz(&["--per-binary", "0"]);
    assert_eq!(code, 1, "{out}");
    for expected in [
        "FAIL typed shape count-0-0",
        "2^64 gets \"error: line 1: t 18446744073709551616 is too large (at most 2^64 − 1)\", \
         but 10^19 gets \"error: line 1: t 10000000000000000000 is too large (at most 2·10^4)\"",
        "1 × count past 2^64",
        "FAILED: typed;",
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
    assert!(scratch
        .saved()
        .contains(&"typed-shape-count-0-0.in".to_owned()));
}

#[test]
fn unknown_problems_and_missing_binaries_are_setup_errors() {
    let scratch = Scratch::new("setup", &[("polite", POLITE)]);
    let (code, out) = scratch.fuzz(&["--only", "nosuch"]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("no crate problems/nosuch; known: polite"),
        "{out}"
    );
    std::fs::remove_file(scratch.0.join("bin/polite")).unwrap();
    let (code, out) = scratch.fuzz(&[]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("no binary polite"), "{out}");
}
