//! Discrete logarithms by walking through the powers `a^0, a^1, a^2, …` (the definition of
//! `a^⊙x`) with the statement's slow product, for bases of small order; compared with
//! `solve`, and the testdata `brute-*` cases recomputed that way. Both sides print the
//! smallest `x`, so outputs are compared byte for byte; the checker also accepts them.

mod common;

use common::{check_output, SlowField, GROUP_ORDER};
use std::fmt::Write as _;
use testkit::rand::Rng;

/// The longest walk allowed: every brute-force base has an order at most this.
const WALK_LIMIT: u64 = 2000;

/// The first `x` with `a^x = b`, walking until the powers come back to 1 (then `b` never
/// appears).
fn walk_log(field: &SlowField, a: u64, b: u64) -> Option<u64> {
    let mut power = 1;
    for x in 0..WALK_LIMIT {
        if power == b {
            return Some(x);
        }
        power = field.mul(power, a);
        if power == 1 {
            return None;
        }
    }
    panic!("{a} has an order above {WALK_LIMIT}: too large for the walk");
}

fn brute_output(field: &SlowField, input: &str) -> String {
    let mut out = String::new();
    for (a, b) in common::pairs_of(input) {
        match walk_log(field, a, b) {
            Some(x) => writeln!(out, "{x}").unwrap(),
            None => out.push_str("-1\n"),
        }
    }
    out
}

/// A random element of order dividing `d` (a divisor of 2^64 − 1): `h^((2^64 − 1)/d)`.
fn element_of_order_dividing(field: &SlowField, rng: &mut testkit::ChaCha8Rng, d: u64) -> u64 {
    loop {
        let h: u64 = rng.gen();
        if h != 0 {
            return field.pow(h, GROUP_ORDER / d);
        }
    }
}

/// Orders that keep the walk short: divisors of 2^64 − 1 up to 1285 (so in the subfields of
/// 16 and 256 elements, in F(2^16), and 641, whose elements lie outside F(2^32)).
const SMALL_ORDERS: [u64; 10] = [3, 5, 15, 17, 51, 85, 255, 257, 641, 1285];

fn random_small_order(field: &SlowField, rng: &mut testkit::ChaCha8Rng) -> u64 {
    let order = SMALL_ORDERS[rng.gen_range(0..SMALL_ORDERS.len())];
    element_of_order_dividing(field, rng, order)
}

fn random_pair(field: &SlowField, rng: &mut testkit::ChaCha8Rng) -> (u64, u64) {
    let a = if rng.gen_bool(0.3) {
        rng.gen_range(1..256)
    } else {
        random_small_order(field, rng)
    };
    let b = match rng.gen_range(0..6) {
        // A power of a, the exponent often beyond the order.
        0 | 1 => field.pow(a, rng.gen_range(0..3000)),
        // Another small-order element: a power of a only sometimes.
        2 => random_small_order(field, rng),
        3 => rng.gen_range(1..256),
        4 => [1, a, 2, 3][rng.gen_range(0..4)],
        _ => rng.gen::<u64>().max(1),
    };
    (a, b)
}

#[test]
fn compare_with_brute_force() {
    let field = SlowField::new();
    let outputs = testkit::compare_with_brute(
        300,
        |rng| {
            let t = rng.gen_range(1..=3);
            let mut input = format!("{t}\n");
            for _ in 0..t {
                let (a, b) = random_pair(&field, rng);
                writeln!(input, "{a} {b}").unwrap();
            }
            input
        },
        cf1310f::solve,
        |input| brute_output(&field, input),
    );
    let lines: Vec<&str> = outputs.iter().flat_map(|o| o.lines()).collect();
    let none = lines.iter().filter(|&&l| l == "-1").count();
    assert!(
        none > lines.len() / 5 && none < lines.len() * 4 / 5,
        "{none} of {} answers are -1",
        lines.len()
    );
}

#[test]
fn brute_force_reproduces_testdata() {
    let field = SlowField::new();
    testkit::testdata::assert_agrees("cf1310f", "brute-", 10, |input| {
        let output = brute_output(&field, input);
        // The walk's answers are also what the special judge accepts, and the smallest.
        check_output(&field, input, &output, true).unwrap();
        output
    });
}

/// Writes the `brute-*` inputs that need computed elements (run once, then checked by eye):
/// `cargo test -p cf1310f --test brute -- --ignored`.
#[test]
#[ignore = "writes testdata"]
fn write_brute_inputs() {
    let field = SlowField::new();
    let mut rng: testkit::ChaCha8Rng = testkit::rand::SeedableRng::seed_from_u64(1310);
    let dir = testkit::testdata::dir("cf1310f");
    let write = |name: &str, pairs: &[(u64, u64)]| {
        let mut text = format!("{}\n", pairs.len());
        for (a, b) in pairs {
            writeln!(text, "{a} {b}").unwrap();
        }
        std::fs::write(dir.join(format!("{name}.in")), text).unwrap();
    };
    // Order 641: elements outside F(2^32), against their powers, other elements of order 641,
    // and unrelated values.
    let a = element_of_order_dividing(&field, &mut rng, 641);
    let other = element_of_order_dividing(&field, &mut rng, 641);
    let mut pairs = vec![
        (a, field.pow(a, 640)),
        (a, field.pow(a, 641 + 17)),
        (a, other),
    ];
    pairs.extend([(a, a), (a, 1), (a, 2), (a, rng.gen())]);
    write("brute-order-641", &pairs);
    // Order 257 and 1285 = 5·257: inside F(2^16).
    let a = element_of_order_dividing(&field, &mut rng, 257);
    let c = element_of_order_dividing(&field, &mut rng, 1285);
    let pairs = [
        (a, field.pow(a, 100)),
        (c, field.pow(c, 1284)),
        (c, a),
        (a, c),
        (c, 8),
        (a, 8),
        (c, 65535),
    ];
    write("brute-order-257-and-1285", &pairs);
    // Small subfields against values outside them.
    let big = rng.gen::<u64>() | 1 << 63;
    let pairs = [
        (2, big),
        (18, big),
        (255, 1 << 16),
        (7, 256),
        (18, 200),
        (200, 18),
    ];
    write("brute-outside-the-subfield", &pairs);
}
