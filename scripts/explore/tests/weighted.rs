//! `explore weighted` against a plain game search from the rules, on 200 random graphs (seed
//! 42): every vertex's total and length of best play with either player to move, and the move
//! printed beside them held to both. Then reports checked by hand, AtCoder ABC261 Ex's answers,
//! and the refusals.

mod common;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::fmt::Write as _;

fn run(args: &[&str]) -> (i32, String, String) {
    let run = common::captured(args);
    (run.status, run.stdout, run.stderr)
}

/// An edge: from, to, weight.
type Edge = (usize, usize, u64);

/// Best play from the rules alone, for the minimiser and the maximiser to move: the total and
/// the number of moves, the minimiser wanting the least pair (total first), the maximiser the
/// largest (`None`: the game need not end). The game cut off after `h` moves, a game not over
/// by then counting as endless, is valued move by move from the end; the cut-off only ever
/// takes options from the minimiser, so the pairs can only fall as `h` grows, and they are
/// read once two horizons far past the graph's size agree.
fn search(n: usize, edges: &[Edge]) -> Vec<[Option<(u64, u32)>; 2]> {
    let over = |v: usize| !edges.iter().any(|&(from, _, _)| from == v);
    let mut best: Vec<[Option<(u64, u32)>; 2]> =
        (0..n).map(|v| [over(v).then_some((0, 0)); 2]).collect();
    let step = |best: &[[Option<(u64, u32)>; 2]]| -> Vec<[Option<(u64, u32)>; 2]> {
        (0..n)
            .map(|v| {
                if over(v) {
                    return [Some((0, 0)); 2];
                }
                let moves = edges.iter().filter(|&&(from, _, _)| from == v);
                let after =
                    |to: usize, mover: usize, w: u64| best[to][mover].map(|(t, m)| (t + w, m + 1));
                // The minimiser takes the least finite pair; the maximiser any endless option,
                // else the largest pair.
                let min = moves
                    .clone()
                    .filter_map(|&(_, to, w)| after(to, 1, w))
                    .min();
                let max = moves
                    .map(|&(_, to, w)| after(to, 0, w))
                    .collect::<Option<Vec<_>>>()
                    .and_then(|pairs| pairs.into_iter().max());
                [min, max]
            })
            .collect()
    };
    for _ in 0..8 * n + 8 {
        best = step(&best);
    }
    assert_eq!(step(&best), best, "edges {edges:?}");
    best
}

