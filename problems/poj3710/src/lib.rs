//! POJ 3710 Christmas Game: Green Hackenbush on rooted trees with polygons ("gifts") hanging
//! from them. Fusing each polygon into its hanging node leaves one loop per edge, so an odd
//! polygon counts as a leaf edge and an even one as nothing; the colon principle values the
//! tree that remains, and Sally (first) wins iff the pictures' values xor to non-zero.

use gamecore::error::Error;
use gamecore::hackenbush::{Hackenbush, HackenbushError};
use gamecore::mex::Grundy;
use gamecore::scan::{later_case_cut_short, shown, FromToken, Scanner};
use std::io::Write;

/// The most edges one picture may have (the judge has fewer than 500). Every node must be
/// reachable, so a picture has at most one node more than edges. The cap bounds the time of
/// an input of many large pictures: with their nodes numbered at random, each edge is a few
/// cache misses, and the larger the picture the costlier (250 MB of pictures of 10^6 edges
/// took 3.5–4.0 s of CPU, of 2.5·10^5 edges 2.0–2.1 s, on a 2-core AMD EPYC host).
const MAX_EDGES: usize = 200_000;

/// The most pictures one input may hold, over all its test cases (the judge's hold a few
/// thousand). Tiny pictures cost reading and a fresh value each, about 150 ns: 250 MiB of
/// one-edge pictures (2.6·10^7) took 3.9–4.3 s of CPU on a 2-core AMD EPYC host, over the 3.3 s
/// that leaves a 2× margin under the contract's 10 s on a machine 1.5× slower.
const MAX_PICTURES: usize = 10_000_000;

/// Reads test cases until the end of the input. Each is `N`, then `N` pictures, each `m k`
/// followed by `k` edges `a b` between nodes `1..=m` (node 1 is the root). Prints `Sally` if
/// the first player wins a test case and `Harry` otherwise, one line each.
///
/// Beyond the judge's limits: up to 10^7 pictures in all, up to 2·10^5 edges per picture (and
/// so up to 2·10^5 + 1 nodes), and self-loops, valued by the rules like a polygon with one side.
///
/// # Errors
/// A token that is not a non-negative integer, `N` or `m` of 0, a count larger than the rest
/// of the input could hold, an `N` that takes the pictures past 10^7, `k` above 2·10^5, a node
/// out of `1..=m`, an input that ends inside a
/// test case, and the pictures' broken promises: more nodes than the edges can connect, an
/// edge on two polygons (or a polygon touching the rest of the picture at two nodes), and an
/// edge or a node not connected to the root. Each names the line, the test case, the picture
/// and, where there is one, the edge.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let mut picture = Picture::default();
    let mut case = 0usize;
    let mut pictures_before = 0usize;
    while !sc.is_at_end() {
        case += 1;
        // The line where the test case starts is counted only for a message (many tiny test
        // cases would otherwise count lines for each).
        let case_start = sc.clone();
        let in_case = |e: Error| {
            let start_line = case_start.clone().line();
            later_case_cut_short(e, case, start_line).context(format_args!("test case {case}"))
        };
        // Each picture holds at least `m k`: two one-digit tokens and separators.
        let pictures = sc.next_count("N", 1, 4).map_err(in_case)?;
        if pictures > MAX_PICTURES - pictures_before {
            let line = sc.line_of_byte(sc.token_start());
            return Err(in_case(Error::at_line(
                line,
                too_many_pictures(pictures, pictures_before),
            )));
        }
        pictures_before += pictures;
        let mut total: Grundy = 0;
        for number in 1..=pictures {
            let value = picture
                .read_and_value(sc)
                .map_err(|e| in_case(e.context(format_args!("picture {number}"))))?;
            total ^= value;
        }
        out.write_all(if total != 0 { b"Sally\n" } else { b"Harry\n" })?;
    }
    Ok(())
}

/// Why `N` = `pictures` is refused after `before` pictures in the earlier test cases.
fn too_many_pictures(pictures: usize, before: usize) -> String {
    if before == 0 {
        format!("N {pictures} is too large (at most 10^7)")
    } else if before == MAX_PICTURES {
        format!(
            "N {pictures} is too large (an input holds at most 10^7 pictures, and the earlier \
             test cases hold them all)"
        )
    } else {
        format!(
            "N {pictures} is too large (at most {}: an input holds at most 10^7 pictures, and \
             the earlier test cases hold {before})",
            MAX_PICTURES - before
        )
    }
}

/// One picture's edges and the Hackenbush buffers, reused by the next picture.
#[derive(Default)]
struct Picture {
    /// 0-based node pairs, in input order.
    edges: Vec<(u32, u32)>,
    hackenbush: Hackenbush,
}

