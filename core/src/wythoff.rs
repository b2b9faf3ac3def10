//! Wythoff's game in exact integer arithmetic: the losing positions, the position test, and
//! every winning move.
//!
//! Two piles; a move removes any positive number of stones from one pile, or the same positive
//! number from both; whoever takes the last stone wins. Wythoff (1907): with `a ≤ b`, the
//! losing positions (P-positions) are exactly the pairs `(⌊kφ⌋, ⌊kφ⌋ + k)`, `k = 0, 1, 2, …`,
//! where `φ = (1 + √5)/2`. Each positive integer lies in exactly one pair (Beatty's theorem
//! for `φ` and `φ²`), so `(a, b)` with `a ≤ b` is a P-position iff `a = ⌊(b − a)·φ⌋`.
//!
//! **No floating point.** `kφ` comes within `1/(√5·k)` of an integer when `k` is a Fibonacci
//! number, so an `f64` computation of `⌊kφ⌋` is already wrong for `k = 267914296` (below
//! 10^9), and an 80-bit `long double` one for many `k` near 10^18. Here `⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋` (valid because `k` is an integer), and
//! `⌊k√5⌋ = isqrt(5k²)` is computed exactly for every `u64` `k`, although `5k²` needs up to
//! 131 bits: see [`floor_mul_sqrt5`] (a floating-point square root only supplies a first guess,
//! which integer comparisons then correct). For `u128` piles the module uses Zeckendorf's theorem
//! instead ([`floor_mul_phi_u128`]), which needs no square root at all.

use super::fibonacci::{zeckendorf, zeckendorf_shift};

/// The integer square root `⌊√n⌋`, exactly, for any `u128`.
///
/// A floating-point square root gives a guess within a few thousand of the root; one Newton
/// step, taken on the exact integer remainder `n − guess²`, brings it within one or two, and
/// integer comparisons settle the last step. The result never depends on how the guess was
/// rounded.
///
/// # Example
/// ```
/// use gamecore::wythoff::isqrt_u128;
/// assert_eq!(isqrt_u128(99), 9);
/// assert_eq!(isqrt_u128(100), 10);
/// assert_eq!(isqrt_u128(u128::MAX), u128::from(u64::MAX));
/// ```
///
/// # Complexity
/// O(1) (a handful of word and floating-point operations), O(1) space.
pub fn isqrt_u128(n: u128) -> u128 {
    const TWO_TO_64: f64 = 18_446_744_073_709_551_616.0;
    if n <= u128::from(u64::MAX) {
        return u128::from(isqrt_u64(n as u64));
    }
    // Here n ≥ 2^64. Conversions through u64 halves: native instructions, where u128 ↔ f64
    // would call into the runtime. The guess saturates at 2^64 − 1, which is the largest
    // possible root, so its square fits a u128.
    let max_root = u128::from(u64::MAX);
    let n_approx = (n >> 64) as u64 as f64 * TWO_TO_64 + n as u64 as f64;
    let guess = u128::from(n_approx.sqrt() as u64);
    // |n − guess²| ≤ (|√n − guess| + 1)·2^65 < 2^78: exact as an i128 and, as an f64, precise
    // enough for the Newton correction (n − guess²) / (2·guess), which is below 2^13.
    let remainder = n.wrapping_sub(guess * guess) as i128;
    let remainder_approx = (remainder >> 64) as i64 as f64 * TWO_TO_64 + remainder as u64 as f64;
    let step = (remainder_approx / (2.0 * guess as u64 as f64)) as i64;
    let mut root = (guess as i128 + i128::from(step)).clamp(1, max_root as i128) as u128;
    while root * root > n {
        root -= 1;
    }
    while root < max_root && (root + 1) * (root + 1) <= n {
        root += 1;
    }
    root
}

/// `⌊√n⌋` for a `u64`: the guess of a floating-point square root is off by at most one here
/// (the root has at most 32 bits, the guess's error is below 2^−20), and integer comparisons
/// fix it.
fn isqrt_u64(n: u64) -> u64 {
    let max_root = u64::from(u32::MAX);
    let mut root = ((n as f64).sqrt() as u64).min(max_root);
    while root * root > n {
        root -= 1;
    }
    while root < max_root && (root + 1) * (root + 1) <= n {
        root += 1;
    }
    root
}

