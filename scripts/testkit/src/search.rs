//! The win/lose search every brute force needs, so that a brute force only states the rules:
//! a game is its successor function, and [`GameSearch`] finds out by memoised recursion
//! whether the player to move wins. Plain and independent of gamecore (no Grundy values);
//! meant for tiny games, where the recursion is as deep as the longest play.

use std::collections::HashMap;
use std::hash::Hash;

/// A game's rules as a plain function (a closure that captures nothing coerces to it): the
/// positions one move can reach from a position.
pub type Rules<P> = fn(&P) -> Vec<P>;

/// Whether the player to move wins, for the positions of a finite game given by `successors` (the
/// positions one move can reach). Under normal play a player with no move loses; under
/// misère play ([`GameSearch::misere`]) that player wins, since the opponent just made the
/// last move. A position holds everything the rules need, including whose turn it is when the
/// moves depend on it.
///
/// # Example
/// ```
/// // Subtraction game: take 1 or 2 from a heap; the losses are the multiples of 3.
/// use testkit::search::GameSearch;
/// let mut search: GameSearch<u32> =
///     GameSearch::normal(|&n: &u32| (1..=2.min(n)).map(|take| n - take).collect());
/// assert!(!search.mover_wins(9));
/// assert!(search.mover_wins(10));
/// ```
pub struct GameSearch<P, F = Rules<P>> {
    successors: F,
    /// What a player with no move gets: `false` (a loss) under normal play.
    stuck_player_wins: bool,
    memo: HashMap<P, bool>,
}

impl<P, F> GameSearch<P, F>
where
    P: Eq + Hash,
    F: FnMut(&P) -> Vec<P>,
{
    /// Normal play: a player with no move loses.
    pub fn normal(successors: F) -> Self {
        Self::new(successors, false)
    }

    /// Misère play: a player with no move wins (whoever made the last move lost).
    pub fn misere(successors: F) -> Self {
        Self::new(successors, true)
    }

    fn new(successors: F, stuck_player_wins: bool) -> Self {
        Self {
            successors,
            stuck_player_wins,
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move at `position` wins: some move leads to a position the
    /// opponent loses. Each position is searched once; the answers are kept for later calls.
    ///
    /// # Panics
    /// The recursion overflows the stack if plays are very long (the game must be finite).
    pub fn mover_wins(&mut self, position: P) -> bool {
        if let Some(&wins) = self.memo.get(&position) {
            return wins;
        }
        let next = (self.successors)(&position);
        let wins = if next.is_empty() {
            self.stuck_player_wins
        } else {
            next.into_iter().any(|after| !self.mover_wins(after))
        };
        self.memo.insert(position, wins);
        wins
    }

    /// The output of a problem that prints one line for each of `positions`: `win` where the
    /// player to move wins, `lose` where not.
    ///
    /// # Example
    /// ```
    /// use testkit::search::GameSearch;
    /// let mut search: GameSearch<u32> =
    ///     GameSearch::normal(|&n: &u32| (1..=2.min(n)).map(|take| n - take).collect());
    /// assert_eq!(search.answer_lines([3, 4], "First", "Second"), "Second\nFirst\n");
    /// ```
    pub fn answer_lines(
        &mut self,
        positions: impl IntoIterator<Item = P>,
        win: &str,
        lose: &str,
    ) -> String {
        let mut out = String::new();
        for position in positions {
            out.push_str(if self.mover_wins(position) { win } else { lose });
            out.push('\n');
        }
        out
    }
}

/// The multiset of piles `piles` (sorted) after pile `i` is replaced by `parts`: empty parts
/// dropped, sorted again — the usual position of a heap game in a brute force.
///
/// # Example
/// ```
/// let next = testkit::search::replace_pile(&[2, 5, 7], 1, &[0, 3, 1]);
/// assert_eq!(next, [1, 2, 3, 7]);
/// ```
pub fn replace_pile<T: Copy + Ord + Default>(piles: &[T], i: usize, parts: &[T]) -> Vec<T> {
    let mut next: Vec<T> = piles[..i].iter().chain(&piles[i + 1..]).copied().collect();
    next.extend(parts.iter().copied().filter(|&p| p != T::default()));
    next.sort_unstable();
    next
}

/// Every multiset of positive piles adding up to at most `max_sum`, each sorted, the empty one
/// first: the positions of a heap game with at most that many stones.
///
/// # Example
/// ```
/// let all = testkit::search::multisets(3);
/// assert_eq!(all.len(), 7); // p(0) + p(1) + p(2) + p(3)
/// assert!(all.contains(&vec![1, 2]));
/// ```
pub fn multisets(max_sum: u32) -> Vec<Vec<u32>> {
    let mut all = Vec::new();
    let mut stack = vec![(Vec::new(), 0)];
    while let Some((piles, sum)) = stack.pop() {
        let smallest_next = piles.last().copied().unwrap_or(1);
        for next in smallest_next..=max_sum - sum {
            let mut more: Vec<u32> = piles.clone();
            more.push(next);
            stack.push((more, sum + next));
        }
        all.push(piles);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::{multisets, replace_pile, GameSearch};

    /// Nim on up to three heaps of at most 5, searched from the rules, against Bouton's
    /// theorem (the mover loses iff the xor of the heaps is 0); and the misère version
    /// against Bouton's misère rule (with every heap at most 1, the mover wins iff the
    /// number of 1s is even; otherwise as in normal play).
    #[test]
    fn nim_follows_bouton() {
        let moves = |heaps: &Vec<u32>| -> Vec<Vec<u32>> {
            (0..heaps.len())
                .flat_map(|i| (0..heaps[i]).map(move |left| replace_pile(heaps, i, &[left])))
                .collect()
        };
        let mut normal = GameSearch::normal(moves);
        let mut misere = GameSearch::misere(moves);
        for a in 0..=5u32 {
            for b in a..=5 {
                for c in b..=5 {
                    let heaps: Vec<u32> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    let xor = a ^ b ^ c;
                    assert_eq!(normal.mover_wins(heaps.clone()), xor != 0, "{heaps:?}");
                    let misere_wins = if c <= 1 { xor == 0 } else { xor != 0 };
                    assert_eq!(misere.mover_wins(heaps.clone()), misere_wins, "{heaps:?}");
                }
            }
        }
    }

    #[test]
    fn a_player_with_no_move_loses_or_wins_by_the_convention() {
        let no_moves = |_: &u8| Vec::new();
        assert!(!GameSearch::normal(no_moves).mover_wins(0));
        assert!(GameSearch::misere(no_moves).mover_wins(0));
    }

    /// The number of multisets of sum at most n is p(0) + … + p(n), OEIS A000070.
    #[test]
    fn multisets_are_counted_by_partition_sums() {
        let known = [1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139];
        for (n, &count) in known.iter().enumerate() {
            let all = multisets(n as u32);
            assert_eq!(all.len(), count, "sum at most {n}");
            assert!(all.iter().all(|m| m.windows(2).all(|w| w[0] <= w[1])));
            assert!(all.iter().all(|m| m.iter().sum::<u32>() <= n as u32));
        }
    }
}
