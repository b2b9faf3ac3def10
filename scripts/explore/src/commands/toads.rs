//! `explore toads STRIP`: a Toads-and-Frogs position's value.

use super::value::{report, ReportOptions};
use super::{Failure, Output};
use crate::partizan_report;

/// A Toads-and-Frogs strip's value, as for value (at most 16 cells)
///
/// The strip's canonical form, stops, mean, temperature, outcome and birthday:
/// L toads (Left's, move right), R frogs (Right's, move left), _ empty; at most 16 cells.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example: explore toads LL__RR")]
pub struct Args {
    /// The strip, like LL__RR.
    #[arg(value_name = "STRIP")]
    pub strip: String,
    #[command(flatten)]
    pub options: ReportOptions,
}

/// Runs `explore toads`.
///
/// # Errors
/// A usage error for a bad option; bad input text (status 1) for a malformed strip or one
/// past the limits.
pub fn run(args: &Args) -> Result<Output, Failure> {
    report("toads", &args.options, |budget| {
        partizan_report::toads(&args.strip, budget)
    })
}
