//! Periodicity of a computed nim-sequence: period, pre-period and saltus, *proved* when a
//! theorem about the game applies and otherwise only observed.
//!
//! # Conventions
//! - The sequence is G(0), G(1), …: heap sizes start at 0, and G(0) = 0 in every heap game.
//! - The **period** p is the least p > 0, and the **pre-period** e the least e ≥ 0 for that p,
//!   such that G(n + p) = G(n) + s for every n ≥ e (within the checked range, for an observed
//!   period). A purely periodic sequence has e = 0; Kayles, whose last exceptional value is at
//!   n = 70, has e = 71 and p = 12.
//! - The **saltus** s is 0 for a periodic sequence; s > 0 makes it *arithmetic-periodic* (the
//!   values grow by s every period).
//!
//! # The theorems
//! For a heap game whose code has finitely many digits, t the index of the last nonzero digit
//! (the most tokens a move removes), let h be the most heaps a move may leave (3 for a
//! hexadecimal game with an 8-bit, 2 for a game with a 4-bit, else 1) and e* = max(e, 1). If
//!
//! > G(n + p) = G(n) for every n with e ≤ n < h·e* + (h − 1)·p + t,
//!
//! then G(n + p) = G(n) for every n ≥ e. For h = 2 this is the periodicity theorem of Guy and
//! Smith, 2e + p + t (Winning Ways, ch. 4; Siegel, *Combinatorial Game Theory*, ch. IV). The
//! proof is an induction on n: past the bound, the largest heap left by a move from a heap of
//! n + p has at least e* + p tokens, so shrinking it by p gives a move from the heap of n with
//! the same value (and conversely). The e* (rather than e) matters only for e = 0: a part of
//! exactly p tokens would shrink to nothing, turning a split into a different kind of move —
//! with e in place of e*, the game 0.04 (G = 0, 0, 0, 0, 1, …) would be "proved" constant after
//! four values.
//!
//! For a subtraction game (each digit 0 or 3: removing k tokens may leave a heap or nothing
//! alike) G(n) is the mex of the t values before it, so a repeat of one window of t values,
//! G(n + p) = G(n) for e ≤ n < e + t, already proves the period.
//!
//! Finite octal games are never arithmetic-periodic (as Horrocks and Nowakowski recall in
//! INTEGERS 3, 2003), so a saltus is only looked for in sequences of unknown origin or of games
//! that split heaps into three, and it is only ever *observed*, never proved, here.
//!
//! # Example
//! ```
//! use gamecore::period::{PeriodFinder, Status, Theorem};
//! // Subtraction set {1, 3, 4} (t = 4): period 7 from the start.
//! let values = gamecore::sg::subtraction_table(&[1, 3, 4], 20).unwrap();
//! let periodicity = PeriodFinder::new()
//!     .analyse(&values, Theorem::Subtraction { max_move: 4 })
//!     .unwrap();
//! assert_eq!((periodicity.preperiod, periodicity.period), (0, 7));
//! assert_eq!(periodicity.status, Status::Proved { bound: 11 });
//! assert_eq!(periodicity.value_at(&values, 1_000_000), values[1_000_000 % 7]);
//! ```

use super::mex::Grundy;

/// What is known about the game that produced a sequence, which decides whether a period can be
/// proved (see the module documentation for the theorems).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// Nothing: periods are only observed.
    None,
    /// A subtraction game whose largest move is `max_move` (in code form: every digit 0 or 3).
    Subtraction {
        /// The largest number of tokens a move removes.
        max_move: usize,
    },
    /// A heap game with finitely many code digits: a move removes at most `max_take` tokens and
    /// leaves at most `max_heaps` heaps (1, 2 or 3).
    TakeAndBreak {
        /// The index t of the last nonzero digit of the code.
        max_take: usize,
        /// The most heaps a move may leave.
        max_heaps: usize,
    },
}

