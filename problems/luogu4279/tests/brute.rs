//! The game searched from the rules over sorted tuples of piles, compared with `solve` on
//! random inputs and with every `brute-*` testdata answer.

use testkit::input::{counted_sorted_lists, lists_text};
use testkit::rand::Rng;
use testkit::search::{replace_pile, GameSearch};

/// Misère Nim from the rules. A position is the sorted list of non-empty piles on the table;
/// a move empties part or all of one pile, and the player who takes the last stone loses, so
/// facing an empty table (no move) means the opponent just lost.
fn misere_nim() -> GameSearch<Vec<u32>> {
    GameSearch::misere(|piles: &Vec<u32>| {
        (0..piles.len())
            .flat_map(|i| (0..piles[i]).map(move |left| replace_pile(piles, i, &[left])))
            .collect()
    })
}

/// The expected output for `input` (a valid one: no test case of only empty piles), read
/// independently of `solve`.
fn brute_output(input: &str, search: &mut GameSearch<Vec<u32>>) -> String {
    let positions = counted_sorted_lists::<u32>(input).into_iter().map(|piles| {
        let position: Vec<u32> = piles.into_iter().filter(|&p| p > 0).collect();
        assert!(!position.is_empty(), "a test case with only empty piles");
        position
    });
    search.answer_lines(positions, "John", "Brother")
}

/// Up to 5 piles of up to 6 stones; a third of the test cases use only piles of 0 and 1 (the
/// case where misère play departs from normal play), and some piles are empty.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let cases: Vec<Vec<u32>> = (0..rng.gen_range(1..=4))
        .map(|_| {
            let n = rng.gen_range(1..=5);
            let largest = if rng.gen_bool(0.3) { 1 } else { 6 };
            let mut piles: Vec<u32> = (0..n).map(|_| rng.gen_range(0..=largest)).collect();
            if piles.iter().all(|&p| p == 0) {
                piles[0] = rng.gen_range(1..=largest);
            }
            piles
        })
        .collect();
    lists_text(&cases)
}

#[test]
fn compare_with_brute_force() {
    let mut search = misere_nim();
    let outputs = testkit::compare_with_brute(500, random_input, luogu4279::solve, |input| {
        brute_output(input, &mut search)
    });
    // Both answers must be well represented, or the comparison says little.
    testkit::assert_lines_share(&outputs, |line| line == "John", 4);
}

/// The traps of the statement, searched: a lone 1 loses, `1 1` wins although its nim-sum is 0,
/// an empty pile changes nothing, and a lone big pile wins.
#[test]
fn hand_checked_positions() {
    let mut search = misere_nim();
    assert!(!search.mover_wins(vec![1]));
    assert!(search.mover_wins(vec![1, 1]));
    assert!(!search.mover_wins(vec![1, 1, 1]));
    assert!(search.mover_wins(vec![7]));
    assert!(!search.mover_wins(vec![3, 3]));
    assert!(search.mover_wins(vec![1, 3, 5]));
    assert_eq!(
        brute_output("2\n2\n0 1\n3\n0 0 2\n", &mut search),
        "Brother\nJohn\n"
    );
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut search = misere_nim();
    testkit::testdata::assert_agrees("luogu4279", "brute-", 10, |input| {
        brute_output(input, &mut search)
    });
}
