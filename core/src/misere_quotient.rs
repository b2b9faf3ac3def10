//! Misère quotients of octal and hexadecimal heap games (Plambeck and Siegel): a finite
//! commutative monoid Q, its P-portion P ⊆ Q and the *pretending function* Φ from heap sizes
//! to Q, such that a sum of heaps n₁ + n₂ + … is a misère P-position (the player to move loses
//! when the last player to move loses) iff Φ(n₁)Φ(n₂)… ∈ P.
//!
//! Under misère play Sprague–Grundy values do not add. Plambeck's idea is to identify two
//! positions G, H of a game Γ when no position X of Γ tells them apart (G + X and H + X always
//! have the same misère outcome): the classes form a commutative monoid, the *misère quotient*
//! Q(Γ). For most octal games it is infinite, but restricted to heaps up to n (the sums of
//! heaps ≤ n, written Γₙ) it is finite, and for many games (Plambeck and Siegel, "Misère
//! quotients for impartial games", JCTA 2008) it stops growing: Q(Γ) itself is finite.
//!
//! # The computation, heap by heap
//! Q(Γ₀) is the one-element monoid {1} with P = ∅ (the empty position is a win for the player
//! to move). Given Q(Γₙ₋₁), heap n with option images O ⊆ Q (each option is a sum of smaller
//! heaps):
//!
//! 1. **Pretending.** Heap n *pretends to be* x ∈ Q when adding it changes nothing but Φ(n) = x.
//!    With X the least position of image x (and X' its options), heap n pretends to be x if for
//!    every z ∈ Q: xz ∈ P implies no o ∈ O has oz ∈ P; and if xz ∉ P and some X' has
//!    Φ(X')z ∈ P, then some o ∈ O has oz ∈ P. (Induction on k copies of heap n plus a position
//!    Y shows k·n + Y has the outcome of x^k·Φ(Y); the empty X counts as having a P-option at
//!    z = 1, since a position without moves is a misère win.) This is the sufficient condition
//!    of the papers' "Lemma on pretending", checked in O(m²·|X'|) time.
//! 2. **Extension.** Otherwise the candidate is Q × {1, h, h², …} with the powers of h = Φ(n)
//!    eventually periodic: the outcome of Y + k·n is computed for the least position Y of each
//!    element and each k (from the outcomes for k − 1, and for the options of Y) until one
//!    column repeats, and the candidate is reduced by indistinguishability.
//! 3. **Verification.** Every candidate is *proved* to be Q(Γₙ) before it is kept (the
//!    extension assumes that positions identified in Γₙ₋₁ stay identified, which is false in
//!    general). The states (Φ(v), W(v)) of the positions v, W(v) the set of z such that v + z
//!    has a move through a heap of v to an image in P, follow from one another heap by heap;
//!    a search over the finitely many reachable states checks that Φ(v) ∈ P exactly when v
//!    has a move and none to P. By induction every prediction is then an outcome, and a
//!    reduced candidate is the quotient. The search visits states in the order of their least
//!    positions, so a failure names the least mispredicted position.
//! 4. **Correction.** If the check fails, the automaton of those states labelled by "has a
//!    move and none to P" is minimised into the next candidate (right one move deeper). That
//!    often converges, but not always: its candidates keep the wrong labels of deeper
//!    positions and can grow without bound. One correction is tried, then the class tests,
//!    then up to 11 more corrections while the order stays below 8 times the old one.
//! 5. **Class tests.** A candidate is learnt from rows and columns, as in Angluin's L*: the
//!    rows are the positions of Γₙ, grouped into classes as they are visited in key order,
//!    the columns the least positions of the last candidate's states and some extra
//!    positions, and a row's type is its outcome beside each column, computed from the rules
//!    (its options are rows of known classes, a column's options are read to the column of
//!    their state). The classes' automaton, minimised, is the next candidate; if its table is
//!    not commutative (a multiset read to two states) or the verification refutes it, every
//!    sub-multiset of the counterexample becomes a column too (Dawson's Kayles at heap 30:
//!    the counterexamples 2+10+10+27+30+30, 2+24+25+28+30, …, a proof in 5 rounds). The
//!    columns stand for positions only through the last candidate, so the types are exact
//!    outcomes once it identifies only what Γₙ identifies: the quotient is a fixed point.
//!    Up to 16 rounds, within a quarter of the steps left. Once the rounds have settled a
//!    heap, they come before the first correction at the next heap that needs either.
//! 6. **Tests.** Otherwise the positions of Γₙ₋₁ are regrouped by *type*: the image in
//!    Q(Γₙ₋₁) together with the outcomes of v + k·n + Y for k = 1, 2 and every Y with at
//!    most T_k tokens (T₁ = T₂ + n). Types are exact outcomes, computed from the types of v's
//!    options (positions are visited in key order), so positions of different types are
//!    different in Γₙ; when the tests are rich enough, equal types are equal in Γₙ too, and
//!    the types, multiplied along least positions and extended by the powers of n, give
//!    Q(Γₙ). The budget T₂ grows (4, 12, 24, 32, 40 tokens) until a candidate is proved.
//!
//! None of these is MisereSolver's recalibration of a presentation, but each candidate is
//! proved or refused, so a result is never wrong.
//!
//! A limit of elementary steps ([`QuotientLimits::max_work`]) bounds the whole computation
//! (the pretending test, the extension, the class tests, the corrections, the tests and the
//! verifications are all charged as they go), and [`QuotientLimits::max_tests`] the test
//! positions: when one of them or another limit is reached, the computation stops, and the
//! result is the exact quotient of the heaps before, with [`MisereQuotient::stopped`]
//! naming the heap. Measured
//! (BENCHMARKS.md): 0.75 is solved (R₈, proved), misère Nim gives the tame Tₙ, 0.31 and 0.52
//! are proved (order 6), 0.123 is proved (order 20), Kayles 0.77 is proved (order 40, Φ of
//! period 12 from heap 71, as its normal-play values), 4.7 reaches heap 40 (order 622) and
//! 0.26 heap 60 (order 420). Dawson's Kayles 0.07 reaches heap 30 with the published order
//! 360 on the default limits, in about 0.6 s and 8 MB (the class tests settle heaps 25, 27
//! and 30; the tests alone needed a budget of 48 tokens there, 1.1·10⁷ test positions, 2.2
//! minutes and 2.1 GB). The test positions are never stored: they are numbered by a ranking
//! of multisets, and their options kept as compressed u32 rows.
//!
//! # When the whole game is solved
//! If Φ(i + p) = Φ(i) for n₀ + p ≤ i ≤ N, heaps of a game that leaves at most h heaps per move
//! and takes at most t tokens, and N ≥ h(n₀ + p) + t − 1, then every heap n > N has the same
//! option images as heap n − p (the largest part of each split is at least n₀ + p), so it
//! pretends to be Φ(n − p): Q(Γ) = Q(Γ_N) and Φ is periodic (the Guy–Smith argument carried
//! over to quotients, as Plambeck and Siegel do). Codes with `!` get no proof.
//!
//! # Example
//! ```
//! use gamecore::misere_quotient::{MisereQuotient, QuotientLimits};
//! use gamecore::octal::HeapGame;
//! // 0.75 has the quotient R₈ (Plambeck–Siegel): order 8, two P-positions, proved.
//! let game = HeapGame::parse("0.75").unwrap();
//! let q = MisereQuotient::compute(&game, 100, &QuotientLimits::default(), &mut |_, _| {});
//! assert_eq!((q.order(), q.p_portion().len()), (8, 2));
//! assert!(q.period().is_some());
//! assert_eq!(q.is_p_position(&[1]), Some(true)); // one heap of 1: you must take it and lose
//! let m = q.winning_move(&[5, 9, 1000]).unwrap();
//! assert!(m.is_some());
//! ```
//!
//! # Complexity
//! With m the final order and n the heaps computed: a pretending heap costs
//! O(m²·r) time (r the options of a least position), an extension O(m·K·g·rounds) for the
//! reduction plus the verification, O(S·g·m) for S reachable states; space O(m²) for the
//! table plus O(S·m/64) during a verification. See BENCHMARKS.md for timings.
//!
//! # Errors
//! [`MisereQuotient::compute`] does not fail: a [`QuotientError`] (the order or the
//! verification states beyond the limits, or an extension that stays unverified) ends it early
//! and is reported by [`MisereQuotient::stopped`].

use super::misere_monoid::{BipartiteMonoid, Monoid};
use super::octal::HeapGame;
use std::collections::{HashMap, HashSet};
use std::fmt;

/// Resource limits of a computation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuotientLimits {
    /// The largest order allowed (the table takes 4·m² bytes).
    pub max_order: usize,
    /// The most states a verification may visit.
    pub max_states: usize,
    /// The most elementary steps (test outcomes and verification transitions, about a
    /// nanosecond each) the whole computation may take.
    pub max_work: u64,
    /// The most test positions one extension by tests may use (about 0.2 KiB each at its
    /// peak, measured: 125 bytes for 0.07 at heap 25, 193 at heap 30).
    pub max_tests: usize,
}

impl Default for QuotientLimits {
    /// 4096 elements (a 64 MiB table), 2²⁰ verification states, 2.5·10⁹ steps (at most
    /// about 3.6 s of CPU on the slower of the 2-core hosts measured, where a step of a `!`
    /// game takes 1.4 ns; 0.07 needs more than 2.2·10⁹ to reach heap 30) and 2¹⁸ test
    /// positions (some 50 MiB).
    fn default() -> Self {
        Self {
            max_order: 4096,
            max_states: 1 << 20,
            max_work: 2_500_000_000,
            max_tests: 1 << 18,
        }
    }
}

/// Why a quotient could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuotientError {
    /// The quotient grew beyond [`QuotientLimits::max_order`] at this heap.
    TooLarge {
        /// The heap being added.
        heap: usize,
        /// The limit.
        limit: usize,
    },
    /// The verification visited more than [`QuotientLimits::max_states`] states at this heap.
    TooManyStates {
        /// The heap being added.
        heap: usize,
        /// The limit.
        limit: usize,
    },
    /// Adding this heap would take more than the limit of elementary steps.
    TooMuchWork {
        /// The heap being added.
        heap: usize,
        /// The limit.
        limit: u64,
    },
    /// Telling positions apart with heap n needs more than [`QuotientLimits::max_tests`]
    /// test positions.
    TooManyTests {
        /// The heap being added.
        heap: usize,
        /// The limit.
        limit: usize,
    },
    /// The extended candidate predicted a wrong outcome for this position (heap sizes).
    Unverified {
        /// The heap being added.
        heap: usize,
        /// The least position found whose outcome the candidate gets wrong.
        position: Vec<usize>,
    },
}

impl fmt::Display for QuotientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLarge { heap, limit } => write!(
                f,
                "the quotient has more than {limit} elements once heap {heap} is added"
            ),
            Self::TooManyStates { heap, limit } => write!(
                f,
                "checking the quotient with heap {heap} needs more than {limit} states"
            ),
            Self::TooMuchWork { heap, limit } => {
                write!(f, "adding heap {heap} takes more than {limit} steps")
            }
            Self::TooManyTests { heap, limit } => write!(
                f,
                "telling positions apart with heap {heap} needs more than {limit} test positions"
            ),
            Self::Unverified { heap, position } => write!(
                f,
                "with heap {heap} every candidate tried mispredicts some position, the last \
                 one {position:?}"
            ),
        }
    }
}

crate::impl_error!(QuotientError);

