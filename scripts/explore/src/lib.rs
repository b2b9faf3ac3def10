//! The game explorer behind `explore`: nim-sequences of heap games (octal and hexadecimal
//! codes, subtraction sets) with their periods proved or observed, and the workspace's
//! problem games (E&D pairs, 江南乐 piles, coin-turning, Lasker's Nim, the Colouring Game) as
//! sequences or grids, each computed from its rules; partizan values, and play against an
//! engine. See the crate's README for the command line.
//!
//! # Layers
//! [`commands`] (one module per command: its arguments and its `run`) sits on top and only
//! parses, calls and prints; below it the views ([`render`], [`svg`], [`thermograph_svg`],
//! [`partizan_numbers`], [`partizan_report`], [`board_report`], [`play`]), the computations ([`analysis`],
//! [`sweep`], [`board_sweep`], [`board_checkpoint`], [`catalogue`], [`stats`], [`checkpoint`]) and the
//! small shared modules ([`exit`], [`words`], [`checksum`], [`clock`], [`published`]). No module imports one above it,
//! and imports have no cycle (tests/layers.rs checks both). Beside them, the binary's memory
//! allocator ([`allocator`], over [`huge_pages`] and [`start_arena`]; Linux only).

#[cfg(target_os = "linux")]
pub mod allocator;
pub mod analysis;
pub mod board_checkpoint;
pub mod board_report;
pub mod board_sweep;
pub mod catalogue;
pub mod checkpoint;
pub mod checksum;
pub mod clock;
pub mod commands;
pub mod exit;
pub mod graph_families;
#[cfg(target_os = "linux")]
pub mod huge_pages;
pub mod partizan_numbers;
pub mod partizan_report;
pub mod play;
pub mod published;
pub mod render;
pub mod start_arena;
pub mod stats;
pub mod svg;
pub mod sweep;
pub mod thermograph_svg;
pub mod words;

/// The unit tests allocate as the binary does (`main.rs`).
#[cfg(all(test, target_os = "linux"))]
#[global_allocator]
static ALLOCATOR: allocator::Allocator = allocator::Allocator;
