//! The source of every crate that goes into a bundle, as modules of items with their exact
//! place in the text: the reachability pass decides per item, the emitter copies the text.
//!
//! Test-only items (`#[test]`, `#[cfg(test)]`, `#[cfg(doctest)]`) are gone after loading, and so
//! is every item whose `cfg` is false in a judge's build: `debug_assertions` and features are
//! off (judges compile with `-O`). A `cfg` that is true is dropped from the text; one that
//! cannot be decided here (`unix`, ...) stays as written.

use crate::lex::{self, Lexeme};
use crate::Error;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, ImplItem, Meta, TraitItem, UseTree};

pub type FileId = usize;
pub type CrateId = usize;
pub type ModId = usize;
pub type ItemId = usize;

#[derive(Clone)]
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    /// Comments and literals, sorted.
    pub lexemes: Vec<Lexeme>,
    /// Byte ranges of the patterns of every `match` arm, sorted.
    pub arm_patterns: Vec<Range<usize>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrateKind {
    /// The problem's `src/main.rs`: the bundle's root.
    Main,
    /// The problem's `src/lib.rs`.
    Library,
    /// gamecore.
    Core,
    /// A crates.io dependency inlined from the local registry.
    Vendored {
        package: String,
        version: String,
        /// The comment block at the top of its `lib.rs` (copyright and licence), verbatim.
        notice: String,
        license: String,
        repository: String,
    },
}

#[derive(Clone)]
pub struct Crate {
    /// The name other crates use for it (`gamecore`, `proconio`, the problem library's name);
    /// empty for main.
    pub name: String,
    pub kind: CrateKind,
    pub root: ModId,
    /// The crates its code can name, as (name, crate).
    pub externs: Vec<(String, CrateId)>,
}

#[derive(Clone)]
pub struct Module {
    pub name: String,
    pub krate: CrateId,
    pub parent: Option<ModId>,
    pub file: FileId,
    /// Its inner attributes and `//!` docs: the text before the first item's comments.
    pub head: Range<usize>,
    pub items: Vec<ItemId>,
    /// The column its items start at in the source.
    pub indent: usize,
    /// The `mod` item declaring it; `None` for a crate root.
    pub decl: Option<ItemId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    Fn,
    Struct,
    Enum,
    Union,
    Trait,
    Impl,
    Const,
    Static,
    TypeAlias,
    MacroRules,
    /// An item-position macro call such as `impl_from_token!(u8, u16);`.
    MacroCall,
    Use,
    Mod,
    Other,
}

#[derive(Clone)]
pub struct Item {
    pub module: ModId,
    pub kind: ItemKind,
    /// Shared: a program is copied for every bundle, its syntax trees are not.
    pub ast: Rc<syn::Item>,
    /// The item's tokens, made once (the reachability pass reads them many times).
    pub tokens: TokenStream,
    pub name: Option<String>,
    /// The item's own text: its attributes and doc comments through its last token.
    pub span: Range<usize>,
    /// The whitespace and comments between the previous item (or the module head) and this one.
    pub lead: Range<usize>,
    /// Attributes to delete from the text (a `cfg` that is true), each with the whitespace after.
    pub drop_attrs: Vec<Range<usize>>,
    pub members: Vec<Member>,
    pub variants: Vec<Variant>,
    pub child: Option<ModId>,
    pub leaves: Vec<UseLeaf>,
    pub macro_export: bool,
    /// Where its name is in the text (what rustc points at when it is unused).
    pub name_at: Option<usize>,
    /// A struct's fields: where rustc points when one is never read (its name, or its type in a
    /// tuple struct) and where its text starts.
    pub fields: Vec<(usize, usize)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberKind {
    Fn,
    Const,
    Type,
    Macro,
}

/// An associated item of an `impl` or `trait`.
#[derive(Clone)]
pub struct Member {
    pub name: String,
    pub kind: MemberKind,
    pub tokens: TokenStream,
    /// From the end of the previous member (or the opening brace) to the end of this one: what
    /// goes when it is dropped.
    pub removal: Range<usize>,
    pub drop_attrs: Vec<Range<usize>>,
    /// Not in a judge's build (`#[cfg(test)]`, ...): never kept.
    pub excluded: bool,
    pub name_at: Option<usize>,
}

#[derive(Clone)]
pub struct Variant {
    pub name: String,
    pub tokens: TokenStream,
    /// From the end of the previous variant's comma (or the opening brace) through its own comma.
    pub removal: Range<usize>,
    /// Not in a judge's build: never kept.
    pub excluded: bool,
    pub name_at: usize,
}

/// One name a `use` (or `extern crate`) brings in: `path` is the full path to it (a glob's
/// path is the module it reads).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseLeaf {
    pub leading_colon: bool,
    pub path: Vec<String>,
    pub alias: Option<String>,
    pub glob: bool,
    /// `extern crate name [as alias];`
    pub extern_crate: bool,
}

