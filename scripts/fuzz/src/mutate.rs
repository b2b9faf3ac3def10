//! Seeded mutations of an input: each one is a value that says what it does (for the report)
//! and applies itself to bytes, so a failing case can be described and replayed.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// Numbers that sit on a type's or a limit's edge, as tokens.
const EDGE_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "1000000000000000000",
    "123456789012345678901",
    "-9223372036854775809",
    "+1",
    "007",
    "1e5",
    "1.0",
];

/// Bytes and characters the contract has an answer for: a byte-order mark, NUL, vertical tab,
/// form feed, a lone CR, a tab, full-width digits and an ideographic space.
const INSERTS: &[(&str, &[u8])] = &[
    ("a BOM", b"\xef\xbb\xbf"),
    ("a NUL", b"\0"),
    ("a VT", b"\x0b"),
    ("a FF", b"\x0c"),
    ("a CR", b"\r"),
    ("a tab", b"\t"),
    ("a full-width 1", "\u{ff11}".as_bytes()),
    ("full-width 12", "\u{ff11}\u{ff12}".as_bytes()),
    ("an ideographic space", "\u{3000}".as_bytes()),
    ("a 0xff byte", b"\xff"),
];

/// One edit of an input. Indices refer to the input as it is when the edit is applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mutation {
    FlipBit {
        at: usize,
        bit: u8,
    },
    SetByte {
        at: usize,
        byte: u8,
    },
    DeleteToken {
        index: usize,
    },
    DuplicateToken {
        index: usize,
    },
    SwapTokens {
        first: usize,
        second: usize,
    },
    DeleteLine {
        index: usize,
    },
    DuplicateLine {
        index: usize,
    },
    SwapLines {
        first: usize,
        second: usize,
    },
    /// Replaces a token (a number, when there is one) by `with`.
    ReplaceToken {
        index: usize,
        with: String,
    },
    /// Multiplies a count by `factor`: a header that promises more than the input holds.
    ScaleCount {
        index: usize,
        factor: u64,
    },
    Insert {
        at: usize,
        what: usize,
    },
    Truncate {
        at: usize,
    },
    /// Appends seed `seed` of the corpus.
    Append {
        seed: usize,
    },
}

/// Byte ranges `[start, end)` of the whitespace-separated tokens of `input`.
pub fn tokens(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < input.len() {
        if input[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !input[i].is_ascii_whitespace() {
            i += 1;
        }
        spans.push((start, i));
    }
    spans
}

/// Byte ranges of the lines of `input`, each with its `\n`.
pub fn lines(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, &b) in input.iter().enumerate() {
        if b == b'\n' {
            spans.push((start, i + 1));
            start = i + 1;
        }
    }
    if start < input.len() {
        spans.push((start, input.len()));
    }
    spans
}

fn is_number(token: &[u8]) -> bool {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    !digits.is_empty() && digits.len() <= 30 && digits.iter().all(u8::is_ascii_digit)
}

fn splice(input: &[u8], range: (usize, usize), with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len() + with.len());
    out.extend_from_slice(&input[..range.0]);
    out.extend_from_slice(with);
    out.extend_from_slice(&input[range.1..]);
    out
}

/// `input` with the spans `a` and `b` (disjoint, `a` first) exchanged.
fn swap_spans(input: &[u8], a: (usize, usize), b: (usize, usize)) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len());
    out.extend_from_slice(&input[..a.0]);
    out.extend_from_slice(&input[b.0..b.1]);
    out.extend_from_slice(&input[a.1..b.0]);
    out.extend_from_slice(&input[a.0..a.1]);
    out.extend_from_slice(&input[b.1..]);
    out
}

fn ordered(first: usize, second: usize) -> (usize, usize) {
    (first.min(second), first.max(second))
}

