//! The mirror strategy for Node Kayles: an automorphism σ of a graph that pairs every vertex
//! with another (σ(σ(v)) = v ≠ σ(v)) and never with a neighbour proves the graph worth 0. The
//! second player answers each move v by σ(v): v and its neighbours are gone, but σ(v) is
//! neither, so it is still there; after both moves the vertices left are again their own image
//! under σ, and the first player runs out of moves first. (The same argument as Winning Ways'
//! for Cram boards with both sides even.) An even grid graph has one (the half-turn), as has a
//! hypercube (the antipodal map), an even cycle of at least four vertices, a prism over a
//! graph with such a map, and so on.
//!
//! [`mirror`] looks for such an involution on a connected graph of any size: colour
//! refinement (a bounded number of rounds, by hashes: any colouring that automorphisms keep
//! prunes soundly), then a search that maps the vertices in breadth-first order, each choice
//! `v ↦ u` fixing `u ↦ v` too, `u` a non-neighbour of `v` of its colour among the neighbours
//! of the image of a vertex mapped before (so the candidates are few), until every vertex is
//! paired or the search runs out of steps.
//!
//! # Example
//! ```
//! use gamecore::boards::mirror::mirror;
//! // A cycle of 6 vertices (adjacency lists): v ↦ v + 3 is a mirror.
//! let neighbours: Vec<Vec<u32>> = (0..6u32).map(|v| vec![(v + 5) % 6, (v + 1) % 6]).collect();
//! let pairing = mirror(&neighbours, 1 << 20).unwrap();
//! assert!((0..6).all(|v| pairing[pairing[v] as usize] == v as u32 && pairing[v] != v as u32));
//! // A path of 4 has only its reversal, which maps the middle two onto each other: none.
//! let path = vec![vec![1], vec![0, 2], vec![1, 3], vec![2]];
//! assert_eq!(mirror(&path, 1 << 20), None);
//! ```
//!
//! # Complexity
//! Refinement O(m) a round for at most [`ROUNDS`] rounds plus O(n log n) each to count the
//! colours; the search at most `budget` steps, each O(degree · log degree). Memory O(n + m).

/// The most rounds of colour refinement (each O(m)): enough to tell apart what is near the
/// start of the search; a colouring refined less only prunes less.
pub const ROUNDS: usize = 32;

/// An unpaired vertex's image.
const FREE: u32 = u32::MAX;

/// A mirror of the connected graph whose vertex v has the neighbours `neighbours[v]`
/// (increasing, no repeats, no loops): the image of every vertex, or `None` when the search
/// finds none within `budget` steps (there may be none, or one it did not reach).
///
/// # Panics
/// More than 2^32 − 1 vertices.
#[must_use]
pub fn mirror(neighbours: &[Vec<u32>], budget: u64) -> Option<Vec<u32>> {
    let n = neighbours.len();
    assert!(u32::try_from(n).is_ok(), "fewer than 2^32 vertices");
    if n % 2 == 1 {
        return None;
    }
    let colour = refined_colours(neighbours);
    // The start: a vertex of the smallest colour class (its candidates are that class).
    let mut class_size = std::collections::HashMap::new();
    for &c in &colour {
        *class_size.entry(c).or_insert(0usize) += 1;
    }
    let start = (0..n).min_by_key(|&v| (class_size[&colour[v]], v))?;
    let (order, parent) = breadth_first(neighbours, start);
    if order.len() != n {
        return None;
    }
    let start_candidates: Vec<u32> = (0..n)
        .filter(|&u| colour[u] == colour[start])
        .map(|u| u as u32)
        .collect();
    let mut image = vec![FREE; n];
    // For each depth (a place in `order`): the cursor into its candidates, and the vertex
    // paired there (FREE when the vertex was already paired before its turn).
    let mut cursor = vec![0usize; n + 1];
    let mut chosen = vec![FREE; n + 1];
    let mut depth = 0;
    let mut steps = 0u64;
    let joined = |a: usize, b: u32| neighbours[a].binary_search(&b).is_ok();
    // Whether pairing v with u keeps every edge from v, and from u, to a vertex paired
    // before mapped to an edge.
    let fits = |image: &[u32], v: usize, u: usize| {
        let keeps = |from: usize, to: usize| {
            neighbours[from].iter().all(|&w| {
                let w_image = image[w as usize];
                w_image == FREE || joined(to, w_image)
            })
        };
        keeps(v, u) && keeps(u, v)
    };
    loop {
        if depth == n {
            return Some(image);
        }
        let v = order[depth] as usize;
        if cursor[depth] == 0 && image[v] != FREE {
            // Paired as the image of an earlier vertex: nothing to choose here.
            cursor[depth] = usize::MAX;
            chosen[depth] = FREE;
            depth += 1;
            cursor[depth] = 0;
            continue;
        }
        if chosen[depth] != FREE {
            // Coming back: undo this depth's pair before the next candidate.
            let u = chosen[depth] as usize;
            image[v] = FREE;
            image[u] = FREE;
            chosen[depth] = FREE;
        }
        let candidates: &[u32] = if depth == 0 {
            &start_candidates
        } else if cursor[depth] == usize::MAX {
            &[]
        } else {
            let p = parent[v] as usize;
            &neighbours[image[p] as usize]
        };
        let mut found = None;
        while cursor[depth] < candidates.len() {
            let u = candidates[cursor[depth]] as usize;
            cursor[depth] += 1;
            steps += 1;
            if steps > budget {
                return None;
            }
            if u != v
                && image[u] == FREE
                && colour[u] == colour[v]
                && !joined(v, u as u32)
                && fits(&image, v, u)
            {
                found = Some(u);
                break;
            }
        }
        if let Some(u) = found {
            image[v] = u as u32;
            image[u] = v as u32;
            chosen[depth] = u as u32;
            depth += 1;
            cursor[depth] = 0;
            continue;
        }
        // No candidate left here: back to the last depth that chose a pair.
        loop {
            if depth == 0 {
                return None;
            }
            depth -= 1;
            if chosen[depth] != FREE {
                break;
            }
        }
    }
}

