//! Convolutions modulo a prime: the number-theoretic transform (cyclic and ordinary
//! convolution of sequences, the "multiply two polynomials" of counting problems) and the XOR
//! (Walsh–Hadamard) transform (the convolution in which index `i` meets index `j` at `i ^ j`,
//! the "combine two nim-heap distributions" of counting problems).
//!
//! Values are `u32` residues in `0..P`; the modulus is a const generic, so every reduction
//! compiles to multiplications rather than a hardware division. [`NTT_PRIME`] is the usual
//! 998244353 = 119·2^23 + 1.
//!
//! # Example
//! ```
//! use gamecore::convolution::{convolution, xor_convolution, NTT_PRIME};
//! // (1 + 2x)(3 + 4x) = 3 + 10x + 8x^2
//! assert_eq!(convolution::<NTT_PRIME>(&[1, 2], &[3, 4]), vec![3, 10, 8]);
//! // Two heaps of size 0 or 1 (one way each): xor 0 in two ways, xor 1 in two ways.
//! assert_eq!(xor_convolution::<NTT_PRIME>(&[1, 1], &[1, 1]), vec![2, 2]);
//! ```

/// 998244353 = 119·2^23 + 1, prime, with primitive root 3: transforms up to length 2^23.
pub const NTT_PRIME: u32 = 998_244_353;

/// `base^exp mod P`.
fn pow_mod<const P: u32>(base: u32, mut exp: u64) -> u32 {
    let (mut base, mut result) = (u64::from(base) % u64::from(P), 1 % u64::from(P));
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % u64::from(P);
        }
        base = base * base % u64::from(P);
        exp >>= 1;
    }
    result as u32
}

/// The smallest primitive root modulo the prime `P` (trial division of `P − 1`).
fn primitive_root<const P: u32>() -> u32 {
    let mut factors = Vec::new();
    let mut rest = P - 1;
    let mut f = 2;
    while f * f <= rest {
        if rest % f == 0 {
            factors.push(f);
            while rest % f == 0 {
                rest /= f;
            }
        }
        f += 1;
    }
    if rest > 1 {
        factors.push(rest);
    }
    (2..P)
        .find(|&g| {
            factors
                .iter()
                .all(|&q| pow_mod::<P>(g, u64::from((P - 1) / q)) != 1)
        })
        .expect("a prime has a primitive root")
}

/// The number-theoretic transform of lengths `2^k` up to a fixed maximum, modulo the prime `P`:
/// the tables of roots of unity, built once and shared by every transform.
///
/// `transform` maps `a` to its values at the powers of a primitive `n`-th root of unity `ω`
/// (in bit-reversed order), `inverse` undoes it (dividing by `n`); pointwise products in
/// between give the cyclic convolution.
///
/// # Example
/// ```
/// use gamecore::convolution::{Ntt, NTT_PRIME};
/// let ntt = Ntt::<NTT_PRIME>::new(4);
/// let (mut a, mut b) = (vec![1, 1, 0, 0], vec![1, 2, 0, 0]);
/// ntt.transform(&mut a);
/// ntt.transform(&mut b);
/// let mut c: Vec<u32> = a.iter().zip(&b).map(|(&x, &y)| ntt.mul(x, y)).collect();
/// ntt.inverse(&mut c);
/// assert_eq!(c, vec![1, 3, 2, 0]); // (1 + x)(1 + 2x)
/// ```
#[derive(Clone, Debug)]
pub struct Ntt<const P: u32> {
    /// `roots[s]` holds `ω_{2m}^j` for `j < m`, `m = 2^s`, one table per butterfly size.
    roots: Vec<Vec<u32>>,
    /// The same for the inverse roots.
    inverse_roots: Vec<Vec<u32>>,
    max_len: usize,
}

impl<const P: u32> Ntt<P> {
    /// Tables for transforms of every power-of-two length up to `max_len` (rounded up to a
    /// power of two).
    ///
    /// # Constraints
    /// `P` an odd prime below 2^31 (not checked: primality), and `max_len` dividing `P − 1`
    /// once rounded up to a power of two.
    ///
    /// # Panics
    /// If `P < 3`, `P ≥ 2^31`, or `P − 1` is not divisible by the rounded-up `max_len`.
    ///
    /// # Complexity
    /// O(max_len + sqrt(P)) time, O(max_len) space.
    #[allow(clippy::uninlined_format_args)] // a bundle may be built as edition 2015 or 2018
    pub fn new(max_len: usize) -> Self {
        assert!(
            (3..1 << 31).contains(&P),
            "the modulus must be an odd prime below 2^31"
        );
        let max_len = max_len.max(1).next_power_of_two();
        assert!(
            (P as usize - 1) % max_len == 0,
            "the modulus {} has no root of unity of order {}",
            P,
            max_len
        );
        let g = primitive_root::<P>();
        let (mut roots, mut inverse_roots) = (Vec::new(), Vec::new());
        let mut m = 1;
        while m < max_len {
            // ω of order 2m and its inverse.
            let w = pow_mod::<P>(g, u64::from((P - 1) / (2 * m as u32)));
            let wi = pow_mod::<P>(w, u64::from(P - 2));
            let (mut row, mut inverse_row) = (Vec::with_capacity(m), Vec::with_capacity(m));
            let (mut x, mut y) = (1_u32, 1_u32);
            for _ in 0..m {
                row.push(x);
                inverse_row.push(y);
                x = mul::<P>(x, w);
                y = mul::<P>(y, wi);
            }
            roots.push(row);
            inverse_roots.push(inverse_row);
            m *= 2;
        }
        Self {
            roots,
            inverse_roots,
            max_len,
        }
    }

