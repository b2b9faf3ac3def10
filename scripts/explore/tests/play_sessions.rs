//! `explore play` end to end: scripted sessions compared byte for byte with their transcripts
//! (tests/play/NAME.in is what the user types, NAME.out what the screen shows), and bad
//! command lines (one `error:` line, exit 1, nothing on stdout).
//!
//! The transcripts were written by running the sessions and then read line by line: each
//! `why` checked by hand against the theory (nim-sums, Wythoff pairs, Zeckendorf sums,
//! Hackenbush and Cutcake values), each engine move checked to be a winning one where the
//! position is won for it. `PLAY_BLESS=1 cargo test -p explore --test play_sessions` rewrites
//! them after a deliberate change of wording; read the diff before committing it.

use explore::play::Side;
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
    ("chomp", &["chomp", "2x4"]),
    ("chomp-engine", &["chomp", "3x3", "--first", "engine"]),
    ("nodekayles", &["nodekayles", "tests/play/path7.graph"]),
    (
        "nodekayles-engine",
        &["nodekayles", "tests/play/kayles.graph", "--first", "engine"],
    ),
    ("weighted", &["weighted", "tests/play/weighted.graph", "0"]),
    (
        "weighted-max",
        &[
            "weighted",
            "0>1:1,1>0:2,1>2:3,1>2:8,2>1:4,2>0:5,0>2:6",
            "0",
            "--as",
            "max",
            "--first",
            "engine",
        ],
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
    // says who won and why, or for a weighted game the total against best play's.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/play");
    for (name, _) in SESSIONS {
        let out = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let last = out.lines().last().unwrap_or_default();
        assert!(
            last.contains("you win")
                || last.contains("the engine wins")
                || last.contains("a draw")
                || last.contains("; best play from the start gives "),
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

/// Runs each of `cases` (a command line after `explore play`, the start of its one error
/// line, or "" for a command line that must be taken): exit status 2 for those in `usage`, 1
/// for the others, nothing on stdout.
fn check_errors(cases: &[(&[&str], &str)], usage: &[&[&str]]) {
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

/// The loopy game of tests/play/loopy.graph written inline (`FROM>TO` edges, commas, a space
/// after some) plays exactly as from the file: the same transcripts, from a start that wins and
/// one that draws. Inline graphs that are bad get one error line naming the edge; words that
/// are not written as one are file names.
#[test]
fn loopy_graphs_inline_play_as_from_their_file() {
    const INLINE: &str = "0>1,1>2,2>0,2>3,3>4,0>5,5>6,6>5,6>7,10>8, 8>9, 9>8,10>11,11>12";
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/play");
    for (name, start) in [("loopy", "0"), ("loopy-draw", "10")] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let run = play(&["loopy", INLINE, start, "--script"], &input);
        assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{name}");
        assert_eq!(run.stdout, expected, "{name}");
    }
    let cases: &[(&[&str], &str)] = &[
        (&["loopy", "0>1,1>100000", "0"], "error: 0>1,1>100000: edge 2 (1>100000): \"100000\" is not a vertex (a whole number from 0 to 99999)\n"),
        (&["loopy", "0>1,1>99999999999", "0"], "error: 0>1,1>99999999999: edge 2 (1>99999999999): \"99999999999\" is not a vertex"),
        (&["loopy", "0>1, 1>2", "3"], "error: start: \"3\" is not a vertex (0 to 2)\n"),
        (&["loopy", "0>1"], "error: expected a graph file and a start vertex"),
        // Not the grammar (a trailing comma, a letter, a space before an edge's end): a file name.
        (&["loopy", "0>1,", "0"], "error: cannot read 0>1,: "),
        (&["loopy", "0>1,1>x", "0"], "error: cannot read 0>1,1>x: "),
        (&["loopy", "0>1,1 >2", "0"], "error: cannot read 0>1,1 >2: "),
        (&["loopy", "0>1,1>1", "0"], ""),
    ];
    check_errors(cases, &[]);
}

/// Cram boards that `play` refuses, each named once: a bad size or row, more empty cells
/// outside strips and rings than the engine takes (unless copying moves decide the game with
/// the player who moves first), and a board past the solver's 64 cells (`explore cram`
/// values it); and boards it takes, long strips and rings and boards won by copying among
/// them.
#[test]
fn bad_cram_boards_get_one_error_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["cram", "0x3"], "error: board \"0x3\": a board needs at least one row and column\n"),
        (&["cram", "3x"], "error: board \"3x\": a size is ROWSxCOLS, like 3x12\n"),
        (&["cram", "..|."], "error: board \"..|.\": row 2 has 1 cell where row 1 has 2\n"),
        (&["cram", "..|x."], "error: board \"..|x.\": row 2, column 1: expected . or #, found 'x'\n"),
        (&["cram", "10x10"], "error: board \"10x10\": 10x10 has more than 64 cells (the most the solver takes); explore cram values a larger board region by region\n"),
        (&["cram", "1x64"], "error: board \"1x64\": a board has at most 63 columns (write a 1x64 strip as 64x1); explore cram values a larger board region by region\n"),
        (&["cram", "7x7"], "error: board \"7x7\": 49 empty cells outside strips and rings, at most 30 unless copying moves decide the game, which they do not here (a strip or a ring of cells may be as long as the board allows)\n"),
        (&["cram", "8x8", "--first", "engine"], "error: board \"8x8\": 64 empty cells outside strips and rings, at most 30 unless copying moves decide the game: the second player wins here by copying, so move first yourself (--first me)\n"),
        (&["cram", "7x8"], "error: board \"7x8\": 56 empty cells outside strips and rings, at most 30 unless copying moves decide the game: the first player wins here by copying (place 4,4 across, then each move's image), so let the engine move first (--first engine)\n"),
        // Past the bound, boards copying moves decide, with the right player first.
        (&["cram", "8x8"], ""),
        (&["cram", "7x8", "--first", "engine"], ""),
        // A block of 30 cells, a strip of 5 and a comb of 12 (a cell with three neighbours).
        (&["cram", "......#.|......#.|......#.|......#.|......#.|########|........|#.#.#.#."], "error: board \"......#.|......#.|......#.|......#.|......#.|########|........|#.#.#.#.\": 42 empty cells outside strips and rings, at most 30"),
        (&["cram", "5x6"], ""),
        (&["cram", "...|.#."], ""),
        // Strips and rings of any length: Dawson's Kayles to the engine.
        (&["cram", "64x1"], ""),
        (&["cram", "........|#######.|........|.#######|........|#######.|........|.#######"], ""),
        (&["cram", "........|.######.|.######.|.######.|.######.|.######.|.######.|........"], ""),
        (&["cram", "......#.|......#.|......#.|......#.|......#.|########|........|########"], ""),
    ];
    check_errors(cases, &[]);
}

