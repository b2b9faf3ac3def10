//! BZOJ 3576 [HNOI2014] 江南乐: splitting a pile as evenly as possible into `M >= 2` parts.

use gamecore::mex::MexBuffer;
use gamecore::nim::nim_sum;
use gamecore::{scan::Scanner, Error};
use std::io::Write;

/// Grundy values `sg[x]` of a single pile of `x` stones for `x = 0 ..= max_pile`, when only
/// piles of at least `f` stones may be split.
///
/// Splitting `x` into `M` parts leaves `r = x mod M` piles of `q + 1` stones and `M − r` piles
/// of `q = ⌊x/M⌋`; equal piles cancel under xor, so only the parities of `r` and `M − r`
/// matter, and both follow from the parities of `x`, `q` and `M`:
/// - even `M`: `r ≡ M − r ≡ x`, value `x` odd ? `sg[q] ^ sg[q+1]` ([`even_split`]) : 0;
/// - odd `M`: exactly one of `r`, `M − r` is odd, value `sg[q + (x+q) mod 2]` ([`odd_split`]).
///
/// `M` is walked in blocks of equal `q`; a block of two or more `M` holds both parities, so
/// `M = l` and `M = l + 1` stand for the whole block. Three zones, from small `M` up:
/// - `M·(M+1) <= x`: every block is a single `M` (read from `quot`, no division);
/// - the blocks after that, down to `q = covered + 1`: one or two `M` each, walked;
/// - `2q(q+1) <= x`, i.e. `q <= covered`: blocks of at least two `M`, so both values above
///   are options, and for a given parity of `x` they depend on `q` alone. Their distinct
///   values are collected once as `covered` grows instead of walking these blocks per `x`.
///
/// Splitting into `x` piles of 1 gives 0, so 0 is always an option.
///
/// # Errors
/// The table of `max_pile + 1` bytes cannot be allocated, or a value does not fit in a byte
/// (never seen: the largest value for piles up to 10^6 is 20, at `f = 1`).
///
/// # Complexity
/// O(V·√V) time for `V = max_pile` (none when `max_pile < f`), O(V) memory. No division in
/// the loop: `x / k` for the `O(√x)` values of `k` needed is stepped once per `x`.
pub fn grundy_table(f: u32, max_pile: u32) -> Result<Vec<u8>, Error> {
    let v = max_pile as usize;
    let mut sg = Vec::new();
    sg.try_reserve_exact(v + 1).map_err(|_| {
        Error::new(format!(
            "cannot allocate the Grundy table for piles up to {max_pile}"
        ))
    })?;
    sg.resize(v + 1, 0u8);
    // Options are xors of two table entries, so they stay below 256: no growth in the loop.
    let mut buf = MexBuffer::with_capacity(256);
    // quot[k] = x / k and rem[k] = x % k for the current x and every 1 <= k < quot.len().
    let mut quot: Vec<u32> = vec![0];
    let mut rem: Vec<u32> = vec![0];
    // The last single-value block: the largest s with s·(s+1) <= x.
    let mut s = 1;
    // The long blocks q = 1..=covered, by option kind: odd M when x is even, odd M when x is
    // odd, even M when x is odd.
    let mut covered = 0;
    let mut long_blocks = [
        DistinctValues::new(),
        DistinctValues::new(),
        DistinctValues::new(),
    ];
    for x in (f.max(2) as usize)..=v {
        while (s + 1) * (s + 2) <= x {
            s += 1;
        }
        while 2 * (covered + 1) * (covered + 2) <= x {
            covered += 1;
            let q = covered;
            long_blocks[0].add(odd_split(&sg, q, 0));
            long_blocks[1].add(odd_split(&sg, q, 1));
            long_blocks[2].add(even_split(&sg, q));
        }
        // The walked blocks have q <= x / (s+1) <= s + 1; their ends x / q are needed.
        while quot.len() < s + 2 {
            let k = quot.len();
            quot.push((x / k) as u32);
            rem.push((x % k) as u32);
        }
        let x_odd = x & 1 == 1;
        buf.begin();
        buf.insert(0);
        if x_odd {
            for (m, &q) in quot[..=s].iter().enumerate().skip(2) {
                let q = q as usize;
                buf.insert(u32::from(if m & 1 == 0 {
                    even_split(&sg, q)
                } else {
                    odd_split(&sg, q, x)
                }));
            }
            long_blocks[1].insert_into(&mut buf);
            long_blocks[2].insert_into(&mut buf);
        } else {
            // Even M give 0 when x is even.
            for &q in quot[..=s].iter().skip(3).step_by(2) {
                buf.insert(u32::from(odd_split(&sg, q as usize, x)));
            }
            long_blocks[0].insert_into(&mut buf);
        }
        let mut l = s + 1;
        for q in (covered + 1..=quot[s + 1] as usize).rev() {
            let end = quot[q] as usize;
            // Without branches (block sizes near √x are erratic): an absent parity inserts
            // the 0 that is there anyway. An empty block (end = l − 1) inserts nothing else.
            let two = l < end;
            let one = l <= end;
            let l_odd = l & 1 == 1;
            let odd = one && (l_odd || two);
            buf.insert(u32::from(if odd { odd_split(&sg, q, x) } else { 0 }));
            if x_odd {
                let even = one && (!l_odd || two);
                buf.insert(u32::from(if even { even_split(&sg, q) } else { 0 }));
            }
            l = end + 1;
        }
        let value = buf.mex();
        if value > u32::from(u8::MAX) {
            return Err(Error::new(format!(
                "pile {x}: its Grundy value {value} exceeds this program's limit 255"
            )));
        }
        sg[x] = value as u8;
        // Step every (x / k, x % k) to x + 1; written so that it vectorises.
        for (k, (qk, rk)) in (1u32..).zip(quot[1..].iter_mut().zip(rem[1..].iter_mut())) {
            let next = *rk + 1;
            let wrap = next == k;
            *rk = if wrap { 0 } else { next };
            *qk += u32::from(wrap);
        }
    }
    Ok(sg)
}

