//! Chomp rectangles: `explore chomp RxC` (by default the dense table of every staircase in the
//! box, `gamecore::boards::chomp_table`) against Beling's `igsolve chomp -r R -c C` (found as
//! for the Cram section), CPU time and peak memory, alternated, in the same run, the values
//! compared. The goal is the Cram section's: at most half of igsolve's CPU time and at most its
//! peak memory, on the rectangles where igsolve needs a tenth of a second or more.

use super::cram::{cpu_or_failure, fastest, find_igsolve, igsolve_value, measure};
use super::Env;

/// The rectangles compared (igsolve: about 0.1 s, 1 s, 5–10 s and 3 s on the machine of
/// BENCHMARKS.md).
pub(crate) const BOARDS: [(u32, u32); 4] = [(10, 10), (11, 11), (12, 12), (9, 14)];

/// The section's Markdown and how many rectangles miss the goal (failures count too).
pub fn section(env: &Env, runs: usize) -> (String, usize) {
    let mut text = String::from("\n### Chomp against igsolve, same run\n\n");
    let Some(igsolve) = find_igsolve(env).filter(|p| p.is_file()) else {
        text.push_str("igsolve is not built: Chomp comparison skipped\n");
        return (text, 0);
    };
    text.push_str(
        "`explore chomp RxC --format tsv` (the table of every staircase in the box) against \
         `igsolve chomp -r R -c C`, each the fastest of the alternated runs; goal: at most \
         0.5 x igsolve's CPU and at most its peak RSS.\n\n\
         | board | value | explore CPU s | igsolve CPU s | explore / igsolve | explore RSS | \
         igsolve RSS | goal |\n|---|---|---:|---:|---:|---:|---:|---|\n",
    );
    let mut misses = 0;
    for (rows, cols) in BOARDS {
        let board = format!("{rows}x{cols}");
        let (r, c) = (rows.to_string(), cols.to_string());
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..runs.clamp(1, 3) {
            ours.push(measure(
                env,
                &env.explore,
                &["chomp", &board, "--format", "tsv"],
                &format!("explore-chomp-{board}"),
                tsv_value,
            ));
            theirs.push(measure(
                env,
                &igsolve,
                &["chomp", "-r", &r, "-c", &c],
                &format!("chomp-{board}"),
                igsolve_value,
            ));
        }
        let row = match (fastest(ours), fastest(theirs)) {
            (Ok(o), Ok(t)) => {
                let verdict = verdict(&o, &t);
                misses += usize::from(verdict != "PASS");
                format!(
                    "| {board} | {} | {:.4} | {:.4} | {:.2} | {:.1} MB | {:.1} MB | {verdict} |",
                    o.2,
                    o.0,
                    t.0,
                    super::cram::ratio(o.0, t.0),
                    o.1 as f64 / 1024.0,
                    t.1 as f64 / 1024.0,
                )
            }
            (o, t) => {
                misses += 1;
                let (o, t) = (cpu_or_failure(o), cpu_or_failure(t));
                format!("| {board} | | {o} | {t} | | | | FAIL |")
            }
        };
        text.push_str(&row);
        text.push('\n');
    }
    (text, misses)
}

/// PASS, or what is missed: the values, the CPU goal, the memory goal.
fn verdict(ours: &(f64, u64, String), theirs: &(f64, u64, String)) -> &'static str {
    if ours.2 != theirs.2 {
        "FAIL (values differ)"
    } else if ours.0 > 0.5 * theirs.0 {
        "MISS (CPU)"
    } else if ours.1 > theirs.1 {
        "MISS (memory)"
    } else {
        "PASS"
    }
}

/// The value in `explore chomp … --format tsv` (its second line's third field).
fn tsv_value(text: &str) -> Option<String> {
    Some(text.lines().nth(1)?.split('\t').nth(2)?.to_string())
}

#[cfg(test)]
mod tests {
    use super::{tsv_value, verdict};

    #[test]
    fn the_value_is_read_from_the_tsv_line() {
        let out = "game\tposition\tvalue\tseconds\tsearched\tentries\treplaced\n\
                   chomp\t12x12\t41\t0.659\t0\t2704155\t0\n";
        assert_eq!(tsv_value(out).as_deref(), Some("41"));
        assert_eq!(tsv_value("game\n"), None);
    }

    #[test]
    fn the_verdict_checks_values_then_cpu_then_memory() {
        let run = |cpu: f64, rss: u64, value: &str| (cpu, rss, value.to_string());
        assert_eq!(verdict(&run(0.1, 10, "41"), &run(1.0, 20, "41")), "PASS");
        assert_eq!(
            verdict(&run(0.1, 10, "40"), &run(1.0, 20, "41")),
            "FAIL (values differ)"
        );
        assert_eq!(
            verdict(&run(0.6, 10, "41"), &run(1.0, 20, "41")),
            "MISS (CPU)"
        );
        assert_eq!(
            verdict(&run(0.5, 30, "41"), &run(1.0, 20, "41")),
            "MISS (memory)"
        );
    }
}
