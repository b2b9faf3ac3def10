//! The games of this workspace whose positions are a few numbers, each defined by its rules
//! (successor functions), never by a closed form: the explorer computes their values.

use gamecore::game::{from_fn, GameSolver};
use gamecore::mex::Grundy;
use gamecore::octal::HeapGame;
use gamecore::period::Theorem;
use gamecore::split::{Moves, SplitRules};
use std::fmt;
use std::ops::RangeInclusive;

/// Whether a game's positions are one number (a sequence) or two (a grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// G(n), n = 0, 1, …: shown by `explore seq NAME`.
    Sequence,
    /// G(row, column): shown by `explore table NAME RxC`.
    Table,
}

/// A numeric parameter of a game (`jiangnan:3`).
#[derive(Clone, Debug)]
pub struct Parameter {
    /// What it is called in the rules.
    pub name: &'static str,
    /// The value used when the name has no `:VALUE`.
    pub default: u32,
    /// The values accepted.
    pub range: RangeInclusive<u32>,
}

/// One game of the catalogue.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The name on the command line.
    pub name: &'static str,
    /// Sequence or table.
    pub shape: Shape,
    /// The parameter written `name:VALUE`, if any.
    pub parameter: Option<Parameter>,
    /// The rules, in one line.
    pub summary: &'static str,
    /// Where the game comes from.
    pub source: &'static str,
    /// The largest table (rows and columns each) computed quickly enough.
    pub max_side: usize,
}

/// Every game of the catalogue, in the order `explore list` shows them.
pub fn entries() -> Vec<Entry> {
    vec![
        Entry {
            name: "ed",
            shape: Shape::Table,
            parameter: None,
            summary: "a pair of piles (a, b), a, b ≥ 1: remove one pile and split the other \
                      into two nonempty piles",
            source: "E&D, SDOI 2009 (BZOJ 1228, Luogu P2148)",
            max_side: 512,
        },
        Entry {
            name: "coins-2x3",
            shape: Shape::Table,
            parameter: Some(Parameter {
                name: "MAXQ",
                default: 20,
                range: 1..=64,
            }),
            summary: "coin c·2^a·3^b tails up: flip it and q more coins down one exponent in \
                      steps of p (1 ≤ q ≤ MAXQ, p·q ≤ the exponent); G(a, b) by exponents",
            source: "Coin Game, SDOI 2016 (BZOJ 4600, Luogu P4077)",
            max_side: 128,
        },
        Entry {
            name: "corners",
            shape: Shape::Table,
            parameter: None,
            summary: "coin (x, y) tails up: flip it and the corners (a, b), (a, y), (x, b) of \
                      a rectangle, a < x, b < y (Turning Corners)",
            source: "Winning Ways ch. 14; HDU 3404 (Switch lights)",
            max_side: 64,
        },
        Entry {
            name: "lasker",
            shape: Shape::Sequence,
            parameter: None,
            summary: "Lasker's Nim: remove any number of tokens from a heap, or split a heap \
                      into two nonempty heaps",
            source: "HDU 3032 (Nim or not Nim?)",
            max_side: 0,
        },
        Entry {
            name: "jiangnan",
            shape: Shape::Sequence,
            parameter: Some(Parameter {
                name: "F",
                default: 1,
                range: 1..=100_000,
            }),
            summary: "a pile of at least F stones is split into M ≥ 2 piles as evenly as \
                      possible",
            source: "Jiangnan Joy (江南乐), HNOI 2014 (BZOJ 3576, Luogu P3235)",
            max_side: 0,
        },
        Entry {
            name: "colouring",
            shape: Shape::Sequence,
            parameter: None,
            summary: "a row of n unpainted cells: paint two adjacent cells, leaving the rows \
                      on either side (the octal game 0.07)",
            source: "Colouring Game, Codeforces 1704F (its balanced case)",
            max_side: 0,
        },
        Entry {
            name: "kayles",
            shape: Shape::Sequence,
            parameter: None,
            summary: "the octal game 0.77: knock down one pin or two adjacent pins",
            source: "Dudeney, Winning Ways ch. 4",
            max_side: 0,
        },
        Entry {
            name: "dawson",
            shape: Shape::Sequence,
            parameter: None,
            summary: "Dawson's Kayles, the octal game 0.07: knock down two adjacent pins",
            source: "Winning Ways ch. 4",
            max_side: 0,
        },
        Entry {
            name: "dawson-chess",
            shape: Shape::Sequence,
            parameter: None,
            summary: "Dawson's Chess, the octal game 0.137 (0.07 shifted by one)",
            source: "Dawson 1934, Winning Ways ch. 4",
            max_side: 0,
        },
        Entry {
            name: "grundy",
            shape: Shape::Sequence,
            parameter: None,
            summary: "Grundy's game 4!.0: split a heap into two unequal heaps (`!` makes a \
                      digit's splits unequal); no periodicity theorem applies, so a period is \
                      only ever observed",
            source: "Grundy 1939, Winning Ways ch. 4; OEIS A002188",
            max_side: 0,
        },
    ]
}

