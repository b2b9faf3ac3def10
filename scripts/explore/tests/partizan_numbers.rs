//! `explore hackenbush` and `explore table cutcake|maundy` end to end. Expected values come
//! from a game search with gamecore's solver, from gamecore's closed forms and from the
//! literature, never from the explorer's output.

use gamecore::partizan::cutcake::{cutcake_value, maundy_value};
use gamecore::partizan::dyadic::Dyadic;
use gamecore::partizan::number_game::NumberGameSolver;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod common;
use common::explore;

fn ok(args: &[&str]) -> String {
    let run = explore(args);
    assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
    assert_eq!(run.stderr, "", "{args:?}");
    run.stdout
}

/// The exact value on the `value …` line.
fn value_line(text: &str) -> Dyadic {
    let line = text
        .lines()
        .find(|l| l.starts_with("value "))
        .expect("a value line");
    line["value ".len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// A stalk's value by searching its game: a position is the number of edges left.
fn stalk_by_search(stalk: &[u8]) -> Dyadic {
    let cuts = |blue: bool| {
        move |&len: &usize, out: &mut Vec<usize>| {
            out.extend((0..len).filter(|&i| (stalk[i] == b'B') == blue));
        }
    };
    NumberGameSolver::new()
        .value(&stalk.len(), cuts(true), cuts(false))
        .unwrap()
}

#[test]
fn hackenbush_shows_the_working_of_bbrb() {
    let text = ok(&["hackenbush", "BBRB"]);
    assert!(text.contains("edges 1-2"), "{text}");
    assert!(text.contains("+2"), "{text}");
    assert!(text.contains("-1/2"), "{text}");
    assert!(text.contains("+1/4"), "{text}");
    assert_eq!(value_line(&text), "7/4".parse::<Dyadic>().unwrap());
    assert!(text.contains("Left (Blue) wins whoever starts"), "{text}");
    // L is Left's letter too.
    assert_eq!(
        value_line(&ok(&["hackenbush", "LLRL"])),
        "7/4".parse::<Dyadic>().unwrap()
    );
}

#[test]
fn hackenbush_values_agree_with_a_game_search() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..60 {
        let len = rng.gen_range(1..=12);
        let stalk: Vec<u8> = (0..len)
            .map(|_| if rng.gen() { b'B' } else { b'R' })
            .collect();
        let text = std::str::from_utf8(&stalk).unwrap();
        let output = ok(&["hackenbush", text]);
        let expected = stalk_by_search(&stalk);
        assert_eq!(value_line(&output), expected, "{text}");
        let verdict = match expected.signum() {
            1 => "Left (Blue) wins",
            -1 => "Right (Red) wins",
            _ => "the player to move loses",
        };
        assert!(output.contains(verdict), "{text}: {output}");
    }
}

#[test]
fn hackenbush_long_strings_are_summarised() {
    let long: String = "BR".repeat(5000);
    let text = ok(&["hackenbush", &long]);
    assert!(text.contains("more edges"), "{}", &text[..300]);
    assert!(text.contains("0.666667"), "BRBR… tends to 2/3: {text}");
    assert!(text.contains("a fraction over 2^9999"), "{text}");
}

#[test]
fn hackenbush_bad_strings_exit_1_and_bad_usage_exits_2() {
    // A malformed string is bad input text (exit 1, as for value, domineering and toads) ...
    let run = explore(&["hackenbush", "BXR"]);
    assert_eq!(run.status, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "error: edge 2: 'X' is not an edge colour (B or L for Blue, Left's; R for Red, Right's)\n"
    );
    let too_long = "B".repeat(100_001);
    let run = explore(&["hackenbush", &too_long]);
    assert_eq!(run.status, 1);
    assert!(run.stderr.contains("at most 100000"), "{}", run.stderr);
    // ... a missing operand or an option the command does not take is a usage error.
    assert_eq!(explore(&["hackenbush"]).status, 2);
    assert_eq!(explore(&["hackenbush", "BR", "--svg", "x.svg"]).status, 2);
}

/// The values of a text table (rows after the header, up to the blank line).
fn grid(text: &str) -> Vec<Vec<i128>> {
    text.lines()
        .skip(2)
        .take_while(|line| !line.is_empty())
        .map(|line| {
            line.split_whitespace()
                .skip(1)
                .map(|w| w.parse().unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn cutcake_table_matches_the_closed_form_and_known_values() {
    let text = ok(&["table", "cutcake", "16x16", "--color", "never"]);
    // The ranges in words, not in Rust's `1..=16`.
    assert!(
        text.starts_with(
            "cutcake: value of a w × h piece for w from 1 to 16 (rows; Left cuts the width) and \
             h from 1 to 16 (columns;"
        ),
        "{text}"
    );
    let values = grid(&text);
    assert_eq!(values.len(), 16);
    for (w, row) in values.iter().enumerate() {
        assert_eq!(row.len(), 16);
        for (h, &value) in row.iter().enumerate() {
            assert_eq!(
                value,
                cutcake_value(w as u64 + 1, h as u64 + 1),
                "{w} x {h}"
            );
        }
    }
    // Cutting Brownies: 6 broad and 8 deep, Harry (Left) divides the depth: +1.
    assert_eq!(values[7][5], 1);
    assert_eq!(values[0][15], -15); // a 1-wide strip: Right's 15 cuts
    assert!(text.contains("agrees at every cell"), "{text}");
}

#[test]
fn maundy_table_as_tsv() {
    let text = ok(&["table", "maundy", "12x12", "--format", "tsv"]);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 12);
    for (w, row) in rows.iter().enumerate() {
        for (h, cell) in row.split('\t').enumerate() {
            let value: i128 = cell.parse().unwrap();
            assert_eq!(value, maundy_value(w as u64 + 1, h as u64 + 1), "{w} x {h}");
        }
    }
    assert_eq!(rows[11].split('\t').next(), Some("10")); // 12 x 1: 1 + 3 + 6 cuts
}

#[test]
fn cutcake_heat_map_svg() {
    let path = std::env::temp_dir().join(format!("explore-cutcake-{}.svg", std::process::id()));
    let path_text = path.to_str().unwrap();
    ok(&["table", "cutcake", "10x12", "--svg", path_text]);
    let picture = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(picture.starts_with("<svg"));
    assert_eq!(picture.matches("<rect class=\"cell\"").count(), 120);
    assert!(
        picture.contains("<title>8 × 6: 1</title>"),
        "a tooltip per cell"
    );
}

#[test]
fn partizan_table_sizes_are_checked() {
    let run = explore(&["table", "cutcake", "0x5"]);
    assert_eq!(run.status, 2);
    assert!(run.stderr.starts_with("error: bad size"), "{}", run.stderr);
    assert_eq!(explore(&["table", "cutcake", "513x2"]).status, 2);
    assert_eq!(
        explore(&["table", "cutcake", "4x4", "--upto", "9"]).status,
        2
    );
}
