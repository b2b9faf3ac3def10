//! Heap games: Nim, misère Nim, subtraction and octal games (one [`HeapFamily`]), Moore's
//! Nim_k ([`Moore`]) and Staircase Nim ([`Staircase`]).
//!
//! Heaps are numbered from 1 as given; a heap taken whole stays in the list as 0 (so the
//! numbers do not shift), and a heap split in two becomes two heaps, the second right after
//! the first (the heaps after them shift by one).

use super::{expect_words, number, number_list, Family, Outcome, Side};
use gamecore::misere::{misere_nim_first_player_wins, misere_nim_winning_move};
use gamecore::misere_quotient::{MisereQuotient, QuotientLimits};
use gamecore::nim::{moore_is_p_position, nim_sum, winning_move};
use gamecore::octal::{HeapGame, OctalSolver};
use gamecore::staircase::{staircase_nim_value, staircase_winning_move};

/// At most this many heaps (or stairs) in a position.
pub const MAX_HEAPS: usize = 16;
/// The largest heap of Nim, misère Nim, subtraction games, Moore's Nim_k and Staircase Nim.
pub const MAX_HEAP: u64 = 1000;
/// The largest heap of an octal game (a heap of n has O(n²) splits to list).
pub const MAX_OCTAL_HEAP: u64 = 200;
/// The largest subtraction in a subtraction set, and the most subtractions listed.
pub const MAX_SUBTRACTION: u64 = 1000;

/// A move on one heap: `heap` is 0-based here, 1-based in the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapMove {
    /// Take `take` tokens from the heap, leaving one heap (or none when it is all).
    Take {
        /// Which heap (0-based).
        heap: usize,
        /// How many tokens.
        take: u64,
    },
    /// Take what it needs from the heap and leave two heaps `first` and `second`, both
    /// non-empty (`first ≤ second`).
    Split {
        /// Which heap (0-based).
        heap: usize,
        /// The first heap left.
        first: u64,
        /// The second heap left.
        second: u64,
    },
}

/// The rule of a [`HeapFamily`].
#[derive(Clone, Debug)]
pub enum HeapRule {
    /// Take any number of tokens from one heap.
    Nim,
    /// Nim where whoever takes the last token loses.
    MisereNim,
    /// An octal or subtraction game (`label` is how the title names it) with its nim-values.
    Code {
        /// The game.
        game: HeapGame,
        /// `octal 0.07` or `subtraction 1,3,4`.
        label: String,
        /// G(n) for every heap size up to the largest heap of the start.
        values: Vec<u32>,
    },
    /// An octal game under misère play, decided by its misère quotient.
    MisereCode {
        /// The game.
        game: HeapGame,
        /// `misère octal 0.75`.
        label: String,
        /// The quotient of the heaps up to the largest heap of the start (or proved).
        quotient: Box<MisereQuotient>,
    },
}

/// Nim, misère Nim, subtraction and octal games: a position is a list of heaps.
#[derive(Clone, Debug)]
pub struct HeapFamily {
    rule: HeapRule,
}

impl HeapFamily {
    /// A family of heap games; the values of a code are computed up to `max_heap`.
    pub fn new(rule: HeapRule) -> Self {
        HeapFamily { rule }
    }

    /// The octal or subtraction game `game` with values up to `max_heap`.
    pub fn code(game: HeapGame, label: String, max_heap: u64) -> Self {
        let mut solver = OctalSolver::new(game.clone());
        solver.extend_to(max_heap as usize);
        HeapFamily::new(HeapRule::Code {
            game,
            label,
            values: solver.values().to_vec(),
        })
    }

    fn grundy(&self, heap: u64) -> u64 {
        match &self.rule {
            HeapRule::Nim | HeapRule::MisereNim => heap,
            HeapRule::Code { values, .. } => u64::from(values[heap as usize]),
            HeapRule::MisereCode { .. } => 0,
        }
    }

    /// The moves of one heap of `size` tokens (heap number `heap`), in a fixed order: takes
    /// from 1 up, then splits.
    fn heap_moves(&self, heap: usize, size: u64, into: &mut Vec<HeapMove>) {
        match &self.rule {
            HeapRule::Nim | HeapRule::MisereNim => {
                into.extend((1..=size).map(|take| HeapMove::Take { heap, take }));
            }
            HeapRule::Code { game, .. } | HeapRule::MisereCode { game, .. } => {
                let top = (game.max_take() as u64).min(size);
                for take in 1..=top {
                    let digit = game.digit(take as usize);
                    let whole = take == size && digit & 1 != 0;
                    let one = take < size && digit & 2 != 0;
                    if whole || one {
                        into.push(HeapMove::Take { heap, take });
                    }
                }
                for take in 0..=top {
                    if game.digit(take as usize) & 4 == 0 || size < take + 2 {
                        continue;
                    }
                    let left = size - take;
                    for first in 1..=left / 2 {
                        into.push(HeapMove::Split {
                            heap,
                            first,
                            second: left - first,
                        });
                    }
                }
            }
        }
    }
}

/// `there is no heap H (N heaps)`.
fn no_heap(heap: usize, heaps: usize) -> String {
    format!("there is no heap {} ({heaps} heaps)", heap + 1)
}

