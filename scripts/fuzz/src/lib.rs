//! The fuzzers' shared parts: the contract of a run ([`check`]), a run measured under limits
//! ([`measure`]), seeded mutations of an input ([`mutate`]), and the explorer's command lines
//! ([`explore`]), which `fuzz-explore` runs and the explorer's own tests use, and the values
//! their command lines share ([`options`]).

pub mod check;
pub mod explore;
pub mod measure;
pub mod mutate;
pub mod options;
