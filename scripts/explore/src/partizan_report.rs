//! `explore value EXPR`, `explore domineering BOARD`, `explore toads STRIP`: the canonical form
//! of a partizan game with its stops, mean, temperature, outcome class and birthday, from
//! gamecore's arena, notation, temperature theory and rulesets.
//!
//! `--format tsv` prints one line: canonical form, left stop, right stop, mean, temperature,
//! outcome class (`L`, `R`, `N`, `P`), birthday, tab-separated in that order.

use crate::analysis::Progress;
use crate::words::in_words;
use gamecore::partizan::canonical::{Arena, ArenaError, GameId};
use gamecore::partizan::notation;
use gamecore::partizan::position;
use gamecore::partizan::rulesets::domineering::Domineering;
use gamecore::partizan::rulesets::toads::ToadsAndFrogs;
use gamecore::partizan::rulesets::PartizanGame;
use gamecore::partizan::solver::Solver;
use gamecore::partizan::temperature::{try_thermograph, Thermograph};
use gamecore::partizan::Outcome;
use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

/// The exit status of a malformed expression, board or strip (the input contract's).
pub const BAD_INPUT: i32 = crate::exit::BAD_INPUT;

/// The most empty cells of a board `explore domineering` looks at; within it,
/// [`MAX_DOMINEERING_WORK`] decides. Every board of 31 or 32 empty cells measured needed 7·10^7
/// steps or more (an empty 8×4 board 7·10^7, 6×6 without its corners 1.7·10^8, 8×4 with one
/// corner filled 1.2·10^8), so they are refused up front.
pub const MAX_DOMINEERING_EMPTY: u32 = 30;
/// The most steps of work `explore domineering` spends on a board, and `explore
/// toads` on a strip (every strip within [`MAX_TOADS_CELLS`] takes far fewer; a new canonical
/// form counts 256, a position the search looks at one, so that a search whose values are all
/// numbers is bounded too). The number of empty cells does not bound the time: with 30 cells, a 3×10
/// board takes 10^7 steps and a 5×6 one (either way round) 3.6·10^7. On the shared 2-core
/// machine at load 14, 3.6·10^7 steps took 7.1 s of CPU and 4·10^7 (a refused 8×4 board)
/// 8.7 s, about 5·10^6 steps a CPU-second: the budget of 2·10^7 keeps every answer and every
/// refusal within about 4 s of CPU there (3×10 fits; 5×6 is refused).
pub const MAX_DOMINEERING_WORK: u64 = 20_000_000;
/// The longest strip `explore toads` solves (LLLLL______RRRRR, 16 cells, takes about a second).
pub const MAX_TOADS_CELLS: usize = 16;
/// The longest expression `explore value` reads.
pub const MAX_EXPRESSION: usize = 10_000;
/// The most distinct canonical forms one command may build (2^21, about 0.5 GB at most; the
/// library's default, 2^24, would let a sum of two dozen switches take several GB). Beyond it
/// the command stops with the arena's "too many distinct game values" error.
pub const MAX_FORMS: usize = 1 << 21;
/// The most steps of work (comparisons and sum steps) `explore value` spends on an expression, in all (a new
/// canonical form counts 256): about a second, two on a busy machine. The arena's cost is not
/// a function of the operands' sizes alone: `{1|-1} + *255` takes about 10^7 steps and
/// `{1|-1} + *1023` 7·10^8 (15 s), `{0||0|-1} + *127` 8·10^6 and `{0||0|-1} + *255` 6·10^7
/// (4 s), while `{0|^} + *1023` is immediate; a sum of 30 switches `{k|-k}` fits, one of 32
/// does not. So the budget is counted as the work is done, and beyond it the command stops
/// with the arena's "takes too long to work out" error, naming the operator or brace.
pub const MAX_WORK: u64 = 20_000_000;
/// How often, in steps of work, a command's arena asks whether to show progress or stop
/// (2^16: about a millisecond).
const PROGRESS_STEPS: u64 = 1 << 16;
/// The most bytes of text printing a canonical form may make, its followers' texts included
/// (the text of a sum of n switches grows as 2^n although its canonical form has few nodes).
pub const MAX_PRINTED: usize = 4_000_000;

/// How much a command may spend and how it shows its progress: `--work` and `--progress`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// The most steps of work (the command's default when `None`).
    pub work: Option<u64>,
    /// Progress lines on stderr even when it is not a terminal (every ten seconds).
    pub progress: bool,
}

/// A value with everything the commands print about it.
pub struct Report {
    /// What was asked, as the first text line says it.
    pub title: String,
    /// The canonical form in CGSuite's notation.
    pub form: String,
    /// The thermograph (its stops, mean and temperature).
    pub thermograph: Thermograph,
    /// Who wins.
    pub outcome: Outcome,
    /// The birthday of the canonical form.
    pub birthday: u64,
}