/// A random graph on 1 to 8 vertices, loops, cycles and repeated edges allowed, weights 0 to 9
/// (and now and then one of about 10^12), with the largest vertex named.
fn random_graph(rng: &mut ChaCha8Rng) -> (usize, Vec<Edge>) {
    let n = rng.gen_range(1..=8);
    let count = rng.gen_range(1..=2 * n);
    // Every other graph weighs its moves 0 or 1: ties, and cycles of weight 0.
    let light = rng.gen_bool(0.5);
    let weight = |rng: &mut ChaCha8Rng| {
        if light {
            rng.gen_range(0..=1)
        } else if rng.gen_bool(0.05) {
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

#[test]
fn totals_and_moves_match_a_search_from_the_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let (mut finite, mut endless, mut traps) = (0, 0, 0);
    for _ in 0..200 {
        let (n, edges) = random_graph(&mut rng);
        let inline: Vec<String> = edges
            .iter()
            .map(|(u, v, w)| format!("{u}>{v}:{w}"))
            .collect();
        let graph = inline.join(",");
        let best = search(n, &edges);
        let rows = common::tsv_rows(&["weighted", &graph, "--format", "tsv"], &graph);
        assert_eq!(rows.len(), n, "graph {graph}");
        for (v, row) in rows.iter().enumerate() {
            assert_eq!(row[0], v.to_string(), "graph {graph}");
            for (mover, fields) in [(0, &row[1..4]), (1, &row[4..7])] {
                let pair = (fields[0] != "inf").then(|| {
                    let total = fields[0].parse::<u64>().expect("a total");
                    (total, fields[1].parse::<u32>().expect("a number of moves"))
                });
                assert_eq!(
                    pair, best[v][mover],
                    "graph {graph}, vertex {v}, mover {mover}"
                );
                let has_moves = edges.iter().any(|&(from, _, _)| from == v);
                // No move printed: the game is over, or the minimiser has no way out.
                if fields[2].is_empty() {
                    assert!(
                        !has_moves || (mover == 0 && pair.is_none()),
                        "graph {graph}, vertex {v}: no move given"
                    );
                    continue;
                }
                // The move printed keeps to the total and takes play one move nearer the end.
                let to: usize = fields[2].parse().unwrap();
                let keeps = edges.iter().any(|&(from, target, w)| {
                    let after = best[to][1 - mover];
                    from == v
                        && target == to
                        && match pair {
                            Some((total, moves)) => {
                                after.map(|(t, m)| (t + w, m + 1)) == Some((total, moves))
                            }
                            None => mover == 1 && after.is_none(),
                        }
                });
                assert!(
                    keeps,
                    "graph {graph}, vertex {v}, mover {mover}: the move to {to}"
                );
            }
            for pair in best[v] {
                if pair.is_some() {
                    finite += 1;
                } else {
                    endless += 1;
                }
            }
        }
        check_lines(&graph, &edges, &best);
        // A minimiser's move that keeps to his total but gets no nearer the end: printing it
        // would send play round a cycle for ever.
        traps += edges
            .iter()
            .filter(|&&(from, to, w)| match (best[from][0], best[to][1]) {
                (Some((total, moves)), Some((t, m))) => t + w == total && m + 1 > moves,
                _ => false,
            })
            .count();
    }
    // Both kinds of total, plenty of each, and moves that keep to a total without ending the
    // game (927 finite, 889 endless and 19 such moves with seed 42).
    assert!(
        finite > 300 && endless > 300 && traps > 10,
        "{finite} finite, {endless} endless, {traps} traps"
    );
}

/// `--line 0` against best play: each line's moves are edges of the graph, one after another;
/// a line of finite best play ends the game with its total in its number of moves, an endless
/// one comes back to a position.
fn check_lines(graph: &str, edges: &[Edge], best: &[[Option<(u64, u32)>; 2]]) {
    let (status, stdout, stderr) = run(&["weighted", graph, "--line", "0"]);
    assert_eq!((status, stderr.as_str()), (0, ""), "graph {graph}");
    let lines: Vec<&str> = stdout.lines().rev().take(2).collect();
    for (mover, line) in [(1, lines[0]), (0, lines[1])] {
        let (played, ending) = line
            .split_once(" first: ")
            .and_then(|(_, rest)| rest.split_once(": "))
            .unwrap_or_else(|| panic!("graph {graph}: {line:?}"));
        let words: Vec<&str> = played.split(' ').collect();
        let mut at: usize = words[0].parse().unwrap();
        let mut total = 0;
        for step in words[1..].chunks(2) {
            let weight: u64 = step[0]
                .strip_prefix('-')
                .and_then(|w| w.strip_suffix("->"))
                .unwrap()
                .parse()
                .unwrap();
            let to: usize = step[1].parse().unwrap();
            assert!(
                edges.contains(&(at, to, weight)),
                "graph {graph}: {at} -{weight}-> {to} in {line:?}"
            );
            total += weight;
            at = to;
        }
        let moves = words.len() / 2;
        match best[0][mover] {
            Some((expected, length)) => {
                let noun = if length == 1 { "move" } else { "moves" };
                assert_eq!(
                    (ending, total, moves),
                    (
                        format!("over, total {expected} in {length} {noun}").as_str(),
                        expected,
                        length as usize
                    ),
                    "graph {graph}: {line:?}"
                );
            }
            None => assert!(
                ending.starts_with("back where it was with the same player to move"),
                "graph {graph}: {line:?}"
            ),
        }
    }
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
         vertex  minimiser to move                       maximiser to move\n     \
         0  2 in 2 moves, to 1 (weight 2)           8 in 2 moves, to 2 (weight 7)\n     \
         1  0 in 1 move, to 3 (weight 0)            0 in 1 move, to 3 (weight 0)\n     \
         2  1 in 1 move, to 3 (weight 1)            1 in 1 move, to 3 (weight 1)\n     \
         3  0 (no move)                             0 (no move)\n     \
         4  ∞ (no way out)                          ∞, to 5 (weight 3)\n     \
         5  ∞ (no way out)                          ∞, to 4 (weight 4)\n     \
         6  9 in 1 move, to 3 (weight 9)            ∞, to 4 (weight 1)\n\
         ∞ (the maximiser keeps the game going for ever): at 2 of 7 vertices with the minimiser \
         to move, at 3 with the maximiser to move\n"
    );
    // 0 ⇄ 1 at no cost and 0 → 2 for 5: the minimiser at 0 pays 5 whether he moves to 1 or
    // to 2, but only the move to 2 ends the game (from 1 the maximiser comes back).
    let (status, trap, _) = run(&["weighted", "0>1:0,1>0:0,0>2:5"]);
    assert_eq!(status, 0);
    assert_eq!(
        trap.lines().skip(2).take(3).collect::<Vec<_>>(),
        [
            "     0  5 in 1 move, to 2 (weight 5)            ∞, to 1 (weight 0)",
            "     1  ∞ (no way out)                          5 in 2 moves, to 0 (weight 0)",
            "     2  0 (no move)                             0 (no move)",
        ]
    );
    // Best play from 6 played out: the minimiser leaves at once; the maximiser enters the
    // cycle 4 ⇄ 5, and at 4 with the minimiser to move again the game has come back.
    let (status, lines, _) = run(&[
        "weighted",
        "0>1:2,0>2:7,1>3:0,2>3:1,4>5:3,5>4:4,6>4:1,6>3:9",
        "--line",
        "6",
    ]);
    assert_eq!(status, 0);
    assert_eq!(
        lines.lines().rev().take(2).collect::<Vec<_>>(),
        [
            "line from 6, the maximiser first: 6 -1-> 4 -3-> 5 -4-> 4: back where it was with \
             the same player to move, so round for ever (total 8 after 3 moves)",
            "line from 6, the minimiser first: 6 -9-> 3: over, total 9 in 1 move",
        ]
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
        (
            &["weighted", "0>1:2", "--line", "2"],
            1,
            "error: --line: 2 is not a vertex (0 to 1)\n",
        ),
        (
            &["weighted", "0>1:2", "--line", "0", "--format", "tsv"],
            2,
            "error: --line plays a line out in words: it goes with the text report",
        ),
        (&["weighted", "0>1:2", "--line", "-1"], 2, "error: "),
        (&["weighted"], 2, "error: "),
    ];
    common::assert_refused(cases);
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

/// AtCoder ABC261 Ex's official samples and the brute-force cases of `testdata/abc261h`:
/// Takahashi, who moves first from vertex `v`, is the minimiser, and the expected answer is
/// his total (`INFINITY` for ∞). Each graph goes to `explore weighted` as a file, renumbered
/// from 0.
#[test]
fn the_judge_problems_answers_are_the_minimisers_totals() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/abc261h");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("sample-") || name.starts_with("brute-"))
        .collect();
    names.sort();
    let file = std::env::temp_dir().join(format!("explore-abc261h-{}.txt", std::process::id()));
    for name in &names {
        let input = std::fs::read_to_string(dir.join(name)).unwrap();
        let answer = std::fs::read_to_string(dir.join(name.replace(".in", ".out"))).unwrap();
        let numbers: Vec<u64> = input
            .split_whitespace()
            .map(|word| word.parse().unwrap())
            .collect();
        let (n, m, v) = (numbers[0], numbers[1] as usize, numbers[2]);
        let mut text = String::new();
        for edge in numbers[3..3 + 3 * m].chunks(3) {
            let _ = writeln!(text, "{} {} {}", edge[0] - 1, edge[1] - 1, edge[2]);
        }
        // No move anywhere: the game is over at once (explore weighted wants an edge).
        if m == 0 {
            assert_eq!(answer.trim(), "0", "{name}");
            continue;
        }
        std::fs::write(&file, text).unwrap();
        let (status, stdout, stderr) =
            run(&["weighted", &file.to_string_lossy(), "--format", "tsv"]);
        assert_eq!((status, stderr.as_str()), (0, ""), "{name}");
        // The header, then vertex 0: vertex v − 1 is on line v. A start past the largest
        // vertex named has no move: worth 0.
        let row = stdout
            .lines()
            .nth(v as usize)
            .map(|line| line.split('\t').collect::<Vec<_>>());
        let total = row.map_or("0".to_string(), |fields| fields[1].to_string());
        let expected = match answer.trim() {
            "INFINITY" => "inf",
            number => number,
        };
        assert_eq!(total, expected, "{name}: {n} vertices, start {v}");
    }
    let _ = std::fs::remove_file(&file);
    // 3 samples and 15 brute-force cases.
    assert!(names.len() >= 18, "{} cases", names.len());
}

/// How a simulated session of `explore play weighted` ended: a total, or endless play (a
/// position back a third time with the same player to move).
#[derive(Debug, PartialEq)]
enum Played {
    Over(u128),
    Endless,
}

/// One game of `explore play weighted` to simulate: the graph, its best play by the search,
/// the user's side, who moves first and whether the user moves at random.
struct Game<'a> {
    graph: String,
    edges: &'a [Edge],
    best: &'a [[Option<(u64, u32)>; 2]],
    user: Side,
    first: First,
    random_user: bool,
}

