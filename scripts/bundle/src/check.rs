//! Verification of bundles as a judge sees them: plain `rustc` (no cargo, no `--extern`) with
//! warnings and dead code denied under every edition asked for, then every `testdata/<id>/*.in`
//! compared byte for byte, and bad input compared with the workspace's own binary. The
//! `--strip-comments` bundle must be the same tokens.
//!
//! Type-checking and linting (dead code included) is what differs between editions, and
//! `rustc --emit=metadata` does all of it without generating code; so each edition but one is
//! checked that way, and one optimised binary per bundle, built as a judge builds it, runs the
//! testdata. That binary's edition is [`RUN_EDITION`] when it is among the editions asked for
//! (what Codeforces and AtCoder compile with), else the last one listed. A problem judged by a
//! checker (`[package.metadata.judge] checker = true`) is compared with the workspace binary's
//! output instead of its `.out`.

use crate::{rustc_cache, Workspace, SIZE_LIMIT, UNREAD_FIELD};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The edition of the optimised build that runs the testdata, when it is asked for.
pub const RUN_EDITION: &str = "2021";

/// What to compile with and where.
#[derive(Clone, Debug)]
pub struct Options {
    /// The compiler: a path or a command name found on `PATH`.
    pub rustc: OsString,
    /// Editions each bundle must compile cleanly under, e.g. `["2015", "2018", "2021", "2024"]`;
    /// one of them (see the module's documentation) also builds the binary that is run. None:
    /// nothing is compiled or run.
    pub editions: Vec<String>,
    /// Where bundles and binaries go (created if missing).
    pub out_dir: PathBuf,
    /// The directory of the workspace's own problem binaries (`<dir>/<id>`); when set, bad
    /// input (empty, a stray word, a truncated sample) must give the same exit status, stdout
    /// and stderr from the bundle.
    pub reference: Option<PathBuf>,
    /// Parallel bundle-compile-and-run jobs, one problem each.
    pub jobs: usize,
    /// Longest a single run may take before it counts as a failure.
    pub run_timeout: Duration,
}

/// What a check found: one line per problem, and every failure.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub lines: Vec<String>,
    pub failures: Vec<String>,
}

/// Bundles, compiles and runs every problem in `ids` as `options` say.
pub fn check(workspace: &Workspace, ids: &[String], options: &Options) -> Outcome {
    check_with_progress(workspace, ids, options, &|_| {})
}

/// As [`check`], calling `progress` as each problem is done, with its line prefixed by how many
/// are done of how many (`[3/24] bzoj1443: …`), so that a long check can show that it moves.
pub fn check_with_progress(
    workspace: &Workspace,
    ids: &[String],
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Outcome {
    let mut outcome = Outcome::default();
    if let Err(e) = std::fs::create_dir_all(&options.out_dir) {
        outcome
            .failures
            .push(format!("cannot create {}: {e}", options.out_dir.display()));
        return outcome;
    }
    let run_edition = options
        .editions
        .iter()
        .find(|e| *e == RUN_EDITION)
        .or(options.editions.last());
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(id) = ids.get(i) else { break };
                let (line, failures) = check_one(workspace, id, options, run_edition);
                let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                progress(&format!("[{finished}/{}] {line}", ids.len()));
                results
                    .lock()
                    .expect("no job panics")
                    .push((i, line, failures));
            });
        }
    });
    let mut results = results.into_inner().expect("no job panics");
    results.sort_by_key(|(i, _, _)| *i);
    for (_, line, failures) in results {
        outcome.lines.push(line);
        outcome.failures.extend(failures);
    }
    outcome
}

