//! Misère sums: the SJ theorem (anti-SG) and misère Nim, where the player who makes the last
//! move loses.
//!
//! Under misère play the Grundy value of a sum no longer decides it, but in the common case
//! the component values still do, through one extra fact: whether some component is worth 2
//! or more. This is the **SJ theorem** (Sprague–Grundy–Jia), due to Jia Zhihao in his 2009
//! Chinese national team paper *组合游戏略述——浅谈SG游戏的若干拓展及变形*.
//!
//! **Setting (anti-SG).** A disjunctive sum of finite impartial games; a move is a move in one
//! component; the player who cannot move **wins**. In addition, the game is declared over —
//! and the player to move wins — as soon as *every* component has Grundy value 0.
//!
//! **Theorem.** In that setting the first player wins iff either
//! - (a) the nim-sum of the components is non-zero and some component has value `> 1`, or
//! - (b) the nim-sum is zero and no component has value `> 1`.
//!
//! **When the extra rule matters.** If every component position of value 0 is terminal (has no
//! move at all), the extra rule changes nothing and the theorem decides plain misère play. Nim
//! is such a game: a heap's value is its size. Otherwise it may not: let `G` be the game whose
//! only move leads to a Nim heap of 2. `G` has value 0, so the theorem says the player to move
//! wins; under plain misère play that player must move to the heap of 2, the opponent leaves a
//! heap of 1, and the player is forced to take the last stone and loses. Use these functions
//! for plain misère play only when the components have the "value 0 means no move" property.
//!
//! **Misère Nim** (Bouton, 1901): the first player wins iff some heap has 2 or more stones and
//! the nim-sum is non-zero, or every heap has at most 1 stone and the number of 1-heaps is
//! even. Empty heaps change nothing, and a table of empty heaps is won by the player to move
//! (the opponent took the last stone).

use super::mex::Grundy;

/// Whether the first player wins the anti-SG sum with component Grundy values `values` (see
/// the module docs for the exact setting, including the rule that the game ends once every
/// component is worth 0).
///
/// # Example
/// ```
/// use gamecore::misere::anti_sg_first_player_wins;
/// assert!(anti_sg_first_player_wins(&[3, 1])); // (a): nim-sum 2, a value above 1
/// assert!(!anti_sg_first_player_wins(&[3, 3])); // nim-sum 0 with values above 1
/// assert!(anti_sg_first_player_wins(&[1, 1])); // (b): nim-sum 0, nothing above 1
/// assert!(!anti_sg_first_player_wins(&[1, 0, 0])); // one 1 left: you must take it
/// assert!(anti_sg_first_player_wins(&[])); // already over: the player to move wins
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn anti_sg_first_player_wins(values: &[Grundy]) -> bool {
    sj_outcome(values.iter().map(|&v| u64::from(v)))
}

/// A winning move of the anti-SG sum with component values `values`: a component index and
/// the Grundy value to move that component to. `None` if the first player loses, or if every
/// component is already worth 0 (the game is over and the player to move has won).
///
/// The target is always below the component's current value, so by the mex rule the
/// component has a move to it; any move of that component to a position of that value wins.
///
/// # Example
/// ```
/// use gamecore::misere::anti_sg_winning_move;
/// assert_eq!(anti_sg_winning_move(&[5, 1, 1]), Some((0, 1))); // leave three 1s
/// assert_eq!(anti_sg_winning_move(&[5, 1]), Some((0, 0))); // leave one 1
/// assert_eq!(anti_sg_winning_move(&[6, 5, 2]), Some((1, 4))); // plain Nim: 6 ^ 4 ^ 2 == 0
/// assert_eq!(anti_sg_winning_move(&[3, 3]), None);
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn anti_sg_winning_move(values: &[Grundy]) -> Option<(usize, Grundy)> {
    sj_winning_move(values.len(), |i| u64::from(values[i])).map(|(i, t)| (i, t as Grundy))
}

/// Whether the first player wins misère Nim on `heaps`: the player who takes the last stone
/// loses. Empty heaps are allowed and change nothing.
///
/// # Example
/// ```
/// use gamecore::misere::misere_nim_first_player_wins;
/// // Luogu P4279 (SHOI 2008)'s sample: "3 5 1" is a win, a single heap of 1 a loss.
/// assert!(misere_nim_first_player_wins(&[3, 5, 1]));
/// assert!(!misere_nim_first_player_wins(&[1]));
/// assert!(misere_nim_first_player_wins(&[1, 1])); // nim-sum 0, yet a win
/// assert!(!misere_nim_first_player_wins(&[0, 1])); // the empty heap does not count
/// assert!(misere_nim_first_player_wins(&[7])); // leave exactly one stone
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn misere_nim_first_player_wins(heaps: &[u64]) -> bool {
    sj_outcome(heaps.iter().copied())
}

