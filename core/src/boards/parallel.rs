//! One position solved by several threads at once, sharing one table (the "lazy SMP" of
//! chess programs): every thread runs the whole search, each trying options in a different
//! order where the ordering has no preference, and each finds in the [`SharedTable`] what
//! the others have learnt. The first thread to finish gives the value and stops the others.
//!
//! The value does not depend on the threads (each is a complete, sound search, and the
//! table holds only facts); the components searched, the time and the table's contents do.
//!
//! # Example
//! ```
//! use gamecore::boards::parallel::value_on_threads;
//! use gamecore::boards::shared_table::SharedTable;
//! use gamecore::boards::{cram::Cram, Method};
//! let board = Cram::rectangle(3, 7).unwrap();
//! let table = SharedTable::with_bytes(1 << 20);
//! let (value, _) = value_on_threads(&board, board.start(), &table, Method::Aspiration, 2, None);
//! assert_eq!(value, 1); // 3×7 Cram is worth *1 (the Glop records)
//! ```
//!
//! # Complexity
//! Memory: the shared table, plus each thread's frames and heuristic counts (as
//! [`Solver`]). Time: at best the search's time divided by the threads; threads repeat
//! some of each other's work.

use super::shared_table::{SharedHandle, SharedTable};
use super::{Method, Ruleset, Solver, Stats};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;

/// A solver's progress callback: called every so many components expanded.
pub type Progress = (u64, Box<dyn FnMut(&Stats)>);

/// No value found yet (values are below 2^8).
const NONE: u32 = u32::MAX;

/// The stack of each thread started (a Linux main thread's default).
const STACK: usize = 8 << 20;

/// The nim value of `pos` found by `threads` solvers (at least one) sharing `table`, and the
/// counters summed over them (`entries`: the table's, counted at the end). The solver on the
/// calling thread reports `progress` with its own counters.
///
/// # Panics
/// If a thread cannot be started, or panics (a ruleset's own panic; the search does not).
pub fn value_on_threads<R>(
    rules: &R,
    pos: u64,
    table: &Arc<SharedTable>,
    method: Method,
    threads: usize,
    progress: Option<Progress>,
) -> (u32, Stats)
where
    R: Ruleset + Clone + Send + 'static,
{
    let stop = Arc::new(AtomicBool::new(false));
    let (value, stats) = try_value_on_threads(rules, pos, table, method, threads, progress, &stop);
    (
        value.expect("only a value found raises a flag no one else has"),
        stats,
    )
}

/// [`value_on_threads`] that also ends, without a value, once `stop` is raised from outside
/// (by `progress`, say, to save the table: every solver has returned then, so the table is
/// still, and a later call goes on from what it holds). The first solver to find the value
/// raises `stop` too, to end the others; lower it before a new call.
///
/// # Example
/// ```
/// use gamecore::boards::parallel::try_value_on_threads;
/// use gamecore::boards::shared_table::SharedTable;
/// use gamecore::boards::{cram::Cram, Method};
/// use std::sync::atomic::{AtomicBool, Ordering};
/// use std::sync::Arc;
/// let board = Cram::rectangle(3, 9).unwrap();
/// let table = SharedTable::with_bytes(1 << 20);
/// // Raised before the call: every solver stops at once, without a value.
/// let stop = Arc::new(AtomicBool::new(true));
/// let (value, _) =
///     try_value_on_threads(&board, board.start(), &table, Method::Aspiration, 2, None, &stop);
/// assert_eq!(value, None);
/// stop.store(false, Ordering::SeqCst);
/// let (value, _) =
///     try_value_on_threads(&board, board.start(), &table, Method::Aspiration, 2, None, &stop);
/// assert_eq!(value, Some(1)); // 3×9 Cram is worth *1 (the Glop records)
/// ```
///
/// # Panics
/// As [`value_on_threads`].
pub fn try_value_on_threads<R>(
    rules: &R,
    pos: u64,
    table: &Arc<SharedTable>,
    method: Method,
    threads: usize,
    progress: Option<Progress>,
    stop: &Arc<AtomicBool>,
) -> (Option<u32>, Stats)
where
    R: Ruleset + Clone + Send + 'static,
{
    let found = Arc::new(AtomicU32::new(NONE));
    let helpers: Vec<_> = (1..threads.max(1))
        .map(|index| {
            let rules = rules.clone();
            let handle = table.handle();
            let stop = Arc::clone(stop);
            let found = Arc::clone(&found);
            // The search recurses once per move (up to a position's cells deep): as much
            // stack as a main thread has, not a spawned thread's 2 MiB.
            std::thread::Builder::new()
                .stack_size(STACK)
                .spawn(move || {
                    let mut solver = solver(rules, handle, method, index, &stop);
                    finish(solver.try_value(pos).ok(), &found, &stop);
                    solver.stats()
                })
                .expect("the system starts a thread")
        })
        .collect();
    let mut solver = solver(rules.clone(), table.handle(), method, 0, stop);
    if let Some((every, hook)) = progress {
        solver.on_progress(every, hook);
    }
    finish(solver.try_value(pos).ok(), &found, stop);
    let mut stats = solver.stats();
    for helper in helpers {
        let theirs = helper.join().expect("a solver thread panicked");
        stats.expanded += theirs.expanded;
        stats.hits += theirs.hits;
        stats.replaced += theirs.replaced;
    }
    stats.entries = table.len() as u64;
    let value = found.load(Ordering::SeqCst);
    (if value == NONE { None } else { Some(value) }, stats)
}