    /// The longest transform the tables serve.
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// `x · y mod P`.
    #[inline]
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        mul::<P>(x, y)
    }

    /// The forward transform in place: the values of `a` at the powers of `ω_n`, in
    /// bit-reversed order (decimation in frequency).
    ///
    /// # Constraints
    /// `a.len()` a power of two at most `max_len()`; entries in `0..P`.
    ///
    /// # Panics
    /// If the length is not such a power of two.
    ///
    /// # Complexity
    /// O(n log n).
    pub fn transform(&self, a: &mut [u32]) {
        let n = self.check_len(a.len());
        let mut m = n / 2;
        let mut s = n.trailing_zeros() as usize;
        while m >= 1 {
            s -= 1;
            let w = &self.roots[s];
            for block in a.chunks_exact_mut(2 * m) {
                let (lo, hi) = block.split_at_mut(m);
                for ((x, y), &r) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                    let (u, v) = (*x, *y);
                    *x = add::<P>(u, v);
                    *y = mul::<P>(sub::<P>(u, v), r);
                }
            }
            m /= 2;
        }
    }

    /// The inverse of [`transform`](Self::transform) in place, including the division by `n`:
    /// takes bit-reversed values back to coefficients (decimation in time).
    ///
    /// # Constraints
    /// As for `transform`.
    ///
    /// # Panics
    /// If the length is not a power of two at most `max_len()`.
    ///
    /// # Complexity
    /// O(n log n).
    pub fn inverse(&self, a: &mut [u32]) {
        let n = self.check_len(a.len());
        let mut m = 1;
        let mut s = 0;
        while m < n {
            let w = &self.inverse_roots[s];
            for block in a.chunks_exact_mut(2 * m) {
                let (lo, hi) = block.split_at_mut(m);
                for ((x, y), &r) in lo.iter_mut().zip(hi.iter_mut()).zip(w) {
                    let (u, v) = (*x, mul::<P>(*y, r));
                    *x = add::<P>(u, v);
                    *y = sub::<P>(u, v);
                }
            }
            m *= 2;
            s += 1;
        }
        let n_inverse = pow_mod::<P>(n as u32 % P, u64::from(P - 2));
        for x in a.iter_mut() {
            *x = mul::<P>(*x, n_inverse);
        }
    }

    /// The product of the polynomials `a` and `b` (coefficients from degree 0), of length
    /// `a.len() + b.len() − 1`; empty if either is empty.
    ///
    /// # Panics
    /// If the product is longer than `max_len()`.
    ///
    /// # Complexity
    /// O(n log n) for `n = a.len() + b.len()`.
    pub fn multiply(&self, a: &[u32], b: &[u32]) -> Vec<u32> {
        if a.is_empty() || b.is_empty() {
            return Vec::new();
        }
        let len = a.len() + b.len() - 1;
        let n = len.next_power_of_two();
        let mut fa = vec![0; n];
        fa[..a.len()].copy_from_slice(a);
        let mut fb = vec![0; n];
        fb[..b.len()].copy_from_slice(b);
        self.transform(&mut fa);
        self.transform(&mut fb);
        for (x, &y) in fa.iter_mut().zip(&fb) {
            *x = mul::<P>(*x, y);
        }
        self.inverse(&mut fa);
        fa.truncate(len);
        fa
    }

    fn check_len(&self, n: usize) -> usize {
        assert!(
            n.is_power_of_two() && n <= self.max_len,
            "length {n} is not a power of two at most {}",
            self.max_len
        );
        n
    }
}

#[inline]
fn mul<const P: u32>(x: u32, y: u32) -> u32 {
    (u64::from(x) * u64::from(y) % u64::from(P)) as u32
}

#[inline]
fn add<const P: u32>(x: u32, y: u32) -> u32 {
    let s = x + y;
    if s >= P {
        s - P
    } else {
        s
    }
}