impl Picture {
    /// Reads `m k` and the `k` edges of one picture, checks its promises, and returns its
    /// Green Hackenbush value.
    fn read_and_value(&mut self, sc: &mut Scanner<'_>) -> Result<Grundy, Error> {
        let m_token = sc.clone().token("m (the number of nodes)")?;
        // Digits past 2^64 − 1 are more nodes than any k edges connect: said against k below.
        let past_u64 = <u64 as FromToken>::from_token(m_token).is_none()
            && m_token.iter().all(u8::is_ascii_digit);
        let nodes = match sc.next_in("m (the number of nodes)", 1..=u64::MAX) {
            Err(_) if past_u64 => u64::MAX,
            nodes => nodes?,
        };
        // The header's line is counted only for a message.
        let header = sc.token_start();
        // Each edge is `a b`: two one-digit tokens and separators.
        let edge_count = sc.next_count("k (the number of edges)", 0, 4)?;
        if edge_count > MAX_EDGES {
            return Err(Error::at_line(
                sc.line_of_byte(header),
                format!("k {edge_count} is too large (at most 2·10^5)"),
            ));
        }
        if past_u64 || nodes > edge_count as u64 + 1 {
            return Err(Error::at_line(
                sc.line_of_byte(header),
                format!(
                    "m {} is too large (at most k + 1 = {}): every node must be connected \
                     to the root, which k edges do for at most k + 1 nodes",
                    if past_u64 {
                        shown(m_token)
                    } else {
                        nodes.to_string()
                    },
                    edge_count + 1
                ),
            ));
        }
        let nodes = nodes as u32;
        let first_edge = sc.clone();
        self.edges.clear();
        // Edges of plain small numbers in range go through the fast path; an edge it stops at
        // is read again with every check (its values, or the message naming it).
        let mut read = 0;
        while read < edge_count {
            let edges = &mut self.edges;
            read += sc.plain_u32_pairs(edge_count - read, 1..=nodes, |a, b| {
                edges.push((a - 1, b - 1));
            });
            if read < edge_count {
                let mut node = || sc.next_in("node", 1..=nodes).map(|v| v - 1);
                let edge = node()
                    .and_then(|a| Ok((a, node()?)))
                    .map_err(|e| e.context(format_args!("edge {}", read + 1)))?;
                self.edges.push(edge);
                read += 1;
            }
        }
        let value = self
            .hackenbush
            .cactus_value(nodes as usize, &self.edges, 0)
            .map_err(|e| self.edge_on_two_polygons(&first_edge, e))?;
        self.check_grounded(nodes as usize, header, &first_edge)?;
        Ok(value)
    }

    /// The error for an edge on two cycles, at the edge's line. `first_edge` is the scanner
    /// just before the picture's first edge.
    fn edge_on_two_polygons(&self, first_edge: &Scanner<'_>, e: HackenbushError) -> Error {
        match e {
            HackenbushError::EdgeOnTwoCycles { edge } => Error::at_line(
                line_of_edge(first_edge, edge),
                format!(
                    "edge {} ({}) lies on two cycles: polygons may not share an edge, nor touch \
                     the rest of the picture at two nodes",
                    edge + 1,
                    self.shown(edge)
                ),
            ),
            // Nodes were range-checked as they were read, and the root 1 always exists.
            other => Error::at_line(first_edge.clone().line(), other.to_string()),
        }
    }

    /// Every node must hang from the root: the first edge, in input order, that the search
    /// did not reach, or else the first node without an edge. `header` is the byte where the
    /// picture's `m k` line starts.
    fn check_grounded(
        &self,
        nodes: usize,
        header: usize,
        first_edge: &Scanner<'_>,
    ) -> Result<(), Error> {
        let hb = &self.hackenbush;
        if (0..nodes).all(|v| hb.is_grounded(v)) {
            return Ok(());
        }
        if let Some(edge) = self
            .edges
            .iter()
            .position(|&(a, _)| !hb.is_grounded(a as usize))
        {
            return Err(Error::at_line(
                line_of_edge(first_edge, edge),
                format!(
                    "edge {} ({}) is not connected to the root (node 1); every node must be",
                    edge + 1,
                    self.shown(edge)
                ),
            ));
        }
        let node = (0..nodes).find(|&v| !hb.is_grounded(v)).unwrap_or(0);
        Err(Error::at_line(
            first_edge.clone().line_of_byte(header),
            format!(
                "node {} has no edge, so it is not connected to the root (node 1); every node \
                 must be",
                node + 1
            ),
        ))
    }

    /// Edge `edge` as the input wrote it, `a-b`.
    fn shown(&self, edge: usize) -> String {
        let (a, b) = self.edges[edge];
        format!("{}-{}", a + 1, b + 1)
    }
}

/// The line of the 0-based `edge`'s first node, found by reading again from `first_edge`, the
/// scanner just before the picture's first edge (only on the way to an error).
fn line_of_edge(first_edge: &Scanner<'_>, edge: usize) -> usize {
    let mut sc = first_edge.clone();
    for _ in 0..=2 * edge {
        // The edges were read successfully once, so they are all there.
        let _ = sc.token("node");
    }
    sc.token_line()
}
