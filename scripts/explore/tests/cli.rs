//! The `explore` binary end to end: outputs of known games, the TSV line, colours, errors and
//! SVG files. Expected values come from the literature or from gamecore's own solvers, never
//! from the explorer's output.

use gamecore::octal::HeapGame;
use std::path::PathBuf;

mod common;
use common::{explore, explore_in, fnv1a64};

fn ok(args: &[&str]) -> String {
    let run = explore(args);
    assert_eq!(run.status, 0, "{args:?}: {}", run.stderr);
    assert_eq!(run.stderr, "", "{args:?}");
    run.stdout
}

/// The values of a text table: each row starts with its first n, then the values.
fn table_values(text: &str) -> Vec<(usize, Vec<u32>)> {
    text.lines()
        .skip(2)
        .take_while(|line| !line.is_empty())
        .map(|line| {
            let mut numbers = line.split_whitespace().map(|w| w.parse::<u32>().unwrap());
            let start = numbers.next().unwrap() as usize;
            (start, numbers.collect())
        })
        .collect()
}

/// Checks a text table against G(n) from `expected`, returning how many values it showed.
fn check_table(text: &str, expected: &[u32]) -> usize {
    let mut next = 0;
    for (start, values) in table_values(text) {
        assert_eq!(start, next, "rows follow each other");
        for (i, &value) in values.iter().enumerate() {
            assert_eq!(value, expected[start + i], "G({})", start + i);
        }
        next += values.len();
    }
    next
}

#[test]
fn dawsons_kayles_is_proved() {
    let text = ok(&["octal", "0.07"]);
    assert!(text.starts_with("0.07: G(n) for 0 ≤ n ≤ "), "{text}");
    let expected = HeapGame::parse("0.07").unwrap().nim_sequence(1000);
    let shown = check_table(&text, &expected);
    assert!(shown >= 53 + 2 * 34, "{shown} values shown");
    assert!(
        text.contains("\nperiod 34, pre-period 53: proved (Guy–Smith, checked to 175)\n"),
        "{text}"
    );
    // CF 1704F: the run lengths whose value is not the periodic one.
    assert!(text.contains(": 0 1 15 17 18 32 35 52\n"), "{text}");
    let short = ok(&["octal", "0.07", "--upto", "60"]);
    assert!(
        short.contains("\nperiod 34, pre-period 53: proved"),
        "{short}"
    );
    assert!(
        short.contains(
            "\nexceptions: listed with --upto 86 or more (the pre-period and one period)\n"
        ),
        "{short}"
    );
}

#[test]
fn rows_line_up_with_the_period() {
    // Dawson's Kayles, period 34: 34 values a row is 106 characters, too wide for 80; rows of
    // 17 are half a period, so from the pre-period 53 on every row repeats two rows down.
    let text = ok(&["octal", "0.07"]);
    let header = text.lines().nth(1).unwrap();
    assert_eq!(
        header,
        "      0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16"
    );
    let rows = table_values(&text);
    assert_eq!(rows.len(), 8, "{text}");
    for (r, (start, values)) in rows.iter().enumerate() {
        assert_eq!(*start, 17 * r);
        assert_eq!(values.len(), 17);
        // Rows wholly past the pre-period repeat: row 102 is row 68, row 119 is row 85.
        if *start >= 53 + 34 {
            assert_eq!(values, &rows[r - 2].1, "row {start}");
        }
    }
    let table = text.lines().skip(1).take_while(|line| !line.is_empty());
    assert_eq!(table.map(str::len).max(), Some(4 + 17 * 3), "{text}");
    // A terminal of 110 columns holds a whole period a row (106 characters): rows wholly past
    // the pre-period repeat the one above.
    let wide = explore_in(&["octal", "0.07"], &[("COLUMNS", "110")]);
    let rows = table_values(&wide.stdout);
    assert!(
        rows.iter().all(|(_, values)| values.len() == 34),
        "{}",
        wide.stdout
    );
    assert_eq!(rows[2].1, rows[3].1);
    assert_eq!(
        explore_in(&["octal", "0.07"], &[("COLUMNS", "105")]).stdout,
        text,
        "106 characters do not fit 105"
    );
    // A period that fits: Kayles, period 12, rows of 12; --width still decides when given.
    let kayles = ok(&["octal", "0.77", "--show", "24"]);
    assert!(table_values(&kayles)
        .iter()
        .all(|(_, values)| values.len() == 12));
    let forced = ok(&["octal", "0.07", "--width", "10", "--show", "20"]);
    assert_eq!(table_values(&forced).len(), 2);
}

