//! Chef and Ksen's game played from its rules on small trees — a position is the set of edges
//! left and who is to move; a move deletes one edge of the mover's colour, and every edge no
//! longer joined to the root goes with it — searched with Chef starting and with Ksen
//! starting, compared with `solve` on random inputs and with every `brute-*` testdata answer.
//! No Hackenbush values are used.

mod common;

use common::push_tree;
use testkit::rand::Rng;
use testkit::search::GameSearch;

/// One tree: 0-based edge ends and colours (0 black, Chef's; 1 white, Ksen's); vertex 0 is
/// the root.
struct Tree {
    vertices: usize,
    edges: Vec<(usize, usize, u8)>,
}

/// The edges of `alive` (a bit mask) still joined to the root by edges of `alive`.
fn grounded(tree: &Tree, alive: u32) -> u32 {
    let mut reached = vec![false; tree.vertices];
    reached[0] = true;
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (i, &(a, b, _)) in tree.edges.iter().enumerate() {
            if alive >> i & 1 == 1 && kept >> i & 1 == 0 && (reached[a] || reached[b]) {
                reached[a] = true;
                reached[b] = true;
                kept |= 1 << i;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// The two words for `tree`: the winner when Chef moves first, then when Ksen does.
fn brute_answer(tree: &Tree) -> String {
    assert!(tree.edges.len() <= 16, "too many edges to search");
    // A position: the edges left, and whether Chef is to move. A player with no edge of
    // their colour left has no move and loses.
    let mut search = GameSearch::normal(|&(alive, chef): &(u32, bool)| {
        // Chef deletes black edges (0), Ksen white ones (1).
        let colour = u8::from(!chef);
        (0..tree.edges.len())
            .filter(|&i| alive >> i & 1 == 1 && tree.edges[i].2 == colour)
            .map(|i| (grounded(tree, alive & !(1 << i)), !chef))
            .collect()
    });
    let all = (1u32 << tree.edges.len()) - 1;
    let chef_first = if search.mover_wins((all, true)) {
        "Chef"
    } else {
        "Ksen"
    };
    let ksen_first = if search.mover_wins((all, false)) {
        "Ksen"
    } else {
        "Chef"
    };
    format!("{chef_first} {ksen_first}\n")
}

/// The expected output of `input` (valid input only), read independently of `solve`.
fn brute_output(input: &str) -> String {
    let mut numbers = testkit::input::numbers::<usize>(input);
    let cases = numbers.next().unwrap();
    let mut out = String::new();
    for _ in 0..cases {
        let vertices = numbers.next().unwrap();
        let edges = (1..vertices)
            .map(|_| {
                let (u, v, c) = (
                    numbers.next().unwrap(),
                    numbers.next().unwrap(),
                    numbers.next().unwrap(),
                );
                (u - 1, v - 1, c as u8)
            })
            .collect();
        out += &brute_answer(&Tree { vertices, edges });
    }
    out
}

/// A random tree of at most `max_edges` edges as (parent, child, colour) triples over
/// `0..vertices`, parents before children. A third of them are two colour-swapped copies of one
/// subtree hung from the root (worth 0), so that second-player wins are common.
fn random_tree(rng: &mut testkit::ChaCha8Rng, max_edges: usize) -> Vec<(usize, usize, u8)> {
    let mut edges = Vec::new();
    if rng.gen_range(0..3) == 0 {
        let half = rng.gen_range(1..=max_edges / 2);
        for i in 0..half {
            let parent = if i == 0 { 0 } else { rng.gen_range(1..=i) };
            edges.push((parent, i + 1, rng.gen_range(0..=1u8)));
        }
        // The copy: vertex k of the first half is vertex k + half here (the root stays 0).
        let copy: Vec<(usize, usize, u8)> = edges
            .iter()
            .map(|&(p, c, colour)| {
                let p = if p == 0 { 0 } else { p + half };
                (p, c + half, 1 - colour)
            })
            .collect();
        edges.extend(copy);
    } else {
        for child in 1..=rng.gen_range(0..=max_edges) {
            edges.push((rng.gen_range(0..child), child, rng.gen_range(0..=1u8)));
        }
    }
    edges
}

/// 1 to 3 trees of at most 11 edges.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let cases = rng.gen_range(1..=3);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let edges = random_tree(rng, 11);
        push_tree(rng, &mut input, &edges);
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, gerald08::solve, brute_output);
    // Every answer a number can have must come up often, and never a first-player win.
    for answer in ["Chef Chef", "Ksen Ksen", "Ksen Chef"] {
        testkit::assert_lines_share(&outputs, |l| l == answer, 8);
    }
    assert!(outputs.iter().all(|o| !o.contains("Chef Ksen")));
}

/// The statement's sample, and the traps of the page searched from the rules.
#[test]
fn hand_checked_positions() {
    let sample = "5\n1\n2\n1 2 0\n2\n1 2 1\n3\n1 2 0\n1 3 1\n3\n1 2 0\n2 3 1\n";
    assert_eq!(
        brute_output(sample),
        "Ksen Chef\nChef Chef\nKsen Ksen\nKsen Chef\nChef Chef\n"
    );
    let one = |edges: &str| brute_output(&format!("1\n{edges}"));
    // A black edge carrying two white ones (1/4) wins for Chef, though white edges outnumber
    // black ones.
    assert_eq!(one("4\n1 2 0\n2 3 1\n2 4 1\n"), "Chef Chef\n");
    // A black edge under −1 is worth 1/2: with a white edge under +1 beside it (−1/2), 0.
    assert_eq!(one("5\n1 2 0\n2 3 1\n1 4 1\n4 5 0\n"), "Ksen Chef\n");
    // Black over white (1/2) and two of white over black (−1/2 each): −1/2.
    assert_eq!(
        one("7\n1 2 0\n2 3 1\n1 4 1\n4 5 0\n1 6 1\n6 7 0\n"),
        "Ksen Ksen\n"
    );
    // The child written first changes nothing.
    assert_eq!(one("3\n2 1 0\n3 2 1\n"), "Chef Chef\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("gerald08", "brute-", 10, brute_output);
}
