//! `explore value`, `explore domineering` and `explore toads` end to end. Every expected line
//! comes from a computation outside the explorer: thermographs and stops worked by hand from
//! the definitions, Toads-and-Frogs values published in Winning Ways (ch. 1) and by Erickson,
//! and Domineering canonical forms from a second program (the `cgt` crate, run by a harness
//! outside the workspace) or the literature.

mod common;
use common::explore;

fn tsv(command: &str, operand: &str) -> String {
    let run = explore(&[command, operand, "--format", "tsv"]);
    assert_eq!(run.status, 0, "{command} {operand}: {}", run.stderr);
    assert_eq!(run.stderr, "", "{command} {operand}");
    run.stdout
}

/// Form, left stop, right stop, mean, temperature, outcome, birthday — worked by hand: ±1 is
/// a switch of temperature 1 born on day 2; `{3|1}` is `2 ± 1`; `3/4` is a number of
/// temperature −1/4 (Siegel's convention) born on day 3; `{2|0||-1}`: Left's stop runs
/// through `{2|0}` to 0, the walls meet at 0 at temperature 1.
#[test]
fn value_lines_worked_by_hand() {
    let cases = [
        ("{1|-1}", "+-1\t1\t-1\t0\t1\tN\t2"),
        ("^ + *", "^*\t0\t0\t0\t0\tN\t2"),
        ("{3|1}", "{3|1}\t3\t1\t2\t1\tL\t4"),
        ("3/4", "3/4\t3/4\t3/4\t3/4\t-1/4\tL\t3"),
        ("*", "*\t0\t0\t0\t0\tN\t1"),
        ("^", "^\t0\t0\t0\t0\tL\t2"),
        ("{1|-1} + {1|-1}", "0\t0\t0\t0\t-1\tP\t0"),
        ("{2|0||-1}", "{2|0||-1}\t0\t-1\t0\t1\tR\t4"),
        ("-2", "-2\t-2\t-2\t-2\t-1\tR\t2"),
        // The integer -2^63, whose negative is out of range (printing it panicked once).
        (
            "({|0}-9223372036854775807)",
            "-9223372036854775808\t-9223372036854775808\t-9223372036854775808\t\
             -9223372036854775808\t-1\tR\t9223372036854775808",
        ),
    ];
    for (expression, line) in cases {
        assert_eq!(
            tsv("value", expression),
            format!("{line}\n"),
            "{expression}"
        );
    }
}

/// Toads-and-Frogs values from Winning Ways (ch. 1: `TFTF□ = TF□TF = 0`, `TFT□F = *`,
/// `T□TFF = {0|*} = ↑`) and Erickson's Toads and Frogs help text (`T□F = *`, `FT□ = 1`,
/// `T□TF = 1/2`), with T = L, F = R, □ = _; the stops and temperatures of these numbers and
/// infinitesimals follow from the values.
#[test]
fn toads_values_from_the_literature() {
    let cases = [
        ("L_R", "*\t0\t0\t0\t0\tN\t1"),
        ("RL_", "1\t1\t1\t1\t-1\tL\t1"),
        ("L_LR", "1/2\t1/2\t1/2\t1/2\t-1/2\tL\t2"),
        ("LRLR_", "0\t0\t0\t0\t-1\tP\t0"),
        ("LR_LR", "0\t0\t0\t0\t-1\tP\t0"),
        ("LRL_R", "*\t0\t0\t0\t0\tN\t1"),
        ("L_LRR", "^\t0\t0\t0\t0\tL\t2"),
    ];
    for (strip, line) in cases {
        assert_eq!(tsv("toads", strip), format!("{line}\n"), "{strip}");
    }
}

/// Domineering: `.|.` = 1, `..` = −1, the square and the 3×3 board are `±1` (Winning Ways,
/// ch. 2), 5×5 is a second-player win (Lachmann, Moore and Rapaport), so 0; the other forms
/// are the `cgt` crate's, computed by the harness outside the workspace.
#[test]
fn domineering_forms_from_the_literature_and_a_second_program() {
    let cases = [
        (".|.", "1\t1\t1\t1\t-1\tL\t1"),
        ("..", "-1\t-1\t-1\t-1\t-1\tR\t1"),
        ("..|..", "+-1\t1\t-1\t0\t1\tN\t2"),
        ("...|...|...", "+-1\t1\t-1\t0\t1\tN\t2"),
        (".#|..", "*\t0\t0\t0\t0\tN\t1"),
        ("..#|...|...", "+-3/2\t3/2\t-3/2\t0\t3/2\tN\t4"),
        ("....|....", "{2|0||0}\t0\t0\t0\t0\tR\t4"),
        ("..|..|..", "{1/2|-2}\t1/2\t-2\t-3/4\t5/4\tN\t3"),
        ("##..|...#|....", "{1|-2*}\t1\t-2\t-1/2\t3/2\tN\t4"),
        (".....|.....|.....|.....|.....", "0\t0\t0\t0\t-1\tP\t0"),
    ];
    for (board, line) in cases {
        assert_eq!(tsv("domineering", board), format!("{line}\n"), "{board}");
    }
}

