//! The read-and-print baseline for timing `nim_product_64`: the binary's own reading (the
//! whole input, `T`, 2·T numbers) and printing (one number per line), with the nim product
//! replaced by xor. Build both the same way and compare on one input:
//!
//! ```text
//! cargo build --release -p nim_product_64 --bins --examples
//! target/release/examples/read_print_xor < pairs.in > /dev/null
//! target/release/nim_product_64 < pairs.in > /dev/null
//! ```

fn main() {
    gamecore::judge::run(|sc, out| nim_product_64::print_products(sc, out, |a, b| a ^ b));
}