impl Mutation {
    /// A random mutation that fits `input`; `seeds` is the size of the corpus.
    pub fn pick(rng: &mut ChaCha8Rng, input: &[u8], seeds: usize) -> Mutation {
        let toks = tokens(input);
        let line_spans = lines(input);
        let numbers: Vec<usize> = (0..toks.len())
            .filter(|&i| is_number(&input[toks[i].0..toks[i].1]))
            .collect();
        loop {
            // Weights: numbers and counts first (most bounds checks hang on them), then
            // structure (tokens, lines), then raw bytes.
            let kind = rng.gen_range(0..100);
            let pick = match kind {
                0..=7 if !input.is_empty() => Mutation::FlipBit {
                    at: rng.gen_range(0..input.len()),
                    bit: rng.gen_range(0..8),
                },
                8..=11 if !input.is_empty() => Mutation::SetByte {
                    at: rng.gen_range(0..input.len()),
                    byte: *b"0123456789 \n-\t\xff\x80x".choose(rng).expect("not empty"),
                },
                12..=18 if !toks.is_empty() => Mutation::DeleteToken {
                    index: rng.gen_range(0..toks.len()),
                },
                19..=23 if !toks.is_empty() => Mutation::DuplicateToken {
                    index: rng.gen_range(0..toks.len()),
                },
                24..=28 if toks.len() >= 2 => {
                    let (first, second) =
                        ordered(rng.gen_range(0..toks.len()), rng.gen_range(0..toks.len()));
                    if first == second {
                        continue;
                    }
                    Mutation::SwapTokens { first, second }
                }
                29..=33 if !line_spans.is_empty() => Mutation::DeleteLine {
                    index: rng.gen_range(0..line_spans.len()),
                },
                34..=38 if !line_spans.is_empty() => Mutation::DuplicateLine {
                    index: rng.gen_range(0..line_spans.len()),
                },
                39..=42 if line_spans.len() >= 2 => {
                    let (first, second) = ordered(
                        rng.gen_range(0..line_spans.len()),
                        rng.gen_range(0..line_spans.len()),
                    );
                    if first == second {
                        continue;
                    }
                    Mutation::SwapLines { first, second }
                }
                43..=62 if !toks.is_empty() => {
                    let index = if numbers.is_empty() {
                        rng.gen_range(0..toks.len())
                    } else {
                        *numbers.choose(rng).expect("not empty")
                    };
                    let old = &input[toks[index].0..toks[index].1];
                    Mutation::ReplaceToken {
                        index,
                        with: replacement(rng, old),
                    }
                }
                63..=74 if !numbers.is_empty() => Mutation::ScaleCount {
                    index: count_token(rng, &numbers, &toks, &line_spans),
                    factor: *[10, 1000, 1_000_000].choose(rng).expect("not empty"),
                },
                75..=84 => Mutation::Insert {
                    // Half at the very start, where a BOM belongs.
                    at: if rng.gen_bool(0.5) {
                        0
                    } else {
                        rng.gen_range(0..=input.len())
                    },
                    what: rng.gen_range(0..INSERTS.len()),
                },
                85..=92 if !input.is_empty() => Mutation::Truncate {
                    at: rng.gen_range(0..input.len()),
                },
                93..=99 if seeds > 0 => Mutation::Append {
                    seed: rng.gen_range(0..seeds),
                },
                _ => continue,
            };
            return pick;
        }
    }

