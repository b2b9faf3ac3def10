//! The `max-*` cases (40 × 40 boards with long records) recomputed by a second, independent
//! method: the record is replayed on the actual board, and for every position the graph of
//! cells the empty cell can still enter is rebuilt from the current board and whose turn it
//! is (not from the initial board and the visited cells, as `solve` does). The mover wins iff
//! removing the empty cell lowers the maximum matching, and both matchings are recomputed from
//! scratch by breadth-first augmenting searches written here, not gamecore's kept-up-to-date
//! matching.

use gamecore::graph::Undirected;
use gamecore::matching::{Matching, Removal};

use testkit::grid::grid_neighbours;
use testkit::matching::{augment, UNMATCHED};
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;

mod common;

/// The size of a maximum matching of the grid graph restricted to `alive`, from scratch.
fn maximum_matching(adj: &[Vec<usize>], alive: &[bool], m: usize) -> usize {
    let mut mate = vec![UNMATCHED; adj.len()];
    (0..adj.len())
        .filter(|&v| alive[v] && (v / m + v % m) % 2 == 0)
        .filter(|&v| augment(adj, &mut mate, v, |y| alive[y]))
        .count()
}

/// The pieces Tutu (`tutu`) or Dandan moves, and the other colour.
fn colours(tutu: bool) -> (u8, u8) {
    if tutu {
        (b'O', b'X')
    } else {
        (b'X', b'O')
    }
}

/// The cells still in play when the empty cell is at `empty` and `tutu` tells who moves: the
/// empty cell reaches cells an odd number of steps away holding the mover's colour, and then
/// cells an even number away holding the other colour.
fn in_play(board: &[u8], empty: usize, tutu: bool, m: usize) -> Vec<bool> {
    let (mine, theirs) = colours(tutu);
    let odd = |v: usize| (v / m + v % m + empty / m + empty % m) % 2 == 1;
    (0..board.len())
        .map(|v| v == empty || board[v] == if odd(v) { mine } else { theirs })
        .collect()
}

fn independent_answer(input: &str) -> String {
    let common::Record {
        n,
        m,
        mut board,
        moves,
    } = common::parse(input);
    let adj: Vec<Vec<usize>> = (0..n * m).map(|v| grid_neighbours(v, n, m)).collect();
    let mut empty = board.iter().position(|&b| b == b'.').unwrap();
    let mut mistakes = Vec::new();
    let mut tutu_won = false;
    for (t, &cell) in moves.iter().enumerate() {
        let tutu = t % 2 == 0;
        let mut alive = in_play(&board, empty, tutu, m);
        let with = maximum_matching(&adj, &alive, m);
        alive[empty] = false;
        let without = maximum_matching(&adj, &alive, m);
        let mover_wins = without < with;
        if tutu {
            tutu_won = mover_wins;
        } else if tutu_won && mover_wins {
            mistakes.push(t / 2 + 1);
        }
        assert!(
            adj[empty].contains(&cell) && board[cell] == colours(tutu).0,
            "move {}",
            t + 1
        );
        board.swap(cell, empty);
        empty = cell;
    }
    common::mistakes_output(&mistakes)
}

/// Every `max-*.out` is what the independent method says for its `.in`, and so are the
/// official samples (a check of the method itself).
#[test]
fn max_testdata_agrees_with_matchings_from_scratch() {
    testkit::testdata::assert_agrees("bzoj2437", "max-", 1, independent_answer);
    testkit::testdata::assert_agrees("bzoj2437", "sample-", 3, independent_answer);
}

/// Whether the player to move wins, by gamecore's matching on the graph rebuilt from the
/// actual board (only the generator uses this, to steer games into having mistakes).
fn oracle_mover_wins(board: &[u8], empty: usize, tutu: bool, n: usize, m: usize) -> bool {
    let alive = in_play(board, empty, tutu, m);
    let mut edges = Vec::new();
    for v in (0..n * m).filter(|&v| alive[v]) {
        for w in grid_neighbours(v, n, m) {
            if w > v && alive[w] {
                edges.push((v as u32, w as u32));
            }
        }
    }
    let graph = Undirected::new(n * m, &edges).unwrap();
    Matching::new(graph).unwrap().forbid(empty) == Removal::Shrunk
}

