//! Numbers as a reader writes them in limits and help texts (`10^4`, `4·10^9`, `1000`), and
//! read back from options (`3e9`).

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

/// A number of steps as an option gives it: digits (`_` allowed between them) or a mantissa
/// and a power of ten, like `3e9` or `25e10`; `None` for anything else or a value outside
/// `range`.
///
/// # Example
/// ```
/// use explore::words::steps;
/// assert_eq!(steps("3e9", 1..=u64::MAX), Some(3_000_000_000));
/// assert_eq!(steps("20_000_000", 1..=u64::MAX), Some(20_000_000));
/// assert_eq!(steps("2e20", 1..=u64::MAX), None);
/// assert_eq!(steps("5e5", 1_000_000..=10_000_000), None);
/// assert_eq!(steps("1.5e9", 1..=u64::MAX), None);
/// ```
pub fn steps(text: &str, range: std::ops::RangeInclusive<u64>) -> Option<u64> {
    let t = text.trim().replace('_', "");
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let value = match t.split_once(['e', 'E']) {
        Some((mantissa, exponent)) if digits(mantissa) && digits(exponent) => {
            let mantissa = mantissa.parse::<u64>().ok();
            let exponent = exponent.parse::<u32>().ok().filter(|&e| e <= 19);
            mantissa
                .zip(exponent)
                .and_then(|(m, e)| m.checked_mul(10u64.pow(e)))
        }
        None if digits(&t) => t.parse::<u64>().ok(),
        _ => None,
    };
    value.filter(|v| range.contains(v))
}
