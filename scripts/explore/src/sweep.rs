//! `explore octal --all-codes D`: every octal code d0.d1…dD with d0 = 0 or 4 and up to D
//! digits after the point, one TSV line each (the columns of `--format tsv`), in the order
//! 0.0, 0.001, 0.002, …, 0.777, 4.0, 4.001, …, 4.777 — a table like Flammenkamp's or
//! Czajka's in one command. A code's trailing zeros do not count, so each game appears once:
//! 2·8^D codes.

use crate::analysis::{self, Limits, Progress};
use crate::catalogue::SequenceGame;
use crate::render;
use crate::stats::Summary;
use gamecore::octal::HeapGame;
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// The most digits `--all-codes` takes (2·8^4 = 8192 codes).
pub const MAX_DIGITS: usize = 4;

/// The most bytes `--merge` reads of a shard file: over a hundred times what the largest sweep
/// writes, so that a device or a stray huge file given by mistake is refused after that much
/// rather than read until the memory runs out.
pub const MAX_SHARD_FILE: u64 = 64 << 20;

/// The text of the shard file `path`, for `--merge` (octal, cram, nodekayles and chomp).
///
/// # Errors
/// A sentence naming the file: it cannot be read, is longer than [`MAX_SHARD_FILE`], or is not
/// UTF-8 text (so no shard).
pub fn read_shard_file(path: &std::path::Path) -> Result<String, String> {
    use std::io::Read;
    let shown = path.display();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_SHARD_FILE + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read {shown}: {e}"))?;
    if bytes.len() as u64 > MAX_SHARD_FILE {
        return Err(format!(
            "{shown} is longer than 64 MiB: not the output of a sweep's shard"
        ));
    }
    String::from_utf8(bytes)
        .map_err(|_| format!("{shown} is not UTF-8 text: not the output of a sweep's shard"))
}

/// Every code of the sweep, in order, as [d0, d1, …, dD] (trailing zeros included).
pub fn codes(digits: usize) -> impl Iterator<Item = Vec<u8>> {
    let per_whole = 8usize.pow(digits as u32);
    [0u8, 4].into_iter().flat_map(move |whole| {
        (0..per_whole).map(move |index| {
            let mut code = vec![whole];
            for place in (0..digits).rev() {
                code.push(((index >> (3 * place)) & 7) as u8);
            }
            code
        })
    })
}

/// The canonical label of a code (`0.0` for the game without moves, as `explore octal`).
fn label(game: &HeapGame) -> String {
    let mut label = game.to_string();
    if label.ends_with('.') {
        label.push('0');
    }
    label
}

/// Which codes of the sweep one run computes: those whose 0-based position `k` in the sweep's
/// order has `k % count == index`. Dealt out in turn, so that slow codes (they come in runs
/// of neighbouring codes) spread over the shards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// 0-based.
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// Parses `I/N` (1 ≤ I ≤ N, shards numbered from 1 as a job array numbers them).
    ///
    /// # Errors
    /// The message for anything else.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("--shard takes I/N with 1 <= I <= N (like 2/8), not {text:?}");
        let (i, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let (i, n): (usize, usize) = (
            i.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if i == 0 || i > n {
            return Err(bad());
        }
        Ok(Shard {
            index: i - 1,
            count: n,
        })
    }

    /// The positions in the sweep of this shard's codes, in order.
    pub fn positions(self, total: usize) -> impl Iterator<Item = usize> {
        (self.index..total).step_by(self.count)
    }

    /// `I/N` as written on the command line.
    pub fn name(self) -> String {
        format!("{}/{}", self.index + 1, self.count)
    }
}

/// The first line of a shard's output: everything the merge needs to check it.
fn header(digits: usize, search_to: usize, shard: Shard, lines: usize, total: usize) -> String {
    format!(
        "# explore octal --all-codes {digits} --prove-to {search_to} --shard {}: {lines} of \
         {total} codes\n",
        shard.name()
    )
}

/// The last line of a shard's output: it was not cut short.
fn footer(shard: Shard) -> String {
    format!("# end of shard {}\n", shard.name())
}

/// The TSV line of one code.
fn line_of(code: &[u8], search_to: usize) -> String {
    let game = HeapGame::from_digits(code).expect("octal digits with d0 = 0 or 4");
    let label = label(&game);
    let sequence = analysis::sequence(
        &SequenceGame::Heap(game),
        Limits::new(search_to, search_to),
        &mut Progress::with_enabled(&label, false),
    );
    let summary = Summary::of(&sequence);
    render::tsv_line(&label, &sequence, &summary)
}

/// How many codes are computed at once: one per core.
fn worker_count(codes: usize) -> usize {
    std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(codes)
        .max(1)
}

