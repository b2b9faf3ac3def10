//! Every pair `(a, b)` searched from the rules (`common::expected_output`), compared with
//! `solve` on random small inputs and with every `brute-*` answer; and the gap count used for
//! `max-*` checked against the same search.

mod common;

use testkit::rand::Rng;

/// One to three piles of up to 14 chips (now and then up to 40, so piles hold whole blocks of
/// `a + b`), `m` up to 6.
fn random_input(rng: &mut impl Rng) -> String {
    let n = rng.gen_range(1..=3);
    let m = rng.gen_range(1..=6);
    let most = if n <= 2 && rng.gen_bool(0.3) { 40 } else { 14 };
    let piles: Vec<String> = (0..n)
        .map(|_| rng.gen_range(1..=most).to_string())
        .collect();
    format!("{n} {m}\n{}\n", piles.join(" "))
}

#[test]
fn compare_with_brute_force() {
    let outputs =
        testkit::compare_with_brute(300, random_input, cf1033g::solve, common::expected_output);
    // Inputs where each class occurs for some pair.
    for class in 0..4 {
        let occurs = |o: &str| o.split(' ').nth(class).map_or(false, |c| c.trim() != "0");
        testkit::assert_share(&outputs, occurs, 60, 300);
    }
}

#[test]
fn statement_examples() {
    for (input, answer) in [
        ("2 2\n4 5\n", "1 1 1 1\n"),
        ("2 20\n4 5\n", "82 82 6 230\n"),
    ] {
        assert_eq!(common::expected_output(input), answer, "{input}");
        assert_eq!(common::gaps_output(input), answer, "{input}");
        assert_eq!(testkit::solve_to_string(cf1033g::solve, input), answer);
    }
}

#[test]
fn the_gap_count_agrees_with_the_search() {
    let mut rng = testkit::rng();
    for _ in 0..300 {
        let input = random_input(&mut rng);
        assert_eq!(
            common::gaps_output(&input),
            common::expected_output(&input),
            "{input}"
        );
    }
}

#[test]
fn brute_testdata_comes_from_the_brute_force() {
    testkit::testdata::assert_agrees("cf1033g", "brute-", 6, common::expected_output);
}
