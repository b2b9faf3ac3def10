//! BZOJ 1443 (JSOI2009) 游戏Game: the walk over unvisited maze cells is undirected vertex
//! geography on a bipartite graph, so AA wins from a start cell iff some maximum matching of
//! the passable cells leaves that cell free.

use gamecore::decimal::push_u64;
use gamecore::grid::Grid;
use gamecore::matching::Matching;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The largest board (the judge's has 10^4 cells at most): about 70 bytes per cell for the
/// board, the grid graph and the matching keep 2^22 cells near 300 MB.
const MAX_CELLS: usize = 1 << 22;

/// Reads `N M` and `N` rows of `M` characters (`.` passable, `#` blocked), each row one
/// whitespace-separated token, and prints `LOSE`, or `WIN` followed by every winning start
/// cell as `r c` (1-based) in row-major order.
///
/// # Errors
/// A missing or non-numeric size, a board of more than 2^22 cells, a row of the wrong length
/// or with a character other than `.` and `#`, a missing row, or tokens after the last row.
///
/// # Complexity
/// One maximum matching of the grid graph (gamecore's Kuhn) plus one O(V + E) alternating pass.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let maze = parse(sc)?;
    let winning_starts = winning_starts(&maze)?;
    print(&maze, &winning_starts, out)
}

fn parse(sc: &mut Scanner<'_>) -> Result<Grid, Error> {
    let (n, m) = Grid::read_size(sc, ("N", "M"), MAX_CELLS)?;
    Grid::read(sc, n, m, b".#")
}

/// The cells from which AA (who moves second, after YY's first step) wins: passable cells
/// that some maximum matching of the passable cells leaves free.
fn winning_starts(maze: &Grid) -> Result<Vec<usize>, Error> {
    let passable = |id: usize| maze.cell(id) == b'.';
    // A grid graph is 2-coloured by (r + c) mod 2, so the matching cannot fail.
    let matching = Matching::new(maze.graph(passable)?)?;
    // YY moves first from the start cell, so AA wins exactly where the mover loses.
    let covered = matching.covered_by_every_maximum_matching();
    Ok((0..maze.len())
        .filter(|&v| passable(v) && !covered[v])
        .collect())
}

fn print(maze: &Grid, winning_starts: &[usize], out: &mut impl Write) -> Result<(), Error> {
    if winning_starts.is_empty() {
        out.write_all(b"LOSE\n")?;
        return Ok(());
    }
    // Up to one line per cell: digits written straight into one buffer (`decimal`), not
    // through `fmt`, which cost more than the matching on an open board.
    let mut text = Vec::with_capacity(4 + 12 * winning_starts.len());
    text.extend_from_slice(b"WIN\n");
    for &v in winning_starts {
        let (r, c) = maze.row_col(v);
        push_u64(&mut text, r as u64 + 1);
        text.push(b' ');
        push_u64(&mut text, c as u64 + 1);
        text.push(b'\n');
    }
    out.write_all(&text)?;
    Ok(())
}
