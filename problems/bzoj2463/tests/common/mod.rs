//! Input and output, shared by the brute force and the domino pairings (each decides the
//! winner on its own).

use std::collections::HashMap;

/// The expected output for `input`: the winner of each board up to the first `0`, read
/// independently of `solve`, as `winner` names it. `known` keeps each board size's winner so
/// that it is worked out once.
pub fn output(
    input: &str,
    known: &mut HashMap<usize, &'static str>,
    winner: impl Fn(usize) -> &'static str,
) -> String {
    input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a board size"))
        .take_while(|&n| n != 0)
        .map(|n| *known.entry(n).or_insert_with(|| winner(n)))
        .flat_map(|w| [w, "\n"])
        .collect()
}
