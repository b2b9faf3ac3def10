//! `explore loopy` against a plain game search from the rules, on 200 random graphs (seed 42):
//! every vertex's outcome and length of best play, and sums of two tokens searched on the
//! graph of pairs; γ is held to what it claims (0 exactly at the losses, ∞ without an option of
//! value 0 exactly at the draws). Then the refusals.

mod common;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn run(args: &[&str]) -> (i32, String, String) {
    let run = common::captured(args);
    (run.status, run.stdout, run.stderr)
}

/// Outcome for the player to move and the moves of best play, from the rules alone: in round
/// d a position is lost in d when every move leads to a position already won (and one of them
/// was won in d − 1), and won in d when some move leads to a position lost in d − 1. Those
/// never decided are draws (`None`).
fn search(options: &[Vec<usize>]) -> Vec<Option<(bool, u32)>> {
    let n = options.len();
    let mut known: Vec<Option<(bool, u32)>> = vec![None; n];
    for d in 0..=2 * n as u32 + 1 {
        let mut found = Vec::new();
        for (v, moves) in options.iter().enumerate() {
            if known[v].is_some() {
                continue;
            }
            let lost = moves.iter().all(|&w| matches!(known[w], Some((true, _))));
            let longest = moves.iter().filter_map(|&w| known[w].map(|(_, s)| s)).max();
            if lost && longest.map_or(d == 0, |s| s + 1 == d) {
                found.push((v, (false, d)));
            } else if d > 0 && moves.iter().any(|&w| known[w] == Some((false, d - 1))) {
                found.push((v, (true, d)));
            }
        }
        for (v, result) in found {
            known[v] = Some(result);
        }
    }
    known
}

/// A random directed graph on 1 to 9 vertices, loops and cycles allowed, as `explore` takes it
/// inline (vertex 0 to the largest named).
fn random_graph(rng: &mut ChaCha8Rng) -> (usize, Vec<(usize, usize)>) {
    let n = rng.gen_range(1..=9);
    let count = rng.gen_range(1..=2 * n);
    let mut edges: Vec<(usize, usize)> = (0..count)
        .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
        .collect();
    // The largest vertex named, so that the graph has all n.
    edges.push((rng.gen_range(0..n), n - 1));
    (n, edges)
}

#[test]
fn outcomes_lengths_and_sums_match_a_search_from_the_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut seen = [0usize; 3];
    for _ in 0..200 {
        let (n, edges) = random_graph(&mut rng);
        let inline: Vec<String> = edges.iter().map(|(u, v)| format!("{u}>{v}")).collect();
        let graph = inline.join(",");
        let mut options = vec![Vec::new(); n];
        for &(u, v) in &edges {
            if !options[u].contains(&v) {
                options[u].push(v);
            }
        }
        let truth = search(&options);
        let rows = common::tsv_rows(&["loopy", &graph, "--format", "tsv"], &graph);
        assert_eq!(rows.len(), n, "graph {graph}");
        for (v, row) in rows.iter().enumerate() {
            let expected = match truth[v] {
                Some((true, d)) => ("win", d.to_string()),
                Some((false, d)) => ("loss", d.to_string()),
                None => ("draw", String::new()),
            };
            assert_eq!(
                (row[0].as_str(), row[1].as_str(), row[2].as_str()),
                (v.to_string().as_str(), expected.0, expected.1.as_str()),
                "graph {graph}, vertex {v}"
            );
            seen[usize::from(truth[v].is_none()) * 2
                + usize::from(truth[v].is_some_and(|t| t.0))] += 1;
            // γ = 0 exactly at a loss; ∞ with no option of value 0 exactly at a draw.
            let gamma = row[3].as_str();
            assert_eq!(
                gamma == "0",
                expected.0 == "loss",
                "graph {graph}, vertex {v}: γ {gamma}"
            );
            let draw_like = gamma.starts_with('∞')
                && !gamma
                    .trim_start_matches('∞')
                    .trim_matches(|c| c == '(' || c == ')')
                    .split(',')
                    .any(|k| k == "0");
            assert_eq!(
                draw_like,
                expected.0 == "draw",
                "graph {graph}, vertex {v}: γ {gamma}"
            );
        }
        // Two tokens: the game on pairs of vertices, a move moving one token.
        for _ in 0..3 {
            let (a, b) = (rng.gen_range(0..n), rng.gen_range(0..n));
            let pairs: Vec<Vec<usize>> = (0..n * n)
                .map(|p| {
                    let (x, y) = (p / n, p % n);
                    let mut moves: Vec<usize> = options[x].iter().map(|&w| w * n + y).collect();
                    moves.extend(options[y].iter().map(|&w| x * n + w));
                    moves
                })
                .collect();
            let expected = match search(&pairs)[a * n + b] {
                Some((true, _)) => "a win for the player to move",
                Some((false, _)) => "a loss for the player to move",
                None => "a draw",
            };
            let (status, stdout, _) = run(&["loopy", &graph, "--sum", &format!("{a},{b}")]);
            assert_eq!(status, 0, "graph {graph}");
            let verdict = stdout.lines().nth(1).unwrap_or_default();
            assert!(
                verdict.starts_with(expected),
                "graph {graph}, tokens {a} and {b}: {verdict:?}, expected {expected:?}"
            );
        }
    }
    // Random graphs of this size have all three outcomes aplenty (388 losses, 254 wins and 372
    // draws among their 1,014 vertices).
    assert!(
        seen.iter().all(|&c| c > 200),
        "losses, wins, draws: {seen:?}"
    );
}