    /// `input` with this mutation applied; `corpus` is what [`Mutation::Append`] refers to.
    pub fn apply(&self, input: &[u8], corpus: &[Vec<u8>]) -> Vec<u8> {
        let token = |i: usize| tokens(input)[i];
        let line = |i: usize| lines(input)[i];
        match *self {
            Mutation::FlipBit { at, bit } => {
                let mut out = input.to_vec();
                out[at] ^= 1 << bit;
                out
            }
            Mutation::SetByte { at, byte } => {
                let mut out = input.to_vec();
                out[at] = byte;
                out
            }
            Mutation::DeleteToken { index } => splice(input, token(index), b""),
            Mutation::DuplicateToken { index } => {
                let (start, end) = token(index);
                let mut copy = input[start..end].to_vec();
                copy.push(b' ');
                splice(input, (start, start), &copy)
            }
            Mutation::SwapTokens { first, second } => {
                swap_spans(input, token(first), token(second))
            }
            Mutation::DeleteLine { index } => splice(input, line(index), b""),
            Mutation::DuplicateLine { index } => {
                let (start, end) = line(index);
                let mut copy = input[start..end].to_vec();
                if copy.last() != Some(&b'\n') {
                    copy.push(b'\n');
                }
                splice(input, (start, start), &copy)
            }
            Mutation::SwapLines { first, second } => {
                let (a, mut b) = (line(first), line(second));
                // The last line may lack its `\n`; moving it up must not glue it to the next.
                let mut input = input.to_vec();
                if input[b.1 - 1] != b'\n' {
                    input.push(b'\n');
                    b.1 += 1;
                }
                swap_spans(&input, a, b)
            }
            Mutation::ReplaceToken { index, ref with } => {
                splice(input, token(index), with.as_bytes())
            }
            Mutation::ScaleCount { index, factor } => {
                let span = token(index);
                splice(
                    input,
                    span,
                    scaled(&input[span.0..span.1], factor).as_bytes(),
                )
            }
            Mutation::Insert { at, what } => splice(input, (at, at), INSERTS[what].1),
            Mutation::Truncate { at } => input[..at].to_vec(),
            Mutation::Append { seed } => [input, &corpus[seed]].concat(),
        }
    }

    /// What this mutation does to `input` (before it is applied), for the report.
    pub fn describe<'a>(&'a self, input: &'a [u8], names: &'a [String]) -> Described<'a> {
        Described {
            mutation: self,
            input,
            names,
        }
    }
}

/// A number to put in place of the token `old`: an edge value, a small one, or `old` ± 1.
fn replacement(rng: &mut ChaCha8Rng, old: &[u8]) -> String {
    match rng.gen_range(0..4) {
        0 | 1 => (*EDGE_NUMBERS.choose(rng).expect("not empty")).to_owned(),
        2 => rng.gen_range(0..=20).to_string(),
        _ => {
            let value: i128 = std::str::from_utf8(old)
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            (value + if rng.gen_bool(0.5) { 1 } else { -1 }).to_string()
        }
    }
}

/// A count to inflate: the first numbers of the input (headers) half the time, the first
/// number of a line (a per-line count) a quarter of the time, any number otherwise.
fn count_token(
    rng: &mut ChaCha8Rng,
    numbers: &[usize],
    toks: &[(usize, usize)],
    line_spans: &[(usize, usize)],
) -> usize {
    match rng.gen_range(0..4) {
        0 | 1 => numbers[rng.gen_range(0..numbers.len().min(4))],
        2 => {
            let (start, _) = line_spans[rng.gen_range(0..line_spans.len())];
            let first_on_or_after = toks.partition_point(|t| t.0 < start);
            numbers
                .iter()
                .copied()
                .find(|&n| n >= first_on_or_after)
                .unwrap_or(numbers[0])
        }
        _ => *numbers.choose(rng).expect("not empty"),
    }
}

/// The number `token` times `factor` (at least `factor`, so a 0 becomes a count too).
fn scaled(token: &[u8], factor: u64) -> String {
    let value: i128 = std::str::from_utf8(token)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let value = if value == 0 { 1 } else { value };
    value.saturating_mul(i128::from(factor)).to_string()
}

