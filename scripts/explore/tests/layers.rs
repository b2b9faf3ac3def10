//! The explorer's modules form layers: reading every `crate::…` path in the sources (the
//! `use crate::` lines and paths written inline), the graph of top-level modules has no cycle,
//! and nothing below `commands` (the command line) refers to it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Top-level module → the top-level modules its files name through `crate::`.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().and_then(|e| e.to_str()) != Some("rs") {
                continue;
            }
            let relative = path.strip_prefix(&src).expect("under src");
            let first = relative
                .components()
                .next()
                .expect("a component")
                .as_os_str()
                .to_string_lossy()
                .into_owned();
            let module = first.trim_end_matches(".rs").to_string();
            if module == "lib" || module == "main" {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            let names = graph.entry(module.clone()).or_default();
            names.extend(
                crate_paths(&text)
                    .into_iter()
                    .filter(|name| *name != module),
            );
        }
    }
    graph
}

/// The first segment after every `crate::` outside comments.
fn crate_paths(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            // `$crate::` and `gamecore::…` paths are not this crate's.
            let before = rest[..at].chars().next_back();
            rest = &rest[at + "crate::".len()..];
            if matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == '$') {
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                names.push(name);
            } else if let Some(inner) = rest.strip_prefix('{') {
                // `use crate::{a, b::c};`
                let group = inner.split('}').next().unwrap_or("");
                for item in group.split(',') {
                    let head: String = item
                        .trim()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !head.is_empty() {
                        names.push(head);
                    }
                }
            }
        }
    }
    names
}

/// A cycle of the graph, if there is one (depth-first search with colours).
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    let mut marks: BTreeMap<&str, Mark> = BTreeMap::new();
    for start in graph.keys() {
        if marks.contains_key(start.as_str()) {
            continue;
        }
        // (module, its targets not yet visited)
        let mut path: Vec<(&str, Vec<&str>)> = vec![(start, targets(graph, start))];
        marks.insert(start, Mark::Open);
        while let Some((_, pending)) = path.last_mut() {
            let Some(next) = pending.pop() else {
                let (done, _) = path.pop().expect("a frame");
                marks.insert(done, Mark::Done);
                continue;
            };
            match marks.get(next) {
                Some(Mark::Open) => {
                    let from = path.iter().position(|(m, _)| *m == next).expect("open");
                    let mut cycle: Vec<String> =
                        path[from..].iter().map(|(m, _)| m.to_string()).collect();
                    cycle.push(next.to_string());
                    return Some(cycle);
                }
                Some(Mark::Done) => {}
                None => {
                    marks.insert(next, Mark::Open);
                    path.push((next, targets(graph, next)));
                }
            }
        }
    }
    None
}

fn targets<'a>(graph: &'a BTreeMap<String, BTreeSet<String>>, module: &str) -> Vec<&'a str> {
    graph
        .get(module)
        .map(|set| set.iter().map(String::as_str).collect())
        .unwrap_or_default()
}

#[test]
fn the_modules_import_one_another_without_a_cycle() {
    let graph = imports();
    assert!(
        graph.contains_key("commands") && graph.contains_key("play"),
        "{graph:?}"
    );
    assert_eq!(find_cycle(&graph), None, "{graph:#?}");
}

#[test]
fn nothing_below_the_command_line_refers_to_it() {
    for (module, names) in imports() {
        if module != "commands" {
            assert!(!names.contains("commands"), "{module} refers to commands");
        }
    }
}

#[test]
fn the_cycle_finder_finds_cycles() {
    let graph = |edges: &[(&str, &str)]| {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in edges {
            graph
                .entry(a.to_string())
                .or_default()
                .insert(b.to_string());
            graph.entry(b.to_string()).or_default();
        }
        graph
    };
    let cycle = find_cycle(&graph(&[
        ("analysis", "checkpoint"),
        ("checkpoint", "stats"),
        ("stats", "analysis"),
    ]));
    assert_eq!(cycle.map(|c| c.len()), Some(4));
    assert_eq!(
        find_cycle(&graph(&[("a", "b"), ("b", "c"), ("a", "c")])),
        None
    );
    assert_eq!(
        crate_paths("use crate::{exit, words::in_words};\nlet x = crate::play::run(); // crate::cli\n$crate::x"),
        ["exit", "words", "play"]
    );
}
