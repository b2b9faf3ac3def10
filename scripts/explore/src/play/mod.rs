//! `explore play`: play a game of the library against an engine that plays it perfectly and
//! explains itself.
//!
//! Every family implements one trait, [`Family`]: how a position looks, the legal moves in the
//! family's notation, parsing and applying a move, the outcome the theory gives, the winning
//! moves, the engine's choice and a `why` in the family's terms. One terminal loop,
//! [`session`], plays any of them: it shows the position, whose turn it is and the legal
//! moves, reads a move (or `why`, `hint`, `undo`, `quit`), answers with the engine's move and
//! says at the end who won and why.
//!
//! The families (the notations are listed in scripts/explore/PLAY.md):
//! - heap games ([`heaps`]): Nim, misère Nim, subtraction games, octal games, Moore's Nim_k,
//!   Staircase Nim;
//! - two-number and one-heap games ([`numbers`]): Wythoff's game, Euclid's game, Fibonacci Nim;
//! - Green Hackenbush pictures ([`hackenbush`]);
//! - a loopy game on a graph file ([`loopy`]): win, lose or draw;
//! - partizan games whose values are numbers ([`bluered_cutcake`]): Blue-Red Hackenbush strings and
//!   Cutcake;
//! - partizan games valued by canonical forms ([`domineering_toads`]): Domineering and Toads-and-Frogs;
//! - impartial games on boards and graphs valued by [`gamecore::boards`]: Cram ([`cram`]), Chomp
//!   ([`chomp`]) and Node Kayles ([`node_kayles`]);
//! - a weighted game on a graph file ([`weighted`]): the minimiser against the maximiser, scored
//!   by the total of the weights moved along.
//!
//! # Example
//! ```
//! use explore::play::{heaps, session, Ending, First, Settings, Side};
//! let (family, start) = heaps::nim(&["1,2"], false).unwrap();
//! let settings = Settings { first: First::Me, user_side: Side::Left, colour: false, echo: true };
//! // 1 xor 2 = 3: take 1 from heap 2, then copy whatever the engine does.
//! let mut input = "heap 2 take 1\nheap 2 take 1\n".as_bytes();
//! let mut output = Vec::new();
//! let ending = session(&family, start, settings, &mut input, &mut output).unwrap();
//! assert_eq!(ending, Ending::UserWon);
//! let screen = String::from_utf8(output).unwrap();
//! assert!(screen.contains("engine: heap 1 take 1"));
//! assert!(screen.ends_with("the engine has no move: you win (whoever cannot move loses)\n"));
//! ```
//!
//! The engine never draws a random number: it plays a winning move when it has one (the first
//! the theory gives), and otherwise the move that keeps the game longest, from step counts: the
//! remoteness of an impartial position computed by plain search when the position is small
//! ([`engine`]), the retrograde step counts of a loopy game, Euclid's Every-SG step counts.

pub mod bluered_cutcake;
pub mod chomp;
pub mod cram;
pub mod domineering_toads;
pub mod engine;
pub mod hackenbush;
pub mod heaps;
pub mod loopy;
pub mod node_kayles;
pub mod numbers;
pub mod weighted;

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{BufRead, IsTerminal, Read, Write};

pub use engine::Memo;

/// Exit status of a bad position of `explore play` (the words after the game: heaps, a board,
/// a strip, a graph file), or when the output cannot be written.
pub const BAD_INPUT: i32 = 1;
/// Exit status of a usage error of `explore play`: no game or an unknown one, an unknown
/// option, a bad option value, an option the game does not take (as for every command).
pub const USAGE_ERROR: i32 = crate::exit::USAGE_ERROR;

/// One of the two players of a game. Impartial games ignore it; in partizan games Left is the
/// positive side (Blue in Hackenbush, the vertical cutter in Cutcake).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Left: Blue, Vertical; positive values favour Left.
    Left,
    /// Right: Red, Horizontal.
    Right,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// The result of a position for the player to move, as the theory (or the retrograde
/// analysis) gives it: win, lose, or (loopy games only) draw.
pub use gamecore::loopy::Outcome;

