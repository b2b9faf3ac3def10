//! What table-makers publish about a nim-sequence G(0..=N), beyond its period: a checksum to
//! compare runs, the value frequencies and the share of P-positions, the rare/common split
//! (the rare mask, how many heaps are rare, the last rare one) as in Flammenkamp's and
//! Czajka's tables, and the exceptions to the period counted without listing them all.
//!
//! # The checksum
//! See [`crate::checksum`].
//!
//! # The rare/common split
//! For a mask m, a value v is *rare* when v & m has an even number of 1-bits (0 is always
//! rare) and *common* otherwise. The rare mask reported is the m ≥ 1 that makes the fewest
//! heaps n ≤ N rare (the least such m on a tie), found by a Walsh–Hadamard transform of the
//! value counts; heap 0 counts, as in Czajka's tables. When even that mask leaves more than a
//! quarter of the heaps rare, or a value needs more than 16 bits, there is no split to report.

use crate::analysis::Sequence;
use crate::checksum::checksum;
use gamecore::mex::Grundy;
use gamecore::octal::NimValues;

/// The rare/common split of a sequence (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RareSplit {
    /// The mask.
    pub mask: u32,
    /// How many heaps n ≤ N have a rare value (heap 0 included).
    pub rare_heaps: usize,
    /// The largest n ≤ N with a rare value.
    pub last_rare: usize,
}

/// The largest value bits a rare mask is looked for in (the transform has 2^bits entries).
const MAX_MASK_BITS: u32 = 16;

/// How many heaps have each value: `counts[v]`, as long as the largest value + 1.
pub fn frequencies(values: &NimValues) -> Vec<u64> {
    let mut counts: Vec<u64> = Vec::new();
    for v in values.iter() {
        let v = v as usize;
        if v >= counts.len() {
            counts.resize(v + 1, 0);
        }
        counts[v] += 1;
    }
    counts
}

/// The rare/common split with the fewest rare heaps, if one leaves at most a quarter of them
/// rare.
///
/// # Complexity
/// O(N) for the last rare heap, O(B·2^B) for the transform, B the bits of the largest value.
pub fn rare_split(values: &NimValues, counts: &[u64]) -> Option<RareSplit> {
    let largest = counts.len().checked_sub(1)?;
    let bits = usize::BITS - largest.leading_zeros();
    if bits == 0 || bits > MAX_MASK_BITS {
        return None;
    }
    // W[m] = Σ_v counts[v]·(−1)^popcount(v & m), so (total + W[m]) / 2 heaps are rare.
    let mut transform: Vec<i64> = vec![0; 1 << bits];
    for (v, &c) in counts.iter().enumerate() {
        transform[v] = c as i64;
    }
    let mut half = 1;
    while half < transform.len() {
        for block in transform.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
    let total = transform[0];
    let (mask, w) = transform
        .iter()
        .enumerate()
        .skip(1)
        .min_by_key(|&(m, &w)| (w, m))
        .map(|(m, &w)| (m as u32, w))?;
    // total + w is even: the rare heaps counted twice.
    let rare_heaps = ((total + w) as usize) / 2;
    if 4 * rare_heaps > total as usize {
        return None;
    }
    let is_rare = |v: Grundy| (v & mask).count_ones().is_multiple_of(2);
    let last_rare = (0..values.len())
        .rev()
        .find(|&n| is_rare(values.get(n)))
        .expect("G(0) = 0 is rare");
    Some(RareSplit {
        mask,
        rare_heaps,
        last_rare,
    })
}

/// The exceptions to a sequence's pattern (see [`Sequence::exceptions`]) in brief.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exceptions {
    /// How many there are.
    pub count: usize,
    /// The last one.
    pub last: Option<usize>,
    /// The first few, ascending.
    pub first: Vec<usize>,
}

