//! `explore weighted` against a plain game search from the rules, on 200 random graphs (seed
//! 42): every vertex's total with either player to move, and the move printed beside it held
//! to that total. Then a report checked by hand, and the refusals.

use explore::commands::run_captured;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn run(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(ToString::to_string).collect();
    let captured = run_captured(&args, "");
    (captured.status, captured.stdout, captured.stderr)
}

/// An edge: from, to, weight.
type Edge = (usize, usize, u64);

/// The totals of best play, from the rules alone, for the minimiser and the maximiser to move
/// (`None`: the game need not end). The game cut off after `h` moves, a game not over by then
/// counting as endless, is valued move by move from the end; the cut-off only ever takes
/// options from the minimiser, so the totals can only fall as `h` grows, and they are read
/// once two horizons far past the graph's size agree.
fn search(n: usize, edges: &[Edge]) -> (Vec<Option<u64>>, Vec<Option<u64>>) {
    let over = |v: usize| !edges.iter().any(|&(from, _, _)| from == v);
    let mut min: Vec<Option<u64>> = (0..n).map(|v| over(v).then_some(0)).collect();
    let mut max = min.clone();
    let step = |min: &[Option<u64>], max: &[Option<u64>]| {
        let mut next_min = vec![None; n];
        let mut next_max = vec![None; n];
        for v in 0..n {
            if over(v) {
                next_min[v] = Some(0);
                next_max[v] = Some(0);
                continue;
            }
            let moves = edges.iter().filter(|&&(from, _, _)| from == v);
            // The minimiser takes the least finite total; the maximiser any endless option,
            // else the largest total.
            next_min[v] = moves
                .clone()
                .filter_map(|&(_, to, w)| max[to].map(|t| t + w))
                .min();
            next_max[v] = moves
                .map(|&(_, to, w)| min[to].map(|t| t + w))
                .try_fold(0, |best: u64, total| total.map(|t| best.max(t)));
        }
        (next_min, next_max)
    };
    for _ in 0..4 * n + 4 {
        (min, max) = step(&min, &max);
    }
    let settled = step(&min, &max);
    assert_eq!(settled, (min.clone(), max.clone()), "edges {edges:?}");
    (min, max)
}

/// A random graph on 1 to 8 vertices, loops, cycles and repeated edges allowed, weights 0 to 9
/// (and now and then one of about 10^12), with the largest vertex named.
fn random_graph(rng: &mut ChaCha8Rng) -> (usize, Vec<Edge>) {
    let n = rng.gen_range(1..=8);
    let count = rng.gen_range(1..=2 * n);
    let weight = |rng: &mut ChaCha8Rng| {
        if rng.gen_bool(0.05) {
            rng.gen_range(1..=1_000_000_000_000)
        } else {
            rng.gen_range(0..=9)
        }
    };
    let mut edges: Vec<Edge> = (0..count)
        .map(|_| {
            let (from, to) = (rng.gen_range(0..n), rng.gen_range(0..n));
            (from, to, weight(rng))
        })
        .collect();
    let from = rng.gen_range(0..n);
    edges.push((from, n - 1, weight(rng)));
    (n, edges)
}

fn total(field: &str) -> Option<u64> {
    (field != "inf").then(|| field.parse().expect("a total"))
}

#[test]
fn totals_and_moves_match_a_search_from_the_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let (mut finite, mut endless) = (0, 0);
    for _ in 0..200 {
        let (n, edges) = random_graph(&mut rng);
        let inline: Vec<String> = edges
            .iter()
            .map(|(u, v, w)| format!("{u}>{v}:{w}"))
            .collect();
        let graph = inline.join(",");
        let (min, max) = search(n, &edges);
        let (status, stdout, stderr) = run(&["weighted", &graph, "--format", "tsv"]);
        assert_eq!((status, stderr.as_str()), (0, ""), "graph {graph}");
        let rows: Vec<Vec<&str>> = stdout
            .lines()
            .skip(1)
            .map(|l| l.split('\t').collect())
            .collect();
        assert_eq!(rows.len(), n, "graph {graph}: {stdout}");
        for (v, row) in rows.iter().enumerate() {
            assert_eq!(row[0], v.to_string(), "graph {graph}");
            let minimiser = (total(row[1]), row[2]);
            let maximiser = (total(row[3]), row[4]);
            assert_eq!(
                (minimiser.0, maximiser.0),
                (min[v], max[v]),
                "graph {graph}, vertex {v}"
            );
            for (theirs, (value, to), is_max) in [(&max, minimiser, false), (&min, maximiser, true)]
            {
                let has_moves = edges.iter().any(|&(from, _, _)| from == v);
                // No move printed: the game is over, or the minimiser has no way out.
                if to.is_empty() {
                    assert!(
                        !has_moves || (!is_max && value.is_none()),
                        "graph {graph}, vertex {v}: no move given"
                    );
                    continue;
                }
                let to: usize = to.parse().unwrap();
                let keeps = edges.iter().any(|&(from, target, w)| {
                    from == v
                        && target == to
                        && match value {
                            Some(value) => theirs[to].map(|t| t + w) == Some(value),
                            None => is_max && theirs[to].is_none(),
                        }
                });
                assert!(keeps, "graph {graph}, vertex {v}: the move to {to}");
            }
            for value in [min[v], max[v]] {
                if value.is_some() {
                    finite += 1;
                } else {
                    endless += 1;
                }
            }
        }
    }
    // Both kinds of total, plenty of each (866 finite and 750 endless of the 1,616 states).
    assert!(
        finite > 300 && endless > 300,
        "{finite} finite, {endless} endless"
    );
}

