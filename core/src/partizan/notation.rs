//! Short partizan games written the way the literature and CGSuite write them: parsing and
//! printing.
//!
//! | text | game |
//! |---|---|
//! | `0`, `3`, `-5/8` | numbers (dyadic rationals) |
//! | `*`, `*2` | nimbers |
//! | `^`, `^^`, `^3`, `v`, `vv`, `v3` (also `↑ ⇑ ↓ ⇓`) | multiples of up (`v` is down) |
//! | `^*`, `6^*`, `73/16v9*8`, `1/2*` | number + up multiple + nimber, written together |
//! | `{1\|-1}`, `{0,*\|0}`, `{\|}`, `{2\|}` | `{ Left options \| Right options }`, commas between options |
//! | `{2\|0\|\|-1}`, `{0\|\|0\|-2}`, `{3\|\|\|2\|1\|\|0}` | nested games: the longest run of bars splits first |
//! | `+-1`, `±1`, `+-(1*)` | the switch `{x \| -x}` |
//! | `a + b`, `a - b`, `-a`, `(a)`, `a +- b` | sum, difference, negative, grouping, `a + ±b` |
//! | `+-{1,2}` (no bar inside) | `{1,2 \| -1,-2}` |
//! | `^[n]`, `v[n]`, `^<n>`, `v<n>` | `±↑^{→n}` and `±↑^n` (up-nth), see [`operations`] |
//! | `cool(G, t)`, `heat(G, T)`, `norton(G, U)`, `Tiny(X)`, `Miny(X)`, `2Tiny(2)` | CGSuite's functions; a number written against one is added |
//! | `overheat(G, s, t)`, `ordinalsum(G, H)`, `pow(G, n)`, `powto(G, n)` | CGSuite's `G.Overheat(s, t)`, `G : H`, `G.Pow(n)`, `G.PowTo(n)` (whole `n`), see [`operations`] |
//! | `domineering:..\|..`, `toads:TT.F`, … | a position `kind:spec` (see [`position`]); it ends at a space |
//!
//! `*-1` is `* - 1` (a sum): nimbers take no sign. `2^100` is `2 + ^100` ([`notes`] says so).
//! `2.5` is refused with the fraction to write (`5/2`).
//!
//! `{2|0||-1}` is `{{2|0}|-1}`: inside one pair of braces the single longest run of bars
//! separates the Left side from the Right side, and a side that still has bars is one game
//! (`{0||0,*|0}` is `{0 | {0,* | 0}}`). Two runs of the longest length at one level are
//! ambiguous and refused. The prefix operators `-` and `+-` apply to the next operand
//! (`+-1+2` is `±1 + 2`); `+` and `-` between operands are the sum and the difference.
//!
//! [`to_string`] prints the canonical form in the same notation: number, up multiple and
//! nimber run together (`0`, `*2`, `^^*`, `-3/4v*`), `+-x` for `{x | -x}`, and otherwise
//! braces whose sides with a single braced option lose those braces and get one more bar
//! (`{2|0||-1}`, `{^|*||*|||*}`), up to four bars (a deeper option keeps its braces); options
//! are separated by commas. [`parse`] reads that back:
//! `parse(to_string(g)) == g`.
//!
//! # Constraints
//! Brackets (braces and parentheses) and prefix operators nest at most [`MAX_NESTING`] (200)
//! deep; multiples of up are at most [`MAX_MULTIPLE`] (10^6) and nimbers at most `*1023` (the
//! arena's [`MAX_NIMBER`]); `^[n]` and `^<n>` take `n` at most 1000.
//!
//! # Example
//! ```
//! use gamecore::partizan::canonical::Arena;
//! use gamecore::partizan::notation::{parse, to_string};
//! let mut arena = Arena::new();
//! let g = parse(&mut arena, "{2|0||-1}").unwrap();
//! assert_eq!(to_string(&arena, g), "{2|0||-1}");
//! let sum = parse(&mut arena, "^ + ^ + *").unwrap();
//! assert_eq!(to_string(&arena, sum), "^^*");
//! let switch = parse(&mut arena, "{1|-1}").unwrap();
//! assert_eq!(to_string(&arena, switch), "+-1");
//! let e = parse(&mut arena, "{1|2|3}").unwrap_err();
//! assert_eq!(e.column(), 5);
//! assert_eq!(e.to_string(), "column 5: two runs of 1 bar at one level (write the nesting with more bars, as in {1|2||3})");
//! ```

use super::canonical::{Arena, ArenaError, GameId, MAX_NIMBER};
use super::dyadic::{Dyadic, DyadicError};
use super::operations;
use super::position;
use std::collections::HashMap;
use std::fmt;

/// The deepest nesting of brackets and prefix operators [`parse`] accepts.
pub const MAX_NESTING: usize = 200;

/// The longest run of bars [`to_string`] writes: an option that would need more keeps its
/// braces (`{0||0,v*|vv|||{…}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}`), as CGSuite prints.
const MAX_BARS: usize = 4;

/// The largest multiple of up and the largest nimber [`parse`] accepts.
pub const MAX_MULTIPLE: u64 = 1_000_000;

/// Why a text is not a game, and where: every variant names the 1-based column (in
/// characters) of the text where the problem was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Something other than what the grammar allows there.
    Unexpected {
        /// Where.
        column: usize,
        /// What was found (`"the end"` at the end of the text).
        found: String,
        /// What would have been accepted.
        expected: &'static str,
    },
    /// A number that is not a dyadic rational in range (`1/3`, `2^70`).
    BadNumber {
        /// Where the number starts.
        column: usize,
        /// Why.
        error: DyadicError,
    },
    /// A multiple of up or a nimber above [`MAX_MULTIPLE`].
    MultipleTooLarge {
        /// Where the multiple starts.
        column: usize,
    },
    /// Brackets or prefix operators nested deeper than [`MAX_NESTING`].
    TooDeep {
        /// Where the limit was passed.
        column: usize,
    },
    /// Two runs of the longest length of bars inside one pair of braces.
    AmbiguousBars {
        /// Where the second run starts.
        column: usize,
        /// The length of the runs.
        bars: usize,
    },
    /// A nimber above [`MAX_NIMBER`] (`*1023`), the arena's limit.
    NimberTooLarge {
        /// Where the nimber starts.
        column: usize,
    },
    /// A function's argument or a position that is not valid (`cool(^, -2)`,
    /// `domineering:..x`), or an unknown function name; the message says why.
    Invalid {
        /// Where the function name, the position or the offending character is.
        column: usize,
        /// Why.
        message: String,
    },
    /// The arena refused to build the value (too many forms, a number out of range).
    Arena {
        /// The operator or brace whose value could not be built.
        column: usize,
        /// Why.
        error: ArenaError,
    },
}

