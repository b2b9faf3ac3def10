//! Computing a nim-sequence and what is known about its period for every [`SequenceGame`]:
//! gamecore's doubling search ([`gamecore::octal::doubling_search`]: try the periodicity
//! theorem each time the computed prefix doubles, fill the rest in from a proved period), with
//! progress reports on stderr and checkpoints as its hooks.

use crate::catalogue::{Colouring, Jiangnan, Lasker, SequenceGame};
use crate::checkpoint::Saver;
use crate::clock::Moment;
use gamecore::mex::Grundy;
use gamecore::octal::{
    doubling_search, GrowingSequence, HeapGame, NimValues, OctalSolver, SearchHooks,
};
use gamecore::period::{Periodicity, Status, Theorem};
use gamecore::split::{SplitRules, SplitSolver};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::time::Duration;

/// A nim-sequence G(0..=n) and its periodicity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequence {
    /// G(0), …, G(n), each in the smallest width that holds them all.
    pub values: NimValues,
    /// How many leading values were computed from the rules (possibly more than `values`
    /// holds: the search for a proof may look further than was asked).
    pub computed: usize,
    /// What was found: proved, observed, or nothing.
    pub periodicity: Option<Periodicity>,
    /// The theorem that was tried.
    pub theorem: Theorem,
}

impl Sequence {
    /// The largest heap size the verdict rests on: the last one the proof needed, the last one
    /// the pattern was observed to, or the last one computed when no pattern was found.
    pub fn checked_up_to(&self) -> usize {
        let count = match self.periodicity.map(|p| p.status) {
            Some(Status::Proved { bound }) => bound,
            Some(Status::Observed { up_to }) => up_to,
            None => self.computed,
        };
        count.saturating_sub(1)
    }

    /// G(0), …, G(count − 1) (all of them if there are fewer) as plain values.
    pub fn head(&self, count: usize) -> Vec<Grundy> {
        self.values.slice_to_vec(0..count.min(self.values.len()))
    }

    /// The heap sizes n < e whose value is not the one the periodic pattern gives there (the
    /// pattern run backwards), ascending; empty without a pattern.
    pub fn exceptions(&self) -> Vec<usize> {
        let mut found = Vec::new();
        self.for_each_exception(|n| found.push(n));
        found
    }

    /// Whether the exceptions can be told: a pattern, and values up to its pre-period and one
    /// period.
    pub fn exceptions_known(&self) -> bool {
        self.periodicity
            .is_some_and(|p| self.values.len() >= p.preperiod + p.period)
    }

    /// Whether n is an exception (see [`exceptions`](Self::exceptions)).
    pub fn is_exception(&self, n: usize) -> bool {
        let Some(pattern) = self.periodicity.filter(|_| self.exceptions_known()) else {
            return false;
        };
        let (e, p) = (pattern.preperiod, pattern.period);
        if n >= e {
            return false;
        }
        let periods_back = (e - n).div_ceil(p);
        let same_phase = n + periods_back * p;
        let expected = i64::from(self.values.get(same_phase))
            - periods_back as i64 * i64::from(pattern.saltus);
        i64::from(self.values.get(n)) != expected
    }

    /// Calls `visit` with each exception (see [`exceptions`](Self::exceptions)), ascending,
    /// without collecting them.
    pub fn for_each_exception(&self, mut visit: impl FnMut(usize)) {
        let Some(pattern) = self.periodicity.filter(|_| self.exceptions_known()) else {
            return;
        };
        for n in (0..pattern.preperiod).filter(|&n| self.is_exception(n)) {
            visit(n);
        }
    }
}

/// Writes `label: n = …` on stderr while a long computation runs: about once a second on one
/// line that [`finish`](Self::finish) wipes, when stderr is a terminal; or, when asked for
/// with [`lines`](Self::lines) (`--progress`), as plain lines every ten seconds, for logs. In
/// the web page the line goes to the page instead ([`crate::clock::show_in_page`]), twice a
/// second, whatever was asked.
pub struct Progress {
    enabled: bool,
    /// One line rewritten in place (a terminal) rather than one line per report.
    in_place: bool,
    interval: Duration,
    label: String,
    /// When the next report is due.
    next: Moment,
    shown: bool,
}

/// How often the web page's progress line is renewed.
const PAGE_INTERVAL: Duration = Duration::from_millis(500);

impl Progress {
    /// Reports about `label`, if stderr is a terminal (and always in the web page).
    pub fn new(label: &str) -> Self {
        Self::with_enabled(label, std::io::stderr().is_terminal())
    }

