//! Partizan subtraction games with one fixed take each: Left may remove exactly `left` counters
//! from a heap, Right exactly `right`. Their disjunctive sums (a move touches one heap), their
//! selective sums (a move touches any non-empty set of heaps, the same take from each), and the
//! outcome classes of a disjunctive sum counted over every pair of takes.
//!
//! Write `s = left + right` for the **period**. Both kinds of sum are decided by the residues
//! `w = v mod s` of the heaps alone, in `O(1)` a heap.
//!
//! **Why only the residues count (disjunctive sum).** Let player P win the game on the residues
//! (moving first or second, whichever is asked). In the real game P keeps every heap equal to
//! its residue plus whole blocks of `s`, and plays the residue game's strategy. When the
//! opponent takes `t` from a heap whose residue is smaller than `t`, he has cut into a block;
//! the heap is then `(q − 1)·s + w + (s − t)` with `s − t` exactly P's take, and P takes it from
//! the same heap, giving back `(q − 1)·s + w`: the residue game has not moved and it is the
//! opponent's turn again. Every other move of the opponent is a move of the residue game. So P
//! always has an answer; the game is finite, so P wins. Both games have the same winner in
//! both starts, hence the same outcome class.
//!
//! **Disjunctive sum on the residues.** Say `a = min(left, right)` is the take of the
//! *favoured* player and `b` the other's. A residue `w < s` is of one of four kinds:
//!
//! 1. `w < a`: nobody can move there;
//! 2. `a ≤ w < b`: only the favoured player can move (at least once) — a spare move;
//! 3. `b ≤ w < 2a`: one move for whoever comes first, after which the heap is dead;
//! 4. `w ≥ max(2a, b)`: the favoured player's move leaves a kind-2 heap, the other's kills it.
//!
//! The other player can only kill kind-3 and kind-4 heaps. With a kind-2 heap the favoured
//! player wins whoever starts: he kills a kind-3 heap, or turns a kind-4 heap into a spare,
//! while any is left, and then still holds his spare when the other is out of moves. With
//! `c3`, `c4` the numbers of kind-3 and kind-4 heaps and no kind 2: if `c4 ≥ 2` the favoured
//! player wins (whatever the other kills, a kind-4 heap is left to turn into a spare); if
//! `c4 = 1`, the favoured player moving first wins by making the spare, and the other moving
//! first must kill that heap, leaving a pure parity race on `c3` heaps with the favoured player
//! to move: the favoured player wins for odd `c3`, the first player for even `c3`. If `c4 = 0`,
//! the `c3` heaps are a parity race: first player for odd `c3`, second player for even `c3`.
//! When `left = right` kinds 2 and 4 cannot occur.
//!
//! **Selective sum.** With `x` the mover's take and `y` the other's, and residues mod `x + y`:
//!
//! - *every residue is below `x`*: the mover loses. The other answers each move on the very
//!   heaps the mover chose: a chosen heap had a whole block (its residue was too small), so
//!   `(q − 1)·s + w + y` is left and taking `y` restores `(q − 1)·s + w`. The mover runs out first.
//! - *some residue is at least `x` and `x ≤ y`*: the mover wins by taking `x` from every heap
//!   whose residue is at least `x`: all residues are then below `x ≤ y`, below the other's take.
//! - *some residue is at least `x`, `x > y`, and none lies in `[y, x)`*: the mover wins the same
//!   way (every residue left is below `y`).
//! - *some residue is at least `x`, `x > y`, and some lies in `[y, x)`*: the mover loses. After
//!   any move of his, some residue is at least `y`: a heap he did not touch with residue in
//!   `[y, x)` keeps it, and if he took `x` from it, its residue rose by `y`. The other then takes
//!   `y` from every heap whose residue is at least `x` (if there is none, from one whose residue
//!   lies in `[y, x)`), which leaves every residue below `x` with the mover to move: the first
//!   case.
//!
//! The counting over pairs of takes is in [`count_sum_outcomes`].
//!
//! # Example
//! ```
//! use gamecore::partizan::subtraction::{
//!     count_sum_outcomes, selective_outcome, sum_outcome, OutcomeCounts,
//! };
//! use gamecore::partizan::Outcome;
//! // Left takes 1, Right takes 2, heaps 4 and 5: Left wins whoever starts.
//! assert_eq!(sum_outcome(1, 2, &[4, 5]), Outcome::Left);
//! assert_eq!(sum_outcome(1, 1, &[4, 5]), Outcome::Next); // 9 moves whatever happens
//! // Piles of Pebbles: both take 1 from any piles of 3 and 3; the first player wins.
//! assert_eq!(selective_outcome(1, 1, &[3, 3]), Outcome::Next);
//! assert!(!selective_outcome(1, 2, &[3, 3]).left_wins_moving_first());
//! let counts = count_sum_outcomes(&[4, 5], 20);
//! assert_eq!(counts, OutcomeCounts { left: 82, right: 82, next: 6, previous: 230 });
//! ```

