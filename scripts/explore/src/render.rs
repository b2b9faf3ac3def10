//! Text output: aligned tables (ANSI-coloured on request), the verdict on the period, and the
//! one-line TSV form.

use crate::analysis::Sequence;
use crate::stats::Summary;
use gamecore::mex::Grundy;
use gamecore::period::{Periodicity, Status, Theorem};
use itertools::Itertools;
use std::fmt::Write as _;

/// ANSI foreground colours (256-colour palette) for values 1, 2, …; 0 is printed bold instead,
/// so that the losing positions stand out. Larger values cycle.
const PALETTE: [u8; 12] = [33, 34, 214, 163, 37, 160, 99, 142, 39, 208, 70, 205];

fn paint(text: &str, value: Grundy, underline: bool, colour: bool) -> String {
    if !colour {
        return text.to_string();
    }
    let mut codes = if value == 0 {
        String::from("1")
    } else {
        format!("38;5;{}", PALETTE[(value as usize - 1) % PALETTE.len()])
    };
    if underline {
        codes.push_str(";4");
    }
    format!("\x1b[{codes}m{text}\x1b[0m")
}

fn digits(n: usize) -> usize {
    n.to_string().len()
}

/// Values per row of the text table when no row width lines up with the period.
pub const DEFAULT_TABLE_WIDTH: usize = 12;
/// The fewest values per row of the text table when it lines up with a divisor of the period.
pub const MIN_DIVISOR_WIDTH: usize = 8;

/// Values per row of the text table: the least multiple of the period with at least 10 values
/// (rows of 12 for period 4, of 34 for period 34) when a row that long `fits`; else the largest
/// divisor of the period with at least [`MIN_DIVISOR_WIDTH`] values that fits (rows of 17 for
/// period 34: a period is two rows, and every column repeats two rows down); else
/// [`DEFAULT_TABLE_WIDTH`].
pub fn table_width(period: Option<usize>, fits: impl Fn(usize) -> bool) -> usize {
    let Some(period) = period else {
        return DEFAULT_TABLE_WIDTH;
    };
    let multiple = period * 10usize.div_ceil(period);
    if fits(multiple) {
        return multiple;
    }
    // A row longer than the largest --width never fits a terminal.
    (MIN_DIVISOR_WIDTH..period.min(1000))
        .rev()
        .filter(|&divisor| period % divisor == 0)
        .find(|&divisor| fits(divisor))
        .unwrap_or(DEFAULT_TABLE_WIDTH)
}

/// The widths of a value cell and of the left margin (the row's first n) of the table of
/// `values` in rows of `width`.
fn layout(values: &[Grundy], width: usize) -> (usize, usize) {
    let last = values.len().saturating_sub(1);
    let largest = values.iter().copied().max().unwrap_or(0) as usize;
    let cell = digits(largest).max(digits(width.saturating_sub(1)));
    let margin = digits(last - last % width).max(1);
    (cell, margin)
}

/// Characters in the longest line of the table [`sequence_text`] prints for `values` in rows
/// of `width` (the column offsets and every full row).
pub fn table_line_length(values: &[Grundy], width: usize) -> usize {
    let (cell, margin) = layout(values, width);
    margin + 1 + width.min(values.len().max(1)) * (cell + 1)
}

/// The row width that lines the columns up with the period: the least multiple of the period
/// in `lo..=hi`, else `fallback`.
pub fn aligned_width(pattern: Option<Periodicity>, lo: usize, hi: usize, fallback: usize) -> usize {
    pattern
        .map(|p| p.period)
        .and_then(|p| (1..=hi / p).map(|k| k * p).find(|&w| w >= lo))
        .unwrap_or(fallback)
}

/// How the analysis was done, for the verdict line.
fn theorem_name(theorem: Theorem) -> &'static str {
    match theorem {
        Theorem::Subtraction { .. } => "subtraction window",
        Theorem::TakeAndBreak { max_heaps: 3, .. } => "Guy–Smith, three-heap form",
        Theorem::TakeAndBreak { .. } | Theorem::None => "Guy–Smith",
    }
}

/// `period p, pre-period e: proved (Guy–Smith, checked to N)` and the other verdicts.
pub fn verdict(sequence: &Sequence) -> String {
    let checked = sequence.checked_up_to();
    let Some(pattern) = sequence.periodicity else {
        return format!("no period found up to {checked}");
    };
    let mut line = format!(
        "period {}, pre-period {}",
        pattern.period, pattern.preperiod
    );
    if pattern.saltus != 0 {
        let _ = write!(line, ", saltus {}", pattern.saltus);
    }
    match pattern.status {
        Status::Proved { .. } => {
            let _ = write!(
                line,
                ": proved ({}, checked to {checked})",
                theorem_name(sequence.theorem)
            );
        }
        Status::Observed { .. } => {
            let _ = write!(line, ": observed up to {checked}");
        }
    }
    line
}

