//! Input and output of the game record, shared by the brute force and the second method (the
//! game itself is worked out separately by each).

use std::fmt::Write as _;

/// An input: the `n`×`m` board row-major (`O` white, `X` black, `.` the empty cell) and the
/// record's moves as 0-based row-major cells, Tutu's first.
pub struct Record {
    pub n: usize,
    pub m: usize,
    pub board: Vec<u8>,
    pub moves: Vec<usize>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
pub fn parse(input: &str) -> Record {
    let mut tokens = input.split_ascii_whitespace();
    let (n, m) = (number(&mut tokens), number(&mut tokens));
    let board: Vec<u8> = (0..n)
        .flat_map(|_| tokens.next().unwrap().bytes())
        .collect();
    assert_eq!(board.len(), n * m, "a row of the wrong length");
    assert!(
        board.iter().all(|b| b"OX.".contains(b)),
        "a board of O, X, ."
    );
    let k = number(&mut tokens);
    let moves = (0..2 * k)
        .map(|_| {
            let (x, y) = (number(&mut tokens), number(&mut tokens));
            (x - 1) * m + y - 1
        })
        .collect();
    Record { n, m, board, moves }
}

/// The input text for a board (as [`Record::board`]) and a record of moves, each line ended
/// by `eol`.
pub fn input_text(m: usize, board: &[u8], moves: &[usize], eol: &str) -> String {
    let mut input = format!("{} {m}{eol}", board.len() / m);
    for row in board.chunks(m) {
        input.push_str(std::str::from_utf8(row).unwrap());
        input.push_str(eol);
    }
    write!(input, "{}{eol}", moves.len() / 2).unwrap();
    for v in moves {
        write!(input, "{} {}{eol}", v / m + 1, v % m + 1).unwrap();
    }
    input
}

fn number(tokens: &mut std::str::SplitAsciiWhitespace<'_>) -> usize {
    tokens.next().unwrap().parse().unwrap()
}

/// The output for Tutu's mistakes in rounds `mistakes` (1-based, increasing).
pub fn mistakes_output(mistakes: &[usize]) -> String {
    let mut out = format!("{}\n", mistakes.len());
    for i in mistakes {
        writeln!(out, "{i}").unwrap();
    }
    out
}
