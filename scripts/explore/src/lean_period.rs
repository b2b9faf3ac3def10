//! The periodicity of a long nim-sequence without a second copy of it: the same verdicts as
//! `gamecore::period::PeriodFinder::analyse` (proved, observed, saltus), found by comparing
//! the stored values directly instead of through a Z-function over the reversed sequence,
//! whose three arrays cost 16 bytes a value — four times the values themselves at one byte.
//!
//! # How
//! For each candidate period p, in increasing order, the values are compared from the end
//! backwards, G(n) against G(n + p), down to the smallest pre-period e that would still do
//! (for a proof: the largest e the theorem's bound allows with the data at hand; for an
//! observed period: the evidence rule). A mismatch above that rejects p after a few
//! comparisons for most p; a match all the way down is continued to the exact pre-period.
//!
//! Long agreements are what cost time, and they come in families: if G is periodic with
//! period q from e_q on, and the stretch [e_q, N) is at least kq long, then the pre-period of
//! kq is at least e_q (for n ≥ max(e, e_q − q), G(n + q) = G(n + kq) = G(n)). So when q is
//! rejected because e_q is too large, every multiple kq up to that stretch is rejected too,
//! without a scan: the sequences that are periodic with a small period from just too late
//! (0.376 before its pre-period of 2,268,248 is proved) would otherwise cost N²/q.
//!
//! # Memory
//! O(1) beyond the values (a short list of rejected periods with long stretches).

use gamecore::mex::Grundy;
use gamecore::octal::{NimValues, StoredValue};
use gamecore::period::{Periodicity, Status, Theorem};

/// The periodicity of `values` under `theorem`, exactly as `PeriodFinder::analyse` finds it:
/// the least proved period, else the least observed one, else (when the theorem allows one)
/// the least arithmetic-periodic pattern with a positive saltus, else `None`.
///
/// # Complexity
/// For most candidate periods a few comparisons; a candidate whose values agree with the
/// ones a period later over a stretch of length L costs O(L). O(1) extra memory.
pub fn analyse(values: &NimValues, theorem: Theorem) -> Option<Periodicity> {
    match values {
        NimValues::Narrow(g) => analyse_slice(g, theorem),
        NimValues::Medium(g) => analyse_slice(g, theorem),
        NimValues::Wide(g) => analyse_slice(g, theorem),
    }
}

/// Whether a finite game of this kind can be arithmetic-periodic (as gamecore's period
/// module decides: never for subtraction games and octal games).
fn allows_saltus(theorem: Theorem) -> bool {
    match theorem {
        Theorem::None => true,
        Theorem::Subtraction { .. } => false,
        Theorem::TakeAndBreak { max_heaps, .. } => max_heaps >= 3,
    }
}

fn analyse_slice<T: StoredValue>(g: &[T], theorem: Theorem) -> Option<Periodicity> {
    let len = g.len();
    if len < 2 {
        return None;
    }
    let at = |n: usize| -> Grundy { g[n].into() };
    if theorem != Theorem::None {
        // The largest pre-period e the theorem accepts for period p with len values. It
        // shrinks as p grows (the theorem's bound grows with both), so one pointer walks
        // down once over all the candidates.
        let fits = |e: usize, p: usize| {
            theorem
                .verification_end(e, p)
                .is_some_and(|end| end.saturating_add(p) <= len)
        };
        let mut largest = len;
        let proof_limit = |p: usize| -> Option<usize> {
            if !fits(0, p) {
                return None;
            }
            largest = largest.min(len - p);
            while !fits(largest, p) {
                largest -= 1;
            }
            Some(largest)
        };
        let found = least_period(len, 1..len, proof_limit, |n, p| g[n] == g[n + p]);
        if let Some((e, p)) = found {
            let end = theorem
                .verification_end(e, p)
                .expect("the theorem gave a limit");
            return Some(Periodicity {
                preperiod: e,
                period: p,
                saltus: 0,
                status: Status::Proved { bound: end + p },
            });
        }
    }
    // The evidence rule: the stretch [e, len) spans two periods and half the data.
    let observed_limit = |p: usize| -> Option<usize> {
        let limit = len.checked_sub(2 * p)?.min(len / 2);
        Some(limit)
    };
    if let Some((e, p)) = least_period(len, 1..len / 2 + 1, observed_limit, |n, p| g[n] == g[n + p])
    {
        return Some(Periodicity {
            preperiod: e,
            period: p,
            saltus: 0,
            status: Status::Observed { up_to: len },
        });
    }
    if !allows_saltus(theorem) {
        return None;
    }
    // G(n + p) − G(n) is one s for all n ≥ e exactly when the steps d(n) = G(n + 1) − G(n)
    // are periodic with period p from e; there are len − 1 steps, and the pattern needs a
    // positive s.
    let steps = len - 1;
    let step = |n: usize| i64::from(at(n + 1)) - i64::from(at(n));
    // A period whose saltus is not positive is passed over and the search goes on past it.
    let mut from = 1;
    loop {
        let (e, p) = least_period(
            steps,
            from..steps / 2 + 1,
            |p| {
                let limit = len.checked_sub(2 * p)?.min(len / 2);
                Some(limit.min(steps - p))
            },
            |n, p| step(n) == step(n + p),
        )?;
        if at(e + p) > at(e) {
            return Some(Periodicity {
                preperiod: e,
                period: p,
                saltus: at(e + p) - at(e),
                status: Status::Observed { up_to: len },
            });
        }
        from = p + 1;
    }
}

