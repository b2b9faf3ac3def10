//! The command line as a whole: one exit-status convention over every command (0 success, 1
//! bad input text, 2 usage), `--help` and `-h` on every command, `--version`, `--` ending the
//! options, errors that stay short, and a closed pipe that is not a crash.

mod common;
use common::{explore, explore_with_input};
use rstest::rstest;
use std::io::Read;
use std::process::{Command, Stdio};

const COMMANDS: [&str; 15] = [
    "octal",
    "hex",
    "subtraction",
    "seq",
    "table",
    "hackenbush",
    "value",
    "domineering",
    "toads",
    "cram",
    "nodekayles",
    "chomp",
    "misere",
    "play",
    "list",
];

#[rstest]
// Success.
#[case(&["list"], 0)]
#[case(&["octal", "0.07"], 0)]
#[case(&["octal", "--all-codes", "1", "--prove-to", "100"], 0)]
#[case(&["hex", "0.8F", "--upto", "50"], 0)]
#[case(&["subtraction", "1,3,4"], 0)]
#[case(&["seq", "lasker", "--upto", "50"], 0)]
#[case(&["table", "ed", "4x4"], 0)]
#[case(&["table", "cutcake", "4x4", "--format", "tsv"], 0)]
#[case(&["hackenbush", "BBRB"], 0)]
#[case(&["value", "{1|-1}"], 0)]
#[case(&["value", "-2", "--format", "tsv"], 0)]
#[case(&["value", "--", "-^"], 0)]
#[case(&["domineering", "..|.."], 0)]
#[case(&["toads", "L_R"], 0)]
#[case(&["cram", "3x5"], 0)]
#[case(&["cram", ".#.|...", "--format", "tsv", "--memory", "1M"], 0)]
#[case(&["chomp", "3,2,2"], 0)]
#[case(&["cram", "--sweep", "2x2..2x4", "--shard", "1/2"], 0)]
#[case(&["cram", "--sweep", "2x"], 2)]
#[case(&["cram", "--merge", "/nonexistent/shard.tsv"], 1)]
#[case(&["cram", "3x4", "--checkpoint", "/nonexistent/dir/3x4.ckpt"], 1)]
#[case(&["cram", "9x9"], 2)]
#[case(&["cram", "3x4", "--memory", "lots"], 2)]
#[case(&["cram", "..|.x"], 1)]
#[case(&["chomp", "2,3"], 1)]
#[case(&["chomp", "5,0"], 1)]
#[case(&["chomp", "3x40", "--method", "table"], 0)]
#[case(&["chomp", "3x40", "--method", "search"], 2)]
#[case(&["chomp", "20x20"], 2)]
#[case(&["chomp", "2x30000", "--method", "table"], 2)]
#[case(&["chomp", "1x70000", "--method", "table"], 2)]
#[case(&["chomp", "12x12", "--method", "table", "--memory", "1M"], 2)]
#[case(&["chomp", "4x4", "--method", "table", "--threads", "2"], 0)]
#[case(&["chomp", "4x4", "--method", "table", "--checkpoint", "/nonexistent/c.ckpt"], 2)]
#[case(&["chomp", "4x4", "--method", "tests"], 2)]
#[case(&["chomp", "--sweep", "2x2..3x3", "--method", "table"], 2)]
#[case(&["nodekayles", "/nonexistent/graph.txt"], 1)]
#[case(&["nodekayles", "5:1-2,2-3, 3-4"], 0)]
#[case(&["nodekayles", "3:"], 0)]
#[case(&["nodekayles", "5:1-6"], 1)]
#[case(&["nodekayles", "5:3-3"], 1)]
#[case(&["nodekayles", "65:"], 0)]
#[case(&["nodekayles", "1048577:"], 1)]
#[case(&["nodekayles", "5:1-2,"], 1)]
#[case(&["misere", "0.75"], 0)]
#[case(&["misere", "0.75", "--sum", "3,5"], 0)]
// Bad input text.
#[case(&["hackenbush", "BXR"], 1)]
#[case(&["value", "{1|"], 1)]
#[case(&["domineering", "4x4"], 1)]
#[case(&["toads", "LL_x"], 1)]
#[case(&["misere", "0.75", "--sum", "3,x"], 1)]
#[case(&["misere", "0.77", "--sum", "40"], 1)]
// Usage errors.
#[case(&[], 2)]
#[case(&["draw"], 2)]
#[case(&["octal"], 2)]
#[case(&["octal", "0.7x"], 2)]
#[case(&["octal", "0.07", "--speed"], 2)]
#[case(&["octal", "0.07", "0.77"], 2)]
#[case(&["hex"], 2)]
#[case(&["subtraction", "1,,3"], 2)]
#[case(&["seq", "nim"], 2)]
#[case(&["table", "ed", "32"], 2)]
#[case(&["table", "ed", "4x4", "--upto", "9"], 2)]
#[case(&["hackenbush"], 2)]
#[case(&["value"], 2)]
#[case(&["value", "1", "--format", "values"], 2)]
#[case(&["domineering"], 2)]
#[case(&["toads"], 2)]
#[case(&["list", "extra"], 2)]
#[case(&["play"], 2)]
#[case(&["play", "nim"], 2)]
#[case(&["play", "chess"], 2)]
#[case(&["misere"], 2)]
#[case(&["misere", "0.7x"], 2)]
#[case(&["misere", "0.07", "--upto", "301"], 2)]
#[case(&["misere", "0.07", "--sum", "3", "--format", "tsv"], 2)]
fn every_command_follows_one_exit_status_convention(#[case] args: &[&str], #[case] status: i32) {
    let run = explore(args);
    assert_eq!(run.status, status, "{args:?}: {}", run.stderr);
    if status == 0 {
        assert!(!run.stdout.is_empty(), "{args:?}");
    } else {
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.starts_with("error: "),
            "{args:?}: {}",
            run.stderr
        );
        // The hint is said at most once.
        assert!(run.stderr.matches("--help").count() <= 1, "{}", run.stderr);
    }
}

