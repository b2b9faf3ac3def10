//! The generated inputs are deterministic and valid per the briefs: each is read back by an
//! independent format checker that follows the header counts, checks value ranges and the
//! promises (acyclic graphs, a legal bzoj2437 record that Tutu lost) and counts the tokens.

use super::{generate, ids, shapes};

struct Tokens<'a> {
    words: std::str::SplitAsciiWhitespace<'a>,
    count: usize,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            words: text.split_ascii_whitespace(),
            count: 0,
        }
    }

    fn word(&mut self) -> &'a str {
        self.count += 1;
        self.words.next().expect("input ended early")
    }

    fn num(&mut self, range: std::ops::RangeInclusive<u64>) -> u64 {
        let w = self.word();
        let v: u64 = w
            .parse()
            .unwrap_or_else(|_| panic!("{w:?} is not a number"));
        assert!(range.contains(&v), "{v} out of {range:?}");
        v
    }

    fn at_end(&mut self) -> bool {
        self.words.clone().next().is_none()
    }

    fn finish(mut self) -> usize {
        assert!(self.at_end(), "leftover tokens");
        self.count
    }
}

fn assert_acyclic(n: usize, edges: &[(usize, usize)]) {
    let mut indegree = vec![0usize; n];
    let mut succ = vec![Vec::new(); n];
    for &(a, b) in edges {
        succ[a].push(b);
        indegree[b] += 1;
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut seen = 0;
    while let Some(v) = ready.pop() {
        seen += 1;
        for &w in &succ[v] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                ready.push(w);
            }
        }
    }
    assert_eq!(seen, n, "the graph has a cycle");
}

/// Replays a bzoj2437 record under the game's rules: every move slides a piece of the
/// mover's colour from a neighbour into the empty cell, and afterwards Tutu cannot move.
fn check_bzoj2437(t: &mut Tokens) {
    let n = t.num(1..=1000) as usize;
    let m = t.num(1..=1000) as usize;
    let mut board: Vec<Vec<u8>> = (0..n).map(|_| t.word().as_bytes().to_vec()).collect();
    assert!(board
        .iter()
        .all(|row| row.len() == m && row.iter().all(|b| b"XO.".contains(b))));
    let empties: Vec<(usize, usize)> = (0..n)
        .flat_map(|r| (0..m).map(move |c| (r, c)))
        .filter(|&(r, c)| board[r][c] == b'.')
        .collect();
    assert_eq!(empties.len(), 1, "exactly one empty cell");
    let (mut er, mut ec) = empties[0];
    let k = t.num(1..=1_000_000) as usize;
    for step in 0..2 * k {
        let colour = if step % 2 == 0 { b'O' } else { b'X' };
        let r = t.num(1..=n as u64) as usize - 1;
        let c = t.num(1..=m as u64) as usize - 1;
        assert_eq!(
            r.abs_diff(er) + c.abs_diff(ec),
            1,
            "move {step} is not adjacent"
        );
        assert_eq!(board[r][c], colour, "move {step} moves the wrong colour");
        board[er][ec] = colour;
        board[r][c] = b'.';
        (er, ec) = (r, c);
    }
    let neighbours = [(0isize, 1isize), (0, -1), (1, 0), (-1, 0)];
    let tutu_can_move = neighbours.iter().any(|&(dr, dc)| {
        let (r, c) = (er as isize + dr, ec as isize + dc);
        r >= 0
            && c >= 0
            && (r as usize) < n
            && (c as usize) < m
            && board[r as usize][c as usize] == b'O'
    });
    assert!(!tutu_can_move, "Tutu did not lose: she still has a move");
}

