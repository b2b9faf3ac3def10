//! The built binary against `testdata/luogu6560` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("luogu6560");

/// More edges than this binary serves, in an input long enough to hold them (40 MB of
/// padding, so it is built here rather than stored): refused as soon as `m` is read.
#[test]
fn too_many_edges() {
    let mut input = b"3 10000001 1\n".to_vec();
    input.resize(input.len() + 40_000_004, b' ');
    input.push(b'\n');
    testkit::judge::assert_rejects(
        BINARY,
        &input,
        "error: line 1: m (the number of edges) 10000001 is too large (at most 10^7)\n",
    );
}
