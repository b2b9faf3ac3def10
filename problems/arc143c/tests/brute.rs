//! The game searched from its rules (`common::mover_wins`), compared with `solve` on random
//! small inputs and with every `brute-*` answer; and the second method used for `max-*`
//! checked against the same search.

mod common;

use testkit::rand::Rng;

/// One to four piles of up to 12 pebbles (now and then up to 30, so that piles hold whole
/// blocks of `X + Y`), takes 1 to 5.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(1..=4);
    let x = rng.gen_range(1..=5);
    let y = rng.gen_range(1..=5);
    let most = if n <= 2 && rng.gen_bool(0.3) { 30 } else { 12 };
    let piles: Vec<String> = (0..n)
        .map(|_| rng.gen_range(1..=most).to_string())
        .collect();
    format!("{n} {x} {y}\n{}\n", piles.join(" "))
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(400, random_input, arc143c::solve, common::expected_output);
    testkit::assert_share(&outputs, |o| o == "First\n", 100, 300);
}

/// The statement's samples and the trap of the brief (residues 3 and 0 with `X = 3 > Y = 1`:
/// First, although one residue is below `X`).
#[test]
fn statement_examples() {
    for (input, answer) in [
        ("2 1 1\n3 3\n", "First\n"),
        ("2 1 2\n3 3\n", "Second\n"),
        ("2 3 1\n3 4\n", "First\n"),
    ] {
        assert_eq!(common::expected_output(input), answer, "{input}");
        assert_eq!(testkit::solve_to_string(arc143c::solve, input), answer);
    }
}

/// "Can Takahashi move to a position where every residue is below `Y`?" answers like the
/// search on random small inputs.
#[test]
fn the_max_method_agrees_with_the_search() {
    let mut rng = testkit::rng();
    for _ in 0..400 {
        let input = random_input(&mut rng);
        assert_eq!(
            common::answer(common::first_move_to_aoki_loss(&common::parse(&input))),
            common::expected_output(&input),
            "{input}"
        );
    }
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("arc143c", "brute-", 8, common::expected_output);
}
