//! `--checkpoint FILE`: a run that starts from a saved file ends with exactly what one
//! uninterrupted run prints, and a file of another game, or a damaged one, is refused.

use std::process::Command;

fn explore(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn resumed_runs_print_what_one_run_prints() {
    let dir = std::env::temp_dir().join(format!("explore-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("0.16.ckpt");
    let path = file.to_str().unwrap();
    // 0.16: the first run stops at 20,000 values, unproved; the second goes on from them to
    // the proof (509,621 values) — as one run does.
    let first = explore(&[
        "octal",
        "0.16",
        "--upto",
        "19999",
        "--prove-to",
        "19999",
        "--format",
        "tsv",
        "--checkpoint",
        path,
    ]);
    assert_eq!(first.0, 0, "{}", first.2);
    assert!(
        first.1.starts_with("0.16\t\t\tnone\t19999\t"),
        "{}",
        first.1
    );
    assert!(std::fs::read(&file).unwrap().len() > 20_000);
    let args = [
        "octal",
        "0.16",
        "--upto",
        "600000",
        "--prove-to",
        "600000",
        "--format",
        "tsv",
    ];
    let whole = explore(&args);
    let mut with_file = args.to_vec();
    with_file.extend(["--checkpoint", path]);
    let resumed = explore(&with_file);
    assert_eq!((resumed.0, &resumed.1), (0, &whole.1), "{}", resumed.2);
    assert!(
        whole
            .1
            .starts_with("0.16\t105351\t149459\tproved\t509621\t"),
        "{}",
        whole.1
    );
    // Another game's checkpoint, and a damaged one.
    let other = explore(&["octal", "0.56", "--checkpoint", path]);
    assert_eq!(
        (other.0, other.1.as_str(), other.2),
        (
            2,
            "",
            format!("error: {path} is a checkpoint of 0.16, not of 0.56\n")
        )
    );
    let mut bytes = std::fs::read(&file).unwrap();
    bytes.truncate(bytes.len() - 10);
    std::fs::write(&file, bytes).unwrap();
    let damaged = explore(&["octal", "0.16", "--checkpoint", path]);
    assert_eq!(
        (damaged.0, damaged.1.as_str(), damaged.2),
        (
            2,
            "",
            format!("error: {path} is damaged: its values do not match its header\n")
        )
    );
    let catalogue = explore(&["seq", "lasker", "--checkpoint", path]);
    assert_eq!(
        catalogue.2,
        "error: --checkpoint is for heap games (octal, hex, subtraction)\n"
    );
    // Refused before the note a long run of 江南乐 gives, which is then not written.
    let slow = explore(&["seq", "jiangnan:3", "--upto", "40000", "--checkpoint", path]);
    assert_eq!(
        slow.2,
        "error: --checkpoint is for heap games (octal, hex, subtraction)\n"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A file that is no checkpoint is refused after reading a bounded header: a megabyte that never
/// ends a line, and bytes that are not text. (A device such as /dev/zero, which would never end,
/// is refused before it is read: `an_unwritable_checkpoint_is_refused_up_front` in cli.rs.)
#[test]
fn files_that_are_no_checkpoint_are_refused_from_their_header() {
    let dir = std::env::temp_dir().join(format!("explore-not-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("binary.ckpt");
    std::fs::write(&binary, vec![0xff_u8; 100_000]).unwrap();
    let binary = binary.to_str().unwrap();
    let endless = dir.join("endless.ckpt");
    std::fs::write(&endless, vec![b'x'; 1 << 20]).unwrap();
    let endless = endless.to_str().unwrap();
    for (args, words) in [
        (
            &["octal", "0.07", "--checkpoint", endless][..],
            "is not an explore checkpoint",
        ),
        (
            &["hex", "8.0", "--checkpoint", binary][..],
            "is not an explore checkpoint",
        ),
        (
            &["cram", "3x4", "--checkpoint", endless][..],
            "is not a checkpoint of cram, nodekayles or chomp",
        ),
        (
            &["chomp", "3x4", "--checkpoint", binary][..],
            "is not a checkpoint of cram, nodekayles or chomp",
        ),
    ] {
        let (status, out, err) = explore(args);
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(words) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}
