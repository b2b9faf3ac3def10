//! Exact dyadic rationals `m / 2^k` in fixed width, and the simplest-number rule `{L | R}`.
//!
//! [`Dyadic`] holds a number as an `i64` numerator over a power of two of exponent at most
//! [`MAX_EXPONENT`] (62), always in lowest terms, so equality and hashing are by value and a
//! number prints the same however it was made (`"3"`, `"-3/4"`, `"1/128"`). Every number a
//! short partizan game takes fits: a game at most 62 moves deep with integer parts below
//! 2^62 never needs more. The `checked_*` methods report overflow as a [`DyadicError`]; the
//! operators `+`, `-` and unary `-` panic on overflow in every build (never a silent wrap).
//! For longer games — Blue-Red Hackenbush on a path of 10^5 edges — use
//! [`BigDyadic`](super::big::BigDyadic).
//!
//! [`simplest_between`] is Conway's simplicity rule: the value of `{L | R}` when the best Left
//! option `L` is below the best Right option `R`; when it is not, the position is not a number
//! and the function says so instead of guessing.
//!
//! # Example
//! ```
//! use gamecore::partizan::dyadic::{simplest_between, Dyadic};
//! let d = |s: &str| s.parse::<Dyadic>().unwrap();
//! assert_eq!(simplest_between(None, None).unwrap(), Dyadic::ZERO); // { | } = 0
//! assert_eq!(simplest_between(Some(d("0")), None).unwrap(), 1); // { 0 | } = 1
//! assert_eq!(simplest_between(Some(d("-1/2")), None).unwrap(), 0); // not -1/2 + 1
//! assert_eq!(simplest_between(Some(d("1/2")), Some(d("1"))).unwrap(), d("3/4"));
//! assert!(simplest_between(Some(d("1")), Some(d("1"))).is_err()); // {1 | 1} = 1* is no number
//! assert_eq!((d("3/4") + d("-5/8")).to_string(), "1/8");
//! ```

use super::Outcome;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

/// The largest exponent `k` of a [`Dyadic`]'s denominator `2^k`.
pub const MAX_EXPONENT: u32 = 62;

/// An exact dyadic rational `numerator / 2^exponent` with an `i64` numerator and
/// `exponent <= 62`, always in lowest terms (the numerator is odd, or the exponent is 0).
///
/// Ordered, compared and hashed by value; compares with `i64` directly. Displayed as an integer
/// (`"-3"`) or a reduced fraction (`"3/4"`), and parsed from the same forms.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::{Dyadic, DyadicError};
/// let x = Dyadic::new(6, 3).unwrap(); // 6/8
/// assert_eq!((x.numerator(), x.exponent()), (3, 2));
/// assert_eq!(x.to_string(), "3/4");
/// assert!(x < 1 && x > 0 && x.floor() == 0);
/// assert_eq!(x.checked_half().unwrap(), Dyadic::new(3, 3).unwrap());
/// assert_eq!(Dyadic::integer(i64::MAX).checked_add(x), Err(DyadicError::Overflow));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

/// Why a [`Dyadic`] could not be made: the exact result does not fit, or a text is no number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DyadicError {
    /// The numerator would reach 2^63 in size (an integer part too large for 63 bits).
    Overflow,
    /// The denominator would exceed 2^62.
    DenominatorTooLarge,
    /// A text that is not an integer or a fraction with a power-of-two denominator.
    Malformed {
        /// The text given.
        text: String,
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl fmt::Display for DyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Overflow => f.write_str(
                "the exact result is too large for a fixed-width dyadic number (numerators \
                 stay below 2^63 in size)",
            ),
            Self::DenominatorTooLarge => f.write_str(
                "the exact result needs a denominator above 2^62, finer than a fixed-width \
                 dyadic number holds",
            ),
            Self::Malformed { text, reason } => {
                write!(f, "{text:?} is not a dyadic number: {reason}")
            }
        }
    }
}

impl std::error::Error for DyadicError {}

impl From<DyadicError> for super::super::error::Error {
    fn from(e: DyadicError) -> Self {
        Self::new(e.to_string())
    }
}

impl Dyadic {
    /// The number 0.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };

