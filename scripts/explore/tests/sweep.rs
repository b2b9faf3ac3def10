//! `explore octal --all-codes 2` against the published periods of every octal code with up to
//! two digits after the point, 0.d1d2 and 4.d1d2: Czajka's tables (github.com/tczajka/
//! octal-games: TrivialGames.md and SolvedGames.md for the periods of the representative
//! games, GameLookup.md for which representative each code is equivalent to) and Winning
//! Ways, ch. 4. Equivalent games may be shifted by a heap or two, so pre-periods differ between
//! them; the period does not. A game still unsolved in the literature must not be "proved".

use std::collections::BTreeMap;
use std::process::Command;

/// The published period of each code, `None` for the games still unsolved (0.04, 0.06, 0.14,
/// 0.36, 0.6 and the codes equivalent to it, 0.64 and its equivalents, 0.74, 0.76, and the
/// 4.x codes equivalent to 0.776).
fn published() -> BTreeMap<String, Option<usize>> {
    // A row per d0.d1, then the periods for d2 = 0 (the one-digit code), 1, …, 7; `-` is
    // unsolved.
    const ROWS: &str = "
        0.0: 1 1 4 4 - 2 - 34
        0.1: 1 1 4 4 - 10 149459 34
        0.2: 2 2 3 3 2 2 4 4
        0.3: 2 2 3 3 8 6 - -
        0.4: 34 34 34 34 24 20 24 20
        0.5: 2 1 4 9 7 1 144 4
        0.6: - - - - - - - -
        0.7: 2 2 4 4 - 2 - 12
        4.0: 2 2 4 4 2 2 4 4
        4.1: 1 1 7 7 1 1 4 4
        4.2: 2 2 4 4 2 2 4 4
        4.3: 2 2 4 4 2 2 4 4
        4.4: 12 12 12 12 - - - -
        4.5: 1 1 4 4 1 1 4 4
        4.6: 12 12 12 12 - - - -
        4.7: 2 2 3 3 2 2 3 3";
    let mut table = BTreeMap::new();
    for row in ROWS.lines().map(str::trim).filter(|row| !row.is_empty()) {
        let (prefix, periods) = row.split_once(": ").unwrap();
        for (d2, period) in periods.split(' ').enumerate() {
            // 0.1 and 0.10 are one game: the sweep writes the shorter code.
            let code = if d2 == 0 {
                prefix.to_string()
            } else {
                format!("{prefix}{d2}")
            };
            table.insert(code, period.parse().ok());
        }
    }
    table
}

#[test]
fn the_sweep_reproduces_every_published_two_digit_period() {
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["octal", "--all-codes", "2", "--prove-to", "4096"])
        .output()
        .expect("the binary runs");
    assert!(output.status.success());
    assert!(
        output.stderr.is_empty(),
        "no progress line unless asked for"
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let expected = published();
    let mut seen = 0;
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 15, "{line}");
        let code = f[0];
        let period = *expected
            .get(code)
            .unwrap_or_else(|| panic!("unexpected code {code}"));
        match (f[3], period) {
            ("proved", Some(p)) => assert_eq!(f[2], p.to_string(), "{code}"),
            ("proved", None) => panic!("{code} is unsolved, yet proved: {line}"),
            // 0.16 and 0.56 need 509,621 and 653,569 values for their proofs (checked against
            // Czajka's table in tests/tables.rs), more than this sweep computes.
            (_, Some(p)) => assert!(
                matches!(code, "0.16" | "0.56") && p > 100,
                "{code}: published period {p}, not proved: {line}"
            ),
            (_, None) => {}
        }
        seen += 1;
    }
    assert_eq!(seen, 128, "0.d1d2 and 4.d1d2, each game once");
}

#[test]
fn sweep_misuse_is_a_usage_error() {
    for (args, message) in [
        (
            &["octal", "0.07", "--all-codes", "2"][..],
            "error: octal takes no code with --all-codes (explore octal --help shows the usage)\n",
        ),
        (
            &["octal", "--all-codes", "5"][..],
            "error: --all-codes takes a whole number from 1 to 4, not \"5\"\n",
        ),
        (
            &["octal", "--all-codes", "1", "--upto", "9"][..],
            "error: --all-codes prints one TSV line per code; it takes --prove-to and \
             --progress, not --upto\n",
        ),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_explore"))
            .args(args)
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), message, "{args:?}");
    }
}
