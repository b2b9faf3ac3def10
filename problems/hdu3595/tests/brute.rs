//! The whole match searched from its rules — every unfinished game moved on every turn, the
//! player who cannot move losing — over tuples of small pile pairs, compared with `solve` on
//! random inputs and with every `brute-*` testdata answer. No step counts are involved.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::Rng;

/// A match position: the unfinished games as `(smaller, larger)` pile pairs, sorted (the
/// order of the games does not matter, and a game with an empty pile takes no part).
type Position = Vec<(u32, u32)>;

fn normalised(games: impl IntoIterator<Item = (u32, u32)>) -> Position {
    let mut position: Position = games
        .into_iter()
        .filter(|&(p, q)| p != 0 && q != 0)
        .map(|(p, q)| (p.min(q), p.max(q)))
        .collect();
    position.sort_unstable();
    position
}

/// Every result of one move in the game `(a, b)`: pick a pile of `x` stones and remove a
/// positive multiple of `x` from the other pile, which must hold at least that many.
fn moves(a: u32, b: u32) -> Vec<(u32, u32)> {
    let mut next: Vec<(u32, u32)> = (1..=b / a).map(|k| (a, b - k * a)).collect();
    next.extend((1..=a / b).map(|k| (a - k * b, b)));
    next
}

/// Whether the player to move wins the match: he must move in every unfinished game at once,
/// so a turn is one move per game, every combination tried; with no unfinished game he has no
/// move and loses.
fn mover_wins(position: &Position, memo: &mut HashMap<Position, bool>) -> bool {
    if position.is_empty() {
        return false;
    }
    if let Some(&wins) = memo.get(position) {
        return wins;
    }
    let options: Vec<Vec<(u32, u32)>> = position.iter().map(|&(a, b)| moves(a, b)).collect();
    // An odometer over the combinations, one chosen move per game.
    let mut choice = vec![0usize; options.len()];
    let wins = loop {
        let next = normalised(choice.iter().zip(&options).map(|(&i, o)| o[i]));
        if !mover_wins(&next, memo) {
            break true;
        }
        let mut game = 0;
        while game < choice.len() && choice[game] + 1 == options[game].len() {
            choice[game] = 0;
            game += 1;
        }
        if game == choice.len() {
            break false;
        }
        choice[game] += 1;
    };
    memo.insert(position.clone(), wins);
    wins
}

/// The expected output: `MM` or `GG` per test case, test cases running to the end.
fn brute_output(input: &str, memo: &mut HashMap<Position, bool>) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().expect("a small number"));
    let mut out = String::new();
    while let Some(n) = numbers.next() {
        let games: Vec<(u32, u32)> = (0..n)
            .map(|_| (numbers.next().unwrap(), numbers.next().unwrap()))
            .collect();
        let position = normalised(games);
        out += if mover_wins(&position, memo) {
            "MM\n"
        } else {
            "GG\n"
        };
    }
    out
}

/// One to three test cases; more games come with smaller piles, so that the search stays
/// small. Piles of 0 and equal piles turn up.
fn random_input(rng: &mut impl Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=3) {
        let (n, largest) = match rng.gen_range(0..3) {
            0 => (1, 40),
            1 => (2, 14),
            _ => (3, 7),
        };
        writeln!(input, "{n}").unwrap();
        for _ in 0..n {
            let p = rng.gen_range(0..=largest);
            let q = if rng.gen_bool(0.1) {
                p
            } else {
                rng.gen_range(0..=largest)
            };
            writeln!(input, "{p} {q}").unwrap();
        }
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    let outputs = testkit::compare_with_brute(500, random_input, hdu3595::solve, |input| {
        brute_output(input, &mut memo)
    });
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    testkit::assert_share(&lines, |l| l == "MM", lines.len() / 4, lines.len() * 3 / 4);
}

/// The worked examples: three `(1, 1)` games end on MM's first turn; in `(3, 2)` MM is forced
/// to `(1, 2)` and GG ends it by taking the 2 (not by leaving `(1, 1)`).
#[test]
fn worked_examples() {
    let mut memo = HashMap::new();
    assert!(mover_wins(&normalised([(1, 1); 3]), &mut memo));
    assert!(!mover_wins(&normalised([(3, 2)]), &mut memo));
    assert!(mover_wins(&normalised([(1, 2)]), &mut memo));
    assert!(!mover_wins(&normalised([(0, 5)]), &mut memo));
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("hdu3595", "brute-", 10, |input| {
        brute_output(input, &mut memo)
    });
}
