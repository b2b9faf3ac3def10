//! Independent nimber arithmetic for the tests: the product from the statement's rules, powers,
//! orders, the special judge's checker, and a plain discrete logarithm. Nothing here uses
//! `gamecore::nimber`.

#![allow(dead_code)] // each test crate uses its own part

use std::collections::HashMap;

/// 2^64 − 1, the order of the multiplicative group, and its prime factors (checked below by
/// trial division and by their product).
pub const GROUP_ORDER: u64 = u64::MAX;
pub const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65_537, 6_700_417];

/// Nim products from the statement's rules: `F ⊙ x = F·x` for `x < F` and `F ⊙ F = 3F/2`,
/// `F = 2^(2^n)`, and distributivity over xor. `2^i ⊙ 2^j` is tabulated once, by the
/// statement's recursion on the largest Fermat 2-power involved.
pub struct SlowField {
    powers: Vec<[u64; 64]>,
}

impl SlowField {
    pub fn new() -> Self {
        let mut field = SlowField {
            powers: vec![[0; 64]; 64],
        };
        // Rows in increasing order: the recursion only reads smaller exponents, or row
        // entries with a smaller second exponent.
        for i in 0..64 {
            for j in 0..64 {
                field.powers[i as usize][j as usize] = field.powers_of_two(i, j);
            }
        }
        field
    }

    /// `2^i ⊙ 2^j` from the entries already filled.
    fn powers_of_two(&self, i: u32, j: u32) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        let half = 1u32 << (31 - i.max(j).leading_zeros());
        match (i >= half, j >= half) {
            // F ⊙ F ⊙ (2^(i−h) ⊙ 2^(j−h)): 3F/2 times something below F.
            (true, true) => {
                let rest = self.powers[(i - half) as usize][(j - half) as usize];
                self.mul(3 << (half - 1), rest)
            }
            (true, false) => self.powers[(i - half) as usize][j as usize] << half,
            (false, _) => self.powers[i as usize][(j - half) as usize] << half,
        }
    }

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

    /// `a^⊙e` by square-and-multiply, `a^⊙0 = 1`.
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

    /// The multiplicative order of `a ≠ 0`: remove each prime from 2^64 − 1 while the power
    /// stays 1 (the order is squarefree).
    pub fn order(&self, a: u64) -> u64 {
        assert_ne!(a, 0);
        let mut order = GROUP_ORDER;
        for p in PRIMES {
            if self.pow(a, order / p) == 1 {
                order /= p;
            }
        }
        order
    }

    /// Whether `b` is a power of `a` (both non-zero): in a cyclic group the powers of `a`
    /// are exactly the elements whose order divides that of `a`.
    pub fn is_power(&self, a: u64, b: u64) -> bool {
        self.pow(b, self.order(a)) == 1
    }
}

/// The special judge: is `answer` (one output line) a correct answer for `(a, b)`? An `x` must
/// satisfy `a^⊙x = b`; `-1` must be said exactly when no `x` exists.
pub fn check_answer(field: &SlowField, a: u64, b: u64, answer: &str) -> Result<(), String> {
    if answer == "-1" {
        return if field.is_power(a, b) {
            Err(format!("{a} {b}: -1, but {b} is a power of {a}"))
        } else {
            Ok(())
        };
    }
    let x: u64 = answer
        .parse()
        .ok()
        .filter(|_| answer.bytes().all(|c| c.is_ascii_digit()))
        .ok_or_else(|| format!("{a} {b}: {answer:?} is neither -1 nor a number below 2^64"))?;
    let power = field.pow(a, x);
    if power == b {
        Ok(())
    } else {
        Err(format!("{a} {b}: {a}^{x} is {power}, not {b}"))
    }
}

/// The pairs of an input (tokens after `t` of them are ignored).
pub fn pairs_of(input: &str) -> Vec<(u64, u64)> {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a u64"));
    let t = numbers.next().expect("t") as usize;
    (0..t)
        .map(|_| (numbers.next().expect("a"), numbers.next().expect("b")))
        .collect()
}

