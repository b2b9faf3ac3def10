//! The `max-*` testdata — 40 piles of up to 40 boxes, built so that many choices of piles miss
//! a zero sum by 2^−39 or 2^−38 only — regenerated from fixed seeds, and their outputs
//! recomputed by a second method written apart from the solution and from `gamecore`: each
//! pile valued by Berlekamp's rule in `i128` units of 2^−40, and the zero sums found with a
//! hash map over another split of the piles (the first 19 against the last 21).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};
use testkit::rand::seq::SliceRandom;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// The units of the second method: 2^40, one bit finer than any pile of 40 boxes needs.
const UNIT_BITS: u32 = 40;

/// A pile's value in units of 2^−40 by Berlekamp's rule: the first run of `k` boxes of the
/// bottom colour is worth `k` (for black, `−k` for white), and after it the `j`-th box is
/// worth `±2^−j`, plus for black and minus for white.
fn value_in_units(pile: &[u8]) -> i128 {
    assert!(pile.len() <= 40);
    let sign = |letter: u8| if letter == b'B' { 1 } else { -1 };
    let run = pile.iter().take_while(|&&b| b == pile[0]).count();
    let mut value = (sign(pile[0]) * run as i128) << UNIT_BITS;
    for (j, &letter) in pile[run..].iter().enumerate() {
        value += sign(letter) * (1i128 << (UNIT_BITS - 1 - j as u32));
    }
    value
}

/// The largest number of boxes in a choice of `piles` whose values add up to 0: every subset
/// of the first 19 piles in a hash map (sum → most boxes), then every subset of the others
/// looked up by the opposite sum. With `kept_bits` < 40, every value is first rounded to the
/// nearest multiple of 2^−`kept_bits` (halves away from zero, so that a pile and its mirror
/// still cancel), to show what a scale too coarse would answer.
fn second_method(piles: &[Vec<u8>], kept_bits: u32) -> usize {
    let drop = UNIT_BITS - kept_bits;
    let values: Vec<(i128, usize)> = piles
        .iter()
        .map(|p| (rounded(value_in_units(p), drop), p.len()))
        .collect();
    let split = values.len().min(19);
    let (first, second) = values.split_at(split);
    let mut most: HashMap<i128, usize, BuildHasherDefault<MixHasher>> = HashMap::default();
    for (sum, boxes) in every_subset(first) {
        let entry = most.entry(sum).or_insert(0);
        *entry = (*entry).max(boxes);
    }
    let mut best = 0;
    for (sum, boxes) in every_subset(second) {
        if let Some(&more) = most.get(&-sum) {
            best = best.max(boxes + more);
        }
    }
    best
}

/// A multiply-and-rotate hasher for the `i128` sums: the standard SipHash is made for
/// untrusted keys, and costs most of the second method's time here.
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(23) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

/// The sum and the box count of every subset of `piles` (2^len of them, repeats kept).
fn every_subset(piles: &[(i128, usize)]) -> Vec<(i128, usize)> {
    let mut all = vec![(0, 0)];
    for &(value, count) in piles {
        let with: Vec<(i128, usize)> = all.iter().map(|&(s, b)| (s + value, b + count)).collect();
        all.extend(with);
    }
    all
}

/// `value` rounded to the nearest multiple of 2^`drop`, halves away from zero.
fn rounded(value: i128, drop: u32) -> i128 {
    if drop == 0 {
        return value;
    }
    let half = 1i128 << (drop - 1);
    value.signum() * (((value.abs() + half) >> drop) << drop)
}

fn parse(input: &str) -> Vec<Vec<u8>> {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    (0..n)
        .map(|_| tokens.next().unwrap().as_bytes().to_vec())
        .collect()
}

