//! A slow reference written from Conway's definitions, and the number layer checked against
//! it: games are sets of Left and Right options, `≤` is the recursive definition, `+` and `−`
//! are the disjunctive sum and the negative, with no shortcut (no simplicity rule, no
//! canonical forms). Test-only; the recursion depth is the birthday of small test games.

use super::dyadic::{simplest_between, Dyadic};
use super::number_game::NumberGameSolver;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;

/// A game form `{ left | right }`.
#[derive(Debug)]
pub(crate) struct G {
    pub(crate) left: Vec<Rc<G>>,
    pub(crate) right: Vec<Rc<G>>,
}

pub(crate) fn game(left: Vec<Rc<G>>, right: Vec<Rc<G>>) -> Rc<G> {
    Rc::new(G { left, right })
}

/// `a ≤ b` iff no Left option of `a` is `≥ b` and no Right option of `b` is `≤ a`.
pub(crate) fn le(a: &G, b: &G) -> bool {
    !a.left.iter().any(|al| le(b, al)) && !b.right.iter().any(|br| le(br, a))
}

pub(crate) fn eq(a: &G, b: &G) -> bool {
    le(a, b) && le(b, a)
}

/// The disjunctive sum: a move is a move in exactly one component.
pub(crate) fn sum(a: &Rc<G>, b: &Rc<G>) -> Rc<G> {
    let left = a
        .left
        .iter()
        .map(|al| sum(al, b))
        .chain(b.left.iter().map(|bl| sum(a, bl)))
        .collect();
    let right = a
        .right
        .iter()
        .map(|ar| sum(ar, b))
        .chain(b.right.iter().map(|br| sum(a, br)))
        .collect();
    game(left, right)
}

pub(crate) fn neg(a: &Rc<G>) -> Rc<G> {
    game(
        a.right.iter().map(neg).collect(),
        a.left.iter().map(neg).collect(),
    )
}

/// The canonical game of a number, from its definition: `n = {n − 1 | }` for `n > 0`, its
/// negative for `n < 0`, and `m/2^j = {(m − 1)/2^j | (m + 1)/2^j}` for odd `m`.
pub(crate) fn number(x: Dyadic) -> Rc<G> {
    if x == 0 {
        game(vec![], vec![])
    } else if x.is_integer() && x > 0 {
        game(vec![number(x - Dyadic::ONE)], vec![])
    } else if x.is_integer() {
        game(vec![], vec![number(x + Dyadic::ONE)])
    } else {
        let step = Dyadic::new(1, x.exponent()).unwrap();
        game(vec![number(x - step)], vec![number(x + step)])
    }
}

/// Every number born by day `day`: the integers up to `day` in size and the dyadics between
/// them with denominators up to 2^(day − |integer part| − 1).
pub(crate) fn numbers_born_by(day: u32) -> Vec<Dyadic> {
    let mut out = vec![Dyadic::ZERO];
    let mut frontier = vec![(None, None, Dyadic::ZERO)];
    for _ in 0..day {
        let mut next = Vec::new();
        for (low, high, x) in frontier {
            // The two children of x in the tree of numbers: {x | high} and {low | x}.
            for child in [
                simplest_between(Some(x), high).unwrap(),
                simplest_between(low, Some(x)).unwrap(),
            ] {
                out.push(child);
                if child > x {
                    next.push((Some(x), high, child));
                } else {
                    next.push((low, Some(x), child));
                }
            }
        }
        frontier = next;
    }
    out
}

/// The distinct values among `forms`, one form each (quadratic, fine for tens of values).
/// The values born by each day up to `days`, as canonical ids of `arena`: `result[d]` holds
/// every value born by day `d` (day 0: just 0), each once, from every pair of subsets of the
/// day before — the definition, with the arena only deduplicating.
pub(crate) fn arena_born_by(
    arena: &mut super::canonical::Arena,
    days: usize,
) -> Vec<Vec<super::canonical::GameId>> {
    use super::canonical::GameId;
    let mut by_day = vec![vec![arena.zero()]];
    for _ in 0..days {
        let previous = by_day.last().unwrap().clone();
        let mut next: Vec<GameId> = Vec::new();
        for l in 0..1u32 << previous.len() {
            for r in 0..1u32 << previous.len() {
                let pick = |mask: u32| -> Vec<GameId> {
                    (0..previous.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| previous[i])
                        .collect()
                };
                let g = arena.game(&pick(l), &pick(r)).unwrap();
                if !next.contains(&g) {
                    next.push(g);
                }
            }
        }
        by_day.push(next);
    }
    by_day
}

