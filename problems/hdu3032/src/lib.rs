//! HDU 3032 "Nim or not Nim?": Lasker's Nim. A move takes any number of stones from one heap or
//! splits a heap into two non-empty heaps; who takes the last stone wins.
//!
//! A heap's Grundy value depends on its size modulo 4 (sizes 4k + 3 and 4k + 4 swap values,
//! the others keep their own), and the heaps are independent, so the first player wins exactly
//! when the xor of the values is non-zero.

use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most test cases one input may hold (the statement's are few): an answer takes up to 6
/// bytes against 4 of input, and the answers are held until the input has been read in full,
/// so this keeps them to 60 MB.
const MAX_CASES: usize = 10_000_000;

/// The Grundy value of one heap of `size` stones in Lasker's Nim: `size` itself when it is
/// 1 or 2 modulo 4, `size + 1` when it is 3, and `size − 1` when it is 0 (and 0 for no heap).
///
/// The value can exceed `u64` (for `size = 2^64 − 1`), hence `u128`; for the statement's sizes
/// it is at most 2^31, just beyond `i32`.
///
/// # Example
/// ```
/// use hdu3032::heap_grundy;
/// let first: Vec<u128> = (0..9).map(heap_grundy).collect();
/// assert_eq!(first, vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(heap_grundy((1 << 31) - 1), 1 << 31);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn heap_grundy(size: u64) -> u128 {
    let value = u128::from(size);
    match size % 4 {
        3 => value + 1,
        0 if size > 0 => value - 1,
        _ => value,
    }
}

/// Reads `T`, then `T` cases of `N` followed by `N` heap sizes, and prints `Alice` when the
/// first player wins a case and `Bob` otherwise, one line per case.
///
/// Beyond the statement's limits, up to 10^7 cases, any `N` the input holds and heap sizes up
/// to 2^64 − 1 are served; heaps are not stored, so memory stays O(1) besides the input.
///
/// # Errors
/// A missing or non-numeric token; `T` or `N` equal to 0, or larger than the rest of the input
/// can hold; `T` above 10^7; a heap of size 0 or beyond 2^64 − 1 — each naming the line and the case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // A case takes at least four bytes: "\n1\n1".
    let cases = sc.next_count("T", 1, 4)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("T {cases} is too large (at most 10^7)")));
    }
    for case in 1..=cases {
        let total = heaps_xor(sc).map_err(|e| e.context(format_args!("test case {case}")))?;
        out.write_all(if total != 0 { b"Alice\n" } else { b"Bob\n" })?;
    }
    Ok(())
}

/// Reads `N` and the `N` heap sizes of one case, and returns the xor of their values.
fn heaps_xor(sc: &mut Scanner<'_>) -> Result<u128, Error> {
    let heaps = sc.next_count("N", 1, 2)?;
    let mut total = 0;
    for heap in 1..=heaps {
        let size = sc
            .next_in("heap size", 1..=u64::MAX)
            .map_err(|e| e.context(format_args!("heap {heap}")))?;
        total ^= heap_grundy(size);
    }
    Ok(total)
}