/// The outcome of an impartial position of nim value `value` for the player to move: a
/// second-player win (lose) exactly at 0.
pub fn outcome_of_value(value: impl Into<u64>) -> Outcome {
    if value.into() == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// One game family as the terminal loop and the engine see it.
pub trait Family {
    /// A position (for partizan games without the side to move).
    type Position: Clone + Eq + Hash + Debug;
    /// A move, as parsed from the family's notation.
    type Move: Clone + PartialEq + Debug;

    /// The game's name with its parameters, as the first line shows it: `Nim`, `octal 0.07`.
    fn title(&self) -> String;
    /// The rules in one sentence, with the winning condition.
    fn rules(&self) -> String;
    /// How moves are written, in words: `heap H take N (heaps numbered from 1)`.
    fn notation(&self) -> String;
    /// The position, one or more lines, no trailing newline.
    fn show(&self, position: &Self::Position) -> String;
    /// Why `side` may not play `mv` (a move [`Family::is_legal`] refuses) here, in words
    /// (`edge 1 of string 2 is Right's`); `None` when there is no more to say than that it is
    /// not among the legal moves.
    fn illegal_reason(
        &self,
        _position: &Self::Position,
        _mv: &Self::Move,
        _side: Side,
    ) -> Option<String> {
        None
    }
    /// Every legal move of `side` (all of them, in a fixed order: the engine and the hints
    /// take the first that qualifies).
    fn moves(&self, position: &Self::Position, side: Side) -> Vec<Self::Move>;
    /// Whether `side` may play `mv`.
    fn is_legal(&self, position: &Self::Position, mv: &Self::Move, side: Side) -> bool {
        self.moves(position, side).contains(mv)
    }
    /// The legal moves in one line (ranges where a list would be long).
    fn legal_summary(&self, position: &Self::Position, side: Side) -> String {
        list_moves(self, &self.moves(position, side))
    }
    /// The position after `side` plays the legal move `mv`.
    fn apply(&self, position: &Self::Position, mv: &Self::Move, side: Side) -> Self::Position;
    /// A move in the family's notation (what [`Family::parse_move`] reads back).
    fn format_move(&self, mv: &Self::Move) -> String;
    /// A move from its notation (lower case, single spaces); `None` if it is not written as a
    /// move of this family at all.
    fn parse_move(&self, text: &str) -> Option<Self::Move>;
    /// The outcome for `side` to move, from the theory.
    fn outcome(&self, position: &Self::Position, side: Side) -> Outcome;
    /// Every winning move of `side` (empty when the position is not a win).
    fn winning_moves(&self, position: &Self::Position, side: Side) -> Vec<Self::Move> {
        if self.outcome(position, side) != Outcome::Win {
            return Vec::new();
        }
        self.moves(position, side)
            .into_iter()
            .filter(|mv| {
                self.outcome(&self.apply(position, mv, side), side.other()) == Outcome::Lose
            })
            .collect()
    }
    /// The engine's move for `side`, `None` when `side` cannot move. The default, for
    /// impartial games: the first winning move, else the move that keeps the game longest.
    fn engine_move(
        &self,
        position: &Self::Position,
        side: Side,
        memo: &mut Memo<Self::Position>,
    ) -> Option<Self::Move>
    where
        Self: Sized,
    {
        engine::impartial_choice(self, position, side, memo)
    }
    /// The move `side` plays in a position it loses against best play, with how it was chosen
    /// in words to follow the move (`holds out longest`); `None` when `side` cannot move. The
    /// default, for impartial games: [`engine::defence`], which says when it had to guess.
    fn holding_move(
        &self,
        position: &Self::Position,
        side: Side,
        memo: &mut Memo<Self::Position>,
    ) -> Option<(Self::Move, String)>
    where
        Self: Sized,
    {
        engine::defence(self, position, side, memo).map(|defence| {
            let words = defence.words();
            (defence.into_move(), words)
        })
    }
    /// The explanation of the position for `side` to move, in the family's terms (several
    /// lines, no trailing newline).
    fn why(&self, position: &Self::Position, side: Side) -> String;
    /// A legal move of `side` that removes as little as possible (the engine's choice when
    /// nothing better is known), `None` when `side` cannot move. The default: the first of
    /// [`Family::moves`].
    fn first_move(&self, position: &Self::Position, side: Side) -> Option<Self::Move> {
        self.moves(position, side).into_iter().next()
    }
    /// Whether a player who cannot move loses (normal play) rather than wins (misère play).
    fn stuck_loses(&self) -> bool {
        true
    }
    /// The end rule in words, for the last line.
    fn end_rule(&self) -> &'static str {
        if self.stuck_loses() {
            "whoever cannot move loses"
        } else {
            "misère play: whoever cannot move wins"
        }
    }
    /// A position that plays exactly like `position` (heaps sorted, say), for the memo.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }
    /// Whether the plain search for step counts may be tried from `position` (it also stops
    /// by itself after [`engine::SEARCH_BUDGET`] moves); families whose move lists explode
    /// say no early.
    fn searchable(&self, _position: &Self::Position) -> bool {
        true
    }
    /// Whether the family is partizan (the header then says who is Left).
    fn sides(&self) -> Option<(&'static str, &'static str)> {
        None
    }
    /// The `hint` line in the family's own terms, for games not won by the last move (the
    /// weighted games); `None`, the default: winning moves, or the best defence.
    fn hint_words(&self, _position: &Self::Position, _side: Side) -> Option<String> {
        None
    }
    /// How a game scored otherwise than by who moves last ends (the weighted games): the last
    /// line (how the game ended and how the user did against best play) when the player to
    /// move at `now` has no move, or (`endless`) when `now` has come back a third time with
    /// the same player to move; `start` and `now` are positions with their player to move.
    /// `None`, the default: whoever cannot move loses (or wins, in misère play), and endless
    /// play is a draw.
    fn finish(
        &self,
        _start: &(Self::Position, Side),
        _now: &(Self::Position, Side),
        _endless: bool,
        _user: Side,
    ) -> Option<String> {
        None
    }
}

