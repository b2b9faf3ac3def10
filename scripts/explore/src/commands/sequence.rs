//! What `octal`, `hex`, `subtraction` and `seq` share: the options of a nim-sequence and the
//! run that computes, summarises and prints one.

use super::{colour_option, colour_wanted, format_option, Failure, Format, Output, Stream};
use crate::analysis::{self, Limits, Progress, Sequence};
use crate::catalogue::SequenceGame;
use crate::checkpoint;
use crate::render;
use crate::stats::Summary;
use crate::svg;
use crate::words::in_words;
use gamecore::octal::{HeapGame, NimValues};
use gamecore::period::Theorem;
use std::path::PathBuf;

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
/// Past this many values a game whose moves may leave three heaps (O(n³) work) takes more
/// than about five seconds of CPU on the shared 2-core machine (measured at load 14: 0.9 ran at
/// 250 values a second near n = 5000), and the run says so up front.
pub const CUBIC_NOTE_FROM: usize = 4096;
/// Past this many values Lasker's Nim and 江南乐 (O(n²) work) take more than about five
/// seconds of CPU on the shared 2-core machine (measured at load 13: lasker to 20000 took
/// 12.3 s, jiangnan 7.9 s), and the run says so up front.
pub const QUADRATIC_NOTE_FROM: usize = 10_000;
/// Past this many values a heap game with no periodicity theorem (a `!` digit splits heaps
/// unequally: Grundy's game) takes more than about five seconds of CPU, since every value to
/// --upto is computed and no proof ends the run early (Grundy's game: 4.4 s of CPU to 10^6 and
/// 8.6 s to 2·10^6, release build, AMD EPYC host at load 1, 2026-12-07), and the run says so up
/// front.
pub const NO_THEOREM_NOTE_FROM: usize = 1_000_000;
/// The most work, in [`heap_work`]'s units, that the default proof search may cost, about five
/// seconds of CPU: measured at 1.3 to 2 ns a unit (load 1 to 1.5 on the shared 2-core machine:
/// 0.77777777777777777777, 20 digits that split, took 7.0 s to n = 32768, 5.4·10^9 units; 14
/// such digits 7.9 s, 3.8·10^9). A code whose default search would cost more (10 or more
/// digits of 4 to 7, 11 or more of 8 to F) has the search stop at the largest power of two
/// within it, with a note.
pub const MAX_DEFAULT_WORK: u128 = 2_500_000_000;
/// The SVG strip stops here (a million rects make a useless file).
pub const MAX_SVG_CELLS: usize = 200_000;

/// The options of a nim-sequence (octal, hex, subtraction, seq).
#[derive(Debug, Default, clap::Args)]
pub struct SequenceOptions {
    /// Compute G(n) for 0 ≤ n ≤ N (default 1000, at most 4·10^9). Heap games that may leave
    /// three heaps (a hexadecimal digit of 8 or more) cost O(N³): past a few thousand they
    /// run long and show progress.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub upto: Option<String>,
    /// While no period is proved, compute up to N looking for a proof (default 32768, 2048 for
    /// games that split heaps in three; halved for a long code until it fits about five
    /// seconds, with a note).
    #[arg(long = "prove-to", value_name = "N", allow_hyphen_values = true)]
    pub prove_to: Option<String>,
    /// How many values the table shows (default: the pre-period and two periods, at least
    /// 120, at most 2400).
    #[arg(long, value_name = "N|all", allow_hyphen_values = true)]
    pub show: Option<String>,
    /// Values per row of the table and the SVG strip (default: in the table, a multiple of
    /// the period, or a divisor of it, that fits 80 characters ($COLUMNS when exported), else
    /// 12; in the strip a multiple of the period from 16 to 128, else 32).
    #[arg(long, value_name = "W", allow_hyphen_values = true)]
    pub width: Option<String>,
    /// text: the table and the summary; tsv: one line code, pre-period, period,
    /// proved|observed|none, checked-up-to, then saltus, exceptions, last exception, largest
    /// value and where, P-positions, rare mask, rare heaps, last rare heap, checksum; values:
    /// G(0) … G(N), one per line.
    #[arg(long, value_name = "text|tsv|values", allow_hyphen_values = true)]
    pub format: Option<String>,
    /// ANSI colours (auto: only when stdout is a terminal and NO_COLOR is unset).
    #[arg(
        long = "color",
        visible_alias = "colour",
        value_name = "auto|always|never",
        allow_hyphen_values = true
    )]
    pub colour: Option<String>,
    /// Also write a picture: a strip of the sequence.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// The SVG strip starts at heap size N (with --svg).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub from: Option<String>,
    /// Save the values of a heap game to FILE every ten minutes and at the end; when FILE
    /// exists, go on from the values in it.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Progress lines on stderr even when it is not a terminal (every ten seconds, with the
    /// rate and the time left; on a terminal a line is rewritten every second anyway).
    #[arg(long)]
    pub progress: bool,
    /// Compute every value up to --upto from the rules, even past a proved period (for timing
    /// the solver).
    #[arg(long)]
    pub full: bool,
}