/// The columns of [`tsv_line`], in order.
pub const TSV_COLUMNS: [&str; 15] = [
    "code",
    "preperiod",
    "period",
    "status",
    "checked_up_to",
    "saltus",
    "exceptions",
    "last_exception",
    "largest",
    "largest_at",
    "p_positions",
    "rare_mask",
    "rare_heaps",
    "last_rare",
    "checksum",
];

/// One line: `label`, pre-period, period, `proved|observed|none`, checked-up-to (the first
/// five columns, as before), then saltus, how many exceptions and the last, the largest value
/// and where it first occurs, how many P-positions, the rare mask (`0x…`), how many heaps are
/// rare and the last, and the checksum (see [`TSV_COLUMNS`]). A field that does not apply is
/// empty: no period, no saltus or exceptions; exceptions unknown (fewer values than the
/// pre-period and a period); no rare/common split.
pub fn tsv_line(label: &str, sequence: &Sequence, summary: &Summary) -> String {
    let checked = sequence.checked_up_to();
    let mut fields: Vec<String> = vec![label.to_string()];
    match sequence.periodicity {
        Some(p) => {
            let status = if p.is_proved() { "proved" } else { "observed" };
            fields.extend([
                p.preperiod.to_string(),
                p.period.to_string(),
                status.to_string(),
                checked.to_string(),
                p.saltus.to_string(),
            ]);
        }
        None => fields.extend([
            String::new(),
            String::new(),
            "none".to_string(),
            checked.to_string(),
            String::new(),
        ]),
    }
    match &summary.exceptions {
        Some(exceptions) => fields.extend([
            exceptions.count.to_string(),
            exceptions.last.map(|n| n.to_string()).unwrap_or_default(),
        ]),
        None => fields.extend([String::new(), String::new()]),
    }
    fields.extend([
        summary.largest.1.to_string(),
        summary.largest.0.to_string(),
        summary.p_positions().to_string(),
    ]);
    match summary.rare {
        Some(rare) => fields.extend([
            format!("{:#x}", rare.mask),
            rare.rare_heaps.to_string(),
            rare.last_rare.to_string(),
        ]),
        None => fields.extend([String::new(), String::new(), String::new()]),
    }
    fields.push(format!("{:016x}", summary.checksum));
    let mut line = fields.join("\t");
    line.push('\n');
    line
}

/// The text report of a sequence: a title, `shown` values in rows of `width` with the row's
/// first n on the left and the column offsets on top, then the verdict.
pub fn sequence_text(
    label: &str,
    sequence: &Sequence,
    summary: &Summary,
    shown: usize,
    width: usize,
    colour: bool,
) -> String {
    let values = &sequence.head(shown);
    let last = values.len().saturating_sub(1);
    let total = sequence.values.len();
    let mut out = format!("{label}: G(n) for 0 ≤ n ≤ {last}");
    if values.len() < total {
        let _ = write!(
            out,
            " (of 0 ≤ n ≤ {}; --show N or --show all for more)",
            total - 1
        );
    }
    out.push('\n');
    let (cell, margin) = layout(values, width);
    let _ = write!(out, "{:margin$} ", "");
    for offset in 0..width.min(values.len().max(1)) {
        let _ = write!(out, " {offset:>cell$}");
    }
    out.push('\n');
    for (row, chunk) in values.chunks(width).enumerate() {
        let start = row * width;
        let _ = write!(out, "{start:>margin$} ");
        for (i, &value) in chunk.iter().enumerate() {
            let text = format!("{value:>cell$}");
            let exceptional = sequence.is_exception(start + i);
            let _ = write!(out, " {}", paint(&text, value, exceptional, colour));
        }
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&verdict(sequence));
    out.push('\n');
    if let Some(p) = sequence.periodicity {
        let needed = p.preperiod + p.period;
        if p.preperiod > 0 && total < needed {
            let _ = writeln!(
                out,
                "exceptions: listed with --upto {} or more (the pre-period and one period)",
                needed - 1
            );
        }
    }
    if let Some(summary_exceptions) = summary.exceptions.as_ref().filter(|x| x.count > 0) {
        let _ = write!(
            out,
            "exceptions (n below the pre-period whose value breaks the pattern): {}",
            summary_exceptions.first.iter().join(" ")
        );
        let listed = summary_exceptions.first.len();
        if summary_exceptions.count > listed {
            let _ = write!(out, " … ({} more)", summary_exceptions.count - listed);
        }
        out.push('\n');
        let _ = writeln!(
            out,
            "exceptions in all: {}, the last at n = {}",
            summary_exceptions.count,
            summary_exceptions.last.expect("at least one")
        );
    }
    summary_lines(&mut out, summary, total);
    let computed = sequence.computed;
    let _ = write!(
        out,
        "computed from the rules: G(n) for 0 ≤ n ≤ {}",
        computed - 1
    );
    if computed < total {
        out.push_str("; the rest follows from the proved period");
    } else if computed > total && !sequence.periodicity.is_some_and(|p| p.is_proved()) {
        let _ = write!(out, ", looking for a proof beyond n = {}", total - 1);
    }
    out.push('\n');
    out
}

