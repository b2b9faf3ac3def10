//! `explore play` end to end: scripted sessions compared byte for byte with their transcripts
//! (tests/play/NAME.in is what the user types, NAME.out what the screen shows), and bad
//! command lines (one `error:` line, exit 1, nothing on stdout).
//!
//! The transcripts were written by running the sessions and then read line by line: each
//! `why` checked by hand against the theory (nim-sums, Wythoff pairs, Zeckendorf sums,
//! Hackenbush and Cutcake values), each engine move checked to be a winning one where the
//! position is won for it. `PLAY_BLESS=1 cargo test -p explore --test play_sessions` rewrites
//! them after a deliberate change of wording; read the diff before committing it.

use std::path::Path;

/// (transcript name, command line after `explore play`).
const SESSIONS: &[(&str, &[&str])] = &[
    ("nim", &["nim", "3,4,5"]),
    ("misere", &["nim", "1,2,3", "--misere", "--first", "engine"]),
    ("subtraction", &["subtraction", "1,3,4", "--heaps", "10,11"]),
    ("octal", &["octal", "0.07", "--heaps", "5,9,12"]),
    ("moore", &["moore", "2", "--heaps", "3,5,6"]),
    ("staircase", &["staircase", "3,1,4"]),
    ("wythoff", &["wythoff", "3", "5", "--first", "engine"]),
    ("euclid", &["euclid", "7", "25"]),
    ("fibonacci", &["fibonacci", "20"]),
    ("green", &["green", "0-1,1-2,1-3,2-3,0-4"]),
    ("loopy", &["loopy", "tests/play/loopy.graph", "0"]),
    ("loopy-draw", &["loopy", "tests/play/loopy.graph", "10"]),
    ("bluered", &["bluered", "BBR,RB,RRB"]),
    (
        "bluered-right",
        &[
            "bluered",
            "BRB,RRB,BB",
            "--as",
            "right",
            "--first",
            "engine",
        ],
    ),
    ("cutcake", &["cutcake", "4x2,1x3", "--first", "engine"]),
    ("domineering", &["domineering", "...|...|..#"]),
    (
        "toads",
        &["toads", "LL__RR", "--as", "right", "--first", "engine"],
    ),
];

mod common;
use common::{explore_with_input, Run};

fn play(args: &[&str], input: &str) -> Run {
    let mut full = vec!["play"];
    full.extend_from_slice(args);
    explore_with_input(&full, input)
}

#[test]
fn scripted_sessions_match_their_transcripts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/play");
    let bless = std::env::var_os("PLAY_BLESS").is_some();
    for (name, args) in SESSIONS {
        let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        let mut full: Vec<&str> = args.to_vec();
        full.push("--script");
        let run = play(&full, &input);
        assert_eq!(run.status, 0, "{name}: {}", run.stderr);
        assert_eq!(run.stderr, "", "{name}");
        let expected_path = dir.join(format!("{name}.out"));
        if bless {
            std::fs::write(&expected_path, &run.stdout).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap();
        if run.stdout != expected {
            let line = run
                .stdout
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .map_or_else(|| "the end".to_string(), |i| format!("line {}", i + 1));
            panic!(
                "{name}: the session differs from tests/play/{name}.out at {line}\n--- got:\n{}",
                run.stdout
            );
        }
    }
}

#[test]
fn every_transcript_ends_with_a_verdict() {
    // Each session is played to the end (or, for the draw, to the repetition): the last line
    // says who won and why.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/play");
    for (name, _) in SESSIONS {
        let out = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let last = out.lines().last().unwrap_or_default();
        assert!(
            last.contains("you win") || last.contains("the engine wins") || last.contains("a draw"),
            "{name}: {last}"
        );
    }
}

#[test]
fn colours_only_when_asked() {
    let plain = play(&["nim", "1,1", "--script"], "heap 1 take 1\n");
    assert!(!plain.stdout.contains('\x1b'));
    let coloured = play(&["nim", "1,1", "--color", "always"], "heap 1 take 1\n");
    assert!(
        coloured.stdout.contains("\x1b[1;31mthe engine wins\x1b[0m"),
        "{}",
        coloured.stdout
    );
}

