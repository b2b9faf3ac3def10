//! `explore domineering BOARD`: a Domineering position's value.

use super::value::{report, ReportOptions};
use super::{Failure, Output};
use crate::partizan_report;

/// A Domineering board's value, as for value (3x10 fits, 5x6 and 4x8 are refused)
///
/// The board's canonical form, stops, mean, temperature, outcome and birthday:
/// rows of . (empty) and # (filled) separated by |; Left places vertical dominoes, Right
/// horizontal. At most 30 empty cells (more are refused at once) and 2·10^7 steps of work
/// (about 4 s of CPU on a busy 2-core machine): a 3x10 board fits, 5x6 is refused after the
/// budget, 4x8 at once. With --work, the budget is that many steps and the board may have
/// more empty cells.
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
    report("domineering", &args.options, |budget| {
        partizan_report::domineering(&args.board, budget)
    })
}
