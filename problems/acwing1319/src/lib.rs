//! AcWing 1319 / LibreOJ 10243 移棋子游戏: K tokens on a DAG; the first player wins iff the xor
//! of the tokens' Grundy values is non-zero.

use gamecore::graph::Csr;
use gamecore::nim::nim_sum;
use gamecore::sg::{grundy_dag, Cycle};
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// Most vertices accepted (the judge allows 2000). A cap is needed because N alone sizes the
/// vertex arrays, so a corrupt header must not make the program allocate gigabytes. With
/// [`MAX_M`] it also bounds the time: the Grundy pass over a graph numbered at random is a
/// cache miss per edge (N = 10^7, M = 1.3·10^7: 4.1 s of CPU; at these caps 2.9 s at most).
const MAX_N: u32 = 5_000_000;

/// Most edges (the judge allows 6000): with the input itself, the edge list and the graph stay
/// under 0.5 GB.
const MAX_M: usize = 10_000_000;

/// Most tokens (the judge allows N).
const MAX_K: usize = 20_000_000;

/// Reads `N M K`, then `M` edges `X Y` (1-based, duplicates allowed), then the `K` token
/// vertices, and prints `win` if the first player wins, else `lose`.
///
/// Limits beyond the judge's are accepted: `1 <= N <= 5·10^6`, `0 <= M <= 10^7` (the judge
/// has `M >= 1`; an edgeless graph is still a valid game), `1 <= K <= 2·10^7`.
///
/// # Errors
/// A token that is not a non-negative integer, input that ends early, a count or vertex out
/// of range (naming the edge or token), leftover tokens after the `K` tokens, or a directed
/// cycle (naming a vertex on it, 1-based).
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let game = parse(sc)?;
    let first_player_wins = decide(&game).map_err(|cycle| cycle_error(sc, cycle))?;
    out.write_all(if first_player_wins {
        b"win\n"
    } else {
        b"lose\n"
    })?;
    Ok(())
}

/// The graph and the 0-based token vertices.
struct Game {
    graph: Csr,
    tokens: Vec<u32>,
}

fn parse(sc: &mut Scanner<'_>) -> Result<Game, Error> {
    let n = sc.next_in("N", 1..=MAX_N)?;
    let m: usize = sc.next_in("M", 0..=MAX_M)?;
    let k: usize = sc.next_in("K", 1..=MAX_K)?;

    // Reserve no more than the input could hold ("1 2\n" is four bytes), so a lying header
    // fails as a truncated file instead of as an allocation.
    let mut edges = Vec::with_capacity(m.min(sc.remaining_len() / 4));
    for i in 1..=m {
        let mut endpoint = || {
            sc.next_in("vertex", 1..=n)
                .map_err(|e| e.context(format_args!("edge {i}")))
        };
        let from = endpoint()?;
        let to = endpoint()?;
        edges.push((from - 1, to - 1));
    }
    let mut tokens = Vec::with_capacity(k.min(sc.remaining_len() / 2));
    for i in 1..=k {
        let v = sc
            .next_in("vertex", 1..=n)
            .map_err(|e| e.context(format_args!("token {i}")))?;
        tokens.push(v - 1);
    }
    Ok(Game {
        graph: Csr::from_edges(n as usize, &edges)?,
        tokens,
    })
}

/// Whether the first player wins: the xor of the tokens' Grundy values is non-zero.
fn decide(game: &Game) -> Result<bool, Cycle> {
    let sg = grundy_dag(&game.graph)?;
    Ok(nim_sum(game.tokens.iter().map(|&v| sg[v as usize])) != 0)
}

/// The statement promises an acyclic graph: a cycle is reported at the input line of the
/// first edge that closes it, found by reading the (already validated) edges again.
fn cycle_error(sc: &Scanner<'_>, cycle: Cycle) -> Error {
    let closing = (cycle.from as u32 + 1, cycle.vertex as u32 + 1);
    let mut again = sc.rewound();
    let header: Vec<usize> = (0..3).filter_map(|_| again.next("").ok()).collect();
    for i in 1..=header.get(1).copied().unwrap_or(0) {
        let edge: (u32, u32) = (again.next("").unwrap_or(0), again.next("").unwrap_or(0));
        if edge == closing {
            return again.token_error(format!(
                "edge {i}: {} → {} closes a cycle, but the graph must be acyclic",
                edge.0, edge.1
            ));
        }
    }
    Error::at_line(
        1,
        format!("the graph has a cycle through vertex {}", closing.1),
    )
}
