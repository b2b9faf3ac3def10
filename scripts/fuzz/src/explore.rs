//! The explorer's command lines, mutated: the cases of `fuzz-explore` and of the explorer's
//! own fuzzed test, and the contract each run is held to (the explorer's top-level help,
//! "Exit status" and "Work limits").
//!
//! A case starts from one of [`SEEDS`] (command lines that work, a few from each command's
//! help, with standard input for `play` and `nodekayles -`) and applies one to three edits:
//! an argument dropped, doubled, swapped or cut, an option of another command added, a value
//! swapped for a number on a type's edge, a size, a work budget, a path such as `/dev/zero`
//! or bytes that are not UTF-8, text edits inside an operand, `--` put in, `--opt=value`
//! joined, an environment variable set, the standard input edited (by [`crate::mutate`]),
//! or one of the files the seeds name (shards, checkpoints, graphs: [`Fixtures`]) edited.
//! Three cases in ten start instead from a command line made from a command's grammar (random
//! codes, boards, graphs, expressions and moves: [`generated`]), which reach the solvers.
//! Case `n` is a pure function of the seed, `n` and the fixtures, so any one is replayed
//! alone.

use crate::check::{clip, Outcome, Status, Violation};
use crate::mutate::{case_rng, Mutation};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

pub mod generated;

/// A command line that works, and its standard input.
pub struct Seed {
    pub args: &'static [&'static str],
    pub stdin: &'static str,
}

const fn seed(args: &'static [&'static str]) -> Seed {
    Seed { args, stdin: "" }
}

const fn with_input(args: &'static [&'static str], stdin: &'static str) -> Seed {
    Seed { args, stdin }
}

/// The seeds that write checkpoints, which are also the fixtures' (see [`CHECKPOINTS`]).
const OCTAL_CHECKPOINT_RUN: &[&str] = &[
    "octal",
    "0.07",
    "--upto",
    "2000",
    "--checkpoint",
    "octal.ckpt",
];
const CRAM_CHECKPOINT_RUN: &[&str] = &["cram", "3x7", "--checkpoint", "cram.ckpt"];

