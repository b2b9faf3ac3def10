//! Luogu P4225 "福若格斯" ([清华集训 2017], UOJ #342, LibreOJ #2327): many five-cell
//! Toads-and-Frogs strips, each kept or killed; count the kept subsets won by Left (小d, the
//! toads `L`) whoever starts, by Right (小m, the frogs `R`), by the first and by the second
//! player, modulo 998244353.
//!
//! Every strip reachable from `LL_RR` is worth `±1`, `±1/2`, `*`, `↑`, `↓` or `0`
//! ([`STRIP_VALUES`], checked against the canonical forms of `gamecore::partizan` in the
//! tests), so a kept subset is worth `x + k·↑ + e·*` with `x` a number: its sign decides,
//! and at `x = 0` the count `k` of ups less downs and the parity `e` of stars do. The subsets
//! of each kind are counted with binomial coefficients: a short window of products of
//! Pascal-row entries for the numbers and prefix sums of a row for the ups and downs
//! (`gamecore::comb::Binomials::prefix_sum`).

use gamecore::comb::{pow_mod, Binomials};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The answers' modulus.
pub const MODULUS: u64 = 998_244_353;

/// The most strips served in one group (the judge's `m` is at most 10^6): the factorial
/// tables take 16 bytes a strip of the largest group.
const MAX_GROUP_STRIPS: u32 = 10_000_000;

/// The most strips served in the whole file (the judge's largest files hold about 10^8): the
/// work is at most a few nanoseconds a strip, and 2·10^9 strips spread for the longest window
/// of `signs_of_numbers` took 3.3–3.5 s of CPU.
const MAX_TOTAL_STRIPS: u64 = 1_000_000_000;

/// The most groups served (the judge has at most 100): each keeps 32 bytes until all are read.
const MAX_GROUPS: usize = 1_000_000;

/// The value of a strip: Left (the toads `L`) counts positive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// `1`: Left has one spare move.
    One,
    /// `−1`.
    MinusOne,
    /// `1/2`.
    Half,
    /// `−1/2`.
    MinusHalf,
    /// `* = {0|0}`.
    Star,
    /// `↑ = {0|*}`.
    Up,
    /// `↓ = {*|0}`.
    Down,
    /// `0`: whoever moves there first loses it.
    Zero,
}

/// The 23 strips reachable from `LL_RR` and their values (Winning Ways' notation); the other
/// seven arrangements of two toads, two frogs and a gap never arise.
pub const STRIP_VALUES: [(&str, Value); 23] = [
    ("LRRL_", Value::One),
    ("RLRL_", Value::One),
    ("RRL_L", Value::One),
    ("_RLLR", Value::MinusOne),
    ("_RLRL", Value::MinusOne),
    ("R_RLL", Value::MinusOne),
    ("RL_LR", Value::Half),
    ("LR_RL", Value::MinusHalf),
    ("LL_RR", Value::Star),
    ("LRL_R", Value::Star),
    ("L_RLR", Value::Star),
    ("L_LRR", Value::Up),
    ("LLR_R", Value::Down),
    ("LLRR_", Value::Zero),
    ("LRLR_", Value::Zero),
    ("LRR_L", Value::Zero),
    ("LR_LR", Value::Zero),
    ("RLR_L", Value::Zero),
    ("RR_LL", Value::Zero),
    ("R_LLR", Value::Zero),
    ("R_LRL", Value::Zero),
    ("_LLRR", Value::Zero),
    ("_LRLR", Value::Zero),
];

/// How many strips of each [`Value`] a group holds, indexed by `Value as usize`.
type Counts = [u32; 8];

