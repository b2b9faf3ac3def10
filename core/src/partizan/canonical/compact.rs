//! The compact family `number + n·↑ + *k`: its closed forms (order, sums, negation, options,
//! birthdays) and the simplest number of an interval.

use super::{ArenaError, MAX_UPS};
use crate::partizan::dyadic::{checked_simplest_between, Dyadic, SimplestError};
use std::cmp::Ordering;

/// `number + ups·↑ + *nimber`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Compact {
    pub(super) number: Dyadic,
    pub(super) ups: i64,
    pub(super) nimber: u32,
}

impl Compact {
    pub(super) fn number(number: Dyadic) -> Compact {
        Compact {
            number,
            ups: 0,
            nimber: 0,
        }
    }

    pub(super) fn is_number(self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    /// `x ≤ y` by the closed forms: numbers first; on a tie the sign of `(ups, nimber)`.
    pub(super) fn le(x: Compact, y: Compact) -> bool {
        match x.number.cmp(&y.number) {
            Ordering::Less => true,
            Ordering::Greater => false,
            Ordering::Equal => infinitesimal_nonnegative(y.ups - x.ups, x.nimber ^ y.nimber),
        }
    }

    pub(super) fn checked_add(x: Compact, y: Compact) -> Result<Compact, ArenaError> {
        let number = x
            .number
            .checked_add(y.number)
            .map_err(|_| ArenaError::NumberOverflow)?;
        let ups = x.ups + y.ups; // both at most MAX_UPS in size: no overflow
        if ups.abs() > MAX_UPS {
            return Err(ArenaError::UpsTooLarge { limit: MAX_UPS });
        }
        Ok(Compact {
            number,
            ups,
            nimber: x.nimber ^ y.nimber,
        })
    }

    pub(super) fn checked_neg(self) -> Result<Compact, ArenaError> {
        Ok(Compact {
            number: self
                .number
                .checked_neg()
                .map_err(|_| ArenaError::NumberOverflow)?,
            ups: -self.ups,
            nimber: self.nimber,
        })
    }

    /// The canonical options, by the closed forms of the module documentation.
    pub(super) fn options(self) -> (Vec<Compact>, Vec<Compact>) {
        let x = self.number;
        let at = |ups: i64, nimber: u32| Compact {
            number: x,
            ups,
            nimber,
        };
        match (self.ups, self.nimber) {
            (0, 0) => {
                let (left, right) = number_options(x);
                (
                    left.into_iter().map(Compact::number).collect(),
                    right.into_iter().map(Compact::number).collect(),
                )
            }
            (0, k) => {
                let both: Vec<Compact> = (0..k).map(|j| at(0, j)).collect();
                (both.clone(), both)
            }
            (1, 1) => (vec![at(0, 0), at(0, 1)], vec![at(0, 0)]),
            (-1, 1) => (vec![at(0, 0)], vec![at(0, 0), at(0, 1)]),
            (n, k) if n > 0 => (vec![at(0, 0)], vec![at(n - 1, k ^ 1)]),
            (n, k) => (vec![at(n + 1, k ^ 1)], vec![at(0, 0)]),
        }
    }

    pub(super) fn birthday(self) -> u64 {
        number_birthday(self.number).saturating_add(infinitesimal_birthday(self.ups, self.nimber))
    }
}

/// Whether `n·↑ + *k ≥ 0`: `⇑ + *k > 0` for every `k`, `↑ + *k > 0` unless `k = 1` (`↑* ‖ 0`),
/// `*k ‖ 0` for `k ≥ 1`, and negative multiples are negative or confused with 0.
pub(super) fn infinitesimal_nonnegative(ups: i64, nimber: u32) -> bool {
    ups >= 2 || (ups == 1 && nimber != 1) || (ups == 0 && nimber == 0)
}

/// The birthday of `n·↑ + *k`: `*k` is born on day `k`, `↑*` on day 2, and each further `↑`
/// adds a day (`n·↑ + *k = {0 | (n−1)·↑ + *(k⊕1)}`).
pub(super) fn infinitesimal_birthday(ups: i64, nimber: u32) -> u64 {
    let (mut n, mut k, mut days) = (ups.unsigned_abs(), nimber, 0u64);
    loop {
        if n == 0 {
            return days + u64::from(k);
        }
        if n == 1 && k == 1 {
            return days + 2;
        }
        days += 1;
        n -= 1;
        k ^= 1;
    }
}

/// The birthday of a number: `|n|` for an integer, `⌊|x|⌋ + j + 1` for `m/2^j` with `j ≥ 1`.
pub(super) fn number_birthday(x: Dyadic) -> u64 {
    let j = x.exponent();
    let whole = x.numerator().unsigned_abs() >> j;
    if j == 0 {
        whole
    } else {
        whole + u64::from(j) + 1
    }
}

/// The canonical options of a number: `{n−1 | }`, `{ | n+1}`, `{x − 2^−j | x + 2^−j}`.
pub(super) fn number_options(x: Dyadic) -> (Option<Dyadic>, Option<Dyadic>) {
    let j = x.exponent();
    let m = i128::from(x.numerator());
    if m == 0 {
        (None, None)
    } else if j == 0 && m > 0 {
        (Dyadic::from_wide(m - 1, 0).ok(), None)
    } else if j == 0 {
        (None, Dyadic::from_wide(m + 1, 0).ok())
    } else {
        // m is odd, so m ± 1 is even and the results reduce: they always fit.
        (
            Dyadic::from_wide(m - 1, j).ok(),
            Dyadic::from_wide(m + 1, j).ok(),
        )
    }
}

/// The simplest number in the interval between `lower` and `upper` (each a bound and whether
/// it is included; `None` for no bound), or `None` if the interval is empty.
pub(super) fn simplest_in(
    lower: Option<(Dyadic, bool)>,
    upper: Option<(Dyadic, bool)>,
) -> Result<Option<Dyadic>, ArenaError> {
    let mut candidates: Vec<Dyadic> = Vec::new();
    let mut overflow = false;
    match checked_simplest_between(lower.map(|b| b.0), upper.map(|b| b.0)) {
        Ok(x) => candidates.push(x),
        Err(SimplestError::NotANumber(_)) => {}
        Err(SimplestError::Overflow(_)) => overflow = true,
    }
    let fits = |x: Dyadic| {
        lower.map_or(true, |(b, inc)| x > b || (inc && x == b))
            && upper.map_or(true, |(b, inc)| x < b || (inc && x == b))
    };
    for (bound, included) in lower.into_iter().chain(upper) {
        if included && fits(bound) {
            candidates.push(bound);
        }
    }
    // The simplest number of an interval is the one born first; it is unique.
    match candidates.into_iter().min_by_key(|&x| number_birthday(x)) {
        Some(x) => Ok(Some(x)),
        None if overflow => Err(ArenaError::NumberOverflow),
        None => Ok(None),
    }
}
