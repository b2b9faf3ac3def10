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

/// One tree's union-find (for the check that the edges form a tree), the degree and the XOR
/// of the neighbours of every vertex, and the rooted form built from them; the buffers are
/// reused from test case to test case.
#[derive(Default)]
struct Tree {
    /// Union-find leaders over the vertices, for the cycle check.
    leader: Vec<u32>,
    /// How many edges each vertex still has (edges to peeled vertices no longer count).
    degree: Vec<u32>,
    /// The XOR over each vertex's remaining edges of `2 · other end + colour`: once only one
    /// edge is left, this names its other end and its colour (no adjacency lists needed).
    neighbours_xor: Vec<u32>,
    /// Every vertex's parent and the colour of the edge to it (none for the root).
    parent: Vec<Option<(usize, Colour)>>,
    /// Vertices other than the root with one edge left, waiting to be peeled.
    leaves: Vec<u32>,
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
        // A valid tree is read once, unchecked, and checked by the peeling itself (it reaches
        // every vertex only if the edges form a tree). Anything else is read again from here
        // with every check, in input order, so that the error is the first one and the same.
        let edges_start = sc.clone();
        let fast = self.read_edges(sc, n, false).is_ok() && self.root_at_vertex_1(n);
        if !fast {
            *sc = edges_start;
            self.read_edges(sc, n, true)?;
            self.root_at_vertex_1(n);
        }
        // Vertex 1 is the only root, so the forest's value is the tree's.
        Ok(tree_value(&self.parent)?.outcome())
    }

    /// The `n − 1` edges, each checked as it is read: its ends in `1..=n` and its colour 0 or
    /// 1; with `connections_checked`, also no edge joining two vertices already connected (a
    /// loop included). `n − 1` edges without a cycle connect all `n` vertices, so they form a
    /// tree. Without that check, a loop is still refused (with a message that the checked
    /// reading replaces).
    fn read_edges(
        &mut self,
        sc: &mut Scanner<'_>,
        n: usize,
        connections_checked: bool,
    ) -> Result<(), Error> {
        self.leader.clear();
        if connections_checked {
            self.leader.extend(0..n as u32);
        }
        self.degree.clear();
        self.degree.resize(n, 0);
        self.neighbours_xor.clear();
        self.neighbours_xor.resize(n, 0);
        for number in 1..n {
            let (u, v, colour, start) =
                read_edge(sc, n).map_err(|e| e.context(format_args!("edge {number}")))?;
            if u == v {
                return Err(Error::at_line(
                    sc.line_of_byte(start),
                    format!(
                        "edge {number}: {u}-{v} is a loop (it joins vertex {u} to itself), but \
                         the edges must form a tree"
                    ),
                ));
            }
            if connections_checked {
                let (a, b) = (find(&mut self.leader, u - 1), find(&mut self.leader, v - 1));
                if a == b {
                    return Err(Error::at_line(
                        sc.line_of_byte(start),
                        format!(
                            "edge {number}: {u}-{v} closes a cycle ({u} and {v} are already \
                             connected), but the edges must form a tree"
                        ),
                    ));
                }
                self.leader[a as usize] = b;
            }
            let (u, v) = (u as usize - 1, v as usize - 1);
            self.degree[u] += 1;
            self.degree[v] += 1;
            self.neighbours_xor[u] ^= (v as u32) << 1 | colour;
            self.neighbours_xor[v] ^= (u as u32) << 1 | colour;
        }
        Ok(())
    }

    /// Every vertex's parent and parent-edge colour, by peeling leaves: a vertex other than
    /// the root with one edge left hangs from the other end of that edge, which the XOR of its
    /// neighbours names. No recursion and no adjacency lists: a path of 10^6 vertices is fine.
    /// Returns whether every vertex but the root was peeled, which is whether the `n − 1`
    /// edges form a tree (a cycle, or a part cut off from the root, is never peeled away).
    fn root_at_vertex_1(&mut self, n: usize) -> bool {
        self.parent.clear();
        self.parent.resize(n, None);
        self.leaves.clear();
        let degree = &self.degree;
        self.leaves
            .extend((1..n as u32).filter(|&v| degree[v as usize] == 1));
        let mut peeled = 0;
        while let Some(v) = self.leaves.pop() {
            // A leaf whose neighbour was peeled first (a part cut off from the root) has no
            // edge left.
            if self.degree[v as usize] != 1 {
                continue;
            }
            self.degree[v as usize] = 0;
            peeled += 1;
            let link = self.neighbours_xor[v as usize];
            let (parent, colour) = (link >> 1, link & 1);
            self.parent[v as usize] = Some((
                parent as usize,
                if colour == 0 {
                    Colour::Blue
                } else {
                    Colour::Red
                },
            ));
            let p = parent as usize;
            self.neighbours_xor[p] ^= v << 1 | colour;
            self.degree[p] -= 1;
            if self.degree[p] == 1 && p != 0 {
                self.leaves.push(parent);
            }
        }
        peeled + 1 == n
    }
}

/// `N`, checked against the bounds and against what the rest of the input can hold.
fn read_vertex_count(sc: &mut Scanner<'_>, vertices_so_far: &mut usize) -> Result<usize, Error> {
    let n: usize = sc.next_in("N", 1..=MAX_VERTICES)?;
    // The messages below are about `N`, the last token read: its line is found only for them.
    // Each edge `U V C` takes at least six bytes, its separator included.
    let room = (sc.remaining_len() + 1) / 6;
    if n - 1 > room {
        return Err(Error::at_line(
            sc.token_line(),
            format!(
                "N {n} is too large (the rest of the input holds at most {room} of its \
                 N − 1 edges)"
            ),
        ));
    }
    *vertices_so_far += n;
    if *vertices_so_far > MAX_TOTAL_VERTICES {
        return Err(Error::at_line(
            sc.token_line(),
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
/// Ksen's), and the byte where its first token begins (for the line of a message).
fn read_edge(sc: &mut Scanner<'_>, n: usize) -> Result<(u32, u32, u32, usize), Error> {
    let n = n as u32;
    let u = sc.next_in("vertex", 1..=n)?;
    let start = sc.token_start();
    let v = sc.next_in("vertex", 1..=n)?;
    let colour = sc.next_in("colour", 0..=1)?;
    Ok((u, v, colour, start))
}

/// The union-find leader of `v`, halving the path on the way.
fn find(leader: &mut [u32], mut v: u32) -> u32 {
    while leader[v as usize] != v {
        leader[v as usize] = leader[leader[v as usize] as usize];
        v = leader[v as usize];
    }
    v
}
