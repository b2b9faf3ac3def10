//! BZOJ 1443 [JSOI2009] 游戏Game: the walk over unvisited maze cells is undirected vertex
//! geography on a bipartite graph, so AA wins from a start cell iff some maximum matching of
//! the passable cells leaves that cell free.

use gamecore::graph::Csr;
use gamecore::matching::Matching;
use gamecore::{scan::Scanner, Error};
use std::io::Write;

/// Cell ids and the doubled edge list of the grid graph (about 4 entries per cell) must stay
/// below `u32::MAX` for gamecore's `Csr`; 2^30 cells keeps both well inside.
const MAX_CELLS: usize = 1 << 30;

/// Reads `N M` and `N` rows of `M` characters (`.` passable, `#` blocked), each row one
/// whitespace-separated token, and prints `LOSE`, or `WIN` followed by every winning start
/// cell as `r c` (1-based) in row-major order.
///
/// # Errors
/// A missing or non-numeric size, a board of more than 2^30 cells, a row of the wrong length
/// or with a character other than `.` and `#`, a missing row, or tokens after the last row.
///
/// # Complexity
/// One maximum matching of the grid graph (gamecore's Kuhn) plus one O(V + E) alternating pass.
pub fn solve(input: &[u8], out: &mut impl Write) -> Result<(), Error> {
    let mut sc = Scanner::new(input);
    let n: usize = sc.next_in("N", 1..=MAX_CELLS)?;
    let header_line = sc.line();
    let m: usize = sc.next_in("M", 1..=MAX_CELLS)?;
    let cells = n
        .checked_mul(m)
        .filter(|&c| c <= MAX_CELLS)
        .ok_or_else(|| {
            Error::at_line(
                header_line,
                format!("the {n}×{m} maze has more than {MAX_CELLS} cells"),
            )
        })?;
    let passable = read_maze(&mut sc, n, m)?;
    sc.finish()?;

    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(2 * cells);
    for v in 0..cells {
        if !passable[v] {
            continue;
        }
        if v % m + 1 < m && passable[v + 1] {
            edges.push((v as u32, v as u32 + 1));
        }
        if v + m < cells && passable[v + m] {
            edges.push((v as u32, (v + m) as u32));
        }
    }
    // Blocked cells stay in the graph as isolated vertices so that ids are cell indices; they
    // are filtered out below.
    let graph = Csr::undirected(cells, &edges).map_err(|e| Error::new(e.to_string()))?;
    drop(edges);
    // A grid graph is 2-coloured by (r + c) mod 2, so this cannot fail.
    let matching = Matching::new(graph).map_err(|e| Error::new(e.to_string()))?;
    // YY moves first from the start cell, so AA wins exactly where the mover loses.
    let covered = matching.covered_by_every_maximum_matching();

    let mut any = false;
    for v in (0..cells).filter(|&v| passable[v] && !covered[v]) {
        if !any {
            out.write_all(b"WIN\n")?;
            any = true;
        }
        writeln!(out, "{} {}", v / m + 1, v % m + 1)?;
    }
    if !any {
        out.write_all(b"LOSE\n")?;
    }
    Ok(())
}

/// The `n` rows, each a token of exactly `m` characters `.` or `#`, as a row-major
/// "is passable" vector.
fn read_maze(sc: &mut Scanner<'_>, n: usize, m: usize) -> Result<Vec<bool>, Error> {
    // Grown row by row rather than sized from the header, which the rows may contradict.
    let mut passable = Vec::new();
    for r in 1..=n {
        let line = sc.line();
        let row = sc.token(&format!("row {r} of the maze"))?;
        if row.len() != m {
            return Err(Error::at_line(
                line,
                format!("row {r} has {} characters, expected M = {m}", row.len()),
            ));
        }
        for (c, &b) in row.iter().enumerate() {
            passable.push(match b {
                b'.' => true,
                b'#' => false,
                _ => {
                    return Err(Error::at_line(
                        line,
                        format!(
                            "row {r}, column {}: {} is not a maze cell (expected . or #)",
                            c + 1,
                            shown(b)
                        ),
                    ))
                }
            });
        }
    }
    Ok(passable)
}

/// A byte of the input as it should appear in an error message.
fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", b as char)
    } else {
        format!("the byte 0x{b:02x}")
    }
}
