//! Construction `{L | R}`: dominated options removed, reversible ones bypassed (Conway's
//! simplification), and the result recognised as a number or a compact value when it is one.

use super::compact::{simplest_in, Compact};
use super::store::Node;
use super::{Arena, ArenaError, GameId, MAX_NIMBER, MAX_UPS, TEMP};
use crate::partizan::dyadic::{checked_simplest_between, Dyadic};

impl Arena {
    /// `{ left | right }` in canonical form: dominated options removed, reversible ones
    /// bypassed, and recognised as a number or `number + n·↑ + *k` when it is one.
    ///
    /// # Errors
    /// [`ArenaError::UnknownGame`] for an id from another arena; [`ArenaError::TooManyForms`]
    /// if the arena is full; [`ArenaError::NumberOverflow`], [`ArenaError::UpsTooLarge`],
    /// [`ArenaError::NimberTooLarge`] if the value is a number or compact value beyond those
    /// limits.
    ///
    /// # Complexity
    /// Quadratic in the number of options (each pair compared once), plus the comparisons'
    /// own cost.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// use gamecore::partizan::dyadic::Dyadic;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// let one = arena.integer(1).unwrap();
    /// assert_eq!(arena.game(&[zero], &[one]).unwrap(), arena.number(Dyadic::new(1, 1).unwrap()).unwrap());
    /// assert_eq!(arena.game(&[zero, star], &[zero, star]).unwrap(), arena.nimber(2).unwrap());
    /// assert_eq!(arena.game(&[star], &[]).unwrap(), zero); // {* | } = 0: * reverses out
    /// ```
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, ArenaError> {
        for &g in left.iter().chain(right) {
            self.check_id(g)?;
        }
        self.bounded(|arena| arena.canonical(left.to_vec(), right.to_vec()))
    }

    /// [`ArenaError::TooMuchWork`] once the work limit is passed: a comparison on the way may
    /// have been cut short, so nothing built from it may be stored.
    pub(super) fn check_work(&self) -> Result<(), ArenaError> {
        if self.exhausted {
            Err(ArenaError::TooMuchWork {
                limit: self.work_limit,
            })
        } else {
            Ok(())
        }
    }

    pub(super) fn canonical(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
    ) -> Result<GameId, ArenaError> {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(id) = self.canonical_of_numbers(&left, &right)? {
            return Ok(id);
        }
        let mut first = true;
        loop {
            self.remove_dominated(&mut left, true);
            self.remove_dominated(&mut right, false);
            self.check_work()?;
            if first {
                first = false;
                let between = self.number_between(&left, &right)?;
                self.check_work()?;
                if let Some(x) = between {
                    return self.number(x);
                }
                let stops = self.stops_of(&left, &right);
                self.temp.left.clone_from(&left);
                self.temp.right.clone_from(&right);
                self.temp.node = Node::general(stops, 0);
                self.temp_memo.clear();
            }
            let (new_left, changed_left) = self.bypass(&left, true);
            let (new_right, changed_right) = self.bypass(&right, false);
            self.check_work()?;
            if !changed_left && !changed_right {
                break;
            }
            left = new_left;
            right = new_right;
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
        }
        self.temp.left.clear();
        self.temp.right.clear();
        if let Some(c) = self.recognise(&left, &right)? {
            return self.compact_checked(c);
        }
        self.intern_general(&left, &right)
    }

