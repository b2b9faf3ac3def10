//! The box game played from its rules: for every choice of piles, a win/lose search of the
//! whole position with Alice starting and with Bob starting; the choice is fair when the
//! winner changes with the starter. The largest fair choice is compared with `solve` on
//! random inputs and recomputed for every `brute-*` testdata case. No values are used.

use testkit::rand::Rng;
use testkit::search::GameSearch;

/// A position: the piles left (each its letters from the bottom up, none empty, sorted so
/// that equal positions are equal) and whether Alice is to move.
type Position = (Vec<Vec<u8>>, bool);

/// The rules: the player to move takes one box of their colour (Alice `B`, Bob `W`) from any
/// pile, and every box above it falls with it; a player with no box of their colour loses.
fn box_game() -> GameSearch<Position> {
    GameSearch::normal(|(piles, alice): &Position| {
        let mine = if *alice { b'B' } else { b'W' };
        let mut next = Vec::new();
        for (i, pile) in piles.iter().enumerate() {
            for (height, &letter) in pile.iter().enumerate() {
                if letter == mine {
                    let mut after = piles.clone();
                    after[i].truncate(height);
                    after.retain(|p| !p.is_empty());
                    after.sort();
                    next.push((after, !*alice));
                }
            }
        }
        next
    })
}

/// Whether the chosen piles are fair: the winner with Alice starting differs from the winner
/// with Bob starting.
fn is_fair(search: &mut GameSearch<Position>, chosen: &[&[u8]]) -> bool {
    let mut piles: Vec<Vec<u8>> = chosen.iter().map(|p| p.to_vec()).collect();
    piles.sort();
    let alice_wins_when_alice_starts = search.mover_wins((piles.clone(), true));
    let alice_wins_when_bob_starts = !search.mover_wins((piles, false));
    alice_wins_when_alice_starts != alice_wins_when_bob_starts
}

/// The expected output of `input` (valid input only), read independently of `solve`: every
/// subset of the piles searched.
fn brute_output(input: &str, search: &mut GameSearch<Position>) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let piles: Vec<&[u8]> = (0..n).map(|_| tokens.next().unwrap().as_bytes()).collect();
    assert!(n <= 8, "too many piles to search every subset");
    let mut best = 0;
    for subset in 0u32..1 << n {
        let chosen: Vec<&[u8]> = (0..n)
            .filter(|&i| subset >> i & 1 == 1)
            .map(|i| piles[i])
            .collect();
        let boxes: usize = chosen.iter().map(|p| p.len()).sum();
        if boxes > best && is_fair(search, &chosen) {
            best = boxes;
        }
    }
    format!("{best}\n")
}

/// One to seven piles of one to four boxes; a quarter of them copy an earlier pile with the
/// colours swapped (worth minus that pile), so that fair choices are common.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let n = rng.gen_range(1..=7);
    let mut piles: Vec<String> = Vec::new();
    for _ in 0..n {
        let pile: String = if !piles.is_empty() && rng.gen_range(0..4) == 0 {
            let original = &piles[rng.gen_range(0..piles.len())];
            original
                .chars()
                .map(|c| if c == 'B' { 'W' } else { 'B' })
                .collect()
        } else {
            (0..rng.gen_range(1..=4))
                .map(|_| if rng.gen_bool(0.5) { 'B' } else { 'W' })
                .collect()
        };
        piles.push(pile);
    }
    format!("{n}\n{}\n", piles.join("\n"))
}

#[test]
fn compare_with_brute_force() {
    let mut search = box_game();
    let outputs = testkit::compare_with_brute(400, random_input, aoj1377::solve, |input| {
        brute_output(input, &mut search)
    });
    // Both kinds of answer must be common: no fair choice, and some fair choice.
    testkit::assert_share(&outputs, |o| o == "0\n", 40, 300);
}

/// The rules on hand-checked positions: a lone pile is never fair; `B` against `W`, and
/// `BW` (1/2) against `W` (−1) with `B` (+1)… are checked by the search itself.
#[test]
fn hand_checked_positions() {
    let mut search = box_game();
    // A single pile: its owner of the bottom box wins whoever starts.
    for pile in ["B", "W", "BW", "WB", "BBW", "WBWB"] {
        assert!(!is_fair(&mut search, &[pile.as_bytes()]), "{pile}");
    }
    // B + W = 0; BW + BW + W = 1/2 + 1/2 − 1 = 0; BW + W = −1/2.
    assert!(is_fair(&mut search, &[b"B", b"W"]));
    assert!(is_fair(&mut search, &[b"BW", b"BW", b"W"]));
    assert!(!is_fair(&mut search, &[b"BW", b"W"]));
    // The whole first run is integer: BBW = 3/2, so BBW + W + BW... BBW + WB + W = 0.
    assert!(is_fair(&mut search, &[b"BBW", b"WB", b"W"]));
    assert!(!is_fair(&mut search, &[b"BBW", b"W", b"W"]));
    assert!(is_fair(&mut search, &[]));
    // The two constructed examples of the page.
    assert_eq!(brute_output("4\nB\nW\nWB\nWB\n", &mut search), "5\n");
    assert_eq!(brute_output("3\nBWW\nWBB\nB\n", &mut search), "6\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut search = box_game();
    testkit::testdata::assert_agrees("aoj1377", "brute-", 10, |input| {
        brute_output(input, &mut search)
    });
}
