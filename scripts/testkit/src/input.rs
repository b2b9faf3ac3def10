//! Reading and writing problem inputs in brute forces and generators, independently of the
//! crate's own parser: plain whitespace-separated tokens, for inputs known to be valid.

use std::fmt::{Debug, Display, Write as _};
use std::str::FromStr;

/// A value read from one token: anything that parses, with an error that can be shown.
pub trait Token: FromStr<Err: Debug> {}

impl<T: FromStr<Err: Debug>> Token for T {}

/// Every token of `input` parsed as a `T`, in order.
///
/// # Panics
/// On a token that is not a `T` (when the iterator reaches it), naming the token.
///
/// # Example
/// ```
/// let mut numbers = testkit::input::numbers::<u64>("2\n 7 8\n");
/// assert_eq!(numbers.next(), Some(2));
/// assert_eq!(numbers.collect::<Vec<_>>(), [7, 8]);
/// ```
pub fn numbers<'a, T: Token + 'a>(input: &'a str) -> impl Iterator<Item = T> + 'a {
    input.split_ascii_whitespace().map(parse)
}

/// The test cases of an input made of a count `T`, then `T` lists, each a length `N` and `N`
/// values (tokens after them are not read).
///
/// # Panics
/// If a token does not parse or the input ends too soon.
///
/// # Example
/// ```
/// let cases: Vec<Vec<u32>> = testkit::input::counted_lists("2\n3\n1 2 3\n1\n7\n");
/// assert_eq!(cases, [vec![1, 2, 3], vec![7]]);
/// ```
pub fn counted_lists<T: Token>(input: &str) -> Vec<Vec<T>> {
    Reader::new(input).counted("T", |reader, case| {
        let what = format!("the end of test case {case}");
        reader.counted("N", |reader, _| reader.value(&what))
    })
}

/// [`counted_lists`] with each list sorted: the positions of games played on a multiset of
/// piles, or on a set of cells.
///
/// # Panics
/// As [`counted_lists`].
///
/// # Example
/// ```
/// let cases: Vec<Vec<u32>> = testkit::input::counted_sorted_lists("1\n3\n5 1 3\n");
/// assert_eq!(cases, [vec![1, 3, 5]]);
/// ```
pub fn counted_sorted_lists<T: Token + Ord>(input: &str) -> Vec<Vec<T>> {
    let mut lists = counted_lists(input);
    for list in &mut lists {
        list.sort_unstable();
    }
    lists
}

/// The pairs of an input made of a count `T`, then `T` pairs (tokens after them are not read).
///
/// # Panics
/// If a token does not parse or the input ends too soon.
///
/// # Example
/// ```
/// let pairs: Vec<(u64, u64)> = testkit::input::counted_pairs("2\n1 2\n3 4\n");
/// assert_eq!(pairs, [(1, 2), (3, 4)]);
/// ```
pub fn counted_pairs<T: Token>(input: &str) -> Vec<(T, T)> {
    Reader::new(input).counted("T", |reader, i| reader.pair(&format!("pair {i}")))
}

/// The test cases of an input made of a count `T`, then `T` lists of pairs, each a length `N`
/// and `N` pairs (tokens after them are not read).
///
/// # Panics
/// If a token does not parse or the input ends too soon.
///
/// # Example
/// ```
/// let cases: Vec<Vec<(u32, u32)>> = testkit::input::counted_pair_lists("2\n1\n1 2\n0\n");
/// assert_eq!(cases, [vec![(1, 2)], vec![]]);
/// ```
pub fn counted_pair_lists<T: Token>(input: &str) -> Vec<Vec<(T, T)>> {
    Reader::new(input).counted("T", |reader, case| {
        let what = format!("the end of test case {case}");
        reader.counted("N", |reader, _| reader.pair(&what))
    })
}

/// Tokens read in order, each parsed as the caller asks.
struct Reader<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Reader<'a> {
    fn new(input: &'a str) -> Self {
        Self {
            tokens: input.split_ascii_whitespace(),
        }
    }

    fn value<T: Token>(&mut self, what: &str) -> T {
        let token = self
            .tokens
            .next()
            .unwrap_or_else(|| panic!("the input ends before {what}"));
        parse(token)
    }

    fn pair<T: Token>(&mut self, what: &str) -> (T, T) {
        (self.value(what), self.value(what))
    }

    /// A count, then that many items, the `i`-th (from 1) read by `item(self, i)`.
    fn counted<U>(&mut self, what: &str, mut item: impl FnMut(&mut Self, usize) -> U) -> Vec<U> {
        let count: usize = self.value(what);
        (1..=count).map(|i| item(self, i)).collect()
    }
}

