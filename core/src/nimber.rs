//! Nimbers: the field F(2^64) of nim values below 2^64, with nim addition (xor) and Conway's
//! nim multiplication, plus square roots, inverses, powers, multiplicative orders and discrete
//! logarithms.
//!
//! Nim multiplication is the rule a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}. The values
//! below every Fermat 2-power F = 2^(2^n) form a subfield, so the values below 2^64 form the
//! field F(2^64) and those below 2^8, 2^16, 2^32 its subfields. Two facts make it computable:
//! x ⊗ F = x·F (ordinary product) for x < F, and F ⊗ F = F ⊕ F/2. Hence F(2^(2w)) is F(2^w)
//! extended by t = 2^w with t ⊗ t = t ⊕ h, h = 2^(w−1), and a product of halves costs three
//! half-size products (Karatsuba):
//!
//! ```text
//! (a1·t ⊕ a0) ⊗ (b1·t ⊕ b0) = ((a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0)·t  ⊕  (a1⊗b1⊗h ⊕ a0⊗b0)
//! ```
//!
//! # Methods and tables
//!
//! Both multiplication methods recurse by that formula down to a table-driven base field; the
//! tables are built at compile time by `const fn`s (while loops only) into `static` arrays, so
//! nothing has to be initialised at run time and [`Nimber`] implements `Mul` directly.
//!
//! - [`mul64`] (used by `Mul`): base field F(2^16). Its multiplicative group is cyclic of order
//!   65535, so a 16-bit product is `exp[log a + log b]` with two tables of 65536 `u16`s,
//!   **256 KiB** in all. A 64-bit product is ten such products (three per 32-bit Karatsuba
//!   product, the third one merged with the product by the constant 2^31), 28 table reads.
//! - [`mul64_log8`]: base field F(2^8), tables of 256 + 768 bytes (**1 KiB**, always in L1).
//!   A 64-bit product is 27 byte products plus the products by constants, about 110 reads.
//!
//! Measured with `cargo bench -p corebench --bench nimber -- --warm-up-time 1
//! --measurement-time 2` (1024 random pairs per iteration) on a shared 2-core VM whose load
//! average was about 3.5 from other jobs, so the absolute figures are pessimistic:
//!
//! | operation | time per element | per second |
//! |---|---|---|
//! | [`mul64`], independent products | 14 ns | 71 million |
//! | [`mul64_log8`], independent products | 37 ns | 27 million |
//! | [`mul64`], each product feeding the next | 19 ns | 52 million |
//! | [`mul64_log8`], each product feeding the next | 38 ns | 26 million |
//! | [`FixedFactor::mul`] | 2.5 ns | 400 million |
//! | [`mul32`] / [`mul16`] | 5.2 ns / 1.1 ns | 190 / 880 million |
//! | [`Nimber::sqrt`] / [`Nimber::inverse`] | 9.3 ns / 68 ns | |
//! | [`NimberLog::log`] (prepared) / [`Nimber::log`] | 28 µs / 102 µs | |
//!
//! So the 16-bit tables win by a factor of about 2.6 (2 when latency-bound) and are what `Mul`
//! uses; a million products take about 15 ms, far less than parsing their 40 MB of input.
//!
//! Why compile time works: before Rust 1.72 constant evaluation stops after about a million
//! MIR terminators per constant (later compilers have a deny-by-default lint instead). Each
//! table is its own constant, and the 16-bit exp table steps by the generator through two
//! byte tables (multiplication by a constant is GF(2)-linear), a few terminators per entry.
//! With Rust 1.58 and 1.70 the exp table fails only at about twice its length, so there is no
//! need for a run-time table struct.
//!
//! # Other operations
//!
//! Squaring and square roots are GF(2)-linear and cost about as much as a product; every nimber
//! has exactly one square root (the inverse of the Frobenius map x ↦ x²). The inverse uses the
//! norm down the tower. [`Nimber::order`] and [`Nimber::log`] (Pohlig–Hellman with
//! baby-step giant-step, [`NimberLog`] for many logarithms to one base) rely on
//! 2^64 − 1 = 3·5·17·257·641·65537·6700417 being squarefree.
//!
//! The subfields have their own cheaper functions: [`mul8`], [`mul16`], [`mul32`], and
//! [`square16`]/[`sqrt16`]/[`inv16`] and their 32-bit versions. Every [`Nimber`] operation on
//! values of a subfield stays in that subfield.
//!
//! # Games
//!
//! [`tartan`]: by the Tartan theorem, a coin of a product of two coin-turning games has the
//! nim product of the factors' Grundy values as its Grundy value.

use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Sub, SubAssign};

// ---------------------------------------------------------------------------------------------
// Compile-time tables
// ---------------------------------------------------------------------------------------------

/// Table-free nim product of `a, b < 2^width` (`width` a power of two, at most 64) by the
/// Karatsuba formula on halves. Only the table builders call it, at compile time; the recursion
/// depth is log2(width) ≤ 6 whatever the arguments.
const fn nim_mul_const(a: u64, b: u64, width: u32) -> u64 {
    if width == 1 {
        return a & b;
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = nim_mul_const(a0, b0, half);
    let mid = nim_mul_const(a0 ^ a1, b0 ^ b1, half);
    let high = nim_mul_const(a1, b1, half);
    ((mid ^ low) << half) | (nim_mul_const(high, 1 << (half - 1), half) ^ low)
}

/// The smallest primitive element of F(2^8): its powers run through all 255 non-zero values.
const GENERATOR8: u64 = 18;
/// The smallest primitive element of F(2^16) (order 65535 = 3·5·17·257).
const GENERATOR16: u64 = 258;

/// `EXP8[i] = g^(i mod 255)` for i < 768, so a sum of three logarithms needs no reduction.
const fn build_exp8() -> [u8; 768] {
    let mut table = [0u8; 768];
    let mut power = 1u64;
    let mut i = 0;
    while i < 255 {
        table[i] = power as u8;
        power = nim_mul_const(power, GENERATOR8, 8);
        i += 1;
    }
    while i < 768 {
        table[i] = table[i - 255];
        i += 1;
    }
    table
}

/// `LOG8[x]` with `g^LOG8[x] = x` for x ≠ 0 (`LOG8[0]` is 0 and never used).
const fn build_log8(exp: &[u8; 768]) -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 255 {
        table[exp[i] as usize] = i as u8;
        i += 1;
    }
    table
}

/// `EXP16[i] = g^(i mod 65535)` for i < 65538 (the last three entries serve [`exp16`]).
///
/// Multiplication by g is GF(2)-linear, so it splits into a table for each byte of the
/// multiplicand; that keeps each of the 65535 steps to a few interpreter steps, which old
/// compilers' constant-evaluation limit needs.
#[allow(clippy::large_stack_arrays)] // only ever evaluated at compile time
const fn build_exp16() -> [u16; 65538] {
    let mut by_low_byte = [0u16; 256];
    let mut by_high_byte = [0u16; 256];
    let mut bit = 0;
    while bit < 8 {
        by_low_byte[1 << bit] = nim_mul_const(1 << bit, GENERATOR16, 16) as u16;
        by_high_byte[1 << bit] = nim_mul_const(1 << (bit + 8), GENERATOR16, 16) as u16;
        bit += 1;
    }
    let mut byte: usize = 1;
    while byte < 256 {
        let lowest = byte & byte.wrapping_neg();
        by_low_byte[byte] = by_low_byte[byte ^ lowest] ^ by_low_byte[lowest];
        by_high_byte[byte] = by_high_byte[byte ^ lowest] ^ by_high_byte[lowest];
        byte += 1;
    }
    let mut table = [0u16; 65538];
    let mut power = 1u16;
    let mut i = 0;
    while i < 65535 {
        table[i] = power;
        power = by_low_byte[(power & 0xFF) as usize] ^ by_high_byte[(power >> 8) as usize];
        i += 1;
    }
    table[65535] = table[0];
    table[65536] = table[1];
    table[65537] = table[2];
    table
}

/// `LOG16[x]` with `g^LOG16[x] = x` for x ≠ 0 (`LOG16[0]` is 0 and never used).
#[allow(clippy::large_stack_arrays)] // only ever evaluated at compile time
const fn build_log16(exp: &[u16; 65538]) -> [u16; 65536] {
    let mut table = [0u16; 65536];
    let mut i = 0;
    while i < 65535 {
        table[exp[i] as usize] = i as u16;
        i += 1;
    }
    table
}

// Constants, not statics, because Rust before 1.83 lets no constant read a static; each is
// evaluated once (with its own step budget) and copied into the static the code reads.
const EXP8_TABLE: [u8; 768] = build_exp8();
const LOG8_TABLE: [u8; 256] = build_log8(&EXP8_TABLE);
#[allow(clippy::large_const_arrays)]
const EXP16_TABLE: [u16; 65538] = build_exp16();
#[allow(clippy::large_const_arrays)]
const LOG16_TABLE: [u16; 65536] = build_log16(&EXP16_TABLE);

static EXP8: [u8; 768] = EXP8_TABLE;
static LOG8: [u8; 256] = LOG8_TABLE;
static EXP16: [u16; 65538] = EXP16_TABLE;
static LOG16: [u16; 65536] = LOG16_TABLE;

