//! Partizan games whose values are numbers: Blue-Red Hackenbush strings and Cutcake.
//!
//! Left (Blue, Vertical) is the positive side. The value v of a position decides it: v > 0
//! Left wins whoever starts, v < 0 Right wins, v = 0 the player to move loses. The engine plays
//! the move that leaves the value best for its side (largest for Left, smallest for Right),
//! which wins whenever anything does and otherwise gives away as little as it can.
//! Domineering and Toads-and-Frogs are not numbers in general: they are valued by canonical
//! forms in [`super::domineering_toads`].

use super::{expect_words, Family, Memo, Outcome, Side};
use gamecore::partizan::blue_red::{string_value, Colour};
use gamecore::partizan::cutcake::cutcake_value;
use gamecore::partizan::dyadic::Dyadic;

/// At most this many strings in a Blue-Red position.
pub const MAX_STRINGS: usize = 8;
/// At most this many edges in a string (values stay exact 64-bit dyadics).
pub const MAX_STRING: usize = 30;
/// At most this many Cutcake pieces at the start.
pub const MAX_PIECES: usize = 8;
/// The longest side of a Cutcake piece.
pub const MAX_SIDE: u64 = 64;

/// The outcome of value `v` for `side` to move.
fn number_outcome(v: Dyadic, side: Side) -> Outcome {
    let wins = match side {
        Side::Left => v > 0,
        Side::Right => v < 0,
    };
    if wins {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

fn side_words(side: Side) -> &'static str {
    match side {
        Side::Left => "Left",
        Side::Right => "Right",
    }
}

/// The verdict of a value in words.
fn verdict(v: Dyadic, side: Side) -> String {
    let who = match v.cmp(&Dyadic::ZERO) {
        std::cmp::Ordering::Greater => "positive: Left wins whoever starts",
        std::cmp::Ordering::Less => "negative: Right wins whoever starts",
        std::cmp::Ordering::Equal => "0: the player to move loses",
    };
    format!(
        "{who}; here {} to move {} (a number is cold, its temperature below 0: every move makes \
         the sum worse for the mover, so the best move is the one that changes it least)",
        side_words(side),
        match number_outcome(v, side) {
            Outcome::Win => "wins",
            _ => "loses",
        }
    )
}

/// The move of `family` that leaves the value best for `side`: the first of the best.
fn best_for<F: Family>(
    family: &F,
    position: &F::Position,
    side: Side,
    value: impl Fn(&F::Position) -> Dyadic,
) -> Option<F::Move> {
    let mut best: Option<(Dyadic, F::Move)> = None;
    for mv in family.moves(position, side) {
        let v = value(&family.apply(position, &mv, side));
        let better = match (&best, side) {
            (None, _) => true,
            (Some((b, _)), Side::Left) => v > *b,
            (Some((b, _)), Side::Right) => v < *b,
        };
        if better {
            best = Some((v, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Blue-Red Hackenbush strings: each a stalk of edges from the ground up; Left cuts Blue
/// edges, Right Red ones, and the edges above a cut fall.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlueRed;

/// A cut: `(string, edge)`, both 0-based (1-based in the notation; edge 1 touches the
/// ground).
pub type StringCut = (usize, usize);

fn colour_of(side: Side) -> Colour {
    match side {
        Side::Left => Colour::Blue,
        Side::Right => Colour::Red,
    }
}

fn letters(string: &[Colour]) -> String {
    string
        .iter()
        .map(|&c| if c == Colour::Blue { 'B' } else { 'R' })
        .collect()
}

impl BlueRed {
    /// The value of one string.
    pub fn string(string: &[Colour]) -> Dyadic {
        string_value(string).expect("strings are at most 30 edges long")
    }

    /// The value of a position: the sum of its strings.
    pub fn value(strings: &[Vec<Colour>]) -> Dyadic {
        strings
            .iter()
            .map(|s| BlueRed::string(s))
            .fold(Dyadic::ZERO, |a, b| a + b)
    }
}

impl Family for BlueRed {
    type Position = Vec<Vec<Colour>>;
    type Move = StringCut;

    fn title(&self) -> String {
        "Blue-Red Hackenbush".to_string()
    }

    fn rules(&self) -> String {
        "strings of edges standing on the ground; Left (Blue) cuts a Blue edge, Right (Red) a Red \
         one, and every edge above the cut falls; whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "string S cut E (edge E of string S, counting from the ground, both from 1)".to_string()
    }

    fn show(&self, strings: &Vec<Vec<Colour>>) -> String {
        let parts: Vec<String> = strings
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let shown = if s.is_empty() {
                    "-".to_string()
                } else {
                    letters(s)
                };
                format!("string {}: {shown}", i + 1)
            })
            .collect();
        format!("{} (from the ground up)", parts.join("   "))
    }

    fn moves(&self, strings: &Vec<Vec<Colour>>, side: Side) -> Vec<StringCut> {
        let colour = colour_of(side);
        let mut moves = Vec::new();
        for (i, s) in strings.iter().enumerate() {
            for (j, &c) in s.iter().enumerate() {
                if c == colour {
                    moves.push((i, j));
                }
            }
        }
        moves
    }

    fn apply(
        &self,
        strings: &Vec<Vec<Colour>>,
        &(i, j): &StringCut,
        _side: Side,
    ) -> Vec<Vec<Colour>> {
        let mut next = strings.clone();
        next[i].truncate(j);
        next
    }

    fn format_move(&self, &(i, j): &StringCut) -> String {
        format!("string {} cut {}", i + 1, j + 1)
    }

    fn illegal_reason(
        &self,
        strings: &Vec<Vec<Colour>>,
        &(i, j): &StringCut,
        side: Side,
    ) -> Option<String> {
        let Some(string) = strings.get(i) else {
            return Some(format!(
                "there is no string {} ({} strings)",
                i + 1,
                strings.len()
            ));
        };
        Some(match string.get(j) {
            None if string.is_empty() => format!("string {} has no edge left", i + 1),
            None => format!(
                "string {} has {} edge{} left",
                i + 1,
                string.len(),
                if string.len() == 1 { "" } else { "s" }
            ),
            Some(&colour) if colour != colour_of(side) => format!(
                "edge {} of string {} is {}",
                j + 1,
                i + 1,
                match side {
                    Side::Left => "Right's (Red)",
                    Side::Right => "Left's (Blue)",
                }
            ),
            Some(_) => return None,
        })
    }

    fn parse_move(&self, text: &str) -> Option<StringCut> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            ["string", s, "cut", e] => Some((
                s.parse::<usize>().ok()?.checked_sub(1)?,
                e.parse::<usize>().ok()?.checked_sub(1)?,
            )),
            _ => None,
        }
    }

    fn outcome(&self, strings: &Vec<Vec<Colour>>, side: Side) -> Outcome {
        number_outcome(BlueRed::value(strings), side)
    }

    fn engine_move(
        &self,
        strings: &Vec<Vec<Colour>>,
        side: Side,
        _memo: &mut Memo<Vec<Vec<Colour>>>,
    ) -> Option<StringCut> {
        best_for(self, strings, side, |s| BlueRed::value(s))
    }

    fn why(&self, strings: &Vec<Vec<Colour>>, side: Side) -> String {
        let values: Vec<String> = strings
            .iter()
            .enumerate()
            .map(|(i, s)| format!("string {}: {}", i + 1, BlueRed::string(s)))
            .collect();
        let total = BlueRed::value(strings);
        let mut lines = vec![
            "a string's value: its first run of one colour counts ±1 an edge, then each edge \
             after the first change of colour ±1/2, ±1/4, … (Blue +, Red −)"
                .to_string(),
            format!("values: {}; sum {total}", values.join(", ")),
            verdict(total, side),
        ];
        if let Some(mv) = best_for(self, strings, side, |s| BlueRed::value(s)) {
            let after = BlueRed::value(&self.apply(strings, &mv, side));
            lines.push(format!(
                "the best move for {}: {} (the sum becomes {after})",
                side_words(side),
                self.format_move(&mv)
            ));
        }
        lines.join("\n")
    }

    fn sides(&self) -> Option<(&'static str, &'static str)> {
        Some(("Left (Blue)", "Right (Red)"))
    }
}

/// `bluered STRINGS`: strings of `B` (or `L`) and `R` from the ground up, comma-separated.
///
/// # Errors
/// A message for a bad string.
pub fn blue_red(rest: &[&str]) -> Result<(BlueRed, Vec<Vec<Colour>>), String> {
    let words = expect_words(rest, 1, "the strings, as in `bluered BBR,RB`")?;
    let mut strings = Vec::new();
    for part in words[0].split(',') {
        let mut string = Vec::new();
        for c in part.trim().chars() {
            string.push(match c.to_ascii_uppercase() {
                'B' | 'L' => Colour::Blue,
                'R' => Colour::Red,
                _ => return Err(format!("string {part:?}: {c:?} is not B, L or R")),
            });
        }
        if string.is_empty() || string.len() > MAX_STRING {
            return Err(format!(
                "string {part:?}: a string has 1 to {MAX_STRING} edges"
            ));
        }
        strings.push(string);
    }
    if strings.len() > MAX_STRINGS {
        return Err(format!(
            "at most {MAX_STRINGS} strings, not {}",
            strings.len()
        ));
    }
    Ok((BlueRed, strings))
}

/// Cutcake: Left (Vertical) cuts a piece's width in two, Right (Horizontal) its height.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cutcake;

/// A cut: `(piece, at)`, the piece 0-based (1-based in the notation); the cut side becomes
/// `at` and `side − at`.
pub type PieceCut = (usize, u64);

impl Cutcake {
    /// The value of a position: the sum of its pieces' values.
    pub fn value(pieces: &[(u64, u64)]) -> Dyadic {
        let total: i128 = pieces.iter().map(|&(w, h)| cutcake_value(w, h)).sum();
        Dyadic::from(total as i64)
    }
}

impl Family for Cutcake {
    /// The pieces, `(width, height)`.
    type Position = Vec<(u64, u64)>;
    type Move = PieceCut;

    fn title(&self) -> String {
        "Cutcake".to_string()
    }

    fn rules(&self) -> String {
        "pieces of cake on a grid; Left (Vertical) cuts one piece along a vertical line, \
         splitting its width, Right (Horizontal) along a horizontal line, splitting its height; \
         whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "piece P cut N (piece P's width, for Left, or height, for Right, becomes N and the rest)"
            .to_string()
    }

    fn show(&self, pieces: &Vec<(u64, u64)>) -> String {
        if pieces.is_empty() {
            return "no piece left (1x1 pieces are taken off the table)".to_string();
        }
        let parts: Vec<String> = pieces
            .iter()
            .enumerate()
            .map(|(i, (w, h))| format!("piece {}: {w}x{h}", i + 1))
            .collect();
        format!("{} (width x height)", parts.join("   "))
    }

    fn moves(&self, pieces: &Vec<(u64, u64)>, side: Side) -> Vec<PieceCut> {
        let mut moves = Vec::new();
        for (i, &(w, h)) in pieces.iter().enumerate() {
            let cut = if side == Side::Left { w } else { h };
            moves.extend((1..cut).map(|at| (i, at)));
        }
        moves
    }

    fn legal_summary(&self, pieces: &Vec<(u64, u64)>, side: Side) -> String {
        let parts: Vec<String> = pieces
            .iter()
            .enumerate()
            .filter_map(|(i, &(w, h))| {
                let cut = if side == Side::Left { w } else { h };
                match cut {
                    0 | 1 => None,
                    2 => Some(format!("piece {} cut 1", i + 1)),
                    _ => Some(format!("piece {} cut 1-{}", i + 1, cut - 1)),
                }
            })
            .collect();
        parts.join(", ")
    }

    fn apply(&self, pieces: &Vec<(u64, u64)>, &(i, at): &PieceCut, side: Side) -> Vec<(u64, u64)> {
        let mut next = pieces.clone();
        let (w, h) = pieces[i];
        if side == Side::Left {
            next[i] = (at, h);
            next.insert(i + 1, (w - at, h));
        } else {
            next[i] = (w, at);
            next.insert(i + 1, (w, h - at));
        }
        // A 1x1 piece can never be cut again: it leaves the table.
        next.retain(|&(w, h)| w > 1 || h > 1);
        next
    }

    fn format_move(&self, &(i, at): &PieceCut) -> String {
        format!("piece {} cut {at}", i + 1)
    }

    fn illegal_reason(
        &self,
        pieces: &Vec<(u64, u64)>,
        &(i, at): &PieceCut,
        side: Side,
    ) -> Option<String> {
        let Some(&(w, h)) = pieces.get(i) else {
            return Some(format!(
                "there is no piece {} ({} pieces)",
                i + 1,
                pieces.len()
            ));
        };
        let (cut, what) = match side {
            Side::Left => (w, "width"),
            Side::Right => (h, "height"),
        };
        Some(if cut < 2 {
            format!(
                "piece {}'s {what} is 1: {} cannot cut it",
                i + 1,
                side_words(side)
            )
        } else if at == 0 || at >= cut {
            format!(
                "piece {}'s {what} is {cut}: a cut leaves 1 to {} and the rest",
                i + 1,
                cut - 1
            )
        } else {
            return None;
        })
    }

    fn parse_move(&self, text: &str) -> Option<PieceCut> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            ["piece", p, "cut", n] => {
                Some((p.parse::<usize>().ok()?.checked_sub(1)?, n.parse().ok()?))
            }
            _ => None,
        }
    }

    fn outcome(&self, pieces: &Vec<(u64, u64)>, side: Side) -> Outcome {
        number_outcome(Cutcake::value(pieces), side)
    }

    fn engine_move(
        &self,
        pieces: &Vec<(u64, u64)>,
        side: Side,
        _memo: &mut Memo<Vec<(u64, u64)>>,
    ) -> Option<PieceCut> {
        best_for(self, pieces, side, |p| Cutcake::value(p))
    }

    fn why(&self, pieces: &Vec<(u64, u64)>, side: Side) -> String {
        let values: Vec<String> = pieces
            .iter()
            .enumerate()
            .map(|(i, &(w, h))| format!("piece {} ({w}x{h}): {}", i + 1, cutcake_value(w, h)))
            .collect();
        let total = Cutcake::value(pieces);
        let mut lines = vec![
            "a piece's value (Winning Ways): with a = ⌊log2 width⌋ and b = ⌊log2 height⌋, \
             ⌊width/2^b⌋ - 1 if a > b, -(⌊height/2^a⌋ - 1) if b > a, 0 if a = b"
                .to_string(),
            format!("values: {}; sum {total}", values.join(", ")),
            verdict(total, side),
        ];
        if let Some(mv) = best_for(self, pieces, side, |p| Cutcake::value(p)) {
            let after = Cutcake::value(&self.apply(pieces, &mv, side));
            lines.push(format!(
                "the best move for {}: {} (the sum becomes {after})",
                side_words(side),
                self.format_move(&mv)
            ));
        }
        lines.join("\n")
    }

    fn sides(&self) -> Option<(&'static str, &'static str)> {
        Some(("Left (Vertical)", "Right (Horizontal)"))
    }
}

/// `cutcake WxH,…`.
///
/// # Errors
/// A message for a bad piece.
pub fn cutcake(rest: &[&str]) -> Result<(Cutcake, Vec<(u64, u64)>), String> {
    let words = expect_words(rest, 1, "the pieces, as in `cutcake 3x4,2x2`")?;
    let mut pieces = Vec::new();
    for part in words[0].split(',') {
        let part = part.trim();
        let side = |text: &str| {
            text.parse::<u64>()
                .ok()
                .filter(|s| (1..=MAX_SIDE).contains(s))
                .ok_or_else(|| {
                    format!("piece {part:?}: a side is a whole number from 1 to {MAX_SIDE}")
                })
        };
        let (w, h) = part
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("piece {part:?} is not written WIDTHxHEIGHT"))?;
        pieces.push((side(w)?, side(h)?));
    }
    if pieces.len() > MAX_PIECES {
        return Err(format!("at most {MAX_PIECES} pieces, not {}", pieces.len()));
    }
    Ok((Cutcake, pieces))
}

