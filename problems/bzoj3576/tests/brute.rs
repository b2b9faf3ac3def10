//! The real game searched move by move over whole multisets of piles, compared with `solve`
//! on random inputs and with every `testdata/bzoj3576/brute-*.out`.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

/// Whether the player to move wins from `piles` (sorted), where a pile of at least `f` stones
/// may be split as evenly as possible into any `m >= 2` non-empty piles. Plain game-tree
/// search, memoised on the sorted multiset.
fn mover_wins(piles: &[u32], f: u32, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut wins = false;
    'search: for (i, &x) in piles.iter().enumerate() {
        if x < f || (i > 0 && piles[i - 1] == x) {
            continue;
        }
        for m in 2..=x {
            let mut next = piles.to_vec();
            next.remove(i);
            for part in 0..m {
                // Parts 0..x%m get the extra stone.
                next.push(x / m + u32::from(part < x % m));
            }
            next.sort_unstable();
            if !mover_wins(&next, f, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), wins);
    wins
}

/// The expected output for `input` by searching every game.
fn brute_output(input: &str) -> String {
    let numbers: Vec<u32> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (t, f) = (numbers[0] as usize, numbers[1]);
    let mut memo = HashMap::new();
    let mut at = 2;
    let mut answers = Vec::new();
    for _ in 0..t {
        let n = numbers[at] as usize;
        let mut piles = numbers[at + 1..=at + n].to_vec();
        at += n + 1;
        piles.sort_unstable();
        answers.push(if mover_wins(&piles, f, &mut memo) {
            "1"
        } else {
            "0"
        });
    }
    assert_eq!(at, numbers.len(), "the brute force read the whole input");
    answers.join(" ") + "\n"
}

#[test]
fn compare_with_brute_force() {
    let mut rng = testkit::rng();
    for _ in 0..400 {
        let f = rng.gen_range(1..=6);
        let t = rng.gen_range(1..=4);
        let mut input = format!("{t} {f}\n");
        for _ in 0..t {
            let n = rng.gen_range(1..=3);
            let piles: Vec<String> = (0..n).map(|_| rng.gen_range(1..=10).to_string()).collect();
            writeln!(input, "{n} {}", piles.join(" ")).unwrap();
        }
        assert_eq!(
            testkit::solve_to_string(bzoj3576::solve, &input),
            brute_output(&input),
            "input:\n{input}"
        );
    }
}

/// Every `brute-*.out` is what the brute force says about its `.in`.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj3576", "brute-", 10, brute_output);
}