/// log8 of 2^7, the `h` of F(2^16) over F(2^8), and of its square.
const LOG8_HALF: usize = LOG8_TABLE[0x80] as usize;
const LOG8_HALF_SQUARED: usize = 2 * LOG8_HALF;
/// log16 of 2^15, the `h` of F(2^32) over F(2^16), and of its square (reduced mod 65535).
const LOG16_HALF: u32 = LOG16_TABLE[0x8000] as u32;
const LOG16_HALF_SQUARED: u32 = (2 * LOG16_HALF) % 65535;

// ---------------------------------------------------------------------------------------------
// F(2^8) tables: the small-table method
// ---------------------------------------------------------------------------------------------

#[inline]
fn log8(x: u8) -> usize {
    LOG8[x as usize] as usize
}

/// Nim product in the subfield F(2^8) (values below 256), by 8-bit log/exp tables.
///
/// # Example
/// ```
/// use gamecore::nimber::mul8;
/// assert_eq!(mul8(8, 8), 13);
/// assert_eq!(mul8(255, 1), 255);
/// ```
///
/// # Complexity
/// O(1): three reads from 1 KiB of tables.
#[inline]
pub fn mul8(a: u8, b: u8) -> u8 {
    if a == 0 || b == 0 {
        0
    } else {
        EXP8[log8(a) + log8(b)]
    }
}

/// `a ⊗ c` where `log_c` is the log8 of a constant c (`log_c` ≤ 508).
#[inline]
fn scale8(a: u8, log_c: usize) -> u8 {
    if a == 0 {
        0
    } else {
        EXP8[log8(a) + log_c]
    }
}

#[inline]
fn mul16_log8(a: u16, b: u16) -> u16 {
    let (a1, a0, b1, b0) = ((a >> 8) as u8, a as u8, (b >> 8) as u8, b as u8);
    let low = mul8(a0, b0);
    let mid = mul8(a0 ^ a1, b0 ^ b1);
    let high_half = if a1 == 0 || b1 == 0 {
        0
    } else {
        EXP8[log8(a1) + log8(b1) + LOG8_HALF]
    };
    (u16::from(mid ^ low) << 8) | u16::from(high_half ^ low)
}

/// `x ⊗ 2^15` for x < 2^16, with 2^15 = 2^8 ⊗ 2^7.
#[inline]
fn half16_log8(x: u16) -> u16 {
    let (x1, x0) = ((x >> 8) as u8, x as u8);
    (u16::from(scale8(x1 ^ x0, LOG8_HALF)) << 8) | u16::from(scale8(x1, LOG8_HALF_SQUARED))
}

#[inline]
fn mul32_log8(a: u32, b: u32) -> u32 {
    let (a1, a0, b1, b0) = ((a >> 16) as u16, a as u16, (b >> 16) as u16, b as u16);
    let low = mul16_log8(a0, b0);
    let mid = mul16_log8(a0 ^ a1, b0 ^ b1);
    let high = mul16_log8(a1, b1);
    (u32::from(mid ^ low) << 16) | u32::from(half16_log8(high) ^ low)
}

/// `x ⊗ 2^31` for x < 2^32, with 2^31 = 2^16 ⊗ 2^15.
#[inline]
fn half32_log8(x: u32) -> u32 {
    let (x1, x0) = ((x >> 16) as u16, x as u16);
    (u32::from(half16_log8(x1 ^ x0)) << 16) | u32::from(half16_log8(half16_log8(x1)))
}

/// Nim product in F(2^64) by the small-table method: Karatsuba down to F(2^8) and 8-bit
/// log/exp tables (1 KiB). The slower of the two methods (see the module docs); kept for
/// comparison and for targets where 256 KiB of tables would not fit the cache.
///
/// # Example
/// ```
/// use gamecore::nimber::{mul64, mul64_log8};
/// assert_eq!(mul64_log8(3141, 5926), 14994);
/// assert_eq!(mul64_log8(u64::MAX, 12345), mul64(u64::MAX, 12345));
/// ```
///
/// # Complexity
/// O(1): 27 byte products and about 110 table reads.
#[inline]
pub fn mul64_log8(a: u64, b: u64) -> u64 {
    let (a1, a0, b1, b0) = ((a >> 32) as u32, a as u32, (b >> 32) as u32, b as u32);
    let low = mul32_log8(a0, b0);
    let mid = mul32_log8(a0 ^ a1, b0 ^ b1);
    let high = mul32_log8(a1, b1);
    (u64::from(mid ^ low) << 32) | u64::from(half32_log8(high) ^ low)
}

// ---------------------------------------------------------------------------------------------
// F(2^16) tables: the default method
// ---------------------------------------------------------------------------------------------

#[inline]
fn log16(x: u16) -> u32 {
    u32::from(LOG16[x as usize])
}

/// `g^e` for a sum `e < 3·2^16` of at most three logarithms: since 2^16 ≡ 1 (mod 65535),
/// adding the high part to the low 16 bits keeps `e` modulo 65535 and brings it below 65538,
/// where the table wraps around.
#[inline]
fn exp16(e: u32) -> u16 {
    EXP16[((e & 0xFFFF) + (e >> 16)) as usize]
}

/// Nim product in the subfield F(2^16) (values below 65536), by 16-bit log/exp tables.
///
/// # Example
/// ```
/// use gamecore::nimber::mul16;
/// assert_eq!(mul16(256, 256), 384); // F ⊗ F = 3F/2 for the Fermat 2-power F = 256
/// assert_eq!(mul16(16, 16), 24);
/// ```
///
/// # Complexity
/// O(1): three reads from 256 KiB of tables.
#[inline]
pub fn mul16(a: u16, b: u16) -> u16 {
    if a == 0 || b == 0 {
        0
    } else {
        exp16(log16(a) + log16(b))
    }
}

/// `a ⊗ b ⊗ c` where `log_c` is the log16 of a constant c.
#[inline]
fn mul16_scaled(a: u16, b: u16, log_c: u32) -> u16 {
    if a == 0 || b == 0 {
        0
    } else {
        exp16(log16(a) + log16(b) + log_c)
    }
}

/// `a ⊗ c` where `log_c` is the log16 of a constant c.
#[inline]
fn scale16(a: u16, log_c: u32) -> u16 {
    if a == 0 {
        0
    } else {
        exp16(log16(a) + log_c)
    }
}

/// The square of `a` in F(2^16).
///
/// # Example
/// ```
/// use gamecore::nimber::{mul16, square16};
/// assert_eq!(square16(1000), mul16(1000, 1000));
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn square16(a: u16) -> u16 {
    if a == 0 {
        0
    } else {
        exp16(2 * log16(a))
    }
}

/// The square root of `a` in F(2^16): the one `r` with `r ⊗ r = a`.
///
/// # Example
/// ```
/// use gamecore::nimber::{sqrt16, square16};
/// assert_eq!(sqrt16(3), 2); // 2 ⊗ 2 = 3
/// assert_eq!(square16(sqrt16(40000)), 40000);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn sqrt16(a: u16) -> u16 {
    if a == 0 {
        return 0;
    }
    // Halving modulo 65535 = 2^16 - 1 is a rotation right by one bit.
    let log = log16(a);
    EXP16[((log >> 1) | ((log & 1) << 15)) as usize]
}

/// `a⁻¹` in F(2^16), with 0 mapped to 0.
#[inline]
fn inv16_or_zero(a: u16) -> u16 {
    if a == 0 {
        0
    } else {
        EXP16[(65535 - log16(a)) as usize]
    }
}

/// The inverse of `a` in F(2^16), `None` for 0.
///
/// # Example
/// ```
/// use gamecore::nimber::{inv16, mul16};
/// assert_eq!(inv16(2), Some(3)); // 2 ⊗ 3 = 1
/// assert_eq!(mul16(inv16(54321).unwrap(), 54321), 1);
/// assert_eq!(inv16(0), None);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn inv16(a: u16) -> Option<u16> {
    if a == 0 {
        None
    } else {
        Some(inv16_or_zero(a))
    }
}

#[inline]
fn halves32(x: u32) -> (u16, u16) {
    ((x >> 16) as u16, x as u16)
}

#[inline]
fn join32(high: u16, low: u16) -> u32 {
    (u32::from(high) << 16) | u32::from(low)
}

/// Nim product in the subfield F(2^32) (values below 2^32): three 16-bit table products.
///
/// # Example
/// ```
/// use gamecore::nimber::mul32;
/// assert_eq!(mul32(65536, 65536), 98304); // 3F/2 for F = 2^16
/// assert_eq!(mul32(32, 64), 141);
/// ```
///
/// # Complexity
/// O(1): about 9 table reads.
#[inline]
pub fn mul32(a: u32, b: u32) -> u32 {
    let ((a1, a0), (b1, b0)) = (halves32(a), halves32(b));
    let low = mul16(a0, b0);
    let mid = mul16(a0 ^ a1, b0 ^ b1);
    let high_half = mul16_scaled(a1, b1, LOG16_HALF);
    join32(mid ^ low, high_half ^ low)
}

/// `x ⊗ 2^31` for x < 2^32, with 2^31 = 2^16 ⊗ 2^15.
#[inline]
fn half32(x: u32) -> u32 {
    let (x1, x0) = halves32(x);
    join32(
        scale16(x1 ^ x0, LOG16_HALF),
        scale16(x1, LOG16_HALF_SQUARED),
    )
}

