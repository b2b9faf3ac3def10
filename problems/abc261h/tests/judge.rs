//! The built binary against `testdata/abc261h` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), untidy input, and the cap on edges.

testkit::judge_tests!("abc261h");

/// More edges than this binary serves, in an input long enough to hold them (18 MB of padding,
/// so it is built here rather than stored): refused as soon as `M` is read.
#[test]
fn too_many_edges() {
    testkit::judge::assert_count_refused(
        BINARY,
        "3 3000001 1\n",
        "      ",
        3_000_001,
        "line 1: M (the number of edges) 3000001 is too large (at most 3·10^6)",
    );
}
