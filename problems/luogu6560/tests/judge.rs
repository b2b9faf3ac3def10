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

/// More than 10^7 rounds are refused as soon as `q` is read: every round is kept until all
/// are answered.
#[test]
fn rounds_are_capped_at_ten_million() {
    let input = "2 0 10000001\n".to_owned() + &"1 2\n".repeat(10_000_001);
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
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