#[test]
fn kayles_and_subtraction_periods() {
    let kayles = ok(&["octal", "0.77", "--upto", "100000"]);
    assert!(kayles.contains("\nperiod 12, pre-period 71: proved (Guy–Smith, checked to 167)\n"));
    let expected = HeapGame::parse("0.77").unwrap().nim_sequence(300);
    check_table(&kayles, &expected);
    assert!(kayles.contains("of 0 ≤ n ≤ 100000"));
    let subtraction = ok(&["subtraction", "4,1,3,3"]);
    assert!(
        subtraction.starts_with("subtraction:1,3,4: "),
        "{subtraction}"
    );
    assert!(subtraction
        .contains("\nperiod 7, pre-period 0: proved (subtraction window, checked to 10)\n"));
    let expected = gamecore::sg::subtraction_table(&[1, 3, 4], 1000).unwrap();
    check_table(&subtraction, &expected);
    // Rows of 14 = 2 periods: every column is constant.
    for (_, row) in table_values(&subtraction) {
        assert_eq!(row.len(), 14);
        assert_eq!(&row[..], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    }
}

/// G(n) of the hexadecimal game 0.9 from its rules, by plain search: a move takes one token
/// and leaves no heap (digit 1: only from a heap of 1) or three nonempty heaps (digit 8).
fn hexadecimal_0_9(max: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(max + 1);
    for n in 0..=max {
        let mut options = Vec::new();
        if n == 1 {
            options.push(0);
        }
        let rest = n.saturating_sub(1);
        for a in 1..=rest {
            for b in a..=rest - a {
                let c = rest - a - b;
                if c >= b {
                    options.push(values[a] ^ values[b] ^ values[c]);
                }
            }
        }
        values.push((0..=u32::MAX).find(|v| !options.contains(v)).unwrap());
    }
    values
}

#[test]
fn a_digit_that_is_not_octal_is_pointed_out() {
    let warned = explore(&["octal", "0.9", "--show", "60"]);
    assert_eq!(warned.status, 0, "{}", warned.stderr);
    assert_eq!(
        warned.stderr,
        "warning: 9 (character 3 of 0.9) is not an octal digit: the code is read as \
         hexadecimal, where a digit of 8 or more also lets a move leave three heaps \
         (explore hex 0.9 reads it without this warning)\n"
    );
    // Read as hexadecimal, exactly as `hex` reads it (which does not warn).
    let hex = ok(&["hex", "0.9", "--show", "60"]);
    assert_eq!(warned.stdout, hex);
    assert_eq!(check_table(&hex, &hexadecimal_0_9(59)), 60);
    let letters = explore(&["octal", " .7f", "--format", "tsv"]);
    assert_eq!(
        letters.stderr,
        "warning: f (character 3 of .7f) is not an octal digit: the code is read as \
         hexadecimal, where a digit of 8 or more also lets a move leave three heaps \
         (explore hex .7f reads it without this warning)\n"
    );
    assert_eq!(letters.stdout, ok(&["hex", "0.7F", "--format", "tsv"]));
    // Octal codes, whatever their form, are read without a word.
    for code in ["0.07", ".77", "4.7", "0.0"] {
        ok(&["octal", code, "--format", "tsv"]);
    }
}

/// The warning about a code read as hexadecimal comes first on stderr: before the note that
/// announces a long run (written before the run, so the test reads both lines and stops the
/// run), and not at all when the run fails, before it or at its end.
#[test]
fn the_hexadecimal_warning_comes_before_notes_and_not_with_errors() {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["octal", "0.8", "--upto", "5000", "--format", "tsv"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut lines = Vec::new();
    for _ in 0..2 {
        let mut line = String::new();
        stderr.read_line(&mut line).unwrap();
        lines.push(line);
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        lines[0].starts_with("warning: 8 (character 3 of 0.8) is not an octal digit")
            && lines[1].starts_with("note: 0.8 lets a move leave three heaps"),
        "{lines:?}"
    );
    for args in [
        &["octal", "0.8", "--from", "3"][..],
        &["octal", "0.8", "--svg", "/nonexistent-dir/x.svg"],
        // Refused only at the end, when the picture is written: still the only line.
        &["octal", "0.9", "--upto", "30", "--svg", "/dev/full"],
        &[
            "octal",
            "0.8",
            "--checkpoint",
            "/nonexistent-dir/x.ckpt",
            "--upto",
            "10",
        ],
    ] {
        let run = explore(args);
        assert!(
            run.status != 0 && run.stderr.starts_with("error: ") && run.stderr.lines().count() == 1,
            "{args:?}: {}",
            run.stderr
        );
    }
}

/// A checkpoint that cannot be written (a file in a folder that does not exist or that takes
/// no files, a folder, a device) is refused before the run, for every command that saves one,
/// rather than warned of at the first save (where a second warning could join the first).
#[test]
fn an_unwritable_checkpoint_is_refused_up_front() {
    let folder = std::env::temp_dir();
    let folder = folder.to_str().unwrap();
    for (args, file) in [
        (
            &["octal", "0.07", "--upto", "10"][..],
            "/nonexistent-dir/x.ckpt",
        ),
        (
            &["seq", "kayles", "--upto", "10"],
            "/nonexistent-dir/x.ckpt",
        ),
        (&["cram", "3x3"], "/nonexistent-dir/x.ckpt"),
        (&["chomp", "3x3"], "/nonexistent-dir/x.ckpt"),
        (&["nodekayles", "path:4"], "/nonexistent-dir/x.ckpt"),
        (&["cram", "3x3"], folder),
        // A folder nobody may create files in (not even root).
        (&["octal", "0.8", "--upto", "10"], "/proc/x.ckpt"),
        // Devices: a save would rename a file over them (and /dev/zero would never end).
        (&["chomp", "3x3"], "/dev/null"),
        (&["octal", "0.07"], "/dev/zero"),
    ] {
        let mut args = args.to_vec();
        args.extend(["--checkpoint", file]);
        let run = explore(&args);
        assert_eq!((run.status, run.stdout.as_str()), (1, ""), "{args:?}");
        assert!(
            run.stderr
                .starts_with(&format!("error: cannot write the checkpoint {file}: "))
                && run.stderr.lines().count() == 1,
            "{args:?}: {}",
            run.stderr
        );
    }
}

/// A long code (40 digits that split heaps: each value costs about 20 times a value of 0.77)
/// would search to the default 32768 for over 10 s; the search stops at 8192 instead, says so
/// on stderr, and the output states the bound it reached, with or without a small --upto.
#[test]
fn a_long_code_searches_less_and_says_so() {
    let code = format!("0.{}", "7".repeat(40));
    let note = "note: the search for a proof stops at n = 8192, not the default 32768: further, \
                a code of 40 digits would take more than about five seconds of CPU (--prove-to N \
                searches further)\n";
    let small = explore(&["octal", &code, "--upto", "10", "--format", "tsv"]);
    assert_eq!(small.status, 0, "{}", small.stderr);
    assert_eq!(small.stderr, note);
    assert!(
        small
            .stdout
            .starts_with(&format!("{code}\t\t\tnone\t8192\t")),
        "{}",
        small.stdout
    );
    let text = explore(&["octal", &code]);
    assert_eq!(text.status, 0, "{}", text.stderr);
    assert_eq!(text.stderr, note);
    assert!(
        text.stdout.contains("\nno period found up to 8192\n"),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout
            .contains("computed from the rules: G(n) for 0 ≤ n ≤ 8192,"),
        "{}",
        text.stdout
    );
    // The values are the rules' all the same: up to 40 a heap may be taken whole, left as any
    // smaller heap or split into two (whose nim-sum is below n), so G(n) = n for n ≤ 40.
    let values = explore(&["octal", &code, "--upto", "40", "--format", "values"]);
    let got: Vec<&str> = values.stdout.lines().collect();
    let expected: Vec<String> = (0..=40).map(|n| n.to_string()).collect();
    assert_eq!(got, expected);
    // Nine such digits fit the default search: no note.
    let nine = explore(&["octal", "0.777777777", "--format", "tsv"]);
    assert_eq!((nine.status, nine.stderr.as_str()), (0, ""));
    assert!(nine.stdout.contains("\tnone\t32768\t"), "{}", nine.stdout);
}

/// The first line `explore ARGS` writes on stderr, read as it comes; the run is then ended (it
/// would go on for seconds or minutes).
fn first_stderr_line(args: &[&str]) -> String {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut line = String::new();
    let stderr = child.stderr.take().expect("a pipe");
    std::io::BufReader::new(stderr)
        .read_line(&mut line)
        .expect("stderr is read");
    let _ = child.kill();
    let _ = child.wait();
    line
}

/// Games with no periodicity theorem (a `!` digit) compute every value to --upto; past 10^6
/// (Grundy's game: about 4 s of CPU there, twice that at 2·10^6) the run says so before it
/// starts, as Lasker's Nim does past 10^4. A game with a theorem proves its period at once.
#[test]
fn long_runs_without_a_periodicity_theorem_say_so_up_front() {
    let said = |game: &str| {
        format!(
            "note: {game} has no periodicity theorem (a ! digit splits heaps unequally), so every \
             value is computed: to n = 1000001 it takes more than a few seconds, maybe minutes; \
             progress shows on a terminal (--progress elsewhere), Ctrl-C stops it\n"
        )
    };
    let grundy = ["seq", "grundy", "--upto", "1000001"];
    assert_eq!(first_stderr_line(&grundy), said("grundy"));
    let code = ["octal", "0.4!", "--upto", "1000001"];
    assert_eq!(first_stderr_line(&code), said("0.4!"));
    assert_eq!(
        first_stderr_line(&["seq", "lasker", "--upto", "10001"]),
        "note: lasker has no sparse method here, so the run costs O(n²): to n = 10001 it takes \
         more than a few seconds, maybe minutes; progress shows on a terminal (--progress \
         elsewhere), Ctrl-C stops it\n"
    );
    let proved = explore(&["octal", "0.07", "--upto", "1000001", "--show", "3"]);
    assert_eq!((proved.status, proved.stderr.as_str()), (0, ""));
}

/// A code of 1000 digits F (three-heap splits after taking any 1 to 1000 tokens) would take
/// over ten seconds to the default --upto 1000: it is refused up front with the limit and an
/// --upto that fits; with that --upto, or a small one, it answers.
#[test]
fn a_code_too_long_for_the_default_upto_is_refused() {
    let code = format!("0.{}", "F".repeat(1000));
    let refused = explore(&["hex", &code, "--format", "tsv"]);
    assert_eq!(refused.status, 2, "{}", refused.stderr);
    assert_eq!(refused.stdout, "");
    assert_eq!(
        refused.stderr,
        "error: a code of 1000 digits costs more than about five seconds of CPU to the default \
         --upto 1000: ask for less with --upto N (--upto 500 fits)\n"
    );
    let small = explore(&["hex", &code, "--upto", "10", "--format", "tsv"]);
    assert_eq!(small.status, 0, "{}", small.stderr);
    assert!(
        small.stdout.starts_with(&format!("{code}\t")),
        "{}",
        small.stdout
    );
    assert!(small
        .stderr
        .starts_with("note: the search for a proof stops at n = "));
}

#[test]
fn codes_without_digits_after_the_point_are_labelled_with_one() {
    // The game without moves: every value is 0.
    assert_eq!(
        ok(&["octal", "0.0", "--show", "12"]),
        "0.0: G(n) for 0 ≤ n ≤ 11 (of 0 ≤ n ≤ 1000; --show N or --show all for more)
    0 1 2 3 4 5 6 7 8 9
 0  0 0 0 0 0 0 0 0 0 0
10  0 0

period 1, pre-period 0: proved (subtraction window, checked to 0)
largest value up to 1000: 0 (first at n = 0)
P-positions (G = 0) up to 1000: 1001 of 1001 (100.00%)
value frequencies up to 1000 (value:heaps): 0:1001
rare/common split up to 1000: none (every mask leaves more than a quarter of the heaps rare)
checksum of G(n) for 0 ≤ n ≤ 1000: {ZEROS}
computed from the rules: G(n) for 0 ≤ n ≤ 1023
"
        .replace(
            "{ZEROS}",
            &format!(
                "{:016x} (FNV-1a 64 over the values as little-endian u32)",
                fnv1a64(&[0; 1001])
            )
        )
    );
    assert_eq!(
        first_five(&ok(&["octal", ".", "--format", "tsv"])),
        "0.0\t0\t1\tproved\t0\n"
    );
    // 4.0: split a heap into two nonempty heaps. By induction G(odd) = 0 and G(even ≥ 2) = 1:
    // an odd heap splits into an odd and an even part (xor 1), an even heap into two parts of
    // the same parity (xor 0). Pre-period 1, period 2.
    assert!(ok(&["octal", "4.000", "--format", "tsv"]).starts_with("4.0\t1\t2\t"));
}

/// Ranges are written as a reader of game tables writes them (`0 ≤ n ≤ 1000`), never in
/// Rust's `0..=1000`, in every kind of output.
#[test]
fn ranges_are_written_as_inequalities() {
    let picture = temporary("ranges_are_written_as_inequalities", "ranges.svg");
    let map = temporary("ranges_are_written_as_inequalities", "ranges-map.svg");
    let svg = picture.to_str().unwrap();
    let map_svg = map.to_str().unwrap();
    let outputs = [
        ok(&["octal", "0.07", "--svg", svg]),
        std::fs::read_to_string(&picture).unwrap(),
        ok(&["octal", "0.6", "--upto", "300", "--prove-to", "500"]),
        ok(&["seq", "jiangnan:3", "--upto", "50", "--show", "all"]),
        ok(&["table", "corners", "4x5", "--svg", map_svg]),
        std::fs::read_to_string(&map).unwrap(),
        ok(&["list"]),
        ok(&["--help"]),
    ];
    for output in &outputs {
        assert!(!output.contains(".."), "{output}");
    }
    let text = &outputs[0];
    assert!(
        text.starts_with("0.07: G(n) for 0 ≤ n ≤ 135 (of 0 ≤ n ≤ 1000; --show N or --show all"),
        "{text}"
    );
    assert!(
        text.ends_with("\ncomputed from the rules: G(n) for 0 ≤ n ≤ 1023\n"),
        "{text}"
    );
    assert!(
        text.contains("\nchecksum of G(n) for 0 ≤ n ≤ 1000: "),
        "{text}"
    );
    // The strip: 53 + 2 · 34 = 121 values, rounded up to rows of 34.
    assert!(outputs[1].contains("<title>0.07: G(n) for 0 ≤ n ≤ 135, 34 per row; "));
    assert!(outputs[2].contains(
        "\ncomputed from the rules: G(n) for 0 ≤ n ≤ 500, looking for a proof beyond n = 300\n"
    ));
    assert!(outputs[4].starts_with("corners: G(x, y) for 0 ≤ x ≤ 3 (rows), 0 ≤ y ≤ 4 (columns)\n"));
    assert!(outputs[5].contains("<title>corners: G(x, y) for 0 ≤ x ≤ 3 down, 0 ≤ y ≤ 4 across"));
    let _ = std::fs::remove_dir_all(picture.parent().unwrap());
}

/// The first five fields of a TSV line (the ones every release has printed), with its newline.
fn first_five(line: &str) -> String {
    assert!(
        line.ends_with('\n') && line.matches('\n').count() == 1,
        "{line:?}"
    );
    assert_eq!(line.split('\t').count(), 15, "{line:?}");
    line.split('\t').take(5).collect::<Vec<_>>().join("\t") + "\n"
}

#[test]
fn tsv_lines() {
    assert_eq!(
        first_five(&ok(&["octal", "0.07", "--format", "tsv"])),
        "0.07\t53\t34\tproved\t175\n"
    );
    assert_eq!(
        first_five(&ok(&["octal", ".77", "--format=tsv", "--upto", "1000000"])),
        "0.77\t71\t12\tproved\t167\n"
    );
    assert_eq!(
        first_five(&ok(&["subtraction", "1,3,4", "--format", "tsv"])),
        "subtraction:1,3,4\t0\t7\tproved\t10\n"
    );
    assert_eq!(
        first_five(&ok(&["seq", "colouring", "--format", "tsv"])),
        "colouring\t53\t34\tproved\t175\n"
    );
    assert_eq!(
        first_five(&ok(&["seq", "kayles", "--format", "tsv"])),
        "kayles\t71\t12\tproved\t167\n"
    );
    // Lasker's Nim: G(n + 4) = G(n) + 4 from n = 1, seen but not proved.
    assert_eq!(
        first_five(&ok(&["seq", "lasker", "--upto", "200", "--format", "tsv"])),
        "lasker\t1\t4\tobserved\t200\n"
    );
    // No pattern: empty fields and `none`, checked to the last value computed.
    assert_eq!(
        first_five(&ok(&[
            "seq",
            "jiangnan:3",
            "--upto",
            "300",
            "--format",
            "tsv"
        ])),
        "jiangnan:3\t\t\tnone\t300\n"
    );
    // 0.177 needs G(0..=1036) for its proof: found past --upto with the default search,
    // only observed (or not at all) without it.
    assert_eq!(
        first_five(&ok(&["octal", "0.177", "--upto", "100", "--format", "tsv"])),
        "0.177\t497\t20\tproved\t1036\n"
    );
    let short = ok(&[
        "octal",
        "0.177",
        "--upto",
        "600",
        "--prove-to",
        "0",
        "--format",
        "tsv",
    ]);
    assert!(!short.contains("proved"), "{short}");
}

#[test]
fn show_counts_past_the_values_show_them_all() {
    let all = ok(&["octal", "0.07", "--upto", "50", "--show", "all"]);
    assert!(all.starts_with("0.07: G(n) for 0 ≤ n ≤ 50\n"), "{all}");
    for count in ["51", "1_000", "100000001", "99999999999999999999999999"] {
        assert_eq!(
            ok(&["octal", "0.07", "--upto", "50", "--show", count]),
            all,
            "--show {count}"
        );
    }
    assert!(ok(&["octal", "0.07", "--show", "1"]).starts_with("0.07: G(n) for 0 ≤ n ≤ 0 (of"));
}

#[test]
fn lasker_values_follow_the_published_form() {
    // Test oracle only: 0, 1, 2, 4, 3, 5, 6, 8, 7, … (G(4k+3) = 4k+4, G(4k+4) = 4k+3).
    let closed: Vec<u32> = (0..=300u32)
        .map(|n| match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        })
        .collect();
    let text = ok(&["seq", "lasker", "--upto", "300", "--show", "all"]);
    assert_eq!(check_table(&text, &closed), 301);
    assert!(
        text.contains("\nperiod 4, pre-period 1, saltus 4: observed up to 300\n"),
        "{text}"
    );
}

#[test]
fn ed_grid_matches_the_rules() {
    let text = ok(&["table", "ed", "6x5"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "ed: G(a, b) for 1 ≤ a ≤ 6 (rows), 1 ≤ b ≤ 5 (columns)"
    );
    assert_eq!(lines[1], "a\\b 1 2 3 4 5");
    // (1, 1): no move. (1, 2): split the 2 into 1 + 1, reaching (1, 1): G = 1. (2, 2): both
    // moves reach (1, 1): G = 1. (1, 4): reaches (1, 3) (G 0) and (2, 2) (G 1): G = 2.
    assert_eq!(lines[2], "  1 0 1 0 2 0");
    assert_eq!(lines[3], "  2 1 1 2 2 1");
    let tsv = ok(&["table", "ed", "3x4", "--format", "tsv"]);
    assert_eq!(
        tsv,
        "a\\b\t1\t2\t3\t4\n1\t0\t1\t0\t2\n2\t1\t1\t2\t2\n3\t0\t2\t0\t2\n"
    );
}

#[test]
fn colours_only_when_asked_or_on_a_terminal() {
    let plain = ok(&["octal", "0.07"]);
    assert!(!plain.contains('\x1b'), "piped output is plain");
    let coloured = ok(&["octal", "0.07", "--color", "always"]);
    assert!(coloured.contains("\x1b[38;5;"));
    assert!(
        coloured.contains("\x1b[1;4m 0\x1b[0m"),
        "G(0) = 0 is bold, and an exception"
    );
    let stripped = coloured
        .split('\x1b')
        .enumerate()
        .map(|(i, piece)| {
            if i == 0 {
                piece
            } else {
                &piece[piece.find('m').unwrap() + 1..]
            }
        })
        .collect::<String>();
    assert_eq!(stripped, plain);
    assert!(!ok(&["table", "ed", "4x4", "--color", "never"]).contains('\x1b'));
    assert!(ok(&["table", "ed", "4x4", "--colour", "always"]).contains('\x1b'));
}

#[test]
fn list_and_help() {
    let list = ok(&["list"]);
    for name in [
        "ed",
        "coins-2x3",
        "corners",
        "lasker",
        "jiangnan",
        "colouring",
        "kayles",
        "dawson",
    ] {
        assert!(list.contains(&format!("\n  {name}")), "{name} in {list}");
    }
    assert!(list.contains("explore hex CODE"), "{list}");
    let help = ok(&["--help"]);
    assert!(help.contains("Usage:") && help.contains("octal"));
    assert_eq!(ok(&["help"]), help);
    assert!(ok(&["octal", "--help"]).contains("--format <text|tsv|values>"));
}

#[test]
fn bad_input_is_one_error_line_and_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["octal", "0.7x"], "error: character 4 of the game code, 'x', is not a digit"),
        (&["octal", "077"], "error: the game code has no point: write it as d0.d1d2… (for example 0.77 or .77)"),
        (&["octal", "10.7"], "error: the game code has \"10\" before the point, where one digit (0, 4, 8 or C) belongs"),
        (&["subtraction", "1,0,3"], "error: a subtraction set may not contain 0"),
        (&["subtraction", "1,,3"], "error: a subtraction set is whole numbers separated by commas, like 1,3,4; \"\" is not a number"),
        (&["seq", "nim"], "error: no game called \"nim\" in the catalogue (`explore list` shows them)"),
        (&["seq", "ed"], "error: ed is a two-number game: explore table ed RxC shows it"),
        (&["seq", "jiangnan:0"], "error: F of jiangnan must be a whole number from 1 to 100000, not \"0\""),
        (&["table", "lasker", "3x3"], "error: lasker is a one-number game: explore seq lasker shows it"),
        (&["table", "ed", "32"], "error: bad size \"32\": write it as ROWSxCOLUMNS, for example 32x32"),
        (&["table", "ed", "0x3"], "error: bad size \"0x3\": rows and columns go from 1 to 512 for this game"),
        (&["table", "ed", "4x4", "--upto", "9"], "error: unknown option --upto (explore table --help lists them)"),
        (&["octal", "0.07", "--upto", "-1"], "error: --upto takes a whole number from 0 to 4·10^9, not \"-1\""),
        (&["octal", "0.07", "--prove-to", "4000000001"], "error: --prove-to takes a whole number from 0 to 4·10^9, not \"4000000001\""),
        (&["octal", "0.07", "--show", "0"], "error: --show takes all or how many values to show (1 or more), not \"0\""),
        (&["octal", "0.07", "--show", "-3"], "error: --show takes all or how many values to show (1 or more), not \"-3\""),
        (&["octal", "0.07", "--show", ""], "error: --show takes all or how many values to show (1 or more), not \"\""),
        (&["octal", "0.07", "--width", "0"], "error: --width takes a whole number from 1 to 1000, not \"0\""),
        (&["octal", "0.07", "--speed"], "error: unknown option --speed (explore octal --help lists them)"),
        (&["octal", "0.07", "--color", "red"], "error: --color is auto, always or never, not \"red\""),
        (&["octal"], "error: octal takes one code, like 0.07 (explore octal --help shows the usage)"),
        (&["cram", "--sweep", "3x3..2x2"], "error: --sweep: the block 3x3..2x2 is empty (write the smaller size first)"),
        (&["cram", "3x4", "--shard", "1/2"], "error: --shard splits a --sweep: explore cram --sweep SIZES --shard I/N"),
        (&["draw"], "error: unknown command \"draw\": the commands are octal, hex, subtraction, seq, table, hackenbush, value, domineering, toads, cram, nodekayles, chomp, misere, loopy, weighted, play and list"),
        (&[], "error: no command: try explore octal 0.07, explore list or explore --help"),
    ];
    for (args, message) in cases {
        let run = explore(args);
        assert_eq!(run.status, 2, "{args:?}");
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr, format!("{message}\n"), "{args:?}");
    }
}

