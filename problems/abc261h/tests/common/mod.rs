//! The game decided from its rules, with no priority queue and no counters: a brute force that
//! searches move sequences (for the random comparison and `brute-*`), and a sweep of the
//! one-move equations to a fixpoint (for the `max-*` inputs, too large for any search).

#![allow(dead_code)] // each test binary uses its own part

/// ∞: the game need not end.
pub const INF: u64 = u64::MAX;

/// A valid input: the moves `(to, weight)` of every vertex (0-based) and the start.
pub struct Input {
    pub moves: Vec<Vec<(usize, u64)>>,
    pub start: usize,
}

pub fn parse(input: &str) -> Input {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let mut next = || numbers.next().expect("a complete input");
    let (n, m, start) = (next() as usize, next() as usize, next() as usize - 1);
    let mut moves = vec![Vec::new(); n];
    for _ in 0..m {
        let (a, b, c) = (next() as usize, next() as usize, next());
        moves[a - 1].push((b - 1, c));
    }
    Input { moves, start }
}

pub fn answer(value: u64) -> String {
    if value == INF {
        "INFINITY\n".to_owned()
    } else {
        format!("{value}\n")
    }
}

/// `weight` plus the rest of the game, ∞ staying ∞.
fn through(weight: u64, rest: u64) -> u64 {
    if rest == INF {
        INF
    } else {
        rest + weight
    }
}

/// The search: every sequence of moves from `(vertex, player)` (player 0 is Takahashi, who
/// minimises), each player taking his best option, where a play that **repeats a state**
/// (the same vertex with the same player to move) is scored ∞, and a vertex without moves
/// ends the game with 0 to go.
///
/// Why the repetition rule gives the game's value: games like this one (finite states, one
/// player wants a finite end and then a small total, the other an endless play and else a large
/// total) have optimal strategies for both players that depend only on the current state.
/// Takahashi's, wherever it forces an end, never repeats a state — else Aoki could go round the
/// repeated stretch for ever against it — so under the repetition rule it still ends the game
/// with the same total: the search's value is at most the game's. Aoki's optimal strategy
/// makes every finite play at least the game's value (and allows none where that is ∞); under
/// the repetition rule a play either ends without repeating — a play of the real game, so at
/// least its value — or scores ∞: the search's value is at least the game's. The search
/// explores at most one visit of each state per line of play, so it always ends.
pub fn search(moves: &[Vec<(usize, u64)>], vertex: usize, player: usize) -> u64 {
    let mut on_line = vec![[false; 2]; moves.len()];
    search_from(moves, vertex, player, &mut on_line)
}

/// The recursion is as deep as the line of play, at most `2n` on the brute force's graphs of
/// a handful of vertices.
fn search_from(
    moves: &[Vec<(usize, u64)>],
    vertex: usize,
    player: usize,
    on_line: &mut [[bool; 2]],
) -> u64 {
    if moves[vertex].is_empty() {
        return 0;
    }
    if on_line[vertex][player] {
        return INF;
    }
    on_line[vertex][player] = true;
    let totals = moves[vertex]
        .iter()
        .map(|&(to, weight)| through(weight, search_from(moves, to, 1 - player, on_line)));
    let best = if player == 0 {
        totals.min()
    } else {
        totals.max()
    };
    on_line[vertex][player] = false;
    best.expect("a vertex with moves")
}

/// The search's answer for a whole input.
pub fn expected_output(input: &str) -> String {
    let Input { moves, start } = parse(input);
    answer(search(&moves, start, 0))
}

/// The value of every state by the one-move equations — Takahashi's value is his cheapest
/// option, Aoki's his dearest (∞ if any option is ∞), a vertex without moves is worth 0 —
/// swept to a fixpoint from "everything but the ends is ∞", updating values in place.
///
/// Why the fixpoint is the game's value: the game's values satisfy these equations, and the
/// equations are monotone, so sweeps starting above them (at ∞) never go below them. And after
/// the `k`-th sweep every value is at most that of the game in which Takahashi must end play
/// within `k` moves (the `k`-th round of updating all values at once; updating in place only
/// lowers values sooner), which is the game's value once `k` reaches `2n`: best play never
/// repeats a state (see [`search`]), so it lasts fewer than `2n` moves. A sweep that changes
/// nothing has reached a fixpoint, which later sweeps would keep: it is at most the game's
/// value and at least it. Sweeps alternate direction, which settles paths laid in either order
/// quickly; each costs `O(n + m)`. Returns `[Takahashi's, Aoki's]` per vertex.
pub fn sweep_to_fixpoint(moves: &[Vec<(usize, u64)>]) -> Vec<[u64; 2]> {
    let n = moves.len();
    let mut values: Vec<[u64; 2]> = moves
        .iter()
        .map(|m| if m.is_empty() { [0, 0] } else { [INF, INF] })
        .collect();
    for sweep in 0.. {
        let mut changed = false;
        for i in 0..n {
            let v = if sweep % 2 == 0 { n - 1 - i } else { i };
            if moves[v].is_empty() {
                continue;
            }
            let min = moves[v]
                .iter()
                .map(|&(to, weight)| through(weight, values[to][1]))
                .min()
                .expect("moves");
            let max = moves[v]
                .iter()
                .map(|&(to, weight)| through(weight, values[to][0]))
                .max()
                .expect("moves");
            if [min, max] != values[v] {
                values[v] = [min, max];
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    values
}

/// The sweep's answer for a whole input.
pub fn sweep_output(input: &str) -> String {
    let Input { moves, start } = parse(input);
    answer(sweep_to_fixpoint(&moves)[start][0])
}
