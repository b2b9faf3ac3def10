//! The bundle's text: the live items copied from their source as written (comments, macro
//! bodies and formatting included), doc comments turned into plain `//` comments, paths
//! rewritten for the crate's new place in the file, re-indented for their depth, and `use`s
//! rebuilt from the leaves still needed.
//!
//! Paths: `gamecore::x` in problem code becomes `crate::gamecore::x` (except at the bundle's
//! top level, where `gamecore` is the module itself); `crate::x` and `$crate::x` inside an
//! inlined crate gain the crate's module; a `#[macro_export]` macro is named `crate::m!`, as it
//! lives at the bundle's root.

use crate::lex::{self, Kind};
use crate::model::{CrateId, CrateKind, FileId, ItemId, ItemKind, ModId, Program, UseLeaf};
use crate::reach::Reach;
use proc_macro2::{Spacing, TokenStream, TokenTree};
use std::fmt::Write as _;
use std::ops::Range;
use syn::spanned::Spanned;
use syn::Item;

/// Put before a field that only code left out of the bundle reads: a field cannot go (the
/// code that builds the struct sets it), and rustc would call it dead.
pub const UNREAD_FIELD: &str = "#[allow(dead_code)] /* read only by code left out */ ";

/// One replacement in a source file.
#[derive(Clone, Debug)]
struct Edit {
    range: Range<usize>,
    text: String,
}

/// How much of the comments of gamecore and vendored crates a bundle keeps (the problem's own
/// comments always stay).
///
/// A bundle keeps [`LibraryComments::Summaries`]: a contestant reads the problem's code, and
/// the library's documentation and the reasons behind its implementation are in its sources
/// (core/src), where they are kept up to date; copied into every bundle they were half of its
/// size. [`LibraryComments::All`] is the emitter's full copy (for the rustc confirmation
/// rounds, whose positions map back to the sources).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LibraryComments {
    All,
    /// Each library module's summary, the first paragraph of its doc comment; no item docs
    /// and no plain comments.
    Summaries,
    None,
}

pub struct Emitter<'a> {
    p: &'a Program,
    r: &'a Reach,
    out: String,
    library_comments: LibraryComments,
    /// Which bytes of the output are copied from which bytes of the sources.
    segments: Vec<Segment>,
}

/// `len` bytes of the output at `out` are the bytes of `file` at `src`.
#[derive(Clone, Copy, Debug)]
pub struct Segment {
    pub out: usize,
    pub file: FileId,
    pub src: usize,
    pub len: usize,
}

/// Where byte `pos` of an emitted text comes from, if it was copied from a source.
pub fn origin(segments: &[Segment], pos: usize) -> Option<(FileId, usize)> {
    let i = segments.partition_point(|s| s.out + s.len <= pos);
    segments
        .get(i)
        .filter(|s| s.out <= pos)
        .map(|s| (s.file, s.src + (pos - s.out)))
}

impl<'a> Emitter<'a> {
    pub fn new(p: &'a Program, r: &'a Reach, library_comments: LibraryComments) -> Self {
        Self {
            p,
            r,
            out: String::new(),
            library_comments,
            segments: Vec::new(),
        }
    }

    /// Whether `file` belongs to gamecore or a vendored crate.
    fn is_library(&self, file: FileId) -> bool {
        self.p.modules.iter().any(|m| {
            m.file == file
                && matches!(
                    self.p.crates[m.krate].kind,
                    CrateKind::Core | CrateKind::Vendored { .. }
                )
        })
    }

    /// The whole bundle after `header`: main's items, then one module per inlined crate, in
    /// `order`.
    pub fn emit_in_order(self, header: &str, order: &[CrateId]) -> String {
        tidy(&self.emit_raw(header, order).0)
    }

    /// As [`Emitter::emit_in_order`] before blank lines are tidied, with where its bytes come
    /// from.
    pub fn emit_raw(mut self, header: &str, order: &[CrateId]) -> (String, Vec<Segment>) {
        self.out.push_str(header);
        let main = self
            .p
            .crates
            .iter()
            .position(|c| c.kind == CrateKind::Main)
            .expect("a main crate");
        let root = self.p.crates[main].root;
        let head = self.head(root, 0);
        if !head.is_empty() {
            self.out.push_str(&head);
            self.out.push('\n');
        }
        self.items(root, 0);
        for &krate in order {
            if krate != main && self.module_live(self.p.crates[krate].root) {
                self.mounted_crate(krate);
            }
        }
        self.segments.sort_by_key(|s| s.out);
        (self.out, self.segments)
    }

    /// Whether anything of module `m` (or below it) is in the bundle.
    pub fn module_live(&self, m: ModId) -> bool {
        self.p.modules[m].items.iter().any(|&it| self.item_live(it))
    }

