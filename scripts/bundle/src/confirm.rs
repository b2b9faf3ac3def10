//! The second opinion on what is dead: `rustc --emit=metadata` on a bundle, which knows the
//! types the syntax pass does not. A method kept only because some receiver of unknown type
//! calls a method of the same name (`.find(..)` on an iterator keeping `Grid::find`) is reported
//! here, and the bundle is made again without it.

use crate::emit::{origin, Segment};
use crate::model::{ItemKind, Program};
use crate::reach::Blocked;
use crate::rustc_cache;
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What rustc reports as dead code in `source`: the byte offset of each name, and whether it is
/// a field's; `None` if rustc cannot be run or does not compile the file (the bundle check
/// reports that).
pub fn dead_names(source: &str) -> Option<Vec<(usize, bool)>> {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "bundle-confirm-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).ok()?;
    let path: PathBuf = dir.join("bundle.rs");
    std::fs::write(&path, source).ok()?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut flags: Vec<OsString> = [
        "--edition",
        "2021",
        "--crate-type",
        "bin",
        "--crate-name",
        "bundle",
        "--emit=metadata",
        "--error-format=json",
        "-W",
        "dead_code",
        "--out-dir",
    ]
    .map(OsString::from)
    .to_vec();
    flags.push(dir.clone().into());
    let output = rustc_cache::run(&rustc, &flags, &path, source.as_bytes(), None);
    let _ = std::fs::remove_dir_all(&dir);
    let output = output.ok()?;
    if !output.success {
        return None;
    }
    let mut positions = Vec::new();
    for line in String::from_utf8_lossy(&output.stderr).lines() {
        let Ok(diagnostic) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let is_dead_code = diagnostic
            .pointer("/code/code")
            .and_then(serde_json::Value::as_str)
            == Some("dead_code");
        if !is_dead_code {
            continue;
        }
        // "field `x` is never read", "fields `a` and `b` are never read", and from four on
        // "multiple fields are never read".
        let field = diagnostic["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("field") || m.starts_with("multiple fields"));
        for span in diagnostic["spans"].as_array().into_iter().flatten() {
            if span["is_primary"].as_bool() == Some(true) {
                if let Some(start) = span["byte_start"].as_u64() {
                    positions.push((usize::try_from(start).ok()?, field));
                }
            }
        }
    }
    Some(positions)
}

/// Adds to `blocked` the items, members, variants and fields whose names are at `positions` of
/// a bundle made with `segments`; returns how many were new. What macros generate (which cannot
/// go alone) is left alone.
pub fn block(
    program: &Program,
    segments: &[Segment],
    positions: &[(usize, bool)],
    blocked: &mut Blocked,
) -> usize {
    let before = blocked.len();
    for &(pos, field) in positions {
        let Some((file, src)) = origin(segments, pos) else {
            continue;
        };
        for (it, item) in program.items.iter().enumerate() {
            if program.modules[item.module].file != file || !item.span.contains(&src) {
                continue;
            }
            if matches!(
                item.kind,
                ItemKind::MacroRules | ItemKind::MacroCall | ItemKind::Mod
            ) {
                continue;
            }
            if field {
                if let Some(fi) = item.fields.iter().position(|&(at, _)| at == src) {
                    blocked.unread_fields.insert((it, fi));
                }
                continue;
            }
            if item.name_at == Some(src) {
                blocked.items.insert(it);
            }
            for (mi, member) in item.members.iter().enumerate() {
                if member.name_at == Some(src) {
                    blocked.members.insert((it, mi));
                }
            }
            for (vi, variant) in item.variants.iter().enumerate() {
                if variant.name_at == src {
                    blocked.variants.insert((it, vi));
                }
            }
        }
    }
    blocked.len() - before
}
