//! `explore value EXPR`: a partizan game in CGSuite's notation, and the options `value`,
//! `domineering` and `toads` share.

use super::{format_option, Failure, Format, Output};
use crate::partizan_report::{self, Budget, Report};
use std::path::PathBuf;

/// The options of `value`, `domineering` and `toads`.
#[derive(Debug, clap::Args)]
pub struct ReportOptions {
    /// text: one property a line; tsv: one line of canonical form, left stop, right stop,
    /// mean, temperature, outcome class (L, R, N, P), birthday.
    #[arg(long, value_name = "text|tsv", allow_hyphen_values = true)]
    pub format: Option<String>,
    /// Also write the thermograph as an SVG picture to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// The most steps of work to spend, like 2e8 (1e6 to 1e12; the default, 2e7,
    /// is about a second; 3e8 on a Domineering board took about a minute of CPU and 0.38 GB; at most
    /// 2^21 distinct forms and 2^22 remembered comparisons either way). With it, domineering
    /// also takes boards of more than 30 empty cells.
    #[arg(long, value_name = "STEPS")]
    pub work: Option<String>,
    /// Progress lines on stderr even when it is not a terminal (every ten seconds: the share
    /// of --work spent).
    #[arg(long)]
    pub progress: bool,
}

/// The smallest and the largest `--work` of value, domineering and toads (10^12 steps: days).
pub const WORK_RANGE: std::ops::RangeInclusive<u64> = 1_000_000..=1_000_000_000_000;

/// A partizan game in CGSuite's notation: canonical form, stops, temperature, thermograph
///
/// The notation: {1|-1} + ^, *3, 3/4, +-1, {2|0||-1}. Printed: the
/// canonical form, stops, mean, temperature, outcome class and birthday; --svg draws its
/// thermograph. At most 10,000 characters and 2·10^7 steps of work (about a second; --work
/// for more): beyond, as for {1|-1} + *1023, an error naming the operator. An expression that starts with - goes
/// after -- (explore value -- -1), unless it is a number.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore value '{1|-1} + ^'; explore value -- -^; \
                        explore value '{3|1}' --svg thermograph.svg --format tsv"
)]
pub struct Args {
    /// The expression.
    #[arg(value_name = "EXPR", allow_negative_numbers = true)]
    pub expression: String,
    #[command(flatten)]
    pub options: ReportOptions,
}

/// Runs `explore value`.
///
/// # Errors
/// A usage error for a bad option; bad input text (status 1) for a malformed expression or
/// one past the limits.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let output = report("value", &args.options, |budget| {
        partizan_report::value(&args.expression, budget)
    })?;
    // How the text was read (`2^100` is 2 + 100 ups), said only once the game has a value.
    for note in gamecore::partizan::notation::notes(&args.expression) {
        crate::exit::note_line(&note);
    }
    Ok(output)
}

/// Checks the options, makes the report (given the `--work` asked for, if any, and
/// `--progress`) and prints it as text or TSV, with the thermograph.
///
/// # Errors
/// As [`run`].
pub fn report<T>(
    command: &str,
    options: &ReportOptions,
    make: impl FnOnce(Budget) -> Result<(Report, T, gamecore::partizan::canonical::GameId), String>,
) -> Result<Output, Failure> {
    let format = format_option(options.format.as_deref(), command, false)?;
    super::check_svg_target(options.svg.as_deref())?;
    let work = match options.work.as_deref() {
        Some(text) => Some(crate::words::steps(text, WORK_RANGE).ok_or_else(|| {
            Failure::usage(format!(
                "--work is a number of steps like 2e8 or 5e9 (1e6 to 1e12), not {text:?}"
            ))
        })?),
        None => None,
    };
    let budget = Budget {
        work,
        progress: options.progress,
    };
    let (report, _, _) = make(budget).map_err(|message| {
        if work.is_none() && message.contains("steps of work") {
            Failure::bad_input(format!("{message}; --work allows more"))
        } else {
            Failure::bad_input(message)
        }
    })?;
    let svg = options
        .svg
        .as_ref()
        .map(|path| (path.clone(), partizan_report::thermograph_picture(&report)));
    let stdout = if format == Format::Tsv {
        report.tsv()
    } else {
        report.text()
    };
    Ok(Output {
        stdout,
        svg,
        ..Output::default()
    })
}
