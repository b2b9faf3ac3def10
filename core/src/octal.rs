//! Heap games given by an octal or hexadecimal code (take-and-break games such as Kayles and
//! Dawson's Kayles), subtraction games, and their nim-sequences G(0), G(1), … computed fast.
//!
//! # The code
//! A code `d0.d1d2d3…` lists, for each k, the ways a player may remove k tokens from one heap.
//! Digit dk is a sum of bits:
//!
//! | bit | removing k tokens may leave |
//! | --- | --- |
//! | 1 | no heap (only if the heap had exactly k tokens) |
//! | 2 | one nonempty heap |
//! | 4 | two nonempty heaps (the rest split in two) |
//! | 8 | three nonempty heaps (hexadecimal codes only) |
//!
//! So `0.77` is Kayles (take 1 or 2 tokens, and split the rest into up to two heaps), `0.07` is
//! Dawson's Kayles, `0.137` Dawson's Chess, `0.6` "Officers" (take one token, never the last of
//! a heap, leaving one or two heaps), and `0.3033` the subtraction game {1, 3, 4}. The digit d0
//! before the point is about removing nothing: `4.7` also lets a player split a heap into two
//! without taking any tokens. d0 may only use the bits 4 and 8 (1 or 2 would be a pass). The
//! leading `0` may be omitted (`.77`), digits past the last nonzero one are ignored, and
//! `·` works as the point as in Winning Ways. Heaps of size 0 are no heaps: G(0) = 0.
//!
//! # Computing the nim-sequence
//! G(n) is the mex of the values of the positions one move from a heap of n; a split into
//! heaps a and b is worth G(a) xor G(b), and there are about n/2 of them per digit with a 4-bit,
//! so the direct computation ([`Method::Plain`]) takes O(n²) time up to n.
//!
//! [`Method::RareCommon`] (the default) uses the *sparse space* phenomenon found by Conway and
//! by Gangolli and Plambeck, as in Flammenkamp's tables: for many games some bit mask m splits
//! the values into **rare** ones (an even number of 1-bits under m; 0 is rare) and **common**
//! ones (odd), and rare values turn up at only a few heap sizes. The xor of two common values is
//! rare, so a *common* value can only come from a split in which one of the two heaps has a rare
//! value: enumerating the few rare heaps finds every common option exactly. The smallest common
//! value c that is not an option is then the answer, unless some rare value below c is not an
//! option either — and since rare values are the ones that pairs of common heaps produce all
//! the time, a short scan over the splits finds each of them at once. Only when G(n) is itself
//! rare does the scan run to the end. The mask is chosen (by a Walsh–Hadamard transform of the
//! value counts) to make the rare heaps fewest, and revised whenever the sequence doubles in
//! length; when no mask makes them rare, the solver computes directly. Either way the values are
//! exact: the mask only decides the speed.
//!
//! # Example
//! ```
//! use gamecore::octal::{HeapGame, OctalSolver};
//! let kayles: HeapGame = "0.77".parse().unwrap();
//! let mut solver = OctalSolver::new(kayles);
//! let sequence = solver.solve(1_000_000);
//! assert_eq!(&sequence.values[..8], &[0, 1, 2, 3, 1, 4, 3, 2]);
//! let period = sequence.periodicity.unwrap();
//! assert!(period.is_proved());
//! assert_eq!((period.preperiod, period.period), (71, 12));
//! assert!(sequence.computed < 2000); // the other values follow from the proved period
//! ```

use super::mex::Grundy;
use super::period::{analyse_in_place, PeriodFinder, Periodicity, Theorem};
use std::fmt;
use std::str::FromStr;

/// The most tokens a move may remove (the index of the last digit of a code): codes and
/// subtraction sets beyond it are rejected rather than allocated.
pub const MAX_TAKE: usize = 1 << 22;

/// Why a code or a subtraction set does not describe a heap game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// The code is empty (or only blanks).
    Empty,
    /// The code has no point separating d0 from d1 d2 … (`0.77`, `.77`, `4.7`).
    MissingPoint,
    /// A character that is no digit; `position` counts characters from 1.
    BadCharacter {
        /// The offending character.
        character: char,
        /// Its 1-based position in the code.
        position: usize,
    },
    /// A digit 8–9 or A–F in a code read as octal.
    DigitTooLargeForOctal {
        /// The offending digit.
        digit: char,
        /// Its 1-based position in the code.
        position: usize,
    },
    /// A digit above 15 given as a number.
    DigitTooLarge {
        /// The digit's index k (it concerns removing k tokens).
        index: usize,
        /// The value given.
        digit: u8,
    },
    /// More than one character before the point.
    LongWholePart {
        /// What stood before the point.
        whole: String,
    },
    /// d0 uses bit 1 or 2: removing nothing and leaving the heap would be a pass.
    BadFirstDigit {
        /// The value of d0.
        digit: u8,
    },
    /// A `!` (unequal splits) after no digit, or after a digit that does not split a heap in
    /// two (no bit 4).
    MisplacedBang {
        /// The 1-based position of the `!`.
        position: usize,
    },
    /// A subtraction set contains 0.
    ZeroMove,
    /// A move would remove more than [`MAX_TAKE`] tokens.
    TooLong {
        /// The largest number of tokens asked for.
        max_take: usize,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("the game code is empty"),
            Self::MissingPoint => f.write_str(
                "the game code has no point: write it as d0.d1d2… (for example 0.77 or .77)",
            ),
            Self::BadCharacter {
                character,
                position,
            } => write!(
                f,
                "character {position} of the game code, {character:?}, is not a digit"
            ),
            Self::DigitTooLargeForOctal { digit, position } => write!(
                f,
                "digit {digit} (character {position} of the game code) is too large for an \
                 octal code, whose digits are 0 to 7"
            ),
            Self::DigitTooLarge { index, digit } => write!(
                f,
                "digit {index} of the game code is {digit}; digits go up to 15 (F)"
            ),
            Self::LongWholePart { whole } => write!(
                f,
                "the game code has {whole:?} before the point, where one digit (0, 4, 8 or C) \
                 belongs"
            ),
            Self::BadFirstDigit { digit } => write!(
                f,
                "the digit before the point is {digit:X}, but it may only combine 4 and 8 \
                 (splitting a heap without taking); 1 or 2 would let a player pass"
            ),
            Self::MisplacedBang { position } => write!(
                f,
                "the ! at character {position} of the game code must follow a digit that \
                 splits a heap in two (4, 5, 6, 7 or C to F): it makes those splits unequal"
            ),
            Self::ZeroMove => f.write_str("a subtraction set may not contain 0"),
            Self::TooLong { max_take } => write!(
                f,
                "a move removes {max_take} tokens, more than the {MAX_TAKE} supported"
            ),
        }
    }
}

crate::impl_error!(CodeError);

/// A heap game given by its code digits d0, d1, …, dt (see the module documentation).
///
/// # Example
/// ```
/// use gamecore::octal::HeapGame;
/// let dawson = HeapGame::parse("0.07").unwrap();
/// assert_eq!(dawson.digits(), &[0, 0, 7]);
/// assert_eq!((dawson.max_take(), dawson.max_heaps()), (2, 2));
/// assert_eq!(HeapGame::parse(".0700").unwrap(), dawson);
/// assert_eq!(HeapGame::subtraction(&[1, 3, 4]).unwrap().to_string(), "0.3033");
/// assert_eq!(HeapGame::parse("0.f").unwrap().to_string(), "0.F");
/// assert!(HeapGame::parse_octal("0.8").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeapGame {
    /// d0, d1, …, dt with dt ≠ 0 (or just d0).
    digits: Vec<u8>,
    /// The k, ascending, whose two-heap splits must leave two unequal heaps (`!` after dk).
    unequal: Vec<usize>,
}

impl HeapGame {
    /// Reads a hexadecimal code (digits 0–9, A–F in either case; an octal code is one too).
    ///
    /// # Errors
    /// A [`CodeError`] naming what is wrong: empty, no point, a bad character, more than one
    /// character before the point, d0 with bit 1 or 2, or more than [`MAX_TAKE`] digits.
    pub fn parse(code: &str) -> Result<Self, CodeError> {
        Self::parse_digits(code, 15)
    }

    /// Reads an octal code: as [`parse`](Self::parse), but a digit above 7 is
    /// [`CodeError::DigitTooLargeForOctal`].
    ///
    /// # Errors
    /// As [`parse`](Self::parse), and digits 8–F.
    pub fn parse_octal(code: &str) -> Result<Self, CodeError> {
        Self::parse_digits(code, 7)
    }

