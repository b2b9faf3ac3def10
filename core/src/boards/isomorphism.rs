//! Whether two graphs are the same up to the names of their vertices, and the map that shows
//! it. Node Kayles uses it to see twins among a large graph's parts whatever their numbering:
//! two isomorphic parts are one game twice, worth 0 together.
//!
//! Vertices first get colours that no renaming changes (colour refinement, as the
//! Weisfeiler–Leman test, by the hashes [`super::mirror`] uses: a vertex's degree, then again
//! and again its colour with the multiset of its neighbours' colours), so two graphs whose
//! sorted colours differ are not isomorphic ([`invariant`]). A map is then searched vertex by vertex in breadth-first order
//! from a vertex of the rarest colour, each onto a vertex of its colour next to the image of
//! its parent whose edges to the vertices already mapped are the images of its own. A map
//! found is checked edge by edge, so an answer is never wrong; the search stops after
//! the trials it is given, so a very symmetric pair may go unseen.
//!
//! # Example
//! ```
//! use gamecore::boards::isomorphism::find_isomorphism;
//! // A path 0-1-2-3 and the same path numbered 2-0-3-1.
//! let a = vec![vec![1], vec![0, 2], vec![1, 3], vec![2]];
//! let star = vec![vec![3], vec![3], vec![3], vec![0, 1, 2]];
//! assert_eq!(find_isomorphism(&a, &star, &mut 1000), None); // three edges too, not a path
//! let b = vec![vec![2, 3], vec![3], vec![0], vec![0, 1]];
//! let map = find_isomorphism(&a, &b, &mut 1000).unwrap();
//! assert!(map == [2, 0, 3, 1] || map == [1, 3, 0, 2]); // read one way or the other
//! ```
//!
//! # Complexity
//! Colours: O(m) a round and O(n log n) to count them, at most [`ROUNDS`](super::mirror::ROUNDS) rounds, for n
//! vertices and m edges. The search at most its budget of trials of O(d log d) each (d the
//! degree); memory O(n + m).

use super::mirror::{breadth_first, mix, refined_colours};

/// A vertex not mapped yet (and a vertex no vertex is mapped onto).
const FREE: u32 = u32::MAX;

/// The colour of each vertex of the graph whose vertex v has the neighbours `adjacent[v]`:
/// equal for vertices that a renaming of the graph's vertices maps onto each other (and, but
/// for hash collisions, refined until another round splits no class, or [`ROUNDS`](super::mirror::ROUNDS) rounds).
///
/// # Complexity
/// As the module says.
#[must_use]
pub fn colours(adjacent: &[Vec<u32>]) -> Vec<u64> {
    refined_colours(adjacent)
}

/// A number that isomorphic graphs share (the hash of their sorted [`colours`]); graphs with
/// different numbers are not isomorphic.
#[must_use]
pub fn invariant(colour: &[u64]) -> u64 {
    let mut sorted = colour.to_vec();
    sorted.sort_unstable();
    sorted
        .iter()
        .fold(mix(colour.len() as u64), |h, &c| mix(h ^ c))
}