/// Checks a whole output against its input with [`check_answer`]; with `smallest`, also that
/// each `x` is the smallest one (below the order of `a`: powers repeat with that period).
pub fn check_output(
    field: &SlowField,
    input: &str,
    output: &str,
    smallest: bool,
) -> Result<(), String> {
    let pairs = pairs_of(input);
    let lines: Vec<&str> = output.lines().collect();
    if lines.len() != pairs.len() || !output.ends_with('\n') {
        return Err(format!(
            "{} pairs, {} lines: {output:?}",
            pairs.len(),
            lines.len()
        ));
    }
    for (i, (&(a, b), line)) in pairs.iter().zip(&lines).enumerate() {
        check_answer(field, a, b, line).map_err(|e| format!("pair {}: {e}", i + 1))?;
        if smallest && *line != "-1" {
            let x: u64 = line.parse().expect("checked");
            let order = field.order(a);
            if x >= order {
                return Err(format!(
                    "pair {}: {x} is not below the order {order} of {a}",
                    i + 1
                ));
            }
        }
    }
    Ok(())
}

/// `x ↦ x ⊙ c` as eight byte tables (the product is linear over GF(2)), built from
/// [`SlowField`] products of `c` with single bits.
struct TimesConstant([[u64; 256]; 8]);

impl TimesConstant {
    fn new(field: &SlowField, c: u64) -> Self {
        let mut tables = [[0u64; 256]; 8];
        for (byte, table) in tables.iter_mut().enumerate() {
            for v in 1..256usize {
                let low = v & v.wrapping_neg();
                let bit = field.mul(c, (low as u64) << (8 * byte));
                table[v] = table[v ^ low] ^ bit;
            }
        }
        TimesConstant(tables)
    }

    fn apply(&self, x: u64) -> u64 {
        x.to_le_bytes()
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &byte)| acc ^ self.0[i][byte as usize])
    }
}

/// The `y < p` with `base^y = target`, where `base` has prime order `p`: baby steps in a
/// `HashMap`, giant steps by `base^(−m)`.
fn log_in_prime_subgroup(field: &SlowField, base: u64, target: u64, p: u64) -> Option<u64> {
    let m = (1..=p).find(|&m| m * m >= p).expect("m = p at the latest");
    let step = TimesConstant::new(field, base);
    let mut babies = HashMap::new();
    let mut power = 1;
    for j in 0..m {
        babies.entry(power).or_insert(j);
        power = step.apply(power);
    }
    let giant = TimesConstant::new(field, field.pow(base, p - m % p));
    let mut value = target;
    for i in 0..m {
        if let Some(&j) = babies.get(&value) {
            return Some((i * m + j) % p);
        }
        value = giant.apply(value);
    }
    None
}

/// The second method: the smallest `x` with `a^⊙x = b`, or `None`, by a plain Pohlig–Hellman
/// on [`SlowField`] arithmetic: the answer modulo each prime `p` of the order of `a` from the
/// projections `a^(ord/p)`, `b^(ord/p)`, joined by the Chinese remainder theorem in `u128`.
pub fn discrete_log(field: &SlowField, a: u64, b: u64) -> Option<u64> {
    let order = field.order(a);
    if field.pow(b, order) != 1 {
        return None;
    }
    let (mut x, mut modulus) = (0u128, 1u128);
    for p in PRIMES.iter().copied().filter(|p| order % p == 0) {
        let cofactor = order / p;
        let y = log_in_prime_subgroup(field, field.pow(a, cofactor), field.pow(b, cofactor), p)?;
        // x' = x + k·modulus with k ≡ (y − x)·modulus⁻¹ (mod p); the inverse by Fermat.
        let p128 = u128::from(p);
        let inverse = pow_mod(modulus % p128, p128 - 2, p128);
        let k = (u128::from(y) + p128 - x % p128) % p128 * inverse % p128;
        x += k * modulus;
        modulus *= p128;
    }
    Some(x as u64)
}

fn pow_mod(mut base: u128, mut e: u128, m: u128) -> u128 {
    let mut result = 1;
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        e >>= 1;
    }
    result
}

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

#[test]
fn slow_field_has_the_statement_values() {
    let field = SlowField::new();
    assert_eq!(field.mul(4, 4), 6);
    assert_eq!(field.mul(8, 8), 13);
    assert_eq!(field.mul(32, 64), 141);
    assert_eq!(field.mul(5, 6), 8);
    assert_eq!(field.pow(2, 3), 1);
    assert_eq!(field.pow(8, 4), 10);
    assert_eq!(field.order(8), 5);
    assert_eq!(field.order(1), 1);
}