fn parse<T: Token>(token: &str) -> T {
    token
        .parse()
        .unwrap_or_else(|e| panic!("token {token:?} does not parse: {e:?}"))
}

/// Appends `list` as its length on one line and its values, space-separated, on the next.
///
/// # Example
/// ```
/// let mut text = String::from("1\n");
/// testkit::input::push_list(&mut text, &[3, 1, 4]);
/// assert_eq!(text, "1\n3\n3 1 4\n");
/// ```
pub fn push_list<T: Display>(text: &mut String, list: &[T]) {
    writeln!(text, "{}", list.len()).expect("a String takes any text");
    for (i, value) in list.iter().enumerate() {
        let separator = if i == 0 { "" } else { " " };
        write!(text, "{separator}{value}").expect("a String takes any text");
    }
    text.push('\n');
}

/// The input text of `lists` as [`counted_lists`] reads it: their count, then each list by
/// [`push_list`].
///
/// # Example
/// ```
/// assert_eq!(testkit::input::lists_text(&[vec![1, 2], vec![5]]), "2\n2\n1 2\n1\n5\n");
/// ```
pub fn lists_text<T: Display>(lists: &[Vec<T>]) -> String {
    let mut text = format!("{}\n", lists.len());
    for list in lists {
        push_list(&mut text, list);
    }
    text
}

/// Appends `pairs` as their count on one line, then a pair a line.
///
/// # Example
/// ```
/// let mut text = String::from("1\n");
/// testkit::input::push_pairs(&mut text, &[(1, 2), (3, 4)]);
/// assert_eq!(text, "1\n2\n1 2\n3 4\n");
/// ```
pub fn push_pairs<T: Display>(text: &mut String, pairs: &[(T, T)]) {
    writeln!(text, "{}", pairs.len()).expect("a String takes any text");
    for (a, b) in pairs {
        writeln!(text, "{a} {b}").expect("a String takes any text");
    }
}

/// The input text of `pairs` as [`counted_pairs`] reads it: their count, then a pair a line.
///
/// # Example
/// ```
/// assert_eq!(testkit::input::pairs_text(&[(1, 2), (3, 4)]), "2\n1 2\n3 4\n");
/// ```
pub fn pairs_text<T: Display>(pairs: &[(T, T)]) -> String {
    let mut text = String::new();
    push_pairs(&mut text, pairs);
    text
}

/// The input text of `cases` as [`counted_pair_lists`] reads it: their count, then each list
/// of pairs by [`push_pairs`].
///
/// # Example
/// ```
/// let text = testkit::input::pair_lists_text(&[vec![(1, 2)], vec![]]);
/// assert_eq!(text, "2\n1\n1 2\n0\n");
/// ```
pub fn pair_lists_text<T: Display>(cases: &[Vec<(T, T)>]) -> String {
    let mut text = format!("{}\n", cases.len());
    for pairs in cases {
        push_pairs(&mut text, pairs);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::{
        counted_lists, counted_pair_lists, counted_pairs, lists_text, pair_lists_text, pairs_text,
    };

    #[test]
    fn lists_read_back() {
        let lists = vec![vec![5u64, 0, 18_446_744_073_709_551_615], vec![], vec![1]];
        let text = lists_text(&lists);
        assert_eq!(text, "3\n3\n5 0 18446744073709551615\n0\n\n1\n1\n");
        assert_eq!(counted_lists::<u64>(&text), lists);
    }

    #[test]
    fn pairs_read_back() {
        let pairs = vec![(0u32, 7u32), (4_294_967_295, 1)];
        assert_eq!(counted_pairs::<u32>(&pairs_text(&pairs)), pairs);
        let cases = vec![pairs, vec![], vec![(5, 6)]];
        assert_eq!(counted_pair_lists::<u32>(&pair_lists_text(&cases)), cases);
    }

    #[test]
    #[should_panic(expected = "the input ends before the end of test case 2")]
    fn a_short_input_is_refused() {
        counted_lists::<u32>("2\n1\n5\n3\n1 2\n");
    }
}