/// The starting points: every command, most of their options, every file kind they read.
pub const SEEDS: &[Seed] = &[
    seed(&["octal", "0.07"]),
    seed(&["octal", ".77", "--format", "tsv"]),
    seed(&["octal", "0.6", "--upto", "3000", "--svg", "strip.svg"]),
    seed(&["octal", "4.7", "--show", "all", "--width", "40"]),
    seed(&[
        "octal", "0.137", "--svg", "s.svg", "--from", "10", "--color", "always",
    ]),
    seed(OCTAL_CHECKPOINT_RUN),
    seed(&["octal", "--all-codes", "1"]),
    seed(&["octal", "--all-codes", "1", "--shard", "2/2"]),
    seed(&["octal", "--merge", "octal-1.tsv", "octal-2.tsv"]),
    seed(&["hex", "0.8F"]),
    seed(&["hex", "0.9", "--upto", "500", "--progress"]),
    // A warning (0.9 read as hexadecimal) and a checkpoint: mutated paths that cannot be
    // written must not add a second warning.
    seed(&["octal", "0.9", "--upto", "300", "--checkpoint", "hex.ckpt"]),
    seed(&["subtraction", "1,3,4", "--upto", "100"]),
    seed(&["subtraction", "2,5,7", "--full", "--format", "tsv"]),
    seed(&["seq", "lasker"]),
    seed(&["seq", "jiangnan:3", "--upto", "500"]),
    seed(&["seq", "grundy", "--show", "50"]),
    seed(&["table", "ed", "32x32"]),
    seed(&["table", "cutcake", "8x8", "--format", "tsv"]),
    seed(&["table", "corners", "16x16", "--svg", "heat.svg"]),
    seed(&["table", "coins-2x3:5", "8x8"]),
    seed(&["table", "maundy", "6x6"]),
    seed(&["hackenbush", "BBRB"]),
    seed(&["hackenbush", "RRBRBB"]),
    seed(&["value", "{1|-1} + ^"]),
    seed(&["value", "--", "-^"]),
    seed(&[
        "value",
        "{3|1}",
        "--svg",
        "thermograph.svg",
        "--format",
        "tsv",
    ]),
    seed(&["value", "{{2|1}|{0|-5}} + *3", "--work", "1e6"]),
    seed(&["domineering", "...|...|..#"]),
    seed(&["domineering", "....|....|...."]),
    seed(&["toads", "LL__RR"]),
    seed(&["toads", "LRL__R_", "--format", "tsv"]),
    seed(&["cram", "3x5"]),
    seed(&["cram", "....|.##.|...."]),
    seed(&["cram", "4x4", "--memory", "16M", "--format", "tsv"]),
    seed(CRAM_CHECKPOINT_RUN),
    seed(&["cram", "3x6", "--method", "tests", "--threads", "2"]),
    seed(&["cram", "--sweep", "3x3..3x6,4x4"]),
    seed(&["cram", "--merge", "cram-1.tsv", "cram-2.tsv"]),
    seed(&["nodekayles", "4:1-2,2-3,3-4"]),
    seed(&["nodekayles", "path4.txt"]),
    with_input(&["nodekayles", "-"], "4\n1 2\n2 3\n3 4\n"),
    seed(&["nodekayles", "grid:3x4"]),
    seed(&["nodekayles", "gp:5,2", "--format", "tsv"]),
    seed(&["nodekayles", "--sweep", "2x2..2x5"]),
    seed(&["chomp", "4x5"]),
    seed(&["chomp", "6,4,4,1", "--format", "tsv"]),
    seed(&["chomp", "--sweep", "2x2..3x4"]),
    seed(&["chomp", "--merge", "chomp-1.tsv", "chomp-2.tsv"]),
    seed(&["misere", "0.75"]),
    seed(&["misere", "0.07", "--upto", "24", "--format", "tsv"]),
    seed(&["misere", "0.75", "--sum", "3,5,1000"]),
    seed(&["loopy", "0>1,1>2,2>0,2>3"]),
    seed(&["loopy", "game.txt", "--sum", "0,3"]),
    seed(&["weighted", "0>1:2,0>2:7,1>3:0,2>3:1"]),
    seed(&["weighted", "weights.txt", "--format", "tsv"]),
    seed(&["list"]),
    seed(&["help", "octal"]),
    seed(&["--version"]),
    with_input(
        &["play", "nim", "3,4,5"],
        "why\nheap 1 take 2\nhint\nundo\n",
    ),
    with_input(&["play", "nim", "1,2", "--misere"], "heap 2 take 1\n"),
    with_input(
        &["play", "subtraction", "1,3,4", "--heaps", "5,9"],
        "why\nheap 1 take 3\n",
    ),
    with_input(
        &["play", "octal", "0.07", "--heaps", "6,9"],
        "hint\nheap 1 take 2\n",
    ),
    with_input(
        &["play", "octal", "0.75", "--heaps", "4,5", "--misere"],
        "why\n",
    ),
    with_input(&["play", "moore", "2", "--heaps", "3,5,6"], "why\n"),
    with_input(&["play", "staircase", "3,1,4"], "stair 2 move 1\n"),
    with_input(&["play", "wythoff", "3", "5"], "both take 2\n"),
    with_input(&["play", "euclid", "7", "25"], "take 7\n"),
    with_input(&["play", "fibonacci", "20"], "take 1\n"),
    with_input(&["play", "green", "0-1,1-2,1-3,2-3"], "cut edge 1\n"),
    with_input(&["play", "loopy", "0>1,1>2,2>0,2>3", "0"], "to 1\n"),
    with_input(
        &["play", "weighted", "weights.txt", "0", "--as", "max"],
        "to 1\n",
    ),
    with_input(&["play", "bluered", "BBR,RB"], "string 1 cut 2\n"),
    with_input(&["play", "cutcake", "3x4,2x2"], "piece 1 cut 1\n"),
    with_input(&["play", "domineering", "...|...|..#"], "why\nplace 1,1\n"),
    with_input(
        &["play", "toads", "LL__RR", "--first", "engine"],
        "move 2\n",
    ),
    with_input(&["play", "cram", "3x4"], "why\nplace 1,1 across\nundo\n"),
    with_input(&["play", "chomp", "4x5"], "take 2,2\n"),
    with_input(&["play", "nodekayles", "grid:3x4"], "hint\ntake 1\n"),
    with_input(
        &["play", "nim", "3,4,5", "--script"],
        "why\nheap 1 take 2\nquit\n",
    ),
];

/// The files the seeds name, written into the run's folder before each run (so that a run
/// that rewrites one, a checkpoint, leaves the next run the same file).
pub struct Fixtures {
    pub files: Vec<(String, Vec<u8>)>,
}

/// The files that are plain text: a graph, a loopy game, a weighted game.
const TEXT_FILES: &[(&str, &str)] = &[
    ("path4.txt", "4\n1 2\n2 3\n3 4\n"),
    ("game.txt", "# a cycle with an exit\n0 1\n1 2\n2 0\n2 3\n"),
    ("weights.txt", "0 1 2\n0 2 7\n1 3 0\n2 3 1\n"),
];
/// Sweeps whose two shards are files `NAME-1.tsv` and `NAME-2.tsv`.
const SHARDED: &[(&str, &[&str])] = &[
    ("octal", &["octal", "--all-codes", "1"]),
    ("cram", &["cram", "--sweep", "3x3..3x6"]),
    ("chomp", &["chomp", "--sweep", "2x2..3x4"]),
];
/// Checkpoints, made by the seeds' own runs in a scratch folder.
const CHECKPOINTS: &[(&str, &[&str])] = &[
    ("octal.ckpt", OCTAL_CHECKPOINT_RUN),
    ("cram.ckpt", CRAM_CHECKPOINT_RUN),
];

