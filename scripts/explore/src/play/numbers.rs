//! Games whose position is one or two numbers: Wythoff's game, Euclid's game, Fibonacci Nim.

use super::{expect_words, number, Family, Outcome, Side};
use gamecore::euclid::{every_sg_steps, mover_wins};
use gamecore::fibonacci::{fibonacci_nim_winning_move, zeckendorf};
use gamecore::wythoff::{wythoff_is_p_position, wythoff_pair, wythoff_winning_moves};

/// The largest number of a Wythoff, Euclid or Fibonacci Nim position.
pub const MAX_NUMBER: u64 = 1_000_000;

/// Wythoff's game: two heaps; take any number from one heap, or the same number from both.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

/// A Wythoff move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WythoffMove {
    /// Take from heap 0 or 1 (1 or 2 in the notation).
    Heap(usize, u64),
    /// Take the same number from both.
    Both(u64),
}

fn outcome_of(wins: bool) -> Outcome {
    if wins {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

impl Family for Wythoff {
    type Position = [u64; 2];
    type Move = WythoffMove;

    fn title(&self) -> String {
        "Wythoff's game".to_string()
    }

    fn rules(&self) -> String {
        "two heaps; a move takes any number of tokens from one heap, or the same number from \
         both; whoever takes the last token wins"
            .to_string()
    }

    fn notation(&self) -> String {
        "heap 1 take N, heap 2 take N, or both take N".to_string()
    }

    fn show(&self, &[a, b]: &[u64; 2]) -> String {
        format!("heap 1: {a}   heap 2: {b}")
    }

    fn moves(&self, &[a, b]: &[u64; 2], _side: Side) -> Vec<WythoffMove> {
        let mut moves: Vec<WythoffMove> = (1..=a).map(|n| WythoffMove::Heap(0, n)).collect();
        moves.extend((1..=b).map(|n| WythoffMove::Heap(1, n)));
        moves.extend((1..=a.min(b)).map(WythoffMove::Both));
        moves
    }

    fn is_legal(&self, heaps: &[u64; 2], mv: &WythoffMove, _side: Side) -> bool {
        match *mv {
            WythoffMove::Heap(i, n) => i < 2 && n >= 1 && n <= heaps[i],
            WythoffMove::Both(n) => n >= 1 && n <= heaps[0].min(heaps[1]),
        }
    }

    fn illegal_reason(&self, heaps: &[u64; 2], mv: &WythoffMove, _side: Side) -> Option<String> {
        Some(match *mv {
            WythoffMove::Heap(i, _) if i >= 2 => "there are two heaps, 1 and 2".to_string(),
            WythoffMove::Heap(_, 0) | WythoffMove::Both(0) => {
                "a move takes at least 1 token".to_string()
            }
            WythoffMove::Heap(i, _) => format!("heap {} has only {}", i + 1, heaps[i]),
            WythoffMove::Both(_) => format!(
                "taking from both takes the same from each, at most the smaller heap, {}",
                heaps[0].min(heaps[1])
            ),
        })
    }

    fn legal_summary(&self, &[a, b]: &[u64; 2], _side: Side) -> String {
        let range = |n: u64| {
            if n == 1 {
                "1".to_string()
            } else {
                format!("1-{n}")
            }
        };
        let mut parts = Vec::new();
        if a > 0 {
            parts.push(format!("heap 1 take {}", range(a)));
        }
        if b > 0 {
            parts.push(format!("heap 2 take {}", range(b)));
        }
        if a.min(b) > 0 {
            parts.push(format!("both take {}", range(a.min(b))));
        }
        parts.join(", ")
    }

    fn apply(&self, &[a, b]: &[u64; 2], mv: &WythoffMove, _side: Side) -> [u64; 2] {
        match *mv {
            WythoffMove::Heap(0, n) => [a - n, b],
            WythoffMove::Heap(_, n) => [a, b - n],
            WythoffMove::Both(n) => [a - n, b - n],
        }
    }

    fn format_move(&self, mv: &WythoffMove) -> String {
        match *mv {
            WythoffMove::Heap(i, n) => format!("heap {} take {n}", i + 1),
            WythoffMove::Both(n) => format!("both take {n}"),
        }
    }

    fn parse_move(&self, text: &str) -> Option<WythoffMove> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            ["heap", h @ ("1" | "2"), "take", n] => {
                Some(WythoffMove::Heap(usize::from(*h == "2"), n.parse().ok()?))
            }
            ["heap", _, "take", n] => Some(WythoffMove::Heap(2, n.parse().ok()?)),
            ["both", "take", n] => Some(WythoffMove::Both(n.parse().ok()?)),
            _ => None,
        }
    }

    fn outcome(&self, &[a, b]: &[u64; 2], _side: Side) -> Outcome {
        outcome_of(!wythoff_is_p_position(a, b))
    }

    fn winning_moves(&self, &[a, b]: &[u64; 2], _side: Side) -> Vec<WythoffMove> {
        wythoff_winning_moves(a, b)
            .into_iter()
            .map(|(x, y)| {
                if x < a && y < b {
                    WythoffMove::Both(a - x)
                } else if x < a {
                    WythoffMove::Heap(0, a - x)
                } else {
                    WythoffMove::Heap(1, b - y)
                }
            })
            .collect()
    }

    fn why(&self, &[a, b]: &[u64; 2], side: Side) -> String {
        let pairs: Vec<String> = (0..6)
            .filter_map(wythoff_pair)
            .map(|(x, y)| format!("({x}, {y})"))
            .collect();
        let mut lines = vec![format!(
            "the losing positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, … (φ = \
             (1 + √5)/2), either way round: {} …",
            pairs.join(" ")
        )];
        let (low, high) = (a.min(b), a.max(b));
        if wythoff_is_p_position(a, b) {
            lines.push(format!(
                "({low}, {high}) is the pair with k = {}: a loss for the player to move",
                high - low
            ));
        } else {
            let moves: Vec<String> = self
                .winning_moves(&[a, b], side)
                .iter()
                .map(|mv| {
                    let [x, y] = self.apply(&[a, b], mv, side);
                    format!("{} (to {x}, {y})", self.format_move(mv))
                })
                .collect();
            lines.push(format!(
                "({a}, {b}) is not such a pair: a win for the player to move, by {}",
                moves.join(" or ")
            ));
        }
        lines.join("\n")
    }

    fn canonical(&self, &[a, b]: &[u64; 2]) -> [u64; 2] {
        [a.min(b), a.max(b)]
    }
}

