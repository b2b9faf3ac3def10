//! Where the comments and string literals of a Rust source text are: the only places where a
//! line is not code. The emitter needs them to turn doc comments into plain ones, to drop
//! comments (`--strip-comments`) and to re-indent lines without touching the inside of a
//! multi-line string.

use std::ops::Range;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `// ...` (also `////...`).
    LineComment,
    /// `/// ...` or `/** ... */`.
    OuterDoc,
    /// `//! ...` or `/*! ... */`.
    InnerDoc,
    /// `/* ... */`.
    BlockComment,
    /// A string, byte string, C string or char literal, raw or not.
    Literal,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lexeme {
    pub range: Range<usize>,
    pub kind: Kind,
}

impl Lexeme {
    pub fn is_comment(&self) -> bool {
        self.kind != Kind::Literal
    }
}

/// Every comment and literal of `text`, in order. Line comments end before their newline.
pub fn lex(text: &str) -> Vec<Lexeme> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied();
        if b == b'/' && next == Some(b'/') {
            let end = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            let third = bytes.get(i + 2).copied();
            let kind = match third {
                Some(b'!') => Kind::InnerDoc,
                Some(b'/') if bytes.get(i + 3) != Some(&b'/') => Kind::OuterDoc,
                _ => Kind::LineComment,
            };
            out.push(Lexeme {
                range: i..end,
                kind,
            });
            i = end;
        } else if b == b'/' && next == Some(b'*') {
            let end = block_comment_end(bytes, i);
            let kind = match (bytes.get(i + 2), bytes.get(i + 3)) {
                (Some(b'!'), _) => Kind::InnerDoc,
                (Some(b'*'), Some(&c)) if c != b'*' && c != b'/' => Kind::OuterDoc,
                _ => Kind::BlockComment,
            };
            out.push(Lexeme {
                range: i..end,
                kind,
            });
            i = end;
        } else if b == b'"' {
            let end = quoted_end(bytes, i, b'"');
            out.push(Lexeme {
                range: i..end,
                kind: Kind::Literal,
            });
            i = end;
        } else if b == b'\'' {
            match char_literal_end(text, i) {
                Some(end) => {
                    out.push(Lexeme {
                        range: i..end,
                        kind: Kind::Literal,
                    });
                    i = end;
                }
                // A lifetime or label.
                None => i += 1,
            }
        } else if is_ident_byte(b) {
            let word_end = skip_ident(bytes, i);
            let prefixed = match (&text[i..word_end], bytes.get(word_end)) {
                ("r" | "br" | "cr", Some(b'"' | b'#')) => raw_string_end(bytes, word_end - 1),
                ("b" | "c", Some(b'"')) => Some(quoted_end(bytes, word_end, b'"')),
                ("b", Some(b'\'')) => char_literal_end(text, word_end),
                _ => None,
            };
            if let Some(end) = prefixed {
                out.push(Lexeme {
                    range: i..end,
                    kind: Kind::Literal,
                });
                i = end;
            } else {
                i = word_end;
            }
        } else {
            i += 1;
        }
    }
    out
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

fn skip_ident(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && is_ident_byte(bytes[i]) {
        i += 1;
    }
    i
}

fn block_comment_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    bytes.len()
}

/// The end (after the closing quote) of a literal opened by `quote` at `start`.
fn quoted_end(bytes: &[u8], start: usize, quote: u8) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// `r"..."`, `r#"..."#`, ... starting at the `r` at `start`; `None` if it is not one.
fn raw_string_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    let mut hashes = 0;
    while bytes.get(i) == Some(&b'#') {
        hashes += 1;
        i += 1;
    }
    if bytes.get(i) != Some(&b'"') {
        return None;
    }
    i += 1;
    while i < bytes.len() {
        if bytes[i] == b'"'
            && bytes[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&b| b == b'#')
                .count()
                == hashes
        {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(bytes.len())
}

/// The end of the char literal at `start` (`'x'`, `'\n'`, `'\u{1F600}'`), or `None` for a
/// lifetime or label.
fn char_literal_end(text: &str, start: usize) -> Option<usize> {
    let rest = &text[start + 1..];
    let mut chars = rest.char_indices();
    let (_, first) = chars.next()?;
    if first == '\\' {
        let bytes = text.as_bytes();
        return Some(quoted_end(bytes, start, b'\''));
    }
    match chars.next() {
        Some((at, '\'')) => Some(start + 1 + at + 1),
        _ => None,
    }
}

/// Sorted, non-overlapping lexemes: which one (if any) contains `pos`.
pub fn containing(lexemes: &[Lexeme], pos: usize) -> Option<&Lexeme> {
    let i = lexemes.partition_point(|l| l.range.end <= pos);
    lexemes.get(i).filter(|l| l.range.start <= pos)
}

#[cfg(test)]
mod tests {
    use super::{lex, Kind};

    fn kinds(text: &str) -> Vec<(&str, Kind)> {
        lex(text)
            .into_iter()
            .map(|l| (&text[l.range], l.kind))
            .collect()
    }

    #[test]
    fn comments_and_literals() {
        let text = "/// doc\n//! inner\n//// plain\nfn f<'a>(x: &'a str) -> char { // why\n    let s = \"a // not \\\" a comment\"; /* b /* nested */ c */\n    let r = r#\"raw \" // \"#; b'x'; '\\n'; 'y' }\n/** d */ /*! e */ /**/ br\"q\" c\"z\"";
        assert_eq!(
            kinds(text),
            [
                ("/// doc", Kind::OuterDoc),
                ("//! inner", Kind::InnerDoc),
                ("//// plain", Kind::LineComment),
                ("// why", Kind::LineComment),
                ("\"a // not \\\" a comment\"", Kind::Literal),
                ("/* b /* nested */ c */", Kind::BlockComment),
                ("r#\"raw \" // \"#", Kind::Literal),
                ("b'x'", Kind::Literal),
                ("'\\n'", Kind::Literal),
                ("'y'", Kind::Literal),
                ("/** d */", Kind::OuterDoc),
                ("/*! e */", Kind::InnerDoc),
                ("/**/", Kind::BlockComment),
                ("br\"q\"", Kind::Literal),
                ("c\"z\"", Kind::Literal),
            ]
        );
    }

    #[test]
    fn identifiers_ending_in_r_or_b_are_not_prefixes() {
        assert_eq!(kinds("for x in bar; ab\"s\""), [("\"s\"", Kind::Literal)]);
        assert_eq!(kinds("r#type; 'label: loop {}"), []);
    }
}
