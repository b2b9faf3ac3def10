//! Subtraction games: a move takes `s` tokens from one heap, for some `s` of a fixed set of
//! moves. The Grundy value of every heap up to a bound, `sg[x] = mex { sg[x − s] : s ≤ x }`:
//! as a slice of [`Grundy`] values ([`SubtractionTable`]), or stored in 8, 16 or 32 bits,
//! whichever holds them ([`NarrowSubtractionTable`]).
//!
//! Both run the same fill, one step per heap size and move that fits it: while every value is
//! below 64 a heap's options go into four 64-bit sets filled side by side (a load, a shift and
//! an `or` per option); after that each option stamps its value's slot in a buffer as long as
//! the move count, and the mex is the first slot without the heap's stamp, looked for eight
//! slots at a time.

use super::mex::Grundy;
use std::fmt;

/// A subtraction set contains 0, which would let a player pass forever.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZeroMove;

impl fmt::Display for ZeroMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a subtraction set may not contain 0")
    }
}

impl std::error::Error for ZeroMove {}

impl From<ZeroMove> for super::error::Error {
    fn from(e: ZeroMove) -> Self {
        Self::new(e.to_string())
    }
}

/// The Grundy values of the subtraction game with move set `moves` for heap sizes
/// `0..=max_heap`: `sg[x] = mex { sg[x − s] : s ∈ moves, s ≤ x }`. For one table;
/// [`SubtractionTable`] reuses its buffers across many.
///
/// `moves` may be unsorted and hold duplicates or values larger than every heap.
///
/// # Errors
/// [`ZeroMove`] if a move is 0.
///
/// # Example
/// ```
/// use gamecore::subtraction::subtraction_table;
/// // Subtraction set {1, 3, 4}: the sequence 0 1 0 1 2 3 2 0 1 0 1 2 3 2 … has period 7.
/// let sg = subtraction_table(&[4, 1, 3], 13).unwrap();
/// assert_eq!(sg, vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
/// ```
///
/// # Complexity
/// O(k log k + max_heap · k) time for k moves, O(max_heap + k) memory; every value is at
/// most k.
pub fn subtraction_table(moves: &[usize], max_heap: usize) -> Result<Vec<Grundy>, ZeroMove> {
    SubtractionTable::new()
        .compute(moves, max_heap)
        .map(<[Grundy]>::to_vec)
}

/// Subtraction-game Grundy tables as slices of [`Grundy`] values, with their buffers (the
/// table, the sorted move set, the mex stamps) owned and reused from one move set to the next.
/// [`NarrowSubtractionTable`] stores the values in fewer bits, for long tables.
///
/// # Example
/// ```
/// use gamecore::subtraction::SubtractionTable;
/// let mut table = SubtractionTable::new();
/// assert_eq!(table.compute(&[2, 5], 6).unwrap(), &[0, 0, 1, 1, 0, 2, 1]);
/// // A new move set starts afresh: nothing of {2, 5} survives.
/// assert_eq!(table.compute(&[1], 3).unwrap(), &[0, 1, 0, 1]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct SubtractionTable {
    table: Vec<Grundy>,
    sorted_moves: Vec<usize>,
    stamps: Stamps,
}

impl SubtractionTable {
    /// A table with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The values for heaps `0..=max_heap`, as for [`subtraction_table`]; also kept for
    /// [`SubtractionTable::values`] until the next call.
    ///
    /// # Errors
    /// [`ZeroMove`] if a move is 0.
    ///
    /// # Complexity
    /// As [`subtraction_table`]: at most one step per heap size and move that fits it, each a
    /// load and a bit set while the values stay below 64, a load and a stamp after. No
    /// allocation once the buffers have grown.
    pub fn compute(&mut self, moves: &[usize], max_heap: usize) -> Result<&[Grundy], ZeroMove> {
        if moves.contains(&0) {
            return Err(ZeroMove);
        }
        let Self {
            table,
            sorted_moves,
            stamps,
        } = self;
        sorted_moves.clear();
        sorted_moves.extend(moves.iter().copied().filter(|&s| s <= max_heap));
        sorted_moves.sort_unstable();
        sorted_moves.dedup();
        fill(sorted_moves, max_heap, table, stamps);
        Ok(table)
    }

