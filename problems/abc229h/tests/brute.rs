//! Advance or Eat played from the rules on whole boards — a win/lose search over the full board
//! and whose turn it is, with no columns and no values — compared with `solve` on random
//! boards, with every `brute-*` testdata answer, and with the column values of the core path.

use abc229h::{Column, ColumnValues};
use gamecore::partizan::number_game::NumberGameSolver;
use testkit::rand::Rng;
use testkit::search::GameSearch;

/// A whole position: the board row-major (`W`, `B`, `.`, row 1 first) and whether Takahashi
/// is to move.
type Board = (Vec<u8>, bool);

/// The side of a square board of `cells` squares.
fn side(cells: usize) -> usize {
    (1..=cells).find(|n| n * n == cells).unwrap_or(0)
}

/// The rules. The player to move (Takahashi: `W`, Snuke: `B`) either moves one of his pieces
/// from row `i` to the empty square of row `i − 1` in the same column (both colours move up,
/// towards row 1), or removes any one piece of the opponent's, wherever it is. A player who
/// can do neither loses.
fn advance_or_eat() -> GameSearch<Board> {
    GameSearch::normal(|(cells, takahashi): &Board| {
        let n = side(cells.len());
        let (own, other) = if *takahashi {
            (b'W', b'B')
        } else {
            (b'B', b'W')
        };
        let mut next = Vec::new();
        for square in 0..cells.len() {
            if cells[square] == own && square >= n && cells[square - n] == b'.' {
                let mut after = cells.clone();
                after.swap(square, square - n);
                next.push((after, !takahashi));
            }
            if cells[square] == other {
                let mut after = cells.clone();
                after[square] = b'.';
                next.push((after, !takahashi));
            }
        }
        next
    })
}

/// The board of a valid input (row-major, row 1 first).
fn board(input: &str) -> Vec<u8> {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let cells: Vec<u8> = tokens.take(n).flat_map(|row| row.bytes()).collect();
    assert_eq!(cells.len(), n * n, "{input}");
    cells
}

/// The expected output of a valid `input`: who wins with Takahashi to move, by the search.
fn brute_output(input: &str, search: &mut GameSearch<Board>) -> String {
    let wins = search.mover_wins((board(input), true));
    (if wins { "Takahashi\n" } else { "Snuke\n" }).to_owned()
}

/// A random board: side 1 to 3 with every square random (sometimes mostly empty), or side 4
/// with 2 to 6 pieces.
fn random_cells(rng: &mut testkit::ChaCha8Rng) -> Vec<u8> {
    let n = rng.gen_range(1..=4);
    if n <= 3 {
        let empty = if rng.gen_bool(0.3) { 0.6 } else { 0.3 };
        (0..n * n)
            .map(|_| {
                if rng.gen_bool(empty) {
                    b'.'
                } else if rng.gen_bool(0.5) {
                    b'W'
                } else {
                    b'B'
                }
            })
            .collect()
    } else {
        let mut cells = vec![b'.'; 16];
        for _ in 0..rng.gen_range(2..=6) {
            let square = rng.gen_range(0..16);
            cells[square] = if rng.gen_bool(0.5) { b'W' } else { b'B' };
        }
        cells
    }
}