impl Fixtures {
    /// The text files, and the shards and checkpoints `explore` makes in `scratch` (an empty
    /// folder).
    ///
    /// # Errors
    /// When `explore` cannot be run or fails on one of them.
    pub fn make(explore: &Path, scratch: &Path) -> Result<Fixtures, String> {
        let mut files: Vec<(String, Vec<u8>)> = TEXT_FILES
            .iter()
            .map(|(name, text)| ((*name).to_owned(), text.as_bytes().to_vec()))
            .collect();
        let run = |args: &[&str]| {
            let out = Command::new(explore)
                .args(args)
                .current_dir(scratch)
                .env_remove("NO_COLOR")
                .env_remove("COLUMNS")
                .output()
                .map_err(|e| format!("cannot run {}: {e}", explore.display()))?;
            if out.status.success() {
                Ok(out.stdout)
            } else {
                Err(format!(
                    "explore {} failed: {}",
                    args.join(" "),
                    String::from_utf8_lossy(&out.stderr).trim()
                ))
            }
        };
        for (name, sweep) in SHARDED {
            for shard in ["1/2", "2/2"] {
                let args = [*sweep, &["--shard", shard]].concat();
                files.push((format!("{name}-{}.tsv", &shard[..1]), run(&args)?));
            }
        }
        for (name, args) in CHECKPOINTS {
            run(args)?;
            let path = scratch.join(name);
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            files.push(((*name).to_owned(), bytes));
        }
        Ok(Fixtures { files })
    }

    /// Writes every file into `dir`, those `case` edited as it edited them.
    ///
    /// # Errors
    /// When a file cannot be written.
    pub fn write(&self, dir: &Path, case: &Case) -> Result<(), String> {
        for (name, bytes) in &self.files {
            let bytes = match &case.edited_file {
                Some((edited, new)) if edited == name => new,
                _ => bytes,
            };
            let path = dir.join(name);
            std::fs::write(&path, bytes)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        Ok(())
    }
}

/// One run of the explorer.
#[derive(Clone, Debug)]
pub struct Case {
    /// The arguments (bytes, since some are no UTF-8).
    pub args: Vec<Vec<u8>>,
    pub stdin: Vec<u8>,
    /// `COLUMNS` or `NO_COLOR`, when set.
    pub env: Option<(&'static str, &'static str)>,
    /// A fixture file replaced by this text.
    pub edited_file: Option<(String, Vec<u8>)>,
    /// The seed, then what each edit did.
    pub history: Vec<String>,
    /// A seed as it is, which must succeed.
    pub unchanged: bool,
}

impl Case {
    /// The command line as a shell would take it back (each argument quoted where needed).
    pub fn shown(&self) -> String {
        let mut words = vec!["explore".to_owned()];
        words.extend(self.args.iter().map(|a| shell_quoted(a)));
        let mut line = words.join(" ");
        if !self.stdin.is_empty() {
            let _ = write!(line, " <<< {}", shell_quoted(&self.stdin));
        }
        if let Some((name, value)) = self.env {
            line = format!("{name}={} {line}", shell_quoted(value.as_bytes()));
        }
        line
    }

    /// The command, as given (the first argument).
    pub fn command(&self) -> &[u8] {
        self.args.first().map_or(&[], Vec::as_slice)
    }

    /// Whether the help lets this run take long: the board solvers (their tables stay within
    /// `--memory`), and every run given a length, a budget, a sweep or threads.
    pub fn is_research(&self) -> bool {
        const LONG: &[&str] = &[
            "--upto",
            "--prove-to",
            "--all-codes",
            "--work",
            "--memory",
            "--sweep",
            "--threads",
        ];
        let command = self.command();
        if [&b"cram"[..], b"nodekayles", b"chomp"].contains(&command) {
            return true;
        }
        self.args.iter().skip(1).any(|a| {
            LONG.iter().any(|o| {
                a.strip_prefix(o.as_bytes())
                    .is_some_and(|rest| rest.is_empty() || rest[0] == b'=')
            })
        })
    }

