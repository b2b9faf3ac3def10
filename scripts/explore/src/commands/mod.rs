//! The command line: one module per command, each with its arguments (a clap `Args` struct)
//! and its `run`; this module parses, dispatches, and writes what a command made.
//!
//! Every command follows [`crate::exit`]'s statuses: 0 success, 1 bad input text (or output
//! that cannot be written), 2 a usage error. An error is one `error: …` line on stderr with
//! nothing on stdout; a usage error ends with the hint of where the usage is, said once.

pub mod chomp;
pub mod cram;
pub mod domineering;
pub mod hackenbush;
pub mod hex;
pub mod list;
pub mod loopy;
pub mod misere;
pub mod nodekayles;
pub mod octal;
pub mod play;
pub mod seq;
pub mod sequence;
pub mod subtraction;
pub mod table;
pub mod toads;
pub mod value;
pub mod weighted;

use crate::analysis::Progress;
use crate::exit::{self, IO_ERROR, USAGE_ERROR};
use crate::words::in_words;
use clap::error::ErrorKind;
use clap::{Parser, Subcommand};
use gamecore::octal::NimValues;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// The text after `explore --help`'s list of commands.
fn after_help() -> String {
    format!(
        "Each command's --help lists its options: explore octal --help, explore value --help, \
         explore play --help.

Work limits: every command answers within about five seconds of CPU on a 2-core machine or \
refuses up front, except the research runs meant to run long (octal, hex, subtraction and seq with a large \
--upto or --prove-to, octal --all-codes; cram, nodekayles and chomp, whose tables stay within --memory), which show progress on a terminal (and with \
--progress anywhere) and can be stopped and resumed with --checkpoint; sweeps (octal --all-codes, \
cram, chomp and nodekayles --sweep) use every core and split into shards (--shard I/N, then --merge). explore value spends \
at most {max_work} steps of work (about a second): beyond, as for {{1|-1}} + *1023, an error; \
explore domineering at most {max_cells} empty cells and {max_board_work} steps (a 3x10 board \
fits, 5x6 and 4x8 do not); --work STEPS sets another budget for value, domineering and toads, whose runs past a \
second show the share of it spent (with --progress anywhere).

Exit status: 0 on success; 2 for a usage error (an unknown command or option, a missing or \
extra operand, a bad option value, a bad code, an unknown game, a bad size); 1 for bad input \
text (an expression, board, strip, Hackenbush string or position that is malformed or past its \
limits: the error names the column or the edge) and when the output or the SVG file cannot be \
written. Each error is one `error: …` line on stderr, with nothing on stdout; `--` ends the \
options (explore value -- -1).

Heap sizes start at 0 with G(0) = 0. The period p is the least p > 0 and the pre-period e the \
least e ≥ 0 with G(n + p) = G(n) for every n ≥ e. A period is proved by the periodicity \
theorem of Guy and Smith (or the window argument for subtraction games) from the values \
computed; otherwise it is only observed in them.",
        max_work = in_words(crate::partizan_report::MAX_WORK as usize),
        max_cells = crate::partizan_report::MAX_DOMINEERING_EMPTY,
        max_board_work = in_words(crate::partizan_report::MAX_DOMINEERING_WORK as usize),
    )
}

