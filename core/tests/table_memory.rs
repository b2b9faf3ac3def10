//! The shared transposition table's resident memory is its size: growing it must not leave
//! the allocator holding as much again in freed pieces (a block built in a `Vec` and copied
//! into an `Arc` left a 64 KiB hole beside every block: 3×18 Cram at `--memory 256M` peaked at
//! 101.7 MB of RSS instead of 68.7). Its own test binary, so that nothing else allocates
//! while it measures; Linux only (it reads `/proc/self/statm`).

#![cfg(target_os = "linux")]

use gamecore::boards::shared_table::SharedTable;
use gamecore::boards::{Key, Known, Store};

/// The resident set of this process in bytes (the second field of `/proc/self/statm`, in
/// pages of 4 KiB).
fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("Linux has /proc/self/statm");
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|field| field.parse().ok())
        .expect("statm's second field is a count of pages");
    pages * 4096
}

#[test]
fn a_grown_shared_table_is_resident_once() {
    const BOUND: u64 = 32 << 20;
    let before = resident_bytes();
    let table = SharedTable::with_bytes(BOUND);
    let mut handle = table.handle();
    let mut bits = 1u64;
    while ((table.buckets() * 64) as u64) < BOUND {
        // Distinct keys spread over every bucket: the table fills, replaces, and doubles.
        bits = bits.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1);
        handle.put(
            Key { bits, tag: 3 },
            Known {
                value: Some(1),
                not: 0,
            },
            20,
        );
    }
    let grown = resident_bytes().saturating_sub(before);
    assert!(
        grown <= BOUND + BOUND / 8,
        "a table of {BOUND} bytes made the process {grown} bytes larger"
    );
    assert!(!table.is_empty());
}
