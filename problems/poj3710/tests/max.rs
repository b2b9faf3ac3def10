//! The `max-*` testdata and pictures of 10^6 nodes, checked against a second method written
//! independently of `gamecore::hackenbush`: Tarjan's bridges (recursive low-link over edge
//! ids), a union-find that fuses everything joined by non-bridges, the loops counted per fused
//! node, and the colon principle on the tree of bridges.

mod pictures;

use pictures::{push_picture, relabel};
use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

/// The Green Hackenbush value of a picture with nodes `0..m` (0 the root) and `edges`.
fn picture_value(m: usize, edges: &[(usize, usize)]) -> u32 {
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        adjacent[a].push((b, e));
        if a != b {
            adjacent[b].push((a, e));
        }
    }
    let mut bridges = Bridges {
        adjacent: &adjacent,
        discovered: vec![usize::MAX; m],
        low: vec![0; m],
        is_bridge: vec![false; edges.len()],
        clock: 0,
    };
    bridges.search(0, usize::MAX);
    // Fuse along every edge that is not a bridge; count those edges (loops once fused).
    let mut leader: Vec<usize> = (0..m).collect();
    let mut loops = vec![0u32; m];
    let mut tree: Vec<Vec<usize>> = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if bridges.discovered[a] != usize::MAX && !bridges.is_bridge[e] {
            let (x, y) = (find(&mut leader, a), find(&mut leader, b));
            leader[x] = y;
        }
    }
    for (e, &(a, b)) in edges.iter().enumerate() {
        if bridges.discovered[a] == usize::MAX {
            continue; // not connected to the root
        }
        let (x, y) = (find(&mut leader, a), find(&mut leader, b));
        if bridges.is_bridge[e] {
            tree[x].push(y);
            tree[y].push(x);
        } else {
            loops[x] ^= 1;
        }
    }
    // Colon principle on the bridge tree, children before parents (an explicit order, so
    // that deep pictures need no deep recursion here).
    let root = find(&mut leader, 0);
    let mut order = vec![root];
    let mut parent = vec![usize::MAX; m];
    parent[root] = root;
    let mut i = 0;
    while i < order.len() {
        let c = order[i];
        i += 1;
        for &d in &tree[c] {
            if parent[d] == usize::MAX {
                parent[d] = c;
                order.push(d);
            }
        }
    }
    let mut value = loops;
    for &c in order[1..].iter().rev() {
        value[parent[c]] ^= value[c] + 1;
    }
    value[root]
}

/// The representative of `v`'s set in a union-find forest, halving the path on the way.
fn find(leader: &mut [usize], mut v: usize) -> usize {
    while leader[v] != v {
        leader[v] = leader[leader[v]];
        v = leader[v];
    }
    v
}

struct Bridges<'a> {
    adjacent: &'a [Vec<(usize, usize)>],
    discovered: Vec<usize>,
    low: Vec<usize>,
    is_bridge: Vec<bool>,
    clock: usize,
}

impl Bridges<'_> {
    /// Tarjan's low-link search from `v`, entered by edge `via` (skipped by id, so that a
    /// parallel edge back to the parent counts as the cycle it is).
    fn search(&mut self, v: usize, via: usize) {
        self.discovered[v] = self.clock;
        self.low[v] = self.clock;
        self.clock += 1;
        for &(w, e) in &self.adjacent[v] {
            if e == via {
                continue;
            }
            if self.discovered[w] == usize::MAX {
                self.search(w, e);
                self.low[v] = self.low[v].min(self.low[w]);
                if self.low[w] > self.discovered[v] {
                    self.is_bridge[e] = true;
                }
            } else {
                self.low[v] = self.low[v].min(self.discovered[w]);
            }
        }
    }
}

