//! The explorer's allocator in a process of its own, so that its start-up arena has room:
//! the library's unit tests share theirs and may have filled it.
#![cfg(target_os = "linux")]
#![allow(unsafe_code)]

use explore::allocator::{Allocator, ARENA, ARENA_SIZE, SMALL};
use std::alloc::{GlobalAlloc, Layout};

#[global_allocator]
static ALLOCATOR: Allocator = Allocator;

#[test]
fn small_blocks_come_from_the_arena_until_it_is_full_and_zeroed_ones_are_zeroed() {
    let layout = Layout::from_size_align(256, 16).unwrap();
    // SAFETY: each block is written within its size and freed with its layout.
    unsafe {
        let dirty = Allocator.alloc(layout);
        assert!(ARENA.contains(dirty), "a fresh process's arena has room");
        dirty.write_bytes(0xAB, 256);
        Allocator.dealloc(dirty, layout);
        let clean = Allocator.alloc_zeroed(layout);
        assert_eq!(
            clean, dirty,
            "the last block is taken back and handed out again"
        );
        assert!(std::slice::from_raw_parts(clean, 256)
            .iter()
            .all(|&b| b == 0));
        Allocator.dealloc(clean, layout);
    }
    // A vector grown a little at a time stays where it is while it is the last block.
    let mut grown: Vec<u64> = Vec::with_capacity(1);
    grown.push(0);
    let first = grown.as_ptr();
    assert!(ARENA.contains(first.cast()));
    grown.extend(1..1000);
    assert_eq!(grown.as_ptr(), first, "grown in place");
    assert!(grown.iter().copied().eq(0..1000));
    drop(grown);

    let blocks: Vec<Box<[u8; 4096]>> = (0..=ARENA_SIZE / 4096)
        .map(|_| Box::new([1; 4096]))
        .collect();
    let from_arena = blocks.iter().filter(|b| ARENA.contains(b.as_ptr())).count();
    assert!(from_arena > ARENA_SIZE / 4096 / 2, "{from_arena} blocks");
    assert!(from_arena < blocks.len(), "the arena cannot hold them all");
    assert!(blocks.iter().all(|b| b.iter().all(|&x| x == 1)));
    let large = vec![1_u8; SMALL + 1];
    assert!(!ARENA.contains(large.as_ptr()));
}
