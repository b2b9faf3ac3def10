//! A one-pass token scanner over the whole input, with errors that say what and where.
//!
//! # The input contract
//! Every binary reads its input through a [`Scanner`], which is where the project's input
//! contract lives:
//! - tokens are separated by any ASCII whitespace, so CRLF and CR-only line ends, blank lines,
//!   tabs and trailing spaces read like a clean file, and line numbers in messages count
//!   `\n`, `\r\n` and a lone `\r` each as one line end;
//! - a leading byte-order mark is skipped with a warning;
//! - a number that does not fit is "too large (at most X)", a range is stated in words ("at
//!   least 1", "at most 10^7"), and a token is shown as the user sees it, escaped when it is
//!   not printable;
//! - anything a problem's answer does not need after a complete input, and a missing
//!   end-of-input sentinel at the end of the file, are warnings
//!   ([`Scanner::finish`], [`Scanner::next_or_end`]); at most one warning is kept.

pub use super::error::Error;
use std::fmt;
use std::ops::RangeInclusive;

/// A value that can be read from one whitespace-free token.
pub trait FromToken: Sized {
    /// How the value is described in an error, e.g. "a non-negative integer".
    const KIND: &'static str;
    /// The largest value, in words, for "too large (at most …)" (e.g. "2^32 − 1").
    const MAX_TEXT: &'static str;
    /// The smallest value, in words, for "too small (at least …)".
    const MIN_TEXT: &'static str;
    /// Parses the whole token, or `None` if it is not a valid value of the type.
    fn from_token(token: &[u8]) -> Option<Self>;
    /// Whether [`Scanner::next`] and [`Scanner::next_in`] try [`FromToken::from_plain`] on a
    /// token of at most nine digits before taking the token apart: for integer types whose
    /// tokens are mostly that short (a longer token is scanned twice).
    const PLAIN: bool = false;
    /// The value of a token of at most nine decimal digits that reads `value`, the same as
    /// [`FromToken::from_token`] gives (`None` if the type does not hold it).
    #[inline]
    fn from_plain(_value: u32) -> Option<Self> {
        None
    }
}

/// A one in each byte of a word: `0x30 * LANES` is `'0'` in every byte (SWAR, eight bytes of
/// input as the lanes of a `u64`, the first byte lowest).
const LANES: u64 = 0x0101_0101_0101_0101;

/// The eight ASCII digits of `word` (the first one in the lowest byte, as
/// `u64::from_le_bytes` loads them) as a number below 10^8, or `None` if a byte is not a
/// digit.
///
/// Three multiply-and-shift steps combine neighbouring lanes (digits into pairs, pairs into
/// fours, fours into eight), instead of eight dependent multiply-adds.
#[inline]
fn eight_digits(word: u64) -> Option<u64> {
    const HIGH_NIBBLES: u64 = 0xF0 * LANES;
    // A digit byte is 0x30..=0x39: its high nibble is 3, and still 3 after adding 6. When
    // the first test holds, adding 6 carries into no other byte.
    let invalid = (word & HIGH_NIBBLES) ^ (0x30 * LANES)
        | (word.wrapping_add(6 * LANES) & HIGH_NIBBLES) ^ (0x30 * LANES);
    if invalid != 0 {
        return None;
    }
    let digits = word - 0x30 * LANES;
    let pairs = (digits.wrapping_mul(10) + (digits >> 8)) & 0x00FF_00FF_00FF_00FF;
    let fours = (pairs.wrapping_mul(100) + (pairs >> 16)) & 0x0000_FFFF_0000_FFFF;
    Some((fours.wrapping_mul(10_000) + (fours >> 32)) & 0xFFFF_FFFF)
}

/// The decimal digits `token` as a `u64`, `None` if it is empty, holds a byte that is not a
/// digit, or is 2^64 or more (leading zeros are fine, however many).
///
/// A token of at most eight digits one digit at a time; a longer one's first `len % 8` digits
/// as one word padded with zeros, then eight at a time ([`eight_digits`]) with checked steps.
#[inline]
fn parse_decimal_u64(token: &[u8]) -> Option<u64> {
    let head_len = token.len() % 8;
    let mut value: u64 = 0;
    if token.len() > 8 && head_len > 0 {
        // The head as eight digits at once: its bytes moved to the last lanes, zeros before.
        let shift = 8 * (8 - head_len);
        value = eight_digits(first_word(token) << shift | (0x30 * LANES) >> (64 - shift))?;
    } else {
        for &b in &token[..head_len] {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            value = value * 10 + u64::from(digit);
        }
    }
    let mut start = head_len;
    while start < token.len() {
        let eight = eight_digits(first_word(&token[start..]))?;
        value = value.checked_mul(100_000_000)?.checked_add(eight)?;
        start += 8;
    }
    (!token.is_empty()).then(|| value)
}

/// `d d d d ` as a word: the bits that tell `0`/`1` and space from anything else, their values
/// there, and where a `1` differs from a `0`.
const DIGIT_BITS: u64 = 0xFFFE_FFFE_FFFE_FFFE;
const DIGITS_SPACED: u64 = 0x2030_2030_2030_2030;
const ONE_BITS: u64 = 0x0001_0001_0001_0001;

/// The first eight bytes of `bytes` as one word, the first byte lowest.
#[inline]
fn first_word(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(word)
}

/// `token` as an `i64`: digits after an optional `-`, `None` if it is not that or does not
/// fit.
#[inline]
fn parse_signed(token: &[u8]) -> Option<i64> {
    match token.split_first() {
        // Down to −2^63, whose magnitude is no `i64`.
        Some((b'-', digits)) => match parse_decimal_u64(digits)? {
            magnitude if magnitude <= 1 << 63 => Some((magnitude as i64).wrapping_neg()),
            _ => None,
        },
        _ => <i64 as ::std::convert::TryFrom<u64>>::try_from(parse_decimal_u64(token)?).ok(),
    }
}

macro_rules! impl_from_token {
    ($parse:ident, $kind:literal: $($t:ty, $min:literal, $max:literal, $plain:literal);*) => {$(
        impl $crate::scan::FromToken for $t {
            const KIND: &'static str = $kind;
            const MIN_TEXT: &'static str = $min;
            const MAX_TEXT: &'static str = $max;
            #[inline]
            fn from_token(token: &[u8]) -> Option<Self> {
                // Parse exactly in the widest type of the kind, then narrow.
                <$t as ::std::convert::TryFrom<_>>::try_from($parse(token)?).ok()
            }
            const PLAIN: bool = $plain;
            #[inline]
            fn from_plain(value: u32) -> Option<Self> {
                <$t as ::std::convert::TryFrom<u32>>::try_from(value).ok()
            }
        }
    )*};
}

// The plain path pays where most tokens are short: the narrow types, and `usize` (indices and
// counts). A long `u64` or `i64` would be scanned twice, so those take the general way at once.
impl_from_token!(parse_decimal_u64, "a non-negative integer":
    u8, "0", "255", true; u16, "0", "65535", true; u32, "0", "2^32 − 1", true;
    u64, "0", "2^64 − 1", false; usize, "0", "2^64 − 1", true);
impl_from_token!(parse_signed, "an integer":
    i32, "−2^31", "2^31 − 1", true; i64, "−2^63", "2^63 − 1", false);

/// The first position from `pos` on whose byte is at most `b' '` (whitespace or another
/// control byte), or the end of `input`.
///
/// Eight bytes at a time: `(x − 0x21…) & !x & 0x80…` marks every byte below 0x21 that no
/// borrow reached, so its lowest mark is exactly the first such byte (marks above it may be
/// false, and are never looked at); bytes from 0x80 up are never marked.
#[inline]
fn skip_printable(input: &[u8], mut pos: usize) -> usize {
    while let Some(chunk) = input.get(pos..pos + 8) {
        let word = first_word(chunk);
        let below_space = word.wrapping_sub(0x21 * LANES) & !word & (0x80 * LANES);
        if below_space != 0 {
            return pos + (below_space.trailing_zeros() / 8) as usize;
        }
        pos += 8;
    }
    while pos < input.len() && input[pos] > b' ' {
        pos += 1;
    }
    pos
}

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
/// assert!(sc.is_at_end());
/// let err = sc.next::<u32>("K").unwrap_err();
/// assert_eq!(err.to_string(), "line 3: expected K, found the end of the input");
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
    /// Where the last token returned began (for messages about its value).
    token_start: usize,
    /// Line ends in `input[..counted_to]`: the line cache, advanced only on demand.
    counted_to: usize,
    line_ends_before: usize,
    /// A byte where [`Scanner::token_position`] counted a column, and the characters from the
    /// start of its line to it: the column cache, which makes many tokens of one line (board
    /// rows) linear.
    column_cache: (usize, usize),
    /// The first warning about well-defined but untidy input; later ones are dropped.
    warning: Option<Error>,
}

