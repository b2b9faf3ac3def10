//! `cargo run -p bundle -- <id>... | --all` writes `target/bundle/<id>.rs` for each problem.
//! `... --check [--rustc R] [--editions 2018,2021] [--out-dir D] [--reference D] <id>... | --all`
//! compiles the bundles with plain rustc and runs them over the testdata.

use bundle::check::{self, Options};
use bundle::{Workspace, SIZE_LIMIT};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: cargo run -p bundle -- (<id>... | --all)
       cargo run -p bundle -- --check [--rustc RUSTC] [--editions 2018,2021,2024]
                              [--out-dir DIR] [--reference DIR] (<id>... | --all)
Writes target/bundle/<id>.rs: problems/<id> and the gamecore modules it uses, in one file.
--check compiles each bundle with plain rustc per edition (warnings denied) and runs it on
testdata/<id>/*.in; with --reference DIR (the workspace's built binaries) bad input must also
behave as DIR/<id> does.";

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
    let workspace = Workspace::this();
    let mut ids = Vec::new();
    let mut all = false;
    let mut check_mode = false;
    let mut options = Options {
        rustc: "rustc".into(),
        editions: vec!["2018".into(), "2021".into(), "2024".into()],
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
            "--check" => check_mode = true,
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
            "no problem {unknown:?} under problems/ (known: {})",
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

    let dir = workspace.bundle_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut failed = false;
    for id in &ids {
        match workspace.bundle(id) {
            Ok(bundle) => {
                let path = dir.join(format!("{id}.rs"));
                std::fs::write(&path, &bundle.source)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                let shown = path.strip_prefix(workspace.root()).unwrap_or(&path);
                let size = bundle.source.len();
                let over = size > SIZE_LIMIT;
                failed |= over;
                println!(
                    "{:<32} {size:>6} bytes{}  (gamecore: {})",
                    shown.display().to_string(),
                    if over { " OVER THE 64 KiB LIMIT" } else { "" },
                    if bundle.modules.is_empty() {
                        "none".to_owned()
                    } else {
                        bundle.modules.join(", ")
                    }
                );
            }
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