/// Bundles one problem, checks the file, compiles it under every edition and runs the
/// optimised binary: (its line, failures).
fn check_one(
    workspace: &Workspace,
    id: &str,
    options: &Options,
    run_edition: Option<&String>,
) -> (String, Vec<String>) {
    let mut failures = Vec::new();
    let (bundle, stripped) = match workspace.bundle_both(id) {
        Ok(both) => both,
        Err(e) => {
            failures.push(format!("{id}: cannot bundle: {e}"));
            return (format!("{id}: cannot bundle, FAILED"), failures);
        }
    };
    if bundle.source.len() > SIZE_LIMIT {
        failures.push(format!(
            "{id}: the bundle is {} bytes, over the {SIZE_LIMIT}-byte judge limit",
            bundle.source.len()
        ));
    }
    if let Some(overview) = overview(workspace, id) {
        if !bundle.source.contains(&format!("//{overview}")) {
            failures.push(format!(
                "{id}: the crate's overview (`//!{overview}`) is not in the bundle"
            ));
        }
    }
    // The one allowed form: a field only left-out code reads (which cannot go).
    if bundle
        .source
        .lines()
        .any(|l| l.contains("dead_code") && !l.trim_start().starts_with(UNREAD_FIELD))
    {
        failures.push(format!(
            "{id}: the bundle allows dead code (an allow would hide dead items)"
        ));
    }
    if let Err(e) = same_tokens(&bundle.source, &stripped.source) {
        failures.push(format!("{id}: the --strip-comments bundle differs: {e}"));
    }
    let source = options.out_dir.join(format!("{id}.rs"));
    if let Err(e) = std::fs::write(&source, &bundle.source) {
        failures.push(format!("cannot write {}: {e}", source.display()));
        return (format!("{id}: cannot be written, FAILED"), failures);
    }
    let mut inputs = match workspace.testdata(id) {
        Ok(inputs) if !inputs.is_empty() => inputs,
        Ok(_) => {
            failures.push(format!("{id}: no testdata/{id}/*.in to run"));
            Vec::new()
        }
        Err(e) => {
            failures.push(format!("{id}: {e}"));
            Vec::new()
        }
    };
    if judged_by_checker(workspace, id) {
        match as_the_binary_answers(id, &inputs, options) {
            Ok(copies) => inputs = copies,
            Err(e) => {
                failures.push(format!("{id}: {e}"));
                inputs = Vec::new();
            }
        }
    }
    let job = Job {
        id: id.to_owned(),
        source,
        code: bundle.source.clone(),
        inputs,
        size: bundle.source.len(),
    };
    let mut line = format!("{id}: {} bytes", job.size);
    let started = Instant::now();
    let checked: Vec<&String> = options
        .editions
        .iter()
        .filter(|e| Some(*e) != run_edition)
        .collect();
    for edition in &checked {
        job.compile(options, edition, Build::CheckOnly, &mut failures);
    }
    if !checked.is_empty() {
        let names: Vec<&str> = checked.iter().map(|e| e.as_str()).collect();
        let _ = write!(
            line,
            ", type-checked as {} in {:.1} s",
            names.join("/"),
            started.elapsed().as_secs_f64()
        );
    }
    if let Some(edition) = run_edition {
        let started = Instant::now();
        if let Some(binary) = job.compile(options, edition, Build::Optimised, &mut failures) {
            let _ = write!(
                line,
                ", built -O as {edition} in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            line += &job.run_all(&binary, edition, options, &mut failures);
        } else {
            let _ = write!(line, ", does not build as {edition}");
        }
    }
    line += if failures.is_empty() {
        ", ok"
    } else {
        ", FAILED"
    };
    (line, failures)
}

/// How far rustc goes with a bundle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    /// `--emit=metadata`: parsing, name resolution, type and borrow checking, and every lint
    /// (dead code included), but no code.
    CheckOnly,
    /// `-O -C codegen-units=1`, a binary as a judge builds it.
    Optimised,
}

struct Job {
    id: String,
    source: PathBuf,
    /// The bundle's text, as written to `source`.
    code: String,
    inputs: Vec<PathBuf>,
    size: usize,
}

