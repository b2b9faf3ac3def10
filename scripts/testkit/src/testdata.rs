//! The `testdata/<problem>/` directory: listing cases, reading them, and re-proving stored
//! expected outputs from an independent computation.

use std::path::{Path, PathBuf};

/// `testdata/<problem>/` of this workspace.
pub fn dir(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(problem)
}

/// The `.in` files of `testdata/<problem>/` whose names start with `prefix` (`"brute-"`,
/// `"max-"`, `""` for all), sorted by name.
///
/// # Panics
/// If the directory cannot be read.
pub fn inputs(problem: &str, prefix: &str) -> Vec<PathBuf> {
    let dir = dir(problem);
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

/// The bytes of `path`.
///
/// # Panics
/// If it cannot be read.
pub fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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
pub fn assert_agrees(
    problem: &str,
    prefix: &str,
    at_least: usize,
    mut compute: impl FnMut(&str) -> String,
) {
    let files = inputs(problem, prefix);
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
