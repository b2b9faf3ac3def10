//! `explore cram --sweep SIZES`, `explore chomp --sweep SIZES` and `explore nodekayles --sweep
//! SIZES` (grid graphs): the nim values of many rectangles, one TSV line each, every core solving a
//! board of its own; split into shards (`--shard I/N`) and merged (`--merge`) as `explore octal
//! --all-codes` is ([`crate::sweep`]: the same dealing of the boards to the shards, the same checks
//! of a merge).
//!
//! SIZES is a comma-separated list of sizes `ROWSxCOLS` and blocks `R1xC1..R2xC2` (every
//! board with R1 ≤ rows ≤ R2 and C1 ≤ cols ≤ C2, row by row): `3x3..3x12,4x4..4x8` is the
//! 3×n boards from 3×3 to 3×12, then 4×4 to 4×8. The output is a header line and a line per
//! board in that order: rows, cols, value, components searched, entries in the table and
//! entries replaced — all of them the same on every run with the same `--memory` (no times:
//! a sweep's output can be checked by running it again, and a merge equals the unsharded
//! run byte for byte). A Chomp rectangle whose table of staircases fits `--memory` is read
//! off that table ([`gamecore::boards::chomp_table`]: 0 searched, the staircases valued as
//! entries, 0 replaced), as `explore chomp` does; a larger one is searched. A Cram rectangle
//! past the solver's 64 cells is valued as `explore cram` values it, by the rules of its
//! region ([`gamecore::boards::cram_parts`]: a strip is Dawson's Kayles, a board with both
//! sides even is 0; 0 searched); one that no rule values is refused with the sweep. A Node
//! Kayles grid graph past 64 vertices likewise is valued part by part
//! ([`gamecore::boards::node_kayles_parts`]: a row or column is Dawson's game, a grid with an
//! even side and a mirror is 0).
//!
//! A shard's output starts with a line naming the game, the sweep, its `--memory` and the
//! shard, and ends with a line holding the FNV-1a 64 checksum of its lines, so that a merge
//! refuses a shard cut short or edited as well as one missing, given twice, of another sweep
//! or of the other game.

use crate::analysis::Progress;
use crate::checksum::fnv1a;
use crate::sweep::{self, Shard, ShardFile};
use gamecore::boards::chomp_table::ChompTable;
use gamecore::boards::cram_parts::{Grid, Part};
use gamecore::boards::grid_kayles::GridKayles;
use gamecore::boards::node_kayles_parts::{Graph, Part as GraphPart};
use gamecore::boards::{chomp::Chomp, cram::Cram, families, Ruleset, Solver, Stats};
use std::io::Write;

/// The games whose rectangles a sweep solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// Cram on an empty `rows × cols` board (searched up to 64 cells, past them valued by
    /// the rules of its region where one applies).
    Cram,
    /// Chomp on a `rows × cols` rectangle (at most 16 rows of 15 cells).
    Chomp,
    /// Node Kayles on the `rows × cols` grid graph (searched up to 64 vertices, past them
    /// valued part by part where a rule applies).
    NodeKayles,
}

