//! The exit statuses every command uses, `explore play` included, and the one way an error
//! line is written.
//!
//! | status | when |
//! |---|---|
//! | 0 | success (a `--help` or `--version` included; a closed stdout is not a failure) |
//! | 1 | bad input text: an expression, board, strip, Hackenbush string or position that is malformed or past its limits; or output (stdout, an SVG file) that cannot be written |
//! | 2 | a usage error: an unknown command or option, a missing or extra operand, a bad option value, a bad code, an unknown game, a bad size |

use std::cell::RefCell;
use std::io::Write;

/// Success.
pub const OK: i32 = 0;
/// Bad input text, or output that cannot be written.
pub const BAD_INPUT: i32 = 1;
/// Output (stdout or a file) that cannot be written.
pub const IO_ERROR: i32 = 1;
/// A usage error.
pub const USAGE_ERROR: i32 = 2;

/// The most characters of one word an error line repeats: an argument of 90,000 characters is
/// echoed as its first [`MAX_ECHO`] characters and `…`.
pub const MAX_ECHO: usize = 80;

/// `message` on one line, with every word (a run without spaces) longer than [`MAX_ECHO`]
/// characters cut to its first [`MAX_ECHO`] and `…`, so that no error repeats a long argument
/// whole. A control character an argument brought in (a line break in `'5:1-2\n,2-3'`) is
/// written as Rust writes it in a string (`\n`, `\u{1b}`), a tab as a space.
pub fn shorten(message: &str) -> String {
    one_line(message)
        .split(' ')
        .map(|word| {
            if word.chars().count() > MAX_ECHO {
                let mut cut: String = word.chars().take(MAX_ECHO).collect();
                cut.push('…');
                cut
            } else {
                word.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with its control characters escaped as [`shorten`] says.
fn one_line(text: &str) -> String {
    let mut line = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\t' => line.push(' '),
            c if c.is_control() => line.extend(c.escape_default()),
            c => line.push(c),
        }
    }
    line
}

thread_local! {
    /// The stderr lines of a run inside [`capture_stderr`], instead of the process's stderr.
    static CAPTURED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// A warning kept by [`defer_warning`], not written yet.
    static PENDING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs `f` with every `error:`, `warning:` and `note:` line the commands write kept in a
/// string rather than written on the process's stderr (the web page has no stderr); `f`'s
/// result and those lines.
pub fn capture_stderr<T>(f: impl FnOnce() -> T) -> (T, String) {
    let outer = CAPTURED.with(|captured| captured.borrow_mut().replace(String::new()));
    let stale = PENDING.with(|pending| pending.borrow_mut().take());
    let result = f();
    flush_warning();
    PENDING.with(|pending| *pending.borrow_mut() = stale);
    let lines = CAPTURED.with(|captured| std::mem::replace(&mut *captured.borrow_mut(), outer));
    (result, lines.unwrap_or_default())
}

/// Writes `line` and a newline on stderr (or where [`capture_stderr`] keeps it), ignoring a
/// closed stderr.
fn stderr_line(line: &str) {
    let kept = CAPTURED.with(|captured| {
        let mut captured = captured.borrow_mut();
        if let Some(text) = captured.as_mut() {
            text.push_str(line);
            text.push('\n');
            true
        } else {
            false
        }
    });
    if !kept {
        let _ = writeln!(std::io::stderr().lock(), "{line}");
    }
}

/// Writes `error: MESSAGE` (shortened, see [`shorten`]) as one line on stderr; a closed
/// stderr is ignored (the status still tells). A warning still kept by [`defer_warning`] is
/// dropped: an error is the only line of a run that fails.
pub fn error_line(message: &str) {
    PENDING.with(|pending| pending.borrow_mut().take());
    stderr_line(&format!("error: {}", shorten(message)));
}

/// Keeps `warning: MESSAGE` to be written before the next note or warning, or with the
/// output ([`flush_warning`]); an error written first replaces it. A warning about the
/// command line is so written first, before the notes of a long run, and not at all beside
/// an error, even one at the end (an SVG file that cannot be written).
pub fn defer_warning(message: &str) {
    PENDING.with(|pending| *pending.borrow_mut() = Some(message.to_string()));
}

/// Writes the warning [`defer_warning`] kept, if any.
pub fn flush_warning() {
    if let Some(message) = PENDING.with(|pending| pending.borrow_mut().take()) {
        stderr_line(&format!("warning: {}", shorten(&message)));
    }
}

/// Writes `warning: MESSAGE` as one line on stderr (after a kept one), ignoring a closed
/// stderr.
pub fn warning_line(message: &str) {
    flush_warning();
    stderr_line(&format!("warning: {}", shorten(message)));
}

/// Writes `note: MESSAGE` (whole, but on one line as for [`shorten`]) on stderr, ignoring a
/// closed stderr.
pub fn note_line(message: &str) {
    flush_warning();
    stderr_line(&format!("note: {}", one_line(message)));
}

#[cfg(test)]
mod tests {
    use super::{
        capture_stderr, defer_warning, error_line, flush_warning, note_line, shorten, MAX_ECHO,
    };

    #[test]
    fn a_kept_warning_comes_first_and_never_beside_an_error() {
        let ((), lines) = capture_stderr(|| {
            defer_warning("w");
            note_line("n");
        });
        assert_eq!(lines, "warning: w\nnote: n\n");
        let ((), lines) = capture_stderr(|| {
            defer_warning("w");
            error_line("e");
            flush_warning();
        });
        assert_eq!(lines, "error: e\n");
        // Kept to the end of a run: written then, and not carried into the next run.
        let ((), lines) = capture_stderr(|| defer_warning("w"));
        assert_eq!(lines, "warning: w\n");
        let ((), lines) = capture_stderr(|| note_line("n"));
        assert_eq!(lines, "note: n\n");
    }

    #[test]
    fn long_words_are_cut_and_short_ones_kept() {
        let long = "-".repeat(90_000);
        let message = format!("column 1: expected a game, found '{long}'");
        let short = shorten(&message);
        assert!(short.starts_with("column 1: expected a game, found '"));
        assert!(short.ends_with('…'));
        assert_eq!(
            short.chars().count(),
            "column 1: expected a game, found ".len() + MAX_ECHO + 1
        );
        assert_eq!(shorten("a b  c"), "a b  c");
    }

    #[test]
    fn control_characters_are_escaped_onto_one_line() {
        assert_eq!(
            shorten("cannot read 5:1-2\n,2-3\r: x\ty\u{1b}[31m"),
            "cannot read 5:1-2\\n,2-3\\r: x y\\u{1b}[31m"
        );
        assert_eq!(shorten("é ✓ 江南乐"), "é ✓ 江南乐");
    }
}