    /// The number 1.
    pub const ONE: Dyadic = Dyadic {
        numerator: 1,
        exponent: 0,
    };

    /// The integer `n`.
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// `numerator / 2^exponent`, reduced to lowest terms.
    ///
    /// # Errors
    /// [`DyadicError::DenominatorTooLarge`] if the reduced denominator exceeds 2^62.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(12, 2).unwrap(), 3);
    /// assert_eq!(Dyadic::new(-1, 7).unwrap().to_string(), "-1/128");
    /// assert!(Dyadic::new(1, 63).is_err());
    /// assert_eq!(Dyadic::new(2, 63).unwrap().to_string(), "1/4611686018427387904");
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Result<Dyadic, DyadicError> {
        Self::from_wide(i128::from(numerator), exponent)
    }

    /// `numerator / 2^exponent` for a wide numerator, reduced; the workhorse of the arithmetic.
    pub(crate) fn from_wide(numerator: i128, exponent: u32) -> Result<Dyadic, DyadicError> {
        if numerator == 0 {
            return Ok(Dyadic::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let numerator = numerator >> shift;
        let exponent = exponent - shift;
        if exponent > MAX_EXPONENT {
            return Err(DyadicError::DenominatorTooLarge);
        }
        if numerator < i128::from(i64::MIN) || numerator > i128::from(i64::MAX) {
            return Err(DyadicError::Overflow);
        }
        Ok(Dyadic {
            numerator: numerator as i64,
            exponent,
        })
    }

    /// The numerator in lowest terms (odd unless the number is an integer).
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The exponent `k` of the denominator `2^k` in lowest terms (0 for an integer).
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// The numerator scaled to the denominator `2^exponent` (at least [`Self::exponent`]).
    fn scaled(self, exponent: u32) -> i128 {
        i128::from(self.numerator) << (exponent - self.exponent)
    }

    /// `self + other`.
    ///
    /// # Errors
    /// [`DyadicError::Overflow`] if the sum's numerator does not fit an `i64`.
    ///
    /// # Complexity
    /// O(1) time and space.
    pub fn checked_add(self, other: Dyadic) -> Result<Dyadic, DyadicError> {
        // Integers are most of what tables add: no widening, no reduction.
        if self.exponent == 0 && other.exponent == 0 {
            let numerator = self.numerator.checked_add(other.numerator);
            return numerator
                .map(|numerator| Dyadic {
                    numerator,
                    exponent: 0,
                })
                .ok_or(DyadicError::Overflow);
        }
        let exponent = self.exponent.max(other.exponent);
        Self::from_wide(self.scaled(exponent) + other.scaled(exponent), exponent)
    }

    /// `self - other`.
    ///
    /// # Errors
    /// [`DyadicError::Overflow`] if the difference's numerator does not fit an `i64`.
    ///
    /// # Complexity
    /// O(1) time and space.
    pub fn checked_sub(self, other: Dyadic) -> Result<Dyadic, DyadicError> {
        let exponent = self.exponent.max(other.exponent);
        Self::from_wide(self.scaled(exponent) - other.scaled(exponent), exponent)
    }

    /// `-self`.
    ///
    /// # Errors
    /// [`DyadicError::Overflow`] for the integer −2^63 only.
    pub fn checked_neg(self) -> Result<Dyadic, DyadicError> {
        Self::from_wide(-i128::from(self.numerator), self.exponent)
    }

    /// `self / 2`.
    ///
    /// # Errors
    /// [`DyadicError::DenominatorTooLarge`] if `self` already has the denominator 2^62.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::dyadic::Dyadic;
    /// assert_eq!(Dyadic::integer(-3).checked_half().unwrap().to_string(), "-3/2");
    /// ```
    pub fn checked_half(self) -> Result<Dyadic, DyadicError> {
        Self::from_wide(i128::from(self.numerator), self.exponent + 1)
    }

    /// The largest integer `<= self`.
    pub fn floor(self) -> i64 {
        self.numerator >> self.exponent
    }

    /// The smallest integer `>= self`.
    pub fn ceil(self) -> i64 {
        // −floor(−x), in i128 so that −2^63 needs no special case.
        (-((-i128::from(self.numerator)) >> self.exponent)) as i64
    }

    /// Whether `self` is an integer.
    pub fn is_integer(self) -> bool {
        self.exponent == 0
    }

    /// −1, 0 or 1: the sign of `self`.
    pub fn signum(self) -> i32 {
        self.numerator.signum() as i32
    }

    /// The outcome of a game equal to this number: `Left` if positive, `Right` if negative,
    /// `Previous` (the player to move loses) if zero.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::{dyadic::Dyadic, Outcome};
    /// assert_eq!(Dyadic::new(-1, 5).unwrap().outcome(), Outcome::Right);
    /// assert_eq!(Dyadic::ZERO.outcome(), Outcome::Previous);
    /// ```
    pub fn outcome(self) -> Outcome {
        Outcome::of_sign(self.signum())
    }

    /// The nearest `f64` (exact whenever the numerator has at most 53 significant bits).
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / (1u64 << self.exponent) as f64
    }
}

impl Default for Dyadic {
    fn default() -> Self {
        Dyadic::ZERO
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Self {
        Dyadic::integer(n)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        if self.exponent == other.exponent {
            return self.numerator.cmp(&other.numerator);
        }
        let exponent = self.exponent.max(other.exponent);
        self.scaled(exponent).cmp(&other.scaled(exponent))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq<i64> for Dyadic {
    fn eq(&self, other: &i64) -> bool {
        self.exponent == 0 && self.numerator == *other
    }
}

impl PartialOrd<i64> for Dyadic {
    fn partial_cmp(&self, other: &i64) -> Option<Ordering> {
        Some(self.cmp(&Dyadic::integer(*other)))
    }
}

/// `+`; panics on overflow in every build (use [`Dyadic::checked_add`] to get an error).
///
/// # Panics
/// If the sum does not fit a `Dyadic`.
impl Add for Dyadic {
    type Output = Dyadic;
    // Explicit arguments, not inlined ones: a bundle may be compiled as edition 2015 or 2018,
    // where `panic!` with a lone string literal does not format it (and the lint is denied).
    #[allow(clippy::uninlined_format_args)]
    fn add(self, other: Dyadic) -> Dyadic {
        match self.checked_add(other) {
            Ok(sum) => sum,
            Err(e) => panic!("{} + {}: {}", self, other, e),
        }
    }
}

/// `-`; panics on overflow in every build (use [`Dyadic::checked_sub`] to get an error).
///
/// # Panics
/// If the difference does not fit a `Dyadic`.
impl Sub for Dyadic {
    type Output = Dyadic;
    // Explicit arguments, not inlined ones: a bundle may be compiled as edition 2015 or 2018,
    // where `panic!` with a lone string literal does not format it (and the lint is denied).
    #[allow(clippy::uninlined_format_args)]
    fn sub(self, other: Dyadic) -> Dyadic {
        match self.checked_sub(other) {
            Ok(difference) => difference,
            Err(e) => panic!("{} - {}: {}", self, other, e),
        }
    }
}

/// Unary `-`; panics for the integer −2^63 in every build.
///
/// # Panics
/// If `self` is −2^63.
impl Neg for Dyadic {
    type Output = Dyadic;
    // Explicit arguments, not inlined ones: a bundle may be compiled as edition 2015 or 2018,
    // where `panic!` with a lone string literal does not format it (and the lint is denied).
    #[allow(clippy::uninlined_format_args)]
    fn neg(self) -> Dyadic {
        match self.checked_neg() {
            Ok(negated) => negated,
            Err(e) => panic!("-({}): {}", self, e),
        }
    }
}

impl AddAssign for Dyadic {
    fn add_assign(&mut self, other: Dyadic) {
        *self = *self + other;
    }
}

impl SubAssign for Dyadic {
    fn sub_assign(&mut self, other: Dyadic) {
        *self = *self - other;
    }
}

impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

/// Parses `"3"`, `"-3"`, `"+3"`, `"3/4"`, `"-6/8"` (reduced): an optional sign, decimal
/// digits, and optionally `/` and a power of two. No spaces.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::Dyadic;
/// assert_eq!("-6/8".parse::<Dyadic>().unwrap().to_string(), "-3/4");
/// assert!("1/3".parse::<Dyadic>().is_err());
/// ```
impl FromStr for Dyadic {
    type Err = DyadicError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let malformed = |reason| DyadicError::Malformed {
            text: text.to_string(),
            reason,
        };
        let (numerator, denominator) = match text.find('/') {
            Some(slash) => (&text[..slash], Some(&text[slash + 1..])),
            None => (text, None),
        };
        let (negative, digits) = match numerator.as_bytes().first() {
            Some(b'-') => (true, &numerator[1..]),
            Some(b'+') => (false, &numerator[1..]),
            _ => (false, numerator),
        };
        let magnitude = parse_digits(digits).map_err(|reason| {
            if reason == TOO_MANY_DIGITS {
                DyadicError::Overflow
            } else {
                malformed(reason)
            }
        })?;
        let exponent = match denominator {
            None => 0,
            Some(digits) => {
                let denominator = parse_digits(digits).map_err(malformed)?;
                if denominator == 0 {
                    return Err(malformed("the denominator is 0"));
                }
                if !denominator.is_power_of_two() {
                    return Err(malformed("the denominator is not a power of two"));
                }
                denominator.trailing_zeros()
            }
        };
        let numerator = if negative {
            -(magnitude as i128)
        } else {
            magnitude as i128
        };
        Dyadic::from_wide(numerator, exponent)
    }
}

const TOO_MANY_DIGITS: &str = "too many digits";

/// Decimal digits (at least one, at most 38) as a `u128`.
fn parse_digits(digits: &str) -> Result<u128, &'static str> {
    if digits.is_empty() {
        return Err("digits expected");
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err("only digits, an optional sign and one '/' are allowed");
    }
    if digits.len() > 38 {
        return Err(TOO_MANY_DIGITS);
    }
    Ok(digits
        .bytes()
        .fold(0u128, |n, b| n * 10 + u128::from(b - b'0')))
}

/// A position `{L | R}` whose best Left option is not below its best Right option, so it is
/// not a number (a switch such as `{1 | -1}`, or `{0 | 0} = *`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotANumber {
    /// The best (largest) Left option.
    pub left: Dyadic,
    /// The best (smallest) Right option.
    pub right: Dyadic,
}

impl fmt::Display for NotANumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{{{} | {}}} is not a number: the best Left option is not below the best Right option",
            self.left, self.right
        )
    }
}

