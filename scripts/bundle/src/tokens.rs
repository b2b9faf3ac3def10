//! Token-level passes: path rewriting and doc-attribute removal (they must also reach inside
//! macro bodies, which syn leaves as raw tokens), and the scan for module references.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;

/// How one unit of source (the problem library, its `main`, or one gamecore module) changes
/// when it moves into the bundle.
pub struct Rewrite<'a> {
    /// The bundle-root module the unit now lives in: `crate::x` and `$crate::x` become
    /// `crate::<module>::x`. `None` for code that stays at the bundle root.
    pub crate_module: Option<&'a str>,
    /// Crate names whose root paths (`name::x`, `::name::x`) become `crate::name::x`.
    pub extern_roots: &'a [&'a str],
    /// Whether the unit's top level is the bundle root, where those crate names already
    /// resolve as they are (`main` stays exactly as written); rewriting starts in `mod x {}`.
    pub at_bundle_root: bool,
}

/// Applies `rewrite` to every path in `stream` and drops every `#[doc ...]` / `#![doc ...]`
/// attribute, descending into groups (so macro bodies are covered too).
pub fn rewrite(stream: TokenStream, rewrite_with: &Rewrite<'_>) -> TokenStream {
    rewrite_in(stream, rewrite_with, rewrite_with.at_bundle_root)
}

