//! `explore octal CODE`: an octal game's nim-sequence and period; `explore octal --all-codes
//! D`: every short octal code, one TSV line each.

use super::sequence::{self, number, SequenceOptions, DEFAULT_SEARCH};
use super::{Failure, Format, Output, Stream};
use crate::catalogue::SequenceGame;
use crate::sweep::Shard;
use gamecore::octal::{CodeError, HeapGame};

/// An octal game's nim-sequence and period (0.07, .77, 4.7); --all-codes sweeps every code
///
/// Its nim-sequence G(0..=N), the period (proved by the periodicity theorem or only
/// observed), the exceptions, the checksum.
///
/// CODE is d0.d1d2… (0.07 Dawson's Kayles, .77 Kayles, 4.7): digit dk says in which ways
/// taking k tokens from a heap may leave 0, 1 or 2 heaps. A code with a digit 8, 9 or A to F
/// is not octal: it is run as the hexadecimal game (a move may leave three heaps, O(N³) work)
/// with a warning on stderr. Long runs (a large --upto or --prove-to, or --all-codes) show
/// progress on a terminal (and with --progress anywhere) and can be resumed with --checkpoint.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore octal 0.07; explore octal .77 --format tsv; \
                        explore octal 0.6 --upto 100000 --svg strip.svg; \
                        explore octal --all-codes 2; \
                        explore octal --all-codes 4 --shard 3/8 > shard-3.tsv; \
                        explore octal --merge shard-*.tsv > all.tsv"
)]
pub struct Args {
    /// The game's code, like 0.07 (not with --all-codes).
    #[arg(value_name = "CODE", allow_hyphen_values = true)]
    pub code: Option<String>,
    /// Sweep every octal code 0.d1…dD and 4.d1…dD (D from 1 to 4), one TSV line each (the
    /// --format tsv columns), each computed up to --prove-to, on every core; takes --prove-to,
    /// --progress and --shard only.
    #[arg(long = "all-codes", value_name = "D", allow_hyphen_values = true)]
    pub all_codes: Option<String>,
    /// With --all-codes: compute only shard I of N (1 <= I <= N), the codes at positions
    /// I, I + N, I + 2N, … of the sweep, for a batch scheduler to run the N shards anywhere
    /// (a Slurm job array: --shard $SLURM_ARRAY_TASK_ID/N; GNU parallel: --shard {}/N). The
    /// output starts with a line saying which sweep and shard it is and ends with a line
    /// saying the shard is complete; --merge puts the shards together.
    #[arg(long = "shard", value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<String>,
    /// Merge the outputs of all the shards of one sweep (files, in any order) into exactly
    /// what the unsharded --all-codes run prints; a shard missing, given twice, cut short or
    /// from another sweep is refused (exit status 1).
    #[arg(long = "merge", value_name = "SHARD", num_args = 1..)]
    pub merge: Vec<std::path::PathBuf>,
    #[command(flatten)]
    pub options: SequenceOptions,
}

/// Runs `explore octal`.
///
/// # Errors
/// A usage error: a bad code or option, a missing code, a code with --all-codes.
pub fn run(args: &Args) -> Result<Output, Failure> {
    if !args.merge.is_empty() {
        return merge(args);
    }
    if args.shard.is_some() && args.all_codes.is_none() {
        return Err(Failure::usage(
            "--shard splits an --all-codes sweep: explore octal --all-codes D --shard I/N",
        ));
    }
    if let Some(digits) = &args.all_codes {
        if args.code.is_some() {
            return Err(Failure::usage(
                "octal takes no code with --all-codes (explore octal --help shows the usage)",
            ));
        }
        let digits = number("--all-codes", digits, 1..=crate::sweep::MAX_DIGITS)?;
        let shard = match &args.shard {
            Some(text) => Some(Shard::parse(text).map_err(Failure::usage)?),
            None => None,
        };
        return sweep(digits, shard, &args.options);
    }
    let code = args.code.as_deref().ok_or_else(|| {
        Failure::usage("octal takes one code, like 0.07 (explore octal --help shows the usage)")
    })?;
    let options = args.options.check()?;
    let game = HeapGame::parse(code).map_err(|e| Failure::usage(e.to_string()))?;
    let label = code_label(&game);
    let warning = not_octal(code);
    sequence::run(
        &label,
        &SequenceGame::Heap(game),
        &options,
        warning.as_deref(),
    )
}

/// `explore octal --merge SHARD…`: the shards' lines in the sweep's order.
fn merge(args: &Args) -> Result<Output, Failure> {
    if args.code.is_some()
        || args.all_codes.is_some()
        || args.shard.is_some()
        || args.options.any_given()
    {
        return Err(Failure::usage(
            "--merge takes only the shard files: explore octal --merge shard-*.tsv",
        ));
    }
    let mut shards = Vec::with_capacity(args.merge.len());
    for path in &args.merge {
        let text = crate::sweep::read_shard_file(path).map_err(Failure::bad_input)?;
        shards.push((path.display().to_string(), text));
    }
    let merged = crate::sweep::merge(&shards).map_err(Failure::bad_input)?;
    Ok(Output::text(merged))
}

/// `explore octal --all-codes D`: the sweep's lines, streamed (see [`crate::sweep`]).
fn sweep(
    digits: usize,
    shard: Option<Shard>,
    options: &SequenceOptions,
) -> Result<Output, Failure> {
    let checked = options.check()?;
    let refused = [
        ("--upto", checked.upto.is_some()),
        ("--show", checked.show.is_some()),
        ("--width", checked.width.is_some()),
        ("--svg", checked.svg.is_some()),
        ("--from", checked.from.is_some()),
        ("--full", checked.full),
        ("--color", options.colour.is_some()),
        ("--checkpoint", checked.checkpoint.is_some()),
        (
            "--format text or values",
            options.format.is_some() && checked.format != Format::Tsv,
        ),
    ];
    if let Some((name, _)) = refused.iter().find(|(_, given)| *given) {
        return Err(Failure::usage(format!(
            "--all-codes prints one TSV line per code; it takes --prove-to, --progress and \
             --shard, not {name}"
        )));
    }
    Ok(Output {
        stream: Some(Stream::Sweep {
            digits,
            shard,
            search_to: checked.prove_to.unwrap_or(DEFAULT_SEARCH),
            progress: checked.progress,
        }),
        ..Output::default()
    })
}

/// The canonical code as a label: gamecore writes the game without moves as `0.` (no digit
/// after the point), which reads like a sentence ending; the label is `0.0`.
pub fn code_label(game: &HeapGame) -> String {
    let mut label = game.to_string();
    if label.ends_with('.') {
        label.push('0');
    }
    label
}

/// The warning for a code given to `octal` that only reads as hexadecimal (`0.9`, `0.8F`):
/// the code is still run, as hexadecimal, since that is what its digits mean there.
fn not_octal(code: &str) -> Option<String> {
    let code = code.trim();
    match HeapGame::parse_octal(code) {
        Err(CodeError::DigitTooLargeForOctal { digit, position }) => Some(format!(
            "{digit} (character {position} of {code}) is not an octal digit: the code is read as \
             hexadecimal, where a digit of 8 or more also lets a move leave three heaps \
             (explore hex {code} reads it without this warning)"
        )),
        _ => None,
    }
}
