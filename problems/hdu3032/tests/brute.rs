//! Lasker's Nim searched from its rules on the whole multiset of heaps, compared with `solve`;
//! and the testdata `brute-*` cases recomputed by that search.

use std::collections::HashMap;
use std::fmt::Write as _;
use testkit::rand::Rng;

/// Whether the player to move wins with the heaps `heaps` (sorted, all non-empty) on the table.
/// A move takes 1 to all stones of one heap, or splits one heap into two non-empty heaps; the
/// player who cannot move (no heaps left) loses.
fn mover_wins(heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&wins) = memo.get(heaps) {
        return wins;
    }
    let mut wins = false;
    'search: for (i, &heap) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == heap {
            continue; // the same moves as the equal heap before it
        }
        let rest: Vec<u32> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
        let takes = (0..heap).map(|left| vec![left]);
        let splits = (1..=heap / 2).map(|part| vec![part, heap - part]);
        for replacement in takes.chain(splits) {
            let mut next: Vec<u32> = rest.clone();
            next.extend(replacement.into_iter().filter(|&h| h > 0));
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(heaps.to_vec(), wins);
    wins
}

/// The expected output for the input text `input`, every case searched by [`mover_wins`].
fn brute_output(input: &str, memo: &mut HashMap<Vec<u32>, bool>) -> String {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u32>().expect("a small number"));
    let cases = numbers.next().expect("T");
    let mut out = String::new();
    for _ in 0..cases {
        let n = numbers.next().expect("N") as usize;
        let mut heaps: Vec<u32> = numbers.by_ref().take(n).collect();
        assert_eq!(heaps.len(), n, "truncated brute-force input");
        heaps.sort_unstable();
        out.push_str(if mover_wins(&heaps, memo) {
            "Alice\n"
        } else {
            "Bob\n"
        });
    }
    out
}

fn input_of(cases: &[Vec<u32>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for heaps in cases {
        let sizes: Vec<String> = heaps.iter().map(u32::to_string).collect();
        writeln!(input, "{}\n{}", heaps.len(), sizes.join(" ")).unwrap();
    }
    input
}

#[test]
fn compare_with_brute_force() {
    let mut memo = HashMap::new();
    let outputs = testkit::compare_with_brute(
        300,
        |rng| {
            let cases: Vec<Vec<u32>> = (0..rng.gen_range(1..=3))
                .map(|_| {
                    // Fewer heaps allow larger ones; the search covers every multiset of the
                    // sum, so keep the sum near 24 at most.
                    let (n, largest) = match rng.gen_range(0..3) {
                        0 => (rng.gen_range(1..=2), 12),
                        1 => (rng.gen_range(3..=4), 6),
                        _ => (rng.gen_range(5..=8), 3),
                    };
                    (0..n).map(|_| rng.gen_range(1..=largest)).collect()
                })
                .collect();
            input_of(&cases)
        },
        hdu3032::solve,
        |input| brute_output(input, &mut memo),
    );
    testkit::assert_share(&outputs, |o| o.starts_with("Bob"), 30, 200);
}

/// Every multiset of heaps adding up to at most 18, in one input (385 positions with a sum of
/// 18 alone).
#[test]
fn every_position_up_to_eighteen_stones() {
    let mut cases = Vec::new();
    let mut stack = vec![(Vec::<u32>::new(), 0u32)];
    while let Some((heaps, sum)) = stack.pop() {
        if sum > 0 {
            cases.push(heaps.clone());
        }
        let smallest_next = heaps.last().copied().unwrap_or(1);
        for next in smallest_next..=18 - sum {
            let mut more = heaps.clone();
            more.push(next);
            stack.push((more, sum + next));
        }
    }
    let input = input_of(&cases);
    let mut memo = HashMap::new();
    let expected = brute_output(&input, &mut memo);
    assert_eq!(testkit::solve_to_string(hdu3032::solve, &input), expected);
    // Losses are the rare answer and must be there in numbers.
    assert!(expected.matches("Bob").count() > 100, "{expected}");
}

/// The statement's trap: `1 2 3` is a loss in plain Nim but a win here, `1 2 4` the reverse.
#[test]
fn not_plain_nim() {
    let mut memo = HashMap::new();
    assert!(mover_wins(&[1, 2, 3], &mut memo));
    assert!(!mover_wins(&[1, 2, 4], &mut memo));
    assert!(!mover_wins(&[3, 3], &mut memo));
    assert!(mover_wins(&[2, 2, 3], &mut memo));
}

#[test]
fn brute_force_reproduces_testdata() {
    let mut memo = HashMap::new();
    testkit::testdata::assert_agrees("hdu3032", "brute-", 10, |input| {
        brute_output(input, &mut memo)
    });
}