/// The byte-order mark some editors put at the start of a UTF-8 file.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

impl<'a> Scanner<'a> {
    /// A scanner at the start of `input`; a leading byte-order mark is skipped, with a
    /// warning.
    pub fn new(input: &'a [u8]) -> Self {
        let mark = input.starts_with(BYTE_ORDER_MARK);
        let skipped = "the input starts with a byte-order mark (U+FEFF); it was skipped";
        Self {
            input,
            pos: if mark { BYTE_ORDER_MARK.len() } else { 0 },
            token_start: 0,
            counted_to: 0,
            line_ends_before: 0,
            column_cache: (0, 0),
            warning: mark.then(|| Error::at_line(1, skipped)),
        }
    }

    /// Records a warning about untidy but well-defined input, unless one is recorded already
    /// (a run prints at most one).
    pub fn warn(&mut self, warning: Error) {
        if self.warning.is_none() {
            self.warning = Some(warning);
        }
    }

    /// The warning recorded so far, if any.
    pub fn warning(&self) -> Option<&Error> {
        self.warning.as_ref()
    }

    #[inline]
    fn skip_whitespace(&mut self) {
        while self.pos < self.input.len() && self.input[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The 1-based line holding byte `pos`: `\n`, `\r\n` and a lone `\r` each end a line.
    /// Callers mostly ask in increasing order, so the cache makes all calls together
    /// O(input length).
    fn line_at(&mut self, pos: usize) -> usize {
        if pos < self.counted_to {
            self.counted_to = 0;
            self.line_ends_before = 0;
        }
        // Both caches count forwards: a position before them starts them again (resetting the
        // column cache here, which every bundle keeps, leaves no field that only code a bundle
        // drops reads).
        if pos < self.column_cache.0 {
            self.column_cache = (0, 0);
        }
        let (input, from) = (self.input, self.counted_to);
        // Byte-wide sums over chunks short enough not to overflow vectorise well; a plain
        // filter does not.
        let newlines: usize = input[from..pos]
            .chunks(255)
            .map(|chunk| chunk.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')) as usize)
            .sum();
        self.line_ends_before += newlines;
        // A `\r` ends a line unless a `\n` follows (then that `\n` ends it).
        if input[from..pos].contains(&b'\r') {
            let lone_return = |&i: &usize| input[i] == b'\r' && input.get(i + 1) != Some(&b'\n');
            self.line_ends_before += (from..pos).filter(lone_return).count();
        }
        self.counted_to = pos;
        self.line_ends_before + 1
    }

    /// The line where the input ends, for "found the end of the input": the line of its last
    /// byte that is not whitespace (line 1 if there is none), not the empty line after a final
    /// line end.
    #[cold]
    fn end_line(&mut self) -> usize {
        let last = self.input.iter().rposition(|b| !b.is_ascii_whitespace());
        self.line_at(last.unwrap_or(0))
    }

    /// The 1-based line of the next token (or of the end of the input).
    pub fn line(&mut self) -> usize {
        self.skip_whitespace();
        self.line_at(self.pos)
    }

    /// The 1-based line holding byte `pos` of the input (or its end).
    pub fn line_of_byte(&mut self, pos: usize) -> usize {
        self.line_at(pos.min(self.input.len()))
    }

    /// The 1-based line of the last token returned.
    pub fn token_line(&mut self) -> usize {
        self.line_at(self.token_start)
    }

    /// The byte offset where the last token returned begins: a cheap mark to turn into a line
    /// with [`Scanner::line_of_byte`] only if a message needs it.
    pub fn token_start(&self) -> usize {
        self.token_start
    }

    /// The 1-based line and column of the last token returned; the column counts characters
    /// (not bytes) from the start of its line.
    ///
    /// # Complexity
    /// O(1) amortised over calls in input order: the column is counted on from the previous
    /// call's token (back to the line end between them, if any), so many tokens on one line
    /// cost their length once.
    pub fn token_position(&mut self) -> (usize, usize) {
        let start = self.token_start;
        let line = self.line_at(start);
        let (counted_to, chars) = self.column_cache;
        let since = &self.input[counted_to..start];
        let (from, chars) = match since.iter().rposition(|&b| b == b'\n' || b == b'\r') {
            Some(end) => (&since[end + 1..], 0),
            None => (since, chars),
        };
        // Every byte that does not continue a UTF-8 sequence starts a character.
        let chars = chars + from.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        self.column_cache = (start, chars);
        (line, chars + 1)
    }

    /// Whether another token follows the last one on the same line (for hints such as "a row
    /// is written without spaces").
    pub fn token_follows_on_same_line(&self) -> bool {
        self.input[self.pos..]
            .iter()
            .take_while(|&&b| b != b'\n' && b != b'\r')
            .any(|b| !b.is_ascii_whitespace())
    }

    /// Whether only whitespace remains.
    pub fn is_at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.pos == self.input.len()
    }

    /// A scanner at the start of the same input (to find where something was, after the
    /// fact, for a message).
    #[must_use]
    pub fn rewound(&self) -> Scanner<'a> {
        Scanner::new(self.input)
    }

    /// The number of input bytes not read yet: an upper bound on what the rest of the input
    /// can hold, for reserving no more than it could need.
    pub fn remaining_len(&self) -> usize {
        self.input.len() - self.pos
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
        pos = skip_printable(input, pos);
        // A control byte that is not whitespace belongs to the token (and makes it invalid).
        while input.get(pos).map_or(false, |b| !b.is_ascii_whitespace()) {
            pos = skip_printable(input, pos + 1);
        }
        self.pos = pos;
        if start == pos {
            let message = format!("expected {what}, found the end of the input");
            return Err(Error::at_line(self.end_line(), message));
        }
        self.token_start = start;
        Ok(&input[start..pos])
    }

    /// The next token parsed as a `T`. A token of at most nine digits is read in one pass
    /// when `T` takes the shortcut ([`FromToken::PLAIN`]: the integer types but `u64` and
    /// `i64`); every other token, and every message, the general way.
    ///
    /// # Errors
    /// At the end of the input; `line L: expected {what} (a non-negative integer), found "x"`;
    /// `line L: {what} 99999999999 is too large (at most 2^32 − 1)`.
    #[inline]
    pub fn next<T: FromToken>(&mut self, what: &str) -> Result<T, Error> {
        match self.next_plain(|_: &T| true) {
            Some(value) => Ok(value),
            None => self.next_of_any_token(what),
        }
    }

    /// [`Scanner::next`] for any token: the general way, and every message.
    fn next_of_any_token<T: FromToken>(&mut self, what: &str) -> Result<T, Error> {
        let token = self.token(what)?;
        match T::from_token(token) {
            Some(value) => Ok(value),
            None => Err(self.not_a_value::<T>(what, token, None, T::MIN_TEXT, T::MAX_TEXT)),
        }
    }

    /// Why `token` is not a `T` in `min..=max`: a number below or above (`below`, when it
    /// parsed; else its sign says), or not a number of that kind at all.
    #[cold]
    fn not_a_value<T: FromToken>(
        &mut self,
        what: &str,
        token: &[u8],
        below: Option<bool>,
        min: &str,
        max: &str,
    ) -> Error {
        let negative = token.first() == Some(&b'-');
        let digits = &token[usize::from(negative)..];
        let numeric = !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (!negative || T::MIN_TEXT != "0");
        let limit = match below.or_else(|| numeric.then(|| negative)) {
            Some(true) => format!("too small (at least {min})"),
            Some(false) => format!("too large (at most {max})"),
            None => return self.expected(what, T::KIND, token),
        };
        self.token_error(format!("{what} {} is {limit}", shown(token)))
    }

    /// `line L: expected {what} ({kind}), found "{token}"`, about the last token returned.
    #[cold]
    fn expected(&mut self, what: &str, kind: &str, token: &[u8]) -> Error {
        let message = format!("expected {what} ({kind}), found \"{}\"", shown(token));
        self.token_error(message)
    }

    /// An error on the line of the last token returned (about its value), such as
    /// `line 2: step 4 is given twice`.
    #[cold]
    pub fn token_error(&mut self, message: impl Into<String>) -> Error {
        Error::at_line(self.token_line(), message)
    }

    /// The next token if it is a plain number of at most nine digits in `range` (followed by
    /// whitespace or the end), else `None` with nothing read: a fast path for many small
    /// numbers, the caller falling back on [`Scanner::next_in`] for every other token and its
    /// message. `next` and `next_in` take this path first themselves: call it where a `None`
    /// leads elsewhere (to a sentinel, or a count's own check).
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b" 42\n7x 9");
    /// assert_eq!(sc.next_plain_u32(1..=100), Some(42));
    /// assert_eq!(sc.next_plain_u32(1..=100), None); // `7x`: left for `next_in` to refuse
    /// assert!(sc.next_in::<u32>("n", 1..=100).is_err());
    /// assert_eq!(sc.next_plain_u32(1..=8), None); // 9 is out of range
    /// assert_eq!(sc.next_plain_u32(1..=9), Some(9));
    /// ```
    #[inline]
    pub fn next_plain_u32(&mut self, range: RangeInclusive<u32>) -> Option<u32> {
        self.next_plain(|value| range.contains(value))
    }