/// How many values the frequency line lists.
const LISTED_VALUES: usize = 40;

/// The lines of the text report about all `total` values: the largest, the P-positions, the
/// value frequencies (value:count for the first [`LISTED_VALUES`] values that occur), the
/// rare/common split and the checksum.
fn summary_lines(out: &mut String, summary: &Summary, total: usize) {
    let (at, max) = summary.largest;
    let last = total - 1;
    let _ = writeln!(out, "largest value up to {last}: {max} (first at n = {at})");
    let zeros = summary.p_positions();
    let _ = writeln!(
        out,
        "P-positions (G = 0) up to {last}: {zeros} of {total} ({:.2}%)",
        100.0 * zeros as f64 / total as f64
    );
    let present: Vec<(usize, u64)> = summary
        .frequencies
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, count)| count > 0)
        .collect();
    let _ = write!(
        out,
        "value frequencies up to {last} (value:heaps): {}",
        present
            .iter()
            .take(LISTED_VALUES)
            .map(|(v, count)| format!("{v}:{count}"))
            .join(" ")
    );
    if present.len() > LISTED_VALUES {
        let more = present.len() - LISTED_VALUES;
        let _ = write!(
            out,
            " … ({more} more value{} up to {})",
            if more == 1 { "" } else { "s" },
            summary.largest.1
        );
    }
    out.push('\n');
    match summary.rare {
        Some(rare) => {
            let _ = writeln!(
                out,
                "rare/common split up to {last}: mask {:#x}, {} rare heaps, the last at n = {}",
                rare.mask, rare.rare_heaps, rare.last_rare
            );
        }
        None => {
            let _ = writeln!(
                out,
                "rare/common split up to {last}: none (every mask leaves more than a quarter of \
                 the heaps rare)"
            );
        }
    }
    let _ = writeln!(
        out,
        "checksum of G(n) for 0 ≤ n ≤ {last}: {:016x} (FNV-1a 64 over the values as little-endian u32)",
        summary.checksum
    );
}

/// A grid of values with its headers, as [`table_text`] and the TSV form show it.
pub struct Grid<'a> {
    /// The game's label.
    pub label: &'a str,
    /// Names of the row and column numbers.
    pub axes: (&'a str, &'a str),
    /// The number of the first row and of the first column.
    pub origin: usize,
    /// Rows and columns.
    pub rows: usize,
    /// Columns.
    pub columns: usize,
    /// Row by row.
    pub values: &'a [Grundy],
}

/// The aligned grid with row and column headers, and a line of statistics.
pub fn table_text(grid: &Grid<'_>, colour: bool) -> String {
    let (row_name, column_name) = grid.axes;
    let origin = grid.origin;
    let mut out = format!(
        "{}: G({row_name}, {column_name}) for {origin} ≤ {row_name} ≤ {} (rows), \
         {origin} ≤ {column_name} ≤ {} (columns)\n",
        grid.label,
        origin + grid.rows - 1,
        origin + grid.columns - 1
    );
    let largest = grid.values.iter().copied().max().unwrap_or(0) as usize;
    let cell = digits(largest).max(digits(origin + grid.columns - 1));
    let corner = format!("{row_name}\\{column_name}");
    let margin = digits(origin + grid.rows - 1).max(corner.len());
    let _ = write!(out, "{corner:>margin$}");
    for c in 0..grid.columns {
        let _ = write!(out, " {:>cell$}", origin + c);
    }
    out.push('\n');
    for (r, row) in grid.values.chunks(grid.columns).enumerate() {
        let _ = write!(out, "{:>margin$}", origin + r);
        for &value in row {
            let _ = write!(
                out,
                " {}",
                paint(&format!("{value:>cell$}"), value, false, colour)
            );
        }
        out.push('\n');
    }
    let zeros = grid.values.iter().filter(|&&v| v == 0).count();
    let _ = writeln!(
        out,
        "\nlargest value {largest}; G = 0 (a loss for the player to move) at {zeros} of {} cells",
        grid.values.len()
    );
    out
}