fn distinct(forms: Vec<Rc<G>>) -> Vec<Rc<G>> {
    let mut values: Vec<Rc<G>> = Vec::new();
    for form in forms {
        if !values.iter().any(|v| eq(v, &form)) {
            values.push(form);
        }
    }
    values
}

/// All subsets of `items`.
fn subsets(items: &[Rc<G>]) -> Vec<Vec<Rc<G>>> {
    (0..1u32 << items.len())
        .map(|mask| {
            (0..items.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| items[i].clone())
                .collect()
        })
        .collect()
}

fn born_on_next_day(values: &[Rc<G>]) -> Vec<Rc<G>> {
    let mut forms = Vec::new();
    for left in subsets(values) {
        for right in subsets(values) {
            forms.push(game(left.clone(), right));
        }
    }
    distinct(forms)
}

#[test]
fn the_reference_counts_4_games_born_by_day_1_and_22_by_day_2() {
    let day0 = vec![number(Dyadic::ZERO)];
    let day1 = born_on_next_day(&day0);
    assert_eq!(day1.len(), 4);
    assert_eq!(born_on_next_day(&day1).len(), 22);
}

#[test]
fn the_tree_of_numbers_has_2_pow_n_plus_1_minus_1_numbers_by_day_n() {
    for day in 0..=5 {
        let numbers = numbers_born_by(day);
        assert_eq!(numbers.len(), (1 << (day + 1)) - 1);
        let mut sorted = numbers.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), numbers.len(), "day {day}");
    }
    let day3: Vec<String> = {
        let mut v = numbers_born_by(3);
        v.sort();
        v.iter().map(ToString::to_string).collect()
    };
    assert_eq!(
        day3.join(" "),
        "-3 -2 -3/2 -1 -3/4 -1/2 -1/4 0 1/4 1/2 3/4 1 3/2 2 3"
    );
}

/// Every form `{A | B}` born by day 3 whose options are numbers: `A` and `B` any sets of the
/// seven numbers born by day 2. When `max A < min B` the simplest-number rule must give a
/// game equal to the form; otherwise the form must equal no number (a number equal to a form
/// is born no later than the form, so the fifteen numbers born by day 3 are all candidates).
#[test]
fn simplest_between_agrees_with_conway_on_every_day_3_form_with_number_options() {
    let day2 = numbers_born_by(2);
    let day2_games: Vec<Rc<G>> = day2.iter().map(|&x| number(x)).collect();
    let day3_games: Vec<(Dyadic, Rc<G>)> = numbers_born_by(3)
        .into_iter()
        .map(|x| (x, number(x)))
        .collect();
    let (mut numbers, mut others) = (0, 0);
    for left_mask in 0..1u32 << day2.len() {
        for right_mask in 0..1u32 << day2.len() {
            let pick = |mask: u32| (0..day2.len()).filter(move |i| mask >> i & 1 == 1);
            let form = game(
                pick(left_mask).map(|i| day2_games[i].clone()).collect(),
                pick(right_mask).map(|i| day2_games[i].clone()).collect(),
            );
            let best_left = pick(left_mask).map(|i| day2[i]).max();
            let best_right = pick(right_mask).map(|i| day2[i]).min();
            match simplest_between(best_left, best_right) {
                Ok(x) => {
                    numbers += 1;
                    assert!(
                        eq(&form, &number(x)),
                        "{{{best_left:?} | {best_right:?}}} is not {x}"
                    );
                }
                Err(e) => {
                    others += 1;
                    assert_eq!((Some(e.left), Some(e.right)), (best_left, best_right));
                    for (x, g) in &day3_games {
                        assert!(!eq(&form, g), "{{{best_left:?} | {best_right:?}}} = {x}");
                    }
                }
            }
        }
    }
    assert!(numbers > 500 && others > 10_000, "{numbers} {others}");
}