/// `explore`: nim-sequences of heap games and the workspace's problem games, with periods;
/// partizan values; play against an engine.
#[derive(Debug, Parser)]
#[command(
    name = "explore",
    version,
    about = "explore: nim-sequences of heap games and the workspace's problem games, with \
             periods; partizan values; play against an engine",
    after_help = after_help(),
    subcommand_required = true,
    disable_help_subcommand = false
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The commands. Each one's options are built only when it is the one run (or its help is
/// shown): `defer` keeps clap from building fifteen commands' arguments on every start
/// (the start-up heap goes from 256 to 176 KB; BENCHMARKS.md, the explorer's
/// memory against ogsolve).
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// An octal game's nim-sequence and period (0.07, .77, 4.7); every code with --all-codes
    Octal(octal::Args),
    /// A hexadecimal game's nim-sequence and period (0.8F, 8.0)
    Hex(hex::Args),
    /// A subtraction game's nim-sequence and period (1,3,4)
    Subtraction(subtraction::Args),
    /// A one-number game of the catalogue as a sequence (lasker, jiangnan:3)
    Seq(seq::Args),
    /// A two-number game of the catalogue as a grid (ed 32x32), cutcake and maundy
    Table(table::Args),
    /// A Blue-Red Hackenbush string's value, worked out (BBRB = 7/4)
    Hackenbush(hackenbush::Args),
    /// A partizan game in CGSuite's notation: canonical form, stops, temperature, thermograph
    Value(value::Args),
    /// A Domineering board's value, as for value (3x10 fits)
    Domineering(domineering::Args),
    /// A Toads-and-Frogs strip's value, as for value (at most 16 cells)
    Toads(toads::Args),
    /// The nim value of a Cram board (3x12, or rows of . and #); sweeps of boards
    Cram(cram::Args),
    /// The nim value of Node Kayles on a graph (inline N:U-V,U-V,…, by name or a file);
    /// sweeps of grid graphs
    Nodekayles(nodekayles::Args),
    /// The nim value of a Chomp rectangle or staircase
    Chomp(chomp::Args),
    /// An octal game's misère quotient (0.75), or who wins a sum under misère play
    Misere(misere::Args),
    /// A loopy game on a directed graph: each vertex won, lost or drawn, and its γ; sums
    Loopy(loopy::Args),
    /// A game with weights on a directed graph: each vertex's total under best play, the
    /// minimiser or the maximiser to move
    Weighted(weighted::Args),
    /// Play a game against an engine that plays perfectly and says why
    Play(play::Args),
    /// The catalogue of named games
    List(list::Args),
}

impl Command {
    /// Runs the command on the process's stdin and stdout; the exit status.
    pub fn run(self) -> i32 {
        match self {
            Command::Play(args) => play::run(args),
            // `explore nodekayles -` reads its graph from stdin.
            command @ Command::Nodekayles(_) => {
                command.run_to(&mut std::io::stdin().lock(), &mut Sink::Stdout)
            }
            command => command.run_to(&mut std::io::empty(), &mut Sink::Stdout),
        }
    }

    /// Runs the command with `input` as its stdin (for `play` and `nodekayles -`) and writing
    /// to `sink`; the exit status.
    pub fn run_to(self, input: &mut dyn std::io::BufRead, sink: &mut Sink<'_>) -> i32 {
        let made = match self {
            Command::Octal(args) => octal::run(&args),
            Command::Hex(args) => hex::run(&args),
            Command::Subtraction(args) => subtraction::run(&args),
            Command::Seq(args) => seq::run(&args),
            Command::Table(args) => table::run(&args),
            Command::Hackenbush(args) => hackenbush::run(&args),
            Command::Value(args) => value::run(&args),
            Command::Domineering(args) => domineering::run(&args),
            Command::Toads(args) => toads::run(&args),
            Command::Cram(args) => cram::run(&args),
            Command::Nodekayles(args) => nodekayles::run(&args, input),
            Command::Chomp(args) => chomp::run(&args),
            Command::Misere(args) => misere::run(&args),
            Command::Loopy(args) => loopy::run(&args),
            Command::Weighted(args) => weighted::run(&args),
            Command::Play(args) => return play::run_with(args, input, sink),
            Command::List(args) => list::run(&args),
        };
        match made {
            Ok(output) => output.write_to(sink),
            Err(failure) => {
                exit::error_line(&failure.message);
                failure.status
            }
        }
    }
}

/// `explore ARGS…` from the process's arguments: parse, then run; the exit status.
pub fn main() -> i32 {
    main_with(std::env::args_os())
}

/// Parses `args` (the program name first) and runs the command; the exit status.
pub fn main_with<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    match Cli::try_parse_from(&args) {
        Ok(cli) => cli.command.run(),
        Err(e) => clap_error(&e, &args, &mut Sink::Stdout),
    }
}

/// Where a command's output goes: the process's stdout (and SVG files), or strings kept for
/// a caller without a process (the web page, see [`run_captured`]).
pub enum Sink<'a> {
    /// The process's stdout; an SVG picture is written to its file.
    Stdout,
    /// `stdout` keeps the text; `svg` the picture a `--svg FILE` asks for (no file is written).
    Kept {
        stdout: &'a mut Vec<u8>,
        svg: &'a mut Option<String>,
    },
}

