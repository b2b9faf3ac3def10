//! The command line: arguments, the commands, exit codes.

use crate::analysis::{self, Limits, Progress, Sequence};
use crate::catalogue::{entries, Chosen, SequenceGame, Shape};
use crate::checkpoint;
use crate::render::{self, Grid};
use crate::stats::Summary;
use crate::svg;
use gamecore::octal::{CodeError, HeapGame, NimValues};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// Exit status of a usage error (unknown command or option, missing or extra operand, bad
/// option value, bad code, unknown game, bad size).
pub const USAGE_ERROR: i32 = 2;
/// Exit status when the output cannot be written.
pub const IO_ERROR: i32 = 1;
/// Exit status of bad input text: a malformed expression, board, strip or Hackenbush string,
/// or one past its limits (the same as [`crate::partizan_values::BAD_INPUT`] and
/// [`crate::play::BAD_INPUT`]).
pub const BAD_INPUT: i32 = 1;

/// The largest `--upto` and `--prove-to` accepted: 4·10^9 values take 4 GB at one byte a
/// value (every value below 256, as in every octal game tabulated so far), 8 GB at two, 16 GB
/// at four — within this 24 GB machine; heap sizes stay below 2^32 as the solver stores them.
pub const MAX_UPTO: usize = 4_000_000_000;
/// Default `--upto` of sequences.
pub const DEFAULT_UPTO: usize = 1000;
/// How far a heap game is computed, by default, to look for a proof of its period when the
/// values asked for do not give one (games that split heaps in three: [`THREE_HEAP_SEARCH`]).
pub const DEFAULT_SEARCH: usize = 32_768;
/// Default proof search for games whose moves may leave three heaps (O(n³) to compute).
pub const THREE_HEAP_SEARCH: usize = 2048;
/// The SVG strip stops here (a million rects make a useless file).
pub const MAX_SVG_CELLS: usize = 200_000;

