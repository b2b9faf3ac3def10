//! `domineering ROWS COLS`: the canonical form of an empty Domineering rectangle in CGSuite's
//! notation, and nothing else — gamecore's side of `make bench`'s `cgt` comparison, a binary as
//! small as the `cgt` harness it is timed against, so that peak memory compares the two
//! libraries rather than the sizes of the programs around them (`explore` starts at about
//! 2.6 MB before it computes anything).

use gamecore::partizan::notation;
use gamecore::partizan::rulesets::domineering::Domineering;
use gamecore::partizan::solver::Solver;
use std::process::ExitCode;

fn main() -> ExitCode {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|arg| arg.parse().ok())
        .collect();
    let [rows, cols] = sizes[..] else {
        eprintln!("usage: domineering ROWS COLS (an empty board of at most 64 cells)");
        return ExitCode::FAILURE;
    };
    let Some(board) = Domineering::rectangle(rows, cols) else {
        eprintln!("error: a {rows}x{cols} board has more than 64 cells");
        return ExitCode::FAILURE;
    };
    let mut solver = Solver::new();
    match solver.value(&board) {
        Ok(value) => {
            println!("{}", notation::to_string(solver.arena(), value));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
