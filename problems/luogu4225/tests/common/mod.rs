//! The game from its rules, knowing nothing of values: the moves of a strip, the strips that
//! can arise from `LL_RR`, and a search over the whole sum of the kept strips deciding who wins
//! moving first and second (for random small inputs and `brute-*`); and a second counting
//! method for the `max-*` inputs, with its own factorial tables and full sums over Pascal rows
//! (no window, no prefix sums from `gamecore`).

#![allow(dead_code)] // each test binary uses its own part

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

pub const MODULUS: u64 = 998_244_353;

/// One strip: five cells, `b'L'` (a toad of Left, moving right), `b'R'` (a frog of Right,
/// moving left) or `b'_'`.
pub type Strip = [u8; 5];

pub fn strip(text: &str) -> Strip {
    text.as_bytes().try_into().expect("five cells")
}

/// The strips Left can move to: a toad steps right into the gap, or jumps right over exactly
/// one frog into the gap.
pub fn left_moves(s: Strip) -> Vec<Strip> {
    let mut moves = Vec::new();
    for p in 0..5 {
        if s[p] != b'L' {
            continue;
        }
        if p + 1 < 5 && s[p + 1] == b'_' {
            let mut t = s;
            t.swap(p, p + 1);
            moves.push(t);
        } else if p + 2 < 5 && s[p + 1] == b'R' && s[p + 2] == b'_' {
            let mut t = s;
            t.swap(p, p + 2);
            moves.push(t);
        }
    }
    moves
}

/// The strips Right can move to: the mirror image of Left's moves.
pub fn right_moves(s: Strip) -> Vec<Strip> {
    let mut moves = Vec::new();
    for p in 0..5 {
        if s[p] != b'R' {
            continue;
        }
        if p >= 1 && s[p - 1] == b'_' {
            let mut t = s;
            t.swap(p, p - 1);
            moves.push(t);
        } else if p >= 2 && s[p - 1] == b'L' && s[p - 2] == b'_' {
            let mut t = s;
            t.swap(p, p - 2);
            moves.push(t);
        }
    }
    moves
}

/// Every strip reachable from `LL_RR` by moves of either player in any order.
pub fn reachable() -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![strip("LL_RR")];
    while let Some(s) = stack.pop() {
        if seen.insert(s) {
            stack.extend(left_moves(s));
            stack.extend(right_moves(s));
        }
    }
    seen.iter()
        .map(|s| String::from_utf8(s.to_vec()).unwrap())
        .collect()
}

/// Who wins a sum of strips moving first: `(Left, Right)`. A position is a sorted list of
/// strips; a move changes one strip; whoever cannot move loses.
#[derive(Default)]
pub struct Search {
    memo: HashMap<(Vec<Strip>, bool), bool>,
}

impl Search {
    /// Whether the player to move (`left` or not) wins from `position` (sorted).
    pub fn mover_wins(&mut self, position: &[Strip], left: bool) -> bool {
        let key = (position.to_vec(), left);
        if let Some(&win) = self.memo.get(&key) {
            return win;
        }
        let mut win = false;
        'search: for k in 0..position.len() {
            let options = if left {
                left_moves(position[k])
            } else {
                right_moves(position[k])
            };
            for option in options {
                let mut next = position.to_vec();
                next[k] = option;
                next.sort_unstable();
                if !self.mover_wins(&next, !left) {
                    win = true;
                    break 'search;
                }
            }
        }
        self.memo.insert(key, win);
        win
    }

    /// 0: Left wins whoever starts, 1: Right, 2: the first player, 3: the second.
    pub fn outcome(&mut self, position: &[Strip]) -> usize {
        let mut sorted = position.to_vec();
        sorted.sort_unstable();
        let left_first = self.mover_wins(&sorted, true);
        let right_first = self.mover_wins(&sorted, false);
        match (left_first, right_first) {
            (true, false) => 0,
            (false, true) => 1,
            (true, true) => 2,
            (false, false) => 3,
        }
    }
}

/// The groups of an input: each a list of `(strip, count)`.
pub fn parse(input: &str) -> Vec<Vec<(String, u64)>> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = || tokens.next().expect("a complete input");
    next(); // T
    let groups: usize = next().parse().unwrap();
    (0..groups)
        .map(|_| {
            let n: usize = next().parse().unwrap();
            (0..n)
                .map(|_| (next().to_owned(), next().parse().unwrap()))
                .collect()
        })
        .collect()
}

/// The expected output by the search: every subset of the strips (each strip one by one,
/// `a` copies of a listed one) searched as a sum.
pub fn expected_output(input: &str) -> String {
    // One table for every call: a position's outcome never changes.
    thread_local!(static SEARCH: std::cell::RefCell<Search> = std::cell::RefCell::default());
    SEARCH.with(|search| expected_with(&mut search.borrow_mut(), input))
}

fn expected_with(search: &mut Search, input: &str) -> String {
    let mut out = String::new();
    for group in parse(input) {
        let strips: Vec<Strip> = group
            .iter()
            .flat_map(|(s, a)| std::iter::repeat(strip(s)).take(*a as usize))
            .collect();
        assert!(strips.len() <= 16, "too many strips for the search");
        let mut counts = [0u64; 4];
        for mask in 0u32..1 << strips.len() {
            let kept: Vec<Strip> = (0..strips.len())
                .filter(|&k| mask >> k & 1 == 1)
                .map(|k| strips[k])
                .collect();
            counts[search.outcome(&kept)] += 1;
        }
        let [l, r, f, s] = counts.map(|c| c % MODULUS);
        writeln!(out, "{l} {r} {f} {s}").unwrap();
    }
    out
}