impl NotationError {
    /// The 1-based column (in characters) the error refers to.
    pub fn column(&self) -> usize {
        match *self {
            NotationError::Unexpected { column, .. }
            | NotationError::BadNumber { column, .. }
            | NotationError::MultipleTooLarge { column }
            | NotationError::NimberTooLarge { column }
            | NotationError::Invalid { column, .. }
            | NotationError::TooDeep { column }
            | NotationError::AmbiguousBars { column, .. }
            | NotationError::Arena { column, .. } => column,
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: ", self.column())?;
        match self {
            NotationError::Unexpected {
                found, expected, ..
            } => write!(f, "expected {expected}, found {found}"),
            NotationError::BadNumber { error, .. } => write!(f, "{error}"),
            NotationError::MultipleTooLarge { .. } => write!(
                f,
                "multiples of up are at most {MAX_MULTIPLE} (10^6)"
            ),
            NotationError::NimberTooLarge { .. } => write!(
                f,
                "a nimber is too large (at most *{MAX_NIMBER}, nimbers below 2^10)"
            ),
            NotationError::Invalid { message, .. } => f.write_str(message),
            NotationError::TooDeep { .. } => write!(
                f,
                "brackets and prefix operators nest at most {MAX_NESTING} deep"
            ),
            NotationError::AmbiguousBars { bars, .. } => write!(
                f,
                "two runs of {bars} bar{} at one level (write the nesting with more bars, as in {{1|2||3}})",
                if *bars == 1 { "" } else { "s" }
            ),
            NotationError::Arena { error, .. } => write!(f, "{error}"),
        }
    }
}

crate::impl_error!(NotationError);

/// A lexical token.
#[derive(Clone, Debug, PartialEq, Eq)]
enum TokenKind {
    /// Digits with an optional `/digits`, as written.
    Number(String),
    /// `*` or `*n`: the nimber.
    Star(u64),
    /// `^`, `^^`, `^n`, `v`, `vv`, `vn`: a signed multiple of up.
    Ups(i64),
    /// `^[n]` (positive) or `v[n]` (negative): `±↑^{→n}`.
    PowTo(i64),
    /// `^<n>` (positive) or `v<n>` (negative): `±↑^n`, up-nth.
    Pow(i64),
    /// A function name (`cool`, `heat`, `norton`, `Tiny`, `Miny`).
    Ident(String),
    /// A position `kind:spec`, as written.
    Position(String),
    Plus,
    Minus,
    PlusMinus,
    Comma,
    /// A run of `n` bars.
    Bars(usize),
    OpenBrace,
    CloseBrace,
    OpenParen,
    CloseParen,
}

#[derive(Clone, Debug)]
struct Token {
    kind: TokenKind,
    /// 1-based column of the first character.
    column: usize,
    /// 1-based column just after the last character.
    end: usize,
}

fn describe(c: char) -> String {
    format!("{c:?}")
}

/// Reads the digits starting at `chars[*i]` (possibly none) as a multiple.
fn multiple(chars: &[char], i: &mut usize, column: usize) -> Result<Option<u64>, NotationError> {
    let start = *i;
    let mut value: u64 = 0;
    while *i < chars.len() && chars[*i].is_ascii_digit() {
        value = value * 10 + u64::from(chars[*i] as u8 - b'0');
        if value > MAX_MULTIPLE {
            return Err(NotationError::MultipleTooLarge { column });
        }
        *i += 1;
    }
    Ok(if *i > start { Some(value) } else { None })
}

/// `^[n]`, `v[n]`, `^<n>` or `v<n>` from the bracket at `chars[*i]` (the arrow read, `unit`
/// its sign).
fn bracketed_uptimal(
    chars: &[char],
    i: &mut usize,
    column: usize,
    unit: i64,
) -> Result<Token, NotationError> {
    let close = if chars[*i] == '[' { ']' } else { '>' };
    let open_at = *i;
    *i += 1;
    let n = multiple(chars, i, column)?;
    let n = match (n, chars.get(*i)) {
        (Some(n), Some(&c)) if c == close && n >= 1 => n,
        _ => {
            return Err(NotationError::Unexpected {
                column: open_at + 1,
                found: describe(chars[open_at]),
                expected: "^[n], v[n], ^<n> or v<n> with a whole number n from 1",
            })
        }
    };
    if n > u64::from(operations::MAX_POWER) {
        return Err(NotationError::Invalid {
            column,
            message: format!("^[n] and ^<n> take n at most {}", operations::MAX_POWER),
        });
    }
    *i += 1;
    let signed = unit * n as i64;
    Ok(Token {
        kind: if close == ']' {
            TokenKind::PowTo(signed)
        } else {
            TokenKind::Pow(signed)
        },
        column,
        end: *i + 1,
    })
}

/// A function name, or a position `kind:spec` running to a space, the end, or a bracket it
/// did not open, from `chars[*i]`.
fn name_or_position(chars: &[char], i: &mut usize) -> TokenKind {
    let start = *i;
    while *i < chars.len() && (chars[*i].is_ascii_alphanumeric() || chars[*i] == '_') {
        *i += 1;
    }
    if chars.get(*i) != Some(&':') {
        return TokenKind::Ident(chars[start..*i].iter().collect());
    }
    *i += 1;
    let mut depth = 0usize;
    while *i < chars.len() && !chars[*i].is_whitespace() {
        match chars[*i] {
            '(' => depth += 1,
            ')' if depth == 0 => break,
            ')' => depth -= 1,
            '}' => break,
            _ => {}
        }
        *i += 1;
    }
    TokenKind::Position(chars[start..*i].iter().collect())
}

/// `*` or `*n` from the star at `chars[*i]`, within [`MAX_NIMBER`].
fn nimber(chars: &[char], i: &mut usize, column: usize) -> Result<TokenKind, NotationError> {
    *i += 1;
    let n = multiple(chars, i, column)
        .map_err(|_| NotationError::NimberTooLarge { column })?
        .unwrap_or(1);
    if n > u64::from(MAX_NIMBER) {
        return Err(NotationError::NimberTooLarge { column });
    }
    Ok(TokenKind::Star(n))
}

/// Digits with an optional `/digits` from `chars[*i]`; a decimal point is refused with the
/// fraction to write.
fn number(chars: &[char], i: &mut usize) -> Result<TokenKind, NotationError> {
    let start = *i;
    while *i < chars.len() && (chars[*i].is_ascii_digit() || chars[*i] == '/') {
        *i += 1;
    }
    if chars.get(*i) == Some(&'.') && chars.get(*i + 1).map_or(false, char::is_ascii_digit) {
        return Err(decimal_error(chars, start, *i));
    }
    Ok(TokenKind::Number(chars[start..*i].iter().collect()))
}

fn tokenize(text: &str) -> Result<Vec<Token>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        let kind = match c {
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '0'..='9' => number(&chars, &mut i)?,
            '*' => nimber(&chars, &mut i, column)?,
            '^' | 'v' | '↑' | '↓' | '⇑' | '⇓' => {
                let (unit, double) = match c {
                    '^' | '↑' => (1, false),
                    '⇑' => (1, true),
                    '⇓' => (-1, true),
                    _ => (-1, false),
                };
                let mut count: i64 = if double { 2 } else { 1 };
                i += 1;
                if !double && matches!(chars.get(i), Some('[' | '<')) {
                    tokens.push(bracketed_uptimal(&chars, &mut i, column, unit)?);
                    continue;
                }
                if !double {
                    // `^^`, `vvv`: repeated arrows count.
                    while i < chars.len() && chars[i] == c {
                        count += 1;
                        i += 1;
                    }
                }
                let digits_at = i;
                if let Some(n) = multiple(&chars, &mut i, column)? {
                    if count > 1 {
                        return Err(NotationError::Unexpected {
                            column: digits_at + 1,
                            found: describe(chars[digits_at]),
                            expected: "a single arrow before a multiple (^3, not ^^3)",
                        });
                    }
                    count = n as i64;
                }
                if count as u64 > MAX_MULTIPLE {
                    return Err(NotationError::MultipleTooLarge { column });
                }
                TokenKind::Ups(unit * count)
            }
            '+' if chars.get(i + 1) == Some(&'-') => {
                i += 2;
                TokenKind::PlusMinus
            }
            '±' => {
                i += 1;
                TokenKind::PlusMinus
            }
            '+' | '-' | ',' | '{' | '}' | '(' | ')' => {
                i += 1;
                match c {
                    '+' => TokenKind::Plus,
                    '-' => TokenKind::Minus,
                    ',' => TokenKind::Comma,
                    '{' => TokenKind::OpenBrace,
                    '}' => TokenKind::CloseBrace,
                    '(' => TokenKind::OpenParen,
                    _ => TokenKind::CloseParen,
                }
            }
            '|' => {
                let start = i;
                while i < chars.len() && chars[i] == '|' {
                    i += 1;
                }
                TokenKind::Bars(i - start)
            }
            c if c.is_ascii_alphabetic() => name_or_position(&chars, &mut i),
            _ => {
                return Err(NotationError::Unexpected {
                    column,
                    found: describe(c),
                    expected: "a game: a number, *, ^, v, {, (, - or +-",
                })
            }
        };
        tokens.push(Token {
            kind,
            column,
            end: i + 1,
        });
    }
    Ok(tokens)
}

/// A parsed expression; `column` is where its operator or first character is.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Expr {
    kind: ExprKind,
    column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum ExprKind {
    /// number + ups·↑ + *nimber
    Compact {
        number: Dyadic,
        ups: i64,
        nimber: u64,
    },
    Game {
        left: Vec<Expr>,
        right: Vec<Expr>,
    },
    /// `^[n]` / `v[n]`.
    PowTo(i64),
    /// `^<n>` / `v<n>`.
    Pow(i64),
    /// A function applied to its arguments.
    Call {
        name: String,
        args: Vec<Expr>,
    },
    /// A position `kind:spec`.
    Position(String),
    /// `+-{a,b}`: `{a,b | -a,-b}`.
    PlusMinusSet(Vec<Expr>),
    Neg(Box<Expr>),
    PlusMinus(Box<Expr>),
    Sum(Box<Expr>, Box<Expr>),
    Difference(Box<Expr>, Box<Expr>),
}

/// Dropped from an explicit stack: a long chain `1 + 1 + … + 1` is a deep tree of sums, and
/// the default drop would recurse down it.
impl Drop for Expr {
    fn drop(&mut self) {
        let placeholder = || ExprKind::Game {
            left: Vec::new(),
            right: Vec::new(),
        };
        let mut stack = vec![std::mem::replace(&mut self.kind, placeholder())];
        while let Some(kind) = stack.pop() {
            match kind {
                ExprKind::Compact { .. }
                | ExprKind::PowTo(_)
                | ExprKind::Pow(_)
                | ExprKind::Position(_) => {}
                ExprKind::Call { args: list, .. } | ExprKind::PlusMinusSet(list) => {
                    for mut e in list {
                        stack.push(std::mem::replace(&mut e.kind, placeholder()));
                    }
                }
                ExprKind::Game { left, right } => {
                    for mut e in left.into_iter().chain(right) {
                        stack.push(std::mem::replace(&mut e.kind, placeholder()));
                    }
                }
                ExprKind::Neg(mut e) | ExprKind::PlusMinus(mut e) => {
                    stack.push(std::mem::replace(&mut e.kind, placeholder()));
                }
                ExprKind::Sum(mut a, mut b) | ExprKind::Difference(mut a, mut b) => {
                    stack.push(std::mem::replace(&mut a.kind, placeholder()));
                    stack.push(std::mem::replace(&mut b.kind, placeholder()));
                }
            }
        }
    }
}

impl fmt::Display for Expr {
    /// Fully bracketed, for the parser's tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, items: &[Expr]| -> fmt::Result {
            for (i, e) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{e}")?;
            }
            Ok(())
        };
        match &self.kind {
            ExprKind::Compact {
                number,
                ups,
                nimber,
            } => write!(f, "[{number} {ups} {nimber}]"),
            ExprKind::Game { left, right } => {
                f.write_str("{")?;
                list(f, left)?;
                f.write_str("|")?;
                list(f, right)?;
                f.write_str("}")
            }
            ExprKind::PowTo(n) => write!(f, "[pow-to {n}]"),
            ExprKind::Pow(n) => write!(f, "[pow {n}]"),
            ExprKind::Call { name, args } => {
                write!(f, "{name}(")?;
                list(f, args)?;
                f.write_str(")")
            }
            ExprKind::Position(text) => write!(f, "[{text}]"),
            ExprKind::PlusMinusSet(items) => {
                f.write_str("+-{")?;
                list(f, items)?;
                f.write_str("}")
            }
            ExprKind::Neg(e) => write!(f, "-({e})"),
            ExprKind::PlusMinus(e) => write!(f, "+-({e})"),
            ExprKind::Sum(a, b) => write!(f, "({a} + {b})"),
            ExprKind::Difference(a, b) => write!(f, "({a} - {b})"),
        }
    }
}