impl Game {
    /// The command's name.
    pub fn name(self) -> &'static str {
        match self {
            Game::Cram => "cram",
            Game::Chomp => "chomp",
            Game::NodeKayles => "nodekayles",
        }
    }

    /// Why `rows × cols` is not a board of the game, if it is not.
    fn refusal(self, rows: usize, cols: usize) -> Option<String> {
        match self {
            Game::Cram if Cram::rectangle(rows, cols).is_ok() => None,
            Game::Cram => match Grid::rectangle(rows, cols) {
                Ok(grid) => grid.parts().iter().find_map(Part::beyond_error),
                Err(e) => Some(e),
            },
            Game::Chomp => Chomp::rectangle(rows, cols).err(),
            Game::NodeKayles if rows == 0 || cols == 0 => {
                return Some("a grid graph has at least one row and one column".to_string())
            }
            Game::NodeKayles if rows * cols <= 64 => None, // bounded by the caller
            // Refused by its count alone, before its edges are listed (2000x2000: 8 million).
            Game::NodeKayles if rows * cols > Graph::MOST_VERTICES => {
                Graph::new(rows * cols, &[]).err()
            }
            Game::NodeKayles => match Graph::new(rows * cols, &families::grid(rows, cols)) {
                Ok(graph) => graph.parts().iter().find_map(GraphPart::beyond_error),
                Err(e) => Some(e),
            },
        }
        .map(|e| e.to_string())
    }

    /// The TSV line of one board, solved with a table of at most `memory` bytes.
    fn line_of(self, rows: usize, cols: usize, memory: u64) -> String {
        let (value, stats) = match self {
            Game::Cram => {
                if let Ok(board) = Cram::rectangle(rows, cols) {
                    let start = board.start();
                    solved(board, start, memory)
                } else {
                    cram_by_regions(rows, cols, memory)
                }
            }
            Game::Chomp if ChompTable::bytes(rows, cols).is_some_and(|b| b <= memory) => {
                // The table of every staircase in the box: nothing searched or replaced.
                let table = ChompTable::new(rows, cols).expect("checked by parse");
                let value = table.value(&vec![cols; rows]).expect("the box itself");
                return format!("{rows}\t{cols}\t{value}\t0\t{}\t0\n", table.len() - 1);
            }
            Game::Chomp => {
                let board = Chomp::rectangle(rows, cols).expect("checked by parse");
                let start = board.start();
                solved(board, start, memory)
            }
            Game::NodeKayles => {
                // A grid of at most 64 cells on its cells, its components keyed by their shape
                // (as `explore nodekayles grid:RxC` does); a 1×64 grid as its transpose.
                let board = GridKayles::rectangle(rows, cols)
                    .or_else(|_| GridKayles::rectangle(cols, rows));
                match board {
                    Ok(board) => {
                        let start = board.start();
                        solved(board, start, memory)
                    }
                    Err(_) => graph_by_parts(rows * cols, &families::grid(rows, cols), memory),
                }
            }
        };
        format!(
            "{rows}\t{cols}\t{value}\t{}\t{}\t{}\n",
            stats.expanded, stats.entries, stats.replaced
        )
    }
}

/// The most cells of all the Cram rectangles of one sweep valued by the rules of their regions
/// (each is at most [`Grid::MOST_CELLS`]), or vertices of the grid graphs valued part by part.
pub const MOST_REGION_CELLS: usize = 1 << 22;

/// The value of `start` and the search's counters, with a table of at most `memory` bytes.
fn solved<R: Ruleset>(rules: R, start: u64, memory: u64) -> (u32, Stats) {
    let mut solver = Solver::new(rules, memory);
    let value = solver.value(start);
    (value, solver.stats())
}

/// The value of `start` by a solver of its own, its counters added to `stats`: one part of a
/// board or graph valued part by part.
fn solved_into<R: Ruleset>(rules: R, start: u64, memory: u64, stats: &mut Stats) -> u32 {
    let (value, part) = solved(rules, start, memory);
    stats.expanded += part.expanded;
    stats.entries += part.entries;
    stats.replaced += part.replaced;
    value
}

/// An empty Cram rectangle past the solver, valued by the rule of its region (and the solver
/// on any part the rules leave, with the counters of those searches).
fn cram_by_regions(rows: usize, cols: usize, memory: u64) -> (u32, Stats) {
    let grid = Grid::rectangle(rows, cols).expect("checked by parse");
    let mut stats = Stats::default();
    let value = grid
        .value_by(|board| solved_into(board.clone(), board.start(), memory, &mut stats))
        .expect("checked by parse");
    (value, stats)
}

