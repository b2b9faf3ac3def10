//! `explore misere CODE`: the misère quotient of a heap game (Plambeck and Siegel) restricted
//! to heaps up to a bound — its order, presentation, P-portion and pretending function Φ — and
//! with `--sum`, the misère outcome of a sum of heaps and a winning move.

use super::sequence::number;
use super::{format_option, Failure, Format, Output};
use crate::analysis::Progress;
use crate::words::in_words;
use gamecore::misere_quotient::{MisereQuotient, QuotientLimits};
use gamecore::octal::HeapGame;
use std::fmt::Write as _;

/// The default heap bound.
pub const DEFAULT_UPTO: usize = 30;
/// The largest heap bound: beyond, a quotient can take more than about ten seconds of CPU.
pub const MAX_UPTO: usize = 300;
/// The largest order kept (the table takes 4·m² bytes: 64 MiB).
pub const MAX_ORDER: usize = 4096;
/// The most states of one verification (each up to 512 bytes: well under 1 GB in all).
pub const MAX_STATES: usize = 1 << 18;
/// The largest heap in `--sum` (a winning move looks at every split of it).
pub const MAX_SUM_HEAP: u64 = 1_000_000;
/// The most heaps in `--sum`.
pub const MAX_SUM_HEAPS: usize = 1000;
/// The largest `--work`: 10¹⁴ steps, a day or so of CPU.
pub const MAX_WORK: u64 = 100_000_000_000_000;
/// The smallest `--work`.
pub const MIN_WORK: u64 = 1_000_000;
/// The memory one test position takes at most (0.2 KiB measured at its peak for 0.07 at heap
/// 30, with room).
const BYTES_PER_TEST: u64 = 256;

/// The misère quotient of an octal or hexadecimal game (0.75, 0.07 --upto 24, 0.77 --sum 3,5)
///
/// Under misère play (whoever moves last loses) a sum of heaps is decided by its image in a
/// finite commutative monoid Q, the misère quotient of Plambeck and Siegel: each heap n
/// "pretends" to be an element Φ(n), and the sum is a P-position (the player to move loses)
/// iff the product of the Φ(n) lies in the P-portion P ⊆ Q. The quotient is computed for
/// heaps 1, 2, … up to --upto, one heap at a time, each new quotient proved by a check of every
/// sum of heaps; it is proved to be the whole game's when Φ is periodic far enough (the
/// Guy–Smith argument). Printed: the order |Q|, a presentation ⟨a, b | a² = 1, b³ = b⟩ (a, b, …
/// are the images of the heaps listed as generators), P, and Φ as a table.
///
/// Every quotient is proved before it is kept. When a new heap breaks relations of the
/// smaller quotient, a correction, class tests (positions grouped by their outcomes beside
/// the last candidate's least positions and the counterexamples met) and then positions
/// regrouped by test outcomes rebuild it; when that passes a limit (0.07 at heap 33), the
/// computation stops there with a note: what is printed is then the exact quotient of the
/// heaps below.
///
/// --sum 3,5,7 prints P or N for that sum and, for N, a winning move.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore misere 0.75; explore misere 0.07 --upto 24 --format tsv; \
                  explore misere 0.75 --sum 3,5,1000\n\n\
                  Limits: --upto at most 300; a quotient of more than 4096 elements, a \
                  check of more than 262,144 states, more than --work elementary steps \
                  (25e8 by default: under 4 s of CPU) or more test positions than \
                  --memory holds (64M by default) stops the computation with a note \
                  (well under 1 GB by default); --sum takes at most 1,000 heaps of at \
                  most 1,000,000.\n\n\
                  The defaults take Dawson's Kayles (0.07) to heap 30 (order 360) in \
                  under a second; past them, explore misere 0.07 --upto 40 --work 1e11 \
                  reaches heap 33 (order 638) in about 22 s of CPU and 0.11 GB."
)]
pub struct Args {
    /// The game's code, like 0.75 (octal, hexadecimal, or with !).
    #[arg(value_name = "CODE", allow_hyphen_values = true)]
    pub code: String,
    /// The largest heap in the quotient (default 30; the computation stops early once Φ is
    /// proved periodic).
    #[arg(long, value_name = "N")]
    pub upto: Option<String>,
    /// A sum of heaps, like 3,5,7: print P or N and a winning move.
    #[arg(long, value_name = "HEAPS")]
    pub sum: Option<String>,
    /// text (default) or tsv: code, bound, order, |P|, proved, presentation.
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<String>,
    /// The most elementary steps (1–2 ns each), like 25e8 (the default) or
    /// 2e11: the computation stops with a note at this limit.
    #[arg(long, value_name = "STEPS")]
    pub work: Option<String>,
    /// The most memory for test positions, like 64M (the default) or 4G: a heap that needs
    /// more stops the computation with a note.
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Progress lines on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
}

