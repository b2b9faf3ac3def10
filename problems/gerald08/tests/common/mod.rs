//! What the brute-force and the max tests share: a tree written as gerald08's input.

use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;

/// `edges` (0-based, over `edges.len() + 1` vertices) written as the input does: the labels
/// other than the root shuffled, each edge in a random direction, in a random order.
pub fn push_tree(rng: &mut testkit::ChaCha8Rng, input: &mut String, edges: &[(usize, usize, u8)]) {
    let n = edges.len() + 1;
    let mut label: Vec<usize> = (2..=n).collect();
    label.shuffle(rng);
    label.insert(0, 1);
    let mut lines: Vec<(usize, usize, u8)> = edges
        .iter()
        .map(|&(p, c, colour)| {
            if rng.gen_bool(0.5) {
                (label[p], label[c], colour)
            } else {
                (label[c], label[p], colour)
            }
        })
        .collect();
    lines.shuffle(rng);
    writeln!(input, "{n}").unwrap();
    for (u, v, colour) in lines {
        writeln!(input, "{u} {v} {colour}").unwrap();
    }
}