/// At most this many moves are listed one by one in the legal-moves line.
pub(crate) const LISTED_MOVES: usize = 12;

/// The default legal-moves line: the moves one by one, the first `LISTED_MOVES` of a long
/// list and how many there are.
pub fn list_moves<F: Family + ?Sized>(family: &F, moves: &[F::Move]) -> String {
    if moves.is_empty() {
        return "none".to_string();
    }
    let shown: Vec<String> = moves
        .iter()
        .take(LISTED_MOVES)
        .map(|mv| family.format_move(mv))
        .collect();
    if moves.len() > LISTED_MOVES {
        format!("{}, … ({} moves)", shown.join(", "), moves.len())
    } else {
        shown.join(", ")
    }
}

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum First {
    /// The user.
    Me,
    /// The engine.
    Engine,
}

/// How a session runs.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Who moves first.
    pub first: First,
    /// The user's side (partizan games; impartial games ignore it).
    pub user_side: Side,
    /// ANSI colours.
    pub colour: bool,
    /// Echo every line read after its prompt, so that the output reads as a transcript.
    pub echo: bool,
}

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The user won.
    UserWon,
    /// The engine won.
    EngineWon,
    /// A position came back a third time with the same player to move (loopy games).
    Draw,
    /// A game scored by a total ended (the weighted games, [`Family::finish`]).
    Scored,
    /// The user typed `quit`.
    Quit,
    /// The input ended first.
    EndOfInput,
}

struct Painter(bool);

