//! Impartial games played on boards and graphs whose positions fall apart into independent
//! components: Cram, Node Kayles, Chomp. A position's nim value is the nim-sum of its
//! components' values (the Sprague–Grundy theorem), so the [`Solver`] stores values of
//! *components* only, each under a canonical key (up to the board's symmetries), in a
//! [`Table`] of bounded size.
//!
//! A ruleset says how a position splits into components, what a component's canonical key is,
//! and what its options are ([`Ruleset`]); the solver does the rest:
//!
//! - a component's value is the mex of its options' values, each option being split into its
//!   components again, each looked up or searched;
//! - components too small to need a search are answered by the ruleset's endgame table
//!   ([`Ruleset::known`]);
//! - [`Solver::is_p_plus`] decides only whether `G + *n` is a second-player win (the test of
//!   Lemoine and Viennot): a position with several components is decided by computing the
//!   values of all components but the largest and testing the largest against their nim-sum,
//!   which asks for one winning reply where a value would need every option;
//! - by default ([`Method::Aspiration`], after Beling and Rogalski's aspiration sets) a search
//!   asks whether a component's value lies in a *set* of values still wanted, and answers
//!   with the value whenever it finds it: the options are split one at a time and looked up
//!   as they come (most searches end there, on an option the table already values in the
//!   set, before the others are split or ordered); then the options are asked for the wanted
//!   values still open (an option of value `m` rules `m` out: when all are ruled out, so is
//!   the set); if some remain, every option not settled is asked once for all the values up
//!   to the largest one open that no option is known to have, and the least value no option
//!   has is the value. A value wanted without a set is found by Lemoine and Viennot's loop
//!   (the least value no option is known to have, until no option has it), each option
//!   answering with its value when it finds it. An option of several components is asked as
//!   Lemoine and Viennot test a sum: every component but the largest is valued, and the
//!   largest is asked for the set shifted by the nim-sum of their values. Sets hold values
//!   below 32; past that the search falls back to the tests;
//! - [`Method::Tests`] (the search before aspiration sets, kept as a second method) expands a
//!   component once per question "is the value `t`?" (first a search for an option of value
//!   `t`, which refutes it; if there is none, the values below `t` in increasing order, the
//!   first one no option has being the value) or "what is the value?" (that loop alone);
//! - what the table tells of an option's components is kept in the frame, so a question
//!   asked again of the same option costs no probe; options are tried in the ruleset's order
//!   or, when it asks ([`Ruleset::split_first`]), those whose largest component is smallest
//!   first (they split early), after the options the table already settles (an enhanced
//!   transposition cutoff); among options whose largest components are as large, the moves
//!   that gave a search a value it wanted before come first (the history heuristic of α-β
//!   search, with a counter-move count for the move that led to the component): on Cram
//!   this halves the components searched. A move's count is its images' too under the
//!   symmetries of the board ([`Ruleset::move_images`]: a component's image has its key,
//!   so the moved image answers there): on the Cram rectangles of 40 to 45 cells this
//!   searches 17 % fewer components in all (5×8 19 %, 11×4 30 %);
//! - of an option's components, the one asked for a set is the largest the table does not
//!   value (the others are valued, at no cost when the table gives them);
//! - a key may come with what the component's shape alone tells (its [`Known`]): a Cram
//!   region that is its own half-turn, a Node Kayles component that a symmetry of its own
//!   inverse maps onto itself, pairing each vertex with a non-neighbour, is 0 by the mirror
//!   strategy (and not 0 when the pairs fail only around a centre the first player takes),
//!   with no search;
//! - once the table has outgrown a core's caches ([`PREFETCH_FROM`]), a look-up is mostly a
//!   miss (half of a 6×7 Cram run's time was the load of a bucket): the options are then
//!   split one ahead and their buckets prefetched ([`Store::prefetch`]), so that a look-up
//!   overlaps the next option's split and keys;
//! - the values the table gives as the cutoff goes through the options are kept in a small
//!   direct-mapped cache by key, asked before the table: the same components recur among
//!   nearby options, a value never changes, and the cache stays in the nearest level of the
//!   processor's (7–10 % less CPU on Cram rectangles of 28 to 40 cells);
//! - the table starts at 64 KiB and doubles only when it has replaced twice its capacity
//!   since it last grew, keeping values before refutations and larger components before
//!   smaller ones: a search whose working set fits stays small and in the cache; each
//!   doubling adds one segment as large as the table was, so a large segment is one
//!   allocation that a program can give huge pages (the explorer does: a page walk per
//!   look-up fewer once the table is gigabytes);
//! - a ruleset whose keys number its components densely in at most 64 bits
//!   ([`Ruleset::dense_key_bits`]; Cram on boards up to 3×21, 6×7 and 7×7, not 8×8; Node
//!   Kayles on graphs of at most 63 vertices) has them
//!   kept in one word an entry ([`dense`]): a bijective hash of the key picks the bucket by its
//!   low bits and the entry keeps the rest, so the look-up stays exact in half the memory;
//! - the solver keeps what it learns in a [`Store`]: its own [`Table`], or a handle on a
//!   [`shared_table::SharedTable`] that solvers on other threads write too, so that
//!   [`parallel::value_on_threads`] can solve one position on every core (each thread runs
//!   the whole search, in its own order, finding what the others learnt in the table; the
//!   first to finish stops the others through [`Solver::stop_when`]).
//!
//! Beside the solver: [`chomp_table`] values every Chomp staircase inside a box at once, in a
//! dense array by rank (Chomp never splits and its positions are few enough to count: 12×12
//! in under a second, where `igsolve`'s search takes 5–10 s), [`cram_parts`] values a Cram
//! board of any size region by region (rules for twins, strips, rings and half-turns; the
//! solver for the rest), [`node_kayles_parts`] does the same for Node Kayles on a graph of any
//! size (twins, seen up to the numbering of their vertices by [`isomorphism`]; paths, cycles,
//! mirrors; the solver for parts of at most 64 vertices), [`grid_kayles`] plays Node Kayles on
//! a board's cells with Cram's keys (a grid graph's components keyed by their shape, wherever
//! they lie), and [`published`] holds the Cram
//! values of the literature. [`cram::Cram::is_mirrored`] tells a position the second player
//! wins by copying moves (regions their own half-turn, twin regions).
//!
//! # Example
//! ```
//! use gamecore::boards::{cram::Cram, Solver};
//! let board = Cram::rectangle(3, 5).unwrap();
//! let start = board.start();
//! let mut solver = Solver::new(board, 1 << 20);
//! assert_eq!(solver.value(start), 1); // 3×5 Cram is worth *1 (the Glop records)
//! ```
//!
//! # Constraints
//! A position is a `u64` (a set of at most 64 cells or vertices, or a Chomp staircase packed in
//! nibbles). Each move removes at least one cell, so the search goes at most 64 frames deep.
//!
//! # Complexity
//! Each distinct component (up to symmetry) reached is expanded once per question while the
//! table holds it: time O(components · options · c) with c the cost of splitting and keying
//! an option (O(cells)) and of the table probes; memory the table's bound (16 bytes an entry,
//! four to a 64-byte line) plus O(64 · options · parts) for the frames, 32 KiB for a
//! direct-mapped cache of recent keys (by a component's cells: about half the keys a Cram
//! search asks for were computed shortly before) and 16 KiB for the cache of values.
//! Exponential in the board size in the worst case: boards are research problems.

pub mod automorphisms;
pub mod chomp;
pub mod chomp_table;
pub mod cram;
pub mod cram_parts;
pub mod dense;
pub mod families;
pub mod grid_kayles;
pub mod isomorphism;
pub mod mirror;
pub mod node_kayles;
pub mod node_kayles_parts;
pub mod parallel;
pub mod published;
pub mod shared_table;

use dense::{DenseKeys, DENSE_TAG};
use std::fmt;

/// What a connected component is as a graph (of cells joined by a domino place, or of
/// vertices): a path and a cycle are the shapes whose values follow from Dawson's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartShape {
    /// No vertex with more than two neighbours and no cycle (a lone vertex is one).
    Path,
    /// Every vertex with exactly two neighbours.
    Cycle,
    /// A vertex with three neighbours or more.
    Branching,
}

impl PartShape {
    /// The shape of a connected part from each vertex's number of neighbours in it: `None`
    /// when some vertex has more than two, else the sum of the degrees.
    fn of_degrees(vertices: u32, degrees: impl Iterator<Item = u32>) -> Self {
        let mut sum = 0;
        for degree in degrees {
            if degree > 2 {
                return PartShape::Branching;
            }
            sum += degree;
        }
        // Connected with no degree above 2: a path has one edge fewer than vertices.
        if sum / 2 < vertices {
            PartShape::Path
        } else {
            PartShape::Cycle
        }
    }
}

/// A component's canonical key: its cells packed into 64 bits and a nonzero tag (for Cram
/// the shape of the bounding box) that tells packings of different shapes apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    /// The cells, packed the way the ruleset packs the canonical image.
    pub bits: u64,
    /// Tells packings of different shapes apart: from 1 to 2^16 − 1 (the table marks a free
    /// slot with 0).
    pub tag: u32,
}

/// The rules of an impartial game whose positions split into independent components.
pub trait Ruleset {
    /// Adds to `out` the components of `pos` (nothing for a position with no cells), whose
    /// values add up (nim-sum) to the value of `pos`. A game that never splits pushes `pos`
    /// itself. A component may come smaller than it is, as a part of it that is the same game
    /// (Cram drops twin leaves and bridges), or cut where the moves across add nothing (Cram
    /// parts a 2×2 block whose opposite corners are twins).
    fn split(&self, pos: u64, out: &mut Vec<u64>);

    /// The canonical key of the component `part` (equal for components that are the same game
    /// by a symmetry of the board, different otherwise; the tag not 0), and what the shape
    /// alone tells of its value (a symmetry strategy, say).
    fn key(&self, part: u64) -> (Key, Known);

    /// Adds to `out` every option of the component `part` (each a position, which may split).
    fn options(&self, part: u64, out: &mut Vec<u64>);

    /// The value of a component small enough to know without a search, if it is.
    fn known(&self, _part: u64) -> Option<u32> {
        None
    }

    /// The size of a component (its cells): the solver keeps larger ones in the table when it
    /// must replace an entry, and tests the largest component last.
    fn size(&self, part: u64) -> u32 {
        part.count_ones()
    }

    /// Whether the solver should try first the options whose largest component is smallest
    /// (they split early); otherwise options are tried in the order [`Ruleset::options`] gives.
    fn split_first(&self) -> bool {
        false
    }

