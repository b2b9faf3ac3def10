//! Blue-Red Hackenbush: the exact value of strings (stalks) and rooted trees.
//!
//! Everything about the game is in this module: the closed forms on this page, and in
//! [`rules`] the game from its rules — strings as positions ([`BlueRedString`]) for the
//! [`solver`](super::solver), and pictures of any shape searched by [`picture_value`].
//!
//! A picture is a graph of coloured edges standing on the ground. Left cuts a Blue edge, Right
//! a Red one; everything no longer connected to the ground falls away; whoever cannot move
//! loses. Every position is a number (Blue edges are worth positive amounts), and a sum of
//! pictures is worth the sum of their values.
//!
//! - **Strings** (Berlekamp's rule): the first run of `k` edges of one colour from the ground is
//!   worth `±k`; after the first change of colour, the `j`-th edge is worth `±1/2^j` (plus for
//!   Blue). `BBRB = 2 − 1/2 + 1/4 = 7/4`. Linear time: [`string_value`], [`string_value_big`].
//! - **One edge under a subtree** worth `x` ([`edge_over`]): a Blue edge gives `x + 1` when
//!   `x >= 0`, else `(x + p) / 2^(p−1)` for the least integer `p >= 1` with `x + p > 1`; a Red
//!   edge is the mirror image, `−blue(−x)`. (Only the subtree's value matters: it could be
//!   replaced by a string of that value.)
//! - **Trees** ([`tree_value`]): a vertex is worth the sum of its child edges' contributions.
//!   The values are kept as an integer part and the fraction bits: one word while they all lie
//!   in `2^−1 … 2^−64`, else a set of positions relative to an offset (dividing by `2^s`
//!   moves the offset); only the subtrees in progress hold one, merged smaller into larger,
//!   so a path or caterpillar of 10^5 edges with denominators near `2^(10^5)` costs
//!   O(n log n) expected hash operations, not O(n^2). No recursion: any depth runs on an
//!   ordinary stack.
//!
//! # Example
//! ```
//! use gamecore::partizan::blue_red::{string_value, tree_value, Colour::{Blue, Red}};
//! assert_eq!(string_value(&[Blue, Blue, Red, Blue]).unwrap().to_string(), "7/4");
//! // A root (0) with a Blue edge to 1, which carries a Red edge to 2; and a Red edge 0–3.
//! let tree = [None, Some((0, Blue)), Some((1, Red)), Some((0, Red))];
//! assert_eq!(tree_value(&tree).unwrap().to_string(), "-1/2"); // 1/2 − 1
//! ```

use super::big::BigDyadic;
use super::dyadic::{Dyadic, DyadicError, MAX_EXPONENT};
use super::hash::FxBuild;
use std::collections::HashSet;
use std::fmt;

pub mod rules;
pub use rules::{picture_value, BlueRedString, TooManyEdges};

/// The colour of an edge: `Blue` edges are Left's (worth positive amounts), `Red` edges
/// Right's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Left's colour.
    Blue,
    /// Right's colour.
    Red,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Colour {
        if self == Colour::Blue {
            Colour::Red
        } else {
            Colour::Blue
        }
    }
}

