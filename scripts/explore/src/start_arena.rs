//! A fixed stretch of memory from which the explorer's small allocations are served by moving
//! an offset, until it is full.
//!
//! The explorer is linked against musl (`make explorer`), whose allocator hands each group of
//! small blocks back to the kernel as soon as the group is empty. A short run then spends its
//! time in the kernel: `explore cram 4x4` made 46 `mmap` and `munmap` calls, most of them while
//! the command line was parsed, and took 0.31–0.34 ms of CPU where a program that does nothing
//! takes 0.09–0.10 (BENCHMARKS.md, thirty-third session). Served from here, the same run makes
//! 3, none of them for a block, and takes 0.21–0.23 ms.
//!
//! A block freed while it is the last one handed out is taken back, and a block that is the
//! last one grows and shrinks in place: that covers the strings and vectors of a parse, which
//! mostly live and die in stack order. Any other freed block stays taken until the process
//! ends, so the arena costs at most its size in memory that a run no longer uses; once it is
//! full the system allocator serves everything (see [`crate::allocator`]).

#![allow(unsafe_code)]

use std::alloc::Layout;
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The alignment of the arena's first byte, and the largest alignment it serves.
const PAGE: usize = 4096;

/// `SIZE` bytes, aligned to [`PAGE`].
#[repr(C, align(4096))]
struct Bytes<const SIZE: usize>(UnsafeCell<[u8; SIZE]>);

/// An arena of `SIZE` bytes serving blocks of at most `MAX_BLOCK` bytes.
///
/// In a `static` its bytes are zero-initialised data: they take no room in the executable and
/// no memory until they are first written.
///
/// # Example
/// ```
/// use explore::start_arena::Arena;
/// use std::alloc::Layout;
///
/// static ARENA: Arena<4096, 1024> = Arena::new();
/// let layout = Layout::from_size_align(100, 8).unwrap();
/// let first = ARENA.alloc(layout);
/// assert!(ARENA.contains(first));
/// // SAFETY: `first` came from `ARENA` with this layout and is not used again.
/// unsafe { ARENA.free(first, layout.size()) };
/// // The last block handed out was freed, so its bytes are handed out again.
/// assert_eq!(ARENA.alloc(layout), first);
/// // Too large a block is left to the system.
/// assert!(ARENA.alloc(Layout::from_size_align(2048, 8).unwrap()).is_null());
/// ```
pub struct Arena<const SIZE: usize, const MAX_BLOCK: usize> {
    bytes: Bytes<SIZE>,
    /// The offset of the first byte not handed out.
    top: AtomicUsize,
    /// The offset of the first byte never handed out: the bytes from there on are still the
    /// zeros the arena started with, and untouched, so no memory backs them yet.
    high_water: AtomicUsize,
}

// SAFETY: the bytes are only reached through blocks handed out by `alloc`, and the offset
// that hands them out is atomic, so no two live blocks overlap whichever threads ask.
unsafe impl<const SIZE: usize, const MAX_BLOCK: usize> Sync for Arena<SIZE, MAX_BLOCK> {}

