use super::{Arena, ArenaError, GameId, MAX_NIMBER, MAX_UPS};
use crate::partizan::dyadic::Dyadic;
use crate::partizan::Outcome;
use rstest::rstest;
use std::cmp::Ordering;

fn d(text: &str) -> Dyadic {
    text.parse().unwrap()
}

fn num(arena: &mut Arena, text: &str) -> GameId {
    arena.number(d(text)).unwrap()
}

fn g(arena: &mut Arena, left: &[GameId], right: &[GameId]) -> GameId {
    arena.game(left, right).unwrap()
}

fn star_n(arena: &mut Arena, n: u32) -> GameId {
    arena.nimber(n).unwrap()
}

/// `+_1 = {0 || 0 | −1}`, the first tiny.
fn tiny(arena: &mut Arena) -> GameId {
    let (zero, minus_one) = (arena.zero(), num(arena, "-1"));
    let inner = g(arena, &[zero], &[minus_one]);
    g(arena, &[zero], &[inner])
}

/// Two games and how the first compares with the second.
type Case = fn(&mut Arena) -> (GameId, GameId);

#[rstest]
#[case::up_is_0_star(|a: &mut Arena| { let (z, s, u) = (a.zero(), a.star(), a.up()); (g(a, &[z], &[s]), u) }, Some(Ordering::Equal))]
#[case::up_plus_up_is_double_up(|a: &mut Arena| { let u = a.up(); (a.add(u, u).unwrap(), a.compact(Dyadic::ZERO, 2, 0).unwrap()) }, Some(Ordering::Equal))]
#[case::double_up_is_0_up_star(|a: &mut Arena| { let z = a.zero(); let us = a.compact(Dyadic::ZERO, 1, 1).unwrap(); (g(a, &[z], &[us]), a.compact(Dyadic::ZERO, 2, 0).unwrap()) }, Some(Ordering::Equal))]
#[case::up_plus_star_is_0_star_0(|a: &mut Arena| { let (z, s, u) = (a.zero(), a.star(), a.up()); (a.add(u, s).unwrap(), g(a, &[z, s], &[z])) }, Some(Ordering::Equal))]
#[case::star_plus_star_is_0(|a: &mut Arena| { let s = a.star(); (a.add(s, s).unwrap(), a.zero()) }, Some(Ordering::Equal))]
#[case::star_2_plus_star_3_is_star(|a: &mut Arena| { let (x, y) = (star_n(a, 2), star_n(a, 3)); (a.add(x, y).unwrap(), a.star()) }, Some(Ordering::Equal))]
#[case::star_2_is_0_star_0_star(|a: &mut Arena| { let (z, s) = (a.zero(), a.star()); (g(a, &[z, s], &[z, s]), star_n(a, 2)) }, Some(Ordering::Equal))]
#[case::pm_one_twice_is_0(|a: &mut Arena| { let (p, m) = (num(a, "1"), num(a, "-1")); let pm = g(a, &[p], &[m]); (a.add(pm, pm).unwrap(), a.zero()) }, Some(Ordering::Equal))]
#[case::half_plus_half_is_1(|a: &mut Arena| { let h = num(a, "1/2"); (a.add(h, h).unwrap(), num(a, "1")) }, Some(Ordering::Equal))]
#[case::half_is_0_1(|a: &mut Arena| { let (z, o) = (a.zero(), num(a, "1")); (g(a, &[z], &[o]), num(a, "1/2")) }, Some(Ordering::Equal))]
#[case::pm_one_confused_with_0(|a: &mut Arena| { let (p, m) = (num(a, "1"), num(a, "-1")); (g(a, &[p], &[m]), a.zero()) }, None)]
#[case::up_confused_with_star(|a: &mut Arena| (a.up(), a.star()), None)]
#[case::up_above_0(|a: &mut Arena| (a.up(), a.zero()), Some(Ordering::Greater))]
#[case::up_star_confused_with_0(|a: &mut Arena| (a.compact(Dyadic::ZERO, 1, 1).unwrap(), a.zero()), None)]
#[case::double_up_star_above_0(|a: &mut Arena| { let (u, s) = (a.up(), a.star()); let uu = a.add(u, u).unwrap(); (a.add(uu, s).unwrap(), a.zero()) }, Some(Ordering::Greater))]
#[case::double_up_star_is_0_up(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), a.compact(Dyadic::ZERO, 2, 1).unwrap()) }, Some(Ordering::Equal))]
#[case::up_star_2_is_0_star_3(|a: &mut Arena| { let (z, s3) = (a.zero(), star_n(a, 3)); (g(a, &[z], &[s3]), a.compact(Dyadic::ZERO, 1, 2).unwrap()) }, Some(Ordering::Equal))]
#[case::zero_up_is_above_0(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), a.zero()) }, Some(Ordering::Greater))]
#[case::zero_up_confused_with_up(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), u) }, None)]
#[case::tiny_above_0(|a: &mut Arena| (tiny(a), a.zero()), Some(Ordering::Greater))]
#[case::tiny_below_up(|a: &mut Arena| (tiny(a), a.up()), Some(Ordering::Less))]
#[case::tiny_below_an_eighth_of_a_star(|a: &mut Arena| (tiny(a), num(a, "1/1024")), Some(Ordering::Less))]
#[case::miny_is_minus_tiny(|a: &mut Arena| { let t = tiny(a); let (z, one) = (a.zero(), num(a, "1")); let inner = g(a, &[one], &[z]); (a.neg(t).unwrap(), g(a, &[inner], &[z])) }, Some(Ordering::Equal))]
#[case::one_star_is_1_1(|a: &mut Arena| { let o = num(a, "1"); (g(a, &[o], &[o]), a.compact(d("1"), 0, 1).unwrap()) }, Some(Ordering::Equal))]
#[case::star_reverses_out_of_star_nothing(|a: &mut Arena| { let s = a.star(); (g(a, &[s], &[]), a.zero()) }, Some(Ordering::Equal))]
#[case::switch_3_minus_2_above_0(|a: &mut Arena| { let (p, m) = (num(a, "3"), num(a, "-2")); (g(a, &[p], &[m]), a.zero()) }, None)]
fn known_values(#[case] build: Case, #[case] expected: Option<Ordering>) {
    let mut arena = Arena::new();
    let (x, y) = build(&mut arena);
    assert_eq!(arena.compare(x, y), expected);
    assert_eq!(x == y, expected == Some(Ordering::Equal));
    assert_eq!(arena.confused(x, y), expected.is_none());
    let difference = arena.sub(x, y).unwrap();
    let outcome = match expected {
        Some(Ordering::Equal) => Outcome::Previous,
        Some(Ordering::Greater) => Outcome::Left,
        Some(Ordering::Less) => Outcome::Right,
        None => Outcome::Next,
    };
    assert_eq!(arena.outcome(difference), outcome);
}