/// Reads `text` as an input of `problem`, panicking on any violation; returns the token count.
/// `judge_limits` also checks the statement's bounds.
#[allow(clippy::too_many_lines)]
fn check(problem: &str, text: &str, judge_limits: bool) -> usize {
    let big = |judge: u64| if judge_limits { judge } else { u64::MAX };
    let mut t = Tokens::new(text);
    match problem {
        "aoj1377" => {
            for _ in 0..t.num(1..=big(40)) {
                let pile = t.word();
                assert!(
                    (1..=big(40) as usize).contains(&pile.len()),
                    "pile length {}",
                    pile.len()
                );
                assert!(pile.bytes().all(|b| b == b'B' || b == b'W'), "{pile}");
            }
        }
        "gerald08" => {
            let mut total = 0;
            for _ in 0..t.num(1..=big(1000)) {
                let n = t.num(1..=big(100_000)) as usize;
                total += n;
                // Union-find: n − 1 edges that never close a cycle form a tree.
                let mut leader: Vec<usize> = (0..n).collect();
                let find = |leader: &mut Vec<usize>, mut v: usize| {
                    while leader[v] != v {
                        leader[v] = leader[leader[v]];
                        v = leader[v];
                    }
                    v
                };
                for _ in 1..n {
                    let a = find(&mut leader, t.num(1..=n as u64) as usize - 1);
                    let b = find(&mut leader, t.num(1..=n as u64) as usize - 1);
                    assert_ne!(a, b, "the edges close a cycle");
                    leader[a] = b;
                    t.num(0..=1);
                }
            }
            assert!(total as u64 <= big(100_000), "the sum of N is {total}");
        }
        "acwing1319" => {
            let n = t.num(1..=big(2000));
            let m = t.num(1..=big(6000));
            let k = t.num(1..=n);
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| (t.num(1..=n) as usize - 1, t.num(1..=n) as usize - 1))
                .collect();
            assert_acyclic(n as usize, &edges);
            for _ in 0..k {
                t.num(1..=n);
            }
        }
        "hdu1524" => {
            while !t.at_end() {
                let n = t.num(1..=big(1000));
                let mut edges = Vec::new();
                for v in 0..n as usize {
                    let x = t.num(0..=n);
                    for _ in 0..x {
                        edges.push((v, t.num(0..=n - 1) as usize));
                    }
                }
                assert_acyclic(n as usize, &edges);
                loop {
                    let pieces = t.num(0..=10);
                    if pieces == 0 {
                        break;
                    }
                    for _ in 0..pieces {
                        t.num(0..=n - 1);
                    }
                }
            }
        }
        "hdu1536" => loop {
            let k = t.num(0..=100);
            if k == 0 {
                break;
            }
            for _ in 0..k {
                t.num(1..=10_000);
            }
            let m = t.num(1..=100);
            for _ in 0..m {
                let l = t.num(1..=100);
                for _ in 0..l {
                    t.num(0..=big(10_000));
                }
            }
        },
        "bzoj2437" => check_bzoj2437(&mut t),
        "bzoj2463" => while t.num(0..=10_000) != 0 {},
        "bzoj2281" => {
            let n = t.num(1..=10_000);
            let k = t.num(1..=n.min(100));
            assert_eq!(k % 2, 0);
            t.num(1..=k);
        }
        "bzoj1228" => {
            for _ in 0..t.num(1..=20) {
                let n = t.num(2..=big(20_000));
                assert_eq!(n % 2, 0);
                for _ in 0..n {
                    t.num(1..=2_000_000_000);
                }
            }
        }
        "bzoj3576" => {
            let games = t.num(1..=99);
            t.num(1..=big(99_999));
            for _ in 0..games {
                for _ in 0..t.num(1..=99) {
                    t.num(1..=big(99_999));
                }
            }
        }
        "bzoj1443" => {
            let n = t.num(1..=big(100));
            let m = t.num(1..=big(100));
            for _ in 0..n {
                let row = t.word();
                assert_eq!(row.len() as u64, m);
                assert!(row.bytes().all(|b| b == b'.' || b == b'#'));
            }
        }
        "bzoj4600" => {
            for _ in 0..t.num(1..=100) {
                let n = t.num(1..=30_000);
                t.num(1..=20);
                for _ in 0..n {
                    t.num(0..=1);
                }
            }
        }
        "cf1704f" => {
            let mut total = 0;
            for _ in 0..t.num(1..=10_000) {
                let n = t.num(2..=500_000);
                let row = t.word();
                assert_eq!(row.len() as u64, n);
                assert!(row.bytes().all(|b| b == b'R' || b == b'B'));
                total += n;
            }
            assert!(total <= 500_000, "the sum of n is {total}");
        }
        "hdu3032" => {
            for _ in 0..t.num(1..=100) {
                for _ in 0..t.num(1..=1_000_000) {
                    t.num(1..=(1 << 31) - 1);
                }
            }
        }
        "nim_product_64" => {
            for _ in 0..t.num(0..=1_000_000) {
                t.num(0..=u64::MAX);
                t.num(0..=u64::MAX);
            }
        }
        "hdu3404" => {
            for _ in 0..t.num(1..=100) {
                for _ in 0..t.num(1..=1000) {
                    t.num(1..=10_000);
                    t.num(1..=10_000);
                }
            }
        }
        "cf1310f" => {
            for _ in 0..t.num(1..=100) {
                t.num(1..=u64::MAX);
                t.num(1..=u64::MAX);
            }
        }
        "luogu4279" => {
            for _ in 0..t.num(1..=500) {
                for _ in 0..t.num(1..=50) {
                    t.num(1..=5000);
                }
            }
        }
        "luogu2252" => {
            while !t.at_end() {
                t.num(0..=big(1_000_000_000));
                t.num(0..=big(1_000_000_000));
            }
        }
        "poj1704" => {
            for _ in 0..t.num(1..=20) {
                for _ in 0..t.num(1..=1000) {
                    t.num(1..=10_000);
                }
            }
        }
        "hdu2516" => while t.num(0..=(1 << 31) - 1) != 0 {},
        "poj3710" => {
            for _ in 0..t.num(1..=99) {
                let m = t.num(1..=99);
                for _ in 0..t.num(0..=500) {
                    t.num(1..=m);
                    t.num(1..=m);
                }
            }
        }
        "cf786a" => {
            let n = t.num(2..=7000);
            for _ in 0..2 {
                for _ in 0..t.num(1..=n - 1) {
                    t.num(1..=n - 1);
                }
            }
        }
        "luogu6560" => {
            let n = t.num(1..=100_000);
            let m = t.num(1..=500_000);
            let q = t.num(1..=500);
            for _ in 0..2 * m {
                t.num(1..=n);
            }
            for _ in 0..q {
                assert_ne!(t.num(1..=n), t.num(1..=n));
            }
        }
        "hdu3595" => {
            while !t.at_end() {
                for _ in 0..t.num(1..=1000) {
                    t.num(1..=1000);
                    t.num(1..=1000);
                }
            }
        }
        "abc229h" => {
            let n = t.num(1..=big(8));
            for _ in 0..n {
                let row = t.word();
                assert_eq!(row.len() as u64, n);
                assert!(row.bytes().all(|b| b"WB.".contains(&b)));
            }
        }
        "abc261h" => {
            let n = t.num(1..=big(200_000));
            let m = t.num(0..=big(200_000));
            t.num(1..=n);
            let mut edges = std::collections::BTreeSet::new();
            for _ in 0..m {
                let (a, b) = (t.num(1..=n), t.num(1..=n));
                t.num(0..=big(1_000_000_000));
                assert_ne!(a, b, "a self-loop");
                assert!(edges.insert((a, b)), "a repeated edge {a} {b}");
            }
        }
        "arc143c" => {
            let n = t.num(1..=big(200_000));
            t.num(1..=big(1_000_000_000));
            t.num(1..=big(1_000_000_000));
            for _ in 0..n {
                t.num(1..=big(1_000_000_000));
            }
        }
        "cf1033g" => {
            let n = t.num(1..=big(100));
            t.num(1..=big(100_000));
            for _ in 0..n {
                t.num(1..=big(1_000_000_000_000_000_000));
            }
        }
        "abc265h" => {
            t.num(1..=big(8000));
            t.num(2..=big(30).min(64));
        }
        "luogu4225" => {
            t.num(0..=20);
            for _ in 0..t.num(1..=100) {
                let mut total = 0;
                let mut seen = std::collections::BTreeSet::new();
                for _ in 0..t.num(1..=23) {
                    let strip = t.word();
                    assert_eq!(strip.len(), 5, "{strip}");
                    assert!(strip.bytes().all(|b| b"LR_".contains(&b)), "{strip}");
                    assert!(seen.insert(strip), "{strip} twice");
                    total += t.num(1..=big(1_000_000));
                }
                assert!(total <= big(1_000_000), "{total} strips in a group");
            }
        }
        "cuttingbrownies" => {
            for _ in 0..t.num(1..=big(10)) {
                t.num(1..=big(500));
                t.num(1..=big(500));
                assert!(matches!(t.word(), "Harry" | "Vicky"));
            }
        }
        _ => panic!("unknown problem {problem}"),
    }
    t.finish()
}

