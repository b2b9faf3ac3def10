//! The clock of times, progress lines and checkpoints, and the two ways a run in the web page
//! talks to the page while it runs: its progress line ([`show_in_page`]) and its stop flag
//! ([`stop_if_cancelled`]).
//!
//! On `wasm32-unknown-unknown` (the web page) std has no clock: `Instant::now()` panics. There
//! a [`Moment`] is read from the worker's `performance.now()`, through the module's import
//! `explore.now` (page/worker.js), so the page times a run and shows its progress as a
//! terminal does.

use std::ops::Add;
use std::time::Duration;

/// Whether this build runs in the web page: `wasm32-unknown-unknown`, whose imports
/// (`explore.now`, `explore.progress`, `explore.cancelled`) the page's worker provides.
pub const IN_PAGE: bool = cfg!(all(target_arch = "wasm32", target_os = "unknown"));

/// A moment of the run: an [`Instant`](std::time::Instant) where std has a clock, the time
/// since the worker started in the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Moment(
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))] std::time::Instant,
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))] Duration,
);

/// The time now.
pub fn now() -> Moment {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    return Moment(std::time::Instant::now());
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    return Moment(page::since_start());
}

impl Moment {
    /// The time since this moment (zero if the clock went back).
    pub fn elapsed(self) -> Duration {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        return now().0.saturating_duration_since(self.0);
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        return now().0.saturating_sub(self.0);
    }
}

impl Add<Duration> for Moment {
    type Output = Moment;
    fn add(self, later: Duration) -> Moment {
        Moment(self.0 + later)
    }
}

/// Shows `line` as the run's progress in the web page (an empty line clears it); does nothing
/// on any other target, where [`Progress`](crate::analysis::Progress) writes to stderr.
pub fn show_in_page(line: &str) {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    page::show_progress(line);
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    let _ = line;
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
/// cram` and its kin and in the Play engines; a partizan value every 2^16 steps of work; a
/// nim-sequence every 1,024 values; a sweep or table every item), so a cancelled run ends
/// within milliseconds instead. It ends by a trap, since the worker is being ended and
/// nothing of the instance is used again.
#[inline]
pub fn stop_if_cancelled() {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    page::stop_if_cancelled();
}

/// The worker's imports (page/worker.js).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod page {
    use std::time::Duration;

    #[link(wasm_import_module = "explore")]
    extern "C" {
        /// Not 0 once the page has cancelled the run.
        fn cancelled() -> i32;
        /// Milliseconds since the worker started (`performance.now()`).
        fn now() -> f64;
        /// Shows the `len` bytes of UTF-8 at `text` as the run's progress.
        fn progress(text: *const u8, len: usize);
    }

    #[allow(unsafe_code)] // The worker's import takes nothing and returns a plain integer.
    pub fn stop_if_cancelled() {
        if unsafe { cancelled() } != 0 {
            std::process::abort();
        }
    }

    #[allow(unsafe_code)] // The worker's import takes nothing and returns a plain number.
    pub fn since_start() -> Duration {
        let millis = unsafe { now() };
        Duration::try_from_secs_f64(millis / 1000.0).unwrap_or(Duration::ZERO)
    }

    #[allow(unsafe_code)] // The worker reads `len` bytes at `text`, which stay alive for the call.
    pub fn show_progress(line: &str) {
        unsafe { progress(line.as_ptr(), line.len()) }
    }
}