#[cfg(test)]
mod tests {
    use super::{blue_red, cutcake};
    use crate::play::{Family, Side};

    #[test]
    fn illegal_cuts_say_why() {
        let (family, strings) = blue_red(&["BB,RB"]).unwrap();
        let reason = |mv, side| family.illegal_reason(&strings, &mv, side);
        assert_eq!(
            reason((1, 0), Side::Left),
            Some("edge 1 of string 2 is Right's (Red)".into())
        );
        assert_eq!(
            reason((0, 1), Side::Right),
            Some("edge 2 of string 1 is Left's (Blue)".into())
        );
        assert_eq!(
            reason((0, 2), Side::Left),
            Some("string 1 has 2 edges left".into())
        );
        assert_eq!(
            reason((2, 0), Side::Left),
            Some("there is no string 3 (2 strings)".into())
        );
        let (family, pieces) = cutcake(&["1x3"]).unwrap();
        assert_eq!(
            family.illegal_reason(&pieces, &(0, 1), Side::Left),
            Some("piece 1's width is 1: Left cannot cut it".into())
        );
        assert_eq!(
            family.illegal_reason(&pieces, &(0, 3), Side::Right),
            Some("piece 1's height is 3: a cut leaves 1 to 2 and the rest".into())
        );
    }
}
