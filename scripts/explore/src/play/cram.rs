//! Cram on a board: dominoes placed either way, valued by [`gamecore::boards`] (components,
//! nim-sums), with `why` naming each region's value. A board past [`MAX_EMPTY_CELLS`] is
//! played only when copying moves decide it (the engine then plays by copying alone).

use super::engine::board_solver;
use super::{expect_words, Family, First, Outcome, Side};
use gamecore::boards::{cram::Cram, PartShape, Ruleset, Solver};
use std::cell::RefCell;

/// The most empty cells a board to play on may have outside its strips and rings (the engine
/// answers each move at once; see `branching_cells`), unless copying moves decide the game
/// ([`CramGame`]).
pub const MAX_EMPTY_CELLS: u32 = 30;

/// The empty cells of `position` that lie in regions other than strips and rings: those are
/// Dawson's Kayles to the solver, valued at once at any length the board allows, and the
/// other regions are what the engine's searches grow with. A move never raises this count (it
/// takes cells from a region, and what is left of a strip or ring is strips), so a start
/// within [`MAX_EMPTY_CELLS`] keeps every position of the game within it.
fn branching_cells(board: &Cram, position: u64) -> u32 {
    let mut regions = Vec::new();
    board.regions(position, &mut regions);
    regions
        .into_iter()
        .filter(|&region| board.shape(region) == PartShape::Branching)
        .map(u64::count_ones)
        .sum()
}

/// A domino: its top or left cell (row, column, from 0) and whether it lies across.
pub type Placement = (usize, usize, bool);

/// Cram: the board, and a solver whose table outlives the moves.
///
/// A board past [`MAX_EMPTY_CELLS`] is played by copying: the user always faces a position the
/// second player wins by copying moves ([`Cram::is_mirrored`]), and the engine always one it
/// leaves so by a move (its copy of the user's move, or its first move, the domino across the
/// centre of a board that is its own half-turn): no position of the game needs a search, and
/// the engine's losing replies are never asked for (the user moves first on a board won by
/// copying, the engine on a board one move away from one).
pub struct CramGame {
    board: Cram,
    solver: RefCell<Solver<Cram>>,
    /// The board is past [`MAX_EMPTY_CELLS`]: values come only from copying.
    copying: bool,
}

/// Every domino that fits on `position`, in board order.
fn placements(board: &Cram, position: u64) -> Vec<Placement> {
    let mut out = Vec::new();
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            for across in [true, false] {
                let mv = (r, c, across);
                if bits(board, &mv).is_some_and(|b| position & b == b) {
                    out.push(mv);
                }
            }
        }
    }
    out
}

/// The cells of a domino, `None` when it leaves the board.
fn bits(board: &Cram, &(r, c, across): &Placement) -> Option<u64> {
    let (r2, c2) = if across { (r, c + 1) } else { (r + 1, c) };
    if r2 >= board.rows() || c2 >= board.cols() {
        return None;
    }
    Some(board.cell(r, c) | board.cell(r2, c2))
}

/// The moves that leave a position the second player wins by copying, those that leave the
/// board its own half-turn first (each move is then answered by its image), in board order
/// within each kind.
fn copying_moves(board: &Cram, position: u64) -> Vec<Placement> {
    let cells = board.rows() * board.cols();
    let half_turn = |pos: u64| pos.reverse_bits() >> (64 - cells);
    let mut copies: Vec<(bool, Placement)> = placements(board, position)
        .into_iter()
        .filter_map(|mv| {
            let after = position & !bits(board, &mv).unwrap_or(0);
            board
                .is_mirrored(after)
                .then(|| (half_turn(after) != after, mv))
        })
        .collect();
    // A stable sort: board order within each kind.
    copies.sort_by_key(|&(kind, _)| kind);
    copies.into_iter().map(|(_, mv)| mv).collect()
}

impl CramGame {
    fn bits(&self, mv: &Placement) -> Option<u64> {
        bits(&self.board, mv)
    }

    /// The value of a region, when the engine may search it: a region past
    /// [`MAX_EMPTY_CELLS`] (on a board played by copying) only when its shape says.
    fn region_value(&self, part: u64) -> Option<u32> {
        if self.copying && branching_cells(&self.board, part) > MAX_EMPTY_CELLS {
            return self.board.key(part).1.value;
        }
        Some(self.value(part))
    }

