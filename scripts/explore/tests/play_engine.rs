//! The engine of `explore play` against a random player, 1,000 seeded games per family from
//! random small positions (Domineering and Toads-and-Frogs too: boards of up to 20 cells
//! and strips of up to 12, the limits of `explore play`).
//!
//! Who should win is decided here by plain game search written from each game's rules (not
//! from the Grundy theory the engine uses): the engine must win every game whose start is a
//! win for it, and in a game it loses, the game must last at least the start's remoteness (the
//! number of moves of best play when the winner hurries and the loser holds out). At every
//! position the family's legal moves are also checked against the rules written here.

use explore::play::bluered_cutcake::{BlueRed, Cutcake};
use explore::play::chomp::chomp;
use explore::play::domineering_toads::{domineering, toads, Board};
use explore::play::hackenbush::GreenHackenbush;
use explore::play::heaps::{HeapFamily, HeapRule, Moore, Staircase};
use explore::play::loopy::LoopyGame;
use explore::play::node_kayles::NodeKaylesGame;
use explore::play::numbers::{Euclid, Fibonacci, Wythoff};
use explore::play::{Family, Memo, Side};
use gamecore::boards::node_kayles::NodeKayles;
use gamecore::octal::HeapGame;
use gamecore::partizan::blue_red::Colour;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

const GAMES: usize = 1000;
/// A game longer than this is cut off (only loopy games get near it).
const MAX_PLIES: usize = 400;

/// The moves of an impartial game from the rules: the states one move away.
type Successors<S> = Box<dyn Fn(&S) -> Vec<S>>;
/// The moves of a partizan game from the rules (`true`: Left's moves).
type Options<S> = Box<dyn Fn(&S, bool) -> Vec<S>>;

/// Plain search over states `S` of an impartial game: (the player to move wins, remoteness).
struct Plain<S> {
    memo: HashMap<S, (bool, u32)>,
    successors: Successors<S>,
    stuck_wins: bool,
}

impl<S: Clone + Eq + Hash> Plain<S> {
    fn new(successors: Successors<S>, stuck_wins: bool) -> Self {
        Plain {
            memo: HashMap::new(),
            successors,
            stuck_wins,
        }
    }

    /// Recursive: the test positions are small, so the depth is too.
    fn solve(&mut self, state: &S) -> (bool, u32) {
        if let Some(&known) = self.memo.get(state) {
            return known;
        }
        let options = (self.successors)(state);
        let result = if options.is_empty() {
            (self.stuck_wins, 0)
        } else {
            let results: Vec<(bool, u32)> = options.iter().map(|o| self.solve(o)).collect();
            match results.iter().filter(|r| !r.0).map(|r| r.1).min() {
                Some(fastest) => (true, fastest + 1),
                None => (false, results.iter().map(|r| r.1).max().unwrap() + 1),
            }
        };
        self.memo.insert(state.clone(), result);
        result
    }
}

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    won_starts: usize,
    engine_wins: usize,
    lost_starts_lost: usize,
    lost_starts_won: usize,
}