impl Job {
    /// Compiles the bundle under `edition`; the binary's path if one was built and rustc
    /// printed nothing, else `None` (with a failure pushed if it did not compile cleanly).
    fn compile(
        &self,
        options: &Options,
        edition: &str,
        build: Build,
        failures: &mut Vec<String>,
    ) -> Option<PathBuf> {
        let who = format!("{} (edition {edition})", self.id);
        let output = options.out_dir.join(match build {
            Build::CheckOnly => format!("{}-{edition}.rmeta", self.id),
            Build::Optimised => {
                format!("{}-{edition}{}", self.id, std::env::consts::EXE_SUFFIX)
            }
        });
        let mut args: Vec<OsString> = match build {
            Build::CheckOnly => vec!["--emit=metadata".into()],
            Build::Optimised => ["-O", "-C", "codegen-units=1"].map(OsString::from).to_vec(),
        };
        args.extend(
            [
                "--crate-type",
                "bin",
                "-D",
                "warnings",
                "-D",
                "dead_code",
                "--edition",
                edition,
            ]
            .map(OsString::from),
        );
        args.extend([OsString::from("-o"), output.clone().into()]);
        let command_line = std::iter::once(&options.rustc)
            .chain(&args)
            .chain([&self.source.clone().into()])
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ");
        let artifact = (build == Build::Optimised).then_some(output.as_path());
        match rustc_cache::run(
            &options.rustc,
            &args,
            &self.source,
            self.code.as_bytes(),
            artifact,
        ) {
            Err(e) => {
                failures.push(format!("{who}: cannot run {:?}: {e}", options.rustc));
                None
            }
            Ok(out) if !out.success || !out.stderr.is_empty() => {
                failures.push(format!(
                    "{who}: `{command_line}` {}:\n{}",
                    if out.success {
                        "printed diagnostics"
                    } else {
                        "failed"
                    },
                    String::from_utf8_lossy(&out.stderr)
                ));
                None
            }
            Ok(_) => (build == Build::Optimised).then_some(output),
        }
    }

    /// Runs the testdata and the bad inputs through `binary`; the part of the line that says
    /// how many.
    fn run_all(
        &self,
        binary: &Path,
        edition: &str,
        options: &Options,
        failures: &mut Vec<String>,
    ) -> String {
        let who = format!("{} (edition {edition})", self.id);
        for input_path in &self.inputs {
            if let Err(e) = check_case(binary, input_path, options.run_timeout) {
                failures.push(format!("{who}: {}: {e}", input_path.display()));
            }
        }
        let mut said = format!(", {} testdata cases", self.inputs.len());
        if let Some(dir) = &options.reference {
            let bad_cases =
                self.compare_bad_inputs(&who, binary, dir, options.run_timeout, failures);
            let _ = write!(said, ", {bad_cases} bad inputs as the workspace binary");
        }
        said
    }
}

impl Job {
    /// Runs the bad inputs through the bundle and the workspace binary in `reference_dir`;
    /// returns how many were compared.
    fn compare_bad_inputs(
        &self,
        who: &str,
        binary: &Path,
        reference_dir: &Path,
        timeout: Duration,
        failures: &mut Vec<String>,
    ) -> usize {
        let reference = reference_dir.join(format!("{}{}", self.id, std::env::consts::EXE_SUFFIX));
        if !reference.is_file() {
            failures.push(format!(
                "{who}: no workspace binary {} to compare bad input with (does the crate \
                 build?)",
                reference.display()
            ));
            return 0;
        }
        let cases = bad_inputs(&self.inputs);
        for (name, input) in &cases {
            if let Err(e) = same_behaviour(binary, &reference, input, timeout) {
                failures.push(format!("{who}: {name} input: {e}"));
            }
        }
        cases.len()
    }
}