    /// Reports about `label` only when `enabled` (always in the web page).
    pub fn with_enabled(label: &str, enabled: bool) -> Self {
        Self::every(label, enabled, true, Duration::from_secs(1))
    }

    /// Reports about `label` whatever stderr is: in place on a terminal, else a plain line
    /// every ten seconds.
    pub fn lines(label: &str) -> Self {
        if std::io::stderr().is_terminal() {
            return Self::new(label);
        }
        Self::every(label, true, false, Duration::from_secs(10))
    }

    fn every(label: &str, enabled: bool, in_place: bool, interval: Duration) -> Self {
        let (enabled, in_place, interval) = if crate::clock::IN_PAGE {
            (true, true, PAGE_INTERVAL)
        } else {
            (enabled, in_place, interval)
        };
        Self {
            enabled,
            in_place,
            interval,
            label: label.to_string(),
            next: crate::clock::now() + interval,
            shown: false,
        }
    }

    /// Reports that `what` has been reached, if the interval has passed since the last report.
    pub fn tick(&mut self, what: impl FnOnce() -> String) {
        crate::clock::stop_if_cancelled();
        if !self.enabled {
            return;
        }
        let now = crate::clock::now();
        if now < self.next {
            return;
        }
        self.next = now + self.interval;
        let line = format!("{}: {}", self.label, what());
        if crate::clock::IN_PAGE {
            self.shown = true;
            crate::clock::show_in_page(&line);
            return;
        }
        // A warning about the command line comes before the first report.
        crate::exit::flush_warning();
        let mut stderr = std::io::stderr().lock();
        if self.in_place {
            self.shown = true;
            let _ = write!(stderr, "\r\x1b[K{line} …");
        } else {
            let _ = writeln!(stderr, "{line}");
        }
        let _ = stderr.flush();
    }

    /// Clears the progress line, if one was written in place.
    pub fn finish(&mut self) {
        if self.shown {
            self.shown = false;
            if crate::clock::IN_PAGE {
                crate::clock::show_in_page("");
                return;
            }
            let mut stderr = std::io::stderr().lock();
            let _ = write!(stderr, "\r\x1b[K");
            let _ = stderr.flush();
        }
    }
}

/// A one-heap game under [`SplitRules`], heaps asked for in order.
struct SplitSource<R: SplitRules<Part = usize>> {
    solver: SplitSolver<R>,
    values: NimValues,
}

impl<R: SplitRules<Part = usize>> GrowingSequence for SplitSource<R> {
    fn values(&self) -> &NimValues {
        &self.values
    }
    fn into_values(self) -> NimValues {
        self.values
    }
    fn extend_to(&mut self, max_heap: usize) {
        while self.values.len() <= max_heap {
            let n = self.values.len();
            let value = self
                .solver
                .grundy(&n)
                .expect("catalogue games make heaps smaller, so they have no cycles");
            self.values.push(value);
        }
    }
}

/// How far [`sequence`] computes (gamecore's [`SearchLimits`](gamecore::octal::SearchLimits)).
pub type Limits = gamecore::octal::SearchLimits;

/// G(0..=`limits.upto`) of `game` with its periodicity.
///
/// Values are computed from the rules up to `upto`, or further, up to `search_to`, while the
/// game has a periodicity theorem and no period is proved yet. Once a period is proved the
/// remaining values come from it (unless `full`). The theorem is tried whenever the computed
/// prefix doubles (from 1024 values on) and at the end.
pub fn sequence(game: &SequenceGame, limits: Limits, progress: &mut Progress) -> Sequence {
    let theorem = game.theorem();
    match game {
        SequenceGame::Heap(heap) => run(
            OctalSolver::new(heap.clone()),
            theorem,
            limits,
            progress,
            None,
        ),
        SequenceGame::Lasker => run(split(Lasker), theorem, limits, progress, None),
        SequenceGame::Jiangnan { min_split } => run(
            split(Jiangnan {
                min_split: *min_split,
            }),
            theorem,
            limits,
            progress,
            None,
        ),
        SequenceGame::Colouring => run(split(Colouring), theorem, limits, progress, None),
    }
}

/// As [`sequence`] for a heap game, going on from `values` = G(0), … computed earlier (from a
/// checkpoint) and saving the values with `saver` as it goes and once more at the end.
pub fn heap_sequence_from(
    game: &HeapGame,
    values: NimValues,
    limits: Limits,
    progress: &mut Progress,
    saver: &mut Saver,
) -> Sequence {
    let solver = OctalSolver::resume(game.clone(), values);
    run(solver, game.theorem(), limits, progress, Some(saver))
}