/// The value of a string of edges, listed from the ground up (Berlekamp's rule).
///
/// # Errors
/// [`DyadicError::DenominatorTooLarge`] if more than 62 edges follow the first change of
/// colour (use [`string_value_big`]); [`DyadicError::Overflow`] for a first run of 2^63 edges
/// or more with some after it (not a slice one can hold).
///
/// # Example
/// ```
/// use gamecore::partizan::blue_red::{string_value, Colour::{Blue, Red}};
/// let v = |s: &[_]| string_value(s).unwrap().to_string();
/// assert_eq!(v(&[Blue, Red]), "1/2");
/// assert_eq!(v(&[Blue, Red, Red]), "1/4");
/// assert_eq!(v(&[Blue, Blue, Red]), "3/2");
/// assert_eq!(v(&[Red, Blue, Blue]), "-1/4");
/// assert_eq!(v(&[]), "0");
/// ```
///
/// # Complexity
/// O(n) time, O(1) space.
pub fn string_value(from_ground: &[Colour]) -> Result<Dyadic, DyadicError> {
    let first = match from_ground.first() {
        None => return Ok(Dyadic::ZERO),
        Some(&colour) => colour,
    };
    let run = from_ground.iter().take_while(|&&c| c == first).count();
    let tail = &from_ground[run..];
    if tail.len() > MAX_EXPONENT as usize {
        return Err(DyadicError::DenominatorTooLarge);
    }
    let exponent = tail.len() as u32;
    let sign = |c: Colour| if c == Colour::Blue { 1i128 } else { -1 };
    // Numerator over 2^exponent: ±run · 2^exponent + Σ ±2^(exponent − j).
    let mut numerator = (sign(first) * run as i128) << exponent;
    for (j, &colour) in tail.iter().enumerate() {
        numerator += sign(colour) << (exponent - 1 - j as u32);
    }
    Dyadic::from_wide(numerator, exponent)
}

/// The value of a string of edges of any length, listed from the ground up.
///
/// # Example
/// ```
/// use gamecore::partizan::blue_red::{string_value_big, Colour::{Blue, Red}};
/// // B R R … R (100 Red edges): 1 − 1/2 − 1/4 − … − 1/2^100 = 1/2^100.
/// let mut stalk = vec![Blue];
/// stalk.extend(std::iter::repeat(Red).take(100));
/// let value = string_value_big(&stalk);
/// assert_eq!(value.exponent(), 100);
/// assert_eq!(value.magnitude(), &[1]);
/// ```
///
/// # Complexity
/// O(n) time and space.
pub fn string_value_big(from_ground: &[Colour]) -> BigDyadic {
    let first = match from_ground.first() {
        None => return BigDyadic::zero(),
        Some(&colour) => colour,
    };
    let run = from_ground.iter().take_while(|&&c| c == first).count();
    let tail = &from_ground[run..];
    let exponent = tail.len() as u64;
    // Blue and Red digits as two bit vectors over 2^exponent, then one subtraction.
    let limbs = tail.len() / 64 + 2;
    let mut digits = [vec![0u64; limbs], vec![0u64; limbs]];
    for (j, &colour) in tail.iter().enumerate() {
        let bit = tail.len() - 1 - j;
        digits[colour as usize][bit / 64] |= 1 << (bit % 64);
    }
    let [blue, red] = digits;
    let run = run as i64;
    let integer = BigDyadic::from_integer(if first == Colour::Blue { run } else { -run });
    let fraction =
        BigDyadic::from_parts(false, blue, exponent) - BigDyadic::from_parts(false, red, exponent);
    &integer + &fraction
}

/// The contribution of one edge of `colour` whose upper end carries a subtree (or string)
/// worth `above`.
///
/// A Blue edge gives `above + 1` when `above >= 0`, else `(above + p) / 2^(p−1)` with `p` the
/// least integer `>= 1` such that `above + p > 1`; a Red edge gives `−(Blue edge over
/// −above)`.
///
/// # Panics
/// If `above` is a Red-favourable value below −2^62 for a Blue edge (or above 2^62 for a Red
/// one): the result would have more than 2^62 fraction bits.
///
/// # Example
/// ```
/// use gamecore::partizan::{big::BigDyadic, blue_red::{edge_over, Colour::{Blue, Red}}};
/// let show = |c, x: i64| edge_over(c, &BigDyadic::from_integer(x).half()).to_string();
/// assert_eq!(show(Blue, 4), "3"); // over 2
/// assert_eq!(show(Blue, -2), "1/2"); // over −1
/// assert_eq!(show(Blue, -4), "1/4"); // over −2
/// assert_eq!(show(Blue, -1), "3/4"); // over −1/2
/// assert_eq!(show(Red, 2), "-1/2"); // over 1
/// ```
///
/// # Complexity
/// O(limbs of the result) time and space.
pub fn edge_over(colour: Colour, above: &BigDyadic) -> BigDyadic {
    if colour == Colour::Red {
        return -edge_over(Colour::Blue, &-above);
    }
    if above.signum() >= 0 {
        return above + &BigDyadic::from_integer(1);
    }
    let floor = above
        .floor_i64()
        .filter(|&a| a >= -(1 << 62))
        .expect("a Blue edge over a value below -2^62 needs more than 2^62 fraction bits");
    // x + p > 1 with p least: p = 1 − ⌊x⌋ for a non-integer, 2 − x for an integer.
    let p = if above.is_integer() {
        2 - floor
    } else {
        1 - floor
    };
    (above + &BigDyadic::from_integer(p)).div_pow2(p as u64 - 1)
}