#[test]
fn bad_chomp_and_node_kayles_positions_get_one_error_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["chomp"], "error: expected the staircase, ROWSxCOLS or row lengths from the top, as in `chomp 4x5` or `chomp 5,3,3,1`\n"),
        (&["chomp", "4x5", "3"], "error: expected the staircase"),
        (&["chomp", "12x12"], "error: staircase \"12x12\": 2704156 staircases fit inside it, at most 12870 (as inside 8x8) unless its 12x12 box holds at most 705432 (as 11x11's)\n"),
        // C(23, 11): one column more than 11x11 is too many for the table.
        (&["chomp", "11x12"], "error: staircase \"11x12\": 1352078 staircases fit inside it"),
        (&["chomp", "9x9"], ""),
        (&["chomp", "8x8"], ""),
        (&["chomp", "5x14"], ""),
        (&["chomp", "16x4"], ""),
        (&["chomp", "15,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"], ""),
        (&["chomp", "3,4"], "error: staircase \"3,4\": row 2 is longer than row 1\n"),
        (&["chomp", "5,x"], "error: staircase \"5,x\": row 2 is \"x\", not a number (write 5,3,1 or 4x5)\n"),
        (&["chomp", "4,0"], "error: staircase \"4,0\": row 2 has 0 cells (1 to 15)\n"),
        (&["chomp", "0x3"], "error: staircase \"0x3\": a staircase has 1 to 16 rows, not 0\n"),
        (&["chomp", "17x1"], "error: staircase \"17x1\": a staircase has 1 to 16 rows, not 17\n"),
        (&["chomp", "4294967296x1"], "error: staircase \"4294967296x1\": a staircase has 1 to 16 rows, not 4294967296\n"),
        (&["chomp", "2x16"], "error: staircase \"2x16\": row 1 has 16 cells (1 to 15)\n"),
        (&["nodekayles"], "error: expected a graph file (the number of vertices, then one edge `u v` a line) or an inline graph N:U-V,U-V,…, as in `nodekayles graph.txt` or `nodekayles 5:1-2,2-3,3-4,4-5`\n"),
        (&["nodekayles", "tests/play/no-such-file"], "error: cannot read tests/play/no-such-file: "),
        (&["nodekayles", "-"], "error: the graph must be a file or an inline graph like 5:1-2,2-3: standard input holds the moves of the session\n"),
        // Inline graphs: the file's checks and words, the edge named instead of the line.
        (&["nodekayles", "5:1-2,2-6"], "error: 5:1-2,2-6: edge 2 (2-6): vertex 6 is not between 1 and 5\n"),
        (&["nodekayles", "5:0-1"], "error: 5:0-1: edge 1 (0-1): vertex 0 is not between 1 and 5\n"),
        (&["nodekayles", "5:1-2, 4-4"], "error: 5:1-2, 4-4: edge 2 (4-4): a loop at vertex 4\n"),
        (&["nodekayles", "31:"], ""),
        // Eight claws (a vertex joined to three): 32 vertices outside paths; seven claws and
        // a path of three: 28.
        // Eight stars of three leaves: twins, so the second player copies.
        (&["nodekayles", "32:1-2,1-3,1-4,5-6,5-7,5-8,9-10,9-11,9-12,13-14,13-15,13-16,17-18,17-19,17-20,21-22,21-23,21-24,25-26,25-27,25-28,29-30,29-31,29-32"], ""),
        (&["nodekayles", "33:1-2,1-3,1-4,5-6,5-7,5-8,9-10,9-11,9-12,13-14,13-15,13-16,17-18,17-19,17-20,21-22,21-23,21-24,25-26,25-27,25-28,29-30,29-31,29-32"], "error: 33:1-2,1-3,1-4,5-6,5-7,5-8,9-10,9-11,9-12,13-14,13-15,13-16,17-18,17-19,17-20,21… 32 vertices outside paths and cycles, at most 30 unless copying moves decide the game: the first player wins here by copying (take 33, then each move's image), so let the engine move first (--first engine)\n"),
        // Past the bound, graphs a symmetry mirrors, with the right player first.
        (&["nodekayles", "grid:8x8"], ""),
        (&["nodekayles", "grid:7x9", "--first", "engine"], ""),
        (&["nodekayles", "grid:8x8", "--first", "engine"], "error: grid:8x8: 64 vertices outside paths and cycles, at most 30 unless copying moves decide the game: the second player wins here by copying, so move first yourself (--first me)\n"),
        (&["nodekayles", "grid:7x9"], "error: grid:7x9: 63 vertices outside paths and cycles, at most 30 unless copying moves decide the game: the first player wins here by copying (take 32, then each move's image), so let the engine move first (--first engine)\n"),
        (&["nodekayles", "31:1-2,1-3,1-4,5-6,5-7,5-8,9-10,9-11,9-12,13-14,13-15,13-16,17-18,17-19,17-20,21-22,21-23,21-24,25-26,25-27,25-28,29-30,30-31"], ""),
        (&["nodekayles", "65:1-2"], "error: 65:1-2: 65 vertices: at most 64\n"),
        (&["nodekayles", "0:"], "error: 0:: a graph of no vertices has no game\n"),
        (&["nodekayles", "99999999999999999999:"], "error: 99999999999999999999:: \"99999999999999999999\" is not a number of vertices\n"),
        // Not the grammar (a trailing comma, a space before an edge, letters): a file name.
        (&["nodekayles", "5:1-2,"], "error: cannot read 5:1-2,: "),
        (&["nodekayles", "5: 1-2"], "error: cannot read 5: 1-2: "),
        (&["nodekayles", "5:a-b"], "error: cannot read 5:a-b: "),
        // An edge given twice (in either order) is one edge, as in a file.
        (&["nodekayles", "3:1-2,2-1,1-2"], ""),
        (&["nodekayles", "30:"], ""),
        (&["nodekayles", "tests/play/loopy.graph"], "error: tests/play/loopy.graph: line 4: expected the number of vertices first\n"),
        (&["nodekayles", "tests/play/path7.graph", "--first", "engine"], ""),
        (&["chomp", "3x3", "--as", "left"], "error: --as is for partizan games (bluered, cutcake, domineering, toads) and weighted games; chomp does not take it\n"),
        (&["nodekayles", "tests/play/path7.graph", "--misere"], "error: --misere is for nim and octal; nodekayles does not take it\n"),
    ];
    let usage: &[&[&str]] = &[
        &["chomp"],
        &["nodekayles"],
        &["chomp", "3x3", "--as", "left"],
        &["nodekayles", "tests/play/path7.graph", "--misere"],
    ];
    check_errors(cases, usage);
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
        (&["chess"], "error: unknown game \"chess\": nim, subtraction, octal, moore, staircase, wythoff, euclid, fibonacci, green, loopy, bluered, cutcake, domineering, toads, cram, chomp, nodekayles, weighted\n"),
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
        (&["weighted"], "error: expected a graph and a start vertex, as in `weighted 0>1:2,1>0:3,1>2:5 0`, or a file of one edge `FROM TO WEIGHT` a line: `weighted game.txt 0`\n"),
        (&["weighted", "0>1:2"], "error: expected a graph and a start vertex, "),
        (&["weighted", "0>1:2,1>x:3", "0"], "error: cannot read 0>1:2,1>x:3: "),
        (&["weighted", "0>1,1>0", "0"], "error: cannot read 0>1,1>0: "),
        (&["weighted", "0>1:2", "2"], "error: start: \"2\" is not a vertex (0 to 1)\n"),
        (&["weighted", "0>1:99999999999999999999", "0"], "error: 0>1:99999999999999999999: edge 1 (0>1:99999999999999999999): \"99999999999999999999\" is not a weight (a whole number from 0 to 2^64 − 1)\n"),
        (&["weighted", "0>1:18446744073709551615", "0"], "error: 0>1:18446744073709551615: "),
        (&["weighted", "tests/play/loopy.graph", "0"], "error: tests/play/loopy.graph: line 4: an edge is two vertices and a weight `FROM TO WEIGHT`, not \"0 1\"\n"),
        (&["weighted", "tests/play/weighted.graph", "0", "--as", "max"], ""),
        (&["weighted", "tests/play/weighted.graph", "0", "--as", "middle"], "error: --as takes left or right (min or max in a weighted game), not \"middle\"\n"),
        // Each game's own names for its sides, and no other game's.
        (&["toads", "LL__RR", "--as", "frogs"], ""),
        (&["cutcake", "3x4", "--as", "horizontal"], ""),
        (&["domineering", "..|..", "--as", "max"], "error: --as takes left or right (vertical or horizontal in Domineering), not \"max\"\n"),
        (&["bluered", "BBR", "--as", "horizontal"], "error: --as takes left or right (blue or red in Blue-Red Hackenbush), not \"horizontal\"\n"),
        (&["nim", "3", "--first", "you"], ""),
        (&["nim", "3", "--first", "nobody"], "error: --first takes me or engine, not \"nobody\""),
        (&["nim", "3", "--bogus"], "error: unknown option --bogus (explore play --help lists them)"),
        (&["wythoff", "3", "5", "--misere"], "error: --misere is for nim and octal; wythoff does not take it"),
        (&["nim", "3", "--as", "left"], "error: --as is for partizan games (bluered, cutcake, domineering, toads) and weighted games; nim does not take it"),
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
        &["weighted"],
        &[
            "weighted",
            "tests/play/weighted.graph",
            "0",
            "--as",
            "middle",
        ],
        &["domineering", "..|..", "--as", "max"],
        &["bluered", "BBR", "--as", "horizontal"],
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
    check_errors(cases, usage);
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
        "domineering",
        "toads",
        "cram",
        "chomp",
        "nodekayles",
        "weighted",
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

