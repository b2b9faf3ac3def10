//! Temperature theory of short partizan games: thermographs with exact dyadic walls, stops,
//! mean, temperature and cooling.
//!
//! *Cooling* a game `G` by `t` charges each player `t` for every move:
//! `G_t = { G^L_t − t | G^R_t + t }`, until the first temperature `t'` at which `G_t'` is
//! infinitesimally close to a number `x` (its two stops are both `x`); from there on `G_t = x`.
//! The *thermograph* draws the stops of `G_t` against `t ≥ −1`: the *left wall* `L(G_t)` and the
//! *right wall* `R(G_t)`. Below the *temperature* they are the *scaffolds*
//!
//! ```text
//! left scaffold  LS(t) = max over G^L of  R(G^L_t) − t      (slope 0 or −1)
//! right scaffold RS(t) = min over G^R of  L(G^R_t) + t      (slope 0 or +1)
//! ```
//!
//! the temperature is the least `t` where `LS(t) ≤ RS(t)`, and above it both walls are the
//! vertical *mast* at the *mean* (`LS = RS` there). Every wall here is continuous, piecewise
//! linear with slopes −1, 0 and 1, and with dyadic breakpoints, so it is held exactly
//! ([`Wall`]). The stops are the walls at `t = 0`.
//!
//! Conventions (those of Siegel's *Combinatorial Game Theory* and of CGSuite): Left is the
//! positive player, the left wall is the larger value; an integer has the mast `t ≥ −1` and
//! temperature −1; a number `m/2^k` in lowest terms (`k ≥ 1`) is `{m/2^k − 1/2^k | m/2^k + 1/2^k}`
//! and comes out of the recursion with temperature `−1/2^k`; the infinitesimals (`*`, `↑`, …)
//! have temperature 0.
//!
//! | item | what |
//! |---|---|
//! | [`Wall`] | an exact piecewise-linear function of `t ≥ −1` |
//! | [`Thermograph`] | the two walls, the temperature and the mast; built from the options' ones |
//! | [`thermograph`], [`try_thermograph`] | the thermograph of a game in an [`Arena`] |
//! | [`left_stop`], [`right_stop`], [`mean`], [`temperature`] (and `try_` forms) | the numbers read off it |
//! | [`cool`], [`try_cool`] | `G_t`, as a game in the arena |
//! | [`is_all_small`], [`atomic_weight`] | the atomic weight of all-small games |
//!
//! # Example
//! ```
//! use gamecore::partizan::dyadic::Dyadic;
//! use gamecore::partizan::temperature::Thermograph;
//! let d = |s: &str| s.parse::<Dyadic>().unwrap();
//! // {3 | 1}: a switch of temperature 1 around the mean 2.
//! let three = Thermograph::of_number(d("3")).unwrap();
//! let one = Thermograph::of_number(d("1")).unwrap();
//! let switch = Thermograph::from_options(&[&three], &[&one]).unwrap();
//! assert_eq!((switch.temperature(), switch.mean()), (d("1"), d("2")));
//! assert_eq!((switch.left_stop(), switch.right_stop()), (d("3"), d("1")));
//! assert_eq!(switch.left_wall().at(d("1/2")).unwrap(), d("5/2"));
//! // 3/4 = {1/2 | 1} has the temperature −1/4 (the CGSuite convention for numbers).
//! assert_eq!(Thermograph::of_number(d("3/4")).unwrap().temperature(), d("-1/4"));
//! ```

use super::canonical::{Arena, ArenaError, GameId};
use super::dyadic::{Dyadic, DyadicError};
use std::collections::HashMap;
use std::fmt;

/// The temperature every wall starts at.
const START: Dyadic = Dyadic::integer(-1);

/// One linear piece of a [`Wall`]: from `start` on, the value `value + slope · (t − start)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Piece {
    start: Dyadic,
    value: Dyadic,
    slope: i8,
}

impl Piece {
    /// The value at `t` (no range check).
    fn at(self, t: Dyadic) -> Result<Dyadic, DyadicError> {
        let run = t.checked_sub(self.start)?;
        match self.slope {
            0 => Ok(self.value),
            1 => self.value.checked_add(run),
            -1 => self.value.checked_sub(run),
            2 => self.value.checked_add(run.checked_add(run)?),
            _ => self.value.checked_sub(run.checked_add(run)?),
        }
    }
}

/// A continuous piecewise-linear function of the temperature `t ≥ −1` whose slopes are −1, 0
/// or 1 and whose breakpoints are dyadic: a wall or a scaffold of a thermograph, held exactly.
///
/// Stored as its pieces, each a start, the value there and the slope; adjacent pieces have
/// different slopes, so equal functions are equal values of this type.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::Dyadic;
/// use gamecore::partizan::temperature::Thermograph;
/// let d = |s: &str| s.parse::<Dyadic>().unwrap();
/// let g = Thermograph::from_options(
///     &[&Thermograph::of_number(d("1")).unwrap()],
///     &[&Thermograph::of_number(d("-1")).unwrap()],
/// )
/// .unwrap(); // ±1
/// // The left wall falls from 2 at t = −1 to the mast 0 at t = 1.
/// assert_eq!(g.left_wall().vertices(), vec![(d("-1"), d("2")), (d("1"), d("0"))]);
/// assert_eq!(g.left_wall().slopes(), vec![-1, 0]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Wall {
    pieces: Vec<Piece>,
}

impl Wall {
    /// The constant function `x`.
    pub fn constant(x: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                start: START,
                value: x,
                slope: 0,
            }],
        }
    }

    /// The value at the temperature `t`.
    ///
    /// # Errors
    /// [`DyadicError::Overflow`] if the value does not fit a [`Dyadic`] (only for `t` far
    /// beyond the values of the game). A `t` below −1 is read on the first piece extended.
    ///
    /// # Complexity
    /// O(log p) for p pieces.
    pub fn at(&self, t: Dyadic) -> Result<Dyadic, DyadicError> {
        self.piece_at(t).at(t)
    }

    /// The piece whose range holds `t`.
    fn piece_at(&self, t: Dyadic) -> Piece {
        let index = self.pieces.partition_point(|p| p.start <= t);
        self.pieces[index.max(1) - 1]
    }

    /// The breakpoints `(t, value)`: the start `t = −1` and every temperature where the slope
    /// changes, in increasing `t`.
    pub fn vertices(&self) -> Vec<(Dyadic, Dyadic)> {
        self.pieces.iter().map(|p| (p.start, p.value)).collect()
    }

    /// The slope after each vertex of [`Wall::vertices`] (the last one holds for ever).
    pub fn slopes(&self) -> Vec<i8> {
        self.pieces.iter().map(|p| p.slope).collect()
    }

    /// From pieces in increasing start order, merging neighbours of equal slope.
    fn from_pieces(pieces: Vec<Piece>) -> Wall {
        let mut merged: Vec<Piece> = Vec::with_capacity(pieces.len());
        for piece in pieces {
            match merged.last() {
                Some(last) if last.slope == piece.slope || last.start == piece.start => {
                    if last.start == piece.start {
                        merged.pop();
                        merged.push(piece);
                    }
                }
                _ => merged.push(piece),
            }
        }
        Wall { pieces: merged }
    }

    /// `self(t) + direction · t` for a direction of −1 or 1.
    fn tilt(&self, direction: i8) -> Result<Wall, DyadicError> {
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                let value = if direction > 0 {
                    p.value.checked_add(p.start)?
                } else {
                    p.value.checked_sub(p.start)?
                };
                Ok(Piece {
                    start: p.start,
                    value,
                    slope: p.slope + direction,
                })
            })
            .collect::<Result<Vec<Piece>, DyadicError>>()?;
        Ok(Wall::from_pieces(pieces))
    }

    /// Every piece start of `self` and `other`, sorted, without repeats.
    fn merged_starts(&self, other: &Wall) -> Vec<Dyadic> {
        let mut starts: Vec<Dyadic> = self
            .pieces
            .iter()
            .chain(&other.pieces)
            .map(|p| p.start)
            .collect();
        starts.sort();
        starts.dedup();
        starts
    }

    /// The pointwise maximum (`larger`) or minimum of `self` and `other`.
    fn envelope(&self, other: &Wall, larger: bool) -> Result<Wall, DyadicError> {
        let starts = self.merged_starts(other);
        let mut pieces = Vec::with_capacity(starts.len() * 2);
        for (i, &a) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied();
            let (p, q) = (self.piece_at(a), other.piece_at(a));
            let (pa, qa) = (p.at(a)?, q.at(a)?);
            // The better one at `a` (ties go to the one that stays better just after `a`).
            let p_wins = if larger {
                pa > qa || (pa == qa && p.slope >= q.slope)
            } else {
                pa < qa || (pa == qa && p.slope <= q.slope)
            };
            let (winner, loser, wa, la) = if p_wins {
                (p, q, pa, qa)
            } else {
                (q, p, qa, pa)
            };
            pieces.push(Piece {
                start: a,
                value: wa,
                slope: winner.slope,
            });
            // The loser catches up at a + gap / (slope difference) if its slope is better.
            let closing = if larger {
                loser.slope - winner.slope
            } else {
                winner.slope - loser.slope
            };
            if closing > 0 {
                let gap = if larger {
                    wa.checked_sub(la)?
                } else {
                    la.checked_sub(wa)?
                };
                let run = if closing == 1 {
                    gap
                } else {
                    gap.checked_half()?
                };
                let meet = a.checked_add(run)?;
                if end.map_or(true, |b| meet < b) && meet > a {
                    pieces.push(Piece {
                        start: meet,
                        value: winner.at(meet)?,
                        slope: loser.slope,
                    });
                }
            }
        }
        Ok(Wall::from_pieces(pieces))
    }

    /// The least `t ≥ −1` with `self(t) ≤ other(t)`, when `self − other` never increases.
    fn first_not_above(&self, other: &Wall) -> Result<Option<Dyadic>, DyadicError> {
        let starts = self.merged_starts(other);
        for (i, &a) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied();
            let (p, q) = (self.piece_at(a), other.piece_at(a));
            let gap = p.at(a)?.checked_sub(q.at(a)?)?;
            if gap <= 0 {
                return Ok(Some(a));
            }
            let closing = q.slope - p.slope;
            if closing > 0 {
                let run = if closing == 1 {
                    gap
                } else {
                    gap.checked_half()?
                };
                let meet = a.checked_add(run)?;
                if end.map_or(true, |b| meet <= b) {
                    return Ok(Some(meet));
                }
            }
        }
        Ok(None)
    }

    /// `self` up to `t`, then the constant `x` (continuous when `self(t) = x`).
    fn until_then_constant(&self, t: Dyadic, x: Dyadic) -> Wall {
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .copied()
            .filter(|p| p.start < t)
            .collect();
        pieces.push(Piece {
            start: t,
            value: x,
            slope: 0,
        });
        Wall::from_pieces(pieces)
    }
}

