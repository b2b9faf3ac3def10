//! Pictures as the input writes them, and renamed: shared by `tests/brute.rs` and
//! `tests/max.rs`.

use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;
use testkit::ChaCha8Rng;

/// `edges` of a picture of `nodes` nodes (1-based) with the nodes other than the root 1 given
/// random new names, each edge turned at random, and the edges shuffled: the same picture
/// written another way.
pub fn relabel(
    rng: &mut ChaCha8Rng,
    nodes: usize,
    edges: Vec<(usize, usize)>,
) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (2..=nodes).collect();
    label.shuffle(rng);
    let name = |v: usize| if v == 1 { 1 } else { label[v - 2] };
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(a, b)| {
            if rng.gen_bool(0.5) {
                (name(a), name(b))
            } else {
                (name(b), name(a))
            }
        })
        .collect();
    edges.shuffle(rng);
    edges
}

/// Appends a picture of `nodes` nodes: `m k`, then its edges, one a line.
pub fn push_picture(text: &mut String, nodes: usize, edges: &[(usize, usize)]) {
    writeln!(text, "{nodes} {}", edges.len()).unwrap();
    for (a, b) in edges {
        writeln!(text, "{a} {b}").unwrap();
    }
}