impl UseLeaf {
    /// The name it binds in its module, if any.
    pub fn binding(&self) -> Option<&str> {
        if self.glob {
            return None;
        }
        match &self.alias {
            Some(alias) if alias == "_" => None,
            Some(alias) => Some(alias),
            None => self.path.last().map(String::as_str),
        }
    }
}

#[derive(Clone, Default)]
pub struct Program {
    pub files: Vec<SourceFile>,
    pub crates: Vec<Crate>,
    pub modules: Vec<Module>,
    pub items: Vec<Item>,
}

/// A source file's text after any compatibility patch, before parsing.
pub type Patch<'a> = &'a dyn Fn(&Path, String) -> Result<String, Error>;

impl Program {
    /// Loads the crate whose root file is `root_file`; module files are looked up as cargo
    /// does. `externs` are filled in later.
    pub fn load_crate(
        &mut self,
        name: &str,
        kind: CrateKind,
        root_file: &Path,
        patch: Patch<'_>,
    ) -> Result<CrateId, Error> {
        let krate = self.crates.len();
        self.crates.push(Crate {
            name: name.to_owned(),
            kind,
            root: usize::MAX,
            externs: Vec::new(),
        });
        let children = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
        let root = self.load_file_module(name, krate, None, None, root_file, &children, patch)?;
        self.crates[krate].root = root;
        Ok(krate)
    }

    pub fn crate_root(&self, module: ModId) -> ModId {
        self.crates[self.modules[module].krate].root
    }

