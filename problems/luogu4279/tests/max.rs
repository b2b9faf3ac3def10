//! The `max-*` testdata: regenerated from its fixed seed, and its expected output recomputed
//! by a second method — Grundy values of single piles by mex over their moves, then the SJ
//! theorem for anti-SG sums read off its statement — instead of the misère Nim rule.

use std::fmt::Write as _;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

const CASES: usize = 500;
const PILES: usize = 50;
const LARGEST: u32 = 5000;

/// `grundy[h]` for a single pile of `h <= LARGEST` stones, by mex over the piles it can become
/// (every smaller size), without assuming the answer is `h`.
fn single_pile_grundy() -> Vec<u32> {
    let mut grundy: Vec<u32> = Vec::with_capacity(LARGEST as usize + 1);
    let mut seen = vec![false; LARGEST as usize + 2];
    for h in 0..=LARGEST as usize {
        seen.fill(false);
        for &g in &grundy[..h] {
            seen[g as usize] = true;
        }
        grundy.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    grundy
}

/// The SJ theorem (Jia Zhihao, 2009) for an anti-SG sum whose components of value 0 have no
/// move (true of a Nim pile): the first player wins iff (a) the nim-sum is non-zero and some
/// component is worth more than 1, or (b) the nim-sum is zero and none is.
fn second_method(input: &str) -> String {
    let grundy = single_pile_grundy();
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N");
        let values: Vec<u32> = numbers.by_ref().take(n).map(|p| grundy[p]).collect();
        let nim_sum = values.iter().fold(0, |acc, &v| acc ^ v);
        let some_above_one = values.iter().any(|&v| v > 1);
        let first_wins = (nim_sum != 0 && some_above_one) || (nim_sum == 0 && !some_above_one);
        out += if first_wins { "John\n" } else { "Brother\n" };
    }
    out
}

/// One test case of `PILES` piles; the kind (by `case % 5`) makes every branch of the rule
/// frequent: only 0s and 1s, 1s with one big pile, a big nim-sum of 0, uniform up to 5000,
/// and small piles with many empty ones.
fn random_case(rng: &mut ChaCha8Rng, case: usize) -> Vec<u32> {
    match case % 5 {
        0 => (0..PILES).map(|_| rng.gen_range(0..=1)).collect(),
        1 => {
            let mut piles: Vec<u32> = (0..PILES).map(|_| rng.gen_range(0..=1)).collect();
            piles[rng.gen_range(0..PILES)] = rng.gen_range(2..=LARGEST);
            piles
        }
        2 => loop {
            let mut piles: Vec<u32> = (1..PILES).map(|_| rng.gen_range(0..=LARGEST)).collect();
            let last = piles.iter().fold(0, |acc, &p| acc ^ p);
            if last <= LARGEST {
                piles.push(last);
                break piles;
            }
        },
        3 => (0..PILES).map(|_| rng.gen_range(0..=LARGEST)).collect(),
        _ => (0..PILES).map(|_| rng.gen_range(0..=3)).collect(),
    }
}

/// `T = 500` test cases of `N = 50` piles up to 5000, the statement's limits; the first test
/// case holds the extremes (piles of 5000 and of 0).
fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut text = format!("{CASES}\n");
    for case in 0..CASES {
        let mut piles = random_case(&mut rng, case);
        if case == 0 {
            piles[..PILES / 2].fill(LARGEST);
            piles[PILES / 2..].fill(0);
        }
        if piles.iter().all(|&p| p == 0) {
            piles[0] = 1;
        }
        let shown: Vec<String> = piles.iter().map(ToString::to_string).collect();
        writeln!(text, "{PILES}\n{}", shown.join(" ")).unwrap();
    }
    text
}

#[test]
fn max_input_comes_from_the_generator() {
    let path = testkit::testdata::dir("luogu4279").join("max-1.in");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if std::env::var_os("BLESS").is_some() && committed != generate(4279) {
        std::fs::write(&path, generate(4279)).expect("writable testdata");
    }
    let committed = std::fs::read_to_string(&path).expect("max-1.in");
    assert!(
        committed == generate(4279),
        "max-1.in differs from generate(4279)"
    );
}

#[test]
fn max_output_matches_second_method() {
    testkit::testdata::assert_agrees("luogu4279", "max-", 1, second_method);
    let out = std::fs::read_to_string(testkit::testdata::dir("luogu4279").join("max-1.out"))
        .expect("max-1.out");
    let johns = out.lines().filter(|&l| l == "John").count();
    assert!((100..=400).contains(&johns), "{johns} of {CASES} are John");
}

/// The mex table finds what the theory says: a pile of `h` stones is worth `h`.
#[test]
fn grundy_of_a_pile_is_its_size() {
    let grundy = single_pile_grundy();
    assert!(grundy.iter().enumerate().all(|(h, &g)| g as usize == h));
}