impl fmt::Display for Wall {
    /// The vertices and slopes, e.g. `(-1, 2) -1 (1, 0) 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.pieces.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "({}, {}) {}", p.start, p.value, p.slope)?;
        }
        Ok(())
    }
}

/// The thermograph of a short game: its left and right walls over `t ≥ −1`, its temperature
/// and its mast (the mean).
///
/// Built bottom-up: [`Thermograph::of_number`] for numbers and [`Thermograph::from_options`]
/// from the thermographs of a non-number's canonical options (or of any options: the walls
/// depend only on the game's value). The walls are [`Wall`]s; each is the mast from the
/// temperature on.
///
/// # Example
/// ```
/// use gamecore::partizan::dyadic::Dyadic;
/// use gamecore::partizan::temperature::Thermograph;
/// let d = |s: &str| s.parse::<Dyadic>().unwrap();
/// let n = |s: &str| Thermograph::of_number(d(s)).unwrap();
/// let star = Thermograph::from_options(&[&n("0")], &[&n("0")]).unwrap();
/// assert_eq!((star.temperature(), star.mean()), (d("0"), d("0")));
/// // {2 | 0 || -1}: Left's option {2 | 0} has the right wall t ↦ t up to t = 1.
/// let hot = Thermograph::from_options(&[&n("2")], &[&n("0")]).unwrap(); // {2 | 0}
/// let g = Thermograph::from_options(&[&hot], &[&n("-1")]).unwrap();
/// assert_eq!((g.left_stop(), g.right_stop()), (d("0"), d("-1")));
/// assert_eq!((g.temperature(), g.mean()), (d("1"), d("0")));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thermograph {
    left: Wall,
    right: Wall,
    temperature: Dyadic,
    mean: Dyadic,
}

impl Thermograph {
    /// The thermograph of the number `x`: for an integer the mast from −1 on; for `m/2^k` the
    /// thermograph of its canonical form `{x − 1/2^k | x + 1/2^k}`, temperature `−1/2^k`.
    ///
    /// # Errors
    /// [`DyadicError`] if a wall value leaves the range of a `Dyadic` (numbers within 2^61 in
    /// size never do).
    ///
    /// # Complexity
    /// O(k²) for the denominator `2^k` (k ≤ 62): k levels of two numbers, walls of O(k) pieces.
    pub fn of_number(x: Dyadic) -> Result<Thermograph, DyadicError> {
        let mut memo = HashMap::new();
        number_thermograph(x, &mut memo)
    }

    /// The thermograph of `{ left | right }` from those of the options, which must not make a
    /// number of it (a canonical form that is no number, or options of one).
    ///
    /// # Errors
    /// [`DyadicError`] if a wall value leaves the range of a `Dyadic` (or a crossing needs a
    /// denominator above 2^62).
    ///
    /// # Panics
    /// If `left` or `right` is empty (such a game is an integer: use
    /// [`Thermograph::of_number`]).
    ///
    /// # Complexity
    /// O(Σ p log p) for the options' walls of p pieces in total.
    pub fn from_options(
        left: &[&Thermograph],
        right: &[&Thermograph],
    ) -> Result<Thermograph, DyadicError> {
        assert!(
            !left.is_empty() && !right.is_empty(),
            "a game with no Left or no Right option is an integer"
        );
        let mut left_scaffold = left[0].right.tilt(-1)?;
        for option in &left[1..] {
            left_scaffold = left_scaffold.envelope(&option.right.tilt(-1)?, true)?;
        }
        let mut right_scaffold = right[0].left.tilt(1)?;
        for option in &right[1..] {
            right_scaffold = right_scaffold.envelope(&option.left.tilt(1)?, false)?;
        }
        // The left scaffold ends with slope −1 and the right one with +1, so they meet.
        let temperature = left_scaffold
            .first_not_above(&right_scaffold)?
            .unwrap_or(START);
        let mean = left_scaffold.at(temperature)?;
        Ok(Thermograph {
            left: left_scaffold.until_then_constant(temperature, mean),
            right: right_scaffold.until_then_constant(temperature, mean),
            temperature,
            mean,
        })
    }

    /// The left wall `t ↦ L(G_t)`.
    pub fn left_wall(&self) -> &Wall {
        &self.left
    }

    /// The right wall `t ↦ R(G_t)`.
    pub fn right_wall(&self) -> &Wall {
        &self.right
    }

    /// The temperature: where the mast begins (−1 for integers, `−1/2^k` for `m/2^k`).
    pub fn temperature(&self) -> Dyadic {
        self.temperature
    }

    /// The mean (the mast's value).
    pub fn mean(&self) -> Dyadic {
        self.mean
    }

    /// The left stop: the left wall at `t = 0`.
    pub fn left_stop(&self) -> Dyadic {
        self.wall_at_zero(&self.left)
    }

    /// The right stop: the right wall at `t = 0`.
    pub fn right_stop(&self) -> Dyadic {
        self.wall_at_zero(&self.right)
    }

    fn wall_at_zero(&self, wall: &Wall) -> Dyadic {
        if self.temperature <= 0 {
            return self.mean;
        }
        // Below the temperature the wall is a scaffold whose values lie between the stops of
        // the game's followers, so the value at 0 fits.
        wall.at(Dyadic::ZERO).unwrap_or(self.mean)
    }
}

/// The thermograph of a number, memoised on the numbers of its canonical form's followers.
/// The recursion goes one binary digit coarser per level: at most 62 deep.
fn number_thermograph(
    x: Dyadic,
    memo: &mut HashMap<Dyadic, Thermograph>,
) -> Result<Thermograph, DyadicError> {
    if let Some(t) = memo.get(&x) {
        return Ok(t.clone());
    }
    let thermograph = if x.is_integer() {
        Thermograph {
            left: Wall::constant(x),
            right: Wall::constant(x),
            temperature: START,
            mean: x,
        }
    } else {
        let step = Dyadic::new(1, x.exponent())?;
        let below = number_thermograph(x.checked_sub(step)?, memo)?;
        let above = number_thermograph(x.checked_add(step)?, memo)?;
        Thermograph::from_options(&[&below], &[&above])?
    };
    memo.insert(x, thermograph.clone());
    Ok(thermograph)
}