/// What a run of `explore` printed, as [`run_captured`] keeps it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The exit status.
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
    /// The picture `--svg FILE` asked for (no file is written).
    pub svg: Option<String>,
}

/// Runs `explore ARGS…` (`args` without the program name) exactly as the command line does,
/// with `stdin` as its input, keeping stdout, stderr and the SVG picture in strings: what the
/// web page calls.
pub fn run_captured(args: &[String], stdin: &str) -> Captured {
    let mut stdout = Vec::new();
    let mut svg = None;
    let (status, stderr) = exit::capture_stderr(|| {
        let mut sink = Sink::Kept {
            stdout: &mut stdout,
            svg: &mut svg,
        };
        let argv: Vec<std::ffi::OsString> = std::iter::once("explore")
            .chain(args.iter().map(String::as_str))
            .map(Into::into)
            .collect();
        match Cli::try_parse_from(&argv) {
            Ok(cli) => cli.command.run_to(&mut stdin.as_bytes(), &mut sink),
            Err(e) => clap_error(&e, &argv, &mut sink),
        }
    });
    Captured {
        status,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr,
        svg,
    }
}

/// Prints clap's help or version (status 0), or its usage error as one line with the hint
/// (status 2).
fn clap_error(e: &clap::Error, args: &[std::ffi::OsString], sink: &mut Sink<'_>) -> i32 {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // A closed stdout (`explore --help | head -1`) is not a failure.
            match sink {
                Sink::Stdout => {
                    let mut stdout = std::io::stdout().lock();
                    let _ = if stdout.is_terminal() {
                        write!(stdout, "{}", e.render().ansi())
                    } else {
                        write!(stdout, "{}", e.render())
                    };
                }
                Sink::Kept { stdout, .. } => {
                    let _ = write!(stdout, "{}", e.render());
                }
            }
            exit::OK
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            exit::error_line("no command: try explore octal 0.07, explore list or explore --help");
            USAGE_ERROR
        }
        ErrorKind::InvalidSubcommand => {
            let name = args
                .get(1)
                .map(|a| a.to_string_lossy().into_owned())
                .unwrap_or_default();
            exit::error_line(&format!(
                "unknown command {name:?}: the commands are octal, hex, subtraction, seq, \
                 table, hackenbush, value, domineering, toads, cram, nodekayles, chomp, misere, \
                 loopy, weighted, play and list"
            ));
            USAGE_ERROR
        }
        kind => {
            // The command's own help, when there is a command.
            let command = args
                .get(1)
                .map(|a| a.to_string_lossy().into_owned())
                .filter(|name| Cli::command_names().contains(&name.as_str()));
            let help = match command {
                Some(name) => format!("explore {name} --help"),
                None => "explore --help".to_string(),
            };
            let unknown = match e.get(clap::error::ContextKind::InvalidArg) {
                Some(clap::error::ContextValue::String(arg))
                    if kind == ErrorKind::UnknownArgument =>
                {
                    Some(arg.clone())
                }
                _ => None,
            };
            let message = if let Some(arg) = unknown.filter(|arg| arg.starts_with('-')) {
                format!("unknown option {arg} ({help} lists them)")
            } else {
                // clap's first paragraph, on one line (its tips and usage are left out).
                let rendered = e.render().to_string();
                let paragraph: Vec<&str> = rendered
                    .lines()
                    .take_while(|line| !line.trim().is_empty())
                    .map(str::trim)
                    .collect();
                let joined = paragraph.join(" ");
                let first = joined.strip_prefix("error: ").unwrap_or(&joined);
                format!("{first} ({help} shows the usage)")
            };
            exit::error_line(&message);
            USAGE_ERROR
        }
    }
}

impl Cli {
    /// The names of the commands.
    pub fn command_names() -> Vec<&'static str> {
        vec![
            "octal",
            "hex",
            "subtraction",
            "seq",
            "table",
            "hackenbush",
            "value",
            "domineering",
            "toads",
            "cram",
            "nodekayles",
            "chomp",
            "misere",
            "loopy",
            "weighted",
            "play",
            "list",
        ]
    }
}

/// A failure: the message of the `error:` line and the exit status.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub status: i32,
}