/// `heap H is empty` or `heap H has only N`.
fn too_few(heap: usize, size: u64) -> String {
    if size == 0 {
        format!("heap {} is empty", heap + 1)
    } else {
        format!("heap {} has only {size}", heap + 1)
    }
}

fn format_heap_move(mv: &HeapMove) -> String {
    match *mv {
        HeapMove::Take { heap, take } => format!("heap {} take {take}", heap + 1),
        HeapMove::Split {
            heap,
            first,
            second,
        } => format!("heap {} split {first}+{second}", heap + 1),
    }
}

/// Reads `heap H take N` or `heap H split A+B` (`A+B` in either order).
fn parse_heap_move(text: &str) -> Option<HeapMove> {
    let words: Vec<&str> = text.split(' ').collect();
    let [w_heap, heap, verb, amount] = words.as_slice() else {
        return None;
    };
    if *w_heap != "heap" {
        return None;
    }
    let heap = heap.parse::<usize>().ok()?.checked_sub(1)?;
    match *verb {
        "take" => Some(HeapMove::Take {
            heap,
            take: amount.parse().ok()?,
        }),
        "split" => {
            let (a, b) = amount.split_once('+')?;
            let (a, b): (u64, u64) = (a.parse().ok()?, b.parse().ok()?);
            Some(HeapMove::Split {
                heap,
                first: a.min(b),
                second: a.max(b),
            })
        }
        _ => None,
    }
}

fn apply_heap_move(heaps: &[u64], mv: &HeapMove) -> Vec<u64> {
    let mut next = heaps.to_vec();
    match *mv {
        HeapMove::Take { heap, take } => next[heap] -= take,
        HeapMove::Split {
            heap,
            first,
            second,
        } => {
            next[heap] = first;
            next.insert(heap + 1, second);
        }
    }
    next
}

fn show_heaps(heaps: &[u64]) -> String {
    let parts: Vec<String> = heaps
        .iter()
        .enumerate()
        .map(|(i, h)| format!("heap {}: {h}", i + 1))
        .collect();
    parts.join("   ")
}

/// Sorted, without empty heaps: heaps are interchangeable and an empty heap is no heap.
fn canonical_heaps(heaps: &[u64]) -> Vec<u64> {
    let mut kept: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    kept.sort_unstable();
    kept
}

impl Family for HeapFamily {
    type Position = Vec<u64>;
    type Move = HeapMove;

    fn title(&self) -> String {
        match &self.rule {
            HeapRule::Nim => "Nim".to_string(),
            HeapRule::MisereNim => "misère Nim".to_string(),
            HeapRule::Code { label, .. } | HeapRule::MisereCode { label, .. } => label.clone(),
        }
    }

    fn rules(&self) -> String {
        match &self.rule {
            HeapRule::Nim => {
                "a move takes any number of tokens from one heap; whoever takes the last token wins"
                    .to_string()
            }
            HeapRule::MisereNim => {
                "a move takes any number of tokens from one heap; whoever takes the last token loses"
                    .to_string()
            }
            HeapRule::Code { game, .. } if game.is_subtraction() => {
                let takes: Vec<String> = (1..=game.max_take())
                    .filter(|&k| game.digit(k) != 0)
                    .map(|k| k.to_string())
                    .collect();
                format!(
                    "a move takes {} tokens from one heap; whoever cannot move loses",
                    takes.join(" or ")
                )
            }
            HeapRule::Code { game, .. } | HeapRule::MisereCode { game, .. } => {
                let mut clauses = Vec::new();
                for k in 0..=game.max_take() {
                    let digit = game.digit(k);
                    let mut leaves = Vec::new();
                    if digit & 1 != 0 && k > 0 {
                        leaves.push("nothing");
                    }
                    if digit & 2 != 0 && k > 0 {
                        leaves.push("one heap");
                    }
                    if digit & 4 != 0 {
                        leaves.push("two heaps");
                    }
                    if !leaves.is_empty() {
                        clauses.push(format!("take {k} leaving {}", leaves.join(" or ")));
                    }
                }
                let end = if matches!(self.rule, HeapRule::MisereCode { .. }) {
                    "whoever cannot move wins (misère play: whoever moves last loses)"
                } else {
                    "whoever cannot move loses"
                };
                format!("a move on one heap may {}; {end}", clauses.join("; "))
            }
        }
    }

    fn notation(&self) -> String {
        match &self.rule {
            HeapRule::Code { game, .. } | HeapRule::MisereCode { game, .. }
                if (0..=game.max_take()).any(|k| game.digit(k) & 4 != 0) =>
            {
                "heap H take N, or heap H split A+B (leaving heaps A and B)".to_string()
            }
            _ => "heap H take N".to_string(),
        }
    }

    fn show(&self, heaps: &Vec<u64>) -> String {
        show_heaps(heaps)
    }

    fn moves(&self, heaps: &Vec<u64>, _side: Side) -> Vec<HeapMove> {
        let mut moves = Vec::new();
        for (heap, &size) in heaps.iter().enumerate() {
            self.heap_moves(heap, size, &mut moves);
        }
        moves
    }