    /// Adds to `out` the images of a move (`moved`: the cells it takes) under the symmetries
    /// of the starting position other than the identity. The solver counts a move that
    /// answered a search for its images too: the image of a component is the same game (one
    /// key), so the move's image answers there. Only the order of options depends on it.
    fn move_images(&self, _moved: u64, _out: &mut Vec<u64>) {}

    /// The width w when every key [`Ruleset::key`] gives is dense: of tag
    /// [`dense::DENSE_TAG`] and bits below 2^w (w ≤ 64). A table then keeps an entry in one
    /// word, eight to a cache line instead of four ([`dense`]); `None` (the default): keys of
    /// any tag and bits. A dense numbering may be the ruleset's own (Cram numbers the shapes
    /// of its board): keys of two rulesets then must not share a table.
    fn dense_key_bits(&self) -> Option<u32> {
        None
    }
}

/// Counters of a search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Components searched (expanded into their options).
    pub expanded: u64,
    /// Values found in the table (or in the solver's cache of values the table gave lately).
    pub hits: u64,
    /// Entries in the table now (with a shared table, those this solver added).
    pub entries: u64,
    /// Entries the table dropped to make room.
    pub replaced: u64,
}

/// Two-word entries in a bucket.
const WAYS: usize = 4;
/// One-word entries in a bucket ([`dense`]).
const DENSE_WAYS: usize = 8;

/// A cache line of a table (aligned so that a probe reads one line): four entries of two
/// words (the key's bits, then [`pack`]'s word), or eight of one for dense keys.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([u64; 8]);

impl Bucket {
    /// The two-word entries.
    fn pairs(&self) -> impl Iterator<Item = [u64; 2]> + '_ {
        self.0.chunks_exact(2).map(|pair| [pair[0], pair[1]])
    }
}

/// What the table knows of a component: its value, or values it does not have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Known {
    /// The value, when known.
    pub value: Option<u32>,
    /// Bit `m` set: the value is not `m` (for `m` < 32).
    pub not: u32,
}

impl Known {
    /// Whether the value is known not to be `n`.
    pub fn excludes(&self, n: u32) -> bool {
        match self.value {
            Some(v) => v != n,
            None => n < 32 && self.not >> n & 1 == 1,
        }
    }
}

/// A transposition table from [`Key`] to [`Known`] with a bound on its entries (16 bytes
/// each, in buckets of four; for dense keys 8 bytes, in buckets of eight: [`dense`]): it starts
/// at 64 KiB (or the bound, if smaller); a full bucket makes room by dropping a refutation
/// before a value, the smallest component first; once the table has replaced twice its
/// capacity since it last grew, it doubles (while under the bound). The entries kept never
/// change a value, only what is searched again.
///
/// # Example
/// ```
/// use gamecore::boards::{EntryError, Key, Known, Table};
/// let mut table = Table::with_bytes(1 << 10);
/// let key = Key { bits: 0b1011, tag: 7 };
/// assert_eq!(table.get(key), None);
/// table.put(key, Known { value: None, not: 0b101 }, 4);
/// assert!(table.get(key).unwrap().excludes(2));
/// table.put(key, Known { value: Some(3), not: 0 }, 4);
/// assert_eq!(table.get(key).unwrap().value, Some(3));
/// assert_eq!(table.capacity(), 64); // the bound: 1024 bytes, 16 a slot
///
/// // Keys of tag 1 below 2^40: twice the entries in the same bytes, and no other key.
/// let dense = Table::for_keys(1 << 20, Some(40));
/// assert_eq!(dense.capacity(), 1 << 17);
/// let (known, wide) = (Known { value: Some(2), not: 0 }, Key { bits: 1 << 40, tag: 1 });
/// assert_eq!(dense.check(Key { bits: 5, tag: 1 }, known), Ok(()));
/// assert_eq!(dense.check(wide, known), Err(EntryError::NotDense(wide)));
/// assert_eq!(table.check(wide, known), Ok(()));
/// ```
///
/// # Constraints
/// Tags below 2^16, values below 2^8; for a table made for dense keys of width w, every key
/// of tag [`dense::DENSE_TAG`] and bits below 2^w.
///
/// # Panics
/// `get` and `put` of a dense table, on a key that is not dense.
///
/// # Complexity
/// `get` O(1), `put` O(1) amortised (a doubling moves about half the entries, after at least
/// twice as many replacements); memory 16 bytes a slot (8 for dense keys), never more than the
/// bound. A doubling adds a segment as large as the table was and copies nothing, so the peak
/// is the table's new size (a copy would hold the old and the new table at once: on 5×7 Cram
/// 5.5 MB of peak RSS, 4.4 now).
pub struct Table {
    /// The buckets in segments ([`segment_of`]). Per two-word entry: the key's bits, then tag
    /// << 48 | size << 41 | known << 40 | value << 32 | not (a tag of 0: free); a dense entry
    /// is [`dense::DenseKeys::word`] (0: free).
    segments: Vec<Vec<Bucket>>,
    buckets: usize,
    /// The most buckets the bound allows.
    max_buckets: usize,
    entries: u64,
    replaced: u64,
    /// Entries replaced since the table last doubled.
    pressure: u64,
    /// How dense keys are kept, for a table of one-word entries.
    dense: Option<DenseKeys>,
}

/// The buckets a table starts with (64 KiB), when its bound allows (a table whose bound is
/// smaller is one segment and never grows).
const START_SHIFT: u32 = 10;
const START_BUCKETS: usize = 1 << START_SHIFT;

/// Where bucket `index` is in a table that started with [`START_BUCKETS`] buckets and added
/// one segment at each doubling, as large as the table was: (segment, index in it). Segment 0
/// holds buckets 0 .. 2^10, segment s ≥ 1 holds 2^(9+s) .. 2^(10+s). One allocation a
/// doubling, so a large segment can be given huge pages whole (the explorer's allocator asks
/// for them), where 64 KiB blocks could not.
#[inline]
fn segment_of(index: usize) -> (usize, usize) {
    let segment = (usize::BITS - (index >> START_SHIFT).leading_zeros()) as usize;
    let first = (START_BUCKETS >> 1 << segment) & !(START_BUCKETS - 1);
    (segment, index - first)
}

/// The sizes of the segments holding buckets `0..count` ([`segment_of`]), `count` a power of
/// two: one segment up to [`START_BUCKETS`], then one per doubling.
fn segment_sizes(count: usize) -> impl Iterator<Item = usize> {
    let first = count.min(START_BUCKETS);
    std::iter::once(first).chain(
        std::iter::successors(Some(first), |&size| Some(size * 2))
            .take_while(move |&size| size < count),
    )
}

/// The largest power of two at most `bytes / 64` (at least 1): the buckets a bound allows.
fn buckets_within(bytes: u64) -> usize {
    let wanted = (bytes / 64).max(1);
    1usize << (63 - wanted.leading_zeros()).min(usize::BITS - 2)
}

/// How a table of at most `bytes` bytes for keys dense of width `dense_bits` (if given) is laid
/// out: the most buckets its bound allows, how it keeps dense keys (when they are, and the
/// bound holds the buckets they need), and the buckets it starts with (64 KiB, or the bound if
/// smaller, or what dense keys need if more).
fn layout(bytes: u64, dense_bits: Option<u32>) -> (usize, Option<DenseKeys>, usize) {
    let max_buckets = buckets_within(bytes);
    let dense = dense_bits
        .and_then(DenseKeys::new)
        .filter(|keys| max_buckets >= keys.least_buckets());
    let start = match dense {
        Some(keys) => keys.least_buckets().max(START_BUCKETS).min(max_buckets),
        None => max_buckets.min(START_BUCKETS),
    };
    (max_buckets, dense, start)
}