/// The thermographs of `g` and its followers, memoised in `memo`.
fn thermographs(
    arena: &mut Arena,
    g: GameId,
    memo: &mut HashMap<GameId, Thermograph>,
    numbers: &mut HashMap<Dyadic, Thermograph>,
) -> Result<(), DyadicError> {
    fill_options_first(
        arena,
        g,
        memo,
        |_, x| number_thermograph(x, numbers),
        |_, _, left, right, memo| {
            let l: Vec<&Thermograph> = left.iter().map(|o| &memo[o]).collect();
            let r: Vec<&Thermograph> = right.iter().map(|o| &memo[o]).collect();
            Thermograph::from_options(&l, &r)
        },
    )
}

/// Fills `memo` with a value for `g` and for every follower it reaches through games that are
/// not numbers, options before the games they are options of, on an explicit stack (no
/// recursion on the game's depth). A number `x` gets `number(arena, x)`; any other game `h`
/// gets `combine(arena, h, left, right, memo)` once its options' values are in `memo`.
fn fill_options_first<T, E>(
    arena: &mut Arena,
    g: GameId,
    memo: &mut HashMap<GameId, T>,
    mut number: impl FnMut(&mut Arena, Dyadic) -> Result<T, E>,
    mut combine: impl FnMut(
        &mut Arena,
        GameId,
        &[GameId],
        &[GameId],
        &HashMap<GameId, T>,
    ) -> Result<T, E>,
) -> Result<(), E> {
    let mut stack = vec![(g, false)];
    while let Some((h, options_done)) = stack.pop() {
        if memo.contains_key(&h) {
            continue;
        }
        if let Some(x) = arena.as_number(h) {
            let value = number(arena, x)?;
            memo.insert(h, value);
            continue;
        }
        let left = arena.left_options(h);
        let right = arena.right_options(h);
        if !options_done {
            stack.push((h, true));
            stack.extend(
                left.iter()
                    .chain(&right)
                    .filter(|o| !memo.contains_key(o))
                    .map(|&o| (o, false)),
            );
            continue;
        }
        let value = combine(arena, h, &left, &right, memo)?;
        memo.insert(h, value);
    }
    Ok(())
}

/// The thermograph of `g`.
///
/// # Errors
/// [`DyadicError`] if a wall value or a crossing leaves the range of a [`Dyadic`] (numbers
/// up to 2^60 in size and denominators up to 2^61 in the game never do).
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::parse;
/// use gamecore::partizan::temperature::try_thermograph;
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{{2|1}|0}").unwrap();
/// let t = try_thermograph(&mut arena, g).unwrap();
/// assert_eq!(t.left_wall().to_string(), "(-1, 1) 0 (1/2, 1) -1 (3/4, 3/4) 0");
/// assert_eq!(t.right_wall().to_string(), "(-1, -1) 1 (3/4, 3/4) 0");
/// ```
///
/// # Complexity
/// O(Σ over the canonical followers of the options' wall pieces), each follower once.
pub fn try_thermograph(arena: &mut Arena, g: GameId) -> Result<Thermograph, DyadicError> {
    let mut memo = HashMap::new();
    thermographs(arena, g, &mut memo, &mut HashMap::new())?;
    Ok(memo.remove(&g).expect("computed above"))
}

/// The thermograph of `g` ([`try_thermograph`] for games whose numbers are in range).
///
/// # Panics
/// If a wall value leaves the range of a [`Dyadic`]: never when the numbers in the game are
/// below 2^60 in size and their denominators at most 2^61.
#[allow(clippy::uninlined_format_args)]
pub fn thermograph(arena: &mut Arena, g: GameId) -> Thermograph {
    match try_thermograph(arena, g) {
        Ok(t) => t,
        // Explicit arguments: a bundle may be compiled as edition 2015 or 2018, where a lone
        // literal in `panic!` is not formatted.
        Err(e) => panic!("the thermograph leaves the range of a dyadic number: {}", e),
    }
}

/// The left stop of `g`: the number reached when Left moves first and both play to it.
///
/// # Complexity
/// O(1) (the arena stores the stops).
pub fn left_stop(arena: &mut Arena, g: GameId) -> Dyadic {
    arena.stops(g).0
}

/// The right stop of `g`: the number reached when Right moves first.
pub fn right_stop(arena: &mut Arena, g: GameId) -> Dyadic {
    arena.stops(g).1
}

/// The mean of `g`: the value of its mast (`mean(G + H) = mean(G) + mean(H)`).
///
/// # Panics
/// As [`thermograph`]; [`try_mean`] returns the error instead.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::parse;
/// use gamecore::partizan::temperature::{mean, temperature};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{3|1}").unwrap();
/// assert_eq!((mean(&mut arena, g).to_string(), temperature(&mut arena, g).to_string()), ("2".into(), "1".into()));
/// let up = arena.up();
/// assert_eq!(temperature(&mut arena, up).to_string(), "0");
/// let x = parse(&mut arena, "-5/8").unwrap();
/// assert_eq!(temperature(&mut arena, x).to_string(), "-1/8");
/// ```
pub fn mean(arena: &mut Arena, g: GameId) -> Dyadic {
    thermograph(arena, g).mean()
}

/// [`mean`] without the panic.
///
/// # Errors
/// As [`try_thermograph`].
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::parse;
/// use gamecore::partizan::temperature::{try_mean, try_temperature};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{3|1}").unwrap();
/// assert_eq!(try_mean(&mut arena, g).unwrap().to_string(), "2");
/// // Walls run from t = -1, where this switch's left wall would be 2^63: out of range.
/// let huge = parse(&mut arena, "{9223372036854775807|-9223372036854775807}").unwrap();
/// assert!(try_temperature(&mut arena, huge).is_err());
/// ```
pub fn try_mean(arena: &mut Arena, g: GameId) -> Result<Dyadic, DyadicError> {
    try_thermograph(arena, g).map(|t| t.mean())
}

/// The temperature of `g`: where its thermograph's mast begins. −1 for an integer,
/// `−1/2^k` for `m/2^k` in lowest terms, 0 for the infinitesimals, positive for hot games.
///
/// # Panics
/// As [`thermograph`]; [`try_temperature`] returns the error instead.
pub fn temperature(arena: &mut Arena, g: GameId) -> Dyadic {
    thermograph(arena, g).temperature()
}

/// [`temperature`] without the panic.
///
/// # Errors
/// As [`try_thermograph`].
pub fn try_temperature(arena: &mut Arena, g: GameId) -> Result<Dyadic, DyadicError> {
    try_thermograph(arena, g).map(|t| t.temperature())
}

/// Why [`try_cool`] refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoolError {
    /// Cooling is defined for `t > −1` only.
    TemperatureTooLow {
        /// The `t` asked for.
        t: Dyadic,
    },
    /// The arena refused a cooled follower (or a value left the range of a [`Dyadic`]).
    Arena(ArenaError),
}

impl fmt::Display for CoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoolError::TemperatureTooLow { t } => {
                write!(f, "cooling is defined for t > -1, not {t}")
            }
            CoolError::Arena(e) => write!(f, "{e}"),
        }
    }
}

crate::impl_error!(CoolError);

impl From<ArenaError> for CoolError {
    fn from(e: ArenaError) -> Self {
        CoolError::Arena(e)
    }
}

/// `g` cooled by `t` (Siegel's `G_t`): `{ G^L_t − t | G^R_t + t }` up to the temperature of
/// each follower, the follower's mean above it. Numbers are not changed by `t ≥ 0`; `t`
/// between −1 and 0 "heats" numbers below their temperature as CGSuite does
/// (`(1/4)_(−3/8) = {3/8 | 1/8}`).
///
/// # Constraints
/// `t > −1`.
///
/// # Errors
/// [`ArenaError`] if the arena cannot hold a cooled follower, or
/// [`ArenaError::NumberOverflow`] if a value leaves the range of a [`Dyadic`].
///
/// # Panics
/// If `t ≤ −1`; [`try_cool`] returns [`CoolError::TemperatureTooLow`] instead.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::dyadic::Dyadic;
/// use gamecore::partizan::notation::{parse, to_string};
/// use gamecore::partizan::temperature::cool;
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{3||2*|1*}").unwrap();
/// let d = |s: &str| s.parse::<Dyadic>().unwrap();
/// let cooled = cool(&mut arena, g, d("1/2")).unwrap();
/// assert_eq!(to_string(&arena, cooled), "{5/2|2*}");
/// let frozen = cool(&mut arena, g, d("3/4")).unwrap();
/// assert_eq!(to_string(&arena, frozen), "9/4*");
/// ```
///
/// # Complexity
/// One thermograph per canonical follower, then one arena `game` per follower below its
/// temperature; no recursion on the game's depth.
#[allow(clippy::uninlined_format_args)] // explicit: see `thermograph`
pub fn cool(arena: &mut Arena, g: GameId, t: Dyadic) -> Result<GameId, ArenaError> {
    match try_cool(arena, g, t) {
        Ok(cooled) => Ok(cooled),
        Err(CoolError::Arena(e)) => Err(e),
        Err(CoolError::TemperatureTooLow { t }) => {
            panic!("cooling is defined for t > -1, not {}", t)
        }
    }
}

