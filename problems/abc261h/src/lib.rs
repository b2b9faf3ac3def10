//! AtCoder ABC261 Ex "Game on Graph": a token on a weighted directed graph with cycles;
//! Takahashi (first to move) wants the game to end and then the total weight small, Aoki wants
//! it endless and else the total large. The answer is the value of Takahashi's state at the
//! start under `gamecore::weighted_loopy::MinMaxRetrograde`, a Dijkstra-like retrograde pass
//! over the `2N` states (vertex, player to move) from the vertices without moves; a state it
//! never settles is `INFINITY`.

use gamecore::weighted_loopy::{MinMaxRetrograde, Mover, WeightedGame};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The most vertices served (the judge has at most 2·10^5): the analysis keeps 40 bytes a
/// vertex (both states side by side, the out-degree, the reversed graph's offset). With
/// [`MAX_EDGES`] it also bounds the time: a random graph at both bounds takes 1.6–2.0 s of CPU
/// on a 2-core AMD EPYC host (at 5·10^6 each, 3.2–3.4 s).
const MAX_VERTICES: u32 = 3_000_000;

/// The most edges served (the judge has at most 2·10^5): the edge list as read (16 bytes, freed
/// once the reversed graph is built), the reversed graph (12 bytes) and the queue of candidate
/// values (16 bytes or a small multiple) make about 50 bytes an edge at the peak.
const MAX_EDGES: usize = 3_000_000;

/// The largest weight served (the judge's is 10^9): a total of best play uses fewer than
/// `2N ≤ 10^7` edges, so every total stays below 10^18 and fits in 64 bits.
const MAX_WEIGHT: u64 = 100_000_000_000;

/// The game as read: the vertex count, the edges `(from, to, weight)` 0-based, the start.
struct Game {
    vertices: u32,
    edges: Vec<(u32, u32, u64)>,
    start: u32,
}

/// Reads `N M v` and the `M` edges `A B C` (1-based), and prints the total weight of best play
/// from `v` with Takahashi to move, or `INFINITY` if the game need not end.
///
/// # Errors
/// A token that is not a non-negative integer; `N` of 0 or above 3·10^6; `M` above 3·10^6 or above
/// what the rest of the input holds; `v`, `A` or `B` outside `1..N`; `C` above 10^11.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let game = read_game(sc)?;
    let value = decide(game)?;
    print_value(value, out)
}

fn read_game(sc: &mut Scanner<'_>) -> Result<Game, Error> {
    let vertices = sc.next_in("N (the number of vertices)", 1..=MAX_VERTICES)?;
    // An edge is three numbers and their separators: at least 6 bytes.
    let edge_count = sc.next_count("M (the number of edges)", 0, 6)?;
    if edge_count > MAX_EDGES {
        return Err(sc.token_error(format!(
            "M (the number of edges) {edge_count} is too large (at most 3·10^6)"
        )));
    }
    let start = sc.next_in("v (the start)", 1..=vertices)? - 1;
    let mut edges = Vec::with_capacity(edge_count);
    for i in 1..=edge_count {
        let in_edge = |e: Error| e.context(format_args!("edge {i}"));
        let from = read_vertex(sc, "A", vertices).map_err(in_edge)?;
        let to = read_vertex(sc, "B", vertices).map_err(in_edge)?;
        let weight = match sc.next_plain_u32(0..=u32::MAX) {
            Some(weight) => u64::from(weight),
            None => sc.next_in("C", 0..=MAX_WEIGHT).map_err(in_edge)?,
        };
        edges.push((from, to, weight));
    }
    Ok(Game {
        vertices,
        edges,
        start,
    })
}

/// A 1-based vertex, returned 0-based.
#[inline]
fn read_vertex(sc: &mut Scanner<'_>, what: &str, vertices: u32) -> Result<u32, Error> {
    Ok(sc.next_in(what, 1..=vertices)? - 1)
}

/// The total of best play from the start with Takahashi (the minimiser) to move; `None` for
/// an endless game.
fn decide(game: Game) -> Result<Option<u64>, Error> {
    let graph = WeightedGame::from_edges(game.vertices as usize, &game.edges)?;
    drop(game.edges);
    let mut analysis = MinMaxRetrograde::new();
    analysis.solve(&graph);
    Ok(analysis.value(game.start as usize, Mover::Minimizer))
}

fn print_value(value: Option<u64>, out: &mut impl Write) -> Result<(), Error> {
    match value {
        Some(total) => writeln!(out, "{total}")?,
        None => writeln!(out, "INFINITY")?,
    }
    Ok(())
}