/// Sums and negatives of every pair of numbers born by day 3: the Dyadic arithmetic against
/// Conway's disjunctive sum, and the order against `≤`.
#[test]
fn dyadic_sums_and_order_agree_with_conway_on_day_3_pairs() {
    let day3: Vec<(Dyadic, Rc<G>)> = numbers_born_by(3)
        .into_iter()
        .map(|x| (x, number(x)))
        .collect();
    for (x, gx) in &day3 {
        assert!(eq(&neg(gx), &number(-*x)), "-({x})");
        for (y, gy) in &day3 {
            assert!(eq(&sum(gx, gy), &number(*x + *y)), "{x} + {y}");
            assert_eq!(le(gx, gy), x <= y, "{x} <= {y}");
        }
    }
}

/// The solver on random small game graphs (position `i` moves to positions below `i`): every
/// value it gives equals the unfolded game, and every position it reports as not a number
/// equals no number born by the graph's depth.
#[test]
fn the_solver_agrees_with_conway_on_random_game_graphs() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let (mut valued, mut refused) = (0, 0);
    for _ in 0..300 {
        let n = rng.gen_range(1..=6usize);
        let mut left: Vec<Vec<usize>> = Vec::new();
        let mut right: Vec<Vec<usize>> = Vec::new();
        for i in 0..n {
            let options = |rng: &mut ChaCha8Rng| -> Vec<usize> {
                (0..i).filter(|_| rng.gen_ratio(1, 3)).collect()
            };
            left.push(options(&mut rng));
            right.push(options(&mut rng));
        }
        let mut unfolded: Vec<Rc<G>> = Vec::new();
        for i in 0..n {
            let pick = |options: &[usize]| options.iter().map(|&j| unfolded[j].clone()).collect();
            let g = game(pick(&left[i]), pick(&right[i]));
            unfolded.push(g);
        }
        let start = n - 1;
        let mut solver = NumberGameSolver::new();
        let result = solver.value(
            &start,
            |&p: &usize, out: &mut Vec<usize>| out.extend(&left[p]),
            |&p: &usize, out: &mut Vec<usize>| out.extend(&right[p]),
        );
        let case = format!("left {left:?} right {right:?}");
        match result {
            Ok(x) => {
                valued += 1;
                assert!(eq(&unfolded[start], &number(x)), "{case}: not {x}");
            }
            Err(e) => {
                refused += 1;
                for x in numbers_born_by(n as u32) {
                    assert!(!eq(&unfolded[e.position], &number(x)), "{case}: = {x}");
                }
            }
        }
    }
    assert!(valued > 50 && refused > 50, "{valued} {refused}");
}

/// The reference order on a known count: 1474 distinct games are born by day 3 (OEIS
/// A065401: 1, 4, 22, 1474). A form's value depends only on the best (maximal) Left options
/// and the best (minimal) Right options, so pairs of antichains of the 22 day-2 values give
/// every day-3 value; the distinct ones are then found with the reference `≤` alone.
#[test]
fn the_reference_counts_1474_games_born_by_day_3() {
    let day1 = born_on_next_day(&[number(Dyadic::ZERO)]);
    let day2 = born_on_next_day(&day1);
    let n = day2.len();
    let comparable: Vec<Vec<bool>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| i != j && (le(&day2[i], &day2[j]) || le(&day2[j], &day2[i])))
                .collect()
        })
        .collect();
    let antichains: Vec<Vec<Rc<G>>> = (0..1u32 << n)
        .filter(|&mask| {
            (0..n).all(|i| {
                mask >> i & 1 == 0 || (0..n).all(|j| mask >> j & 1 == 0 || !comparable[i][j])
            })
        })
        .map(|mask| {
            (0..n)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| day2[i].clone())
                .collect()
        })
        .collect();
    // Bucket by how a form compares with each day-2 value, then compare within a bucket.
    let mut buckets: std::collections::HashMap<Vec<(bool, bool)>, Vec<Rc<G>>> =
        std::collections::HashMap::new();
    let mut distinct = 0;
    for left in &antichains {
        for right in &antichains {
            let form = game(left.clone(), right.clone());
            let key: Vec<(bool, bool)> =
                day2.iter().map(|x| (le(&form, x), le(x, &form))).collect();
            let bucket = buckets.entry(key).or_default();
            if !bucket.iter().any(|other| eq(other, &form)) {
                bucket.push(form);
                distinct += 1;
            }
        }
    }
    assert_eq!(distinct, 1474, "{} antichains", antichains.len());
}

