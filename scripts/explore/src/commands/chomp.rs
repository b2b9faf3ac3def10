//! `explore chomp STAIRCASE`: the nim value of a Chomp position; `explore chomp --sweep
//! SIZES`: the values of many rectangles, one TSV line each, in shards if asked (as cram's).

use super::cram::{failure, SweepArgs};
use super::{format_option, Failure, Format, Output};
use crate::board_report;
use crate::board_sweep::Game;
use std::path::PathBuf;

/// The nim value of a Chomp position (take a cell and all below and right of it; the top-left
/// cell is poisoned)
///
/// STAIRCASE is a rectangle ROWSxCOLS (like 4x5) or the row lengths from the top, never
/// growing (like 5,3,3,1); at most 16 rows of 15 cells. A research run, as for cram. --sweep
/// solves many rectangles, one per core at a time.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore chomp 4x5, explore chomp 6,4,4,1 --format tsv; \
                  explore chomp --sweep 2x2..8x8; \
                  explore chomp --sweep 2x2..10x12 --shard 1/3 > shard-1.tsv; \
                  explore chomp --merge shard-*.tsv > all.tsv"
)]
pub struct Args {
    /// The position: ROWSxCOLS or row lengths like 5,3,1 (not with --sweep or --merge).
    #[arg(value_name = "STAIRCASE")]
    pub staircase: Option<String>,
    /// The most memory for the table, like 512M or 4G (default 1G).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Solve on N threads sharing one table (default 1), as for cram.
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Progress lines on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
    /// text or tsv (a header and one line).
    #[arg(long, value_name = "text|tsv")]
    pub format: Option<String>,
    /// Load the table from FILE if it exists (a checkpoint of the same position, else an
    /// error), and save it there every ten minutes and at the end, as for cram.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    #[command(flatten)]
    pub sweeping: SweepArgs,
}

/// Runs `explore chomp`.
///
/// # Errors
/// A usage error for a bad size or option; bad input text for a malformed staircase or a
/// shard that cannot be merged.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let refused = [
        ("a position", args.staircase.is_some()),
        ("--checkpoint", args.checkpoint.is_some()),
        (
            "--threads (a sweep solves one board per core)",
            args.threads.is_some(),
        ),
        (
            "--format text",
            args.format.as_deref().is_some_and(|f| f.trim() != "tsv"),
        ),
    ];
    let others = args.staircase.is_some()
        || args.checkpoint.is_some()
        || args.memory.is_some()
        || args.threads.is_some()
        || args.format.is_some();
    let memory = args.memory.as_deref();
    if let Some(done) = args
        .sweeping
        .run(Game::Chomp, &refused, others, memory, args.progress)
    {
        return done;
    }
    let staircase = args.staircase.as_deref().ok_or_else(|| {
        Failure::usage("chomp takes a position, like 4x5 (explore chomp --help shows the usage)")
    })?;
    let format = format_option(args.format.as_deref(), "chomp", false)?;
    let memory = board_report::memory_option(args.memory.as_deref()).map_err(failure)?;
    let game = board_report::chomp_start(staircase).map_err(failure)?;
    let start = game.start();
    let threads = board_report::threads_option(args.threads).map_err(failure)?;
    let saving = args
        .checkpoint
        .as_ref()
        .map(|path| board_report::Saving::new(path, board_report::chomp_label(&game)));
    let solved = if threads > 1 {
        board_report::solve_on_threads(
            &game,
            start,
            memory,
            args.progress,
            "chomp",
            saving.as_ref(),
            gamecore::boards::Method::Aspiration,
            threads,
        )
    } else {
        board_report::solve(game, start, memory, args.progress, "chomp", saving.as_ref())
    }
    .map_err(Failure::usage)?
    .expect("no stop without Saving::stop_after");
    Ok(Output::text(board_report::report(
        "chomp",
        staircase.trim(),
        &solved,
        format == Format::Tsv,
    )))
}
