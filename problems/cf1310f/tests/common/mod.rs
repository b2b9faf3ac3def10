//! Independent nimber arithmetic for the tests: the product from the statement's rules, powers
//! and orders (`testkit::nimber`), the special judge's checker, and a plain discrete logarithm.
//! Nothing here uses `gamecore::nimber`.

#![allow(dead_code)] // each test crate uses its own part

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::input::counted_pairs;

pub use testkit::nimber::{SlowField, PRIMES};

/// Whether `b` is a power of `a` (both non-zero): in a cyclic group the powers of `a` are
/// exactly the elements whose order divides that of `a`.
pub fn is_power(field: &SlowField, a: u64, b: u64) -> bool {
    field.pow(b, field.order(a)) == 1
}

/// The special judge: is `answer` (one output line) a correct answer for `(a, b)`? An `x` must
/// satisfy `a^⊙x = b`; `-1` must be said exactly when no `x` exists.
pub fn check_answer(field: &SlowField, a: u64, b: u64, answer: &str) -> Result<(), String> {
    if answer == "-1" {
        return if is_power(field, a, b) {
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

/// The output for `input` with the answer for each pair from `log`: the `x` it finds, or `-1`.
pub fn output_of(input: &str, mut log: impl FnMut(u64, u64) -> Option<u64>) -> String {
    let mut out = String::new();
    for (a, b) in counted_pairs::<u64>(input) {
        match log(a, b) {
            Some(x) => writeln!(out, "{x}").unwrap(),
            None => out.push_str("-1\n"),
        }
    }
    out
}

/// Checks a whole output against its input with [`check_answer`]; with `smallest`, also that
/// each `x` is the smallest one (below the order of `a`: powers repeat with that period).
pub fn check_output(
    field: &SlowField,
    input: &str,
    output: &str,
    smallest: bool,
) -> Result<(), String> {
    let pairs = counted_pairs::<u64>(input);
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

/// Checks every case `testdata/cf1310f/<prefix>*.in` (at least `at_least` of them): its `.out`
/// must be what `method` computes (so `BLESS=1` rewrites them from it), and those answers
/// must pass the checker as the smallest.
pub fn assert_testdata_agrees(
    prefix: &str,
    at_least: usize,
    method: impl Fn(&SlowField, &str) -> String,
) {
    let field = SlowField::new();
    testkit::testdata::assert_agrees("cf1310f", prefix, at_least, |input| {
        let output = method(&field, input);
        check_output(&field, input, &output, true).unwrap();
        output
    });
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