/// `wythoff A B`.
///
/// # Errors
/// A message for a bad position.
pub fn wythoff(rest: &[&str]) -> Result<(Wythoff, [u64; 2]), String> {
    let words = expect_words(rest, 2, "two heaps, as in `wythoff 3 5`")?;
    let a = number(words[0], "heap 1", 0, MAX_NUMBER)?;
    let b = number(words[1], "heap 2", 0, MAX_NUMBER)?;
    if a == 0 && b == 0 {
        return Err("wythoff: at least one heap must be non-empty".to_string());
    }
    Ok((Wythoff, [a, b]))
}

/// Euclid's game: take a positive multiple of the smaller number from the larger; a position
/// with a 0 is over.
#[derive(Clone, Copy, Debug, Default)]
pub struct Euclid;

impl Family for Euclid {
    type Position = [u64; 2];
    /// How much to take from the larger number.
    type Move = u64;

    fn title(&self) -> String {
        "Euclid's game".to_string()
    }

    fn rules(&self) -> String {
        "two numbers; a move takes a positive multiple of the smaller from the larger, which \
         must stay at least 0; whoever makes a 0 wins (the other cannot move)"
            .to_string()
    }

    fn notation(&self) -> String {
        "take N (N a multiple of the smaller number, at most the larger)".to_string()
    }

    fn show(&self, &[a, b]: &[u64; 2]) -> String {
        format!("numbers: {a} and {b}")
    }

    fn moves(&self, &[a, b]: &[u64; 2], _side: Side) -> Vec<u64> {
        let (low, high) = (a.min(b), a.max(b));
        if low == 0 {
            return Vec::new();
        }
        (1..=high / low).map(|k| k * low).collect()
    }

    fn is_legal(&self, &[a, b]: &[u64; 2], &take: &u64, _side: Side) -> bool {
        let (low, high) = (a.min(b), a.max(b));
        low > 0 && take >= 1 && take <= high && take % low == 0
    }