/// Plays `GAMES` games of an impartial family: `make` draws a game and a start, `view` maps
/// the family's position to the state of the rules `Plain` searches.
fn impartial<F, S, M, V>(name: &str, mut make: M, view: V) -> Tally
where
    F: Family,
    S: Clone + Eq + Hash + Ord + Debug,
    M: FnMut(&mut ChaCha8Rng) -> (F, F::Position, Plain<S>),
    V: Fn(&F::Position) -> S,
{
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut tally = Tally::default();
    for game in 0..GAMES {
        let (family, start, mut plain) = make(&mut rng);
        let engine_first = game % 2 == 0;
        let (mover_wins, remoteness) = plain.solve(&view(&start));
        let engine_should_win = mover_wins == engine_first;
        let mut memo = Memo::new();
        let mut position = start.clone();
        let mut engine_to_move = engine_first;
        let mut side = Side::Left;
        let mut plies = 0u32;
        loop {
            let moves = family.moves(&position, side);
            // The family's moves lead exactly where the rules say.
            let mut from_family: Vec<S> = moves
                .iter()
                .map(|mv| view(&family.apply(&position, mv, side)))
                .collect();
            from_family.sort();
            from_family.dedup();
            let mut from_rules = (plain.successors)(&view(&position));
            from_rules.sort();
            from_rules.dedup();
            assert_eq!(
                from_family, from_rules,
                "{name}: moves from {position:?} (start {start:?})"
            );
            if moves.is_empty() {
                break;
            }
            let mv = if engine_to_move {
                family
                    .engine_move(&position, side, &mut memo)
                    .expect("a move exists")
            } else {
                moves.choose(&mut rng).unwrap().clone()
            };
            assert!(family.is_legal(&position, &mv, side), "{name}: {mv:?}");
            position = family.apply(&position, &mv, side);
            engine_to_move = !engine_to_move;
            side = side.other();
            plies += 1;
            assert!(
                plies as usize <= MAX_PLIES,
                "{name}: endless from {start:?}"
            );
        }
        // The player to move now cannot move.
        let stuck_is_engine = engine_to_move;
        let engine_won = stuck_is_engine == plain.stuck_wins;
        tally.games += 1;
        if engine_should_win {
            tally.won_starts += 1;
            assert!(
                engine_won,
                "{name}: the engine lost from {start:?}, a win for it (engine first: {engine_first})"
            );
        } else if engine_won {
            tally.lost_starts_won += 1;
        } else {
            tally.lost_starts_lost += 1;
            assert!(
                plies >= remoteness,
                "{name}: lost in {plies} moves from {start:?}, remoteness {remoteness} \
                 (engine first: {engine_first})"
            );
        }
        if engine_won {
            tally.engine_wins += 1;
        }
    }
    eprintln!("{name}: {tally:?}");
    tally
}

fn random_heaps(rng: &mut ChaCha8Rng, count: usize, max: u64) -> Vec<u64> {
    loop {
        let heaps: Vec<u64> = (0..rng.gen_range(1..=count))
            .map(|_| rng.gen_range(0..=max))
            .collect();
        if heaps.iter().any(|&h| h > 0) {
            return heaps;
        }
    }
}

fn sorted_nonzero(heaps: &[u64]) -> Vec<u64> {
    let mut kept: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    kept.sort_unstable();
    kept
}

/// Every heap position reached by replacing heap i by `pieces` (sorted, no empty heaps).
fn replace(heaps: &[u64], i: usize, pieces: &[u64]) -> Vec<u64> {
    let mut next: Vec<u64> = heaps.to_vec();
    next.remove(i);
    next.extend_from_slice(pieces);
    sorted_nonzero(&next)
}

fn nim_successors(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for rest in 0..h {
            out.push(replace(heaps, i, &[rest]));
        }
    }
    out
}

fn check_outcome(tally: &Tally) {
    assert_eq!(tally.games, GAMES);
    assert!(
        tally.won_starts > 0 && tally.won_starts < GAMES,
        "{tally:?}"
    );
}

#[test]
fn nim_engine_beats_random() {
    let tally = impartial(
        "nim",
        |rng| {
            let heaps = random_heaps(rng, 4, 7);
            (
                HeapFamily::new(HeapRule::Nim),
                heaps,
                Plain::new(Box::new(|h: &Vec<u64>| nim_successors(h)), false),
            )
        },
        |p: &Vec<u64>| sorted_nonzero(p),
    );
    check_outcome(&tally);
}

#[test]
fn misere_nim_engine_beats_random() {
    let tally = impartial(
        "misère nim",
        |rng| {
            let heaps = random_heaps(rng, 4, 5);
            (
                HeapFamily::new(HeapRule::MisereNim),
                heaps,
                Plain::new(Box::new(|h: &Vec<u64>| nim_successors(h)), true),
            )
        },
        |p: &Vec<u64>| sorted_nonzero(p),
    );
    check_outcome(&tally);
}

#[test]
fn subtraction_engine_beats_random() {
    let tally = impartial(
        "subtraction",
        |rng| {
            let mut set: Vec<u64> = (1..=6).filter(|_| rng.gen_bool(0.5)).collect();
            if set.is_empty() {
                set.push(rng.gen_range(1..=6));
            }
            let heaps = random_heaps(rng, 3, 14);
            let moves: Vec<usize> = set.iter().map(|&s| s as usize).collect();
            let game = HeapGame::subtraction(&moves).unwrap();
            let family = HeapFamily::code(game, "subtraction".into(), 14);
            let rules = move |heaps: &Vec<u64>| {
                let mut out = Vec::new();
                for (i, &h) in heaps.iter().enumerate() {
                    for &s in &set {
                        if s <= h {
                            out.push(replace(heaps, i, &[h - s]));
                        }
                    }
                }
                out
            };
            (family, heaps, Plain::new(Box::new(rules), false))
        },
        |p: &Vec<u64>| sorted_nonzero(p),
    );
    check_outcome(&tally);
}

