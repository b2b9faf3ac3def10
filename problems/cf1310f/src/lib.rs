//! Codeforces 1310F "Bad Cryptography": for each pair `(a, b)` of non-zero nimbers below
//! 2^64, an `x` with `a^⊙x = b` in the field F(2^64), or `-1`. The multiplicative group is
//! cyclic of the squarefree order 2^64 − 1 = 3·5·17·257·641·65537·6700417, so Pohlig–Hellman
//! with baby-step giant-step per prime (`gamecore::nimber::Nimber::log`) answers in about
//! 0.1 ms. Any solution is accepted; this binary prints the smallest one.

use gamecore::decimal::push_u64;
use gamecore::nimber::{log_all, Nimber};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The fewest bytes a pair takes in the input: `1 1` and a line end.
const MIN_PAIR_BYTES: usize = 4;
/// The most pairs one input may hold (the statement allows 100): each costs up to about
/// 0.15 ms, so this keeps any accepted input to a few seconds.
pub const MAX_PAIRS: usize = 20_000;

/// The smallest `x ≥ 0` with `a^⊙x = b`, or `None` when `b` is no power of `a`.
///
/// # Constraints
/// `a, b ≥ 1`.
///
/// # Example
/// ```
/// assert_eq!(cf1310f::smallest_exponent(8, 10), Some(4));
/// assert_eq!(cf1310f::smallest_exponent(8, 2), None); // 8 has order 5, 2 has order 3
/// assert_eq!(cf1310f::smallest_exponent(1, 1), Some(0));
/// ```
///
/// # Complexity
/// Under 0.1 ms: Pohlig–Hellman over the primes dividing the order of `a`, with
/// baby-step giant-step (about 2100 baby steps and on average 2000 giant steps, products by a
/// fixed factor).
pub fn smallest_exponent(a: u64, b: u64) -> Option<u64> {
    Nimber(b).log(Nimber(a))
}

/// Reads `t` and `t` pairs `a b`, and prints for each pair the smallest `x` with `a^⊙x = b`,
/// or `-1` if there is none, one per line.
///
/// # Errors
/// A token that is not a non-negative integer, a value of 0 or of 2^64 or more, `t` of 0, above
/// [`MAX_PAIRS`] or larger than the rest of the input holds, or an input that ends before the
/// last pair — each naming the line (and the pair). Every pair is checked before any is
/// solved.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let pairs = read_pair_count(sc)?;
    // Every pair is read and checked before the first logarithm: a bad pair at the end of an
    // input of 2·10^4 pairs is refused at once, not after seconds of work.
    let mut read = Vec::with_capacity(pairs);
    for index in 1..=pairs {
        let in_pair = |e: Error| e.context(format_args!("pair {index}"));
        let a = sc.next_in("a", 1..=u64::MAX).map_err(in_pair)?;
        let b = sc.next_in("b", 1..=u64::MAX).map_err(in_pair)?;
        read.push((a, b));
    }
    // For t pairs, logarithms to shared generators (`log_all`) take about 2·√(p/t) steps per
    // pair against √(2p) for one `NimberLog` per base, but build tables for all seven primes
    // up front: below eight pairs one per base is kept (testdata brute-one-line, 3 pairs:
    // 0.79M instructions shared against 0.38M per base). Both give the smallest x.
    let answers: Vec<Option<u64>> = if pairs >= 8 {
        let as_nimbers: Vec<(Nimber, Nimber)> =
            read.iter().map(|&(a, b)| (Nimber(a), Nimber(b))).collect();
        log_all(&as_nimbers)
    } else {
        read.iter().map(|&(a, b)| smallest_exponent(a, b)).collect()
    };
    let mut lines = Vec::with_capacity(21 * pairs);
    for answer in answers {
        match answer {
            Some(x) => push_u64(&mut lines, x),
            None => lines.extend_from_slice(b"-1"),
        }
        lines.push(b'\n');
    }
    out.write_all(&lines)?;
    Ok(())
}

/// `t`, between 1 and [`MAX_PAIRS`] and no more than the rest of the input holds.
fn read_pair_count(sc: &mut Scanner<'_>) -> Result<usize, Error> {
    let pairs = sc.next_count("t", 1, MIN_PAIR_BYTES)?;
    if pairs > MAX_PAIRS {
        return Err(sc.token_error(format!("t {pairs} is too large (at most 2·10^4)")));
    }
    Ok(pairs)
}