    #[allow(clippy::too_many_arguments)]
    fn load_file_module(
        &mut self,
        name: &str,
        krate: CrateId,
        parent: Option<ModId>,
        decl: Option<ItemId>,
        path: &Path,
        children: &Path,
        patch: Patch<'_>,
    ) -> Result<ModId, Error> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))?;
        // rustc reads CRLF line ends as LF (in literals too), so this changes no meaning.
        let text = patch(path, text.replace("\r\n", "\n"))?;
        if text.starts_with('\u{feff}') || (text.starts_with("#!") && !text.starts_with("#![")) {
            return Err(Error::new(format!(
                "{}: a byte-order mark or shebang line is not supported by the bundler",
                path.display()
            )));
        }
        let file_ast = syn::parse_file(&text)
            .map_err(|e| Error::new(format!("{}: cannot parse: {e}", path.display())))?;
        let mut arms = ArmPatterns(Vec::new());
        arms.visit_file(&file_ast);
        arms.0.sort_by_key(|r| r.start);
        let file = self.files.len();
        self.files.push(SourceFile {
            path: path.to_owned(),
            lexemes: lex::lex(&text),
            text,
            arm_patterns: arms.0,
        });
        let head_end = attrs_end(&file_ast.attrs).unwrap_or(0);
        let module = self.new_module(name, krate, parent, file, 0..head_end, 0, decl);
        let context = ModuleContext {
            file,
            module,
            body_start: head_end,
            children: children.to_owned(),
        };
        self.load_items(&context, file_ast.items, patch)?;
        Ok(module)
    }

    #[allow(clippy::too_many_arguments)]
    fn new_module(
        &mut self,
        name: &str,
        krate: CrateId,
        parent: Option<ModId>,
        file: FileId,
        head: Range<usize>,
        indent: usize,
        decl: Option<ItemId>,
    ) -> ModId {
        self.modules.push(Module {
            name: name.to_owned(),
            krate,
            parent,
            file,
            head,
            items: Vec::new(),
            indent,
            decl,
        });
        self.modules.len() - 1
    }

    fn load_items(
        &mut self,
        context: &ModuleContext,
        items: Vec<syn::Item>,
        patch: Patch<'_>,
    ) -> Result<(), Error> {
        let mut previous_end = context.body_start;
        for ast in items {
            let span = self.with_tail(context.file, byte_range(ast.span()));
            let Some(drop_attrs) = self.cfg_attrs(context.file, item_attrs(&ast)) else {
                previous_end = span.end;
                continue;
            };
            let lead = previous_end..span.start;
            previous_end = span.end;
            let id = self.items.len();
            let (kind, name) = kind_and_name(&ast);
            let macro_export = item_attrs(&ast)
                .iter()
                .any(|a| a.path().is_ident("macro_export"));
            let tokens = ast.to_token_stream();
            let mut item = Item {
                module: context.module,
                kind,
                ast: Rc::new(ast.clone()),
                tokens: tokens.clone(),
                name,
                span,
                lead,
                drop_attrs,
                members: Vec::new(),
                variants: Vec::new(),
                child: None,
                leaves: Vec::new(),
                macro_export,
                name_at: None,
                fields: Vec::new(),
            };
            item.name_at = item.name.as_deref().and_then(|n| name_position(tokens, n));
            self.fill_parts(context.file, &mut item, &ast);
            self.items.push(item);
            self.modules[context.module].items.push(id);
            if let syn::Item::Mod(m) = &ast {
                self.load_child_module(context, id, m, patch)?;
            }
        }
        Ok(())
    }

    /// An item's members (impl, trait), variants (enum), fields (struct) or leaves (use).
    fn fill_parts(&self, file: FileId, item: &mut Item, ast: &syn::Item) {
        match &ast {
            syn::Item::Struct(st) => {
                item.fields = st
                    .fields
                    .iter()
                    .map(|f| {
                        let at = f
                            .ident
                            .as_ref()
                            .map_or_else(|| f.ty.span(), syn::Ident::span);
                        (byte_range(at).start, byte_range(f.span()).start)
                    })
                    .collect();
            }
            syn::Item::Impl(block) => {
                let open = byte_range(block.brace_token.span.open()).end;
                item.members = self.members(
                    file,
                    open,
                    block.items.iter().map(|m| (member_info_impl(m), m.span())),
                );
            }
            syn::Item::Trait(block) => {
                let open = byte_range(block.brace_token.span.open()).end;
                item.members = self.members(
                    file,
                    open,
                    block.items.iter().map(|m| (member_info_trait(m), m.span())),
                );
            }
            syn::Item::Enum(e) => {
                let mut start = byte_range(e.brace_token.span.open()).end;
                for pair in e.variants.pairs() {
                    let variant = pair.value();
                    let end = pair.punct().map_or_else(
                        || byte_range(variant.span()).end,
                        |p| byte_range(p.span).end,
                    );
                    let end = tail_end(&self.files[file].text, end);
                    item.variants.push(Variant {
                        name: variant.ident.to_string(),
                        tokens: variant.to_token_stream(),
                        removal: start..end,
                        excluded: self.cfg_attrs(file, &variant.attrs).is_none(),
                        name_at: byte_range(variant.ident.span()).start,
                    });
                    start = end;
                }
            }
            syn::Item::Use(u) => {
                flatten_use(
                    &u.tree,
                    &mut Vec::new(),
                    u.leading_colon.is_some(),
                    &mut item.leaves,
                );
            }
            syn::Item::ExternCrate(e) => item.leaves.push(UseLeaf {
                leading_colon: false,
                path: vec![e.ident.to_string()],
                alias: e.rename.as_ref().map(|(_, a)| a.to_string()),
                glob: false,
                extern_crate: true,
            }),
            _ => {}
        }
    }

    fn load_child_module(
        &mut self,
        context: &ModuleContext,
        id: ItemId,
        m: &syn::ItemMod,
        patch: Patch<'_>,
    ) -> Result<(), Error> {
        let name = m.ident.to_string();
        let krate = self.modules[context.module].krate;
        if m.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(Error::new(format!(
                "mod {name} in {}: #[path] modules are not supported by the bundler",
                self.files[context.file].path.display()
            )));
        }
        let child_dir = context.children.join(&name);
        let child = if let Some((brace, items)) = &m.content {
            let open = byte_range(brace.span.open()).end;
            let inner: Vec<&Attribute> = m
                .attrs
                .iter()
                .filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)))
                .collect();
            let head_end = inner
                .iter()
                .map(|a| byte_range(a.span()).end)
                .max()
                .unwrap_or(open);
            let start = self.items[id].span.start;
            let indent = start - line_start(&self.files[context.file].text, start);
            let child = self.new_module(
                &name,
                krate,
                Some(context.module),
                context.file,
                open..head_end,
                indent + 4,
                Some(id),
            );
            let inner_context = ModuleContext {
                file: context.file,
                module: child,
                body_start: head_end,
                children: child_dir,
            };
            self.load_items(&inner_context, items.clone(), patch)?;
            child
        } else {
            let flat = context.children.join(format!("{name}.rs"));
            let nested = child_dir.join("mod.rs");
            let path = if flat.is_file() { flat } else { nested };
            self.load_file_module(
                &name,
                krate,
                Some(context.module),
                Some(id),
                &path,
                &child_dir,
                patch,
            )?
        };
        self.items[id].child = Some(child);
        Ok(())
    }

    fn members<'a>(
        &self,
        file: FileId,
        open: usize,
        members: impl Iterator<
            Item = (
                (Option<(String, MemberKind)>, &'a [Attribute], TokenStream),
                Span,
            ),
        >,
    ) -> Vec<Member> {
        let mut out = Vec::new();
        let mut previous_end = open;
        for ((info, attrs, tokens), span) in members {
            let span = self.with_tail(file, byte_range(span));
            let removal = previous_end..span.end;
            previous_end = span.end;
            let cfg = self.cfg_attrs(file, attrs);
            let (name, kind) = info.unwrap_or((String::new(), MemberKind::Macro));
            let name_at = name_position(tokens.clone(), &name);
            out.push(Member {
                name,
                kind,
                tokens,
                name_at,
                removal,
                excluded: cfg.is_none(),
                drop_attrs: cfg.unwrap_or_default(),
            });
        }
        out
    }

    /// `None` if the attributes exclude the item from a judge's build; otherwise the `cfg`
    /// attributes that are true (to delete from the text).
    fn cfg_attrs(&self, file: FileId, attrs: &[Attribute]) -> Option<Vec<Range<usize>>> {
        let mut drop = Vec::new();
        for attr in attrs {
            if attr.path().is_ident("test") {
                return None;
            }
            let Meta::List(list) = &attr.meta else {
                continue;
            };
            if !list.path.is_ident("cfg") {
                continue;
            }
            match evaluate_cfg(&list.tokens) {
                Some(false) => return None,
                Some(true) => {
                    let range = byte_range(attr.span());
                    let text = &self.files[file].text;
                    let after = text[range.end..]
                        .find(|c: char| !c.is_whitespace())
                        .map_or(text.len(), |n| range.end + n);
                    drop.push(range.start..after);
                }
                None => {}
            }
        }
        Some(drop)
    }
}

