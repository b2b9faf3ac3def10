//! `explore cram BOARD`: the nim value of a Cram board; `explore cram --sweep SIZES`: the
//! values of many rectangles, one TSV line each, in shards if asked.

use super::{format_option, Failure, Format, Output, Stream};
use crate::board_report::{self, How, PartsTotal, Refusal, Saving, Solved};
use crate::board_sweep::Game;
use crate::published;
use crate::sweep::Shard;
use gamecore::boards::cram::Cram;
use gamecore::boards::cram_parts::{Grid, Part, Reason};
use std::path::PathBuf;

/// The nim value of a Cram board (place a domino either way; who cannot, loses)
///
/// BOARD is a size ROWSxCOLS (like 3x12) or rows of . (empty) and # (blocked) separated by |,
/// as for domineering. Prints the value, the outcome, the time and the table, and a mirror
/// line when copying moves decides the board (its own half-turn, twin regions, or one domino
/// away from such a board). A board past
/// 64 cells is valued region by region: twins cancel, strips are Dawson's Kayles (and rings
/// follow), a region that is its own half-turn with no domino across the centre is 0, and a
/// region left over is searched when its box has at most 64 cells (10x10, 1x100 and 2x40 are answered at once; 9x9 is
/// refused). A research run: no work limit; progress on a terminal (and with --progress
/// anywhere); the table stays within --memory (default 1G) and replaces entries at the bound;
/// --checkpoint saves the table every ten minutes and at the end, and a rerun with the same
/// file goes on from it. --sweep solves many rectangles, one per core at a time (those past
/// 64 cells region by region, as a single board).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore cram 3x12, explore cram '....|.##.|....', \
                        explore cram 5x7 --memory 256M --format tsv, \
                        explore cram 5x8 --checkpoint 5x8.ckpt; \
                        explore cram --sweep 3x3..3x12,4x4..4x8; \
                        explore cram --sweep 3x3..6x8 --shard 2/4 > shard-2.tsv; \
                        explore cram --merge shard-*.tsv > all.tsv"
)]
pub struct Args {
    /// The board: ROWSxCOLS or rows like ...|.#.|... (not with --sweep or --merge).
    #[arg(value_name = "BOARD")]
    pub board: Option<String>,
    /// The most memory for the table, like 512M or 4G (default 1G); with --sweep, for each
    /// board (one board per core is solved at a time).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// How components are searched: aspiration (Beling and Rogalski's aspiration sets, the
    /// default) or tests (Lemoine and Viennot's tests of one value at a time): the same
    /// value by a second method.
    #[arg(long, value_name = "aspiration|tests")]
    pub method: Option<String>,
    /// Solve on N threads sharing one table within --memory (default 1 thread): sooner with
    /// N free cores on long runs, the same value; --checkpoint saves the shared table.
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Progress lines on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
    /// text or tsv (a header and one line); --sweep prints TSV only.
    #[arg(long, value_name = "text|tsv")]
    pub format: Option<String>,
    /// Load the table from FILE if it exists (a checkpoint of the same board, else an
    /// error), and save it there every ten minutes and at the end: a run stopped and
    /// started again with the same FILE goes on from its last save.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    #[command(flatten)]
    pub sweeping: SweepArgs,
}

/// The options of a sweep over rectangles, cram's and chomp's.
#[derive(Debug, clap::Args)]
pub struct SweepArgs {
    /// Solve every rectangle of SIZES, a comma-separated list of sizes ROWSxCOLS and blocks
    /// R1xC1..R2xC2 (every size between, row by row), like 3x3..3x12,4x4..4x8: a header line,
    /// then one TSV line per board in that order (rows, cols, value, components searched,
    /// table entries, entries replaced: the same on every run with the same --memory, so no
    /// time), each board solved on a core of its own. Takes --memory, --progress and --shard.
    #[arg(long, value_name = "SIZES")]
    pub sweep: Option<String>,
    /// With --sweep: solve only shard I of N (1 <= I <= N), the boards at positions I, I + N,
    /// I + 2N, … of the sweep, for a batch scheduler to run the N shards anywhere (a Slurm
    /// job array: --shard $SLURM_ARRAY_TASK_ID/N). The output starts with a line naming the
    /// sweep and shard and ends with a line holding its checksum; --merge puts the shards
    /// together.
    #[arg(long, value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<String>,
    /// Merge the outputs of all the shards of one sweep (files, in any order) into exactly
    /// what the unsharded --sweep run prints; a shard missing, given twice, cut short, edited
    /// or from another sweep is refused (exit status 1).
    #[arg(long, value_name = "SHARD", num_args = 1..)]
    pub merge: Vec<PathBuf>,
}

