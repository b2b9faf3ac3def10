//! `explore seq NAME`: a one-number game of the catalogue as a nim-sequence.

use super::sequence::{self, SequenceOptions};
use super::{Failure, Output};
use crate::catalogue::Chosen;

/// A one-number game of the catalogue as a sequence (lasker, jiangnan:3)
///
/// Lasker's Nim and 江南乐 cost O(n²): past --upto 10000 they take more than a few seconds,
/// say so up front, and show progress on a terminal (--progress elsewhere); so do Grundy's
/// game and every code with a ! digit past --upto 1000000 (no period is ever proved for them).
///
/// The games are those `explore list` shows; NAME or NAME:VALUE for a
/// game with a parameter (jiangnan:3).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples: explore seq lasker; explore seq jiangnan:3 --upto 5000")]
pub struct Args {
    /// The game's name, with its parameter if it has one (jiangnan:3).
    #[arg(value_name = "NAME")]
    pub name: String,
    #[command(flatten)]
    pub options: SequenceOptions,
}

/// Runs `explore seq`.
///
/// # Errors
/// A usage error: an unknown game, a two-number one, a bad option.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let options = args.options.check()?;
    let chosen = Chosen::parse(&args.name).map_err(|e| Failure::usage(e.to_string()))?;
    let game = chosen.sequence().ok_or_else(|| {
        Failure::usage(format!(
            "{} is a two-number game: explore table {} RxC shows it",
            chosen.entry.name,
            chosen.label()
        ))
    })?;
    sequence::run(&chosen.label(), &game, &options, None)
}