/// The pile of 40 boxes with one bottom box worth `units` (an odd multiple of 2^−39, strictly
/// between 0 and 1 or −1 and 0, in units of 2^−40). For a positive `x` such a pile is `B`,
/// `W` (together worth 1/2), then 38 boxes worth `±2^−2 … ±2^−39`: with `b_j` = 1 for black
/// and 0 for white, those add up to `2·Σ b_j 2^−j − (1/2 − 2^−39)`, so in units of 2^−39
/// the digits `Σ b_j 2^(39−j)` are `(x − 1) / 2`. A negative `x` is the mirror of `−x`.
fn pile_worth(units: i128) -> Vec<u8> {
    assert!(units != 0 && units.abs() < 1 << UNIT_BITS && (units >> 1) & 1 == 1 && units & 1 == 0);
    if units < 0 {
        return mirrored(&pile_worth(-units));
    }
    let x = units >> 1; // in units of 2^−39
    let digits = (x - 1) / 2;
    let mut pile = b"BW".to_vec();
    for j in 2..=39 {
        pile.push(if digits >> (39 - j) & 1 == 1 {
            b'B'
        } else {
            b'W'
        });
    }
    assert_eq!(value_in_units(&pile), units);
    pile
}

/// The pile with every colour swapped: worth exactly minus the pile.
fn mirrored(pile: &[u8]) -> Vec<u8> {
    pile.iter()
        .map(|&b| if b == b'B' { b'W' } else { b'B' })
        .collect()
}

/// A random pile of `len` boxes starting with `first`, the first run `run` long.
fn random_pile(rng: &mut ChaCha8Rng, len: usize, run: usize, first: u8) -> Vec<u8> {
    let other = if first == b'B' { b'W' } else { b'B' };
    let mut pile = vec![first; run];
    if run < len {
        pile.push(other);
    }
    while pile.len() < len {
        pile.push(if rng.gen_bool(0.5) { b'B' } else { b'W' });
    }
    pile
}

/// Three piles of 40 boxes adding up to exactly `2^−39 · sign`: two random ones (one black at
/// the bottom, one white, so that their sum lies strictly between −1 and 1) and the pile worth
/// the rest.
fn near_miss_triple(rng: &mut ChaCha8Rng, sign: i128) -> [Vec<u8>; 3] {
    let a = random_pile(rng, 40, 1, b'B');
    let b = random_pile(rng, 40, 1, b'W');
    let rest = sign * 2 - value_in_units(&a) - value_in_units(&b);
    let c = pile_worth(rest);
    [a, b, c]
}

/// Four piles of 40 boxes adding up to exactly 0, none the mirror of another.
fn zero_quad(rng: &mut ChaCha8Rng) -> [Vec<u8>; 4] {
    loop {
        let a = random_pile(rng, 40, 1, b'B');
        let b = random_pile(rng, 40, 1, b'B');
        let c = random_pile(rng, 40, 1, b'W');
        let rest = -(value_in_units(&a) + value_in_units(&b) + value_in_units(&c));
        if rest.abs() < 1 << UNIT_BITS {
            return [a, b, c, pile_worth(rest)];
        }
    }
}