/// What is wrong with a tree given as parent links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// `vertex` names a parent `>= vertex_count` (or itself).
    BadParent {
        /// The vertex whose link is wrong.
        vertex: usize,
        /// The parent it names.
        parent: usize,
    },
    /// The parent links of `vertex` never reach a root: they run into a cycle.
    Cycle {
        /// A vertex on or above the cycle.
        vertex: usize,
    },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::BadParent { vertex, parent } => {
                write!(
                    f,
                    "vertex {vertex} names {parent} as its parent, which is no other vertex"
                )
            }
            Self::Cycle { vertex } => write!(
                f,
                "the parent links from vertex {vertex} never reach a root: they form a cycle"
            ),
        }
    }
}

impl std::error::Error for TreeError {}

impl From<TreeError> for super::super::error::Error {
    fn from(e: TreeError) -> Self {
        Self::new(e.to_string())
    }
}

/// A number: an integer part (the floor) and the set bits of the fraction. Most values have
/// all their fraction bits among 2^−1 … 2^−64: they live in one word (`word`, 2^−1 its
/// highest bit), where an edge is a shift and a sum an addition. Otherwise (`sparse`) the
/// number is `integer + Σ 2^−(key + offset)` over the keys of `bits`, whose positions (all
/// `>= 1`) move together with `offset`; it never returns to a word.
#[derive(Default)]
struct SparseNumber {
    integer: i64,
    word: u64,
    sparse: bool,
    offset: i64,
    bits: HashSet<i64, FxBuild>,
}

impl SparseNumber {
    /// Adds `2^−position` (`position >= 0`), carrying up like binary addition.
    fn add_bit(&mut self, mut position: i64) {
        loop {
            if position == 0 {
                self.integer += 1;
                return;
            }
            if !self.bits.remove(&(position - self.offset)) {
                self.bits.insert(position - self.offset);
                return;
            }
            position -= 1;
        }
    }

    /// Moves the fraction from `word` to `bits` (`bits` is empty in a word).
    fn make_sparse(&mut self) {
        if self.sparse {
            return;
        }
        self.sparse = true;
        self.offset = 0;
        let mut word = std::mem::take(&mut self.word);
        while word != 0 {
            // Bit `b` of the word is position `64 − b`.
            self.bits.insert(64 - i64::from(word.trailing_zeros()));
            word &= word - 1;
        }
    }

    /// Whether the fraction, its positions all moved `shift` places down, still fits in the
    /// word.
    fn word_takes_shift(&self, shift: i64) -> bool {
        !self.sparse && (self.word == 0 || i64::from(self.word.trailing_zeros()) >= shift)
    }

    /// Puts a Blue edge under this value.
    fn blue_edge(&mut self) {
        let a = self.integer;
        if a >= 0 {
            self.integer += 1;
            return;
        }
        // As below, in the word: the fraction moves down and the leading bit lands at −a.
        let shift = if self.word == 0 { 1 - a } else { -a };
        if -a <= 64 && self.word_takes_shift(shift) {
            // A non-zero word takes shifts up to 63 only (its lowest bit limits them).
            let shifted = if self.word == 0 {
                0
            } else {
                self.word >> shift
            };
            self.word = shifted | 1 << (64 + a);
            self.integer = 0;
            return;
        }
        self.make_sparse();
        // (x + p) / 2^(p−1) with x + p = 1 + fraction (p = 1 − a) or exactly 2 (p = 2 − a):
        // the fraction shifts by p − 1 and the leading 1 (or 2) lands at 2^−(−a).
        let shift = if self.bits.is_empty() { 1 - a } else { -a };
        self.offset += shift;
        self.integer = 0;
        self.bits.insert(-a - self.offset);
    }