    fn value(&self, position: u64) -> u32 {
        // gamecore's compiled copies of the search (the page builds this crate for size).
        gamecore::boards::cram::try_value(&mut self.solver.borrow_mut(), position)
            .expect("the engine's solver is never told to stop")
    }

    /// Row and column (from 1) of the first cell of `part`.
    fn first_cell(&self, part: u64) -> (usize, usize) {
        let first = part.trailing_zeros() as usize;
        (first / self.board.cols() + 1, first % self.board.cols() + 1)
    }

    /// A line for each two regions of one shape (turned or reflected) that are not their own
    /// half-turn: copying moves from one to the other wins for the second player there.
    fn twins(&self, position: u64) -> Vec<String> {
        self.board
            .twins(position)
            .0
            .into_iter()
            .map(|(twin, part)| {
                let ((r1, c1), (r2, c2)) = (self.first_cell(twin), self.first_cell(part));
                format!(
                    "the regions from row {r1}, column {c1} and from row {r2}, column {c2} have \
                     one shape: the second player answers a move in one by its copy in the \
                     other, so together they are worth 0"
                )
            })
            .collect()
    }
}

impl Family for CramGame {
    type Position = u64;
    type Move = Placement;

    fn title(&self) -> String {
        format!("Cram {}x{}", self.board.rows(), self.board.cols())
    }

    fn rules(&self) -> String {
        "Cram: a move places a domino on two adjacent empty cells, across or down; whoever \
         cannot place one loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "place R,C across (cells R,C and R,C+1) or place R,C down (cells R,C and R+1,C); rows \
         and columns from 1"
            .to_string()
    }

    fn show(&self, position: &u64) -> String {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let width = cols.to_string().len();
        let row_width = rows.to_string().len();
        let mut lines = Vec::new();
        let header: Vec<String> = (1..=cols).map(|c| format!("{c:>width$}")).collect();
        lines.push(format!("{:row_width$} {}", "", header.join(" ")));
        for r in 0..rows {
            let cells: Vec<String> = (0..cols)
                .map(|c| {
                    let filled = position & self.board.cell(r, c) == 0;
                    format!("{:>width$}", if filled { '#' } else { '.' })
                })
                .collect();
            lines.push(format!("{:>row_width$} {}", r + 1, cells.join(" ")));
        }
        lines.join("\n")
    }

    fn illegal_reason(&self, position: &u64, mv: &Placement, _side: Side) -> Option<String> {
        let Some(bits) = self.bits(mv) else {
            return Some(format!(
                "the domino would leave the {}x{} board",
                self.board.rows(),
                self.board.cols()
            ));
        };
        (position & bits != bits).then(|| "a cell of that domino is not empty".to_string())
    }

    fn moves(&self, position: &u64, _side: Side) -> Vec<Placement> {
        placements(&self.board, *position)
    }

    fn apply(&self, position: &u64, mv: &Placement, _side: Side) -> u64 {
        position & !self.bits(mv).unwrap_or(0)
    }

    fn format_move(&self, &(r, c, across): &Placement) -> String {
        let way = if across { "across" } else { "down" };
        format!("place {},{} {way}", r + 1, c + 1)
    }

    /// `place R,C across` or `place R,C down` (also `R C` and `a`/`d`).
    fn parse_move(&self, text: &str) -> Option<Placement> {
        let rest = text.strip_prefix("place ")?;
        let (cell, way) = rest.trim().rsplit_once(' ')?;
        let across = match way {
            "across" | "a" | "h" => true,
            "down" | "d" | "v" => false,
            _ => return None,
        };
        let (r, c) = cell.split_once(',').or_else(|| cell.split_once(' '))?;
        Some((
            r.trim().parse::<usize>().ok()?.checked_sub(1)?,
            c.trim().parse::<usize>().ok()?.checked_sub(1)?,
            across,
        ))
    }