#[test]
fn every_problem_has_a_small_shape_first() {
    for problem in ids() {
        let list = shapes(problem).unwrap();
        assert_eq!(list[0].name, "small", "{problem}");
        assert!(!list[0].scale);
    }
    assert!(shapes("nope").is_none());
    assert!(generate("bzoj2463", "nope", 1).is_err());
}

#[test]
fn same_seed_gives_the_same_bytes() {
    for problem in ids() {
        let a = generate(problem, "small", 7).unwrap();
        let b = generate(problem, "small", 7).unwrap();
        assert_eq!(a, b, "{problem}");
        if problem != "bzoj2281" {
            assert_ne!(
                a,
                generate(problem, "small", 8).unwrap(),
                "{problem}: seed unused"
            );
        }
    }
}

#[test]
fn small_inputs_have_the_expected_token_counts() {
    let fixed = [
        ("acwing1319", 3 + 2 * 12 + 4),
        ("bzoj2463", 6),
        ("bzoj2281", 3),
        ("bzoj1228", 1 + 2 * (1 + 4)),
        ("bzoj3576", 2 + 4 * (1 + 3)),
        ("bzoj1443", 2 + 4),
        ("bzoj4600", 1 + 3 * (2 + 20)),
        ("bzoj2437", 2 + 4 + 1 + 2 * 2 * 7),
        ("abc229h", 1 + 3),
        ("cuttingbrownies", 1 + 3 * 3),
        ("abc261h", 3 + 3 * 12),
        ("arc143c", 3 + 4),
        ("cf1033g", 2 + 3),
        ("abc265h", 2),
        ("luogu4225", 2 + 3 * (1 + 23 * 2)),
    ];
    for (problem, expected) in fixed {
        let text = String::from_utf8(generate(problem, "small", 3).unwrap()).unwrap();
        assert_eq!(check(problem, &text, true), expected, "{problem}:\n{text}");
    }
    for problem in ["hdu1536", "hdu1524"] {
        let text = String::from_utf8(generate(problem, "small", 3).unwrap()).unwrap();
        assert!(check(problem, &text, true) > 10, "{problem}");
    }
}

/// Every judge-size shape obeys the statement; a handful of seeds for the bzoj2437 records.
#[test]
fn judge_shapes_are_valid_inputs() {
    for problem in ids() {
        for shape in shapes(problem).unwrap().iter().filter(|s| !s.scale) {
            let text = String::from_utf8(generate(problem, shape.name, 11).unwrap()).unwrap();
            check(problem, &text, true);
        }
    }
    for seed in 0..20 {
        let text = String::from_utf8(generate("bzoj2437", "small", seed).unwrap()).unwrap();
        check("bzoj2437", &text, true);
    }
}

#[test]
fn large_bzoj2437_records_are_legal() {
    for shape in ["scale-50", "scale-100"] {
        let text = String::from_utf8(generate("bzoj2437", shape, 5).unwrap()).unwrap();
        check("bzoj2437", &text, false);
    }
}
