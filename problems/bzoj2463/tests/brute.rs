//! The real game searched move by move, compared with `solve` on random inputs.

use std::collections::HashMap;
use testkit::rand::Rng;

/// Whether the player to move wins the walk on an `n`×`n` board from `at`, with `visited`
/// a bitmask of visited cells — a plain game-tree search from the rules.
fn mover_wins(n: usize, at: usize, visited: u64, memo: &mut HashMap<(usize, u64), bool>) -> bool {
    if let Some(&w) = memo.get(&(at, visited)) {
        return w;
    }
    let (r, c) = (at / n, at % n);
    let mut neighbours = Vec::new();
    if r > 0 {
        neighbours.push(at - n);
    }
    if r + 1 < n {
        neighbours.push(at + n);
    }
    if c > 0 {
        neighbours.push(at - 1);
    }
    if c + 1 < n {
        neighbours.push(at + 1);
    }
    let wins = neighbours
        .into_iter()
        .filter(|&next| visited >> next & 1 == 0)
        .any(|next| !mover_wins(n, next, visited | 1 << next, memo));
    memo.insert((at, visited), wins);
    wins
}

fn brute_answer(n: usize) -> &'static str {
    if mover_wins(n, 0, 1, &mut HashMap::new()) {
        "Alice"
    } else {
        "Bob"
    }
}

#[test]
fn compare_with_brute_force() {
    let answers: Vec<&str> = (0..=5).map(|n| if n == 0 { "" } else { brute_answer(n) }).collect();
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let count = rng.gen_range(1..=6);
        let boards: Vec<usize> = (0..count).map(|_| rng.gen_range(1..=5)).collect();
        let mut input: String = boards.iter().map(|n| format!("{n}\n")).collect();
        input.push_str("0\n");
        let expected: String = boards.iter().map(|&n| format!("{}\n", answers[n])).collect();
        assert_eq!(testkit::solve_to_string(bzoj2463::solve, &input), expected, "input:\n{input}");
    }
}
