//! The built binary against every `testdata/acwing1319/*.in`, and its handling of bad input.

use rstest::rstest;
use std::path::PathBuf;
use testkit::{assert_matches_expected, assert_rejects, assert_tolerates_messy_whitespace};

const BIN: &str = env!("CARGO_BIN_EXE_acwing1319");

#[rstest]
fn testdata(#[files("../../testdata/acwing1319/*.in")] input: PathBuf) {
    assert_matches_expected(BIN, &input);
}

#[rstest]
#[case::letter_in_edge(
    "3 2 1\n1 2\n2 x\n1\n",
    "line 3: edge 2: expected vertex (a non-negative integer), found \"x\""
)]
#[case::negative_token("3 1 1\n1 2\n-1\n", "line 3: token 1: expected vertex")]
#[case::letter_in_header(
    "3 two 1\n",
    "line 1: expected M (a non-negative integer), found \"two\""
)]
#[case::truncated_in_edges(
    "3 3 1\n1 2\n2 3\n",
    "line 4: edge 3: expected vertex, found the end of the input"
)]
#[case::truncated_in_tokens("3 1 3\n1 2\n1 2", "token 3: expected vertex, found the end")]
#[case::empty("", "line 1: expected N, found the end of the input")]
#[case::edge_vertex_too_large(
    "3 2 1\n1 2\n2 4\n1\n",
    "line 3: edge 2: vertex 4 is out of range 1..=3"
)]
#[case::edge_vertex_zero("3 1 1\n0 2\n1\n", "line 2: edge 1: vertex 0 is out of range 1..=3")]
#[case::token_out_of_range("3 1 2\n1 2\n3 9\n", "line 3: token 2: vertex 9 is out of range 1..=3")]
#[case::no_vertices("0 0 1\n1\n", "line 1: N 0 is out of range 1..=10000000")]
#[case::no_tokens("2 1 0\n1 2\n", "line 1: K 0 is out of range")]
#[case::leftover_token(
    "3 1 1\n1 2\n1 3\n",
    "line 3: unexpected \"3\" after the end of the input"
)]
// 1 → 2 → 3 → 2: vertices 2 and 3 are on the cycle, 1 is not; the search meets 2 again first.
#[case::cycle("3 3 1\n1 2\n2 3\n3 2\n1\n", "has a cycle through vertex 2")]
#[case::self_loop("2 2 1\n1 2\n2 2\n1\n", "has a cycle through vertex 2")]
fn rejects_bad_input(#[case] input: &str, #[case] message: &str) {
    assert_rejects(BIN, input.as_bytes(), message);
}

#[rstest]
fn sample_with_messy_whitespace(#[files("../../testdata/acwing1319/sample-*.in")] input: PathBuf) {
    assert_tolerates_messy_whitespace(BIN, &input);
}
