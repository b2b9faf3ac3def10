//! BZOJ 4600 (SDOI2016) 硬币游戏: a coin-turning game along the powers of 2 and of 3 in each
//! coin's index.

use gamecore::mex::{Grundy, MexBuffer};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Exponent pairs `(a, b)` are stored at `a * STRIDE + b`; every index below 2^32 has `a <= 31`
/// and `b <= 20` (3^21 > 2^32).
const STRIDE: usize = 32;

/// Exponents of 2 beyond which `MAXQ` makes no difference: `q <= a <= 31` for indices below
/// 2^32.
const MAX_EXPONENT: u32 = 31;

/// `G_Q(a, b)` for `a <= a_max`, `b <= b_max`, at `a * STRIDE + b`: the Grundy value of the
/// position where only a coin `c · 2^a · 3^b` is tails up and at most `q_max` further coins
/// may be flipped along one exponent.
///
/// A move on `(a, b)` with step `p` and count `q` flips `(a − p·j, b)` for `j = 1..=q` (or the
/// same along `b`); flipping a coin toggles its term, so the option's value is the xor of
/// `G_Q` over those coins, accumulated as `q` grows for each `p`.
///
/// # Constraints
/// `a_max < STRIDE`, `b_max < STRIDE`.
///
/// # Complexity
/// O(A·B·(A log A + B log B)) for `A = a_max`, `B = b_max`: about 10^4 steps for `n = 30000`.
pub fn coin_values(q_max: u32, a_max: usize, b_max: usize) -> Vec<Grundy> {
    let q_max = q_max as usize;
    let mut g = vec![0; STRIDE * STRIDE];
    let mut buf = MexBuffer::new();
    for a in 0..=a_max {
        for b in 0..=b_max {
            buf.begin();
            for p in 1..=a {
                let mut flipped = 0;
                for j in 1..=q_max.min(a / p) {
                    flipped ^= g[(a - p * j) * STRIDE + b];
                    buf.insert(flipped);
                }
            }
            for p in 1..=b {
                let mut flipped = 0;
                for j in 1..=q_max.min(b / p) {
                    flipped ^= g[a * STRIDE + b - p * j];
                    buf.insert(flipped);
                }
            }
            g[a * STRIDE + b] = buf.mex();
        }
    }
    g
}

/// `G` of every coin `1..=n` xored together — the value of the all-tails position. `G(a, b)`
/// counts once for every `i <= n` whose exponents of 2 and 3 are `a` and `b`, that is for every
/// `j <= n / (2^a 3^b)` prime to 6, so only the parity of that count matters.
///
/// # Complexity
/// O(log n · log n), whatever the coins.
fn all_tails_xor(g: &[Grundy], n: usize) -> Grundy {
    let mut total = 0;
    let mut power_of_two = 1;
    let mut a = 0;
    while power_of_two <= n {
        let (mut power, mut b) = (power_of_two, 0);
        while power <= n {
            let m = n / power;
            let prime_to_six = m - m / 2 - m / 3 + m / 6;
            if prime_to_six % 2 == 1 {
                total ^= g[a * STRIDE + b];
            }
            power *= 3;
            b += 1;
        }
        power_of_two *= 2;
        a += 1;
    }
    total
}

/// The table index `a * STRIDE + b` of coin `i >= 1`, where `i = c · 2^a · 3^b` with `c`
/// prime to 6.
fn exponents(i: usize) -> usize {
    let a = i.trailing_zeros() as usize;
    let (mut c, mut b) = (i >> a, 0);
    while c % 3 == 0 {
        c /= 3;
        b += 1;
    }
    a * STRIDE + b
}

/// [`exponents`] of the coins `0..len` (index 0 unused), each from a smaller one: `2j` adds
/// one to the 2-exponent of `j`, an odd `3j` one to its 3-exponent. Grown to the largest case
/// so far, up to `LEN` coins (the judge's cases); coins past it are decomposed one by one.
/// Built on demand: a run with small cases does not pay for 2^16 entries.
#[derive(Default)]
struct ExponentTable(Vec<u16>);

impl ExponentTable {
    const LEN: usize = 1 << 16;

    /// Extends the table to cover the coins `1..=n` (or `LEN` of them).
    fn cover(&mut self, n: usize) {
        let keys = &mut self.0;
        let len = (n + 1).min(Self::LEN);
        keys.reserve(len.saturating_sub(keys.len()));
        for i in keys.len()..len {
            let key = if i < 2 {
                0
            } else if i % 2 == 0 {
                keys[i / 2] + STRIDE as u16
            } else if i % 3 == 0 {
                keys[i / 3] + 1
            } else {
                0
            };
            keys.push(key);
        }
    }

    #[inline]
    fn of(&self, i: usize) -> usize {
        match self.0.get(i) {
            Some(&key) => key as usize,
            None => exponents(i),
        }
    }
}