/// Runs `explore misere`.
///
/// # Errors
/// A usage error (status 2) for a bad code or option; bad input (status 1) for a --sum that
/// is malformed, too large, or has a heap beyond what the quotient covers.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let game = HeapGame::parse(&args.code).map_err(|e| Failure::usage(e.to_string()))?;
    let upto = match &args.upto {
        Some(text) => number("--upto", text, 1..=MAX_UPTO)?,
        None => DEFAULT_UPTO,
    };
    let format = format_option(args.format.as_deref(), "misere", false)?;
    let heaps = args.sum.as_deref().map(sum_heaps).transpose()?;
    if heaps.is_some() && format == Format::Tsv {
        return Err(Failure::usage(
            "--sum prints text; it does not take --format tsv",
        ));
    }
    let limits = quotient_limits(args.work.as_deref(), args.memory.as_deref())?;
    let mut progress = if args.progress {
        Progress::lines("misere")
    } else {
        Progress::new("misere")
    };
    let q = MisereQuotient::compute(&game, upto, &limits, &mut |heap, order| {
        progress.tick(|| format!("heap {heap}, order {order}"));
    });
    progress.finish();
    let label = super::octal::code_label(&game);
    let text = match (&heaps, format) {
        (Some(heaps), _) => sum_text(&q, heaps)?,
        (None, Format::Tsv) => tsv(&label, &q),
        (None, _) => text(&label, &q),
    };
    Ok(Output::text(text))
}

/// The limits `--work STEPS` and `--memory SIZE` ask for (the defaults where not given), with
/// the order and verification bounds of every misère command (`explore misere` and `explore
/// play octal … --misere`).
///
/// # Errors
/// A usage error naming the option, for a value that is not a number of steps from 10⁶ to
/// 10¹⁴ or not a size.
pub fn quotient_limits(
    work: Option<&str>,
    memory: Option<&str>,
) -> Result<QuotientLimits, Failure> {
    let defaults = QuotientLimits::default();
    let max_work = match work {
        Some(text) => work_option(text)?,
        None => defaults.max_work,
    };
    let max_tests = match memory {
        Some(text) => {
            let bytes =
                crate::board_report::memory_option(Some(text)).map_err(super::cram::failure)?;
            usize::try_from(bytes / BYTES_PER_TEST)
                .unwrap_or(usize::MAX)
                .max(1)
        }
        None => defaults.max_tests,
    };
    Ok(QuotientLimits {
        max_order: MAX_ORDER,
        max_states: MAX_STATES,
        max_work,
        max_tests,
    })
}

/// Reads `--work`: a whole number of steps, or one written like 3e9 or 25e10.
fn work_option(text: &str) -> Result<u64, Failure> {
    crate::words::steps(text, MIN_WORK..=MAX_WORK).ok_or_else(|| {
        Failure::usage(format!(
            "--work is a number of steps like 3e9 or 2e11 (1e6 to 1e14), not {text:?}"
        ))
    })
}

/// Reads `3,5,7`.
fn sum_heaps(text: &str) -> Result<Vec<u64>, Failure> {
    let mut heaps = Vec::new();
    for (i, part) in text.split(',').enumerate() {
        let part = part.trim();
        let heap = part.parse::<u64>().ok().filter(|&h| h <= MAX_SUM_HEAP);
        match heap {
            Some(h) => heaps.push(h),
            None => {
                return Err(Failure::bad_input(format!(
                    "--sum: heap {} is {part:?}; heaps are whole numbers from 0 to {}, \
                     separated by commas (3,5,7)",
                    i + 1,
                    in_words(MAX_SUM_HEAP as usize)
                )))
            }
        }
        if heaps.len() > MAX_SUM_HEAPS {
            return Err(Failure::bad_input(format!(
                "--sum takes at most {} heaps",
                in_words(MAX_SUM_HEAPS)
            )));
        }
    }
    Ok(heaps)
}

