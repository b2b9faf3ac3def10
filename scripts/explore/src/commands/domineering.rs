//! `explore domineering BOARD`: a Domineering position's value.

use super::value::{report, ReportOptions};
use super::{Failure, Output};
use crate::partizan_report;

/// A Domineering board's value, as for value (5x6 fits, 4x8 is refused)
///
/// The board's canonical form, stops, mean, temperature, outcome and birthday:
/// rows of . (empty) and # (filled) separated by |; Left places vertical dominoes, Right
/// horizontal. At most 32 empty cells and 4·10^7 steps of work (about 5 s of CPU): a 5x6
/// board fits, 4x8 is refused.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example: explore domineering '...|...|..#'")]
pub struct Args {
    /// The board, like ...|...|..#.
    #[arg(value_name = "BOARD")]
    pub board: String,
    #[command(flatten)]
    pub options: ReportOptions,
}

/// Runs `explore domineering`.
///
/// # Errors
/// A usage error for a bad option; bad input text (status 1) for a malformed board or one
/// past the limits.
pub fn run(args: &Args) -> Result<Output, Failure> {
    report("domineering", &args.options, || {
        partizan_report::domineering(&args.board)
    })
}
