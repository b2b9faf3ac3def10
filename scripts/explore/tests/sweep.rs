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
            "error: --all-codes prints one TSV line per code; it takes --prove-to, --progress \
             and --shard, not --upto\n",
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

/// `explore ARGS`: exit status, stdout, stderr.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8(output.stdout).expect("UTF-8"),
        String::from_utf8(output.stderr).expect("UTF-8"),
    )
}

/// Each shard of a small sweep, written to a file of its own in a fresh folder.
fn shard_files(name: &str, count: usize) -> (std::path::PathBuf, Vec<String>) {
    let dir = std::env::temp_dir().join(format!("explore-shards-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let files = (1..=count)
        .map(|i| {
            let shard = format!("{i}/{count}");
            let (status, out, err) = run(&[
                "octal",
                "--all-codes",
                "2",
                "--prove-to",
                "300",
                "--shard",
                &shard,
            ]);
            assert_eq!(status, Some(0), "{shard}: {err}");
            let path = dir.join(format!("shard-{i}.tsv"));
            std::fs::write(&path, out).unwrap();
            path.display().to_string()
        })
        .collect();
    (dir, files)
}

#[test]
fn shards_merged_are_the_unsharded_sweep() {
    let (status, whole, _) = run(&["octal", "--all-codes", "2", "--prove-to", "300"]);
    assert_eq!(status, Some(0));
    assert_eq!(whole.lines().count(), 128);
    for count in 1..=4 {
        let (dir, mut files) = shard_files(&format!("n{count}"), count);
        // Each shard says what it is, holds its share, and ends with its footer.
        let first = std::fs::read_to_string(&files[0]).unwrap();
        assert!(
            first.starts_with(&format!(
                "# explore octal --all-codes 2 --prove-to 300 --shard 1/{count}: {} of 128 codes\n",
                128_usize.div_ceil(count)
            )),
            "{first}"
        );
        assert!(first.ends_with(&format!("# end of shard 1/{count}\n")));
        // In any order.
        files.reverse();
        let mut args = vec!["octal", "--merge"];
        args.extend(files.iter().map(String::as_str));
        let (status, merged, err) = run(&args);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{count} shards");
        assert_eq!(merged, whole, "{count} shards");
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn broken_shard_sets_are_refused() {
    let (dir, files) = shard_files("broken", 3);
    let text = |i: usize| std::fs::read_to_string(&files[i]).unwrap();
    let write = |name: &str, content: &str| {
        let path = dir.join(name);
        std::fs::write(&path, content).unwrap();
        path.display().to_string()
    };
    let cut = {
        let t = text(1);
        let keep: Vec<&str> = t.lines().take(10).collect();
        write("cut.tsv", &(keep.join("\n") + "\n"))
    };
    let edited = write("edited.tsv", &text(2).replacen("\n0.", "\n4.", 1));
    let other = {
        let (status, out, _) = run(&[
            "octal",
            "--all-codes",
            "2",
            "--prove-to",
            "200",
            "--shard",
            "2/3",
        ]);
        assert_eq!(status, Some(0));
        write("other.tsv", &out)
    };
    let plain = {
        let (_, out, _) = run(&["octal", "--all-codes", "1", "--prove-to", "50"]);
        write("plain.tsv", &out)
    };
    let missing = dir.join("absent.tsv").display().to_string();
    for (given, words) in [
        (
            vec![&files[0], &files[1]],
            "shard is missing".replace("shard is", "shard 3/3 is"),
        ),
        (
            vec![&files[0], &files[1], &files[1], &files[2]],
            "shard 2/3 is given twice".to_string(),
        ),
        (
            vec![&files[0], &cut, &files[2]],
            "ends after 9 of its 43 codes".to_string(),
        ),
        (
            vec![&files[0], &files[1], &edited],
            "expected the line of code".to_string(),
        ),
        (
            vec![&files[0], &other, &files[2]],
            "shards of different sweeps".to_string(),
        ),
        (
            vec![&plain],
            "not the output of explore octal --all-codes D --shard I/N".to_string(),
        ),
        (vec![&files[0], &missing], "cannot read".to_string()),
    ] {
        let mut args = vec!["octal", "--merge"];
        args.extend(given.iter().map(|s| s.as_str()));
        let (status, out, err) = run(&args);
        assert_eq!(status, Some(1), "{given:?}: {err}");
        assert!(out.is_empty(), "{given:?}");
        assert!(
            err.starts_with("error: ") && err.contains(&words),
            "{given:?}: {err}"
        );
    }
    for (args, words) in [
        (
            &["octal", "0.07", "--shard", "1/2"][..],
            "--shard splits an --all-codes sweep",
        ),
        (
            &["octal", "--all-codes", "1", "--shard", "3/2"][..],
            "--shard takes I/N",
        ),
        (
            &["octal", "--all-codes", "1", "--shard", "0/2"][..],
            "--shard takes I/N",
        ),
        (
            &["octal", "--all-codes", "1", "--merge", "x"][..],
            "--merge takes only the shard files",
        ),
        (
            &["octal", "--merge", "x", "y", "--format", "tsv"][..],
            "--merge takes only the shard files",
        ),
    ] {
        let (status, out, err) = run(args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert!(out.is_empty() && err.contains(words), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A shard file is read up to a bound, not to the end of memory: a device that never ends
/// (/dev/zero), and bytes that are no text, are refused with one error line.
#[test]
fn shard_files_are_read_up_to_a_bound() {
    let dir = std::env::temp_dir().join(format!("explore-shard-bytes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("binary.tsv");
    std::fs::write(&binary, [0xff, 0xfe, b'\n', 0x80]).unwrap();
    let binary = binary.display().to_string();
    for (game, file, words) in [
        ("octal", "/dev/zero", "/dev/zero is longer than 64 MiB"),
        ("octal", binary.as_str(), "is not UTF-8 text"),
        ("chomp", "/dev/zero", "/dev/zero is longer than 64 MiB"),
        ("nodekayles", binary.as_str(), "is not UTF-8 text"),
    ] {
        let (status, out, err) = run(&[game, "--merge", file]);
        assert_eq!(
            (status, out.as_str()),
            (Some(1), ""),
            "{game} {file}: {err}"
        );
        assert!(
            err.starts_with("error: ") && err.contains(words) && err.lines().count() == 1,
            "{game} {file}: {err}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}
