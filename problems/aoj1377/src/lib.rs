//! AOJ 1377 Black and White Boxes (ICPC Asia Tsukuba 2016, problem K): a pile of black and
//! white boxes, where Alice takes a black box and Bob a white one together with everything
//! above it, is a Blue-Red Hackenbush string, so its value is a number; a choice of piles is
//! fair (the coin toss decides the winner) exactly when the values add up to 0. The largest
//! such choice, counted in boxes, is found by meet in the middle over exact subset sums.

use gamecore::error::Error;
use gamecore::partizan::blue_red::{string_value, Colour};
use gamecore::scan::Scanner;
use std::cmp::Ordering;
use std::io::Write;

/// The most piles this binary takes (the judge: 40). Each half of the piles makes at most
/// 2^22 subset sums (about 40 MB), and the whole run takes about 0.2 s.
pub const MAX_PILES: usize = 44;

/// The most boxes in one pile (the judge: 40). A pile of `b` boxes is worth a multiple of
/// 2^−(b − 1) of absolute value at most `b`, so with 44 piles of at most 50 boxes every subset
/// sum, scaled by 2^49, stays below 2^62 in absolute value: exact in an `i64`.
pub const MAX_BOXES: usize = 50;

/// Reads `n` and the `n` piles (strings of `B` and `W`, from the bottom box to the top one)
/// and prints the largest number of boxes in a fair choice of piles (0 if only the empty
/// choice is fair).
///
/// Beyond the judge's limits: up to 44 piles of up to 50 boxes.
///
/// # Errors
/// A missing `n`, `n` of 0 or above 44, a missing pile, a letter other than `B` or `W` (named
/// with its line and column), or a pile of more than 50 boxes.
pub fn solve(sc: &mut Scanner<'_>, out: &mut impl Write) -> Result<(), Error> {
    let piles = read_piles(sc)?;
    writeln!(out, "{}", most_boxes_in_a_fair_choice(&piles))?;
    Ok(())
}

/// Reads the count and the piles, each as the colours of its boxes from the bottom up (black
/// is Alice's, Blue; white is Bob's, Red).
fn read_piles(sc: &mut Scanner<'_>) -> Result<Vec<Vec<Colour>>, Error> {
    let count = sc.next_in("n (the number of piles)", 1..=MAX_PILES)?;
    let mut piles = Vec::with_capacity(count);
    for number in 1..=count {
        let letters = sc.token(&format!("pile {number}"))?;
        let mut pile = Vec::with_capacity(letters.len().min(MAX_BOXES));
        for (at, &letter) in letters.iter().enumerate() {
            pile.push(match letter {
                b'B' => Colour::Blue,
                b'W' => Colour::Red,
                _ => return Err(not_a_box(sc, number, letters, at)),
            });
        }
        if pile.len() > MAX_BOXES {
            return Err(sc.token_error(format!(
                "pile {number} has {} boxes, more than this binary takes (at most {MAX_BOXES}; \
                 the statement allows 40)",
                pile.len()
            )));
        }
        piles.push(pile);
    }
    Ok(piles)
}

/// The error for the letter at byte `at` of the pile token `letters`, at its line and column.
#[cold]
fn not_a_box(sc: &mut Scanner<'_>, number: usize, letters: &[u8], at: usize) -> Error {
    let (line, column) = sc.token_position();
    let before = String::from_utf8_lossy(&letters[..at]).chars().count();
    let letter = String::from_utf8_lossy(&letters[at..])
        .chars()
        .next()
        .unwrap_or('\u{fffd}');
    let shown = if letter.is_control() || letter.is_whitespace() || letter == '\u{feff}' {
        format!("the character U+{:04X}", letter as u32)
    } else {
        format!("'{letter}'")
    };
    Error::at(
        line,
        column + before,
        format!(
            "pile {number}: {shown} is not a box (expected 'B' for a black box or 'W' for a white one)"
        ),
    )
}

