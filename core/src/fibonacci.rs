//! Zeckendorf representations and Fibonacci Nim.
//!
//! Fibonacci numbers here are indexed with `F_1 = F_2 = 1`, `F_3 = 2`, `F_4 = 3`, …, so a
//! Zeckendorf term always has index at least 2. Zeckendorf's theorem: every positive integer
//! is, in exactly one way, a sum of Fibonacci numbers no two of which have consecutive indices.
//!
//! **Fibonacci Nim** (Whinihan, 1963): one heap of `n` stones; the first move takes any number
//! from 1 to `n − 1`, and every later move takes at least one stone and at most twice what the
//! opponent just took; whoever takes the last stone wins. The first player loses iff `n` is a
//! Fibonacci number, and from a position "heap `n`, at most `m` may be taken" the winning moves
//! start with taking the smallest Zeckendorf term of `n` — possible iff that term is `≤ m`.

/// The Zeckendorf terms of a number, largest first, as `(index, F_index)` pairs (`F_2 = 1`).
///
/// Built by [`zeckendorf`]. Walks the Fibonacci numbers downwards from the largest one not
/// above the number, so it needs no table and no allocation.
#[derive(Clone, Debug)]
pub struct Zeckendorf {
    rest: u128,
    index: u32,
    current: u128,
    previous: u128,
}

/// The Zeckendorf representation of `n`: its Fibonacci terms, largest first, each as
/// `(index, value)` with `F_2 = 1, F_3 = 2, F_4 = 3, …`. Empty for `n = 0`.
///
/// Indices of successive terms differ by at least 2; that is what makes the representation
/// unique.
///
/// # Example
/// ```
/// use gamecore::fibonacci::zeckendorf;
/// // 100 = 89 + 8 + 3 = F_11 + F_6 + F_4
/// assert_eq!(zeckendorf(100).collect::<Vec<_>>(), vec![(11, 89), (6, 8), (4, 3)]);
/// assert_eq!(zeckendorf(1).collect::<Vec<_>>(), vec![(2, 1)]);
/// assert_eq!(zeckendorf(0).count(), 0);
/// ```
///
/// # Complexity
/// O(log n) time for the whole walk (at most 185 steps for a `u128`), O(1) space.
pub fn zeckendorf(n: u128) -> Zeckendorf {
    // Climb to the largest Fibonacci number not above n (or the largest that fits a u128).
    let (mut index, mut current, mut previous) = (2u32, 1u128, 1u128);
    while let Some(next) = current.checked_add(previous) {
        if next > n {
            break;
        }
        previous = current;
        current = next;
        index += 1;
    }
    Zeckendorf {
        rest: n,
        index,
        current,
        previous,
    }
}

impl Iterator for Zeckendorf {
    type Item = (u32, u128);

    fn next(&mut self) -> Option<(u32, u128)> {
        if self.rest == 0 {
            return None;
        }
        // rest ≥ 1 = F_2, so this stops at index 2 at the latest.
        while self.current > self.rest {
            let lower = self.current - self.previous;
            self.current = self.previous;
            self.previous = lower;
            self.index -= 1;
        }
        self.rest -= self.current;
        Some((self.index, self.current))
    }
}

/// The sum of `F_{i+1}` over the Zeckendorf terms `F_i` of `n` (every index raised by one),
/// or `None` if that overflows a `u128`.
///
/// This is the Fibonacci "successor" map, close to `n · φ`. It links Zeckendorf to Wythoff's
/// game: `n ≥ 1` is a lower Wythoff number iff its smallest Zeckendorf index is even, and then
/// its partner is `zeckendorf_shift(n)`.
///
/// # Example
/// ```
/// use gamecore::fibonacci::zeckendorf_shift;
/// assert_eq!(zeckendorf_shift(4), Some(7)); // 4 = F_4 + F_2  ->  F_5 + F_3 = 5 + 2
/// assert_eq!(zeckendorf_shift(0), Some(0));
/// assert_eq!(zeckendorf_shift(u128::MAX), None);
/// ```
///
/// # Complexity
/// O(log n) time, O(1) space.
pub fn zeckendorf_shift(n: u128) -> Option<u128> {
    let mut terms = zeckendorf(n);
    let mut shifted = 0u128;
    // Read the successor off the walk's state: before yielding F_i it holds (F_i, F_{i-1}).
    while terms.rest != 0 {
        let (_, value) = terms.next()?;
        let next = value.checked_add(terms.previous)?;
        shifted = shifted.checked_add(next)?;
    }
    Some(shifted)
}

/// Whether `n` is a Fibonacci number (`0, 1, 2, 3, 5, 8, …`; `F_0 = 0` counts).
///
/// # Example
/// ```
/// use gamecore::fibonacci::is_fibonacci;
/// assert!(is_fibonacci(13) && is_fibonacci(1_836_311_903));
/// assert!(!is_fibonacci(4) && !is_fibonacci(10_000));
/// ```
///
/// # Complexity
/// O(1): a binary search over the 94 Fibonacci numbers that fit a `u64`.
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI_U64.binary_search(&n).is_ok()
}