#[test]
fn the_engine_moves_first_when_asked_and_wins_a_won_start() {
    // 1,2 is a win for the player to move (nim-sum 3): the engine takes 1 from heap 2.
    let run = play(
        &["nim", "1,2", "--first", "engine", "--script"],
        "heap 1 take 1\n",
    );
    assert!(
        run.stdout.contains("engine: heap 2 take 1"),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .ends_with("you have no move: the engine wins (whoever cannot move loses)\n"));
}

#[test]
fn bad_command_lines_get_one_error_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["nim"], "error: expected the heaps, as in `nim 3,4,5`"),
        (&["nim", "3,x"], "error: heaps: \"x\" is not a whole number from 0 to 1000"),
        (&["nim", "1001"], "error: heaps: 1001 is too large (at most 1000)"),
        (&["nim", "1000000000000000000,3"], "error: heaps: 1000000000000000000 is too large (at most 1000)"),
        (&["nim", "99999999999999999999999999999999"], "error: heaps: 999999999999999999999999… is too large (at most 1000)"),
        (&["nim", "0,0"], "error: heaps: at least one heap must be non-empty"),
        (
            &["nim", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"],
            "error: heaps: 17 given, at most 16",
        ),
        (&["chess"], "error: unknown game \"chess\": nim, subtraction, octal, moore, staircase, wythoff, euclid, fibonacci, green, loopy, bluered, cutcake, domineering, toads"),
        (
            &["domineering", "4x4"],
            "error: board \"4x4\": column 1: '4' is not a cell of a Domineering board (. empty, # filled)",
        ),
        (
            &["domineering", ".....|.....|.....|.....|....."],
            "error: board \".....|.....|.....|.....|.....\": 25 empty cells, at most 20",
        ),
        (&["toads", "LL_x"], "error: strip \"LL_x\": column 4: 'x' is not a cell of a Toads-and-Frogs strip (T or L toad, F or R frog, . or _ empty)"),
        (&["toads", "LLLLLL_RRRRRR"], "error: strip \"LLLLLL_RRRRRR\": a strip has at most 12 cells, not 13"),
        (&["octal", "0.8", "--heaps", "3"], "error: "),
        (&["octal", "0.07"], "error: --heaps is missing, as in --heaps 5,9,12"),
        (&["octal", "0.07", "--heaps", "201"], "error: heaps: 201 is too large (at most 200)"),
        (&["wythoff", "3"], "error: expected two heaps, as in `wythoff 3 5`"),
        (&["fibonacci", "1"], "error: heap: 1 is too small (at least 2)"),
        (&["green", "0-1,2-3"], "error: edge 2 (2-3) is not connected to the ground (vertex 0)"),
        (&["green", "0-65"], "error: edge \"0-65\": a vertex is a whole number from 0 to 64"),
        (&["bluered", "BXR"], "error: string \"BXR\": 'X' is not B, L or R"),
        (&["cutcake", "3x0"], "error: piece \"3x0\": a side is a whole number from 1 to 64"),
        (&["loopy", "tests/play/no-such-file", "0"], "error: cannot read tests/play/no-such-file: "),
        (&["loopy", "tests/play/loopy.graph", "13"], "error: start: \"13\" is not a vertex (0 to 12)"),
        (&["nim", "3", "--first", "you"], ""),
        (&["nim", "3", "--first", "nobody"], "error: --first takes me or engine, not \"nobody\""),
        (&["nim", "3", "--bogus"], "error: unknown option --bogus (explore play --help lists them)"),
        (&["wythoff", "3", "5", "--misere"], "error: --misere is for nim and octal; wythoff does not take it"),
        (&["nim", "3", "--as", "left"], "error: --as is for partizan games (bluered, cutcake, domineering, toads); nim does not take it"),
        (&["nim", "3", "--heaps", "4"], "error: --heaps is for heap games given by a rule (subtraction, octal, moore); nim does not take it"),
        (&["--first", "me"], "error: no game given (explore play --help lists them)"),
        // The misère quotient's limits: the defaults cover heap 12 of 4.7, 10⁶ steps do not.
        (&["octal", "4.7", "--heaps", "12", "--misere"], ""),
        (&["octal", "4.7", "--heaps", "12", "--misere", "--work", "1e6"], "error: heap 12 is beyond the misère quotient of 4.7, which reaches heaps up to 11 (adding heap 12 takes more than 1000000 steps); --work and --memory raise its limits"),
        (&["octal", "4.7", "--heaps", "12", "--misere", "--work", "lots"], "error: --work is a number of steps like 3e9"),
        (&["octal", "4.7", "--heaps", "12", "--memory", "2G"], "error: --work and --memory are for octal with --misere; octal does not take them"),
        (&["nim", "3", "--work", "2e11"], "error: --work and --memory are for octal with --misere; nim does not take them"),
    ];
    // Usage errors exit 2 (as for every explore command: no position at all is one), bad
    // positions 1.
    let usage: &[&[&str]] = &[
        &["nim"],
        &["chess"],
        &["nim", "3", "--first", "nobody"],
        &["nim", "3", "--bogus"],
        &["wythoff", "3", "5", "--misere"],
        &["nim", "3", "--as", "left"],
        &["nim", "3", "--heaps", "4"],
        &["--first", "me"],
        &[
            "octal", "4.7", "--heaps", "12", "--misere", "--work", "lots",
        ],
        &["octal", "4.7", "--heaps", "12", "--memory", "2G"],
        &["nim", "3", "--work", "2e11"],
    ];
    for (args, expected) in cases {
        let run = play(args, "");
        if expected.is_empty() {
            assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
            continue;
        }
        let status = if usage.contains(args) { 2 } else { 1 };
        assert_eq!(run.status, status, "{args:?}");
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.starts_with(expected),
            "{args:?}: {:?} does not start with {expected:?}",
            run.stderr
        );
    }
}