fn input_text(cells: &[u8]) -> String {
    let n = side(cells.len());
    let mut text = format!("{n}\n");
    for row in cells.chunks(n) {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text
}

#[test]
fn compare_with_brute_force() {
    let mut search = advance_or_eat();
    let outputs = testkit::compare_with_brute(
        600,
        |rng| input_text(&random_cells(rng)),
        abc229h::solve,
        |input| brute_output(input, &mut search),
    );
    testkit::assert_lines_share(&outputs, |l| l == "Takahashi", 4);
}

/// Every board of side 1 and 2 (3^1 + 3^4 of them), each with Takahashi to move.
#[test]
fn every_board_up_to_side_2_agrees() {
    let mut search = advance_or_eat();
    for n in 1..=2u32 {
        for code in 0..3usize.pow(n * n) {
            let cells: Vec<u8> = (0..n * n)
                .map(|i| b".WB"[code / 3usize.pow(i) % 3])
                .collect();
            let input = input_text(&cells);
            assert_eq!(
                testkit::solve_to_string(abc229h::solve, &input),
                brute_output(&input, &mut search),
                "{input}"
            );
        }
    }
}

/// The core path against the whole-board search, on the full theory rather than on the one
/// answer the problem asks: the exact sum of the column values (`ColumnValues`) is positive
/// iff Takahashi wins whoever starts, negative
/// iff Snuke wins whoever starts, and 0 iff the player to move loses.
#[test]
fn column_sums_decide_both_starters() {
    let mut search = advance_or_eat();
    let mut values = ColumnValues::new();
    let mut rng = testkit::rng();
    let mut signs = [0; 3];
    for _ in 0..500 {
        let cells = random_cells(&mut rng);
        let n = side(cells.len());
        let mut total = gamecore::partizan::dyadic::Dyadic::ZERO;
        for c in 0..n {
            let squares: Vec<u8> = (0..n).map(|r| cells[r * n + c]).collect();
            total += values.value(Column::from_squares(&squares)).unwrap();
        }
        let takahashi_first = search.mover_wins((cells.clone(), true));
        let snuke_first = search.mover_wins((cells.clone(), false));
        let expected = match total.signum() {
            1 => (true, false),
            -1 => (false, true),
            _ => (false, false),
        };
        signs[(total.signum() + 1) as usize] += 1;
        assert_eq!(
            (takahashi_first, snuke_first),
            expected,
            "{}sum of column values {total}",
            input_text(&cells)
        );
    }
    assert!(signs.iter().all(|&count| count >= 50), "{signs:?}");
}

/// The statement's samples and the brief's worked values.
#[test]
fn hand_checked_positions() {
    let mut search = advance_or_eat();
    // Sample 1: Takahashi owns no piece and wins by eating.
    assert!(search.mover_wins((b"BB..B....".to_vec(), true)));
    // Sample 2: two columns of -1/2 each.
    assert!(!search.mover_wins((b"..WW".to_vec(), true)));
    assert!(search.mover_wins((b"..WW".to_vec(), false)));
    let mut values = ColumnValues::new();
    let mut value = |s: &[u8]| values.value(Column::from_squares(s)).unwrap().to_string();
    assert_eq!(value(b"B.."), "1");
    assert_eq!(value(b"BB."), "2");
    assert_eq!(value(b"..."), "0");
    assert_eq!(value(b"W."), "-1");
    assert_eq!(value(b".W"), "-1/2");
    // Sample 3's columns.
    assert_eq!(value(b"WWBB"), "-1/2");
    assert_eq!(value(b"WWWB"), "-2");
    assert_eq!(value(b"BWBB"), "3/2");
    assert_eq!(value(b"WW.B"), "-3/2");
    assert_eq!(value(b".......W"), "-1/128");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut search = advance_or_eat();
    testkit::testdata::assert_agrees("abc229h", "brute-", 8, |input| {
        brute_output(input, &mut search)
    });
}

/// The crate's own column search (a dense memo of scaled integers) against `gamecore`'s general
/// `NumberGameSolver` (a hash map of exact `Dyadic`s, simplest numbers by the core's rule) fed
/// the same moves: every column of up to 8 squares, the judge's side, valued alike.
#[test]
fn column_values_match_the_general_solver_on_every_column_up_to_eight_squares() {
    let mut solver = NumberGameSolver::new();
    let mut values = ColumnValues::new();
    let mut compared = 0;
    for n in 1..=8u32 {
        for code in 0..3usize.pow(n) {
            let squares: Vec<u8> = (0..n).map(|i| b".WB"[code / 3usize.pow(i) % 3]).collect();
            let column = Column::from_squares(&squares);
            let expected = solver
                .value(
                    &column,
                    |c: &Column, out: &mut Vec<Column>| c.push_left_options(out),
                    |c: &Column, out: &mut Vec<Column>| c.push_right_options(out),
                )
                .unwrap();
            assert_eq!(values.value(column).unwrap(), expected, "{column}");
            compared += 1;
        }
    }
    assert_eq!(compared, (1..=8).map(|n| 3usize.pow(n)).sum::<usize>());
}