/// A table doubles (within its bound) once it has replaced this many times its capacity of
/// entries since it last doubled: a search whose entries fit stays small (and its probes in
/// the cache), one that keeps replacing grows.
const GROW_AFTER: u64 = 2;

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket of four entries), its entries a
    /// power of two.
    pub fn with_bytes(bytes: u64) -> Self {
        Self::for_keys(bytes, None)
    }

    /// A table of at most `bytes` bytes for keys that are dense of width `dense_bits` when it
    /// is given ([`Ruleset::dense_key_bits`]): one word an entry, when the bound holds the
    /// [`DenseKeys::least_buckets`] such keys need; else as [`Table::with_bytes`].
    pub fn for_keys(bytes: u64, dense_bits: Option<u32>) -> Self {
        let (max_buckets, dense, start) = layout(bytes, dense_bits);
        Table {
            segments: segment_sizes(start)
                .map(|size| vec![Bucket::default(); size])
                .collect(),
            buckets: start,
            max_buckets,
            entries: 0,
            replaced: 0,
            pressure: 0,
            dense,
        }
    }

    fn ways(&self) -> usize {
        if self.dense.is_some() {
            DENSE_WAYS
        } else {
            WAYS
        }
    }

    /// The most entries the table may hold (its bound).
    pub fn capacity(&self) -> usize {
        self.max_buckets * self.ways()
    }

    fn slot(&self, index: usize) -> &Bucket {
        let (segment, at) = segment_of(index);
        &self.segments[segment][at]
    }

    fn slot_mut(&mut self, index: usize) -> &mut Bucket {
        let (segment, at) = segment_of(index);
        &mut self.segments[segment][at]
    }

    /// Doubles the buckets by a new segment (nothing copied: the peak memory is the new
    /// size). An entry of bucket b stays there or moves to bucket b + (the old count), by one
    /// more bit of its hash, each keeping its order (the buckets are as a rehash into a new
    /// table would leave them).
    fn grow(&mut self) {
        let half = self.buckets;
        self.segments.push(vec![Bucket::default(); half]);
        self.buckets *= 2;
        for index in 0..half {
            let old = *self.slot(index);
            let (mut stay, mut moved) = (Bucket::default(), Bucket::default());
            let (mut kept, mut sent) = (0, 0);
            if let Some(keys) = self.dense {
                let bit = half.trailing_zeros();
                for &word in old.0.iter().filter(|&&word| word != 0) {
                    if keys.hash_bit(word, bit) {
                        moved.0[sent] = word;
                        sent += 1;
                    } else {
                        stay.0[kept] = word;
                        kept += 1;
                    }
                }
            } else {
                for slot in old.pairs().filter(|slot| slot[1] != 0) {
                    let (key, _, _) = entry(slot[0], slot[1]);
                    let to = if self.bucket(key) == index {
                        kept += 2;
                        &mut stay.0[kept - 2..kept]
                    } else {
                        sent += 2;
                        &mut moved.0[sent - 2..sent]
                    };
                    to.copy_from_slice(&slot);
                }
            }
            *self.slot_mut(index) = stay;
            *self.slot_mut(index + half) = moved;
        }
    }

    /// Every entry, in bucket order: its key, what is known, and the size kept for it (the
    /// component's cells, at most 127; at most 63 for dense keys).
    pub fn entries(&self) -> impl Iterator<Item = (Key, Known, u32)> + '_ {
        let dense = self.dense;
        self.segments
            .iter()
            .flatten()
            .enumerate()
            .flat_map(move |(index, bucket)| {
                listed_entries(index, dense, &bucket.0, bucket.pairs())
            })
            .flatten()
    }

    /// The entries held now.
    pub fn len(&self) -> usize {
        usize::try_from(self.entries).unwrap_or(usize::MAX)
    }

    /// Whether the table holds nothing.
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    #[inline]
    fn hash(&self, key: Key) -> u64 {
        key_hash(self.dense, key)
    }

    fn bucket(&self, key: Key) -> usize {
        self.hash(key) as usize & (self.buckets - 1)
    }

    /// What is stored for `key`, if anything.
    pub fn get(&self, key: Key) -> Option<Known> {
        let hash = self.hash(key);
        let bucket = self.slot(hash as usize & (self.buckets - 1));
        if let Some(keys) = self.dense {
            return bucket
                .0
                .iter()
                .find(|&&word| keys.matches(word, hash))
                .map(|&word| keys.known(word));
        }
        let tag = u64::from(key.tag);
        bucket
            .pairs()
            .find(|slot| slot[1] >> 48 == tag && slot[0] == key.bits)
            .map(|slot| unpack(slot[1]))
    }

    /// Stores `known` for `key`, a component of `size` cells (over what was there), replacing
    /// the smallest component of a full bucket.
    ///
    /// # Panics
    /// If the value is 2^8 or more, or `key.tag` is 0 or 2^16 or more; in a table for dense
    /// keys, if the key is not dense: whatever [`Table::check`] refuses.
    pub fn put(&mut self, key: Key, known: Known, size: u32) {
        match self.dense {
            Some(keys) => self.put_dense(keys, key, known, size),
            None => self.put_wide(key, known, size),
        }
    }

    /// Whether [`Table::put`] can store `known` for `key` (a table for dense keys holds only
    /// those); for entries from outside the search, such as a checkpoint's.
    ///
    /// # Errors
    /// Why it cannot: the [`EntryError`] for the first rule the entry breaks (an example is
    /// [`Table`]'s).
    pub fn check(&self, key: Key, known: Known) -> Result<(), EntryError> {
        check_entry(self.dense, key, known)
    }

    /// Doubles the table (within its bound) until the entries it holds and `more` fill at
    /// most three quarters of it: entries about to be loaded (a checkpoint's) are then kept,
    /// where a table left at its first size would replace most of them by each other.
    ///
    /// # Complexity
    /// O(slots after) at most, for the doublings.
    pub fn make_room(&mut self, more: usize) {
        let wanted = self.len().saturating_add(more);
        while self.buckets < self.max_buckets
            && wanted.saturating_mul(4) > self.buckets * self.ways() * 3
        {
            self.pressure = 0;
            self.grow();
        }
    }

    /// Whether the table should double before it replaces an entry.
    fn may_grow(&self) -> bool {
        self.buckets < self.max_buckets
            && self.pressure >= GROW_AFTER * (self.buckets * self.ways()) as u64
    }

    /// Counts a replacement.
    fn replacing(&mut self) {
        self.pressure += 1;
        self.replaced += 1;
    }

    fn put_wide(&mut self, key: Key, known: Known, size: u32) {
        let meta = pack(key, known, size);
        let tag = u64::from(key.tag);
        loop {
            let may_grow = self.may_grow();
            let index = self.bucket(key);
            let bucket = &mut self.slot_mut(index).0;
            let slots = || (0..WAYS).map(|i| 2 * i);
            if let Some(same) =
                slots().find(|&i| bucket[i + 1] >> 48 == tag && bucket[i] == key.bits)
            {
                bucket[same + 1] = meta;
                return;
            }
            let place = match slots().find(|&i| bucket[i + 1] == 0) {
                Some(free) => {
                    self.entries += 1;
                    free
                }
                None if may_grow => {
                    self.pressure = 0;
                    self.grow();
                    continue;
                }
                None => {
                    let victim = slots()
                        .min_by_key(|&i| keep_rank(bucket[i + 1]))
                        .unwrap_or(0);
                    self.replacing();
                    victim
                }
            };
            let bucket = &mut self.slot_mut(index).0;
            bucket[place] = key.bits;
            bucket[place + 1] = meta;
            return;
        }
    }

    fn put_dense(&mut self, keys: DenseKeys, key: Key, known: Known, size: u32) {
        let hash = self.hash(key);
        let word = match keys.word(hash, known, size) {
            Some(word) => word,
            None => return,
        };
        loop {
            let may_grow = self.may_grow();
            let bucket = &mut self.slot_mut(hash as usize & (self.buckets - 1)).0;
            if let Some(same) = bucket.iter_mut().find(|old| keys.matches(**old, hash)) {
                *same = word;
                return;
            }
            if let Some(free) = bucket.iter_mut().find(|old| **old == 0) {
                *free = word;
                self.entries += 1;
                return;
            }
            if may_grow {
                self.pressure = 0;
                self.grow();
                continue;
            }
            let mut victim = 0;
            for i in 1..DENSE_WAYS {
                if keys.keep_rank(bucket[i]) < keys.keep_rank(bucket[victim]) {
                    victim = i;
                }
            }
            bucket[victim] = word;
            self.replacing();
            return;
        }
    }
}

/// The entries of bucket `index`, each as key, what is known and size, in its slots' order:
/// its one-word entries `words` for dense keys, else its two-word entries `pairs`.
pub(crate) fn listed_entries(
    index: usize,
    dense: Option<DenseKeys>,
    words: &[u64],
    pairs: impl IntoIterator<Item = [u64; 2]>,
) -> [Option<(Key, Known, u32)>; DENSE_WAYS] {
    let mut out = [None; DENSE_WAYS];
    match dense {
        Some(keys) => {
            for (slot, &word) in out.iter_mut().zip(words) {
                if word != 0 {
                    let key = Key {
                        bits: keys.key_bits(word, index),
                        tag: DENSE_TAG,
                    };
                    *slot = Some((key, keys.known(word), keys.size(word)));
                }
            }
        }
        None => {
            for (slot, pair) in out.iter_mut().zip(pairs) {
                if pair[1] != 0 {
                    *slot = Some(entry(pair[0], pair[1]));
                }
            }
        }
    }
    out
}

/// Why a table cannot hold an entry ([`Table::check`], [`Solver::load`]): what
/// [`Table::put`] would otherwise refuse with a panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// A tag of 0 (the mark of a free slot) or of 2^16 or more.
    Tag(u32),
    /// A value of 2^8 or more.
    Value(u32),
    /// In a table for dense keys, a key that is not one of its width.
    NotDense(Key),
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryError::Tag(tag) => write!(f, "a key's tag is {tag}, not from 1 to 65535"),
            EntryError::Value(value) => write!(f, "a value is {value}, not below 256"),
            EntryError::NotDense(key) => write!(
                f,
                "the key {:#x} (tag {}) is not one of this table's dense keys",
                key.bits, key.tag
            ),
        }
    }
}

impl std::error::Error for EntryError {}

/// Whether a table for `dense` keys (when given) or any keys can hold `known` for `key`.
///
/// # Errors
/// The first [`EntryError`] that applies.
fn check_entry(dense: Option<DenseKeys>, key: Key, known: Known) -> Result<(), EntryError> {
    if key.tag == 0 || key.tag >= 1 << 16 {
        return Err(EntryError::Tag(key.tag));
    }
    match known.value {
        Some(value) if value >= 256 => return Err(EntryError::Value(value)),
        _ => {}
    }
    match dense {
        Some(keys) if key.tag != DENSE_TAG || !keys.holds(key.bits) => {
            Err(EntryError::NotDense(key))
        }
        _ => Ok(()),
    }
}

/// The hash whose low bits pick the bucket of `key` in a table for `dense` keys (when given)
/// or any keys.
///
/// # Panics
/// In a table for dense keys, if the key is not one.
#[inline]
fn key_hash(dense: Option<DenseKeys>, key: Key) -> u64 {
    match dense {
        Some(keys) => {
            assert!(
                key.tag == DENSE_TAG && keys.holds(key.bits),
                "a key that is not dense in a table for dense keys"
            );
            keys.hash(key.bits)
        }
        None => mix(key),
    }
}

/// The hash of a key: bucket indices are its low bits.
fn mix(key: Key) -> u64 {
    let mut h = key.bits ^ u64::from(key.tag).rotate_left(40);
    h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 29;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ h >> 32
}

/// An entry's second word: tag << 48 | size << 41 | known << 40 | value << 32 | not (the
/// first word is the key's bits; a tag of 0 marks a free slot).
///
/// # Panics
/// If the value is 2^8 or more, or `key.tag` is 0 or 2^16 or more.
fn pack(key: Key, known: Known, size: u32) -> u64 {
    assert!(key.tag != 0 && key.tag < 1 << 16, "tag out of range");
    let value = match known.value {
        Some(v) => {
            assert!(v < 256, "value out of range");
            1 << 8 | u64::from(v)
        }
        None => 0,
    };
    u64::from(key.tag) << 48 | u64::from(size.min(127)) << 41 | value << 32 | u64::from(known.not)
}

/// What an entry's second word ([`pack`]) says of its key.
fn unpack(meta: u64) -> Known {
    Known {
        value: if meta >> 40 & 1 == 1 {
            Some((meta >> 32 & 0xFF) as u32)
        } else {
            None
        },
        not: meta as u32,
    }
}

/// A stored entry (its two words) as key, what is known and size.
fn entry(bits: u64, meta: u64) -> (Key, Known, u32) {
    let key = Key {
        bits,
        tag: (meta >> 48) as u32,
    };
    (key, unpack(meta), (meta >> 41 & 127) as u32)
}

/// Which entry a full bucket drops first (the least): refutations before values, then
/// smaller components before larger ones.
fn keep_rank(meta: u64) -> (u64, u64) {
    (meta >> 40 & 1, meta >> 41 & 127)
}

