//! Which items a bundle needs: everything reachable from `main`, by paths resolved through
//! modules and `use`s as rustc resolves them, and by method calls matched by name only (syn has
//! no types, so a method is live when any live code calls a method of that name).
//!
//! - An item is live when a live item's tokens (macro bodies included) name it by a path.
//! - A method, associated const or type of an inherent `impl` is live when live code calls a
//!   method of that name, names `Type::member` / `Self::member`, or names `T::member` on a type
//!   it cannot resolve (a generic parameter). A method called on a generic parameter's value
//!   counts for traits only, but on a field whose type is a parameter with a default
//!   (`table: S` in `Solver<R, S: Store = Table>`) it counts by name, since an impl that leaves
//!   the parameter out calls the default's inherent methods there.
//! - A trait impl is live when its trait is live (or foreign) and every local type in its
//!   header is live for some other reason: `Display for Cycle` stays while `Cycle` does. Its
//!   members follow the trait's: a trait member is live by the same name rules as a method.
//! - An enum variant is live when live code names it outside a `match` arm's pattern; the arms
//!   that only match dropped variants go with them.
//! - A `use` leaf is live when a live path resolves through it, or (for a std trait imported
//!   for its methods) when live code in its module calls one of those methods.
//! - An item-position macro call is live when a live path needs a name it may define, when
//!   it implements a live trait, or (a macro whose impls are of foreign traits only, such as
//!   `impl_error!(Cycle)`) when every local type its arguments and its body name is live.

use crate::model::{self, CrateKind, FileId, ItemId, ItemKind, MemberKind, ModId, Program};
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use syn::Item;

/// What was found live.
pub struct Reach {
    pub items: Vec<bool>,
    pub members: Vec<Vec<bool>>,
    pub variants: Vec<Vec<bool>>,
    pub leaves: Vec<Vec<bool>>,
    /// `use` leaves that import a `#[macro_export]` macro (which lives at the bundle's root).
    pub leaf_macro_export: Vec<Vec<bool>>,
    /// Fields that only code left out reads.
    pub unread_fields: BTreeSet<(ItemId, usize)>,
    /// Text inside live items that goes (file, range): `match` arms whose pattern names only
    /// dropped variants, and the members of trait impls written in macro bodies whose trait
    /// member is dropped.
    pub dropped_arms: BTreeSet<(FileId, usize, usize)>,
}

/// Items, members and variants the syntax keeps but rustc reports unused (a method matched by
/// name only): never kept.
#[derive(Clone, Debug, Default)]
pub struct Blocked {
    pub items: BTreeSet<ItemId>,
    pub members: BTreeSet<(ItemId, usize)>,
    pub variants: BTreeSet<(ItemId, usize)>,
    /// Fields (struct, index) that only code left out reads: they cannot go, so they are
    /// marked as such.
    pub unread_fields: BTreeSet<(ItemId, usize)>,
}

impl Blocked {
    pub fn len(&self) -> usize {
        self.items.len() + self.members.len() + self.variants.len() + self.unread_fields.len()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Module(ModId),
    Item(ItemId),
    Variant(ItemId, usize),
    /// Outside the bundle: std, a primitive, the prelude.
    Foreign,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ns {
    Any,
    Macro,
}

/// Where code is: what `self`, `super`, `crate` and `Self` mean there.
#[derive(Clone, Copy, Debug)]
struct Ctx {
    module: ModId,
    self_item: Option<ItemId>,
}

/// What the receiver of a method call is known to be.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Receiver {
    Unknown,
    /// `self.method()`.
    SelfValue,
    /// `self.field.method()`.
    SelfField(String),
    /// A variable declared with this type (`x: &mut Scanner`, `let x: T = ..`).
    Typed {
        leading_colon: bool,
        segments: Vec<String>,
    },
    /// A variable set from `Type::function(..)`, which is of type `Type` if the function
    /// returns `Self`.
    Constructed {
        segments: Vec<String>,
        function: String,
    },
    /// A generic parameter, `impl Trait`, `dyn Trait`, a slice, tuple or reference to one: only
    /// trait methods can be called on it.
    TraitOnly,
}

/// A receiver's type as far as the bundler can tell.
enum ReceiverType {
    Local(ItemId),
    TraitOnly,
    Unknown,
}

/// A reference found in tokens.
#[derive(Clone, Debug)]
enum Ref {
    Path {
        leading_colon: bool,
        segments: Vec<String>,
        macro_call: bool,
        in_pattern: bool,
    },
    Method {
        name: String,
        receiver: Receiver,
    },
    /// `<T as Trait>::name`.
    Member(String),
}

/// The local items an impl's header and generic bounds name, and its generic parameters.
struct ImplConditions {
    header: Vec<ItemId>,
    generic_names: BTreeSet<String>,
    bounds: Vec<ItemId>,
    /// `impl<T: Bound> Trait for T`: the self type is one of the impl's own parameters.
    blanket: bool,
}

struct State<'p> {
    p: &'p Program,
    /// Per impl tried, what it names.
    impl_conditions: BTreeMap<ItemId, Rc<ImplConditions>>,
    blocked: &'p Blocked,
    items: Vec<bool>,
    members: Vec<Vec<bool>>,
    variants: Vec<Vec<bool>>,
    leaves: Vec<Vec<bool>>,
    work: Vec<Work>,
    methods: BTreeSet<String>,
    /// Methods called on receivers that can only have trait methods.
    trait_methods: BTreeSet<String>,
    /// Members named on a type the bundler cannot resolve (`T::default`).
    loose_members: BTreeSet<String>,
    /// `(type, member)` named exactly.
    precise: BTreeSet<(ItemId, String)>,
    precise_names: BTreeSet<String>,
    constructed: BTreeSet<(ItemId, usize)>,
    /// Per module: the methods and macros its live code calls.
    module_calls: BTreeMap<ModId, BTreeSet<String>>,
    self_types: BTreeMap<ItemId, Option<ItemId>>,
}

#[derive(Clone, Copy, Debug)]
enum Work {
    Item(ItemId),
    Member(ItemId, usize),
    Variant(ItemId, usize),
}

/// Everything `main` (of the crate of kind `Main`) reaches, `blocked` aside.
pub fn reach<'p>(p: &'p Program, blocked: &'p Blocked) -> Reach {
    let mut s = State {
        p,
        impl_conditions: BTreeMap::new(),
        blocked,
        items: vec![false; p.items.len()],
        members: p
            .items
            .iter()
            .map(|i| vec![false; i.members.len()])
            .collect(),
        variants: p
            .items
            .iter()
            .map(|i| vec![false; i.variants.len()])
            .collect(),
        leaves: p
            .items
            .iter()
            .map(|i| vec![false; i.leaves.len()])
            .collect(),
        work: Vec::new(),
        methods: BTreeSet::new(),
        trait_methods: BTreeSet::new(),
        loose_members: BTreeSet::new(),
        precise: BTreeSet::new(),
        precise_names: BTreeSet::new(),
        constructed: BTreeSet::new(),
        module_calls: BTreeMap::new(),
        self_types: BTreeMap::new(),
    };
    let main_crate = p
        .crates
        .iter()
        .find(|c| c.kind == CrateKind::Main)
        .expect("a main crate");
    for &it in &p.modules[main_crate.root].items {
        let item = &p.items[it];
        if item.kind == ItemKind::Fn && item.name.as_deref() == Some("main") {
            s.keep(it);
        }
    }
    loop {
        while let Some(work) = s.work.pop() {
            s.process(work);
        }
        let changed = s.advance();
        if !changed && s.work.is_empty() {
            break;
        }
    }
    s.keep_method_imports();
    let mut dropped_arms = s.dropped_arms();
    dropped_arms.extend(s.dropped_macro_impl_members());
    let leaf_macro_export = s.leaf_macro_exports();
    Reach {
        items: s.items,
        members: s.members,
        variants: s.variants,
        leaves: s.leaves,
        leaf_macro_export,
        dropped_arms,
        unread_fields: blocked.unread_fields.clone(),
    }
}