/// A long game that Tutu lost on a random `n`×`m` board, as an input. Each cell holds, with
/// probability `density`, the colour that lets it move when the empty cell arrives (so the
/// game graph is dense). The record is played on the actual board. With `blunder = Some(p)`
/// a player who can win throws the win away with probability `p` (so Tutu's mistakes recur);
/// among the moves so chosen, the one leaving the opponent fewest replies is taken
/// (Warnsdorff's rule, which makes the walk long). It stops when someone is stuck or after
/// `max_k` rounds; if Tutu is not the one stuck, a trailing Tutu move is dropped and the
/// white pieces next to the final empty cell, never visited, turn black.
fn long_game(
    rng: &mut impl Rng,
    (n, m): (usize, usize),
    max_k: usize,
    density: f64,
    blunder: Option<f64>,
) -> String {
    let cells = n * m;
    let start = rng.gen_range(0..cells);
    let odd = |v: usize| (v / m + v % m + start / m + start % m) % 2 == 1;
    let mut board: Vec<u8> = (0..cells)
        .map(|v| {
            if rng.gen_bool(density) == odd(v) {
                b'O'
            } else {
                b'X'
            }
        })
        .collect();
    board[start] = b'.';
    let initial = board.clone();
    let mut empty = start;
    let mut walk: Vec<usize> = Vec::new();
    while walk.len() < 2 * max_k {
        let tutu = walk.len() % 2 == 0;
        let (mine, theirs) = colours(tutu);
        let mut options: Vec<usize> = grid_neighbours(empty, n, m)
            .into_iter()
            .filter(|&w| board[w] == mine)
            .collect();
        if options.is_empty() {
            break;
        }
        if let Some(p) = blunder {
            let wins_after = |w: usize| {
                let mut after = board.clone();
                after.swap(w, empty);
                !oracle_mover_wins(&after, w, !tutu, n, m)
            };
            let (good, bad): (Vec<usize>, Vec<usize>) =
                options.iter().partition(|&&w| wins_after(w));
            options = if bad.is_empty() || (!good.is_empty() && !rng.gen_bool(p)) {
                good
            } else {
                bad
            };
        }
        options.shuffle(rng);
        let replies = |w: usize| {
            grid_neighbours(w, n, m)
                .into_iter()
                .filter(|&x| board[x] == theirs)
                .count()
        };
        let next = *options.iter().min_by_key(|&&w| replies(w)).unwrap();
        board.swap(next, empty);
        empty = next;
        walk.push(next);
    }
    let mut board = initial;
    if walk.len() % 2 == 1 {
        walk.pop();
    }
    let last = walk.last().copied().unwrap_or(start);
    for w in grid_neighbours(last, n, m) {
        if w != start && !walk.contains(&w) {
            board[w] = b'X';
        }
    }
    common::input_text(m, &board, &walk, "\n")
}

/// Writes the `max-*` inputs (fixed seed; run with `--ignored` to regenerate); their outputs
/// come from the independent method (`BLESS=1 cargo test -p bzoj2437 --test max`).
#[test]
#[ignore = "writes testdata"]
fn write_max_testdata() {
    let mut rng = testkit::rng();
    // A record near the longest a 40 × 40 board allows (k ≤ 799, as the empty cell never
    // returns to a cell): a fully dense board walked by Warnsdorff's rule.
    let mut cases = vec![(
        "max-40x40-longest",
        long_game(&mut rng, (40, 40), 1000, 1.0, None),
    )];
    // Records in which both players often throw a won position away: the one with the most
    // mistakes among 30 random ones, and among those with at least 200 rounds.
    let mistakes = |input: &String| {
        let output = testkit::solve_to_string(bzoj2437::solve, input);
        output.lines().next().unwrap().parse::<usize>().unwrap()
    };
    let rounds = |input: &String| input.lines().nth(41).unwrap().parse::<usize>().unwrap();
    for (name, density, min_rounds) in [
        ("max-40x40-blunders", 0.9, 0),
        ("max-40x40-long-blunders", 0.97, 200),
    ] {
        let best = (0..30)
            .map(|_| long_game(&mut rng, (40, 40), 1000, density, Some(0.5)))
            .filter(|input| rounds(input) >= min_rounds)
            .max_by_key(|input| (mistakes(input), rounds(input)))
            .unwrap();
        cases.push((name, best));
    }
    for (name, input) in cases {
        let path = testkit::testdata::dir("bzoj2437").join(format!("{name}.in"));
        std::fs::write(path, input).unwrap();
    }
}

/// Beyond the judge: a 100 × 100 board with 2000 moves each, for timing the release binary
/// (`cargo test -p bzoj2437 --test max -- --ignored write_timing_input`).
#[test]
#[ignore = "writes a timing input to the target directory"]
fn write_timing_input() {
    let mut rng = testkit::rng();
    let input = long_game(&mut rng, (100, 100), 2000, 1.0, None);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bzoj2437-100x100.in");
    std::fs::write(&path, input).unwrap();
    eprintln!("wrote {}", path.display());
}