    fn parse_digits(code: &str, max_digit: u32) -> Result<Self, CodeError> {
        let leading = code.chars().take_while(|c| c.is_whitespace()).count();
        let body = code.trim();
        if body.is_empty() {
            return Err(CodeError::Empty);
        }
        let (whole, fraction) = match body.find(['.', '·']) {
            Some(at) => {
                let point = body[at..].chars().next().map_or(1, char::len_utf8);
                (&body[..at], &body[at + point..])
            }
            None => return Err(CodeError::MissingPoint),
        };
        let whole_len = whole.chars().count();
        if whole.chars().filter(|&c| c != '!').count() > 1 {
            return Err(CodeError::LongWholePart {
                whole: whole.to_string(),
            });
        }
        let mut digits = Vec::with_capacity(fraction.len() + 1);
        let mut unequal = Vec::new();
        if whole_len == 0 {
            digits.push(0);
        }
        // Positions count characters of the whole input, from 1; the point is one character.
        let fraction_start = leading + whole_len + 2;
        let places = whole
            .chars()
            .map(|c| (c, leading + 1))
            .chain(fraction.chars().zip(fraction_start..));
        for (character, position) in places {
            if character == '!' {
                // `!` after a digit whose splits in two must leave unequal heaps.
                match digits.len().checked_sub(1) {
                    Some(k) if digits[k] & 4 != 0 && unequal.last() != Some(&k) => unequal.push(k),
                    _ => return Err(CodeError::MisplacedBang { position }),
                }
                continue;
            }
            let digit = character.to_digit(16).ok_or(CodeError::BadCharacter {
                character,
                position,
            })?;
            if digit > max_digit {
                return Err(CodeError::DigitTooLargeForOctal {
                    digit: character,
                    position,
                });
            }
            digits.push(digit as u8);
        }
        let mut game = Self::from_digits(&digits)?;
        game.unequal = unequal;
        Ok(game)
    }

    /// The k whose two-heap splits must leave unequal heaps (`!` after dk), ascending.
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::HeapGame;
    /// // Grundy's game: split a heap into two unequal heaps.
    /// let grundy = HeapGame::parse("4!.").unwrap();
    /// assert_eq!(grundy.unequal_splits(), &[0]);
    /// assert_eq!(grundy.to_string(), "4!.");
    /// assert_eq!(grundy.nim_sequence(8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn unequal_splits(&self) -> &[usize] {
        &self.unequal
    }

    /// The game with code digits `digits` = [d0, d1, …].
    ///
    /// # Errors
    /// [`CodeError::DigitTooLarge`] for a digit above 15, [`CodeError::BadFirstDigit`],
    /// [`CodeError::TooLong`].
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::HeapGame;
    /// assert_eq!(HeapGame::from_digits(&[4, 7]).unwrap().to_string(), "4.7");
    /// assert_eq!(HeapGame::from_digits(&[]).unwrap().to_string(), "0.");
    /// ```
    pub fn from_digits(digits: &[u8]) -> Result<Self, CodeError> {
        if let Some((index, &digit)) = digits.iter().enumerate().find(|&(_, &d)| d > 15) {
            return Err(CodeError::DigitTooLarge { index, digit });
        }
        let first = digits.first().copied().unwrap_or(0);
        if first & 3 != 0 {
            return Err(CodeError::BadFirstDigit { digit: first });
        }
        let used = digits
            .iter()
            .rposition(|&d| d != 0)
            .map_or(1, |last| last + 1);
        if used - 1 > MAX_TAKE {
            return Err(CodeError::TooLong { max_take: used - 1 });
        }
        let mut kept = digits[..used.min(digits.len())].to_vec();
        if kept.is_empty() {
            kept.push(0);
        }
        Ok(Self {
            digits: kept,
            unequal: Vec::new(),
        })
    }

    /// The subtraction game with move set `moves`: remove s tokens for some s in the set
    /// (digit 3 at every s). Duplicates are ignored.
    ///
    /// # Errors
    /// [`CodeError::ZeroMove`], or [`CodeError::TooLong`] for a move above [`MAX_TAKE`].
    pub fn subtraction(moves: &[usize]) -> Result<Self, CodeError> {
        if moves.contains(&0) {
            return Err(CodeError::ZeroMove);
        }
        let max_take = moves.iter().copied().max().unwrap_or(0);
        if max_take > MAX_TAKE {
            return Err(CodeError::TooLong { max_take });
        }
        let mut digits = vec![0; max_take + 1];
        for &s in moves {
            digits[s] = 3;
        }
        Ok(Self {
            digits,
            unequal: Vec::new(),
        })
    }

    /// The digits d0, d1, …, dt, the last nonzero (or just d0).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Digit dk (0 past the end).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// t: the most tokens a move removes (the index of the last nonzero digit).
    pub fn max_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// The most heaps a move may leave: 3 with an 8-bit, 2 with a 4-bit, else 1 (0 if no digit
    /// leaves any heap).
    pub fn max_heaps(&self) -> usize {
        let bits = self.digits.iter().fold(0, |acc, &d| acc | d);
        match bits {
            b if b & 8 != 0 => 3,
            b if b & 4 != 0 => 2,
            b if b & 2 != 0 => 1,
            _ => 0,
        }
    }

    /// Whether every digit is at most 7 (an octal game: a move leaves at most two heaps).
    pub fn is_octal(&self) -> bool {
        self.digits.iter().all(|&d| d <= 7)
    }

    /// Whether every digit is 0 or 3: a subtraction game.
    pub fn is_subtraction(&self) -> bool {
        self.digits.iter().all(|&d| d == 0 || d == 3)
    }

    /// The periodicity theorem that applies to the game (see `gamecore::period`).
    pub fn theorem(&self) -> Theorem {
        if !self.unequal.is_empty() {
            // Shrinking the larger heap of a split by a period may make the two heaps equal,
            // which the induction behind the Guy–Smith theorem needs to be a move: no proof.
            return Theorem::None;
        }
        if self.is_subtraction() {
            Theorem::Subtraction {
                max_move: self.max_take(),
            }
        } else {
            Theorem::TakeAndBreak {
                max_take: self.max_take(),
                max_heaps: self.max_heaps().max(1),
            }
        }
    }

    /// G(0..=max_heap), computed with [`Method::RareCommon`] (no periodic shortcut; see
    /// [`OctalSolver::solve`] for that).
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::HeapGame;
    /// let dawson_chess = HeapGame::parse("0.137").unwrap();
    /// assert_eq!(dawson_chess.nim_sequence(9), vec![0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    ///
    /// # Complexity
    /// As [`OctalSolver::extend_to`].
    pub fn nim_sequence(&self, max_heap: usize) -> Vec<Grundy> {
        let mut solver = OctalSolver::new(self.clone());
        solver.extend_to(max_heap);
        solver.values.to_vec()
    }
}

impl FromStr for HeapGame {
    type Err = CodeError;

    /// As [`HeapGame::parse`].
    fn from_str(code: &str) -> Result<Self, CodeError> {
        Self::parse(code)
    }
}

/// The canonical code: d0, a point, then d1 … dt in upper-case hexadecimal digits.
impl fmt::Display for HeapGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bang = |k: usize| if self.unequal.contains(&k) { "!" } else { "" };
        write!(f, "{:X}{}.", self.digits[0], bang(0))?;
        for (k, d) in self.digits.iter().enumerate().skip(1) {
            write!(f, "{d:X}{}", bang(k))?;
        }
        Ok(())
    }
}

/// How [`OctalSolver`] computes each value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The definition: every option of every heap. O(n²) up to n with splits.
    Plain,
    /// The rare/common split of the values (see the module documentation); the same values,
    /// usually far faster.
    RareCommon,
}

/// A nim-sequence G(0..=max_heap) as [`OctalSolver::solve`] returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimSequence {
    /// G(0), …, G(max_heap).
    pub values: Vec<Grundy>,
    /// How many leading values were computed by mex; the rest follow from a proved period.
    pub computed: usize,
    /// The periodicity found in the computed values, proved or observed.
    pub periodicity: Option<Periodicity>,
}

/// A value type [`NimValues`] can store: u8, u16 or u32, read back as a [`Grundy`].
pub trait StoredValue: Copy + Eq + Into<Grundy> {}
impl StoredValue for u8 {}
impl StoredValue for u16 {}
impl StoredValue for u32 {}

/// G(0), G(1), … stored in the smallest width that holds every value so far: one byte a
/// value while all are below 256, two while all are below 65,536, else four. A push that
/// needs a wider type converts the whole sequence once (at most twice in all).
///
/// # Example
/// ```
/// use gamecore::octal::NimValues;
/// let mut values = NimValues::new();
/// values.push(3);
/// values.push(200);
/// assert_eq!(values.bytes_per_value(), 1);
/// values.push(300);
/// assert_eq!(values.bytes_per_value(), 2);
/// assert_eq!((values.len(), values.get(1), values.get(2)), (3, 200, 300));
/// assert_eq!(values.to_vec(), vec![3, 200, 300]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimValues {
    /// Every value is below 2^8.
    Narrow(Vec<u8>),
    /// Every value is below 2^16.
    Medium(Vec<u16>),
    /// Any value.
    Wide(Vec<u32>),
}

impl Default for NimValues {
    fn default() -> Self {
        Self::new()
    }
}

/// Runs `$body` with `$slice` bound to the values as a slice of their stored type.
macro_rules! with_nim_slice {
    ($values:expr, $slice:ident => $body:expr) => {
        match $values {
            NimValues::Narrow($slice) => $body,
            NimValues::Medium($slice) => $body,
            NimValues::Wide($slice) => $body,
        }
    };
}

impl NimValues {
    /// No values, one byte a value.
    pub fn new() -> Self {
        Self::Narrow(Vec::new())
    }

    /// The values of `values`, in the smallest width that holds them.
    pub fn from_values(values: &[Grundy]) -> Self {
        let mut stored = Self::new();
        stored.reserve(values.len());
        for &v in values {
            stored.push(v);
        }
        stored
    }