/// [`cool`] without the panic: `t ≤ −1` is an error.
///
/// # Errors
/// [`CoolError::TemperatureTooLow`] for `t ≤ −1`; otherwise as [`cool`], in
/// [`CoolError::Arena`].
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::dyadic::Dyadic;
/// use gamecore::partizan::notation::{parse, to_string};
/// use gamecore::partizan::temperature::{try_cool, CoolError};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{3|1}").unwrap();
/// let cooled = try_cool(&mut arena, g, Dyadic::ONE).unwrap();
/// assert_eq!(to_string(&arena, cooled), "2*");
/// let minus_one = Dyadic::integer(-1);
/// assert_eq!(try_cool(&mut arena, g, minus_one), Err(CoolError::TemperatureTooLow { t: minus_one }));
/// ```
pub fn try_cool(arena: &mut Arena, g: GameId, t: Dyadic) -> Result<GameId, CoolError> {
    if t <= -1 {
        return Err(CoolError::TemperatureTooLow { t });
    }
    cool_above_minus_one(arena, g, t).map_err(CoolError::Arena)
}

/// [`cool`] for `t > −1`.
fn cool_above_minus_one(arena: &mut Arena, g: GameId, t: Dyadic) -> Result<GameId, ArenaError> {
    let overflow = |_: DyadicError| ArenaError::NumberOverflow;
    let mut thermo = HashMap::new();
    let mut numbers = HashMap::new();
    thermographs(arena, g, &mut thermo, &mut numbers).map_err(overflow)?;
    let minus_t = arena.number(t.checked_neg().map_err(overflow)?)?;
    let plus_t = arena.number(t)?;
    let mut cooled: HashMap<GameId, GameId> = HashMap::new();
    let mut stack = vec![(g, false)];
    while let Some((h, options_done)) = stack.pop() {
        if cooled.contains_key(&h) {
            continue;
        }
        let own = &thermo[&h];
        if t > own.temperature() {
            let mean = own.mean();
            cooled.insert(h, arena.number(mean)?);
            continue;
        }
        let left = arena.left_options(h);
        let right = arena.right_options(h);
        if !options_done {
            stack.push((h, true));
            for &o in left.iter().chain(&right) {
                if !cooled.contains_key(&o) {
                    if !thermo.contains_key(&o) {
                        thermographs(arena, o, &mut thermo, &mut numbers).map_err(overflow)?;
                    }
                    stack.push((o, false));
                }
            }
            continue;
        }
        let mut l = Vec::with_capacity(left.len());
        for o in &left {
            l.push(arena.add(cooled[o], minus_t)?);
        }
        let mut r = Vec::with_capacity(right.len());
        for o in &right {
            r.push(arena.add(cooled[o], plus_t)?);
        }
        let value = arena.game(&l, &r)?;
        cooled.insert(h, value);
    }
    Ok(cooled[&g])
}

/// Whether `g` is *all-small*: every follower with a Left option has a Right option and
/// vice versa (so every follower that is a number is 0). No recursion: an explicit stack.
pub fn is_all_small(arena: &mut Arena, g: GameId) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![g];
    while let Some(h) = stack.pop() {
        if !seen.insert(h) {
            continue;
        }
        if let Some(x) = arena.as_number(h) {
            if x != 0 {
                return false;
            }
            continue;
        }
        let left = arena.left_options(h);
        let right = arena.right_options(h);
        if left.is_empty() != right.is_empty() {
            return false;
        }
        stack.extend(left);
        stack.extend(right);
    }
    true
}

/// The atomic weight of an all-small game: the `W` with `G` close to `W·↑` in the sense of
/// Conway's atomic weight theory (`aw(↑) = 1`, `aw(*n) = 0`, `aw(G + H) = aw(G) + aw(H)`);
/// `None` for a game that is not all-small.
///
/// Computed by the atomic weight calculus (Siegel, *Combinatorial Game Theory*, II.7;
/// *Winning Ways*, ch. 8): `G' = {aw(G^L) − 2 | aw(G^R) + 2}` is the weight unless it is an
/// integer and `G` is above (below) a far star `*N` — then the weight is the largest integer
/// that is less than or confused with every Right option of `G'` (the least one greater than or
/// confused with every Left option). The far star is `*N` with `N` the least power of two
/// above the birthday.
///
/// # Constraints
/// Birthdays of the followers compared with a far star below 512 (the far star is a nimber the
/// arena holds, at most `*1023`).
///
/// # Errors
/// [`ArenaError`] if the arena cannot hold a weight or the far star.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::{parse, to_string};
/// use gamecore::partizan::temperature::atomic_weight;
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "^^*").unwrap();
/// let w = atomic_weight(&mut arena, g).unwrap().unwrap();
/// assert_eq!(to_string(&arena, w), "2");
/// let g = parse(&mut arena, "{^^^|vv}").unwrap();
/// let w = atomic_weight(&mut arena, g).unwrap().unwrap();
/// assert_eq!(to_string(&arena, w), "{1|0}");
/// let hot = parse(&mut arena, "+-1").unwrap();
/// assert_eq!(atomic_weight(&mut arena, hot), Ok(None));
/// ```
///
/// # Complexity
/// One arena `game` and at most one comparison with a far star per canonical follower, each
/// follower once; no recursion on the game's depth.
pub fn atomic_weight(arena: &mut Arena, g: GameId) -> Result<Option<GameId>, ArenaError> {
    if !is_all_small(arena, g) {
        return Ok(None);
    }
    let two = arena.integer(2)?;
    let minus_two = arena.integer(-2)?;
    let mut weights: HashMap<GameId, GameId> = HashMap::new();
    fill_options_first(
        arena,
        g,
        &mut weights,
        // The only number in an all-small game is 0.
        |arena, _| Ok(arena.zero()),
        |arena, h, left, right, weights| {
            let mut l = Vec::with_capacity(left.len());
            for o in left {
                l.push(arena.add(weights[o], minus_two)?);
            }
            let mut r = Vec::with_capacity(right.len());
            for o in right {
                r.push(arena.add(weights[o], two)?);
            }
            let candidate = arena.game(&l, &r)?;
            match arena.as_number(candidate) {
                Some(n) if n.is_integer() => eccentric_weight(arena, h, candidate, &l, &r),
                _ => Ok(candidate),
            }
        },
    )?;
    Ok(Some(weights[&g]))
}

/// The weight when `G' = {aw(G^L) − 2 | aw(G^R) + 2}` is an integer: `G'` itself unless `G` is
/// above or below the far star.
fn eccentric_weight(
    arena: &mut Arena,
    g: GameId,
    candidate: GameId,
    left: &[GameId],
    right: &[GameId],
) -> Result<GameId, ArenaError> {
    let birthday = arena.birthday(g);
    let n = (birthday + 1).next_power_of_two();
    let far_star = arena.nimber(u32::try_from(n).unwrap_or(u32::MAX))?;
    match arena.compare(g, far_star) {
        Some(std::cmp::Ordering::Greater) => {
            // The largest integer m with m ⧏ r (not m ≥ r) for every r: start above every
            // left stop, where m ≥ r, and come down.
            let mut m = right
                .iter()
                .map(|&r| arena.stops(r).0.ceil())
                .min()
                .unwrap_or(0)
                .saturating_add(1);
            loop {
                let id = arena.integer(m)?;
                if right.iter().all(|&r| !arena.ge(id, r)) {
                    return Ok(id);
                }
                m -= 1;
            }
        }
        Some(std::cmp::Ordering::Less) => {
            let mut m = left
                .iter()
                .map(|&l| arena.stops(l).1.floor())
                .max()
                .unwrap_or(0)
                .saturating_sub(1);
            loop {
                let id = arena.integer(m)?;
                if left.iter().all(|&l| !arena.le(id, l)) {
                    return Ok(id);
                }
                m += 1;
            }
        }
        _ => Ok(candidate),
    }
}