    fn has_flag(&self, flag: &str) -> bool {
        self.args.iter().any(|a| a == flag.as_bytes())
    }
}

/// A shell word for `bytes`: as it is when plain, else in `$'…'` with escapes.
fn shell_quoted(bytes: &[u8]) -> String {
    let plain = |b: &u8| b.is_ascii_alphanumeric() || b"-_.,:/=+@%^".contains(b);
    if !bytes.is_empty() && bytes.iter().all(plain) {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let mut word = "$'".to_owned();
    for &b in bytes {
        match b {
            b'\'' => word.push_str("\\'"),
            b'\\' => word.push_str("\\\\"),
            b'\n' => word.push_str("\\n"),
            b'\t' => word.push_str("\\t"),
            0x20..=0x7e => word.push(char::from(b)),
            _ => {
                let _ = write!(word, "\\x{b:02x}");
            }
        }
    }
    word.push('\'');
    if word.len() > 300 {
        let cut = word.char_indices().nth(280).map_or(word.len(), |(i, _)| i);
        format!("{}…' ({} bytes)", &word[..cut], bytes.len())
    } else {
        word
    }
}

/// Numbers on a type's or a limit's edge, and numbers written oddly.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "63",
    "64",
    "65",
    "1000",
    "100000",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "4000000000",
    "9999999999999999999999999999999999999999",
    "+1",
    "01",
    "0x10",
    "1e3",
    "1e9",
    "4e9",
    "1.5",
    "-0",
    "1_000",
    "\u{ff11}\u{ff12}",
    "NaN",
    "inf",
    "1,000",
    "",
    " 1",
];
/// Memory sizes, sensible and not.
const SIZES: &[&str] = &[
    "0",
    "1",
    "1K",
    "2M",
    "64M",
    "512M",
    "1G",
    "4G",
    "16G",
    "1T",
    "1E",
    "1Z",
    "1e30",
    "-1G",
    "1.5G",
    "G",
    "1GB",
    "1 G",
    "garbage",
    "18446744073709551616",
];
/// Work budgets.
const WORKS: &[&str] = &[
    "0",
    "1",
    "-1",
    "1e6",
    "2e7",
    "1e12",
    "1e13",
    "1e400",
    "inf",
    "NaN",
    "3e9",
    "1e-3",
    "1e",
    "0x100000",
    "18446744073709551616",
];
/// Paths: files that never end, that cannot be written, folders, stdin, the fixtures.
const PATHS: &[&str] = &[
    "/dev/zero",
    "/dev/urandom",
    "/dev/null",
    "/dev/full",
    ".",
    "/",
    "missing/folder/file",
    "-",
    "/proc/self/status",
    "octal.ckpt",
    "cram.ckpt",
    "cram-1.tsv",
    "chomp-2.tsv",
    "octal-1.tsv",
    "path4.txt",
    "game.txt",
];
/// Text that no option takes.
const ODD_WORDS: &[&str] = &[
    "-",
    "--",
    "-h",
    "--help",
    "\u{202e}",
    "\u{e9}",
    "\u{1f4a5}",
    "x\ny",
    "\x7f",
    "\x1b[31m",
    "%s%n",
    "..",
    "\\",
    "\"",
    "'",
    "\u{feff}1",
    "\u{2074}",
    "\u{1d7d9}",
];
/// Bytes that are no UTF-8.
const NOT_UTF8: &[&[u8]] = &[
    b"\xff",
    b"\xfe\xfe",
    b"0.\xc3",
    b"\xed\xa0\x80",
    b"1,\x80,3",
];
/// Every option of every command, for putting one where it does not belong.
const OPTIONS: &[&str] = &[
    "--upto",
    "--prove-to",
    "--show",
    "--width",
    "--format",
    "--color",
    "--svg",
    "--from",
    "--checkpoint",
    "--all-codes",
    "--shard",
    "--merge",
    "--memory",
    "--method",
    "--threads",
    "--sweep",
    "--work",
    "--sum",
    "--heaps",
    "--first",
    "--as",
    "--unknown",
];
const FLAGS: &[&str] = &["--progress", "--full", "--misere", "--script", "-V", "-x"];
/// What the text edits insert into an operand.
const ALPHABET: &[&str] = &[
    "a", "b", "x", "0", "1", "9", ".", "|", "#", ",", ":", "-", "!", "_", "{", "}", "*", "^", "v",
    "B", "R", "L", "\u{e9}", "\t", " ", "\n", "\u{feff}", "\u{301}", "\\", ">",
];
/// Lines for `play`'s standard input.
const PLAY_LINES: &[&str] = &[
    "why",
    "hint",
    "undo",
    "quit",
    "WHY",
    " hint ",
    "",
    "heap 1 take 1",
    "heap 2 take 3",
    "heap 1 take 18446744073709551616",
    "heap 1 split 1+1",
    "take 1",
    "take -1",
    "place 1,1 across",
    "place 2,1 down",
    "place 1,1",
    "to 1",
    "string 1 cut 1",
    "piece 1 cut 1",
    "stair 1 move 1",
    "both take 1",
    "cut edge 1",
    "move 1",
    "take 1,1",
    "take 2,2",
    "garbage",
    "take 1\r",
    "\u{202e} take 1",
];

fn pick<'a, T: ?Sized>(rng: &mut ChaCha8Rng, from: &[&'a T]) -> &'a T {
    from.choose(rng).copied().expect("a pool is never empty")
}

/// A value for an option, from the pools.
fn odd_value(rng: &mut ChaCha8Rng) -> Vec<u8> {
    match rng.gen_range(0..10) {
        0..=3 => pick(rng, NUMBERS).as_bytes().to_vec(),
        4 => pick(rng, SIZES).as_bytes().to_vec(),
        5 => pick(rng, WORKS).as_bytes().to_vec(),
        6 => pick(rng, PATHS).as_bytes().to_vec(),
        7 => pick(rng, ODD_WORDS).as_bytes().to_vec(),
        8 => pick(rng, NOT_UTF8).to_vec(),
        _ => rng.gen_range(0..3000_u32).to_string().into_bytes(),
    }
}