/// A graph past the solver, valued part by part (and the solver on any part the rules leave,
/// with the counters of those searches).
fn graph_by_parts(n: usize, edges: &[(usize, usize)], memory: u64) -> (u32, Stats) {
    let graph = Graph::new(n, edges).expect("checked by parse");
    let mut stats = Stats::default();
    let value = graph
        .value_by(|part| solved_into(part.clone(), part.start(), memory, &mut stats))
        .expect("checked by parse");
    (value, stats)
}

/// The header line of the output (not of a shard's).
pub const COLUMNS: &str = "rows\tcols\tvalue\tsearched\tentries\treplaced\n";

/// FNV-1a 64's offset basis.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// A sweep: its game, its boards in order, and its SIZES written canonically
/// (`3x3..3x12,4x4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sweep {
    pub game: Game,
    pub boards: Vec<(usize, usize)>,
    pub spec: String,
}

/// Reads SIZES (see the [module](self)) for `game`.
///
/// # Errors
/// A message for a list that is not one, an empty block (R1 > R2 or C1 > C2), or a board
/// the game does not take (Cram: past 64 cells, one no rule of its region values, or more
/// than [`MOST_REGION_CELLS`] cells in all in such boards; Chomp: more than 16 rows or 15
/// columns; either: a side of 0).
pub fn parse(game: Game, text: &str) -> Result<Sweep, String> {
    let bad = || {
        format!(
            "--sweep takes sizes and blocks of sizes like 3x3..3x12,4x4..4x8, not {:?}",
            crate::exit::shorten(text)
        )
    };
    let size = |t: &str| -> Option<(usize, usize)> {
        let (r, c) = t.trim().split_once(['x', 'X'])?;
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(r) || !digits(c) {
            return None;
        }
        Some((r.parse().ok()?, c.parse().ok()?))
    };
    let mut boards = Vec::new();
    let mut items = Vec::new();
    let mut region_cells: usize = 0;
    for item in text.split(',') {
        let (from, to) = if let Some((a, b)) = item.split_once("..") {
            (size(a).ok_or_else(bad)?, size(b).ok_or_else(bad)?)
        } else {
            let s = size(item).ok_or_else(bad)?;
            (s, s)
        };
        if from.0 > to.0 || from.1 > to.1 {
            return Err(format!(
                "--sweep: the block {}x{}..{}x{} is empty (write the smaller size first)",
                from.0, from.1, to.0, to.1
            ));
        }
        for rows in from.0..=to.0 {
            for cols in from.1..=to.1 {
                let beyond = match game {
                    Game::Cram => Cram::rectangle(rows, cols).is_err(),
                    Game::NodeKayles => rows.saturating_mul(cols) > 64,
                    Game::Chomp => false,
                };
                if beyond {
                    // Each is read twice, cell by cell: a bound on the sweep's time and memory,
                    // checked for the whole sweep before any board is read.
                    region_cells = region_cells.saturating_add(rows.saturating_mul(cols));
                    if region_cells > MOST_REGION_CELLS {
                        let what = match game {
                            Game::NodeKayles => "grid graphs past 64 vertices",
                            _ => "boards past 64 cells",
                        };
                        let unit = match game {
                            Game::NodeKayles => "vertices",
                            _ => "cells",
                        };
                        return Err(format!(
                            "--sweep: the {what} up to {rows}x{cols} hold more than \
                             {MOST_REGION_CELLS} {unit} in all (sweep fewer of them)"
                        ));
                    }
                }
                // Refused as soon as met, so that a block as large as 1x1..4294967296x1 is
                // never listed whole.
                if let Some(e) = game.refusal(rows, cols) {
                    return Err(format!("--sweep: {rows}x{cols}: {e}"));
                }
                boards.push((rows, cols));
            }
        }
        items.push(if from == to {
            format!("{}x{}", from.0, from.1)
        } else {
            format!("{}x{}..{}x{}", from.0, from.1, to.0, to.1)
        });
    }
    Ok(Sweep {
        game,
        boards,
        spec: items.join(","),
    })
}

