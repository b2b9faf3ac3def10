//! The game explorer behind `explore`: nim-sequences of heap games (octal and hexadecimal
//! codes, subtraction sets) with their periods proved or observed, and the workspace's
//! problem games (E&D pairs, 江南乐 piles, coin-turning, Lasker's Nim, the Colouring Game) as
//! sequences or grids, each computed from its rules. See the crate's README for the command
//! line.

pub mod analysis;
pub mod catalogue;
pub mod checkpoint;
pub mod cli;
pub mod lean_period;
pub mod partizan;
pub mod partizan_values;
pub mod play;
pub mod render;
pub mod split;
pub mod stats;
pub mod svg;
pub mod sweep;
pub mod thermograph_svg;
