//! The built binary against `testdata/luogu4225` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), untidy input, and the caps on strips.

testkit::judge_tests!("luogu4225");

/// A group of more than 10^7 strips is refused at the count that passes the cap.
#[test]
fn too_many_strips_in_a_group() {
    testkit::judge::assert_rejects(
        BINARY,
        b"0 1\n2\nLL_RR 6000000\nL_LRR 5000000\n",
        "error: line 4: group 1: strip 2: the group holds 11000000 strips so far (at most 10^7)\n",
    );
}

/// More than 10^9 strips in the file: refused as soon as the total passes the cap.
#[test]
fn too_many_strips_in_the_file() {
    let mut input = String::from("0 101\n");
    for _ in 0..101 {
        input.push_str("1\nLRRL_ 10000000\n");
    }
    testkit::judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "error: line 203: group 101: strip 1: the file holds 1010000000 strips so far (at most 10^9)\n",
    );
}

/// The largest group served, 10^7 strips evenly spread over the 23 states, answered
/// (`make limits`).
#[test]
#[ignore = "builds factorial tables of 10^7 entries; `make limits` runs it in release"]
fn largest_group_is_served() {
    use std::fmt::Write as _;
    let mut input = String::from("0 1\n23\n");
    for (k, (s, _)) in luogu4225::STRIP_VALUES.iter().enumerate() {
        let a = if k < 10_000_000 % 23 {
            10_000_000 / 23 + 1
        } else {
            10_000_000 / 23
        };
        writeln!(input, "{s} {a}").unwrap();
    }
    testkit::judge::assert_served(BINARY, input.as_bytes(), "10^7 strips");
}
