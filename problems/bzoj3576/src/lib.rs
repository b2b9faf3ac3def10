//! BZOJ 3576 (HNOI2014) 江南乐: splitting a pile as evenly as possible into `M >= 2` parts.

use gamecore::mex::{Grundy, MexBits, MexBuffer};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest pile (the judge's are below 10^5): the table costs O(V·√V) time, about 1.2 s of
/// CPU at 10^6 on a 2-core AMD EPYC host (3.3 s at 2·10^6, too close to the contract's 10 s on
/// a machine 1.5× slower), and 4 bytes per stone.
const MAX_PILE: u32 = 1_000_000;

/// Grundy values `sg[x]` of a single pile of `x` stones for `x = 0 ..= max_pile`, when only
/// piles of at least `f` stones may be split.
///
/// Splitting `x` into `M` parts leaves `r = x mod M` piles of `q + 1` stones and `M − r` piles
/// of `q = ⌊x/M⌋`; equal piles cancel under xor, so only the parities of `r` and `M − r`
/// matter, and both follow from the parities of `x`, `q` and `M`:
/// - even `M`: `r ≡ M − r ≡ x`, value `x` odd ? `sg[q] ^ sg[q+1]` (`even_split`) : 0;
/// - odd `M`: exactly one of `r`, `M − r` is odd, value `sg[q + (x+q) mod 2]` (`odd_split`).
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
/// The table of `max_pile + 1` values cannot be allocated.
///
/// # Complexity
/// O(V·√V) time for `V = max_pile` (none when `max_pile < f`), O(V) memory. No division in
/// the loop: `x / k` for the `O(√x)` values of `k` needed is stepped once per `x`.
pub fn grundy_table(f: u32, max_pile: u32) -> Result<Vec<Grundy>, Error> {
    let v = max_pile as usize;
    let mut sg = Vec::new();
    sg.try_reserve_exact(v + 1).map_err(|_| {
        Error::new(format!(
            "cannot allocate the Grundy table for piles up to {max_pile}"
        ))
    })?;
    sg.resize(v + 1, 0);
    let mut walk = SplitWalk::new();
    let mut options = MexBuffer::new();
    for x in (f.max(2) as usize)..=v {
        walk.grow_zones(&sg, x);
        // The values stay small (at most 18 below 10^5, 21 below 2·10^6): the values below 64
        // as the bits of a word, an `or` into a register per option rather than a store.
        let mut small = MexBits::new();
        walk.insert_options(&sg, x, &mut small);
        sg[x] = if let Some(mex) = small.mex() {
            mex
        } else {
            // Every value below 64 is an option (never seen up to 2·10^6): the whole set.
            options.begin();
            walk.insert_options(&sg, x, &mut options);
            options.mex()
        };
        walk.step_quotients();
    }
    Ok(sg)
}

/// Where [`SplitWalk`] puts a pile's option values.
trait OptionSet {
    fn insert(&mut self, value: Grundy);
}

impl OptionSet for MexBuffer {
    #[inline]
    fn insert(&mut self, value: Grundy) {
        MexBuffer::insert(self, value);
    }
}

impl OptionSet for MexBits {
    #[inline]
    fn insert(&mut self, value: Grundy) {
        MexBits::insert(self, value);
    }
}

/// The state of [`grundy_table`]'s walk over the split counts `M` of the current pile `x`.
struct SplitWalk {
    /// `quot[k] = x / k` and `rem[k] = x % k` for the current x and every 1 <= k < quot.len().
    quot: Vec<u32>,
    rem: Vec<u32>,
    /// The last single-value block: the largest s with s·(s+1) <= x.
    s: usize,
    /// The long blocks q = 1..=covered have been collected into `long_blocks`, by option
    /// kind: odd M when x is even, odd M when x is odd, even M when x is odd.
    covered: usize,
    long_blocks: [DistinctValues; 3],
}

impl SplitWalk {
    fn new() -> Self {
        Self {
            quot: vec![0],
            rem: vec![0],
            s: 1,
            covered: 0,
            long_blocks: [
                DistinctValues::default(),
                DistinctValues::default(),
                DistinctValues::default(),
            ],
        }
    }

    /// Moves the zone boundaries `s` and `covered` to pile `x`.
    fn grow_zones(&mut self, sg: &[Grundy], x: usize) {
        while (self.s + 1) * (self.s + 2) <= x {
            self.s += 1;
        }
        while 2 * (self.covered + 1) * (self.covered + 2) <= x {
            self.covered += 1;
            let q = self.covered;
            self.long_blocks[0].add(odd_split(sg, q, 0));
            self.long_blocks[1].add(odd_split(sg, q, 1));
            self.long_blocks[2].add(even_split(sg, q));
        }
        // The walked blocks have q <= x / (s+1) <= s + 1; their ends x / q are needed.
        while self.quot.len() < self.s + 2 {
            let k = self.quot.len();
            self.quot.push((x / k) as u32);
            self.rem.push((x % k) as u32);
        }
    }

    /// Every option value of pile `x` (0, splitting it into `x` piles of 1, among them).
    fn insert_options(&self, sg: &[Grundy], x: usize, options: &mut impl OptionSet) {
        options.insert(0);
        self.insert_single_blocks(sg, x, options);
        self.insert_walked_blocks(sg, x, options);
    }

    /// The options of `M = 2..=s` (one `M` per block, quotients read from `quot`) and of the
    /// long blocks collected so far.
    fn insert_single_blocks(&self, sg: &[Grundy], x: usize, options: &mut impl OptionSet) {
        if x & 1 == 1 {
            for (m, &q) in self.quot[..=self.s].iter().enumerate().skip(2) {
                let q = q as usize;
                options.insert(if m & 1 == 0 {
                    even_split(sg, q)
                } else {
                    odd_split(sg, q, x)
                });
            }
            self.long_blocks[1].insert_into(options);
            self.long_blocks[2].insert_into(options);
        } else {
            // Even M give 0 when x is even.
            for &q in self.quot[..=self.s].iter().skip(3).step_by(2) {
                options.insert(odd_split(sg, q as usize, x));
            }
            self.long_blocks[0].insert_into(options);
        }
    }

    /// The options of the blocks between the single ones and the long ones: each is walked,
    /// and its first `M` (and the second, when it has two) stands for it.
    fn insert_walked_blocks(&self, sg: &[Grundy], x: usize, options: &mut impl OptionSet) {
        let x_odd = x & 1 == 1;
        let mut l = self.s + 1;
        for q in (self.covered + 1..=self.quot[self.s + 1] as usize).rev() {
            let end = self.quot[q] as usize;
            // Without branches (block sizes near √x are erratic): an absent parity inserts
            // the 0 that is there anyway. An empty block (end = l − 1) inserts nothing else.
            let two = l < end;
            let one = l <= end;
            let l_odd = l & 1 == 1;
            let odd = one && (l_odd || two);
            options.insert(if odd { odd_split(sg, q, x) } else { 0 });
            if x_odd {
                let even = one && (!l_odd || two);
                options.insert(if even { even_split(sg, q) } else { 0 });
            }
            l = end + 1;
        }
    }

    /// Steps every `(x / k, x % k)` to `x + 1`; written so that it vectorises.
    fn step_quotients(&mut self) {
        for (k, (qk, rk)) in (1u32..).zip(self.quot[1..].iter_mut().zip(self.rem[1..].iter_mut())) {
            let next = *rk + 1;
            let wrap = next == k;
            *rk = if wrap { 0 } else { next };
            *qk += u32::from(wrap);
        }
    }
}

/// The option value of an even number of parts with quotient `q` of an odd pile (see
/// [`grundy_table`]; it is 0 for an even pile).
#[inline]
fn even_split(sg: &[Grundy], q: usize) -> Grundy {
    sg[q] ^ sg[q + 1]
}

/// The option value of an odd number of parts with quotient `q` of a pile of `x` stones (see
/// [`grundy_table`]); only the parity of `x` matters.
#[inline]
fn odd_split(sg: &[Grundy], q: usize, x: usize) -> Grundy {
    sg[q + ((x ^ q) & 1)]
}

/// A small set of values, kept as the list of distinct values added so far.
#[derive(Default)]
struct DistinctValues {
    present: Vec<bool>,
    values: Vec<Grundy>,
}

impl DistinctValues {
    fn add(&mut self, value: Grundy) {
        let v = value as usize;
        if v >= self.present.len() {
            self.present.resize(v + 1, false);
        }
        if !self.present[v] {
            self.present[v] = true;
            self.values.push(value);
        }
    }

    fn insert_into(&self, options: &mut impl OptionSet) {
        for &value in &self.values {
            options.insert(value);
        }
    }
}

/// The most games one input may hold (the judge's are fewer than 100): each keeps a Grundy
/// value until the table is built and a character of the answer line, 40 MB and 20 MB at this
/// bound.
const MAX_GAMES: usize = 10_000_000;

/// Reads `T F`, then `T` games each given as `N` and `N` pile sizes, and prints one line with
/// `T` space-separated answers: `1` if the first player wins that game, `0` otherwise.
///
/// The games are read twice: once to check them and find the largest pile, and once, after
/// the Grundy table has been built up to that pile (not at all when every pile is below `F`),
/// to add up each game's values, so no pile is stored. Values beyond the judge's limits
/// (`T`, `N` < 100, `F`, piles < 10^5) are accepted: `T` up to 10^7, `N` up to what the input
/// holds, `F` up to 2^32 − 1, piles up to 10^6; the table takes 4 bytes per stone of the
/// largest pile and O(V·√V) time, about 1.2 s of CPU for piles of 10^6.
///
/// # Errors
/// A missing or non-numeric token, `T`, `F`, `N` or a pile equal to 0, `T` above 10^7, a pile
/// above 10^6, or a table too large to allocate.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let t = sc.next_count("T", 1, 2)?;
    if t > MAX_GAMES {
        return Err(sc.token_error(format!("T {t} is too large (at most 10^7)")));
    }
    let f: u32 = sc.next_in("F", 1..=u32::MAX)?;
    let mut again = sc.clone();
    let max_pile = read_games(sc, t, |_, _| {})?;
    let sg = if max_pile >= f {
        grundy_table(f, max_pile)?
    } else {
        Vec::new()
    };
    // A pile past the table is below F: no moves, value 0.
    let value = |p: u32| sg.get(p as usize).copied().unwrap_or(0);
    let mut totals: Vec<Grundy> = vec![0; t];
    // Read successfully once, so it reads the same again.
    read_games(&mut again, t, |game, pile| totals[game] ^= value(pile))?;
    let mut line = Vec::with_capacity(2 * t);
    for (i, &total) in totals.iter().enumerate() {
        if i > 0 {
            line.push(b' ');
        }
        line.push(if total != 0 { b'1' } else { b'0' });
    }
    line.push(b'\n');
    out.write_all(&line)?;
    Ok(())
}

/// Reads the `t` games, calling `pile(game, size)` for every pile (games counted from 0), and
/// returns the largest pile.
fn read_games(
    sc: &mut Scanner<'_>,
    t: usize,
    mut pile: impl FnMut(usize, u32),
) -> Result<u32, Error> {
    let mut largest = 0;
    for game in 1..=t {
        let at = |e: Error| e.context(format_args!("game {game}"));
        let n = sc.next_count("N", 1, 2).map_err(at)?;
        for i in 1..=n {
            let size = sc
                .next_in("pile", 1..=MAX_PILE)
                .map_err(|e| at(e.context(format_args!("pile {i}"))))?;
            largest = largest.max(size);
            pile(game - 1, size);
        }
    }
    Ok(largest)
}