/// An element's name and attributes.
type Element = (String, Vec<(String, String)>);

/// A minimal XML well-formedness check: one root element, every tag closed in order, quoted
/// attributes without repeats, no stray `<` or `&` in text. Returns each element's name and
/// attributes in document order.
fn parse_xml(text: &str) -> Result<Vec<Element>, String> {
    let mut elements = Vec::new();
    let mut open: Vec<String> = Vec::new();
    let mut roots = 0;
    let mut rest = text.strip_prefix("<?xml").map_or(Ok(text), |after| {
        after
            .find("?>")
            .map(|end| &after[end + 2..])
            .ok_or("unclosed declaration")
    })?;
    let check_text = |chunk: &str| -> Result<(), String> {
        let mut pieces = chunk.split('&');
        pieces.next();
        for piece in pieces {
            let entity = piece.split(';').next().unwrap_or("");
            if !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                return Err(format!("bad entity &{entity};"));
            }
        }
        Ok(())
    };
    while let Some(start) = rest.find('<') {
        check_text(&rest[..start])?;
        if open.is_empty() && !rest[..start].trim().is_empty() {
            return Err("text outside the root".into());
        }
        let end = rest[start..].find('>').ok_or("unclosed tag")? + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if tag.contains('<') {
            return Err(format!("'<' inside tag {tag}"));
        }
        if let Some(name) = tag.strip_prefix('/') {
            match open.pop() {
                Some(top) if top == name.trim() => continue,
                other => return Err(format!("</{name}> closes {other:?}")),
            }
        }
        let self_closing = tag.ends_with('/');
        let body = tag.trim_end_matches('/');
        let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
        let name = body[..name_end].to_string();
        if name.is_empty() {
            return Err("empty tag name".into());
        }
        let mut attributes: Vec<(String, String)> = Vec::new();
        let mut attrs = body[name_end..].trim();
        while !attrs.is_empty() {
            let eq = attrs
                .find('=')
                .ok_or(format!("attribute without value in <{name}>"))?;
            let key = attrs[..eq].trim().to_string();
            let after = attrs[eq + 1..].trim_start();
            let value_body = after
                .strip_prefix('"')
                .ok_or(format!("unquoted {key} in <{name}>"))?;
            let close = value_body.find('"').ok_or("unclosed attribute")?;
            let value = value_body[..close].to_string();
            check_text(&value)?;
            if attributes.iter().any(|(k, _)| *k == key) {
                return Err(format!("repeated attribute {key} in <{name}>"));
            }
            attributes.push((key, value));
            attrs = value_body[close + 1..].trim_start();
        }
        if open.is_empty() {
            roots += 1;
        }
        if !self_closing {
            open.push(name.clone());
        }
        elements.push((name, attributes));
    }
    if !rest.trim().is_empty() {
        return Err("text after the root".into());
    }
    if !open.is_empty() || roots != 1 {
        return Err(format!("{roots} roots, unclosed {open:?}"));
    }
    Ok(elements)
}

