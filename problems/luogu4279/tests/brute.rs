//! The game searched from the rules over sorted tuples of piles, compared with `solve` on
//! random inputs and with every `brute-*` testdata answer.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::Rng;

/// Whether the player to move wins with `piles` (sorted, empty piles dropped) on the table: a
/// move empties part or all of one pile, and the player who takes the last stone loses, so
/// facing an empty table means the opponent just lost.
fn mover_wins(piles: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if piles.is_empty() {
        return true;
    }
    if let Some(&wins) = memo.get(piles) {
        return wins;
    }
    let mut wins = false;
    'search: for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue; // the same move as on the equal pile before it
        }
        for left in 0..piles[i] {
            let mut next: Vec<u32> = piles.to_vec();
            next[i] = left;
            next.retain(|&p| p > 0);
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), wins);
    wins
}

/// The expected output for `input` (a valid one: no test case of only empty piles), read
/// independently of `solve`.
fn brute_output(input: &str, memo: &mut HashMap<Vec<u32>, bool>) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().expect("a small number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N") as usize;
        let mut piles: Vec<u32> = numbers.by_ref().take(n).filter(|&p| p > 0).collect();
        assert!(!piles.is_empty(), "a test case with only empty piles");
        piles.sort_unstable();
        out += if mover_wins(&piles, memo) {
            "John\n"
        } else {
            "Brother\n"
        };
    }
    out
}

/// Up to 5 piles of up to 6 stones; a third of the test cases use only piles of 0 and 1 (the
/// case where misère play departs from normal play), and some piles are empty.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let cases = rng.gen_range(1..=4);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.gen_range(1..=5);
        let largest = if rng.gen_bool(0.3) { 1 } else { 6 };
        let mut piles: Vec<u32> = (0..n).map(|_| rng.gen_range(0..=largest)).collect();
        if piles.iter().all(|&p| p == 0) {
            piles[0] = rng.gen_range(1..=largest);
        }
        let shown: Vec<String> = piles.iter().map(ToString::to_string).collect();
        writeln!(input, "{n}\n{}", shown.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    let outputs = testkit::compare_with_brute(500, random_input, luogu4279::solve, |input| {
        brute_output(input, &mut memo)
    });
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    // Both answers must be well represented, or the comparison says little.
    testkit::assert_share(
        &lines,
        |line| line == "John",
        lines.len() / 4,
        lines.len() * 3 / 4,
    );
}

/// The traps of the statement, searched: a lone 1 loses, `1 1` wins although its nim-sum is 0,
/// an empty pile changes nothing, and a lone big pile wins.
#[test]
fn hand_checked_positions() {
    let mut memo = HashMap::new();
    assert!(!mover_wins(&[1], &mut memo));
    assert!(mover_wins(&[1, 1], &mut memo));
    assert!(!mover_wins(&[1, 1, 1], &mut memo));
    assert!(mover_wins(&[7], &mut memo));
    assert!(!mover_wins(&[3, 3], &mut memo));
    assert!(mover_wins(&[1, 3, 5], &mut memo));
    assert_eq!(
        brute_output("2\n2\n0 1\n3\n0 0 2\n", &mut memo),
        "Brother\nJohn\n"
    );
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("luogu4279", "brute-", 10, |input| {
        brute_output(input, &mut memo)
    });
}
