//! The board solver's large table segments mapped on their own, aligned to 2 MiB and marked
//! for transparent huge pages (by the explorer's allocator, [`crate::allocator`]).
//!
//! A long Cram run spends much of its time waiting for table buckets that miss every cache,
//! and with 4 KiB pages most of those misses miss the TLB too (a page walk before the load).
//! With 2 MiB pages a gigabyte table needs 512 TLB entries instead of 262,144. Kernels that
//! give huge pages only on request (`madvise` mode, common on servers and this project's
//! machines) ignore a program that does not ask; glibc asks for its own heap only when told
//! by `GLIBC_TUNABLES`, and then for every allocation. Here only the allocations that are
//! both large ([`LARGE`]) and cache-line aligned are mapped this way: what
//! `gamecore::boards` allocates for a table segment of 8 MiB or more (its buckets are 64-byte
//! aligned). Everything else (the octal tables, the text, small tables) is allocated as
//! before.
//!
//! Huge pages cost no memory here: a segment is written whole as it is made, so its pages
//! were resident anyway (BENCHMARKS.md measures the gain and the peak).
//!
//! Linux only; elsewhere the system allocator is used as is.

#![allow(unsafe_code)]

use std::alloc::Layout;
use std::ptr;

/// The smallest allocation mapped on its own with huge pages (bytes): the size from which
/// the board solver prefetches table buckets (`gamecore::boards::PREFETCH_FROM`), since below
/// it the table's look-ups mostly hit the caches and the TLB anyway.
pub const LARGE: usize = 8 << 20;

/// The alignment of such a mapping: one huge page on x86-64 and on 4 KiB-page arm64.
pub const HUGE_PAGE: usize = 2 << 20;

/// Whether `layout` is one the explorer's allocator maps by [`map`].
pub(crate) fn is_mapped(layout: Layout) -> bool {
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
pub(crate) unsafe fn map(size: usize) -> *mut u8 {
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
pub(crate) unsafe fn unmap(pointer: *mut u8, size: usize) {
    // SAFETY: the caller passes a mapping of this length made by `map`.
    unsafe {
        libc::munmap(pointer.cast(), round_up(size, page_size()));
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
            let block = map(size);
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
            unmap(block, size);
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
        // The test binary allocates with the explorer's allocator too (lib.rs), as a table segment does.
        let table: Vec<Line> = vec![Line::default(); LARGE / 64];
        assert_eq!(table.as_ptr() as usize % HUGE_PAGE, 0);
        let small: Vec<Line> = vec![Line::default(); 1024];
        assert!(small.iter().all(|line| line.0 == [0; 8]));
    }
}
