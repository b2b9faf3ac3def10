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
//! | [`ordinal_sum`]`(G, H)` = `G : H` | `{ G^L, G : H^L \| G^R, G : H^R }` on `G`'s canonical form |
//! | [`overheat`]`(G, s, t)` | `n·s` for an integer `G = n`, else `{ t + overheat(G^L) \| −t + overheat(G^R) }` |
//! | [`pow_to_of`]`(G, n)` (`G.PowTo(n)`) | `0` for `n = 0`, else `G : (n − 1)` |
//! | [`pow_of`]`(G, n)` (`G.Pow(n)`), `G = {0 \| H}` | `{ 0 \| H − G.PowTo(n − 1) }` |
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
//! The last four are CGSuite's `OrdinalSum`, `Overheat`, `PowTo` and `Pow` for a canonical
//! `G` and an integer exponent; CGSuite's own tests (`GameTest`: `(7/16).Overheat(0,0) = ^[3]`,
//! `{0||0|-2}.PowTo(3) = {Tiny(2)||0|-2|||0|-2}`, …) are rows of
//! `core/tests/published_values.rs`. `^.PowTo(n) = ^[n]` and `^.Pow(n) = ^<n>`.
//!
//! # Complexity
//! [`heat`], [`norton`] and [`overheat`] build one game per canonical follower of `G`
//! (memoised, no recursion on `G`'s depth) plus the arena's sums; [`ordinal_sum`] one game per
//! follower of `H`; [`pow_to`], [`pow`], [`pow_to_of`] and [`pow_of`] build `n` games.

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

/// The ordinal sum `G : H` (CGSuite's `G : H`, `OrdinalSum`): `G`'s options stay, and a move
/// in `H` is a move in `G : H^L` or `G : H^R` — `{ G^L, G : H^L | G^R, G : H^R }`, on the
/// canonical forms of `G` and `H` (the value depends on `G`'s form; CGSuite's too).
///
/// # Errors
/// The arena's refusals.
pub fn ordinal_sum(arena: &mut Arena, g: GameId, h: GameId) -> Result<GameId, ArenaError> {
    let base_left = arena.left_options(g);
    let base_right = arena.right_options(g);
    rebuild(arena, h, &mut |_, _| Ok(None), &mut |a, l, r| {
        let left: Vec<GameId> = base_left.iter().chain(l).copied().collect();
        let right: Vec<GameId> = base_right.iter().chain(r).copied().collect();
        a.game(&left, &right)
    })
}

/// CGSuite's `Overheat(s, t)`: an integer `n` becomes `n·s`, any other canonical form
/// `{ t + overheat(G^L) | −t + overheat(G^R) }`.
///
/// # Errors
/// The arena's refusals.
pub fn overheat(arena: &mut Arena, g: GameId, s: GameId, t: GameId) -> Result<GameId, ArenaError> {
    let minus_t = arena.neg(t)?;
    rebuild(
        arena,
        g,
        &mut |a, h| match a.as_number(h) {
            Some(x) if x.is_integer() => multiple(a, x.floor(), s).map(Some),
            _ => Ok(None),
        },
        &mut |a, l, r| {
            let l = l
                .iter()
                .map(|&x| a.add(t, x))
                .collect::<Result<Vec<_>, _>>()?;
            let r = r
                .iter()
                .map(|&x| a.add(minus_t, x))
                .collect::<Result<Vec<_>, _>>()?;
            a.game(&l, &r)
        },
    )
}

/// CGSuite's `G.PowTo(n)` for an integer `n ≥ 0`: `0` for `n = 0`, else the ordinal sum
/// `G : (n − 1)` (so `G.PowTo(1) = G`, `^.PowTo(n) = ^[n]`).
///
/// # Errors
/// The arena's refusals.
///
/// # Panics
/// If `n > MAX_POWER`.
pub fn pow_to_of(arena: &mut Arena, g: GameId, n: u32) -> Result<GameId, ArenaError> {
    assert!(n <= MAX_POWER, "G.PowTo(n) for n at most {MAX_POWER}");
    if n == 0 {
        return Ok(arena.zero());
    }
    let exponent = arena.integer(i64::from(n) - 1)?;
    ordinal_sum(arena, g, exponent)
}

