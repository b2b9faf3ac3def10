//! Chomp on a staircase: a move takes a cell and everything below and to the right of it; the
//! top-left cell is poisoned and is never a move, so whoever is left with it alone loses.
//! Valued by [`gamecore::boards`] (a position never splits: one nim value), with `why`
//! naming it and whether it is a P-position: from the table of every staircase in the start's
//! box ([`ChompTable`]) when the box is small enough, else by the search.

use super::engine::board_solver;
use super::{expect_words, Family, Outcome, Side};
use gamecore::boards::chomp_table::ChompTable;
use gamecore::boards::{chomp::Chomp, Solver};
use std::cell::RefCell;

/// The most staircases the start's box (its rows by its first row) may hold for the table:
/// as many as an 11x11 box, C(22, 11), valued in about 0.2 s of CPU (12x12, with 2,704,156,
/// takes 0.6–0.8 s), after which every answer is a look-up.
pub const MAX_TABLE: u64 = 705_432;

/// The most staircases (the empty one included) that may fit inside a position searched
/// instead (a box past [`MAX_TABLE`], like 16,1,1,…): as many as inside 8x8, C(16, 8). The
/// search's answers stay instant: 8x8 is solved in about 0.1 s of CPU, the hardest staircase
/// found within the bound (6,5,5,5,5,5,4,4,4,4,3,3,1) in 0.2 s, while 9x9, with 48,620,
/// takes 0.6 s.
pub const MAX_POSITIONS: u64 = 12_870;

/// A cell to take: (row, column), from 0.
pub type Cell = (usize, usize);

/// How positions are valued: read off the table of the start's box, or searched by a solver
/// whose table outlives the moves.
enum Engine {
    Table(ChompTable),
    Search(Box<RefCell<Solver<Chomp>>>),
}

/// Chomp: the start's row lengths (for the picture) and its engine.
pub struct ChompGame {
    start: Vec<usize>,
    engine: Engine,
}

impl ChompGame {
    fn value(&self, position: u64) -> u32 {
        match &self.engine {
            Engine::Table(table) => table
                .value(&Chomp::unpack(position))
                .expect("every position of the game is inside the start's box"),
            Engine::Search(solver) => solver.borrow_mut().value(position),
        }
    }
}

/// The length of row `row` (from 0) of a packed position.
fn row_len(position: u64, row: usize) -> usize {
    if row >= 16 {
        0
    } else {
        ((position >> (4 * row)) & 15) as usize
    }
}

/// A row or column from 0 as the user wrote it (`usize::MAX` stands for 0).
fn shown(index: usize) -> usize {
    index.wrapping_add(1)
}

/// A staircase as `explore chomp` takes it: `ROWSxCOLS` for a rectangle, else the row
/// lengths from the top (`5,3,3,1`).
fn shape(rows: &[usize]) -> String {
    if rows.iter().all(|&len| len == rows[0]) {
        format!("{}x{}", rows.len(), rows[0])
    } else {
        let lengths: Vec<String> = rows.iter().map(ToString::to_string).collect();
        lengths.join(",")
    }
}

/// How many staircases fit inside the one with these row lengths, the empty one included
/// (C(r + c, r) for an r x c rectangle).
///
/// # Complexity
/// O(rows · columns²).
pub fn staircases_inside(rows: &[usize]) -> u64 {
    let width = rows.first().copied().unwrap_or(0);
    // ways[m]: the ways to choose the rows so far, the last of length m.
    let mut ways = vec![0u64; width + 1];
    ways[width] = 1;
    let mut above = width;
    for &len in rows {
        let mut next = vec![0u64; width + 1];
        for m in 0..=len {
            next[m] = (m..=above).map(|k| ways[k]).sum();
        }
        ways = next;
        above = len;
    }
    ways.iter().sum()
}

impl Family for ChompGame {
    type Position = u64;
    type Move = Cell;

    fn title(&self) -> String {
        format!("Chomp {}", shape(&self.start))
    }

    fn rules(&self) -> String {
        "Chomp: a move takes a cell with every cell below it and to its right; the top-left \
         cell (X) is poisoned and may not be taken, so whoever is left with it alone cannot \
         move and loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "take R,C (row R from the top, column C from the left, both from 1)".to_string()
    }

