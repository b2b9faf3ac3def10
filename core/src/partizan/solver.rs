//! The canonical value of a position of any [`PartizanGame`]: a memoised search over its
//! options with a transposition table (position → [`GameId`]) in an [`Arena`].
//!
//! A position is split into its components ([`PartizanGame::components`]); each component is
//! looked up in the table, or valued from its options: the value of an option is the sum, in
//! the arena, of the values of *its* components, and the component's value is
//! [`Arena::game`] of those option values (dominated options removed, reversible ones
//! bypassed). Equal components of different positions are valued once: the rulesets normalise
//! them (trimmed, one image per symmetry class), so a Domineering board of 30 cells needs only
//! its distinct regions.
//!
//! The search runs on an explicit stack, not recursion, so a long strip cannot overflow the
//! call stack.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::domineering::Domineering;
//! use gamecore::partizan::solver::Solver;
//! use gamecore::partizan::Outcome;
//! let mut solver = Solver::new();
//! let one = solver.value(&".|.".parse::<Domineering>().unwrap()).unwrap();
//! assert_eq!(solver.arena().as_number(one).map(|x| x.to_string()), Some("1".to_string()));
//! let square = solver.value(&"..|..".parse::<Domineering>().unwrap()).unwrap(); // ±1
//! assert_eq!(solver.arena().outcome(square), Outcome::Next);
//! let four = solver.value(&"..|..|##|..|..".parse::<Domineering>().unwrap()).unwrap();
//! assert_eq!(four, solver.arena().zero()); // ±1 ± 1 = 0
//! ```
//!
//! # Complexity
//! One [`Arena::game`] per distinct component reached, one [`Arena::add`] per component of
//! each option (both memoised in the arena); the table holds every distinct component.
//!
//! # Errors
//! [`ArenaError`] when the arena refuses (more distinct values than its limit, or a number it
//! cannot hold); nothing is half-stored in the table then.

use super::canonical::{Arena, ArenaError, GameId};
use super::hash::FxBuild;
use super::rulesets::PartizanGame;
use std::collections::HashMap;

/// A memoised solver: an [`Arena`] and a table from normalised components to their values.
pub struct Solver<P> {
    arena: Arena,
    table: HashMap<P, GameId, FxBuild>,
    stack: Vec<P>,
}

impl<P: PartizanGame> Default for Solver<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: PartizanGame> Solver<P> {
    /// A solver with an empty [`Arena::new`] and an empty table.
    pub fn new() -> Self {
        Self::with_arena(Arena::new())
    }

    /// A solver that builds its values in `arena` (for a smaller limit, or values to share).
    pub fn with_arena(arena: Arena) -> Self {
        Solver {
            arena,
            table: HashMap::default(),
            stack: Vec::new(),
        }
    }

    /// The arena holding the values (to compare, add or print them).
    pub fn arena(&mut self) -> &mut Arena {
        &mut self.arena
    }

    /// Distinct components valued so far (the table's size).
    pub fn positions(&self) -> usize {
        self.table.len()
    }

    /// The canonical value of `position`: the sum of its components' values.
    ///
    /// # Errors
    /// [`ArenaError`] when the arena refuses.
    pub fn value(&mut self, position: &P) -> Result<GameId, ArenaError> {
        let mut total = self.arena.zero();
        for component in position.components() {
            let value = self.component_value(&component)?;
            total = self.arena.add(total, value)?;
        }
        Ok(total)
    }

    /// The value of one normalised component, searching its options on an explicit stack.
    fn component_value(&mut self, component: &P) -> Result<GameId, ArenaError> {
        if let Some(&value) = self.table.get(component) {
            return Ok(value);
        }
        self.stack.clear();
        self.stack.push(component.clone());
        let mut left = Vec::new();
        let mut right = Vec::new();
        while let Some(top) = self.stack.last() {
            if self.table.contains_key(top) {
                self.stack.pop();
                continue;
            }
            let top = top.clone();
            // A step a position looked at: a search whose values are all numbers (free in
            // the arena) is bounded by the work limit too.
            self.arena.charge(1)?;
            let depth = self.stack.len();
            self.option_values(&top.left_options(), &mut left)?;
            self.option_values(&top.right_options(), &mut right)?;
            if self.stack.len() > depth {
                continue; // options with unknown components first; `top` comes back after them
            }
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            let value = self.arena.game(&left, &right)?;
            self.table.insert(top, value);
            self.stack.pop();
        }
        Ok(self.table[component])
    }

