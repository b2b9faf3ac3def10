//! Every problem crate has its page, `problems/<id>/README.md`, with the sections a reader
//! needs, and the samples it shows are the official samples in `testdata/<id>/`, byte for byte.

// The names compared are the workspace's own lower-case testdata names.
#![allow(clippy::case_sensitive_file_extension_comparisons)]

use std::path::{Path, PathBuf};

const SECTIONS: [&str; 8] = [
    "## The game",
    "## Input / output",
    "## Sample",
    "## Theory",
    "## Algorithm and complexity",
    "## Traps",
    "## How this crate's answers are verified",
    "## Limits of this binary",
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn problem_ids() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(workspace().join("problems"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

/// The fenced ```text blocks of `page` that follow a line naming a file in backticks, as
/// (file name, block content, shown without trailing spaces / CR bytes).
fn named_blocks(page: &str) -> Vec<(String, String, bool)> {
    let lines: Vec<&str> = page.lines().collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let name = line
            .split('`')
            .skip(1)
            .step_by(2)
            .find(|n| n.starts_with("sample-") && (n.ends_with(".in") || n.ends_with(".out")));
        let fence = (i + 1..lines.len().min(i + 3)).find(|&j| lines[j].trim() == "```text");
        if let (Some(name), Some(open)) = (name, fence) {
            let close = (open + 1..lines.len())
                .find(|&j| lines[j].trim_end() == "```")
                .unwrap_or_else(|| panic!("unclosed block after line {}", i + 1));
            let mut content = lines[open + 1..close].join("\n");
            content.push('\n');
            blocks.push((name.to_owned(), content, line.contains("shown without")));
            i = close;
        }
        i += 1;
    }
    blocks
}

fn normalised(text: &str) -> String {
    text.replace("\r\n", "\n")
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_problem_has_its_page_with_the_official_samples() {
    let mut failures = Vec::new();
    for id in problem_ids() {
        let page_path = workspace().join("problems").join(&id).join("README.md");
        let Ok(page) = std::fs::read_to_string(&page_path) else {
            failures.push(format!("{id}: no README.md page"));
            continue;
        };
        for section in SECTIONS {
            if !page.lines().any(|l| l.trim_end() == section) {
                failures.push(format!("{id}: the page has no `{section}` section"));
            }
        }
        if page.contains("../shared") {
            failures.push(format!("{id}: the page points outside the repository"));
        }
        let blocks = named_blocks(&page);
        let dir = workspace().join("testdata").join(&id);
        let mut samples: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("sample-") && (n.ends_with(".in") || n.ends_with(".out")))
            .collect();
        samples.sort();
        // A problem whose statement has no sample must say so on its page.
        if samples.is_empty() && !page.contains("No official sample") {
            failures.push(format!(
                "{id}: testdata/{id} has no sample, and the page does not say why"
            ));
        }
        for name in samples {
            let file = std::fs::read_to_string(dir.join(&name)).unwrap();
            match blocks.iter().find(|(n, _, _)| *n == name) {
                None => failures.push(format!("{id}: the page does not show {name}")),
                Some((_, shown, loose)) => {
                    let same = if *loose {
                        normalised(shown) == normalised(&file)
                    } else {
                        *shown == file
                    };
                    if !same {
                        failures.push(format!(
                            "{id}: the page shows {name} as {shown:?}, the file is {file:?}"
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The sections a contestant reads, from `## The game` to `## Traps`, explain the problem and
/// its solution; timings and tuning (CPU tables, "six times faster", branch-free loops) go in
/// an optional `## Implementation notes` section, the last of the page.
#[test]
fn tuning_notes_stay_out_of_the_contestants_sections() {
    const TUNING: [&str; 8] = [
        "CPU",
        "Measured",
        "measured",
        "times faster",
        "median of",
        "load average",
        "without a branch",
        "branch-free",
    ];
    let mut failures = Vec::new();
    for id in problem_ids() {
        let page =
            std::fs::read_to_string(workspace().join("problems").join(&id).join("README.md"))
                .unwrap();
        let lines: Vec<&str> = page.lines().collect();
        let start = lines.iter().position(|l| l.trim_end() == "## The game");
        let end = lines
            .iter()
            .position(|l| l.trim_end() == "## How this crate's answers are verified");
        if let (Some(start), Some(end)) = (start, end) {
            for (i, line) in lines.iter().enumerate().take(end).skip(start) {
                if let Some(word) = TUNING.iter().find(|w| line.contains(*w)) {
                    failures.push(format!(
                        "{id}: line {}: {word:?} in a contestant's section: {line}",
                        i + 1
                    ));
                }
            }
        }
        if let Some(notes) = lines
            .iter()
            .position(|l| l.trim_end() == "## Implementation notes")
        {
            if lines[notes + 1..].iter().any(|l| l.starts_with("## ")) {
                failures.push(format!(
                    "{id}: `## Implementation notes` is not the last section"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_readme_links_every_page_and_points_nowhere_outside() {
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    for id in problem_ids() {
        assert!(
            readme.contains(&format!("(problems/{id}/README.md)")),
            "README.md does not link problems/{id}/README.md"
        );
    }
    assert!(
        !readme.contains("../shared"),
        "README.md points outside the repository"
    );
}
