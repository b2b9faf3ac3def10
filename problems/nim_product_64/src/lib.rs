//! Library Checker `nim_product_64`: for each of up to 10^6 pairs of 64-bit values, print
//! their nim product — the arithmetic of the field F(2^64) that gives Grundy values of product
//! games (the Tartan theorem). The product comes from compile-time log/exp tables of F(2^16)
//! (`gamecore::nimber::mul64`, about 12 ns); the rest is reading 40 MB and writing 20 MB fast.

use gamecore::decimal::push_u64;
use gamecore::nimber::mul64;
use gamecore::{error::Error, scan::Scanner};
use std::io::Write;

/// The fewest bytes a pair takes in the input: `0 0` and a line end.
const MIN_PAIR_BYTES: usize = 4;

/// Output is built in a buffer of about this size, then handed on in one write, so that it
/// stays in cache and the writer sees a few hundred large writes instead of 10^6 small ones.
const OUTPUT_CHUNK: usize = 1 << 16;

/// Reads `T`, then `T` pairs `A B`, and prints `A ⊗ B` for each pair on its own line.
///
/// # Errors
/// A token that is not a non-negative integer (a sign, a letter), a value of 2^64 or more, a
/// `T` larger than the rest of the input could hold, or an input that ends before the last
/// pair — each naming the line and the pair.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    print_products(sc, out, mul64)
}

/// [`solve`] with any `product` in place of the nim product: the timing baseline
/// `examples/read_print_xor.rs` passes xor, so that it reads and prints exactly as the
/// binary does.
///
/// # Errors
/// As [`solve`].
#[inline]
pub fn print_products(
    sc: &mut Scanner<'_>,
    out: &mut impl Write,
    product: impl Fn(u64, u64) -> u64,
) -> Result<(), Error> {
    let pairs = sc.next_count("T", 0, MIN_PAIR_BYTES)?;
    let mut lines = Vec::with_capacity(OUTPUT_CHUNK + 32);
    for index in 1..=pairs {
        let (a, b) = read_pair(sc, index)?;
        push_u64(&mut lines, product(a, b));
        lines.push(b'\n');
        if lines.len() >= OUTPUT_CHUNK {
            out.write_all(&lines)?;
            lines.clear();
        }
    }
    out.write_all(&lines)?;
    Ok(())
}

/// The `index`-th pair (1-based, for messages).
#[inline]
fn read_pair(sc: &mut Scanner<'_>, index: usize) -> Result<(u64, u64), Error> {
    let in_pair = |e: Error| e.context(format_args!("pair {index}"));
    let a = sc.next("A").map_err(in_pair)?;
    let b = sc.next("B").map_err(in_pair)?;
    Ok((a, b))
}