/// Recursive descent over the tokens; the depth is counted against [`MAX_NESTING`].
struct Parser<'a> {
    tokens: &'a [Token],
    /// The column just after the text, for errors at the end.
    end_column: usize,
    depth: usize,
}

impl Parser<'_> {
    fn found(&self, at: usize, limit: usize) -> (usize, String) {
        if at < limit {
            let t = &self.tokens[at];
            (t.column, token_text(&t.kind))
        } else if limit < self.tokens.len() {
            let t = &self.tokens[limit];
            (t.column, token_text(&t.kind))
        } else {
            (self.end_column, "the end".to_string())
        }
    }

    fn unexpected(&self, at: usize, limit: usize, expected: &'static str) -> NotationError {
        let (column, found) = self.found(at, limit);
        NotationError::Unexpected {
            column,
            found,
            expected,
        }
    }

    fn enter(&mut self, column: usize) -> Result<(), NotationError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            Err(NotationError::TooDeep { column })
        } else {
            Ok(())
        }
    }

    /// The whole of `tokens[start..limit]` as one expression.
    fn expression_exactly(
        &mut self,
        start: usize,
        limit: usize,
        expected_after: &'static str,
    ) -> Result<Expr, NotationError> {
        let (e, next) = self.expression(start, limit)?;
        if next < limit {
            return Err(self.unexpected(next, limit, expected_after));
        }
        Ok(e)
    }

    /// `operand (('+' | '-' | '+-') operand)*` from `at`, not past `limit`.
    fn expression(&mut self, at: usize, limit: usize) -> Result<(Expr, usize), NotationError> {
        let (mut e, mut at) = self.operand(at, limit)?;
        while at < limit {
            let t = &self.tokens[at];
            let column = t.column;
            let make: fn(Box<Expr>, Box<Expr>) -> ExprKind = match t.kind {
                TokenKind::Plus => ExprKind::Sum,
                TokenKind::Minus => ExprKind::Difference,
                TokenKind::PlusMinus => |a, b| {
                    let column = b.column;
                    ExprKind::Sum(
                        a,
                        Box::new(Expr {
                            kind: ExprKind::PlusMinus(b),
                            column,
                        }),
                    )
                },
                _ => break,
            };
            let (right, next) = self.operand(at + 1, limit)?;
            e = Expr {
                kind: make(Box::new(e), Box::new(right)),
                column,
            };
            at = next;
        }
        Ok((e, at))
    }

    /// A prefix operator and its operand, or a primary.
    fn operand(&mut self, at: usize, limit: usize) -> Result<(Expr, usize), NotationError> {
        if at >= limit {
            return Err(self.unexpected(at, limit, "a game"));
        }
        let t = &self.tokens[at];
        let column = t.column;
        let wrap: Option<fn(Box<Expr>) -> ExprKind> = match t.kind {
            // `-1^` is −1 + ↑ (the minus belongs to the number written next to it), as printed.
            TokenKind::Minus
                if matches!(self.tokens.get(at + 1), Some(n) if at + 1 < limit
                    && n.column == t.end && matches!(n.kind, TokenKind::Number(_))) =>
            {
                let (mut e, next) = self.compact(at + 1, limit)?;
                if let ExprKind::Compact { number, .. } = &mut e.kind {
                    *number = -*number;
                }
                e.column = column;
                return Ok((e, next));
            }
            TokenKind::Minus => Some(ExprKind::Neg),
            TokenKind::PlusMinus
                if at + 1 < limit
                    && self.tokens[at + 1].kind == TokenKind::OpenBrace
                    && !self.has_top_bars(at + 1, limit)? =>
            {
                self.enter(column)?;
                let close = self.matching(at + 1, limit)?;
                let items = self.side(at + 2, close)?;
                self.depth -= 1;
                let e = Expr {
                    kind: ExprKind::PlusMinusSet(items),
                    column,
                };
                return Ok((e, close + 1));
            }
            TokenKind::PlusMinus => Some(ExprKind::PlusMinus),
            TokenKind::Plus => None,
            _ => return self.primary(at, limit),
        };
        self.enter(column)?;
        let (inner, next) = self.operand(at + 1, limit)?;
        self.depth -= 1;
        let e = match wrap {
            Some(wrap) => Expr {
                kind: wrap(Box::new(inner)),
                column,
            },
            None => inner,
        };
        Ok((e, next))
    }

    /// A compact literal (`3/4`, `^*`, `6v3*2`), a parenthesised expression or braces.
    fn primary(&mut self, at: usize, limit: usize) -> Result<(Expr, usize), NotationError> {
        let t = &self.tokens[at];
        match t.kind {
            TokenKind::OpenParen => {
                self.enter(t.column)?;
                let close = self.matching(at, limit)?;
                let e = self.expression_exactly(at + 1, close, "an operator or ')'")?;
                self.depth -= 1;
                Ok((e, close + 1))
            }
            TokenKind::OpenBrace => {
                self.enter(t.column)?;
                let close = self.matching(at, limit)?;
                let e = self.braces(at + 1, close, t.column)?;
                self.depth -= 1;
                Ok((e, close + 1))
            }
            TokenKind::Number(_) => {
                let (number, next) = self.compact(at, limit)?;
                // `2Tiny(2)`, `1^[2]`: a number written against a function or an uptimal is
                // added to it.
                let adjacent = next < limit
                    && next > at
                    && self.tokens[next].column == self.tokens[next - 1].end
                    && matches!(
                        self.tokens[next].kind,
                        TokenKind::Ident(_) | TokenKind::PowTo(_) | TokenKind::Pow(_)
                    );
                if !adjacent {
                    return Ok((number, next));
                }
                let (term, after) = self.primary(next, limit)?;
                let column = number.column;
                let e = Expr {
                    kind: ExprKind::Sum(Box::new(number), Box::new(term)),
                    column,
                };
                Ok((e, after))
            }
            TokenKind::Ups(_) | TokenKind::Star(_) => Ok(self.compact(at, limit)?),
            TokenKind::PowTo(n) | TokenKind::Pow(n) => {
                let kind = if matches!(t.kind, TokenKind::PowTo(_)) {
                    ExprKind::PowTo(n)
                } else {
                    ExprKind::Pow(n)
                };
                let atom = Expr {
                    kind,
                    column: t.column,
                };
                // `v[4]*`: a nimber written against it is added, as CGSuite prints.
                match self.tokens.get(at + 1) {
                    Some(next)
                        if at + 1 < limit
                            && next.column == t.end
                            && matches!(next.kind, TokenKind::Star(_)) =>
                    {
                        let (star, after) = self.compact(at + 1, limit)?;
                        let column = atom.column;
                        Ok((
                            Expr {
                                kind: ExprKind::Sum(Box::new(atom), Box::new(star)),
                                column,
                            },
                            after,
                        ))
                    }
                    _ => Ok((atom, at + 1)),
                }
            }
            TokenKind::Position(ref text) => Ok((
                Expr {
                    kind: ExprKind::Position(text.clone()),
                    column: t.column,
                },
                at + 1,
            )),
            TokenKind::Ident(ref name) => {
                let column = t.column;
                let name = name.clone();
                if at + 1 >= limit || self.tokens[at + 1].kind != TokenKind::OpenParen {
                    return Err(NotationError::Invalid {
                        column,
                        message: unknown_name(&name),
                    });
                }
                self.enter(column)?;
                let close = self.matching(at + 1, limit)?;
                let args = self.side(at + 2, close)?;
                self.depth -= 1;
                Ok((
                    Expr {
                        kind: ExprKind::Call { name, args },
                        column,
                    },
                    close + 1,
                ))
            }
            _ => Err(self.unexpected(at, limit, "a game: a number, *, ^, v, {, (, - or +-")),
        }
    }

    /// The number, up multiple and nimber written together from `at`, in that order.
    fn compact(&self, at: usize, limit: usize) -> Result<(Expr, usize), NotationError> {
        let column = self.tokens[at].column;
        let (mut number, mut ups, mut nimber) = (Dyadic::ZERO, 0, 0);
        let mut next = at;
        let mut stage = 0; // 0: nothing yet, 1: number read, 2: ups read, 3: nimber read
        while next < limit {
            let t = &self.tokens[next];
            if next > at && t.column != self.tokens[next - 1].end {
                break; // only adjacent parts belong together
            }
            match &t.kind {
                TokenKind::Number(text) if stage < 1 => {
                    number = text.parse().map_err(|error| NotationError::BadNumber {
                        column: t.column,
                        error,
                    })?;
                    stage = 1;
                }
                TokenKind::Ups(n) if stage < 2 => {
                    ups = *n;
                    stage = 2;
                }
                TokenKind::Star(n) if stage < 3 => {
                    nimber = *n;
                    stage = 3;
                }
                _ => break,
            }
            next += 1;
        }
        let e = Expr {
            kind: ExprKind::Compact {
                number,
                ups,
                nimber,
            },
            column,
        };
        Ok((e, next))
    }

    /// The index of the bracket closing the one at `open`, before `limit`.
    fn matching(&self, open: usize, limit: usize) -> Result<usize, NotationError> {
        let mut stack: Vec<&TokenKind> = Vec::new();
        for i in open..limit {
            let kind = &self.tokens[i].kind;
            match kind {
                TokenKind::OpenBrace | TokenKind::OpenParen => stack.push(kind),
                TokenKind::CloseBrace | TokenKind::CloseParen => {
                    let opener = stack.pop();
                    let fits = matches!(
                        (opener, kind),
                        (Some(TokenKind::OpenBrace), TokenKind::CloseBrace)
                            | (Some(TokenKind::OpenParen), TokenKind::CloseParen)
                    );
                    if !fits {
                        let expected = match opener {
                            Some(TokenKind::OpenBrace) => "'}' to close the '{'",
                            _ => "')' to close the '('",
                        };
                        return Err(self.unexpected(i, limit, expected));
                    }
                    if stack.is_empty() {
                        return Ok(i);
                    }
                }
                _ => {}
            }
        }
        let expected = match stack.last() {
            Some(TokenKind::OpenParen) => "')' to close the '('",
            _ => "'}' to close the '{'",
        };
        Err(self.unexpected(limit, limit, expected))
    }

    /// Whether the braces opening at `open` hold a run of bars at their own level.
    fn has_top_bars(&self, open: usize, limit: usize) -> Result<bool, NotationError> {
        let close = self.matching(open, limit)?;
        let mut level = 0usize;
        for i in open + 1..close {
            match self.tokens[i].kind {
                TokenKind::OpenBrace | TokenKind::OpenParen => level += 1,
                TokenKind::CloseBrace | TokenKind::CloseParen => level -= 1,
                TokenKind::Bars(_) if level == 0 => return Ok(true),
                _ => {}
            }
        }
        Ok(false)
    }

    /// The inside of braces, `tokens[start..close]`: split at the single longest run of bars.
    fn braces(&mut self, start: usize, close: usize, column: usize) -> Result<Expr, NotationError> {
        let mut longest = 0;
        let mut split = None;
        let mut level = 0usize;
        for i in start..close {
            match self.tokens[i].kind {
                TokenKind::OpenBrace | TokenKind::OpenParen => level += 1,
                TokenKind::CloseBrace | TokenKind::CloseParen => level -= 1,
                TokenKind::Bars(n) if level == 0 => {
                    if n > longest {
                        longest = n;
                        split = Some(i);
                    } else if n == longest {
                        return Err(NotationError::AmbiguousBars {
                            column: self.tokens[i].column,
                            bars: n,
                        });
                    }
                }
                _ => {}
            }
        }
        let split = match split {
            Some(s) => s,
            None => {
                return Err(self.unexpected(close, close, "'|' between the Left and Right options"))
            }
        };
        let left = self.side(start, split)?;
        let right = self.side(split + 1, close)?;
        Ok(Expr {
            kind: ExprKind::Game { left, right },
            column,
        })
    }

    /// One side of a game: a game itself if it still has bars, else options separated by
    /// commas (possibly none).
    fn side(&mut self, start: usize, limit: usize) -> Result<Vec<Expr>, NotationError> {
        let mut level = 0usize;
        let mut commas = Vec::new();
        let mut bars = false;
        for i in start..limit {
            match self.tokens[i].kind {
                TokenKind::OpenBrace | TokenKind::OpenParen => level += 1,
                TokenKind::CloseBrace | TokenKind::CloseParen => level -= 1,
                TokenKind::Bars(_) if level == 0 => bars = true,
                TokenKind::Comma if level == 0 => commas.push(i),
                _ => {}
            }
        }
        if bars {
            let column = self.tokens[start].column;
            self.enter(column)?;
            let game = self.braces(start, limit, column)?;
            self.depth -= 1;
            return Ok(vec![game]);
        }
        if start == limit {
            return Ok(Vec::new());
        }
        let mut options = Vec::with_capacity(commas.len() + 1);
        let mut from = start;
        for to in commas.into_iter().chain(std::iter::once(limit)) {
            options.push(self.expression_exactly(from, to, "an operator, ',', '|' or '}'")?);
            from = to + 1;
        }
        Ok(options)
    }
}