/// The usage text of `explore --help`.
pub fn usage() -> String {
    format!(
        "explore: nim-sequences of heap games and the workspace's problem games, with periods

usage:
  explore octal CODE [--upto N]            an octal game: 0.07, .77, 4.7
  explore octal --all-codes D              every octal code 0.d1…dD and 4.d1…dD (D from 1
                                           to 4), one TSV line each (the --format tsv
                                           columns), computed up to --prove-to
  explore hex CODE [--upto N]              a hexadecimal game: 0.8F, 8.0 (a digit of 8 or
                                           more also lets a move leave three heaps)
  explore subtraction S1,S2,… [--upto N]   the subtraction game with that move set
  explore seq NAME [--upto N]              a one-number game of the catalogue (jiangnan:3)
  explore table NAME RxC                   a two-number game of the catalogue as a grid
  explore hackenbush STRING                a Blue-Red Hackenbush string's value, worked out:
                                           B (or L) a Blue edge, Left's; R a Red edge, Right's;
                                           from the ground up (BBRB = 2 - 1/2 + 1/4 = 7/4)
  explore table cutcake|maundy RxC         Cutcake or Maundy Cake values (partizan: signed,
                                           positive = Left's), w x h pieces, Left cuts the width
  explore play GAME POSITION               play against the engine (explore play --help)
  explore value EXPR                       a partizan game in CGSuite notation ({{1|-1}} + ^):
                                           canonical form, stops, mean, temperature, outcome;
                                           at most {max_work} steps of work (about a second):
                                           beyond, as for {{1|-1}} + *1023, an error
  explore domineering BOARD                the same for a Domineering board: rows of . (empty)
                                           and # (filled) separated by |; Left is vertical;
                                           at most {max_cells} empty cells and {max_board_work}
                                           steps (a 5x6 board fits, 4x8 does not)
  explore toads STRIP                      the same for Toads-and-Frogs: L toads (Left's, move
                                           right), R frogs (Right's, move left), _ empty
  explore list                             the catalogue
  explore --help

options:
  --upto N           compute G(n) for 0 ≤ n ≤ N (default {DEFAULT_UPTO}, at most {max_upto})
  --prove-to N       while no period is proved, compute up to N looking for a proof (default
                     {DEFAULT_SEARCH}, {THREE_HEAP_SEARCH} for games that split heaps in three)
  --show N|all       how many values the table shows (default: the pre-period and two
                     periods, at least 120, at most 2400)
  --width W          values per row of the table and the SVG strip (default: in the table,
                     a multiple of the period, or a divisor of it, that fits 80 characters
                     ($COLUMNS when exported), else 12; in the strip a multiple of the
                     period from 16 to 128, else 32)
  --format text|tsv|values
                     tsv: one line code, pre-period, period, proved|observed|none,
                     checked-up-to, then saltus, exceptions, last exception, largest value
                     and where, P-positions, rare mask, rare heaps, last rare heap, checksum
                     (a table: its grid as tab-separated values); values: G(0) … G(N), one
                     per line
  --from N           the SVG strip starts at heap size N
  --checkpoint FILE  save the values of a heap game to FILE every ten minutes and at the
                     end; when FILE exists, go on from the values in it
  --progress         progress lines on stderr even when it is not a terminal (every ten
                     seconds; with the rate and the time left)
  --color auto|always|never   ANSI colours (auto: only when stdout is a terminal)
  --svg FILE         also write a picture: a strip of the sequence or a heat map of the table
  --full             compute every value up to --upto from the rules, even past a proved
                     period (for timing the solver)

A code with a digit 8, 9 or A to F is not octal: explore octal runs it as the hexadecimal
game and says so in a warning on stderr; explore hex runs it without the warning.

Exit status: 0 on success; 2 for a usage error (an unknown command or option, a missing or
extra operand, a bad option value, a bad code, an unknown game, a bad size); 1 for bad input
text (an expression, board, strip or Hackenbush string that is malformed or past its limits:
the error names the column or the edge) and when the output or the SVG file cannot be written.
Each error is one `error: …` line on stderr, with nothing on stdout.

Heap sizes start at 0 with G(0) = 0. The period p is the least p > 0 and the pre-period e the
least e ≥ 0 with G(n + p) = G(n) for every n ≥ e. A period is proved by the periodicity
theorem of Guy and Smith (or the window argument for subtraction games) from the values
computed; otherwise it is only observed in them.
",
        max_upto = in_words(MAX_UPTO),
        max_work = in_words(crate::partizan_values::MAX_WORK as usize),
        max_cells = crate::partizan_values::MAX_DOMINEERING_EMPTY,
        max_board_work = in_words(crate::partizan_values::MAX_DOMINEERING_WORK as usize),
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Text,
    Tsv,
    /// One value per line, G(0) first (sequences only).
    Values,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Show {
    All,
    First(usize),
}

#[derive(Debug, Default)]
struct Options {
    upto: Option<usize>,
    prove_to: Option<usize>,
    show: Option<Show>,
    width: Option<usize>,
    format: Option<Format>,
    colour: Option<bool>,
    svg: Option<PathBuf>,
    full: bool,
    /// The first heap size the SVG strip shows.
    from: Option<usize>,
    /// `--all-codes D`: sweep every octal code with up to D digits.
    all_codes: Option<usize>,
    /// `--progress`: progress lines on stderr even when it is not a terminal.
    progress: bool,
    /// `--checkpoint FILE`: save (and resume) a heap game's values.
    checkpoint: Option<PathBuf>,
}

/// A failure: the message of the `error:` line and the exit status.
#[derive(Debug)]
struct Failure {
    message: String,
    status: i32,
}

fn usage_error(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        status: USAGE_ERROR,
    }
}

/// `n` as a reader writes it: a power of ten from 10^4 on as `10^k`, a one-digit multiple of
/// one as `4·10^9`, anything else in digits.
pub(crate) fn in_words(n: usize) -> String {
    let mut power = 0;
    let mut rest = n;
    while rest >= 10 && rest.is_multiple_of(10) {
        rest /= 10;
        power += 1;
    }
    match rest {
        1 if power >= 4 => format!("10^{power}"),
        2..=9 if power >= 4 => format!("{rest}·10^{power}"),
        _ => n.to_string(),
    }
}

fn number(
    option: &str,
    text: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, Failure> {
    let value = text.replace('_', "").parse::<usize>().ok();
    value.filter(|v| range.contains(v)).ok_or_else(|| {
        usage_error(format!(
            "{option} takes a whole number from {} to {}, not {text:?}",
            in_words(*range.start()),
            in_words(*range.end())
        ))
    })
}

/// The value of `--show`: `all`, or how many values, at least 1 (any larger count than the
/// values computed shows them all, so there is no upper limit to state).
fn show_value(text: &str) -> Result<Show, Failure> {
    if text == "all" {
        return Ok(Show::All);
    }
    let digits = text.replace('_', "");
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        match digits.parse::<usize>() {
            Ok(0) => {}
            Ok(count) => return Ok(Show::First(count)),
            // More digits than a count holds: more than there are values.
            Err(_) => return Ok(Show::All),
        }
    }
    Err(usage_error(format!(
        "--show takes all or how many values to show (1 or more), not {text:?}"
    )))
}

/// Splits the arguments into positional ones and options.
fn parse_options(args: &[String]) -> Result<(Vec<String>, Options), Failure> {
    let mut positional = Vec::new();
    let mut options = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if !arg.starts_with("--") || arg == "--" {
            positional.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        if name == "--help" {
            positional.insert(0, "--help".to_string());
            continue;
        }
        if name == "--full" {
            options.full = true;
            continue;
        }
        if name == "--progress" {
            options.progress = true;
            continue;
        }
        let known = [
            "--upto",
            "--prove-to",
            "--show",
            "--width",
            "--format",
            "--color",
            "--colour",
            "--svg",
            "--from",
            "--all-codes",
            "--checkpoint",
        ];
        if !known.contains(&name) {
            return Err(usage_error(format!(
                "unknown option {name} (explore --help lists them)"
            )));
        }
        let value = if let Some(value) = inline {
            value
        } else {
            let value = args
                .get(i)
                .ok_or_else(|| usage_error(format!("{name} needs a value")))?;
            i += 1;
            value.clone()
        };
        match name {
            "--upto" => options.upto = Some(number(name, &value, 0..=MAX_UPTO)?),
            "--prove-to" => options.prove_to = Some(number(name, &value, 0..=MAX_UPTO)?),
            "--show" => options.show = Some(show_value(&value)?),
            "--width" => options.width = Some(number(name, &value, 1..=1000)?),
            "--format" => {
                options.format = Some(match value.as_str() {
                    "text" => Format::Text,
                    "tsv" => Format::Tsv,
                    "values" => Format::Values,
                    _ => {
                        return Err(usage_error(format!(
                            "--format is text, tsv or values, not {value:?}"
                        )))
                    }
                });
            }
            "--color" | "--colour" => {
                options.colour = match value.as_str() {
                    "auto" => None,
                    "always" => Some(true),
                    "never" => Some(false),
                    _ => {
                        return Err(usage_error(format!(
                            "{name} is auto, always or never, not {value:?}"
                        )))
                    }
                };
            }
            "--svg" => options.svg = Some(PathBuf::from(value)),
            "--from" => options.from = Some(number(name, &value, 0..=MAX_UPTO)?),
            "--checkpoint" => options.checkpoint = Some(PathBuf::from(value)),
            "--all-codes" => {
                options.all_codes = Some(number(name, &value, 1..=crate::sweep::MAX_DIGITS)?);
            }
            _ => unreachable!("checked against the known options"),
        }
    }
    Ok((positional, options))
}

/// Output too long (or too slow) to build in memory first.
enum Stream {
    /// `--format values`: one value per line (10^9 values would be gigabytes of text).
    Values(NimValues),
    /// `--all-codes`: a line per code, each written when computed.
    Sweep {
        digits: usize,
        search_to: usize,
        progress: bool,
    },
}

/// What a command prints and writes.
struct Output {
    stdout: String,
    /// Written after `stdout`, as it is produced rather than built into a string.
    stream: Option<Stream>,
    svg: Option<(PathBuf, String)>,
    /// One `warning: …` line for stderr (the command still succeeds).
    warning: Option<String>,
}

/// Runs the command line `args` (without the program name), writing to stdout and stderr;
/// returns the exit status.
pub fn main_with(args: &[String]) -> i32 {
    if args.first().map(String::as_str) == Some("play") {
        return crate::play::main_with(&args[1..]);
    }
    match run(args) {
        Ok(output) => {
            if let Some(warning) = &output.warning {
                eprintln!("warning: {warning}");
            }
            if let Some((path, picture)) = output.svg {
                if let Err(e) = std::fs::write(&path, picture) {
                    eprintln!("error: cannot write {}: {e}", path.display());
                    return IO_ERROR;
                }
            }
            let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
            let written = stdout.write_all(output.stdout.as_bytes()).and_then(|()| {
                match &output.stream {
                    Some(Stream::Values(values)) => {
                        for value in values.iter() {
                            writeln!(stdout, "{value}")?;
                        }
                    }
                    Some(Stream::Sweep {
                        digits,
                        search_to,
                        progress,
                    }) => {
                        let (digits, search_to) = (*digits, *search_to);
                        let mut progress = if *progress {
                            Progress::lines("sweep")
                        } else {
                            Progress::new("sweep")
                        };
                        // Line by line: a long sweep shows its results as they come.
                        let mut line_out = LineFlush(&mut stdout);
                        crate::sweep::run(digits, search_to, &mut progress, &mut line_out)?;
                    }
                    None => {}
                }
                stdout.flush()
            });
            match written {
                // `explore … | head` closes the pipe early: nothing is wrong.
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("error: cannot write the output: {e}");
                    IO_ERROR
                }
                _ => 0,
            }
        }
        Err(failure) => {
            eprintln!("error: {}", failure.message);
            failure.status
        }
    }
}

fn run(args: &[String]) -> Result<Output, Failure> {
    let (positional, options) = parse_options(args)?;
    let command = positional.first().map(String::as_str);
    let operands = positional.get(1..).unwrap_or(&[]);
    let expect_operands = |count: usize, what: &str| -> Result<(), Failure> {
        if operands.len() == count {
            Ok(())
        } else {
            Err(usage_error(format!(
                "{} takes {what} (explore --help shows the usage)",
                command.unwrap_or("")
            )))
        }
    };
    match command {
        None => Err(usage_error(
            "no command: try explore octal 0.07, explore list or explore --help",
        )),
        Some("--help" | "help" | "-h") => Ok(Output {
            stdout: usage(),
            stream: None,
            svg: None,
            warning: None,
        }),
        Some("list") => {
            expect_operands(0, "no operand")?;
            list_command(&options)
        }
        Some("octal") if options.all_codes.is_some() => {
            expect_operands(0, "no code with --all-codes")?;
            sweep_command(&options)
        }
        Some(command @ ("octal" | "hex")) => {
            expect_operands(1, "one code, like 0.07")?;
            let code = &operands[0];
            let game = HeapGame::parse(code).map_err(|e| usage_error(e.to_string()))?;
            let label = code_label(&game);
            let mut output = sequence_command(&label, &SequenceGame::Heap(game), &options)?;
            if command == "octal" {
                output.warning = not_octal(code);
            }
            Ok(output)
        }
        Some("subtraction") => {
            expect_operands(1, "one move set, like 1,3,4")?;
            let (label, game) = subtraction(&operands[0])?;
            sequence_command(&label, &SequenceGame::Heap(game), &options)
        }
        Some("seq") => {
            expect_operands(1, "one game name (explore list shows them)")?;
            let chosen = Chosen::parse(&operands[0]).map_err(|e| usage_error(e.to_string()))?;
            let game = chosen.sequence().ok_or_else(|| {
                usage_error(format!(
                    "{} is a two-number game: explore table {} RxC shows it",
                    chosen.entry.name,
                    chosen.label()
                ))
            })?;
            sequence_command(&chosen.label(), &game, &options)
        }
        Some("hackenbush") => {
            expect_operands(1, "one string of edge colours, like BBRB")?;
            hackenbush_command(&operands[0], &options)
        }
        Some("table")
            if operands
                .first()
                .and_then(|n| crate::partizan::TableGame::parse(n))
                .is_some() =>
        {
            expect_operands(2, "a game name and a size, like cutcake 16x16")?;
            partizan_table_command(&operands[0], &operands[1], &options)
        }
        Some("table") => {
            expect_operands(2, "a game name and a size, like ed 32x32")?;
            let chosen = Chosen::parse(&operands[0]).map_err(|e| usage_error(e.to_string()))?;
            table_command(&chosen, &operands[1], &options)
        }
        Some(command @ ("value" | "domineering" | "toads")) => {
            expect_operands(1, "one expression, board or strip (explore --help shows the usage)")?;
            partizan_value_command(command, &operands[0], &options)
        }
        Some(other) => Err(usage_error(format!(
            "unknown command {other:?}: the commands are octal, hex, subtraction, seq, table, hackenbush, value, domineering, toads, play and list"
        ))),
    }
}

/// `explore list`: the catalogue of named games.
fn list_command(options: &Options) -> Result<Output, Failure> {
    reject_sequence_options(options, "list")?;
    if options.svg.is_some() || options.format.is_some() {
        return Err(usage_error("list takes no --svg or --format"));
    }
    Ok(Output {
        stdout: list(),
        stream: None,
        svg: None,
        warning: None,
    })
}

/// `explore hackenbush STRING`: a Blue-Red Hackenbush string's value (see [`crate::partizan`]).
fn hackenbush_command(colours: &str, options: &Options) -> Result<Output, Failure> {
    reject_sequence_options(options, "hackenbush")?;
    if options.svg.is_some() || options.format.is_some() {
        return Err(usage_error("hackenbush takes no --svg or --format"));
    }
    let stdout = crate::partizan::hackenbush(colours).map_err(|message| Failure {
        message,
        status: BAD_INPUT,
    })?;
    Ok(Output {
        stdout,
        stream: None,
        svg: None,
        warning: None,
    })
}

/// `explore octal --all-codes D`: the sweep's lines, streamed (see [`crate::sweep`]).
fn sweep_command(options: &Options) -> Result<Output, Failure> {
    let refused = [
        ("--upto", options.upto.is_some()),
        ("--show", options.show.is_some()),
        ("--width", options.width.is_some()),
        ("--svg", options.svg.is_some()),
        ("--from", options.from.is_some()),
        ("--full", options.full),
        ("--color", options.colour.is_some()),
        ("--checkpoint", options.checkpoint.is_some()),
        (
            "--format text or values",
            options.format.is_some_and(|f| f != Format::Tsv),
        ),
    ];
    if let Some((name, _)) = refused.iter().find(|(_, given)| *given) {
        return Err(usage_error(format!(
            "--all-codes prints one TSV line per code; it takes --prove-to and --progress, \
             not {name}"
        )));
    }
    Ok(Output {
        stdout: String::new(),
        stream: Some(Stream::Sweep {
            digits: options.all_codes.expect("checked by the caller"),
            search_to: options.prove_to.unwrap_or(DEFAULT_SEARCH),
            progress: options.progress,
        }),
        svg: None,
        warning: None,
    })
}

/// `value EXPR`, `domineering BOARD`, `toads STRIP`: see [`crate::partizan_values`]; bad input
/// is an error naming its column, exit status 1.
fn partizan_value_command(
    command: &str,
    operand: &str,
    options: &Options,
) -> Result<Output, Failure> {
    reject_sequence_options(options, command)?;
    let tsv = options.format == Some(Format::Tsv);
    let (stdout, svg) = crate::partizan_values::run(command, operand, tsv, options.svg.as_deref())
        .map_err(|message| Failure {
            message,
            status: crate::partizan_values::BAD_INPUT,
        })?;
    Ok(Output {
        stdout,
        stream: None,
        svg,
        warning: None,
    })
}

/// Flushes after every line, so that a sweep's lines appear as they are computed.
struct LineFlush<'a, W: Write>(&'a mut W);

impl<W: Write> Write for LineFlush<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let written = self.0.write(buf)?;
        if buf[..written].contains(&b'\n') {
            self.0.flush()?;
        }
        Ok(written)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// The canonical code as a label: gamecore writes the game without moves as `0.` (no digit
/// after the point), which reads like a sentence ending; the label is `0.0`.
fn code_label(game: &HeapGame) -> String {
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

fn reject_sequence_options(options: &Options, command: &str) -> Result<(), Failure> {
    let given = [
        ("--upto", options.upto.is_some()),
        ("--prove-to", options.prove_to.is_some()),
        ("--show", options.show.is_some()),
        ("--width", options.width.is_some()),
        ("--full", options.full),
        ("--from", options.from.is_some()),
        ("--format values", options.format == Some(Format::Values)),
        ("--checkpoint", options.checkpoint.is_some()),
        ("--all-codes", options.all_codes.is_some()),
        ("--progress", options.progress),
    ];
    match given.iter().find(|(_, present)| *present) {
        Some((name, _)) => Err(usage_error(format!(
            "{name} is for sequences; {command} does not take it"
        ))),
        None => Ok(()),
    }
}

/// Reads `1,3,4` into the game and its label `subtraction:1,3,4` (sorted, without repeats).
fn subtraction(text: &str) -> Result<(String, HeapGame), Failure> {
    let mut moves = Vec::new();
    for part in text.split(',').map(str::trim) {
        let value = part.parse::<usize>().map_err(|_| {
            usage_error(format!(
                "a subtraction set is whole numbers separated by commas, like 1,3,4; \
                 {part:?} is not a number"
            ))
        })?;
        moves.push(value);
    }
    let game = HeapGame::subtraction(&moves).map_err(|e| usage_error(e.to_string()))?;
    moves.sort_unstable();
    moves.dedup();
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    Ok((format!("subtraction:{}", listed.join(",")), game))
}

fn colour_wanted(options: &Options) -> bool {
    options.colour.unwrap_or_else(|| {
        std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    })
}

fn sequence_command(
    label: &str,
    game: &SequenceGame,
    options: &Options,
) -> Result<Output, Failure> {
    let upto = options.upto.unwrap_or(DEFAULT_UPTO);
    if let Some(from) = options.from {
        if options.svg.is_none() {
            return Err(usage_error(
                "--from sets where the SVG strip starts: give --svg FILE too",
            ));
        }
        if from > upto {
            return Err(usage_error(format!(
                "--from {from} is past the last heap size computed, {upto} (--upto)"
            )));
        }
    }
    let default_search = match game {
        SequenceGame::Heap(heap) if heap.max_heaps() >= 3 => THREE_HEAP_SEARCH,
        _ => DEFAULT_SEARCH,
    };
    let search_to = options.prove_to.unwrap_or(default_search);
    let mut progress = if options.progress {
        Progress::lines(label)
    } else {
        Progress::new(label)
    };
    let limits = Limits {
        full: options.full,
        ..Limits::new(upto, search_to)
    };
    let sequence = match (&options.checkpoint, game) {
        (None, _) => analysis::sequence(game, limits, &mut progress),
        (Some(path), SequenceGame::Heap(heap)) => {
            // Go on from the file if there is one, else start it.
            let values = if path.exists() {
                checkpoint::load(path, label).map_err(usage_error)?
            } else {
                NimValues::new()
            };
            let mut saver = checkpoint::Saver::new(path, label, checkpoint::EVERY);
            analysis::heap_sequence_from(heap, values, limits, &mut progress, &mut saver)
        }
        (Some(_), _) => {
            return Err(usage_error(
                "--checkpoint is for heap games (octal, hex, subtraction)",
            ))
        }
    };
    progress.finish();
    let svg = options.svg.as_ref().map(|path| {
        let picture = sequence_picture(label, &sequence, options);
        (path.clone(), picture)
    });
    let format = options.format.unwrap_or(Format::Text);
    let summary = (format != Format::Values).then(|| Summary::of(&sequence));
    let (stdout, values) = match (format, summary) {
        (Format::Tsv, Some(summary)) => (render::tsv_line(label, &sequence, &summary), None),
        (Format::Text, Some(summary)) => {
            let columns = terminal_columns();
            let width = options.width.unwrap_or_else(|| {
                render::table_width(sequence.periodicity.map(|p| p.period), |width| {
                    let values = sequence.head(shown(&sequence, options, width));
                    render::table_line_length(&values, width) <= columns
                })
            });
            let shown = shown(&sequence, options, width);
            let text = render::sequence_text(
                label,
                &sequence,
                &summary,
                shown,
                width,
                colour_wanted(options),
            );
            (text, None)
        }
        _ => (String::new(), Some(Stream::Values(sequence.values))),
    };
    Ok(Output {
        stdout,
        stream: values,
        svg,
        warning: None,
    })
}

/// The line length the text table keeps to: `$COLUMNS` when the shell exports it (at least
/// 20), else 80, the width every terminal has.
fn terminal_columns() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|text| text.trim().parse::<usize>().ok())
        .filter(|&columns| columns >= 20)
        .unwrap_or(80)
}