/// The largest number of boxes in a choice of `piles` (each given by its colours from the
/// bottom up) whose values add up to 0 — the fair choices, since a sum of numbers is won by the
/// second player exactly when it is 0 and by the same player whoever starts otherwise. The
/// empty choice counts, so the answer is at least 0.
///
/// Each pile's value comes from `gamecore::partizan::blue_red::string_value`; all of them are
/// scaled to one common denominator, and the piles are split into two halves whose subset
/// sums are listed in increasing order (each sum with the most boxes that reach it), then
/// matched against each other from opposite ends.
///
/// # Example
/// ```
/// use aoj1377::most_boxes_in_a_fair_choice;
/// use gamecore::partizan::blue_red::Colour::{Blue as B, Red as W};
/// // B = 1, W = −1, WB = −1/2: B + WB + WB = 0 with 5 boxes.
/// let piles = vec![vec![B], vec![W], vec![W, B], vec![W, B]];
/// assert_eq!(most_boxes_in_a_fair_choice(&piles), 5);
/// // Every box black: only the empty choice is fair.
/// assert_eq!(most_boxes_in_a_fair_choice(&[vec![B, B], vec![B]]), 0);
/// ```
///
/// # Panics
/// With more than [`MAX_PILES`] piles or a pile of more than [`MAX_BOXES`] boxes.
///
/// # Complexity
/// O(2^(n/2)) time and memory for `n` piles: each pile of a half doubles that half's list by
/// one linear merge.
pub fn most_boxes_in_a_fair_choice(piles: &[Vec<Colour>]) -> usize {
    // Messages without placeholders: a bundle may be built as edition 2015, where `assert!`
    // with a lone string does not format it.
    assert!(piles.len() <= MAX_PILES, "more piles than MAX_PILES");
    assert!(
        piles.iter().all(|p| p.len() <= MAX_BOXES),
        "a pile of more than MAX_BOXES boxes"
    );
    let values: Vec<_> = piles
        .iter()
        .map(|pile| {
            string_value(pile).expect("a pile of at most 50 boxes has at most 49 fraction bits")
        })
        .collect();
    // One denominator 2^scale for all: then sums are integer additions, exact and cheap.
    let scale = values.iter().map(|v| v.exponent()).max().unwrap_or(0);
    let scaled: Vec<(i64, u16)> = values
        .iter()
        .zip(piles)
        .map(|(v, pile)| (v.numerator() << (scale - v.exponent()), pile.len() as u16))
        .collect();
    let (low, high) = scaled.split_at(scaled.len() / 2);
    let low = SubsetSums::of(low);
    let high = SubsetSums::of(high);
    // `low` ascending against `high` descending: a pair sums to 0 where the two walks meet.
    let mut best = 0;
    let (mut i, mut j) = (0, high.sums.len());
    while i < low.sums.len() && j > 0 {
        let total = low.sums[i] + high.sums[j - 1];
        match total.cmp(&0) {
            Ordering::Less => i += 1,
            Ordering::Greater => j -= 1,
            Ordering::Equal => {
                best = best.max(usize::from(low.boxes[i]) + usize::from(high.boxes[j - 1]));
                i += 1;
                j -= 1;
            }
        }
    }
    best
}

/// The distinct subset sums of some piles in increasing order, each with the most boxes of a
/// subset that reaches it (two parallel arrays: the merge reads sums far more than boxes).
struct SubsetSums {
    sums: Vec<i64>,
    boxes: Vec<u16>,
}

impl SubsetSums {
    /// The subset sums of `piles`, given as (scaled value, boxes). Starting from the empty
    /// subset, each pile merges the list with itself shifted by the pile's value: both are
    /// sorted, so the merge is linear and the result sorted, and equal sums meet in it (the
    /// one with more boxes is kept).
    fn of(piles: &[(i64, u16)]) -> Self {
        let capacity = 1usize << piles.len();
        let mut sums = Vec::with_capacity(capacity);
        let mut boxes = Vec::with_capacity(capacity);
        sums.push(0);
        boxes.push(0);
        let mut next_sums = Vec::with_capacity(capacity);
        let mut next_boxes = Vec::with_capacity(capacity);
        for &(value, count) in piles {
            next_sums.clear();
            next_boxes.clear();
            let len = sums.len();
            let (mut without, mut with) = (0, 0);
            while without < len && with < len {
                let (a, b) = (sums[without], sums[with] + value);
                match a.cmp(&b) {
                    Ordering::Less => {
                        next_sums.push(a);
                        next_boxes.push(boxes[without]);
                        without += 1;
                    }
                    Ordering::Greater => {
                        next_sums.push(b);
                        next_boxes.push(boxes[with] + count);
                        with += 1;
                    }
                    Ordering::Equal => {
                        next_sums.push(a);
                        next_boxes.push(boxes[without].max(boxes[with] + count));
                        without += 1;
                        with += 1;
                    }
                }
            }
            next_sums.extend_from_slice(&sums[without..]);
            next_boxes.extend_from_slice(&boxes[without..]);
            next_sums.extend(sums[with..].iter().map(|&s| s + value));
            next_boxes.extend(boxes[with..].iter().map(|&b| b + count));
            std::mem::swap(&mut sums, &mut next_sums);
            std::mem::swap(&mut boxes, &mut next_boxes);
        }
        Self { sums, boxes }
    }
}
