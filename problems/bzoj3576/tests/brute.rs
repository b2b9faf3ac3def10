//! The real game searched move by move over whole multisets of piles, compared with `solve`
//! on random inputs and with every `testdata/bzoj3576/brute-*.out`.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

mod common;

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
    let input = common::parse(input);
    let f = u32::try_from(input.f).unwrap();
    let mut memo = HashMap::new();
    common::output(input.games.iter().map(|game| {
        let mut piles: Vec<u32> = game.iter().map(|&p| u32::try_from(p).unwrap()).collect();
        piles.sort_unstable();
        mover_wins(&piles, f, &mut memo)
    }))
}

/// One to four games of up to three piles of at most 10, and a random `F` up to 6.
fn random_input(rng: &mut impl Rng) -> String {
    let f = rng.gen_range(1..=6);
    let t = rng.gen_range(1..=4);
    let mut input = format!("{t} {f}\n");
    for _ in 0..t {
        let n = rng.gen_range(1..=3);
        let piles: Vec<String> = (0..n).map(|_| rng.gen_range(1..=10).to_string()).collect();
        writeln!(input, "{n} {}", piles.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    testkit::compare_with_brute(400, random_input, bzoj3576::solve, brute_output);
}

/// Every `brute-*.out` is what the brute force says about its `.in`.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj3576", "brute-", 10, brute_output);
}
