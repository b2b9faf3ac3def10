//! Writes one standalone source file per problem: the problem crate (`src/main.rs`, with
//! `src/lib.rs` as `mod <crate>`) plus exactly the gamecore modules it reaches (as
//! `mod gamecore`), without tests or doc comments, formatted by prettyplease.
//!
//! Paths are rewritten so the file builds with plain `rustc`, no `--extern`:
//! - `gamecore::x` / `::gamecore::x` in problem code becomes `crate::gamecore::x`, and the
//!   library's crate name in `main` becomes `crate::<crate>`, so they resolve at any depth;
//! - `crate::x` and `$crate::x` in the library or a core module gain the module they now live in.

pub mod check;
mod strip;
mod tokens;

use proc_macro2::TokenStream;
use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree, Visibility};
use tokens::Rewrite;

/// The core library's crate name, the only dependency problem code may have.
pub const CORE: &str = "gamecore";

/// Codeforces' source limit, the smallest of the judges we submit to.
pub const SIZE_LIMIT: usize = 64 * 1024;

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

/// The workspace checkout: `core/` and `problems/<id>/`, `testdata/<id>/`.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
}

/// One bundled problem.
#[derive(Clone, Debug)]
pub struct Bundle {
    /// The problem id (its directory under `problems/`).
    pub id: String,
    /// The whole standalone source file.
    pub source: String,
    /// The gamecore modules inlined, in `core/src/lib.rs` order.
    pub modules: Vec<String>,
}

impl Workspace {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
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

    /// Every problem id: each directory `problems/<id>/` holding a `Cargo.toml`, sorted.
    ///
    /// # Errors
    /// If `problems/` cannot be read.
    pub fn problems(&self) -> Result<Vec<String>, Error> {
        let dir = self.root.join("problems");
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| Error::new(format!("cannot list {}: {e}", dir.display())))?;
        let mut ids: Vec<String> = entries
            .filter_map(Result::ok)
            .filter(|e| e.path().join("Cargo.toml").is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_owned))
            .collect();
        ids.sort();
        Ok(ids)
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

    /// Bundles problem `id`.
    ///
    /// # Errors
    /// If the crate depends on anything but gamecore, has a build script, refers to a gamecore
    /// item that is not a module, or a file cannot be read or parsed.
    pub fn bundle(&self, id: &str) -> Result<Bundle, Error> {
        let dir = self.root.join("problems").join(id);
        let crate_name = check_manifest(&dir.join("Cargo.toml"), id)?;
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
        let mut main = strip::load(&main_path, &src)?;
        let lib_path = src.join("lib.rs");
        let mut lib = if lib_path.is_file() {
            Some(strip::load(&lib_path, &src)?)
        } else {
            None
        };

        let core = CoreLibrary::load(&self.root.join("core"))?;
        let mut reached = BTreeSet::new();
        for file in std::iter::once(&main).chain(lib.as_ref()) {
            let aliases = core_aliases(file);
            tokens::referenced_names(
                to_tokens(file),
                &|ident| ident == CORE || aliases.iter().any(|a| ident == a),
                &mut reached,
            );
        }
        let modules = core.closure(reached, id)?;

        let main_roots = [CORE, crate_name.as_str()];
        main = rewritten(
            &main,
            &Rewrite {
                crate_module: None,
                extern_roots: &main_roots,
                at_bundle_root: true,
            },
        )?;
        FixExternUses {
            names: &main_roots,
            depth: 0,
        }
        .visit_file_mut(&mut main);
        let mut main_names = BTreeSet::new();
        idents(to_tokens(&main), &mut main_names);

        let mut items = std::mem::take(&mut main.items);
        if let Some(lib) = lib.take() {
            items.push(library_module(&lib, &crate_name, &main_names)?);
        }
        if !modules.is_empty() {
            let mut core_items = Vec::new();
            for name in &modules {
                core_items.push(core.module_item(name)?);
            }
            let ident = syn::Ident::new(CORE, proc_macro2::Span::call_site());
            // Only the inlined library gets this: its API is larger than one problem uses.
            let mut module: syn::ItemMod = syn::parse_quote! {
                #[allow(dead_code)]
                mod #ident {}
            };
            module.content = Some((syn::token::Brace::default(), core_items));
            items.push(Item::Mod(module));
        }
        main.items = items;

        let mut source = format!(
            "// {id}: generated by scripts/bundle, do not edit.\n\
             // Regenerate from the workspace root: cargo run -p bundle -- {id}   (all: make bundle)\n\
             // gamecore modules inlined: {}.\n\n",
            if modules.is_empty() {
                "none".to_owned()
            } else {
                modules.join(", ")
            }
        );
        source.push_str(&prettyplease::unparse(&main));
        Ok(Bundle {
            id: id.to_owned(),
            source,
            modules,
        })
    }
}

