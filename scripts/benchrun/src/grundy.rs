//! Grundy's game (split a heap into two unequal heaps): `explore seq grundy --upto N` against
//! Beling's `igsolve grundy -p N` (found as for the Cram section), CPU time and peak memory,
//! alternated, in the same run. Both print the value of a heap of `N`; ours computes the
//! whole sequence up to it with the rare/common split of the octal solver, igsolve searches
//! the heap with its transposition table. No goal is set: the section shows the comparison the
//! issue quotes (10^4: 0.02 s against 1.56 s when it was filed).

use super::cram::{cpu_or_failure, fastest, find_igsolve, igsolve_value, measure};
use super::Env;

/// The heaps compared: igsolve's time grows about as N², so 2·10^4 takes it several seconds.
pub(crate) const HEAPS: [u32; 3] = [1_000, 10_000, 20_000];

/// The section's Markdown and how many heaps disagree or fail (igsolve missing: none).
pub fn section(env: &Env, runs: usize) -> (String, usize) {
    let mut text = String::from("\n### Grundy's game against igsolve, same run\n\n");
    let Some(igsolve) = find_igsolve(env).filter(|p| p.is_file()) else {
        text.push_str("igsolve is not built: Grundy's game comparison skipped\n");
        return (text, 0);
    };
    text.push_str(
        "The value of one heap of N: `explore seq grundy --upto N --format values` (the whole \
         sequence) against `igsolve grundy -p N`, each the fastest of the alternated runs.\n\n\
         | heap | value | explore CPU s | igsolve CPU s | igsolve / explore | explore RSS | \
         igsolve RSS | |\n|---:|---|---:|---:|---:|---:|---:|---|\n",
    );
    let mut failures = 0;
    for heap in HEAPS {
        let n = heap.to_string();
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..runs.clamp(1, 3) {
            ours.push(measure(
                env,
                &env.explore,
                &["seq", "grundy", "--upto", &n, "--format", "values"],
                &format!("explore-grundy-{n}"),
                last_value,
            ));
            theirs.push(measure(
                env,
                &igsolve,
                &["grundy", "-p", &n],
                &format!("grundy-{n}"),
                igsolve_value,
            ));
        }
        let row = match (fastest(ours), fastest(theirs)) {
            (Ok(o), Ok(t)) => {
                let agree = o.2 == t.2;
                failures += usize::from(!agree);
                format!(
                    "| {heap} | {} | {:.3} | {:.3} | {:.0} | {:.1} MB | {:.1} MB | {} |",
                    o.2,
                    o.0,
                    t.0,
                    super::cram::ratio(t.0, o.0),
                    o.1 as f64 / 1024.0,
                    t.1 as f64 / 1024.0,
                    if agree {
                        "same value"
                    } else {
                        "FAIL (values differ)"
                    }
                )
            }
            (o, t) => {
                failures += 1;
                let (o, t) = (cpu_or_failure(o), cpu_or_failure(t));
                format!("| {heap} | | {o} | {t} | | | | FAIL |")
            }
        };
        text.push_str(&row);
        text.push('\n');
    }
    (text, failures)
}

/// G(N) in `explore seq … --format values` (the last line).
fn last_value(text: &str) -> Option<String> {
    text.lines().last().map(|line| line.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::last_value;

    #[test]
    fn the_last_value_is_read() {
        assert_eq!(last_value("0\n0\n0\n1\n").as_deref(), Some("1"));
        assert_eq!(last_value(""), None);
    }
}
