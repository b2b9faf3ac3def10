//! Test helpers shared by the test files (each file uses a part, hence `dead_code`): the input
//! and output of the problem, and the brief's halving recursion for a group's Grundy value.
#![allow(dead_code)]

/// The expected output for `input` (`T` cases of `N` piles), read independently of `solve`:
/// `YES` for a case where `first_wins` says the first player wins with its piles, else `NO`.
pub fn output(input: &str, mut first_wins: impl FnMut(&[u64]) -> bool) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N") as usize;
        let piles: Vec<u64> = numbers.by_ref().take(n).collect();
        assert_eq!(piles.len(), n, "truncated input");
        out.push_str(if first_wins(&piles) { "YES\n" } else { "NO\n" });
    }
    out
}

/// SG of the group `(a, b)` by the brief's recursion: 0 if both piles are odd, else one more
/// than SG of the halves rounded up. Written independently of `bzoj1228::group_grundy`.
pub fn halving(a: u64, b: u64) -> u32 {
    if a % 2 == 1 && b % 2 == 1 {
        0
    } else {
        halving((a + 1) / 2, (b + 1) / 2) + 1
    }
}