    fn legal_summary(&self, heaps: &Vec<u64>, side: Side) -> String {
        if matches!(self.rule, HeapRule::Nim | HeapRule::MisereNim) {
            let parts: Vec<String> = heaps
                .iter()
                .enumerate()
                .filter(|&(_, &h)| h > 0)
                .map(|(i, &h)| match h {
                    1 => format!("heap {} take 1", i + 1),
                    _ => format!("heap {} take 1-{h}", i + 1),
                })
                .collect();
            return parts.join(", ");
        }
        super::list_moves(self, &self.moves(heaps, side))
    }

    fn apply(&self, heaps: &Vec<u64>, mv: &HeapMove, _side: Side) -> Vec<u64> {
        apply_heap_move(heaps, mv)
    }

    fn format_move(&self, mv: &HeapMove) -> String {
        format_heap_move(mv)
    }

    fn illegal_reason(&self, heaps: &Vec<u64>, mv: &HeapMove, _side: Side) -> Option<String> {
        match *mv {
            HeapMove::Take { heap, take } => {
                let Some(&size) = heaps.get(heap) else {
                    return Some(no_heap(heap, heaps.len()));
                };
                Some(if take == 0 {
                    "a move takes at least 1 token".to_string()
                } else if take > size {
                    too_few(heap, size)
                } else {
                    format!("the rules do not allow taking {take} from a heap of {size}")
                })
            }
            HeapMove::Split {
                heap,
                first,
                second,
            } => {
                let Some(&size) = heaps.get(heap) else {
                    return Some(no_heap(heap, heaps.len()));
                };
                Some(if first == 0 {
                    "a split leaves two heaps of at least 1 each".to_string()
                } else if first.saturating_add(second) > size {
                    format!(
                        "heap {} has {size}, fewer than {first} + {second}",
                        heap + 1
                    )
                } else {
                    format!(
                        "the rules do not allow leaving heaps {first} and {second} from a heap of \
                         {size}"
                    )
                })
            }
        }
    }

    fn parse_move(&self, text: &str) -> Option<HeapMove> {
        parse_heap_move(text)
    }

