//! The built binary against `testdata/aoj1377` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), untidy input, and the largest inputs it takes.
//!
//! No official sample is known, so the tests that `testkit::judge_tests!` runs on samples run
//! here on the page's first constructed example, `brute-constructed-example-1`.

use testkit::judge;

const BINARY: &str = env!("CARGO_BIN_EXE_aoj1377");
const EXAMPLE: &str = "brute-constructed-example-1.in";

#[test]
fn testdata() {
    judge::assert_all_testdata(BINARY, "aoj1377");
}

#[test]
fn example_with_messy_whitespace() {
    judge::assert_tolerates_messy_whitespace(
        BINARY,
        &testkit::testdata::dir("aoj1377").join(EXAMPLE),
    );
}

/// A byte-order mark is skipped, and tokens after the last pile are ignored, each with one
/// warning.
#[test]
fn example_with_a_byte_order_mark_or_leftovers() {
    let path = testkit::testdata::dir("aoj1377").join(EXAMPLE);
    let (input, expected) = testkit::testdata::read_case(&path);
    let with_mark = format!("\u{feff}{input}");
    judge::assert_answers_with_warning(BINARY, with_mark.as_bytes(), &expected, "byte-order mark");
    let with_leftovers = format!("{input}BW\n");
    judge::assert_answers_with_warning(
        BINARY,
        with_leftovers.as_bytes(),
        &expected,
        "after the end of the input",
    );
}

/// The most this binary takes: 44 piles of 50 boxes (past the judge's 40 of 40), served in
/// one run: 22 mirrored pairs, a pile and its colours swapped, so that all of them together
/// are fair; and one pile more, or one box more, is refused.
#[test]
fn largest_input_is_served_and_one_more_refused() {
    let mut piles = Vec::new();
    for i in 0..22u64 {
        // 50 letters from the bits of a multiplicative hash of i: distinct, irregular piles.
        let bits = (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let pile: String = (0..50)
            .map(|k| if bits >> (k % 64) & 1 == 1 { 'B' } else { 'W' })
            .collect();
        let mirror: String = pile
            .chars()
            .map(|c| if c == 'B' { 'W' } else { 'B' })
            .collect();
        piles.push(pile);
        piles.push(mirror);
    }
    let input = format!("44\n{}\n", piles.join("\n"));
    let output = judge::assert_served(BINARY, input.as_bytes(), "aoj1377 at its limit");
    assert_eq!(output, "2200\n");
    let more = format!("45\n{}\nB\n", piles.join("\n"));
    judge::assert_rejects(
        BINARY,
        more.as_bytes(),
        "line 1: n (the number of piles) 45 is too large (at most 44)",
    );
    let longer = format!("1\n{}B\n", piles[0]);
    judge::assert_rejects(
        BINARY,
        longer.as_bytes(),
        "line 2: pile 1 has 51 boxes, more than this binary takes (at most 50; the statement allows 40)",
    );
}

/// A pile of a million letters is refused by its length, after one pass over it.
#[test]
fn very_long_pile_is_refused() {
    let input = format!("1\n{}\n", "B".repeat(1_000_000));
    judge::assert_rejects(
        BINARY,
        input.as_bytes(),
        "line 2: pile 1 has 1000000 boxes, more than this binary takes (at most 50; the statement allows 40)",
    );
}