// ----- the canonical-form arena against the definitions -----

use super::canonical::{Arena, GameId};
use super::Outcome;
use std::collections::HashMap;

/// The form `g` built in the arena option by option (the arena simplifies each position).
fn to_arena(arena: &mut Arena, g: &Rc<G>, memo: &mut HashMap<*const G, GameId>) -> GameId {
    if let Some(&id) = memo.get(&Rc::as_ptr(g)) {
        return id;
    }
    let left: Vec<GameId> = g.left.iter().map(|x| to_arena(arena, x, memo)).collect();
    let right: Vec<GameId> = g.right.iter().map(|x| to_arena(arena, x, memo)).collect();
    let id = arena.game(&left, &right).unwrap();
    memo.insert(Rc::as_ptr(g), id);
    id
}

/// The arena's canonical form of `id` as a plain form, from the options the arena reports.
fn unfold(arena: &mut Arena, id: GameId, memo: &mut HashMap<GameId, Rc<G>>) -> Rc<G> {
    if let Some(g) = memo.get(&id) {
        return g.clone();
    }
    let left = arena.left_options(id);
    let right = arena.right_options(id);
    let g = game(
        left.into_iter().map(|x| unfold(arena, x, memo)).collect(),
        right.into_iter().map(|x| unfold(arena, x, memo)).collect(),
    );
    memo.insert(id, g.clone());
    g
}

/// The birthday of a form: 0 with no options, else one more than its options' largest.
fn form_birthday(g: &G) -> u64 {
    g.left
        .iter()
        .chain(&g.right)
        .map(|x| form_birthday(x) + 1)
        .max()
        .unwrap_or(0)
}

/// The outcome from `≤` alone: Left wins moving first iff not `g ≤ 0`, Right iff not `g ≥ 0`.
fn reference_outcome(g: &G) -> Outcome {
    let zero = game(vec![], vec![]);
    match (!le(g, &zero), !le(&zero, g)) {
        (true, true) => Outcome::Next,
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (false, false) => Outcome::Previous,
    }
}

/// Whether the top level of `g` is in canonical form by the definitions: no option dominated
/// by another, none reversible (`G^{LR} ≤ G` or `G^{RL} ≥ G`).
fn top_is_canonical(g: &Rc<G>) -> bool {
    let dominated = |options: &[Rc<G>], left: bool| {
        options.iter().enumerate().any(|(i, x)| {
            options
                .iter()
                .enumerate()
                .any(|(j, y)| i != j && if left { le(x, y) } else { le(y, x) })
        })
    };
    let reversible_left = g.left.iter().any(|x| x.right.iter().any(|xr| le(xr, g)));
    let reversible_right = g.right.iter().any(|x| x.left.iter().any(|xl| le(g, xl)));
    !dominated(&g.left, true)
        && !dominated(&g.right, false)
        && !reversible_left
        && !reversible_right
}

/// Every position the arena stores is canonical by the definitions.
fn assert_arena_forms_canonical(arena: &mut Arena, limit_birthday: u64) -> usize {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for index in 0..arena.len() {
        let id = arena_id(arena, index);
        if arena.birthday(id) > limit_birthday {
            continue;
        }
        let g = unfold(arena, id, &mut memo);
        assert!(top_is_canonical(&g), "form {index} is not canonical: {g:?}");
        assert_eq!(
            form_birthday(&g),
            arena.birthday(id),
            "birthday of form {index}"
        );
        checked += 1;
    }
    checked
}

/// The id with the given index (ids are dense from 0): found through `game` on its options.
fn arena_id(arena: &Arena, index: usize) -> GameId {
    // Ids are opaque; the arena's `index` round trip is checked here instead of constructed.
    let id = arena.id_at(index).unwrap();
    assert_eq!(id.index(), index);
    id
}

