//! Sums and negatives: closed forms for the compact family, `G + x` by translation for a
//! number `x`, and an explicit-stack sum of positions for the rest, memoised.

use super::compact::Compact;
use super::order::pair_key;
use super::{Arena, ArenaError, GameId};

impl Arena {
    /// `a + b`, the disjunctive sum.
    ///
    /// # Errors
    /// [`ArenaError::UnknownGame`], [`ArenaError::TooManyForms`], [`ArenaError::NumberOverflow`],
    /// [`ArenaError::UpsTooLarge`] or [`ArenaError::NimberTooLarge`] when the sum or one of
    /// the positions on the way is beyond the arena's limits.
    ///
    /// # Complexity
    /// O(1) for two compact values; a number is added by translating the other game's
    /// options; otherwise one canonicalisation per pair of positions visited, each remembered.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.add(star, star).unwrap(), zero);
    /// let two = arena.nimber(2).unwrap();
    /// let three = arena.nimber(3).unwrap();
    /// assert_eq!(arena.add(two, three).unwrap(), star);
    /// ```
    pub fn add(&mut self, a: GameId, b: GameId) -> Result<GameId, ArenaError> {
        self.check_id(a)?;
        self.check_id(b)?;
        if let Some(sum) = self.add_quick(a, b)? {
            return Ok(sum);
        }
        let mut stack = std::mem::take(&mut self.add_stack);
        stack.clear();
        stack.push((a, b, 0));
        let result = self.bounded(|arena| arena.add_run(&mut stack));
        stack.clear();
        self.add_stack = stack;
        result
    }

    pub(super) fn add_run(
        &mut self,
        stack: &mut Vec<(GameId, GameId, u32)>,
    ) -> Result<GameId, ArenaError> {
        loop {
            if self.spend(1) {
                return Err(ArenaError::TooMuchWork {
                    limit: self.work_limit,
                });
            }
            let (x, y, i) = match stack.last() {
                Some(&top) => top,
                None => return Err(ArenaError::NumberOverflow), // unreachable
            };
            if let Some((p, q)) = self.add_child(x, y, i as usize) {
                if self.add_quick(p, q)?.is_some() {
                    if let Some(top) = stack.last_mut() {
                        top.2 += 1;
                    }
                } else {
                    stack.push((p, q, 0));
                }
            } else {
                let sum = self.add_build(x, y)?;
                stack.pop();
                match stack.last_mut() {
                    None => return Ok(sum),
                    Some(parent) => parent.2 += 1,
                }
            }
        }
    }

    pub(super) fn add_quick(&mut self, a: GameId, b: GameId) -> Result<Option<GameId>, ArenaError> {
        if a == self.zero() {
            return Ok(Some(b));
        }
        if b == self.zero() {
            return Ok(Some(a));
        }
        if let (Some(x), Some(y)) = (self.compact_of(a), self.compact_of(b)) {
            let sum = Compact::checked_add(x, y)?;
            return self.compact_checked(sum).map(Some);
        }
        let key = pair_key(a.min(b), a.max(b));
        Ok(self.add_memo.get(&key).copied())
    }

    /// The `i`-th sum the options of `a + b` need.
    pub(super) fn add_child(&mut self, a: GameId, b: GameId, i: usize) -> Option<(GameId, GameId)> {
        // A number is added by translation: the options of the other game, each plus it.
        let (g, x) = if self.is_number(a) {
            (b, Some(a))
        } else if self.is_number(b) {
            (a, Some(b))
        } else {
            (a, None)
        };
        if let Some(x) = x {
            let (l, r) = (self.left_len(g), self.right_len(g));
            return if i < l {
                Some((self.left_at(g, i), x))
            } else if i < l + r {
                Some((self.right_at(g, i - l), x))
            } else {
                None
            };
        }
        if i == 0 {
            self.materialise(a);
            self.materialise(b);
        }
        let (la, lb, ra, rb) = (
            self.left_len(a),
            self.left_len(b),
            self.right_len(a),
            self.right_len(b),
        );
        let mut i = i;
        if i < la {
            return Some((self.left_at(a, i), b));
        }
        i -= la;
        if i < lb {
            return Some((a, self.left_at(b, i)));
        }
        i -= lb;
        if i < ra {
            return Some((self.right_at(a, i), b));
        }
        i -= ra;
        if i < rb {
            return Some((a, self.right_at(b, i)));
        }
        None
    }