    /// Puts a Red edge under this value.
    fn red_edge(&mut self) {
        let a = self.integer;
        if a < 0 {
            self.integer -= 1;
            return;
        }
        // As below, in the word: the fraction moves a + 1 places down, positions 1..=a set.
        if a < 64 && self.word_takes_shift(a + 1) {
            let shifted = if self.word == 0 {
                0
            } else {
                self.word >> (a + 1)
            };
            let ones = if a == 0 { 0 } else { u64::MAX << (64 - a) };
            self.word = shifted | ones;
            self.integer = -1;
            return;
        }
        self.make_sparse();
        // −(Blue over −x) = (x − (a + 2)) / 2^(a+1) = −2^−a + fraction / 2^(a+1), and
        // −2^−a = −1 + 2^−1 + … + 2^−a.
        self.offset += a + 1;
        self.integer = -1;
        for position in 1..=a {
            self.bits.insert(position - self.offset);
        }
    }

    /// Adds `other` into `self`, moving the smaller bit set into the larger, and leaves
    /// `other` worth 0 (a small table kept for reuse).
    fn absorb_from(&mut self, other: &mut SparseNumber) {
        if !self.sparse && !other.sparse {
            // Two words: one addition, its carry out of 2^−1 a unit.
            let (sum, carry) = self.word.overflowing_add(other.word);
            self.word = sum;
            self.integer += other.integer + i64::from(carry);
            other.integer = 0;
            other.word = 0;
            return;
        }
        // A word has no keys: the sparse number, or the larger one, keeps the sum.
        if !self.sparse || other.bits.len() > self.bits.len() {
            std::mem::swap(self, other);
        }
        self.integer += other.integer;
        if other.sparse {
            if !other.bits.is_empty() {
                for key in other.bits.drain() {
                    self.add_bit(key + other.offset);
                }
            }
        } else {
            let mut word = other.word;
            while word != 0 {
                self.add_bit(64 - i64::from(word.trailing_zeros()));
                word &= word - 1;
            }
        }
        // A large table is dropped rather than kept: emptying it again would cost its size,
        // not its contents, every time it was reused.
        if other.bits.capacity() > 64 {
            other.bits = HashSet::default();
        }
        other.integer = 0;
        other.word = 0;
        other.sparse = false;
        other.offset = 0;
    }

    fn into_big(mut self) -> BigDyadic {
        self.make_sparse();
        let integer = BigDyadic::from_integer(self.integer);
        let deepest = match self.bits.iter().max() {
            None => return integer,
            Some(&key) => key + self.offset,
        };
        let mut magnitude = vec![0u64; deepest as usize / 64 + 1];
        for key in self.bits {
            let bit = (deepest - (key + self.offset)) as usize;
            magnitude[bit / 64] |= 1 << (bit % 64);
        }
        &integer + &BigDyadic::from_parts(false, magnitude, deepest as u64)
    }
}

/// The slot of a vertex whose value is still 0 (no pool entry yet).
const NONE: u32 = u32::MAX;

/// Adds the values at `pool[a]` and `pool[b]` (distinct entries) into the one with more
/// fraction bits; returns `(kept, emptied)`, the entry holding the sum and the one left 0.
fn absorb_pair(pool: &mut [SparseNumber], a: u32, b: u32) -> (u32, u32) {
    let (kept, emptied) = if pool[a as usize].bits.len() >= pool[b as usize].bits.len() {
        (a, b)
    } else {
        (b, a)
    };
    let (low, high) = (kept.min(emptied) as usize, kept.max(emptied) as usize);
    let (head, tail) = pool.split_at_mut(high);
    let (lower, higher) = (&mut head[low], &mut tail[0]);
    if kept as usize == low {
        lower.absorb_from(higher);
    } else {
        higher.absorb_from(lower);
    }
    (kept, emptied)
}