fn letter(outcome: Outcome) -> char {
    match outcome {
        Outcome::Left => 'L',
        Outcome::Right => 'R',
        Outcome::Next => 'N',
        Outcome::Previous => 'P',
    }
}

fn words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Left => "Left wins whoever starts",
        Outcome::Right => "Right wins whoever starts",
        Outcome::Next => "the player to move wins",
        Outcome::Previous => "the player to move loses",
    }
}

impl Report {
    fn of(arena: &mut Arena, g: GameId, title: String) -> Result<Report, String> {
        // The walls run from t = −1, where a switch {x | −x} reaches x + 1: numbers near
        // 2^63 leave the range. The whole text is at fault, so the column is the first.
        let thermograph = try_thermograph(arena, g).map_err(|_| {
            "column 1: the thermograph leaves the range of exact numbers (numbers up to 2^60 in \
             size and denominators up to 2^61 always fit)"
                .to_string()
        })?;
        Ok(Report {
            title,
            form: notation::to_string_within(arena, g, MAX_PRINTED).unwrap_or_else(|| {
                format!("(a canonical form too long to print: its texts pass {MAX_PRINTED} bytes)")
            }),
            thermograph,
            outcome: arena.outcome(g),
            birthday: arena.birthday(g),
        })
    }

    /// The TSV line: form, left stop, right stop, mean, temperature, outcome, birthday.
    pub fn tsv(&self) -> String {
        let t = &self.thermograph;
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            self.form,
            t.left_stop(),
            t.right_stop(),
            t.mean(),
            t.temperature(),
            letter(self.outcome),
            self.birthday
        )
    }

    /// The text report, one property a line.
    pub fn text(&self) -> String {
        let t = &self.thermograph;
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title);
        let _ = writeln!(out, "  canonical form  {}", self.form);
        let _ = writeln!(out, "  left stop       {}", t.left_stop());
        let _ = writeln!(out, "  right stop      {}", t.right_stop());
        let _ = writeln!(out, "  mean            {}", t.mean());
        let _ = writeln!(out, "  temperature     {}", t.temperature());
        let _ = writeln!(
            out,
            "  outcome         {} ({})",
            letter(self.outcome),
            words(self.outcome)
        );
        let _ = writeln!(out, "  birthday        {}", self.birthday);
        out
    }
}

/// `explore value EXPR`, within `budget.work` steps ([`MAX_WORK`] if not given).
///
/// # Errors
/// The notation's error (naming the column), an expression longer than [`MAX_EXPRESSION`]
/// characters, or more work than allowed (naming the operator).
pub fn value(text: &str, budget: Budget) -> Result<(Report, Arena, GameId), String> {
    let length = text.chars().count();
    if length > MAX_EXPRESSION {
        return Err(format!(
            "column {}: the expression is longer than {MAX_EXPRESSION} characters",
            MAX_EXPRESSION + 1
        ));
    }
    let work_limit = budget.work.unwrap_or(MAX_WORK);
    let (mut arena, watch) = watched_arena("value", work_limit, budget.progress);
    let made = notation::parse(&mut arena, text)
        .map_err(|e| e.to_string())
        .and_then(|g| Ok((Report::of(&mut arena, g, format!("value {text}"))?, g)));
    watch.finish(&mut arena);
    let (report, g) = made?;
    Ok((report, arena, g))
}

fn solve<P: PartizanGame>(
    position: &P,
    label: &str,
    title: String,
    work_limit: u64,
    progress: bool,
) -> Result<(Report, Arena, GameId), String> {
    let (arena, watch) = watched_arena(label, work_limit, progress);
    let mut solver = Solver::with_arena(arena);
    let solved = solver.value(position);
    let mut arena = std::mem::take(solver.arena());
    let made = solved
        .map_err(|e| match e {
            ArenaError::TooMuchWork { limit } => format!(
                "column 1: the position takes too long to work out (at most {} steps of work)",
                in_words(usize::try_from(limit).unwrap_or(usize::MAX))
            ),
            other => format!("column 1: {other}"),
        })
        .and_then(|g| Ok((Report::of(&mut arena, g, title)?, g)));
    watch.finish(&mut arena);
    let (report, g) = made?;
    Ok((report, arena, g))
}

/// The progress of one command's arena ([`watched_arena`]).
struct Watch(Rc<RefCell<Progress>>);

impl Watch {
    /// Takes the hook off `arena` and clears the progress line, before anything is printed.
    fn finish(self, arena: &mut Arena) {
        arena.no_progress();
        self.0.borrow_mut().finish();
    }
}