#[test]
fn the_text_report_lists_every_vertex() {
    let (status, stdout, stderr) = run(&["loopy", "0>1,1>0,1>2,3>4,4>3,4>2,3>3"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    // 0 ⇄ 1 → 2: 2 is lost at once, 1 wins by moving there, 0 must move to 1; 3 loops on
    // itself and 3 ⇄ 4 → 2: 4 wins at once, 3 must not move to 4, so it loops.
    assert_eq!(
        stdout,
        "a loopy game on 5 vertices and 7 moves: a move slides the token along an edge; \
         whoever cannot move loses; endless play is a draw\n\
         vertex  outcome for the player to move   γ\n     \
         0  loss in 2                        0\n     \
         1  win in 1                         1\n     \
         2  loss in 0                        0\n     \
         3  draw                             ∞\n     \
         4  win in 1                         ∞(0)\n\
         2 won, 2 lost (γ = 0), 1 drawn (γ = ∞ with no option of value 0)\n"
    );
}

#[test]
fn bad_graphs_and_sums_get_one_error_line() {
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["loopy", "0>1,1>100000"],
            1,
            "error: 0>1,1>100000: edge 2 (1>100000): \"100000\" is not a vertex",
        ),
        (
            &["loopy", "tests/play/no-such-file"],
            1,
            "error: cannot read tests/play/no-such-file: ",
        ),
        (
            &["loopy", "0>1", "--sum", "2"],
            1,
            "error: --sum: \"2\" is not a vertex (0 to 1)\n",
        ),
        (
            &["loopy", "0>1", "--sum", "0,x"],
            1,
            "error: --sum: \"x\" is not a vertex (0 to 1)\n",
        ),
        (
            &["loopy", "0>1", "--sum", "0", "--format", "tsv"],
            2,
            "error: the argument '--sum <VERTICES>' cannot be used with",
        ),
        (&["loopy", "0>1", "--format", "svg"], 2, "error: "),
        (&["loopy"], 2, "error: "),
    ];
    common::assert_refused(cases);
    // A file past 16 MiB is refused before it is read whole.
    let long = std::env::temp_dir().join(format!("explore-loopy-long-{}.txt", std::process::id()));
    let line = "# a comment line of the file\n";
    let text = line.repeat((16 << 20) / line.len() + 1);
    std::fs::write(&long, text).unwrap();
    let name = long.to_string_lossy().into_owned();
    let (status, stdout, stderr) = run(&["loopy", &name]);
    std::fs::remove_file(&long).unwrap();
    assert_eq!((status, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        format!(
            "error: {name} is longer than 16 MiB: a graph of at most 100000 edges is far shorter\n"
        )
    );
    let many = vec!["0"; 1001].join(",");
    let (status, _, stderr) = run(&["loopy", "0>1", "--sum", &many]);
    assert_eq!(
        (status, stderr.as_str()),
        (1, "error: --sum: 1001 tokens, at most 1000\n")
    );
}