    fn outcome(&self, heaps: &Vec<u64>, _side: Side) -> Outcome {
        let wins = match &self.rule {
            HeapRule::MisereNim => misere_nim_first_player_wins(heaps),
            HeapRule::MisereCode { quotient, .. } => quotient.is_p_position(heaps) == Some(false),
            _ => nim_sum(heaps.iter().map(|&h| self.grundy(h))) != 0,
        };
        if wins {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn why(&self, heaps: &Vec<u64>, side: Side) -> String {
        if let HeapRule::MisereCode { quotient, .. } = &self.rule {
            return misere_why(quotient, heaps, &self.winning_moves(heaps, side));
        }
        let values: Vec<u64> = heaps.iter().map(|&h| self.grundy(h)).collect();
        let total = nim_sum(values.iter().copied());
        let mut lines = Vec::new();
        let listed: Vec<String> = values.iter().map(u64::to_string).collect();
        match &self.rule {
            HeapRule::Nim | HeapRule::MisereNim => {
                lines.push(format!(
                    "a heap of n is worth n (its Grundy value): {}",
                    listed.join(", ")
                ));
            }
            HeapRule::Code { .. } | HeapRule::MisereCode { .. } => {
                let per_heap: Vec<String> = heaps
                    .iter()
                    .zip(&values)
                    .enumerate()
                    .map(|(i, (h, g))| format!("heap {} ({h}): {g}", i + 1))
                    .collect();
                lines.push(format!("Grundy values: {}", per_heap.join(", ")));
            }
        }
        lines.push(format!("nim-sum {} = {total}", listed.join(" xor ")));
        if let HeapRule::MisereNim = self.rule {
            let big = heaps.iter().filter(|&&h| h > 1).count();
            let ones = heaps.iter().filter(|&&h| h == 1).count();
            if big == 0 {
                lines.push(format!(
                    "no heap above 1: {ones} heap{} of 1 left to take one by one, so the player \
                     to move {} (the SJ theorem: misère Nim is Nim until only heaps of 1 remain, \
                     then the parity of their count decides)",
                    if ones == 1 { "" } else { "s" },
                    if ones % 2 == 0 { "wins" } else { "loses" }
                ));
            } else {
                lines.push(
                    "a heap above 1 remains: the player to move wins iff the nim-sum is not 0, \
                     as in Nim (the SJ theorem); the winner plays Nim until the move that would \
                     leave only heaps of 1, and there leaves an odd number of them"
                        .to_string(),
                );
            }
            if let Some((i, to)) = misere_nim_winning_move(heaps) {
                lines.push(format!(
                    "a win for the player to move: heap {} from {} to {to}: {}",
                    i + 1,
                    heaps[i],
                    format_heap_move(&HeapMove::Take {
                        heap: i,
                        take: heaps[i] - to
                    })
                ));
            } else {
                lines.push("a loss for the player to move".to_string());
            }
            return lines.join("\n");
        }
        match winning_move(&values) {
            Some((i, to)) => {
                let example = self
                    .winning_moves(heaps, side)
                    .into_iter()
                    .find(|mv| match mv {
                        HeapMove::Take { heap, .. } | HeapMove::Split { heap, .. } => *heap == i,
                    })
                    .map(|mv| format_heap_move(&mv))
                    .unwrap_or_default();
                lines.push(format!(
                    "not 0: a win for the player to move, who changes heap {}'s value from {} to \
                     {} xor {total} = {to}: {example}",
                    i + 1,
                    values[i],
                    values[i]
                ));
            }
            None => lines.push(
                "0: a loss for the player to move (every move changes one value and leaves a \
                 nim-sum that is not 0)"
                    .to_string(),
            ),
        }
        lines.join("\n")
    }

    fn winning_moves(&self, heaps: &Vec<u64>, side: Side) -> Vec<HeapMove> {
        if let HeapRule::Nim = self.rule {
            // Bouton: every heap whose value drops when xored with the nim-sum.
            let total = nim_sum(heaps.iter().copied());
            return heaps
                .iter()
                .enumerate()
                .filter(|&(_, &h)| total != 0 && h ^ total < h)
                .map(|(heap, &h)| HeapMove::Take {
                    heap,
                    take: h - (h ^ total),
                })
                .collect();
        }
        if self.outcome(heaps, side) != Outcome::Win {
            return Vec::new();
        }
        self.moves(heaps, side)
            .into_iter()
            .filter(|mv| self.outcome(&apply_heap_move(heaps, mv), side) == Outcome::Lose)
            .collect()
    }

    fn stuck_loses(&self) -> bool {
        !matches!(self.rule, HeapRule::MisereNim | HeapRule::MisereCode { .. })
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        canonical_heaps(heaps)
    }
}

fn heap_list(text: &str, max: u64) -> Result<Vec<u64>, String> {
    let heaps = number_list(text, "heaps", 0, max, MAX_HEAPS)?;
    if heaps.iter().all(|&h| h == 0) {
        return Err("heaps: at least one heap must be non-empty".to_string());
    }
    Ok(heaps)
}

/// `nim HEAPS`, misère with `misere`.
///
/// # Errors
/// A message for a bad position.
pub fn nim(rest: &[&str], misere: bool) -> Result<(HeapFamily, Vec<u64>), String> {
    let words = expect_words(rest, 1, "the heaps, as in `nim 3,4,5`")?;
    let heaps = heap_list(words[0], MAX_HEAP)?;
    let rule = if misere {
        HeapRule::MisereNim
    } else {
        HeapRule::Nim
    };
    Ok((HeapFamily::new(rule), heaps))
}

/// `subtraction S1,S2,… --heaps H1,H2,…`.
///
/// # Errors
/// A message for a bad set or bad heaps.
pub fn subtraction(rest: &[&str], heaps: Option<&str>) -> Result<(HeapFamily, Vec<u64>), String> {
    let words = expect_words(
        rest,
        1,
        "the subtraction set, as in `subtraction 1,3,4 --heaps 10,11`",
    )?;
    let mut set = number_list(
        words[0],
        "subtraction set",
        1,
        MAX_SUBTRACTION,
        MAX_SUBTRACTION as usize,
    )?;
    set.sort_unstable();
    set.dedup();
    let heaps = heap_list(
        heaps.ok_or("--heaps is missing, as in --heaps 10,11")?,
        MAX_HEAP,
    )?;
    let moves: Vec<usize> = set.iter().map(|&s| s as usize).collect();
    let game = HeapGame::subtraction(&moves).map_err(|e| e.to_string())?;
    let listed: Vec<String> = set.iter().map(u64::to_string).collect();
    let max = heaps.iter().copied().max().unwrap_or(0);
    Ok((
        HeapFamily::code(game, format!("subtraction {}", listed.join(",")), max),
        heaps,
    ))
}

/// Why, under misère play: the image of the sum in the quotient and whether it lies in P.
fn misere_why(quotient: &MisereQuotient, heaps: &[u64], winning: &[HeapMove]) -> String {
    let mut lines = Vec::new();
    let per_heap: Vec<String> = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h > 0)
        .map(|(i, &h)| {
            let x = quotient
                .phi(h)
                .map_or_else(|| "?".to_string(), |x| quotient.name(x));
            format!("heap {} ({h}): {x}", i + 1)
        })
        .collect();
    lines.push(format!(
        "in the misère quotient (order {}, {}), each heap pretends to be an element: {}",
        quotient.order(),
        quotient.monoid().presentation(),
        per_heap.join(", ")
    ));
    let p: Vec<String> = quotient
        .p_portion()
        .iter()
        .map(|&x| quotient.name(x))
        .collect();
    match quotient.image(heaps) {
        Some(x) if quotient.bipartite().is_p(x) => lines.push(format!(
            "their product is {}, which lies in P = {{{}}}: a loss for the player to move \
             (every move leads to an image outside P)",
            quotient.name(x),
            p.join(", ")
        )),
        Some(x) => {
            let example = winning
                .first()
                .map_or_else(|| "no move is left".to_string(), format_heap_move);
            lines.push(format!(
                "their product is {}, not in P = {{{}}}: a win for the player to move, who \
                 moves to an image in P: {example}",
                quotient.name(x),
                p.join(", ")
            ));
        }
        None => lines.push("a heap is beyond the quotient computed".to_string()),
    }
    lines.join("\n")
}

/// `octal CODE --heaps H1,H2,… --misere`: the misère game, decided by its quotient.
///
/// # Errors
/// A message for a bad code or bad heaps, or when the quotient does not reach the largest heap.
pub fn misere_octal(
    rest: &[&str],
    heaps: Option<&str>,
    limits: Option<&QuotientLimits>,
) -> Result<(HeapFamily, Vec<u64>), String> {
    let words = expect_words(
        rest,
        1,
        "the octal code, as in `octal 0.75 --heaps 5,9,12 --misere`",
    )?;
    let game = HeapGame::parse_octal(words[0]).map_err(|e| e.to_string())?;
    let heaps = heap_list(
        heaps.ok_or("--heaps is missing, as in --heaps 5,9,12")?,
        MAX_OCTAL_HEAP,
    )?;
    let max = heaps.iter().copied().max().unwrap_or(0);
    // The limits of `explore misere` (a 64 MiB table, well under 1 GB for the checks), or
    // those `--work` and `--memory` asked for.
    let defaults = QuotientLimits {
        max_order: 4096,
        max_states: 1 << 18,
        ..QuotientLimits::default()
    };
    let limits = limits.unwrap_or(&defaults);
    let quotient = MisereQuotient::compute(&game, max as usize, limits, &mut |_, _| {});
    if let Some(&beyond) = heaps.iter().find(|&&h| quotient.phi(h).is_none()) {
        let why = quotient
            .stopped()
            .map_or_else(String::new, |reason| format!(" ({reason})"));
        return Err(format!(
            "heap {beyond} is beyond the misère quotient of {game}, which reaches heaps up to {}{why}; \
             --work and --memory raise its limits, as for explore misere",
            quotient.bound()
        ));
    }
    Ok((
        HeapFamily::new(HeapRule::MisereCode {
            label: format!("misère octal {game}"),
            game,
            quotient: Box::new(quotient),
        }),
        heaps,
    ))
}

/// `octal CODE --heaps H1,H2,…` (octal digits only).
///
/// # Errors
/// A message for a bad code or bad heaps.
pub fn octal(rest: &[&str], heaps: Option<&str>) -> Result<(HeapFamily, Vec<u64>), String> {
    let words = expect_words(rest, 1, "the octal code, as in `octal 0.07 --heaps 5,9,12`")?;
    let game = HeapGame::parse_octal(words[0]).map_err(|e| e.to_string())?;
    let heaps = heap_list(
        heaps.ok_or("--heaps is missing, as in --heaps 5,9,12")?,
        MAX_OCTAL_HEAP,
    )?;
    let max = heaps.iter().copied().max().unwrap_or(0);
    Ok((
        HeapFamily::code(game.clone(), format!("octal {game}"), max),
        heaps,
    ))
}

/// Moore's Nim_k: a move lowers between 1 and k heaps, each by a positive amount.
#[derive(Clone, Debug)]
pub struct Moore {
    k: usize,
}

/// The largest number of positions (product of heap + 1) from which the plain search over
/// Moore's Nim_k, whose move lists grow as a product of heap sizes, is tried.
const MOORE_SEARCHABLE: u64 = 4096;

impl Moore {
    /// Nim_k.
    pub fn new(k: usize) -> Self {
        Moore { k }
    }
}

/// A winning move of Moore's Nim_k: the heaps after it, or `None` from a P-position.
///
/// Moore's proof, bit by bit from the top: a heap already lowered at a higher bit may take
/// any bits below it. At a bit where the count of ones is `c ≢ 0 (mod k + 1)`, with `m`
/// heaps already lowered, either `k + 1 − r` of the lowered heaps (r = c mod (k + 1), among
/// them none with the bit) get the bit, or, when there are too few of them, `r` untouched
/// heaps with the bit lose it and join the lowered ones (then `m + r ≤ k`).
///
/// # Example
/// ```
/// use explore::play::heaps::moore_winning_move;
/// use gamecore::nim::moore_is_p_position;
/// // 3, 5, 6 = 011, 101, 110: two ones in every bit, not a multiple of 3.
/// let next = moore_winning_move(&[3, 5, 6], 2).unwrap();
/// assert_eq!(next, vec![3, 3, 3]);
/// assert_eq!(moore_is_p_position(&next, 2), Ok(true));
/// assert_eq!(moore_winning_move(&[3, 3, 3], 2), None);
/// ```
///
/// # Complexity
/// O(64 · n) for n heaps.
pub fn moore_winning_move(heaps: &[u64], k: usize) -> Option<Vec<u64>> {
    if k == 0 || moore_is_p_position(heaps, k).unwrap_or(true) {
        return None;
    }
    let modulus = k + 1;
    let mut next = heaps.to_vec();
    let mut lowered = vec![false; heaps.len()];
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        // Lowered heaps start the bit at 0; they get it back as needed.
        for (i, h) in next.iter_mut().enumerate() {
            if lowered[i] {
                *h &= !mask;
            }
        }
        let ones = next.iter().filter(|&&h| h & mask != 0).count();
        let r = ones % modulus;
        if r == 0 {
            continue;
        }
        let free: Vec<usize> = (0..next.len()).filter(|&i| lowered[i]).collect();
        if free.len() >= modulus - r {
            for &i in free.iter().take(modulus - r) {
                next[i] |= mask;
            }
        } else {
            let mut left = r;
            for i in 0..next.len() {
                if left > 0 && !lowered[i] && next[i] & mask != 0 {
                    next[i] &= !mask;
                    lowered[i] = true;
                    left -= 1;
                }
            }
        }
    }
    Some(next)
}

