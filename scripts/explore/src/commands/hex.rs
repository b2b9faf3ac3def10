//! `explore hex CODE`: a hexadecimal game's nim-sequence and period.

use super::octal::code_label;
use super::sequence::{self, SequenceOptions};
use super::{Failure, Output};
use crate::catalogue::SequenceGame;
use gamecore::octal::HeapGame;

/// A hexadecimal game's nim-sequence and period (0.8F, 8.0); O(N³) work, shows progress
///
/// As `octal`, but a digit of 8 or more also lets a move
/// leave three heaps. Such games cost O(N³) work: a large --upto (thousands) runs long and
/// shows progress on a terminal (and with --progress anywhere); --checkpoint resumes it.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples: explore hex 0.8F; explore hex 0.9 --upto 2000 --progress")]
pub struct Args {
    /// The game's code, like 0.8F.
    #[arg(value_name = "CODE", allow_hyphen_values = true)]
    pub code: String,
    #[command(flatten)]
    pub options: SequenceOptions,
}

/// Runs `explore hex`.
///
/// # Errors
/// A usage error: a bad code or option.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let options = args.options.check()?;
    let game = HeapGame::parse(&args.code).map_err(|e| Failure::usage(e.to_string()))?;
    sequence::run(
        &code_label(&game),
        &SequenceGame::Heap(game),
        &options,
        None,
    )
}