    fn illegal_reason(&self, &[a, b]: &[u64; 2], &take: &u64, _side: Side) -> Option<String> {
        let (low, high) = (a.min(b), a.max(b));
        Some(if low == 0 {
            "a number is 0: the game is over".to_string()
        } else if take == 0 || take % low != 0 {
            format!("a move takes a positive multiple of the smaller number, {low}")
        } else {
            format!("taking {take} from {high} would leave less than 0")
        })
    }

    fn legal_summary(&self, &[a, b]: &[u64; 2], _side: Side) -> String {
        let (low, high) = (a.min(b), a.max(b));
        let count = high / low;
        match count {
            1..=4 => {
                let takes: Vec<String> = (1..=count).map(|k| format!("take {}", k * low)).collect();
                takes.join(", ")
            }
            _ => format!(
                "take {low}, take {}, …, take {} (multiples of {low})",
                2 * low,
                count * low
            ),
        }
    }

    fn apply(&self, &[a, b]: &[u64; 2], &take: &u64, _side: Side) -> [u64; 2] {
        if a > b {
            [a - take, b]
        } else {
            [a, b - take]
        }
    }

    fn format_move(&self, take: &u64) -> String {
        format!("take {take}")
    }

    fn parse_move(&self, text: &str) -> Option<u64> {
        text.strip_prefix("take ")?.parse().ok()
    }

    fn outcome(&self, &[a, b]: &[u64; 2], _side: Side) -> Outcome {
        outcome_of(mover_wins(a, b))
    }

    fn why(&self, &[a, b]: &[u64; 2], side: Side) -> String {
        let (low, high) = (a.min(b), a.max(b));
        let steps = every_sg_steps(a, b);
        let mut lines = vec![format!(
            "Cole and Davie: the player to move wins iff the numbers are equal or the larger is \
             more than φ = 1.618… times the smaller; here {high}/{low} = {:.3}",
            high as f64 / low as f64
        )];
        match self.winning_moves(&[a, b], side).first() {
            Some(&take) => lines.push(format!(
                "a win for the player to move: take {take} (to {} and {low})",
                high - take
            )),
            None => lines.push(format!(
                "a loss for the player to move (the only move is take {low}: the quotient is 1)"
            )),
        }
        lines.push(format!(
            "steps left when the winner drags the game out and the loser cuts it short (the \
             Every-SG count): {steps}"
        ));
        lines.join("\n")
    }

    fn canonical(&self, &[a, b]: &[u64; 2]) -> [u64; 2] {
        [a.min(b), a.max(b)]
    }
}

/// `euclid A B`.
///
/// # Errors
/// A message for a bad position.
pub fn euclid(rest: &[&str]) -> Result<(Euclid, [u64; 2]), String> {
    let words = expect_words(rest, 2, "two numbers, as in `euclid 7 25`")?;
    let a = number(words[0], "the first number", 1, MAX_NUMBER)?;
    let b = number(words[1], "the second number", 1, MAX_NUMBER)?;
    Ok((Euclid, [a, b]))
}

/// Fibonacci Nim: one heap; the first move takes anything but the whole heap, each later move
/// at most twice the previous one.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fibonacci;

impl Family for Fibonacci {
    /// The heap and the most the player to move may take.
    type Position = (u64, u64);
    /// How many to take.
    type Move = u64;

    fn title(&self) -> String {
        "Fibonacci Nim".to_string()
    }

    fn rules(&self) -> String {
        "one heap; the first move takes at least 1 but not all, every later move at least 1 and \
         at most twice the move before; whoever takes the last token wins"
            .to_string()
    }

    fn notation(&self) -> String {
        "take N".to_string()
    }

    fn show(&self, &(heap, most): &(u64, u64)) -> String {
        if heap == 0 {
            return "heap: 0".to_string();
        }
        format!("heap: {heap}   at most {} may be taken", most.min(heap))
    }

    fn moves(&self, &(heap, most): &(u64, u64), _side: Side) -> Vec<u64> {
        (1..=most.min(heap)).collect()
    }

    fn is_legal(&self, &(heap, most): &(u64, u64), &take: &u64, _side: Side) -> bool {
        take >= 1 && take <= most.min(heap)
    }

