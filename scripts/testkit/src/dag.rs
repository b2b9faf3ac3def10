//! Reference searches for games where pieces move along the edges of a directed acyclic graph
//! given as adjacency lists; plain memoised recursion, independent of gamecore.

use std::collections::HashMap;
use std::hash::BuildHasher;

/// Whether the player to move wins with pieces on the vertices `state` (sorted), searched
/// over the whole position: a move takes one piece along one edge, and a player with no
/// move loses.
pub fn mover_wins<S: BuildHasher>(
    adj: &[Vec<usize>],
    state: &[usize],
    memo: &mut HashMap<Vec<usize>, bool, S>,
) -> bool {
    if let Some(&w) = memo.get(state) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..state.len() {
        for &to in &adj[state[i]] {
            let mut next = state.to_vec();
            next[i] = to;
            next.sort_unstable();
            if !mover_wins(adj, &next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(state.to_vec(), wins);
    wins
}

/// Grundy value of `v` by plain memoised recursion and a sorted list for the mex: a
/// different algorithm from gamecore's iterative search with a stamp buffer. The recursion
/// goes as deep as the longest path from `v`.
pub fn recursive_grundy(adj: &[Vec<usize>], v: usize, memo: &mut [Option<u32>]) -> u32 {
    if let Some(g) = memo[v] {
        return g;
    }
    let mut options: Vec<u32> = adj[v]
        .iter()
        .map(|&w| recursive_grundy(adj, w, memo))
        .collect();
    options.sort_unstable();
    options.dedup();
    let g = options
        .iter()
        .zip(0..)
        .find(|&(&o, i)| i != o)
        .map_or(options.len(), |(_, i)| i as usize);
    let g = u32::try_from(g).expect("a Grundy value fits u32");
    memo[v] = Some(g);
    g
}
