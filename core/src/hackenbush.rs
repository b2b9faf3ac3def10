//! Green Hackenbush: the nim value of a rooted tree, and of any rooted graph.
//!
//! A picture is an undirected multigraph with one vertex on the ground (the root). A move cuts
//! one edge; every part no longer connected to the root falls away. Whoever cannot move
//! loses, and a sum of pictures is worth the nim-sum of their values. Two principles (Winning
//! Ways, ch. 7) give the values without searching:
//!
//! - **Colon principle** (trees): a vertex is worth the nim-sum, over its children `c`, of
//!   `value(c) + 1`. A leaf is worth 0; a path of `k` edges hanging from the root, `k`.
//! - **Fusion principle** (cycles): the vertices of any cycle may be merged into one vertex
//!   without changing the value; the cycle's edges become loops, each worth 1 like an edge to
//!   a leaf. So an odd cycle hanging at a vertex acts like one extra leaf edge there, and an
//!   even one (two parallel edges included) like nothing.
//!
//! Fusing every cycle merges each 2-edge-connected component into one vertex, whose edges all
//! become loops; what remains is a tree of bridges. For any graph, this module finds the
//! bridges with one iterative depth-first search over edge ids (so parallel edges count as the
//! 2-cycles they are) and applies the colon principle to the bridge tree in the same pass. For
//! a cactus (cycles sharing no edge) a breadth-first search does, marking the tree path each
//! other edge closes into a cycle: linear for a cactus, it also detects the first edge on two
//! cycles, and its memory accesses overlap far better on large pictures. No recursion: a path
//! of 10^6 edges runs on an ordinary stack.
//!
//! For play and search over small pictures (edge sets as bit masks): [`grounded_edges`], what
//! still stands after some cuts, and [`ground_parts`], the parts standing separately on the
//! ground. Blue-Red Hackenbush is in [`partizan::blue_red`](crate::partizan::blue_red), whose
//! picture search uses [`grounded_edges`]; Hackenbush on trees of all three colours, as
//! positions for the partizan solver, is in
//! [`partizan::rulesets::trees`](crate::partizan::rulesets::trees).

use super::graph::Csr;
use super::mex::Grundy;
use std::fmt;

/// Input a Hackenbush picture cannot have. Edge indices are 0-based positions in the edge
/// list given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HackenbushError {
    /// The root is not a vertex of the graph.
    RootOutOfRange {
        /// The root asked for.
        root: usize,
        /// The number of vertices.
        vertex_count: usize,
    },
    /// An edge names a vertex `>= vertex_count`.
    VertexOutOfRange {
        /// The offending edge.
        edge: usize,
        /// The vertex it named.
        vertex: u32,
        /// The number of vertices.
        vertex_count: usize,
    },
    /// The edge lies on two different cycles, against the promise that cycles share no edge.
    EdgeOnTwoCycles {
        /// An edge on two cycles.
        edge: usize,
    },
    /// Reaching `to` from `from` closes a cycle (or reaches `to` a second time): the graph
    /// given as a tree is not one.
    NotATree {
        /// The vertex whose neighbour list was being read.
        from: usize,
        /// The vertex reached again.
        to: usize,
    },
}

impl fmt::Display for HackenbushError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HackenbushError::RootOutOfRange { root, vertex_count } => {
                write!(f, "the root {root} is out of range 0..{vertex_count}")
            }
            HackenbushError::VertexOutOfRange {
                edge,
                vertex,
                vertex_count,
            } => write!(
                f,
                "edge {edge}: vertex {vertex} is out of range 0..{vertex_count}"
            ),
            HackenbushError::EdgeOnTwoCycles { edge } => {
                write!(f, "edge {edge} lies on two cycles")
            }
            HackenbushError::NotATree { from, to } => write!(
                f,
                "the edge {from}-{to} closes a cycle, so the graph is not a tree"
            ),
        }
    }
}

impl std::error::Error for HackenbushError {}

impl From<HackenbushError> for super::error::Error {
    fn from(e: HackenbushError) -> Self {
        super::error::Error::new(e.to_string())
    }
}

const NONE: u32 = u32::MAX;
const NEW: u8 = 0;
const OPEN: u8 = 1;
const DONE: u8 = 2;
/// A flag on top of the state, for [`Hackenbush::cactus_value`]: the vertex's parent edge lies
/// on a cycle, so it is no bridge.
const ON_CYCLE: u8 = 4;

/// Green Hackenbush values, with the adjacency and search buffers kept between calls so that
/// a multi-test program allocates only while they grow.
///
/// # Example
/// ```
/// use gamecore::hackenbush::Hackenbush;
/// let mut hb = Hackenbush::new();
/// // POJ 3710's sample: a single edge (1), and an edge with a triangle at its top (2).
/// let one = hb.cactus_value(2, &[(0, 1)], 0).unwrap();
/// let two = hb.cactus_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0).unwrap();
/// assert_eq!((one, two), (1, 2));
/// assert_ne!(one ^ two, 0); // the first player wins the sum
/// // Two parallel edges are a 2-cycle, worth nothing.
/// assert_eq!(hb.cactus_value(2, &[(0, 1), (1, 0)], 0).unwrap(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Hackenbush {
    /// Incidences of vertex v: `incidences[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    /// (other end, edge id); a loop is listed once.
    incidences: Vec<(u32, u32)>,
    /// The tree edge a vertex was entered by (NONE for the root).
    parent_edge: Vec<u32>,
    state: Vec<u8>,
    /// Back edges from v's subtree that pass over v's parent edge (starting − ending ones).
    cover: Vec<i64>,
    /// The nim-sum gathered at a vertex so far (for a finished vertex whose parent edge is a
    /// bridge: its value as the top of its fused component).
    value: Vec<Grundy>,
    /// The depth-first search: (vertex, next position in `incidences` to read).
    stack: Vec<(u32, u32)>,
    /// The breadth-first search of [`Hackenbush::cactus_value`]: its queue, and afterwards the
    /// vertices in the order they were reached; each vertex's parent and depth in its tree.
    order: Vec<u32>,
    parent: Vec<u32>,
    depth: Vec<u32>,
}