impl State<'_> {
    /// One round over the impls, macro calls, members and variants whose condition may have
    /// become true; whether anything became live.
    fn advance(&mut self) -> bool {
        let p = self.p;
        let mut changed = false;
        for it in 0..p.items.len() {
            if !self.items[it] {
                let applies = match p.items[it].kind {
                    ItemKind::Impl => self.impl_applies(it),
                    ItemKind::MacroCall => self.macro_call_applies(it),
                    _ => false,
                };
                if applies {
                    self.keep(it);
                    changed |= self.items[it];
                }
                continue;
            }
            for mi in 0..p.items[it].members.len() {
                if !self.members[it][mi]
                    && !p.items[it].members[mi].excluded
                    && !self.blocked.members.contains(&(it, mi))
                    && self.member_applies(it, mi)
                {
                    self.members[it][mi] = true;
                    self.work.push(Work::Member(it, mi));
                    changed = true;
                }
            }
            for vi in 0..p.items[it].variants.len() {
                let variant = &p.items[it].variants[vi];
                let live = self.constructed.contains(&(it, vi))
                    || self.loose_members.contains(&variant.name);
                if !self.variants[it][vi]
                    && !variant.excluded
                    && live
                    && !self.blocked.variants.contains(&(it, vi))
                {
                    self.variants[it][vi] = true;
                    self.work.push(Work::Variant(it, vi));
                    changed = true;
                }
            }
        }
        changed
    }

    fn keep(&mut self, it: ItemId) {
        if !self.items[it] && !self.blocked.items.contains(&it) {
            self.items[it] = true;
            self.work.push(Work::Item(it));
        }
    }

    fn process(&mut self, work: Work) {
        let p = self.p;
        match work {
            Work::Item(it) => {
                let item = &p.items[it];
                let mut ctx = Ctx {
                    module: item.module,
                    self_item: None,
                };
                let tokens = match &*item.ast {
                    Item::Use(_) | Item::ExternCrate(_) | Item::Mod(_) => return,
                    Item::Impl(block) => {
                        ctx.self_item = self.self_type(it);
                        let mut tokens = block.generics.to_token_stream();
                        if let Some((_, path, _)) = &block.trait_ {
                            path.to_tokens(&mut tokens);
                        }
                        block.self_ty.to_tokens(&mut tokens);
                        block.generics.where_clause.to_tokens(&mut tokens);
                        tokens
                    }
                    Item::Trait(t) => {
                        ctx.self_item = Some(it);
                        let mut tokens = t.generics.to_token_stream();
                        for bound in &t.supertraits {
                            bound.to_tokens(&mut tokens);
                        }
                        t.generics.where_clause.to_tokens(&mut tokens);
                        tokens
                    }
                    Item::Enum(e) => {
                        ctx.self_item = Some(it);
                        let mut tokens = TokenStream::new();
                        for attr in &e.attrs {
                            attr.to_tokens(&mut tokens);
                        }
                        e.generics.to_tokens(&mut tokens);
                        e.generics.where_clause.to_tokens(&mut tokens);
                        tokens
                    }
                    Item::Struct(_) | Item::Union(_) => {
                        ctx.self_item = Some(it);
                        item.tokens.clone()
                    }
                    other => other.to_token_stream(),
                };
                self.scan(ctx, tokens);
            }
            Work::Member(it, mi) => {
                let item = &p.items[it];
                let ctx = Ctx {
                    module: item.module,
                    self_item: if item.kind == ItemKind::Trait {
                        Some(it)
                    } else {
                        self.self_type(it)
                    },
                };
                self.scan(ctx, item.members[mi].tokens.clone());
            }
            Work::Variant(it, vi) => {
                let item = &p.items[it];
                let ctx = Ctx {
                    module: item.module,
                    self_item: Some(it),
                };
                self.scan(ctx, item.variants[vi].tokens.clone());
            }
        }
    }

    /// The local type an `impl` is for, if it is one.
    fn self_type(&mut self, it: ItemId) -> Option<ItemId> {
        if let Some(cached) = self.self_types.get(&it) {
            return *cached;
        }
        let p = self.p;
        let found = match &*p.items[it].ast {
            Item::Impl(block) => match &*block.self_ty {
                syn::Type::Path(tp) if tp.qself.is_none() => {
                    let segments: Vec<String> = tp
                        .path
                        .segments
                        .iter()
                        .map(|s| s.ident.to_string())
                        .collect();
                    let ctx = Ctx {
                        module: p.items[it].module,
                        self_item: None,
                    };
                    self.resolve(
                        ctx,
                        tp.path.leading_colon.is_some(),
                        &segments,
                        Ns::Any,
                        false,
                    )
                    .into_iter()
                    .find_map(|t| match t {
                        Target::Item(i) if is_type_like(p.items[i].kind) => Some(i),
                        _ => None,
                    })
                }
                _ => None,
            },
            _ => None,
        };
        self.self_types.insert(it, found);
        found
    }

    fn scan(&mut self, ctx: Ctx, tokens: TokenStream) {
        let file = &self.p.files[self.p.modules[ctx.module].file];
        let mut refs = Vec::new();
        let mut bindings = bindings(tokens.clone());
        // A `match` arm may rebind a typed variable's name to something else.
        pattern_names(
            tokens.clone(),
            &file.arm_patterns,
            usize::MAX,
            &mut bindings,
        );
        let mut uses = BTreeMap::new();
        let mut globs = Vec::new();
        local_uses(tokens.clone(), &mut uses, &mut globs);
        let scope = Scope {
            patterns: &file.arm_patterns,
            bindings,
            local_uses: uses,
            local_globs: globs,
        };
        collect_refs(tokens, &scope, &mut refs);
        for r in refs {
            self.mark(ctx, r);
        }
    }

    fn mark(&mut self, ctx: Ctx, r: Ref) {
        match r {
            Ref::Method { name, receiver } => {
                self.module_calls
                    .entry(ctx.module)
                    .or_default()
                    .insert(name.clone());
                match self.receiver_type(ctx, &receiver) {
                    ReceiverType::Local(it) => {
                        self.precise.insert((it, name.clone()));
                        self.precise_names.insert(name);
                    }
                    ReceiverType::TraitOnly => {
                        self.trait_methods.insert(name);
                    }
                    ReceiverType::Unknown => {
                        self.methods.insert(name);
                    }
                }
            }
            Ref::Member(name) => {
                self.loose_members.insert(name);
            }
            Ref::Path {
                leading_colon,
                segments,
                macro_call,
                in_pattern,
            } => {
                if macro_call && segments.len() == 1 {
                    self.module_calls
                        .entry(ctx.module)
                        .or_default()
                        .insert(format!("{}!", segments[0]));
                }
                let ns = if macro_call { Ns::Macro } else { Ns::Any };
                let targets = self.resolve_marking(ctx, leading_colon, &segments, ns, in_pattern);
                let _ = targets;
            }
        }
    }

    /// What a method's receiver is known to be.
    fn receiver_type(&mut self, ctx: Ctx, receiver: &Receiver) -> ReceiverType {
        let p = self.p;
        let typed = |s: &mut Self, leading_colon: bool, segments: &[String]| -> ReceiverType {
            if segments.len() == 1 && segments[0] == "Self" {
                return ctx
                    .self_item
                    .map_or(ReceiverType::Unknown, ReceiverType::Local);
            }
            if segments.len() == 1
                && matches!(
                    segments[0].as_str(),
                    "Box" | "Rc" | "Arc" | "Ref" | "RefMut" | "Cow"
                )
            {
                // Smart pointers dereference to what they hold.
                return ReceiverType::Unknown;
            }
            let targets = s.resolve(ctx, leading_colon, segments, Ns::Any, false);
            match targets.as_slice() {
                [Target::Item(it)]
                    if is_type_like(p.items[*it].kind)
                        && p.items[*it].kind != ItemKind::TypeAlias =>
                {
                    ReceiverType::Local(*it)
                }
                [Target::Foreign] => ReceiverType::TraitOnly,
                _ => ReceiverType::Unknown,
            }
        };
        match receiver {
            Receiver::Unknown => ReceiverType::Unknown,
            Receiver::TraitOnly => ReceiverType::TraitOnly,
            Receiver::SelfValue => ctx
                .self_item
                .filter(|&it| p.items[it].kind != ItemKind::Trait)
                .map_or(ReceiverType::Unknown, ReceiverType::Local),
            Receiver::SelfField(field) => {
                let Some(Item::Struct(st)) = ctx.self_item.map(|it| &*p.items[it].ast) else {
                    return ReceiverType::Unknown;
                };
                let Some(ty) = st
                    .fields
                    .iter()
                    .find(|f| f.ident.as_ref().is_some_and(|i| i == field))
                else {
                    return ReceiverType::Unknown;
                };
                // A type parameter with a default (`S: Store = Table`) is that type in an impl
                // that leaves it out, where the default's inherent methods may be called: by
                // name, then.
                let defaulted = st.generics.type_params().any(|param| {
                    param.default.is_some()
                        && matches!(&ty.ty, syn::Type::Path(path)
                            if path.qself.is_none() && path.path.is_ident(&param.ident))
                });
                if defaulted {
                    return ReceiverType::Unknown;
                }
                match type_receiver(ty.ty.to_token_stream()) {
                    Receiver::Typed {
                        leading_colon,
                        segments,
                    } => typed(self, leading_colon, &segments),
                    Receiver::TraitOnly => ReceiverType::TraitOnly,
                    _ => ReceiverType::Unknown,
                }
            }
            Receiver::Typed {
                leading_colon,
                segments,
            } => typed(self, *leading_colon, segments),
            Receiver::Constructed { segments, function } => {
                let ty = match typed(self, false, segments) {
                    ReceiverType::Local(ty) => ty,
                    other => return other,
                };
                // Only if an inherent `function` of the type returns `Self` or the type.
                let type_name = p.items[ty].name.clone().unwrap_or_default();
                let returns_self = (0..p.items.len()).any(|im| {
                    let Item::Impl(block) = &*p.items[im].ast else {
                        return false;
                    };
                    if block.trait_.is_some() || self.self_type(im) != Some(ty) {
                        return false;
                    }
                    block.items.iter().any(|m| match m {
                        syn::ImplItem::Fn(f) if f.sig.ident == function => {
                            let output = f.sig.output.to_token_stream();
                            mentions(output.clone(), "Self") || mentions(output, &type_name)
                        }
                        _ => false,
                    })
                });
                if returns_self {
                    ReceiverType::Local(ty)
                } else {
                    ReceiverType::Unknown
                }
            }
        }
    }

    /// Resolves a path, keeping every item along it and recording member references.
    fn resolve_marking(
        &mut self,
        ctx: Ctx,
        leading_colon: bool,
        segments: &[String],
        ns: Ns,
        in_pattern: bool,
    ) -> Vec<Target> {
        let p = self.p;
        let mut current = self.first_segment(
            ctx,
            leading_colon,
            &segments[0],
            if segments.len() == 1 { ns } else { Ns::Any },
            true,
        );
        if current.is_empty() && segments.len() > 1 && !is_foreign_root(&segments[0]) {
            // A generic parameter or another name the bundler cannot see: its members count by
            // name.
            for segment in &segments[1..] {
                self.loose_members.insert(segment.clone());
            }
            return current;
        }
        self.keep_targets(&current, in_pattern);
        for (i, segment) in segments.iter().enumerate().skip(1) {
            let last = i + 1 == segments.len();
            let ns = if last { ns } else { Ns::Any };
            let mut next = Vec::new();
            for &target in &current {
                match target {
                    Target::Module(m) => next.extend(self.in_module(m, segment, ns, true, 0)),
                    Target::Item(it) => {
                        let item = &p.items[it];
                        if let Some(vi) = item.variants.iter().position(|v| &v.name == segment) {
                            next.push(Target::Variant(it, vi));
                        } else if is_type_like(item.kind) {
                            self.precise.insert((it, segment.clone()));
                            self.precise_names.insert(segment.clone());
                            if item.kind == ItemKind::TypeAlias {
                                self.loose_members.insert(segment.clone());
                            }
                        }
                    }
                    Target::Variant(..) | Target::Foreign => {}
                }
            }
            next.sort();
            next.dedup();
            self.keep_targets(&next, in_pattern);
            current = next;
        }
        current
    }

    fn keep_targets(&mut self, targets: &[Target], in_pattern: bool) {
        for &t in targets {
            match t {
                Target::Item(it) => self.keep(it),
                Target::Variant(it, vi) => {
                    self.keep(it);
                    if !in_pattern {
                        self.constructed.insert((it, vi));
                    }
                }
                Target::Module(_) | Target::Foreign => {}
            }
        }
    }

    /// Resolves without keeping anything (but `mark` still records `use` leaves as used).
    fn resolve(
        &mut self,
        ctx: Ctx,
        leading_colon: bool,
        segments: &[String],
        ns: Ns,
        mark: bool,
    ) -> Vec<Target> {
        let p = self.p;
        let first_ns = if segments.len() == 1 { ns } else { Ns::Any };
        let mut current = self.first_segment(ctx, leading_colon, &segments[0], first_ns, mark);
        for (i, segment) in segments.iter().enumerate().skip(1) {
            let ns = if i + 1 == segments.len() { ns } else { Ns::Any };
            let mut next = Vec::new();
            for &target in &current {
                match target {
                    Target::Module(m) => next.extend(self.in_module(m, segment, ns, mark, 0)),
                    Target::Item(it) => {
                        if let Some(vi) =
                            p.items[it].variants.iter().position(|v| &v.name == segment)
                        {
                            next.push(Target::Variant(it, vi));
                        }
                    }
                    Target::Variant(..) | Target::Foreign => {}
                }
            }
            next.sort();
            next.dedup();
            current = next;
        }
        current
    }

    fn first_segment(
        &mut self,
        ctx: Ctx,
        leading_colon: bool,
        name: &str,
        ns: Ns,
        mark: bool,
    ) -> Vec<Target> {
        let p = self.p;
        let module = &p.modules[ctx.module];
        let krate = &p.crates[module.krate];
        if leading_colon {
            return match krate.externs.iter().find(|(n, _)| n == name) {
                Some(&(_, c)) => vec![Target::Module(p.crates[c].root)],
                None => vec![Target::Foreign],
            };
        }
        match name {
            "crate" | "$crate" => return vec![Target::Module(krate.root)],
            "self" => return vec![Target::Module(ctx.module)],
            "super" => return module.parent.map(Target::Module).into_iter().collect(),
            "Self" => return ctx.self_item.map(Target::Item).into_iter().collect(),
            _ => {}
        }
        let local = self.in_module(ctx.module, name, ns, mark, 0);
        if !local.is_empty() {
            return local;
        }
        if let Some(&(_, c)) = krate.externs.iter().find(|(n, _)| n == name) {
            return vec![Target::Module(p.crates[c].root)];
        }
        if ns == Ns::Macro {
            // Textual scope: a macro_rules! of an enclosing module, else anywhere in the crate.
            let mut found = Vec::new();
            let mut m = Some(ctx.module);
            while let Some(id) = m {
                found.extend(self.macro_rules_in(id, name));
                m = p.modules[id].parent;
            }
            if found.is_empty() {
                for (id, other) in p.modules.iter().enumerate() {
                    if other.krate == module.krate {
                        found.extend(self.macro_rules_in(id, name));
                    }
                }
            }
            if !found.is_empty() {
                return found;
            }
        }
        if is_foreign_root(name) {
            return vec![Target::Foreign];
        }
        Vec::new()
    }

    fn macro_rules_in(&self, m: ModId, name: &str) -> Vec<Target> {
        self.p.modules[m]
            .items
            .iter()
            .filter(|&&it| {
                let item = &self.p.items[it];
                item.kind == ItemKind::MacroRules && item.name.as_deref() == Some(name)
            })
            .map(|&it| Target::Item(it))
            .collect()
    }

    /// `name` looked up in module `m` (its items, `use`s, globs, and at a crate root the
    /// `#[macro_export]` macros of the crate).
    fn in_module(&mut self, m: ModId, name: &str, ns: Ns, mark: bool, depth: usize) -> Vec<Target> {
        let p = self.p;
        if depth > 24 {
            return Vec::new();
        }
        match name {
            "super" => {
                return p.modules[m]
                    .parent
                    .map(Target::Module)
                    .into_iter()
                    .collect()
            }
            "self" => return vec![Target::Module(m)],
            _ => {}
        }
        let mut found = Vec::new();
        for &it in &p.modules[m].items {
            let item = &p.items[it];
            if item.name.as_deref() != Some(name) {
                continue;
            }
            match (item.kind, ns) {
                (ItemKind::Mod, Ns::Any) => found.extend(item.child.map(Target::Module)),
                (ItemKind::MacroRules, Ns::Macro) => found.push(Target::Item(it)),
                (ItemKind::MacroRules | ItemKind::Mod, _) | (_, Ns::Macro) => {}
                _ => found.push(Target::Item(it)),
            }
        }
        if ns == Ns::Macro && p.crate_root(m) == m {
            for item_id in 0..p.items.len() {
                let item = &p.items[item_id];
                if item.macro_export
                    && item.name.as_deref() == Some(name)
                    && p.modules[item.module].krate == p.modules[m].krate
                {
                    found.push(Target::Item(item_id));
                }
            }
        }
        if !found.is_empty() {
            return found;
        }
        for &it in &p.modules[m].items {
            for li in 0..p.items[it].leaves.len() {
                let leaf = &p.items[it].leaves[li];
                if leaf.binding() != Some(name) {
                    continue;
                }
                let targets = self.leaf_targets(it, li, ns, mark, depth + 1);
                if !targets.is_empty() {
                    if mark {
                        self.leaves[it][li] = true;
                    }
                    found.extend(targets);
                }
            }
        }
        if !found.is_empty() {
            return found;
        }
        for &it in &p.modules[m].items {
            for li in 0..p.items[it].leaves.len() {
                if !p.items[it].leaves[li].glob {
                    continue;
                }
                let mut targets = Vec::new();
                for source in self.leaf_targets(it, li, Ns::Any, mark, depth + 1) {
                    match source {
                        Target::Module(sm) if sm != m => {
                            targets.extend(self.in_module(sm, name, ns, mark, depth + 1));
                        }
                        Target::Item(e) => {
                            if let Some(vi) =
                                p.items[e].variants.iter().position(|v| v.name == name)
                            {
                                targets.push(Target::Variant(e, vi));
                            }
                        }
                        _ => {}
                    }
                }
                if !targets.is_empty() {
                    if mark {
                        self.leaves[it][li] = true;
                    }
                    found.extend(targets);
                }
            }
        }
        if !found.is_empty() {
            return found;
        }
        self.defining_macro_calls(m, name)
    }

    /// The item-position macro calls of module `m` that may define `name` (one that writes impls
    /// is live with its trait instead).
    fn defining_macro_calls(&mut self, m: ModId, name: &str) -> Vec<Target> {
        let p = self.p;
        let mut found = Vec::new();
        for &it in &p.modules[m].items {
            let item = &p.items[it];
            if item.kind == ItemKind::MacroCall
                && mentions(item.tokens.clone(), name)
                && !self
                    .macro_definitions(it)
                    .iter()
                    .any(|&d| mentions(p.items[d].tokens.clone(), "impl"))
            {
                found.push(Target::Item(it));
            }
        }
        found
    }

    /// The `macro_rules!` an item-position macro call expands.
    fn macro_definitions(&mut self, it: ItemId) -> Vec<ItemId> {
        let p = self.p;
        let Item::Macro(call) = &*p.items[it].ast else {
            return Vec::new();
        };
        let ctx = Ctx {
            module: p.items[it].module,
            self_item: None,
        };
        let segments: Vec<String> = call
            .mac
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        self.resolve(
            ctx,
            call.mac.path.leading_colon.is_some(),
            &segments,
            Ns::Macro,
            false,
        )
        .into_iter()
        .filter_map(|t| match t {
            Target::Item(d) if p.items[d].kind == ItemKind::MacroRules => Some(d),
            _ => None,
        })
        .collect()
    }

    fn leaf_targets(
        &mut self,
        it: ItemId,
        li: usize,
        ns: Ns,
        mark: bool,
        depth: usize,
    ) -> Vec<Target> {
        let p = self.p;
        let item = &p.items[it];
        let leaf = &item.leaves[li];
        if leaf.extern_crate {
            let krate = &p.crates[p.modules[item.module].krate];
            return match krate.externs.iter().find(|(n, _)| n == &leaf.path[0]) {
                Some(&(_, c)) => vec![Target::Module(p.crates[c].root)],
                None => vec![Target::Foreign],
            };
        }
        let ctx = Ctx {
            module: item.module,
            self_item: None,
        };
        if leaf.path.is_empty() {
            return Vec::new();
        }
        let first_ns = if leaf.path.len() == 1 { ns } else { Ns::Any };
        // A `use` path never starts at a name the use itself binds.
        let mut current = if leaf.leading_colon {
            self.first_segment(ctx, true, &leaf.path[0], first_ns, mark)
        } else {
            match leaf.path[0].as_str() {
                "crate" | "self" | "super" | "$crate" => {
                    self.first_segment(ctx, false, &leaf.path[0], first_ns, mark)
                }
                first => {
                    let krate = &p.crates[p.modules[item.module].krate];
                    let own: Vec<Target> = if first == leaf.binding().unwrap_or_default() {
                        Vec::new()
                    } else {
                        self.in_module(item.module, first, first_ns, mark, depth)
                    };
                    if !own.is_empty() {
                        own
                    } else if let Some(&(_, c)) = krate.externs.iter().find(|(n, _)| n == first) {
                        vec![Target::Module(p.crates[c].root)]
                    } else {
                        vec![Target::Foreign]
                    }
                }
            }
        };
        for (i, segment) in leaf.path.iter().enumerate().skip(1) {
            let ns = if i + 1 == leaf.path.len() {
                ns
            } else {
                Ns::Any
            };
            let mut next = Vec::new();
            for &target in &current {
                match target {
                    Target::Module(m) => {
                        next.extend(self.in_module(m, segment, ns, mark, depth + 1));
                    }
                    Target::Item(e) => {
                        if let Some(vi) =
                            p.items[e].variants.iter().position(|v| &v.name == segment)
                        {
                            next.push(Target::Variant(e, vi));
                        }
                    }
                    Target::Foreign => next.push(Target::Foreign),
                    Target::Variant(..) => {}
                }
            }
            next.sort();
            next.dedup();
            current = next;
        }
        if mark {
            let targets = current.clone();
            self.keep_targets(&targets, false);
        }
        current
    }

    /// The local items a stream of tokens names, without keeping anything.
    fn named_items(&mut self, ctx: Ctx, tokens: TokenStream) -> Vec<ItemId> {
        let mut refs = Vec::new();
        collect_refs(tokens, &Scope::default(), &mut refs);
        let mut out = Vec::new();
        for r in refs {
            if let Ref::Path {
                leading_colon,
                segments,
                macro_call,
                ..
            } = r
            {
                let ns = if macro_call { Ns::Macro } else { Ns::Any };
                // Every prefix: `a::B::C` needs `B` too.
                for len in 1..=segments.len() {
                    for t in self.resolve(ctx, leading_colon, &segments[..len], ns, false) {
                        match t {
                            Target::Item(it) | Target::Variant(it, _) => out.push(it),
                            _ => {}
                        }
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    fn impl_applies(&mut self, it: ItemId) -> bool {
        let p = self.p;
        let conditions = if let Some(conditions) = self.impl_conditions.get(&it) {
            Rc::clone(conditions)
        } else {
            let Some(conditions) = self.impl_conditions(it) else {
                return false;
            };
            let conditions = Rc::new(conditions);
            self.impl_conditions.insert(it, Rc::clone(&conditions));
            conditions
        };
        // Types in the header must be live for another reason; a const argument (`impl
        // Binomials<MOD>`) is just used by the impl.
        let header_live = conditions.header.iter().all(|&n| {
            let item = &p.items[n];
            !is_type_like(item.kind)
                || self.items[n]
                || item
                    .name
                    .as_ref()
                    .is_some_and(|name| conditions.generic_names.contains(name))
        });
        // An item the header names that rustc reported unused takes the impl with it: a const
        // argument (`impl Binomials<MOD>`) is unused when none of the impl's members is live,
        // and an empty impl naming a dropped const would not compile.
        let header_kept = conditions
            .header
            .iter()
            .all(|n| !self.blocked.items.contains(n));
        // `impl<T: LocalTrait> Foreign for T` is for the implementors of a live trait only. An
        // impl for a local type (`impl<P: LocalTrait> Solver<P>`) is not: its own methods are
        // what make the bound's trait live.
        let bound_traits_live = !conditions.blanket
            || conditions
                .bounds
                .iter()
                .all(|&n| p.items[n].kind != ItemKind::Trait || self.items[n]);
        header_live && header_kept && bound_traits_live
    }

    /// What impl `it` names in its header and bounds (resolved once: names do not change
    /// while the reach grows); `None` if it is not an impl.
    fn impl_conditions(&mut self, it: ItemId) -> Option<ImplConditions> {
        let p = self.p;
        let Item::Impl(block) = &*p.items[it].ast else {
            return None;
        };
        let ctx = Ctx {
            module: p.items[it].module,
            self_item: None,
        };
        let mut header = TokenStream::new();
        if let Some((_, path, _)) = &block.trait_ {
            path.to_tokens(&mut header);
        }
        block.self_ty.to_tokens(&mut header);
        // Generic parameters are not items; a bound such as `T: FromToken` is not a condition.
        let generic_names: BTreeSet<String> = block
            .generics
            .params
            .iter()
            .filter_map(|g| match g {
                syn::GenericParam::Type(t) => Some(t.ident.to_string()),
                syn::GenericParam::Const(c) => Some(c.ident.to_string()),
                syn::GenericParam::Lifetime(_) => None,
            })
            .collect();
        let blanket = match &*block.self_ty {
            syn::Type::Path(path) => path
                .path
                .get_ident()
                .is_some_and(|ident| generic_names.contains(&ident.to_string())),
            _ => false,
        };
        let header = self.named_items(ctx, header);
        let mut bounds = block.generics.to_token_stream();
        block.generics.where_clause.to_tokens(&mut bounds);
        let bounds = self.named_items(ctx, bounds);
        Some(ImplConditions {
            header,
            generic_names,
            bounds,
            blanket,
        })
    }

    fn macro_call_applies(&mut self, it: ItemId) -> bool {
        let p = self.p;
        let definitions = self.macro_definitions(it);
        for d in definitions {
            let body = p.items[d].tokens.clone();
            if !mentions(body.clone(), "impl") {
                continue;
            }
            let def_ctx = Ctx {
                module: p.items[d].module,
                self_item: None,
            };
            let named = self.named_items(def_ctx, body);
            let local_traits: Vec<ItemId> = named
                .iter()
                .copied()
                .filter(|&n| p.items[n].kind == ItemKind::Trait)
                .collect();
            if local_traits.iter().any(|&n| self.items[n]) {
                return self.names_a_primitive_in_use(it);
            }
            // Impls of foreign traits only (`impl_error!(Cycle)` writes `std::error::Error`
            // and `From<Cycle> for $crate::error::Error`): like a trait impl, live when every
            // local type the call names (one at least) and the body names is live.
            let body_types_live = named
                .iter()
                .all(|&n| !is_type_like(p.items[n].kind) || self.items[n]);
            if local_traits.is_empty() && body_types_live && self.call_types_live(it) {
                return true;
            }
        }
        false
    }

    /// Whether macro call `it` names at least one local type in its arguments and every one
    /// it names is live.
    fn call_types_live(&mut self, it: ItemId) -> bool {
        let p = self.p;
        let Item::Macro(call) = &*p.items[it].ast else {
            return false;
        };
        let ctx = Ctx {
            module: p.items[it].module,
            self_item: None,
        };
        let types: Vec<ItemId> = self
            .named_items(ctx, call.mac.tokens.clone())
            .into_iter()
            .filter(|&n| is_type_like(p.items[n].kind))
            .collect();
        !types.is_empty()
            && types
                .iter()
                .all(|&n| self.items[n] && !self.blocked.items.contains(&n))
    }

    /// Whether the integer types that macro call `it` names (the types it implements a trait
    /// for, as in `impl_from_token!(parse_signed, ..: i32, ..; i64, ..)`) are named by some
    /// other live item, or it names none. rustc can only choose an impl for a type that the
    /// code spells somewhere (in a signature, an annotation, a field), so a call for types no
    /// live code spells implements nothing the bundle uses; should that ever be wrong, the
    /// bundle does not compile (the check compiles every one).
    fn names_a_primitive_in_use(&self, it: ItemId) -> bool {
        let p = self.p;
        let mut named = BTreeSet::new();
        primitive_idents(p.items[it].tokens.clone(), &mut named);
        if named.is_empty() {
            return true;
        }
        (0..p.items.len()).any(|other| {
            let mut used = BTreeSet::new();
            if other != it && self.items[other] {
                primitive_idents(p.items[other].tokens.clone(), &mut used);
            }
            !used.is_disjoint(&named)
        })
    }

    fn member_applies(&mut self, it: ItemId, mi: usize) -> bool {
        let p = self.p;
        let item = &p.items[it];
        let member = &item.members[mi];
        if member.kind == MemberKind::Macro {
            return true;
        }
        let by_name =
            |s: &Self| s.methods.contains(&member.name) || s.loose_members.contains(&member.name);
        match &*item.ast {
            Item::Trait(_) => {
                by_name(self)
                    || self.trait_methods.contains(&member.name)
                    || self.precise_names.contains(&member.name)
            }
            Item::Impl(block) => match &block.trait_ {
                None => {
                    let self_item = self.self_type(it);
                    by_name(self)
                        || self_item
                            .is_some_and(|s| self.precise.contains(&(s, member.name.clone())))
                }
                Some((_, path, _)) => {
                    let segments: Vec<String> =
                        path.segments.iter().map(|s| s.ident.to_string()).collect();
                    let ctx = Ctx {
                        module: item.module,
                        self_item: None,
                    };
                    let traits: Vec<ItemId> = self
                        .resolve(ctx, path.leading_colon.is_some(), &segments, Ns::Any, false)
                        .into_iter()
                        .filter_map(|t| match t {
                            Target::Item(tr) if p.items[tr].kind == ItemKind::Trait => Some(tr),
                            _ => None,
                        })
                        .collect();
                    if traits.is_empty() {
                        // A foreign trait: the impl is complete or it does not compile.
                        return true;
                    }
                    traits.iter().any(|&tr| {
                        p.items[tr]
                            .members
                            .iter()
                            .enumerate()
                            .any(|(ti, m)| m.name == member.name && self.members[tr][ti])
                    })
                }
            },
            _ => true,
        }
    }

    fn dropped_arms(&mut self) -> BTreeSet<(FileId, usize, usize)> {
        let p = self.p;
        let mut dropped = BTreeSet::new();
        for it in 0..p.items.len() {
            if !self.items[it] || matches!(p.items[it].kind, ItemKind::Use | ItemKind::Mod) {
                continue;
            }
            let item = &p.items[it];
            let file = p.modules[item.module].file;
            let ctx = Ctx {
                module: item.module,
                self_item: match item.kind {
                    ItemKind::Impl => self.self_type(it),
                    ItemKind::Trait | ItemKind::Enum => Some(it),
                    _ => None,
                },
            };
            for arm in model::match_arms(&p.files[file].text, &item.ast) {
                // `None`: the pattern names no variant.
                let all_dead = |s: &mut Self, pattern: TokenStream| {
                    let variants = s.variants_named(ctx, pattern);
                    (!variants.is_empty()).then(|| variants.iter().all(|live| !live))
                };
                if all_dead(self, arm.pattern) == Some(true) {
                    dropped.insert((file, arm.removal.start, arm.removal.end));
                    continue;
                }
                // In `A | B` with `A` dropped, `A` goes from the pattern (and one `|` with it):
                // before the first alternative that stays, each up to the next one; after it,
                // each from the end of the one before.
                let dead: Vec<bool> = arm
                    .alternatives
                    .iter()
                    .map(|(_, tokens)| all_dead(self, tokens.clone()) == Some(true))
                    .collect();
                let Some(first_live) = dead.iter().position(|d| !d) else {
                    continue;
                };
                for (i, (range, _)) in arm.alternatives.iter().enumerate() {
                    if !dead[i] {
                        continue;
                    }
                    let removal = if i < first_live {
                        range.start..arm.alternatives[i + 1].0.start
                    } else {
                        arm.alternatives[i - 1].0.end..range.end
                    };
                    dropped.insert((file, removal.start, removal.end));
                }
            }
        }
        dropped
    }

    /// Whether each enum variant `pattern` names (in the context `ctx`) is live.
    fn variants_named(&mut self, ctx: Ctx, pattern: TokenStream) -> Vec<bool> {
        let mut refs = Vec::new();
        collect_refs(pattern, &Scope::default(), &mut refs);
        let mut variants = Vec::new();
        for r in refs {
            if let Ref::Path {
                leading_colon,
                segments,
                ..
            } = r
            {
                for t in self.resolve(ctx, leading_colon, &segments, Ns::Any, false) {
                    if let Target::Variant(e, vi) = t {
                        variants.push(self.variants[e][vi]);
                    }
                }
            }
        }
        variants
    }

    /// A `macro_rules!` body that implements a local trait (`impl $crate::scan::FromToken for
    /// $t { .. }`) cannot be edited per expansion: the members of those impls whose trait member
    /// is dropped are cut from the body's text.
    fn dropped_macro_impl_members(&mut self) -> BTreeSet<(FileId, usize, usize)> {
        let p = self.p;
        let mut dropped = BTreeSet::new();
        for it in 0..p.items.len() {
            let item = &p.items[it];
            if !self.items[it] || item.kind != ItemKind::MacroRules {
                continue;
            }
            let Item::Macro(m) = &*item.ast else { continue };
            let file = p.modules[item.module].file;
            let ctx = Ctx {
                module: item.module,
                self_item: None,
            };
            let mut impls = Vec::new();
            impl_blocks(m.mac.tokens.clone(), &mut impls);
            for (trait_path, body) in impls {
                let traits: Vec<ItemId> = self
                    .resolve(ctx, false, &trait_path, Ns::Any, false)
                    .into_iter()
                    .filter_map(|t| match t {
                        Target::Item(tr) if p.items[tr].kind == ItemKind::Trait => Some(tr),
                        _ => None,
                    })
                    .collect();
                for tr in traits {
                    for (name, range) in impl_body_members(&p.files[file].text, &body) {
                        let dead = p.items[tr]
                            .members
                            .iter()
                            .enumerate()
                            .any(|(mi, m)| m.name == name && !self.members[tr][mi]);
                        if dead {
                            dropped.insert((file, range.start, range.end));
                        }
                    }
                }
            }
        }
        dropped
    }

    fn leaf_macro_exports(&mut self) -> Vec<Vec<bool>> {
        let p = self.p;
        let mut flags: Vec<Vec<bool>> = p
            .items
            .iter()
            .map(|i| vec![false; i.leaves.len()])
            .collect();
        for it in 0..p.items.len() {
            for li in 0..p.items[it].leaves.len() {
                if !self.leaves[it][li] || p.items[it].leaves[li].glob {
                    continue;
                }
                let values = self.leaf_targets(it, li, Ns::Any, false, 0);
                let macros = self.leaf_targets(it, li, Ns::Macro, false, 0);
                flags[it][li] = values.iter().all(|t| *t == Target::Foreign)
                    && macros
                        .iter()
                        .any(|t| matches!(t, Target::Item(m) if p.items[*m].macro_export));
            }
        }
        flags
    }

    /// A std trait imported only so that its methods can be called: live when live code in the
    /// module calls one of them. An import that no code of its module names at all (so it is
    /// there for its methods) of a trait not in the table stays if the module keeps anything.
    fn keep_method_imports(&mut self) {
        let p = self.p;
        // Per module: the identifiers its items other than `use`s spell.
        let mut spelled: BTreeMap<ModId, BTreeSet<String>> = BTreeMap::new();
        for it in 0..p.items.len() {
            let item = &p.items[it];
            if item.kind != ItemKind::Use {
                continue;
            }
            for li in 0..item.leaves.len() {
                let leaf = &item.leaves[li];
                if self.leaves[it][li] || leaf.glob || leaf.extern_crate {
                    continue;
                }
                let Some(name) = leaf.path.last() else {
                    continue;
                };
                if !matches!(leaf.path[0].as_str(), "std" | "core" | "alloc") {
                    continue;
                }
                let calls = self.module_calls.get(&item.module);
                let used = if let Some(methods) = trait_methods(name) {
                    calls.is_some_and(|c| methods.iter().any(|m| c.contains(*m)))
                } else {
                    {
                        let binding = leaf.binding().unwrap_or("_");
                        let named_anywhere = spelled
                            .entry(item.module)
                            .or_insert_with(|| {
                                let mut idents = BTreeSet::new();
                                for &other in &p.modules[item.module].items {
                                    if p.items[other].kind != ItemKind::Use {
                                        all_idents(p.items[other].tokens.clone(), &mut idents);
                                    }
                                }
                                idents
                            })
                            .contains(binding);
                        !named_anywhere
                            && p.modules[item.module].items.iter().any(|&other| {
                                self.items[other] && p.items[other].kind != ItemKind::Use
                            })
                    }
                };
                if used {
                    self.leaves[it][li] = true;
                }
            }
        }
    }
}

/// Every `impl <trait path> for .. { body }` in `tokens` (at any depth): the trait's path
/// (`$crate` included, generic arguments left out) and the body.
fn impl_blocks(tokens: TokenStream, out: &mut Vec<(Vec<String>, proc_macro2::Group)>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (k, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(g) => impl_blocks(g.stream(), out),
            TokenTree::Ident(i) if i == "impl" => {
                let Some(for_at) = tokens[k..]
                    .iter()
                    .position(|t| matches!(t, TokenTree::Ident(f) if f == "for"))
                    .map(|n| k + n)
                else {
                    continue;
                };
                let Some(body) = tokens[for_at..].iter().find_map(|t| match t {
                    TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => Some(g.clone()),
                    _ => None,
                }) else {
                    continue;
                };
                // The path: from after `impl` (and its `<..>`) to `for`, up to generic arguments.
                let mut path = Vec::new();
                let mut depth = 0;
                let mut j = k + 1;
                while j < for_at {
                    match &tokens[j] {
                        TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
                        TokenTree::Punct(p) if p.as_char() == '>' => depth -= 1,
                        TokenTree::Punct(p) if p.as_char() == '$' && depth == 0 => {
                            if matches!(tokens.get(j + 1), Some(TokenTree::Ident(c)) if c == "crate")
                            {
                                path.push("$crate".to_owned());
                                j += 1;
                            }
                        }
                        TokenTree::Ident(s) if depth == 0 => {
                            if !path.is_empty() && !path_sep_at(&tokens, j - 2) {
                                break;
                            }
                            path.push(s.to_string());
                        }
                        _ => {}
                    }
                    j += 1;
                }
                if !path.is_empty() {
                    out.push((path, body));
                }
            }
            _ => {}
        }
    }
}

/// The members (`fn`, `const`, `type`) of an impl body written as tokens: each name with the
/// text that goes when it is dropped (from the end of the previous member, or the brace).
fn impl_body_members(
    text: &str,
    body: &proc_macro2::Group,
) -> Vec<(String, std::ops::Range<usize>)> {
    let tokens: Vec<TokenTree> = body.stream().into_iter().collect();
    let mut members = Vec::new();
    let mut previous_end = body.span_open().byte_range().end;
    let mut i = 0;
    while i < tokens.len() {
        let Some(kind_at) = tokens[i..]
            .iter()
            .position(
                |t| matches!(t, TokenTree::Ident(k) if k == "fn" || k == "const" || k == "type"),
            )
            .map(|n| i + n)
        else {
            break;
        };
        let Some(TokenTree::Ident(name)) = tokens.get(kind_at + 1) else {
            break;
        };
        let is_fn = matches!(&tokens[kind_at], TokenTree::Ident(k) if k == "fn");
        let end_at = tokens[kind_at..]
            .iter()
            .position(|t| {
                is_punct(Some(t), ';')
                    || is_fn
                        && matches!(t, TokenTree::Group(g) if g.delimiter() == Delimiter::Brace)
            })
            .map_or(tokens.len() - 1, |n| kind_at + n);
        let end = model::tail_end(text, tokens[end_at].span().byte_range().end);
        members.push((name.to_string(), previous_end..end));
        previous_end = end;
        i = end_at + 1;
    }
    members
}

fn is_type_like(kind: ItemKind) -> bool {
    matches!(
        kind,
        ItemKind::Struct | ItemKind::Enum | ItemKind::Union | ItemKind::Trait | ItemKind::TypeAlias
    )
}

/// Methods that need their std trait in scope, by trait name. `write!`/`writeln!` count for
/// `Write`.
fn trait_methods(name: &str) -> Option<&'static [&'static str]> {
    Some(match name {
        "Write" => &[
            "write",
            "write_all",
            "write_fmt",
            "flush",
            "write_str",
            "write_char",
            "write!",
            "writeln!",
        ],
        "Read" => &["read", "read_to_end", "read_to_string", "read_exact"],
        "BufRead" => &["read_line", "fill_buf", "consume", "read_until"],
        "Seek" => &["seek", "rewind", "stream_position"],
        "Hash" => &["hash"],
        "Hasher" => &[
            "write_u8",
            "write_u16",
            "write_u32",
            "write_u64",
            "write_usize",
        ],
        "FromStr" => &["from_str"],
        "TryFrom" => &["try_from"],
        "TryInto" => &["try_into"],
        "FromIterator" => &["from_iter"],
        _ => return None,
    })
}

/// Names that resolve outside the bundle when nothing local has them: std's crates, the
/// primitive types and the prelude.
fn is_foreign_root(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "std",
        "core",
        "alloc",
        "u8",
        "u16",
        "u32",
        "u64",
        "u128",
        "usize",
        "i8",
        "i16",
        "i32",
        "i64",
        "i128",
        "isize",
        "f32",
        "f64",
        "bool",
        "char",
        "str",
        "Vec",
        "String",
        "Box",
        "Option",
        "Some",
        "None",
        "Result",
        "Ok",
        "Err",
        "Default",
        "Iterator",
        "IntoIterator",
        "DoubleEndedIterator",
        "ExactSizeIterator",
        "Extend",
        "ToString",
        "ToOwned",
        "Clone",
        "Copy",
        "Send",
        "Sync",
        "Sized",
        "Unpin",
        "Drop",
        "Fn",
        "FnMut",
        "FnOnce",
        "From",
        "Into",
        "TryFrom",
        "TryInto",
        "FromIterator",
        "AsRef",
        "AsMut",
        "PartialEq",
        "Eq",
        "PartialOrd",
        "Ord",
        "Debug",
        "Hash",
        "drop",
    ];
    NAMES.contains(&name)
}

/// Whether `ident` occurs in `tokens`.
/// The integer type names among the identifiers of `tokens`, into `out`.
fn primitive_idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
    const INTEGERS: [&str; 12] = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    for t in tokens {
        match t {
            TokenTree::Ident(i) => {
                let name = i.to_string();
                if INTEGERS.contains(&name.as_str()) {
                    out.insert(name);
                }
            }
            TokenTree::Group(g) => primitive_idents(g.stream(), out),
            _ => {}
        }
    }
}

