//! The closed form for a heap's Grundy value against values derived from the moves by
//! `gamecore` — as a take-and-break code with `gamecore::octal`, and position by position with
//! `gamecore::game`'s generic solver — and the pattern `gamecore::period` sees in them.

use gamecore::game::{from_fn, GameSolver};
use gamecore::octal::HeapGame;
use gamecore::period::{PeriodFinder, Status, Theorem};
use hdu3032::heap_grundy;
use rstest::rstest;

/// Lasker's Nim on heaps of at most `max_heap` as a hexadecimal code: digit d0 = 4 splits a heap
/// in two without taking anything, and digit dk = 3 for every k ≥ 1 takes k stones, leaving
/// nothing (bit 1) or one heap (bit 2). The true code has a 3 at every place, 4.333…; a heap of
/// at most `max_heap` cannot tell it from this prefix.
fn lasker_code(max_heap: usize) -> HeapGame {
    let mut digits = vec![4];
    digits.resize(max_heap + 1, 3);
    HeapGame::from_digits(&digits).unwrap()
}

#[test]
fn closed_form_matches_the_take_and_break_code() {
    const MAX: usize = 2000;
    let values = lasker_code(MAX).nim_sequence(MAX);
    for (size, &value) in values.iter().enumerate() {
        assert_eq!(heap_grundy(size as u64), u128::from(value), "heap {size}");
    }
}

/// The values grow by 4 every 4 heaps from heap 1 on. `gamecore::period` can only observe this
/// (no theorem covers a code with infinitely many digits); the proof is the induction on the
/// page.
#[test]
fn values_are_seen_to_be_arithmetic_periodic() {
    let values = lasker_code(400).nim_sequence(400);
    let pattern = PeriodFinder::new()
        .analyse(&values, Theorem::None)
        .expect("a pattern");
    assert_eq!(
        (pattern.preperiod, pattern.period, pattern.saltus),
        (1, 4, 4)
    );
    assert_eq!(pattern.status, Status::Observed { up_to: 401 });
}

/// Positions with several heaps, solved by the generic solver from the rules (a position is
/// the sorted list of heaps): the value of a position is the xor of its heaps' closed forms,
/// which checks the single-heap values from the moves and the Sprague–Grundy sum together.
#[test]
fn generic_solver_on_whole_positions() {
    let lasker = from_fn(|heaps: &Vec<u8>, out: &mut Vec<Vec<u8>>| {
        for (i, &heap) in heaps.iter().enumerate() {
            let rest = || heaps[..i].iter().chain(&heaps[i + 1..]).copied();
            for left in 0..heap {
                out.push(sorted(rest().chain(Some(left).filter(|&h| h > 0))));
            }
            for part in 1..=heap / 2 {
                out.push(sorted(rest().chain([part, heap - part])));
            }
        }
    });
    let mut solver = GameSolver::new(lasker);
    let mut positions = 0;
    let mut stack = vec![(Vec::<u8>::new(), 0u8)];
    while let Some((heaps, sum)) = stack.pop() {
        let expected = heaps
            .iter()
            .fold(0, |acc, &h| acc ^ heap_grundy(u64::from(h)));
        assert_eq!(
            u128::from(solver.grundy(&heaps).unwrap()),
            expected,
            "{heaps:?}"
        );
        positions += 1;
        let smallest_next = heaps.last().copied().unwrap_or(1);
        for next in smallest_next..=24 - sum {
            let mut more = heaps.clone();
            more.push(next);
            stack.push((more, sum + next));
        }
    }
    // Every multiset of at most 24 stones (p(0) + … + p(24)).
    assert_eq!(positions, 7_338);
}

fn sorted(heaps: impl Iterator<Item = u8>) -> Vec<u8> {
    let mut heaps: Vec<u8> = heaps.collect();
    heaps.sort_unstable();
    heaps
}

// Lasker's Nim (T. S. Ferguson, Game Theory, Part I, Lasker's Nim): g(4k + 1) = 4k + 1,
// g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3; and the statement's largest heap.
#[rstest]
#[case(0, 0)]
#[case(1, 1)]
#[case(2, 2)]
#[case(3, 4)]
#[case(4, 3)]
#[case(1_000_001, 1_000_001)]
#[case(1_000_002, 1_000_002)]
#[case(1_000_003, 1_000_004)]
#[case(1_000_004, 1_000_003)]
#[case(2_147_483_647, 2_147_483_648)]
#[case(2_147_483_648, 2_147_483_647)]
#[case(u64::MAX, 1 << 64)]
fn known_values(#[case] size: u64, #[case] expected: u128) {
    assert_eq!(heap_grundy(size), expected, "heap {size}");
}
