//! Rulesets on coloured trees written as CGSuite writes them: Hackenbush on trees (edges hang
//! from the ground) and Arc Kayles on coloured trees (no ground).
//!
//! A tree string is read from the ground (or from a first vertex) up: `l` a Blue edge (Left's),
//! `r` a Red edge (Right's), `e` a green edge (either player's), each on top of the edge before;
//! `(a;b;…)` after an edge (or at the start) grows several branches from that point. So
//! `lrl` is a stalk, `(l;r)` two edges from the ground and `l(l;rl)` a Blue edge carrying a
//! Blue edge and a Red-Blue stalk.
//!
//! | ruleset | move |
//! |---|---|
//! | [`Hackenbush`] | cut an edge of your colour (or green): it and all that is no longer joined to the ground fall |
//! | [`ArcKayles`] | take an edge of your colour (or green) with both its ends: every edge at those vertices goes too |
//!
//! Positions split into independent parts for the solver: a Hackenbush tree into the subtrees
//! standing on each edge at the ground, an Arc Kayles tree into the connected parts of its
//! playable edges.
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{trees::{Hackenbush, ArcKayles}, PartizanGame};
//! let tree = Hackenbush::new("l(l;rl)").unwrap();
//! assert_eq!(tree.left_options().len(), 3);
//! assert_eq!(tree.right_options().len(), 1);
//! let path = ArcKayles::new("lrl").unwrap();
//! assert_eq!(path.left_options().len(), 2);
//! ```

use super::{ParseError, PartizanGame};
use std::rc::Rc;

/// The most edges of a tree.
pub const MAX_EDGES: usize = 40;

/// The edges of a tree: `(lower vertex, upper vertex, colour)` with vertex 0 the ground (or the
/// first vertex), colour `b'l'`, `b'r'` or `b'e'`; an edge's lower vertex is the upper vertex of
/// an earlier edge (or 0).
fn parse_tree(text: &str) -> Result<Vec<(usize, usize, u8)>, ParseError> {
    let mut edges: Vec<(usize, usize, u8)> = Vec::new();
    let mut current = 0usize;
    let mut vertices = 1usize;
    let mut stack: Vec<usize> = Vec::new();
    let mut closed = false; // just after ')': only ';', ')' or the end may follow
    for (i, c) in text.chars().enumerate() {
        let column = i + 1;
        match c {
            'l' | 'r' | 'e' | 'L' | 'R' | 'E' if !closed => {
                if edges.len() == MAX_EDGES {
                    return Err(ParseError::new(
                        column,
                        format!("more than {MAX_EDGES} edges"),
                    ));
                }
                edges.push((current, vertices, c.to_ascii_lowercase() as u8));
                current = vertices;
                vertices += 1;
            }
            '(' if !closed => stack.push(current),
            ';' if !stack.is_empty() => {
                current = stack[stack.len() - 1];
                closed = false;
            }
            ')' if !stack.is_empty() => {
                stack.pop();
                closed = true;
            }
            _ => {
                return Err(ParseError::new(
                    column,
                    format!(
                        "{c:?} does not belong here (a tree: l, r, e edges, (a;b) branches, \
                         nothing after a ')' but ';' or ')')"
                    ),
                ))
            }
        }
    }
    if !stack.is_empty() {
        return Err(ParseError::new(
            text.chars().count() + 1,
            "a '(' is not closed",
        ));
    }
    Ok(edges)
}

/// Hackenbush on a tree rooted at the ground: `present` has bit `i` for each edge still there.
/// Positions of one tree share it: equality compares the trees (at once when they are the
/// same allocation), the hash only the edges present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hackenbush {
    edges: Rc<Vec<(usize, usize, u8)>>,
    present: u64,
}

impl Hackenbush {
    /// Reads a tree string.
    ///
    /// # Errors
    /// A [`ParseError`] naming the column.
    pub fn new(text: &str) -> Result<Hackenbush, ParseError> {
        let edges = parse_tree(text)?;
        let present = if edges.is_empty() {
            0
        } else {
            u64::MAX >> (64 - edges.len())
        };
        Ok(Hackenbush {
            edges: Rc::new(edges),
            present,
        })
    }

