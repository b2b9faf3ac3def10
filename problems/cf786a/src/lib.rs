//! Codeforces 786A (also 787C) Berzerk: a monster walks clockwise round a circle of `n`
//! objects, Rick and Morty each stepping it by a size from their own set, and whoever lands it
//! on the black hole wins. Every start is labelled Win, Lose or Loop for the player who moves
//! first by retrograde analysis over the `2n` states (object, player to move), whose ~10^8
//! moves are never stored: the predecessors of a state are listed from the other player's set
//! when the queue reaches it.
//!
//! The predecessors of object `w` are `w − x mod n` for `x` in a set: the set's mirror image
//! turned by `w`. With a large set (more steps than the circle has 64-bit words) they are taken
//! a word at a time as a window of a doubled bitset of the mirror image, masked by the
//! undecided states: a decided predecessor costs nothing, and with full sets, where every state
//! is won at once, the whole analysis is about `2n · n / 64` word operations instead of
//! `n · (k1 + k2)` moves. Small sets are walked step by step.

use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most objects this binary serves (the judge has at most 7000): the workspace grows by
/// about 9 bytes a state (label, open moves, queue entry), 18 MB at 10^6 objects.
const MAX_OBJECTS: u32 = 1_000_000;

/// The most predecessor entries one analysis may list, `n · (k1 + k2)` (the judge's largest
/// input has about 10^8). An entry costs about a nanosecond when the states are decided in
/// order and a few when they are scattered over a large circle, so every accepted input ends
/// within seconds (sets large enough for the bitset windows cost less). The cost per entry
/// varies with the sets: on a 2-core AMD EPYC host, n = 2·10^5 with both players' steps
/// 1..3000 took 1.6 s of CPU, 1..3250 3.1 s and 1..3700 3.4 s; at most 2.1 s was seen within
/// this bound.
const MAX_MOVES: u64 = 1_000_000_000;

/// The players in the order of the input and of the output lines.
const PLAYERS: [Player; 2] = [
    Player {
        name: "Rick",
        count: "k1 (the number of Rick's steps)",
        step: "Rick's step",
    },
    Player {
        name: "Morty",
        count: "k2 (the number of Morty's steps)",
        step: "Morty's step",
    },
];

/// How a player and his numbers are named in messages.
struct Player {
    name: &'static str,
    count: &'static str,
    step: &'static str,
}

/// The circle and the two move sets. Object `v` of the statement is `v − 1` here, so the black
/// hole is 0; a state is `2 · object + player`, player 0 being Rick.
struct Berzerk {
    objects: u32,
    steps: [Vec<u32>; 2],
}

/// Reads `n`, Rick's steps and Morty's steps, and prints two lines of `n − 1` words (`Win`,
/// `Lose`, `Loop`) for the monster starting on objects `2..n`: first with Rick moving first,
/// then with Morty moving first.
///
/// # Errors
/// A token that is not a non-negative integer; `n` below 2 or above 10^6; a set size of 0,
/// above `n − 1`, or above what the rest of the input holds; a step outside `1..n − 1`; a step
/// given twice in one set; sets so large that `n · (k1 + k2)` passes 10^9.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let game = read_game(sc)?;
    let labels = analyse(&game);
    print_table(&game, &labels, out)
}

fn read_game(sc: &mut Scanner<'_>) -> Result<Berzerk, Error> {
    let objects: u32 = sc.next_in("n (the number of objects)", 2..=MAX_OBJECTS)?;
    // seen[x] = 1 + the player whose set holds step x, so one array serves both sets.
    let mut seen = vec![0u8; objects as usize];
    let mut moves = 0;
    let rick = read_steps(sc, objects, 0, &mut seen, &mut moves)?;
    let morty = read_steps(sc, objects, 1, &mut seen, &mut moves)?;
    Ok(Berzerk {
        objects,
        steps: [rick, morty],
    })
}

/// One player's set: its size, then its distinct steps in `1..n − 1`. `moves` accumulates
/// `n · k` over the sets read so far.
fn read_steps(
    sc: &mut Scanner<'_>,
    objects: u32,
    player: usize,
    seen: &mut [u8],
    moves: &mut u64,
) -> Result<Vec<u32>, Error> {
    let who = &PLAYERS[player];
    let count = sc.next_count(who.count, 1, 2)?;
    let largest = objects - 1;
    if count > largest as usize {
        return Err(sc.token_error(format!(
            "{} {count} is too large (at most n − 1 = {largest}: the steps are distinct \
             and below n)",
            who.count
        )));
    }
    *moves += u64::from(objects) * count as u64;
    if *moves > MAX_MOVES {
        return Err(sc.token_error(format!(
            "{} {count} is too large for n = {objects}: n · (k1 + k2) would pass 10^9, \
             the most moves this binary examines",
            who.count
        )));
    }
    let mark = player as u8 + 1;
    let mut steps = Vec::with_capacity(count);
    for _ in 0..count {
        let step: u32 = sc.next_in(who.step, 1..=largest)?;
        if seen[step as usize] == mark {
            return Err(sc.token_error(format!(
                "{} {step} is given twice ({}'s steps are distinct)",
                who.step, who.name
            )));
        }
        seen[step as usize] = mark;
        steps.push(step);
    }
    Ok(steps)
}

/// What a state is for the player to move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Loop,
}

/// The labels of all states: `outcome[p][w]` for player `p` to move with the monster on `w`.
struct Labels {
    outcome: [Vec<Outcome>; 2],
}