fn token_text(kind: &TokenKind) -> String {
    match kind {
        TokenKind::Number(text) => format!("{text:?}"),
        TokenKind::Star(_) => "'*'".to_string(),
        TokenKind::Ups(n) | TokenKind::PowTo(n) | TokenKind::Pow(n) if *n > 0 => "'^'".to_string(),
        TokenKind::Ups(_) | TokenKind::PowTo(_) | TokenKind::Pow(_) => "'v'".to_string(),
        TokenKind::Ident(name) | TokenKind::Position(name) => format!("{name:?}"),
        TokenKind::Plus => "'+'".to_string(),
        TokenKind::Minus => "'-'".to_string(),
        TokenKind::PlusMinus => "'+-'".to_string(),
        TokenKind::Comma => "','".to_string(),
        TokenKind::Bars(_) => "'|'".to_string(),
        TokenKind::OpenBrace => "'{'".to_string(),
        TokenKind::CloseBrace => "'}'".to_string(),
        TokenKind::OpenParen => "'('".to_string(),
        TokenKind::CloseParen => "')'".to_string(),
    }
}

/// The text as an expression tree.
fn parse_expr(text: &str) -> Result<Expr, NotationError> {
    let tokens = tokenize(text)?;
    let mut parser = Parser {
        tokens: &tokens,
        end_column: text.chars().count() + 1,
        depth: 0,
    };
    parser.expression_exactly(0, tokens.len(), "an operator or the end")
}

/// The value of an expression tree; the recursion depth is the tree's nesting, at most
/// [`MAX_NESTING`] plus the length of the longest chain of binary operators, which the loop
/// below walks without recursing.
fn evaluate(arena: &mut Arena, e: &Expr) -> Result<GameId, NotationError> {
    let at = |column: usize| move |error: ArenaError| NotationError::Arena { column, error };
    match &e.kind {
        ExprKind::Compact {
            number,
            ups,
            nimber,
        } => arena
            .compact(*number, *ups, *nimber as u32)
            .map_err(at(e.column)),
        ExprKind::Game { left, right } => {
            let left = left
                .iter()
                .map(|o| evaluate(arena, o))
                .collect::<Result<Vec<GameId>, NotationError>>()?;
            let right = right
                .iter()
                .map(|o| evaluate(arena, o))
                .collect::<Result<Vec<GameId>, NotationError>>()?;
            arena.game(&left, &right).map_err(at(e.column))
        }
        ExprKind::PowTo(n) => uptimal(arena, *n, true, e.column),
        ExprKind::Pow(n) => uptimal(arena, *n, false, e.column),
        ExprKind::Call { name, args } => call(arena, name, args, e.column),
        ExprKind::Position(text) => {
            let p = position::parse_position(text).map_err(|err| NotationError::Invalid {
                column: e.column + err.column - 1,
                message: err.message,
            })?;
            p.value(arena).map_err(|err| match err {
                position::ValueError::Arena(error) => NotationError::Arena {
                    column: e.column,
                    error,
                },
                other @ position::ValueError::TooLarge => NotationError::Invalid {
                    column: e.column,
                    message: other.to_string(),
                },
            })
        }
        ExprKind::PlusMinusSet(items) => plus_minus_set(arena, items, e.column),
        ExprKind::Neg(inner) => {
            let g = evaluate(arena, inner)?;
            arena.neg(g).map_err(at(e.column))
        }
        ExprKind::PlusMinus(inner) => {
            let g = evaluate(arena, inner)?;
            let minus = arena.neg(g).map_err(at(e.column))?;
            arena.game(&[g], &[minus]).map_err(at(e.column))
        }
        ExprKind::Sum(..) | ExprKind::Difference(..) => {
            // A left-leaning chain a + b - c + …: walk down its left spine without recursing.
            let mut spine = Vec::new();
            let mut node = e;
            loop {
                match &node.kind {
                    ExprKind::Sum(a, b) => {
                        spine.push((true, &**b, node.column));
                        node = a;
                    }
                    ExprKind::Difference(a, b) => {
                        spine.push((false, &**b, node.column));
                        node = a;
                    }
                    _ => break,
                }
            }
            // The terms of number + ups + nimber form are summed apart and added last: a sum
            // is the same in any order, but adding `*n` to a game outside that family costs
            // about n^3 steps each time, so `*1023 + {1|-1} + {1|-1}` adds it once, to 0.
            let first = evaluate(arena, node)?;
            let first_is_compact = arena.as_compact(first).is_some();
            let (mut general, mut compact) = if first_is_compact {
                (arena.zero(), first)
            } else {
                (first, arena.zero())
            };
            // The operator where the first term of the other kind joins the sum: the final
            // addition is blamed on it.
            let mut joining_column = None;
            for (plus, operand, column) in spine.into_iter().rev() {
                let g = evaluate(arena, operand)?;
                let term = if plus {
                    g
                } else {
                    arena.neg(g).map_err(at(column))?
                };
                let is_compact = arena.as_compact(term).is_some();
                if is_compact != first_is_compact {
                    joining_column.get_or_insert(column);
                }
                if is_compact {
                    compact = arena.add(compact, term).map_err(at(column))?;
                } else {
                    general = arena.add(general, term).map_err(at(column))?;
                }
            }
            arena
                .add(general, compact)
                .map_err(at(joining_column.unwrap_or(e.column)))
        }
    }
}

/// `^[n]` (`to`) or `^<n>`, negated for a negative `n`.
fn uptimal(arena: &mut Arena, n: i64, to: bool, column: usize) -> Result<GameId, NotationError> {
    let at = |error: ArenaError| NotationError::Arena { column, error };
    let magnitude = u32::try_from(n.unsigned_abs()).unwrap_or(u32::MAX);
    let g = if to {
        operations::pow_to(arena, magnitude)
    } else {
        operations::pow(arena, magnitude)
    }
    .map_err(at)?;
    if n < 0 {
        arena.neg(g).map_err(at)
    } else {
        Ok(g)
    }
}

/// `+-{a,b,…}` = `{a,b,… | −a,−b,…}`.
fn plus_minus_set(
    arena: &mut Arena,
    items: &[Expr],
    column: usize,
) -> Result<GameId, NotationError> {
    let at = |error: ArenaError| NotationError::Arena { column, error };
    let left = items
        .iter()
        .map(|o| evaluate(arena, o))
        .collect::<Result<Vec<GameId>, NotationError>>()?;
    let right = left
        .iter()
        .map(|&g| arena.neg(g))
        .collect::<Result<Vec<GameId>, ArenaError>>()
        .map_err(at)?;
    arena.game(&left, &right).map_err(at)
}