use explore::play::weighted::{from_graph, Slide, Token};
use explore::play::{session, Family, First, Memo, Settings, Side};

/// The search's index of a side: 0 for the minimiser (Left), 1 for the maximiser.
fn mover(side: Side) -> usize {
    usize::from(side == Side::Right)
}

impl Game<'_> {
    fn first_side(&self) -> Side {
        match self.first {
            First::Me => self.user,
            First::Engine => self.user.other(),
        }
    }

    /// The user's move at `v`: a random edge, or one of best play from the search (keeping
    /// to the pair total and moves; the maximiser at ∞ keeps to ∞, the minimiser at ∞ moves
    /// anyhow).
    fn user_move(&self, v: usize, side: Side, rng: &mut ChaCha8Rng) -> Edge {
        let moves: Vec<Edge> = self.edges.iter().copied().filter(|e| e.0 == v).collect();
        if self.random_user {
            return moves[rng.gen_range(0..moves.len())];
        }
        let other = 1 - mover(side);
        let pair_after = |&(_, to, w): &Edge| {
            self.best[to][other].map(|(total, length)| (total + w, length + 1))
        };
        match self.best[v][mover(side)] {
            Some(pair) => moves.iter().find(|e| pair_after(e) == Some(pair)),
            None if side == Side::Right => moves.iter().find(|e| pair_after(e).is_none()),
            None => moves.first(),
        }
        .copied()
        .unwrap_or_else(|| panic!("graph {}: no move of best play at {v}", self.graph))
    }

    /// The game as the session plays it, the engine's moves from the family: it stops when
    /// the player to move has none, or when a (vertex, player) comes back a third time.
    /// Returns how it ended and the user's moves as typed.
    fn play_out(&self, start_vertex: usize, rng: &mut ChaCha8Rng) -> (Played, String) {
        let start_text = start_vertex.to_string();
        let (family, start) = from_graph(&[&self.graph, &start_text]).expect("a good graph");
        let mut seen: HashMap<(u32, Side), u32> = HashMap::new();
        let (mut token, mut side) = (start, self.first_side());
        let mut typed = String::new();
        let mut memo = Memo::<Token>::new();
        *seen.entry((token.vertex, side)).or_default() += 1;
        let played = loop {
            let v = token.vertex as usize;
            if !self.edges.iter().any(|e| e.0 == v) {
                break Played::Over(token.total);
            }
            if seen[&(token.vertex, side)] >= 3 {
                break Played::Endless;
            }
            let slide = if side == self.user {
                let (_, to, weight) = self.user_move(v, side, rng);
                let _ = writeln!(typed, "to {to} weight {weight}");
                Slide {
                    to: to as u32,
                    weight: Some(weight),
                }
            } else {
                family
                    .engine_move(&token, side, &mut memo)
                    .expect("the engine has a move")
            };
            assert!(
                family.is_legal(&token, &slide, side),
                "graph {}: {slide:?}",
                self.graph
            );
            token = family.apply(&token, &slide, side);
            side = side.other();
            *seen.entry((token.vertex, side)).or_default() += 1;
        };
        (played, typed)
    }

    /// The session's screen with `typed` as the user's lines.
    fn session_screen(&self, start_vertex: usize, typed: &str) -> String {
        let start_text = start_vertex.to_string();
        let (family, start) = from_graph(&[&self.graph, &start_text]).expect("a good graph");
        let settings = Settings {
            first: self.first,
            user_side: self.user,
            colour: false,
            echo: true,
        };
        let mut output = Vec::new();
        session(&family, start, settings, &mut typed.as_bytes(), &mut output).unwrap();
        String::from_utf8(output).unwrap()
    }
}

