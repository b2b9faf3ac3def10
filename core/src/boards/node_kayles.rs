//! Node Kayles: players take turns choosing a vertex of a graph; it and its neighbours are
//! removed; who cannot choose loses. A position is the set of vertices left (at most 64, as
//! bits); its components are the connected parts of the graph they induce. A component of at
//! most [`RELABELED`] vertices is keyed by the graph it induces with its vertices numbered in
//! increasing order (so copies of one graph elsewhere in the graph, a path's sub-paths of one
//! length say, share their table entries); a larger one by the least image of its vertex set
//! under the graph's automorphisms ([`super::automorphisms`], up to [`MOST_SYMMETRIES`] of
//! them besides the identity): on grid graphs, whose four or eight symmetries are all kept,
//! this searches 2.7–6.3 times fewer components (5×11 to 8×8), on the hypercube Q6 (63 of its
//! 46,080 kept) 8.6 times fewer, and takes 2.6–6.9 times less CPU.
//!
//! A symmetry that is its own inverse also settles components by the mirror strategy
//! ([`super::mirror`]): a component it maps onto itself, none of whose vertices it fixes or
//! maps to a neighbour, is worth 0 (the second player answers each move by its image); one
//! where such vertices exist but all lie next to a vertex it fixes is not 0 (the first player
//! takes that vertex, then mirrors). The graph's own mirror, when [`super::mirror::mirror`]
//! finds one for a connected part the automorphisms kept lack (Q6's antipodal map), is added
//! to them, so an even grid graph or a hypercube is 0 without a search.
//!
//! The keys are numbered densely (a vertex set below 2^n, a relabeled graph of k vertices
//! above it in a range of its own: [`NodeKayles::dense_width`]), so that a table keeps an entry
//! in one word ([`super::dense`]) on graphs of at most 63 vertices.
//!
//! On a path Node Kayles is Dawson's game, the octal game 0.137.
//!
//! # Example
//! ```
//! use gamecore::boards::{node_kayles::NodeKayles, Solver};
//! // A star with three leaves: the centre takes everything.
//! let star = NodeKayles::new(4, &[(0, 1), (0, 2), (0, 3)]).unwrap();
//! let all = star.start();
//! let mut solver = Solver::new(star, 1 << 16);
//! assert_eq!(solver.value(all), 1); // every move leaves nothing or two lone leaves: 0
//! ```
//!
//! # Constraints
//! At most 64 vertices; an edge joins two different vertices below `n`.
//!
//! # Complexity
//! Splitting O(n) word operations; options O(n).

use super::automorphisms::automorphisms;
use super::dense::DENSE_TAG;
use super::isomorphism::{find_isomorphism, invariant};
use super::mirror::mirror;
use super::{BoardError, Key, Known, PartShape, Ruleset, Solver, Stopped};

/// The image of the vertex set `set` under `image`.
fn image_of(set: u64, image: &[u8; 64]) -> u64 {
    let mut rest = set;
    let mut out = 0;
    while rest != 0 {
        out |= 1 << image[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    out
}

/// The vertices of a set, lowest first.
fn bits(mut set: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let v = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        (v < 64).then(|| v)
    })
}

/// The most vertices of a component keyed by the graph it induces (its adjacency's upper
/// triangle, 55 bits, fits the key).
pub const RELABELED: u32 = 11;

/// The most automorphisms besides the identity a graph keeps for its keys
/// ([`super::automorphisms`]): each costs a pass over a large component's vertices per key
/// (on Q6, 15 kept searched 2.1 M components, 63 1.2 M, 127 0.8 M).
pub const MOST_SYMMETRIES: usize = 63;

/// The steps the search for automorphisms may take (a few milliseconds at most).
const SYMMETRY_BUDGET: u64 = 1 << 18;

/// How many unpaired parts of its kind (the same [`invariant`]) a part is compared with, at
/// most, to find its twin ([`NodeKayles::is_copied`]).
pub const TWIN_TRIES: usize = 8;

/// What a symmetry that is its own inverse cannot mirror: the vertices it fixes (`fixed`) and
/// those it fixes or maps to a neighbour (`unmirrored`).
#[derive(Clone, Copy, Debug)]
struct Involution {
    fixed: u64,
    unmirrored: u64,
}