#[test]
fn a_bad_graph_file_names_its_line() {
    let dir = std::env::temp_dir().join(format!("explore-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.graph");
    std::fs::write(&file, "# edges\n0 1\n1 two\n").unwrap();
    let run = play(&["loopy", file.to_str().unwrap(), "0"], "");
    assert_eq!(run.status, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "error: line 3: \"two\" is not a vertex (a whole number from 0 to 99999)\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The transcripts shown in the top README and in PLAY.md: replaying the lines typed after
/// each prompt gives exactly the screen shown.
#[test]
fn documented_transcripts_replay_exactly() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let documents = [
        (
            crate_dir.join("../../README.md"),
            "$ cargo run --release -p explore -- play ",
        ),
        (crate_dir.join("PLAY.md"), "$ explore play "),
    ];
    for (path, marker) in documents {
        let text = std::fs::read_to_string(&path).unwrap();
        let start = text
            .find(marker)
            .unwrap_or_else(|| panic!("{}: no transcript", path.display()));
        let block = &text[start + marker.len()..];
        let (command, rest) = block.split_once('\n').unwrap();
        let shown = &rest[..rest.find("```").unwrap()];
        let mut typed = String::new();
        for line in shown.lines() {
            if let Some(move_typed) = line.strip_prefix("your move> ") {
                typed.push_str(move_typed);
                typed.push('\n');
            }
        }
        let args: Vec<&str> = command.split_whitespace().collect();
        let run = play(&args, &typed);
        // The documents stop at the verdict; a replay past it would only add the end of input.
        assert_eq!(run.stdout, shown, "{}: {command}", path.display());
    }
}

#[test]
fn help_names_every_game() {
    let run = play(&["--help"], "");
    assert_eq!(run.status, 0);
    for game in [
        "nim",
        "subtraction",
        "octal",
        "moore",
        "staircase",
        "wythoff",
        "euclid",
        "fibonacci",
        "green",
        "loopy",
        "bluered",
        "cutcake",
    ] {
        assert!(run.stdout.contains(&format!(" {game} ")), "{game}");
    }
    for (name, _) in SESSIONS {
        let game = name.split('-').next().unwrap();
        let listed = match game {
            "misere" => "--misere",
            other => other,
        };
        assert!(run.stdout.contains(listed), "{name}");
    }
}
