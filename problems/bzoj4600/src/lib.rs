//! BZOJ 4600 [SDOI2016] 硬币游戏: a coin-turning game along the powers of 2 and of 3 in each
//! coin's index.

use gamecore::mex::MexBuffer;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Exponent pairs `(a, b)` are stored at `a * STRIDE + b`; every index below 2^32 has `a <= 31`
/// and `b <= 20` (3^21 > 2^32).
const STRIDE: usize = 32;

/// Exponents of 2 beyond which `MAXQ` makes no difference: `q <= a <= 31` for indices below
/// 2^32.
const MAX_EXPONENT: u32 = 31;

/// Coins are decomposed in chunks of this many as they are read, so a huge `n` in a short
/// input costs no more memory than the coins actually present.
const CHUNK: usize = 1 << 12;

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
pub fn coin_values(q_max: u32, a_max: usize, b_max: usize) -> Vec<u8> {
    let q_max = q_max as usize;
    let mut g = vec![0u8; STRIDE * STRIDE];
    let mut buf = MexBuffer::new();
    for a in 0..=a_max {
        for b in 0..=b_max {
            buf.begin();
            for p in 1..=a {
                let mut flipped = 0;
                for j in 1..=q_max.min(a / p) {
                    flipped ^= g[(a - p * j) * STRIDE + b];
                    buf.insert(u32::from(flipped));
                }
            }
            for p in 1..=b {
                let mut flipped = 0;
                for j in 1..=q_max.min(b / p) {
                    flipped ^= g[a * STRIDE + b - p * j];
                    buf.insert(u32::from(flipped));
                }
            }
            // At most Σ⌊31/q⌋ + Σ⌊20/q⌋ < 200 options, so the mex fits in a byte.
            g[a * STRIDE + b] = buf.mex() as u8;
        }
    }
    g
}

/// The exponent pair `a * STRIDE + b` of every index `1..len` (index 0 unused), grown on
/// demand: `i = 2j` adds one to the 2-exponent of `j`, `i = 3j` (odd) to its 3-exponent.
struct Exponents(Vec<u16>);

impl Exponents {
    fn extend_to(&mut self, last: usize) {
        let keys = &mut self.0;
        for i in keys.len()..=last {
            let key = if i % 2 == 0 {
                keys[i / 2] + STRIDE as u16
            } else if i % 3 == 0 {
                keys[i / 3] + 1
            } else {
                0
            };
            keys.push(key);
        }
    }
}

/// Reads one coin per entry of `keys` (the coins' exponent pairs) and returns the xor of `g`
/// over the tails coins; an error comes with the 0-based position of the coin.
fn tails_xor(sc: &mut Scanner, g: &[u8], keys: &[u16]) -> Result<u8, (usize, Error)> {
    // Keys are below STRIDE², so the mask changes nothing but spares the bounds check.
    let g = &g[..STRIDE * STRIDE];
    let mut total = 0u8;
    let mut read = 0;
    sc.for_each_bit(keys.len(), "face", |i, heads| {
        // Tails (0) contributes G; no branch on the coin.
        total ^= g[keys[i] as usize & (STRIDE * STRIDE - 1)] & u8::from(heads).wrapping_sub(1);
        read = i + 1;
    })
    .map_err(|e| (read, e))?;
    Ok(total)
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
    let mut exponents = Exponents(vec![0]);
    // Tables by effective MAXQ, with the exponent ranges they cover; empty until needed.
    let mut tables: Vec<(usize, usize, Vec<u8>)> =
        vec![(0, 0, Vec::new()); MAX_EXPONENT as usize + 1];
    for case in 1..=t {
        let in_case = |e: Error| e.context(format_args!("test case {case}"));
        let n = sc.next_count("n", 1, 2).map_err(in_case)?;
        let max_q: u32 = sc.next_in("MAXQ", 1..=u32::MAX).map_err(in_case)?;
        let (a_max, b_max) = (log_floor(n, 2), log_floor(n, 3));
        let q = max_q.min(MAX_EXPONENT);
        let table = &mut tables[q as usize];
        if table.2.is_empty() || table.0 < a_max || table.1 < b_max {
            *table = (a_max, b_max, coin_values(q, a_max, b_max));
        }
        let g = &table.2;
        // The position is the sum of single tails coins: xor of G over the tails coins.
        let mut total = 0u8;
        let mut first = 1;
        while first <= n {
            let last = n.min(first + CHUNK - 1);
            exponents.extend_to(last);
            total ^= tails_xor(sc, g, &exponents.0[first..=last]).map_err(|(i, e)| {
                e.context(format_args!("test case {case}: coin {}", first + i))
            })?;
            first = last + 1;
        }
        out.write_all(if total == 0 { b"lose\n" } else { b"win\n" })?;
    }
    Ok(())
}
