//! The whole board searched from the rules (`common::Search`: every row at once, no values, no
//! sums) against `solve` on every board small enough to search, and on every `brute-*` case;
//! and the plain recurrence of `common::plain_count` (the second method of `tests/max.rs`)
//! checked against the search, and against `solve` on 200 random mid-size boards.

mod common;

use testkit::rand::Rng;

/// Every `(H, W)` whose `(W(W − 1))^H` placements are at most 10^6 (W = 2 up to H = 10): all
/// 29 widths for one and two rows, `W ≤ 10` for three rows, `W ≤ 6` for four, and so on. The
/// input is only `H W`, so these are all the instances a search can check; random draws would
/// only repeat them.
fn searchable() -> Vec<(usize, usize)> {
    let mut boards = Vec::new();
    for h in 1..=10_usize {
        for w in 2..=30_usize {
            let placements = ((w * (w - 1)) as f64).powi(h as i32);
            if placements <= 1e6 {
                boards.push((h, w));
            }
        }
    }
    boards
}

#[test]
fn compare_with_the_search_on_every_small_board() {
    let boards = searchable();
    assert!(boards.len() >= 80, "{} boards", boards.len());
    let mut winning = 0;
    for (h, w) in boards {
        let input = format!("{h} {w}\n");
        let expected = common::expected_output(&input);
        let got = testkit::solve_to_string(abc265h::solve, &input);
        assert_eq!(got, expected, "input:\n{input}");
        if expected != "0\n" {
            winning += 1;
        }
    }
    // Only W = 2 has no winning placement.
    assert!(winning >= 65, "{winning}");
}

/// The plain recurrence agrees with the search wherever the search reaches.
#[test]
fn plain_count_agrees_with_the_search() {
    for (h, w) in searchable() {
        let input = format!("{h} {w}\n");
        assert_eq!(
            format!("{}\n", common::plain_count(h, w)),
            common::expected_output(&input),
            "input:\n{input}"
        );
    }
}

/// 200 random boards with `H ≤ 60` and `2 ≤ W ≤ 30` (seed 42): `solve` against the plain
/// recurrence, counts far beyond the search and reduced modulo 998244353.
#[test]
fn compare_with_the_plain_recurrence() {
    let outputs = testkit::compare_with_brute(
        200,
        |rng| format!("{} {}\n", rng.gen_range(1..=60), rng.gen_range(2..=30)),
        abc265h::solve,
        |input| {
            let (h, w) = common::parse(input);
            format!("{}\n", common::plain_count(h, w))
        },
    );
    testkit::assert_share(&outputs, |o| o != "0\n", 180, 200);
}

/// The statement's samples: the first by the search, all three by the plain recurrence, and
/// by `solve`.
#[test]
fn statement_samples() {
    assert_eq!(common::expected_output("1 3\n"), "2\n");
    for (input, answer) in [
        ("1 3\n", "2\n"),
        ("9 9\n", "583962987\n"),
        ("265 30\n", "366114675\n"),
    ] {
        let (h, w) = common::parse(input);
        assert_eq!(format!("{}\n", common::plain_count(h, w)), answer);
        assert_eq!(testkit::solve_to_string(abc265h::solve, input), answer);
    }
}

/// Hand-checked: one row of width 3 has 6 placements; the first player wins exactly the two of
/// the statement. One row of width 4: integers `(f − 1) − (4 − s)` for `f < s` are positive
/// for (2, 4) and (3, 4); heaps `f − s − 1` are non-zero for (3, 1), (4, 2) (size 1) and
/// (4, 1) (size 2): 5 placements.
#[test]
fn hand_counts() {
    assert_eq!(common::expected_output("1 3\n"), "2\n");
    assert_eq!(common::expected_output("1 4\n"), "5\n");
    assert_eq!(common::expected_output("3 2\n"), "0\n");
}

#[test]
fn brute_cases_agree_with_the_search() {
    testkit::testdata::assert_agrees("abc265h", "brute-", 8, common::expected_output);
}