    /// How many values.
    pub fn len(&self) -> usize {
        with_nim_slice!(self, v => v.len())
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// 1, 2 or 4.
    pub fn bytes_per_value(&self) -> usize {
        match self {
            Self::Narrow(_) => 1,
            Self::Medium(_) => 2,
            Self::Wide(_) => 4,
        }
    }

    /// G(n).
    ///
    /// # Panics
    /// If n ≥ len.
    #[inline]
    #[allow(clippy::useless_conversion)] // u32 into u32 in the wide arm
    pub fn get(&self, n: usize) -> Grundy {
        with_nim_slice!(self, v => v[n].into())
    }

    /// Room for `extra` more values without reallocating (in the current width).
    pub fn reserve(&mut self, extra: usize) {
        with_nim_slice!(self, v => v.reserve(extra));
    }

    /// Appends `value`, widening the storage first if it does not fit.
    pub fn push(&mut self, value: Grundy) {
        match self {
            Self::Narrow(v) => {
                if value <= Grundy::from(u8::MAX) {
                    v.push(value as u8);
                    return;
                }
                let wider: Vec<u32> = v.iter().map(|&x| u32::from(x)).collect();
                *self = Self::widened(wider, value);
            }
            Self::Medium(v) => {
                if value <= Grundy::from(u16::MAX) {
                    v.push(value as u16);
                    return;
                }
                let wider: Vec<u32> = v.iter().map(|&x| u32::from(x)).collect();
                *self = Self::widened(wider, value);
            }
            Self::Wide(v) => v.push(value),
        }
    }

    /// The storage for `values` and then `value`, which did not fit the old width.
    fn widened(values: Vec<u32>, value: Grundy) -> Self {
        if value <= Grundy::from(u16::MAX) {
            let mut v: Vec<u16> = Vec::with_capacity(values.capacity().max(values.len() + 1));
            v.extend(values.iter().map(|&x| x as u16));
            v.push(value as u16);
            Self::Medium(v)
        } else {
            let mut v = values;
            v.push(value);
            Self::Wide(v)
        }
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        with_nim_slice!(self, v => v.truncate(len));
    }

    /// Forgets every value and goes back to one byte a value.
    pub fn clear(&mut self) {
        *self = Self::new();
    }

    /// The values in order.
    pub fn iter(&self) -> impl Iterator<Item = Grundy> + '_ {
        (0..self.len()).map(move |n| self.get(n))
    }

    /// G(range) as plain values.
    #[allow(clippy::useless_conversion)] // u32 into u32 in the wide arm
    pub fn slice_to_vec(&self, range: std::ops::Range<usize>) -> Vec<Grundy> {
        with_nim_slice!(self, v => v[range].iter().map(|&x| x.into()).collect())
    }

    /// Every value as a plain [`Grundy`].
    pub fn to_vec(&self) -> Vec<Grundy> {
        self.slice_to_vec(0..self.len())
    }

    /// The largest value and the first n where it occurs (`None` when empty).
    pub fn max_with_index(&self) -> Option<(usize, Grundy)> {
        let mut best: Option<(usize, Grundy)> = None;
        for (n, v) in self.iter().enumerate() {
            if best.map_or(true, |(_, b)| v > b) {
                best = Some((n, v));
            }
        }
        best
    }

    /// Extends the values to `len` by `pattern` (G(n) = G(n − p) + saltus), as
    /// [`Periodicity::extend`] does for a plain vector.
    ///
    /// # Panics
    /// If there are fewer than pre-period + period values, or a value overflows.
    pub fn extend_periodic(&mut self, pattern: &Periodicity, len: usize) {
        let (e, p) = (pattern.preperiod, pattern.period);
        assert!(
            self.len() >= e + p,
            "the prefix must hold the pre-period and one whole period"
        );
        self.reserve(len.saturating_sub(self.len()));
        while self.len() < len {
            let earlier = self.get(self.len() - p);
            self.push(
                earlier
                    .checked_add(pattern.saltus)
                    .expect("the value does not fit a Grundy value"),
            );
        }
    }
}

/// The first review of the rare/common split, then one each time the sequence doubles.
const FIRST_REVIEW: usize = 256;
/// Masks are looked for among values below 2^this; beyond, the solver computes directly.
const MAX_MASK_BITS: u32 = 16;

/// Computes nim-sequences of a [`HeapGame`], owning every buffer it needs; [`reset`](Self::reset)
/// starts a new game with the same buffers.
///
/// # Example
/// ```
/// use gamecore::octal::{HeapGame, Method, OctalSolver};
/// let officers = HeapGame::parse("0.6").unwrap();
/// let mut fast = OctalSolver::new(officers.clone());
/// let mut plain = OctalSolver::with_method(officers, Method::Plain);
/// fast.extend_to(3000);
/// plain.extend_to(3000);
/// assert_eq!(fast.values(), plain.values());
/// assert_eq!(&fast.values().to_vec()[..12], &[0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4]);
/// assert_eq!(fast.values().bytes_per_value(), 1); // every value so far is below 256
/// ```
#[derive(Clone, Debug)]
pub struct OctalSolver {
    game: HeapGame,
    method: Method,
    /// G(0), G(1), … in the smallest width that holds them.
    values: NimValues,
    /// k ≥ 1 whose digit has bit 2, ascending.
    take_some: Vec<usize>,
    /// k whose digit has bit 4, ascending.
    split_two: Vec<usize>,
    /// For each k of `split_two`: 1 if its splits must be unequal (`!`), else 0 — the largest
    /// smaller part of a split of r tokens is (r − this) / 2.
    split_two_unequal: Vec<usize>,
    /// k whose digit has bit 8, ascending.
    split_three: Vec<usize>,
    /// Every value so far is below 2^value_bits (at least 64, one word of `seen`).
    value_bits: u32,
    /// The option values of the heap being computed, one bit each.
    seen: Vec<u64>,
    /// How many heaps of size ≥ 1 have each value.
    counts: Vec<u64>,
    /// The rare/common mask; 0 while the split is off.
    mask: u32,
    /// The common values below 2^value_bits, ascending.
    common_values: Vec<Grundy>,
    /// The rare values below 2^value_bits, ascending.
    rare_values: Vec<Grundy>,
    /// Heap sizes n ≥ 1 with a rare value, ascending (4 bytes each: heap sizes stay below
    /// 2^32; their values are read from `values`).
    rare_heaps: Vec<u32>,
    /// `option_stamps[v] == stamp` when v is an option value of the heap being computed (the
    /// rare/common path marks with independent stores, no read-modify-write of bit words).
    option_stamps: Vec<u32>,
    /// `wanted_stamps[v] == stamp` when rare v still needs a witness.
    wanted_stamps: Vec<u32>,
    stamp: u32,
    next_review: usize,
    transform: Vec<i64>,
    finder: PeriodFinder,
    #[cfg(test)]
    forced_mask: Option<u32>,
}

impl OctalSolver {
    /// A solver for `game` using [`Method::RareCommon`].
    pub fn new(game: HeapGame) -> Self {
        Self::with_method(game, Method::RareCommon)
    }

    /// A solver for `game` using `method`.
    pub fn with_method(game: HeapGame, method: Method) -> Self {
        let mut solver = Self {
            game: HeapGame {
                digits: vec![0],
                unequal: Vec::new(),
            },
            method,
            values: NimValues::new(),
            take_some: Vec::new(),
            split_two: Vec::new(),
            split_two_unequal: Vec::new(),
            split_three: Vec::new(),
            value_bits: 6,
            seen: Vec::new(),
            counts: Vec::new(),
            mask: 0,
            common_values: Vec::new(),
            rare_values: Vec::new(),
            rare_heaps: Vec::new(),
            option_stamps: Vec::new(),
            wanted_stamps: Vec::new(),
            stamp: 0,
            next_review: FIRST_REVIEW,
            transform: Vec::new(),
            finder: PeriodFinder::new(),
            #[cfg(test)]
            forced_mask: None,
        };
        solver.reset(game);
        solver
    }

    /// A solver for `game` (with [`Method::RareCommon`]) that goes on from `values` =
    /// G(0), …, G(len − 1) computed earlier, as read back from a checkpoint: its state is
    /// rebuilt as computing them would have left it (the same rare/common reviews at the same
    /// sizes), so the values that follow are the same as in one uninterrupted run.
    ///
    /// The values are trusted: they must be the game's.
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::{HeapGame, OctalSolver};
    /// let game = HeapGame::parse("0.16").unwrap();
    /// let mut whole = OctalSolver::new(game.clone());
    /// whole.extend_to(5000);
    /// let mut first = OctalSolver::new(game.clone());
    /// first.extend_to(3000);
    /// let mut resumed = OctalSolver::resume(game, first.into_values());
    /// resumed.extend_to(5000);
    /// assert_eq!(resumed.values(), whole.values());
    /// ```
    ///
    /// # Complexity
    /// O(len) time, plus the reviews of the split.
    pub fn resume(game: HeapGame, values: NimValues) -> Self {
        let mut solver = Self::new(game);
        let len = values.len();
        // The values move in (no second copy); the rest of the state is replayed over them.
        solver.values = values;
        for n in 0..len {
            if n == solver.next_review {
                solver.review_split_of(n);
            }
            solver.note(n, solver.values.get(n));
        }
        solver
    }

