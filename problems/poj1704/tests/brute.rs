//! The chessmen game played from the rules on small boards, compared with `solve` on random
//! inputs, with every `brute-*` testdata answer, and with the pairing rule that re-proves the
//! `max-*` answers.

mod pairing;

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;

/// Whether the player to move wins with chessmen on the cells `cells` (sorted, distinct, from
/// 1): a move slides one chessman left by at least one cell, onto a free cell, without passing
/// the chessman to its left or leaving the row; a player with no move loses.
fn mover_wins(cells: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&wins) = memo.get(cells) {
        return wins;
    }
    let mut wins = false;
    'search: for i in 0..cells.len() {
        let leftmost = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in leftmost..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(cells.to_vec(), wins);
    wins
}

/// The expected output of `input` (valid input only), read independently of `solve`.
fn brute_output(input: &str, memo: &mut HashMap<Vec<u32>, bool>) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().expect("a small number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N") as usize;
        let mut cells: Vec<u32> = numbers.by_ref().take(n).collect();
        cells.sort_unstable();
        out += if mover_wins(&cells, memo) {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        };
    }
    out
}

/// 1 to 3 test cases of up to 6 chessmen in random order: on cells up to 14 (sometimes packed
/// into the first cells, where most gaps are 0), or — to make losses as common as wins — with
/// small random gaps where the gap of the rightmost chessman copies the xor of the gaps on the
/// other odd stairs (a choice of inputs only; the answer still comes from the search).
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let cases = rng.gen_range(1..=3);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.gen_range(1..=6);
        let mut cells: Vec<usize> = if rng.gen_bool(0.4) {
            // gaps[j]: free cells left of the j-th chessman from the right.
            let mut gaps: Vec<usize> = (0..=n).map(|_| rng.gen_range(0..=3)).collect();
            gaps[1] = (3..=n).step_by(2).fold(0, |acc, j| acc ^ gaps[j]);
            let mut cell = 0;
            (1..=n)
                .rev()
                .map(|j| {
                    cell += gaps[j] + 1;
                    cell
                })
                .collect()
        } else {
            let board = if rng.gen_bool(0.3) { n + 2 } else { 14 };
            let mut all: Vec<usize> = (1..=board).collect();
            all.shuffle(rng);
            all.truncate(n);
            all
        };
        cells.shuffle(rng);
        let shown: Vec<String> = cells.iter().map(ToString::to_string).collect();
        writeln!(input, "{n}\n{}", shown.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    let outputs = testkit::compare_with_brute(500, random_input, poj1704::solve, |input| {
        brute_output(input, &mut memo)
    });
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    testkit::assert_share(
        &lines,
        |l| l.starts_with("Georgia"),
        lines.len() / 4,
        lines.len() * 3 / 4,
    );
}

/// The statement's sample and traps, searched: `1 2 3` and `7 8` lose for the mover, a lone
/// chessman loses only on cell 1.
#[test]
fn hand_checked_positions() {
    let mut memo = HashMap::new();
    assert!(!mover_wins(&[1, 2, 3], &mut memo));
    assert!(mover_wins(&[1, 5, 6, 7, 9, 12, 14, 17], &mut memo));
    assert!(!mover_wins(&[7, 8], &mut memo));
    assert!(!mover_wins(&[1], &mut memo));
    assert!(mover_wins(&[2], &mut memo));
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("poj1704", "brute-", 10, |input| {
        brute_output(input, &mut memo)
    });
}

#[test]
fn pairing_rule_agrees_with_the_brute_force() {
    let mut memo = HashMap::new();
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let input = random_input(&mut rng);
        assert_eq!(
            pairing::pairing_output(&input),
            brute_output(&input, &mut memo),
            "{input}"
        );
    }
}
