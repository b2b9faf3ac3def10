//! Positions written `kind:spec`, one parser for `explore value`, `explore domineering`,
//! `explore toads` and `explore play`, and atoms of the notation
//! (`domineering:..|.. + toads:TT.F + ^`). Every kind's empty spec is the empty position, 0.
//!
//! | kind | spec | rules |
//! |---|---|---|
//! | `domineering` | rows of `.` empty / `#` blocked joined by `\|` | Left places vertical dominoes, Right horizontal |
//! | `toads` | `T` toad (Left's), `F` frog (Right's), `.` empty; also `L` `R` `_`; any case | step into the empty cell ahead, or jump one enemy into the empty cell beyond |
//! | `toads_j2` | as `toads` | jumps over one or two enemies (CGSuite's `GenToadsAndFrogs(2)`) |
//! | `elephants` | as `toads` | steps only (Elephants and Rhinos) |
//! | `hackenbush` | a tree string: `l` Blue, `r` Red, `e` green edge, `(a;b)` branches | cut an edge; what is no longer grounded falls |
//! | `arckayles` | a tree string, no ground | take an edge of your colour with both its ends |
//! | `toppling` | a row of `l` `r` `e` dominoes | topple one of yours left or right |
//! | `cutcake` | `a,b` | Left cuts `b` into two parts, Right cuts `a` |
//! | `maundy` | `a,b` | Left splits `b` into `d ≥ 2` equal parts, Right splits `a` |
//! | `clobber` | rows of `x` (Left) `o` (Right) `.` joined by `\|` | capture an orthogonally adjacent enemy stone |
//! | `col`, `snort` | a vertex string: `.` `L` `R` vertices, `-` edges, `(a;b)` branches | colour a vertex; Col: never one tinted your colour, Snort: never one tinted the other's |
//! | `psub` | `1,3/2,3:6` | Left subtracts 1 or 3, Right 2 or 3, from a heap of 6 |
//! | `euclid` | `p,q` | terminal if `q = 0` or `q \| p`; Left → `(q, p mod q)`, Right → `(q, q − p mod q)` |
//!
//! # Example
//! ```
//! use gamecore::partizan::canonical::Arena;
//! use gamecore::partizan::notation::to_string;
//! use gamecore::partizan::position::parse_position;
//! let mut arena = Arena::new();
//! let p = parse_position("domineering:..|..").unwrap();
//! let g = p.value(&mut arena).unwrap();
//! assert_eq!(to_string(&arena, g), "+-1");
//! let empty = parse_position("toads:").unwrap();
//! assert_eq!(empty.value(&mut arena).unwrap(), arena.zero());
//! assert_eq!(
//!     parse_position("chess:e4").unwrap_err().to_string(),
//!     "column 1: \"chess\" is not a kind of position (domineering, toads, toads_j2, elephants, \
//! hackenbush, arckayles, toppling, cutcake, maundy, clobber, col, snort, psub, euclid)"
//! );
//! ```
//!
//! # Constraints
//! Grids at most 64 cells, strips and rows 64, trees 40 edges, graphs 40
//! vertices, Cutcake sides 64, Maundy sides and `psub` heaps and moves [`MAX_NUMBER`], Euclid
//! numbers below 2^62. Within them the arena's limits (forms, work) bound the time.

use super::cutcake::{Cutcake, Maundy};
use super::rulesets::domineering::Domineering;
use super::rulesets::graphs::{Clobber, VertexGame};
use super::rulesets::heaps::{Euclid, PartizanSubtraction};
use super::rulesets::strips::{JumpStrip, Toppling};
use super::rulesets::toads::ToadsAndFrogs;
use super::rulesets::trees::{ArcKayles, Hackenbush};
use super::rulesets::{ParseError, PartizanGame};
use crate::partizan::canonical::{Arena, ArenaError, GameId};
use crate::partizan::solver::Solver;
use std::cell::Cell;
use std::rc::Rc;

/// The kinds, in the order the table lists them.
pub const KINDS: [&str; 14] = [
    "domineering",
    "toads",
    "toads_j2",
    "elephants",
    "hackenbush",
    "arckayles",
    "toppling",
    "cutcake",
    "maundy",
    "clobber",
    "col",
    "snort",
    "psub",
    "euclid",
];

/// The largest Maundy side, `psub` heap and subtraction.
pub const MAX_NUMBER: u32 = 1000;

/// A parsed position of one of the [`KINDS`].
#[derive(Clone, Debug)]
pub enum Position {
    /// The empty position of any kind: 0.
    Empty,
    /// Domineering.
    Domineering(Domineering),
    /// Toads-and-Frogs.
    Toads(ToadsAndFrogs),
    /// Toads-and-Frogs with longer jumps, or none (Elephants and Rhinos).
    Strip(JumpStrip),
    /// Hackenbush on a tree.
    Hackenbush(Hackenbush),
    /// Arc Kayles on a coloured tree.
    ArcKayles(ArcKayles),
    /// Toppling Dominoes.
    Toppling(Toppling),
    /// Cutcake.
    Cutcake(Cutcake),
    /// Maundy Cake.
    Maundy(Maundy),
    /// Clobber.
    Clobber(Clobber),
    /// Col or Snort.
    Vertex(VertexGame),
    /// Partizan subtraction.
    Psub(PartizanSubtraction),
    /// Partizan Euclid.
    Euclid(Euclid),
}