/// A graph for Node Kayles: each vertex's closed neighbourhood as a bit set, and some of its
/// automorphisms (for graphs of more than [`RELABELED`] vertices), with what those that are
/// their own inverses cannot mirror (`None` for the others).
#[derive(Clone, Debug)]
pub struct NodeKayles {
    closed: Vec<u64>,
    symmetries: Vec<[u8; 64]>,
    involutions: Vec<Option<Involution>>,
    dense_bits: Option<u32>,
}

impl NodeKayles {
    /// The graph on vertices `0..n` with the given edges (repeated edges are harmless).
    ///
    /// # Errors
    /// More than 64 vertices, an edge to a vertex ≥ `n`, or a loop.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Result<Self, BoardError> {
        if n > 64 {
            return Err(BoardError(format!(
                "{n} vertices: the solver takes at most 64"
            )));
        }
        let mut closed: Vec<u64> = (0..n).map(|v| 1 << v).collect();
        for (i, &(u, v)) in edges.iter().enumerate() {
            if u >= n || v >= n {
                return Err(BoardError(format!(
                    "edge {}: vertex {} is not below {n}",
                    i + 1,
                    u.max(v)
                )));
            }
            if u == v {
                return Err(BoardError(format!("edge {}: a loop at vertex {u}", i + 1)));
            }
            closed[u] |= 1 << v;
            closed[v] |= 1 << u;
        }
        let mut graph = NodeKayles {
            closed,
            symmetries: Vec::new(),
            involutions: Vec::new(),
            dense_bits: Self::dense_width(n),
        };
        // A smaller graph keys every component by the graph it induces: no need.
        if n > RELABELED as usize {
            graph.symmetries = automorphisms(&graph.closed, MOST_SYMMETRIES, SYMMETRY_BUDGET);
            graph.add_mirrors();
        }
        graph.involutions = graph
            .symmetries
            .iter()
            .map(|image| graph.involution(image))
            .collect();
        Ok(graph)
    }

    /// The width of the dense numbering of a graph of `n` vertices' keys, `None` past 64 bits
    /// (64 vertices). A component of more than [`RELABELED`] vertices is numbered by its
    /// vertex set, below 2^n; one of k vertices by 2^n + 2^(k(k − 1)/2) + the upper triangle
    /// of its adjacency (k(k − 1)/2 bits): each k has a range of its own, the largest
    /// (k = 11) ending at 2^n + 2^56. On a graph of at most [`RELABELED`] vertices every
    /// component is relabeled, and the ranges start at 0. An entry keeps at most 47 of a key's
    /// bits beside its bucket's, so a table for a graph of 58 to 63 vertices starts at 128 KiB
    /// to 8 MiB, not 64 KiB ([`super::dense::DenseKeys::least_buckets`]).
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::node_kayles::NodeKayles;
    /// assert_eq!(NodeKayles::dense_width(5), Some(11)); // k ≤ 5: below 2^(10 + 1)
    /// assert_eq!(NodeKayles::dense_width(30), Some(57)); // 2^30 + 2^56
    /// assert_eq!(NodeKayles::dense_width(60), Some(61)); // 2^60 + 2^56
    /// assert_eq!(NodeKayles::dense_width(64), None);
    /// ```
    pub fn dense_width(n: usize) -> Option<u32> {
        let n = n as u32;
        if n <= RELABELED {
            return Some(n * n.saturating_sub(1) / 2 + 1);
        }
        let top = RELABELED * (RELABELED - 1) / 2 + 1;
        let width = n.max(top) + 1;
        if width <= 64 {
            Some(width)
        } else {
            None
        }
    }

    /// The base of the relabeled components' ranges: 2^n, or 0 on a graph every component of
    /// which is relabeled.
    fn relabeled_base(&self) -> u64 {
        let n = self.closed.len() as u32;
        if n <= RELABELED {
            0
        } else {
            1 << n
        }
    }

    /// Adds to `out` the connected parts of the graph the vertices of `pos` induce.
    fn components(&self, pos: u64, out: &mut Vec<u64>) {
        let mut rest = pos;
        while rest != 0 {
            let mut part = 0;
            let mut frontier = rest & rest.wrapping_neg();
            while frontier != 0 {
                part |= frontier;
                let mut grown = 0;
                let mut f = frontier;
                while f != 0 {
                    grown |= self.closed[f.trailing_zeros() as usize];
                    f &= f - 1;
                }
                frontier = grown & pos & !part;
            }
            out.push(part);
            rest &= !part;
        }
    }

    /// Adds to the symmetries the mirror of each connected part of more than [`RELABELED`]
    /// vertices (the identity elsewhere) that [`mirror`] finds and none kept already is.
    fn add_mirrors(&mut self) {
        let mut parts = Vec::new();
        self.components(self.start(), &mut parts);
        for part in parts {
            let vertices: Vec<u32> = bits(part).collect();
            if vertices.len() <= RELABELED as usize || vertices.len() % 2 == 1 {
                continue;
            }
            let already = self.symmetries.iter().any(|image| {
                self.involution(image)
                    .map_or(false, |i| i.unmirrored & part == 0)
                    && image_of(part, image) == part
            });
            if already {
                continue;
            }
            let local = |v: u32| vertices.binary_search(&v).expect("in the part") as u32;
            let lists: Vec<Vec<u32>> = vertices
                .iter()
                .map(|&v| {
                    bits(self.closed[v as usize] & !(1 << v))
                        .map(local)
                        .collect()
                })
                .collect();
            let edges: usize = lists.iter().map(Vec::len).sum::<usize>() / 2;
            let budget = 64 * (vertices.len() + edges) as u64 + (1 << 16);
            if let Some(pairing) = mirror(&lists, budget) {
                let mut image = [0u8; 64];
                for (v, slot) in image.iter_mut().enumerate() {
                    *slot = v as u8;
                }
                for (from, to) in pairing.into_iter().enumerate() {
                    image[vertices[from] as usize] = vertices[to as usize] as u8;
                }
                self.symmetries.push(image);
            }
        }
    }

    /// What the automorphism `image` cannot mirror, if it is its own inverse.
    fn involution(&self, image: &[u8; 64]) -> Option<Involution> {
        let n = self.closed.len();
        let mut fixed = 0;
        let mut unmirrored = 0;
        for v in 0..n {
            let u = image[v] as usize;
            if image[u] as usize != v {
                return None;
            }
            if u == v {
                fixed |= 1 << v;
            }
            if self.closed[v] >> u & 1 == 1 {
                unmirrored |= 1 << v;
            }
        }
        Some(Involution { fixed, unmirrored })
    }

    /// What the mirror strategy tells of `part`, a component the involution `i` maps onto
    /// itself: 0 when it can mirror every vertex; not 0 when the vertices it cannot all lie
    /// in the closed neighbourhood of one it fixes (choosing that one leaves a position it
    /// mirrors whole, since the neighbourhood maps onto itself).
    fn mirrored(&self, part: u64, i: Involution) -> Known {
        let unmirrored = part & i.unmirrored;
        if unmirrored == 0 {
            return Known {
                value: Some(0),
                not: 0,
            };
        }
        let centre = bits(unmirrored & i.fixed).any(|v| unmirrored & !self.closed[v as usize] == 0);
        Known {
            value: None,
            not: u32::from(centre),
        }
    }

    /// The automorphisms (besides the identity) that key a large component by the least of
    /// its images: all of the graph's when it has at most [`MOST_SYMMETRIES`] + 1, else
    /// [`MOST_SYMMETRIES`] of them and the mirrors of its parts that those lack.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::node_kayles::NodeKayles;
    /// // A 3×4 grid graph: its four symmetries are those of the rectangle.
    /// let mut edges = Vec::new();
    /// for r in 0..3 {
    ///     for c in 0..4 {
    ///         if c < 3 { edges.push((4 * r + c, 4 * r + c + 1)); }
    ///         if r < 2 { edges.push((4 * r + c, 4 * r + c + 4)); }
    ///     }
    /// }
    /// assert_eq!(NodeKayles::new(12, &edges).unwrap().symmetries().len(), 3);
    /// ```
    #[must_use]
    pub fn symmetries(&self) -> &[[u8; 64]] {
        &self.symmetries
    }

    /// The same graph keyed without its symmetries (every large component by its vertex
    /// set, and no mirror strategy): a second computation for tests and timings.
    #[must_use]
    pub fn without_symmetries(mut self) -> Self {
        self.symmetries.clear();
        self.involutions.clear();
        self
    }

    /// Whether one of the [`NodeKayles::symmetries`] mirrors the position `pos` whole (a
    /// symmetry that is its own inverse, maps `pos` onto itself, and maps none of its vertices
    /// to itself or to a neighbour): then `pos` is worth 0, the second player answering each
    /// move by its image. Only graphs of more than [`RELABELED`] vertices keep symmetries.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::{families, node_kayles::NodeKayles};
    /// let grid = NodeKayles::new(16, &families::grid(4, 4)).unwrap();
    /// assert!(grid.is_mirrored(grid.start())); // the half-turn
    /// let odd = NodeKayles::new(15, &families::grid(3, 5)).unwrap();
    /// assert!(!odd.is_mirrored(odd.start())); // the centre is its own image
    /// ```
    #[must_use]
    pub fn is_mirrored(&self, pos: u64) -> bool {
        self.symmetries
            .iter()
            .zip(&self.involutions)
            .any(|(image, involution)| {
                involution.map_or(false, |i| pos & i.unmirrored == 0) && image_of(pos, image) == pos
            })
    }

    /// Whether the second player wins `pos` by copying moves, so that it is worth 0: one of
    /// the graph's symmetries mirrors it whole ([`NodeKayles::is_mirrored`]), or each of its
    /// connected parts is mirrored so on its own or has a twin, a part that a renaming of its
    /// vertices turns into it (each move in one is answered by its copy in the other). Twins
    /// are found by [`find_isomorphism`] within a budget of trials; a twin it does not find
    /// leaves its part unpaired, so the answer `true` is always right.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::node_kayles::NodeKayles;
    /// // Two paths of three vertices, numbered differently: twins.
    /// let twins = NodeKayles::new(6, &[(0, 1), (1, 2), (3, 5), (5, 4)]).unwrap();
    /// assert!(twins.is_copied(twins.start()));
    /// assert!(!twins.is_copied(0b111)); // one path alone is worth 1
    /// ```
    ///
    /// # Complexity
    /// A split, and for each part a check of the symmetries and at most [`TWIN_TRIES`]
    /// isomorphism searches of at most 16·n + 4096 trials each.
    #[must_use]
    pub fn is_copied(&self, pos: u64) -> bool {
        if self.is_mirrored(pos) {
            return true;
        }
        let mut parts = Vec::new();
        self.components(pos, &mut parts);
        // Parts to pair: each with its neighbour lists (numbered by place) and their invariant.
        let mut unpaired: Vec<(u64, Vec<Vec<u32>>)> = Vec::new();
        for &part in parts.iter().filter(|&&part| !self.is_mirrored(part)) {
            let lists = self.neighbour_lists(part);
            let code = invariant(&super::isomorphism::colours(&lists));
            let mut tries = 0;
            let twin = unpaired.iter().position(|(other, other_lists)| {
                if *other != code || tries >= TWIN_TRIES {
                    return false;
                }
                tries += 1;
                let mut budget = 16 * lists.len() as u64 + 4096;
                find_isomorphism(&lists, other_lists, &mut budget).is_some()
            });
            match twin {
                Some(i) => {
                    unpaired.swap_remove(i);
                }
                None => unpaired.push((code, lists)),
            }
        }
        unpaired.is_empty()
    }

    /// Each vertex of `part` (numbered by place among them) with its neighbours in `part`.
    fn neighbour_lists(&self, part: u64) -> Vec<Vec<u32>> {
        let mut vertices = Vec::new();
        let mut rest = part;
        while rest != 0 {
            vertices.push(rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
        vertices
            .iter()
            .map(|&v| {
                let near = self.closed[v] & part & !(1u64 << v);
                vertices
                    .iter()
                    .enumerate()
                    .filter(|&(_, &u)| near >> u & 1 == 1)
                    .map(|(place, _)| place as u32)
                    .collect()
            })
            .collect()
    }

    /// Every vertex.
    pub fn start(&self) -> u64 {
        if self.closed.len() == 64 {
            !0
        } else {
            (1 << self.closed.len()) - 1
        }
    }

    /// The vertices removed by choosing `v`: it and its neighbours.
    pub fn closed(&self, v: usize) -> u64 {
        self.closed[v]
    }

    /// The shape of `part`, a connected set of vertices as [`Ruleset::split`] gives them: a
    /// path (Dawson's game, 0.137, at its number of vertices), a cycle (every move leaves the
    /// path of three vertices fewer) or a part with a vertex of three neighbours or more.
    ///
    /// # Example
    /// ```
    /// use gamecore::boards::{node_kayles::NodeKayles, PartShape};
    /// let cycle = NodeKayles::new(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]).unwrap();
    /// assert_eq!(cycle.shape(cycle.start()), PartShape::Cycle);
    /// assert_eq!(cycle.shape(0b0111), PartShape::Path);
    /// let claw = NodeKayles::new(4, &[(0, 1), (0, 2), (0, 3)]).unwrap();
    /// assert_eq!(claw.shape(claw.start()), PartShape::Branching);
    /// ```
    ///
    /// # Complexity
    /// O(vertices of `part`).
    #[must_use]
    pub fn shape(&self, part: u64) -> PartShape {
        let mut rest = part;
        let degrees = std::iter::from_fn(|| {
            let v = rest.trailing_zeros() as usize;
            rest &= rest.wrapping_sub(1);
            (v < 64).then(|| (self.closed[v] & part).count_ones() - 1)
        });
        PartShape::of_degrees(part.count_ones(), degrees)
    }
}

/// [`Solver::try_value`] on a graph, compiled with this crate, as
/// [`cram::try_value`](super::cram::try_value) is for Cram.
///
/// # Errors
/// As [`Solver::try_value`].
pub fn try_value(solver: &mut Solver<NodeKayles>, pos: u64) -> Result<u32, Stopped> {
    solver.try_value(pos)
}

/// [`Solver::is_p_plus`] on a graph, compiled with this crate (see [`try_value`]).
///
/// # Panics
/// As [`Solver::is_p_plus`].
pub fn is_p_plus(solver: &mut Solver<NodeKayles>, pos: u64, n: u32) -> bool {
    solver.is_p_plus(pos, n)
}

impl Ruleset for NodeKayles {
    /// [`NodeKayles::dense_width`] of the graph: every graph of at most 63 vertices.
    fn dense_key_bits(&self) -> Option<u32> {
        self.dense_bits
    }

    fn split(&self, pos: u64, out: &mut Vec<u64>) {
        self.components(pos, out);
    }

    /// A component of `k` ≤ [`RELABELED`] vertices: the upper triangle of the adjacency
    /// matrix of the graph it induces, its vertices numbered 0 to `k − 1` in increasing order
    /// (two components with one key are the same graph, that numbering being an isomorphism),
    /// in the range of `k` ([`NodeKayles::dense_width`]; tagged by `k` on a graph of 64
    /// vertices, whose keys are not dense). A larger one: the least of its vertex set's
    /// images under the graph's [`NodeKayles::symmetries`] and the identity (two with one key
    /// are images of each other under an automorphism); an image equal to the component, by a
    /// symmetry that is its own inverse, may tell its value by the mirror strategy.
    fn key(&self, part: u64) -> (Key, Known) {
        let k = part.count_ones();
        if k > RELABELED {
            let mut least = part;
            let mut known = Known::default();
            for (image, involution) in self.symmetries.iter().zip(&self.involutions) {
                let mapped = image_of(part, image);
                least = least.min(mapped);
                if let (true, Some(i), None) = (mapped == part, involution, known.value) {
                    let told = self.mirrored(part, *i);
                    known.value = told.value;
                    known.not |= told.not;
                }
            }
            let key = match self.dense_bits {
                Some(_) => Key {
                    bits: least,
                    tag: DENSE_TAG,
                },
                None => Key {
                    bits: least,
                    tag: 2,
                },
            };
            return (key, known);
        }
        let mut bits = 0u64;
        let mut row_start = 0;
        let mut rest = part;
        for i in 0..k {
            let v = rest.trailing_zeros();
            rest &= rest - 1;
            // A neighbour u after v is numbered i + 1 + its rank among the vertices after v.
            let mut later = self.closed[v as usize] & rest;
            while later != 0 {
                let u = later.trailing_zeros();
                later &= later - 1;
                bits |= 1 << (row_start + (rest & ((1u64 << u) - 1)).count_ones());
            }
            row_start += k - 1 - i;
        }
        let key = match self.dense_bits {
            Some(_) => Key {
                bits: self.relabeled_base() + (1 << (k * k.saturating_sub(1) / 2)) + bits,
                tag: DENSE_TAG,
            },
            None => Key {
                bits,
                tag: 3 | k << 8,
            },
        };
        (key, Known::default())
    }

    /// Vertices of high degree first: their moves split the component soonest.
    fn options(&self, part: u64, out: &mut Vec<u64>) {
        let start = out.len();
        let mut rest = part;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out.push(part & !self.closed[v]);
        }
        out[start..].sort_unstable_by_key(|o| o.count_ones());
    }

    /// One vertex (1), or two joined by an edge (1): one move ends the game.
    fn known(&self, part: u64) -> Option<u32> {
        match part.count_ones() {
            0 => Some(0),
            1 | 2 => Some(1),
            _ => None,
        }
    }
}