/// `⌊x·√5⌋`, exactly, for every `u64` `x` (the result needs up to 66 bits).
///
/// `5x²` can reach 131 bits, beyond a `u128`, so this takes the square root of `⌊5x²/16⌋`
/// (which fits) and recovers the last two bits of the root from the remainder.
///
/// # Example
/// ```
/// use gamecore::wythoff::floor_mul_sqrt5;
/// assert_eq!(floor_mul_sqrt5(1), 2); // √5 = 2.236…
/// assert_eq!(floor_mul_sqrt5(1_000_000), 2_236_067); // 2236067.977…
/// assert_eq!(floor_mul_sqrt5(u64::MAX), 41_248_173_712_355_948_585); // …585.667…
/// ```
///
/// # Complexity
/// O(1): one [`isqrt_u128`] (below `x = 2^30`, a machine-word square root).
pub fn floor_mul_sqrt5(x: u64) -> u128 {
    if x < 1 << 30 {
        // 5x² < 2^63: one machine-word square root (judges' piles up to 10^9 all land here).
        return u128::from(isqrt_u64(5 * x * x));
    }
    // With x = 4q + r: 5x² = 16·(5q²) + (40qr + 5r²) = 16·high + low, both parts in range
    // (q < 2^62, so 5q² < 2^127 and 40qr + 5r² < 2^70).
    let (q, r) = (u128::from(x >> 2), u128::from(x & 3));
    let low = 40 * q * r + 5 * r * r;
    let high = 5 * q * q + low / 16;
    let low = low % 16;
    // ⌊√(5x²)⌋ = 4s + t with s = ⌊√high⌋ and 0 ≤ t ≤ 3; (4s + t)² ≤ 16·high + low
    // ⇔ 8st + t² ≤ 16·(high − s²) + low, where high − s² ≤ 2s keeps everything small.
    let s = isqrt_u128(high);
    let slack = 16 * (high - s * s) + low;
    let t = (1..=3u128)
        .take_while(|&t| 8 * s * t + t * t <= slack)
        .last()
        .unwrap_or(0);
    4 * s + t
}

/// `⌊k·φ⌋` for every `u64` `k` (the lower Wythoff number `a_k`, OEIS A000201 from `k = 1`).
///
/// # Example
/// ```
/// use gamecore::wythoff::floor_mul_phi;
/// assert_eq!(floor_mul_phi(4), 6);
/// // k = F_42: kφ = 433494436.99999999833…, the case that trips f64 code.
/// assert_eq!(floor_mul_phi(267_914_296), 433_494_436);
/// ```
///
/// # Complexity
/// O(1) time and space: one 64 × 64-bit product below `k = 2^30`, one [`floor_mul_sqrt5`]
/// above.
pub fn floor_mul_phi(k: u64) -> u128 {
    if k < 1 << 30 {
        // `PHI_63` is below `φ·2^63` by less than 1, so the product is below `kφ` by less than
        // `k/2^63 < 2^−33`. No `kφ` with `1 ≤ k < 2^30` lies that close above an integer: for
        // `F_n ≤ k < F_{n+1}`, `‖kφ‖ ≥ ‖F_n·φ‖ = φ^−n ≥ 1/(√5·F_n + 1) > 2^−31.2` (the
        // Fibonacci numbers are φ's best approximations). So the floor is exact.
        return (u128::from(k) * u128::from(PHI_63)) >> 63;
    }
    (u128::from(k) + floor_mul_sqrt5(k)) / 2
}

/// `⌊φ·2^63⌋`: the golden ratio with 63 fractional bits.
const PHI_63: u64 = 0xCF1B_BCDC_BFA5_3E0A;

/// The `k`-th P-position `(a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)`, or `None` if `b_k` does not fit a
/// `u64` (from `k ≈ 7.05·10^18`).
///
/// # Example
/// ```
/// use gamecore::wythoff::wythoff_pair;
/// assert_eq!(wythoff_pair(0), Some((0, 0)));
/// assert_eq!(wythoff_pair(3), Some((4, 7)));
/// assert_eq!(wythoff_pair(u64::MAX / 2), None);
/// ```
///
/// # Complexity
/// O(1) time and space.
pub fn wythoff_pair(k: u64) -> Option<(u64, u64)> {
    let a = floor_mul_phi(k);
    let b = a + u128::from(k);
    if b <= u128::from(u64::MAX) {
        Some((a as u64, b as u64))
    } else {
        None
    }
}

