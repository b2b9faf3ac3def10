//! Numbers as a reader writes them in limits and help texts: `10^4`, `4·10^9`, `1000`.

/// `n` as a reader writes it: a power of ten from 10^4 on as `10^k`, a one-digit multiple of
/// one as `4·10^9`, anything else in digits.
///
/// # Example
/// ```
/// use explore::words::in_words;
/// assert_eq!(in_words(4_000_000_000), "4·10^9");
/// assert_eq!(in_words(10_000), "10^4");
/// assert_eq!(in_words(1000), "1000");
/// assert_eq!(in_words(32_768), "32768");
/// ```
pub fn in_words(n: usize) -> String {
    let mut power = 0;
    let mut rest = n;
    while rest >= 10 && rest.is_multiple_of(10) {
        rest /= 10;
        power += 1;
    }
    match rest {
        1 if power >= 4 => format!("10^{power}"),
        2..=9 if power >= 4 => format!("{rest}·10^{power}"),
        _ => n.to_string(),
    }
}