#[test]
fn tiny_is_below_every_positive_number_tried_and_positive() {
    let mut arena = Arena::new();
    let t = tiny(&mut arena);
    assert_eq!(arena.outcome(t), Outcome::Left);
    for j in 0..=62 {
        let x = arena.number(Dyadic::new(1, j).unwrap()).unwrap();
        assert!(arena.le(t, x) && !arena.le(x, t), "1/2^{j}");
    }
    let up = arena.up();
    assert_eq!(arena.compare(t, up), Some(Ordering::Less));
    assert_eq!(arena.birthday(t), 3);
}

#[test]
fn huge_numbers_stay_arithmetic() {
    let mut arena = Arena::new();
    let big = arena.integer(1 << 40).unwrap();
    let fine = arena.number(Dyadic::new(1, 60).unwrap()).unwrap();
    assert_eq!(arena.birthday(big), 1 << 40);
    assert_eq!(arena.birthday(fine), 61);
    let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
    let pm = arena.game(&[one], &[minus_one]).unwrap();
    let hot = arena.add(pm, big).unwrap(); // 2^40 ± 1
    assert_eq!(arena.stops(hot), (d("1099511627777"), d("1099511627775")));
    assert!(arena.confused(hot, big));
    let above = arena.integer((1 << 40) + 1).unwrap();
    assert!(arena.confused(hot, above)); // the difference {0 | -2}
    let two_above = arena.integer((1 << 40) + 2).unwrap();
    assert_eq!(arena.compare(hot, two_above), Some(Ordering::Less));
    let back = arena.sub(hot, big).unwrap();
    assert_eq!(back, pm);
    let tiny_fine = arena.add(pm, fine).unwrap();
    assert_eq!(arena.birthday(tiny_fine), 2 + 61);
    let max = arena.integer(i64::MAX).unwrap();
    assert_eq!(arena.add(max, one), Err(ArenaError::NumberOverflow));
    assert_eq!(arena.add(max, pm), Err(ArenaError::NumberOverflow));
    let min = arena.integer(i64::MIN).unwrap();
    assert_eq!(arena.neg(min), Err(ArenaError::NumberOverflow));
    // {2^62 | } is the integer 2^62 + 1, computed, not expanded.
    let x = arena.integer(1 << 62).unwrap();
    let next = arena.game(&[x], &[]).unwrap();
    assert_eq!(arena.as_number(next), Some(Dyadic::integer((1 << 62) + 1)));
    let top = arena.game(&[max], &[]);
    assert_eq!(top, Err(ArenaError::NumberOverflow));
}

