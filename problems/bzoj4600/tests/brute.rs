//! The real game searched move by move over whole coin states, compared with `solve` on
//! random inputs and with every `testdata/bzoj4600/brute-*.out`.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

mod common;

/// Every move of the game on `n` coins, as the set of coins it flips (bit `i - 1` for coin
/// `i`) together with the tails coin `x` it starts from, straight from the statement.
fn moves(n: u32, max_q: u32) -> Vec<(u32, u32)> {
    let mut all = Vec::new();
    for x in 1..=n {
        let (_, a, b) = common::decompose(x as usize);
        // With x = c·2^a·3^b, a move flips x and the coins x / prime^(p·j) for j up to q,
        // prime being 2 (p·q <= a) or 3 (p·q <= b).
        for (prime, exponent) in [(2u32, a), (3, b)] {
            for p in 1..=exponent {
                let coins = |q: u32| (0..=q).map(move |j| x / prime.pow(p * j));
                for q in (1..=max_q).take_while(|&q| p * q <= exponent) {
                    all.push((x, coins(q).fold(0, |set, coin| set ^ 1 << (coin - 1))));
                }
            }
        }
    }
    all
}

/// Whether the player to move wins when the coins in `tails` (a bitmask) are tails up. Plain
/// game-tree search, memoised on the whole state.
fn mover_wins(tails: u32, moves: &[(u32, u32)], memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&tails) {
        return w;
    }
    let wins = moves
        .iter()
        .filter(|&&(x, _)| tails >> (x - 1) & 1 == 1)
        .any(|&(_, flips)| !mover_wins(tails ^ flips, moves, memo));
    memo.insert(tails, wins);
    wins
}

/// The moves of one `(n, MAXQ)` and the outcomes searched so far.
type MovesAndMemo = (Vec<(u32, u32)>, HashMap<u32, bool>);

/// The expected output for `input` (exactly `T` cases) by searching every case.
fn brute_output(input: &str) -> String {
    let mut memos: HashMap<(u32, u32), MovesAndMemo> = HashMap::new();
    common::output(common::parse(input).into_iter().map(|case| {
        let n = u32::try_from(case.n).unwrap();
        let tails = (0..n)
            .filter(|&i| case.tails[i as usize])
            .fold(0, |set, i| set | 1 << i);
        let (moves, memo) = memos
            .entry((n, case.max_q))
            .or_insert_with(|| (moves(n, case.max_q), HashMap::new()));
        mover_wins(tails, moves, memo)
    }))
}

/// One to three cases of at most 13 coins, each with its own share of heads.
fn random_input(rng: &mut impl Rng) -> String {
    let t = rng.gen_range(1..=3);
    let mut input = format!("{t}\n");
    for _ in 0..t {
        let n = rng.gen_range(1..=13);
        // Up to 22: beyond the largest exponent (3 for n <= 13) and beyond the stated 20.
        let max_q = rng.gen_range(1..=22);
        let heads_rate = rng.gen_range(0.0..=1.0);
        let coins: Vec<&str> = (0..n)
            .map(|_| if rng.gen_bool(heads_rate) { "1" } else { "0" })
            .collect();
        writeln!(input, "{n} {max_q}\n{}", coins.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    testkit::compare_with_brute(400, random_input, bzoj4600::solve, brute_output);
}

/// Every `brute-*.out` is what the brute force says about its `.in`, and so is the official
/// sample.
#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("bzoj4600", "brute-", 10, brute_output);
    testkit::testdata::assert_agrees("bzoj4600", "sample-1.in", 1, brute_output);
}
