//! A transposition table that solvers on several threads use at once
//! ([`super::parallel`]): what one thread learns of a component, the others find.
//!
//! Each 64-byte bucket holds a sequence number and three entries of two words (the key's
//! bits, then tag, size and what is known, as in [`super::Table`]). A writer makes the number
//! odd while it changes the bucket and even again after; a reader reads the number, the
//! entries and the number again, and reads once more if a write came between. So a reader
//! never mixes the words of two entries, and what it returns was stored for its key: every
//! access is atomic, and no lock is held while reading.
//!
//! # Example
//! ```
//! use gamecore::boards::shared_table::SharedTable;
//! use gamecore::boards::{Key, Known, Store};
//! let table = SharedTable::with_bytes(1 << 12);
//! let mut here = table.handle();
//! let there = table.handle();
//! let key = Key { bits: 0b1011, tag: 7 };
//! here.put(key, Known { value: Some(2), not: 0 }, 4);
//! assert_eq!(there.get(key).unwrap().value, Some(2));
//! assert_eq!(table.len(), 1);
//! ```
//!
//! # Complexity
//! `get` and `put` O(1) (a write waits only for another write to the same bucket); memory
//! 64 bytes per three entries, allocated (and written) in full when the table is made: it
//! does not grow.

use super::{entry, keep_rank, mix, pack, unpack, Key, Known, Store};
use std::sync::atomic::{fence, AtomicU64, Ordering};
use std::sync::Arc;

const WAYS: usize = 3;

/// A sequence number (odd while a writer changes the bucket) and three entries.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket {
    sequence: AtomicU64,
    slots: [[AtomicU64; 2]; WAYS],
}

impl Bucket {
    /// The entries as they were at one moment (no write in between).
    fn read(&self) -> [[u64; 2]; WAYS] {
        let mut waited = 0;
        loop {
            let before = self.sequence.load(Ordering::Acquire);
            if before & 1 == 0 {
                let mut words = [[0; 2]; WAYS];
                for (word, slot) in words.iter_mut().zip(&self.slots) {
                    *word = [
                        slot[0].load(Ordering::Relaxed),
                        slot[1].load(Ordering::Relaxed),
                    ];
                }
                // Orders the entries' loads before the second look at the number: a write
                // that reached any of them has made the number odd, and it is seen.
                fence(Ordering::Acquire);
                if self.sequence.load(Ordering::Relaxed) == before {
                    return words;
                }
            }
            wait(&mut waited);
        }
    }

    /// Runs `change` on the entries with the bucket to itself, then publishes them.
    fn write<T>(&self, change: impl FnOnce(&mut [[u64; 2]; WAYS]) -> T) -> T {
        let mut sequence = self.sequence.load(Ordering::Relaxed);
        let mut waited = 0;
        loop {
            if sequence & 1 == 0 {
                match self.sequence.compare_exchange_weak(
                    sequence,
                    sequence + 1,
                    Ordering::Acquire,
                    Ordering::Relaxed,
                ) {
                    Ok(_) => break,
                    Err(now) => sequence = now,
                }
            } else {
                wait(&mut waited);
                sequence = self.sequence.load(Ordering::Relaxed);
            }
        }
        // The odd number is visible before any entry changes (see `read`).
        fence(Ordering::Release);
        let mut words = [[0; 2]; WAYS];
        for (word, slot) in words.iter_mut().zip(&self.slots) {
            *word = [
                slot[0].load(Ordering::Relaxed),
                slot[1].load(Ordering::Relaxed),
            ];
        }
        let result = change(&mut words);
        for (word, slot) in words.iter().zip(&self.slots) {
            slot[0].store(word[0], Ordering::Relaxed);
            slot[1].store(word[1], Ordering::Relaxed);
        }
        self.sequence.store(sequence + 2, Ordering::Release);
        result
    }
}