#[cfg(test)]
mod wall_tests {
    use super::*;
    use rstest::rstest;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    fn n(s: &str) -> Thermograph {
        Thermograph::of_number(d(s)).unwrap()
    }

    fn g(left: &[&Thermograph], right: &[&Thermograph]) -> Thermograph {
        Thermograph::from_options(left, right).unwrap()
    }

    /// A wall from `(start, value, slope)` triples.
    fn wall(pieces: &[(&str, &str, i8)]) -> Wall {
        Wall {
            pieces: pieces
                .iter()
                .map(|&(s, v, slope)| Piece {
                    start: d(s),
                    value: d(v),
                    slope,
                })
                .collect(),
        }
    }

    /// The value of a wall at `t` by brute force over its pieces: the last piece starting at or
    /// before `t`, extended linearly.
    fn slow_at(w: &Wall, t: Dyadic) -> Dyadic {
        let p = w.pieces.iter().rev().find(|p| p.start <= t).unwrap();
        let run = t - p.start;
        match p.slope {
            0 => p.value,
            1 => p.value + run,
            _ => p.value - run,
        }
    }

    fn grid() -> Vec<Dyadic> {
        (-16..=80).map(|i| Dyadic::new(i, 4).unwrap()).collect()
    }

    #[test]
    fn envelopes_agree_with_pointwise_max_and_min_on_random_walls() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
        for case in 0..500 {
            let a = random_wall(&mut rng, &[-1, 0, 1]);
            let b = random_wall(&mut rng, &[-1, 0, 1]);
            let max = a.envelope(&b, true).unwrap();
            let min = a.envelope(&b, false).unwrap();
            for t in grid() {
                let (x, y) = (slow_at(&a, t), slow_at(&b, t));
                assert_eq!(
                    max.at(t).unwrap(),
                    x.max(y),
                    "case {case}: max of {a} and {b} at {t}"
                );
                assert_eq!(
                    min.at(t).unwrap(),
                    x.min(y),
                    "case {case}: min of {a} and {b} at {t}"
                );
            }
            // Adjacent pieces always differ in slope.
            for w in [&max, &min] {
                assert!(w.pieces.windows(2).all(|p| p[0].slope != p[1].slope), "{w}");
            }
        }
    }

    /// A random wall from −1 whose slopes are drawn from `slopes`, with breakpoints and
    /// values on the grid of eighths.
    fn random_wall(rng: &mut rand_chacha::ChaCha8Rng, slopes: &[i8]) -> Wall {
        use rand::Rng;
        let mut pieces = Vec::new();
        let mut t = START;
        let mut v = Dyadic::new(rng.gen_range(-24..24), 3).unwrap();
        for _ in 0..rng.gen_range(1..5) {
            let piece = Piece {
                start: t,
                value: v,
                slope: slopes[rng.gen_range(0..slopes.len())],
            };
            pieces.push(piece);
            let run = Dyadic::new(rng.gen_range(1..12), 3).unwrap();
            v = piece.at(t + run).unwrap();
            t += run;
        }
        Wall::from_pieces(pieces)
    }

    #[test]
    fn the_first_crossing_agrees_with_a_scan_on_random_scaffolds() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
        let mut crossed = 0;
        for case in 0..500 {
            let falling = random_wall(&mut rng, &[-1, 0]);
            let rising = random_wall(&mut rng, &[0, 1]);
            let found = falling.first_not_above(&rising).unwrap();
            let scan = grid()
                .into_iter()
                .find(|&t| slow_at(&falling, t) <= slow_at(&rising, t));
            match (found, scan) {
                (Some(t), Some(s)) => {
                    crossed += 1;
                    assert_eq!(t, s, "case {case}: {falling} vs {rising}");
                }
                (Some(t), None) => assert!(t > d("5"), "case {case}: {falling} vs {rising}"),
                (None, None) => {}
                (None, Some(s)) => panic!("case {case}: {falling} vs {rising}: scan {s}"),
            }
        }
        assert!(crossed > 300, "{crossed}");
    }

    #[rstest]
    #[case::falling_meets_rising(&[("-1", "3", -1)], &[("-1", "0", 1)], Some("1/2"))]
    #[case::already_below(&[("-1", "0", -1)], &[("-1", "1", 0)], Some("-1"))]
    #[case::touching_at_the_start(&[("-1", "1", -1)], &[("-1", "1", 1)], Some("-1"))]
    #[case::flat_then_falling(&[("-1", "2", 0), ("1", "2", -1)], &[("-1", "0", 0)], Some("3"))]
    #[case::parallel_never(&[("-1", "2", 0)], &[("-1", "0", 0)], None)]
    fn the_first_crossing(
        #[case] above: &[(&str, &str, i8)],
        #[case] below: &[(&str, &str, i8)],
        #[case] expected: Option<&str>,
    ) {
        let (a, b) = (wall(above), wall(below));
        let found = a.first_not_above(&b).unwrap();
        assert_eq!(found, expected.map(d));
        // Against a scan of the grid: nothing before it is ≤, and it is.
        if let Some(t) = found {
            assert!(slow_at(&a, t) <= slow_at(&b, t));
            for s in grid().into_iter().filter(|&s| s < t) {
                assert!(slow_at(&a, s) > slow_at(&b, s), "at {s}");
            }
        }
    }

    #[test]
    fn tilting_adds_plus_or_minus_t() {
        let w = wall(&[("-1", "2", -1), ("1", "0", 0)]);
        for t in grid() {
            assert_eq!(w.tilt(1).unwrap().at(t).unwrap(), slow_at(&w, t) + t);
            assert_eq!(w.tilt(-1).unwrap().at(t).unwrap(), slow_at(&w, t) - t);
        }
        assert_eq!(w.tilt(1).unwrap().slopes(), vec![0, 1]);
    }

    /// Numbers: integers −1, `m/2^k` −1/2^k, mast at the number above the temperature, and
    /// the walls below it those of `{x − 2^−k | x + 2^−k}` (e.g. 1/2: `−t` and `1 + t`).
    #[rstest]
    #[case("0", "-1")]
    #[case("5", "-1")]
    #[case("-7", "-1")]
    #[case("1/2", "-1/2")]
    #[case("-1/2", "-1/2")]
    #[case("3/4", "-1/4")]
    #[case("25/16", "-1/16")]
    #[case("-13/8", "-1/8")]
    fn numbers_have_the_cgsuite_temperatures(#[case] x: &str, #[case] temperature: &str) {
        let t = n(x);
        assert_eq!(t.temperature(), d(temperature));
        assert_eq!(
            (t.mean(), t.left_stop(), t.right_stop()),
            (d(x), d(x), d(x))
        );
        assert_eq!(t.left_wall().at(d(temperature)).unwrap(), d(x));
        assert_eq!(t.left_wall().at(d("10")).unwrap(), d(x));
    }

    #[test]
    fn the_walls_of_a_half_below_its_temperature() {
        let half = n("1/2");
        assert_eq!(
            half.left_wall(),
            &wall(&[("-1", "1", -1), ("-1/2", "1/2", 0)])
        );
        assert_eq!(
            half.right_wall(),
            &wall(&[("-1", "0", 1), ("-1/2", "1/2", 0)])
        );
        // 1/4 = {0 | 1/2}: cooled by −3/8 it is {3/8 | 1/8} (CGSuite: (1/4).Cool(-3/8)).
        let quarter = n("1/4");
        assert_eq!(quarter.left_wall().at(d("-3/8")).unwrap(), d("3/8"));
        assert_eq!(quarter.right_wall().at(d("-3/8")).unwrap(), d("1/8"));
    }

    /// Switches `{a | b}` with `a > b`: temperature `(a − b)/2`, mean `(a + b)/2`, stops `a`
    /// and `b`, walls `a − t` and `b + t` below the temperature.
    #[rstest]
    #[case("1", "-1", "1", "0")]
    #[case("3", "1", "1", "2")]
    #[case("2", "0", "1", "1")]
    #[case("1/2", "-1/2", "1/2", "0")]
    #[case("5", "-2", "7/2", "3/2")]
    #[case("0", "0", "0", "0")]
    fn switches(#[case] a: &str, #[case] b: &str, #[case] temperature: &str, #[case] mean: &str) {
        let s = g(&[&n(a)], &[&n(b)]);
        assert_eq!((s.temperature(), s.mean()), (d(temperature), d(mean)));
        assert_eq!((s.left_stop(), s.right_stop()), (d(a), d(b)));
        let half = d(temperature).checked_half().unwrap();
        if d(temperature) > 0 {
            assert_eq!(s.left_wall().at(half).unwrap(), d(a) - half);
            assert_eq!(s.right_wall().at(half).unwrap(), d(b) + half);
        }
    }

    /// `{{2|1}|0}`: Left's option `{2|1}` (mean 3/2, temperature 1/2) has the right wall
    /// `1 + t` up to 1/2; the left scaffold `1` (t ≤ 1/2) then `3/2 − t` meets `t` at 3/4.
    /// So the temperature is 3/4 and the mean 3/4; the stops are 1 and 0.
    #[test]
    fn a_game_with_a_hot_left_option() {
        let two_one = g(&[&n("2")], &[&n("1")]);
        let h = g(&[&two_one], &[&n("0")]);
        assert_eq!((h.left_stop(), h.right_stop()), (d("1"), d("0")));
        assert_eq!((h.temperature(), h.mean()), (d("3/4"), d("3/4")));
        assert_eq!(
            h.left_wall(),
            &wall(&[("-1", "1", 0), ("1/2", "1", -1), ("3/4", "3/4", 0)])
        );
        assert_eq!(h.right_wall(), &wall(&[("-1", "-1", 1), ("3/4", "3/4", 0)]));
    }

    /// `{0 || 0 | -2}` (tiny-ish for Right is `{0|{0|-2}}` = Left's tiny `+_2`): Right's
    /// option `{0|-2}` has left wall `−t` to 1 then −1; the right scaffold is 0 up to t = 1,
    /// then `t − 1`; the left scaffold `−t`; they meet at t = 0 at 0: temperature 0, mean 0.
    #[test]
    fn tiny_two() {
        let zero_minus_two = g(&[&n("0")], &[&n("-2")]);
        let tiny = g(&[&n("0")], &[&zero_minus_two]);
        assert_eq!((tiny.temperature(), tiny.mean()), (d("0"), d("0")));
        assert_eq!((tiny.left_stop(), tiny.right_stop()), (d("0"), d("0")));
    }
}

