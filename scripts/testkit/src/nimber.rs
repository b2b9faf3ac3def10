//! Nimber arithmetic below 2^64 from Conway's rules, slow and plain: the reference the tests of
//! nim-product problems check against. Nothing here uses `gamecore::nimber` (no Karatsuba
//! split, no subfield tables), so the two cannot share a mistake.

/// 2^64 − 1, the order of the multiplicative group of the nimbers below 2^64.
pub const GROUP_ORDER: u64 = u64::MAX;

/// The prime factors of [`GROUP_ORDER`] (each once: the order is squarefree).
pub const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65_537, 6_700_417];

/// Nim products from the rules `F ⊗ x = F·x` for `x < F` and `F ⊗ F = 3F/2`, where `F` runs
/// over the Fermat 2-powers `2^(2^n)`, and distributivity over xor: a product is the xor of the
/// products of its factors' powers of two. `2^i ⊗ 2^j` is tabulated once, by recursion on the
/// largest Fermat 2-power involved.
///
/// # Example
/// ```
/// let field = testkit::nimber::SlowField::new();
/// assert_eq!(field.mul(8, 8), 13);
/// assert_eq!(field.pow(2, 3), 1);
/// assert_eq!(field.order(8), 5);
/// ```
pub struct SlowField {
    /// `powers[i][j] = 2^i ⊗ 2^j`.
    powers: Vec<[u64; 64]>,
}

impl Default for SlowField {
    fn default() -> Self {
        Self::new()
    }
}

impl SlowField {
    /// The table of `2^i ⊗ 2^j` for `i, j < 64`.
    pub fn new() -> Self {
        let mut field = SlowField {
            powers: vec![[0; 64]; 64],
        };
        // Rows in increasing order: the recursion only reads smaller exponents, or entries of
        // the row with a smaller second exponent.
        for i in 0..64 {
            for j in 0..64 {
                field.powers[i as usize][j as usize] = field.powers_of_two(i, j);
            }
        }
        field
    }

    /// `2^i ⊗ 2^j` from the entries already filled.
    fn powers_of_two(&self, i: u32, j: u32) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        // The largest Fermat 2-power F = 2^(2^n) <= max(2^i, 2^j), as its exponent 2^n.
        let half = 1u32 << i.max(j).ilog2();
        match (i >= half, j >= half) {
            // F ⊗ F ⊗ (2^(i−h) ⊗ 2^(j−h)) = 3F/2 ⊗ that, the last factor below F.
            (true, true) => {
                let rest = self.powers[(i - half) as usize][(j - half) as usize];
                self.mul(3 << (half - 1), rest)
            }
            // F ⊗ x = F·x for x < F.
            (true, false) => self.powers[(i - half) as usize][j as usize] << half,
            (false, _) => self.powers[i as usize][(j - half) as usize] << half,
        }
    }

    /// `a ⊗ b`.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let mut product = 0;
        let mut rest_a = a;
        while rest_a != 0 {
            let i = rest_a.trailing_zeros() as usize;
            rest_a &= rest_a - 1;
            let mut rest_b = b;
            while rest_b != 0 {
                let j = rest_b.trailing_zeros() as usize;
                rest_b &= rest_b - 1;
                product ^= self.powers[i][j];
            }
        }
        product
    }

    /// `a^⊗e` by square-and-multiply, `a^⊗0 = 1`.
    pub fn pow(&self, a: u64, mut e: u64) -> u64 {
        let (mut base, mut result) = (a, 1);
        while e > 0 {
            if e & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
        result
    }

    /// The multiplicative order of `a`: remove each prime from 2^64 − 1 while the power stays
    /// 1 (the group order is squarefree).
    ///
    /// # Panics
    /// If `a` is 0.
    pub fn order(&self, a: u64) -> u64 {
        assert_ne!(a, 0, "0 has no multiplicative order");
        let mut order = GROUP_ORDER;
        for p in PRIMES {
            if self.pow(a, order / p) == 1 {
                order /= p;
            }
        }
        order
    }
}

#[cfg(test)]
mod tests {
    use super::{SlowField, GROUP_ORDER, PRIMES};

    #[test]
    fn group_order_factors() {
        assert_eq!(PRIMES.iter().product::<u64>(), GROUP_ORDER);
        for p in PRIMES {
            assert!(
                (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0),
                "{p} is prime"
            );
        }
    }

    /// The values every source quotes: Conway, On Numbers and Games, ch. 6 (`F ⊗ F = 3F/2`);
    /// the examples of the Codeforces 1310F statement; HDU 3404's known products.
    #[test]
    fn known_values() {
        let field = SlowField::new();
        assert_eq!(field.mul(2, 2), 3);
        assert_eq!(field.mul(4, 4), 6);
        assert_eq!(field.mul(8, 8), 13);
        assert_eq!(field.mul(32, 64), 141);
        assert_eq!(field.mul(5, 6), 8);
        assert_eq!(field.mul(3141, 5926), 14994);
        assert_eq!(field.mul(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(field.mul(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
        assert_eq!(field.pow(2, 3), 1);
        assert_eq!(field.pow(8, 4), 10);
        assert_eq!(field.order(8), 5);
        assert_eq!(field.order(1), 1);
    }

    /// Against the definition for values below 64 (the subfield of 2^6 … 2^8 elements): `a ⊗ b`
    /// is the smallest value that is no `(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b')` with `a' < a`,
    /// `b' < b`.
    #[test]
    fn compare_with_the_mex_definition() {
        const LIMIT: usize = 64;
        let field = SlowField::new();
        let mut table = vec![vec![0u64; LIMIT]; LIMIT];
        for a in 0..LIMIT {
            for b in 0..LIMIT {
                let mut seen = [false; 257];
                for a2 in 0..a {
                    for b2 in 0..b {
                        seen[(table[a2][b] ^ table[a][b2] ^ table[a2][b2]) as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).expect("below 257") as u64;
                assert_eq!(field.mul(a as u64, b as u64), table[a][b], "{a} ⊗ {b}");
            }
        }
    }
}
