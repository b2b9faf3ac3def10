//! `explore cram BOARD`: the nim value of a Cram board.

use super::{format_option, Failure, Format, Output};
use crate::board_report::{self, Refusal};

/// The nim value of a Cram board (place a domino either way; who cannot, loses)
///
/// BOARD is a size ROWSxCOLS (like 3x12) or rows of . (empty) and # (blocked) separated by |,
/// as for domineering; at most 64 cells. Prints the value, the outcome, the time and the
/// table. A research run: no work limit; progress on a terminal (and with --progress
/// anywhere); the table stays within --memory (default 1G) and replaces entries at the bound.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore cram 3x12, explore cram '....|.##.|....', \
                        explore cram 5x7 --memory 256M --format tsv"
)]
pub struct Args {
    /// The board: ROWSxCOLS or rows like ...|.#.|...
    #[arg(value_name = "BOARD")]
    pub board: String,
    /// The most memory for the table, like 512M or 4G (default 1G).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Progress lines on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
    /// text or tsv (a header and one line).
    #[arg(long, value_name = "text|tsv")]
    pub format: Option<String>,
}

/// A [`Refusal`] as the command's failure.
pub fn failure(refusal: Refusal) -> Failure {
    match refusal {
        Refusal::Usage(message) => Failure::usage(message),
        Refusal::Input(message) => Failure::bad_input(message),
    }
}

/// Runs `explore cram`.
///
/// # Errors
/// A usage error for a bad size or option; bad input text for a malformed board.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let format = format_option(args.format.as_deref(), "cram", false)?;
    let memory = board_report::memory_option(args.memory.as_deref()).map_err(failure)?;
    let board = board_report::cram_board(&args.board).map_err(failure)?;
    let start = board.start();
    let solved = board_report::solve(board, start, memory, args.progress, "cram");
    Ok(Output::text(board_report::report(
        "cram",
        args.board.trim(),
        &solved,
        format == Format::Tsv,
    )))
}
