//! Removal of test-only items, and the `mod name;` file loader.

use crate::Error;
use std::path::Path;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, ImplItem, Item, Meta, Stmt, TraitItem};

/// Reads and parses `path`, drops its test-only items and inlines its `mod name;` files;
/// `children` is the directory those files live in.
pub fn load(path: &Path, children: &Path) -> Result<syn::File, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))?;
    let mut file = syn::parse_file(&text)
        .map_err(|e| Error::new(format!("{}: cannot parse: {e}", path.display())))?;
    StripTests.visit_file_mut(&mut file);
    inline_modules(&mut file.items, children)?;
    Ok(file)
}

/// Replaces every `mod name;` in `items` (a module whose child files live in `dir`) by the
/// contents of `dir/name.rs` or `dir/name/mod.rs`, recursively.
fn inline_modules(items: &mut [Item], dir: &Path) -> Result<(), Error> {
    for item in items {
        let Item::Mod(module) = item else { continue };
        let name = module.ident.to_string();
        if module.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(Error::new(format!(
                "mod {name} in {}: #[path] modules are not supported by the bundler",
                dir.display()
            )));
        }
        let child_dir = dir.join(&name);
        if let Some((_, content)) = &mut module.content {
            inline_modules(content, &child_dir)?;
            continue;
        }
        let flat = dir.join(format!("{name}.rs"));
        let nested = child_dir.join("mod.rs");
        let path = if flat.is_file() { flat } else { nested };
        let file = load(&path, &child_dir)?;
        // The file's `//!` docs and lint attributes become inner attributes of the module.
        module.attrs.extend(file.attrs);
        module.content = Some((syn::token::Brace::default(), file.items));
        module.semi = None;
    }
    Ok(())
}

/// Whether an attribute marks test-only code: `#[test]`, `#[cfg(test)]`, `#[cfg(doctest)]`.
fn is_test_only(attr: &Attribute) -> bool {
    if attr.path().is_ident("test") {
        return true;
    }
    match &attr.meta {
        Meta::List(list) if list.path.is_ident("cfg") => {
            let cond = list.tokens.to_string();
            cond == "test" || cond == "doctest"
        }
        _ => false,
    }
}

fn kept(attrs: &[Attribute]) -> bool {
    !attrs.iter().any(is_test_only)
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Drops test-only items wherever items can appear. (A test-only field or match arm would be
/// left in place; rustc still compiles it out.)
struct StripTests;

impl VisitMut for StripTests {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain(|i| kept(item_attrs(i)));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut module.content {
            items.retain(|i| kept(item_attrs(i)));
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        block.items.retain(|i| match i {
            ImplItem::Const(i) => kept(&i.attrs),
            ImplItem::Fn(i) => kept(&i.attrs),
            ImplItem::Type(i) => kept(&i.attrs),
            ImplItem::Macro(i) => kept(&i.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, block);
    }

    fn visit_item_trait_mut(&mut self, block: &mut syn::ItemTrait) {
        block.items.retain(|i| match i {
            TraitItem::Const(i) => kept(&i.attrs),
            TraitItem::Fn(i) => kept(&i.attrs),
            TraitItem::Type(i) => kept(&i.attrs),
            TraitItem::Macro(i) => kept(&i.attrs),
            _ => true,
        });
        visit_mut::visit_item_trait_mut(self, block);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|s| match s {
            Stmt::Local(l) => kept(&l.attrs),
            Stmt::Item(i) => kept(item_attrs(i)),
            Stmt::Macro(m) => kept(&m.attrs),
            Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, block);
    }
}
