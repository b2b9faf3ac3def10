//! Minimum excludant (mex): the smallest non-negative integer missing from a set, and the
//! [`Grundy`] value type that every Sprague–Grundy computation in the library produces.
//! [`MexBuffer`] takes sets of any values; [`MexBits`] keeps the values below 64 in one word,
//! for the common case of small option values.

/// A Grundy (nim) value: the size of the Nim heap a position is equivalent to.
///
/// One type across the library (`sg`, `nim`, `game`, `octal`, `loopy`): 32 bits hold any value
/// a computation here can reach, since a Grundy value never exceeds the number of options of
/// its position. Nim products, whose values fill 64 bits, use `nimber::Nimber` instead.
pub type Grundy = u32;

/// Returns the mex of `values`: the smallest non-negative integer not among them.
///
/// Allocates a scratch buffer; inside a loop prefer [`MexBuffer`], which reuses one.
///
/// # Example
/// ```
/// use gamecore::mex::mex;
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 2]), 0);
/// assert_eq!(mex(&[]), 0);
/// ```
///
/// # Complexity
/// O(n) time and memory for n values.
pub fn mex(values: &[u32]) -> u32 {
    // The mex of n values is at most n, so larger values cannot matter.
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// A reusable "seen" buffer that computes the mex of successive sets without clearing
/// anything between them.
///
/// Each set gets a fresh stamp; a value counts as present only when its slot carries the
/// current stamp, so starting a new set is O(1). This is what makes SG tables fast.
///
/// # Example
/// ```
/// use gamecore::mex::MexBuffer;
/// let mut buf = MexBuffer::new();
/// buf.begin();
/// for v in [0, 1, 2, 4] {
///     buf.insert(v);
/// }
/// assert_eq!(buf.mex(), 3);
/// buf.begin(); // the previous set is forgotten in O(1)
/// buf.insert(1);
/// assert_eq!(buf.mex(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexBuffer {
    stamps: Vec<u32>,
    current: u32,
    /// Values of the current set too large to stamp.
    outliers: Vec<u32>,
}

impl MexBuffer {
    /// An empty buffer; it grows to fit the largest value inserted.
    pub fn new() -> Self {
        Self::default()
    }

    /// A buffer with room for values below `capacity` before it needs to grow.
    ///
    /// # Complexity
    /// O(capacity).
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            stamps: vec![0; capacity],
            current: 0,
            outliers: Vec::new(),
        }
    }

    /// Starts a new, empty set.
    ///
    /// # Complexity
    /// O(1) amortised (the buffer is wiped once every 2^32 − 1 sets).
    pub fn begin(&mut self) {
        if self.current == u32::MAX {
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.current = 0;
        }
        self.current += 1;
        self.outliers.clear();
    }

    /// Adds `value` to the current set.
    ///
    /// # Complexity
    /// O(1), plus amortised growth the first time a value this large is seen.
    #[inline]
    pub fn insert(&mut self, value: u32) {
        let index = value as usize;
        if index >= self.stamps.len() {
            if index > 2 * self.stamps.len().max(512) {
                self.outliers.push(value);
                return;
            }
            self.stamps.resize(index + 1, 0);
        }
        self.stamps[index] = self.current;
    }

    /// Whether `value` is in the current set.
    #[inline]
    pub fn contains(&self, value: u32) -> bool {
        self.current != 0
            && (self.stamps.get(value as usize) == Some(&self.current)
                || self.outliers.contains(&value))
    }

    /// The mex of the current set.
    ///
    /// # Complexity
    /// O(mex + 1), or O((mex + 1) · o) when o outliers were inserted.
    #[inline]
    pub fn mex(&self) -> u32 {
        let current = self.current;
        let first_gap = self
            .stamps
            .iter()
            .position(|&s| s != current || current == 0)
            .unwrap_or(self.stamps.len()) as u32;
        if self.outliers.is_empty() {
            return first_gap;
        }
        (first_gap..=u32::MAX)
            .find(|&v| !self.contains(v))
            .unwrap_or(u32::MAX)
    }

    /// Starts a new set, inserts every value of `values`, and returns its mex.
    ///
    /// # Example
    /// ```
    /// use gamecore::mex::MexBuffer;
    /// let mut buf = MexBuffer::new();
    /// assert_eq!(buf.mex_of([2, 0, 1]), 3);
    /// assert_eq!(buf.mex_of([5]), 0);
    /// ```
    pub fn mex_of<I: IntoIterator<Item = u32>>(&mut self, values: I) -> u32 {
        self.begin();
        for v in values {
            self.insert(v);
        }
        self.mex()
    }
}

