//! Input and output, shared by the brute force and the second methods (each computes the
//! answers on its own).

/// An input: the smallest pile `f` that may be split, and each game's piles.
pub struct Input {
    pub f: usize,
    pub games: Vec<Vec<usize>>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
pub fn parse(input: &str) -> Input {
    let numbers: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (t, f) = (numbers[0], numbers[1]);
    let mut games = Vec::new();
    let mut at = 2;
    for _ in 0..t {
        let n = numbers[at];
        games.push(numbers[at + 1..=at + n].to_vec());
        at += n + 1;
    }
    assert_eq!(at, numbers.len(), "the whole input is read");
    Input { f, games }
}

/// The output line: `1` for each game the first player wins, `0` for each other.
pub fn output(first_wins: impl IntoIterator<Item = bool>) -> String {
    let answers: Vec<&str> = first_wins
        .into_iter()
        .map(|wins| if wins { "1" } else { "0" })
        .collect();
    answers.join(" ") + "\n"
}