/// The first line of a shard's output.
fn header(sweep: &Sweep, memory: u64, shard: Shard, lines: usize) -> String {
    format!(
        "# explore {} --sweep {} --memory {memory} --shard {}: {lines} of {} boards\n",
        sweep.game.name(),
        sweep.spec,
        shard.name(),
        sweep.boards.len()
    )
}

/// The last line of a shard's output: the checksum of its lines.
fn footer(shard: Shard, checksum: u64) -> String {
    format!("# end of shard {} fnv1a64 {checksum:016x}\n", shard.name())
}

/// Writes the sweep's lines to `out` (after [`COLUMNS`]; a shard framed by its header and
/// footer instead), each as soon as it and those before it are known; `workers` threads
/// (`None`: one per core) each solve the next board not yet taken, each with a table of at
/// most `memory` bytes.
///
/// # Errors
/// When `out` cannot be written.
pub fn run(
    sweep: &Sweep,
    memory: u64,
    shard: Option<Shard>,
    workers: Option<usize>,
    progress: &mut Progress,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let positions: Vec<usize> = match shard {
        Some(shard) => shard.positions(sweep.boards.len()).collect(),
        None => (0..sweep.boards.len()).collect(),
    };
    match shard {
        Some(shard) => out.write_all(header(sweep, memory, shard, positions.len()).as_bytes())?,
        None => out.write_all(COLUMNS.as_bytes())?,
    }
    let line = |k: usize| {
        let (rows, cols) = sweep.boards[positions[k]];
        sweep.game.line_of(rows, cols, memory)
    };
    let mut hashed = Hashing {
        out,
        hash: FNV_OFFSET,
    };
    sweep::write_lines(
        positions.len(),
        workers,
        &line,
        "boards",
        progress,
        &mut hashed,
    )?;
    let hash = hashed.hash;
    if let Some(shard) = shard {
        out.write_all(footer(shard, hash).as_bytes())?;
    }
    progress.finish();
    Ok(())
}

/// Passes bytes on and hashes them.
struct Hashing<'a> {
    out: &'a mut dyn Write,
    hash: u64,
}

impl Write for Hashing<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let written = self.out.write(buf)?;
        self.hash = fnv1a(self.hash, &buf[..written]);
        Ok(written)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// Reads `# explore GAME --sweep SPEC --memory M --shard I/N: C of T boards`.
fn parse_header(line: &str) -> Option<(Game, String, u64, Shard, usize, usize)> {
    let (game, rest) = line.strip_prefix("# explore ")?.split_once(" --sweep ")?;
    let game = [Game::Cram, Game::Chomp, Game::NodeKayles]
        .into_iter()
        .find(|g| g.name() == game)?;
    let (spec, rest) = rest.split_once(" --memory ")?;
    let (memory, rest) = rest.split_once(" --shard ")?;
    let (shard, rest) = rest.split_once(": ")?;
    let (lines, rest) = rest.split_once(" of ")?;
    let total = rest.strip_suffix(" boards")?;
    Some((
        game,
        spec.to_string(),
        memory.parse().ok()?,
        Shard::parse(shard).ok()?,
        lines.parse().ok()?,
        total.parse().ok()?,
    ))
}

