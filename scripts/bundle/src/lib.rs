//! Writes one standalone source file per problem: the problem crate (`src/main.rs`, with
//! `src/lib.rs` as `mod <crate>`) plus only the items of gamecore (as `mod gamecore`) and of
//! proconio (as `mod proconio`, from the local cargo registry) that `main` reaches. The items
//! are copied as written and indented with tabs; the problem's comments stay (doc comments as
//! plain `//` comments), the libraries' are cut to each module's summary.
//!
//! How reachability is decided is in `reach`; how the text is produced, in `emit`.

pub mod check;
mod confirm;
mod emit;
mod lex;
mod model;
mod reach;
pub mod rustc_cache;
mod vendor;

use emit::LibraryComments;
pub use emit::UNREAD_FIELD;
use model::{CrateKind, ItemKind, Program};
use std::cell::RefCell;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The core library's crate name.
pub const CORE: &str = "gamecore";

/// gamecore's crate id in a program: it is read first.
const CORE_CRATE: usize = 0;

/// Codeforces' source limit, the smallest of the judges we submit to.
pub const SIZE_LIMIT: usize = 64 * 1024;

/// The directories holding bundle-able crates, each crate in `<dir>/<id>/`.
pub const CRATE_DIRS: [&str; 2] = ["problems", "examples"];

/// A bundling failure: one message naming the file or problem at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub fn new(message: impl Into<String>) -> Self {
        Self(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// The workspace checkout: `core/`, `problems/<id>/`, `examples/<id>/`, `testdata/<id>/`.
///
/// gamecore is read once per `Workspace` and thread (reading it is most of the work of a
/// bundle); a `Workspace` made afterwards sees edited files.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
    /// Which `Workspace` this is, for the cache of the read gamecore (a clone shares it).
    id: u64,
}

thread_local! {
    /// The last gamecore read in this thread, with the id of its `Workspace`. Per thread,
    /// because the positions in a parsed file are kept in proc-macro2's per-thread source map.
    static READ_CORE: RefCell<Option<(u64, Program)>> = const { RefCell::new(None) };
}

/// How to write a bundle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BundleOptions {
    /// Drop every comment (the shortest file); a vendored crate's licence notice stays.
    pub strip_comments: bool,
}

/// One bundled problem.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The problem id (its directory under `problems/` or `examples/`).
    pub id: String,
    /// The whole standalone source file.
    pub source: String,
    /// The gamecore modules with something in the bundle, in `core/src/lib.rs` order.
    pub modules: Vec<String>,
    /// Items (functions, types, traits, impls and their members, consts, statics, macros) of
    /// all the crates read that are in the bundle...
    pub kept: usize,
    /// ...and that are not.
    pub dropped: usize,
    /// Whether rustc compiled the bundle and found no dead code in it (false if rustc could not
    /// be run, or the file does not compile).
    pub confirmed: bool,
    /// Where the bytes of `source` come from.
    pub parts: Parts,
}

/// The bytes of a bundle by origin: they add up to its length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// The header, `main` and the problem's own crate.
    pub problem: usize,
    /// `gamecore::scan`, the reader.
    pub scan: usize,
    /// The rest of gamecore and any vendored crate.
    pub library: usize,
}

impl Parts {
    /// Splits `source` at its library modules (`mod <name> {` at the top level, for gamecore
    /// and each vendored crate of `program`) and at gamecore's `scan` module inside.
    fn of(source: &str, program: &Program) -> Self {
        let problem = program
            .crates
            .iter()
            .filter(|c| matches!(c.kind, CrateKind::Core | CrateKind::Vendored { .. }))
            .filter_map(|c| source.find(&format!("\nmod {} {{\n", c.name)))
            .min()
            .map_or(source.len(), |at| at + 1);
        let scan = source
            .find("\nmod gamecore {\n")
            .and_then(|core| {
                let start = core + source[core..].find("\n\tpub mod scan {\n")? + 1;
                let end = start + source[start..].find("\n\t}\n")? + 4;
                Some(end - start)
            })
            .unwrap_or(0);
        Self {
            problem,
            scan,
            library: source.len() - problem - scan,
        }
    }
}