/// `--show`: all values or the first so many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    All,
    First(usize),
}

/// The options read and checked.
#[derive(Debug)]
pub struct Checked {
    pub upto: Option<usize>,
    pub prove_to: Option<usize>,
    pub show: Option<Show>,
    pub width: Option<usize>,
    pub format: Format,
    pub colour: Option<bool>,
    pub svg: Option<PathBuf>,
    pub from: Option<usize>,
    pub checkpoint: Option<PathBuf>,
    pub progress: bool,
    pub full: bool,
}

/// Reads a whole number option within `range` (underscores allowed as separators).
///
/// # Errors
/// Anything else (a usage error naming the option and the range).
pub fn number(
    option: &str,
    text: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, Failure> {
    let value = text.replace('_', "").parse::<usize>().ok();
    value.filter(|v| range.contains(v)).ok_or_else(|| {
        Failure::usage(format!(
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
    Err(Failure::usage(format!(
        "--show takes all or how many values to show (1 or more), not {text:?}"
    )))
}

impl SequenceOptions {
    /// Whether any of these options was given (a merge of shards takes none).
    pub fn any_given(&self) -> bool {
        let texts = [
            &self.upto,
            &self.prove_to,
            &self.show,
            &self.width,
            &self.format,
            &self.colour,
            &self.from,
        ];
        texts.iter().any(|text| text.is_some())
            || self.svg.is_some()
            || self.checkpoint.is_some()
            || self.progress
            || self.full
    }

    /// Reads and checks every option's value.
    ///
    /// # Errors
    /// The first bad value (a usage error).
    pub fn check(&self) -> Result<Checked, Failure> {
        let optional = |name: &str, value: &Option<String>, range| {
            value
                .as_deref()
                .map(|text| number(name, text, range))
                .transpose()
        };
        Ok(Checked {
            upto: optional("--upto", &self.upto, 0..=MAX_UPTO)?,
            prove_to: optional("--prove-to", &self.prove_to, 0..=MAX_UPTO)?,
            show: self.show.as_deref().map(show_value).transpose()?,
            width: optional("--width", &self.width, 1..=1000)?,
            format: format_option(self.format.as_deref(), "", true)?,
            colour: colour_option("--color", self.colour.as_deref())?,
            svg: self.svg.clone(),
            from: optional("--from", &self.from, 0..=MAX_UPTO)?,
            checkpoint: self.checkpoint.clone(),
            progress: self.progress,
            full: self.full,
        })
    }
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
fn shown(sequence: &Sequence, options: &Checked, width: usize) -> usize {
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

/// An upper bound on the work of computing G(0..=n) of `game` from the rules: for each digit
/// dk (d0 too: 4. splits a heap without taking), every heap m ≥ k has one option if the move leaves one heap or none, about (m − k)/2
/// two-heap splits if dk has bit 4, about (m − k)²/12 three-heap splits if it has bit 8; so
/// dk costs about n − k, (n − k)²/4 or (n − k)³/36 in all (the solver's sparse method often
/// does far better, never worse).
pub fn heap_work(game: &HeapGame, n: usize) -> u128 {
    game.digits()
        .iter()
        .enumerate()
        .filter(|&(k, &digit)| digit != 0 && k <= n)
        .map(|(k, &digit)| {
            let m = (n - k + 1) as u128;
            if digit & 8 != 0 {
                m * m * m / 36 + m
            } else if digit & 4 != 0 {
                m * m / 4 + m
            } else {
                m
            }
        })
        .fold(0u128, u128::saturating_add)
}

/// The default proof search `default` halved until its work fits [`MAX_DEFAULT_WORK`].
fn default_bound(game: &HeapGame, default: usize) -> usize {
    let mut bound = default;
    while bound > 1 && heap_work(game, bound) > MAX_DEFAULT_WORK {
        bound /= 2;
    }
    bound
}

/// Refuses the default --upto for a code whose values up to it would cost more than
/// [`MAX_DEFAULT_WORK`] (hundreds of digits of 8 to F: each value costs O(n²) a digit),
/// naming an --upto that fits.
fn refuse_default_upto(heap: &HeapGame) -> Result<(), Failure> {
    if heap_work(heap, DEFAULT_UPTO) <= MAX_DEFAULT_WORK {
        return Ok(());
    }
    let mut fits = DEFAULT_UPTO / 2;
    while fits > 1 && heap_work(heap, fits) > MAX_DEFAULT_WORK {
        fits /= 2;
    }
    Err(Failure::usage(format!(
        "a code of {} digits costs more than about five seconds of CPU to the default --upto \
         {DEFAULT_UPTO}: ask for less with --upto N (--upto {fits} fits)",
        heap.max_take()
    )))
}

/// How far the proof search goes: --prove-to (a research run: as long as it takes), else the
/// default, shrunk for a long code ([`default_bound`]); with the default it shrank from.
fn search_bound(game: &SequenceGame, prove_to: Option<usize>) -> (usize, Option<usize>) {
    let default = match game {
        SequenceGame::Heap(heap) if heap.max_heaps() >= 3 => THREE_HEAP_SEARCH,
        _ => DEFAULT_SEARCH,
    };
    match (prove_to, game) {
        (Some(search_to), _) => (search_to, None),
        (None, SequenceGame::Heap(heap)) if heap.theorem() != Theorem::None => {
            let bound = default_bound(heap, default);
            (bound, (bound < default).then_some(default))
        }
        (None, _) => (default, None),
    }
}

/// The note when the default search shrank ([`search_bound`]) and mattered: the values asked
/// for end before it, and it ended with no period proved.
fn note_shrunk(game: &SequenceGame, sequence: &Sequence, upto: usize, to: usize, default: usize) {
    let proved = sequence.periodicity.is_some_and(|p| p.is_proved());
    if let (SequenceGame::Heap(heap), true) = (game, upto < to && !proved) {
        crate::exit::note_line(&format!(
            "the search for a proof stops at n = {to}, not the default {default}: further, a \
             code of {} digits would take more than about five seconds of CPU (--prove-to N \
             searches further)",
            heap.max_take()
        ));
    }
}

fn sequence_picture(label: &str, sequence: &Sequence, options: &Checked) -> String {
    let width = options
        .width
        .unwrap_or_else(|| render::aligned_width(sequence.periodicity, 16, 128, 32));
    let from = options.from.unwrap_or(0);
    let total = sequence.values.len();
    let mut count = shown(sequence, options, width).min(total - from);
    if count > MAX_SVG_CELLS {
        crate::exit::note_line(&format!("the SVG shows {MAX_SVG_CELLS} values only"));
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

/// With `--checkpoint FILE`: the file, the heap game and the values it holds (none when it
/// does not exist yet: the run starts it).
///
/// # Errors
/// A usage error: a file that is no checkpoint of this game, or `--checkpoint` for a game
/// that is not a heap game.
fn resumed<'a>(
    label: &str,
    game: &'a SequenceGame,
    options: &'a Checked,
) -> Result<Option<(&'a PathBuf, &'a HeapGame, NimValues)>, Failure> {
    match (&options.checkpoint, game) {
        (None, _) => Ok(None),
        (Some(path), SequenceGame::Heap(heap)) => {
            super::check_checkpoint_target(path)?;
            let values = if path.exists() {
                checkpoint::load(path, label).map_err(Failure::usage)?
            } else {
                NimValues::new()
            };
            Ok(Some((path, heap, values)))
        }
        (Some(_), _) => Err(Failure::usage(
            "--checkpoint is for heap games (octal, hex, subtraction)",
        )),
    }
}

/// A note before a run that may take long: games without a fast method, to n = `goal`.
fn note_if_slow(label: &str, game: &SequenceGame, upto: usize, goal: usize) {
    let slow = match game {
        SequenceGame::Heap(heap) if heap.max_heaps() >= 3 && goal > CUBIC_NOTE_FROM => Some((
            "lets a move leave three heaps, so G(n) costs O(n²) and the run O(n³)",
            goal,
        )),
        // No periodicity theorem: these compute to `upto` only.
        SequenceGame::Lasker | SequenceGame::Jiangnan { .. } if upto > QUADRATIC_NOTE_FROM => {
            Some(("has no sparse method here, so the run costs O(n²)", upto))
        }
        SequenceGame::Heap(heap)
            if heap.theorem() == Theorem::None && upto > NO_THEOREM_NOTE_FROM =>
        {
            Some((
                "has no periodicity theorem (a ! digit splits heaps unequally), so every value \
                 is computed",
                upto,
            ))
        }
        _ => None,
    };
    if let Some((why, goal)) = slow {
        crate::exit::note_line(&format!(
            "{label} {why}: to n = {goal} it takes more than a few seconds, maybe minutes; \
             progress shows on a terminal (--progress elsewhere), Ctrl-C stops it"
        ));
    }
}

/// Computes the sequence of `game` (named `label`) as the options ask, and makes its text,
/// TSV line or value stream and its SVG strip. A `warning` about the command line is kept
/// once every check that may refuse the run has passed ([`crate::exit::defer_warning`]): it is
/// the first line on stderr, before any note, and a failed run shows its error alone.
///
/// # Errors
/// A usage error: `--from` without `--svg` or past `--upto`, a checkpoint that cannot be
/// read, `--checkpoint` for a game that is not a heap game.
pub fn run(
    label: &str,
    game: &SequenceGame,
    options: &Checked,
    warning: Option<&str>,
) -> Result<Output, Failure> {
    let upto = options.upto.unwrap_or(DEFAULT_UPTO);
    if let Some(from) = options.from {
        if options.svg.is_none() {
            return Err(Failure::usage(
                "--from sets where the SVG strip starts: give --svg FILE too",
            ));
        }
        if from > upto {
            return Err(Failure::usage(format!(
                "--from {from} is past the last heap size computed, {upto} (--upto)"
            )));
        }
    }
    // The checkpoint and the SVG file are checked before any note, so that a bad one is the
    // only line on stderr, and before the run, which may be long.
    let resumed = resumed(label, game, options)?;
    super::check_svg_target(options.svg.as_deref())?;
    let (search_to, shrunk_from) = search_bound(game, options.prove_to);
    if let (None, SequenceGame::Heap(heap)) = (options.upto, game) {
        refuse_default_upto(heap)?;
    }
    if let Some(warning) = warning {
        crate::exit::defer_warning(warning);
    }
    note_if_slow(label, game, upto, upto.max(search_to));
    let mut progress = if options.progress {
        Progress::lines(label)
    } else {
        Progress::new(label)
    };
    let limits = Limits {
        full: options.full,
        ..Limits::new(upto, search_to)
    };
    let sequence = match resumed {
        None => analysis::sequence(game, limits, &mut progress),
        Some((path, heap, values)) => {
            let mut saver = checkpoint::Saver::new(path, label, checkpoint::EVERY);
            analysis::heap_sequence_from(heap, values, limits, &mut progress, &mut saver)
        }
    };
    progress.finish();
    if let Some(default) = shrunk_from {
        note_shrunk(game, &sequence, upto, search_to, default);
    }
    let svg = options.svg.as_ref().map(|path| {
        let picture = sequence_picture(label, &sequence, options);
        (path.clone(), picture)
    });
    let summary = (options.format != Format::Values).then(|| Summary::of(&sequence));
    let (stdout, stream) = match (options.format, summary) {
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
                colour_wanted(options.colour),
            );
            (text, None)
        }
        _ => (String::new(), Some(Stream::Values(sequence.values))),
    };
    Ok(Output {
        stdout,
        stream,
        svg,
    })
}

#[cfg(test)]
mod tests {
    use super::{default_bound, heap_work, DEFAULT_SEARCH, MAX_DEFAULT_WORK, THREE_HEAP_SEARCH};
    use gamecore::octal::HeapGame;

    fn bound(code: &str, default: usize) -> usize {
        default_bound(&HeapGame::parse(code).unwrap(), default)
    }

    #[test]
    fn the_default_search_shrinks_only_for_long_codes() {
        let sevens = |count: usize| format!("0.{}", "7".repeat(count));
        for code in [
            "0.07",
            "0.77",
            "0.1777",
            "0.6",
            "4.7",
            "0.3333333333333333333333",
        ] {
            assert_eq!(bound(code, DEFAULT_SEARCH), DEFAULT_SEARCH, "{code}");
        }
        assert_eq!(bound(&sevens(9), DEFAULT_SEARCH), DEFAULT_SEARCH);
        assert_eq!(bound(&sevens(10), DEFAULT_SEARCH), 16_384);
        assert_eq!(bound(&sevens(100), DEFAULT_SEARCH), 8192);
        assert_eq!(bound("0.9", THREE_HEAP_SEARCH), THREE_HEAP_SEARCH);
        let effs = format!("0.{}", "F".repeat(20));
        assert_eq!(bound(&effs, THREE_HEAP_SEARCH), 1024);
        // The longest code: the bound still fits, without overflow.
        let longest = format!("0.{}", "F".repeat(gamecore::octal::MAX_TAKE));
        let game = HeapGame::parse(&longest).unwrap();
        let shrunk = default_bound(&game, THREE_HEAP_SEARCH);
        assert!(shrunk >= 256 && heap_work(&game, shrunk) <= MAX_DEFAULT_WORK);
    }

    #[test]
    fn the_work_counts_each_digit_from_its_heap_on() {
        // 0.07 to n = 10: digit 2 splits, heaps m = 1..=9 after taking 2: 9²/4 + 9.
        assert_eq!(heap_work(&HeapGame::parse("0.07").unwrap(), 10), 81 / 4 + 9);
        // 0.3 (take one) costs one a heap; a digit past n costs nothing.
        assert_eq!(heap_work(&HeapGame::parse("0.3").unwrap(), 10), 10);
        assert_eq!(heap_work(&HeapGame::parse("0.00000000007").unwrap(), 10), 0);
        // 4.: d0 splits every heap 0..=10 without taking.
        assert_eq!(heap_work(&HeapGame::parse("4.").unwrap(), 10), 121 / 4 + 11);
    }
}