/// Translation by a number is checked against the full canonicalisation of the options.
#[test]
fn adding_a_number_translates_the_options_and_stays_canonical() {
    let mut arena = Arena::new();
    let games: Vec<GameId> = {
        let (z, s, u) = (arena.zero(), arena.star(), arena.up());
        let (one, m1, two) = (
            num(&mut arena, "1"),
            num(&mut arena, "-1"),
            num(&mut arena, "2"),
        );
        let pm = g(&mut arena, &[one], &[m1]);
        let sw = g(&mut arena, &[two], &[z]);
        let t = tiny(&mut arena);
        let deep = g(&mut arena, &[pm, u], &[sw, s]);
        vec![pm, sw, t, deep]
    };
    for x in ["1/2", "-3/4", "5", "1/64", "-7/8"] {
        let x = num(&mut arena, x);
        for &game in &games {
            let translated = arena.add(game, x).unwrap();
            let left: Vec<GameId> = arena.left_options(game);
            let right: Vec<GameId> = arena.right_options(game);
            let left: Vec<GameId> = left.iter().map(|&o| arena.add(o, x).unwrap()).collect();
            let right: Vec<GameId> = right.iter().map(|&o| arena.add(o, x).unwrap()).collect();
            assert_eq!(arena.game(&left, &right).unwrap(), translated);
            let mut got_left = arena.left_options(translated);
            let mut want_left = left.clone();
            got_left.sort();
            want_left.sort();
            assert_eq!(got_left, want_left);
        }
    }
}

/// Every compact value rebuilt from its own options through `game` is recognised.
#[test]
fn compact_values_are_recognised_from_their_options() {
    let mut arena = Arena::new();
    for x in ["0", "1", "-5/4", "17"] {
        for ups in -6..=6 {
            for k in 0..=6 {
                let id = arena.compact(d(x), ups, k).unwrap();
                let (l, r) = (arena.left_options(id), arena.right_options(id));
                assert_eq!(arena.game(&l, &r).unwrap(), id, "{x} {ups} {k}");
                assert_eq!(arena.as_compact(id), Some((d(x), ups, k)));
            }
        }
    }
}

#[test]
fn limits_are_refused_with_named_errors() {
    let mut arena = Arena::new();
    assert_eq!(
        arena.nimber(MAX_NIMBER + 1),
        Err(ArenaError::NimberTooLarge { limit: MAX_NIMBER })
    );
    let many_ups = arena.compact(Dyadic::ZERO, MAX_UPS, 0).unwrap();
    let up = arena.up();
    assert_eq!(
        arena.add(many_ups, up),
        Err(ArenaError::UpsTooLarge { limit: MAX_UPS })
    );
    assert_eq!(
        arena.compact(Dyadic::ZERO, -MAX_UPS - 1, 0),
        Err(ArenaError::UpsTooLarge { limit: MAX_UPS })
    );
    let mut small = Arena::with_limit(5);
    let one = small.integer(1).unwrap();
    let two = small.integer(2).unwrap();
    assert_eq!(small.len(), 5);
    assert_eq!(small.integer(3), Err(ArenaError::TooManyForms { limit: 5 }));
    assert_eq!(
        small.game(&[two], &[one]),
        Err(ArenaError::TooManyForms { limit: 5 })
    );
    for n in 0..40 {
        arena.integer(n).unwrap();
    }
    let foreign = arena.integer(40).unwrap();
    assert!(matches!(
        small.game(&[foreign], &[]),
        Err(ArenaError::UnknownGame { .. })
    ));
    assert_eq!(
        ArenaError::TooManyForms { limit: 1 << 24 }.to_string(),
        "too many distinct game values (at most 2^24)"
    );
    assert_eq!(
        ArenaError::NimberTooLarge { limit: MAX_NIMBER }.to_string(),
        "a nimber is too large (at most *1023, nimbers below 2^10)"
    );
    let e: crate::error::Error = ArenaError::NumberOverflow.into();
    assert!(e.to_string().contains("too large"));
}