/// An octal game from its digits, by the rules: digit d_k, bit 1: take k, leave nothing;
/// bit 2: take k, leave one heap; bit 4: take k, leave two heaps.
fn octal_successors(digits: Vec<u8>) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for (k, &d) in digits.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    break;
                }
                if d & 1 != 0 && k == h && k > 0 {
                    out.push(replace(heaps, i, &[]));
                }
                if d & 2 != 0 && k < h && k > 0 {
                    out.push(replace(heaps, i, &[h - k]));
                }
                if d & 4 != 0 && h >= k + 2 {
                    for a in 1..h - k {
                        out.push(replace(heaps, i, &[a, h - k - a]));
                    }
                }
            }
        }
        out
    }
}

#[test]
fn octal_engine_beats_random() {
    let codes = [
        "0.07", "0.77", "0.137", "0.6", "4.7", "0.16", "0.31", "0.53",
    ];
    let tally = impartial(
        "octal",
        |rng| {
            let code = codes[rng.gen_range(0..codes.len())];
            let (whole, fraction) = code.split_once('.').unwrap();
            let mut digits = vec![whole.parse::<u8>().unwrap()];
            digits.extend(fraction.bytes().map(|b| b - b'0'));
            let heaps = random_heaps(rng, 3, 9);
            let family =
                HeapFamily::code(HeapGame::parse_octal(code).unwrap(), code.to_string(), 9);
            (
                family,
                heaps,
                Plain::new(Box::new(octal_successors(digits)), false),
            )
        },
        |p: &Vec<u64>| sorted_nonzero(p),
    );
    check_outcome(&tally);
}

#[test]
fn moore_engine_beats_random() {
    let tally = impartial(
        "moore",
        |rng| {
            let k = rng.gen_range(1..=3);
            let heaps = random_heaps(rng, 4, 4);
            let rules = move |heaps: &Vec<u64>| {
                let mut out = Vec::new();
                let n = heaps.len();
                // Every way to lower each heap by 0..=h, at least one and at most k lowered.
                let mut next = heaps.clone();
                let total: u64 = heaps.iter().map(|&h| h + 1).product();
                for code in 0..total {
                    let mut rest = code;
                    let mut lowered = 0;
                    for i in 0..n {
                        let base = heaps[i] + 1;
                        next[i] = rest % base;
                        rest /= base;
                        if next[i] < heaps[i] {
                            lowered += 1;
                        }
                    }
                    if (1..=k).contains(&lowered) {
                        out.push(sorted_nonzero(&next));
                    }
                }
                out
            };
            (Moore::new(k), heaps, Plain::new(Box::new(rules), false))
        },
        |p: &Vec<u64>| sorted_nonzero(p),
    );
    check_outcome(&tally);
}

#[test]
fn moore_winning_move_reaches_a_p_position() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..2000 {
        let k = rng.gen_range(1..=4);
        let heaps: Vec<u64> = (0..rng.gen_range(1..=6))
            .map(|_| rng.gen_range(0..64))
            .collect();
        let p = gamecore::nim::moore_is_p_position(&heaps, k).unwrap();
        match explore::play::heaps::moore_winning_move(&heaps, k) {
            None => assert!(p, "no move found from {heaps:?}, k = {k}"),
            Some(next) => {
                assert!(!p, "{heaps:?}");
                let lowered = heaps.iter().zip(&next).filter(|(h, n)| n < h).count();
                assert!(
                    (1..=k).contains(&lowered) && heaps.iter().zip(&next).all(|(h, n)| n <= h),
                    "{heaps:?} -> {next:?}, k = {k}"
                );
                assert!(
                    gamecore::nim::moore_is_p_position(&next, k).unwrap(),
                    "{heaps:?} -> {next:?}, k = {k}"
                );
            }
        }
    }
}

#[test]
fn staircase_engine_beats_random() {
    let tally = impartial(
        "staircase",
        |rng| {
            let stairs = random_heaps(rng, 4, 4);
            let rules = |stairs: &Vec<u64>| {
                let mut out = Vec::new();
                for i in 0..stairs.len() {
                    for n in 1..=stairs[i] {
                        let mut next = stairs.clone();
                        next[i] -= n;
                        if i > 0 {
                            next[i - 1] += n;
                        }
                        out.push(next);
                    }
                }
                out
            };
            (Staircase, stairs, Plain::new(Box::new(rules), false))
        },
        Vec::clone,
    );
    check_outcome(&tally);
}