/// Where a [`Solver`] keeps what it learns of components: a [`Table`] of its own, or a
/// handle on a [`shared_table::SharedTable`] that solvers on other threads use too. What a
/// store returns must be true of the key (stored for it earlier); it may forget anything.
pub trait Store {
    /// What is stored for `key`, if anything.
    fn get(&self, key: Key) -> Option<Known>;
    /// Stores `known` for `key`, a component of `size` cells, over what was there.
    fn put(&mut self, key: Key, known: Known, size: u32);
    /// Entries held now (for a shared store, as far as this handle knows) and entries
    /// dropped to make room.
    fn counts(&self) -> (u64, u64);
    /// The most entries the store may hold.
    fn capacity(&self) -> usize;

    /// Hints that `key` is looked up soon: a store past the processor's caches asks the
    /// processor for its bucket's line ahead, so that the look-up finds it close. Changes
    /// nothing else.
    fn prefetch(&self, _key: Key) {}

    /// Whether the store has outgrown the processor's caches (its size is past
    /// [`PREFETCH_FROM`]): a look-up is then mostly a miss, worth a [`Store::prefetch`] ahead.
    fn outgrows_cache(&self) -> bool {
        false
    }
}

/// The size (bytes) past which a table's look-ups are mostly misses in the caches of a core
/// (1–2 MiB of L2 on the machines measured) and the solver prefetches them one option ahead:
/// below it the option prepared ahead costs more than the misses it hides (4×9 and 5×7 Cram,
/// 7 % more CPU), past it the misses dominate (half of a 6×7 run's time was the load of a
/// bucket; BENCHMARKS.md, twentieth session).
pub const PREFETCH_FROM: usize = 8 << 20;

/// Asks the processor to bring the cache line of `line` close, for a load soon after: a hint
/// that never faults and changes no memory. A no-op off x86-64.
#[inline]
#[allow(unsafe_code)]
pub(crate) fn prefetch<T>(line: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` reads nothing the program sees and never faults (it is a hint
    // even for a bad address; this one is a live reference's); SSE is part of x86-64.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<{ _MM_HINT_T0 }>((line as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = line;
}

impl Store for Table {
    fn get(&self, key: Key) -> Option<Known> {
        Table::get(self, key)
    }

    fn put(&mut self, key: Key, known: Known, size: u32) {
        Table::put(self, key, known, size);
    }

    fn counts(&self) -> (u64, u64) {
        (self.entries, self.replaced)
    }

    fn capacity(&self) -> usize {
        Table::capacity(self)
    }

    fn prefetch(&self, key: Key) {
        prefetch(self.slot(self.bucket(key)));
    }

    fn outgrows_cache(&self) -> bool {
        self.buckets * std::mem::size_of::<Bucket>() >= PREFETCH_FROM
    }
}

/// A search stopped from outside ([`Solver::stop_when`]): nothing it was finding is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// What a search by aspiration sets learns of a component or an option: its value, or
/// values it does not have (bit `m`: not `m`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Exact(u32),
    Not(u32),
}

/// The set {`v`} as a mask (empty for `v` ≥ 32).
fn bit(v: u32) -> u32 {
    if v < 32 {
        1 << v
    } else {
        0
    }
}

/// The values 0 to `top` as a mask.
fn upto(top: u32) -> u32 {
    if top >= 31 {
        u32::MAX
    } else {
        (2 << top) - 1
    }
}

/// The set {`m` xor `x`: `m` in `set`} (`x` < 32).
fn shift(set: u32, x: u32) -> u32 {
    if x == 0 {
        return set;
    }
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let m = rest.trailing_zeros();
        rest &= rest - 1;
        out |= 1 << (m ^ x);
    }
    out
}

/// What a pass over a component's options asks them ([`Solver::pass`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PassKind {
    /// The values still open.
    Open,
    /// Every value up to the largest still open that no option is known to have.
    Below,
    /// Only the value `m` (Lemoine and Viennot's loop).
    Least(u32),
}

/// A pass over a component's options and what it has found so far.
#[derive(Clone, Copy, Debug)]
struct Pass {
    kind: PassKind,
    /// Values some option has (below 32).
    found: u32,
    /// Values wanted that no option is known to have ([`PassKind::Open`], [`PassKind::Below`]).
    open: u32,
    /// The largest value open ([`PassKind::Below`]).
    top: u32,
    /// Some option has the value `m` ([`PassKind::Least`]).
    hit: bool,
}

impl Pass {
    /// The values an option is asked for.
    fn ask(&self) -> u32 {
        match self.kind {
            PassKind::Open => self.open,
            PassKind::Below => upto(self.top) & !self.found,
            PassKind::Least(m) => bit(m),
        }
    }

    /// Whether nothing is left to ask.
    fn finished(&self) -> bool {
        match self.kind {
            PassKind::Open | PassKind::Below => self.open == 0,
            PassKind::Least(_) => self.hit,
        }
    }

    /// Records an option of value `v`; whether the move earns a reward in the move order
    /// (it gave a value the pass wanted).
    fn record(&mut self, v: u32) -> bool {
        let wanted = match self.kind {
            PassKind::Open => self.open & bit(v) != 0,
            PassKind::Below => false,
            PassKind::Least(m) => v == m,
        };
        self.found |= bit(v);
        self.open &= !bit(v);
        match self.kind {
            PassKind::Below if self.open != 0 => self.top = 31 - self.open.leading_zeros(),
            PassKind::Least(m) if v == m => self.hit = true,
            _ => {}
        }
        wanted
    }
}

/// Frames of the search, one per depth, so that no move allocates.
#[derive(Default)]
struct Frame {
    options: Vec<u64>,
    parts: Vec<u64>,
    /// Per part in `parts`: its key (tag 0 for a part the endgame table values), what the
    /// shape tells of it (or its endgame value) and its size.
    info: Vec<(Key, Known, u32)>,
    /// Per option: the end of its parts in `parts`.
    ends: Vec<usize>,
    /// The options' indices in the order they are tried.
    order: Vec<usize>,
    /// Per option, its rank packed to sort as one word: the largest component's size (8
    /// bits), the score's complement (32 bits), the option's index (24 bits).
    ranked: Vec<u64>,
    settled: Vec<Option<bool>>,
    /// The component expanded.
    part: u64,
    /// The move that led to it (the cells it took: [`Solver::counter`]), 0 if unknown.
    prev: u64,
}

/// A small id of a move from the cells it takes (`moved`, nonempty): the lowest cell and
/// whether the highest is next to it (for Cram, the domino: its first cell and direction).
/// Moves of other games may share an id; it only orders options.
#[inline]
fn move_id(moved: u64) -> usize {
    let lo = moved.trailing_zeros() & 63;
    let hi = 63 - moved.leading_zeros().min(63);
    (lo as usize) << 1 | usize::from(hi > lo + 1)
}

/// The counter-move slot of `moved` after `prev` (0 for no move before).
#[inline]
fn counter_slot(prev: u64, moved: u64) -> usize {
    let before = if prev == 0 { 0 } else { move_id(prev) };
    before * MOVE_IDS + move_id(moved)
}

/// Move ids ([`move_id`]): 64 cells, two kinds.
const MOVE_IDS: usize = 128;

/// The weight of the counter-move count against the history count when options are ranked.
const COUNTER_WEIGHT: u32 = 4;

/// The key of a part not keyed yet.
const UNKEYED: Key = Key {
    bits: 0,
    tag: u32::MAX,
};

impl Frame {
    /// The parts of option `i`: a range of `parts` and `info`.
    #[inline]
    fn range(&self, i: usize) -> std::ops::Range<usize> {
        (if i == 0 { 0 } else { self.ends[i - 1] })..self.ends[i]
    }
}

/// Called every `every` expansions with the counters so far: (every, the count of expansions
/// at the next call, the hook). The next count is kept rather than a remainder taken at each
/// expansion, a division the search would pay at every component.
type Hook = (u64, u64, Box<dyn FnMut(&Stats)>);

/// The solver: nim values of positions of one [`Ruleset`], with a bounded table.
///
/// # Example
/// Node Kayles on a path of 5 vertices is Dawson's game 0.137 at 5: worth *3.
/// ```
/// use gamecore::boards::{node_kayles::NodeKayles, Solver};
/// let path = NodeKayles::new(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]).unwrap();
/// let all = path.start();
/// let mut solver = Solver::new(path, 1 << 16);
/// assert_eq!(solver.value(all), 3);
/// assert!(solver.is_p_plus(all, 3));
/// assert!(!solver.is_p_plus(all, 0));
/// ```
///
/// # Complexity
/// See the [module](self).
pub struct Solver<R: Ruleset, S: Store = Table> {
    rules: R,
    table: S,
    /// A frame per depth of the search, boxed so that taking one out and putting it back moves
    /// a pointer (`None` while in use); a frame keeps its vectors' room from one search to
    /// the next.
    frames: Vec<Option<Box<Frame>>>,
    stats: Stats,
    hook: Option<Hook>,
    method: Method,
    /// Per move id: how often the move answered a search with a value it wanted (the
    /// history heuristic of α-β search).
    history: Vec<u32>,
    /// Per pair of move ids (the move before, the move): the same count, the move answering
    /// the move before (the counter-move heuristic).
    counter: Vec<u32>,
    /// The move that led to the next component searched.
    prev: u64,
    /// Scratch for a rewarded move's images ([`Ruleset::move_images`]).
    images: Vec<u64>,
    /// Keys computed lately, by the component's cells (direct-mapped, [`KEY_CACHE`] slots):
    /// the same component recurs among the options of nearby searches.
    keys: Vec<CachedKey>,
    /// Values the table gave lately, by key (direct-mapped, [`VALUE_CACHE`] slots): a
    /// component whose value is known recurs among the options of nearby searches, and a
    /// probe here stays in the nearest cache where the table's is often a miss. Only what the
    /// table gave is kept, in the order the options are looked up, so preparing an option
    /// ahead ([`Store::outgrows_cache`]) changes nothing here.
    values: RecentValues,
    /// Set from outside to stop the search ([`Solver::stop_when`]).
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Ties in the order of options broken last index first: solvers sharing a table
    /// search apart ([`Solver::reverse_ties`]).
    reverse_ties: bool,
}

/// The slots of the solver's cache of keys (a power of two).
const KEY_CACHE: usize = 1 << 10;

/// The slots of the solver's cache of values (a power of two; 16 bytes each).
const VALUE_CACHE: usize = 1 << 10;

/// Values of components by key, a few recent ones ([`VALUE_CACHE`] slots, direct-mapped: a
/// value put replaces the one in its slot). A miss says nothing; a hit is the value put.
struct RecentValues {
    /// Per slot: the key's bits, then its tag << 32 | the value (a tag of 0: empty).
    slots: Vec<[u64; 2]>,
}

impl RecentValues {
    fn new() -> Self {
        RecentValues {
            slots: vec![[0, 0]; VALUE_CACHE],
        }
    }

    fn slot(key: Key) -> usize {
        let mixed = (key.bits ^ u64::from(key.tag) << 48).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - VALUE_CACHE.trailing_zeros())) as usize
    }

    /// The value put for `key`, if its slot still holds it.
    #[inline]
    fn get(&self, key: Key) -> Option<u32> {
        let [bits, word] = self.slots[Self::slot(key)];
        (bits == key.bits && word >> 32 == u64::from(key.tag)).then(|| word as u32)
    }

    /// Keeps `value` for `key` (its tag not 0), over what its slot held.
    fn put(&mut self, key: Key, value: u32) {
        self.slots[Self::slot(key)] = [key.bits, u64::from(key.tag) << 32 | u64::from(value)];
    }
}