impl Program {
    fn with_tail(&self, file: FileId, span: Range<usize>) -> Range<usize> {
        span.start..tail_end(&self.files[file].text, span.end)
    }
}

struct ModuleContext {
    file: FileId,
    module: ModId,
    body_start: usize,
    children: PathBuf,
}

/// The value of a `cfg(...)` predicate in a judge's build, if it can be known here.
fn evaluate_cfg(tokens: &TokenStream) -> Option<bool> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    match tokens.as_slice() {
        [TokenTree::Ident(name)] => match name.to_string().as_str() {
            "test" | "doctest" | "debug_assertions" | "miri" => Some(false),
            _ => None,
        },
        [TokenTree::Ident(name), TokenTree::Punct(eq), TokenTree::Literal(_)]
            if eq.as_char() == '=' && name == "feature" =>
        {
            Some(false)
        }
        [TokenTree::Ident(op), TokenTree::Group(group)]
            if group.delimiter() == Delimiter::Parenthesis =>
        {
            let parts: Vec<Option<bool>> = split_commas(group.stream())
                .iter()
                .map(evaluate_cfg)
                .collect();
            match op.to_string().as_str() {
                "not" if parts.len() == 1 => parts[0].map(|b| !b),
                "all" => {
                    if parts.contains(&Some(false)) {
                        Some(false)
                    } else if parts.iter().all(Option::is_some) {
                        Some(true)
                    } else {
                        None
                    }
                }
                "any" => {
                    if parts.contains(&Some(true)) {
                        Some(true)
                    } else if parts.iter().all(|p| *p == Some(false)) {
                        Some(false)
                    } else {
                        None
                    }
                }
                _ => None,
            }
        }
        _ => None,
    }
}

