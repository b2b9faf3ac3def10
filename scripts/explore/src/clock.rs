//! The clock of progress lines and checkpoints: `Instant::now()` where the platform has a
//! clock, nothing on `wasm32-unknown-unknown` (the web page), where `Instant::now()` panics.
//! Without a clock a progress line is never due and a checkpoint is saved only at the end.
//! The same progress points are where a run in the page notices that it was cancelled
//! ([`stop_if_cancelled`]).

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

/// Ends the run here, at once, if the web page has cancelled it; does nothing on any other
/// target.
///
/// The page cancels a run by ending its worker, but Chromium lets a worker that is busy in
/// WebAssembly run on before it stops it by force: a cancelled 6×7 search kept a core busy
/// for another 1.6–2.0 s (measured with `perf`). Where the page may share memory with its
/// worker (it is `crossOriginIsolated`, as `make web-serve` serves it), it also raises a flag
/// that the worker reads for the module's import `explore.cancelled`. The long computations
/// call this at their progress points (the board solver every 2^14 components, in `explore
/// cram` and its kin and in the Play engines; a nim-sequence every 1,024 values; a sweep or
/// table every item), so a cancelled run ends within milliseconds instead. It ends by a trap,
/// since the worker is being ended and nothing of the instance is used again.
#[inline]
pub fn stop_if_cancelled() {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    page::stop_if_cancelled();
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod page {
    #[link(wasm_import_module = "explore")]
    extern "C" {
        /// Not 0 once the page has cancelled the run (page/worker.js).
        fn cancelled() -> i32;
    }

    #[allow(unsafe_code)] // The worker's import takes nothing and returns a plain integer.
    pub fn stop_if_cancelled() {
        if unsafe { cancelled() } != 0 {
            std::process::abort();
        }
    }
}
