//! Large inputs built from the seeds, for the holes that small mutations cannot reach: many
//! tiny test cases up to the input cap (outputs much larger than the input, per-case costs),
//! the same cases with every line end turned into a space (rows and cases sharing one line),
//! one large case followed by many tiny ones (a container grown by the large case and paid for
//! by every later one), and counts past 2^64 (a message must name the same limit as for a
//! count just below).
//!
//! Test cases are put together by how each problem's input is laid out ([`layout`]); a problem
//! with one instance per input gets only the counts.

/// How the test cases of a problem's input follow each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The first token counts the test cases that follow the first line (the rest of the
    /// first line, such as bzoj3576's `F`, is kept from the first block).
    Counted,
    /// Test cases until a final `0`.
    Sentinel,
    /// Test cases until the end of the input.
    ToTheEnd,
    /// One instance per input: nothing to repeat.
    Single,
}

/// The layout of problem `id` (`Single` for a problem not listed).
pub fn layout(id: &str) -> Layout {
    match id {
        "bzoj1228" | "bzoj3576" | "bzoj4600" | "cf1310f" | "cf1704f" | "hdu3032" | "hdu3404"
        | "luogu4279" | "nim_product_64" | "poj1704" => Layout::Counted,
        "bzoj2463" | "hdu1536" | "hdu2516" => Layout::Sentinel,
        "hdu1524" | "hdu3595" | "luogu2252" | "poj3710" => Layout::ToTheEnd,
        _ => Layout::Single,
    }
}

/// The test cases of one input, ready to be repeated and joined with others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// How many test cases `body` holds (1 when the layout does not count them).
    pub cases: u64,
    /// The rest of the first line after the count (`Counted` only), with its line end.
    pub header_rest: Vec<u8>,
    /// The test cases, ending with a line end.
    pub body: Vec<u8>,
}

/// `input` taken apart as `layout` lays it out; `None` when it does not fit (a count that
/// is not a number, a missing final `0`, a single instance).
pub fn split(layout: Layout, input: &[u8]) -> Option<Block> {
    let text = std::str::from_utf8(input).ok()?;
    let mut body = match layout {
        Layout::Single => return None,
        Layout::Counted => {
            let (first, rest) = text.split_once('\n')?;
            let first = first.trim_start();
            let end = first.find(char::is_whitespace).unwrap_or(first.len());
            let cases: u64 = first[..end].parse().ok().filter(|&c| c > 0)?;
            let mut header_rest = first[end..].trim_end().as_bytes().to_vec();
            header_rest.push(b'\n');
            return Some(Block {
                cases,
                header_rest,
                body: with_line_end(rest.as_bytes().to_vec()),
            });
        }
        Layout::Sentinel => {
            let trimmed = text.trim_end();
            let last = trimmed.rfind(char::is_whitespace).map_or(0, |i| i + 1);
            if &trimmed[last..] != "0" || last == 0 {
                return None;
            }
            trimmed.as_bytes()[..last].to_vec()
        }
        Layout::ToTheEnd => text.as_bytes().to_vec(),
    };
    if body.iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    body = with_line_end(body);
    Some(Block {
        cases: 1,
        header_rest: Vec::new(),
        body,
    })
}

fn with_line_end(mut bytes: Vec<u8>) -> Vec<u8> {
    if bytes.last().is_some_and(|&b| b != b'\n') {
        bytes.push(b'\n');
    }
    bytes
}

/// One input made of `times` copies of each block, in order, laid out as `layout` says.
pub fn join(layout: Layout, blocks: &[(&Block, u64)]) -> Vec<u8> {
    let size: u64 = blocks
        .iter()
        .map(|(b, times)| b.body.len() as u64 * times)
        .sum();
    let mut out = Vec::with_capacity(size as usize + 64);
    if layout == Layout::Counted {
        let cases: u64 = blocks.iter().map(|(b, times)| b.cases * times).sum();
        out.extend_from_slice(cases.to_string().as_bytes());
        if let Some((first, _)) = blocks.first() {
            out.extend_from_slice(&first.header_rest);
        }
    }
    for (block, times) in blocks {
        for _ in 0..*times {
            out.extend_from_slice(&block.body);
        }
    }
    if layout == Layout::Sentinel {
        out.extend_from_slice(b"0\n");
    }
    out
}

/// How many copies of `block` make an input of about `bytes` bytes (at least 1).
pub fn copies_for(block: &Block, bytes: u64) -> u64 {
    (bytes / block.body.len().max(1) as u64).max(1)
}

/// `input` with every line end a space: rows, test cases, everything on one line.
pub fn on_one_line(input: &[u8]) -> Vec<u8> {
    input
        .iter()
        .map(|&b| if b == b'\n' || b == b'\r' { b' ' } else { b })
        .collect()
}

/// A count of 2^64, and one of 10^19, just below 2^64: a binary must refuse both naming the
/// same limit.
pub const PAST_U64: &str = "18446744073709551616";
pub const BELOW_U64: &str = "10000000000000000000";

/// The numeric tokens worth replacing by a huge count: the first six of the input and the
/// first of each of the first ten lines (headers and per-case counts), as token indices.
pub fn count_candidates(input: &[u8]) -> Vec<usize> {
    let tokens = super::mutate::tokens(input);
    let lines = super::mutate::lines(input);
    let numeric = |i: usize| {
        let (s, e) = tokens[i];
        input[s..e].iter().all(u8::is_ascii_digit)
    };
    let mut picked: Vec<usize> = (0..tokens.len().min(6)).collect();
    for &(start, _) in lines.iter().take(10) {
        let first = tokens.partition_point(|t| t.0 < start);
        if first < tokens.len() {
            picked.push(first);
        }
    }
    picked.sort_unstable();
    picked.dedup();
    picked.retain(|&i| numeric(i));
    picked
}