/// The 256 forms born by day 2: every pair of subsets of the four day-1 values {0, 1, −1, *},
/// with the day each value is first born.
fn day_2_forms() -> Vec<(Rc<G>, u64)> {
    let zero = game(vec![], vec![]);
    let day1 = born_on_next_day(std::slice::from_ref(&zero));
    assert_eq!(day1.len(), 4);
    let mut out = vec![(zero, 0)];
    for g in &day1 {
        out.push((g.clone(), 1));
    }
    for left in subsets(&day1) {
        for right in subsets(&day1) {
            out.push((game(left.clone(), right), 2));
        }
    }
    // The day a value is born is the first day any form of it appears.
    let firsts: Vec<(Rc<G>, u64)> = out.clone();
    out.into_iter()
        .map(|(g, _)| {
            let born = firsts
                .iter()
                .filter(|(h, _)| eq(h, &g))
                .map(|&(_, d)| d)
                .min()
                .unwrap();
            (g, born)
        })
        .collect()
}

#[test]
fn the_arena_agrees_with_conway_on_every_form_born_by_day_2() {
    let forms = day_2_forms();
    let mut arena = Arena::new();
    let mut memo = HashMap::new();
    let ids: Vec<GameId> = forms
        .iter()
        .map(|(g, _)| to_arena(&mut arena, g, &mut memo))
        .collect();
    let mut distinct: Vec<GameId> = ids.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 22);
    for (i, (a, born)) in forms.iter().enumerate() {
        assert_eq!(arena.birthday(ids[i]), *born, "birthday of {a:?}");
        assert_eq!(
            arena.outcome(ids[i]),
            reference_outcome(a),
            "outcome of {a:?}"
        );
        for (j, (b, _)) in forms.iter().enumerate() {
            assert_eq!(ids[i] == ids[j], eq(a, b), "{a:?} = {b:?}");
            assert_eq!(arena.le(ids[i], ids[j]), le(a, b), "{a:?} <= {b:?}");
        }
    }
    // Sums and differences of every pair of the 22 values.
    let mut unfolded = HashMap::new();
    let values: Vec<(Rc<G>, GameId)> = distinct
        .iter()
        .map(|&id| (unfold(&mut arena, id, &mut unfolded), id))
        .collect();
    for (a, ia) in &values {
        let minus_a = arena.neg(*ia).unwrap();
        let unfolded_neg = unfold(&mut arena, minus_a, &mut unfolded);
        assert!(eq(&unfolded_neg, &neg(a)), "-{a:?}");
        for (b, ib) in &values {
            let s = arena.add(*ia, *ib).unwrap();
            let d = arena.sub(*ia, *ib).unwrap();
            let us = unfold(&mut arena, s, &mut unfolded);
            let ud = unfold(&mut arena, d, &mut unfolded);
            assert!(eq(&us, &sum(a, b)), "{a:?} + {b:?}");
            assert!(eq(&ud, &sum(a, &neg(b))), "{a:?} - {b:?}");
            assert_eq!(arena.outcome(s), reference_outcome(&sum(a, b)));
        }
    }
    let checked = assert_arena_forms_canonical(&mut arena, 8);
    assert!(checked > 100, "{checked}");
}

/// A random form born by day 3: each side a random set of up to `max_side` day-2 values.
fn random_day_3_form(rng: &mut ChaCha8Rng, day2: &[Rc<G>], max_side: usize) -> Rc<G> {
    let side = |rng: &mut ChaCha8Rng| {
        let n = rng.gen_range(0..=max_side);
        (0..n)
            .map(|_| day2[rng.gen_range(0..day2.len())].clone())
            .collect()
    };
    let left = side(rng);
    let right = side(rng);
    game(left, right)
}