    /// The next token if it is a plain number of at most nine digits that
    /// [`Scanner::next_count`] would accept with the same `min` and `bytes_per_item`, else
    /// `None` with nothing read: `next_count`'s fast path, which it takes first.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"2 1 2 3 1 2");
    /// assert_eq!(sc.next_plain_count(1, 2), Some(2));
    /// assert_eq!(sc.next_in::<u32>("a", 0..=9).unwrap(), 1);
    /// assert_eq!(sc.next_in::<u32>("a", 0..=9).unwrap(), 2);
    /// // 3 items of 2 bytes do not fit in `1 2`: left for `next_count` to refuse.
    /// assert_eq!(sc.next_plain_count(1, 2), None);
    /// assert!(sc.next_count("n", 1, 2).is_err());
    /// ```
    #[inline]
    pub fn next_plain_count(&mut self, min: usize, bytes_per_item: usize) -> Option<usize> {
        let (value, start, end) = self.plain_number()?;
        // As `next_count`: the last item needs no separator after it.
        let room = (self.input.len() - end + 1) / bytes_per_item.max(1);
        let value = value as usize;
        if value < min || value > room {
            return None;
        }
        self.pos = end;
        self.token_start = start;
        Some(value)
    }

    /// The next token as a `T` if the type takes plain numbers ([`FromToken::PLAIN`]), the
    /// token is one of at most nine digits, and its value is `wanted`; else `None` with nothing
    /// read: the fast path of [`Scanner::next`] and [`Scanner::next_in`], which read every
    /// other token (and word its error) the general way.
    #[inline]
    fn next_plain<T: FromToken>(&mut self, wanted: impl FnOnce(&T) -> bool) -> Option<T> {
        if !T::PLAIN {
            return None;
        }
        let (value, start, end) = self.plain_number()?;
        let value = T::from_plain(value).filter(wanted)?;
        self.pos = end;
        self.token_start = start;
        Some(value)
    }

