//! A cache of rustc's successful runs on bundles, so that a warm test run does not compile
//! again what has not changed: keyed by the compiler (`rustc -vV`, its version and commit),
//! every flag and the source's bytes, it keeps a run's diagnostics and, for a build, its
//! binary. Only runs that succeeded are kept; a failure is compiled again each time, so its
//! message is always rustc's own. Off unless a directory is given ([`use_dir`]): the bundle
//! check's tests keep it under the target directory, and a fresh checkout compiles everything.
//!
//! The same compiler given the same flags and source gives the same verdict, so a hit answers
//! exactly what compiling again would; two keys of 128 bits collide with negligible odds.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::hash::{Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

static DIR: OnceLock<PathBuf> = OnceLock::new();

/// Keeps rustc's successful runs in `dir` (created when needed) from now on in this process.
/// The first directory given stays: later calls with another one are ignored.
///
/// A cache that has grown past [`MAX_BYTES`] (old bundles' binaries pile up as the code
/// changes) is emptied first, once per process.
pub fn use_dir(dir: &Path) {
    if DIR.set(dir.to_path_buf()).is_ok() && size_of_files(dir) > MAX_BYTES {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// The most the cache directory may hold before [`use_dir`] empties it: about seven full sets
/// of the workspace's bundle binaries and checks (one set is about 150 MB).
pub const MAX_BYTES: u64 = 1 << 30;

fn size_of_files(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(|entry| entry.ok()?.metadata().ok())
        .map(|metadata| metadata.len())
        .sum()
}

/// What a rustc run said: whether it succeeded, and its diagnostics.
pub struct Verdict {
    pub success: bool,
    pub stderr: Vec<u8>,
}

/// Runs `rustc` with `flags`, then `source_path` (whose bytes are `source`), writing `artifact`
/// if the flags ask for one, unless the cache holds a successful run of the same compiler on the
/// same flags and bytes: then its diagnostics are returned and its artifact linked to
/// `artifact` (the cache and the artifact must be on one file system, or nothing is reused).
/// `flags` must not name files whose contents matter (the output path may be among them only
/// as `-o` or `--out-dir`, whose value is left out of the key).
///
/// # Errors
/// rustc cannot be started.
pub fn run(
    rustc: &OsStr,
    flags: &[OsString],
    source_path: &Path,
    source: &[u8],
    artifact: Option<&Path>,
) -> io::Result<Verdict> {
    run_in(
        DIR.get().map(PathBuf::as_path),
        rustc,
        flags,
        source_path,
        source,
        artifact,
    )
}

/// [`run`] with the cache in `dir` (none: compile).
fn run_in(
    dir: Option<&Path>,
    rustc: &OsStr,
    flags: &[OsString],
    source_path: &Path,
    source: &[u8],
    artifact: Option<&Path>,
) -> io::Result<Verdict> {
    let key = dir.and_then(|dir| Some((dir, key(rustc, flags, source)?)));
    if let Some((dir, key)) = &key {
        if let Some(verdict) = lookup(dir, key, artifact) {
            return Ok(verdict);
        }
    }
    if let Some(artifact) = artifact {
        // It may be a link to a cached binary: rustc must make a new file, not write into it.
        let _ = std::fs::remove_file(artifact);
    }
    let Output { status, stderr, .. } =
        Command::new(rustc).args(flags).arg(source_path).output()?;
    let verdict = Verdict {
        success: status.success(),
        stderr,
    };
    if let (Some((dir, key)), true) = (&key, verdict.success) {
        // A cache that cannot be written only means compiling again next time.
        let _ = store(dir, key, &verdict.stderr, artifact);
    }
    Ok(verdict)
}

/// The run's key: the compiler's `-vV`, the flags (output paths left out) and the source.
fn key(rustc: &OsStr, flags: &[OsString], source: &[u8]) -> Option<String> {
    let identity = identity(rustc)?;
    let halves = [0u8, 1].map(|seed| {
        let mut hasher = DefaultHasher::new();
        seed.hash(&mut hasher);
        identity.hash(&mut hasher);
        let mut skip_value = false;
        for flag in flags {
            if std::mem::take(&mut skip_value) {
                continue;
            }
            skip_value = flag == "-o" || flag == "--out-dir";
            flag.hash(&mut hasher);
        }
        source.hash(&mut hasher);
        hasher.finish()
    });
    Some(format!("{:016x}{:016x}", halves[0], halves[1]))
}

/// `rustc -vV` (version, commit hash, host, LLVM), asked once per compiler and process;
/// `None` if it cannot be asked, and then nothing is cached.
fn identity(rustc: &OsStr) -> Option<Vec<u8>> {
    static KNOWN: OnceLock<Mutex<HashMap<OsString, Option<Vec<u8>>>>> = OnceLock::new();
    let mut known = KNOWN
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    known
        .entry(rustc.to_owned())
        .or_insert_with(|| {
            let out = Command::new(rustc).arg("-vV").output().ok()?;
            out.status.success().then_some(out.stdout)
        })
        .clone()
}

/// Artifacts are hard-linked, never written: a binary open for writing in this process when
/// another thread starts a program would make running it fail ("text file busy").
fn lookup(dir: &Path, key: &str, artifact: Option<&Path>) -> Option<Verdict> {
    let stderr = std::fs::read(dir.join(format!("{key}.stderr"))).ok()?;
    if let Some(artifact) = artifact {
        let _ = std::fs::remove_file(artifact);
        std::fs::hard_link(dir.join(format!("{key}.bin")), artifact).ok()?;
    }
    Some(Verdict {
        success: true,
        stderr,
    })
}

/// Links the artifact first and writes the diagnostics last, each under a temporary name
/// renamed into place, so that a key's `.stderr` exists only once everything of it is complete (jobs
/// in parallel may store the same key; the last rename wins with the same bytes).
fn store(dir: &Path, key: &str, stderr: &[u8], artifact: Option<&Path>) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let unique = format!("{}-{:?}", std::process::id(), std::thread::current().id());
    let put = |name: String, write: &dyn Fn(&Path) -> io::Result<()>| {
        let temporary = dir.join(format!("{name}.{unique}.tmp"));
        write(&temporary)?;
        std::fs::rename(&temporary, dir.join(name))
    };
    if let Some(artifact) = artifact {
        put(format!("{key}.bin"), &|to| std::fs::hard_link(artifact, to))?;
    }
    put(format!("{key}.stderr"), &|to| std::fs::write(to, stderr))
}

#[cfg(all(test, unix))]
mod tests {
    use super::run_in;
    use std::ffi::OsString;
    use std::os::unix::fs::PermissionsExt;
    use std::path::{Path, PathBuf};

    /// A stand-in for rustc that logs each compilation, fails on a source holding `fail`, and
    /// otherwise writes a program printing the source's first line to the `-o` path.
    fn fake_rustc(dir: &Path) -> PathBuf {
        let path = dir.join("fake-rustc");
        let log = dir.join("log");
        std::fs::write(
            &path,
            format!(
                "#!/bin/sh\n\
                 [ \"$1\" = -vV ] && {{ echo 'rustc 0.0.0-fake'; exit 0; }}\n\
                 echo run >> '{}'\n\
                 out=\"$2\"; src=\"$3\"\n\
                 grep -q fail \"$src\" && {{ echo 'error: asked to fail' >&2; exit 1; }}\n\
                 printf '#!/bin/sh\\necho %s\\n' \"$(head -n 1 \"$src\")\" > \"$out\"\n\
                 chmod +x \"$out\"; echo 'warning: kept' >&2\n",
                log.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn runs(dir: &Path) -> usize {
        std::fs::read_to_string(dir.join("log")).map_or(0, |log| log.lines().count())
    }

    #[test]
    fn a_success_is_reused_for_the_same_bytes_and_a_failure_never() {
        let dir = std::env::temp_dir().join(format!("rustc-cache-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let rustc = fake_rustc(&dir);
        let cache = dir.join("cache");
        let source_path = dir.join("main.rs");
        let binary = dir.join("main");
        let flags: Vec<OsString> = vec!["-o".into(), binary.clone().into()];
        let compile = |text: &str, cache: Option<&Path>| {
            std::fs::write(&source_path, text).unwrap();
            run_in(
                cache,
                rustc.as_os_str(),
                &flags,
                &source_path,
                text.as_bytes(),
                Some(&binary),
            )
            .unwrap()
        };
        let printed = || {
            let out = std::process::Command::new(&binary).output().unwrap();
            String::from_utf8(out.stdout).unwrap()
        };
        for (text, runs_after) in [("one", 1), ("one", 1), ("two", 2), ("one", 2), ("two", 2)] {
            let verdict = compile(text, Some(&cache));
            assert!(verdict.success);
            assert_eq!(verdict.stderr, b"warning: kept\n");
            assert_eq!(printed(), format!("{text}\n"), "after {text}");
            assert_eq!(runs(&dir), runs_after, "after {text}");
        }
        for runs_after in [3, 4] {
            let verdict = compile("fail", Some(&cache));
            assert!(!verdict.success);
            assert_eq!(verdict.stderr, b"error: asked to fail\n");
            assert_eq!(runs(&dir), runs_after);
        }
        // Without a cache, everything compiles.
        compile("one", None);
        assert_eq!(runs(&dir), 5);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
