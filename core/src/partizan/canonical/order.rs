//! The order `a ≤ b`: closed forms for the compact family, the stops' shortcuts, and an
//! explicit-stack search over pairs of positions for the rest, memoised.

use super::compact::Compact;
use super::store::GENERAL;
use super::{Arena, GameId, TEMP};

/// log2 of the number of entries of [`Arena`]'s recent-comparison cache (64 KiB).
pub(super) const LE_RECENT_BITS: u32 = 12;

/// The slot of a pair key in the recent-comparison cache: multiplicative hashing by FxHash's
/// multiplier (as [`FxHasher`](crate::partizan::hash::FxHasher) mixes a word), top bits.
#[inline]
pub(super) fn recent_slot(key: u64) -> usize {
    (key.wrapping_mul(0x51_7c_c1_b7_27_22_0a_95) >> (64 - LE_RECENT_BITS)) as usize
}

/// The memo key of an ordered pair.
pub(super) fn pair_key(a: GameId, b: GameId) -> u64 {
    u64::from(a.0) << 32 | u64::from(b.0)
}

/// How `a ≤ b` is decided when no shortcut applies.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum LeShape {
    /// `a` a number, `b` not: `a ≤ b` iff no `b^R ≤ a`.
    NumberGeneral,
    /// `b` a number, `a` not: `a ≤ b` iff no `b ≤ a^L`.
    GeneralNumber,
    /// `a ≤ b` iff no `b ≤ a^L` and no `b^R ≤ a`.
    Generic,
}

impl Arena {
    /// `a ≤ b`.
    ///
    /// # Complexity
    /// O(1) when both are of the compact family, or when the stops decide (`LS(a) < RS(b)`
    /// gives `a < b`; `LS(a) > LS(b)` or `RS(a) > RS(b)` gives not `a ≤ b`); otherwise one
    /// step per pair of positions visited, each remembered.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::canonical::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star, up) = (arena.zero(), arena.star(), arena.up());
    /// assert!(arena.le(zero, up) && !arena.le(up, zero));
    /// assert!(!arena.le(star, up) && !arena.le(up, star)); // ↑ ‖ *
    /// ```
    pub fn le(&mut self, a: GameId, b: GameId) -> bool {
        if self.spend(1) {
            // Past the work limit: the answer is not used (the operation fails), and nothing
            // is remembered from here on.
            return false;
        }
        if let Some(result) = self.le_quick(a, b) {
            return result;
        }
        let mut stack = std::mem::take(&mut self.le_stack);
        stack.clear();
        stack.push((a, b, 0));
        let result = loop {
            if self.spend(1) {
                break false;
            }
            let (x, y, i) = match stack.last() {
                Some(&top) => top,
                None => break true, // unreachable: the loop breaks when the stack empties
            };
            // The frame (x, y) is true iff none of its children is true.
            let mut finished: Option<bool> = None;
            match self.le_child(x, y, i as usize) {
                None => finished = Some(true),
                Some((p, q)) => match self.le_quick(p, q) {
                    Some(true) => finished = Some(false),
                    Some(false) => {
                        if let Some(top) = stack.last_mut() {
                            top.2 += 1;
                        }
                    }
                    None => stack.push((p, q, 0)),
                },
            }
            if let Some(mut value) = finished {
                let mut done = None;
                while let Some((x, y, _)) = stack.pop() {
                    self.remember_le(x, y, value);
                    match stack.last_mut() {
                        None => {
                            done = Some(value);
                            break;
                        }
                        Some(parent) => {
                            if value {
                                value = false; // a true child makes its parent false
                            } else {
                                parent.2 += 1;
                                break;
                            }
                        }
                    }
                }
                if let Some(value) = done {
                    break value;
                }
            }
        };
        self.le_stack = stack;
        result
    }

    pub(super) fn remember_le(&mut self, a: GameId, b: GameId, value: bool) {
        if a == TEMP || b == TEMP {
            self.temp_memo.insert(pair_key(a, b), value);
        } else {
            let key = pair_key(a, b);
            self.le_recent[recent_slot(key)] = (key, value);
            if self.le_memo.len() >= self.max_remembered_comparisons {
                self.le_memo.clear(); // keeps its buckets: the memory stays where it was
            }
            self.le_memo.insert(key, value);
        }
    }

    /// `a ≤ b` when known without visiting options.
    #[inline]
    pub(super) fn le_quick(&mut self, a: GameId, b: GameId) -> Option<bool> {
        if a == b {
            return Some(true);
        }
        let (na, nb) = (self.node(a), self.node(b));
        if na.kind != GENERAL && nb.kind != GENERAL {
            return Some(Compact::le(
                self.compacts[na.data as usize],
                self.compacts[nb.data as usize],
            ));
        }
        if na.left_stop < nb.right_stop {
            return Some(true);
        }
        if na.left_stop > nb.left_stop || na.right_stop > nb.right_stop {
            return Some(false);
        }
        if a == TEMP || b == TEMP {
            return self.temp_memo.get(&pair_key(a, b)).copied();
        }
        let key = pair_key(a, b);
        let slot = recent_slot(key);
        let (recent_key, recent_value) = self.le_recent[slot];
        if recent_key == key {
            return Some(recent_value);
        }
        let found = self.le_memo.get(&key).copied();
        if let Some(value) = found {
            self.le_recent[slot] = (key, value);
        }
        found
    }

    pub(super) fn le_shape(&self, a: GameId, b: GameId) -> LeShape {
        if self.is_number(a) {
            LeShape::NumberGeneral
        } else if self.is_number(b) {
            LeShape::GeneralNumber
        } else {
            LeShape::Generic
        }
    }

    /// The `i`-th question `p ≤ q` whose truth makes `a ≤ b` false, or `None` past the last.
    pub(super) fn le_child(&mut self, a: GameId, b: GameId, i: usize) -> Option<(GameId, GameId)> {
        match self.le_shape(a, b) {
            LeShape::NumberGeneral => (i < self.right_len(b)).then(|| (self.right_at(b, i), a)),
            LeShape::GeneralNumber => (i < self.left_len(a)).then(|| (b, self.left_at(a, i))),
            LeShape::Generic => {
                if i == 0 {
                    self.materialise(a);
                    self.materialise(b);
                }
                let left_a = self.left_len(a);
                if i < left_a {
                    Some((b, self.left_at(a, i)))
                } else if i - left_a < self.right_len(b) {
                    Some((self.right_at(b, i - left_a), a))
                } else {
                    None
                }
            }
        }
    }
}
