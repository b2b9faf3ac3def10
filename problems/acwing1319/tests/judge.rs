//! The built binary against `testdata/acwing1319`, untidy input, and bad input.

testkit::judge_tests! {
    "acwing1319",
    rejects: {
        letter_in_edge: (
            "3 2 1\n1 2\n2 x\n1\n",
            "line 3: edge 2: expected vertex (a non-negative integer), found \"x\""
        ),
        negative_token: ("3 1 1\n1 2\n-1\n", "line 3: token 1: expected vertex"),
        letter_in_header: ("3 two 1\n", "line 1: expected M (a non-negative integer), found \"two\""),
        truncated_in_edges: (
            "3 3 1\n1 2\n2 3\n",
            "line 4: edge 3: expected vertex, found the end of the input"
        ),
        truncated_in_tokens: ("3 1 3\n1 2\n1 2", "token 3: expected vertex, found the end"),
        empty: ("", "line 1: expected N, found the end of the input"),
        edge_vertex_too_large: ("3 2 1\n1 2\n2 4\n1\n", "line 3: edge 2: vertex 4 is too large (at most 3)"),
        edge_vertex_zero: ("3 1 1\n0 2\n1\n", "line 2: edge 1: vertex 0 is too small (at least 1)"),
        token_out_of_range: ("3 1 2\n1 2\n3 9\n", "line 3: token 2: vertex 9 is too large (at most 3)"),
        no_vertices: ("0 0 1\n1\n", "line 1: N 0 is too small (at least 1)"),
        too_many_vertices: ("10000001 0 1\n1\n", "line 1: N 10000001 is too large (at most 10^7)"),
        too_many_edges: ("2 20000001 1\n", "line 1: M 20000001 is too large (at most 2·10^7)"),
        no_tokens: ("2 1 0\n1 2\n", "line 1: K 0 is too small (at least 1)"),
        // 1 → 2 → 3 → 2: vertices 2 and 3 are on the cycle, 1 is not; the search meets 2 first.
        cycle: ("3 3 1\n1 2\n2 3\n3 2\n1\n", "line 4: edge 3: 3 → 2 closes a cycle"),
        self_loop: ("2 2 1\n1 2\n2 2\n1\n", "line 3: edge 2: 2 → 2 closes a cycle"),
    }
}
