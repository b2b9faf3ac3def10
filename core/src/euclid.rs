//! Euclid's game: two piles; a move takes a positive multiple of the smaller pile from the
//! larger one (the larger must stay non-negative), and a game with an empty pile is over.
//! Who wins, and how long the game lasts when the winner drags it out and the loser cuts it
//! short — the step count that decides sums in which every game moves each turn (Every-SG).
//!
//! With `0 < a ≤ b` the moves from `(a, b)` are `(a, b − k·a)` for `1 ≤ k ≤ ⌊b/a⌋`. Cole and
//! Davie (1969) showed that the player to move wins iff `a = b` or `b/a > φ = (1 + √5)/2`.
//! Both functions below follow the Euclidean algorithm on `(a, b)`: a quotient of 1 is a
//! forced move, a quotient of 2 or more lets the mover choose which of `(b mod a, a)` and
//! `(a + b mod a, a)` (whose only move leads to the first) the opponent gets, and a division
//! without remainder lets him end the game at once. So each is O(log min(a, b)) and exact for
//! every `u64`.

/// Whether the player to move wins Euclid's game from piles `(a, b)` (in either order) under
/// normal play: a game with an empty pile is over, and the player to move there has lost.
///
/// # Example
/// ```
/// use gamecore::euclid::mover_wins;
/// assert!(mover_wins(3, 3)); // take one pile whole
/// assert!(!mover_wins(2, 3)); // forced to (1, 2), where the opponent takes the 2
/// assert!(mover_wins(7, 25)); // 25/7 > φ
/// assert!(!mover_wins(0, 5)); // already over
/// ```
///
/// # Complexity
/// O(log min(a, b)) time, O(1) space.
pub fn mover_wins(a: u64, b: u64) -> bool {
    let (mut small, mut large) = (a.min(b), a.max(b));
    // Each forced move (quotient 1) hands the turn over: count them until someone can choose.
    let mut forced = 0u32;
    while small != 0 && large - small < small && large != small {
        let rest = large - small;
        large = small;
        small = rest;
        forced += 1;
    }
    // Now the game is over (the player to move lost), or the player to move wins: he empties
    // a pile, or his quotient is at least 2.
    let chooser_wins = small != 0;
    chooser_wins == (forced % 2 == 0)
}

/// The Every-SG step count of Euclid's game from `(a, b)` (in either order): the number of
/// moves it lasts when the winner makes it last as long as he can and the loser ends it as
/// soon as he can. 0 for a game that is over; odd exactly when the player to move wins.
///
/// Formally `step = 0` at an empty pile, `1 + max { step(w) : w a losing option }` at a winning
/// position, `1 + min { step(w) : w an option }` at a losing one. With `a ≤ b` this is 1 when
/// `a | b` (every other option is winning, so the winner ends it), `1 + step(b − a, a)` when
/// `a < b < 2a` (the move is forced), and otherwise, with `r = b mod a`, `1 + step(r, a)` when
/// `(r, a)` is losing and `2 + step(r, a)` when it is winning (then move to `(a + r, a)`, whose
/// only move leads to `(r, a)`; all other options keep a quotient of 2 or more and are
/// winning).
///
/// In a sum of games where every unfinished game must be moved each turn, the player to move
/// wins iff the largest step count is odd (the Every-SG theorem).
///
/// # Example
/// ```
/// use gamecore::euclid::every_sg_steps;
/// assert_eq!(every_sg_steps(1, 1), 1);
/// assert_eq!(every_sg_steps(3, 2), 2); // (3, 2) → (1, 2) → (1, 0)
/// assert_eq!(every_sg_steps(2, 5), 3); // to (2, 3), not to (2, 1)
/// assert_eq!(every_sg_steps(0, 7), 0);
/// ```
///
/// # Complexity
/// O(log min(a, b)) time, O(1) space (a `u64` pair has at most 92 Euclidean quotients).
pub fn every_sg_steps(a: u64, b: u64) -> u32 {
    let (mut small, mut large) = (a.min(b), a.max(b));
    if small == 0 {
        return 0;
    }
    // The count is built from the innermost quotient outward (the exact last division is one
    // move; each quotient q before it adds 1 if q = 1 or the count so far is even, else 2),
    // but the quotients come outermost first. So the quotients seen so far are kept as one
    // map from the parity of the count inside them to (steps they add, parity after them),
    // and each new quotient is composed on the inside: no list of quotients, no reversal.
    let mut added = [0u32; 2];
    let mut parity_after = [0usize, 1];
    loop {
        let quotient = large / small;
        let rest = large % small;
        if rest == 0 {
            break;
        }
        let (old_added, old_after) = (added, parity_after);
        for inner in 0..2 {
            // This quotient on a count of parity `inner`: how much it adds, and the parity
            // it leaves (a quotient of 2 or more always leaves an odd count).
            let (step, after) = if quotient == 1 {
                (1, inner ^ 1)
            } else {
                (1 + inner as u32, 1)
            };
            added[inner] = step + old_added[after];
            parity_after[inner] = old_after[after];
        }
        large = small;
        small = rest;
    }
    // The innermost, exact division: one move, an odd count.
    1 + added[1]
}