#[cfg(test)]
mod arena_tests {
    use super::*;
    use crate::partizan::notation::{parse, to_string};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    /// Stops, mean and temperature of known games. CGSuite's own test values: `0`, `5`,
    /// `-1/2`, `25/16`, `*8`, `^`, `v*`, `6^*`, `^*6`, `{0|*||*|||*||||*}`, `{0||0|v*}` (all
    /// their stops, means and temperatures), and `{3||2*|1*}` (mean 9/4 and temperature 3/4,
    /// from its coolings). The rest by hand from the definitions: `{a|b}` has temperature
    /// `(a−b)/2` and mean `(a+b)/2`; `{2|0||-1}`: Left's option `{2|0}` has the right wall
    /// `t` up to 1, so the left scaffold is 0 there and meets `t − 1` at t = 1;
    /// `{{2|1}|0}`: the left scaffold 1 then `3/2 − t` meets `t` at 3/4; `±2 ± 1` is
    /// `{{3|1}|{-1|-3}}`, whose scaffolds `2 − t` and `t − 2` meet at 2; `±1 ± 1 = 0`.
    #[rstest]
    #[case("0", "0", "0", "0", "-1")]
    #[case("5", "5", "5", "5", "-1")]
    #[case("-1/2", "-1/2", "-1/2", "-1/2", "-1/2")]
    #[case("25/16", "25/16", "25/16", "25/16", "-1/16")]
    #[case("*8", "0", "0", "0", "0")]
    #[case("^", "0", "0", "0", "0")]
    #[case("v*", "0", "0", "0", "0")]
    #[case("6^*", "6", "6", "6", "0")]
    #[case("^*6", "0", "0", "0", "0")]
    #[case("{0|*||*|||*||||*}", "0", "0", "0", "0")]
    #[case("{0||0|v*}", "0", "0", "0", "0")]
    #[case("{3||2*|1*}", "3", "2", "9/4", "3/4")]
    #[case("+-1", "1", "-1", "0", "1")]
    #[case("{3|1}", "3", "1", "2", "1")]
    #[case("{5|-2}", "5", "-2", "3/2", "7/2")]
    #[case("1*", "1", "1", "1", "0")]
    #[case("{2|0||-1}", "0", "-1", "0", "1")]
    #[case("{{2|1}|0}", "1", "0", "3/4", "3/4")]
    #[case("{0||0|-2}", "0", "0", "0", "0")]
    #[case("+-1 + +-1", "0", "0", "0", "-1")]
    #[case("{3|1} + {3|1}", "4", "4", "4", "-1")]
    #[case("+-2 + +-1", "1", "-1", "0", "2")]
    fn known_values(
        #[case] text: &str,
        #[case] left: &str,
        #[case] right: &str,
        #[case] mean_value: &str,
        #[case] temp: &str,
    ) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        let t = thermograph(&mut arena, g);
        assert_eq!(
            (t.left_stop(), t.right_stop(), t.mean(), t.temperature()),
            (d(left), d(right), d(mean_value), d(temp)),
            "{text}"
        );
        assert_eq!(left_stop(&mut arena, g), d(left));
        assert_eq!(right_stop(&mut arena, g), d(right));
        assert_eq!(mean(&mut arena, g), d(mean_value));
        assert_eq!(temperature(&mut arena, g), d(temp));
    }

    /// A thermograph in CGSuite's `Thermograph(...)` form: for each wall the mast value, the
    /// temperatures where the slope changes (from the top down) and the slopes (from the top).
    fn cgsuite_form(t: &Thermograph) -> String {
        let wall = |w: &Wall| {
            let v = w.vertices();
            let critical: Vec<String> = v.iter().skip(1).rev().map(|p| p.0.to_string()).collect();
            let slopes: Vec<String> = w.slopes().iter().rev().map(ToString::to_string).collect();
            format!(
                "{},[{}],[{}]",
                t.mean(),
                critical.join(","),
                slopes.join(",")
            )
        };
        format!(
            "Thermograph({},{})",
            wall(t.left_wall()),
            wall(t.right_wall())
        )
    }

    /// Thermographs, stops, means and temperatures from CGSuite's test suite (its
    /// `CanonicalShortGameTestCase` table), including a hot game with temperature 21/16.
    #[rstest]
    #[case("0", "0", "0", "0", "-1", "Thermograph(0,[],[0],0,[],[0])")]
    #[case("5", "5", "5", "5", "-1", "Thermograph(5,[],[0],5,[],[0])")]
    #[case(
        "-1/2",
        "-1/2",
        "-1/2",
        "-1/2",
        "-1/2",
        "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])"
    )]
    #[case(
        "25/16",
        "25/16",
        "25/16",
        "25/16",
        "-1/16",
        "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])"
    )]
    #[case("*8", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[0],[0,1])")]
    #[case(
        "9/8+*",
        "9/8",
        "9/8",
        "9/8",
        "0",
        "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])"
    )]
    #[case("^", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case("v*", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[0],[0,1])")]
    #[case("6+^*", "6", "6", "6", "0", "Thermograph(6,[0],[0,-1],6,[0],[0,1])")]
    #[case("^*6", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case(
        "73/16+v9*8",
        "73/16",
        "73/16",
        "73/16",
        "0",
        "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])"
    )]
    #[case(
        "{0|*||*|||*||||*}",
        "0",
        "0",
        "0",
        "0",
        "Thermograph(0,[0],[0,-1],0,[],[0])"
    )]
    #[case("{0||0|v*}", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case("{0||0|vvv}", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case(
        "{^^^|vv}",
        "0",
        "0",
        "0",
        "0",
        "Thermograph(0,[0],[0,-1],0,[0],[0,1])"
    )]
    #[case(
        "{0||0|-3/2}",
        "0",
        "0",
        "0",
        "0",
        "Thermograph(0,[0],[0,-1],0,[],[0])"
    )]
    #[case(
        "{0|||0||-1|-3}",
        "0",
        "0",
        "0",
        "0",
        "Thermograph(0,[0],[0,-1],0,[],[0])"
    )]
    #[case(
        "{5||3|1|||0||||0}",
        "0",
        "0",
        "0",
        "0",
        "Thermograph(0,[],[0],0,[0],[0,1])"
    )]
    #[case("{1|^^||^}", "0", "0", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case(
        "{3||2+*|1+*}",
        "3",
        "2",
        "9/4",
        "3/4",
        "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])"
    )]
    #[case(
        "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
        "1/2",
        "-1",
        "-5/16",
        "21/16",
        "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])"
    )]
    fn cgsuite_thermographs(
        #[case] text: &str,
        #[case] left: &str,
        #[case] right: &str,
        #[case] mean_value: &str,
        #[case] temp: &str,
        #[case] expected: &str,
    ) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        let t = thermograph(&mut arena, g);
        assert_eq!(cgsuite_form(&t), expected, "{text}");
        assert_eq!(
            (t.left_stop(), t.right_stop(), t.mean(), t.temperature()),
            (d(left), d(right), d(mean_value), d(temp)),
            "{text}"
        );
        assert_eq!(arena.stops(g), (d(left), d(right)), "{text}");
    }

    /// Atomic weights: CGSuite's test values (`0`, `*8`, `^`, `v*`, `^*6`,
    /// `{0|*||*|||*||||*}`, `{0||0|v*}`, two deep uptimals, `{0||0|vvv}`, `{^^^|vv}`), the
    /// multiples of up, and games that are not all-small.
    #[rstest]
    #[case("0", Some("0"))]
    #[case("*8", Some("0"))]
    #[case("^", Some("1"))]
    #[case("v*", Some("-1"))]
    #[case("^*6", Some("1"))]
    #[case("{0|*||*|||*||||*}", Some("1"))]
    #[case("{0||0|v*}", Some("1"))]
    #[case(
        "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
        Some("0")
    )]
    #[case(
        "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
        Some("0")
    )]
    #[case("{0||0|vvv}", Some("0"))]
    #[case("{^^^|vv}", Some("{1|0}"))]
    #[case("^^", Some("2"))]
    #[case("^3*", Some("3"))]
    #[case("v5*3", Some("-5"))]
    #[case("5", None)]
    #[case("-1/2", None)]
    #[case("9/8*", None)]
    #[case("{0||0|-3/2}", None)]
    #[case("{1|^^||^}", None)]
    #[case("+-1", None)]
    fn atomic_weights(#[case] text: &str, #[case] expected: Option<&str>) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        let weight = atomic_weight(&mut arena, g).unwrap();
        assert_eq!(
            weight.map(|w| to_string(&arena, w)).as_deref(),
            expected,
            "{text}"
        );
    }

    /// Atomic weight is additive on random pairs of all-small games born by day 3, and the
    /// far star's comparison does not change from `*N` to `*2N`.
    #[test]
    fn atomic_weights_add() {
        let mut arena = Arena::new();
        // The all-small games born by day 2, then random day-3 games over them with options
        // on both sides (so all-small too).
        let small: Vec<GameId> = day_2_and_a_day_3_sample(&mut arena, 0)
            .into_iter()
            .filter(|&g| is_all_small(&mut arena, g))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut games = small.clone();
        for _ in 0..400 {
            let mut pick = || -> Vec<GameId> {
                let mut side: Vec<GameId> = small
                    .iter()
                    .copied()
                    .filter(|_| rng.gen_ratio(1, 3))
                    .collect();
                if side.is_empty() {
                    side.push(small[rng.gen_range(0..small.len())]);
                }
                side
            };
            let (l, r) = (pick(), pick());
            let g = arena.game(&l, &r).unwrap();
            assert!(is_all_small(&mut arena, g));
            if !games.contains(&g) {
                games.push(g);
            }
        }
        assert!(games.len() > 40, "{}", games.len());
        for _ in 0..300 {
            let a = games[rng.gen_range(0..games.len())];
            let b = games[rng.gen_range(0..games.len())];
            let sum = arena.add(a, b).unwrap();
            let wa = atomic_weight(&mut arena, a).unwrap().unwrap();
            let wb = atomic_weight(&mut arena, b).unwrap().unwrap();
            let together = atomic_weight(&mut arena, sum).unwrap().unwrap();
            let apart = arena.add(wa, wb).unwrap();
            assert_eq!(
                to_string(&arena, together),
                to_string(&arena, apart),
                "aw({} + {})",
                to_string(&arena, a),
                to_string(&arena, b)
            );
        }
        for &g in &games {
            let n = (arena.birthday(g) + 1).next_power_of_two() as u32;
            let (near, far) = (arena.nimber(n).unwrap(), arena.nimber(2 * n).unwrap());
            assert_eq!(
                arena.compare(g, near),
                arena.compare(g, far),
                "{}",
                to_string(&arena, g)
            );
        }
    }

    /// Coolings of `{3||2*|1*}` and of `1/4`: CGSuite's own test values.
    #[rstest]
    #[case("{3||2*|1*}", "0", "{3||2*|1*}")]
    #[case("{3||2*|1*}", "1/4", "{11/4||2|3/2}")]
    #[case("{3||2*|1*}", "1/2", "{5/2|2*}")]
    #[case("{3||2*|1*}", "5/8", "{19/8|17/8}")]
    #[case("{3||2*|1*}", "3/4", "9/4*")]
    #[case("{3||2*|1*}", "70", "9/4")]
    #[case("{3||2*|1*}", "-1/2", "{7/2|||5/2|3/2||+-1/2}")]
    #[case("1/4", "-1/8", "1/4")]
    #[case("1/4", "-1/4", "1/4*")]
    #[case("1/4", "-3/8", "{3/8|1/8}")]
    #[case("+-1", "1", "*")]
    #[case("+-1", "1/2", "+-1/2")]
    #[case("+-1", "2", "0")]
    #[case("{3|1}", "1", "2*")]
    #[case("^", "1", "0")]
    #[case("5", "3", "5")]
    fn coolings(#[case] text: &str, #[case] t: &str, #[case] expected: &str) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        let cooled = cool(&mut arena, g, d(t)).unwrap();
        assert_eq!(to_string(&arena, cooled), expected, "{text} cooled by {t}");
    }

    /// The stops from their definition: a number's are itself, else `L(G) = max R(G^L)` and
    /// `R(G) = min L(G^R)`.
    fn slow_stops(
        arena: &mut Arena,
        g: GameId,
        memo: &mut HashMap<GameId, (Dyadic, Dyadic)>,
    ) -> (Dyadic, Dyadic) {
        if let Some(&s) = memo.get(&g) {
            return s;
        }
        let s = if let Some(x) = arena.as_number(g) {
            (x, x)
        } else {
            let left = arena.left_options(g);
            let right = arena.right_options(g);
            let l = left
                .iter()
                .map(|&o| slow_stops(arena, o, memo).1)
                .max()
                .unwrap();
            let r = right
                .iter()
                .map(|&o| slow_stops(arena, o, memo).0)
                .min()
                .unwrap();
            (l, r)
        };
        memo.insert(g, s);
        s
    }

    /// Siegel's cooling written from its definition on a grid of temperatures `i/16`,
    /// `−16 < i ≤ 48`: `G_t = {G^L_t − t | G^R_t + t}` unless `G_t'` is infinitesimally close
    /// to a number `x` (both stops `x`) at a grid point `t' < t`, the first such `x`. Exact
    /// when every follower's temperature is on the grid. No thermograph involved.
    struct SlowCooling {
        formula: HashMap<(GameId, i64), GameId>,
        cooled: HashMap<(GameId, i64), GameId>,
        stops: HashMap<GameId, (Dyadic, Dyadic)>,
    }

    const GRID_LOW: i64 = -15;

    impl SlowCooling {
        fn t(i: i64) -> Dyadic {
            Dyadic::new(i, 4).unwrap()
        }

        fn formula(&mut self, arena: &mut Arena, g: GameId, i: i64) -> GameId {
            if let Some(&h) = self.formula.get(&(g, i)) {
                return h;
            }
            let (plus, minus) = (
                arena.number(Self::t(i)).unwrap(),
                arena.number(-Self::t(i)).unwrap(),
            );
            let left: Vec<GameId> = arena
                .left_options(g)
                .into_iter()
                .map(|o| {
                    let c = self.cool(arena, o, i);
                    arena.add(c, minus).unwrap()
                })
                .collect();
            let right: Vec<GameId> = arena
                .right_options(g)
                .into_iter()
                .map(|o| {
                    let c = self.cool(arena, o, i);
                    arena.add(c, plus).unwrap()
                })
                .collect();
            let h = arena.game(&left, &right).unwrap();
            self.formula.insert((g, i), h);
            h
        }

        /// The first grid point where the formula is infinitesimally close to a number.
        fn frozen_at(&mut self, arena: &mut Arena, g: GameId, below: i64) -> Option<(i64, Dyadic)> {
            (GRID_LOW..below).find_map(|j| {
                let h = self.formula(arena, g, j);
                let (l, r) = slow_stops(arena, h, &mut self.stops);
                if l == r {
                    Some((j, l))
                } else {
                    None
                }
            })
        }

        fn cool(&mut self, arena: &mut Arena, g: GameId, i: i64) -> GameId {
            if let Some(&h) = self.cooled.get(&(g, i)) {
                return h;
            }
            let h = match self.frozen_at(arena, g, i) {
                Some((_, x)) => arena.number(x).unwrap(),
                None => self.formula(arena, g, i),
            };
            self.cooled.insert((g, i), h);
            h
        }
    }

    fn day_2_and_a_day_3_sample(arena: &mut Arena, sample: usize) -> Vec<GameId> {
        let days = crate::partizan::reference::arena_born_by(arena, 2);
        let day2 = days[2].clone();
        assert_eq!(day2.len(), 22);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut games = day2.clone();
        while games.len() < 22 + sample {
            let mut pick = || -> Vec<GameId> {
                day2.iter()
                    .copied()
                    .filter(|_| rng.gen_ratio(1, 5))
                    .collect()
            };
            let (l, r) = (pick(), pick());
            let g = arena.game(&l, &r).unwrap();
            if !games.contains(&g) {
                games.push(g);
            }
        }
        games
    }

    /// Every game born by day 2 and 200 distinct day-3 games: the thermograph's stops equal
    /// the stops from the definition (and the arena's), its temperature is where the slow
    /// cooling first freezes, and `cool` equals the slow cooling at every grid point.
    #[test]
    fn thermographs_and_cooling_agree_with_the_definitions_by_day_3() {
        let mut arena = Arena::new();
        let games = day_2_and_a_day_3_sample(&mut arena, 200);
        let mut slow = SlowCooling {
            formula: HashMap::new(),
            cooled: HashMap::new(),
            stops: HashMap::new(),
        };
        let (mut hot, mut tepid, mut numbers) = (0, 0, 0);
        for &g in &games {
            let name = to_string(&arena, g);
            let t = thermograph(&mut arena, g);
            let stops = slow_stops(&mut arena, g, &mut slow.stops);
            assert_eq!((t.left_stop(), t.right_stop()), stops, "{name}");
            assert_eq!(arena.stops(g), stops, "{name}");
            let temp = t.temperature();
            assert!(temp.exponent() <= 4, "{name}: {temp} is off the grid");
            // The slow cooling freezes at the first grid point at or after the temperature
            // (the grid starts just above −1, where integers freeze).
            let expected = (temp.numerator() << (4 - temp.exponent())).max(GRID_LOW);
            let found = slow.frozen_at(&mut arena, g, 49).map(|(j, _)| j);
            assert_eq!(found, Some(expected), "{name}: temperature {temp}");
            for i in GRID_LOW..=48 {
                let fast = cool(&mut arena, g, SlowCooling::t(i)).unwrap();
                let reference = slow.cool(&mut arena, g, i);
                assert_eq!(
                    to_string(&arena, fast),
                    to_string(&arena, reference),
                    "{name} cooled by {}",
                    SlowCooling::t(i)
                );
            }
            match temp.signum() {
                1 => hot += 1,
                0 => tepid += 1,
                _ => numbers += 1,
            }
        }
        assert!(
            hot > 150 && tepid > 30 && numbers > 5,
            "{hot} {tepid} {numbers}"
        );
    }

    /// Cooling is additive, `(G + H)_t = G_t + H_t`, on random pairs of day-≤3 games and
    /// temperatures from 0 to 2 by eighths.
    #[test]
    fn cooling_is_additive() {
        let mut arena = Arena::new();
        let games = day_2_and_a_day_3_sample(&mut arena, 100);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let a = games[rng.gen_range(0..games.len())];
            let b = games[rng.gen_range(0..games.len())];
            let t = Dyadic::new(rng.gen_range(0..=16), 3).unwrap();
            let sum = arena.add(a, b).unwrap();
            let together = cool(&mut arena, sum, t).unwrap();
            let (ca, cb) = (
                cool(&mut arena, a, t).unwrap(),
                cool(&mut arena, b, t).unwrap(),
            );
            let apart = arena.add(ca, cb).unwrap();
            assert_eq!(
                to_string(&arena, together),
                to_string(&arena, apart),
                "({} + {}) cooled by {t}",
                to_string(&arena, a),
                to_string(&arena, b)
            );
        }
    }

    /// Sums of random day-≤3 games: the mean is additive, and the mean value theorem holds:
    /// `n·m − t ≤ R(n·G) ≤ L(n·G) ≤ n·m + t` for `n ≤ 4`.
    #[test]
    fn means_add_and_multiples_stay_within_the_temperature_of_the_mean() {
        let mut arena = Arena::new();
        let games = day_2_and_a_day_3_sample(&mut arena, 100);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..300 {
            let a = games[rng.gen_range(0..games.len())];
            let b = games[rng.gen_range(0..games.len())];
            let sum = arena.add(a, b).unwrap();
            let (ma, mb) = (mean(&mut arena, a), mean(&mut arena, b));
            assert_eq!(
                mean(&mut arena, sum),
                ma + mb,
                "{} + {}",
                to_string(&arena, a),
                to_string(&arena, b)
            );
        }
        for &g in games.iter().take(60) {
            let t = thermograph(&mut arena, g);
            let slack = t.temperature().max(Dyadic::ZERO);
            let mut multiple = g;
            for n in 1..=4i64 {
                let (l, r) = (
                    left_stop(&mut arena, multiple),
                    right_stop(&mut arena, multiple),
                );
                let centre = (1..n).fold(t.mean(), |c, _| c + t.mean());
                assert!(
                    centre - slack <= r && r <= l && l <= centre + slack,
                    "{n}·{}: stops {l} {r}, mean {}, temperature {}",
                    to_string(&arena, g),
                    t.mean(),
                    t.temperature()
                );
                multiple = arena.add(multiple, g).unwrap();
            }
        }
    }

    /// The `try_` forms return errors where the plain ones panic, and agree with them
    /// elsewhere.
    #[test]
    fn try_forms_refuse_instead_of_panicking() {
        let mut arena = Arena::new();
        let g = parse(&mut arena, "{3||2*|1*}").unwrap();
        for t in ["-1", "-2", "-3/2", "-9223372036854775807"] {
            assert_eq!(
                try_cool(&mut arena, g, d(t)),
                Err(CoolError::TemperatureTooLow { t: d(t) }),
                "{t}"
            );
        }
        assert_eq!(
            CoolError::TemperatureTooLow { t: d("-1") }.to_string(),
            "cooling is defined for t > -1, not -1"
        );
        for t in ["-1/2", "-1/1024", "0", "1/2", "3/4", "5"] {
            let want = cool(&mut arena, g, d(t)).unwrap();
            assert_eq!(try_cool(&mut arena, g, d(t)), Ok(want), "{t}");
        }
        let cooled = try_cool(&mut arena, g, d("1/2")).unwrap();
        assert_eq!(to_string(&arena, cooled), "{5/2|2*}");
        assert!(std::panic::catch_unwind(|| {
            let mut arena = Arena::new();
            let star = arena.star();
            let _ = cool(&mut arena, star, d("-1"));
        })
        .is_err());
        let huge = parse(&mut arena, "{9223372036854775807|-9223372036854775807}").unwrap();
        assert!(try_mean(&mut arena, huge).is_err());
        assert!(try_temperature(&mut arena, huge).is_err());
        // 2^60: inside the documented range.
        let big = parse(&mut arena, "{1152921504606846976|-1152921504606846976}").unwrap();
        assert_eq!(try_mean(&mut arena, big), Ok(Dyadic::ZERO));
        assert_eq!(
            try_temperature(&mut arena, big),
            Ok(Dyadic::integer(1 << 60))
        );
        for text in ["{3|1}", "^*", "{2|0||-1}", "-5/8", "+-(1/2*)"] {
            let g = parse(&mut arena, text).unwrap();
            assert_eq!(try_mean(&mut arena, g), Ok(mean(&mut arena, g)), "{text}");
            assert_eq!(
                try_temperature(&mut arena, g),
                Ok(temperature(&mut arena, g)),
                "{text}"
            );
        }
    }
}
