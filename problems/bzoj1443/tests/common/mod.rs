//! The maze as input and output, shared by the brute force, the second method and the binary
//! tests (each test file uses a part, hence `dead_code`); who wins is worked out by each
//! method on its own.
#![allow(dead_code)]

use std::fmt::Write as _;
use testkit::rand::Rng;

/// A maze, row-major, `true` = passable.
pub struct Maze {
    pub n: usize,
    pub m: usize,
    pub open: Vec<bool>,
}

impl Maze {
    /// Reads the input format independently of the solution (only valid inputs reach this).
    pub fn parse(input: &str) -> Self {
        let mut tokens = input.split_ascii_whitespace();
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let m: usize = tokens.next().unwrap().parse().unwrap();
        let open: Vec<bool> = (0..n)
            .flat_map(|_| tokens.next().unwrap().bytes().map(|b| b == b'.'))
            .collect();
        assert_eq!(open.len(), n * m);
        Self { n, m, open }
    }

    /// The passable cells next to cell `v` if it is passable itself (none next to a wall).
    pub fn open_neighbours(&self, v: usize) -> Vec<usize> {
        let mut out = testkit::grid::grid_neighbours(v, self.n, self.m);
        out.retain(|&w| self.open[v] && self.open[w]);
        out
    }
}

/// The output: `WIN` and the start cells from which AA wins (row-major, increasing), or `LOSE`
/// when there are none.
pub fn output(maze: &Maze, winning_starts: impl IntoIterator<Item = usize>) -> String {
    let mut out = String::new();
    for s in winning_starts {
        writeln!(out, "{} {}", s / maze.m + 1, s % maze.m + 1).unwrap();
    }
    if out.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{out}")
    }
}

/// An `n`×`m` maze as an input, each cell a wall with probability `wall`, each line ended by
/// `eol`.
pub fn random_maze(rng: &mut impl Rng, (n, m): (usize, usize), wall: f64, eol: &str) -> String {
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