crate::impl_error!(NotANumber);

/// Why [`checked_simplest_between`] found no `Dyadic`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimplestError {
    /// The options make no number.
    NotANumber(NotANumber),
    /// The simplest number exists but does not fit a `Dyadic` (see [`simplest_between`]'s
    /// `# Panics`).
    Overflow(DyadicError),
}

impl fmt::Display for SimplestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotANumber(e) => e.fmt(f),
            Self::Overflow(e) => e.fmt(f),
        }
    }
}

crate::impl_error!(SimplestError);

/// The value of `{L | R}`: the simplest number strictly above `left` and strictly below
/// `right`, where `left` is the best Left option, `right` the best Right option, and `None`
/// means that player has no move (no bound on that side).
///
/// Simplest means: the integer nearest 0 if the open interval holds an integer; otherwise the
/// one `m / 2^j` in it with the smallest `j`. So `{ | } = 0`, `{0 | } = 1`, `{ | 0} = −1`,
/// `{−1/2 | } = 0`, `{ | 3} = 0`, `{1/2 | 1} = 3/4`, `{−5/4 | −1} = −9/8`.
///
/// # Errors
/// [`NotANumber`] with both options if `left >= right`: such a position is not a number, and
/// its value needs canonical forms, not this rule.
///
/// # Panics
/// If the simplest number does not fit a `Dyadic` (its numerator would reach 2^63 in size or
/// its denominator exceed 2^62): possible only when the larger option size times the larger
/// denominator reaches 2^62, as in `{2^63 − 1 | }` or two neighbours of denominator 2^62.
/// [`checked_simplest_between`] reports those as errors.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::{simplest_between, Dyadic, NotANumber};
/// let d = |s: &str| s.parse::<Dyadic>().unwrap();
/// assert_eq!(simplest_between(None, Some(d("0"))).unwrap(), -1);
/// assert_eq!(simplest_between(None, Some(d("3"))).unwrap(), 0);
/// assert_eq!(simplest_between(Some(d("-5/4")), Some(d("-1"))).unwrap(), d("-9/8"));
/// assert_eq!(simplest_between(Some(d("-7")), Some(d("5/2"))).unwrap(), 0);
/// assert_eq!(simplest_between(Some(d("1")), Some(d("-1"))),
///            Err(NotANumber { left: d("1"), right: d("-1") }));
/// ```
///
/// # Complexity
/// O(log of the larger denominator) time, O(1) space.
// Explicit format arguments: see `impl Add for Dyadic`.
#[allow(clippy::uninlined_format_args)]
pub fn simplest_between(left: Option<Dyadic>, right: Option<Dyadic>) -> Result<Dyadic, NotANumber> {
    match checked_simplest_between(left, right) {
        Ok(x) => Ok(x),
        Err(SimplestError::NotANumber(e)) => Err(e),
        Err(SimplestError::Overflow(e)) => {
            panic!(
                "simplest_between({:?}, {:?}): {} (use checked_simplest_between)",
                left, right, e
            )
        }
    }
}

