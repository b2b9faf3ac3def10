//! HDU 3404 "Switch lights": a move switches off a lit cell `(x2, y2)` and flips the other
//! corners of a rectangle `(x1, y1)`–`(x2, y2)` below and left of it. That is the product of
//! two copies of the one-dimensional game "switch off `p`, maybe flip one `q < p`", where a
//! light at `p` is worth `p`; by the Tartan theorem a light at `(x, y)` is worth the nim
//! product `x ⊗ y`, and the first player wins iff their xor is non-zero.

use gamecore::nimber::tartan;
use gamecore::partizan::hash::SeededFxBuild;
use gamecore::{error::Error, scan::Scanner};
use std::collections::HashMap;
use std::io::Write;

/// The positions of a test case's lights so far, each with the light that lit it: hashed from
/// a random seed, so that no input written in advance can aim its lights at one bucket (the
/// standard SipHash took a quarter of the instructions on the largest input).
type Seen = HashMap<(u64, u64), usize, SeededFxBuild>;

/// The fewest bytes a test case takes: `0` and a line end.
const MIN_CASE_BYTES: usize = 2;
/// The fewest bytes a light takes: `1 1` and a line end.
const MIN_LIGHT_BYTES: usize = 4;
/// The most lights one test case may list (the statement allows 1000): it bounds the memory
/// of the check that no position repeats, and its time: past a few 10^5 lights the map no
/// longer fits the cache (250 MB of cases of 10^6 lights took 6.6 s of CPU, of 10^5 at most
/// 1.9 s, on a 2-core AMD EPYC host).
pub const MAX_LIGHTS: usize = 100_000;
/// The most test cases one input may hold (the statement allows 100). An answer takes up to 23
/// bytes against 2 of input for an empty case, and the answers are held until the input has
/// been read in full; this keeps them to 230 MB.
pub const MAX_CASES: usize = 10_000_000;

/// The Grundy value of a lone light at `(x, y)`: `x ⊗ y` (coordinates from 1, as given).
///
/// # Example
/// ```
/// assert_eq!(hdu3404::light_value(1, 1), 1); // switch it off: a win
/// assert_eq!(hdu3404::light_value(2, 2), 3);
/// assert_eq!(hdu3404::light_value(1, 2), hdu3404::light_value(2, 1));
/// ```
#[inline]
pub fn light_value(x: u64, y: u64) -> u64 {
    tartan(x, y)
}

/// Reads `T` test cases of `n` lit cells `x y` each, and prints for each case
/// `Have a try, lxhgww.` when the first player wins and `Don't waste your time.` otherwise.
///
/// # Errors
/// A token that is not a non-negative integer, a coordinate of 0, a count larger than the rest
/// of the input holds, `T` above [`MAX_CASES`], `n` above [`MAX_LIGHTS`], a position listed
/// twice in one case, or an input that ends early — each naming the line and the test case.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let cases = sc.next_count("T", 0, MIN_CASE_BYTES)?;
    if cases > MAX_CASES {
        return Err(sc.token_error(format!("T {cases} is too large (at most 10^7)")));
    }
    let mut seen = HashMap::with_hasher(SeededFxBuild::new());
    for case in 1..=cases {
        let total =
            read_case(sc, &mut seen).map_err(|e| e.context(format_args!("test case {case}")))?;
        let answer: &[u8] = if total != 0 {
            b"Have a try, lxhgww.\n"
        } else {
            b"Don't waste your time.\n"
        };
        out.write_all(answer)?;
    }
    Ok(())
}

/// Reads one test case and returns the xor of its lights' values. `seen` maps each position
/// of the case to the light that lit it (emptied here first, in time proportional to this
/// case's lights, not to the largest case before it).
fn read_case(sc: &mut Scanner<'_>, seen: &mut Seen) -> Result<u64, Error> {
    let lights = sc.next_count("n", 0, MIN_LIGHT_BYTES)?;
    if lights > MAX_LIGHTS {
        return Err(sc.token_error(format!("n {lights} is too large (at most 10^5)")));
    }
    // Clearing a hash map costs its capacity, which the largest case so far has set: after one
    // case of 10^6 lights, each later one-light case would pay for two million buckets. A map
    // far larger than this case needs is replaced by one of the right size instead.
    if seen.capacity() > 4 * lights.max(16) {
        *seen = HashMap::with_capacity_and_hasher(lights, *seen.hasher());
    } else {
        seen.clear();
    }
    let mut total = 0;
    for light in 1..=lights {
        let in_light = |e: Error| e.context(format_args!("light {light}"));
        let x = sc.next_in("x", 1..=u64::MAX).map_err(in_light)?;
        let y = sc.next_in("y", 1..=u64::MAX).map_err(in_light)?;
        if let Some(first) = seen.insert((x, y), light) {
            let line = sc.token_line();
            let message = format!("light {light} repeats the position ({x}, {y}) of light {first}");
            return Err(Error::at_line(line, message));
        }
        total ^= light_value(x, y);
    }
    Ok(total)
}