    /// The next token as (its value, where it starts, where it ends) if it is a plain number
    /// of at most nine digits followed by whitespace or the end; nothing is read.
    #[inline]
    fn plain_number(&self) -> Option<(u32, usize, usize)> {
        let input = self.input;
        let mut pos = self.pos;
        while pos < input.len() && input[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        let mut value = 0u32;
        while let Some(&byte) = input.get(pos) {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 || pos - start == 9 {
                break;
            }
            value = value * 10 + u32::from(digit);
            pos += 1;
        }
        let ends = input.get(pos).map_or(true, u8::is_ascii_whitespace);
        (pos != start && ends).then(|| (value, start, pos))
    }

    /// Reads up to `count` pairs of tokens that are plain numbers of at most nine digits in
    /// `range` (each followed by whitespace or the end), calling `pair` with each pair in
    /// order, and stops before the first pair with a token that is not one: returns how many
    /// pairs were read. The caller reads that pair with [`Scanner::next_in`] (for its values or
    /// its message) and goes on.
    ///
    /// Equivalent to calling [`Scanner::next_plain_u32`] twice per pair (the second only after
    /// the first gave a value) and rewinding to the pair's start on a `None`, with the position
    /// kept in a register: a fast path for long lists of edges.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"3 1\n2 3\n1 0\n");
    /// let mut seen = Vec::new();
    /// assert_eq!(sc.plain_u32_pairs(10, 1..=3, |a, b| seen.push((a, b))), 2);
    /// assert_eq!(seen, [(3, 1), (2, 3)]);
    /// assert_eq!(sc.next_in::<u32>("a", 1..=3).unwrap(), 1); // the pair it stopped at
    /// assert!(sc.next_in::<u32>("b", 1..=3).is_err()); // 0 is out of range
    /// ```
    ///
    /// # Complexity
    /// O(bytes read).
    #[inline]
    pub fn plain_u32_pairs<F>(
        &mut self,
        count: usize,
        range: RangeInclusive<u32>,
        mut pair: F,
    ) -> usize
    where
        F: FnMut(u32, u32),
    {
        let input = self.input;
        let (low, high) = (*range.start(), *range.end());
        // The plain number in range at or after `at` (after whitespace), and where it ends.
        let plain = |mut at: usize| {
            while at < input.len() && input[at].is_ascii_whitespace() {
                at += 1;
            }
            let start = at;
            let limit = input.len().min(start + 9);
            let mut value = 0u32;
            while at < limit {
                let digit = input[at].wrapping_sub(b'0');
                if digit > 9 {
                    break;
                }
                value = value * 10 + u32::from(digit);
                at += 1;
            }
            let ends = input.get(at).map_or(true, u8::is_ascii_whitespace);
            (at != start && ends && low <= value && value <= high).then(|| (value, start, at))
        };
        let mut pos = self.pos;
        let mut token_start = self.token_start;
        let mut read = 0;
        while read < count {
            let (a, b) = match plain(pos) {
                Some((a, _, end)) => match plain(end) {
                    Some(b) => (a, b),
                    None => break,
                },
                None => break,
            };
            pair(a, b.0);
            token_start = b.1;
            pos = b.2;
            read += 1;
        }
        self.pos = pos;
        self.token_start = token_start;
        read
    }

    /// The next token parsed as a `T` and checked against `range`, a plain number in range
    /// in one pass as for [`Scanner::next`].
    ///
    /// # Errors
    /// As [`Scanner::next`], or `line L: {what} 0 is too small (at least 1)` /
    /// `line L: {what} 2001 is too large (at most 2000)`, the value shown as written.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"0 10000001 99999999999");
    /// let err = |r: Result<u32, gamecore::error::Error>| r.unwrap_err().to_string();
    /// assert_eq!(err(sc.next_in("n", 1..=10_000_000)), "line 1: n 0 is too small (at least 1)");
    /// assert_eq!(
    ///     err(sc.next_in("n", 1..=10_000_000)),
    ///     "line 1: n 10000001 is too large (at most 10^7)"
    /// );
    /// assert_eq!(
    ///     err(sc.next_in("n", 1..=10_000_000)),
    ///     "line 1: n 99999999999 is too large (at most 10^7)"
    /// );
    /// ```
    #[inline]
    pub fn next_in<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, Error>
    where
        T: FromToken + PartialOrd + fmt::Display,
    {
        match self.next_plain(|value| range.contains(value)) {
            Some(value) => Ok(value),
            None => self.next_in_of_any_token(what, range),
        }
    }

    /// [`Scanner::next_in`] for any token: the general way, and every message.
    fn next_in_of_any_token<T>(&mut self, what: &str, range: RangeInclusive<T>) -> Result<T, Error>
    where
        T: FromToken + PartialOrd + fmt::Display,
    {
        let token = self.token(what)?;
        match T::from_token(token) {
            Some(value) if range.contains(&value) => Ok(value),
            value => {
                let below = value.map(|value| value < *range.start());
                let (min, max) = (in_words(range.start()), in_words(range.end()));
                Err(self.not_a_value::<T>(what, token, below, &min, &max))
            }
        }
    }

    /// The next token as a count of items that follow in the input, each taking at least
    /// `bytes_per_item` bytes (a one-digit number and a space: 2): at least `min`, and no more
    /// than the rest of the input could hold — the bound that keeps a lying header from
    /// sizing anything, stated in words instead of a type's maximum.
    ///
    /// # Errors
    /// As [`Scanner::next`]; `line L: N 5 is too small (at least 1)`;
    /// `line L: N 1000000 is too large (the rest of the input holds at most 3 of them)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"3\n1 2 3\n");
    /// assert_eq!(sc.next_count("N", 1, 2).unwrap(), 3);
    /// let mut sc = Scanner::new(b"1000000\n1 2 3\n");
    /// assert_eq!(
    ///     sc.next_count("N", 1, 2).unwrap_err().to_string(),
    ///     "line 1: N 1000000 is too large (the rest of the input holds at most 4 of them)"
    /// );
    /// // However many digits: the limit named is the input's, never the type's.
    /// let mut sc = Scanner::new(b"18446744073709551616\n1 2 3\n");
    /// assert_eq!(
    ///     sc.next_count("N", 1, 2).unwrap_err().to_string(),
    ///     "line 1: N 18446744073709551616 is too large (the rest of the input holds at most 4 of \
    ///      them)"
    /// );
    /// ```
    #[inline]
    pub fn next_count(
        &mut self,
        what: &str,
        min: usize,
        bytes_per_item: usize,
    ) -> Result<usize, Error> {
        match self.next_plain_count(min, bytes_per_item) {
            Some(count) => Ok(count),
            None => self.next_count_of_any_token(what, min, bytes_per_item),
        }
    }

    /// [`Scanner::next_count`] for any token: the general way, and every message.
    fn next_count_of_any_token(
        &mut self,
        what: &str,
        min: usize,
        bytes_per_item: usize,
    ) -> Result<usize, Error> {
        let token = self.token(what)?;
        // The last item needs no separator after it.
        let room = (self.remaining_len() + 1) / bytes_per_item.max(1);
        let value = <usize as FromToken>::from_token(token);
        let limit = match value {
            Some(value) if value < min => format!("too small (at least {min})"),
            Some(value) if value <= room => return Ok(value),
            // Digits past the type's maximum are a count like any other too large for the
            // input (which never holds 2^64 items): the message names that limit, not the type's.
            _ if token.iter().all(u8::is_ascii_digit) => {
                format!("too large (the rest of the input holds at most {room} of them)")
            }
            _ => return Err(self.expected(what, <usize as FromToken>::KIND, token)),
        };
        let value = value.map_or_else(|| shown(token), |value| value.to_string());
        Err(self.token_error(format!("{what} {value} is {limit}")))
    }

    /// The next token as a `T`, or `None` at the end of the input — for an input that ends
    /// with a sentinel (such as a final `0`) which the file may lack: the answer is defined
    /// without it, so its absence is a warning, not an error.
    ///
    /// # Errors
    /// As [`Scanner::next`] for a token that is there.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"4\n");
    /// assert_eq!(sc.next_or_end::<u32>("n (or the final 0)", "0").unwrap(), Some(4));
    /// assert_eq!(sc.next_or_end::<u32>("n (or the final 0)", "0").unwrap(), None);
    /// assert_eq!(
    ///     sc.warning().unwrap().to_string(),
    ///     "line 1: the input ends without the final 0; read as if it were there"
    /// );
    /// ```
    pub fn next_or_end<T: FromToken>(
        &mut self,
        what: &str,
        sentinel: &str,
    ) -> Result<Option<T>, Error> {
        if self.is_at_end() {
            let line = self.end_line();
            self.warn(Error::at_line(
                line,
                format!("the input ends without the final {sentinel}; read as if it were there"),
            ));
            return Ok(None);
        }
        self.next(what).map(Some)
    }

    /// The next token as one of the words `choices` (matched exactly, case included): its index
    /// in `choices` — for tokens such as a player's name.
    ///
    /// # Errors
    /// At the end of the input; `line L: expected {what} (Harry or Vicky), found "harry"`, the
    /// choices listed in order and the token shown as the user sees it.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"Vicky\nharry");
    /// assert_eq!(sc.next_choice("the first player", &["Harry", "Vicky"]).unwrap(), 1);
    /// assert_eq!(
    ///     sc.next_choice("the first player", &["Harry", "Vicky"]).unwrap_err().to_string(),
    ///     "line 2: expected the first player (Harry or Vicky), found \"harry\""
    /// );
    /// ```
    ///
    /// # Complexity
    /// O(length of the token + total length of `choices`).
    pub fn next_choice(&mut self, what: &str, choices: &[&str]) -> Result<usize, Error> {
        let token = self.token(what)?;
        if let Some(index) = choices.iter().position(|c| c.as_bytes() == token) {
            return Ok(index);
        }
        let mut listed = String::new();
        for (i, choice) in choices.iter().enumerate() {
            if i > 0 {
                listed.push_str(if i + 1 == choices.len() { " or " } else { ", " });
            }
            listed.push_str(choice);
        }
        Err(self.expected(what, &listed, token))
    }

    /// Reads `count` tokens that are each `0` or `1` (coin faces, bit strings written with
    /// spaces) and calls `one(index)` for each token that is 1, in order (0-based indices).
    ///
    /// Equivalent to `count` calls of `next_in::<u8>("its value", 0..=1)` — the same values (a
    /// token such as `01` still reads as 1), the same errors, prefixed with `{what} {i}` for
    /// the `i`-th token (1-based) — but sixteen bytes of single-digit
    /// tokens separated by single spaces are checked and decoded at once, so
    /// reading a long run of zeros costs about as much as copying it.
    ///
    /// # Errors
    /// As [`Scanner::next_in`] for the first token that is not 0 or 1, or the end of the input;
    /// `one` has then been called for the ones before it.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"1 0\r\n1 1 2");
    /// let mut ones = Vec::new();
    /// sc.for_each_one(4, "coin", |i| ones.push(i)).unwrap();
    /// assert_eq!(ones, vec![0, 2, 3]);
    /// let err = sc.for_each_one(1, "coin", |_| {}).unwrap_err();
    /// assert_eq!(err.to_string(), "line 2: coin 1: its value 2 is too large (at most 1)");
    /// ```
    ///
    /// # Complexity
    /// O(count + bytes read) time, O(1) memory.
    pub fn for_each_one<F>(&mut self, count: usize, what: &str, mut one: F) -> Result<(), Error>
    where
        F: FnMut(usize),
    {
        self.for_each_one_lanes(count, what, |index, lanes| {
            let mut ones = lanes & ONE_BITS;
            while ones != 0 {
                one(index + (ones.trailing_zeros() / 16) as usize);
                ones &= ones - 1;
            }
        })
    }

    /// [`Scanner::for_each_one`] four tokens at a time: calls `four(index, lanes)` where the
    /// 16-bit lane `j` of `lanes` (the lowest first) is `0xFFFF` if token `index + j` (0-based)
    /// is 1 and 0 otherwise, so that `lanes & word` keeps the values of a word of four 16-bit
    /// values for exactly the tokens that are 1 — a sum over the ones without a branch per
    /// token. Every token that is 1 is in exactly one call's lanes, in increasing order of
    /// `index`; lanes past the `count` tokens are 0. A call may cover fewer than four tokens
    /// (a token read on its own has only lane 0), and tokens that are 0 may be left out.
    ///
    /// # Errors
    /// As [`Scanner::for_each_one`]; `four` has then been called for the ones before the error.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let values: [u16; 12] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048];
    /// let word = |i: usize| (0..4).fold(0u64, |w, j| w | u64::from(values[i + j]) << (16 * j));
    /// let mut sc = Scanner::new(b"1 0 1 1 0 0 0 1\n1 0\n0 1 2");
    /// let mut sum = 0u64;
    /// sc.for_each_one_lanes(10, "coin", |i, lanes| sum ^= word(i) & lanes).unwrap();
    /// let sum = (0..4).fold(0, |s, j| s ^ (sum >> (16 * j)) & 0xFFFF);
    /// assert_eq!(sum, 1 + 4 + 8 + 128 + 256); // tokens 0, 2, 3, 7, 8
    /// ```
    ///
    /// # Complexity
    /// O(count + bytes read) time, O(1) memory.
    #[inline]
    pub fn for_each_one_lanes<F>(
        &mut self,
        count: usize,
        what: &str,
        mut four: F,
    ) -> Result<(), Error>
    where
        F: FnMut(usize, u64),
    {
        let input = self.input;
        let mut pos = self.pos;
        let mut index = 0;
        while index < count {
            while pos < input.len() && input[pos].is_ascii_whitespace() {
                pos += 1;
            }
            // Runs of `d d d d ` (single digits, single spaces) are how coin rows are written:
            // eight tokens checked with one test on two words, their lanes made with one
            // multiplication each; anything else (a line break, a longer token) goes one token
            // at a time.
            let pairs = (count - index) / 8;
            for chunk in input[pos..].chunks_exact(16).take(pairs) {
                let (low, high) = (first_word(chunk), first_word(&chunk[8..]));
                if (low & DIGIT_BITS) ^ DIGITS_SPACED | (high & DIGIT_BITS) ^ DIGITS_SPACED != 0 {
                    break;
                }
                // Each lane holds 0 or 1, so multiplying by 0xFFFF carries into no other lane.
                four(index, (low & ONE_BITS).wrapping_mul(0xFFFF));
                four(index + 4, (high & ONE_BITS).wrapping_mul(0xFFFF));
                index += 8;
                pos += 16;
            }
            if index == count {
                break;
            }
            // b'0' | 1 == b'1': one test for both digits, no branch on which one it is.
            let single = pos < input.len()
                && input[pos] | 1 == b'1'
                && input.get(pos + 1).map_or(true, u8::is_ascii_whitespace);
            if single {
                if input[pos] == b'1' {
                    four(index, 0xFFFF);
                }
                pos += 1;
            } else {
                self.pos = pos;
                let value = self
                    .next_in::<u8>("its value", 0..=1)
                    .map_err(|e| e.context(format_args!("{what} {}", index + 1)))?;
                if value == 1 {
                    four(index, 0xFFFF);
                }
                pos = self.pos;
            }
            index += 1;
        }
        self.pos = pos;
        Ok(())
    }

    /// Ends the reading of a complete input: tokens left over cannot change the answer, so
    /// they are ignored with a warning that says where they start.
    ///
    /// # Example
    /// ```
    /// use gamecore::scan::Scanner;
    /// let mut sc = Scanner::new(b"1\n2 3\n");
    /// assert_eq!(sc.next::<u8>("n").unwrap(), 1);
    /// sc.finish();
    /// assert_eq!(
    ///     sc.warning().unwrap().to_string(),
    ///     "line 2: ignored 2 tokens after the end of the input, from \"2\" on"
    /// );
    /// ```
    ///
    /// # Complexity
    /// O(length of what is left).
    pub fn finish(&mut self) {
        if self.is_at_end() {
            return;
        }
        let line = self.line_at(self.pos);
        let first = self.token("").map(shown).unwrap_or_default();
        let count = 1 + std::iter::from_fn(|| self.token("").ok()).count();
        let message = match count {
            1 => format!("ignored 1 token after the end of the input, from \"{first}\""),
            _ => format!("ignored {count} tokens after the end of the input, from \"{first}\" on"),
        };
        self.warn(Error::at_line(line, message));
    }
}

/// Explains an error in an input whose test cases run to the end of the file (no count, no
/// sentinel): there, any text after the last test case reads as one more, so an input that
/// runs out inside test case `case` (`error` says "found the end of the input", or that "the
/// rest of the input holds" too little for a count) gets a note saying where that test case
/// began, `start_line`, and which one it follows. Other errors, and errors in the first test
/// case, are returned as they are.
///
/// # Example
/// ```
/// use gamecore::scan::{later_case_cut_short, Scanner};
/// let mut sc = Scanner::new(b"1 2\n3\n");
/// sc.next::<u32>("a").unwrap();
/// sc.next::<u32>("b").unwrap();
/// let start_line = sc.line();
/// sc.next::<u32>("a").unwrap();
/// let error = sc.next::<u32>("b").unwrap_err();
/// assert_eq!(
///     later_case_cut_short(error, 2, start_line).to_string(),
///     "line 2: expected b, found the end of the input \
///      (test case 2 is what follows test case 1 from line 2 on)"
/// );
/// ```
///
/// # Complexity
/// O(length of the message), time and space.
pub fn later_case_cut_short(error: Error, case: usize, start_line: usize) -> Error {
    let ran_out = error.message().ends_with("found the end of the input")
        || error.message().contains("the rest of the input holds");
    if case > 1 && ran_out {
        let line = error.line().unwrap_or(start_line);
        Error::at_line(
            line,
            format!(
                "{} (test case {case} is what follows test case {} from line {start_line} on)",
                error.message(),
                case - 1
            ),
        )
    } else {
        error
    }
}

/// A range limit in words: `10000000` as `10^7`, `4294967295` as `2^32 − 1`, small numbers
/// as written.
fn in_words<T: fmt::Display>(limit: &T) -> String {
    let text = limit.to_string();
    let head = text.trim_end_matches('0');
    let zeros = text.len() - head.len();
    // From 10^4 up: a digit and zeros, or next to a power of two.
    let big = text.parse::<u128>().ok().filter(|&value| value >= 10_000);
    match big {
        _ if head == "1" && zeros >= 4 => format!("10^{zeros}"),
        _ if head.len() == 1 && zeros >= 4 => format!("{head}·10^{zeros}"),
        Some(value) if value.is_power_of_two() => format!("2^{}", value.trailing_zeros()),
        Some(value) if (value + 1).is_power_of_two() => format!("2^{} − 1", value.count_ones()),
        _ => text,
    }
}

/// A token as the user sees it in a message: text with anything not printable escaped
/// (`\u{feff}`, `\0`, `\x9c` for a byte that is not UTF-8), cut short if long.
///
/// # Example
/// ```
/// use gamecore::scan::shown;
/// assert_eq!(shown(b"x\x00\x9c"), "x\\0\\x9c");
/// assert_eq!(shown(&[b'9'; 30]), format!("{}\u{2026}", "9".repeat(24)));
/// ```
pub fn shown(token: &[u8]) -> String {
    use std::fmt::Write as _;
    const LIMIT: usize = 24;
    let mut text = String::new();
    let mut rest = &token[..token.len().min(LIMIT)];
    while !rest.is_empty() {
        // The text up to the first byte that is not UTF-8, then that byte. Bytes that continue
        // a broken sequence can start no character, so each shows as `\xNN` in turn.
        let valid = match std::str::from_utf8(rest) {
            Ok(all) => all,
            Err(e) => std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default(),
        };
        text.extend(valid.chars().flat_map(char::escape_debug));
        rest = &rest[valid.len()..];
        if let Some((byte, after)) = rest.split_first() {
            let _ = write!(text, "\\x{byte:02x}");
            rest = after;
        }
    }
    if token.len() > LIMIT {
        text.push('…');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::{later_case_cut_short, Error, FromToken, Scanner};
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
            // The line of each token, counted the slow way: line ends before its first byte,
            // where "\r\n" is one and a lone "\r" is one.
            let line_of = |end: usize| {
                1 + s[..end]
                    .replace("\r\n", "\n")
                    .replace('\r', "\n")
                    .matches('\n')
                    .count()
            };
            let mut expected = Vec::new();
            let mut offset = 0;
            for word in s.split_ascii_whitespace() {
                let start = offset + s[offset..].find(word).unwrap();
                expected.push((word, line_of(start)));
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
            let end_line = line_of(s.len());
            assert_eq!(sc.line(), end_line, "{s:?}");
        }
    }

    /// The eight-digit word path against `str::parse`, on tokens of every length up to 30
    /// (so every split into a head and words), around the limits of each type, with leading
    /// zeros and with one byte that is not a digit put anywhere.
    #[test]
    fn unsigned_parsing_compare_with_std_parse() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // Bytes next to '0' and '9' (and far from them) must all be rejected.
        let bad_bytes = b"/:+- \x00\x7f\xb0\xb9\xff@`";
        let mut tokens: Vec<Vec<u8>> = Vec::new();
        for len in 0..=30 {
            for _ in 0..40 {
                let mut token: Vec<u8> = (0..len).map(|_| b'0' + rng.gen_range(0..10u8)).collect();
                match rng.gen_range(0..4) {
                    // Leading zeros in front of a value that fits.
                    0 if len > 0 => {
                        let zeros = rng.gen_range(0..=len);
                        token[..zeros].fill(b'0');
                    }
                    1 if len > 0 => {
                        let at = rng.gen_range(0..len);
                        token[at] = bad_bytes[rng.gen_range(0..bad_bytes.len())];
                    }
                    _ => {}
                }
                tokens.push(token);
            }
        }
        for limit in [
            u64::from(u8::MAX),
            u64::from(u16::MAX),
            u64::from(u32::MAX),
            u64::MAX,
        ] {
            for value in [limit - 1, limit, limit.wrapping_add(1)] {
                tokens.push(value.to_string().into_bytes());
                tokens.push(format!("000000000000{value}").into_bytes());
            }
        }
        tokens.push(b"18446744073709551616".to_vec());
        tokens.push(b"99999999999999999999".to_vec());
        tokens.push(b"100000000000000000000".to_vec());
        for token in &tokens {
            let text = std::str::from_utf8(token).unwrap_or("\u{fffd}");
            let std_u64 = text.parse::<u64>().ok().filter(|_| !text.starts_with('+'));
            assert_eq!(u64::from_token(token), std_u64, "{token:?}");
            let narrowed = |max: u64| std_u64.filter(|&v| v <= max);
            assert_eq!(
                u32::from_token(token).map(u64::from),
                narrowed(u32::MAX.into()),
                "{token:?}"
            );
            assert_eq!(
                u16::from_token(token).map(u64::from),
                narrowed(u16::MAX.into()),
                "{token:?}"
            );
            assert_eq!(
                u8::from_token(token).map(u64::from),
                narrowed(u8::MAX.into()),
                "{token:?}"
            );
        }
    }