/// A Moore move: `(heap, take)` pairs, heaps 0-based and increasing.
pub type MooreMove = Vec<(usize, u64)>;

impl Family for Moore {
    type Position = Vec<u64>;
    type Move = MooreMove;

    fn title(&self) -> String {
        format!("Moore's Nim_{}", self.k)
    }

    fn rules(&self) -> String {
        format!(
            "a move takes tokens from at least 1 and at most {} heaps (any positive number from \
             each); whoever takes the last token wins",
            self.k
        )
    }

    fn notation(&self) -> String {
        format!(
            "heap H take N and heap H take N … (1 to {} parts, joined by `and` or commas)",
            self.k
        )
    }

    fn show(&self, heaps: &Vec<u64>) -> String {
        show_heaps(heaps)
    }

    fn moves(&self, heaps: &Vec<u64>, _side: Side) -> Vec<MooreMove> {
        // Every non-empty set of at most k non-empty heaps, every amount from each.
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        let mut moves = Vec::new();
        for mask in 1u32..1 << live.len() {
            if mask.count_ones() as usize > self.k {
                continue;
            }
            let chosen: Vec<usize> = (0..live.len())
                .filter(|&j| mask >> j & 1 == 1)
                .map(|j| live[j])
                .collect();
            let mut takes = vec![1u64; chosen.len()];
            loop {
                moves.push(chosen.iter().copied().zip(takes.iter().copied()).collect());
                let mut j = 0;
                while j < takes.len() && takes[j] == heaps[chosen[j]] {
                    takes[j] = 1;
                    j += 1;
                }
                if j == takes.len() {
                    break;
                }
                takes[j] += 1;
            }
        }
        moves
    }

