//! The `max-*` cases (100 × 100 mazes) recomputed by a second, independent method: the
//! reference solution's per-cell test. A maximum matching is found by breadth-first
//! augmenting searches written here (not gamecore's), then for every matched start cell `s`
//! a copy of the matching loses `s` and one augmenting search from `s`'s partner decides
//! whether some maximum matching avoids `s` — no alternating-reachability pass.

use std::fmt::Write as _;

use testkit::matching::{augment, UNMATCHED};
use testkit::rand::Rng;

struct Maze {
    n: usize,
    m: usize,
    open: Vec<bool>,
    adj: Vec<Vec<usize>>,
}

fn parse(input: &str) -> Maze {
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let open: Vec<bool> = (0..n)
        .flat_map(|_| tokens.next().unwrap().bytes().map(|b| b == b'.'))
        .collect();
    assert_eq!(open.len(), n * m);
    let mut adj = vec![Vec::new(); n * m];
    for r in 0..n {
        for c in 0..m {
            let v = r * m + c;
            let mut link = |w: usize| {
                if open[v] && open[w] {
                    adj[v].push(w);
                    adj[w].push(v);
                }
            };
            if c + 1 < m {
                link(v + 1);
            }
            if r + 1 < n {
                link(v + m);
            }
        }
    }
    Maze { n, m, open, adj }
}

fn independent_answer(input: &str) -> String {
    let maze = parse(input);
    let cells = maze.n * maze.m;
    let mut mate = vec![UNMATCHED; cells];
    // Kuhn's theorem: one search per vertex of one colour class, in any order, is enough.
    for v in (0..cells).filter(|&v| maze.open[v] && (v / maze.m + v % maze.m) % 2 == 0) {
        augment(&maze.adj, &mut mate, v, |_| true);
    }
    let mut out = String::new();
    for s in (0..cells).filter(|&s| maze.open[s]) {
        let aa_wins = mate[s] == UNMATCHED || {
            let mut without = mate.clone();
            let partner = without[s];
            without[s] = UNMATCHED;
            without[partner] = UNMATCHED;
            augment(&maze.adj, &mut without, partner, |y| y != s)
        };
        if aa_wins {
            writeln!(out, "{} {}", s / maze.m + 1, s % maze.m + 1).unwrap();
        }
    }
    if out.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{out}")
    }
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

/// Writes the `max-*` inputs (fixed seed) and their outputs from `solve`; the test above then
/// holds those outputs to the independent method. Run with `--ignored` to regenerate.
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
        let mut input = format!("{n} {m}\n");
        for _ in 0..n {
            let row: String = (0..m)
                .map(|_| if rng.gen_bool(wall) { '#' } else { '.' })
                .collect();
            input.push_str(&row);
            input.push('\n');
        }
        let output = testkit::solve_to_string(bzoj1443::solve, &input);
        std::fs::write(
            testkit::testdata::dir("bzoj1443").join(format!("{name}.in")),
            &input,
        )
        .unwrap();
        std::fs::write(
            testkit::testdata::dir("bzoj1443").join(format!("{name}.out")),
            output,
        )
        .unwrap();
    }
}
