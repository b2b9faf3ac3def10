//! Canonical forms of short partizan games in a hash-consed arena: every distinct value is one
//! [`GameId`], so equal games have equal ids, and `≤`, `+`, `−` and the outcome class are
//! memoised operations on ids.
//!
//! A game is built from canonical options with [`Arena::game`], which removes dominated
//! options and bypasses reversible ones (Conway's simplification), so the stored form is the
//! unique canonical form of the value. Values `number + n·↑ + *k` — numbers, nimbers, `↑`,
//! `↑*`, `⇑`, `3/4*`, … — are stored compactly as the triple and handled by closed forms: a
//! number like `2^40` is never expanded to its `2^40` generations of options, and sums and
//! comparisons of two such values are arithmetic. The canonical forms of the family (Winning
//! Ways; Siegel, *Combinatorial Game Theory*, II.4–II.5):
//!
//! * `x + *k = {x, x+*, …, x+*(k−1) | x, x+*, …, x+*(k−1)}`;
//! * `x + ↑* = {x, x+* | x}` and, for `n ≥ 1` otherwise, `x + n·↑ + *k = {x | x + (n−1)·↑ + *(k⊕1)}`
//!   (so `↑ = {0|*}`, `⇑ = {0|↑*}`, `⇑* = {0|↑}`, `↑*2 = {0|*3}`); down multiples are the negatives.
//!
//! Comparisons with a number use the number-avoidance (translation) theorem instead of the
//! number's options: for `G` not a number, `x ≤ G` iff no `G^R ≤ x`, and `G + x` is
//! `{G^L + x | G^R + x}`, already canonical.
//!
//! Every operation runs on explicit stacks, not recursion, so deep games cannot overflow the
//! call stack.
//!
//! # Example
//! ```
//! use gamecore::partizan::canonical::Arena;
//! use gamecore::partizan::Outcome;
//! let mut arena = Arena::new();
//! let (zero, star, up) = (arena.zero(), arena.star(), arena.up());
//! assert_eq!(arena.game(&[zero], &[star]).unwrap(), up); // ↑ = {0 | *}
//! let up_star = arena.add(up, star).unwrap();
//! assert_eq!(arena.game(&[zero, star], &[zero]).unwrap(), up_star); // ↑* = {0, * | 0}
//! assert!(arena.confused(up, star) && arena.confused(up_star, zero));
//! let one = arena.integer(1).unwrap();
//! let minus_one = arena.integer(-1).unwrap();
//! let pm_one = arena.game(&[one], &[minus_one]).unwrap(); // ±1
//! assert_eq!(arena.outcome(pm_one), Outcome::Next);
//! assert_eq!(arena.add(pm_one, pm_one).unwrap(), zero);
//! assert_eq!(arena.birthday(pm_one), 2);
//! ```

use super::dyadic::{checked_simplest_between, Dyadic, SimplestError};
use super::Outcome;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// The number of distinct forms an [`Arena::new`] holds at most: 2^24.
pub const DEFAULT_MAX_FORMS: usize = 1 << 24;

/// The largest nimber `*k` the arena holds: `*1023` (nimbers below 2^10, closed under `+`).
///
/// Bounded because the canonical form of `*k` has `k` options on each side, and comparing or
/// adding it to a game that is not of the compact family touches all of them.
pub const MAX_NIMBER: u32 = (1 << 10) - 1;

/// The largest multiple of `↑` (or `↓`) the arena holds: `1024·↑`.
///
/// Bounded because `n·↑` is `n` generations deep, and a comparison with a game outside the
/// compact family walks them.
pub const MAX_UPS: i64 = 1 << 10;

/// One canonical form in an [`Arena`]: equal games have equal ids (in the same arena).
///
/// The order of ids is their creation order, not the order of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct GameId(u32);

impl GameId {
    /// The id's position in its arena (0 is the game 0).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The game under construction inside [`Arena::game`], compared while reversible options are
/// bypassed. Never stored, never memoised.
const TEMP: GameId = GameId(u32::MAX);

/// Marks a compact form whose options are not materialised yet.
const NOT_MATERIALISED: u32 = u32::MAX;

/// Why the arena refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// More than `limit` distinct canonical forms (or option slots) would be needed.
    TooManyForms {
        /// The arena's limit.
        limit: usize,
    },
    /// A number outside what [`Dyadic`] holds (a sum or negative overflows).
    NumberOverflow,
    /// A nimber above [`MAX_NIMBER`].
    NimberTooLarge {
        /// [`MAX_NIMBER`].
        limit: u32,
    },
    /// A multiple of `↑` larger than [`MAX_UPS`] in size.
    UpsTooLarge {
        /// [`MAX_UPS`].
        limit: i64,
    },
    /// The arena's work limit ([`Arena::set_work_limit`]) was reached: building the value
    /// needs more comparison and sum steps than the limit allows. Sticky: once reached, every
    /// later `add`, `sub`, `game` of the arena refuses too.
    TooMuchWork {
        /// The limit, in steps.
        limit: u64,
    },
    /// A [`GameId`] that this arena never gave out (one from another arena).
    UnknownGame {
        /// The id's index.
        index: usize,
        /// How many forms this arena holds.
        len: usize,
    },
}

/// `2^k` in words when `n` is a power of two, else the number.
fn power_of_two_words(n: u128) -> String {
    if n.is_power_of_two() && n >= 1024 {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

/// `a·10^k` in words for a round step count (`2·10^8`), else the number.
fn steps_in_words(n: u64) -> String {
    let mut mantissa = n;
    let mut exponent = 0;
    while mantissa >= 10 && mantissa % 10 == 0 {
        mantissa /= 10;
        exponent += 1;
    }
    match (mantissa, exponent) {
        (_, 0..=3) => n.to_string(),
        (1, k) => format!("10^{k}"),
        (m, k) => format!("{m}·10^{k}"),
    }
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyForms { limit } => write!(
                f,
                "too many distinct game values (at most {})",
                power_of_two_words(*limit as u128)
            ),
            Self::NumberOverflow => f.write_str(
                "a number in the game is too large or too fine (numerators below 2^63 in size, \
                 denominators at most 2^62)",
            ),
            Self::NimberTooLarge { limit } => write!(
                f,
                "a nimber is too large (at most *{limit}, nimbers below 2^10)"
            ),
            Self::UpsTooLarge { limit } => {
                write!(
                    f,
                    "a multiple of up is too large (at most {limit} ups in size)"
                )
            }
            Self::TooMuchWork { limit } => write!(
                f,
                "the value takes too long to work out (at most {} comparison and sum steps; \
                 large nimbers added to games outside the number + ups + nimber family are the \
                 usual cause)",
                steps_in_words(*limit)
            ),
            Self::UnknownGame { index, len } => write!(
                f,
                "game id {index} does not belong to this arena (it holds {len} games)"
            ),
        }
    }
}

impl std::error::Error for ArenaError {}

impl From<ArenaError> for super::super::error::Error {
    fn from(e: ArenaError) -> Self {
        Self::new(e.to_string())
    }
}

/// A small fast hasher for integer keys (the multiply-rotate scheme of rustc's FxHash); not
/// resistant to adversarial keys, which ids and their pairs are not. Solvers keyed by board
/// bitmasks may use it too: `HashMap<u64, GameId, FxBuild>`.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::FxBuild;
/// let mut seen: std::collections::HashMap<u64, u32, FxBuild> = Default::default();
/// seen.insert(1 << 40, 7);
/// assert_eq!(seen[&(1 << 40)], 7);
/// ```
#[derive(Clone, Copy, Default)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The product's low bits depend on the key's low bits only, and hash tables index by
        // the low bits: fold the well-mixed high half down (one more multiply, as in
        // MurmurHash3's finaliser).
        let h = (self.hash ^ self.hash >> 32).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ h >> 29
    }
}

/// Builds [`FxHasher`]s, for `HashMap<K, V, FxBuild>`.
pub type FxBuild = BuildHasherDefault<FxHasher>;

/// `number + ups·↑ + *nimber`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Compact {
    number: Dyadic,
    ups: i64,
    nimber: u32,
}

impl Compact {
    fn number(number: Dyadic) -> Compact {
        Compact {
            number,
            ups: 0,
            nimber: 0,
        }
    }

    fn is_number(self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    /// `x ≤ y` by the closed forms: numbers first; on a tie the sign of `(ups, nimber)`.
    fn le(x: Compact, y: Compact) -> bool {
        match x.number.cmp(&y.number) {
            Ordering::Less => true,
            Ordering::Greater => false,
            Ordering::Equal => infinitesimal_nonnegative(y.ups - x.ups, x.nimber ^ y.nimber),
        }
    }

    fn checked_add(x: Compact, y: Compact) -> Result<Compact, ArenaError> {
        let number = x
            .number
            .checked_add(y.number)
            .map_err(|_| ArenaError::NumberOverflow)?;
        let ups = x.ups + y.ups; // both at most MAX_UPS in size: no overflow
        if ups.abs() > MAX_UPS {
            return Err(ArenaError::UpsTooLarge { limit: MAX_UPS });
        }
        Ok(Compact {
            number,
            ups,
            nimber: x.nimber ^ y.nimber,
        })
    }

    fn checked_neg(self) -> Result<Compact, ArenaError> {
        Ok(Compact {
            number: self
                .number
                .checked_neg()
                .map_err(|_| ArenaError::NumberOverflow)?,
            ups: -self.ups,
            nimber: self.nimber,
        })
    }

    /// The canonical options, by the closed forms of the module documentation.
    fn options(self) -> (Vec<Compact>, Vec<Compact>) {
        let x = self.number;
        let at = |ups: i64, nimber: u32| Compact {
            number: x,
            ups,
            nimber,
        };
        match (self.ups, self.nimber) {
            (0, 0) => {
                let (left, right) = number_options(x);
                (
                    left.into_iter().map(Compact::number).collect(),
                    right.into_iter().map(Compact::number).collect(),
                )
            }
            (0, k) => {
                let both: Vec<Compact> = (0..k).map(|j| at(0, j)).collect();
                (both.clone(), both)
            }
            (1, 1) => (vec![at(0, 0), at(0, 1)], vec![at(0, 0)]),
            (-1, 1) => (vec![at(0, 0)], vec![at(0, 0), at(0, 1)]),
            (n, k) if n > 0 => (vec![at(0, 0)], vec![at(n - 1, k ^ 1)]),
            (n, k) => (vec![at(n + 1, k ^ 1)], vec![at(0, 0)]),
        }
    }

    fn birthday(self) -> u64 {
        number_birthday(self.number).saturating_add(infinitesimal_birthday(self.ups, self.nimber))
    }
}

/// Whether `n·↑ + *k ≥ 0`: `⇑ + *k > 0` for every `k`, `↑ + *k > 0` unless `k = 1` (`↑* ‖ 0`),
/// `*k ‖ 0` for `k ≥ 1`, and negative multiples are negative or confused with 0.
fn infinitesimal_nonnegative(ups: i64, nimber: u32) -> bool {
    ups >= 2 || (ups == 1 && nimber != 1) || (ups == 0 && nimber == 0)
}

/// The birthday of `n·↑ + *k`: `*k` is born on day `k`, `↑*` on day 2, and each further `↑`
/// adds a day (`n·↑ + *k = {0 | (n−1)·↑ + *(k⊕1)}`).
fn infinitesimal_birthday(ups: i64, nimber: u32) -> u64 {
    let (mut n, mut k, mut days) = (ups.unsigned_abs(), nimber, 0u64);
    loop {
        if n == 0 {
            return days + u64::from(k);
        }
        if n == 1 && k == 1 {
            return days + 2;
        }
        days += 1;
        n -= 1;
        k ^= 1;
    }
}

/// The birthday of a number: `|n|` for an integer, `⌊|x|⌋ + j + 1` for `m/2^j` with `j ≥ 1`.
fn number_birthday(x: Dyadic) -> u64 {
    let j = x.exponent();
    let whole = x.numerator().unsigned_abs() >> j;
    if j == 0 {
        whole
    } else {
        whole + u64::from(j) + 1
    }
}

/// The canonical options of a number: `{n−1 | }`, `{ | n+1}`, `{x − 2^−j | x + 2^−j}`.
fn number_options(x: Dyadic) -> (Option<Dyadic>, Option<Dyadic>) {
    let j = x.exponent();
    let m = i128::from(x.numerator());
    if m == 0 {
        (None, None)
    } else if j == 0 && m > 0 {
        (Dyadic::from_wide(m - 1, 0).ok(), None)
    } else if j == 0 {
        (None, Dyadic::from_wide(m + 1, 0).ok())
    } else {
        // m is odd, so m ± 1 is even and the results reduce: they always fit.
        (
            Dyadic::from_wide(m - 1, j).ok(),
            Dyadic::from_wide(m + 1, j).ok(),
        )
    }
}

/// [`Node::kind`] of a number.
const NUMBER: u8 = 0;
/// [`Node::kind`] of `x + n·↑ + *k` that is not a number.
const INFINITESIMAL: u8 = 1;
/// [`Node::kind`] of a form outside the compact family.
const GENERAL: u8 = 2;

/// One stored form.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// Where the form settles when Left, respectively Right, moves first.
    left_stop: Dyadic,
    right_stop: Dyadic,
    /// The birthday of the canonical form.
    birthday: u64,
    /// Index into `compacts` for the compact family (unused for a general form).
    data: u32,
    /// [`NUMBER`], [`INFINITESIMAL`] or [`GENERAL`].
    kind: u8,
    /// The options: `options[start..start + left_len]` and the `right_len` after them;
    /// `start` is [`NOT_MATERIALISED`] for a compact form whose options were never needed.
    start: u32,
    left_len: u32,
    right_len: u32,
    /// The next general form with the same hash ([`NOT_MATERIALISED`] ends the chain).
    next_same_hash: u32,
}