/// How many values the table (and the strip) shows.
fn shown(sequence: &Sequence, options: &Options, width: usize) -> usize {
    let total = sequence.values.len();
    match options.show {
        Some(Show::All) => total,
        Some(Show::First(count)) => count.min(total),
        None => {
            let wanted = sequence
                .periodicity
                .map_or(120, |p| (p.preperiod + 2 * p.period).max(120))
                .min(2400);
            wanted.div_ceil(width).saturating_mul(width).min(total)
        }
    }
}

fn sequence_picture(label: &str, sequence: &Sequence, options: &Options) -> String {
    let width = options
        .width
        .unwrap_or_else(|| render::aligned_width(sequence.periodicity, 16, 128, 32));
    let from = options.from.unwrap_or(0);
    let total = sequence.values.len();
    let mut count = shown(sequence, options, width).min(total - from);
    if count > MAX_SVG_CELLS {
        eprintln!("note: the SVG shows {MAX_SVG_CELLS} values only");
        count = MAX_SVG_CELLS;
    }
    let title = format!(
        "{label}: G(n) for {from} ≤ n ≤ {}, {} per row; {}",
        from + count - 1,
        width,
        render::verdict(sequence)
    );
    let values = sequence.values.slice_to_vec(from..from + count);
    svg::strip_from(&title, &values, width, from)
}