impl Failure {
    /// A usage error (status 2).
    pub fn usage(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            status: USAGE_ERROR,
        }
    }

    /// Bad input text (status 1).
    pub fn bad_input(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            status: exit::BAD_INPUT,
        }
    }
}

/// Output too long (or too slow) to build in memory first.
pub enum Stream {
    /// `--format values`: one value per line (10^9 values would be gigabytes of text).
    Values(NimValues),
    /// `--all-codes`: a line per code, each written when computed.
    Sweep {
        digits: usize,
        /// Only this shard's codes, framed (`None`: the whole sweep, unframed).
        shard: Option<crate::sweep::Shard>,
        search_to: usize,
        progress: bool,
    },
    /// `cram --sweep` and `chomp --sweep`: a line per board, each written when solved.
    BoardSweep {
        sweep: crate::board_sweep::Sweep,
        memory: u64,
        shard: Option<crate::sweep::Shard>,
        progress: bool,
    },
}

/// What a command prints and writes.
#[derive(Default)]
pub struct Output {
    pub stdout: String,
    /// Written after `stdout`, as it is produced rather than built into a string.
    pub stream: Option<Stream>,
    pub svg: Option<(PathBuf, String)>,
}

/// Refuses `--svg FILE` before the computation when FILE cannot be written: a folder, a
/// file the user may not write, or a file in a folder that does not exist. The picture is
/// written at the end, and a long run should not end on that. (A full disk still shows only
/// then. The page has no files: it keeps the picture, so nothing is checked there.)
///
/// A named pipe, a device or a socket is not opened here: closing a pipe's only writer would
/// end its reader's input before the picture comes, and the write at the end would then wait
/// for a reader that is gone. Those are opened once, at the end.
///
/// # Errors
/// `cannot write FILE: …` (the system's words), exit status 1 as at the end.
pub fn check_svg_target(path: Option<&std::path::Path>) -> Result<(), Failure> {
    let Some(path) = path else { return Ok(()) };
    if cfg!(target_arch = "wasm32") {
        return Ok(());
    }
    let refused = |e: std::io::Error| Failure {
        status: IO_ERROR,
        message: format!("cannot write {}: {e}", path.display()),
    };
    if let Ok(found) = std::fs::metadata(path) {
        if found.is_file() || found.is_dir() {
            // Opened for writing without truncating: the file is left as it is (a folder is
            // refused with the system's words).
            std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(refused)?;
        }
    } else {
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => std::path::Path::new("."),
        };
        if !std::fs::metadata(folder).map_err(refused)?.is_dir() {
            return Err(Failure {
                status: IO_ERROR,
                message: format!(
                    "cannot write {}: {} is not a folder",
                    path.display(),
                    folder.display()
                ),
            });
        }
    }
    Ok(())
}

/// Refuses `--checkpoint FILE` before the run when FILE cannot be written: a folder, a device
/// or a pipe, a file in a folder that does not exist or that the user may not write in. A save
/// writes `FILE.part` and renames it over FILE, so that file is made here (and removed; one
/// already there is only opened). A save that fails later anyway, on a full disk, is one
/// warning, and the run goes on without checkpoints. The page has no files: nothing is checked
/// there.
///
/// # Errors
/// `cannot write the checkpoint FILE: …` (the system's words), exit status 1.
pub fn check_checkpoint_target(path: &std::path::Path) -> Result<(), Failure> {
    if cfg!(target_arch = "wasm32") {
        return Ok(());
    }
    let refused = |why: String| Failure {
        status: IO_ERROR,
        message: format!("cannot write the checkpoint {}: {why}", path.display()),
    };
    match std::fs::metadata(path) {
        Ok(found) if found.is_dir() => return Err(refused("it is a folder".to_string())),
        // A device or a pipe: a save would rename a file over it.
        Ok(found) if !found.is_file() => return Err(refused("it is not a file".to_string())),
        _ => {}
    }
    let part = crate::checkpoint::part_path(path);
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&part)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&part);
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => std::fs::OpenOptions::new()
            .write(true)
            .open(&part)
            .map(drop)
            .map_err(|e| refused(e.to_string())),
        Err(e) => Err(refused(e.to_string())),
    }
}

impl Output {
    /// Just this text on stdout.
    pub fn text(stdout: String) -> Self {
        Output {
            stdout,
            ..Output::default()
        }
    }

