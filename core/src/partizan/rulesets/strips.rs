//! One-row rulesets: Toads-and-Frogs with longer jumps (CGSuite's `GenToadsAndFrogs`), its
//! jumpless relative Elephants and Rhinos, and Toppling Dominoes.
//!
//! | ruleset | cells | Left | Right |
//! |---|---|---|---|
//! | [`JumpStrip`] | `T` toad, `F` frog, `.` empty | a toad steps right into an empty cell, or jumps right over 1 to `max_jump` frogs into the empty cell beyond | a frog, the mirror image |
//! | [`Toppling`] | `l` Blue, `r` Red, `e` green domino | topples a Blue or green domino left or right: it and every domino on that side fall | the same with a Red or green one |
//!
//! Toads-and-Frogs is `max_jump = 1` (the [`toads`](super::toads) module, with its own move
//! code, is compared with this one in the tests), Elephants and Rhinos `max_jump = 0`. A strip
//! splits into independent parts at its walls (`max_jump + 1` toads, then as many frogs: none
//! of them can ever move, and no creature can pass them).
//!
//! # Example
//! ```
//! use gamecore::partizan::rulesets::{strips::{JumpStrip, Toppling}, PartizanGame};
//! let strip = JumpStrip::new("TFF.", 2).unwrap();
//! assert_eq!(strip.left_options()[0].to_string(), ".FFT");
//! let row = Toppling::new("lr").unwrap();
//! assert_eq!(row.left_options().len(), 2); // topple the l left (leaves r) or right (leaves nothing)
//! ```

use super::{ParseError, PartizanGame};
use std::fmt;

/// The longest strip or row.
pub const MAX_CELLS: usize = 64;

/// A strip of toads (`b'T'`), frogs (`b'F'`) and empty cells (`b'.'`) whose creatures jump over
/// at most `max_jump` enemies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JumpStrip {
    cells: Vec<u8>,
    max_jump: u8,
}

impl JumpStrip {
    /// Reads `T`/`L` toads, `F`/`R` frogs and `.`/`_` empty cells (any case).
    ///
    /// # Errors
    /// A [`ParseError`] at the first other character or past [`MAX_CELLS`].
    pub fn new(text: &str, max_jump: u8) -> Result<JumpStrip, ParseError> {
        let mut cells = Vec::new();
        for (i, c) in text.chars().enumerate() {
            if i == MAX_CELLS {
                return Err(ParseError::new(
                    i + 1,
                    format!("the strip has more than {MAX_CELLS} cells"),
                ));
            }
            cells.push(match c.to_ascii_uppercase() {
                'T' | 'L' => b'T',
                'F' | 'R' => b'F',
                '.' | '_' => b'.',
                _ => {
                    return Err(ParseError::new(
                        i + 1,
                        format!("{c:?} is not a cell of a strip (T toad, F frog, . empty)"),
                    ))
                }
            });
        }
        Ok(JumpStrip { cells, max_jump })
    }

    fn moves(&self, mover: u8) -> Vec<JumpStrip> {
        let enemy = if mover == b'T' { b'F' } else { b'T' };
        let n = self.cells.len();
        // Work on the strip as the mover sees it: moving to higher indices.
        let view: Vec<u8> = if mover == b'T' {
            self.cells.clone()
        } else {
            self.cells.iter().rev().copied().collect()
        };
        let mut out = Vec::new();
        for i in 0..n {
            if view[i] != mover {
                continue;
            }
            let mut k = 0usize; // enemies passed over
            while k <= usize::from(self.max_jump) {
                let to = i + k + 1;
                if to >= n {
                    break;
                }
                if view[to] == b'.' {
                    let mut next = view.clone();
                    next[i] = b'.';
                    next[to] = mover;
                    if mover == b'F' {
                        next.reverse();
                    }
                    out.push(JumpStrip {
                        cells: next,
                        max_jump: self.max_jump,
                    });
                    break;
                }
                if view[to] != enemy {
                    break;
                }
                k += 1;
            }
        }
        out
    }
}

impl PartizanGame for JumpStrip {
    fn left_options(&self) -> Vec<Self> {
        self.moves(b'T')
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(b'F')
    }

    /// The strip cut inside every wall of `max_jump + 1` toads followed by as many frogs
    /// (no creature of the wall can ever move, and none can pass it), each part without the
    /// frogs at its left end and the toads at its right end (they never move either); parts
    /// without a creature dropped.
    fn components(&self) -> Vec<Self> {
        let run = usize::from(self.max_jump) + 1;
        let cells = &self.cells;
        let mut out = Vec::new();
        let mut start = 0;
        let mut push = |from: usize, to: usize| {
            let mut part = &cells[from..to];
            while let [b'F', rest @ ..] = part {
                part = rest;
            }
            while let [rest @ .., b'T'] = part {
                part = rest;
            }
            if part.iter().any(|&c| c != b'.') {
                out.push(JumpStrip {
                    cells: part.to_vec(),
                    max_jump: self.max_jump,
                });
            }
        };
        let mut i = 0;
        while i + 2 * run <= cells.len() {
            let wall = cells[i..i + run].iter().all(|&c| c == b'T')
                && cells[i + run..i + 2 * run].iter().all(|&c| c == b'F');
            if wall {
                push(start, i + run);
                start = i + run;
                i += run;
            } else {
                i += 1;
            }
        }
        push(start, cells.len());
        out
    }
}

impl fmt::Display for JumpStrip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.cells))
    }
}

/// A row of Toppling Dominoes: `b'l'` Blue (Left's), `b'r'` Red, `b'e'` green.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Toppling {
    row: Vec<u8>,
}

impl Toppling {
    /// Reads `l`, `r`, `e` (any case; also `b` for Blue, `g` for green).
    ///
    /// # Errors
    /// A [`ParseError`] at the first other character or past [`MAX_CELLS`].
    pub fn new(text: &str) -> Result<Toppling, ParseError> {
        let mut row = Vec::new();
        for (i, c) in text.chars().enumerate() {
            if i == MAX_CELLS {
                return Err(ParseError::new(
                    i + 1,
                    format!("the row has more than {MAX_CELLS} dominoes"),
                ));
            }
            row.push(match c.to_ascii_lowercase() {
                'l' | 'b' => b'l',
                'r' => b'r',
                'e' | 'g' => b'e',
                _ => {
                    return Err(ParseError::new(
                        i + 1,
                        format!("{c:?} is not a domino (l Blue, r Red, e green)"),
                    ))
                }
            });
        }
        Ok(Toppling { row })
    }

    fn moves(&self, own: u8) -> Vec<Toppling> {
        let mut out = Vec::new();
        for (i, &d) in self.row.iter().enumerate() {
            if d == own || d == b'e' {
                out.push(Toppling {
                    row: self.row[i + 1..].to_vec(),
                });
                out.push(Toppling {
                    row: self.row[..i].to_vec(),
                });
            }
        }
        out
    }
}

impl PartizanGame for Toppling {
    fn left_options(&self) -> Vec<Self> {
        self.moves(b'l')
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(b'r')
    }
}

impl fmt::Display for Toppling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.row))
    }
}
