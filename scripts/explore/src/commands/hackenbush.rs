//! `explore hackenbush STRING`: a Blue-Red Hackenbush string's value, worked out.

use super::{Failure, Output};

/// A Blue-Red Hackenbush string's value, worked out (BBRB = 7/4)
///
/// The letters: B (or L) a Blue edge,
/// Left's; R a Red edge, Right's; from the ground up (BBRB = 2 - 1/2 + 1/4 = 7/4). At most
/// 100,000 edges.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example: explore hackenbush BBRB")]
pub struct Args {
    /// The edge colours from the ground up, like BBRB.
    #[arg(value_name = "STRING")]
    pub string: String,
}

/// Runs `explore hackenbush`.
///
/// # Errors
/// Bad input text (status 1): a character that is not a colour, an empty or too long string.
pub fn run(args: &Args) -> Result<Output, Failure> {
    crate::partizan_numbers::hackenbush(&args.string)
        .map(Output::text)
        .map_err(Failure::bad_input)
}