use super::Outcome;

/// The period `left + right`.
///
/// # Panics
/// If a take is 0 or the sum overflows.
fn period(left: u64, right: u64) -> u64 {
    assert!(left > 0 && right > 0, "a take is at least 1");
    left.checked_add(right)
        .expect("left + right fits in 64 bits")
}

/// The outcome class from who wins moving first.
fn outcome_of(left_first_wins: bool, right_first_wins: bool) -> Outcome {
    match (left_first_wins, right_first_wins) {
        (true, true) => Outcome::Next,
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (false, false) => Outcome::Previous,
    }
}

/// A disjunctive sum of heaps built one heap at a time: Left takes exactly `left` from one
/// heap, Right exactly `right` (see the module for the theory).
///
/// # Example
/// ```
/// use gamecore::partizan::subtraction::DisjunctiveSum;
/// use gamecore::partizan::Outcome;
/// let mut sum = DisjunctiveSum::new(2, 3);
/// sum.add(4); // residue 4 of 5: Left's move leaves 2 (a spare), Right's leaves 1 (dead)
/// assert_eq!(sum.outcome(), Outcome::Next);
/// sum.add(3); // a heap for whoever comes first
/// assert_eq!(sum.outcome(), Outcome::Left);
/// ```
///
/// # Complexity
/// `O(1)` time a heap, `O(1)` memory.
#[derive(Clone, Debug)]
pub struct DisjunctiveSum {
    left: u64,
    right: u64,
    period: u64,
    /// Heaps only the favoured player (the smaller take) can use.
    spares: u64,
    /// Heaps of one move for whoever comes first.
    races: u64,
    /// Heaps where the favoured player's move leaves a spare.
    doubles: u64,
}

impl DisjunctiveSum {
    /// The empty sum.
    ///
    /// # Panics
    /// If a take is 0, or `left + right` overflows.
    pub fn new(left: u64, right: u64) -> Self {
        DisjunctiveSum {
            left,
            right,
            period: period(left, right),
            spares: 0,
            races: 0,
            doubles: 0,
        }
    }

    /// Adds a heap of `heap` counters.
    pub fn add(&mut self, heap: u64) {
        let w = heap % self.period;
        let (a, b) = (self.left.min(self.right), self.left.max(self.right));
        if w < a {
        } else if w < b {
            self.spares += 1;
        } else if w / 2 < a {
            // b ≤ w < 2a, written without doubling `a`.
            self.races += 1;
        } else {
            self.doubles += 1;
        }
    }

    /// The outcome class of the sum.
    pub fn outcome(&self) -> Outcome {
        let favoured_wins =
            self.spares > 0 || self.doubles >= 2 || self.doubles == 1 && self.races % 2 == 1;
        let outcome = if favoured_wins {
            Outcome::Left
        } else if self.doubles == 1 || self.races % 2 == 1 {
            Outcome::Next
        } else {
            Outcome::Previous
        };
        match (outcome, self.left > self.right) {
            (Outcome::Left, true) => Outcome::Right,
            (outcome, _) => outcome,
        }
    }
}

/// The outcome class of the disjunctive sum of `heaps` when Left takes `left` and Right `right`.
///
/// # Panics
/// If a take is 0, or `left + right` overflows.
///
/// # Example
/// ```
/// use gamecore::partizan::subtraction::sum_outcome;
/// use gamecore::partizan::Outcome;
/// assert_eq!(sum_outcome(2, 2, &[4, 5]), Outcome::Previous);
/// assert_eq!(sum_outcome(2, 1, &[4, 5]), Outcome::Right);
/// assert_eq!(sum_outcome(7, 6, &[4, 5]), Outcome::Previous); // nobody can move
/// ```
///
/// # Complexity
/// `O(heaps)` time, `O(1)` memory.
pub fn sum_outcome(left: u64, right: u64, heaps: &[u64]) -> Outcome {
    let mut sum = DisjunctiveSum::new(left, right);
    for &heap in heaps {
        sum.add(heap);
    }
    sum.outcome()
}