/// A slot of the solver's cache of keys: a component's cells, its key and its hint (32
/// bytes; a tag of [`UNKEYED`]'s: empty).
#[derive(Clone, Copy)]
struct CachedKey {
    part: u64,
    bits: u64,
    tag: u32,
    not: u32,
    value: Option<u32>,
}

/// How the [`Solver`] searches a component (both give the same values; they differ in the
/// components they search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Beling and Rogalski's aspiration sets: a search asks whether the value lies in a set
    /// of values still wanted, and learns the value when it does (the default).
    Aspiration,
    /// Lemoine and Viennot's tests, one value at a time: "is the value `t`?".
    Tests,
}

impl<R: Ruleset> Solver<R> {
    /// A solver whose table takes at most `table_bytes` bytes.
    pub fn new(rules: R, table_bytes: u64) -> Self {
        Self::with_method(rules, table_bytes, Method::Aspiration)
    }

    /// A solver searching by `method`.
    pub fn with_method(rules: R, table_bytes: u64, method: Method) -> Self {
        let table = Table::for_keys(table_bytes, rules.dense_key_bits());
        Self::with_store(rules, table, method)
    }
}

impl<R: Ruleset, S: Store> Solver<R, S> {
    /// A solver keeping what it learns in `store`, searching by `method`.
    pub fn with_store(rules: R, store: S, method: Method) -> Self {
        Solver {
            rules,
            table: store,
            frames: Vec::new(),
            stats: Stats::default(),
            hook: None,
            values: RecentValues::new(),
            keys: vec![
                CachedKey {
                    part: 0,
                    bits: 0,
                    tag: UNKEYED.tag,
                    not: 0,
                    value: None,
                };
                KEY_CACHE
            ],
            method,
            history: vec![0; MOVE_IDS],
            counter: vec![0; MOVE_IDS * MOVE_IDS],
            prev: 0,
            images: Vec::new(),
            stop: None,
            reverse_ties: false,
        }
    }

    /// Makes every later search end with [`Stopped`] once `flag` is set (checked at each
    /// component expanded): for a solver on another thread whose answer is no longer needed.
    pub fn stop_when(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.stop = Some(flag);
    }

    /// Breaks ties in the order of options last index first (the first index first by
    /// default): two solvers sharing a store then search different options first.
    pub fn reverse_ties(&mut self, reverse: bool) {
        self.reverse_ties = reverse;
    }

    /// How the solver searches.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The ruleset.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// Calls `hook` every `every` (≥ 1) components expanded: progress for long runs.
    pub fn on_progress(&mut self, every: u64, hook: Box<dyn FnMut(&Stats)>) {
        let every = every.max(1);
        let next = (self.stats.expanded / every)
            .saturating_add(1)
            .saturating_mul(every);
        self.hook = Some((every, next, hook));
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        let (entries, replaced) = self.table.counts();
        Stats {
            entries,
            replaced,
            ..self.stats
        }
    }

    /// The table's capacity in entries.
    pub fn capacity(&self) -> usize {
        self.table.capacity()
    }

    fn frame(&mut self, depth: usize) -> Box<Frame> {
        if self.frames.len() <= depth {
            self.frames.resize_with(depth + 1, || Some(Box::default()));
        }
        // None after a search stopped midway (it did not put its frame back).
        self.frames[depth].take().unwrap_or_default()
    }

    /// The nim value of `pos` (the nim-sum of its components' values).
    ///
    /// # Panics
    /// If the search is stopped ([`Solver::stop_when`]; [`Solver::try_value`] reports it).
    pub fn value(&mut self, pos: u64) -> u32 {
        self.try_value(pos)
            .expect("a solver told to stop has no value")
    }

    /// The nim value of `pos`, or [`Stopped`] when the flag given to [`Solver::stop_when`]
    /// is set during the search (the solver may be asked again; nothing false was stored).
    ///
    /// # Errors
    /// [`Stopped`], as said.
    pub fn try_value(&mut self, pos: u64) -> Result<u32, Stopped> {
        let mut frame = self.frame(0);
        frame.parts.clear();
        self.rules.split(pos, &mut frame.parts);
        let mut value = 0;
        for &part in &frame.parts {
            value ^= self.part_value(part, 1)?;
        }
        self.frames[0] = Some(frame);
        Ok(value)
    }

    /// Whether `pos + *n` is a second-player win (a P-position), that is whether the value of
    /// `pos` is `n`.
    ///
    /// # Panics
    /// If the search is stopped ([`Solver::stop_when`]).
    pub fn is_p_plus(&mut self, pos: u64, n: u32) -> bool {
        self.sum_is(pos, n, 0)
            .expect("a solver told to stop has no answer")
    }

    /// The value of one component: the least `n` it has (Lemoine and Viennot's loop).
    fn part_value(&mut self, part: u64, depth: usize) -> Result<u32, Stopped> {
        if let Some(v) = self.rules.known(part) {
            return Ok(v);
        }
        let (key, hint) = self.rules.key(part);
        if let Some(v) = hint.value {
            return Ok(v);
        }
        match self.method {
            Method::Aspiration => self.asp_value(part, key, hint, depth),
            Method::Tests => self.keyed_value(part, key, hint, depth),
        }
    }

    /// Whether the sum `pos` has value `n`, decided as Lemoine and Viennot do: the components
    /// other than the largest are valued, and the largest is tested against `n` xor their
    /// values.
    fn sum_is(&mut self, pos: u64, n: u32, depth: usize) -> Result<bool, Stopped> {
        let mut frame = self.frame(depth);
        frame.parts.clear();
        self.rules.split(pos, &mut frame.parts);
        if frame.parts.is_empty() {
            self.frames[depth] = Some(frame);
            return Ok(n == 0);
        }
        let mut big = 0;
        let mut best = 0;
        for (i, &part) in frame.parts.iter().enumerate() {
            let size = self.rules.size(part);
            if size > best {
                big = i;
                best = size;
            }
        }
        let mut target = n;
        for i in 0..frame.parts.len() {
            if i != big {
                target ^= self.part_value(frame.parts[i], depth + 1)?;
            }
        }
        let tested = frame.parts[big];
        self.frames[depth] = Some(frame);
        if let Some(v) = self.rules.known(tested) {
            return Ok(v == target);
        }
        let (key, hint) = self.rules.key(tested);
        if hint.value.is_some() || hint.excludes(target) {
            return Ok(!hint.excludes(target));
        }
        Ok(match self.method {
            Method::Aspiration if target < 32 => {
                self.asp_part(tested, key, hint, 1 << target, depth + 1)? == Answer::Exact(target)
            }
            Method::Aspiration => self.asp_value(tested, key, hint, depth + 1)? == target,
            Method::Tests => self.part_is(tested, key, hint, target, depth + 1)?,
        })
    }

    /// What is known of a part before it is keyed: (key, hint, size), the key's tag 0 when
    /// the endgame table gives the value (in the hint), [`UNKEYED`] when the key is still to
    /// be computed.
    fn describe(&self, part: u64) -> (Key, Known, u32) {
        let size = self.rules.size(part);
        if let Some(v) = self.rules.known(part) {
            let key = Key { bits: 0, tag: 0 };
            return (
                key,
                Known {
                    value: Some(v),
                    not: 0,
                },
                size,
            );
        }
        (UNKEYED, Known::default(), size)
    }

    /// Part `j` of `frame` keyed (once), and what the table adds to its hint (the table's
    /// facts stay true, so the frame keeps them even if the table drops the entry).
    fn refresh(&mut self, frame: &mut Frame, j: usize) -> (Key, Known) {
        let (key, mut hint) = self.key_part(frame, j);
        if key.tag != 0 && hint.value.is_none() {
            if let Some(v) = self.values.get(key) {
                self.stats.hits += 1;
                hint.value = Some(v);
            } else if let Some(k) = self.table.get(key) {
                if let Some(v) = k.value {
                    self.stats.hits += 1;
                    self.values.put(key, v);
                }
                hint.value = k.value;
                hint.not |= k.not;
            }
        }
        frame.info[j].1 = hint;
        (key, hint)
    }

