//! Arbitrary-precision dyadic rationals: numbers such as a Blue-Red Hackenbush path of 10^5
//! edges, whose denominator is near 2^(10^5).
//!
//! [`BigDyadic`] is `±magnitude / 2^exponent` with the magnitude in 64-bit limbs and the
//! exponent a `u64`, always reduced, so equality and hashing are by value. Sums and
//! differences cost time linear in the numerators once aligned to the larger exponent (that
//! exponent plus the integer parts' bits, over 64); comparisons are O(1) when the leading
//! bits sit at different places and linear otherwise; halving is a clone. Printing is a
//! reduced fraction in decimal (quadratic in the length: tens of milliseconds for 10^5 bits).
//!
//! # Example
//! ```
//! use gamecore::partizan::{big::BigDyadic, dyadic::Dyadic};
//! let mut x = BigDyadic::from_integer(1);
//! for _ in 0..200 {
//!     x = x.half(); // 1/2^200: far beyond a fixed-width Dyadic
//! }
//! assert_eq!(x.exponent(), 200);
//! let y = &x + &x;
//! assert_eq!(y.exponent(), 199);
//! assert!(y > x && x.signum() == 1 && (&x - &y).signum() == -1);
//! assert_eq!(x.to_dyadic(), None);
//! assert_eq!(BigDyadic::from(Dyadic::new(-3, 2).unwrap()).to_string(), "-3/4");
//! ```

use super::dyadic::{Dyadic, MAX_EXPONENT};
use super::Outcome;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// An exact dyadic rational `±magnitude / 2^exponent` of any size, in lowest terms.
///
/// # Example
/// ```
/// use gamecore::partizan::big::BigDyadic;
/// let x = BigDyadic::from_integer(-5).half().half(); // −5/4
/// assert_eq!(x.to_string(), "-5/4");
/// assert_eq!(x.floor(), BigDyadic::from_integer(-2));
/// assert_eq!(x.floor_i64(), Some(-2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct BigDyadic {
    negative: bool,
    /// Little-endian limbs, no high zero limb; empty for zero.
    magnitude: Vec<u64>,
    exponent: u64,
}

impl BigDyadic {
    /// The number 0.
    pub fn zero() -> BigDyadic {
        BigDyadic::default()
    }

    /// The integer `n`.
    pub fn from_integer(n: i64) -> BigDyadic {
        Self::from_parts(n < 0, vec![n.unsigned_abs()], 0)
    }

    /// `±magnitude / 2^exponent` (little-endian limbs), reduced.
    ///
    /// # Complexity
    /// O(limbs) time.
    pub fn from_parts(negative: bool, magnitude: Vec<u64>, exponent: u64) -> BigDyadic {
        let mut magnitude = magnitude;
        trim(&mut magnitude);
        if magnitude.is_empty() {
            return BigDyadic::zero();
        }
        let shift = trailing_zero_bits(&magnitude).min(exponent);
        if shift > 0 {
            magnitude = shr(&magnitude, shift);
        }
        BigDyadic {
            negative,
            magnitude,
            exponent: exponent - shift,
        }
    }

    /// The exponent `k` of the reduced denominator `2^k` (0 for an integer).
    pub fn exponent(&self) -> u64 {
        self.exponent
    }

    /// The limbs of the reduced numerator's magnitude, least significant first.
    pub fn magnitude(&self) -> &[u64] {
        &self.magnitude
    }

    /// Whether `self` is an integer.
    pub fn is_integer(&self) -> bool {
        self.exponent == 0
    }

    /// Whether `self` is 0.
    pub fn is_zero(&self) -> bool {
        self.magnitude.is_empty()
    }

    /// −1, 0 or 1: the sign of `self`.
    pub fn signum(&self) -> i32 {
        if self.magnitude.is_empty() {
            0
        } else if self.negative {
            -1
        } else {
            1
        }
    }

    /// The outcome of a game equal to this number: `Left` if positive, `Right` if negative,
    /// `Previous` if zero.
    pub fn outcome(&self) -> Outcome {
        Outcome::of_sign(self.signum())
    }

    /// `self / 2`.
    ///
    /// # Complexity
    /// O(limbs) time (a clone).
    #[must_use]
    pub fn half(&self) -> BigDyadic {
        self.div_pow2(1)
    }

