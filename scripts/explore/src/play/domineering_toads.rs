//! Partizan games whose values are not numbers in general: Domineering and Toads-and-Frogs,
//! valued by canonical forms (`gamecore::partizan::solver`).
//!
//! Left is the positive side (Vertical in Domineering, the toads in Toads-and-Frogs). A
//! position is the disjunctive sum of its components; the solver gives the canonical value of
//! each and of the sum in one arena, and the arena's outcome class decides who wins: for `side`
//! to move, a win when the sum is positive for it or fuzzy (the player to move wins).
//!
//! The engine (for `side`): the first move to a position that the opponent, moving next, loses
//! (so it wins whenever anything does). When no move wins and some part is hot (temperature
//! above 0), a move in a part of the highest temperature (where a move gains the most);
//! among those, or among all moves when no part is hot, the move whose result has the best stop
//! for it with the opponent to move (Left: the largest right stop, Right: the smallest left
//! stop), ties broken by the best mean, then the first such move: in a cold sum, the move that
//! gives away the least.
//!
//! # Example
//! ```
//! use explore::play::domineering_toads::domineering;
//! use explore::play::{Family, Memo, Outcome, Side};
//! let (family, board) = domineering(&["..|.."]).unwrap(); // ±1: the player to move wins
//! assert_eq!(family.outcome(&board, Side::Left), Outcome::Win);
//! let mv = family.engine_move(&board, Side::Left, &mut Memo::new()).unwrap();
//! assert_eq!(family.format_move(&mv), "place 1,1");
//! ```

use super::{expect_words, Family, Memo, Outcome, Side};
use gamecore::partizan::canonical::GameId;
use gamecore::partizan::dyadic::Dyadic;
use gamecore::partizan::notation;
use gamecore::partizan::position;
use gamecore::partizan::rulesets::domineering::Domineering as DomineeringBoard;
use gamecore::partizan::rulesets::toads::ToadsAndFrogs;
use gamecore::partizan::rulesets::PartizanGame;
use gamecore::partizan::solver::Solver;
use gamecore::partizan::temperature::try_thermograph;
use gamecore::partizan::Outcome as Class;
use std::cell::RefCell;

/// At most this many empty cells on a Domineering board at the start.
pub const MAX_EMPTY_CELLS: u32 = 20;
/// At most this many cells in a Toads-and-Frogs strip.
pub const MAX_STRIP: usize = 12;

/// The canonical values of one ruleset's positions, remembered across the game.
struct Values<G: PartizanGame> {
    solver: RefCell<Solver<G>>,
}

/// The numbers the engine and `why` read off a value.
#[derive(Clone, Copy)]
struct Heat {
    left_stop: Dyadic,
    right_stop: Dyadic,
    mean: Dyadic,
    temperature: Dyadic,
}

impl<G: PartizanGame> Values<G> {
    fn new() -> Self {
        Values {
            solver: RefCell::new(super::engine::partizan_solver()),
        }
    }

    fn value(&self, game: &G) -> GameId {
        self.solver
            .borrow_mut()
            .value(game)
            .expect("positions are bounded up front, far below the arena's limit")
    }

    fn class(&self, game: &G) -> Class {
        let v = self.value(game);
        self.solver.borrow_mut().arena().outcome(v)
    }

    fn wins(&self, game: &G, side: Side) -> bool {
        matches!(
            (self.class(game), side),
            (Class::Next, _) | (Class::Left, Side::Left) | (Class::Right, Side::Right)
        )
    }

    fn text(&self, game: &G) -> String {
        let v = self.value(game);
        notation::to_string(self.solver.borrow_mut().arena(), v)
    }

    fn heat(&self, game: &G) -> Option<Heat> {
        let v = self.value(game);
        let graph = try_thermograph(self.solver.borrow_mut().arena(), v).ok()?;
        Some(Heat {
            left_stop: graph.left_stop(),
            right_stop: graph.right_stop(),
            mean: graph.mean(),
            temperature: graph.temperature(),
        })
    }
}

fn side_words(side: Side) -> &'static str {
    match side {
        Side::Left => "Left",
        Side::Right => "Right",
    }
}