    /// Forgets the values and starts over on `game`, keeping the buffers' capacity.
    pub fn reset(&mut self, game: HeapGame) {
        let with_bit = |bit: u8| -> Vec<usize> {
            (0..game.digits.len())
                .filter(|&k| game.digits[k] & bit != 0)
                .collect()
        };
        self.take_some = with_bit(2);
        self.split_two = with_bit(4);
        self.split_two_unequal = self
            .split_two
            .iter()
            .map(|k| usize::from(game.unequal.contains(k)))
            .collect();
        self.split_three = with_bit(8);
        self.game = game;
        self.values.clear();
        self.value_bits = 6;
        self.seen.clear();
        self.seen.resize(1, 0);
        self.counts.clear();
        self.counts.resize(64, 0);
        self.mask = 0;
        self.fill_classes();
        self.rare_heaps.clear();
        self.option_stamps.clear();
        self.option_stamps.resize(64, 0);
        self.wanted_stamps.clear();
        self.wanted_stamps.resize(64, 0);
        self.stamp = 0;
        self.next_review = FIRST_REVIEW;
    }

    /// The game being solved.
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// The method in use.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The values computed so far: G(0), …, G(len − 1).
    pub fn values(&self) -> &NimValues {
        &self.values
    }

    /// How many values are computed: G(0), …, G(len − 1).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value is computed yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The values computed, giving up the solver.
    pub fn into_values(self) -> NimValues {
        self.values
    }

    /// The rare/common mask in use, if the split is on (see the module documentation).
    pub fn rare_mask(&self) -> Option<u32> {
        if self.mask == 0 {
            None
        } else {
            Some(self.mask)
        }
    }

    /// How many heap sizes computed so far have a rare value under the current mask (0 while
    /// the split is off).
    pub fn rare_heap_count(&self) -> usize {
        self.rare_heaps.len()
    }

    /// Computes G(n) for every n ≤ `max_heap` not computed yet.
    ///
    /// # Complexity
    /// Per heap of size n: O(r) one-heap moves (r = digits with bit 2) and, for each digit with
    /// a 4-bit, O(n) with [`Method::Plain`] or O(rare heaps below n) plus a scan that is short
    /// unless G(n) is rare with [`Method::RareCommon`]; a digit with an 8-bit adds O(n²)
    /// (three-heap splits are always enumerated). Memory: O(n) for the values and the rare
    /// heaps, O(largest value) for the bit sets.
    pub fn extend_to(&mut self, max_heap: usize) {
        self.values
            .reserve((max_heap + 1).saturating_sub(self.values.len()));
        while self.values.len() <= max_heap {
            let n = self.values.len();
            if self.method == Method::RareCommon && n == self.next_review {
                self.review_split();
            }
            let value = self.next_value();
            self.record(value);
        }
    }

    /// G(0..=max_heap) the fast way: values are computed (rare/common or plain, as chosen) in
    /// doubling stretches, the periodicity theorem is tried after each, and once it proves a
    /// period the remaining values are filled in from it.
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::{HeapGame, OctalSolver};
    /// use gamecore::period::Status;
    /// let mut solver = OctalSolver::new(HeapGame::parse("0.07").unwrap());
    /// let dawson = solver.solve(1_000_000);
    /// let period = dawson.periodicity.unwrap();
    /// assert_eq!((period.preperiod, period.period), (53, 34));
    /// assert_eq!(period.status, Status::Proved { bound: 2 * 53 + 34 + 2 + 34 });
    /// assert_eq!(dawson.values.len(), 1_000_001);
    /// assert_eq!(dawson.values[1_000_000], dawson.values[1_000_000 - 34]);
    /// ```
    ///
    /// # Complexity
    /// As [`extend_to`](Self::extend_to) up to the proof's bound (at most twice past it), then
    /// O(max_heap) to fill in; without a proof, as `extend_to(max_heap)`. O(max_heap) memory.
    pub fn solve(&mut self, max_heap: usize) -> NimSequence {
        let target = max_heap + 1;
        let theorem = self.game.theorem();
        loop {
            let plain = self.values.to_vec();
            let pattern = self.finder.analyse(&plain, theorem);
            let computed = self.values.len().min(target);
            if let Some(proved) = pattern.filter(Periodicity::is_proved) {
                let mut values = plain[..computed].to_vec();
                proved.extend(&mut values, target);
                return NimSequence {
                    values,
                    computed,
                    periodicity: Some(proved),
                };
            }
            if computed == target {
                return NimSequence {
                    values: plain[..target].to_vec(),
                    computed,
                    periodicity: pattern,
                };
            }
            let next = (2 * self.values.len()).max(1024).min(target);
            self.extend_to(next - 1);
        }
    }

    /// G(n) for n = values.len(), from G(0..n).
    fn next_value(&mut self) -> Grundy {
        // The values are lent out for the step, so that the loops below read a plain slice of
        // their stored width while the solver's other buffers are written.
        let values = std::mem::take(&mut self.values);
        let value = match &values {
            NimValues::Narrow(g) => self.next_value_in(g),
            NimValues::Medium(g) => self.next_value_in(g),
            NimValues::Wide(g) => self.next_value_in(g),
        };
        self.values = values;
        value
    }

