//! The store: one node per distinct form (the compact family by its triple, general forms
//! hash-consed by their options), the temporary form a comparison may build, and id checks.

use super::compact::Compact;
use super::{Arena, ArenaError, GameId, FORM_STEPS, NOT_MATERIALISED, TEMP};
use crate::partizan::dyadic::Dyadic;
use crate::partizan::hash::FxHasher;
use std::hash::Hasher;

/// [`Node::kind`] of a number.
pub(super) const NUMBER: u8 = 0;
/// [`Node::kind`] of `x + n·↑ + *k` that is not a number.
pub(super) const INFINITESIMAL: u8 = 1;
/// [`Node::kind`] of a form outside the compact family.
pub(super) const GENERAL: u8 = 2;

/// One stored form.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    /// Where the form settles when Left, respectively Right, moves first.
    pub(super) left_stop: Dyadic,
    pub(super) right_stop: Dyadic,
    /// The birthday of the canonical form.
    pub(super) birthday: u64,
    /// Index into `compacts` for the compact family (unused for a general form).
    pub(super) data: u32,
    /// [`NUMBER`], [`INFINITESIMAL`] or [`GENERAL`].
    pub(super) kind: u8,
    /// The options: `options[start..start + left_len]` and the `right_len` after them;
    /// `start` is [`NOT_MATERIALISED`] for a compact form whose options were never needed.
    pub(super) start: u32,
    pub(super) left_len: u32,
    pub(super) right_len: u32,
    /// The next general form with the same hash ([`NOT_MATERIALISED`] ends the chain).
    pub(super) next_same_hash: u32,
}

impl Node {
    /// A general form's node, options not filled in.
    pub(super) fn general(stops: (Dyadic, Dyadic), birthday: u64) -> Node {
        Node {
            left_stop: stops.0,
            right_stop: stops.1,
            birthday,
            data: 0,
            kind: GENERAL,
            start: NOT_MATERIALISED,
            left_len: 0,
            right_len: 0,
            next_same_hash: NOT_MATERIALISED,
        }
    }
}

/// The options and node of [`TEMP`].
pub(super) struct Temp {
    pub(super) left: Vec<GameId>,
    pub(super) right: Vec<GameId>,
    pub(super) node: Node,
}

impl Arena {
    #[inline]
    pub(super) fn node(&self, g: GameId) -> &Node {
        if g == TEMP {
            &self.temp.node
        } else {
            &self.nodes[g.index()]
        }
    }

    #[inline]
    pub(super) fn compact_of(&self, g: GameId) -> Option<Compact> {
        let node = self.node(g);
        if node.kind == GENERAL {
            None
        } else {
            Some(self.compacts[node.data as usize])
        }
    }

    #[inline]
    pub(super) fn is_number(&self, g: GameId) -> bool {
        self.node(g).kind == NUMBER
    }

    pub(super) fn check_id(&self, g: GameId) -> Result<(), ArenaError> {
        if g.index() < self.nodes.len() {
            Ok(())
        } else {
            Err(ArenaError::UnknownGame {
                index: g.index(),
                len: self.nodes.len(),
            })
        }
    }

    pub(super) fn check_room(&self) -> Result<(), ArenaError> {
        if self.nodes.len() >= self.limit {
            Err(ArenaError::TooManyForms { limit: self.limit })
        } else {
            Ok(())
        }
    }

    pub(super) fn compact_checked(&mut self, c: Compact) -> Result<GameId, ArenaError> {
        if let Some(&id) = self.compact_ids.get(&c) {
            return Ok(id);
        }
        self.check_room()?;
        Ok(self.intern_compact(c))
    }

    /// The id of a compact value, created if new (without the limit check: comparisons need
    /// the options of compact forms and cannot fail).
    pub(super) fn intern_compact(&mut self, c: Compact) -> GameId {
        if let Some(&id) = self.compact_ids.get(&c) {
            return id;
        }
        let id = GameId(self.nodes.len() as u32);
        self.nodes.push(Node {
            left_stop: c.number,
            right_stop: c.number,
            birthday: c.birthday(),
            data: self.compacts.len() as u32,
            kind: if c.is_number() { NUMBER } else { INFINITESIMAL },
            start: NOT_MATERIALISED,
            left_len: 0,
            right_len: 0,
            next_same_hash: NOT_MATERIALISED,
        });
        self.compacts.push(c);
        self.compact_ids.insert(c, id);
        id
    }