/// The value `why` gives in its first line (`… worth *V`) for Chomp, or in its nim-sum line
/// (`… nim-sum … = V`) for Node Kayles.
fn value_in_why(stdout: &str) -> u32 {
    let line = stdout
        .lines()
        .find(|l| l.starts_with("Chomp never splits") || l.contains(" nim-sum "))
        .unwrap_or_else(|| panic!("no value in\n{stdout}"));
    let number = line
        .rsplit(['*', '='])
        .next()
        .unwrap()
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("no value in {line:?}"));
    number
}

/// The user's side of a game that tries `cells` in order, `rounds` times over: every turn
/// plays the first cell still to come that is legal (the refusals cost nothing). Each round
/// makes at least one move while the user has one.
fn tries(cells: &[String], rounds: usize) -> String {
    let mut input = String::new();
    for _ in 0..rounds {
        for cell in cells {
            input.push_str(cell);
            input.push('\n');
        }
    }
    input
}

/// Three ways of replying in Chomp on `rows` x `cols`: row by row from the top left, from the
/// bottom right backwards, column by column.
fn chomp_repliers(rows: usize, cols: usize) -> [String; 3] {
    let forward: Vec<String> = (1..=rows)
        .flat_map(|r| (1..=cols).map(move |c| format!("take {r},{c}")))
        .collect();
    let backward: Vec<String> = forward.iter().rev().cloned().collect();
    let by_columns: Vec<String> = (1..=cols)
        .flat_map(|c| (1..=rows).map(move |r| format!("take {r},{c}")))
        .collect();
    let rounds = rows * cols / 2 + 1;
    [
        tries(&forward, rounds),
        tries(&backward, rounds),
        tries(&by_columns, rounds),
    ]
}

