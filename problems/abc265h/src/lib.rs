//! AtCoder ABC265 Ex "No-capture Lance Game": on an `H × W` board every row holds one piece of
//! the first player (moving left) and one of the second (moving right); count the placements
//! the first player wins, modulo 998244353.
//!
//! Each row is a game of its own: pieces back to back make the **integer** `(f − 1) − (W − s)`,
//! pieces facing each other a **nim heap** of the gap between them. The sum `n + *x` is a
//! first-player win iff `n > 0`, or `n = 0` and `x ≠ 0`. The count is a power of the row
//! distribution in two variables (integer sum × heap xor): a Walsh–Hadamard transform along the
//! xor turns it into one polynomial power per point, of which only the constant term and the
//! total are needed; the constant term comes from a sparse recurrence against a series built
//! once by an NTT (see the crate's README).

use gamecore::comb::{inverses_up_to, pow_mod};
use gamecore::convolution::{xor_inverse, xor_transform, Ntt, NTT_PRIME};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

const P: u32 = NTT_PRIME;
const P64: u64 = NTT_PRIME as u64;

/// The most rows served (the judge has at most 8000): the work grows as `H · W` per point of
/// the transform, about 1 s of CPU at both limits.
pub const MAX_ROWS: u32 = 20_000;

/// The most columns served (the judge has at most 30): heaps stay below 64, so the xor axis has
/// at most 64 points.
pub const MAX_COLUMNS: u32 = 64;

/// The board as read.
struct Board {
    rows: u32,
    columns: u32,
}

/// Reads `H W` and prints the number of placements the first player wins, modulo 998244353.
///
/// # Errors
/// A token that is not a non-negative integer; `H` outside `1..=2·10^4`, `W` outside `2..=64`;
/// a missing token.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let board = read_board(sc)?;
    let count = count_first_player_wins(board.rows, board.columns);
    print_count(count, out)
}

fn read_board(sc: &mut Scanner<'_>) -> Result<Board, Error> {
    let rows = sc.next_in("H", 1..=MAX_ROWS)?;
    let columns = sc.next_in("W", 2..=MAX_COLUMNS)?;
    Ok(Board { rows, columns })
}

fn print_count(count: u32, out: &mut impl Write) -> Result<(), Error> {
    writeln!(out, "{count}")?;
    Ok(())
}

/// The number of placements on an `h × w` board that the first player wins, modulo 998244353.
///
/// With `d = w − 2`, `N(x)` the integer rows by value and `ĥ(u)` the transformed heap rows, the
/// count is `((2M)^h − z(M)) / 2 + z(M) − (1/L) Σ_u z(ĥ(u))`, where `z(c)` is the constant term
/// of `(N(x) + c)^h`, `M = w(w − 1)/2` and `L` the length of the xor axis.
///
/// # Constraints
/// `1 ≤ h ≤ MAX_ROWS`, `2 ≤ w ≤ MAX_COLUMNS`.
///
/// # Panics
/// Outside those bounds (`solve` reads only values inside them).
///
/// # Example
/// ```
/// assert_eq!(abc265h::count_first_player_wins(1, 3), 2);
/// assert_eq!(abc265h::count_first_player_wins(9, 9), 583_962_987);
/// ```
///
/// # Complexity
/// O(L · h · d) time for the points (L ≤ 64), O(hd log(hd)) for the series, O(hd) space.
pub fn count_first_player_wins(h: u32, w: u32) -> u32 {
    assert!((1..=MAX_ROWS).contains(&h) && (2..=MAX_COLUMNS).contains(&w));
    if w == 2 {
        // Every row is the integer 0 or the empty heap: the first player has no move.
        return 0;
    }
    let d = (w - 2) as usize;
    let len = (d + 1).next_power_of_two();
    // Heap rows of size g: the gap between facing pieces, placed in w − 1 − g ways.
    let mut heaps = vec![0_u32; len];
    for (g, count) in heaps.iter_mut().enumerate().take(d + 1) {
        *count = w - 1 - g as u32;
    }
    xor_transform::<P>(&mut heaps);
    let centre = CentreTerm::new(h, d);
    let mut z = vec![0_u32; len];
    for u in 0..len {
        z[u] = match (0..u).find(|&v| heaps[v] == heaps[u]) {
            Some(v) => z[v],
            None => centre.of(heaps[u]),
        };
    }
    // u = 0 is the point c = M: the integer sum alone, every xor counted.
    let sum_zero = u64::from(z[0]);
    xor_inverse::<P>(&mut z);
    let sum_zero_xor_zero = u64::from(z[0]);
    let total = pow_mod(u64::from(w) * u64::from(w - 1), u64::from(h), P64);
    // The integer sum is symmetric about 0: the positive sums are half of the rest.
    let positive = (total + P64 - sum_zero) % P64 * ((P64 + 1) / 2) % P64;
    ((positive + sum_zero + P64 - sum_zero_xor_zero) % P64) as u32
}