/// Why a catalogue name was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// No game has this name.
    Unknown {
        /// The name asked for.
        name: String,
    },
    /// `name:VALUE` for a game without a parameter.
    NoParameter {
        /// The game.
        name: &'static str,
    },
    /// The parameter is not a number in range.
    BadParameter {
        /// The game.
        name: &'static str,
        /// The parameter's name in the rules.
        parameter: &'static str,
        /// What was written.
        value: String,
        /// The accepted values.
        range: RangeInclusive<u32>,
    },
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unknown { name } => write!(
                f,
                "no game called {name:?} in the catalogue (`explore list` shows them)"
            ),
            Self::NoParameter { name } => write!(f, "{name} takes no parameter"),
            Self::BadParameter {
                name,
                parameter,
                value,
                range,
            } => write!(
                f,
                "{parameter} of {name} must be a whole number from {} to {}, not {value:?}",
                range.start(),
                range.end()
            ),
        }
    }
}

impl std::error::Error for NameError {}

/// A catalogue game with its parameter fixed.
#[derive(Clone, Debug)]
pub struct Chosen {
    /// The catalogue entry.
    pub entry: Entry,
    /// The parameter (the default when none was written); `None` if the game has none.
    pub parameter: Option<u32>,
}

impl Chosen {
    /// Reads `name` or `name:VALUE`.
    ///
    /// # Errors
    /// A [`NameError`] for an unknown name or a bad parameter.
    pub fn parse(text: &str) -> Result<Self, NameError> {
        let (name, value) = match text.split_once(':') {
            Some((name, value)) => (name, Some(value)),
            None => (text, None),
        };
        let entry = entries()
            .into_iter()
            .find(|e| e.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| NameError::Unknown {
                name: text.to_string(),
            })?;
        let parameter = match (&entry.parameter, value) {
            (None, Some(_)) => return Err(NameError::NoParameter { name: entry.name }),
            (None, None) => None,
            (Some(p), None) => Some(p.default),
            (Some(p), Some(value)) => Some(
                value
                    .trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|v| p.range.contains(v))
                    .ok_or_else(|| NameError::BadParameter {
                        name: entry.name,
                        parameter: p.name,
                        value: value.to_string(),
                        range: p.range.clone(),
                    })?,
            ),
        };
        Ok(Self { entry, parameter })
    }

    /// `name` or `name:VALUE`, as the output labels the game.
    pub fn label(&self) -> String {
        match self.parameter {
            Some(value) => format!("{}:{value}", self.entry.name),
            None => self.entry.name.to_string(),
        }
    }

    /// The game as a sequence, if it is one.
    pub fn sequence(&self) -> Option<SequenceGame> {
        let code = |c: &str| SequenceGame::Heap(HeapGame::parse(c).expect("a valid code"));
        Some(match self.entry.name {
            "lasker" => SequenceGame::Lasker,
            "jiangnan" => SequenceGame::Jiangnan {
                min_split: self.parameter.expect("jiangnan has F") as usize,
            },
            "colouring" => SequenceGame::Colouring,
            "kayles" => code("0.77"),
            "dawson" => code("0.07"),
            "dawson-chess" => code("0.137"),
            "grundy" => code("4!."),
            _ => return None,
        })
    }

    /// The game as a table, if it is one.
    pub fn table(&self) -> Option<TableGame> {
        Some(match self.entry.name {
            "ed" => TableGame::Ed,
            "coins-2x3" => TableGame::Coins {
                max_q: self.parameter.expect("coins-2x3 has MAXQ") as usize,
            },
            "corners" => TableGame::Corners,
            _ => return None,
        })
    }
}