    /// `self / 2^k`.
    ///
    /// # Panics
    /// If the exponent would pass `u64::MAX`.
    ///
    /// # Complexity
    /// O(limbs) time.
    #[must_use]
    pub fn div_pow2(&self, k: u64) -> BigDyadic {
        let exponent = self
            .exponent
            .checked_add(k)
            .expect("a denominator of 2^(2^64) or more");
        Self::from_parts(self.negative, self.magnitude.clone(), exponent)
    }

    /// `self · 2^k`.
    ///
    /// # Complexity
    /// O(limbs + k / 64) time.
    #[must_use]
    pub fn mul_pow2(&self, k: u64) -> BigDyadic {
        let cancel = k.min(self.exponent);
        let magnitude = shl(&self.magnitude, k - cancel);
        Self::from_parts(self.negative, magnitude, self.exponent - cancel)
    }

    /// The largest integer `<= self`.
    ///
    /// # Complexity
    /// O(limbs) time.
    #[must_use]
    pub fn floor(&self) -> BigDyadic {
        let truncated = shr(&self.magnitude, self.exponent);
        if self.negative && self.exponent > 0 {
            // −(⌊|x|⌋ + 1) for a negative non-integer.
            Self::from_parts(true, add_magnitudes(&truncated, &[1]), 0)
        } else {
            Self::from_parts(self.negative, truncated, 0)
        }
    }

    /// The largest integer `<= self`, if it fits an `i64`.
    pub fn floor_i64(&self) -> Option<i64> {
        self.floor().integer_to_i64()
    }

    /// `self` as an `i64` when `self` is an integer that fits.
    fn integer_to_i64(&self) -> Option<i64> {
        if self.exponent != 0 || self.magnitude.len() > 1 {
            return if self.magnitude.is_empty() {
                Some(0)
            } else {
                None
            };
        }
        let m = self.magnitude.first().copied().unwrap_or(0);
        if self.negative {
            if m <= 1 << 63 {
                Some((m as i64).wrapping_neg())
            } else {
                None
            }
        } else if m < 1 << 63 {
            Some(m as i64)
        } else {
            None
        }
    }

    /// The same number as a fixed-width [`Dyadic`], if it fits (denominator at most 2^62,
    /// numerator below 2^63 in size).
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        if self.exponent > u64::from(MAX_EXPONENT) {
            return None;
        }
        let numerator = BigDyadic {
            negative: self.negative,
            magnitude: self.magnitude.clone(),
            exponent: 0,
        }
        .integer_to_i64()?;
        Dyadic::new(numerator, self.exponent as u32).ok()
    }

    /// The magnitude scaled to the denominator `2^exponent` (at least `self.exponent`).
    fn scaled(&self, exponent: u64) -> Vec<u64> {
        shl(&self.magnitude, exponent - self.exponent)
    }

    /// `self + other` where `other` is negated when `negate_other`.
    fn add_signed(&self, other: &BigDyadic, negate_other: bool) -> BigDyadic {
        let other_negative = other.negative != negate_other && !other.is_zero();
        let exponent = self.exponent.max(other.exponent);
        let a = self.scaled(exponent);
        let b = other.scaled(exponent);
        if self.negative == other_negative {
            return Self::from_parts(self.negative, add_magnitudes(&a, &b), exponent);
        }
        match compare_magnitudes(&a, &b) {
            Ordering::Equal => BigDyadic::zero(),
            Ordering::Greater => Self::from_parts(self.negative, sub_magnitudes(&a, &b), exponent),
            Ordering::Less => Self::from_parts(other_negative, sub_magnitudes(&b, &a), exponent),
        }
    }
}

impl From<Dyadic> for BigDyadic {
    fn from(x: Dyadic) -> Self {
        let n = x.numerator();
        Self::from_parts(n < 0, vec![n.unsigned_abs()], u64::from(x.exponent()))
    }
}