/// Reads the `n` coins and returns the xor of `G` over the heads coins: flipping a coin's
/// state toggles its term, so the position's value is the all-tails value xor this.
///
/// `lanes` holds `G` of the coins `0..lanes.len()` as 16-bit values (coin 0's is 0): four
/// coins' values are one word, masked by the coins that are heads and xored
/// in, with no branch per coin; coins past it are looked up one by one.
fn heads_xor(
    sc: &mut Scanner<'_>,
    g: &[Grundy],
    keys: &ExponentTable,
    lanes: &[u16],
    n: usize,
) -> Result<Grundy, Error> {
    let (mut word_sum, mut total) = (0u64, 0);
    sc.for_each_one_lanes(n, "coin", |index, mask| {
        // Coin `index + 1 + j` is lane `j`; four tails cost nothing.
        if mask == 0 {
            return;
        }
        match lanes.get(index + 1..index + 5) {
            Some(four) => {
                let word = four
                    .iter()
                    .rev()
                    .fold(0, |word, &value| word << 16 | u64::from(value));
                word_sum ^= word & mask;
            }
            None => total ^= heads_past_lanes(g, keys, index, mask),
        }
    })?;
    for j in 0..4 {
        total ^= (word_sum >> (16 * j) & 0xFFFF) as Grundy;
    }
    Ok(total)
}

/// The xor of `G` over the heads among coins `index + 1 ..= index + 4` (lane `j` of `mask`
/// for coin `index + 1 + j`), one by one: for coins past the lanes.
#[cold]
fn heads_past_lanes(g: &[Grundy], keys: &ExponentTable, index: usize, mask: u64) -> Grundy {
    (0..4)
        .filter(|j| mask >> (16 * j) & 1 == 1)
        .fold(0, |total, j| total ^ g[keys.of(index + 1 + j)])
}

/// The largest `e` with `base^e <= n`, for `n >= 1`.
fn log_floor(n: usize, base: u64) -> usize {
    let (n, mut e, mut power) = (n as u64, 0, base);
    while power <= n {
        e += 1;
        power *= base;
    }
    e
}

/// Reads `T`, then `T` cases each given as `n MAXQ` and the `n` coin states (`0` tails,
/// `1` heads), and prints `win` or `lose` for Alice, who moves first, one line per case.
///
/// Tokens after the `T`-th case are ignored with a warning: some copies of the statement repeat the sample
/// cases after them. Values beyond the judge's limits are accepted: any `T`, `n` and `MAXQ`
/// up to 2^32 − 1 (a `MAXQ` above 31 allows nothing more, since `q` is at most an exponent).
///
/// # Errors
/// A missing or non-numeric token, `n` or `MAXQ` equal to 0, a coin other than 0 or 1, or
/// fewer than `T` cases.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let t = sc.next_count("T", 0, 2)?;
    let mut tables = CoinTables::default();
    let mut keys = ExponentTable::default();
    for case in 1..=t {
        let in_case = |e: Error| e.context(format_args!("test case {case}"));
        let n = sc.next_count("n", 1, 2).map_err(in_case)?;
        let max_q = sc.next_in("MAXQ", 1..=u32::MAX).map_err(in_case)?;
        // The lanes of coins `1..=n` need three coins' keys past them.
        keys.cover(n + 3);
        let (g, lanes) = tables.for_case(max_q, n, &keys);
        // The position is the sum of its single tails coins.
        let total = all_tails_xor(g, n) ^ heads_xor(sc, g, &keys, lanes, n).map_err(in_case)?;
        out.write_all(if total == 0 { b"lose\n" } else { b"win\n" })?;
    }
    Ok(())
}

/// The `G_Q` tables by effective `MAXQ`, each with the exponent ranges it covers and the
/// coins' values as 16-bit lanes (see [`heads_xor`]); built when a case first needs them,
/// extended when a later case has more coins.
#[derive(Default)]
struct CoinTables(Vec<CoinTable>);

#[derive(Clone, Default)]
struct CoinTable {
    a_max: usize,
    b_max: usize,
    g: Vec<Grundy>,
    lanes: Vec<u16>,
}

impl CoinTables {
    fn for_case(&mut self, max_q: u32, n: usize, keys: &ExponentTable) -> (&[Grundy], &[u16]) {
        if self.0.is_empty() {
            self.0 = vec![CoinTable::default(); MAX_EXPONENT as usize + 1];
        }
        // A MAXQ above the largest exponent allows nothing more.
        let q = max_q.min(MAX_EXPONENT);
        // Lanes for the coins the exponent table covers (up to 2^16), with three past coin n so
        // that the word of any coin up to n is whole; the table covers them all.
        let coins = (n + 4).min(ExponentTable::LEN);
        let (a_max, b_max) = (
            log_floor(n.max(coins - 1), 2),
            log_floor(n.max(coins - 1), 3),
        );
        let table = &mut self.0[q as usize];
        if table.g.is_empty() || table.a_max < a_max || table.b_max < b_max {
            // A larger table keeps the values of the smaller one: G(a, b) depends only on
            // smaller exponents. So the lanes made so far stay right.
            table.a_max = table.a_max.max(a_max);
            table.b_max = table.b_max.max(b_max);
            table.g = coin_values(q, table.a_max, table.b_max);
        }
        // Every value is a mex over fewer than 200 options, far below 2^16 (coin 0's key is 0,
        // and G(0, 0) = 0).
        let g = &table.g;
        let from = table.lanes.len().min(coins);
        let values = keys.0[from..coins]
            .iter()
            .map(|&key| g[usize::from(key)] as u16);
        table.lanes.extend(values);
        (&table.g, &table.lanes)
    }
}