#[cfg(test)]
mod tests {
    use super::{every_sg_steps, mover_wins};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    const LIMIT: usize = 120;

    /// Win flags and step counts for every `(a, b)`, `0 ≤ a, b ≤ LIMIT`, straight from the
    /// definitions over every option `(a, b − k·a)` (or `(a − k·b, b)`), with no use of the
    /// Euclidean structure. Options have a smaller sum, so filling by increasing sum works.
    fn table() -> Vec<Vec<(bool, u32)>> {
        let mut t = vec![vec![(false, u32::MAX); LIMIT + 1]; LIMIT + 1];
        for sum in 0..=2 * LIMIT {
            for a in sum.saturating_sub(LIMIT)..=sum.min(LIMIT) {
                let b = sum - a;
                let mut options = Vec::new();
                if a > 0 && b > 0 {
                    options.extend((1..=b / a).map(|k| t[a][b - k * a]));
                    options.extend((1..=a / b).map(|k| t[a - k * b][b]));
                }
                assert!(options.iter().all(|&(_, s)| s != u32::MAX));
                let wins = options.iter().any(|&(w, _)| !w);
                let steps = if options.is_empty() {
                    0
                } else if wins {
                    1 + options.iter().filter(|o| !o.0).map(|o| o.1).max().unwrap()
                } else {
                    1 + options.iter().map(|o| o.1).min().unwrap()
                };
                t[a][b] = (wins, steps);
            }
        }
        t
    }

    #[test]
    fn compare_with_naive() {
        let t = table();
        for a in 0..=LIMIT {
            for b in 0..=LIMIT {
                let (wins, steps) = t[a][b];
                let (x, y) = (a as u64, b as u64);
                assert_eq!(mover_wins(x, y), wins, "mover_wins({a}, {b})");
                assert_eq!(every_sg_steps(x, y), steps, "every_sg_steps({a}, {b})");
                assert_eq!(steps % 2 == 1, wins, "parity of ({a}, {b})");
            }
        }
    }

    /// Cole and Davie's criterion, `a = b` or `b/a > φ` (`b(b − a) > a²` in integers),
    /// on random pairs of every size.
    #[test]
    fn golden_ratio_criterion() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..2000 {
            let bits = rng.gen_range(1..=64);
            let draw = |rng: &mut ChaCha8Rng| rng.r#gen::<u64>() >> (64 - bits);
            let (a, b) = (draw(&mut rng).max(1), draw(&mut rng).max(1));
            let (s, l) = (u128::from(a.min(b)), u128::from(a.max(b)));
            let expected = s == l || l * (l - s) > s * s;
            assert_eq!(mover_wins(a, b), expected, "({a}, {b})");
            assert_eq!(every_sg_steps(a, b) % 2 == 1, expected, "({a}, {b})");
        }
    }

    // (1, 1), (3, 2): the worked examples of HDU 3595. (F_k, F_{k+1}): every move is forced
    // down to (1, 2), so k − 1 steps ((F_92, F_93) is the largest such u64 pair). (1, n) and
    // (n, n): one move. By Cole and Davie's criterion (A. J. Cole, A. J. T. Davie, "A game
    // based on the Euclidean algorithm and a winning strategy for it", Math. Gazette 53,
    // 1969): (2, 3), (5, 8) are lost, (3, 5), (7, 25) won.
    #[rstest]
    #[case(1, 1, 1)]
    #[case(3, 2, 2)]
    #[case(2, 3, 2)]
    #[case(3, 5, 3)]
    #[case(5, 8, 4)]
    #[case(2, 5, 3)]
    #[case(7, 25, 5)]
    #[case(610, 987, 14)]
    #[case(1, 1000, 1)]
    #[case(u64::MAX, u64::MAX, 1)]
    #[case(1, u64::MAX, 1)]
    #[case(7_540_113_804_746_346_429, 12_200_160_415_121_876_738, 91)]
    #[case(0, 0, 0)]
    #[case(0, u64::MAX, 0)]
    fn known_values(#[case] a: u64, #[case] b: u64, #[case] steps: u32) {
        assert_eq!(every_sg_steps(a, b), steps, "({a}, {b})");
        assert_eq!(every_sg_steps(b, a), steps, "({b}, {a})");
        assert_eq!(mover_wins(a, b), steps % 2 == 1, "({a}, {b})");
    }
}