#[test]
fn the_xml_checker_rejects_broken_files() {
    assert!(parse_xml("<svg><rect a=\"1\"/></svg>").is_ok());
    for broken in [
        "<svg><rect a=\"1\"></svg>",
        "<svg><rect a=\"1\" a=\"2\"/></svg>",
        "<svg><rect a=1/></svg>",
        "<svg>a & b</svg>",
        "<svg></svg><svg></svg>",
        "<svg><g></svg></g>",
        "<svg>",
    ] {
        assert!(parse_xml(broken).is_err(), "{broken}");
    }
}

/// A path `name` in a folder of the test's own (`test` names it): the tests of this file run
/// in parallel threads of one process, and a test removes its folder when it ends, so a
/// folder shared by two of them (as one per process was) can vanish under the other.
fn temporary(test: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("explore-test-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn cells(path: &PathBuf) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let elements = parse_xml(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(elements[0].0, "svg");
    elements
        .into_iter()
        .filter(|(name, attrs)| {
            name == "rect" && attrs.iter().any(|(k, v)| k == "class" && v == "cell")
        })
        .map(|(_, attrs)| attrs.into_iter().find(|(k, _)| k == "fill").unwrap().1)
        .collect()
}

#[test]
fn svg_pictures_are_well_formed() {
    let strip = temporary("svg_pictures_are_well_formed", "strip.svg");
    let text = ok(&[
        "octal",
        "0.07",
        "--show",
        "150",
        "--svg",
        strip.to_str().unwrap(),
    ]);
    assert!(text.contains("proved"));
    let fills = cells(&strip);
    assert_eq!(fills.len(), 150);
    // Equal values get equal colours: the strip repeats with the period once it starts.
    for n in 53..150 - 34 {
        assert_eq!(fills[n], fills[n + 34], "n = {n}");
    }
    let map = temporary("svg_pictures_are_well_formed", "map.svg");
    ok(&[
        "table",
        "coins-2x3:4",
        "9x7",
        "--svg",
        map.to_str().unwrap(),
    ]);
    assert_eq!(cells(&map).len(), 63);
    let tsv = temporary("svg_pictures_are_well_formed", "tsv.svg");
    assert_eq!(
        ok(&[
            "seq",
            "lasker",
            "--upto",
            "500",
            "--show",
            "all",
            "--format",
            "tsv",
            "--svg",
            tsv.to_str().unwrap()
        ])
        .split('\t')
        .take(5)
        .collect::<Vec<_>>(),
        ["lasker", "1", "4", "observed", "500"]
    );
    assert_eq!(cells(&tsv).len(), 501);
    let _ = std::fs::remove_dir_all(strip.parent().unwrap());
}

/// The value of attribute `name` in the opening tag `tag`.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    Some(&tag[start..start + tag[start..].find('"')?])
}

