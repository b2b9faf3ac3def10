//! The built binary against `testdata/gerald08`, untidy input, and the bounds on the size of a
//! tree and of the whole input.

testkit::judge_tests!("gerald08");

/// The sum of `N` over the test cases is bounded (2·10^6, the judge's is 10^5): two million
/// single-vertex trees are served, one more is refused at its line, before it is valued.
#[test]
fn total_vertices_are_bounded() {
    let mut input = String::from("2000000\n");
    input.push_str(&"1\n".repeat(2_000_000));
    let output = testkit::judge::assert_served(BINARY, input.as_bytes(), "gerald08 at 2e6 trees");
    assert_eq!(output.len(), 2_000_000 * "Ksen Chef\n".len());
    let mut over = String::from("2000001\n");
    over.push_str(&"1\n".repeat(2_000_001));
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 2000002: test case 2000001: N 1 brings the vertices of the test cases so far to \
         2000001, more than this binary takes (at most 2·10^6 in all)",
    );
}

/// The largest input accepted: trees of 10^6 and 999 999 vertices (nearly 2·10^6 in all) —
/// a path with alternating colours from a black edge at the root (worth about 2/3:
/// `Chef Chef`), then two paths half as long, one the colour swap of the other, both hung from
/// the root (worth 0: `Ksen Chef`) — served within the input contract's bounds
/// (`make limits`).
#[test]
#[ignore = "writes 30 MB and values two trees of 10^6 vertices; `make limits` runs it in release"]
fn largest_trees_are_served() {
    use std::fmt::Write as _;
    let n = 1_000_000;
    let mut input = format!("2\n{n}\n");
    for v in 2..=n {
        writeln!(input, "{} {v} {}", v - 1, v % 2).unwrap();
    }
    // Vertex 1, then a path 2 … half + 1 of black, white, … and its swap half + 2 … 2 half + 1.
    let half = (n - 1) / 2;
    writeln!(input, "{}", 2 * half + 1).unwrap();
    let mut previous = 1;
    for i in 0..half {
        writeln!(input, "{previous} {} {}", i + 2, i % 2).unwrap();
        previous = i + 2;
    }
    previous = 1;
    for i in 0..half {
        writeln!(input, "{previous} {} {}", half + i + 2, 1 - i % 2).unwrap();
        previous = half + i + 2;
    }
    let output = testkit::judge::assert_served(BINARY, input.as_bytes(), "gerald08 at its limit");
    assert_eq!(output, "Chef Chef\nKsen Chef\n");
}

/// A tree is first read without the union-find (the peeling checks that it is a tree); on any
/// fault it is read again with every check, so the message is still about the first fault in
/// input order: a cycle before a bad token or a loop, in a later test case too, and a part
/// cut off from the root (named by the edge that closes the cycle elsewhere).
#[rstest::rstest]
#[case::cycle_before_a_bad_token(
    "1\n4\n1 2 0\n2 1 1\n3 x 0\n",
    "line 4: test case 1: edge 2: 2-1 closes a cycle (2 and 1 are already connected), but the \
     edges must form a tree"
)]
#[case::cycle_before_a_loop_in_a_later_case(
    "2\n2\n1 2 0\n4\n1 2 0\n3 4 1\n4 3 0\n2 2 1\n",
    "line 7: test case 2: edge 3: 4-3 closes a cycle (4 and 3 are already connected), but the \
     edges must form a tree"
)]
#[case::part_cut_off_from_the_root(
    "1\n3\n2 3 0\n3 2 1\n",
    "line 4: test case 1: edge 2: 3-2 closes a cycle (3 and 2 are already connected), but the \
     edges must form a tree"
)]
#[case::bad_token_with_no_cycle_before(
    "1\n4\n1 2 0\n2 3 1\n3 x 0\n",
    "line 5: test case 1: edge 3: expected vertex (a non-negative integer), found \"x\""
)]
fn the_first_fault_is_named(#[case] input: &str, #[case] message: &str) {
    testkit::judge::assert_rejects(BINARY, input.as_bytes(), message);
}
