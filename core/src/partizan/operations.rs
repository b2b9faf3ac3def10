//! Operations on canonical forms that CGSuite names: heating, Norton multiplication, Tiny and
//! Miny, and the uptimals `^[n]` (`↑^{→n}`, CGSuite's `PowTo`) and `^<n>` (`↑^n`, up-nth,
//! CGSuite's `Pow`). Cooling is [`temperature::cool`](super::temperature::cool).
//!
//! | function | value |
//! |---|---|
//! | [`heat`]`(G, T)` | `G` when `G` is a number, else `{ heat(G^L, T) + T \| heat(G^R, T) − T }` |
//! | [`norton`]`(G, U)`, `U > 0` | `n·U` for an integer `G = n`, else `{ G^L.U + U + I \| G^R.U − U − I }`, `I` over the incentives `U^L − U`, `U − U^R` of `U` |
//! | [`tiny`]`(X)`, [`miny`]`(X)` | `{0 \|\| 0 \| −X}`, `{X \| 0 \|\| 0}` |
//! | [`pow_to`]`(n)` = `^[n]` | `^[1] = ↑`, `^[n] = {^[n−1] \| *}` |
//! | [`pow`]`(n)` = `^<n>` | `^<1> = ↑`, `^<n> = {0 \| v[n−1]*}` |
//!
//! `^<n>` follows Siegel (*Combinatorial Game Theory*, the uptimals) and CGSuite: `↑^2 = {0 | ↓*}`, `↑^3 = {0 | ↓* − ↑^2}`, `↑^4 = {0 | ↓* − ↑^2 − ↑^3}` (the
//! construction in CGSuite's `UptimalTest`), that is `↑^n = {0 | ↓^{→(n−1)} *}` with
//! `↑^{→n} = ↑ + ↑^2 + … + ↑^n`. (The shorter rule `{0 | ↓^{n−1} *}` agrees for `n ≤ 2` only.)
//! The tests check `^[n] = ↑ + ^<2> + … + ^<n>`, so both definitions of `↑^{→n}` agree.
//!
//! # Example
//! ```
//! use gamecore::partizan::canonical::Arena;
//! use gamecore::partizan::notation::{parse, to_string};
//! use gamecore::partizan::operations::{heat, pow};
//! let mut arena = Arena::new();
//! let g = parse(&mut arena, "{3||2*|1*}").unwrap();
//! let one = arena.integer(1).unwrap();
//! let hot = heat(&mut arena, g, one).unwrap();
//! assert_eq!(to_string(&arena, hot), "{4|||3|1||0|-2}");
//! let up2 = pow(&mut arena, 2).unwrap();
//! assert_eq!(to_string(&arena, up2), "{0|v*}");
//! ```
//!
//! # Complexity
//! [`heat`] and [`norton`] build one game per canonical follower of `G` (memoised, no recursion
//! on `G`'s depth) plus the arena's sums; [`pow_to`] and [`pow`] build `n` games.

use super::canonical::{Arena, ArenaError, GameId};
use std::collections::HashMap;

/// The largest `n` of [`pow_to`] and [`pow`].
pub const MAX_POWER: u32 = 1000;

/// The image of a follower given outright, if any.
type Leaf<'a> = dyn FnMut(&mut Arena, GameId) -> Result<Option<GameId>, ArenaError> + 'a;
/// The image of a follower from its options' images.
type Node<'a> = dyn FnMut(&mut Arena, &[GameId], &[GameId]) -> Result<GameId, ArenaError> + 'a;

/// Rebuilds `g` bottom-up: `leaf(h)` gives the image of a follower outright (or `None`), and
/// `node(arena, left images, right images)` builds the image of the others. Memoised; an
/// explicit stack instead of recursion.
fn rebuild(
    arena: &mut Arena,
    g: GameId,
    leaf: &mut Leaf<'_>,
    node: &mut Node<'_>,
) -> Result<GameId, ArenaError> {
    let mut image: HashMap<GameId, GameId> = HashMap::new();
    let mut stack = vec![(g, false)];
    while let Some((h, expanded)) = stack.pop() {
        if image.contains_key(&h) {
            continue;
        }
        let left = arena.left_options(h);
        let right = arena.right_options(h);
        if expanded {
            let l: Vec<GameId> = left.iter().map(|o| image[o]).collect();
            let r: Vec<GameId> = right.iter().map(|o| image[o]).collect();
            let built = node(arena, &l, &r)?;
            image.insert(h, built);
            continue;
        }
        if let Some(x) = leaf(arena, h)? {
            image.insert(h, x);
            continue;
        }
        stack.push((h, true));
        for o in left.into_iter().chain(right) {
            if !image.contains_key(&o) {
                stack.push((o, false));
            }
        }
    }
    Ok(image[&g])
}