/// A mutation with the input it applies to, shown as words.
pub struct Described<'a> {
    mutation: &'a Mutation,
    input: &'a [u8],
    names: &'a [String],
}

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = self.input;
        let token = |i: usize| {
            let (s, e) = tokens(input)[i];
            shown(&input[s..e])
        };
        match *self.mutation {
            Mutation::FlipBit { at, bit } => write!(f, "flip bit {bit} of byte {at}"),
            Mutation::SetByte { at, byte } => write!(f, "set byte {at} to 0x{byte:02x}"),
            Mutation::DeleteToken { index } => write!(f, "delete token {index} {}", token(index)),
            Mutation::DuplicateToken { index } => {
                write!(f, "duplicate token {index} {}", token(index))
            }
            Mutation::SwapTokens { first, second } => write!(
                f,
                "swap tokens {first} {} and {second} {}",
                token(first),
                token(second)
            ),
            Mutation::DeleteLine { index } => write!(f, "delete line {}", index + 1),
            Mutation::DuplicateLine { index } => write!(f, "duplicate line {}", index + 1),
            Mutation::SwapLines { first, second } => {
                write!(f, "swap lines {} and {}", first + 1, second + 1)
            }
            Mutation::ReplaceToken { index, ref with } => {
                write!(f, "replace token {index} {} by {with}", token(index))
            }
            Mutation::ScaleCount { index, factor } => {
                let (s, e) = tokens(input)[index];
                write!(
                    f,
                    "scale token {index} {} ×{factor} to {}",
                    token(index),
                    scaled(&input[s..e], factor)
                )
            }
            Mutation::Insert { at, what } => write!(f, "insert {} at byte {at}", INSERTS[what].0),
            Mutation::Truncate { at } => write!(f, "truncate at byte {at} of {}", input.len()),
            Mutation::Append { seed } => write!(f, "append {}", self.names[seed]),
        }
    }
}

/// A token for the report: quoted, escaped, cut short.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let cut = if token.len() > 24 { "…" } else { "" };
    let quoted = super::check::clip(&text);
    format!("{}{cut}\"", &quoted[..quoted.len() - 1])
}