#[test]
fn chomp_with_two_rows_follows_the_literature() {
    // Two-row Chomp is solved (the classical case; Zeilberger's "Three-rowed CHOMP", 2001,
    // starts from it): the P-positions are exactly the rows a, a-1 (a-1 = 0: the poisoned cell
    // alone). From rows a, a the move 2,a leaves a, a-1; from a, b with b < a-1 the move 1,b+2
    // leaves b+1, b; from a, a-1 a move in row 2 leaves a, b with b < a-1 and a move in row 1
    // a rectangle. So from a 2 x a rectangle the one winning move takes cell 2,a.
    for a in 2..=15 {
        let spec = format!("{a},{}", a - 1);
        let run = play(&["chomp", &spec, "--script"], "why\nhint\n");
        assert_eq!(run.status, 0, "{spec}: {}", run.stderr);
        assert_eq!(value_in_why(&run.stdout), 0, "{spec}: {}", run.stdout);
        assert!(
            run.stdout
                .contains("0 (a P-position): a loss for the player to move"),
            "{spec}: {}",
            run.stdout
        );
        assert!(
            run.stdout.contains("\nyour move> hint\nno winning move: "),
            "{spec}: {}",
            run.stdout
        );
    }
    for a in 1..=15 {
        let spec = format!("2x{a}");
        let run = play(&["chomp", &spec, "--script"], "why\nhint\n");
        assert_ne!(value_in_why(&run.stdout), 0, "{spec}: {}", run.stdout);
        assert!(
            run.stdout
                .contains(&format!("\nyour move> hint\nwinning move: take 2,{a}\n")),
            "{spec}: {}",
            run.stdout
        );
        let run = play(&["chomp", &spec, "--first", "engine", "--script"], "");
        assert!(
            run.stdout.contains(&format!("\nengine: take 2,{a}\n")),
            "{spec}: {}",
            run.stdout
        );
    }
}

#[test]
fn the_engine_wins_every_chomp_rectangle_against_scripted_replies() {
    // Every rectangle but the poisoned cell alone is a first-player win (Gale's strategy
    // stealing); on a square the first move of the theory takes 2,2, leaving a symmetric L
    // that the mirror strategy wins (the move order tries row 1 first, and those moves leave
    // rectangles, all wins for the opponent).
    let mut sizes: Vec<(usize, usize)> = (1..=6)
        .flat_map(|r| (1..=6).map(move |c| (r, c)))
        .filter(|&size| size != (1, 1))
        .collect();
    sizes.push((8, 8));
    for (i, &(rows, cols)) in sizes.iter().enumerate() {
        let spec = format!("{rows}x{cols}");
        let repliers = chomp_repliers(rows, cols);
        // Every reply order on 8x8, one of them in turn on the smaller rectangles.
        let chosen: Vec<&String> = if rows == 8 {
            repliers.iter().collect()
        } else {
            vec![&repliers[i % 3]]
        };
        for input in chosen {
            let run = play(&["chomp", &spec, "--first", "engine", "--script"], input);
            assert_eq!(run.status, 0, "{spec}: {}", run.stderr);
            assert!(
                run.stdout
                    .ends_with("you have no move: the engine wins (whoever cannot move loses)\n"),
                "{spec}: {}",
                run.stdout
            );
            if rows == cols {
                assert!(
                    run.stdout.contains("\nengine: take 2,2\n"),
                    "{spec}: {}",
                    run.stdout
                );
            }
        }
    }
}