/// A one-number game: G(n) for a heap (row, pile) of n.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SequenceGame {
    /// A heap game given by its code (also the `octal` and `subtraction` commands).
    Heap(HeapGame),
    /// Lasker's Nim.
    Lasker,
    /// 江南乐 with F = `min_split`.
    Jiangnan {
        /// F: the least pile that may be split.
        min_split: usize,
    },
    /// The reduced Colouring Game: painting two adjacent cells of a row.
    Colouring,
}

impl SequenceGame {
    /// The theorem that proves a period of this game's sequence, if one applies.
    pub fn theorem(&self) -> Theorem {
        match self {
            Self::Heap(game) => game.theorem(),
            // Painting two adjacent cells takes 2 cells and leaves at most two rows: a
            // take-and-break move with t = 2 and h = 2, so the Guy–Smith theorem applies.
            Self::Colouring => Theorem::TakeAndBreak {
                max_take: 2,
                max_heaps: 2,
            },
            // Removing any number is an unbounded take; an uneven split into many piles has
            // no bound on the parts either.
            Self::Lasker | Self::Jiangnan { .. } => Theorem::None,
        }
    }
}

/// Lasker's Nim on one heap.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lasker;

impl SplitRules for Lasker {
    type Part = usize;

    fn moves(&mut self, &heap: &usize, out: &mut Moves<usize>) {
        for left in 0..heap {
            out.add([(left, usize::from(left > 0))]);
        }
        for smaller in 1..=heap / 2 {
            out.add([(smaller, 1), (heap - smaller, 1)]);
        }
    }
}

/// 江南乐: a pile of x ≥ F stones becomes M ≥ 2 piles as even as possible, that is x mod M
/// piles of ⌊x/M⌋ + 1 and the rest of ⌊x/M⌋.
#[derive(Clone, Copy, Debug)]
pub struct Jiangnan {
    /// F.
    pub min_split: usize,
}

impl SplitRules for Jiangnan {
    type Part = usize;

    fn moves(&mut self, &pile: &usize, out: &mut Moves<usize>) {
        if pile < self.min_split {
            return;
        }
        for parts in 2..=pile {
            let (small, larger) = (pile / parts, pile % parts);
            out.add([(small + 1, larger), (small, parts - larger)]);
        }
    }
}

/// The Colouring Game's impartial core: in a row of cells, paint two adjacent ones.
#[derive(Clone, Copy, Debug, Default)]
pub struct Colouring;

impl SplitRules for Colouring {
    type Part = usize;

    fn moves(&mut self, &cells: &usize, out: &mut Moves<usize>) {
        for left in 0..cells.saturating_sub(1) {
            let right = cells - 2 - left;
            out.add([
                (left, usize::from(left > 0)),
                (right, usize::from(right > 0)),
            ]);
        }
    }
}

