//! The explorer in the browser: `explore`'s own command line ([`explore::commands::run_captured`],
//! the clap parser and the commands the binary runs, rendering included) behind three plain
//! `extern "C"` exports that the page's worker (`page/worker.js`) calls on the `.wasm` built
//! for `wasm32-unknown-unknown`.
//!
//! # The boundary
//! Text crosses it as UTF-8 bytes in two buffers that live in the module's memory:
//! 1. [`input`]`(len)` makes the input buffer `len` bytes long and returns where it starts;
//!    the caller writes the request there: the arguments after `explore` and then the text
//!    of stdin, each field ended by a NUL byte except the last (stdin);
//! 2. [`run`]`()` runs it and returns the length of the answer;
//! 3. [`output`]`()` returns where the answer starts: the exit status, stdout, stderr and the
//!    SVG picture a `--svg FILE` asked for (empty when none), separated by NUL bytes.
//!
//! No `unsafe` block is needed: the buffers are `Vec`s the module owns, and the caller only
//! reads and writes their bytes. `#[no_mangle]` alone needs the `unsafe_code` allowance.
//!
//! # Example
//! ```
//! let answer = web::answer("value\0{3||2|1}\0--format\0tsv\0");
//! let fields: Vec<&str> = answer.split('\0').collect();
//! assert_eq!(fields[0], "0");
//! assert!(fields[1].starts_with("{3||2|1}\t"));
//! ```

use std::cell::RefCell;

pub mod serve;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Runs one request, as [`run`] reads it (fields ended by NUL, the last is stdin), and
/// returns the answer as [`output`] gives it: status, stdout, stderr, SVG, separated by NUL.
///
/// # Complexity
/// That of the command run (each refuses work past its limits up front).
pub fn answer(request: &str) -> String {
    let mut fields: Vec<String> = request.split('\0').map(str::to_string).collect();
    let stdin = fields.pop().unwrap_or_default();
    let captured = explore::commands::run_captured(&fields, &stdin);
    format!(
        "{}\0{}\0{}\0{}",
        captured.status,
        captured.stdout,
        captured.stderr,
        captured.svg.unwrap_or_default()
    )
}

/// Makes the input buffer `len` bytes long (zeros) and returns its start, for the caller to
/// write the request into.
#[allow(unsafe_code)] // #[no_mangle]: the export's name is the boundary (see the crate doc).
#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with(|buffer| {
        let mut buffer = buffer.borrow_mut();
        buffer.clear();
        buffer.resize(len, 0);
        buffer.as_mut_ptr()
    })
}

/// Runs the request in the input buffer (invalid UTF-8 is read lossily); the answer's length
/// in bytes.
#[allow(unsafe_code)] // #[no_mangle]: the export's name is the boundary (see the crate doc).
#[no_mangle]
pub extern "C" fn run() -> usize {
    let request = INPUT.with(|buffer| String::from_utf8_lossy(&buffer.borrow()).into_owned());
    let answer = answer(&request).into_bytes();
    let len = answer.len();
    OUTPUT.with(|buffer| *buffer.borrow_mut() = answer);
    len
}

/// The start of the last answer (valid until the next [`run`]).
#[allow(unsafe_code)] // #[no_mangle]: the export's name is the boundary (see the crate doc).
#[no_mangle]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with(|buffer| buffer.borrow().as_ptr())
}

#[cfg(test)]
mod tests {
    use super::answer;

    #[test]
    fn a_refusal_is_the_command_lines() {
        let answer = answer("octal\u{0}0.0z\0");
        let fields: Vec<&str> = answer.split('\0').collect();
        assert_eq!(fields[0], "2");
        assert_eq!(fields[1], "");
        assert!(fields[2].starts_with("error: "), "{answer}");
    }

    #[test]
    fn the_svg_comes_back_instead_of_a_file() {
        let answer = answer("value\0{3|1}\0--svg\0t.svg\0");
        let fields: Vec<&str> = answer.split('\0').collect();
        assert_eq!(fields[0], "0");
        assert!(
            fields[3].starts_with("<svg") || fields[3].starts_with("<?xml"),
            "{answer}"
        );
        assert!(!std::path::Path::new("t.svg").exists());
    }

    #[test]
    fn play_replays_the_moves_given_as_stdin() {
        let answer = answer("play\0nim\u{0}1,2\0--script\0heap 2 take 1\nheap 2 take 1\n");
        assert!(answer.contains("you win"), "{answer}");
    }
}
