//! Combinatorial game theory for competitive programming: Sprague–Grundy values, Nim and its
//! variants, the classic closed forms, matching-based games on boards — and the judge shell
//! that reads input with precise errors. Std only; every module is one file (or one folder, for
//! the layers of [`partizan`]) that refers to its siblings through `super::`, so the bundler can
//! inline exactly the modules a solution reaches into one judge-ready source file.
//!
//! # Quick start
//! Read a DAG with tokens on it, compute every vertex's Grundy value, and print the winner:
//!
//! ```
//! use gamecore::{error::Error, graph::Csr, judge, nim::nim_sum, scan::Scanner, sg::grundy_dag};
//! use std::io::Write;
//!
//! /// `n m`, then `m` edges `u v` (1-based), then a token count and the token vertices.
//! fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
//!     let n: u32 = sc.next_in("n", 1..=100_000)?;
//!     let m = sc.next_count("m", 0, 4)?;
//!     let mut edges = Vec::with_capacity(m);
//!     for _ in 0..m {
//!         let u: u32 = sc.next_in("u", 1..=n)?;
//!         let v: u32 = sc.next_in("v", 1..=n)?;
//!         edges.push((u - 1, v - 1));
//!     }
//!     let graph = Csr::from_edges(n as usize, &edges)?;
//!     let sg = grundy_dag(&graph)?; // a cycle is an error that `?` turns into `Error`
//!     let k = sc.next_count("k", 1, 2)?;
//!     let mut tokens = Vec::with_capacity(k);
//!     for _ in 0..k {
//!         tokens.push(sc.next_in::<u32>("token", 1..=n)? - 1);
//!     }
//!     let first_player_wins = nim_sum(tokens.iter().map(|&v| sg[v as usize])) != 0;
//!     writeln!(out, "{}", if first_player_wins { "win" } else { "lose" })?;
//!     Ok(())
//! }
//!
//! let verdict = judge::verdict(solve, b"3 2\n1 2\n2 3\n1\n1\n");
//! assert_eq!(verdict.output.unwrap(), b"lose\n"); // sg = [0, 1, 0] from the sink back
//! let verdict = judge::verdict(solve, b"3 2\n1 2\n2 9\n");
//! assert_eq!(verdict.output.unwrap_err().to_string(), "line 3: v 9 is too large (at most 3)");
//! // A binary's main is one line: `fn main() { gamecore::judge::run(solve) }`.
//! ```
//!
//! # Modules
//! | idea | module |
//! |---|---|
//! | reading input: tokens, numbers, limits in words, the input contract | [`scan`] |
//! | writing numbers fast into an output buffer | [`decimal`] |
//! | stdin → `solve` → stdout, one `warning:`/`error:` line, exit codes | [`judge`] |
//! | the one error type, `From` every core error | [`error`] |
//! | directed graphs as CSR arrays, reverse graphs, undirected graphs | [`graph`] |
//! | boards: reading `n × m` cells, ids, 4-neighbour graphs | [`grid`] |
//! | mex, the stamp buffer, values below 64 as bits, the [`Grundy`](mex::Grundy) value type | [`mex`] |
//! | Grundy values of DAG vertices | [`sg`] |
//! | subtraction games: Grundy tables as `u32`s, or in 8, 16 or 32 bits as the values allow | [`subtraction`] |
//! | any impartial game given by a successor function, solved on the fly | [`game`] |
//! | octal and hexadecimal heap games, their nim-sequences | [`octal`] |
//! | periods and pre-periods of sequences, proved where a theorem applies | [`period`] |
//! | games with cycles: win/lose/draw, best-play lengths, generalised Sprague–Grundy | [`loopy`] |
//! | min/max games with edge weights on graphs with cycles: totals of best play, ∞ for endless play, and how many moves it lasts | [`weighted_loopy`] |
//! | Euclid's game: the winner and the Every-SG step count in O(log) | [`euclid`] |
//! | nim-sum, Moore's Nim_k, the winning move in a sum | [`nim`] |
//! | nimbers: the field F(2^64), products, roots, logarithms; the Tartan theorem | [`nimber`] |
//! | misère play: the SJ theorem (anti-SG), misère Nim | [`misere`] |
//! | finite commutative monoids by generators and relations, bipartite monoids | [`misere_monoid`] |
//! | misère quotients of octal games (Plambeck–Siegel), outcomes and winning moves of sums | [`misere_quotient`] |
//! | staircase Nim, pieces on a line (Georgia and Bob) | [`staircase`] |
//! | Wythoff's game with exact integer arithmetic | [`wythoff`] |
//! | Fibonacci Nim, Zeckendorf representations | [`fibonacci`] |
//! | Green Hackenbush: colon and fusion principles | [`hackenbush`] |
//! | partizan games: exact dyadics, Blue-Red Hackenbush, Cutcake, canonical forms, notation, thermographs, rulesets | [`partizan`] |
//! | impartial games on boards that split into components: Cram, Node Kayles (on a graph, or on a board's cells keyed by shape), Chomp; a bounded transposition table; one position solved on every core over a shared table; every Chomp staircase of a box valued in a dense table; Cram boards of any size valued region by region (twins, strips, rings, the half-turn); Node Kayles graphs of any size part by part (twins, paths, cycles); a graph's automorphisms for Node Kayles' keys, its mirrors (0 by symmetry), named graph families; Cram's published values | [`boards`] |
//! | maximum bipartite matching kept under vertex deletion | [`matching`] |
//! | binomial coefficients modulo a prime | [`comb`] |
//! | convolutions modulo a prime: the NTT, the XOR (Walsh–Hadamard) transform | [`convolution`] |
//!
//! # Errors and panics
//! A precondition that input data can violate (a vertex out of range, a cycle where the
//! statement promises none, a zero in a subtraction set, `k = 0` in Nim_k) is reported as a
//! `Result` with an error type whose variants or fields name what was wrong; each converts into
//! [`error::Error`], so `?` works in a problem's `solve`. A `panic` is reserved for programming
//! errors — an index the caller computed wrongly — and documented under `# Panics`.

#![warn(missing_docs)]

pub mod boards;
pub mod comb;
pub mod convolution;
pub mod decimal;
pub mod error;
pub mod euclid;
pub mod fibonacci;
pub mod game;
pub mod graph;
pub mod grid;
pub mod hackenbush;
pub mod judge;
pub mod loopy;
pub mod matching;
pub mod mex;
pub mod misere;
pub mod misere_monoid;
pub mod misere_quotient;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod partizan;
pub mod period;
pub mod scan;
pub mod sg;
pub mod split;
pub mod staircase;
pub mod subtraction;
pub mod weighted_loopy;
pub mod wythoff;