/// CGSuite's `G.Pow(n)` for a base `G = {0 | H}` (one Left option, 0, and one Right option)
/// and an integer `n ≥ 1`: `{ 0 | H − G.PowTo(n − 1) }` (so `G.Pow(1) = G`,
/// `^.Pow(n) = ^<n>`).
///
/// # Errors
/// `Ok(None)` when `G` is not of the form `{0 | H}`; the arena's refusals.
///
/// # Panics
/// If `n` is 0 or more than `MAX_POWER`.
pub fn pow_of(arena: &mut Arena, g: GameId, n: u32) -> Result<Option<GameId>, ArenaError> {
    assert!(
        (1..=MAX_POWER).contains(&n),
        "G.Pow(n) for n from 1 to {MAX_POWER}"
    );
    let zero = arena.zero();
    let (left, right) = (arena.left_options(g), arena.right_options(g));
    if left != [zero] || right.len() != 1 {
        return Ok(None);
    }
    let below = pow_to_of(arena, g, n - 1)?;
    let minus = arena.neg(below)?;
    let r = arena.add(right[0], minus)?;
    arena.game(&[zero], &[r]).map(Some)
}

#[cfg(test)]
mod tests {
    use super::{heat, miny, norton, ordinal_sum, overheat, pow, pow_of, pow_to, pow_to_of, tiny};
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

    /// `G : H` against a search of the definition on small forms, and the uptimals as
    /// ordinal sums: `^.PowTo(n) = ^[n]`, `^.Pow(n) = ^<n>`.
    #[test]
    fn ordinal_sums_and_powers() {
        let mut a = Arena::new();
        for (g, h, want) in [
            ("1/2", "1/4", "9/16"),
            ("*5", "*6", "*11"),
            ("{1|0}", "0", "{1|0}"),
            ("0", "{3|1}", "{3|1}"),
            ("^", "1", "^[2]"),
            ("1", "-1", "1/2"),
        ] {
            let (x, y) = (parse(&mut a, g).unwrap(), parse(&mut a, h).unwrap());
            let got = ordinal_sum(&mut a, x, y).unwrap();
            let w = parse(&mut a, want).unwrap();
            assert_eq!(got, w, "{g} : {h}: {}", show(&a, got));
        }
        let up = a.up();
        for n in 0..=6 {
            let want = pow_to(&mut a, n).unwrap();
            assert_eq!(pow_to_of(&mut a, up, n).unwrap(), want, "^.PowTo({n})");
        }
        for n in 1..=6 {
            let want = pow(&mut a, n).unwrap();
            assert_eq!(pow_of(&mut a, up, n).unwrap(), Some(want), "^.Pow({n})");
        }
        let switch = parse(&mut a, "+-1").unwrap();
        assert_eq!(pow_of(&mut a, switch, 3).unwrap(), None);
    }

    /// Overheating integers multiplies; `s = t = 0` turns the numbers into the `^[n]`.
    #[test]
    fn overheating_by_zero_gives_the_uptimals() {
        let mut a = Arena::new();
        let zero = a.zero();
        let star = a.star();
        for (g, want) in [("3", "0"), ("1/2", "*"), ("1/4", "^"), ("3/8", "^[2]")] {
            let x = parse(&mut a, g).unwrap();
            let got = overheat(&mut a, x, zero, zero).unwrap();
            let w = parse(&mut a, want).unwrap();
            assert_eq!(got, w, "{g}");
        }
        let three = a.integer(3).unwrap();
        let got = overheat(&mut a, three, star, zero).unwrap();
        assert_eq!(got, star, "3 overheated with s = * is 3·* = *");
    }
}