/// The grid as tab-separated values: a header line `row\column`, column numbers, then one
/// line per row starting with its number.
pub fn table_tsv(grid: &Grid<'_>) -> String {
    let (row_name, column_name) = grid.axes;
    let origin = grid.origin;
    let mut out = format!("{row_name}\\{column_name}");
    for c in 0..grid.columns {
        let _ = write!(out, "\t{}", origin + c);
    }
    out.push('\n');
    for (r, row) in grid.values.chunks(grid.columns).enumerate() {
        let _ = write!(out, "{}", origin + r);
        for value in row {
            let _ = write!(out, "\t{value}");
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{aligned_width, paint, table_line_length, table_width, verdict};
    use crate::analysis::Sequence;
    use gamecore::octal::NimValues;
    use gamecore::period::{Periodicity, Status, Theorem};

    fn pattern(period: usize) -> Periodicity {
        Periodicity {
            preperiod: 0,
            period,
            saltus: 0,
            status: Status::Observed { up_to: 100 },
        }
    }

    #[test]
    fn table_rows_line_up_with_the_period_or_a_divisor_that_fits() {
        // Three characters a value, as for values below 10 in rows of 10 to 99.
        let fits_80 = |width: usize| 4 + 3 * width <= 80;
        assert_eq!(table_width(Some(4), fits_80), 12);
        assert_eq!(table_width(Some(7), fits_80), 14);
        assert_eq!(table_width(Some(12), fits_80), 12);
        assert_eq!(table_width(Some(25), fits_80), 25);
        // Dawson's Kayles: 34 a row is 106 characters; 17 is half a period.
        assert_eq!(table_width(Some(34), fits_80), 17);
        assert_eq!(table_width(Some(34), |width| 4 + 3 * width <= 120), 34);
        // 26 = 2 · 13; 33 = 3 · 11; 60: 20 is the largest divisor that fits.
        assert_eq!(table_width(Some(26), fits_80), 13);
        assert_eq!(table_width(Some(33), fits_80), 11);
        assert_eq!(table_width(Some(60), fits_80), 20);
        // Nothing lines up: a prime period, a period whose divisors fitting are below 8
        // (49 = 7 · 7), a large period with only large divisors, no period at all.
        assert_eq!(table_width(Some(31), fits_80), 12);
        assert_eq!(table_width(Some(49), fits_80), 12);
        assert_eq!(table_width(Some(149_459), fits_80), 12);
        assert_eq!(table_width(None, fits_80), 12);
    }

    #[test]
    fn line_lengths() {
        // "    0  1 … 16": a margin of 3 (the last row starts at 119), then 17 values of 2 + 1.
        let values = vec![9; 136];
        assert_eq!(table_line_length(&values, 17), 3 + 1 + 17 * 3);
        // Values up to 100 need cells of 3.
        let mut wide = vec![1; 20];
        wide[3] = 100;
        assert_eq!(table_line_length(&wide, 10), 2 + 1 + 10 * 4);
        // A row longer than the values: only as many columns as values.
        assert_eq!(table_line_length(&[0, 1, 2], 12), 1 + 1 + 3 * 3);
    }

    #[test]
    fn widths_line_up_with_the_period() {
        assert_eq!(aligned_width(Some(pattern(4)), 10, 24, 12), 12);
        assert_eq!(aligned_width(Some(pattern(7)), 10, 24, 12), 14);
        assert_eq!(aligned_width(Some(pattern(12)), 10, 24, 12), 12);
        assert_eq!(aligned_width(Some(pattern(20)), 10, 24, 12), 20);
        assert_eq!(aligned_width(Some(pattern(34)), 10, 24, 12), 12);
        assert_eq!(aligned_width(None, 10, 24, 12), 12);
    }

    #[test]
    fn colour_codes_only_when_asked() {
        assert_eq!(paint("3", 3, false, false), "3");
        assert_eq!(paint("3", 3, false, true), "\x1b[38;5;214m3\x1b[0m");
        assert_eq!(paint("0", 0, true, true), "\x1b[1;4m0\x1b[0m");
    }

    #[test]
    fn verdicts() {
        let mut sequence = Sequence {
            values: NimValues::from_values(&[0; 10]),
            computed: 10,
            periodicity: None,
            theorem: Theorem::None,
        };
        assert_eq!(verdict(&sequence), "no period found up to 9");
        sequence.periodicity = Some(Periodicity {
            preperiod: 1,
            period: 4,
            saltus: 4,
            status: Status::Observed { up_to: 10 },
        });
        assert_eq!(
            verdict(&sequence),
            "period 4, pre-period 1, saltus 4: observed up to 9"
        );
    }
}
