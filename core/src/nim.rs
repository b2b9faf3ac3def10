//! Nim and its variants: the nim-sum, Moore's Nim_k, and the winning move in a sum of games.

/// The nim-sum (bitwise xor) of Grundy values; a sum of games is a first-player win iff it is
/// non-zero (Sprague–Grundy).
///
/// # Example
/// ```
/// use gamecore::nim::nim_sum;
/// assert_eq!(nim_sum([3u64, 5, 6]), 0);
/// assert_eq!(nim_sum([1u32, 2]), 3);
/// ```
///
/// # Complexity
/// O(n).
pub fn nim_sum<T, I>(values: I) -> T
where
    T: Default + std::ops::BitXor<Output = T>,
    I: IntoIterator<Item = T>,
{
    values.into_iter().fold(T::default(), |acc, v| acc ^ v)
}

/// Whether `piles` is a P-position (a loss for the player to move) of Moore's Nim_k, where a
/// move lowers between 1 and `k` piles, each by a positive amount.
///
/// Moore's theorem: P-position iff, for every bit, the number of piles with that bit set is a
/// multiple of `k + 1`. With `k = 1` this is ordinary Nim.
///
/// # Errors
/// [`ZeroK`] for `k = 0`: a game in which no move may lower any pile is not Nim_k.
///
/// # Example
/// ```
/// use gamecore::nim::moore_is_p_position;
/// assert_eq!(moore_is_p_position(&[1, 1, 1], 2), Ok(true)); // three 1s: a multiple of 3
/// assert_eq!(moore_is_p_position(&[1, 1], 2), Ok(false)); // lower both at once
/// assert_eq!(moore_is_p_position(&[5, 5], 1), Ok(true)); // plain Nim
/// assert!(moore_is_p_position(&[5], 0).is_err());
/// ```
///
/// # Complexity
/// O(n · 64) time, O(1) memory.
pub fn moore_is_p_position(piles: &[u64], k: usize) -> Result<bool, ZeroK> {
    if k == 0 {
        return Err(ZeroK);
    }
    Ok((0..64).all(|bit| piles.iter().filter(|&&p| p >> bit & 1 == 1).count() % (k + 1) == 0))
}

/// Moore's Nim_k was asked for with `k = 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZeroK;

impl std::fmt::Display for ZeroK {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Nim_k needs k of at least 1 (k piles may be lowered in one move)")
    }
}

crate::impl_error!(ZeroK);

/// A winning move in a sum of games with Grundy values (or Nim heaps) `values`: the index of a component
/// and the value to move it to, so that the nim-sum becomes 0. `None` when the nim-sum is
/// already 0 (every move loses).
///
/// The returned target is always smaller than the component's value, so by the mex rule the
/// component really has a move to it.
///
/// # Example
/// ```
/// use gamecore::nim::winning_move;
/// assert_eq!(winning_move(&[3, 4, 5]), Some((0, 1))); // 1 ^ 4 ^ 5 == 0
/// assert_eq!(winning_move(&[2, 2]), None);
/// ```
///
/// # Complexity
/// O(n) time, O(1) memory.
pub fn winning_move<T>(values: &[T]) -> Option<(usize, T)>
where
    T: Copy + Default + PartialOrd + std::ops::BitXor<Output = T>,
{
    let total = nim_sum(values.iter().copied());
    if total == T::default() {
        return None;
    }
    values.iter().enumerate().find_map(|(i, &v)| {
        let target = v ^ total;
        if target < v {
            Some((i, target))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{moore_is_p_position, nim_sum, winning_move};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;

    /// Exhaustive search of Nim_k: a position loses iff every move leads to a winning one.
    fn naive_moore_loses(piles: &[u64], k: usize, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&r) = memo.get(&key) {
            return r;
        }
        let loses = !moves(piles, k, 0, 0)
            .into_iter()
            .any(|next| naive_moore_loses(&next, k, memo));
        memo.insert(key, loses);
        loses
    }

    /// Every position reachable by lowering between 1 and `budget` piles from index `from` on.
    fn moves(piles: &[u64], budget: usize, from: usize, changed: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        if changed > 0 {
            out.push(piles.to_vec());
        }
        if changed == budget {
            return out;
        }
        for i in from..piles.len() {
            for smaller in 0..piles[i] {
                let mut next = piles.to_vec();
                next[i] = smaller;
                out.extend(moves(&next, budget, i + 1, changed + 1));
            }
        }
        out
    }

    // Worked by hand from the definition of Nim_k.
    #[rstest]
    #[case(&[], 1, true)]
    #[case(&[0, 0], 3, true)]
    #[case(&[1], 1, false)]
    #[case(&[1, 1], 1, true)]
    #[case(&[1, 1], 2, false)]
    #[case(&[1, 1, 1], 2, true)]
    #[case(&[2, 2, 2], 2, true)]
    #[case(&[3, 2, 1], 2, false)]
    #[case(&[3, 2, 1], 1, true)]
    #[case(&[3, 3, 3, 1], 2, false)]
    #[case(&[7, 7, 7, 7], 3, true)]
    fn moore_known_values(#[case] piles: &[u64], #[case] k: usize, #[case] p_position: bool) {
        assert_eq!(moore_is_p_position(piles, k), Ok(p_position));
    }

    #[test]
    fn moore_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut memos: HashMap<usize, HashMap<Vec<u64>, bool>> = HashMap::new();
        for _ in 0..250 {
            let k = rng.gen_range(1..=3);
            let n = rng.gen_range(0..=4);
            let piles: Vec<u64> = (0..n).map(|_| rng.gen_range(0..=5)).collect();
            let expected = naive_moore_loses(&piles, k, memos.entry(k).or_default());
            assert_eq!(
                moore_is_p_position(&piles, k),
                Ok(expected),
                "piles={piles:?} k={k}"
            );
        }
    }

    #[test]
    fn winning_move_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let n = rng.gen_range(0..=6);
            let values: Vec<u64> = (0..n).map(|_| rng.gen_range(0..16)).collect();
            // Naive: try every way to lower one component and look for nim-sum 0.
            let naive = (0..n).find_map(|i| {
                (0..values[i]).find_map(|t| {
                    let mut next = values.clone();
                    next[i] = t;
                    (next.iter().fold(0, |a, b| a ^ b) == 0).then_some((i, t))
                })
            });
            assert_eq!(winning_move(&values), naive, "values={values:?}");
            assert_eq!(
                naive.is_some(),
                nim_sum(values.iter().copied()) != 0,
                "values={values:?}"
            );
        }
    }
}
