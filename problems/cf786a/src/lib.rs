//! Codeforces 786A (also 787C) Berzerk: a monster walks clockwise round a circle of `n`
//! objects, Rick and Morty each stepping it by a size from their own set, and whoever lands it
//! on the black hole wins. Every start is labelled Win, Lose or Loop for the player who moves
//! first by retrograde analysis over the `2n` states (object, player to move), whose ~10^8
//! moves are never stored: the predecessors of a state are listed from the other player's set
//! when the queue reaches it (`gamecore::loopy::Retrograde::solve_implicit`).

use gamecore::loopy::{Outcome, Retrograde, Rules};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most objects this binary serves (the judge has at most 7000): the workspace grows by
/// about 17 bytes a state, 34 MB at 10^6 objects.
const MAX_OBJECTS: u32 = 1_000_000;

/// The most predecessor entries one analysis may list, `n · (k1 + k2)` (the judge's largest
/// input has about 10^8). An entry costs about a nanosecond when the states are decided in
/// order and a few when they are scattered over a large circle, so every accepted input ends
/// within seconds.
const MAX_MOVES: u64 = 2_000_000_000;

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
/// given twice in one set; sets so large that `n · (k1 + k2)` passes 2·10^9.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let game = read_game(sc)?;
    let mut solver = Retrograde::new();
    analyse(&game, &mut solver);
    print_table(&game, &solver, out)
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
        let line = sc.token_line();
        return Err(Error::at_line(
            line,
            format!(
                "{} {count} is too large (at most n − 1 = {largest}: the steps are distinct \
                 and below n)",
                who.count
            ),
        ));
    }
    *moves += u64::from(objects) * count as u64;
    if *moves > MAX_MOVES {
        let line = sc.token_line();
        return Err(Error::at_line(
            line,
            format!(
                "{} {count} is too large for n = {objects}: n · (k1 + k2) would pass 2·10^9, \
                 the most moves this binary examines",
                who.count
            ),
        ));
    }
    let mark = player as u8 + 1;
    let mut steps = Vec::with_capacity(count);
    for _ in 0..count {
        let step: u32 = sc.next_in(who.step, 1..=largest)?;
        if seen[step as usize] == mark {
            let line = sc.token_line();
            return Err(Error::at_line(
                line,
                format!(
                    "{} {step} is given twice ({}'s steps are distinct)",
                    who.step, who.name
                ),
            ));
        }
        seen[step as usize] = mark;
        steps.push(step);
    }
    Ok(steps)
}

/// Labels all `2n` states. The two states on the black hole are declared lost for the player
/// to move: his opponent has just landed there. A state `(w, p)` is reached by a move of the
/// other player `q` from `(w − x mod n, q)`, `x` in `q`'s set.
fn analyse(game: &Berzerk, solver: &mut Retrograde) {
    let n = game.objects;
    // 2 · (n − x): adding it to 2w and wrapping once gives 2 · (w − x mod n), with no division.
    let back: [Vec<u32>; 2] = [0, 1].map(|p| game.steps[p].iter().map(|&x| 2 * (n - x)).collect());
    let mut rules = Rules::default();
    rules.declare(0, Outcome::Lose).declare(1, Outcome::Lose);
    let states = 2 * n;
    solver
        .solve_implicit(
            states as usize,
            |s| game.steps[(s & 1) as usize].len() as u32,
            |s, list| {
                let (twice_object, mover) = (s & !1, 1 - (s & 1));
                list.extend(back[mover as usize].iter().map(|&shift| {
                    let twice_source = twice_object + shift;
                    let wrapped = if twice_source >= states {
                        twice_source - states
                    } else {
                        twice_source
                    };
                    wrapped + mover
                }));
            },
            &rules,
        )
        .expect("the black hole's states exist");
}

/// Line 1: Rick moves first; line 2: Morty. Word `i` is about object `i + 1` (1-based).
fn print_table(game: &Berzerk, solver: &Retrograde, out: &mut impl Write) -> Result<(), Error> {
    let mut line = Vec::with_capacity(5 * game.objects as usize);
    for player in 0..2 {
        line.clear();
        for object in 1..game.objects {
            if object > 1 {
                line.push(b' ');
            }
            line.extend_from_slice(match solver.outcome((2 * object + player) as usize) {
                Outcome::Win => b"Win",
                Outcome::Lose => b"Lose",
                Outcome::Draw => b"Loop",
            });
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}
