//! Cutting Brownies played from the rules on small sheets — a search over the whole table (every
//! piece on it, and whose turn it is) — compared with `solve` on random inputs and with every
//! `brute-*` testdata answer, and with the values of single pieces from `gamecore`'s Cutcake.

use gamecore::partizan::cutcake::cutcake_value;
use std::fmt::Write as _;
use testkit::rand::Rng;
use testkit::search::GameSearch;

/// A piece `(breadth, depth)`.
type Piece = (u8, u8);

/// A whole position: the pieces on the table (sorted, so that the same multiset is one
/// position) and whether Harry is to move.
type Table = (Vec<Piece>, bool);

/// The table after `piece_index` is cut into `a` and `b`, the other player to move. A `1 × 1`
/// piece is left off the table: neither player can ever cut it, so it changes no play (and
/// leaving it off keeps the search small).
fn after_cut(pieces: &[Piece], piece_index: usize, a: Piece, b: Piece, harry: bool) -> Table {
    let mut next: Vec<Piece> = pieces
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != piece_index)
        .map(|(_, &p)| p)
        .collect();
    next.extend([a, b].into_iter().filter(|&p| p != (1, 1)));
    next.sort_unstable();
    (next, !harry)
}

/// The rules. Harry cuts one piece horizontally, splitting its depth: `b × d` becomes
/// `b × r` and `b × (d − r)`; Vicky cuts vertically, splitting its breadth: `b × d` becomes
/// `c × d` and `(b − c) × d`. Pieces are never rotated; a player with no cut loses.
fn brownies() -> GameSearch<Table> {
    GameSearch::normal(|(pieces, harry): &Table| {
        let mut next = Vec::new();
        for (i, &(b, d)) in pieces.iter().enumerate() {
            if *harry {
                for r in 1..d {
                    next.push(after_cut(pieces, i, (b, r), (b, d - r), true));
                }
            } else {
                for c in 1..b {
                    next.push(after_cut(pieces, i, (c, d), (b - c, d), false));
                }
            }
        }
        next
    })
}

/// The test cases of a valid input: `(B, D, Harry starts)`.
fn cases(input: &str) -> Vec<(u8, u8, bool)> {
    let mut tokens = input.split_ascii_whitespace();
    let count: usize = tokens.next().unwrap().parse().unwrap();
    (0..count)
        .map(|_| {
            let b = tokens.next().unwrap().parse().unwrap();
            let d = tokens.next().unwrap().parse().unwrap();
            let harry = match tokens.next().unwrap() {
                "Harry" => true,
                "Vicky" => false,
                other => panic!("not a player: {other}"),
            };
            (b, d, harry)
        })
        .collect()
}

/// The expected output of a valid `input`, by the search.
fn brute_output(input: &str, search: &mut GameSearch<Table>) -> String {
    let mut out = String::new();
    for (b, d, harry) in cases(input) {
        let name = if harry { "Harry" } else { "Vicky" };
        let wins = search.mover_wins((vec![(b, d)], harry));
        out.push_str(name);
        out.push_str(if wins { " can win\n" } else { " cannot win\n" });
    }
    out
}

/// 1 to 10 test cases of sheets up to 7 × 7 (sometimes up to 3 × 3 only, where most sheets
/// have equal bit lengths), either player starting.
fn random_input(rng: &mut testkit::ChaCha8Rng) -> String {
    let count = rng.gen_range(1..=10);
    let side = if rng.gen_bool(0.2) { 3 } else { 7 };
    let mut text = format!("{count}\n");
    for _ in 0..count {
        let b = rng.gen_range(1..=side);
        let d = rng.gen_range(1..=side);
        let name = if rng.gen_bool(0.5) { "Harry" } else { "Vicky" };
        let _ = writeln!(text, "{b} {d} {name}");
    }
    text
}

#[test]
fn compare_with_brute_force() {
    let mut search = brownies();
    let outputs = testkit::compare_with_brute(400, random_input, cuttingbrownies::solve, |input| {
        brute_output(input, &mut search)
    });
    testkit::assert_lines_share(&outputs, |l| l.ends_with(" can win"), 5);
}

/// Every sheet up to 7 × 7, and the thin sheets across the 7 / 8 bit boundary (one side 8, the
/// other at most 3), with either player starting, in one input of 110 test cases.
#[test]
fn every_small_sheet_agrees() {
    let mut search = brownies();
    let mut input = String::new();
    let mut count = 0;
    let thin = (1..=3).flat_map(|short| [(8, short), (short, 8)]);
    for (b, d) in (1..=7)
        .flat_map(|b| (1..=7).map(move |d| (b, d)))
        .chain(thin)
    {
        for name in ["Harry", "Vicky"] {
            let _ = writeln!(input, "{b} {d} {name}");
            count += 1;
        }
    }
    let input = format!("{count}\n{input}");
    let expected = brute_output(&input, &mut search);
    assert_eq!(
        testkit::solve_to_string(cuttingbrownies::solve, &input),
        expected
    );
}

/// The statement's sample and the brief's traps, searched: `1 2` is Harry's and `2 1` is
/// Vicky's whoever starts, `3 × 2` and every square lose for the starter, `4 × 2` is Vicky's.
#[test]
fn hand_checked_positions() {
    let mut search = brownies();
    let mut wins = |b: u8, d: u8, harry: bool| search.mover_wins((vec![(b, d)], harry));
    for harry in [true, false] {
        assert_eq!(wins(1, 2, harry), harry, "1 x 2 belongs to Harry");
        assert_eq!(wins(2, 1, harry), !harry, "2 x 1 belongs to Vicky");
        assert!(!wins(3, 2, harry));
        assert!(!wins(1, 1, harry));
        assert!(!wins(5, 5, harry));
        assert_eq!(wins(4, 2, harry), !harry);
        assert_eq!(wins(6, 8, harry), harry);
    }
}

/// The whole-table search against the value theory from `gamecore::partizan::cutcake`: a
/// table of one or two pieces is won by Harry whoever starts when the sum of the pieces'
/// values is positive, by Vicky when it is negative, and by the second player when it is 0.
#[test]
fn sums_of_piece_values_decide_whole_tables() {
    let mut search = brownies();
    let mut rng = testkit::rng();
    let mut zeros = 0;
    for _ in 0..300 {
        let pieces: Vec<Piece> = (0..rng.gen_range(1..=3))
            .map(|_| (rng.gen_range(1..=4), rng.gen_range(1..=4)))
            .collect();
        // Harry (Left) splits the depth, so the depth is Cutcake's left side.
        let total: i128 = pieces
            .iter()
            .map(|&(b, d)| cutcake_value(u64::from(d), u64::from(b)))
            .sum();
        let mut sorted = pieces.clone();
        sorted.sort_unstable();
        let harry_first = search.mover_wins((sorted.clone(), true));
        let vicky_first = search.mover_wins((sorted, false));
        let expected = match total.signum() {
            1 => (true, false),
            -1 => (false, true),
            _ => {
                zeros += 1;
                (false, false)
            }
        };
        assert_eq!(
            (harry_first, vicky_first),
            expected,
            "{pieces:?}: value {total}"
        );
    }
    assert!((30..=270).contains(&zeros), "{zeros} zero sums of 300");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    let mut search = brownies();
    testkit::testdata::assert_agrees("cuttingbrownies", "brute-", 6, |input| {
        brute_output(input, &mut search)
    });
}