/// The other member of the P-position that contains `x`: `b_k` if `x = a_k`, `a_k` if
/// `x = b_k`, and 0 for `x = 0`. Every `x` has exactly one partner; it is returned as a
/// `u128` because the partner of a large lower number exceeds `u64::MAX`.
///
/// # Example
/// ```
/// use gamecore::wythoff::wythoff_partner;
/// assert_eq!(wythoff_partner(4), 7);
/// assert_eq!(wythoff_partner(7), 4);
/// assert_eq!(wythoff_partner(0), 0);
/// ```
///
/// # Complexity
/// O(1) time and space.
pub fn wythoff_partner(x: u64) -> u128 {
    if x == 0 {
        return 0;
    }
    let x128 = u128::from(x);
    // f = ⌊x/φ⌋ = ⌊(x√5 − x)/2⌋. Since x/φ is irrational, x = a_k forces k = ⌈x/φ⌉ = f + 1,
    // and x = b_k forces k = ⌈x/φ²⌉ = ⌈x − x/φ⌉ = x − f, whose partner a_k = x − k is f.
    let f = (floor_mul_sqrt5(x) - x128) / 2;
    let k = f + 1;
    if floor_mul_phi(k as u64) == x128 {
        x128 + k
    } else {
        f
    }
}

/// Whether `(a, b)`, in either order, is a P-position of Wythoff's game: the player to move
/// loses. Exact for all `u64` piles.
///
/// # Example
/// ```
/// use gamecore::wythoff::wythoff_is_p_position;
/// // POJ 1067's sample: (2, 1) and (4, 7) are lost, (8, 4) is won.
/// assert!(wythoff_is_p_position(2, 1));
/// assert!(!wythoff_is_p_position(8, 4));
/// assert!(wythoff_is_p_position(4, 7));
/// // (F_43, F_44): kφ is just below an integer here; f64 code answers wrongly.
/// assert!(!wythoff_is_p_position(433_494_437, 701_408_733));
/// ```
///
/// # Complexity
/// O(1) time and space.
pub fn wythoff_is_p_position(a: u64, b: u64) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    floor_mul_phi(high - low) == u128::from(low)
}

/// Every winning move from `(a, b)`, as the positions it leads to (piles in the caller's
/// order), sorted. Empty iff `(a, b)` is a P-position.
///
/// There are at most three: one taking from both piles (to the P-position with the same
/// difference), and at most one per pile taking from that pile alone (to the P-position that
/// contains the other pile). Both piles equal count as two distinct single-pile moves.
///
/// # Example
/// ```
/// use gamecore::wythoff::wythoff_winning_moves;
/// assert_eq!(wythoff_winning_moves(8, 4), vec![(7, 4)]);
/// assert_eq!(wythoff_winning_moves(2, 2), vec![(0, 0), (1, 2), (2, 1)]);
/// assert_eq!(wythoff_winning_moves(4, 7), vec![]);
/// assert_eq!(wythoff_winning_moves(5, 7), vec![(3, 5), (4, 7), (5, 3)]);
/// ```
///
/// # Complexity
/// O(1) time; the vector holds at most 3 moves.
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut moves = Vec::with_capacity(3);
    if wythoff_is_p_position(a, b) {
        return moves;
    }
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    let lowest = floor_mul_phi(high - low);
    if lowest < u128::from(low) {
        let cut = low - lowest as u64;
        moves.push((a - cut, b - cut));
    }
    let partner_of_a = wythoff_partner(a);
    if partner_of_a < u128::from(b) {
        moves.push((a, partner_of_a as u64));
    }
    let partner_of_b = wythoff_partner(b);
    if partner_of_b < u128::from(a) {
        moves.push((partner_of_b as u64, b));
    }
    moves.sort_unstable();
    moves
}