/// `a ⊗ b ⊗ 2^31` for a, b < 2^32, straight from the 16-bit halves.
///
/// With s = a0 ⊕ a1 and s' = b0 ⊕ b1, the product a ⊗ b has halves p1 = s⊗s' ⊕ a0⊗b0 and
/// p0 = a1⊗b1⊗h ⊕ a0⊗b0, and [`half32`] of it is (h⊗s⊗s' ⊕ h²⊗a1⊗b1)·t ⊕ (h²⊗s⊗s' ⊕
/// h²⊗a0⊗b0): four table products from the same logarithms, and no second round of lookups.
#[inline]
fn mul32_half(a: u32, b: u32) -> u32 {
    let ((a1, a0), (b1, b0)) = (halves32(a), halves32(b));
    let (s, s2) = (a0 ^ a1, b0 ^ b1);
    let (cross_high, cross_low) = if s == 0 || s2 == 0 {
        (0, 0)
    } else {
        let log = log16(s) + log16(s2);
        (exp16(log + LOG16_HALF), exp16(log + LOG16_HALF_SQUARED))
    };
    join32(
        cross_high ^ mul16_scaled(a1, b1, LOG16_HALF_SQUARED),
        cross_low ^ mul16_scaled(a0, b0, LOG16_HALF_SQUARED),
    )
}

/// The square of `a` in F(2^32).
///
/// # Example
/// ```
/// use gamecore::nimber::{mul32, square32};
/// assert_eq!(square32(123_456_789), mul32(123_456_789, 123_456_789));
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn square32(a: u32) -> u32 {
    let (a1, a0) = halves32(a);
    // (a1·t + a0)² = a1²·t + (a1²·h + a0²): squaring is additive.
    let high = square16(a1);
    join32(high, scale16(high, LOG16_HALF) ^ square16(a0))
}

/// The square root of `a` in F(2^32).
///
/// # Example
/// ```
/// use gamecore::nimber::{sqrt32, square32};
/// assert_eq!(square32(sqrt32(4_000_000_000)), 4_000_000_000);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn sqrt32(a: u32) -> u32 {
    let (a1, a0) = halves32(a);
    // Invert square32: the high half is sqrt(a1), the low half sqrt(a0 ⊕ a1·h).
    join32(sqrt16(a1), sqrt16(a0 ^ scale16(a1, LOG16_HALF)))
}

/// `a⁻¹` in F(2^32), with 0 mapped to 0.
#[inline]
fn inv32_or_zero(a: u32) -> u32 {
    let (a1, a0) = halves32(a);
    // x = a1·t + a0 times its conjugate a1·t + (a0 ⊕ a1) is the norm a0(a0 ⊕ a1) ⊕ a1²·h,
    // which lies in F(2^16); so x⁻¹ = conjugate ⊗ norm⁻¹.
    let norm = mul16(a0, a0 ^ a1) ^ scale16(square16(a1), LOG16_HALF);
    let norm_inv = inv16_or_zero(norm);
    join32(mul16(a1, norm_inv), mul16(a0 ^ a1, norm_inv))
}

/// The inverse of `a` in F(2^32), `None` for 0.
///
/// # Example
/// ```
/// use gamecore::nimber::{inv32, mul32};
/// let a = 3_000_000_000;
/// assert_eq!(mul32(a, inv32(a).unwrap()), 1);
/// assert_eq!(inv32(0), None);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn inv32(a: u32) -> Option<u32> {
    if a == 0 {
        None
    } else {
        Some(inv32_or_zero(a))
    }
}

#[inline]
fn halves64(x: u64) -> (u32, u32) {
    ((x >> 32) as u32, x as u32)
}

#[inline]
fn join64(high: u32, low: u32) -> u64 {
    (u64::from(high) << 32) | u64::from(low)
}

/// Nim product in F(2^64): Karatsuba down to F(2^16) and 16-bit log/exp tables. This is what
/// `Mul` for [`Nimber`] uses, and the faster of the two methods (see the module docs).
///
/// # Example
/// ```
/// use gamecore::nimber::mul64;
/// assert_eq!(mul64(8, 8), 13);
/// assert_eq!(mul64(1 << 32, 1 << 32), 3 << 31); // F ⊗ F = 3F/2 for F = 2^32
/// assert_eq!(mul64(u64::MAX, u64::MAX), 11290409524105353207);
/// ```
///
/// # Complexity
/// O(1): ten 16-bit table products from eighteen logarithms, 28 reads from 256 KiB of
/// tables.
#[inline]
pub fn mul64(a: u64, b: u64) -> u64 {
    let ((a1, a0), (b1, b0)) = (halves64(a), halves64(b));
    let low = mul32(a0, b0);
    let mid = mul32(a0 ^ a1, b0 ^ b1);
    join64(mid ^ low, mul32_half(a1, b1) ^ low)
}

/// The nim square of `a` (a GF(2)-linear map).
///
/// # Example
/// ```
/// use gamecore::nimber::{mul64, square64};
/// let a = 0xDEAD_BEEF_0123_4567;
/// assert_eq!(square64(a), mul64(a, a));
/// ```
///
/// # Complexity
/// O(1), cheaper than [`mul64`].
#[inline]
pub fn square64(a: u64) -> u64 {
    let (a1, a0) = halves64(a);
    let high = square32(a1);
    join64(high, half32(high) ^ square32(a0))
}

/// The nim square root of `a`: the one `r` with `r ⊗ r = a` (it is `a^(2^63)`).
///
/// # Example
/// ```
/// use gamecore::nimber::{sqrt64, square64};
/// assert_eq!(sqrt64(square64(987_654_321_987)), 987_654_321_987);
/// ```
///
/// # Complexity
/// O(1).
#[inline]
pub fn sqrt64(a: u64) -> u64 {
    let (a1, a0) = halves64(a);
    join64(sqrt32(a1), sqrt32(a0 ^ half32(a1)))
}

/// `a⁻¹` in F(2^64), with 0 mapped to 0.
#[inline]
fn inv64_or_zero(a: u64) -> u64 {
    let (a1, a0) = halves64(a);
    let norm = mul32(a0, a0 ^ a1) ^ half32(square32(a1));
    let norm_inv = inv32_or_zero(norm);
    join64(mul32(a1, norm_inv), mul32(a0 ^ a1, norm_inv))
}

/// The nim inverse of `a`, `None` for 0.
///
/// # Example
/// ```
/// use gamecore::nimber::{inv64, mul64};
/// let a = 0x0123_4567_89AB_CDEF;
/// assert_eq!(mul64(a, inv64(a).unwrap()), 1);
/// assert_eq!(inv64(0), None);
/// ```
///
/// # Complexity
/// O(1): about four 32-bit products.
#[inline]
pub fn inv64(a: u64) -> Option<u64> {
    if a == 0 {
        None
    } else {
        Some(inv64_or_zero(a))
    }
}

// ---------------------------------------------------------------------------------------------
// The Nimber type
// ---------------------------------------------------------------------------------------------

/// A nimber below 2^64: an element of the field F(2^64) with `+`/`-` as xor and `*` as the nim
/// product ([`mul64`]).
///
/// Ordering, hashing and printing are those of the underlying `u64`.
///
/// # Example
/// ```
/// use gamecore::nimber::Nimber;
/// let (a, b) = (Nimber(5), Nimber(6));
/// assert_eq!(a + b, Nimber(3)); // xor
/// assert_eq!(a - b, a + b); // every element is its own negative
/// assert_eq!(a * b, Nimber(8));
/// assert_eq!((a * b) / b, a);
/// assert_eq!(Nimber(2).pow(3), Nimber(1)); // 2 has order 3
/// assert_eq!(Nimber(3).sqrt(), Nimber(2));
/// assert_eq!(format!("{}", a * b), "8");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

/// The factorisation 2^64 − 1 = 3·5·17·257·641·65537·6700417: the order of the multiplicative
/// group, squarefree.
const GROUP_ORDER_PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65_537, 6_700_417];

impl Nimber {
    /// The additive identity.
    pub const ZERO: Nimber = Nimber(0);
    /// The multiplicative identity.
    pub const ONE: Nimber = Nimber(1);

    /// `self ⊗ self`.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    #[must_use]
    pub fn square(self) -> Nimber {
        Nimber(square64(self.0))
    }

    /// The square root: the one `r` with `r ⊗ r = self`.
    ///
    /// In characteristic 2 squaring is a bijection (the Frobenius map), so every nimber has
    /// exactly one square root, `self^(2^63)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// let x = Nimber(0xFEED_FACE_CAFE_BEEF);
    /// assert_eq!(x.sqrt().square(), x);
    /// assert_eq!(x.sqrt(), x.pow(1 << 63));
    /// ```
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    #[must_use]
    pub fn sqrt(self) -> Nimber {
        Nimber(sqrt64(self.0))
    }

    /// The multiplicative inverse, `None` for zero.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// assert_eq!(Nimber(2).inverse(), Some(Nimber(3)));
    /// assert_eq!(Nimber(0).inverse(), None);
    /// ```
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn inverse(self) -> Option<Nimber> {
        inv64(self.0).map(Nimber)
    }