/// Waits a moment for a writer to finish: a few spins, then (the writer may have lost its
/// core to another thread) the rest of this thread's time slice.
fn wait(waited: &mut u32) {
    *waited += 1;
    if *waited < 64 {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

/// A table of fixed size that several threads read and write at once: each holds a
/// [`SharedHandle`] (a [`Store`] for its [`super::Solver`]).
pub struct SharedTable {
    buckets: Vec<Bucket>,
}

impl SharedTable {
    /// A table of at most `bytes` bytes (at least one bucket of three entries), its buckets a
    /// power of two. The memory is written at once (the table never grows).
    pub fn with_bytes(bytes: u64) -> Arc<Self> {
        let wanted = (bytes / 64).max(1);
        let mut count = 1usize;
        while (count as u64) * 2 <= wanted {
            count *= 2;
        }
        let mut buckets = Vec::with_capacity(count);
        buckets.resize_with(count, Bucket::default);
        Arc::new(SharedTable { buckets })
    }

    /// A handle for one solver (one thread).
    pub fn handle(self: &Arc<Self>) -> SharedHandle {
        SharedHandle {
            table: Arc::clone(self),
            added: 0,
            replaced: 0,
        }
    }

    /// The most entries the table holds.
    pub fn capacity(&self) -> usize {
        self.buckets.len() * WAYS
    }

    /// The entries held now (by counting them: O(capacity)).
    pub fn len(&self) -> usize {
        self.entries().count()
    }

    /// Whether the table holds nothing (O(capacity)).
    pub fn is_empty(&self) -> bool {
        self.entries().next().is_none()
    }

    /// Every entry, in slot order: its key, what is known and the component's size (at most
    /// 127), each bucket read at one moment.
    pub fn entries(&self) -> impl Iterator<Item = (Key, Known, u32)> + '_ {
        self.buckets.iter().flat_map(|bucket| {
            bucket
                .read()
                .into_iter()
                .filter(|slot| slot[1] != 0)
                .map(|slot| entry(slot[0], slot[1]))
        })
    }

    fn bucket(&self, key: Key) -> &Bucket {
        &self.buckets[mix(key) as usize & (self.buckets.len() - 1)]
    }
}

/// One thread's access to a [`SharedTable`], counting what it adds and replaces.
pub struct SharedHandle {
    table: Arc<SharedTable>,
    added: u64,
    replaced: u64,
}

impl SharedHandle {
    /// The table this handle reads and writes.
    pub fn table(&self) -> &Arc<SharedTable> {
        &self.table
    }
}

impl Store for SharedHandle {
    fn get(&self, key: Key) -> Option<Known> {
        let tag = u64::from(key.tag);
        self.table
            .bucket(key)
            .read()
            .iter()
            .find(|slot| slot[1] >> 48 == tag && slot[0] == key.bits)
            .map(|slot| unpack(slot[1]))
    }

    /// Stores `known` for `key`, merged with what another thread stored for it meanwhile
    /// (both are true of it), else in a free slot, else over the entry kept least
    /// (refutations before values, smaller components first).
    ///
    /// # Panics
    /// As [`super::Table::put`]: a value of 2^8 or more, a tag of 0 or 2^16 or more.
    fn put(&mut self, key: Key, known: Known, size: u32) {
        let meta = pack(key, known, size);
        let tag = u64::from(key.tag);
        let (added, replaced) = self.table.bucket(key).write(|slots| {
            if let Some(same) = slots
                .iter_mut()
                .find(|slot| slot[1] >> 48 == tag && slot[0] == key.bits)
            {
                let old = unpack(same[1]);
                let merged = Known {
                    value: known.value.or(old.value),
                    not: known.not | old.not,
                };
                *same = [key.bits, pack(key, merged, size)];
                return (false, false);
            }
            if let Some(free) = slots.iter_mut().find(|slot| slot[1] == 0) {
                *free = [key.bits, meta];
                return (true, false);
            }
            let mut victim = 0;
            for i in 1..WAYS {
                if keep_rank(slots[i][1]) < keep_rank(slots[victim][1]) {
                    victim = i;
                }
            }
            slots[victim] = [key.bits, meta];
            (false, true)
        });
        self.added += u64::from(added);
        self.replaced += u64::from(replaced);
    }

    /// What this handle added (not the whole table: [`SharedTable::len`] counts that) and
    /// replaced.
    fn counts(&self) -> (u64, u64) {
        (self.added, self.replaced)
    }

    fn capacity(&self) -> usize {
        self.table.capacity()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_writing_one_bucket_never_mix_entries() {
        // One bucket: every write competes for it. Each thread stores keys whose value is a
        // function of the key; every read must find that value or nothing.
        let table = SharedTable::with_bytes(64);
        let workers: Vec<_> = (0..4u64)
            .map(|t| {
                let mut handle = table.handle();
                std::thread::spawn(move || {
                    for i in 0..20_000u64 {
                        let bits = (i * 4 + t) % 97;
                        let key = Key { bits, tag: 5 };
                        let known = Known {
                            value: Some((bits % 7) as u32),
                            not: (bits as u32) << 8,
                        };
                        handle.put(key, known, (bits % 100) as u32);
                        let probe = Key {
                            bits: (bits * 31) % 97,
                            tag: 5,
                        };
                        if let Some(found) = handle.get(probe) {
                            assert_eq!(found.value, Some((probe.bits % 7) as u32), "{probe:?}");
                            assert_eq!(found.not, (probe.bits as u32) << 8, "{probe:?}");
                        }
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.join().unwrap();
        }
        assert_eq!(table.len(), 3);
        for (key, known, size) in table.entries() {
            assert_eq!(known.value, Some((key.bits % 7) as u32));
            assert_eq!(size, (key.bits % 100) as u32);
        }
    }

    #[test]
    fn a_stored_fact_is_merged_with_one_stored_meanwhile() {
        let table = SharedTable::with_bytes(1 << 10);
        let mut a = table.handle();
        let mut b = table.handle();
        let key = Key { bits: 42, tag: 3 };
        a.put(
            key,
            Known {
                value: None,
                not: 0b01,
            },
            9,
        );
        b.put(
            key,
            Known {
                value: None,
                not: 0b10,
            },
            9,
        );
        assert_eq!(a.get(key).unwrap().not, 0b11);
        a.put(
            key,
            Known {
                value: Some(2),
                not: 0,
            },
            9,
        );
        b.put(
            key,
            Known {
                value: None,
                not: 0b100,
            },
            9,
        );
        let known = b.get(key).unwrap();
        assert_eq!(known.value, Some(2));
        assert_eq!(known.not, 0b111);
        assert_eq!((a.counts(), b.counts()), ((1, 0), (0, 0)));
    }
}
