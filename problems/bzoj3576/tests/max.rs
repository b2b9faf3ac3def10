//! Second computations of the Grundy table: the direct mex over every `M`, and a plain block
//! walk with divisions, against `grundy_table` and every `testdata/bzoj3576/max-*.out`.

use gamecore::mex::mex;

mod common;

/// The option value of splitting `x` into `m` parts, straight from the move: `x mod m` piles
/// of `q + 1` and the rest of `q`, each pair of equal piles cancelling.
fn split_value(sg: &[u32], x: usize, m: usize) -> u32 {
    let (q, r) = (x / m, x % m);
    let big = if r % 2 == 1 { sg[q + 1] } else { 0 };
    let small = if (m - r) % 2 == 1 { sg[q] } else { 0 };
    big ^ small
}

/// `sg[x]` for `x <= v`: 0 below `max(f, 2)` (no move), else the mex of `options(sg, x)`,
/// which reads `sg` below `x` only.
fn table(f: usize, v: usize, options: impl Fn(&[u32], usize) -> Vec<u32>) -> Vec<u32> {
    let mut sg = vec![0; v + 1];
    for x in f.max(2)..=v {
        sg[x] = mex(&options(&sg, x));
    }
    sg
}

/// `sg[x]` by the mex over every `M = 2..=x`: O(V²).
fn direct_table(f: usize, v: usize) -> Vec<u32> {
    table(f, v, |sg, x| {
        (2..=x).map(|m| split_value(sg, x, m)).collect()
    })
}

/// `sg[x]` by the textbook block walk: two divisions per block of equal `x / M`, and `M = l`,
/// `M = l + 1` evaluated literally.
fn block_walk_table(f: usize, v: usize) -> Vec<u32> {
    table(f, v, |sg, x| {
        let mut options = Vec::new();
        let mut l = 2;
        while l <= x {
            let end = x / (x / l);
            options.push(split_value(sg, x, l));
            if l < end {
                options.push(split_value(sg, x, l + 1));
            }
            l = end + 1;
        }
        options
    })
}

/// `grundy_table(f, v)` is what `second_method` computes.
fn assert_table_agrees(second_method: fn(usize, usize) -> Vec<u32>, f: usize, v: usize) {
    let table = bzoj3576::grundy_table(f as u32, v as u32).unwrap();
    assert_eq!(table, second_method(f, v), "F = {f}, V = {v}");
}

#[test]
fn table_matches_the_direct_mex() {
    for (f, v) in [
        (1, 20_000),
        (2, 3000),
        (3, 3000),
        (5, 3000),
        (17, 3000),
        (100, 3000),
        (999, 3000),
        (2999, 3000),
        (3000, 3000),
        (4000, 3000),
    ] {
        assert_table_agrees(direct_table, f, v);
    }
}

#[test]
fn table_matches_the_block_walk_at_the_limit() {
    for f in [1, 2, 7, 300, 99_998] {
        assert_table_agrees(block_walk_table, f, 99_999);
    }
}

#[test]
fn small_tables_match_the_direct_mex() {
    // Every tiny (F, V): the boundaries of the walk (x = 2, 3, s changing) in isolation.
    for f in 1..=12 {
        for v in 0..=40 {
            assert_table_agrees(direct_table, f, v);
        }
    }
}

/// Every `max-*.out` is what the block walk says about its `.in`.
#[test]
fn max_testdata_matches_the_block_walk() {
    testkit::testdata::assert_agrees("bzoj3576", "max-", 1, |text| {
        let input = common::parse(text);
        let v = input.games.iter().flatten().copied().max().unwrap();
        let sg = block_walk_table(input.f, v);
        common::output(
            input
                .games
                .iter()
                .map(|game| game.iter().fold(0, |acc, &p| acc ^ sg[p]) != 0),
        )
    });
}