impl<const SIZE: usize, const MAX_BLOCK: usize> Default for Arena<SIZE, MAX_BLOCK> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const SIZE: usize, const MAX_BLOCK: usize> Arena<SIZE, MAX_BLOCK> {
    /// An empty arena.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            bytes: Bytes(UnsafeCell::new([0; SIZE])),
            top: AtomicUsize::new(0),
            high_water: AtomicUsize::new(0),
        }
    }

    /// The address of the arena's first byte.
    fn base(&self) -> usize {
        self.bytes.0.get() as usize
    }

    /// A pointer to the byte at `offset`, derived from the arena's own pointer (so that it
    /// keeps the arena's provenance, as Miri checks).
    fn at(&self, offset: usize) -> *mut u8 {
        self.bytes.0.get().cast::<u8>().wrapping_add(offset)
    }

    /// Hands out `layout.size()` bytes aligned to `layout.align()`: their offset, and the
    /// high-water mark before them; `None` when they are too many or do not fit.
    fn bump(&self, layout: Layout) -> Option<(usize, usize)> {
        // The base is page-aligned, so an offset aligned to at most a page is an address so
        // aligned too.
        if layout.size() > MAX_BLOCK || layout.align() > PAGE {
            return None;
        }
        let mut top = self.top.load(Ordering::Acquire);
        loop {
            let start = (top + layout.align() - 1) & !(layout.align() - 1);
            let end = start + layout.size();
            if end > SIZE {
                return None;
            }
            match self
                .top
                .compare_exchange_weak(top, end, Ordering::AcqRel, Ordering::Acquire)
            {
                // The mark covers the block before anyone can write it, and so before it
                // can be freed and handed out again: a mark read here counts every byte
                // that was ever written.
                Ok(_) => return Some((start, self.high_water.fetch_max(end, Ordering::AcqRel))),
                Err(now) => top = now,
            }
        }
    }

    /// A block for `layout`, or null when it is larger than `MAX_BLOCK` or does not fit in
    /// what is left. Its bytes are not zeroed: a block taken back may be handed out again.
    ///
    /// # Complexity
    /// O(1), a compare-and-swap retried only while other threads allocate.
    #[must_use]
    pub fn alloc(&self, layout: Layout) -> *mut u8 {
        self.bump(layout)
            .map_or(std::ptr::null_mut(), |(start, _)| self.at(start))
    }

    /// A block for `layout` with every byte zero, or null as for [`alloc`](Self::alloc).
    ///
    /// Only the part that was handed out before is cleared: past the high-water mark the
    /// bytes are the arena's first zeros, and clearing them would bring their pages into
    /// memory for nothing (the board solver's first table is 64 KiB, of which a small board
    /// touches a few lines).
    ///
    /// # Complexity
    /// As [`alloc`](Self::alloc), plus clearing the block's bytes below the mark.
    #[must_use]
    pub fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let Some((start, mark)) = self.bump(layout) else {
            return std::ptr::null_mut();
        };
        let block = self.at(start);
        let written_before = mark.saturating_sub(start).min(layout.size());
        // SAFETY: the first `written_before` bytes of the block just handed out.
        unsafe { block.write_bytes(0, written_before) };
        block
    }

    /// Whether `pointer` points into the arena (was handed out by it).
    #[must_use]
    pub fn contains(&self, pointer: *const u8) -> bool {
        (pointer as usize).wrapping_sub(self.base()) < SIZE
    }

    /// Moves the offset from `from` to `to` if it is still at `from`.
    fn move_top(&self, from: usize, to: usize) -> bool {
        self.top
            .compare_exchange(from, to, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
    }

    /// Frees a block: taken back if it is the last one handed out, else kept until the end.
    ///
    /// # Safety
    /// `block` came from this arena's [`alloc`](Self::alloc) (or was resized by
    /// [`resize`](Self::resize)) with `size` bytes, and is not used afterwards.
    pub unsafe fn free(&self, block: *mut u8, size: usize) {
        let start = block as usize - self.base();
        self.move_top(start + size, start);
    }

    /// Resizes a block in place, which works when the new size is smaller or when the block
    /// is the last one handed out and the arena has room: whether it did.
    ///
    /// # Safety
    /// `block` came from this arena with `old_size` bytes; if this returns true it has
    /// `new_size` bytes from then on.
    #[must_use]
    pub unsafe fn resize(&self, block: *mut u8, old_size: usize, new_size: usize) -> bool {
        let start = block as usize - self.base();
        let (old_end, new_end) = (start + old_size, start + new_size);
        if new_size <= old_size {
            // The tail is given back if it is at the top; kept otherwise, as a freed block is.
            self.move_top(old_end, new_end);
            return true;
        }
        let grown = new_size <= MAX_BLOCK && new_end <= SIZE && self.move_top(old_end, new_end);
        if grown {
            // As in `bump`: the mark covers the bytes before they are written.
            self.high_water.fetch_max(new_end, Ordering::AcqRel);
        }
        grown
    }

    /// How many bytes are handed out or kept (the offset).
    #[must_use]
    pub fn used(&self) -> usize {
        self.top.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn blocks_are_aligned_and_disjoint_until_the_arena_is_full() {
        let arena: Box<Arena<4096, 1024>> = Box::default();
        let mut blocks = Vec::new();
        for (size, align) in [(3, 1), (8, 8), (100, 64), (1, 1), (24, 16), (1000, 8)] {
            let block = arena.alloc(layout(size, align));
            assert!(!block.is_null());
            assert_eq!(block as usize % align, 0, "size {size} align {align}");
            blocks.push((block as usize, size));
        }
        blocks.sort_unstable();
        assert!(blocks.windows(2).all(|w| w[0].0 + w[0].1 <= w[1].0));
        // 1,256 bytes handed out or skipped for alignment; 2,840 left, in blocks of 1,000.
        assert!(!arena.alloc(layout(1000, 8)).is_null());
        assert!(!arena.alloc(layout(1000, 8)).is_null());
        assert!(arena.alloc(layout(1000, 8)).is_null(), "full");
        assert!(
            arena.alloc(layout(1025, 1)).is_null(),
            "larger than a block may be"
        );
        assert!(
            arena.alloc(layout(8, 8192)).is_null(),
            "aligned past a page"
        );
    }

    #[test]
    fn only_the_last_block_is_taken_back_or_grown_in_place() {
        let arena: Box<Arena<4096, 4096>> = Box::default();
        let first = arena.alloc(layout(64, 8));
        let second = arena.alloc(layout(64, 8));
        // SAFETY: both blocks came from `arena` with 64 bytes; freed ones are not used again.
        unsafe {
            assert!(!arena.resize(first, 64, 128), "not the last block");
            assert!(arena.resize(first, 64, 32), "shrinking always works");
            assert_eq!(arena.used(), 128, "a block below the top keeps its bytes");
            arena.free(first, 32);
            assert_eq!(arena.used(), 128);
            assert!(arena.resize(second, 64, 1000));
            assert_eq!(arena.used(), 64 + 1000);
            assert!(!arena.resize(second, 1000, 5000), "past the arena's end");
            arena.free(second, 1000);
            assert_eq!(arena.used(), 64);
        }
        assert!(!arena.contains(std::ptr::null()));
        assert!(arena.contains(first));
    }

    /// Random allocations (zeroed or not), resizes and frees, each block filled with its own
    /// non-zero byte: every live block keeps its bytes, every zeroed block starts as zeros,
    /// and the offset stays past every live block.
    #[test]
    fn compare_with_naive() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // Miri runs a few cases: each takes it seconds.
        let cases = if cfg!(miri) { 3 } else { 200 };
        for case in 0..cases {
            let arena: Box<Arena<8192, 1024>> = Box::default();
            let mut live: Vec<(*mut u8, usize, u8)> = Vec::new();
            let mut log = Vec::new();
            for step in 0..60_u8 {
                let action = rng.gen_range(0..3);
                if action == 0 || live.is_empty() {
                    let size = rng.gen_range(1..300);
                    let align = 1 << rng.gen_range(0..7);
                    let zeroed = rng.gen_bool(0.5);
                    log.push(format!("alloc {size} {align} zeroed {zeroed}"));
                    let block = if zeroed {
                        arena.alloc_zeroed(layout(size, align))
                    } else {
                        arena.alloc(layout(size, align))
                    };
                    if !block.is_null() {
                        // SAFETY: a fresh block of `size` bytes.
                        let bytes = unsafe { std::slice::from_raw_parts(block, size) };
                        assert!(
                            !zeroed || bytes.iter().all(|&b| b == 0),
                            "case {case}: not zeroed after {log:?}"
                        );
                        // SAFETY: as above.
                        unsafe { block.write_bytes(step + 1, size) };
                        live.push((block, size, step + 1));
                    }
                } else {
                    let i = rng.gen_range(0..live.len());
                    let (block, size, fill) = live[i];
                    if action == 1 {
                        log.push(format!("free #{i}"));
                        // SAFETY: a live block of `size` bytes, dropped from `live`.
                        unsafe { arena.free(block, size) };
                        live.swap_remove(i);
                    } else {
                        let new_size = rng.gen_range(1..600);
                        log.push(format!("resize #{i} to {new_size}"));
                        // SAFETY: a live block of `size` bytes; its size is updated on success.
                        if unsafe { arena.resize(block, size, new_size) } {
                            unsafe { block.write_bytes(fill, new_size) };
                            live[i].1 = new_size;
                        }
                    }
                }
                for &(block, size, fill) in &live {
                    // SAFETY: live blocks of their recorded sizes.
                    let bytes = unsafe { std::slice::from_raw_parts(block, size) };
                    assert!(
                        bytes.iter().all(|&b| b == fill),
                        "case {case}: a block lost its bytes after {log:?}"
                    );
                }
            }
            let blocks_end = live
                .iter()
                .map(|&(block, size, _)| block as usize + size - arena.base())
                .max()
                .unwrap_or(0);
            assert!(arena.used() >= blocks_end, "case {case}: {log:?}");
        }
    }

    #[test]
    fn threads_get_disjoint_blocks() {
        static ARENA: Arena<{ 1 << 16 }, 256> = Arena::new();
        let blocks: Vec<Vec<usize>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..4)
                .map(|_| {
                    scope.spawn(|| {
                        (0..100)
                            .map(|_| ARENA.alloc(layout(64, 16)) as usize)
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        let mut all: Vec<usize> = blocks.concat();
        assert!(all.iter().all(|&b| b != 0));
        all.sort_unstable();
        assert!(all.windows(2).all(|w| w[0] + 64 <= w[1]));
        assert_eq!(ARENA.used(), 400 * 64);
    }
}
