//! A reference matching step, independent of gamecore's Kuhn implementation.

/// `mate[v]` of a vertex `v` without a partner in [`augment`]'s matchings.
pub const UNMATCHED: usize = usize::MAX;

/// A reference matching step, independent of gamecore: looks for an augmenting path from the
/// free vertex `start` through vertices for which `usable` holds, breadth first, and flips it
/// if found. The graph (adjacency lists) must be bipartite; `mate[v]` is `v`'s partner or
/// [`UNMATCHED`].
pub fn augment(
    adj: &[Vec<usize>],
    mate: &mut [usize],
    start: usize,
    usable: impl Fn(usize) -> bool,
) -> bool {
    let mut reached_from = vec![UNMATCHED; adj.len()];
    let mut queued = vec![false; adj.len()];
    let mut queue = std::collections::VecDeque::from([start]);
    queued[start] = true;
    while let Some(x) = queue.pop_front() {
        for &y in &adj[x] {
            if !usable(y) || y == start || reached_from[y] != UNMATCHED {
                continue;
            }
            reached_from[y] = x;
            if mate[y] == UNMATCHED {
                let mut y = y;
                loop {
                    let x = reached_from[y];
                    let next = mate[x];
                    mate[x] = y;
                    mate[y] = x;
                    if x == start {
                        return true;
                    }
                    y = next;
                }
            }
            let w = mate[y];
            if !queued[w] {
                queued[w] = true;
                queue.push_back(w);
            }
        }
    }
    false
}
