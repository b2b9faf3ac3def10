//! Automorphisms of a graph of at most 64 vertices: the permutations of its vertices that map
//! edges to edges and non-edges to non-edges. A component's image under one is the same game,
//! so a solver may key a component by the least of its images (Node Kayles does): copies of
//! one shape in a symmetric graph — the four corners of a grid, the two halves of a ladder —
//! then share one table entry, as Cram's do under the board's eight symmetries.
//!
//! The search is nauty's idea without its canonical labelling: colour refinement first (two
//! vertices keep one colour only while they have as many neighbours of each colour), then the
//! vertices are mapped one at a time, in breadth-first order, onto vertices of their colour
//! whose edges to the vertices already mapped are the images of theirs; every complete map
//! is an automorphism. It stops at `most` automorphisms or `budget` steps, so it may return
//! a part of the group (not closed under composition): the least image over such a part is
//! still a sound key (two components with one key are images of each other), only some
//! sharing is lost.
//!
//! # Example
//! ```
//! use gamecore::boards::automorphisms::automorphisms;
//! // A path of 4 vertices (closed neighbourhoods as bit sets) has one symmetry besides the
//! // identity: reading it backwards.
//! let path = [0b0011, 0b0111, 0b1110, 0b1100];
//! let found = automorphisms(&path, 10, 1000);
//! assert_eq!(found.len(), 1);
//! assert_eq!(found[0][..4], [3, 2, 1, 0]);
//! ```
//!
//! # Complexity
//! Refinement O(n² log n) per round, at most n rounds; the search at most `budget` steps of
//! O(n) each. Memory O(n · most).

/// Up to `most` automorphisms of the graph whose vertex v has the closed neighbourhood
/// `closed[v]` (v's bit set: at most 64 vertices), other than the identity, each as the image
/// of every vertex (entries past the graph's vertices are unused), found within `budget`
/// search steps.
///
/// # Panics
/// More than 64 vertices, or a closed neighbourhood that does not hold its own vertex.
#[must_use]
pub fn automorphisms(closed: &[u64], most: usize, budget: u64) -> Vec<[u8; 64]> {
    let n = closed.len();
    assert!(n <= 64, "at most 64 vertices");
    for (v, &set) in closed.iter().enumerate() {
        assert!(set >> v & 1 == 1, "a closed neighbourhood holds its vertex");
    }
    let colour = refined_colours(closed);
    let order = breadth_first_order(closed);
    let open = |v: usize| closed[v] & !(1 << v);
    // before[d]: the vertices mapped at depth d (the first d of `order`).
    let mut before = vec![0u64; n + 1];
    for (d, &v) in order.iter().enumerate() {
        before[d + 1] = before[d] | 1 << v;
    }
    let mut found = Vec::new();
    // image[v] for the first `depth` vertices of `order`; next[depth] the least candidate
    // image not yet tried there.
    let mut image = [0u8; 64];
    let mut next = vec![0usize; n + 1];
    let mut used = 0u64;
    let mut depth = 0;
    let mut steps = 0;
    while found.len() < most && steps < budget {
        if depth == n {
            if (0..n).any(|v| image[v] as usize != v) {
                found.push(image);
            }
            if depth == 0 {
                break;
            }
            depth -= 1;
            used &= !(1 << image[order[depth]]);
            continue;
        }
        let v = order[depth];
        // v's neighbours already mapped, and their images: u must be joined to exactly those
        // of the vertices used.
        let wanted = set_image(open(v) & before[depth], &image);
        let mut candidate = None;
        while next[depth] < n {
            let u = next[depth];
            next[depth] += 1;
            steps += 1;
            if used >> u & 1 == 0 && colour[u] == colour[v] && open(u) & used == wanted {
                candidate = Some(u);
                break;
            }
        }
        if let Some(u) = candidate {
            image[v] = u as u8;
            used |= 1 << u;
            depth += 1;
            next[depth] = 0;
        } else {
            if depth == 0 {
                break;
            }
            depth -= 1;
            used &= !(1 << image[order[depth]]);
        }
    }
    found
}

