//! Luogu P6560 (SBCOI2020) 时光的流逝 (The Passing of Time): a token on a directed graph that
//! may have cycles; each round names a start and a target, and whoever moves the token onto
//! the target wins (a player with no move loses). The target is a position lost for the player
//! to move there, so a round is one retrograde analysis with that position declared lost
//! (`gamecore::loopy::RetrogradeRounds`: the reversed graph built once, a workspace reused by
//! every round). Rounds are grouped by target, so each distinct target costs one pass.

use gamecore::graph::Csr;
use gamecore::loopy::{GameGraph, Outcome, RetrogradeRounds, Stuck};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most vertices served (the judge has at most 10^5): the graph and the workspace take
/// about 40 bytes a vertex.
const MAX_VERTICES: u32 = 1_000_000;

/// The most edges served (the judge has at most 5·10^5): the graph, its reverse and the
/// solver's renumbered reverse take 12 bytes an edge, 120 MB at this limit.
const MAX_EDGES: usize = 10_000_000;

/// The most vertex-and-edge visits accepted: `(n + m)` per distinct target, and
/// [`READING_PASSES`] times that for reading and building the graph. Measured on the 2-core
/// AMD EPYC host while other jobs loaded it, a visit costs about 3.5 ns when a pass decides
/// everything on a judge-sized graph and up to 5 ns on graphs ten times larger (random DAGs,
/// whose counters are scattered however the vertices are numbered); the slowest accepted
/// inputs measured took 2.3–2.7 s of CPU (README). The judge's largest input needs
/// (500 + 10) · 6·10^5 = 3.06·10^8.
const MAX_VISITS: u64 = 350_000_000;

/// Reading and building the graph, in passes: 1.2 s of CPU at `n = 10^6`, `m = 10^7`, worth
/// some 25 passes there; charging 10 keeps the largest graphs to 21 targets.
const READING_PASSES: u64 = 10;

/// The most rounds served (the judge has at most 500): every round is kept until all are
/// answered, with its place in the order by target and its outcome, about 20 bytes a round
/// with its answer (3 bytes against 4 of input), 200 MB at this limit.
const MAX_ROUNDS: usize = 10_000_000;

/// One round: 0-based start and target vertices.
#[derive(Clone, Copy)]
struct Round {
    start: u32,
    target: u32,
}

/// Reads `n m q`, the `m` edges `u v` and the `q` rounds `x y` (1-based), and prints for each
/// round `1` if the first player wins, `-1` if the second does, and `0` if the play goes on
/// for ever.
///
/// # Errors
/// A token that is not a non-negative integer; `n` of 0 or above 10^6; `m` above 10^7; `q`
/// of 0 or above 10^7; a count larger than the rest of the input can hold; a vertex outside `1..n`; a round
/// whose start is its target; rounds with so many different targets that
/// `(n + m) · (targets + 10)` passes 3.5·10^8.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let (vertices, edge_count, round_count) = read_header(sc)?;
    let game = read_graph(sc, vertices, edge_count)?;
    let rounds = read_rounds(sc, vertices, edge_count, round_count)?;
    let outcomes = play(game, &rounds);
    print_answers(&outcomes, out)
}

fn read_header(sc: &mut Scanner<'_>) -> Result<(u32, usize, usize), Error> {
    let vertices = sc.next_in("n (the number of vertices)", 1..=MAX_VERTICES)?;
    // Edges and rounds are two numbers and their separators each: at least 4 bytes.
    let edges = sc.next_count("m (the number of edges)", 0, 4)?;
    if edges > MAX_EDGES {
        return Err(sc.token_error(format!(
            "m (the number of edges) {edges} is too large (at most 10^7)"
        )));
    }
    let rounds = sc.next_count("q (the number of rounds)", 1, 4)?;
    if rounds > MAX_ROUNDS {
        return Err(sc.token_error(format!(
            "q (the number of rounds) {rounds} is too large (at most 10^7)"
        )));
    }
    Ok((vertices, edges, rounds))
}

