//! The engine of impartial games: a winning move from the theory, otherwise the move that
//! keeps the game longest, from the remoteness of the options found by plain search.
//!
//! **Remoteness** (Steinhaus): a terminal position has remoteness 0; a won position
//! `1 + min` of the remoteness of its losing options (the winner hurries); a lost one
//! `1 + max` over all its options (the loser holds out). A player in a lost position who
//! moves to an option of largest remoteness makes the game last at least the position's
//! remoteness, whatever the opponent does, unless the opponent errs and hands over a win.
//!
//! The search is an iterative depth-first search with a memo keyed by the family's
//! canonical position (no recursion: the depth is the length of a game). It gives up after
//! [`SEARCH_BUDGET`] moves looked at; the engine then falls back to a heuristic and says so
//! ([`Defence::MostMoves`]): the move that leaves the opponent the most moves, a position that
//! usually takes long to play out. A position the family deems too large to search at all
//! gets the first legal move, which in every family here removes as little as it can.

use super::{Family, Outcome, Side};
use gamecore::boards::{Ruleset, Solver};
use gamecore::partizan::canonical::Arena;
use gamecore::partizan::rulesets::PartizanGame;
use gamecore::partizan::solver::Solver as PartizanSolver;
use std::collections::HashMap;

/// The board solver of an engine (Cram, Node Kayles, Chomp past its table), its table within
/// `table_bytes`. Every 2^14 components it asks whether the web page has cancelled the move
/// ([`crate::clock::stop_if_cancelled`]), as `explore cram` and its kin do through their
/// progress lines.
pub fn board_solver<R: Ruleset>(rules: R, table_bytes: u64) -> Solver<R> {
    let mut solver = Solver::new(rules, table_bytes);
    solver.on_progress(1 << 14, Box::new(|_| crate::clock::stop_if_cancelled()));
    solver
}

/// The canonical-form solver of a partizan engine (Domineering, Toads-and-Frogs): every 2^16
/// steps of its arena's work it asks whether the web page has cancelled the move, as
/// [`board_solver`] does.
pub fn partizan_solver<G: PartizanGame>() -> PartizanSolver<G> {
    let mut arena = Arena::new();
    arena.on_progress(1 << 16, Box::new(|_| crate::clock::stop_if_cancelled()));
    PartizanSolver::with_arena(arena)
}

/// The plain search looks at most this many moves (summed over positions) per question.
pub const SEARCH_BUDGET: usize = 200_000;

/// Remembered results of the plain search: for a canonical position, whether the player to
/// move wins and the remoteness.
pub type Memo<P> = HashMap<P, (bool, u32)>;

/// Whether the player to move wins from `position` and its remoteness, by plain search from
/// the rules (the family's moves), or `None` when the search would look at more than
/// [`SEARCH_BUDGET`] moves. For impartial families (the side passed to the family is
/// always Left).
///
/// # Complexity
/// O(B) family calls and memory, B = [`SEARCH_BUDGET`]: each position is expanded once.
pub fn remoteness<F: Family>(
    family: &F,
    position: &F::Position,
    memo: &mut Memo<F::Position>,
) -> Option<(bool, u32)> {
    let root = family.canonical(position);
    if let Some(&known) = memo.get(&root) {
        return Some(known);
    }
    if !family.searchable(position) {
        return None;
    }
    let mut budget = SEARCH_BUDGET;
    // A frame: a position, its options (canonical) and how many are already resolved.
    let mut stack: Vec<(F::Position, Vec<F::Position>, usize)> = Vec::new();
    let options = children(family, &root, &mut budget)?;
    stack.push((root.clone(), options, 0));
    while let Some(frame) = stack.last_mut() {
        if let Some(child) = frame.1.get(frame.2) {
            frame.2 += 1;
            if !memo.contains_key(child) {
                let child = child.clone();
                let options = children(family, &child, &mut budget)?;
                stack.push((child, options, 0));
            }
            continue;
        }
        let (node, options, _) = stack.pop().expect("a frame is on the stack");
        let result = if options.is_empty() {
            (!family.stuck_loses(), 0)
        } else {
            let results = options.iter().map(|o| memo[o]);
            let fastest_win = results
                .clone()
                .filter(|&(wins, _)| !wins)
                .map(|(_, steps)| steps)
                .min();
            match fastest_win {
                Some(steps) => (true, steps + 1),
                None => (
                    false,
                    results.map(|(_, steps)| steps).max().unwrap_or(0) + 1,
                ),
            }
        };
        memo.insert(node, result);
    }
    memo.get(&root).copied()
}