/// Every identifier in `tokens`, at any depth.
fn all_idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
    for token in tokens {
        match token {
            TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            TokenTree::Group(g) => all_idents(g.stream(), out),
            _ => {}
        }
    }
}

fn mentions(tokens: TokenStream, ident: &str) -> bool {
    tokens.into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == ident,
        TokenTree::Group(g) => mentions(g.stream(), ident),
        _ => false,
    })
}

fn is_punct(token: Option<&TokenTree>, c: char) -> bool {
    matches!(token, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

fn path_sep_at(tokens: &[TokenTree], i: usize) -> bool {
    matches!(
        (tokens.get(i), tokens.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// Keywords after which the next identifier is a new name, not a reference.
fn declares(keyword: &str) -> bool {
    matches!(
        keyword,
        "fn" | "struct"
            | "enum"
            | "union"
            | "trait"
            | "type"
            | "mod"
            | "static"
            | "let"
            | "ref"
            | "const"
    )
}

fn is_keyword(name: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "as",
        "async",
        "await",
        "break",
        "const",
        "continue",
        "dyn",
        "else",
        "enum",
        "extern",
        "false",
        "fn",
        "for",
        "if",
        "impl",
        "in",
        "let",
        "loop",
        "match",
        "mod",
        "move",
        "mut",
        "pub",
        "ref",
        "return",
        "static",
        "struct",
        "trait",
        "true",
        "type",
        "unsafe",
        "use",
        "where",
        "while",
        "union",
        "macro_rules",
        "self",
    ];
    KEYWORDS.contains(&name)
}

fn in_ranges(ranges: &[std::ops::Range<usize>], pos: usize) -> bool {
    // Patterns nest (a match inside a guard is not a pattern, but one inside a pattern's
    // const block would be); a linear scan over the few candidates is enough.
    let end = ranges.partition_point(|r| r.start <= pos);
    ranges[..end].iter().any(|r| r.contains(&pos))
}

/// What token scanning knows about the code around: the `match` patterns of the file and the
/// declared types of the variables of the function.
#[derive(Default)]
struct Scope<'a> {
    patterns: &'a [std::ops::Range<usize>],
    bindings: Bindings,
    /// Names bound by `use`s inside functions: (leading `::`, the path they stand for).
    local_uses: BTreeMap<String, (bool, Vec<String>)>,
    /// The paths of glob `use`s inside functions (`use Enum::*;`).
    local_globs: Vec<(bool, Vec<String>)>,
}

/// The names the `use`s inside `tokens` (function bodies) bind, with their paths, and the
/// paths of their globs.
fn local_uses(
    tokens: TokenStream,
    out: &mut BTreeMap<String, (bool, Vec<String>)>,
    globs: &mut Vec<(bool, Vec<String>)>,
) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(g) => local_uses(g.stream(), out, globs),
            TokenTree::Ident(u) if u == "use" => {
                for leaf in use_statement(&tokens, i).0 {
                    if leaf.glob {
                        globs.push((leaf.leading_colon, leaf.path.clone()));
                    } else if let Some(name) = leaf.binding() {
                        out.insert(name.to_owned(), (leaf.leading_colon, leaf.path.clone()));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The leaves of the `use` statement at `tokens[at]`, and the index of its `;`.
fn use_statement(tokens: &[TokenTree], at: usize) -> (Vec<model::UseLeaf>, usize) {
    let end = tokens[at..]
        .iter()
        .position(|t| is_punct(Some(t), ';'))
        .map_or(tokens.len() - 1, |n| at + n);
    let statement: TokenStream = tokens[at..=end].iter().cloned().collect();
    let mut leaves = Vec::new();
    if let Ok(item) = syn::parse2::<syn::ItemUse>(statement) {
        model::flatten_use(
            &item.tree,
            &mut Vec::new(),
            item.leading_colon.is_some(),
            &mut leaves,
        );
    }
    leaves.retain(|l| !l.path.is_empty());
    (leaves, end)
}

/// The variables whose type the syntax tells (typed parameters, `let x: T`, `let x =
/// T::f(..)`), and the names bound where it does not (closure and `for` parameters, patterns),
/// each from where it is declared to the end of its block.
#[derive(Default)]
struct Bindings(Vec<Binding>);

struct Binding {
    name: String,
    receiver: Receiver,
    scope: std::ops::Range<usize>,
}

impl Bindings {
    fn add(&mut self, name: String, receiver: Receiver, scope: std::ops::Range<usize>) {
        self.0.push(Binding {
            name,
            receiver,
            scope,
        });
    }

    /// What `name` is at byte `pos`: the innermost, latest binding in scope.
    fn get(&self, name: &str, pos: usize) -> Receiver {
        self.0
            .iter()
            .filter(|b| b.name == name && b.scope.contains(&pos))
            .max_by_key(|b| b.scope.start)
            .map_or(Receiver::Unknown, |b| b.receiver.clone())
    }
}

fn start(token: &TokenTree) -> usize {
    token.span().byte_range().start
}

fn group_end(g: &proc_macro2::Group) -> usize {
    g.span_close().byte_range().end
}

fn bindings(tokens: TokenStream) -> Bindings {
    let mut b = Bindings::default();
    walk_bindings(tokens, usize::MAX, &mut b);
    b
}

/// Every name in `tokens`, of unknown type until `end`.
fn unknown_idents(tokens: &[TokenTree], end: usize, b: &mut Bindings) {
    for t in tokens {
        match t {
            TokenTree::Ident(i) if !is_keyword(&i.to_string()) => {
                b.add(i.to_string(), Receiver::Unknown, start(t)..end);
            }
            TokenTree::Group(g) => {
                unknown_idents(&g.stream().into_iter().collect::<Vec<_>>(), end, b);
            }
            _ => {}
        }
    }
}

/// The first `{ .. }` block at or after `tokens[from]`: where it ends, else `default`.
fn block_end(tokens: &[TokenTree], from: usize, default: usize) -> usize {
    tokens[from.min(tokens.len())..]
        .iter()
        .find_map(|t| match t {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => Some(group_end(g)),
            _ => None,
        })
        .unwrap_or(default)
}

/// The typed parameters of the `fn` whose keyword is at `tokens[at]`, in scope in its body.
fn bind_parameters(tokens: &[TokenTree], at: usize, end: usize, b: &mut Bindings) {
    let Some(params_at) = tokens[at + 1..]
        .iter()
        .position(|t| matches!(t, TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis))
        .map(|n| at + 1 + n)
    else {
        return;
    };
    let TokenTree::Group(params) = &tokens[params_at] else {
        return;
    };
    let body_end = block_end(tokens, params_at + 1, end);
    let params: Vec<TokenTree> = params.stream().into_iter().collect();
    for param in params.split(|t| is_punct(Some(t), ',')) {
        let param = match param {
            [TokenTree::Ident(m), rest @ ..] if m == "mut" => rest,
            other => other,
        };
        if let [first @ TokenTree::Ident(name), TokenTree::Punct(colon), ty @ ..] = param {
            if colon.as_char() == ':' && name != "self" {
                let receiver = type_receiver(ty.iter().cloned().collect());
                b.add(name.to_string(), receiver, start(first)..body_end);
            }
        }
    }
}

/// The `let` whose keyword is at `tokens[at]`, in scope until `end`; returns where to go on.
fn bind_let(tokens: &[TokenTree], at: usize, end: usize, b: &mut Bindings) -> usize {
    let mut j = at + 1;
    if matches!(tokens.get(j), Some(TokenTree::Ident(m)) if m == "mut") {
        j += 1;
    }
    let pattern_follows =
        matches!(tokens.get(j + 1), Some(TokenTree::Group(_))) || path_sep_at(tokens, j + 1);
    match tokens.get(j) {
        Some(TokenTree::Ident(_)) if pattern_follows => {
            // `let Some(x) = ..`: the names the pattern binds are not known.
            let stop = tokens[j..]
                .iter()
                .position(|t| is_punct(Some(t), '=') || is_punct(Some(t), ';'))
                .map_or(tokens.len(), |n| j + n);
            unknown_idents(&tokens[j..stop], end, b);
        }
        Some(name_token @ TokenTree::Ident(name)) if !is_keyword(&name.to_string()) => {
            let stop = tokens[j..]
                .iter()
                .position(|t| is_punct(Some(t), ';'))
                .map_or(tokens.len(), |n| j + n);
            let eq = tokens[j..stop]
                .iter()
                .position(|t| is_punct(Some(t), '='))
                .map(|n| j + n);
            let receiver = if is_punct(tokens.get(j + 1), ':') {
                type_receiver(tokens[j + 2..eq.unwrap_or(stop)].iter().cloned().collect())
            } else if let Some(eq) = eq {
                constructed(&tokens[eq + 1..stop])
            } else {
                Receiver::Unknown
            };
            // In scope after its own initialiser.
            let from = tokens.get(stop).map_or(start(name_token), start);
            b.add(name.to_string(), receiver, from..end);
        }
        Some(TokenTree::Group(g)) => {
            unknown_idents(&g.stream().into_iter().collect::<Vec<_>>(), end, b);
        }
        _ => {}
    }
    j + 1
}

fn walk_bindings(tokens: TokenStream, end: usize, b: &mut Bindings) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Ident(kw) if kw == "fn" => {
                bind_parameters(&tokens, i, end, b);
                i += 1;
            }
            TokenTree::Ident(kw) if kw == "let" => i = bind_let(&tokens, i, end, b),
            TokenTree::Ident(kw) if kw == "for" => {
                let in_at = tokens[i..]
                    .iter()
                    .position(|t| matches!(t, TokenTree::Ident(k) if k == "in"))
                    .map_or(i + 1, |n| i + n);
                let body_end = block_end(&tokens, in_at, end);
                unknown_idents(&tokens[i + 1..in_at], body_end, b);
                i = in_at.max(i + 1);
            }
            TokenTree::Punct(bar) if bar.as_char() == '|' => {
                // A closure's parameters (or an or-pattern / bit-or: only precision is lost).
                let close = tokens[i + 1..]
                    .iter()
                    .position(|t| is_punct(Some(t), '|'))
                    .map_or(i + 1, |n| i + 1 + n);
                unknown_idents(&tokens[i + 1..close], end, b);
                i = close + 1;
            }
            TokenTree::Group(g) => {
                walk_bindings(g.stream(), group_end(g), b);
                i += 1;
            }
            _ => i += 1,
        }
    }
}

/// Every name inside a `match` arm's pattern, of unknown type to the end of the `match`.
fn pattern_names(
    tokens: TokenStream,
    patterns: &[std::ops::Range<usize>],
    end: usize,
    b: &mut Bindings,
) {
    for token in tokens {
        match &token {
            TokenTree::Group(g) => {
                // A group inside a pattern (`Some(x)`) binds for the whole arm, not itself.
                let inner_end = if in_ranges(patterns, start(&token)) {
                    end
                } else {
                    group_end(g)
                };
                pattern_names(g.stream(), patterns, inner_end, b);
            }
            TokenTree::Ident(i)
                if in_ranges(patterns, start(&token)) && !is_keyword(&i.to_string()) =>
            {
                b.add(i.to_string(), Receiver::Unknown, start(&token)..end);
            }
            _ => {}
        }
    }
}

/// What a value of the type written in `tokens` can be the receiver of.
fn type_receiver(tokens: TokenStream) -> Receiver {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    // References, lifetimes and `mut` do not change which methods apply.
    loop {
        match tokens.get(i) {
            Some(TokenTree::Punct(p)) if p.as_char() == '&' => i += 1,
            Some(TokenTree::Punct(p)) if p.as_char() == '\'' => i += 2,
            Some(TokenTree::Ident(m)) if m == "mut" => i += 1,
            _ => break,
        }
    }
    let leading_colon = path_sep_at(&tokens, i);
    if leading_colon {
        i += 2;
    }
    let mut segments = Vec::new();
    loop {
        match tokens.get(i) {
            Some(TokenTree::Ident(k)) if k == "impl" || k == "dyn" => return Receiver::TraitOnly,
            Some(TokenTree::Ident(s)) => {
                segments.push(s.to_string());
                i += 1;
            }
            Some(TokenTree::Group(g))
                if segments.is_empty() && g.delimiter() != Delimiter::None =>
            {
                return Receiver::TraitOnly;
            }
            _ => return Receiver::Unknown,
        }
        if path_sep_at(&tokens, i) {
            i += 2;
        } else {
            break;
        }
    }
    // A single upper-case letter is a generic parameter by convention.
    if segments.len() == 1
        && segments[0].len() == 1
        && segments[0].chars().all(|c| c.is_ascii_uppercase())
    {
        return Receiver::TraitOnly;
    }
    Receiver::Typed {
        leading_colon,
        segments,
    }
}

/// `Type::function(..)` (possibly followed by `?`, `.unwrap()`...: only the first call counts
/// when it is the whole initialiser or followed by `?`).
fn constructed(init: &[TokenTree]) -> Receiver {
    let mut segments = Vec::new();
    let mut i = 0;
    while let Some(TokenTree::Ident(s)) = init.get(i) {
        segments.push(s.to_string());
        i += 1;
        if path_sep_at(init, i) {
            i += 2;
        } else {
            break;
        }
    }
    let called =
        matches!(init.get(i), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
    let rest = &init[(i + 1).min(init.len())..];
    let whole = rest.is_empty() || rest.len() == 1 && is_punct(rest.first(), '?');
    if segments.len() >= 2 && called && whole {
        let function = segments.pop().expect("two segments");
        Receiver::Constructed { segments, function }
    } else {
        Receiver::Unknown
    }
}

/// The receiver of the method call whose `.` is at `dot`.
fn receiver_before(tokens: &[TokenTree], dot: usize, bindings: &Bindings) -> Receiver {
    let Some(TokenTree::Ident(last)) = dot.checked_sub(1).map(|j| &tokens[j]) else {
        return Receiver::Unknown;
    };
    let before = dot.checked_sub(2).map(|j| &tokens[j]);
    let continues_path =
        matches!(before, Some(TokenTree::Punct(p)) if p.as_char() == ':' || p.as_char() == '.');
    if last == "self" && !continues_path {
        return Receiver::SelfValue;
    }
    if is_punct(before, '.')
        && matches!(dot.checked_sub(3).map(|j| &tokens[j]), Some(TokenTree::Ident(s)) if s == "self")
        && !matches!(dot.checked_sub(4).map(|j| &tokens[j]), Some(TokenTree::Punct(p)) if p.as_char() == '.')
    {
        return Receiver::SelfField(last.to_string());
    }
    if continues_path {
        return Receiver::Unknown;
    }
    bindings.get(&last.to_string(), start(&tokens[dot - 1]))
}

/// Every reference in `tokens`: paths (with whether they name a macro and sit in a `match`
/// pattern), method calls, qualified members, and the `{name}` arguments of format strings.
fn collect_refs(tokens: TokenStream, scope: &Scope<'_>, out: &mut Vec<Ref>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => {
                // Attributes (`#[derive(..)]`, `#[doc = ".."]`, `#![allow(..)]`) name no items.
                let attribute = g.delimiter() == Delimiter::Bracket
                    && i > 0
                    && (is_punct(tokens.get(i - 1), '#')
                        || is_punct(tokens.get(i - 1), '!')
                            && is_punct(tokens.get(i.wrapping_sub(2)), '#'));
                if !attribute {
                    collect_refs(g.stream(), scope, out);
                }
                i += 1;
            }
            TokenTree::Literal(lit) => {
                format_arguments(&lit.to_string(), out);
                i += 1;
            }
            // The second dot of a range (`0..LIMIT`, `..=END`) leads to a path, not a member.
            TokenTree::Punct(p)
                if p.as_char() == '.' && !is_punct(tokens.get(i.wrapping_sub(1)), '.') =>
            {
                if let Some(TokenTree::Ident(name)) = tokens.get(i + 1) {
                    let call = matches!(tokens.get(i + 2), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
                        || path_sep_at(&tokens, i + 2);
                    if call {
                        out.push(Ref::Method {
                            name: name.to_string(),
                            receiver: receiver_before(&tokens, i, &scope.bindings),
                        });
                    }
                    i += 2;
                } else {
                    i += 1;
                }
            }
            TokenTree::Punct(p) if p.as_char() == '\'' => i += 2,
            TokenTree::Punct(p) if p.as_char() == '>' && path_sep_at(&tokens, i + 1) => {
                if let Some(TokenTree::Ident(name)) = tokens.get(i + 3) {
                    out.push(Ref::Member(name.to_string()));
                    i += 4;
                } else {
                    i += 1;
                }
            }
            TokenTree::Punct(p) if p.as_char() == '$' => match tokens.get(i + 1) {
                Some(TokenTree::Ident(c)) if c == "crate" => {
                    i = path(&tokens, i + 1, "$crate".to_owned(), false, scope, out);
                }
                Some(TokenTree::Ident(meta)) => {
                    // `$t::name`: a type the bundler cannot see.
                    let name = format!("${meta}");
                    i = path(&tokens, i + 1, name, false, scope, out);
                }
                _ => i += 1,
            },
            TokenTree::Punct(p) if p.as_char() == ':' && path_sep_at(&tokens, i) => {
                let after_path = i > 0
                    && matches!(&tokens[i - 1], TokenTree::Ident(_) | TokenTree::Group(_))
                    || is_punct(tokens.get(i.wrapping_sub(1)), '>');
                match tokens.get(i + 2) {
                    Some(TokenTree::Ident(first)) if !after_path => {
                        i = path(&tokens, i + 2, first.to_string(), true, scope, out);
                    }
                    _ => i += 2,
                }
            }
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                if declares(&name) {
                    // `let mut x`, `ref mut x`, `const N: ..`, `fn f`: skip the new name.
                    let mut j = i + 1;
                    if matches!(tokens.get(j), Some(TokenTree::Ident(m)) if m == "mut") {
                        j += 1;
                    }
                    match tokens.get(j) {
                        Some(TokenTree::Ident(n)) if !is_keyword(&n.to_string()) || n == "self" => {
                            i = j + 1;
                        }
                        _ => i += 1,
                    }
                } else if name == "use" {
                    i = local_use(&tokens, i, out);
                } else if name == "macro_rules" && is_punct(tokens.get(i + 1), '!') {
                    i += 3;
                } else if is_keyword(&name) && name != "self"
                    || name == "self" && !path_sep_at(&tokens, i + 1)
                {
                    i += 1;
                } else {
                    i = path(&tokens, i, name, false, scope, out);
                }
            }
            TokenTree::Punct(_) => i += 1,
        }
    }
}

/// A `use` inside a function body, at `tokens[at]`: its paths are references. Returns the
/// index after it.
fn local_use(tokens: &[TokenTree], at: usize, out: &mut Vec<Ref>) -> usize {
    let (leaves, end) = use_statement(tokens, at);
    for leaf in leaves {
        out.push(Ref::Path {
            leading_colon: leaf.leading_colon,
            segments: leaf.path,
            macro_call: false,
            in_pattern: false,
        });
    }
    end + 1
}

/// Reads the path whose first segment is the identifier at `start`; returns the index after it.
fn path(
    tokens: &[TokenTree],
    start: usize,
    first: String,
    leading_colon: bool,
    scope: &Scope<'_>,
    out: &mut Vec<Ref>,
) -> usize {
    let patterns = scope.patterns;
    let mut segments = vec![first];
    let mut j = start + 1;
    loop {
        if !path_sep_at(tokens, j) {
            break;
        }
        match tokens.get(j + 2) {
            Some(TokenTree::Ident(s)) => {
                segments.push(s.to_string());
                j += 3;
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '<' => {
                // A turbofish: its arguments are references of their own; the path goes on.
                let mut depth = 0;
                let mut k = j + 2;
                while k < tokens.len() {
                    match &tokens[k] {
                        TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
                        TokenTree::Punct(p)
                            if p.as_char() == '>'
                                && !is_punct(tokens.get(k.wrapping_sub(1)), '-') =>
                        {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
                let inner: TokenStream =
                    tokens[j + 3..k.min(tokens.len())].iter().cloned().collect();
                collect_refs(inner, scope, out);
                j = k + 1;
            }
            _ => break,
        }
    }
    let single = segments.len() == 1;
    // `name: value` in a struct literal, a parameter or a binding: not a reference.
    if single && is_punct(tokens.get(j), ':') && !path_sep_at(tokens, j) {
        return j;
    }
    let macro_call = match tokens.get(j) {
        Some(TokenTree::Punct(p)) if p.as_char() == '!' => {
            !(p.spacing() == Spacing::Joint && is_punct(tokens.get(j + 1), '='))
        }
        _ => false,
    };
    let position = match &tokens[start] {
        TokenTree::Ident(i) => i.span().byte_range().start,
        _ => 0,
    };
    // A name may come from a glob `use` inside a function: try it there too.
    if !leading_colon
        && !matches!(
            segments[0].as_str(),
            "self" | "super" | "crate" | "Self" | "$crate"
        )
    {
        for (colon, glob) in &scope.local_globs {
            let mut full = glob.clone();
            full.extend(segments.iter().cloned());
            out.push(Ref::Path {
                leading_colon: *colon,
                segments: full,
                macro_call,
                in_pattern: in_ranges(patterns, position),
            });
        }
    }
    // A name a `use` inside a function bound stands for its path.
    let (leading_colon, segments) = match scope.local_uses.get(&segments[0]) {
        Some((colon, path)) if !leading_colon => {
            let mut full = path.clone();
            full.extend(segments.into_iter().skip(1));
            (*colon, full)
        }
        _ => (leading_colon, segments),
    };
    out.push(Ref::Path {
        leading_colon,
        segments,
        macro_call,
        in_pattern: in_ranges(patterns, position),
    });
    if macro_call {
        j + 1
    } else {
        j
    }
}

/// The `{name}` / `{name:...}` arguments of a string literal that may be a format string.
fn format_arguments(literal: &str, out: &mut Vec<Ref>) {
    if !literal.ends_with('"') {
        return;
    }
    let bytes = literal.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'{' {
            if bytes.get(i + 1) == Some(&b'{') {
                i += 2;
                continue;
            }
            let rest = &literal[i + 1..];
            let len = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let name = &rest[..len];
            let closes = matches!(rest[len..].chars().next(), Some('}' | ':'));
            if closes
                && name
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_alphabetic() || c == '_')
            {
                out.push(Ref::Path {
                    leading_colon: false,
                    segments: vec![name.to_owned()],
                    macro_call: false,
                    in_pattern: false,
                });
            }
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{bindings, collect_refs, Receiver, Ref, Scope};

    fn refs(source: &str) -> Vec<String> {
        let mut out = Vec::new();
        let tokens: proc_macro2::TokenStream = source.parse().unwrap();
        let scope = Scope {
            patterns: &[],
            bindings: bindings(tokens.clone()),
            ..Scope::default()
        };
        collect_refs(tokens, &scope, &mut out);
        out.into_iter()
            .map(|r| match r {
                Ref::Path {
                    leading_colon,
                    segments,
                    macro_call,
                    ..
                } => format!(
                    "{}{}{}",
                    if leading_colon { "::" } else { "" },
                    segments.join("::"),
                    if macro_call { "!" } else { "" }
                ),
                Ref::Method { name, receiver } => format!(
                    ".{name}{}",
                    match receiver {
                        Receiver::Unknown => String::new(),
                        other => format!("@{other:?}"),
                    }
                ),
                Ref::Member(m) => format!(">::{m}"),
            })
            .collect()
    }

    #[test]
    fn a_range_bound_is_a_path_not_a_member() {
        assert_eq!(
            refs("fn f() { for _ in 0..LIMIT { g(..=END, x.len()..MAX, y.0); } }"),
            ["_", "LIMIT", "g", "END", "x", ".len", "MAX", "y"]
        );
    }

    #[test]
    fn paths_methods_and_bindings() {
        assert_eq!(
            refs("fn f(graph: &Csr, mut x: u32) -> Result<(), E> { let mut seen = Vec::<Item>::with_capacity(N); seen.push(super::mex::mex(&[])); x.min(y) != 0; <T as Tr>::go(); Self { a: b }; writeln!(out, \"{count} {x:>3}\")?; $crate::scan::F; ::std::mem::take(&mut z) }"),
            [
                "Csr",
                "u32",
                "Result",
                "E",
                "Item",
                "Vec::with_capacity",
                "N",
                "seen",
                ".push",
                "super::mex::mex",
                "x",
                ".min@Typed { leading_colon: false, segments: [\"u32\"] }",
                "y",
                "T",
                "Tr",
                ">::go",
                "Self",
                "b",
                "writeln!",
                "out",
                "count",
                "x",
                "$crate::scan::F",
                "::std::mem::take",
                "z",
            ]
        );
    }

    #[test]
    fn receivers_are_typed_from_parameters_lets_and_self() {
        let calls: Vec<String> = refs(
            "fn f(sc: &mut Scanner<'_>, r: &mut Reader, g: &impl Game, v: &[u8], n: T) { \
             let e = Error::new(1); let t: Table = x; let y = make(); let (p, q) = pair; \
             let Some(z) = w else { return }; let s = Scanner::new(b).unwrap(); \
             r.line(); e.line(); t.get(); y.len(); g.moves(); v.len(); n.go(); p.a(); z.b(); \
             s.c(); self.graph.degree(); self.size(); for k in it { k.next(); } \
             sc.line(); (|sc| sc.other())(1); }",
        )
        .into_iter()
        .filter(|r| r.starts_with('.'))
        .collect();
        assert_eq!(
            calls,
            [
                ".unwrap",
                ".line@Typed { leading_colon: false, segments: [\"Reader\"] }",
                ".line@Constructed { segments: [\"Error\"], function: \"new\" }",
                ".get@Typed { leading_colon: false, segments: [\"Table\"] }",
                ".len",
                ".moves@TraitOnly",
                ".len@TraitOnly",
                ".go@TraitOnly",
                ".a",
                ".b",
                // Not just `Scanner::new(..)`: nothing is known.
                ".c",
                ".degree@SelfField(\"graph\")",
                ".size@SelfValue",
                ".next",
                ".line@Typed { leading_colon: false, segments: [\"Scanner\"] }",
                // The closure's own `sc`, of unknown type, in scope in the closure only.
                ".other",
            ]
        );
    }
}