    fn item_live(&self, it: ItemId) -> bool {
        let item = &self.p.items[it];
        match item.kind {
            ItemKind::Mod => item.child.is_some_and(|c| self.module_live(c)),
            ItemKind::Use => self.r.leaves[it].iter().any(|&l| l),
            _ => self.r.items[it],
        }
    }

    fn mounted_crate(&mut self, krate: CrateId) {
        let c = &self.p.crates[krate];
        self.out.push('\n');
        let _ = writeln!(self.out, "mod {} {{", c.name);
        if let CrateKind::Vendored {
            package,
            version,
            notice,
            license,
            repository,
        } = &c.kind
        {
            // Inner doc comments, so that `--strip-comments` keeps them.
            let _ = writeln!(
                self.out,
                "    //! {package} {version} ({repository}), licensed {license}.\n    \
                 //! Only the parts this program uses, inlined by scripts/bundle from the local\n    \
                 //! cargo registry. The crate's notice:"
            );
            for line in notice.lines() {
                let text = line.trim_start_matches("//").trim_start_matches(' ');
                let _ = writeln!(self.out, "    //! {text}");
            }
        }
        // gamecore's own overview is about the library, not this program.
        let head = if c.kind == CrateKind::Core {
            String::new()
        } else {
            self.head(c.root, 1)
        };
        if !head.is_empty() {
            self.out.push_str(&head);
            self.out.push('\n');
        }
        let before = self.out.len();
        self.items(c.root, 1);
        if self.library_comments == LibraryComments::None {
            let body = self.out.split_off(before);
            self.out.push_str(&without_comments(&body, false));
        }
        self.out.push_str("}\n");
    }

