//! Cutcake and Maundy Cake (Winning Ways, ch. 2): cutting games on rectangles whose values
//! are integers, in closed form.
//!
//! A position is a set of rectangular pieces; a move cuts one piece along grid lines, and the
//! position is the sum of its pieces, so one piece's value is all a problem needs.
//!
//! **Orientation.** Every function here takes `(left_side, right_side)`: Left's cuts divide
//! `left_side` and keep `right_side`; Right's cuts divide `right_side` and keep `left_side`.
//! In Winning Ways' picture Left is *Vertical*: a vertical cut divides the width, so
//! `left_side` is the width and `right_side` the height. In Kattis' Cutting Brownies, Harry
//! (Left) cuts horizontally and so divides the depth: `cutcake_value(depth, breadth)`.
//!
//! - **Cutcake**: a cut splits a side `s` into any two positive parts. With
//!   `h = ⌊log2 left_side⌋` and `w = ⌊log2 right_side⌋`, the value is `⌊left_side / 2^w⌋ − 1`
//!   if `h > w`, `−(⌊right_side / 2^h⌋ − 1)` if `h < w`, and 0 if `h = w`.
//! - **Maundy Cake**: a cut splits a side into `k >= 2` *equal* parts, leaving `k` pieces.
//!   A strip only one player can cut is worth that player's number of moves,
//!   `M(n) = 1 + p1 + p1·p2 + … + p1⋯p(r−1)` for `n = p1·p2⋯pr` with primes in decreasing
//!   order (cut into the largest prime number of parts first). In general, with `Ω` the
//!   number of prime factors counted with multiplicity: the value is
//!   `M(left_side / (its Ω(right_side) smallest prime factors))` when
//!   `Ω(left_side) > Ω(right_side)`, the mirror image negated when `Ω(right_side) >
//!   Ω(left_side)`, and 0 when they are equal. Checked in the tests against the simplicity
//!   rule for all sides up to 48; the proof is not written here.
//!
//! The games from their rules, as positions for the [`solver`](super::solver), are in
//! [`rules`]: [`Cutcake`] and [`Maundy`].
//!
//! # Example
//! ```
//! use gamecore::partizan::cutcake::{cutcake_value, maundy_value};
//! assert_eq!(cutcake_value(500, 1), 499); // only Left can cut: 499 moves
//! assert_eq!(cutcake_value(8, 6), 1); // Cutting Brownies: 6 broad, 8 deep, Harry wins
//! assert_eq!(cutcake_value(2, 3), 0); // equal bit lengths: whoever starts loses
//! assert_eq!(maundy_value(12, 1), 10); // 12 → 3 pieces of 4 → 6 of 2 → 12 of 1
//! assert_eq!(maundy_value(2, 12), -4);
//! ```

use std::cmp::Ordering;

pub mod rules;
pub use rules::{Cutcake, Maundy};

/// The value of one Cutcake piece: Left may split `left_side` into two positive parts, Right
/// may split `right_side` (see the module for the orientation).
///
/// # Panics
/// If a side is 0 (no such piece).
///
/// # Example
/// ```
/// use gamecore::partizan::cutcake::cutcake_value;
/// assert_eq!(cutcake_value(1, 1), 0);
/// assert_eq!(cutcake_value(4, 2), 1); // Left's 4 against Right's 2: ⌊4 / 2⌋ − 1
/// assert_eq!(cutcake_value(2, 4), -1);
/// assert_eq!(cutcake_value(u64::MAX, 1), i128::from(u64::MAX) - 1);
/// ```
///
/// # Complexity
/// O(1).
pub fn cutcake_value(left_side: u64, right_side: u64) -> i128 {
    assert!(
        left_side > 0 && right_side > 0,
        "a Cutcake piece has positive sides"
    );
    let h = 63 - left_side.leading_zeros();
    let w = 63 - right_side.leading_zeros();
    match h.cmp(&w) {
        Ordering::Greater => i128::from(left_side >> w) - 1,
        Ordering::Less => -(i128::from(right_side >> h) - 1),
        Ordering::Equal => 0,
    }
}