impl Hackenbush {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of a rooted tree by the colon principle.
    ///
    /// `tree` may store every edge in both directions ([`Undirected`](super::graph::Undirected)) or only from
    /// parent to child. Vertices not reachable from `root` are ignored (in the game they have
    /// already fallen).
    ///
    /// # Errors
    /// [`HackenbushError::RootOutOfRange`]; [`HackenbushError::NotATree`] if the part reachable
    /// from `root` has a cycle (two parallel edges included) or a vertex with two parents.
    ///
    /// # Example
    /// ```
    /// use gamecore::{graph::Undirected, hackenbush::Hackenbush};
    /// // 0 - 1 - 2 and 1 - 3: vertex 1 is worth 1 ^ 1 = 0, the root 0 + 1 = 1.
    /// let tree = Undirected::new(4, &[(0, 1), (1, 2), (1, 3)]).unwrap().into_csr();
    /// assert_eq!(Hackenbush::new().tree_value(&tree, 0).unwrap(), 1);
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time and O(V) space.
    pub fn tree_value(&mut self, tree: &Csr, root: usize) -> Result<Grundy, HackenbushError> {
        let n = tree.vertex_count();
        if root >= n {
            return Err(HackenbushError::RootOutOfRange {
                root,
                vertex_count: n,
            });
        }
        // Here parent_edge holds the parent vertex, and cover[v] = 1 once v has skipped the
        // (single) edge back to it.
        self.reset(n);
        self.state[root] = OPEN;
        self.stack.push((root as u32, 0));
        while let Some(top) = self.stack.last_mut() {
            let v = top.0 as usize;
            let neighbors = tree.neighbors(v);
            if let Some(&w) = neighbors.get(top.1 as usize) {
                top.1 += 1;
                let w = w as usize;
                if w as u32 == self.parent_edge[v] && self.cover[v] == 0 {
                    self.cover[v] = 1; // the edge back to the parent, seen once
                } else if self.state[w] == NEW {
                    self.state[w] = OPEN;
                    self.parent_edge[w] = v as u32;
                    self.stack.push((w as u32, 0));
                } else {
                    return Err(HackenbushError::NotATree { from: v, to: w });
                }
            } else {
                self.stack.pop();
                if let Some(&(parent, _)) = self.stack.last() {
                    self.value[parent as usize] ^= self.value[v] + 1;
                }
            }
        }
        Ok(self.value[root])
    }

    /// The value of any rooted picture: the undirected multigraph on `vertex_count` vertices
    /// with the given `edges` (loops and parallel edges allowed), rooted at `root`.
    ///
    /// Every 2-edge-connected component is fused into one vertex carrying its edges as loops
    /// (worth their number mod 2), then the colon principle runs over the bridges. Edges not
    /// connected to the root are ignored.
    ///
    /// # Constraints
    /// `edges.len() < 2^32 − 1`.
    ///
    /// # Panics
    /// If that constraint is broken.
    ///
    /// # Errors
    /// [`HackenbushError::RootOutOfRange`], [`HackenbushError::VertexOutOfRange`].
    ///
    /// # Example
    /// ```
    /// use gamecore::hackenbush::Hackenbush;
    /// let mut hb = Hackenbush::new();
    /// // Two triangles sharing the edge 1-2 (five edges, one block): 5 mod 2 = 1.
    /// let theta = [(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)];
    /// assert_eq!(hb.graph_value(4, &theta, 0).unwrap(), 1);
    /// // The same block on a stalk of one edge: 1 + 1 = 2.
    /// let stalk = [(4, 0), (0, 1), (1, 2), (2, 0), (1, 3), (3, 2)];
    /// assert_eq!(hb.graph_value(5, &stalk, 4).unwrap(), 2);
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn graph_value(
        &mut self,
        vertex_count: usize,
        edges: &[(u32, u32)],
        root: usize,
    ) -> Result<Grundy, HackenbushError> {
        self.run(vertex_count, edges, root)
    }

    /// [`Hackenbush::graph_value`] for pictures whose cycles share no edge (cacti), as
    /// POJ 3710 promises; a broken promise is reported rather than valued.
    ///
    /// Anything may hang from any vertex of a cycle, loops included (a loop is a cycle of
    /// length 1, worth 1); only an edge on two cycles is rejected. Parts not connected to the
    /// root are neither valued nor checked.
    ///
    /// # Errors
    /// As [`Hackenbush::graph_value`], plus [`HackenbushError::EdgeOnTwoCycles`] naming an
    /// edge that lies on two cycles.
    ///
    /// # Panics
    /// As [`Hackenbush::graph_value`].
    ///
    /// # Example
    /// ```
    /// use gamecore::hackenbush::{Hackenbush, HackenbushError};
    /// let mut hb = Hackenbush::new();
    /// // A triangle and a square hanging at the root, and a pendant edge on the triangle.
    /// let edges = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 5), (5, 0), (2, 6)];
    /// assert_eq!(hb.cactus_value(7, &edges, 0).unwrap(), 1 ^ 0 ^ 1);
    /// let theta = [(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)];
    /// assert!(matches!(
    ///     hb.cactus_value(4, &theta, 0),
    ///     Err(HackenbushError::EdgeOnTwoCycles { .. })
    /// ));
    /// ```
    ///
    /// # Complexity
    /// O(V + E) time and space.
    pub fn cactus_value(
        &mut self,
        vertex_count: usize,
        edges: &[(u32, u32)],
        root: usize,
    ) -> Result<Grundy, HackenbushError> {
        if root >= vertex_count {
            return Err(HackenbushError::RootOutOfRange { root, vertex_count });
        }
        self.build_incidences(vertex_count, edges)?;
        self.cactus_search(root)?;
        Ok(self.fuse_and_sum())
    }