    /// Lemoine and Viennot's test of "worth 0?", not the value: a win needs one option
    /// of value 0 found, where a value needs every option's (5x6 Cram's `hint` took 3.9 s).
    /// A position won by copying needs no search; on a board played by copying neither does
    /// one a move leaves so.
    fn outcome(&self, position: &u64, _side: Side) -> Outcome {
        if self.board.is_mirrored(*position) {
            return Outcome::Lose;
        }
        if self.copying && !copying_moves(&self.board, *position).is_empty() {
            return Outcome::Win;
        }
        if gamecore::boards::cram::is_p_plus(&mut self.solver.borrow_mut(), *position, 0) {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    /// The moves that leave a position the second player wins by copying
    /// ([`Cram::is_mirrored`]: regions that are their own half-turn, and twins) first, those
    /// that leave the board its own half-turn before the rest, so the engine answers each
    /// move there by its image; then the other winning moves in board order (on a board
    /// played by copying, the copying moves alone).
    fn winning_moves(&self, position: &u64, side: Side) -> Vec<Placement> {
        if self.outcome(position, side) != Outcome::Win {
            return Vec::new();
        }
        let mut moves = copying_moves(&self.board, *position);
        if self.copying {
            return moves;
        }
        for mv in self.moves(position, side) {
            let after = self.apply(position, &mv, side);
            if !self.board.is_mirrored(after) && self.outcome(&after, side.other()) == Outcome::Lose
            {
                moves.push(mv);
            }
        }
        moves
    }

    fn why(&self, position: &u64, side: Side) -> String {
        let mut parts = Vec::new();
        self.board.regions(*position, &mut parts);
        let mut lines = Vec::new();
        let mut values = Vec::new();
        for &part in &parts {
            let cells = part.count_ones();
            let (row, col) = self.first_cell(part);
            let Some(v) = self.region_value(part) else {
                lines.push(format!(
                    "the region of {cells} cells from row {row}, column {col} is too large to \
                     value here"
                ));
                continue;
            };
            values.push(v.to_string());
            lines.push(match self.board.shape(part) {
                PartShape::Path if cells >= 3 => format!(
                    "the strip of {cells} cells from row {row}, column {col} is Dawson's Kayles \
                     (octal 0.07) at {cells}, worth *{v}"
                ),
                PartShape::Cycle => format!(
                    "the ring of {cells} cells through row {row}, column {col} is worth *{v} \
                     (every move leaves a strip of {})",
                    cells - 2
                ),
                _ if cells >= 2 && self.board.key(part).1.value == Some(0) => format!(
                    "the region of {cells} cells from row {row}, column {col} is its own \
                     half-turn with no domino across its centre: the second player answers \
                     each move by its image, worth *{v}"
                ),
                _ if cells >= 2 && self.board.key(part).1.not & 1 == 1 => format!(
                    "the region of {cells} cells from row {row}, column {col} is its own \
                     half-turn with a domino across its centre: whoever moves takes it, then \
                     answers each move by its image, worth *{v}"
                ),
                _ => format!(
                    "the region of {cells} cells from row {row}, column {col} is worth *{v}"
                ),
            });
        }
        lines.extend(self.twins(*position));
        if parts.is_empty() {
            return "no two adjacent empty cells: the player to move cannot place a domino and \
                    loses"
                .to_string();
        }
        if values.len() < parts.len() {
            lines.push(if self.board.is_mirrored(*position) {
                "every region is its own half-turn or has a twin: the board is worth 0, a loss \
                 for the player to move (the other player answers each move by its image)"
                    .to_string()
            } else {
                match copying_moves(&self.board, *position).first() {
                    Some(mv) => format!(
                        "not 0: a win for the player to move, who leaves a board won by \
                         copying: {}",
                        self.format_move(mv)
                    ),
                    None => "the board is too large to value here".to_string(),
                }
            });
            return lines.join("\n");
        }
        let total = self.value(*position);
        lines.push(format!(
            "regions are independent games: the board is worth their nim-sum {} = {total}",
            values.join(" xor ")
        ));
        match self.winning_moves(position, side).first() {
            Some(mv) => lines.push(format!(
                "not 0: a win for the player to move, who leaves a board worth 0: {}",
                self.format_move(mv)
            )),
            None => lines.push(
                "0: a loss for the player to move (every move leaves a board worth more than 0)"
                    .to_string(),
            ),
        }
        lines.join("\n")
    }

    fn searchable(&self, position: &u64) -> bool {
        position.count_ones() <= 16
    }
}

/// Cram on the board `rest[0]`: rows of `.` and `#` separated by `|`, or ROWSxCOLS, with
/// `first` to move first.
///
/// # Errors
/// No board, a malformed one, one past the solver (more than 64 cells or 63 columns), or
/// one with more than [`MAX_EMPTY_CELLS`] empty cells outside its strips and rings that
/// copying moves do not decide with `first` to move: the user must face a board the second
/// player wins by copying, the engine one it leaves so by a move.
pub fn cram(rest: &[&str], first: First) -> Result<(CramGame, u64), String> {
    let words = expect_words(
        rest,
        1,
        "the board, rows of . and # separated by |, as in `cram \"...|...|...\"`, or ROWSxCOLS",
    )?;
    let spec = words[0];
    let grid = crate::board_report::cram_grid(spec).map_err(|e| match e {
        crate::board_report::Refusal::Usage(m) | crate::board_report::Refusal::Input(m) => {
            // The message starts by naming the board as `explore cram` does (`cram 3x: `,
            // `board: `); here the board is named once, first.
            let named = m.starts_with("cram ") || m.starts_with("board: ");
            let why = m
                .split_once(": ")
                .filter(|_| named)
                .map_or(m.as_str(), |(_, why)| why);
            format!("board {spec:?}: {why}")
        }
    })?;
    let board = grid.to_cram().map_err(|e| {
        format!("board {spec:?}: {e}; explore cram values a larger board region by region")
    })?;
    let start = board.start();
    let branching = branching_cells(&board, start);
    let copying = branching > MAX_EMPTY_CELLS;
    if copying {
        refuse_unless_copying_decides(&board, spec, branching, first)?;
    }
    let game = CramGame {
        solver: RefCell::new(board_solver(board.clone(), 64 << 20)),
        board,
        copying,
    };
    Ok((game, start))
}

/// A board past [`MAX_EMPTY_CELLS`] is refused unless copying moves decide it with `first` to
/// move ([`CramGame`]); the message says who should move first when the other would do.
fn refuse_unless_copying_decides(
    board: &Cram,
    spec: &str,
    branching: u32,
    first: First,
) -> Result<(), String> {
    let start = board.start();
    let first_wins = copying_moves(board, start).first().map(|&(r, c, across)| {
        let way = if across { "across" } else { "down" };
        format!("place {},{} {way}", r + 1, c + 1)
    });
    super::copying_decides(
        first,
        board.is_mirrored(start),
        first_wins,
        &format!(
            "board {spec:?}: {branching} empty cells outside strips and rings, at most \
             {MAX_EMPTY_CELLS} unless copying moves decide the game"
        ),
        "a strip or a ring of cells may be as long as the board allows",
    )
}

#[cfg(test)]
mod tests {
    use super::{branching_cells, cram, First, MAX_EMPTY_CELLS};
    use gamecore::boards::{cram::Cram, Ruleset};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn count(text: &str) -> u32 {
        let board = Cram::parse(text).unwrap();
        branching_cells(&board, board.start())
    }

    #[test]
    fn strips_and_rings_are_free() {
        assert_eq!(count(&".".repeat(63)), 0, "a strip of 63");
        assert_eq!(count("...|.#.|..."), 0, "a ring of 8");
        assert_eq!(
            count("...|..."),
            6,
            "a 2×3 block: two cells of three neighbours"
        );
        assert_eq!(count("...|.#.|...|#.#"), 9, "a ring with a spur");
        assert_eq!(count("..#..|#####|..#.."), 0, "four dominoes");
        assert_eq!(count("...|...|###|.#."), 6, "a block and two single cells");
    }

    /// A move never raises the count, so the start's bound holds for the whole game: random
    /// boards of up to 8 × 8 played out at random.
    #[test]
    fn a_move_never_adds_branching_cells() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let (rows, cols) = (rng.gen_range(1..=8), rng.gen_range(1..=8));
            let density = rng.gen_range(0.5..1.0);
            let text = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if rng.gen_bool(density) { '.' } else { '#' })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|");
            let board = Cram::parse(&text).unwrap();
            let mut position = board.start();
            let mut before = branching_cells(&board, position);
            let mut options = Vec::new();
            loop {
                options.clear();
                board.options(position, &mut options);
                if options.is_empty() {
                    break;
                }
                position = options[rng.gen_range(0..options.len())];
                let after = branching_cells(&board, position);
                assert!(
                    after <= before,
                    "{text}: {before} then {after} at {position:#x}"
                );
                before = after;
            }
            let accepted = cram(&[text.as_str()], First::Me).is_ok();
            assert_eq!(
                accepted,
                count(&text) <= MAX_EMPTY_CELLS || board.is_mirrored(board.start()),
                "{text} accepted {accepted}"
            );
        }
    }
}