    /// G(n) for n = g.len().
    fn next_value_in<T: StoredValue>(&mut self, g: &[T]) -> Grundy {
        let n = g.len();
        let at = |i: usize| -> Grundy { g[i].into() };
        let seen = &mut self.seen;
        for word in seen.iter_mut() {
            *word = 0;
        }
        let mark = |seen: &mut Vec<u64>, v: Grundy| seen[(v >> 6) as usize] |= 1 << (v & 63);
        if self.game.digit(n) & 1 != 0 {
            mark(seen, 0);
        }
        for &k in &self.take_some {
            if k >= n {
                break;
            }
            mark(seen, at(n - k));
        }
        for &k in &self.split_three {
            if n < k + 3 {
                break;
            }
            let rest = n - k;
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    mark(seen, at(a) ^ at(b) ^ at(rest - a - b));
                }
            }
        }
        if self.mask != 0 {
            return self.finish_rare_common(g);
        }
        for (&k, &unequal) in self.split_two.iter().zip(&self.split_two_unequal) {
            if n < k + 2 {
                break;
            }
            let rest = n - k;
            for a in 1..=(rest - unequal) / 2 {
                mark(seen, at(a) ^ at(rest - a));
            }
        }
        first_zero(seen)
    }

    /// The mex for heap n = g.len() once the moves leaving at most one or three heaps are in
    /// `seen`, using the rare/common split for the two-heap moves.
    fn finish_rare_common<T: StoredValue>(&mut self, g: &[T]) -> Grundy {
        let n = g.len();
        let at = |i: usize| -> Grundy { g[i].into() };
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            for slot in self
                .option_stamps
                .iter_mut()
                .chain(self.wanted_stamps.iter_mut())
            {
                *slot = 0;
            }
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let options = &mut self.option_stamps;
        for (w, &word) in self.seen.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                options[w * 64 + bits.trailing_zeros() as usize] = stamp;
                bits &= bits - 1;
            }
        }
        // Every split with a rare heap: this gives every common option value (a common value
        // is never the xor of two common ones), and some rare ones.
        for (&k, &unequal) in self.split_two.iter().zip(&self.split_two_unequal) {
            if n < k + 2 {
                break;
            }
            let rest = n - k;
            let below = self.rare_heaps.partition_point(|&a| (a as usize) < rest);
            for &a in &self.rare_heaps[..below] {
                let a = a as usize;
                if unequal == 0 || 2 * a != rest {
                    options[(at(a) ^ at(rest - a)) as usize] = stamp;
                }
            }
        }
        // The least common value that is not an option (all options are below 2^value_bits).
        let candidate = self
            .common_values
            .iter()
            .copied()
            .find(|&c| options[c as usize] != stamp)
            .unwrap_or(1 << self.value_bits);
        // The rare values below it not seen yet: each needs a split that produces it.
        let wanted = &mut self.wanted_stamps;
        let mut missing = 0usize;
        for &v in &self.rare_values {
            if v >= candidate {
                break;
            }
            if options[v as usize] != stamp {
                wanted[v as usize] = stamp;
                missing += 1;
            }
        }
        if missing == 0 {
            return candidate;
        }
        if n >= self.split_two[0] + 2 {
            missing = self.find_witnesses(g, stamp, missing);
        }
        if missing == 0 {
            return candidate;
        }
        let wanted = &self.wanted_stamps;
        self.rare_values
            .iter()
            .copied()
            .find(|&v| wanted[v as usize] == stamp)
            .expect("a wanted value is left")
    }

    /// Scans the two-heap splits of heap n = g.len() for the `missing` values marked wanted
    /// with `stamp`, clearing each one a split produces, until none is left; returns how many
    /// are left.
    ///
    /// Never inlined: inside the whole solver step (as whole-program optimisation would put
    /// it) its scan keeps its counters on the stack and runs about 7% slower on 0.56.
    #[inline(never)]
    fn find_witnesses<T: StoredValue>(&mut self, g: &[T], stamp: u32, mut missing: usize) -> usize {
        let n = g.len();
        let wanted = &mut self.wanted_stamps;
        if let ([k], [unequal]) = (&self.split_two[..], &self.split_two_unequal[..]) {
            let rest = n - k;
            let half = (rest - unequal) / 2;
            for (&x, &y) in g[1..=half].iter().zip(g[rest - half..rest].iter().rev()) {
                let slot = &mut wanted[(x.into() ^ y.into()) as usize];
                if *slot == stamp {
                    *slot = 0;
                    missing -= 1;
                    if missing == 0 {
                        break;
                    }
                }
            }
            return missing;
        }
        // Several split digits: try every digit's split at a before moving to a + 1, so that
        // a witness the second digit offers at once is not found after a long scan of the
        // first (4.7 would otherwise scan all of 4's splits at every odd heap).
        // Digit k takes part while 2a ≤ n − k (2a < n − k with `!`): the larger k (and with
        // it the smaller of these limits) drops out first.
        let mut digits = self.split_two.partition_point(|&k| k + 2 <= n);
        for a in 1.. {
            while digits > 0
                && 2 * a > n - self.split_two[digits - 1] - self.split_two_unequal[digits - 1]
            {
                digits -= 1;
            }
            if digits == 0 {
                break;
            }
            for &k in &self.split_two[..digits] {
                let slot = &mut wanted[(g[a].into() ^ g[n - k - a].into()) as usize];
                if *slot == stamp {
                    *slot = 0;
                    missing -= 1;
                    if missing == 0 {
                        return 0;
                    }
                }
            }
        }
        missing
    }

    /// Appends G(n) = `value`, growing the bit sets when it needs a new bit.
    fn record(&mut self, value: Grundy) {
        let n = self.values.len();
        self.values.push(value);
        self.note(n, value);
    }

    /// Updates the bit sets, the counts and the rare heaps for G(n) = `value`, stored already.
    fn note(&mut self, n: usize, value: Grundy) {
        if value >> self.value_bits != 0 {
            self.value_bits += 1;
            let words = 1usize << (self.value_bits - 6);
            self.seen.resize(words, 0);
            self.counts.resize(1 << self.value_bits, 0);
            if self.mask != 0 {
                self.option_stamps.resize(1 << self.value_bits, 0);
                self.wanted_stamps.resize(1 << self.value_bits, 0);
            }
            self.fill_classes();
        }
        if n == 0 {
            return;
        }
        self.counts[value as usize] += 1;
        if self.mask != 0 && self.is_rare(value) {
            self.rare_heaps.push(heap_index(n));
        }
    }

    fn is_rare(&self, value: Grundy) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }

    /// Lists the common and the rare values below 2^value_bits (none while the split is off).
    fn fill_classes(&mut self) {
        self.common_values.clear();
        self.rare_values.clear();
        if self.mask == 0 {
            return;
        }
        let limit: Grundy = 1 << self.value_bits;
        for v in 0..limit {
            if self.is_rare(v) {
                self.rare_values.push(v);
            } else {
                self.common_values.push(v);
            }
        }
    }

    /// Chooses the mask that makes the fewest heaps rare (or none, when even the best leaves
    /// a quarter of them rare), and rebuilds the list of rare heaps.
    fn review_split(&mut self) {
        self.review_split_of(self.values.len());
    }

    /// [`review_split`](Self::review_split) as it is done once the first `len` values are
    /// known (a resumed solver replays the reviews over values stored already).
    fn review_split_of(&mut self, len: usize) {
        self.next_review = self.next_review.saturating_mul(2);
        let mut mask = 0;
        if self.value_bits <= MAX_MASK_BITS && !self.split_two.is_empty() {
            // W[m] = Σ_v counts[v]·(−1)^popcount(v & m), so (total + W[m]) / 2 heaps are rare.
            self.transform.clear();
            self.transform.extend(self.counts.iter().map(|&c| c as i64));
            walsh_hadamard(&mut self.transform);
            let total = self.transform[0];
            let (best, &w) = self
                .transform
                .iter()
                .enumerate()
                .skip(1)
                .min_by_key(|&(m, &w)| (w, m))
                .expect("at least 64 masks");
            if 4 * ((total + w) / 2) <= total {
                mask = best as u32;
            }
        }
        #[cfg(test)]
        if let Some(forced) = self.forced_mask {
            mask = forced;
        }
        if self.split_two.is_empty() {
            mask = 0;
        }
        self.mask = mask;
        self.fill_classes();
        self.rare_heaps.clear();
        if mask != 0 {
            self.option_stamps.resize(1 << self.value_bits, 0);
            self.wanted_stamps.resize(1 << self.value_bits, 0);
            for n in 1..len {
                if (self.values.get(n) & mask).count_ones() % 2 == 0 {
                    self.rare_heaps.push(heap_index(n));
                }
            }
        }
    }

    /// Uses `mask` for the split from now on, in every review (tests exercise the method
    /// with masks that are correct but slow).
    #[cfg(test)]
    fn force_mask(&mut self, mask: u32) {
        self.forced_mask = Some(mask);
        self.review_split();
        self.next_review = FIRST_REVIEW.max(2 * self.values.len());
    }
}

/// A heap size as the rare list stores it.
///
/// # Panics
/// At 2^32 values or more, which would take 4 GiB of values even at one byte each.
fn heap_index(n: usize) -> u32 {
    // Spelled out: the 2018 edition (judges' bundles) has no TryFrom in its prelude.
    <u32 as std::convert::TryFrom<usize>>::try_from(n).expect("heap sizes stop below 2^32")
}

/// The least value whose bit is clear; the bit sets always have a clear bit or end at a power
/// of two that is then the answer.
fn first_zero(bits: &[u64]) -> Grundy {
    bits.iter()
        .position(|&w| w != u64::MAX)
        .map_or(bits.len() as Grundy * 64, |w| {
            w as Grundy * 64 + (!bits[w]).trailing_zeros()
        })
}

/// In-place Walsh–Hadamard transform of a power-of-two-long vector.
fn walsh_hadamard(a: &mut [i64]) {
    let mut half = 1;
    while half < a.len() {
        for block in a.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                let (s, d) = (*x + *y, *x - *y);
                *x = s;
                *y = d;
            }
        }
        half *= 2;
    }
}

/// How far [`doubling_search`] (and [`OctalSolver::search`]) computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The values returned are G(0..=upto).
    pub upto: usize,
    /// While the game has a periodicity theorem and no period is proved, values are computed
    /// up to here (if beyond `upto`) looking for a proof.
    pub search_to: usize,
    /// Compute every value up to `upto` from the rules, even once a period is proved (for
    /// timing the solver itself).
    pub full: bool,
}

impl SearchLimits {
    /// G(0..=upto), searching for a proof up to `search_to`, a proved period filling in.
    pub fn new(upto: usize, search_to: usize) -> Self {
        Self {
            upto,
            search_to,
            full: false,
        }
    }
}

/// What a long search reports as it goes: progress, and the values to save (a checkpoint).
/// Both do nothing by default.
pub trait SearchHooks {
    /// `values` holds G(0..values.len()) and the search goes on to `goal` values; called after
    /// every [`SEARCH_CHUNK`] values (fewer for games that split heaps in three).
    fn computed(&mut self, values: &NimValues, goal: usize) {
        let _ = (values, goal);
    }
    /// The search is over: `values` is everything it computed from the rules.
    fn finished(&mut self, values: &NimValues) {
        let _ = values;
    }
}

/// Hooks that do nothing.
impl SearchHooks for () {}

/// Values between two calls of [`SearchHooks::computed`] (16 for games whose moves may leave
/// three heaps, each of whose values costs O(n²)).
pub const SEARCH_CHUNK: usize = 1024;

/// The least prefix the first periodicity check of [`doubling_search`] looks at.
pub const FIRST_CHECK: usize = 1024;

/// A sequence computed in order, G(0), G(1), …: what [`doubling_search`] drives.
pub trait GrowingSequence {
    /// The values so far.
    fn values(&self) -> &NimValues;
    /// Computes every G(n) with n ≤ `max_heap` not computed yet.
    fn extend_to(&mut self, max_heap: usize);
    /// The values computed, giving up the sequence.
    fn into_values(self) -> NimValues;
    /// Values between two progress reports.
    fn chunk(&self) -> usize {
        SEARCH_CHUNK
    }
}

impl GrowingSequence for OctalSolver {
    fn values(&self) -> &NimValues {
        &self.values
    }
    fn extend_to(&mut self, max_heap: usize) {
        OctalSolver::extend_to(self, max_heap);
    }
    fn into_values(self) -> NimValues {
        self.values
    }
    fn chunk(&self) -> usize {
        if self.split_three.is_empty() {
            SEARCH_CHUNK
        } else {
            16
        }
    }
}

/// What [`doubling_search`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// G(0), …, G(upto).
    pub values: NimValues,
    /// How many leading values were computed from the rules (possibly more than `values`
    /// holds: the search for a proof may look further than was asked).
    pub computed: usize,
    /// The proved period, else what was observed in the values computed, else `None`.
    pub periodicity: Option<Periodicity>,
}

