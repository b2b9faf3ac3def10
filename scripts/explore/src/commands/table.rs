//! `explore table NAME RxC`: a two-number game of the catalogue as a grid of nim-values, or
//! Cutcake's and Maundy Cake's signed values.

use super::{colour_option, colour_wanted, format_option, Failure, Format, Output};
use crate::analysis::Progress;
use crate::catalogue::Chosen;
use crate::partizan_numbers::{self, TableGame};
use crate::render::{self, Grid};
use crate::svg;
use std::path::PathBuf;

/// A two-number game of the catalogue as a grid (ed 32x32); cutcake and maundy values
///
/// The games are those `explore list` shows, or `cutcake` /
/// `maundy`: Cutcake or Maundy Cake values (partizan: signed, positive = Left's) of w x h
/// pieces, Left cutting the width.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore table ed 32x32; explore table cutcake 8x8 \
                        --format tsv; explore table corners 64x64 --svg heat.svg"
)]
pub struct Args {
    /// The game's name, with its parameter if it has one; or cutcake, maundy.
    #[arg(value_name = "NAME")]
    pub name: String,
    /// The size: ROWSxCOLUMNS, like 32x32 (at most each game's largest side; explore list).
    #[arg(value_name = "RxC")]
    pub size: String,
    /// text: an aligned grid; tsv: the grid as tab-separated values.
    #[arg(long, value_name = "text|tsv", allow_hyphen_values = true)]
    pub format: Option<String>,
    /// ANSI colours (auto: only when stdout is a terminal and NO_COLOR is unset).
    #[arg(
        long = "color",
        visible_alias = "colour",
        value_name = "auto|always|never",
        allow_hyphen_values = true
    )]
    pub colour: Option<String>,
    /// Also write a heat map of the table to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

/// Runs `explore table`.
///
/// # Errors
/// A usage error: an unknown game, a one-number one, a bad size or option.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let format = format_option(args.format.as_deref(), "table", false)?;
    super::check_svg_target(args.svg.as_deref())?;
    let colour = colour_wanted(colour_option("--color", args.colour.as_deref())?);
    if let Some(game) = TableGame::parse(&args.name) {
        return partizan_table(game, &args.size, format, colour, args.svg.as_ref());
    }
    let chosen = Chosen::parse(&args.name).map_err(|e| Failure::usage(e.to_string()))?;
    let game = chosen.table().ok_or_else(|| {
        Failure::usage(format!(
            "{} is a one-number game: explore seq {} shows it",
            chosen.entry.name,
            chosen.label()
        ))
    })?;
    let (rows, columns) = size(&args.size, chosen.entry.max_side)?;
    let label = chosen.label();
    let mut progress = Progress::new(&label);
    let values = game.values(rows, columns, |r| {
        progress.tick(|| format!("row {} of {rows}", r + 1));
    });
    progress.finish();
    let grid = Grid {
        label: &label,
        axes: game.axes(),
        origin: game.origin(),
        rows,
        columns,
        values: &values,
    };
    let svg = args.svg.as_ref().map(|path| {
        let (row_name, column_name) = grid.axes;
        let title = format!(
            "{label}: G({row_name}, {column_name}) for {origin} ≤ {row_name} ≤ {} down, \
             {origin} ≤ {column_name} ≤ {} across",
            grid.origin + rows - 1,
            grid.origin + columns - 1,
            origin = grid.origin,
        );
        (
            path.clone(),
            svg::heat_map(&title, &values, columns, grid.origin, grid.axes),
        )
    });
    let stdout = match format {
        Format::Tsv => render::table_tsv(&grid),
        Format::Text | Format::Values => render::table_text(&grid, colour),
    };
    Ok(Output {
        stdout,
        svg,
        ..Output::default()
    })
}

/// `table cutcake RxC` and `table maundy RxC`: signed values, see [`crate::partizan_numbers`].
fn partizan_table(
    game: TableGame,
    size_text: &str,
    format: Format,
    colour: bool,
    svg: Option<&PathBuf>,
) -> Result<Output, Failure> {
    let (rows, columns) = size(size_text, partizan_numbers::MAX_SIDE)?;
    let table = partizan_numbers::table(game, rows, columns);
    let svg = svg.map(|path| (path.clone(), table.svg()));
    let stdout = match format {
        Format::Tsv => table.tsv(),
        Format::Text | Format::Values => table.text(colour),
    };
    Ok(Output {
        stdout,
        svg,
        ..Output::default()
    })
}

/// Reads `RxC` (`x`, `X` or `×`).
fn size(text: &str, max_side: usize) -> Result<(usize, usize), Failure> {
    let bad = || {
        Failure::usage(format!(
            "bad size {text:?}: write it as ROWSxCOLUMNS, for example 32x32"
        ))
    };
    let (rows, columns) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let rows: usize = rows.trim().parse().map_err(|_| bad())?;
    let columns: usize = columns.trim().parse().map_err(|_| bad())?;
    if rows == 0 || columns == 0 || rows > max_side || columns > max_side {
        return Err(Failure::usage(format!(
            "bad size {text:?}: rows and columns go from 1 to {max_side} for this game"
        )));
    }
    Ok((rows, columns))
}