    /// Whether the last computation that returned `Ok` reached `vertex` from the root, that is,
    /// whether `vertex` is in the part of the picture the game keeps (the root counts). Vertices
    /// out of range are not grounded. After an `Err` the answer is unspecified.
    ///
    /// A picture that must be connected can be checked with it, and the first edge that is
    /// not found: `edges.iter().position(|&(a, _)| !hb.is_grounded(a as usize))`.
    ///
    /// # Example
    /// ```
    /// use gamecore::hackenbush::Hackenbush;
    /// let mut hb = Hackenbush::new();
    /// // The edge 2-3 is not connected to the root 0: it is not part of the game.
    /// assert_eq!(hb.cactus_value(4, &[(0, 1), (2, 3)], 0), Ok(1));
    /// assert!(hb.is_grounded(0) && hb.is_grounded(1));
    /// assert!(!hb.is_grounded(2) && !hb.is_grounded(3) && !hb.is_grounded(4));
    /// ```
    ///
    /// # Complexity
    /// O(1).
    pub fn is_grounded(&self, vertex: usize) -> bool {
        matches!(self.state.get(vertex), Some(&state) if state != NEW)
    }

    fn reset(&mut self, n: usize) {
        self.parent_edge.clear();
        self.parent_edge.resize(n, NONE);
        self.state.clear();
        self.state.resize(n, NEW);
        self.cover.clear();
        self.cover.resize(n, 0);
        self.value.clear();
        self.value.resize(n, 0);
        self.stack.clear();
    }

    /// The incidences grouped by vertex, each vertex's in edge order, and `offsets` bounding
    /// the groups.
    fn build_incidences(&mut self, n: usize, edges: &[(u32, u32)]) -> Result<(), HackenbushError> {
        assert!(
            edges.len() < NONE as usize,
            "Hackenbush: at most 2^32 - 2 edges"
        );
        // Degrees first, then their running sums: `offsets[v]` is the end of v's group, and
        // filling the groups backwards leaves it at the start (`offsets[n]`, the total, stays).
        self.offsets.clear();
        self.offsets.resize(n + 1, 0);
        for (edge, &(a, b)) in edges.iter().enumerate() {
            for vertex in [a, b] {
                if vertex as usize >= n {
                    return Err(HackenbushError::VertexOutOfRange {
                        edge,
                        vertex,
                        vertex_count: n,
                    });
                }
            }
            self.offsets[a as usize] += 1;
            if a != b {
                self.offsets[b as usize] += 1;
            }
        }
        let mut end = 0;
        for offset in &mut self.offsets {
            end += *offset;
            *offset = end;
        }
        self.incidences.clear();
        self.incidences.resize(end as usize, (0, 0));
        for (edge, &(a, b)) in edges.iter().enumerate().rev() {
            let slot = &mut self.offsets[a as usize];
            *slot -= 1;
            self.incidences[*slot as usize] = (b, edge as u32);
            if a != b {
                let slot = &mut self.offsets[b as usize];
                *slot -= 1;
                self.incidences[*slot as usize] = (a, edge as u32);
            }
        }
        Ok(())
    }

    /// [`Hackenbush::graph_value`]: one depth-first search over edge ids counts, for every
    /// tree edge, the back edges passing over it (none: a bridge), and fuses as it returns.
    fn run(
        &mut self,
        n: usize,
        edges: &[(u32, u32)],
        root: usize,
    ) -> Result<Grundy, HackenbushError> {
        if root >= n {
            return Err(HackenbushError::RootOutOfRange {
                root,
                vertex_count: n,
            });
        }
        self.build_incidences(n, edges)?;
        self.reset(n);
        self.state[root] = OPEN;
        self.stack.push((root as u32, self.offsets[root]));
        while let Some(top) = self.stack.last_mut() {
            let v = top.0 as usize;
            if top.1 < self.offsets[v + 1] {
                let (w, edge) = self.incidences[top.1 as usize];
                top.1 += 1;
                let w = w as usize;
                if edge == self.parent_edge[v] {
                    continue;
                }
                match self.state[w] {
                    NEW => {
                        self.state[w] = OPEN;
                        self.parent_edge[w] = edge;
                        self.stack.push((w as u32, self.offsets[w]));
                    }
                    // An open vertex is an ancestor (or v itself, for a loop): a back edge,
                    // met first from its lower end. It joins the fused vertex as a loop.
                    OPEN => {
                        self.cover[v] += 1;
                        self.cover[w] -= 1;
                        self.value[v] ^= 1;
                    }
                    // A finished vertex is a descendant: the same back edge, seen from above.
                    _ => {}
                }
            } else {
                self.stack.pop();
                self.state[v] = DONE;
                let parent = match self.stack.last() {
                    Some(&(p, _)) => p as usize,
                    None => break,
                };
                let cover = self.cover[v];
                if cover == 0 {
                    // A bridge: v tops its own fused component, a child in the colon sum.
                    self.value[parent] ^= self.value[v] + 1;
                } else {
                    // On a cycle: v fuses into its parent, and the edge becomes a loop.
                    self.value[parent] ^= self.value[v] ^ 1;
                    self.cover[parent] += cover;
                }
            }
        }
        Ok(self.value[root])
    }