/// The random source of case `case` of problem `id`: its own ChaCha8 stream, so any case can
/// be regenerated alone from the seed.
pub fn case_rng(seed: u64, id: &str, case: u64) -> ChaCha8Rng {
    // FNV-1a of the id keeps different problems on different keys for the same seed.
    let mut key = 0xcbf2_9ce4_8422_2325_u64;
    for &b in id.as_bytes() {
        key = (key ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ key);
    rng.set_stream(case);
    rng
}

/// One mutated input: the seed it starts from, the mutations (with their descriptions) and
/// the bytes.
pub struct Case {
    pub seed: usize,
    pub steps: Vec<String>,
    pub input: Vec<u8>,
}

/// Case `case` of problem `id`: a seed of `corpus`, then one to three mutations (one half of
/// the time, two 30 %, three 20 %).
pub fn make_case(seed: u64, id: &str, case: u64, corpus: &[Vec<u8>], names: &[String]) -> Case {
    let mut rng = case_rng(seed, id, case);
    let start = rng.gen_range(0..corpus.len());
    let count = match rng.gen_range(0..10) {
        0..=4 => 1,
        5..=7 => 2,
        _ => 3,
    };
    let mut input = corpus[start].clone();
    let mut steps = Vec::with_capacity(count);
    for _ in 0..count {
        let mutation = Mutation::pick(&mut rng, &input, corpus.len());
        steps.push(mutation.describe(&input, names).to_string());
        input = mutation.apply(&input, corpus);
    }
    Case {
        seed: start,
        steps,
        input,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(m: &Mutation, input: &str) -> String {
        let corpus = vec![b"7 8\n".to_vec()];
        String::from_utf8(m.apply(input.as_bytes(), &corpus)).unwrap()
    }

    #[test]
    fn tokens_and_lines_cover_what_they_say() {
        let input = b" 3 4\r\n\n5\t6";
        assert_eq!(tokens(input), [(1, 2), (3, 4), (7, 8), (9, 10)]);
        assert_eq!(lines(input), [(0, 6), (6, 7), (7, 10)]);
        assert!(tokens(b"").is_empty() && lines(b"").is_empty());
    }

    #[test]
    fn each_mutation_edits_what_it_describes() {
        use Mutation::*;
        let input = "3 2\n10 20\n30";
        let cases: Vec<(Mutation, &str, &str)> = vec![
            (
                FlipBit { at: 0, bit: 0 },
                "2 2\n10 20\n30",
                "flip bit 0 of byte 0",
            ),
            (
                SetByte { at: 2, byte: b'x' },
                "3 x\n10 20\n30",
                "set byte 2 to 0x78",
            ),
            (
                DeleteToken { index: 2 },
                "3 2\n 20\n30",
                "delete token 2 \"10\"",
            ),
            (
                DuplicateToken { index: 1 },
                "3 2 2\n10 20\n30",
                "duplicate token 1 \"2\"",
            ),
            (
                SwapTokens {
                    first: 0,
                    second: 3,
                },
                "20 2\n10 3\n30",
                "swap tokens 0 \"3\" and 3 \"20\"",
            ),
            (DeleteLine { index: 1 }, "3 2\n30", "delete line 2"),
            (
                DuplicateLine { index: 2 },
                "3 2\n10 20\n30\n30",
                "duplicate line 3",
            ),
            (
                SwapLines {
                    first: 0,
                    second: 2,
                },
                "30\n10 20\n3 2\n",
                "swap lines 1 and 3",
            ),
            (
                ReplaceToken {
                    index: 4,
                    with: "18446744073709551616".into(),
                },
                "3 2\n10 20\n18446744073709551616",
                "replace token 4 \"30\" by 18446744073709551616",
            ),
            (
                ScaleCount {
                    index: 0,
                    factor: 1000,
                },
                "3000 2\n10 20\n30",
                "scale token 0 \"3\" ×1000 to 3000",
            ),
            (
                Insert { at: 0, what: 0 },
                "\u{feff}3 2\n10 20\n30",
                "insert a BOM at byte 0",
            ),
            (Truncate { at: 5 }, "3 2\n1", "truncate at byte 5 of 12"),
            (Append { seed: 0 }, "3 2\n10 20\n307 8\n", "append seed.in"),
        ];
        let names = vec!["seed.in".to_owned()];
        for (mutation, expected, words) in cases {
            assert_eq!(apply(&mutation, input), expected, "{mutation:?}");
            assert_eq!(
                mutation.describe(input.as_bytes(), &names).to_string(),
                words
            );
        }
        let zero = ScaleCount {
            index: 0,
            factor: 10,
        };
        assert_eq!(apply(&zero, "0 5"), "10 5", "a zero count becomes one too");
    }

    #[test]
    fn cases_are_reproducible_and_differ_between_cases_and_problems() {
        let corpus = vec![
            b"4 3\n1 2\n2 3\n3 4\n".to_vec(),
            b"2\n5 5\n".to_vec(),
            Vec::new(),
        ];
        let names: Vec<String> = (0..3).map(|i| format!("s{i}")).collect();
        let mut distinct = std::collections::HashSet::new();
        for case in 0..200 {
            let a = make_case(7, "p", case, &corpus, &names);
            let b = make_case(7, "p", case, &corpus, &names);
            assert_eq!((&a.input, &a.steps), (&b.input, &b.steps), "case {case}");
            assert!((1..=3).contains(&a.steps.len()));
            distinct.insert(a.input);
        }
        assert!(
            distinct.len() > 150,
            "only {} distinct inputs",
            distinct.len()
        );
        let other = make_case(7, "q", 0, &corpus, &names);
        let same = make_case(7, "p", 0, &corpus, &names);
        let reseeded = make_case(8, "p", 0, &corpus, &names);
        assert!(other.steps != same.steps || other.input != same.input);
        assert!(reseeded.steps != same.steps || reseeded.input != same.input);
    }

    #[test]
    fn every_kind_of_mutation_is_drawn() {
        let input = b"3 2\n10 20\n30\n";
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..2000 {
            let m = Mutation::pick(&mut rng, input, 1);
            kinds.insert(std::mem::discriminant(&m));
            // Applying never goes out of bounds.
            let _ = m.apply(input, &[input.to_vec()]);
        }
        assert_eq!(kinds.len(), 13);
    }
}
