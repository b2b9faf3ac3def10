//! The built binary against `testdata/luogu6560` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("luogu6560");

/// More edges than this binary serves, in an input long enough to hold them (40 MB of
/// padding, so it is built here rather than stored): refused as soon as `m` is read.
#[test]
fn too_many_edges() {
    testkit::judge::assert_count_refused(
        BINARY,
        "3 10000001 1\n",
        "    ",
        10_000_001,
        "line 1: m (the number of edges) 10000001 is too large (at most 10^7)",
    );
}

/// More than 10^7 rounds are refused as soon as `q` is read: every round is kept until all
/// are answered.
#[test]
fn rounds_are_capped_at_ten_million() {
    testkit::judge::assert_count_refused(
        BINARY,
        "2 0 10000001\n",
        "1 2\n",
        10_000_001,
        "line 1: q (the number of rounds) 10000001 is too large (at most 10^7)",
    );
}

/// 10^7 rounds, the most accepted: vertex 1 has no move, so whoever must move there loses
/// (`make limits`).
#[test]
#[ignore = "keeps 10^7 rounds; `make limits` runs it in release"]
fn largest_round_count_is_served() {
    let input = "2 0 10000000\n".to_owned() + &"1 2\n".repeat(10_000_000);
    let output =
        testkit::judge::assert_served(BINARY, input.as_bytes(), "luogu6560 at its round limit");
    assert!(output == "-1\n".repeat(10_000_000));
}

/// One directed cycle through all 10^6 vertices, numbered in a shuffled order, and rounds on
/// `targets` different targets: for each, a start one move after it and one two moves before
/// it. On a cycle the vertex `d` moves before the target is won when `d` is odd (the player
/// to move reaches the target on his own moves) and lost when `d` is even, so the answers are
/// `1` (`d = 10^6 - 1`) and `-1` (`d = 2`).
fn shuffled_cycle(targets: usize) -> (String, String) {
    use std::fmt::Write as _;
    use testkit::rand::{seq::SliceRandom, SeedableRng};
    const N: usize = 1_000_000;
    let mut label: Vec<usize> = (1..=N).collect();
    label.shuffle(&mut testkit::ChaCha8Rng::seed_from_u64(6560));
    let mut input = format!("{N} {N} {}\n", 2 * targets);
    for i in 0..N {
        writeln!(input, "{} {}", label[i], label[(i + 1) % N]).unwrap();
    }
    let mut output = String::new();
    for k in 0..targets {
        let target = k * (N / targets);
        writeln!(input, "{} {}", label[(target + 1) % N], label[target]).unwrap();
        writeln!(input, "{} {}", label[(target + N - 2) % N], label[target]).unwrap();
        output += "1\n-1\n";
    }
    (input, output)
}

/// The most work accepted, `(n + m) · (targets + 10) = 3.5·10^8`, on the shape that was
/// slowest before the vertices were renumbered along chains (53.7 s of CPU for 500
/// targets); one target more is refused (`make limits`).
#[test]
#[ignore = "10^6 vertices; `make limits` runs it in release"]
fn largest_work_is_served() {
    let (input, expected) = shuffled_cycle(165);
    let output = testkit::judge::assert_served(
        BINARY,
        input.as_bytes(),
        "luogu6560, shuffled cycle of 10^6 vertices, 165 targets",
    );
    assert!(output == expected, "wrong answers on the shuffled cycle");
    let (input, _) = shuffled_cycle(166);
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "makes 166 different targets, more than this binary analyses on a graph this large \
         (one pass over n + m = 2000000 vertices and edges per target and ten for reading the \
         graph, at most 3.5·10^8 in all)",
    );
}
