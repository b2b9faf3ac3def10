//! Cram values of empty rectangles from the literature: what a run of the solver can be held
//! to, and where a run that finds a value no table holds stands.
//!
//! Sources:
//! - Winning Ways, vol. 3, ch. 22: a board with both sides even is a second-player win (the
//!   second player answers each domino with its image through the centre), so its value is 0;
//! - Lemoine and Viennot's Glop records: 3×3 … 3×20 (as issue 32 lists them);
//! - Beling's table in the README of `beling/impartial-games` (computed with `igs`; Beling and
//!   Rogalski, "On pruning search trees of impartial games", Artificial Intelligence 283,
//!   2020): 4 to 7 rows, up to 15 columns, some entries still unknown there.
//!
//! # Example
//! ```
//! use gamecore::boards::published::{cram_rectangle, Published};
//! assert!(matches!(cram_rectangle(3, 5), Some(Published::Value(1, _))));
//! assert!(matches!(cram_rectangle(11, 6), Some(Published::Unknown(_))));
//! assert_eq!(cram_rectangle(2, 9), None);
//! ```
//!
//! # Complexity
//! A look-up reads one short string: O(columns of its row).

/// What the literature says of Cram on one empty rectangle (in either orientation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Published {
    /// The value and where it comes from.
    Value(u32, &'static str),
    /// Inside a published table, but marked unknown there.
    Unknown(&'static str),
}

/// The mirror argument of Winning Ways.
pub const WINNING_WAYS: &str = "Winning Ways: with both sides even the second player mirrors";
/// The 3×n values of Lemoine and Viennot.
pub const GLOP: &str = "the Glop records of Lemoine and Viennot";
/// Beling's 4×n to 7×n table.
pub const BELING: &str = "Beling's table, github.com/beling/impartial-games";

/// Per shorter side: the first longer side listed and the values from there on (`?`:
/// unknown in the table).
const TABLES: [(usize, usize, &str, &str); 5] = [
    (3, 3, "0 1 1 4 1 3 1 2 0 1 2 3 1 4 0 1 0 2", GLOP),
    (4, 4, "0 2 0 3 0 1 0 1 0 3 0 4", BELING),
    (5, 5, "0 2 1 1 1 2 0 3 ? ? ?", BELING),
    (6, 6, "0 5 0 1 0 ? 0 ? 0 ?", BELING),
    (7, 7, "1 3 1 ? ? ? ? ? ?", BELING),
];

/// The published value of Cram on an empty `rows × cols` board, if a source above has one
/// (or lists the board as unknown); `None` outside them.
#[must_use]
pub fn cram_rectangle(rows: usize, cols: usize) -> Option<Published> {
    let (short, long) = (rows.min(cols), rows.max(cols));
    if short % 2 == 0 && long % 2 == 0 && short > 0 {
        return Some(Published::Value(0, WINNING_WAYS));
    }
    let &(_, first, values, source) = TABLES.iter().find(|t| t.0 == short)?;
    let word = values.split(' ').nth(long.checked_sub(first)?)?;
    Some(match word.parse() {
        Ok(value) => Published::Value(value, source),
        Err(_) => Published::Unknown(source),
    })
}

/// Every rectangle with a published value, shorter side first, as `(rows, cols, value,
/// source)`: the tables' entries and the both-sides-even boards up to `most_cells` cells.
#[must_use]
pub fn cram_values(most_cells: usize) -> Vec<(usize, usize, u32, &'static str)> {
    let mut found = Vec::new();
    for rows in 1..=most_cells {
        for cols in rows..=most_cells / rows {
            if let Some(Published::Value(value, source)) = cram_rectangle(rows, cols) {
                found.push((rows, cols, value, source));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::{cram_rectangle, cram_values, Published, BELING, GLOP, TABLES, WINNING_WAYS};
    use rstest::rstest;

    #[rstest]
    #[case(3, 5, Some(Published::Value(1, GLOP)))]
    #[case(5, 3, Some(Published::Value(1, GLOP)))]
    #[case(3, 20, Some(Published::Value(2, GLOP)))]
    #[case(3, 21, None)]
    #[case(4, 4, Some(Published::Value(0, WINNING_WAYS)))]
    #[case(8, 8, Some(Published::Value(0, WINNING_WAYS)))]
    #[case(2, 40, Some(Published::Value(0, WINNING_WAYS)))]
    #[case(4, 15, Some(Published::Value(4, BELING)))]
    #[case(8, 7, Some(Published::Value(3, BELING)))]
    #[case(5, 12, Some(Published::Value(3, BELING)))]
    #[case(5, 13, Some(Published::Unknown(BELING)))]
    #[case(7, 10, Some(Published::Unknown(BELING)))]
    #[case(7, 16, None)]
    #[case(2, 9, None)]
    #[case(1, 7, None)]
    #[case(9, 9, None)]
    #[case(0, 4, None)]
    fn a_rectangle_is_looked_up_in_either_orientation(
        #[case] rows: usize,
        #[case] cols: usize,
        #[case] expected: Option<Published>,
    ) {
        assert_eq!(cram_rectangle(rows, cols), expected, "{rows}x{cols}");
    }

    #[test]
    fn every_table_row_runs_to_fifteen_or_twenty_columns() {
        for (short, first, values, _) in TABLES {
            let last = first + values.split(' ').count() - 1;
            assert_eq!(last, if short == 3 { 20 } else { 15 }, "row {short}");
        }
    }

    #[test]
    fn the_values_listed_are_the_look_ups_shorter_side_first() {
        let listed = cram_values(36);
        assert!(listed.contains(&(3, 12, 1, GLOP)), "{listed:?}");
        assert!(listed.contains(&(2, 18, 0, WINNING_WAYS)), "{listed:?}");
        assert!(listed.contains(&(6, 6, 0, WINNING_WAYS)), "{listed:?}");
        assert!(!listed
            .iter()
            .any(|&(rows, cols, ..)| rows * cols > 36 || rows > cols));
        for &(rows, cols, value, source) in &listed {
            assert_eq!(
                cram_rectangle(cols, rows),
                Some(Published::Value(value, source))
            );
        }
    }
}