fn children<F: Family>(
    family: &F,
    position: &F::Position,
    budget: &mut usize,
) -> Option<Vec<F::Position>> {
    let moves = family.moves(position, Side::Left);
    *budget = budget.checked_sub(moves.len() + 1)?;
    Some(
        moves
            .iter()
            .map(|mv| family.canonical(&family.apply(position, mv, Side::Left)))
            .collect(),
    )
}

/// At most this many moves are looked at (summed over the options) when the search has
/// stopped and the engine counts each option's moves instead ([`Defence::MostMoves`]).
pub const FALLBACK_BUDGET: usize = 10 * SEARCH_BUDGET;

/// How the move of a side that loses against best play was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Defence<M> {
    /// The search finished: the move to an option of largest remoteness, and that remoteness
    /// (how many moves the game lasts after it when the winner hurries).
    Longest(M, u32),
    /// The search stopped at [`SEARCH_BUDGET`] moves, so remoteness is unknown: a heuristic,
    /// the move that leaves the opponent the most legal moves (the first of equals), how many
    /// it leaves, and whether every move was looked at (the count stops at
    /// [`FALLBACK_BUDGET`]).
    MostMoves {
        /// The move.
        mv: M,
        /// The opponent's legal moves after it.
        left: usize,
        /// Whether every legal move was compared (otherwise only the first ones).
        all_checked: bool,
    },
    /// The family deems the position too large to search: the first legal move.
    Smallest(M),
}

impl<M> Defence<M> {
    /// The move.
    pub fn into_move(self) -> M {
        match self {
            Defence::Longest(mv, _) | Defence::MostMoves { mv, .. } | Defence::Smallest(mv) => mv,
        }
    }

    /// How the move was found, in words, to follow the move in a sentence (`cut edge 2 …`).
    pub fn words(&self) -> String {
        match self {
            Defence::Longest(..) => "holds out longest".to_string(),
            Defence::MostMoves {
                left, all_checked, ..
            } => format!(
                "leaves the most moves ({left}{}): a guess, since the search for the longest \
                 defence stopped after {SEARCH_BUDGET} moves",
                if *all_checked {
                    ""
                } else {
                    ", among the first moves compared"
                }
            ),
            Defence::Smallest(_) => "removes the least: a guess, since the position is too \
                                     large to search for the longest defence"
                .to_string(),
        }
    }
}

/// The move of `side` in a position it loses against best play, chosen to hold out: by
/// remoteness when the plain search finishes, else by the heuristic of [`Defence::MostMoves`]
/// (or the first legal move when the family says the position is too large to search).
/// `None` when `side` cannot move.
///
/// # Complexity
/// The search's O([`SEARCH_BUDGET`]), then at most O([`FALLBACK_BUDGET`]) family calls.
pub fn defence<F: Family>(
    family: &F,
    position: &F::Position,
    side: Side,
    memo: &mut Memo<F::Position>,
) -> Option<Defence<F::Move>> {
    if remoteness(family, position, memo).is_some() {
        // Every option is now in the memo.
        let mut best: Option<(u32, F::Move)> = None;
        for mv in family.moves(position, side) {
            let next = family.apply(position, &mv, side);
            let steps = remoteness(family, &next, memo).map_or(0, |(_, steps)| steps);
            if best.as_ref().is_none_or(|(most, _)| steps > *most) {
                best = Some((steps, mv));
            }
        }
        return best.map(|(steps, mv)| Defence::Longest(mv, steps));
    }
    if !family.searchable(position) {
        return family.first_move(position, side).map(Defence::Smallest);
    }
    let mut best: Option<(usize, F::Move)> = None;
    let mut spent = 0usize;
    let mut all_checked = true;
    for mv in family.moves(position, side) {
        if spent > FALLBACK_BUDGET {
            all_checked = false;
            break;
        }
        let next = family.apply(position, &mv, side);
        let left = family.moves(&next, side.other()).len();
        spent += left + 1;
        if best.as_ref().is_none_or(|(most, _)| left > *most) {
            best = Some((left, mv));
        }
    }
    best.map(|(left, mv)| Defence::MostMoves {
        mv,
        left,
        all_checked,
    })
}

/// The engine's move in an impartial game: the first winning move the theory gives; when
/// there is none, the move of [`defence`]. `None` if there is no move.
pub fn impartial_choice<F: Family>(
    family: &F,
    position: &F::Position,
    side: Side,
    memo: &mut Memo<F::Position>,
) -> Option<F::Move> {
    if let Some(mv) = family.winning_moves(position, side).into_iter().next() {
        return Some(mv);
    }
    if family.outcome(position, side) == Outcome::Lose {
        if let Some(defence) = defence(family, position, side, memo) {
            return Some(defence.into_move());
        }
    }
    family.first_move(position, side)
}