    /// Part `j` of `frame` keyed (once; from the cache of recent keys when it holds the part),
    /// with what its shape tells.
    fn key_part(&mut self, frame: &mut Frame, j: usize) -> (Key, Known) {
        let (key, hint, size) = frame.info[j];
        if key != UNKEYED {
            return (key, hint);
        }
        let part = frame.parts[j];
        let slot = (part.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - KEY_CACHE.trailing_zeros()))
            as usize;
        let cached = self.keys[slot];
        let (key, hint) = if cached.part == part && cached.tag != UNKEYED.tag {
            (
                Key {
                    bits: cached.bits,
                    tag: cached.tag,
                },
                Known {
                    value: cached.value,
                    not: cached.not,
                },
            )
        } else {
            let (key, hint) = self.rules.key(part);
            self.keys[slot] = CachedKey {
                part,
                bits: key.bits,
                tag: key.tag,
                not: hint.not,
                value: hint.value,
            };
            (key, hint)
        };
        frame.info[j] = (key, hint, size);
        (key, hint)
    }

    /// Keys the parts of option `i` of `frame` and prefetches the table's buckets of those
    /// whose value the shape does not give.
    fn prefetch_option(&mut self, frame: &mut Frame, i: usize) {
        for j in frame.range(i) {
            let (key, hint) = self.key_part(frame, j);
            if key.tag != 0 && hint.value.is_none() {
                self.table.prefetch(key);
            }
        }
    }

    /// Whether option `i` of `frame` has value `n`, if the endgame rules and the table settle
    /// it without a search.
    fn option_known(&mut self, frame: &mut Frame, i: usize, n: u32) -> Option<bool> {
        let mut target = n;
        let mut open = None;
        for j in frame.range(i) {
            let (_, known) = self.refresh(frame, j);
            match known.value {
                Some(v) => target ^= v,
                None if open.is_none() => open = Some(known),
                None => return None,
            }
        }
        match open {
            None => Some(target == 0),
            Some(known) if known.excludes(target) => Some(false),
            Some(_) => None,
        }
    }

    /// Whether option `i` of `frame` has value `n`, decided as Lemoine and Viennot do (see
    /// [`Solver::sum_is`]), from the parts and keys the frame holds.
    fn option_is(
        &mut self,
        frame: &mut Frame,
        i: usize,
        n: u32,
        depth: usize,
    ) -> Result<bool, Stopped> {
        let range = frame.range(i);
        if range.is_empty() {
            return Ok(n == 0);
        }
        let mut big = range.start;
        for j in range.clone() {
            if frame.info[j].2 > frame.info[big].2 {
                big = j;
            }
        }
        let mut target = n;
        for j in range {
            if j != big {
                let (key, hint) = self.refresh(frame, j);
                target ^= if let Some(v) = hint.value {
                    v
                } else {
                    let v = self.keyed_value(frame.parts[j], key, hint, depth)?;
                    frame.info[j].1.value = Some(v);
                    v
                };
            }
        }
        let (key, hint) = self.refresh(frame, big);
        if hint.value.is_some() || hint.excludes(target) {
            return Ok(!hint.excludes(target));
        }
        self.prev = frame.part ^ frame.options[i];
        let verdict = self.part_is(frame.parts[big], key, hint, target, depth)?;
        self.prev = 0;
        if verdict {
            frame.info[big].1.value = Some(target);
        } else if target < 32 {
            frame.info[big].1.not |= 1 << target;
        }
        Ok(verdict)
    }

    /// The value of the component `part` keyed `key` (not an endgame one).
    fn keyed_value(
        &mut self,
        part: u64,
        key: Key,
        hint: Known,
        depth: usize,
    ) -> Result<u32, Stopped> {
        let known = self.table.get(key).unwrap_or(hint);
        if let Some(v) = known.value {
            self.stats.hits += 1;
            return Ok(v);
        }
        match self.search(part, key, hint, None, depth)? {
            Some(v) => Ok(v),
            None => unreachable!("a search without a target finds the value"),
        }
    }

    /// Whether the component `part` (keyed `key`) has value `target`.
    fn part_is(
        &mut self,
        part: u64,
        key: Key,
        hint: Known,
        target: u32,
        depth: usize,
    ) -> Result<bool, Stopped> {
        let known = self.table.get(key).unwrap_or(hint);
        if known.value.is_some() || known.excludes(target) {
            self.stats.hits += 1;
            return Ok(!known.excludes(target));
        }
        Ok(self.search(part, key, hint, Some(target), depth)? == Some(target))
    }

    /// Whether some option of `frame` has value `n`: first what the table settles (an
    /// enhanced transposition cutoff), then a search of the others in the frame's order.
    fn scan(&mut self, frame: &mut Frame, n: u32, depth: usize) -> Result<bool, Stopped> {
        let mut settled = std::mem::take(&mut frame.settled);
        settled.clear();
        settled.resize(frame.options.len(), None);
        let mut found = false;
        for k in 0..frame.order.len() {
            let i = frame.order[k];
            settled[i] = self.option_known(frame, i, n);
            if settled[i] == Some(true) {
                found = true;
                break;
            }
        }
        if !found {
            for k in 0..frame.order.len() {
                let i = frame.order[k];
                if settled[i].is_none() && self.option_is(frame, i, n, depth + 1)? {
                    self.reward(frame, i);
                    found = true;
                    break;
                }
            }
        }
        frame.settled = settled;
        Ok(found)
    }

    /// Expands the component `part` at `depth`: its options, each split into parts once (the
    /// parts described, not keyed yet), and the order they are tried in (counted as a search).
    fn expand(&mut self, part: u64, depth: usize) -> Result<Box<Frame>, Stopped> {
        let mut frame = self.open_frame(part, depth)?;
        for i in 0..frame.options.len() {
            self.split_option(&mut frame, i);
        }
        self.rank(&mut frame);
        Ok(frame)
    }

    /// The frame of a search of `part` at `depth` (counted as a search): its options, none
    /// split yet.
    fn open_frame(&mut self, part: u64, depth: usize) -> Result<Box<Frame>, Stopped> {
        if let Some(stop) = &self.stop {
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                return Err(Stopped);
            }
        }
        self.stats.expanded += 1;
        if let Some((every, next, hook)) = &mut self.hook {
            if self.stats.expanded == *next {
                *next = next.saturating_add(*every);
                let (entries, replaced) = self.table.counts();
                let stats = Stats {
                    entries,
                    replaced,
                    ..self.stats
                };
                hook(&stats);
            }
        }
        let mut frame = self.frame(depth);
        frame.options.clear();
        frame.part = part;
        frame.prev = std::mem::take(&mut self.prev);
        self.rules.options(part, &mut frame.options);
        frame.parts.clear();
        frame.info.clear();
        frame.ends.clear();
        Ok(frame)
    }

    /// Splits option `i` (the next one) of `frame` into its parts, described.
    fn split_option(&mut self, frame: &mut Frame, i: usize) {
        let from = frame.parts.len();
        self.rules.split(frame.options[i], &mut frame.parts);
        for j in from..frame.parts.len() {
            let described = self.describe(frame.parts[j]);
            frame.info.push(described);
        }
        frame.ends.push(frame.parts.len());
    }

    /// The order the options of `frame` (all split) are tried in: with
    /// [`Ruleset::split_first`], by their largest component, then by the history and
    /// counter-move counts ([`Solver::reward`]), higher first.
    fn rank(&mut self, frame: &mut Frame) {
        let count = frame.options.len();
        frame.order.clear();
        frame.order.extend(0..count);
        if self.rules.split_first() {
            // Options that leave the smallest largest component first: they split early.
            let mut ranked = std::mem::take(&mut frame.ranked);
            ranked.clear();
            ranked.extend((0..count).map(|i| {
                let largest = frame.info[frame.range(i)]
                    .iter()
                    .map(|info| info.2)
                    .max()
                    .unwrap_or(0)
                    .min(255);
                let moved = frame.part ^ frame.options[i];
                let score = self.history[move_id(moved)].saturating_add(
                    COUNTER_WEIGHT.saturating_mul(self.counter[counter_slot(frame.prev, moved)]),
                );
                let tie = if self.reverse_ties { count - 1 - i } else { i };
                u64::from(largest) << 56 | u64::from(u32::MAX - score) << 24 | tie as u64
            }));
            ranked.sort_unstable();
            frame.order.clear();
            let untie = |tie: usize| {
                if self.reverse_ties {
                    count - 1 - tie
                } else {
                    tie
                }
            };
            frame
                .order
                .extend(ranked.iter().map(|&r| untie((r & 0xFF_FFFF) as usize)));
            frame.ranked = ranked;
        }
    }

    /// Expands the component `part` once and finds its value, or with a `target` whether the
    /// value is `target`: `Some(value)` when the value is found, `None` when only "not
    /// `target`" is. What is learnt is stored.
    ///
    /// The value is the least `m` no option has (the mex). With a target, options are first
    /// searched for one of value `target` (which refutes it). If there is none, the value is
    /// at most `target`, and the values below are tried in increasing order (Lemoine and
    /// Viennot's loop): the first `m` no option has is the value, which is `target` when
    /// every smaller value is some option's.
    fn search(
        &mut self,
        part: u64,
        key: Key,
        hint: Known,
        target: Option<u32>,
        depth: usize,
    ) -> Result<Option<u32>, Stopped> {
        let mut frame = self.expand(part, depth)?;
        let count = frame.options.len();
        let size = self.rules.size(part);
        // What is known of the component, kept up to date in the table as the search learns.
        let mut known = self.table.get(key).unwrap_or(hint);
        let mut result = None;
        let mut ruled_out = false;
        if let Some(t) = target {
            // The value is at most the number of options.
            if t as usize > count || self.scan(&mut frame, t, depth)? {
                ruled_out = true;
            }
        }
        if !ruled_out {
            let mut m = 0;
            loop {
                if Some(m) == target {
                    result = Some(m);
                    break;
                }
                let excluded = known.excludes(m) || hint.excludes(m);
                if !excluded && !self.scan(&mut frame, m, depth)? {
                    result = Some(m);
                    break;
                }
                if !excluded {
                    known = self.table.get(key).unwrap_or(known);
                    if m < 32 {
                        known.not |= 1 << m;
                        self.table.put(key, known, size);
                    }
                }
                m += 1;
            }
        }
        self.frames[depth] = Some(frame);
        // Another search may have stored more meanwhile.
        known = self.table.get(key).unwrap_or(known);
        match result {
            Some(v) => known.value = Some(v),
            None => {
                if let Some(t) = target.filter(|&t| t < 32) {
                    known.not |= 1 << t;
                }
            }
        }
        self.table.put(key, known, size);
        Ok(result)
    }

    /// What the table and the shape tell of `key` together.
    fn lookup(&self, key: Key, hint: Known) -> Known {
        match self.table.get(key) {
            Some(mut known) => {
                known.not |= hint.not;
                if known.value.is_none() {
                    known.value = hint.value;
                }
                known
            }
            None => hint,
        }
    }

    /// Stores what a search learnt of `key` over what the table holds.
    fn learn(&mut self, key: Key, known: Known, answer: Answer, size: u32) {
        let mut known = self.lookup(key, known);
        match answer {
            Answer::Exact(v) => known.value = Some(v),
            Answer::Not(not) => known.not |= not,
        }
        self.table.put(key, known, size);
    }

    /// The value of a component keyed `key` by aspiration sets.
    fn asp_value(
        &mut self,
        part: u64,
        key: Key,
        hint: Known,
        depth: usize,
    ) -> Result<u32, Stopped> {
        let known = self.lookup(key, hint);
        if let Some(v) = known.value {
            self.stats.hits += 1;
            return Ok(v);
        }
        match self.asp_search(part, key, known, None, depth)? {
            Answer::Exact(v) => Ok(v),
            Answer::Not(_) => unreachable!("a search without a set finds the value"),
        }
    }

    /// Whether the value of a component keyed `key` lies in `set` (bit `m`: the value `m`):
    /// its value when the search finds it (in the set or not), else the values it is not.
    fn asp_part(
        &mut self,
        part: u64,
        key: Key,
        hint: Known,
        set: u32,
        depth: usize,
    ) -> Result<Answer, Stopped> {
        let known = self.lookup(key, hint);
        if let Some(v) = known.value {
            self.stats.hits += 1;
            return Ok(Answer::Exact(v));
        }
        if set & !known.not == 0 {
            self.stats.hits += 1;
            return Ok(Answer::Not(set));
        }
        self.asp_search(part, key, known, Some(set & !known.not), depth)
    }

    /// The value of option `i` of `frame`, if the endgame rules and the table give every part's.
    fn asp_known(&mut self, frame: &mut Frame, i: usize) -> Option<u32> {
        let mut value = 0;
        for j in frame.range(i) {
            let (_, known) = self.refresh(frame, j);
            value ^= known.value?;
        }
        Some(value)
    }

    /// Whether the value of option `i` of `frame` lies in `set`, as Lemoine and Viennot test a
    /// sum: every part but the largest the table does not value is valued, and that one is
    /// asked for `set` shifted by the nim-sum of their values.
    fn asp_option(
        &mut self,
        frame: &mut Frame,
        i: usize,
        set: u32,
        depth: usize,
    ) -> Result<Answer, Stopped> {
        let range = frame.range(i);
        if range.is_empty() {
            return Ok(Answer::Exact(0));
        }
        // The part asked is the largest whose value the table does not give (the others are
        // valued, which costs no search for those it gives).
        let mut big = None;
        let mut x = 0;
        for j in range.clone() {
            let (_, hint) = self.refresh(frame, j);
            match hint.value {
                Some(v) => x ^= v,
                None => {
                    if big.map_or(true, |b: usize| frame.info[j].2 > frame.info[b].2) {
                        big = Some(j);
                    }
                }
            }
        }
        let big = match big {
            Some(b) => b,
            None => return Ok(Answer::Exact(x)),
        };
        for j in range {
            if j != big && frame.info[j].1.value.is_none() {
                let (key, hint) = self.refresh(frame, j);
                x ^= if let Some(v) = hint.value {
                    v
                } else {
                    let v = self.asp_value(frame.parts[j], key, hint, depth)?;
                    frame.info[j].1.value = Some(v);
                    v
                };
            }
        }
        let (key, hint) = self.refresh(frame, big);
        if let Some(v) = hint.value {
            return Ok(Answer::Exact(v ^ x));
        }
        if x >= 32 {
            let v = self.asp_value(frame.parts[big], key, hint, depth)?;
            frame.info[big].1.value = Some(v);
            return Ok(Answer::Exact(v ^ x));
        }
        let shifted = shift(set, x) & !hint.not;
        if shifted == 0 {
            return Ok(Answer::Not(set));
        }
        self.prev = frame.part ^ frame.options[i];
        let answer = self.asp_part(frame.parts[big], key, hint, shifted, depth)?;
        self.prev = 0;
        Ok(match answer {
            Answer::Exact(v) => {
                frame.info[big].1.value = Some(v);
                Answer::Exact(v ^ x)
            }
            Answer::Not(not) => {
                frame.info[big].1.not |= not;
                Answer::Not(shift(not, x))
            }
        })
    }

    /// Expands the component `part` once and finds, by aspiration sets, whether its value lies
    /// in `wanted` (or, without a set, its value). What is learnt is stored.
    ///
    /// With a set: first the options are asked for the wanted values still open (an option of
    /// value `m` rules `m` out; when every wanted value is ruled out, so is the set); then,
    /// if some remain, every option not settled is asked once for the values up to the largest
    /// still open that no option is known to have: at the end the least value no option has
    /// is the value. Without a set, the least value `m` no option is known to have is tried
    /// until no option has it (Lemoine and Viennot's loop), each option asked only for `m`,
    /// and answering with its value when it finds it.
    fn asp_search(
        &mut self,
        part: u64,
        key: Key,
        known: Known,
        wanted: Option<u32>,
        depth: usize,
    ) -> Result<Answer, Stopped> {
        let mut frame = self.open_frame(part, depth)?;
        let count = frame.options.len();
        let mut done = std::mem::take(&mut frame.settled);
        done.clear();
        done.resize(count, None);
        let answer = if let Some(set) = wanted {
            Some(self.asp_set(&mut frame, &mut done, set, depth)?)
        } else {
            self.asp_least(&mut frame, &mut done, depth)?
        };
        frame.settled = done;
        self.frames[depth] = Some(frame);
        if let Some(answer) = answer {
            let size = self.rules.size(part);
            self.learn(key, known, answer, size);
            Ok(answer)
        } else {
            // Every value below 32 is some option's: the value by the tests.
            Ok(Answer::Exact(self.keyed_value(part, key, known, depth)?))
        }
    }

    /// [`Solver::asp_search`] with a set: whether the value lies in `set`.
    fn asp_set(
        &mut self,
        frame: &mut Frame,
        done: &mut [Option<bool>],
        set: u32,
        depth: usize,
    ) -> Result<Answer, Stopped> {
        let count = frame.options.len();
        // Values some option has (below 32).
        let mut found = 0u32;
        // The value is at most the number of options.
        let mut open = set & upto(count as u32);
        if open == 0 {
            return Ok(Answer::Not(set));
        }
        // Options split one at a time, each looked up as it comes: most searches end
        // here, on an option the table values in the set (an enhanced transposition
        // cutoff), before the other options are split or ordered.
        // Past the caches, option i + 1 is split and its buckets fetched before option i is
        // looked up: the two misses overlap, at the cost of one option split in vain when
        // option i ends the search.
        let ahead = usize::from(self.table.outgrows_cache());
        let mut split = 0;
        for i in 0..count {
            while split < count && split <= i + ahead {
                self.split_option(frame, split);
                if ahead > 0 {
                    self.prefetch_option(frame, split);
                }
                split += 1;
            }
            if let Some(v) = self.asp_known(frame, i) {
                done[i] = Some(true);
                found |= bit(v);
                open &= !bit(v);
                if open == 0 {
                    break;
                }
            }
        }
        if open != 0 {
            self.rank(frame);
        }
        let mut pass = Pass {
            kind: PassKind::Open,
            found,
            open,
            top: 0,
            hit: false,
        };
        self.pass(frame, done, &mut pass, depth)?;
        if pass.open != 0 {
            pass.kind = PassKind::Below;
            pass.top = 31 - pass.open.leading_zeros();
            self.pass(frame, done, &mut pass, depth)?;
        }
        let Pass { found, open, .. } = pass;
        Ok(if open == 0 {
            Answer::Not(found | set)
        } else {
            // Every option's value up to the pass's largest open value is in `found`: the
            // least gap is the value.
            Answer::Exact((!found).trailing_zeros())
        })
    }

    /// One pass over the options of `frame` not settled yet, in its order: each is asked
    /// what `pass` asks, until the pass is finished.
    fn pass(
        &mut self,
        frame: &mut Frame,
        done: &mut [Option<bool>],
        pass: &mut Pass,
        depth: usize,
    ) -> Result<(), Stopped> {
        for k in 0..frame.options.len() {
            if pass.finished() {
                break;
            }
            let i = frame.order[k];
            if done[i].is_none() {
                if let Answer::Exact(v) = self.asp_option(frame, i, pass.ask(), depth + 1)? {
                    done[i] = Some(true);
                    if pass.record(v) {
                        self.reward(frame, i);
                    }
                }
            }
        }
        Ok(())
    }

    /// Counts option `i` of `frame` as a move that gave a value wanted, after a search (the
    /// history and counter-move heuristics: [`Solver::rank`] tries such moves first among
    /// options whose largest components are as large).
    fn reward(&mut self, frame: &Frame, i: usize) {
        let moved = frame.part ^ frame.options[i];
        let id = move_id(moved);
        self.history[id] = self.history[id].saturating_add(1);
        self.images.clear();
        self.rules.move_images(moved, &mut self.images);
        for &image in &self.images {
            let id = move_id(image);
            self.history[id] = self.history[id].saturating_add(1);
        }
        let slot = counter_slot(frame.prev, moved);
        self.counter[slot] = self.counter[slot].saturating_add(1);
    }

    /// [`Solver::asp_search`] without a set: the value, unless every value below 32 is some
    /// option's.
    fn asp_least(
        &mut self,
        frame: &mut Frame,
        done: &mut [Option<bool>],
        depth: usize,
    ) -> Result<Option<Answer>, Stopped> {
        let count = frame.options.len();
        let mut found = 0u32;
        for i in 0..count {
            self.split_option(frame, i);
        }
        self.rank(frame);
        let mut answer = None;
        while answer.is_none() {
            let m = (!found).trailing_zeros();
            if m >= 32 {
                break;
            }
            let mut hit = false;
            for k in 0..count {
                let i = frame.order[k];
                if done[i].is_none() {
                    if let Some(v) = self.asp_known(frame, i) {
                        done[i] = Some(true);
                        found |= bit(v);
                        if v == m {
                            hit = true;
                            break;
                        }
                    }
                }
            }
            if hit {
                continue;
            }
            let mut pass = Pass {
                kind: PassKind::Least(m),
                found,
                open: 0,
                top: 0,
                hit: false,
            };
            self.pass(frame, done, &mut pass, depth)?;
            found = pass.found;
            hit = pass.hit;
            if !hit {
                answer = Some(Answer::Exact(m));
            }
        }
        Ok(answer)
    }
}