/// The engine's move (see the module's docs), `None` when `side` cannot move.
fn choose<F: Family, G: PartizanGame>(
    family: &F,
    position: &F::Position,
    side: Side,
    game: impl Fn(&F::Position) -> G,
    values: &Values<G>,
) -> Option<F::Move> {
    let moves = family.moves(position, side);
    for mv in &moves {
        let next = game(&family.apply(position, mv, side));
        if !values.wins(&next, side.other()) {
            return Some(mv.clone());
        }
    }
    // The hottest part and its temperature, when some part is hot.
    let whole = game(position);
    let parts = whole.components();
    let mut hottest: Option<Dyadic> = None;
    for part in &parts {
        if let Some(heat) = values.heat(part) {
            if heat.temperature > Dyadic::ZERO && hottest.is_none_or(|t| heat.temperature > t) {
                hottest = Some(heat.temperature);
            }
        }
    }
    let mut best: Option<((Dyadic, Dyadic), F::Move)> = None;
    for mv in moves {
        let next = game(&family.apply(position, &mv, side));
        if let Some(top) = hottest {
            if moved_in(&parts, &next.components())
                .and_then(|part| values.heat(part))
                .is_none_or(|heat| heat.temperature < top)
            {
                continue;
            }
        }
        let Some(heat) = values.heat(&next) else {
            continue;
        };
        // Larger is better for the mover.
        let score = match side {
            Side::Left => (heat.right_stop, heat.mean),
            Side::Right => (-heat.left_stop, -heat.mean),
        };
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
        .or_else(|| family.moves(position, side).into_iter().next())
}

/// The part of `before` that a move changed: the first part of `before` that `after` no longer
/// holds (counting equal parts).
fn moved_in<'a, G: PartizanGame>(before: &'a [G], after: &[G]) -> Option<&'a G> {
    let mut left: Vec<&G> = after.iter().collect();
    for part in before {
        match left.iter().position(|other| *other == part) {
            Some(i) => {
                left.swap_remove(i);
            }
            None => return Some(part),
        }
    }
    None
}

/// The `why` lines: each component's value (and temperature when hot), the sum, the outcome
/// and the engine's move for `side`. `components` gives each part as the position shows it
/// (its label) and as the solver values it.
fn explain<F: Family, G: PartizanGame>(
    family: &F,
    position: &F::Position,
    side: Side,
    game: impl Fn(&F::Position) -> G,
    components: impl Fn(&F::Position) -> Vec<(String, G)>,
    values: &Values<G>,
) -> String {
    let whole = game(position);
    let mut parts = Vec::new();
    let mut hot = Vec::new();
    for (label, component) in &components(position) {
        parts.push(format!("{label} = {}", values.text(component)));
        if let Some(heat) = values.heat(component) {
            if heat.temperature > Dyadic::ZERO {
                hot.push(format!(
                    "{label}: temperature {}, mean {}, stops {} and {}",
                    heat.temperature, heat.mean, heat.left_stop, heat.right_stop
                ));
            }
        }
    }
    let mut lines = vec![
        "the position is the sum of its independent parts; each part's canonical value (Left \
         positive), from the solver"
            .to_string(),
        if parts.is_empty() {
            "no part where anyone can move: the value is 0".to_string()
        } else {
            format!("parts: {}", parts.join(", "))
        },
        format!("sum: {}", values.text(&whole)),
    ];
    lines.push(format!(
        "outcome: {}; here {} to move {}",
        match values.class(&whole) {
            Class::Left => "positive, Left wins whoever starts",
            Class::Right => "negative, Right wins whoever starts",
            Class::Next => "fuzzy, the player to move wins",
            Class::Previous => "zero, the player to move loses",
        },
        side_words(side),
        if values.wins(&whole, side) {
            "wins"
        } else {
            "loses"
        }
    ));
    if hot.is_empty() && values.class(&whole) == Class::Next {
        // * and its kin: cold, yet a win for whoever moves.
        lines.push(
            "no hot part (temperature above 0), but the sum is fuzzy (confused with 0, as * is): \
             the player to move wins by moving to a position the opponent loses"
                .to_string(),
        );
    } else if hot.is_empty() {
        lines.push(
            "no hot part (temperature above 0): moving only gives away value or tempo".to_string(),
        );
    } else {
        lines.push(format!("hot parts: {}", hot.join("; ")));
    }
    if let Some(mv) = choose(family, position, side, &game, values) {
        let next = game(&family.apply(position, &mv, side));
        let wins = !values.wins(&next, side.other());
        lines.push(format!(
            "{} for {}: {} (the sum becomes {})",
            if wins {
                "a winning move"
            } else {
                "no move wins; the engine's choice"
            },
            side_words(side),
            family.format_move(&mv),
            values.text(&next)
        ));
    }
    lines.join("\n")
}