/// The functions [`parse`] knows, with their arities, for messages.
const FUNCTIONS: &str = "cool(G, t), heat(G, T), norton(G, U), Tiny(X), Miny(X), \
                         overheat(G, s, t), ordinalsum(G, H), pow(G, n), powto(G, n)";

fn unknown_name(name: &str) -> String {
    format!(
        "{name:?} is not a function or a position kind (functions: {FUNCTIONS}; positions \
         kind:spec, kinds: {})",
        position::KINDS.join(", ")
    )
}

/// `2.5`: say what to write instead.
fn decimal_error(chars: &[char], start: usize, dot: usize) -> NotationError {
    let mut end = dot + 1;
    while end < chars.len() && chars[end].is_ascii_digit() {
        end += 1;
    }
    let whole: String = chars[start..dot].iter().collect();
    let fraction: String = chars[dot + 1..end].iter().collect();
    let written: String = chars[start..end].iter().collect();
    let mut message = format!("decimal fractions are not read: write {written} as a fraction");
    if !whole.contains('/') && fraction.len() <= 18 && whole.len() <= 18 {
        if let (Ok(w), Ok(f)) = (whole.parse::<u128>(), fraction.parse::<u128>()) {
            let mut den = 10u128.pow(fraction.len() as u32);
            let mut num = w * den + f;
            while num % 2 == 0 && den % 2 == 0 {
                num /= 2;
                den /= 2;
            }
            while num % 5 == 0 && den % 5 == 0 {
                num /= 5;
                den /= 5;
            }
            message = if den.is_power_of_two() {
                format!("decimal fractions are not read: write {written} as {num}/{den}")
            } else {
                format!(
                    "{written} is {num}/{den}, not a dyadic rational (a game's number has a \
                     power of 2 below the bar)"
                )
            };
        }
    }
    NotationError::Invalid {
        column: start + 1,
        message,
    }
}

/// A function call's value.
fn call(
    arena: &mut Arena,
    name: &str,
    args: &[Expr],
    column: usize,
) -> Result<GameId, NotationError> {
    let lower = name.to_ascii_lowercase();
    let arity = match lower.as_str() {
        "cool" | "heat" | "norton" | "ordinalsum" | "pow" | "powto" => 2,
        "tiny" | "miny" => 1,
        "overheat" => 3,
        _ => {
            return Err(NotationError::Invalid {
                column,
                message: unknown_name(name),
            })
        }
    };
    if args.len() != arity {
        return Err(NotationError::Invalid {
            column,
            message: format!(
                "{name} takes {arity} argument{} ({FUNCTIONS}), not {}",
                if arity == 1 { "" } else { "s" },
                args.len()
            ),
        });
    }
    let values = args
        .iter()
        .map(|a| evaluate(arena, a))
        .collect::<Result<Vec<GameId>, NotationError>>()?;
    let at = |error: ArenaError| NotationError::Arena { column, error };
    let invalid = |message: String| NotationError::Invalid { column, message };
    match lower.as_str() {
        "cool" => {
            let t = arena.as_number(values[1]).ok_or_else(|| {
                invalid("cool(G, t) takes a number t > -1 as its temperature".to_string())
            })?;
            super::temperature::try_cool(arena, values[0], t).map_err(|err| match err {
                super::temperature::CoolError::Arena(error) => at(error),
                super::temperature::CoolError::TemperatureTooLow { t } => {
                    invalid(format!("cool(G, t) takes t > -1, not {t}"))
                }
            })
        }
        "heat" => operations::heat(arena, values[0], values[1]).map_err(at),
        "norton" => operations::norton(arena, values[0], values[1])
            .map_err(at)?
            .ok_or_else(|| invalid("norton(G, U) takes U > 0".to_string())),
        "tiny" => operations::tiny(arena, values[0]).map_err(at),
        "overheat" => operations::overheat(arena, values[0], values[1], values[2]).map_err(at),
        "ordinalsum" => operations::ordinal_sum(arena, values[0], values[1]).map_err(at),
        "pow" | "powto" => {
            let least = u32::from(lower == "pow");
            let n = arena
                .as_number(values[1])
                .filter(|x| x.is_integer())
                .map(Dyadic::floor)
                .filter(|&n| n >= i64::from(least) && n <= i64::from(operations::MAX_POWER))
                .ok_or_else(|| {
                    invalid(format!(
                        "{name}(G, n) takes a whole number n from {least} to {}",
                        operations::MAX_POWER
                    ))
                })?;
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let n = n as u32;
            if lower == "powto" {
                operations::pow_to_of(arena, values[0], n).map_err(at)
            } else {
                operations::pow_of(arena, values[0], n)
                    .map_err(at)?
                    .ok_or_else(|| invalid(format!("{name}(G, n) takes G of the form {{0|H}}")))
            }
        }
        _ => operations::miny(arena, values[0]).map_err(at),
    }
}

/// What a user should know about how a text was read, one note a line: a number written
/// against `^` and digits (`2^100` is `2 + ^100`, a number plus 100 ups, not a power). Empty
/// when there is nothing to say or the text is not a game.
///
/// # Example
/// ```
/// use gamecore::partizan::notation::notes;
/// assert_eq!(notes("2^100"), ["2^100 is read as 2 + ^100 (2 plus 100 ups), not as a power"]);
/// assert!(notes("2 + ^3").is_empty());
/// ```
pub fn notes(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let tokens = match tokenize(text) {
        Ok(t) => t,
        Err(_) => return Vec::new(),
    };
    let mut out = Vec::new();
    for pair in tokens.windows(2) {
        if let (TokenKind::Number(n), TokenKind::Ups(k)) = (&pair[0].kind, &pair[1].kind) {
            let arrow = pair[1].column - 1;
            let digits = chars.get(arrow + 1).map_or(false, char::is_ascii_digit);
            if pair[0].end == pair[1].column && digits && *k > 0 {
                let written: String = chars[pair[0].column - 1..pair[1].end - 1].iter().collect();
                out.push(format!(
                    "{written} is read as {n} + ^{k} ({n} plus {k} ups), not as a power"
                ));
            }
        }
    }
    out
}

/// The notation in a few lines, for a command's help.
pub const HELP: &str = "\
numbers 0 3 -5/8 (dyadic; write 5/2, not 2.5); nimbers * *2 .. *1023; ups ^ ^^ ^3 v vv v3
written together: 6^* = 6 + ^ + *, 73/16v9*8; 2^100 is 2 + 100 ups (a note says so)
games {1|-1}, {0,*|0}, {2|0||-1} (the longest run of bars splits first)
+-1 = {1|-1}; +-{1,2} = {1,2|-1,-2}; a + b, a - b, -a, (a); *-1 is * - 1 (a sum, not *(-1))
^[n] v[n]: ^[1] = ^, ^[n] = {^[n-1]|*}; ^<n> v<n>: up-nth, ^<1> = ^, ^<n> = {0|v[n-1]*}
cool(G, t) (t a number > -1), heat(G, T), norton(G, U) (U > 0), Tiny(X) = {0||0|-X},
Miny(X) = {X|0||0}; a number written before a function is added: 2Tiny(2) = 2 + Tiny(2)
overheat(G, s, t), ordinalsum(G, H) = G : H, pow(G, n) = G.Pow(n), powto(G, n) = G.PowTo(n)
positions kind:spec (ending at a space): domineering:..|.. toads:TT.F toads_j2: elephants:
hackenbush:l(l;rl) arckayles: toppling:lre cutcake:2,3 maundy:2,3 clobber:xo|ox col:.-L
snort:.-.-. psub:1,3/2,3:6 euclid:7,3
";

/// The game a text describes, in `arena`.
///
/// # Errors
/// A [`NotationError`] naming the column where the text stops being a game, or where the
/// arena refused a value.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::{parse, to_string};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{3|1} - 2").unwrap();
/// assert_eq!(to_string(&arena, g), "+-1");
/// assert_eq!(parse(&mut arena, "^ + v").unwrap(), arena.zero());
/// let e = parse(&mut arena, "{1|2").unwrap_err();
/// assert_eq!(e.to_string(), "column 5: expected '}' to close the '{', found the end");
/// ```
///
/// # Complexity
/// O(n) for the text of n characters, plus the arena's work on the values. In a chain of
/// sums the terms of the compact family (number + ups + nimber) are added together and to
/// the rest last, where adding a large nimber costs least (`*1023 + {1|-1} + {1|-1}` adds
/// `*1023` to 0, not to `{1|-1}`); an arena's work limit ([`Arena::set_work_limit`]) applies.
pub fn parse(arena: &mut Arena, text: &str) -> Result<GameId, NotationError> {
    let e = parse_expr(text)?;
    evaluate(arena, &e)
}

/// How a game prints: its full text, for a braced form the inside without the braces and the
/// number of bars at its top level, and the key that orders options.
#[derive(Clone)]
struct Text {
    full: String,
    bare: Option<(String, usize)>,
    /// Numbers first (by value), then the other compact values, then the rest; ties by text.
    key: (u8, Dyadic),
}

/// The printing of a game and of its negative (needed to spot `{x | −x}` without the arena).
struct Printed {
    plus: Text,
    minus: Text,
}

impl Printed {
    /// `spent` plus the bytes of these texts (saturating).
    fn add_len(&self, spent: usize) -> usize {
        [&self.plus, &self.minus]
            .iter()
            .map(|t| t.full.len() + t.bare.as_ref().map_or(0, |b| b.0.len()))
            .fold(spent, usize::saturating_add)
    }
}