    /// `shown` against decoding one character at a time: a character wherever one to four
    /// bytes make one (escaped as `char::escape_debug` does), else `\xNN` for the byte.
    #[test]
    fn shown_compare_with_decoding_char_by_char() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let pieces: [&[u8]; 10] = [
            b"a",
            b"\x00",
            b"\n",
            "\u{e9}".as_bytes(),
            "\u{20ac}".as_bytes(),
            "\u{1f600}".as_bytes(),
            "\u{feff}".as_bytes(),
            b"\xe2\x82",
            b"\x80",
            b"\xff",
        ];
        for _ in 0..300 {
            let mut token = Vec::new();
            for _ in 0..rng.gen_range(0..12) {
                token.extend_from_slice(pieces[rng.gen_range(0..pieces.len())]);
            }
            let cut = &token[..token.len().min(24)];
            let mut expected = String::new();
            let mut i = 0;
            while i < cut.len() {
                let one = (1..=4)
                    .filter(|&k| i + k <= cut.len())
                    .find_map(|k| std::str::from_utf8(&cut[i..i + k]).ok());
                if let Some(one) = one {
                    expected.extend(one.chars().flat_map(char::escape_debug));
                    i += one.len();
                } else {
                    // Never ASCII here, so always the `\xNN` form.
                    expected.extend(std::ascii::escape_default(cut[i]).map(char::from));
                    i += 1;
                }
            }
            if token.len() > 24 {
                expected.push('\u{2026}');
            }
            assert_eq!(super::shown(&token), expected, "{token:?}");
        }
    }

    /// The eight-byte search for a token's end against a byte-by-byte one, with the end at
    /// every offset of a word and bytes from 0x80 up inside tokens.
    #[test]
    fn skip_printable_compare_with_bytewise() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let alphabet = b"09azAZ~!\x21\x20\x1f\x00\t\n\r\x7f\x80\xa0\xff";
        for _ in 0..2000 {
            let len = rng.gen_range(0..40);
            let input: Vec<u8> = (0..len)
                .map(|_| {
                    if rng.gen_bool(0.8) {
                        b'0' + rng.gen_range(0..10u8)
                    } else {
                        alphabet[rng.gen_range(0..alphabet.len())]
                    }
                })
                .collect();
            let start = rng.gen_range(0..=len);
            let expected = (start..len).find(|&i| input[i] <= b' ').unwrap_or(len);
            assert_eq!(
                super::skip_printable(&input, start),
                expected,
                "{input:?} from {start}"
            );
        }
    }

    #[test]
    fn for_each_one_compare_with_next_in() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let tokens: [&[u8]; 8] = [b"0", b"1", b"01", b"00", b"2", b"x", b"10", b"1\x01"];
        // Single spaces are the two-word path's shape; line feeds and the rest break it.
        let gaps: [&[u8]; 6] = [b" ", b" ", b"\n", b"\r\n", b"\n\n ", b"\t"];
        for round in 0..600 {
            let mut text = Vec::new();
            let length = if round % 2 == 0 { 12 } else { 60 };
            for _ in 0..rng.gen_range(0..=length) {
                // Mostly plain bits, so that runs of valid tokens are long.
                let token = if rng.gen_bool(0.9) {
                    tokens[rng.gen_range(0..2)]
                } else {
                    tokens[rng.gen_range(0..tokens.len())]
                };
                let gap = if rng.gen_bool(0.8) {
                    0
                } else {
                    rng.gen_range(0..gaps.len())
                };
                text.extend_from_slice(gaps[gap]);
                text.extend_from_slice(token);
            }
            if rng.gen_bool(0.5) {
                text.push(b'\n');
            }
            let count = rng.gen_range(0..=length + 2);
            let mut slow = Scanner::new(&text);
            let mut expected = Vec::new();
            let expected_end = (0..count).try_for_each(|i| {
                slow.next_in::<u8>("its value", 0..=1)
                    .map(|v| {
                        if v == 1 {
                            expected.push(i);
                        }
                    })
                    .map_err(|e| e.context(format_args!("bit {}", i + 1)))
            });
            let mut fast = Scanner::new(&text);
            let mut got = Vec::new();
            let got_end = fast.for_each_one(count, "bit", |i| got.push(i));
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

    /// Up to `most` tokens of `tokens`, each after a gap of `gaps`: with probability
    /// `favoured.1` one of the first `favoured.0` tokens, else any.
    fn token_text(
        rng: &mut ChaCha8Rng,
        most: usize,
        tokens: &[&[u8]],
        gaps: &[&[u8]],
        favoured: (usize, f64),
    ) -> Vec<u8> {
        let mut text = Vec::new();
        for _ in 0..rng.gen_range(0..=most) {
            let token = if favoured.0 > 0 && rng.gen_bool(favoured.1) {
                tokens[rng.gen_range(0..favoured.0)]
            } else {
                tokens[rng.gen_range(0..tokens.len())]
            };
            text.extend_from_slice(gaps[rng.gen_range(0..gaps.len())]);
            text.extend_from_slice(token);
        }
        text
    }

    /// The pair reader against two `next_plain_u32` calls per pair, rewound to the pair's
    /// start where either gives `None`: the same pairs, and the same position afterwards.
    #[test]
    fn plain_u32_pairs_compare_with_next_plain_u32() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let tokens: [&[u8]; 9] = [
            b"1",
            b"7",
            b"42",
            b"0",
            b"100",
            b"007",
            b"1234567890",
            b"3x",
            b"5\x01",
        ];
        let gaps: [&[u8]; 5] = [b" ", b"\n", b"\r\n", b"\t ", b"  \n"];
        for round in 0..600 {
            let most = if round % 2 == 0 { 8 } else { 40 };
            let text = token_text(&mut rng, most, &tokens, &gaps, (3, 0.85));
            let count = rng.gen_range(0..=25);
            let high = [7, 42, 100][rng.gen_range(0..3)];
            let mut slow = Scanner::new(&text);
            let mut expected = Vec::new();
            while expected.len() < count {
                let before = slow.clone();
                let pair = slow
                    .next_plain_u32(1..=high)
                    .and_then(|a| Some((a, slow.next_plain_u32(1..=high)?)));
                if let Some(pair) = pair {
                    expected.push(pair);
                } else {
                    slow = before;
                    break;
                }
            }
            let mut fast = Scanner::new(&text);
            let mut got = Vec::new();
            let read = fast.plain_u32_pairs(count, 1..=high, |a, b| got.push((a, b)));
            let shown = String::from_utf8_lossy(&text);
            assert_eq!(got, expected, "{shown:?}, count {count}, high {high}");
            assert_eq!(read, got.len(), "{shown:?}");
            assert_eq!(
                fast.token("rest").ok(),
                slow.token("rest").ok(),
                "{shown:?}"
            );
        }
    }

    /// Reads one token of `text` as a `T` in `range` (all of the type's values: `next`) the
    /// way the scanner does and the general way alone, three times over: the same values or
    /// messages, and the same token and place afterwards. Returns how many reads took the
    /// plain path.
    fn compare_plain_with_general<T>(text: &[u8], range: Option<(T, T)>) -> usize
    where
        T: FromToken + PartialOrd + std::fmt::Display + std::fmt::Debug + Copy,
    {
        let shown = String::from_utf8_lossy(text);
        let (mut fast, mut slow) = (Scanner::new(text), Scanner::new(text));
        let mut plain = 0;
        for _ in 0..3 {
            let before = fast.remaining_len();
            let took_plain = fast.clone().next_plain(|_: &T| true).is_some();
            let (got, expected) = match range {
                Some((low, high)) => (
                    fast.next_in("x", low..=high),
                    slow.next_in_of_any_token("x", low..=high),
                ),
                None => (fast.next::<T>("x"), slow.next_of_any_token::<T>("x")),
            };
            let (got, expected) = (
                got.map_err(|e| e.to_string()),
                expected.map_err(|e| e.to_string()),
            );
            assert_eq!(got, expected, "{shown:?} {range:?}, {before} bytes left");
            if got.is_err() {
                break;
            }
            plain += usize::from(took_plain);
            assert_eq!(fast.token_start(), slow.token_start(), "{shown:?}");
            assert_eq!(fast.remaining_len(), slow.remaining_len(), "{shown:?}");
        }
        plain
    }

    /// `next` and `next_in` take a plain number's fast path first: against their general way,
    /// on every integer type, whole ranges and narrow ones, tokens at the types' edges.
    #[test]
    fn next_and_next_in_compare_with_the_general_way() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let tokens: [&[u8]; 22] = [
            b"0",
            b"1",
            b"7",
            b"42",
            b"255",
            b"256",
            b"65535",
            b"65536",
            b"007",
            b"000000000",
            b"999999999",
            b"1000000000",
            b"2147483647",
            b"2147483648",
            b"4294967295",
            b"4294967296",
            b"18446744073709551616",
            b"-1",
            b"-0",
            b"-2147483648",
            b"3x",
            b"5\x01",
        ];
        let gaps: [&[u8]; 5] = [b" ", b"\n", b"\r\n", b"\t ", b"\x0b"];
        let mut plain = 0;
        for round in 0..1400 {
            let text = token_text(&mut rng, 4, &tokens, &gaps, (0, 0.0));
            let narrow = rng.gen_bool(0.5);
            let (low, high) = (rng.gen_range(0..300u32), rng.gen_range(0..70_000u32));
            plain += match round % 7 {
                0 => compare_plain_with_general::<u8>(
                    &text,
                    narrow.then(|| (low.min(255) as u8, high.min(255) as u8)),
                ),
                1 => compare_plain_with_general::<u16>(
                    &text,
                    narrow.then(|| (low as u16, high as u16)),
                ),
                2 => compare_plain_with_general::<u32>(&text, narrow.then(|| (low, high))),
                3 => compare_plain_with_general::<u64>(
                    &text,
                    narrow.then(|| (u64::from(low), u64::from(high) << 16)),
                ),
                4 => compare_plain_with_general::<usize>(
                    &text,
                    narrow.then(|| (low as usize, high as usize)),
                ),
                5 => compare_plain_with_general::<i32>(
                    &text,
                    narrow.then(|| (-(low as i32), high as i32)),
                ),
                _ => compare_plain_with_general::<i64>(
                    &text,
                    narrow.then(|| (-i64::from(low), i64::from(high))),
                ),
            };
        }
        // The fast path was taken often, not never.
        assert!(plain > 200, "{plain}");
    }

    /// The count's fast path against `next_count`'s general way: where it gives a count, the
    /// general way gives the same and ends at the same place; where it gives `None`, nothing
    /// was read.
    #[test]
    fn next_plain_count_compares_with_next_count() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let tokens: [&[u8]; 10] = [
            b"0",
            b"1",
            b"2",
            b"3",
            b"12",
            b"007",
            b"999999999",
            b"1234567890",
            b"3x",
            b"-1",
        ];
        let gaps: [&[u8]; 4] = [b" ", b"\n", b"\r\n", b"\t "];
        let mut counted = 0;
        for _ in 0..600 {
            let text = token_text(&mut rng, 6, &tokens, &gaps, (0, 0.0));
            let (min, bytes_per_item) = (rng.gen_range(0..=2), rng.gen_range(1..=4));
            let shown = String::from_utf8_lossy(&text);
            let mut fast = Scanner::new(&text);
            let got = fast.next_plain_count(min, bytes_per_item);
            let mut slow = Scanner::new(&text);
            match got {
                Some(count) => {
                    let expected = slow.next_count_of_any_token("n", min, bytes_per_item);
                    assert_eq!(
                        expected.ok(),
                        Some(count),
                        "{shown:?} {min} {bytes_per_item}"
                    );
                    counted += 1;
                }
                None => assert_eq!(fast.remaining_len(), text.len(), "{shown:?}"),
            }
            assert_eq!(
                fast.token("rest").ok(),
                slow.token("rest").ok(),
                "{shown:?}"
            );
        }
        // The fast path took a good share of the inputs, not none.
        assert!(counted > 100, "{counted}");
    }

    /// Only running out of input in a later test case gets the note; the line is kept, or
    /// taken from the test case's start when the error has none.
    #[rstest]
    #[case(
        Error::at_line(7, "expected b, found the end of the input"),
        3,
        "line 7: expected b, found the end of the input (test case 3 is what follows test case 2 from line 5 on)"
    )]
    #[case(
        Error::at_line(6, "N 9 is too large (the rest of the input holds at most 2 of them)"),
        2,
        "line 6: N 9 is too large (the rest of the input holds at most 2 of them) (test case 2 is what follows test case 1 from line 5 on)"
    )]
    #[case(
        Error::new("expected b, found the end of the input"),
        2,
        "line 5: expected b, found the end of the input (test case 2 is what follows test case 1 from line 5 on)"
    )]
    #[case(
        Error::at_line(7, "expected b, found the end of the input"),
        1,
        "line 7: expected b, found the end of the input"
    )]
    #[case(
        Error::at_line(7, "N 0 is too small (at least 1)"),
        2,
        "line 7: N 0 is too small (at least 1)"
    )]
    fn later_case_cut_short_notes_where_the_case_began(
        #[case] error: Error,
        #[case] case: usize,
        #[case] expected: &str,
    ) {
        assert_eq!(later_case_cut_short(error, case, 5).to_string(), expected);
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
            "line 3: vertex 12 is too large (at most 10)"
        );
        // A problem's own message about the token just read, on that token's line.
        assert_eq!(
            sc.token_error("vertex 12 is taken").to_string(),
            "line 3: vertex 12 is taken"
        );
        assert_eq!(sc.line(), 4);
        // The input ends on line 3, not on the empty line after its last line end.
        assert_eq!(
            sc.token("K").unwrap_err(),
            Error::at_line(3, "expected K, found the end of the input")
        );
        for (input, line) in [
            (&b""[..], 1),
            (b" \n\n", 1),
            (b"1\r\n\r\n \t", 1),
            (b"\n\n1\r2\n", 4),
        ] {
            let mut sc = Scanner::new(input);
            while sc.token("n").is_ok() {}
            assert_eq!(sc.token("n").unwrap_err().line(), Some(line), "{input:?}");
        }
    }

    // Each message class of the input contract, with the limits in words.
    #[rstest]
    #[case(
        b"4294967296",
        "line 1: n 4294967296 is too large (at most 2^32 \u{2212} 1)"
    )]
    #[case(b"-5", "line 1: expected n (a non-negative integer), found \"-5\"")]
    #[case(b"+5", "line 1: expected n (a non-negative integer), found \"+5\"")]
    #[case(
        b"\xEF\xBB\xBF\xEF\xBB\xBF7",
        "line 1: expected n (a non-negative integer), found \"\\u{feff}7\""
    )]
    #[case(
        b"\x002",
        "line 1: expected n (a non-negative integer), found \"\\02\""
    )]
    #[case(
        b"1\x0b",
        "line 1: expected n (a non-negative integer), found \"1\\u{b}\""
    )]
    #[case(
        b"9\x9c",
        "line 1: expected n (a non-negative integer), found \"9\\x9c\""
    )]
    #[case(
        b"1\r2\r\rx",
        "line 4: expected n (a non-negative integer), found \"x\""
    )]
    fn next_u32_messages(#[case] input: &[u8], #[case] message: &str) {
        let mut sc = Scanner::new(input);
        let mut last = Ok(0);
        while !sc.is_at_end() && last.is_ok() {
            last = sc.next::<u32>("n");
        }
        assert_eq!(last.unwrap_err().to_string(), message);
    }

    #[rstest]
    #[case(b"0", 1..=10_000_000, "n 0 is too small (at least 1)")]
    #[case(b"10000001", 1..=10_000_000, "n 10000001 is too large (at most 10^7)")]
    #[case(b"0", 1..=u64::MAX, "n 0 is too small (at least 1)")]
    #[case(b"18446744073709551616", 1..=u64::MAX, "n 18446744073709551616 is too large (at most 2^64 \u{2212} 1)")]
    #[case(b"99999999999999999999", 0..=1 << 30, "n 99999999999999999999 is too large (at most 2^30)")]
    #[case(b"011", 0..=1, "n 011 is too large (at most 1)")]
    fn next_in_states_limits_in_words(
        #[case] input: &[u8],
        #[case] range: std::ops::RangeInclusive<u64>,
        #[case] message: &str,
    ) {
        let error = Scanner::new(input).next_in("n", range).unwrap_err();
        assert_eq!(error.message(), message);
    }

    /// A count is refused against the input's room however many digits it has; tokens that
    /// are not counts keep the usual messages.
    #[rstest]
    #[case(b"0 1 2", "line 1: N 0 is too small (at least 1)")]
    #[case(
        b"3 1 2",
        "line 1: N 3 is too large (the rest of the input holds at most 2 of them)"
    )]
    #[case(
        b"18446744073709551615 1 2",
        "line 1: N 18446744073709551615 is too large (the rest of the input holds at most 2 of them)"
    )]
    #[case(
        b"18446744073709551616 1 2",
        "line 1: N 18446744073709551616 is too large (the rest of the input holds at most 2 of them)"
    )]
    #[case(
        b"\n123456789012345678901234567890 1",
        "line 2: N 123456789012345678901234\u{2026} is too large (the rest of the input holds at most 1 of them)"
    )]
    #[case(
        b"-18446744073709551616 1 2",
        "line 1: expected N (a non-negative integer), found \"-18446744073709551616\""
    )]
    #[case(
        b"1e30 1 2",
        "line 1: expected N (a non-negative integer), found \"1e30\""
    )]
    #[case(b"\n \n", "line 1: expected N, found the end of the input")]
    fn next_count_names_the_input_limit(#[case] input: &[u8], #[case] message: &str) {
        let error = Scanner::new(input).next_count("N", 1, 2).unwrap_err();
        assert_eq!(error.to_string(), message);
    }

    /// Signed tokens around both types' limits, with signs and leading zeros, against
    /// `str::parse`.
    #[test]
    fn signed_parsing_compare_with_std_parse() {
        let mut tokens = vec![
            "-",
            "--1",
            "-0",
            "0",
            "+1",
            "1-",
            "-00000000000000000000007",
        ];
        let edges: Vec<String> = [i64::from(i32::MIN), i64::from(i32::MAX), i64::MIN, i64::MAX]
            .iter()
            .flat_map(|&v| [v.saturating_sub(1), v, v.saturating_add(1)])
            .map(|v| v.to_string())
            .chain(
                [
                    "-9223372036854775809",
                    "9223372036854775808",
                    "-18446744073709551616",
                ]
                .map(String::from),
            )
            .collect();
        tokens.extend(edges.iter().map(String::as_str));
        for token in tokens {
            let std_ok = !token.starts_with('+');
            assert_eq!(
                i64::from_token(token.as_bytes()),
                token.parse().ok().filter(|_| std_ok),
                "{token}"
            );
            assert_eq!(
                i32::from_token(token.as_bytes()),
                token.parse().ok().filter(|_| std_ok),
                "{token}"
            );
        }
    }

    /// `in_words` against a computation by division (the largest power of ten dividing the
    /// limit, then powers of two), on every limit up to 2·10^5, every digit times a power of
    /// ten, every power of two and its neighbours, and random limits.
    #[test]
    fn in_words_compare_with_division() {
        fn by_division(value: u64) -> String {
            let value = u128::from(value);
            if value >= 10_000 {
                if let Some(e) = (4..=38).rev().find(|&e| value % 10u128.pow(e) == 0) {
                    match value / 10u128.pow(e) {
                        1 => return format!("10^{e}"),
                        d @ 2..=9 => return format!("{d}\u{b7}10^{e}"),
                        _ => {}
                    }
                }
                let bits = 128 - value.leading_zeros();
                if value.is_power_of_two() {
                    return format!("2^{}", bits - 1);
                }
                if (value + 1).is_power_of_two() {
                    return format!("2^{bits} \u{2212} 1");
                }
            }
            value.to_string()
        }
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut limits: Vec<u64> = (0..=200_000).collect();
        for e in 0..20 {
            limits.extend((1..=9).filter_map(|d| 10u64.checked_pow(e)?.checked_mul(d)));
        }
        for b in 0..64 {
            limits.extend([(1u64 << b) - 1, 1 << b, (1 << b) + 1]);
        }
        limits.push(u64::MAX);
        limits.extend((0..10_000).map(|_| rng.r#gen::<u64>() >> rng.gen_range(0..64)));
        for limit in limits {
            assert_eq!(super::in_words(&limit), by_division(limit), "{limit}");
        }
        assert_eq!(super::in_words(&-10_000i64), "-10000");
        assert_eq!(super::in_words(&-2i64), "-2");
    }

    #[test]
    fn signed_limits() {
        let error = Scanner::new(b"-9223372036854775809")
            .next::<i64>("v")
            .unwrap_err();
        assert_eq!(
            error.message(),
            "v -9223372036854775809 is too small (at least \u{2212}2^63)"
        );
        let error = Scanner::new(b"-3").next_in::<i64>("v", -2..=2).unwrap_err();
        assert_eq!(error.message(), "v -3 is too small (at least -2)");
    }

    #[test]
    fn line_ends_of_every_kind_count_once() {
        // CR-only, CRLF and LF line ends, mixed: x is on line 5 however they are written.
        for text in [
            &b"1\n2\n\n3\nx"[..],
            b"1\r2\r\r3\rx",
            b"1\r\n2\r\n\r\n3\r\nx",
            b"1\r2\n\r\n3\rx",
        ] {
            let mut sc = Scanner::new(text);
            for _ in 0..3 {
                sc.next::<u8>("n").unwrap();
            }
            let error = sc.next::<u8>("n").unwrap_err();
            assert_eq!(error.line(), Some(5), "{text:?}");
        }
    }

    #[test]
    fn byte_order_mark_is_skipped_with_a_warning() {
        let mut sc = Scanner::new(b"\xEF\xBB\xBF2 3");
        assert_eq!(sc.next::<u8>("a").unwrap(), 2);
        assert!(sc.warning().unwrap().message().contains("byte-order mark"));
        assert!(Scanner::new(b"2").warning().is_none());
    }

    /// A word among choices: exact matches only, and a message listing the choices.
    #[rstest]
    #[case(b"Harry", Ok(0))]
    #[case(b"  \r\nHarry\n", Ok(0))]
    #[case(b"Vicky", Ok(1))]
    #[case(b"Both", Ok(2))]
    #[case(
        b"harry",
        Err("line 1: expected the player (Harry, Vicky or Both), found \"harry\"")
    )]
    #[case(
        b"\n7",
        Err("line 2: expected the player (Harry, Vicky or Both), found \"7\"")
    )]
    #[case(
        b"Harry\x01",
        Err("line 1: expected the player (Harry, Vicky or Both), found \"Harry\\u{1}\"")
    )]
    #[case(
        b"\n\n",
        Err("line 1: expected the player, found the end of the input")
    )]
    fn reads_one_of_several_words(#[case] input: &[u8], #[case] expected: Result<usize, &str>) {
        let got = Scanner::new(input).next_choice("the player", &["Harry", "Vicky", "Both"]);
        assert_eq!(
            got.map_err(|e| e.to_string()),
            expected.map_err(str::to_owned)
        );
    }

    #[test]
    fn finish_warns_about_leftovers() {
        let mut sc = Scanner::new(b"1 2\r\n3\r\n");
        assert_eq!(sc.next::<u8>("a").unwrap(), 1);
        sc.finish();
        assert_eq!(
            sc.warning().unwrap().to_string(),
            "line 1: ignored 2 tokens after the end of the input, from \"2\" on"
        );
        let mut sc = Scanner::new(b"1\n\n-\n");
        sc.next::<u8>("a").unwrap();
        sc.finish();
        assert_eq!(
            sc.warning().unwrap().to_string(),
            "line 3: ignored 1 token after the end of the input, from \"-\""
        );
        let mut clean = Scanner::new(b"1 \n");
        clean.next::<u8>("a").unwrap();
        clean.finish();
        assert!(clean.warning().is_none());
        let long = "9".repeat(40);
        let mut sc = Scanner::new(long.as_bytes());
        let message = sc.next::<u64>("n").unwrap_err().to_string();
        assert!(message.contains("9…"), "{message}");
    }

    /// Positions against a count from the start of the line, on random texts with every kind
    /// of line end and multi-byte characters, asked in order and (after a rewind) out of order.
    #[test]
    fn token_positions_compare_with_counting_from_the_line_start() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let pieces: [&str; 9] = ["a", "bc", "é", "ü1", " ", "  ", "\n", "\r\n", "\r"];
        for _ in 0..500 {
            let text: String = (0..rng.gen_range(0..30))
                .map(|_| pieces[rng.gen_range(0..pieces.len())])
                .collect();
            let bytes = text.as_bytes();
            let naive = |start: usize| {
                let line_start = bytes[..start]
                    .iter()
                    .rposition(|&b| b == b'\n' || b == b'\r')
                    .map_or(0, |p| p + 1);
                let line = 1 + bytes[..start]
                    .iter()
                    .enumerate()
                    .filter(|&(i, &b)| {
                        b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
                    })
                    .count();
                (line, text[line_start..start].chars().count() + 1)
            };
            let mut sc = Scanner::new(bytes);
            let mut starts = Vec::new();
            while let Ok(token) = sc.token("t") {
                let start = token.as_ptr() as usize - bytes.as_ptr() as usize;
                assert_eq!(sc.token_position(), naive(start), "{text:?} at {start}");
                // Asked twice: the second call counts from the first one's token.
                assert_eq!(
                    sc.token_position(),
                    naive(start),
                    "{text:?} at {start}, twice"
                );
                starts.push(start);
            }
            // Out of order: every token again, last first, with the line cache reset on the way.
            for (k, &start) in starts.iter().enumerate().rev() {
                if k % 2 == 0 {
                    sc.line_of_byte(0);
                }
                sc.token_start = start;
                assert_eq!(
                    sc.token_position(),
                    naive(start),
                    "{text:?} at {start}, again"
                );
            }
        }
    }

    /// 200 000 tokens on one line, each asked for its position (a board row each, as
    /// `Grid::read` does): linear work, well under a second; counted back from the start of
    /// the line each time, as it once was, it takes minutes.
    #[test]
    fn positions_on_one_long_line_are_linear() {
        let text = "ab ".repeat(200_000);
        let mut sc = Scanner::new(text.as_bytes());
        let mut last = (0, 0);
        while sc.token("row").is_ok() {
            last = sc.token_position();
        }
        assert_eq!(last, (1, 3 * 200_000 - 2));
    }

    #[test]
    fn only_the_first_warning_is_kept() {
        let mut sc = Scanner::new(b"\xEF\xBB\xBF");
        assert_eq!(sc.next_or_end::<u8>("n", "0").unwrap(), None);
        assert!(sc.warning().unwrap().message().contains("byte-order mark"));
    }
}