/// Checks one shard of a sweep of `game` on its own: its header, a line per board of the
/// shard (each of the board expected at its place), and its footer with the checksum of
/// those lines.
fn read_shard(game: Game, name: &str, text: &str) -> Result<ShardFile, String> {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    let not_a_shard = || {
        format!(
            "{name}: not the output of explore {game} --sweep SIZES --shard I/N (its first line \
             should be \"# explore {game} --sweep …\")",
            game = game.name()
        )
    };
    let (of, spec, memory, shard, count, total) = parse_header(first).ok_or_else(not_a_shard)?;
    if of != game {
        return Err(format!(
            "{name}: a shard of explore {} --sweep, not of explore {}",
            of.name(),
            game.name()
        ));
    }
    let sweep = parse(game, &spec)
        .ok()
        .filter(|s| s.spec == spec && s.boards.len() == total)
        .ok_or_else(|| {
            format!(
                "{name}: its header is not one the explorer writes: {:?}",
                crate::exit::shorten(first)
            )
        })?;
    let positions: Vec<usize> = shard.positions(total).collect();
    if count != positions.len() {
        return Err(format!(
            "{name}: shard {} of --sweep {spec} holds {} boards, its header says {count}",
            shard.name(),
            positions.len()
        ));
    }
    let mut body = Vec::with_capacity(count);
    let mut hash = FNV_OFFSET;
    for (number, &position) in positions.iter().enumerate() {
        let (rows, cols) = sweep.boards[position];
        let expected = format!("{rows}\t{cols}\t");
        match lines.next() {
            Some(line) if line.starts_with(&expected) && line.split('\t').count() == 6 => {
                let line = format!("{line}\n");
                hash = fnv1a(hash, line.as_bytes());
                body.push(line);
            }
            Some(line) => {
                return Err(format!(
                    "{name}: line {}: expected the line of {rows}x{cols}, found {:?}",
                    number + 2,
                    line.chars().take(60).collect::<String>()
                ))
            }
            None => {
                return Err(format!(
                    "{name}: shard {} ends after {number} of its {count} boards: it is \
                     incomplete (was its run cut short?)",
                    shard.name()
                ))
            }
        }
    }
    let end = footer(shard, hash);
    match lines.next() {
        Some(line) if line == end.trim_end() && lines.next().is_none() && text.ends_with('\n') => {}
        Some(line) if line.starts_with(&format!("# end of shard {} ", shard.name())) => {
            return Err(format!(
                "{name}: the checksum of shard {}'s lines is not the one its last line says: \
                 the file was edited or damaged",
                shard.name()
            ))
        }
        _ => {
            return Err(format!(
                "{name}: shard {} does not end with its line \"# end of shard {} …\" right \
                 after its {count} boards: it is incomplete or has lines added",
                shard.name(),
                shard.name()
            ))
        }
    }
    Ok(ShardFile {
        name: name.to_string(),
        sweep: format!("--sweep {spec} --memory {memory}"),
        shard,
        lines: body,
    })
}

/// The output of the whole sweep of `game` from the outputs of its shards (`(name, text)`
/// each, in any order): exactly what the unsharded run prints.
///
/// # Errors
/// A text that is not a complete, unedited shard of `game`; shards of different sweeps
/// (sizes, `--memory` or number of shards); a shard given twice or missing — each named.
pub fn merge(game: Game, shards: &[(String, String)]) -> Result<String, String> {
    let files = shards
        .iter()
        .map(|(name, text)| read_shard(game, name, text))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!("{COLUMNS}{}", sweep::combine(&files)?))
}

#[cfg(test)]
mod tests {
    use super::{merge, parse, run, Game, Shard, MOST_REGION_CELLS};
    use crate::analysis::Progress;