/// The `max-{which}` input:
/// 1. seven triples that each miss 0 by +2^−39 (all 40 boxes), nine pairs of a pile and its
///    mirror, and one random pile: only the pairs cancel exactly;
/// 2. ten quadruples that each add up to 0 (no pile the mirror of another): all 1600 boxes;
/// 3. thirteen triples that each miss by +2^−39 and one random pile: nothing cancels;
/// 4. ten pairs of a 40-box pile and its first 39 boxes mirrored (missing by ±2^−39, the last
///    box's weight), and ten mirrored pairs of random lengths and first runs;
/// 5. forty piles of random lengths (1 to 40) and first runs, twelve of them mirrors of others.
fn generate(which: u32) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(1377 + u64::from(which));
    let mut piles: Vec<Vec<u8>> = Vec::new();
    let random_length_pile = |rng: &mut ChaCha8Rng| {
        let len = rng.gen_range(1..=40);
        let run = rng.gen_range(1..=len.min(6));
        let first = if rng.gen_bool(0.5) { b'B' } else { b'W' };
        random_pile(rng, len, run, first)
    };
    match which {
        1 => {
            for _ in 0..7 {
                piles.extend(near_miss_triple(&mut rng, 1));
            }
            for _ in 0..9 {
                let pile = random_pile(&mut rng, 40, 1, b'B');
                piles.push(mirrored(&pile));
                piles.push(pile);
            }
            piles.push(random_pile(&mut rng, 40, 1, b'W'));
        }
        2 => {
            for _ in 0..10 {
                piles.extend(zero_quad(&mut rng));
            }
        }
        3 => {
            for _ in 0..13 {
                piles.extend(near_miss_triple(&mut rng, 1));
            }
            piles.push(random_pile(&mut rng, 40, 1, b'B'));
        }
        4 => {
            for _ in 0..10 {
                let pile = random_pile(&mut rng, 40, 1, b'B');
                piles.push(mirrored(&pile[..39]));
                piles.push(pile);
                let other = random_length_pile(&mut rng);
                piles.push(mirrored(&other));
                piles.push(other);
            }
        }
        _ => {
            for _ in 0..28 {
                piles.push(random_length_pile(&mut rng));
            }
            for _ in 0..12 {
                let original = piles[rng.gen_range(0..28)].clone();
                piles.push(mirrored(&original));
            }
        }
    }
    piles.shuffle(&mut rng);
    let mut input = format!("{}\n", piles.len());
    for pile in &piles {
        writeln!(input, "{}", String::from_utf8_lossy(pile)).unwrap();
    }
    input
}

const MAX_CASES: u32 = 5;

#[test]
fn max_inputs_come_from_the_generator() {
    for which in 1..=MAX_CASES {
        let name = format!("max-{which}.in");
        testkit::testdata::assert_generated("aoj1377", &name, &generate(which));
    }
}

#[test]
fn max_outputs_match_the_second_method() {
    testkit::testdata::assert_agrees("aoj1377", "max-", MAX_CASES as usize, |input| {
        format!("{}\n", second_method(&parse(input), UNIT_BITS))
    });
}

/// The max cases are built to catch a scale too coarse for the values: with every value
/// rounded to a multiple of 2^−30, near misses read as zero sums and the answer grows. The
/// exact answers are the stored outputs, which `max_outputs_match_the_second_method` proves;
/// they are also what the construction gives where it decides alone: only the nine pairs
/// cancel in max-1, all forty piles in max-2, nothing in max-3.
#[test]
fn max_cases_need_every_bit() {
    let exact = |which: u32| -> usize {
        let out = testkit::testdata::stored("aoj1377", &format!("max-{which}.out"));
        out.trim().parse().unwrap()
    };
    assert_eq!((exact(1), exact(2), exact(3)), (720, 1600, 0));
    for which in [1, 3, 4] {
        let coarse = second_method(&parse(&generate(which)), 30);
        assert!(
            coarse > exact(which),
            "max-{which}: {coarse} vs {}",
            exact(which)
        );
    }
}

/// Berlekamp's rule of the second method against worked values, and the constructed piles
/// against the values they were built for.
#[test]
fn second_method_values() {
    let unit = 1i128 << UNIT_BITS;
    assert_eq!(value_in_units(b"BBWB"), unit * 7 / 4);
    assert_eq!(value_in_units(b"WBB"), -unit / 4);
    assert_eq!(value_in_units(b"BBW"), unit * 3 / 2);
    assert_eq!(value_in_units(b"W"), -unit);
    let pile = pile_worth(2);
    assert_eq!(pile.len(), 40);
    assert_eq!(value_in_units(&pile), 2);
    assert_eq!(value_in_units(&pile_worth(-unit + 2)), -unit + 2);
}

/// Writes `testdata/aoj1377/max-*.in`: `cargo test -p aoj1377 --test max -- --ignored`, then
/// `BLESS=1 cargo test -p aoj1377 --test max` for the outputs.
#[test]
#[ignore = "regenerates testdata"]
fn write_max_inputs() {
    for which in 1..=MAX_CASES {
        let path = testkit::testdata::dir("aoj1377").join(format!("max-{which}.in"));
        std::fs::write(path, generate(which)).unwrap();
    }
}
