//! The `max-*` cases (100 × 100 mazes) recomputed by a second, independent method: the
//! reference solution's per-cell test. A maximum matching is found by breadth-first
//! augmenting searches written here (not gamecore's), then for every matched start cell `s`
//! a copy of the matching loses `s` and one augmenting search from `s`'s partner decides
//! whether some maximum matching avoids `s` — no alternating-reachability pass.

use common::Maze;
use testkit::matching::{augment, UNMATCHED};

mod common;

fn independent_answer(input: &str) -> String {
    let maze = Maze::parse(input);
    let cells = maze.open.len();
    let adj: Vec<Vec<usize>> = (0..cells).map(|v| maze.open_neighbours(v)).collect();
    let mut mate = vec![UNMATCHED; cells];
    // Kuhn's theorem: one search per vertex of one colour class, in any order, is enough.
    for v in (0..cells).filter(|&v| maze.open[v] && (v / maze.m + v % maze.m) % 2 == 0) {
        augment(&adj, &mut mate, v, |_| true);
    }
    let aa_wins = |s: usize| {
        mate[s] == UNMATCHED || {
            let mut without = mate.clone();
            let partner = without[s];
            without[s] = UNMATCHED;
            without[partner] = UNMATCHED;
            augment(&adj, &mut without, partner, |y| y != s)
        }
    };
    common::output(&maze, (0..cells).filter(|&s| maze.open[s] && aa_wins(s)))
}

#[test]
fn max_testdata_agrees_with_per_cell_reaugmentation() {
    testkit::testdata::assert_agrees("bzoj1443", "max-", 1, independent_answer);
}

/// The second method itself, on the sample and a few known shapes.
#[test]
fn independent_method_knows_small_answers() {
    assert_eq!(
        independent_answer("3 3\n.##\n...\n#.#\n"),
        "WIN\n2 3\n3 2\n"
    );
    assert_eq!(independent_answer("2 2\n..\n..\n"), "LOSE\n");
    assert_eq!(independent_answer("1 3\n...\n"), "WIN\n1 1\n1 3\n");
    assert_eq!(independent_answer("1 1\n#\n"), "LOSE\n");
}

/// Writes the `max-*` inputs (fixed seed; run with `--ignored` to regenerate); their outputs
/// come from the independent method (`BLESS=1 cargo test -p bzoj1443 --test max`).
#[test]
#[ignore = "writes testdata"]
fn write_max_testdata() {
    let mut rng = testkit::rng();
    let cases = [
        ("max-open", 100, 100, 0.0),
        ("max-99x99-open", 99, 99, 0.0),
        ("max-walls-25", 100, 100, 0.25),
        ("max-walls-45", 100, 100, 0.45),
    ];
    for (name, n, m, wall) in cases {
        let input = common::random_maze(&mut rng, (n, m), wall, "\n");
        let path = testkit::testdata::dir("bzoj1443").join(format!("{name}.in"));
        std::fs::write(path, input).unwrap();
    }
}
