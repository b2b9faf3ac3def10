//! The real maze game searched move by move from the rules (no matching), compared with `solve`
//! on random mazes and used to prove every `testdata/bzoj1443/brute-*.out`.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::Rng;

/// A maze of at most 16 cells, row-major, `true` = passable.
struct Maze {
    n: usize,
    m: usize,
    open: Vec<bool>,
}

impl Maze {
    fn parse(input: &str) -> Self {
        let mut tokens = input.split_ascii_whitespace();
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let m: usize = tokens.next().unwrap().parse().unwrap();
        let open: Vec<bool> = (0..n)
            .flat_map(|_| tokens.next().unwrap().bytes().map(|b| b == b'.'))
            .collect();
        assert_eq!(open.len(), n * m);
        assert!(n * m <= 16, "the brute force handles at most 16 cells");
        Self { n, m, open }
    }

    fn neighbours(&self, at: usize) -> Vec<usize> {
        let mut out = testkit::grid::grid_neighbours(at, self.n, self.m);
        out.retain(|&v| self.open[v]);
        out
    }

    /// Whether the player about to move the piece from `at` wins, `visited` holding every cell
    /// the piece has stood on: a move goes to an adjacent passable unvisited cell, and the
    /// player who cannot move has lost (the last mover won).
    fn mover_wins(&self, at: usize, visited: u32, memo: &mut HashMap<(usize, u32), bool>) -> bool {
        if let Some(&w) = memo.get(&(at, visited)) {
            return w;
        }
        let wins = self
            .neighbours(at)
            .into_iter()
            .filter(|&next| visited >> next & 1 == 0)
            .any(|next| !self.mover_wins(next, visited | 1 << next, memo));
        memo.insert((at, visited), wins);
        wins
    }
}

/// The expected output, from the rules: AA places the piece on `s`, then YY moves first.
fn brute_answer(input: &str) -> String {
    let maze = Maze::parse(input);
    let mut memo = HashMap::new();
    let mut out = String::new();
    for s in (0..maze.n * maze.m).filter(|&s| maze.open[s]) {
        if !maze.mover_wins(s, 1 << s, &mut memo) {
            writeln!(out, "{} {}", s / maze.m + 1, s % maze.m + 1).unwrap();
        }
    }
    if out.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{out}")
    }
}

/// A random maze of at most 16 cells: square-ish boards and long thin ones, with a random
/// density of walls, sometimes written with CRLF line ends and trailing spaces.
fn random_input(rng: &mut impl Rng) -> String {
    let (n, m) = match rng.gen_range(0..4) {
        0 => (1, rng.gen_range(1..=16)),
        1 => (rng.gen_range(1..=16), 1),
        2 => (2, rng.gen_range(1..=8)),
        _ => (rng.gen_range(1..=4), rng.gen_range(1..=4)),
    };
    let wall = rng.gen_range(0.0..0.6);
    let eol = if rng.gen_bool(0.2) { " \r\n" } else { "\n" };
    let mut input = format!("{n} {m}{eol}");
    for _ in 0..n {
        let row: String = (0..m)
            .map(|_| if rng.gen_bool(wall) { '#' } else { '.' })
            .collect();
        input.push_str(&row);
        input.push_str(eol);
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut rng = testkit::rng();
    let mut wins = 0;
    for _ in 0..400 {
        let input = random_input(&mut rng);
        let expected = brute_answer(&input);
        wins += usize::from(expected.starts_with("WIN"));
        assert_eq!(
            testkit::solve_to_string(bzoj1443::solve, &input),
            expected,
            "input:\n{input}"
        );
    }
    // Both answers must be well represented, or the comparison proves little.
    assert!(
        (100..=300).contains(&wins),
        "{wins} of 400 random mazes are wins"
    );
}

/// Every `brute-*.out` is what the brute force says for its `.in`. With `BLESS=1` the files
/// are (re)written from the brute force instead.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj1443", "brute-", 10, brute_answer);
}
