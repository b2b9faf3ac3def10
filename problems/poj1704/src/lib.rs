//! POJ 1704 / Luogu P10507 Georgia and Bob: chessmen on a row slide left without passing each
//! other. The empty cells left of each chessman, counted from the right, are the stairs of a
//! Staircase Nim, and the first player wins iff the xor of the odd stairs is non-zero.

use gamecore::staircase::{LinePieces, PieceError};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most chessmen one test case may have (the judge has at most 1000): with the sorted
/// copy and the stairs they take about 320 MB at this bound.
const MAX_PIECES: usize = 10_000_000;

/// The most test cases one input may hold (the judge's are few): an answer takes up to 17 bytes
/// against 4 of input, and the answers are held until the input has been read in full, so this
/// keeps them to 170 MB.
const MAX_CASES: usize = 10_000_000;

/// Reads `T`, then `T` test cases of `N` followed by `N` distinct positions (cells from 1, in
/// any order), and prints `Georgia will win` when the first player wins a test case and
/// `Bob will win` otherwise, one line each.
///
/// Beyond the judge's limits: up to 10^7 test cases, up to 10^7 chessmen per test case,
/// positions up to 2^64 − 1.
///
/// # Errors
/// A token that is not a non-negative integer or does not fit a `u64`, `T` or `N` of 0, a count
/// larger than the rest of the input could hold, `T` or `N` above 10^7, a position of 0, two
/// chessmen on one cell (naming both and the cell), or an input that ends inside a test case;
/// each names the line and the test case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // Each test case holds at least `N` and one position.
    let cases = sc.next_count("T", 1, 4)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("T {cases} is too large (at most 10^7)")));
    }
    let mut positions = Vec::new();
    let mut pieces = LinePieces::new();
    for case in 1..=cases {
        let in_case = |e: Error| e.context(format_args!("test case {case}"));
        let start = read_positions(sc, &mut positions).map_err(in_case)?;
        let value = pieces
            .nim_value(&positions)
            .map_err(|e| in_case(locate(&start, e)))?;
        out.write_all(if value != 0 {
            b"Georgia will win\n"
        } else {
            b"Bob will win\n"
        })?;
    }
    Ok(())
}

/// Reads `N` and the `N` positions of one test case into `positions`; returns the scanner as
/// it was just before the first position, to find a chessman's line for a message.
fn read_positions<'a>(
    sc: &mut Scanner<'a>,
    positions: &mut Vec<u64>,
) -> Result<Scanner<'a>, Error> {
    let count = sc.next_count("N", 1, 2)?;
    if count > MAX_PIECES {
        return Err(sc.token_error(format!("N {count} is too large (at most 10^7)")));
    }
    let start = sc.clone();
    positions.clear();
    for index in 1..=count {
        let position = sc
            .next_in("position", 1..=u64::MAX)
            .map_err(|e| e.context(format_args!("chessman {index}")))?;
        positions.push(position);
    }
    Ok(start)
}

/// The error for two chessmen on one cell, at the line of the later one. `start` is the
/// scanner just before the test case's first position.
fn locate(start: &Scanner<'_>, e: PieceError) -> Error {
    let line_of = |index: usize| {
        let mut sc = start.clone();
        for _ in 0..=index {
            // The positions were read successfully once, so they are all there.
            let _ = sc.token("position");
        }
        sc.token_line()
    };
    match e {
        PieceError::SharedCell {
            first,
            second,
            cell,
        } => Error::at_line(
            line_of(second),
            format!(
                "chessman {} stands on cell {cell}, like chessman {} (line {}); the positions \
                 must be distinct",
                second + 1,
                first + 1,
                line_of(first)
            ),
        ),
        // Positions are read as at least 1, so no chessman stands on cell 0.
        PieceError::OffBoard { index } => Error::at_line(line_of(index), e.to_string()),
    }
}
