//! The flipping game itself, searched over every lit/unlit pattern of a small board, compared
//! with `solve`; and the testdata `brute-*` cases recomputed by that search. No Grundy values
//! and no nim products: only the move rule and "the player who cannot move loses".

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;

/// Whether the player to move wins, for every pattern of lights on a `width × height` board
/// (columns `x = 1..=width`, rows `y = 1..=height`; cell `(x, y)` is bit
/// `(x − 1)·height + (y − 1)`).
///
/// A move picks a lit cell `(x2, y2)` and any `x1 ≤ x2`, `y1 ≤ y2`, and flips each distinct
/// corner of the rectangle once. Every corner other than `(x2, y2)` has a lower bit than it,
/// and that bit goes from 1 to 0, so each move lowers the pattern as a number: filling the
/// table in increasing order sees every successor first, and the game always ends.
struct Board {
    height: usize,
    wins: Vec<bool>,
}

impl Board {
    fn new(width: usize, height: usize) -> Self {
        let cells = width * height;
        assert!(cells <= 16, "{width} × {height} is too large to search");
        let bit = |x: usize, y: usize| 1usize << ((x - 1) * height + (y - 1));
        let mut wins = vec![false; 1 << cells];
        for pattern in 1..wins.len() {
            let mut can_win = false;
            'moves: for x2 in 1..=width {
                for y2 in 1..=height {
                    if pattern & bit(x2, y2) == 0 {
                        continue;
                    }
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            let mut next = pattern;
                            // The set of corners: a repeated corner is flipped once.
                            let mut corners = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
                            corners.sort_unstable();
                            corners.dedup();
                            for (x, y) in corners {
                                next ^= bit(x, y);
                            }
                            if !wins[next] {
                                can_win = true;
                                break 'moves;
                            }
                        }
                    }
                }
            }
            wins[pattern] = can_win;
        }
        Board { height, wins }
    }

    fn first_player_wins(&self, lights: &[(usize, usize)]) -> bool {
        let pattern = lights
            .iter()
            .fold(0, |p, &(x, y)| p | 1 << ((x - 1) * self.height + (y - 1)));
        self.wins[pattern]
    }
}

/// Board shapes searched: every lit cell of a test lies in one of them. Cells beyond a
/// position's largest coordinates never take part in a move, so any board that covers the
/// lights plays the same game.
const SHAPES: [(usize, usize); 7] = [(4, 4), (2, 8), (8, 2), (3, 5), (5, 3), (1, 16), (16, 1)];

struct Boards(HashMap<(usize, usize), Board>);

impl Boards {
    fn new() -> Self {
        Boards(HashMap::new())
    }

    fn first_player_wins(&mut self, lights: &[(usize, usize)]) -> bool {
        let width = lights.iter().map(|l| l.0).max().unwrap_or(1);
        let height = lights.iter().map(|l| l.1).max().unwrap_or(1);
        let shape = *SHAPES
            .iter()
            .find(|&&(w, h)| width <= w && height <= h)
            .unwrap_or_else(|| panic!("no searched board covers {lights:?}"));
        self.0
            .entry(shape)
            .or_insert_with(|| Board::new(shape.0, shape.1))
            .first_player_wins(lights)
    }
}

const WIN: &str = "Have a try, lxhgww.\n";
const LOSE: &str = "Don't waste your time.\n";

/// The expected output of `input`, every case decided by searching its board.
fn brute_output(input: &str, boards: &mut Boards) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a small number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("n");
        let lights: Vec<(usize, usize)> = (0..n)
            .map(|_| (numbers.next().expect("x"), numbers.next().expect("y")))
            .collect();
        out.push_str(if boards.first_player_wins(&lights) {
            WIN
        } else {
            LOSE
        });
    }
    out
}

/// A random test case: distinct lit cells of a random board shape.
fn random_case(rng: &mut testkit::ChaCha8Rng, text: &mut String) {
    let (width, height) = SHAPES[rng.gen_range(0..SHAPES.len())];
    let mut cells: Vec<(usize, usize)> = (1..=width)
        .flat_map(|x| (1..=height).map(move |y| (x, y)))
        .collect();
    cells.shuffle(rng);
    let n = rng.gen_range(0..=6.min(cells.len()));
    writeln!(text, "{n}").unwrap();
    for &(x, y) in &cells[..n] {
        writeln!(text, "{x} {y}").unwrap();
    }
}

#[test]
fn compare_with_brute_force() {
    let mut boards = Boards::new();
    let outputs = testkit::compare_with_brute(
        500,
        |rng| {
            let cases = rng.gen_range(1..=4);
            let mut input = format!("{cases}\n");
            for _ in 0..cases {
                random_case(rng, &mut input);
            }
            input
        },
        hdu3404::solve,
        |input| brute_output(input, &mut boards),
    );
    // Both answers must be well represented among the cases.
    let all: String = outputs.concat();
    let (wins, losses) = (all.matches(WIN).count(), all.matches(LOSE).count());
    assert!(wins > 200 && losses > 100, "{wins} wins, {losses} losses");
}

/// The statement's sample and the traps of the brief, by search.
#[test]
fn known_positions() {
    let mut boards = Boards::new();
    assert!(!boards.first_player_wins(&[(1, 2), (2, 1)]));
    assert!(boards.first_player_wins(&[(1, 1), (2, 2)]));
    // A lone light at (1, 1) is a win: switch it off. (1-based coordinates matter.)
    assert!(boards.first_player_wins(&[(1, 1)]));
    // Mirror images cancel.
    assert!(!boards.first_player_wins(&[(1, 3), (3, 1), (2, 4), (4, 2)]));
    // Nothing lit: no move.
    assert!(!boards.first_player_wins(&[]));
}

#[test]
fn brute_force_reproduces_testdata() {
    let mut boards = Boards::new();
    testkit::testdata::assert_agrees("hdu3404", "brute-", 10, |input| {
        brute_output(input, &mut boards)
    });
}