    /// The values of `options` into `values`, or, when some component is not in the table
    /// yet, those components pushed on the stack (and `values` left incomplete).
    fn option_values(&mut self, options: &[P], values: &mut Vec<GameId>) -> Result<(), ArenaError> {
        values.clear();
        let before = self.stack.len();
        for option in options {
            let mut sum = Some(self.arena.zero());
            for part in option.components() {
                // A look-up in a table of millions of components costs about as much as an
                // arena step (a cache miss): Toads-and-Frogs strips of 28 cells and more, whose
                // values are cheap, ran 20–30 s of CPU within 2·10^7 steps when only positions
                // were charged.
                self.arena.charge(1)?;
                if let Some(&value) = self.table.get(&part) {
                    if let (Some(s), true) = (sum, self.stack.len() == before) {
                        sum = Some(self.arena.add(s, value)?);
                    }
                } else {
                    sum = None;
                    self.stack.push(part);
                }
            }
            if let (Some(s), true) = (sum, self.stack.len() == before) {
                values.push(s);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Solver;
    use crate::partizan::blue_red::BlueRedString;
    use crate::partizan::canonical::{Arena, ArenaError, GameId};
    use crate::partizan::cutcake::Cutcake;
    use crate::partizan::dyadic::Dyadic;
    use crate::partizan::notation;
    use crate::partizan::reference::{game, G};
    use crate::partizan::rulesets::{
        domineering::Domineering, snort::Snort, toads::ToadsAndFrogs, PartizanGame,
    };
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;
    use std::collections::HashMap;
    use std::rc::Rc;

    /// The solver's value of `position` against `expected` in CGSuite's notation (parsed into
    /// the same arena, so equal values are equal ids).
    fn assert_value<P: PartizanGame + std::fmt::Display>(position: &P, expected: &str) {
        let mut solver = Solver::new();
        let value = solver.value(position).unwrap();
        let want = notation::parse(solver.arena(), expected).unwrap();
        assert_eq!(
            value,
            want,
            "{position}: got {}, want {expected}",
            notation::to_string(solver.arena(), value)
        );
    }

    /// Domineering (Left vertical). Winning Ways, ch. 2: a column of two is 1, a row of two −1,
    /// the L-tromino `*`, the 2×2 and 3×3 boards `±1`; Lachmann, Moore and Rapaport: 5×5 is a
    /// second-player win, so 0. The others: the canonical forms printed by the `cgt` crate (a
    /// second program, run by a harness outside the workspace).
    #[rstest]
    #[case(".|.", "1")]
    #[case("..", "-1")]
    #[case("...", "-1")]
    #[case(".|.|.|.", "2")]
    #[case(".#|..", "*")]
    #[case("..|..", "+-1")]
    #[case("...|...|...", "+-1")]
    #[case(".....|.....|.....|.....|.....", "0")]
    #[case("...|...", "{2|-1/2}")]
    #[case("..|..|..", "{1/2|-2}")]
    #[case("....|....", "{{2|0}|0}")]
    #[case("..|..|..|..", "{0|{0|-2}}")]
    #[case("....|....|....", "-3/2")]
    #[case("...|...|...|...", "3/2")]
    #[case(".....|.....", "1/2")]
    #[case("..#|...|...", "{3/2|-3/2}")]
    #[case("..#|...|#..", "{1*|-1*}")]
    #[case("##..|...#|....", "{1|-2*}")]
    fn domineering_values_from_the_literature(#[case] board: &str, #[case] value: &str) {
        assert_value(&board.parse::<Domineering>().unwrap(), value);
    }

    /// A search charges a step a position it looks at and a step a component it looks up: on
    /// Toads-and-Frogs strips of only toads (every value a number, which the arena builds at
    /// no cost) the solver still stops at the work limit, and within it charges at least a
    /// step a position it values and one for each of that position's options (each has a
    /// component at least).
    #[test]
    fn a_search_of_numbers_only_is_bounded_by_the_work_limit() {
        let strip: ToadsAndFrogs = "L_L_L__L___L_L____".parse().unwrap();
        let mut free = Solver::new();
        let value = free.value(&strip).unwrap();
        assert!(free.arena().as_number(value).is_some());
        let positions = free.positions() as u64;
        assert!(positions >= 50, "{positions} positions");
        let options: usize = free
            .table
            .keys()
            .map(|p| p.left_options().len() + p.right_options().len())
            .sum();
        assert!(options as u64 > 2 * positions, "{options} options");
        assert!(
            free.arena().work() >= positions + options as u64,
            "{} steps",
            free.arena().work()
        );
        let mut arena = Arena::new();
        arena.set_work_limit(positions / 2);
        let mut bounded = Solver::with_arena(arena);
        assert_eq!(
            bounded.value(&strip),
            Err(ArenaError::TooMuchWork {
                limit: positions / 2
            })
        );
        assert!(bounded.positions() as u64 <= positions / 2);
    }

    /// Toads-and-Frogs (T = L, F = R, □ = _). Winning Ways, ch. 1: `TFTF□ = TF□TF = 0`,
    /// `TFT□F = *`, `T□TFF = {0|*} = ↑`; Erickson's Toads help text: `T□F = *`, `FT□ = 1`,
    /// `T□TF = 1/2`; and `TT□FF = {↑|↓} = *` (its options are `T□TFF` and its mirror image).
    #[rstest]
    #[case("L_R", "*")]
    #[case("_LR", "0")]
    #[case("RL_", "1")]
    #[case("L_LR", "1/2")]
    #[case("LRLR_", "0")]
    #[case("LR_LR", "0")]
    #[case("LRL_R", "*")]
    #[case("L_LRR", "^")]
    #[case("LLR_R", "v")]
    #[case("LL_RR", "*")]
    #[case("L___", "3")]
    #[case("L_R + L_R", "0")]
    fn toads_values_from_the_literature(#[case] strip: &str, #[case] value: &str) {
        // A sum of strips is one strip with a frozen wall between them.
        let text = strip.replace(" + ", "LLRR");
        assert_value(&text.parse::<ToadsAndFrogs>().unwrap(), value);
    }

    /// Snort (Winning Ways, ch. 6): one vertex is `{0|0} = *`, two joined vertices `±1`
    /// (colouring one leaves the other to its colourer only); a vertex only Left may colour is 1.
    #[rstest]
    #[case(".", "*")]
    #[case("..", "+-1")]
    #[case("l", "1")]
    #[case("r", "-1")]
    #[case("L.", "1")]
    #[case("L.R", "0")]
    #[case(".#.", "0")]
    fn snort_values(#[case] board: &str, #[case] value: &str) {
        assert_value(&board.parse::<Snort>().unwrap(), value);
    }

    /// The game tree from the rules alone: every option of the whole position (no components,
    /// no normalisation, no simplification), shared between equal positions.
    fn brute<P: PartizanGame>(p: &P, memo: &mut HashMap<P, Rc<G>>) -> Rc<G> {
        if let Some(g) = memo.get(p) {
            return g.clone();
        }
        let left = p.left_options().iter().map(|o| brute(o, memo)).collect();
        let right = p.right_options().iter().map(|o| brute(o, memo)).collect();
        let g = game(left, right);
        memo.insert(p.clone(), g.clone());
        g
    }

    /// An arena value as a reference form, through its canonical options.
    fn form(arena: &mut Arena, g: GameId, memo: &mut HashMap<GameId, Rc<G>>) -> Rc<G> {
        if let Some(f) = memo.get(&g) {
            return f.clone();
        }
        let left = arena
            .left_options(g)
            .into_iter()
            .map(|o| form(arena, o, memo))
            .collect();
        let right = arena
            .right_options(g)
            .into_iter()
            .map(|o| form(arena, o, memo))
            .collect();
        let f = game(left, right);
        memo.insert(g, f.clone());
        f
    }

    /// `≤` by Conway's definition, memoised on the forms' addresses (the forms stay alive in
    /// the callers' memos).
    #[derive(Default)]
    struct Compare {
        memo: HashMap<(*const G, *const G), bool>,
    }

    impl Compare {
        fn le(&mut self, a: &Rc<G>, b: &Rc<G>) -> bool {
            let key = (Rc::as_ptr(a), Rc::as_ptr(b));
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let result =
                !a.left.iter().any(|al| self.le(b, al)) && !b.right.iter().any(|br| self.le(br, a));
            self.memo.insert(key, result);
            result
        }

        fn eq(&mut self, a: &Rc<G>, b: &Rc<G>) -> bool {
            self.le(a, b) && self.le(b, a)
        }
    }

    /// The solver's value of every position equals the brute-force game tree's.
    fn check_against_brute_force<P: PartizanGame + std::fmt::Display>(positions: &[P]) {
        let mut solver = Solver::new();
        let mut brute_memo = HashMap::new();
        let mut form_memo = HashMap::new();
        let mut compare = Compare::default();
        for p in positions {
            let value = solver.value(p).unwrap();
            let expected = brute(p, &mut brute_memo);
            let got = form(solver.arena(), value, &mut form_memo);
            assert!(compare.eq(&expected, &got), "position {p}");
            // and the canonical form is the simplest: no larger than the brute tree's value
            // is checked by equality above; the arena's own tests check canonicity.
        }
    }

    fn random_domineering(rng: &mut ChaCha8Rng, max_empty: u32) -> Domineering {
        loop {
            let rows = rng.gen_range(1..=4);
            let cols = rng.gen_range(1..=4);
            let text = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| if rng.gen_bool(0.2) { '#' } else { '.' })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|");
            let board: Domineering = text.parse().unwrap();
            if board.empty().count_ones() <= max_empty {
                return board;
            }
        }
    }

    #[test]
    fn domineering_against_the_brute_force_on_300_random_boards() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let boards: Vec<Domineering> = (0..300).map(|_| random_domineering(&mut rng, 10)).collect();
        check_against_brute_force(&boards);
    }

    #[test]
    fn toads_and_frogs_against_the_brute_force_on_300_random_strips() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let strips: Vec<ToadsAndFrogs> = (0..300)
            .map(|_| {
                let len = rng.gen_range(1..=7);
                let text: String = (0..len)
                    .map(|_| ['L', 'R', '_'][rng.gen_range(0..3)])
                    .collect();
                text.parse().unwrap()
            })
            .collect();
        check_against_brute_force(&strips);
    }

