//! The chessmen game played from the rules on small boards, compared with `solve` on random
//! inputs, with every `brute-*` testdata answer, and with the pairing rule that re-proves the
//! `max-*` answers.

mod pairing;

use testkit::input::{counted_sorted_lists, lists_text};
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;
use testkit::search::GameSearch;

/// The chessmen game from the rules. A position is the cells of the chessmen (sorted,
/// distinct, from 1); a move slides one chessman left by at least one cell, onto a free cell,
/// without passing the chessman to its left or leaving the row; a player with no move loses.
fn chessmen() -> GameSearch<Vec<u32>> {
    GameSearch::normal(|cells: &Vec<u32>| {
        let mut next = Vec::new();
        for i in 0..cells.len() {
            let leftmost = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for to in leftmost..cells[i] {
                let mut after = cells.clone();
                after[i] = to;
                next.push(after);
            }
        }
        next
    })
}

/// The expected output of `input` (valid input only), read independently of `solve`.
fn brute_output(input: &str, search: &mut GameSearch<Vec<u32>>) -> String {
    let positions = counted_sorted_lists(input);
    search.answer_lines(positions, "Georgia will win", "Bob will win")
}

/// 1 to 3 test cases of up to 6 chessmen in random order: on cells up to 14 (sometimes packed
/// into the first cells, where most gaps are 0), or — to make losses as common as wins — with
/// small random gaps where the gap of the rightmost chessman copies the xor of the gaps on the
/// other odd stairs (a choice of inputs only; the answer still comes from the search).
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let cases: Vec<Vec<usize>> = (0..rng.gen_range(1..=3))
        .map(|_| random_case(rng))
        .collect();
    lists_text(&cases)
}

/// One test case of [`random_input`].
fn random_case(rng: &mut testkit::ChaCha8Rng) -> Vec<usize> {
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
    cells
}

#[test]
fn compare_with_brute_force() {
    let mut search = chessmen();
    let outputs = testkit::compare_with_brute(500, random_input, poj1704::solve, |input| {
        brute_output(input, &mut search)
    });
    testkit::assert_lines_share(&outputs, |l| l.starts_with("Georgia"), 4);
}

/// The statement's sample and traps, searched: `1 2 3` and `7 8` lose for the mover, a lone
/// chessman loses only on cell 1.
#[test]
fn hand_checked_positions() {
    let mut search = chessmen();
    assert!(!search.mover_wins(vec![1, 2, 3]));
    assert!(search.mover_wins(vec![1, 5, 6, 7, 9, 12, 14, 17]));
    assert!(!search.mover_wins(vec![7, 8]));
    assert!(!search.mover_wins(vec![1]));
    assert!(search.mover_wins(vec![2]));
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut search = chessmen();
    testkit::testdata::assert_agrees("poj1704", "brute-", 10, |input| {
        brute_output(input, &mut search)
    });
}

#[test]
fn pairing_rule_agrees_with_the_brute_force() {
    let mut search = chessmen();
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let input = random_input(&mut rng);
        assert_eq!(
            pairing::pairing_output(&input),
            brute_output(&input, &mut search),
            "{input}"
        );
    }
}
