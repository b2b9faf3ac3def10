//! Command lines made from each command's grammar, most of them valid: random codes, boards,
//! strips, staircases, graphs, expressions and move lists. The seeds reach the parsers; these
//! reach the solvers, on inputs no test names (the misère quotient's panic at heap 24 of
//! `0.5!1`, found by such a family, was in no seed's reach).

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// A command line of one family, its input, and the family's name.
pub struct Generated {
    pub args: Vec<String>,
    pub stdin: String,
    pub family: &'static str,
}

/// The families, one drawn at a time.
const FAMILIES: &[&str] = &[
    "octal",
    "hex",
    "subtraction",
    "misere",
    "value",
    "domineering",
    "toads",
    "hackenbush",
    "cram",
    "chomp",
    "nodekayles",
    "loopy",
    "weighted",
    "play",
];

/// A command line from a family drawn by `rng`.
pub fn generate(rng: &mut ChaCha8Rng) -> Generated {
    let family = *FAMILIES.choose(rng).expect("families");
    let (mut args, stdin) = match family {
        "octal" => (vec![family.into(), octal_code(rng)], String::new()),
        "hex" => (vec![family.into(), hex_code(rng)], String::new()),
        "subtraction" => (
            vec![family.into(), numbers(rng, 1..=5, 1..=24)],
            String::new(),
        ),
        "misere" => misere(rng),
        "value" => (
            vec![family.into(), "--".into(), expression(rng, 3)],
            String::new(),
        ),
        "domineering" => (vec![family.into(), board(rng, 5, 6)], String::new()),
        "toads" => (vec![family.into(), strip(rng)], String::new()),
        "hackenbush" => (
            vec![family.into(), letters(rng, "BR", 1..=30)],
            String::new(),
        ),
        "cram" => (vec![family.into(), board(rng, 6, 7)], String::new()),
        "chomp" => (vec![family.into(), staircase(rng)], String::new()),
        "nodekayles" => (vec![family.into(), graph(rng)], String::new()),
        "loopy" => (vec![family.into(), arrows(rng, false)], String::new()),
        "weighted" => (vec![family.into(), arrows(rng, true)], String::new()),
        _ => play(rng),
    };
    if !["hackenbush", "play"].contains(&family) && rng.gen_bool(0.2) {
        args.extend(["--format".into(), "tsv".into()]);
    }
    if let Some((option, path)) = output_option(family, &args) {
        args.extend([option.into(), path.into()]);
    }
    Generated {
        args,
        stdin,
        family,
    }
}

/// Files to write that cannot be written, or only at the end (`/dev/full`), or can: a failed
/// write must still leave one error line, even after a warning about the command line (octal
/// reads `8.07` as hexadecimal and says so).
const AWKWARD_PATHS: &[&str] = &[
    "missing/folder/out",
    "/dev/full",
    "/proc/out",
    ".",
    "out.file",
];

/// For one command line in ten of a family that writes a file: the option (`--svg` or
/// `--checkpoint`) and an [`AWKWARD_PATHS`] path. Drawn from a hash of `args`, not from the
/// case's random stream, so that the other command lines stay what they were.
fn output_option(family: &str, args: &[String]) -> Option<(&'static str, &'static str)> {
    let hash = args.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, arg| {
        arg.bytes().chain([0]).fold(hash, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    });
    if hash % 10 != 0 {
        return None;
    }
    let path = AWKWARD_PATHS[(hash / 10 % AWKWARD_PATHS.len() as u64) as usize];
    let option = match family {
        "octal" | "hex" | "subtraction" if hash / 100 % 2 == 0 => "--svg",
        "octal" | "hex" | "subtraction" | "cram" | "chomp" | "nodekayles" => "--checkpoint",
        "value" | "domineering" => "--svg",
        _ => return None,
    };
    Some((option, path))
}

/// An octal code: up to five digits after the point, sometimes a `!` after one, sometimes a
/// digit before it.
fn octal_code(rng: &mut ChaCha8Rng) -> String {
    let mut code = String::from(*["0", "0", "4", "8", ""].choose(rng).expect("heads"));
    code.push('.');
    for _ in 0..rng.gen_range(1..=5) {
        code.push(char::from(b'0' + rng.gen_range(0..8)));
        if rng.gen_bool(0.15) {
            code.push('!');
        }
    }
    code
}

