//! The explorer's memory allocator (Linux; `main.rs` installs it): each block from one of three
//! sources, and freed by the one that made it, known from the block's layout (a mapping) or
//! its address (the arena).
//!
//! - Table segments of 8 MiB or more, 64-byte aligned: mapped on their own for huge pages
//!   (`huge_pages`), since a long Cram run waits on their cache and TLB misses.
//! - Blocks of at most [`SMALL`] bytes: the start-up arena (`start_arena`) while it has
//!   room, since musl's allocator hands small groups back to the kernel one by one: a short
//!   run made dozens of `mmap` and `munmap` calls (46 in `explore cram 4x4`) and takes a third
//!   less CPU without them.
//! - Everything else, and small blocks once the arena is full: the system's allocator.

#![allow(unsafe_code)]

use crate::huge_pages::{is_mapped, map, unmap};
use crate::start_arena::Arena;
use std::alloc::{GlobalAlloc, Layout, System};
use std::ptr;

/// The largest block served by the start-up arena (bytes). The explorer's largest blocks at
/// start-up, the board solver's first tables, are 64 KiB.
pub const SMALL: usize = 128 << 10;

/// The start-up arena's size (bytes): what it can cost a run in memory that the run no longer
/// uses. `explore cram 4x4` hands out 285 KiB of it, most of that its first tables, which are
/// zeroed without being touched; `explore octal 0.6 --upto 1000000` hands out 320 KiB, and its
/// peak resident memory grows from 3.5 to 3.9 MB (`make bench`).
pub const ARENA_SIZE: usize = 512 << 10;

/// The start-up arena.
pub static ARENA: Arena<ARENA_SIZE, SMALL> = Arena::new();

/// The allocator.
pub struct Allocator;

/// A block for `layout` from its source, its bytes zero if `zeroed`.
///
/// # Safety
/// As [`GlobalAlloc::alloc`]: `layout` has a non-zero size.
unsafe fn take(layout: Layout, zeroed: bool) -> *mut u8 {
    if is_mapped(layout) {
        // SAFETY: freed by `dealloc` with the same layout, hence the same size; a fresh
        // anonymous mapping reads as zeros.
        return unsafe { map(layout.size()) };
    }
    let block = if zeroed {
        ARENA.alloc_zeroed(layout)
    } else {
        ARENA.alloc(layout)
    };
    if !block.is_null() {
        return block;
    }
    // SAFETY: the caller's contract, passed on.
    unsafe {
        if zeroed {
            System.alloc_zeroed(layout)
        } else {
            System.alloc(layout)
        }
    }
}

// SAFETY: every block comes from `map` (large aligned layouts), the arena (its pointers lie
// inside it) or `System`, and is freed by the same: `is_mapped` depends on the layout, which
// the caller passes back unchanged, and `ARENA.contains` on the address.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { take(layout, false) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { take(layout, true) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        if is_mapped(layout) {
            // SAFETY: `alloc` mapped it, for this layout.
            unsafe { unmap(pointer, layout.size()) }
        } else if ARENA.contains(pointer) {
            // SAFETY: the arena handed it out with this size.
            unsafe { ARENA.free(pointer, layout.size()) }
        } else {
            // SAFETY: `System` allocated it, for this layout.
            unsafe { System.dealloc(pointer, layout) }
        }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees a valid layout for `new_size` (same alignment).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let in_arena = ARENA.contains(pointer);
        // SAFETY: an arena block of `layout.size()` bytes, which has `new_size` if this holds.
        if in_arena && unsafe { ARENA.resize(pointer, layout.size(), new_size) } {
            return pointer;
        }
        if !in_arena && !is_mapped(layout) && !is_mapped(new_layout) {
            // SAFETY: both sides are the system's: its realloc, as without this allocator.
            return unsafe { System.realloc(pointer, layout, new_size) };
        }
        // SAFETY: a new block of the new layout, the old contents copied up to the smaller
        // size, the old block freed by whichever made it.
        unsafe {
            let moved = self.alloc(new_layout);
            if !moved.is_null() {
                ptr::copy_nonoverlapping(pointer, moved, layout.size().min(new_size));
                self.dealloc(pointer, layout);
            }
            moved
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::huge_pages::LARGE;

    fn layout(size: usize) -> Layout {
        Layout::from_size_align(size, 64).unwrap()
    }

    #[test]
    fn blocks_move_between_the_three_sources_with_their_contents() {
        // From the arena (if it has room in this test process) to the system, to a mapping,
        // and back down.
        let sizes = [
            64,
            4096,
            SMALL,
            SMALL + 64,
            LARGE - 64,
            LARGE,
            3 * LARGE + 640,
            LARGE + 64,
            SMALL,
            128,
        ];
        // SAFETY: each block is reallocated with the layout it has and freed with its last.
        unsafe {
            let mut block = Allocator.alloc(layout(sizes[0]));
            block.write_bytes(7, sizes[0]);
            for pair in sizes.windows(2) {
                let (old, new) = (pair[0], pair[1]);
                block = Allocator.realloc(block, layout(old), new);
                assert!(!block.is_null());
                let kept = std::slice::from_raw_parts(block, old.min(new));
                assert!(kept.iter().all(|&b| b == 7), "{old} → {new}");
                block.write_bytes(7, new);
            }
            Allocator.dealloc(block, layout(sizes[sizes.len() - 1]));
        }
    }

    #[test]
    fn blocks_larger_than_small_come_from_the_system() {
        let large = vec![1_u8; SMALL + 1];
        assert!(!ARENA.contains(large.as_ptr()));
        assert!(large.iter().all(|&b| b == 1));
    }
}