/// A selective sum of heaps built one heap at a time: a move takes exactly `left` (Left) or
/// `right` (Right) from every heap of a non-empty set the mover chooses, each holding enough
/// (see the module for the theory).
///
/// # Example
/// ```
/// use gamecore::partizan::subtraction::SelectiveSum;
/// let mut sum = SelectiveSum::new(3, 1);
/// sum.add(3);
/// sum.add(4); // residues 3 and 0 of 4: Left takes 3, and Right is left without a move
/// assert!(sum.left_first_wins());
/// sum.add(2); // residue 2 lies in [1, 3): Right's spare
/// assert!(!sum.left_first_wins());
/// ```
///
/// # Complexity
/// `O(1)` time a heap, `O(1)` memory.
#[derive(Clone, Debug)]
pub struct SelectiveSum {
    left: u64,
    right: u64,
    period: u64,
    /// The largest residue so far (0 for none).
    highest: u64,
    /// Some residue lies between the takes: in `[right, left)` (Right's spare) or in
    /// `[left, right)` (Left's), whichever is not empty.
    spare: bool,
}

impl SelectiveSum {
    /// The empty sum.
    ///
    /// # Panics
    /// If a take is 0, or `left + right` overflows.
    pub fn new(left: u64, right: u64) -> Self {
        SelectiveSum {
            left,
            right,
            period: period(left, right),
            highest: 0,
            spare: false,
        }
    }

    /// Adds a heap of `heap` counters.
    #[inline]
    pub fn add(&mut self, heap: u64) {
        let w = heap % self.period;
        self.highest = self.highest.max(w);
        self.spare |= self.left.min(self.right) <= w && w < self.left.max(self.right);
    }

    /// Whether Left wins moving first.
    pub fn left_first_wins(&self) -> bool {
        self.highest >= self.left && !(self.spare && self.left > self.right)
    }

    /// Whether Right wins moving first.
    pub fn right_first_wins(&self) -> bool {
        self.highest >= self.right && !(self.spare && self.right > self.left)
    }

    /// The outcome class of the sum.
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.left_first_wins(), self.right_first_wins())
    }
}

/// The outcome class of the selective sum of `heaps` when Left takes `left` and Right `right`
/// from each heap of the set they choose.
///
/// # Panics
/// If a take is 0, or `left + right` overflows.
///
/// # Example
/// ```
/// use gamecore::partizan::subtraction::selective_outcome;
/// use gamecore::partizan::Outcome;
/// assert_eq!(selective_outcome(3, 1, &[3, 4]), Outcome::Next);
/// assert_eq!(selective_outcome(1, 2, &[3, 3]), Outcome::Previous); // residues 0 and 0
/// ```
///
/// # Complexity
/// `O(heaps)` time, `O(1)` memory.
pub fn selective_outcome(left: u64, right: u64, heaps: &[u64]) -> Outcome {
    let mut sum = SelectiveSum::new(left, right);
    for &heap in heaps {
        sum.add(heap);
    }
    sum.outcome()
}

/// How many pairs of takes give each outcome class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OutcomeCounts {
    /// Pairs Left wins whoever starts.
    pub left: u64,
    /// Pairs Right wins whoever starts.
    pub right: u64,
    /// Pairs the player to move wins.
    pub next: u64,
    /// Pairs the player to move loses.
    pub previous: u64,
}

/// `v mod d` for many `v` and a fixed `2 ≤ d < 2^32`, by a multiplication with `⌊2^64 / d⌋`
/// (Barrett) instead of a division.
#[derive(Clone, Copy)]
struct Divisor {
    d: u64,
    inverse: u64,
}

impl Divisor {
    fn new(d: u64) -> Self {
        debug_assert!((2..1 << 32).contains(&d));
        Divisor {
            d,
            inverse: ((1u128 << 64) / u128::from(d)) as u64,
        }
    }