#[test]
fn wythoff_engine_beats_random() {
    let tally = impartial(
        "wythoff",
        |rng| {
            let start = [rng.gen_range(0..=12), rng.gen_range(1..=12)];
            let rules = |&[a, b]: &[u64; 2]| {
                let mut out = Vec::new();
                out.extend((0..a).map(|x| [x, b]));
                out.extend((0..b).map(|y| [a, y]));
                out.extend((1..=a.min(b)).map(|n| [a - n, b - n]));
                out
            };
            (Wythoff, start, Plain::new(Box::new(rules), false))
        },
        |&p: &[u64; 2]| p,
    );
    check_outcome(&tally);
}

#[test]
fn euclid_engine_beats_random() {
    let tally = impartial(
        "euclid",
        |rng| {
            let start = [rng.gen_range(1..=40), rng.gen_range(1..=40)];
            let rules = |&[a, b]: &[u64; 2]| {
                let mut out = Vec::new();
                if a == 0 || b == 0 {
                    return out;
                }
                // Subtract a positive multiple of the smaller from the larger.
                let (low, high) = (a.min(b), a.max(b));
                let mut take = low;
                while take <= high {
                    let rest = high - take;
                    out.push([rest.min(low), rest.max(low)]);
                    take += low;
                }
                out
            };
            (Euclid, start, Plain::new(Box::new(rules), false))
        },
        |&[a, b]: &[u64; 2]| [a.min(b), a.max(b)],
    );
    check_outcome(&tally);
}

#[test]
fn fibonacci_engine_beats_random() {
    let tally = impartial(
        "fibonacci",
        |rng| {
            let heap = rng.gen_range(2..=40);
            let rules = |&(n, most): &(u64, u64)| {
                (1..=most.min(n))
                    .map(|t| (n - t, (2 * t).min(n - t)))
                    .collect()
            };
            (
                Fibonacci,
                (heap, heap - 1),
                Plain::new(Box::new(rules), false),
            )
        },
        |&(n, most): &(u64, u64)| (n, most.min(n)),
    );
    check_outcome(&tally);
}

/// Green Hackenbush by the rules: the edges of `alive` still joined to vertex 0.
fn grounded(edges: &[(u32, u32)], alive: u64) -> u64 {
    let mut reached = [false; 64];
    reached[0] = true;
    let mut kept = 0u64;
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if alive >> i & 1 == 1
                && kept >> i & 1 == 0
                && (reached[a as usize] || reached[b as usize])
            {
                reached[a as usize] = true;
                reached[b as usize] = true;
                kept |= 1 << i;
                changed = true;
            }
        }
    }
    kept
}

#[test]
fn green_hackenbush_engine_beats_random() {
    let tally = impartial(
        "green hackenbush",
        |rng| {
            // A random connected picture on up to 6 vertices with up to 9 edges.
            let vertices = rng.gen_range(2..=6u32);
            let mut edges: Vec<(u32, u32)> =
                (1..vertices).map(|v| (rng.gen_range(0..v), v)).collect();
            for _ in 0..rng.gen_range(0..=4) {
                edges.push((rng.gen_range(0..vertices), rng.gen_range(0..vertices)));
            }
            edges.shuffle(rng);
            let all = (1u64 << edges.len()) - 1;
            let family = GreenHackenbush::new(edges.clone());
            let rules = move |&alive: &u64| {
                (0..edges.len())
                    .filter(|&i| alive >> i & 1 == 1)
                    .map(|i| grounded(&edges, alive & !(1 << i)))
                    .collect()
            };
            (family, all, Plain::new(Box::new(rules), false))
        },
        |&p: &u64| p,
    );
    check_outcome(&tally);
}