/// The exceptions of `sequence`: how many, the last, and the first `listed` of them, without
/// holding them all (a pre-period of 10^8 may have millions).
pub fn exceptions(sequence: &Sequence, listed: usize) -> Exceptions {
    let mut summary = Exceptions {
        count: 0,
        last: None,
        first: Vec::new(),
    };
    sequence.for_each_exception(|n| {
        summary.count += 1;
        summary.last = Some(n);
        if summary.first.len() < listed {
            summary.first.push(n);
        }
    });
    summary
}

/// Everything above for one sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// FNV-1a 64 of the values (see [`checksum`]).
    pub checksum: u64,
    /// `frequencies[v]`: how many n ≤ N have G(n) = v.
    pub frequencies: Vec<u64>,
    /// The largest value and the first n where it occurs.
    pub largest: (usize, Grundy),
    /// The split, if the values have one.
    pub rare: Option<RareSplit>,
    /// The exceptions, the first 40 listed; `None` when they cannot be told (no pattern, or
    /// fewer values than its pre-period and a period).
    pub exceptions: Option<Exceptions>,
}

/// How many exceptions the text lists.
pub const LISTED_EXCEPTIONS: usize = 40;

impl Summary {
    /// The summary of `sequence`.
    pub fn of(sequence: &Sequence) -> Self {
        let frequencies = frequencies(&sequence.values);
        Self {
            checksum: checksum(&sequence.values),
            rare: rare_split(&sequence.values, &frequencies),
            largest: sequence
                .values
                .max_with_index()
                .expect("G(0) is always there"),
            frequencies,
            exceptions: sequence
                .exceptions_known()
                .then(|| exceptions(sequence, LISTED_EXCEPTIONS)),
        }
    }

    /// How many heaps n ≤ N are P-positions (G(n) = 0; heap 0 among them).
    pub fn p_positions(&self) -> u64 {
        self.frequencies.first().copied().unwrap_or(0)
    }

    /// How many values there are.
    pub fn total(&self) -> u64 {
        self.frequencies.iter().sum()
    }
}

#[cfg(test)]
mod tests {
    use super::{frequencies, rare_split};
    use gamecore::mex::Grundy;
    use gamecore::octal::{HeapGame, NimValues};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_rare_mask_makes_the_fewest_heaps_rare() {
        // Brute force over every mask below 2^bits on random value lists.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let top = rng.gen_range(1..40);
            let common: Vec<Grundy> = (0..rng.gen_range(1..5))
                .map(|_| rng.gen_range(0..top))
                .collect();
            let values: Vec<Grundy> = (0..rng.gen_range(1..200))
                .map(|n| {
                    if n == 0 {
                        0
                    } else if rng.gen_bool(0.9) {
                        common[rng.gen_range(0..common.len())]
                    } else {
                        rng.gen_range(0..top)
                    }
                })
                .collect();
            let stored = NimValues::from_values(&values);
            let got = rare_split(&stored, &frequencies(&stored));
            let largest = *values.iter().max().unwrap();
            let bits = 32 - largest.leading_zeros();
            let rare = |m: u32, v: Grundy| (v & m).count_ones().is_multiple_of(2);
            let best = (1..1u32 << bits)
                .map(|m| (values.iter().filter(|&&v| rare(m, v)).count(), m))
                .min();
            let expected =
                best.filter(|&(count, _)| 4 * count <= values.len())
                    .map(|(count, m)| {
                        let last = values.iter().rposition(|&v| rare(m, v)).unwrap();
                        (m, count, last)
                    });
            assert_eq!(
                got.map(|s| (s.mask, s.rare_heaps, s.last_rare)),
                expected,
                "{values:?}"
            );
        }
    }

    #[test]
    fn frequencies_count_every_value() {
        let values = HeapGame::parse("0.77").unwrap().nim_sequence(500);
        let counts = frequencies(&NimValues::from_values(&values));
        for (v, &c) in counts.iter().enumerate() {
            assert_eq!(
                c,
                values.iter().filter(|&&x| x as usize == v).count() as u64
            );
        }
        assert_eq!(counts.iter().sum::<u64>(), 501);
    }
}