#[test]
fn play_exits_with_the_same_statuses() {
    assert_eq!(
        explore_with_input(&["play", "nim", "1", "--script"], "quit\n").status,
        0
    );
    assert_eq!(
        explore_with_input(&["play", "nim", "3,x", "--script"], "").status,
        1
    );
    assert_eq!(
        explore_with_input(&["play", "nim", "3", "--first", "x"], "").status,
        2
    );
}

#[rstest]
fn every_command_has_help(#[values("-h", "--help")] flag: &str) {
    for command in COMMANDS {
        let run = explore(&[command, flag]);
        assert_eq!(run.status, 0, "{command} {flag}: {}", run.stderr);
        assert_eq!(run.stderr, "", "{command} {flag}");
        assert!(
            run.stdout.contains(&format!("explore {command}")),
            "{command} {flag}: {}",
            run.stdout
        );
    }
    let run = explore(&[flag]);
    assert_eq!(run.status, 0);
    // Each command is listed with a line saying what it does (clap's deferred arguments
    // would leave it blank without the variant's own doc line).
    for command in COMMANDS {
        let line = run
            .stdout
            .lines()
            .find(|line| line.split_whitespace().next() == Some(command))
            .unwrap_or_else(|| panic!("{command} is not listed in {}", run.stdout));
        assert!(
            line.split_whitespace().count() >= 4,
            "{command} is listed without a description: {line:?}"
        );
    }
}

/// Each `--help` names every option its command takes.
#[rstest]
#[case("octal", &["--upto", "--prove-to", "--show", "--width", "--format", "--color", "--svg", "--from", "--checkpoint", "--progress", "--full", "--all-codes"])]
#[case("hex", &["--upto", "--checkpoint", "--progress", "--svg"])]
#[case("table", &["--format", "--color", "--svg"])]
#[case("value", &["--format", "--svg", "--work", "--progress"])]
#[case("domineering", &["--format", "--svg", "--work", "--progress"])]
#[case("toads", &["--format", "--svg", "--work", "--progress"])]
#[case("play", &["--heaps", "--misere", "--work", "--memory", "--first", "--as", "--script", "--color"])]
#[case("misere", &["--upto", "--sum", "--format", "--progress"])]
fn help_lists_every_option(#[case] command: &str, #[case] options: &[&str]) {
    let help = explore(&[command, "--help"]).stdout;
    for option in options {
        assert!(
            help.contains(option),
            "{command} --help lacks {option}: {help}"
        );
    }
}