/// The image of the vertex set `set` under `image`.
fn set_image(set: u64, image: &[u8; 64]) -> u64 {
    let mut rest = set;
    let mut out = 0;
    while rest != 0 {
        out |= 1 << image[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    out
}

/// Colour refinement from the degrees: each round a vertex's new colour is its colour and the
/// sorted colours of its neighbours, renumbered; until the number of colours stops growing.
fn refined_colours(closed: &[u64]) -> Vec<u32> {
    let n = closed.len();
    let mut colour: Vec<u32> = closed.iter().map(|c| c.count_ones()).collect();
    let mut classes = distinct(&colour);
    loop {
        let signatures: Vec<(u32, Vec<u32>)> = (0..n)
            .map(|v| {
                let mut around: Vec<u32> = (0..n)
                    .filter(|&u| u != v && closed[v] >> u & 1 == 1)
                    .map(|u| colour[u])
                    .collect();
                around.sort_unstable();
                (colour[v], around)
            })
            .collect();
        let mut sorted = signatures.clone();
        sorted.sort();
        sorted.dedup();
        colour = signatures
            .iter()
            .map(|s| sorted.binary_search(s).expect("listed") as u32)
            .collect();
        let now = distinct(&colour);
        if now == classes {
            return colour;
        }
        classes = now;
    }
}

fn distinct(colour: &[u32]) -> usize {
    let mut seen = colour.to_vec();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
}

/// The vertices in breadth-first order, part by part from the least vertex not yet reached:
/// each vertex after the first of its part has a neighbour mapped before it, which keeps the
/// candidates for its image few.
fn breadth_first_order(closed: &[u64]) -> Vec<usize> {
    let n = closed.len();
    let mut order = Vec::with_capacity(n);
    let mut reached = 0u64;
    for start in 0..n {
        if reached >> start & 1 == 1 {
            continue;
        }
        reached |= 1 << start;
        order.push(start);
        let mut head = order.len() - 1;
        while head < order.len() {
            let v = order[head];
            head += 1;
            let mut fresh = closed[v] & !reached;
            reached |= fresh;
            while fresh != 0 {
                order.push(fresh.trailing_zeros() as usize);
                fresh &= fresh - 1;
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::super::families::{complete, cycle, generalised_petersen, grid};
    use super::automorphisms;

    fn closed(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
        let mut sets: Vec<u64> = (0..n).map(|v| 1 << v).collect();
        for &(u, v) in edges {
            sets[u] |= 1 << v;
            sets[v] |= 1 << u;
        }
        sets
    }

    fn is_automorphism(sets: &[u64], image: &[u8; 64]) -> bool {
        let n = sets.len();
        let mut seen = 0u64;
        for v in 0..n {
            seen |= 1 << image[v];
        }
        seen.count_ones() as usize == n
            && (0..n).all(|u| {
                (0..n).all(|v| (sets[u] >> v & 1) == (sets[image[u] as usize] >> image[v] & 1))
            })
    }

    /// The sizes of known groups (every automorphism found when `most` allows): the cycle
    /// C_n has 2n, the Petersen graph 120, a grid r × c with r ≠ c four, a square grid
    /// eight, K_4 24, the empty graph on 4 vertices 24, a star with 5 leaves 120.
    #[test]
    fn known_groups_are_found_whole() {
        let star: Vec<(usize, usize)> = (1..6).map(|v| (0, v)).collect();
        let cases: Vec<(Vec<u64>, usize)> = vec![
            (closed(7, &cycle(7)), 14),
            (closed(12, &cycle(12)), 24),
            (closed(64, &cycle(64)), 128),
            (closed(10, &generalised_petersen(5, 2)), 120),
            (closed(12, &grid(3, 4)), 4),
            (closed(25, &grid(5, 5)), 8),
            (closed(64, &grid(8, 8)), 8),
            (closed(4, &complete(4)), 24),
            (closed(4, &[]), 24),
            (closed(6, &star), 120),
        ];
        for (sets, group) in cases {
            let found = automorphisms(&sets, 1000, 1 << 24);
            assert_eq!(found.len() + 1, group, "{sets:?}");
            for image in &found {
                assert!(is_automorphism(&sets, image), "{sets:?}: {image:?}");
            }
            let mut distinct = found.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), found.len(), "{sets:?}");
        }
    }

    /// The bounds hold: at most `most` found, and a search of few steps finds fewer.
    #[test]
    fn the_search_stops_at_its_bounds() {
        let cycle: Vec<(usize, usize)> = (0..64).map(|v| (v, (v + 1) % 64)).collect();
        let sets = closed(64, &cycle);
        assert_eq!(automorphisms(&sets, 5, 1 << 24).len(), 5);
        assert!(automorphisms(&sets, 1000, 100).len() < 5);
        // A graph with no symmetry: a path of 3 with a pendant on its second vertex and a
        // longer tail (the "asymmetric tree" of 7 vertices).
        let tree = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (2, 6)];
        assert!(automorphisms(&closed(7, &tree), 1000, 1 << 24).is_empty());
    }
}