/// Rebuilds every form of `arena` in a fresh arena without a limit, in creation order
/// (options are made before the forms that use them): each stored general form must come
/// back as a general form with the same number of options (nothing left to simplify), and
/// distinct ids must stay distinct values.
fn assert_every_stored_form_is_canonical(arena: &mut Arena) {
    let mut fresh = Arena::new();
    let mut image: Vec<GameId> = Vec::with_capacity(arena.len());
    for index in 0..arena.len() {
        let id = arena.id_at(index).unwrap();
        let rebuilt = if let Some((x, ups, nimber)) = arena.as_compact(id) {
            fresh.compact(x, ups, nimber).unwrap()
        } else {
            let (l, r) = arena.stored_options(id).unwrap();
            let (l, r) = (l.to_vec(), r.to_vec());
            let left: Vec<GameId> = l.iter().map(|o| image[o.index()]).collect();
            let right: Vec<GameId> = r.iter().map(|o| image[o.index()]).collect();
            let rebuilt = fresh.game(&left, &right).unwrap();
            assert!(
                fresh.as_compact(rebuilt).is_none(),
                "form {index} is compact"
            );
            assert_eq!(
                (
                    fresh.left_options(rebuilt).len(),
                    fresh.right_options(rebuilt).len()
                ),
                (l.len(), r.len()),
                "form {index} was not canonical"
            );
            rebuilt
        };
        image.push(rebuilt);
    }
    let mut distinct = image.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), image.len(), "two ids of one value");
}

/// A computation of some thousand steps of work: `{±1 + *9 + tiny + *9, ↑ | tiny + *9, −1}`.
fn some_thousand_steps(arena: &mut Arena) -> Result<GameId, ArenaError> {
    let (one, minus_one) = (arena.integer(1)?, arena.integer(-1)?);
    let pm = arena.game(&[one], &[minus_one])?;
    let zero = arena.zero();
    let inner = arena.game(&[zero], &[minus_one])?;
    let t = arena.game(&[zero], &[inner])?;
    let star_9 = arena.nimber(9)?;
    let hot = arena.add(pm, star_9)?;
    let small = arena.add(t, star_9)?;
    let both = arena.add(hot, small)?;
    let up = arena.up();
    arena.game(&[both, up], &[small, minus_one])
}

/// The progress hook is called once per multiple of its interval that the work reaches (at
/// the work it reached), never changes a value, and is gone after `no_progress`.
#[rstest]
#[case::every_step(1)]
#[case::every_seven(7)]
#[case::every_hundred(100)]
#[case::every_thousand(1_000)]
#[case::never(u64::MAX)]
fn the_progress_hook_marks_each_multiple_of_its_interval(#[case] every: u64) {
    use std::cell::RefCell;
    use std::rc::Rc;
    let mut plain = Arena::new();
    let want = some_thousand_steps(&mut plain).unwrap();
    let mut arena = Arena::new();
    let calls = Rc::new(RefCell::new(Vec::new()));
    let seen = Rc::clone(&calls);
    arena.on_progress(every, Box::new(move |work| seen.borrow_mut().push(work)));
    let got = some_thousand_steps(&mut arena).unwrap();
    assert_eq!(
        crate::partizan::notation::to_string(&arena, got),
        crate::partizan::notation::to_string(&plain, want)
    );
    assert_eq!(arena.work(), plain.work(), "the hook costs no work");
    let reached: Vec<u64> = calls.borrow().iter().map(|work| work / every).collect();
    assert!(reached.windows(2).all(|w| w[0] < w[1]), "{reached:?}");
    assert!(reached.iter().all(|&multiple| multiple >= 1));
    assert_eq!(reached.last().copied().unwrap_or(0), arena.work() / every);
    let before = calls.borrow().len();
    arena.no_progress();
    let star = arena.star();
    let extra = arena.nimber(200).unwrap();
    arena.add(star, extra).unwrap();
    arena.charge(5_000).unwrap();
    assert_eq!(calls.borrow().len(), before, "no call after no_progress");
}