    /// The values of the last successful [`SubtractionTable::compute`].
    pub fn values(&self) -> &[Grundy] {
        &self.table
    }
}

/// Subtraction-game Grundy tables stored as narrowly as their values allow, with their
/// buffers owned and reused from one move set to the next: every value is at most the number
/// of moves that fit the largest heap, so below 256 such moves a value takes a byte, below
/// 65,536 two, and four beyond. With moves spread over millions of heap sizes every option
/// is a load far back in the table, and a narrow table holds four times as many of them per
/// cache line: for long tables this is the fastest way here to value a subtraction game.
///
/// The moves come sorted and distinct, as `u32` like the heaps: a caller that reads them
/// sorts them anyway, to bound the work by their count, and the table need not copy them.
///
/// # Example
/// ```
/// use gamecore::subtraction::NarrowSubtractionTable;
/// let mut table = NarrowSubtractionTable::new();
/// // Subtraction set {2, 5}: 0 0 1 1 0 2 1 0 0 1 1 0 2 for heaps 0 to 12.
/// let sg = table.compute(&[2, 5], 12);
/// assert_eq!(sg.get(5), Some(2));
/// assert_eq!(sg.len(), 13);
/// assert_eq!(sg.bits_per_value(), 8);
/// // Heaps 5 and 12 are worth 2 each: the player to move loses; 2, 4, 7 make 1 and win.
/// assert_eq!(sg.nim_sum(&[5, 12]), 0);
/// assert_eq!(sg.nim_sum(&[2, 4, 7]), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct NarrowSubtractionTable {
    bytes: Vec<u8>,
    words: Vec<u16>,
    wide: Vec<u32>,
    stamps: Stamps,
}

impl NarrowSubtractionTable {
    /// A table with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The values for heaps `0..=max_heap` under `moves` — sorted, distinct and positive;
    /// those above `max_heap` are ignored — in the narrowest width that holds them: 8 bits
    /// below 256 moves up to `max_heap`, 16 below 65,536, 32 beyond. Valid until the next
    /// call.
    ///
    /// # Panics
    /// If `moves` is not strictly increasing or holds 0.
    ///
    /// # Complexity
    /// O(k + max_heap · k) time for k moves up to `max_heap` (one step per heap size and
    /// move that fits it, each a load and a bit set while the values stay below 64, a load and
    /// a stamp after); (max_heap + 1) · b / 8 bytes of memory for b bits per value, plus
    /// O(k). No allocation once the buffers have grown.
    pub fn compute(&mut self, moves: &[u32], max_heap: u32) -> SubtractionValues<'_> {
        assert!(
            moves.first().map_or(true, |&s| s >= 1) && moves.windows(2).all(|w| w[0] < w[1]),
            "the moves must be positive, sorted and distinct"
        );
        let usable = &moves[..moves.partition_point(|&s| s <= max_heap)];
        let max_heap = max_heap as usize;
        let packed = if usable.len() < 1 << 8 {
            fill(usable, max_heap, &mut self.bytes, &mut self.stamps);
            Packed::Bytes(&self.bytes)
        } else if usable.len() < 1 << 16 {
            fill(usable, max_heap, &mut self.words, &mut self.stamps);
            Packed::Words(&self.words)
        } else {
            fill(usable, max_heap, &mut self.wide, &mut self.stamps);
            Packed::Wide(&self.wide)
        };
        SubtractionValues(packed)
    }
}

/// The Grundy values of heaps `0..=max_heap` that [`NarrowSubtractionTable::compute`] made,
/// in the width it chose; each is read as a [`Grundy`].
#[derive(Clone, Copy, Debug)]
pub struct SubtractionValues<'a>(Packed<'a>);

