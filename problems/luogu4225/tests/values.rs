//! The strip values of `luogu4225::STRIP_VALUES` against the canonical forms that
//! `gamecore::partizan` computes for the same strips under its Toads-and-Frogs ruleset.

use gamecore::partizan::notation;
use gamecore::partizan::rulesets::toads::ToadsAndFrogs;
use gamecore::partizan::solver::Solver;
use luogu4225::{Value, STRIP_VALUES};

fn notation_of(value: Value) -> &'static str {
    match value {
        Value::One => "1",
        Value::MinusOne => "-1",
        Value::Half => "1/2",
        Value::MinusHalf => "-1/2",
        Value::Star => "*",
        Value::Up => "^",
        Value::Down => "v",
        Value::Zero => "0",
    }
}

#[test]
fn table_matches_the_canonical_forms() {
    let mut solver = Solver::<ToadsAndFrogs>::new();
    for (strip, value) in STRIP_VALUES {
        let position: ToadsAndFrogs = strip.parse().unwrap();
        let computed = solver.value(&position).unwrap();
        let stated = notation::parse(solver.arena(), notation_of(value)).unwrap();
        assert_eq!(
            computed,
            stated,
            "{strip}: the arena says {}",
            notation::to_string(solver.arena(), computed)
        );
    }
}

/// The outcome rules of the page for `x + k·↑ + e·*` at `x = 0`, by the arena's outcome of the
/// sums themselves: `k↑` and `k↑*` for `|k| ≤ 4`.
#[test]
fn outcome_rules_match_the_arena() {
    use gamecore::partizan::Outcome;
    let mut solver = Solver::<ToadsAndFrogs>::new();
    let arena = solver.arena();
    for k in -4i32..=4 {
        for star in [false, true] {
            let ups = match k {
                0 => String::from("0"),
                k if k > 0 => format!("^{k}"),
                k => format!("v{}", -k),
            };
            let text = if star { format!("{ups} + *") } else { ups };
            let g = notation::parse(arena, &text).unwrap();
            let expected = match (star, k) {
                (false, 0) => Outcome::Previous,
                (false, k) if k > 0 => Outcome::Left,
                (false, _) => Outcome::Right,
                (true, k) if k >= 2 => Outcome::Left,
                (true, k) if k <= -2 => Outcome::Right,
                (true, _) => Outcome::Next,
            };
            assert_eq!(arena.outcome(g), expected, "{text}");
        }
    }
}