/// The most options the search of one position of the kinds without a trimming of their own
/// (all but Domineering and Toads-and-Frogs, which the arena's work limit bounds) may list:
/// about a second of search (a star of 20 green Hackenbush edges has 2^20 positions).
pub const MAX_OPTIONS: u64 = 2_000_000;

/// Why a position has no value here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// The arena refused (too many forms, too much work).
    Arena(ArenaError),
    /// The search listed more than [`MAX_OPTIONS`] options.
    TooLarge,
}

impl std::fmt::Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueError::Arena(e) => write!(f, "{e}"),
            ValueError::TooLarge => write!(
                f,
                "the position is too large to search (more than {MAX_OPTIONS} options listed)"
            ),
        }
    }
}

impl From<ArenaError> for ValueError {
    fn from(e: ArenaError) -> Self {
        ValueError::Arena(e)
    }
}

/// A position searched within a shared budget of options: once it is spent every position
/// has no options (and the value found is thrown away).
#[derive(Clone, Debug)]
struct Budgeted<P> {
    inner: P,
    left: Rc<Cell<u64>>,
}

impl<P: PartialEq> PartialEq for Budgeted<P> {
    fn eq(&self, other: &Self) -> bool {
        self.inner == other.inner
    }
}

impl<P: Eq> Eq for Budgeted<P> {}

impl<P: std::hash::Hash> std::hash::Hash for Budgeted<P> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.inner.hash(state);
    }
}

impl<P: PartizanGame> Budgeted<P> {
    fn wrap(&self, options: Vec<P>) -> Vec<Self> {
        let n = options.len() as u64;
        if self.left.get() < n {
            self.left.set(0);
            return Vec::new();
        }
        self.left.set(self.left.get() - n);
        options
            .into_iter()
            .map(|inner| Budgeted {
                inner,
                left: Rc::clone(&self.left),
            })
            .collect()
    }
}

impl<P: PartizanGame> PartizanGame for Budgeted<P> {
    fn left_options(&self) -> Vec<Self> {
        self.wrap(self.inner.left_options())
    }

    fn right_options(&self) -> Vec<Self> {
        self.wrap(self.inner.right_options())
    }

    fn components(&self) -> Vec<Self> {
        self.inner
            .components()
            .into_iter()
            .map(|inner| Budgeted {
                inner,
                left: Rc::clone(&self.left),
            })
            .collect()
    }
}

fn solve_unbounded<P: PartizanGame>(arena: &mut Arena, p: &P) -> Result<GameId, ValueError> {
    let mut solver = Solver::with_arena(std::mem::take(arena));
    let result = solver.value(p);
    *arena = std::mem::take(solver.arena());
    Ok(result?)
}

fn solve<P: PartizanGame>(arena: &mut Arena, p: &P) -> Result<GameId, ValueError> {
    let left = Rc::new(Cell::new(MAX_OPTIONS));
    let wrapped = Budgeted {
        inner: p.clone(),
        left: Rc::clone(&left),
    };
    let g = solve_unbounded(arena, &wrapped)?;
    if left.get() == 0 {
        return Err(ValueError::TooLarge);
    }
    Ok(g)
}

impl Position {
    /// The canonical value, in `arena`.
    ///
    /// # Errors
    /// The arena's refusals (too many forms, too much work), or a search past
    /// [`MAX_OPTIONS`] (for the kinds other than Domineering and Toads-and-Frogs).
    pub fn value(&self, arena: &mut Arena) -> Result<GameId, ValueError> {
        match self {
            Position::Empty => Ok(arena.zero()),
            Position::Domineering(p) => solve_unbounded(arena, p),
            Position::Toads(p) => solve_unbounded(arena, p),
            Position::Strip(p) => solve(arena, p),
            Position::Hackenbush(p) => solve(arena, p),
            Position::ArcKayles(p) => solve(arena, p),
            Position::Toppling(p) => solve(arena, p),
            Position::Cutcake(p) => solve(arena, p),
            Position::Maundy(p) => solve(arena, p),
            Position::Clobber(p) => solve(arena, p),
            Position::Vertex(p) => solve(arena, p),
            Position::Psub(p) => solve(arena, p),
            Position::Euclid(p) => solve(arena, p),
        }
    }
}

/// `a,b` as two whole numbers from `low` to `high`.
fn pair(spec: &str, low: u64, high: u64, what: &str) -> Result<(u64, u64), ParseError> {
    let bad = || {
        ParseError::new(
            1,
            format!("{spec:?} is not {what}: two whole numbers a,b from {low} to {high}"),
        )
    };
    let (a, b) = spec.split_once(',').ok_or_else(bad)?;
    let number = |s: &str| match s.trim().parse::<u64>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(bad()),
    };
    Ok((number(a)?, number(b)?))
}

