//! The explorer's memory allocator: the system's, except that the board solver's large table
//! segments are mapped on their own, aligned to 2 MiB and marked for transparent huge pages.
//!
//! A long Cram run spends much of its time waiting for table buckets that miss every cache,
//! and with 4 KiB pages most of those misses miss the TLB too (a page walk before the load).
//! With 2 MiB pages a gigabyte table needs 512 TLB entries instead of 262,144. Kernels that
//! give huge pages only on request (`madvise` mode, common on servers and this project's
//! machines) ignore a program that does not ask; glibc asks for its own heap only when told
//! by `GLIBC_TUNABLES`, and then for every allocation. Here only the allocations that are
//! both large ([`LARGE`]) and cache-line aligned are mapped this way: what
//! `gamecore::boards` allocates for a table segment of 8 MiB or more (its buckets are 64-byte
//! aligned). Everything else (the octal tables, the text, small tables) goes to the system
//! allocator as before, so small runs allocate exactly what they did.
//!
//! Huge pages cost no memory here: a segment is written whole as it is made, so its pages
//! were resident anyway (BENCHMARKS.md measures the gain and the peak).
//!
//! Linux only (`main.rs` installs it there); elsewhere the system allocator is used as is.

#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::ptr;

/// The smallest allocation mapped on its own with huge pages (bytes): the size from which
/// the board solver prefetches table buckets (`gamecore::boards::PREFETCH_FROM`), since below
/// it the table's look-ups mostly hit the caches and the TLB anyway.
pub const LARGE: usize = 8 << 20;

/// The alignment of such a mapping: one huge page on x86-64 and on 4 KiB-page arm64.
pub const HUGE_PAGE: usize = 2 << 20;

/// The allocator: [`System`], with allocations of at least [`LARGE`] bytes aligned to at
/// least 64 bytes mapped by [`map`] (aligned to [`HUGE_PAGE`], `MADV_HUGEPAGE`).
pub struct HugePages;

/// Whether `layout` is one this allocator maps itself.
fn is_mapped(layout: Layout) -> bool {
    layout.size() >= LARGE && layout.align() >= 64 && layout.align() <= HUGE_PAGE
}

/// The system's page size (4 KiB on x86-64).
fn page_size() -> usize {
    // SAFETY: sysconf reads a constant of the system; no memory is passed.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).unwrap_or(4096)
}

/// `n` rounded up to a multiple of `to` (a power of two).
fn round_up(n: usize, to: usize) -> usize {
    (n + to - 1) & !(to - 1)
}

