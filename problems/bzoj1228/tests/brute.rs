//! The split game searched on the whole tuple of piles, compared with `solve`; and the
//! testdata `brute-*` cases recomputed by that search.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::Rng;

mod common;

/// Whether the player to move wins with `piles` on the table (piles `2i`, `2i + 1` form a
/// group), searched from the rules: remove one pile of a group, split the other into two
/// non-empty piles, which take the two places of the group.
fn mover_wins(piles: &mut Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&wins) = memo.get(piles) {
        return wins;
    }
    let mut wins = false;
    'search: for removed in 0..piles.len() {
        let split = removed ^ 1;
        let (old_removed, old_split) = (piles[removed], piles[split]);
        for part in 1..old_split {
            piles[split] = part;
            piles[removed] = old_split - part;
            let opponent_wins = mover_wins(piles, memo);
            piles[removed] = old_removed;
            piles[split] = old_split;
            if !opponent_wins {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.clone(), wins);
    wins
}

/// The expected output for the input text `input`, every case searched by [`mover_wins`].
fn brute_output(input: &str, memo: &mut HashMap<Vec<u32>, bool>) -> String {
    common::output(input, |piles| {
        let mut piles: Vec<u32> = piles.iter().map(|&p| u32::try_from(p).unwrap()).collect();
        mover_wins(&mut piles, memo)
    })
}

/// One to three cases of small piles.
fn random_input(rng: &mut impl Rng) -> String {
    let cases = rng.gen_range(1..=3);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        // Keep the searched state space small: fewer groups allow larger piles.
        let (n, largest) = match rng.gen_range(0..3) {
            0 => (2, 40),
            1 => (4, 12),
            _ => (6, 6),
        };
        let piles: Vec<String> = (0..n)
            .map(|_| rng.gen_range(1..=largest).to_string())
            .collect();
        writeln!(input, "{n}\n{}", piles.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    testkit::compare_with_brute(400, random_input, bzoj1228::solve, |input| {
        brute_output(input, &mut memo)
    });
}

/// The statement's walk-through: E wins `1 2 3 1`; and a group `(1, 1)` has no move.
#[test]
fn statement_example() {
    let mut memo = HashMap::new();
    assert!(mover_wins(&mut vec![1, 2, 3, 1], &mut memo));
    assert!(!mover_wins(&mut vec![1, 1], &mut memo));
    // Pairing by value would make (1,1),(2,3) — still a win — so check a case where it matters:
    // by position (1,2),(2,1) is two equal games (a loss); by value (1,1),(2,2) is a win.
    assert!(!mover_wins(&mut vec![1, 2, 2, 1], &mut memo));
    assert!(mover_wins(&mut vec![1, 1, 2, 2], &mut memo));
}

#[test]
fn brute_force_reproduces_testdata() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("bzoj1228", "brute-", 10, |input| {
        brute_output(input, &mut memo)
    });
}
