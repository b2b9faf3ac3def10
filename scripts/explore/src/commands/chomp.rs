//! `explore chomp STAIRCASE`: the nim value of a Chomp position, from the dense table of
//! every staircase in its box when that fits `--memory`, else by the search; `explore chomp
//! --sweep SIZES`: the values of many rectangles, one TSV line each, in shards if asked (as
//! cram's).

use super::cram::{failure, SweepArgs};
use super::{format_option, Failure, Format, Output};
use crate::analysis::Progress;
use crate::board_report::{self, How, Solved};
use crate::board_sweep::Game;
use crate::words::in_words;
use gamecore::boards::chomp_table::ChompTable;
use std::fmt::Write as _;
use std::path::PathBuf;

/// The nim value of a Chomp position (take a cell and all below and right of it; the top-left
/// cell is poisoned)
///
/// STAIRCASE is a rectangle ROWSxCOLS (like 4x5) or the row lengths from the top, never
/// growing (like 5,3,3,1). Solved by a table of every staircase inside its box (2 bytes each,
/// C(rows + cols, rows) of them, each costing its cells: 12x12 in under a second) when that
/// fits --memory (on --threads N threads: layer by layer); else, or with --method search or
/// --checkpoint, by the search (at most 16 rows of 15 cells; a research run, as for cram).
/// --sweep solves many rectangles, one per core at a time, each as a board alone.
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
    /// table (every staircase in the box valued at once; the default when it fits --memory)
    /// or search (the board solver, as for cram: a second method, the one --checkpoint goes
    /// with).
    #[arg(long, value_name = "table|search")]
    pub method: Option<String>,
    /// Solve on N threads (default 1): the table filled layer by layer (the staircases of one
    /// number of cells at a time), or the search sharing one table, as for cram.
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
        (
            "--method (a sweep takes each rectangle's table when it fits --memory)",
            args.method.is_some(),
        ),
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
        || args.method.is_some()
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
    let table = table_chosen(args)?;
    let mut too_large = None;
    if table {
        let rows = board_report::chomp_rows(staircase).map_err(failure)?;
        match table_refusal(&rows, memory) {
            None => {
                let threads = board_report::threads_option(args.threads).map_err(failure)?;
                let (solved, winning) = by_table(&rows, threads, args.progress);
                return Ok(Output::text(table_report(
                    staircase.trim(),
                    &rows,
                    &solved,
                    &winning,
                    format,
                )));
            }
            Some(why) if args.method.is_some() => {
                return Err(Failure::usage(format!("chomp {}: {why}", staircase.trim())))
            }
            Some(why) => too_large = Some(why),
        }
    }
    // A staircase too large for the table goes to the search, which may refuse it too.
    let game = board_report::chomp_start(staircase).map_err(|refusal| match &too_large {
        Some(why) => Failure::usage(format!(
            "chomp {}: {why}; and the search takes at most 16 rows of 15 cells",
            staircase.trim()
        )),
        None => failure(refusal),
    })?;
    let start = game.start();
    let threads = board_report::threads_option(args.threads).map_err(failure)?;
    if let Some(path) = &args.checkpoint {
        super::check_checkpoint_target(path)?;
    }
    let saving = args
        .checkpoint
        .as_ref()
        .map(|path| board_report::Saving::new(path, board_report::chomp_label(&game)));
    let how = How {
        memory,
        method: gamecore::boards::Method::Aspiration,
        threads,
        progress: args.progress,
    };
    let solved = how
        .solve(game, start, "chomp", saving.as_ref(), 0)
        .map_err(Failure::usage)?;
    Ok(Output::text(board_report::report(
        "chomp",
        staircase.trim(),
        &solved,
        format == Format::Tsv,
    )))
}

/// Whether `--method` (or, without it, the other options) asks for the table: by default
/// unless `--checkpoint`, which goes with the search (the table is built in one go).
fn table_chosen(args: &Args) -> Result<bool, Failure> {
    let searching = args.checkpoint.is_some();
    match args.method.as_deref().map(str::trim) {
        Some("search") => Ok(false),
        Some("table") if searching => Err(Failure::usage(
            "--checkpoint goes with --method search: the table is built in one go",
        )),
        Some("table") => Ok(true),
        None => Ok(!searching),
        Some(other) => Err(Failure::usage(format!(
            "--method is table or search, not {other:?}"
        ))),
    }
}