    /// The breadth-first search of [`Hackenbush::cactus_value`]: a tree of first discoveries,
    /// and for every other edge the tree path it closes into a cycle, marked edge by edge. In a
    /// cactus these fundamental cycles share no edge, so the marking takes `O(E)` in all; the
    /// first tree edge marked twice lies on two cycles (and if none is, the fundamental cycles
    /// are edge-disjoint, every cycle of the graph is one of them, and the graph is a cactus).
    ///
    /// Unlike a depth-first search, consecutive steps touch unrelated vertices, so their cache
    /// misses overlap instead of waiting for each other; the states checked for every edge are
    /// one byte per vertex, the array most likely to stay in cache.
    fn cactus_search(&mut self, root: usize) -> Result<(), HackenbushError> {
        let n = self.offsets.len() - 1;
        self.state.clear();
        self.state.resize(n, NEW);
        self.value.clear();
        self.value.resize(n, 0);
        self.parent.clear();
        self.parent.resize(n, NONE);
        self.parent_edge.clear();
        self.parent_edge.resize(n, NONE);
        self.depth.clear();
        self.depth.resize(n, 0);
        self.order.clear();
        self.order.push(root as u32);
        self.state[root] = OPEN;
        let mut head = 0;
        while let Some(&v) = self.order.get(head) {
            head += 1;
            let v = v as usize;
            // Keep the flag: the parent edge may have been marked while v waited in the queue.
            self.state[v] = self.state[v] & ON_CYCLE | DONE;
            let (start, end) = (self.offsets[v] as usize, self.offsets[v + 1] as usize);
            for i in start..end {
                let (w, edge) = self.incidences[i];
                let w = w as usize;
                match self.state[w] & !ON_CYCLE {
                    NEW => {
                        self.state[w] = OPEN;
                        self.parent[w] = v as u32;
                        self.parent_edge[w] = edge;
                        self.depth[w] = self.depth[v] + 1;
                        self.order.push(w as u32);
                    }
                    // Reached but not searched yet: this edge closes a cycle, and w will see it
                    // as done. A loop (w == v) is a cycle of its own, with no tree path.
                    OPEN => self.close_cycle(v, w)?,
                    _ if w == v => self.value[v] ^= 1,
                    // Searched already: w closed this cycle when it met v.
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Marks the tree path between `v` and `w` (the fundamental cycle of an edge `v`-`w`
    /// outside the tree) as lying on a cycle, and counts that edge as a loop at `v`.
    ///
    /// # Errors
    /// [`HackenbushError::EdgeOnTwoCycles`] if a tree edge of the path is on a cycle already.
    fn close_cycle(&mut self, v: usize, w: usize) -> Result<(), HackenbushError> {
        self.value[v] ^= 1;
        let (mut deeper, mut other) = (v, w);
        while deeper != other {
            if self.depth[deeper] < self.depth[other] {
                std::mem::swap(&mut deeper, &mut other);
            }
            if self.state[deeper] & ON_CYCLE != 0 {
                return Err(HackenbushError::EdgeOnTwoCycles {
                    edge: self.parent_edge[deeper] as usize,
                });
            }
            self.state[deeper] |= ON_CYCLE;
            deeper = self.parent[deeper] as usize;
        }
        Ok(())
    }

    /// After [`Hackenbush::cactus_search`], children before parents: a vertex whose parent
    /// edge is a bridge is a child in the colon sum, and one whose parent edge lies on a cycle
    /// fuses into its parent, the edge becoming a loop.
    fn fuse_and_sum(&mut self) -> Grundy {
        for &v in self.order[1..].iter().rev() {
            let v = v as usize;
            let value = self.value[v];
            self.value[self.parent[v] as usize] ^= if self.state[v] & ON_CYCLE != 0 {
                value ^ 1
            } else {
                value + 1
            };
        }
        self.value[self.order[0] as usize]
    }
}

/// The Green Hackenbush value of a rooted tree; see [`Hackenbush::tree_value`] (which keeps
/// its buffers between calls).
///
/// # Errors
/// As [`Hackenbush::tree_value`].
///
/// # Example
/// ```
/// use gamecore::{graph::Undirected, hackenbush::green_tree_value};
/// let path = Undirected::new(4, &[(2, 3), (0, 1), (1, 2)]).unwrap().into_csr();
/// assert_eq!(green_tree_value(&path, 0).unwrap(), 3); // a path of 3 edges
/// assert_eq!(green_tree_value(&path, 1).unwrap(), 1 ^ 2); // two stalks: 1 and 2 edges
/// ```
///
/// # Complexity
/// O(V + E).
pub fn green_tree_value(tree: &Csr, root: usize) -> Result<Grundy, HackenbushError> {
    Hackenbush::new().tree_value(tree, root)
}

/// The Green Hackenbush value of any rooted picture; see [`Hackenbush::graph_value`] (which
/// keeps its buffers between calls).
///
/// # Errors
/// As [`Hackenbush::graph_value`].
///
/// # Example
/// ```
/// use gamecore::hackenbush::green_graph_value;
/// assert_eq!(green_graph_value(3, &[(0, 1), (1, 2), (2, 0)], 0).unwrap(), 1); // triangle
/// assert_eq!(green_graph_value(1, &[(0, 0)], 0).unwrap(), 1); // a loop
/// ```
///
/// # Complexity
/// O(V + E).
pub fn green_graph_value(
    vertex_count: usize,
    edges: &[(u32, u32)],
    root: usize,
) -> Result<Grundy, HackenbushError> {
    Hackenbush::new().graph_value(vertex_count, edges, root)
}

/// The edges of `alive` (a bit mask over `edges`, edge i as bit i) still connected to `root`
/// through edges of `alive`: what stands after the edges outside `alive` are cut.
///
/// # Example
/// ```
/// use gamecore::hackenbush::grounded_edges;
/// // A stalk 0-1-2 with a triangle 2-3-4 on top; cutting 1-2 (edge 1) drops the rest.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 2)];
/// assert_eq!(grounded_edges(&edges, 0, 0b11111), 0b11111);
/// assert_eq!(grounded_edges(&edges, 0, 0b11101), 0b00001);
/// // Cutting one edge of the triangle keeps the others.
/// assert_eq!(grounded_edges(&edges, 0, 0b11011), 0b11011);
/// ```
///
/// # Constraints
/// At most 64 edges.
///
/// # Complexity
/// O(E · D) time, D the longest distance from the root in edges; O(V) memory, V the largest
/// vertex number.
pub fn grounded_edges(edges: &[(u32, u32)], root: usize, alive: u64) -> u64 {
    assert!(edges.len() <= 64, "grounded_edges: at most 64 edges");
    let top = edges
        .iter()
        .map(|&(a, b)| a.max(b) as usize)
        .max()
        .unwrap_or(0)
        .max(root);
    let mut reached = vec![false; top + 1];
    reached[root] = true;
    let mut kept = 0u64;
    loop {
        let before = kept;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if alive >> i & 1 == 1 && (reached[a as usize] || reached[b as usize]) {
                reached[a as usize] = true;
                reached[b as usize] = true;
                kept |= 1 << i;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// The parts of `alive` (a bit mask over `edges`) that stand separately on `root`: two edges
/// are in one part when a path of edges of `alive` joins them through vertices other than
/// `root`. Each part is a bit mask, in the order of their lowest edges. A picture is the sum of
/// its parts, so its value is the nim-sum of theirs.
///
/// # Example
/// ```
/// use gamecore::hackenbush::ground_parts;
/// // A stalk 0-1-2, a single edge 0-3 and a triangle 0-4-5, all on the ground 0.
/// let edges = [(0, 1), (1, 2), (0, 3), (0, 4), (4, 5), (5, 0)];
/// assert_eq!(ground_parts(&edges, 0, 0b11_1111), [0b00_0011, 0b00_0100, 0b11_1000]);
/// // Without edge 4-5 the triangle falls apart into two edges on the ground.
/// assert_eq!(ground_parts(&edges, 0, 0b10_1111), [0b00_0011, 0b00_0100, 0b00_1000, 0b10_0000]);
/// ```
///
/// # Constraints
/// At most 64 edges.
///
/// # Complexity
/// O(E · (D + 1)) time per part, D its longest distance in edges from its first edge; O(V)
/// memory, V the largest vertex number.
pub fn ground_parts(edges: &[(u32, u32)], root: usize, alive: u64) -> Vec<u64> {
    assert!(edges.len() <= 64, "ground_parts: at most 64 edges");
    let top = edges
        .iter()
        .map(|&(a, b)| a.max(b) as usize)
        .max()
        .unwrap_or(0)
        .max(root);
    let all = if edges.len() == 64 {
        u64::MAX
    } else {
        (1u64 << edges.len()) - 1
    };
    let mut left = alive & all;
    let mut parts = Vec::new();
    let mut reached = vec![false; top + 1];
    while left != 0 {
        reached.fill(false);
        let first = left.trailing_zeros() as usize;
        let mut part = 0u64;
        let grow = |i: usize, part: &mut u64, reached: &mut [bool]| {
            let (a, b) = edges[i];
            *part |= 1 << i;
            for v in [a as usize, b as usize] {
                reached[v] = v != root;
            }
        };
        grow(first, &mut part, &mut reached);
        loop {
            let before = part;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if left >> i & 1 == 1 && (reached[a as usize] || reached[b as usize]) {
                    grow(i, &mut part, &mut reached);
                }
            }
            if part == before {
                break;
            }
        }
        parts.push(part);
        left &= !part;
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::{green_graph_value, green_tree_value, ground_parts, Hackenbush, HackenbushError};
    use crate::graph::{Csr, Undirected};
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// The edges (as a bit mask) still connected to the root once the edges outside `alive`
    /// are gone.
    fn grounded(edges: &[(u32, u32)], root: usize, alive: u32) -> u32 {
        let mut reached = [false; 64];
        reached[root] = true;
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if alive >> i & 1 == 1 && (reached[a as usize] || reached[b as usize]) {
                    reached[a as usize] = true;
                    reached[b as usize] = true;
                    kept |= 1 << i;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Green Hackenbush played by the rules: cut any remaining edge, drop whatever lost touch
    /// with the root, Grundy value by mex over the cuts. Memoised over edge subsets.
    fn naive_value(edges: &[(u32, u32)], root: usize) -> u32 {
        fn grundy(edges: &[(u32, u32)], root: usize, alive: u32, memo: &mut [u32]) -> u32 {
            if memo[alive as usize] != u32::MAX {
                return memo[alive as usize];
            }
            let mut seen = Vec::new();
            for i in 0..edges.len() {
                if alive >> i & 1 == 1 {
                    let next = grounded(edges, root, alive & !(1 << i));
                    seen.push(grundy(edges, root, next, memo));
                }
            }
            let g = (0..=u32::MAX).find(|g| !seen.contains(g)).unwrap();
            memo[alive as usize] = g;
            g
        }
        assert!(edges.len() <= 16);
        let mut memo = vec![u32::MAX; 1 << edges.len()];
        let start = grounded(edges, root, (1u32 << edges.len()) - 1);
        grundy(edges, root, start, &mut memo)
    }

    /// For each edge, the number of simple cycles through it, by trying every edge subset:
    /// a subset is a simple cycle iff it is connected and every vertex it touches has degree
    /// 2 in it (a loop counting 2).
    fn naive_cycle_counts(edges: &[(u32, u32)], n: usize) -> Vec<usize> {
        let mut counts = vec![0; edges.len()];
        for subset in 1u32..1 << edges.len() {
            let mut degree = vec![0; n];
            for (i, &(a, b)) in edges.iter().enumerate() {
                if subset >> i & 1 == 1 {
                    degree[a as usize] += 1;
                    degree[b as usize] += 1;
                }
            }
            if degree.iter().any(|&d| d != 0 && d != 2) {
                continue;
            }
            let start = edges[subset.trailing_zeros() as usize].0 as usize;
            if grounded(edges, start, subset) != subset {
                continue;
            }
            for (i, count) in counts.iter_mut().enumerate() {
                *count += (subset >> i & 1) as usize;
            }
        }
        counts
    }

    /// A random picture in which cycles share no edge: stalks and cycles of length 1 (loop)
    /// to 5 (2 = two parallel edges) hung one by one from random vertices, then the labels,
    /// the edge order and the edge directions shuffled. Returns (vertex count, edges, root).
    fn random_cactus(rng: &mut ChaCha8Rng, max_edges: usize) -> (usize, Vec<(u32, u32)>, usize) {
        let mut n = 1usize;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let target = rng.gen_range(0..=max_edges);
        while edges.len() < target {
            let at = rng.gen_range(0..n) as u32;
            let len = rng.gen_range(0..=5usize).min(target - edges.len());
            if len == 0 {
                edges.push((at, n as u32));
                n += 1;
            } else {
                // A cycle at `at` through len − 1 new vertices.
                let mut previous = at;
                for _ in 0..len - 1 {
                    edges.push((previous, n as u32));
                    previous = n as u32;
                    n += 1;
                }
                edges.push((previous, at));
            }
        }
        shuffle_labels(rng, n, edges, 0)
    }

    fn shuffle_labels(
        rng: &mut ChaCha8Rng,
        n: usize,
        mut edges: Vec<(u32, u32)>,
        root: usize,
    ) -> (usize, Vec<(u32, u32)>, usize) {
        let mut label: Vec<u32> = (0..n as u32).collect();
        label.shuffle(rng);
        edges.shuffle(rng);
        for e in &mut edges {
            *e = (label[e.0 as usize], label[e.1 as usize]);
            if rng.gen_bool(0.5) {
                *e = (e.1, e.0);
            }
        }
        (n, edges, label[root] as usize)
    }

    #[test]
    fn compare_with_naive_cactus() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut hb = Hackenbush::new();
        for _ in 0..300 {
            let (n, edges, root) = random_cactus(&mut rng, 12);
            let expected = naive_value(&edges, root);
            let context = format!("n={n} root={root} edges={edges:?}");
            assert_eq!(hb.cactus_value(n, &edges, root), Ok(expected), "{context}");
            assert_eq!(hb.graph_value(n, &edges, root), Ok(expected), "{context}");
        }
    }

    #[test]
    fn compare_with_naive_any_graph() {
        // Random multigraphs: blocks of any shape, loops, parallel edges, parts cut off from
        // the root. graph_value must match the game; cactus_value must match it on cacti and
        // name an edge on two cycles otherwise.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut hb = Hackenbush::new();
        let mut rejected = 0;
        for _ in 0..300 {
            let n = rng.gen_range(1..=7);
            let edges: Vec<(u32, u32)> = (0..rng.gen_range(0..=11))
                .map(|_| (rng.gen_range(0..n) as u32, rng.gen_range(0..n) as u32))
                .collect();
            let root = rng.gen_range(0..n);
            let context = format!("n={n} root={root} edges={edges:?}");
            let expected = naive_value(&edges, root);
            assert_eq!(hb.graph_value(n, &edges, root), Ok(expected), "{context}");
            let reachable = grounded(&edges, root, (1 << edges.len()) - 1);
            for v in 0..n {
                let touched = (0..edges.len()).any(|i| {
                    reachable >> i & 1 == 1
                        && (edges[i].0 as usize == v || edges[i].1 as usize == v)
                });
                assert_eq!(
                    hb.is_grounded(v),
                    v == root || touched,
                    "vertex {v}: {context}"
                );
            }
            let counts = naive_cycle_counts(&edges, n);
            let is_cactus = (0..edges.len()).all(|i| reachable >> i & 1 == 0 || counts[i] <= 1);
            match hb.cactus_value(n, &edges, root) {
                Ok(value) => {
                    assert!(is_cactus, "missed an edge on two cycles: {context}");
                    assert_eq!(value, expected, "{context}");
                }
                Err(HackenbushError::EdgeOnTwoCycles { edge }) => {
                    rejected += 1;
                    assert!(counts[edge] >= 2, "edge {edge} is on one cycle: {context}");
                    assert!(reachable >> edge & 1 == 1, "{context}");
                }
                Err(e) => panic!("{e}: {context}"),
            }
        }
        assert!(rejected > 30, "too few non-cacti drawn: {rejected}");
    }

    #[test]
    fn trees_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut hb = Hackenbush::new();
        for _ in 0..250 {
            let n = rng.gen_range(1..=13);
            let tree: Vec<(u32, u32)> = (1..n)
                .map(|v| (rng.gen_range(0..v) as u32, v as u32))
                .collect();
            let (n, edges, root) = shuffle_labels(&mut rng, n, tree, 0);
            let expected = naive_value(&edges, root);
            let context = format!("n={n} root={root} edges={edges:?}");
            let both_ways = Undirected::new(n, &edges).unwrap().into_csr();
            assert_eq!(hb.tree_value(&both_ways, root), Ok(expected), "{context}");
            assert!((0..n).all(|v| hb.is_grounded(v)), "{context}");
            // Any other root gives the value of the same tree hung differently.
            let other = rng.gen_range(0..n);
            assert_eq!(
                hb.tree_value(&both_ways, other),
                Ok(naive_value(&edges, other)),
                "root {other}: {context}"
            );
        }
    }

    // Values from the colon and fusion principles as stated in Berlekamp–Conway–Guy, Winning
    // Ways, vol. 1, ch. 7, worked by hand; the last two are POJ 3710's sample pictures.
    #[rstest]
    #[case::bare_root(1, &[], 0)]
    #[case::one_edge(2, &[(0, 1)], 1)]
    #[case::path_of_five(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)], 5)]
    #[case::star_of_three(4, &[(0, 1), (0, 2), (0, 3)], 1)]
    #[case::star_of_four(5, &[(0, 1), (0, 2), (0, 3), (0, 4)], 0)]
    #[case::fork_on_stalk(4, &[(0, 1), (1, 2), (1, 3)], 1)]
    #[case::stalks_two_and_three(6, &[(0, 1), (1, 2), (0, 3), (3, 4), (4, 5)], 2 ^ 3)]
    #[case::loop_at_root(1, &[(0, 0)], 1)]
    #[case::two_cycle(2, &[(0, 1), (0, 1)], 0)]
    #[case::triangle(3, &[(0, 1), (1, 2), (2, 0)], 1)]
    #[case::square(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0)]
    #[case::pentagon(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)], 1)]
    #[case::lollipop(4, &[(0, 1), (1, 2), (2, 3), (3, 1)], 2)]
    #[case::square_lollipop(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)], 1)]
    // Fused, the triangle is one vertex with 3 loops (1) and a pendant edge (1): 1 ^ 1 = 0.
    #[case::triangle_with_tail(4, &[(0, 1), (1, 2), (2, 0), (2, 3)], 0)]
    #[case::loop_on_stalk(2, &[(0, 1), (1, 1)], 2)]
    #[case::triangle_and_square(6, &[(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 5), (5, 0)], 1)]
    #[case::poj_single_edge(2, &[(0, 1)], 1)]
    #[case::poj_triangle_on_edge(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 2)]
    fn known_values(#[case] n: usize, #[case] edges: &[(u32, u32)], #[case] value: u32) {
        assert_eq!(green_graph_value(n, edges, 0), Ok(value));
        assert_eq!(Hackenbush::new().cactus_value(n, edges, 0), Ok(value));
        assert_eq!(naive_value(edges, 0), value);
    }

    #[test]
    fn bad_input_is_reported() {
        let mut hb = Hackenbush::new();
        assert_eq!(
            hb.graph_value(3, &[(0, 1), (1, 3)], 0),
            Err(HackenbushError::VertexOutOfRange {
                edge: 1,
                vertex: 3,
                vertex_count: 3
            })
        );
        assert_eq!(
            hb.cactus_value(3, &[], 3),
            Err(HackenbushError::RootOutOfRange {
                root: 3,
                vertex_count: 3
            })
        );
        // Two triangles sharing edge 1 (vertices 1-2): the search is deterministic, and the
        // edge it names must lie on two cycles.
        let theta = [(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)];
        let err = hb.cactus_value(4, &theta, 0).unwrap_err();
        match err {
            HackenbushError::EdgeOnTwoCycles { edge } => {
                assert!(naive_cycle_counts(&theta, 4)[edge] >= 2);
                assert_eq!(err.to_string(), format!("edge {edge} lies on two cycles"));
            }
            other => panic!("{other}"),
        }
        let converted: crate::error::Error = err.into();
        assert!(converted.message().ends_with("lies on two cycles"));
        // A tree with a cycle, and with a doubled edge.
        let triangle = Undirected::new(3, &[(0, 1), (1, 2), (2, 0)])
            .unwrap()
            .into_csr();
        assert!(matches!(
            green_tree_value(&triangle, 0),
            Err(HackenbushError::NotATree { .. })
        ));
        let doubled = Undirected::new(2, &[(0, 1), (0, 1)]).unwrap().into_csr();
        assert!(matches!(
            green_tree_value(&doubled, 0),
            Err(HackenbushError::NotATree { .. })
        ));
        assert!(matches!(
            green_tree_value(&doubled, 2),
            Err(HackenbushError::RootOutOfRange { .. })
        ));
        // The buffers recover after errors.
        assert_eq!(hb.cactus_value(2, &[(0, 1)], 0), Ok(1));
    }

    #[test]
    fn parent_to_child_lists_are_trees_too() {
        let children = Csr::from_edges(5, &[(0, 1), (1, 2), (0, 3), (3, 4)]).unwrap();
        assert_eq!(green_tree_value(&children, 0), Ok(2 ^ 2));
        // Unreachable vertices are ignored.
        assert_eq!(green_tree_value(&children, 3), Ok(1));
        let mut hb = Hackenbush::new();
        assert_eq!(hb.tree_value(&children, 3), Ok(1));
        let grounded: Vec<bool> = (0..5).map(|v| hb.is_grounded(v)).collect();
        assert_eq!(grounded, [false, false, false, true, true]);
    }

    #[test]
    fn deep_path() {
        // 10^6 vertices in a line, rooted at one end: value 10^6 − 1, on the test thread's
        // ordinary stack (a recursive search would overflow it).
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let started = std::time::Instant::now();
        let mut hb = Hackenbush::new();
        assert_eq!(hb.graph_value(n as usize, &edges, 0), Ok(n - 1));
        assert_eq!(hb.cactus_value(n as usize, &edges, 0), Ok(n - 1));
        let tree = Undirected::new(n as usize, &edges).unwrap().into_csr();
        assert_eq!(hb.tree_value(&tree, 0), Ok(n - 1));
        // Rooted in the middle: two stalks of n/2 and n/2 − 1 edges.
        let middle = n / 2;
        assert_eq!(
            hb.tree_value(&tree, middle as usize),
            Ok(middle ^ (n - 1 - middle))
        );
        eprintln!("deep_path: {:?}", started.elapsed());
    }

    #[test]
    fn deep_random_cactus() {
        // 10^6 vertices: stalks and small cycles hung mostly from the newest vertices, so the
        // search runs about as deep as the picture is large. The expected value comes from the
        // construction (fuse each cycle into the vertex it hangs from, then sum stalks bottom
        // up), not from a search.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let n_target = 1_000_000usize;
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(n_target + n_target / 4);
        // fused[v]: the vertex v was merged into; stalk_parent[v]: where v's stalk hangs.
        let mut fused: Vec<u32> = vec![0];
        let mut stalk_parent: Vec<u32> = vec![u32::MAX];
        let mut loops_parity: Vec<u32> = vec![0];
        while fused.len() < n_target {
            let n = fused.len();
            let at = if rng.gen_bool(0.9) {
                n - 1 - rng.gen_range(0..n.min(3))
            } else {
                rng.gen_range(0..n)
            };
            let top = fused[at];
            let len = rng.gen_range(0..=4usize);
            if len == 0 {
                edges.push((at as u32, n as u32));
                fused.push(n as u32);
                stalk_parent.push(top);
                loops_parity.push(0);
            } else {
                let mut previous = at as u32;
                for _ in 0..len - 1 {
                    let v = fused.len() as u32;
                    edges.push((previous, v));
                    fused.push(top);
                    stalk_parent.push(u32::MAX);
                    loops_parity.push(0);
                    previous = v;
                }
                edges.push((previous, at as u32));
                loops_parity[top as usize] ^= (len % 2) as u32;
            }
        }
        let n = fused.len();
        // Children always come after their parents, so one backward sweep finishes them.
        let mut value = loops_parity;
        for v in (1..n).rev() {
            if stalk_parent[v] != u32::MAX {
                value[stalk_parent[v] as usize] ^= value[v] + 1;
            }
        }
        let started = std::time::Instant::now();
        let mut hb = Hackenbush::new();
        assert_eq!(hb.cactus_value(n, &edges, 0), Ok(value[0]));
        assert_eq!(hb.graph_value(n, &edges, 0), Ok(value[0]));
        eprintln!(
            "deep_random_cactus: {n} vertices, {} edges, {:?}",
            edges.len(),
            started.elapsed()
        );
    }

    #[test]
    fn grounded_edges_agrees_with_the_reference_flood_fill() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..500 {
            let n: u32 = rng.gen_range(1..8);
            let count = rng.gen_range(0..12);
            let edges: Vec<(u32, u32)> = (0..count)
                .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
                .collect();
            let alive: u32 = rng.gen_range(0..1u32 << count);
            assert_eq!(
                super::grounded_edges(&edges, 0, u64::from(alive)),
                u64::from(grounded(&edges, 0, alive)),
                "{edges:?} {alive:b}"
            );
        }
    }

    /// `ground_parts` against union–find over pairs of edges that share a vertex other than the
    /// root, and the parts' values against the whole picture's, both from the rules: a picture
    /// grounded at the root is worth the nim-sum of its parts.
    #[test]
    fn ground_parts_are_the_components_off_the_root_and_their_values_add() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let n: u32 = rng.gen_range(1..8);
            let count = rng.gen_range(0..11);
            let edges: Vec<(u32, u32)> = (0..count)
                .map(|_| (rng.gen_range(0..n), rng.gen_range(0..n)))
                .collect();
            let root = rng.gen_range(0..n) as usize;
            let alive: u32 = rng.gen_range(0..1u32 << count);
            let context = format!("edges={edges:?} root={root} alive={alive:b}");
            let mut label: Vec<usize> = (0..count).collect();
            let find = |label: &[usize], mut i: usize| {
                while label[i] != i {
                    i = label[i];
                }
                i
            };
            for i in 0..count {
                for j in 0..i {
                    let (a, b) = edges[i];
                    let shared = [edges[j].0, edges[j].1]
                        .iter()
                        .any(|&v| v as usize != root && (v == a || v == b));
                    if alive >> i & 1 == 1 && alive >> j & 1 == 1 && shared {
                        let (ri, rj) = (find(&label, i), find(&label, j));
                        label[ri.max(rj)] = ri.min(rj);
                    }
                }
            }
            let mut expected: Vec<u64> = Vec::new();
            for i in (0..count).filter(|&i| alive >> i & 1 == 1) {
                let r = find(&label, i);
                let mask: u64 = (0..count)
                    .filter(|&j| alive >> j & 1 == 1 && find(&label, j) == r)
                    .map(|j| 1u64 << j)
                    .sum();
                if !expected.contains(&mask) {
                    expected.push(mask);
                }
            }
            let parts = ground_parts(&edges, root, u64::from(alive));
            assert_eq!(parts, expected, "{context}");
            let picture = |mask: u64| -> Vec<(u32, u32)> {
                (0..count)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| edges[i])
                    .collect()
            };
            let sum = parts
                .iter()
                .fold(0, |x, &part| x ^ naive_value(&picture(part), root));
            assert_eq!(
                sum,
                naive_value(&picture(u64::from(alive)), root),
                "{context}"
            );
        }
    }
}
