//! The rounds solved straight from the rules, without a queue: for each round, sweep over the
//! vertices until nothing changes. Shared by the brute-force comparison and the `max-*` check.

use std::collections::HashMap;

/// A valid input: the out-neighbours of every vertex (0-based) and the rounds (start, target).
pub struct Input {
    pub adj: Vec<Vec<usize>>,
    pub rounds: Vec<(usize, usize)>,
}

pub fn parse(input: &str) -> Input {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let mut next = || numbers.next().expect("a complete input");
    let (n, m, q) = (next(), next(), next());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (u, v) = (next(), next());
        adj[u - 1].push(v - 1);
    }
    let rounds = (0..q).map(|_| (next() - 1, next() - 1)).collect();
    Input { adj, rounds }
}

/// For the round with target `target`: `Some(true)` where the player to move wins,
/// `Some(false)` where he loses, `None` where play goes on for ever.
///
/// From the rules: moving onto the target wins at once; a player with no move loses; a vertex
/// is won if some move reaches the target or a vertex lost for the opponent, and lost if it
/// has no move or every move reaches a vertex won for the opponent. The target itself is never
/// moved from, so it gets no label of its own. Sweeps go from the last vertex down, which
/// settles graphs whose edges mostly point upwards in one or two sweeps.
pub fn labels(adj: &[Vec<usize>], target: usize) -> Vec<Option<bool>> {
    let n = adj.len();
    let mut won: Vec<Option<bool>> = vec![None; n];
    loop {
        let mut changed = false;
        for v in (0..n).rev() {
            if v == target || won[v].is_some() {
                continue;
            }
            let mut some_move_wins = false;
            let mut every_move_loses = true;
            for &w in &adj[v] {
                let opponent = if w == target { Some(false) } else { won[w] };
                match opponent {
                    Some(false) => some_move_wins = true,
                    Some(true) => {}
                    None => every_move_loses = false,
                }
            }
            won[v] = if some_move_wins {
                Some(true)
            } else if every_move_loses {
                Some(false) // also a vertex without moves
            } else {
                continue;
            };
            changed = true;
        }
        if !changed {
            return won;
        }
    }
}

/// The expected output: `1`, `-1` or `0` per round. The labelling of a target is kept for
/// later rounds with the same target.
pub fn expected_output(input: &str) -> String {
    let Input { adj, rounds } = parse(input);
    let mut by_target: HashMap<usize, Vec<Option<bool>>> = HashMap::new();
    let mut out = String::new();
    for (start, target) in rounds {
        let won = by_target
            .entry(target)
            .or_insert_with(|| labels(&adj, target));
        out += match won[start] {
            Some(true) => "1\n",
            Some(false) => "-1\n",
            None => "0\n",
        };
    }
    out
}