#[test]
fn node_kayles_on_a_path_is_dawsons_game() {
    // On a path of n vertices Node Kayles is the octal game 0.137 at n (Dawson's chess).
    let dawson = gamecore::octal::HeapGame::parse("0.137")
        .unwrap()
        .nim_sequence(64);
    let dir = std::env::temp_dir().join(format!("explore-play-paths-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path_file = |n: usize| {
        let file = dir.join(format!("path{n}.graph"));
        let edges: Vec<String> = (1..n).map(|v| format!("{v} {}\n", v + 1)).collect();
        let text = format!("{n}\n{}", edges.concat());
        std::fs::write(&file, text).unwrap();
        file.to_str().unwrap().to_string()
    };
    let backward: Vec<String> = (1..=30).rev().map(|v| format!("take {v}")).collect();
    for n in 1..=30 {
        let file = path_file(n);
        let run = play(&["nodekayles", &file, "--script"], "why\n");
        assert_eq!(run.status, 0, "path {n}: {}", run.stderr);
        assert_eq!(
            value_in_why(&run.stdout),
            dawson[n],
            "path {n}: {}",
            run.stdout
        );
        let part = match n {
            1 => "the lone vertex 1 is worth".to_string(),
            2 => "the part of 2 vertices (1 2) is worth".to_string(),
            _ => {
                let names: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
                format!(
                    "the part of {n} vertices ({}) is a path: Dawson's game (octal 0.137) at \
                     {n}, worth *",
                    names.join(" ")
                )
            }
        };
        assert!(run.stdout.contains(&part), "path {n}: {}", run.stdout);
        if dawson[n] != 0 {
            // The engine wins a won path whatever the replies.
            let run = play(
                &["nodekayles", &file, "--first", "engine", "--script"],
                &tries(&backward, n / 2 + 1),
            );
            assert!(
                run.stdout
                    .ends_with("you have no move: the engine wins (whoever cannot move loses)\n"),
                "path {n}: {}",
                run.stdout
            );
        }
    }
    // A path of any length the solver takes plays: the bound counts other parts only.
    let run = play(&["nodekayles", &path_file(64), "--script"], "why\n");
    assert_eq!(run.status, 0, "path 64: {}", run.stderr);
    assert_eq!(value_in_why(&run.stdout), dawson[64], "path 64");
    let star = dir.join("star31.graph");
    let edges: Vec<String> = (2..=31).map(|v| format!("1 {v}\n")).collect();
    std::fs::write(&star, format!("31\n{}", edges.concat())).unwrap();
    let run = play(&["nodekayles", star.to_str().unwrap()], "");
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr,
        format!(
            "error: {}: 31 vertices outside paths and cycles, at most 30 unless copying moves \
             decide the game: the first player wins here by copying (take 1, then each move's \
             image), so let the engine move first (--first engine)\n",
            star.display()
        )
    );
    let empty = dir.join("empty.graph");
    std::fs::write(&empty, "0 # no vertices\n").unwrap();
    let run = play(&["nodekayles", empty.to_str().unwrap()], "");
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr,
        format!(
            "error: {}: a graph of no vertices has no game\n",
            empty.display()
        )
    );
    let bad = dir.join("bad.graph");
    std::fs::write(&bad, "# a path\n7\n1 2\n2 9\n").unwrap();
    let run = play(&["nodekayles", bad.to_str().unwrap()], "");
    assert_eq!(run.status, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        format!(
            "error: {}: line 4: vertex 9 is not between 1 and 7\n",
            bad.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `why` names a part its symmetries mirror (the 4×4 grid graph, by its half-turn), and the
/// engine answers there by the mirror image; no such line on a graph without such a symmetry
/// (the 5×5 grid's centre is its own image).
#[test]
fn why_names_a_mirrored_part() {
    let run = play(&["nodekayles", "grid:4x4", "--script"], "why\n");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let names: Vec<String> = (1..=16).map(|v| v.to_string()).collect();
    let line = format!(
        "the part of 16 vertices ({}) has a symmetry pairing every vertex with a non-neighbour: \
         the second player answers each move by its image, worth *0",
        names.join(" ")
    );
    assert!(run.stdout.contains(&line), "{}", run.stdout);
    assert!(
        run.stdout.contains(
            "0: a loss for the player to move (every move leaves a graph worth more than 0)"
        ),
        "{}",
        run.stdout
    );
    // Moving first on it, the player is answered by the image of each move (the half-turn
    // maps vertex v to 17 − v).
    let run = play(&["nodekayles", "grid:4x4", "--script"], "take 1\ntake 6\n");
    assert_eq!(run.status, 0, "{}", run.stderr);
    let replies: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("engine: "))
        .collect();
    assert_eq!(
        replies,
        ["engine: take 16", "engine: take 11"],
        "{}",
        run.stdout
    );
    // The 5×5 grid's centre is its own image under every symmetry: no such line.
    let run = play(&["nodekayles", "grid:5x5", "--script"], "why\n");
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(!run.stdout.contains("has a symmetry"), "{}", run.stdout);
}

/// The nim value of Node Kayles on the graph of `n` vertices and `edges` (from 1), by brute
/// force over every set of vertices left: the mex of the values of what each vertex leaves.
fn node_kayles_by_brute_force(n: usize, edges: &[(usize, usize)]) -> u32 {
    let mut closed: Vec<usize> = (0..n).map(|v| 1 << v).collect();
    for &(u, v) in edges {
        closed[u - 1] |= 1 << (v - 1);
        closed[v - 1] |= 1 << (u - 1);
    }
    let mut value = vec![0u32; 1 << n];
    // What a move leaves is a smaller number, so its value is known.
    for set in 1..1usize << n {
        let mut seen = 0u64;
        for (v, &gone) in closed.iter().enumerate() {
            if set >> v & 1 == 1 {
                seen |= 1 << value[set & !gone];
            }
        }
        value[set] = (!seen).trailing_zeros();
    }
    value[(1 << n) - 1]
}

#[test]
fn an_inline_graph_is_its_file() {
    // Paths (Dawson's game 0.137 at n), cycles, stars, and graphs from a fixed seed with some
    // edges written twice; each inline graph gives the brute force's value, the file's value
    // and the file's session byte for byte.
    let dawson = gamecore::octal::HeapGame::parse("0.137")
        .unwrap()
        .nim_sequence(12);
    let mut graphs: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    for n in 1..=12 {
        graphs.push((n, (1..n).map(|v| (v, v + 1)).collect()));
    }
    for n in 3..=12 {
        graphs.push((n, (1..=n).map(|v| (v, v % n + 1)).collect()));
    }
    graphs.push((6, (2..=6).map(|v| (1, v)).collect()));
    graphs.push((4, vec![]));
    let mut seed: u64 = 0x5eed_0f6b_a1e5;
    let mut next = |below: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % below
    };
    for _ in 0..16 {
        let n = 2 + next(11) as usize;
        let mut edges = Vec::new();
        for u in 1..=n {
            for v in u + 1..=n {
                match next(10) {
                    0..=2 => edges.push((u, v)),
                    3 => edges.extend([(v, u), (u, v)]),
                    _ => {}
                }
            }
        }
        graphs.push((n, edges));
    }
    let dir = std::env::temp_dir().join(format!("explore-play-inline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, (n, edges)) in graphs.iter().enumerate() {
        let written: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
        // Every other graph with a space after each comma.
        let inline = format!("{n}:{}", written.join(if i % 2 == 0 { "," } else { ", " }));
        let file = dir.join(format!("graph{i}.txt"));
        let lines: Vec<String> = edges.iter().map(|(u, v)| format!("{u} {v}\n")).collect();
        std::fs::write(&file, format!("# {inline}\n{n}\n{}", lines.concat())).unwrap();
        let file = file.to_str().unwrap();
        let expected = node_kayles_by_brute_force(*n, edges);
        if i < 12 {
            assert_eq!(expected, dawson[*n], "{inline}: a path is Dawson's game");
        }
        let value = |graph: &str| {
            let run = explore_with_input(&["nodekayles", graph, "--format", "tsv"], "");
            assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{graph}");
            let line = run.stdout.lines().nth(1).unwrap_or_default().to_string();
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields[1], graph, "{line}");
            fields[2].parse::<u32>().unwrap()
        };
        assert_eq!(value(&inline), expected, "{inline}");
        assert_eq!(value(file), expected, "{inline} in {file}");
        let input = "why\nhint\ntake 1\nwhy\n";
        let inline_run = play(&["nodekayles", &inline, "--script"], input);
        let file_run = play(&["nodekayles", file, "--script"], input);
        assert_eq!(inline_run.status, 0, "{inline}: {}", inline_run.stderr);
        assert_eq!(value_in_why(&inline_run.stdout), expected, "{inline}");
        assert_eq!(inline_run.stdout, file_run.stdout, "{inline}");
    }
    // The same mistake in a file and inline: the same words after the place named.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "4\n1 2\n3 5\n").unwrap();
    let from_file = play(&["nodekayles", bad.to_str().unwrap()], "");
    let inline = play(&["nodekayles", "4:1-2,3-5"], "");
    assert_eq!(
        from_file.stderr.split_once(": line 3: ").map(|(_, m)| m),
        inline.stderr.split_once(": edge 2 (3-5): ").map(|(_, m)| m),
        "{} / {}",
        from_file.stderr,
        inline.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_illegal_chomp_or_node_kayles_move_is_refused_in_one_line() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["chomp", "3x3"],
            "take 1,1",
            "illegal: take 1,1: the top-left cell is poisoned: taking it is not a move (whoever \
             is left with it alone loses); legal: ",
        ),
        (
            &["chomp", "3,2,1"],
            "take 2,3",
            "illegal: take 2,3: there is no cell 2,3 (row 2 has cells 1 to 2); legal: ",
        ),
        (
            &["chomp", "3,2,1"],
            "take 4,1",
            "illegal: take 4,1: there is no row 4 (rows are 1 to 3); legal: ",
        ),
        (
            &["nodekayles", "tests/play/path7.graph"],
            "take 8",
            "illegal: take 8: there is no such vertex (they are 1 to 7); legal: ",
        ),
    ];
    for (args, typed, refusal) in cases {
        let mut full = args.to_vec();
        full.push("--script");
        let run = play(&full, &format!("{typed}\n"));
        let after = run
            .stdout
            .split_once(&format!("your move> {typed}\n"))
            .unwrap_or_else(|| panic!("{args:?}: {}", run.stdout))
            .1;
        let mut lines = after.lines();
        let line = lines.next().unwrap();
        assert!(line.starts_with(refusal), "{args:?}: {line}");
        assert_eq!(lines.next(), Some("your move> "), "{args:?}: {after}");
    }
    // An eaten cell, a vertex gone.
    let run = play(&["chomp", "2x3", "--script"], "take 2,2\ntake 2,3\n");
    assert!(
        run.stdout.contains(
            "\nyour move> take 2,3\nillegal: take 2,3: cell 2,3 is already eaten; legal: "
        ),
        "{}",
        run.stdout
    );
    let run = play(
        &["nodekayles", "tests/play/path7.graph", "--script"],
        "take 4\ntake 3\n",
    );
    assert!(
        run.stdout.contains(
            "\nyour move> take 3\nillegal: take 3: vertex 3 is gone (taken, or joined to a vertex \
             taken); legal: "
        ),
        "{}",
        run.stdout
    );
}

