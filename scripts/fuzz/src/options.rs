//! The values the fuzzers' command lines share: seconds and seeds.

/// `text` as a positive, finite number, for the option `flag`.
///
/// # Errors
/// A sentence naming the option, when `text` is no such number.
pub fn positive(flag: &str, text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| format!("{flag} needs a positive number, not {text:?}"))
}

/// `text` as a seed: a number, or `random` for one taken from the clock.
///
/// # Errors
/// A sentence, when `text` is neither.
pub fn seed(text: &str) -> Result<u64, String> {
    if text == "random" {
        Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64))
    } else {
        text.parse()
            .map_err(|_| format!("--seed needs a number or `random`, not {text:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read_or_refused_by_name() {
        assert_eq!(positive("--seconds", "2.5"), Ok(2.5));
        for bad in ["0", "-1", "inf", "NaN", "x"] {
            assert!(positive("--seconds", bad)
                .unwrap_err()
                .starts_with("--seconds needs a positive number"));
        }
        assert_eq!(seed("7"), Ok(7));
        assert!(seed("random").is_ok());
        assert!(seed("-1").is_err());
    }
}