/// A winning move of misère Nim: the index of a heap and the size to reduce it to. `None` if
/// the first player loses, or if every heap is empty (the game is over and the player to move
/// has won).
///
/// # Example
/// ```
/// use gamecore::misere::misere_nim_winning_move;
/// assert_eq!(misere_nim_winning_move(&[7]), Some((0, 1)));
/// assert_eq!(misere_nim_winning_move(&[7, 1]), Some((0, 0)));
/// assert_eq!(misere_nim_winning_move(&[3, 5, 1]), Some((1, 2))); // plain Nim's move
/// assert_eq!(misere_nim_winning_move(&[0, 1, 1]), Some((1, 0)));
/// assert_eq!(misere_nim_winning_move(&[1, 1, 1]), None);
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn misere_nim_winning_move(heaps: &[u64]) -> Option<(usize, u64)> {
    sj_winning_move(heaps.len(), |i| heaps[i])
}

/// The SJ rule: "some value is above 1" must agree with "the nim-sum is non-zero".
fn sj_outcome<I: Iterator<Item = u64>>(values: I) -> bool {
    let (nim_sum, any_big) = values.fold((0u64, false), |(x, big), v| (x ^ v, big || v > 1));
    any_big == (nim_sum != 0)
}

fn sj_winning_move<F: Fn(usize) -> u64>(len: usize, value: F) -> Option<(usize, u64)> {
    let mut nim_sum = 0u64;
    let mut ones = 0usize;
    let mut big = None;
    let mut big_count = 0usize;
    for i in 0..len {
        let v = value(i);
        nim_sum ^= v;
        if v == 1 {
            ones += 1;
        } else if v > 1 {
            big = Some(i);
            big_count += 1;
        }
    }
    match (big_count, big) {
        // Only 0s and 1s: each move removes one 1, so leave an odd number of them.
        (0, _) => {
            if ones % 2 == 0 {
                (0..len).find(|&i| value(i) == 1).map(|i| (i, 0))
            } else {
                None
            }
        }
        // One big component: cut it to 0 or 1, whichever leaves an odd number of 1s.
        (1, Some(i)) => Some((i, u64::from(ones % 2 == 0))),
        // Two or more big components: one move leaves at least one of them, and while one
        // exists the position plays like normal Nim.
        _ => {
            if nim_sum == 0 {
                return None;
            }
            (0..len).find_map(|i| {
                let v = value(i);
                if v ^ nim_sum < v {
                    Some((i, v ^ nim_sum))
                } else {
                    None
                }
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{
        anti_sg_first_player_wins, anti_sg_winning_move, misere_nim_first_player_wins,
        misere_nim_winning_move,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;

    /// Misère Nim by exhaustive search: the player to move wins iff no heap is left (the
    /// opponent took the last stone) or some move leads to a position the opponent loses.
    fn naive_misere_nim(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = key.is_empty()
            || (0..key.len()).any(|i| {
                (0..key[i]).any(|smaller| {
                    let mut next = key.clone();
                    next[i] = smaller;
                    !naive_misere_nim(&next, memo)
                })
            });
        memo.insert(key, wins);
        wins
    }

    // Hand-checked from the rules. The first two are Luogu P4279's sample; [1, 1] and [1] are
    // the classic reversals of normal Nim (Berlekamp–Conway–Guy, Winning Ways, ch. 13
    // "Survival in the Lost World", on misère Nim).
    #[rstest]
    #[case(&[3, 5, 1], true)]
    #[case(&[1], false)]
    #[case(&[1, 1], true)]
    #[case(&[1, 1, 1], false)]
    #[case(&[0, 1], false)]
    #[case(&[2], true)]
    #[case(&[2, 2], false)]
    #[case(&[2, 3], true)]
    #[case(&[1, 2, 3], false)]
    #[case(&[1, 1, 2, 2], false)]
    #[case(&[5000; 50], false)]
    #[case(&[], true)]
    fn misere_nim_known_values(#[case] heaps: &[u64], #[case] first_wins: bool) {
        assert_eq!(misere_nim_first_player_wins(heaps), first_wins);
        let values: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        assert_eq!(anti_sg_first_player_wins(&values), first_wins);
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut memo = HashMap::new();
        for round in 0..400 {
            let n = rng.gen_range(0..=5);
            // Every other instance uses only heaps of 0, 1 and 2, where misère differs most.
            let top = if round % 2 == 0 { 2 } else { 7 };
            let heaps: Vec<u64> = (0..n).map(|_| rng.gen_range(0..=top)).collect();
            let wins = naive_misere_nim(&heaps, &mut memo);
            assert_eq!(
                misere_nim_first_player_wins(&heaps),
                wins,
                "heaps={heaps:?}"
            );
            match misere_nim_winning_move(&heaps) {
                Some((i, size)) => {
                    assert!(size < heaps[i], "illegal move {i}->{size} in {heaps:?}");
                    let mut next = heaps.clone();
                    next[i] = size;
                    assert!(
                        !naive_misere_nim(&next, &mut memo),
                        "{heaps:?} -> {next:?} does not win"
                    );
                }
                None => assert!(
                    !wins || heaps.iter().all(|&h| h == 0),
                    "missed a winning move in {heaps:?}"
                ),
            }
        }
    }

    /// A random DAG game on `n` vertices (a move slides the token along an edge to a smaller
    /// vertex) and the Grundy value of each vertex by the mex definition.
    fn random_dag(rng: &mut ChaCha8Rng, n: usize) -> (Vec<Vec<usize>>, Vec<u32>) {
        let mut options = vec![Vec::new(); n];
        let mut grundy = vec![0u32; n];
        for v in 0..n {
            options[v] = (0..v).filter(|_| rng.gen_bool(0.4)).collect();
            let seen: Vec<u32> = options[v].iter().map(|&w| grundy[w]).collect();
            grundy[v] = (0..=u32::MAX).find(|g| !seen.contains(g)).unwrap();
        }
        (options, grundy)
    }

    /// Who wins a sum of tokens on one DAG when the player who cannot move wins. With
    /// `stop_at_zero`, a position whose tokens are all on value-0 vertices is over as well
    /// (the anti-SG rule); otherwise the search plays plain misère.
    fn naive_misere_sum(
        options: &[Vec<usize>],
        grundy: &[u32],
        tokens: &[usize],
        stop_at_zero: bool,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let over = if stop_at_zero {
            key.iter().all(|&v| grundy[v] == 0)
        } else {
            key.iter().all(|&v| options[v].is_empty())
        };
        let wins = over
            || (0..key.len()).any(|i| {
                options[key[i]].iter().any(|&w| {
                    let mut next = key.clone();
                    next[i] = w;
                    !naive_misere_sum(options, grundy, &next, stop_at_zero, memo)
                })
            });
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn anti_sg_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..250 {
            let n = rng.gen_range(1..=9);
            let (options, grundy) = random_dag(&mut rng, n);
            let mut memo = HashMap::new();
            for _ in 0..4 {
                let tokens: Vec<usize> = (0..rng.gen_range(1..=4))
                    .map(|_| rng.gen_range(0..options.len()))
                    .collect();
                let values: Vec<u32> = tokens.iter().map(|&v| grundy[v]).collect();
                let context = format!("options={options:?} tokens={tokens:?} values={values:?}");
                let wins = naive_misere_sum(&options, &grundy, &tokens, true, &mut memo);
                assert_eq!(anti_sg_first_player_wins(&values), wins, "{context}");
                match anti_sg_winning_move(&values) {
                    Some((i, target)) => {
                        assert!(target < values[i], "{context}");
                        let mut moves = options[tokens[i]].iter().filter(|&&w| grundy[w] == target);
                        let mut any = false;
                        for &w in &mut moves {
                            any = true;
                            let mut next = tokens.clone();
                            next[i] = w;
                            assert!(
                                !naive_misere_sum(&options, &grundy, &next, true, &mut memo),
                                "{context}: moving token {i} to {w} does not win"
                            );
                        }
                        assert!(any, "{context}: no move to value {target}");
                    }
                    None => assert!(!wins || values.iter().all(|&v| v == 0), "{context}"),
                }
            }
        }
    }

    #[test]
    fn plain_misere_when_value_zero_means_no_move() {
        // Strip every move out of the value-0 vertices: values elsewhere stay the same (a
        // vertex's value depends only on its options' values), and the anti-SG stopping rule
        // then coincides with plain misère play.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..250 {
            let n = rng.gen_range(1..=9);
            let (mut options, grundy) = random_dag(&mut rng, n);
            for v in 0..options.len() {
                if grundy[v] == 0 {
                    options[v].clear();
                }
            }
            let mut memo = HashMap::new();
            let tokens: Vec<usize> = (0..rng.gen_range(1..=4))
                .map(|_| rng.gen_range(0..options.len()))
                .collect();
            let values: Vec<u32> = tokens.iter().map(|&v| grundy[v]).collect();
            assert_eq!(
                anti_sg_first_player_wins(&values),
                naive_misere_sum(&options, &grundy, &tokens, false, &mut memo),
                "options={options:?} tokens={tokens:?}"
            );
        }
    }

    #[test]
    fn stopping_rule_is_needed_in_general() {
        // Vertex 0 is terminal, 1 → 0, 2 → {0, 1}: a Nim heap of 2 as a DAG. Vertex 3 → 2 has
        // value 0 but a move, and under plain misère play the player to move there loses.
        let options = vec![vec![], vec![0], vec![0, 1], vec![2]];
        let grundy = vec![0, 1, 2, 0];
        let mut memo = HashMap::new();
        assert!(!naive_misere_sum(&options, &grundy, &[3], false, &mut memo));
        assert!(anti_sg_first_player_wins(&[0]));
    }
}