/// An arena for one command within `work_limit` steps, which reports its progress on a
/// terminal (the share of the budget spent, every second; with `lines`, also elsewhere every
/// ten seconds) and ends the run at once when the web page has cancelled it
/// ([`Progress::tick`] asks): a Domineering board near the budget takes seconds.
fn watched_arena(label: &str, work_limit: u64, lines: bool) -> (Arena, Watch) {
    let mut arena = Arena::with_limit(MAX_FORMS);
    arena.set_work_limit(work_limit);
    let progress = Rc::new(RefCell::new(if lines {
        Progress::lines(label)
    } else {
        Progress::new(label)
    }));
    let shown = Rc::clone(&progress);
    let began = crate::clock::now();
    arena.on_progress(
        PROGRESS_STEPS,
        Box::new(move |work| {
            shown.borrow_mut().tick(|| {
                let limit = in_words(usize::try_from(work_limit).unwrap_or(usize::MAX));
                let share = u128::from(work) * 100 / u128::from(work_limit.max(1));
                let seconds = began.elapsed().as_secs_f64();
                format!("{share} % of the {limit} steps allowed, {seconds:.0} s")
            });
        }),
    );
    (arena, Watch(progress))
}

/// `explore domineering BOARD` (Left places vertical dominoes), within `budget.work` steps
/// ([`MAX_DOMINEERING_WORK`] if not given).
///
/// # Errors
/// The board's parse error (naming the column), more than [`MAX_DOMINEERING_EMPTY`] empty
/// cells when no work is given, or more work than allowed.
pub fn domineering(text: &str, budget: Budget) -> Result<(Report, Arena, GameId), String> {
    // The same spec as `explore value domineering:SPEC` (the empty board is 0).
    let board: Domineering = match position::domineering_board(text).map_err(|e| e.to_string())? {
        Some(board) => board,
        None => return value("domineering:", budget),
    };
    let empty = board.empty().count_ones();
    // Larger boards need more than the default budget (the constant's measurements), so
    // without --work they are refused before any work.
    if empty > MAX_DOMINEERING_EMPTY && budget.work.is_none() {
        return Err(format!(
            "column 1: the board has {empty} empty cells (at most {MAX_DOMINEERING_EMPTY}; \
             --work allows more)"
        ));
    }
    let shape = board.shape();
    let title = format!(
        "Domineering {text} ({}x{}; Left places vertical dominoes, Right horizontal)",
        shape.rows, shape.cols
    );
    solve(
        &board,
        "domineering",
        title,
        budget.work.unwrap_or(MAX_DOMINEERING_WORK),
        budget.progress,
    )
}

/// `explore toads STRIP`, within `budget.work` steps ([`MAX_DOMINEERING_WORK`] if not given).
///
/// # Errors
/// The strip's parse error (naming the column), a strip longer than [`MAX_TOADS_CELLS`], or
/// more work than allowed.
pub fn toads(text: &str, budget: Budget) -> Result<(Report, Arena, GameId), String> {
    // The same spec as `explore value toads:SPEC`: T/L toads, F/R frogs, ./_ empty.
    let strip: ToadsAndFrogs = match position::toads_strip(text).map_err(|e| e.to_string())? {
        Some(strip) => strip,
        None => return value("toads:", budget),
    };
    if strip.len() > MAX_TOADS_CELLS {
        return Err(format!(
            "column {}: the strip is longer than {MAX_TOADS_CELLS} cells",
            MAX_TOADS_CELLS + 1
        ));
    }
    let title =
        format!("Toads-and-Frogs {text} (Left's toads L move right, Right's frogs R move left)");
    solve(
        &strip,
        "toads",
        title,
        budget.work.unwrap_or(MAX_DOMINEERING_WORK),
        budget.progress,
    )
}

/// The thermograph drawn as SVG.
pub fn thermograph_picture(report: &Report) -> String {
    crate::thermograph_svg::thermograph(
        &format!("{} = {}", report.title, report.form),
        &report.thermograph,
    )
}

#[cfg(test)]
mod tests {
    use super::{solve, Domineering};

    #[test]
    fn a_board_past_the_work_limit_is_refused_with_the_limit_named() {
        let board: Domineering = "....|....|....|....".parse().unwrap();
        let title = String::from("4x4");
        let refused = solve(&board, "domineering", title.clone(), 10_000, false).err();
        assert_eq!(
            refused.as_deref(),
            Some("column 1: the position takes too long to work out (at most 10^4 steps of work)")
        );
        // Within the real limit: on an empty 2×2 board each player's move leaves the other
        // no move and themselves one, so it is worth {1|-1}.
        let board: Domineering = "..|..".parse().unwrap();
        let limit = super::MAX_DOMINEERING_WORK;
        let (report, _, _) = solve(&board, "domineering", title, limit, false).unwrap();
        assert_eq!(report.form, "+-1");
    }
}
