//! Minimum excludant (mex): the smallest non-negative integer missing from a set, and the
//! [`Grundy`] value type that every Sprague–Grundy computation in the library produces.

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

#[cfg(test)]
mod tests {
    use super::{mex, MexBuffer};
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