/// Win / lose / draw of a loopy game by depth-bounded search from the rules: `win[d][v]`
/// (the player to move at v wins within d moves) and `lose[d][v]` (loses within d moves).
/// Returns, per vertex, `Some((wins, steps))` or `None` for a draw.
fn loopy_by_search(n: usize, edges: &[(u32, u32)]) -> Vec<Option<(bool, u32)>> {
    let out = |v: usize| {
        edges
            .iter()
            .filter(move |e| e.0 as usize == v)
            .map(|e| e.1 as usize)
    };
    let mut win = vec![false; n];
    let mut lose = vec![false; n];
    let mut result = vec![None; n];
    for v in 0..n {
        if out(v).next().is_none() {
            lose[v] = true;
            result[v] = Some((false, 0));
        }
    }
    for depth in 1..=(2 * n as u32 + 2) {
        let (mut next_win, mut next_lose) = (vec![false; n], vec![false; n]);
        for v in 0..n {
            next_win[v] = out(v).any(|u| lose[u]);
            next_lose[v] = out(v).all(|u| win[u]);
            if result[v].is_none() {
                if next_win[v] {
                    result[v] = Some((true, depth));
                } else if next_lose[v] {
                    result[v] = Some((false, depth));
                }
            }
        }
        win = next_win;
        lose = next_lose;
    }
    result
}

#[test]
fn loopy_engine_beats_random() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut counts = [0usize; 3]; // engine's starts: won, drawn, lost
    let mut results = [0usize; 3]; // engine won, drew, lost
    for game in 0..GAMES {
        let n = rng.gen_range(2..=9usize);
        let mut edges: Vec<(u32, u32)> = Vec::new();
        for _ in 0..rng.gen_range(1..=2 * n) {
            let (a, b) = (rng.gen_range(0..n as u32), rng.gen_range(0..n as u32));
            if !edges.contains(&(a, b)) {
                edges.push((a, b));
            }
        }
        let family = LoopyGame::new(n, &edges).unwrap();
        let truth = loopy_by_search(n, &edges);
        let start = rng.gen_range(0..n as u32);
        let engine_first = game % 2 == 0;
        // The start for the engine: Some((wins, steps)) or None for a draw.
        let for_engine = truth[start as usize].map(|(wins, steps)| (wins == engine_first, steps));
        let mut memo = Memo::new();
        let (mut position, mut engine_to_move, mut plies) = (start, engine_first, 0u32);
        let engine_won = loop {
            let moves = family.moves(&position, Side::Left);
            let mut expected: Vec<u32> = edges
                .iter()
                .filter(|e| e.0 == position)
                .map(|e| e.1)
                .collect();
            expected.sort_unstable();
            assert_eq!(moves, expected, "moves from {position}");
            if moves.is_empty() {
                break Some(!engine_to_move);
            }
            if plies as usize == MAX_PLIES {
                break None;
            }
            position = if engine_to_move {
                let to = family
                    .engine_move(&position, Side::Left, &mut memo)
                    .unwrap();
                // Never from a draw (or a win) into a loss.
                let before = truth[position as usize].map(|r| r.0);
                let after = truth[to as usize].map(|r| r.0);
                assert!(
                    before == Some(false) || after != Some(true),
                    "edges {edges:?}: the engine moved from {position} ({before:?}) to {to}"
                );
                to
            } else {
                *moves.choose(&mut rng).unwrap()
            };
            engine_to_move = !engine_to_move;
            plies += 1;
        };
        match for_engine {
            Some((true, _)) => {
                counts[0] += 1;
                assert_eq!(engine_won, Some(true), "edges {edges:?}, start {start}");
            }
            None => {
                counts[1] += 1;
                assert_ne!(engine_won, Some(false), "edges {edges:?}, start {start}");
            }
            Some((false, steps)) => {
                counts[2] += 1;
                if engine_won == Some(false) {
                    assert!(
                        plies >= steps,
                        "edges {edges:?}, start {start}: {plies} < {steps}"
                    );
                }
            }
        }
        results[match engine_won {
            Some(true) => 0,
            None => 1,
            Some(false) => 2,
        }] += 1;
    }
    eprintln!("loopy: starts won/drawn/lost {counts:?}, engine won/drew/lost {results:?}");
    assert!(counts.iter().all(|&c| c > 0), "{counts:?}");
}

/// Partizan minimax from the rules: whether `side` to move wins.
struct Minimax<S> {
    memo: HashMap<(S, bool), bool>,
    options: Options<S>,
}

impl<S: Clone + Eq + Hash> Minimax<S> {
    /// `left`: Left to move.
    fn wins(&mut self, state: &S, left: bool) -> bool {
        if let Some(&known) = self.memo.get(&(state.clone(), left)) {
            return known;
        }
        let options = (self.options)(state, left);
        let wins = options.iter().any(|o| !self.wins(o, !left));
        self.memo.insert((state.clone(), left), wins);
        wins
    }
}