/// The value of a Blue-Red Hackenbush forest standing on the ground: `edge_to_parent[v]` is
/// `None` for a root (a vertex on the ground) and `Some((parent, colour))` for the edge from
/// `v` down to its parent. The value is the sum over the roots.
///
/// # Errors
/// [`TreeError::BadParent`] for a parent out of range or a vertex that is its own parent;
/// [`TreeError::Cycle`] when parent links run in a cycle.
///
/// # Example
/// ```
/// use gamecore::partizan::blue_red::{tree_value, Colour::{Blue, Red}, TreeError};
/// // A path of 60 000 edges, alternating from the ground up: B R B R … → 2/3 in the limit.
/// let n = 60_000;
/// let path: Vec<_> = (0..=n)
///     .map(|v| (v > 0).then(|| (v - 1, if v % 2 == 1 { Blue } else { Red })))
///     .collect();
/// let value = tree_value(&path).unwrap();
/// assert_eq!(value.exponent(), n as u64 - 1);
/// assert!(value.floor_i64() == Some(0) && value.signum() == 1);
/// assert_eq!(tree_value(&[Some((1, Blue)), Some((0, Red))]), Err(TreeError::Cycle { vertex: 0 }));
/// ```
///
/// # Complexity
/// O(n log n) expected hash operations and O(n) memory for a forest of n vertices, whatever
/// its shape: a bit moves only into a set at least as large as its own, and each carry
/// removes a bit; the bits a Red edge adds over a positive value are paid for by the Blue
/// edges that built that value.
pub fn tree_value(edge_to_parent: &[Option<(usize, Colour)>]) -> Result<BigDyadic, TreeError> {
    let n = edge_to_parent.len();
    let mut waiting_children = vec![0u32; n];
    for (vertex, link) in edge_to_parent.iter().enumerate() {
        if let Some((parent, _)) = *link {
            if parent >= n || parent == vertex {
                return Err(TreeError::BadParent { vertex, parent });
            }
            waiting_children[parent] += 1;
        }
    }
    // Only the values in progress live: a vertex's slot names its value in `pool` (`NONE`
    // while it is still 0), and a finished value moves to its parent's slot or is added into
    // it, its pool entry (with its table, cleared) going back on the free list. A star or a
    // path of a million vertices then holds a handful of values, not one per vertex.
    let mut slot = vec![NONE; n];
    let mut pool: Vec<SparseNumber> = Vec::new();
    let mut free: Vec<u32> = Vec::new();
    let mut ready: Vec<u32> = (0..n as u32)
        .filter(|&v| waiting_children[v as usize] == 0)
        .collect();
    let mut total = SparseNumber::default();
    let mut done = 0;
    while let Some(vertex) = ready.pop() {
        let vertex = vertex as usize;
        done += 1;
        let mut index = slot[vertex];
        if index == NONE {
            index = free.pop().unwrap_or_else(|| {
                pool.push(SparseNumber::default());
                pool.len() as u32 - 1
            });
        }
        match edge_to_parent[vertex] {
            None => {
                total.absorb_from(&mut pool[index as usize]);
                free.push(index);
            }
            Some((parent, colour)) => {
                let value = &mut pool[index as usize];
                if colour == Colour::Blue {
                    value.blue_edge();
                } else {
                    value.red_edge();
                }
                let into = slot[parent];
                if into == NONE {
                    slot[parent] = index;
                } else {
                    let (kept, emptied) = absorb_pair(&mut pool, into, index);
                    slot[parent] = kept;
                    free.push(emptied);
                }
                waiting_children[parent] -= 1;
                if waiting_children[parent] == 0 {
                    ready.push(parent as u32);
                }
            }
        }
    }
    if done < n {
        let vertex = (0..n).find(|&v| waiting_children[v] > 0).unwrap_or(0);
        return Err(TreeError::Cycle { vertex });
    }
    Ok(total.into_big())
}