#[test]
fn the_text_report_gives_each_vertex_both_totals_and_a_move() {
    let (status, stdout, stderr) = run(&[
        "weighted",
        "0>1:2,0>2:7,1>3:0,2>3:1,4>5:3,5>4:4,6>4:1,6>3:9",
    ]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    // From 0 the minimiser goes to 1 (2, then the maximiser's only move, 0, ends it); the
    // maximiser goes to 2 (7 + 1). 4 ⇄ 5 never ends; from 6 the minimiser pays 9 to leave,
    // the maximiser enters the cycle.
    assert_eq!(
        stdout,
        "a weighted game on 7 vertices and 8 moves: a move slides the token along an edge and \
         adds its weight to the total; the game ends when the player to move has no move; the \
         minimiser wants it to end with a small total, the maximiser wants it endless, else a \
         large total\n\
         vertex  minimiser to move                 maximiser to move\n     \
         0  2, to 1 (weight 2)                8, to 2 (weight 7)\n     \
         1  0, to 3 (weight 0)                0, to 3 (weight 0)\n     \
         2  1, to 3 (weight 1)                1, to 3 (weight 1)\n     \
         3  0 (no move)                       0 (no move)\n     \
         4  ∞ (no way out)                    ∞, to 5 (weight 3)\n     \
         5  ∞ (no way out)                    ∞, to 4 (weight 4)\n     \
         6  9, to 3 (weight 9)                ∞, to 4 (weight 1)\n\
         ∞ (the maximiser keeps the game going for ever): at 2 of 7 vertices with the minimiser \
         to move, at 3 with the maximiser to move\n"
    );
    // The same graph as a file.
    let file = std::env::temp_dir().join(format!("explore-weighted-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        "# from to weight\n0 1 2\n0 2 7\n1 3 0\n2 3 1\n\n4 5 3\n5 4 4\n6 4 1\n6 3 9\n",
    )
    .unwrap();
    let (status, from_file, _) = run(&["weighted", &file.to_string_lossy()]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!((status, from_file), (0, stdout));
}

#[test]
fn bad_graphs_get_one_error_line() {
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["weighted", "0>1:2,1>100000:1"],
            1,
            "error: 0>1:2,1>100000:1: edge 2 (1>100000:1): \"100000\" is not a vertex",
        ),
        (
            &["weighted", "0>1:18446744073709551616"],
            1,
            "error: 0>1:18446744073709551616: edge 1 (0>1:18446744073709551616): \
             \"18446744073709551616\" is not a weight (a whole number from 0 to 2^64 − 1)\n",
        ),
        (
            &["weighted", "0>1:9223372036854775807"],
            1,
            "error: 0>1:9223372036854775807: weight 9223372036854775807 is too large for 2 \
             vertices",
        ),
        (&["weighted", "0>1,1>0"], 1, "error: cannot read 0>1,1>0: "),
        (
            &["weighted", "tests/play/no-such-file"],
            1,
            "error: cannot read tests/play/no-such-file: ",
        ),
        (&["weighted", "0>1:1", "--format", "svg"], 2, "error: "),
        (&["weighted"], 2, "error: "),
    ];
    for &(args, status, start) in cases {
        let (got, stdout, stderr) = run(args);
        assert_eq!(got, status, "{args:?}: {stderr}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with(start), "{args:?}: {stderr:?}");
    }
    let (_, _, stderr) = run(&["weighted", "0>1,1>0"]);
    assert!(
        stderr.ends_with("(an inline edge is FROM>TO:WEIGHT: 0>1:2,1>0:3)\n"),
        "{stderr}"
    );
    let file =
        std::env::temp_dir().join(format!("explore-weighted-bad-{}.txt", std::process::id()));
    std::fs::write(&file, "0 1 2\n1 0\n").unwrap();
    let name = file.to_string_lossy().into_owned();
    let (status, _, stderr) = run(&["weighted", &name]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(
        (status, stderr),
        (
            1,
            format!(
                "error: {name}: line 2: an edge is two vertices and a weight `FROM TO WEIGHT`, \
                 not \"1 0\"\n"
            )
        )
    );
}