fn split<R: SplitRules<Part = usize>>(rules: R) -> SplitSource<R> {
    SplitSource {
        solver: SplitSolver::new(rules),
        values: NimValues::new(),
    }
}

/// The hooks of the search: the progress line and the checkpoint.
struct Hooks<'a, 'b> {
    progress: &'a mut Progress,
    saver: Option<&'b mut Saver>,
    started: Moment,
    /// The values there were at the start (from a checkpoint).
    first: usize,
}

impl SearchHooks for Hooks<'_, '_> {
    fn computed(&mut self, values: &NimValues, goal: usize) {
        crate::clock::stop_if_cancelled();
        let (done, started, first) = (values.len(), self.started, self.first);
        self.progress
            .tick(|| rate_line(done, goal, started.elapsed(), first));
        if let Some(saver) = self.saver.as_mut() {
            saver.tick(values);
        }
    }
    fn finished(&mut self, values: &NimValues) {
        if let Some(saver) = self.saver.as_mut() {
            saver.save_now(values);
        }
    }
}

fn run(
    source: impl GrowingSequence,
    theorem: Theorem,
    limits: Limits,
    progress: &mut Progress,
    saver: Option<&mut Saver>,
) -> Sequence {
    let mut hooks = Hooks {
        first: source.values().len(),
        progress,
        saver,
        started: crate::clock::now(),
    };
    let found = doubling_search(source, theorem, limits, &mut hooks);
    Sequence {
        values: found.values,
        computed: found.computed,
        periodicity: found.periodicity,
        theorem,
    }
}

/// `n = 1234567 of 400000000, 2.1·10^6 values a second, about 3 h 10 min left`: where a
/// computation is, at the average rate since it started (from `first` values on).
pub fn rate_line(done: usize, goal: usize, elapsed: Duration, first: usize) -> String {
    let mut line = format!("n = {} of {}", done - 1, goal - 1);
    let seconds = elapsed.as_secs_f64();
    let rate = (done - first) as f64 / seconds.max(1e-9);
    if seconds > 0.5 && rate > 0.0 {
        let left = goal.saturating_sub(done) as f64 / rate;
        let _ = write!(
            line,
            ", {} values a second, about {} left",
            in_powers(rate),
            duration_words(left)
        );
    }
    line
}

/// 2100000.0 as `2.1·10^6`; below 10^4 in digits.
fn in_powers(x: f64) -> String {
    if x < 1e4 {
        return format!("{x:.0}");
    }
    // Divided down by hand rather than with log10 and powf: those are the only libm functions
    // the explorer would call, and linking libm costs every run about 0.3 MB of resident
    // memory (BENCHMARKS.md, the explorer against ogsolve). The bound stops at f64's range.
    let (mut mantissa, mut power) = (x, 0);
    while mantissa >= 10.0 && power < 400 {
        mantissa /= 10.0;
        power += 1;
    }
    format!("{mantissa:.1}·10^{power}")
}