    /// The estimate `⌊v · inverse / 2^64⌋` is the quotient or one less, so one subtraction
    /// corrects it.
    #[inline]
    fn rem(self, v: u64) -> u64 {
        let q = ((u128::from(v) * u128::from(self.inverse)) >> 64) as u64;
        let r = v - q * self.d;
        if r >= self.d {
            r - self.d
        } else {
            r
        }
    }
}

/// For the disjunctive sum of `heaps`, the number of pairs `(left, right)` with
/// `1 ≤ left, right ≤ max_take` in each outcome class (Codeforces 1033G).
///
/// **Method.** For each period `s` from 2 to `2·max_take`, write `a ≤ b` for the two takes
/// (`a + b = s`, so `a ≤ s/2 ≤ b`). By the module's classification the class is `Next` or
/// `Previous` exactly when no residue lies in `[a, b)` and, with `k` residues at least `b`,
/// at most one of them (`k` odd) or none of them (`k` even) is at least `2a`. Since
/// `a ≤ s/2 ≤ b`, no residue in `[a, b)` means: every residue `w` with `2w < s` is below `a`
/// and every other residue is at least `b`; so `k` is the number of residues with `2w ≥ s`,
/// and the pairs of the period are those with `a` in one interval: above the largest lower
/// residue, at least `s` minus the smallest upper one, at least `s − max_take`, above half the
/// largest (`k` even) or the second largest (`k` odd) upper residue, and at most `s/2`. Each
/// `a < s/2` stands for two ordered pairs. Left and Right wins are equal in number by symmetry
/// (swapping the takes swaps the players), so they share the rest.
///
/// # Panics
/// If `max_take` is 0 or above `2^31 − 1`.
///
/// # Example
/// ```
/// use gamecore::partizan::subtraction::{count_sum_outcomes, OutcomeCounts};
/// let counts = count_sum_outcomes(&[4, 5], 2);
/// assert_eq!(counts, OutcomeCounts { left: 1, right: 1, next: 1, previous: 1 });
/// ```
///
/// # Complexity
/// `O(max_take · heaps)` time (a multiplication, no division, per heap and period), `O(1)`
/// memory.
pub fn count_sum_outcomes(heaps: &[u64], max_take: u32) -> OutcomeCounts {
    assert!(
        (1..1 << 31).contains(&max_take),
        "the largest take is between 1 and 2^31 − 1"
    );
    let m = u64::from(max_take);
    let mut counts = OutcomeCounts::default();
    for s in 2..=2 * m {
        let divisor = Divisor::new(s);
        // Written without branches (a residue is above or below `s/2` at random): `below` is
        // one more than the largest residue under `s/2` (0 if none), `above` the smallest of
        // the others (`s` if none); `top` and `second` are the two largest of all residues,
        // which are the upper ones' whenever there are two of them.
        let (mut below, mut above, mut upper) = (0, s, 0u32);
        let (mut top, mut second) = (0, 0);
        for &heap in heaps {
            let w = divisor.rem(heap);
            let up = 2 * w >= s;
            below = below.max(if up { 0 } else { w + 1 });
            above = above.min(if up { w } else { s });
            upper += u32::from(up);
            second = second.max(top.min(w));
            top = top.max(w);
        }
        let spread = match upper {
            0 | 1 => 0,
            k if k % 2 == 0 => top / 2 + 1,
            _ => second / 2 + 1,
        };
        let lowest = below
            .max(s - above)
            .max(s.saturating_sub(m))
            .max(spread)
            .max(1);
        let highest = s / 2;
        if lowest <= highest {
            let pairs = 2 * (highest - lowest + 1) - u64::from(s % 2 == 0);
            if upper % 2 == 1 {
                counts.next += pairs;
            } else {
                counts.previous += pairs;
            }
        }
    }
    let decided = m * m - counts.next - counts.previous;
    counts.left = decided / 2;
    counts.right = decided / 2;
    counts
}