/// `explore play weighted` on 600 random graphs (seed 42), from a random start, the user on a
/// random side and either player first: the user plays random legal moves, or best play taken
/// from the plain search ([`search`]), and the engine the family's moves. Against the search:
/// the engine holds every game to best play's total from the start (the minimiser ends it at
/// no more, the maximiser at no less or endless), and best play on both sides gives exactly
/// that total, or endless play where it is ∞. Each game is then replayed through the session
/// with the user's moves typed, and its last line must say the same.
#[test]
fn the_engine_holds_every_game_to_best_play() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let (mut endless_games, mut over_games, mut gained) = (0, 0, 0);
    for round in 0..600 {
        let (n, edges) = random_graph(&mut rng);
        let inline: Vec<String> = edges
            .iter()
            .map(|(u, v, w)| format!("{u}>{v}:{w}"))
            .collect();
        let best = search(n, &edges);
        let start_vertex = rng.gen_range(0..n);
        let game = Game {
            graph: inline.join(","),
            edges: &edges,
            best: &best,
            user: if rng.gen_bool(0.5) {
                Side::Left
            } else {
                Side::Right
            },
            first: if rng.gen_bool(0.5) {
                First::Me
            } else {
                First::Engine
            },
            random_user: round % 2 == 0,
        };
        let expected = best[start_vertex][mover(game.first_side())];
        let (played, typed) = game.play_out(start_vertex, &mut rng);
        let context = format!(
            "graph {}, start {start_vertex}, user {:?}, {:?} first, random user {}: {played:?}, \
             best play {expected:?}",
            game.graph, game.user, game.first, game.random_user
        );
        let engine_minimises = game.user == Side::Right;
        match (&played, expected) {
            (Played::Over(total), Some((best_total, _))) => {
                let best_total = u128::from(best_total);
                if engine_minimises || !game.random_user {
                    assert!(*total <= best_total, "{context}");
                }
                if !engine_minimises || !game.random_user {
                    assert!(*total >= best_total, "{context}");
                }
                gained += usize::from(*total != best_total);
                over_games += 1;
            }
            (Played::Endless, None) => endless_games += 1,
            (Played::Endless, Some(_)) => {
                // Only the maximiser may keep a game going that best play ends: the user,
                // when the engine minimises, never the engine.
                assert!(game.random_user && !engine_minimises, "{context}");
                endless_games += 1;
            }
            (Played::Over(_), None) => {
                // ∞ is the maximiser's: the engine maximising keeps the game going.
                assert!(game.random_user && engine_minimises, "{context}");
                over_games += 1;
            }
        }
        let screen = game.session_screen(start_vertex, &typed);
        let last = screen.lines().last().unwrap_or_default();
        let ending = match played {
            Played::Over(total) => format!("the game is over with a total of {total}; "),
            Played::Endless => "the game goes on for ever".to_string(),
        };
        let best_words = expected.map_or("∞".to_string(), |(total, _)| total.to_string());
        let best_line = format!("best play from the start gives {best_words}");
        assert!(
            last.contains(&ending) && last.contains(&best_line),
            "{context}\n{screen}"
        );
    }
    assert!(
        endless_games > 250 && over_games > 200 && gained >= 10,
        "{endless_games} endless, {over_games} over, {gained} off best play's total"
    );
}
