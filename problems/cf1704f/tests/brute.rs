//! The painting game searched from its rules — every cell red, blue or white, and whose turn it
//! is — compared with `solve` on random rows, on every short row, and on rows whose runs have
//! the lengths where Dawson's Kayles breaks its period; and the testdata `brute-*` cases
//! recomputed by that search.

use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::Rng;
use testkit::ChaCha8Rng;

/// The game on one row, searched over every reachable colouring. A colouring is the original
/// row with some cells painted white, so it is stored as the set of white cells (a bit mask);
/// `memo[whites << 1 | bob_to_move]` is 0 while unknown, 1 if the player to move wins, 2 if not.
struct RowSearch<'a> {
    row: &'a [u8],
    memo: Vec<u8>,
}

impl<'a> RowSearch<'a> {
    fn new(row: &'a [u8]) -> Self {
        assert!(row.len() <= 24, "the search is for short rows");
        Self {
            row,
            memo: vec![0; 2 << row.len()],
        }
    }

    /// Whether the player to move wins. Alice may paint a neighbouring pair white when at least
    /// one of the two is red now, Bob when at least one is blue; a player with no move loses.
    /// Every move paints at least one coloured cell, so the recursion is at most `n` deep.
    fn mover_wins(&mut self, whites: u32, bob_to_move: bool) -> bool {
        let key = (whites as usize) << 1 | usize::from(bob_to_move);
        if self.memo[key] != 0 {
            return self.memo[key] == 1;
        }
        let own = if bob_to_move { b'B' } else { b'R' };
        let colour = |i: usize| {
            if whites >> i & 1 == 1 {
                b'W'
            } else {
                self.row[i]
            }
        };
        let moves: Vec<u32> = (0..self.row.len() - 1)
            .filter(|&i| colour(i) == own || colour(i + 1) == own)
            .map(|i| whites | 3 << i)
            .collect();
        let wins = moves
            .into_iter()
            .any(|after| !self.mover_wins(after, !bob_to_move));
        self.memo[key] = if wins { 1 } else { 2 };
        wins
    }
}

/// Who wins `row` (`"Alice"` or `"Bob"`), Alice moving first.
fn brute_winner(row: &[u8]) -> &'static str {
    if RowSearch::new(row).mover_wins(0, false) {
        "Alice"
    } else {
        "Bob"
    }
}

/// The expected output for the input text `input`, every row searched by [`RowSearch`].
fn brute_output(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace();
    let rows: usize = tokens.next().expect("t").parse().expect("a number");
    let mut out = String::new();
    for _ in 0..rows {
        let n: usize = tokens.next().expect("n").parse().expect("a number");
        let row = tokens.next().expect("the row").as_bytes();
        assert_eq!(
            row.len(),
            n,
            "a row of the wrong length in a brute-force input"
        );
        writeln!(out, "{}", brute_winner(row)).unwrap();
    }
    out
}

fn input_of(rows: &[Vec<u8>]) -> String {
    let mut input = format!("{}\n", rows.len());
    for row in rows {
        writeln!(input, "{}\n{}", row.len(), String::from_utf8_lossy(row)).unwrap();
    }
    input
}

/// A random row of `n` cells; balanced (as many red as blue) when `balanced` and `n` is even.
fn random_row(rng: &mut ChaCha8Rng, n: usize, balanced: bool) -> Vec<u8> {
    if balanced && n % 2 == 0 {
        let mut row: Vec<u8> = (0..n)
            .map(|i| if i < n / 2 { b'R' } else { b'B' })
            .collect();
        row.shuffle(rng);
        row
    } else {
        (0..n)
            .map(|_| if rng.gen_bool(0.5) { b'R' } else { b'B' })
            .collect()
    }
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(
        400,
        |rng| {
            let rows: Vec<Vec<u8>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    let n = rng.gen_range(2..=12);
                    let balanced = rng.gen_bool(0.7);
                    random_row(rng, n, balanced)
                })
                .collect();
            input_of(&rows)
        },
        cf1704f::solve,
        brute_output,
    );
    // Both winners must be common, in first lines as well as overall.
    testkit::assert_share(&outputs, |o| o.starts_with("Alice"), 120, 280);
}

/// Every row of 2 to 10 cells, and every balanced row of 12 cells, in one input.
#[test]
fn every_short_row() {
    let mut rows = Vec::new();
    for n in 2..=12 {
        for colours in 0u32..1 << n {
            if n <= 10 || colours.count_ones() * 2 == n {
                rows.push(
                    (0..n)
                        .map(|i| if colours >> i & 1 == 1 { b'R' } else { b'B' })
                        .collect::<Vec<u8>>(),
                );
            }
        }
    }
    let input = input_of(&rows);
    assert_eq!(
        testkit::solve_to_string(cf1704f::solve, &input),
        brute_output(&input)
    );
}

/// The shortest balanced rows (found by enumeration) in which a run of 15, 17 or 18 cells
/// decides the winner: with the value those lengths take past the pre-period (`G(L + 68)`,
/// what a period assumed from the start would give), the other winner comes out. (`G(L + 34)`
/// would not do for 18: `G(52)` is itself exceptional and equals `G(18)`.)
#[test]
fn runs_of_exceptional_length() {
    let runs = cf1704f::RunValues::new();
    let cases: [(&[u8], usize, &str); 3] = [
        (b"BRRBRBRBRBRBRBRBRRBB", 15, "Bob"),
        (b"RBRBRBRBRBRBRBRBRRBRBB", 17, "Bob"),
        (b"BRBRRBRBRBRBRBRBRBRBRB", 18, "Bob"),
    ];
    for (row, length, expected) in cases {
        assert_eq!(
            brute_winner(row),
            expected,
            "{}",
            String::from_utf8_lossy(row)
        );
        let input = input_of(&[row.to_vec()]);
        assert_eq!(
            testkit::solve_to_string(cf1704f::solve, &input),
            format!("{expected}\n")
        );
        // The case does test the exception: the periodic value would flip the answer.
        let periodic = |len: usize| len + 2 * 34;
        assert_ne!(runs.of(length), runs.of(periodic(length)));
        let mut total = 0;
        let mut start = 0;
        for end in 1..=row.len() {
            if end == row.len() || row[end] == row[end - 1] {
                let len = end - start;
                total ^= runs.of(if len == length { periodic(len) } else { len });
                start = end;
            }
        }
        assert_eq!(total == 0, expected == "Alice", "{length}");
    }
}

#[test]
fn brute_force_reproduces_testdata() {
    testkit::testdata::assert_agrees("cf1704f", "brute-", 10, brute_output);
}
