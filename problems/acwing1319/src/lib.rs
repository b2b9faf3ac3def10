//! AcWing 1319 / LibreOJ 10243 移棋子游戏: K tokens on a DAG; the first player wins iff the xor
//! of the tokens' Grundy values is non-zero.

use gamecore::graph::Csr;
use gamecore::nim::nim_sum;
use gamecore::{error::Error, scan::Scanner};
use gamecore::sg::grundy_dag;
use std::io::Write;

/// Most vertices accepted (the judge allows 2000). A cap is needed because N alone sizes the
/// vertex arrays, so a corrupt header must not make the program allocate gigabytes.
const MAX_N: u32 = 10_000_000;

/// Most edges: the CSR graph indexes edges with `u32`.
const MAX_M: usize = u32::MAX as usize;

/// Reads `N M K`, then `M` edges `X Y` (1-based, duplicates allowed), then the `K` token
/// vertices, and prints `win` if the first player wins, else `lose`.
///
/// Limits beyond the judge's are accepted: `1 <= N <= 10^7`, `0 <= M < 2^32` (the judge has
/// `M >= 1`; an edgeless graph is still a valid game), `K >= 1`.
///
/// # Errors
/// A token that is not a non-negative integer, input that ends early, a count or vertex out
/// of range (naming the edge or token), leftover tokens after the `K` tokens, or a directed
/// cycle (naming a vertex on it, 1-based).
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let game = parse(input)?;
    let first_player_wins = decide(&game)?;
    out.write_all(if first_player_wins { b"win\n" } else { b"lose\n" })?;
    Ok(())
}

/// The graph and the 0-based token vertices.
struct Game {
    graph: Csr,
    tokens: Vec<u32>,
}

fn parse(input: &[u8]) -> Result<Game, Error> {
    let mut sc = Scanner::new(input);
    let n = sc.next_in("N", 1..=MAX_N)?;
    let m: usize = sc.next_in("M", 0..=MAX_M)?;
    let k: usize = sc.next_in("K", 1..=usize::MAX)?;

    // Reserve no more than the input could hold ("1 2\n" is four bytes), so a lying header
    // fails as a truncated file instead of as an allocation.
    let mut edges = Vec::with_capacity(m.min(input.len() / 4));
    for i in 1..=m {
        let mut endpoint = || {
            sc.next_in("vertex", 1..=n)
                .map_err(|e| e.context(format_args!("edge {i}")))
        };
        let from = endpoint()?;
        let to = endpoint()?;
        edges.push((from - 1, to - 1));
    }
    let mut tokens = Vec::with_capacity(k.min(input.len() / 2));
    for i in 1..=k {
        let v = sc
            .next_in("vertex", 1..=n)
            .map_err(|e| e.context(format_args!("token {i}")))?;
        tokens.push(v - 1);
    }
    sc.finish()?;
    Ok(Game {
        graph: Csr::from_edges(n as usize, &edges)?,
        tokens,
    })
}

/// Whether the first player wins: the xor of the tokens' Grundy values is non-zero.
fn decide(game: &Game) -> Result<bool, Error> {
    let sg = grundy_dag(&game.graph).map_err(|c| {
        Error::new(format!(
            "the graph must be acyclic, but it has a cycle through vertex {}",
            c.vertex + 1
        ))
    })?;
    Ok(nim_sum(game.tokens.iter().map(|&v| sg[v as usize])) != 0)
}