impl Node {
    /// A general form's node, options not filled in.
    fn general(stops: (Dyadic, Dyadic), birthday: u64) -> Node {
        Node {
            left_stop: stops.0,
            right_stop: stops.1,
            birthday,
            data: 0,
            kind: GENERAL,
            start: NOT_MATERIALISED,
            left_len: 0,
            right_len: 0,
            next_same_hash: NOT_MATERIALISED,
        }
    }
}

/// The options and node of [`TEMP`].
struct Temp {
    left: Vec<GameId>,
    right: Vec<GameId>,
    node: Node,
}

/// Every canonical form built so far, hash-consed, with memoised operations.
///
/// # Constraints
/// At most the arena's limit of distinct forms ([`DEFAULT_MAX_FORMS`] = 2^24 for
/// [`Arena::new`]), nimbers up to [`MAX_NIMBER`] (`*1023`), multiples of `↑` up to
/// [`MAX_UPS`] (1024) in size, numbers that fit a [`Dyadic`]. Beyond them the fallible
/// operations return an [`ArenaError`]; the comparisons may add the few compact options they
/// need beyond the limit. Time is bounded on request: [`Arena::set_work_limit`] caps the
/// steps `add`, `sub` and `game` take in all ([`ArenaError::TooMuchWork`] beyond).
/// Nothing recurses: every operation runs on explicit stacks.
/// Ids must come from this arena: `game`, `add`, `sub` and `neg` check them
/// ([`ArenaError::UnknownGame`]); the infallible queries (`le`, `birthday`, `as_number`, …)
/// index by the id and panic on one past the arena's end, like a slice index.
///
/// # Complexity
/// Memory: about 80 bytes per form plus 4 per option, plus the memo tables (about 16 bytes
/// per remembered comparison or sum) and a fixed 64 KiB cache of recent comparisons. Operations on two compact values are O(1); otherwise an
/// operation costs one step per pair of positions it has to visit, each remembered.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::dyadic::Dyadic;
/// let mut arena = Arena::new();
/// let up = arena.up();
/// let double_up = arena.add(up, up).unwrap();
/// assert_eq!(arena.as_compact(double_up), Some((Dyadic::ZERO, 2, 0)));
/// let half = arena.number(Dyadic::new(1, 1).unwrap()).unwrap();
/// let one = arena.add(half, half).unwrap();
/// assert_eq!(arena.as_number(one), Some(Dyadic::ONE));
/// ```
pub struct Arena {
    nodes: Vec<Node>,
    compacts: Vec<Compact>,
    options: Vec<GameId>,
    compact_ids: HashMap<Compact, GameId, FxBuild>,
    /// Hash of (left options, right options) → the first general form with it.
    general_heads: HashMap<u64, u32, FxBuild>,
    le_memo: HashMap<u64, bool, FxBuild>,
    /// A small direct-mapped cache of recent comparisons in front of `le_memo` (the same
    /// pairs come back in neighbouring positions; this stays in the processor's cache).
    le_recent: Vec<(u64, bool)>,
    /// Comparisons with [`TEMP`], valid during one canonicalisation.
    temp_memo: HashMap<u64, bool, FxBuild>,
    add_memo: HashMap<u64, GameId, FxBuild>,
    /// `neg_memo[g]` is `-g`'s index + 1, or 0 when not known yet.
    neg_memo: Vec<u32>,
    limit: usize,
    /// Comparison and sum steps taken so far (see [`Arena::set_work_limit`]).
    work: u64,
    /// The most steps `add`, `sub` and `game` may take in all (`u64::MAX`: no limit).
    work_limit: u64,
    /// Set while a fallible operation runs: only then does the work limit stop a comparison.
    enforcing: bool,
    /// The work limit was reached inside a fallible operation (sticky).
    exhausted: bool,
    temp: Temp,
    le_stack: Vec<(GameId, GameId, u32)>,
    add_stack: Vec<(GameId, GameId, u32)>,
}

impl Default for Arena {
    fn default() -> Self {
        Self::new()
    }
}

/// The steps of work ([`Arena::set_work_limit`]) a new general form counts for: building one
/// (options copied, hashed, stored, memo tables grown) costs about as much time as a few
/// hundred comparisons answered from the memo (a sum of 47 switches `{k|-k}` makes 417 263
/// forms with 1.1·10^7 other steps and takes 3.6 s, where 2.6·10^7 comparison steps of
/// `{1|-1} + {2|-2} + *255` take 0.7 s).
pub const FORM_STEPS: u64 = 256;

/// log2 of the number of entries of [`Arena`]'s recent-comparison cache (64 KiB).
const LE_RECENT_BITS: u32 = 12;

/// The slot of a pair key in the recent-comparison cache.
#[inline]
fn recent_slot(key: u64) -> usize {
    (key.wrapping_mul(FX_SEED) >> (64 - LE_RECENT_BITS)) as usize
}

/// The memo key of an ordered pair.
fn pair_key(a: GameId, b: GameId) -> u64 {
    u64::from(a.0) << 32 | u64::from(b.0)
}

/// How `a ≤ b` is decided when no shortcut applies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LeShape {
    /// `a` a number, `b` not: `a ≤ b` iff no `b^R ≤ a`.
    NumberGeneral,
    /// `b` a number, `a` not: `a ≤ b` iff no `b ≤ a^L`.
    GeneralNumber,
    /// `a ≤ b` iff no `b ≤ a^L` and no `b^R ≤ a`.
    Generic,
}

impl Arena {
    /// An empty arena (holding 0, `*` and `↑`) with the limit [`DEFAULT_MAX_FORMS`].
    ///
    /// # Complexity
    /// O(1).
    pub fn new() -> Arena {
        Self::with_limit(DEFAULT_MAX_FORMS)
    }