    /// `self / rhs`, `None` when `rhs` is zero.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// assert_eq!(Nimber(8).checked_div(Nimber(6)), Some(Nimber(5)));
    /// assert_eq!(Nimber(8).checked_div(Nimber(0)), None);
    /// ```
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn checked_div(self, rhs: Nimber) -> Option<Nimber> {
        rhs.inverse().map(|inv| self * inv)
    }

    /// `self` to the power `exponent` (repeated nim product), with `x^0 = 1` for every `x`,
    /// zero included.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// assert_eq!(Nimber(4).pow(2), Nimber(6));
    /// assert_eq!(Nimber(0).pow(0), Nimber(1));
    /// assert_eq!(Nimber(12345).pow(u64::MAX), Nimber(1)); // the group has order 2^64 - 1
    /// ```
    ///
    /// # Complexity
    /// O(log exponent) products.
    #[must_use]
    pub fn pow(self, mut exponent: u64) -> Nimber {
        let mut base = self.0;
        let mut result = 1;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = mul64(result, base);
            }
            base = square64(base);
            exponent >>= 1;
        }
        Nimber(result)
    }

    /// The multiplicative order: the smallest `k ≥ 1` with `self^k = 1`, `None` for zero.
    ///
    /// It divides 2^64 − 1, and values of the subfield below 2^(2^n) have orders dividing
    /// 2^(2^n) − 1.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// assert_eq!(Nimber(1).order(), Some(1));
    /// assert_eq!(Nimber(2).order(), Some(3));
    /// assert_eq!(Nimber(258).order(), Some(65535)); // a primitive element of F(2^16)
    /// assert_eq!(Nimber(0).order(), None);
    /// ```
    ///
    /// # Complexity
    /// Seven exponentiations, about 700 products.
    pub fn order(self) -> Option<u64> {
        if self.0 == 0 {
            return None;
        }
        // 2^64 - 1 is squarefree, so each prime either divides the order once or not at all.
        let mut order = u64::MAX;
        for &prime in &GROUP_ORDER_PRIMES {
            if self.pow(order / prime) == Nimber::ONE {
                order /= prime;
            }
        }
        Some(order)
    }

    /// The discrete logarithm of `self` to `base`: the smallest `e ≥ 0` with
    /// `base.pow(e) == self`, or `None` when there is none (`self` is not a power of `base`).
    ///
    /// The argument order follows `f64::log(self, base)`. The answer is below
    /// `base.order()`. With `x^0 = 1` for every `x`, the logarithm of 1 is 0 for every base,
    /// zero included; the logarithm of 0 to base 0 is 1; zero is no power of a non-zero base.
    /// For several logarithms to one base, build a [`NimberLog`] once.
    ///
    /// # Example
    /// ```
    /// use gamecore::nimber::Nimber;
    /// assert_eq!(Nimber(10).log(Nimber(8)), Some(4)); // 8^4 = 10
    /// assert_eq!(Nimber(2).log(Nimber(8)), None); // 8 has order 5, 2 has order 3
    /// let (base, e) = (Nimber(0x1234_5678_9ABC_DEF0), 987_654_321_012_345);
    /// assert_eq!(base.pow(e).log(base), Some(e % base.order().unwrap()));
    /// ```
    ///
    /// # Complexity
    /// Pohlig–Hellman with baby-step giant-step: for each prime p of 2^64 − 1, ⌈√(p/2)⌉ baby
    /// steps and at most twice as many giant steps, about 2100 and 4100 products in all, half
    /// the giant steps on average (by [`FixedFactor`] tables for the primes 65537 and
    /// 6700417), plus 14 short exponentiations; O(√6700417) memory (about 100 KiB).
    pub fn log(self, base: Nimber) -> Option<u64> {
        NimberLog::new(base).log(self)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Self {
        Nimber(value)
    }
}

/// A Grundy value as a nimber.
impl From<super::mex::Grundy> for Nimber {
    fn from(value: super::mex::Grundy) -> Self {
        Nimber(u64::from(value))
    }
}

impl From<Nimber> for u64 {
    fn from(value: Nimber) -> Self {
        value.0
    }
}

impl Add for Nimber {
    type Output = Nimber;
    #[inline]
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl Sub for Nimber {
    type Output = Nimber;
    /// The same as addition: every nimber is its own negative.
    #[inline]
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn sub(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    #[inline]
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(mul64(self.0, rhs.0))
    }
}

impl Div for Nimber {
    type Output = Nimber;
    /// `self ⊗ rhs⁻¹`.
    ///
    /// # Panics
    /// If `rhs` is zero; [`Nimber::checked_div`] returns `None` instead.
    #[inline]
    fn div(self, rhs: Nimber) -> Nimber {
        match self.checked_div(rhs) {
            Some(quotient) => quotient,
            None => panic!("nimber division by zero"),
        }
    }
}

impl AddAssign for Nimber {
    #[inline]
    fn add_assign(&mut self, rhs: Nimber) {
        *self = *self + rhs;
    }
}

impl SubAssign for Nimber {
    #[inline]
    fn sub_assign(&mut self, rhs: Nimber) {
        *self = *self - rhs;
    }
}

impl MulAssign for Nimber {
    #[inline]
    fn mul_assign(&mut self, rhs: Nimber) {
        *self = *self * rhs;
    }
}

impl DivAssign for Nimber {
    /// # Panics
    /// If `rhs` is zero.
    #[inline]
    fn div_assign(&mut self, rhs: Nimber) {
        *self = *self / rhs;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Nimber> for Nimber {
    fn sum<I: Iterator<Item = &'a Nimber>>(iter: I) -> Nimber {
        iter.copied().sum()
    }
}

impl Product for Nimber {
    fn product<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ONE, Mul::mul)
    }
}

impl<'a> Product<&'a Nimber> for Nimber {
    fn product<I: Iterator<Item = &'a Nimber>>(iter: I) -> Nimber {
        iter.copied().product()
    }
}

// ---------------------------------------------------------------------------------------------
// Products by a fixed factor
// ---------------------------------------------------------------------------------------------

/// Multiplication by one fixed nimber through byte tables: `x ↦ x ⊗ c` is GF(2)-linear, so it
/// is the xor of one table entry per byte of `x`.
///
/// Eight independent reads from 16 KiB instead of the ~31 dependent-ish reads of [`mul64`]:
/// worth it when one factor meets many others (baby-step giant-step, scaling a row in
/// Gaussian elimination, evaluating a polynomial).
///
/// # Example
/// ```
/// use gamecore::nimber::{FixedFactor, Nimber};
/// let times_five = FixedFactor::new(Nimber(5));
/// assert_eq!(times_five.mul(Nimber(6)), Nimber(8));
/// let x = Nimber(0xABCD_EF01_2345_6789);
/// assert_eq!(times_five.mul(x), x * Nimber(5));
/// ```
#[derive(Clone, Debug)]
pub struct FixedFactor {
    factor: Nimber,
    /// `by_byte[i][v] = (v << 8i) ⊗ factor`.
    by_byte: Box<[[u64; 256]; 8]>,
}

impl FixedFactor {
    /// Tables for multiplying by `factor`.
    ///
    /// # Complexity
    /// 64 products and 2048 xors; 16 KiB.
    pub fn new(factor: Nimber) -> Self {
        // Each row is filled on the stack by doubling (entries 2^k .. 2^(k+1) are entries
        // 0 .. 2^k xor the product by 2^k, a loop that vectorises) and pushed onto a heap
        // buffer reserved but never zeroed: zeroing 16 KiB first, as before, was a third of
        // cf1310f's instructions. (`TryFrom` by path: bundles are also built as 2015/2018,
        // without it in the prelude.)
        let mut rows: Vec<[u64; 256]> = Vec::with_capacity(8);
        // Zeroed once: every entry but the first (always 0) is rewritten for each row.
        let mut row = [0u64; 256];
        for index in 0..8 {
            for bit in 0..8 {
                let product = mul64(1 << (8 * index + bit), factor.0);
                let (done, rest) = row.split_at_mut(1 << bit);
                for (entry, &lower) in rest[..1 << bit].iter_mut().zip(done.iter()) {
                    *entry = lower ^ product;
                }
            }
            rows.push(row);
        }
        let by_byte: Box<[[u64; 256]; 8]> =
            std::convert::TryFrom::try_from(rows.into_boxed_slice()).expect("eight rows");
        FixedFactor { factor, by_byte }
    }

    /// The fixed factor.
    pub fn factor(&self) -> Nimber {
        self.factor
    }

