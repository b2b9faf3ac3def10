//! The real piece-moving game searched position by position over every layout, compared with
//! `solve`; and the testdata `brute-*` cases recomputed by that search.

use std::collections::HashMap;
use testkit::rand::Rng;
use testkit::ChaCha8Rng;

mod common;

/// The game on a strip of `n` cells where a turn moves 1 to `d` of the mover's pieces, searched
/// from the rules: a position is a bitmask of occupied cells (pieces never pass each other, so
/// the colours stay W B W B … from the left) plus whose turn it is.
struct Game {
    n: usize,
    d: usize,
    /// `memo[mask * 2 + white_to_move]`: 0 unknown, 1 the mover loses, 2 the mover wins.
    memo: Vec<u8>,
}

impl Game {
    fn new(n: usize, d: usize) -> Self {
        Self {
            n,
            d,
            memo: vec![0; 2 << n],
        }
    }

    fn mover_wins(&mut self, mask: u32, white_to_move: bool) -> bool {
        let slot = mask as usize * 2 + usize::from(white_to_move);
        if self.memo[slot] != 0 {
            return self.memo[slot] == 2;
        }
        let cells: Vec<usize> = (0..self.n).filter(|&c| mask >> c & 1 == 1).collect();
        // Where each of the mover's pieces may go: white only right, black only left, never
        // onto or over the neighbouring piece in that direction or off the board.
        let mut options: Vec<(usize, Vec<usize>)> = Vec::new();
        for (index, &cell) in cells.iter().enumerate() {
            let white = index % 2 == 0;
            if white != white_to_move {
                continue;
            }
            let targets: Vec<usize> = if white {
                let limit = cells.get(index + 1).copied().unwrap_or(self.n);
                (cell + 1..limit).collect()
            } else {
                let limit = if index == 0 { 0 } else { cells[index - 1] + 1 };
                (limit..cell).collect()
            };
            if !targets.is_empty() {
                options.push((cell, targets));
            }
        }
        let mut children = Vec::new();
        collect_moves(&options, self.d, 0, 0, mask, &mut children);
        let wins = children
            .into_iter()
            .any(|child| !self.mover_wins(child, !white_to_move));
        self.memo[slot] = if wins { 2 } else { 1 };
        wins
    }
}

/// Every position reached by moving at most `budget − moved` more of the pieces in
/// `options[from..]`, with at least one piece moved overall. Pieces of one colour never
/// neighbour each other, so their moves are independent.
fn collect_moves(
    options: &[(usize, Vec<usize>)],
    budget: usize,
    from: usize,
    moved: usize,
    mask: u32,
    out: &mut Vec<u32>,
) {
    if from == options.len() || moved == budget {
        if moved > 0 {
            out.push(mask);
        }
        return;
    }
    collect_moves(options, budget, from + 1, moved, mask, out);
    let (cell, targets) = &options[from];
    for &target in targets {
        let next = mask & !(1 << cell) | 1 << target;
        collect_moves(options, budget, from + 1, moved + 1, next, out);
    }
}

/// Layouts of `k` pieces on `n` cells that white, moving first, wins — counted one by one.
fn brute_count(games: &mut HashMap<(usize, usize), Game>, n: usize, k: usize, d: usize) -> u64 {
    let game = games.entry((n, d)).or_insert_with(|| Game::new(n, d));
    (0u32..1 << n)
        .filter(|mask| mask.count_ones() as usize == k)
        .filter(|&mask| game.mover_wins(mask, true))
        .count() as u64
}

/// The expected output for `input`, by [`brute_count`].
fn brute_output(games: &mut HashMap<(usize, usize), Game>, input: &str) -> String {
    let (n, k, d) = common::read_nkd(input);
    format!("{}\n", brute_count(games, n, k, d))
}

/// A random input with 9 to 14 cells, where the one-direction rule changes the counts.
fn random_input(rng: &mut impl Rng) -> String {
    let n: usize = rng.gen_range(9..=14);
    let k = 2 * rng.gen_range(1..=n / 2);
    let d = rng.gen_range(1..=k);
    format!("{n} {k} {d}\n")
}

#[test]
fn compare_with_brute_force() {
    let mut games = HashMap::new();
    // Every valid input with n <= 12, in order (the generator is not used), then random larger
    // ones.
    let mut small = common::valid_inputs(12).into_iter();
    let every_small = small.len();
    let next_small = |_: &mut ChaCha8Rng| {
        let (n, k, d) = small.next().unwrap();
        format!("{n} {k} {d}\n")
    };
    testkit::compare_with_brute(every_small, next_small, bzoj2281::solve, |input| {
        brute_output(&mut games, input)
    });
    testkit::compare_with_brute(150, random_input, bzoj2281::solve, |input| {
        brute_output(&mut games, input)
    });
    assert!(every_small + 150 >= 300, "only {every_small} small inputs");
}

/// The trap from the brief: the both-ways reading gives 409 here, the official data 405.
#[test]
fn one_direction_rule() {
    let mut games = HashMap::new();
    assert_eq!(brute_count(&mut games, 12, 8, 2), 405);
    assert_eq!(brute_count(&mut games, 10, 4, 2), 182); // the sample
}

#[test]
fn brute_force_reproduces_testdata() {
    let mut games = HashMap::new();
    testkit::testdata::assert_agrees("bzoj2281", "brute-", 10, |input| {
        brute_output(&mut games, input)
    });
}