#[test]
fn the_text_report_names_each_property() {
    let run = explore(&["toads", "L_R"]);
    assert_eq!(run.status, 0);
    assert_eq!(
        run.stdout,
        "Toads-and-Frogs L_R (Left's toads L move right, Right's frogs R move left)\n  \
         canonical form  *\n  left stop       0\n  right stop      0\n  mean            0\n  \
         temperature     0\n  outcome         N (the player to move wins)\n  birthday        1\n"
    );
}

#[test]
fn bad_input_is_one_error_line_naming_the_column() {
    let cases: [(&[&str], &str); 8] = [
        (&["value", "{1|"], "error: column 4: expected '}' to close the '{', found the end\n"),
        // At t = -1 the left wall of {x | -x} is x + 1: 2^63 does not fit.
        (
            &["value", "{9223372036854775807|-9223372036854775807}"],
            "error: column 1: the thermograph leaves the range of exact numbers (numbers up to \
             2^60 in size and denominators up to 2^61 always fit)\n",
        ),
        (
            &["value", "9223372036854775807 + 1"],
            "error: column 21: a number in the game is too large or too fine (numerators below \
             2^63 in size, denominators at most 2^62)\n",
        ),
        (
            &["domineering", "..|.x"],
            "error: column 5: 'x' is not a cell of a Domineering board (. empty, # filled)\n",
        ),
        (
            &["domineering", "..|..."],
            "error: column 7: row 2 of the Domineering board has 3 cells, the first row has 2\n",
        ),
        (
            &["domineering", "........|........|........|........|........"],
            "error: column 1: the board has 40 empty cells (at most 30; --work allows more)\n",
        ),
        (
            &["toads", "LL-RR"],
            "error: column 3: '-' is not a cell of a Toads-and-Frogs strip (T or L toad, F or R frog, . or _ empty)\n",
        ),
        (
            &["toads", "L________________________R"],
            "error: column 17: the strip is longer than 16 cells\n",
        ),
    ];
    for (args, message) in cases {
        let run = explore(args);
        assert_eq!(run.status, 1, "{args:?}");
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr, message, "{args:?}");
    }
}