/// Thread `index`'s solver: odd threads break ties in the order of options the other way.
fn solver<R: Ruleset>(
    rules: R,
    handle: SharedHandle,
    method: Method,
    index: usize,
    stop: &Arc<AtomicBool>,
) -> Solver<R, SharedHandle> {
    let mut solver = Solver::with_store(rules, handle, method);
    solver.stop_when(Arc::clone(stop));
    solver.reverse_ties(index % 2 == 1);
    solver
}

/// Records a thread's value (the first one found wins; all are equal) and stops the others.
fn finish(value: Option<u32>, found: &AtomicU32, stop: &AtomicBool) {
    if let Some(value) = value {
        // Only the first value is kept; the others are the same value.
        let _ = found.compare_exchange(NONE, value, Ordering::SeqCst, Ordering::SeqCst);
        stop.store(true, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::cram::Cram;
    use crate::boards::Ruleset;

    /// Searches stopped every 300 components of the calling thread (as a checkpoint's save
    /// stops them) and started again on the same table end with one solver's value. On one
    /// thread the stops are certain; on two the other thread may finish first.
    #[test]
    fn searches_stopped_and_started_again_end_with_the_value() {
        for (rows, cols) in [(3, 9), (4, 5), (3, 11)] {
            let board = Cram::rectangle(rows, cols).unwrap();
            let alone = Solver::new(board.clone(), 1 << 20).value(board.start());
            for threads in [1, 2] {
                let table = SharedTable::with_bytes(1 << 20);
                let stop = Arc::new(AtomicBool::new(false));
                let mut calls = 0;
                let value = loop {
                    calls += 1;
                    assert!(calls < 10_000, "{rows}x{cols}: no progress");
                    stop.store(false, Ordering::SeqCst);
                    let raised = Arc::clone(&stop);
                    let halt: Box<dyn FnMut(&Stats)> =
                        Box::new(move |_| raised.store(true, Ordering::SeqCst));
                    let (value, _) = try_value_on_threads(
                        &board,
                        board.start(),
                        &table,
                        Method::Aspiration,
                        threads,
                        Some((300, halt)),
                        &stop,
                    );
                    if let Some(value) = value {
                        break value;
                    }
                };
                let case = format!("{rows}x{cols}, {threads} threads, {calls} calls");
                assert_eq!(value, alone, "{case}");
                assert!(threads > 1 || calls > 2, "{case}");
            }
        }
    }

    #[test]
    fn threads_agree_with_one_solver_on_small_boards() {
        for (rows, cols) in [(3, 5), (3, 8), (4, 5), (4, 7), (5, 5), (3, 10)] {
            let board = Cram::rectangle(rows, cols).unwrap();
            let alone = Solver::new(board.clone(), 1 << 20).value(board.start());
            // A table of one bucket only on the smaller boards (they take long with it), and
            // with two-word entries only: one bucket is too few for dense keys (`layout`).
            let mut tables = vec![(1 << 20, None), (1 << 20, board.dense_key_bits())];
            if rows * cols <= 20 {
                tables.push((64, None));
            }
            for threads in [1, 2, 3] {
                for &(bytes, dense) in &tables {
                    let table = SharedTable::for_keys(bytes, dense);
                    let (value, stats) = value_on_threads(
                        &board,
                        board.start(),
                        &table,
                        Method::Aspiration,
                        threads,
                        None,
                    );
                    assert_eq!(
                        value, alone,
                        "{rows}x{cols}, {threads} threads, {bytes} B, dense keys {dense:?}"
                    );
                    assert_eq!(stats.entries, table.len() as u64);
                }
            }
        }
    }
}
