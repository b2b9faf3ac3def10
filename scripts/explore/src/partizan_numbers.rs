//! Partizan views: a Blue-Red Hackenbush string's value with the working shown, and the value
//! tables of Cutcake and Maundy Cake (signed integers: positive is Left's), as text, TSV or an
//! SVG heat map in two colours. Tables are computed from the rules by the simplicity rule, then
//! compared cell by cell with gamecore's closed forms.

use gamecore::partizan::big::BigDyadic;
use gamecore::partizan::blue_red::{string_value_big, Colour};
use gamecore::partizan::cutcake::{cutcake_value, maundy_value};
use gamecore::partizan::dyadic::{simplest_between, Dyadic};
use gamecore::partizan::Outcome;
use std::fmt::Write as _;

/// The longest string `explore hackenbush` accepts.
pub const MAX_STRING: usize = 100_000;
/// Edges listed one per line before the working is summarised.
const LISTED_EDGES: usize = 40;

/// The letters of a string: `B` or `L` for a Blue edge (Left's), `R` for a Red edge (Right's).
///
/// # Errors
/// A message naming the first other character, or an empty or too long string.
pub fn parse_string(text: &str) -> Result<Vec<Colour>, String> {
    if text.is_empty() {
        return Err("a Hackenbush string needs at least one edge, like BBRB".to_string());
    }
    let length = text.chars().count();
    if length > MAX_STRING {
        return Err(format!(
            "a Hackenbush string of {length} edges is too long (at most {MAX_STRING})"
        ));
    }
    text.chars()
        .enumerate()
        .map(|(i, c)| match c {
            'B' | 'b' | 'L' | 'l' => Ok(Colour::Blue),
            'R' | 'r' => Ok(Colour::Red),
            _ => Err(format!(
                "edge {}: {c:?} is not an edge colour (B or L for Blue, Left's; R for Red, \
                 Right's)",
                i + 1
            )),
        })
        .collect()
}

fn letter(colour: Colour) -> char {
    if colour == Colour::Blue {
        'B'
    } else {
        'R'
    }
}

fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Left => "positive: Left (Blue) wins whoever starts",
        Outcome::Right => "negative: Right (Red) wins whoever starts",
        Outcome::Previous => "zero: the player to move loses",
        Outcome::Next => "a first-player win (never a number)",
    }
}

/// `explore hackenbush STRING`: the value of a stalk by Berlekamp's rule, each term shown.
///
/// # Errors
/// As [`parse_string`].
pub fn hackenbush(text: &str) -> Result<String, String> {
    let stalk = parse_string(text)?;
    let shown: String = stalk.iter().map(|&c| letter(c)).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Blue-Red Hackenbush string {} ({} edges from the ground up; B = Blue, Left's; R = Red, \
         Right's)",
        if stalk.len() <= 80 {
            shown.clone()
        } else {
            format!("{}…", &shown[..80])
        },
        stalk.len()
    );
    let first = stalk[0];
    let run = stalk.iter().take_while(|&&c| c == first).count();
    let sign = |c: Colour| if c == Colour::Blue { '+' } else { '-' };
    let edges = if run == 1 {
        "edge 1".to_string()
    } else {
        format!("edges 1-{run}")
    };
    let _ = writeln!(
        out,
        "  {edges:<14} {:<6} {}{run:<12} the first run: {} per edge",
        &shown[..run.min(6)],
        sign(first),
        if first == Colour::Blue { "+1" } else { "-1" }
    );
    for (j, &colour) in stalk[run..].iter().enumerate().take(LISTED_EDGES) {
        let term = if j + 1 < 63 {
            format!("{}1/{}", sign(colour), 1u64 << (j + 1))
        } else {
            format!("{}1/2^{}", sign(colour), j + 1)
        };
        let note = if j == 0 {
            "after the first change of colour, edge j of the rest is worth 1/2^j"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {:<14} {:<6} {term:<13} {note}",
            format!("edge {}", run + j + 1),
            letter(colour)
        );
    }
    let rest = stalk.len() - run;
    if rest > LISTED_EDGES {
        let _ = writeln!(
            out,
            "  … {} more edges, down to ±1/2^{rest}",
            rest - LISTED_EDGES
        );
    }
    let value = string_value_big(&stalk);
    // A decimal approximation from the terms themselves (f64 keeps about 16 digits).
    let approximation = stalk[run..].iter().enumerate().take(80).fold(
        run as f64 * if first == Colour::Blue { 1.0 } else { -1.0 },
        |sum, (j, &c)| {
            let term = 0.5f64.powi(j as i32 + 1);
            if c == Colour::Blue {
                sum + term
            } else {
                sum - term
            }
        },
    );
    let _ = writeln!(out, "value {}", describe(&value, approximation));
    let _ = writeln!(out, "{}", verdict(value.outcome()));
    Ok(out
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
        + "\n")
}