#[cfg(test)]
mod tests {
    use super::picture_value;
    use super::{edge_over, string_value, string_value_big, tree_value, Colour, TreeError};
    use crate::partizan::big::BigDyadic;
    use crate::partizan::dyadic::{Dyadic, DyadicError};
    use crate::partizan::number_game::NumberGameSolver;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::time::Instant;

    fn colours(text: &str) -> Vec<Colour> {
        text.bytes()
            .map(|b| if b == b'B' { Colour::Blue } else { Colour::Red })
            .collect()
    }

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    /// Known values of stalks (Winning Ways ch. 2; Berlekamp's Hackenbush number system).
    #[rstest]
    #[case("", "0")]
    #[case("B", "1")]
    #[case("R", "-1")]
    #[case("BB", "2")]
    #[case("BR", "1/2")]
    #[case("RB", "-1/2")]
    #[case("BRR", "1/4")]
    #[case("BBR", "3/2")]
    #[case("RBB", "-1/4")]
    #[case("BRB", "3/4")]
    #[case("BBRB", "7/4")]
    #[case("BWW", "1/4")]
    #[case("BRBRBR", "21/32")]
    #[case("RRRBRB", "-21/8")]
    fn stalks_from_the_literature(#[case] stalk: &str, #[case] value: &str) {
        let stalk = stalk.replace('W', "R");
        assert_eq!(string_value(&colours(&stalk)).unwrap(), d(value), "{stalk}");
        assert_eq!(
            string_value_big(&colours(&stalk)).to_dyadic(),
            Some(d(value)),
            "{stalk}"
        );
    }

    /// A plain game search over a tree given by parent links: a position is the set of edges
    /// (vertices other than roots) still standing.
    fn tree_by_search(tree: &[Option<(usize, Colour)>]) -> Dyadic {
        let n = tree.len();
        let grounded = |alive: u32| -> u32 {
            // A vertex stands if its edge is alive and its parent stands (parents first by
            // repeated passes: trees here are tiny).
            let mut standing = 0u32;
            for _ in 0..n {
                for v in 0..n {
                    if let Some((p, _)) = tree[v] {
                        let parent_ok = tree[p].is_none() || standing >> p & 1 == 1;
                        if alive >> v & 1 == 1 && parent_ok {
                            standing |= 1 << v;
                        }
                    }
                }
            }
            standing
        };
        let cuts = |colour: Colour| {
            move |&alive: &u32, out: &mut Vec<u32>| {
                for v in 0..n {
                    if alive >> v & 1 == 1 && tree[v].map(|(_, c)| c) == Some(colour) {
                        out.push(grounded(alive & !(1 << v)));
                    }
                }
            }
        };
        let all = (0..n)
            .filter(|&v| tree[v].is_some())
            .fold(0, |m, v| m | 1 << v);
        NumberGameSolver::new()
            .value(&grounded(all), cuts(Colour::Blue), cuts(Colour::Red))
            .unwrap()
    }

