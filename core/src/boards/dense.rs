//! One-word table entries for dense keys. When every key a ruleset gives has the tag
//! [`DENSE_TAG`] and bits below 2^w (w ≤ 64; [`super::Ruleset::dense_key_bits`]), the tables
//! hash a key by a bijection of w-bit numbers, pick the bucket by the hash's low bits, and keep
//! in the entry only the hash's bits from `low` up (at most 47 of them) beside 17 bits of what
//! is known. An entry is then one word, eight to a cache line where two-word entries fit four,
//! and a look-up is still exact: two keys in one bucket with the same kept bits have the same
//! hash (the bucket gives its low bits, at least `low` of them), hence are the same key.
//!
//! What the 17 bits hold: whether the value is known (bit 16), the component's size up to 63
//! (bits 10–15, for which entry a full bucket drops), and the value (below 2^8) or the values
//! below 10 it is known not to have (bits 0–9). A refutation of values of 10 or more only is
//! not kept; the table may forget anything, and no entry is ever 0 (a free slot).
//!
//! # Example
//! ```
//! use gamecore::boards::dense::DenseKeys;
//! use gamecore::boards::Known;
//! let keys = DenseKeys::new(40).unwrap();
//! let hash = keys.hash(0xAB_CDEF_0123);
//! assert_eq!(keys.unhash(hash), 0xAB_CDEF_0123); // a bijection of 40-bit numbers
//! let word = keys.word(hash, Known { value: Some(3), not: 0 }, 12).unwrap();
//! assert!(keys.matches(word, hash));
//! assert_eq!(keys.known(word).value, Some(3));
//! assert!(keys.word(hash, Known { value: None, not: 1 << 12 }, 12).is_none()); // nothing kept
//! ```
//!
//! # Complexity
//! A hash, an entry, a test: a few word operations; [`DenseKeys::unhash`] O(w) (for saving a
//! table only).

use super::Known;

/// The tag of every dense key.
pub const DENSE_TAG: u32 = 1;

/// The fewest bucket bits a dense table has (a table of 2^10 buckets of 64 bytes, 64 KiB, as
/// a two-word table starts with).
const LEAST_LOW: u32 = 10;

/// The most bits of a hash an entry keeps.
const KEPT: u32 = 47;

const KNOWN: u64 = 1 << 16;
const META: u32 = 17;
const SIZE_SHIFT: u32 = 10;
const PAYLOAD: u64 = (1 << SIZE_SHIFT) - 1;

/// Odd multipliers (those of SplitMix64's finaliser) and their inverses modulo 2^64, which are
/// their inverses modulo every 2^w too.
const FIRST: u64 = 0xBF58_476D_1CE4_E5B9;
const SECOND: u64 = 0x94D0_49BB_1331_11EB;
const FIRST_INVERSE: u64 = inverse(FIRST);
const SECOND_INVERSE: u64 = inverse(SECOND);

/// The inverse of an odd `k` modulo 2^64, by Newton's iteration (each step doubles the bits
/// that are right; k is its own inverse modulo 8).
const fn inverse(k: u64) -> u64 {
    let mut x = k;
    let mut step = 0;
    while step < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(k.wrapping_mul(x)));
        step += 1;
    }
    x
}

/// How a table keeps dense keys of `width` bits: the bijection, and which of its bits an
/// entry keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DenseKeys {
    width: u32,
    /// The fewest bucket bits of a table holding these keys: the bits of a hash below it are
    /// the bucket's, the others (at most [`KEPT`]) the entry's.
    low: u32,
    mask: u64,
    shift: u32,
}

impl DenseKeys {
    /// The scheme for keys below 2^`width`; `None` unless 1 ≤ `width` ≤ 64.
    pub fn new(width: u32) -> Option<Self> {
        if !(1..=64).contains(&width) {
            return None;
        }
        Some(DenseKeys {
            width,
            low: LEAST_LOW.max(width.saturating_sub(KEPT)),
            mask: u64::MAX >> (64 - width),
            shift: (width + 1) / 2,
        })
    }