/// Domineering: Left (Vertical) places a vertical domino on two empty cells, Right
/// (Horizontal) a horizontal one.
pub struct Domineering {
    values: Values<DomineeringBoard>,
}

/// A Domineering position as a session shows it: the board's empty cells, and the cells each
/// side's dominoes cover (bits `row · cols + col`), with the last move's two cells, so that the
/// picture can say whose domino is whose and mark the last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    cells: DomineeringBoard,
    left: u64,
    right: u64,
    last: u64,
}

impl Board {
    /// The empty cells, as the solver values them.
    #[must_use]
    pub fn board(&self) -> DomineeringBoard {
        self.cells
    }

    /// The parts of the board (4-connected regions of two empty cells or more) as they sit on
    /// it, each with the rows and columns it spans (`rows 2-3, column 4: .|.`), and
    /// the normalised position the solver values.
    fn parts(&self) -> Vec<(String, DomineeringBoard)> {
        let shape = self.cells.shape();
        let cols = usize::from(shape.cols);
        shape
            .regions(self.cells.empty())
            .into_iter()
            .filter(|region| region & (region - 1) != 0)
            .map(|region| {
                let cells = (0..64).filter(|i| region >> i & 1 == 1);
                let (top, left) = cells.fold((usize::MAX, usize::MAX), |(t, l), i| {
                    (t.min(i / cols), l.min(i % cols))
                });
                let mut moved = [region];
                let trimmed = shape.trim(region, &mut moved);
                let here = DomineeringBoard::from_bits(trimmed, moved[0]);
                let span = |what: &str, from: usize, count: u8| match count {
                    1 => format!("{what} {}", from + 1),
                    _ => format!("{what}s {}-{}", from + 1, from + usize::from(count)),
                };
                let label = format!(
                    "{}, {}: {here}",
                    span("row", top, trimmed.rows),
                    span("column", left, trimmed.cols)
                );
                (label, DomineeringBoard::normalised(shape, region))
            })
            .collect()
    }
}

/// A domino: `(row, column)` of its top cell (Left) or left cell (Right), 0-based (1-based in
/// the notation).
pub type Placement = (usize, usize);

/// The two cells of `side`'s domino at `(r, c)` on a board of `rows × cols`, `None` when it
/// does not fit.
fn domino(rows: usize, cols: usize, (r, c): Placement, side: Side) -> Option<u64> {
    let (r2, c2) = match side {
        Side::Left => (r + 1, c),
        Side::Right => (r, c + 1),
    };
    (r2 < rows && c2 < cols).then(|| 1u64 << (r * cols + c) | 1u64 << (r2 * cols + c2))
}

impl Family for Domineering {
    type Position = Board;
    type Move = Placement;

    fn title(&self) -> String {
        "Domineering".to_string()
    }