    /// `{left | right}` when every option is a number: the best option of each side is all that
    /// counts; `{l | r}` is the simplest number between when `l < r`, `l*` when `l = r`, and
    /// otherwise the switch `{l | r}`, already canonical (no option of a number reverses
    /// through a number between the stops). `None` if some option is not a number.
    pub(super) fn canonical_of_numbers(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<GameId>, ArenaError> {
        let mut best_left: Option<(Dyadic, GameId)> = None;
        for &g in left {
            match self.as_number(g) {
                Some(x) if best_left.map_or(true, |(b, _)| x > b) => best_left = Some((x, g)),
                Some(_) => {}
                None => return Ok(None),
            }
        }
        let mut best_right: Option<(Dyadic, GameId)> = None;
        for &g in right {
            match self.as_number(g) {
                Some(x) if best_right.map_or(true, |(b, _)| x < b) => best_right = Some((x, g)),
                Some(_) => {}
                None => return Ok(None),
            }
        }
        match (best_left, best_right) {
            (Some((l, gl)), Some((r, gr))) if l >= r => {
                if l == r {
                    self.compact_checked(Compact {
                        number: l,
                        ups: 0,
                        nimber: 1,
                    })
                    .map(Some)
                } else {
                    self.intern_general(&[gl], &[gr]).map(Some)
                }
            }
            (l, r) => match checked_simplest_between(l.map(|b| b.0), r.map(|b| b.0)) {
                Ok(x) => self.number(x).map(Some),
                Err(_) => Err(ArenaError::NumberOverflow),
            },
        }
    }

    /// Keeps the undominated options: for Left the maximal ones, for Right the minimal ones.
    pub(super) fn remove_dominated(&mut self, options: &mut Vec<GameId>, left: bool) {
        if options.len() < 2 {
            return;
        }
        // Best stops first (largest for Left, smallest for Right): `x ≤ y` needs both stops
        // of `x` at most those of `y`, so an option can only be dominated by one sorted
        // before it, or by a later one with the very same stops.
        let stops = |arena: &Arena, g: GameId| {
            let node = arena.node(g);
            (node.left_stop, node.right_stop)
        };
        options.sort_by(|&x, &y| {
            let (sx, sy) = (stops(self, x), stops(self, y));
            if left {
                sy.cmp(&sx)
            } else {
                sx.cmp(&sy)
            }
        });
        let mut kept: Vec<GameId> = Vec::with_capacity(options.len());
        for &x in options.iter() {
            let mut dominated = false;
            for &k in &kept {
                let (low, high) = if left { (x, k) } else { (k, x) };
                // Distinct canonical ids are distinct values, so `≤` here is `<`.
                if self.stops_allow_le(low, high) && self.le(low, high) {
                    dominated = true;
                    break;
                }
            }
            if dominated {
                continue;
            }
            let own = stops(self, x);
            let mut i = 0;
            while i < kept.len() {
                let k = kept[i];
                let (low, high) = if left { (k, x) } else { (x, k) };
                if stops(self, k) == own && self.le(low, high) {
                    kept.remove(i);
                } else {
                    i += 1;
                }
            }
            kept.push(x);
        }
        kept.sort_unstable();
        *options = kept;
    }

    /// Replaces every reversible option by the options it reverses to; says whether any did.
    /// A Left option `x` reverses through `x^R ≤ G` to the Left options of `x^R`; a Right
    /// option `y` through `y^L ≥ G` to the Right options of `y^L`.
    pub(super) fn bypass(&mut self, options: &[GameId], left: bool) -> (Vec<GameId>, bool) {
        let mut out = Vec::with_capacity(options.len());
        let mut changed = false;
        for &x in options {
            self.materialise(x);
            let count = if left {
                self.right_len(x)
            } else {
                self.left_len(x)
            };
            let mut reversed = false;
            for i in 0..count {
                if left {
                    let xr = self.right_at(x, i);
                    if self.stops_allow_le(xr, TEMP) && self.le(xr, TEMP) {
                        self.materialise(xr);
                        out.extend((0..self.left_len(xr)).map(|j| self.left_at(xr, j)));
                        reversed = true;
                    }
                } else {
                    let xl = self.left_at(x, i);
                    if self.stops_allow_le(TEMP, xl) && self.le(TEMP, xl) {
                        self.materialise(xl);
                        out.extend((0..self.right_len(xl)).map(|j| self.right_at(xl, j)));
                        reversed = true;
                    }
                }
                if reversed {
                    break;
                }
            }
            if reversed {
                changed = true;
            } else {
                out.push(x);
            }
        }
        (out, changed)
    }

    /// Whether the stops allow `a ≤ b` (both of `a`'s at most `b`'s).
    #[inline]
    pub(super) fn stops_allow_le(&self, a: GameId, b: GameId) -> bool {
        let (na, nb) = (self.node(a), self.node(b));
        na.left_stop <= nb.left_stop && na.right_stop <= nb.right_stop
    }

    /// The stops of `{left | right}` from its options' stops.
    pub(super) fn stops_of(&self, left: &[GameId], right: &[GameId]) -> (Dyadic, Dyadic) {
        let left_stop = left.iter().map(|&g| self.stops(g).1).max();
        let right_stop = right.iter().map(|&g| self.stops(g).0).min();
        (
            left_stop.unwrap_or(Dyadic::ZERO),
            right_stop.unwrap_or(Dyadic::ZERO),
        )
    }

    /// `Some(x)` if `{left | right}` equals the number `x`.
    ///
    /// By the simplicity theorem it does iff some number `x` has `x ≰ G^L` for every Left and
    /// `G^R ≰ x` for every Right option, and then `x` is the simplest such number. The numbers
    /// with `x ≰ y` are those above `y`'s right stop (and the stop itself iff `RS(y) ≰ y`);
    /// those with `y ≰ x` lie below the left stop (and the stop iff `y ≰ LS(y)`).
    pub(super) fn number_between(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<Dyadic>, ArenaError> {
        // Every such number lies between the largest right stop of a Left option and the
        // smallest left stop of a Right option: a hot game is settled here.
        let lowest = left.iter().map(|&g| self.node(g).right_stop).max();
        let highest = right.iter().map(|&g| self.node(g).left_stop).min();
        if let (Some(low), Some(high)) = (lowest, highest) {
            if low > high {
                return Ok(None);
            }
        }
        let mut lower: Option<(Dyadic, bool)> = None; // (bound, included)
        for &g in left {
            let stop = self.stops(g).1;
            let stop_id = self.intern_compact(Compact::number(stop));
            let included = !self.le(stop_id, g);
            lower = Some(match lower {
                Some((b, inc)) if b > stop => (b, inc),
                Some((b, inc)) if b == stop => (b, inc && included),
                _ => (stop, included),
            });
        }
        let mut upper: Option<(Dyadic, bool)> = None;
        for &g in right {
            let stop = self.stops(g).0;
            let stop_id = self.intern_compact(Compact::number(stop));
            let included = !self.le(g, stop_id);
            upper = Some(match upper {
                Some((b, inc)) if b < stop => (b, inc),
                Some((b, inc)) if b == stop => (b, inc && included),
                _ => (stop, included),
            });
        }
        simplest_in(lower, upper)
    }

    /// `Some(c)` if the canonical `{left | right}` is the canonical form of the compact `c`.
    pub(super) fn recognise(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Option<Compact>, ArenaError> {
        let lc: Option<Vec<Compact>> = left.iter().map(|&g| self.compact_of(g)).collect();
        let rc: Option<Vec<Compact>> = right.iter().map(|&g| self.compact_of(g)).collect();
        let (lc, rc) = match (lc, rc) {
            (Some(l), Some(r)) if !l.is_empty() && !r.is_empty() => (l, r),
            _ => return Ok(None),
        };
        let x = lc[0].number;
        let candidate = if left == right {
            // x + *k: the options x + *j for j < k on both sides.
            Compact {
                number: x,
                ups: 0,
                nimber: u32::try_from(lc.len()).unwrap_or(u32::MAX),
            }
        } else if lc.len() == 1 && rc.len() == 1 && lc[0].is_number() && rc[0].ups >= 0 {
            // x + n·↑ + *k = {x | x + (n−1)·↑ + *(k⊕1)}
            let r = rc[0];
            Compact {
                number: r.number,
                ups: r.ups + 1,
                nimber: r.nimber ^ 1,
            }
        } else if lc.len() == 1 && rc.len() == 1 && rc[0].is_number() && lc[0].ups <= 0 {
            let l = lc[0];
            Compact {
                number: l.number,
                ups: l.ups - 1,
                nimber: l.nimber ^ 1,
            }
        } else if lc.len() == 2 && rc.len() == 1 {
            Compact {
                number: rc[0].number,
                ups: 1,
                nimber: 1,
            }
        } else if lc.len() == 1 && rc.len() == 2 {
            Compact {
                number: x,
                ups: -1,
                nimber: 1,
            }
        } else {
            return Ok(None);
        };
        if candidate.is_number() {
            return Ok(None);
        }
        let (cl, cr) = candidate.options();
        if cl.len() != left.len() || cr.len() != right.len() {
            return Ok(None);
        }
        let same = |ids: &[GameId], cs: &[Compact], arena: &Arena| {
            cs.iter()
                .all(|c| ids.iter().any(|&g| arena.compact_of(g) == Some(*c)))
        };
        if !same(left, &cl, self) || !same(right, &cr, self) {
            return Ok(None);
        }
        if candidate.nimber > MAX_NIMBER {
            return Err(ArenaError::NimberTooLarge { limit: MAX_NIMBER });
        }
        if candidate.ups.abs() > MAX_UPS {
            return Err(ArenaError::UpsTooLarge { limit: MAX_UPS });
        }
        Ok(Some(candidate))
    }
}
