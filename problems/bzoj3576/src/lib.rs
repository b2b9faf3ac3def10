//! BZOJ 3576 [HNOI2014] 江南乐: splitting a pile as evenly as possible into `M >= 2` parts.

use gamecore::mex::MexBuffer;
use gamecore::nim::nim_sum;
use gamecore::scan::{Error, Scanner};
use std::io::Write;

/// Grundy values `sg[x]` of a single pile of `x` stones for `x = 0 ..= max_pile`, when only
/// piles of at least `f` stones may be split; `None` if a value does not fit in a byte
/// (never seen: the largest value for piles up to 10^6 is 21).
///
/// Splitting `x` into `M` parts leaves `r = x mod M` piles of `q + 1` stones and `M − r` piles
/// of `q = ⌊x/M⌋`; equal piles cancel under xor, so only the parities of `r` and `M − r`
/// matter, and both follow from the parities of `x`, `q` and `M`:
/// - even `M`: `r ≡ M − r ≡ x`, value [`even_split`] = `x` odd ? `sg[q] ^ sg[q+1]` : 0;
/// - odd `M`: exactly one of `r`, `M − r` is odd, value [`odd_split`] = `sg[q + (x+q) mod 2]`.
///
/// `M` is walked in blocks of equal `q`: a block of two or more `M` holds both parities, so
/// `M = l` and `M = l + 1` stand for the whole block. For `M·(M+1) <= x` the blocks are single
/// values of `M`. Splitting into `x` piles of 1 gives 0, so 0 is always an option.
///
/// # Complexity
/// O(V·√V) time for `V = max_pile` (none when `max_pile < f`), O(V) memory. No division in
/// the loop: `x / k` for the `O(√x)` divisors needed is advanced by one step per `x`.
pub fn grundy_table(f: u32, max_pile: u32) -> Option<Vec<u8>> {
    let v = max_pile as usize;
    let mut sg = vec![0u8; v + 1];
    // Options are xors of two table entries, so they stay below 256: no growth in the loop.
    let mut buf = MexBuffer::with_capacity(256);
    // quot[k] = x / k and rem[k] = x % k for the current x and every 1 <= k < quot.len().
    let mut quot: Vec<u32> = vec![0];
    let mut rem: Vec<u32> = vec![0];
    // The last single-value block: the largest s with s·(s+1) <= x.
    let mut s = 1;
    for x in (f.max(2) as usize)..=v {
        while (s + 1) * (s + 2) <= x {
            s += 1;
        }
        // The blocks past s have q <= x / (s+1) <= s + 1; their ends x / q are needed.
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
                    even_split(&sg, q, true)
                } else {
                    odd_split(&sg, q, x)
                }));
            }
        } else {
            // Even M give 0 when x is even.
            for &q in quot[..=s].iter().skip(3).step_by(2) {
                buf.insert(u32::from(odd_split(&sg, q as usize, x)));
            }
        }
        let mut l = s + 1;
        for q in (1..=quot[s + 1] as usize).rev() {
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
                buf.insert(u32::from(if even {
                    even_split(&sg, q, true)
                } else {
                    0
                }));
            }
            l = end + 1;
        }
        sg[x] = u8::try_from(buf.mex()).ok()?;
        // Step every (x / k, x % k) to x + 1; written so that it vectorises.
        let mut k = 1u32;
        for (qk, rk) in quot[1..].iter_mut().zip(rem[1..].iter_mut()) {
            let next = *rk + 1;
            let wrap = next == k;
            *rk = if wrap { 0 } else { next };
            *qk += u32::from(wrap);
            k += 1;
        }
    }
    Some(sg)
}

/// The option value of an even number of parts with quotient `q` (see [`grundy_table`]).
#[inline(always)]
fn even_split(sg: &[u8], q: usize, x_odd: bool) -> u8 {
    if x_odd {
        sg[q] ^ sg[q + 1]
    } else {
        0
    }
}

/// The option value of an odd number of parts with quotient `q` (see [`grundy_table`]).
#[inline(always)]
fn odd_split(sg: &[u8], q: usize, x: usize) -> u8 {
    sg[q + ((x ^ q) & 1)]
}

/// Reads `T F`, then `T` games each given as `N` and `N` pile sizes, and prints one line with
/// `T` space-separated answers: `1` if the first player wins that game, `0` otherwise.
///
/// All piles are read before the Grundy table is built once, up to the largest pile.
///
/// # Errors
/// A non-numeric or missing token, `T`, `F`, `N` or a pile equal to 0, or tokens after the
/// last game.
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    let t: usize = sc.next_in("T", 1..=usize::MAX)?;
    let f: u32 = sc.next_in("F", 1..=u32::MAX)?;
    let mut piles: Vec<u32> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    for game in 1..=t {
        let in_game = |e: Error| e.context(format_args!("game {game}"));
        let n: usize = sc.next_in("N", 1..=usize::MAX).map_err(in_game)?;
        for i in 1..=n {
            let pile = sc
                .next_in("pile", 1..=u32::MAX)
                .map_err(|e| e.context(format_args!("game {game}: pile {i}")))?;
            piles.push(pile);
        }
        ends.push(piles.len());
    }
    sc.finish()?;
    let max_pile = piles.iter().copied().max().unwrap_or(0);
    let sg = if max_pile >= f {
        grundy_table(f, max_pile).ok_or_else(|| {
            Error::new(format!(
                "piles up to {max_pile}: a Grundy value exceeds 255, beyond this program's table"
            ))
        })?
    } else {
        Vec::new()
    };
    let mut line = Vec::with_capacity(2 * t);
    let mut start = 0;
    for &end in &ends {
        let total = nim_sum(piles[start..end].iter().map(|&p| {
            sg.get(p as usize).copied().unwrap_or(0)
        }));
        line.push(if total != 0 { b'1' } else { b'0' });
        line.push(b' ');
        start = end;
    }
    *line.last_mut().expect("T >= 1") = b'\n';
    out.write_all(&line)?;
    Ok(())
}