/// Runs `binary` on one `.in` and compares with its `.out`, or for a bad input `bad-*.in`
/// with the exact `error:` line of its `.err`.
fn check_case(binary: &Path, input_path: &Path, timeout: Duration) -> Result<(), String> {
    let input = std::fs::read(input_path).map_err(|e| format!("cannot read: {e}"))?;
    let error_path = input_path.with_extension("err");
    if error_path.is_file() {
        let expected = std::fs::read(&error_path)
            .map_err(|e| format!("cannot read {}: {e}", error_path.display()))?;
        let run = run(binary, &input, timeout)?;
        if run.code != Some(1) || !run.stdout.is_empty() || run.stderr != expected {
            return Err(format!(
                "exit {:?}, {} stdout bytes, stderr {:?}; expected exit 1 and {:?}",
                run.code,
                run.stdout.len(),
                String::from_utf8_lossy(&run.stderr),
                String::from_utf8_lossy(&expected)
            ));
        }
        return Ok(());
    }
    let expected_path = input_path.with_extension("out");
    let expected = std::fs::read(&expected_path)
        .map_err(|e| format!("cannot read {}: {e}", expected_path.display()))?;
    let run = run(binary, &input, timeout)?;
    // The input contract allows one warning line for untidy but well-defined input (some
    // official samples repeat their sentinel); anything else on stderr is a failure.
    let stderr = String::from_utf8_lossy(&run.stderr);
    let at_most_a_warning =
        stderr.is_empty() || (stderr.starts_with("warning: ") && stderr.lines().count() == 1);
    if run.code != Some(0) || !at_most_a_warning {
        return Err(format!(
            "exit {:?}, stderr {:?}",
            run.code,
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    if run.stdout != expected {
        return Err(format!(
            "output differs from the .out: {}",
            first_difference(&expected, &run.stdout)
        ));
    }
    Ok(())
}

/// Whether the judge reads problem `id`'s output with a checker that accepts any valid answer:
/// `checker = true` under `[package.metadata.judge]` in its `Cargo.toml`. Its `.out` files are
/// then one valid answer each (a sample's is the official text, which may differ from ours), so
/// the bundle is held to the workspace binary's output instead, and the problem's own tests
/// judge the binary's answers with the checker.
fn judged_by_checker(workspace: &Workspace, id: &str) -> bool {
    let manifest = workspace.crate_dir(id).join("Cargo.toml");
    let Ok(text) = std::fs::read_to_string(manifest) else {
        return false;
    };
    let Ok(doc) = text.parse::<toml_edit::DocumentMut>() else {
        return false;
    };
    ["package", "metadata", "judge", "checker"]
        .iter()
        .try_fold(doc.as_item(), |item, key| item.get(key))
        .and_then(toml_edit::Item::as_bool)
        .unwrap_or(false)
}

/// For a problem judged by a checker: copies of its testdata cases under
/// `<out_dir>/<id>-as-the-binary-answers/`, each `.out` replaced by what the workspace binary
/// (`--reference`) prints for its input; `.err` cases and inputs without any expectation are
/// copied as they are, so that they are checked as before.
fn as_the_binary_answers(
    id: &str,
    inputs: &[PathBuf],
    options: &Options,
) -> Result<Vec<PathBuf>, String> {
    let reference_dir = options.reference.as_ref().ok_or_else(|| {
        "its answers are judged by a checker (any valid answer is accepted), so the bundle's \
         output is compared with the workspace binary's: give --reference DIR"
            .to_owned()
    })?;
    let reference = reference_dir.join(format!("{id}{}", std::env::consts::EXE_SUFFIX));
    let dir = options.out_dir.join(format!("{id}-as-the-binary-answers"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut copies = Vec::new();
    for input_path in inputs {
        let name = input_path
            .file_name()
            .ok_or("a testdata input without a name")?;
        let copy = dir.join(name);
        let write = |path: &Path, bytes: &[u8]| {
            std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
        };
        let input = std::fs::read(input_path)
            .map_err(|e| format!("cannot read {}: {e}", input_path.display()))?;
        write(&copy, &input)?;
        for stale in ["out", "err"] {
            let _ = std::fs::remove_file(copy.with_extension(stale));
        }
        let error_path = input_path.with_extension("err");
        if error_path.is_file() {
            let expected = std::fs::read(&error_path)
                .map_err(|e| format!("cannot read {}: {e}", error_path.display()))?;
            write(&copy.with_extension("err"), &expected)?;
        } else if input_path.with_extension("out").is_file() {
            let answer = run(&reference, &input, options.run_timeout)?;
            if answer.code != Some(0) {
                return Err(format!(
                    "the workspace binary {} exits {:?} on {}",
                    reference.display(),
                    answer.code,
                    input_path.display()
                ));
            }
            write(&copy.with_extension("out"), &answer.stdout)?;
        }
        copies.push(copy);
    }
    Ok(copies)
}

/// Inputs the problem must reject or handle exactly as the workspace binary does: nothing at
/// all, a stray word, and the first sample cut in half.
fn bad_inputs(inputs: &[PathBuf]) -> Vec<(String, Vec<u8>)> {
    let mut cases = vec![
        ("empty".to_owned(), Vec::new()),
        ("\"x\"".to_owned(), b"x\n".to_vec()),
    ];
    let sample = inputs
        .iter()
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("sample"))
        })
        .or_else(|| inputs.first());
    if let Some(path) = sample {
        if let Ok(bytes) = std::fs::read(path) {
            let half = bytes.len() / 2;
            let name = format!(
                "truncated {}",
                path.file_name().unwrap_or_default().to_string_lossy()
            );
            cases.push((name, bytes[..half].to_vec()));
        }
    }
    cases
}

fn same_behaviour(
    binary: &Path,
    reference: &Path,
    input: &[u8],
    timeout: Duration,
) -> Result<(), String> {
    let bundle = run(binary, input, timeout)?;
    let workspace = run(reference, input, timeout)?;
    if bundle.code != workspace.code
        || without_panic_location(&bundle.stderr) != without_panic_location(&workspace.stderr)
        || bundle.stdout != workspace.stdout
    {
        return Err(format!(
            "the bundle gives exit {:?}, stderr {:?}, {} stdout bytes; the workspace binary exit \
             {:?}, stderr {:?}, {} stdout bytes",
            bundle.code,
            String::from_utf8_lossy(&bundle.stderr),
            bundle.stdout.len(),
            workspace.code,
            String::from_utf8_lossy(&workspace.stderr),
            workspace.stdout.len()
        ));
    }
    Ok(())
}

/// The first line of the crate's `//!` overview (of `src/lib.rs`, else `src/main.rs`), after
/// the `//!`.
fn overview(workspace: &Workspace, id: &str) -> Option<String> {
    let src = workspace.crate_dir(id).join("src");
    ["lib.rs", "main.rs"].iter().find_map(|file| {
        let text = std::fs::read_to_string(src.join(file)).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("//!"))
            .filter(|rest| !rest.trim().is_empty())
            .map(str::to_owned)
    })
}

/// The two sources as token streams, compared (comments and layout aside).
fn same_tokens(a: &str, b: &str) -> Result<(), String> {
    let parse = |s: &str| {
        s.parse::<proc_macro2::TokenStream>()
            .map(|t| t.to_string())
            .map_err(|e| format!("does not parse: {e}"))
    };
    if parse(a)? == parse(b)? {
        Ok(())
    } else {
        Err("its tokens are not those of the bundle with comments".to_owned())
    }
}

/// stderr with the panic's first line left out: a proconio program panics on bad input, at a
/// place that moves when it is bundled, in a thread whose id changes (`thread 'main' (4242)
/// panicked at src/main.rs:5:9:`). The message, on the next line, is compared.
fn without_panic_location(stderr: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(stderr);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if line.contains("panicked at ") {
            out.push_str("<a panic>\n");
        } else {
            out.push_str(line);
        }
    }
    out.into_bytes()
}