    fn is_legal(&self, heaps: &Vec<u64>, mv: &MooreMove, _side: Side) -> bool {
        !mv.is_empty()
            && mv.len() <= self.k
            && mv.windows(2).all(|w| w[0].0 < w[1].0)
            && mv
                .iter()
                .all(|&(heap, take)| heap < heaps.len() && take >= 1 && take <= heaps[heap])
    }

    fn illegal_reason(&self, heaps: &Vec<u64>, mv: &MooreMove, _side: Side) -> Option<String> {
        if mv.len() > self.k {
            return Some(format!(
                "a move lowers at most k = {} heap{}, not {}",
                self.k,
                if self.k == 1 { "" } else { "s" },
                mv.len()
            ));
        }
        if let Some(w) = mv.windows(2).find(|w| w[0].0 == w[1].0) {
            return Some(format!("heap {} is named twice", w[0].0 + 1));
        }
        for &(heap, take) in mv {
            let Some(&size) = heaps.get(heap) else {
                return Some(no_heap(heap, heaps.len()));
            };
            if take == 0 {
                return Some(format!("heap {}: a part takes at least 1 token", heap + 1));
            }
            if take > size {
                return Some(too_few(heap, size));
            }
        }
        None
    }

    fn legal_summary(&self, heaps: &Vec<u64>, _side: Side) -> String {
        let parts: Vec<String> = heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h > 0)
            .map(|(i, &h)| match h {
                1 => format!("heap {} take 1", i + 1),
                _ => format!("heap {} take 1-{h}", i + 1),
            })
            .collect();
        format!("up to {} of {}", self.k, parts.join(", "))
    }

    fn apply(&self, heaps: &Vec<u64>, mv: &MooreMove, _side: Side) -> Vec<u64> {
        let mut next = heaps.clone();
        for &(heap, take) in mv {
            next[heap] -= take;
        }
        next
    }

    fn format_move(&self, mv: &MooreMove) -> String {
        let parts: Vec<String> = mv
            .iter()
            .map(|&(heap, take)| format!("heap {} take {take}", heap + 1))
            .collect();
        // One move in several heaps: `and`, so that a list of moves (commas) stays readable.
        parts.join(" and ")
    }

    fn parse_move(&self, text: &str) -> Option<MooreMove> {
        let mut parts = Vec::new();
        for part in text.replace(" and ", ",").split(',') {
            match parse_heap_move(part.trim())? {
                HeapMove::Take { heap, take } => parts.push((heap, take)),
                HeapMove::Split { .. } => return None,
            }
        }
        parts.sort_unstable();
        Some(parts)
    }

    fn outcome(&self, heaps: &Vec<u64>, _side: Side) -> Outcome {
        if moore_is_p_position(heaps, self.k).unwrap_or(true) {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    fn winning_moves(&self, heaps: &Vec<u64>, _side: Side) -> Vec<MooreMove> {
        moore_winning_move(heaps, self.k)
            .map(|next| {
                heaps
                    .iter()
                    .zip(&next)
                    .enumerate()
                    .filter(|&(_, (h, n))| n < h)
                    .map(|(i, (h, n))| (i, h - n))
                    .collect()
            })
            .into_iter()
            .collect()
    }

    fn why(&self, heaps: &Vec<u64>, side: Side) -> String {
        let width = heaps
            .iter()
            .map(|&h| 64 - h.leading_zeros() as usize)
            .max()
            .unwrap_or(1)
            .max(1);
        let binary: Vec<String> = heaps.iter().map(|&h| format!("{h:0width$b}")).collect();
        let counts: Vec<String> = (0..width)
            .rev()
            .map(|bit| {
                heaps
                    .iter()
                    .filter(|&&h| h >> bit & 1 == 1)
                    .count()
                    .to_string()
            })
            .collect();
        let mut lines = vec![
            format!("heaps in binary: {}", binary.join(" ")),
            format!(
                "ones in each bit, from the top: {} (Moore: a loss for the player to move iff \
                 every count is a multiple of k + 1 = {})",
                counts.join(" "),
                self.k + 1
            ),
        ];
        match self.winning_moves(heaps, side).first() {
            Some(mv) => lines.push(format!(
                "a win for the player to move: {}",
                self.format_move(mv)
            )),
            None => lines.push("a loss for the player to move".to_string()),
        }
        lines.join("\n")
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        canonical_heaps(heaps)
    }

    fn first_move(&self, heaps: &Vec<u64>, _side: Side) -> Option<MooreMove> {
        heaps
            .iter()
            .position(|&h| h > 0)
            .map(|heap| vec![(heap, 1)])
    }

    fn searchable(&self, heaps: &Vec<u64>) -> bool {
        heaps
            .iter()
            .try_fold(1u64, |acc, &h| acc.checked_mul(h + 1))
            .is_some_and(|count| count <= MOORE_SEARCHABLE)
    }
}

/// `moore K --heaps H1,H2,…`.
///
/// # Errors
/// A message for a bad k or bad heaps.
pub fn moore(rest: &[&str], heaps: Option<&str>) -> Result<(Moore, Vec<u64>), String> {
    let words = expect_words(rest, 1, "k, as in `moore 2 --heaps 3,5,6`")?;
    let k = number(words[0], "k", 1, MAX_HEAPS as u64)? as usize;
    let heaps = heap_list(
        heaps.ok_or("--heaps is missing, as in --heaps 3,5,6")?,
        MAX_HEAP,
    )?;
    Ok((Moore::new(k), heaps))
}

/// Staircase Nim: coins on stairs 1, 2, …; a move brings coins one stair down.
#[derive(Clone, Copy, Debug, Default)]
pub struct Staircase;

/// A Staircase move: `(stair, coins)`, the stair 1-based (stair 1's coins go to the floor).
pub type StairMove = (usize, u64);

impl Family for Staircase {
    type Position = Vec<u64>;
    type Move = StairMove;

    fn title(&self) -> String {
        "Staircase Nim".to_string()
    }

    fn rules(&self) -> String {
        "a move brings one or more coins from one stair to the stair below (from stair 1 to the \
         floor, out of play); whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "stair S move N (N coins from stair S down to stair S-1)".to_string()
    }

    fn show(&self, stairs: &Vec<u64>) -> String {
        let parts: Vec<String> = stairs
            .iter()
            .enumerate()
            .map(|(i, c)| format!("stair {}: {c}", i + 1))
            .collect();
        parts.join("   ")
    }

    fn moves(&self, stairs: &Vec<u64>, _side: Side) -> Vec<StairMove> {
        stairs
            .iter()
            .enumerate()
            .flat_map(|(i, &c)| (1..=c).map(move |n| (i + 1, n)))
            .collect()
    }

    fn is_legal(&self, stairs: &Vec<u64>, &(stair, coins): &StairMove, _side: Side) -> bool {
        stair >= 1 && stair <= stairs.len() && coins >= 1 && coins <= stairs[stair - 1]
    }

    fn illegal_reason(
        &self,
        stairs: &Vec<u64>,
        &(stair, coins): &StairMove,
        _side: Side,
    ) -> Option<String> {
        Some(if stair == 0 || stair > stairs.len() {
            format!("the stairs are 1 to {}", stairs.len())
        } else if coins == 0 {
            "a move brings down at least 1 coin".to_string()
        } else if stairs[stair - 1] == 0 {
            format!("stair {stair} has no coin")
        } else {
            format!("stair {stair} has only {}", stairs[stair - 1])
        })
    }

    fn legal_summary(&self, stairs: &Vec<u64>, _side: Side) -> String {
        let parts: Vec<String> = stairs
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c > 0)
            .map(|(i, &c)| match c {
                1 => format!("stair {} move 1", i + 1),
                _ => format!("stair {} move 1-{c}", i + 1),
            })
            .collect();
        parts.join(", ")
    }

    fn apply(&self, stairs: &Vec<u64>, &(stair, coins): &StairMove, _side: Side) -> Vec<u64> {
        let mut next = stairs.clone();
        next[stair - 1] -= coins;
        if stair >= 2 {
            next[stair - 2] += coins;
        }
        next
    }

    fn format_move(&self, &(stair, coins): &StairMove) -> String {
        format!("stair {stair} move {coins}")
    }

    fn parse_move(&self, text: &str) -> Option<StairMove> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            ["stair", s, "move", n] => Some((s.parse().ok()?, n.parse().ok()?)),
            _ => None,
        }
    }

    fn outcome(&self, stairs: &Vec<u64>, _side: Side) -> Outcome {
        super::outcome_of_value(staircase_nim_value(&with_floor(stairs)))
    }

    fn why(&self, stairs: &Vec<u64>, _side: Side) -> String {
        let odd: Vec<String> = stairs.iter().step_by(2).map(u64::to_string).collect();
        let value = staircase_nim_value(&with_floor(stairs));
        let mut lines = vec![format!(
            "only the odd stairs count (a move from an even stair can be undone by moving the same \
             coins one stair further): nim-sum of stairs 1, 3, 5, …: {} = {value}",
            odd.join(" xor ")
        )];
        match staircase_winning_move(&with_floor(stairs)) {
            Some((stair, coins)) => lines.push(format!(
                "not 0: a win for the player to move, who brings stair {stair} from {} to {}: \
                 stair {stair} move {coins}",
                stairs[stair - 1],
                stairs[stair - 1] - coins
            )),
            None => lines.push("0: a loss for the player to move".to_string()),
        }
        lines.join("\n")
    }
}