#[inline]
fn sub<const P: u32>(x: u32, y: u32) -> u32 {
    if x >= y {
        x - y
    } else {
        x + P - y
    }
}

/// The product of the polynomials `a` and `b` modulo the prime `P`: `c_k = Σ_{i+j=k} a_i b_j`,
/// of length `a.len() + b.len() − 1` (empty if either is empty). Builds the tables each call;
/// keep an [`Ntt`] for many products.
///
/// # Constraints
/// `P` an NTT-friendly prime below 2^31 (`2^k` dividing `P − 1` for the transform length);
/// entries in `0..P`.
///
/// # Panics
/// If the transform length `2^⌈log2(a.len() + b.len() − 1)⌉` does not divide `P − 1`.
///
/// # Complexity
/// O(n log n) for `n = a.len() + b.len()`.
pub fn convolution<const P: u32>(a: &[u32], b: &[u32]) -> Vec<u32> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    Ntt::<P>::new(a.len() + b.len() - 1).multiply(a, b)
}

/// The Walsh–Hadamard transform in place: `a_i ↦ Σ_j (−1)^{popcount(i & j)} a_j` modulo `P`.
/// Applying it twice multiplies by the length.
///
/// # Constraints
/// `a.len()` a power of two; `P` odd, below 2^31; entries in `0..P`.
///
/// # Panics
/// If the length is not a power of two.
///
/// # Complexity
/// O(n log n).
pub fn xor_transform<const P: u32>(a: &mut [u32]) {
    assert!(
        a.len().is_power_of_two(),
        "length {} is not a power of two",
        a.len()
    );
    let mut m = 1;
    while m < a.len() {
        for block in a.chunks_exact_mut(2 * m) {
            let (lo, hi) = block.split_at_mut(m);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (u, v) = (*x, *y);
                *x = add::<P>(u, v);
                *y = sub::<P>(u, v);
            }
        }
        m *= 2;
    }
}

/// The inverse of [`xor_transform`] in place: the transform again, divided by the length.
///
/// # Constraints
/// As for `xor_transform`, and `P` prime (for the inverse of the length).
///
/// # Panics
/// If the length is not a power of two.
///
/// # Complexity
/// O(n log n).
pub fn xor_inverse<const P: u32>(a: &mut [u32]) {
    xor_transform::<P>(a);
    let n_inverse = pow_mod::<P>(a.len() as u32 % P, u64::from(P - 2));
    for x in a.iter_mut() {
        *x = mul::<P>(*x, n_inverse);
    }
}

