//! HDU 1524 / POJ 2425 A Chess Game: pieces on a DAG; a query is a first-player win iff the
//! xor of its pieces' Grundy values is non-zero.

use gamecore::error::Error;
use gamecore::graph::Csr;
use gamecore::mex::Grundy;
use gamecore::scan::{later_case_cut_short, Scanner};
use gamecore::sg::GrundySolver;
use std::io::Write;

/// Most out-positions in one test case (the judge has at most 10^6): the adjacency and the
/// input together stay under 0.5 GB.
const MAX_EDGES: usize = 50_000_000;

/// Most positions in one test case (the judge has at most 1000). Without a cap the input
/// alone bounded them (1.3·10^8 positions of no move took 1.3 GB), and a graph numbered at
/// random costs a cache miss per move: 10^7 positions with 2·10^7 moves took 4.1–4.5 s of CPU
/// on a 2-core AMD EPYC host, 10^6 with 3.2·10^7 moves 1.4 s.
const MAX_POSITIONS: usize = 1_000_000;

/// Most test cases in one input (the judge's inputs hold a few): 1.7·10^7 tiny ones took up to
/// 3.5 s of CPU on that host.
const MAX_CASES: usize = 10_000_000;

/// Reads test cases until the end of the input. Each is `N`, then for every position
/// `i = 0..N` a count `X_i` and its `X_i` out-positions (0-based, duplicates allowed), then
/// queries `M p_1 … p_M` (0-based, repeats allowed) until `M = 0`. Prints `WIN` or `LOSE`
/// per query, nothing between test cases. Whitespace of any kind separates tokens.
///
/// Beyond the judge's limits: `N` up to 10^6, up to 5·10^7 out-positions a test case, up to
/// 10^7 test cases and any `M` the input holds (the judge has `N <= 1000`, `M <= 10`).
///
/// # Errors
/// A token that is not a non-negative integer, `N` above 10^6, more than 10^7 test cases, input
/// that ends inside a test case (including
/// an `X_i` larger than what follows, or queries without the closing `0`), a position out of
/// range (naming the test case and the position or query), or a directed cycle (naming the
/// test case and a 0-based position on it).
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // The adjacency arrays and the solver's buffers are reused by every test case.
    let mut buffers = (Vec::new(), Vec::new());
    let mut solver = GrundySolver::new();
    let mut case = 0usize;
    while !sc.is_at_end() {
        case += 1;
        let start_line = sc.line();
        if case > MAX_CASES {
            return Err(Error::at_line(
                start_line,
                "more test cases than this binary serves (at most 10^7)",
            ));
        }
        let graph =
            read_graph(sc, case, buffers).map_err(|e| later_case_cut_short(e, case, start_line))?;
        solver.solve(&graph).map_err(|c| {
            Error::at_line(
                start_line,
                format!(
                    "test case {case}: the graph must be acyclic, but position {} can move \
                     to position {}, which leads back to it",
                    c.from, c.vertex
                ),
            )
        })?;
        answer_queries(sc, case, solver.values(), out)
            .map_err(|e| later_case_cut_short(e, case, start_line))?;
        buffers = graph.into_parts();
    }
    Ok(())
}

/// Reads `N` and the out-positions of every position into the reused `buffers`.
fn read_graph(
    sc: &mut Scanner<'_>,
    case: usize,
    (mut offsets, mut targets): (Vec<u32>, Vec<u32>),
) -> Result<Csr, Error> {
    // Every position has at least its count X: one digit and a separator.
    let n = sc
        .next_count("N", 1, 2)
        .map_err(|e| e.context(format_args!("test case {case}")))?;
    if n > MAX_POSITIONS {
        return Err(sc
            .token_error(format!("N {n} is too large (at most 10^6)"))
            .context(format_args!("test case {case}")));
    }
    let n = n as u32;
    offsets.clear();
    targets.clear();
    offsets.push(0);
    for i in 0..n {
        let at = |e: Error| e.context(format_args!("test case {case}: position {i}"));
        let out_degree = sc
            .next_count("X (the number of out-positions)", 0, 2)
            .map_err(at)?;
        for _ in 0..out_degree {
            targets.push(sc.next_in("out-position", 0..=n - 1).map_err(at)?);
        }
        if targets.len() > MAX_EDGES {
            return Err(at(sc.token_error(
                "the test case has too many out-positions (at most 5·10^7 in all)",
            )));
        }
        offsets.push(targets.len() as u32);
    }
    Ok(Csr::from_adjacency(offsets, targets)?)
}

/// Reads queries `M p_1 … p_M` until `M = 0` and prints `WIN` or `LOSE` for each.
fn answer_queries(
    sc: &mut Scanner<'_>,
    case: usize,
    sg: &[Grundy],
    out: &mut impl Write,
) -> Result<(), Error> {
    let last = sg.len() as u32 - 1;
    for query in 1usize.. {
        let at = |e: Error| e.context(format_args!("test case {case}: query {query}"));
        let m = sc
            .next_count(
                "M (the number of pieces, or the 0 that ends the test case)",
                0,
                2,
            )
            .map_err(at)?;
        if m == 0 {
            break;
        }
        let mut total = 0;
        for _ in 0..m {
            total ^= sg[sc.next_in("piece position", 0..=last).map_err(at)? as usize];
        }
        out.write_all(if total == 0 { b"LOSE\n" } else { b"WIN\n" })?;
    }
    Ok(())
}
