//! The clock of progress lines and checkpoints: `Instant::now()` where the platform has a
//! clock, nothing on `wasm32-unknown-unknown` (the web page), where `Instant::now()` panics.
//! Without a clock a progress line is never due and a checkpoint is saved only at the end.

use std::time::Instant;

/// Whether this build has a clock: every target but `wasm32-unknown-unknown`.
pub const HAS_CLOCK: bool = !cfg!(all(target_arch = "wasm32", target_os = "unknown"));

/// The time now, or `None` without a clock.
pub fn now() -> Option<Instant> {
    if HAS_CLOCK {
        Some(Instant::now())
    } else {
        None
    }
}
