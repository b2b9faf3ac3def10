//! Factorials, inverse factorials and binomial coefficients modulo a prime.

/// The default modulus, 10^9 + 7.
pub const MOD: u64 = 1_000_000_007;

/// `base^exp mod modulus` by repeated squaring.
///
/// # Constraints
/// `1 <= modulus < 2^32`, so products fit in `u64`.
///
/// # Example
/// ```
/// use gamecore::comb::{pow_mod, MOD};
/// assert_eq!(pow_mod(2, 10, MOD), 1024);
/// assert_eq!(pow_mod(3, MOD - 1, MOD), 1); // Fermat
/// ```
///
/// # Complexity
/// O(log exp).
pub fn pow_mod(mut base: u64, mut exp: u64, modulus: u64) -> u64 {
    let mut result = 1 % modulus;
    base %= modulus;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exp >>= 1;
    }
    result
}

/// `n^{−1} mod prime` for every `1 <= n <= last` (entry 0 is 0, unused), by the recurrence
/// `n^{−1} = −⌊prime / n⌋ · (prime mod n)^{−1}`: no exponentiation and no factorials.
///
/// # Constraints
/// `prime` is a prime and `last < prime`.
///
/// # Example
/// ```
/// use gamecore::comb::{inverses_up_to, pow_mod};
/// let inv = inverses_up_to(5, 998_244_353);
/// assert_eq!(inv[1], 1);
/// assert_eq!(u64::from(inv[4]) * 4 % 998_244_353, 1);
/// assert_eq!(u64::from(inv[5]), pow_mod(5, 998_244_351, 998_244_353));
/// ```
///
/// # Complexity
/// O(last) time and space.
pub fn inverses_up_to(last: usize, prime: u32) -> Vec<u32> {
    let p = u64::from(prime);
    let mut inv = vec![0_u32; last + 1];
    if last >= 1 {
        inv[1] = 1;
    }
    for n in 2..=last {
        let quotient = p / n as u64;
        let remainder = prime as usize % n;
        inv[n] = ((p - quotient * u64::from(inv[remainder]) % p) % p) as u32;
    }
    inv
}

/// Factorials and inverse factorials of `0..=n` modulo the prime `P` (`new` takes 10^9 + 7),
/// for O(1) binomials.
///
/// The prime is a compile-time constant, so every reduction compiles to multiplications
/// rather than a hardware division.
///
/// # Example
/// ```
/// use gamecore::comb::Binomials;
/// let b = Binomials::new(10);
/// assert_eq!(b.binom(10, 3), 120);
/// assert_eq!(b.binom(3, 5), 0); // out of range is 0
/// assert_eq!(b.factorial(5), 120);
/// let small = Binomials::<13>::with_prime(12);
/// assert_eq!(small.binom(12, 6), 924 % 13);
/// ```
#[derive(Clone, Debug)]
pub struct Binomials<const P: u64> {
    factorial: Vec<u64>,
    inverse_factorial: Vec<u64>,
}

impl Binomials<MOD> {
    /// Tables for `0..=n` modulo [`MOD`] = 10^9 + 7.
    ///
    /// # Constraints
    /// `n < MOD`; n = 10^6 or 10^7 is routine.
    ///
    /// # Complexity
    /// O(n + log MOD).
    pub fn new(n: usize) -> Self {
        Self::with_prime(n)
    }
}

impl<const P: u64> Binomials<P> {
    /// The modulus `P`.
    pub const MODULUS: u64 = P;

    /// Tables for `0..=n` modulo the prime `P`.
    ///
    /// # Constraints
    /// `P` prime, `n < P < 2^32` (so that every factorial is invertible and products fit in
    /// `u64`). Both bounds are checked; primality is not.
    ///
    /// # Complexity
    /// O(n + log P).
    pub fn with_prime(n: usize) -> Self {
        assert!(P < 1 << 32, "the modulus must be below 2^32");
        assert!((n as u64) < P, "n must be below the modulus");
        let mut factorial = Vec::with_capacity(n + 1);
        factorial.push(1 % P);
        for i in 1..=n as u64 {
            factorial.push(factorial[i as usize - 1] * i % P);
        }
        let mut inverse_factorial = vec![0; n + 1];
        inverse_factorial[n] = pow_mod(factorial[n], P - 2, P);
        for i in (1..=n).rev() {
            inverse_factorial[i - 1] = inverse_factorial[i] * i as u64 % P;
        }
        Self {
            factorial,
            inverse_factorial,
        }
    }

