//! The real game searched move by move over the whole position (the multiset of token
//! vertices), compared with `solve` on random inputs and with every `brute-*` testdata answer;
//! the `max-*` answers are recomputed by a recursive Grundy evaluation.

use std::collections::HashMap;
use std::fmt::Write;
use std::fs;
use std::path::{Path, PathBuf};
use testkit::rand::{seq::SliceRandom, Rng};

/// A parsed input: 0-based adjacency lists and token vertices.
struct Game {
    adj: Vec<Vec<usize>>,
    tokens: Vec<usize>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
fn parse(input: &str) -> Game {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (n, m, k) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (x, y) = (it.next().unwrap(), it.next().unwrap());
        adj[x - 1].push(y - 1);
    }
    let tokens = (0..k).map(|_| it.next().unwrap() - 1).collect();
    assert!(it.next().is_none(), "leftover input");
    Game { adj, tokens }
}

/// Whether the player to move wins with the tokens on `state` (sorted): some move of some
/// token along an edge must leave the opponent in a lost position. No move at all loses.
fn mover_wins(adj: &[Vec<usize>], state: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
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

fn brute_answer(input: &str) -> &'static str {
    let game = parse(input);
    let mut state = game.tokens;
    state.sort_unstable();
    if mover_wins(&game.adj, &state, &mut HashMap::new()) {
        "win\n"
    } else {
        "lose\n"
    }
}

fn solve(input: &str) -> String {
    testkit::solve_to_string(acwing1319::solve, input)
}

/// A random small DAG (edges follow a random vertex order; duplicates happen) with tokens.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(1..=6);
    let mut order: Vec<usize> = (1..=n).collect();
    order.shuffle(rng);
    let mut edges = Vec::new();
    if n > 1 {
        for _ in 0..rng.gen_range(0..=9) {
            let i = rng.gen_range(0..n - 1);
            let j = rng.gen_range(i + 1..n);
            edges.push((order[i], order[j]));
        }
    }
    let k = rng.gen_range(1..=4);
    let mut input = format!("{n} {} {k}\n", edges.len());
    for (x, y) in edges {
        writeln!(input, "{x} {y}").unwrap();
    }
    let tokens: Vec<String> = (0..k).map(|_| rng.gen_range(1..=n).to_string()).collect();
    input + &tokens.join(" ") + "\n"
}

#[test]
fn compare_with_brute_force() {
    let mut rng = testkit::rng();
    let mut wins = 0;
    for _ in 0..400 {
        let input = random_input(&mut rng);
        let expected = brute_answer(&input);
        assert_eq!(solve(&input), expected, "input:\n{input}");
        wins += usize::from(expected == "win\n");
    }
    // Both answers must be well represented, or the comparison says little.
    assert!((100..=300).contains(&wins), "{wins} wins out of 400");
}

fn testdata(prefix: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/acwing1319");
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.starts_with(prefix) && p.extension().is_some_and(|e| e == "in")
        })
        .collect();
    files.sort();
    files
}

fn read_case(path: &Path) -> (String, String) {
    let input = fs::read_to_string(path).unwrap();
    let expected = fs::read_to_string(path.with_extension("out")).unwrap();
    (input, expected)
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let files = testdata("brute-");
    assert!(files.len() >= 10, "only {} brute-* cases", files.len());
    for path in files {
        let (input, expected) = read_case(&path);
        assert_eq!(brute_answer(&input), expected, "{}", path.display());
    }
}

/// Grundy value by plain memoised recursion and a sorted list for the mex: a different
/// algorithm from the library's iterative search with a stamp buffer.
fn recursive_sg(adj: &[Vec<usize>], v: usize, memo: &mut [Option<u32>]) -> u32 {
    if let Some(g) = memo[v] {
        return g;
    }
    let mut options: Vec<u32> = adj[v].iter().map(|&w| recursive_sg(adj, w, memo)).collect();
    options.sort_unstable();
    options.dedup();
    let g = options
        .iter()
        .enumerate()
        .find(|&(i, &o)| i as u32 != o)
        .map_or(options.len(), |(i, _)| i) as u32;
    memo[v] = Some(g);
    g
}

#[test]
fn max_testdata_agrees_with_a_recursive_evaluation() {
    let files = testdata("max-");
    assert!(!files.is_empty(), "no max-* case");
    for path in files {
        let (input, expected) = read_case(&path);
        let game = parse(&input);
        let mut memo = vec![None; game.adj.len()];
        let total = game
            .tokens
            .iter()
            .fold(0, |acc, &v| acc ^ recursive_sg(&game.adj, v, &mut memo));
        let answer = if total == 0 { "lose\n" } else { "win\n" };
        assert_eq!(answer, expected, "{}", path.display());
    }
}

#[test]
fn long_path_needs_no_recursion() {
    // 1 → 2 → … → n: the vertex at distance d from the end has Grundy value d mod 2. A
    // recursive search would go 10^6 deep.
    let n = 1_000_000;
    let mut input = format!("{n} {} 2\n", n - 1);
    for v in (1..n).rev() {
        writeln!(input, "{v} {}", v + 1).unwrap();
    }
    assert_eq!(solve(&(input.clone() + "1 2\n")), "win\n");
    assert_eq!(solve(&(input.clone() + "1 3\n")), "lose\n");
    assert_eq!(solve(&(input + &format!("{n} {n}\n"))), "lose\n");
}