/// `why` names Cram's strips as Dawson's Kayles (octal 0.07) and its rings by the strip a move
/// leaves, with the values of 0.07 computed by the octal code: strips of 3 to 63 cells and the
/// rings round the blocked inside of boards 3×4 to 3×16 and 4×4 to 4×16.
#[test]
fn cram_why_names_strips_and_rings() {
    let dawson = gamecore::octal::HeapGame::parse("0.07")
        .unwrap()
        .nim_sequence(64);
    for n in [3, 7, 20, 34, 52, 63] {
        let run = play(&["cram", &format!("1x{n}"), "--script"], "why\n");
        assert_eq!(run.status, 0, "1x{n}: {}", run.stderr);
        let line = format!(
            "the strip of {n} cells from row 1, column 1 is Dawson's Kayles (octal 0.07) at {n}, \
             worth *{}\n",
            dawson[n]
        );
        assert!(run.stdout.contains(&line), "1x{n}: {}", run.stdout);
    }
    for (rows, cols) in (4..=16).map(|c| (3, c)).chain((4..=16).map(|c| (4, c))) {
        let inside = format!(".{}.", "#".repeat(cols - 2));
        let middle = vec![inside.as_str(); rows - 2].join("|");
        let edge = ".".repeat(cols);
        let board = format!("{edge}|{middle}|{edge}");
        let cells = 2 * cols + 2 * (rows - 2);
        let run = play(&["cram", &board, "--script"], "why\n");
        let line = format!(
            "the ring of {cells} cells through row 1, column 1 is worth *{} (every move leaves a \
             strip of {})\n",
            u32::from(dawson[cells - 2] == 0),
            cells - 2
        );
        assert!(run.stdout.contains(&line), "{board}: {}", run.stdout);
    }
}

