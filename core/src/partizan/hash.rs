//! The one hasher of the partizan modules: a small, fast mix for keys that are a few machine
//! words (game ids, board bitmasks, fraction-bit positions) and never chosen by an adversary
//! who sees the hash.
//!
//! Each word is folded in with rustc's FxHash step (rotate, xor, multiply by a fixed odd
//! constant); [`Hasher::finish`] then folds the well-mixed high half down, because hash tables
//! take their bucket from the low bits, which the product alone leaves depending on the key's
//! low bits only.
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

use std::hash::{BuildHasherDefault, Hasher};

/// The multiply-rotate word hasher; see the [module](self) page.
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

pub(crate) const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    /// Folds one word in.
    #[inline]
    pub(crate) fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // One more multiply, as in MurmurHash3's finaliser.
        let h = (self.hash ^ self.hash >> 32).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ h >> 29
    }
}

/// Builds [`FxHasher`]s, for `HashMap<K, V, FxBuild>` and `HashSet<K, FxBuild>`.
pub type FxBuild = BuildHasherDefault<FxHasher>;

#[cfg(test)]
mod tests {
    use super::{FxBuild, FxHasher};
    use std::collections::HashSet;
    use std::hash::{BuildHasher, Hash, Hasher};

    fn hash_of<T: Hash>(key: &T) -> u64 {
        let mut h = FxBuild::default().build_hasher();
        key.hash(&mut h);
        h.finish()
    }

    /// The integer writes agree with the byte write of the same little-endian word, so a key
    /// hashes the same whichever path std takes.
    #[test]
    fn word_writes_agree_with_byte_writes() {
        for n in [0u64, 1, 0xdead_beef, u64::MAX, 1 << 63] {
            let mut by_word = FxHasher::default();
            by_word.write_u64(n);
            let mut by_bytes = FxHasher::default();
            by_bytes.write(&n.to_le_bytes());
            assert_eq!(by_word.finish(), by_bytes.finish(), "{n}");
        }
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
}
