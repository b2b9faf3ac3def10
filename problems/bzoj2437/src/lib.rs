//! BZOJ 2437 [NOI2011] 兔兔与蛋蛋游戏: the sliding game is undirected vertex geography on a
//! bipartite graph of cells, so each position is decided by whether the empty cell is covered
//! by every maximum matching of the cells not yet visited. One matching is kept maximum while
//! the visited cells are forbidden in order.

use gamecore::graph::Csr;
use gamecore::matching::{Matching, Removal};
use gamecore::{scan::Scanner, Error};
use std::io::Write;

/// Cell ids and the doubled edge list of the grid graph (about 4 entries per cell) must stay
/// below `u32::MAX` for gamecore's `Csr`; 2^30 cells keeps both well inside.
const MAX_CELLS: usize = 1 << 30;

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
/// A missing or non-numeric token; a board of more than 2^30 cells; a row of the wrong length
/// or with a character other than `X`, `O`, `.`; no empty cell or more than one; a move
/// outside the board, not next to the empty cell, or moving a piece of the wrong colour (each
/// naming the player and move number); a record after which Tutu can still move; tokens after
/// the record.
///
/// # Complexity
/// One maximum matching of the board graph, then one O(V + E) re-augmentation per recorded
/// position: O(k · (V + E)) after the first matching.
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    let n: usize = sc.next_in("n", 1..=MAX_CELLS)?;
    let header_line = sc.line();
    let m: usize = sc.next_in("m", 1..=MAX_CELLS)?;
    if n.checked_mul(m).map_or(true, |c| c > MAX_CELLS) {
        return Err(Error::at_line(
            header_line,
            format!("the {n}×{m} board has more than {MAX_CELLS} cells"),
        ));
    }
    let (mut board, mut empty) = read_board(&mut sc, n, m)?;

    let mut matching =
        Matching::new(game_graph(&board, n, m, empty)?).map_err(|e| Error::new(e.to_string()))?;

    let mut last_line = sc.line();
    let k: usize = sc.next("k")?;
    let mut mistakes: Vec<usize> = Vec::new();
    let mut tutu_could_win = false;
    // Position t (t = 1 … 2k) is the one before move t; Tutu moves at odd t.
    for t in 1..=k.saturating_mul(2) {
        let tutu = t % 2 == 1;
        let i = (t + 1) / 2;
        // The mover wins iff the empty cell is covered by every maximum matching of the
        // unvisited cells; it is visited from now on either way.
        let mover_wins = matching.forbid(empty) == Removal::Shrunk;
        if tutu {
            tutu_could_win = mover_wins;
        } else if tutu_could_win && mover_wins {
            mistakes.push(i);
        }

        let (player, colour, piece) = if tutu {
            ("Tutu", "white", WHITE)
        } else {
            ("Dandan", "black", BLACK)
        };
        let at = |e: Error| e.context(format_args!("{player}'s move {i}"));
        last_line = sc.line();
        let x: usize = sc.next_in("row", 1..=n).map_err(at)?;
        let y: usize = sc.next_in("column", 1..=m).map_err(at)?;
        let cell = (x - 1) * m + (y - 1);
        let illegal = |why: String| {
            Error::at_line(last_line, why).context(format_args!("{player}'s move {i}"))
        };
        if cell == empty {
            return Err(illegal(format!("cell ({x}, {y}) is the empty cell")));
        }
        if !adjacent(cell, empty, m) {
            return Err(illegal(format!(
                "cell ({x}, {y}) is not next to the empty cell {}",
                shown_cell(empty, m)
            )));
        }
        if board[cell] != piece {
            return Err(illegal(format!(
                "cell ({x}, {y}) holds a {} piece, but {player} moves {colour} pieces",
                if board[cell] == WHITE {
                    "white"
                } else {
                    "black"
                }
            )));
        }
        // A legal move always enters an unvisited vertex of the game graph: a cell the empty
        // cell has left holds a piece of the colour that cannot be moved out of it.
        debug_assert!(!matching.is_forbidden(cell) && matching.graph().degree(cell) > 0);
        board.swap(cell, empty);
        empty = cell;
    }
    if let Some(cell) = neighbours(empty, n, m).find(|&c| board[c] == WHITE) {
        return Err(Error::at_line(
            last_line,
            format!(
                "after the record Tutu can still move the white piece at {}, but the record \
                 must end with Tutu unable to move",
                shown_cell(cell, m)
            ),
        ));
    }
    sc.finish()?;

    writeln!(out, "{}", mistakes.len())?;
    for i in mistakes {
        writeln!(out, "{i}")?;
    }
    Ok(())
}