    /// Writes the SVG file and stdout; the exit status. A closed stdout
    /// (`explore … | head`) ends the output quietly with status 0.
    pub fn write(self) -> i32 {
        self.write_to(&mut Sink::Stdout)
    }

    /// As [`write`](Self::write), to `sink`.
    pub fn write_to(self, sink: &mut Sink<'_>) -> i32 {
        match (&self.svg, &mut *sink) {
            (Some((path, picture)), Sink::Stdout) => {
                if let Err(e) = std::fs::write(path, picture) {
                    exit::error_line(&format!("cannot write {}: {e}", path.display()));
                    return IO_ERROR;
                }
            }
            (Some((_, picture)), Sink::Kept { svg, .. }) => **svg = Some(picture.clone()),
            (None, _) => {}
        }
        exit::flush_warning();
        match sink {
            Sink::Stdout => {
                let mut stdout =
                    std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
                self.write_stdout(&mut stdout)
            }
            Sink::Kept { stdout, .. } => self.write_stdout(stdout),
        }
    }

    /// Writes stdout's text and stream to `stdout`; the exit status.
    fn write_stdout(&self, stdout: &mut impl Write) -> i32 {
        let written = stdout.write_all(self.stdout.as_bytes()).and_then(|()| {
            match &self.stream {
                Some(Stream::Values(values)) => {
                    for value in values.iter() {
                        writeln!(stdout, "{value}")?;
                    }
                }
                Some(Stream::Sweep {
                    digits,
                    shard,
                    search_to,
                    progress,
                }) => {
                    let mut progress = if *progress {
                        Progress::lines("sweep")
                    } else {
                        Progress::new("sweep")
                    };
                    // Line by line: a long sweep shows its results as they come.
                    let mut line_out = LineFlush(&mut *stdout);
                    crate::sweep::run(*digits, *search_to, *shard, &mut progress, &mut line_out)?;
                }
                Some(Stream::BoardSweep {
                    sweep,
                    memory,
                    shard,
                    progress,
                }) => {
                    let mut progress = if *progress {
                        Progress::lines("sweep")
                    } else {
                        Progress::new("sweep")
                    };
                    let mut line_out = LineFlush(&mut *stdout);
                    let run = crate::board_sweep::run;
                    run(sweep, *memory, *shard, None, &mut progress, &mut line_out)?;
                }
                None => {}
            }
            stdout.flush()
        });
        match written {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                exit::error_line(&format!("cannot write the output: {e}"));
                IO_ERROR
            }
            _ => exit::OK,
        }
    }
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

/// `--color` / `--colour`: `auto` (None), `always`, `never`.
///
/// # Errors
/// Any other word (a usage error naming the option as written).
pub fn colour_option(name: &str, value: Option<&str>) -> Result<Option<bool>, Failure> {
    match value {
        None | Some("auto") => Ok(None),
        Some("always") => Ok(Some(true)),
        Some("never") => Ok(Some(false)),
        Some(other) => Err(Failure::usage(format!(
            "{name} is auto, always or never, not {other:?}"
        ))),
    }
}

/// Whether to colour stdout: as asked, else only on a terminal without `NO_COLOR`.
pub fn colour_wanted(asked: Option<bool>) -> bool {
    asked.unwrap_or_else(|| {
        std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    })
}

/// `--format` of the commands that print text or one TSV line (or table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Tsv,
    /// One value per line, G(0) first (sequences only).
    Values,
}

/// Reads `--format` of `command`: `text`, `tsv`, and `values` where `values_too`.
///
/// # Errors
/// Another word (a usage error).
pub fn format_option(
    value: Option<&str>,
    command: &str,
    values_too: bool,
) -> Result<Format, Failure> {
    match value {
        None | Some("text") => Ok(Format::Text),
        Some("tsv") => Ok(Format::Tsv),
        Some("values") if values_too => Ok(Format::Values),
        Some("values") => Err(Failure::usage(format!(
            "--format values is for sequences; {command} does not take it"
        ))),
        Some(other) if values_too => Err(Failure::usage(format!(
            "--format is text, tsv or values, not {other:?}"
        ))),
        Some(other) => Err(Failure::usage(format!(
            "--format is text or tsv, not {other:?}"
        ))),
    }
}