/// Factorials and their inverses modulo 998244353 up to `n`, built here (not `gamecore::comb`).
struct Table {
    fact: Vec<u64>,
    inv: Vec<u64>,
}

fn power(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % MODULUS;
        }
        b = b * b % MODULUS;
        e >>= 1;
    }
    r
}

impl Table {
    fn new(n: usize) -> Self {
        let mut fact = vec![1u64; n + 1];
        for i in 1..=n {
            fact[i] = fact[i - 1] * i as u64 % MODULUS;
        }
        let mut inv = vec![1u64; n + 1];
        for i in 0..=n {
            inv[i] = power(fact[i], MODULUS - 2);
        }
        Self { fact, inv }
    }

    fn binom(&self, n: usize, k: i64) -> u64 {
        if k < 0 || k as usize > n {
            return 0;
        }
        let k = k as usize;
        self.fact[n] * self.inv[k] % MODULUS * self.inv[n - k] % MODULUS
    }

    /// Row `n` of Pascal's triangle modulo 998244353.
    fn row(&self, n: usize) -> Vec<u64> {
        (0..=n as i64).map(|k| self.binom(n, k)).collect()
    }
}

/// The values of the strips, as the page states them: `(half units of number, ups, stars)`.
fn class(s: &str) -> (i64, i64, u64) {
    match s {
        "LRRL_" | "RLRL_" | "RRL_L" => (2, 0, 0),
        "_RLLR" | "_RLRL" | "R_RLL" => (-2, 0, 0),
        "RL_LR" => (1, 0, 0),
        "LR_RL" => (-1, 0, 0),
        "LL_RR" | "LRL_R" | "L_RLR" => (0, 0, 1),
        "L_LRR" => (0, 1, 0),
        "LLR_R" => (0, -1, 0),
        _ => (0, 0, 0),
    }
}

/// The four counts of each group by full sums: the number part as a convolution of the two
/// Pascal rows read off by sign (every pair of row entries visited through prefix sums of
/// the halves' row), the up part by the sign and size of `k` for every entry of its row.
pub fn second_method(input: &str) -> String {
    let groups = parse(input);
    let largest = groups
        .iter()
        .map(|g| g.iter().map(|&(_, a)| a as usize).sum::<usize>())
        .max()
        .unwrap_or(0);
    let table = Table::new(largest);
    let mut out = String::new();
    for group in groups {
        // [+1, −1, +1/2, −1/2, *, ↑, ↓, 0]
        let mut c = [0usize; 8];
        for (s, a) in &group {
            let slot = match class(s) {
                (2, _, _) => 0,
                (-2, _, _) => 1,
                (1, _, _) => 2,
                (-1, _, _) => 3,
                (_, _, 1) => 4,
                (_, 1, _) => 5,
                (_, -1, _) => 6,
                _ => 7,
            };
            c[slot] += *a as usize;
        }
        // Number: 2(p1 − n1) + (p2 − n2) with p1 of c0 kept, n1 of c1 kept, …; choosing
        // x = p1 + (c1 − n1) from c0 + c1 and y likewise, it is 2x + y − (2c1 + c3).
        let (whole, half) = (c[0] + c[1], c[2] + c[3]);
        let t = 2 * c[1] as i64 + c[3] as i64;
        let half_row = table.row(half);
        let mut prefix = vec![0u64; half + 2]; // prefix[j] = Σ_{y<j}
        for y in 0..=half {
            prefix[y + 1] = (prefix[y] + half_row[y]) % MODULUS;
        }
        let below = |j: i64| prefix[j.clamp(0, half as i64 + 1) as usize];
        let (mut pos, mut zero, mut neg) = (0u64, 0u64, 0u64);
        for x in 0..=whole {
            let w = table.binom(whole, x as i64);
            let edge = t - 2 * x as i64; // y = edge gives 0
            let n = below(edge);
            let z = (below(edge + 1) + MODULUS - n) % MODULUS;
            let p = (prefix[half + 1] + MODULUS - below(edge + 1)) % MODULUS;
            neg = (neg + w * n) % MODULUS;
            zero = (zero + w * z) % MODULUS;
            pos = (pos + w * p) % MODULUS;
        }
        // Ups: k = l − c6 for l of c5 + c6.
        let ups = c[5] + c[6];
        let mut k_count = [0u64; 5]; // k ≤ −2, −1, 0, 1, ≥ 2
        for l in 0..=ups {
            let k = l as i64 - c[6] as i64;
            let slot = (k.clamp(-2, 2) + 2) as usize;
            k_count[slot] = (k_count[slot] + table.binom(ups, l as i64)) % MODULUS;
        }
        let (even, odd) = if c[4] == 0 {
            (1, 0)
        } else {
            (power(2, c[4] as u64 - 1), power(2, c[4] as u64 - 1))
        };
        let all_inf = power(2, (ups + c[4]) as u64);
        let zeros = power(2, c[7] as u64);
        let m = |a: u64, b: u64| a * b % MODULUS;
        let sum = |xs: &[u64]| xs.iter().fold(0, |s, &x| (s + x) % MODULUS);
        let left = sum(&[
            m(pos, all_inf),
            m(zero, m(even, sum(&k_count[3..]))),
            m(zero, m(odd, k_count[4])),
        ]);
        let right = sum(&[
            m(neg, all_inf),
            m(zero, m(even, sum(&k_count[..2]))),
            m(zero, m(odd, k_count[0])),
        ]);
        let first = m(zero, m(odd, sum(&k_count[1..4])));
        let second = m(zero, m(even, k_count[2]));
        let [l, r, f, s] = [left, right, first, second].map(|x| m(x, zeros));
        writeln!(out, "{l} {r} {f} {s}").unwrap();
    }
    out
}