impl Theorem {
    /// The end N of the range the theorem needs: if G(n + p) = G(n) for every n with
    /// e ≤ n < N, the sequence is periodic with period p from e. `None` without a theorem.
    ///
    /// # Example
    /// ```
    /// use gamecore::period::Theorem;
    /// // Kayles (0.77): e = 71, p = 12, t = 2: check 71 ≤ n < 2·71 + 12 + 2 = 156.
    /// let kayles = Theorem::TakeAndBreak { max_take: 2, max_heaps: 2 };
    /// assert_eq!(kayles.verification_end(71, 12), Some(156));
    /// ```
    pub fn verification_end(self, preperiod: usize, period: usize) -> Option<usize> {
        match self {
            Self::None => None,
            Self::Subtraction { max_move } => Some(preperiod.saturating_add(max_move)),
            Self::TakeAndBreak {
                max_take,
                max_heaps,
            } => {
                let heaps = max_heaps.max(1);
                let start = preperiod.max(1);
                Some(
                    heaps
                        .saturating_mul(start)
                        .saturating_add((heaps - 1).saturating_mul(period))
                        .saturating_add(max_take),
                )
            }
        }
    }

    /// Whether the game can be arithmetic-periodic at all: finite octal games (at most two heaps
    /// left by a move) and subtraction games cannot.
    fn allows_saltus(self) -> bool {
        match self {
            Self::None => true,
            Self::Subtraction { .. } => false,
            Self::TakeAndBreak { max_heaps, .. } => max_heaps >= 3,
        }
    }
}

/// How sure a [`Periodicity`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A theorem proves it from the first `bound` values G(0..bound): it holds for every n.
    Proved {
        /// How many values the proof needed.
        bound: usize,
    },
    /// Seen in the first `up_to` values and not proved: it may break later.
    Observed {
        /// How many values were checked.
        up_to: usize,
    },
}

/// G(n + period) = G(n) + saltus for every n ≥ preperiod (see the module conventions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The least e ≥ 0 from which the pattern holds.
    pub preperiod: usize,
    /// The least p > 0.
    pub period: usize,
    /// What a period adds: 0 for a periodic sequence.
    pub saltus: Grundy,
    /// Proved or only observed.
    pub status: Status,
}

impl Periodicity {
    /// Whether a theorem proves the pattern for every n.
    pub fn is_proved(&self) -> bool {
        matches!(self.status, Status::Proved { .. })
    }

    /// G(n), from the known prefix `values` and the pattern: `values[n]` when n is inside it.
    ///
    /// # Panics
    /// If `values` is shorter than preperiod + period (it must hold a whole period), or if the
    /// value overflows a [`Grundy`] (a huge n with a saltus).
    ///
    /// # Complexity
    /// O(1).
    pub fn value_at(&self, values: &[Grundy], n: usize) -> Grundy {
        let (e, p) = (self.preperiod, self.period);
        assert!(
            values.len() >= e + p,
            "the prefix must hold the pre-period and one whole period"
        );
        if n < values.len() {
            return values[n];
        }
        let periods = (n - e) / p;
        let base = values[e + (n - e) % p];
        // Spelled out: the 2018 edition (judges' bundles) has no TryFrom in its prelude.
        let rise = <Grundy as std::convert::TryFrom<usize>>::try_from(periods)
            .ok()
            .and_then(|k| k.checked_mul(self.saltus))
            .expect("the value does not fit a Grundy value");
        base.checked_add(rise)
            .expect("the value does not fit a Grundy value")
    }

    /// Extends `values` to `len` values by the pattern (does nothing if it is that long
    /// already).
    ///
    /// # Example
    /// ```
    /// use gamecore::period::{Periodicity, Status};
    /// let pattern = Periodicity { preperiod: 1, period: 2, saltus: 1, status: Status::Observed { up_to: 5 } };
    /// let mut values = vec![0, 1, 1];
    /// pattern.extend(&mut values, 8);
    /// assert_eq!(values, vec![0, 1, 1, 2, 2, 3, 3, 4]);
    /// ```
    ///
    /// # Panics
    /// As [`value_at`](Self::value_at).
    ///
    /// # Complexity
    /// O(len) time; no memory beyond `values`.
    pub fn extend(&self, values: &mut Vec<Grundy>, len: usize) {
        let (e, p) = (self.preperiod, self.period);
        assert!(
            values.len() >= e + p,
            "the prefix must hold the pre-period and one whole period"
        );
        values.reserve(len.saturating_sub(values.len()));
        while values.len() < len {
            let earlier = values[values.len() - p];
            values.push(
                earlier
                    .checked_add(self.saltus)
                    .expect("the value does not fit a Grundy value"),
            );
        }
    }
}