    /// Stores the options of a compact form if they are not stored yet.
    pub(super) fn materialise(&mut self, g: GameId) {
        if g == TEMP || self.nodes[g.index()].start != NOT_MATERIALISED {
            return;
        }
        let c = self.compacts[self.nodes[g.index()].data as usize];
        let (left, right) = c.options();
        let mut left: Vec<GameId> = left.into_iter().map(|o| self.intern_compact(o)).collect();
        let mut right: Vec<GameId> = right.into_iter().map(|o| self.intern_compact(o)).collect();
        left.sort_unstable();
        right.sort_unstable();
        let node = &mut self.nodes[g.index()];
        node.start = self.options.len() as u32;
        node.left_len = left.len() as u32;
        node.right_len = right.len() as u32;
        self.options.extend(left);
        self.options.extend(right);
    }

    #[inline]
    pub(super) fn left_len(&self, g: GameId) -> usize {
        if g == TEMP {
            self.temp.left.len()
        } else {
            self.nodes[g.index()].left_len as usize
        }
    }

    #[inline]
    pub(super) fn right_len(&self, g: GameId) -> usize {
        if g == TEMP {
            self.temp.right.len()
        } else {
            self.nodes[g.index()].right_len as usize
        }
    }

    #[inline]
    pub(super) fn left_at(&self, g: GameId, i: usize) -> GameId {
        if g == TEMP {
            self.temp.left[i]
        } else {
            self.options[self.nodes[g.index()].start as usize + i]
        }
    }

    #[inline]
    pub(super) fn right_at(&self, g: GameId, i: usize) -> GameId {
        if g == TEMP {
            self.temp.right[i]
        } else {
            let node = self.nodes[g.index()];
            self.options[node.start as usize + node.left_len as usize + i]
        }
    }

    pub(super) fn hash_options(left: &[GameId], right: &[GameId]) -> u64 {
        let mut h = FxHasher::default();
        h.write_u64(left.len() as u64);
        for g in left.iter().chain(right) {
            h.write_u64(u64::from(g.0));
        }
        h.finish()
    }

    /// The id of the general form `{left | right}` (canonical options, sorted, not of the
    /// compact family), created if new.
    pub(super) fn intern_general(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<GameId, ArenaError> {
        let hash = Self::hash_options(left, right);
        let head = self.general_heads.get(&hash).copied();
        let mut cursor = head.unwrap_or(NOT_MATERIALISED);
        while cursor != NOT_MATERIALISED {
            let id = GameId(cursor);
            if let Some((l, r)) = self.stored_options(id) {
                if l == left && r == right {
                    return Ok(id);
                }
            }
            cursor = self.nodes[id.index()].next_same_hash;
        }
        self.check_room()?;
        // A new form costs more than a comparison (memory, hashing): charged as many steps.
        self.spend(FORM_STEPS);
        if self.options.len() + left.len() + right.len() >= u32::MAX as usize {
            return Err(ArenaError::TooManyForms { limit: self.limit });
        }
        let mut birthday = 0u64;
        let mut left_stop: Option<Dyadic> = None;
        let mut right_stop: Option<Dyadic> = None;
        for &g in left {
            birthday = birthday.max(self.birthday(g));
            let rs = self.stops(g).1;
            left_stop = Some(left_stop.map_or(rs, |s| s.max(rs)));
        }
        for &g in right {
            birthday = birthday.max(self.birthday(g));
            let ls = self.stops(g).0;
            right_stop = Some(right_stop.map_or(ls, |s| s.min(ls)));
        }
        let id = GameId(self.nodes.len() as u32);
        // A general form has options on both sides (else it would be an integer).
        let mut node = Node::general(
            (
                left_stop.unwrap_or(Dyadic::ZERO),
                right_stop.unwrap_or(Dyadic::ZERO),
            ),
            birthday.saturating_add(1),
        );
        node.start = self.options.len() as u32;
        node.left_len = left.len() as u32;
        node.right_len = right.len() as u32;
        node.next_same_hash = head.unwrap_or(NOT_MATERIALISED);
        self.nodes.push(node);
        self.options.extend_from_slice(left);
        self.options.extend_from_slice(right);
        self.general_heads.insert(hash, id.0);
        Ok(id)
    }
}