#[test]
fn version_is_the_crate_version() {
    let run = explore(&["--version"]);
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        format!("explore {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[rstest]
#[case(&["value", "--", "-1", "--format", "tsv"], "")]
#[case(&["value", "--format", "tsv", "--", "-1"], "-1\t-1\t-1\t-1\t-1\tR\t1\n")]
#[case(&["value", "--format", "tsv", "--", "-^"], "v\t0\t0\t0\t0\tR\t2\n")]
fn a_double_dash_ends_the_options(#[case] args: &[&str], #[case] stdout: &str) {
    let run = explore(args);
    if stdout.is_empty() {
        // After `--`, `--format` is an operand: a second expression is a usage error.
        assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
    } else {
        assert_eq!(
            (run.status, run.stdout.as_str()),
            (0, stdout),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn an_error_echoes_at_most_80_characters_of_an_argument() {
    let long = format!("{}1", "-".repeat(90_000));
    let board = ".".repeat(5000) + "x";
    for args in [
        vec!["value", "--", long.as_str()],
        vec!["value", long.as_str()],
        vec!["domineering", board.as_str()],
        vec!["play", "nim", board.as_str()],
        vec!["octal", board.as_str()],
    ] {
        let run = explore(&args);
        assert_ne!(run.status, 0, "{}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.chars().count() < 400, "{}", run.stderr);
        assert!(!run.stderr.contains(&"-".repeat(81)), "{}", run.stderr);
    }
}

/// Closes stdout and stderr before the binary writes: a closed pipe ends it quietly (status 0,
/// or the status of the error it meant to report), never a panic (status 101).
#[rstest]
#[case(&["list"], 0)]
#[case(&["--help"], 0)]
#[case(&["octal", "0.6", "--upto", "200000", "--format", "values"], 0)]
#[case(&["value", "--", "-1-------------------------------------------------x"], 1)]
#[case(&["play", "nim", "3,4", "--script"], 0)]
#[case(&["bogus"], 2)]
fn a_closed_pipe_is_not_a_crash(#[case] args: &[&str], #[case] status: i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    drop(child.stderr.take());
    drop(child.stdin.take());
    let code = child.wait().expect("the binary ends").code();
    assert_eq!(code, Some(status), "{args:?}");
}

/// As the report: the first bytes read, then the pipe closed.
#[test]
fn reading_a_little_then_closing_is_not_a_crash() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["octal", "0.6", "--upto", "300000", "--format", "values"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut head = [0u8; 10];
    child
        .stdout
        .as_mut()
        .expect("piped")
        .read_exact(&mut head)
        .expect("ten bytes");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the binary ends");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// A long cubic run (a game whose moves may leave three heaps) says so before it starts, and
/// `--progress` reports as it goes; the test stops it after the note (which follows the
/// warning that 0.9 is read as hexadecimal).
#[test]
fn a_cubic_run_says_so_up_front() {
    use std::io::BufRead;
    let mut child = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["octal", "0.9", "--upto", "20000", "--progress"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stderr = std::io::BufReader::new(child.stderr.take().expect("piped"));
    let mut warning = String::new();
    stderr.read_line(&mut warning).expect("a line");
    assert!(
        warning.starts_with("warning: 9 (character 3 of 0.9)"),
        "{warning}"
    );
    let mut first = String::new();
    stderr.read_line(&mut first).expect("a line");
    child.kill().expect("the run is stopped");
    child.wait().expect("the binary ends");
    assert!(
        first.starts_with(
            "note: 0.9 lets a move leave three heaps, so G(n) costs O(n²) and the run O(n³)"
        ) && first.contains("n = 20000")
            && first.contains("--progress"),
        "{first}"
    );
    // Short runs stay quiet.
    let run = explore(&["hex", "0.8F", "--upto", "100", "--format", "tsv"]);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
}

/// A rectangle the literature covers gets a line comparing the run with it; a drawn board,
/// a rectangle no table here holds and TSV get none.
#[rstest]
#[case(&["cram", "4x7"], Some("published *3 (Beling's table, github.com/beling/impartial-games): the same"))]
#[case(&["cram", "5X3"], Some("published *1 (the Glop records of Lemoine and Viennot): the same"))]
#[case(&["cram", "4x6"], Some("published *0 (Winning Ways: with both sides even the second player mirrors): the same"))]
#[case(&["cram", "2x9"], None)]
#[case(&["cram", "...|...|..."], None)]
#[case(&["cram", "4x7", "--format", "tsv"], None)]
fn cram_rectangles_are_compared_with_the_published_values(
    #[case] args: &[&str],
    #[case] line: Option<&str>,
) {
    let out = explore(args);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let published = out.stdout.lines().find(|l| l.starts_with("published"));
    assert_eq!(published, line, "{}", out.stdout);
}

/// A board copying moves decides gets a `mirror` line: the second player's copy (a board its
/// own half-turn, two twin regions), or the first player's domino that leaves such a board
/// (the centre of 3×4 and 5×6); a board whose centre cell spoils the half-turn, an unlike
/// pair of regions and TSV get none. The values agree with the line (0 for the copy, not 0
/// for a first move).
#[rstest]
#[case(&["cram", "4x4"], Some("every region is its own half-turn with no domino across its centre or has a twin of its shape: the second player copies each move (worth 0)"))]
#[case(&["cram", "...#...|...#..."], Some("every region is its own half-turn with no domino across its centre or has a twin of its shape: the second player copies each move (worth 0)"))]
#[case(&["cram", "3x4"], Some("place 2,2 across leaves a board the second player wins by copying moves: the first player places it, then copies (not 0)"))]
#[case(&["cram", "5x6"], Some("place 3,3 across leaves a board the second player wins by copying moves: the first player places it, then copies (not 0)"))]
#[case(&["cram", "3x3"], None)]
#[case(&["cram", "...#...|...#..#"], None)]
#[case(&["cram", "4x4", "--format", "tsv"], None)]
fn cram_reports_a_board_decided_by_copying(#[case] args: &[&str], #[case] line: Option<&str>) {
    let out = explore(args);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let mirror = out
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("mirror    "));
    assert_eq!(mirror, line, "{}", out.stdout);
    if let (Some(line), false) = (line, args.contains(&"tsv")) {
        assert_eq!(
            cram_value(args) == 0,
            line.ends_with("(worth 0)"),
            "{args:?}"
        );
    }
}

/// The first line's value of `explore cram ARGS` (`*v` after the colon).
fn cram_value(args: &[&str]) -> u32 {
    let out = explore(args);
    assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
    let first = out.stdout.lines().next().unwrap();
    first.rsplit_once(": *").unwrap().1.parse().unwrap()
}

/// Boards past the solver's 64 cells, valued region by region: the value against the
/// pieces valued apart (a 3×4 block by the search, a strip by `explore octal 0.07`), the
/// rules named, and the refusals (a region out of reach, before any search; a checkpoint).
#[test]
fn cram_boards_past_64_cells_are_valued_region_by_region() {
    let dawson = explore(&["octal", "0.07", "--upto", "100", "--format", "values"]);
    let dawson: Vec<u32> = dawson.stdout.lines().map(|v| v.parse().unwrap()).collect();
    let board = format!(
        "....#{}|....#{}|....#{}",
        ".".repeat(69),
        "#".repeat(69),
        "#".repeat(69)
    );
    let expected = cram_value(&["cram", "3x4"]) ^ dawson[69];
    assert_eq!(cram_value(&["cram", &board]), expected, "{board}");
    let out = explore(&["cram", &board]);
    assert!(
        out.stdout
            .contains("regions   2 regions: 1 strip (Dawson's Kayles), 1 searched\n"),
        "{}",
        out.stdout
    );
    // The text names a long board by its first 80 characters; TSV keeps it whole.
    let first = out.stdout.lines().next().unwrap();
    assert_eq!(first, format!("cram {}…: *{expected}", &board[..80]));
    let tsv = explore(&["cram", &board, "--format", "tsv"]).stdout;
    assert!(tsv.contains(&format!("\t{board}\t")), "{tsv}");
    assert_eq!(cram_value(&["cram", "1x100"]), dawson[100]);
    assert_eq!(
        cram_value(&["cram", "100x1", "--format", "text"]),
        dawson[100]
    );
    let out = explore(&["cram", "10x10"]);
    assert!(out.stdout.starts_with("cram 10x10: *0\n"), "{}", out.stdout);
    assert!(out.stdout.contains("table     none (nothing searched)\n"));
    assert!(out
        .stdout
        .contains("regions   1 region: 1 half-turn (worth 0)\n"));
    let nine = format!("{}#{}", ".".repeat(9), ".".repeat(9));
    let twins = [nine.as_str(); 9].join("|");
    assert_eq!(cram_value(&["cram", &twins]), 0);
    let out = explore(&["cram", "3x22"]);
    assert_eq!(out.status, 2);
    assert!(
        out.stderr.contains("66 cells in a 3x22 box"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("the first player wins"),
        "{}",
        out.stderr
    );
    let row = ".".repeat(27);
    let out = explore(&["cram", &[row.as_str(); 3].join("|")]);
    assert_eq!((out.status, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert!(out.stderr.starts_with("error: board: a region of 81 cells"));
    assert!(!out.stderr.contains("first player"), "{}", out.stderr);
    let out = explore(&["cram", "10x10", "--checkpoint", "/tmp/never-written.ckpt"]);
    assert_eq!(out.status, 2, "{}", out.stderr);
    // Play needs every position valued: it stays within the solver's boards, and says where
    // a larger one is valued.
    let out = explore(&["play", "cram", "10x10"]);
    assert_ne!(out.status, 0);
    assert!(
        out.stderr.contains("more than 64 cells") && out.stderr.contains("explore cram"),
        "{}",
        out.stderr
    );
}

#[test]
fn board_games_print_their_values() {
    let out = explore(&["cram", "3x5"]);
    assert!(out.stdout.starts_with("cram 3x5: *1\n"), "{}", out.stdout);
    let out = explore(&["chomp", "4,1,1,1", "--format", "tsv"]);
    let line = out.stdout.lines().nth(1).unwrap();
    assert!(line.starts_with("chomp\t4,1,1,1\t0\t"), "{line}");
    let out = explore_with_input(&["nodekayles", "-"], "# a path\n5\n1 2\n2 3\n3 4\n4 5\n");
    assert!(
        out.stdout.starts_with("nodekayles -: *3\n"),
        "{}",
        out.stdout
    );
    // The same path inline, spaces after the commas.
    let out = explore(&["nodekayles", "5:1-2, 2-3, 3-4, 4-5"]);
    assert!(
        out.stdout
            .starts_with("nodekayles 5:1-2, 2-3, 3-4, 4-5: *3\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn play_cram_explains_and_answers() {
    let out = explore_with_input(
        &["play", "cram", "...|...", "--script"],
        "why\nplace 1,1 across\n",
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("the board is worth their nim-sum 1 = 1"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("engine: place "), "{}", out.stdout);
    let out = explore(&["play", "cram", "7x7"]);
    assert_eq!(out.status, 1, "{}", out.stderr);
    assert!(out.stderr.contains("at most 30"), "{}", out.stderr);
}

/// The lines of a graph file: `n`, then each edge (from 1).
fn graph_text(n: usize, edges: &[(usize, usize)]) -> String {
    let lines = edges.iter().map(|(u, v)| format!("{u} {v}\n"));
    std::iter::once(format!("{n}\n")).chain(lines).collect()
}

/// Graphs past the solver's 64 vertices, valued part by part: the value against the pieces
/// valued apart (a path by `explore octal 0.137`, a cycle of 60 and a small graph each by the
/// search of its own graph), the rules named, threads, TSV and the refusals (a part out of
/// reach, before any search; a checkpoint; too many vertices).
#[test]
fn nodekayles_graphs_past_64_vertices_are_valued_part_by_part() {
    let dawson = explore(&["octal", "0.137", "--upto", "100", "--format", "values"]);
    let dawson: Vec<u32> = dawson.stdout.lines().map(|v| v.parse().unwrap()).collect();
    let value = |args: &[&str], input: &str| -> u32 {
        let out = explore_with_input(args, input);
        assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
        let first = out.stdout.lines().next().unwrap();
        first.rsplit_once(": *").unwrap().1.parse().unwrap()
    };
    let path = |from: usize, n: usize| (from..from + n - 1).map(|v| (v, v + 1));
    let cycle = |from: usize, n: usize| path(from, n).chain([(from + n - 1, from)]);
    // A house (a square with a roof) twice, numbered alike, and a small graph once.
    let house = |from: usize| {
        [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (1, 4)].map(|(u, v)| (u + from, v + from))
    };
    let small = [(1, 2), (1, 3), (2, 3), (3, 4), (4, 5), (4, 6), (6, 7)];
    let mut edges: Vec<(usize, usize)> = path(1, 100).collect();
    edges.extend(cycle(101, 60));
    edges.extend(house(161));
    edges.extend(house(166));
    edges.extend(small.iter().map(|&(u, v)| (u + 170, v + 170)));
    let text = graph_text(177, &edges);
    let c60 = graph_text(60, &cycle(1, 60).collect::<Vec<_>>());
    let expected = dawson[100]
        ^ value(&["nodekayles", "-"], &c60)
        ^ value(&["nodekayles", "-"], &graph_text(7, &small));
    assert_eq!(value(&["nodekayles", "-"], &text), expected);
    let out = explore_with_input(&["nodekayles", "-"], &text);
    assert!(
        out.stdout.ends_with(
            "parts     5 connected parts: 1 pair of twins (cancel out), 1 path (Dawson's \
             game), 1 cycle, 1 searched\n"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(
        value(&["nodekayles", "-", "--threads", "2"], &text),
        expected
    );
    let tsv = explore_with_input(&["nodekayles", "-", "--format", "tsv"], &text).stdout;
    assert!(
        tsv.lines()
            .nth(1)
            .unwrap()
            .starts_with(&format!("nodekayles\t-\t{expected}\t")),
        "{tsv}"
    );
    assert_eq!(value(&["nodekayles", "100:"], ""), 0);
    assert_eq!(value(&["nodekayles", "101:"], ""), 1);
    // A wheel of 70 vertices: no rule values it.
    let wheel: Vec<(usize, usize)> = (2..=70).flat_map(|v| [(1, v), (v, v % 69 + 2)]).collect();
    let out = explore_with_input(&["nodekayles", "-"], &graph_text(70, &wheel));
    assert_eq!((out.status, out.stdout.as_str()), (1, ""), "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "error: -: a connected part of 70 vertices and 138 edges, past the solver's 64 \
         vertices: no rule values it (it is no path, cycle or twin, and no mirror was found)\n"
    );
    let out = explore(&[
        "nodekayles",
        "65:",
        "--checkpoint",
        "/tmp/never-written.ckpt",
    ]);
    assert_eq!(out.status, 2, "{}", out.stderr);
    let out = explore(&["nodekayles", "1048577:"]);
    assert_eq!(
        (out.status, out.stderr.as_str()),
        (1, "error: 1048577:: 1048577 vertices: at most 1048576\n")
    );
}

/// The report names the automorphisms that key a graph's large components: a square grid's
/// eight symmetries, the 63 kept of the hypercube Q5's 3,840, none for a path with a
/// pendant vertex off its middle, and none for a graph of at most 11 vertices.
#[test]
fn nodekayles_reports_the_symmetries_it_keys_by() {
    let symmetry = |args: &[&str], input: &str| -> Option<String> {
        let out = explore_with_input(args, input);
        assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
        out.stdout
            .lines()
            .find(|line| line.starts_with("symmetry  "))
            .map(ToString::to_string)
    };
    let mut grid = Vec::new();
    for v in 1..=16 {
        if v % 4 != 0 {
            grid.push((v, v + 1));
        }
        if v <= 12 {
            grid.push((v, v + 4));
        }
    }
    assert_eq!(
        symmetry(&["nodekayles", "-"], &graph_text(16, &grid)).as_deref(),
        Some(
            "symmetry  7 automorphisms besides the identity: a component of 12 vertices or \
             more is keyed by its least image"
        )
    );
    let cube: Vec<(usize, usize)> = (0..32usize)
        .flat_map(|v| (0..5).map(move |b| (v, v ^ 1 << b)))
        .filter(|&(v, u)| u > v)
        .map(|(v, u)| (v + 1, u + 1))
        .collect();
    let line = symmetry(&["nodekayles", "-"], &graph_text(32, &cube)).unwrap();
    assert!(
        // 63 found by the search, and the antipodal map added as the cube's mirror.
        line.starts_with("symmetry  64 automorphisms besides the identity (the most kept"),
        "{line}"
    );
    let mut tail: Vec<(usize, usize)> = (1..14).map(|v| (v, v + 1)).collect();
    tail.push((6, 15));
    assert_eq!(symmetry(&["nodekayles", "-"], &graph_text(15, &tail)), None);
    assert_eq!(symmetry(&["nodekayles", "5:1-2,2-3,3-4,4-5"], ""), None);
    assert_eq!(
        symmetry(
            &["nodekayles", "-", "--format", "tsv"],
            &graph_text(16, &grid)
        ),
        None
    );
}

/// A graph its symmetries mirror (an even grid, a hypercube) is 0 without a search, and the
/// report says why; so is a graph of twin parts; an odd grid is searched and has no such line.
#[test]
fn nodekayles_names_a_mirrored_graph() {
    let mirror_line = "mirror    a symmetry pairs every vertex with a non-neighbour: the second \
                       player answers each move by its image (worth 0, no search)";
    for graph in ["grid:4x6", "cube:5", "cycle:30"] {
        let run = explore(&["nodekayles", graph]);
        assert_eq!(run.status, 0, "{graph}: {}", run.stderr);
        let out = run.stdout;
        assert!(
            out.starts_with(&format!("nodekayles {graph}: *0\n")),
            "{out}"
        );
        assert!(out.contains("; 0 components searched\n"), "{out}");
        assert!(out.lines().any(|l| l == mirror_line), "{out}");
    }
    let odd = explore(&["nodekayles", "grid:5x5"]).stdout;
    // Searched: the value is the search's (checked elsewhere), not the mirror's 0.
    assert!(odd.starts_with("nodekayles grid:5x5: *"), "{odd}");
    assert!(!odd.contains("; 0 components searched"), "{odd}");
    assert!(!odd.contains("mirror"), "{odd}");
    // Twin parts, the second numbered otherwise (two paths of 3 and two claws): copied. A
    // claw more is searched, and has no such line.
    let twins = "14:1-2,2-3,6-4,6-5,7-8,7-9,7-10,14-11,14-12,14-13";
    let out = explore(&["nodekayles", twins]).stdout;
    assert!(
        out.starts_with(&format!("nodekayles {twins}: *0\n")),
        "{out}"
    );
    assert!(
        out.contains(
            "mirror    each connected part is mirrored by a symmetry or has a twin (the same \
             graph numbered differently): the second player answers each move by its image or \
             its copy (worth 0)\n"
        ),
        "{out}"
    );
    let three = "18:1-2,2-3,6-4,6-5,7-8,7-9,7-10,14-11,14-12,14-13,15-16,15-17,15-18";
    let out = explore(&["nodekayles", three]).stdout;
    assert!(!out.contains("mirror"), "{out}");
}

/// `nodekayles NAME`'s report against the same graph's from a file: the same value and lines
/// but the time; for a grid, searched on its cells with its components keyed by their shape
/// (fewer searched), where a file's graph is keyed by its automorphisms, the same value and
/// outcome, and each its own line on keys.
fn assert_same_report(name: &str, named: &str, file: &str) {
    // The value (the first line names the graph) and the lines after it but the time.
    let report = |out: &str| -> (String, Vec<String>) {
        let (first, rest) = out.split_once('\n').unwrap();
        let value = first.rsplit_once(": *").unwrap().1.to_string();
        let lines = rest.lines().filter(|line| !line.starts_with("time "));
        (value, lines.map(ToString::to_string).collect())
    };
    let (named, file) = (report(named), report(file));
    assert_eq!(named.0, file.0, "{name}: the value");
    if name.starts_with("grid:") {
        assert_eq!(named.1[0], file.1[0], "{name}: the outcome");
        assert!(
            named.1[2].starts_with("symmetry  a component is keyed by its shape on the grid"),
            "{name}: {named:?}"
        );
        assert!(
            file.1[2].starts_with("symmetry  3 automorphisms"),
            "{name}: {file:?}"
        );
    } else {
        assert_eq!(named.1, file.1, "{name}");
    }
}

/// Graphs by name are the graphs their files give (vertices numbered as the family says):
/// the value and the table line alike, for `nodekayles` and `play nodekayles`; a grid by name
/// is searched on its cells, so only its value and outcome are the file's.
#[test]
fn nodekayles_takes_graphs_by_name() {
    let grid = |rows: usize, cols: usize| {
        let at = |r: usize, c: usize| r * cols + c + 1;
        let mut edges = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if c + 1 < cols {
                    edges.push((at(r, c), at(r, c + 1)));
                }
                if r + 1 < rows {
                    edges.push((at(r, c), at(r + 1, c)));
                }
            }
        }
        graph_text(rows * cols, &edges)
    };
    let petersen: Vec<(usize, usize)> = (0..5)
        .flat_map(|i| {
            [
                (i + 1, (i + 1) % 5 + 1),
                (i + 1, i + 6),
                (i + 6, (i + 2) % 5 + 6),
            ]
        })
        .collect();
    let cube: Vec<(usize, usize)> = (0..16usize)
        .flat_map(|v| (0..4).map(move |b| (v, v ^ 1 << b)))
        .filter(|&(v, u)| u > v)
        .map(|(v, u)| (v + 1, u + 1))
        .collect();
    let complete: Vec<(usize, usize)> = (1..=5)
        .flat_map(|u| (u + 1..=5).map(move |v| (u, v)))
        .collect();
    let cases = [
        ("grid:4x5", grid(4, 5)),
        ("gp:5,2", graph_text(10, &petersen)),
        ("cube:4", graph_text(16, &cube)),
        ("complete:5", graph_text(5, &complete)),
        (
            "cycle:8",
            graph_text(8, &(1..=8).map(|v| (v, v % 8 + 1)).collect::<Vec<_>>()),
        ),
        (
            "path:10",
            graph_text(10, &(1..10).map(|v| (v, v + 1)).collect::<Vec<_>>()),
        ),
    ];
    for (name, text) in &cases {
        let named = explore(&["nodekayles", name]);
        let file = explore_with_input(&["nodekayles", "-"], text);
        assert_eq!(named.status, 0, "{name}: {}", named.stderr);
        assert_same_report(name, &named.stdout, &file.stdout);
    }
    let named = explore_with_input(
        &["play", "nodekayles", "grid:3x3", "--script"],
        "why\ntake 5\n",
    );
    let dir = std::env::temp_dir().join(format!("explore-families-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("grid3x3.txt");
    std::fs::write(&path, grid(3, 3)).unwrap();
    let file = explore_with_input(
        &["play", "nodekayles", path.to_str().unwrap(), "--script"],
        "why\ntake 5\n",
    );
    assert_eq!(
        (named.status, &named.stdout),
        (0, &file.stdout),
        "{}",
        named.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Graphs by name: bad sizes are refused in words (exit status 1), before anything is
/// built; an unknown family name is a file name.
#[test]
fn graphs_by_name_are_checked() {
    for (arg, message) in [
        (
            "cycle:2",
            "error: cycle:2: a cycle has at least 3 vertices\n",
        ),
        (
            "grid:4",
            "error: grid:4: expected grid:RxC, like grid:4x5\n",
        ),
        (
            "grid:2000x2000",
            "error: grid:2000x2000: 4000000 vertices: at most 1048576\n",
        ),
        (
            "cube:20",
            "error: cube:20: 10485760 edges: at most 4194304\n",
        ),
        (
            "gp:6,3",
            "error: gp:6,3: GP(6, 3): the outer cycle needs at least 3 vertices and 1 <= K < N/2\n",
        ),
    ] {
        let out = explore(&["nodekayles", arg]);
        assert_eq!((out.status, out.stderr.as_str()), (1, message), "{arg}");
    }
    let out = explore(&["play", "nodekayles", "grid:9x9"]);
    assert_eq!(
        (out.status, out.stderr.as_str()),
        (1, "error: grid:9x9: 81 vertices: at most 64\n")
    );
    let out = explore(&["nodekayles", "grd:4x4"]);
    assert_eq!(out.status, 1);
    assert!(
        out.stderr
            .contains("nor a graph by name: path:N, cycle:N, grid:RxC"),
        "{}",
        out.stderr
    );
}

/// The text report's first line names an inline graph without edges in words (its own colon
/// would run into the line's); the TSV line keeps the graph as given.
#[rstest]
#[case(&["nodekayles", "3:"], "nodekayles 3 lone vertices: *1")]
#[case(&["nodekayles", "1:"], "nodekayles 1 lone vertex: *1")]
#[case(&["nodekayles", "4:"], "nodekayles 4 lone vertices: *0")]
#[case(&["nodekayles", "2:1-2"], "nodekayles 2:1-2: *1")]
#[case(&["nodekayles", "3:", "--format", "tsv"], "nodekayles\t3:\t1\t")]
fn inline_graphs_are_named_so_the_line_reads(#[case] args: &[&str], #[case] first: &str) {
    let run = explore(args);
    assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
    let line = run
        .stdout
        .lines()
        .find(|l| l.starts_with("nodekayles"))
        .unwrap_or("");
    assert!(line.starts_with(first), "{args:?}: {}", run.stdout);
}

/// Chomp from the rules on three rows: a position is its row lengths (a, b, c), a ≥ b ≥ c,
/// valued by a memoised mex over every cell but the poisoned one.
fn three_row_chomp(
    a: usize,
    b: usize,
    c: usize,
    memo: &mut std::collections::HashMap<(usize, usize, usize), u32>,
) -> u32 {
    if let Some(&v) = memo.get(&(a, b, c)) {
        return v;
    }
    let mut seen = Vec::new();
    for j in 1..a {
        seen.push(three_row_chomp(j, b.min(j), c.min(j), memo));
    }
    for j in 0..b {
        seen.push(three_row_chomp(a, j, c.min(j), memo));
    }
    for j in 0..c {
        seen.push(three_row_chomp(a, b, j, memo));
    }
    let v = (0..=seen.len() as u32).find(|v| !seen.contains(v)).unwrap();
    memo.insert((a, b, c), v);
    v
}

/// The table (the default) and the search give each position the same value and the same
/// first lines but the table's; a staircase past the search's 15 columns goes to the table
/// and has the value the rules give it.
#[test]
fn chomp_by_the_table_and_by_the_search() {
    for position in ["2x3", "5,3,3,1", "4,1,1,1", "6x7", "8,8,5,5,2"] {
        let table = explore(&["chomp", position]);
        let search = explore(&["chomp", position, "--method", "search"]);
        assert_eq!(table.status, 0, "{position}: {}", table.stderr);
        assert_eq!(
            table.stdout.lines().take(2).collect::<Vec<_>>(),
            search.stdout.lines().take(2).collect::<Vec<_>>(),
            "{position}"
        );
        assert!(table.stdout.contains(" box valued: "), "{}", table.stdout);
        assert!(
            search.stdout.contains("components searched"),
            "{}",
            search.stdout
        );
    }
    // The winning moves the table lists each leave a position the search values 0, and a
    // lost position has none.
    for (position, rows) in [
        ("6x7", vec![7; 6]),
        ("5,3,3,1", vec![5, 3, 3, 1]),
        ("4,3", vec![4, 3]),
    ] {
        let out = explore(&["chomp", position]);
        let line = out.stdout.lines().last().unwrap().to_owned();
        let Some(listed) = line.strip_prefix("winning   take ") else {
            assert_eq!(position, "4,3", "{line}");
            assert!(line.starts_with("winning   none"), "{line}");
            continue;
        };
        let listed = listed.split(" (").next().unwrap();
        for cell in listed.split(", take ") {
            let (r, c) = cell.split_once(',').unwrap();
            let (r, c): (usize, usize) = (
                r.parse::<usize>().unwrap() - 1,
                c.parse::<usize>().unwrap() - 1,
            );
            let after: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(k, &l)| if k >= r { l.min(c) } else { l })
                .filter(|&l| l > 0)
                .map(|l| l.to_string())
                .collect();
            let after = after.join(",");
            let out = explore(&["chomp", &after, "--method", "search", "--format", "tsv"]);
            let value = out
                .stdout
                .lines()
                .nth(1)
                .unwrap()
                .split('\t')
                .nth(2)
                .unwrap()
                .to_owned();
            assert_eq!(value, "0", "{position}: take {cell} leaves {after}");
        }
    }
    let mut memo = std::collections::HashMap::new();
    for (position, rows) in [("3x40", (40, 40, 40)), ("25,20,3", (25, 20, 3))] {
        let out = explore(&["chomp", position, "--format", "tsv"]);
        let line = out.stdout.lines().nth(1).unwrap();
        let value = three_row_chomp(rows.0, rows.1, rows.2, &mut memo);
        assert!(
            line.starts_with(&format!("chomp\t{position}\t{value}\t")),
            "{line}"
        );
    }
}