fn partizan_games<F, S>(
    name: &str,
    games: usize,
    mut make: impl FnMut(&mut ChaCha8Rng) -> (F, F::Position),
    view: impl Fn(&F::Position) -> S,
    options: impl Fn(&S, bool) -> Vec<S> + 'static,
) where
    F: Family,
    S: Clone + Eq + Hash + Ord + Debug,
{
    let mut search = Minimax {
        memo: HashMap::new(),
        options: Box::new(options),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let (mut won_starts, mut engine_wins) = (0, 0);
    for game in 0..games {
        let (family, start) = make(&mut rng);
        let engine_side = if game % 4 < 2 {
            Side::Left
        } else {
            Side::Right
        };
        let first = if game % 2 == 0 {
            Side::Left
        } else {
            Side::Right
        };
        let mover_wins = search.wins(&view(&start), first == Side::Left);
        let engine_should_win = mover_wins == (first == engine_side);
        let mut memo = Memo::new();
        let (mut position, mut side) = (start.clone(), first);
        loop {
            let moves = family.moves(&position, side);
            let mut from_family: Vec<S> = moves
                .iter()
                .map(|mv| view(&family.apply(&position, mv, side)))
                .collect();
            from_family.sort();
            from_family.dedup();
            let mut from_rules = (search.options)(&view(&position), side == Side::Left);
            from_rules.sort();
            from_rules.dedup();
            assert_eq!(from_family, from_rules, "{name}: moves from {position:?}");
            if moves.is_empty() {
                break;
            }
            let mv = if side == engine_side {
                let mv = family.engine_move(&position, side, &mut memo).unwrap();
                // From a won position the engine's move must leave the opponent lost.
                let here = view(&position);
                if search.wins(&here, side == Side::Left) {
                    let next = view(&family.apply(&position, &mv, side));
                    assert!(
                        !search.wins(&next, side != Side::Left),
                        "{name}: {mv:?} from {position:?} ({side:?} to move) does not win"
                    );
                }
                mv
            } else {
                moves.choose(&mut rng).unwrap().clone()
            };
            position = family.apply(&position, &mv, side);
            side = side.other();
        }
        let engine_won = side != engine_side;
        if engine_should_win {
            won_starts += 1;
            assert!(
                engine_won,
                "{name}: lost from {start:?}, first {first:?}, engine {engine_side:?}"
            );
        }
        if engine_won {
            engine_wins += 1;
        }
    }
    eprintln!("{name}: {games} games, {won_starts} won starts, engine won {engine_wins}");
    assert!(won_starts > 0 && won_starts < games);
}

#[test]
fn blue_red_engine_beats_random() {
    partizan_games(
        "blue-red",
        GAMES,
        |rng| {
            let strings: Vec<Vec<Colour>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    (0..rng.gen_range(1..=4))
                        .map(|_| {
                            if rng.gen_bool(0.5) {
                                Colour::Blue
                            } else {
                                Colour::Red
                            }
                        })
                        .collect()
                })
                .collect();
            (BlueRed, strings)
        },
        // b'B' / b'R' from the ground up; empty strings dropped, strings sorted.
        |p: &Vec<Vec<Colour>>| {
            let mut s: Vec<Vec<u8>> = p
                .iter()
                .filter(|s| !s.is_empty())
                .map(|s| {
                    s.iter()
                        .map(|&c| if c == Colour::Blue { b'B' } else { b'R' })
                        .collect()
                })
                .collect();
            s.sort();
            s
        },
        |strings: &Vec<Vec<u8>>, left| {
            let mine = if left { b'B' } else { b'R' };
            let mut out = Vec::new();
            for (i, s) in strings.iter().enumerate() {
                for (j, &c) in s.iter().enumerate() {
                    if c == mine {
                        let mut next = strings.clone();
                        next[i].truncate(j);
                        let mut next: Vec<Vec<u8>> =
                            next.into_iter().filter(|s| !s.is_empty()).collect();
                        next.sort();
                        out.push(next);
                    }
                }
            }
            out
        },
    );
}