/// The values below 64 of a set, as the bits of one word: inserting is a shift and an `or` in a
/// register, and the mex is the number of trailing ones — no memory touched. Grundy values are
/// small in most games (a value of `g` needs at least `g` options), so this serves nearly
/// every position, and [`MexBuffer`] the rest.
///
/// Values of 64 or more are dropped: they cannot change a mex below 64, so [`MexBits::mex`] is
/// exact whenever a value below 64 is missing. When all 64 are there it returns `None`, and
/// the mex is 64 or more, depending on the values dropped: the caller takes it some other way
/// (or, when it knows every value inserted was below 64, it is exactly 64).
///
/// # Example
/// ```
/// use gamecore::mex::{MexBits, MexBuffer};
/// let mut bits = MexBits::new();
/// for v in [0, 1, 3, 70] {
///     bits.insert(v);
/// }
/// assert_eq!(bits.mex(), Some(2)); // 70 cannot matter
///
/// // Every value from 0 to 64: the bits cannot tell the mex, the whole set can.
/// let options: Vec<u32> = (0..=64).collect();
/// let mut bits = MexBits::new();
/// options.iter().for_each(|&v| bits.insert(v));
/// let mex = bits.mex().unwrap_or_else(|| MexBuffer::new().mex_of(options.iter().copied()));
/// assert_eq!(mex, 65);
/// ```
///
/// # Complexity
/// O(1) time for every operation, one word of memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MexBits(u64);

impl MexBits {
    /// The empty set.
    pub const fn new() -> Self {
        Self(0)
    }

    /// Adds `value` to the set; a value of 64 or more is dropped (see [`MexBits`]).
    #[inline]
    pub fn insert(&mut self, value: Grundy) {
        self.0 |= 1u64.checked_shl(value).unwrap_or(0);
    }

    /// Whether `value` is in the set (never, for 64 or more).
    #[inline]
    pub fn contains(self, value: Grundy) -> bool {
        self.0 & 1u64.checked_shl(value).unwrap_or(0) != 0
    }