#[test]
fn the_arena_agrees_with_conway_on_random_day_3_forms_and_their_sums() {
    let day1 = born_on_next_day(&[number(Dyadic::ZERO)]);
    let day2 = born_on_next_day(&day1);
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let forms: Vec<Rc<G>> = (0..300)
        .map(|_| random_day_3_form(&mut rng, &day2, 4))
        .collect();
    let mut arena = Arena::new();
    let mut memo = HashMap::new();
    let ids: Vec<GameId> = forms
        .iter()
        .map(|g| to_arena(&mut arena, g, &mut memo))
        .collect();
    let (mut equal_pairs, mut le_pairs) = (0, 0);
    for (i, a) in forms.iter().enumerate() {
        assert_eq!(
            arena.outcome(ids[i]),
            reference_outcome(a),
            "outcome of {a:?}"
        );
        let born_by_day_2 = day2.iter().any(|d| eq(d, a));
        assert_eq!(
            arena.birthday(ids[i]) <= 2,
            born_by_day_2,
            "birthday of {a:?}"
        );
        assert!(arena.birthday(ids[i]) <= 3);
        for (j, b) in forms.iter().enumerate() {
            let reference_le = le(a, b);
            assert_eq!(ids[i] == ids[j], reference_le && le(b, a), "{a:?} = {b:?}");
            assert_eq!(arena.le(ids[i], ids[j]), reference_le, "{a:?} <= {b:?}");
            equal_pairs += usize::from(ids[i] == ids[j] && i != j);
            le_pairs += usize::from(reference_le);
        }
    }
    assert!(
        equal_pairs > 50 && le_pairs > 10_000,
        "{equal_pairs} {le_pairs}"
    );
    // Sums and differences of random pairs, unfolded, against the disjunctive sum.
    let mut unfolded = HashMap::new();
    for _ in 0..200 {
        let (i, j) = (rng.gen_range(0..forms.len()), rng.gen_range(0..forms.len()));
        let (a, b) = (&forms[i], &forms[j]);
        let s = arena.add(ids[i], ids[j]).unwrap();
        let d = arena.sub(ids[i], ids[j]).unwrap();
        let us = unfold(&mut arena, s, &mut unfolded);
        let ud = unfold(&mut arena, d, &mut unfolded);
        assert!(eq(&us, &sum(a, b)), "{a:?} + {b:?}");
        assert!(eq(&ud, &sum(a, &neg(b))), "{a:?} - {b:?}");
        assert_eq!(arena.outcome(s), reference_outcome(&us));
    }
    let checked = assert_arena_forms_canonical(&mut arena, 6);
    assert!(checked > 300, "{checked}");
}

/// The compact family `x + n·↑ + *k` by its closed forms against the same value summed from
/// the definitions: `↑ = {0 | *}`, `*k = {*j | *j}`, and copies of `↑` or `↓` added one at a
/// time (each step adds one copy to the form already checked equal, so the trees stay small).
#[test]
fn the_compact_closed_forms_agree_with_sums_from_the_definitions() {
    let zero = game(vec![], vec![]);
    let mut nimbers = vec![zero.clone()];
    for k in 1..=4 {
        let below: Vec<Rc<G>> = nimbers[..k].to_vec();
        nimbers.push(game(below.clone(), below));
    }
    let up = game(vec![zero.clone()], vec![nimbers[1].clone()]);
    let down = neg(&up);
    let mut arena = Arena::new();
    let mut values: Vec<(Rc<G>, GameId, String)> = Vec::new();
    let mut unfolded = HashMap::new();
    for x in ["0", "1", "-1/2", "3/4"] {
        let xd: Dyadic = x.parse().unwrap();
        for k in 0..=4u32 {
            for direction in [1i64, -1] {
                let mut previous = sum(&number(xd), &nimbers[k as usize]);
                for n in 0..=4i64 {
                    let ups = n * direction;
                    let expected = if n == 0 {
                        previous.clone()
                    } else {
                        sum(&previous, if direction > 0 { &up } else { &down })
                    };
                    let id = arena.compact(xd, ups, k).unwrap();
                    let form = unfold(&mut arena, id, &mut unfolded);
                    let case = format!("{x} + {ups}.up + *{k}");
                    assert!(eq(&form, &expected), "{case}");
                    assert!(top_is_canonical(&form), "{case}");
                    assert_eq!(form_birthday(&form), arena.birthday(id), "{case}");
                    values.push((form.clone(), id, case));
                    previous = form;
                }
            }
        }
    }
    assert_eq!(values.len(), 4 * 5 * 2 * 5);
    // The closed-form order against `≤` on every pair.
    for (a, ia, ca) in &values {
        for (b, ib, cb) in &values {
            assert_eq!(arena.le(*ia, *ib), le(a, b), "{ca} <= {cb}");
        }
    }
}