/// The work limit stops `add` and `game` with a named error wherever it falls, stays
/// reached, and never leaves a half-simplified form in the arena: every limit from 0 to
/// past the work of the whole computation is tried.
#[test]
fn the_work_limit_refuses_without_storing_wrong_forms() {
    let build = some_thousand_steps;
    let mut unlimited = Arena::new();
    let want = build(&mut unlimited).unwrap();
    let total = unlimited.work();
    assert!(
        total > 1000,
        "the workload is too small to test: {total} steps"
    );
    let mut refused = 0;
    let mut limit = 0;
    while limit <= total + 10 {
        let mut arena = Arena::new();
        arena.set_work_limit(limit);
        match build(&mut arena) {
            Ok(got) => {
                assert!(limit >= arena.work(), "limit {limit}");
                // The same canonical form: its printing is unique.
                assert_eq!(
                    crate::partizan::notation::to_string(&arena, got),
                    crate::partizan::notation::to_string(&unlimited, want),
                    "limit {limit}"
                );
            }
            Err(e) => {
                assert_eq!(e, ArenaError::TooMuchWork { limit }, "limit {limit}");
                refused += 1;
                let star = arena.star();
                assert_eq!(
                    arena.game(&[star], &[star]),
                    Err(ArenaError::TooMuchWork { limit }),
                    "the limit is sticky"
                );
            }
        }
        assert_every_stored_form_is_canonical(&mut arena);
        limit += 1 + limit / 16;
    }
    assert!(refused > 10, "only {refused} limits refused");
    assert_eq!(
        ArenaError::TooMuchWork { limit: 50_000_000 }.to_string(),
        "the value takes too long to work out (at most 5·10^7 steps of work; \
         large nimbers added to games outside the number + ups + nimber family are the \
         usual cause)"
    );
    assert_eq!(super::steps_in_words(1000), "1000");
    assert_eq!(super::steps_in_words(100_000), "10^5");
    assert_eq!(super::steps_in_words(123_456), "123456");
}

#[test]
fn large_nimbers_and_ups_against_general_games_finish() {
    let mut arena = Arena::new();
    let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
    let pm = arena.game(&[one], &[minus_one]).unwrap();
    let big_star = arena.nimber(MAX_NIMBER).unwrap();
    let many_ups = arena.compact(Dyadic::ZERO, MAX_UPS, 0).unwrap();
    assert!(arena.confused(pm, big_star));
    assert!(arena.confused(pm, many_ups));
    let t = tiny(&mut arena);
    assert!(arena.le(t, many_ups));
    let s = arena.add(t, many_ups).unwrap();
    assert_eq!(arena.outcome(s), Outcome::Left);
}

/// Domineering canonical forms (Left places vertical dominoes) with a component split, as
/// a workload for the arena: `cargo test -p gamecore --release bench_domineering -- --ignored --nocapture`.
struct Domineering {
    width: u32,
    memo: std::collections::HashMap<u64, GameId, crate::partizan::hash::FxBuild>,
}

impl Domineering {
    fn components(&self, mask: u64) -> Vec<u64> {
        let w = self.width;
        let mut rest = mask;
        let mut out = Vec::new();
        while rest != 0 {
            let mut comp = rest & rest.wrapping_neg();
            loop {
                let grow = comp
                    | (comp << w)
                    | (comp >> w)
                    | ((comp << 1) & !self.left_column())
                    | ((comp >> 1) & !self.right_column());
                let next = grow & mask;
                if next == comp {
                    break;
                }
                comp = next;
            }
            rest &= !comp;
            out.push(comp);
        }
        out
    }

    fn left_column(&self) -> u64 {
        (0..64 / self.width).fold(0, |m, r| m | 1 << (r * self.width))
    }

    fn right_column(&self) -> u64 {
        self.left_column() << (self.width - 1)
    }

    fn value(&mut self, arena: &mut Arena, mask: u64) -> GameId {
        let mut total = arena.zero();
        for comp in self.components(mask) {
            let v = self.component_value(arena, comp);
            total = arena.add(total, v).unwrap();
        }
        total
    }