/// CGSuite's `Heat`: `G` heated by `T`, `∫^T G` — a number stays, any other form becomes
/// `{ heat(G^L) + T | heat(G^R) − T }` (its canonical form's options).
///
/// # Errors
/// The arena's refusals.
pub fn heat(arena: &mut Arena, g: GameId, t: GameId) -> Result<GameId, ArenaError> {
    let minus_t = arena.neg(t)?;
    rebuild(
        arena,
        g,
        &mut |a, h| Ok(a.as_number(h).map(|_| h)),
        &mut |a, l, r| {
            let l = l
                .iter()
                .map(|&x| a.add(x, t))
                .collect::<Result<Vec<_>, _>>()?;
            let r = r
                .iter()
                .map(|&x| a.add(x, minus_t))
                .collect::<Result<Vec<_>, _>>()?;
            a.game(&l, &r)
        },
    )
}

/// `n·U`, by doubling.
fn multiple(arena: &mut Arena, n: i64, u: GameId) -> Result<GameId, ArenaError> {
    let mut base = if n < 0 { arena.neg(u)? } else { u };
    let mut k = n.unsigned_abs();
    let mut total = arena.zero();
    while k > 0 {
        if k & 1 == 1 {
            total = arena.add(total, base)?;
        }
        k >>= 1;
        if k > 0 {
            base = arena.add(base, base)?;
        }
    }
    Ok(total)
}

/// Norton multiplication `G.U` for `U > 0`: `n·U` when `G` is an integer `n`, else
/// `{ G^L.U + U + I | G^R.U − U − I }` over `I` in the incentives of `U` (`U^L − U` and
/// `U − U^R`), on `G`'s canonical form.
///
/// # Errors
/// `Ok(None)` when `U` is not positive; the arena's refusals.
pub fn norton(arena: &mut Arena, g: GameId, u: GameId) -> Result<Option<GameId>, ArenaError> {
    let zero = arena.zero();
    if !arena.ge(u, zero) || arena.ge(zero, u) {
        return Ok(None);
    }
    // U + I over the incentives: U^L, and 2U − U^R.
    let mut shifts = Vec::new();
    for ul in arena.left_options(u) {
        shifts.push(ul);
    }
    let twice = arena.add(u, u)?;
    for ur in arena.right_options(u) {
        let s = arena.sub(twice, ur)?;
        shifts.push(s);
    }
    let negated = shifts
        .iter()
        .map(|&s| arena.neg(s))
        .collect::<Result<Vec<_>, _>>()?;
    let result = rebuild(
        arena,
        g,
        &mut |a, h| match a.as_number(h) {
            Some(x) if x.is_integer() => {
                let n = x.floor();
                multiple(a, n, u).map(Some)
            }
            _ => Ok(None),
        },
        &mut |a, l, r| {
            let mut left = Vec::new();
            for &x in l {
                for &s in &shifts {
                    left.push(a.add(x, s)?);
                }
            }
            let mut right = Vec::new();
            for &x in r {
                for &s in &negated {
                    right.push(a.add(x, s)?);
                }
            }
            a.game(&left, &right)
        },
    )?;
    Ok(Some(result))
}

/// `Tiny(X) = {0 || 0 | −X}`.
///
/// # Errors
/// The arena's refusals.
pub fn tiny(arena: &mut Arena, x: GameId) -> Result<GameId, ArenaError> {
    let zero = arena.zero();
    let minus_x = arena.neg(x)?;
    let inner = arena.game(&[zero], &[minus_x])?;
    arena.game(&[zero], &[inner])
}

/// `Miny(X) = {X | 0 || 0} = −Tiny(X)`.
///
/// # Errors
/// The arena's refusals.
pub fn miny(arena: &mut Arena, x: GameId) -> Result<GameId, ArenaError> {
    let t = tiny(arena, x)?;
    arena.neg(t)
}

/// `^[n] = ↑^{→n}` (CGSuite's `^.PowTo(n)`): `^[1] = ↑`, `^[n] = {^[n−1] | *}`; `^[0] = 0`.
///
/// # Errors
/// The arena's refusals.
///
/// # Panics
/// If `n > MAX_POWER`.
pub fn pow_to(arena: &mut Arena, n: u32) -> Result<GameId, ArenaError> {
    assert!(n <= MAX_POWER, "^[n] for n at most {MAX_POWER}");
    if n == 0 {
        return Ok(arena.zero());
    }
    let star = arena.star();
    let mut g = arena.up();
    for _ in 1..n {
        g = arena.game(&[g], &[star])?;
    }
    Ok(g)
}