/// The prime factors of `n`, with multiplicity, in increasing order (trial division).
fn prime_factors(mut n: u64) -> Vec<u64> {
    let mut factors = Vec::new();
    let mut p = 2;
    while p <= n / p {
        while n % p == 0 {
            factors.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        factors.push(n);
    }
    factors
}

/// Moves in a Maundy strip that one player cuts from `factors` (increasing): cut into the
/// largest prime number of parts first.
fn strip_moves(factors: &[u64]) -> i128 {
    let mut moves = 0i128;
    let mut pieces = 1i128;
    for &p in factors.iter().rev() {
        moves += pieces;
        pieces *= i128::from(p);
    }
    moves
}

/// The value of one Maundy Cake piece: Left may cut `left_side` into `k >= 2` equal parts
/// (leaving `k` pieces), Right likewise `right_side`.
///
/// # Panics
/// If a side is 0.
///
/// # Example
/// ```
/// use gamecore::partizan::cutcake::maundy_value;
/// assert_eq!(maundy_value(8, 1), 7);
/// assert_eq!(maundy_value(8, 3), 3); // 8 / 2 leaves a strip of 4 against one prime
/// assert_eq!(maundy_value(6, 35), 0);
/// ```
///
/// # Complexity
/// O(√(larger side)) time (trial division), O(log) space.
pub fn maundy_value(left_side: u64, right_side: u64) -> i128 {
    assert!(
        left_side > 0 && right_side > 0,
        "a Maundy Cake piece has positive sides"
    );
    let left = prime_factors(left_side);
    let right = prime_factors(right_side);
    match left.len().cmp(&right.len()) {
        Ordering::Greater => strip_moves(&left[right.len()..]),
        Ordering::Less => -strip_moves(&right[left.len()..]),
        Ordering::Equal => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::{cutcake_value, maundy_value};
    use crate::partizan::dyadic::{simplest_between, Dyadic};
    use crate::partizan::number_game::NumberGameSolver;
    use rstest::rstest;

    /// One piece's value from the rules, given the values of smaller pieces: the options of
    /// a cut are sums of pieces, and a sum of numbers is their sum.
    fn table(size: usize, left_cuts: impl Fn(usize) -> Vec<(usize, usize)>) -> Vec<Vec<Dyadic>> {
        // value[a][b]: Left divides a, Right divides b. cuts(s) lists (pieces, part) pairs.
        let mut value = vec![vec![Dyadic::ZERO; size + 1]; size + 1];
        for a in 1..=size {
            for b in 1..=size {
                let best_left = left_cuts(a)
                    .iter()
                    .map(|&(first, second)| value[first][b] + value[second][b])
                    .max();
                let best_right = left_cuts(b)
                    .iter()
                    .map(|&(first, second)| value[a][first] + value[a][second])
                    .min();
                value[a][b] = simplest_between(best_left, best_right).unwrap();
            }
        }
        value
    }

    #[test]
    fn cutcake_closed_form_against_the_simplicity_rule_up_to_48() {
        let values = table(48, |s| (1..s).map(|r| (r, s - r)).collect());
        for a in 1..=48 {
            for b in 1..=48 {
                assert_eq!(
                    i128::from(values[a][b].numerator()),
                    cutcake_value(a as u64, b as u64),
                    "{a} x {b}"
                );
                assert!(values[a][b].is_integer());
            }
        }
    }

    #[test]
    fn maundy_closed_form_against_the_simplicity_rule_up_to_48() {
        let size = 48;
        let mut value = vec![vec![0i64; size + 1]; size + 1];
        for a in 1..=size {
            for b in 1..=size {
                let cuts = |s: usize| (2..=s).filter(move |k| s % k == 0);
                let best_left = cuts(a)
                    .map(|k| Dyadic::integer(k as i64 * value[a / k][b]))
                    .max();
                let best_right = cuts(b)
                    .map(|k| Dyadic::integer(k as i64 * value[a][b / k]))
                    .min();
                let v = simplest_between(best_left, best_right).unwrap();
                assert!(v.is_integer(), "{a} x {b}");
                value[a][b] = v.numerator();
                assert_eq!(
                    i128::from(value[a][b]),
                    maundy_value(a as u64, b as u64),
                    "{a} x {b}"
                );
            }
        }
    }

    /// The whole game, not one piece: a position is the sorted list of pieces, and the
    /// solver values it from the rules alone (no additivity assumed). One solver for every
    /// size, so positions shared between sizes are valued once.
    #[test]
    fn cutcake_against_a_search_of_the_whole_game() {
        let moves = |left: bool| {
            move |pieces: &Vec<(u8, u8)>, out: &mut Vec<Vec<(u8, u8)>>| {
                for (i, &(x, y)) in pieces.iter().enumerate() {
                    let side = if left { x } else { y };
                    for r in 1..side {
                        let mut next = pieces.clone();
                        next.remove(i);
                        if left {
                            next.extend([(r, y), (x - r, y)]);
                        } else {
                            next.extend([(x, r), (x, y - r)]);
                        }
                        // Pieces 1 x 1 never move again: drop them to keep positions few.
                        next.retain(|&p| p != (1, 1));
                        next.sort_unstable();
                        out.push(next);
                    }
                }
            }
        };
        let mut solver = NumberGameSolver::new();
        for a in 1..=SEARCHED {
            for b in 1..=SEARCHED {
                let value = solver
                    .value(&vec![(a, b)], moves(true), moves(false))
                    .unwrap();
                assert_eq!(
                    i128::from(value.numerator()),
                    cutcake_value(u64::from(a), u64::from(b)),
                    "{a} x {b}"
                );
            }
        }
    }

    /// The largest side searched as a whole game (the positions grow like partitions).
    const SEARCHED: u8 = 5;

    /// Sizes from Cutting Brownies (Harry = Left divides the depth: `cutcake_value(depth,
    /// breadth)`) and Winning Ways' strips.
    #[rstest]
    #[case(500, 1, 499)]
    #[case(2, 4, -1)]
    #[case(8, 6, 1)]
    #[case(2, 3, 0)]
    #[case(500, 500, 0)]
    #[case(255, 128, 0)]
    #[case(256, 128, 1)]
    #[case(500, 257, 0)]
    #[case(1, 2, -1)]
    #[case(2, 1, 1)]
    fn known_cutcake_values(#[case] left: u64, #[case] right: u64, #[case] value: i128) {
        assert_eq!(cutcake_value(left, right), value);
    }

    #[test]
    fn huge_sides() {
        assert_eq!(cutcake_value(u64::MAX, u64::MAX), 0);
        assert_eq!(cutcake_value(1, u64::MAX), -(i128::from(u64::MAX) - 1));
        assert_eq!(maundy_value(1 << 40, 1), (1i128 << 40) - 1);
        // A prime near 2^32 on one side: one cut, worth 1.
        assert_eq!(maundy_value(4_294_967_291, 1), 1);
    }
}