/// Exporting a table's entries and loading them into another (a checkpoint of a long run).
///
/// # Example
/// ```
/// use gamecore::boards::{cram::Cram, Solver};
/// let board = Cram::rectangle(3, 6).unwrap();
/// let start = board.start();
/// let mut first = Solver::new(board.clone(), 1 << 20);
/// let value = first.value(start);
/// let saved: Vec<_> = first.entries().collect();
/// let mut again = Solver::new(board, 1 << 20);
/// again.load(&saved).unwrap();
/// assert_eq!(again.value(start), value);
/// assert_eq!(again.stats().expanded, 0); // everything was in the table
/// ```
///
/// # Complexity
/// `entries` O(slots); `load` O(entries) amortised.
impl<R: Ruleset> Solver<R> {
    /// Every entry of the table, in slot order: its key, what is known, and the size the
    /// table keeps for it (the component's cells, at most 127; at most 63 for dense keys).
    pub fn entries(&self) -> impl Iterator<Item = (Key, Known, u32)> + '_ {
        self.table.entries()
    }

    /// Stores `entries` (from [`entries`](Self::entries) of a solver of the same ruleset and
    /// board) in the table, which first grows to hold them beside what it has, within its
    /// bound ([`Table::make_room`]); past the bound, the entries a full bucket keeps. Every
    /// entry is checked first ([`Table::check`]), so that a refused batch stores nothing.
    ///
    /// # Errors
    /// The [`EntryError`] of the first entry the table cannot hold (a tag of 0 or of 2^16 or
    /// more, a value of 2^8 or more, a key that is not dense in a table for dense keys).
    pub fn load(&mut self, entries: &[(Key, Known, u32)]) -> Result<(), EntryError> {
        for &(key, known, _) in entries {
            self.table.check(key, known)?;
        }
        self.table.make_room(entries.len());
        for &(key, known, size) in entries {
            self.table.put(key, known, size);
        }
        Ok(())
    }
}