impl Painter {
    fn paint(&self, text: &str, code: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

/// Lower case, single spaces, no spaces around `+`, or before `,` (one space after it, as
/// the families write lists of parts: `heap 1 take 1, heap 2 take 2`).
fn normalise(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        .join(" ")
        .to_lowercase()
        .replace(" +", "+")
        .replace("+ ", "+")
        .replace(" ,", ",")
}

/// The lines before the first position; returns the side that moves first.
fn write_header<F: Family>(
    family: &F,
    settings: Settings,
    output: &mut dyn Write,
) -> std::io::Result<Side> {
    let user = settings.user_side;
    writeln!(output, "{}: {}", family.title(), family.rules())?;
    writeln!(
        output,
        "moves: {}; also why, hint, undo, quit",
        family.notation()
    )?;
    if let Some((left, right)) = family.sides() {
        let (you, it) = match user {
            Side::Left => (left, right),
            Side::Right => (right, left),
        };
        writeln!(output, "you play {you}, the engine plays {it}")?;
    }
    writeln!(
        output,
        "{} first",
        match settings.first {
            First::Me => "you move",
            First::Engine => "the engine moves",
        }
    )?;
    Ok(match settings.first {
        First::Me => user,
        First::Engine => user.other(),
    })
}

/// Plays one game of `family` from `start` on `input` and `output`; returns how it ended.
///
/// # Errors
/// Only the errors of reading `input` and writing `output`.
pub fn session<F: Family>(
    family: &F,
    start: F::Position,
    settings: Settings,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> std::io::Result<Ending> {
    let paint = Painter(settings.colour);
    let user = settings.user_side;
    let mut memo = Memo::new();
    let first_side = write_header(family, settings, output)?;
    // Every position of the game so far with the side to move; the last is the current one.
    let mut history: Vec<(F::Position, Side)> = vec![(start, first_side)];
    let mut seen: HashMap<(F::Position, Side), usize> = HashMap::new();
    seen.insert((family.canonical(&history[0].0), first_side), 1_usize);
    let mut show_position = true;
    loop {
        let (position, side) = history.last().cloned().expect("never empty");
        let fresh = show_position;
        if show_position {
            writeln!(output)?;
            writeln!(output, "{}", family.show(&position))?;
            show_position = false;
        }
        let stuck = family.first_move(&position, side).is_none();
        let count = seen
            .get(&(family.canonical(&position), side))
            .copied()
            .unwrap_or(0);
        if stuck || count >= 3 {
            let now = (position, side);
            return game_over(family, &history[0], &now, stuck, user, &paint, output);
        }
        let next = if side == user {
            if fresh {
                writeln!(output, "legal: {}", family.legal_summary(&position, side))?;
            }
            let io = Io {
                input: &mut *input,
                output: &mut *output,
                settings,
                paint: &paint,
            };
            match user_turn(family, &position, side, &mut memo, io)? {
                Turn::Moved(next) => next,
                Turn::Again => continue,
                Turn::End(ending) => return Ok(ending),
                Turn::Undo => {
                    // Back to the user's previous turn: the engine's reply and the user's move.
                    let n = history.len();
                    if n >= 3 && history[n - 3].1 == user {
                        for (undone, undone_side) in history.drain(n - 2..) {
                            let key = (family.canonical(&undone), undone_side);
                            if let Some(c) = seen.get_mut(&key) {
                                *c -= 1;
                            }
                        }
                        writeln!(output, "took back your last move and the engine's reply")?;
                        show_position = true;
                    } else {
                        writeln!(output, "nothing to undo: you have not moved yet")?;
                    }
                    continue;
                }
            }
        } else {
            let mv = family
                .engine_move(&position, side, &mut memo)
                .expect("the side to move has a move");
            writeln!(
                output,
                "engine: {}",
                paint.paint(&family.format_move(&mv), "1;36")
            )?;
            family.apply(&position, &mv, side)
        };
        let next_side = side.other();
        *seen
            .entry((family.canonical(&next), next_side))
            .or_insert(0) += 1;
        history.push((next, next_side));
        show_position = true;
    }
}

/// The last line of a game that is over at `now`: its player to move is `stuck` (has no
/// move), or else `now` has come back a third time with the same player to move.
fn game_over<F: Family>(
    family: &F,
    start: &(F::Position, Side),
    now: &(F::Position, Side),
    stuck: bool,
    user: Side,
    paint: &Painter,
    output: &mut dyn Write,
) -> std::io::Result<Ending> {
    if let Some(words) = family.finish(start, now, !stuck, user) {
        writeln!(output, "{words}")?;
        return Ok(Ending::Scored);
    }
    if !stuck {
        writeln!(
            output,
            "{}: this position has come back a third time with the same player to move \
             (endless play is a draw)",
            paint.paint("a draw", "1;33")
        )?;
        return Ok(Ending::Draw);
    }
    let stuck_is_user = now.1 == user;
    let user_won = stuck_is_user != family.stuck_loses();
    let who = if stuck_is_user {
        "you have"
    } else {
        "the engine has"
    };
    let verdict = if user_won {
        paint.paint("you win", "1;32")
    } else {
        paint.paint("the engine wins", "1;31")
    };
    writeln!(output, "{who} no move: {verdict} ({})", family.end_rule())?;
    Ok(if user_won {
        Ending::UserWon
    } else {
        Ending::EngineWon
    })
}

/// The reading and writing side of a session.
struct Io<'a> {
    input: &'a mut dyn BufRead,
    output: &'a mut dyn Write,
    settings: Settings,
    paint: &'a Painter,
}

/// What the user's line asked for.
enum Turn<P> {
    /// A legal move, leading here.
    Moved(P),
    /// Nothing that changes the position (why, hint, a bad move): ask again.
    Again,
    /// Take back a pair of moves.
    Undo,
    /// The session is over.
    End(Ending),
}

/// The most bytes of one line of the user's, its line break aside: a move, a command or a
/// position is far shorter.
const MAX_USER_LINE: u64 = 4096;

/// The user's next line (its line break included), `None` at the end of the input. Bytes that
/// are not UTF-8 are read as U+FFFD (the line is then no move, and the game goes on).
///
/// # Errors
/// A read that fails, or a line longer than [`MAX_USER_LINE`] bytes (an input that never ends
/// a line, like /dev/zero, is refused rather than read into memory).
fn user_line(input: &mut dyn BufRead) -> std::io::Result<Option<String>> {
    let mut bytes = Vec::new();
    input
        .take(MAX_USER_LINE + 1)
        .read_until(b'\n', &mut bytes)?;
    if bytes.is_empty() {
        return Ok(None);
    }
    if bytes.len() as u64 > MAX_USER_LINE && bytes.last() != Some(&b'\n') {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("a line of more than {MAX_USER_LINE} bytes on the input: no move is that long"),
        ));
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Reads one line of the user and answers everything but a legal move and `undo`.
fn user_turn<F: Family>(
    family: &F,
    position: &F::Position,
    side: Side,
    memo: &mut Memo<F::Position>,
    io: Io<'_>,
) -> std::io::Result<Turn<F::Position>> {
    let Io {
        input,
        output,
        settings,
        paint,
    } = io;
    write!(output, "{}", paint.paint("your move> ", "1"))?;
    output.flush()?;
    let Some(line) = user_line(input)? else {
        if settings.echo {
            writeln!(output)?;
        }
        writeln!(output, "end of input: the game is left unfinished")?;
        return Ok(Turn::End(Ending::EndOfInput));
    };
    let text = normalise(&line);
    if settings.echo {
        writeln!(output, "{}", line.trim_end_matches(['\n', '\r']))?;
    }
    match text.as_str() {
        "" => return Ok(Turn::Again),
        "quit" | "q" | "exit" => {
            writeln!(output, "you quit: the game is left unfinished")?;
            return Ok(Turn::End(Ending::Quit));
        }
        "why" => {
            writeln!(output, "{}", family.why(position, side))?;
            if let Some(line) = steps_line(family, position, memo) {
                writeln!(output, "{line}")?;
            }
        }
        "hint" => writeln!(output, "{}", hint(family, position, side, memo))?,
        "help" | "?" => writeln!(
            output,
            "moves: {}; also why, hint, undo, quit",
            family.notation()
        )?,
        "undo" => return Ok(Turn::Undo),
        _ => match family.parse_move(&text) {
            None => writeln!(
                output,
                "not a move: {text:?} (write {}); legal: {}",
                family.notation(),
                family.legal_summary(position, side)
            )?,
            Some(mv) if !family.is_legal(position, &mv, side) => {
                // The move as typed (normalised), not as the family would write it back.
                let reason = family
                    .illegal_reason(position, &mv, side)
                    .map(|why| format!(": {why}"))
                    .unwrap_or_default();
                writeln!(
                    output,
                    "illegal: {text}{reason}; legal: {}",
                    family.legal_summary(position, side)
                )?;
            }
            Some(mv) => return Ok(Turn::Moved(family.apply(position, &mv, side))),
        },
    }
    Ok(Turn::Again)
}

/// For an impartial game small enough for the plain search, how long best play lasts.
fn steps_line<F: Family>(
    family: &F,
    position: &F::Position,
    memo: &mut Memo<F::Position>,
) -> Option<String> {
    if family.sides().is_some() {
        return None;
    }
    let (wins, steps) = engine::remoteness(family, position, memo)?;
    let plural = if steps == 1 { "" } else { "s" };
    Some(format!(
        "best play: {} in {steps} move{plural} (remoteness: the winner hurries, the loser holds \
         out)",
        if wins {
            "the player to move wins"
        } else {
            "the player to move loses"
        }
    ))
}

/// The `hint` line: the user's winning moves, or the move that holds out longest.
fn hint<F: Family>(
    family: &F,
    position: &F::Position,
    side: Side,
    memo: &mut Memo<F::Position>,
) -> String {
    if let Some(words) = family.hint_words(position, side) {
        return words;
    }
    let winning = family.winning_moves(position, side);
    if !winning.is_empty() {
        let plural = if winning.len() == 1 { "" } else { "s" };
        return format!("winning move{plural}: {}", list_moves(family, &winning));
    }
    let outcome = family.outcome(position, side);
    if outcome == Outcome::Lose && family.sides().is_none() {
        let (mv, how) = family
            .holding_move(position, side, memo)
            .expect("the side to move has a move");
        return format!(
            "no winning move: every move loses against best play; {} {how}",
            family.format_move(&mv)
        );
    }
    let best = family
        .engine_move(position, side, memo)
        .map(|mv| family.format_move(&mv))
        .unwrap_or_default();
    if outcome == Outcome::Draw {
        format!("no winning move; {best} keeps the draw")
    } else {
        format!(
            "no winning move: every move loses against best play; {best} leaves the value best \
             for you"
        )
    }
}

/// Whether copying moves decide a game too large to search with `first` to move: the user
/// must face a position the second player wins by copying (`second_wins`), the engine one it
/// leaves so by a move (`first_wins`, that move in words). Otherwise the refusal: `too_many`
/// (what is past the bound) and who should move first when the other would do, or `why_not`.
pub(crate) fn copying_decides(
    first: First,
    second_wins: bool,
    first_wins: Option<String>,
    too_many: &str,
    why_not: &str,
) -> Result<(), String> {
    match (first, second_wins, first_wins) {
        (First::Me, true, _) | (First::Engine, _, Some(_)) => Ok(()),
        (First::Engine, true, _) => Err(format!(
            "{too_many}: the second player wins here by copying, so move first yourself \
             (--first me)"
        )),
        (First::Me, false, Some(mv)) => Err(format!(
            "{too_many}: the first player wins here by copying ({mv}, then each move's \
             image), so let the engine move first (--first engine)"
        )),
        _ => Err(format!("{too_many}, which they do not here ({why_not})")),
    }
}

/// What `explore play` was asked for (read by `commands::play`).
#[derive(Debug, Default)]
pub struct Request {
    /// The game, then the words of its position.
    pub words: Vec<String>,
    /// `--heaps`.
    pub heaps: Option<String>,
    /// `--misere`.
    pub misere: bool,
    /// `--work` and `--memory` (octal with `--misere`): the misère quotient's limits, when
    /// either is given.
    pub quotient_limits: Option<gamecore::misere_quotient::QuotientLimits>,
    /// `--first`.
    pub first: Option<First>,
    /// `--as`, as typed: left or right, or the game's own name for one ([`side_named`]).
    pub side: Option<String>,
    /// `--script`.
    pub script: bool,
    /// `--color`: `None` for auto.
    pub colour: Option<bool>,
}

/// Plays the session `request` asks for on the process's stdin and stdout; returns the exit
/// status: 0 after a game (finished, quit or cut short by the end of the input); with one
/// `error: …` line on stderr and nothing on stdout, [`USAGE_ERROR`] for a bad game or option
/// (or no position) and [`BAD_INPUT`] for a bad position.
pub fn run(request: &Request) -> i32 {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let (stdin_terminal, stdout_terminal) = (stdin.is_terminal(), stdout.is_terminal());
    let mut input = stdin.lock();
    let mut output = std::io::BufWriter::new(stdout.lock());
    run_on(
        request,
        stdin_terminal,
        stdout_terminal,
        &mut input,
        &mut output,
    )
}

/// As [`run`], reading `input` and writing `output`, which are a terminal or not as said.
pub fn run_on(
    request: &Request,
    stdin_terminal: bool,
    stdout_terminal: bool,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> i32 {
    let colour = request.colour.unwrap_or_else(|| {
        !request.script
            && stdout_terminal
            && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    });
    let settings = Settings {
        first: request.first.unwrap_or(First::Me),
        // The game's own names for the sides are read once the game is known (`dispatch`).
        user_side: Side::Left,
        colour,
        echo: request.script || !stdin_terminal,
    };
    let result =
        dispatch(request, settings, input, output).and_then(|r| output.flush().map(|()| r));
    match result {
        Ok(Ok(_)) => 0,
        Ok(Err((status, message))) => {
            crate::exit::error_line(&message);
            status
        }
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            crate::exit::error_line(&e.to_string());
            BAD_INPUT
        }
    }
}

/// Builds the family and its start position, then plays; the inner `Err` is a bad request,
/// with its exit status (nothing has been written then).
fn dispatch(
    request: &Request,
    mut settings: Settings,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> std::io::Result<Result<Ending, (i32, String)>> {
    let words: Vec<&str> = request.words.iter().map(String::as_str).collect();
    let Some((&game, rest)) = words.split_first() else {
        return Ok(Err((
            USAGE_ERROR,
            "no game given (explore play --help lists them)".to_string(),
        )));
    };
    macro_rules! play {
        ($built:expr) => {
            match $built {
                Ok((family, start)) => session(&family, start, settings, input, output).map(Ok),
                // No position at all is a usage error; a bad one, bad input.
                Err(message) if rest.is_empty() => Ok(Err((USAGE_ERROR, message))),
                Err(message) => Ok(Err((BAD_INPUT, message))),
            }
        };
    }
    let heaps = request.heaps.as_deref();
    let only = |game: &str| -> Result<(), String> {
        let given = [
            ("--misere", request.misere),
            ("--heaps", heaps.is_some()),
            ("--as", request.side.is_some()),
        ];
        for (option, is_given) in given {
            match option_is_for(option, game) {
                Err(message) if is_given => return Err(message),
                _ => {}
            }
        }
        Ok(())
    };
    if let Err(message) = only(game) {
        return Ok(Err((USAGE_ERROR, message)));
    }
    if let Some(word) = &request.side {
        match side_named(game, word) {
            Ok(side) => settings.user_side = side,
            Err(message) => return Ok(Err((USAGE_ERROR, message))),
        }
    }
    if request.quotient_limits.is_some() && !(game == "octal" && request.misere) {
        return Ok(Err((
            USAGE_ERROR,
            format!("--work and --memory are for octal with --misere; {game} does not take them"),
        )));
    }
    match game {
        "nim" => play!(heaps::nim(rest, request.misere)),
        "subtraction" => play!(heaps::subtraction(rest, heaps)),
        "octal" if request.misere => play!(heaps::misere_octal(
            rest,
            heaps,
            request.quotient_limits.as_ref()
        )),
        "octal" => play!(heaps::octal(rest, heaps)),
        "moore" => play!(heaps::moore(rest, heaps)),
        "staircase" => play!(heaps::staircase(rest)),
        "wythoff" => play!(numbers::wythoff(rest)),
        "euclid" => play!(numbers::euclid(rest)),
        "fibonacci" => play!(numbers::fibonacci(rest)),
        "green" | "green-hackenbush" => play!(hackenbush::green(rest)),
        "loopy" => play!(loopy::from_file(rest)),
        "bluered" | "blue-red" => play!(bluered_cutcake::blue_red(rest)),
        "cutcake" => play!(bluered_cutcake::cutcake(rest)),
        "domineering" => play!(domineering_toads::domineering(rest)),
        "cram" => play!(cram::cram(rest, settings.first)),
        "chomp" => play!(chomp::chomp(rest)),
        "nodekayles" | "node-kayles" => play!(node_kayles::from_file(rest, settings.first)),
        "weighted" => play!(weighted::from_graph(rest)),
        "toads" | "toads-and-frogs" => play!(domineering_toads::toads(rest)),
        other => Ok(Err((
            USAGE_ERROR,
            format!(
                "unknown game {other:?}: nim, subtraction, octal, moore, staircase, wythoff, \
                 euclid, fibonacci, green, loopy, bluered, cutcake, domineering, toads, cram, \
                 chomp, nodekayles, weighted"
            ),
        ))),
    }
}

/// Whether `game` takes the game-specific `option` (`--misere`, `--heaps`, `--as`), else the
/// message that refuses it, worded as the other commands word it
/// (`--as is for partizan games (…); nim does not take it`).
///
/// # Errors
/// The message, when `game` does not take `option`.
pub fn option_is_for(option: &str, game: &str) -> Result<(), String> {
    let (games, what): (&[&str], &str) = match option {
        "--misere" => (&["nim", "octal"], "nim and octal"),
        "--heaps" => (
            &["subtraction", "octal", "moore"],
            "heap games given by a rule (subtraction, octal, moore)",
        ),
        "--as" => (
            &[
                "bluered",
                "blue-red",
                "cutcake",
                "domineering",
                "toads",
                "toads-and-frogs",
                "weighted",
            ],
            "partizan games (bluered, cutcake, domineering, toads) and weighted games",
        ),
        _ => return Ok(()),
    };
    if games.contains(&game) {
        Ok(())
    } else {
        Err(format!("{option} is for {what}; {game} does not take it"))
    }
}

/// The side `word` names in `game` (a game that takes `--as`): `left` or `right`, or the
/// game's own name for one (`blue` and `red` in Blue-Red Hackenbush, `vertical` and
/// `horizontal` in Cutcake and Domineering, `toads` and `frogs`, `min` and `max` in a weighted
/// game). Another game's names are refused, so that `--as max` cannot play Domineering's Right
/// without a word.
///
/// # Errors
/// A word that names neither side of `game`.
pub fn side_named(game: &str, word: &str) -> Result<Side, String> {
    let (left, right, names): (&[&str], &[&str], &str) = match game {
        "bluered" | "blue-red" => (&["blue"], &["red"], "blue or red in Blue-Red Hackenbush"),
        "cutcake" => (
            &["vertical"],
            &["horizontal"],
            "vertical or horizontal in Cutcake",
        ),
        "domineering" => (
            &["vertical"],
            &["horizontal"],
            "vertical or horizontal in Domineering",
        ),
        "toads" | "toads-and-frogs" => {
            (&["toads"], &["frogs"], "toads or frogs in Toads and Frogs")
        }
        "weighted" => (
            &["min", "minimiser", "minimizer"],
            &["max", "maximiser", "maximizer"],
            "min or max in a weighted game",
        ),
        _ => (&[], &[], ""),
    };
    if word == "left" || left.contains(&word) {
        Ok(Side::Left)
    } else if word == "right" || right.contains(&word) {
        Ok(Side::Right)
    } else if names.is_empty() {
        Err(format!("--as takes left or right, not {word:?}"))
    } else {
        Err(format!("--as takes left or right ({names}), not {word:?}"))
    }
}

/// Reads a comma-separated list of whole numbers from `min` to `max`, at most `max_len` of
/// them, naming `what` in the error.
pub(crate) fn number_list(
    text: &str,
    what: &str,
    min: u64,
    max: u64,
    max_len: usize,
) -> Result<Vec<u64>, String> {
    let mut values = Vec::new();
    for part in text.split(',') {
        values.push(number(part.trim(), what, min, max)?);
    }
    if values.len() > max_len {
        return Err(format!("{what}: {} given, at most {max_len}", values.len()));
    }
    Ok(values)
}

/// One whole number from `min` to `max`: a number out of range is called too large or too
/// small, anything else not a whole number.
pub(crate) fn number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    let digits = text.replace('_', "");
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        // Digits past u64 are too large as well.
        return match digits.parse::<u64>() {
            Ok(value) if value < min => {
                Err(format!("{what}: {text} is too small (at least {min})"))
            }
            Ok(value) if value <= max => Ok(value),
            _ => Err(format!(
                "{what}: {} is too large (at most {max})",
                shown(text)
            )),
        };
    }
    Err(format!(
        "{what}: {:?} is not a whole number from {min} to {max}",
        shown(text)
    ))
}

/// `text`, or its first 24 characters and `…` when it is longer.
fn shown(text: &str) -> String {
    if text.chars().count() > 24 {
        format!("{}…", text.chars().take(24).collect::<String>())
    } else {
        text.to_string()
    }
}

/// Exactly `count` position words, else an error naming what is expected.
pub(crate) fn expect_words<'a>(
    rest: &'a [&'a str],
    count: usize,
    expected: &str,
) -> Result<&'a [&'a str], String> {
    if rest.len() == count {
        Ok(rest)
    } else {
        Err(format!("expected {expected}"))
    }
}