fn rewrite_in(stream: TokenStream, rewrite_with: &Rewrite<'_>, at_root: bool) -> TokenStream {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let Some(len) = doc_attribute_len(&tokens[i..]) {
            i += len;
            continue;
        }
        match &tokens[i] {
            TokenTree::Group(group) => {
                let module_body = group.delimiter() == Delimiter::Brace
                    && matches!(
                        out.get(out.len().wrapping_sub(2)..),
                        Some([TokenTree::Ident(m), TokenTree::Ident(_)]) if m == "mod"
                    );
                let inner = rewrite_in(group.stream(), rewrite_with, at_root && !module_body);
                let mut copy = Group::new(group.delimiter(), inner);
                copy.set_span(group.span());
                out.push(copy.into());
            }
            TokenTree::Ident(ident) if path_sep_at(&tokens, i + 1) => {
                if ident == "crate" {
                    out.push(tokens[i].clone());
                    if let Some(module) = rewrite_with.crate_module {
                        out.extend(path_sep());
                        out.push(Ident::new(module, Span::call_site()).into());
                    }
                } else if !at_root
                    && rewrite_with.extern_roots.iter().any(|root| ident == root)
                    && !is_segment_position(&out)
                {
                    if ends_with_path_sep(&out) {
                        // `::gamecore::x`: the leading `::` would now precede `crate`.
                        out.truncate(out.len() - 2);
                    }
                    out.push(Ident::new("crate", Span::call_site()).into());
                    out.extend(path_sep());
                    out.push(tokens[i].clone());
                } else {
                    out.push(tokens[i].clone());
                }
            }
            token => out.push(token.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// Collects `m` from every `root::m`, `root::{m, n::x}` and `root::*` (as `"*"`) in `stream`,
/// where `is_root` says which identifiers start a path (only in root position, not as a later
/// segment such as the `gamecore` of `a::gamecore::x`).
pub fn referenced_names(
    stream: TokenStream,
    is_root: &dyn Fn(&Ident) -> bool,
    found: &mut BTreeSet<String>,
) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => referenced_names(group.stream(), is_root, found),
            TokenTree::Ident(ident)
                if is_root(ident)
                    && path_sep_at(&tokens, i + 1)
                    && !is_segment_position(&tokens[..i]) =>
            {
                match tokens.get(i + 3) {
                    Some(TokenTree::Ident(name)) => {
                        found.insert(name.to_string());
                    }
                    Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                        found.insert("*".to_owned());
                    }
                    Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                        group_heads(g.stream(), found);
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

/// The first name of each comma-separated use tree in a `{...}` group.
fn group_heads(stream: TokenStream, found: &mut BTreeSet<String>) {
    let mut at_start = true;
    for token in stream {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => at_start = true,
            _ if !at_start => {}
            TokenTree::Ident(name) => {
                if name != "self" {
                    found.insert(name.to_string());
                }
                at_start = false;
            }
            TokenTree::Punct(p) if p.as_char() == '*' => {
                found.insert("*".to_owned());
                at_start = false;
            }
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                group_heads(g.stream(), found);
                at_start = false;
            }
            _ => at_start = false,
        }
    }
}

/// The number of tokens of a doc attribute starting at `tokens[0]`, if there is one.
fn doc_attribute_len(tokens: &[TokenTree]) -> Option<usize> {
    let TokenTree::Punct(hash) = tokens.first()? else {
        return None;
    };
    if hash.as_char() != '#' {
        return None;
    }
    let (bracket_at, len) = match tokens.get(1)? {
        TokenTree::Punct(bang) if bang.as_char() == '!' => (2, 3),
        _ => (1, 2),
    };
    let TokenTree::Group(group) = tokens.get(bracket_at)? else {
        return None;
    };
    if group.delimiter() != Delimiter::Bracket {
        return None;
    }
    match group.stream().into_iter().next() {
        Some(TokenTree::Ident(name)) if name == "doc" => Some(len),
        _ => None,
    }
}

fn path_sep_at(tokens: &[TokenTree], i: usize) -> bool {
    matches!(
        (tokens.get(i), tokens.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

fn ends_with_path_sep(before: &[TokenTree]) -> bool {
    before.len() >= 2 && path_sep_at(before, before.len() - 2)
}

/// Whether a name after `before` is a later path segment (`a::name`, `<T>::name`) rather than
/// the start of a path (`name`, `::name`).
fn is_segment_position(before: &[TokenTree]) -> bool {
    if !ends_with_path_sep(before) {
        return false;
    }
    match before.len().checked_sub(3).map(|i| &before[i]) {
        // Keywords other than these cannot end a path: `use ::x`, `return ::x()`, `as ::T`.
        Some(TokenTree::Ident(i)) => {
            let name = i.to_string();
            matches!(name.as_str(), "self" | "super" | "crate" | "Self") || !is_keyword(&name)
        }
        Some(TokenTree::Punct(p)) => p.as_char() == '>',
        _ => false,
    }
}

fn is_keyword(name: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "box", "break", "const", "continue", "do", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
        "mut", "pub", "ref", "return", "static", "struct", "trait", "true", "type", "unsafe",
        "use", "where", "while", "yield",
    ];
    KEYWORDS.contains(&name)
}

fn path_sep() -> [TokenTree; 2] {
    [
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
    ]
}

#[cfg(test)]
mod tests {
    use super::{referenced_names, rewrite, Rewrite};
    use proc_macro2::TokenStream;
    use std::collections::BTreeSet;

    fn rewritten(source: &str, crate_module: Option<&str>, roots: &[&str]) -> String {
        let stream: TokenStream = source.parse().unwrap();
        let rw = Rewrite {
            crate_module,
            extern_roots: roots,
            at_bundle_root: false,
        };
        rewrite(stream, &rw).to_string()
    }

    #[test]
    fn rewrites_roots_but_not_segments() {
        assert_eq!(
            rewritten(
                "use gamecore::scan; use ::gamecore::judge; fn f() { ::gamecore::nim::x(a::gamecore::y, <T>::gamecore::z) }",
                None,
                &["gamecore"]
            ),
            "use crate :: gamecore :: scan ; use crate :: gamecore :: judge ; fn f () { crate :: gamecore :: nim :: x (a :: gamecore :: y , < T >:: gamecore :: z) }"
        );
    }

    #[test]
    fn leaves_the_bundle_root_alone_but_not_its_modules() {
        let stream: TokenStream = "fn main() { g::run(p::solve); } mod m { fn f() { g::x(); } }"
            .parse()
            .unwrap();
        let rw = Rewrite {
            crate_module: None,
            extern_roots: &["g", "p"],
            at_bundle_root: true,
        };
        assert_eq!(
            rewrite(stream, &rw).to_string(),
            "fn main () { g :: run (p :: solve) ; } mod m { fn f () { crate :: g :: x () ; } }"
        );
    }

    #[test]
    fn prefixes_crate_paths_in_macros_and_visibilities() {
        assert_eq!(
            rewritten(
                "macro_rules! m { () => { $crate::scan::F }; } pub(crate) fn f() {} pub(in crate::a) fn g() {}",
                Some("gamecore"),
                &[]
            ),
            "macro_rules ! m { () => { $ crate :: gamecore :: scan :: F } ; } pub (crate) fn f () { } pub (in crate :: gamecore :: a) fn g () { }"
        );
    }

    #[test]
    fn drops_doc_attributes_only() {
        assert_eq!(
            rewritten(
                "#![doc = \"x\"] #[doc = \"y\"] #[inline] #[doc(hidden)] fn f() { #[doc = \"z\"] struct S; }",
                None,
                &[]
            ),
            "# [inline] fn f () { struct S ; }"
        );
    }

    #[test]
    fn finds_referenced_modules() {
        let stream: TokenStream =
            "use gamecore::{scan::{self, Error}, judge, self}; fn f() { writeln!(o, \"{}\", gamecore::nim::x()); a::gamecore::mex::y(); } use gc::*;"
                .parse()
                .unwrap();
        let mut found = BTreeSet::new();
        referenced_names(stream, &|i| i == "gamecore" || i == "gc", &mut found);
        let found: Vec<_> = found.into_iter().collect();
        assert_eq!(found, ["*", "judge", "nim", "scan"]);
    }
}
