//! Cram values of rectangles from the literature, so that `explore cram ROWSxCOLS` can say
//! whether a run agrees with what was published, or computed a value no table here holds.
//!
//! Sources (the same as `core/tests/boards.rs` tests against, with the newer columns):
//! - Winning Ways, vol. 3, ch. 22: a board with both sides even is a second-player win (the
//!   second player answers each domino with its image through the centre);
//! - Lemoine and Viennot's Glop records: 3×3 … 3×20, as listed in issue 32;
//! - Beling's table in the README of `beling/impartial-games` (computed with `igs`; Beling and
//!   Rogalski, Artificial Intelligence 283, 2020): 4 to 7 rows, up to 15 columns, some entries
//!   still unknown there.

/// What the literature says of one rectangle (in either orientation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Published {
    /// The value and where it comes from.
    Value(u32, &'static str),
    /// Inside a published table, but marked unknown there.
    Unknown(&'static str),
}

const WINNING_WAYS: &str = "Winning Ways: with both sides even the second player mirrors";
const GLOP: &str = "the Glop records of Lemoine and Viennot";
const BELING: &str = "Beling's table, github.com/beling/impartial-games";

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
///
/// # Example
/// ```
/// use explore::published::{cram_rectangle, Published};
/// assert!(matches!(cram_rectangle(3, 5), Some(Published::Value(1, _))));
/// assert!(matches!(cram_rectangle(11, 6), Some(Published::Unknown(_))));
/// assert_eq!(cram_rectangle(2, 9), None);
/// ```
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

/// The report's line on the published value of a `rows × cols` board whose run gave
/// `value`, if the literature covers the board.
pub fn cram_line(rows: usize, cols: usize, value: u32) -> Option<String> {
    Some(match cram_rectangle(rows, cols)? {
        Published::Value(published, source) if published == value => {
            format!("published *{published} ({source}): the same")
        }
        Published::Value(published, source) => {
            format!("published *{published} ({source}): NOT the *{value} found here")
        }
        Published::Unknown(source) => {
            format!("published unknown in {source}: a new value, if a second method agrees")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{cram_line, cram_rectangle, Published, BELING, GLOP, TABLES, WINNING_WAYS};
    use gamecore::boards::{cram::Cram, Solver};
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

    /// The table's entries the solver reaches quickly (at most 30 cells) are its values.
    #[test]
    fn the_solver_agrees_with_the_small_published_values() {
        let mut checked = 0;
        for rows in 1..=7 {
            for cols in rows..=20 {
                if rows * cols > 30 {
                    continue;
                }
                if let Some(Published::Value(value, source)) = cram_rectangle(rows, cols) {
                    let board = Cram::rectangle(rows, cols).unwrap();
                    let start = board.start();
                    let found = Solver::new(board, 1 << 20).value(start);
                    assert_eq!(found, value, "{rows}x{cols} ({source})");
                    checked += 1;
                }
            }
        }
        assert!(checked >= 20, "{checked} boards checked");
    }

    #[rstest]
    #[case(
        4,
        7,
        3,
        "published *3 (Beling's table, github.com/beling/impartial-games): the same"
    )]
    #[case(
        4,
        7,
        2,
        "published *3 (Beling's table, github.com/beling/impartial-games): NOT the *2 found here"
    )]
    #[case(13, 5, 1, "published unknown in Beling's table, github.com/beling/impartial-games: a new value, if a second method agrees")]
    fn the_line_says_whether_the_run_agrees(
        #[case] rows: usize,
        #[case] cols: usize,
        #[case] value: u32,
        #[case] line: &str,
    ) {
        assert_eq!(cram_line(rows, cols, value).as_deref(), Some(line));
    }

    #[test]
    fn no_line_outside_the_tables() {
        assert_eq!(cram_line(2, 9, 1), None);
    }
}