    /// An empty arena holding at most `max_forms` distinct forms (at least the three it starts
    /// with: 0, `*` and `↑`; at most 2^32 − 2).
    pub fn with_limit(max_forms: usize) -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            compacts: Vec::new(),
            options: Vec::new(),
            compact_ids: HashMap::default(),
            general_heads: HashMap::default(),
            le_memo: HashMap::default(),
            temp_memo: HashMap::default(),
            le_recent: vec![(u64::MAX, false); 1 << LE_RECENT_BITS],
            add_memo: HashMap::default(),
            neg_memo: Vec::new(),
            limit: max_forms.clamp(3, u32::MAX as usize - 1),
            work: 0,
            work_limit: u64::MAX,
            enforcing: false,
            exhausted: false,
            temp: Temp {
                left: Vec::new(),
                right: Vec::new(),
                node: Node::general((Dyadic::ZERO, Dyadic::ZERO), 0),
            },
            le_stack: Vec::new(),
            add_stack: Vec::new(),
        };
        for (ups, nimber) in [(0, 0), (0, 1), (1, 0)] {
            arena.intern_compact(Compact {
                number: Dyadic::ZERO,
                ups,
                nimber,
            });
        }
        arena
    }

    /// The form with the given index, if the arena holds that many (ids are dense from 0, in
    /// creation order).
    pub fn id_at(&self, index: usize) -> Option<GameId> {
        (index < self.nodes.len()).then(|| GameId(index as u32))
    }

    /// How many distinct forms are stored.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Bounds the work of [`Arena::add`], [`Arena::sub`] and [`Arena::game`]: in all, over the
    /// arena's life, they may take at most `steps` comparison and sum steps (a step is one
    /// pair of positions looked at, some tens of nanoseconds; a new general form counts
    /// [`FORM_STEPS`]); past it they return
    /// [`ArenaError::TooMuchWork`], and so does every later call (the arena keeps only values
    /// it finished, so what it holds stays correct, but it builds no more). Without a call
    /// there is no limit.
    ///
    /// Why a budget and not a bound from the sizes of the operands: the cost of a sum depends
    /// on how large the canonical forms on the way are, not only on the operands. `±1 + *n`
    /// takes about n^3 steps, `{0||0|-1} + *n` about n^4, while `{0|^} + *n` is immediate.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::{Arena, ArenaError};
    /// let mut arena = Arena::new();
    /// arena.set_work_limit(100_000);
    /// let one = arena.integer(1).unwrap();
    /// let minus_one = arena.integer(-1).unwrap();
    /// let switch = arena.game(&[one], &[minus_one]).unwrap();
    /// let big_star = arena.nimber(1000).unwrap();
    /// assert_eq!(arena.add(switch, big_star), Err(ArenaError::TooMuchWork { limit: 100_000 }));
    /// assert!(arena.work() > 100_000);
    /// ```
    pub fn set_work_limit(&mut self, steps: u64) {
        self.work_limit = steps;
    }

    /// The comparison and sum steps taken so far (see [`Arena::set_work_limit`]).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Runs a fallible operation under the work limit.
    fn bounded<T>(
        &mut self,
        operation: impl FnOnce(&mut Arena) -> Result<T, ArenaError>,
    ) -> Result<T, ArenaError> {
        let too_much = ArenaError::TooMuchWork {
            limit: self.work_limit,
        };
        if self.exhausted {
            return Err(too_much);
        }
        let outer = self.enforcing;
        self.enforcing = true;
        let result = operation(self);
        self.enforcing = outer;
        if self.exhausted {
            Err(too_much)
        } else {
            result
        }
    }

    /// Counts `steps` of work; true (and the arena exhausted) once a fallible operation
    /// passes the limit.
    #[inline]
    fn spend(&mut self, steps: u64) -> bool {
        self.work = self.work.saturating_add(steps);
        if self.enforcing && self.work > self.work_limit {
            self.exhausted = true;
        }
        self.exhausted && self.enforcing
    }

    /// Whether the arena is empty (never: it always holds 0, `*` and `↑`).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The game 0 = `{ | }`.
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// `* = {0 | 0}`.
    pub fn star(&self) -> GameId {
        GameId(1)
    }

    /// `↑ = {0 | *}`.
    pub fn up(&self) -> GameId {
        GameId(2)
    }

    /// The number `x`.
    ///
    /// # Errors
    /// [`ArenaError::TooManyForms`] if the arena is full.
    pub fn number(&mut self, x: Dyadic) -> Result<GameId, ArenaError> {
        self.compact_checked(Compact::number(x))
    }

    /// The integer `n`.
    ///
    /// # Errors
    /// [`ArenaError::TooManyForms`] if the arena is full.
    pub fn integer(&mut self, n: i64) -> Result<GameId, ArenaError> {
        self.number(Dyadic::integer(n))
    }

    /// The nimber `*n`.
    ///
    /// # Errors
    /// [`ArenaError::NimberTooLarge`] above [`MAX_NIMBER`]; [`ArenaError::TooManyForms`] if
    /// the arena is full.
    pub fn nimber(&mut self, n: u32) -> Result<GameId, ArenaError> {
        self.compact(Dyadic::ZERO, 0, n)
    }

    /// `number + ups·↑ + *nimber` (`ups` negative for multiples of `↓`).
    ///
    /// # Errors
    /// [`ArenaError::UpsTooLarge`] / [`ArenaError::NimberTooLarge`] beyond [`MAX_UPS`] /
    /// [`MAX_NIMBER`]; [`ArenaError::TooManyForms`] if the arena is full.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// use gamecore::partizan::dyadic::Dyadic;
    /// let mut arena = Arena::new();
    /// let up_star = arena.compact(Dyadic::ZERO, 1, 1).unwrap();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.left_options(up_star), vec![zero, star]);
    /// assert_eq!(arena.right_options(up_star), vec![zero]);
    /// assert!(arena.compact(Dyadic::ZERO, 0, 1 << 20).is_err());
    /// ```
    pub fn compact(&mut self, number: Dyadic, ups: i64, nimber: u32) -> Result<GameId, ArenaError> {
        if nimber > MAX_NIMBER {
            return Err(ArenaError::NimberTooLarge { limit: MAX_NIMBER });
        }
        if ups.unsigned_abs() > MAX_UPS as u64 {
            return Err(ArenaError::UpsTooLarge { limit: MAX_UPS });
        }
        self.compact_checked(Compact {
            number,
            ups,
            nimber,
        })
    }

    /// `Some(x)` when `g` is the number `x`.
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.compact_of(g)
            .filter(|c| c.is_number())
            .map(|c| c.number)
    }

    /// `Some((number, ups, nimber))` when `g = number + ups·↑ + *nimber`.
    pub fn as_compact(&self, g: GameId) -> Option<(Dyadic, i64, u32)> {
        self.compact_of(g).map(|c| (c.number, c.ups, c.nimber))
    }

    /// `(left stop, right stop)`: where the game settles to a number when Left, respectively
    /// Right, moves first and both play to the stop (a number's stops are itself).
    ///
    /// # Complexity
    /// O(1): stored with every form.
    pub fn stops(&self, g: GameId) -> (Dyadic, Dyadic) {
        let node = self.node(g);
        (node.left_stop, node.right_stop)
    }

    /// The canonical Left options of `g` (compact forms are materialised on first use).
    ///
    /// # Complexity
    /// O(number of options).
    pub fn left_options(&mut self, g: GameId) -> Vec<GameId> {
        self.materialise(g);
        (0..self.left_len(g)).map(|i| self.left_at(g, i)).collect()
    }

    /// The canonical Right options of `g` (compact forms are materialised on first use).
    pub fn right_options(&mut self, g: GameId) -> Vec<GameId> {
        self.materialise(g);
        (0..self.right_len(g))
            .map(|i| self.right_at(g, i))
            .collect()
    }

    /// The stored `(left, right)` options, without materialising: `None` for a compact form
    /// whose options were never needed (read it with [`Arena::as_compact`] instead).
    pub fn stored_options(&self, g: GameId) -> Option<(&[GameId], &[GameId])> {
        let node = self.nodes[g.index()];
        if node.start == NOT_MATERIALISED {
            return None;
        }
        let start = node.start as usize;
        let middle = start + node.left_len as usize;
        Some((
            &self.options[start..middle],
            &self.options[middle..middle + node.right_len as usize],
        ))
    }

    /// The birthday of `g`'s canonical form: 0 for 0, `n` for the integer `n`, 2 for `↑`.
    ///
    /// # Complexity
    /// O(1) (stored, or a closed form for the compact family).
    pub fn birthday(&mut self, g: GameId) -> u64 {
        self.nodes[g.index()].birthday
    }

    /// `a ≥ b`.
    pub fn ge(&mut self, a: GameId, b: GameId) -> bool {
        self.le(b, a)
    }

    /// `a ‖ b`: neither `a ≤ b` nor `b ≤ a` (the difference is a first-player win).
    pub fn confused(&mut self, a: GameId, b: GameId) -> bool {
        !self.le(a, b) && !self.le(b, a)
    }

    /// `Some(order)` of `a` against `b`, or `None` when they are confused.
    pub fn compare(&mut self, a: GameId, b: GameId) -> Option<Ordering> {
        match (self.le(a, b), self.le(b, a)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// Who wins `g`: Left wins moving first iff not `g ≤ 0`, Right iff not `g ≥ 0`.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        let left_first = !self.le(g, zero);
        let right_first = !self.le(zero, g);
        match (left_first, right_first) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    /// `a - b`.
    ///
    /// # Errors
    /// As [`Arena::add`].
    pub fn sub(&mut self, a: GameId, b: GameId) -> Result<GameId, ArenaError> {
        let minus_b = self.neg(b)?;
        self.add(a, minus_b)
    }

    // ----- internals: nodes -----

    #[inline]
    fn node(&self, g: GameId) -> &Node {
        if g == TEMP {
            &self.temp.node
        } else {
            &self.nodes[g.index()]
        }
    }

    #[inline]
    fn compact_of(&self, g: GameId) -> Option<Compact> {
        let node = self.node(g);
        if node.kind == GENERAL {
            None
        } else {
            Some(self.compacts[node.data as usize])
        }
    }

    #[inline]
    fn is_number(&self, g: GameId) -> bool {
        self.node(g).kind == NUMBER
    }

    fn check_id(&self, g: GameId) -> Result<(), ArenaError> {
        if g.index() < self.nodes.len() {
            Ok(())
        } else {
            Err(ArenaError::UnknownGame {
                index: g.index(),
                len: self.nodes.len(),
            })
        }
    }

    fn check_room(&self) -> Result<(), ArenaError> {
        if self.nodes.len() >= self.limit {
            Err(ArenaError::TooManyForms { limit: self.limit })
        } else {
            Ok(())
        }
    }

    fn compact_checked(&mut self, c: Compact) -> Result<GameId, ArenaError> {
        if let Some(&id) = self.compact_ids.get(&c) {
            return Ok(id);
        }
        self.check_room()?;
        Ok(self.intern_compact(c))
    }

    /// The id of a compact value, created if new (without the limit check: comparisons need
    /// the options of compact forms and cannot fail).
    fn intern_compact(&mut self, c: Compact) -> GameId {
        if let Some(&id) = self.compact_ids.get(&c) {
            return id;
        }
        let id = GameId(self.nodes.len() as u32);
        self.nodes.push(Node {
            left_stop: c.number,
            right_stop: c.number,
            birthday: c.birthday(),
            data: self.compacts.len() as u32,
            kind: if c.is_number() { NUMBER } else { INFINITESIMAL },
            start: NOT_MATERIALISED,
            left_len: 0,
            right_len: 0,
            next_same_hash: NOT_MATERIALISED,
        });
        self.compacts.push(c);
        self.compact_ids.insert(c, id);
        id
    }

    /// Stores the options of a compact form if they are not stored yet.
    fn materialise(&mut self, g: GameId) {
        if g == TEMP || self.nodes[g.index()].start != NOT_MATERIALISED {
            return;
        }
        let c = self.compacts[self.nodes[g.index()].data as usize];
        let (left, right) = c.options();
        let mut left: Vec<GameId> = left.into_iter().map(|o| self.intern_compact(o)).collect();
        let mut right: Vec<GameId> = right.into_iter().map(|o| self.intern_compact(o)).collect();
        left.sort_unstable();
        right.sort_unstable();
        let node = &mut self.nodes[g.index()];
        node.start = self.options.len() as u32;
        node.left_len = left.len() as u32;
        node.right_len = right.len() as u32;
        self.options.extend(left);
        self.options.extend(right);
    }

    #[inline]
    fn left_len(&self, g: GameId) -> usize {
        if g == TEMP {
            self.temp.left.len()
        } else {
            self.nodes[g.index()].left_len as usize
        }
    }

    #[inline]
    fn right_len(&self, g: GameId) -> usize {
        if g == TEMP {
            self.temp.right.len()
        } else {
            self.nodes[g.index()].right_len as usize
        }
    }

    #[inline]
    fn left_at(&self, g: GameId, i: usize) -> GameId {
        if g == TEMP {
            self.temp.left[i]
        } else {
            self.options[self.nodes[g.index()].start as usize + i]
        }
    }

    #[inline]
    fn right_at(&self, g: GameId, i: usize) -> GameId {
        if g == TEMP {
            self.temp.right[i]
        } else {
            let node = self.nodes[g.index()];
            self.options[node.start as usize + node.left_len as usize + i]
        }
    }

    fn hash_options(left: &[GameId], right: &[GameId]) -> u64 {
        let mut h = FxHasher::default();
        h.add(left.len() as u64);
        for g in left.iter().chain(right) {
            h.add(u64::from(g.0));
        }
        h.finish()
    }

    /// The id of the general form `{left | right}` (canonical options, sorted, not of the
    /// compact family), created if new.
    fn intern_general(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, ArenaError> {
        let hash = Self::hash_options(left, right);
        let head = self.general_heads.get(&hash).copied();
        let mut cursor = head.unwrap_or(NOT_MATERIALISED);
        while cursor != NOT_MATERIALISED {
            let id = GameId(cursor);
            if let Some((l, r)) = self.stored_options(id) {
                if l == left && r == right {
                    return Ok(id);
                }
            }
            cursor = self.nodes[id.index()].next_same_hash;
        }
        self.check_room()?;
        // A new form costs more than a comparison (memory, hashing): charged as many steps.
        self.spend(FORM_STEPS);
        if self.options.len() + left.len() + right.len() >= u32::MAX as usize {
            return Err(ArenaError::TooManyForms { limit: self.limit });
        }
        let mut birthday = 0u64;
        let mut left_stop: Option<Dyadic> = None;
        let mut right_stop: Option<Dyadic> = None;
        for &g in left {
            birthday = birthday.max(self.birthday(g));
            let rs = self.stops(g).1;
            left_stop = Some(left_stop.map_or(rs, |s| s.max(rs)));
        }
        for &g in right {
            birthday = birthday.max(self.birthday(g));
            let ls = self.stops(g).0;
            right_stop = Some(right_stop.map_or(ls, |s| s.min(ls)));
        }
        let id = GameId(self.nodes.len() as u32);
        // A general form has options on both sides (else it would be an integer).
        let mut node = Node::general(
            (
                left_stop.unwrap_or(Dyadic::ZERO),
                right_stop.unwrap_or(Dyadic::ZERO),
            ),
            birthday.saturating_add(1),
        );
        node.start = self.options.len() as u32;
        node.left_len = left.len() as u32;
        node.right_len = right.len() as u32;
        node.next_same_hash = head.unwrap_or(NOT_MATERIALISED);
        self.nodes.push(node);
        self.options.extend_from_slice(left);
        self.options.extend_from_slice(right);
        self.general_heads.insert(hash, id.0);
        Ok(id)
    }

    // ----- comparison -----

    /// `a ≤ b`.
    ///
    /// # Complexity
    /// O(1) when both are of the compact family, or when the stops decide (`LS(a) < RS(b)`
    /// gives `a < b`; `LS(a) > LS(b)` or `RS(a) > RS(b)` gives not `a ≤ b`); otherwise one
    /// step per pair of positions visited, each remembered.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star, up) = (arena.zero(), arena.star(), arena.up());
    /// assert!(arena.le(zero, up) && !arena.le(up, zero));
    /// assert!(!arena.le(star, up) && !arena.le(up, star)); // ↑ ‖ *
    /// ```
    pub fn le(&mut self, a: GameId, b: GameId) -> bool {
        if self.spend(1) {
            // Past the work limit: the answer is not used (the operation fails), and nothing
            // is remembered from here on.
            return false;
        }
        if let Some(result) = self.le_quick(a, b) {
            return result;
        }
        let mut stack = std::mem::take(&mut self.le_stack);
        stack.clear();
        stack.push((a, b, 0));
        let result = loop {
            if self.spend(1) {
                break false;
            }
            let (x, y, i) = match stack.last() {
                Some(&top) => top,
                None => break true, // unreachable: the loop breaks when the stack empties
            };
            // The frame (x, y) is true iff none of its children is true.
            let mut finished: Option<bool> = None;
            match self.le_child(x, y, i as usize) {
                None => finished = Some(true),
                Some((p, q)) => match self.le_quick(p, q) {
                    Some(true) => finished = Some(false),
                    Some(false) => {
                        if let Some(top) = stack.last_mut() {
                            top.2 += 1;
                        }
                    }
                    None => stack.push((p, q, 0)),
                },
            }
            if let Some(mut value) = finished {
                let mut done = None;
                while let Some((x, y, _)) = stack.pop() {
                    self.remember_le(x, y, value);
                    match stack.last_mut() {
                        None => {
                            done = Some(value);
                            break;
                        }
                        Some(parent) => {
                            if value {
                                value = false; // a true child makes its parent false
                            } else {
                                parent.2 += 1;
                                break;
                            }
                        }
                    }
                }
                if let Some(value) = done {
                    break value;
                }
            }
        };
        self.le_stack = stack;
        result
    }

    fn remember_le(&mut self, a: GameId, b: GameId, value: bool) {
        if a == TEMP || b == TEMP {
            self.temp_memo.insert(pair_key(a, b), value);
        } else {
            let key = pair_key(a, b);
            self.le_recent[recent_slot(key)] = (key, value);
            self.le_memo.insert(key, value);
        }
    }

    /// `a ≤ b` when known without visiting options.
    #[inline]
    fn le_quick(&mut self, a: GameId, b: GameId) -> Option<bool> {
        if a == b {
            return Some(true);
        }
        let (na, nb) = (self.node(a), self.node(b));
        if na.kind != GENERAL && nb.kind != GENERAL {
            return Some(Compact::le(
                self.compacts[na.data as usize],
                self.compacts[nb.data as usize],
            ));
        }
        if na.left_stop < nb.right_stop {
            return Some(true);
        }
        if na.left_stop > nb.left_stop || na.right_stop > nb.right_stop {
            return Some(false);
        }
        if a == TEMP || b == TEMP {
            return self.temp_memo.get(&pair_key(a, b)).copied();
        }
        let key = pair_key(a, b);
        let slot = recent_slot(key);
        let (recent_key, recent_value) = self.le_recent[slot];
        if recent_key == key {
            return Some(recent_value);
        }
        let found = self.le_memo.get(&key).copied();
        if let Some(value) = found {
            self.le_recent[slot] = (key, value);
        }
        found
    }

    fn le_shape(&self, a: GameId, b: GameId) -> LeShape {
        if self.is_number(a) {
            LeShape::NumberGeneral
        } else if self.is_number(b) {
            LeShape::GeneralNumber
        } else {
            LeShape::Generic
        }
    }

    /// The `i`-th question `p ≤ q` whose truth makes `a ≤ b` false, or `None` past the last.
    fn le_child(&mut self, a: GameId, b: GameId, i: usize) -> Option<(GameId, GameId)> {
        match self.le_shape(a, b) {
            LeShape::NumberGeneral => (i < self.right_len(b)).then(|| (self.right_at(b, i), a)),
            LeShape::GeneralNumber => (i < self.left_len(a)).then(|| (b, self.left_at(a, i))),
            LeShape::Generic => {
                if i == 0 {
                    self.materialise(a);
                    self.materialise(b);
                }
                let left_a = self.left_len(a);
                if i < left_a {
                    Some((b, self.left_at(a, i)))
                } else if i - left_a < self.right_len(b) {
                    Some((self.right_at(b, i - left_a), a))
                } else {
                    None
                }
            }
        }
    }

    // ----- construction -----

    /// `{ left | right }` in canonical form: dominated options removed, reversible ones
    /// bypassed, and recognised as a number or `number + n·↑ + *k` when it is one.
    ///
    /// # Errors
    /// [`ArenaError::UnknownGame`] for an id from another arena; [`ArenaError::TooManyForms`]
    /// if the arena is full; [`ArenaError::NumberOverflow`], [`ArenaError::UpsTooLarge`],
    /// [`ArenaError::NimberTooLarge`] if the value is a number or compact value beyond those
    /// limits.
    ///
    /// # Complexity
    /// Quadratic in the number of options (each pair compared once), plus the comparisons'
    /// own cost.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// use gamecore::partizan::dyadic::Dyadic;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// let one = arena.integer(1).unwrap();
    /// assert_eq!(arena.game(&[zero], &[one]).unwrap(), arena.number(Dyadic::new(1, 1).unwrap()).unwrap());
    /// assert_eq!(arena.game(&[zero, star], &[zero, star]).unwrap(), arena.nimber(2).unwrap());
    /// assert_eq!(arena.game(&[star], &[]).unwrap(), zero); // {* | } = 0: * reverses out
    /// ```
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, ArenaError> {
        for &g in left.iter().chain(right) {
            self.check_id(g)?;
        }
        self.bounded(|arena| arena.canonical(left.to_vec(), right.to_vec()))
    }

    /// [`ArenaError::TooMuchWork`] once the work limit is passed: a comparison on the way may
    /// have been cut short, so nothing built from it may be stored.
    fn check_work(&self) -> Result<(), ArenaError> {
        if self.exhausted {
            Err(ArenaError::TooMuchWork {
                limit: self.work_limit,
            })
        } else {
            Ok(())
        }
    }

    fn canonical(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
    ) -> Result<GameId, ArenaError> {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(id) = self.canonical_of_numbers(&left, &right)? {
            return Ok(id);
        }
        let mut first = true;
        loop {
            self.remove_dominated(&mut left, true);
            self.remove_dominated(&mut right, false);
            self.check_work()?;
            if first {
                first = false;
                let between = self.number_between(&left, &right)?;
                self.check_work()?;
                if let Some(x) = between {
                    return self.number(x);
                }
                let stops = self.stops_of(&left, &right);
                self.temp.left.clone_from(&left);
                self.temp.right.clone_from(&right);
                self.temp.node = Node::general(stops, 0);
                self.temp_memo.clear();
            }
            let (new_left, changed_left) = self.bypass(&left, true);
            let (new_right, changed_right) = self.bypass(&right, false);
            self.check_work()?;
            if !changed_left && !changed_right {
                break;
            }
            left = new_left;
            right = new_right;
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
        }
        self.temp.left.clear();
        self.temp.right.clear();
        if let Some(c) = self.recognise(&left, &right)? {
            return self.compact_checked(c);
        }
        self.intern_general(&left, &right)
    }

    /// `{left | right}` when every option is a number: the best option of each side is all that
    /// counts; `{l | r}` is the simplest number between when `l < r`, `l*` when `l = r`, and
    /// otherwise the switch `{l | r}`, already canonical (no option of a number reverses
    /// through a number between the stops). `None` if some option is not a number.
    fn canonical_of_numbers(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<GameId>, ArenaError> {
        let mut best_left: Option<(Dyadic, GameId)> = None;
        for &g in left {
            match self.as_number(g) {
                Some(x) if best_left.map_or(true, |(b, _)| x > b) => best_left = Some((x, g)),
                Some(_) => {}
                None => return Ok(None),
            }
        }
        let mut best_right: Option<(Dyadic, GameId)> = None;
        for &g in right {
            match self.as_number(g) {
                Some(x) if best_right.map_or(true, |(b, _)| x < b) => best_right = Some((x, g)),
                Some(_) => {}
                None => return Ok(None),
            }
        }
        match (best_left, best_right) {
            (Some((l, gl)), Some((r, gr))) if l >= r => {
                if l == r {
                    self.compact_checked(Compact {
                        number: l,
                        ups: 0,
                        nimber: 1,
                    })
                    .map(Some)
                } else {
                    self.intern_general(&[gl], &[gr]).map(Some)
                }
            }
            (l, r) => match checked_simplest_between(l.map(|b| b.0), r.map(|b| b.0)) {
                Ok(x) => self.number(x).map(Some),
                Err(_) => Err(ArenaError::NumberOverflow),
            },
        }
    }

    /// Keeps the undominated options: for Left the maximal ones, for Right the minimal ones.
    fn remove_dominated(&mut self, options: &mut Vec<GameId>, left: bool) {
        if options.len() < 2 {
            return;
        }
        // Best stops first (largest for Left, smallest for Right): `x ≤ y` needs both stops
        // of `x` at most those of `y`, so an option can only be dominated by one sorted
        // before it, or by a later one with the very same stops.
        let stops = |arena: &Arena, g: GameId| {
            let node = arena.node(g);
            (node.left_stop, node.right_stop)
        };
        options.sort_by(|&x, &y| {
            let (sx, sy) = (stops(self, x), stops(self, y));
            if left {
                sy.cmp(&sx)
            } else {
                sx.cmp(&sy)
            }
        });
        let mut kept: Vec<GameId> = Vec::with_capacity(options.len());
        for &x in options.iter() {
            let mut dominated = false;
            for &k in &kept {
                let (low, high) = if left { (x, k) } else { (k, x) };
                // Distinct canonical ids are distinct values, so `≤` here is `<`.
                if self.stops_allow_le(low, high) && self.le(low, high) {
                    dominated = true;
                    break;
                }
            }
            if dominated {
                continue;
            }
            let own = stops(self, x);
            let mut i = 0;
            while i < kept.len() {
                let k = kept[i];
                let (low, high) = if left { (k, x) } else { (x, k) };
                if stops(self, k) == own && self.le(low, high) {
                    kept.remove(i);
                } else {
                    i += 1;
                }
            }
            kept.push(x);
        }
        kept.sort_unstable();
        *options = kept;
    }

    /// Replaces every reversible option by the options it reverses to; says whether any did.
    /// A Left option `x` reverses through `x^R ≤ G` to the Left options of `x^R`; a Right
    /// option `y` through `y^L ≥ G` to the Right options of `y^L`.
    fn bypass(&mut self, options: &[GameId], left: bool) -> (Vec<GameId>, bool) {
        let mut out = Vec::with_capacity(options.len());
        let mut changed = false;
        for &x in options {
            self.materialise(x);
            let count = if left {
                self.right_len(x)
            } else {
                self.left_len(x)
            };
            let mut reversed = false;
            for i in 0..count {
                if left {
                    let xr = self.right_at(x, i);
                    if self.stops_allow_le(xr, TEMP) && self.le(xr, TEMP) {
                        self.materialise(xr);
                        out.extend((0..self.left_len(xr)).map(|j| self.left_at(xr, j)));
                        reversed = true;
                    }
                } else {
                    let xl = self.left_at(x, i);
                    if self.stops_allow_le(TEMP, xl) && self.le(TEMP, xl) {
                        self.materialise(xl);
                        out.extend((0..self.right_len(xl)).map(|j| self.right_at(xl, j)));
                        reversed = true;
                    }
                }
                if reversed {
                    break;
                }
            }
            if reversed {
                changed = true;
            } else {
                out.push(x);
            }
        }
        (out, changed)
    }

    /// Whether the stops allow `a ≤ b` (both of `a`'s at most `b`'s).
    #[inline]
    fn stops_allow_le(&self, a: GameId, b: GameId) -> bool {
        let (na, nb) = (self.node(a), self.node(b));
        na.left_stop <= nb.left_stop && na.right_stop <= nb.right_stop
    }

    /// The stops of `{left | right}` from its options' stops.
    fn stops_of(&self, left: &[GameId], right: &[GameId]) -> (Dyadic, Dyadic) {
        let left_stop = left.iter().map(|&g| self.stops(g).1).max();
        let right_stop = right.iter().map(|&g| self.stops(g).0).min();
        (
            left_stop.unwrap_or(Dyadic::ZERO),
            right_stop.unwrap_or(Dyadic::ZERO),
        )
    }

    /// `Some(x)` if `{left | right}` equals the number `x`.
    ///
    /// By the simplicity theorem it does iff some number `x` has `x ≰ G^L` for every Left and
    /// `G^R ≰ x` for every Right option, and then `x` is the simplest such number. The numbers
    /// with `x ≰ y` are those above `y`'s right stop (and the stop itself iff `RS(y) ≰ y`);
    /// those with `y ≰ x` lie below the left stop (and the stop iff `y ≰ LS(y)`).
    fn number_between(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<Dyadic>, ArenaError> {
        // Every such number lies between the largest right stop of a Left option and the
        // smallest left stop of a Right option: a hot game is settled here.
        let lowest = left.iter().map(|&g| self.node(g).right_stop).max();
        let highest = right.iter().map(|&g| self.node(g).left_stop).min();
        if let (Some(low), Some(high)) = (lowest, highest) {
            if low > high {
                return Ok(None);
            }
        }
        let mut lower: Option<(Dyadic, bool)> = None; // (bound, included)
        for &g in left {
            let stop = self.stops(g).1;
            let stop_id = self.intern_compact(Compact::number(stop));
            let included = !self.le(stop_id, g);
            lower = Some(match lower {
                Some((b, inc)) if b > stop => (b, inc),
                Some((b, inc)) if b == stop => (b, inc && included),
                _ => (stop, included),
            });
        }
        let mut upper: Option<(Dyadic, bool)> = None;
        for &g in right {
            let stop = self.stops(g).0;
            let stop_id = self.intern_compact(Compact::number(stop));
            let included = !self.le(g, stop_id);
            upper = Some(match upper {
                Some((b, inc)) if b < stop => (b, inc),
                Some((b, inc)) if b == stop => (b, inc && included),
                _ => (stop, included),
            });
        }
        simplest_in(lower, upper)
    }

    /// `Some(c)` if the canonical `{left | right}` is the canonical form of the compact `c`.
    fn recognise(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<Compact>, ArenaError> {
        let lc: Option<Vec<Compact>> = left.iter().map(|&g| self.compact_of(g)).collect();
        let rc: Option<Vec<Compact>> = right.iter().map(|&g| self.compact_of(g)).collect();
        let (lc, rc) = match (lc, rc) {
            (Some(l), Some(r)) if !l.is_empty() && !r.is_empty() => (l, r),
            _ => return Ok(None),
        };
        let x = lc[0].number;
        let candidate = if left == right {
            // x + *k: the options x + *j for j < k on both sides.
            Compact {
                number: x,
                ups: 0,
                nimber: u32::try_from(lc.len()).unwrap_or(u32::MAX),
            }
        } else if lc.len() == 1 && rc.len() == 1 && lc[0].is_number() && rc[0].ups >= 0 {
            // x + n·↑ + *k = {x | x + (n−1)·↑ + *(k⊕1)}
            let r = rc[0];
            Compact {
                number: r.number,
                ups: r.ups + 1,
                nimber: r.nimber ^ 1,
            }
        } else if lc.len() == 1 && rc.len() == 1 && rc[0].is_number() && lc[0].ups <= 0 {
            let l = lc[0];
            Compact {
                number: l.number,
                ups: l.ups - 1,
                nimber: l.nimber ^ 1,
            }
        } else if lc.len() == 2 && rc.len() == 1 {
            Compact {
                number: rc[0].number,
                ups: 1,
                nimber: 1,
            }
        } else if lc.len() == 1 && rc.len() == 2 {
            Compact {
                number: x,
                ups: -1,
                nimber: 1,
            }
        } else {
            return Ok(None);
        };
        if candidate.is_number() {
            return Ok(None);
        }
        let (cl, cr) = candidate.options();
        if cl.len() != left.len() || cr.len() != right.len() {
            return Ok(None);
        }
        let same = |ids: &[GameId], cs: &[Compact], arena: &Arena| {
            cs.iter()
                .all(|c| ids.iter().any(|&g| arena.compact_of(g) == Some(*c)))
        };
        if !same(left, &cl, self) || !same(right, &cr, self) {
            return Ok(None);
        }
        if candidate.nimber > MAX_NIMBER {
            return Err(ArenaError::NimberTooLarge { limit: MAX_NIMBER });
        }
        if candidate.ups.abs() > MAX_UPS {
            return Err(ArenaError::UpsTooLarge { limit: MAX_UPS });
        }
        Ok(Some(candidate))
    }

    // ----- sums -----

    /// `a + b`, the disjunctive sum.
    ///
    /// # Errors
    /// [`ArenaError::UnknownGame`], [`ArenaError::TooManyForms`], [`ArenaError::NumberOverflow`],
    /// [`ArenaError::UpsTooLarge`] or [`ArenaError::NimberTooLarge`] when the sum or one of
    /// the positions on the way is beyond the arena's limits.
    ///
    /// # Complexity
    /// O(1) for two compact values; a number is added by translating the other game's
    /// options; otherwise one canonicalisation per pair of positions visited, each remembered.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.add(star, star).unwrap(), zero);
    /// let two = arena.nimber(2).unwrap();
    /// let three = arena.nimber(3).unwrap();
    /// assert_eq!(arena.add(two, three).unwrap(), star);
    /// ```
    pub fn add(&mut self, a: GameId, b: GameId) -> Result<GameId, ArenaError> {
        self.check_id(a)?;
        self.check_id(b)?;
        if let Some(sum) = self.add_quick(a, b)? {
            return Ok(sum);
        }
        let mut stack = std::mem::take(&mut self.add_stack);
        stack.clear();
        stack.push((a, b, 0));
        let result = self.bounded(|arena| arena.add_run(&mut stack));
        stack.clear();
        self.add_stack = stack;
        result
    }

    fn add_run(&mut self, stack: &mut Vec<(GameId, GameId, u32)>) -> Result<GameId, ArenaError> {
        loop {
            if self.spend(1) {
                return Err(ArenaError::TooMuchWork {
                    limit: self.work_limit,
                });
            }
            let (x, y, i) = match stack.last() {
                Some(&top) => top,
                None => return Err(ArenaError::NumberOverflow), // unreachable
            };
            if let Some((p, q)) = self.add_child(x, y, i as usize) {
                if self.add_quick(p, q)?.is_some() {
                    if let Some(top) = stack.last_mut() {
                        top.2 += 1;
                    }
                } else {
                    stack.push((p, q, 0));
                }
            } else {
                let sum = self.add_build(x, y)?;
                stack.pop();
                match stack.last_mut() {
                    None => return Ok(sum),
                    Some(parent) => parent.2 += 1,
                }
            }
        }
    }

    fn add_quick(&mut self, a: GameId, b: GameId) -> Result<Option<GameId>, ArenaError> {
        if a == self.zero() {
            return Ok(Some(b));
        }
        if b == self.zero() {
            return Ok(Some(a));
        }
        if let (Some(x), Some(y)) = (self.compact_of(a), self.compact_of(b)) {
            let sum = Compact::checked_add(x, y)?;
            return self.compact_checked(sum).map(Some);
        }
        let key = pair_key(a.min(b), a.max(b));
        Ok(self.add_memo.get(&key).copied())
    }

    /// The `i`-th sum the options of `a + b` need.
    fn add_child(&mut self, a: GameId, b: GameId, i: usize) -> Option<(GameId, GameId)> {
        // A number is added by translation: the options of the other game, each plus it.
        let (g, x) = if self.is_number(a) {
            (b, Some(a))
        } else if self.is_number(b) {
            (a, Some(b))
        } else {
            (a, None)
        };
        if let Some(x) = x {
            let (l, r) = (self.left_len(g), self.right_len(g));
            return if i < l {
                Some((self.left_at(g, i), x))
            } else if i < l + r {
                Some((self.right_at(g, i - l), x))
            } else {
                None
            };
        }
        if i == 0 {
            self.materialise(a);
            self.materialise(b);
        }
        let (la, lb, ra, rb) = (
            self.left_len(a),
            self.left_len(b),
            self.right_len(a),
            self.right_len(b),
        );
        let mut i = i;
        if i < la {
            return Some((self.left_at(a, i), b));
        }
        i -= la;
        if i < lb {
            return Some((a, self.left_at(b, i)));
        }
        i -= lb;
        if i < ra {
            return Some((self.right_at(a, i), b));
        }
        i -= ra;
        if i < rb {
            return Some((a, self.right_at(b, i)));
        }
        None
    }

    /// `a + b` once every sum its options need is known.
    fn add_build(&mut self, a: GameId, b: GameId) -> Result<GameId, ArenaError> {
        let translate = self.is_number(a) || self.is_number(b);
        if !translate {
            self.materialise(a);
            self.materialise(b);
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let (la, lb) = (self.left_len(a), self.left_len(b));
        let mut i = 0;
        while let Some((p, q)) = self.add_child(a, b, i) {
            let sum = match self.add_quick(p, q)? {
                Some(sum) => sum,
                None => return Err(ArenaError::NumberOverflow), // unreachable: children first
            };
            let is_left = if translate {
                let g = if self.is_number(a) { b } else { a };
                i < self.left_len(g)
            } else {
                i < la + lb
            };
            if is_left {
                left.push(sum);
            } else {
                right.push(sum);
            }
            i += 1;
        }
        let sum = if translate {
            // {G^L + x | G^R + x} is canonical when G is canonical and not a number.
            left.sort_unstable();
            right.sort_unstable();
            self.intern_general(&left, &right)?
        } else {
            self.canonical(left, right)?
        };
        self.add_memo.insert(pair_key(a.min(b), a.max(b)), sum);
        Ok(sum)
    }

    // ----- negation -----

    /// `-a`: Left and Right exchanged.
    ///
    /// # Errors
    /// [`ArenaError::NumberOverflow`] if a number in `a` is the integer −2^63;
    /// [`ArenaError::TooManyForms`] if the arena is full.
    ///
    /// # Complexity
    /// O(1) for a compact value, else one step per position of `a` not negated before.
    pub fn neg(&mut self, a: GameId) -> Result<GameId, ArenaError> {
        self.check_id(a)?;
        if let Some(n) = self.neg_quick(a)? {
            return Ok(n);
        }
        let mut stack: Vec<(GameId, usize)> = vec![(a, 0)];
        loop {
            let (g, i) = match stack.last() {
                Some(&top) => top,
                None => return Err(ArenaError::NumberOverflow), // unreachable
            };
            let (l, r) = (self.left_len(g), self.right_len(g));
            if i < l + r {
                let child = if i < l {
                    self.left_at(g, i)
                } else {
                    self.right_at(g, i - l)
                };
                if self.neg_quick(child)?.is_some() {
                    if let Some(top) = stack.last_mut() {
                        top.1 += 1;
                    }
                } else {
                    stack.push((child, 0));
                }
                continue;
            }
            let mut left = Vec::with_capacity(r);
            let mut right = Vec::with_capacity(l);
            for j in 0..r {
                let o = self.right_at(g, j);
                left.extend(self.neg_quick(o)?);
            }
            for j in 0..l {
                let o = self.left_at(g, j);
                right.extend(self.neg_quick(o)?);
            }
            left.sort_unstable();
            right.sort_unstable();
            let n = self.intern_general(&left, &right)?;
            self.remember_neg(g, n);
            stack.pop();
            match stack.last_mut() {
                None => return Ok(n),
                Some(parent) => parent.1 += 1,
            }
        }
    }

    fn remember_neg(&mut self, g: GameId, n: GameId) {
        let needed = g.index().max(n.index()) + 1;
        if self.neg_memo.len() < needed {
            self.neg_memo.resize(needed, 0);
        }
        self.neg_memo[g.index()] = n.0 + 1;
        self.neg_memo[n.index()] = g.0 + 1;
    }

    fn neg_quick(&mut self, g: GameId) -> Result<Option<GameId>, ArenaError> {
        if let Some(c) = self.compact_of(g) {
            let n = c.checked_neg()?;
            return self.compact_checked(n).map(Some);
        }
        Ok(match self.neg_memo.get(g.index()) {
            Some(&n) if n > 0 => Some(GameId(n - 1)),
            _ => None,
        })
    }
}

/// The simplest number in the interval between `lower` and `upper` (each a bound and whether
/// it is included; `None` for no bound), or `None` if the interval is empty.
fn simplest_in(
    lower: Option<(Dyadic, bool)>,
    upper: Option<(Dyadic, bool)>,
) -> Result<Option<Dyadic>, ArenaError> {
    let mut candidates: Vec<Dyadic> = Vec::new();
    let mut overflow = false;
    match checked_simplest_between(lower.map(|b| b.0), upper.map(|b| b.0)) {
        Ok(x) => candidates.push(x),
        Err(SimplestError::NotANumber(_)) => {}
        Err(SimplestError::Overflow(_)) => overflow = true,
    }
    let fits = |x: Dyadic| {
        lower.map_or(true, |(b, inc)| x > b || (inc && x == b))
            && upper.map_or(true, |(b, inc)| x < b || (inc && x == b))
    };
    for (bound, included) in lower.into_iter().chain(upper) {
        if included && fits(bound) {
            candidates.push(bound);
        }
    }
    // The simplest number of an interval is the one born first; it is unique.
    match candidates.into_iter().min_by_key(|&x| number_birthday(x)) {
        Some(x) => Ok(Some(x)),
        None if overflow => Err(ArenaError::NumberOverflow),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::{Arena, ArenaError, GameId, MAX_NIMBER, MAX_UPS};
    use crate::partizan::dyadic::Dyadic;
    use crate::partizan::Outcome;
    use rstest::rstest;
    use std::cmp::Ordering;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    fn num(arena: &mut Arena, text: &str) -> GameId {
        arena.number(d(text)).unwrap()
    }

    fn g(arena: &mut Arena, left: &[GameId], right: &[GameId]) -> GameId {
        arena.game(left, right).unwrap()
    }

    fn star_n(arena: &mut Arena, n: u32) -> GameId {
        arena.nimber(n).unwrap()
    }

    /// `+_1 = {0 || 0 | −1}`, the first tiny.
    fn tiny(arena: &mut Arena) -> GameId {
        let (zero, minus_one) = (arena.zero(), num(arena, "-1"));
        let inner = g(arena, &[zero], &[minus_one]);
        g(arena, &[zero], &[inner])
    }

    /// Two games and how the first compares with the second.
    type Case = fn(&mut Arena) -> (GameId, GameId);

    #[rstest]
    #[case::up_is_0_star(|a: &mut Arena| { let (z, s, u) = (a.zero(), a.star(), a.up()); (g(a, &[z], &[s]), u) }, Some(Ordering::Equal))]
    #[case::up_plus_up_is_double_up(|a: &mut Arena| { let u = a.up(); (a.add(u, u).unwrap(), a.compact(Dyadic::ZERO, 2, 0).unwrap()) }, Some(Ordering::Equal))]
    #[case::double_up_is_0_up_star(|a: &mut Arena| { let z = a.zero(); let us = a.compact(Dyadic::ZERO, 1, 1).unwrap(); (g(a, &[z], &[us]), a.compact(Dyadic::ZERO, 2, 0).unwrap()) }, Some(Ordering::Equal))]
    #[case::up_plus_star_is_0_star_0(|a: &mut Arena| { let (z, s, u) = (a.zero(), a.star(), a.up()); (a.add(u, s).unwrap(), g(a, &[z, s], &[z])) }, Some(Ordering::Equal))]
    #[case::star_plus_star_is_0(|a: &mut Arena| { let s = a.star(); (a.add(s, s).unwrap(), a.zero()) }, Some(Ordering::Equal))]
    #[case::star_2_plus_star_3_is_star(|a: &mut Arena| { let (x, y) = (star_n(a, 2), star_n(a, 3)); (a.add(x, y).unwrap(), a.star()) }, Some(Ordering::Equal))]
    #[case::star_2_is_0_star_0_star(|a: &mut Arena| { let (z, s) = (a.zero(), a.star()); (g(a, &[z, s], &[z, s]), star_n(a, 2)) }, Some(Ordering::Equal))]
    #[case::pm_one_twice_is_0(|a: &mut Arena| { let (p, m) = (num(a, "1"), num(a, "-1")); let pm = g(a, &[p], &[m]); (a.add(pm, pm).unwrap(), a.zero()) }, Some(Ordering::Equal))]
    #[case::half_plus_half_is_1(|a: &mut Arena| { let h = num(a, "1/2"); (a.add(h, h).unwrap(), num(a, "1")) }, Some(Ordering::Equal))]
    #[case::half_is_0_1(|a: &mut Arena| { let (z, o) = (a.zero(), num(a, "1")); (g(a, &[z], &[o]), num(a, "1/2")) }, Some(Ordering::Equal))]
    #[case::pm_one_confused_with_0(|a: &mut Arena| { let (p, m) = (num(a, "1"), num(a, "-1")); (g(a, &[p], &[m]), a.zero()) }, None)]
    #[case::up_confused_with_star(|a: &mut Arena| (a.up(), a.star()), None)]
    #[case::up_above_0(|a: &mut Arena| (a.up(), a.zero()), Some(Ordering::Greater))]
    #[case::up_star_confused_with_0(|a: &mut Arena| (a.compact(Dyadic::ZERO, 1, 1).unwrap(), a.zero()), None)]
    #[case::double_up_star_above_0(|a: &mut Arena| { let (u, s) = (a.up(), a.star()); let uu = a.add(u, u).unwrap(); (a.add(uu, s).unwrap(), a.zero()) }, Some(Ordering::Greater))]
    #[case::double_up_star_is_0_up(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), a.compact(Dyadic::ZERO, 2, 1).unwrap()) }, Some(Ordering::Equal))]
    #[case::up_star_2_is_0_star_3(|a: &mut Arena| { let (z, s3) = (a.zero(), star_n(a, 3)); (g(a, &[z], &[s3]), a.compact(Dyadic::ZERO, 1, 2).unwrap()) }, Some(Ordering::Equal))]
    #[case::zero_up_is_above_0(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), a.zero()) }, Some(Ordering::Greater))]
    #[case::zero_up_confused_with_up(|a: &mut Arena| { let (z, u) = (a.zero(), a.up()); (g(a, &[z], &[u]), u) }, None)]
    #[case::tiny_above_0(|a: &mut Arena| (tiny(a), a.zero()), Some(Ordering::Greater))]
    #[case::tiny_below_up(|a: &mut Arena| (tiny(a), a.up()), Some(Ordering::Less))]
    #[case::tiny_below_an_eighth_of_a_star(|a: &mut Arena| (tiny(a), num(a, "1/1024")), Some(Ordering::Less))]
    #[case::miny_is_minus_tiny(|a: &mut Arena| { let t = tiny(a); let (z, one) = (a.zero(), num(a, "1")); let inner = g(a, &[one], &[z]); (a.neg(t).unwrap(), g(a, &[inner], &[z])) }, Some(Ordering::Equal))]
    #[case::one_star_is_1_1(|a: &mut Arena| { let o = num(a, "1"); (g(a, &[o], &[o]), a.compact(d("1"), 0, 1).unwrap()) }, Some(Ordering::Equal))]
    #[case::star_reverses_out_of_star_nothing(|a: &mut Arena| { let s = a.star(); (g(a, &[s], &[]), a.zero()) }, Some(Ordering::Equal))]
    #[case::switch_3_minus_2_above_0(|a: &mut Arena| { let (p, m) = (num(a, "3"), num(a, "-2")); (g(a, &[p], &[m]), a.zero()) }, None)]
    fn known_values(#[case] build: Case, #[case] expected: Option<Ordering>) {
        let mut arena = Arena::new();
        let (x, y) = build(&mut arena);
        assert_eq!(arena.compare(x, y), expected);
        assert_eq!(x == y, expected == Some(Ordering::Equal));
        assert_eq!(arena.confused(x, y), expected.is_none());
        let difference = arena.sub(x, y).unwrap();
        let outcome = match expected {
            Some(Ordering::Equal) => Outcome::Previous,
            Some(Ordering::Greater) => Outcome::Left,
            Some(Ordering::Less) => Outcome::Right,
            None => Outcome::Next,
        };
        assert_eq!(arena.outcome(difference), outcome);
    }

    #[test]
    fn tiny_is_below_every_positive_number_tried_and_positive() {
        let mut arena = Arena::new();
        let t = tiny(&mut arena);
        assert_eq!(arena.outcome(t), Outcome::Left);
        for j in 0..=62 {
            let x = arena.number(Dyadic::new(1, j).unwrap()).unwrap();
            assert!(arena.le(t, x) && !arena.le(x, t), "1/2^{j}");
        }
        let up = arena.up();
        assert_eq!(arena.compare(t, up), Some(Ordering::Less));
        assert_eq!(arena.birthday(t), 3);
    }

    #[test]
    fn huge_numbers_stay_arithmetic() {
        let mut arena = Arena::new();
        let big = arena.integer(1 << 40).unwrap();
        let fine = arena.number(Dyadic::new(1, 60).unwrap()).unwrap();
        assert_eq!(arena.birthday(big), 1 << 40);
        assert_eq!(arena.birthday(fine), 61);
        let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
        let pm = arena.game(&[one], &[minus_one]).unwrap();
        let hot = arena.add(pm, big).unwrap(); // 2^40 ± 1
        assert_eq!(arena.stops(hot), (d("1099511627777"), d("1099511627775")));
        assert!(arena.confused(hot, big));
        let above = arena.integer((1 << 40) + 1).unwrap();
        assert!(arena.confused(hot, above)); // the difference {0 | -2}
        let two_above = arena.integer((1 << 40) + 2).unwrap();
        assert_eq!(arena.compare(hot, two_above), Some(Ordering::Less));
        let back = arena.sub(hot, big).unwrap();
        assert_eq!(back, pm);
        let tiny_fine = arena.add(pm, fine).unwrap();
        assert_eq!(arena.birthday(tiny_fine), 2 + 61);
        let max = arena.integer(i64::MAX).unwrap();
        assert_eq!(arena.add(max, one), Err(ArenaError::NumberOverflow));
        assert_eq!(arena.add(max, pm), Err(ArenaError::NumberOverflow));
        let min = arena.integer(i64::MIN).unwrap();
        assert_eq!(arena.neg(min), Err(ArenaError::NumberOverflow));
        // {2^62 | } is the integer 2^62 + 1, computed, not expanded.
        let x = arena.integer(1 << 62).unwrap();
        let next = arena.game(&[x], &[]).unwrap();
        assert_eq!(arena.as_number(next), Some(Dyadic::integer((1 << 62) + 1)));
        let top = arena.game(&[max], &[]);
        assert_eq!(top, Err(ArenaError::NumberOverflow));
    }

    /// Translation by a number is checked against the full canonicalisation of the options.
    #[test]
    fn adding_a_number_translates_the_options_and_stays_canonical() {
        let mut arena = Arena::new();
        let games: Vec<GameId> = {
            let (z, s, u) = (arena.zero(), arena.star(), arena.up());
            let (one, m1, two) = (
                num(&mut arena, "1"),
                num(&mut arena, "-1"),
                num(&mut arena, "2"),
            );
            let pm = g(&mut arena, &[one], &[m1]);
            let sw = g(&mut arena, &[two], &[z]);
            let t = tiny(&mut arena);
            let deep = g(&mut arena, &[pm, u], &[sw, s]);
            vec![pm, sw, t, deep]
        };
        for x in ["1/2", "-3/4", "5", "1/64", "-7/8"] {
            let x = num(&mut arena, x);
            for &game in &games {
                let translated = arena.add(game, x).unwrap();
                let left: Vec<GameId> = arena.left_options(game);
                let right: Vec<GameId> = arena.right_options(game);
                let left: Vec<GameId> = left.iter().map(|&o| arena.add(o, x).unwrap()).collect();
                let right: Vec<GameId> = right.iter().map(|&o| arena.add(o, x).unwrap()).collect();
                assert_eq!(arena.game(&left, &right).unwrap(), translated);
                let mut got_left = arena.left_options(translated);
                let mut want_left = left.clone();
                got_left.sort();
                want_left.sort();
                assert_eq!(got_left, want_left);
            }
        }
    }

    /// Every compact value rebuilt from its own options through `game` is recognised.
    #[test]
    fn compact_values_are_recognised_from_their_options() {
        let mut arena = Arena::new();
        for x in ["0", "1", "-5/4", "17"] {
            for ups in -6..=6 {
                for k in 0..=6 {
                    let id = arena.compact(d(x), ups, k).unwrap();
                    let (l, r) = (arena.left_options(id), arena.right_options(id));
                    assert_eq!(arena.game(&l, &r).unwrap(), id, "{x} {ups} {k}");
                    assert_eq!(arena.as_compact(id), Some((d(x), ups, k)));
                }
            }
        }
    }

    #[test]
    fn limits_are_refused_with_named_errors() {
        let mut arena = Arena::new();
        assert_eq!(
            arena.nimber(MAX_NIMBER + 1),
            Err(ArenaError::NimberTooLarge { limit: MAX_NIMBER })
        );
        let many_ups = arena.compact(Dyadic::ZERO, MAX_UPS, 0).unwrap();
        let up = arena.up();
        assert_eq!(
            arena.add(many_ups, up),
            Err(ArenaError::UpsTooLarge { limit: MAX_UPS })
        );
        assert_eq!(
            arena.compact(Dyadic::ZERO, -MAX_UPS - 1, 0),
            Err(ArenaError::UpsTooLarge { limit: MAX_UPS })
        );
        let mut small = Arena::with_limit(5);
        let one = small.integer(1).unwrap();
        let two = small.integer(2).unwrap();
        assert_eq!(small.len(), 5);
        assert_eq!(small.integer(3), Err(ArenaError::TooManyForms { limit: 5 }));
        assert_eq!(
            small.game(&[two], &[one]),
            Err(ArenaError::TooManyForms { limit: 5 })
        );
        for n in 0..40 {
            arena.integer(n).unwrap();
        }
        let foreign = arena.integer(40).unwrap();
        assert!(matches!(
            small.game(&[foreign], &[]),
            Err(ArenaError::UnknownGame { .. })
        ));
        assert_eq!(
            ArenaError::TooManyForms { limit: 1 << 24 }.to_string(),
            "too many distinct game values (at most 2^24)"
        );
        assert_eq!(
            ArenaError::NimberTooLarge { limit: MAX_NIMBER }.to_string(),
            "a nimber is too large (at most *1023, nimbers below 2^10)"
        );
        let e: crate::error::Error = ArenaError::NumberOverflow.into();
        assert!(e.to_string().contains("too large"));
    }

    /// Rebuilds every form of `arena` in a fresh arena without a limit, in creation order
    /// (options are made before the forms that use them): each stored general form must come
    /// back as a general form with the same number of options (nothing left to simplify), and
    /// distinct ids must stay distinct values.
    fn assert_every_stored_form_is_canonical(arena: &mut Arena) {
        let mut fresh = Arena::new();
        let mut image: Vec<GameId> = Vec::with_capacity(arena.len());
        for index in 0..arena.len() {
            let id = arena.id_at(index).unwrap();
            let rebuilt = if let Some((x, ups, nimber)) = arena.as_compact(id) {
                fresh.compact(x, ups, nimber).unwrap()
            } else {
                let (l, r) = arena.stored_options(id).unwrap();
                let (l, r) = (l.to_vec(), r.to_vec());
                let left: Vec<GameId> = l.iter().map(|o| image[o.index()]).collect();
                let right: Vec<GameId> = r.iter().map(|o| image[o.index()]).collect();
                let rebuilt = fresh.game(&left, &right).unwrap();
                assert!(
                    fresh.as_compact(rebuilt).is_none(),
                    "form {index} is compact"
                );
                assert_eq!(
                    (
                        fresh.left_options(rebuilt).len(),
                        fresh.right_options(rebuilt).len()
                    ),
                    (l.len(), r.len()),
                    "form {index} was not canonical"
                );
                rebuilt
            };
            image.push(rebuilt);
        }
        let mut distinct = image.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), image.len(), "two ids of one value");
    }

    /// The work limit stops `add` and `game` with a named error wherever it falls, stays
    /// reached, and never leaves a half-simplified form in the arena: every limit from 0 to
    /// past the work of the whole computation is tried.
    #[test]
    fn the_work_limit_refuses_without_storing_wrong_forms() {
        let build = |arena: &mut Arena| -> Result<GameId, ArenaError> {
            let (one, minus_one) = (arena.integer(1)?, arena.integer(-1)?);
            let pm = arena.game(&[one], &[minus_one])?;
            let zero = arena.zero();
            let inner = arena.game(&[zero], &[minus_one])?;
            let t = arena.game(&[zero], &[inner])?;
            let star_9 = arena.nimber(9)?;
            let hot = arena.add(pm, star_9)?;
            let small = arena.add(t, star_9)?;
            let both = arena.add(hot, small)?;
            let up = arena.up();
            arena.game(&[both, up], &[small, minus_one])
        };
        let mut unlimited = Arena::new();
        let want = build(&mut unlimited).unwrap();
        let total = unlimited.work();
        assert!(
            total > 1000,
            "the workload is too small to test: {total} steps"
        );
        let mut refused = 0;
        let mut limit = 0;
        while limit <= total + 10 {
            let mut arena = Arena::new();
            arena.set_work_limit(limit);
            match build(&mut arena) {
                Ok(got) => {
                    assert!(limit >= arena.work(), "limit {limit}");
                    // The same canonical form: its printing is unique.
                    assert_eq!(
                        crate::partizan::notation::to_string(&arena, got),
                        crate::partizan::notation::to_string(&unlimited, want),
                        "limit {limit}"
                    );
                }
                Err(e) => {
                    assert_eq!(e, ArenaError::TooMuchWork { limit }, "limit {limit}");
                    refused += 1;
                    let star = arena.star();
                    assert_eq!(
                        arena.game(&[star], &[star]),
                        Err(ArenaError::TooMuchWork { limit }),
                        "the limit is sticky"
                    );
                }
            }
            assert_every_stored_form_is_canonical(&mut arena);
            limit += 1 + limit / 16;
        }
        assert!(refused > 10, "only {refused} limits refused");
        assert_eq!(
            ArenaError::TooMuchWork { limit: 50_000_000 }.to_string(),
            "the value takes too long to work out (at most 5·10^7 comparison and sum steps; \
             large nimbers added to games outside the number + ups + nimber family are the \
             usual cause)"
        );
        assert_eq!(super::steps_in_words(1000), "1000");
        assert_eq!(super::steps_in_words(100_000), "10^5");
        assert_eq!(super::steps_in_words(123_456), "123456");
    }

    #[test]
    fn large_nimbers_and_ups_against_general_games_finish() {
        let mut arena = Arena::new();
        let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
        let pm = arena.game(&[one], &[minus_one]).unwrap();
        let big_star = arena.nimber(MAX_NIMBER).unwrap();
        let many_ups = arena.compact(Dyadic::ZERO, MAX_UPS, 0).unwrap();
        assert!(arena.confused(pm, big_star));
        assert!(arena.confused(pm, many_ups));
        let t = tiny(&mut arena);
        assert!(arena.le(t, many_ups));
        let s = arena.add(t, many_ups).unwrap();
        assert_eq!(arena.outcome(s), Outcome::Left);
    }

    /// Domineering canonical forms (Left places vertical dominoes) with a component split, as
    /// a workload for the arena: `cargo test -p gamecore --release bench_domineering -- --ignored --nocapture`.
    struct Domineering {
        width: u32,
        memo: std::collections::HashMap<u64, GameId, super::FxBuild>,
    }

    impl Domineering {
        fn components(&self, mask: u64) -> Vec<u64> {
            let w = self.width;
            let mut rest = mask;
            let mut out = Vec::new();
            while rest != 0 {
                let mut comp = rest & rest.wrapping_neg();
                loop {
                    let grow = comp
                        | (comp << w)
                        | (comp >> w)
                        | ((comp << 1) & !self.left_column())
                        | ((comp >> 1) & !self.right_column());
                    let next = grow & mask;
                    if next == comp {
                        break;
                    }
                    comp = next;
                }
                rest &= !comp;
                out.push(comp);
            }
            out
        }

        fn left_column(&self) -> u64 {
            (0..64 / self.width).fold(0, |m, r| m | 1 << (r * self.width))
        }

        fn right_column(&self) -> u64 {
            self.left_column() << (self.width - 1)
        }

        fn value(&mut self, arena: &mut Arena, mask: u64) -> GameId {
            let mut total = arena.zero();
            for comp in self.components(mask) {
                let v = self.component_value(arena, comp);
                total = arena.add(total, v).unwrap();
            }
            total
        }

        fn component_value(&mut self, arena: &mut Arena, comp: u64) -> GameId {
            let w = self.width;
            let low = comp.trailing_zeros();
            let (row, mut col) = (low / w, low % w);
            for c in 0..w {
                if (0..64 / w).any(|r| comp >> (r * w + c) & 1 == 1) {
                    col = col.min(c);
                    break;
                }
            }
            let key = comp >> (row * w + col);
            if let Some(&v) = self.memo.get(&key) {
                return v;
            }
            let mut left = Vec::new();
            let mut right = Vec::new();
            let mut bits = comp;
            while bits != 0 {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                if i + w < 64 && comp >> (i + w) & 1 == 1 {
                    left.push(self.value(arena, comp & !(1 << i) & !(1 << (i + w))));
                }
                if i % w + 1 < w && comp >> (i + 1) & 1 == 1 {
                    right.push(self.value(arena, comp & !(1 << i) & !(1 << (i + 1))));
                }
            }
            let v = arena.game(&left, &right).unwrap();
            self.memo.insert(key, v);
            v
        }
    }

    fn domineering(arena: &mut Arena, rows: u32, cols: u32) -> GameId {
        let mut solver = Domineering {
            width: cols,
            memo: std::collections::HashMap::default(),
        };
        let full = (0..rows * cols).fold(0u64, |m, i| m | 1 << i);
        solver.value(arena, full)
    }

    #[test]
    fn domineering_small_boards_have_their_known_values() {
        let mut arena = Arena::new();
        let cases = [
            (2, 1, "1"),
            (1, 2, "-1"),
            (3, 1, "1"),
            (2, 2, "pm1"),
            (1, 1, "0"),
        ];
        for (rows, cols, want) in cases {
            let v = domineering(&mut arena, rows, cols);
            let expected = match want {
                "pm1" => {
                    let (one, minus_one) = (arena.integer(1).unwrap(), arena.integer(-1).unwrap());
                    arena.game(&[one], &[minus_one]).unwrap()
                }
                n => arena.integer(n.parse().unwrap()).unwrap(),
            };
            assert_eq!(v, expected, "{rows}x{cols}");
        }
        // A 2x3 board (2 rows, 3 columns) is worth 1/2 ... its negative, the 3x2, is -1/2.
        let a = domineering(&mut arena, 2, 3);
        let b = domineering(&mut arena, 3, 2);
        assert_eq!(arena.neg(a).unwrap(), b);
    }

    /// This thread's CPU time (user + system) from /proc, in seconds; 0 where unavailable.
    fn thread_cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
        let after_name = stat.rsplit(')').next().unwrap_or("");
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the name, in ticks.
        let ticks: f64 = [11, 12]
            .iter()
            .map(|&i| {
                fields
                    .get(i)
                    .and_then(|f| f.parse::<f64>().ok())
                    .unwrap_or(0.0)
            })
            .sum();
        ticks / 100.0
    }

    /// Random games born by day 3 (options: random sets of the 22 day-2 values).
    fn random_day_3_games(arena: &mut Arena, count: usize, seed: u64) -> Vec<GameId> {
        use rand::{Rng, SeedableRng};
        let zero = arena.zero();
        let subsets = |arena: &mut Arena, values: &[GameId]| -> Vec<GameId> {
            let n = values.len();
            let mut out = Vec::new();
            for l in 0..1u32 << n {
                for r in 0..1u32 << n {
                    let pick = |m: u32| -> Vec<GameId> {
                        (0..n)
                            .filter(|i| m >> i & 1 == 1)
                            .map(|i| values[i])
                            .collect()
                    };
                    out.push(arena.game(&pick(l), &pick(r)).unwrap());
                }
            }
            out.sort();
            out.dedup();
            out
        };
        let day1 = subsets(arena, &[zero]);
        let day2 = subsets(arena, &day1);
        assert_eq!((day1.len(), day2.len()), (4, 22));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        (0..count)
            .map(|_| {
                let mut side = || -> Vec<GameId> {
                    (0..rng.gen_range(1..=4))
                        .map(|_| day2[rng.gen_range(0..day2.len())])
                        .collect()
                };
                let (l, r) = (side(), side());
                arena.game(&l, &r).unwrap()
            })
            .collect()
    }

    /// Sums of random day-3 games (beyond what the slow reference can unfold) obey the group
    /// laws, and `≤` agrees with the outcome of the difference.
    #[test]
    fn sums_of_random_day_3_games_obey_the_group_laws() {
        use rand::{Rng, SeedableRng};
        let mut arena = Arena::new();
        let games = random_day_3_games(&mut arena, 120, 42);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
        let zero = arena.zero();
        for _ in 0..150 {
            let pick = |rng: &mut rand_chacha::ChaCha8Rng| games[rng.gen_range(0..games.len())];
            let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
            let ab = arena.add(a, b).unwrap();
            let bc = arena.add(b, c).unwrap();
            let left = arena.add(ab, c).unwrap();
            let right = arena.add(a, bc).unwrap();
            assert_eq!(left, right, "({a:?} + {b:?}) + {c:?}");
            assert_eq!(ab, arena.add(b, a).unwrap());
            let minus = arena.neg(left).unwrap();
            assert_eq!(arena.add(left, minus).unwrap(), zero);
            assert_eq!(arena.neg(minus).unwrap(), left);
            let difference = arena.sub(ab, c).unwrap();
            let outcome = arena.outcome(difference);
            assert_eq!(
                arena.le(c, ab),
                outcome == Outcome::Left || outcome == Outcome::Previous,
                "{c:?} <= {ab:?}"
            );
            assert_eq!(arena.le(ab, c), !outcome.left_wins_moving_first());
            let (ls, rs) = arena.stops(left);
            assert!(ls >= rs, "stops {ls} {rs}");
        }
    }

    #[test]
    #[ignore = "a timing run, not a check: cargo test -p gamecore --release bench_sums -- --ignored --nocapture"]
    fn bench_sums_of_random_day_3_games() {
        let start = std::time::Instant::now();
        let cpu = thread_cpu_seconds();
        let mut arena = Arena::new();
        let games = random_day_3_games(&mut arena, 400, 42);
        let mut sums = 0;
        for chunk in games.chunks(4) {
            let mut total = arena.zero();
            for &g in chunk {
                total = arena.add(total, g).unwrap();
                sums += 1;
            }
            let minus = arena.neg(total).unwrap();
            assert_eq!(arena.add(total, minus).unwrap(), arena.zero());
        }
        println!(
            "{sums} sums of up to 4 random day-3 games: {:.3} s CPU ({:.3} s wall), {} forms, {} le memo, {} sums memo",
            thread_cpu_seconds() - cpu,
            start.elapsed().as_secs_f64(),
            arena.len(),
            arena.le_memo.len(),
            arena.add_memo.len()
        );
    }

    #[test]
    #[ignore = "a timing run, not a check: cargo test -p gamecore --release bench_domineering -- --ignored --nocapture"]
    fn bench_domineering() {
        let only = std::env::var("BOARDS").unwrap_or_default();
        for (rows, cols) in [(4, 4), (3, 8), (4, 5), (5, 4), (4, 6), (5, 5), (7, 4)] {
            if !only.is_empty() && !only.split(',').any(|b| b == format!("{rows}x{cols}")) {
                continue;
            }
            let start = std::time::Instant::now();
            let cpu = thread_cpu_seconds();
            let mut arena = Arena::new();
            let v = domineering(&mut arena, rows, cols);
            let outcome = arena.outcome(v);
            println!(
                "{rows}x{cols}: {:.3} s CPU ({:.3} s wall), {} forms, {} le memo, {} sums, outcome {outcome:?}",
                thread_cpu_seconds() - cpu,
                start.elapsed().as_secs_f64(),
                arena.len(),
                arena.le_memo.len(),
                arena.add_memo.len()
            );
        }
    }
}
