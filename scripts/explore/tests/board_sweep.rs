//! `explore cram --sweep` (and `nodekayles --sweep`, grid graphs), `--shard` and `--merge`:
//! the values of the literature, merged shards
//! equal to the unsharded sweep byte for byte, broken shard sets refused; and `--checkpoint`
//! for the board games: a rerun from a complete checkpoint searches nothing and prints the
//! same value, a checkpoint of another board or a damaged one is refused.

use std::collections::HashMap;
use std::process::Command;

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

/// A fresh folder for one test's files.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("explore-boards-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The nim value of 2×`cols` Cram from the rules: a position is the set of empty cells (bit
/// `r · cols + c`), its options every domino placed on two adjacent empty cells.
fn two_rows_brute(cols: usize, empty: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&v) = memo.get(&empty) {
        return v;
    }
    let mut seen = Vec::new();
    for r in 0..2 {
        for c in 0..cols {
            let here = 1 << (r * cols + c);
            let mut pairs = Vec::new();
            if c + 1 < cols {
                pairs.push(here | here << 1);
            }
            if r == 0 {
                pairs.push(here | here << cols);
            }
            for pair in pairs {
                if empty & pair == pair {
                    seen.push(two_rows_brute(cols, empty & !pair, memo));
                }
            }
        }
    }
    let value = (0..=seen.len() as u32).find(|v| !seen.contains(v)).unwrap();
    memo.insert(empty, value);
    value
}

#[test]
fn the_sweep_gives_the_known_values() {
    let (status, out, err) = run(&["cram", "--sweep", "3x3..3x12,1x1..1x20,2x1..2x7"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("rows\tcols\tvalue\tsearched\tentries\treplaced")
    );
    let rows: Vec<(usize, usize, u32)> = lines
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 6, "{line}");
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect();
    assert_eq!(rows.len(), 10 + 20 + 7);
    // 3×3 … 3×12: the Glop records.
    let three: Vec<u32> = rows[..10].iter().map(|r| r.2).collect();
    assert_eq!(three, [0, 1, 1, 4, 1, 3, 1, 2, 0, 1]);
    // 1×n is Dawson's Kayles, the octal game 0.07 at a heap of n.
    let (status, dawson, _) = run(&["octal", "0.07", "--upto", "20", "--format", "values"]);
    assert_eq!(status, Some(0));
    let dawson: Vec<u32> = dawson.lines().map(|v| v.parse().unwrap()).collect();
    for &(r, c, v) in &rows[10..30] {
        assert_eq!((r, v), (1, dawson[c]), "1x{c}");
    }
    // 2×n from the rules.
    for &(r, c, v) in &rows[30..] {
        let all = (1u32 << (2 * c)) - 1;
        assert_eq!(
            (r, v),
            (2, two_rows_brute(c, all, &mut HashMap::new())),
            "2x{c}"
        );
    }
}