    /// The fewest buckets of a table holding these keys (a power of two).
    pub fn least_buckets(&self) -> usize {
        1 << self.low
    }

    /// Whether `bits` is a key of this width.
    pub fn holds(&self, bits: u64) -> bool {
        bits <= self.mask
    }

    /// The hash of the key `bits` (below 2^width): a bijection of the numbers below 2^width,
    /// whose low bits pick the bucket.
    pub fn hash(&self, bits: u64) -> u64 {
        let mut h = bits.wrapping_mul(FIRST) & self.mask;
        h ^= h >> self.shift;
        h = h.wrapping_mul(SECOND) & self.mask;
        h ^ h >> self.shift
    }

    /// The key whose hash is `hash`.
    pub fn unhash(&self, hash: u64) -> u64 {
        let mut x = self.undo_shift(hash);
        x = x.wrapping_mul(SECOND_INVERSE) & self.mask;
        x = self.undo_shift(x);
        x.wrapping_mul(FIRST_INVERSE) & self.mask
    }

    /// The x with x ^ x >> shift = y.
    fn undo_shift(&self, y: u64) -> u64 {
        let mut x = y;
        let mut part = y >> self.shift;
        while part != 0 {
            x ^= part;
            part >>= self.shift;
        }
        x
    }

    /// The entry for the key of hash `hash`, a component of `size` cells, when `known` says
    /// something the entry can hold (`None`: a refutation of values of 10 or more only).
    ///
    /// # Panics
    /// If the value is 2^8 or more (as [`super::Table::put`]).
    pub fn word(&self, hash: u64, known: Known, size: u32) -> Option<u64> {
        let payload = match known.value {
            Some(v) => {
                assert!(v < 256, "value out of range");
                KNOWN | u64::from(v)
            }
            None if u64::from(known.not) & PAYLOAD == 0 => return None,
            None => u64::from(known.not) & PAYLOAD,
        };
        Some((hash >> self.low) << META | u64::from(size.min(63)) << SIZE_SHIFT | payload)
    }

    /// Whether `word` is the entry of the key of hash `hash` (in its bucket).
    #[inline]
    pub fn matches(&self, word: u64, hash: u64) -> bool {
        word != 0 && word >> META == hash >> self.low
    }

    /// Whether the entries `a` and `b`, both of one bucket, are of the same key.
    #[inline]
    pub fn same_key(&self, a: u64, b: u64) -> bool {
        a >> META == b >> META
    }

    /// What the entry `word` says of its key.
    pub fn known(&self, word: u64) -> Known {
        if word & KNOWN != 0 {
            Known {
                value: Some((word & 0xFF) as u32),
                not: 0,
            }
        } else {
            Known {
                value: None,
                not: (word & PAYLOAD) as u32,
            }
        }
    }

    /// The component's size an entry keeps (up to 63).
    pub fn size(&self, word: u64) -> u32 {
        (word >> SIZE_SHIFT & 63) as u32
    }

    /// Which entry a full bucket drops first (the least): refutations before values, then
    /// smaller components before larger ones.
    pub fn keep_rank(&self, word: u64) -> u64 {
        word >> SIZE_SHIFT & 127
    }

    /// Bit `bit` (at least `low`) of the hash of the entry `word`'s key: where a doubling
    /// from 2^`bit` buckets sends it.
    pub fn hash_bit(&self, word: u64, bit: u32) -> bool {
        word >> (META + bit - self.low) & 1 == 1
    }