/// Writes the sweep's lines to `out` in the sweep's order, each as soon as it and those before
/// it are known; `progress` reports the codes done. One thread per core computes codes, each
/// taking the next one not yet taken. A shard (`Some`; `None` is the whole sweep) only
/// computes its codes, framed by a header line and a footer line starting with `#` (see
/// [`merge`]).
///
/// # Errors
/// When `out` cannot be written (the workers stop after the code they are on).
pub fn run(
    digits: usize,
    search_to: usize,
    shard: Option<Shard>,
    progress: &mut Progress,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    run_with_workers(digits, search_to, shard, None, progress, out)
}

/// [`run`] with the number of threads fixed (`None`: one per core).
fn run_with_workers(
    digits: usize,
    search_to: usize,
    shard: Option<Shard>,
    workers: Option<usize>,
    progress: &mut Progress,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let all: Vec<Vec<u8>> = codes(digits).collect();
    let positions: Vec<usize> = match shard {
        Some(shard) => shard.positions(all.len()).collect(),
        None => (0..all.len()).collect(),
    };
    if let Some(shard) = shard {
        let header = header(digits, search_to, shard, positions.len(), all.len());
        out.write_all(header.as_bytes())?;
    }
    let line = |k: usize| line_of(&all[positions[k]], search_to);
    write_lines(positions.len(), workers, &line, "codes", progress, out)?;
    if let Some(shard) = shard {
        out.write_all(footer(shard).as_bytes())?;
    }
    progress.finish();
    Ok(())
}