/// A `psub` spec `1,3/2,3:6`.
fn psub(spec: &str) -> Result<PartizanSubtraction, ParseError> {
    let bad = || {
        ParseError::new(
            1,
            format!(
                "{spec:?} is not a partizan subtraction heap like 1,3/2,3:6 (Left's moves / \
                 Right's moves : heap; each from 1 to {MAX_NUMBER}, the heap from 0)"
            ),
        )
    };
    let (sets, heap) = spec.split_once(':').ok_or_else(bad)?;
    let (left, right) = sets.split_once('/').ok_or_else(bad)?;
    let set = |s: &str| -> Result<Vec<u32>, ParseError> {
        if s.trim().is_empty() {
            return Ok(Vec::new());
        }
        s.split(',')
            .map(|m| match m.trim().parse::<u32>() {
                Ok(n) if (1..=MAX_NUMBER).contains(&n) => Ok(n),
                _ => Err(bad()),
            })
            .collect()
    };
    let heap = match heap.trim().parse::<u32>() {
        Ok(n) if n <= MAX_NUMBER => n,
        _ => return Err(bad()),
    };
    Ok(PartizanSubtraction::new(&set(left)?, &set(right)?, heap))
}

/// Reads `kind:spec` (or a bare spec when `kind` is given by the command, see
/// [`parse_spec`]).
///
/// # Errors
/// A [`ParseError`] whose column counts from the start of `text`.
pub fn parse_position(text: &str) -> Result<Position, ParseError> {
    let (kind, spec) = match text.split_once(':') {
        Some(parts) => parts,
        None => {
            return Err(ParseError::new(
                1,
                format!(
                    "{text:?} is not a position kind:spec (kinds: {})",
                    KINDS.join(", ")
                ),
            ))
        }
    };
    let offset = kind.chars().count() + 1;
    parse_spec(kind, spec).map_err(|mut e| {
        if e.message.contains("is not a kind of position") {
            e.column = 1;
        } else {
            e.column += offset;
        }
        e
    })
}

/// A Domineering board as `domineering:` reads it (`None` for the empty spec, the empty
/// position).
///
/// # Errors
/// A [`ParseError`] whose column counts from the start of `spec`.
pub fn domineering_board(spec: &str) -> Result<Option<Domineering>, ParseError> {
    if spec.is_empty() {
        return Ok(None);
    }
    spec.parse().map(Some)
}

/// A Toads-and-Frogs strip as `toads:` reads it: `T`/`L` toads, `F`/`R` frogs, `.`/`_` empty,
/// any case (`None` for the empty spec).
///
/// # Errors
/// A [`ParseError`] whose column counts from the start of `spec`.
pub fn toads_strip(spec: &str) -> Result<Option<ToadsAndFrogs>, ParseError> {
    if spec.is_empty() {
        return Ok(None);
    }
    let letters: String = spec
        .chars()
        .map(|c| match c.to_ascii_uppercase() {
            'T' | 'L' => 'L',
            'F' | 'R' => 'R',
            '.' | '_' => '_',
            _ => c,
        })
        .collect();
    letters.parse().map(Some).map_err(|e: ParseError| {
        ParseError::new(
            e.column,
            e.message.replace(
                "(L toad, R frog, _ empty)",
                "(T or L toad, F or R frog, . or _ empty)",
            ),
        )
    })
}