/// Where two outputs first differ, for the failure message.
fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let expected_lines: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let got_lines: Vec<&[u8]> = got.split(|&b| b == b'\n').collect();
    for i in 0..expected_lines.len().max(got_lines.len()) {
        let (e, g) = (expected_lines.get(i), got_lines.get(i));
        if e != g {
            let show = |l: Option<&&[u8]>| {
                l.map_or_else(
                    || "<none>".to_owned(),
                    |l| format!("{:?}", String::from_utf8_lossy(l)),
                )
            };
            return format!("line {}: expected {}, got {}", i + 1, show(e), show(g));
        }
    }
    "no difference".to_owned()
}

/// A finished run.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// Runs `binary` with `input` on stdin, killing it after `timeout`.
///
/// # Errors
/// If it cannot start or runs too long.
pub fn run(binary: &Path, input: &[u8], timeout: Duration) -> Result<Run, String> {
    // As a judge runs it: no backtrace after a panic.
    let mut child = Command::new(binary)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let input = input.to_vec();
    // Separate threads so that no pipe can fill up and stall the program.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let err_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        bytes
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("{} ran longer than {timeout:?}", binary.display()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("cannot wait for {}: {e}", binary.display())),
        }
    };
    let _ = feeder.join();
    Ok(Run {
        code: status.code(),
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    })
}