    /// The values of both sets: lets a loop fill several sets side by side, as independent
    /// chains of work, and join them at the end.
    #[inline]
    #[must_use]
    pub fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// The mex of the values inserted when it is below 64; `None` when every value below 64
    /// is in the set, and the mex depends on the values dropped.
    #[inline]
    pub fn mex(self) -> Option<Grundy> {
        if self.0 == u64::MAX {
            None
        } else {
            Some((!self.0).trailing_zeros())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{mex, MexBits, MexBuffer};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    #[rstest]
    #[case(&[], 0)]
    #[case(&[0], 1)]
    #[case(&[1], 0)]
    #[case(&[0, 0, 0], 1)]
    #[case(&[3, 2, 1, 0], 4)]
    #[case(&[0, 1, 3, 4], 2)]
    #[case(&[u32::MAX, 0], 1)]
    #[case(&[5000, 0, 1], 2)]
    fn known_values(#[case] values: &[u32], #[case] expected: u32) {
        assert_eq!(mex(values), expected);
        assert_eq!(MexBuffer::new().mex_of(values.iter().copied()), expected);
    }

    fn naive_mex(values: &[u32]) -> u32 {
        (0..=u32::MAX).find(|m| !values.contains(m)).unwrap()
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // One buffer across all instances: stale stamps from earlier sets must never leak.
        let mut buf = MexBuffer::with_capacity(4);
        for _ in 0..500 {
            let len = rng.gen_range(0..=16);
            let values: Vec<u32> = (0..len).map(|_| rng.gen_range(0..20)).collect();
            let expected = naive_mex(&values);
            assert_eq!(mex(&values), expected, "mex({values:?})");
            assert_eq!(
                buf.mex_of(values.iter().copied()),
                expected,
                "buffer mex({values:?})"
            );
            for v in 0..25 {
                assert_eq!(
                    buf.contains(v),
                    values.contains(&v),
                    "contains({v}) in {values:?}"
                );
            }
        }
    }

    /// Sets of up to 80 values drawn from 0..100, dense near 64 so that full sets come up: the
    /// bits' mex against the definition, `None` exactly when every value below 64 is there;
    /// membership against the set, and a union of two halves like the whole.
    #[test]
    fn bits_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut full_sets = 0;
        for round in 0..300 {
            let values: Vec<u32> = if round % 3 == 0 {
                // 0..64 with at most one gap (none half the time), plus a few large values.
                let gap = rng.gen_range(0..128);
                (0..64)
                    .filter(|&v| v != gap)
                    .chain((0..rng.gen_range(0..4)).map(|_| rng.gen_range(64..100)))
                    .collect()
            } else {
                let len = rng.gen_range(0..=80);
                (0..len).map(|_| rng.gen_range(0..100)).collect()
            };
            let mut bits = MexBits::new();
            let (mut low, mut high) = (MexBits::new(), MexBits::new());
            for (i, &v) in values.iter().enumerate() {
                bits.insert(v);
                let half = if i % 2 == 0 { &mut low } else { &mut high };
                half.insert(v);
            }
            let expected = naive_mex(&values);
            let every_small_value = (0..64).all(|v| values.contains(&v));
            full_sets += usize::from(every_small_value);
            let wanted = if every_small_value {
                None
            } else {
                Some(expected)
            };
            assert_eq!(bits.mex(), wanted, "mex of {values:?}");
            assert_eq!(low.union(high), bits, "union of the halves of {values:?}");
            for v in 0..110 {
                assert_eq!(
                    bits.contains(v),
                    v < 64 && values.contains(&v),
                    "contains({v}) in {values:?}"
                );
            }
        }
        assert!(full_sets > 10, "only {full_sets} full sets");
    }

    #[rstest]
    #[case(&[], Some(0))]
    #[case(&[64, 65, 0], Some(1))]
    #[case(&[63, 0, 1], Some(2))]
    #[case(&[u32::MAX], Some(0))]
    fn bits_known_values(#[case] values: &[u32], #[case] expected: Option<u32>) {
        let mut bits = MexBits::new();
        for &v in values {
            bits.insert(v);
        }
        assert_eq!(bits.mex(), expected);
    }

    #[test]
    fn bits_full_only_once_63_is_in() {
        let mut bits = MexBits::new();
        for v in 0..63 {
            bits.insert(v);
        }
        assert_eq!(bits.mex(), Some(63));
        bits.insert(64);
        assert_eq!(bits.mex(), Some(63));
        bits.insert(63);
        assert_eq!(bits.mex(), None);
    }

    #[test]
    fn outliers_count_once_the_buffer_catches_up() {
        // 2000 lands aside while the buffer is small, then 0..2000 fill it up to 2000.
        let mut buf = MexBuffer::new();
        buf.begin();
        buf.insert(2000);
        for v in 0..2000 {
            buf.insert(v);
        }
        assert_eq!(buf.mex(), 2001);
        assert!(buf.contains(2000));
        buf.begin();
        assert!(!buf.contains(2000));
        assert_eq!(buf.mex(), 0);
    }

    #[test]
    fn fresh_buffer_is_empty() {
        let buf = MexBuffer::with_capacity(8);
        assert_eq!(buf.mex(), 0);
        assert!(!buf.contains(0));
    }

    #[test]
    fn stamp_wraparound_clears_old_sets() {
        let mut buf = MexBuffer::with_capacity(4);
        buf.current = u32::MAX - 1;
        buf.begin();
        buf.insert(0);
        buf.insert(1);
        assert_eq!(buf.mex(), 2);
        buf.begin(); // wraps: the stale stamps of the set above must not survive
        assert_eq!(buf.mex(), 0);
        buf.insert(0);
        assert_eq!(buf.mex(), 1);
    }
}