/// The XOR convolution `c_k = Σ_{i ^ j = k} a_i b_j` modulo the prime `P`, of the common length.
///
/// # Constraints
/// `a.len() == b.len()`, a power of two; `P` an odd prime below 2^31; entries in `0..P`.
///
/// # Panics
/// If the lengths differ or are not a power of two.
///
/// # Complexity
/// O(n log n).
pub fn xor_convolution<const P: u32>(a: &[u32], b: &[u32]) -> Vec<u32> {
    assert_eq!(a.len(), b.len(), "the lengths differ");
    let (mut fa, mut fb) = (a.to_vec(), b.to_vec());
    xor_transform::<P>(&mut fa);
    xor_transform::<P>(&mut fb);
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x = mul::<P>(*x, y);
    }
    xor_inverse::<P>(&mut fa);
    fa
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (the core has no dependencies).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            self.0 >> 33
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    fn naive<const P: u32>(a: &[u32], b: &[u32]) -> Vec<u32> {
        if a.is_empty() || b.is_empty() {
            return Vec::new();
        }
        let mut c = vec![0_u64; a.len() + b.len() - 1];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i + j] = (c[i + j] + u64::from(x) * u64::from(y)) % u64::from(P);
            }
        }
        c.into_iter().map(|x| x as u32).collect()
    }

    fn naive_xor<const P: u32>(a: &[u32], b: &[u32]) -> Vec<u32> {
        let mut c = vec![0_u64; a.len()];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                c[i ^ j] = (c[i ^ j] + u64::from(x) * u64::from(y)) % u64::from(P);
            }
        }
        c.into_iter().map(|x| x as u32).collect()
    }

    fn random_vec(rng: &mut Lcg, len: usize, p: u32) -> Vec<u32> {
        (0..len).map(|_| rng.below(u64::from(p)) as u32).collect()
    }

    /// 200 random products of lengths below `longest` against the naive one.
    fn compare_convolution_with_naive<const P: u32>(longest: u64) {
        let mut rng = Lcg(42);
        for round in 0..200 {
            let (n, m) = (rng.below(longest) as usize, rng.below(longest) as usize);
            let (a, b) = (random_vec(&mut rng, n, P), random_vec(&mut rng, m, P));
            // Now and then entries at the top of the range.
            let a: Vec<u32> = if round % 10 == 0 {
                a.iter().map(|_| P - 1).collect()
            } else {
                a
            };
            assert_eq!(
                convolution::<P>(&a, &b),
                naive::<P>(&a, &b),
                "{a:?} * {b:?}"
            );
        }
    }

    #[test]
    fn compare_with_naive() {
        compare_convolution_with_naive::<NTT_PRIME>(70);
        compare_convolution_with_naive::<167_772_161>(70); // 5·2^25 + 1, root 3
        compare_convolution_with_naive::<469_762_049>(70); // 7·2^26 + 1, root 3
        compare_convolution_with_naive::<754_974_721>(70); // 45·2^24 + 1, root 11
        compare_convolution_with_naive::<17>(9); // 2^4 + 1: products up to length 16
    }

    #[test]
    fn compare_xor_with_naive() {
        let mut rng = Lcg(42);
        for _ in 0..200 {
            let n = 1 << rng.below(8);
            let (a, b) = (
                random_vec(&mut rng, n, NTT_PRIME),
                random_vec(&mut rng, n, NTT_PRIME),
            );
            assert_eq!(
                xor_convolution::<NTT_PRIME>(&a, &b),
                naive_xor::<NTT_PRIME>(&a, &b)
            );
            let (a, b) = (random_vec(&mut rng, n, 7), random_vec(&mut rng, n, 7));
            assert_eq!(xor_convolution::<7>(&a, &b), naive_xor::<7>(&a, &b));
        }
    }

    #[test]
    fn known_values() {
        assert_eq!(primitive_root::<NTT_PRIME>(), 3);
        assert_eq!(primitive_root::<754_974_721>(), 11);
        assert_eq!(primitive_root::<17>(), 3);
        // (1 + x)^8 by repeated products: the binomials C(8, k).
        let ntt = Ntt::<NTT_PRIME>::new(16);
        let mut p = vec![1];
        for _ in 0..8 {
            p = ntt.multiply(&p, &[1, 1]);
        }
        assert_eq!(p, vec![1, 8, 28, 56, 70, 56, 28, 8, 1]);
        // 123 · 456 = 56088 as polynomials in 10 with carries left out: (3+2x+x²)(6+5x+4x²).
        assert_eq!(
            convolution::<NTT_PRIME>(&[3, 2, 1], &[6, 5, 4]),
            vec![18, 27, 28, 13, 4]
        );
        assert_eq!(convolution::<NTT_PRIME>(&[], &[1, 2]), Vec::<u32>::new());
        // The transform of a unit impulse at 0 is all ones; of all ones, n at 0 only.
        let mut a = vec![1, 0, 0, 0, 0, 0, 0, 0];
        ntt.transform(&mut a);
        assert_eq!(a, vec![1; 8]);
        ntt.inverse(&mut a);
        assert_eq!(a, vec![1, 0, 0, 0, 0, 0, 0, 0]);
        // The Hadamard matrix of order 4 on (1, 2, 3, 4): (10, −2, −4, 0).
        let mut h = vec![1, 2, 3, 4];
        xor_transform::<NTT_PRIME>(&mut h);
        assert_eq!(h, vec![10, NTT_PRIME - 2, NTT_PRIME - 4, 0]);
        xor_inverse::<NTT_PRIME>(&mut h);
        assert_eq!(h, vec![1, 2, 3, 4]);
        // Heaps 0..=3, one way each, two of them: every xor value arises 4 ways.
        assert_eq!(
            xor_convolution::<NTT_PRIME>(&[1, 1, 1, 1], &[1, 1, 1, 1]),
            vec![4; 4]
        );
    }

    /// A long product against the naive one at a few points (length 2^16).
    #[test]
    fn long_product() {
        let mut rng = Lcg(7);
        let a = random_vec(&mut rng, 30_000, NTT_PRIME);
        let b = random_vec(&mut rng, 30_000, NTT_PRIME);
        let c = convolution::<NTT_PRIME>(&a, &b);
        for &k in &[0_usize, 1, 12_345, 29_999, 30_000, 59_998] {
            let lo = k.saturating_sub(b.len() - 1);
            let hi = k.min(a.len() - 1);
            let want = (lo..=hi).fold(0_u64, |s, i| {
                (s + u64::from(a[i]) * u64::from(b[k - i])) % u64::from(NTT_PRIME)
            });
            assert_eq!(u64::from(c[k]), want, "coefficient {k}");
        }
    }

    #[test]
    #[should_panic(expected = "no root of unity")]
    fn too_long_for_the_prime() {
        let _ = Ntt::<17>::new(32);
    }
}