/// Reads `T C` and the `C` groups, and prints for each the numbers of kept subsets won by
/// Left, by Right, by the first player and by the second, modulo 998244353.
///
/// # Errors
/// A token that is not a non-negative integer where one is due; `C` of 0 or above 10^6;
/// `n` above what the rest of the input holds; a token that is not a strip (five cells, two
/// `L`, two `R`, one `_`) or a strip not reachable from `LL_RR`; a count `a` above 10^7, a
/// group of more than 10^7 strips, or more than 10^9 strips in the file.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let groups = read_groups(sc)?;
    let tallies = decide(&groups);
    print_tallies(&tallies, out)
}

fn read_groups(sc: &mut Scanner<'_>) -> Result<Vec<Counts>, Error> {
    // T, the judge's test-point number, says nothing about the input.
    sc.next::<u64>("T (the test-point number)")?;
    // A group is at least its count `n` and a separator.
    let count = sc.next_count("C (the number of groups)", 1, 2)?;
    if count > MAX_GROUPS {
        return Err(sc.token_error(format!(
            "C (the number of groups) {count} is too large (at most 10^6)"
        )));
    }
    let classes = class_table();
    let mut groups = Vec::with_capacity(count);
    let mut total = 0u64;
    for g in 1..=count {
        let counts = read_group(sc, &classes, &mut total)
            .map_err(|e| e.context(format_args!("group {g}")))?;
        groups.push(counts);
    }
    Ok(groups)
}

/// One group: `n`, then `n` lines `s a`. Repeated strips add up.
fn read_group(sc: &mut Scanner<'_>, classes: &[u8; 243], total: &mut u64) -> Result<Counts, Error> {
    // `LL_RR 1` and a separator.
    let lines = sc.next_count("n (the number of strips listed)", 0, 8)?;
    let mut counts = [0u32; 8];
    let mut strips = 0u32;
    for i in 1..=lines {
        let in_line = |e: Error| e.context(format_args!("strip {i}"));
        let class = read_strip(sc, classes).map_err(in_line)?;
        let a = sc.next_in("a", 0..=MAX_GROUP_STRIPS).map_err(in_line)?;
        strips += a;
        if strips > MAX_GROUP_STRIPS {
            return Err(in_line(sc.token_error(format!(
                "the group holds {strips} strips so far (at most 10^7)"
            ))));
        }
        *total += u64::from(a);
        if *total > MAX_TOTAL_STRIPS {
            return Err(in_line(sc.token_error(format!(
                "the file holds {total} strips so far (at most 10^9)"
            ))));
        }
        counts[class] += a;
    }
    Ok(counts)
}

/// A strip's cells as a base-3 number (`_` 0, `L` 1, `R` 2), the first cell lowest.
fn strip_code(strip: &[u8]) -> Option<usize> {
    if strip.len() != 5 {
        return None;
    }
    strip.iter().rev().try_fold(0, |code, &cell| {
        let digit = match cell {
            b'_' => 0,
            b'L' => 1,
            b'R' => 2,
            _ => return None,
        };
        Some(code * 3 + digit)
    })
}

/// `Value as u8` of every reachable strip by [`strip_code`], `u8::MAX` elsewhere.
fn class_table() -> [u8; 243] {
    let mut table = [u8::MAX; 243];
    for (strip, value) in STRIP_VALUES {
        table[strip_code(strip.as_bytes()).expect("a strip")] = value as u8;
    }
    table
}

/// The next strip's [`Value`] as an index into [`Counts`].
fn read_strip(sc: &mut Scanner<'_>, classes: &[u8; 243]) -> Result<usize, Error> {
    let token = sc.token("s (a strip)")?;
    if let Some(code) = strip_code(token) {
        if classes[code] != u8::MAX {
            return Ok(usize::from(classes[code]));
        }
        let cells = |c: u8| token.iter().map(|&b| usize::from(b == c)).sum::<usize>();
        if cells(b'L') == 2 && cells(b'R') == 2 {
            let strip = String::from_utf8_lossy(token);
            return Err(sc.token_error(format!(
                "strip {strip} never arises from LL_RR (only 23 arrangements do)"
            )));
        }
    }
    let shown = gamecore::scan::shown(token);
    Err(sc.token_error(format!(
        "expected s (a strip: five cells, two L, two R and one _), found \"{shown}\""
    )))
}