/// One player's side of the analysis: his steps, mirrored (`n − x`), as a list and as a
/// doubled bitset; his undecided states as a bitset; per state, the moves not yet known to
/// lose.
struct Side {
    mirrored: Vec<u32>,
    /// Bits `n − x` and `2n − x` for each step `x`: bits `n − w .. 2n − w` are the
    /// predecessors of `w` (`w − x mod n`), whatever `w`.
    doubled: Vec<u64>,
    undecided: Vec<u64>,
    open_moves: Vec<u32>,
    /// Whether the bitset window is cheaper than the step list for this set.
    by_window: bool,
}

impl Side {
    fn new(n: u32, steps: &[u32]) -> Self {
        let n_us = n as usize;
        let words = (n_us + 63) / 64;
        // Room for a window starting anywhere up to bit n, plus one word read past its end.
        let mut doubled = vec![0u64; (2 * n_us + 63) / 64 + 2];
        for &x in steps {
            for bit in [n_us - x as usize, 2 * n_us - x as usize] {
                doubled[bit / 64] |= 1 << (bit % 64);
            }
        }
        let mut undecided = vec![u64::MAX; words];
        if n_us % 64 != 0 {
            undecided[words - 1] = (1 << (n_us % 64)) - 1;
        }
        // The black hole is decided: it ends the game.
        undecided[0] &= !1;
        let mut open_moves = vec![steps.len() as u32; n_us];
        open_moves[0] = 0;
        Self {
            mirrored: steps.iter().map(|&x| n - x).collect(),
            doubled,
            undecided,
            open_moves,
            by_window: steps.len() > words,
        }
    }

    /// Bits `from .. from + 64` of the doubled bitset.
    #[inline]
    fn window_word(&self, from: usize) -> u64 {
        let (word, shift) = (from / 64, from % 64);
        let low = self.doubled[word] >> shift;
        if shift == 0 {
            low
        } else {
            low | self.doubled[word + 1] << (64 - shift)
        }
    }

    /// Calls `visit` on every undecided predecessor of object `w` (the objects this player
    /// moves to `w` from). `visit` may decide them.
    #[inline]
    fn for_each_undecided_predecessor(
        &mut self,
        n: u32,
        w: u32,
        mut visit: impl FnMut(&mut Self, usize),
    ) {
        if self.by_window {
            let start = (n - w) as usize;
            for i in 0..self.undecided.len() {
                let mut bits = self.window_word(start + 64 * i) & self.undecided[i];
                while bits != 0 {
                    let v = 64 * i + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    visit(self, v);
                }
            }
        } else {
            for j in 0..self.mirrored.len() {
                let mut v = w + self.mirrored[j];
                if v >= n {
                    v -= n;
                }
                let v = v as usize;
                if self.undecided[v / 64] >> (v % 64) & 1 == 1 {
                    visit(self, v);
                }
            }
        }
    }
}

/// Labels all `2n` states. The two states on the black hole are lost for the player to move:
/// his opponent has just landed there. A state `(w, p)` is reached by a move of the other
/// player `q` from `(w − x mod n, q)`, `x` in `q`'s set; a lost state makes those won, a won
/// state takes one open move from each, and a state whose moves are all won by the opponent
/// is lost. What is never decided is a Loop.
fn analyse(game: &Berzerk) -> Labels {
    let n = game.objects;
    let mut sides = [0, 1].map(|p| Side::new(n, &game.steps[p]));
    let mut outcome = [0, 1].map(|_| vec![Outcome::Loop; n as usize]);
    outcome[0][0] = Outcome::Lose;
    outcome[1][0] = Outcome::Lose;
    // States as 2 · object + player to move.
    let mut queue: Vec<u32> = Vec::with_capacity(2 * n as usize);
    queue.extend([0, 1]);
    let mut head = 0;
    while let Some(&state) = queue.get(head) {
        head += 1;
        let (w, mover) = (state / 2, (state % 2) as usize);
        let other = 1 - mover;
        let lost = outcome[mover][w as usize] == Outcome::Lose;
        let (side, labels) = (&mut sides[other], &mut outcome[other]);
        if lost {
            side.for_each_undecided_predecessor(n, w, |side, v| {
                side.undecided[v / 64] &= !(1 << (v % 64));
                labels[v] = Outcome::Win;
                queue.push(2 * v as u32 + other as u32);
            });
        } else {
            side.for_each_undecided_predecessor(n, w, |side, v| {
                side.open_moves[v] -= 1;
                if side.open_moves[v] == 0 {
                    side.undecided[v / 64] &= !(1 << (v % 64));
                    labels[v] = Outcome::Lose;
                    queue.push(2 * v as u32 + other as u32);
                }
            });
        }
    }
    Labels { outcome }
}

/// Line 1: Rick moves first; line 2: Morty. Word `i` is about object `i + 1` (1-based).
fn print_table(game: &Berzerk, labels: &Labels, out: &mut impl Write) -> Result<(), Error> {
    let mut line = Vec::with_capacity(5 * game.objects as usize);
    for player in 0..2 {
        line.clear();
        for object in 1..game.objects {
            if object > 1 {
                line.push(b' ');
            }
            line.extend_from_slice(match labels.outcome[player][object as usize] {
                Outcome::Win => b"Win",
                Outcome::Lose => b"Lose",
                Outcome::Loop => b"Loop",
            });
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}