/// A map `image` from the vertices of `a` onto those of `b` under which the edges of `a` are
/// exactly those of `b` (`a`'s edge u–v is `b`'s edge image\[u\]–image\[v\]), when one is found
/// within the trials `budget` has left (the search takes those it makes from it). Each graph
/// is given by its vertices' neighbours, every list increasing. The map grows along the edges
/// of `a`, so a disconnected `a` gets `None`.
///
/// # Complexity
/// As the module says.
#[must_use]
pub fn find_isomorphism(a: &[Vec<u32>], b: &[Vec<u32>], budget: &mut u64) -> Option<Vec<u32>> {
    let edges = |g: &[Vec<u32>]| g.iter().map(Vec::len).sum::<usize>();
    if a.len() != b.len() || edges(a) != edges(b) {
        return None;
    }
    if a.is_empty() {
        return Some(Vec::new());
    }
    let (colour_a, colour_b) = (colours(a), colours(b));
    if invariant(&colour_a) != invariant(&colour_b) {
        return None;
    }
    let n = a.len();
    let (order, parent) = breadth_first(a, rarest(&colour_a));
    if order.len() < n {
        return None;
    }
    // The vertex each one's candidates are next to the image of (none for the first).
    let parent: Vec<Option<u32>> = order
        .iter()
        .map(|&v| Some(parent[v as usize]).filter(|&p| p != v))
        .collect();
    let mut image = vec![FREE; n];
    let mut preimage = vec![FREE; n];
    // tried[d]: how many candidates for order[d] were tried (the next one to try).
    let mut tried = vec![0usize; n];
    let mut depth = 0;
    loop {
        let v = order[depth] as usize;
        let candidates: &[u32] = match parent[depth] {
            Some(p) => &b[image[p as usize] as usize],
            None => &[],
        };
        let count = if parent[depth].is_some() {
            candidates.len()
        } else {
            n
        };
        let mut placed = false;
        while tried[depth] < count {
            let k = tried[depth];
            tried[depth] += 1;
            let w = if parent[depth].is_some() {
                candidates[k] as usize
            } else {
                k
            };
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            if preimage[w] == FREE
                && colour_b[w] == colour_a[v]
                && fits(a, b, &image, &preimage, v, w)
            {
                image[v] = w as u32;
                preimage[w] = v as u32;
                placed = true;
                break;
            }
        }
        if placed {
            if depth + 1 == n {
                return is_isomorphism(a, b, &image).then(|| image);
            }
            depth += 1;
            tried[depth] = 0;
        } else {
            if depth == 0 {
                return None;
            }
            depth -= 1;
            let u = order[depth] as usize;
            preimage[image[u] as usize] = FREE;
            image[u] = FREE;
        }
    }
}

/// Whether `image` maps the edges of `a` onto exactly those of `b` (as many edges each).
fn is_isomorphism(a: &[Vec<u32>], b: &[Vec<u32>], image: &[u32]) -> bool {
    a.iter().enumerate().all(|(u, list)| {
        let target = &b[image[u] as usize];
        list.len() == target.len()
            && list
                .iter()
                .all(|&v| target.binary_search(&image[v as usize]).is_ok())
    })
}

/// Whether mapping `v` onto `w` keeps the edges to the vertices mapped so far: every mapped
/// neighbour of `v` goes to a neighbour of `w`, and `w` has no more mapped neighbours.
fn fits(
    a: &[Vec<u32>],
    b: &[Vec<u32>],
    image: &[u32],
    preimage: &[u32],
    v: usize,
    w: usize,
) -> bool {
    let mut mapped = 0;
    for &u in &a[v] {
        let iu = image[u as usize];
        if iu != FREE {
            if b[w].binary_search(&iu).is_err() {
                return false;
            }
            mapped += 1;
        }
    }
    b[w].iter()
        .filter(|&&x| preimage[x as usize] != FREE)
        .count()
        == mapped
}

/// The first vertex of the rarest colour (the fewest candidates to start from).
fn rarest(colour: &[u64]) -> usize {
    let mut count = std::collections::HashMap::new();
    for &c in colour {
        *count.entry(c).or_insert(0usize) += 1;
    }
    (0..colour.len())
        .min_by_key(|&v| (count[&colour[v]], colour[v]))
        .expect("a vertex")
}