/// Maps `size` bytes of zeroed memory at an address aligned to [`HUGE_PAGE`] and asks the
/// kernel for huge pages there; null when the system has no memory to give.
///
/// # Safety
/// The memory must be returned with [`unmap`] and the same `size`.
unsafe fn map(size: usize) -> *mut u8 {
    let length = round_up(size, page_size());
    let Some(reserve) = length.checked_add(HUGE_PAGE) else {
        return ptr::null_mut();
    };
    // SAFETY: a fresh private anonymous mapping; no existing memory is touched.
    let raw = unsafe {
        libc::mmap(
            ptr::null_mut(),
            reserve,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        return ptr::null_mut();
    }
    let start = raw as usize;
    let aligned = round_up(start, HUGE_PAGE);
    let end = start + reserve;
    // SAFETY: the two trimmed ranges are parts of the mapping just made, outside the part
    // returned, and page-aligned (the start, HUGE_PAGE and `length` are page multiples).
    unsafe {
        if aligned > start {
            libc::munmap(raw, aligned - start);
        }
        if end > aligned + length {
            libc::munmap(
                (aligned + length) as *mut libc::c_void,
                end - aligned - length,
            );
        }
        // A hint: without huge pages (a kernel set to `never`) the memory works the same.
        libc::madvise(aligned as *mut libc::c_void, length, libc::MADV_HUGEPAGE);
    }
    aligned as *mut u8
}

/// Returns memory from [`map`].
///
/// # Safety
/// `pointer` and `size` as [`map`] returned and was given.
unsafe fn unmap(pointer: *mut u8, size: usize) {
    // SAFETY: the caller passes a mapping of this length made by `map`.
    unsafe {
        libc::munmap(pointer.cast(), round_up(size, page_size()));
    }
}

// SAFETY: every allocation is served by `System` or by `map`, and freed by the one that made
// it: `is_mapped` depends on the layout only, which the caller passes back unchanged.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_mapped(layout) {
            // SAFETY: freed by `dealloc` with the same layout, hence the same size.
            unsafe { map(layout.size()) }
        } else {
            // SAFETY: the caller's contract, passed on.
            unsafe { System.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_mapped(layout) {
            // SAFETY: as in `alloc`; a fresh anonymous mapping reads as zeros.
            unsafe { map(layout.size()) }
        } else {
            // SAFETY: the caller's contract, passed on.
            unsafe { System.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        if is_mapped(layout) {
            // SAFETY: `alloc` mapped it, for this layout.
            unsafe { unmap(pointer, layout.size()) }
        } else {
            // SAFETY: `System` allocated it, for this layout.
            unsafe { System.dealloc(pointer, layout) }
        }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees a valid layout for `new_size` (same alignment).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if !is_mapped(layout) && !is_mapped(new_layout) {
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

    /// A 64-byte aligned item, as a table bucket is.
    #[derive(Clone, Copy, Default)]
    #[repr(C, align(64))]
    struct Line([u64; 8]);

    fn layout(size: usize) -> Layout {
        Layout::from_size_align(size, 64).unwrap()
    }

    /// The value of `field` in `/proc/self/smaps` for the mapping that starts at `address`.
    fn smaps_field(address: usize, field: &str) -> Option<String> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
        // A mapping's first line is its address range, `start-end perms …`; its fields follow.
        let is_head = |line: &&str| {
            let first = line.split_whitespace().next().unwrap_or("");
            first.contains('-') && first.chars().all(|c| c == '-' || c.is_ascii_hexdigit())
        };
        let head = format!("{address:x}-");
        let mut lines = smaps.lines().skip_while(|line| !line.starts_with(&head));
        lines.next()?;
        lines
            .take_while(|line| !is_head(line))
            .find_map(|line| line.strip_prefix(field))
            .map(|value| value.trim_start_matches(':').trim().to_owned())
    }

    #[test]
    fn a_large_aligned_block_is_mapped_for_huge_pages() {
        let size = LARGE + 12_345 * 64;
        // SAFETY: allocated, written, read and freed with one layout.
        unsafe {
            let block = HugePages.alloc_zeroed(layout(size));
            assert!(!block.is_null());
            assert_eq!(block as usize % HUGE_PAGE, 0, "aligned to a huge page");
            #[allow(clippy::cast_ptr_alignment)] // aligned to a huge page, checked above
            let words = std::slice::from_raw_parts_mut(block.cast::<u64>(), size / 8);
            assert!(words.iter().all(|&w| w == 0), "zeroed");
            for (i, w) in words.iter_mut().enumerate() {
                *w = i as u64;
            }
            // The kernel took the advice: the mapping is flagged `hg` (MADV_HUGEPAGE), and
            // may have huge pages unless the machine turned them off.
            let thp = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
                .unwrap_or_default();
            if !thp.is_empty() {
                let flags = smaps_field(block as usize, "VmFlags").unwrap_or_default();
                assert!(
                    flags.split(' ').any(|flag| flag == "hg"),
                    "VmFlags: {flags}"
                );
                let eligible = smaps_field(block as usize, "THPeligible");
                let expected = if thp.contains("[never]") { "0" } else { "1" };
                assert_eq!(eligible.as_deref(), Some(expected), "{thp}");
            }
            assert!(words.iter().enumerate().all(|(i, &w)| w == i as u64));
            HugePages.dealloc(block, layout(size));
        }
    }

    #[test]
    fn blocks_move_between_the_system_and_mappings_with_their_contents() {
        let sizes = [
            64,
            4096,
            LARGE - 64,
            LARGE,
            3 * LARGE + 640,
            LARGE + 64,
            128,
        ];
        // SAFETY: each block is reallocated with the layout it has and freed with its last.
        unsafe {
            let mut block = HugePages.alloc(layout(sizes[0]));
            block.write_bytes(7, sizes[0]);
            for pair in sizes.windows(2) {
                let (old, new) = (pair[0], pair[1]);
                block = HugePages.realloc(block, layout(old), new);
                assert!(!block.is_null());
                let kept = std::slice::from_raw_parts(block, old.min(new));
                assert!(kept.iter().all(|&b| b == 7), "{old} → {new}");
                block.write_bytes(7, new);
            }
            HugePages.dealloc(block, layout(sizes[sizes.len() - 1]));
        }
    }

    #[test]
    fn only_large_aligned_layouts_are_mapped() {
        assert!(is_mapped(layout(LARGE)));
        assert!(!is_mapped(layout(LARGE - 64)));
        assert!(!is_mapped(Layout::from_size_align(LARGE, 8).unwrap()));
        assert!(!is_mapped(
            Layout::from_size_align(LARGE, 2 * HUGE_PAGE).unwrap()
        ));
        // The test binary allocates with `HugePages` too (lib.rs), as a table segment does.
        let table: Vec<Line> = vec![Line::default(); LARGE / 64];
        assert_eq!(table.as_ptr() as usize % HUGE_PAGE, 0);
        let small: Vec<Line> = vec![Line::default(); 1024];
        assert!(small.iter().all(|line| line.0 == [0; 8]));
    }
}
