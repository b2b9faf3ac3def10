//! The closed form for a group's Grundy value against a table built by mex from the moves.

use bzoj1228::group_grundy;
use common::halving;
use gamecore::mex::MexBuffer;
use rstest::rstest;

mod common;

const LIMIT: usize = 128;

/// `table[a][b]` = SG of the group `(a, b)` for `1 <= a, b <= LIMIT`, by mex over the moves:
/// drop `a` and split `b` into `(x, b − x)`, or drop `b` and split `a`. Those groups have a
/// smaller sum, so filling by increasing `a + b` sees every option already computed.
fn mex_table() -> Vec<Vec<u32>> {
    let mut table = vec![vec![u32::MAX; LIMIT + 1]; LIMIT + 1];
    let mut buffer = MexBuffer::new();
    for sum in 2..=2 * LIMIT {
        for a in sum.saturating_sub(LIMIT).max(1)..=(sum - 1).min(LIMIT) {
            let b = sum - a;
            buffer.begin();
            for kept in [a, b] {
                for x in 1..kept {
                    let option = table[x][kept - x];
                    assert_ne!(option, u32::MAX, "({x}, {}) not computed yet", kept - x);
                    buffer.insert(option);
                }
            }
            table[a][b] = buffer.mex();
        }
    }
    table
}

#[test]
fn closed_form_matches_mex_table() {
    let table = mex_table();
    for a in 1..=LIMIT {
        for b in 1..=LIMIT {
            let (a64, b64) = (a as u64, b as u64);
            assert_eq!(group_grundy(a64, b64), table[a][b], "SG({a}, {b})");
            assert_eq!(halving(a64, b64), table[a][b], "halving SG({a}, {b})");
        }
    }
}

// Hand-checked values, including the largest piles the statement allows.
#[rstest]
#[case(1, 1, 0)]
#[case(1, 2, 1)]
#[case(2, 2, 1)]
#[case(3, 1, 0)]
#[case(3, 4, 2)]
#[case(1 << 30, 1, 30)]
#[case((1 << 30) + 1, 1 << 30, 31)]
#[case(2_000_000_000, 2_000_000_000, 10)] // 1999999999 = 0b…0_1111111111
#[case(2_000_000_000, 1, 10)]
#[case(1_999_999_999, 1, 0)]
fn known_values(#[case] a: u64, #[case] b: u64, #[case] expected: u32) {
    assert_eq!(group_grundy(a, b), expected, "SG({a}, {b})");
    assert_eq!(halving(a, b), expected, "halving SG({a}, {b})");
}