impl Ord for BigDyadic {
    /// # Complexity
    /// O(1) when the integer parts' bit lengths differ, else O(limbs of both, aligned).
    fn cmp(&self, other: &Self) -> Ordering {
        match self.signum().cmp(&other.signum()) {
            Ordering::Equal => {}
            unequal => return unequal,
        }
        if self.is_zero() {
            return Ordering::Equal;
        }
        // Compare |self| with |other|, then flip for negatives.
        let magnitude_order = {
            // Bit length of the magnitude minus the exponent: where the leading bit sits.
            let lead = |x: &BigDyadic| bit_length(&x.magnitude) as i128 - i128::from(x.exponent);
            match lead(self).cmp(&lead(other)) {
                Ordering::Equal => {
                    let exponent = self.exponent.max(other.exponent);
                    compare_magnitudes(&self.scaled(exponent), &other.scaled(exponent))
                }
                unequal => unequal,
            }
        };
        if self.negative {
            magnitude_order.reverse()
        } else {
            magnitude_order
        }
    }
}

impl PartialOrd for BigDyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// # Complexity
/// O(limbs of both once aligned to the larger exponent).
impl<'a> Add<&'a BigDyadic> for &'a BigDyadic {
    type Output = BigDyadic;
    fn add(self, other: &BigDyadic) -> BigDyadic {
        self.add_signed(other, false)
    }
}

/// # Complexity
/// O(limbs of both once aligned to the larger exponent).
impl<'a> Sub<&'a BigDyadic> for &'a BigDyadic {
    type Output = BigDyadic;
    fn sub(self, other: &BigDyadic) -> BigDyadic {
        self.add_signed(other, true)
    }
}

impl Add for BigDyadic {
    type Output = BigDyadic;
    fn add(self, other: BigDyadic) -> BigDyadic {
        self.add_signed(&other, false)
    }
}

impl Sub for BigDyadic {
    type Output = BigDyadic;
    fn sub(self, other: BigDyadic) -> BigDyadic {
        self.add_signed(&other, true)
    }
}

impl Neg for BigDyadic {
    type Output = BigDyadic;
    fn neg(mut self) -> BigDyadic {
        if !self.is_zero() {
            self.negative = !self.negative;
        }
        self
    }
}

impl Neg for &BigDyadic {
    type Output = BigDyadic;
    fn neg(self) -> BigDyadic {
        -self.clone()
    }
}

/// The reduced fraction in decimal: `"0"`, `"-7"`, `"3/4"`, `"-1/1267650600228229401496703205376"`.
impl fmt::Display for BigDyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.negative {
            f.write_str("-")?;
        }
        f.write_str(&decimal(&self.magnitude))?;
        if self.exponent > 0 {
            f.write_str("/")?;
            f.write_str(&decimal(&shl(&[1], self.exponent)))?;
        }
        Ok(())
    }
}