    /// The key of the entry `word` found in bucket `bucket`.
    pub fn key_bits(&self, word: u64, bucket: usize) -> u64 {
        let below = bucket as u64 & ((1 << self.low) - 1);
        self.unhash((word >> META) << self.low | below)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_inverses_are_inverses() {
        assert_eq!(FIRST.wrapping_mul(FIRST_INVERSE), 1);
        assert_eq!(SECOND.wrapping_mul(SECOND_INVERSE), 1);
    }

    /// Every width: the hash stays below 2^width and is undone, and on small widths it is a
    /// permutation (no two keys share a hash).
    #[test]
    fn the_hash_is_a_bijection_of_each_width() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for width in 1..=64 {
            let keys = DenseKeys::new(width).unwrap();
            for _ in 0..200 {
                let bits = rng.r#gen::<u64>() & keys.mask;
                let h = keys.hash(bits);
                assert!(keys.holds(h), "width {width}, bits {bits:#x}");
                assert_eq!(keys.unhash(h), bits, "width {width}, bits {bits:#x}");
            }
            if width <= 14 {
                let mut seen = vec![false; 1 << width];
                for bits in 0..1u64 << width {
                    let h = keys.hash(bits) as usize;
                    assert!(!seen[h], "width {width}: two keys hash to {h}");
                    seen[h] = true;
                }
            }
        }
        assert!(DenseKeys::new(0).is_none() && DenseKeys::new(65).is_none());
    }

    /// An entry keeps what it can and gives its key back from its bucket; it matches only
    /// its own key among keys of the same bucket.
    #[test]
    fn entries_keep_their_key_and_what_is_known() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for width in [10, 20, 42, 48, 49, 57, 61, 64] {
            let keys = DenseKeys::new(width).unwrap();
            assert!(width - keys.low <= KEPT && keys.low >= LEAST_LOW);
            for _ in 0..200 {
                let bits = rng.r#gen::<u64>() & keys.mask;
                let h = keys.hash(bits);
                let bucket_bits = rng.gen_range(keys.low..=width.max(keys.low) + 2);
                let bucket = (h & ((1u64 << bucket_bits.min(63)) - 1)) as usize;
                let size = rng.gen_range(0..80);
                let known = if rng.gen_bool(0.5) {
                    Known {
                        value: Some(rng.gen_range(0..256)),
                        not: 0,
                    }
                } else {
                    Known {
                        value: None,
                        not: rng.gen_range(1..1 << 12),
                    }
                };
                let word = keys.word(h, known, size);
                assert_eq!(
                    word.is_none(),
                    known.value.is_none() && known.not.trailing_zeros() >= 10
                );
                let word = if let Some(word) = word {
                    word
                } else {
                    continue;
                };
                assert_ne!(word, 0);
                assert!(keys.matches(word, h));
                assert_eq!(keys.key_bits(word, bucket), bits, "width {width}");
                let kept = keys.known(word);
                assert_eq!(kept.value, known.value);
                assert_eq!(kept.not, known.not & 0x3FF);
                assert_eq!(keys.size(word), size.min(63));
                for bit in keys.low..width {
                    assert_eq!(keys.hash_bit(word, bit), h >> bit & 1 == 1);
                    // A key whose hash differs in a kept bit lands in the same bucket of a
                    // table of 2^low buckets and does not match.
                    assert!(!keys.matches(word, h ^ 1 << bit));
                }
            }
        }
    }

    #[test]
    fn refutations_rank_below_values_and_small_below_large() {
        let keys = DenseKeys::new(30).unwrap();
        let h = keys.hash(12345);
        let refuted = |size| {
            keys.word(
                h,
                Known {
                    value: None,
                    not: 1,
                },
                size,
            )
            .unwrap()
        };
        let valued = |size| {
            keys.word(
                h,
                Known {
                    value: Some(0),
                    not: 0,
                },
                size,
            )
            .unwrap()
        };
        assert!(keys.keep_rank(refuted(30)) < keys.keep_rank(valued(2)));
        assert!(keys.keep_rank(refuted(3)) < keys.keep_rank(refuted(4)));
        assert!(keys.keep_rank(valued(3)) < keys.keep_rank(valued(40)));
    }
}