    /// The largest `n` the tables cover.
    pub fn max_n(&self) -> usize {
        self.factorial.len() - 1
    }

    /// The modulus `P`.
    pub fn modulus(&self) -> u64 {
        P
    }

    /// `n! mod P`.
    ///
    /// # Panics
    /// If `n > max_n()`.
    pub fn factorial(&self, n: usize) -> u64 {
        self.factorial[n]
    }

    /// `(n!)^{-1} mod P`.
    ///
    /// # Panics
    /// If `n > max_n()`.
    pub fn inverse_factorial(&self, n: usize) -> u64 {
        self.inverse_factorial[n]
    }

    /// `(n!)^{-1} mod P` for every `n` from 0 to `max_n()`, in order: for loops that walk
    /// along a row of Pascal's triangle without a bounds check at each step.
    ///
    /// # Example
    /// ```
    /// use gamecore::comb::Binomials;
    /// let b = Binomials::<998_244_353>::with_prime(4);
    /// let all = b.inverse_factorials();
    /// assert_eq!(all.len(), 5);
    /// assert_eq!(all[3] * 6 % 998_244_353, 1); // 3! = 6
    /// ```
    pub fn inverse_factorials(&self) -> &[u64] {
        &self.inverse_factorial
    }

    /// `C(n, k) mod P`, and 0 when `k > n`.
    ///
    /// # Panics
    /// If `n > max_n()` and `k <= n`.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn binom(&self, n: usize, k: usize) -> u64 {
        if k > n {
            return 0;
        }
        self.factorial[n] * self.inverse_factorial[k] % P * self.inverse_factorial[n - k] % P
    }

    /// `Σ_{i<k} C(n, i) mod P`: the first `k` entries of row `n` of Pascal's triangle (all of
    /// them, `2^n`, when `k > n`). No closed form exists; the sum runs over the shorter side
    /// of the row, `C(n, i) = C(n, n − i)` giving the rest as `2^n` minus the other side.
    ///
    /// # Example
    /// ```
    /// use gamecore::comb::Binomials;
    /// let b = Binomials::<998_244_353>::with_prime(10);
    /// assert_eq!(b.prefix_sum(4, 3), 1 + 4 + 6);
    /// assert_eq!(b.prefix_sum(4, 0), 0);
    /// assert_eq!(b.prefix_sum(5, 3), 16); // half of 2^5: the row is symmetric
    /// assert_eq!(b.prefix_sum(10, 99), 1024);
    /// ```
    ///
    /// # Panics
    /// If `n > max_n()`.
    ///
    /// # Complexity
    /// O(min(k, n + 1 − k)) multiplications (one a term, reduced once at the end), plus
    /// O(log n) for `2^n` when the upper side is summed.
    pub fn prefix_sum(&self, n: usize, k: usize) -> u64 {
        assert!(n <= self.max_n(), "the row is beyond the tables");
        if k > n {
            return pow_mod(2, n as u64, P);
        }
        // Products are below P^2 < 2^64 and at most 2^31 of them are summed: a u128 never
        // overflows, so the sum is reduced once.
        let side = |range: std::ops::Range<usize>| -> u64 {
            let inv = &self.inverse_factorial;
            let sum: u128 = range.map(|i| u128::from(inv[i] * inv[n - i])).sum();
            (sum % u128::from(P)) as u64 * self.factorial[n] % P
        };
        if k <= n + 1 - k {
            side(0..k)
        } else {
            (pow_mod(2, n as u64, P) + P - side(k..n + 1)) % P
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{pow_mod, Binomials, MOD};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    // Values from the literature (OEIS A000142 for factorials) and Pascal's triangle.
    #[rstest]
    #[case(0, 0, 1)]
    #[case(5, 2, 10)]
    #[case(10, 5, 252)]
    #[case(20, 10, 184_756)]
    #[case(4, 5, 0)]
    #[case(0, 1, 0)]
    #[case(1000, 1, 1000)]
    #[case(1000, 999, 1000)]
    fn known_binomials(#[case] n: usize, #[case] k: usize, #[case] expected: u64) {
        assert_eq!(Binomials::new(1000).binom(n, k), expected);
    }

    #[test]
    fn known_factorials() {
        let b = Binomials::new(20);
        assert_eq!(b.factorial(10), 3_628_800);
        assert_eq!(b.factorial(12), 479_001_600);
        // 13! = 6227020800 = 6 · (10^9 + 7) + 227020758
        assert_eq!(b.factorial(13), 227_020_758);
        for n in 0..=20 {
            assert_eq!(b.factorial(n) * b.inverse_factorial(n) % MOD, 1, "n={n}");
        }
    }

    #[test]
    fn compare_with_naive_pascal() {
        // Pascal's triangle mod p, row by row, against random look-ups.
        const N: usize = 300;
        let mut pascal = vec![vec![0u64; N + 1]; N + 1];
        for n in 0..=N {
            pascal[n][0] = 1;
            for k in 1..=n {
                pascal[n][k] = (pascal[n - 1][k - 1] + pascal[n - 1][k]) % MOD;
            }
        }
        let b = Binomials::new(N);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..1000 {
            let n = rng.gen_range(0..=N);
            let k = rng.gen_range(0..=N + 5);
            let expected = if k <= n { pascal[n][k] } else { 0 };
            assert_eq!(b.binom(n, k), expected, "C({n}, {k})");
        }
    }

    #[test]
    fn small_prime_modulus_matches_pascal() {
        let b = Binomials::<13>::with_prime(12);
        let mut row = vec![1u64];
        for n in 0..=12 {
            for (k, &c) in row.iter().enumerate() {
                assert_eq!(b.binom(n, k), c % 13, "C({n}, {k}) mod 13");
            }
            row = (0..=row.len())
                .map(|k| {
                    if k == 0 || k == row.len() {
                        1
                    } else {
                        row[k - 1] + row[k]
                    }
                })
                .collect();
        }
    }

    /// Prefix sums of Pascal's rows against sums of the triangle itself, modulo 998244353
    /// and modulo the small prime 13 (where many terms vanish), every `k` from 0 to `n + 2`.
    #[test]
    fn prefix_sums_match_summed_pascal_rows() {
        const N: usize = 60;
        let big = Binomials::<998_244_353>::with_prime(N);
        let small = Binomials::<13>::with_prime(12);
        let mut row = vec![1u64];
        for n in 0..=N {
            let mut running = 0u64;
            for k in 0..=n + 2 {
                assert_eq!(big.prefix_sum(n, k), running % 998_244_353, "n={n} k={k}");
                if n <= 12 {
                    assert_eq!(small.prefix_sum(n, k), running % 13, "n={n} k={k} mod 13");
                }
                if k <= n {
                    running = (running + row[k]) % 998_244_353;
                }
            }
            row = (0..=row.len())
                .map(|k| {
                    if k == 0 || k == row.len() {
                        1
                    } else {
                        (row[k - 1] + row[k]) % 998_244_353
                    }
                })
                .collect();
        }
    }

    /// Known values: half of an odd row is `2^(n−1)`; `Σ_{i≤n/2} C(n, i) = 2^(n−1) + C(n, n/2)/2`
    /// for even `n`; and `Σ_{i<3} C(10^6, i) = 1 + 10^6 + C(10^6, 2)`.
    #[test]
    fn known_prefix_sums() {
        let b = Binomials::<998_244_353>::with_prime(1_000_001);
        let p = 998_244_353;
        assert_eq!(b.prefix_sum(1_000_001, 500_001), pow_mod(2, 1_000_000, p));
        let half_middle = b.binom(1_000_000, 500_000) * pow_mod(2, p - 2, p) % p;
        assert_eq!(
            b.prefix_sum(1_000_000, 500_001),
            (pow_mod(2, 999_999, p) + half_middle) % p
        );
        assert_eq!(
            b.prefix_sum(1_000_000, 3),
            (1 + 1_000_000 + 499_999_500_000) % p
        );
    }

    #[test]
    fn large_tables() {
        let b = Binomials::new(1_000_000);
        assert_eq!(b.max_n(), 1_000_000);
        assert_eq!(b.binom(1_000_000, 1), 1_000_000);
        assert_eq!(b.binom(1_000_000, 999_999), 1_000_000);
        // C(n, 2) = n(n−1)/2
        assert_eq!(b.binom(1_000_000, 2), 499_999_500_000 % MOD);
        assert_eq!(pow_mod(10, 18, MOD), 49); // (10^9)^2 ≡ (−7)^2
    }
    #[test]
    fn inverses_up_to_match_fermat() {
        for &prime in &[2_u32, 3, 13, 998_244_353] {
            let last = (prime as usize - 1).min(2000);
            let inv = super::inverses_up_to(last, prime);
            for (n, &v) in inv.iter().enumerate().skip(1) {
                let p = u64::from(prime);
                let expected = super::pow_mod(n as u64, p - 2, p);
                assert_eq!(u64::from(v), expected, "n = {n}, prime = {prime}");
            }
        }
    }
}
