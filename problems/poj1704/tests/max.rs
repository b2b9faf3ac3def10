//! The `max-*` testdata: regenerated from its fixed seed, and its expected output recomputed
//! by the pairing rule on a cell array (`tests/pairing`), not by the staircase reduction.

mod pairing;

use std::fmt::Write as _;
use testkit::rand::seq::SliceRandom;
use testkit::rand::{Rng, SeedableRng};
use testkit::ChaCha8Rng;

const CASES: usize = 20;
const PIECES: usize = 1000;
const WIDTH: u32 = 10_000;

/// The positions of one test case of the max file, by kind (`case % 5`): the brief's two
/// packed traps first, then uniform over the row, packed blocks with one gap (few stairs
/// non-zero), a shuffled block at the far right with the wall gap on an even or odd stair,
/// and a position made a loss by copying the odd stairs' nim-sum into the last gap.
fn positions(rng: &mut ChaCha8Rng, case: usize) -> Vec<u32> {
    let mut cells: Vec<u32> = match case {
        // 1000 chessmen on 9001..=10000: only the wall gap (9000, an even stair) is non-zero.
        0 => (WIDTH - PIECES as u32 + 1..=WIDTH).collect(),
        // 999 chessmen on 9002..=10000: the wall gap 9001 is on an odd stair.
        1 => (WIDTH - PIECES as u32 + 2..=WIDTH).collect(),
        _ => match case % 5 {
            0 | 1 => {
                let mut all: Vec<u32> = (1..=WIDTH).collect();
                all.shuffle(rng);
                all.truncate(PIECES);
                all
            }
            2 => {
                let split = rng.gen_range(1..PIECES as u32);
                let jump = rng.gen_range(0..=WIDTH - PIECES as u32);
                (1..=PIECES as u32)
                    .map(|i| if i > split { i + jump } else { i })
                    .collect()
            }
            3 => {
                let n = PIECES - rng.gen_range(0..=1);
                (WIDTH - n as u32 + 1..=WIDTH).collect()
            }
            _ => losing_position(rng),
        },
    };
    cells.shuffle(rng);
    cells
}

/// Random gaps whose odd stairs (counted from the right) xor to 0: the last odd stair's gap is
/// set to the xor of the others, and the row must still fit in `WIDTH` cells.
fn losing_position(rng: &mut ChaCha8Rng) -> Vec<u32> {
    loop {
        // gaps[j] = free cells left of the j-th chessman from the right (j = 1..=PIECES).
        let mut gaps: Vec<u32> = (0..=PIECES).map(|_| rng.gen_range(0..=8)).collect();
        gaps[0] = 0;
        let odd_xor = (3..=PIECES).step_by(2).fold(0, |acc, j| acc ^ gaps[j]);
        gaps[1] = odd_xor;
        let used: u32 = gaps.iter().sum::<u32>() + PIECES as u32;
        if used <= WIDTH {
            let mut cells = Vec::with_capacity(PIECES);
            let mut cell = 0;
            for j in (1..=PIECES).rev() {
                cell += gaps[j] + 1;
                cells.push(cell);
            }
            return cells;
        }
    }
}

fn generate(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut text = format!("{CASES}\n");
    for case in 0..CASES {
        let cells = positions(&mut rng, case);
        let shown: Vec<String> = cells.iter().map(ToString::to_string).collect();
        writeln!(text, "{}\n{}", cells.len(), shown.join(" ")).unwrap();
    }
    text
}

#[test]
fn max_input_comes_from_the_generator() {
    let path = testkit::testdata::dir("poj1704").join("max-1.in");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, generate(1704)).expect("writable testdata");
    }
    let committed = std::fs::read_to_string(&path).expect("max-1.in");
    assert!(
        committed == generate(1704),
        "max-1.in differs from generate(1704)"
    );
}

#[test]
fn max_output_matches_the_pairing_rule() {
    testkit::testdata::assert_agrees("poj1704", "max-", 1, pairing::pairing_output);
    let out = std::fs::read_to_string(testkit::testdata::dir("poj1704").join("max-1.out"))
        .expect("max-1.out");
    // The two traps come first; both answers must be well represented.
    assert!(out.starts_with("Bob will win\nGeorgia will win\n"), "{out}");
    let bobs = out.lines().filter(|l| l.starts_with("Bob")).count();
    assert!((5..=15).contains(&bobs), "{bobs} of {CASES}");
}
