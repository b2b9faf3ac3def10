//! The checksum of a nim-sequence, as `--format tsv` prints it and a checkpoint file stores
//! it: FNV-1a 64 over the values G(0), …, G(N) written as little-endian u32 (four bytes each,
//! whatever width the explorer stores them in): offset basis 0xcbf29ce484222325, prime
//! 0x100000001b3; printed as 16 hexadecimal digits.

use gamecore::octal::NimValues;

/// FNV-1a 64's offset basis.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
/// FNV-1a 64's prime.
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a 64 of `bytes`, continuing from `hash`.
pub fn fnv1a(mut hash: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(FNV_PRIME);
    }
    hash
}

/// The checksum of the values: FNV-1a 64 over each as four little-endian bytes.
pub fn checksum(values: &NimValues) -> u64 {
    values
        .iter()
        .fold(FNV_OFFSET, |hash, v| fnv1a(hash, &v.to_le_bytes()))
}

#[cfg(test)]
mod tests {
    use super::{checksum, fnv1a, FNV_OFFSET};
    use gamecore::octal::NimValues;

    #[test]
    fn fnv1a_matches_the_published_test_vectors() {
        // The FNV reference test vectors (FNV-1a, 64 bits).
        assert_eq!(fnv1a(FNV_OFFSET, b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(FNV_OFFSET, b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(FNV_OFFSET, b"foobar"), 0x8594_4171_f739_67e8);
        // Values are hashed as four little-endian bytes each, whatever the stored width.
        let values = [1, 300, 70_000];
        let mut bytes = Vec::new();
        for v in values {
            bytes.extend_from_slice(&u32::to_le_bytes(v));
        }
        assert_eq!(
            checksum(&NimValues::from_values(&values)),
            fnv1a(FNV_OFFSET, &bytes)
        );
        assert_eq!(
            checksum(&NimValues::from_values(&[7])),
            fnv1a(FNV_OFFSET, &[7, 0, 0, 0])
        );
    }
}