/// Every element `<name …>text</name>` of an SVG file: its opening tag and its text.
fn elements_with_text<'a>(svg: &'a str, name: &str) -> Vec<(&'a str, &'a str)> {
    let open = format!("<{name} ");
    let close = format!("</{name}>");
    let mut found = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find(&open) {
        rest = &rest[start..];
        let tag_end = rest.find('>').unwrap();
        let Some(text_end) = rest.find(&close) else {
            break;
        };
        if tag_end < text_end && !rest[..tag_end].ends_with('/') {
            found.push((&rest[..tag_end], &rest[tag_end + 1..text_end]));
        }
        rest = &rest[tag_end..];
    }
    found
}

/// Column labels of a heat map do not run into each other (7 px a character, as the picture
/// assumes, with 3 px between labels), and each sits over its column: centred on the cell
/// whose hover title is `G(first row, label)`.
fn check_column_labels(svg: &str, first_row: usize) -> usize {
    let labels: Vec<(f64, &str)> = elements_with_text(svg, "text")
        .into_iter()
        .filter(|(tag, _)| attribute(tag, "text-anchor") == Some("middle"))
        .map(|(tag, text)| (attribute(tag, "x").unwrap().parse().unwrap(), text))
        .collect();
    for pair in labels.windows(2) {
        let ((x0, a), (x1, b)) = (pair[0], pair[1]);
        let room = 7.0 * (a.len() + b.len()) as f64 / 2.0 + 3.0;
        assert!(
            x1 - x0 >= room,
            "labels {a} at {x0} and {b} at {x1} run together"
        );
    }
    let cells = elements_with_text(svg, "rect");
    for &(x, label) in &labels {
        let title = format!("<title>G({first_row}, {label}) = ");
        let (tag, _) = cells
            .iter()
            .find(|(_, inner)| inner.starts_with(&title))
            .unwrap_or_else(|| panic!("no cell for column {label}"));
        let left: f64 = attribute(tag, "x").unwrap().parse().unwrap();
        let width: f64 = attribute(tag, "width").unwrap().parse().unwrap();
        assert!(
            (left + width / 2.0 - x).abs() <= 0.5,
            "label {label} at {x}"
        );
    }
    labels.len()
}

