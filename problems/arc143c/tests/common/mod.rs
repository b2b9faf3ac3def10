//! Piles of Pebbles decided from its rules: a memoised search over the piles (for the random
//! comparison and `brute-*`), and for the `max-*` inputs, too large for any search, the
//! question "can Takahashi move to a position where every pile's residue is below `Y`?".

#![allow(dead_code)] // each test binary uses its own part

use std::collections::HashMap;

/// A valid input: `X`, `Y` and the piles.
pub struct Input {
    pub x: u64,
    pub y: u64,
    pub piles: Vec<u64>,
}

pub fn parse(input: &str) -> Input {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let mut next = || numbers.next().expect("a complete input");
    let (n, x, y) = (next() as usize, next(), next());
    let piles = (0..n).map(|_| next()).collect();
    Input { x, y, piles }
}

pub fn answer(first_wins: bool) -> String {
    if first_wins { "First\n" } else { "Second\n" }.to_owned()
}

/// Whether the player to move wins, straight from the rules: the mover (0 = Takahashi, who
/// takes `takes[0]`) chooses a non-empty set of piles holding at least his take and removes it
/// from each; without such a pile he loses. Piles are kept sorted so that equal positions
/// meet in the memo. The recursion is as deep as the game is long (total pebbles), a few dozen
/// here.
pub fn mover_wins(
    piles: &[u64],
    takes: [u64; 2],
    mover: usize,
    memo: &mut HashMap<(Vec<u64>, usize), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(piles.to_vec(), mover)) {
        return known;
    }
    let take = takes[mover];
    let usable: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= take).collect();
    let mut wins = false;
    for mask in 1..1u32 << usable.len() {
        let mut next = piles.to_vec();
        for (j, &i) in usable.iter().enumerate() {
            if mask >> j & 1 == 1 {
                next[i] -= take;
            }
        }
        next.sort_unstable();
        if !mover_wins(&next, takes, 1 - mover, memo) {
            wins = true;
            break;
        }
    }
    memo.insert((piles.to_vec(), mover), wins);
    wins
}

/// The brute force's answer to a small input.
pub fn expected_output(input: &str) -> String {
    let Input { x, y, mut piles } = parse(input);
    piles.sort_unstable();
    answer(mover_wins(&piles, [x, y], 0, &mut HashMap::new()))
}

/// The second method for large inputs. Aoki to move loses when every pile is `q·(X + Y) + r`
/// with `r < Y`: Takahashi answers each of Aoki's moves on the same piles (each such pile had a
/// whole block, so `X` more can be taken, restoring `r`), and Aoki runs out first. And
/// Takahashi to move loses when every residue is below `X` (the same argument, roles swapped),
/// so Takahashi wins exactly when one move reaches the first kind of position — checked here
/// on the piles themselves, pile by pile: each pile must end with residue below `Y`, either
/// untouched or after Takahashi's take (possible only if it holds `X`), and at least one pile
/// must be taken from.
///
/// That no other first move can win is the page's argument (some residue in `[Y, X)` with
/// `X > Y`, or all below `X`: Aoki reaches the second kind); this function is the other half
/// of the characterisation, computed independently of `gamecore`.
pub fn first_move_to_aoki_loss(input: &Input) -> bool {
    let s = input.x + input.y;
    let mut some_take = false;
    for &pile in &input.piles {
        let untouched = pile % s < input.y;
        let taken = pile >= input.x && (pile - input.x) % s < input.y;
        if !untouched && !taken {
            return false;
        }
        some_take |= taken;
    }
    some_take
}