    fn component_value(&mut self, arena: &mut Arena, comp: u64) -> GameId {
        let w = self.width;
        let low = comp.trailing_zeros();
        let (row, mut col) = (low / w, low % w);
        for c in 0..w {
            if (0..64 / w).any(|r| comp >> (r * w + c) & 1 == 1) {
                col = col.min(c);
                break;
            }
        }
        let key = comp >> (row * w + col);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        let mut bits = comp;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            if i + w < 64 && comp >> (i + w) & 1 == 1 {
                left.push(self.value(arena, comp & !(1 << i) & !(1 << (i + w))));
            }
            if i % w + 1 < w && comp >> (i + 1) & 1 == 1 {
                right.push(self.value(arena, comp & !(1 << i) & !(1 << (i + 1))));
            }
        }
        let v = arena.game(&left, &right).unwrap();
        self.memo.insert(key, v);
        v
    }
}

fn domineering(arena: &mut Arena, rows: u32, cols: u32) -> GameId {
    let mut solver = Domineering {
        width: cols,
        memo: std::collections::HashMap::default(),
    };
    let full = (0..rows * cols).fold(0u64, |m, i| m | 1 << i);
    solver.value(arena, full)
}

#[test]
fn domineering_small_boards_have_their_known_values() {
    let mut arena = Arena::new();
    let cases = [
        (2, 1, "1"),
        (1, 2, "-1"),
        (3, 1, "1"),
        (2, 2, "pm1"),
        (1, 1, "0"),
    ];
    for (rows, cols, want) in cases {
        let v = domineering(&mut arena, rows, cols);
        let expected = match want {
            "pm1" => {
                let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
                arena.game(&[one], &[minus_one]).unwrap()
            }
            n => arena.integer(n.parse().unwrap()).unwrap(),
        };
        assert_eq!(v, expected, "{rows}x{cols}");
    }
    // A 2x3 board (2 rows, 3 columns) is worth 1/2 ... its negative, the 3x2, is -1/2.
    let a = domineering(&mut arena, 2, 3);
    let b = domineering(&mut arena, 3, 2);
    assert_eq!(arena.neg(a).unwrap(), b);
}

/// This thread's CPU time (user + system) from /proc, in seconds; 0 where unavailable.
fn thread_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the name, in ticks.
    let ticks: f64 = [11, 12]
        .iter()
        .map(|&i| {
            fields
                .get(i)
                .and_then(|f| f.parse::<f64>().ok())
                .unwrap_or(0.0)
        })
        .sum();
    ticks / 100.0
}

/// Random games born by day 3 (options: random sets of the 22 day-2 values).
fn random_day_3_games(arena: &mut Arena, count: usize, seed: u64) -> Vec<GameId> {
    use rand::{Rng, SeedableRng};
    let zero = arena.zero();
    let subsets = |arena: &mut Arena, values: &[GameId]| -> Vec<GameId> {
        let n = values.len();
        let mut out = Vec::new();
        for l in 0..1u32 << n {
            for r in 0..1u32 << n {
                let pick = |m: u32| -> Vec<GameId> {
                    (0..n)
                        .filter(|i| m >> i & 1 == 1)
                        .map(|i| values[i])
                        .collect()
                };
                out.push(arena.game(&pick(l), &pick(r)).unwrap());
            }
        }
        out.sort();
        out.dedup();
        out
    };
    let day1 = subsets(arena, &[zero]);
    let day2 = subsets(arena, &day1);
    assert_eq!((day1.len(), day2.len()), (4, 22));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let mut side = || -> Vec<GameId> {
                (0..rng.gen_range(1..=4))
                    .map(|_| day2[rng.gen_range(0..day2.len())])
                    .collect()
            };
            let (l, r) = (side(), side());
            arena.game(&l, &r).unwrap()
        })
        .collect()
}

/// Sums of random day-3 games (beyond what the slow reference can unfold) obey the group
/// laws, and `≤` agrees with the outcome of the difference.
#[test]
fn sums_of_random_day_3_games_obey_the_group_laws() {
    use rand::{Rng, SeedableRng};
    let mut arena = Arena::new();
    let games = random_day_3_games(&mut arena, 120, 42);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
    let zero = arena.zero();
    for _ in 0..150 {
        let pick = |rng: &mut rand_chacha::ChaCha8Rng| games[rng.gen_range(0..games.len())];
        let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
        let ab = arena.add(a, b).unwrap();
        let bc = arena.add(b, c).unwrap();
        let left = arena.add(ab, c).unwrap();
        let right = arena.add(a, bc).unwrap();
        assert_eq!(left, right, "({a:?} + {b:?}) + {c:?}");
        assert_eq!(ab, arena.add(b, a).unwrap());
        let minus = arena.neg(left).unwrap();
        assert_eq!(arena.add(left, minus).unwrap(), zero);
        assert_eq!(arena.neg(minus).unwrap(), left);
        let difference = arena.sub(ab, c).unwrap();
        let outcome = arena.outcome(difference);
        assert_eq!(
            arena.le(c, ab),
            outcome == Outcome::Left || outcome == Outcome::Previous,
            "{c:?} <= {ab:?}"
        );
        assert_eq!(arena.le(ab, c), !outcome.left_wins_moving_first());
        let (ls, rs) = arena.stops(left);
        assert!(ls >= rs, "stops {ls} {rs}");
    }
}