/// Character edits of one argument: a character deleted, inserted or replaced, a stretch
/// repeated up to fifty times, the end cut, a number put in.
fn edit_text(rng: &mut ChaCha8Rng, text: &[u8]) -> (Vec<u8>, String) {
    let Ok(text) = std::str::from_utf8(text) else {
        return (
            text.to_vec(),
            "left bytes that are no UTF-8 alone".to_owned(),
        );
    };
    let mut chars: Vec<String> = text.chars().map(String::from).collect();
    let at = rng.gen_range(0..=chars.len());
    let what = match rng.gen_range(0..6) {
        0 if !chars.is_empty() => {
            chars.remove(at.min(chars.len() - 1));
            "deleted a character"
        }
        1 if !chars.is_empty() => {
            let at = at.min(chars.len() - 1);
            pick(rng, ALPHABET).clone_into(&mut chars[at]);
            "replaced a character"
        }
        2 if !chars.is_empty() => {
            let from = rng.gen_range(0..chars.len());
            let to = rng.gen_range(from..=chars.len().min(from + 20));
            let times = rng.gen_range(1..=50);
            let stretch = chars[from..to].to_vec();
            for _ in 0..times {
                chars.splice(from..from, stretch.iter().cloned());
            }
            "repeated a stretch"
        }
        3 => {
            chars.truncate(at);
            "cut the end"
        }
        4 => {
            chars.insert(at, pick(rng, NUMBERS).to_owned());
            "put in a number"
        }
        _ => {
            chars.insert(at, pick(rng, ALPHABET).to_owned());
            "put in a character"
        }
    };
    (chars.concat().into_bytes(), what.to_owned())
}

/// Edits `bytes` (standard input or a file) by one of the problem fuzzer's mutations.
fn edit_bytes(rng: &mut ChaCha8Rng, bytes: &[u8], name: &str) -> (Vec<u8>, String) {
    let corpus = [bytes.to_vec()];
    let mutation = Mutation::pick(rng, bytes, 1);
    let said = mutation.describe(bytes, &[name.to_owned()]).to_string();
    (mutation.apply(bytes, &corpus), said)
}

/// One edit of `case`, described in its history.
fn edit(rng: &mut ChaCha8Rng, case: &mut Case, fixtures: &Fixtures) {
    let args = &mut case.args;
    // The command (argument 0) is kept by most edits, so that most runs reach a command.
    let some_arg = |rng: &mut ChaCha8Rng, len: usize| (len > 1).then(|| rng.gen_range(1..len));
    // Weights: edits inside the values (kinds 5 to 8) and of the input and files (11, 12) more
    // often than the edits of the line's shape, most of which make a usage error.
    let said = match rng.gen_range(0..16) {
        0 => match some_arg(rng, args.len()) {
            Some(i) => {
                args.remove(i);
                format!("dropped argument {i}")
            }
            None => "kept the command alone".to_owned(),
        },
        1 => match some_arg(rng, args.len()) {
            Some(i) => {
                let pair: Vec<Vec<u8>> = args[i..args.len().min(i + 2)].to_vec();
                args.splice(i..i, pair);
                format!("doubled arguments from {i}")
            }
            None => "kept the command alone".to_owned(),
        },
        2 => {
            let option = pick(rng, OPTIONS);
            let at = rng.gen_range(1..=args.len());
            let value = odd_value(rng);
            args.splice(at..at, [option.as_bytes().to_vec(), value]);
            format!("put {option} with a value at {at}")
        }
        3 => {
            let flag = pick(rng, FLAGS);
            let at = rng.gen_range(1..=args.len());
            args.insert(at, flag.as_bytes().to_vec());
            format!("put {flag} at {at}")
        }
        4 => match some_arg(rng, args.len() - 1) {
            Some(i) => {
                args.swap(i, i + 1);
                format!("swapped arguments {i} and {}", i + 1)
            }
            None => "kept the order".to_owned(),
        },
        5 | 6 | 13 => match some_arg(rng, args.len()) {
            Some(i) => {
                args[i] = odd_value(rng);
                format!("replaced argument {i} by {}", shell_quoted(&args[i]))
            }
            None => "kept the command alone".to_owned(),
        },
        7 | 8 | 14 | 15 => {
            let i = some_arg(rng, args.len()).unwrap_or(0);
            let (text, what) = edit_text(rng, &args[i]);
            args[i] = text;
            format!("{what} in argument {i}")
        }
        9 => {
            let at = rng.gen_range(1..=args.len());
            args.insert(at, b"--".to_vec());
            format!("put -- at {at}")
        }
        10 => match (1..args.len()).find(|&i| args[i].starts_with(b"--") && i + 1 < args.len()) {
            Some(i) => {
                let value = args.remove(i + 1);
                args[i].push(b'=');
                args[i].extend_from_slice(&value);
                format!("joined argument {i} and its value with =")
            }
            None => "found no option to join".to_owned(),
        },
        11 => edit_input(rng, &mut case.stdin),
        _ => edit_env_or_file(rng, case, fixtures),
    };
    case.history.push(said);
}

