//! Kattis `cuttingbrownies` (NAQ 2015) Cutting Brownies: Conway's Cutcake. Harry splits a
//! piece's depth, Vicky its breadth. Every piece is worth an integer, decided by the bit
//! lengths of its sides, so the player who starts on one `B × D` sheet wins iff the sheet's side
//! that only he or she can split has more bits than the other.

use gamecore::partizan::cutcake::cutcake_value;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The two players, in the order the input names them: Harry (Left, who cuts horizontally and
/// so splits the depth) and Vicky (Right, who splits the breadth).
const PLAYERS: [&str; 2] = ["Harry", "Vicky"];

/// The most test cases one input may hold (the statement has 10). The answers are streamed,
/// so the cap bounds time, not memory: 2.7·10^7 of the shortest cases (256 MiB) took 2.6–3.1 s
/// of CPU on a 2-core AMD EPYC host, too close to the contract's 10 s on a slower machine;
/// 10^7 take about a second.
const MAX_CASES: usize = 10_000_000;

/// Reads `N`, then `N` test cases `B D S` (breadth, depth, the starting player `Harry` or
/// `Vicky`), and prints for each `S can win` or `S cannot win`.
///
/// Beyond the judge's limits: up to 10^7 test cases, and sides up to 2^64 − 1.
///
/// # Errors
/// A token that is not a positive integer below 2^64 where a side belongs, a name other than
/// `Harry` or `Vicky` (case included), `N` of 0, above 10^7 or larger than the rest of the input could hold,
/// or an input that ends inside a test case; each names the line and the test case.
///
/// # Complexity
/// O(1) per test case besides reading it.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // A test case is three tokens, each at least one character and a separator: 6 bytes. (The
    // shortest correct case, "1 1 Harry", is longer, but an estimate that assumed it would
    // blame N for an input whose fault is a short token where a name belongs.)
    let cases = sc.next_count("N", 1, 6)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("N {cases} is too large (at most 10^7)")));
    }
    for case in 1..=cases {
        let (breadth, depth, starter) =
            read_case(sc).map_err(|e| e.context(format_args!("test case {case}")))?;
        let harry_starts = starter == 0;
        out.write_all(PLAYERS[starter].as_bytes())?;
        out.write_all(if starter_wins(breadth, depth, harry_starts) {
            b" can win\n"
        } else {
            b" cannot win\n"
        })?;
    }
    Ok(())
}

/// One test case: the breadth, the depth, and the index of the starting player in
/// [`PLAYERS`].
fn read_case(sc: &mut Scanner<'_>) -> Result<(u64, u64, usize), Error> {
    let breadth = sc.next_in("B", 1..=u64::MAX)?;
    let depth = sc.next_in("D", 1..=u64::MAX)?;
    let starter = sc.next_choice("the starting player", &PLAYERS)?;
    Ok((breadth, depth, starter))
}

/// Whether the player who starts on one `breadth × depth` sheet wins.
///
/// # Example
/// ```
/// use cuttingbrownies::starter_wins;
/// assert!(starter_wins(6, 8, true)); // worth 1: Harry's whoever starts
/// assert!(!starter_wins(6, 8, false));
/// assert!(!starter_wins(3, 2, true)); // worth 0: the starter loses
/// assert!(!starter_wins(3, 2, false));
/// assert!(starter_wins(u64::MAX, 1, false));
/// ```
///
/// # Complexity
/// O(1).
pub fn starter_wins(breadth: u64, depth: u64, harry_starts: bool) -> bool {
    // Harry is Left and splits the depth; Vicky is Right and splits the breadth.
    let value = cutcake_value(depth, breadth);
    // A positive number is Left's whoever starts, a negative one Right's, and 0 is lost by
    // whoever moves first.
    if harry_starts {
        value > 0
    } else {
        value < 0
    }
}
