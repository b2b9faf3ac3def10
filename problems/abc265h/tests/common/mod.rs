//! The count decided without the solution's method: a search of the whole board from the rules
//! (for the exhaustive comparison and `brute-*`), and a plain recurrence over the dense row
//! polynomial at every point of the xor axis (for the `max-*` inputs, too large for a search).

#![allow(dead_code)] // each test binary uses its own part

pub const P: u64 = 998_244_353;

/// `H W` of an input.
pub fn parse(input: &str) -> (usize, usize) {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let mut next = || numbers.next().expect("a complete input");
    (next(), next())
}

/// The whole board searched from the rules: the state is every row's pair
/// `(first player's column, second player's column)`, 0-based, packed as `f · w + s` in base
/// `w²`; `win[state · 2 + player]` says whether the player to move wins (0 unknown, 1 loses,
/// 2 wins). The first player (0) moves a piece left over empty squares only, the second (1)
/// right; a player without a move loses. Play ends: every move advances a piece.
pub struct Search {
    h: usize,
    w: usize,
    memo: Vec<u8>,
}

impl Search {
    pub fn new(h: usize, w: usize) -> Self {
        let states = (w * w).pow(h as u32);
        Self {
            h,
            w,
            memo: vec![0; 2 * states],
        }
    }

    fn unpack(&self, mut state: usize) -> Vec<(usize, usize)> {
        let mut rows = Vec::with_capacity(self.h);
        for _ in 0..self.h {
            let cell = state % (self.w * self.w);
            rows.push((cell / self.w, cell % self.w));
            state /= self.w * self.w;
        }
        rows
    }

    fn pack(&self, rows: &[(usize, usize)]) -> usize {
        rows.iter()
            .rev()
            .fold(0, |state, &(f, s)| state * self.w * self.w + f * self.w + s)
    }

    /// Every position one move of `player` can reach.
    fn moves(&self, state: usize, player: usize) -> Vec<usize> {
        let rows = self.unpack(state);
        let mut next = Vec::new();
        for (i, &(f, s)) in rows.iter().enumerate() {
            let occupied = |col: usize| col == f || col == s;
            if player == 0 {
                // From column f to k < f: squares k, k + 1, …, f − 1 all empty.
                for k in 0..f {
                    if (k..f).all(|col| !occupied(col)) {
                        let mut moved = rows.clone();
                        moved[i].0 = k;
                        next.push(self.pack(&moved));
                    }
                }
            } else {
                // From column s to k > s: squares s + 1, …, k all empty.
                for k in s + 1..self.w {
                    if (s + 1..=k).all(|col| !occupied(col)) {
                        let mut moved = rows.clone();
                        moved[i].1 = k;
                        next.push(self.pack(&moved));
                    }
                }
            }
        }
        next
    }

    /// Whether `player`, to move, wins. The recursion is as deep as the game is long, at most
    /// `h · (w − 1)` moves on the small boards searched.
    pub fn wins(&mut self, state: usize, player: usize) -> bool {
        let key = 2 * state + player;
        if self.memo[key] != 0 {
            return self.memo[key] == 2;
        }
        let win = self
            .moves(state, player)
            .into_iter()
            .any(|next| !self.wins(next, 1 - player));
        self.memo[key] = if win { 2 } else { 1 };
        win
    }

    /// The number of placements (each row's pieces on different squares) the first player,
    /// moving first, wins — modulo `P`, though the small boards stay far below it.
    pub fn count_first_player_wins(&mut self) -> u64 {
        let mut count = 0;
        for state in 0..self.memo.len() / 2 {
            let rows = self.unpack(state);
            if rows.iter().all(|&(f, s)| f != s) && self.wins(state, 0) {
                count += 1;
            }
        }
        count % P
    }
}

/// The search's answer for an input.
pub fn expected_output(input: &str) -> String {
    let (h, w) = parse(input);
    format!("{}\n", Search::new(h, w).count_first_player_wins())
}

fn pow(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= P;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % P;
        }
        base = base * base % P;
        exp >>= 1;
    }
    result
}

/// The `n`-th power of the dense polynomial `p` (with `p[0] ≠ 0`), coefficients `0..=last`,
/// by the recurrence from `p · F' = n · p' · F`: `m p_0 F_m = Σ_{i≥1} p_i ((n + 1) i − m)
/// F_{m−i}`. Time O(last · deg p).
pub fn power_by_recurrence(p: &[u64], n: u64, last: usize) -> Vec<u64> {
    let p0_inverse = pow(p[0], P - 2);
    let mut f = vec![0; last + 1];
    f[0] = pow(p[0], n);
    for m in 1..=last {
        let mut sum = 0;
        for i in 1..p.len().min(m + 1) {
            let factor = ((n + 1) % P * i as u64 % P + P - m as u64 % P) % P;
            sum = (sum + p[i] * factor % P * f[m - i]) % P;
        }
        f[m] = sum * pow(m as u64 * p0_inverse % P, P - 2) % P;
    }
    f
}

/// The count by the theory of the page, computed plainly: a row placed with the first
/// player's piece at `f` and the second's at `s` (1-based) is the integer
/// `(f − 1) − (w − s)` if `f < s` and the heap `f − s − 1` otherwise. At each of the 32 points
/// `u` of the xor axis the rows' polynomial is `N(x) + Σ_g heaps_g (−1)^{|u ∧ g|}`, `N` built
/// by enumerating placements (shifted by `x^d`); its `h`-th power by [`power_by_recurrence`].
/// Then: positive integer sums (all xors) from the coefficients above `x^{hd}` at `u = 0`,
/// plus sum 0 with xor ≠ 0 (the point `u = 0` minus the average over the points).
/// Time O(32 · h · d²).
pub fn plain_count(h: usize, w: usize) -> u64 {
    assert!(w <= 33, "the xor axis has 32 points");
    let d = w - 2;
    let mut numbers = vec![0_u64; 2 * d + 1];
    let mut heaps = [0_u64; 32];
    for f in 1..=w {
        for s in 1..=w {
            if f < s {
                numbers[(f - 1) + d - (w - s)] += 1;
            } else if s < f {
                heaps[f - s - 1] += 1;
            }
        }
    }
    let centre = h * d;
    let mut zero_sum_zero_xor = 0; // Σ over points of [x^{hd}], divided by 32 at the end
    let mut answer = 0;
    for u in 0..32_usize {
        let mut point = 0;
        for (g, &count) in heaps.iter().enumerate() {
            if (u & g).count_ones() % 2 == 0 {
                point = (point + count) % P;
            } else {
                point = (point + P - count) % P;
            }
        }
        let mut p = numbers.clone();
        p[d] = (p[d] + point) % P;
        let last = if u == 0 { 2 * centre } else { centre };
        let f = power_by_recurrence(&p, h as u64, last);
        zero_sum_zero_xor = (zero_sum_zero_xor + f[centre]) % P;
        if u == 0 {
            // Every xor: the sums above 0, and the sum 0 (its xor-0 part removed below).
            answer = f[centre..].iter().fold(0, |a, &x| (a + x) % P);
        }
    }
    let average = zero_sum_zero_xor * pow(32, P - 2) % P;
    (answer + P - average) % P
}