    /// `x ⊗ factor`.
    ///
    /// # Complexity
    /// O(1): eight table reads.
    #[inline]
    pub fn mul(&self, x: Nimber) -> Nimber {
        let t = &*self.by_byte;
        let b = x.0.to_le_bytes();
        Nimber(
            (t[0][b[0] as usize] ^ t[1][b[1] as usize])
                ^ (t[2][b[2] as usize] ^ t[3][b[3] as usize])
                ^ ((t[4][b[4] as usize] ^ t[5][b[5] as usize])
                    ^ (t[6][b[6] as usize] ^ t[7][b[7] as usize])),
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Discrete logarithm
// ---------------------------------------------------------------------------------------------

/// Discrete logarithms to one fixed base, by Pohlig–Hellman over the primes of
/// 2^64 − 1 = 3·5·17·257·641·65537·6700417 and baby-step giant-step for each prime.
///
/// `new` stores the baby steps of every prime dividing the order of the base, so each
/// [`NimberLog::log`] only pays for the giant steps and a few exponentiations.
///
/// # Example
/// ```
/// use gamecore::nimber::{Nimber, NimberLog};
/// let logs = NimberLog::new(Nimber(321321321321));
/// assert_eq!(logs.log(Nimber(2)), Some(6148914691236517205));
/// assert_eq!(logs.log(Nimber(1)), Some(0));
/// let target = Nimber(321321321321).pow(42);
/// assert_eq!(logs.log(target), Some(42));
/// ```
#[derive(Clone, Debug)]
pub struct NimberLog {
    base: Nimber,
    /// The order of `base`; 0 for a zero base.
    order: u64,
    /// One per prime dividing the order.
    primes: Vec<PrimeLog>,
    /// The primes p of the group order that do not divide `order`: a power of `base` raised
    /// to (2^64 − 1)/p gives 1.
    outside: Vec<u64>,
}

/// Baby-step giant-step in the subgroup of prime order `prime` generated by
/// `base^((2^64 − 1)/prime)`.
#[derive(Clone, Debug)]
struct PrimeLog {
    prime: u64,
    /// The number m of baby steps, ⌈√(prime/2)⌉.
    stride: u64,
    /// The most giant steps, ⌈prime/m⌉.
    giants: u64,
    /// `generator^(−m)`.
    giant_step: Nimber,
    /// Products by `generator^(−2m)`: the giant steps run as two chains, like the baby steps.
    double_giant_step: Multiplier,
    baby_steps: BabySteps,
}

/// Products by one factor, `count` of them: through [`FixedFactor`] tables when there are
/// many, by [`mul64`] when there are few (the primes 3 to 641 take at most 36 steps each,
/// and building tables for them was most of a logarithm's cost).
#[derive(Clone, Debug)]
enum Multiplier {
    Table(FixedFactor),
    Plain(Nimber),
}

impl Multiplier {
    /// From this many products on, tables pay: they cost about 64 [`mul64`]s and 2048 xors to
    /// build and then save most of each product.
    const TABLES_FROM: u64 = 64;

    fn new(factor: Nimber, count: u64) -> Self {
        if count >= Self::TABLES_FROM {
            Multiplier::Table(FixedFactor::new(factor))
        } else {
            Multiplier::Plain(factor)
        }
    }

    #[inline]
    fn mul(&self, x: Nimber) -> Nimber {
        match self {
            Multiplier::Table(table) => table.mul(x),
            Multiplier::Plain(factor) => Nimber(mul64(factor.0, x.0)),
        }
    }
}

/// An open-addressing map from `generator^j` to `j` for j < m (all keys distinct and non-zero).
#[derive(Clone, Debug)]
struct BabySteps {
    /// 0 marks an empty slot.
    keys: Vec<u64>,
    /// `j` for the key in the same slot: below 2^16, the most baby steps taken.
    exponents: Vec<u16>,
    shift: u32,
}

impl BabySteps {
    /// The map for `j < count`, and `generator^count`.
    fn new(generator: Nimber, count: u64) -> (Self, Nimber) {
        let capacity = (3 * count as usize / 2).next_power_of_two().max(2);
        let mut table = BabySteps {
            keys: vec![0; capacity],
            exponents: vec![0; capacity],
            shift: 64 - capacity.trailing_zeros(),
        };
        // Two chains, the even and the odd powers, each multiplied by generator²: a table
        // product waits on the one before it, so one chain leaves the core idle between them.
        let square = Multiplier::new(Nimber(square64(generator.0)), count);
        let (mut even, mut odd) = (Nimber::ONE, generator);
        let mut last = Nimber::ONE;
        let mut j = 0;
        while j < count {
            table.insert(even, j);
            last = even;
            if j + 1 < count {
                table.insert(odd, j + 1);
                last = odd;
            }
            even = square.mul(even);
            odd = square.mul(odd);
            j += 2;
        }
        (table, Nimber(mul64(last.0, generator.0)))
    }

    /// Stores `key ↦ j` (keys distinct and non-zero, j below 2^16).
    #[inline]
    fn insert(&mut self, key: Nimber, j: u64) {
        let mask = self.keys.len() - 1;
        let mut slot = self.slot(key.0);
        while self.keys[slot] != 0 {
            slot = (slot + 1) & mask;
        }
        self.keys[slot] = key.0;
        self.exponents[slot] = j as u16;
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    fn get(&self, key: u64) -> Option<u16> {
        let mask = self.keys.len() - 1;
        let mut slot = self.slot(key);
        loop {
            match self.keys[slot] {
                0 => return None,
                k if k == key => return Some(self.exponents[slot]),
                _ => slot = (slot + 1) & mask,
            }
        }
    }
}

impl PrimeLog {
    /// For `generator = base^((2^64 − 1)/prime) ≠ 1`, of order `prime`.
    fn new(generator: Nimber, prime: u64) -> Self {
        // One logarithm per base: m baby steps and on average prime/(2m) giant steps cost
        // least for m about √(prime/2), not √prime.
        let mut stride = ((prime / 2) as f64).sqrt() as u64;
        while 2 * stride * stride < prime {
            stride += 1;
        }
        Self::with_stride(generator, prime, stride, (prime + stride - 1) / stride)
    }

    /// With `stride` baby steps (1 ≤ stride < 2^16), tables for the giant steps when about
    /// `giant_products` of them are expected in all.
    fn with_stride(generator: Nimber, prime: u64, stride: u64, giant_products: u64) -> Self {
        let (baby_steps, stride_power) = BabySteps::new(generator, stride);
        // generator^(-m) as the inverse of generator^m, which the baby steps ended on:
        // cheaper than raising generator to prime - m.
        let giant_step = Nimber(inv64_or_zero(stride_power.0));
        PrimeLog {
            prime,
            stride,
            giants: (prime + stride - 1) / stride,
            giant_step,
            double_giant_step: Multiplier::new(Nimber(square64(giant_step.0)), giant_products),
            baby_steps,
        }
    }

    /// The `x < prime` with `generator^x = projected`, if any.
    fn solve(&self, projected: Nimber) -> Option<u64> {
        // value_i = projected·generator^(−i·m) for even i in `even`, odd i in `odd`; the first
        // i with value_i a baby step gives the answer i·m + j.
        let mut even = projected;
        let mut odd = Nimber(mul64(projected.0, self.giant_step.0));
        let mut i = 0;
        while i < self.giants {
            if let Some(j) = self.baby_steps.get(even.0) {
                return Some(i * self.stride + u64::from(j));
            }
            if i + 1 < self.giants {
                if let Some(j) = self.baby_steps.get(odd.0) {
                    return Some((i + 1) * self.stride + u64::from(j));
                }
            }
            even = self.double_giant_step.mul(even);
            odd = self.double_giant_step.mul(odd);
            i += 2;
        }
        None
    }
}

/// Discrete logarithms for many pairs `(base, target)` at once: for each, what
/// `target.log(base)` ([`Nimber::log`]) answers, the smallest `e` with `base^e = target`.
///
/// Each pair is projected onto the subgroups of prime order p of 2^64 − 1, and there both
/// projections are logarithms to one fixed generator per prime, whose baby steps serve every
/// pair: with L logarithms, ⌈√(L·p/2)⌉ baby steps (at most 2^16 − 1) leave about
/// √(p/(2L)) giant steps per logarithm. For more than a few pairs this is much less work than
/// a [`NimberLog`] per base.
///
/// # Example
/// ```
/// use gamecore::nimber::{log_all, Nimber};
/// let pairs = [(Nimber(8), Nimber(10)), (Nimber(8), Nimber(2)), (Nimber(1), Nimber(1))];
/// assert_eq!(log_all(&pairs), vec![Some(4), None, Some(0)]);
/// let base = Nimber(0x1234_5678_9ABC_DEF0);
/// let e = 987_654_321_012_345;
/// assert_eq!(log_all(&[(base, base.pow(e))]), vec![Some(e % base.order().unwrap())]);
/// ```
///
/// # Complexity
/// O(Σ_p √(L·p)) products for L = 2·`pairs.len()` logarithms (about 2·√(6700417·L) for the
/// largest prime), 14 short exponentiations per pair, and O(min(√(L·p), 2^16)) memory per
/// prime.
pub fn log_all(pairs: &[(Nimber, Nimber)]) -> Vec<Option<u64>> {
    let logarithms = 2 * pairs.len() as u64;
    // A primitive element: its projection onto every prime's subgroup is not 1. About half
    // of all elements are primitive, but none below 2^32 (they lie in F(2^32), whose orders
    // divide 2^32 − 1), so the search starts at 2^63; it stops at 2^63 + 1.
    let primitive = (0..64)
        .map(|k| Nimber((1 << 63) + k))
        .find(|&g| {
            GROUP_ORDER_PRIMES
                .iter()
                .all(|&p| project(g, p) != Nimber::ONE)
        })
        .expect("primitive elements exist");
    let tables: Vec<PrimeLog> = GROUP_ORDER_PRIMES
        .iter()
        .map(|&prime| {
            let mut stride = ((logarithms * prime / 2) as f64).sqrt() as u64;
            while 2 * stride * stride < logarithms * prime {
                stride += 1;
            }
            let stride = stride.clamp(1, prime.min(u64::from(u16::MAX)));
            let giants = (prime + stride - 1) / stride;
            PrimeLog::with_stride(
                project(primitive, prime),
                prime,
                stride,
                logarithms * giants / 2,
            )
        })
        .collect();
    pairs
        .iter()
        .map(|&(base, target)| {
            if base == Nimber::ZERO {
                return match target.0 {
                    1 => Some(0),
                    0 => Some(1),
                    _ => None,
                };
            }
            if target == Nimber::ZERO {
                return None;
            }
            // As in NimberLog::log: x mod p for each prime p dividing the order of base (its
            // projection is not 1), and target's projection must be 1 for the others.
            let (mut residue, mut modulus) = (0u64, 1u64);
            for (table, &p) in tables.iter().zip(&GROUP_ORDER_PRIMES) {
                let (a, b) = (project(base, p), project(target, p));
                if a == Nimber::ONE {
                    if b != Nimber::ONE {
                        return None;
                    }
                    continue;
                }
                // Both lie in the cyclic subgroup of order p, so both logarithms exist, and
                // a ≠ 1 makes alpha invertible modulo p.
                let alpha = table.solve(a)?;
                let beta = table.solve(b)?;
                let x = beta * inverse_mod_prime(alpha, p) % p;
                let step = (x + p - residue % p) % p * inverse_mod_prime(modulus % p, p) % p;
                residue += modulus * step;
                modulus *= p;
            }
            Some(residue)
        })
        .collect()
}

/// `x^((2^64 − 1)/prime)` for a prime of the group order, the projection onto the subgroup of
/// order `prime`, by way of 2^64 − 1 = (2^32 − 1)(2^32 + 1) instead of a 64-bit exponent.
///
/// `x^(2^32)` is the conjugate of x over F(2^32): with X = 2^32, X ⊗ X = X ⊕ 2^31, so X's
/// conjugate is X ⊕ 1 and `a1·X ⊕ a0` maps to `a1·X ⊕ (a0 ⊕ a1)`, no product needed. Then
/// the primes of 2^32 − 1 (3, 5, 17, 257, 65537) take the norm `x^(2^32 + 1) = x ⊗ x̄`, which
/// lies in F(2^32), to a 32-bit power, and those of 2^32 + 1 (641, 6700417) take
/// `x^(2^32 − 1) = x̄ ⊗ x⁻¹` to the power (2^32 + 1)/prime, at most 23 bits.
fn project(x: Nimber, prime: u64) -> Nimber {
    const HALF: u64 = 1 << 32;
    let (high, low) = halves64(x.0);
    let conjugate = join64(high, low ^ high);
    if (HALF - 1) % prime == 0 {
        let norm = mul64(x.0, conjugate);
        debug_assert!(norm >> 32 == 0, "the norm lies in F(2^32)");
        let (mut base, mut exponent, mut result) = (norm as u32, (HALF - 1) / prime, 1u32);
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = mul32(result, base);
            }
            base = square32(base);
            exponent >>= 1;
        }
        // 0 stays 0 (the exponent is positive), as 0^((2^64 − 1)/prime) does.
        Nimber(u64::from(result))
    } else {
        Nimber(mul64(conjugate, inv64_or_zero(x.0))).pow((HALF + 1) / prime)
    }
}

/// `a^(p-2) mod p` for a prime `p < 2^32`: the inverse of `a` modulo `p`.
fn inverse_mod_prime(a: u64, p: u64) -> u64 {
    let (mut base, mut exponent, mut result) = (a % p, p - 2, 1);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % p;
        }
        base = base * base % p;
        exponent >>= 1;
    }
    result
}