/// Colours that every automorphism keeps: the degree, then for [`ROUNDS`] rounds (or until
/// the number of colours stops growing) a hash of the colour and the multiset of the
/// neighbours' colours (a sum of mixed values, so no sorting; a collision only merges two
/// colours, which keeps them sound).
pub(super) fn refined_colours(neighbours: &[Vec<u32>]) -> Vec<u64> {
    let mut colour: Vec<u64> = neighbours.iter().map(|list| list.len() as u64).collect();
    let mut classes = count_distinct(&colour);
    for _ in 0..ROUNDS {
        let next: Vec<u64> = neighbours
            .iter()
            .enumerate()
            .map(|(v, list)| {
                let around = list
                    .iter()
                    .fold(0u64, |sum, &w| sum.wrapping_add(mix(colour[w as usize])));
                mix(colour[v] ^ mix(around).rotate_left(17))
            })
            .collect();
        let now = count_distinct(&next);
        colour = next;
        if now == classes {
            break;
        }
        classes = now;
    }
    colour
}

fn count_distinct(colour: &[u64]) -> usize {
    let mut sorted = colour.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len()
}

/// A 64-bit mixer (splitmix64's finaliser).
pub(super) fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The vertices reached from `start` in breadth-first order, and each one's parent (the
/// vertex it was reached from; `start` its own).
pub(super) fn breadth_first(neighbours: &[Vec<u32>], start: usize) -> (Vec<u32>, Vec<u32>) {
    let mut parent = vec![u32::MAX; neighbours.len()];
    parent[start] = start as u32;
    let mut order = vec![start as u32];
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &neighbours[v as usize] {
            if parent[w as usize] == u32::MAX {
                parent[w as usize] = v;
                order.push(w);
            }
        }
    }
    (order, parent)
}

#[cfg(test)]
mod tests {
    use super::super::families::{cycle, grid, hypercube};
    use super::mirror;

