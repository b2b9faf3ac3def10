//! BZOJ 2281 (SDOI2011) 黑白棋: the number of layouts of `k` alternating pieces on a `1 × n`
//! strip that the first player wins, where a turn moves 1 to `d` of one's own pieces towards
//! their facing partners.
//!
//! The `k/2` gaps inside the facing pairs are the piles of Moore's Nim_d, so the losing layouts
//! are the gap vectors that Moore's theorem calls P-positions, times the ways to place the pairs.

use gamecore::comb::{Binomials, MOD};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest strip length (the statement stops at 10^4): the factorial tables take 16 bytes
/// per cell, so 10^7 cells stay near 160 MB and well under a second.
const MAX_N: usize = 10_000_000;

/// Reads `n k d` and prints, modulo 10^9 + 7, the number of the `C(n, k)` layouts in which the
/// first player (white, moving right) wins.
///
/// `k` may exceed the statement's 100 (the count is defined and the DP handles it); what is
/// rejected is what the game leaves undefined or the statement forbids, and inputs whose DP
/// would take more than [`MAX_DP_STEPS`] steps.
///
/// # Errors
/// A token that is not a non-negative integer, `n` outside `1..=10^7`, `k` outside `1..=n` or
/// odd, `d` outside `1..=k`, missing numbers, or a DP of more than 2·10^9 steps.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let n: usize = sc.next_in("n", 1..=MAX_N)?;
    let k_line = sc.line();
    let k: usize = sc.next_in("k", 1..=n)?;
    if k % 2 == 1 {
        // Colours alternate W B … W B with black rightmost, which needs an even count.
        return Err(Error::at_line(k_line, format!("k {k} must be even")));
    }
    let d: usize = sc.next_in("d", 1..=k)?;
    let steps = dp_steps(n, k, d);
    if steps > MAX_DP_STEPS {
        return Err(sc.token_error(format!(
            "n {n}, k {k}, d {d} need {steps} steps of the count (at most 2·10^9: it grows \
             with n · k / d)"
        )));
    }
    writeln!(out, "{}", first_player_wins(n, k, d))?;
    Ok(())
}

/// The most inner steps of [`p_positions_by_total`] an input may ask for: about 1.1 ns each on
/// a 2-core AMD EPYC host, so an accepted input runs for at most about 2.3 s of CPU there, a 2×
/// margin under the contract's 10 s on a machine 1.5× slower (3·10^9 took 3.4 s; the judge's
/// largest needs 5·10^5).
pub const MAX_DP_STEPS: u64 = 2_000_000_000;

/// The number of inner steps [`p_positions_by_total`] takes for `n k d`, from the same loop
/// bounds without doing the work.
///
/// # Complexity
/// O(log n · k / d).
pub fn dp_steps(n: usize, k: usize, d: usize) -> u64 {
    let (piles, max_total) = (k / 2, n - k);
    let (mut reach, mut unit, mut steps) = (0usize, 1usize, 0u64);
    while unit <= max_total {
        let most = piles.min(max_total / unit);
        steps += reach as u64 + 1;
        for carriers in (d + 1..=most).step_by(d + 1) {
            steps += reach.min(max_total - carriers * unit) as u64 + 1;
        }
        reach = max_total.min(reach + most / (d + 1) * (d + 1) * unit);
        match unit.checked_mul(2) {
            Some(u) => unit = u,
            None => break,
        }
    }
    steps
}

/// The number of layouts of `k` pieces on `n` cells that the first player wins when a turn
/// moves 1 to `d` pieces, modulo 10^9 + 7.
///
/// # Constraints
/// `k` even, `2 <= k <= n < 10^9 + 7`, `d >= 1`.
///
/// # Complexity
/// O(n) for the factorials plus, for each bit `b` of `n − k`, O(min(n, (k/2)·2^b)) per
/// admissible carrier count (multiples of `d + 1` up to `min(k/2, (n − k)/2^b)`): about
/// 6·10^5 multiply-adds at `n = 10^4, k = 100, d = 1`.
pub fn first_player_wins(n: usize, k: usize, d: usize) -> u64 {
    let pairs = k / 2;
    let binom = Binomials::new(n);
    let spare = n - k;
    let p_positions = p_positions_by_total(&binom, pairs, d, spare);
    // A losing gap vector with total s leaves n − k − s free cells for the pairs+1 outer slots.
    let losing = p_positions
        .iter()
        .enumerate()
        .fold(0, |acc, (total, &ways)| {
            (acc + ways * binom.binom(n - total - pairs, pairs)) % MOD
        });
    (binom.binom(n, k) + MOD - losing) % MOD
}

/// `result[s]` = the number of vectors of `piles` non-negative piles with total `s` that are
/// P-positions of Moore's Nim_d (every bit set in a multiple of `d + 1` piles), modulo
/// 10^9 + 7, for `s` in `0..=max_total`.
///
/// Bits are fixed from the lowest: at bit `b`, choosing which `c` piles carry it adds
/// `c · 2^b` to the total in `C(piles, c)` ways, and only `c ≡ 0 (mod d + 1)` keeps the position
/// losing.
///
/// # Constraints
/// `binom.max_n() >= piles`, `d >= 1`.
///
/// # Complexity
/// As [`first_player_wins`]; two vectors of `max_total + 1` entries.
pub fn p_positions_by_total(
    binom: &Binomials<MOD>,
    piles: usize,
    d: usize,
    max_total: usize,
) -> Vec<u64> {
    let mut current = vec![0u64; max_total + 1];
    let mut next = vec![0u64; max_total + 1];
    current[0] = 1;
    // Every entry above `reach` is zero: the lower bits cannot add up to more.
    let mut reach = 0usize;
    let mut unit = 1usize;
    while unit <= max_total {
        let most = piles.min(max_total / unit);
        let new_reach = max_total.min(reach + most / (d + 1) * (d + 1) * unit);
        // c = 0: nobody carries this bit.
        next[..=reach].copy_from_slice(&current[..=reach]);
        next[reach + 1..=new_reach].fill(0);
        for carriers in (d + 1..=most).step_by(d + 1) {
            let ways = binom.binom(piles, carriers);
            let shift = carriers * unit;
            let top = reach.min(max_total - shift);
            for (target, &count) in next[shift..=shift + top].iter_mut().zip(&current[..=top]) {
                *target = (*target + count * ways) % MOD;
            }
        }
        std::mem::swap(&mut current, &mut next);
        reach = new_reach;
        // Stop before the unit overflows; it already exceeds any total that fits.
        match unit.checked_mul(2) {
            Some(u) => unit = u,
            None => break,
        }
    }
    current
}
