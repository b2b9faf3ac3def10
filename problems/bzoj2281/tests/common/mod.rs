//! The input space, shared by the brute force and the second method (each counts on its own).

/// The numbers `n k d` of an input, read independently of `solve`.
pub fn read_nkd(input: &str) -> (usize, usize, usize) {
    let numbers: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let [n, k, d] = numbers[..] else {
        panic!("expected n k d, found {input:?}")
    };
    (n, k, d)
}

/// Every valid `(n, k, d)` with `n <= max_n`: an even `k` from 2 to `n` and `1 <= d <= k`.
pub fn valid_inputs(max_n: usize) -> Vec<(usize, usize, usize)> {
    let mut inputs = Vec::new();
    for n in 1..=max_n {
        for k in (2..=n).step_by(2) {
            for d in 1..=k {
                inputs.push((n, k, d));
            }
        }
    }
    inputs
}
