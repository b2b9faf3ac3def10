//! Nim, written the way a contestant usually writes it: everything in `main`, input read with
//! proconio's `input!`. Input: `t`, then `t` games, each `n a_1 … a_n`. For each game, `Second`
//! if the player to move loses, otherwise `First i x`: a winning move that leaves `x` stones in
//! pile `i` (1-based), in the first pile where one exists.
//!
//! Bouton (1901): a position is lost for the player to move iff the xor of the piles is 0. If
//! it is `s ≠ 0`, the piles where `a_i xor s < a_i` (those with the top bit of `s` set) are
//! exactly the ones with a winning move, and the move leaves `a_i xor s` stones, making the xor 0.

use proconio::input;
use std::fmt::Write;

fn main() {
    input! {
        t: usize,
        games: [[u64]; t],
    }
    let mut out = String::new();
    for piles in &games {
        let total = piles.iter().fold(0, |acc, &a| acc ^ a);
        match piles.iter().position(|&a| a ^ total < a) {
            Some(i) => writeln!(out, "First {} {}", i + 1, piles[i] ^ total).unwrap(),
            None => out.push_str("Second\n"),
        }
    }
    print!("{out}");
}