#[cfg(test)]
mod tests {
    use super::find_isomorphism;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn lists(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<u32>> {
        let mut adjacent = vec![Vec::new(); n];
        for &(u, v) in edges {
            adjacent[u].push(v as u32);
            adjacent[v].push(u as u32);
        }
        for list in &mut adjacent {
            list.sort_unstable();
        }
        adjacent
    }

    /// Every permutation of 0..n, in lexicographic order.
    fn permutations(n: usize) -> Vec<Vec<usize>> {
        let mut all = vec![Vec::new()];
        for _ in 0..n {
            let mut longer = Vec::new();
            for p in &all {
                for x in (0..n).filter(|x| !p.contains(x)) {
                    let mut q: Vec<usize> = p.clone();
                    q.push(x);
                    longer.push(q);
                }
            }
            all = longer;
        }
        all
    }

    fn is_isomorphism(a: &[Vec<u32>], b: &[Vec<u32>], map: &[usize]) -> bool {
        (0..a.len()).all(|u| {
            let mut mapped: Vec<u32> = a[u].iter().map(|&v| map[v as usize] as u32).collect();
            mapped.sort_unstable();
            mapped == b[map[u]]
        })
    }

    /// Against every permutation, on random connected graphs of 2 to 7 vertices: a pair of
    /// them with as many edges, or one renamed at random.
    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut random_connected = |n: usize, extra: usize| {
            let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (rng.gen_range(0..v), v)).collect();
            for _ in 0..extra {
                let (u, v) = (rng.gen_range(0..n), rng.gen_range(0..n));
                if u != v && !edges.contains(&(u.min(v), u.max(v))) {
                    edges.push((u.min(v), u.max(v)));
                }
            }
            edges
        };
        let (mut same, mut different) = (0, 0);
        for round in 0..300 {
            let n = 2 + round % 6;
            let extra = round % 4;
            let a = lists(n, &random_connected(n, extra));
            let b = if round % 2 == 0 {
                let shuffle = &permutations(n)[round * 7919 % permutations(n).len()];
                let edges: Vec<(usize, usize)> = (0..n)
                    .flat_map(|u| a[u].iter().map(move |&v| (u, v as usize)))
                    .filter(|&(u, v)| u < v)
                    .map(|(u, v)| (shuffle[u], shuffle[v]))
                    .collect();
                lists(n, &edges)
            } else {
                lists(n, &random_connected(n, extra))
            };
            let naive = permutations(n).iter().any(|p| is_isomorphism(&a, &b, p));
            let found = find_isomorphism(&a, &b, &mut (1 << 20));
            if let Some(map) = &found {
                let map: Vec<usize> = map.iter().map(|&x| x as usize).collect();
                assert!(is_isomorphism(&a, &b, &map), "{a:?} {b:?} {map:?}");
            }
            assert_eq!(found.is_some(), naive, "{a:?} and {b:?}");
            if naive {
                same += 1;
            } else {
                different += 1;
            }
        }
        assert!(
            same > 100 && different > 50,
            "{same} same, {different} different"
        );
    }

    /// Regular graphs, whose colours say nothing: the prism and K3,3 (both 3-regular on six
    /// vertices) are told apart, and each is found again renamed; so are the cube and the
    /// 8-vertex Möbius ladder (3-regular, 12 edges each).
    #[test]
    fn regular_graphs_are_told_apart_by_the_search() {
        let prism = [
            (0, 1),
            (1, 2),
            (2, 0),
            (3, 4),
            (4, 5),
            (5, 3),
            (0, 3),
            (1, 4),
            (2, 5),
        ];
        let k33 = [
            (0, 3),
            (0, 4),
            (0, 5),
            (1, 3),
            (1, 4),
            (1, 5),
            (2, 3),
            (2, 4),
            (2, 5),
        ];
        let cube = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 0),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 4),
            (0, 4),
            (1, 5),
            (2, 6),
            (3, 7),
        ];
        let moebius = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 0),
            (0, 4),
            (1, 5),
            (2, 6),
            (3, 7),
        ];
        let renamed = |n: usize, edges: &[(usize, usize)]| {
            let name = |v: usize| (v * 5 + 3) % n;
            let edges: Vec<(usize, usize)> =
                edges.iter().map(|&(u, v)| (name(u), name(v))).collect();
            lists(n, &edges)
        };
        for (n, one, other) in [(6, &prism[..], &k33[..]), (8, &cube[..], &moebius[..])] {
            let (a, b) = (lists(n, one), lists(n, other));
            assert!(
                find_isomorphism(&a, &b, &mut (1 << 20)).is_none(),
                "{one:?} {other:?}"
            );
            for edges in [one, other] {
                let map = find_isomorphism(&lists(n, edges), &renamed(n, edges), &mut (1 << 20));
                assert!(map.is_some(), "{edges:?}");
            }
        }
    }

    /// A disconnected first graph gets no map (the search grows along its edges).
    #[test]
    fn a_disconnected_graph_gets_none() {
        let two_edges = lists(4, &[(0, 1), (2, 3)]);
        assert!(find_isomorphism(&two_edges, &two_edges, &mut (1 << 20)).is_none());
    }

    /// The budget bounds the search: none found within 0 trials.
    #[test]
    fn the_budget_bounds_the_search() {
        let cycle = lists(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
        assert!(find_isomorphism(&cycle, &cycle, &mut 0).is_none());
        let mut budget = 100;
        assert!(find_isomorphism(&cycle, &cycle, &mut budget).is_some());
        assert!(budget < 100, "the trials taken are counted");
    }
}
