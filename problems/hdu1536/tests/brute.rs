//! The real game searched move by move over the whole position (the multiset of heap sizes),
//! compared with `solve` on random multi-test inputs and with every `brute-*` testdata answer;
//! the `max-*` answers are recomputed with a direct mex per heap size.

use std::collections::HashMap;
use std::fmt::Write;
use testkit::rand::Rng;

/// One test case: the subtraction set as given and the positions' heaps, each position sorted
/// (a position is a multiset of heaps).
struct Case {
    moves: Vec<usize>,
    positions: Vec<Vec<usize>>,
}

/// Reads the input format independently of the solution (only valid inputs reach this).
fn parse(input: &str) -> Vec<Case> {
    let mut it = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let mut cases = Vec::new();
    loop {
        let k = it.next().unwrap();
        if k == 0 {
            return cases;
        }
        let moves = (0..k).map(|_| it.next().unwrap()).collect();
        let m = it.next().unwrap();
        let positions = (0..m)
            .map(|_| {
                let l = it.next().unwrap();
                let mut heaps: Vec<usize> = (0..l).map(|_| it.next().unwrap()).collect();
                heaps.sort_unstable();
                heaps
            })
            .collect();
        cases.push(Case { moves, positions });
    }
}

/// Whether the player to move wins with heaps `state` (sorted): some removal of some `s` from
/// some heap of at least `s` must leave the opponent in a lost position. No move loses.
fn mover_wins(moves: &[usize], state: &[usize], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(state) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..state.len() {
        for &s in moves {
            if s <= state[i] {
                let mut next = state.to_vec();
                next[i] -= s;
                next.sort_unstable();
                if !mover_wins(moves, &next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert(state.to_vec(), wins);
    wins
}

/// The expected output: a line per test case, `W` or `L` per position as `position_wins`
/// decides, given what `prepare` made for the test case (a memo, a table).
fn output<T>(
    input: &str,
    mut prepare: impl FnMut(&Case) -> T,
    mut position_wins: impl FnMut(&mut T, &Case, &[usize]) -> bool,
) -> String {
    let mut out = String::new();
    for case in parse(input) {
        let mut prepared = prepare(&case);
        for heaps in &case.positions {
            let wins = position_wins(&mut prepared, &case, heaps);
            out.push(if wins { 'W' } else { 'L' });
        }
        out.push('\n');
    }
    out
}

fn brute_answer(input: &str) -> String {
    output(
        input,
        |_| HashMap::new(),
        |memo, case, heaps| mover_wins(&case.moves, heaps, memo),
    )
}

fn solve(input: &str) -> String {
    testkit::solve_to_string(hdu1536::solve, input)
}

/// One to three test cases with a small unsorted subtraction set (repeats, and values above
/// every heap, happen) and a few small positions; sometimes blank lines between cases.
fn random_input(rng: &mut impl Rng) -> String {
    let mut input = String::new();
    for _ in 0..rng.gen_range(1..=3) {
        let k = rng.gen_range(1..=4);
        let moves: Vec<String> = (0..k).map(|_| rng.gen_range(1..=14).to_string()).collect();
        let m = rng.gen_range(1..=4);
        writeln!(input, "{k} {}\n{m}", moves.join(" ")).unwrap();
        for _ in 0..m {
            let l = rng.gen_range(1..=3);
            let heaps: Vec<String> = (0..l).map(|_| rng.gen_range(0..=12).to_string()).collect();
            writeln!(input, "{l} {}", heaps.join(" ")).unwrap();
        }
        if rng.gen_bool(0.3) {
            input += "\n";
        }
    }
    input + "0\n"
}

#[test]
fn compare_with_brute_force() {
    let outputs = testkit::compare_with_brute(400, random_input, hdu1536::solve, brute_answer);
    let answers = outputs.concat();
    let wins = answers.matches('W').count();
    let positions = answers.matches(['W', 'L']).count();
    // Both answers must be well represented, or the comparison says little.
    assert!(
        wins * 4 > positions && wins * 4 < 3 * positions,
        "{wins} of {positions}"
    );
}

/// The brief's trap, verbatim: the reference solution keys its mex marks by heap size and
/// never resets them, so the second test case sees a mark from the first and prints `W`.
#[test]
fn stale_marks_from_an_earlier_test_case_do_not_leak() {
    let input = "1 3334\n1\n1 1\n1 6668\n1\n1 6667\n0\n";
    assert_eq!(brute_answer(input), "L\nL\n");
    assert_eq!(solve(input), "L\nL\n");
    // The same trap for a solution that, like this one, builds the table only up to the test
    // case's largest heap: here the first case's table does reach 6667, and its mark for
    // value 0 at heap 6667 is exactly what the second case would wrongly see.
    let input = "1 3334\n1\n1 6667\n1 6668\n1\n1 6667\n0\n";
    assert_eq!(brute_answer(input), "W\nL\n");
    assert_eq!(solve(input), "W\nL\n");
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("hdu1536", "brute-", 10, brute_answer);
}

/// Grundy values of one heap straight from the definition: for every size, a fresh array of
/// the option values seen, with no sorting, no deduplication and no reuse between sizes.
fn direct_table(moves: &[usize], max_heap: usize) -> Vec<u32> {
    let mut sg: Vec<u32> = Vec::with_capacity(max_heap + 1);
    for x in 0..=max_heap {
        let mut seen = vec![false; moves.len() + 1];
        for &s in moves {
            if s <= x {
                if let Some(slot) = seen.get_mut(sg[x - s] as usize) {
                    *slot = true;
                }
            }
        }
        sg.push(seen.iter().position(|&v| !v).unwrap() as u32);
    }
    sg
}

fn direct_answer(input: &str) -> String {
    output(
        input,
        |case| {
            let max_heap = case.positions.iter().flatten().copied().max().unwrap();
            direct_table(&case.moves, max_heap)
        },
        |sg, _, heaps| heaps.iter().fold(0, |acc, &h| acc ^ sg[h]) != 0,
    )
}

#[test]
fn max_testdata_agrees_with_a_direct_table() {
    testkit::testdata::assert_agrees("hdu1536", "max-", 1, direct_answer);
}

#[test]
fn heaps_far_past_the_judge_limit() {
    // Heaps up to 10^6 and 100 moves, each legal almost everywhere: the table is 100 times
    // the judge's longest, and no array in the solution is sized by the judge's limits. Half
    // of the positions get a third heap that cancels the first two (per the direct table), so
    // both answers occur and every Grundy value involved is checked.
    let mut rng = testkit::rng();
    let moves: Vec<usize> = (0..100).map(|_| rng.gen_range(1..=200)).collect();
    let sg = direct_table(&moves, 1_000_000);
    let shown: Vec<String> = moves.iter().map(ToString::to_string).collect();
    let mut input = format!("100 {}\n40\n", shown.join(" "));
    let mut expected = String::new();
    for q in 0..40 {
        let a = if q == 0 {
            1_000_000
        } else {
            rng.gen_range(900_000..=1_000_000)
        };
        let b = rng.gen_range(900_000..=1_000_000);
        let c = if q % 2 == 0 {
            (900_000..=1_000_000)
                .find(|&c| sg[c] == sg[a] ^ sg[b])
                .unwrap()
        } else {
            rng.gen_range(900_000..=1_000_000)
        };
        writeln!(input, "3 {a} {b} {c}").unwrap();
        expected.push(if sg[a] ^ sg[b] ^ sg[c] == 0 { 'L' } else { 'W' });
    }
    input += "0\n";
    expected.push('\n');
    assert!(expected.matches('L').count() >= 20, "{expected}");
    assert_eq!(solve(&input), expected);
}

/// The first test cases are answered while the input is still being checked, as long as their
/// tables stay within a budget of eight steps per input byte read; a case past it is kept as
/// numbers and answered at the end, its line put back in place. Small random cases on both
/// sides of a case far past the budget (100 moves up to a heap of 2·10^5: 2·10^7 steps against
/// about 10^6) come out as the brute force says, in order, and the large case as the direct
/// table says.
#[test]
fn cases_answered_while_reading_and_cases_kept_agree() {
    let mut rng = testkit::rng();
    for _ in 0..20 {
        let before = random_input(&mut rng);
        let after = random_input(&mut rng);
        let moves: Vec<String> = (0..100)
            .map(|_| rng.gen_range(1..=300).to_string())
            .collect();
        let large_case = format!("100 {}\n2\n2 200000 199999\n1 150000\n", moves.join(" "));
        let before = before.strip_suffix("0\n").unwrap();
        let input = format!("{before}{large_case}{after}");
        let large_answer = direct_answer(&format!("{large_case}0\n"));
        let expected =
            brute_answer(&format!("{before}0\n")) + &large_answer + &brute_answer(&after);
        assert_eq!(
            solve(&input),
            expected,
            "input:\n{before}(the large case){after}"
        );
    }
}

/// Several kept cases among answered ones: one to four large cases (each far past the budget
/// left, some with the same heaps as others, one with no usable move) at random places
/// among small ones, so that kept lines go between answered lines, next to each other, first
/// and last. Small cases are checked by the brute force, large ones by the direct table.
#[test]
fn several_kept_cases_go_back_in_place() {
    let mut rng = testkit::rng();
    for round in 0..30 {
        let mut input = String::new();
        let mut expected = String::new();
        for _ in 0..rng.gen_range(1..=8) {
            let case = if rng.gen_bool(0.4) {
                let k = rng.gen_range(1..=120);
                let moves: Vec<String> = (0..k)
                    .map(|_| {
                        let top = if round % 3 == 0 { 400_000 } else { 300 };
                        rng.gen_range(1..=top).to_string()
                    })
                    .collect();
                let m = rng.gen_range(1..=3);
                let mut case = format!("{k} {}\n{m}\n", moves.join(" "));
                for _ in 0..m {
                    let heaps: Vec<String> = (0..rng.gen_range(1..=3))
                        .map(|_| rng.gen_range(150_000..=300_000).to_string())
                        .collect();
                    writeln!(case, "{} {}", heaps.len(), heaps.join(" ")).unwrap();
                }
                expected += &direct_answer(&format!("{case}0\n"));
                case
            } else {
                let small = random_input(&mut rng);
                let small = small.strip_suffix("0\n").unwrap().to_owned();
                expected += &brute_answer(&format!("{small}0\n"));
                small
            };
            input += &case;
        }
        input += "0\n";
        assert_eq!(solve(&input), expected, "input:\n{input}");
    }
}
