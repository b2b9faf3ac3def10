//! Berzerk solved straight from the rules, without a queue: sweep over every state
//! (object, player to move) until nothing changes. Shared by the brute-force comparison and
//! the `max-*` check.

/// `n` and the step sets of Rick (player 0) and Morty (player 1), read from a valid input.
pub fn parse(input: &str) -> (usize, [Vec<usize>; 2]) {
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let n = numbers.next().expect("n");
    let mut set = || {
        let k = numbers.next().expect("k");
        let steps: Vec<usize> = numbers.by_ref().take(k).collect();
        assert_eq!(steps.len(), k, "truncated input");
        steps
    };
    let rick = set();
    let morty = set();
    (n, [rick, morty])
}

/// The expected output: for each player moving first, `Win`, `Lose` or `Loop` for the
/// monster on objects 2..n (1-based; object 1 is the black hole).
///
/// A state is won if some step lands on the black hole (the mover wins at once) or on a state
/// lost for the opponent; lost if every step lands on a state won for the opponent; the rest
/// are never decided: the game goes on for ever. Sweeping objects downwards settles chains of
/// small steps in few sweeps, since a step moves the monster up (or onto the hole).
pub fn expected_output(input: &str) -> String {
    let (n, sets) = parse(input);
    // won[p][v]: Some(true) if the player p to move at v wins, Some(false) if he loses.
    let mut won: [Vec<Option<bool>>; 2] = [vec![None; n], vec![None; n]];
    loop {
        let mut changed = false;
        for v in (1..n).rev() {
            for p in 0..2 {
                if won[p][v].is_some() {
                    continue;
                }
                let mut some_step_wins = false;
                let mut every_step_loses = true;
                for &x in &sets[p] {
                    let w = (v + x) % n;
                    let opponent = if w == 0 { Some(false) } else { won[1 - p][w] };
                    match opponent {
                        Some(false) => some_step_wins = true,
                        Some(true) => {}
                        None => every_step_loses = false,
                    }
                }
                if some_step_wins {
                    won[p][v] = Some(true);
                } else if every_step_loses {
                    won[p][v] = Some(false);
                } else {
                    continue;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = String::new();
    for row in &won {
        let words: Vec<&str> = row[1..]
            .iter()
            .map(|w| match w {
                Some(true) => "Win",
                Some(false) => "Lose",
                None => "Loop",
            })
            .collect();
        out += &words.join(" ");
        out.push('\n');
    }
    out
}