/// `F_0, F_1, …, F_93`: every Fibonacci number that fits a `u64` (`F_94` does not).
const FIBONACCI_U64: [u64; 94] = fibonacci_u64_table();

const fn fibonacci_u64_table() -> [u64; 94] {
    let mut table = [0u64; 94];
    table[1] = 1;
    let mut i = 2;
    while i < table.len() {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// Whether the first player wins Fibonacci Nim on a heap of `n` stones: iff `n` is not a
/// Fibonacci number.
///
/// Heaps of 0 and 1 stone count as losses for the first player, who has no legal first move
/// (it may not take the whole heap).
///
/// # Example
/// ```
/// use gamecore::fibonacci::fibonacci_nim_first_player_wins;
/// // HDU 2516's sample: 2 and 13 are lost, 10000 is won.
/// assert!(!fibonacci_nim_first_player_wins(2));
/// assert!(!fibonacci_nim_first_player_wins(13));
/// assert!(fibonacci_nim_first_player_wins(10_000));
/// ```
///
/// # Complexity
/// O(log n).
pub fn fibonacci_nim_first_player_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

/// The smallest winning move of Fibonacci Nim from a heap of `heap` stones when at most
/// `max_take` may be taken, or `None` if every move loses (or there is none).
///
/// The winning move is the smallest Zeckendorf term `f` of `heap`, and it exists iff
/// `f ≤ max_take`. For the first move of a game, pass `max_take = heap − 1`; in mid-game,
/// pass twice the opponent's last take. A `max_take` above `heap` is the same as `heap`.
///
/// # Example
/// ```
/// use gamecore::fibonacci::fibonacci_nim_winning_move;
/// // 20 = 13 + 5 + 2: take 2, and no reply of 1..=4 can take the 5 whole.
/// assert_eq!(fibonacci_nim_winning_move(20, 19), Some(2));
/// assert_eq!(fibonacci_nim_winning_move(20, 1), None);
/// assert_eq!(fibonacci_nim_winning_move(13, 12), None); // a Fibonacci number: lost
/// assert_eq!(fibonacci_nim_winning_move(13, 13), Some(13)); // take everything
/// ```
///
/// # Complexity
/// O(log heap).
pub fn fibonacci_nim_winning_move(heap: u64, max_take: u64) -> Option<u64> {
    let (_, smallest) = zeckendorf(heap as u128).last()?;
    let smallest = smallest as u64;
    if smallest <= max_take {
        Some(smallest)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{
        fibonacci_nim_first_player_wins, fibonacci_nim_winning_move, is_fibonacci, zeckendorf,
        zeckendorf_shift,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// F_0, F_1, …, up to the largest that fits a u128, by plain addition.
    fn fibonacci_table() -> Vec<u128> {
        let mut fib = vec![0u128, 1];
        while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
            fib.push(next);
        }
        fib
    }

    #[test]
    fn table_reaches_the_u128_limit() {
        let fib = fibonacci_table();
        // OEIS A000045: F_186 is the last Fibonacci number below 2^128.
        assert_eq!(fib.len(), 187);
        assert_eq!(
            fib[186],
            332_825_110_087_067_562_321_196_029_789_634_457_848
        );
        assert_eq!(
            zeckendorf(fib[186]).collect::<Vec<_>>(),
            vec![(186, fib[186])]
        );
        assert_eq!(zeckendorf(u128::MAX).next().unwrap(), (186, fib[186]));
        assert_eq!(
            zeckendorf(u128::MAX).map(|(_, v)| v).sum::<u128>(),
            u128::MAX
        );
    }

    // Zeckendorf representations from the literature (Wikipedia "Zeckendorf's theorem": 64
    // and 100; Graham–Knuth–Patashnik, Concrete Mathematics §6.6: 1000000 = 832040 + 121393 +
    // 46368 + 144 + 55).
    #[rstest]
    #[case(1, &[1])]
    #[case(4, &[3, 1])]
    #[case(12, &[8, 3, 1])]
    #[case(64, &[55, 8, 1])]
    #[case(100, &[89, 8, 3])]
    #[case(1_000_000, &[832_040, 121_393, 46_368, 144, 55])]
    fn known_representations(#[case] n: u128, #[case] terms: &[u128]) {
        let ours: Vec<u128> = zeckendorf(n).map(|(_, v)| v).collect();
        assert_eq!(ours, terms);
    }

    /// Every way to write n as a sum of distinct, pairwise non-consecutive Fibonacci numbers
    /// F_2, F_3, … (subsets of the table, tried exhaustively).
    fn naive_representations(n: u128, fib: &[u128]) -> Vec<Vec<u32>> {
        let usable: Vec<u32> = (2..fib.len() as u32)
            .filter(|&i| fib[i as usize] <= n)
            .collect();
        let mut found = Vec::new();
        for mask in 0u32..1 << usable.len() {
            let chosen: Vec<u32> = (0..usable.len())
                .rev()
                .filter(|&b| mask >> b & 1 == 1)
                .map(|b| usable[b])
                .collect();
            let spaced = chosen.windows(2).all(|w| w[0] >= w[1] + 2);
            if spaced && chosen.iter().map(|&i| fib[i as usize]).sum::<u128>() == n {
                found.push(chosen);
            }
        }
        found
    }

    #[test]
    fn zeckendorf_compare_with_naive() {
        let fib = fibonacci_table();
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..250 {
            let n: u128 = rng.gen_range(0..=400);
            let expected = naive_representations(n, &fib);
            assert_eq!(expected.len(), usize::from(n > 0), "n={n}: {expected:?}");
            let ours: Vec<u32> = zeckendorf(n).map(|(i, _)| i).collect();
            if n > 0 {
                assert_eq!(ours, expected[0], "n={n}");
            }
            for (i, v) in zeckendorf(n) {
                assert_eq!(v, fib[i as usize], "n={n}");
            }
            let shifted: u128 = ours.iter().map(|&i| fib[i as usize + 1]).sum();
            assert_eq!(zeckendorf_shift(n), Some(shifted), "n={n}");
        }
    }

    #[test]
    fn big_values_sum_back_with_spaced_indices() {
        let fib = fibonacci_table();
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let n: u128 = rng.r#gen::<u128>() >> rng.gen_range(0..128);
            let terms: Vec<(u32, u128)> = zeckendorf(n).collect();
            assert_eq!(terms.iter().map(|t| t.1).sum::<u128>(), n, "n={n}");
            assert!(terms.windows(2).all(|w| w[0].0 >= w[1].0 + 2), "n={n}");
            assert!(terms.iter().all(|&(i, v)| i >= 2 && fib[i as usize] == v));
            let shifted = terms.iter().try_fold(0u128, |acc, &(i, _)| {
                acc.checked_add(*fib.get(i as usize + 1)?)
            });
            assert_eq!(zeckendorf_shift(n), shifted, "n={n}");
        }
    }

    #[test]
    fn fibonacci_membership() {
        let fib = fibonacci_table();
        for &f in fib.iter().take_while(|&&f| f <= u128::from(u64::MAX)) {
            assert!(is_fibonacci(f as u64), "{f}");
            if f > 3 {
                assert!(
                    !is_fibonacci(f as u64 - 1) && !is_fibonacci(f as u64 + 1),
                    "{f}"
                );
            }
        }
        assert!(is_fibonacci(1_836_311_903) && !is_fibonacci(2_147_483_647));
        // F_93, the last below 2^64, and the top of the range.
        assert!(is_fibonacci(12_200_160_415_121_876_738) && !is_fibonacci(u64::MAX));
        assert!(is_fibonacci(0) && is_fibonacci(1) && is_fibonacci(2));
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..1000 {
            let n = rng.r#gen::<u64>() >> rng.gen_range(0..64);
            assert_eq!(is_fibonacci(n), fib.contains(&u128::from(n)), "n={n}");
        }
    }

    /// Fibonacci Nim played by the rules: `wins[n][m]` says whether the player to move wins
    /// with `n` stones left when at most `m` may be taken (a take never exceeds the heap, so
    /// `m` is capped at `n`).
    fn naive_fibonacci_nim(max_heap: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = vec![Vec::new(); max_heap + 1];
        for n in 0..=max_heap {
            wins[n] = (0..=n)
                .map(|m| (1..=m).any(|t| !wins[n - t][(2 * t).min(n - t)]))
                .collect();
        }
        wins
    }

    #[test]
    fn compare_with_naive() {
        let max_heap = 120;
        let wins = naive_fibonacci_nim(max_heap);
        for n in 1..=max_heap {
            // The first move: anything but the whole heap.
            let first = wins[n][n - 1];
            assert_eq!(fibonacci_nim_first_player_wins(n as u64), first, "n={n}");
            for m in 0..=n {
                let smallest_winning = (1..=m)
                    .find(|&t| !wins[n - t][(2 * t).min(n - t)])
                    .map(|t| t as u64);
                assert_eq!(
                    fibonacci_nim_winning_move(n as u64, m as u64),
                    smallest_winning,
                    "heap={n} max_take={m}"
                );
                assert_eq!(
                    smallest_winning.is_some(),
                    wins[n][m],
                    "heap={n} max_take={m}"
                );
            }
            assert_eq!(
                fibonacci_nim_winning_move(n as u64, u64::MAX),
                fibonacci_nim_winning_move(n as u64, n as u64)
            );
        }
    }

    // HDU 2516's sample, and the losing heaps 2, 3, 5, 8, … of OEIS A000045.
    #[rstest]
    #[case(2, false)]
    #[case(3, false)]
    #[case(4, true)]
    #[case(13, false)]
    #[case(10_000, true)]
    #[case(1_836_311_903, false)]
    #[case(2_147_483_647, true)]
    #[case(2_971_215_073, false)]
    fn known_first_player_outcomes(#[case] n: u64, #[case] first_wins: bool) {
        assert_eq!(fibonacci_nim_first_player_wins(n), first_wins);
    }

    #[test]
    fn empty_heap_has_no_move() {
        assert_eq!(fibonacci_nim_winning_move(0, 5), None);
        assert!(!fibonacci_nim_first_player_wins(0));
        assert!(!fibonacci_nim_first_player_wins(1));
    }
}
