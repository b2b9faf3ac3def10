//! The real maze game searched move by move from the rules (no matching), compared with `solve`
//! on random mazes and used to prove every `testdata/bzoj1443/brute-*.out`.

use common::Maze;
use std::collections::HashMap;
use testkit::rand::Rng;

mod common;

/// Whether the player about to move the piece from `at` wins, `visited` holding every cell
/// the piece has stood on: a move goes to an adjacent passable unvisited cell, and the player
/// who cannot move has lost (the last mover won).
fn mover_wins(
    maze: &Maze,
    at: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(at, visited)) {
        return w;
    }
    let wins = maze
        .open_neighbours(at)
        .into_iter()
        .filter(|&next| visited >> next & 1 == 0)
        .any(|next| !mover_wins(maze, next, visited | 1 << next, memo));
    memo.insert((at, visited), wins);
    wins
}

/// The expected output, from the rules: AA places the piece on `s`, then YY moves first.
fn brute_answer(input: &str) -> String {
    let maze = Maze::parse(input);
    assert!(
        maze.open.len() <= 16,
        "the brute force handles at most 16 cells"
    );
    let mut memo = HashMap::new();
    let mut aa_wins = |s: usize| maze.open[s] && !mover_wins(&maze, s, 1 << s, &mut memo);
    common::output(&maze, (0..maze.open.len()).filter(|&s| aa_wins(s)))
}

/// A random maze of at most 16 cells: square-ish boards and long thin ones, with a random
/// density of walls, sometimes written with CRLF line ends and trailing spaces.
fn random_input(rng: &mut impl Rng) -> String {
    // Sides drawn as `i32`: the generator's stream, and so the mazes, are those this test has
    // always used.
    let (n, m): (i32, i32) = match rng.gen_range(0..4) {
        0 => (1, rng.gen_range(1..=16)),
        1 => (rng.gen_range(1..=16), 1),
        2 => (2, rng.gen_range(1..=8)),
        _ => (rng.gen_range(1..=4), rng.gen_range(1..=4)),
    };
    let wall = rng.gen_range(0.0..0.6);
    let eol = if rng.gen_bool(0.2) { " \r\n" } else { "\n" };
    common::random_maze(rng, (n as usize, m as usize), wall, eol)
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, bzoj1443::solve, brute_answer);
    // Both answers must be well represented, or the comparison proves little.
    testkit::assert_share(&outputs, |o| o.starts_with("WIN"), 100, 300);
}

/// Every `brute-*.out` is what the brute force says for its `.in`. With `BLESS=1` the files
/// are (re)written from the brute force instead.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj1443", "brute-", 10, brute_answer);
}
