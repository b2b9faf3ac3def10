//! Nim products of small values from the definition — the mex over `a'⊗b ⊕ a⊗b' ⊕ a'⊗b'` —
//! compared with `solve`; and the testdata `brute-*` cases recomputed from that table.

use std::fmt::Write as _;
use testkit::rand::Rng;

/// Values below this are tabulated: all of them lie in the subfield F(2^8), so every product
/// and every option is below 256.
const LIMIT: usize = 128;

/// `table[a][b] = a ⊗ b` for `a, b < LIMIT`, straight from the definition: the smallest value
/// that is not `(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b')` for any `a' < a`, `b' < b`. Filling row by
/// row sees every option already computed. About 6.7·10^7 options in all.
fn mex_table() -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; LIMIT]; LIMIT];
    // seen[v] == stamp: v is an option of the current (a, b).
    let mut seen = vec![0usize; 257];
    let mut stamp = 0;
    for a in 0..LIMIT {
        for b in 0..LIMIT {
            stamp += 1;
            for a2 in 0..a {
                for b2 in 0..b {
                    let option = table[a2][b] ^ table[a][b2] ^ table[a2][b2];
                    seen[option as usize] = stamp;
                }
            }
            let mex = (0..seen.len())
                .find(|&v| seen[v] != stamp)
                .expect("below 257");
            table[a][b] = mex as u64;
        }
    }
    table
}

/// The expected output of `input` (values below [`LIMIT`]), parsed on its own.
fn brute_output(input: &str, table: &[Vec<u64>]) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let pairs = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..pairs {
        let a = numbers.next().expect("A");
        let b = numbers.next().expect("B");
        assert!(
            a < LIMIT && b < LIMIT,
            "brute-force values are below {LIMIT}"
        );
        writeln!(out, "{}", table[a][b]).unwrap();
    }
    out
}

/// The definition's table agrees with the facts every source quotes, so the table itself is
/// checked before it checks anything (Conway, On Numbers and Games, ch. 6; Winning Ways ch. 14).
#[test]
fn mex_table_has_the_known_values() {
    let table = mex_table();
    assert_eq!(table[2][2], 3);
    assert_eq!(table[4][4], 6);
    assert_eq!(table[8][8], 13);
    assert_eq!(table[5][6], 8);
    assert_eq!(table[16][16], 24); // F ⊗ F = 3F/2 for the Fermat 2-power 16
    assert_eq!(table[32][64], 141);
    // x ⊗ F = x·F for x < F = 16.
    for x in 0..16 {
        assert_eq!(table[x][16], 16 * x as u64, "{x} ⊗ 16");
    }
}

#[test]
fn compare_with_brute_force() {
    let table = mex_table();
    let outputs = testkit::compare_with_brute(
        400,
        |rng| {
            let pairs = rng.gen_range(1..=12);
            let mut input = format!("{pairs}\n");
            for _ in 0..pairs {
                // Mostly the whole range, sometimes the tiny values where mistakes are visible.
                let top = if rng.gen_bool(0.3) { 4 } else { LIMIT };
                let a = rng.gen_range(0..top);
                let b = rng.gen_range(0..top);
                let gap = [" ", "  ", "\t", "\n"][rng.gen_range(0..4)];
                let end = ["\n", "\r\n", " \n", "\n\n"][rng.gen_range(0..4)];
                write!(input, "{a}{gap}{b}{end}").unwrap();
            }
            input
        },
        nim_product_64::solve,
        |input| brute_output(input, &table),
    );
    assert_eq!(outputs.len(), 400);
}

#[test]
fn brute_force_reproduces_testdata() {
    let table = mex_table();
    testkit::testdata::assert_agrees("nim_product_64", "brute-", 10, |input| {
        brute_output(input, &table)
    });
}
