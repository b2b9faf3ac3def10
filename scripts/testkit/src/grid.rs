//! Grid geometry written plainly, independent of `gamecore::grid`.

/// The cells next to cell `v` (row-major) of an `n`×`m` grid: up, down, left, right.
pub fn grid_neighbours(v: usize, n: usize, m: usize) -> Vec<usize> {
    let (r, c) = (v / m, v % m);
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(v - m);
    }
    if r + 1 < n {
        out.push(v + m);
    }
    if c > 0 {
        out.push(v - 1);
    }
    if c + 1 < m {
        out.push(v + 1);
    }
    out
}