/// Drops high zero limbs.
fn trim(limbs: &mut Vec<u64>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

fn bit_length(limbs: &[u64]) -> u64 {
    match limbs.last() {
        None => 0,
        Some(&top) => limbs.len() as u64 * 64 - u64::from(top.leading_zeros()),
    }
}

/// Trailing zero bits of a non-zero magnitude.
fn trailing_zero_bits(limbs: &[u64]) -> u64 {
    let mut bits = 0;
    for &limb in limbs {
        if limb != 0 {
            return bits + u64::from(limb.trailing_zeros());
        }
        bits += 64;
    }
    bits
}

/// `limbs · 2^bits`, trimmed.
fn shl(limbs: &[u64], bits: u64) -> Vec<u64> {
    if limbs.is_empty() {
        return Vec::new();
    }
    let words = (bits / 64) as usize;
    let rest = (bits % 64) as u32;
    let mut out = vec![0; words];
    out.reserve(limbs.len() + 1);
    if rest == 0 {
        out.extend_from_slice(limbs);
    } else {
        let mut carry = 0;
        for &limb in limbs {
            out.push(limb << rest | carry);
            carry = limb >> (64 - rest);
        }
        out.push(carry);
    }
    trim(&mut out);
    out
}

/// `⌊limbs / 2^bits⌋`, trimmed.
fn shr(limbs: &[u64], bits: u64) -> Vec<u64> {
    let words = bits / 64;
    if words >= limbs.len() as u64 {
        return Vec::new();
    }
    let limbs = &limbs[words as usize..];
    let rest = (bits % 64) as u32;
    let mut out: Vec<u64> = if rest == 0 {
        limbs.to_vec()
    } else {
        (0..limbs.len())
            .map(|i| limbs[i] >> rest | limbs.get(i + 1).map_or(0, |&high| high << (64 - rest)))
            .collect()
    };
    trim(&mut out);
    out
}

fn compare_magnitudes(a: &[u64], b: &[u64]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

fn add_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = Vec::with_capacity(long.len() + 1);
    let mut carry = false;
    for (i, &x) in long.iter().enumerate() {
        let (sum, c1) = x.overflowing_add(short.get(i).copied().unwrap_or(0));
        let (sum, c2) = sum.overflowing_add(u64::from(carry));
        out.push(sum);
        carry = c1 || c2;
    }
    if carry {
        out.push(1);
    }
    out
}

/// `a − b` for `a >= b`, trimmed.
fn sub_magnitudes(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = false;
    for (i, &x) in a.iter().enumerate() {
        let (difference, b1) = x.overflowing_sub(b.get(i).copied().unwrap_or(0));
        let (difference, b2) = difference.overflowing_sub(u64::from(borrow));
        out.push(difference);
        borrow = b1 || b2;
    }
    debug_assert!(!borrow, "sub_magnitudes needs a >= b");
    trim(&mut out);
    out
}

/// The magnitude in decimal, by repeated division by 10^19.
fn decimal(limbs: &[u64]) -> String {
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    if limbs.is_empty() {
        return "0".to_string();
    }
    let mut rest = limbs.to_vec();
    let mut chunks = Vec::new();
    while !rest.is_empty() {
        let mut remainder = 0u128;
        for limb in rest.iter_mut().rev() {
            let current = remainder << 64 | u128::from(*limb);
            *limb = (current / u128::from(CHUNK)) as u64;
            remainder = current % u128::from(CHUNK);
        }
        trim(&mut rest);
        chunks.push(remainder as u64);
    }
    let mut text = chunks.pop().map_or(String::new(), |top| top.to_string());
    for chunk in chunks.iter().rev() {
        let digits = chunk.to_string();
        text.extend(std::iter::repeat('0').take(19 - digits.len()));
        text.push_str(&digits);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::BigDyadic;
    use crate::partizan::dyadic::Dyadic;
    use crate::partizan::Outcome;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::cmp::Ordering;

    /// A slow exact reference: the value times 2^SCALE as a vector of bits of a two's
    /// complement integer, with the plainest schoolbook operations.
    const SCALE: usize = 400;
    const WIDTH: usize = 1000;

    #[derive(Clone, PartialEq, Debug)]
    struct Bits(Vec<bool>); // WIDTH bits, two's complement, little-endian

    impl Bits {
        fn from_big(x: &BigDyadic) -> Bits {
            // value · 2^SCALE = ±magnitude · 2^(SCALE − exponent)
            let shift = SCALE - x.exponent() as usize;
            let mut bits = vec![false; WIDTH];
            for (i, limb) in x.magnitude().iter().enumerate() {
                for j in 0..64 {
                    if limb >> j & 1 == 1 {
                        bits[i * 64 + j + shift] = true;
                    }
                }
            }
            let b = Bits(bits);
            if x.signum() < 0 {
                b.negate()
            } else {
                b
            }
        }
        fn add(&self, other: &Bits) -> Bits {
            let mut carry = false;
            let mut out = vec![false; WIDTH];
            for i in 0..WIDTH {
                let total = u8::from(self.0[i]) + u8::from(other.0[i]) + u8::from(carry);
                out[i] = total & 1 == 1;
                carry = total >= 2;
            }
            Bits(out)
        }
        fn negate(&self) -> Bits {
            let inverted = Bits(self.0.iter().map(|b| !b).collect());
            let mut one = vec![false; WIDTH];
            one[0] = true;
            inverted.add(&Bits(one))
        }
        fn sign(&self) -> i32 {
            if self.0[WIDTH - 1] {
                -1
            } else {
                i32::from(self.0.iter().any(|&b| b))
            }
        }
    }

    fn random_big(rng: &mut ChaCha8Rng) -> BigDyadic {
        let limbs = rng.gen_range(0..=3);
        let magnitude: Vec<u64> = (0..limbs)
            .map(|_| {
                if rng.gen_ratio(1, 3) {
                    u64::MAX
                } else {
                    rng.r#gen()
                }
            })
            .collect();
        let exponent = rng.gen_range(0..=300);
        BigDyadic::from_parts(rng.r#gen(), magnitude, exponent)
    }

    #[test]
    fn compare_with_naive_bits_on_big_shifts() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..1500 {
            let a = random_big(&mut rng);
            let b = random_big(&mut rng);
            let (ra, rb) = (Bits::from_big(&a), Bits::from_big(&b));
            let case = format!("a = {a:?}, b = {b:?}");
            assert_eq!(Bits::from_big(&(&a + &b)), ra.add(&rb), "{case}");
            assert_eq!(Bits::from_big(&(&a - &b)), ra.add(&rb.negate()), "{case}");
            assert_eq!(Bits::from_big(&-&a), ra.negate(), "{case}");
            let ordering = match ra.add(&rb.negate()).sign() {
                0 => Ordering::Equal,
                1 => Ordering::Greater,
                _ => Ordering::Less,
            };
            assert_eq!(a.cmp(&b), ordering, "{case}");
            assert_eq!(a.signum(), ra.sign(), "{case}");
            let half = Bits::from_big(&a.half());
            assert_eq!(half.add(&half), ra, "{case}");
            let floor = a.floor();
            assert!(floor.is_integer() && floor <= a, "{case}");
            assert!(&a - &floor < BigDyadic::from_integer(1), "{case}");
        }
    }

    #[test]
    fn compare_with_naive_i128_and_dyadic_on_small_values() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..3000 {
            let random = |rng: &mut ChaCha8Rng| {
                Dyadic::new(rng.gen_range(-(1i64 << 40)..1 << 40), rng.gen_range(0..=20)).unwrap()
            };
            let (x, y) = (random(&mut rng), random(&mut rng));
            let (bx, by) = (BigDyadic::from(x), BigDyadic::from(y));
            let case = format!("{x} and {y}");
            assert_eq!((&bx + &by).to_dyadic(), Some(x + y), "{case}");
            assert_eq!((&bx - &by).to_dyadic(), Some(x - y), "{case}");
            assert_eq!(bx.cmp(&by), x.cmp(&y), "{case}");
            assert_eq!(bx.to_string(), x.to_string(), "{case}");
            assert_eq!(bx.floor_i64(), Some(x.floor()), "{case}");
            assert_eq!(
                bx.half().to_dyadic(),
                Some(x.checked_half().unwrap()),
                "{case}"
            );
            assert_eq!(bx.outcome(), x.outcome(), "{case}");
            let k = rng.gen_range(0..=20);
            let scaled = i128::from(x.numerator()) << k;
            assert_eq!(
                bx.mul_pow2(k).to_dyadic(),
                Some(Dyadic::from_wide(scaled, x.exponent()).unwrap()),
                "{case} · 2^{k}"
            );
        }
    }

    #[test]
    fn integer_edges_and_conversions() {
        for n in [0, 1, -1, i64::MAX, i64::MIN, 1 << 62, -(1 << 62)] {
            let x = BigDyadic::from_integer(n);
            assert_eq!(x.to_dyadic(), Some(Dyadic::integer(n)));
            assert_eq!(x.floor_i64(), Some(n));
            assert_eq!(x.to_string(), n.to_string());
        }
        let beyond = &BigDyadic::from_integer(i64::MAX) + &BigDyadic::from_integer(1);
        assert_eq!(beyond.to_string(), "9223372036854775808");
        assert_eq!(beyond.floor_i64(), None);
        assert_eq!(beyond.to_dyadic(), None);
        assert_eq!((-beyond).floor_i64(), Some(i64::MIN));
        let fine = BigDyadic::from_integer(1).div_pow2(63);
        assert_eq!(fine.to_dyadic(), None);
        assert_eq!(
            fine.mul_pow2(1).to_dyadic(),
            Some(Dyadic::new(1, 62).unwrap())
        );
        assert_eq!(BigDyadic::zero().outcome(), Outcome::Previous);
        assert_eq!(
            BigDyadic::from_integer(-3).div_pow2(1).floor_i64(),
            Some(-2)
        );
    }

    #[test]
    fn display_of_a_long_fraction() {
        let x = BigDyadic::from_integer(-1).div_pow2(100);
        assert_eq!(x.to_string(), "-1/1267650600228229401496703205376");
        let y = &BigDyadic::from_integer(1).mul_pow2(128) - &BigDyadic::from_integer(1);
        assert_eq!(y.to_string(), "340282366920938463463374607431768211455");
    }
}
