//! The Christmas game played from the rules on tiny test cases — every picture's edges in one
//! state, a move cuts one edge and drops whatever lost its path to a root — compared with
//! `solve` on random inputs and with every `brute-*` testdata answer.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;

/// The pictures of one test case joined into one graph: vertices of picture `p` are offset so
/// that they never meet another picture's; `roots` are the pictures' nodes 1.
struct Forest {
    edges: Vec<(usize, usize)>,
    roots: Vec<usize>,
    vertex_count: usize,
}

/// The edges of `alive` (a bit mask) still joined to a root by edges of `alive`.
fn grounded(forest: &Forest, alive: u32) -> u32 {
    let mut reached = vec![false; forest.vertex_count];
    for &r in &forest.roots {
        reached[r] = true;
    }
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (i, &(a, b)) in forest.edges.iter().enumerate() {
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

/// Whether the player to move wins with the edges of `alive` left: some cut leaves the
/// opponent a lost position (no edge left: no move, a loss).
fn mover_wins(forest: &Forest, alive: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&wins) = memo.get(&alive) {
        return wins;
    }
    let wins = (0..forest.edges.len())
        .filter(|&i| alive >> i & 1 == 1)
        .any(|i| !mover_wins(forest, grounded(forest, alive & !(1 << i)), memo));
    memo.insert(alive, wins);
    wins
}

/// The expected output of `input` (valid input only), read independently of `solve`.
fn brute_output(input: &str) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a small number"))
        .peekable();
    let mut out = String::new();
    while numbers.peek().is_some() {
        let pictures = numbers.next().unwrap();
        let mut forest = Forest {
            edges: Vec::new(),
            roots: Vec::new(),
            vertex_count: 0,
        };
        for _ in 0..pictures {
            let (m, k) = (numbers.next().unwrap(), numbers.next().unwrap());
            let base = forest.vertex_count;
            forest.roots.push(base);
            for _ in 0..k {
                let (a, b) = (numbers.next().unwrap(), numbers.next().unwrap());
                forest.edges.push((base + a - 1, base + b - 1));
            }
            forest.vertex_count += m;
        }
        assert!(forest.edges.len() <= 16, "too many edges to search");
        let all = grounded(&forest, (1u32 << forest.edges.len()) - 1);
        let sally = mover_wins(&forest, all, &mut HashMap::new());
        out += if sally { "Sally\n" } else { "Harry\n" };
    }
    out
}

/// A random picture that keeps the statement's promises, with at most `budget` edges: stalks
/// and polygons (2-gons are parallel edges; sometimes a loop) hung one by one from random
/// nodes — polygon nodes included — then the nodes other than the root relabelled and the
/// edges shuffled and turned. Returns `m` and the edges (1-based).
fn random_picture(rng: &mut testkit::ChaCha8Rng, budget: usize) -> (usize, Vec<(usize, usize)>) {
    let mut m = 1;
    let mut edges = Vec::new();
    let target = rng.gen_range(0..=budget);
    while edges.len() < target {
        let at = rng.gen_range(1..=m);
        let sides = match rng.gen_range(0..10) {
            0..=3 => 0, // a stalk edge
            4 => 1,     // a loop
            5 | 6 => 2,
            7 => 3,
            8 => 4,
            _ => 5,
        };
        let sides = sides.min(target - edges.len());
        if sides == 0 {
            m += 1;
            edges.push((at, m));
        } else if sides == 1 {
            edges.push((at, at));
        } else {
            let mut previous = at;
            for _ in 0..sides - 1 {
                m += 1;
                edges.push((previous, m));
                previous = m;
            }
            edges.push((previous, at));
        }
    }
    let mut label: Vec<usize> = (2..=m).collect();
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
    (m, edges)
}

/// 1 to 3 test cases of 1 to 3 pictures, at most 13 edges per test case.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=3) {
        let pictures = rng.gen_range(1..=3);
        let mut budget = 13;
        writeln!(input, "{pictures}").unwrap();
        for _ in 0..pictures {
            let (m, edges) = random_picture(rng, budget.min(9));
            budget -= edges.len();
            writeln!(input, "{m} {}", edges.len()).unwrap();
            for (a, b) in edges {
                writeln!(input, "{a} {b}").unwrap();
            }
        }
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, poj3710::solve, brute_output);
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    testkit::assert_share(
        &lines,
        |l| l == "Sally",
        lines.len() / 4,
        lines.len() * 3 / 4,
    );
}

/// The statement's sample and hand-checked pictures, searched.
#[test]
fn hand_checked_positions() {
    let sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
    assert_eq!(brute_output(sample), "Sally\n");
    // A 2-gon (parallel edges) is worth 0, a triangle 1, a square 0; a loop 1.
    assert_eq!(brute_output("1\n2 2\n1 2\n2 1\n"), "Harry\n");
    assert_eq!(brute_output("1\n3 3\n1 2\n2 3\n3 1\n"), "Sally\n");
    assert_eq!(brute_output("1\n4 4\n1 2\n2 3\n3 4\n4 1\n"), "Harry\n");
    assert_eq!(brute_output("1\n1 1\n1 1\n"), "Sally\n");
    // Two single edges cancel; a lone root has no move.
    assert_eq!(brute_output("2\n2 1\n1 2\n2 1\n2 1\n"), "Harry\n");
    assert_eq!(brute_output("1\n1 0\n"), "Harry\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("poj3710", "brute-", 10, brute_output);
}
