//! The `max-*` testdata (and inputs beyond the statement's limits) recomputed by a second,
//! independent method: Pascal's triangle instead of factorial tables, the bits multiplied in
//! from the highest, and the placements of the pairs counted by repeated prefix sums instead
//! of a binomial per total.

use gamecore::comb::{Binomials, MOD};
use gamecore::nim::moore_is_p_position;

mod common;

/// Rows `0..=rows` of Pascal's triangle mod p, truncated to columns `0..=columns`; returns the
/// last row.
fn pascal_row(rows: usize, columns: usize) -> Vec<u64> {
    let mut row = vec![0u64; columns + 1];
    row[0] = 1;
    for _ in 0..rows {
        for c in (1..=columns).rev() {
            row[c] = (row[c] + row[c - 1]) % MOD;
        }
    }
    row
}

/// The same count as `bzoj2281::first_player_wins`, computed differently.
///
/// Losing layouts = choices of `h = k/2` gaps forming a Moore P-position plus `h + 1` outer
/// slots, all adding up to `n − k` free cells. As generating functions: the P-positions are
/// `Π_b Q(x^(2^b))` with `Q(y) = Σ_{c ≡ 0 mod d+1} C(h, c) y^c`, and each outer slot is
/// `1/(1 − x)`, i.e. a prefix sum; the answer reads the coefficient of `x^(n−k)`.
fn second_method(n: usize, k: usize, d: usize) -> u64 {
    let h = k / 2;
    let m = n - k;
    let choose_h = pascal_row(h, h);
    let mut bits = Vec::new();
    let mut unit = 1;
    while unit <= m {
        bits.push(unit);
        unit *= 2;
    }
    let mut poly = vec![0u64; m + 1];
    poly[0] = 1;
    for &unit in bits.iter().rev() {
        let mut product = vec![0u64; m + 1];
        for (s, &value) in poly.iter().enumerate() {
            if value == 0 {
                continue;
            }
            let mut c = 0;
            while c <= h && s + c * unit <= m {
                product[s + c * unit] = (product[s + c * unit] + value * choose_h[c]) % MOD;
                c += d + 1;
            }
        }
        poly = product;
    }
    for _ in 0..=h {
        for s in 1..=m {
            poly[s] = (poly[s] + poly[s - 1]) % MOD;
        }
    }
    let layouts = pascal_row(n, k)[k];
    (layouts + MOD - poly[m]) % MOD
}

/// `solve`'s count and the second method's agree on `(n, k, d)`.
fn assert_methods_agree((n, k, d): (usize, usize, usize)) {
    assert_eq!(
        bzoj2281::first_player_wins(n, k, d),
        second_method(n, k, d),
        "{n} {k} {d}"
    );
}

#[test]
fn max_testdata_matches_second_method() {
    testkit::testdata::assert_agrees("bzoj2281", "max-", 1, |input| {
        let (n, k, d) = common::read_nkd(input);
        format!("{}\n", second_method(n, k, d))
    });
}

/// `k` above the statement's 100 is accepted, so it must be right too.
#[test]
fn beyond_the_limits_matches_second_method() {
    [
        (30_000, 1_000, 3),
        (20_000, 300, 1),
        (12_345, 2_468, 1_000),
        (20_000, 2, 1),
    ]
    .into_iter()
    .for_each(assert_methods_agree);
}

/// Both methods against each other on every small input.
#[test]
fn methods_agree_on_small_inputs() {
    common::valid_inputs(40)
        .into_iter()
        .for_each(assert_methods_agree);
}

/// The DP over bits counts exactly the gap vectors that `moore_is_p_position` accepts.
#[test]
fn p_position_counts_match_moore_criterion() {
    let binom = Binomials::new(10);
    for piles in 0..=4usize {
        for d in 1..=5 {
            let max_total = 9;
            let counts = bzoj2281::p_positions_by_total(&binom, piles, d, max_total);
            let mut expected = vec![0u64; max_total + 1];
            let mut gaps = vec![0u64; piles];
            // Every vector of `piles` gaps in 0..=max_total, as an odometer.
            loop {
                let total: u64 = gaps.iter().sum();
                if total as usize <= max_total && moore_is_p_position(&gaps, d) == Ok(true) {
                    expected[total as usize] += 1;
                }
                let Some(i) = gaps.iter().position(|&g| g < max_total as u64) else {
                    break;
                };
                gaps[i] += 1;
                gaps[..i].iter_mut().for_each(|g| *g = 0);
            }
            assert_eq!(counts, expected, "piles={piles} d={d}");
        }
    }
}