impl SweepArgs {
    /// Runs the sweep or the merge asked for, if one is: `refused` are the command's other
    /// options a sweep does not take (each with whether it was given), `others` whether any
    /// option or operand but the shard files was given (a merge takes none).
    ///
    /// # Errors
    /// As `sweep_of` and `merge_of`; `--shard` without `--sweep`.
    pub fn run(
        &self,
        game: Game,
        refused: &[(&str, bool)],
        others: bool,
        memory: Option<&str>,
        progress: bool,
    ) -> Option<Result<Output, Failure>> {
        if !self.merge.is_empty() {
            let others = others || progress || self.sweep.is_some() || self.shard.is_some();
            return Some(merge_of(game, &self.merge, others));
        }
        if self.shard.is_some() && self.sweep.is_none() {
            return Some(Err(Failure::usage(format!(
                "--shard splits a --sweep: explore {} --sweep SIZES --shard I/N",
                game.name()
            ))));
        }
        let sizes = self.sweep.as_deref()?;
        Some(sweep_of(
            game,
            sizes,
            refused,
            memory,
            self.shard.as_deref(),
            progress,
        ))
    }
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
/// A usage error for a bad size or option or a checkpoint that cannot be used; bad input text
/// for a malformed board or a shard that cannot be merged.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let refused = [
        ("a board", args.board.is_some()),
        ("--checkpoint", args.checkpoint.is_some()),
        ("--method", args.method.is_some()),
        (
            "--threads (a sweep solves one board per core)",
            args.threads.is_some(),
        ),
        (
            "--format text",
            args.format.as_deref().is_some_and(|f| f.trim() != "tsv"),
        ),
    ];
    let others = args.board.is_some()
        || args.checkpoint.is_some()
        || args.memory.is_some()
        || args.method.is_some()
        || args.threads.is_some()
        || args.format.is_some();
    let memory = args.memory.as_deref();
    if let Some(done) = args
        .sweeping
        .run(Game::Cram, &refused, others, memory, args.progress)
    {
        return done;
    }
    let spec = args.board.as_deref().ok_or_else(|| {
        Failure::usage("cram takes a board, like 3x12 (explore cram --help shows the usage)")
    })?;
    let format = format_option(args.format.as_deref(), "cram", false)?;
    let memory = board_report::memory_option(args.memory.as_deref()).map_err(failure)?;
    let method = board_report::method_option(args.method.as_deref()).map_err(failure)?;
    let threads = board_report::threads_option(args.threads).map_err(failure)?;
    let grid = board_report::cram_grid(spec).map_err(failure)?;
    let how = How {
        memory,
        method,
        threads,
        progress: args.progress,
    };
    let Ok(board) = grid.to_cram() else {
        return by_regions(&grid, spec, args.checkpoint.is_some(), format, &how);
    };
    if let Some(path) = &args.checkpoint {
        super::check_checkpoint_target(path)?;
    }
    let saving = args
        .checkpoint
        .as_ref()
        .map(|path| Saving::new(path, board_report::cram_label(&board)));
    let mirror = mirror_line(&board);
    let solved = search(board, &how, saving.as_ref())?;
    Ok(Output::text(report(spec, &solved, format, mirror)))
}

/// The report's line when copying moves decides the board ([`Cram::is_mirrored`]): the
/// second player copies on a board whose every region is its own half-turn with no domino
/// across its centre or has a twin of its shape; the first player wins when one domino
/// leaves such a board (the first such, in board order).
fn mirror_line(board: &Cram) -> Option<String> {
    let start = board.start();
    if board.is_mirrored(start) {
        return Some(
            "mirror    every region is its own half-turn with no domino across its centre or \
             has a twin of its shape: the second player copies each move (worth 0)\n"
                .to_owned(),
        );
    }
    let (domino, across) = board
        .dominoes(start)
        .into_iter()
        .find(|&(domino, _)| board.is_mirrored(start & !domino))?;
    let first = domino.trailing_zeros() as usize;
    let (row, col) = (first / board.cols() + 1, first % board.cols() + 1);
    let way = if across { "across" } else { "down" };
    Some(format!(
        "mirror    place {row},{col} {way} leaves a board the second player wins by copying \
         moves: the first player places it, then copies (not 0)\n"
    ))
}

/// The report of a board: the value, outcome, time and table, then (as text) `lines` if
/// given (the regions' rules, or the mirror line) and the published value of a rectangle the literature covers. The text names a board
/// of more than 80 characters by its first 80 and `…` (TSV keeps it whole, to be read back).
fn report(spec: &str, solved: &Solved, format: Format, lines: Option<String>) -> String {
    let tsv = format == Format::Tsv;
    let position = if tsv {
        spec.trim().to_owned()
    } else {
        crate::exit::shorten(spec.trim())
    };
    let mut text = board_report::report("cram", &position, solved, tsv);
    if !tsv {
        text.push_str(&lines.unwrap_or_default());
        let published = board_report::size(spec)
            .and_then(|(rows, cols)| published::cram_line(rows, cols, solved.value));
        if let Some(line) = published {
            text.push_str(&line);
            text.push('\n');
        }
    }
    text
}

