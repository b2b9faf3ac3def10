//! The one error type of the library and of every problem's `solve`: a message and its line.
//!
//! An error says what was wrong and where in the input it applies.
//!
//! Every core error type (a cycle, a vertex out of range, a zero subtraction value, …) converts
//! into [`Error`] with `From`, so `?` works in `solve`; the scanner's errors carry their line
//! (and column, for grids) already, and [`Error::or_at_line`] gives a position to an error that
//! came from an algorithm and so had none.

use std::fmt;

/// Malformed input, a broken promise of the statement, or a failed write: one line saying what
/// was wrong and where.
///
/// Displayed as `line L, column C: message`, `line L: message` or just `message`.
///
/// # Example
/// ```
/// use gamecore::error::Error;
/// let e = Error::at_line(18, "vertex 2001 is out of range (at most 2000)").context("edge 17");
/// assert_eq!(e.to_string(), "line 18: edge 17: vertex 2001 is out of range (at most 2000)");
/// assert_eq!(Error::at(3, 7, "unexpected 'x'").to_string(), "line 3, column 7: unexpected 'x'");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    line: Option<usize>,
    column: Option<usize>,
    message: String,
}

impl Error {
    /// An error with no input position.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            line: None,
            column: None,
            message: message.into(),
        }
    }

    /// An error at the given 1-based input line.
    pub fn at_line(line: usize, message: impl Into<String>) -> Self {
        Self {
            line: Some(line),
            ..Self::new(message)
        }
    }

    /// An error at the given 1-based line and column (columns count characters, not bytes).
    pub fn at(line: usize, column: usize, message: impl Into<String>) -> Self {
        Self {
            column: Some(column),
            ..Self::at_line(line, message)
        }
    }

    /// Prefixes the message with `context`, such as `"edge 17"`.
    #[must_use]
    pub fn context(mut self, context: impl fmt::Display) -> Self {
        self.message = format!("{context}: {}", self.message);
        self
    }

    /// Gives the error a line if it has none yet (an algorithm's error, reported at the input
    /// line that led to it).
    ///
    /// # Example
    /// ```
    /// use gamecore::error::Error;
    /// assert_eq!(Error::new("cycle").or_at_line(4).to_string(), "line 4: cycle");
    /// assert_eq!(Error::at_line(2, "x").or_at_line(4).to_string(), "line 2: x");
    /// ```
    #[must_use]
    pub fn or_at_line(mut self, line: usize) -> Self {
        if self.line.is_none() {
            self.line = Some(line);
        }
        self
    }

    /// The 1-based line the error refers to, if any.
    pub fn line(&self) -> Option<usize> {
        self.line
    }

    /// The 1-based column the error refers to, if any.
    pub fn column(&self) -> Option<usize> {
        self.column
    }

    /// The message without its position.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(line), Some(column)) => write!(f, "line {line}, column {column}: ")?,
            (Some(line), None) => write!(f, "line {line}: ")?,
            _ => {}
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The only I/O a `solve` does is writing its answer, so that is what the message names.
impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Self::new(format!("cannot write the output: {e}"))
    }
}

/// Makes each listed error type a [`std::error::Error`] and converts it into [`Error`] by its
/// `Display` text (with no input position), so `?` works in `solve`: the two impls every core
/// error type has, written once. The type's `Display` stays with it (each says its own thing).
/// A generic type is written with its parameter and bound: `impl_error!(Stuck<P: Debug>)`.
///
/// The error types that problem bundles use (`Cycle`, `ZeroMove`, `GraphError`,
/// `NotBipartite`, `HackenbushError`, `PieceError`, `StateOutOfRange`, `WeightedGameError`,
/// `DyadicError`, `TreeError`) keep the two impls written out: a bundle holds at most two of
/// them, and this definition costs a bundle about 600 bytes where a call saves about 130.
///
/// # Example
/// ```
/// use std::fmt;
/// #[derive(Debug)]
/// struct Cycle;
/// impl fmt::Display for Cycle {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         f.write_str("the game has a cycle")
///     }
/// }
/// gamecore::impl_error!(Cycle);
/// let e: gamecore::error::Error = Cycle.into();
/// assert_eq!(e.to_string(), "the game has a cycle");
/// let boxed: Box<dyn std::error::Error> = Box::new(Cycle);
/// assert_eq!(boxed.to_string(), "the game has a cycle");
/// ```
#[macro_export]
macro_rules! impl_error {
    ($($t:ident),+ $(,)?) => {$(
        impl ::std::error::Error for $t {}

        impl ::std::convert::From<$t> for $crate::error::Error {
            fn from(e: $t) -> Self {
                $crate::error::Error::new(e.to_string())
            }
        }
    )+};
    ($t:ident<$p:ident: $bound:path>) => {
        impl<$p: $bound> ::std::error::Error for $t<$p> {}

        impl<$p: $bound> ::std::convert::From<$t<$p>> for $crate::error::Error {
            fn from(e: $t<$p>) -> Self {
                $crate::error::Error::new(e.to_string())
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::Error;

    #[test]
    fn positions_and_context() {
        let e = Error::at(2, 5, "bad cell").context("row 2");
        assert_eq!((e.line(), e.column()), (Some(2), Some(5)));
        assert_eq!(e.message(), "row 2: bad cell");
        assert_eq!(e.to_string(), "line 2, column 5: row 2: bad cell");
        assert_eq!(Error::new("plain").to_string(), "plain");
    }

    #[test]
    fn io_errors_say_what_failed() {
        let io = std::io::Error::new(std::io::ErrorKind::BrokenPipe, "pipe closed");
        assert_eq!(
            Error::from(io).to_string(),
            "cannot write the output: pipe closed"
        );
    }

    #[test]
    fn is_a_std_error() {
        let boxed: Box<dyn std::error::Error> = Box::new(Error::new("x"));
        assert_eq!(boxed.to_string(), "x");
    }
}