impl NimberLog {
    /// Prepares logarithms to `base`.
    ///
    /// # Complexity
    /// O(Σ √p) products and memory over the primes p dividing the order of `base`, plus two
    /// 16 KiB [`FixedFactor`]s for each of 65537 and 6700417 (the smaller primes take at most
    /// 36 steps, multiplied by [`mul64`]): about 2100 products and 100 KiB for a primitive
    /// base.
    pub fn new(base: Nimber) -> Self {
        let (mut primes, mut outside) = (Vec::new(), Vec::new());
        if base == Nimber::ZERO {
            return NimberLog {
                base,
                order: 0,
                primes,
                outside,
            };
        }
        // 2^64 − 1 is squarefree, so p divides the order of base exactly when
        // base^((2^64 − 1)/p) ≠ 1, and that power then generates the subgroup of order p: one
        // exponentiation per prime finds the order and the generators together.
        let mut order = 1;
        for &prime in &GROUP_ORDER_PRIMES {
            let generator = project(base, prime);
            if generator == Nimber::ONE {
                outside.push(prime);
            } else {
                order *= prime;
                primes.push(PrimeLog::new(generator, prime));
            }
        }
        NimberLog {
            base,
            order,
            primes,
            outside,
        }
    }

    /// The base.
    pub fn base(&self) -> Nimber {
        self.base
    }

    /// The multiplicative order of the base (`None` for a zero base).
    pub fn order(&self) -> Option<u64> {
        if self.order == 0 {
            None
        } else {
            Some(self.order)
        }
    }

    /// The smallest `e ≥ 0` with `base.pow(e) == target`, or `None`; see [`Nimber::log`] for
    /// the conventions around 0 and 1.
    ///
    /// # Complexity
    /// At most Σ ⌈p/m⌉ ≈ 4100 products by a fixed factor for the giant steps (m the number of
    /// baby steps, ⌈√(p/2)⌉), about half that on average, plus one exponentiation per prime of
    /// 2^64 − 1 (seven).
    pub fn log(&self, target: Nimber) -> Option<u64> {
        if self.base == Nimber::ZERO {
            return match target.0 {
                1 => Some(0),
                0 => Some(1),
                _ => None,
            };
        }
        // With base = g^α and target = g^β for a generator g, a solution exists exactly when
        // every prime p dividing α (so not the order) divides β too, that is when
        // target^((2^64 − 1)/p) = 1; for the other primes the projections below fix x mod p.
        if target == Nimber::ZERO
            || self
                .outside
                .iter()
                .any(|&prime| project(target, prime) != Nimber::ONE)
        {
            return None;
        }
        // Chinese remaindering: residue is the answer modulo the product of the primes so far.
        let (mut residue, mut modulus) = (0u64, 1u64);
        for prime_log in &self.primes {
            let p = prime_log.prime;
            let x = prime_log.solve(project(target, p))?;
            let step = (x + p - residue % p) % p * inverse_mod_prime(modulus % p, p) % p;
            residue += modulus * step;
            modulus *= p;
        }
        Some(residue)
    }
}

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

