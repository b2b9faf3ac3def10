//! Graphs by name for `explore nodekayles` and `explore play nodekayles`: `path:N`,
//! `cycle:N`, `grid:RxC`, `cube:D` (the hypercube of dimension D), `complete:N` and `gp:N,K`
//! (the generalised Petersen graph: an outer cycle of N vertices, each joined to an inner
//! vertex, inner vertex i joined to i ± K; `gp:5,2` is the Petersen graph). Vertices are
//! numbered from 1 as a graph file would number them: a grid row by row, a hypercube's vertex
//! v + 1 for the bits of v, the generalised Petersen graph's outer cycle first.

use gamecore::boards::families;

/// A graph: its number of vertices and its edges (vertices from 0).
pub type VerticesAndEdges = (usize, Vec<(usize, usize)>);

/// The family names and how each is written, for messages.
pub const FAMILIES: &str =
    "path:N, cycle:N, grid:RxC, cube:D, complete:N or gp:N,K (generalised Petersen)";

/// The number of vertices and the edges (from 0) of the graph `arg` names, or `None` when
/// `arg` is not a family name followed by a colon (it is then something else: an inline graph
/// or a file). At most `most` vertices and `most_edges` edges, checked before any is built.
///
/// # Errors
/// Bad sizes, or a graph past the bounds, in words.
pub fn family(
    arg: &str,
    most: usize,
    most_edges: usize,
) -> Option<Result<VerticesAndEdges, String>> {
    let (name, size) = arg.split_once(':')?;
    let numbers = |separator: char, count: usize| -> Result<Vec<usize>, String> {
        let parts: Vec<&str> = size.split(separator).collect();
        let ok = parts.len() == count
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.len() <= 9 && p.bytes().all(|b| b.is_ascii_digit()));
        if !ok {
            return Err(format!("expected {}", written(name)));
        }
        Ok(parts.iter().map(|p| p.parse().expect("digits")).collect())
    };
    let graph = match name {
        "path" | "cycle" | "complete" => numbers(',', 1).and_then(|n| {
            let n = n[0];
            let edges = match name {
                "path" => n.saturating_sub(1),
                "cycle" if n < 3 => return Err("a cycle has at least 3 vertices".into()),
                "cycle" => n,
                _ => n.saturating_mul(n.saturating_sub(1)) / 2,
            };
            within(n, edges, most, most_edges)?;
            Ok(match name {
                "path" => (n, families::path(n)),
                "cycle" => (n, families::cycle(n)),
                _ => (n, families::complete(n)),
            })
        }),
        "grid" => numbers('x', 2).and_then(|rc| {
            let (rows, cols) = (rc[0], rc[1]);
            let n = rows.saturating_mul(cols);
            let edges = rows
                .saturating_mul(cols.saturating_sub(1))
                .saturating_add(cols.saturating_mul(rows.saturating_sub(1)));
            within(n, edges, most, most_edges)?;
            Ok((n, families::grid(rows, cols)))
        }),
        "cube" => numbers(',', 1).and_then(|d| {
            let d = d[0];
            if d > 30 {
                return Err(format!("2^{d} vertices: at most {most}"));
            }
            let n = 1usize << d;
            within(n, d * n / 2, most, most_edges)?;
            Ok((n, families::hypercube(d)))
        }),
        "gp" => numbers(',', 2).and_then(|nk| {
            let (n, k) = (nk[0], nk[1]);
            if n < 3 || k == 0 || 2 * k >= n {
                return Err(format!(
                    "GP({n}, {k}): the outer cycle needs at least 3 vertices and 1 <= K < N/2"
                ));
            }
            within(2 * n, 3 * n, most, most_edges)?;
            Ok((2 * n, families::generalised_petersen(n, k)))
        }),
        _ => return None,
    };
    Some(graph)
}

/// The rows and columns of `arg` when it names a grid graph, `grid:RxC` (each number at most
/// nine digits, as [`family`] reads it).
pub fn grid_size(arg: &str) -> Option<(usize, usize)> {
    let (rows, cols) = arg.strip_prefix("grid:")?.split_once('x')?;
    let number = |text: &str| {
        let digits =
            !text.is_empty() && text.len() <= 9 && text.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| text.parse().expect("digits"))
    };
    Some((number(rows)?, number(cols)?))
}

/// How the family `name` is written.
fn written(name: &str) -> &'static str {
    match name {
        "grid" => "grid:RxC, like grid:4x5",
        "gp" => "gp:N,K, like gp:5,2",
        "cube" => "cube:D, like cube:4",
        "cycle" => "cycle:N, like cycle:8",
        "complete" => "complete:N, like complete:5",
        _ => "path:N, like path:10",
    }
}

/// Refuses a graph of more than `most` vertices or `most_edges` edges.
fn within(n: usize, edges: usize, most: usize, most_edges: usize) -> Result<(), String> {
    if n > most {
        return Err(format!("{n} vertices: at most {most}"));
    }
    if edges > most_edges {
        return Err(format!("{edges} edges: at most {most_edges}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::family;

    fn edges_of(arg: &str) -> (usize, usize) {
        let (n, edges) = family(arg, 1 << 20, 1 << 22).unwrap().unwrap();
        (n, edges.len())
    }

    /// Vertex and edge counts from the definitions: P_n n − 1, C_n n, the R × C grid
    /// R(C − 1) + C(R − 1), Q_d d·2^(d−1), K_n n(n − 1)/2, GP(n, k) 3n.
    #[test]
    fn families_have_their_sizes() {
        assert_eq!(edges_of("path:10"), (10, 9));
        assert_eq!(edges_of("path:1"), (1, 0));
        assert_eq!(edges_of("cycle:8"), (8, 8));
        assert_eq!(edges_of("grid:4x5"), (20, 31));
        assert_eq!(edges_of("grid:1x1"), (1, 0));
        assert_eq!(edges_of("cube:4"), (16, 32));
        assert_eq!(edges_of("cube:0"), (1, 0));
        assert_eq!(edges_of("complete:5"), (5, 10));
        assert_eq!(edges_of("gp:5,2"), (10, 15));
    }

    #[test]
    fn bad_sizes_are_refused_in_words() {
        let refused = |arg: &str| family(arg, 1 << 20, 1 << 22).unwrap().unwrap_err();
        assert_eq!(refused("cycle:2"), "a cycle has at least 3 vertices");
        assert_eq!(refused("grid:4"), "expected grid:RxC, like grid:4x5");
        assert_eq!(
            refused("grid:2000x2000"),
            "4000000 vertices: at most 1048576"
        );
        assert_eq!(refused("cube:21"), "2097152 vertices: at most 1048576");
        assert_eq!(refused("cube:99"), "2^99 vertices: at most 1048576");
        assert_eq!(refused("complete:3000"), "4498500 edges: at most 4194304");
        assert_eq!(refused("path:-1"), "expected path:N, like path:10");
        assert_eq!(refused("path:9999999999"), "expected path:N, like path:10");
        assert!(refused("gp:6,3").contains("1 <= K < N/2"));
        assert!(family("5:1-2", 64, 1 << 22).is_none());
        assert!(family("graph.txt", 64, 1 << 22).is_none());
        assert!(family("grids:4x4", 64, 1 << 22).is_none());
    }
}