/// `⌊k·φ⌋` for every `u128` `k`, or `None` if it exceeds `u128::MAX`; computed from the
/// Zeckendorf representation instead of a square root.
///
/// With `k = Σ F_i` (Zeckendorf, `F_2 = 1`), Binet's formula gives `kφ = Σ F_{i+1} − E`,
/// where `E = Σ ψ^i`, `ψ = −1/φ`, has `0 < |E| < 1` and the sign of `ψ^i` for the smallest
/// index `i`. So `⌊kφ⌋ = Σ F_{i+1} − 1` when that smallest index is even, `Σ F_{i+1}` when
/// it is odd.
///
/// # Example
/// ```
/// use gamecore::wythoff::{floor_mul_phi, floor_mul_phi_u128};
/// assert_eq!(floor_mul_phi_u128(4), Some(6));
/// assert_eq!(floor_mul_phi_u128(1 << 100), Some(2_051_101_757_028_480_383_117_165_331_973));
/// assert_eq!(floor_mul_phi_u128(u128::MAX), None);
/// assert_eq!(floor_mul_phi_u128(u64::MAX.into()), Some(floor_mul_phi(u64::MAX)));
/// ```
///
/// # Complexity
/// O(log k).
pub fn floor_mul_phi_u128(k: u128) -> Option<u128> {
    let shifted = zeckendorf_shift(k)?;
    match zeckendorf(k).last() {
        Some((smallest, _)) if smallest % 2 == 0 => Some(shifted - 1),
        _ => Some(shifted),
    }
}

/// [`wythoff_is_p_position`] for `u128` piles, exact over the whole range (through
/// [`floor_mul_phi_u128`]).
///
/// # Example
/// ```
/// use gamecore::wythoff::wythoff_is_p_position_u128;
/// assert!(wythoff_is_p_position_u128(7, 4));
/// let k = 1u128 << 100;
/// assert!(wythoff_is_p_position_u128(
///     2_051_101_757_028_480_383_117_165_331_973,
///     2_051_101_757_028_480_383_117_165_331_973 + k,
/// ));
/// ```
///
/// # Complexity
/// O(log max(a, b)).
pub fn wythoff_is_p_position_u128(a: u128, b: u128) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    floor_mul_phi_u128(high - low) == Some(low)
}