fn read_graph(sc: &mut Scanner<'_>, vertices: u32, edge_count: usize) -> Result<GameGraph, Error> {
    let mut edges = Vec::with_capacity(edge_count);
    for i in 1..=edge_count {
        let in_edge = |e: Error| e.context(format_args!("edge {i}"));
        let from: u32 = sc.next_in("u", 1..=vertices).map_err(in_edge)?;
        let to: u32 = sc.next_in("v", 1..=vertices).map_err(in_edge)?;
        edges.push((from - 1, to - 1));
    }
    let moves = Csr::from_edges(vertices as usize, &edges)?;
    drop(edges);
    Ok(GameGraph::new(moves))
}

/// The rounds, refusing a start equal to its target and more distinct targets than
/// [`MAX_VISITS`] allows after [`READING_PASSES`].
fn read_rounds(
    sc: &mut Scanner<'_>,
    vertices: u32,
    edge_count: usize,
    round_count: usize,
) -> Result<Vec<Round>, Error> {
    let pass_cost = u64::from(vertices) + edge_count as u64;
    // At least 31 - 10 targets: n + m is at most 1.1·10^7.
    let most_targets = MAX_VISITS / pass_cost - READING_PASSES;
    let mut is_target = vec![false; vertices as usize];
    let mut targets = 0u64;
    let mut rounds = Vec::with_capacity(round_count);
    for i in 1..=round_count {
        let in_round = |e: Error| e.context(format_args!("round {i}"));
        let start: u32 = sc.next_in("start x", 1..=vertices).map_err(in_round)?;
        let target: u32 = sc.next_in("target y", 1..=vertices).map_err(in_round)?;
        let line = sc.token_line();
        if start == target {
            return Err(in_round(Error::at_line(
                line,
                format!("the start and the target are both {start} (they always differ)"),
            )));
        }
        let (start, target) = (start - 1, target - 1);
        if !is_target[target as usize] {
            is_target[target as usize] = true;
            targets += 1;
            if targets > most_targets {
                return Err(in_round(Error::at_line(
                    line,
                    format!(
                        "target {} makes {targets} different targets, more than this binary \
                         analyses on a graph this large (one pass over n + m = {pass_cost} \
                         vertices and edges per target and ten for reading the graph, at \
                         most 3.5·10^8 in all)",
                        target + 1
                    ),
                )));
            }
        }
        rounds.push(Round { start, target });
    }
    Ok(rounds)
}

/// The outcome of every round for the first player. Rounds with the same target share one
/// analysis, and no pass allocates.
fn play(game: GameGraph, rounds: &[Round]) -> Vec<Outcome> {
    let mut solver = RetrogradeRounds::new(&game, Stuck::Loses);
    drop(game); // the solver keeps its own copy of the reversed moves
    let mut order: Vec<usize> = (0..rounds.len()).collect();
    order.sort_unstable_by_key(|&i| rounds[i].target);
    let mut outcomes = vec![Outcome::Draw; rounds.len()];
    let mut first = 0;
    while first < order.len() {
        let target = rounds[order[first]].target;
        let mut end = first;
        while end < order.len() && rounds[order[end]].target == target {
            end += 1;
        }
        // The opponent has just moved onto the target: the player to move there has lost.
        solver
            .solve(&[(target, Outcome::Lose)])
            .expect("the target is a vertex of the graph");
        for &i in &order[first..end] {
            outcomes[i] = solver.outcome(rounds[i].start as usize);
        }
        first = end;
    }
    outcomes
}

fn print_answers(outcomes: &[Outcome], out: &mut impl Write) -> Result<(), Error> {
    let mut text = Vec::with_capacity(3 * outcomes.len());
    for outcome in outcomes {
        text.extend_from_slice(match outcome {
            Outcome::Win => b"1\n",
            Outcome::Lose => b"-1\n",
            Outcome::Draw => b"0\n",
        });
    }
    out.write_all(&text)?;
    Ok(())
}