/// A board past the solver's 64 cells, valued region by region ([`Grid::parts`]): the rules
/// settle what they can, each region left over is searched on its own board (one after
/// another, each table within `--memory`), and a region out of reach is refused before any
/// search starts.
///
/// # Errors
/// `--checkpoint` (it saves one search); a region out of reach (usage for a size, bad input
/// for rows); a failed search.
fn by_regions(
    grid: &Grid,
    spec: &str,
    checkpoint: bool,
    format: Format,
    how: &How,
) -> Result<Output, Failure> {
    let refuse = |message: String| {
        if board_report::size(spec).is_some() {
            Failure::usage(format!("cram {}: {message}", spec.trim()))
        } else {
            Failure::bad_input(format!("board: {message}"))
        }
    };
    if checkpoint {
        return Err(Failure::usage(format!(
            "cram {}: --checkpoint saves the search of a board of at most 64 cells; this one \
             is valued region by region",
            spec.trim()
        )));
    }
    let parts = grid.parts();
    if let Some(error) = parts.iter().find_map(Part::beyond_error) {
        return Err(refuse(error.0));
    }
    let mut total = PartsTotal::new();
    for part in parts {
        match part {
            Part::Known { value, reason, .. } => {
                let kind = match reason {
                    Reason::Twins => 0,
                    Reason::Strip => 1,
                    Reason::Ring => 2,
                    Reason::HalfTurn => 3,
                };
                total.add_known(kind, value);
            }
            Part::Search { board, .. } => total.add_searched(&search(board, how, None)?),
            Part::Beyond { .. } => unreachable!("refused above"),
        }
    }
    let line = total.line(
        "regions",
        ("region", "regions"),
        [
            ("pair of twins", "pairs of twins", " (cancel out)"),
            ("strip", "strips", " (Dawson's Kayles)"),
            ("ring", "rings", ""),
            ("half-turn", "half-turns", " (worth 0)"),
        ],
    );
    Ok(Output::text(report(
        spec,
        &total.solved,
        format,
        Some(line),
    )))
}

/// A board searched whole as `how` says, saved as `saving` says.
fn search(board: Cram, how: &How, saving: Option<&Saving>) -> Result<Solved, Failure> {
    let start = board.start();
    how.solve(board, start, "cram", saving, 0)
        .map_err(Failure::usage)
}

/// `explore GAME --sweep SIZES` for cram and chomp: refused if one of `refused` (an option
/// and whether it was given) was given, else the lines, streamed.
///
/// # Errors
/// A usage error for an option refused, bad sizes, a bad `--memory` or `--shard`.
fn sweep_of(
    game: Game,
    sizes: &str,
    refused: &[(&str, bool)],
    memory: Option<&str>,
    shard: Option<&str>,
    progress: bool,
) -> Result<Output, Failure> {
    if let Some((name, _)) = refused.iter().find(|(_, given)| *given) {
        return Err(Failure::usage(format!(
            "--sweep prints one TSV line per board; it takes --memory, --progress and \
             --shard, not {name}"
        )));
    }
    let sweep = crate::board_sweep::parse(game, sizes).map_err(Failure::usage)?;
    let memory = board_report::memory_option(memory).map_err(failure)?;
    let shard = match shard {
        Some(text) => Some(Shard::parse(text).map_err(Failure::usage)?),
        None => None,
    };
    Ok(Output {
        stream: Some(Stream::BoardSweep {
            sweep,
            memory,
            shard,
            progress,
        }),
        ..Output::default()
    })
}

/// `explore GAME --merge SHARD…` for cram and chomp (`others`: whether another option or
/// operand was given, which a merge refuses).
///
/// # Errors
/// A usage error for another option; bad input text for a file that cannot be read or is
/// not a complete shard of the same sweep of `game`.
fn merge_of(game: Game, files: &[PathBuf], others: bool) -> Result<Output, Failure> {
    if others {
        return Err(Failure::usage(format!(
            "--merge takes only the shard files: explore {} --merge shard-*.tsv",
            game.name()
        )));
    }
    let mut shards = Vec::with_capacity(files.len());
    for path in files {
        let text = crate::sweep::read_shard_file(path).map_err(Failure::bad_input)?;
        shards.push((path.display().to_string(), text));
    }
    let merged = crate::board_sweep::merge(game, &shards).map_err(Failure::bad_input)?;
    Ok(Output::text(merged))
}
