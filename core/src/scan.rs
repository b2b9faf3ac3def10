//! A one-pass token scanner over the whole input, with errors that say what and where.

pub use super::error::Error;
use std::fmt;
use std::ops::RangeInclusive;

/// A value that can be read from one whitespace-free token.
pub trait FromToken: Sized {
    /// How the value is described in an error, e.g. "a non-negative integer".
    const KIND: &'static str;
    /// Parses the whole token, or `None` if it is not a valid value of the type.
    fn from_token(token: &[u8]) -> Option<Self>;
}

macro_rules! impl_from_token_unsigned {
    ($($t:ty),*) => {$(
        impl $crate::scan::FromToken for $t {
            const KIND: &'static str = "a non-negative integer";
            #[inline]
            fn from_token(token: &[u8]) -> Option<Self> {
                if token.is_empty() {
                    return None;
                }
                if token.len() <= 19 {
                    // At most 19 digits cannot overflow u64, so no per-digit check is needed;
                    // the narrowing at the end catches values too large for the type.
                    let mut value: u64 = 0;
                    for &b in token {
                        let digit = b.wrapping_sub(b'0');
                        if digit > 9 {
                            return None;
                        }
                        value = value * 10 + u64::from(digit);
                    }
                    return <$t as ::std::convert::TryFrom<u64>>::try_from(value).ok();
                }
                let mut value: $t = 0;
                for &b in token {
                    let digit = b.wrapping_sub(b'0');
                    if digit > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?.checked_add(digit as $t)?;
                }
                Some(value)
            }
        }
    )*};
}

macro_rules! impl_from_token_signed {
    ($($t:ty),*) => {$(
        impl $crate::scan::FromToken for $t {
            const KIND: &'static str = "an integer";
            #[inline]
            fn from_token(token: &[u8]) -> Option<Self> {
                let (negative, digits) = match token.split_first() {
                    Some((b'-', rest)) => (true, rest),
                    _ => (false, token),
                };
                if digits.is_empty() {
                    return None;
                }
                let mut value: $t = 0;
                for &b in digits {
                    let digit = b.wrapping_sub(b'0');
                    if digit > 9 {
                        return None;
                    }
                    // Accumulate towards the sign so that the minimum value parses too.
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(digit as $t)?
                    } else {
                        value.checked_add(digit as $t)?
                    };
                }
                Some(value)
            }
        }
    )*};
}

impl_from_token_unsigned!(u8, u16, u32, u64, usize);
impl_from_token_signed!(i32, i64);