    fn illegal_reason(
        &self,
        &(heap, most): &(u64, u64),
        &take: &u64,
        _side: Side,
    ) -> Option<String> {
        Some(if take == 0 {
            "a move takes at least 1 token".to_string()
        } else if take > heap {
            format!("the heap has only {heap}")
        } else {
            format!("this move may take at most {most}")
        })
    }

    fn legal_summary(&self, &(heap, most): &(u64, u64), _side: Side) -> String {
        match most.min(heap) {
            1 => "take 1".to_string(),
            top => format!("take 1-{top}"),
        }
    }

    fn apply(&self, &(heap, _): &(u64, u64), &take: &u64, _side: Side) -> (u64, u64) {
        (heap - take, 2 * take)
    }

    fn format_move(&self, take: &u64) -> String {
        format!("take {take}")
    }

    fn parse_move(&self, text: &str) -> Option<u64> {
        text.strip_prefix("take ")?.parse().ok()
    }

    fn outcome(&self, &(heap, most): &(u64, u64), _side: Side) -> Outcome {
        outcome_of(fibonacci_nim_winning_move(heap, most).is_some())
    }

    fn winning_moves(&self, &(heap, most): &(u64, u64), _side: Side) -> Vec<u64> {
        // The smallest Zeckendorf term is the winning move the theory gives; others may win
        // too (taking a Zeckendorf tail, say), so the rest are checked one by one.
        match fibonacci_nim_winning_move(heap, most) {
            None => Vec::new(),
            Some(first) => {
                let mut moves = vec![first];
                moves.extend((1..=most.min(heap)).filter(|&take| {
                    take != first && fibonacci_nim_winning_move(heap - take, 2 * take).is_none()
                }));
                moves
            }
        }
    }

    fn why(&self, &(heap, most): &(u64, u64), _side: Side) -> String {
        let terms: Vec<String> = zeckendorf(u128::from(heap))
            .map(|(_, f)| f.to_string())
            .collect();
        let smallest = zeckendorf(u128::from(heap))
            .last()
            .map_or(0, |(_, f)| f as u64);
        let most = most.min(heap);
        let mut lines = vec![format!(
            "Zeckendorf: {heap} = {} (Fibonacci numbers, no two adjacent)",
            terms.join(" + ")
        )];
        if smallest <= most {
            lines.push(format!(
                "the smallest term {smallest} may be taken (at most {most}): a win for the player \
                 to move, who takes it: the next term is more than twice as large, so the opponent can \
                 never take a whole term"
            ));
        } else {
            lines.push(format!(
                "the smallest term {smallest} is more than the {most} allowed: a loss for the \
                 player to move (whatever is taken, the opponent can take the smallest term left)"
            ));
        }
        lines.join("\n")
    }

    fn canonical(&self, &(heap, most): &(u64, u64)) -> (u64, u64) {
        (heap, most.min(heap))
    }
}

/// `fibonacci N`.
///
/// # Errors
/// A message for a bad heap.
pub fn fibonacci(rest: &[&str]) -> Result<(Fibonacci, (u64, u64)), String> {
    let words = expect_words(rest, 1, "the heap, as in `fibonacci 20`")?;
    let heap = number(words[0], "heap", 2, MAX_NUMBER)?;
    Ok((Fibonacci, (heap, heap - 1)))
}

#[cfg(test)]
mod tests {
    use super::{Euclid, Fibonacci, Wythoff, WythoffMove};
    use crate::play::{Family, Side};

    #[test]
    fn illegal_moves_say_why() {
        let heaps = [3, 5];
        let reason = |mv| Wythoff.illegal_reason(&heaps, &mv, Side::Left);
        assert_eq!(
            reason(WythoffMove::Heap(0, 4)),
            Some("heap 1 has only 3".into())
        );
        assert_eq!(
            reason(WythoffMove::Both(4)),
            Some("taking from both takes the same from each, at most the smaller heap, 3".into())
        );
        assert_eq!(
            Euclid.illegal_reason(&[7, 25], &5, Side::Left),
            Some("a move takes a positive multiple of the smaller number, 7".into())
        );
        assert_eq!(
            Euclid.illegal_reason(&[7, 25], &28, Side::Left),
            Some("taking 28 from 25 would leave less than 0".into())
        );
        assert_eq!(
            Fibonacci.illegal_reason(&(20, 19), &20, Side::Left),
            Some("this move may take at most 19".into())
        );
    }
}