fn with_floor(stairs: &[u64]) -> Vec<u64> {
    let mut all = Vec::with_capacity(stairs.len() + 1);
    all.push(0);
    all.extend_from_slice(stairs);
    all
}

/// `staircase C1,C2,…`: the coins on stairs 1, 2, ….
///
/// # Errors
/// A message for a bad position.
pub fn staircase(rest: &[&str]) -> Result<(Staircase, Vec<u64>), String> {
    let words = expect_words(
        rest,
        1,
        "the coins on stairs 1, 2, …, as in `staircase 3,1,4`",
    )?;
    let stairs = number_list(words[0], "stairs", 0, MAX_HEAP, MAX_HEAPS)?;
    if stairs.iter().all(|&c| c == 0) {
        return Err("stairs: at least one coin is needed".to_string());
    }
    Ok((Staircase, stairs))
}

#[cfg(test)]
mod tests {
    use super::{moore, nim, octal, HeapMove};
    use crate::play::{Family, Side};

    #[test]
    fn illegal_heap_moves_say_why() {
        let (family, heaps) = nim(&["3,0"], false).unwrap();
        let reason = |mv: HeapMove| family.illegal_reason(&heaps, &mv, Side::Left);
        assert_eq!(
            reason(HeapMove::Take { heap: 0, take: 4 }),
            Some("heap 1 has only 3".into())
        );
        assert_eq!(
            reason(HeapMove::Take { heap: 1, take: 1 }),
            Some("heap 2 is empty".into())
        );
        assert_eq!(
            reason(HeapMove::Take { heap: 2, take: 1 }),
            Some("there is no heap 3 (2 heaps)".into())
        );
        assert_eq!(
            reason(HeapMove::Take { heap: 0, take: 0 }),
            Some("a move takes at least 1 token".into())
        );
        // 0.07: take 1 leaving one heap only from a heap of 2 or more; split after taking 2.
        let (family, heaps) = octal(&["0.07"], Some("10")).unwrap();
        let split = family.parse_move("heap 1 split 3+0").unwrap();
        assert_eq!(
            family.illegal_reason(&heaps, &split, Side::Left),
            Some("a split leaves two heaps of at least 1 each".into())
        );
        let split = family.parse_move("heap 1 split 4+5").unwrap();
        assert_eq!(
            family.illegal_reason(&heaps, &split, Side::Left),
            Some("the rules do not allow leaving heaps 4 and 5 from a heap of 10".into())
        );
    }

    #[test]
    fn a_moore_move_in_several_heaps_reads_as_one_move() {
        let (family, heaps) = moore(&["2"], Some("3,5,6")).unwrap();
        let winning = family.winning_moves(&heaps, Side::Left);
        assert_eq!(winning.len(), 1);
        let text = family.format_move(&winning[0]);
        assert_eq!(text, "heap 2 take 2 and heap 3 take 3");
        assert_eq!(family.parse_move(&text), Some(winning[0].clone()));
        assert_eq!(
            family.parse_move("heap 2 take 2, heap 3 take 3"),
            Some(winning[0].clone())
        );
        let three = family.parse_move("heap 1 take 1, heap 2 take 1 and heap 3 take 1");
        assert_eq!(
            family.illegal_reason(&heaps, &three.unwrap(), Side::Left),
            Some("a move lowers at most k = 2 heaps, not 3".into())
        );
    }
}