/// The expected output of an input, every picture valued by [`picture_value`], on a thread
/// with a stack deep enough for a million-node path.
fn second_method(input: &str) -> String {
    let input = input.to_owned();
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            let mut numbers = testkit::input::numbers::<usize>(&input).peekable();
            let mut out = String::new();
            while numbers.peek().is_some() {
                let pictures = numbers.next().unwrap();
                let mut total = 0;
                for _ in 0..pictures {
                    let (m, k) = (numbers.next().unwrap(), numbers.next().unwrap());
                    let edges: Vec<(usize, usize)> = (0..k)
                        .map(|_| (numbers.next().unwrap() - 1, numbers.next().unwrap() - 1))
                        .collect();
                    total ^= picture_value(m, &edges);
                }
                out += if total != 0 { "Sally\n" } else { "Harry\n" };
            }
            out
        })
        .expect("a thread")
        .join()
        .expect("the second method finished")
}

/// A random picture of exactly `nodes` nodes that keeps the promises: stalks and polygons of
/// 2 to `max_sides` sides hung from random nodes (with probability `recent`, from one of the
/// three newest, which makes the picture deep), then relabelled (the root stays 1) and
/// shuffled. Edges are 1-based.
fn picture(
    rng: &mut ChaCha8Rng,
    nodes: usize,
    max_sides: usize,
    recent: f64,
) -> Vec<(usize, usize)> {
    picture_and_value(rng, nodes, max_sides, recent).0
}

/// [`picture`], and its value worked out from the construction alone: every polygon fuses
/// into the node it hangs from (the top of that node's own fused group), adding its number of
/// sides, mod 2, as loops there; then the stalks are summed by the colon principle, newest
/// nodes first (a stalk always hangs from an older node).
fn picture_and_value(
    rng: &mut ChaCha8Rng,
    nodes: usize,
    max_sides: usize,
    recent: f64,
) -> (Vec<(usize, usize)>, u32) {
    let mut m = 1;
    let mut edges = Vec::new();
    // Indexed by node (1-based; 0 unused): the fused group's top, the node a stalk hangs from.
    let mut top = vec![0, 1];
    let mut stalk_from = vec![0, 0];
    let mut value = vec![0u32, 0];
    while m < nodes {
        let at = if rng.gen_bool(recent) {
            m - rng.gen_range(0..m.min(3))
        } else {
            rng.gen_range(1..=m)
        };
        let sides = rng.gen_range(1..=max_sides).min(nodes - m + 1);
        if sides == 1 {
            m += 1;
            edges.push((at, m));
            top.push(m);
            stalk_from.push(top[at]);
            value.push(0);
        } else {
            let mut previous = at;
            for _ in 0..sides - 1 {
                m += 1;
                edges.push((previous, m));
                top.push(top[at]);
                stalk_from.push(0);
                value.push(0);
                previous = m;
            }
            edges.push((previous, at));
            value[top[at]] ^= (sides % 2) as u32;
        }
    }
    for v in (2..=m).rev() {
        if stalk_from[v] != 0 {
            value[stalk_from[v]] ^= value[v] + 1;
        }
    }
    (relabel(rng, nodes, edges), value[1])
}

fn write_case(text: &mut String, pictures: &[(usize, Vec<(usize, usize)>)]) {
    writeln!(text, "{}", pictures.len()).unwrap();
    for (m, edges) in pictures {
        push_picture(text, *m, edges);
    }
}

/// Twelve test cases of 99 pictures of 99 nodes (the statement: `N`, `m` below 100): even
/// test cases hold 49 pairs of equal pictures, each copy relabelled, and a bare root (so the
/// values cancel: `Harry`); odd ones hold independent pictures, among them a path of 98 edges
/// and polygons only. Shapes range from stalks only to polygons of up to 7 sides.
fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut text = String::new();
    for case in 0..12 {
        let mut pictures: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
        if case % 2 == 0 {
            for _ in 0..49 {
                let sides = rng.gen_range(1..=7);
                let edges = picture(&mut rng, 99, sides, 0.5);
                // The same picture under new names: relabelling permutes labels 2..=99.
                let copy = relabel(&mut rng, 99, edges.clone());
                pictures.push((99, edges));
                pictures.push((99, copy));
            }
            pictures.push((1, Vec::new()));
            pictures.shuffle(&mut rng);
        } else {
            for i in 0..99 {
                let edges = match i {
                    0 => relabel(&mut rng, 99, (1..99).map(|v| (v, v + 1)).collect()),
                    1 => picture(&mut rng, 99, 2, 0.0),
                    _ => {
                        let (sides, recent) = (rng.gen_range(1..=7), rng.gen_range(0.0..1.0));
                        picture(&mut rng, 99, sides, recent)
                    }
                };
                pictures.push((99, edges));
            }
        }
        write_case(&mut text, &pictures);
    }
    text
}

