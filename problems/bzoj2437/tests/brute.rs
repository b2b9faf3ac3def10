//! The real sliding game searched position by position from the rules (no matching, no graph
//! reduction), compared with `solve` on random boards with random legal records, and used to
//! prove every `testdata/bzoj2437/brute-*.out`.

use std::collections::HashMap;
use testkit::rand::Rng;
use testkit::ChaCha8Rng;

mod common;

/// A position of the actual game on a board of at most 16 cells: where the empty cell is and
/// which cells hold white pieces (every other cell holds a black one), plus who moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Position {
    empty: usize,
    white: u32,
    tutu_to_move: bool,
}

struct Game {
    n: usize,
    m: usize,
    /// `None` while a position is being searched: meeting it again would mean the game can
    /// cycle, which the statement rules out, so the search stops loudly instead of guessing.
    memo: HashMap<Position, Option<bool>>,
}

impl Game {
    fn new(n: usize, m: usize) -> Self {
        assert!(n * m <= 16, "the brute force handles at most 16 cells");
        Self {
            n,
            m,
            memo: HashMap::new(),
        }
    }

    /// The positions after each legal move: Tutu slides an adjacent white piece into the empty
    /// cell, Dandan an adjacent black one.
    fn moves(&self, p: Position) -> Vec<Position> {
        testkit::grid::grid_neighbours(p.empty, self.n, self.m)
            .into_iter()
            .filter(|&c| (p.white >> c & 1 == 1) == p.tutu_to_move)
            .map(|c| Position {
                empty: c,
                white: if p.tutu_to_move {
                    p.white & !(1 << c) | 1 << p.empty
                } else {
                    p.white
                },
                tutu_to_move: !p.tutu_to_move,
            })
            .collect()
    }

    /// Whether the player to move in `p` can force a win (the player unable to move loses).
    fn mover_wins(&mut self, p: Position) -> bool {
        match self.memo.get(&p) {
            Some(Some(w)) => return *w,
            Some(None) => panic!("the game returned to {p:?}"),
            None => {}
        }
        self.memo.insert(p, None);
        let wins = self.moves(p).into_iter().any(|q| !self.mover_wins(q));
        self.memo.insert(p, Some(wins));
        wins
    }
}

/// The game and start position of an input, and its record's moves.
fn parse(input: &str) -> (Game, Position, Vec<usize>) {
    let record = common::parse(input);
    let white = (0..record.board.len())
        .filter(|&v| record.board[v] == b'O')
        .fold(0, |set, v| set | 1 << v);
    let start = Position {
        empty: record.board.iter().position(|&b| b == b'.').unwrap(),
        white,
        tutu_to_move: true,
    };
    (Game::new(record.n, record.m), start, record.moves)
}

/// The expected output from the definition: Tutu's move `i` is a mistake iff Tutu wins the
/// position before it (Tutu to move) and Dandan wins the position after it (Dandan to move).
fn brute_answer(input: &str) -> String {
    let (mut game, start, moves) = parse(input);
    let mut p = start;
    let mut mistakes = Vec::new();
    for (t, &cell) in moves.iter().enumerate() {
        let next = game
            .moves(p)
            .into_iter()
            .find(|q| q.empty == cell)
            .unwrap_or_else(|| panic!("move {} is illegal in\n{input}", t + 1));
        if p.tutu_to_move && game.mover_wins(p) && game.mover_wins(next) {
            mistakes.push(t / 2 + 1);
        }
        p = next;
    }
    assert!(
        game.moves(p).is_empty(),
        "Tutu can still move after\n{input}"
    );
    common::mistakes_output(&mistakes)
}

/// A random board of at most 16 cells and a random legal game on it that Tutu lost: random
/// legal moves are played until someone is stuck, and games that Dandan lost are redrawn.
/// Pieces that can ever move are made likelier, so the games are longer.
fn random_input(rng: &mut impl Rng) -> String {
    loop {
        let (n, m) = match rng.gen_range(0..4) {
            0 => (1, rng.gen_range(1..=16)),
            1 => (rng.gen_range(1..=16), 1),
            2 => (2, rng.gen_range(1..=8)),
            _ => (rng.gen_range(1..=4), rng.gen_range(1..=4)),
        };
        let cells = n * m;
        let empty = rng.gen_range(0..cells);
        let parity = |v: usize| (v / m + v % m) % 2;
        let likely = rng.gen_range(0.7..1.0);
        let mut white = 0u32;
        for v in (0..cells).filter(|&v| v != empty) {
            // White pieces can move when an odd number of steps from the empty cell.
            let movable_colour_is_white = parity(v) != parity(empty);
            if rng.gen_bool(likely) == movable_colour_is_white {
                white |= 1 << v;
            }
        }
        let game = Game::new(n, m);
        let mut p = Position {
            empty,
            white,
            tutu_to_move: true,
        };
        let start = p;
        let mut moves = Vec::new();
        loop {
            let options = game.moves(p);
            if options.is_empty() {
                break;
            }
            p = options[rng.gen_range(0..options.len())];
            moves.push(p.empty);
        }
        // Tutu lost iff she is the one stuck; a stuck start (k = 0) is kept only sometimes.
        if !p.tutu_to_move || (moves.is_empty() && !rng.gen_bool(0.05)) {
            continue;
        }
        let eol = if rng.gen_bool(0.2) { " \r\n" } else { "\n" };
        let board: Vec<u8> = (0..cells)
            .map(|v| {
                if v == start.empty {
                    b'.'
                } else if start.white >> v & 1 == 1 {
                    b'O'
                } else {
                    b'X'
                }
            })
            .collect();
        return common::input_text(m, &board, &moves, eol);
    }
}

#[test]
fn compare_with_brute_force() {
    let mut long_games = 0;
    let random_record = |rng: &mut ChaCha8Rng| {
        let input = random_input(rng);
        long_games += usize::from(common::parse(&input).moves.len() >= 6);
        input
    };
    let outputs = testkit::compare_with_brute(400, random_record, bzoj2437::solve, brute_answer);
    // The comparison proves little unless mistakes and long records are common.
    testkit::assert_share(&outputs, |o| !o.starts_with("0\n"), 60, 400);
    assert!(
        long_games >= 100,
        "only {long_games} of 400 records have 3 or more rounds"
    );
}

/// Every `brute-*.out` is what the brute force says for its `.in` (with `BLESS=1` the files
/// are (re)written from the brute force instead), and so are the official samples.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj2437", "brute-", 10, brute_answer);
    testkit::testdata::assert_agrees("bzoj2437", "sample-", 3, brute_answer);
}