/// `number + ups·↑ + *nimber` run together: `0`, `-3/4`, `^^*`, `6v3*2`.
fn compact_text(number: Dyadic, ups: i64, nimber: u32) -> Text {
    let mut s = String::new();
    if number != 0 || (ups == 0 && nimber == 0) {
        s.push_str(&number.to_string());
    }
    let arrow = if ups > 0 { '^' } else { 'v' };
    match ups.unsigned_abs() {
        0 => {}
        1 => s.push(arrow),
        2 => {
            s.push(arrow);
            s.push(arrow);
        }
        n => {
            s.push(arrow);
            s.push_str(&n.to_string());
        }
    }
    match nimber {
        0 => {}
        1 => s.push('*'),
        n => {
            s.push('*');
            s.push_str(&n.to_string());
        }
    }
    let single_part =
        usize::from(number != 0) + usize::from(ups != 0) + usize::from(nimber != 0) <= 1;
    Text {
        full: s,
        bare: None,
        key: (
            if ups == 0 && nimber == 0 {
                0
            } else if single_part {
                1
            } else {
                2
            },
            number,
        ),
    }
}

/// The text of `−(number + ups·↑ + *nimber)`. The integer −2^63 has no negative in a
/// [`Dyadic`]: its negative is written by dropping the sign, and ordered as the largest
/// number.
fn negated_compact_text(number: Dyadic, ups: i64, nimber: u32) -> Text {
    if let Ok(minus) = number.checked_neg() {
        compact_text(minus, -ups, nimber)
    } else {
        let mut text = compact_text(number, -ups, nimber);
        text.full = text.full.trim_start_matches('-').to_string();
        text.key.1 = Dyadic::integer(i64::MAX);
        text
    }
}

/// The canonical form of `g` in CGSuite's notation (see the module documentation).
///
/// Options are listed numbers first (increasing), then the other number + up + nimber
/// values, then the rest, each group in text order, so that the text depends on the value
/// only.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::dyadic::Dyadic;
/// use gamecore::partizan::notation::to_string;
/// let mut arena = Arena::new();
/// let up_star = arena.compact(Dyadic::integer(6), 1, 1).unwrap();
/// assert_eq!(to_string(&arena, up_star), "6^*");
/// let zero = arena.zero();
/// let star = arena.star();
/// let g = arena.game(&[zero, star], &[zero]).unwrap(); // {0,* | 0} = ↑*
/// assert_eq!(to_string(&arena, g), "^*");
/// ```
///
/// # Complexity
/// Linear in the length of the text (which may be exponential in the birthday: shared
/// followers are printed each time). No recursion: followers are printed from an explicit
/// stack.
pub fn to_string(arena: &Arena, g: GameId) -> String {
    to_string_within(arena, g, usize::MAX).unwrap_or_default()
}

/// [`to_string`], or `None` as soon as the texts made on the way — of `g` and of its
/// followers, and of their negatives — add up to more than `budget` bytes.
///
/// A canonical form with few nodes can print as a huge text, because a follower is printed
/// every time it occurs: a sum of two dozen switches prints as gigabytes. A caller that
/// takes such games from its user bounds the memory of printing with this.
///
/// # Example
/// ```
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::{parse, to_string_within};
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{2|0||-1}").unwrap();
/// assert_eq!(to_string_within(&arena, g, 1000).as_deref(), Some("{2|0||-1}"));
/// let many = parse(&mut arena, "{1|-1}+{2|-2}+{3|-3}+{4|-4}+{5|-5}+{6|-6}").unwrap();
/// assert_eq!(to_string_within(&arena, many, 1000), None);
/// ```
///
/// # Complexity
/// Time and space linear in the bytes printed, at most about `budget`.
pub fn to_string_within(arena: &Arena, g: GameId, budget: usize) -> Option<String> {
    let mut spent = 0usize;
    let mut done: HashMap<GameId, Printed> = HashMap::new();
    let mut stack = vec![(g, false)];
    while let Some((h, children_done)) = stack.pop() {
        if done.contains_key(&h) {
            continue;
        }
        if let Some((number, ups, nimber)) = arena.as_compact(h) {
            let printed = Printed {
                plus: compact_text(number, ups, nimber),
                minus: negated_compact_text(number, ups, nimber),
            };
            spent = printed.add_len(spent);
            if spent > budget {
                return None;
            }
            done.insert(h, printed);
            continue;
        }
        // A form outside the compact family always has its options stored.
        let (left, right) = match arena.stored_options(h) {
            Some((l, r)) => (l.to_vec(), r.to_vec()),
            None => (Vec::new(), Vec::new()),
        };
        if !children_done {
            stack.push((h, true));
            for &o in left.iter().chain(&right) {
                if !done.contains_key(&o) {
                    stack.push((o, false));
                }
            }
            continue;
        }
        let pair = |o: &GameId| (&done[o].plus, &done[o].minus);
        let swapped = |o: &GameId| (&done[o].minus, &done[o].plus);
        let l: Vec<(&Text, &Text)> = left.iter().map(pair).collect();
        let r: Vec<(&Text, &Text)> = right.iter().map(pair).collect();
        let plus = print_game(l, r);
        let l: Vec<(&Text, &Text)> = right.iter().map(swapped).collect();
        let r: Vec<(&Text, &Text)> = left.iter().map(swapped).collect();
        let minus = print_game(l, r);
        let printed = Printed { plus, minus };
        spent = printed.add_len(spent);
        if spent > budget {
            return None;
        }
        done.insert(h, printed);
    }
    done.remove(&g).map(|p| p.plus.full)
}