/// Reads the `spec` of a position of `kind`.
///
/// # Errors
/// A [`ParseError`] whose column counts from the start of `spec` (column 1 for an unknown
/// kind).
pub fn parse_spec(kind: &str, spec: &str) -> Result<Position, ParseError> {
    let kind_lower = kind.to_ascii_lowercase();
    if !KINDS.contains(&kind_lower.as_str()) {
        return Err(ParseError::new(
            1,
            format!("{kind:?} is not a kind of position ({})", KINDS.join(", ")),
        ));
    }
    if spec.is_empty() {
        return Ok(Position::Empty);
    }
    Ok(match kind_lower.as_str() {
        "domineering" => domineering_board(spec)?.map_or(Position::Empty, Position::Domineering),
        "toads" => toads_strip(spec)?.map_or(Position::Empty, Position::Toads),
        "toads_j2" => Position::Strip(JumpStrip::new(spec, 2)?),
        "elephants" => Position::Strip(JumpStrip::new(spec, 0)?),
        "hackenbush" => Position::Hackenbush(Hackenbush::new(spec)?),
        "arckayles" => Position::ArcKayles(ArcKayles::new(spec)?),
        "toppling" => Position::Toppling(Toppling::new(spec)?),
        "cutcake" => {
            let (a, b) = pair(spec, 1, 64, "a cake")?;
            // Left splits b: in `Cutcake` Left splits the width.
            Position::Cutcake(
                Cutcake::piece(b as u8, a as u8)
                    .ok_or_else(|| ParseError::new(1, "a side is not from 1 to 64".to_string()))?,
            )
        }
        "maundy" => {
            let (a, b) = pair(spec, 1, u64::from(MAX_NUMBER), "a cake")?;
            Position::Maundy(Maundy::piece(a as u32, b as u32))
        }
        "clobber" => Position::Clobber(Clobber::new(spec)?),
        "col" => Position::Vertex(VertexGame::col(spec)?),
        "snort" => Position::Vertex(VertexGame::snort(spec)?),
        "psub" => Position::Psub(psub(spec)?),
        _ => {
            let (p, q) = pair(spec, 0, (1 << 62) - 1, "a Euclid position")?;
            Position::Euclid(Euclid::new(p, q))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{parse_position, KINDS};
    use crate::partizan::blue_red::{string_value, tree_value, Colour};
    use crate::partizan::canonical::{Arena, GameId};
    use crate::partizan::cutcake::{cutcake_value, maundy_value};
    use crate::partizan::notation::{parse, to_string};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// A plain game search from `moves(position, left)`: no table, no components.
    fn brute<F: Fn(&str, bool) -> Vec<String>>(arena: &mut Arena, p: &str, moves: &F) -> GameId {
        let left: Vec<GameId> = moves(p, true)
            .iter()
            .map(|q| brute(arena, q, moves))
            .collect();
        let right: Vec<GameId> = moves(p, false)
            .iter()
            .map(|q| brute(arena, q, moves))
            .collect();
        arena.game(&left, &right).unwrap()
    }

    fn value(arena: &mut Arena, text: &str) -> GameId {
        parse_position(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .value(arena)
            .unwrap()
    }

    fn random_text(rng: &mut ChaCha8Rng, letters: &[char], max_len: usize) -> String {
        let n = rng.gen_range(0..=max_len);
        (0..n)
            .map(|_| letters[rng.gen_range(0..letters.len())])
            .collect()
    }

    /// Toads and frogs from the rules: a creature steps into the empty cell ahead, or jumps
    /// over 1 to `jump` enemies into the empty cell beyond.
    fn strip_moves(jump: usize) -> impl Fn(&str, bool) -> Vec<String> {
        move |p: &str, left: bool| {
            let cells: Vec<char> = if left {
                p.chars().collect()
            } else {
                p.chars()
                    .rev()
                    .map(|c| match c {
                        'T' => 'F',
                        'F' => 'T',
                        c => c,
                    })
                    .collect()
            };
            let mut out = Vec::new();
            for i in 0..cells.len() {
                if cells[i] != 'T' {
                    continue;
                }
                for k in 0..=jump {
                    let to = i + k + 1;
                    if to < cells.len()
                        && cells[to] == '.'
                        && cells[i + 1..to].iter().all(|&c| c == 'F')
                    {
                        let mut next = cells.clone();
                        next[i] = '.';
                        next[to] = 'T';
                        let s: String = if left {
                            next.into_iter().collect()
                        } else {
                            next.into_iter()
                                .rev()
                                .map(|c| match c {
                                    'T' => 'F',
                                    'F' => 'T',
                                    c => c,
                                })
                                .collect()
                        };
                        out.push(s);
                    }
                }
            }
            out
        }
    }

    #[test]
    fn strips_match_a_search_from_the_rules_and_toads_matches_its_own_module() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..200 {
            let s = random_text(&mut rng, &['T', 'F', '.'], 7);
            for (kind, jump) in [("toads", 1), ("toads_j2", 2), ("elephants", 0)] {
                let want = brute(&mut arena, &s, &strip_moves(jump));
                let got = value(&mut arena, &format!("{kind}:{s}"));
                assert_eq!(got, want, "{kind}:{s}");
            }
        }
    }

    /// Longer strips, where walls (`max_jump + 1` toads then as many frogs) cut them into
    /// parts, from the rules.
    #[test]
    fn strips_with_walls_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        let mut memos = [HashMap::new(), HashMap::new(), HashMap::new()];
        for _ in 0..200 {
            let n = rng.gen_range(6..=13);
            let s: String = (0..n)
                .map(|_| ['T', 'T', 'F', 'F', '.'][rng.gen_range(0..5)])
                .collect();
            for ((kind, jump), memo) in [("toads", 1), ("toads_j2", 2), ("elephants", 0)]
                .into_iter()
                .zip(memos.iter_mut())
            {
                let want = brute_memo(&mut arena, &s, &strip_moves(jump), memo);
                let got = value(&mut arena, &format!("{kind}:{s}"));
                assert_eq!(got, want, "{kind}:{s}");
            }
        }
    }

    #[test]
    fn toppling_and_arc_kayles_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        let own = |c: char, left: bool| c == 'e' || c == if left { 'l' } else { 'r' };
        let topple = move |p: &str, left: bool| {
            let mut out = Vec::new();
            for (i, c) in p.char_indices() {
                if own(c, left) {
                    out.push(p[i + 1..].to_string());
                    out.push(p[..i].to_string());
                }
            }
            out
        };
        // Arc Kayles on a path of edges, written as a sum `a+b`: taking edge i takes its
        // two ends, so the edges next to it go too.
        let kayles = move |p: &str, left: bool| {
            let mut out = Vec::new();
            let parts: Vec<&str> = p.split('+').collect();
            for (k, part) in parts.iter().enumerate() {
                for (i, c) in part.char_indices() {
                    if own(c, left) {
                        let before = &part[..i.saturating_sub(1)];
                        let after = if i + 2 <= part.len() {
                            &part[i + 2..]
                        } else {
                            ""
                        };
                        let mut rest: Vec<&str> = parts.clone();
                        rest.remove(k);
                        rest.push(before);
                        rest.push(after);
                        out.push(rest.join("+"));
                    }
                }
            }
            out
        };
        for _ in 0..200 {
            let s = random_text(&mut rng, &['l', 'r', 'e'], 8);
            let want = brute(&mut arena, &s, &topple);
            assert_eq!(
                value(&mut arena, &format!("toppling:{s}")),
                want,
                "toppling:{s}"
            );
            let want = brute(&mut arena, &s, &kayles);
            assert_eq!(
                value(&mut arena, &format!("arckayles:{s}")),
                want,
                "arckayles:{s}"
            );
        }
    }

    /// Random Blue-Red trees against Berlekamp-style tree values ([`tree_value`]), stalks
    /// against [`string_value`].
    #[test]
    fn hackenbush_trees_match_the_blue_red_values() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..200 {
            // A random tree: edge k hangs from the ground or from the top of an earlier edge.
            let n = rng.gen_range(0..=7usize);
            let mut parent: Vec<Option<(usize, Colour)>> = Vec::new();
            let mut colour = Vec::new();
            for k in 0..n {
                let c = if rng.gen_bool(0.5) { 'l' } else { 'r' };
                colour.push(c);
                let p = if k == 0 || rng.gen_bool(0.3) {
                    None
                } else {
                    Some(rng.gen_range(0..k))
                };
                let c = if c == 'l' { Colour::Blue } else { Colour::Red };
                // tree_value's vertices: 0 the ground, edge k joins vertex k + 1 to its parent.
                parent.push(Some((p.map_or(0, |q| q + 1), c)));
            }
            // The tree string: children of each vertex as branches.
            let mut children: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
            for (k, e) in parent.iter().enumerate() {
                children[e.unwrap().0].push(k);
            }
            let mut text = String::new();
            // Iterative writing: (vertex, next child index).
            let mut stack = vec![(0usize, 0usize)];
            while let Some(&mut (v, ref mut i)) = stack.last_mut() {
                let kids = &children[v];
                if *i == kids.len() {
                    if kids.len() > 1 {
                        text.push(')');
                    }
                    stack.pop();
                    continue;
                }
                if *i == 0 && kids.len() > 1 {
                    text.push('(');
                } else if *i > 0 {
                    text.push(';');
                }
                let k = kids[*i];
                *i += 1;
                text.push(colour[k]);
                stack.push((k + 1, 0));
            }
            let mut vertices: Vec<Option<(usize, Colour)>> = vec![None];
            vertices.extend(parent.iter().copied());
            let want = tree_value(&vertices).unwrap().to_dyadic();
            let got = value(&mut arena, &format!("hackenbush:{text}"));
            assert_eq!(arena.as_number(got), want, "{text}");
        }
        for s in ["lrl", "llr", "rrrl"] {
            let colours: Vec<Colour> = s
                .chars()
                .map(|c| if c == 'l' { Colour::Blue } else { Colour::Red })
                .collect();
            let want = string_value(&colours).unwrap();
            let got = value(&mut arena, &format!("hackenbush:{s}"));
            assert_eq!(arena.as_number(got), Some(want), "{s}");
        }
    }

    #[test]
    fn cakes_match_the_closed_forms() {
        let mut arena = Arena::new();
        for a in 1..=8u64 {
            for b in 1..=8u64 {
                let got = value(&mut arena, &format!("cutcake:{a},{b}"));
                let want = i64::try_from(cutcake_value(b, a)).unwrap();
                assert_eq!(got, arena.integer(want).unwrap(), "cutcake:{a},{b}");
                let got = value(&mut arena, &format!("maundy:{a},{b}"));
                let want = i64::try_from(maundy_value(b, a)).unwrap();
                assert_eq!(got, arena.integer(want).unwrap(), "maundy:{a},{b}");
            }
        }
    }

    /// Clobber from the rules on boards of at most 2 x 3 cells.
    #[test]
    fn clobber_matches_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        let moves = |p: &str, left: bool| {
            let rows: Vec<Vec<char>> = p.split('|').map(|r| r.chars().collect()).collect();
            let (own, other) = if left { ('x', 'o') } else { ('o', 'x') };
            let mut out = Vec::new();
            for r in 0..rows.len() {
                for c in 0..rows[r].len() {
                    if rows[r][c] != own {
                        continue;
                    }
                    let steps: [(isize, isize); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
                    for (dr, dc) in steps {
                        let (nr, nc) = (r as isize + dr, c as isize + dc);
                        if nr < 0
                            || nc < 0
                            || nr as usize >= rows.len()
                            || nc as usize >= rows[0].len()
                        {
                            continue;
                        }
                        let (nr, nc) = (nr as usize, nc as usize);
                        if rows[nr][nc] == other {
                            let mut next = rows.clone();
                            next[r][c] = '.';
                            next[nr][nc] = own;
                            let text: Vec<String> =
                                next.iter().map(|row| row.iter().collect()).collect();
                            out.push(text.join("|"));
                        }
                    }
                }
            }
            out
        };
        for _ in 0..200 {
            let rows = rng.gen_range(1..=2);
            let cols = rng.gen_range(1..=3);
            let board: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| ['x', 'o', '.'][rng.gen_range(0..3)])
                        .collect()
                })
                .collect();
            let board = board.join("|");
            let want = brute(&mut arena, &board, &moves);
            assert_eq!(
                value(&mut arena, &format!("clobber:{board}")),
                want,
                "clobber:{board}"
            );
        }
    }

    /// [`brute`] with its results kept by position text, for the larger random positions
    /// (still from the rules alone: no components, no symmetry).
    fn brute_memo<F: Fn(&str, bool) -> Vec<String>>(
        arena: &mut Arena,
        p: &str,
        moves: &F,
        memo: &mut HashMap<String, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(p) {
            return g;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (side, left) in sides.iter_mut().zip([true, false]) {
            for q in moves(p, left) {
                let g = brute_memo(arena, &q, moves, memo);
                side.push(g);
            }
        }
        let g = arena.game(&sides[0], &sides[1]).unwrap();
        memo.insert(p.to_string(), g);
        g
    }

    /// Clobber from the rules on boards of up to 12 cells (1 to 3 rows), where stones fall
    /// into several groups and groups repeat up to symmetry.
    #[test]
    fn clobber_groups_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        let moves = |p: &str, left: bool| {
            let rows: Vec<&[u8]> = p.split('|').map(str::as_bytes).collect();
            let (own, other) = if left { (b'x', b'o') } else { (b'o', b'x') };
            let (height, width) = (rows.len() as isize, rows[0].len() as isize);
            let mut out = Vec::new();
            for r in 0..height {
                for c in 0..width {
                    if rows[r as usize][c as usize] != own {
                        continue;
                    }
                    for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                        let (nr, nc) = (r + dr, c + dc);
                        if nr < 0 || nc < 0 || nr >= height || nc >= width {
                            continue;
                        }
                        if rows[nr as usize][nc as usize] == other {
                            let mut next: Vec<Vec<u8>> = rows.iter().map(|x| x.to_vec()).collect();
                            next[r as usize][c as usize] = b'.';
                            next[nr as usize][nc as usize] = own;
                            let text: Vec<String> = next
                                .into_iter()
                                .map(|row| String::from_utf8(row).unwrap())
                                .collect();
                            out.push(text.join("|"));
                        }
                    }
                }
            }
            out
        };
        for _ in 0..200 {
            let rows = rng.gen_range(1..=3);
            let cols = rng.gen_range(1..=12 / rows);
            let empty = rng.gen_range(0.0..0.4);
            let board: Vec<String> = (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| {
                            if rng.gen_bool(empty) {
                                '.'
                            } else if rng.gen_bool(0.5) {
                                'x'
                            } else {
                                'o'
                            }
                        })
                        .collect()
                })
                .collect();
            let board = board.join("|");
            let want = brute_memo(&mut arena, &board, &moves, &mut memo);
            assert_eq!(
                value(&mut arena, &format!("clobber:{board}")),
                want,
                "clobber:{board}"
            );
        }
    }

    /// A random tree of `edges` edges: edge k joins vertex k + 1 to an earlier vertex, its
    /// lower end, `lower[k]`.
    fn random_tree(rng: &mut ChaCha8Rng, edges: usize) -> Vec<usize> {
        (0..edges).map(|k| rng.gen_range(0..=k)).collect()
    }

    /// The tree string of `lower` (see [`random_tree`]) from vertex `v` up: `vertex(v)` is
    /// written at each vertex, `edge(k)` before the vertex edge k leads to.
    fn tree_text(
        lower: &[usize],
        v: usize,
        vertex: &dyn Fn(usize) -> String,
        edge: &dyn Fn(usize) -> String,
    ) -> String {
        let kids: Vec<usize> = (0..lower.len()).filter(|&k| lower[k] == v).collect();
        let mut text = vertex(v);
        let branch = |k: usize| edge(k) + &tree_text(lower, k + 1, vertex, edge);
        match kids.len() {
            0 => {}
            1 => text += &branch(kids[0]),
            _ => {
                let parts: Vec<String> = kids.into_iter().map(branch).collect();
                text.push('(');
                text += &parts.join(";");
                text.push(')');
            }
        }
        text
    }

    /// Hackenbush (green edges too) and Arc Kayles on random trees, from the rules: a
    /// position is the string of edges still there (`-` for a gone edge).
    #[test]
    fn hackenbush_and_arc_kayles_trees_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..200 {
            let n = rng.gen_range(0..=9usize);
            let lower = random_tree(&mut rng, n);
            let colours: Vec<char> = (0..n)
                .map(|_| ['l', 'r', 'e'][rng.gen_range(0..3)])
                .collect();
            let own = |c: char, left: bool| c == 'e' || c == if left { 'l' } else { 'r' };
            // Hackenbush: cut an edge of yours; an edge falls when the edge under it is gone.
            let cut = |p: &str, left: bool| {
                let e: Vec<char> = p.chars().collect();
                let mut out = Vec::new();
                for k in 0..e.len() {
                    if !own(e[k], left) {
                        continue;
                    }
                    let mut next = e.clone();
                    next[k] = '-';
                    for j in 0..next.len() {
                        if lower[j] > 0 && next[lower[j] - 1] == '-' {
                            next[j] = '-';
                        }
                    }
                    out.push(next.into_iter().collect());
                }
                out
            };
            // Arc Kayles: take an edge of yours with both ends; edges at those ends go too.
            let take = |p: &str, left: bool| {
                let e: Vec<char> = p.chars().collect();
                let mut out = Vec::new();
                for k in 0..e.len() {
                    if !own(e[k], left) {
                        continue;
                    }
                    let ends = [lower[k], k + 1];
                    let next: String = (0..e.len())
                        .map(|j| {
                            if ends.contains(&lower[j]) || ends.contains(&(j + 1)) {
                                '-'
                            } else {
                                e[j]
                            }
                        })
                        .collect();
                    out.push(next);
                }
                out
            };
            let start: String = colours.iter().collect();
            let text = tree_text(&lower, 0, &|_| String::new(), &|k| colours[k].to_string());
            let mut memo = HashMap::new();
            let want = brute_memo(&mut arena, &start, &cut, &mut memo);
            let got = value(&mut arena, &format!("hackenbush:{text}"));
            assert_eq!(got, want, "hackenbush:{text}");
            let mut memo = HashMap::new();
            let want = brute_memo(&mut arena, &start, &take, &mut memo);
            let got = value(&mut arena, &format!("arckayles:{text}"));
            assert_eq!(got, want, "arckayles:{text}");
        }
    }

    /// Col and Snort on random trees from the rules: a position is a letter per vertex,
    /// `.` untinted, `L` / `R` tinted, `B` tinted by both, `x` coloured.
    #[test]
    fn col_and_snort_on_trees_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..200 {
            let n = rng.gen_range(0..=9usize);
            let lower = random_tree(&mut rng, n);
            let tints: Vec<char> = (0..=n)
                .map(|_| ['.', '.', 'L', 'R'][rng.gen_range(0..4)])
                .collect();
            let mut near: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
            for (k, &v) in lower.iter().enumerate() {
                near[v].push(k + 1);
                near[k + 1].push(v);
            }
            let play = |snort: bool| {
                let near = &near;
                move |p: &str, left: bool| {
                    let v: Vec<char> = p.chars().collect();
                    let (own, other) = if left { ('L', 'R') } else { ('R', 'L') };
                    let barred = if snort { other } else { own };
                    let mut out = Vec::new();
                    for i in 0..v.len() {
                        if v[i] == 'x' || v[i] == 'B' || v[i] == barred {
                            continue;
                        }
                        let mut next = v.clone();
                        next[i] = 'x';
                        for &j in &near[i] {
                            next[j] = match next[j] {
                                'x' => 'x',
                                '.' => own,
                                c if c == own => own,
                                _ => 'B',
                            };
                        }
                        out.push(next.into_iter().collect());
                    }
                    out
                }
            };
            let start: String = tints.iter().collect();
            let text = tree_text(&lower, 0, &|v| tints[v].to_string(), &|_| "-".to_string());
            for (kind, snort) in [("col", false), ("snort", true)] {
                let mut memo = HashMap::new();
                let want = brute_memo(&mut arena, &start, &play(snort), &mut memo);
                let got = value(&mut arena, &format!("{kind}:{text}"));
                assert_eq!(got, want, "{kind}:{text}");
            }
        }
    }

    /// Col and Snort on paths from the rules, and Snort on paths against the grid module.
    #[test]
    fn col_and_snort_on_paths_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        // A path as a string of vertices: '.', 'L', 'R' (tinted), 'B' tinted both, 'x' gone.
        let play = |snort: bool| {
            move |p: &str, left: bool| {
                let v: Vec<char> = p.chars().collect();
                let (own, other) = if left { ('L', 'R') } else { ('R', 'L') };
                let mut out = Vec::new();
                for i in 0..v.len() {
                    let barred = if snort { other } else { own };
                    if v[i] == 'x' || v[i] == 'B' || v[i] == barred {
                        continue;
                    }
                    let mut next = v.clone();
                    next[i] = 'x';
                    for j in [i.wrapping_sub(1), i + 1] {
                        if j < v.len() && next[j] != 'x' {
                            next[j] = match next[j] {
                                '.' => own,
                                c if c == own => own,
                                _ => 'B',
                            };
                        }
                    }
                    out.push(next.into_iter().collect());
                }
                out
            }
        };
        for _ in 0..200 {
            let path = random_text(&mut rng, &['.', 'L', 'R'], 7);
            let spec: Vec<String> = path.chars().map(|c| c.to_string()).collect();
            let spec = spec.join("-");
            for (kind, snort) in [("col", false), ("snort", true)] {
                let want = brute(&mut arena, &path, &play(snort));
                let got = value(&mut arena, &format!("{kind}:{spec}"));
                assert_eq!(got, want, "{kind}:{spec}");
            }
            if !path.is_empty() {
                let grid: String = path.to_ascii_lowercase();
                let mut solver =
                    crate::partizan::solver::Solver::with_arena(std::mem::take(&mut arena));
                let g: crate::partizan::rulesets::snort::Snort = grid.parse().unwrap();
                let v = solver.value(&g).unwrap();
                arena = std::mem::take(solver.arena());
                let got = value(&mut arena, &format!("snort:{spec}"));
                assert_eq!(got, v, "snort:{spec} against the grid module");
            }
        }
    }

    #[test]
    fn psub_and_euclid_match_a_search_from_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..200 {
            let left: Vec<u32> = (1..=4).filter(|_| rng.gen_bool(0.5)).collect();
            let right: Vec<u32> = (1..=4).filter(|_| rng.gen_bool(0.5)).collect();
            let heap: u32 = rng.gen_range(0..=12);
            let moves = |p: &str, l: bool| {
                let n: u32 = p.parse().unwrap();
                let set = if l { &left } else { &right };
                set.iter()
                    .filter(|&&s| s <= n)
                    .map(|s| (n - s).to_string())
                    .collect()
            };
            let want = brute(&mut arena, &heap.to_string(), &moves);
            let list = |s: &[u32]| {
                s.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let text = format!("psub:{}/{}:{heap}", list(&left), list(&right));
            assert_eq!(value(&mut arena, &text), want, "{text}");

            let (p, q) = (rng.gen_range(0..60u64), rng.gen_range(0..60u64));
            let moves = |s: &str, l: bool| {
                let (p, q) = s.split_once(',').unwrap();
                let (p, q): (u64, u64) = (p.parse().unwrap(), q.parse().unwrap());
                if q == 0 || p % q == 0 {
                    return Vec::new();
                }
                let r = p % q;
                vec![if l {
                    format!("{q},{r}")
                } else {
                    format!("{q},{}", q - r)
                }]
            };
            let want = brute(&mut arena, &format!("{p},{q}"), &moves);
            assert_eq!(
                value(&mut arena, &format!("euclid:{p},{q}")),
                want,
                "euclid:{p},{q}"
            );
        }
    }

    /// A star of 24 green edges on a green edge has 2^24 positions: refused, not searched.
    #[test]
    fn a_search_past_the_budget_is_refused() {
        let mut arena = Arena::new();
        let star = format!("e({})", ["e"; 24].join(";"));
        let p = parse_position(&format!("hackenbush:{star}")).unwrap();
        assert_eq!(p.value(&mut arena), Err(super::ValueError::TooLarge));
        let small = format!("e({})", ["e"; 6].join(";"));
        let p = parse_position(&format!("hackenbush:{small}")).unwrap();
        // A green edge carrying 6 green edges (their sum *1 + … + *1 = 0): by the colon
        // principle the edge under a tree worth *n is worth *(n + 1), here *1.
        let want = arena.nimber(1).unwrap();
        assert_eq!(p.value(&mut arena), Ok(want));
    }

    #[test]
    fn every_kind_has_an_empty_position_worth_zero() {
        let mut arena = Arena::new();
        for kind in KINDS {
            assert_eq!(
                value(&mut arena, &format!("{kind}:")),
                arena.zero(),
                "{kind}"
            );
        }
    }

    /// Published values, one or more per kind (the source in each row; the full tables are
    /// `core/tests/published_values.rs`), then the few values counted by hand from the rules
    /// where no published one was found (labelled so; they are not counted as published).
    #[test]
    fn published_values_of_each_kind() {
        let mut arena = Arena::new();
        for (position, want) in [
            // CGSuite's tests (GameGridTest, GameStripTest): Domineering 4x4,
            // GenToadsAndFrogs(2), Clobber.
            (
                "domineering:....|....|....|....",
                "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
            ),
            ("toads_j2:TTTT..FFF", "{1/2*|v}"),
            ("clobber:xox|ox.", "{^^*|*,v}"),
            // The cgt crate's Toppling Dominoes test (`xooxx`, x Blue): {1|*}.
            ("toppling:lrrll", "{1|*}"),
            // CGSuite's GameGraphTest: Hackenbush, Col, Snort.
            ("hackenbush:lrlrrllr", "77/128"),
            ("hackenbush:l(l;rl)", "3/2"),
            ("col:R-.-R-.-L-.-R-.-R-.", "7/8"),
            ("snort:L-.-.-.-L", "{4|0,+-1}"),
            // CGSuite's GameHeapTest: Cutcake((8,2)), MaundyCake((8,5)),
            // PartizanSubtraction([1,3],[2,3])(6).
            ("cutcake:8,2", "-3"),
            ("maundy:8,5", "-3"),
            ("psub:1,3/2,3:6", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"),
            // MCGS's Elephants test (X.O.X.X, X Left's): 1*.
            ("elephants:T.F.T.T", "1*"),
            // Arc Kayles on a path of 4 vertices is Dawson's Kayles on 4 pins: *2 (CGSuite's
            // DawsonsKayles nim values).
            ("arckayles:eee", "*2"),
            // Counted by hand (no published value found): Toads-and-Frogs T.F, either side's
            // move leaves the other a last move, after which the mover moves once more:
            // {0 | 0} = *.
            ("toads:T.F", "*"),
            // Counted by hand: one Blue and one Red domino, each side topples its own and
            // leaves 0 or the other's domino: {0,-1 | 0,1} = *.
            ("toppling:lr", "*"),
            // Counted by hand: Left's two-edge path, her move leaves one vertex: {0|} = 1.
            ("arckayles:ll", "1"),
            // Counted by hand: Partizan Euclid (3,2), both moves reach (2,1), terminal: *.
            ("euclid:3,2", "*"),
        ] {
            let g = value(&mut arena, position);
            let w = parse(&mut arena, want).unwrap();
            assert_eq!(to_string(&arena, g), to_string(&arena, w), "{position}");
        }
    }
}
