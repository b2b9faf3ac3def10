//! The game explorer behind `explore`: nim-sequences of heap games (octal and hexadecimal
//! codes, subtraction sets) with their periods proved or observed, and the workspace's
//! problem games (E&D pairs, 江南乐 piles, coin-turning, Lasker's Nim, the Colouring Game) as
//! sequences or grids, each computed from its rules. See the crate's README for the command
//! line.

pub mod analysis;
pub mod catalogue;
pub mod cli;
pub mod partizan;
pub mod partizan_values;
pub mod render;
pub mod split;
pub mod svg;
pub mod thermograph_svg;