/// A duration in seconds as `42 s`, `7 min 5 s`, `3 h 10 min`.
fn duration_words(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..=59 => format!("{s} s"),
        60..=3599 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::{in_powers, rate_line, sequence, Limits, Progress, Sequence};
    use crate::catalogue::SequenceGame;
    use gamecore::octal::{HeapGame, NimValues, OctalSolver};
    use gamecore::period::{Periodicity, Status, Theorem};

    fn quiet() -> Progress {
        Progress::with_enabled("test", false)
    }

    #[test]
    fn heap_games_match_octal_solver_solve() {
        for code in [
            "0.07", "0.77", "0.137", "0.6", "4.7", "0.3033", "0.177", "0.04",
        ] {
            for upto in [0, 5, 100, 1500, 5000] {
                let game = HeapGame::parse(code).unwrap();
                let expected = OctalSolver::new(game.clone()).solve(upto);
                let got = sequence(
                    &SequenceGame::Heap(game),
                    Limits::new(upto, upto),
                    &mut quiet(),
                );
                assert_eq!(got.values.to_vec(), expected.values, "{code} to {upto}");
                assert_eq!(got.periodicity, expected.periodicity, "{code} to {upto}");
            }
        }
    }

    #[test]
    fn proofs_may_look_past_the_values_asked_for() {
        // 0.177 needs G(0..=1036) for its proof (e = 497, p = 20).
        let game = SequenceGame::Heap(HeapGame::parse("0.177").unwrap());
        let short = sequence(&game, Limits::new(100, 100), &mut quiet());
        assert!(!matches!(short.periodicity, Some(p) if p.is_proved()));
        let searched = sequence(&game, Limits::new(100, 5000), &mut quiet());
        let pattern = searched.periodicity.unwrap();
        assert_eq!((pattern.preperiod, pattern.period), (497, 20));
        assert!(pattern.is_proved());
        assert_eq!(searched.values.len(), 101);
        assert_eq!(searched.values, short.values);
        // Guy–Smith with t = 3: G(n + 20) = G(n) for 497 ≤ n < 2·497 + 20 + 3, so G(0..=1036).
        assert_eq!(searched.checked_up_to(), 2 * 497 + 20 + 3 + 20 - 1);
    }

    #[test]
    fn full_runs_compute_every_value_and_prove_the_same_period() {
        for code in ["0.07", "0.77", "0.3033", "0.177"] {
            let game = SequenceGame::Heap(HeapGame::parse(code).unwrap());
            let short = sequence(&game, Limits::new(3000, 3000), &mut quiet());
            let full = Limits {
                full: true,
                ..Limits::new(3000, 3000)
            };
            let long = sequence(&game, full, &mut quiet());
            assert_eq!(long.values, short.values, "{code}");
            assert_eq!(long.computed, 3001, "{code}");
            assert!(short.computed < 3001, "{code}: {}", short.computed);
            let (a, b) = (short.periodicity.unwrap(), long.periodicity.unwrap());
            assert!(a.is_proved() && b.is_proved(), "{code}");
            assert_eq!((a.preperiod, a.period), (b.preperiod, b.period), "{code}");
        }
    }

    #[test]
    fn rate_lines_extrapolate_the_average_rate() {
        use std::time::Duration;
        // 10^6 values in 4 s from a resumed 2·10^5: 2·10^5 a second; 3·10^6 left take 15 s.
        assert_eq!(
            rate_line(1_000_000, 4_000_000, Duration::from_secs(4), 200_000),
            "n = 999999 of 3999999, 2.0·10^5 values a second, about 15 s left"
        );
        assert_eq!(
            rate_line(10_000_000, 390_000_000, Duration::from_secs(100), 0),
            "n = 9999999 of 389999999, 1.0·10^5 values a second, about 1 h 3 min left"
        );
        assert_eq!(
            rate_line(2000, 5000, Duration::from_millis(10), 0),
            "n = 1999 of 4999"
        );
    }

    #[test]
    fn powers_of_ten_without_libm() {
        assert_eq!(in_powers(9999.0), "9999");
        assert_eq!(in_powers(10_000.0), "1.0·10^4");
        assert_eq!(in_powers(2_100_000.0), "2.1·10^6");
        assert_eq!(in_powers(123_456_789.0), "1.2·10^8");
        // Rounded as the one decimal shows it, as log10 and powf gave.
        assert_eq!(in_powers(996_000.0), "10.0·10^5");
        // An infinite rate (no time measured yet) ends, at the bound.
        assert!(in_powers(f64::INFINITY).ends_with("·10^400"));
    }

    #[test]
    fn dawson_exceptions_are_the_published_ones() {
        // CF 1704F editorial: the run lengths whose value differs from the periodic one.
        let game = SequenceGame::Heap(HeapGame::parse("0.07").unwrap());
        let dawson = sequence(&game, Limits::new(200, 200), &mut quiet());
        assert_eq!(dawson.exceptions(), vec![0, 1, 15, 17, 18, 32, 35, 52]);
        let colouring = sequence(
            &SequenceGame::Colouring,
            Limits::new(200, 200),
            &mut quiet(),
        );
        assert_eq!(colouring.values, dawson.values);
        assert_eq!(colouring.periodicity, dawson.periodicity);
    }

    #[test]
    fn exceptions_follow_a_saltus_backwards() {
        let pattern = Periodicity {
            preperiod: 3,
            period: 2,
            saltus: 2,
            status: Status::Observed { up_to: 9 },
        };
        // Pattern from n = 3: 5 6 | 7 8 | 9 …, so backwards n = 2 → 4, 1 → 3, 0 → 2.
        let seq = Sequence {
            values: NimValues::from_values(&[2, 0, 4, 5, 6, 7, 8, 9, 10]),
            computed: 9,
            periodicity: Some(pattern),
            theorem: Theorem::None,
        };
        assert_eq!(seq.exceptions(), vec![1]);
        assert_eq!(seq.checked_up_to(), 8);
    }
}