/// The four counts of one group: Left wins, Right wins, first player wins, second player
/// wins, each modulo [`MODULUS`].
pub type Tally = [u64; 4];

fn decide(groups: &[Counts]) -> Vec<Tally> {
    let largest = groups
        .iter()
        .map(|c| c.iter().map(|&a| a as usize).sum::<usize>())
        .max()
        .unwrap_or(0);
    let binomials = Binomials::<MODULUS>::with_prime(largest);
    groups.iter().map(|c| tally(&binomials, c)).collect()
}

const P: u64 = MODULUS;

fn pow2(exp: usize) -> u64 {
    pow_mod(2, exp as u64, P)
}

/// The outcome counts of one group (see the page for the rules and their proof).
fn tally(b: &Binomials<P>, c: &Counts) -> Tally {
    let count = |v: Value| c[v as usize] as usize;
    // The numbers, in half units: ±1 strips are worth 2 and ±1/2 strips 1. Choosing `i` of the
    // A = #(+1) + #(−1) whole strips as "+1 kept or −1 killed" and `j` of the halves likewise,
    // the number is 2i + j − T with T = 2·#(−1) + #(−1/2).
    let wholes = count(Value::One) + count(Value::MinusOne);
    let halves = count(Value::Half) + count(Value::MinusHalf);
    let target = 2 * count(Value::MinusOne) + count(Value::MinusHalf);
    let [positive, zero, negative] = signs_of_numbers(b, wholes, halves, target);
    // Ups and downs: `l` of the U strips as "↑ kept or ↓ killed" give k = l − #↓.
    let ups = count(Value::Up) + count(Value::Down);
    let downs = count(Value::Down);
    let below = b.prefix_sum(ups, downs); // k ≤ −1
    let even_k = b.binom(ups, downs); // k = 0
    let two_below = if downs == 0 {
        0
    } else {
        (below + P - b.binom(ups, downs - 1)) % P // k ≤ −2
    };
    let above = (2 * P + pow2(ups) - below - even_k) % P; // k ≥ 1
    let two_above = (above + P - b.binom(ups, downs + 1)) % P; // k ≥ 2
    let near = (3 * P + pow2(ups) - two_above - two_below) % P; // |k| ≤ 1
                                                                // Stars: half of the subsets of a non-empty set are odd.
    let stars = count(Value::Star);
    let (even, odd) = if stars == 0 {
        (1, 0)
    } else {
        let half = pow2(stars - 1);
        (half, half)
    };
    let zeros = pow2(count(Value::Zero));
    let rest = pow2(ups + stars);
    let mul = |x: u64, y: u64| x * y % P;
    let left = (mul(positive, rest) + mul(zero, (even * above + odd * two_above) % P)) % P;
    let right = (mul(negative, rest) + mul(zero, (even * below + odd * two_below) % P)) % P;
    let first = mul(zero, mul(odd, near));
    let second = mul(zero, mul(even, even_k));
    [
        mul(zeros, left),
        mul(zeros, right),
        mul(zeros, first),
        mul(zeros, second),
    ]
}

