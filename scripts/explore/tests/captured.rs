//! `commands::run_captured` (what the web page runs) prints byte for byte what the binary
//! prints: stdout, stderr and the exit status, for successes, warnings, notes, refusals,
//! usage errors, help, and play sessions; and the SVG it keeps is the file the binary writes.

mod common;
use common::{explore, explore_with_input};
use explore::commands::run_captured;
use rstest::rstest;

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(ToString::to_string).collect()
}

#[rstest]
#[case(&["octal", "0.07"])]
#[case(&["octal", "0.07", "--format", "tsv"])]
#[case(&["octal", "0.9", "--format", "tsv"])]
#[case(&["octal", "0.0z"])]
#[case(&["hex", "0.F"])]
#[case(&["subtraction", "1,3,4"])]
#[case(&["seq", "lasker"])]
#[case(&["table", "ed", "8x8"])]
#[case(&["value", "{3||2|1}"])]
#[case(&["value", "--format", "tsv", "--", "2^3"])]
#[case(&["value", "{1|"])]
#[case(&["domineering", "..|.."])]
#[case(&["list"])]
#[case(&["octal", "--help"])]
#[case(&["nonsense"])]
#[case(&["octal", "0.07", "--bogus"])]
#[case(&["play", "nim"])]
#[case(&["play", "nim", "1,2", "--heaps", "3"])]
fn captured_runs_print_what_the_binary_prints(#[case] args: &[&str]) {
    let binary = explore(args);
    let captured = run_captured(&strings(args), "");
    assert_eq!(captured.stdout, binary.stdout, "{args:?}");
    assert_eq!(captured.stderr, binary.stderr, "{args:?}");
    assert_eq!(captured.status, binary.status, "{args:?}");
    assert_eq!(captured.svg, None);
}

#[rstest]
#[case(&["play", "nim", "3,4,5", "--script"], "hint\nheap 1 take 2\nwhy\nundo\nfoo\n")]
#[case(&["play", "domineering", "....|....", "--script"], "place 1,1\nplace 1,4\n")]
#[case(&["play", "toads", "LL__RR", "--script"], "move 2\nmove 1\n")]
#[case(&["play", "cram", "3x4", "--script"], "why\nplace 1,1 across\nhint\nundo\n")]
#[case(&["play", "chomp", "3x4", "--script"], "why\ntake 2,2\nhint\nundo\n")]
#[case(&["play", "nodekayles", "5:1-2,2-3,3-4,4-5,5-1,1-3", "--script"], "why\ntake 2\nhint\nundo\n")]
fn captured_play_sessions_are_the_binarys(#[case] args: &[&str], #[case] input: &str) {
    let binary = explore_with_input(args, input);
    let captured = run_captured(&strings(args), input);
    assert_eq!(captured.stdout, binary.stdout, "{args:?}");
    assert_eq!(captured.stderr, binary.stderr, "{args:?}");
    assert_eq!(captured.status, binary.status, "{args:?}");
}

/// The board values (Cram, Chomp, Node Kayles from stdin as the page gives it): the same
/// text but for the time taken and, on several threads, the work done (how many components
/// each thread searches before another stores them depends on the scheduler).
#[rstest]
#[case(&["cram", "3x5"], "")]
#[case(&["cram", "..#|...", "--format", "tsv"], "")]
#[case(&["chomp", "5,3,3,1"], "")]
#[case(&["chomp", "2x3", "--threads", "2"], "")]
#[case(&["nodekayles", "-"], "# a path\n5\n1 2\n2 3\n3 4\n4 5\n")]
#[case(&["nodekayles", "-", "--format", "tsv"], "3\n1 2\n")]
#[case(&["nodekayles", "-"], "2\n1 3\n")]
#[case(&["nodekayles", "5:1-2,2-3,3-4,4-5,5-1,1-3"], "")]
#[case(&["nodekayles", "2:1-3"], "")]
#[case(&["nodekayles", "70:1-2,2-3,3-4,5-6,6-7,7-5,8-9,8-10,8-11,8-12"], "")]
#[case(&["nodekayles", "-"], "70\n1 2\n2 3\n3 4\n5 6\n6 7\n7 5\n8 9\n8 10\n8 11\n8 12\n")]
fn captured_board_values_are_the_binarys(#[case] args: &[&str], #[case] input: &str) {
    // The time: the "time" line of the text, the fourth field of the TSV line.
    let threaded = args.contains(&"--threads");
    let timeless = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| !line.starts_with("time "))
            .map(|line| {
                if threaded && line.starts_with("table ") {
                    return "table".to_string();
                }
                let mut fields: Vec<&str> = line.split('\t').collect();
                if fields.len() == 7 {
                    fields[3] = "";
                }
                fields.join("\t")
            })
            .collect()
    };
    let binary = explore_with_input(args, input);
    let captured = run_captured(&strings(args), input);
    assert!(
        !binary.stdout.is_empty() || !binary.stderr.is_empty(),
        "{args:?}"
    );
    assert_eq!(
        timeless(&captured.stdout),
        timeless(&binary.stdout),
        "{args:?}"
    );
    assert_eq!(captured.stderr, binary.stderr, "{args:?}");
    assert_eq!(captured.status, binary.status, "{args:?}");
}

/// A graph past 64 vertices valued part by part (a 10×10 grid graph: one mirror) prints what
/// the binary prints, the page's text box being the binary's standard input.
#[test]
fn captured_graphs_past_64_vertices_are_the_binarys() {
    let edges = (1..=100).flat_map(|v| {
        let right = (v % 10 != 0).then(|| format!("{v} {}\n", v + 1));
        let down = (v <= 90).then(|| format!("{v} {}\n", v + 10));
        right.into_iter().chain(down)
    });
    let text: String = std::iter::once("100\n".to_string()).chain(edges).collect();
    let args = ["nodekayles", "-"];
    let binary = explore_with_input(&args, &text);
    assert!(
        binary
            .stdout
            .contains("parts     1 connected part: 1 mirror (worth 0)\n"),
        "{}",
        binary.stdout
    );
    let captured = run_captured(&strings(&args), &text);
    let timeless = |out: &str| {
        out.lines()
            .filter(|l| !l.starts_with("time "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(timeless(&captured.stdout), timeless(&binary.stdout));
    assert_eq!(
        (captured.stderr, captured.status),
        (binary.stderr, binary.status)
    );
}

#[test]
fn the_kept_svg_is_the_file_the_binary_writes() {
    let dir = std::env::temp_dir().join(format!("explore-captured-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (args, name) in [
        (vec!["octal", "0.07"], "strip.svg"),
        (vec!["value", "{3|1}"], "thermograph.svg"),
        (vec!["table", "ed", "8x8"], "heat.svg"),
    ] {
        let path = dir.join(name);
        let path_text = path.to_string_lossy().into_owned();
        let mut with_svg = args.clone();
        with_svg.extend(["--svg", path_text.as_str()]);
        let binary = explore(&with_svg);
        assert_eq!(binary.status, 0, "{with_svg:?}");
        let file = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let captured = run_captured(&strings(&with_svg), "");
        assert_eq!(captured.svg.as_deref(), Some(file.as_str()), "{with_svg:?}");
        assert_eq!(captured.stdout, binary.stdout);
        assert!(!path.exists(), "run_captured writes no file");
    }
    let _ = std::fs::remove_dir_all(dir);
}
