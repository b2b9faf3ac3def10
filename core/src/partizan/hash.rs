//! One hasher for the partizan modules' tables.
//!
//! Their keys are a few machine words (game ids, board bitmasks, fraction-bit positions). Each
//! word is folded in with rustc's FxHash step (rotate, xor, multiply by a fixed odd
//! constant); [`Hasher::finish`] then folds the well-mixed high half down, because hash tables
//! take their bucket from the low bits, which the product alone leaves depending on the key's
//! low bits only. [`SeededFxBuild`] starts it from a random seed, for tables whose keys
//! come from the input.
//!
//! # Example
//! ```
//! use gamecore::partizan::hash::FxBuild;
//! let mut seen: std::collections::HashMap<u64, u32, FxBuild> = Default::default();
//! seen.insert(1 << 40, 7);
//! assert_eq!(seen[&(1 << 40)], 7);
//! ```
//!
//! # Complexity
//! O(1) time per word hashed, O(1) space.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, BuildHasherDefault, Hasher};

/// The multiply-rotate word hasher; see the [module](self) page. A 64-bit integer is one
/// word (`write_i64` reaches [`Hasher::write_u64`] by std's default); narrower integers and
/// byte strings are folded in byte by byte. The multiplier is FxHash's (odd, bits well spread).
#[derive(Default)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        // One more multiply, as in MurmurHash3's finaliser.
        let h = (self.0 ^ self.0 >> 32).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ h >> 29
    }
}

/// Builds [`FxHasher`]s, for `HashMap<K, V, FxBuild>` and `HashSet<K, FxBuild>`.
pub type FxBuild = BuildHasherDefault<FxHasher>;

/// Builds [`FxHasher`]s that start from a seed drawn once per builder from the standard
/// library's per-process random keys: as fast as [`FxBuild`], but an input written in advance
/// cannot aim its keys at one bucket, as it could with a fixed start (the standard hasher,
/// SipHash, gives that too at several times the cost per key).
///
/// # Example
/// ```
/// use gamecore::partizan::hash::SeededFxBuild;
/// let mut seen = std::collections::HashMap::with_hasher(SeededFxBuild::new());
/// assert!(seen.insert((3u64, 4u64), 1).is_none());
/// assert_eq!(seen.insert((3, 4), 2), Some(1));
/// ```
///
/// # Complexity
/// O(1) time per word hashed, O(1) space.
#[derive(Clone, Copy, Debug)]
pub struct SeededFxBuild(u64);

impl SeededFxBuild {
    /// A builder with a fresh random seed.
    #[must_use]
    pub fn new() -> Self {
        let mut random = RandomState::new().build_hasher();
        random.write_u64(0);
        Self::with_seed(random.finish())
    }

    /// A builder starting from `seed` (for tests and reproducible runs).
    #[must_use]
    pub fn with_seed(seed: u64) -> Self {
        SeededFxBuild(seed)
    }
}

impl Default for SeededFxBuild {
    fn default() -> Self {
        Self::new()
    }
}

impl BuildHasher for SeededFxBuild {
    type Hasher = FxHasher;

    fn build_hasher(&self) -> FxHasher {
        FxHasher(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::{FxBuild, FxHasher, SeededFxBuild};
    use std::collections::HashSet;
    use std::hash::{BuildHasher, Hash, Hasher};

    fn hash_of<T: Hash>(key: &T) -> u64 {
        let mut h = FxBuild::default().build_hasher();
        key.hash(&mut h);
        h.finish()
    }

    /// Every signed or unsigned integer key is one word: `-1i64` and `u64::MAX` hash alike,
    /// and distinct small keys hash apart.
    #[test]
    fn integer_keys_are_one_word() {
        assert_eq!(hash_of(&-1i64), hash_of(&u64::MAX));
        assert_eq!(hash_of(&7i64), hash_of(&7u64));
        let mut h = FxHasher::default();
        h.write_u64(7);
        assert_eq!(h.finish(), hash_of(&7u64));
        assert_ne!(hash_of(&1u64), hash_of(&2u64));
    }

    /// Consecutive keys land in distinct low-bit buckets: the finaliser spreads them (a table
    /// of 2^12 buckets takes 4096 consecutive ids with few collisions).
    #[test]
    fn consecutive_keys_spread_over_low_bits() {
        let buckets: HashSet<u64> = (0..4096u64).map(|k| hash_of(&k) & 4095).collect();
        // A uniform hash fills about 1 − 1/e ≈ 63% of the buckets.
        assert!(buckets.len() > 2300, "{} buckets", buckets.len());
        let small: HashSet<u64> = (0..4096i64).map(|k| hash_of(&(k - 2048)) & 4095).collect();
        assert!(small.len() > 2300, "{} buckets", small.len());
    }

    /// Builders of two seeds hash a key apart, the seed 0 as [`FxBuild`] does, and a seeded
    /// table spreads pairs whose second word varies only in its high bits.
    #[test]
    fn seeded_builders_differ_and_spread() {
        let (a, b) = (SeededFxBuild::with_seed(1), SeededFxBuild::with_seed(2));
        assert_ne!(a.hash_one((1u64, 2u64)), b.hash_one((1u64, 2u64)));
        assert_eq!(SeededFxBuild::with_seed(0).hash_one(5u64), hash_of(&5u64));
        for seeded in [a, SeededFxBuild::with_seed(0x9E37_79B9_7F4A_7C15)] {
            let buckets: HashSet<u64> = (0..4096u64)
                .map(|k| seeded.hash_one((7u64, k << 40)) & 4095)
                .collect();
            assert!(buckets.len() > 2300, "{} buckets", buckets.len());
        }
    }
}
