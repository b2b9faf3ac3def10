//! The second method for the `max-*` testdata, shared by `tests/brute.rs` (which checks it
//! against the game) and `tests/max.rs`.

/// The pairing rule, on a cell array rather than a sort: walk the row from the right, pair
/// each chessman with the next one to its left (the leftmost of an odd number with the wall
/// at cell 0), and xor the numbers of free cells inside the pairs.
pub fn pairing_output(input: &str) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a position"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N");
        let positions: Vec<usize> = numbers.by_ref().take(n).collect();
        let width = positions.iter().copied().max().unwrap_or(0);
        let mut occupied = vec![false; width + 1];
        for &p in &positions {
            assert!(!occupied[p], "cell {p} twice");
            occupied[p] = true;
        }
        let (mut total, mut right_of_pair, mut free) = (0, None, 0);
        for cell in (0..=width).rev() {
            if cell > 0 && !occupied[cell] {
                free += 1;
                continue;
            }
            // A chessman, or the wall at cell 0 closing an unpaired chessman.
            match right_of_pair.take() {
                None if cell > 0 => right_of_pair = Some(cell),
                None => {}
                Some(_) => total ^= free,
            }
            free = 0;
        }
        out += if total != 0 {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        };
    }
    out
}
