//! BZOJ 1228 (SDOI2009) E&D: piles come in groups of two; a move removes one pile of a group
//! and splits the other into two non-empty piles that become the group. Groups are independent
//! games, so the first player wins iff the nim-sum of the groups' Grundy values is non-zero.

use gamecore::nim::nim_sum;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The Grundy value of the group `(a, b)`: the number of trailing 1-bits of `(a − 1) | (b − 1)`.
///
/// Equivalently `0` when both are odd and `SG(⌈a/2⌉, ⌈b/2⌉) + 1` otherwise; both forms are
/// checked against a mex table in the tests.
///
/// # Constraints
/// `a, b >= 1`. Any `u64` works, so the statement's `2·10^9` (beyond `i32`) is no concern.
///
/// # Example
/// ```
/// assert_eq!(bzoj1228::group_grundy(1, 1), 0);
/// assert_eq!(bzoj1228::group_grundy(1, 2), 1);
/// assert_eq!(bzoj1228::group_grundy(3, 4), 2);
/// ```
#[inline]
pub fn group_grundy(a: u64, b: u64) -> u32 {
    ((a - 1) | (b - 1)).trailing_ones()
}

/// The most test cases served (the statement: 20): 4.5·10^7 cases `2 1 1`, the most 256 MiB
/// can hold, took 3.5–3.8 s of CPU, most of it per case.
const MAX_CASES: usize = 10_000_000;

/// Reads `T`, then `T` cases of `N` (even) followed by `N` pile sizes, and prints `YES` when the
/// first player wins a case and `NO` otherwise, one line per case. Piles `2i − 1` and `2i` form
/// a group by position.
///
/// # Errors
/// A token that is not a non-negative integer, `T` or `N` zero, `T` above 10^7, `N` odd, a pile of 0, an input
/// that ends early, or anything after the last case — each naming the line and the case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let cases = sc.next_count("T", 1, 2)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("T {cases} is too large (at most 10^7)")));
    }
    let mut grundy: Vec<u32> = Vec::new();
    for case in 1..=cases {
        let in_case = |e: Error| e.context(format_args!("test case {case}"));
        let n_line = sc.line();
        let piles = sc.next_count("N", 1, 2).map_err(in_case)?;
        if piles % 2 == 1 {
            let e = Error::at_line(n_line, format!("N {piles} must be even"));
            return Err(in_case(e));
        }
        grundy.clear();
        for group in 0..piles / 2 {
            let mut pile = |index: usize| {
                sc.next_in("pile size", 1..=u64::MAX)
                    .map_err(|e| in_case(e.context(format_args!("pile {index}"))))
            };
            let a = pile(2 * group + 1)?;
            let b = pile(2 * group + 2)?;
            grundy.push(group_grundy(a, b));
        }
        let first_wins = nim_sum(grundy.iter().copied()) != 0;
        out.write_all(if first_wins { b"YES\n" } else { b"NO\n" })?;
    }
    Ok(())
}