/// A value as a fraction, with a decimal approximation when it is not an integer (a long
/// fraction is shortened to its size).
fn describe(value: &BigDyadic, approximation: f64) -> String {
    if value.is_integer() {
        return value.to_string();
    }
    let text = value.to_string();
    if text.len() <= 200 {
        format!("{text} ≈ {approximation:.6}")
    } else {
        format!(
            "≈ {approximation:.6}, a fraction over 2^{} ({} characters in full)",
            value.exponent(),
            text.len()
        )
    }
}

/// A partizan table of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableGame {
    /// Cutcake: Left's cuts split the width into any two parts, Right's the height.
    Cutcake,
    /// Maundy Cake: Left cuts the width into k >= 2 equal parts, Right the height.
    Maundy,
}

/// The largest side of a partizan table.
pub const MAX_SIDE: usize = 512;

impl TableGame {
    /// The game named `name`, if it is a partizan table.
    pub fn parse(name: &str) -> Option<TableGame> {
        match name {
            "cutcake" => Some(TableGame::Cutcake),
            "maundy" => Some(TableGame::Maundy),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            TableGame::Cutcake => "cutcake",
            TableGame::Maundy => "maundy",
        }
    }

    /// Left's cuts of a side `s` as the pieces they leave: (count, size) pairs per cut.
    fn cuts(self, s: usize) -> Vec<[(usize, usize); 2]> {
        match self {
            TableGame::Cutcake => (1..s).map(|r| [(1, r), (1, s - r)]).collect(),
            TableGame::Maundy => (2..=s)
                .filter(|&k| s.is_multiple_of(k))
                .map(|k| [(k, s / k), (0, 0)])
                .collect(),
        }
    }

    fn closed_form(self, width: usize, height: usize) -> i128 {
        match self {
            TableGame::Cutcake => cutcake_value(width as u64, height as u64),
            TableGame::Maundy => maundy_value(width as u64, height as u64),
        }
    }
}

/// Values of a partizan table, row `w` (width, Left's side) by column `h` (height, Right's
/// side), both from 1.
pub struct Table {
    game: TableGame,
    rows: usize,
    columns: usize,
    values: Vec<i64>,
    /// Cells where the closed form differs from the rules (none, if the theory holds).
    disagreements: Vec<(usize, usize)>,
}

/// Computes `rows × columns` values from the rules: each piece `{L | R}` by the simplicity
/// rule over its cuts, a cut being worth the sum of the pieces it leaves.
pub fn table(game: TableGame, rows: usize, columns: usize) -> Table {
    let side = rows.max(columns);
    let mut value = vec![vec![Dyadic::ZERO; side + 1]; side + 1];
    let worth = |pieces: &[(usize, usize); 2], piece: &dyn Fn(usize) -> Dyadic| {
        pieces.iter().fold(Dyadic::ZERO, |sum, &(count, size)| {
            if count == 0 {
                sum
            } else {
                sum + times(count, piece(size))
            }
        })
    };
    for w in 1..=side {
        for h in 1..=side {
            let best_left = game
                .cuts(w)
                .iter()
                .map(|pieces| worth(pieces, &|size| value[size][h]))
                .max();
            let best_right = game
                .cuts(h)
                .iter()
                .map(|pieces| worth(pieces, &|size| value[w][size]))
                .min();
            value[w][h] = simplest_between(best_left, best_right)
                .expect("every cutting-cake piece is a number");
        }
    }
    let mut values = Vec::with_capacity(rows * columns);
    let mut disagreements = Vec::new();
    for w in 1..=rows {
        for h in 1..=columns {
            let v = value[w][h];
            let integer = if v.is_integer() {
                v.numerator()
            } else {
                i64::MIN
            };
            if i128::from(integer) != game.closed_form(w, h) {
                disagreements.push((w, h));
            }
            values.push(integer);
        }
    }
    Table {
        game,
        rows,
        columns,
        values,
        disagreements,
    }
}

/// `count · x`, exact (the tables' values are small integers).
fn times(count: usize, x: Dyadic) -> Dyadic {
    if count == 1 {
        return x;
    }
    let numerator = x
        .numerator()
        .checked_mul(count as i64)
        .expect("table values are small");
    Dyadic::new(numerator, x.exponent()).expect("a multiple keeps the denominator")
}

fn paint(text: &str, value: i64, colour: bool) -> String {
    if !colour || value == 0 {
        return if colour && value == 0 {
            format!("\x1b[1m{text}\x1b[0m")
        } else {
            text.to_string()
        };
    }
    let code = if value > 0 { 33 } else { 160 };
    format!("\x1b[38;5;{code}m{text}\x1b[0m")
}