/// Finds the periodicity of sequences, owning the buffers it needs so that analysing many
/// sequences (or one growing sequence again and again) allocates nothing once warmed up.
///
/// A period is **proved** when the [`Theorem`] given applies to the checked prefix. Otherwise it
/// is **observed** only if it is visible beyond doubt in the data: the repeating stretch
/// [e, N) of the N values must span at least two periods and at least half of the sequence.
#[derive(Clone, Debug, Default)]
pub struct PeriodFinder {
    reversed: Vec<Grundy>,
    reversed_steps: Vec<i64>,
    z: Vec<usize>,
}

impl PeriodFinder {
    /// An empty finder.
    pub fn new() -> Self {
        Self::default()
    }

    /// The periodicity of `values` = G(0), G(1), …, G(N − 1): proved if `theorem` allows it
    /// within the data, else observed, else `None`.
    ///
    /// The least proved period is the least period of the sequence's tail, and its pre-period
    /// the exact one. An observed pattern is the least period (with its pre-period) that fits
    /// the data and passes the evidence rule of [`PeriodFinder`]; a saltus is looked for only
    /// when no periodic pattern is seen and the theorem does not exclude one.
    ///
    /// # Example
    /// ```
    /// use gamecore::period::{PeriodFinder, Status, Theorem};
    /// let mut finder = PeriodFinder::new();
    /// let values = [0, 5, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
    /// let seen = finder.analyse(&values, Theorem::None).unwrap();
    /// assert_eq!((seen.preperiod, seen.period, seen.saltus), (2, 3, 0));
    /// assert_eq!(seen.status, Status::Observed { up_to: 14 });
    /// // 7, then 1, 1, 2, 2, 3, 3, …: arithmetic-periodic with period 2 and saltus 1 from n = 1.
    /// let growing: Vec<u32> = (0..40).map(|n| if n == 0 { 7 } else { (n + 1) / 2 }).collect();
    /// let seen = finder.analyse(&growing, Theorem::None).unwrap();
    /// assert_eq!((seen.preperiod, seen.period, seen.saltus), (1, 2, 1));
    /// ```
    ///
    /// # Complexity
    /// O(N) time (a Z-function over the reversed sequence and over its differences), O(N)
    /// memory held by the finder.
    pub fn analyse(&mut self, values: &[Grundy], theorem: Theorem) -> Option<Periodicity> {
        let len = values.len();
        if len < 2 {
            return None;
        }
        self.reversed.clear();
        self.reversed.extend(values.iter().rev());
        z_function(&self.reversed, &mut self.z);
        // With z[p] = how far the reversed sequence agrees with itself shifted by p, the least
        // e with G(n + p) = G(n) for all e ≤ n < N − p is N − p − z[p].
        let preperiod = |z: &[usize], p: usize| len - p - z[p];
        if theorem != Theorem::None {
            for p in 1..len {
                let e = preperiod(&self.z, p);
                if let Some(end) = theorem.verification_end(e, p) {
                    if end.saturating_add(p) <= len {
                        return Some(Periodicity {
                            preperiod: e,
                            period: p,
                            saltus: 0,
                            status: Status::Proved { bound: end + p },
                        });
                    }
                }
            }
        }
        if let Some((e, p)) = (1..=len / 2)
            .map(|p| (preperiod(&self.z, p), p))
            .find(|&(e, p)| convincing(len, e, p))
        {
            return Some(Periodicity {
                preperiod: e,
                period: p,
                saltus: 0,
                status: Status::Observed { up_to: len },
            });
        }
        if !theorem.allows_saltus() {
            return None;
        }
        // G(n + p) − G(n) is the same s for all n ≥ e exactly when the steps
        // G(n + 1) − G(n) are periodic with period p from e.
        self.reversed_steps.clear();
        self.reversed_steps.extend(
            values
                .windows(2)
                .rev()
                .map(|w| i64::from(w[1]) - i64::from(w[0])),
        );
        z_function(&self.reversed_steps, &mut self.z);
        let steps = len - 1;
        (1..=steps / 2)
            .map(|p| (steps - p - self.z[p], p))
            .find(|&(e, p)| convincing(len, e, p) && values[e + p] > values[e])
            .map(|(e, p)| Periodicity {
                preperiod: e,
                period: p,
                saltus: values[e + p] - values[e],
                status: Status::Observed { up_to: len },
            })
    }
}