/// The most options the table may read: about five minutes of CPU at some 4 ns each
/// (16x15 reads 3.6·10^10, 3x600 3.3·10^10; 2x30000 would read 10^13, hours).
pub const MAX_OPTION_READS: u64 = 80_000_000_000;

/// Why the table of the box of `rows` (its row count by its first row) cannot be built
/// within `memory` bytes and [`MAX_OPTION_READS`], if it cannot.
fn table_refusal(rows: &[usize], memory: u64) -> Option<String> {
    let (height, width) = (rows.len(), rows[0]);
    if height.saturating_mul(width) > board_report::MOST_CHOMP_CELLS {
        return Some(format!(
            "the {height}x{width} box has more than 65536 cells, more than the table takes"
        ));
    }
    let reads = ChompTable::option_reads(height, width).unwrap_or(u64::MAX);
    if reads > MAX_OPTION_READS {
        return Some(format!(
            "the table of the {height}x{width} box would read about {reads:.1e} options, more \
             than the 8e10 (about five minutes of CPU) it takes",
            reads = reads as f64
        ));
    }
    match ChompTable::bytes(height, width) {
        Some(bytes) if bytes <= memory => None,
        Some(bytes) => Some(format!(
            "the table of every staircase in the {height}x{width} box takes {bytes} bytes, \
             more than --memory ({memory} bytes)"
        )),
        None => Some(format!(
            "the {height}x{width} box has more than 2^64 staircases, too many for the table"
        )),
    }
}

/// Values every staircase in the box of `rows` and reads the value of `rows` and its
/// winning moves off the table; progress as the search shows it. `searched` is 0 and
/// `entries` the staircases valued.
fn by_table(rows: &[usize], threads: usize, progress: bool) -> (Solved, Vec<(usize, usize)>) {
    let began = crate::clock::now();
    let mut shown = if progress {
        Progress::lines("chomp")
    } else {
        Progress::new("chomp")
    };
    let table = ChompTable::on_threads(rows.len(), rows[0], threads, |done, total| {
        shown.tick(|| format!("{done} of {total} staircases valued"));
    })
    .expect("table_refusal checked the box");
    shown.finish();
    let solved = Solved {
        value: table.value(rows).expect("the staircase is inside its box"),
        seconds: began.elapsed().as_secs_f64(),
        searched: 0,
        entries: table.len() as u64 - 1,
        replaced: 0,
        capacity: table.len(),
    };
    let winning = table.winning_moves(rows).expect("inside its box");
    (solved, winning)
}

/// The report of a value read off the table: as the search's, its table line saying what
/// was valued, then the winning moves (rows and columns from 1, as `play chomp` takes
/// them).
fn table_report(
    position: &str,
    rows: &[usize],
    solved: &Solved,
    winning: &[(usize, usize)],
    format: Format,
) -> String {
    if format == Format::Tsv {
        return board_report::report("chomp", position, solved, true);
    }
    let mut text = board_report::report("chomp", position, solved, false);
    let table_line = text
        .rfind("table ")
        .expect("the report ends with its table line");
    text.truncate(table_line);
    let _ = writeln!(
        text,
        "table     every staircase in the {}x{} box valued: {} of them, {} bytes; nothing searched",
        rows.len(),
        rows[0],
        in_words(solved.capacity - 1),
        2 * solved.capacity
    );
    let moves: Vec<String> = winning
        .iter()
        .map(|(r, c)| format!("take {},{}", r + 1, c + 1))
        .collect();
    if moves.is_empty() {
        text.push_str("winning   none: every move leaves a position worth more than 0\n");
    } else {
        let _ = writeln!(
            text,
            "winning   {} (leaving a position worth 0; row and column from 1)",
            moves.join(", ")
        );
    }
    text
}