/// The `n` rows, each a token of exactly `m` characters `X`, `O` or `.` with exactly one `.`
/// on the whole board: the row-major board and the index of its empty cell.
fn read_board(sc: &mut Scanner<'_>, n: usize, m: usize) -> Result<(Vec<u8>, usize), Error> {
    // Grown row by row rather than sized from the header, which the rows may contradict.
    let mut board = Vec::new();
    let mut first_empty: Option<usize> = None;
    for r in 1..=n {
        let line = sc.line();
        let row = sc.token(&format!("row {r} of the board"))?;
        if row.len() != m {
            return Err(Error::at_line(
                line,
                format!("row {r} has {} characters, expected m = {m}", row.len()),
            ));
        }
        for (c, &b) in row.iter().enumerate() {
            let cell = board.len();
            match b {
                WHITE | BLACK => {}
                EMPTY => {
                    if let Some(first) = first_empty {
                        return Err(Error::at_line(
                            line,
                            format!(
                                "row {r}, column {}: a second empty cell (the first is {})",
                                c + 1,
                                shown_cell(first, m)
                            ),
                        ));
                    }
                    first_empty = Some(cell);
                }
                _ => {
                    return Err(Error::at_line(
                        line,
                        format!(
                            "row {r}, column {}: {} is not a board cell (expected X, O or .)",
                            c + 1,
                            shown(b)
                        ),
                    ))
                }
            }
            board.push(b);
        }
    }
    match first_empty {
        Some(empty) => Ok((board, empty)),
        None => Err(Error::at_line(sc.line(), "the board has no empty cell '.'")),
    }
}

/// The graph of the cells the empty cell can ever reach: the empty cell itself, black pieces
/// an even number of steps away and white pieces an odd number away (by |dr| + |dc|), joined
/// where orthogonally adjacent. Other cells stay as isolated vertices so ids are cell indices.
fn game_graph(board: &[u8], n: usize, m: usize, empty: usize) -> Result<Csr, Error> {
    let parity = |v: usize| (v / m + v % m) % 2;
    let empty_parity = parity(empty);
    let in_game = |v: usize| {
        v == empty
            || (board[v] == BLACK && parity(v) == empty_parity)
            || (board[v] == WHITE && parity(v) != empty_parity)
    };
    let cells = n * m;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for v in (0..cells).filter(|&v| in_game(v)) {
        if v % m + 1 < m && in_game(v + 1) {
            edges.push((v as u32, v as u32 + 1));
        }
        if v + m < cells && in_game(v + m) {
            edges.push((v as u32, (v + m) as u32));
        }
    }
    Csr::undirected(cells, &edges).map_err(|e| Error::new(e.to_string()))
}

fn adjacent(a: usize, b: usize, m: usize) -> bool {
    let (ra, ca) = (a / m, a % m);
    let (rb, cb) = (b / m, b % m);
    // Not `abs_diff`: that needs Rust 1.60.
    (ra.max(rb) - ra.min(rb)) + (ca.max(cb) - ca.min(cb)) == 1
}

fn neighbours(v: usize, n: usize, m: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (v / m, v % m);
    // Not `[..].into_iter()`: under edition 2018 that iterates by reference.
    IntoIterator::into_iter([
        (r > 0).then(|| v - m),
        (r + 1 < n).then(|| v + m),
        (c > 0).then(|| v - 1),
        (c + 1 < m).then(|| v + 1),
    ])
    .flatten()
}

/// A cell index as `(row, column)`, 1-based like the input.
fn shown_cell(v: usize, m: usize) -> String {
    format!("({}, {})", v / m + 1, v % m + 1)
}

/// A byte of the input as it should appear in an error message.
fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("the byte 0x{b:02x}")
    }
}