/// Reads whitespace-separated tokens from a byte slice in one pass. Spaces, tabs, CR, LF and
/// form feeds separate tokens, so CRLF files, trailing spaces and blank lines read like clean
/// ones; any other byte, control bytes included, belongs to a token.
///
/// Line numbers are only needed for messages, so they are counted lazily, when an error or
/// [`Scanner::line`] asks, and never in the token loop.
///
/// # Example
/// ```
/// use gamecore::scan::Scanner;
/// let mut sc = Scanner::new(b"3 7\r\n\r\nXO. \n");
/// let n: usize = sc.next("N").unwrap();
/// let m: u32 = sc.next_in("M", 1..=10).unwrap();
/// assert_eq!((n, m), (3, 7));
/// assert_eq!(sc.token("row 1").unwrap(), b"XO.");
/// assert!(sc.finish().is_ok());
/// let err = sc.next::<u32>("K").unwrap_err();
/// assert_eq!(err.to_string(), "line 4: expected K, found the end of the input");
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
    /// Where the last token returned began (for messages about its value).
    token_start: usize,
    /// Newlines in `input[..counted_to]`: the line cache, advanced only on demand.
    counted_to: usize,
    newlines_before: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Self {
            input,
            pos: 0,
            token_start: 0,
            counted_to: 0,
            newlines_before: 0,
        }
    }

    #[inline]
    fn skip_whitespace(&mut self) {
        while self.pos < self.input.len() && self.input[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The 1-based line holding byte `pos`. Callers ask in increasing order, so the cache makes
    /// all calls together O(input length).
    fn line_at(&mut self, pos: usize) -> usize {
        if pos < self.counted_to {
            self.counted_to = 0;
            self.newlines_before = 0;
        }
        // Byte-wide sums over chunks short enough not to overflow vectorise well; a plain
        // filter-and-count does not.
        self.newlines_before += self.input[self.counted_to..pos]
            .chunks(255)
            .map(|chunk| {
                chunk
                    .iter()
                    .fold(0u8, |count, &b| count + u8::from(b == b'\n')) as usize
            })
            .sum::<usize>();
        self.counted_to = pos;
        self.newlines_before + 1
    }

    /// The 1-based line of the last token returned.
    pub fn token_line(&mut self) -> usize {
        self.line_at(self.token_start)
    }

    /// The 1-based line and column of the last token returned; the column counts characters
    /// (not bytes) from the start of its line.
    pub fn token_position(&mut self) -> (usize, usize) {
        let start = self.token_start;
        let line_start = self.input[..start]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        // Every byte that does not continue a UTF-8 sequence starts a character.
        let column = self.input[line_start..start]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        (self.line_at(start), column + 1)
    }

    /// Whether another token follows the last one on the same line (for hints such as "a row
    /// is written without spaces").
    pub fn token_follows_on_same_line(&self) -> bool {
        self.input[self.pos..]
            .iter()
            .take_while(|&&b| b != b'\n')
            .any(|b| !b.is_ascii_whitespace())
    }

    /// The 1-based line of the next token (or of the end of the input).
    pub fn line(&mut self) -> usize {
        self.skip_whitespace();
        self.line_at(self.pos)
    }

    /// Whether only whitespace remains.
    pub fn is_at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.pos == self.input.len()
    }

    /// The next token; `what` names it in the error if the input has ended.
    ///
    /// # Errors
    /// `line L: expected {what}, found the end of the input`.
    ///
    /// # Complexity
    /// O(length of the token and the whitespace before it).
    #[inline]
    pub fn token(&mut self, what: &str) -> Result<&'a [u8], Error> {
        // Locals rather than fields keep the position in a register through both loops.
        let input = self.input;
        let mut pos = self.pos;
        while pos < input.len() && input[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        loop {
            // Printable bytes are the common case: one comparison each.
            while pos < input.len() && input[pos] > b' ' {
                pos += 1;
            }
            // A control byte that is not whitespace belongs to the token (and makes it invalid).
            match input.get(pos) {
                Some(b) if !b.is_ascii_whitespace() => pos += 1,
                _ => break,
            }
        }
        self.pos = pos;
        if start == pos {
            let line = self.line_at(start);
            return Err(Error::at_line(
                line,
                format!("expected {what}, found the end of the input"),
            ));
        }
        self.token_start = start;
        Ok(&input[start..pos])
    }

    /// The next token parsed as a `T`.
    ///
    /// # Errors
    /// At the end of the input, or `line L: expected {what} (a non-negative integer), found "x"`.
    #[inline]
    pub fn next<T: FromToken>(&mut self, what: &str) -> Result<T, Error> {
        let token = self.token(what)?;
        match T::from_token(token) {
            Some(value) => Ok(value),
            None => Err(Error::at_line(
                self.line_at(self.token_start),
                format!("expected {what} ({}), found \"{}\"", T::KIND, shown(token)),
            )),
        }
    }

    /// The next token parsed as a `T` and checked against `range`.
    ///
    /// # Errors
    /// As [`Scanner::next`], or `line L: {what} {value} is out of range {lo}..={hi}`.
    #[inline]
    pub fn next_in<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, Error>
    where
        T: FromToken + PartialOrd + fmt::Display,
    {
        let value: T = self.next(what)?;
        if range.contains(&value) {
            Ok(value)
        } else {
            Err(Error::at_line(
                self.line_at(self.token_start),
                format!(
                    "{what} {value} is out of range {}..={}",
                    range.start(),
                    range.end()
                ),
            ))
        }
    }

    /// Reads `count` tokens that are each `0` or `1` (coin faces, bit strings written with
    /// spaces) and hands them to `each` in order, as `each(index, is_one)`.
    ///
    /// Equivalent to `count` calls of `next_in::<u8>(what, 0..=1)` — the same values (a token
    /// such as `01` still reads as 1), the same errors — but a one-byte token costs a couple of
    /// comparisons instead of a general token split and parse.
    ///
    /// # Errors
    /// As [`Scanner::next_in`] for the first token that is not 0 or 1, or the end of the input;
    /// `each` has then been called for the tokens before it.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"1 0\r\n1 1 2");
    /// let mut ones = Vec::new();
    /// sc.for_each_bit(4, "coin", |i, one| if one { ones.push(i) }).unwrap();
    /// assert_eq!(ones, vec![0, 2, 3]);
    /// let err = sc.for_each_bit(1, "coin", |_, _| {}).unwrap_err();
    /// assert_eq!(err.to_string(), "line 2: coin 2 is out of range 0..=1");
    /// ```
    ///
    /// # Complexity
    /// O(count + bytes read).
    pub fn for_each_bit<F>(&mut self, count: usize, what: &str, mut each: F) -> Result<(), Error>
    where
        F: FnMut(usize, bool),
    {
        let input = self.input;
        let mut pos = self.pos;
        for index in 0..count {
            while pos < input.len() && input[pos].is_ascii_whitespace() {
                pos += 1;
            }
            // b'0' | 1 == b'1': one test for both digits, no branch on which one it is.
            let fast = pos < input.len()
                && input[pos] | 1 == b'1'
                && input.get(pos + 1).map_or(true, u8::is_ascii_whitespace);
            if fast {
                each(index, input[pos] == b'1');
                // The byte after the digit is known to be whitespace (or the end): skip it too.
                pos = (pos + 2).min(input.len());
            } else {
                self.pos = pos;
                let value: u8 = self.next_in(what, 0..=1)?;
                each(index, value == 1);
                pos = self.pos;
            }
        }
        self.pos = pos;
        Ok(())
    }

    /// Succeeds when only whitespace remains; for inputs whose length the header fixes, a
    /// token past the end means the header and the data disagree.
    ///
    /// # Errors
    /// `line L: unexpected "x" after the end of the input`.
    pub fn finish(&mut self) -> Result<(), Error> {
        if self.is_at_end() {
            return Ok(());
        }
        let line = self.line_at(self.pos);
        let token = self.token("")?;
        Err(Error::at_line(
            line,
            format!("unexpected \"{}\" after the end of the input", shown(token)),
        ))
    }
}