/// An arena that forgets its comparisons every 64 computes the same forms, sums, comparisons
/// and Domineering values as one that remembers them all (forgetting is what bounds a long
/// run's memory). Storing a wrong comparison where the memo is emptied fails it (checked).
#[test]
fn forgetting_comparisons_changes_no_result() {
    use rand::{Rng, SeedableRng};
    let mut whole = Arena::new();
    let mut forgetful = Arena::new();
    forgetful.max_remembered_comparisons = 64;
    let games = random_day_3_games(&mut whole, 60, 7);
    assert_eq!(random_day_3_games(&mut forgetful, 60, 7), games);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
    for _ in 0..100 {
        let (a, b) = (
            games[rng.gen_range(0..games.len())],
            games[rng.gen_range(0..games.len())],
        );
        let sum = whole.add(a, b).unwrap();
        assert_eq!(forgetful.add(a, b).unwrap(), sum, "{a:?} + {b:?}");
        let c = games[rng.gen_range(0..games.len())];
        assert_eq!(forgetful.le(sum, c), whole.le(sum, c), "{sum:?} <= {c:?}");
        assert_eq!(forgetful.le(c, sum), whole.le(c, sum), "{c:?} <= {sum:?}");
        assert!(forgetful.le_memo.len() <= 64);
    }
    assert!(whole.le_memo.len() > 1000, "{}", whole.le_memo.len());
    for (rows, cols) in [(3, 4), (4, 4)] {
        let value = domineering(&mut whole, rows, cols);
        assert_eq!(
            domineering(&mut forgetful, rows, cols),
            value,
            "{rows}x{cols}"
        );
    }
}

#[test]
#[ignore = "a timing run, not a check: cargo test -p gamecore --release bench_sums -- --ignored --nocapture"]
fn bench_sums_of_random_day_3_games() {
    let start = std::time::Instant::now();
    let cpu = thread_cpu_seconds();
    let mut arena = Arena::new();
    let games = random_day_3_games(&mut arena, 400, 42);
    let mut sums = 0;
    for chunk in games.chunks(4) {
        let mut total = arena.zero();
        for &g in chunk {
            total = arena.add(total, g).unwrap();
            sums += 1;
        }
        let minus = arena.neg(total).unwrap();
        assert_eq!(arena.add(total, minus).unwrap(), arena.zero());
    }
    println!(
        "{sums} sums of up to 4 random day-3 games: {:.3} s CPU ({:.3} s wall), {} forms, {} le memo, {} sums memo",
        thread_cpu_seconds() - cpu,
        start.elapsed().as_secs_f64(),
        arena.len(),
        arena.le_memo.len(),
        arena.add_memo.len()
    );
}

#[test]
#[ignore = "a timing run, not a check: cargo test -p gamecore --release bench_domineering -- --ignored --nocapture"]
fn bench_domineering() {
    let only = std::env::var("BOARDS").unwrap_or_default();
    for (rows, cols) in [(4, 4), (3, 8), (4, 5), (5, 4), (4, 6), (5, 5), (7, 4)] {
        if !only.is_empty() && !only.split(',').any(|b| b == format!("{rows}x{cols}")) {
            continue;
        }
        let start = std::time::Instant::now();
        let cpu = thread_cpu_seconds();
        let mut arena = Arena::new();
        let v = domineering(&mut arena, rows, cols);
        let outcome = arena.outcome(v);
        println!(
            "{rows}x{cols}: {:.3} s CPU ({:.3} s wall), {} forms, {} le memo, {} sums, outcome {outcome:?}",
            thread_cpu_seconds() - cpu,
            start.elapsed().as_secs_f64(),
            arena.len(),
            arena.le_memo.len(),
            arena.add_memo.len()
        );
    }
}