fn hex_code(rng: &mut ChaCha8Rng) -> String {
    let digits = b"0123456789ABCDEF";
    let mut code = String::from("0.");
    for _ in 0..rng.gen_range(1..=3) {
        code.push(char::from(*digits.choose(rng).expect("digits")));
    }
    code
}

/// Comma-separated numbers: `count` of them, each in `range`.
fn numbers(
    rng: &mut ChaCha8Rng,
    count: std::ops::RangeInclusive<usize>,
    range: std::ops::RangeInclusive<u32>,
) -> String {
    let count = rng.gen_range(count);
    (0..count)
        .map(|_| rng.gen_range(range.clone()).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn misere(rng: &mut ChaCha8Rng) -> (Vec<String>, String) {
    let mut code = String::from("0.");
    for _ in 0..rng.gen_range(1..=3) {
        code.push(char::from(b'0' + rng.gen_range(0..8)));
        if rng.gen_bool(0.2) {
            code.push('!');
        }
    }
    let mut args = vec!["misere".into(), code];
    if rng.gen_bool(0.4) {
        args.extend(["--sum".into(), numbers(rng, 1..=6, 0..=60)]);
    }
    (args, String::new())
}

/// A short game in CGSuite's words: numbers, nimbers, ups, switches and sums, nested to
/// `depth`.
fn expression(rng: &mut ChaCha8Rng, depth: u32) -> String {
    let term = |rng: &mut ChaCha8Rng| -> String {
        match rng.gen_range(0..9) {
            0 => rng.gen_range(-4..=4).to_string(),
            1 => format!(
                "{}/{}",
                rng.gen_range(-7..=7),
                [2, 4, 8].choose(rng).expect("d")
            ),
            2 => "*".into(),
            3 => format!("*{}", rng.gen_range(0..40)),
            4 => (*["^", "v", "^*", "v*", "+-1", "+-2"].choose(rng).expect("t")).into(),
            _ if depth == 0 => "0".into(),
            _ => {
                let side = |rng: &mut ChaCha8Rng| {
                    let count = rng.gen_range(0..=2);
                    (0..count)
                        .map(|_| expression(rng, depth - 1))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let bars = if rng.gen_bool(0.2) { "||" } else { "|" };
                format!("{{{}{bars}{}}}", side(rng), side(rng))
            }
        }
    };
    let mut text = term(rng);
    for _ in 0..rng.gen_range(0..3) {
        let sign = if rng.gen_bool(0.7) { " + " } else { " - " };
        text.push_str(sign);
        text.push_str(&term(rng));
    }
    text
}

/// Rows of `.` and `#` joined by `|`, up to `rows` by `cols`.
fn board(rng: &mut ChaCha8Rng, rows: usize, cols: usize) -> String {
    let (r, c) = (rng.gen_range(1..=rows), rng.gen_range(1..=cols));
    let filled = rng.gen_range(0.0..0.4);
    (0..r)
        .map(|_| {
            (0..c)
                .map(|_| if rng.gen_bool(filled) { '#' } else { '.' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|")
}

fn strip(rng: &mut ChaCha8Rng) -> String {
    letters(rng, "LR__", 1..=14)
}

fn letters(rng: &mut ChaCha8Rng, from: &str, length: std::ops::RangeInclusive<usize>) -> String {
    let from: Vec<char> = from.chars().collect();
    let length = rng.gen_range(length);
    (0..length)
        .map(|_| *from.choose(rng).expect("letters"))
        .collect()
}

/// A staircase (rows not growing), or a rectangle.
fn staircase(rng: &mut ChaCha8Rng) -> String {
    if rng.gen_bool(0.3) {
        return format!("{}x{}", rng.gen_range(1..=8), rng.gen_range(1..=8));
    }
    let mut rows: Vec<u32> = (0..rng.gen_range(1..=6))
        .map(|_| rng.gen_range(1..=9))
        .collect();
    rows.sort_unstable_by(|a, b| b.cmp(a));
    rows.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// An inline graph `N:U-V,…` of up to 14 vertices, or a named one.
fn graph(rng: &mut ChaCha8Rng) -> String {
    if rng.gen_bool(0.3) {
        let named = [
            format!("grid:{}x{}", rng.gen_range(1..=6), rng.gen_range(1..=6)),
            format!("path:{}", rng.gen_range(1..=40)),
            format!("cycle:{}", rng.gen_range(3..=40)),
            format!("complete:{}", rng.gen_range(1..=12)),
            format!("cube:{}", rng.gen_range(1..=5)),
            format!("gp:{},{}", rng.gen_range(3..=9), rng.gen_range(1..=3)),
        ];
        return named.choose(rng).expect("names").clone();
    }
    let n = rng.gen_range(1..=14);
    let edges: Vec<String> = (0..rng.gen_range(0..=2 * n))
        .map(|_| format!("{}-{}", rng.gen_range(1..=n), rng.gen_range(1..=n)))
        .collect();
    format!("{n}:{}", edges.join(","))
}

/// A directed graph `A>B,…` (with `:W` weights) on up to 10 vertices.
fn arrows(rng: &mut ChaCha8Rng, weighted: bool) -> String {
    let n = rng.gen_range(1..=10);
    let edges: Vec<String> = (0..rng.gen_range(1..=2 * n))
        .map(|_| {
            let (from, to) = (rng.gen_range(0..n), rng.gen_range(0..n));
            if weighted {
                format!("{from}>{to}:{}", rng.gen_range(0..=9))
            } else {
                format!("{from}>{to}")
            }
        })
        .collect();
    edges.join(",")
}

/// A game of `play` with a position of its kind and a few moves in its words.
fn play(rng: &mut ChaCha8Rng) -> (Vec<String>, String) {
    let (position, moves): (Vec<String>, &[&str]) = match rng.gen_range(0..9) {
        0 => (
            vec!["nim".into(), numbers(rng, 1..=4, 0..=12)],
            &["heap {} take {}"],
        ),
        1 => (
            vec![
                "octal".into(),
                octal_code(rng),
                "--heaps".into(),
                numbers(rng, 1..=3, 0..=15),
            ],
            &["heap {} take {}", "heap {} split {}+{}"],
        ),
        2 => (
            vec!["cram".into(), board(rng, 4, 5)],
            &["place {},{} across", "place {},{} down"],
        ),
        3 => (vec!["chomp".into(), staircase(rng)], &["take {},{}"]),
        4 => (vec!["nodekayles".into(), graph(rng)], &["take {}"]),
        5 => (
            vec!["domineering".into(), board(rng, 4, 4)],
            &["place {},{}"],
        ),
        6 => (
            vec!["toads".into(), letters(rng, "LR__", 1..=8)],
            &["move {}"],
        ),
        7 => (
            vec![
                "loopy".into(),
                arrows(rng, false),
                rng.gen_range(0..3).to_string(),
            ],
            &["to {}"],
        ),
        _ => (
            vec!["bluered".into(), letters(rng, "BR", 1..=8)],
            &["string {} cut {}"],
        ),
    };
    let mut args = vec!["play".to_owned()];
    args.extend(position);
    let mut stdin = String::new();
    for _ in 0..rng.gen_range(0..6) {
        let line = if rng.gen_bool(0.25) {
            (*["why", "hint", "undo"].choose(rng).expect("words")).to_owned()
        } else {
            let mut line = (*moves.choose(rng).expect("moves")).to_owned();
            while line.contains("{}") {
                line = line.replacen("{}", &rng.gen_range(1..=6).to_string(), 1);
            }
            line
        };
        stdin.push_str(&line);
        stdin.push('\n');
    }
    (args, stdin)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_family_comes_up_with_its_own_words() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let made: Vec<Generated> = (0..2000).map(|_| generate(&mut rng)).collect();
        for family in FAMILIES {
            let first = made
                .iter()
                .find(|g| g.family == *family)
                .unwrap_or_else(|| panic!("no {family}"));
            let expected = if *family == "play" { "play" } else { family };
            assert_eq!(first.args[0], expected);
        }
        let plays = made.iter().filter(|g| g.family == "play");
        assert!(plays.clone().any(|g| g.stdin.contains("take")));
        assert!(plays.clone().any(|g| g.args[1] == "cram"));
    }
}