/// Reads `RxC` (`x`, `X` or `×`).
fn size(text: &str, max_side: usize) -> Result<(usize, usize), Failure> {
    let bad = || {
        usage_error(format!(
            "bad size {text:?}: write it as ROWSxCOLUMNS, for example 32x32"
        ))
    };
    let (rows, columns) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let rows: usize = rows.trim().parse().map_err(|_| bad())?;
    let columns: usize = columns.trim().parse().map_err(|_| bad())?;
    if rows == 0 || columns == 0 || rows > max_side || columns > max_side {
        return Err(usage_error(format!(
            "bad size {text:?}: rows and columns go from 1 to {max_side} for this game"
        )));
    }
    Ok((rows, columns))
}

fn table_command(chosen: &Chosen, size_text: &str, options: &Options) -> Result<Output, Failure> {
    let game = chosen.table().ok_or_else(|| {
        usage_error(format!(
            "{} is a one-number game: explore seq {} shows it",
            chosen.entry.name,
            chosen.label()
        ))
    })?;
    reject_sequence_options(options, "table")?;
    let (rows, columns) = size(size_text, chosen.entry.max_side)?;
    let label = chosen.label();
    let mut progress = Progress::new(&label);
    let values = game.values(rows, columns, |r| {
        progress.tick(|| format!("row {} of {rows}", r + 1));
    });
    progress.finish();
    let grid = Grid {
        label: &label,
        axes: game.axes(),
        origin: game.origin(),
        rows,
        columns,
        values: &values,
    };
    let svg = options.svg.as_ref().map(|path| {
        let (row_name, column_name) = grid.axes;
        let title = format!(
            "{label}: G({row_name}, {column_name}) for {origin} ≤ {row_name} ≤ {} down, \
             {origin} ≤ {column_name} ≤ {} across",
            grid.origin + rows - 1,
            grid.origin + columns - 1,
            origin = grid.origin,
        );
        (
            path.clone(),
            svg::heat_map(&title, &values, columns, grid.origin, grid.axes),
        )
    });
    let stdout = match options.format.unwrap_or(Format::Text) {
        Format::Tsv => render::table_tsv(&grid),
        // --format values was refused above.
        Format::Text | Format::Values => render::table_text(&grid, colour_wanted(options)),
    };
    Ok(Output {
        stdout,
        stream: None,
        svg,
        warning: None,
    })
}