    /// The start's cells: `o` a cell left, `X` the poisoned one, `.` a cell eaten.
    fn show(&self, position: &u64) -> String {
        let cols = self.start[0];
        let width = cols.to_string().len();
        let row_width = self.start.len().to_string().len();
        let mut lines = Vec::new();
        let header: Vec<String> = (1..=cols).map(|c| format!("{c:>width$}")).collect();
        lines.push(format!("{:row_width$} {}", "", header.join(" ")));
        for (r, &full) in self.start.iter().enumerate() {
            let len = row_len(*position, r);
            let cells: Vec<String> = (0..full)
                .map(|c| {
                    let cell = match (r, c) {
                        (0, 0) => 'X',
                        _ if c < len => 'o',
                        _ => '.',
                    };
                    format!("{cell:>width$}")
                })
                .collect();
            lines.push(format!("{:>row_width$} {}", r + 1, cells.join(" ")));
        }
        lines.join("\n")
    }

    fn illegal_reason(&self, position: &u64, &(r, c): &Cell, _side: Side) -> Option<String> {
        if (r, c) == (0, 0) {
            return Some(
                "the top-left cell is poisoned: taking it is not a move (whoever is left with \
                 it alone loses)"
                    .to_string(),
            );
        }
        if r >= self.start.len() {
            return Some(format!(
                "there is no row {} (rows are 1 to {})",
                shown(r),
                self.start.len()
            ));
        }
        if c >= self.start[r] {
            return Some(format!(
                "there is no cell {},{} (row {} has cells 1 to {})",
                r + 1,
                shown(c),
                r + 1,
                self.start[r]
            ));
        }
        (c >= row_len(*position, r)).then(|| format!("cell {},{} is already eaten", r + 1, c + 1))
    }

    /// Row by row from the top, left to right.
    fn moves(&self, position: &u64, _side: Side) -> Vec<Cell> {
        let mut out = Vec::new();
        for r in 0..16 {
            let len = row_len(*position, r);
            if len == 0 {
                break;
            }
            out.extend((usize::from(r == 0)..len).map(|c| (r, c)));
        }
        out
    }

    fn is_legal(&self, position: &u64, &(r, c): &Cell, _side: Side) -> bool {
        (r, c) != (0, 0) && c < row_len(*position, r)
    }

    fn apply(&self, position: &u64, &(r, c): &Cell, _side: Side) -> u64 {
        Chomp::chomp(*position, r, c)
    }

    fn format_move(&self, &(r, c): &Cell) -> String {
        format!("take {},{}", r + 1, c + 1)
    }

    /// `take R,C` (also `take R C`; a row or column 0 reads as one that is not there, refused
    /// as illegal).
    fn parse_move(&self, text: &str) -> Option<Cell> {
        let cell = text.strip_prefix("take ")?.trim();
        let (r, c) = cell.split_once(',').or_else(|| cell.split_once(' '))?;
        let from_one = |word: &str| {
            let n = word.trim().parse::<usize>().ok()?;
            Some(n.checked_sub(1).unwrap_or(usize::MAX))
        };
        Some((from_one(r)?, from_one(c)?))
    }

