//! CodeChef GERALD08 Chef and Tree Game: a rooted tree of black (Chef's) and white (Ksen's)
//! edges, where a deleted edge takes with it everything no longer joined to the root, is
//! Blue-Red Hackenbush. Its value is a number, computed exactly bottom-up; a positive value is
//! Chef's whoever starts, a negative one Ksen's, and 0 goes to the second player.

use gamecore::error::Error;
use gamecore::partizan::blue_red::{tree_value, Colour};
use gamecore::partizan::Outcome;
use gamecore::scan::Scanner;
use std::io::Write;

/// The most vertices in one tree (the judge: 10^5).
pub const MAX_VERTICES: usize = 1_000_000;

/// The most vertices over all the trees of one input (the judge: 10^5).
pub const MAX_TOTAL_VERTICES: usize = 2_000_000;

/// Reads `T`, then `T` trees, each `N` followed by `N − 1` edges `U V C` (`C = 0` black,
/// Chef's; `C = 1` white, Ksen's; vertex 1 is the root), and prints for each the winner when
/// Chef moves first and the winner when Ksen moves first: `Chef Chef`, `Ksen Ksen` or
/// `Ksen Chef`.
///
/// Beyond the judge's limits: any `T` the input holds, trees of up to 10^6 vertices, and up to
/// 2·10^6 vertices in all.
///
/// # Errors
/// A missing or non-numeric token; `T` or `N` of 0, or larger than the rest of the input can
/// hold; a tree of more than 10^6 vertices, or more than 2·10^6 in all; a vertex outside
/// `1..=N`; a colour other than 0 or 1; and edges that do not form a tree (a loop, or an edge
/// closing a cycle) — each naming the line, the test case and the edge.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    // A test case takes at least two bytes: `1` and a separator.
    let cases = sc.next_count("T", 1, 2)?;
    let mut tree = Tree::default();
    let mut vertices_so_far = 0;
    for case in 1..=cases {
        let outcome = tree
            .read_and_value(sc, &mut vertices_so_far)
            .map_err(|e| e.context(format_args!("test case {case}")))?;
        // The first word is the winner when Chef (Left) moves first, the second when Ksen does.
        out.write_all(match outcome {
            Outcome::Left => b"Chef Chef\n",
            Outcome::Right => b"Ksen Ksen\n",
            Outcome::Previous => b"Ksen Chef\n",
            Outcome::Next => b"Chef Ksen\n",
        })?;
    }
    Ok(())
}

/// One tree's edges, the union-find that checks them, and the rooted form built from them;
/// the buffers are reused from test case to test case.
#[derive(Default)]
struct Tree {
    /// 0-based ends and colour of every edge, in input order.
    edges: Vec<(u32, u32, Colour)>,
    /// Union-find leaders over the vertices, for the cycle check.
    leader: Vec<u32>,
    /// Incident edges of every vertex (CSR: `incident[start[v]..start[v + 1]]`).
    start: Vec<u32>,
    incident: Vec<u32>,
    /// Every vertex's parent and the colour of the edge to it (none for the root).
    parent: Vec<Option<(usize, Colour)>>,
    /// Breadth-first queue, and the vertices it has reached.
    queue: Vec<u32>,
    seen: Vec<bool>,
}

impl Tree {
    /// Reads `N` and the edges of one tree, checks that they form a tree, and returns who wins
    /// it. `vertices_so_far` counts the vertices of the test cases read before, for the bound
    /// on the whole input.
    fn read_and_value(
        &mut self,
        sc: &mut Scanner<'_>,
        vertices_so_far: &mut usize,
    ) -> Result<Outcome, Error> {
        let n = read_vertex_count(sc, vertices_so_far)?;
        self.read_edges(sc, n)?;
        self.root_at_vertex_1(n);
        // Vertex 1 is the only root, so the forest's value is the tree's.
        Ok(tree_value(&self.parent)?.outcome())
    }