/// The Tartan theorem: in the product of two coin-turning games, the Grundy value of a single
/// coin at (x, y) is the nim product `g1(x) ⊗ g2(y)` of the factors' Grundy values.
///
/// A move of the product game picks a move of each factor (with the heads→tails coin at x,
/// resp. y) and turns every coin of the cartesian product of the two coin sets. Positions are
/// sums of single coins, so a position's value is the xor of its coins' values.
///
/// # Example
/// "Turning Corners": coins on a grid, a move turns the four corners (x, y), (x', y), (x, y'),
/// (x', y') of a rectangle with x' < x, y' < y, and (x, y) must go from heads to tails. It is
/// the product of the one-dimensional game "turn two coins x' < x, x from heads to tails",
/// where a coin at x has Grundy value x. So a coin at (x, y) is worth x ⊗ y:
/// ```
/// use gamecore::mex::mex;
/// use gamecore::nimber::tartan;
/// // Brute force: the options of a coin at (x, y) leave the other three corners heads up.
/// let mut grundy = [[0u64; 8]; 8];
/// for x in 0..8 {
///     for y in 0..8 {
///         let mut options = Vec::new();
///         for x2 in 0..x {
///             for y2 in 0..y {
///                 options.push((grundy[x2][y] ^ grundy[x][y2] ^ grundy[x2][y2]) as u32);
///             }
///         }
///         grundy[x][y] = u64::from(mex(&options));
///         assert_eq!(grundy[x][y], tartan(x as u64, y as u64));
///     }
/// }
/// // Heads at (3, 5), (6, 6) and (7, 2): 15 ⊕ 5 ⊕ 9 = 3, a first-player win.
/// assert_eq!(tartan(3, 5) ^ tartan(6, 6) ^ tartan(7, 2), 3);
/// ```
///
/// # Complexity
/// O(1), one [`mul64`].
#[inline]
pub fn tartan(g1: u64, g2: u64) -> u64 {
    mul64(g1, g2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;

    type Product64 = fn(u64, u64) -> u64;

    /// Both 64-bit methods, so every test checks each of them.
    const METHODS: [(&str, Product64); 2] = [("mul64", mul64), ("mul64_log8", mul64_log8)];

    /// Independent slow product from Conway's rules only: expand both factors into powers of
    /// two; 2^i = ⊗ of the Fermat 2-powers 2^(2^k) for the bits k of i; distinct Fermat
    /// 2-powers multiply as ordinary numbers, and F ⊗ F = F ⊕ F/2.
    struct BitwiseReference {
        /// Memo of 2^i ⊗ 2^j.
        powers: HashMap<(u32, u32), u64>,
    }

    impl BitwiseReference {
        fn new() -> Self {
            BitwiseReference {
                powers: HashMap::new(),
            }
        }

        fn mul(&mut self, a: u64, b: u64) -> u64 {
            let mut result = 0;
            for i in (0..64).filter(|i| a >> i & 1 == 1) {
                for j in (0..64).filter(|j| b >> j & 1 == 1) {
                    result ^= self.pow2(i, j);
                }
            }
            result
        }

        /// 2^i ⊗ 2^j.
        fn pow2(&mut self, i: u32, j: u32) -> u64 {
            if i & j == 0 {
                // No Fermat 2-power in common: an ordinary product of distinct ones.
                return 1 << (i | j);
            }
            if let Some(&v) = self.powers.get(&(i, j)) {
                return v;
            }
            // F = 2^s for the lowest common bit s of i and j: 2^i ⊗ 2^j = (F ⊗ F) ⊗ 2^(i-s) ⊗ 2^(j-s).
            let s = 1 << (i & j).trailing_zeros();
            let fermat_square = (1u64 << s) | (1u64 << (s - 1));
            let rest = self.pow2(i - s, j - s);
            let v = self.mul(fermat_square, rest);
            self.powers.insert((i, j), v);
            v
        }
    }

    /// The nim product of all pairs below `n` straight from the mex definition.
    fn mex_table(n: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; n]; n];
        let mut seen = vec![false; 4 * n];
        for a in 0..n {
            for b in 0..n {
                seen.fill(false);
                for a2 in 0..a {
                    for b2 in 0..b {
                        let v = table[a2][b] ^ table[a][b2] ^ table[a2][b2];
                        seen[v as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    /// Random 64-bit values, mixing in small ones, powers of two and values of subfields.
    fn random_value(rng: &mut ChaCha8Rng) -> u64 {
        match rng.gen_range(0..8) {
            0 => rng.gen_range(0..16),
            1 => 1 << rng.gen_range(0..64),
            2 => rng.r#gen::<u64>() >> rng.gen_range(0..64),
            3 => u64::MAX - rng.gen_range(0..4),
            _ => rng.r#gen(),
        }
    }

    // OEIS A051910 (the nim multiplication table, from Conway, On Numbers and Games, p. 52, and
    // Winning Ways, p. 60), rows n = 0..11 with m <= n, as listed in the sequence data.
    const A051910: [u64; 78] = [
        0, 0, 1, 0, 2, 3, 0, 3, 1, 2, 0, 4, 8, 12, 6, 0, 5, 10, 15, 2, 7, 0, 6, 11, 13, 14, 8, 5,
        0, 7, 9, 14, 10, 13, 3, 4, 0, 8, 12, 4, 11, 3, 7, 15, 13, 0, 9, 14, 7, 15, 6, 1, 8, 5, 12,
        0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15,
    ];

    #[test]
    fn small_table_matches_oeis_a051910() {
        let mut k = 0;
        for n in 0..12u64 {
            for m in 0..=n {
                for (name, mul) in METHODS {
                    assert_eq!(mul(n, m), A051910[k], "{name}({n}, {m})");
                    assert_eq!(mul(m, n), A051910[k], "{name}({m}, {n})");
                }
                assert_eq!(u64::from(mul8(n as u8, m as u8)), A051910[k]);
                assert_eq!(u64::from(mul16(n as u16, m as u16)), A051910[k]);
                assert_eq!(u64::from(mul32(n as u32, m as u32)), A051910[k]);
                k += 1;
            }
        }
    }

    // Worked examples of Codeforces 1310F and Library Checker nim_product_64 (their samples).
    #[rstest]
    #[case(2, 2, 3)]
    #[case(4, 4, 6)]
    #[case(8, 8, 13)]
    #[case(16, 16, 24)]
    #[case(32, 64, 141)]
    #[case(5, 6, 8)]
    #[case(5, 7, 13)]
    #[case(5, 8, 3)]
    #[case(3141, 5926, 14994)]
    #[case(u64::MAX, u64::MAX, 11_290_409_524_105_353_207)]
    fn known_products(#[case] a: u64, #[case] b: u64, #[case] expected: u64) {
        for (name, mul) in METHODS {
            assert_eq!(mul(a, b), expected, "{name}({a}, {b})");
            assert_eq!(mul(b, a), expected, "{name}({b}, {a})");
        }
        assert_eq!(Nimber(a) * Nimber(b), Nimber(expected));
    }

    // Conway: for a Fermat 2-power F = 2^(2^n), F ⊗ F = F ⊕ F/2, and F ⊗ x = F·x for x < F.
    #[rstest]
    #[case(0)]
    #[case(1)]
    #[case(2)]
    #[case(3)]
    #[case(4)]
    #[case(5)]
    fn fermat_powers(#[case] n: u32) {
        let f = 1u64 << (1u32 << n);
        for (name, mul) in METHODS {
            assert_eq!(mul(f, f), f ^ (f / 2), "{name}: F = 2^(2^{n})");
            for x in [1, 2, 3, f / 2, f - 1].iter().copied().filter(|&x| x < f) {
                assert_eq!(mul(f, x), f * x, "{name}: F = 2^(2^{n}), x = {x}");
            }
        }
    }

    #[test]
    fn compare_with_mex_definition_below_64() {
        let table = mex_table(64);
        for a in 0..64u64 {
            for b in 0..64u64 {
                let expected = table[a as usize][b as usize];
                for (name, mul) in METHODS {
                    assert_eq!(mul(a, b), expected, "{name}({a}, {b})");
                }
                assert_eq!(
                    u64::from(mul8(a as u8, b as u8)),
                    expected,
                    "mul8({a}, {b})"
                );
                assert_eq!(
                    u64::from(mul16(a as u16, b as u16)),
                    expected,
                    "mul16({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut reference = BitwiseReference::new();
        // Every product of two powers of two (Library Checker's power_of_two test).
        for i in 0..64 {
            for j in 0..64 {
                let (a, b) = (1u64 << i, 1u64 << j);
                let expected = reference.mul(a, b);
                for (name, mul) in METHODS {
                    assert_eq!(mul(a, b), expected, "{name}(2^{i}, 2^{j})");
                }
            }
        }
        for _ in 0..1000 {
            let (a, b) = (random_value(&mut rng), random_value(&mut rng));
            let expected = reference.mul(a, b);
            for (name, mul) in METHODS {
                assert_eq!(mul(a, b), expected, "{name}({a}, {b})");
            }
            let (a32, b32) = (a as u32, b as u32);
            let expected32 = reference.mul(u64::from(a32), u64::from(b32));
            assert_eq!(
                u64::from(mul32(a32, b32)),
                expected32,
                "mul32({a32}, {b32})"
            );
            let (a16, b16) = (a as u16, b as u16);
            let expected16 = reference.mul(u64::from(a16), u64::from(b16));
            assert_eq!(
                u64::from(mul16(a16, b16)),
                expected16,
                "mul16({a16}, {b16})"
            );
        }
    }

    #[test]
    fn tables_are_logarithms() {
        for e in 0..65535 {
            assert_eq!(LOG16[EXP16[e] as usize] as usize, e, "exp16({e})");
        }
        for e in 0..255 {
            assert_eq!(LOG8[EXP8[e] as usize] as usize, e, "exp8({e})");
        }
        assert_eq!(EXP8[255], 1);
        assert_eq!(EXP16[65535], 1);
    }

    #[test]
    fn field_axioms() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..1000 {
            let (a, b, c) = (
                Nimber(random_value(&mut rng)),
                Nimber(random_value(&mut rng)),
                Nimber(random_value(&mut rng)),
            );
            let case = format!("a = {a}, b = {b}, c = {c}");
            assert_eq!((a * b) * c, a * (b * c), "associativity: {case}");
            assert_eq!(a * b, b * a, "commutativity: {case}");
            assert_eq!(a * (b + c), a * b + a * c, "distributivity: {case}");
            assert_eq!(a * Nimber::ONE, a, "identity: {case}");
            assert_eq!(
                mul64_log8(mul64_log8(a.0, b.0), c.0),
                mul64_log8(a.0, mul64_log8(b.0, c.0)),
                "associativity of mul64_log8: {case}"
            );
            match a.inverse() {
                Some(inv) => {
                    assert_eq!(a * inv, Nimber::ONE, "inverse: {case}");
                    assert_eq!((b * a) / a, b, "division: {case}");
                }
                None => assert_eq!(a, Nimber::ZERO),
            }
            assert_eq!(a.square(), a * a, "square: {case}");
        }
    }

    #[test]
    fn fixed_factor_agrees_with_mul64() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..50 {
            let factor = Nimber(random_value(&mut rng));
            let table = FixedFactor::new(factor);
            assert_eq!(table.factor(), factor);
            for _ in 0..40 {
                let x = Nimber(random_value(&mut rng));
                assert_eq!(table.mul(x), x * factor, "x = {x}, factor = {factor}");
            }
        }
    }

    #[test]
    fn inverse_is_the_power_minus_two() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let a = Nimber(rng.gen_range(1..=u64::MAX));
            assert_eq!(a.inverse(), Some(a.pow(u64::MAX - 1)), "a = {a}");
        }
        assert_eq!(Nimber(0).inverse(), None);
        assert_eq!(Nimber(1).inverse(), Some(Nimber(1)));
    }

    #[test]
    fn subfield_functions_agree_with_mul64() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..2000 {
            let (a, b) = (rng.r#gen::<u32>(), rng.r#gen::<u32>());
            let (a16, b16) = (a as u16, b as u16);
            assert_eq!(
                u64::from(mul16(a16, b16)),
                mul64(a16.into(), b16.into()),
                "mul16({a16}, {b16})"
            );
            assert_eq!(
                u64::from(mul32(a, b)),
                mul64(a.into(), b.into()),
                "mul32({a}, {b})"
            );
            assert_eq!(
                u64::from(square32(a)),
                mul64(a.into(), a.into()),
                "square32({a})"
            );
            assert_eq!(square32(sqrt32(a)), a, "sqrt32({a})");
            assert_eq!(square16(a16), mul16(a16, a16), "square16({a16})");
            assert_eq!(square16(sqrt16(a16)), a16, "sqrt16({a16})");
            if a != 0 {
                assert_eq!(mul32(a, inv32(a).unwrap()), 1, "inv32({a})");
            }
            if a16 != 0 {
                assert_eq!(mul16(a16, inv16(a16).unwrap()), 1, "inv16({a16})");
            }
            let (a8, b8) = (a as u8, b as u8);
            assert_eq!(
                u64::from(mul8(a8, b8)),
                mul64(a8.into(), b8.into()),
                "mul8({a8}, {b8})"
            );
        }
        assert_eq!(inv32(0), None);
        assert_eq!(inv16(0), None);
    }

    #[test]
    fn square_root() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..1000 {
            let x = Nimber(random_value(&mut rng));
            assert_eq!(x.sqrt().square(), x, "x = {x}");
            assert_eq!(x.square().sqrt(), x, "x = {x}");
        }
        for _ in 0..50 {
            let x = Nimber(rng.r#gen());
            assert_eq!(x.sqrt(), x.pow(1 << 63), "x = {x}");
        }
        assert_eq!(Nimber(0).sqrt(), Nimber(0));
        assert_eq!(Nimber(1).sqrt(), Nimber(1));
    }

    #[test]
    fn pow_is_repeated_product() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..100 {
            let a = Nimber(random_value(&mut rng));
            let mut power = Nimber::ONE;
            for e in 0..40 {
                assert_eq!(a.pow(e), power, "a = {a}, e = {e}");
                power *= a;
            }
        }
    }

    fn check_order(a: Nimber) {
        let order = a.order().unwrap();
        assert_eq!(u64::MAX % order, 0, "order({a}) = {order}");
        assert_eq!(a.pow(order), Nimber::ONE, "a = {a}");
        for p in GROUP_ORDER_PRIMES {
            if order % p == 0 {
                assert_ne!(
                    a.pow(order / p),
                    Nimber::ONE,
                    "a = {a}, order {order}, p = {p}"
                );
            }
        }
    }

    #[test]
    fn order() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let a = Nimber(random_value(&mut rng));
            if a == Nimber::ZERO {
                assert_eq!(a.order(), None);
            } else {
                check_order(a);
            }
        }
        // Brute force for the subfield F(2^8): orders divide 255 and are exact.
        for a in 1..256u64 {
            let mut power = Nimber(a);
            let mut order = 1;
            while power != Nimber::ONE {
                power *= Nimber(a);
                order += 1;
            }
            assert_eq!(Nimber(a).order(), Some(order), "a = {a}");
        }
        assert_eq!(Nimber(GENERATOR8).order(), Some(255));
        assert_eq!(Nimber(GENERATOR16).order(), Some(65535));
    }

    // Codeforces 1310F's sample (smallest exponents; its "1 1" answer 1 is any valid one).
    #[rstest]
    #[case(2, 2, Some(1))]
    #[case(1, 1, Some(0))]
    #[case(2, 3, Some(2))]
    #[case(8, 10, Some(4))]
    #[case(8, 2, None)]
    #[case(321_321_321_321, 2, Some(6_148_914_691_236_517_205))]
    #[case(
        123_214_213_213,
        4_356_903_202_345_442_785,
        Some(68_943_624_821_423_112)
    )]
    #[case(0, 1, Some(0))]
    #[case(0, 0, Some(1))]
    #[case(0, 5, None)]
    #[case(7, 0, None)]
    fn known_logarithms(#[case] base: u64, #[case] target: u64, #[case] expected: Option<u64>) {
        assert_eq!(
            Nimber(target).log(Nimber(base)),
            expected,
            "log_{base}({target})"
        );
    }

    #[test]
    fn log_all_answers_as_log_does() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // Bases and targets from every subfield (orders dividing 3, 15, 255, 65535, 2^32 − 1)
        // and the whole field, powers of the base among the targets, and 0 and 1.
        let value = |rng: &mut ChaCha8Rng| -> u64 {
            let bits = [2u32, 4, 8, 16, 32, 64][rng.gen_range(0..6)];
            match rng.gen_range(0..20) {
                0 => 0,
                1 => 1,
                _ if bits == 64 => rng.r#gen::<u64>(),
                _ => rng.gen_range(0..1u64 << bits),
            }
        };
        for count in [0usize, 1, 2, 3, 7, 50, 200] {
            let pairs: Vec<(Nimber, Nimber)> = (0..count)
                .map(|_| {
                    let base = Nimber(value(&mut rng));
                    let target = if rng.gen_bool(0.5) {
                        base.pow(rng.r#gen::<u64>())
                    } else {
                        Nimber(value(&mut rng))
                    };
                    (base, target)
                })
                .collect();
            let expected: Vec<Option<u64>> = pairs
                .iter()
                .map(|&(base, target)| target.log(base))
                .collect();
            assert_eq!(log_all(&pairs), expected, "pairs {pairs:?}");
        }
    }

    #[test]
    fn project_is_the_power_by_the_cofactor() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut values: Vec<u64> = vec![0, 1, 2, 3, 1 << 32, u64::MAX, 0xFFFF_FFFF];
        values.extend((0..300).map(|_| rng.r#gen::<u64>()));
        for &x in &values {
            for &prime in &GROUP_ORDER_PRIMES {
                assert_eq!(
                    project(Nimber(x), prime),
                    Nimber(x).pow(u64::MAX / prime),
                    "x = {x}, prime {prime}"
                );
            }
        }
    }

    #[test]
    fn log_inverts_pow() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..30 {
            let base = Nimber(rng.gen_range(2..=u64::MAX));
            let order = base.order().unwrap();
            let logs = NimberLog::new(base);
            for _ in 0..3 {
                let e = rng.r#gen::<u64>();
                let target = base.pow(e);
                assert_eq!(logs.log(target), Some(e % order), "base {base}, e = {e}");
            }
            // A random value lies in <base> exactly when its order divides base's order.
            let other = Nimber(rng.gen_range(1..=u64::MAX));
            let expected_some = order % other.order().unwrap() == 0;
            let got = logs.log(other);
            assert_eq!(got.is_some(), expected_some, "base {base}, target {other}");
            if let Some(e) = got {
                assert_eq!(base.pow(e), other, "base {base}, target {other}");
            }
        }
    }

    #[test]
    fn log_of_small_order_bases_by_brute_force() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut outside = 0;
        // Bases of small order: a random element to the power (2^64 - 1) / d has an order
        // dividing d.
        for d in [3u64, 5 * 17, 257, 641, 3 * 5 * 17 * 257] {
            for _ in 0..4 {
                let base = Nimber(rng.gen_range(2..=u64::MAX)).pow(u64::MAX / d);
                let logs = NimberLog::new(base);
                let mut smallest = HashMap::new();
                let mut power = Nimber::ONE;
                for e in 0..d {
                    smallest.entry(power).or_insert(e);
                    power *= base;
                }
                for (&target, &e) in &smallest {
                    assert_eq!(logs.log(target), Some(e), "base {base}, target {target}");
                }
                for _ in 0..20 {
                    let target = Nimber(random_value(&mut rng));
                    let expected = smallest.get(&target).copied();
                    outside += usize::from(expected.is_none());
                    assert_eq!(logs.log(target), expected, "base {base}, target {target}");
                }
            }
        }
        assert!(outside > 0, "no target outside the subgroups was tried");
    }

    #[test]
    fn operators_and_conversions() {
        let (a, b) = (Nimber(12), Nimber(10));
        let mut c = a;
        c += b;
        assert_eq!(c, Nimber(6));
        c -= b;
        assert_eq!(c, a);
        c *= b;
        assert_eq!(c, Nimber(mul64(12, 10)));
        c /= b;
        assert_eq!(c, a);
        assert_eq!(Nimber::from(7u64), Nimber(7));
        assert_eq!(Nimber::from(7u32), Nimber(7));
        assert_eq!(u64::from(Nimber(9)), 9);
        let values = [Nimber(2), Nimber(3), Nimber(4)];
        assert_eq!(values.iter().sum::<Nimber>(), Nimber(5));
        assert_eq!(
            values.iter().copied().product::<Nimber>(),
            Nimber(mul64(mul64(2, 3), 4))
        );
        assert_eq!(
            Vec::<Nimber>::new().into_iter().product::<Nimber>(),
            Nimber::ONE
        );
        assert_eq!(format!("{:>4}", Nimber(13)), "  13");
        assert_eq!(Nimber::default(), Nimber::ZERO);
    }

    #[test]
    #[should_panic(expected = "division by zero")]
    fn division_by_zero_panics() {
        let _ = Nimber(5) / Nimber(0);
    }
}