/// `{left | right}` from the options' texts, each given with the text of its negative.
fn print_game(mut left: Vec<(&Text, &Text)>, mut right: Vec<(&Text, &Text)>) -> Text {
    let order =
        |a: &(&Text, &Text), b: &(&Text, &Text)| (a.0.key, &a.0.full).cmp(&(b.0.key, &b.0.full));
    left.sort_by(order);
    right.sort_by(order);
    // ±x: one option each side, the right one the negative of the left one.
    if let (&[(x, minus_x)], &[(y, _)]) = (&left[..], &right[..]) {
        if y.full == minus_x.full {
            let plain = x.bare.is_some() || x.key.0 < 2;
            let full = if plain {
                format!("+-{}", x.full)
            } else {
                format!("+-({})", x.full)
            };
            return Text {
                full,
                bare: None,
                key: (3, Dyadic::ZERO),
            };
        }
    }
    let side = |options: &[(&Text, &Text)]| -> (String, usize) {
        if let [(only, _)] = options {
            match &only.bare {
                // As CGSuite does: at most four bars in a row; deeper options keep braces.
                Some((text, bars)) if *bars < MAX_BARS => return (text.clone(), *bars),
                _ => {}
            }
        }
        let texts: Vec<&str> = options.iter().map(|o| o.0.full.as_str()).collect();
        (texts.join(","), 0)
    };
    let (l, lb) = side(&left);
    let (r, rb) = side(&right);
    let bars = lb.max(rb) + 1;
    let inside = format!("{l}{}{r}", "|".repeat(bars));
    Text {
        full: format!("{{{inside}}}"),
        bare: Some((inside, bars)),
        key: (3, Dyadic::ZERO),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    fn tree(text: &str) -> String {
        match parse_expr(text) {
            Ok(e) => e.to_string(),
            Err(e) => format!("error: {e}"),
        }
    }

    #[rstest]
    #[case("0", "[0 0 0]")]
    #[case("  3/4 ", "[3/4 0 0]")]
    #[case("-5/8", "[-5/8 0 0]")]
    #[case("- 5/8", "-([5/8 0 0])")]
    #[case("*", "[0 0 1]")]
    #[case("*12", "[0 0 12]")]
    #[case("^", "[0 1 0]")]
    #[case("^^*", "[0 2 1]")]
    #[case("⇑*", "[0 2 1]")]
    #[case("↓", "[0 -1 0]")]
    #[case("v3*2", "[0 -3 2]")]
    #[case("vvv", "[0 -3 0]")]
    #[case("73/16v9*8", "[73/16 -9 8]")]
    #[case("-1^", "[-1 1 0]")]
    #[case("-(1^)", "-([1 1 0])")]
    #[case("2-1^", "([2 0 0] - [1 1 0])")]
    #[case("1 + 2 - 3", "(([1 0 0] + [2 0 0]) - [3 0 0])")]
    #[case("+-1", "+-([1 0 0])")]
    #[case("±1+2", "(+-([1 0 0]) + [2 0 0])")]
    #[case("3+-1", "([3 0 0] + +-([1 0 0]))")]
    #[case("3 + -1", "([3 0 0] + [-1 0 0])")]
    #[case("{|}", "{|}")]
    #[case("{2|}", "{[2 0 0]|}")]
    #[case("{0,*|0}", "{[0 0 0],[0 0 1]|[0 0 0]}")]
    #[case("{2|0||-1}", "{{[2 0 0]|[0 0 0]}|[-1 0 0]}")]
    #[case("{0||0|-2}", "{[0 0 0]|{[0 0 0]|[-2 0 0]}}")]
    #[case("{0||0,*|0}", "{[0 0 0]|{[0 0 0],[0 0 1]|[0 0 0]}}")]
    #[case("{3|||2|1||0}", "{[3 0 0]|{{[2 0 0]|[1 0 0]}|[0 0 0]}}")]
    #[case(
        "{1,{1,+-1|-1}|-1}",
        "{[1 0 0],{[1 0 0],+-([1 0 0])|[-1 0 0]}|[-1 0 0]}"
    )]
    #[case("{(1|2)|0}", "error: column 4: expected an operator or ')', found '|'")]
    #[case("", "error: column 1: expected a game, found the end")]
    #[case("1 +", "error: column 4: expected a game, found the end")]
    #[case(
        "{1|2",
        "error: column 5: expected '}' to close the '{', found the end"
    )]
    #[case("{1|2)", "error: column 5: expected '}' to close the '{', found ')'")]
    #[case("(1", "error: column 3: expected ')' to close the '(', found the end")]
    #[case(
        "{1,2}",
        "error: column 5: expected '|' between the Left and Right options, found '}'"
    )]
    #[case("{1|2|3}", "error: column 5: two runs of 1 bar at one level (write the nesting with more bars, as in {1|2||3})")]
    #[case("{1,|2}", "error: column 4: expected a game, found '|'")]
    #[case(
        "{1 2|3}",
        "error: column 4: expected an operator, ',', '|' or '}', found \"2\""
    )]
    #[case("1 *", "error: column 3: expected an operator or the end, found '*'")]
    #[case("*^", "error: column 2: expected an operator or the end, found '^'")]
    #[case(
        "^^3",
        "error: column 3: expected a single arrow before a multiple (^3, not ^^3), found '3'"
    )]
    #[case(
        "1/3",
        "error: column 1: \"1/3\" is not a dyadic number: the denominator is not a power of two"
    )]
    #[case(
        "x",
        "error: column 1: \"x\" is not a function or a position kind (functions: cool(G, t), \
         heat(G, T), norton(G, U), Tiny(X), Miny(X), overheat(G, s, t), ordinalsum(G, H), \
         pow(G, n), powto(G, n); positions kind:spec, kinds: domineering, \
         toads, toads_j2, elephants, hackenbush, arckayles, toppling, cutcake, maundy, clobber, \
         col, snort, psub, euclid)"
    )]
    #[case(
        "?",
        "error: column 1: expected a game: a number, *, ^, v, {, (, - or +-, found '?'"
    )]
    #[case(
        "*1000001",
        "error: column 1: a nimber is too large (at most *1023, nimbers below 2^10)"
    )]
    #[case(
        "^1000001",
        "error: column 1: multiples of up are at most 1000000 (10^6)"
    )]
    #[case("1}", "error: column 2: expected an operator or the end, found '}'")]
    fn the_parser_reads_the_notation(#[case] text: &str, #[case] expected: &str) {
        assert_eq!(tree(text), expected, "{text:?}");
    }

    #[test]
    fn nesting_is_bounded_up_front() {
        let ok = format!("{}0{}", "(".repeat(MAX_NESTING), ")".repeat(MAX_NESTING));
        assert_eq!(tree(&ok), "[0 0 0]");
        let deep = format!(
            "{}0{}",
            "(".repeat(MAX_NESTING + 1),
            ")".repeat(MAX_NESTING + 1)
        );
        assert_eq!(
            tree(&deep),
            format!(
                "error: column {}: brackets and prefix operators nest at most 200 deep",
                MAX_NESTING + 1
            )
        );
        let minus = format!("{}1", "-".repeat(100_000));
        assert!(tree(&minus).starts_with("error: column 201: brackets"));
        let braces = format!("{}{}", "{|".repeat(100_000), "}".repeat(100_000));
        assert!(
            tree(&braces).starts_with("error: column 401: brackets"),
            "{}",
            &tree(&braces)[..80]
        );
        // A long flat sum is no nesting: fine at any length.
        let sum = vec!["1"; 100_000].join("+");
        let mut arena = Arena::new();
        let g = parse(&mut arena, &sum).unwrap();
        assert_eq!(to_string(&arena, g), "100000");
    }

    /// Spellings in and the canonical spelling out. The outputs of the CGSuite rows are
    /// CGSuite's own (its test suite: `{0|*||*|||*||||*}` prints `{^|*||*|||*}`, `6+^*`
    /// prints `6^*`, the cooled and overheated forms of `{3||2*|1*}`).
    #[rstest]
    #[case("0", "0")]
    #[case("{|}", "0")]
    #[case("{0|0}", "*")]
    #[case("*2", "*2")]
    #[case("{0,*|0,*}", "*2")]
    #[case("{0|*}", "^")]
    #[case("{*|0}", "v")]
    #[case("{0,*|0}", "^*")]
    #[case("{0|0,*}", "v*")]
    #[case("^ + ^", "^^")]
    #[case("{0|^*}", "^^")]
    #[case("^+^+^", "^3")]
    #[case("^^ + *", "^^*")]
    #[case("v + v", "vv")]
    #[case("v3 + *2", "v3*2")]
    #[case("{0|1}", "1/2")]
    #[case("{1|0}", "{1|0}")]
    #[case("{1/2|1}", "3/4")]
    #[case("-5/8", "-5/8")]
    #[case("{-1|-1/2}", "-3/4")]
    #[case("{1|1}", "1*")]
    #[case("1 + v", "1v")]
    #[case("-1 + ^", "-1^")]
    #[case("-(1 + ^)", "-1v")]
    #[case("{1|-1}", "+-1")]
    #[case("±1", "+-1")]
    #[case("+-1/2", "+-1/2")]
    #[case("{3|1}", "{3|1}")]
    #[case("{3|1} - 2", "+-1")]
    #[case("{2|0||-1}", "{2|0||-1}")]
    #[case("{0||0|-2}", "{0||0|-2}")]
    #[case("{0|*||*|||*||||*}", "{^|*||*|||*}")]
    #[case("6+^*", "6^*")]
    #[case("73/16+v9*8", "73/16v9*8")]
    #[case("^*6", "^*6")]
    #[case("{0||0|v*}", "{0||0|v*}")]
    #[case("{3||2+*|1+*}", "{3||2*|1*}")]
    #[case("{7/2|||5/2|3/2||+-1/2}", "{7/2|||5/2|3/2||+-1/2}")]
    #[case("{1||+-(1*)|-1,{-1|-3}}", "{1||+-(1*)|-1,{-1|-3}}")]
    #[case("{1,{1,+-1|-1}|-1}", "{1,{1,+-1|-1}|-1}")]
    #[case("{0||0,v*|0,{0,v*|0,*}}", "{0||0,v*|0,{0,v*|0,*}}")]
    #[case("{0||0|vvv}", "{0||0|v3}")]
    #[case("{^^^|vv}", "{^3|vv}")]
    #[case("{1|^^^||^}", "{1|^3||^}")]
    #[case("{1|^^||^}", "{1|^^||^}")]
    #[case("9/8+*", "9/8*")]
    #[case("{5||3|1|||0||||0}", "{5||3|1|||0||||0}")]
    #[case("{0|||0||-1|-3}", "{0|||0||-1|-3}")]
    #[case(
        "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
        "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}"
    )]
    #[case(
        "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
        "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}"
    )]
    // CGSuite lists these two Right options the other way round (its order is not the text
    // order); the value is the same.
    #[case(
        "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
        "{3/2*|1/2||{-1*,{-1/2|-1*}|-5/2},{0|-3}}"
    )]
    fn canonical_spellings(#[case] text: &str, #[case] expected: &str) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        assert_eq!(to_string(&arena, g), expected, "{text:?}");
        assert_eq!(parse(&mut arena, expected).unwrap(), g, "{expected:?}");
    }

    #[test]
    fn arena_refusals_name_the_column() {
        let mut arena = Arena::new();
        let e = parse(&mut arena, "1 + ^2000000").unwrap_err();
        assert_eq!(e.column(), 5);
        assert!(matches!(e, NotationError::MultipleTooLarge { .. }), "{e}");
        let e = parse(&mut arena, "1 + ^1000000").unwrap_err();
        assert_eq!(e.column(), 5);
        assert!(matches!(e, NotationError::Arena { .. }), "{e}");
        let big = "4611686018427387904";
        let e = parse(&mut arena, &format!("{big} + {big}")).unwrap_err();
        assert_eq!(e.column(), 21, "{e}");
    }

    /// A sum chain adds its number + ups + nimber terms apart and last; the value is the
    /// left-to-right sum of the terms, checked on seeded random chains.
    #[test]
    fn sums_in_any_order_are_the_left_to_right_sum() {
        let terms = [
            "*3",
            "^*",
            "1/2",
            "-2",
            "v*5",
            "{1|-1}",
            "{0||0|-1}",
            "{2|0||-1}",
            "*",
            "{0,*|0}",
            "+-(1/2*)",
            "{1|0}",
            "3v",
        ];
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        for _ in 0..300 {
            let count = rng.gen_range(1..8);
            let mut text = String::new();
            let mut want = arena.zero();
            for i in 0..count {
                let term = terms[rng.gen_range(0..terms.len())];
                let g = parse(&mut arena, term).unwrap();
                let plus = i == 0 || rng.gen_bool(0.5);
                if i > 0 {
                    text.push_str(if plus { " + " } else { " - " });
                }
                text.push_str(term);
                want = if plus {
                    arena.add(want, g).unwrap()
                } else {
                    arena.sub(want, g).unwrap()
                };
            }
            assert_eq!(parse(&mut arena, &text).unwrap(), want, "{text}");
        }
    }

    /// The work limit is blamed on the operator where a large nimber meets a game outside
    /// the compact family, whichever comes first.
    #[test]
    fn a_sum_past_the_work_limit_names_the_joining_operator() {
        for (text, column) in [
            ("*1000 + {1|-1}", 7),
            ("{1|-1} + *1000", 8),
            ("*9 + *1000 + {1|-1} + {2|-2}", 12),
            ("{1|-1} + {2|-2} - *1000 + *9", 17),
        ] {
            let mut arena = Arena::new();
            arena.set_work_limit(1_000_000);
            let e = parse(&mut arena, text).unwrap_err();
            assert_eq!(
                e,
                NotationError::Arena {
                    column,
                    error: ArenaError::TooMuchWork { limit: 1_000_000 }
                },
                "{text}"
            );
        }
        let mut arena = Arena::new();
        arena.set_work_limit(1_000_000);
        let g = parse(&mut arena, "*1000 + {1|-1} + {1|-1}").unwrap();
        assert_eq!(to_string(&arena, g), "*1000");
    }

    /// `−2^63` is a number of the arena but has no negative in a `Dyadic`: printing a game
    /// with it (which also prints the negatives, to spot `{x | −x}`) must not panic. Found by
    /// fuzzing `explore value`.
    #[test]
    fn the_most_negative_number_prints() {
        let mut arena = Arena::new();
        let g = parse(&mut arena, "({|0}-9223372036854775807)").unwrap();
        assert_eq!(to_string(&arena, g), "-9223372036854775808");
        let h = parse(&mut arena, "{0|-9223372036854775807-1}").unwrap();
        assert_eq!(to_string(&arena, h), "{0|-9223372036854775808}");
        // (That text does not read back: the parser reads the digits 2^63 before the sign;
        // and the arena refuses its negative, as NumberOverflow.)
        assert_eq!(arena.neg(h), Err(ArenaError::NumberOverflow));
        let v = parse(&mut arena, "-9223372036854775807-1+v*").unwrap();
        assert_eq!(to_string(&arena, v), "-9223372036854775808v*");
    }

    /// Random texts over the notation's characters never panic: each is a game or an error
    /// whose column lies within the text (or just after it), and every game read prints as a
    /// text that reads back to it.
    #[test]
    fn random_texts_are_read_or_refused_with_a_column() {
        let alphabet: Vec<char> = "0123/*^v{}|,+-()±⇑ 12".chars().collect();
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut arena = Arena::new();
        let (mut read, mut refused) = (0, 0);
        for _ in 0..20_000 {
            let length = rng.gen_range(0..16);
            let text: String = (0..length)
                .map(|_| alphabet[rng.gen_range(0..alphabet.len())])
                .collect();
            match parse(&mut arena, &text) {
                Ok(g) => {
                    read += 1;
                    let printed = to_string(&arena, g);
                    assert_eq!(parse(&mut arena, &printed), Ok(g), "{text:?} -> {printed}");
                }
                Err(e) => {
                    refused += 1;
                    assert!(
                        (1..=text.chars().count() + 1).contains(&e.column()),
                        "{text:?}: {e}"
                    );
                }
            }
        }
        assert!(read > 500 && refused > 10_000, "{read} {refused}");
    }

    /// Every game born by day 2 and a seeded sample of 2000 day-3 games, and sums of pairs
    /// of them: `parse(to_string(g)) == g`, distinct games print differently, and a budget
    /// below the text's length stops `to_string_within`.
    #[test]
    fn round_trip_on_every_day_2_game_and_a_day_3_sample() {
        let mut arena = Arena::new();
        let by_day = crate::partizan::reference::arena_born_by(&mut arena, 2);
        let day2 = by_day[2].clone();
        assert_eq!(day2.len(), 22);
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut games = day2.clone();
        for _ in 0..2000 {
            let mut pick = || -> Vec<GameId> {
                day2.iter()
                    .copied()
                    .filter(|_| rng.gen_ratio(1, 6))
                    .collect()
            };
            let (l, r) = (pick(), pick());
            games.push(arena.game(&l, &r).unwrap());
        }
        for _ in 0..300 {
            let a = games[rng.gen_range(0..games.len())];
            let b = games[rng.gen_range(0..games.len())];
            games.push(arena.add(a, b).unwrap());
        }
        games.sort();
        games.dedup();
        let mut texts = HashMap::new();
        for &g in &games {
            let text = to_string(&arena, g);
            // The budget counts every text made on the way, the whole text among them.
            assert_eq!(to_string_within(&arena, g, text.len() - 1), None, "{text}");
            assert_eq!(parse(&mut arena, &text), Ok(g), "{text}");
            if let Some(other) = texts.insert(text.clone(), g) {
                panic!("{text} prints both {g:?} and {other:?}");
            }
        }
        assert!(games.len() > 700, "{}", games.len());
    }

    fn shown(text: &str) -> String {
        let mut arena = Arena::new();
        match parse(&mut arena, text) {
            Ok(g) => to_string(&arena, g),
            Err(e) => format!("error: {e}"),
        }
    }

    /// CGSuite's own test rows (CgscriptTest: Cool, Heat, PowTo, Pow; Tiny and Miny in the
    /// Domineering row) and Siegel's definitions, read through the notation.
    #[rstest]
    #[case("cool({3||2*|1*}, 1/4)", "{11/4||2|3/2}")]
    #[case("cool({3||2*|1*}, 5/8)", "{19/8|17/8}")]
    #[case("cool({3||2*|1*}, -1/2)", "{7/2|||5/2|3/2||+-1/2}")]
    #[case("cool(1/4, -1/4)", "1/4*")]
    #[case("cool(1/4, -3/8)", "{3/8|1/8}")]
    #[case("heat({3||2*|1*}, 1)", "{4|||3|1||0|-2}")]
    #[case("heat({3||2*|1*}, *)", "{3*||2|1}")]
    #[case("norton(1/2, ^)", "{^^*|v*}")]
    #[case("norton(Tiny(2), ^)", "{^^*||0|v6}")]
    #[case("Tiny(2)", "{0||0|-2}")]
    #[case("Miny(2)", "{2|0||0}")]
    #[case("2Tiny(2)", "{2||2|0}")]
    #[case("2Tiny(2) - 2", "{0||0|-2}")]
    #[case("^[1]", "^")]
    #[case("^[2]", "{^|*}")]
    #[case("v[2]", "{*|v}")]
    #[case("^<1>", "^")]
    #[case("^<2>", "{0|v*}")]
    #[case("^<3> - {0|v[2]*}", "0")]
    #[case("^[3] - ^ - ^<2> - ^<3>", "0")]
    #[case("+-{1,2}", "{1,2|-1,-2}")]
    #[case("+-{}", "0")]
    #[case("+-{1|2}", "+-3/2")]
    #[case("domineering:..|.. + ^", "{1|-1} + ^")]
    #[case("toads:T.. + toads:..F", "0")]
    #[case("toads:T.F", "*")]
    #[case("-domineering:.|.", "-1")]
    #[case("{domineering:.|. |0}", "{1|0}")]
    fn functions_uptimals_and_positions(#[case] text: &str, #[case] want: &str) {
        let mut arena = Arena::new();
        let w = parse(&mut arena, want).unwrap();
        let g = parse(&mut arena, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(to_string(&arena, g), to_string(&arena, w), "{text}");
    }

    #[rstest]
    #[case(
        "2.5",
        "error: column 1: decimal fractions are not read: write 2.5 as 5/2"
    )]
    #[case(
        "1 + 0.75",
        "error: column 5: decimal fractions are not read: write 0.75 as 3/4"
    )]
    #[case("0.1", "error: column 1: 0.1 is 1/10, not a dyadic rational (a game's number has a power of 2 below the bar)")]
    #[case(
        "*100000",
        "error: column 1: a nimber is too large (at most *1023, nimbers below 2^10)"
    )]
    #[case(
        "*18446744073709551616",
        "error: column 1: a nimber is too large (at most *1023, nimbers below 2^10)"
    )]
    #[case(
        "*1024",
        "error: column 1: a nimber is too large (at most *1023, nimbers below 2^10)"
    )]
    #[case("cool(^, -1)", "error: column 1: cool(G, t) takes t > -1, not -1")]
    #[case(
        "cool(^, *)",
        "error: column 1: cool(G, t) takes a number t > -1 as its temperature"
    )]
    #[case("norton(^, 0)", "error: column 1: norton(G, U) takes U > 0")]
    #[case("pow(+-1, 3)", "error: column 1: pow(G, n) takes G of the form {0|H}")]
    #[case(
        "PowTo(^, 1/2)",
        "error: column 1: PowTo(G, n) takes a whole number n from 0 to 1000"
    )]
    #[case(
        "2 + pow(^, 0)",
        "error: column 5: pow(G, n) takes a whole number n from 1 to 1000"
    )]
    #[case("overheat(1, 2)", "error: column 1: overheat takes 3 arguments (cool(G, t), heat(G, T), norton(G, U), Tiny(X), Miny(X), overheat(G, s, t), ordinalsum(G, H), pow(G, n), powto(G, n)), not 2")]
    #[case("1 + Tiny(1, 2)", "error: column 5: Tiny takes 1 argument (cool(G, t), heat(G, T), norton(G, U), Tiny(X), Miny(X), overheat(G, s, t), ordinalsum(G, H), pow(G, n), powto(G, n)), not 2")]
    #[case("^[0]", "error: column 2: expected ^[n], v[n], ^<n> or v<n> with a whole number n from 1, found '['")]
    #[case("^<1001>", "error: column 1: ^[n] and ^<n> take n at most 1000")]
    #[case(
        "domineering:..x",
        "error: column 15: 'x' is not a cell of a Domineering board (. empty, # filled)"
    )]
    fn errors_say_what_to_write(#[case] text: &str, #[case] want: &str) {
        assert_eq!(shown(text), want);
    }

    #[test]
    fn unknown_names_list_the_functions_and_kinds() {
        let e = shown("foo(1)");
        assert!(
            e.starts_with("error: column 1: \"foo\" is not a function or a position kind"),
            "{e}"
        );
        assert!(e.contains("Tiny(X)") && e.contains("euclid"), "{e}");
        let e = shown("chess:e4");
        assert!(
            e.starts_with("error: column 1: \"chess\" is not a kind of position"),
            "{e}"
        );
    }

    #[test]
    fn a_number_against_up_digits_gets_a_note() {
        assert_eq!(
            notes("1 + 2^100"),
            ["2^100 is read as 2 + ^100 (2 plus 100 ups), not as a power"]
        );
        assert!(notes("2^").is_empty());
        assert!(notes("^3").is_empty());
        assert!(notes("2 ^3").is_empty());
        assert_eq!(shown("*-1"), shown("* - 1"));
    }
}