    /// The `n − 1` edges, each checked as it is read: its ends in `1..=n`, its colour 0 or 1,
    /// and no edge joining two vertices already connected (a loop included). `n − 1` edges
    /// without a cycle connect all `n` vertices, so they form a tree.
    fn read_edges(&mut self, sc: &mut Scanner<'_>, n: usize) -> Result<(), Error> {
        self.edges.clear();
        self.leader.clear();
        self.leader.extend(0..n as u32);
        for number in 1..n {
            let (u, v, colour, line) =
                read_edge(sc, n).map_err(|e| e.context(format_args!("edge {number}")))?;
            if u == v {
                return Err(Error::at_line(
                    line,
                    format!(
                        "edge {number}: {u}-{v} is a loop (it joins vertex {u} to itself), but \
                         the edges must form a tree"
                    ),
                ));
            }
            let (a, b) = (find(&mut self.leader, u - 1), find(&mut self.leader, v - 1));
            if a == b {
                return Err(Error::at_line(
                    line,
                    format!(
                        "edge {number}: {u}-{v} closes a cycle ({u} and {v} are already \
                         connected), but the edges must form a tree"
                    ),
                ));
            }
            self.leader[a as usize] = b;
            self.edges.push((u - 1, v - 1, colour));
        }
        Ok(())
    }

    /// Every vertex's parent and parent-edge colour, by a breadth-first search from vertex 1
    /// over the incidence lists (no recursion: a path of 10^6 vertices is fine).
    fn root_at_vertex_1(&mut self, n: usize) {
        self.start.clear();
        self.start.resize(n + 1, 0);
        for &(u, v, _) in &self.edges {
            self.start[u as usize + 1] += 1;
            self.start[v as usize + 1] += 1;
        }
        for i in 0..n {
            self.start[i + 1] += self.start[i];
        }
        self.incident.clear();
        self.incident.resize(2 * self.edges.len(), 0);
        let mut next: Vec<u32> = self.start[..n].to_vec();
        for (e, &(u, v, _)) in self.edges.iter().enumerate() {
            for end in [u, v] {
                self.incident[next[end as usize] as usize] = e as u32;
                next[end as usize] += 1;
            }
        }
        self.parent.clear();
        self.parent.resize(n, None);
        let seen = &mut self.seen;
        seen.clear();
        seen.resize(n, false);
        seen[0] = true;
        self.queue.clear();
        self.queue.push(0);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            let range = self.start[v as usize] as usize..self.start[v as usize + 1] as usize;
            for &e in &self.incident[range] {
                let (a, b, colour) = self.edges[e as usize];
                let w = a ^ b ^ v;
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    self.parent[w as usize] = Some((v as usize, colour));
                    self.queue.push(w);
                }
            }
        }
    }
}

/// `N`, checked against the bounds and against what the rest of the input can hold.
fn read_vertex_count(sc: &mut Scanner<'_>, vertices_so_far: &mut usize) -> Result<usize, Error> {
    let n: usize = sc.next_in("N", 1..=MAX_VERTICES)?;
    let line = sc.token_line();
    // Each edge `U V C` takes at least six bytes, its separator included.
    let room = (sc.remaining_len() + 1) / 6;
    if n - 1 > room {
        return Err(Error::at_line(
            line,
            format!(
                "N {n} is too large (the rest of the input holds at most {room} of its \
                 N − 1 edges)"
            ),
        ));
    }
    *vertices_so_far += n;
    if *vertices_so_far > MAX_TOTAL_VERTICES {
        return Err(Error::at_line(
            line,
            format!(
                "N {n} brings the vertices of the test cases so far to {}, more than this \
                 binary takes (at most 2·10^6 in all)",
                *vertices_so_far
            ),
        ));
    }
    Ok(n)
}

/// One edge `U V C`: its 1-based ends, its colour (0 black: Blue, Chef's; 1 white: Red,
/// Ksen's), and the line of its first token.
fn read_edge(sc: &mut Scanner<'_>, n: usize) -> Result<(u32, u32, Colour, usize), Error> {
    let u: u32 = sc.next_in("vertex", 1..=n as u32)?;
    let line = sc.token_line();
    let v: u32 = sc.next_in("vertex", 1..=n as u32)?;
    let colour = match sc.next_in::<u8>("colour", 0..=1)? {
        0 => Colour::Blue,
        _ => Colour::Red,
    };
    Ok((u, v, colour, line))
}

/// The union-find leader of `v`, halving the path on the way.
fn find(leader: &mut [u32], mut v: u32) -> u32 {
    while leader[v as usize] != v {
        leader[v as usize] = leader[leader[v as usize] as usize];
        v = leader[v as usize];
    }
    v
}
