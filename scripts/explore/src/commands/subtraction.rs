//! `explore subtraction S1,S2,…`: a subtraction game's nim-sequence and period.

use super::sequence::{self, SequenceOptions};
use super::{Failure, Output};
use crate::catalogue::SequenceGame;
use gamecore::octal::HeapGame;

/// The subtraction game with that move set (1,3,4)
///
/// The rules: a move takes s tokens from one heap, s in the
/// set. Its period is proved by the window argument.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example: explore subtraction 1,3,4 --upto 100")]
pub struct Args {
    /// The move set: whole numbers separated by commas, like 1,3,4.
    #[arg(value_name = "S1,S2,…", allow_hyphen_values = true)]
    pub set: String,
    #[command(flatten)]
    pub options: SequenceOptions,
}

/// Runs `explore subtraction`.
///
/// # Errors
/// A usage error: a bad set or option.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let options = args.options.check()?;
    let (label, game) = subtraction(&args.set)?;
    sequence::run(&label, &SequenceGame::Heap(game), &options, None)
}

/// Reads `1,3,4` into the game and its label `subtraction:1,3,4` (sorted, without repeats).
fn subtraction(text: &str) -> Result<(String, HeapGame), Failure> {
    let mut moves = Vec::new();
    for part in text.split(',').map(str::trim) {
        let value = part.parse::<usize>().map_err(|_| {
            Failure::usage(format!(
                "a subtraction set is whole numbers separated by commas, like 1,3,4; \
                 {part:?} is not a number"
            ))
        })?;
        moves.push(value);
    }
    let game = HeapGame::subtraction(&moves).map_err(|e| Failure::usage(e.to_string()))?;
    moves.sort_unstable();
    moves.dedup();
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    Ok((format!("subtraction:{}", listed.join(",")), game))
}