/// Calls `visit(take, parts)` for each move from one heap of `n` tokens in `game`: `take`
/// tokens removed, `parts` the 0 to 3 nonempty heaps left (ascending).
///
/// # Complexity
/// O(t + n·s) calls for two-heap splits, O(n²) with three-heap splits (hexadecimal digits 8
/// to F), t the largest take.
pub fn for_each_option<F: FnMut(usize, &[usize])>(game: &HeapGame, n: usize, mut visit: F) {
    let unequal = game.unequal_splits();
    for k in 0..=game.max_take().min(n) {
        let digit = game.digit(k);
        let rest = n - k;
        if digit & 1 != 0 && rest == 0 {
            visit(k, &[]);
        }
        if digit & 2 != 0 && rest >= 1 && k >= 1 {
            visit(k, &[rest]);
        }
        if digit & 4 != 0 && rest >= 2 {
            let strict = unequal.contains(&k);
            for a in 1..=rest / 2 {
                if !(strict && 2 * a == rest) {
                    visit(k, &[a, rest - a]);
                }
            }
        }
        if digit & 8 != 0 && rest >= 3 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    visit(k, &[a, b, rest - a - b]);
                }
            }
        }
    }
}

/// The order on positions used for least representatives: fewer tokens first, then more heaps
/// (a split that removes nothing makes a position smaller).
fn key(position: &[u32]) -> (u64, std::cmp::Reverse<usize>) {
    (
        position.iter().map(|&h| u64::from(h)).sum(),
        std::cmp::Reverse(position.len()),
    )
}

/// The heaps from 1 to `top` that have a move (the others change no position they join).
fn heaps_with_moves(game: &HeapGame, top: usize) -> Vec<usize> {
    (1..=top)
        .filter(|&j| {
            let mut any = false;
            for_each_option(game, j, |_, _| any = true);
            any
        })
        .collect()
}

/// (class, heap) pairs waiting for their class, least position first: the key of the class's
/// least position plus the heap, the class, and the heap's index among the heaps with moves.
type PairQueue =
    std::collections::BinaryHeap<std::cmp::Reverse<((u64, std::cmp::Reverse<usize>), u32, usize)>>;

/// Queues the pairs of a new class whose least position has key `k`: one per heap of
/// `movers`.
fn queue_pairs(
    queue: &mut PairQueue,
    k: (u64, std::cmp::Reverse<usize>),
    class: u32,
    movers: &[usize],
) {
    for (i, &j) in movers.iter().enumerate() {
        queue.push(std::cmp::Reverse((
            (k.0 + j as u64, std::cmp::Reverse(k.1 .0 + 1)),
            class,
            i,
        )));
    }
}

/// Moore's refinement: the classes (numbered from 0 in order of first member) of the
/// coarsest partition of `0..labels.len()` that separates different labels and is respected
/// by the transitions, `successors(x, out)` pushing x's successors in a fixed order; their
/// count; and the rounds of refinement it took.
///
/// # Complexity
/// O(rounds · (n·d)) time for n elements of d successors, rounds at most the count.
fn coarsest_partition<F: Fn(usize, &mut Vec<usize>)>(
    labels: &[bool],
    successors: F,
) -> (Vec<u32>, usize, usize) {
    let mut class: Vec<u32> = labels.iter().map(|&l| u32::from(l)).collect();
    let mut count = 0;
    let mut next_of = Vec::new();
    let mut rounds = 0;
    loop {
        rounds += 1;
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = vec![0; class.len()];
        for x in 0..class.len() {
            next_of.clear();
            successors(x, &mut next_of);
            let mut key = Vec::with_capacity(next_of.len() + 1);
            key.push(class[x]);
            key.extend(next_of.iter().map(|&y| class[y]));
            let fresh = ids.len() as u32;
            next[x] = *ids.entry(key).or_insert(fresh);
        }
        class = next;
        if ids.len() == count {
            return (class, count, rounds);
        }
        count = ids.len();
    }
}

/// Adds `steps` to `spent`, failing once the total passes the work limit.
fn charge(
    spent: &mut u64,
    steps: u64,
    heap: usize,
    limits: &QuotientLimits,
) -> Result<(), QuotientError> {
    *spent = spent.saturating_add(steps);
    if *spent > limits.max_work {
        Err(QuotientError::TooMuchWork {
            heap,
            limit: limits.max_work,
        })
    } else {
        Ok(())
    }
}

/// Transposes a 64 × 64 bit matrix in place: bit j of `a[i]` and bit i of `a[j]` change
/// places (blocks of half the size swapped six times).
fn transpose64(a: &mut [u64; 64]) {
    let mut size = 32;
    let mut mask: u64 = 0x0000_0000_FFFF_FFFF;
    while size != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((a[k] >> size) ^ a[k + size]) & mask;
            a[k] ^= t << size;
            a[k + size] ^= t;
            k = (k + size + 1) & !size;
        }
        size >>= 1;
        mask ^= mask << size;
    }
}

/// The multisets of heap sizes `heaps[i]` (ascending, indices as `u16`, listed largest
/// first) numbered by rank: fewer tokens first, then in lexicographic order of the index
/// lists. Replacing a heap by smaller ones (a move) lowers the rank unless it adds tokens.
struct Ranking {
    heaps: Vec<usize>,
    /// `count[s·g + i]`: the multisets of indices up to i with s tokens.
    count: Vec<u64>,
    /// `before[s·g + i]`: the multisets of s tokens whose largest index is below i.
    before: Vec<u64>,
    /// `first[s]`: the multisets with fewer than s tokens.
    first: Vec<u64>,
}

impl Ranking {
    /// The counts for multisets of up to `top` tokens (saturating).
    ///
    /// # Complexity
    /// O(top·g) time and space.
    fn new(heaps: &[usize], top: usize) -> Self {
        let g = heaps.len();
        let mut count = vec![0u64; (top + 1) * g];
        let mut before = vec![0u64; (top + 1) * g];
        let mut first = vec![0u64; top + 2];
        for s in 0..=top {
            let mut below = 0u64;
            for (i, &h) in heaps.iter().enumerate() {
                let with_i = if s >= h { count[(s - h) * g + i] } else { 0 };
                before[s * g + i] = below;
                below = below.saturating_add(with_i);
                count[s * g + i] = if s == 0 { 1 } else { below };
            }
            let total = if s == 0 { 1 } else { below };
            first[s + 1] = first[s].saturating_add(total);
        }
        Self {
            heaps: heaps.to_vec(),
            count,
            before,
            first,
        }
    }

    /// The multisets with at most `tokens` tokens (saturating).
    fn up_to(&self, tokens: usize) -> u64 {
        self.first[tokens + 1]
    }

    /// The rank of a multiset (indices largest first, at most `top` tokens).
    ///
    /// # Complexity
    /// O(length).
    fn rank(&self, v: &[u16]) -> usize {
        let g = self.heaps.len();
        let mut rem: usize = v.iter().map(|&i| self.heaps[i as usize]).sum();
        let mut r = self.first[rem];
        for &i in v {
            r += self.before[rem * g + i as usize];
            rem -= self.heaps[i as usize];
        }
        r as usize
    }

    /// Calls `visit` with each multiset of `rem` tokens and indices below `limit`, in rank
    /// order, as a list appended to `seq`; stops, returning false, as soon as `visit` does.
    ///
    /// # Complexity
    /// O(d·g) per multiset visited, d its length (dead ends are cut by `count`).
    fn each(
        &self,
        rem: usize,
        limit: usize,
        seq: &mut Vec<u16>,
        visit: &mut dyn FnMut(&[u16]) -> bool,
    ) -> bool {
        if rem == 0 {
            return visit(seq);
        }
        let g = self.heaps.len();
        for (i, &h) in self.heaps.iter().enumerate().take(limit) {
            if h > rem {
                break;
            }
            if self.count[(rem - h) * g + i] == 0 {
                continue;
            }
            seq.push(i as u16);
            let more = self.each(rem - h, i + 1, seq, visit);
            seq.pop();
            if !more {
                return false;
            }
        }
        true
    }
}

fn with_heap(position: &[u32], heap: u32, copies: usize) -> Vec<u32> {
    let mut v = position.to_vec();
    v.extend(std::iter::repeat(heap).take(copies));
    v.sort_unstable();
    v
}

/// The most corrections tried on Q(Γₙ₋₁) × powers of n.
const MAX_CORRECTIONS: usize = 12;

/// The corrections tried before the class rounds, unless the rounds settled the last heap
/// that needed either (the first correction is often enough, and cheaper: 4.7 and 0.26 need
/// one at every heap).
const EARLY_CORRECTIONS: usize = 1;

/// The most rounds of class tests tried for one heap ([`Work::extend_by_class_rounds`]).
const CLASS_ROUNDS: usize = 16;

/// The most states a verification in the class rounds may visit (a few hundred bytes each).
const CLASS_STATES: usize = 1 << 18;

/// The most heaps in a failure whose sub-multisets the class rounds take as columns.
const CLASS_FAILURE_HEAPS: usize = 10;

/// The test budgets tried in turn: (tokens in the top layer, layers). The larger ones are
/// reached only with limits above the defaults (0.07 needs 40 at heap 25).
const TEST_SCHEDULE: &[(usize, usize)] = &[
    (4, 2),
    (12, 2),
    (24, 2),
    (32, 2),
    (40, 2),
    (48, 2),
    (56, 2),
    (64, 2),
];

/// The steps charged for each test position (generation, index, options), measured.
const TEST_COST: u64 = 400;

/// The steps charged per (kind of heap, element) when a state's transitions are computed
/// (two table lookups and a bit each), measured.
const TRANSITION_COST: u64 = 3;

/// The steps charged per heap of a position looked up in the test index, measured.
const LOOKUP_COST: u64 = 4;

/// A least position found so far: its key, the element before the last heap, that heap.
type Best = Option<((u64, std::cmp::Reverse<usize>), usize, u32)>;
/// The columns of [`Work::extend_by_classes`]: an automaton on the positions of Γₙ
/// (`act[q·(n+1) + j]` the state after adding heap j in state q, state 0 the empty position),
/// a least position of each state, and extra positions whose options the automaton reads.
struct Columns {
    act: Vec<u32>,
    reps: Vec<Vec<u32>>,
    extra: Vec<Vec<u32>>,
}

impl Columns {
    /// The automaton of a candidate: its table acting by Φ.
    fn of(work: &Work<'_>) -> Self {
        let stride = work.phi.len();
        let mut act = vec![0u32; work.m * stride];
        for q in 0..work.m {
            for j in 0..stride {
                act[q * stride + j] = work.mul(q as u32, work.phi[j]);
            }
        }
        Self {
            act,
            reps: work.reps.clone(),
            extra: Vec::new(),
        }
    }
}

/// The state of the heap-by-heap computation: Q(Γₙ) as a table with P, Φ and least positions.
#[derive(Clone)]
struct Work<'a> {
    game: &'a HeapGame,
    m: usize,
    table: Vec<u32>,
    p: Vec<bool>,
    phi: Vec<u32>,
    reps: Vec<Vec<u32>>,
    rep_options: Vec<Option<Vec<u32>>>,
}

impl<'a> Work<'a> {
    fn mul(&self, x: u32, y: u32) -> u32 {
        self.table[x as usize * self.m + y as usize]
    }

    fn image(&self, heaps: &[usize]) -> u32 {
        heaps.iter().fold(0, |acc, &h| self.mul(acc, self.phi[h]))
    }

    /// The distinct images of the options of one heap of n (all its parts below n).
    fn heap_options(&self, n: usize) -> Vec<u32> {
        let mut seen = vec![false; self.m];
        let mut out = Vec::new();
        for_each_option(self.game, n, |_, parts| {
            let x = self.image(parts);
            if !seen[x as usize] {
                seen[x as usize] = true;
                out.push(x);
            }
        });
        out
    }

