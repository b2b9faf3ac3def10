//! Lasker's Nim searched from its rules on the whole multiset of heaps, compared with `solve`;
//! and the testdata `brute-*` cases recomputed by that search.

use testkit::input::{counted_sorted_lists, lists_text};
use testkit::rand::Rng;
use testkit::search::{multisets, replace_pile, GameSearch};

/// Lasker's Nim from the rules. A position is the sorted list of heaps (all non-empty); a move
/// takes 1 to all stones of one heap, or splits one heap into two non-empty heaps; the player
/// who cannot move (no heaps left) loses.
fn lasker_nim() -> GameSearch<Vec<u32>> {
    GameSearch::normal(|heaps: &Vec<u32>| {
        let mut next = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            next.extend((0..heap).map(|left| replace_pile(heaps, i, &[left])));
            next.extend((1..=heap / 2).map(|part| replace_pile(heaps, i, &[part, heap - part])));
        }
        next
    })
}

/// The expected output for the input text `input`, every case searched by [`lasker_nim`].
fn brute_output(input: &str, search: &mut GameSearch<Vec<u32>>) -> String {
    search.answer_lines(counted_sorted_lists(input), "Alice", "Bob")
}

#[test]
fn compare_with_brute_force() {
    let mut search = lasker_nim();
    let outputs = testkit::compare_with_brute(
        300,
        |rng| {
            let cases: Vec<Vec<u32>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    // Fewer heaps allow larger ones; the search covers every multiset of the
                    // sum, so keep the sum near 24 at most.
                    let (n, largest) = match rng.gen_range(0..3) {
                        0 => (rng.gen_range(1..=2), 12),
                        1 => (rng.gen_range(3..=4), 6),
                        _ => (rng.gen_range(5..=8), 3),
                    };
                    (0..n).map(|_| rng.gen_range(1..=largest)).collect()
                })
                .collect();
            lists_text(&cases)
        },
        hdu3032::solve,
        |input| brute_output(input, &mut search),
    );
    testkit::assert_share(&outputs, |o| o.starts_with("Bob"), 30, 200);
}

/// Every multiset of heaps adding up to at most 18, in one input (385 positions with a sum of
/// 18 alone).
#[test]
fn every_position_up_to_eighteen_stones() {
    let cases: Vec<Vec<u32>> = multisets(18)
        .into_iter()
        .filter(|heaps| !heaps.is_empty())
        .collect();
    let input = lists_text(&cases);
    let mut search = lasker_nim();
    let expected = brute_output(&input, &mut search);
    assert_eq!(testkit::solve_to_string(hdu3032::solve, &input), expected);
    // Losses are the rare answer and must be there in numbers.
    assert!(expected.matches("Bob").count() > 100, "{expected}");
}

/// The statement's trap: `1 2 3` is a loss in plain Nim but a win here, `1 2 4` the reverse.
#[test]
fn not_plain_nim() {
    let mut search = lasker_nim();
    assert!(search.mover_wins(vec![1, 2, 3]));
    assert!(!search.mover_wins(vec![1, 2, 4]));
    assert!(!search.mover_wins(vec![3, 3]));
    assert!(search.mover_wins(vec![2, 2, 3]));
}

#[test]
fn brute_force_reproduces_testdata() {
    let mut search = lasker_nim();
    testkit::testdata::assert_agrees("hdu3032", "brute-", 10, |input| {
        brute_output(input, &mut search)
    });
}