#[test]
fn cutcake_engine_beats_random() {
    partizan_games(
        "cutcake",
        GAMES,
        |rng| {
            let pieces: Vec<(u64, u64)> = (0..rng.gen_range(1..=3))
                .map(|_| (rng.gen_range(1..=4), rng.gen_range(1..=4)))
                .collect();
            (Cutcake, pieces)
        },
        |p: &Vec<(u64, u64)>| {
            let mut s: Vec<(u64, u64)> =
                p.iter().copied().filter(|&(w, h)| w > 1 || h > 1).collect();
            s.sort_unstable();
            s
        },
        |pieces: &Vec<(u64, u64)>, left| {
            let mut out = Vec::new();
            for (i, &(w, h)) in pieces.iter().enumerate() {
                let side = if left { w } else { h };
                for at in 1..side {
                    let mut next = pieces.clone();
                    next.remove(i);
                    if left {
                        next.extend([(at, h), (w - at, h)]);
                    } else {
                        next.extend([(w, at), (w, h - at)]);
                    }
                    let mut next: Vec<(u64, u64)> =
                        next.into_iter().filter(|&(w, h)| w > 1 || h > 1).collect();
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        },
    );
}

/// Domineering and Toads-and-Frogs games per run (each position the engine meets is valued by
/// the solver). In these games the partizan check is also made move by move: from a position
/// the search says is won for it, the engine must move to one the opponent loses.
const BOARD_GAMES: usize = 1000;

/// Chomp from the rules: a position is its row lengths from the top (no empty rows); a move
/// chooses a cell other than the top-left one and removes it with every cell below and to the
/// right of it.
fn chomp_successors(rows: &[usize]) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (r, &len) in rows.iter().enumerate() {
        for c in 0..len {
            if (r, c) == (0, 0) {
                continue;
            }
            let next: Vec<usize> = rows
                .iter()
                .enumerate()
                .map(|(k, &l)| if k >= r { l.min(c) } else { l })
                .filter(|&l| l > 0)
                .collect();
            out.push(next);
        }
    }
    out
}

/// The row lengths of the family's position: four bits a row, top row lowest.
fn chomp_rows(position: u64) -> Vec<usize> {
    (0..16)
        .map(|k| (position >> (4 * k) & 15) as usize)
        .take_while(|&l| l > 0)
        .collect()
}

#[test]
fn chomp_engine_beats_random() {
    let tally = impartial(
        "chomp",
        |rng| {
            let (rows, cols) = (rng.gen_range(1..=5), rng.gen_range(1..=5));
            let mut lengths: Vec<usize> = (0..rows).map(|_| rng.gen_range(1..=cols)).collect();
            lengths.sort_unstable_by(|a, b| b.cmp(a));
            let spec: Vec<String> = lengths.iter().map(ToString::to_string).collect();
            let (family, start) = chomp(&[spec.join(",").as_str()]).unwrap();
            assert_eq!(chomp_rows(start), lengths);
            (
                family,
                start,
                Plain::new(Box::new(|r: &Vec<usize>| chomp_successors(r)), false),
            )
        },
        |&p: &u64| chomp_rows(p),
    );
    check_outcome(&tally);
}

/// Node Kayles from the rules: a position is the set of vertices left (bit v); a move takes a
/// vertex left and every vertex left joined to it by an edge.
fn node_kayles_successors(edges: Vec<(usize, usize)>) -> impl Fn(&u64) -> Vec<u64> {
    move |&left| {
        (0..64)
            .filter(|&v| left >> v & 1 == 1)
            .map(|v| {
                let mut gone = 1u64 << v;
                for &(a, b) in &edges {
                    if a == v {
                        gone |= 1 << b;
                    } else if b == v {
                        gone |= 1 << a;
                    }
                }
                left & !gone
            })
            .collect()
    }
}

#[test]
fn node_kayles_engine_beats_random() {
    let tally = impartial(
        "node kayles",
        |rng| {
            let n = rng.gen_range(1..=10);
            let p = rng.gen_range(0.1..0.6);
            let edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| rng.gen_bool(p))
                .collect();
            let family = NodeKaylesGame::new(NodeKayles::new(n, &edges).unwrap());
            let start = (1u64 << n) - 1;
            (
                family,
                start,
                Plain::new(Box::new(node_kayles_successors(edges)), false),
            )
        },
        |&left: &u64| left,
    );
    check_outcome(&tally);
}