    /// Cram rectangles past the solver are valued as `explore cram` values them: a strip by
    /// Dawson's Kayles (0.07, computed here by the octal code), both sides even by the mirror
    /// (0), with nothing searched; the strips the solver takes (up to 1×63) are searched and
    /// agree. A rectangle no rule values refuses the sweep, and so do too many cells in all.
    #[test]
    fn cram_rectangles_past_the_solver_by_their_regions() {
        let dawson = gamecore::octal::HeapGame::parse_octal("0.07")
            .unwrap()
            .nim_sequence(200);
        let lines = output("1x60..1x70,1x200,8x10,64x64", None, 2);
        let fields: Vec<Vec<&str>> = lines
            .lines()
            .skip(1)
            .map(|l| l.split('\t').collect())
            .collect();
        let strips = (60..=70).chain([200]);
        for (line, n) in fields.iter().zip(strips) {
            assert_eq!(
                line[..3],
                ["1", &n.to_string(), &dawson[n].to_string()],
                "{line:?}"
            );
            assert_eq!(
                line[3] == "0",
                n >= 64,
                "searched only up to 63 cells: {line:?}"
            );
        }
        assert_eq!(fields[12], ["8", "10", "0", "0", "0", "0"]);
        assert_eq!(fields[13], ["64", "64", "0", "0", "0", "0"]);
        for (spec, words) in [
            ("3x21..3x22", "3x22: a region of 66 cells"),
            ("8x9", "first player wins"),
            ("9x9", "no rule values it"),
            ("1025x1025", "more than 1048576 cells"),
            ("1x1..1x100000", "more than 4194304 cells in all"),
        ] {
            let refusal = parse(Game::Cram, spec).unwrap_err();
            assert!(refusal.contains(words), "{spec}: {refusal}");
        }
        assert!(1024 * 1024 + (64..=2000).sum::<usize>() <= MOST_REGION_CELLS);
        assert!(parse(Game::Cram, "1024x1024,1x1..1x2000").is_ok());
        assert!(parse(Game::Cram, "1024x1024,1024x1024,1024x1024,1024x1024,1x64").is_err());
    }

    /// A Chomp rectangle is read off the table when the table fits the memory, searched when
    /// it does not: the same value either way.
    #[test]
    fn chomp_lines_by_the_table_and_by_the_search() {
        for (rows, cols) in [(1, 15), (2, 9), (3, 4), (4, 3)] {
            let bytes = gamecore::boards::chomp_table::ChompTable::bytes(rows, cols).unwrap();
            let by_table = Game::Chomp.line_of(rows, cols, bytes);
            let by_search = Game::Chomp.line_of(rows, cols, bytes - 1);
            let fields = |line: &str| line.split('\t').map(str::to_owned).collect::<Vec<_>>();
            let (table, search) = (fields(&by_table), fields(&by_search));
            assert_eq!(table[..3], search[..3], "{rows}x{cols}");
            assert_eq!(
                (table[3].as_str(), table[5].trim()),
                ("0", "0"),
                "{by_table}"
            );
            assert_ne!(search[3], "0", "{by_search}");
        }
    }

    fn output(spec: &str, shard: Option<Shard>, workers: usize) -> String {
        output_of(Game::Cram, spec, shard, workers)
    }