impl Table {
    fn title(&self) -> String {
        let rule = match self.game {
            TableGame::Cutcake => "cuts split a side into any two parts",
            TableGame::Maundy => "cuts split a side into k >= 2 equal parts",
        };
        format!(
            "{}: value of a w × h piece for w from 1 to {} (rows; Left cuts the width) and \
             h from 1 to {} (columns; Right cuts the height); {rule}",
            self.game.name(),
            self.rows,
            self.columns
        )
    }

    /// The aligned text table (blue positive, red negative, bold zero when `colour`).
    pub fn text(&self, colour: bool) -> String {
        let mut out = self.title();
        out.push('\n');
        let cell = self
            .values
            .iter()
            .map(|v| v.to_string().len())
            .chain([self.columns.to_string().len()])
            .max()
            .unwrap_or(1);
        let margin = "w\\h".len().max(self.rows.to_string().len());
        let _ = write!(out, "{:>margin$}", "w\\h");
        for h in 1..=self.columns {
            let _ = write!(out, " {h:>cell$}");
        }
        out.push('\n');
        for (r, row) in self.values.chunks(self.columns).enumerate() {
            let _ = write!(out, "{:>margin$}", r + 1);
            for &value in row {
                let _ = write!(out, " {}", paint(&format!("{value:>cell$}"), value, colour));
            }
            out.push('\n');
        }
        let count = |f: fn(&i64) -> bool| self.values.iter().filter(|v| f(v)).count();
        let _ = writeln!(
            out,
            "\npositive (Left wins) at {} cells, negative (Right wins) at {}, zero (the player \
             to move loses) at {} of {}",
            count(|&v| v > 0),
            count(|&v| v < 0),
            count(|&v| v == 0),
            self.values.len()
        );
        out.push_str(&self.check_line());
        out
    }

    fn check_line(&self) -> String {
        match self.disagreements.first() {
            None => format!(
                "the closed form (gamecore::partizan::cutcake::{}_value) agrees at every cell\n",
                self.game.name()
            ),
            Some((w, h)) => format!(
                "the closed form DISAGREES at {} cells, first at {w} × {h}\n",
                self.disagreements.len()
            ),
        }
    }

    /// The grid as tab-separated values, one row per line.
    pub fn tsv(&self) -> String {
        let mut out = String::new();
        for row in self.values.chunks(self.columns) {
            let line: Vec<String> = row.iter().map(ToString::to_string).collect();
            out.push_str(&line.join("\t"));
            out.push('\n');
        }
        out
    }

    /// An SVG heat map: blue for Left's values, red for Right's, white for zero, deeper for
    /// larger sizes; every cell carries its value as a tooltip when there are few.
    pub fn svg(&self) -> String {
        let size = if self.values.len() <= 1024 { 18 } else { 8 };
        let (left, top) = (40, 50);
        let width = left + self.columns * size + 10;
        let height = top + self.rows * size + 30;
        let largest = self
            .values
            .iter()
            .map(|v| v.unsigned_abs())
            .max()
            .unwrap_or(0)
            .max(1);
        let mut body = String::new();
        let step = if size >= 14 { 1 } else { 5 };
        for h in (1..=self.columns).step_by(step) {
            let _ = writeln!(
                body,
                "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\">{h}</text>",
                left + (h - 1) * size + size / 2,
                top - 6
            );
        }
        for (r, row) in self.values.chunks(self.columns).enumerate() {
            let y = top + r * size;
            if r % step == 0 {
                let _ = writeln!(
                    body,
                    "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"end\">{}</text>",
                    left - 4,
                    y + size - 4,
                    r + 1
                );
            }
            for (c, &value) in row.iter().enumerate() {
                // Intensity by |value| on a square-root scale, so small values still show.
                let t = (value.unsigned_abs() as f64 / largest as f64).sqrt();
                let fade = |full: f64| (255.0 - (255.0 - full) * (0.25 + 0.75 * t)).round() as u8;
                let fill = match value.signum() {
                    1 => format!("#{:02x}{:02x}{:02x}", fade(33.0), fade(102.0), fade(172.0)),
                    -1 => format!("#{:02x}{:02x}{:02x}", fade(178.0), fade(24.0), fade(43.0)),
                    _ => "#f7f7f7".to_string(),
                };
                let tip = if self.values.len() <= 4096 {
                    format!("<title>{} × {}: {value}</title>", r + 1, c + 1)
                } else {
                    String::new()
                };
                let _ = writeln!(
                    body,
                    "<rect class=\"cell\" x=\"{}\" y=\"{y}\" width=\"{size}\" height=\"{size}\" \
                     fill=\"{fill}\">{tip}</rect>",
                    left + c * size
                );
            }
        }
        let title = self
            .title()
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             font-family=\"sans-serif\">\n<text x=\"8\" y=\"18\" font-size=\"12\">{title}</text>\n\
             <text x=\"8\" y=\"34\" font-size=\"11\">blue: Left wins (largest {largest}); red: \
             Right wins; white: zero</text>\n{body}</svg>\n"
        )
    }
}