/// Domineering from the rules: `(rows, cols, empty cells)`, bit `row · cols + col`; Left
/// covers a cell and the one below it, Right a cell and the one to its right.
fn domineering_options(
    &(rows, cols, empty): &(usize, usize, u64),
    left: bool,
) -> Vec<(usize, usize, u64)> {
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
            if r2 >= rows || c2 >= cols {
                continue;
            }
            let pair = 1u64 << (r * cols + c) | 1u64 << (r2 * cols + c2);
            if empty & pair == pair {
                out.push((rows, cols, empty & !pair));
            }
        }
    }
    out
}

#[test]
fn domineering_engine_beats_random() {
    partizan_games(
        "domineering",
        BOARD_GAMES,
        |rng| {
            let (rows, cols) = (rng.gen_range(1..=5), rng.gen_range(1..=4));
            let text: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if rng.gen_bool(0.25) { '#' } else { '.' })
                        .collect()
                })
                .collect();
            domineering(&[text.join("|").as_str()]).unwrap()
        },
        |position: &Board| {
            let board = position.board();
            let shape = board.shape();
            (
                usize::from(shape.rows),
                usize::from(shape.cols),
                board.empty(),
            )
        },
        domineering_options,
    );
}

/// Toads-and-Frogs from the rules, for Left: a toad `L` steps right into an empty `_`, or
/// jumps one frog `R` into the empty cell beyond. Right's moves are Left's on the mirror image
/// (the strip reversed, toads and frogs swapped).
fn toads_left_options(strip: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for i in 0..strip.len() {
        if strip[i] != b'L' {
            continue;
        }
        let to = match (strip.get(i + 1), strip.get(i + 2)) {
            (Some(b'_'), _) => i + 1,
            (Some(b'R'), Some(b'_')) => i + 2,
            _ => continue,
        };
        let mut next = strip.to_vec();
        next[i] = b'_';
        next[to] = b'L';
        out.push(next);
    }
    out
}

fn mirror(strip: &[u8]) -> Vec<u8> {
    strip
        .iter()
        .rev()
        .map(|&c| match c {
            b'L' => b'R',
            b'R' => b'L',
            other => other,
        })
        .collect()
}

#[test]
fn toads_engine_beats_random() {
    partizan_games(
        "toads",
        BOARD_GAMES,
        |rng| {
            let len = rng.gen_range(1..=12);
            let text: String = (0..len)
                .map(|_| *['L', 'R', '_', '_'].choose(rng).unwrap())
                .collect();
            toads(&[text.as_str()]).unwrap()
        },
        |strip: &Vec<u8>| strip.clone(),
        |strip: &Vec<u8>, left| {
            if left {
                toads_left_options(strip)
            } else {
                toads_left_options(&mirror(strip))
                    .iter()
                    .map(|s| mirror(s))
                    .collect()
            }
        },
    );
}

/// Past the plain search's budget, `hint` says that it guessed and falls back to the move that
/// leaves the most moves: a stalk carrying 30 leaves beside a single edge is worth 1 + 1 = 0;
/// cutting the stalk (edge 1, the first legal move) loses in two moves, cutting a leaf leaves
/// 31 edges to cut.
#[test]
fn a_capped_hint_says_so_and_leaves_the_most_moves() {
    use explore::play::hackenbush::green;
    use explore::play::{engine, session, First, Outcome, Settings};
    let mut edges = vec!["0-1".to_string()];
    edges.extend((2..=31).map(|leaf| format!("1-{leaf}")));
    edges.push("0-40".to_string());
    let picture = edges.join(",");
    let (family, start) = green(&[picture.as_str()]).unwrap();
    assert_eq!(family.outcome(&start, Side::Left), Outcome::Lose);
    assert_eq!(engine::remoteness(&family, &start, &mut Memo::new()), None);
    let mv = family.engine_move(&start, Side::Left, &mut Memo::new());
    assert_eq!(
        mv.map(|mv| family.format_move(&mv)),
        Some("cut edge 2".into())
    );
    let settings = Settings {
        first: First::Me,
        user_side: Side::Left,
        colour: false,
        echo: true,
    };
    let mut output = Vec::new();
    session(
        &family,
        start,
        settings,
        &mut "hint\n".as_bytes(),
        &mut output,
    )
    .unwrap();
    let screen = String::from_utf8(output).unwrap();
    assert!(
        screen.contains(
            "hint\nno winning move: every move loses against best play; cut edge 2 leaves the \
             most moves (31): a guess, since the search for the longest defence stopped after \
             200000 moves\n"
        ),
        "{screen}"
    );
}