/// The values in place: [`analyse_in_place`] over the stored width.
fn periodicity_of(values: &NimValues, theorem: Theorem) -> Option<Periodicity> {
    match values {
        NimValues::Narrow(g) => analyse_in_place(g, theorem),
        NimValues::Medium(g) => analyse_in_place(g, theorem),
        NimValues::Wide(g) => analyse_in_place(g, theorem),
    }
}

/// G(0..=`limits.upto`) of a growing sequence with its periodicity under `theorem`, as
/// [`OctalSolver::solve`] finds them but for long runs: values are computed from the rules up
/// to `upto`, or further, up to `search_to`, while there is a theorem and no period is proved
/// yet; the theorem is tried whenever the computed prefix doubles (from [`FIRST_CHECK`] values
/// on) and at the end; once a period is proved the remaining values come from it (unless
/// `full`). The periodicity is found in place ([`analyse_in_place`]: no second copy of the
/// values), and `hooks` hear of the progress and get the values to save.
///
/// # Example
/// ```
/// use gamecore::octal::{doubling_search, HeapGame, OctalSolver, SearchLimits};
/// let game = HeapGame::parse("0.07").unwrap();
/// let limits = SearchLimits { upto: 100_000, search_to: 32_768, full: false };
/// let found = doubling_search(OctalSolver::new(game.clone()), game.theorem(), limits, &mut ());
/// let period = found.periodicity.unwrap();
/// assert_eq!((period.preperiod, period.period), (53, 34));
/// assert_eq!(found.computed, 1024);
/// assert_eq!(found.values.len(), 100_001);
/// assert_eq!(found.values.get(100_000), found.values.get(100_000 - 34));
/// ```
///
/// # Complexity
/// The sequence's cost up to the proof's bound (at most twice past it) or to `search_to`,
/// plus O(N) a check, O(log N) checks; O(upto) memory beyond the sequence's.
pub fn doubling_search<S: GrowingSequence>(
    mut source: S,
    theorem: Theorem,
    limits: SearchLimits,
    hooks: &mut dyn SearchHooks,
) -> SearchResult {
    let wanted = limits.upto + 1;
    let target = if theorem == Theorem::None {
        wanted
    } else {
        wanted.max(limits.search_to.saturating_add(1))
    };
    loop {
        let len = source.values().len();
        let pattern = periodicity_of(source.values(), theorem);
        let proved = pattern.filter(Periodicity::is_proved);
        let proof_ends = proved.is_some() && (!limits.full || len >= wanted);
        if proof_ends || len >= target {
            hooks.finished(source.values());
            let mut values = source.into_values();
            values.truncate(wanted);
            if let (true, Some(proved)) = (proof_ends, proved) {
                if len < wanted {
                    // The proof needed G(0..bound) only, and bound ≥ e + p, so the values
                    // hold the pre-period and a whole period.
                    values.extend_periodic(&proved, wanted);
                }
                return SearchResult {
                    values,
                    computed: len,
                    periodicity: Some(proved),
                };
            }
            return SearchResult {
                values,
                computed: len,
                periodicity: pattern,
            };
        }
        let goal = if proved.is_some() { wanted } else { target };
        let next = (2 * len).max(FIRST_CHECK).min(goal);
        let chunk = source.chunk().max(1);
        while source.values().len() < next {
            let step = (source.values().len() + chunk).min(next);
            source.extend_to(step - 1);
            hooks.computed(source.values(), goal);
        }
    }
}

impl OctalSolver {
    /// [`doubling_search`] on this solver's game (from the values it holds: a solver made by
    /// [`resume`](Self::resume) goes on from a checkpoint).
    ///
    /// # Example
    /// ```
    /// use gamecore::octal::{HeapGame, NimValues, OctalSolver, SearchHooks, SearchLimits};
    /// /// Counts the reports.
    /// struct Count(usize);
    /// impl SearchHooks for Count {
    ///     fn computed(&mut self, _: &NimValues, _: usize) {
    ///         self.0 += 1;
    ///     }
    /// }
    /// let mut count = Count(0);
    /// let limits = SearchLimits { upto: 5000, search_to: 0, full: false };
    /// let found = OctalSolver::new(HeapGame::parse("0.6").unwrap()).search(limits, &mut count);
    /// assert_eq!(found.values.len(), 5001);
    /// assert_eq!(found.computed, 5001);
    /// assert!(count.0 >= 5); // every 1024 values
    /// ```
    ///
    /// # Complexity
    /// As [`doubling_search`].
    pub fn search(self, limits: SearchLimits, hooks: &mut dyn SearchHooks) -> SearchResult {
        let theorem = self.game.theorem();
        doubling_search(self, theorem, limits, hooks)
    }
}

#[cfg(test)]
mod tests {
    use super::{CodeError, HeapGame, Method, NimValues, OctalSolver};
    use crate::mex::Grundy;
    use crate::period::{PeriodFinder, Status};
    use crate::sg::subtraction_table;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashSet;

    /// G(0..=max) straight from the definition of the code: list every position one move from
    /// each heap as a multiset of heaps, and take the mex of their xors.
    fn naive_sequence(digits: &[u8], max: usize) -> Vec<Grundy> {
        let mut g: Vec<Grundy> = Vec::new();
        for n in 0..=max {
            let mut options: Vec<Vec<usize>> = Vec::new();
            for (k, &d) in digits.iter().enumerate() {
                if k > n {
                    break;
                }
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    options.push(vec![]);
                }
                if d & 2 != 0 && rest >= 1 {
                    options.push(vec![rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        options.push(vec![a, rest - a]);
                    }
                }
                if d & 8 != 0 {
                    for a in 1..rest {
                        for b in 1..rest - a {
                            options.push(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
            let values: HashSet<Grundy> = options
                .iter()
                .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h]))
                .collect();
            g.push((0..=Grundy::MAX).find(|v| !values.contains(v)).unwrap());
        }
        g
    }

    fn code_string(digits: &[u8]) -> String {
        let hex = |d: &u8| char::from_digit(u32::from(*d), 16).unwrap();
        format!(
            "{}.{}",
            hex(&digits[0]),
            digits[1..].iter().map(hex).collect::<String>()
        )
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut solver = OctalSolver::new(HeapGame::parse("0.").unwrap());
        for round in 0..300 {
            let len = rng.gen_range(1..=5);
            let hex = round % 5 == 0;
            let mut digits: Vec<u8> = (0..len)
                .map(|_| rng.gen_range(0..if hex { 16 } else { 8 }))
                .collect();
            digits[0] = [0, 0, 4, 8, 12][rng.gen_range(0..if hex { 5 } else { 3 })];
            let code = code_string(&digits);
            let game = HeapGame::parse(&code).unwrap();
            let max = if hex { 30 } else { 60 };
            let expected = naive_sequence(&digits, max);
            for method in [Method::Plain, Method::RareCommon] {
                let mut fresh = OctalSolver::with_method(game.clone(), method);
                fresh.extend_to(max);
                assert_eq!(fresh.values().to_vec(), expected, "{code} with {method:?}");
            }
            // A reused solver, split on from the start with a random mask.
            solver.reset(game.clone());
            solver.extend_to(rng.gen_range(0..5));
            solver.force_mask(rng.gen_range(1..64));
            solver.extend_to(max);
            assert_eq!(
                solver.values().to_vec(),
                expected,
                "{code}, mask {:?}",
                solver.rare_mask()
            );
            assert_eq!(game.nim_sequence(max), expected, "{code}");
        }
    }

    #[test]
    fn rare_common_matches_plain_on_long_runs() {
        // Random octal codes with a split digit, to 3000, under the chosen mask and under
        // forced (possibly bad) masks; and the sparse-space games the method is made for.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut codes: Vec<String> = ["0.6", "0.16", "0.127", "0.56", "4.7", "0.165", "0.37"]
            .iter()
            .map(|&c| String::from(c))
            .collect();
        while codes.len() < 16 {
            let len = rng.gen_range(2..=4);
            let mut digits: Vec<u8> = (0..len).map(|_| rng.gen_range(0..8)).collect();
            digits[0] = if rng.gen_bool(0.2) { 4 } else { 0 };
            let k = rng.gen_range(1..len);
            digits[k] |= 4;
            codes.push(code_string(&digits));
        }
        for (i, code) in codes.iter().enumerate() {
            let game = HeapGame::parse(code).unwrap();
            let mut plain = OctalSolver::with_method(game.clone(), Method::Plain);
            plain.extend_to(3000);
            let mut fast = OctalSolver::new(game.clone());
            fast.extend_to(3000);
            assert_eq!(fast.values(), plain.values(), "{code}");
            if i % 2 == 0 {
                let mut forced = OctalSolver::new(game);
                forced.force_mask(rng.gen_range(1..256));
                forced.extend_to(3000);
                assert_eq!(forced.values(), plain.values(), "{code}, forced mask");
            }
        }
    }

    #[test]
    fn nim_values_widen_as_values_grow() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..200 {
            let top: Grundy = [200, 255, 256, 70_000, u32::MAX][round % 5];
            let values: Vec<Grundy> = (0..rng.gen_range(0..300))
                .map(|_| rng.gen_range(0..=top))
                .collect();
            let mut stored = NimValues::new();
            for (i, &v) in values.iter().enumerate() {
                stored.push(v);
                let widest = values[..=i].iter().copied().max().unwrap_or(0);
                let width = match widest {
                    0..=255 => 1,
                    256..=65_535 => 2,
                    _ => 4,
                };
                assert_eq!(stored.bytes_per_value(), width, "{values:?} to {i}");
            }
            assert_eq!(stored.to_vec(), values);
            assert_eq!(NimValues::from_values(&values), stored);
            assert_eq!(stored.iter().collect::<Vec<_>>(), values);
            let expected_max = values
                .iter()
                .enumerate()
                .max_by_key(|&(n, &v)| (v, std::cmp::Reverse(n)))
                .map(|(n, &v)| (n, v));
            assert_eq!(stored.max_with_index(), expected_max);
        }
    }

    #[test]
    fn values_past_255_switch_width_mid_computation() {
        // Take 1 to 300 tokens and split the rest: values pass 255 early, so the solver
        // widens its storage while it computes; the plain method is the reference.
        let code = format!("0.{}", "7".repeat(300));
        let game = HeapGame::parse(&code).unwrap();
        let mut plain = OctalSolver::with_method(game.clone(), Method::Plain);
        plain.extend_to(1500);
        let mut fast = OctalSolver::new(game);
        fast.extend_to(1500);
        assert_eq!(fast.values(), plain.values());
        assert_eq!(fast.values().bytes_per_value(), 2);
        let subtraction: Vec<usize> = (1..=300).collect();
        let table = subtraction_table(&subtraction, 1000).unwrap();
        let mut solver = OctalSolver::new(HeapGame::subtraction(&subtraction).unwrap());
        solver.extend_to(1000);
        assert_eq!(solver.values().to_vec(), table);
    }

    #[test]
    fn resumed_solvers_go_on_as_one_run() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for code in ["0.6", "0.16", "0.56", "4.7", "0.1777", "0.137"] {
            let game = HeapGame::parse(code).unwrap();
            let mut whole = OctalSolver::new(game.clone());
            whole.extend_to(6000);
            for _ in 0..3 {
                let cut = rng.gen_range(0..6000);
                let mut first = OctalSolver::new(game.clone());
                first.extend_to(cut);
                let mut resumed = OctalSolver::resume(game.clone(), first.into_values());
                assert_eq!(resumed.rare_mask(), {
                    let mut again = OctalSolver::new(game.clone());
                    again.extend_to(cut);
                    again.rare_mask()
                });
                resumed.extend_to(6000);
                assert_eq!(resumed.values(), whole.values(), "{code} cut at {cut}");
            }
        }
    }