#[cfg(test)]
mod tests {
    use super::{
        floor_mul_phi, floor_mul_phi_u128, floor_mul_sqrt5, isqrt_u128, wythoff_is_p_position,
        wythoff_is_p_position_u128, wythoff_pair, wythoff_partner, wythoff_winning_moves,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    fn is_exact_root(n: u128, r: u128) -> bool {
        matches!(r.checked_mul(r), Some(sq) if sq <= n)
            && !matches!((r + 1).checked_mul(r + 1), Some(sq) if sq <= n)
    }

    #[test]
    fn isqrt_is_exact() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut cases: Vec<u128> = vec![0, 1, 2, 3, 4, u128::MAX, u128::MAX - 1];
        // Both sides of the switch from the u64 square root to the u128 one.
        cases.extend([
            u128::from(u64::MAX) - 1,
            u128::from(u64::MAX),
            1 << 64,
            (1 << 64) + 1,
        ]);
        let mut roots = vec![1u128, 2, 3, 1 << 32, (1 << 63) + 7, u128::from(u64::MAX)];
        // Squares and their neighbours at every magnitude: where a rounded guess is off by one.
        roots.extend((0..2000).map(|_| rng.r#gen::<u128>() >> rng.gen_range(64..128)));
        for r in roots.into_iter().filter(|&r| r > 0) {
            cases.extend([r * r - 1, r * r, r * r + 1]);
        }
        cases.extend((0..2000).map(|_| rng.r#gen::<u128>() >> rng.gen_range(0..128)));
        for n in cases {
            assert!(
                is_exact_root(n, isqrt_u128(n)),
                "isqrt({n}) = {}",
                isqrt_u128(n)
            );
        }
    }

    /// The full 256-bit product of two u128 values, as (high, low) halves.
    fn mul_wide(a: u128, b: u128) -> (u128, u128) {
        const MASK: u128 = (1 << 64) - 1;
        let (a1, a0, b1, b0) = (a >> 64, a & MASK, b >> 64, b & MASK);
        let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let mid = (p00 >> 64) + (p01 & MASK) + (p10 & MASK);
        let low = (p00 & MASK) | (mid << 64);
        let high = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
        (high, low)
    }

    #[test]
    fn floor_mul_sqrt5_is_exact() {
        // The defining inequality r² ≤ 5x² < (r + 1)², checked in 256-bit arithmetic, and the
        // plain isqrt(5x²) wherever 5x² fits a u128.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let limit = isqrt_u128(u128::MAX / 5) as u64;
        let mut xs: Vec<u64> = vec![0, 1, 2, 3, 4, 5, limit - 1, limit, limit + 1, u64::MAX];
        // Both sides of the switch to the machine-word square root.
        xs.extend((1 << 30) - 3..(1 << 30) + 3);
        xs.extend((0..5000).map(|_| rng.r#gen::<u64>() >> rng.gen_range(0..64)));
        for x in xs {
            let r = floor_mul_sqrt5(x);
            let five_x_squared = mul_wide(5 * u128::from(x), u128::from(x));
            assert!(mul_wide(r, r) <= five_x_squared, "x={x} r={r}");
            assert!(mul_wide(r + 1, r + 1) > five_x_squared, "x={x} r={r}");
            if x <= limit {
                assert_eq!(r, isqrt_u128(5 * u128::from(x) * u128::from(x)), "x={x}");
            }
        }
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
    }

    // OEIS A000201 (lower Wythoff sequence) and A001950 (upper Wythoff sequence), k = 0..=15;
    // k = 0 is the empty position.
    #[rstest]
    #[case(0, 0, 0)]
    #[case(1, 1, 2)]
    #[case(2, 3, 5)]
    #[case(3, 4, 7)]
    #[case(4, 6, 10)]
    #[case(5, 8, 13)]
    #[case(6, 9, 15)]
    #[case(7, 11, 18)]
    #[case(8, 12, 20)]
    #[case(9, 14, 23)]
    #[case(10, 16, 26)]
    #[case(11, 17, 28)]
    #[case(12, 19, 31)]
    #[case(13, 21, 34)]
    #[case(14, 22, 36)]
    #[case(15, 24, 39)]
    fn known_pairs(#[case] k: u64, #[case] a: u64, #[case] b: u64) {
        assert_eq!(wythoff_pair(k), Some((a, b)));
        assert!(wythoff_is_p_position(a, b) && wythoff_is_p_position(b, a));
        assert!(wythoff_is_p_position_u128(a.into(), b.into()));
        assert_eq!(floor_mul_phi_u128(k.into()), Some(a.into()));
        if a > 0 {
            assert_eq!(
                (wythoff_partner(a), wythoff_partner(b)),
                (b.into(), a.into())
            );
        }
    }

    /// F_0, F_1, … up to the largest below 2^64.
    fn fibonacci_u64() -> Vec<u64> {
        let mut fib = vec![0u64, 1];
        while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(next);
        }
        fib
    }

    /// The 63-bit product below 2^30 against the square root it replaces there: every `k` below
    /// 2^20, the Fibonacci numbers (where `kφ` comes closest to an integer) and their
    /// neighbours, both sides of 2^30, and random `k`.
    #[test]
    fn floor_mul_phi_by_a_product_agrees_with_the_square_root() {
        let by_root = |k: u64| (u128::from(k) + floor_mul_sqrt5(k)) / 2;
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut ks: Vec<u64> = (0..1 << 20).collect();
        for f in fibonacci_u64().into_iter().filter(|&f| f < 1 << 31) {
            ks.extend(f.saturating_sub(2)..=f + 2);
        }
        ks.extend((1 << 30) - 3..(1 << 30) + 3);
        ks.extend((0..100_000).map(|_| rng.gen_range(0..1u64 << 30)));
        for k in ks {
            assert_eq!(floor_mul_phi(k), by_root(k), "k={k}");
        }
    }

    #[test]
    fn consecutive_fibonacci_pairs() {
        // (F_n, F_{n+1}) is a P-position iff n is even (F_2 = 1): kφ for k = F_{n−1} lies
        // within 1/(√5·k) of F_n, below it for odd n — where rounding errors bite. Luogu
        // P2252's (433494437, 701408733) is n = 43.
        let fib = fibonacci_u64();
        for n in 2..fib.len() - 1 {
            assert_eq!(
                wythoff_is_p_position(fib[n], fib[n + 1]),
                n % 2 == 0,
                "(F_{n}, F_{})",
                n + 1
            );
            let k = fib[n - 1];
            assert_eq!(floor_mul_phi(k), u128::from(fib[n] - n as u64 % 2), "F_{n}");
        }
    }

    #[test]
    fn mex_construction_of_the_first_pairs() {
        // a_k is the smallest number in no earlier pair, b_k = a_k + k (Wythoff 1907).
        let count = 100_000usize;
        let mut used = vec![false; 3 * count + 3];
        let mut smallest_free = 0usize;
        for k in 0..count {
            while used[smallest_free] {
                smallest_free += 1;
            }
            let (a, b) = (smallest_free, smallest_free + k);
            used[a] = true;
            used[b] = true;
            assert_eq!(wythoff_pair(k as u64), Some((a as u64, b as u64)), "k={k}");
            if a > 0 {
                assert_eq!(wythoff_partner(a as u64), b as u128, "k={k}");
                assert_eq!(wythoff_partner(b as u64), a as u128, "k={k}");
            }
        }
    }

    /// Checks that the lower and upper Wythoff numbers hit every integer of
    /// `first..first + len` exactly once.
    fn check_beatty_window(first: u64, len: u64) {
        // Index ranges wide enough to cover the window. f64 only bounds the search (its error
        // near 10^19 is a few thousand, hence the margin); every value used is exact and
        // filtered to the window.
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        let margin = 10_000;
        let around = |x: u64, ratio: f64| (x as f64 / ratio) as u64;
        let lower_k = around(first, phi).saturating_sub(margin)..=around(first + len, phi) + margin;
        let upper_k = around(first, phi * phi).saturating_sub(margin)
            ..=around(first + len, phi * phi) + margin;
        let mut hits = vec![0u8; len as usize];
        let window = u128::from(first)..u128::from(first) + u128::from(len);
        for k in lower_k {
            let a = floor_mul_phi(k);
            if window.contains(&a) {
                hits[(a - u128::from(first)) as usize] += 1;
            }
        }
        for k in upper_k {
            let b = floor_mul_phi(k) + u128::from(k);
            if window.contains(&b) {
                hits[(b - u128::from(first)) as usize] += 1;
            }
        }
        let bad = hits.iter().position(|&h| h != 1);
        assert_eq!(bad, None, "window at {first}: offset {bad:?} hit wrongly");
    }

    #[test]
    fn beatty_complement_at_big_values() {
        check_beatty_window(1, 100_000);
        check_beatty_window(1_000_000_000_000_000_000 - 50_000, 100_000);
        check_beatty_window(7_000_000_000_000_000_000, 100_000);
        check_beatty_window(u64::MAX / 3 * 2, 50_000);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..5 {
            check_beatty_window(rng.gen_range(1..u64::MAX / 3), 20_000);
        }
    }

    #[test]
    fn isqrt_and_zeckendorf_methods_agree() {
        // Two independent exact methods: square roots (u64 path) and Binet/Zeckendorf.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..20_000 {
            let k: u64 = if round % 2 == 0 {
                rng.r#gen()
            } else {
                rng.gen_range(0..=2_000_000_000_000_000_000)
            };
            assert_eq!(
                floor_mul_phi_u128(k.into()),
                Some(floor_mul_phi(k)),
                "k={k}"
            );
        }
        // Where 5k² still fits a u128 the textbook formula applies directly.
        let limit = isqrt_u128(u128::MAX / 5);
        for k in (limit - 1000..=limit).chain(0..1000) {
            let direct = (k + isqrt_u128(5 * k * k)) / 2;
            assert_eq!(floor_mul_phi(k as u64), direct, "k={k}");
            assert_eq!(floor_mul_phi_u128(k), Some(direct), "k={k}");
        }
    }

    #[test]
    fn u128_positions_beyond_u64() {
        // Lower numbers past u64: consecutive lower numbers a_k, a_{k+1} differ by 1 or 2,
        // the upper ones by 2 or 3, and each a_k + k is a P-position partner.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let k = rng.r#gen::<u128>() >> rng.gen_range(2..64);
            let (a0, a1) = (
                floor_mul_phi_u128(k).unwrap(),
                floor_mul_phi_u128(k + 1).unwrap(),
            );
            assert!((1..=2).contains(&(a1 - a0)), "k={k}");
            assert!((2..=3).contains(&(a1 + k + 1 - (a0 + k))), "k={k}");
            assert!(wythoff_is_p_position_u128(a0 + k, a0), "k={k}");
            assert!(!wythoff_is_p_position_u128(a0 + k + 1, a0), "k={k}");
            assert!(!wythoff_is_p_position_u128(a0 + k, a0 + 1), "k={k}");
        }
        assert!(wythoff_is_p_position_u128(0, 0));
        assert!(!wythoff_is_p_position_u128(0, u128::MAX));
        assert!(!wythoff_is_p_position_u128(u128::MAX, u128::MAX));
    }

    #[test]
    fn p_positions_near_the_u64_limit() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..2000 {
            let k = rng.gen_range(1..=7_000_000_000_000_000_000u64);
            let (a, b) = wythoff_pair(k).unwrap();
            assert!(
                wythoff_is_p_position(a, b) && wythoff_is_p_position(b, a),
                "k={k}"
            );
            assert!(!wythoff_is_p_position(a + 1, b + 1), "k={k}");
            assert!(!wythoff_is_p_position(a, b - 1) && !wythoff_is_p_position(a, b + 1));
            assert!(wythoff_winning_moves(a, b).is_empty());
            assert_eq!(wythoff_partner(a), u128::from(b));
            assert_eq!(wythoff_partner(b), u128::from(a));
        }
        // The last pair that fits, and the first that does not.
        let last = largest_fitting_k();
        assert!(wythoff_pair(last).is_some() && wythoff_pair(last + 1).is_none());
        assert_eq!(
            wythoff_pair(last).unwrap().1,
            (floor_mul_phi(last) + u128::from(last)) as u64
        );
    }

    /// Binary search for the largest k whose pair fits a u64, by the Zeckendorf method.
    fn largest_fitting_k() -> u64 {
        let (mut lo, mut hi) = (0u64, u64::MAX / 2);
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            if floor_mul_phi_u128(mid.into()).unwrap() + u128::from(mid) <= u128::from(u64::MAX) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// Wythoff's game by the rules, for piles up to `max`: `lost[a][b]` iff every move (take
    /// from one pile, or the same amount from both) leads to a won position.
    fn naive_lost_table(max: usize) -> Vec<Vec<bool>> {
        let mut lost = vec![vec![false; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                let from_a = (0..a).any(|x| lost[x][b]);
                let from_b = (0..b).any(|y| lost[a][y]);
                let from_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
                lost[a][b] = !(from_a || from_b || from_both);
            }
        }
        lost
    }

    #[test]
    fn compare_with_naive() {
        let max = 120;
        let lost = naive_lost_table(max);
        for a in 0..=max {
            for b in 0..=max {
                let (a64, b64) = (a as u64, b as u64);
                assert_eq!(wythoff_is_p_position(a64, b64), lost[a][b], "({a}, {b})");
                assert_eq!(
                    wythoff_is_p_position_u128(a as u128, b as u128),
                    lost[a][b],
                    "({a}, {b})"
                );
                let mut expected: Vec<(u64, u64)> = Vec::new();
                expected.extend((0..a).filter(|&x| lost[x][b]).map(|x| (x as u64, b64)));
                expected.extend((0..b).filter(|&y| lost[a][y]).map(|y| (a64, y as u64)));
                expected.extend(
                    (1..=a.min(b))
                        .filter(|&t| lost[a - t][b - t])
                        .map(|t| ((a - t) as u64, (b - t) as u64)),
                );
                expected.sort_unstable();
                assert_eq!(wythoff_winning_moves(a64, b64), expected, "({a}, {b})");
            }
        }
    }

    #[test]
    fn winning_moves_at_big_values() {
        // Each listed move must be legal and reach a P-position; the count of single-pile
        // moves is checked against the partner rule from the other side.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..3000 {
            let (a, b): (u64, u64) = if round % 3 == 0 {
                let k = rng.gen_range(0..=7_000_000_000_000_000_000u64);
                let (a, b) = wythoff_pair(k).unwrap();
                // Near a P-position, where the interesting moves are.
                (
                    a.saturating_add(rng.gen_range(0..3)),
                    b.saturating_add(rng.gen_range(0..3)),
                )
            } else {
                (rng.r#gen(), rng.r#gen::<u64>() >> rng.gen_range(0..2))
            };
            let moves = wythoff_winning_moves(a, b);
            assert_eq!(moves.is_empty(), wythoff_is_p_position(a, b), "({a}, {b})");
            for &(x, y) in &moves {
                let legal =
                    (x == a && y < b) || (y == b && x < a) || (x < a && y < b && a - x == b - y);
                assert!(legal, "({a}, {b}) -> ({x}, {y}) is not a move");
                assert!(wythoff_is_p_position(x, y), "({a}, {b}) -> ({x}, {y})");
            }
        }
    }
}
