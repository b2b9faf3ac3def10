//! Sprague–Grundy machinery, Nim variants, modular binomials and bipartite matching for
//! combinatorial-game problems.
//!
//! Every module is a single std-only file that refers to its siblings through `super::`, so the
//! bundler can inline exactly the modules a problem reaches into one judge-ready source file.

pub mod comb;
pub mod error;
pub mod graph;
pub mod judge;
pub mod matching;
pub mod mex;
pub mod nim;
pub mod nimber;
pub mod scan;
pub mod sg;

pub use error::Error;