/// `^<n> = ↑^n`, up-nth (CGSuite's `^.Pow(n)`): `^<1> = ↑`, `^<n> = {0 | v[n−1]*}`; `^<0> = 0`.
///
/// # Errors
/// The arena's refusals.
///
/// # Panics
/// If `n > MAX_POWER`.
pub fn pow(arena: &mut Arena, n: u32) -> Result<GameId, ArenaError> {
    assert!(n <= MAX_POWER, "^<n> for n at most {MAX_POWER}");
    if n <= 1 {
        return Ok(if n == 0 { arena.zero() } else { arena.up() });
    }
    let below = pow_to(arena, n - 1)?;
    let down = arena.neg(below)?;
    let star = arena.star();
    let right = arena.add(down, star)?;
    let zero = arena.zero();
    arena.game(&[zero], &[right])
}

#[cfg(test)]
mod tests {
    use super::{heat, miny, norton, pow, pow_to, tiny};
    use crate::partizan::canonical::Arena;
    use crate::partizan::notation::{parse, to_string};

    fn show(arena: &Arena, g: crate::partizan::canonical::GameId) -> String {
        to_string(arena, g)
    }

    /// CGSuite's own test table (`CgscriptTest`, `Heat` rows).
    #[test]
    fn heat_matches_cgsuite() {
        let mut a = Arena::new();
        let g = parse(&mut a, "{3||2*|1*}").unwrap();
        for (t, want) in [
            ("0", "{3||2*|1*}"),
            ("1/2", "{7/2|||5/2|3/2||+-1/2}"),
            ("1", "{4|||3|1||0|-2}"),
            ("-3/4", "9/4*"),
            ("-1", "9/4"),
            ("-2", "3/2"),
            ("-3", "1"),
            ("-4", "0"),
            ("*", "{3*||2|1}"),
        ] {
            let t = parse(&mut a, t).unwrap();
            let h = heat(&mut a, g, t).unwrap();
            assert_eq!(show(&a, h), want, "heat by {t:?}");
        }
    }

    /// CGSuite's `NortonMultiply` rows.
    #[test]
    fn norton_matches_cgsuite() {
        let mut a = Arena::new();
        let up = a.up();
        for (g, want) in [
            ("0", "0"),
            ("6", "^6"),
            ("-4", "v4"),
            ("1/2", "{^^*|v*}"),
            ("^", "{^^*||0|v4}"),
            ("{0||0|-2}", "{^^*||0|v6}"),
        ] {
            let x = parse(&mut a, g).unwrap();
            let p = norton(&mut a, x, up).unwrap().unwrap();
            assert_eq!(show(&a, p), want, "{g}.^");
        }
        let zero = a.zero();
        let star = a.star();
        assert_eq!(norton(&mut a, up, zero).unwrap(), None);
        assert_eq!(norton(&mut a, up, star).unwrap(), None);
    }

    #[test]
    fn tiny_and_miny_are_negatives() {
        let mut a = Arena::new();
        let two = a.integer(2).unwrap();
        let t = tiny(&mut a, two).unwrap();
        let m = miny(&mut a, two).unwrap();
        assert_eq!(show(&a, t), "{0||0|-2}");
        assert_eq!(show(&a, m), "{2|0||0}");
        let s = a.add(t, m).unwrap();
        assert_eq!(s, a.zero());
    }

    /// `^[n]` two ways: the recursion `{^[n−1] | *}` and the sum `↑ + ↑^2 + … + ↑^n` of
    /// up-nths; `↑^2 = {0 | ↓*}` (Winning Ways) and `↑^3 = {0 | ↓* − ↑^2}` (CGSuite).
    #[test]
    fn pow_to_is_the_sum_of_the_up_nths() {
        let mut a = Arena::new();
        let mut sum = a.zero();
        for n in 1..=8 {
            let p = pow(&mut a, n).unwrap();
            sum = a.add(sum, p).unwrap();
            assert_eq!(pow_to(&mut a, n).unwrap(), sum, "n = {n}");
        }
        let up2 = parse(&mut a, "{0|v*}").unwrap();
        assert_eq!(pow(&mut a, 2).unwrap(), up2);
        let up3 = parse(&mut a, "{0|v* - {0|v*}}").unwrap();
        assert_eq!(pow(&mut a, 3).unwrap(), up3);
        // The shorter rule {0 | v<2>*} is another game.
        let other = parse(&mut a, "{0|-{0|v*} + *}").unwrap();
        assert_ne!(pow(&mut a, 3).unwrap(), other);
    }
}
