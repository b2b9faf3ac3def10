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
//! The code is split by concern, as the types and public queries on this page are served by
//! private modules: the store of nodes and the hash-consing of general forms (`store`), the
//! closed forms of the compact family `x + n·↑ + *k` (`compact`), the order `≤` (`order`),
//! construction and simplification `{L | R}` → canonical form (`simplify`), and sums and
//! negatives (`sum`).
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

mod compact;
mod order;
mod simplify;
mod store;
mod sum;
#[cfg(test)]
mod tests;

use self::compact::Compact;
use self::order::LE_RECENT_BITS;
use self::store::{Node, Temp};
use super::dyadic::Dyadic;
use super::hash::FxBuild;
use super::Outcome;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

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
    /// needs more steps of work (comparisons, sum steps, new forms, and what a search on the
    /// arena charges) than the limit allows. Sticky: once reached, every later `add`, `sub`,
    /// `game` of the arena refuses too.
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
                "the value takes too long to work out (at most {} steps of work; \
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

crate::impl_error!(ArenaError);

/// The most comparisons an [`Arena`] remembers at once (2^22): the memo is emptied when it
/// holds so many. Only comparisons are forgotten: a sum's options are looked up in the sums
/// remembered while it is built.
pub const MAX_REMEMBERED_COMPARISONS: usize = 1 << 22;

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
/// Memory: about 80 bytes per form plus 4 per option, plus the memo tables (about 17 bytes
/// per remembered comparison or sum) and a fixed 64 KiB cache of recent comparisons. The
/// comparisons remembered are at most [`MAX_REMEMBERED_COMPARISONS`] (about 140 MB; past it
/// they are forgotten and found again as needed): a long run under a large work limit
/// remembers about one comparison per 24 steps and would otherwise grow without a bound.
/// Operations on two compact values are O(1); otherwise an operation costs one step per pair
/// of positions it has to visit, each remembered.
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
    /// [`MAX_REMEMBERED_COMPARISONS`], smaller in the tests.
    max_remembered_comparisons: usize,
    /// `neg_memo[g]` is `-g`'s index + 1, or 0 when not known yet.
    neg_memo: Vec<u32>,
    limit: usize,
    /// Steps of work taken so far (see [`Arena::set_work_limit`]).
    work: u64,
    /// The most steps `add`, `sub` and `game` may take in all (`u64::MAX`: no limit).
    work_limit: u64,
    /// Set while a fallible operation runs: only then does the work limit stop a comparison.
    enforcing: bool,
    /// The work limit was reached inside a fallible operation (sticky).
    exhausted: bool,
    /// [`Arena::on_progress`]'s interval and hook.
    progress: Option<(u64, ProgressHook)>,
    /// The work at which the hook is called next (`u64::MAX` without one).
    next_progress: u64,
    temp: Temp,
    le_stack: Vec<(GameId, GameId, u32)>,
    add_stack: Vec<(GameId, GameId, u32)>,
}

impl Default for Arena {
    fn default() -> Self {
        Self::new()
    }
}

/// The hook of [`Arena::on_progress`]: it is given the work done so far.
pub type ProgressHook = Box<dyn FnMut(u64)>;

/// The least multiple of `every` above `work` (`u64::MAX` past the end).
fn next_multiple(work: u64, every: u64) -> u64 {
    (work / every).saturating_add(1).saturating_mul(every)
}

/// The steps of work ([`Arena::set_work_limit`]) a new general form counts for: building one
/// (options copied, hashed, stored, memo tables grown) costs about as much time as a few
/// hundred comparisons answered from the memo (a sum of 47 switches `{k|-k}` makes 417 263
/// forms with 1.1·10^7 other steps and takes 3.6 s, where 2.6·10^7 comparison steps of
/// `{1|-1} + {2|-2} + *255` take 0.7 s).
pub const FORM_STEPS: u64 = 256;

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
            max_remembered_comparisons: MAX_REMEMBERED_COMPARISONS,
            neg_memo: Vec::new(),
            limit: max_forms.clamp(3, u32::MAX as usize - 1),
            work: 0,
            work_limit: u64::MAX,
            enforcing: false,
            exhausted: false,
            progress: None,
            next_progress: u64::MAX,
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
    /// arena's life, they may take at most `steps` steps of work (a step is one
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

    /// Calls `hook` with the work done so far ([`Arena::work`]) each time the work reaches
    /// another multiple of `every` steps (at least 1; one call where a single charge passes
    /// several): progress for a long computation, or a place to end one (a hook may end the
    /// process; it cannot touch the arena). It replaces
    /// any hook set before; [`Arena::no_progress`] removes it. A
    /// [`Solver`](crate::partizan::solver::Solver) charges a step a position and a step for
    /// each component of an option it looks up, so its hook is called even where every value
    /// is a number.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// use std::cell::Cell;
    /// use std::rc::Rc;
    /// let mut arena = Arena::new();
    /// let calls = Rc::new(Cell::new(0));
    /// let seen = Rc::clone(&calls);
    /// arena.on_progress(1_000, Box::new(move |work| {
    ///     assert!(work >= 1_000);
    ///     seen.set(seen.get() + 1);
    /// }));
    /// let one = arena.integer(1).unwrap();
    /// let minus_one = arena.integer(-1).unwrap();
    /// let switch = arena.game(&[one], &[minus_one]).unwrap();
    /// let star = arena.nimber(50).unwrap();
    /// arena.add(switch, star).unwrap();
    /// assert!(calls.get() >= 1 && calls.get() <= arena.work() / 1_000);
    /// ```
    ///
    /// # Complexity
    /// One comparison a step while no call is due.
    pub fn on_progress(&mut self, every: u64, hook: ProgressHook) {
        let every = every.max(1);
        self.progress = Some((every, hook));
        self.next_progress = next_multiple(self.work, every);
    }

    /// Removes the hook of [`Arena::on_progress`] (and drops it).
    pub fn no_progress(&mut self) {
        self.progress = None;
        self.next_progress = u64::MAX;
    }

    /// The steps of work taken so far (see [`Arena::set_work_limit`]).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Counts `steps` of work done outside the arena against the limit of
    /// [`Arena::set_work_limit`]: a search that builds its values here charges its own steps
    /// (the partizan [`Solver`](crate::partizan::solver::Solver) one a position it looks at),
    /// so that its positions, its time and its memory stay within the budget too, even where
    /// every value is a number that costs the arena nothing.
    ///
    /// # Errors
    /// [`ArenaError::TooMuchWork`] once the limit is passed, and from then on (as `add`).
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::{Arena, ArenaError};
    /// let mut arena = Arena::new();
    /// arena.set_work_limit(10);
    /// assert_eq!(arena.charge(10), Ok(()));
    /// assert_eq!(arena.charge(1), Err(ArenaError::TooMuchWork { limit: 10 }));
    /// let zero = arena.zero();
    /// assert_eq!(arena.game(&[zero], &[zero]), Err(ArenaError::TooMuchWork { limit: 10 }));
    /// ```
    pub fn charge(&mut self, steps: u64) -> Result<(), ArenaError> {
        self.bounded(|arena| {
            arena.spend(steps);
            Ok(())
        })
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
        if self.work >= self.next_progress {
            self.report_progress();
        }
        if self.enforcing && self.work > self.work_limit {
            self.exhausted = true;
        }
        self.exhausted && self.enforcing
    }

    /// Calls the progress hook once for the multiples of its interval the work has passed.
    #[cold]
    fn report_progress(&mut self) {
        if let Some((every, hook)) = &mut self.progress {
            hook(self.work);
            self.next_progress = next_multiple(self.work, *every);
        }
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
}
