//! The built binary against `testdata/abc229h`, untidy input, the bad inputs
//! `testdata/abc229h/bad-*.in` (each with the exact `error:` line in its `.err`), and boards
//! up to this binary's largest side, 12.

use rstest::rstest;

testkit::judge_tests!("abc229h");

/// Boards past the judge's 8 whose answers are known from the values: a lone piece on the
/// bottom row of a column of 12 is worth `∓1/2^11`, the smallest value there is.
#[rstest]
#[case::lone_black_piece_deep_down(11, 'B', "Takahashi\n")]
#[case::lone_white_piece_deep_down(11, 'W', "Snuke\n")]
fn serves_boards_beyond_the_judge(#[case] row: usize, #[case] piece: char, #[case] expected: &str) {
    let mut text = String::from("12\n");
    for r in 0..12 {
        let mut line = ".".repeat(12);
        if r == row {
            line.replace_range(0..1, &piece.to_string());
        }
        text.push_str(&line);
        text.push('\n');
    }
    testkit::judge::assert_answers(BINARY, text.as_bytes(), expected);
}

/// The largest accepted board, 12 × 12 with every column different and every square filled
/// or not at random, is served within the contract's bounds.
#[test]
fn largest_board_is_served() {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut text = String::from("12\n");
    for _ in 0..12 {
        for _ in 0..12 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push(['.', 'W', 'B'][(state % 3) as usize]);
        }
        text.push('\n');
    }
    let output = testkit::judge::assert_served(BINARY, text.as_bytes(), "abc229h at N = 12");
    assert!(output == "Takahashi\n" || output == "Snuke\n", "{output}");
}