#[cfg(test)]
mod tests {
    use super::{
        count_sum_outcomes, selective_outcome, sum_outcome, Divisor, Outcome, OutcomeCounts,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// Whether the player to move wins, by plain memoised search over the heaps (sorted), from
    /// the rules: `selective` moves take `take` from each heap of a non-empty set, the others
    /// from one heap.
    fn mover_wins(
        heaps: Vec<u64>,
        takes: [u64; 2],
        mover: usize,
        selective: bool,
        memo: &mut HashMap<(Vec<u64>, usize), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(heaps.clone(), mover)) {
            return known;
        }
        let take = takes[mover];
        let usable: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= take).collect();
        let sets: Vec<Vec<usize>> = if selective {
            (1..1u32 << usable.len())
                .map(|mask| {
                    (0..usable.len())
                        .filter(|&j| mask >> j & 1 == 1)
                        .map(|j| usable[j])
                        .collect()
                })
                .collect()
        } else {
            usable.iter().map(|&i| vec![i]).collect()
        };
        let wins = sets.into_iter().any(|set| {
            let mut next = heaps.clone();
            for i in set {
                next[i] -= take;
            }
            next.sort_unstable();
            !mover_wins(next, takes, 1 - mover, selective, memo)
        });
        memo.insert((heaps, mover), wins);
        wins
    }

    fn searched(left: u64, right: u64, heaps: &[u64], selective: bool) -> Outcome {
        let mut memo = HashMap::new();
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        let l = mover_wins(sorted.clone(), [left, right], 0, selective, &mut memo);
        let r = mover_wins(sorted, [left, right], 1, selective, &mut memo);
        super::outcome_of(l, r)
    }

    /// Every multiset of up to three heaps of at most `most` counters.
    fn heap_sets(most: u64) -> Vec<Vec<u64>> {
        let mut sets = vec![vec![]];
        for a in 0..=most {
            sets.push(vec![a]);
            for b in a..=most {
                sets.push(vec![a, b]);
                for c in b..=most {
                    sets.push(vec![a, b, c]);
                }
            }
        }
        sets
    }

    #[test]
    fn sum_outcome_agrees_with_search() {
        for heaps in heap_sets(13) {
            for left in 1..=6 {
                for right in 1..=6 {
                    assert_eq!(
                        sum_outcome(left, right, &heaps),
                        searched(left, right, &heaps, false),
                        "left {left}, right {right}, heaps {heaps:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn selective_outcome_agrees_with_search() {
        for heaps in heap_sets(10) {
            for left in 1..=4 {
                for right in 1..=4 {
                    assert_eq!(
                        selective_outcome(left, right, &heaps),
                        searched(left, right, &heaps, true),
                        "left {left}, right {right}, heaps {heaps:?}"
                    );
                }
            }
        }
    }

    /// The slow reference: every pair of takes classified one at a time.
    fn counted_pair_by_pair(heaps: &[u64], m: u64) -> OutcomeCounts {
        let mut counts = OutcomeCounts::default();
        for left in 1..=m {
            for right in 1..=m {
                match sum_outcome(left, right, heaps) {
                    Outcome::Left => counts.left += 1,
                    Outcome::Right => counts.right += 1,
                    Outcome::Next => counts.next += 1,
                    Outcome::Previous => counts.previous += 1,
                }
            }
        }
        counts
    }

    #[test]
    fn counts_agree_with_pair_by_pair_classification() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..300 {
            let n = rng.gen_range(1..=6);
            let m = rng.gen_range(1..=40);
            let most = if round % 3 == 0 {
                1_000_000_000_000_000_000
            } else {
                3 * m
            };
            let heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(1..=most)).collect();
            assert_eq!(
                count_sum_outcomes(&heaps, m as u32),
                counted_pair_by_pair(&heaps, m),
                "heaps {heaps:?}, m {m}"
            );
        }
    }

    /// Codeforces 1033G's samples.
    #[test]
    fn counts_of_the_samples() {
        let expected = |l, r, n, p| OutcomeCounts {
            left: l,
            right: r,
            next: n,
            previous: p,
        };
        assert_eq!(count_sum_outcomes(&[4, 5], 2), expected(1, 1, 1, 1));
        assert_eq!(count_sum_outcomes(&[4, 5], 20), expected(82, 82, 6, 230));
    }

    #[test]
    fn barrett_remainder_agrees_with_division() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..100_000 {
            let d = if rng.gen_bool(0.5) {
                rng.gen_range(2..1000)
            } else {
                rng.gen_range(2..1u64 << 32)
            };
            let v = match rng.gen_range(0..3) {
                0 => u64::MAX - rng.gen_range(0..1000),
                1 => rng.gen_range(0..10 * d),
                _ => rng.r#gen(),
            };
            assert_eq!(Divisor::new(d).rem(v), v % d, "{v} mod {d}");
        }
    }
}