    /// The distinct images of the options of the least position of x.
    fn options_of_rep(&mut self, x: u32) -> Vec<u32> {
        if let Some(o) = &self.rep_options[x as usize] {
            return o.clone();
        }
        let rep = self.reps[x as usize].clone();
        let mut seen = vec![false; self.m];
        let mut out = Vec::new();
        for (i, &h) in rep.iter().enumerate() {
            if i > 0 && rep[i - 1] == h {
                continue;
            }
            let rest = rep
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(0, |acc, (_, &g)| self.mul(acc, self.phi[g as usize]));
            for_each_option(self.game, h as usize, |_, parts| {
                let y = self.mul(rest, self.image(parts));
                if !seen[y as usize] {
                    seen[y as usize] = true;
                    out.push(y);
                }
            });
        }
        self.rep_options[x as usize] = Some(out.clone());
        out
    }

    /// The x that heap n (options `options`) pretends to be, if the test finds one; every
    /// table lookup is charged to `spent`.
    fn pretend(
        &mut self,
        n: usize,
        options: &[u32],
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<u32>, QuotientError> {
        let m = self.m as u32;
        charge(spent, u64::from(m) * options.len() as u64, n, limits)?;
        let g_p: Vec<bool> = (0..m)
            .map(|z| options.iter().any(|&o| self.p[self.mul(o, z) as usize]))
            .collect();
        'candidate: for x in 0..m {
            let x_options = self.options_of_rep(x);
            let rep_heaps = self.reps[x as usize].len() as u64;
            // The options of the least position, then one pass over z with its options.
            charge(
                spent,
                rep_heaps * (rep_heaps + n as u64)
                    + u64::from(m) * (2 + x_options.len() as u64) * LOOKUP_COST,
                n,
                limits,
            )?;
            for z in 0..m {
                let xz = self.mul(x, z);
                if self.p[xz as usize] {
                    if g_p[z as usize] {
                        continue 'candidate;
                    }
                } else if !g_p[z as usize] {
                    let x_has = if self.reps[x as usize].is_empty() {
                        z == 0
                    } else {
                        x_options.iter().any(|&o| self.p[self.mul(o, z) as usize])
                    };
                    if x_has {
                        continue 'candidate;
                    }
                }
            }
            return Ok(Some(x));
        }
        Ok(None)
    }