/// Over the pairs `(i, j)` with `i ≤ a`, `j ≤ h`, each weighing `C(a, i)·C(h, j)`, the total
/// weights of `2i + j − t` positive, zero and negative, modulo [`MODULUS`] (`t ≤ 2a + h`).
///
/// For `i > t/2` the sign is positive whatever `j`: those are a prefix sum of row `a`. For
/// smaller `i` the positive `j` are the suffix of row `h` from `t − 2i + 1`, which moves by
/// two as `i` falls by one: a window of at most `min(a, h/2) + 1` values of `i`, each a few
/// multiplications, with the row sums scaled by `1/(a!·h!)` so that an entry is one product
/// of inverse factorials.
fn signs_of_numbers(b: &Binomials<P>, a: usize, h: usize, t: usize) -> [u64; 3] {
    let all = pow2(a + h);
    let half = t / 2;
    let mut positive = if half < a {
        (pow2(a) + P - b.prefix_sum(a, half + 1)) % P * pow2(h) % P
    } else {
        0
    };
    let mut zero = 0;
    let hi = a.min(half);
    // Below ⌈(t − h)/2⌉ even j = h leaves the number negative.
    let lo = if t > h { (t - h + 1) / 2 } else { 0 };
    if lo <= hi {
        let inv = |n: usize| b.inverse_factorial(n);
        let entry = |j: usize| if j <= h { inv(j) * inv(h - j) % P } else { 0 };
        // j = t − 2i + 1 ≥ 1 for i = hi: the suffix of row h from j, scaled by 1/h!; it moves
        // on by two as i falls by one.
        let j = t - 2 * hi + 1;
        let mut suffix = if j <= h {
            (pow2(h) + P - b.prefix_sum(h, j)) % P * inv(h) % P
        } else {
            0
        };
        let mut at_zero = entry(j - 1);
        let (mut positive_sum, mut zero_sum) = (0u128, 0u128);
        // The weights C(a, i)/a! for i from hi down to lo, each a product of two inverse
        // factorials: unreduced (below P² < 2^60), so its products with values below P fit in
        // 90 bits, and 10^7 of them in the 128-bit sums.
        let inverse = b.inverse_factorials();
        let mut weights = inverse[lo..=hi].iter().rev().zip(&inverse[a - hi..=a - lo]);
        // While j + 1 ≤ h, the two entries of row h that leave the suffix, j and j + 1, as
        // pairs of inverse factorials walked from both ends of the row: no bounds checks.
        let steps = if h > j {
            ((h - j + 1) / 2).min(hi - lo + 1)
        } else {
            0
        };
        let (low, high) = if steps > 0 {
            (
                &inverse[j..j + 2 * steps],
                &inverse[h + 1 - j - 2 * steps..=h - j],
            )
        } else {
            (&inverse[..0], &inverse[..0])
        };
        let (low, high) = (low.chunks_exact(2), high.rchunks_exact(2));
        for ((low, high), (&wi, &wa)) in low.zip(high).zip(weights.by_ref()) {
            let weight = u128::from(wi * wa);
            positive_sum += weight * u128::from(suffix);
            zero_sum += weight * u128::from(at_zero);
            // low = [1/j!, 1/(j+1)!], high = [1/(h−j−1)!, 1/(h−j)!].
            let second = low[1] * high[0];
            let leaving = (low[0] * high[1] + second) % P;
            suffix = suffix + P - leaving;
            if suffix >= P {
                suffix -= P;
            }
            at_zero = second % P;
        }
        // The window ends at j = h or h + 1 (i = lo ≥ (t − h)/2), so at most one step is left
        // once the row's end is reached, and what it would take out of the suffix is not used.
        if let Some((&wi, &wa)) = weights.next() {
            let weight = u128::from(wi * wa);
            positive_sum += weight * u128::from(suffix);
            zero_sum += weight * u128::from(at_zero);
        }
        debug_assert!(weights.next().is_none(), "the window ends by row h's end");
        let scale = b.factorial(a) * b.factorial(h) % P;
        let reduce = |sum: u128| (sum % u128::from(P)) as u64 * scale % P;
        positive = (positive + reduce(positive_sum)) % P;
        zero = reduce(zero_sum);
    }
    let negative = (2 * P + all - positive - zero) % P;
    [positive, zero, negative]
}

fn print_tallies(tallies: &[Tally], out: &mut impl Write) -> Result<(), Error> {
    for [left, right, first, second] in tallies {
        writeln!(out, "{left} {right} {first} {second}")?;
    }
    Ok(())
}