/// The engine's replies in a scripted `play` session.
fn engine_replies(run: &Run) -> Vec<&str> {
    run.stdout
        .lines()
        .filter(|l| l.starts_with("engine: "))
        .collect()
}

/// Past 30 cells the engine plays Cram by copying: on 8×8 (the user first) it answers each
/// move by its image under the half-turn until the user has no move, and `why` and `hint`
/// answer at once; on 7×8 it moves first, across the centre, then copies.
#[test]
fn cram_past_the_bound_is_played_by_copying() {
    // The user fills the top half with dominoes across, row by row.
    let moves: Vec<(usize, usize)> = (1..=4).flat_map(|r| [1, 3, 5, 7].map(|c| (r, c))).collect();
    let placed: Vec<String> = moves
        .iter()
        .map(|&(r, c)| format!("place {r},{c} across"))
        .collect();
    let input = format!("why\nhint\n{}\n", placed.join("\n"));
    let run = play(&["cram", "8x8", "--script"], &input);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let images: Vec<String> = moves
        .iter()
        .map(|&(r, c)| format!("engine: place {},{} across", 9 - r, 8 - c))
        .collect();
    assert_eq!(engine_replies(&run), images, "{}", run.stdout);
    for line in [
        "the region of 64 cells from row 1, column 1 is its own half-turn with no domino \
         across its centre: the second player answers each move by its image, worth *0\n",
        "no winning move: every move loses against best play; place 1,1 across removes the \
         least",
        "you have no move: the engine wins",
    ] {
        assert!(run.stdout.contains(line), "{line:?} in\n{}", run.stdout);
    }

    let run = play(
        &["cram", "7x8", "--first", "engine", "--script"],
        "place 1,1 down\nplace 3,5 across\nwhy\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    // The half-turn takes cell (r, c) to (8 − r, 9 − c).
    assert_eq!(
        engine_replies(&run),
        [
            "engine: place 4,4 across",
            "engine: place 6,8 down",
            "engine: place 5,3 across"
        ],
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("0: a loss for the player to move"),
        "{}",
        run.stdout
    );
}

/// Node Kayles past 30 vertices is played by copying too: on the 8×8 grid graph (the user
/// first, taking the lowest vertex left each time) the engine answers each move by its image
/// under the half-turn, vertex v by 65 − v, until the user has no move; on eight twin stars it
/// answers a star taken by another.
#[test]
fn nodekayles_past_the_bound_is_played_by_copying() {
    let taken = [1, 3, 5, 7, 10, 12, 14, 16, 17, 19, 21, 23, 26, 28, 30, 32];
    let moves: Vec<String> = taken.iter().map(|v| format!("take {v}")).collect();
    let run = play(
        &["nodekayles", "grid:8x8", "--script"],
        &format!("why\nhint\n{}\n", moves.join("\n")),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let images: Vec<String> = taken
        .iter()
        .map(|v| format!("engine: take {}", 65 - v))
        .collect();
    assert_eq!(engine_replies(&run), images, "{}", run.stdout);
    for line in [
        "has a symmetry pairing every vertex with a non-neighbour: the second player answers \
         each move by its image, worth *0\n",
        "no winning move: every move loses against best play; take 1",
        "you have no move: the engine wins",
    ] {
        assert!(run.stdout.contains(line), "{line:?} in\n{}", run.stdout);
    }

    // Eight stars of three leaves (32 vertices): twins. The user takes a star's centre, the
    // engine the next star's, until no vertex is left.
    let stars: Vec<String> = (0..8)
        .flat_map(|s| (2..=4).map(move |leaf| format!("{}-{}", 4 * s + 1, 4 * s + leaf)))
        .collect();
    let graph = format!("32:{}", stars.join(","));
    let run = play(
        &["nodekayles", graph.as_str(), "--script"],
        "take 1\ntake 9\ntake 17\ntake 25\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        engine_replies(&run),
        [
            "engine: take 5",
            "engine: take 13",
            "engine: take 21",
            "engine: take 29"
        ],
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("you have no move: the engine wins"),
        "{}",
        run.stdout
    );
}

/// `why` names a Cram region that is its own half-turn (worth 0 with no domino across its
/// centre, not 0 with one) and two regions of one shape; the engine answers each move on such
/// a board by its image under the board's half-turn. The 3×3 board's centre cell spoils the
/// mirror: no such line there.
#[test]
fn cram_why_names_mirrors_and_twins() {
    let run = play(
        &["cram", "4x4", "--script"],
        "why\nplace 1,1 across\nplace 2,2 down\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "the region of 16 cells from row 1, column 1 is its own half-turn with no domino \
             across its centre: the second player answers each move by its image, worth *0\n"
        ),
        "{}",
        run.stdout
    );
    // The half-turn takes cell (r, c) to (5 − r, 5 − c).
    assert_eq!(
        engine_replies(&run),
        ["engine: place 4,3 across", "engine: place 2,3 down"],
        "{}",
        run.stdout
    );

    let run = play(&["cram", "3x4", "--script"], "why\n");
    assert!(
        run.stdout.contains(
            "the region of 12 cells from row 1, column 1 is its own half-turn with a domino \
             across its centre: whoever moves takes it, then answers each move by its image, \
             worth *1\n"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("who leaves a board worth 0: place 2,2 across\n"),
        "{}",
        run.stdout
    );

    let twins = "...#...|...#...";
    let run = play(&["cram", twins, "--script"], "why\nplace 1,1 across\n");
    assert!(
        run.stdout.contains(
            "the regions from row 1, column 1 and from row 1, column 5 have one shape: the \
             second player answers a move in one by its copy in the other, so together they \
             are worth 0\n"
        ),
        "{}",
        run.stdout
    );
    assert_eq!(
        engine_replies(&run),
        ["engine: place 2,6 across"],
        "{}",
        run.stdout
    );

    let run = play(&["cram", "3x3", "--script"], "why\n");
    assert!(!run.stdout.contains("half-turn"), "{}", run.stdout);
}

/// `why` names a Node Kayles cycle by the path every move leaves (0.137 computed by the octal
/// code), for cycles of 4 to 64 vertices.
#[test]
fn node_kayles_why_names_cycles() {
    let dawson = gamecore::octal::HeapGame::parse("0.137")
        .unwrap()
        .nim_sequence(64);
    for n in [4, 5, 9, 17, 33, 64] {
        let edges: Vec<String> = (1..=n).map(|v| format!("{v}-{}", v % n + 1)).collect();
        let graph = format!("{n}:{}", edges.join(","));
        let run = play(&["nodekayles", &graph, "--script"], "why\n");
        assert_eq!(run.status, 0, "cycle {n}: {}", run.stderr);
        let names: Vec<String> = (1..=n).map(|v| v.to_string()).collect();
        let line = format!(
            "the part of {n} vertices ({}) is a cycle: every move leaves a path of {}, worth *{}",
            names.join(" "),
            n - 3,
            u32::from(dawson[n - 3] == 0)
        );
        assert!(run.stdout.contains(&line), "cycle {n}: {}", run.stdout);
    }
}

/// `why` at a vertex of many moves names the first twelve options and counts them all, in a
/// weighted game and a loopy one alike (the page shows the line whole).
#[test]
fn why_names_twelve_options_and_counts_them_all() {
    let weighted: Vec<String> = (1..=20).map(|v| format!("0>{v}:{v}")).collect();
    let loopy: Vec<String> = (1..=20).map(|v| format!("0>{v}")).collect();
    for (game, graph) in [("weighted", weighted.join(",")), ("loopy", loopy.join(","))] {
        let run = play(&[game, &graph, "0", "--script"], "why\n");
        let options = run
            .stdout
            .lines()
            .find(|line| line.starts_with("options: to 1"))
            .unwrap_or_else(|| panic!("{game}: {}", run.stdout));
        assert_eq!(options.matches("; ").count(), 12, "{game}: {options}");
        assert!(options.contains("; to 12"), "{game}: {options}");
        assert!(!options.contains("; to 13"), "{game}: {options}");
        assert!(options.ends_with("; … (20 options)"), "{game}: {options}");
    }
}

/// `--as` reads left and right in every partizan game, and each game's own names for its
/// sides in that game alone.
#[rstest::rstest]
#[case("domineering", "left", Some(Side::Left))]
#[case("domineering", "vertical", Some(Side::Left))]
#[case("domineering", "horizontal", Some(Side::Right))]
#[case("cutcake", "horizontal", Some(Side::Right))]
#[case("bluered", "blue", Some(Side::Left))]
#[case("blue-red", "red", Some(Side::Right))]
#[case("toads", "toads", Some(Side::Left))]
#[case("toads-and-frogs", "frogs", Some(Side::Right))]
#[case("weighted", "min", Some(Side::Left))]
#[case("weighted", "maximizer", Some(Side::Right))]
#[case("weighted", "right", Some(Side::Right))]
#[case("domineering", "max", None)]
#[case("domineering", "red", None)]
#[case("bluered", "vertical", None)]
#[case("cutcake", "frogs", None)]
#[case("weighted", "blue", None)]
#[case("toads", "Right", None)]
fn each_game_names_its_own_sides(
    #[case] game: &str,
    #[case] word: &str,
    #[case] side: Option<Side>,
) {
    assert_eq!(
        explore::play::side_named(game, word).ok(),
        side,
        "{game} --as {word}"
    );
}

/// What a session reads is bounded and need not be text: a line of bytes that are not UTF-8
/// is no move (the game goes on), and an input that never ends a line (/dev/zero) ends the
/// session with one error line after 4096 bytes instead of being read into memory.
#[test]
fn input_lines_are_bounded_and_need_not_be_text() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["play", "nim", "3,4,5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(b"\xff\xfe\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("not a move: \"\u{fffd}\u{fffd}\"") && stdout.contains("you quit"),
        "{stdout}"
    );
    assert!(output.stderr.is_empty());

    let zeros = std::fs::File::open("/dev/zero").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["play", "nim", "3,4,5"])
        .stdin(zeros)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "error: a line of more than 4096 bytes on the input: no move is that long\n"
    );
}