/// A board, graph or staircase that does not fit the solver, or text that is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError(pub String);

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BoardError {}

impl From<BoardError> for super::error::Error {
    fn from(e: BoardError) -> Self {
        super::error::Error::new(e.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// The progress hook is called at every multiple of its period of the components
    /// expanded, and only there, also when it is set after a first search.
    #[test]
    fn progress_comes_at_every_multiple_of_its_period() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let board = cram::Cram::rectangle(3, 7).unwrap();
        let start = board.start();
        let mut solver = Solver::new(board.clone(), 1 << 16);
        solver.value(board.cell(0, 0) ^ start);
        let before = solver.stats().expanded;
        let seen = Rc::new(RefCell::new(Vec::new()));
        let log = Rc::clone(&seen);
        solver.on_progress(
            7,
            Box::new(move |stats| log.borrow_mut().push(stats.expanded)),
        );
        solver.value(start);
        let after = solver.stats().expanded;
        let multiples: Vec<u64> = (before + 1..=after).filter(|n| n % 7 == 0).collect();
        assert!(before > 0 && multiples.len() > 10, "{before} {after}");
        assert_eq!(*seen.borrow(), multiples);
    }

    /// The cache of recent values answers a key only with the value put for that very key:
    /// not for a key of the same bits and another tag in the same slot, nor for another key of
    /// the slot, nor once another key has taken the slot.
    #[test]
    fn recent_values_answer_only_their_own_key() {
        let mut values = RecentValues::new();
        let key = Key {
            bits: 0b1011,
            tag: 7,
        };
        let slot = RecentValues::slot(key);
        let same_slot = |other: &Key| *other != key && RecentValues::slot(*other) == slot;
        let other_tag = (1..=u32::from(u16::MAX))
            .map(|tag| Key {
                bits: key.bits,
                tag,
            })
            .find(same_slot)
            .expect("a tag whose key shares the slot");
        let other_bits = (0..1u64 << 20)
            .map(|bits| Key { bits, tag: key.tag })
            .find(same_slot)
            .expect("bits whose key shares the slot");
        assert_eq!(values.get(key), None);
        values.put(key, 3);
        assert_eq!(values.get(key), Some(3));
        assert_eq!(
            (values.get(other_tag), values.get(other_bits)),
            (None, None)
        );
        values.put(other_bits, 5);
        assert_eq!((values.get(other_bits), values.get(key)), (Some(5), None));
    }

    /// A batch with one entry the table cannot hold is refused whole, by a table of one
    /// thread's and by a shared one, for wide keys and for dense ones.
    #[rstest::rstest]
    #[case::tag_of_a_free_slot(Key { bits: 3, tag: 0 }, Some(1), EntryError::Tag(0))]
    #[case::tag_too_wide(Key { bits: 3, tag: 1 << 16 }, Some(1), EntryError::Tag(1 << 16))]
    #[case::value_too_large(Key { bits: 3, tag: DENSE_TAG }, Some(256), EntryError::Value(256))]
    #[case::key_past_the_width(
        Key { bits: u64::MAX, tag: DENSE_TAG },
        Some(1),
        EntryError::NotDense(Key { bits: u64::MAX, tag: DENSE_TAG })
    )]
    #[case::tag_of_another_shape(
        Key { bits: 3, tag: 9 },
        None,
        EntryError::NotDense(Key { bits: 3, tag: 9 })
    )]
    fn a_batch_with_an_entry_no_table_can_hold_is_refused_whole(
        #[case] key: Key,
        #[case] value: Option<u32>,
        #[case] expected: EntryError,
    ) {
        let board = cram::Cram::rectangle(3, 6).unwrap();
        let width = board.dense_key_bits().expect("3×6 keys are dense");
        assert!(width < 64);
        let start = board.start();
        let mut first = Solver::new(board.clone(), 1 << 20);
        first.value(start);
        let mut batch: Vec<_> = first.entries().take(50).collect();
        assert_eq!(batch.len(), 50);
        batch.insert(25, (key, Known { value, not: 0b10 }, 6));
        let mut solver = Solver::new(board, 1 << 20);
        assert_eq!(solver.load(&batch), Err(expected), "{key:?}");
        assert_eq!(solver.entries().count(), 0);
        let shared = shared_table::SharedTable::for_keys(1 << 20, Some(width));
        assert_eq!(shared.check(key, Known { value, not: 0 }), Err(expected));
        let wide = Table::with_bytes(1 << 20);
        let wide_verdict = wide.check(key, Known { value, not: 0 });
        assert_eq!(
            wide_verdict.is_ok(),
            matches!(expected, EntryError::NotDense(_))
        );
    }

    #[test]
    fn segments_hold_every_bucket_once_in_order() {
        let mut expected = vec![(0, 0); START_BUCKETS];
        for (i, place) in expected.iter_mut().enumerate() {
            *place = (0, i);
        }
        for segment in 1..12 {
            let len = START_BUCKETS << (segment - 1);
            expected.extend((0..len).map(|i| (segment, i)));
        }
        for (index, &place) in expected.iter().enumerate() {
            assert_eq!(segment_of(index), place, "bucket {index}");
        }
    }

    /// Every entry the table counts is found under its key after the doublings (each adds a
    /// segment), with what was stored for it.
    #[test]
    fn a_growing_table_finds_every_entry_it_holds() {
        let mut table = Table::with_bytes(1 << 22);
        let keys: Vec<Key> = (1..=200_000u64)
            .map(|i| Key {
                bits: i.wrapping_mul(0x2545_F491_4F6C_DD1D),
                tag: 1 + (i % 5) as u32,
            })
            .collect();
        let mut doublings = 0;
        for (i, &key) in keys.iter().enumerate() {
            let before = table.buckets;
            let known = Known {
                value: Some((key.bits % 200) as u32),
                not: key.bits as u32 & 0xF0,
            };
            table.put(key, known, (i % 100) as u32);
            if table.buckets > before {
                doublings += 1;
                let found = keys[..=i]
                    .iter()
                    .filter(|&&k| table.get(k).is_some())
                    .count();
                assert_eq!(
                    found,
                    table.len(),
                    "after doubling to {} buckets",
                    table.buckets
                );
            }
        }
        assert!(doublings >= 4, "{doublings} doublings");
        assert!(table.segments.len() >= 5, "{} buckets", table.buckets);
        let mut found = 0;
        for &key in &keys {
            if let Some(known) = table.get(key) {
                found += 1;
                assert_eq!(known.value, Some((key.bits % 200) as u32), "{key:?}");
                assert_eq!(known.not, key.bits as u32 & 0xF0, "{key:?}");
            }
        }
        assert_eq!(found, table.len());
    }

    /// What a dense entry keeps of `known`: the value, or the refutations below 10.
    fn kept(known: Known) -> Known {
        match known.value {
            Some(v) => Known {
                value: Some(v),
                not: 0,
            },
            None => Known {
                value: None,
                not: known.not & 0x3FF,
            },
        }
    }

    /// Dense tables of every width against a map of what was stored last for each key: a
    /// look-up finds that (as far as an entry keeps it) or nothing, and every entry the table
    /// lists was stored so, through replacements and doublings. The keys are made to share
    /// a few buckets, so that most puts replace.
    #[test]
    fn a_dense_table_finds_only_what_was_stored() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for width in [1, 12, 30, 48, 57, 61, 64] {
            let keys = DenseKeys::new(width).unwrap();
            let bytes = (keys.least_buckets() * 64 * 8) as u64;
            let mut table = Table::for_keys(bytes, Some(width));
            assert_eq!(table.dense, Some(keys), "width {width}");
            let start = table.buckets;
            let mask = u64::MAX >> (64 - width);
            // Hashes alike in their bucket bits but for four buckets.
            let low = keys.least_buckets().trailing_zeros();
            let pool: Vec<u64> = (0..3_000)
                .map(|_| keys.unhash((rng.r#gen::<u64>() << low | rng.gen_range(0..4)) & mask))
                .collect();
            let mut stored: HashMap<u64, Known> = HashMap::new();
            for _ in 0..40_000 {
                let bits = pool[rng.gen_range(0..pool.len())];
                let known = if rng.gen_bool(0.4) {
                    Known {
                        value: Some(rng.gen_range(0..40)),
                        not: 0,
                    }
                } else {
                    Known {
                        value: None,
                        not: rng.gen_range(1..1 << 12),
                    }
                };
                table.put(
                    Key {
                        bits,
                        tag: DENSE_TAG,
                    },
                    known,
                    rng.gen_range(0..70),
                );
                if kept(known) != Known::default() {
                    stored.insert(bits, kept(known));
                }
                let probe = pool[rng.gen_range(0..pool.len())];
                let found = table.get(Key {
                    bits: probe,
                    tag: DENSE_TAG,
                });
                if let Some(found) = found {
                    assert_eq!(
                        Some(&found),
                        stored.get(&probe),
                        "width {width}, {probe:#x}"
                    );
                }
            }
            let listed: Vec<_> = table.entries().collect();
            assert_eq!(listed.len(), table.len(), "width {width}");
            for (key, known, _) in listed {
                assert_eq!(
                    Some(&known),
                    stored.get(&key.bits),
                    "width {width}, {key:?}"
                );
                assert_eq!(table.get(key), Some(known), "width {width}, {key:?}");
            }
            if width >= 20 {
                assert!(table.replaced > 0, "width {width}");
            }
            if (20..=57).contains(&width) {
                assert!(table.buckets > start, "width {width}: never doubled");
            }
        }
    }

    /// A bound too small for the buckets dense keys need gives a table of two-word entries,
    /// which holds dense keys as well as any.
    #[test]
    fn a_small_bound_keeps_two_word_entries() {
        let mut table = Table::for_keys(1 << 10, Some(40));
        assert!(table.dense.is_none());
        assert_eq!(table.capacity(), 64);
        let key = Key {
            bits: 1 << 39,
            tag: DENSE_TAG,
        };
        table.put(
            key,
            Known {
                value: Some(4),
                not: 0,
            },
            60,
        );
        assert_eq!(table.get(key).unwrap().value, Some(4));
        // Keys of 61 bits need 2^14 buckets (1 MiB): an entry keeps 47 bits of the hash.
        assert_eq!(Table::for_keys(1 << 19, Some(61)).dense, None);
        assert!(Table::for_keys(1 << 20, Some(61)).dense.is_some());
    }
}