/// The legend lists exactly the values drawn when they are few (largest at most 15), and
/// only values drawn otherwise; each swatch has the colour of the cells of its value.
fn check_legend(svg: &str) -> Vec<u32> {
    let mut drawn = std::collections::BTreeMap::new();
    for (tag, inner) in elements_with_text(svg, "rect") {
        let value: u32 = inner
            .rsplit(" = ")
            .next()
            .unwrap()
            .trim_end_matches("</title>")
            .parse()
            .unwrap();
        drawn.insert(value, attribute(tag, "fill").unwrap());
    }
    let keys: Vec<(u32, &str)> = svg
        .lines()
        .filter(|line| line.starts_with("<rect class=\"key\""))
        .map(|line| {
            let text = elements_with_text(line, "text")[0].1;
            (text.parse().unwrap(), attribute(line, "fill").unwrap())
        })
        .collect();
    for &(value, fill) in &keys {
        assert_eq!(drawn.get(&value), Some(&fill), "legend value {value}");
    }
    let largest = *drawn.keys().last().unwrap();
    if largest <= 15 {
        assert_eq!(
            keys.len(),
            drawn.len(),
            "every value drawn is in the legend"
        );
    }
    keys.iter().map(|&(value, _)| value).collect()
}

#[test]
fn heat_map_labels_and_legends() {
    // E&D 32 × 32: cells of 14 px, labels 1 to 32 — two digits need every second column.
    let ed = temporary("heat_map_labels_and_legends", "ed.svg");
    ok(&["table", "ed", "32x32", "--svg", ed.to_str().unwrap()]);
    let svg = std::fs::read_to_string(&ed).unwrap();
    assert_eq!(check_column_labels(&svg, 1), 16);
    assert_eq!(check_legend(&svg), vec![0, 1, 2, 3, 4, 5]);
    // Coins 120 × 120: cells of 10 px, labels 0 to 119 — three digits need every fifth
    // column; values above 15, so a legend of six values spread over the range, all drawn.
    let coins = temporary("heat_map_labels_and_legends", "coins.svg");
    ok(&[
        "table",
        "coins-2x3",
        "120x120",
        "--svg",
        coins.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(&coins).unwrap();
    assert_eq!(check_column_labels(&svg, 0), 24);
    assert_eq!(check_legend(&svg).len(), 6);
    // Small: every column labelled.
    let corners = temporary("heat_map_labels_and_legends", "corners.svg");
    ok(&[
        "table",
        "corners",
        "8x8",
        "--svg",
        corners.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(&corners).unwrap();
    assert_eq!(check_column_labels(&svg, 0), 8);
    // Dawson's Chess up to n = 59 never takes the value 6: the legend leaves it out.
    let strip = temporary("heat_map_labels_and_legends", "gap.svg");
    ok(&[
        "octal",
        "0.137",
        "--show",
        "60",
        "--svg",
        strip.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(&strip).unwrap();
    assert_eq!(check_legend(&svg), vec![0, 1, 2, 3, 4, 5, 7]);
    let _ = std::fs::remove_dir_all(ed.parent().unwrap());
}

/// An SVG file that cannot be written is refused before the computation, for every command
/// that draws one: the error is the only line on stderr (no note of a long code's shortened
/// search before it) and nothing is printed.
#[test]
fn unwritable_svg_is_an_error() {
    let long_code = format!("0.{}1", "7".repeat(30));
    for args in [
        &["octal", "0.07", "--svg", "/nonexistent-dir/x.svg"][..],
        &["octal", &long_code, "--svg", "/nonexistent-dir/x.svg"],
        &["table", "ed", "8x8", "--svg", "/nonexistent-dir/x.svg"],
        &["value", "{3|1}", "--svg", "/nonexistent-dir/x.svg"],
        &["domineering", "..|..", "--svg", "/nonexistent-dir/x.svg"],
    ] {
        let run = explore(args);
        assert_eq!((run.status, run.stdout.as_str()), (1, ""), "{args:?}");
        assert!(
            run.stderr
                .starts_with("error: cannot write /nonexistent-dir/x.svg: ")
                && run.stderr.lines().count() == 1,
            "{args:?}: {}",
            run.stderr
        );
    }
    // A folder given as the file.
    let folder = std::env::temp_dir();
    let run = explore(&["seq", "kayles", "--svg", folder.to_str().unwrap()]);
    assert_eq!(run.status, 1);
    assert!(run.stderr.contains("cannot write"), "{}", run.stderr);
}

/// `--svg` given a named pipe: the reader gets the whole picture and the run ends. (The check
/// before the computation used to open the pipe and close it, which ended the reader's input
/// with nothing in it; the write at the end then waited for a reader forever.)
#[cfg(unix)]
#[test]
fn svg_into_a_named_pipe_reaches_its_reader() {
    use std::io::Read;
    let pipe = temporary("svg_into_a_named_pipe_reaches_its_reader", "picture.fifo");
    let _ = std::fs::remove_file(&pipe);
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    if !made.is_ok_and(|status| status.success()) {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    let reading = pipe.clone();
    // Opening a pipe to read waits for a writer; the reader then reads until every writer
    // has closed it.
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        std::fs::File::open(&reading)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        text
    });
    // A computation of some milliseconds between the check and the picture.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_explore"))
        .args([
            "octal", "0.07", "--upto", "1000000", "--show", "10", "--svg",
        ])
        .arg(&pipe)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > std::time::Duration::from_secs(30) {
            child.kill().unwrap();
            child.wait().unwrap();
            // Unblocks the reader if it still waits for a writer, so that the test ends
            // (opened to read and write, which on Linux does not wait for a reader).
            drop(
                std::fs::OpenOptions::new()
                    .read(true)
                    .write(true)
                    .open(&pipe),
            );
            panic!("explore still writing the picture after 30 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    let picture = reader.join().unwrap();
    assert!(status.success(), "{status}");
    assert!(
        picture.contains("<svg") && picture.trim_end().ends_with("</svg>"),
        "{} bytes: {:?}",
        picture.len(),
        &picture[..picture.len().min(80)]
    );
    let _ = std::fs::remove_dir_all(pipe.parent().unwrap());
}

#[test]
fn readme_examples_are_real_output() {
    // Every `$ explore …` line of a code block in the README, followed by its output up to the
    // next `$` line or the end of the block.
    let readme = include_str!("../README.md");
    let mut checked = 0;
    let mut command: Option<(String, String)> = None;
    let mut in_block = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
        }
        let finished = line.starts_with("```") || line.starts_with("$ ");
        if finished {
            if let Some((args, expected)) = command.take() {
                let args: Vec<&str> = args.split_whitespace().collect();
                assert_eq!(ok(&args), expected, "explore {}", args.join(" "));
                checked += 1;
            }
        }
        if let Some(args) = line.strip_prefix("$ explore ") {
            command = Some((args.to_string(), String::new()));
        } else if let Some((_, expected)) = command.as_mut() {
            if in_block {
                expected.push_str(line);
                expected.push('\n');
            }
        }
    }
    assert!(checked >= 6, "{checked} examples");
}

/// A problem page that shows what `cargo run --release -p explore -- ARGS` prints must show
/// what it prints today: the page's block after the command is the explorer's output.
#[test]
fn problem_pages_show_the_real_explorer_output() {
    let problems = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut checked = 0;
    for entry in std::fs::read_dir(problems).unwrap() {
        let page = entry.unwrap().path().join("README.md");
        let Ok(text) = std::fs::read_to_string(&page) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(args) = line.strip_prefix("$ cargo run --release -p explore -- ") else {
                continue;
            };
            // The printed output is the next ```text block after the command's own block.
            let opens: Vec<usize> = (i + 1..lines.len())
                .filter(|&j| lines[j].trim() == "```text")
                .take(1)
                .collect();
            let Some(&open) = opens.first() else { continue };
            let close = (open + 1..lines.len())
                .find(|&j| lines[j].trim() == "```")
                .unwrap();
            let shown = lines[open + 1..close].join("\n") + "\n";
            let args: Vec<&str> = args.split_whitespace().collect();
            assert_eq!(
                ok(&args),
                shown,
                "{}: the output of explore {args:?}",
                page.display()
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "only {checked} explorer excerpts found on the pages"
    );
}