    /// G(0..=max) from the rules with unequal splits: every way to break the rest into two
    /// nonempty heaps a + b, skipping a = b for the digits marked `!`.
    fn naive_unequal(digits: &[u8], unequal: &[usize], max: usize) -> Vec<Grundy> {
        let mut g: Vec<Grundy> = Vec::new();
        for n in 0..=max {
            let mut options: Vec<Grundy> = Vec::new();
            for (k, &d) in digits.iter().enumerate().take(n + 1) {
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    options.push(0);
                }
                if d & 2 != 0 && rest >= 1 && k >= 1 {
                    options.push(g[rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        if !(unequal.contains(&k) && 2 * a == rest) {
                            options.push(g[a] ^ g[rest - a]);
                        }
                    }
                }
            }
            g.push((0..=Grundy::MAX).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    // OEIS A002188: Grundy's game (split a heap into two unequal heaps), offset 0.
    const GRUNDY: [Grundy; 105] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];

    #[test]
    fn grundys_game_and_unequal_splits() {
        let grundy = HeapGame::parse("4!.").unwrap();
        assert_eq!(grundy.nim_sequence(GRUNDY.len() - 1), GRUNDY);
        assert_eq!(grundy.nim_sequence(2000), naive_unequal(&[4], &[0], 2000));
        assert_eq!(grundy.theorem(), crate::period::Theorem::None);
        assert_eq!(HeapGame::parse(" 4!.0").unwrap(), grundy);
        // Random codes with `!` after some of their splitting digits, against the rules.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let len = rng.gen_range(1..=4);
            let mut digits: Vec<u8> = (0..len).map(|_| rng.gen_range(0..8)).collect();
            digits[0] = if rng.gen_bool(0.5) { 4 } else { 0 };
            let unequal: Vec<usize> = (0..len)
                .filter(|&k| digits[k] & 4 != 0 && rng.gen_bool(0.6))
                .collect();
            let mut code = String::new();
            for (k, d) in digits.iter().enumerate() {
                code.push(char::from_digit(u32::from(*d), 8).unwrap());
                if unequal.contains(&k) {
                    code.push('!');
                }
                if k == 0 {
                    code.push('.');
                }
            }
            let game = HeapGame::parse(&code).unwrap();
            let expected = naive_unequal(&digits, &unequal, 300);
            for method in [Method::Plain, Method::RareCommon] {
                let mut solver = OctalSolver::with_method(game.clone(), method);
                solver.extend_to(300);
                assert_eq!(solver.values().to_vec(), expected, "{code} with {method:?}");
            }
            let mut forced = OctalSolver::new(game.clone());
            forced.extend_to(rng.gen_range(0..5));
            forced.force_mask(rng.gen_range(1..64));
            forced.extend_to(300);
            assert_eq!(forced.values().to_vec(), expected, "{code}, forced mask");
        }
        assert_eq!(
            HeapGame::parse("0.3!"),
            Err(CodeError::MisplacedBang { position: 4 })
        );
        assert_eq!(
            HeapGame::parse("!.4"),
            Err(CodeError::MisplacedBang { position: 1 })
        );
        assert_eq!(
            HeapGame::parse("0.4!!"),
            Err(CodeError::MisplacedBang { position: 5 })
        );
    }

    #[test]
    fn sparse_space_games_get_a_split() {
        // 0.16 and 0.6 are the classic sparse-space games: a mask must be found that leaves
        // few rare heaps.
        for code in ["0.16", "0.6"] {
            let mut solver = OctalSolver::new(HeapGame::parse(code).unwrap());
            solver.extend_to(20_000);
            assert!(solver.rare_mask().is_some(), "{code}");
            assert!(
                solver.rare_heap_count() < 2000,
                "{code}: {} rare heaps",
                solver.rare_heap_count()
            );
        }
    }

    // OEIS A002186 (Kayles, 0.77), offset 0.
    const KAYLES: [Grundy; 105] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
        7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];
    // OEIS A002187 (Dawson's Chess, 0.137), offset 0; 0.07 has a(n − 1), 0.4 has a(n − 2).
    const DAWSON: [Grundy; 132] = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];
    // OEIS A046695 (0.6, "Officers" / Couples-are-Forever), offset 0.
    const OFFICERS: [Grundy; 102] = [
        0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2,
        0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3,
        1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4,
        2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4,
    ];
    // OEIS A071074 (Double Kayles, 0.7777), offset 0.
    const DOUBLE_KAYLES: [Grundy; 90] = [
        0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, 9, 8, 2, 3, 4, 5,
        15, 14, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 16, 17, 10,
        11, 8, 9, 14, 15, 5, 4, 3, 2, 16, 17, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9,
        14, 15, 5, 4, 3, 2,
    ];
    // OEIS A071435 (0.177), offset 1.
    const G177: [Grundy; 102] = [
        1, 1, 2, 2, 3, 1, 1, 4, 4, 3, 2, 2, 1, 1, 4, 2, 2, 6, 4, 4, 1, 1, 2, 2, 7, 1, 1, 4, 4, 3,
        2, 2, 1, 1, 4, 8, 2, 7, 4, 4, 1, 1, 2, 2, 7, 8, 1, 4, 4, 7, 2, 2, 1, 1, 4, 4, 2, 7, 7, 4,
        1, 1, 2, 2, 7, 7, 1, 1, 4, 7, 2, 2, 1, 1, 4, 4, 6, 2, 7, 4, 1, 1, 2, 2, 8, 8, 5, 1, 4, 7,
        2, 2, 1, 1, 8, 8, 6, 7, 7, 4, 1, 1,
    ];
    // OEIS A071464 (0.127), offset 1.
    const G127: [Grundy; 87] = [
        1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0, 1, 2, 2, 6, 1, 4, 4, 8, 1, 2,
        7, 8, 1, 0, 7, 2, 6, 8, 1, 4, 9, 8, 1, 2, 6, 0, 1, 4, 6, 2, 1, 8, 9, 0, 1, 6, 2, 2, 7, 0,
        1, 8, 3, 2, 1, 4, 4, 8, 9, 2, 7, 8, 1, 0, 9, 2, 2, 6, 4, 4, 1, 8, 3, 2, 1, 0, 4,
    ];
    // OEIS A071453 (0.117), offset 1.
    const G117: [Grundy; 105] = [
        1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0, 1, 5, 4, 3, 2, 2, 2, 3, 1, 0,
        1, 0, 4, 3, 2, 2, 2, 0, 1, 0, 1, 0, 4, 3, 2, 5, 4, 0, 1, 0, 1, 0, 2, 3, 2, 3, 4, 0, 1, 0,
        1, 3, 2, 3, 2, 3, 4, 0, 1, 0, 4, 3, 2, 3, 2, 3, 1, 0, 1, 0, 4, 3, 2, 3, 2, 0, 1, 0, 1, 0,
        4, 3, 2, 3, 4, 0, 1, 0, 1, 0, 2, 3, 2, 3, 4,
    ];

    // OEIS A071509 (0.1777), offset 1.
    const G1777: [Grundy; 84] = [
        1, 1, 2, 2, 3, 4, 1, 1, 6, 6, 3, 2, 2, 1, 1, 6, 6, 8, 4, 4, 5, 10, 1, 1, 8, 3, 3, 4, 4, 7,
        6, 6, 8, 8, 4, 1, 1, 6, 7, 8, 4, 4, 5, 10, 8, 1, 1, 15, 5, 4, 4, 7, 6, 6, 1, 1, 4, 3, 3, 6,
        1, 1, 4, 4, 3, 8, 8, 1, 1, 10, 14, 8, 4, 13, 6, 6, 1, 1, 8, 3, 3, 13, 1, 1,
    ];

    /// `shift` zeros (the heaps too small to move in), then the published values.
    fn shifted(published: &[Grundy], shift: usize) -> Vec<Grundy> {
        let mut v = vec![0; shift];
        v.extend_from_slice(published);
        v
    }

    #[rstest]
    #[case("0.77", shifted(&KAYLES, 0))]
    #[case(".77", shifted(&KAYLES, 0))]
    #[case("4.6", shifted(&KAYLES, 1))] // OEIS A002186: 4.6 has a(n − 1)
    #[case("0.137", shifted(&DAWSON, 0))]
    #[case("0.07", shifted(&DAWSON, 1))]
    #[case("0.4", shifted(&DAWSON, 2))]
    #[case("0.6", shifted(&OFFICERS, 0))]
    #[case("0.7777", shifted(&DOUBLE_KAYLES, 0))]
    #[case("0.177", shifted(&G177, 1))]
    #[case("0.127", shifted(&G127, 1))]
    #[case("0·117", shifted(&G117, 1))]
    #[case("0.1777", shifted(&G1777, 1))]
    fn published_nim_sequences(#[case] code: &str, #[case] expected: Vec<Grundy>) {
        let game = HeapGame::parse(code).unwrap();
        assert_eq!(game.nim_sequence(expected.len() - 1), expected, "{code}");
    }

    // Periods and pre-periods (e = one past the last exceptional heap). Kayles: period 12,
    // last exception 70 (Winning Ways ch. 4; A002186). Dawson's Chess 0.137: period 34,
    // exceptions up to 51 (A002187), so 52 for 0.137, 53 for 0.07 and 54 for 0.4, which have
    // the same values shifted; 4.6 is Kayles shifted by one. 0.7777: period 24, last exception
    // 141 (A071074). 0.177: period 20, last exception 496 (A071435). 0.117: period 48, last
    // exception 46 (A071453). 0.1377: period 24, last exception 140 (A071434). 0.11377:
    // period 32, last exception 186 (A071452). Subtraction {1,3,4}: period 7 (Winning Ways).
    #[rstest]
    #[case("0.77", 71, 12)]
    #[case("4.6", 72, 12)]
    #[case("0.137", 52, 34)]
    #[case("0.07", 53, 34)]
    #[case("0.4", 54, 34)]
    #[case("0.7777", 142, 24)]
    #[case("0.177", 497, 20)]
    #[case("0.117", 47, 48)]
    #[case("0.1377", 141, 24)]
    #[case("0.11377", 187, 32)]
    #[case("0.3033", 0, 7)]
    fn published_periods_are_proved(#[case] code: &str, #[case] e: usize, #[case] p: usize) {
        let game = HeapGame::parse(code).unwrap();
        let mut solver = OctalSolver::new(game.clone());
        let sequence = solver.solve(100_000);
        let pattern = sequence.periodicity.expect("a proved period");
        assert_eq!((pattern.preperiod, pattern.period), (e, p), "{code}");
        let bound = match pattern.status {
            Status::Proved { bound } => bound,
            Status::Observed { .. } => panic!("{code}: only observed"),
        };
        assert_eq!(
            Some(bound),
            game.theorem().verification_end(e, p).map(|end| end + p)
        );
        // The proof must hold up: recompute plainly to ten times the bound.
        let check = 10 * bound;
        let mut plain = OctalSolver::with_method(game, Method::Plain);
        plain.extend_to(check);
        assert_eq!(sequence.values[..=check], plain.values().to_vec(), "{code}");
        assert!(
            sequence.computed <= 2 * bound.max(512),
            "{code}: {}",
            sequence.computed
        );
    }

    #[test]
    fn subtraction_games_agree_with_sg_tables() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..100 {
            let moves: Vec<usize> = (0..rng.gen_range(1..=5))
                .map(|_| rng.gen_range(1..=15))
                .collect();
            let game = HeapGame::subtraction(&moves).unwrap();
            assert!(game.is_subtraction());
            let table = subtraction_table(&moves, 2000).unwrap();
            let sequence = OctalSolver::new(game).solve(2000);
            assert_eq!(sequence.values, table, "{moves:?}");
            assert!(sequence.periodicity.unwrap().is_proved(), "{moves:?}");
        }
    }

    #[test]
    fn periods_proved_for_random_codes_hold_far_out() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut proved = 0;
        for _ in 0..60 {
            let len = rng.gen_range(2..=4);
            let mut digits: Vec<u8> = (0..len).map(|_| rng.gen_range(0..8)).collect();
            digits[0] = 0;
            let game = HeapGame::from_digits(&digits).unwrap();
            let sequence = OctalSolver::new(game.clone()).solve(4000);
            if let Some(Status::Proved { bound }) = sequence.periodicity.map(|p| p.status) {
                proved += 1;
                let check = (10 * bound).min(4000);
                let mut plain = OctalSolver::with_method(game.clone(), Method::Plain);
                plain.extend_to(check);
                assert_eq!(sequence.values[..=check], plain.values().to_vec(), "{game}");
            }
        }
        assert!(proved >= 30, "only {proved} proved");
    }

    #[test]
    fn zero_preperiod_is_not_claimed_too_early() {
        // 0.04: G = 0 0 0 0 1 …: four (or five) zeros must not prove G ≡ 0.
        let game = HeapGame::parse("0.04").unwrap();
        let values = game.nim_sequence(4);
        assert_eq!(values, vec![0, 0, 0, 0, 1]);
        let mut finder = PeriodFinder::new();
        for len in 1..=4 {
            let pattern = finder.analyse(&values[..len], game.theorem());
            assert!(!matches!(pattern, Some(p) if p.is_proved()), "{len} values");
        }
    }

    #[rstest]
    #[case("", CodeError::Empty)]
    #[case("   ", CodeError::Empty)]
    #[case("077", CodeError::MissingPoint)]
    #[case("0.7x", CodeError::BadCharacter { character: 'x', position: 4 })]
    #[case("  0.-7", CodeError::BadCharacter { character: '-', position: 5 })]
    #[case("10.7", CodeError::LongWholePart { whole: "10".to_string() })]
    #[case("2.7", CodeError::BadFirstDigit { digit: 2 })]
    #[case("5.", CodeError::BadFirstDigit { digit: 5 })]
    fn bad_codes(#[case] code: &str, #[case] expected: CodeError) {
        assert_eq!(HeapGame::parse(code), Err(expected.clone()), "{code:?}");
        assert_eq!(HeapGame::parse_octal(code), Err(expected), "{code:?}");
    }

    #[test]
    fn octal_and_hexadecimal_digits() {
        assert_eq!(
            HeapGame::parse_octal("0.78"),
            Err(CodeError::DigitTooLargeForOctal {
                digit: '8',
                position: 4
            })
        );
        assert_eq!(
            HeapGame::parse_octal("0·1B"),
            Err(CodeError::DigitTooLargeForOctal {
                digit: 'B',
                position: 4
            })
        );
        let hex = HeapGame::parse("C.fA").unwrap();
        assert_eq!(hex.digits(), &[12, 15, 10]);
        assert_eq!(hex.to_string(), "C.FA");
        assert_eq!(hex.max_heaps(), 3);
        assert!(!hex.is_octal());
        assert_eq!(
            HeapGame::from_digits(&[0, 16]),
            Err(CodeError::DigitTooLarge {
                index: 1,
                digit: 16
            })
        );
        assert_eq!(HeapGame::subtraction(&[2, 0]), Err(CodeError::ZeroMove));
        assert_eq!(
            HeapGame::subtraction(&[super::MAX_TAKE + 1]),
            Err(CodeError::TooLong {
                max_take: super::MAX_TAKE + 1
            })
        );
        let e: crate::error::Error = CodeError::MissingPoint.into();
        assert!(e.message().contains("no point"));
    }

    #[test]
    fn three_heap_splits() {
        // 0.8: take one token and split the rest into three nonempty heaps. By hand: heaps up
        // to 3 have no move; 4 → 1+1+1 (0), so G(4) = 1; 5 → 1+1+2 (0), G(5) = 1.
        let game = HeapGame::parse("0.8").unwrap();
        assert_eq!(&game.nim_sequence(5), &[0, 0, 0, 0, 1, 1]);
        assert_eq!(
            game.theorem().verification_end(3, 2),
            Some(3 * 3 + 2 * 2 + 1)
        );
    }
}