/// A two-number game: G(row, column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableGame {
    /// E&D: rows and columns are the two pile sizes, from 1.
    Ed,
    /// SDOI 2016 coins: rows are the exponent of 2, columns the exponent of 3, from 0.
    Coins {
        /// MAXQ.
        max_q: usize,
    },
    /// Turning Corners: coin coordinates from 0.
    Corners,
}

impl TableGame {
    /// The first row's and column's number.
    pub fn origin(self) -> usize {
        match self {
            Self::Ed => 1,
            Self::Coins { .. } | Self::Corners => 0,
        }
    }

    /// What rows and columns count.
    pub fn axes(self) -> (&'static str, &'static str) {
        match self {
            Self::Ed | Self::Coins { .. } => ("a", "b"),
            Self::Corners => ("x", "y"),
        }
    }

    /// G(row, column) for rows and columns from [`origin`](Self::origin), `rows × columns`
    /// values row by row; `on_row(r)` is called after each row (for progress).
    pub fn values(self, rows: usize, columns: usize, mut on_row: impl FnMut(usize)) -> Vec<Grundy> {
        let origin = self.origin();
        let mut values = Vec::with_capacity(rows * columns);
        match self {
            Self::Ed => {
                let mut solver = GameSolver::new(from_fn(ed_successors));
                for r in 0..rows {
                    for c in 0..columns {
                        let pair = ordered(r + origin, c + origin);
                        values.push(solver.grundy(&pair).expect("E&D always ends"));
                    }
                    on_row(r);
                }
            }
            Self::Coins { max_q } => {
                let mut solver = gamecore::split::SplitSolver::new(Coins { max_q });
                for r in 0..rows {
                    for c in 0..columns {
                        let coin = (r + origin, c + origin);
                        values.push(solver.grundy(&coin).expect("exponents only fall"));
                    }
                    on_row(r);
                }
            }
            Self::Corners => {
                let mut solver = gamecore::split::SplitSolver::new(Corners);
                for r in 0..rows {
                    for c in 0..columns {
                        let coin = (r + origin, c + origin);
                        values.push(solver.grundy(&coin).expect("coordinates only fall"));
                    }
                    on_row(r);
                }
            }
        }
        values
    }
}

