//! Misère quotients against a brute force written from the rules, and against published values.

use gamecore::misere::misere_nim_first_player_wins;
use gamecore::misere_monoid::Monoid;
use gamecore::misere_quotient::{MisereQuotient, QuotientLimits};
use gamecore::octal::HeapGame;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

fn quotient(code: &str, upto: usize) -> MisereQuotient {
    let game = HeapGame::parse(code).unwrap();
    MisereQuotient::compute(&game, upto, &QuotientLimits::default(), &mut |_, _| {})
}

/// The moves of one heap of n, straight from the digits: (heaps left), ascending.
fn moves_from_rules(digits: &[u8], unequal: &[usize], n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (k, &d) in digits.iter().enumerate() {
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && rest == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && rest > 0 && k > 0 {
            out.push(vec![rest]);
        }
        if d & 4 != 0 {
            for a in 1..rest {
                let b = rest - a;
                if a <= b && !(unequal.contains(&k) && a == b) {
                    out.push(vec![a, b]);
                }
            }
        }
        if d & 8 != 0 {
            for a in 1..rest {
                for b in a..rest {
                    if a + b < rest && b <= rest - a - b {
                        out.push(vec![a, b, rest - a - b]);
                    }
                }
            }
        }
    }
    out
}

/// Whether the sum of heaps is a misère P-position: it has a move, and every move leads to a
/// position where the player to move wins. Plain memoised search over sorted multisets.
struct Brute {
    digits: Vec<u8>,
    unequal: Vec<usize>,
    memo: HashMap<Vec<usize>, bool>,
}

impl Brute {
    fn new(code: &str) -> Self {
        let game = HeapGame::parse(code).unwrap();
        Self {
            digits: game.digits().to_vec(),
            unequal: game.unequal_splits().to_vec(),
            memo: HashMap::new(),
        }
    }

    fn is_p(&mut self, heaps: &[usize]) -> bool {
        let mut start: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        start.sort_unstable();
        // Explicit stack: (position, next heap index, next move index, saw a move).
        let mut stack: Vec<(Vec<usize>, usize, usize, bool)> = vec![(start, 0, 0, false)];
        let mut answer = false;
        while let Some(top) = stack.last_mut() {
            if let Some(&v) = self.memo.get(&top.0) {
                answer = v;
                stack.pop();
                continue;
            }
            let (position, i, j, any) = (top.0.clone(), top.1, top.2, top.3);
            if i >= position.len() {
                // No move reached a P-position.
                self.memo.insert(position, any);
                answer = any;
                stack.pop();
                continue;
            }
            let moves = moves_from_rules(&self.digits, &self.unequal, position[i]);
            if j >= moves.len() {
                top.1 += 1;
                top.2 = 0;
                continue;
            }
            top.3 = true;
            let mut next: Vec<usize> = position.clone();
            next.remove(i);
            next.extend(&moves[j]);
            next.sort_unstable();
            match self.memo.get(&next) {
                Some(&true) => {
                    self.memo.insert(position, false);
                    answer = false;
                    stack.pop();
                }
                Some(&false) => top.2 += 1,
                None => stack.push((next, 0, 0, false)),
            }
        }
        answer
    }
}

/// The most tokens in a random sum.
const TOTAL: usize = 32;