    /// A look-up in the table; in the search, Lemoine and Viennot's test of "worth 0?", not
    /// the value: a win needs one option of value 0 found, where a value needs every
    /// option's (5x6 Cram's `hint` took 3.9 s).
    fn outcome(&self, position: &u64, _side: Side) -> Outcome {
        let lost = match &self.engine {
            Engine::Table(_) => self.value(*position) == 0,
            Engine::Search(solver) => solver.borrow_mut().is_p_plus(*position, 0),
        };
        if lost {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    fn why(&self, position: &u64, side: Side) -> String {
        if *position == 1 {
            return "only the poisoned cell is left: the player to move cannot move and loses"
                .to_string();
        }
        let rows = Chomp::unpack(*position);
        let cells: usize = rows.iter().sum();
        let value = self.value(*position);
        let rectangle = rows.iter().all(|&len| len == rows[0]);
        let mut lines = vec![format!(
            "Chomp never splits: the {} {} of {cells} cells is one game, worth *{value}",
            if rectangle { "rectangle" } else { "staircase" },
            shape(&rows)
        )];
        if rectangle {
            lines.push(
                "a rectangle is a win for the player to move (strategy stealing: if taking the \
                 bottom-right cell lost, the opponent's winning reply could have been played at \
                 once instead)"
                    .to_string(),
            );
        }
        match self.winning_moves(position, side).first() {
            Some(mv) => lines.push(format!(
                "not 0 (an N-position): a win for the player to move, who leaves a position \
                 worth 0: {}",
                self.format_move(mv)
            )),
            None => lines.push(
                "0 (a P-position): a loss for the player to move (every move leaves a position \
                 worth more than 0)"
                    .to_string(),
            ),
        }
        lines.join("\n")
    }

    /// The move that takes the fewest cells: the last cell of the bottom row.
    fn first_move(&self, position: &u64, _side: Side) -> Option<Cell> {
        let rows = Chomp::unpack(*position);
        let r = rows.len() - 1;
        (*position != 1).then(|| (r, rows[r] - 1))
    }
}

/// Chomp from the staircase `rest[0]`: ROWSxCOLS or row lengths from the top (`5,3,3,1`).
///
/// # Errors
/// No staircase, a malformed one, or one whose box holds more than [`MAX_TABLE`] staircases
/// and with more than [`MAX_POSITIONS`] inside it.
pub fn chomp(rest: &[&str]) -> Result<(ChompGame, u64), String> {
    let words = expect_words(
        rest,
        1,
        "the staircase, ROWSxCOLS or row lengths from the top, as in `chomp 4x5` or \
         `chomp 5,3,3,1`",
    )?;
    let spec = words[0];
    let game = crate::board_report::chomp_start(spec).map_err(|e| {
        let message = match e {
            crate::board_report::Refusal::Usage(m) | crate::board_report::Refusal::Input(m) => m,
        };
        let message = message
            .strip_prefix(&format!("chomp {spec}: "))
            .or_else(|| message.strip_prefix("staircase: "))
            .unwrap_or(&message)
            .to_string();
        format!("staircase {spec:?}: {message}")
    })?;
    let start = game.start();
    let rows = Chomp::unpack(start);
    let in_box = ChompTable::positions(rows.len(), rows[0]).unwrap_or(u64::MAX);
    let engine = if in_box <= MAX_TABLE {
        Engine::Table(
            ChompTable::new(rows.len(), rows[0]).expect("a box within MAX_TABLE is valued"),
        )
    } else {
        let inside = staircases_inside(&rows);
        if inside > MAX_POSITIONS {
            return Err(format!(
                "staircase {spec:?}: {inside} staircases fit inside it, at most \
                 {MAX_POSITIONS} (as inside 8x8) unless its {}x{} box holds at most {MAX_TABLE} \
                 (as 11x11's)",
                rows.len(),
                rows[0]
            ));
        }
        Engine::Search(Box::new(RefCell::new(board_solver(game, 16 << 20))))
    };
    Ok((
        ChompGame {
            start: rows,
            engine,
        },
        start,
    ))
}

#[cfg(test)]
mod tests {
    use super::{chomp, staircases_inside, ChompGame, Engine};
    use crate::play::{Family, Side};
    use gamecore::boards::chomp_table::ChompTable;
    use gamecore::boards::{chomp::Chomp, Solver};
    use std::cell::RefCell;

    /// The two engines give every position of a 5x6 game the same value and outcome: walked
    /// from the start through every move.
    #[test]
    fn the_table_and_the_search_agree_on_every_position() {
        let (by_table, start) = chomp(&["5x6"]).unwrap();
        assert!(matches!(by_table.engine, Engine::Table(_)));
        let by_search = ChompGame {
            start: vec![6; 5],
            engine: Engine::Search(Box::new(RefCell::new(Solver::new(
                Chomp::rectangle(5, 6).unwrap(),
                1 << 20,
            )))),
        };
        let mut seen = std::collections::HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(position) = todo.pop() {
            assert_eq!(
                by_table.value(position),
                by_search.value(position),
                "{position:x}"
            );
            assert_eq!(
                by_table.outcome(&position, Side::Left),
                by_search.outcome(&position, Side::Left),
                "{position:x}"
            );
            for mv in by_table.moves(&position, Side::Left) {
                let next = by_table.apply(&position, &mv, Side::Left);
                if seen.insert(next) {
                    todo.push(next);
                }
            }
        }
        assert_eq!(seen.len() as u64, ChompTable::positions(5, 6).unwrap() - 1);
    }

    /// A box past the table's bound goes to the search when few staircases fit inside.
    #[test]
    fn a_long_thin_staircase_is_searched() {
        let mut rows = vec!["1"; 15];
        rows.insert(0, "15");
        let (game, _) = chomp(&[&rows.join(",")]).unwrap();
        assert!(matches!(game.engine, Engine::Search(_)));
    }

    #[test]
    fn staircases_inside_a_rectangle_are_a_binomial() {
        // Lattice paths: C(r + c, r).
        let binomial = |n: u64, k: u64| (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1));
        for r in 1..=8usize {
            for c in 1..=8usize {
                assert_eq!(
                    staircases_inside(&vec![c; r]),
                    binomial((r + c) as u64, r as u64),
                    "{r}x{c}"
                );
            }
        }
        // Inside 2,1: the empty one, 1, 2, 1+1, 2+1.
        assert_eq!(staircases_inside(&[2, 1]), 5);
        // Inside the triangle n, n-1, …, 1: the Catalan number C(n + 1).
        assert_eq!(staircases_inside(&[3, 2, 1]), 14);
        assert_eq!(staircases_inside(&[4, 3, 2, 1]), 42);
    }
}