/// The option value of an even number of parts with quotient `q` of an odd pile (see
/// [`grundy_table`]; it is 0 for an even pile).
#[inline]
fn even_split(sg: &[u8], q: usize) -> u8 {
    sg[q] ^ sg[q + 1]
}

/// The option value of an odd number of parts with quotient `q` of a pile of `x` stones (see
/// [`grundy_table`]); only the parity of `x` matters.
#[inline]
fn odd_split(sg: &[u8], q: usize, x: usize) -> u8 {
    sg[q + ((x ^ q) & 1)]
}

/// A small set of byte values, kept as the list of distinct values added so far.
struct DistinctValues {
    present: [bool; 256],
    values: Vec<u8>,
}

impl DistinctValues {
    fn new() -> Self {
        Self {
            present: [false; 256],
            values: Vec::new(),
        }
    }

    fn add(&mut self, value: u8) {
        if !self.present[value as usize] {
            self.present[value as usize] = true;
            self.values.push(value);
        }
    }

    fn insert_into(&self, buf: &mut MexBuffer) {
        for &value in &self.values {
            buf.insert(u32::from(value));
        }
    }
}

/// Reads `T F`, then `T` games each given as `N` and `N` pile sizes, and prints one line with
/// `T` space-separated answers: `1` if the first player wins that game, `0` otherwise.
///
/// All piles are read first; the Grundy table is then built once, up to the largest pile
/// (not at all when every pile is below `F`). Values beyond the judge's limits (`T`, `N` < 100,
/// `F`, piles < 10^5) are accepted up to 2^32 − 1: the table takes one byte per stone of the
/// largest pile and O(V·√V) time, about 1.2 s for piles of 10^6.
///
/// # Errors
/// A missing or non-numeric token, `T`, `F`, `N` or a pile equal to 0 or above 2^32 − 1,
/// tokens after the last game, or a table too large to allocate.
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    let t: u32 = sc.next_in("T", 1..=u32::MAX)?;
    let f: u32 = sc.next_in("F", 1..=u32::MAX)?;
    let mut piles: Vec<u32> = Vec::new();
    let mut games: Vec<std::ops::Range<usize>> = Vec::new();
    for game in 1..=t {
        let n: u32 = sc
            .next_in("N", 1..=u32::MAX)
            .map_err(|e| e.context(format_args!("game {game}")))?;
        let start = piles.len();
        for i in 1..=n {
            let pile = sc
                .next_in("pile", 1..=u32::MAX)
                .map_err(|e| e.context(format_args!("game {game}: pile {i}")))?;
            piles.push(pile);
        }
        games.push(start..piles.len());
    }
    sc.finish()?;
    let max_pile = piles.iter().copied().max().unwrap_or(0);
    let sg = if max_pile >= f {
        grundy_table(f, max_pile)?
    } else {
        Vec::new()
    };
    let mut line = Vec::with_capacity(2 * games.len());
    for (i, game) in games.into_iter().enumerate() {
        if i > 0 {
            line.push(b' ');
        }
        // No table means every pile is below F: no moves, value 0.
        let total = nim_sum(
            piles[game]
                .iter()
                .map(|&p| sg.get(p as usize).copied().unwrap_or(0)),
        );
        line.push(if total == 0 { b'0' } else { b'1' });
    }
    line.push(b'\n');
    out.write_all(&line)?;
    Ok(())
}