impl Workspace {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        static NEXT_ID: AtomicU64 = AtomicU64::new(0);
        Self {
            root: root.into(),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// The workspace this crate was built in.
    pub fn this() -> Self {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        Self::new(root.canonicalize().unwrap_or(root))
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where `cargo run -p bundle` writes its files: `target/bundle/`.
    pub fn bundle_dir(&self) -> PathBuf {
        self.root.join("target").join("bundle")
    }

    /// Every crate id: each directory `problems/<id>/` or `examples/<id>/` holding a
    /// `Cargo.toml`, sorted.
    ///
    /// # Errors
    /// If `problems/` cannot be read.
    pub fn problems(&self) -> Result<Vec<String>, Error> {
        let mut ids = Vec::new();
        for dir_name in CRATE_DIRS {
            let dir = self.root.join(dir_name);
            let entries = match std::fs::read_dir(&dir) {
                Ok(entries) => entries,
                Err(_) if dir_name != "problems" && !dir.exists() => continue,
                Err(e) => return Err(Error::new(format!("cannot list {}: {e}", dir.display()))),
            };
            ids.extend(
                entries
                    .filter_map(Result::ok)
                    .filter(|e| e.path().join("Cargo.toml").is_file())
                    .filter_map(|e| e.file_name().to_str().map(str::to_owned)),
            );
        }
        ids.sort();
        Ok(ids)
    }

    /// The crate directory of `id`.
    pub fn crate_dir(&self, id: &str) -> PathBuf {
        CRATE_DIRS
            .iter()
            .map(|d| self.root.join(d).join(id))
            .find(|d| d.join("Cargo.toml").is_file())
            .unwrap_or_else(|| self.root.join("problems").join(id))
    }

    /// Every `testdata/<id>/*.in`, sorted.
    ///
    /// # Errors
    /// If the directory cannot be read.
    pub fn testdata(&self, id: &str) -> Result<Vec<PathBuf>, Error> {
        let dir = self.root.join("testdata").join(id);
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| Error::new(format!("cannot list {}: {e}", dir.display())))?;
        let mut inputs: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "in"))
            .collect();
        inputs.sort();
        Ok(inputs)
    }

    /// Bundles problem `id` with comments.
    ///
    /// # Errors
    /// As [`Workspace::bundle_with`].
    pub fn bundle(&self, id: &str) -> Result<Bundle, Error> {
        self.bundle_with(id, BundleOptions::default())
    }

    /// Bundles problem `id`.
    ///
    /// # Errors
    /// If the crate depends on anything but gamecore and proconio, has a build script, or a
    /// file cannot be read or parsed; if proconio is not in the local cargo registry.
    pub fn bundle_with(&self, id: &str, options: BundleOptions) -> Result<Bundle, Error> {
        let prepared = self.prepare(id)?;
        Ok(if options.strip_comments {
            prepared.stripped(&prepared.with_summaries())
        } else {
            prepared.commented()
        })
    }

    /// Bundles problem `id` with comments and without (`--strip-comments`): the same code, read
    /// and confirmed by rustc once for both.
    ///
    /// # Errors
    /// As [`Workspace::bundle_with`].
    pub fn bundle_both(&self, id: &str) -> Result<(Bundle, Bundle), Error> {
        let prepared = self.prepare(id)?;
        let summaries = prepared.with_summaries();
        let stripped = prepared.stripped(&summaries);
        let commented = if summaries.len() <= SIZE_LIMIT {
            prepared.finish(summaries)
        } else {
            prepared.commented()
        };
        Ok((commented, stripped))
    }

    /// Reads problem `id` and decides what goes into its bundle.
    fn prepare(&self, id: &str) -> Result<Prepared, Error> {
        let dir = self.crate_dir(id);
        let manifest = check_manifest(&dir.join("Cargo.toml"), id)?;
        if dir.join("build.rs").exists() {
            return Err(Error::new(format!(
                "{id}: build.rs is not supported by the bundler"
            )));
        }
        let src = dir.join("src");
        let main_path = src.join("main.rs");
        if !main_path.is_file() {
            return Err(Error::new(format!("{id}: no src/main.rs")));
        }

        let (program, crate_order) = self.load(&src, &manifest)?;
        // The syntax keeps a superset of what is used; rustc, which knows the types, confirms,
        // and what it still finds dead is left out in the next round.
        let mut blocked = reach::Blocked::default();
        let mut reach = reach::reach(&program, &blocked);
        let mut confirmed = false;
        for _round in 0..8 {
            let (raw, segments) = emit::Emitter::new(&program, &reach, LibraryComments::All)
                .emit_raw("", &crate_order);
            let Some(dead) = confirm::dead_names(&raw) else {
                break;
            };

            if dead.is_empty() {
                confirmed = true;
                break;
            }
            if confirm::block(&program, &segments, &dead, &mut blocked) == 0 {
                break;
            }
            reach = reach::reach(&program, &blocked);
        }
        let (kept, dropped) = count(&program, &reach);
        let emitter = emit::Emitter::new(&program, &reach, LibraryComments::All);
        let modules: Vec<String> = program
            .crates
            .iter()
            .filter(|c| c.kind == CrateKind::Core)
            .flat_map(|c| program.modules[c.root].items.iter())
            .filter_map(|&it| {
                let item = &program.items[it];
                let child = item.child?;
                emitter
                    .module_live(child)
                    .then(|| program.modules[child].name.clone())
            })
            .collect();
        let crate_dir = dir
            .strip_prefix(&self.root)
            .unwrap_or(&dir)
            .display()
            .to_string();
        let first_line = format!(
            "// {id}: generated by scripts/bundle from {crate_dir}; edit the crate, not this file.\n"
        );
        Ok(Prepared {
            id: id.to_owned(),
            program,
            crate_order,
            reach,
            confirmed,
            kept,
            dropped,
            modules,
            first_line,
        })
    }

    /// A program holding gamecore alone, as crate [`CORE_CRATE`]: read from `core/src` the
    /// first time in this thread, a copy afterwards.
    fn read_core(&self) -> Result<Program, Error> {
        READ_CORE.with(|cache| {
            if let Some((id, program)) = &*cache.borrow() {
                if *id == self.id {
                    return Ok(program.clone());
                }
            }
            let mut program = Program::default();
            let core = program.load_crate(
                CORE,
                CrateKind::Core,
                &self.root.join("core").join("src").join("lib.rs"),
                &|_: &Path, text: String| Ok(text),
            )?;
            debug_assert_eq!(core, CORE_CRATE);
            *cache.borrow_mut() = Some((self.id, program.clone()));
            Ok(program)
        })
    }

    /// Every crate of the bundle: main, the problem library, gamecore and vendored crates, with
    /// the order their modules go in.
    fn load(&self, src: &Path, manifest: &Manifest) -> Result<(Program, Vec<usize>), Error> {
        let main_path = src.join("main.rs");
        let no_patch = |_: &Path, text: String| Ok(text);
        let mut externs = Vec::new();
        let mut program = if manifest.uses_core {
            let program = self.read_core()?;
            externs.push((CORE.to_owned(), CORE_CRATE));
            program
        } else {
            Program::default()
        };
        let main = program.load_crate("", CrateKind::Main, &main_path, &no_patch)?;
        for package in &manifest.vendored {
            let version = vendor::locked_version(&self.root, package)?;
            let source = vendor::registry_source(package, &version)?;
            let (license, repository) = vendor::package_metadata(&source)?;
            let lib_rs = source.join("src").join("lib.rs");
            let kind = CrateKind::Vendored {
                package: package.clone(),
                version,
                notice: vendor::notice(&lib_rs)?,
                license,
                repository,
            };
            let src = source.join("src");
            let patch = |path: &Path, text: String| vendor::patch(package, &src, path, text);
            let krate = program.load_crate(package, kind, &lib_rs, &patch)?;
            externs.push((package.clone(), krate));
        }
        let lib_path = src.join("lib.rs");
        if lib_path.is_file() {
            let lib =
                program.load_crate(&manifest.lib_name, CrateKind::Library, &lib_path, &no_patch)?;
            program.crates[lib].externs.clone_from(&externs);
            program.crates[main]
                .externs
                .push((manifest.lib_name.clone(), lib));
        }
        program.crates[main].externs.extend(externs);
        // Keep the order: main, the library, gamecore, then vendored crates.
        let order = |kind: &CrateKind| match kind {
            CrateKind::Main => 0,
            CrateKind::Library => 1,
            CrateKind::Core => 2,
            CrateKind::Vendored { .. } => 3,
        };
        let mut crate_order: Vec<usize> = (0..program.crates.len()).collect();
        crate_order.sort_by_key(|&c| order(&program.crates[c].kind));
        Ok((program, crate_order))
    }
}

