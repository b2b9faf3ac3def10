//! Input, output and coin indices, shared by the brute force and the second computation (each
//! works out the game on its own).

/// One test case: `n` coins, the largest step multiple `max_q`, and which coins are tails up
/// (`tails[i]` for coin `i + 1`).
pub struct Case {
    pub n: usize,
    pub max_q: u32,
    pub tails: Vec<bool>,
}

/// The first `T` test cases of `input`, read independently of the solution (only valid inputs
/// reach this).
pub fn parse(input: &str) -> Vec<Case> {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let t = numbers.next().unwrap();
    (0..t)
        .map(|_| {
            let n = numbers.next().unwrap() as usize;
            let max_q = u32::try_from(numbers.next().unwrap()).unwrap();
            let tails = numbers.by_ref().take(n).map(|coin| coin == 0).collect();
            Case { n, max_q, tails }
        })
        .collect()
}

/// The output: `win` for each case the first player wins, `lose` for each other.
pub fn output(first_wins: impl IntoIterator<Item = bool>) -> String {
    first_wins
        .into_iter()
        .map(|wins| if wins { "win\n" } else { "lose\n" })
        .collect()
}

/// Coin `x` as `(c, a, b)` with `x = c·2^a·3^b` and `c` prime to 6.
pub fn decompose(x: usize) -> (usize, u32, u32) {
    let (mut c, mut a, mut b) = (x, 0, 0);
    while c % 2 == 0 {
        c /= 2;
        a += 1;
    }
    while c % 3 == 0 {
        c /= 3;
        b += 1;
    }
    (c, a, b)
}