    fn random_colour(rng: &mut ChaCha8Rng) -> Colour {
        if rng.r#gen() {
            Colour::Blue
        } else {
            Colour::Red
        }
    }

    #[test]
    fn random_strings_against_a_game_search() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let len = rng.gen_range(0..=12);
            let stalk: Vec<Colour> = (0..len).map(|_| random_colour(&mut rng)).collect();
            let path: Vec<Option<(usize, Colour)>> = (0..=len)
                .map(|v| {
                    if v == 0 {
                        None
                    } else {
                        Some((v - 1, stalk[v - 1]))
                    }
                })
                .collect();
            let expected = tree_by_search(&path);
            assert_eq!(string_value(&stalk).unwrap(), expected, "{stalk:?}");
            assert_eq!(
                string_value_big(&stalk).to_dyadic(),
                Some(expected),
                "{stalk:?}"
            );
            assert_eq!(
                tree_value(&path).unwrap().to_dyadic(),
                Some(expected),
                "{stalk:?}"
            );
        }
    }

    #[test]
    fn random_trees_against_a_game_search() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..400 {
            let n = rng.gen_range(1..=13); // at most 12 edges per root
            let roots = if round % 4 == 0 { 2.min(n) } else { 1 };
            let tree: Vec<Option<(usize, Colour)>> = (0..n)
                .map(|v| {
                    if v < roots {
                        None
                    } else {
                        Some((rng.gen_range(0..v), random_colour(&mut rng)))
                    }
                })
                .collect();
            let expected = tree_by_search(&tree);
            assert_eq!(
                tree_value(&tree).unwrap().to_dyadic(),
                Some(expected),
                "{tree:?}"
            );
            // The same tree as a picture: ground = vertex 0 with every root merged into it.
            let id = |v: usize| if v < roots { 0 } else { v };
            let picture: Vec<_> = (0..n)
                .filter_map(|v| tree[v].map(|(p, c)| (id(p), v, c)))
                .collect();
            assert_eq!(picture_value(&picture).unwrap(), expected, "{tree:?}");
        }
    }

    #[test]
    fn edge_over_matches_the_search_of_a_stalk_on_top() {
        // Any value born by day 5 as a stalk; an edge under it must give the longer stalk.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let len = rng.gen_range(0..=10);
            let stalk: Vec<Colour> = (0..len).map(|_| random_colour(&mut rng)).collect();
            let colour = random_colour(&mut rng);
            let mut longer = vec![colour];
            longer.extend(&stalk);
            assert_eq!(
                edge_over(colour, &string_value_big(&stalk)),
                string_value_big(&longer),
                "{colour:?} under {stalk:?}"
            );
        }
    }

    #[test]
    fn bad_trees_are_reported() {
        use Colour::Blue;
        assert_eq!(
            tree_value(&[None, Some((5, Blue))]),
            Err(TreeError::BadParent {
                vertex: 1,
                parent: 5
            })
        );
        assert_eq!(
            tree_value(&[None, Some((1, Blue))]),
            Err(TreeError::BadParent {
                vertex: 1,
                parent: 1
            })
        );
        assert!(matches!(
            tree_value(&[None, Some((2, Blue)), Some((3, Blue)), Some((1, Blue))]),
            Err(TreeError::Cycle { .. })
        ));
        assert_eq!(tree_value(&[]).unwrap(), BigDyadic::zero());
    }

    #[test]
    fn string_value_refuses_more_than_62_fraction_bits() {
        let mut stalk = vec![Colour::Blue];
        stalk.extend(vec![Colour::Red; 62]);
        assert_eq!(string_value(&stalk).unwrap(), Dyadic::new(1, 62).unwrap());
        stalk.push(Colour::Red);
        assert_eq!(string_value(&stalk), Err(DyadicError::DenominatorTooLarge));
        assert_eq!(string_value_big(&stalk).exponent(), 63);
    }

    /// The plain bottom-up evaluation with [`BigDyadic`] arithmetic (O(n · bits)): children
    /// have larger indices than their parents in these trees.
    fn tree_by_big_arithmetic(tree: &[Option<(usize, Colour)>]) -> BigDyadic {
        let mut values = vec![BigDyadic::zero(); tree.len()];
        let mut total = BigDyadic::zero();
        for v in (0..tree.len()).rev() {
            match tree[v] {
                None => total = &total + &values[v],
                Some((parent, colour)) => {
                    let contribution = edge_over(colour, &values[v]);
                    values[parent] = &values[parent] + &contribution;
                }
            }
        }
        total
    }

    #[test]
    fn sparse_tree_values_agree_with_big_arithmetic() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for round in 0..60 {
            let n = rng.gen_range(2..=3000);
            // Shapes: random recursive trees, long paths with short branches, and brooms.
            let tree: Vec<Option<(usize, Colour)>> = (0..n)
                .map(|v| {
                    if v == 0 {
                        return None;
                    }
                    let parent = match round % 3 {
                        0 => rng.gen_range(0..v),
                        1 => v - 1 - rng.gen_range(0..v.min(3)),
                        _ => (v - 1).min(n / 2),
                    };
                    // Biased colours make long runs, so Red edges land over large values.
                    let colour = if rng.gen_ratio(if round % 2 == 0 { 1 } else { 4 }, 5) {
                        Colour::Blue
                    } else {
                        Colour::Red
                    };
                    Some((parent, colour))
                })
                .collect();
            assert_eq!(
                tree_value(&tree).unwrap(),
                tree_by_big_arithmetic(&tree),
                "round {round}, {n} vertices"
            );
        }
    }

    fn alternating_path(n: usize, start: Colour) -> Vec<Option<(usize, Colour)>> {
        (0..=n)
            .map(|v| {
                if v == 0 {
                    None
                } else if v % 2 == 1 {
                    Some((v - 1, start))
                } else {
                    Some((v - 1, start.opposite()))
                }
            })
            .collect()
    }

    #[test]
    fn long_paths_agree_with_the_string_rule() {
        for n in [1000, 4321, 100_000] {
            for start in [Colour::Blue, Colour::Red] {
                let path = alternating_path(n, start);
                let stalk: Vec<Colour> = path[1..].iter().map(|e| e.unwrap().1).collect();
                assert_eq!(
                    tree_value(&path).unwrap(),
                    string_value_big(&stalk),
                    "n = {n}"
                );
            }
        }
    }

    /// Times of the shapes the issue names (release build: `cargo test --release -p gamecore
    /// --lib blue_red::tests::large_shapes -- --ignored --nocapture`).
    #[test]
    #[ignore = "timing; run in release"]
    fn large_shapes() {
        let n = 100_000;
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let path = alternating_path(n, Colour::Blue);
        // Caterpillar: a spine with a leaf edge on every spine vertex.
        let mut caterpillar: Vec<Option<(usize, Colour)>> = vec![None];
        let mut spine = 0;
        for i in 0..n / 2 {
            let colour = if i % 2 == 0 {
                Colour::Blue
            } else {
                Colour::Red
            };
            caterpillar.push(Some((spine, colour)));
            spine = caterpillar.len() - 1;
            caterpillar.push(Some((spine, random_colour(&mut rng))));
        }
        // Broom: a long alternating handle, then many leaves at its bottom end.
        let handle = n / 2;
        let mut broom = alternating_path(handle, Colour::Red);
        for _ in 0..n - handle {
            broom.push(Some((handle, random_colour(&mut rng))));
        }
        // Random recursive tree; and bunches of Blue leaves under Red spine edges, so that
        // each Red edge lands over a large positive value.
        let random: Vec<_> = (0..=n)
            .map(|v| (v > 0).then(|| (rng.gen_range(0..v), random_colour(&mut rng))))
            .collect();
        let mut bunches: Vec<Option<(usize, Colour)>> = vec![None];
        let mut spine = 0;
        while bunches.len() < n {
            bunches.push(Some((spine, Colour::Red)));
            spine = bunches.len() - 1;
            for _ in 0..100 {
                bunches.push(Some((spine, Colour::Blue)));
            }
        }
        for (name, tree) in [
            ("path", &path),
            ("caterpillar", &caterpillar),
            ("broom", &broom),
            ("random", &random),
            ("bunches", &bunches),
        ] {
            let start = Instant::now();
            let value = tree_value(tree).unwrap();
            let elapsed = start.elapsed().as_secs_f64() * 1e3;
            let start = Instant::now();
            assert_eq!(value, tree_by_big_arithmetic(tree), "{name}");
            println!(
                "{name}: {} vertices, value exponent {}, {elapsed:.1} ms (plain BigDyadic \
                 arithmetic: {:.1} ms)",
                tree.len(),
                value.exponent(),
                start.elapsed().as_secs_f64() * 1e3
            );
        }
    }
}