/// `table cutcake RxC` and `table maundy RxC`: signed values, see [`crate::partizan`].
fn partizan_table_command(
    name: &str,
    size_text: &str,
    options: &Options,
) -> Result<Output, Failure> {
    let game = crate::partizan::TableGame::parse(name).expect("checked by the caller");
    reject_sequence_options(options, "table")?;
    let (rows, columns) = size(size_text, crate::partizan::MAX_SIDE)?;
    let table = crate::partizan::table(game, rows, columns);
    let svg = options.svg.as_ref().map(|path| (path.clone(), table.svg()));
    let stdout = match options.format.unwrap_or(Format::Text) {
        Format::Tsv => table.tsv(),
        // --format values was refused above.
        Format::Text | Format::Values => table.text(colour_wanted(options)),
    };
    Ok(Output {
        stdout,
        stream: None,
        svg,
        warning: None,
    })
}

fn list() -> String {
    let mut out = String::from(
        "Catalogue (explore seq NAME, explore table NAME RxC; NAME:VALUE sets a parameter):\n",
    );
    let all = entries();
    let name_width = all
        .iter()
        .map(|e| e.name.len() + e.parameter.as_ref().map_or(0, |p| p.name.len() + 1))
        .max()
        .unwrap_or(0);
    for entry in &all {
        let name = match &entry.parameter {
            Some(p) => format!("{}:{}", entry.name, p.name),
            None => entry.name.to_string(),
        };
        let shape = match entry.shape {
            Shape::Sequence => "seq",
            Shape::Table => "table",
        };
        let mut details = format!("{}; from {}", entry.summary, entry.source);
        if let Some(p) = &entry.parameter {
            let _ = write!(
                details,
                "; {} from {} to {}, default {}",
                p.name,
                p.range.start(),
                p.range.end(),
                p.default
            );
        }
        if entry.shape == Shape::Table {
            let _ = write!(details, "; up to {0}x{0}", entry.max_side);
        }
        let indent = name_width + 11;
        for (i, line) in wrap(&details, LIST_WIDTH - indent).iter().enumerate() {
            if i == 0 {
                let _ = writeln!(out, "  {name:<name_width$}  {shape:<5}  {line}");
            } else {
                let _ = writeln!(out, "{:indent$}{line}", "");
            }
        }
    }
    out.push_str(
        "Any heap game: explore octal CODE (0.77 Kayles, 0.07 Dawson's Kayles, 0.6, 4.7, …),\n\
         explore hex CODE (0.8F, …) or explore subtraction 1,3,4.\n",
    );
    out.push_str(
        "Partizan: explore hackenbush BBRB (a Blue-Red string's value); explore table cutcake \
         RxC, explore table maundy RxC (Winning Ways ch. 2).\n",
    );
    out
}

/// Width of the lines of `explore list`.
const LIST_WIDTH: usize = 100;

/// Splits `text` into lines of at most `width` characters at spaces (a longer word gets a
/// line of its own).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}