/// `input` with token `index` replaced by `with`.
pub fn replace_token(input: &[u8], index: usize, with: &str) -> Vec<u8> {
    let (start, end) = super::mutate::tokens(input)[index];
    [&input[..start], with.as_bytes(), &input[end..]].concat()
}

/// Whether two refusals of the same input, one with a count of 2^64 and one with 10^19 in the
/// same place, name different limits: both must say "too large", and once each number is
/// written as `N` they must read the same.
pub fn limits_differ(past: &str, below: &str) -> bool {
    past.contains("too large")
        && below.contains("too large")
        && past.replace(PAST_U64, "N") != below.replace(BELOW_U64, "N")
}

/// The largest limit a refusal names after "at most" (`10^7`, `2·10^5`, `2^20`, `1000`):
/// the cap to fill when an input of many test cases went past it. `None` when the message
/// names no number in those forms (`at most *1023`, `at most n − 1 = 4`).
pub fn limit_named(message: &str) -> Option<u64> {
    message
        .match_indices("at most ")
        .filter_map(|(at, phrase)| limit_at(&message[at + phrase.len()..]))
        .max()
}

/// The number `text` starts with, written `d`, `d^e` or `d·b^e`; `None` past 2^64 − 1.
fn limit_at(text: &str) -> Option<u64> {
    fn digits(text: &str) -> Option<(u64, &str)> {
        let end = text.bytes().take_while(u8::is_ascii_digit).count();
        Some((text[..end].parse().ok()?, &text[end..]))
    }
    fn power(base: u64, text: &str) -> Option<u64> {
        let (exponent, _) = digits(text.strip_prefix('^')?)?;
        base.checked_pow(u32::try_from(exponent).ok()?)
    }
    let (first, rest) = digits(text)?;
    if rest.starts_with('^') {
        return power(first, rest);
    }
    if let Some(rest) = rest.strip_prefix('·') {
        let (base, rest) = digits(rest)?;
        return first.checked_mul(power(base, rest)?);
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(
        "error: line 1: T 13107200 is too large (at most 10^7)",
        Some(10_000_000)
    )]
    #[case("error: line 1: t 40 is too large (at most 2·10^4)", Some(20_000))]
    #[case("error: line 1: n 9 is too large (at most 2^20 cells)", Some(1 << 20))]
    #[case("error: line 2: m 7 is too large (at most 2000)", Some(2000))]
    #[case(
        "error: line 9: test case 4: N 1 is too large (an input holds at most 10^7 pictures, \
         and the earlier test cases hold them all)",
        Some(10_000_000)
    )]
    #[case("error: line 1: t 2 is too large (at most 2^64 − 1)", None)]
    #[case(
        "error: line 1: x is too large (at most *1023, nimbers below 2^10)",
        None
    )]
    #[case("error: line 3: s 5 is too large (at most n − 1 = 4: the steps)", None)]
    #[case("error: line 1: expected n, found x", None)]
    fn the_limit_a_refusal_names(#[case] message: &str, #[case] limit: Option<u64>) {
        assert_eq!(limit_named(message), limit, "{message}");
    }

    #[test]
    fn blocks_split_and_join_by_layout() {
        let counted = split(Layout::Counted, b"2 7\n1\n1\n").unwrap();
        assert_eq!((counted.cases, &counted.header_rest[..]), (2, &b" 7\n"[..]));
        let tiny = split(Layout::Counted, b"1\n5").unwrap();
        assert_eq!(
            join(Layout::Counted, &[(&counted, 1), (&tiny, 3)]),
            b"5 7\n1\n1\n5\n5\n5\n"
        );
        let sentinel = split(Layout::Sentinel, b"2\n3\n0\n").unwrap();
        assert_eq!(
            join(Layout::Sentinel, &[(&sentinel, 2)]),
            b"2\n3\n2\n3\n0\n"
        );
        assert_eq!(split(Layout::Sentinel, b"2\n3\n"), None, "no final 0");
        assert_eq!(split(Layout::Sentinel, b"0\n"), None, "no test case");
        let to_the_end = split(Layout::ToTheEnd, b"1 2").unwrap();
        assert_eq!(join(Layout::ToTheEnd, &[(&to_the_end, 2)]), b"1 2\n1 2\n");
        assert_eq!(split(Layout::Single, b"1 2\n"), None);
        assert_eq!(split(Layout::Counted, b"x\n1\n"), None);
        assert_eq!(copies_for(&to_the_end, 40), 10);
    }

    #[test]
    fn counts_and_their_limits() {
        assert_eq!(on_one_line(b"1\r\n2\n3"), b"1  2 3");
        let input = b"2\n3 x\n4 5\n";
        assert_eq!(count_candidates(input), vec![0, 1, 3, 4]);
        assert_eq!(
            replace_token(input, 3, PAST_U64),
            b"2\n3 x\n18446744073709551616 5\n"
        );
        assert!(limits_differ(
            "error: line 1: t 18446744073709551616 is too large (at most 2^64 − 1)",
            "error: line 1: t 10000000000000000000 is too large (at most 2·10^4)"
        ));
        assert!(!limits_differ(
            "error: line 1: t 18446744073709551616 is too large (at most 2·10^4)",
            "error: line 1: t 10000000000000000000 is too large (at most 2·10^4)"
        ));
        // 10^19 may be a value the binary accepts, or refuses for another reason.
        assert!(!limits_differ(
            "error: line 1: x 18446744073709551616 is too large (at most 2^64 − 1)",
            "error: line 2: expected y, found the end of the input"
        ));
    }
}