/// The least p in `candidates` such that `same(n, p)` holds for every n with
/// e ≤ n < len − p for some e ≤ `limit(p)`, with that least e; `limit` returning `None`
/// ends the search (it does so for every larger p too).
fn least_period(
    len: usize,
    candidates: std::ops::Range<usize>,
    mut limit: impl FnMut(usize) -> Option<usize>,
    same: impl Fn(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    // Rejected periods q whose exact stretch [e_q, len) is at least 2q long: their multiples
    // up to the stretch are rejected without a scan (see the module documentation).
    let mut long_rejects: Vec<(usize, usize)> = Vec::new();
    for p in candidates {
        if p >= len {
            break;
        }
        let lowest = limit(p)?;
        if long_rejects
            .iter()
            .any(|&(q, stretch)| p % q == 0 && p <= stretch)
        {
            continue;
        }
        // Compare from the end down to `lowest`; then on, to the exact pre-period.
        let mut n = len - p;
        while n > lowest && same(n - 1, p) {
            n -= 1;
        }
        if n > lowest {
            // A mismatch at n − 1: the exact pre-period of p is n, too large.
            let stretch = len - n;
            if stretch >= 2 * p {
                long_rejects.push((p, stretch));
            }
            continue;
        }
        while n > 0 && same(n - 1, p) {
            n -= 1;
        }
        return Some((n, p));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::analyse;
    use gamecore::mex::Grundy;
    use gamecore::octal::{HeapGame, NimValues};
    use gamecore::period::{PeriodFinder, Theorem};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn theorems(rng: &mut ChaCha8Rng) -> Theorem {
        match rng.gen_range(0..4) {
            0 => Theorem::None,
            1 => Theorem::Subtraction {
                max_move: rng.gen_range(1..5),
            },
            _ => Theorem::TakeAndBreak {
                max_take: rng.gen_range(0..4),
                max_heaps: rng.gen_range(1..=3),
            },
        }
    }

    #[test]
    fn agrees_with_the_z_function_finder_on_random_sequences() {
        // Eventually periodic (or arithmetic-periodic) sequences with noise in front, pure
        // noise, and tails periodic from just too late to prove; gamecore's PeriodFinder
        // (a Z-function over the reversed sequence) is the reference.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut finder = PeriodFinder::new();
        for round in 0..3000 {
            let period = rng.gen_range(1..=8);
            let block: Vec<Grundy> = (0..period).map(|_| rng.gen_range(0..4)).collect();
            let saltus = if round % 3 == 0 {
                rng.gen_range(0..3)
            } else {
                0
            };
            let len = rng.gen_range(1..120);
            let noise = rng.gen_range(0..=len);
            let big = if round % 5 == 0 { 300 } else { 0 };
            let values: Vec<Grundy> = (0..len)
                .map(|n| {
                    if n < noise || round % 11 == 0 {
                        rng.gen_range(0..6) + big
                    } else {
                        let k = ((n - noise) / period) as Grundy;
                        block[(n - noise) % period] + saltus * k + big
                    }
                })
                .collect();
            let theorem = theorems(&mut rng);
            let expected = finder.analyse(&values, theorem);
            let got = analyse(&NimValues::from_values(&values), theorem);
            assert_eq!(got, expected, "{values:?} under {theorem:?}");
        }
    }

    #[test]
    fn agrees_on_heap_games() {
        for code in [
            "0.07", "0.77", "0.137", "0.177", "0.6", "0.16", "4.7", "0.8F", "0.3033",
        ] {
            let game = HeapGame::parse(code).unwrap();
            // Three-heap splits cost O(n³): 0.8F only to 600.
            let max = if game.max_heaps() >= 3 { 600 } else { 3000 };
            let values = game.nim_sequence(max);
            for len in [2, 100, 175, 176, 600, 1000, 1037, 3001]
                .into_iter()
                .filter(|&l| l <= max + 1)
            {
                let expected = PeriodFinder::new().analyse(&values[..len], game.theorem());
                let got = analyse(&NimValues::from_values(&values[..len]), game.theorem());
                assert_eq!(got, expected, "{code}, {len} values");
            }
        }
    }

    #[test]
    fn small_periods_from_just_too_late_are_rejected_fast() {
        // Noise, then period 4 over the last half (less one value) or the last 45% of two
        // million values: too late for a proof. Without the shortcut every multiple of 4
        // would be compared over the whole stretch (about 10^11 comparisons); with it, the
        // test takes milliseconds.
        let len = 2_000_000;
        let theorem = Theorem::TakeAndBreak {
            max_take: 3,
            max_heaps: 2,
        };
        for (start, observed) in [(len / 2 - 1, true), (len * 55 / 100, false)] {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            let values: Vec<Grundy> = (0..len)
                .map(|n| {
                    if n < start {
                        rng.gen_range(0..50)
                    } else {
                        [1, 2, 4, 7][n % 4]
                    }
                })
                .collect();
            let got = analyse(&NimValues::from_values(&values), theorem);
            assert_eq!(
                got,
                PeriodFinder::new().analyse(&values, theorem),
                "{start}"
            );
            assert_eq!(
                got.map(|p| (p.preperiod, p.period, p.is_proved())),
                observed.then_some((start, 4, false))
            );
            let got = analyse(&NimValues::from_values(&values), Theorem::None);
            assert_eq!(
                got,
                PeriodFinder::new().analyse(&values, Theorem::None),
                "{start}"
            );
        }
    }
}
