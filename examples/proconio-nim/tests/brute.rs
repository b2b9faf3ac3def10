//! The game searched move by move, from the rules of Nim alone, compared with the program.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

const BINARY: &str = env!("CARGO_BIN_EXE_proconio-nim");

/// Whether the player to move wins: some move (take at least one stone from one pile) leaves a
/// position the opponent loses. Piles are sorted, since their order does not matter.
fn mover_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let wins =
        (0..piles.len()).any(|i| (0..piles[i]).any(|x| !mover_wins(&after(piles, i, x), memo)));
    memo.insert(piles.to_vec(), wins);
    wins
}

fn after(piles: &[u64], i: usize, x: u64) -> Vec<u64> {
    let mut next = piles.to_vec();
    next[i] = x;
    next.sort_unstable();
    next
}

/// The answer for one game: `Second`, or the first pile with a winning move and the size it
/// leaves (the smallest, should there be several).
fn brute_answer(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> String {
    for (i, &a) in piles.iter().enumerate() {
        if let Some(x) = (0..a).find(|&x| !mover_wins(&after(piles, i, x), memo)) {
            return format!("First {} {x}", i + 1);
        }
    }
    "Second".to_owned()
}

/// The games of an input, read independently of the program.
fn games_of(input: &str) -> Vec<Vec<u64>> {
    let mut tokens = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = tokens.next().unwrap();
    (0..t)
        .map(|_| {
            let n = tokens.next().unwrap();
            (0..n).map(|_| tokens.next().unwrap()).collect()
        })
        .collect()
}

fn brute_output(input: &str, memo: &mut HashMap<Vec<u64>, bool>) -> String {
    let mut out = String::new();
    for piles in games_of(input) {
        writeln!(out, "{}", brute_answer(&piles, memo)).unwrap();
    }
    out
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    let mut rng = testkit::rng();
    for _ in 0..200 {
        let t = rng.gen_range(1..=5);
        let mut input = format!("{t}\n");
        for _ in 0..t {
            let n = rng.gen_range(1..=4);
            let piles: Vec<String> = (0..n)
                .map(|_| rng.gen_range(0..=7u64).to_string())
                .collect();
            writeln!(input, "{n} {}", piles.join(" ")).unwrap();
        }
        let output = testkit::run(BINARY, input.as_bytes());
        assert!(output.status.success(), "input:\n{input}");
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            brute_output(&input, &mut memo),
            "input:\n{input}"
        );
    }
}

/// Every `testdata/proconio-nim/brute-*.out` is what the brute force answers for its `.in`
/// (`BLESS=1` rewrites them from the brute force).
#[test]
fn brute_testdata_matches_brute_force() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("proconio-nim", "brute-", 4, |input| {
        brute_output(input, &mut memo)
    });
}

#[test]
fn every_testdata_case() {
    testkit::judge::assert_all_testdata(BINARY, "proconio-nim");
}
