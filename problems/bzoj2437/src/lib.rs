//! BZOJ 2437 (NOI2011) 兔兔与蛋蛋游戏: the sliding game is undirected vertex geography on a
//! bipartite graph of cells, so each position is decided by whether the empty cell is covered
//! by every maximum matching of the cells not yet visited. One matching is kept maximum while
//! the visited cells are forbidden in order.

use gamecore::grid::Grid;
use gamecore::matching::{Matching, Removal};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest board (the judge's has 10^4 cells at most): about 70 bytes per cell for the
/// board, the grid graph and the matching keep 2^22 cells near 300 MB.
const MAX_CELLS: usize = 1 << 22;

/// The most rounds × cells (the judge's stay under 2·10^6): a position costs one augmenting
/// search, which may visit the whole board, about 2.7 ns per cell. Regions where a search
/// failed are skipped after that, so the worst record found at this bound (715 rounds on
/// 2048 × 2048 cells) takes about half a second.
const MAX_ROUND_CELLS: u64 = 3_000_000_000;

const EMPTY: u8 = b'.';
const WHITE: u8 = b'O';
const BLACK: u8 = b'X';

/// Reads `n m`, `n` rows of `m` characters (`X` black, `O` white, `.` the one empty cell),
/// each row one whitespace-separated token, then `k` and the `2k` moves `x y` (the cell whose
/// piece slides into the empty cell; Tutu's move `i` is move `2i − 1`, Dandan's is `2i`).
/// Prints the number of Tutu's mistakes and then their numbers `i`, one per line, ascending:
/// move `i` is a mistake iff Tutu could force a win before it and Dandan can after it.
///
/// The record is replayed on the actual board and checked move by move. The statement also
/// promises that Tutu has no legal move after Dandan's last move (the record is a game Tutu
/// lost); that is checked too, since it is cheap and a record that breaks it is not a game
/// of this problem. `k = 0` is accepted (the judge has `k ≥ 1`): it is the record of a game in
/// which Tutu could not move at all, with no mistakes.
///
/// # Errors
/// A missing or non-numeric token; a board of more than 2^22 cells; a row of the wrong length
/// or with a character other than `X`, `O`, `.`; no empty cell or more than one; a move
/// outside the board, not next to the empty cell, or moving a piece of the wrong colour (each
/// naming the player and move number); a record after which Tutu can still move; tokens after
/// the record. The whole record is checked before any position is analysed.
///
/// # Complexity
/// One maximum matching of the board graph, then one O(V + E) re-augmentation per recorded
/// position: O(k · (V + E)) after the first matching.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let mut game = Game::read(sc)?;
    // Positions are decided on the graph of the starting board. The whole record is read and
    // checked before the matching work (up to one search of the board per position), so that
    // a bad move at the end of a long record is refused at once.
    let graph = game_graph(&game.board, game.empty)?;
    let empties = game.replay(sc)?;
    let mistakes = tutu_mistakes(Matching::new(graph)?, &empties);
    writeln!(out, "{}", mistakes.len())?;
    for i in mistakes {
        writeln!(out, "{i}")?;
    }
    Ok(())
}

/// The board as play goes on.
struct Game {
    board: Grid,
    empty: usize,
}

/// One recorded move: the 1-based round `i`, the player, and the cell whose piece slides.
struct Move {
    round: usize,
    tutu: bool,
    cell: usize,
    line: usize,
}

impl Game {
    fn read(sc: &mut Scanner<'_>) -> Result<Self, Error> {
        let (n, m) = Grid::read_size(sc, ("n", "m"), MAX_CELLS)?;
        let board = Grid::read(sc, n, m, &[BLACK, WHITE, EMPTY])?;
        let empty = the_empty_cell(&board)?;
        Ok(Self { board, empty })
    }

    /// Reads `k` and the `2k` moves, checks and plays them on the board, checks that Tutu is
    /// stuck at the end, and returns the empty cell of each position before a move.
    fn replay(&mut self, sc: &mut Scanner<'_>) -> Result<Vec<usize>, Error> {
        // A round is two moves of two numbers each: at least 8 bytes.
        let k = sc.next_count("k", 0, 8)?;
        let cells = self.board.len() as u64;
        if (k as u64).saturating_mul(cells) > MAX_ROUND_CELLS {
            return Err(sc.token_error(format!(
                "{k} rounds on a board of {cells} cells are too many (rounds × cells at \
                 most 3·10^9: each position costs up to one search of the board)"
            )));
        }
        // The empty cell never returns to a cell it has left, so a record that plays out
        // has fewer moves than the board has cells.
        let mut empties = Vec::with_capacity(k.saturating_mul(2).min(self.board.len()));
        // Position t (t = 1 … 2k) is the one before move t; Tutu moves at odd t.
        for t in 1..=k.saturating_mul(2) {
            empties.push(self.empty);
            let tutu = t % 2 == 1;
            let step = self.read_move(sc, (t + 1) / 2, tutu)?;
            self.play(&step)?;
        }
        self.check_tutu_is_stuck(sc.token_line())?;
        Ok(empties)
    }