/// `explore nodekayles --sweep` over grid graphs: OEIS A316632 (3 × n), the ladders 2 × n
/// (1 for odd n, 0 for even), 4 × n (0), a row of n vertices (Dawson's game, the octal game
/// 0.137, at n; past 64 vertices valued as a path) and the even ladders and grids past 64
/// vertices (their mirror: 0, nothing searched); shards merged are the unsharded sweep; a grid
/// no rule values past 64 vertices is refused with the sweep.
#[test]
fn the_node_kayles_sweep_gives_the_known_values() {
    let (status, out, err) = run(&[
        "nodekayles",
        "--sweep",
        // 4 × 15 (243 thousand components, 0.45 s) left out: the suite's budget.
        "3x1..3x16,2x1..2x12,4x2..4x13,1x1..1x100,2x40,10x10",
    ]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    let rows: Vec<Vec<u64>> = out
        .lines()
        .skip(1)
        .map(|line| line.split('\t').map(|f| f.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), 16 + 12 + 12 + 100 + 2);
    let value = |r: u64, c: u64| {
        rows.iter()
            .find(|f| f[0] == r && f[1] == c)
            .map(|f| f[2])
            .unwrap()
    };
    let a316632 = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3];
    for (n, &expected) in (1..).zip(&a316632) {
        assert_eq!(value(3, n), expected, "3x{n}");
    }
    for n in 1..=12 {
        assert_eq!(value(2, n), n % 2, "2x{n}");
    }
    for n in 2..=13 {
        assert_eq!(value(4, n), 0, "4x{n}");
    }
    let (status, dawson, _) = run(&["octal", "0.137", "--upto", "100", "--format", "values"]);
    assert_eq!(status, Some(0));
    let dawson: Vec<u64> = dawson.lines().map(|v| v.parse().unwrap()).collect();
    for n in 1..=100 {
        assert_eq!(value(1, n), dawson[n as usize], "1x{n}");
    }
    for (r, c) in [(2, 40), (10, 10)] {
        let line = rows.iter().find(|f| f[0] == r && f[1] == c).unwrap();
        assert_eq!(line[2..], [0, 0, 0, 0], "{r}x{c}");
    }
    // Shards and their merge, as for cram.
    let dir = folder("nodekayles");
    let sweep = "3x1..3x12,5x5";
    let (_, whole, _) = run(&["nodekayles", "--sweep", sweep]);
    let files: Vec<String> = (1..=3)
        .map(|i| {
            let (status, out, err) =
                run(&["nodekayles", "--sweep", sweep, "--shard", &format!("{i}/3")]);
            assert_eq!(status, Some(0), "{err}");
            assert!(out.starts_with(&format!("# explore nodekayles --sweep {sweep} --memory")));
            let path = dir.join(format!("{i}.tsv"));
            std::fs::write(&path, out).unwrap();
            path.display().to_string()
        })
        .collect();
    let mut args = vec!["nodekayles", "--merge"];
    args.extend(files.iter().rev().map(String::as_str));
    let (status, merged, err) = run(&args);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(merged, whole);
    let (status, _, err) = run(&["cram", "--merge", &files[0], &files[1], &files[2]]);
    assert_eq!(status, Some(1));
    assert!(
        err.contains("a shard of explore nodekayles --sweep"),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
    // 3 × 22 has no mirror (an odd side) and is no path; 4 × 17's half-turn maps the middle
    // column's two inner vertices onto each other, neighbours.
    for (sizes, words) in [
        (
            "3x20..3x22",
            "--sweep: 3x22: a connected part of 66 vertices",
        ),
        ("4x17", "--sweep: 4x17: a connected part of 68 vertices"),
        ("0x4", "--sweep: 0x4: a grid graph has at least one row"),
        (
            "2000x2000",
            "--sweep: 2000x2000: 4000000 vertices: at most 1048576",
        ),
        (
            "1x1048576,1x1048576,1x1048576,1x1048576,1x1048576",
            "--sweep: the grid graphs past 64 vertices up to 1x1048576 hold more than 4194304",
        ),
    ] {
        let (status, out, err) = run(&["nodekayles", "--sweep", sizes]);
        assert_eq!(status, Some(2), "{sizes}: {err}");
        assert!(out.is_empty() && err.contains(words), "{sizes}: {err}");
    }
}

const SWEEP: &str = "1x1..2x8,3x3..3x9";

/// Each shard of [`SWEEP`] in `count` shards, written to a file of its own.
fn shard_files(dir: &std::path::Path, count: usize) -> Vec<String> {
    (1..=count)
        .map(|i| {
            let shard = format!("{i}/{count}");
            let (status, out, err) = run(&["cram", "--sweep", SWEEP, "--shard", &shard]);
            assert_eq!(status, Some(0), "{shard}: {err}");
            let path = dir.join(format!("shard-{i}-of-{count}.tsv"));
            std::fs::write(&path, out).unwrap();
            path.display().to_string()
        })
        .collect()
}

#[test]
fn shards_merged_are_the_unsharded_sweep() {
    let dir = folder("merge");
    let (status, whole, _) = run(&["cram", "--sweep", SWEEP]);
    assert_eq!(status, Some(0));
    assert_eq!(whole.lines().count(), 1 + 16 + 7);
    for count in 1..=4 {
        let mut files = shard_files(&dir, count);
        let first = std::fs::read_to_string(&files[0]).unwrap();
        assert!(
            first.starts_with(&format!(
                "# explore cram --sweep {SWEEP} --memory 1073741824 --shard 1/{count}: {} of \
                 23 boards\n",
                23_usize.div_ceil(count)
            )),
            "{first}"
        );
        assert!(first.contains(&format!("# end of shard 1/{count} fnv1a64 ")));
        files.reverse();
        let mut args = vec!["cram", "--merge"];
        args.extend(files.iter().map(String::as_str));
        let (status, merged, err) = run(&args);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{count} shards");
        assert_eq!(merged, whole, "{count} shards");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn broken_shard_sets_are_refused() {
    let dir = folder("broken");
    let files = shard_files(&dir, 3);
    let text = |i: usize| std::fs::read_to_string(&files[i]).unwrap();
    let write = |name: &str, content: &str| {
        let path = dir.join(name);
        std::fs::write(&path, content).unwrap();
        path.display().to_string()
    };
    let cut = {
        let t = text(1);
        let keep: Vec<&str> = t.lines().take(4).collect();
        write("cut.tsv", &(keep.join("\n") + "\n"))
    };
    // A value changed (3x4 is *1): the board is right, the checksum is not.
    let edited = {
        let t = text(2);
        let line = t.lines().find(|l| l.starts_with("3\t4\t")).unwrap();
        let changed = line.replacen("3\t4\t1\t", "3\t4\t0\t", 1);
        assert_ne!(line, changed);
        write("edited.tsv", &t.replacen(line, &changed, 1))
    };
    let other = {
        let (status, out, _) = run(&["cram", "--sweep", SWEEP, "--memory", "1M", "--shard", "2/3"]);
        assert_eq!(status, Some(0));
        write("other.tsv", &out)
    };
    let plain = {
        let (_, out, _) = run(&["cram", "--sweep", "2x2"]);
        write("plain.tsv", &out)
    };
    let missing = dir.join("absent.tsv").display().to_string();
    let zero = "/dev/zero".to_string();
    let binary = {
        let path = dir.join("binary.tsv");
        std::fs::write(&path, [0xff, 0xfe, b'\n', 0x80]).unwrap();
        path.display().to_string()
    };
    for (given, words) in [
        (vec![&files[0], &files[1]], "shard 3/3 is missing"),
        (
            vec![&files[0], &files[1], &files[1], &files[2]],
            "shard 2/3 is given twice",
        ),
        (
            vec![&files[0], &cut, &files[2]],
            "ends after 3 of its 8 boards",
        ),
        (vec![&files[0], &files[1], &edited], "was edited or damaged"),
        (
            vec![&files[0], &other, &files[2]],
            "shards of different sweeps",
        ),
        (
            vec![&plain],
            "not the output of explore cram --sweep SIZES --shard I/N",
        ),
        (vec![&files[0], &missing], "cannot read"),
        // Read up to a bound, not to the end of memory: a device, and bytes that are no text.
        (vec![&zero], "is longer than 64 MiB"),
        (vec![&files[0], &binary], "is not UTF-8 text"),
    ] {
        let mut args = vec!["cram", "--merge"];
        args.extend(given.iter().map(|s| s.as_str()));
        let (status, out, err) = run(&args);
        assert_eq!(status, Some(1), "{given:?}: {err}");
        assert!(out.is_empty(), "{given:?}");
        assert!(
            err.starts_with("error: ") && err.contains(words) && err.lines().count() == 1,
            "{given:?}: {err}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// Usage errors of sweeps, shards and merges: exit status 2, nothing on stdout, the reason
/// on stderr.
#[test]
fn misused_sweep_options_are_usage_errors() {
    for (args, words) in [
        (
            &["cram", "3x4", "--shard", "1/2"][..],
            "--shard splits a --sweep",
        ),
        (
            &["cram", "--sweep", "3x3", "--shard", "3/2"][..],
            "--shard takes I/N",
        ),
        (&["cram", "--sweep", "3x3", "3x4"][..], "not a board"),
        (
            &["cram", "--sweep", "3x3", "--format", "text"][..],
            "not --format text",
        ),
        (&["cram", "--sweep", "3x3..3x"][..], "--sweep takes sizes"),
        (&["cram", "--sweep", "8x8..9x9"][..], "8x9"),
        (
            &["cram", "--sweep", "3x3", "--merge", "x"][..],
            "--merge takes only the shard files",
        ),
        (
            &["chomp", "--merge", "x", "y", "--memory", "1M"][..],
            "--merge takes only the shard files",
        ),
        (
            &["cram", "--merge", "x", "--progress"][..],
            "--merge takes only the shard files",
        ),
        (&["cram"][..], "cram takes a board"),
        (&["nodekayles"][..], "nodekayles takes a graph"),
        (
            &["nodekayles", "--sweep", "3x3", "grid:3x3"][..],
            "not a graph",
        ),
        (
            &["nodekayles", "--sweep", "3x3", "--threads", "2"][..],
            "not --threads",
        ),
        (
            &["nodekayles", "grid:3x3", "--shard", "1/2"][..],
            "--shard splits a --sweep: explore nodekayles",
        ),
        (
            &["cram", "3x4", "--method", "guess"][..],
            "--method is aspiration or tests",
        ),
        (
            &["cram", "--sweep", "3x3", "--method", "tests"][..],
            "not --method",
        ),
        // Refused before any board or row is listed (these asked for 32 GiB and aborted).
        (
            &["chomp", "--sweep", "1x1..4294967296x1"][..],
            "--sweep: 17x1: a staircase has 1 to 16 rows",
        ),
        (
            &["chomp", "4294967296x1"][..],
            "the 4294967296x1 box has more than 65536 cells",
        ),
        (
            &["chomp", "4294967296x1", "--method", "search"][..],
            "a staircase has 1 to 16 rows, not 4294967296",
        ),
    ] {
        let (status, out, err) = run(args);
        assert_eq!(status, Some(2), "{args:?}: {err}");
        assert!(out.is_empty() && err.contains(words), "{args:?}: {err}");
    }
}

/// The TSV line's value and components searched.
fn value_and_searched(out: &str) -> (String, u64) {
    let line = out.lines().nth(1).expect("a TSV line");
    let f: Vec<&str> = line.split('\t').collect();
    (f[2].to_string(), f[4].parse().unwrap())
}

/// The checkpoint of 3x9 in `file` (at `path`) cut short, edited, given a key no 3x9 board
/// has, and that key with a checksum made to match: each refused with one error line, and
/// none panics (the last two did before the checks that came with them).
fn damaged_and_forged_checkpoints_are_refused(file: &std::path::Path, path: &str) {
    let bytes = std::fs::read(file).unwrap();
    let damaged = format!("error: {path} is damaged: its entries do not match its header\n");
    let mut edited = bytes.clone();
    let last = edited.len() - 3;
    edited[last] ^= 4;
    // The first entry's key made one no 3x9 board has: refused by the checksum before any
    // entry reaches the table (which used to panic on it).
    let mut keyed = bytes.clone();
    let entries = 1 + bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(2)
        .unwrap()
        .0;
    keyed[entries..entries + 8].fill(0xff);
    for broken in [&bytes[..bytes.len() - 16], &edited[..], &keyed[..]] {
        std::fs::write(file, broken).unwrap();
        let (status, out, err) = run(&["cram", "3x9", "--checkpoint", path]);
        assert_eq!((status, out.as_str(), err), (Some(2), "", damaged.clone()));
    }
    // The same key with the checksum made to match (a file made by hand): refused too.
    let text = String::from_utf8_lossy(&keyed[..entries]).into_owned();
    let game_line = text.lines().nth(1).unwrap();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in game_line.as_bytes().iter().chain(&keyed[entries..]) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let old = text.rsplit(' ').next().unwrap().trim_end();
    let mut forged = text.replace(old, &format!("{hash:016x}")).into_bytes();
    forged.extend_from_slice(&keyed[entries..]);
    std::fs::write(file, &forged).unwrap();
    let (status, out, err) = run(&["cram", "3x9", "--checkpoint", path]);
    assert_eq!(
        (status, out.as_str(), err),
        (
            Some(2),
            "",
            format!(
                "error: {path} holds a key that no component of cram 3x9 has: it cannot be used\n"
            )
        )
    );
    std::fs::write(file, &bytes).unwrap();
}

#[test]
fn a_rerun_from_a_checkpoint_searches_nothing_and_others_are_refused() {
    let dir = folder("checkpoint");
    let file = dir.join("3x9.ckpt");
    let path = file.to_str().unwrap();
    let fresh = run(&["cram", "3x9", "--format", "tsv"]);
    let (value, searched) = value_and_searched(&fresh.1);
    assert!(searched > 100, "{}", fresh.1);
    for round in 0..2 {
        let (status, out, err) = run(&["cram", "3x9", "--format", "tsv", "--checkpoint", path]);
        assert_eq!((status, err.as_str()), (Some(0), ""), "round {round}");
        let expected = if round == 0 { searched } else { 0 };
        assert_eq!(
            value_and_searched(&out),
            (value.clone(), expected),
            "round {round}"
        );
    }
    // The same board spelt as rows.
    let rows = run(&[
        "cram",
        ".........|.........|.........",
        "--checkpoint",
        path,
    ]);
    assert_eq!(rows.0, Some(0), "{}", rows.2);
    assert!(rows.1.contains(&format!(": *{value}\n")), "{}", rows.1);
    let refusals = [
        (
            vec!["cram", "3x8", "--checkpoint", path],
            format!("error: {path} is a checkpoint of cram 3x9, not of cram 3x8\n"),
        ),
        (
            vec!["chomp", "3x9", "--checkpoint", path],
            format!("error: {path} is a checkpoint of cram 3x9, not of chomp 9,9,9\n"),
        ),
    ];
    for (args, message) in refusals {
        let (status, out, err) = run(&args);
        assert_eq!((status, out.as_str(), err), (Some(2), "", message));
    }
    damaged_and_forged_checkpoints_are_refused(&file, path);
    // Node Kayles and Chomp go on from their checkpoints too.
    let graph = dir.join("path.txt");
    std::fs::write(&graph, "9\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n").unwrap();
    let graph = graph.to_str().unwrap();
    for args in [
        ["nodekayles", graph, "--format", "tsv", "--checkpoint", path],
        ["chomp", "5,4,2", "--format", "tsv", "--checkpoint", path],
    ] {
        std::fs::remove_file(&file).unwrap();
        let (status, first, err) = run(&args);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{args:?}");
        let (status, again, _) = run(&args);
        assert_eq!(status, Some(0));
        assert_eq!(
            value_and_searched(&again),
            (value_and_searched(&first).0, 0)
        );
    }
    std::fs::write(&file, "a note\n").unwrap();
    let (status, _, err) = run(&["chomp", "2x3", "--checkpoint", path]);
    assert_eq!(
        (status, err),
        (
            Some(2),
            format!("error: {path} is not a checkpoint of cram, nodekayles or chomp\n")
        )
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// `--method tests` (Lemoine and Viennot's tests) gives the value the default aspiration sets
/// give, searching other components.
#[test]
fn both_methods_give_the_same_values() {
    for board in ["3x7", "4x5", "..#..|.....|...#.|....."] {
        let (status, asp, err) = run(&["cram", board, "--format", "tsv"]);
        assert_eq!(status, Some(0), "{board}: {err}");
        let (status, tests, err) = run(&["cram", board, "--format", "tsv", "--method", "tests"]);
        assert_eq!(status, Some(0), "{board}: {err}");
        assert_eq!(
            value_and_searched(&asp).0,
            value_and_searched(&tests).0,
            "{board}"
        );
    }
}

/// `--threads` changes how a value is found, not the value: Glop's 3×n Cram row, Dawson's
/// Kayles on a path (Node Kayles on P_n is 0.137 at n), and Chomp's two-row P-positions
/// (a, a − 1) and strategy stealing; refused with a sweep, or out of range.
#[test]
fn threads_give_the_values_of_the_literature() {
    let dir = folder("threads");
    let graph = dir.join("path.txt");
    std::fs::write(&graph, "9\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n").unwrap();
    let graph = graph.to_str().unwrap();
    let dawson = gamecore::octal::HeapGame::parse("0.137")
        .unwrap()
        .nim_sequence(9)[9];
    let cases = [
        (vec!["cram", "3x6"], "4".to_string()),
        (vec!["cram", "3x10"], "2".to_string()),
        (vec!["cram", "3x11"], "0".to_string()),
        (vec!["nodekayles", graph], dawson.to_string()),
        (vec!["chomp", "5,4"], "0".to_string()),
    ];
    for (args, value) in &cases {
        for threads in ["2", "3"] {
            let mut full = args.clone();
            full.extend(["--format", "tsv", "--memory", "1M", "--threads", threads]);
            let (status, out, err) = run(&full);
            assert_eq!((status, err.as_str()), (Some(0), ""), "{full:?}");
            assert_eq!(&value_and_searched(&out).0, value, "{full:?}");
        }
    }
    let (status, out, _) = run(&[
        "chomp",
        "4x5",
        "--format",
        "tsv",
        "--threads",
        "2",
        "--memory",
        "1M",
    ]);
    assert_eq!(status, Some(0));
    assert_ne!(
        value_and_searched(&out).0,
        "0",
        "a rectangle is a first-player win"
    );
    // A checkpoint written on two threads is complete for one thread, for each game.
    for args in [
        vec!["cram", "3x10"],
        vec!["nodekayles", graph],
        vec!["chomp", "5,4"],
    ] {
        let file = dir.join(format!("{}.ckpt", args[0]));
        let file = file.to_str().unwrap();
        let mut full = args.clone();
        full.extend(["--format", "tsv", "--checkpoint", file]);
        let mut threaded = full.clone();
        threaded.extend(["--threads", "2"]);
        let (status, first, err) = run(&threaded);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{threaded:?}");
        let (status, again, err) = run(&full);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{full:?}");
        let (value, _) = value_and_searched(&first);
        assert_eq!(value_and_searched(&again), (value, 0), "{full:?}");
    }
    let sweep_refused = "error: --sweep prints one TSV line per board; it takes --memory, \
                         --progress and --shard, not --threads (a sweep solves one board per \
                         core)\n";
    let refusals: [(&[&str], &str); 3] = [
        (
            &["cram", "3x4", "--threads", "0"],
            "error: --threads is 1 to 256, not 0\n",
        ),
        (
            &["chomp", "3x4", "--threads", "257"],
            "error: --threads is 1 to 256, not 257\n",
        ),
        (
            &["cram", "--sweep", "2x2..2x3", "--threads", "2"],
            sweep_refused,
        ),
    ];
    for (args, message) in refusals {
        let (status, out, err) = run(args);
        assert_eq!(
            (status, out.as_str(), err.as_str()),
            (Some(2), "", message),
            "{args:?}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}
