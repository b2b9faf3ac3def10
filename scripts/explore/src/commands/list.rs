//! `explore list`: the catalogue of named games.

use super::{Failure, Output};
use crate::catalogue::{entries, Shape};
use std::fmt::Write as _;

/// The catalogue of named games
///
/// Every named game of `seq` and `table`, with its parameter and source.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `explore list`.
///
/// # Errors
/// Never (the signature is every command's).
pub fn run(_args: &Args) -> Result<Output, Failure> {
    Ok(Output::text(list()))
}

fn list() -> String {
    let mut out = String::from(
        "Catalogue (explore seq NAME, explore table NAME RxC; NAME:VALUE sets a parameter):\n",
    );
    let all = entries();
    let name_width = all
        .iter()
        .map(|e| e.name.len() + e.parameter.as_ref().map_or(0, |p| p.name.len() + 1))
        .max()
        .unwrap_or(0);
    for entry in &all {
        let name = match &entry.parameter {
            Some(p) => format!("{}:{}", entry.name, p.name),
            None => entry.name.to_string(),
        };
        let shape = match entry.shape {
            Shape::Sequence => "seq",
            Shape::Table => "table",
        };
        let mut details = format!("{}; from {}", entry.summary, entry.source);
        if let Some(p) = &entry.parameter {
            let _ = write!(
                details,
                "; {} from {} to {}, default {}",
                p.name,
                p.range.start(),
                p.range.end(),
                p.default
            );
        }
        if entry.shape == Shape::Table {
            let _ = write!(details, "; up to {0}x{0}", entry.max_side);
        }
        let indent = name_width + 11;
        for (i, line) in wrap(&details, LIST_WIDTH - indent).iter().enumerate() {
            if i == 0 {
                let _ = writeln!(out, "  {name:<name_width$}  {shape:<5}  {line}");
            } else {
                let _ = writeln!(out, "{:indent$}{line}", "");
            }
        }
    }
    out.push_str(
        "Any heap game: explore octal CODE (0.77 Kayles, 0.07 Dawson's Kayles, 0.6, 4.7, …),\n\
         explore hex CODE (0.8F, …) or explore subtraction 1,3,4.\n",
    );
    out.push_str(
        "Partizan: explore hackenbush BBRB (a Blue-Red string's value); explore table cutcake \
         RxC, explore table maundy RxC (Winning Ways ch. 2).\n",
    );
    out.push_str(
        "Boards and graphs: explore cram 3x12, explore chomp 4x5, explore nodekayles grid:4x5;\n\
         a token on a directed graph: explore loopy 0>1,1>2,2>0 (won, lost or drawn),\n\
         explore weighted 0>1:2,1>0:3,1>2:5 (totals of best play).\n",
    );
    out
}

/// Width of the lines of `explore list`.
const LIST_WIDTH: usize = 100;

/// Splits `text` into lines of at most `width` characters at spaces (a longer word gets a
/// line of its own).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}