/// Writes `line(0)`, …, `line(count - 1)` to `out` in order, each as soon as it and those
/// before it are known, computed by `workers` threads (`None`: one per core), each taking the
/// next line not yet taken; `progress` counts them (`k of count noun`). With one worker (and
/// always on wasm32, where spawning a thread panics) no thread is started.
///
/// # Errors
/// When `out` cannot be written (the workers stop after the line they are on).
pub fn write_lines(
    count: usize,
    workers: Option<usize>,
    line: &(dyn Fn(usize) -> String + Sync),
    noun: &str,
    progress: &mut Progress,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let workers = workers.unwrap_or_else(|| worker_count(count));
    if workers == 1 {
        for k in 0..count {
            out.write_all(line(k).as_bytes())?;
            progress.tick(|| format!("{} of {count} {noun}", k + 1));
        }
        return Ok(());
    }
    let taken = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, lines) = mpsc::channel::<(usize, String)>();
    let written = std::thread::scope(|scope| {
        for _ in 0..workers {
            let sender = sender.clone();
            let (taken, stop) = (&taken, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let k = taken.fetch_add(1, Ordering::Relaxed);
                    if k >= count || sender.send((k, line(k))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        // Lines finished out of order wait here for those before them.
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for (k, line) in lines {
            waiting.insert(k, line);
            while let Some(line) = waiting.remove(&next) {
                if let Err(e) = out.write_all(line.as_bytes()) {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
                next += 1;
                progress.tick(|| format!("{next} of {count} {noun}"));
            }
        }
        Ok(())
    });
    written
}

/// One shard's output, as read back by a merge (checked complete on its own).
pub struct ShardFile {
    /// The file's name, for messages.
    pub name: String,
    /// The sweep it is a shard of, as messages name it (`--all-codes 2 --prove-to 300`):
    /// shards of one merge must have the same.
    pub sweep: String,
    pub shard: Shard,
    /// Its lines, each with its newline, in order.
    pub lines: Vec<String>,
}

/// Reads the header `# explore octal --all-codes D --prove-to P --shard I/N: C of T codes`.
fn parse_header(line: &str) -> Option<(usize, usize, Shard, usize, usize)> {
    let rest = line.strip_prefix("# explore octal --all-codes ")?;
    let (digits, rest) = rest.split_once(" --prove-to ")?;
    let (search_to, rest) = rest.split_once(" --shard ")?;
    let (shard, rest) = rest.split_once(": ")?;
    let (lines, rest) = rest.split_once(" of ")?;
    let total = rest.strip_suffix(" codes")?;
    Some((
        digits.parse().ok()?,
        search_to.parse().ok()?,
        Shard::parse(shard).ok()?,
        lines.parse().ok()?,
        total.parse().ok()?,
    ))
}

/// Checks one shard's text (named `name` in messages) on its own: its header, its footer,
/// and one line per code of the shard, each for the code expected at its place.
fn read_shard(name: &str, text: &str) -> Result<ShardFile, String> {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    let (digits, search_to, shard, count, total) = parse_header(first).ok_or_else(|| {
        format!(
            "{name}: not the output of explore octal --all-codes D --shard I/N (its first line \
             should be \"# explore octal --all-codes …\")"
        )
    })?;
    if !(1..=MAX_DIGITS).contains(&digits) || total != 2 * 8usize.pow(digits as u32) {
        return Err(format!(
            "{name}: its header is not one the explorer writes: {first:?}"
        ));
    }
    let all: Vec<Vec<u8>> = codes(digits).collect();
    let positions: Vec<usize> = shard.positions(total).collect();
    if count != positions.len() {
        return Err(format!(
            "{name}: shard {} of --all-codes {digits} holds {} codes, its header says {count}",
            shard.name(),
            positions.len()
        ));
    }
    let mut body = Vec::with_capacity(count);
    for (number, &position) in positions.iter().enumerate() {
        let expected = label(&HeapGame::from_digits(&all[position]).expect("octal digits"));
        match lines.next() {
            Some(line) if line.split('\t').next() == Some(expected.as_str()) => {
                body.push(format!("{line}\n"));
            }
            Some(line) => {
                return Err(format!(
                    "{name}: line {}: expected the line of code {expected}, found {:?}",
                    number + 2,
                    line.chars().take(60).collect::<String>()
                ))
            }
            None => {
                return Err(format!(
                    "{name}: shard {} ends after {number} of its {count} codes: it is incomplete \
                     (was its run cut short?)",
                    shard.name()
                ))
            }
        }
    }
    let end = footer(shard);
    if lines.next() != Some(end.trim_end()) || lines.next().is_some() || !text.ends_with('\n') {
        return Err(format!(
            "{name}: shard {} does not end with the line {:?} after its {count} codes: it is \
             incomplete or has lines added",
            shard.name(),
            end.trim_end()
        ));
    }
    Ok(ShardFile {
        name: name.to_string(),
        sweep: format!("--all-codes {digits} --prove-to {search_to}"),
        shard,
        lines: body,
    })
}

/// The output of the whole sweep from the outputs of its shards (`(name, text)` each, in any
/// order): exactly what the unsharded run prints.
///
/// # Errors
/// A text that is not a complete shard, shards of different sweeps (digits, `--prove-to` or
/// number of shards), a shard given twice or missing — each named.
pub fn merge(shards: &[(String, String)]) -> Result<String, String> {
    let files = shards
        .iter()
        .map(|(name, text)| read_shard(name, text))
        .collect::<Result<Vec<_>, _>>()?;
    combine(&files)
}

/// The lines of the whole sweep from its shards, each already checked complete on its own,
/// in any order: line `k` is line `k / N` of shard `k % N`.
///
/// # Errors
/// Shards of different sweeps (or numbers of shards), a shard given twice or missing — each
/// named.
pub fn combine(files: &[ShardFile]) -> Result<String, String> {
    let first = files.first().ok_or("--merge needs the shard files")?;
    let sweep = |f: &ShardFile| format!("{} in {} shards", f.sweep, f.shard.count);
    let mut by_index: Vec<Option<&ShardFile>> = vec![None; first.shard.count];
    for file in files {
        if sweep(file) != sweep(first) {
            return Err(format!(
                "{} is a shard of {}, but {} of {}: shards of different sweeps",
                file.name,
                sweep(file),
                first.name,
                sweep(first)
            ));
        }
        if let Some(earlier) = by_index[file.shard.index].replace(file) {
            return Err(format!(
                "shard {} is given twice: {} and {}",
                file.shard.name(),
                earlier.name,
                file.name
            ));
        }
    }
    let missing: Vec<String> = (0..first.shard.count)
        .filter(|&i| by_index[i].is_none())
        .map(|i| format!("{}/{}", i + 1, first.shard.count))
        .collect();
    if !missing.is_empty() {
        let (noun, verb) = if missing.len() == 1 {
            ("shard", "is")
        } else {
            ("shards", "are")
        };
        return Err(format!(
            "{noun} {} {verb} missing: the merge needs all {} shards",
            missing.join(", "),
            first.shard.count
        ));
    }
    let total: usize = files.iter().map(|f| f.lines.len()).sum();
    let mut merged = String::new();
    for position in 0..total {
        let file = by_index[position % first.shard.count].expect("every shard is there");
        merged.push_str(&file.lines[position / first.shard.count]);
    }
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::{codes, run_with_workers, Shard};
    use crate::analysis::Progress;

    /// The thread-free path (one worker, as on wasm32) prints what the threaded one prints.
    #[test]
    fn one_worker_prints_what_three_print() {
        for shard in [None, Some(Shard::parse("2/3").unwrap())] {
            let sweep = |workers| {
                let mut out = Vec::new();
                let mut progress = Progress::with_enabled("sweep", false);
                run_with_workers(2, 60, shard, Some(workers), &mut progress, &mut out).unwrap();
                String::from_utf8(out).unwrap()
            };
            let single = sweep(1);
            assert_eq!(single, sweep(3), "shard {shard:?}");
            assert!(single.lines().count() > 10, "{single}");
        }
    }

    #[test]
    fn each_game_once() {
        for digits in 1..=3 {
            let all: Vec<Vec<u8>> = codes(digits).collect();
            assert_eq!(all.len(), 2 * 8usize.pow(digits as u32));
            let mut games: Vec<String> = all
                .iter()
                .map(|c| {
                    gamecore::octal::HeapGame::from_digits(c)
                        .unwrap()
                        .to_string()
                })
                .collect();
            assert_eq!(games[1], format!("0.{}1", "0".repeat(digits - 1)));
            games.sort();
            games.dedup();
            assert_eq!(games.len(), all.len(), "distinct");
        }
    }
}