    #[test]
    fn snort_against_the_brute_force_on_200_random_boards() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut boards: Vec<Snort> = Vec::new();
        while boards.len() < 200 {
            let rows = rng.gen_range(1..=3);
            let cols = rng.gen_range(1..=3);
            let text = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| ['.', '.', '.', '#', 'L', 'R', 'l', 'r'][rng.gen_range(0..8)])
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|");
            if let Ok(board) = text.parse() {
                boards.push(board);
            }
        }
        check_against_brute_force(&boards);
    }

    #[test]
    fn hackenbush_strings_against_the_brute_force_and_berlekamps_rule() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut solver = Solver::new();
        let mut stalks: Vec<BlueRedString> = Vec::new();
        for _ in 0..200 {
            let len = rng.gen_range(0..=8);
            let text: String = (0..len)
                .map(|_| if rng.gen_bool(0.5) { 'B' } else { 'R' })
                .collect();
            let stalk: BlueRedString = text.parse().unwrap();
            let value = solver.value(&stalk).unwrap();
            let rule = crate::partizan::blue_red::string_value(&stalk.colours()).unwrap();
            assert_eq!(solver.arena().as_number(value), Some(rule), "string {text}");
            stalks.push(stalk);
        }
        check_against_brute_force(&stalks);
        let long: BlueRedString = "BR".repeat(30).parse().unwrap();
        let value = solver.value(&long).unwrap();
        let rule = crate::partizan::blue_red::string_value(&long.colours()).unwrap();
        assert_eq!(solver.arena().as_number(value), Some(rule));
    }

    #[test]
    fn cutcake_against_the_brute_force_and_the_closed_form() {
        let mut pieces = Vec::new();
        for w in 1..=3 {
            for h in 1..=3 {
                pieces.push(Cutcake::piece(w, h).unwrap());
            }
        }
        check_against_brute_force(&pieces);
        check_against_brute_force(&[
            "2x3 + 3x1".parse::<Cutcake>().unwrap(),
            "2x2 + 1x2 + 3x3".parse().unwrap(),
        ]);
        let mut solver = Solver::new();
        for w in 1..=12u8 {
            for h in 1..=12u8 {
                let value = solver.value(&Cutcake::piece(w, h).unwrap()).unwrap();
                let closed = crate::partizan::cutcake::cutcake_value(u64::from(w), u64::from(h));
                assert_eq!(
                    solver.arena().as_number(value),
                    Some(Dyadic::integer(closed as i64)),
                    "{w}x{h}"
                );
            }
        }
    }
}
