//! Test helpers shared by the problem crates (dev-dependency only; never bundled), by concern:
//! [`process`] runs a built binary with a time limit, [`judge`] holds it to the input contract
//! (and [`judge_tests!`] writes a crate's standard binary tests), [`testdata`] reads and
//! re-proves `testdata/<id>/`, [`whitespace`] makes untidy variants of an input, [`brute`]
//! compares `solve` with a brute force, and [`dag`], [`grid`], [`matching`] are independent
//! reference algorithms for brute forces.

pub mod brute;
pub mod dag;
pub mod grid;
pub mod judge;
pub mod matching;
pub mod process;
pub mod testdata;
pub mod whitespace;

pub use brute::{assert_share, compare_with_brute, solve_to_string};
pub use process::run;
pub use rand;
pub use rand_chacha::ChaCha8Rng;

/// The deterministic generator every randomised test starts from.
pub fn rng() -> ChaCha8Rng {
    rand::SeedableRng::seed_from_u64(42)
}