    fn lists(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<u32>> {
        let mut lists = vec![Vec::new(); n];
        for &(u, v) in edges {
            lists[u].push(v as u32);
            lists[v].push(u as u32);
        }
        for list in &mut lists {
            list.sort_unstable();
            list.dedup();
        }
        lists
    }

    fn is_mirror(lists: &[Vec<u32>], image: &[u32]) -> bool {
        let n = lists.len();
        (0..n).all(|v| {
            let u = image[v] as usize;
            u != v
                && image[u] as usize == v
                && lists[v].binary_search(&(u as u32)).is_err()
                && lists[v].len() == lists[u].len()
                && lists[v]
                    .iter()
                    .all(|&w| lists[u].binary_search(&image[w as usize]).is_ok())
        })
    }

    /// Mirrors where the theory says there are: even grids (the half-turn), hypercubes (the
    /// antipodal map), even cycles of four or more; none on odd graphs, paths, the 4 × 5 grid
    /// (its half-turn pairs two neighbours in the middle column), C4 plus a
    /// chord, an edge, or a 2 × 5 ladder (its half-turn pairs the two ends of the middle rung;
    /// its other symmetries fix a vertex or pair a rung's ends).
    #[test]
    fn mirrors_are_found_where_they_exist() {
        let found = [
            (lists(16, &grid(4, 4)), true),
            (lists(100, &grid(10, 10)), true),
            (lists(24, &grid(4, 6)), true),
            (lists(2000, &grid(40, 50)), true),
            (lists(64, &hypercube(6)), true),
            (lists(1024, &hypercube(10)), true),
            (lists(8, &cycle(8)), true),
            (lists(1000, &cycle(1000)), true),
            (lists(4, &cycle(4)), true),
            (lists(9, &grid(3, 3)), false),
            (lists(15, &grid(3, 5)), false),
            (lists(20, &grid(4, 5)), false),
            (lists(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]), false),
            (lists(4, &[(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]), false),
            (lists(2, &[(0, 1)]), false),
        ];
        for (graph, expected) in found {
            let pairing = mirror(&graph, 1 << 24);
            assert_eq!(pairing.is_some(), expected, "{} vertices", graph.len());
            if let Some(image) = pairing {
                assert!(is_mirror(&graph, &image), "{} vertices", graph.len());
            }
        }
        // A 2 × 6 ladder: the half-turn maps (0, c) to (1, 5 − c), never a neighbour: found.
        assert!(mirror(&lists(12, &grid(2, 6)), 1 << 24).is_some());
        // 2 × 5: the half-turn joins (0, 2) and (1, 2); the other involutions fix or join.
        assert!(mirror(&lists(10, &grid(2, 5)), 1 << 24).is_none());
    }

    /// Whether a mirror exists, by trying every pairing of the vertices (a perfect matching
    /// of non-neighbours) as an automorphism.
    fn mirror_by_brute_force(lists: &[Vec<u32>]) -> bool {
        fn extend(lists: &[Vec<u32>], image: &mut Vec<u32>) -> bool {
            let n = lists.len();
            let Some(v) = (0..n).find(|&v| image[v] == u32::MAX) else {
                return (0..n).all(|v| {
                    lists[v]
                        .iter()
                        .all(|&w| lists[image[v] as usize].contains(&image[w as usize]))
                });
            };
            for u in v + 1..n {
                if image[u] == u32::MAX && !lists[v].contains(&(u as u32)) {
                    image[v] = u as u32;
                    image[u] = v as u32;
                    if extend(lists, image) {
                        return true;
                    }
                    image[v] = u32::MAX;
                    image[u] = u32::MAX;
                }
            }
            false
        }
        lists.len() % 2 == 0 && extend(lists, &mut vec![u32::MAX; lists.len()])
    }

    fn connected(lists: &[Vec<u32>]) -> bool {
        let mut seen = vec![false; lists.len()];
        let mut stack = vec![0usize];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &w in &lists[v] {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w as usize);
                }
            }
        }
        seen.iter().all(|&s| s)
    }

    /// Random connected graphs of 4 to 12 vertices, half of them built with a mirror (a
    /// random pairing, each edge added with its image) and then perhaps one edge more: found
    /// exactly when the brute force finds one, and every one found is a mirror.
    #[test]
    fn compare_with_naive() {
        let mut state = 42u64;
        let mut next = move |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        let mut tried = 0;
        let mut with = 0;
        while tried < 200 {
            let n = 2 * (2 + next(5));
            let mut pairing: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                pairing.swap(i, next(i + 1));
            }
            let mut image = vec![0; n];
            for pair in pairing.chunks(2) {
                image[pair[0]] = pair[1];
                image[pair[1]] = pair[0];
            }
            let planted = next(2) == 0;
            let mut edges = Vec::new();
            for u in 0..n {
                for v in u + 1..n {
                    if next(3) == 0 && image[u] != v {
                        edges.push((u, v));
                        if planted {
                            edges.push((image[u], image[v]));
                        }
                    }
                }
            }
            if planted && next(2) == 0 {
                edges.push((next(n), next(n)));
            }
            edges.retain(|&(u, v)| u != v);
            let graph = lists(n, &edges);
            if !connected(&graph) {
                continue;
            }
            tried += 1;
            let expected = mirror_by_brute_force(&graph);
            with += usize::from(expected);
            let found = mirror(&graph, 1 << 24);
            assert_eq!(found.is_some(), expected, "{n} vertices, edges {edges:?}");
            if let Some(image) = found {
                assert!(is_mirror(&graph, &image), "{n} vertices, edges {edges:?}");
            }
        }
        assert!(with > 40 && with < 160, "{with} of 200 with a mirror");
    }

    /// The budget bounds the work: a search of a few steps gives up.
    #[test]
    fn the_search_stops_at_its_budget() {
        let graph = lists(2000, &grid(40, 50));
        assert!(mirror(&graph, 10).is_none());
    }
}