    fn moves(&self, own: u8) -> Vec<Hackenbush> {
        let mut out = Vec::new();
        for (k, &(_, _, colour)) in self.edges.iter().enumerate() {
            if self.present >> k & 1 == 0 || (colour != own && colour != b'e') {
                continue;
            }
            // Keep what is still joined to the ground: vertices reached from 0.
            let mut grounded: u64 = 1; // vertex bits (vertex count ≤ MAX_EDGES + 1)
            let mut present = 0u64;
            for (j, &(low, high, _)) in self.edges.iter().enumerate() {
                if j != k && self.present >> j & 1 == 1 && grounded >> low & 1 == 1 {
                    grounded |= 1 << high;
                    present |= 1 << j;
                }
            }
            out.push(Hackenbush {
                edges: Rc::clone(&self.edges),
                present,
            });
        }
        out
    }
}

impl std::hash::Hash for Hackenbush {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.present.hash(state);
    }
}

impl PartizanGame for Hackenbush {
    fn left_options(&self) -> Vec<Self> {
        self.moves(b'l')
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(b'r')
    }

    /// The subtrees standing on the ground, one per edge at the ground with all it carries:
    /// a cut in one never brings down an edge of another.
    fn components(&self) -> Vec<Self> {
        // Edge k's upper vertex is k + 1, so the edge under vertex v ≥ 1 is edge v − 1, an
        // earlier edge: one pass gives every edge the ground edge it stands on.
        let mut parts: Vec<u64> = Vec::new();
        let mut part_of = vec![usize::MAX; self.edges.len()];
        for (k, &(low, _, _)) in self.edges.iter().enumerate() {
            if self.present >> k & 1 == 0 {
                continue;
            }
            let part = if low == 0 {
                parts.push(0);
                parts.len() - 1
            } else {
                part_of[low - 1]
            };
            part_of[k] = part;
            parts[part] |= 1 << k;
        }
        parts
            .into_iter()
            .map(|present| Hackenbush {
                edges: Rc::clone(&self.edges),
                present,
            })
            .collect()
    }
}

/// Arc Kayles on a coloured tree: `alive` has bit `v` for each vertex still there.
/// Positions of one tree share it: equality compares the trees (at once when they are the
/// same allocation), the hash only the vertices alive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArcKayles {
    edges: Rc<Vec<(usize, usize, u8)>>,
    alive: u64,
}

impl ArcKayles {
    /// Reads a tree string (its first vertex is an ordinary vertex, not the ground).
    ///
    /// # Errors
    /// A [`ParseError`] naming the column.
    pub fn new(text: &str) -> Result<ArcKayles, ParseError> {
        let edges = parse_tree(text)?;
        let alive = u64::MAX >> (63 - edges.len());
        Ok(ArcKayles {
            edges: Rc::new(edges),
            alive,
        })
    }

    fn moves(&self, own: u8) -> Vec<ArcKayles> {
        let mut out = Vec::new();
        for &(a, b, colour) in self.edges.iter() {
            if self.alive >> a & 1 == 1
                && self.alive >> b & 1 == 1
                && (colour == own || colour == b'e')
            {
                out.push(ArcKayles {
                    edges: Rc::clone(&self.edges),
                    alive: self.alive & !(1 << a) & !(1 << b),
                });
            }
        }
        out
    }
}

impl std::hash::Hash for ArcKayles {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.alive.hash(state);
    }
}

impl PartizanGame for ArcKayles {
    fn left_options(&self) -> Vec<Self> {
        self.moves(b'l')
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(b'r')
    }

    /// The connected parts of the edges still playable (both ends alive), each as the set of
    /// their vertices; a vertex on no such edge takes no part in play and is left out.
    fn components(&self) -> Vec<Self> {
        // Union of vertex sets over the tree's edges: an edge joins the part of its lower
        // vertex (always an earlier vertex), so parts merge only along the edge order.
        let vertices = self.edges.len() + 1;
        let mut part_of: Vec<usize> = (0..vertices).collect();
        let mut playable = 0u64;
        for &(a, b, _) in self.edges.iter() {
            if self.alive >> a & 1 == 1 && self.alive >> b & 1 == 1 {
                part_of[b] = part_of[a];
                playable |= 1 << a | 1 << b;
            }
        }
        let mut parts: Vec<(usize, u64)> = Vec::new();
        for v in 0..vertices {
            if playable >> v & 1 == 0 {
                continue;
            }
            let root = part_of[v];
            match parts.iter_mut().find(|(r, _)| *r == root) {
                Some((_, set)) => *set |= 1 << v,
                None => parts.push((root, 1 << v)),
            }
        }
        parts
            .into_iter()
            .map(|(_, alive)| ArcKayles {
                edges: Rc::clone(&self.edges),
                alive,
            })
            .collect()
    }
}