    /// `a + b` once every sum its options need is known.
    pub(super) fn add_build(&mut self, a: GameId, b: GameId) -> Result<GameId, ArenaError> {
        let translate = self.is_number(a) || self.is_number(b);
        if !translate {
            self.materialise(a);
            self.materialise(b);
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let (la, lb) = (self.left_len(a), self.left_len(b));
        let mut i = 0;
        while let Some((p, q)) = self.add_child(a, b, i) {
            let sum = match self.add_quick(p, q)? {
                Some(sum) => sum,
                None => return Err(ArenaError::NumberOverflow), // unreachable: children first
            };
            let is_left = if translate {
                let g = if self.is_number(a) { b } else { a };
                i < self.left_len(g)
            } else {
                i < la + lb
            };
            if is_left {
                left.push(sum);
            } else {
                right.push(sum);
            }
            i += 1;
        }
        let sum = if translate {
            // {G^L + x | G^R + x} is canonical when G is canonical and not a number.
            left.sort_unstable();
            right.sort_unstable();
            self.intern_general(&left, &right)?
        } else {
            self.canonical(left, right)?
        };
        self.add_memo.insert(pair_key(a.min(b), a.max(b)), sum);
        Ok(sum)
    }

    // ----- negation -----

    /// `-a`: Left and Right exchanged.
    ///
    /// # Errors
    /// [`ArenaError::NumberOverflow`] if a number in `a` is the integer −2^63;
    /// [`ArenaError::TooManyForms`] if the arena is full.
    ///
    /// # Complexity
    /// O(1) for a compact value, else one step per position of `a` not negated before.
    pub fn neg(&mut self, a: GameId) -> Result<GameId, ArenaError> {
        self.check_id(a)?;
        if let Some(n) = self.neg_quick(a)? {
            return Ok(n);
        }
        let mut stack: Vec<(GameId, usize)> = vec![(a, 0)];
        loop {
            let (g, i) = match stack.last() {
                Some(&top) => top,
                None => return Err(ArenaError::NumberOverflow), // unreachable
            };
            let (l, r) = (self.left_len(g), self.right_len(g));
            if i < l + r {
                let child = if i < l {
                    self.left_at(g, i)
                } else {
                    self.right_at(g, i - l)
                };
                if self.neg_quick(child)?.is_some() {
                    if let Some(top) = stack.last_mut() {
                        top.1 += 1;
                    }
                } else {
                    stack.push((child, 0));
                }
                continue;
            }
            let mut left = Vec::with_capacity(r);
            let mut right = Vec::with_capacity(l);
            for j in 0..r {
                let o = self.right_at(g, j);
                left.extend(self.neg_quick(o)?);
            }
            for j in 0..l {
                let o = self.left_at(g, j);
                right.extend(self.neg_quick(o)?);
            }
            left.sort_unstable();
            right.sort_unstable();
            let n = self.intern_general(&left, &right)?;
            self.remember_neg(g, n);
            stack.pop();
            match stack.last_mut() {
                None => return Ok(n),
                Some(parent) => parent.1 += 1,
            }
        }
    }

    pub(super) fn remember_neg(&mut self, g: GameId, n: GameId) {
        let needed = g.index().max(n.index()) + 1;
        if self.neg_memo.len() < needed {
            self.neg_memo.resize(needed, 0);
        }
        self.neg_memo[g.index()] = n.0 + 1;
        self.neg_memo[n.index()] = g.0 + 1;
    }

    pub(super) fn neg_quick(&mut self, g: GameId) -> Result<Option<GameId>, ArenaError> {
        if let Some(c) = self.compact_of(g) {
            let n = c.checked_neg()?;
            return self.compact_checked(n).map(Some);
        }
        Ok(match self.neg_memo.get(g.index()) {
            Some(&n) if n > 0 => Some(GameId(n - 1)),
            _ => None,
        })
    }
}