    fn rules(&self) -> String {
        "a board of empty cells; Left (Vertical) covers two empty cells one above the other with \
         a domino, Right (Horizontal) two side by side; whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "place R,C (the domino's top cell for Left, left cell for Right: row R, column C, both \
         from 1)"
            .to_string()
    }

    fn show(&self, position: &Board) -> String {
        let board = position.cells;
        let shape = board.shape();
        let (rows, cols) = (usize::from(shape.rows), usize::from(shape.cols));
        let width = cols.to_string().len();
        let row_width = rows.to_string().len();
        let mut lines = Vec::new();
        let header: Vec<String> = (1..=cols).map(|c| format!("{c:>width$}")).collect();
        lines.push(format!("{:row_width$} {}", "", header.join(" ")));
        for r in 0..rows {
            let cells: Vec<String> = (0..cols)
                .map(|c| {
                    let i = r * cols + c;
                    let mut cell = if board.empty() >> i & 1 == 1 {
                        '.'
                    } else if position.left >> i & 1 == 1 {
                        'L'
                    } else if position.right >> i & 1 == 1 {
                        'R'
                    } else {
                        '#'
                    };
                    if position.last >> i & 1 == 1 {
                        cell = cell.to_ascii_lowercase();
                    }
                    format!("{cell:>width$}")
                })
                .collect();
            lines.push(format!("{:>row_width$} {}", r + 1, cells.join(" ")));
        }
        lines.push(
            "(. empty, # blocked, L Left's dominoes, R Right's, l or r the last one; rows and \
             columns from 1)"
                .to_string(),
        );
        lines.join("\n")
    }

    fn moves(&self, position: &Board, side: Side) -> Vec<Placement> {
        let board = position.cells;
        let cols = usize::from(board.shape().cols);
        let mut bits = match side {
            Side::Left => board.left_moves(),
            Side::Right => board.right_moves(),
        };
        let mut moves = Vec::new();
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            moves.push((i / cols, i % cols));
        }
        moves
    }

    fn illegal_reason(&self, position: &Board, &(r, c): &Placement, side: Side) -> Option<String> {
        let shape = position.cells.shape();
        let (rows, cols) = (usize::from(shape.rows), usize::from(shape.cols));
        if r >= rows || c >= cols {
            return Some(format!(
                "the board has {rows} row{} and {cols} column{}",
                if rows == 1 { "" } else { "s" },
                if cols == 1 { "" } else { "s" }
            ));
        }
        let Some(cells) = domino(rows, cols, (r, c), side) else {
            return Some(match side {
                Side::Left => format!(
                    "Left's dominoes stand upright: one from row {} would need row {}",
                    r + 1,
                    r + 2
                ),
                Side::Right => format!(
                    "Right's dominoes lie flat: one from column {} would need column {}",
                    c + 1,
                    c + 2
                ),
            });
        };
        let covered = cells & !position.cells.empty();
        (covered != 0).then(|| {
            let i = covered.trailing_zeros() as usize;
            format!("cell {},{} is not empty", i / cols + 1, i % cols + 1)
        })
    }

    fn apply(&self, position: &Board, &(r, c): &Placement, side: Side) -> Board {
        let board = position.cells;
        let shape = board.shape();
        let cells = domino(
            usize::from(shape.rows),
            usize::from(shape.cols),
            (r, c),
            side,
        )
        .expect("a legal move fits on the board");
        let mut next = Board {
            cells: DomineeringBoard::from_bits(shape, board.empty() & !cells),
            last: cells,
            ..*position
        };
        match side {
            Side::Left => next.left |= cells,
            Side::Right => next.right |= cells,
        }
        next
    }

    fn format_move(&self, &(r, c): &Placement) -> String {
        format!("place {},{}", r + 1, c + 1)
    }

    /// `place R,C`, or `place R C`.
    fn parse_move(&self, text: &str) -> Option<Placement> {
        let rest = text.strip_prefix("place ")?;
        let (r, c) = rest.split_once(',').or_else(|| rest.split_once(' '))?;
        Some((
            r.trim().parse::<usize>().ok()?.checked_sub(1)?,
            c.trim().parse::<usize>().ok()?.checked_sub(1)?,
        ))
    }