    fn read_move(&self, sc: &mut Scanner<'_>, round: usize, tutu: bool) -> Result<Move, Error> {
        let at = |e: Error| e.context(format_args!("{}'s move {round}", player(tutu)));
        let x: usize = sc.next_in("row", 1..=self.board.rows()).map_err(at)?;
        let line = sc.token_line();
        let y: usize = sc.next_in("column", 1..=self.board.cols()).map_err(at)?;
        Ok(Move {
            round,
            tutu,
            cell: self.board.id(x - 1, y - 1),
            line,
        })
    }

    /// Slides the piece of `step` into the empty cell, if that is a legal move.
    fn play(&mut self, step: &Move) -> Result<(), Error> {
        let (board, cell) = (&self.board, step.cell);
        let name = player(step.tutu);
        let illegal = |why: String| {
            Error::at_line(step.line, why).context(format_args!("{name}'s move {}", step.round))
        };
        let (piece, colour) = if step.tutu {
            (WHITE, "white")
        } else {
            (BLACK, "black")
        };
        if cell == self.empty {
            return Err(illegal(format!(
                "cell {} is the empty cell",
                board.shown(cell)
            )));
        }
        if !board.adjacent(cell, self.empty) {
            return Err(illegal(format!(
                "cell {} is not next to the empty cell {}",
                board.shown(cell),
                board.shown(self.empty)
            )));
        }
        if board.cell(cell) != piece {
            let other = if board.cell(cell) == WHITE {
                "white"
            } else {
                "black"
            };
            return Err(illegal(format!(
                "cell {} holds a {other} piece, but {name} moves {colour} pieces",
                board.shown(cell)
            )));
        }
        self.board.swap(cell, self.empty);
        self.empty = cell;
        Ok(())
    }

    /// The statement promises that the record ends with Tutu unable to move.
    fn check_tutu_is_stuck(&self, line: usize) -> Result<(), Error> {
        match self
            .board
            .neighbours(self.empty)
            .find(|&c| self.board.cell(c) == WHITE)
        {
            Some(cell) => Err(Error::at_line(
                line,
                format!(
                    "after the record Tutu can still move the white piece at {}, but the \
                     record must end with Tutu unable to move",
                    self.board.shown(cell)
                ),
            )),
            None => Ok(()),
        }
    }
}

/// Tutu's mistakes in a record whose positions had the empty cells `empties` (position `t`, the
/// one before move `t`, is `empties[t − 1]`; Tutu moves at odd `t`): the rounds `i` at which
/// Tutu could force a win before moving and Dandan can after. `matching` is a maximum matching
/// of the starting position's game graph.
fn tutu_mistakes(mut matching: Matching, empties: &[usize]) -> Vec<usize> {
    let mut mistakes = Vec::new();
    let mut tutu_could_win = false;
    for (t, &empty) in (1..).zip(empties) {
        // A legal move always enters an unvisited vertex of the game graph: a cell the empty
        // cell has left holds a piece of the colour that cannot be moved out of it.
        debug_assert!(!matching.is_forbidden(empty));
        // The mover wins iff the empty cell is covered by every maximum matching of the
        // unvisited cells; it is visited from now on either way.
        let mover_wins = matching.forbid(empty) == Removal::Shrunk;
        if t % 2 == 1 {
            tutu_could_win = mover_wins;
        } else if tutu_could_win && mover_wins {
            mistakes.push((t + 1) / 2);
        }
    }
    mistakes
}

fn player(tutu: bool) -> &'static str {
    if tutu {
        "Tutu"
    } else {
        "Dandan"
    }
}

/// The one empty cell of the board.
fn the_empty_cell(board: &Grid) -> Result<usize, Error> {
    let mut empties = board.find(EMPTY);
    match (empties.next(), empties.next()) {
        (Some(empty), None) => Ok(empty),
        // Reported at the board's last cell: the board ended without one.
        (None, _) => Err(board.error_at(board.len() - 1, "the board has no empty cell '.'")),
        (Some(first), Some(second)) => Err(board.error_at(
            second,
            format!(
                "row {}: a second empty cell (the first is at {})",
                board.row_col(second).0 + 1,
                board.shown(first)
            ),
        )),
    }
}

/// The graph of the cells the empty cell can ever reach: the empty cell itself, black pieces
/// an even number of steps away and white pieces an odd number away (by |dr| + |dc|), joined
/// where orthogonally adjacent. Other cells stay as isolated vertices so ids are cell indices.
fn game_graph(board: &Grid, empty: usize) -> Result<gamecore::graph::Undirected, Error> {
    let parity = |v: usize| {
        let (r, c) = board.row_col(v);
        (r + c) % 2
    };
    let empty_parity = parity(empty);
    let in_game = |v: usize| {
        v == empty
            || (board.cell(v) == BLACK && parity(v) == empty_parity)
            || (board.cell(v) == WHITE && parity(v) != empty_parity)
    };
    Ok(board.graph(in_game)?)
}