/// The problem library as `mod <crate_name> { ... }`, paths rewritten; `main_names` are the
/// identifiers in `main` (to tell which of the library's `pub` items the binary may not use).
fn library_module(
    lib: &syn::File,
    crate_name: &str,
    main_names: &BTreeSet<String>,
) -> Result<Item, Error> {
    let mut lib = rewritten(
        lib,
        &Rewrite {
            crate_module: Some(crate_name),
            extern_roots: &[CORE],
            at_bundle_root: false,
        },
    )?;
    FixExternUses {
        names: &[CORE],
        depth: 1,
    }
    .visit_file_mut(&mut lib);
    for item in &mut lib.items {
        allow_unused_api(item, main_names);
    }
    let ident = syn::Ident::new(crate_name, proc_macro2::Span::call_site());
    let mut module: syn::ItemMod = syn::parse_quote!(mod #ident {});
    module.attrs = lib.attrs;
    module.content = Some((syn::token::Brace::default(), lib.items));
    Ok(Item::Mod(module))
}

/// Checks the problem manifest: dependencies must be gamecore only. Returns the library's crate
/// name.
fn check_manifest(path: &Path, id: &str) -> Result<String, Error> {
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
            if name != CORE || package != CORE || section != "dependencies" {
                return Err(Error::new(format!(
                    "{id}: [{section}] has `{name}`: problem code may use only std and {CORE} \
                     (judges take one file, no external crates)"
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
    Ok(name.replace('-', "_"))
}

/// core/src/lib.rs: the ordered list of module files.
struct CoreLibrary {
    src: PathBuf,
    /// (name, is `pub`) in declaration order.
    modules: Vec<(String, bool)>,
}

impl CoreLibrary {
    fn load(core: &Path) -> Result<Self, Error> {
        let src = core.join("src");
        let lib_path = src.join("lib.rs");
        let text = std::fs::read_to_string(&lib_path)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", lib_path.display())))?;
        let mut file = syn::parse_file(&text)
            .map_err(|e| Error::new(format!("{}: {e}", lib_path.display())))?;
        file.attrs.retain(|a| !a.path().is_ident("doc"));
        let mut modules = Vec::new();
        for item in &file.items {
            match item {
                Item::Mod(m) if m.content.is_none() => {
                    let test_only = m.attrs.iter().any(|a| {
                        a.path().is_ident("cfg")
                            && a.meta.require_list().is_ok_and(|l| {
                                let cond = l.tokens.to_string();
                                cond == "test" || cond == "doctest"
                            })
                    });
                    if !test_only {
                        modules.push((m.ident.to_string(), matches!(m.vis, Visibility::Public(_))));
                    }
                }
                _ => {
                    return Err(Error::new(format!(
                        "{}: the bundler expects only `mod name;` declarations here (one file \
                         per module); found another item",
                        lib_path.display()
                    )))
                }
            }
        }
        Ok(Self { src, modules })
    }

    fn has(&self, name: &str) -> bool {
        self.modules.iter().any(|(m, _)| m == name)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.src.join(format!("{name}.rs"))
    }

    /// `roots` plus every module they reach through `super::x` / `crate::x` / `$crate::x`, in
    /// lib.rs order.
    fn closure(&self, roots: BTreeSet<String>, id: &str) -> Result<Vec<String>, Error> {
        let mut reached = BTreeSet::new();
        let mut queue: Vec<String> = Vec::new();
        for name in roots {
            if name == "*" {
                queue.extend(self.modules.iter().map(|(m, _)| m.clone()));
            } else if self.has(&name) {
                queue.push(name);
            } else {
                return Err(Error::new(format!(
                    "{id}: `{CORE}::{name}` is not a module declared in core/src/lib.rs (the \
                     bundler inlines whole modules)"
                )));
            }
        }
        while let Some(name) = queue.pop() {
            if !reached.insert(name.clone()) {
                continue;
            }
            let file = strip::load(&self.path(&name), &self.src.join(&name))?;
            let mut found = BTreeSet::new();
            tokens::referenced_names(
                to_tokens(&file),
                &|ident| ident == "super" || ident == "crate",
                &mut found,
            );
            for next in found {
                if next == "*" {
                    queue.extend(self.modules.iter().map(|(m, _)| m.clone()));
                } else if self.has(&next) {
                    queue.push(next);
                }
            }
        }
        Ok(self
            .modules
            .iter()
            .map(|(m, _)| m.clone())
            .filter(|m| reached.contains(m))
            .collect())
    }

    /// `pub mod name { ... }` with the module's code, ready to go inside `mod gamecore`.
    fn module_item(&self, name: &str) -> Result<Item, Error> {
        let file = strip::load(&self.path(name), &self.src.join(name))?;
        let file = rewritten(
            &file,
            &Rewrite {
                crate_module: Some(CORE),
                extern_roots: &[],
                at_bundle_root: false,
            },
        )?;
        let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
        let public = self.modules.iter().any(|(m, p)| m == name && *p);
        let mut module: syn::ItemMod = if public {
            syn::parse_quote!(pub mod #ident {})
        } else {
            syn::parse_quote!(mod #ident {})
        };
        module.attrs = file.attrs;
        module.content = Some((syn::token::Brace::default(), file.items));
        Ok(Item::Mod(module))
    }
}

/// Re-parses `file` after the token pass (path rewriting and doc removal).
fn rewritten(file: &syn::File, rewrite: &Rewrite<'_>) -> Result<syn::File, Error> {
    syn::parse2(tokens::rewrite(to_tokens(file), rewrite)).map_err(|e| {
        Error::new(format!(
            "internal error: rewritten code does not parse: {e}"
        ))
    })
}

/// Names bound to gamecore by `use gamecore as x;` or `extern crate gamecore as x;`.
fn core_aliases(file: &syn::File) -> Vec<String> {
    struct Aliases(Vec<String>);
    impl syn::visit::Visit<'_> for Aliases {
        fn visit_use_rename(&mut self, rename: &syn::UseRename) {
            if rename.ident == CORE {
                self.0.push(rename.rename.to_string());
            }
        }
        fn visit_item_extern_crate(&mut self, item: &syn::ItemExternCrate) {
            if let (true, Some((_, alias))) = (item.ident == CORE, &item.rename) {
                self.0.push(alias.to_string());
            }
        }
    }
    let mut aliases = Aliases(Vec::new());
    syn::visit::Visit::visit_file(&mut aliases, file);
    aliases.0
}

/// Rewrites the `use`/`extern crate` forms the token pass leaves alone: `use gamecore;`,
/// `use gamecore as gc;`, `use {gamecore, ..};` and `extern crate gamecore [as gc];`.
/// `depth` is the module depth of the file's top level in the bundle (main: 0).
struct FixExternUses<'a> {
    names: &'a [&'a str],
    depth: usize,
}

impl FixExternUses<'_> {
    fn is_name(&self, ident: &syn::Ident) -> bool {
        self.names.iter().any(|n| ident == n)
    }

    /// Rewrites the tree; `false` if it only re-imports a bundle-root module into the root.
    fn fix_tree(&self, tree: &mut UseTree, at_root: bool) -> bool {
        match tree {
            UseTree::Name(n) if self.is_name(&n.ident) => {
                if at_root {
                    return false;
                }
                let ident = n.ident.clone();
                *tree = syn::parse_quote!(crate::#ident);
            }
            UseTree::Rename(r) if self.is_name(&r.ident) => {
                let (ident, rename) = (r.ident.clone(), r.rename.clone());
                *tree = syn::parse_quote!(crate::#ident as #rename);
            }
            UseTree::Group(g) => {
                let items = std::mem::take(&mut g.items);
                g.items = items
                    .into_iter()
                    .filter_map(|mut t| self.fix_tree(&mut t, at_root).then_some(t))
                    .collect();
            }
            _ => {}
        }
        true
    }

    fn fix_items(&mut self, items: &mut Vec<Item>) {
        let at_root = self.depth == 0;
        items.retain_mut(|item| match item {
            Item::Use(u) => {
                let keep = self.fix_tree(&mut u.tree, at_root);
                if keep && matches!(u.tree, UseTree::Path(_)) {
                    u.leading_colon = None;
                }
                keep
            }
            Item::ExternCrate(e) if self.is_name(&e.ident) => match &e.rename {
                None => false,
                Some((_, alias)) => {
                    let (vis, ident, alias) = (e.vis.clone(), e.ident.clone(), alias.clone());
                    *item = syn::parse_quote!(#vis use crate::#ident as #alias;);
                    true
                }
            },
            _ => true,
        });
    }
}

impl VisitMut for FixExternUses<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        self.fix_items(&mut file.items);
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        self.depth += 1;
        if let Some((_, items)) = &mut module.content {
            self.fix_items(items);
        }
        visit_mut::visit_item_mod_mut(self, module);
        self.depth -= 1;
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        self.depth += 1;
        let mut items: Vec<Item> = Vec::new();
        let mut stmts = Vec::new();
        for stmt in std::mem::take(&mut block.stmts) {
            match stmt {
                syn::Stmt::Item(item) => {
                    items.clear();
                    items.push(item);
                    self.fix_items(&mut items);
                    stmts.extend(items.drain(..).map(syn::Stmt::Item));
                }
                other => stmts.push(other),
            }
        }
        block.stmts = stmts;
        visit_mut::visit_block_mut(self, block);
        self.depth -= 1;
    }
}

/// Every identifier in `stream`.
fn idents(stream: TokenStream, out: &mut BTreeSet<String>) {
    for token in stream {
        match token {
            proc_macro2::TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            proc_macro2::TokenTree::Group(g) => idents(g.stream(), out),
            _ => {}
        }
    }
}

/// In the library crate a `pub` item is exported, so never dead code; in the one-file binary
/// it is, unless `main` uses it. So each `pub` item (and `pub` method or const of an inherent
/// impl) that `main` does not name gets its own allow, restoring the library's semantics without
/// a blanket allow: private items stay checked. Deliberately conservative: an item used only
/// inside the library gets the allow too, since telling that apart needs name resolution.
fn allow_unused_api(item: &mut Item, main_names: &BTreeSet<String>) {
    let unused = |ident: &syn::Ident| !main_names.contains(&ident.to_string());
    let dead_code: syn::Attribute = syn::parse_quote!(#[allow(dead_code)]);
    match item {
        Item::Impl(block) if block.trait_.is_none() => {
            for member in &mut block.items {
                match member {
                    syn::ImplItem::Fn(f) if is_pub(&f.vis) && unused(&f.sig.ident) => {
                        f.attrs.push(dead_code.clone());
                    }
                    syn::ImplItem::Const(c) if is_pub(&c.vis) && unused(&c.ident) => {
                        c.attrs.push(dead_code.clone());
                    }
                    _ => {}
                }
            }
        }
        Item::Use(u) if is_pub(&u.vis) => {
            let mut leaves = Vec::new();
            use_leaves(&u.tree, &mut leaves);
            if leaves.iter().any(|leaf| leaf.as_ref().is_none_or(unused)) {
                u.attrs.push(syn::parse_quote!(#[allow(unused_imports)]));
            }
        }
        _ => {
            let (vis, ident, attrs) = match item {
                Item::Const(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Enum(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Fn(i) => (&i.vis, &i.sig.ident, &mut i.attrs),
                Item::Mod(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Static(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Struct(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Trait(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Type(i) => (&i.vis, &i.ident, &mut i.attrs),
                Item::Union(i) => (&i.vis, &i.ident, &mut i.attrs),
                _ => return,
            };
            if is_pub(vis) && unused(ident) {
                attrs.push(dead_code);
            }
        }
    }
}

fn is_pub(vis: &Visibility) -> bool {
    matches!(vis, Visibility::Public(_))
}

/// The names a use tree binds; `None` for a glob.
fn use_leaves(tree: &UseTree, out: &mut Vec<Option<syn::Ident>>) {
    match tree {
        UseTree::Path(p) => use_leaves(&p.tree, out),
        UseTree::Name(n) => out.push(Some(n.ident.clone())),
        UseTree::Rename(r) => out.push(Some(r.rename.clone())),
        UseTree::Glob(_) => out.push(None),
        UseTree::Group(g) => g.items.iter().for_each(|t| use_leaves(t, out)),
    }
}

fn to_tokens(file: &syn::File) -> TokenStream {
    quote::ToTokens::to_token_stream(file)
}