    fn output_of(game: Game, spec: &str, shard: Option<Shard>, workers: usize) -> String {
        let mut out = Vec::new();
        let mut progress = Progress::with_enabled("sweep", false);
        let sweep = parse(game, spec).unwrap();
        run(
            &sweep,
            1 << 20,
            shard,
            Some(workers),
            &mut progress,
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn sizes_and_blocks() {
        let sweep = parse(Game::Cram, "3x3..3x5, 2x2..3x3,1x9").unwrap();
        assert_eq!(sweep.spec, "3x3..3x5,2x2..3x3,1x9");
        assert_eq!(
            sweep.boards,
            [
                (3, 3),
                (3, 4),
                (3, 5),
                (2, 2),
                (2, 3),
                (3, 2),
                (3, 3),
                (1, 9)
            ]
        );
        for bad in ["", "3x", "3x3..", "3x3...3x4", "x3", "3x3,,3x4", "3x-1"] {
            assert!(
                parse(Game::Cram, bad)
                    .unwrap_err()
                    .starts_with("--sweep takes"),
                "{bad:?}"
            );
        }
        assert!(parse(Game::Cram, "3x5..3x4")
            .unwrap_err()
            .contains("is empty"));
        assert!(parse(Game::Cram, "8x8..9x9").unwrap_err().contains("8x9"));
        assert!(parse(Game::Chomp, "8x8..9x9").is_ok());
        assert!(parse(Game::Chomp, "16x15").is_ok());
        assert!(parse(Game::Chomp, "16x16").unwrap_err().contains("16x16"));
        assert!(parse(Game::Chomp, "17x2").unwrap_err().contains("17x2"));
    }

    /// One worker prints what three print, and merging the shards gives the whole.
    #[test]
    fn shards_merge_into_the_whole() {
        let whole = output("1x1..2x6", None, 1);
        assert_eq!(whole, output("1x1..2x6", None, 3));
        assert_eq!(whole.lines().count(), 13);
        let shards: Vec<(String, String)> = (1..=3)
            .map(|i| {
                let shard = Shard::parse(&format!("{i}/3")).unwrap();
                (format!("s{i}"), output("1x1..2x6", Some(shard), 2))
            })
            .collect();
        assert_eq!(merge(Game::Cram, &shards).unwrap(), whole);
        // An edited value is refused by the checksum.
        let mut edited = shards.clone();
        edited[1].1 = edited[1].1.replacen("\t1\t", "\t2\t", 1);
        assert_ne!(edited[1].1, shards[1].1);
        assert!(merge(Game::Cram, &edited)
            .unwrap_err()
            .contains("was edited"));
        // Cram's shards are not Chomp's.
        assert_eq!(
            merge(Game::Chomp, &shards).unwrap_err(),
            "s1: a shard of explore cram --sweep, not of explore chomp"
        );
    }

    /// Chomp's sweep: its shards merge into the whole, and each value is the one a plain
    /// game search over the rectangle's staircases finds.
    #[test]
    fn chomp_rectangles_by_a_plain_search() {
        let whole = output_of(Game::Chomp, "1x1..4x6", None, 2);
        let shards: Vec<(String, String)> = (1..=2)
            .map(|i| {
                let shard = Shard::parse(&format!("{i}/2")).unwrap();
                (
                    format!("c{i}"),
                    output_of(Game::Chomp, "1x1..4x6", Some(shard), 1),
                )
            })
            .collect();
        assert!(shards[0].1.starts_with("# explore chomp --sweep 1x1..4x6 "));
        assert_eq!(merge(Game::Chomp, &shards).unwrap(), whole);
        let mut memo = std::collections::HashMap::new();
        let lines: Vec<&str> = whole.lines().skip(1).collect();
        assert_eq!(lines.len(), 24);
        for line in lines {
            let fields: Vec<usize> = line.split('\t').map(|f| f.parse().unwrap()).collect();
            let (rows, cols, value) = (fields[0], fields[1], fields[2]);
            assert_eq!(
                value,
                chomp_value(&vec![cols; rows], &mut memo),
                "{rows}x{cols}"
            );
        }
    }

    /// The nim value of the Chomp staircase `rows` (lengths from the top, never growing; the
    /// top-left cell poisoned, so the game ends when only it is left) by the rules alone.
    fn chomp_value(
        rows: &[usize],
        memo: &mut std::collections::HashMap<Vec<usize>, usize>,
    ) -> usize {
        if let Some(&v) = memo.get(rows) {
            return v;
        }
        let mut seen = Vec::new();
        for r in 0..rows.len() {
            for c in 0..rows[r] {
                if r == 0 && c == 0 {
                    continue;
                }
                // Take (r, c) and everything below and right of it.
                let mut after: Vec<usize> = rows
                    .iter()
                    .enumerate()
                    .map(|(i, &len)| if i >= r { len.min(c) } else { len })
                    .collect();
                while after.last() == Some(&0) {
                    after.pop();
                }
                seen.push(chomp_value(&after, memo));
            }
        }
        let value = (0..=seen.len()).find(|v| !seen.contains(v)).unwrap();
        memo.insert(rows.to_vec(), value);
        value
    }
}