/// The constant term of `(N(x) + c)^h` for any `c`, where `N(x) = Σ_{a+b≤d} x^{a−b}` counts the
/// integer rows: `x^d N(x) = (1 − x^{d+1})(1 − x^{d+2}) / ((1 − x)(1 − x²))`, so
/// `x^d (N + c) = A_c / B` with `A_c = (1 − x^{d+1})(1 − x^{d+2}) + c x^d (1 − x)(1 − x²)` (six
/// terms) and `B = (1 − x)(1 − x²)`. The wanted term is `[x^{hd}] A_c^h · B^{−h}`: the series
/// `B^{−h}` is built once, and `A_c^h` by the sparse recurrence `A U' = h A' U`.
struct CentreTerm {
    h: u32,
    d: usize,
    /// `[x^n] B^{−h}` for `n ≤ hd`.
    series: Vec<u32>,
    /// `n^{−1} mod P` for `1 ≤ n ≤ hd`.
    inverses: Vec<u32>,
}

impl CentreTerm {
    fn new(h: u32, d: usize) -> Self {
        let inverses = inverses_up_to(h as usize * d, P);
        Self {
            h,
            d,
            series: inverse_power_of_b(h, &inverses),
            inverses,
        }
    }

    /// `[x^{hd}] A_c^h B^{−h}`, with `U = A_c^h` from `m U_m = Σ_i α_i ((h + 1) e_i − m) U_{m−e_i}`
    /// over the terms `α_i x^{e_i}` of `A_c` other than its constant 1.
    fn of(&self, c: u32) -> u32 {
        let d = self.d;
        let hd = self.h as usize * d;
        let minus_one_minus_c = (2 * P64 - 1 - u64::from(c)) % P64;
        let exponents = [d, d + 1, d + 2, d + 3, 2 * d + 3];
        let alphas = [
            u64::from(c),
            minus_one_minus_c,
            minus_one_minus_c,
            u64::from(c),
            1,
        ];
        let h1 = u64::from(self.h) + 1;
        let mut betas = [0_u64; 5];
        for i in 0..5 {
            betas[i] = alphas[i] * (h1 * exponents[i] as u64 % P64) % P64;
        }
        let mut u = vec![0_u32; hd + 1];
        u[0] = 1;
        let series = &self.series;
        let mut dot = u64::from(series[hd]);
        let step = |m: usize, s1: u64, s2: u64| -> u64 {
            let s = s1 % P64 + P64 - (m as u64) * (s2 % P64) % P64;
            s % P64 * u64::from(self.inverses[m]) % P64
        };
        // The first terms, where not every exponent is reached yet.
        let head = (2 * d + 3).min(hd + 1);
        for m in 1..head {
            let (mut s1, mut s2) = (0, 0);
            for i in 0..5 {
                if exponents[i] <= m {
                    let x = u64::from(u[m - exponents[i]]);
                    s1 += betas[i] * x;
                    s2 += alphas[i] * x;
                }
            }
            let value = step(m, s1, s2);
            u[m] = value as u32;
            dot = (dot + value * u64::from(series[hd - m])) % P64;
        }
        let [b0, b1, b2, b3, b4] = betas;
        let [a0, a1, a2, a3, a4] = alphas;
        for m in head..=hd {
            let x0 = u64::from(u[m - d]);
            let x1 = u64::from(u[m - d - 1]);
            let x2 = u64::from(u[m - d - 2]);
            let x3 = u64::from(u[m - d - 3]);
            let x4 = u64::from(u[m - 2 * d - 3]);
            // Five products below P² < 2^60 each: no overflow.
            let s1 = b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3 + b4 * x4;
            let s2 = a0 * x0 + a1 * x1 + a2 * x2 + a3 * x3 + a4 * x4;
            let value = step(m, s1, s2);
            u[m] = value as u32;
            dot += value * u64::from(series[hd - m]);
            if dot >= 1 << 63 {
                dot %= P64;
            }
        }
        (dot % P64) as u32
    }
}

/// `[x^n] (1 − x)^{−h} (1 − x²)^{−h}` for `n ≤ hd`: the product of two binomial series,
/// `C(h − 1 + n, n)` (each from the last by the factor `(h − 1 + n) / n`) and the same at
/// `x^{2n}`, by an NTT.
fn inverse_power_of_b(h: u32, inverses: &[u32]) -> Vec<u32> {
    let hd = inverses.len() - 1;
    let mut first = vec![1_u32; hd + 1];
    for n in 1..=hd {
        let factor = (u64::from(h) - 1 + n as u64) % P64 * u64::from(inverses[n]) % P64;
        first[n] = (u64::from(first[n - 1]) * factor % P64) as u32;
    }
    let mut second = vec![0_u32; hd + 1];
    for n in 0..=hd / 2 {
        second[2 * n] = first[n];
    }
    let ntt = Ntt::<P>::new(2 * hd + 1);
    let mut product = ntt.multiply(&first, &second);
    product.truncate(hd + 1);
    product
}
