//! Crates from crates.io that a bundle may inline: found in the local cargo registry (no
//! network), at the version `Cargo.lock` pins, with the source patches that make them build
//! with the bundles' oldest compiler.

use crate::Error;
use std::path::{Path, PathBuf};

/// The crates.io packages a problem may depend on.
pub const SUPPORTED: &[&str] = &["proconio"];

/// The version of `package` in the workspace's `Cargo.lock`.
pub fn locked_version(workspace: &Path, package: &str) -> Result<String, Error> {
    let lock_path = workspace.join("Cargo.lock");
    let lock = std::fs::read_to_string(&lock_path)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", lock_path.display())))?;
    let doc: toml_edit::DocumentMut = lock
        .parse()
        .map_err(|e| Error::new(format!("{}: {e}", lock_path.display())))?;
    let versions: Vec<String> = doc
        .get("package")
        .and_then(toml_edit::Item::as_array_of_tables)
        .into_iter()
        .flatten()
        .filter(|t| t.get("name").and_then(toml_edit::Item::as_str) == Some(package))
        .filter_map(|t| {
            t.get("version")
                .and_then(toml_edit::Item::as_str)
                .map(str::to_owned)
        })
        .collect();
    match versions.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(Error::new(format!(
            "{package} is not in Cargo.lock (run `cargo fetch` once with network access)"
        ))),
        many => Err(Error::new(format!(
            "Cargo.lock has several versions of {package} ({}); the bundler needs one",
            many.join(", ")
        ))),
    }
}

/// `$CARGO_HOME/registry/src/<index>/<package>-<version>/`.
pub fn registry_source(package: &str, version: &str) -> Result<PathBuf, Error> {
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))
        .ok_or_else(|| Error::new("neither CARGO_HOME nor HOME is set"))?;
    let src = cargo_home.join("registry").join("src");
    let wanted = format!("{package}-{version}");
    let indexes = std::fs::read_dir(&src).map_err(|e| {
        Error::new(format!(
            "cannot list {}: {e} (the bundler reads {wanted} from the local cargo registry)",
            src.display()
        ))
    })?;
    let mut found: Vec<PathBuf> = indexes
        .filter_map(Result::ok)
        .map(|index| index.path().join(&wanted))
        .filter(|dir| dir.join("src").join("lib.rs").is_file())
        .collect();
    found.sort();
    found.into_iter().next().ok_or_else(|| {
        Error::new(format!(
            "{wanted} is not in the local cargo registry under {} (run `cargo fetch` once with \
             network access)",
            src.display()
        ))
    })
}

/// (licence, repository) from the package's own `Cargo.toml`.
pub fn package_metadata(dir: &Path) -> Result<(String, String), Error> {
    let path = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))?;
    let doc: toml_edit::DocumentMut = text
        .parse()
        .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
    let field = |name: &str| {
        doc.get("package")
            .and_then(|p| p.get(name))
            .and_then(toml_edit::Item::as_str)
            .map(str::to_owned)
    };
    let license = field("license").ok_or_else(|| {
        Error::new(format!(
            "{}: no `license` field, so it cannot be inlined",
            path.display()
        ))
    })?;
    Ok((license, field("repository").unwrap_or_default()))
}

/// The comment block at the top of a file (its copyright and licence notice), verbatim.
pub fn notice(lib_rs: &Path) -> Result<String, Error> {
    let text = std::fs::read_to_string(lib_rs)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", lib_rs.display())))?;
    let lines: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with("//") && !l.starts_with("///") && !l.starts_with("//!"))
        .collect();
    if lines.is_empty() {
        return Err(Error::new(format!(
            "{}: no copyright and licence comment at the top to keep in the bundle",
            lib_rs.display()
        )));
    }
    Ok(lines.join("\n"))
}

/// One exact replacement in a vendored crate's source.
struct Patch {
    package: &'static str,
    /// The file, relative to the package's `src/`.
    file: &'static str,
    find: &'static str,
    replace: &'static str,
}

/// `std::sync::OnceLock` needs Rust 1.70; the bundles promise 1.58. The lazily created stdin
/// reader becomes one leaked per thread instead of one per process, which is the same for a
/// program that reads its input from one thread. No `unsafe`.
const PROCONIO_ONCE_LOCK: &str =
    "pub static STDIN_SOURCE: OnceLock<Mutex<StdinSource<BufReader<Stdin>>>> = OnceLock::new();";
const PROCONIO_SHIM: &str = "pub static STDIN_SOURCE: StdinCell = StdinCell;

// scripts/bundle: `OnceLock` (Rust 1.70) replaced, so that the bundle builds with Rust 1.58.
// Each thread lazily creates (and leaks) one reader; programs read stdin from one thread.
#[doc(hidden)]
pub struct StdinCell;

impl StdinCell {
    pub fn get_or_init<F>(&self, init: F) -> &'static Mutex<StdinSource<BufReader<Stdin>>>
    where
        F: FnOnce() -> Mutex<StdinSource<BufReader<Stdin>>>,
    {
        type Shared = &'static Mutex<StdinSource<BufReader<Stdin>>>;
        thread_local! {
            static CELL: std::cell::Cell<Option<Shared>> = std::cell::Cell::new(None);
        }
        CELL.with(|cell| match cell.get() {
            Some(source) => source,
            None => {
                let source: Shared = Box::leak(Box::new(init()));
                cell.set(Some(source));
                source
            }
        })
    }
}";

const PATCHES: &[Patch] = &[
    Patch {
        package: "proconio",
        file: "lib.rs",
        find: "use std::sync::OnceLock;\n",
        replace: "",
    },
    Patch {
        package: "proconio",
        file: "lib.rs",
        find: PROCONIO_ONCE_LOCK,
        replace: PROCONIO_SHIM,
    },
    // Newer compilers warn that the box is unused (`Box::from_raw` is `#[must_use]`); dropping
    // it explicitly is what the statement did, without the warning the bundle check denies.
    Patch {
        package: "proconio",
        file: "source/tokens.rs",
        find: "unsafe { Box::from_raw(self.0.as_mut()) };",
        replace: "drop(unsafe { Box::from_raw(self.0.as_mut()) });",
    },
];

/// The source of `path` (a file under `src`, the package's source directory) as the bundle
/// gets it: with this module's patches, each of which must apply exactly once.
pub fn patch(package: &str, src: &Path, path: &Path, mut text: String) -> Result<String, Error> {
    let relative = path.strip_prefix(src).unwrap_or(path);
    for p in PATCHES {
        if p.package != package || relative != Path::new(p.file) {
            continue;
        }
        if text.matches(p.find).count() != 1 {
            return Err(Error::new(format!(
                "{}: the bundler's patch replacing {:?} no longer applies; this {package} \
                 version needs its patches in scripts/bundle/src/vendor.rs updated",
                path.display(),
                p.find.lines().next().unwrap_or_default()
            )));
        }
        text = text.replacen(p.find, p.replace, 1);
    }
    Ok(text)
}
