//! Wythoff's game played from the rules on small piles, compared with `solve` on random
//! inputs and with every `brute-*` testdata answer.

use std::fmt::Write as _;
use testkit::rand::Rng;

/// Piles up to this size are searched.
const LIMIT: usize = 60;

/// `wins[a][b]`: whether the player to move wins with piles `a` and `b`, filled in order of
/// `a + b`. A move takes some stones from one pile, or the same number from both; the player
/// who faces two empty piles has no move and has lost.
fn win_table() -> Vec<Vec<bool>> {
    let mut wins = vec![vec![false; LIMIT + 1]; LIMIT + 1];
    for a in 0..=LIMIT {
        for b in 0..=LIMIT {
            let from_a = (0..a).any(|x| !wins[x][b]);
            let from_b = (0..b).any(|y| !wins[a][y]);
            let from_both = (1..=a.min(b)).any(|t| !wins[a - t][b - t]);
            wins[a][b] = from_a || from_b || from_both;
        }
    }
    wins
}

/// The expected output of `input`, read as pairs of small piles independently of `solve`.
fn brute_output(input: &str, wins: &[Vec<bool>]) -> String {
    let piles: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("a small pile"))
        .collect();
    assert!(piles.len() % 2 == 0, "an odd number of piles");
    let mut out = String::new();
    for pair in piles.chunks(2) {
        out += if wins[pair[0]][pair[1]] { "1\n" } else { "0\n" };
    }
    out
}

/// 1 to 8 pairs; half of them a losing pair found in the table (in either order), perturbed
/// by one stone now and then, the rest uniform; pairs joined by varied whitespace.
fn random_input(rng: &mut testkit::ChaCha8Rng, losing: &[(usize, usize)]) -> String {
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=8) {
        let (mut a, mut b) = if rng.gen_bool(0.5) {
            losing[rng.gen_range(0..losing.len())]
        } else {
            (rng.gen_range(0..=LIMIT), rng.gen_range(0..=LIMIT))
        };
        if rng.gen_bool(0.2) && a < LIMIT {
            a += 1;
        }
        if rng.gen_bool(0.5) {
            std::mem::swap(&mut a, &mut b);
        }
        let gap = [" ", "  ", "\t"][rng.gen_range(0..3)];
        let end = ["\n", "\r\n", " "][rng.gen_range(0..3)];
        write!(input, "{a}{gap}{b}{end}").unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let wins = win_table();
    let losing: Vec<(usize, usize)> = (0..=LIMIT)
        .flat_map(|a| (0..=LIMIT).map(move |b| (a, b)))
        .filter(|&(a, b)| !wins[a][b])
        .collect();
    let outputs = testkit::compare_with_brute(
        600,
        |rng| random_input(rng, &losing),
        luogu2252::solve,
        |input| brute_output(input, &wins),
    );
    let lines: Vec<String> = outputs
        .iter()
        .flat_map(|o| o.lines().map(str::to_owned))
        .collect();
    testkit::assert_share(&lines, |l| l == "0", lines.len() / 4, lines.len() * 3 / 4);
}

/// The searched table's losing pairs with `a ≤ b` are the first ones listed in Wythoff's
/// paper (OEIS A000201 and A001950): the search and the statement's rules agree.
#[test]
fn losing_pairs_are_the_known_ones() {
    let wins = win_table();
    let losing: Vec<(usize, usize)> = (0..=LIMIT)
        .flat_map(|a| (a..=LIMIT).map(move |b| (a, b)))
        .filter(|&(a, b)| !wins[a][b])
        .take(11)
        .collect();
    let known = [
        (0, 0),
        (1, 2),
        (3, 5),
        (4, 7),
        (6, 10),
        (8, 13),
        (9, 15),
        (11, 18),
        (12, 20),
        (14, 23),
        (16, 26),
    ];
    assert_eq!(losing, known);
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let wins = win_table();
    testkit::testdata::assert_agrees("luogu2252", "brute-", 10, |input| {
        brute_output(input, &wins)
    });
}