/// A pair of piles is unordered: both orders are one position.
fn ordered(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// E&D: remove either pile, split the other into two nonempty piles.
fn ed_successors(&(a, b): &(usize, usize), out: &mut Vec<(usize, usize)>) {
    for kept in [a, b] {
        for part in 1..=kept / 2 {
            out.push(ordered(part, kept - part));
        }
    }
}

/// SDOI 2016 coins, one tails coin at exponents (a, b): the coins flipped besides it are
/// (a − p·j, b) or (a, b − p·j) for j = 1..=q, with 1 ≤ q ≤ MAXQ and p·q within the exponent.
/// (A coin-turning game: a position is worth the xor over its tails coins.)
#[derive(Clone, Copy, Debug)]
pub struct Coins {
    /// MAXQ.
    pub max_q: usize,
}

impl SplitRules for Coins {
    type Part = (usize, usize);

    fn moves(&mut self, &(a, b): &(usize, usize), out: &mut Moves<(usize, usize)>) {
        for q in 1..=self.max_q {
            for p in (1..).take_while(|p| p * q <= a) {
                out.add((1..=q).map(|j| ((a - p * j, b), 1)));
            }
            for p in (1..).take_while(|p| p * q <= b) {
                out.add((1..=q).map(|j| ((a, b - p * j), 1)));
            }
        }
    }
}

/// Turning Corners, one tails coin at (x, y): flip it and the three other corners of a
/// rectangle whose opposite corner is (a, b), a < x, b < y.
#[derive(Clone, Copy, Debug, Default)]
pub struct Corners;

impl SplitRules for Corners {
    type Part = (usize, usize);

    fn moves(&mut self, &(x, y): &(usize, usize), out: &mut Moves<(usize, usize)>) {
        for a in 0..x {
            for b in 0..y {
                out.add([((a, b), 1), ((a, y), 1), ((x, b), 1)]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Chosen, Coins, Colouring, Jiangnan, Lasker, NameError, SequenceGame, TableGame};
    use gamecore::game::{from_fn, GameSolver};
    use gamecore::mex::Grundy;
    use gamecore::octal::HeapGame;
    use gamecore::split::{Moves, SplitRules, SplitSolver};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// The smallest value missing from `values`.
    fn mex(values: &[Grundy]) -> Grundy {
        (0..=Grundy::MAX).find(|v| !values.contains(v)).unwrap()
    }

    /// The whole game on collections of piles, solved by the generic solver with no use of the
    /// Sprague–Grundy theorem: a position is the sorted list of its piles, a move replaces one
    /// pile by the piles a move of `rules` leaves.
    fn grundy_of_collections<R: SplitRules<Part = usize> + Clone>(
        rules: &R,
        pile: usize,
    ) -> Grundy {
        let mut rules = rules.clone();
        let game = from_fn(move |piles: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
            for (i, &pile) in piles.iter().enumerate() {
                let mut moves = Moves::default();
                rules.moves(&pile, &mut moves);
                for parts in moves.iter() {
                    let mut next: Vec<usize> =
                        piles[..i].iter().chain(&piles[i + 1..]).copied().collect();
                    for &(part, count) in parts {
                        next.extend(std::iter::repeat_n(part, count));
                    }
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        GameSolver::new(game).grundy(&vec![pile]).unwrap()
    }

    fn sequence<R: SplitRules<Part = usize>>(rules: R, max: usize) -> Vec<Grundy> {
        let mut solver = SplitSolver::new(rules);
        (0..=max).map(|n| solver.grundy(&n).unwrap()).collect()
    }

    #[test]
    fn sums_match_the_whole_game_on_collections() {
        let lasker = sequence(Lasker, 11);
        let colouring = sequence(Colouring, 13);
        for n in 0..=11 {
            assert_eq!(lasker[n], grundy_of_collections(&Lasker, n), "lasker {n}");
        }
        for n in 0..=13 {
            assert_eq!(
                colouring[n],
                grundy_of_collections(&Colouring, n),
                "colouring {n}"
            );
        }
        for min_split in [1, 2, 3, 5] {
            let rules = Jiangnan { min_split };
            let values = sequence(rules, 12);
            for n in 0..=12 {
                assert_eq!(
                    values[n],
                    grundy_of_collections(&rules, n),
                    "F = {min_split}, {n}"
                );
            }
        }
    }

    #[test]
    fn lasker_matches_the_published_closed_form() {
        // Test oracle only (Winning Ways ch. 4; Lasker 1931): G(4k+1) = 4k+1, G(4k+2) = 4k+2,
        // G(4k+3) = 4k+4, G(4k+4) = 4k+3.
        let closed = |n: usize| match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        };
        let values = sequence(Lasker, 300);
        assert_eq!(&values[..9], &[0, 1, 2, 4, 3, 5, 6, 8, 7]);
        for (n, &g) in values.iter().enumerate() {
            assert_eq!(g as usize, closed(n), "heap {n}");
        }
    }

    #[test]
    fn jiangnan_matches_a_direct_computation() {
        // Every pile of a split listed one by one (no parity shortcut), values bottom-up.
        for min_split in [1, 2, 3, 5, 17, 100] {
            let mut direct: Vec<Grundy> = Vec::new();
            for x in 0..=260usize {
                let mut options = Vec::new();
                if x >= min_split {
                    for m in 2..=x {
                        let piles = (0..m).map(|i| x / m + usize::from(i < x % m));
                        options.push(piles.fold(0, |acc, p| acc ^ direct[p]));
                    }
                }
                direct.push(mex(&options));
            }
            assert_eq!(
                sequence(Jiangnan { min_split }, 260),
                direct,
                "F = {min_split}"
            );
        }
        // The sample of HNOI 2014: F = 3, single piles 1, 2, 3, 5 → 0 0 1 1.
        let values = sequence(Jiangnan { min_split: 3 }, 5);
        let wins: Vec<bool> = [1, 2, 3, 5].iter().map(|&p| values[p] != 0).collect();
        assert_eq!(wins, vec![false, false, true, true]);
    }

    #[test]
    fn colouring_is_dawsons_kayles() {
        // CF 1704F: run lengths 0..=20.
        let published = [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
        ];
        let values = sequence(Colouring, 400);
        assert_eq!(&values[..=20], &published);
        assert_eq!(values, HeapGame::parse("0.07").unwrap().nim_sequence(400));
    }

    /// E&D straight from the statement: ordered pairs, both choices of the pile to remove.
    fn ed_direct(a: usize, b: usize, memo: &mut HashMap<(usize, usize), Grundy>) -> Grundy {
        if let Some(&g) = memo.get(&(a, b)) {
            return g;
        }
        let mut options = Vec::new();
        for split in [a, b] {
            for left in 1..split {
                options.push(ed_direct(left, split - left, memo));
            }
        }
        let g = mex(&options);
        memo.insert((a, b), g);
        g
    }

    #[test]
    fn ed_table_matches_brute_force() {
        let (rows, columns) = (30, 26);
        let table = TableGame::Ed.values(rows, columns, |_| {});
        let mut memo = HashMap::new();
        for a in 1..=rows {
            for b in 1..=columns {
                let got = table[(a - 1) * columns + (b - 1)];
                assert_eq!(got, ed_direct(a, b, &mut memo), "({a}, {b})");
                // Test oracle only: the closed form of the SDOI 2009 editorial.
                assert_eq!(got, ((a - 1) | (b - 1)).trailing_ones(), "({a}, {b})");
            }
        }
    }

    /// x = c·2^a·3^b with c coprime to 6: (c, a, b).
    fn exponents(mut x: usize) -> (usize, usize, usize) {
        let (mut a, mut b) = (0, 0);
        while x.is_multiple_of(2) {
            x /= 2;
            a += 1;
        }
        while x.is_multiple_of(3) {
            x /= 3;
            b += 1;
        }
        (x, a, b)
    }

    /// The coin game on coins 1..=n by exhaustive search: a position is the set of tails coins
    /// (bit i − 1 for coin i), values for every set.
    fn coins_brute_force(n: usize, max_q: usize) -> Vec<Grundy> {
        let mut values = vec![0; 1 << n];
        for tails in 1usize..1 << n {
            let mut options = Vec::new();
            for x in 1..=n {
                if tails >> (x - 1) & 1 == 0 {
                    continue;
                }
                let (c, a, b) = exponents(x);
                for q in 1..=max_q {
                    for p in 1..=a.max(b) {
                        for (along_two, exponent) in [(true, a), (false, b)] {
                            if p * q > exponent {
                                continue;
                            }
                            let mut flipped = tails ^ 1 << (x - 1);
                            for j in 1..=q {
                                let coin = if along_two {
                                    c * 2usize.pow((a - p * j) as u32) * 3usize.pow(b as u32)
                                } else {
                                    c * 2usize.pow(a as u32) * 3usize.pow((b - p * j) as u32)
                                };
                                flipped ^= 1 << (coin - 1);
                            }
                            // Every flipped coin is below x, so `flipped` < `tails`.
                            options.push(values[flipped]);
                        }
                    }
                }
            }
            values[tails] = mex(&options);
        }
        values
    }

    #[test]
    fn coins_table_matches_the_whole_coin_game() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for max_q in [1, 2, 3, 20] {
            let n = 13;
            let brute = coins_brute_force(n, max_q);
            // G(a, b) for 2^a·3^b ≤ 13: a ≤ 3, b ≤ 2.
            let table = TableGame::Coins { max_q }.values(4, 3, |_| {});
            let single = |x: usize| {
                let (_, a, b) = exponents(x);
                table[a * 3 + b]
            };
            for x in 1..=n {
                assert_eq!(brute[1 << (x - 1)], single(x), "MAXQ {max_q}, coin {x}");
            }
            for _ in 0..200 {
                let tails = rng.gen_range(0..1usize << n);
                let xor = (1..=n)
                    .filter(|&x| tails >> (x - 1) & 1 == 1)
                    .fold(0, |acc, x| acc ^ single(x));
                assert_eq!(brute[tails], xor, "MAXQ {max_q}, tails {tails:b}");
            }
        }
        let mut solver = SplitSolver::new(Coins { max_q: 20 });
        assert_eq!(solver.grundy(&(0, 0)), Ok(0));
        assert_eq!(solver.grundy(&(1, 0)), Ok(1));
    }

    /// Nim multiplication by splitting at the Fermat 2-power 2^half (Conway, On Numbers and
    /// Games ch. 6): (a1·L + a0)(b1·L + b0) with L·L = L + L/2. A test oracle for Turning
    /// Corners, written from the field's arithmetic rather than from the game.
    fn nim_product(a: u64, b: u64, bits: u32) -> u64 {
        if bits == 1 {
            return a & b;
        }
        let half = bits / 2;
        let low = (1 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & low, b >> half, b & low);
        let high = nim_product(a1, b1, half);
        let cross = nim_product(a1, b0, half) ^ nim_product(a0, b1, half);
        ((high ^ cross) << half)
            ^ nim_product(high, 1 << (half - 1), half)
            ^ nim_product(a0, b0, half)
    }

    #[test]
    fn corners_are_nim_products() {
        assert_eq!(nim_product(2, 2, 8), 3);
        assert_eq!(nim_product(4, 4, 8), 6);
        assert_eq!(nim_product(16, 16, 8), 24);
        let side = 20;
        let table = TableGame::Corners.values(side, side, |_| {});
        for x in 0..side {
            for y in 0..side {
                let expected = nim_product(x as u64, y as u64, 8);
                assert_eq!(u64::from(table[x * side + y]), expected, "({x}, {y})");
            }
        }
    }

    #[test]
    fn names() {
        let chosen = Chosen::parse("jiangnan:3").unwrap();
        assert_eq!(chosen.label(), "jiangnan:3");
        assert_eq!(
            chosen.sequence(),
            Some(SequenceGame::Jiangnan { min_split: 3 })
        );
        assert!(chosen.table().is_none());
        assert_eq!(Chosen::parse("jiangnan").unwrap().parameter, Some(1));
        assert_eq!(
            Chosen::parse("coins-2x3:5").unwrap().table(),
            Some(TableGame::Coins { max_q: 5 })
        );
        assert_eq!(
            Chosen::parse("kayles").unwrap().sequence(),
            Some(SequenceGame::Heap(HeapGame::parse("0.77").unwrap()))
        );
        assert_eq!(
            Chosen::parse("nim").unwrap_err(),
            NameError::Unknown { name: "nim".into() }
        );
        assert_eq!(
            Chosen::parse("ed:3").unwrap_err(),
            NameError::NoParameter { name: "ed" }
        );
        let err = Chosen::parse("jiangnan:0").unwrap_err();
        assert_eq!(
            err.to_string(),
            "F of jiangnan must be a whole number from 1 to 100000, not \"0\""
        );
        assert!(Chosen::parse("coins-2x3:x").is_err());
        for entry in super::entries() {
            let chosen = Chosen::parse(entry.name).unwrap();
            let kinds = (chosen.sequence().is_some(), chosen.table().is_some());
            let expected = (
                entry.shape == super::Shape::Sequence,
                entry.shape == super::Shape::Table,
            );
            assert_eq!(kinds, expected, "{}", entry.name);
        }
    }
}
