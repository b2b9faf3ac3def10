//! `explore play GAME POSITION…`: play a game against an engine that plays it perfectly and
//! explains itself (see [`crate::play`] and scripts/explore/PLAY.md).

use super::{colour_option, Failure};
use crate::exit;
use crate::play::{First, Request};

/// Play a game against an engine that plays it perfectly and explains itself
///
/// At the prompt: a move in the game's
/// notation, or why, hint, undo (takes back your last move and the engine's reply), quit.
/// Notations and limits: scripts/explore/PLAY.md.
#[derive(Debug, clap::Args)]
#[command(after_help = "Games:
  explore play nim 3,4,5 [--misere]          Nim (misère Nim with --misere)
  explore play subtraction 1,3,4 --heaps 10,11
  explore play octal 0.07 --heaps 5,9,12     an octal game (digits 0 to 7)
  explore play octal 0.75 --heaps 5,9 --misere  misère play, from its misère quotient
  explore play octal 0.07 --heaps 9,25 --misere --work 2e11 --memory 2G
                                             past the quotient's default limits
  explore play moore 2 --heaps 3,5,6         Moore's Nim_k: lower 1 to k heaps at once
  explore play staircase 3,1,4               coins on stairs 1, 2, 3, …
  explore play wythoff 3 5
  explore play euclid 7 25
  explore play fibonacci 20
  explore play green 0-1,1-2,1-3,2-3         Green Hackenbush, vertex 0 on the ground
  explore play loopy FILE START              a directed graph file: one edge `FROM TO` a line
  explore play loopy \"0>1,1>2,2>0,2>3\" 0     or its edges inline, FROM>TO (quote them)
  explore play bluered BBR,RB                Blue-Red Hackenbush strings, from the ground up
  explore play cutcake 3x4,2x2               Cutcake pieces WIDTHxHEIGHT
  explore play domineering \"..|..|..\"        Domineering: rows of . and #, split by |
  explore play toads LL__RR                  Toads-and-Frogs: toads L, frogs R, empty _
  explore play cram \"...|.#.|...\"            Cram: rows of . and #, split by |, or 3x4
  explore play chomp 4x5                     Chomp: ROWSxCOLS or row lengths like 5,3,3,1
  explore play nodekayles 5:1-2,2-3,3-4,4-5  Node Kayles on a graph N:U-V,U-V,…, or by name
                                             (grid:3x4, cube:4, gp:5,2, path:N, cycle:N,
                                             complete:N); another argument is a file: n,
                                             then one edge `u v` a line
  explore play weighted \"0>1:2,1>0:3,1>2:5\" 0 --as max
                                             a weighted game: edges FROM>TO:WEIGHT (or a
                                             file of `FROM TO WEIGHT` lines) and the start;
                                             you minimise the total (--as min) or maximise it

Exit status: 0 after a session; 2 for a usage error (no game or an unknown one, no position, an
unknown option or a bad option value, an option the game does not take); 1 for a bad position
(heaps, board, strip, graph file) or output that cannot be written; each error is one
`error: …` line on stderr.")]
pub struct Args {
    /// The game: nim, subtraction, octal, moore, staircase, wythoff, euclid, fibonacci, green,
    /// loopy, bluered, cutcake, domineering, toads, cram, chomp, nodekayles, weighted.
    #[arg(value_name = "GAME")]
    pub game: Option<String>,
    /// The position, in the game's words (see the games below).
    #[arg(value_name = "POSITION")]
    pub position: Vec<String>,
    /// The heaps of subtraction, octal and moore, like 5,9,12.
    #[arg(long, value_name = "H1,H2,…")]
    pub heaps: Option<String>,
    /// Misère play: whoever takes the last token loses (nim and octal).
    #[arg(long)]
    pub misere: bool,
    /// With octal --misere: the most elementary steps for the game's misère quotient, like
    /// 2e11 (as for explore misere; default 25e8).
    #[arg(long, value_name = "STEPS")]
    pub work: Option<String>,
    /// With octal --misere: the most memory for the quotient's test positions, like 2G (as
    /// for explore misere; default 64M).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Who moves first (default me).
    #[arg(long, value_name = "me|engine", allow_hyphen_values = true)]
    pub first: Option<String>,
    /// Your side in a partizan game: left (the default) or right, or the game's own names for
    /// them (blue or red, vertical or horizontal, toads or frogs; min or max in a weighted game).
    #[arg(long = "as", value_name = "left|right", allow_hyphen_values = true)]
    pub side: Option<String>,
    /// Read the whole session from stdin and echo it (for tests).
    #[arg(long)]
    pub script: bool,
    /// ANSI colours (auto: only when stdout is a terminal).
    #[arg(
        long = "color",
        visible_alias = "colour",
        value_name = "auto|always|never",
        allow_hyphen_values = true
    )]
    pub colour: Option<String>,
}

/// Reads the options into a [`Request`].
///
/// # Errors
/// A usage error: no game, a bad option value.
pub fn request(args: Args) -> Result<Request, Failure> {
    let game = args
        .game
        .ok_or_else(|| Failure::usage("no game given (explore play --help lists them)"))?;
    let first = match args.first.as_deref() {
        None => None,
        Some("me" | "you" | "user") => Some(First::Me),
        Some("engine") => Some(First::Engine),
        Some(other) => {
            return Err(Failure::usage(format!(
                "--first takes me or engine, not {other:?}"
            )))
        }
    };
    let colour = colour_option("--color", args.colour.as_deref())
        .map_err(|f| Failure::usage(f.message.replace(" is auto,", " takes auto,")))?;
    let quotient_limits = if args.work.is_some() || args.memory.is_some() {
        Some(super::misere::quotient_limits(
            args.work.as_deref(),
            args.memory.as_deref(),
        )?)
    } else {
        None
    };
    let mut words = vec![game];
    words.extend(args.position);
    Ok(Request {
        words,
        heaps: args.heaps,
        misere: args.misere,
        quotient_limits,
        first,
        side: args.side,
        script: args.script,
        colour,
    })
}

/// Runs `explore play` on the process's stdin and stdout: the exit status.
pub fn run(args: Args) -> i32 {
    match request(args) {
        Ok(request) => crate::play::run(&request),
        Err(failure) => {
            exit::error_line(&failure.message);
            failure.status
        }
    }
}

/// Runs `explore play` reading `input` and writing to `sink` (neither a terminal): the exit
/// status.
pub fn run_with(args: Args, input: &mut dyn std::io::BufRead, sink: &mut super::Sink<'_>) -> i32 {
    match (request(args), sink) {
        (Ok(request), super::Sink::Stdout) => crate::play::run(&request),
        (Ok(request), super::Sink::Kept { stdout, .. }) => {
            crate::play::run_on(&request, false, false, input, stdout)
        }
        (Err(failure), _) => {
            exit::error_line(&failure.message);
            failure.status
        }
    }
}