/// A token as text for an error message, cut short if long.
fn shown(token: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(&token[..token.len().min(LIMIT)]).into_owned();
    if token.len() > LIMIT {
        text + "…"
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::{Error, FromToken, Scanner};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    #[rstest]
    #[case(b"0", Some(0))]
    #[case(b"4294967295", Some(u32::MAX))]
    #[case(b"4294967296", None)]
    #[case(b"-1", None)]
    #[case(b"+1", None)]
    #[case(b"1a", None)]
    #[case(b"007", Some(7))]
    #[case(b"0000000000000000000000000000042", Some(42))]
    #[case(b"00000000000000000004294967295", Some(u32::MAX))]
    fn parses_u32(#[case] token: &[u8], #[case] expected: Option<u32>) {
        assert_eq!(u32::from_token(token), expected);
    }

    #[rstest]
    #[case(b"9999999999999999999", Some(9_999_999_999_999_999_999))]
    #[case(b"18446744073709551615", Some(u64::MAX))]
    #[case(b"18446744073709551616", None)]
    #[case(b"99999999999999999999", None)]
    #[case(b"1844674407370955161x", None)]
    fn parses_u64(#[case] token: &[u8], #[case] expected: Option<u64>) {
        assert_eq!(u64::from_token(token), expected);
    }

    #[rstest]
    #[case(b"-9223372036854775808", Some(i64::MIN))]
    #[case(b"9223372036854775807", Some(i64::MAX))]
    #[case(b"9223372036854775808", None)]
    #[case(b"-", None)]
    #[case(b"--1", None)]
    #[case(b"-0", Some(0))]
    fn parses_i64(#[case] token: &[u8], #[case] expected: Option<i64>) {
        assert_eq!(i64::from_token(token), expected);
    }

    #[test]
    fn compare_with_std_parse() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // Includes a control byte (0x01) that is not whitespace and so belongs to a token.
        let alphabet = b"0123456789-+ a\t\r\n\x01";
        for _ in 0..500 {
            let len = rng.gen_range(0..=24);
            let text: Vec<u8> = (0..len)
                .map(|_| alphabet[rng.gen_range(0..alphabet.len())])
                .collect();
            let s = String::from_utf8(text.clone()).unwrap();
            // The line of each token, counted the slow way: newlines before its first byte.
            let mut expected = Vec::new();
            let mut offset = 0;
            for word in s.split_ascii_whitespace() {
                let start = offset + s[offset..].find(word).unwrap();
                expected.push((word, 1 + s[..start].matches('\n').count()));
                offset = start + word.len();
            }
            let mut sc = Scanner::new(&text);
            for (i, &(word, line)) in expected.iter().enumerate() {
                assert_eq!(sc.line(), line, "line of token {i} of {s:?}");
                let mut peek = sc.clone();
                assert_eq!(peek.token("t").unwrap(), word.as_bytes(), "{s:?}");
                let std_value = word.parse::<i64>().ok().filter(|_| !word.starts_with('+'));
                match sc.next::<i64>("t") {
                    Ok(value) => assert_eq!(Some(value), std_value, "token {i} of {s:?}"),
                    Err(e) => {
                        assert_eq!(std_value, None, "token {i} of {s:?}");
                        assert_eq!(e.line(), Some(line), "error line of token {i} of {s:?}");
                    }
                }
            }
            assert!(sc.is_at_end(), "{s:?}");
            let end_line = 1 + s.matches('\n').count();
            assert_eq!(sc.line(), end_line, "{s:?}");
        }
    }

    #[test]
    fn for_each_bit_compare_with_next_in() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let tokens: [&[u8]; 8] = [b"0", b"1", b"01", b"00", b"2", b"x", b"10", b"1\x01"];
        let gaps: [&[u8]; 4] = [b" ", b"\r\n", b"\n\n ", b"\t"];
        for _ in 0..400 {
            let mut text = Vec::new();
            for _ in 0..rng.gen_range(0..=12) {
                // Mostly plain bits, so that runs of valid tokens are long.
                let token = if rng.gen_bool(0.8) {
                    tokens[rng.gen_range(0..2)]
                } else {
                    tokens[rng.gen_range(0..tokens.len())]
                };
                text.extend_from_slice(gaps[rng.gen_range(0..gaps.len())]);
                text.extend_from_slice(token);
            }
            let count = rng.gen_range(0..=14);
            let mut slow = Scanner::new(&text);
            let mut expected = Vec::new();
            let expected_end = (0..count).try_for_each(|_| {
                slow.next_in::<u8>("bit", 0..=1)
                    .map(|v| expected.push(v == 1))
            });
            let mut fast = Scanner::new(&text);
            let mut got = Vec::new();
            let got_end = fast.for_each_bit(count, "bit", |i, one| {
                assert_eq!(i, got.len());
                got.push(one);
            });
            let shown = String::from_utf8_lossy(&text);
            assert_eq!(got, expected, "{shown:?}, count {count}");
            assert_eq!(got_end, expected_end, "{shown:?}, count {count}");
            if got_end.is_ok() {
                assert_eq!(
                    fast.token("rest").ok(),
                    slow.token("rest").ok(),
                    "{shown:?}"
                );
            }
        }
    }

    #[test]
    fn errors_say_what_and_where() {
        let mut sc = Scanner::new(b"5\n\n  x 12\n");
        assert_eq!(sc.next::<u32>("N").unwrap(), 5);
        assert_eq!(
            sc.next::<u32>("M").unwrap_err().to_string(),
            "line 3: expected M (a non-negative integer), found \"x\""
        );
        assert_eq!(
            sc.next_in::<u32>("vertex", 1..=10).unwrap_err().to_string(),
            "line 3: vertex 12 is out of range 1..=10"
        );
        assert_eq!(sc.line(), 4);
        assert_eq!(
            sc.token("K").unwrap_err(),
            Error::at_line(4, "expected K, found the end of the input")
        );
    }

    #[test]
    fn finish_rejects_leftovers() {
        let mut sc = Scanner::new(b"1 2\r\n3\r\n");
        assert_eq!(sc.next::<u8>("a").unwrap(), 1);
        assert_eq!(
            sc.finish().unwrap_err().to_string(),
            "line 1: unexpected \"2\" after the end of the input"
        );
        let long = "9".repeat(40);
        let mut sc = Scanner::new(long.as_bytes());
        let message = sc.next::<u64>("n").unwrap_err().to_string();
        assert!(message.ends_with("9…\""), "{message}");
    }
}
