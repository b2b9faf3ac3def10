//! The report's line comparing a Cram rectangle's value with the literature, so that
//! `explore cram ROWSxCOLS` says whether a run agrees with what was published, or computed a
//! value no table holds. The values and their sources are `gamecore::boards::published`'s.

use gamecore::boards::published::{cram_rectangle, Published};

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
    use super::cram_line;
    use rstest::rstest;

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