/// Lines added to the standard input (`play`'s moves), a line longer than any move, or its
/// bytes edited.
fn edit_input(rng: &mut ChaCha8Rng, stdin: &mut Vec<u8>) -> String {
    if rng.gen_bool(0.1) {
        let length = *[4095, 4096, 4097, 100_000].choose(rng).expect("lengths");
        stdin.extend(std::iter::repeat_n(b'x', length));
        if rng.gen_bool(0.5) {
            stdin.push(b'\n');
        }
        format!("added a line of {length} bytes to the input")
    } else if stdin.is_empty() || rng.gen_bool(0.3) {
        let lines: Vec<&str> = (0..rng.gen_range(1..6))
            .map(|_| pick(rng, PLAY_LINES))
            .collect();
        stdin.extend_from_slice(lines.join("\n").as_bytes());
        stdin.push(b'\n');
        "added lines to the input".to_owned()
    } else {
        let (edited, said) = edit_bytes(rng, stdin, "the input");
        *stdin = edited;
        said
    }
}

/// `COLUMNS` or `NO_COLOR` set, or one of the fixture files edited.
fn edit_env_or_file(rng: &mut ChaCha8Rng, case: &mut Case, fixtures: &Fixtures) -> String {
    if rng.gen_bool(0.3) {
        let variable = match rng.gen_range(0..6) {
            0 => ("COLUMNS", "0"),
            1 => ("COLUMNS", "1"),
            2 => ("COLUMNS", "18446744073709551616"),
            3 => ("COLUMNS", "abc"),
            4 => ("COLUMNS", "100000"),
            _ => ("NO_COLOR", "1"),
        };
        case.env = Some(variable);
        format!("set {}", variable.0)
    } else {
        let (name, bytes) = fixtures
            .files
            .choose(rng)
            .expect("the fixtures are never empty");
        let (new, said) = edit_bytes(rng, bytes, name);
        case.edited_file = Some((name.clone(), new));
        format!("edited {name}: {said}")
    }
}

/// Case `n` under `seed`: a seed of [`SEEDS`], then one to three edits; or, three times in
/// ten, a command line made from a command's grammar ([`generated`]), then none to two edits.
pub fn case(seed: u64, n: u64, fixtures: &Fixtures) -> Case {
    let mut rng = case_rng(seed, "explore", n);
    if rng.gen_bool(0.3) {
        let made = generated::generate(&mut rng);
        let mut case = Case {
            args: made.args.into_iter().map(String::into_bytes).collect(),
            stdin: made.stdin.into_bytes(),
            env: None,
            edited_file: None,
            history: vec![format!("made by the {} family", made.family)],
            unchanged: false,
        };
        // Half of them as made, so that they reach the solvers.
        for _ in 0..rng.gen_range(0..4_u32).saturating_sub(1) {
            edit(&mut rng, &mut case, fixtures);
        }
        return case;
    }
    let start = rng.gen_range(0..SEEDS.len());
    let from = &SEEDS[start];
    let mut case = Case {
        args: from.args.iter().map(|a| a.as_bytes().to_vec()).collect(),
        stdin: from.stdin.as_bytes().to_vec(),
        env: None,
        edited_file: None,
        history: vec![format!("seed {start}")],
        unchanged: false,
    };
    let edits = match rng.gen_range(0..10) {
        0..=4 => 1,
        5..=7 => 2,
        _ => 3,
    };
    for _ in 0..edits {
        edit(&mut rng, &mut case, fixtures);
    }
    case
}

/// Seed `k` unchanged, as a case.
pub fn seed_case(k: usize) -> Case {
    let from = &SEEDS[k];
    Case {
        args: from.args.iter().map(|a| a.as_bytes().to_vec()).collect(),
        stdin: from.stdin.as_bytes().to_vec(),
        env: None,
        edited_file: None,
        history: vec![format!("seed {k}, unchanged")],
        unchanged: true,
    }
}

/// What a run is held to beyond the rules on its streams and status.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The most CPU a run that is no research run may take (the help's "about five
    /// seconds"); `None` when time is not judged (the quick test, on a busy machine).
    pub cpu: Option<Duration>,
    /// The most resident memory of a run that is no research run, in KiB.
    pub max_rss_kb: u64,
}

impl Budget {
    /// The help's promise with no margin: five seconds of CPU, and 1 GiB.
    pub const HELP: Budget = Budget {
        cpu: Some(Duration::from_secs(5)),
        max_rss_kb: 1 << 20,
    };
}

/// The signals a run's CPU limit ends it with.
const SIGKILL: i32 = 9;
const SIGXCPU: i32 = 24;