fn split_commas(stream: TokenStream) -> Vec<TokenStream> {
    let mut parts = vec![TokenStream::new()];
    for token in stream {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(TokenStream::new()),
            _ => parts.last_mut().expect("never empty").extend([token]),
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// Where `name` is declared in an item's tokens: the identifier after `fn`, `struct`, `const`,
/// ... at the top level.
fn name_position(tokens: TokenStream, name: &str) -> Option<usize> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    tokens.windows(2).find_map(|pair| match pair {
        [TokenTree::Ident(keyword), TokenTree::Ident(ident)]
            if ident == name
                && matches!(
                    keyword.to_string().as_str(),
                    "fn" | "struct"
                        | "enum"
                        | "union"
                        | "trait"
                        | "const"
                        | "static"
                        | "type"
                        | "mod"
                ) =>
        {
            Some(byte_range(ident.span()).start)
        }
        _ => None,
    })
}

pub fn byte_range(span: Span) -> Range<usize> {
    span.byte_range()
}

/// `pos`, or the end of its line if the rest of the line is a comment (which belongs to the
/// code before it).
pub fn tail_end(text: &str, pos: usize) -> usize {
    let line_end = text[pos..].find('\n').map_or(text.len(), |n| pos + n);
    let rest = text[pos..line_end].trim();
    if rest.starts_with("//") {
        line_end
    } else {
        pos
    }
}

fn attrs_end(attrs: &[Attribute]) -> Option<usize> {
    attrs.iter().map(|a| byte_range(a.span()).end).max()
}

fn line_start(text: &str, pos: usize) -> usize {
    text[..pos].rfind('\n').map_or(0, |n| n + 1)
}

pub fn item_attrs(item: &syn::Item) -> &[Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::ExternCrate(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::ForeignMod(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::TraitAlias(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Union(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

fn kind_and_name(item: &syn::Item) -> (ItemKind, Option<String>) {
    let named = |kind, ident: &syn::Ident| (kind, Some(ident.to_string()));
    match item {
        syn::Item::Fn(i) => named(ItemKind::Fn, &i.sig.ident),
        syn::Item::Struct(i) => named(ItemKind::Struct, &i.ident),
        syn::Item::Enum(i) => named(ItemKind::Enum, &i.ident),
        syn::Item::Union(i) => named(ItemKind::Union, &i.ident),
        syn::Item::Trait(i) => named(ItemKind::Trait, &i.ident),
        syn::Item::Const(i) => named(ItemKind::Const, &i.ident),
        syn::Item::Static(i) => named(ItemKind::Static, &i.ident),
        syn::Item::Type(i) => named(ItemKind::TypeAlias, &i.ident),
        syn::Item::Mod(i) => named(ItemKind::Mod, &i.ident),
        syn::Item::Impl(_) => (ItemKind::Impl, None),
        syn::Item::Use(_) | syn::Item::ExternCrate(_) => (ItemKind::Use, None),
        syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => (
            ItemKind::MacroRules,
            m.ident.as_ref().map(ToString::to_string),
        ),
        syn::Item::Macro(_) => (ItemKind::MacroCall, None),
        _ => (ItemKind::Other, None),
    }
}

type MemberInfo<'a> = (Option<(String, MemberKind)>, &'a [Attribute], TokenStream);

fn member_info_impl(member: &ImplItem) -> MemberInfo<'_> {
    let tokens = member.to_token_stream();
    match member {
        ImplItem::Fn(f) => (
            Some((f.sig.ident.to_string(), MemberKind::Fn)),
            &f.attrs,
            tokens,
        ),
        ImplItem::Const(c) => (
            Some((c.ident.to_string(), MemberKind::Const)),
            &c.attrs,
            tokens,
        ),
        ImplItem::Type(t) => (
            Some((t.ident.to_string(), MemberKind::Type)),
            &t.attrs,
            tokens,
        ),
        ImplItem::Macro(m) => (Some((String::new(), MemberKind::Macro)), &m.attrs, tokens),
        _ => (None, &[], tokens),
    }
}

fn member_info_trait(member: &TraitItem) -> MemberInfo<'_> {
    let tokens = member.to_token_stream();
    match member {
        TraitItem::Fn(f) => (
            Some((f.sig.ident.to_string(), MemberKind::Fn)),
            &f.attrs,
            tokens,
        ),
        TraitItem::Const(c) => (
            Some((c.ident.to_string(), MemberKind::Const)),
            &c.attrs,
            tokens,
        ),
        TraitItem::Type(t) => (
            Some((t.ident.to_string(), MemberKind::Type)),
            &t.attrs,
            tokens,
        ),
        TraitItem::Macro(m) => (Some((String::new(), MemberKind::Macro)), &m.attrs, tokens),
        _ => (None, &[], tokens),
    }
}

pub fn flatten_use(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    leading_colon: bool,
    out: &mut Vec<UseLeaf>,
) {
    let leaf = |path: Vec<String>, alias: Option<String>, glob: bool| UseLeaf {
        leading_colon,
        path,
        alias,
        glob,
        extern_crate: false,
    };
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten_use(&p.tree, prefix, leading_colon, out);
            prefix.pop();
        }
        UseTree::Name(n) => {
            let mut path = prefix.clone();
            if n.ident != "self" {
                path.push(n.ident.to_string());
            }
            out.push(leaf(path, None, false));
        }
        UseTree::Rename(r) => {
            let mut path = prefix.clone();
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push(leaf(path, Some(r.rename.to_string()), false));
        }
        UseTree::Glob(_) => out.push(leaf(prefix.clone(), None, true)),
        UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix, leading_colon, out);
            }
        }
    }
}