fn proved_words(q: &MisereQuotient) -> String {
    match q.period() {
        Some((n0, p)) => format!(
            "proved for every heap: Φ(n + {p}) = Φ(n) for n ≥ {n0}, so this is the whole \
             game's quotient"
        ),
        None => match q.stopped() {
            Some(reason) => format!(
                "not proved: stopped, {reason}; the quotient above is exact for heaps up to {}",
                q.bound()
            ),
            None => format!(
                "not proved: Φ shows no period that heaps up to {} prove (a larger --upto may)",
                q.bound()
            ),
        },
    }
}

fn text(label: &str, q: &MisereQuotient) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{label} restricted to heaps up to {}: misère quotient of order {}",
        q.bound(),
        q.order()
    );
    let _ = writeln!(out, "presentation: {}", q.monoid().presentation());
    let generators: Vec<String> = q
        .generator_heaps()
        .iter()
        .enumerate()
        .map(|(i, &h)| format!("{} = Φ({h})", gamecore::misere_monoid::letter(i)))
        .collect();
    if !generators.is_empty() {
        let _ = writeln!(out, "generators: {}", generators.join(", "));
    }
    let p: Vec<String> = q.p_portion().iter().map(|&x| q.name(x)).collect();
    let _ = writeln!(out, "P-portion ({}): {}", p.len(), p.join(", "));
    let _ = writeln!(out, "Φ (heap: element):");
    let names: Vec<String> = (0..=q.bound() as u64)
        .map(|n| q.name(q.phi(n).expect("computed")))
        .collect();
    let width = names.iter().map(|s| s.chars().count()).max().unwrap_or(1);
    let heap_width = q.bound().to_string().len();
    for start in (0..names.len()).step_by(10) {
        let end = (start + 10).min(names.len());
        let row: Vec<String> = names[start..end]
            .iter()
            .map(|s| format!("{s:>width$}"))
            .collect();
        let _ = writeln!(out, "  {start:>heap_width$}: {}", row.join(" "));
    }
    let _ = writeln!(out, "{}", proved_words(q));
    out
}

fn tsv(label: &str, q: &MisereQuotient) -> String {
    format!(
        "{label}\t{}\t{}\t{}\t{}\t{}\n",
        q.bound(),
        q.order(),
        q.p_portion().len(),
        if q.period().is_some() { "proved" } else { "no" },
        q.monoid().presentation()
    )
}

fn sum_text(q: &MisereQuotient, heaps: &[u64]) -> Result<String, Failure> {
    if let Some(&beyond) = heaps.iter().find(|&&h| q.phi(h).is_none()) {
        return Err(Failure::bad_input(format!(
            "--sum: heap {beyond} is beyond the quotient, which covers heaps up to {} and is \
             not proved periodic ({})",
            q.bound(),
            proved_words(q)
        )));
    }
    let image = q.image(heaps).expect("every heap is covered");
    let is_p = q.is_p_position(heaps).expect("every heap is covered");
    let shown: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let name = q.name(image);
    // The identity's name alone ("image 1") reads like a count.
    let name = if name == "1" {
        "1 (the identity)".to_owned()
    } else {
        name
    };
    let mut out = format!(
        "{}: image {} in the quotient of order {}, {}\n",
        shown.join(" + "),
        name,
        q.order(),
        if is_p { "in P" } else { "not in P" }
    );
    if is_p {
        out.push_str("P: the player to move loses\n");
        return Ok(out);
    }
    out.push_str("N: the player to move wins");
    match q.winning_move(heaps).expect("every heap is covered") {
        Some(mv) => {
            let leaves: Vec<String> = mv.leaves.iter().map(usize::to_string).collect();
            let left = if leaves.is_empty() {
                "nothing".to_string()
            } else {
                leaves.join(" + ")
            };
            // The sum after the move: the heaps before it, what is left of it, the heaps after.
            let after: Vec<String> = shown[..mv.index]
                .iter()
                .cloned()
                .chain(leaves)
                .chain(shown[mv.index + 1..].iter().cloned())
                .collect();
            let _ = writeln!(
                out,
                ", by taking {} from the heap of {} (heap {} of the sum), leaving {left} in its \
                 place: {} is in P",
                mv.take,
                heaps[mv.index],
                mv.index + 1,
                if after.is_empty() {
                    "the empty position".to_string()
                } else {
                    after.join(" + ")
                }
            );
        }
        None => out.push_str(": no move is left, so the opponent made the last move\n"),
    }
    Ok(out)
}