/// Every way `outcome` of `case` breaks the explorer's contract: a seed unchanged succeeds; no
/// panic, abort or other
/// signal, an exit status of 0, 1 or 2; on an error nothing on stdout (but a `play` session's
/// transcript) and one `error: …` line on stderr (after progress lines, with `--progress`);
/// on success `note: …` lines and at most one `warning: …` line on stderr (and progress lines
/// with `--progress`);
/// stderr in UTF-8 without control characters. A research run may be ended by the time limits
/// ([`Case::is_research`]); any other run answers within `budget`.
pub fn violations(case: &Case, outcome: &Outcome, budget: &Budget) -> Vec<Violation> {
    let mut found = Vec::new();
    let mut push = |kind: &'static str, detail: String| found.push(Violation { kind, detail });
    let research = case.is_research();
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    let judged = budget.cpu.is_some();
    match outcome.status {
        Status::Timeout if judged && !research => push(
            "timeout",
            format!(
                "still running at the time limit ({:.1} s of CPU)",
                outcome.cpu.as_secs_f64()
            ),
        ),
        Status::Signal(SIGXCPU | SIGKILL) if research || !judged => {}
        Status::Signal(signal) => {
            let mut detail = format!("killed by signal {signal}");
            if stderr.contains("memory allocation of") {
                detail.push_str(": an allocation failed under the address-space limit");
            }
            push("signal", detail);
        }
        Status::Exit(code) if !(0..=2).contains(&code) => {
            push("exit status", format!("exit status {code}"));
        }
        _ => {}
    }
    for (marker, kind) in [
        ("panicked", "panic"),
        ("overflowed its stack", "stack overflow"),
        ("memory allocation of", "allocation failure"),
    ] {
        if let Some(line) = stderr.lines().find(|l| l.contains(marker)) {
            push(kind, clip(line));
        }
    }
    // A seed ended by the time limit is judged as any run is (not at all in the quick test).
    if case.unchanged && matches!(outcome.status, Status::Exit(code) if code != 0) {
        push(
            "seed failed",
            format!("a seed ended with {:?}", outcome.status),
        );
    }
    let progress = case.has_flag("--progress");
    let lines: Vec<&str> = stderr.lines().collect();
    match outcome.status {
        Status::Exit(1 | 2) => {
            if !outcome.stdout.is_empty() && case.command() != b"play" {
                push(
                    "stdout before an error",
                    format!("{} bytes on stdout", outcome.stdout.len()),
                );
            }
            let errors = lines.iter().filter(|l| l.starts_with("error: ")).count();
            let last_is_error = lines.last().is_some_and(|l| l.starts_with("error: "));
            if errors != 1 || !last_is_error || (lines.len() > 1 && !progress) {
                push(
                    "error message",
                    format!("{} lines on stderr: {}", lines.len(), clip(&stderr)),
                );
            }
        }
        Status::Exit(0) => {
            let warnings = lines.iter().filter(|l| l.starts_with("warning: ")).count();
            let other = |l: &str| !l.starts_with("warning: ") && !l.starts_with("note: ");
            if lines.iter().any(|l| l.starts_with("error")) {
                push("error on success", clip(&stderr));
            } else if warnings > 1 || (!progress && lines.iter().any(|l| other(l))) {
                push(
                    "lines on stderr",
                    format!("{} lines on stderr: {}", lines.len(), clip(&stderr)),
                );
            }
        }
        _ => {}
    }
    if std::str::from_utf8(&outcome.stderr).is_err()
        || stderr
            .chars()
            .any(|c| c.is_control() && c != '\n' && !(progress && c == '\r'))
    {
        push("stderr text", clip(&stderr));
    }
    if !research && outcome.max_rss_kb > budget.max_rss_kb {
        push(
            "memory",
            format!("peak RSS {} MiB", outcome.max_rss_kb.div_ceil(1024)),
        );
    }
    if let Some(cpu) = budget.cpu {
        if !research && outcome.status != Status::Timeout && outcome.cpu > cpu {
            push(
                "slow",
                format!(
                    "{:.2} s of CPU ({:.2} s wall)",
                    outcome.cpu.as_secs_f64(),
                    outcome.wall.as_secs_f64()
                ),
            );
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixtures() -> Fixtures {
        Fixtures {
            files: vec![("game.txt".to_owned(), b"0 1\n".to_vec())],
        }
    }

    #[test]
    fn a_case_is_a_function_of_the_seed_and_its_number() {
        let f = fixtures();
        for n in 0..200 {
            let (a, b) = (case(7, n, &f), case(7, n, &f));
            assert_eq!(
                (&a.args, &a.stdin, &a.history),
                (&b.args, &b.stdin, &b.history)
            );
        }
        let differ = (0..200)
            .filter(|&n| case(7, n, &f).args != case(8, n, &f).args)
            .count();
        assert!(differ > 150, "only {differ} of 200 cases differ by seed");
    }

    #[test]
    fn every_edit_kind_comes_up() {
        let f = fixtures();
        let said: Vec<String> = (0..2000)
            .flat_map(|n| case(1, n, &f).history.into_iter().skip(1))
            .collect();
        for words in [
            "dropped",
            "doubled",
            "with a value",
            "swapped",
            "replaced argument",
            " in argument ",
            "put --",
            "joined",
            "the input",
            "bytes to the input",
            "set ",
            "edited game.txt",
        ] {
            assert!(said.iter().any(|s| s.contains(words)), "no edit {words:?}");
        }
    }

    #[test]
    fn research_runs_are_told_apart() {
        let with = |args: &[&str]| Case {
            args: args.iter().map(|a| a.as_bytes().to_vec()).collect(),
            ..seed_case(0)
        };
        assert!(with(&["cram", "3x4"]).is_research());
        assert!(with(&["octal", "0.07", "--upto=100"]).is_research());
        assert!(with(&["value", "*", "--work", "1"]).is_research());
        assert!(!with(&["octal", "0.07", "--upto-x", "1"]).is_research());
        assert!(!with(&["hackenbush", "BR"]).is_research());
    }

    fn outcome(status: Status, stdout: &str, stderr: &str) -> Outcome {
        Outcome {
            status,
            wall: Duration::from_millis(5),
            cpu: Duration::from_millis(5),
            max_rss_kb: 4096,
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
        }
    }

    fn kinds(args: &[&str], outcome: &Outcome) -> Vec<&'static str> {
        let case = Case {
            args: args.iter().map(|a| a.as_bytes().to_vec()).collect(),
            unchanged: false,
            ..seed_case(0)
        };
        violations(&case, outcome, &Budget::HELP)
            .into_iter()
            .map(|v| v.kind)
            .collect()
    }

    #[test]
    fn the_contract_is_told_from_its_breaches() {
        let ok = ["hackenbush", "BR"];
        assert!(kinds(&ok, &outcome(Status::Exit(0), "1/2\n", "")).is_empty());
        assert!(kinds(&ok, &outcome(Status::Exit(1), "", "error: bad\n")).is_empty());
        assert!(kinds(&ok, &outcome(Status::Exit(0), "x\n", "note: slow\n")).is_empty());
        let seed = seed_case(0);
        let failed = outcome(Status::Exit(1), "", "error: bad\n");
        let found = violations(&seed, &failed, &Budget::HELP);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].kind, "seed failed");
        assert_eq!(
            kinds(&ok, &outcome(Status::Exit(1), "x", "error: bad\n")),
            ["stdout before an error"]
        );
        assert!(kinds(
            &["play", "nim"],
            &outcome(Status::Exit(1), "x", "error: bad\n")
        )
        .is_empty());
        assert_eq!(
            kinds(&ok, &outcome(Status::Exit(2), "", "error: a\nerror: b\n")),
            ["error message"]
        );
        assert_eq!(
            kinds(&ok, &outcome(Status::Exit(1), "", "note: x\nerror: b\n")),
            ["error message"]
        );
        assert!(kinds(
            &["octal", "0.6", "--progress"],
            &outcome(Status::Exit(1), "", "n = 5\nerror: b\n")
        )
        .is_empty());
        assert_eq!(
            kinds(
                &ok,
                &outcome(Status::Exit(101), "", "thread 'main' panicked at x\n")
            ),
            ["exit status", "panic"]
        );
        assert_eq!(
            kinds(
                &ok,
                &outcome(
                    Status::Signal(6),
                    "",
                    "memory allocation of 8 bytes failed\n"
                )
            ),
            ["signal", "allocation failure"]
        );
        assert_eq!(kinds(&ok, &outcome(Status::Timeout, "", "")), ["timeout"]);
        assert!(kinds(&["cram", "9x9"], &outcome(Status::Timeout, "", "")).is_empty());
        assert!(kinds(&["cram", "9x9"], &outcome(Status::Signal(SIGXCPU), "", "")).is_empty());
        assert_eq!(
            kinds(
                &ok,
                &outcome(Status::Exit(0), "x", "warning: a\nwarning: b\n")
            ),
            ["lines on stderr"]
        );
        assert_eq!(
            kinds(&ok, &outcome(Status::Exit(0), "x", "n = 5\n")),
            ["lines on stderr"]
        );
        assert!(kinds(&ok, &outcome(Status::Exit(0), "x", "note: a\nwarning: b\n")).is_empty());
        assert_eq!(
            kinds(&ok, &outcome(Status::Exit(1), "", "error: a\tb\n")),
            ["stderr text"]
        );
        let mut slow = outcome(Status::Exit(0), "x", "");
        slow.cpu = Duration::from_secs(6);
        assert_eq!(kinds(&ok, &slow), ["slow"]);
        assert!(kinds(&["octal", "0.6", "--upto", "9"], &slow).is_empty());
    }

    #[test]
    fn shown_command_lines_can_be_pasted_into_a_shell() {
        let case = Case {
            args: vec![b"value".to_vec(), b"{1|-1}".to_vec(), b"\xff'".to_vec()],
            stdin: b"why\n".to_vec(),
            env: Some(("COLUMNS", "0")),
            ..seed_case(0)
        };
        assert_eq!(
            case.shown(),
            r"COLUMNS=0 explore value $'{1|-1}' $'\xff\'' <<< $'why\n'"
        );
    }
}
