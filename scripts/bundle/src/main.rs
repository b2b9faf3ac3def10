//! `cargo run -p bundle -- [--strip-comments] <id>... | --all` writes `target/bundle/<id>.rs`
//! for each problem and prints a table of sizes and items kept.
//! `... --check [--rustc R] [--editions 2018,2021] [--out-dir D] [--reference D] <id>... | --all`
//! compiles the bundles with plain rustc and runs them over the testdata.

use bundle::check::{self, Options};
use bundle::{Workspace, SIZE_LIMIT};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str =
    "usage: cargo run -p bundle -- [--root DIR] [--strip-comments] (<id>... | --all)
       cargo run -p bundle -- --check [--rustc RUSTC] [--editions 2015,2018,2021,2024]
                              [--out-dir DIR] [--reference DIR] (<id>... | --all)
Writes target/bundle/<id>.rs: the crate problems/<id> (or examples/<id>) and only the items of
gamecore and proconio that its main uses, in one file, with the problem's comments and each
library module's summary (--strip-comments: none, for the shortest file).
--check compiles each bundle with plain rustc per edition (warnings and dead code denied), runs
it on testdata/<id>/*.in, and checks that the comment-free bundle is the same code; with
--reference DIR (the workspace's built binaries) bad input must also behave as DIR/<id> does.
A problem judged by a checker ([package.metadata.judge] checker = true) is compared with
DIR/<id>'s output instead of its .out files, so it needs --reference.";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<ExitCode, String> {
    // `--root DIR`: another checkout (the bundler's own tests use throwaway ones).
    let workspace = match args.iter().position(|a| a == "--root") {
        Some(at) => {
            let dir = args
                .get(at + 1)
                .ok_or(format!("--root needs a value\n{USAGE}"))?;
            Workspace::new(dir)
        }
        None => Workspace::this(),
    };
    let mut ids = Vec::new();
    let mut all = false;
    let mut check_mode = false;
    let mut bundle_options = bundle::BundleOptions::default();
    let mut options = Options {
        rustc: "rustc".into(),
        editions: ["2015", "2018", "2021", "2024"].map(String::from).to_vec(),
        out_dir: workspace.bundle_dir().join("check"),
        reference: None,
        jobs: std::thread::available_parallelism().map_or(2, usize::from),
        run_timeout: Duration::from_secs(60),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--all" => all = true,
            "--root" => {
                value("--root")?;
            }
            "--check" => check_mode = true,
            "--strip-comments" => bundle_options.strip_comments = true,
            "--rustc" => options.rustc = value("--rustc")?.into(),
            "--editions" => {
                options.editions = value("--editions")?.split(',').map(str::to_owned).collect();
            }
            "--out-dir" => options.out_dir = PathBuf::from(value("--out-dir")?),
            "--reference" => options.reference = Some(PathBuf::from(value("--reference")?)),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}\n{USAGE}")),
            id => ids.push(id.to_owned()),
        }
    }
    let known = workspace.problems().map_err(|e| e.to_string())?;
    if all {
        ids.extend(known.iter().cloned());
    } else if ids.is_empty() {
        return Err(USAGE.to_owned());
    }
    if let Some(unknown) = ids.iter().find(|id| !known.contains(id)) {
        return Err(format!(
            "no crate {unknown:?} under problems/ or examples/ (known: {})",
            known.join(" ")
        ));
    }

    if check_mode {
        let outcome = check::check(&workspace, &ids, &options);
        for line in &outcome.lines {
            println!("{line}");
        }
        for failure in &outcome.failures {
            eprintln!("FAILED {failure}");
        }
        return Ok(if outcome.failures.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }

    write_bundles(&workspace, &ids, bundle_options)
}

/// Writes `target/bundle/<id>.rs` for each id and prints the table.
fn write_bundles(
    workspace: &Workspace,
    ids: &[String],
    bundle_options: bundle::BundleOptions,
) -> Result<ExitCode, String> {
    let dir = workspace.bundle_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut failed = false;
    println!(
        "{:<16} {:>7} {:>8} {:>6} {:>8} {:>6} {:>10} {:>13}  written to {}",
        "problem",
        "bytes",
        "problem",
        "scan",
        "library",
        "lines",
        "items kept",
        "items dropped",
        dir.strip_prefix(workspace.root()).unwrap_or(&dir).display()
    );
    let mut sizes = Vec::new();
    for id in ids {
        match workspace.bundle_with(id, bundle_options) {
            Ok(bundle) => {
                let path = dir.join(format!("{id}.rs"));
                std::fs::write(&path, &bundle.source)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                let size = bundle.source.len();
                let over = size > SIZE_LIMIT;
                failed |= over;
                // The summary is about the problems (examples/ show other set-ups).
                if workspace
                    .crate_dir(id)
                    .starts_with(workspace.root().join("problems"))
                {
                    sizes.push(size);
                }
                let parts = bundle.parts;
                println!(
                    "{id:<16} {size:>7} {:>8} {:>6} {:>8} {:>6} {:>10} {:>13}{}",
                    parts.problem,
                    parts.scan,
                    parts.library,
                    bundle.source.lines().count(),
                    bundle.kept,
                    bundle.dropped,
                    if over { "  OVER THE 64 KiB LIMIT" } else { "" },
                );
            }
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    sizes.sort_unstable();
    if let (Some(smallest), Some(largest)) = (sizes.first(), sizes.last()) {
        println!(
            "{} problems: smallest {smallest}, median {}, largest {largest} bytes (problem: the \
             header, main and the problem's crate; scan: gamecore::scan; library: the rest)",
            sizes.len(),
            sizes[(sizes.len() - 1) / 2],
        );
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