    /// Heap n pretends to be x: record Φ(n) and improve the least positions (each pass
    /// charged to `spent`).
    fn accept(
        &mut self,
        n: usize,
        x: u32,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<(), QuotientError> {
        let heaps: usize = self.reps.iter().map(Vec::len).sum();
        let pass = (self.m + heaps) as u64 * LOOKUP_COST;
        // The first pass is charged before anything changes; a later pass that passes the
        // limit undoes the heap.
        charge(spent, pass, n, limits)?;
        let saved = (self.reps.clone(), self.rep_options.clone());
        self.phi.push(x);
        let mut changed = true;
        let mut first = true;
        while changed {
            changed = false;
            if !first {
                if let Err(e) = charge(spent, pass, n, limits) {
                    self.phi.pop();
                    self.reps = saved.0;
                    self.rep_options = saved.1;
                    return Err(e);
                }
            }
            first = false;
            for q in 0..self.m as u32 {
                let target = self.mul(q, x);
                let candidate = with_heap(&self.reps[q as usize], n as u32, 1);
                if key(&candidate) < key(&self.reps[target as usize]) {
                    self.reps[target as usize] = candidate;
                    self.rep_options[target as usize] = None;
                    changed = true;
                }
            }
        }
        Ok(())
    }

    /// The image of a position.
    fn position_image(&self, position: &[u32]) -> usize {
        position
            .iter()
            .fold(0, |acc, &h| self.mul(acc, self.phi[h as usize])) as usize
    }

    /// Heap n does not pretend, and Q(Γₙ₋₁) × powers of n is not the quotient: positions of
    /// Γₙ₋₁ that Q(Γₙ₋₁) puts together are told apart once heap n is there. Finds the monoid M
    /// of those positions as Γₙ sees them, by testing: the *type* of a position v of Γₙ₋₁ is
    /// its image in Q(Γₙ₋₁) (its outcome beside every position of Γₙ₋₁) together with the
    /// outcomes of v + k·n + Y for 1 ≤ k ≤ `layers` and every Y of Γₙ₋₁ with at most
    /// T_k tokens (T_layers = `tokens`, T_k = T_(k+1) + n, so that Y plus an option of n
    /// is tested one layer down). Types are exact outcomes: that of v + k·n + Y follows from
    /// the types of v's options, from Y's options (fewer tokens) and from the options of n
    /// (one layer down, or Q(Γₙ₋₁) at k = 1). Positions are visited as (class, heap) pairs in
    /// the order of [`key`], so that every option's class is known; a type not seen before is
    /// a new class. The classes, multiplied along their least positions, form M, and M ×
    /// powers of n, reduced, is the candidate. When the tests tell apart every two positions
    /// that Γₙ does, M is exact and so is the candidate; the caller verifies it.
    #[allow(clippy::too_many_lines)]
    fn extend_by_tests(
        &self,
        n: usize,
        tokens: usize,
        layers: usize,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Work<'a>, QuotientError> {
        type Pos = Vec<u16>;
        let too_large = QuotientError::TooLarge {
            heap: n,
            limit: limits.max_order,
        };
        let movers = heaps_with_moves(self.game, n - 1);
        let mut mover_index = vec![usize::MAX; n];
        for (i, &j) in movers.iter().enumerate() {
            mover_index[j] = i;
        }
        let key_of = |v: &[u16]| {
            (
                v.iter().map(|&h| u64::from(h)).sum::<u64>(),
                std::cmp::Reverse(v.len()),
            )
        };
        let sorted_with = |v: &[u16], parts: &[usize]| -> Pos {
            let mut w: Pos = v.to_vec();
            w.extend(
                parts
                    .iter()
                    .filter(|&&x| mover_index[x] != usize::MAX)
                    .map(|&x| x as u16),
            );
            w.sort_unstable();
            w
        };
        // The test positions of layer k: the multisets of movers with at most budgets[k]
        // tokens, never stored but numbered by their [`Ranking`] (an option has fewer
        // tokens, or as many and a heap split into smaller ones, so it comes before).
        let g = movers.len();
        let mut budgets = vec![0; layers + 1];
        budgets[layers] = tokens;
        for k in (1..layers).rev() {
            budgets[k] = budgets[k + 1] + n;
        }
        let ranking = Ranking::new(&movers, budgets[1]);
        let sizes: Vec<u64> = (0..=layers)
            .map(|k| if k == 0 { 0 } else { ranking.up_to(budgets[k]) })
            .collect();
        // As if generated one at a time (the empty positions free), each charged TEST_COST:
        // the first test past max_tests, or the first whose charge passes max_work, ends it.
        let generated = sizes[1..]
            .iter()
            .fold(0u64, |acc, &s| acc.saturating_add(s - 1));
        let past_tests = (limits.max_tests as u64).saturating_add(1);
        let past_work = limits.max_work.saturating_sub(*spent) / TEST_COST + 1;
        let all: u64 = sizes.iter().fold(0u64, |acc, &s| acc.saturating_add(s));
        if generated >= past_tests.min(past_work) || all > u64::from(u32::MAX) {
            if past_tests <= past_work || generated < past_work {
                return Err(QuotientError::TooManyTests {
                    heap: n,
                    limit: limits.max_tests,
                });
            }
            return Err(QuotientError::TooMuchWork {
                heap: n,
                limit: limits.max_work,
            });
        }
        *spent += generated * TEST_COST;
        let offsets: Vec<usize> = (0..=layers)
            .scan(0, |acc, k| {
                let here = *acc;
                *acc += sizes[k] as usize;
                Some(here)
            })
            .collect();
        let bits = all as usize;
        let words = (bits + 63) / 64;
        let rank = |v: &[u16]| ranking.rank(v);
        // The options of each mover and of n, as mover indices, largest first.
        let as_indices = |parts: &[usize]| -> Vec<u16> {
            let mut w: Vec<u16> = parts
                .iter()
                .filter(|&&x| mover_index[x] != usize::MAX)
                .map(|&x| mover_index[x] as u16)
                .collect();
            w.sort_unstable_by(|a, b| b.cmp(a));
            w
        };
        let mover_options: Vec<Vec<Vec<u16>>> = movers
            .iter()
            .map(|&h| {
                let mut o = Vec::new();
                for_each_option(self.game, h, |_, parts| o.push(as_indices(parts)));
                o.sort_unstable();
                o.dedup();
                o
            })
            .collect();
        let mut n_options: Vec<Vec<u16>> = Vec::new();
        for_each_option(self.game, n, |_, parts| n_options.push(as_indices(parts)));
        let n_option_count = n_options.len();
        let n_images: Vec<u32> = n_options
            .iter()
            .map(|v| {
                v.iter()
                    .fold(0, |acc, &i| self.mul(acc, self.phi[movers[i as usize]]))
            })
            .collect();
        n_options.sort_unstable();
        n_options.dedup();
        let merge = |rest: &[u16], parts: &[u16], out: &mut Vec<u16>| {
            out.clear();
            let (mut x, mut y) = (0, 0);
            while x < rest.len() || y < parts.len() {
                if y == parts.len() || (x < rest.len() && rest[x] >= parts[y]) {
                    out.push(rest[x]);
                    x += 1;
                } else {
                    out.push(parts[y]);
                    y += 1;
                }
            }
        };
        // For each test (compressed rows, u32): its options (same layer) and, above layer 1,
        // Y + each option of n one layer down; at layer 1, the images in Q(Γₙ₋₁) of Y + each
        // option of n.
        let mut same_start: Vec<u32> = Vec::with_capacity(bits + 1);
        let mut same_layer: Vec<u32> = Vec::new();
        let mut down_start: Vec<u32> = Vec::with_capacity(bits + 1);
        let mut down: Vec<u32> = Vec::new();
        same_start.push(0);
        down_start.push(0);
        let mut overflow = false;
        let mut seq: Vec<u16> = Vec::new();
        let (mut rest, mut w, mut opts, mut below) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for k in 1..=layers {
            for s in 0..=budgets[k] {
                let mut visit = |y: &[u16]| -> bool {
                    debug_assert_eq!(offsets[k] + rank(y), same_start.len() - 1, "{y:?}");
                    opts.clear();
                    for (i, &h) in y.iter().enumerate() {
                        if i > 0 && y[i - 1] == h {
                            continue;
                        }
                        rest.clear();
                        rest.extend_from_slice(&y[..i]);
                        rest.extend_from_slice(&y[i + 1..]);
                        for parts in &mover_options[h as usize] {
                            merge(&rest, parts, &mut w);
                            opts.push((offsets[k] + rank(&w)) as u32);
                        }
                    }
                    opts.sort_unstable();
                    opts.dedup();
                    below.clear();
                    if k == 1 {
                        let image = y
                            .iter()
                            .fold(0, |acc, &i| self.mul(acc, self.phi[movers[i as usize]]));
                        below.extend(n_images.iter().map(|&x| self.mul(image, x)));
                    } else {
                        for parts in &n_options {
                            merge(y, parts, &mut w);
                            below.push((offsets[k - 1] + rank(&w)) as u32);
                        }
                    }
                    // A lookup hashed and compared a position: some steps per heap in it.
                    *spent += ((opts.len() + n_option_count) * (y.len() + 16)) as u64 * LOOKUP_COST;
                    below.sort_unstable();
                    below.dedup();
                    same_layer.extend_from_slice(&opts);
                    down.extend_from_slice(&below);
                    if same_layer.len() > u32::MAX as usize || down.len() > u32::MAX as usize {
                        overflow = true;
                    }
                    same_start.push(same_layer.len() as u32);
                    down_start.push(down.len() as u32);
                    *spent <= limits.max_work && !overflow
                };
                if !ranking.each(s, g, &mut seq, &mut visit) {
                    break;
                }
            }
            if *spent > limits.max_work {
                return Err(QuotientError::TooMuchWork {
                    heap: n,
                    limit: limits.max_work,
                });
            }
            if overflow {
                return Err(QuotientError::TooManyTests {
                    heap: n,
                    limit: limits.max_tests,
                });
            }
        }
        let same_of = |b: usize| &same_layer[same_start[b] as usize..same_start[b + 1] as usize];
        let down_of = |b: usize| &down[down_start[b] as usize..down_start[b + 1] as usize];
        let per_type = (bits + same_layer.len() + down.len()) as u64;
        // Per image x of Q(Γₙ₋₁): the layer-1 tests Y where v + n + Y (v of image x) has a
        // move through n to a P-position.
        let escape: Vec<Vec<u64>> = (0..self.m as u32)
            .map(|x| {
                let mut w = vec![0u64; words];
                for b in 0..sizes[1] as usize {
                    if down_of(b).iter().any(|&y| self.p[self.mul(x, y) as usize]) {
                        w[b / 64] |= 1 << (b % 64);
                    }
                }
                w
            })
            .collect();
        // Types of up to 64 positions at once, one bit lane each: the position's image and
        // its options' classes. `out[b]` holds test b's outcome in every lane (1 = P).
        let layer2 = if layers >= 2 { offsets[2] } else { bits };
        // `out` (bits words, reused: every word is written before it is read) holds each
        // test's lane word: first whether a lane wins through n, then its outcome.
        let types_of =
            |lanes: &[(u32, Vec<u32>)], types: &[Vec<u64>], out: &mut [u64]| -> Vec<Vec<u64>> {
                let lane_mask = if lanes.len() == 64 {
                    u64::MAX
                } else {
                    (1u64 << lanes.len()) - 1
                };
                let mut block = [0u64; 64];
                let mut rows: Vec<Vec<u64>> = lanes
                    .iter()
                    .map(|(image, options)| {
                        let mut w = escape[*image as usize].clone();
                        for &o in options {
                            for (a, b) in w.iter_mut().zip(&types[o as usize]) {
                                *a |= b;
                            }
                        }
                        w
                    })
                    .collect();
                for w in 0..words {
                    for (l, slot) in block.iter_mut().enumerate() {
                        *slot = rows.get(l).map_or(0, |r| r[w]);
                    }
                    transpose64(&mut block);
                    for (t, &lanes_word) in block.iter().enumerate() {
                        if w * 64 + t < bits {
                            out[w * 64 + t] = lanes_word;
                        }
                    }
                }
                for b in 0..bits {
                    let mut w = out[b];
                    if b >= layer2 {
                        for &d in down_of(b) {
                            w |= out[d as usize];
                        }
                    }
                    for &d in same_of(b) {
                        w |= out[d as usize];
                    }
                    out[b] = !w & lane_mask;
                }
                for w in 0..words {
                    for (t, slot) in block.iter_mut().enumerate() {
                        *slot = out.get(w * 64 + t).copied().unwrap_or(0);
                    }
                    transpose64(&mut block);
                    for (l, row) in rows.iter_mut().enumerate() {
                        row[w] = block[l];
                    }
                }
                rows
            };
        // Classes of positions of Γₙ₋₁ by type.
        let g = movers.len();
        let mut images: Vec<u32> = vec![0];
        let mut out = vec![0u64; bits];
        let mut types: Vec<Vec<u64>> = types_of(&[(0, Vec::new())], &[], &mut out);
        let mut reps: Vec<Pos> = vec![Vec::new()];
        // Classes by (image, hash of the type), each type kept once, in `types`.
        let fingerprint = |t: &[u64]| {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            t.hash(&mut h);
            h.finish()
        };
        let mut class_of: HashMap<(u32, u64), Vec<u32>> = HashMap::new();
        class_of.insert((0, fingerprint(&types[0])), vec![0]);
        let mut trans: Vec<u32> = vec![u32::MAX; g];
        let mut queue = PairQueue::new();
        queue_pairs(&mut queue, key(&[]), 0, &movers);
        let walk = |trans: &[u32], from: u32, heaps: &[u16]| -> Option<u32> {
            heaps.iter().try_fold(from, |c, &h| {
                let t = trans[c as usize * g + mover_index[h as usize]];
                if t == u32::MAX {
                    None
                } else {
                    Some(t)
                }
            })
        };
        let unknown = QuotientError::Unverified {
            heap: n,
            position: Vec::new(),
        };
        // Pairs (class, heap) with fewer tokens than the first one's plus `window` are
        // independent: their options' positions have fewer tokens than the first pair (a move
        // takes at least `window` tokens), so every class they walk through is known, and a
        // class one of them creates has successors only beyond (a heap adds at least
        // `window`). Their types are computed together, 64 to a word, and the classes then
        // assigned in key order, as one pair at a time would. A game whose moves may take
        // nothing batches equal keys only.
        let least_take = (0..=self.game.max_take())
            .find(|&k| self.game.digit(k) != 0)
            .unwrap_or(0) as u64;
        let window = least_take.min(movers.first().map_or(1, |&j| j as u64));
        while let Some(std::cmp::Reverse((first_key, c0, i0))) = queue.pop() {
            let mut batch = vec![(c0, i0)];
            while let Some(std::cmp::Reverse((k, _, _))) = queue.peek() {
                let outside = if window == 0 {
                    *k != first_key
                } else {
                    k.0 >= first_key.0 + window
                };
                if outside {
                    break;
                }
                let std::cmp::Reverse((_, c, i)) = queue.pop().expect("peeked");
                batch.push((c, i));
            }
            let mut lanes: Vec<(u32, Vec<u32>)> = Vec::with_capacity(batch.len());
            for &(c, i) in &batch {
                let h = movers[i] as u16;
                let rep = &reps[c as usize];
                let mut option_classes: Vec<u32> = Vec::new();
                let mut failed = false;
                for (at, &x) in rep.iter().enumerate() {
                    if at > 0 && rep[at - 1] == x {
                        continue;
                    }
                    let mut rest = rep.clone();
                    rest.remove(at);
                    rest.push(h);
                    for_each_option(self.game, x as usize, |_, parts| {
                        match walk(&trans, 0, &sorted_with(&rest, parts)) {
                            Some(o) => option_classes.push(o),
                            None => failed = true,
                        }
                    });
                }
                for_each_option(self.game, h as usize, |_, parts| {
                    match walk(&trans, c, &sorted_with(&[], parts)) {
                        Some(o) => option_classes.push(o),
                        None => failed = true,
                    }
                });
                if failed {
                    return Err(unknown);
                }
                option_classes.sort_unstable();
                option_classes.dedup();
                let image = self.mul(images[c as usize], self.phi[h as usize]);
                lanes.push((image, option_classes));
            }
            // Every word of lanes is charged first; each is then computed and its classes
            // assigned before the next, so that only one word's types are held at a time.
            for chunk in lanes.chunks(64) {
                let options: usize = chunk.iter().map(|(_, o)| o.len() + 2).sum();
                charge(spent, per_type + (options * words) as u64, n, limits)?;
            }
            for (at, chunk) in lanes.chunks(64).enumerate() {
                let computed = types_of(chunk, &types, &mut out);
                for ((&(c, i), (image, _)), t) in batch[at * 64..].iter().zip(chunk).zip(computed) {
                    let image = *image;
                    let next = types.len() as u32;
                    let same = class_of.entry((image, fingerprint(&t))).or_default();
                    let class = if let Some(&x) = same.iter().find(|&&x| types[x as usize] == t) {
                        x
                    } else {
                        same.push(next);
                        next
                    };
                    if class == next {
                        if types.len() >= limits.max_order {
                            return Err(too_large);
                        }
                        types.push(t);
                        images.push(image);
                        let v = sorted_with(&reps[c as usize], &[movers[i]]);
                        queue_pairs(&mut queue, key_of(&v), class, &movers);
                        reps.push(v);
                        trans.extend(std::iter::repeat(u32::MAX).take(g));
                    }
                    trans[c as usize * g + i] = class;
                }
            }
        }
        // M, multiplied along least positions, as the base of the extension by n.
        let count = types.len();
        let mut table = vec![0u32; count * count];
        for a in 0..count {
            for b in 0..count {
                table[a * count + b] =
                    walk(&trans, a as u32, &reps[b]).ok_or_else(|| unknown.clone())?;
            }
        }
        let mut phi = vec![0u32; n];
        for (i, &j) in movers.iter().enumerate() {
            phi[j] = trans[i];
        }
        let mut base = Work {
            game: self.game,
            m: count,
            table,
            p: images.iter().map(|&x| self.p[x as usize]).collect(),
            phi,
            reps: reps
                .iter()
                .map(|v| v.iter().map(|&h| u32::from(h)).collect())
                .collect(),
            rep_options: vec![None; count],
        };
        base.extend(n, limits, spent)
    }

    /// Heap n does not pretend: a candidate for Q(Γₙ) from *class tests*. The rows are the
    /// positions of Γₙ, visited as (class, heap) pairs in the order of [`key`] as in
    /// [`Work::extend_by_tests`], and a row's type is its outcome beside each *column*: the
    /// least position of each state of `columns` (an automaton for Γₙ, usually the last
    /// candidate) and its extra positions. The outcome of row v beside column Y is computed
    /// from the rules: P iff v + Y has a move, no option of v (a row of a known class) is P
    /// beside Y, and no option of Y is P beside v, where an option of Y stands for the column
    /// of the state the automaton reads it to. So the types are exact outcomes when the
    /// automaton identifies only positions that Γₙ identifies (a quotient is a fixed point),
    /// and approximations otherwise; the caller verifies every candidate.
    ///
    /// Returns the classes' automaton, minimised, as a candidate; the least multiset that it
    /// reads to two different states when its table is not commutative or does not act as
    /// the heaps do (then the candidate must not be kept, but its automaton still serves as
    /// the next columns); and that automaton as [`Columns`]. `Ok(None)` when the classes pass
    /// [`QuotientLimits::max_order`] or a row walks through a pair not yet assigned.
    ///
    /// # Complexity
    /// O(R·(C + o·C/64)) time for R rows, C columns with their options and o options per row;
    /// O(R·C/64) space for the types.
    #[allow(clippy::too_many_lines, clippy::type_complexity)]
    fn extend_by_classes(
        &self,
        n: usize,
        columns: &Columns,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<(Work<'a>, Option<Vec<u32>>, Columns)>, QuotientError> {
        let movers = heaps_with_moves(self.game, n);
        let g = movers.len();
        let mut mover_index = vec![usize::MAX; n + 1];
        for (i, &j) in movers.iter().enumerate() {
            mover_index[j] = i;
        }
        let stride = n + 1;
        // The columns: the states in key order of their least positions (an option's state
        // comes first: its least position is at most the option), then the extra positions.
        let mut order: Vec<usize> = (0..columns.reps.len()).collect();
        order.sort_by_key(|&t| key(&columns.reps[t]));
        let mut place = vec![0usize; order.len()];
        for (i, &t) in order.iter().enumerate() {
            place[t] = i;
        }
        let identity_col = place[0];
        let state_of = |w: &[u32]| {
            w.iter()
                .fold(0u32, |q, &h| columns.act[q as usize * stride + h as usize])
        };
        let mut col_opts: Vec<Vec<u32>> = Vec::new();
        let mut col_cost = 0u64;
        let positions = order
            .iter()
            .map(|&t| &columns.reps[t])
            .chain(columns.extra.iter());
        for (idx, rep) in positions.enumerate() {
            let mut out: Vec<u32> = Vec::new();
            for (i, &h) in rep.iter().enumerate() {
                if i > 0 && rep[i - 1] == h {
                    continue;
                }
                let mut rest = rep.clone();
                rest.remove(i);
                for_each_option(self.game, h as usize, |_, parts| {
                    let mut w = rest.clone();
                    w.extend(parts.iter().map(|&x| x as u32));
                    w.sort_unstable();
                    out.push(place[state_of(&w) as usize] as u32);
                });
            }
            out.sort_unstable();
            out.dedup();
            debug_assert!(out.iter().all(|&o| (o as usize) < idx.min(order.len())));
            col_cost += (out.len() + rep.len() * (n + rep.len())) as u64 + 1;
            out.shrink_to_fit();
            col_opts.push(out);
        }
        charge(spent, col_cost * LOOKUP_COST, n, limits)?;
        let mc = col_opts.len();
        let words = (mc + 63) / 64;
        let per_row: u64 = col_opts.iter().map(|o| o.len() as u64 + 1).sum();
        let type_of = |options: &[u32], empty: bool, types: &[Vec<u64>]| -> Vec<u64> {
            let mut acc = vec![0u64; words];
            for &o in options {
                for (a, b) in acc.iter_mut().zip(&types[o as usize]) {
                    *a |= b;
                }
            }
            let mut row = vec![0u64; words];
            for (idx, opts) in col_opts.iter().enumerate() {
                let lost = (acc[idx / 64] >> (idx % 64)) & 1 == 1
                    || (empty && idx == identity_col)
                    || opts
                        .iter()
                        .any(|&j| (row[j as usize / 64] >> (j % 64)) & 1 == 1);
                if !lost {
                    row[idx / 64] |= 1 << (idx % 64);
                }
            }
            row
        };
        charge(spent, per_row, n, limits)?;
        let mut types: Vec<Vec<u64>> = vec![type_of(&[], true, &[])];
        let mut reps: Vec<Vec<u32>> = vec![Vec::new()];
        let mut index: HashMap<Vec<u64>, u32> = HashMap::new();
        index.insert(types[0].clone(), 0);
        let mut trans: Vec<u32> = vec![u32::MAX; g];
        let mut queue = PairQueue::new();
        queue_pairs(&mut queue, key(&[]), 0, &movers);
        // The class of a position: walk the pairs from the empty one (heaps without moves
        // change nothing); `None` through a pair not assigned yet.
        let walk = |trans: &[u32], from: u32, heaps: &[u32]| -> Option<u32> {
            heaps.iter().try_fold(from, |c, &h| {
                let i = mover_index[h as usize];
                if i == usize::MAX {
                    return Some(c);
                }
                let t = trans[c as usize * g + i];
                if t == u32::MAX {
                    None
                } else {
                    Some(t)
                }
            })
        };
        let mut options: Vec<u32> = Vec::new();
        while let Some(std::cmp::Reverse((_, c, i))) = queue.pop() {
            let v = with_heap(&reps[c as usize], movers[i] as u32, 1);
            options.clear();
            let mut failed = false;
            let mut walked = 0;
            for (at, &x) in v.iter().enumerate() {
                if at > 0 && v[at - 1] == x {
                    continue;
                }
                let mut rest = v.clone();
                rest.remove(at);
                for_each_option(self.game, x as usize, |_, parts| {
                    let mut w = rest.clone();
                    w.extend(parts.iter().map(|&p| p as u32));
                    w.sort_unstable();
                    walked += w.len();
                    match walk(&trans, 0, &w) {
                        Some(o) => options.push(o),
                        None => failed = true,
                    }
                });
            }
            if failed {
                return Ok(None);
            }
            options.sort_unstable();
            options.dedup();
            charge(
                spent,
                per_row + (options.len() * words + walked) as u64 * LOOKUP_COST,
                n,
                limits,
            )?;
            let t = type_of(&options, false, &types);
            let next = types.len() as u32;
            let class = *index.entry(t.clone()).or_insert(next);
            if class == next {
                if types.len() >= limits.max_order {
                    return Ok(None);
                }
                types.push(t);
                queue_pairs(&mut queue, key(&v), class, &movers);
                reps.push(v);
                trans.extend(std::iter::repeat(u32::MAX).take(g));
            }
            trans[c as usize * g + i] = class;
        }
        // The automaton of the classes, minimised (Moore); its table by reading words.
        let count = types.len();
        let p: Vec<bool> = types
            .iter()
            .map(|t| (t[identity_col / 64] >> (identity_col % 64)) & 1 == 1)
            .collect();
        let (class, m, rounds) = coarsest_partition(&p, |x, next| {
            next.extend(trans[x * g..(x + 1) * g].iter().map(|&y| y as usize));
        });
        charge(
            spent,
            (rounds * count * (g + 2)) as u64 * LOOKUP_COST,
            n,
            limits,
        )?;
        let mut member = vec![usize::MAX; m];
        for x in 0..count {
            if member[class[x] as usize] == usize::MAX {
                member[class[x] as usize] = x;
            }
        }
        let act: Vec<u32> = (0..m * g)
            .map(|e| class[trans[member[e / g] * g + e % g] as usize])
            .collect();
        // The least position of each state (Dijkstra on the key), as a word of movers.
        let mut best: Vec<Best> = vec![None; m];
        best[0] = Some((key(&[]), usize::MAX, 0));
        let mut heap = std::collections::BinaryHeap::new();
        heap.push(std::cmp::Reverse((key(&[]), 0usize)));
        let mut done = vec![false; m];
        while let Some(std::cmp::Reverse((k, e))) = heap.pop() {
            if done[e] {
                continue;
            }
            done[e] = true;
            for (i, &j) in movers.iter().enumerate() {
                let t = act[e * g + i] as usize;
                let nk = (k.0 + j as u64, std::cmp::Reverse(k.1 .0 + 1));
                if best[t].map_or(true, |b| nk < b.0) {
                    best[t] = Some((nk, e, i as u32));
                    heap.push(std::cmp::Reverse((nk, t)));
                }
            }
        }
        let words_of: Vec<Vec<usize>> = (0..m)
            .map(|mut e| {
                let mut w = Vec::new();
                while e != 0 {
                    let (_, parent, i) =
                        best[e].expect("every class is reached from the empty one");
                    w.push(i as usize);
                    e = parent;
                }
                w.reverse();
                w
            })
            .collect();
        let word_len: usize = words_of.iter().map(Vec::len).sum();
        charge(spent, (m * (m + word_len + g)) as u64, n, limits)?;
        let mut table = vec![0u32; m * m];
        for a in 0..m {
            for (b, w) in words_of.iter().enumerate() {
                table[a * m + b] = w.iter().fold(a as u32, |q, &i| act[q as usize * g + i]);
            }
        }
        let mut phi = vec![0u32; n + 1];
        for (i, &j) in movers.iter().enumerate() {
            phi[j] = act[i];
        }
        // The table is the automaton's monoid only if it is commutative and acts as the
        // heaps do; else the least multiset read to two states.
        let mut clash: Option<(Vec<u32>, u32, u32)> = None;
        let tokens = |w: &[u32]| w.iter().map(|&x| u64::from(x)).sum::<u64>();
        let heaps_of = |w: &[usize]| -> Vec<u32> { w.iter().map(|&i| movers[i] as u32).collect() };
        for a in 0..m {
            for b in 0..=a {
                let mut found: Option<(Vec<u32>, u32, u32)> = None;
                let (ab, ba) = (table[a * m + b], table[b * m + a]);
                if ab != ba {
                    found = Some((
                        [heaps_of(&words_of[a]), heaps_of(&words_of[b])].concat(),
                        ab,
                        ba,
                    ));
                } else if b == 0 {
                    if let Some((i, &j)) = movers
                        .iter()
                        .enumerate()
                        .find(|&(i, &j)| table[a * m + phi[j] as usize] != act[a * g + i])
                    {
                        found = Some((
                            [heaps_of(&words_of[a]), vec![j as u32]].concat(),
                            table[a * m + phi[j] as usize],
                            act[a * g + i],
                        ));
                    }
                }
                if let Some(f) = found {
                    if clash.as_ref().map_or(true, |c| tokens(&f.0) < tokens(&c.0)) {
                        clash = Some(f);
                    }
                }
            }
        }
        // A clash F read to states s ≠ t: some word u leads s and t to different outcomes
        // (the states are minimised), so one of the two readings of F + u is wrong; F + u is
        // the counterexample (u found breadth first over pairs of states).
        let clash = match clash {
            None => None,
            Some((mut w, s0, t0)) => {
                let mut seen: HashMap<(u32, u32), (u32, u32, usize)> = HashMap::new();
                let mut bfs = std::collections::VecDeque::from(vec![(s0, t0)]);
                seen.insert((s0, t0), (s0, t0, usize::MAX));
                let mut end = None;
                while let Some((s1, t1)) = bfs.pop_front() {
                    if p[member[s1 as usize]] != p[member[t1 as usize]] {
                        end = Some((s1, t1));
                        break;
                    }
                    for i in 0..g {
                        let next = (act[s1 as usize * g + i], act[t1 as usize * g + i]);
                        if next.0 != next.1 && !seen.contains_key(&next) {
                            seen.insert(next, (s1, t1, i));
                            bfs.push_back(next);
                        }
                    }
                }
                charge(spent, (seen.len() * g) as u64 * LOOKUP_COST, n, limits)?;
                let mut at = end.expect("two minimised states have a word telling them apart");
                while let Some(&(s1, t1, i)) = seen.get(&at).filter(|e| e.2 != usize::MAX) {
                    w.push(movers[i] as u32);
                    at = (s1, t1);
                }
                w.sort_unstable();
                Some(w)
            }
        };
        let mut full = vec![0u32; m * stride];
        for q in 0..m {
            for j in 0..=n {
                let i = mover_index[j];
                full[q * stride + j] = if i == usize::MAX {
                    q as u32
                } else {
                    act[q * g + i]
                };
            }
        }
        let automaton = Columns {
            act: full,
            reps: words_of
                .iter()
                .map(|w| {
                    let mut v = heaps_of(w);
                    v.sort_unstable();
                    v
                })
                .collect(),
            extra: Vec::new(),
        };
        let mut next = Work {
            game: self.game,
            m,
            table,
            p: member.iter().map(|&x| p[x]).collect(),
            phi,
            reps: automaton.reps.clone(),
            rep_options: vec![None; m],
        };
        if clash.is_none() {
            next.recompute_reps();
        }
        Ok(Some((next, clash, automaton)))
    }

    /// Up to [`CLASS_ROUNDS`] rounds of [`Work::extend_by_classes`], the first with the
    /// states of `seed` as columns, each next with the last candidate's automaton, and, as
    /// extra columns, every sub-multiset of each failure met so far: the least position a
    /// verified candidate mispredicts, or the least multiset an inconsistent one reads to
    /// two states (counterexamples, as in Angluin's L*). The first candidate proved, if any.
    ///
    /// The rounds have limits of their own, so that a heap they do not settle keeps nearly
    /// all its budget for the tests: a quarter of the steps left, at most
    /// [`CLASS_STATES`] verification states, failures of at most [`CLASS_FAILURE_HEAPS`]
    /// heaps; reaching one of them ends the rounds (`None`), and their steps stay charged.
    fn extend_by_class_rounds(
        &self,
        n: usize,
        seed: &Work<'a>,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Option<Work<'a>> {
        let own = QuotientLimits {
            max_work: *spent + limits.max_work.saturating_sub(*spent) / 4,
            max_states: limits.max_states.min(CLASS_STATES),
            ..limits.clone()
        };
        self.class_rounds(n, seed, &own, spent).ok().flatten()
    }

    /// The rounds of [`Work::extend_by_class_rounds`] within `limits`.
    fn class_rounds(
        &self,
        n: usize,
        seed: &Work<'a>,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<Work<'a>>, QuotientError> {
        let mut columns = Columns::of(seed);
        let mut extra: Vec<Vec<u32>> = Vec::new();
        let mut known: HashSet<Vec<u32>> = HashSet::new();
        for _ in 0..CLASS_ROUNDS {
            columns.extra.clone_from(&extra);
            let (candidate, clash, automaton) =
                match self.extend_by_classes(n, &columns, limits, spent)? {
                    Some(found) => found,
                    None => return Ok(None),
                };
            let failure: Vec<u32> = match clash {
                Some(w) => w,
                None => match candidate.verify(n, limits, spent)? {
                    None => return Ok(Some(candidate)),
                    Some(position) => position.iter().map(|&h| h as u32).collect(),
                },
            };
            if failure.len() > CLASS_FAILURE_HEAPS {
                return Ok(None);
            }
            // Every nonempty sub-multiset of the failure (ascending), once.
            let mut subs: Vec<Vec<u32>> = vec![Vec::new()];
            for (i, &h) in failure.iter().enumerate() {
                for k in 0..subs.len() {
                    // A repeated heap extends only the sub-multisets that took its copy.
                    if i > 0 && failure[i - 1] == h && subs[k].last() != Some(&h) {
                        continue;
                    }
                    let mut w = subs[k].clone();
                    w.push(h);
                    subs.push(w);
                }
            }
            for w in subs.into_iter().skip(1) {
                if known.insert(w.clone()) {
                    extra.push(w);
                }
            }
            columns = automaton;
        }
        Ok(None)
    }

    /// Q(Γₙ₋₁) × powers of n, then `early` corrections, the class rounds
    /// ([`Work::extend_by_class_rounds`], from the first candidate's states), and more
    /// corrections, [`MAX_CORRECTIONS`] in all while the order stays below 8 times the old
    /// one: `Ok(Ok((candidate, by)))` when one is proved (`by`: `None` for the plain extension,
    /// else whether by the class rounds), else the least position the first candidate
    /// mispredicts.
    #[allow(clippy::type_complexity)]
    fn extend_corrected(
        &mut self,
        n: usize,
        early: usize,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Result<(Work<'a>, Option<bool>), Vec<usize>>, QuotientError> {
        let mut candidate = self.extend(n, limits, spent)?;
        let failure = match candidate.verify(n, limits, spent)? {
            None => return Ok(Ok((candidate, None))),
            Some(position) => position,
        };
        let first = candidate.clone();
        let mut rounds_tried = false;
        for k in 0..MAX_CORRECTIONS {
            if k == early {
                rounds_tried = true;
                if let Some(proved) = self.extend_by_class_rounds(n, &first, limits, spent) {
                    return Ok(Ok((proved, Some(true))));
                }
            }
            match candidate.correct(n, limits, spent)? {
                Some(next) if next.m <= 8 * self.m.max(16) => candidate = next,
                _ => break,
            }
            if candidate.verify(n, limits, spent)?.is_none() {
                return Ok(Ok((candidate, Some(false))));
            }
        }
        if !rounds_tried {
            if let Some(proved) = self.extend_by_class_rounds(n, &first, limits, spent) {
                return Ok(Ok((proved, Some(true))));
            }
        }
        Ok(Err(failure))
    }

    /// Heap n does not pretend: Q(Γₙ₋₁) × powers of n if that is proved the quotient, else
    /// a candidate of the class rounds ([`Work::extend_by_class_rounds`]) or of the
    /// corrections, else the extension by tests ([`Work::extend_by_tests`]) with more and
    /// more tests until one is proved. The rounds come after [`EARLY_CORRECTIONS`]
    /// corrections, or first when `rounds_first` (they settled the last heap that needed
    /// them or a correction); `Ok(Some(true))` when they settle this one, `Ok(None)` when
    /// Q(Γₙ₋₁) × powers of n does.
    fn extend_verified(
        &mut self,
        n: usize,
        rounds_first: bool,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<bool>, QuotientError> {
        let mut failure = Vec::new();
        let early = if rounds_first { 0 } else { EARLY_CORRECTIONS };
        for round in 0..=TEST_SCHEDULE.len() {
            let candidate = if round == 0 {
                match self.extend_corrected(n, early, limits, spent)? {
                    Ok((candidate, by)) => {
                        *self = candidate;
                        return Ok(by);
                    }
                    Err(position) => {
                        failure = position;
                        continue;
                    }
                }
            } else {
                let (tokens, layers) = TEST_SCHEDULE[round - 1];
                match self.extend_by_tests(n, tokens, layers, limits, spent) {
                    Ok(candidate) => candidate,
                    // Too few tests to tell the classes apart (an option of a class walks
                    // to no class, or the classes' product is not a monoid's): more tests.
                    Err(QuotientError::Unverified { position, .. }) => {
                        failure = position;
                        continue;
                    }
                    Err(other) => return Err(other),
                }
            };
            if let Some(position) = candidate.verify(n, limits, spent)? {
                failure = position;
            } else {
                *self = candidate;
                return Ok(Some(false));
            }
        }
        Err(QuotientError::Unverified {
            heap: n,
            position: failure,
        })
    }

    /// Heap n does not pretend: the candidate Q × powers of h (step 2 of the module
    /// documentation), reduced and not yet verified, every step charged to `spent`.
    #[allow(clippy::too_many_lines)]
    fn extend(
        &mut self,
        n: usize,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Work<'a>, QuotientError> {
        let m = self.m;
        let size = m;
        // Heaps with moves below n that act on Q (the others never shorten a least position).
        let heaps: Vec<u32> = (1..n as u32)
            .filter(|&j| self.phi[j as usize] != 0)
            .collect();
        // Least positions of the base elements (Dijkstra on the key), as parent pointers.
        let empty = self.position_image(&[]);
        let mut best: Vec<Best> = vec![None; size];
        best[empty] = Some((key(&[]), usize::MAX, 0));
        let mut queue = std::collections::BinaryHeap::new();
        queue.push(std::cmp::Reverse((key(&[]), empty)));
        let mut reached: Vec<usize> = Vec::new();
        let mut done = vec![false; size];
        let unit: Vec<usize> = heaps.iter().map(|&j| self.position_image(&[j])).collect();
        charge(spent, (size * heaps.len()) as u64 * LOOKUP_COST, n, limits)?;
        while let Some(std::cmp::Reverse((k, e))) = queue.pop() {
            if done[e] {
                continue;
            }
            done[e] = true;
            reached.push(e);
            for (&j, &u) in heaps.iter().zip(&unit) {
                let t = self.mul(e as u32, u as u32) as usize;
                let nk = (k.0 + u64::from(j), std::cmp::Reverse(k.1 .0 + 1));
                if best[t].map_or(true, |b| nk < b.0) {
                    best[t] = Some((nk, e, j));
                    queue.push(std::cmp::Reverse((nk, t)));
                }
            }
        }
        let rep_of = |mut e: usize| -> Vec<u32> {
            let mut v = Vec::new();
            while e != empty {
                let (_, parent, j) = best[e].expect("reached");
                v.push(j);
                e = parent;
            }
            v.sort_unstable();
            v
        };
        let r = reached.len();
        let mut compact = vec![usize::MAX; size];
        for (c, &e) in reached.iter().enumerate() {
            compact[e] = c;
        }
        // A candidate learnt from tests ([`Work::extend_by_tests`]) need not be associative:
        // a product of elements reached from 1 may then lie outside them. Such a candidate is
        // no monoid, and is refused like one the verification refutes.
        let not_closed = || QuotientError::Unverified {
            heap: n,
            position: Vec::new(),
        };
        let reps: Vec<Vec<u32>> = reached.iter().map(|&e| rep_of(e)).collect();
        // Options of each least position, as compact base elements.
        let mut rep_options: Vec<Vec<usize>> = Vec::with_capacity(r);
        for rep in &reps {
            // Each heap of the least position: its options, each an image of the rest.
            charge(
                spent,
                (rep.len() * (n + rep.len())) as u64 * LOOKUP_COST,
                n,
                limits,
            )?;
            let mut out = Vec::new();
            for (i, &h) in rep.iter().enumerate() {
                if i > 0 && rep[i - 1] == h {
                    continue;
                }
                let mut rest: Vec<u32> = rep.clone();
                rest.remove(i);
                for_each_option(self.game, h as usize, |_, parts| {
                    let mut v = rest.clone();
                    v.extend(parts.iter().map(|&x| x as u32));
                    out.push(compact[self.position_image(&v)]);
                });
            }
            if out.contains(&usize::MAX) {
                return Err(not_closed());
            }
            out.sort_unstable();
            out.dedup();
            rep_options.push(out);
        }
        let option_units: Vec<usize> = {
            let mut v = Vec::new();
            for_each_option(self.game, n, |_, parts| {
                let p: Vec<u32> = parts.iter().map(|&x| x as u32).collect();
                v.push(self.position_image(&p));
            });
            v.sort_unstable();
            v.dedup();
            v
        };
        // Per reached element c, the elements c·o for the images o of heap n's options.
        let mut through: Vec<usize> = Vec::with_capacity(r * option_units.len());
        for &e in &reached {
            for &o in &option_units {
                match compact[self.mul(e as u32, o as u32) as usize] {
                    usize::MAX => return Err(not_closed()),
                    c => through.push(c),
                }
            }
        }
        // Column k: whether (least position of e) + k heaps of n is a P-position; `reached`
        // is in key order, so the options of a least position come first.
        let first: Vec<bool> = reached.iter().map(|&e| self.p[e % m]).collect();
        let mut columns: Vec<Vec<bool>> = vec![first];
        let column_cost = (r * option_units.len() + rep_options.iter().map(Vec::len).sum::<usize>())
            as u64
            * LOOKUP_COST;
        let loop_start = loop {
            charge(spent, column_cost + (columns.len() * r) as u64, n, limits)?;
            let previous = columns.last().expect("column 0 exists");
            let mut column = vec![false; r];
            let per = option_units.len();
            for c in 0..r {
                let through_n = through[c * per..(c + 1) * per]
                    .iter()
                    .all(|&o| !previous[o]);
                column[c] = through_n && rep_options[c].iter().all(|&y| !column[y]);
            }
            if let Some(j) = columns.iter().position(|c| *c == column) {
                break j;
            }
            columns.push(column);
            if columns.len() * r > limits.max_order * 64 {
                return Err(QuotientError::TooLarge {
                    heap: n,
                    limit: limits.max_order,
                });
            }
        };
        let powers = columns.len();
        let norm = |s: usize| {
            if s < powers {
                s
            } else {
                loop_start + (s - loop_start) % (powers - loop_start)
            }
        };
        // Product elements (c, i) numbered i·r + c; refine by every heap action and by h.
        let mut moves: Vec<Vec<usize>> = Vec::new();
        let mut distinct: HashSet<u32> = HashSet::new();
        for (&j, &u) in heaps.iter().zip(&unit) {
            if distinct.insert(self.phi[j as usize]) {
                moves.push(
                    (0..r)
                        .map(|c| compact[self.mul(reached[c] as u32, u as u32) as usize])
                        .collect(),
                );
            }
        }
        let total = r * powers;
        let labels: Vec<bool> = (0..total).map(|e| columns[e / r][e % r]).collect();
        let (class, count, rounds) = coarsest_partition(&labels, |e, next| {
            let (c, i) = (e % r, e / r);
            next.extend(moves.iter().map(|mv| i * r + mv[c]));
            next.push(norm(i + 1) * r + c);
        });
        // Each refinement round hashes every element's successors.
        charge(
            spent,
            (rounds * total * (moves.len() + 2)) as u64 * LOOKUP_COST,
            n,
            limits,
        )?;
        if count > limits.max_order {
            return Err(QuotientError::TooLarge {
                heap: n,
                limit: limits.max_order,
            });
        }
        let mut member = vec![usize::MAX; count];
        let mut new_reps: Vec<Vec<u32>> = vec![Vec::new(); count];
        for e in 0..total {
            let c = class[e] as usize;
            let candidate = with_heap(&reps[e % r], n as u32, e / r);
            if member[c] == usize::MAX || key(&candidate) < key(&new_reps[c]) {
                new_reps[c] = candidate;
            }
            if member[c] == usize::MAX {
                member[c] = e;
            }
        }
        charge(spent, (count * count + total * n) as u64, n, limits)?;
        let mut table = vec![0; count * count];
        for a in 0..count {
            for b in 0..=a {
                let (ea, eb) = (member[a], member[b]);
                let base_product =
                    compact[self.mul(reached[ea % r] as u32, reached[eb % r] as u32) as usize];
                if base_product == usize::MAX {
                    return Err(not_closed());
                }
                let c = class[norm(ea / r + eb / r) * r + base_product];
                table[a * count + b] = c;
                table[b * count + a] = c;
            }
        }
        let p: Vec<bool> = (0..count)
            .map(|c| columns[member[c] / r][member[c] % r])
            .collect();
        let mut phi: Vec<u32> = (0..n as u32)
            .map(|j| {
                let position: Vec<u32> = if j == 0 { Vec::new() } else { vec![j] };
                class[compact[self.position_image(&position)]]
            })
            .collect();
        phi.push(class[r + compact[empty]]);
        let mut candidate = Work {
            game: self.game,
            m: count,
            table,
            p,
            phi,
            reps: new_reps,
            rep_options: vec![None; count],
        };
        candidate.recompute_reps();
        Ok(candidate)
    }

    /// The kinds of heaps 1 … n, one per distinct (Φ(j), option images of j): its least heap
    /// j, Φ(j), and for each z whether j + z has a move to P; and each heap's kind. Heaps
    /// without moves are the empty game and have none.
    #[allow(clippy::type_complexity)]
    fn heap_kinds(&self, n: usize) -> (Vec<(usize, u32, Vec<bool>)>, Vec<Option<usize>>) {
        let mut kinds: Vec<(usize, u32, Vec<bool>)> = Vec::new();
        let mut kind_of: Vec<Option<usize>> = vec![None; n + 1];
        let mut seen: HashMap<(u32, Vec<u32>), usize> = HashMap::new();
        for j in 1..=n {
            let mut options = self.heap_options(j);
            if options.is_empty() {
                continue;
            }
            options.sort_unstable();
            let next = kinds.len();
            let kind = *seen.entry((self.phi[j], options.clone())).or_insert(next);
            kind_of[j] = Some(kind);
            if kind == next {
                let b: Vec<bool> = (0..self.m as u32)
                    .map(|x| options.iter().any(|&o| self.p[self.mul(x, o) as usize]))
                    .collect();
                kinds.push((j, self.phi[j], b));
            }
        }
        (kinds, kind_of)
    }

    /// Proves that the current (Q, P, Φ) predicts every outcome of sums of heaps 1 … n
    /// (`Ok(None)`), or returns the least position (in the order of [`key`]) that it
    /// mispredicts.
    ///
    /// The states s(v) = (Φ(v), W(v)) of nonempty positions v — W(v) the set of z such that
    /// v + z has a move, through a heap of v, to an image in P — follow from one another
    /// heap by heap, so the finitely many reachable states stand for every position, and a
    /// state's positions agree on "has no move to P". The candidate is proved when that
    /// agrees with P in every state (by induction on positions, every prediction is then an
    /// outcome). States are visited in the order of the least position reaching each
    /// (Dijkstra: adding heap j adds j tokens and one heap, and the key only grows), so the
    /// first state that disagrees names the least position failing the local rule, which is
    /// also the least mispredicted one: a position whose options are all predicted right is
    /// mispredicted exactly when it fails the rule.
    ///
    /// # Complexity
    /// O(S·g·m) time for S states and g kinds of heaps, O(S·m/64) space.
    fn verify(
        &self,
        n: usize,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<Vec<usize>>, QuotientError> {
        type Key = (u64, std::cmp::Reverse<usize>);
        let m = self.m;
        let words = (m + 63) / 64;
        if self.p[0] {
            return Ok(Some(Vec::new()));
        }
        let (kinds, _) = self.heap_kinds(n);
        let g = kinds.len();
        let mut index: HashMap<(u32, Vec<u64>), usize> = HashMap::new();
        // (image, W, parent, heap from parent); state 0 is the empty position alone.
        let mut states: Vec<(u32, Vec<u64>, usize, usize)> = vec![(0, vec![0; words], 0, 0)];
        let mut best: Vec<Key> = vec![key(&[])];
        let mut done: Vec<bool> = vec![false];
        let mut queue = std::collections::BinaryHeap::new();
        queue.push(std::cmp::Reverse((key(&[]), 0usize)));
        while let Some(std::cmp::Reverse((k, at))) = queue.pop() {
            if done[at] || k != best[at] {
                continue;
            }
            done[at] = true;
            *spent += (g * m) as u64 * TRANSITION_COST;
            if *spent > limits.max_work {
                return Err(QuotientError::TooMuchWork {
                    heap: n,
                    limit: limits.max_work,
                });
            }
            let (q, w) = (states[at].0, states[at].1.clone());
            if at != 0 && self.p[q as usize] != (w[0] & 1 == 0) {
                let mut position = Vec::new();
                let mut s = at;
                while s != 0 {
                    position.push(states[s].3);
                    s = states[s].2;
                }
                position.sort_unstable();
                return Ok(Some(position));
            }
            for (j, image, b) in &kinds {
                let next_q = self.mul(q, *image);
                let mut next_w = vec![0u64; words];
                for z in 0..m {
                    let gz = self.mul(*image, z as u32) as usize;
                    if (w[gz / 64] >> (gz % 64)) & 1 == 1 || b[self.mul(q, z as u32) as usize] {
                        next_w[z / 64] |= 1 << (z % 64);
                    }
                }
                let next_key = (k.0 + *j as u64, std::cmp::Reverse(k.1 .0 + 1));
                if let Some(&t) = index.get(&(next_q, next_w.clone())) {
                    if !done[t] && next_key < best[t] {
                        best[t] = next_key;
                        states[t].2 = at;
                        states[t].3 = *j;
                        queue.push(std::cmp::Reverse((next_key, t)));
                    }
                    continue;
                }
                if states.len() == limits.max_states {
                    return Err(QuotientError::TooManyStates {
                        heap: n,
                        limit: limits.max_states,
                    });
                }
                let t = states.len();
                index.insert((next_q, next_w.clone()), t);
                states.push((next_q, next_w, at, *j));
                best.push(next_key);
                done.push(false);
                queue.push(std::cmp::Reverse((next_key, t)));
            }
        }
        Ok(None)
    }

    /// The corrected candidate: the automaton of states (Φ(v), W(v)) (see
    /// [`Work::verify`]) labelled by "has a move and none to P", minimised. Its predictions
    /// are the outcomes of every position whose options the current candidate predicts
    /// right, so one correction reaches one move deeper; the caller verifies the result.
    /// `Ok(None)` when every state already agrees with P.
    #[allow(clippy::too_many_lines)]
    fn correct(
        &self,
        n: usize,
        limits: &QuotientLimits,
        spent: &mut u64,
    ) -> Result<Option<Self>, QuotientError> {
        let m = self.m;
        let words = (m + 63) / 64;
        let (kinds, kind_of) = self.heap_kinds(n);
        let g = kinds.len();
        let mut index: HashMap<(u32, Vec<u64>), usize> = HashMap::new();
        // (image, W, parent, kind from parent)
        let mut states: Vec<(u32, Vec<u64>, usize, usize)> = vec![(0, vec![0; words], 0, 0)];
        let mut trans: Vec<usize> = Vec::new();
        let mut labels: Vec<bool> = vec![false];
        let mut first_bad: Option<usize> = if self.p[0] { Some(0) } else { None };
        index.insert((0, vec![0; words]), 0);
        let mut at = 0;
        while at < states.len() {
            *spent += (g * m) as u64 * TRANSITION_COST;
            if *spent > limits.max_work {
                return Err(QuotientError::TooMuchWork {
                    heap: n,
                    limit: limits.max_work,
                });
            }
            let (q, w) = (states[at].0, states[at].1.clone());
            for (kind, (_, g_image, b)) in kinds.iter().enumerate() {
                let next_q = self.mul(q, *g_image);
                let mut next_w = vec![0u64; words];
                for z in 0..m {
                    let gz = self.mul(*g_image, z as u32) as usize;
                    if (w[gz / 64] >> (gz % 64)) & 1 == 1 || b[self.mul(q, z as u32) as usize] {
                        next_w[z / 64] |= 1 << (z % 64);
                    }
                }
                let k = (next_q, next_w);
                let target = if let Some(&t) = index.get(&k) {
                    t
                } else {
                    if states.len() == limits.max_states {
                        return Err(QuotientError::TooManyStates {
                            heap: n,
                            limit: limits.max_states,
                        });
                    }
                    let t = states.len();
                    let no_p_option = k.1[0] & 1 == 0;
                    if self.p[next_q as usize] != no_p_option && first_bad.is_none() {
                        first_bad = Some(t);
                    }
                    labels.push(no_p_option);
                    index.insert(k.clone(), t);
                    states.push((k.0, k.1, at, kind));
                    t
                };
                trans.push(target);
            }
            at += 1;
        }
        if first_bad.is_none() {
            return Ok(None);
        }
        // Minimise (Moore): the classes of states no word of heaps tells apart by label.
        let count_states = states.len();
        let (class, count, rounds) = coarsest_partition(&labels, |s, next| {
            next.extend((0..g).map(|kind| trans[s * g + kind]));
        });
        charge(
            spent,
            (rounds * count_states * (g + 2)) as u64 * LOOKUP_COST,
            n,
            limits,
        )?;
        if count > limits.max_order {
            return Err(QuotientError::TooLarge {
                heap: n,
                limit: limits.max_order,
            });
        }
        let mut member = vec![usize::MAX; count];
        for s in 0..count_states {
            if member[class[s] as usize] == usize::MAX {
                member[class[s] as usize] = s;
            }
        }
        let path = |mut s: usize| -> Vec<usize> {
            let mut word = Vec::new();
            while s != 0 {
                word.push(states[s].3);
                s = states[s].2;
            }
            word
        };
        let words_of: Vec<Vec<usize>> = member.iter().map(|&s| path(s)).collect();
        let word_heaps: usize = words_of.iter().map(Vec::len).sum();
        charge(spent, (count * (count + word_heaps)) as u64, n, limits)?;
        let mut table = vec![0; count * count];
        for a in 0..count {
            for b in 0..=a {
                let s = words_of[b].iter().fold(member[a], |s, &k| trans[s * g + k]);
                table[a * count + b] = class[s];
                table[b * count + a] = class[s];
            }
        }
        let p = member.iter().map(|&s| labels[s]).collect();
        let phi = (0..=n)
            .map(|j| kind_of[j].map_or(0, |k| class[trans[k]]))
            .collect();
        let mut next = Work {
            game: self.game,
            m: count,
            table,
            p,
            phi,
            reps: Vec::new(),
            rep_options: Vec::new(),
        };
        next.recompute_reps();
        Ok(Some(next))
    }

    /// The least position of each element (Dijkstra on the key over heaps 1 … n).
    fn recompute_reps(&mut self) {
        let n = self.phi.len() - 1;
        let mut best: Vec<Best> = vec![None; self.m];
        best[0] = Some((key(&[]), usize::MAX, 0));
        let mut queue = std::collections::BinaryHeap::new();
        queue.push(std::cmp::Reverse((key(&[]), 0usize)));
        let mut done = vec![false; self.m];
        while let Some(std::cmp::Reverse((k, e))) = queue.pop() {
            if done[e] {
                continue;
            }
            done[e] = true;
            for j in 1..=n as u32 {
                let t = self.mul(e as u32, self.phi[j as usize]) as usize;
                let nk = (k.0 + u64::from(j), std::cmp::Reverse(k.1 .0 + 1));
                if best[t].map_or(true, |b| nk < b.0) {
                    best[t] = Some((nk, e, j));
                    queue.push(std::cmp::Reverse((nk, t)));
                }
            }
        }
        self.reps = (0..self.m)
            .map(|mut e| {
                let mut v = Vec::new();
                while e != 0 {
                    let (_, parent, j) = best[e].expect("every element is an image");
                    v.push(j);
                    e = parent;
                }
                v.sort_unstable();
                v
            })
            .collect();
        self.rep_options = vec![None; self.m];
    }
}

/// The misère quotient of a heap game restricted to heaps up to a bound (see the module
/// documentation), with the proof that it is the whole game's when Φ is proved periodic.
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    game: HeapGame,
    bound: usize,
    phi: Vec<u32>,
    quotient: BipartiteMonoid,
    generator_heaps: Vec<usize>,
    period: Option<(usize, usize)>,
    stopped: Option<QuotientError>,
}

/// A move in a sum of heaps: from heap number `index` (0-based) of the sum, remove `take`
/// tokens and leave the heaps `leaves`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Which heap of the sum (0-based).
    pub index: usize,
    /// How many tokens are removed.
    pub take: usize,
    /// The nonempty heaps left in its place, ascending.
    pub leaves: Vec<usize>,
}

impl MisereQuotient {
    /// Computes Q(Γₙ) for n = 1, 2, … up to `max_heap`, stopping early once Φ is proved
    /// periodic (then the quotient is the whole game's). `progress(heap, order)` is called
    /// after each heap.
    ///
    /// A limit reached, or an extension that the verification rejects and the corrections
    /// do not repair, ends the computation early: the result is then the exact quotient of the
    /// heaps before, and [`stopped`](Self::stopped) says why.
    ///
    /// # Complexity
    /// See the module documentation.
    pub fn compute(
        game: &HeapGame,
        max_heap: usize,
        limits: &QuotientLimits,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Self {
        let mut work = Work {
            game,
            m: 1,
            table: vec![0],
            p: vec![false],
            phi: vec![0],
            reps: vec![Vec::new()],
            rep_options: vec![None],
        };
        let heaps = game.max_heaps().max(1);
        let provable = game.unequal_splits().is_empty();
        let mut period = None;
        let mut stopped = None;
        let mut next_check = 1;
        let mut spent = 0;
        let mut rounds_first = false;
        for n in 1..=max_heap {
            let options = work.heap_options(n);
            if options.is_empty() {
                work.phi.push(0); // a heap without moves is the empty game
            } else {
                match work.pretend(n, &options, limits, &mut spent) {
                    Ok(Some(x)) => {
                        if let Err(e) = work.accept(n, x, limits, &mut spent) {
                            stopped = Some(e);
                            work.phi.truncate(n);
                            break;
                        }
                    }
                    Ok(None) => match work.extend_verified(n, rounds_first, limits, &mut spent) {
                        Ok(by) => rounds_first = by.unwrap_or(rounds_first),
                        Err(e) => {
                            stopped = Some(e);
                            work.phi.truncate(n);
                            break;
                        }
                    },
                    Err(e) => {
                        stopped = Some(e);
                        work.phi.truncate(n);
                        break;
                    }
                }
            }
            progress(n, work.m);
            if provable && n >= next_check {
                period = proved_period(&work.phi, heaps, game.max_take());
                if period.is_some() {
                    break;
                }
                next_check = n + 1 + n / 16;
            }
        }
        let bound = work.phi.len() - 1;
        if provable && period.is_none() {
            period = proved_period(&work.phi, heaps, game.max_take());
        }
        // Generators: heaps whose image the earlier generators do not reach.
        let mut reached = vec![false; work.m];
        reached[0] = true;
        let mut generator_heaps = Vec::new();
        let mut generators = Vec::new();
        for n in 1..=bound {
            let x = work.phi[n];
            if reached[x as usize] {
                continue;
            }
            generator_heaps.push(n);
            generators.push(x);
            let mut stack: Vec<u32> = (0..work.m as u32)
                .filter(|&y| reached[y as usize])
                .collect();
            while let Some(y) = stack.pop() {
                for &g in &generators {
                    let z = work.mul(y, g);
                    if !reached[z as usize] {
                        reached[z as usize] = true;
                        stack.push(z);
                    }
                }
            }
        }
        let p: Vec<u32> = (0..work.m as u32).filter(|&x| work.p[x as usize]).collect();
        let monoid = Monoid::from_table(work.m, work.table, generators)
            .expect("the heap images generate the quotient");
        Self {
            game: game.clone(),
            bound,
            phi: work.phi,
            quotient: BipartiteMonoid::new(monoid, &p),
            generator_heaps,
            period,
            stopped,
        }
    }

    /// Why the computation stopped before the heap bound, if it did: the quotient is then
    /// that of the heaps up to [`bound`](Self::bound), still exact.
    pub fn stopped(&self) -> Option<&QuotientError> {
        self.stopped.as_ref()
    }

    /// The game.
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// The largest heap computed (the quotient is that of heaps up to it).
    pub fn bound(&self) -> usize {
        self.bound
    }

    /// The number of elements of Q.
    pub fn order(&self) -> usize {
        self.quotient.monoid().order()
    }

    /// The monoid Q; its generators are the images of [`generator_heaps`](Self::generator_heaps).
    pub fn monoid(&self) -> &Monoid {
        self.quotient.monoid()
    }

    /// Q with its P-portion.
    pub fn bipartite(&self) -> &BipartiteMonoid {
        &self.quotient
    }

    /// The elements of P, in the graded lexicographic order of their normal forms (the order
    /// the presentation is written in: a, b, …, then the products of two generators, …), so
    /// the list does not depend on how the quotient was found.
    pub fn p_portion(&self) -> Vec<u32> {
        let monoid = self.monoid();
        let mut p = self.quotient.p_portion();
        p.sort_by(|&x, &y| {
            super::misere_monoid::grlex(monoid.normal_form(x), monoid.normal_form(y))
        });
        p
    }

    /// The heaps that give the generators a, b, c, …: each heap whose image the earlier ones
    /// do not generate.
    pub fn generator_heaps(&self) -> &[usize] {
        &self.generator_heaps
    }

    /// (n₀, p) when Φ(n + p) = Φ(n) for every n ≥ n₀ is proved, so that Q is the quotient of
    /// the whole game.
    pub fn period(&self) -> Option<(usize, usize)> {
        self.period
    }

    /// Φ(heap), for any heap when the period is proved, else for heaps up to the bound.
    pub fn phi(&self, heap: u64) -> Option<u32> {
        if heap <= self.bound as u64 {
            return Some(self.phi[heap as usize]);
        }
        self.period
            .map(|(n0, p)| self.phi[n0 + ((heap - n0 as u64) % p as u64) as usize])
    }

    /// The image of a sum of heaps (`None` if a heap is beyond what the quotient covers).
    pub fn image(&self, heaps: &[u64]) -> Option<u32> {
        let monoid = self.monoid();
        heaps
            .iter()
            .try_fold(0, |acc, &h| self.phi(h).map(|x| monoid.mul(acc, x)))
    }

    /// Whether the sum of heaps is a misère P-position (the player to move loses).
    pub fn is_p_position(&self, heaps: &[u64]) -> Option<bool> {
        self.image(heaps).map(|x| self.quotient.is_p(x))
    }

    /// A move to a P-position; `Some(None)` if there is none (the sum is a P-position, or has
    /// no move at all and so is already won by the player to move); `None` if a heap is beyond
    /// what the quotient covers.
    ///
    /// # Complexity
    /// O(k + Σ options of each heap) time: O(Σ nᵢ) for two-heap splits.
    pub fn winning_move(&self, heaps: &[u64]) -> Option<Option<SumMove>> {
        let monoid = self.monoid();
        let images: Option<Vec<u32>> = heaps.iter().map(|&h| self.phi(h)).collect();
        let images = images?;
        let k = images.len();
        let mut suffix = vec![0; k + 1];
        for i in (0..k).rev() {
            suffix[i] = monoid.mul(images[i], suffix[i + 1]);
        }
        let mut prefix = 0;
        for i in 0..k {
            let rest = monoid.mul(prefix, suffix[i + 1]);
            let mut found = None;
            let heap = usize::try_from(heaps[i]).ok()?;
            for_each_option(&self.game, heap, |take, parts| {
                if found.is_some() {
                    return;
                }
                let image = parts.iter().try_fold(rest, |acc, &h| {
                    self.phi(h as u64).map(|x| monoid.mul(acc, x))
                });
                if image.map_or(false, |x| self.quotient.is_p(x)) {
                    found = Some(SumMove {
                        index: i,
                        take,
                        leaves: parts.to_vec(),
                    });
                }
            });
            if found.is_some() {
                return Some(found);
            }
            prefix = monoid.mul(prefix, images[i]);
        }
        Some(None)
    }

    /// The name of element x as its normal form in the generators (`1`, `a`, `ab²`, …).
    pub fn name(&self, x: u32) -> String {
        super::misere_monoid::monomial(self.monoid().normal_form(x))
    }
}

/// The least period p (with its least pre-period n₀) of `phi` that the argument in the module
/// documentation proves from the values computed.
fn proved_period(phi: &[u32], heaps: usize, max_take: usize) -> Option<(usize, usize)> {
    let last = phi.len() - 1;
    for p in 1..=last {
        let mut start = last + 1;
        while start > p && phi[start - 1] == phi[start - 1 - p] {
            start -= 1;
        }
        let n0 = start - p;
        if heaps * (n0 + p) + max_take <= last + 1 {
            return Some((n0, p));
        }
        if heaps * p + max_take > last + 1 {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{transpose64, Ranking};

    #[test]
    fn ranking_numbers_multisets_by_tokens_then_lexicographically() {
        // Every multiset of these sizes up to 23 tokens, listed by brute force, sorted by
        // (tokens, index list largest first): `each` visits them in that order and `rank`
        // gives each its place.
        for heaps in [vec![2usize, 3, 5, 7, 8], vec![1, 2, 4], vec![3], vec![]] {
            let top = 23;
            let mut all: Vec<(usize, Vec<u16>)> = Vec::new();
            let mut stack: Vec<(Vec<u16>, usize)> = vec![(Vec::new(), 0)];
            while let Some((v, sum)) = stack.pop() {
                all.push((sum, v.clone()));
                let limit = v.last().map_or(heaps.len(), |&i| i as usize + 1);
                for (i, &h) in heaps.iter().enumerate().take(limit) {
                    if sum + h <= top {
                        let mut w = v.clone();
                        w.push(i as u16);
                        stack.push((w, sum + h));
                    }
                }
            }
            all.sort();
            let ranking = Ranking::new(&heaps, top);
            assert_eq!(ranking.up_to(top), all.len() as u64, "{heaps:?}");
            let mut seen = Vec::new();
            for s in 0..=top {
                assert_eq!(
                    ranking.up_to(s),
                    all.iter().filter(|(t, _)| *t <= s).count() as u64,
                    "{heaps:?} {s}"
                );
                ranking.each(s, heaps.len(), &mut Vec::new(), &mut |v| {
                    seen.push((s, v.to_vec()));
                    true
                });
            }
            assert_eq!(seen, all, "{heaps:?}");
            for (place, (_, v)) in all.iter().enumerate() {
                assert_eq!(ranking.rank(v), place, "{heaps:?} {v:?}");
            }
        }
    }

    #[test]
    fn transpose64_moves_every_bit_to_its_mirror() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..50 {
            let mut a = [0u64; 64];
            for row in &mut a {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *row = state;
            }
            let before = a;
            transpose64(&mut a);
            for i in 0..64 {
                for j in 0..64 {
                    assert_eq!(
                        (a[j] >> i) & 1,
                        (before[i] >> j) & 1,
                        "bit {j} of row {i} of {before:?}"
                    );
                }
            }
        }
    }
}