/// The byte ranges of every `match` arm's pattern.
struct ArmPatterns(Vec<Range<usize>>);

impl Visit<'_> for ArmPatterns {
    fn visit_arm(&mut self, arm: &syn::Arm) {
        self.0.push(byte_range(arm.pat.span()));
        syn::visit::visit_arm(self, arm);
    }
}

/// One `match` arm: what goes when it is dropped (from the end of the previous arm, or the
/// opening brace, through its comma and trailing comment), its pattern's tokens, and, when the
/// pattern is an or-pattern (`A | B`), each alternative's range and tokens.
pub struct MatchArm {
    pub removal: Range<usize>,
    pub pattern: TokenStream,
    pub alternatives: Vec<(Range<usize>, TokenStream)>,
}

/// Each `match` arm in `item`.
pub fn match_arms(text: &str, item: &syn::Item) -> Vec<MatchArm> {
    struct Arms<'t>(&'t str, Vec<MatchArm>);
    impl Visit<'_> for Arms<'_> {
        fn visit_expr_match(&mut self, m: &syn::ExprMatch) {
            let mut start = byte_range(m.brace_token.span.open()).end;
            for arm in &m.arms {
                let end = tail_end(self.0, byte_range(arm.span()).end);
                let alternatives = match &arm.pat {
                    syn::Pat::Or(or) => or
                        .cases
                        .iter()
                        .map(|case| (byte_range(case.span()), case.to_token_stream()))
                        .collect(),
                    _ => Vec::new(),
                };
                self.1.push(MatchArm {
                    removal: start..end,
                    pattern: arm.pat.to_token_stream(),
                    alternatives,
                });
                start = end;
            }
            syn::visit::visit_expr_match(self, m);
        }
    }
    let mut arms = Arms(text, Vec::new());
    arms.visit_item(item);
    arms.1
}
