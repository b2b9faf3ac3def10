//! Chip Game decided from its rules: plain memoised search for every pair `(a, b)` (for the
//! random comparison and `brute-*`), and, for the `max-*` inputs, the count of the brief: sort
//! the residues of each period and walk every gap between them.

#![allow(dead_code)] // each test binary uses its own part

use std::collections::HashMap;

/// A valid input: the piles and `m`.
pub struct Input {
    pub piles: Vec<u64>,
    pub m: u64,
}

pub fn parse(input: &str) -> Input {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let mut next = || numbers.next().expect("a complete input");
    let (n, m) = (next() as usize, next());
    let piles = (0..n).map(|_| next()).collect();
    Input { piles, m }
}

/// `[alice, bob, first, second]` as the judge prints them.
pub fn answer(counts: [u64; 4]) -> String {
    format!("{} {} {} {}\n", counts[0], counts[1], counts[2], counts[3])
}

/// Whether the player to move wins, from the rules: the mover (0 = Alice) removes exactly
/// `takes[mover]` chips from one pile holding that many; without such a pile he loses. Piles
/// are kept sorted so equal positions meet in the memo; the recursion is as deep as the game
/// is long (a few dozen moves here).
fn mover_wins(
    piles: &[u64],
    takes: [u64; 2],
    mover: usize,
    memo: &mut HashMap<(Vec<u64>, usize), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(piles.to_vec(), mover)) {
        return known;
    }
    let take = takes[mover];
    let wins = (0..piles.len()).any(|i| {
        if piles[i] < take {
            return false;
        }
        let mut next = piles.to_vec();
        next[i] -= take;
        next.sort_unstable();
        !mover_wins(&next, takes, 1 - mover, memo)
    });
    memo.insert((piles.to_vec(), mover), wins);
    wins
}

/// The brute force: every pair `(a, b)` played out from both starts.
pub fn expected_output(input: &str) -> String {
    let Input { mut piles, m } = parse(input);
    piles.sort_unstable();
    let mut counts = [0; 4];
    for a in 1..=m {
        for b in 1..=m {
            let mut memo = HashMap::new();
            let alice_first = mover_wins(&piles, [a, b], 0, &mut memo);
            let bob_first = mover_wins(&piles, [a, b], 1, &mut memo);
            let class = match (alice_first, bob_first) {
                (true, false) => 0,
                (false, true) => 1,
                (true, true) => 2,
                (false, false) => 3,
            };
            counts[class] += 1;
        }
    }
    answer(counts)
}

/// The second method, for inputs far too large to search: the count of the brief. For each
/// period `s = a + b`, sort the residues; a first- or second-player game needs the smaller
/// take `lo` and the larger `hi` in one gap between consecutive residues (`w_j < lo`,
/// `hi ≤ w_{j+1}`); with `k` residues above the gap, at most one (`k` odd) or none (`k` even)
/// of them may be `≥ 2·lo`. Every gap is walked, with the interval of `lo` it allows.
pub fn counted_by_gaps(input: &Input) -> [u64; 4] {
    let (m, n) = (input.m, input.piles.len());
    let (mut first, mut second) = (0u64, 0u64);
    let mut w = vec![0; n];
    for s in 2..=2 * m {
        for (r, &v) in w.iter_mut().zip(&input.piles) {
            *r = v % s;
        }
        w.sort_unstable();
        for j in 0..=n {
            // The residues below the gap are w[..j], those above w[j..].
            let k = n - j;
            let mut lo_min = if j == 0 { 1 } else { w[j - 1] + 1 };
            // hi = s − lo must be at most the next residue and at most m.
            let hi_max = if j == n { m } else { w[j].min(m) };
            if hi_max + lo_min < s {
                lo_min = s - hi_max;
            }
            // The residues above the gap that must stay below 2·lo: all of them (k even) or all
            // but the largest (k odd).
            let guarded = if k % 2 == 0 { k } else { k - 1 };
            if guarded > 0 {
                let largest_guarded = w[j + guarded - 1];
                lo_min = lo_min.max(largest_guarded / 2 + 1);
            }
            let lo_max = s / 2;
            if lo_min > lo_max {
                continue;
            }
            // Two ordered pairs for each lo below s/2, one for lo = hi = s/2.
            let count = 2 * (lo_max - lo_min + 1) - u64::from(s % 2 == 0);
            if k % 2 == 1 {
                first += count;
            } else {
                second += count;
            }
        }
    }
    let rest = m * m - first - second;
    [rest / 2, rest / 2, first, second]
}

pub fn gaps_output(input: &str) -> String {
    answer(counted_by_gaps(&parse(input)))
}