#[test]
fn brute_force_agrees_on_random_sums() {
    // (code, heap bound asked, largest heap in a sum, most heaps, sums)
    // 0.07 up to 30, 0.16 and 0.36 go through the class tests (heaps 25, 27 and 30 of 0.07).
    let games: [(&str, usize, usize, usize, usize); 12] = [
        ("0.07", 30, 30, 4, 900),
        ("0.16", 17, 17, 4, 400),
        ("0.36", 21, 21, 4, 400),
        ("0.75", 100, 30, 4, 700),
        ("0.77", 30, 30, 5, 800),
        ("0.31", 100, 30, 4, 500),
        ("0.52", 100, 30, 4, 500),
        ("4.7", 10, 10, 4, 600),
        ("0.123", 100, 30, 5, 600),
        ("0.137", 23, 23, 4, 700),
        ("0.6", 12, 12, 4, 500),
        ("0.26", 20, 20, 4, 500),
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut total = 0;
    for (code, upto, largest, most, sums) in games {
        let q = quotient(code, upto);
        let largest = largest.min(if q.period().is_some() {
            usize::MAX
        } else {
            q.bound()
        });
        let mut brute = Brute::new(code);
        let game = HeapGame::parse(code).unwrap();
        for _ in 0..sums {
            // Sums of at most TOTAL tokens keep the brute force's positions few.
            let heaps: Vec<usize> = loop {
                let k = rng.gen_range(1..=most);
                let heaps: Vec<usize> = (0..k).map(|_| rng.gen_range(1..=largest)).collect();
                if heaps.iter().sum::<usize>() <= TOTAL {
                    break heaps;
                }
            };
            let as_u64: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
            let expected = brute.is_p(&heaps);
            assert_eq!(
                q.is_p_position(&as_u64),
                Some(expected),
                "{code} (quotient of heaps ≤ {}): {heaps:?}",
                q.bound()
            );
            let mv = q.winning_move(&as_u64).unwrap();
            let has_move = heaps
                .iter()
                .any(|&h| !moves_from_rules(game.digits(), game.unequal_splits(), h).is_empty());
            // A move to a P-position exists iff the sum is N and not already over.
            assert_eq!(
                mv.is_some(),
                !expected && has_move,
                "{code}: {heaps:?} move {mv:?}"
            );
            if let Some(mv) = mv {
                let mut after = heaps.clone();
                let from = after.remove(mv.index);
                assert!(
                    moves_from_rules(game.digits(), game.unequal_splits(), from)
                        .contains(&mv.leaves),
                    "{code}: {heaps:?} move {mv:?} is not legal"
                );
                after.extend(&mv.leaves);
                assert!(
                    brute.is_p(&after),
                    "{code}: {heaps:?} move {mv:?} does not win"
                );
            }
            total += 1;
        }
    }
    assert!(total >= 5000);
}

#[test]
fn misere_nim_restricted_to_one_and_two_is_t2() {
    let q = quotient("0.33", 2);
    assert_eq!(q.order(), 6);
    assert_eq!(
        q.monoid().presentation().to_string(),
        "⟨a, b | a² = 1, b³ = b⟩"
    );
    let p: Vec<String> = q.p_portion().iter().map(|&x| q.name(x)).collect();
    assert_eq!(p, ["a", "b²"]);
}

#[test]
fn dawsons_kayles_reaches_the_published_orders_144_at_heap_25_and_360_at_heap_30() {
    // Plambeck–Siegel list |Q| for 0.07 restricted to heaps ≤ n: 144 at 25 and 360 at 30
    // (Siegel 2007, MisereSolver's reference run). Within the default limits since the
    // extension by class tests (about 2.5 s of CPU in release, BENCHMARKS.md).
    let game = HeapGame::parse("0.07").unwrap();
    let mut orders = Vec::new();
    let q = MisereQuotient::compute(&game, 30, &QuotientLimits::default(), &mut |n, m| {
        orders.push((n, m));
    });
    assert_eq!(q.bound(), 30, "{:?}", q.stopped());
    assert_eq!(q.order(), 360);
    assert!(q.stopped().is_none());
    assert!(orders.contains(&(24, 24)), "{orders:?}");
    assert!(orders.contains(&(25, 144)), "{orders:?}");
    // P is listed by its normal forms in graded order: total degree never falls.
    let degrees: Vec<u32> = q
        .p_portion()
        .iter()
        .map(|&x| q.monoid().normal_form(x).iter().sum())
        .collect();
    assert!(degrees.windows(2).all(|w| w[0] <= w[1]), "{degrees:?}");
}

/// At heap 24 of 0.5!1 a candidate learnt from too few tests was no monoid (a product of
/// two of its elements fell outside those reached from 1), and indexing by that product
/// panicked. Such a candidate is now refused and more tests are tried; here the tests run
/// out first, so the quotient stops at heap 23 with a note, and what it says of sums of heaps
/// up to 23 is the brute force's.
#[test]
fn a_candidate_that_is_no_monoid_is_refused_at_heap_24_of_0_5_unequal_1() {
    // Fewer test positions than the default's 2^18 reach the same refusal sooner.
    let limits = QuotientLimits {
        max_tests: 1 << 14,
        ..QuotientLimits::default()
    };
    let game = HeapGame::parse("0.5!1").unwrap();
    let q = MisereQuotient::compute(&game, 24, &limits, &mut |_, _| {});
    assert_eq!(q.bound(), 23, "{:?}", q.stopped());
    assert!(q.stopped().is_some());
    let mut brute = Brute::new("0.5!1");
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..200 {
        let heaps: Vec<usize> = loop {
            let heaps: Vec<usize> = (0..rng.gen_range(1..=4))
                .map(|_| rng.gen_range(1..=23))
                .collect();
            if heaps.iter().sum::<usize>() <= TOTAL {
                break heaps;
            }
        };
        let as_u64: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
        assert_eq!(
            q.is_p_position(&as_u64),
            Some(brute.is_p(&heaps)),
            "0.5!1: {heaps:?}"
        );
    }
}

#[test]
fn kayles_and_0_123_are_solved_for_every_heap() {
    // Their quotients are checked against the brute force above for heaps up to 30; here
    // only that the extension by tests carries them to a proved period.
    for (code, upto) in [("0.77", 300), ("0.123", 100)] {
        let q = quotient(code, upto);
        assert!(q.stopped().is_none(), "{code}: {:?}", q.stopped());
        assert!(q.period().is_some(), "{code} up to {}", q.bound());
    }
}

#[test]
fn r8_is_the_quotient_of_0_75() {
    let q = quotient("0.75", 200);
    assert_eq!((q.order(), q.p_portion().len()), (8, 2));
    assert!(q.period().is_some());
    // Isomorphic to R₈ = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩: same presentation.
    let r8 = Monoid::from_presentation(
        3,
        &[
            (vec![2, 0, 0], vec![0, 0, 0]),
            (vec![0, 3, 0], vec![0, 1, 0]),
            (vec![0, 1, 1], vec![1, 1, 0]),
            (vec![0, 0, 2], vec![0, 2, 0]),
        ],
        100,
    )
    .unwrap();
    assert_eq!(r8.order(), 8);
    assert_eq!(q.monoid().presentation(), r8.presentation());
}

#[test]
fn orders_are_even_and_p_of_two_means_two_to_the_n_plus_two_or_four() {
    for (code, upto) in [
        ("0.33", 2),
        ("0.3333333", 7),
        ("0.333333333333333", 15),
        ("0.75", 100),
        ("0.31", 100),
        ("0.52", 100),
        ("0.07", 24),
        ("0.77", 8),
        ("0.6", 15),
        ("4.7", 12),
    ] {
        let q = quotient(code, upto);
        let m = q.order();
        assert!(m == 1 || m % 2 == 0, "{code}: order {m}");
        if q.p_portion().len() == 2 {
            let ok = (1..12).any(|n| m == (1 << n) + 2 || m == (1 << n) + 4);
            assert!(ok, "{code}: |P| = 2 but order {m}");
        }
    }
}

#[test]
fn tame_misere_nim_agrees_with_bouton() {
    // Misère Nim restricted to heaps ≤ 15: the tame quotient T₄ of order 2⁴ + 2.
    let q = quotient("0.333333333333333", 15);
    assert_eq!((q.order(), q.p_portion().len()), (18, 2));
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..500 {
        let heaps: Vec<u64> = (0..rng.gen_range(1..6))
            .map(|_| rng.gen_range(1..=15))
            .collect();
        assert_eq!(
            q.is_p_position(&heaps),
            Some(!misere_nim_first_player_wins(&heaps)),
            "{heaps:?}"
        );
    }
}
