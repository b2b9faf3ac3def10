//! The built binary against `testdata/bzoj1443`, untidy input, and bad input.

testkit::judge_tests! {
    "bzoj1443",
    rejects: {
        empty: ("", "line 1: expected N, found the end of the input"),
        size_not_a_number: ("3 x\n", "line 1: expected M (a non-negative integer), found \"x\""),
        zero_rows: ("0 3\n", "line 1: N 0 is too small (at least 1)"),
        too_many_cells: ("3000 3000\n", "line 1: a 3000 × 3000 board is too large (at most 2^22 cells)"),
        wrong_character: ("2 3\n...\n.X.\n", "line 3, column 2: row 2: 'X' is not a cell of this board (expected '.' or '#')"),
        non_ascii: ("1 1\n\u{e9}\n", "line 2, column 1: row 1: 'é' is not a cell of this board"),
        full_width: ("1 2\n\u{ff0e}\u{ff0e}\u{ff0e}\n", "line 2: row 1 has 3 characters, expected 2"),
        control_byte: ("1 2\n.\u{1}\n", "line 2, column 2: row 1: the character U+0001 is not a cell"),
        row_too_short: ("2 3\n...\n..\n", "line 3: row 2 has 2 characters, expected 3"),
        row_too_long: ("2 3\n....\n...\n", "line 2: row 1 has 4 characters, expected 3"),
        row_split_by_space: ("2 3\n. .\n...\n", "line 2: row 1 has 1 character, expected 3 (a row is written without spaces between its cells)"),
        truncated: ("3 3\n.##\n...\n", "line 4: expected row 3 of the board, found the end of the input"),
    }
}

/// The largest board is served within the input contract's bounds (`make limits`).
#[test]
#[ignore = "runs for seconds; `make limits` runs it in release"]
fn largest_board_is_served() {
    let side = 2048;
    let mut rng = testkit::rng();
    let rows: Vec<String> = (0..side)
        .map(|_| {
            (0..side)
                .map(|_| {
                    if testkit::rand::Rng::gen_bool(&mut rng, 0.8) {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect()
        })
        .collect();
    let input = format!("{side} {side}\n{}\n", rows.join("\n"));
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    eprintln!("bzoj1443 at its limit: {:?}", start.elapsed());
}