/// A problem read and its reach decided: what both of its bundles are written from.
struct Prepared {
    id: String,
    program: Program,
    crate_order: Vec<usize>,
    reach: reach::Reach,
    confirmed: bool,
    kept: usize,
    dropped: usize,
    modules: Vec<String>,
    /// The header's first line, the only comment a `--strip-comments` bundle keeps.
    first_line: String,
}

impl Prepared {
    /// The whole file with the libraries' comments at `level`.
    fn emit(&self, level: LibraryComments) -> String {
        let cut = match level {
            LibraryComments::All => "",
            LibraryComments::Summaries => {
                "// The libraries' documentation is in their sources (gamecore: core/src); \
                 here each module's summary.\n"
            }
            LibraryComments::None => {
                "// To stay under 64 KiB, the libraries' comments are left out (see core/src).\n"
            }
        };
        // Only the kept count: the library's total would rewrite every bundle whenever gamecore
        // gains an item, and a bundle should change only when what it holds changes.
        let header = format!(
            "{}// Regenerate: cargo run -p bundle -- {}   (all: make bundle; shortest: add \
             --strip-comments)\n// Only what main uses is here: {} items. It builds with \
             Rust 1.58 or newer, any edition.\n{cut}\n",
            self.first_line, self.id, self.kept,
        );
        emit::with_tabs(
            &emit::Emitter::new(&self.program, &self.reach, level)
                .emit_in_order(&header, &self.crate_order),
        )
    }