    /// A module's inner attributes and docs (docs as plain comments; a vendored crate's are
    /// dropped: its notice is printed instead).
    fn head(&self, m: ModId, depth: usize) -> String {
        let module = &self.p.modules[m];
        let vendored = matches!(self.p.crates[module.krate].kind, CrateKind::Vendored { .. });
        let file = &self.p.files[module.file];
        let mut edits = Vec::new();
        if vendored {
            for l in &file.lexemes {
                if l.is_comment()
                    && l.range.start >= module.head.start
                    && l.range.end <= module.head.end
                {
                    edits.push(Edit {
                        range: l.range.clone(),
                        text: String::new(),
                    });
                }
            }
        }
        let text = self.render(
            module.file,
            module.head.clone(),
            edits,
            module.indent,
            depth,
        );
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        lines
            .iter()
            .map(|l| format!("{}{}", indent(depth), l.trim_start()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn items(&mut self, m: ModId, depth: usize) {
        let module = &self.p.modules[m];
        let mut first = true;
        for &it in &module.items {
            if !self.item_live(it) {
                continue;
            }
            let item = &self.p.items[it];
            let file = &self.p.files[module.file];
            let lead = &file.text[item.lead.clone()];
            if !first && blank_line_in(lead) {
                self.out.push('\n');
            }
            first = false;
            let comments = self.lead_comments(module.file, item.lead.clone(), module.indent, depth);
            self.out.push_str(&comments);
            match item.kind {
                ItemKind::Use => {
                    let text = self.use_item(it, depth);
                    self.out.push_str(&text);
                }
                ItemKind::Mod => self.module_item(it, depth),
                _ => {
                    let edits = self.item_edits(it);
                    let (text, segments) = self.render_mapped(
                        module.file,
                        item_start(item)..item.span.end,
                        edits,
                        module.indent,
                        depth,
                    );
                    let base = self.out.len() + indent(depth).len();
                    self.segments
                        .extend(segments.into_iter().map(|(out, src, len)| Segment {
                            out: base + out,
                            file: module.file,
                            src,
                            len,
                        }));
                    let _ = writeln!(self.out, "{}{}", indent(depth), text);
                }
            }
        }
    }

    /// The comments between two items, re-indented (no blank lines).
    fn lead_comments(
        &self,
        file: FileId,
        lead: Range<usize>,
        src_indent: usize,
        depth: usize,
    ) -> String {
        let f = &self.p.files[file];
        let mut out = String::new();
        for l in &f.lexemes {
            if l.range.start < lead.start || l.range.end > lead.end || !l.is_comment() {
                continue;
            }
            if l.kind != Kind::InnerDoc
                && self.library_comments != LibraryComments::All
                && self.is_library(file)
            {
                continue;
            }
            let text = self.render(file, l.range.clone(), Vec::new(), src_indent, depth);
            let _ = writeln!(out, "{}{}", indent(depth), text);
        }
        out
    }

    fn module_item(&mut self, it: ItemId, depth: usize) {
        let item = &self.p.items[it];
        let module = &self.p.modules[item.module];
        let child = item.child.expect("a mod item has its module");
        let Item::Mod(m) = &*item.ast else {
            unreachable!("a mod item")
        };
        let header_end = match &m.content {
            Some((brace, _)) => crate::model::byte_range(brace.span.open()).start,
            None => crate::model::byte_range(m.semi.expect("`mod x;`").span).start,
        };
        let mut edits = Vec::new();
        for range in &item.drop_attrs {
            edits.push(Edit {
                range: range.clone(),
                text: String::new(),
            });
        }
        let header = self.render(
            module.file,
            item_start(item)..header_end,
            edits,
            module.indent,
            depth,
        );
        let _ = writeln!(self.out, "{}{} {{", indent(depth), header.trim_end());
        let head = self.head(child, depth + 1);
        if !head.is_empty() {
            self.out.push_str(&head);
            self.out.push('\n');
        }
        self.items(child, depth + 1);
        let _ = writeln!(self.out, "{}}}", indent(depth));
    }

    /// Deletions (dropped members, variants, arms, resolved `cfg`s) and path rewrites of a
    /// live item.
    fn item_edits(&self, it: ItemId) -> Vec<Edit> {
        let p = self.p;
        let item = &p.items[it];
        let file = p.modules[item.module].file;
        let mut edits = Vec::new();
        let delete = |range: &Range<usize>, edits: &mut Vec<Edit>| {
            edits.push(Edit {
                range: range.clone(),
                text: String::new(),
            });
        };
        for range in &item.drop_attrs {
            delete(range, &mut edits);
        }
        for (fi, &(_, start)) in item.fields.iter().enumerate() {
            if self.r.unread_fields.contains(&(it, fi)) {
                // After the field's doc comments, which a bundle may leave out.
                let f = &p.files[file];
                let mut start = start;
                while let Some(l) = f
                    .lexemes
                    .iter()
                    .find(|l| l.range.start == start && l.is_comment())
                {
                    let rest = &f.text[l.range.end..];
                    start = l.range.end + rest.len() - rest.trim_start().len();
                }
                edits.push(Edit {
                    range: start..start,
                    text: UNREAD_FIELD.to_owned(),
                });
            }
        }
        for (mi, member) in item.members.iter().enumerate() {
            if self.r.members[it][mi] {
                for range in &member.drop_attrs {
                    delete(range, &mut edits);
                }
            } else {
                delete(&member.removal, &mut edits);
            }
        }
        for (vi, variant) in item.variants.iter().enumerate() {
            if !self.r.variants[it][vi] {
                delete(&variant.removal, &mut edits);
            }
        }
        for &(f, start, end) in self
            .r
            .dropped_arms
            .range((file, item.span.start, 0)..(file, item.span.end, 0))
        {
            debug_assert_eq!(f, file);
            delete(&(start..end), &mut edits);
        }
        self.path_edits(item.module, item.tokens.clone(), &mut edits);
        edits
    }

    /// Rewrites of the paths in `tokens` (code of module `m`) for the bundle.
    fn path_edits(&self, m: ModId, tokens: TokenStream, edits: &mut Vec<Edit>) {
        let p = self.p;
        let krate = p.modules[m].krate;
        let mount = self.mount(krate);
        let at_bundle_root = p.crates[krate].kind == CrateKind::Main && m == p.crates[krate].root;
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(g) => {
                    // A module's own body is one level down from its file's top.
                    self.path_edits(m, g.stream(), edits);
                }
                TokenTree::Ident(ident) if path_sep_at(&tokens, i + 1) => {
                    let after_sep =
                        i >= 2 && path_sep_at(&tokens, i - 2) && !leading_sep(&tokens, i - 2);
                    let next_macro = macro_after(&tokens, i + 3);
                    if ident == "crate" && !after_sep {
                        let exported = next_macro
                            .as_deref()
                            .is_some_and(|name| self.exports_macro(krate, name));
                        if let (Some(module), false) = (&mount, exported) {
                            let at = ident.span().byte_range().end;
                            edits.push(Edit {
                                range: at..at,
                                text: format!("::{module}"),
                            });
                        }
                    } else if !after_sep {
                        let Some(&(_, target)) =
                            p.crates[krate].externs.iter().find(|(n, _)| ident == n)
                        else {
                            continue;
                        };
                        let leading =
                            i >= 2 && path_sep_at(&tokens, i - 2) && leading_sep(&tokens, i - 2);
                        let start = if leading {
                            tokens[i - 2].span().byte_range().start
                        } else {
                            ident.span().byte_range().start
                        };
                        let range = start..ident.span().byte_range().end;
                        let exported = next_macro
                            .as_deref()
                            .is_some_and(|name| self.exports_macro(target, name));
                        if exported {
                            edits.push(Edit {
                                range,
                                text: "crate".to_owned(),
                            });
                        } else if !(at_bundle_root
                            && !leading
                            && self.in_root_scope(m, ident.span().byte_range().start))
                        {
                            edits.push(Edit {
                                range,
                                text: format!("crate::{ident}"),
                            });
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether `pos`, in the bundle root's file, is at its top level rather than inside an
    /// inline `mod` of it (where a crate's name needs `crate::`).
    fn in_root_scope(&self, root: ModId, pos: usize) -> bool {
        let p = self.p;
        !p.modules.iter().enumerate().any(|(id, module)| {
            id != root
                && module.file == p.modules[root].file
                && module.decl.is_some_and(|d| p.items[d].span.contains(&pos))
        })
    }

    fn exports_macro(&self, krate: CrateId, name: &str) -> bool {
        self.p.items.iter().any(|item| {
            item.macro_export
                && item.name.as_deref() == Some(name)
                && self.p.modules[item.module].krate == krate
        })
    }

    /// The module a crate becomes in the bundle; `None` for main.
    fn mount(&self, krate: CrateId) -> Option<String> {
        let c = &self.p.crates[krate];
        (c.kind != CrateKind::Main).then(|| c.name.clone())
    }

    /// The live leaves of a `use` item, rewritten, as one `use` per root.
    fn use_item(&self, it: ItemId, depth: usize) -> String {
        let p = self.p;
        let item = &p.items[it];
        let m = item.module;
        let krate = m_krate(p, m);
        let at_bundle_root = p.crates[krate].kind == CrateKind::Main && m == p.crates[krate].root;
        let mut leaves = Vec::new();
        for (li, leaf) in item.leaves.iter().enumerate() {
            if !self.r.leaves[it][li] {
                continue;
            }
            if let Some(leaf) =
                self.rewrite_leaf(m, leaf, self.r.leaf_macro_export[it][li], at_bundle_root)
            {
                leaves.push(leaf);
            }
        }
        let file = &p.files[p.modules[m].file];
        let (attrs, vis) = match &*item.ast {
            Item::Use(u) => (&u.attrs, &u.vis),
            Item::ExternCrate(e) => (&e.attrs, &e.vis),
            _ => unreachable!("a use item"),
        };
        let mut prefix = String::new();
        for attr in attrs {
            let range = crate::model::byte_range(attr.span());
            if attr.path().is_ident("doc") || item.drop_attrs.iter().any(|d| d.start == range.start)
            {
                continue;
            }
            let _ = write!(prefix, "{} ", &file.text[range]);
        }
        prefix.push_str(&self.visibility(m, vis));
        let mut out = String::new();
        for tree in use_trees(leaves) {
            let _ = writeln!(out, "{}{prefix}use {tree};", indent(depth));
        }
        out
    }

    fn visibility(&self, m: ModId, vis: &syn::Visibility) -> String {
        match vis {
            syn::Visibility::Public(_) => "pub ".to_owned(),
            syn::Visibility::Inherited => String::new(),
            syn::Visibility::Restricted(r) => {
                let mut path: Vec<String> = r
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                if path[0] == "crate" && path.len() > 1 {
                    if let Some(module) = self.mount(m_krate(self.p, m)) {
                        path.insert(1, module);
                    }
                }
                let joined = path.join("::");
                if r.in_token.is_some() {
                    format!("pub(in {joined}) ")
                } else {
                    format!("pub({joined}) ")
                }
            }
        }
    }

    fn rewrite_leaf(
        &self,
        m: ModId,
        leaf: &UseLeaf,
        macro_export: bool,
        at_bundle_root: bool,
    ) -> Option<UseLeaf> {
        let p = self.p;
        let krate = m_krate(p, m);
        let mut leaf = leaf.clone();
        let first = leaf.path.first()?.clone();
        let extern_crate = p.crates[krate]
            .externs
            .iter()
            .find(|(n, _)| *n == first)
            .map(|&(_, c)| c);
        if macro_export {
            // It lives at the bundle's root, where importing it again would clash.
            if at_bundle_root {
                return None;
            }
            let name = leaf.path.last()?.clone();
            leaf.path = vec!["crate".to_owned(), name];
            leaf.leading_colon = false;
            return Some(leaf);
        }
        if first == "crate" {
            if let Some(module) = self.mount(krate) {
                leaf.path.insert(1, module);
            }
        } else if let Some(_target) =
            extern_crate.filter(|_| !is_local_name(p, m, &first) || leaf.extern_crate)
        {
            if at_bundle_root {
                if leaf.path.len() == 1 && leaf.alias.is_none() {
                    return None;
                }
            } else {
                leaf.path.insert(0, "crate".to_owned());
            }
            leaf.leading_colon = false;
        } else if !leaf.leading_colon
            && first != "self"
            && first != "super"
            && is_local_name(p, m, &first)
        {
            // Edition 2015 reads `use` paths from the crate root.
            leaf.path.insert(0, "self".to_owned());
        }
        leaf.extern_crate = false;
        Some(leaf)
    }

    /// The text of `range` in `file` with `edits`, doc comments made plain, and every line after
    /// the first moved from the source's indentation to `depth`'s (the first line is the
    /// caller's to indent). Lines inside a multi-line string are left alone.
    fn render(
        &self,
        file: FileId,
        range: Range<usize>,
        edits: Vec<Edit>,
        src_indent: usize,
        depth: usize,
    ) -> String {
        self.render_mapped(file, range, edits, src_indent, depth).0
    }

    /// [`Emitter::render`], with the (output, source, length) of each copied run of bytes.
    fn render_mapped(
        &self,
        file: FileId,
        range: Range<usize>,
        mut edits: Vec<Edit>,
        src_indent: usize,
        depth: usize,
    ) -> (String, Vec<(usize, usize, usize)>) {
        let f = &self.p.files[file];
        let text = &f.text;
        let first_paragraph =
            self.library_comments != LibraryComments::All && self.is_library(file);
        edits.extend(doc_trims(text, &f.lexemes, &range, first_paragraph));
        for l in &f.lexemes {
            if l.range.start < range.start || l.range.end > range.end {
                continue;
            }
            match l.kind {
                // A library's item docs and plain comments stay in its sources: the bundle
                // keeps each module's summary only.
                Kind::LineComment | Kind::BlockComment | Kind::OuterDoc if first_paragraph => {
                    let before = text[..l.range.start].trim_end_matches([' ', '\t']).len();
                    let start = if before > range.start && text.as_bytes()[before - 1] == b'\n' {
                        // A comment on a line of its own goes with its line.
                        before - 1
                    } else {
                        before.max(range.start)
                    };
                    edits.push(Edit {
                        range: start..l.range.end,
                        text: String::new(),
                    });
                }
                Kind::OuterDoc | Kind::InnerDoc => {
                    let start = l.range.start;
                    edits.push(Edit {
                        range: start..start + 3,
                        text: if text[start..].starts_with("//") {
                            "//".to_owned()
                        } else {
                            "/*".to_owned()
                        },
                    });
                }
                _ => {}
            }
        }
        let target = indent(depth);
        let mut pos = range.start;
        while let Some(n) = text[pos..range.end].find('\n') {
            let newline = pos + n;
            pos = newline + 1;
            if lex::containing(&f.lexemes, newline).is_some_and(|l| l.kind == Kind::Literal) {
                continue;
            }
            let line_end = text[pos..]
                .find('\n')
                .map_or(text.len(), |n| pos + n)
                .min(range.end);
            let spaces =
                text[pos..line_end].len() - text[pos..line_end].trim_start_matches(' ').len();
            if pos + spaces == line_end {
                edits.push(Edit {
                    range: pos..line_end,
                    text: String::new(),
                });
            } else {
                edits.push(Edit {
                    range: pos..pos + spaces.min(src_indent),
                    text: target.clone(),
                });
            }
        }
        apply_mapped(text, range, edits)
    }
}

/// Deletions of the `# Example` / `# Examples` sections of the doc comments in `range`: they
/// are doc tests, which a bundle does not run (the prose, `# Errors`, `# Complexity` and the
/// other sections stay). Each section goes with the blank doc line before it.
///
/// With `first_paragraph`, everything after each doc comment's first paragraph goes.
fn doc_trims(
    text: &str,
    lexemes: &[lex::Lexeme],
    range: &Range<usize>,
    first_paragraph: bool,
) -> Vec<Edit> {
    let mut edits = Vec::new();
    let docs: Vec<&lex::Lexeme> = lexemes
        .iter()
        .filter(|l| {
            matches!(l.kind, Kind::OuterDoc | Kind::InnerDoc)
                && l.range.start >= range.start
                && l.range.end <= range.end
                && text[l.range.clone()].starts_with("//")
        })
        .collect();
    let mut i = 0;
    while i < docs.len() {
        // One doc block: lines separated only by a newline and indentation.
        let mut j = i + 1;
        while j < docs.len()
            && text[docs[j - 1].range.end..docs[j].range.start]
                .trim()
                .is_empty()
            && text[docs[j - 1].range.end..docs[j].range.start]
                .matches('\n')
                .count()
                == 1
        {
            j += 1;
        }
        let block = &docs[i..j];
        let body = |l: &lex::Lexeme| text[l.range.start + 3..l.range.end].trim().to_owned();
        if first_paragraph {
            if let Some(blank) = block
                .iter()
                .skip(1)
                .position(|l| body(l).is_empty())
                .map(|n| n + 1)
            {
                // From the end of the paragraph's last line to the end of the block.
                edits.push(Edit {
                    range: block[blank - 1].range.end..block[block.len() - 1].range.end,
                    text: String::new(),
                });
            }
            i = j;
            continue;
        }
        let mut in_fence = false;
        let mut section_start: Option<usize> = None;
        for (k, line) in block.iter().enumerate() {
            let content = body(line);
            if content.starts_with("```") {
                in_fence = !in_fence;
                continue;
            }
            if in_fence || !content.starts_with("# ") {
                continue;
            }
            if let Some(start) = section_start.take() {
                edits.push(section_deletion(text, block, start, k));
            }
            if content == "# Example" || content == "# Examples" {
                section_start = Some(k);
            }
        }
        if let Some(start) = section_start {
            edits.push(section_deletion(text, block, start, block.len()));
        }
        i = j;
    }
    edits
}

/// The lines `block[start..end]` of a doc block, with the blank doc line before them if there is
/// one (or, at the block's end, the blank line after the previous section).
fn section_deletion(text: &str, block: &[&lex::Lexeme], start: usize, end: usize) -> Edit {
    let mut first = start;
    if first > 0
        && text[block[first - 1].range.start + 3..block[first - 1].range.end]
            .trim()
            .is_empty()
    {
        first -= 1;
    }
    // From the end of the line before the section to the end of its last line.
    let from = if first > 0 {
        block[first - 1].range.end
    } else {
        block[first].range.start
    };
    let to = if first == 0 && end < block.len() {
        block[end].range.start
    } else {
        block[end - 1].range.end
    };
    Edit {
        range: from..to,
        text: String::new(),
    }
}

/// Where an item's text starts once the `cfg`s resolved true in front of it are gone.
fn item_start(item: &crate::model::Item) -> usize {
    let mut start = item.span.start;
    while let Some(range) = item.drop_attrs.iter().find(|r| r.start == start) {
        start = range.end;
    }
    start
}

fn m_krate(p: &Program, m: ModId) -> CrateId {
    p.modules[m].krate
}

/// Whether `name` is an item or module declared in module `m`.
fn is_local_name(p: &Program, m: ModId, name: &str) -> bool {
    p.modules[m]
        .items
        .iter()
        .any(|&it| p.items[it].name.as_deref() == Some(name))
}

fn indent(depth: usize) -> String {
    " ".repeat(4 * depth)
}

fn blank_line_in(lead: &str) -> bool {
    let mut lines = lead.split('\n');
    lines.next();
    let middle: Vec<&str> = lines.collect();
    middle.len() > 1
        && middle[..middle.len() - 1]
            .iter()
            .any(|l| l.trim().is_empty())
}

fn path_sep_at(tokens: &[TokenTree], i: usize) -> bool {
    matches!(
        (tokens.get(i), tokens.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// Whether the `::` at `i` starts a path (`::std::x`) rather than separating segments.
fn leading_sep(tokens: &[TokenTree], i: usize) -> bool {
    match i.checked_sub(1).map(|j| &tokens[j]) {
        None => true,
        Some(TokenTree::Ident(prev)) => {
            let name = prev.to_string();
            matches!(
                name.as_str(),
                "use"
                    | "as"
                    | "return"
                    | "in"
                    | "for"
                    | "if"
                    | "match"
                    | "else"
                    | "while"
                    | "let"
                    | "mut"
                    | "dyn"
                    | "impl"
                    | "where"
                    | "break"
            )
        }
        Some(TokenTree::Punct(p)) => p.as_char() != '>',
        Some(TokenTree::Group(_) | TokenTree::Literal(_)) => false,
    }
}

/// The macro name if `tokens[i]` is `name !`.
fn macro_after(tokens: &[TokenTree], i: usize) -> Option<String> {
    match (tokens.get(i), tokens.get(i + 1)) {
        (Some(TokenTree::Ident(name)), Some(TokenTree::Punct(p))) if p.as_char() == '!' => {
            Some(name.to_string())
        }
        _ => None,
    }
}

/// `text[range]` with the edits applied; an edit inside an earlier one (a path in a dropped
/// method) is skipped.
fn apply(text: &str, range: Range<usize>, edits: Vec<Edit>) -> String {
    apply_mapped(text, range, edits).0
}

/// [`apply`], with the (output, source, length) of each run of bytes copied unchanged.
fn apply_mapped(
    text: &str,
    range: Range<usize>,
    mut edits: Vec<Edit>,
) -> (String, Vec<(usize, usize, usize)>) {
    edits.retain(|e| e.range.start >= range.start && e.range.end <= range.end);
    // At one position: insertions first, then the longest replacement (which swallows the
    // rest).
    edits.sort_by(|a, b| {
        (
            a.range.start,
            !a.range.is_empty(),
            std::cmp::Reverse(a.range.end),
        )
            .cmp(&(
                b.range.start,
                !b.range.is_empty(),
                std::cmp::Reverse(b.range.end),
            ))
    });
    let mut out = String::new();
    let mut copied = Vec::new();
    let mut cursor = range.start;
    for edit in edits {
        if edit.range.start < cursor {
            continue;
        }
        copied.push((out.len(), cursor, edit.range.start - cursor));
        out.push_str(&text[cursor..edit.range.start]);
        out.push_str(&edit.text);
        cursor = edit.range.end;
    }
    copied.push((out.len(), cursor, range.end - cursor));
    out.push_str(&text[cursor..range.end]);
    (out, copied)
}

/// Leaves regrouped as `use` trees, one per first segment.
fn use_trees(leaves: Vec<UseLeaf>) -> Vec<String> {
    let mut roots: Vec<(String, bool, Vec<UseLeaf>)> = Vec::new();
    for leaf in leaves {
        let key = leaf.path.first().cloned().unwrap_or_default();
        match roots
            .iter_mut()
            .find(|(k, colon, _)| *k == key && *colon == leaf.leading_colon)
        {
            Some((_, _, group)) => group.push(leaf),
            None => roots.push((key, leaf.leading_colon, vec![leaf])),
        }
    }
    roots
        .into_iter()
        .map(|(_, colon, group)| format!("{}{}", if colon { "::" } else { "" }, tree(&group, 0)))
        .collect()
}

/// The tree of `leaves`, which share their first `depth` segments and at least one more.
fn tree(leaves: &[UseLeaf], depth: usize) -> String {
    let key = &leaves[0].path[depth];
    let ends: Vec<&UseLeaf> = leaves
        .iter()
        .filter(|l| l.path.len() == depth + 1 && !l.glob)
        .collect();
    let deeper: Vec<UseLeaf> = leaves
        .iter()
        .filter(|l| l.path.len() > depth + 1 || l.glob && l.path.len() == depth + 1)
        .cloned()
        .collect();
    let name = |leaf: &UseLeaf, own: &str| match &leaf.alias {
        Some(alias) => format!("{own} as {alias}"),
        None => own.to_owned(),
    };
    if deeper.is_empty() {
        let names: Vec<String> = ends.iter().map(|l| name(l, key)).collect::<Vec<_>>();
        return if names.len() == 1 {
            names[0].clone()
        } else {
            format!(
                "{key}::{{{}}}",
                names
                    .iter()
                    .map(|n| n.replacen(key.as_str(), "self", 1))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
    }
    let mut parts: Vec<String> = ends.iter().map(|l| name(l, "self")).collect();
    let mut children: Vec<(String, Vec<UseLeaf>)> = Vec::new();
    for leaf in deeper {
        if leaf.glob && leaf.path.len() == depth + 1 {
            parts.push("*".to_owned());
            continue;
        }
        let child = leaf.path[depth + 1].clone();
        match children.iter_mut().find(|(k, _)| *k == child) {
            Some((_, group)) => group.push(leaf),
            None => children.push((child, vec![leaf])),
        }
    }
    for (_, group) in children {
        parts.push(tree(&group, depth + 1));
    }
    if parts.len() == 1 {
        format!("{key}::{}", parts[0])
    } else {
        format!("{key}::{{{}}}", parts.join(", "))
    }
}

/// Blank lines: none after `{` or before `}`, never two in a row; no trailing spaces. Lines
/// inside multi-line strings are not touched.
pub fn tidy(text: &str) -> String {
    let lexemes = lex::lex(text);
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    let mut previous_blank = true;
    let mut previous_opens = false;
    let lines: Vec<(usize, &str)> = text
        .split_inclusive('\n')
        .map(|line| {
            let start = pos;
            pos += line.len();
            (start, line)
        })
        .collect();
    for (i, &(start, line)) in lines.iter().enumerate() {
        let in_literal = start > 0
            && lex::containing(&lexemes, start - 1).is_some_and(|l| l.kind == Kind::Literal);
        let ends_in_literal = lex::containing(&lexemes, start + line.len().saturating_sub(1))
            .is_some_and(|l| l.kind == Kind::Literal);
        if ends_in_literal {
            out.push_str(line);
            previous_blank = false;
            previous_opens = false;
            continue;
        }
        if in_literal {
            out.push_str(line.trim_end());
            out.push('\n');
            previous_blank = false;
            previous_opens = false;
            continue;
        }
        let content = line.trim_end();
        if content.is_empty() {
            let next_closes = lines.get(i + 1).is_some_and(|(_, next)| {
                next.trim_start().starts_with('}') || next.trim_start().starts_with(')')
            });
            if previous_blank || previous_opens || next_closes {
                continue;
            }
            out.push('\n');
            previous_blank = true;
            continue;
        }
        out.push_str(content);
        out.push('\n');
        previous_blank = false;
        previous_opens = content.ends_with('{') || content.ends_with('(');
    }
    out
}

/// The bundle without its comments: plain comments and blank lines go, inner doc comments (a
/// vendored crate's licence notice) stay, and each four spaces of indentation become a tab.
pub fn strip_comments(text: &str) -> String {
    without_comments(text, true)
}

/// `text` without its plain comments and blank lines (inner doc comments stay), indentation in
/// tabs if `tabs`.
fn without_comments(text: &str, tabs: bool) -> String {
    let lexemes = lex::lex(text);
    let mut edits = Vec::new();
    for l in &lexemes {
        if matches!(
            l.kind,
            Kind::LineComment | Kind::BlockComment | Kind::OuterDoc
        ) {
            // With the spaces before a trailing comment.
            let before = text[..l.range.start].trim_end_matches([' ', '\t']).len();
            let line_start = text[..l.range.start].rfind('\n').map_or(0, |n| n + 1);
            let start = if before > line_start {
                before
            } else {
                l.range.start
            };
            edits.push(Edit {
                range: start..l.range.end,
                text: String::new(),
            });
        }
    }
    let stripped = apply(text, 0..text.len(), edits);
    reindent(&stripped, tabs, false)
}

/// The bundle with each four spaces of indentation as a tab (one byte a level instead of
/// four: a deeply nested library item costs its code, not its margin); blank lines stay.
pub fn with_tabs(text: &str) -> String {
    reindent(text, true, true)
}

/// `text` outside its multi-line literals re-indented with tabs if `tabs`, its blank lines
/// kept if `keep_blank`.
fn reindent(stripped: &str, tabs: bool, keep_blank: bool) -> String {
    let lexemes = lex::lex(stripped);
    let mut out = String::with_capacity(stripped.len());
    let mut pos = 0;
    for line in stripped.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let in_literal = start > 0
            && lex::containing(&lexemes, start - 1).is_some_and(|l| l.kind == Kind::Literal);
        if in_literal {
            out.push_str(line);
        } else if !line.trim().is_empty() && tabs {
            let content = line.trim_start_matches(' ');
            let spaces = line.len() - content.len();
            out.push_str(&"\t".repeat(spaces / 4));
            out.push_str(&" ".repeat(spaces % 4));
            out.push_str(content);
        } else if !line.trim().is_empty() || keep_blank {
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{strip_comments, tidy, use_trees};
    use crate::model::UseLeaf;

    fn leaf(path: &str, alias: Option<&str>, glob: bool) -> UseLeaf {
        UseLeaf {
            leading_colon: false,
            path: path.split("::").map(str::to_owned).collect(),
            alias: alias.map(str::to_owned),
            glob,
            extern_crate: false,
        }
    }

    #[test]
    fn use_trees_regroup_leaves() {
        assert_eq!(
            use_trees(vec![
                leaf("crate::g::scan::Scanner", None, false),
                leaf("crate::g::Error", None, false),
                leaf("crate::g::scan", None, false),
                leaf("std::io::Write", Some("_"), false),
                leaf("std::fmt", None, true),
            ]),
            [
                "crate::g::{scan::{self, Scanner}, Error}",
                "std::{io::Write as _, fmt::*}",
            ]
        );
        assert_eq!(use_trees(vec![leaf("a::b", None, false)]), ["a::b"]);
    }

    #[test]
    fn tidy_and_strip_leave_strings_alone() {
        let text =
            "fn f() {\n\n    let s = \"a\n\n  // not a comment\n\";   \n\n\n    g(); // why\n\n}\n";
        assert_eq!(
            tidy(text),
            "fn f() {\n    let s = \"a\n\n  // not a comment\n\";\n\n    g(); // why\n}\n"
        );
        assert_eq!(
            strip_comments(
                "// a\n//! keep\nfn f() {\n    /* b */ g(); // c\n    let s = \"\n\n// d\";\n}\n"
            ),
            "//! keep\nfn f() {\n\t g();\n\tlet s = \"\n\n// d\";\n}\n"
        );
    }
}