#[derive(Clone, Copy, Debug)]
enum Packed<'a> {
    Bytes(&'a [u8]),
    Words(&'a [u16]),
    Wide(&'a [u32]),
}

impl<'a> SubtractionValues<'a> {
    /// The number of heap sizes valued, `max_heap + 1`.
    pub fn len(&self) -> usize {
        match self.0 {
            Packed::Bytes(table) => table.len(),
            Packed::Words(table) => table.len(),
            Packed::Wide(table) => table.len(),
        }
    }

    /// Whether no heap size is valued: never, since heap 0 always is (for the convention
    /// that goes with [`SubtractionValues::len`]).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of a heap of `heap` tokens, `None` past `max_heap`.
    pub fn get(&self, heap: usize) -> Option<Grundy> {
        fn at<T: Stored>(table: &[T], heap: usize) -> Option<Grundy> {
            table.get(heap).map(|&v| v.load())
        }
        match self.0 {
            Packed::Bytes(table) => at(table, heap),
            Packed::Words(table) => at(table, heap),
            Packed::Wide(table) => at(table, heap),
        }
    }

    /// The values of heaps `0..=max_heap`, in order.
    pub fn iter(&self) -> impl Iterator<Item = Grundy> + 'a {
        let values = *self;
        (0..values.len()).map(move |heap| values.get(heap).unwrap_or(0))
    }

    /// The xor of the values of `heaps`: the value of the position made of them, 0 exactly
    /// when the player to move loses.
    ///
    /// # Panics
    /// If a heap is larger than `max_heap`.
    ///
    /// # Complexity
    /// O(heaps.len()) time.
    pub fn nim_sum(&self, heaps: &[u32]) -> Grundy {
        fn xor<T: Stored>(table: &[T], heaps: &[u32]) -> Grundy {
            heaps
                .iter()
                .fold(0, |acc, &h| acc ^ table[h as usize].load())
        }
        match self.0 {
            Packed::Bytes(table) => xor(table, heaps),
            Packed::Words(table) => xor(table, heaps),
            Packed::Wide(table) => xor(table, heaps),
        }
    }

    /// How many bits each value is stored in: 8, 16 or 32.
    pub fn bits_per_value(&self) -> u32 {
        match self.0 {
            Packed::Bytes(_) => 8,
            Packed::Words(_) => 16,
            Packed::Wide(_) => 32,
        }
    }
}

/// A table entry: a Grundy value in 8, 16 or 32 bits.
trait Stored: Copy {
    /// The value stored.
    fn load(self) -> Grundy;
    /// `value` stored; the caller keeps it within the type.
    fn store(value: Grundy) -> Self;
}

impl Stored for u8 {
    #[inline]
    fn load(self) -> Grundy {
        Grundy::from(self)
    }
    #[inline]
    fn store(value: Grundy) -> Self {
        value as u8
    }
}

impl Stored for u16 {
    #[inline]
    fn load(self) -> Grundy {
        Grundy::from(self)
    }
    #[inline]
    fn store(value: Grundy) -> Self {
        value as u16
    }
}

impl Stored for u32 {
    #[inline]
    fn load(self) -> Grundy {
        self
    }
    #[inline]
    fn store(value: Grundy) -> Self {
        value
    }
}

/// A move as the distance it reaches back in the table: `u32` for the narrow table, `usize`
/// for the other.
trait Move: Copy {
    fn distance(self) -> usize;
}

impl Move for u32 {
    #[inline]
    fn distance(self) -> usize {
        self as usize
    }
}

impl Move for usize {
    #[inline]
    fn distance(self) -> usize {
        self
    }
}

/// Fills `table` with the values for heaps `0..=max_heap` under `moves` — sorted, distinct,
/// each from 1 to `max_heap` —, `T` holding the value `moves.len()`; `stamps` is reused from
/// one call to the next.
fn fill<T: Stored, M: Move>(moves: &[M], max_heap: usize, table: &mut Vec<T>, stamps: &mut Stamps) {
    let end = max_heap + 1;
    table.clear();
    table.reserve(end);
    // Below the smallest move no move fits: value 0.
    table.resize(moves.first().map_or(end, |&s| s.distance()), T::store(0));
    // Every value is at most the number of moves.
    stamps.make_room(moves.len());
    let mut below_64 = true;
    for (i, &s) in moves.iter().enumerate() {
        // Heap sizes from s up to the next move use exactly the moves up to s.
        let next = moves.get(i + 1).map_or(end, |&next| next.distance());
        let usable = &moves[..=i];
        for x in s.distance()..next {
            let value = if below_64 {
                mex_below_64(table, usable, x)
            } else {
                let stamp = stamps.next_stamp();
                mex_stamped(table, usable, x, &mut stamps.slots, stamp)
            };
            if value >= 64 {
                below_64 = false;
            }
            table.push(T::store(value));
        }
    }
}

/// The mex of `table[x − s]` for `s` in `usable`, every value in the table being below 64.
///
/// Plain words rather than [`MexBits`](super::mex::MexBits): the values are known to be
/// below 64, so `1 << v` needs none of the check that drops larger values there (with it,
/// 10^7 heaps under 100 moves took 30 % more time).
///
/// Not inlined, and neither is [`mex_stamped`]: their loops are bound by loads, and inlined
/// into the loops around them they shared registers with those and kept their own bound on
/// the stack — a load more per four options, 20–30 % more time. A call per heap costs less.
#[inline(never)]
fn mex_below_64<T: Stored, M: Move>(table: &[T], usable: &[M], x: usize) -> Grundy {
    // The options lie below x: bounds checked against x itself, a register fewer.
    let table = &table[..x];
    // Four sets filled side by side: four independent chains of a load, a shift and an or.
    let mut sets = [0u64; 4];
    let mut quads = usable.chunks_exact(4);
    for quad in &mut quads {
        sets[0] |= 1 << table[x - quad[0].distance()].load();
        sets[1] |= 1 << table[x - quad[1].distance()].load();
        sets[2] |= 1 << table[x - quad[2].distance()].load();
        sets[3] |= 1 << table[x - quad[3].distance()].load();
    }
    for (set, &s) in sets.iter_mut().zip(quads.remainder()) {
        *set |= 1 << table[x - s.distance()].load();
    }
    // A full set holds every value below 64, and there is no other: the mex is 64.
    (!(sets[0] | sets[1] | sets[2] | sets[3])).trailing_zeros()
}

/// The option values seen at one heap size once they pass 64: a slot per value, holding the
/// stamp of the last heap size that saw it. Each such heap takes the next stamp, so a slot
/// never holds a stamp to come, and nothing is cleared between heaps or tables; when the
/// stamps run out, the slots are cleared and they start again.
#[derive(Clone, Debug, Default)]
struct Stamps {
    slots: Vec<u32>,
    /// The last stamp taken.
    current: u32,
}

impl Stamps {
    /// Room for the values `0..=max_value`, in whole groups of eight slots.
    fn make_room(&mut self, max_value: usize) {
        let len = (max_value + 8) / 8 * 8;
        if self.slots.len() < len {
            self.slots.resize(len, 0);
        }
    }

    /// The next stamp, the slots cleared if the stamps ran out.
    #[inline]
    fn next_stamp(&mut self) -> u32 {
        if self.current == u32::MAX {
            self.start_again();
        }
        self.current += 1;
        self.current
    }

    #[cold]
    #[inline(never)]
    fn start_again(&mut self) {
        self.slots.fill(0);
        self.current = 0;
    }
}

/// The mex of `table[x − s]` for `s` in `usable`, stamping the slot of each value seen with
/// `stamp`, which no slot holds yet; there is a slot for `usable.len()` (and the slots come
/// in whole groups of eight). Not inlined, see [`mex_below_64`].
#[inline(never)]
fn mex_stamped<T: Stored, M: Move>(
    table: &[T],
    usable: &[M],
    x: usize,
    slots: &mut [u32],
    stamp: u32,
) -> Grundy {
    // The options lie below x: bounds checked against x itself, a register fewer.
    let table = &table[..x];
    let mut quads = usable.chunks_exact(4);
    for quad in &mut quads {
        let a = table[x - quad[0].distance()].load() as usize;
        let b = table[x - quad[1].distance()].load() as usize;
        let c = table[x - quad[2].distance()].load() as usize;
        let d = table[x - quad[3].distance()].load() as usize;
        slots[a] = stamp;
        slots[b] = stamp;
        slots[c] = stamp;
        slots[d] = stamp;
    }
    for &s in quads.remainder() {
        slots[table[x - s.distance()].load() as usize] = stamp;
    }
    // The slot of the value usable.len() is never stamped: a group holding it ends this.
    for (group, eight) in slots.chunks_exact(8).enumerate() {
        if eight.iter().fold(0, |any, &m| any | (m ^ stamp)) != 0 {
            let within = eight.iter().position(|&m| m != stamp).unwrap_or(0);
            return (group * 8 + within) as Grundy;
        }
    }
    unreachable!("the slot of the move count is never stamped")
}

#[cfg(test)]
mod tests {
    use super::{
        fill, subtraction_table, NarrowSubtractionTable, Stamps, SubtractionTable, ZeroMove,
    };
    use rand::{seq::SliceRandom, Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// The table straight from the definition: for every heap size the list of its options'
    /// values, and the least value not in it; no sorting, no deduplication, no reuse.
    fn naive_table(moves: &[usize], max_heap: usize) -> Vec<u32> {
        let mut sg: Vec<u32> = Vec::new();
        for x in 0..=max_heap {
            let options: Vec<u32> = moves
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| sg[x - s])
                .collect();
            let mut seen = vec![false; options.len() + 1];
            for &v in &options {
                if let Some(slot) = seen.get_mut(v as usize) {
                    *slot = true;
                }
            }
            sg.push(seen.iter().position(|&v| !v).unwrap() as u32);
        }
        sg
    }

    // Expected sequences worked by hand from the definition (and, for {1,3,4} and {2,3,7},
    // as printed in Berlekamp–Conway–Guy, Winning Ways, ch. 4).
    #[rstest]
    #[case(&[1], &[0, 1, 0, 1, 0, 1, 0, 1])]
    // {1, 2}: n mod 3.
    #[case(&[1, 2], &[0, 1, 2, 0, 1, 2, 0, 1, 2])]
    #[case(&[1, 2, 3], &[0, 1, 2, 3, 0, 1, 2, 3, 0])]
    // {1, 3, 4}: period 7 from the start.
    #[case(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0])]
    #[case(&[2, 3, 7], &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2])]
    // {2, 5}: period 7, the sample of S-Nim (HDU 1536).
    #[case(&[2, 5], &[0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 0])]
    #[case(&[2], &[0, 0, 1, 1, 0, 0, 1, 1])]
    #[case(&[5, 5, 5], &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0])]
    #[case(&[100], &[0, 0, 0])]
    // 200 moves 1..=200 (past 64: the stamps): sg(x) = x for x ≤ 200, then x mod 201.
    #[case(&(1..=200).collect::<Vec<_>>(), &(0..=450).map(|x| x % 201).collect::<Vec<_>>())]
    // 300 moves 1..=300: values past 255, stored in 16 bits by the narrow table.
    #[case(&(1..=300).collect::<Vec<_>>(), &(0..=700).map(|x| x % 301).collect::<Vec<_>>())]
    fn known_subtraction_sequences(#[case] moves: &[usize], #[case] expected: &[u32]) {
        let max_heap = expected.len() - 1;
        assert_eq!(subtraction_table(moves, max_heap).unwrap(), expected);
        let mut narrow_moves: Vec<u32> = moves.iter().map(|&s| s as u32).collect();
        narrow_moves.sort_unstable();
        narrow_moves.dedup();
        let mut table = NarrowSubtractionTable::new();
        let values = table.compute(&narrow_moves, max_heap as u32);
        assert_eq!(values.iter().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn subtraction_2_3_7_has_period_5_from_the_start() {
        let sg = subtraction_table(&[2, 3, 7], 10_000).unwrap();
        assert!(sg
            .iter()
            .enumerate()
            .all(|(x, &g)| g == [0, 0, 1, 1, 2][x % 5]));
    }

    #[test]
    fn zero_move_is_rejected() {
        assert_eq!(subtraction_table(&[1, 0], 5), Err(ZeroMove));
    }

    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // One table for every move set: reuse must not leak anything between them.
        let mut table = SubtractionTable::new();
        for round in 0..300 {
            // Every tenth instance has at least 128 distinct moves, for the stamps.
            let (moves, max_heap): (Vec<usize>, usize) = if round % 10 == 0 {
                let mut pool: Vec<usize> = (1..=400).collect();
                pool.shuffle(&mut rng);
                pool.truncate(rng.gen_range(128..=200));
                (pool, rng.gen_range(0..=600))
            } else {
                let k = rng.gen_range(1..=6);
                (
                    (0..k).map(|_| rng.gen_range(1..=12)).collect(),
                    rng.gen_range(0..=40),
                )
            };
            assert_eq!(
                table.compute(&moves, max_heap).unwrap(),
                naive_table(&moves, max_heap),
                "moves {moves:?}, heaps up to {max_heap}"
            );
        }
    }

    /// Random sorted move sets for the narrow table, in four kinds by round: a few small moves
    /// (values below 64), 64 to 200 moves (values past 64: the stamps), 256 to 400 distinct
    /// moves that all fit the largest heap (16 bits; every third such set the moves 1..=k,
    /// whose values pass 255), and a few moves spread past the largest heap.
    fn narrow_instance(rng: &mut ChaCha8Rng, round: usize) -> (Vec<u32>, u32) {
        let mut moves: Vec<u32>;
        let max_heap;
        match round % 4 {
            0 | 3 => {
                let (k, top) = if round % 4 == 0 { (8, 20) } else { (10, 5000) };
                moves = (0..rng.gen_range(1..=k))
                    .map(|_| rng.gen_range(1..=top))
                    .collect();
                max_heap = rng.gen_range(0..=top + top / 2);
            }
            1 => {
                moves = (0..rng.gen_range(64..=200))
                    .map(|_| rng.gen_range(1..=300))
                    .collect();
                max_heap = rng.gen_range(100..=1500);
            }
            _ => {
                let k = rng.gen_range(256..=400);
                let top = if round % 12 == 2 {
                    k
                } else {
                    rng.gen_range(k..=3000)
                };
                moves = (1..=top).collect();
                moves.shuffle(rng);
                moves.truncate(k as usize);
                max_heap = rng.gen_range(top..=top + 1000);
            }
        }
        moves.sort_unstable();
        moves.dedup();
        (moves, max_heap)
    }

    /// The narrow table against the definition on 200 random move sets, in the width it picks
    /// (which must be the narrowest for the count of moves up to the largest heap), then the
    /// fill in every width that holds the values on the same moves. One table and one stamp
    /// buffer for all: nothing may leak from one move set into the next.
    #[test]
    fn narrow_compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut table = NarrowSubtractionTable::new();
        let (mut bytes, mut words, mut wide) =
            (Vec::<u8>::new(), Vec::<u16>::new(), Vec::<u32>::new());
        let mut stamps = Stamps::default();
        let (mut past_64, mut past_255, mut in_16_bits) = (0, 0, 0);
        for round in 0..200 {
            let (moves, max_heap) = narrow_instance(&mut rng, round);
            let as_usize: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
            let expected = naive_table(&as_usize, max_heap as usize);
            let largest = *expected.iter().max().unwrap();
            past_64 += usize::from(largest >= 64);
            past_255 += usize::from(largest > 255);
            let shown = format!("moves {moves:?}, heaps up to {max_heap}");
            let values = table.compute(&moves, max_heap);
            let usable = moves.iter().filter(|&&s| s <= max_heap).count();
            let bits = if usable < 256 { 8 } else { 16 };
            assert_eq!(values.bits_per_value(), bits, "{shown}");
            in_16_bits += usize::from(bits == 16);
            assert_eq!(values.len(), expected.len(), "{shown}");
            assert_eq!(values.iter().collect::<Vec<_>>(), expected, "{shown}");
            let heaps: Vec<u32> = (0..3).map(|_| rng.gen_range(0..=max_heap)).collect();
            let xor = heaps.iter().fold(0, |acc, &h| acc ^ expected[h as usize]);
            assert_eq!(values.nim_sum(&heaps), xor, "heaps {heaps:?}, {shown}");
            assert_eq!(values.get(max_heap as usize + 1), None, "{shown}");
            // The fill in each width, on the moves that fit (as the table passes them).
            let usable = &moves[..usable];
            if largest < 256 {
                fill(usable, max_heap as usize, &mut bytes, &mut stamps);
                let got: Vec<u32> = bytes.iter().map(|&v| u32::from(v)).collect();
                assert_eq!(got, expected, "8 bits, {shown}");
            }
            fill(usable, max_heap as usize, &mut words, &mut stamps);
            let got: Vec<u32> = words.iter().map(|&v| u32::from(v)).collect();
            assert_eq!(got, expected, "16 bits, {shown}");
            fill(usable, max_heap as usize, &mut wide, &mut stamps);
            assert_eq!(wide, expected, "32 bits, {shown}");
        }
        // Each path must have been taken often, or the comparison says little.
        assert!(
            past_64 > 40 && past_255 > 5 && in_16_bits > 40,
            "{past_64} {past_255} {in_16_bits}"
        );
    }

    /// 65,536 moves up to the largest heap: 32 bits. The moves 1..=k have the values
    /// x mod (k + 1) (a heap x ≤ k reaches every smaller heap, values 0..x, heap k + 1 every
    /// heap but 0, values 1..=k, and so on), which serves as the reference here: the
    /// definition would take as long again as the table's 2.1·10^9 steps (about 2 s of the
    /// test). The fill in 32 bits is compared with the definition on small sets above.
    #[test]
    fn narrow_table_in_32_bits() {
        let moves: Vec<u32> = (1..=65_536).collect();
        let mut table = NarrowSubtractionTable::new();
        let values = table.compute(&moves, 65_600);
        assert_eq!(values.bits_per_value(), 32);
        assert_eq!(values.len(), 65_601);
        assert!(
            values
                .iter()
                .enumerate()
                .all(|(x, v)| v == x as u32 % 65_537),
            "{:?}",
            values.iter().skip(65_530).collect::<Vec<_>>()
        );
    }

    /// The width follows the count of moves up to the largest heap, not the count given.
    #[rstest]
    #[case(255, 300, 8)]
    #[case(256, 300, 16)]
    #[case(256, 255, 8)]
    #[case(300, 299, 16)]
    fn narrow_width_by_the_moves_that_fit(
        #[case] moves: u32,
        #[case] max_heap: u32,
        #[case] bits: u32,
    ) {
        let moves: Vec<u32> = (1..=moves).collect();
        let mut table = NarrowSubtractionTable::new();
        let values = table.compute(&moves, max_heap);
        assert_eq!(values.bits_per_value(), bits);
        let as_usize: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
        let expected = naive_table(&as_usize, max_heap as usize);
        assert_eq!(values.iter().collect::<Vec<_>>(), expected);
    }

    /// No stamp may survive from one table into the next. The moves 1..=200 up to a heap of
    /// 200 (values 0, 1, …, 200) end by stamping the values 0..=199. The moves 2, 4, …, 300
    /// that follow have the value ⌊x/2⌋ mod 151, and the value 100 appears first at heap 200,
    /// every value below it an option there: a stamp left over at 100 would hide it.
    #[test]
    fn a_table_leaves_no_stamp_for_the_next() {
        let first: Vec<u32> = (1..=200).collect();
        let second: Vec<u32> = (1..=150).map(|j| 2 * j).collect();
        let expected: Vec<u32> = (0..=1000).map(|x| x / 2 % 151).collect();
        let as_usize: Vec<usize> = second.iter().map(|&s| s as usize).collect();
        assert_eq!(naive_table(&as_usize, 1000), expected);
        let mut table = NarrowSubtractionTable::new();
        table.compute(&first, 200);
        let values = table.compute(&second, 1000);
        assert_eq!(values.iter().collect::<Vec<_>>(), expected);
        let mut wide = SubtractionTable::new();
        wide.compute(&(1..=200).collect::<Vec<_>>(), 200).unwrap();
        assert_eq!(wide.compute(&as_usize, 1000).unwrap(), expected);
    }

    /// The stamps run out and start again in the middle of a table: the values stay those of
    /// the definition.
    #[test]
    fn stamps_start_again_when_they_run_out() {
        let moves: Vec<u32> = (1..=100).map(|j| 3 * j).collect();
        let as_usize: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
        let expected = naive_table(&as_usize, 2000);
        let mut stamps = Stamps::default();
        // A stale slot would read as seen if it kept an old stamp equal to a new one.
        stamps.make_room(moves.len());
        stamps.slots.iter_mut().for_each(|s| *s = 7);
        stamps.current = u32::MAX - 50;
        let mut table = Vec::<u16>::new();
        fill(&moves, 2000, &mut table, &mut stamps);
        assert!(stamps.current < 2000, "the stamps did not start again");
        let got: Vec<u32> = table.iter().map(|&v| u32::from(v)).collect();
        assert_eq!(got, expected);
    }

    #[test]
    #[should_panic(expected = "the moves must be positive, sorted and distinct")]
    fn unsorted_moves_are_refused() {
        NarrowSubtractionTable::new().compute(&[3, 2], 10);
    }

    #[test]
    #[should_panic(expected = "the moves must be positive, sorted and distinct")]
    fn zero_is_refused_by_the_narrow_table() {
        NarrowSubtractionTable::new().compute(&[0, 2], 10);
    }
}