/// The evidence rule for an unproved pattern: its stretch [e, len) spans two periods and half
/// the data.
fn convincing(len: usize, preperiod: usize, period: usize) -> bool {
    let stretch = len - preperiod;
    stretch >= 2 * period && 2 * stretch >= len
}

/// z[i] = the length of the longest common prefix of `s` and `s[i..]` (z[0] = |s|).
fn z_function<T: PartialEq>(s: &[T], z: &mut Vec<usize>) {
    let n = s.len();
    z.clear();
    z.resize(n, 0);
    if n == 0 {
        return;
    }
    z[0] = n;
    // [left, right) is the rightmost window known to match a prefix of s.
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        let mut k = if i < right {
            (right - i).min(z[i - left])
        } else {
            0
        };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k;
        if i + k > right {
            left = i;
            right = i + k;
        }
    }
}

/// The periodicity of `g` = G(0), G(1), … under `theorem`, exactly as [`PeriodFinder::analyse`] finds it:
/// the least proved period, else the least observed one, else (when the theorem allows one)
/// the least arithmetic-periodic pattern with a positive saltus, else `None`.
///
/// # Complexity
/// For most candidate periods a few comparisons; a candidate whose values agree with the
/// ones a period later over a stretch of length L costs O(L). O(1) extra memory.
///
/// A variant of [`PeriodFinder::analyse`] for sequences too long for a second copy: the
/// values are compared where they are stored (any width: `u8`, `u16`, `u32`), instead of
/// through a Z-function over the reversed sequence, whose three arrays cost 16 bytes a value.
/// For each candidate period p, in increasing order, the values are compared from the end
/// backwards, G(n) against G(n + p), down to the smallest pre-period that would still do; a
/// mismatch rejects most p after a few comparisons. When q is rejected because its exact
/// pre-period e_q is too large and the stretch [e_q, N) is at least kq long, every multiple
/// kq up to that stretch is rejected without a scan (its pre-period is at least e_q).
///
/// # Example
/// ```
/// use gamecore::period::{analyse_in_place, PeriodFinder, Theorem};
/// let values: Vec<u8> = (0..40u8).map(|n| if n < 3 { 9 } else { n % 4 }).collect();
/// let wide: Vec<u32> = values.iter().map(|&v| u32::from(v)).collect();
/// let lean = analyse_in_place(&values, Theorem::None).unwrap();
/// assert_eq!((lean.preperiod, lean.period), (3, 4));
/// assert_eq!(Some(lean), PeriodFinder::new().analyse(&wide, Theorem::None));
/// ```
///
/// # Constraints
/// None: any slice, any theorem.
pub fn analyse_in_place<T: Copy + Eq + Into<Grundy>>(
    g: &[T],
    theorem: Theorem,
) -> Option<Periodicity> {
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
                .map_or(false, |end| end.saturating_add(p) <= len)
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
        let found = least_period_in_place(len, 1..len, proof_limit, |n, p| g[n] == g[n + p]);
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
    if let Some((e, p)) =
        least_period_in_place(len, 1..len / 2 + 1, observed_limit, |n, p| g[n] == g[n + p])
    {
        return Some(Periodicity {
            preperiod: e,
            period: p,
            saltus: 0,
            status: Status::Observed { up_to: len },
        });
    }
    if !theorem.allows_saltus() {
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
        let (e, p) = least_period_in_place(
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
fn least_period_in_place(
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
    use super::{z_function, PeriodFinder, Periodicity, Status, Theorem};
    use crate::mex::Grundy;
    use crate::sg::subtraction_table;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rstest::rstest;

    /// The least (p, e) from the definition, by brute force: the least p such that
    /// G(n + p) − G(n) is one constant s for all e ≤ n < N − p, preferring s = 0.
    fn naive_pattern(values: &[Grundy], want_saltus: bool) -> Vec<(usize, usize, i64)> {
        let len = values.len();
        let mut found = Vec::new();
        for p in 1..len {
            let diff = |n: usize| i64::from(values[n + p]) - i64::from(values[n]);
            let s = if want_saltus { diff(len - 1 - p) } else { 0 };
            let mut e = len - p;
            while e > 0 && diff(e - 1) == s {
                e -= 1;
            }
            found.push((p, e, s));
        }
        found
    }

    #[test]
    fn z_function_matches_definition() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut z = Vec::new();
        for _ in 0..300 {
            let s: Vec<u8> = (0..rng.gen_range(0..30))
                .map(|_| rng.gen_range(0..3))
                .collect();
            z_function(&s, &mut z);
            for i in 0..s.len() {
                let lcp = (0..s.len() - i).take_while(|&k| s[k] == s[i + k]).count();
                assert_eq!(z[i], lcp, "z[{i}] of {s:?}");
            }
        }
    }

    #[test]
    fn compare_with_naive() {
        // Random eventually periodic (or arithmetic-periodic) sequences with noise in front,
        // and pure noise; the finder must agree with brute force on every verdict.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut finder = PeriodFinder::new();
        for round in 0..400 {
            let period = rng.gen_range(1..=6);
            let block: Vec<Grundy> = (0..period).map(|_| rng.gen_range(0..4)).collect();
            let saltus = if round % 3 == 0 {
                rng.gen_range(1..3)
            } else {
                0
            };
            let noise = rng.gen_range(0..10);
            let len = rng.gen_range(1..60);
            let values: Vec<Grundy> = (0..len)
                .map(|n| {
                    if n < noise || round % 7 == 0 {
                        rng.gen_range(0..6)
                    } else {
                        let k = (n - noise) as Grundy / period as Grundy;
                        block[(n - noise) % period] + saltus * k
                    }
                })
                .collect();
            let theorem = match round % 4 {
                0 => Theorem::None,
                1 => Theorem::Subtraction {
                    max_move: rng.gen_range(1..5),
                },
                _ => Theorem::TakeAndBreak {
                    max_take: rng.gen_range(0..4),
                    max_heaps: rng.gen_range(1..=3),
                },
            };
            let got = finder.analyse(&values, theorem);
            let periodic = naive_pattern(&values, false);
            let proved = periodic.iter().find(
                |&&(p, e, _)| matches!(theorem.verification_end(e, p), Some(end) if end + p <= len),
            );
            let observed = periodic
                .iter()
                .find(|&&(p, e, _)| p <= len / 2 && len - e >= 2 * p && 2 * (len - e) >= len);
            let expected = if let Some(&(p, e, _)) = proved {
                let bound = theorem.verification_end(e, p).unwrap() + p;
                Some((e, p, 0, Status::Proved { bound }))
            } else if let Some(&(p, e, _)) = observed {
                Some((e, p, 0, Status::Observed { up_to: len }))
            } else if theorem.allows_saltus() && len >= 2 {
                naive_pattern(&values, true)
                    .into_iter()
                    .find(|&(p, e, s)| {
                        s > 0
                            && p <= (len - 1) / 2
                            && len - e >= 2 * p
                            && 2 * (len - e) >= len
                            // the steps' own stretch must leave a whole period of steps
                            && e + p < len
                    })
                    .map(|(p, e, s)| (e, p, s as Grundy, Status::Observed { up_to: len }))
            } else {
                None
            };
            let got_tuple = got.map(|g| (g.preperiod, g.period, g.saltus, g.status));
            assert_eq!(got_tuple, expected, "{values:?} under {theorem:?}");
            if let Some(pattern) = got {
                // The pattern reproduces the data it was read from.
                let mut rebuilt = values[..pattern.preperiod + pattern.period].to_vec();
                pattern.extend(&mut rebuilt, len);
                assert_eq!(rebuilt, values, "{pattern:?}");
            }
        }
    }

    // Subtraction games: S(1,3,4) has period 7 and S(2,3,7) period 5 (Winning Ways, ch. 4);
    // S(1,2,…,k) has period k + 1; S(1,4) = 0 1 0 1 2 … and S(2) = 0 0 1 1 … by hand.
    #[rstest]
    #[case(&[1, 3, 4], 0, 7)]
    #[case(&[2, 3, 7], 0, 5)]
    #[case(&[1, 2, 3], 0, 4)]
    #[case(&[1, 4], 0, 5)]
    #[case(&[2], 0, 4)]
    fn subtraction_periods(#[case] moves: &[usize], #[case] e: usize, #[case] p: usize) {
        let max_move = *moves.iter().max().unwrap();
        let values = subtraction_table(moves, 200).unwrap();
        let pattern = PeriodFinder::new()
            .analyse(&values, Theorem::Subtraction { max_move })
            .unwrap();
        assert_eq!((pattern.preperiod, pattern.period), (e, p));
        assert_eq!(
            pattern.status,
            Status::Proved {
                bound: e + max_move + p
            }
        );
        // Proved, so the periodic extension must agree with a long direct computation.
        let long = subtraction_table(moves, 20_000).unwrap();
        let mut extended = values[..e + p].to_vec();
        pattern.extend(&mut extended, long.len());
        assert_eq!(extended, long);
    }

    #[test]
    fn subtraction_window_proves_as_soon_as_it_repeats() {
        // S(1,3,4): 0 1 0 1 2 3 2 | 0 1 0 1: the window of 4 after one period repeats at
        // n = 7..10, so 11 values prove the period and 10 do not.
        let values = subtraction_table(&[1, 3, 4], 10).unwrap();
        let theorem = Theorem::Subtraction { max_move: 4 };
        let mut finder = PeriodFinder::new();
        let early = finder.analyse(&values[..10], theorem);
        assert!(!matches!(early, Some(p) if p.is_proved()));
        assert!(finder.analyse(&values, theorem).unwrap().is_proved());
    }

    #[test]
    fn zero_preperiod_needs_the_corrected_bound() {
        // 0.04: G = 0 0 0 0 1 …. The textbook bound 2e + p + t with e = 0, p = 1, t = 2 would
        // accept the first four values as proof of G ≡ 0; the corrected bound must not.
        let theorem = Theorem::TakeAndBreak {
            max_take: 2,
            max_heaps: 2,
        };
        assert_eq!(theorem.verification_end(0, 1), Some(5));
        let pattern = PeriodFinder::new().analyse(&[0, 0, 0, 0, 0], theorem);
        assert!(!matches!(pattern, Some(p) if p.is_proved()));
    }

    #[test]
    fn noise_is_not_a_pattern() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let values: Vec<Grundy> = (0..10_000).map(|_| rng.gen_range(0..50)).collect();
        assert_eq!(PeriodFinder::new().analyse(&values, Theorem::None), None);
    }

    #[test]
    fn value_at_follows_saltus_far_out() {
        let pattern = Periodicity {
            preperiod: 2,
            period: 3,
            saltus: 4,
            status: Status::Observed { up_to: 20 },
        };
        let prefix = [9, 9, 0, 1, 2];
        let mut long = prefix.to_vec();
        pattern.extend(&mut long, 1000);
        for n in 0..1000 {
            assert_eq!(pattern.value_at(&prefix, n), long[n], "n = {n}");
        }
    }
}

#[cfg(test)]
mod in_place_tests {
    use super::{analyse_in_place, PeriodFinder, Periodicity, Theorem};
    use crate::mex::Grundy;
    use crate::octal::{HeapGame, NimValues};
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

    /// The in-place finder on the values as [`NimValues`] stores them (one, two or four bytes).
    fn analyse(values: &NimValues, theorem: Theorem) -> Option<Periodicity> {
        match values {
            NimValues::Narrow(g) => analyse_in_place(g, theorem),
            NimValues::Medium(g) => analyse_in_place(g, theorem),
            NimValues::Wide(g) => analyse_in_place(g, theorem),
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