/// [`simplest_between`], with a result too large or too fine for a `Dyadic` reported instead
/// of a panic.
///
/// # Errors
/// [`SimplestError::NotANumber`] if `left >= right`; [`SimplestError::Overflow`] if the
/// simplest number does not fit a `Dyadic`.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::{checked_simplest_between, Dyadic, SimplestError};
/// let big = Some(Dyadic::integer(i64::MAX));
/// assert!(matches!(checked_simplest_between(big, None), Err(SimplestError::Overflow(_))));
/// ```
///
/// # Complexity
/// As [`simplest_between`].
pub fn checked_simplest_between(
    left: Option<Dyadic>,
    right: Option<Dyadic>,
) -> Result<Dyadic, SimplestError> {
    let integer = |n: Option<i64>| {
        n.map(Dyadic::integer)
            .ok_or(SimplestError::Overflow(DyadicError::Overflow))
    };
    match (left, right) {
        (None, None) => Ok(Dyadic::ZERO),
        // The least integer above `l`, or 0 when `l` is negative.
        (Some(l), None) => {
            if l < 0 {
                Ok(Dyadic::ZERO)
            } else {
                integer(l.floor().checked_add(1))
            }
        }
        (None, Some(r)) => {
            if r > 0 {
                Ok(Dyadic::ZERO)
            } else {
                integer(r.ceil().checked_sub(1))
            }
        }
        (Some(l), Some(r)) => {
            if l >= r {
                return Err(SimplestError::NotANumber(NotANumber { left: l, right: r }));
            }
            if l < 0 && r > 0 {
                return Ok(Dyadic::ZERO);
            }
            // Both on one side of 0 (or touching it): the integer nearest 0 strictly inside.
            // It cannot overflow: it lies strictly between two i64-sized numbers.
            let candidate = if l >= 0 { l.floor() + 1 } else { r.ceil() - 1 };
            if Dyadic::integer(candidate) > l && Dyadic::integer(candidate) < r {
                return Ok(Dyadic::integer(candidate));
            }
            // No integer inside: l and r lie in one interval [k, k + 1]. The first j with a
            // multiple of 2^−j strictly inside gives the unique simplest number
            // floor(l·2^j) + 1 over 2^j.
            for j in 1..=MAX_EXPONENT + 1 {
                let exponent = j.max(l.exponent).max(r.exponent);
                // m = floor(l · 2^j) + 1; l · 2^j < 2^126, no i128 overflow.
                let m = if j >= l.exponent {
                    i128::from(l.numerator) << (j - l.exponent)
                } else {
                    i128::from(l.numerator) >> (l.exponent - j)
                } + 1;
                if (m << (exponent - j)) < r.scaled(exponent) {
                    return Dyadic::from_wide(m, j).map_err(SimplestError::Overflow);
                }
            }
            unreachable!("two distinct numbers of denominator at most 2^62 are separated at 2^-63")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{checked_simplest_between, simplest_between, Dyadic, DyadicError, SimplestError};
    use crate::partizan::Outcome;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    fn opt(text: &str) -> Option<Dyadic> {
        if text.is_empty() {
            None
        } else {
            Some(d(text))
        }
    }

    #[rstest]
    #[case("", "", "0")]
    #[case("0", "", "1")]
    #[case("", "0", "-1")]
    #[case("-1/2", "", "0")]
    #[case("", "3", "0")]
    #[case("", "1/2", "0")]
    #[case("", "-1/2", "-1")]
    #[case("", "-1", "-2")]
    #[case("5/2", "", "3")]
    #[case("3", "", "4")]
    #[case("0", "1", "1/2")]
    #[case("1/2", "1", "3/4")]
    #[case("-5/4", "-1", "-9/8")]
    #[case("-1", "0", "-1/2")]
    #[case("-1", "1", "0")]
    #[case("-7", "5/2", "0")]
    #[case("0", "5/2", "1")]
    #[case("1", "5/2", "2")]
    #[case("-3/2", "-1/2", "-1")]
    #[case("-3", "-1", "-2")]
    #[case("1/4", "1/2", "3/8")]
    #[case("1/8", "7/8", "1/2")]
    #[case("3/8", "1", "1/2")]
    #[case("11/8", "13/8", "3/2")]
    #[case("2", "17/8", "33/16")]
    #[case("-17/8", "-2", "-33/16")]
    #[case("0", "1/1024", "1/2048")]
    fn simplest_number_table(#[case] left: &str, #[case] right: &str, #[case] expected: &str) {
        assert_eq!(
            simplest_between(opt(left), opt(right)).unwrap(),
            d(expected),
            "{{{left} | {right}}}"
        );
    }

    #[rstest]
    #[case("0", "0")]
    #[case("1", "-1")]
    #[case("1/2", "1/2")]
    #[case("3", "-5/4")]
    fn not_a_number_reports_both_options(#[case] left: &str, #[case] right: &str) {
        let err = simplest_between(opt(left), opt(right)).unwrap_err();
        assert_eq!((err.left, err.right), (d(left), d(right)));
        assert!(err.to_string().contains("not a number"), "{err}");
    }

    /// The simplest number by brute force: the first number in birthday order strictly
    /// between, birthday order being integers by |n| then fractions by denominator.
    fn simplest_by_search(left: Option<Dyadic>, right: Option<Dyadic>) -> Dyadic {
        let inside = |x: Dyadic| left.map_or(true, |l| l < x) && right.map_or(true, |r| x < r);
        for n in 0..200i64 {
            for x in [Dyadic::integer(n), Dyadic::integer(-n)] {
                if inside(x) {
                    return x;
                }
            }
        }
        for j in 1..=20 {
            for m in -200 * (1i64 << j)..200 * (1i64 << j) {
                let x = Dyadic::new(m, j).unwrap();
                if x.exponent() == j && inside(x) {
                    return x;
                }
            }
        }
        panic!("no number found between {left:?} and {right:?}");
    }

    #[test]
    fn simplest_between_agrees_with_a_search_in_birthday_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let random = |rng: &mut ChaCha8Rng| {
            if rng.gen_ratio(1, 6) {
                None
            } else {
                Some(Dyadic::new(rng.gen_range(-40..=40), rng.gen_range(0..=4)).unwrap())
            }
        };
        for _ in 0..600 {
            let (left, right) = (random(&mut rng), random(&mut rng));
            match (left, right) {
                (Some(l), Some(r)) if l >= r => {
                    assert!(simplest_between(left, right).is_err(), "{l} {r}");
                }
                _ => assert_eq!(
                    simplest_between(left, right).unwrap(),
                    simplest_by_search(left, right),
                    "{{{left:?} | {right:?}}}"
                ),
            }
        }
    }

    #[test]
    fn simplest_between_at_the_edges_of_the_range() {
        let max = Dyadic::integer(i64::MAX);
        let min = Dyadic::integer(i64::MIN);
        assert_eq!(
            checked_simplest_between(Some(max), None),
            Err(SimplestError::Overflow(DyadicError::Overflow))
        );
        assert_eq!(
            checked_simplest_between(None, Some(min)),
            Err(SimplestError::Overflow(DyadicError::Overflow))
        );
        assert_eq!(simplest_between(None, Some(max)).unwrap(), 0);
        // −2^63 + 1/2 needs a 65-bit numerator over 2; −2^61 + 1/2 fits.
        assert_eq!(
            checked_simplest_between(Some(min), Some(min + Dyadic::ONE)),
            Err(SimplestError::Overflow(DyadicError::Overflow))
        );
        let low = Dyadic::integer(-(1 << 61));
        assert_eq!(
            simplest_between(Some(low), Some(low + Dyadic::ONE)).unwrap(),
            low + d("1/2")
        );
        let fine = Dyadic::new(1, 62).unwrap();
        assert_eq!(
            checked_simplest_between(Some(Dyadic::ZERO), Some(fine)),
            Err(SimplestError::Overflow(DyadicError::DenominatorTooLarge))
        );
        assert_eq!(
            simplest_between(Some(Dyadic::ZERO), Some(fine + fine)).unwrap(),
            fine
        );
        let near_max = Dyadic::new(i64::MAX, 62).unwrap(); // just below 2
        assert_eq!(simplest_between(Some(near_max), None).unwrap(), 2);
        assert_eq!(
            simplest_between(Some(-near_max), Some(near_max)).unwrap(),
            0
        );
    }

    #[test]
    #[should_panic(expected = "checked_simplest_between")]
    fn simplest_between_panics_when_the_answer_does_not_fit() {
        let _ = simplest_between(Some(Dyadic::integer(i64::MAX)), None);
    }

    #[rstest]
    #[case("3/4", "5/8", "11/8", "1/8")]
    #[case("-1/2", "1/2", "0", "-1")]
    #[case("7", "-1/64", "447/64", "449/64")]
    #[case(
        "1/4611686018427387904",
        "1/4611686018427387904",
        "1/2305843009213693952",
        "0"
    )]
    fn sums_and_differences(
        #[case] a: &str,
        #[case] b: &str,
        #[case] sum: &str,
        #[case] difference: &str,
    ) {
        assert_eq!(d(a) + d(b), d(sum));
        assert_eq!(d(a) - d(b), d(difference));
        assert_eq!(d(a).checked_add(d(b)), Ok(d(sum)));
        assert_eq!(-(d(b) - d(a)), d(difference));
    }

    #[test]
    fn arithmetic_agrees_with_scaled_i128() {
        const E: u32 = 62;
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..2000 {
            let big = rng.gen_ratio(1, 4);
            let random = |rng: &mut ChaCha8Rng| {
                let n: i64 = if big {
                    rng.r#gen()
                } else {
                    rng.gen_range(-1000..=1000)
                };
                // Integers a third of the time: sums and comparisons of two take a path of
                // their own.
                let e = if rng.gen_ratio(1, 3) {
                    0
                } else {
                    rng.gen_range(0..=if big { 62 } else { 8 })
                };
                (i128::from(n) << (E - e), Dyadic::new(n, e).unwrap())
            };
            let ((sa, a), (sb, b)) = (random(&mut rng), random(&mut rng));
            // Exact values as multiples of 2^-62 in i128: |value| < 2^63 · 2^62.
            let expect = |scaled: i128| Dyadic::from_wide(scaled, E);
            assert_eq!(a.checked_add(b), expect(sa + sb), "{a:?} + {b:?}");
            assert_eq!(a.checked_sub(b), expect(sa - sb), "{a:?} - {b:?}");
            assert_eq!(a.checked_neg(), expect(-sa), "-{a:?}");
            assert_eq!(a.cmp(&b), sa.cmp(&sb), "{a:?} vs {b:?}");
            assert_eq!(a.floor(), (sa >> E) as i64, "floor {a:?}");
            assert_eq!(a.ceil(), (-((-sa) >> E)) as i64, "ceil {a:?}");
            let half = a.checked_half();
            if a.exponent() == 62 {
                assert_eq!(half, Err(DyadicError::DenominatorTooLarge));
            } else {
                let half = half.unwrap();
                assert_eq!(half.checked_add(half), Ok(a));
            }
            let text = a.to_string();
            assert_eq!(text.parse::<Dyadic>(), Ok(a), "{text}");
        }
    }

    #[test]
    fn overflow_is_reported_and_operators_panic() {
        let max = Dyadic::integer(i64::MAX);
        let min = Dyadic::integer(i64::MIN);
        assert_eq!(max.checked_add(Dyadic::ONE), Err(DyadicError::Overflow));
        assert_eq!(min.checked_sub(Dyadic::ONE), Err(DyadicError::Overflow));
        assert_eq!(min.checked_neg(), Err(DyadicError::Overflow));
        // 2^63 − 3/2 needs a 65-bit numerator over 2.
        assert_eq!(max.checked_add(d("-1/2")), Err(DyadicError::Overflow));
        assert_eq!(
            Dyadic::integer(1 << 61)
                .checked_add(d("1/2"))
                .unwrap()
                .to_string(),
            "4611686018427387905/2"
        );
        assert_eq!(min.checked_half().unwrap(), Dyadic::integer(i64::MIN / 2));
        assert!(std::panic::catch_unwind(|| max + Dyadic::ONE).is_err());
        assert!(std::panic::catch_unwind(|| min - Dyadic::ONE).is_err());
        assert!(std::panic::catch_unwind(|| -min).is_err());
    }

    #[rstest]
    #[case("0", 0, 0, "0")]
    #[case("-0", 0, 0, "0")]
    #[case("+5", 5, 0, "5")]
    #[case("-6/8", -3, 2, "-3/4")]
    #[case("12/4", 3, 0, "3")]
    #[case("1/128", 1, 7, "1/128")]
    #[case("-9223372036854775808", i64::MIN, 0, "-9223372036854775808")]
    fn parse_and_display(
        #[case] text: &str,
        #[case] numerator: i64,
        #[case] exponent: u32,
        #[case] shown: &str,
    ) {
        let x = d(text);
        assert_eq!((x.numerator(), x.exponent()), (numerator, exponent));
        assert_eq!(x.to_string(), shown);
    }

    #[rstest]
    #[case("", "digits expected")]
    #[case("-", "digits expected")]
    #[case("1/", "digits expected")]
    #[case("1/3", "not a power of two")]
    #[case("1/0", "denominator is 0")]
    #[case("1 /2", "only digits")]
    #[case("1/2/4", "only digits")]
    #[case("0x10", "only digits")]
    fn malformed_texts(#[case] text: &str, #[case] reason: &str) {
        let err = text.parse::<Dyadic>().unwrap_err();
        assert!(
            matches!(err, DyadicError::Malformed { .. }),
            "{text}: {err:?}"
        );
        assert!(err.to_string().contains(reason), "{text}: {err}");
    }

    #[rstest]
    #[case("9223372036854775808")]
    #[case("-9223372036854775809")]
    #[case("123456789012345678901234567890123456789012")]
    fn too_large_texts_overflow(#[case] text: &str) {
        assert_eq!(text.parse::<Dyadic>(), Err(DyadicError::Overflow));
    }

    #[test]
    fn denominators_beyond_2_pow_62_are_refused() {
        assert_eq!(
            "1/9223372036854775808".parse::<Dyadic>(),
            Err(DyadicError::DenominatorTooLarge)
        );
        assert_eq!(
            "2/9223372036854775808".parse::<Dyadic>().unwrap(),
            Dyadic::new(1, 62).unwrap()
        );
    }

    #[test]
    fn comparisons_with_integers_and_outcomes() {
        assert!(d("-1/2") < 0 && d("-1/2") > -1 && d("4") == 4);
        assert!(d("7/2") > 3 && d("7/2") < 4);
        assert_eq!(d("1/64").outcome(), Outcome::Left);
        assert_eq!(d("-3").outcome(), Outcome::Right);
        assert_eq!((d("3/4") - d("3/4")).outcome(), Outcome::Previous);
        assert_eq!(d("-7/4").floor(), -2);
        assert_eq!(d("-7/4").ceil(), -1);
        assert!((d("-7/4").to_f64() + 1.75).abs() < f64::EPSILON);
    }
}