#[test]
fn max_input_comes_from_the_generator() {
    testkit::testdata::assert_generated("poj3710", "max-1.in", &generate(3710));
}

#[test]
fn max_output_matches_second_method() {
    testkit::testdata::assert_agrees("poj3710", "max-", 1, second_method);
    let out = testkit::testdata::stored("poj3710", "max-1.out");
    assert!(out.matches("Harry").count() >= 6, "{out}");
    assert!(out.contains("Sally"), "{out}");
}

/// The second method agrees with the values worked by hand in the page's theory.
#[test]
fn second_method_on_known_pictures() {
    assert_eq!(picture_value(2, &[(0, 1)]), 1);
    assert_eq!(picture_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)]), 2);
    assert_eq!(picture_value(2, &[(0, 1), (1, 0)]), 0);
    assert_eq!(picture_value(3, &[(0, 1), (1, 2), (2, 0)]), 1);
    assert_eq!(picture_value(1, &[(0, 0)]), 1);
    assert_eq!(picture_value(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]), 0);
}

fn input_of_one_picture(nodes: usize, edges: &[(usize, usize)]) -> String {
    let mut text = String::from("1\n");
    push_picture(&mut text, nodes, edges);
    text
}

/// The longest path a picture may hold (2·10^5 edges) under shuffled labels (value 200000),
/// read and valued on the test thread's ordinary stack.
#[test]
fn longest_path() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let nodes = 200_001;
    let path = (1..nodes).map(|v| (v, v + 1)).collect();
    let edges = relabel(&mut rng, nodes, path);
    let input = input_of_one_picture(nodes, &edges);
    assert_eq!(testkit::solve_to_string(poj3710::solve, &input), "Sally\n");
}

/// A random tree with polygons of nearly as many edges as a picture may hold, hung mostly
/// from the newest nodes (deep), against the value its construction gives.
#[test]
fn deep_cactus_at_the_cap() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let (edges, value) = picture_and_value(&mut rng, 140_000, 5, 0.9);
    assert!(edges.len() <= 200_000, "{} edges", edges.len());
    assert_ne!(value, 0);
    let input = input_of_one_picture(140_000, &edges);
    assert_eq!(testkit::solve_to_string(poj3710::solve, &input), "Sally\n");
}

/// Random trees with polygons against the second method: deep (hung mostly from the newest
/// nodes) and shallow (hung anywhere), and the construction's own value as a third opinion;
/// then the deep one twice with a bare root, whose values cancel.
#[test]
fn large_cacti() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for (nodes, recent) in [(140_000, 0.9), (100_000, 0.0)] {
        let (edges, value) = picture_and_value(&mut rng, nodes, 5, recent);
        let input = input_of_one_picture(nodes, &edges);
        let expected = second_method(&input);
        assert_eq!(expected, if value != 0 { "Sally\n" } else { "Harry\n" });
        assert_eq!(
            testkit::solve_to_string(poj3710::solve, &input),
            expected,
            "{nodes} nodes, recent = {recent}"
        );
        if recent > 0.5 {
            // "1\n" + picture, twice, and a bare root: one test case of three pictures.
            let twice = format!("3\n{}{}1 0\n", &input[2..], &input[2..]);
            assert_eq!(testkit::solve_to_string(poj3710::solve, &twice), "Harry\n");
        }
    }
}