    /// The file with each library module's summary.
    fn with_summaries(&self) -> String {
        self.emit(LibraryComments::Summaries)
    }

    /// The bundle with comments: the libraries' summaries if they fit, else none (the
    /// problem's comments always stay).
    fn commented(&self) -> Bundle {
        let summaries = self.with_summaries();
        self.finish(if summaries.len() <= SIZE_LIMIT {
            summaries
        } else {
            self.emit(LibraryComments::None)
        })
    }

    /// The `--strip-comments` bundle, from the file with summaries.
    fn stripped(&self, summaries: &str) -> Bundle {
        self.finish(format!(
            "{}{}",
            self.first_line,
            emit::strip_comments(summaries)
        ))
    }

    fn finish(&self, source: String) -> Bundle {
        Bundle {
            id: self.id.clone(),
            modules: self.modules.clone(),
            kept: self.kept,
            dropped: self.dropped,
            confirmed: self.confirmed,
            parts: Parts::of(&source, &self.program),
            source,
        }
    }
}

/// Items and members kept and dropped.
fn count(program: &Program, reach: &reach::Reach) -> (usize, usize) {
    let mut kept = 0;
    let mut total = 0;
    for (it, item) in program.items.iter().enumerate() {
        if matches!(item.kind, ItemKind::Mod | ItemKind::Use | ItemKind::Other) {
            continue;
        }
        total += 1;
        kept += usize::from(reach.items[it]);
        for (mi, member) in item.members.iter().enumerate() {
            if !member.excluded {
                total += 1;
                kept += usize::from(reach.items[it] && reach.members[it][mi]);
            }
        }
    }
    (kept, total - kept)
}

/// What the problem manifest allows the bundler to do.
struct Manifest {
    lib_name: String,
    uses_core: bool,
    vendored: Vec<String>,
}

/// Checks the problem manifest: dependencies must be gamecore or a supported crates.io crate
/// with no features.
fn check_manifest(path: &Path, id: &str) -> Result<Manifest, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))?;
    let doc: toml_edit::DocumentMut = text
        .parse()
        .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
    let mut tables: Vec<(String, &toml_edit::Item)> = Vec::new();
    for key in ["dependencies", "build-dependencies"] {
        if let Some(table) = doc.get(key) {
            tables.push((key.to_owned(), table));
        }
    }
    if let Some(targets) = doc.get("target").and_then(toml_edit::Item::as_table_like) {
        for (target, table) in targets.iter() {
            for key in ["dependencies", "build-dependencies"] {
                if let Some(deps) = table.get(key) {
                    tables.push((format!("target.{target}.{key}"), deps));
                }
            }
        }
    }
    let allowed = || {
        format!(
            "problem code may use only std, {CORE} and {} (judges take one file, no external \
             crates)",
            vendor::SUPPORTED.join(", ")
        )
    };
    let mut uses_core = false;
    let mut vendored = Vec::new();
    for (section, table) in tables {
        let Some(table) = table.as_table_like() else {
            continue;
        };
        for (name, spec) in table.iter() {
            let package = spec
                .as_table_like()
                .and_then(|t| t.get("package"))
                .and_then(toml_edit::Item::as_str)
                .unwrap_or(name);
            if section != "dependencies" || name != package {
                return Err(Error::new(format!(
                    "{id}: [{section}] has `{name}`: {}",
                    allowed()
                )));
            }
            if name == CORE {
                uses_core = true;
            } else if vendor::SUPPORTED.contains(&name) {
                let features = spec
                    .as_table_like()
                    .and_then(|t| t.get("features"))
                    .and_then(toml_edit::Item::as_array)
                    .is_some_and(|a| !a.is_empty());
                if features {
                    return Err(Error::new(format!(
                        "{id}: `{name}` with features cannot be bundled (only its default, \
                         std-only part can)"
                    )));
                }
                vendored.push(name.to_owned());
            } else {
                return Err(Error::new(format!(
                    "{id}: [{section}] has `{name}`: {}",
                    allowed()
                )));
            }
        }
    }
    if doc.get("build").is_some() || doc.get("package").and_then(|p| p.get("build")).is_some() {
        return Err(Error::new(format!("{id}: build scripts are not supported")));
    }
    let name = doc
        .get("lib")
        .and_then(|l| l.get("name"))
        .or_else(|| doc.get("package").and_then(|p| p.get("name")))
        .and_then(toml_edit::Item::as_str)
        .ok_or_else(|| Error::new(format!("{}: no package name", path.display())))?;
    Ok(Manifest {
        lib_name: name.replace('-', "_"),
        uses_core,
        vendored,
    })
}