#[test]
fn svg_draws_the_thermograph() {
    let dir = std::env::temp_dir().join(format!("explore-thermograph-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("pm1.svg");
    let run = explore(&["value", "{3|1}", "--svg", path.to_str().unwrap()]);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<?xml") && svg.contains("<svg"), "{svg}");
    assert!(
        svg.contains(">t = 1<"),
        "the temperature of {{3|1}} is 1: {svg}"
    );
    assert!(
        svg.contains("class=\"left-wall\"") && svg.contains("class=\"mast\""),
        "{svg}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A sum of twenty switches `{k|-k}`, k = 1..20, has a canonical form whose text would take
/// about 2^20 copies of its followers: the form is not printed (bounded memory), while the
/// figures are, and they are worked by hand — the players alternate in the hottest switch, so
/// Left's stop is 20 − 19 + 18 − … − 1 = 10 and Right's −10, the mean 0, the temperature the
/// largest, 20.
#[test]
fn a_form_too_long_to_print_is_named_and_the_figures_still_given() {
    let sum: Vec<String> = (1..=20).map(|k| format!("{{{k}|-{k}}}")).collect();
    let line = tsv("value", &sum.join("+"));
    let fields: Vec<&str> = line.trim_end().split('\t').collect();
    assert!(
        fields[0].starts_with("(a canonical form too long to print"),
        "{line}"
    );
    assert_eq!(fields[1..6], ["10", "-10", "0", "20", "N"], "{line}");
}

/// The terms of number + ups + nimber form are added last: `*1023 + ±1 + ±1` is `*1023`
/// (±1 + ±1 = 0), found without adding `*1023` to a switch, which would pass the work limit.
#[test]
fn a_large_nimber_is_added_after_the_rest_of_the_sum() {
    assert_eq!(
        tsv("value", "*1023 + {1|-1} + {1|-1}"),
        "*1023\t0\t0\t0\t0\tN\t1023\n"
    );
    let help = explore(&["--help"]);
    assert!(
        help.stdout.contains("at most 2·10^7 steps of work"),
        "{}",
        help.stdout
    );
}

/// `explore value` on the heaviest expressions: each finishes or is refused within a few
/// seconds (before the work limit, `{1|-1} + *1023` took 15 s, `{0||0|-1} + *511` 74 s,
/// `^1000*1023 + {0||0|-1}` more than 100 s). Release only: `make limits`.
#[test]
#[ignore = "a few seconds of CPU in release: make limits"]
fn largest_value_expressions_finish_or_are_refused_within_seconds() {
    let refused = "the value takes too long to work out (at most 2·10^7 steps of work";
    // Sums of switches {k|-k}, k = 1..n: stops, mean, temperature and outcome worked by hand
    // as in a_form_too_long_to_print_is_named_and_the_figures_still_given (the birthday is
    // not checked). The other lines are whole: ±(1*255) is born the day after 1*255 (day
    // 256), ±{3*127|1*127} two days after 3*127 (day 130).
    let switches = |n: usize| -> String {
        let terms: Vec<String> = (1..=n).map(|k| format!("{{{k}|-{k}}}")).collect();
        terms.join("+")
    };
    let (sum_30, sum_58) = (switches(30), switches(58));
    let copies: Vec<&str> = vec!["{{^|v},v,{0||0|-1},{0|-1}|v,{0|-1},{*|0},-3/4}"; 40];
    let copies = copies.join("+");
    let too_long = "(a canonical form too long to print: its texts pass 4000000 bytes)";
    let sum_30_line = format!("{too_long}\t15\t-15\t0\t30\tN\t");
    let cases: [(&str, Option<&str>); 12] = [
        (&sum_30, Some(&sum_30_line)),
        (&sum_58, None),
        (&copies, None),
        ("*255 + {1|-1}", Some("+-(1*255)\t1\t-1\t0\t1\tN\t257\n")),
        (
            "*127 + {1|-1} + {2|-2}",
            Some("+-{3*127|1*127}\t1\t-1\t0\t2\tN\t132\n"),
        ),
        ("*255 + {1|-1} + {2|-2}", None),
        ("*1023 + {1|-1}", None),
        ("*1023 + {1|-1} + {2|-2}", None),
        ("*255 + {0||0|-1}", None),
        ("*160 + {0||0|-1} + {0||0|-2}", None),
        ("{0||0|-1} - ^1000*1023", None),
        ("^1000*1023 + {1|-1}", None),
    ];
    for (expression, want) in cases {
        let start = std::time::Instant::now();
        let run = explore(&["value", expression, "--format", "tsv"]);
        let seconds = start.elapsed().as_secs_f64();
        assert!(seconds < 8.0, "{expression}: {seconds:.1} s");
        if let Some(line) = want {
            assert_eq!(run.status, 0, "{expression}: {}", run.stderr);
            assert!(run.stdout.starts_with(line), "{expression}: {}", run.stdout);
            assert_eq!(run.stdout.lines().count(), 1, "{expression}");
        } else {
            assert_eq!(run.status, 1, "{expression}");
            assert_eq!(run.stdout, "", "{expression}");
            assert!(
                run.stderr.starts_with("error: column ") && run.stderr.contains(refused),
                "{expression}: {}",
                run.stderr
            );
            assert_eq!(run.stderr.lines().count(), 1, "{expression}");
        }
    }
}

/// `explore domineering` on boards near its limits: a 3×10 board (10^7 steps) is answered,
/// an empty 5×6 board (3.6·10^7 steps, 7 s of CPU at load 14) is refused at the work budget
/// within a few seconds, and boards of 31 and 32 empty cells (7·10^7 to 1.7·10^8 steps) are
/// refused up front. Release only: `make limits`.
#[test]
#[ignore = "about 10 s of CPU in release: make limits"]
fn largest_domineering_boards_finish_or_are_refused_within_seconds() {
    let refused = "error: column 1: the position takes too long to work out (at most 2·10^7 \
                   steps of work); --work allows more\n";
    let too_many = |cells: u32| {
        format!(
            "error: column 1: the board has {cells} empty cells (at most 30; --work allows more)\n"
        )
    };
    let cases: [(&str, Result<&str, String>); 5] = [
        ("..........|..........|..........", Ok("")),
        (
            ".....|.....|.....|.....|.....|.....",
            Err(refused.to_string()),
        ),
        ("....|....|....|....|....|....|....|....", Err(too_many(32))),
        ("....|....|....|....|....|....|....|...#", Err(too_many(31))),
        (
            "#....#|......|......|......|......|#....#",
            Err(too_many(32)),
        ),
    ];
    for (board, want) in cases {
        let start = std::time::Instant::now();
        let run = explore(&["domineering", board, "--format", "tsv"]);
        let seconds = start.elapsed().as_secs_f64();
        assert!(seconds < 8.0, "{board}: {seconds:.1} s");
        match want {
            Ok(form) => {
                assert_eq!(run.status, 0, "{board}: {}", run.stderr);
                assert!(run.stdout.starts_with(form), "{board}: {}", run.stdout);
            }
            Err(error) => {
                assert_eq!((run.status, run.stdout.as_str()), (1, ""), "{board}");
                assert_eq!(run.stderr, error, "{board}");
            }
        }
    }
}

/// `explore domineering SPEC` and `explore toads SPEC` read what `explore value kind:SPEC`
/// reads (one parser, `gamecore::partizan::position`), the empty spec included; the
/// value's first field is the same.
#[test]
fn board_commands_read_the_specs_value_reads() {
    let first = |line: String| line.split('\t').next().unwrap().to_string();
    for (command, spec) in [
        ("domineering", "..|.."),
        ("domineering", "#..|..."),
        ("domineering", ""),
        ("toads", "L_R"),
        ("toads", "T.F"),
        ("toads", "tt.f"),
        ("toads", ""),
    ] {
        let direct = first(tsv(command, spec));
        let through_value = first(tsv("value", &format!("{command}:{spec}")));
        assert_eq!(direct, through_value, "{command} {spec:?}");
    }
    assert_eq!(first(tsv("toads", "T.F")), "*");
    assert_eq!(
        first(tsv("value", "2Tiny(2) + +-{1,2} - +-{1,2}")),
        "{2||2|0}"
    );
}

#[test]
fn a_number_against_up_digits_is_noted() {
    let run = explore(&["value", "2^100", "--format", "tsv"]);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "note: 2^100 is read as 2 + ^100 (2 plus 100 ups), not as a power\n"
    );
    let run = explore(&["value", "2.5"]);
    assert_eq!(run.status, 1);
    assert_eq!(
        run.stderr,
        "error: column 1: decimal fractions are not read: write 2.5 as 5/2\n"
    );
}

/// `--work STEPS` sets the budget of value, domineering and toads. `±1 + *n` takes about n^3
/// steps: `*320` (3.3·10^7) is refused at the default 2·10^7, the message naming the option,
/// and answered at 10^8 as `±(1*320)` (worked as `±(1*255)` in
/// `largest_value_expressions_finish_or_are_refused_within_seconds`: born two days after
/// `*320`); `*255` is refused at 10^6. A Domineering board of 36 empty cells, refused up front
/// by default, goes to the search under `--work` (and is refused at its small budget there).
/// A value that is not a number of steps in range is a usage error.
#[test]
fn the_work_option_sets_the_budget() {
    let run = explore(&["value", "{1|-1} + *320", "--format", "tsv"]);
    assert_eq!(run.status, 1);
    assert!(
        run.stderr
            .ends_with("(at most 2·10^7 steps of work; large nimbers added to games outside the number + ups + nimber family are the usual cause); --work allows more\n"),
        "{}",
        run.stderr
    );
    let run = explore(&["value", "{1|-1} + *320", "--format", "tsv", "--work", "1e8"]);
    assert_eq!(
        (run.status, run.stdout.as_str(), run.stderr.as_str()),
        (0, "+-(1*320)\t1\t-1\t0\t1\tN\t322\n", "")
    );
    let run = explore(&["value", "{1|-1} + *255", "--work", "1_000_000"]);
    assert_eq!(run.status, 1);
    assert!(
        run.stderr.contains("(at most 10^6 steps of work;") && !run.stderr.contains("--work"),
        "{}",
        run.stderr
    );
    let board = "......|......|......|......|......|......";
    let run = explore(&["domineering", board]);
    assert_eq!(
        run.stderr,
        "error: column 1: the board has 36 empty cells (at most 30; --work allows more)\n"
    );
    let run = explore(&["domineering", board, "--work", "1e6"]);
    assert_eq!(
        (run.status, run.stderr.as_str()),
        (
            1,
            "error: column 1: the position takes too long to work out (at most 10^6 steps of \
             work)\n"
        )
    );
    assert_eq!(
        tsv_with(&["toads", "LL__RR", "--work", "1e6"]),
        tsv("toads", "LL__RR")
    );
    for bad in ["1.5e9", "5e5", "2e12", "lots", ""] {
        let run = explore(&["value", "*", "--work", bad]);
        assert_eq!(run.status, 2, "--work {bad:?}");
        assert_eq!(
            run.stderr,
            format!(
                "error: --work is a number of steps like 2e8 or 5e9 (1e6 to 1e12), not {bad:?}\n"
            )
        );
    }
}

fn tsv_with(args: &[&str]) -> String {
    let mut args = args.to_vec();
    args.extend(["--format", "tsv"]);
    let run = explore(&args);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{args:?}");
    run.stdout
}
