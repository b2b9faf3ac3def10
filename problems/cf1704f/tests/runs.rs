//! The run values the crate computes at start-up against the definition and against
//! `gamecore::octal` for the game 0.07, and the period the Guy–Smith theorem proves for them.

use cf1704f::{RunValues, RUN_THEOREM};
use gamecore::octal::{HeapGame, OctalSolver};
use gamecore::period::Status;
use rstest::rstest;

/// G(L) of an alternating run of L cells from the definition: taking two neighbouring cells
/// leaves runs of i and L − 2 − i cells (either may be empty).
fn mex_recurrence(max_len: usize) -> Vec<u32> {
    let mut g = vec![0u32; max_len + 1];
    for len in 2..=max_len {
        let mut seen = vec![false; len + 2];
        for i in 0..=len - 2 {
            let option = (g[i] ^ g[len - 2 - i]) as usize;
            if option < seen.len() {
                seen[option] = true;
            }
        }
        g[len] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

#[test]
fn run_values_match_the_definition() {
    let runs = RunValues::new();
    for (len, &expected) in mex_recurrence(3000).iter().enumerate() {
        assert_eq!(runs.of(len), expected, "run of {len}");
    }
}

/// The crate's recurrence and theorem are those of the octal game 0.07 as `gamecore::octal`
/// knows it, whose solver proves the same period on its own.
#[test]
fn run_values_are_the_octal_game_0_07() {
    let game = HeapGame::parse_octal("0.07").unwrap();
    assert_eq!(game.theorem(), RUN_THEOREM);
    let sequence = OctalSolver::new(game).solve(100_000);
    let runs = RunValues::new();
    for (len, &expected) in sequence.values.iter().enumerate() {
        assert_eq!(runs.of(len), expected, "run of {len}");
    }
    assert_eq!(sequence.periodicity, Some(runs.periodicity()));
}

#[test]
fn period_is_proved_from_run_length_53() {
    let pattern = RunValues::new().periodicity();
    assert_eq!(
        (pattern.preperiod, pattern.period, pattern.saltus),
        (53, 34, 0)
    );
    // Guy–Smith for 0.07: G(n + 34) = G(n) checked for 53 ≤ n < 2·53 + 34 + 2, so G(0..=175).
    assert_eq!(pattern.status, Status::Proved { bound: 176 });
}

/// The run lengths whose value is not the one the period gives further out.
#[test]
fn exceptional_run_lengths() {
    let runs = RunValues::new();
    let exceptions: Vec<usize> = (0..53)
        .filter(|&len| runs.of(len) != runs.of(len + 34 * 2))
        .collect();
    assert_eq!(exceptions, vec![0, 1, 15, 17, 18, 32, 35, 52]);
}

// Dawson's Kayles is OEIS A002187 (Dawson's Chess) shifted by one, G(L) = a(L − 1); far out,
// a(52 + (L − 53) mod 34) by the published period (Guy and Smith 1956).
#[rstest]
#[case(0, &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3])]
#[case(52, &[2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0])]
#[case(499_980, &[3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4])]
fn known_values(#[case] from: usize, #[case] expected: &[u32]) {
    let runs = RunValues::new();
    let got: Vec<u32> = (from..from + expected.len())
        .map(|len| runs.of(len))
        .collect();
    assert_eq!(got, expected, "from {from}");
}
