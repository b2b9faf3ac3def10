//! The built binary against `testdata/poj3710`, untidy input, and bad input: malformed
//! numbers and counts, and pictures that break the statement's promises.

use rstest::rstest;
use std::fmt::Write as _;

testkit::judge_tests! {
    "poj3710",
    // Test cases run to the end of the input: there is no "after the end" to ignore.
    reads_to_the_end: true,
    rejects: {
        not_a_number: ("1\n2 1\n1 x\n", "line 3: test case 1: picture 1: edge 1: expected node (a non-negative integer), found \"x\""),
        negative_node: ("1\n2 1\n-1 2\n", "line 3: test case 1: picture 1: edge 1: expected node (a non-negative integer), found \"-1\""),
        node_zero: ("1\n2 1\n0 2\n", "line 3: test case 1: picture 1: edge 1: node 0 is too small (at least 1)"),
        node_above_m: ("1\n3 2\n1 2\n2 4\n", "line 4: test case 1: picture 1: edge 2: node 4 is too large (at most 3)"),
        zero_pictures: ("0\n", "line 1: test case 1: N 0 is too small (at least 1)"),
        zero_nodes: ("1\n0 0\n", "line 2: test case 1: picture 1: m (the number of nodes) 0 is too small (at least 1)"),
        lying_n: ("50\n2 1\n1 2\n", "line 1: test case 1: N 50 is too large (the rest of the input holds at most 2 of them)"),
        lying_k: ("1\n3 40\n1 2\n2 3\n", "line 2: test case 1: picture 1: k (the number of edges) 40 is too large (the rest of the input holds at most 2 of them)"),
        missing_picture: ("2\n2 1\n1 2\n", "line 4: test case 1: picture 2: expected m (the number of nodes), found the end of the input"),
        missing_edge_end: ("1\n3 2\n1 2\n3\n", "line 5: test case 1: picture 1: edge 2: expected node, found the end of the input"),
        second_case_cut_short: (
            "1\n2 1\n1 2\n\n2\n2 1\n1 2\n3 2\n1 2\n",
            "line 8: test case 2: picture 2: k (the number of edges) 2 is too large (the rest of the input holds at most 1 of them) (test case 2 is what follows test case 1 from line 5 on)"
        ),
        more_nodes_than_edges_reach: (
            "1\n3 1\n1 2\n",
            "line 2: test case 1: picture 1: m 3 is too large (at most k + 1 = 2): every node must be connected to the root"
        ),
        // Two triangles sharing the edge 2-3 (a polygon touching the tree at two nodes).
        edge_on_two_polygons: (
            "1\n4 5\n1 2\n2 3\n3 1\n2 4\n4 3\n",
            "line 3: test case 1: picture 1: edge 1 (1-2) lies on two cycles: polygons may not share an edge, nor touch the rest of the picture at two nodes"
        ),
        three_parallel_edges: (
            "1\n2 3\n1 2\n2 1\n1 2\n",
            "line 3: test case 1: picture 1: edge 1 (1-2) lies on two cycles"
        ),
        polygon_in_a_later_picture: (
            "1\n1 0\n2\n2 1\n2 1\n3 4\n1 2\n2 3\n3 2\n\n2 3\n",
            "line 8: test case 2: picture 2: edge 2 (2-3) lies on two cycles"
        ),
        edge_off_the_root: (
            "1\n4 3\n1 2\n3 4\n4 3\n",
            "line 4: test case 1: picture 1: edge 2 (3-4) is not connected to the root (node 1); every node must be"
        ),
        node_without_edge: (
            "1\n3 2\n1 2\n2 1\n",
            "line 2: test case 1: picture 1: node 3 has no edge, so it is not connected to the root (node 1); every node must be"
        ),
    }
}

#[test]
fn empty_input_is_answered_with_a_warning() {
    testkit::judge::assert_answers_with_warning(BINARY, b"\r\n", "", "the input is empty");
}

/// Inputs the statement does not promise but the rules define: loops (a polygon of one
/// side, worth a leaf edge), subtrees hanging from polygon nodes, and pictures far larger
/// than the judge's.
#[rstest]
#[case::loop_at_the_root("1\n1 1\n1 1\n", "Sally\n")]
#[case::two_loops_at_the_root("1\n1 2\n1 1\n1 1\n", "Harry\n")]
#[case::loop_on_a_stalk("2\n2 2\n1 2\n2 2\n2 1\n1 2\n", "Sally\n")]
// A triangle at the root with a stalk on a far corner: fused, 3 loops and a leaf edge: 0.
#[case::stalk_on_a_polygon_corner("1\n4 4\n1 2\n2 3\n3 1\n3 4\n", "Harry\n")]
fn beyond_the_promises(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(
        output.status.success(),
        "{input:?}: {}",
        output.stderr_text()
    );
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}

/// One edge more than 10^7 in a picture is refused by its count, before any edge is read.
#[test]
fn edge_count_is_bounded() {
    let over = format!("1\n2 10000001\n{}", "1 2\n".repeat(10_000_001));
    testkit::judge::assert_rejects(
        BINARY,
        over.as_bytes(),
        "line 2: test case 1: picture 1: k 10000001 is too large (at most 10^7)",
    );
}

/// The largest picture accepted, a path of 10^7 edges, is served within the input contract's
/// bounds (`make limits`).
#[test]
#[ignore = "writes 150 MB and values a 10^7-edge picture; `make limits` runs it in release"]
fn largest_picture_is_served() {
    let n = 10_000_001usize;
    let mut text = format!("1\n{n} {}\n", n - 1);
    for v in 1..n {
        writeln!(text, "{v} {}", v + 1).unwrap();
    }
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, text.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    assert_eq!(output.stdout_text(), "Sally\n"); // a stalk of 10^7 edges
    eprintln!("poj3710 at its limit: {:?}", start.elapsed());
}