    fn outcome(&self, position: &Board, side: Side) -> Outcome {
        if self.values.wins(&position.cells, side) {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn engine_move(
        &self,
        position: &Board,
        side: Side,
        _memo: &mut Memo<Board>,
    ) -> Option<Placement> {
        choose(self, position, side, |b| b.cells, &self.values)
    }

    fn why(&self, position: &Board, side: Side) -> String {
        explain(
            self,
            position,
            side,
            |b| b.cells,
            Board::parts,
            &self.values,
        )
    }

    fn sides(&self) -> Option<(&'static str, &'static str)> {
        Some(("Left (Vertical)", "Right (Horizontal)"))
    }
}

/// `domineering BOARD`: rows of `.` (empty) and `#` (filled) separated by `|`, top row first.
///
/// # Errors
/// A message for a bad board or one with more than [`MAX_EMPTY_CELLS`] empty cells.
pub fn domineering(rest: &[&str]) -> Result<(Domineering, Board), String> {
    let words = expect_words(
        rest,
        1,
        "the board, rows of . and # separated by |, as in `domineering \"..|..|..\"`",
    )?;
    // The same spec as `explore value domineering:SPEC`; the empty board is one filled cell.
    let board: DomineeringBoard = position::domineering_board(words[0])
        .map_err(|e| format!("board {:?}: {e}", words[0]))?
        .map_or_else(|| "#".parse(), Ok)
        .map_err(|e| format!("board {:?}: {e}", words[0]))?;
    let empty = board.empty().count_ones();
    if empty > MAX_EMPTY_CELLS {
        return Err(format!(
            "board {:?}: {empty} empty cells, at most {MAX_EMPTY_CELLS}",
            words[0]
        ));
    }
    Ok((
        Domineering {
            values: Values::new(),
        },
        Board {
            cells: board,
            left: 0,
            right: 0,
            last: 0,
        },
    ))
}

/// Toads-and-Frogs: Left's toads `L` move right, Right's frogs `R` left, one cell into an
/// empty one or jumping one creature of the other kind into the empty cell beyond.
pub struct Toads {
    values: Values<ToadsAndFrogs>,
}

/// The strip, one byte a cell: `b'L'`, `b'R'` or `b'_'`.
pub type Strip = Vec<u8>;

fn strip_game(strip: &Strip) -> ToadsAndFrogs {
    String::from_utf8_lossy(strip)
        .parse()
        .expect("a strip holds only L, R and _ and is at most 12 cells long")
}

impl Toads {
    /// Where the piece at `cell` lands, if it is `side`'s and can move.
    fn target(strip: &Strip, cell: usize, side: Side) -> Option<usize> {
        let (mine, theirs) = match side {
            Side::Left => (b'L', b'R'),
            Side::Right => (b'R', b'L'),
        };
        if strip.get(cell) != Some(&mine) {
            return None;
        }
        let step = |from: usize| match side {
            Side::Left => from.checked_add(1).filter(|&to| to < strip.len()),
            Side::Right => from.checked_sub(1),
        };
        let one = step(cell)?;
        if strip[one] == b'_' {
            return Some(one);
        }
        let two = step(one)?;
        (strip[one] == theirs && strip[two] == b'_').then_some(two)
    }
}

impl Family for Toads {
    type Position = Strip;
    type Move = usize;

    fn title(&self) -> String {
        "Toads-and-Frogs".to_string()
    }

    fn rules(&self) -> String {
        "a strip of cells; Left moves a toad L one cell right into an empty cell _, or jumps it \
         over one frog into the empty cell beyond; Right moves a frog R the same way to the left; \
         whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "move N (the piece on cell N, cells from 1 on the left)".to_string()
    }

    fn show(&self, strip: &Strip) -> String {
        let cells: Vec<String> = strip
            .iter()
            .map(|&c| format!("{:>2}", char::from(c)))
            .collect();
        let numbers: Vec<String> = (1..=strip.len()).map(|i| format!("{i:>2}")).collect();
        format!(
            "{}\n{}   (cells; L toads, R frogs, _ empty)",
            cells.join(" "),
            numbers.join(" ")
        )
    }

    fn moves(&self, strip: &Strip, side: Side) -> Vec<usize> {
        (0..strip.len())
            .filter(|&cell| Toads::target(strip, cell, side).is_some())
            .collect()
    }

    fn apply(&self, strip: &Strip, &cell: &usize, side: Side) -> Strip {
        let mut next = strip.clone();
        if let Some(to) = Toads::target(strip, cell, side) {
            next[to] = strip[cell];
            next[cell] = b'_';
        }
        next
    }

    fn format_move(&self, cell: &usize) -> String {
        format!("move {}", cell + 1)
    }

    fn illegal_reason(&self, strip: &Strip, &cell: &usize, side: Side) -> Option<String> {
        let (mine, theirs) = match side {
            Side::Left => (b'L', "a frog R, Right's"),
            Side::Right => (b'R', "a toad L, Left's"),
        };
        Some(match strip.get(cell) {
            None => format!("the strip has {} cells", strip.len()),
            Some(b'_') => format!("cell {} is empty", cell + 1),
            Some(&piece) if piece != mine => format!("cell {} holds {theirs}", cell + 1),
            Some(_) => format!(
                "the {} on cell {} is blocked: no empty cell next to it, nor one to jump to",
                if side == Side::Left { "toad" } else { "frog" },
                cell + 1
            ),
        })
    }

    fn parse_move(&self, text: &str) -> Option<usize> {
        text.strip_prefix("move ")?
            .trim()
            .parse::<usize>()
            .ok()?
            .checked_sub(1)
    }

    fn outcome(&self, strip: &Strip, side: Side) -> Outcome {
        if self.values.wins(&strip_game(strip), side) {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn engine_move(&self, strip: &Strip, side: Side, _memo: &mut Memo<Strip>) -> Option<usize> {
        choose(self, strip, side, strip_game, &self.values)
    }

    fn why(&self, strip: &Strip, side: Side) -> String {
        let parts = |strip: &Strip| {
            strip_game(strip)
                .components()
                .into_iter()
                .map(|part| (part.to_string(), part))
                .collect()
        };
        explain(self, strip, side, strip_game, parts, &self.values)
    }

    fn sides(&self) -> Option<(&'static str, &'static str)> {
        Some(("Left (the toads L)", "Right (the frogs R)"))
    }
}

/// `toads STRIP`: `L`, `R` and `_` (or `.`), 1 to [`MAX_STRIP`] cells.
///
/// # Errors
/// A message for a bad strip.
pub fn toads(rest: &[&str]) -> Result<(Toads, Strip), String> {
    let words = expect_words(rest, 1, "the strip, as in `toads LL__RR`")?;
    let text = words[0];
    // The same spec as `explore value toads:SPEC` (T/L toads, F/R frogs, ./_ empty); the
    // empty strip is one empty cell.
    let strip: Strip =
        match position::toads_strip(text).map_err(|e| format!("strip {text:?}: {e}"))? {
            Some(parsed) => parsed.to_string().into_bytes(),
            None => b"_".to_vec(),
        };
    if strip.len() > MAX_STRIP {
        return Err(format!(
            "strip {text:?}: a strip has at most {MAX_STRIP} cells, not {}",
            strip.len()
        ));
    }
    Ok((
        Toads {
            values: Values::new(),
        },
        strip,
    ))
}

#[cfg(test)]
mod tests {
    use super::{domineering, toads};
    use crate::play::{Family, Memo, Outcome, Side};

    #[test]
    fn a_lost_engine_plays_in_the_hot_part() {
        // ±1 (the 2x2), 1 (the vertical pair) and −3 (a row of six): Left to move loses
        // whatever it does; moving in ±1 leaves −1, moving in the pair leaves ±1 − 3.
        let (family, board) = domineering(&["..#.#......|..#.#######"]).unwrap();
        assert_eq!(family.outcome(&board, Side::Left), Outcome::Lose);
        let mv = family.engine_move(&board, Side::Left, &mut Memo::new());
        assert_eq!(
            mv.map(|mv| family.format_move(&mv)),
            Some("place 1,1".into())
        );
        let why = family.why(&board, Side::Left);
        assert!(why.contains("..|.. = +-1"), "{why}");
        assert!(
            why.contains("temperature 1, mean 0, stops 1 and -1"),
            "{why}"
        );
    }

    #[test]
    fn why_shows_the_parts_as_they_sit_on_the_board() {
        // One part, L-shaped against the left wall: the solver's normal form is its mirror
        // image (`....|...#|...#`), the page shows it the right way round, with its place.
        let (family, board) = domineering(&["#...|#...|...."]).unwrap();
        let why = family.why(&board, Side::Left);
        assert!(
            why.contains("parts: rows 1-3, columns 1-4: #...|#...|.... = "),
            "{why}"
        );
        assert!(!why.contains("...#"), "{why}");
        // Two parts: each at its place.
        let (family, board) = domineering(&["..#.|..#."]).unwrap();
        let why = family.why(&board, Side::Left);
        assert!(
            why.contains("parts: rows 1-2, columns 1-2: ..|.. = +-1, rows 1-2, column 4: .|. = 1"),
            "{why}"
        );
    }

    #[test]
    fn the_board_shows_whose_domino_is_whose_and_the_last_move() {
        let (family, board) = domineering(&["#..|...|..."]).unwrap();
        let board = family.apply(&board, &(0, 1), Side::Left);
        let board = family.apply(&board, &(2, 0), Side::Right);
        let shown = family.show(&board);
        assert_eq!(
            shown.lines().take(4).collect::<Vec<_>>(),
            ["  1 2 3", "1 # L .", "2 . L .", "3 r r ."],
            "{shown}"
        );
        let board = family.apply(&board, &(0, 2), Side::Left);
        assert!(
            family.show(&board).contains("3 R R ."),
            "{}",
            family.show(&board)
        );
    }

    #[test]
    fn illegal_placements_say_why_and_spaces_may_replace_the_comma() {
        let (family, board) = domineering(&["#..|...|..."]).unwrap();
        assert_eq!(family.parse_move("place 1 2"), Some((0, 1)));
        assert_eq!(family.parse_move("place 1, 2"), Some((0, 1)));
        let reason = |mv, side| family.illegal_reason(&board, &mv, side);
        assert_eq!(
            reason((0, 0), Side::Left),
            Some("cell 1,1 is not empty".into())
        );
        assert_eq!(
            reason((2, 0), Side::Left),
            Some("Left's dominoes stand upright: one from row 3 would need row 4".into())
        );
        assert_eq!(
            reason((0, 2), Side::Right),
            Some("Right's dominoes lie flat: one from column 3 would need column 4".into())
        );
        assert_eq!(
            reason((3, 0), Side::Right),
            Some("the board has 3 rows and 3 columns".into())
        );
    }

    #[test]
    fn why_for_star_does_not_say_moving_gives_value_away() {
        // LL__RR is *: cold (temperature 0) but a win for the player to move.
        let (family, strip) = toads(&["LL__RR"]).unwrap();
        let why = family.why(&strip, Side::Left);
        assert!(!why.contains("moving only gives away"), "{why}");
        assert!(
            why.contains("the sum is fuzzy (confused with 0, as * is)"),
            "{why}"
        );
        assert!(why.contains("a winning move for Left: move 2"), "{why}");
        // A zero position keeps the cold wording.
        let (family, strip) = toads(&["LR"]).unwrap();
        let why = family.why(&strip, Side::Left);
        assert!(
            why.contains("moving only gives away value or tempo"),
            "{why}"
        );
    }

    #[test]
    fn toads_illegal_moves_say_why() {
        let (family, strip) = toads(&["LR_L"]).unwrap();
        let reason = |cell, side| family.illegal_reason(&strip, &cell, side);
        assert_eq!(reason(2, Side::Left), Some("cell 3 is empty".into()));
        assert_eq!(
            reason(1, Side::Left),
            Some("cell 2 holds a frog R, Right's".into())
        );
        assert_eq!(reason(9, Side::Left), Some("the strip has 4 cells".into()));
        assert_eq!(
            reason(3, Side::Left),
            Some(
                "the toad on cell 4 is blocked: no empty cell next to it, nor one to jump to"
                    .into()
            )
        );
    }

    #[test]
    fn a_won_engine_moves_to_a_lost_position() {
        // LL__RR is *: the toad on cell 2 steps to leave 0.
        let (family, strip) = toads(&["LL__RR"]).unwrap();
        let mv = family
            .engine_move(&strip, Side::Left, &mut Memo::new())
            .unwrap();
        assert_eq!(family.format_move(&mv), "move 2");
        let next = family.apply(&strip, &mv, Side::Left);
        assert_eq!(family.outcome(&next, Side::Right), Outcome::Lose);
    }
}
