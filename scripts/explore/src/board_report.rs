//! Nim values of impartial board games (Cram, Node Kayles, Chomp) by
//! [`gamecore::boards::Solver`]: reading boards, graph files and sizes, the memory bound, and
//! the report (value, outcome, time, table) as text or TSV.

use crate::analysis::Progress;
use crate::board_checkpoint;
use crate::clock::Moment;
use crate::graph_families::VerticesAndEdges;
use crate::words::in_words;
use gamecore::boards::grid_kayles::GridKayles;
use gamecore::boards::parallel::try_value_on_threads;
use gamecore::boards::shared_table::SharedTable;
use gamecore::boards::{
    chomp::Chomp, cram::Cram, cram_parts::Grid, node_kayles::NodeKayles, node_kayles_parts::Graph,
    Key, Known, Method, Ruleset, Solver, Stats, Stopped, Store,
};
use std::cell::{Cell, RefCell};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The table's bound when `--memory` is not given: 1 GiB.
pub const DEFAULT_MEMORY: u64 = 1 << 30;

/// The largest `--memory`: 64 GiB.
pub const MAX_MEMORY: u64 = 64 << 30;

/// Why a board could not be solved: a usage error (a bad size or option) or bad input text.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    Usage(String),
    Input(String),
}

/// Reads `--memory`: bytes, or a number with K, M, G (powers of 1024), like 4G.
///
/// # Errors
/// Anything else, 0, or more than [`MAX_MEMORY`].
pub fn memory_option(text: Option<&str>) -> Result<u64, Refusal> {
    let Some(text) = text else {
        return Ok(DEFAULT_MEMORY);
    };
    let t = text.trim();
    let (digits, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c.to_ascii_uppercase()),
        _ => (t, 'B'),
    };
    let shift = match unit {
        'B' => 0,
        'K' => 10,
        'M' => 20,
        'G' => 30,
        _ => return Err(memory_error(text)),
    };
    let n: u64 = digits.parse().map_err(|_| memory_error(text))?;
    match n.checked_mul(1 << shift) {
        Some(bytes) if bytes > 0 && bytes <= MAX_MEMORY => Ok(bytes),
        _ => Err(memory_error(text)),
    }
}

fn memory_error(text: &str) -> Refusal {
    Refusal::Usage(format!(
        "--memory is a size like 512M or 4G (1 byte to 64G), not {text:?}"
    ))
}

/// `text` cut to its first [`crate::exit::MAX_ECHO`] characters and `…`: an error line quotes
/// a file's line or an argument's part that may hold spaces, which [`crate::exit::shorten`]
/// (word by word) does not bound.
fn clipped(text: &str) -> String {
    let max = crate::exit::MAX_ECHO;
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max).collect();
    cut.push('…');
    cut
}

/// Reads `ROWSxCOLS` (like 3x12), if the text is one.
pub fn size(text: &str) -> Option<(usize, usize)> {
    let (r, c) = text.trim().split_once(['x', 'X'])?;
    if r.is_empty() || c.is_empty() || !(r.bytes().chain(c.bytes())).all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((r.parse().ok()?, c.parse().ok()?))
}

/// The Cram board of `spec`: `ROWSxCOLS` or rows of `.` and `#` separated by `|`, whole, as
/// the solver takes it (at most 64 cells).
///
/// # Errors
/// As [`cram_grid`]; a board past the solver's limits (usage for a size, input for rows).
pub fn cram_board(spec: &str) -> Result<Cram, Refusal> {
    cram_grid(spec)?.to_cram().map_err(|e| {
        if size(spec).is_some() {
            Refusal::Usage(format!("cram {spec}: {e}"))
        } else {
            Refusal::Input(format!("board: {e}"))
        }
    })
}

/// The Cram board of `spec` at any size (`ROWSxCOLS` or rows of `.` and `#`), to be valued
/// region by region when it does not fit the solver whole.
///
/// # Errors
/// A size past [`Grid::MOST_CELLS`] (usage) or a malformed board (input).
pub fn cram_grid(spec: &str) -> Result<Grid, Refusal> {
    if let Some((r, c)) = size(spec) {
        return Grid::rectangle(r, c).map_err(|e| Refusal::Usage(format!("cram {spec}: {e}")));
    }
    if spec.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
        return Err(Refusal::Usage(format!(
            "cram {spec:?}: a size is ROWSxCOLS, like 3x12"
        )));
    }
    Grid::parse(spec.trim()).map_err(|e| Refusal::Input(format!("board: {e}")))
}

/// The Chomp position of `spec`: `ROWSxCOLS` or row lengths like 5,3,3,1.
///
/// # Errors
/// A size past the limits (usage) or a malformed staircase (input).
pub fn chomp_start(spec: &str) -> Result<Chomp, Refusal> {
    if let Some((r, c)) = size(spec) {
        return Chomp::rectangle(r, c).map_err(|e| Refusal::Usage(format!("chomp {spec}: {e}")));
    }
    let rows = row_lengths(spec)?;
    Chomp::staircase(&rows).map_err(|e| Refusal::Input(format!("staircase: {e}")))
}

/// The numbers of `5,3,3,1`, unchecked as a staircase.
///
/// # Errors
/// A word that is not a number (input).
fn row_lengths(spec: &str) -> Result<Vec<usize>, Refusal> {
    spec.split(',')
        .enumerate()
        .map(|(i, word)| {
            word.trim().parse().map_err(|_| {
                Refusal::Input(format!(
                    "staircase: row {} is {:?}, not a number (write 5,3,1 or 4x5)",
                    i + 1,
                    clipped(word.trim())
                ))
            })
        })
        .collect()
}

/// The most cells of a Chomp box the table takes (the search takes fewer).
pub const MOST_CHOMP_CELLS: usize = 1 << 16;

/// The row lengths of the Chomp position `spec` (`ROWSxCOLS` or row lengths like 5,3,3,1),
/// checked as a staircase (rows of at least one cell, never growing) but not against the
/// search's limits of 16 rows of 15 cells: the dense table ([`gamecore::boards::chomp_table`])
/// takes larger boxes.
///
/// # Errors
/// A malformed staircase (input), a side of 0 (usage).
pub fn chomp_rows(spec: &str) -> Result<Vec<usize>, Refusal> {
    if let Some((r, c)) = size(spec) {
        if r == 0 || c == 0 {
            return Err(Refusal::Usage(format!(
                "chomp {spec}: a side of 0 (a rectangle has at least one cell)"
            )));
        }
        if r.saturating_mul(c) > MOST_CHOMP_CELLS {
            // Before its rows are listed: 4294967296x1 would take 32 GiB.
            return Err(Refusal::Usage(format!(
                "chomp {spec}: the {r}x{c} box has more than 65536 cells, more than the table \
                 takes; and the search takes at most 16 rows of 15 cells"
            )));
        }
        return Ok(vec![c; r]);
    }
    let rows = row_lengths(spec)?;
    for (i, &len) in rows.iter().enumerate() {
        if len == 0 {
            return Err(Refusal::Input(format!(
                "staircase: row {} has 0 cells (at least 1)",
                i + 1
            )));
        }
        if i > 0 && len > rows[i - 1] {
            return Err(Refusal::Input(format!(
                "staircase: row {} is longer than row {i}",
                i + 1
            )));
        }
    }
    Ok(rows)
}

/// A Node Kayles graph from a file's text: the first line that is not blank holds the number
/// of vertices n (at most 64); every other line an edge `u v` between vertices 1 to n; text
/// after `#` is a comment.
///
/// # Errors
/// A malformed line, naming it (`line L: …`).
pub fn graph(text: &str) -> Result<NodeKayles, Refusal> {
    let (n, edges) = graph_lines(text, 64)?;
    Ok(NodeKayles::new(n, &edges).expect("the number and the edges are checked"))
}

/// A graph of any size from a file's text, read as [`graph`] reads one of at most 64
/// vertices: at most [`Graph::MOST_VERTICES`] vertices and [`Graph::MOST_EDGES`] edges.
///
/// # Errors
/// A malformed line, naming it (`line L: …`).
pub fn large_graph(text: &str) -> Result<Graph, Refusal> {
    let (n, edges) = graph_lines(text, Graph::MOST_VERTICES)?;
    Ok(Graph::new(n, &edges).expect("the number and the edges are checked"))
}

/// The number of vertices (at most `most`) and the edges (from 0) of a graph file's text.
fn graph_lines(text: &str, most: usize) -> Result<VerticesAndEdges, Refusal> {
    let mut reader = GraphReader::new(most);
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = |message: String| Refusal::Input(format!("line {}: {message}", i + 1));
        let words: Vec<&str> = line.split_whitespace().collect();
        if reader.count.is_none() {
            if words.len() != 1 {
                return Err(at("expected the number of vertices first".into()));
            }
            reader.count(words[0]).map_err(at)?;
        } else {
            if words.len() != 2 {
                return Err(at(format!(
                    "expected an edge `u v`, found {:?}",
                    clipped(line)
                )));
            }
            reader.edge(words[0], words[1]).map_err(at)?;
        }
    }
    if reader.count.is_none() {
        return Err(Refusal::Input("the file has no number of vertices".into()));
    }
    Ok(reader.finish())
}

/// The Node Kayles graph of an inline graph `N:U-V,U-V,…` (`5:1-2,2-3,3-4,4-5` a path of
/// five vertices, `3:` three lone vertices; spaces may follow the commas), or `None` when
/// `arg` is not written that way (it is then a file name). The number and the edges are
/// checked as a graph file's are, an edge's errors naming it (`edge E (U-V): …`).
///
/// # Errors
/// `Some(Err)` for an inline graph whose number of vertices or edges the checks refuse.
pub fn inline_graph(arg: &str) -> Option<Result<NodeKayles, Refusal>> {
    Some(inline_edges(arg, 64)?.map(|(n, edges)| {
        NodeKayles::new(n, &edges).expect("the number and the edges are checked")
    }))
}

/// An inline graph of any size (at most [`Graph::MOST_VERTICES`] vertices), as
/// [`inline_graph`] reads one of at most 64.
///
/// # Errors
/// `Some(Err)` for an inline graph whose number of vertices or edges the checks refuse.
pub fn inline_large_graph(arg: &str) -> Option<Result<Graph, Refusal>> {
    Some(
        inline_edges(arg, Graph::MOST_VERTICES)?
            .map(|(n, edges)| Graph::new(n, &edges).expect("the number and the edges are checked")),
    )
}

/// The number of vertices (at most `most`) and the edges of an inline graph, or `None` when
/// `arg` is not written as one.
fn inline_edges(arg: &str, most: usize) -> Option<Result<VerticesAndEdges, Refusal>> {
    if let Some(named) = crate::graph_families::family(arg, most, Graph::MOST_EDGES) {
        return Some(named.map_err(Refusal::Input));
    }
    let (count, edges) = arg.split_once(':')?;
    let digits = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let mut pairs = Vec::new();
    if !edges.is_empty() {
        for (i, item) in edges.split(',').enumerate() {
            let item = if i == 0 {
                item
            } else {
                item.trim_start_matches(' ')
            };
            let (u, v) = item.split_once('-')?;
            if !digits(u) || !digits(v) {
                return None;
            }
            pairs.push((u, v));
        }
    }
    if !digits(count) {
        return None;
    }
    let mut reader = GraphReader::new(most);
    let read = reader.count(count).map_err(Refusal::Input).and_then(|()| {
        for (i, (u, v)) in pairs.iter().enumerate() {
            reader
                .edge(u, v)
                .map_err(|m| Refusal::Input(format!("edge {} ({u}-{v}): {m}", i + 1)))?;
        }
        Ok(())
    });
    Some(read.map(|()| reader.finish()))
}

/// What to add to "cannot read NAME" when `name` looks meant as an inline graph (digits and a
/// colon first) or a graph by name (a word and a colon) but is not written as one: how one is
/// written.
pub fn inline_graph_note(name: &str) -> String {
    match name.split_once(':') {
        Some((count, _)) if !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()) => {
            " (not a file, nor an inline graph N:U-V,U-V,… like 5:1-2,2-3)".to_string()
        }
        Some((word, _)) if !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase()) => {
            format!(
                " (not a file, nor a graph by name: {})",
                crate::graph_families::FAMILIES
            )
        }
        _ => String::new(),
    }
}

/// A Node Kayles graph read a piece at a time, with the checks a graph file and an inline
/// graph share: the number of vertices (at most `most`) first, then edges between vertices 1
/// to n that are not loops (an edge given twice is the same edge), at most
/// [`Graph::MOST_EDGES`] of them.
struct GraphReader {
    most: usize,
    count: Option<usize>,
    edges: Vec<(usize, usize)>,
}

impl GraphReader {
    fn new(most: usize) -> Self {
        GraphReader {
            most,
            count: None,
            edges: Vec::new(),
        }
    }

    /// The number of vertices, `word`.
    fn count(&mut self, word: &str) -> Result<(), String> {
        let count: usize = word
            .parse()
            .map_err(|_| format!("{word:?} is not a number of vertices"))?;
        if count > self.most {
            return Err(format!("{count} vertices: at most {}", self.most));
        }
        self.count = Some(count);
        Ok(())
    }

    /// The edge between the vertices `u` and `v` (from 1), after the number of vertices.
    fn edge(&mut self, u: &str, v: &str) -> Result<(), String> {
        let count = self.count.expect("the number of vertices comes first");
        if self.edges.len() == Graph::MOST_EDGES {
            return Err(format!("more than {} edges", Graph::MOST_EDGES));
        }
        let mut ends = [0usize; 2];
        for (end, word) in ends.iter_mut().zip([u, v]) {
            let v: usize = word
                .parse()
                .map_err(|_| format!("{word:?} is not a vertex"))?;
            if v == 0 || v > count {
                return Err(format!("vertex {v} is not between 1 and {count}"));
            }
            *end = v - 1;
        }
        if ends[0] == ends[1] {
            return Err(format!("a loop at vertex {}", ends[0] + 1));
        }
        self.edges.push((ends[0], ends[1]));
        Ok(())
    }

    /// The number of vertices and the edges read (every one already checked).
    fn finish(self) -> VerticesAndEdges {
        let n = self.count.expect("the number of vertices comes first");
        (n, self.edges)
    }
}

/// What a solve found and what it cost.
#[derive(Debug)]
pub struct Solved {
    pub value: u32,
    /// The time the search took (0 when nothing was searched).
    pub seconds: f64,
    pub searched: u64,
    pub entries: u64,
    pub replaced: u64,
    /// 0 when nothing was searched (a board valued by rules alone).
    pub capacity: usize,
}

/// A position valued part by part (a Cram board region by region, a large graph part by
/// part): the parts' values and costs added up, and how many parts of each kind the rules
/// valued or the solver searched.
#[derive(Debug)]
pub struct PartsTotal {
    /// The value (the XOR of the parts'), and the searches' costs: time, components and
    /// entries added up, the largest table kept.
    pub solved: Solved,
    /// How many parts of each of [`PartsTotal::KINDS`]' kinds.
    counts: [usize; 5],
}

impl PartsTotal {
    /// How many kinds of part the rules value (the fifth kind is the searched parts).
    pub const KINDS: usize = 4;

    /// No parts yet: the value 0 and nothing searched.
    #[must_use]
    pub fn new() -> Self {
        PartsTotal {
            solved: Solved {
                value: 0,
                seconds: 0.0,
                searched: 0,
                entries: 0,
                replaced: 0,
                capacity: 0,
            },
            counts: [0; 5],
        }
    }

    /// A part the rules value, of kind `kind` (below [`PartsTotal::KINDS`]).
    pub fn add_known(&mut self, kind: usize, value: u32) {
        self.counts[kind] += 1;
        self.solved.value ^= value;
    }

    /// A part the solver searched on its own.
    pub fn add_searched(&mut self, part: &Solved) {
        self.counts[Self::KINDS] += 1;
        let total = &mut self.solved;
        total.value ^= part.value;
        total.seconds += part.seconds;
        total.searched += part.searched;
        total.entries += part.entries;
        total.replaced += part.replaced;
        total.capacity = total.capacity.max(part.capacity);
    }

    /// The report's line on the parts, like `regions   5 regions: 2 pairs of twins (cancel
    /// out), 1 searched`: `heading` and its noun (`region`, `regions`), then each kind given
    /// (its noun for one, for many, and a note) with its count. A pair of twins (the first kind)
    /// counts as two parts.
    #[must_use]
    pub fn line(
        &self,
        heading: &str,
        noun: (&str, &str),
        kinds: [(&str, &str, &str); 4],
    ) -> String {
        let parts = 2 * self.counts[0] + self.counts[1..].iter().sum::<usize>();
        let searched = ("searched", "searched", "");
        let listed: Vec<String> = kinds
            .iter()
            .chain([&searched])
            .zip(self.counts)
            .filter(|&(_, count)| count > 0)
            .map(|(&(one, many, note), count)| {
                format!("{count} {}{note}", if count == 1 { one } else { many })
            })
            .collect();
        let noun = if parts == 1 { noun.0 } else { noun.1 };
        format!("{heading:<10}{parts} {noun}: {}\n", listed.join(", "))
    }
}

impl Default for PartsTotal {
    fn default() -> Self {
        Self::new()
    }
}

/// Where and how often a solve saves its table (`--checkpoint FILE`).
#[derive(Clone, Debug)]
pub struct Saving {
    pub path: PathBuf,
    /// The game and board, as the file's header names them (see [`cram_label`] and its kin).
    pub label: String,
    /// How often the table is saved while the search runs (and once at the end).
    pub every: Duration,
    /// Stop the search (saving first) once this many components have been searched by this
    /// run: an interrupted run, for tests.
    pub stop_after: Option<u64>,
}

impl Saving {
    /// Saves to `path` for game `label` every ten minutes.
    pub fn new(path: &Path, label: String) -> Self {
        Saving {
            path: path.to_path_buf(),
            label,
            every: crate::checkpoint::EVERY,
            stop_after: None,
        }
    }
}

/// Solves `start` of `rules` with a table of at most `memory` bytes, showing progress on a
/// terminal (and with `progress` anywhere); with `saving`, it loads the table's entries from
/// the checkpoint file if there is one, and saves them there as it goes and at the end.
///
/// For a save during the search, the solver's progress hook (the only place the explorer
/// runs during a search, and it cannot reach the table) raises the solver's stop flag; the
/// search returns with nothing unfinished stored, the table is saved, and the search starts
/// again from the top: what was settled is in the table, so only the positions on the path
/// being searched are searched again. This needs no unwinding, so every build saves as it
/// goes (the explorer profile of `make explorer` aborts on panic).
///
/// # Errors
/// A checkpoint that cannot be used (see [`crate::board_checkpoint::load`]). `Ok(None)`: the
/// run stopped at [`Saving::stop_after`].
pub fn solve<R: Ruleset + 'static>(
    rules: R,
    start: u64,
    memory: u64,
    progress: bool,
    label: &str,
    saving: Option<&Saving>,
) -> Result<Option<Solved>, String> {
    solve_by(
        rules,
        start,
        memory,
        progress,
        label,
        saving,
        Method::Aspiration,
    )
}

/// Reads `--method`: `aspiration` (the default) or `tests`.
///
/// # Errors
/// Any other word.
pub fn method_option(text: Option<&str>) -> Result<Method, Refusal> {
    match text.map(str::trim) {
        None | Some("aspiration") => Ok(Method::Aspiration),
        Some("tests") => Ok(Method::Tests),
        Some(other) => Err(Refusal::Usage(format!(
            "--method is aspiration or tests, not {:?}",
            clipped(other)
        ))),
    }
}

/// The most threads `--threads` takes.
pub const MAX_THREADS: usize = 256;

/// Reads `--threads`: 1 to [`MAX_THREADS`] (1 when not given); more than one not on the web
/// page (no threads there).
///
/// # Errors
/// 0, more than [`MAX_THREADS`], or more than one on the web page.
pub fn threads_option(threads: Option<usize>) -> Result<usize, Refusal> {
    let threads = threads.unwrap_or(1);
    if threads == 0 || threads > MAX_THREADS {
        return Err(Refusal::Usage(format!(
            "--threads is 1 to {MAX_THREADS}, not {threads}"
        )));
    }
    if threads > 1 && cfg!(target_arch = "wasm32") {
        return Err(Refusal::Usage(
            "the page runs on one thread: --threads is for the command line".to_string(),
        ));
    }
    Ok(threads)
}

/// `solver`'s [`Solver::try_value`]; on a Cram board, a graph or a grid's cells, gamecore's own
/// compiled copy of it ([`gamecore::boards::cram::try_value`],
/// [`gamecore::boards::node_kayles::try_value`], [`gamecore::boards::grid_kayles::try_value`]),
/// which the page's module, built for size, runs as fast as gamecore is built (10–20 % faster
/// than a copy compiled here).
fn search<R: Ruleset + 'static>(solver: &mut Solver<R>, start: u64) -> Result<u32, Stopped> {
    let any = solver as &mut dyn std::any::Any;
    if let Some(cram) = any.downcast_mut::<Solver<Cram>>() {
        return gamecore::boards::cram::try_value(cram, start);
    }
    if let Some(graph) = any.downcast_mut::<Solver<NodeKayles>>() {
        return gamecore::boards::node_kayles::try_value(graph, start);
    }
    if let Some(grid) = any.downcast_mut::<Solver<GridKayles>>() {
        return gamecore::boards::grid_kayles::try_value(grid, start);
    }
    solver.try_value(start)
}

/// [`solve`] searching by `method` (a second method to check a value with).
///
/// # Errors
/// As [`solve`].
pub fn solve_by<R: Ruleset + 'static>(
    rules: R,
    start: u64,
    memory: u64,
    progress: bool,
    label: &str,
    saving: Option<&Saving>,
    method: Method,
) -> Result<Option<Solved>, String> {
    let began = crate::clock::now();
    let elapsed = move || began.elapsed().as_secs_f64();
    let keys = key_fingerprint(&rules, start);
    let dense_bits = rules.dense_key_bits();
    let mut solver = Solver::with_method(rules, memory, method);
    if let Some(saving) = saving {
        if saving.path.exists() {
            let load = |batch: &[_]| solver.load(batch);
            board_checkpoint::load(&saving.path, &saving.label, keys, dense_bits, load)?;
        }
    }
    let shown = Rc::new(RefCell::new(if progress {
        Progress::lines(label)
    } else {
        Progress::new(label)
    }));
    let hook = Rc::clone(&shown);
    let due = saving.map(|s| (s.every, s.stop_after));
    let stop = Arc::new(AtomicBool::new(false));
    if saving.is_some() {
        solver.stop_when(Arc::clone(&stop));
    }
    let raise = Arc::clone(&stop);
    let last_save = Rc::new(Cell::new(Some(began)));
    let saved_at = Rc::clone(&last_save);
    let every = due
        .and_then(|(_, stop)| stop)
        .map_or(1 << 14, |stop| stop.clamp(1, 1 << 14));
    solver.on_progress(
        every,
        Box::new(move |stats| {
            hook.borrow_mut().tick(|| {
                format!(
                    "{} components searched, {} in the table, {:.0} s",
                    stats.expanded,
                    stats.entries,
                    elapsed()
                )
            });
            if let Some((every, stop)) = due {
                let timed = saved_at
                    .get()
                    .is_some_and(|last: Moment| last.elapsed() >= every);
                if timed || stop.is_some_and(|stop| stats.expanded >= stop) {
                    raise.store(true, Ordering::SeqCst);
                }
            }
        }),
    );
    // After a failed save (said once, as a warning) the run goes on without saving.
    let failed = Cell::new(false);
    let save = |solver: &Solver<R>, saving: &Saving| {
        if failed.get() {
            return;
        }
        let entries = || solver.entries();
        if let Err(e) = board_checkpoint::save(&saving.path, &saving.label, keys, entries) {
            crate::exit::warning_line(&format!(
                "cannot write the checkpoint {}: {e}; going on without",
                saving.path.display()
            ));
            failed.set(true);
        }
    };
    let value = loop {
        stop.store(false, Ordering::SeqCst);
        match (search(&mut solver, start), saving) {
            (Ok(value), _) => break value,
            (Err(Stopped), Some(saving)) => {
                save(&solver, saving);
                // No more saves after a failed one: the timed stops end.
                last_save.set(Some(crate::clock::now()).filter(|_| !failed.get()));
                if saving
                    .stop_after
                    .is_some_and(|stop| solver.stats().expanded >= stop)
                {
                    shown.borrow_mut().finish();
                    return Ok(None);
                }
            }
            (Err(Stopped), None) => unreachable!("only a save raises the stop flag"),
        }
    };
    if let Some(saving) = saving {
        save(&solver, saving);
    }
    shown.borrow_mut().finish();
    let stats = solver.stats();
    Ok(Some(Solved {
        value,
        seconds: elapsed(),
        searched: stats.expanded,
        entries: stats.entries,
        replaced: stats.replaced,
        capacity: solver.capacity(),
    }))
}

/// How a board, a graph, or each part left to the solver is searched: the command's options.
#[derive(Clone, Copy, Debug)]
pub struct How {
    /// The most bytes the table may take.
    pub memory: u64,
    pub method: Method,
    /// 1, or the threads that share the table.
    pub threads: usize,
    /// Progress lines even when stderr is not a terminal.
    pub progress: bool,
}

impl How {
    /// Solves `rules` from `start` as asked, on threads when more than one is asked and the
    /// start has more than `threaded_from` cells (starting threads and a shared table costs
    /// more than a small search), saved as `saving` says.
    ///
    /// # Errors
    /// As [`solve_by`].
    pub fn solve<R: Ruleset + Clone + Send + 'static>(
        &self,
        rules: R,
        start: u64,
        label: &str,
        saving: Option<&Saving>,
        threaded_from: u32,
    ) -> Result<Solved, String> {
        let solved = if self.threads > 1 && start.count_ones() > threaded_from {
            solve_on_threads(
                &rules,
                start,
                self.memory,
                self.progress,
                label,
                saving,
                self.method,
                self.threads,
            )
        } else {
            solve_by(
                rules,
                start,
                self.memory,
                self.progress,
                label,
                saving,
                self.method,
            )
        };
        Ok(solved?.expect("no stop without Saving::stop_after"))
    }
}

/// [`solve_by`] on `threads` threads (at least two) sharing one table of at most `memory`
/// bytes ([`gamecore::boards::parallel`]): the same value, sooner on a machine with as many
/// free cores; the components searched vary from run to run.
///
/// With `saving`, the table is loaded from the checkpoint file if there is one and saved as
/// [`solve_by`] saves it, in the same format (a checkpoint of either goes on in the other).
/// For a save the first thread raises the solvers' stop flag; once every thread has
/// returned, the table is still, so it is written as it is, and the search starts again
/// from the top with everything stored. [`Saving::stop_after`] counts the first thread's
/// components.
///
/// # Errors
/// As [`solve_by`].
#[allow(clippy::too_many_arguments)]
pub fn solve_on_threads<R: Ruleset + Clone + Send + 'static>(
    rules: &R,
    start: u64,
    memory: u64,
    progress: bool,
    label: &str,
    saving: Option<&Saving>,
    method: Method,
    threads: usize,
) -> Result<Option<Solved>, String> {
    let began = crate::clock::now();
    let elapsed = move || began.elapsed().as_secs_f64();
    let keys = key_fingerprint(rules, start);
    let table = SharedTable::for_keys(memory, rules.dense_key_bits());
    if let Some(saving) = saving {
        load_shared(&table, saving, keys, rules.dense_key_bits())?;
    }
    let shown = Rc::new(RefCell::new(if progress {
        Progress::lines(label)
    } else {
        Progress::new(label)
    }));
    let stop = Arc::new(AtomicBool::new(false));
    let last_save = Rc::new(Cell::new(Some(began)));
    // The first thread's components in the searches before this one.
    let mut earlier = 0u64;
    let every = saving
        .and_then(|s| s.stop_after)
        .map_or(1 << 14, |stop| stop.clamp(1, 1 << 14));
    let failed = Cell::new(false);
    let save = |saving: &Saving| save_shared(&table, saving, keys, &failed);
    let mut total = Stats::default();
    let value = loop {
        stop.store(false, Ordering::SeqCst);
        let (hook, raise, saved_at, before) = (
            Rc::clone(&shown),
            Arc::clone(&stop),
            Rc::clone(&last_save),
            earlier,
        );
        let due = saving.map(|s| (s.every, s.stop_after));
        let first = Rc::new(Cell::new(0u64));
        let counted = Rc::clone(&first);
        let report = Box::new(move |stats: &Stats| {
            counted.set(stats.expanded);
            hook.borrow_mut().tick(|| {
                format!(
                    "{} components searched by the first of {threads} threads, {:.0} s",
                    before + stats.expanded,
                    elapsed()
                )
            });
            if let Some((every, stop_after)) = due {
                let timed = saved_at
                    .get()
                    .is_some_and(|last: Moment| last.elapsed() >= every);
                if timed || stop_after.is_some_and(|stop| before + stats.expanded >= stop) {
                    raise.store(true, Ordering::SeqCst);
                }
            }
        });
        let (value, stats) = try_value_on_threads(
            rules,
            start,
            &table,
            method,
            threads,
            Some((every, report)),
            &stop,
        );
        total.expanded += stats.expanded;
        total.replaced += stats.replaced;
        earlier += first.get();
        match (value, saving) {
            (Some(value), _) => break value,
            (None, Some(saving)) => {
                save(saving);
                // No more saves after a failed one: the timed stops end.
                last_save.set(Some(crate::clock::now()).filter(|_| !failed.get()));
                if saving.stop_after.is_some_and(|stop| earlier >= stop) {
                    shown.borrow_mut().finish();
                    return Ok(None);
                }
            }
            (None, None) => unreachable!("only a save stops the threads without a value"),
        }
    };
    if let Some(saving) = saving {
        save(saving);
    }
    shown.borrow_mut().finish();
    Ok(Some(Solved {
        value,
        seconds: elapsed(),
        searched: total.expanded,
        entries: table.len() as u64,
        replaced: total.replaced,
        capacity: table.capacity(),
    }))
}

/// Loads the checkpoint of `saving`, if its file exists, into `table`.
///
/// # Errors
/// As [`board_checkpoint::load`].
fn load_shared(
    table: &Arc<SharedTable>,
    saving: &Saving,
    keys: u64,
    dense_bits: Option<u32>,
) -> Result<(), String> {
    if saving.path.exists() {
        let mut handle = table.handle();
        let mut loaded = 0;
        let load = |batch: &[(Key, Known, u32)]| {
            for &(key, known, _) in batch {
                table.check(key, known)?;
            }
            loaded += batch.len();
            table.make_room(loaded);
            for &(key, known, size) in batch {
                handle.put(key, known, size);
            }
            Ok(())
        };
        board_checkpoint::load(&saving.path, &saving.label, keys, dense_bits, load)?;
    }
    Ok(())
}

/// Saves `table` (still: no thread searching) to the checkpoint of `saving`; after a failure,
/// said once as a warning, `failed` is set and nothing more is saved.
fn save_shared(table: &SharedTable, saving: &Saving, keys: u64, failed: &Cell<bool>) {
    if failed.get() {
        return;
    }
    if let Err(e) = board_checkpoint::save(&saving.path, &saving.label, keys, || table.iter()) {
        crate::exit::warning_line(&format!(
            "cannot write the checkpoint {}: {e}; going on without",
            saving.path.display()
        ));
        failed.set(true);
    }
}

/// A fingerprint of how `rules` keys components: FNV-1a 64 over the keys (bits and tag) and
/// shape hints of the components of `start` and of each of their options. Two explorers that
/// key components differently (a change of canonical form, say) almost surely differ in it, so
/// a checkpoint of one is not read by the other.
pub fn key_fingerprint<R: Ruleset>(rules: &R, start: u64) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325;
    let mut note = |part: u64| {
        let (key, hint) = rules.key(part);
        let hint = hint
            .value
            .map_or(u64::from(hint.not), |v| 1 << 40 | u64::from(v));
        for word in [key.bits, u64::from(key.tag), hint] {
            hash = crate::checksum::fnv1a(hash, &word.to_le_bytes());
        }
    };
    let (mut parts, mut options, mut inner) = (Vec::new(), Vec::new(), Vec::new());
    rules.split(start, &mut parts);
    for &part in &parts {
        note(part);
        options.clear();
        rules.options(part, &mut options);
        for &option in &options {
            inner.clear();
            rules.split(option, &mut inner);
            for &p in &inner {
                note(p);
            }
        }
    }
    hash
}

/// The checkpoint label of a Cram board: `cram ROWSxCOLS` for a board without blocked cells,
/// else `cram` and its rows (`cram ...|.#.|...`).
pub fn cram_label(board: &Cram) -> String {
    let (rows, cols) = (board.rows(), board.cols());
    let mut text = String::new();
    for r in 0..rows {
        if r > 0 {
            text.push('|');
        }
        for c in 0..cols {
            text.push(if board.start() & board.cell(r, c) != 0 {
                '.'
            } else {
                '#'
            });
        }
    }
    if text.contains('#') {
        format!("cram {text}")
    } else {
        format!("cram {rows}x{cols}")
    }
}

/// The checkpoint label of a Chomp position: `chomp` and its row lengths (`chomp 5,3,1`).
pub fn chomp_label(game: &Chomp) -> String {
    let rows: Vec<String> = Chomp::unpack(game.start())
        .iter()
        .map(ToString::to_string)
        .collect();
    format!("chomp {}", rows.join(","))
}

/// The checkpoint label of a Node Kayles graph: its number of vertices and FNV-1a 64 of each
/// vertex's closed neighbourhood (as a little-endian u64), so that the same graph, its edges
/// written in any order, has the same label.
pub fn nodekayles_label(graph: &NodeKayles) -> String {
    let n = graph.start().count_ones() as usize;
    let hash = (0..n).fold(0xcbf2_9ce4_8422_2325, |h, v| {
        crate::checksum::fnv1a(h, &graph.closed(v).to_le_bytes())
    });
    format!("nodekayles graph of {n} vertices, neighbourhoods fnv1a64 {hash:016x}")
}

/// The report: `game`, its value and outcome, time and table, as text or one TSV line under
/// its header.
pub fn report(game: &str, position: &str, solved: &Solved, tsv: bool) -> String {
    let outcome = if solved.value == 0 {
        "P (the second player wins)"
    } else {
        "N (the first player wins)"
    };
    let mut out = String::new();
    if tsv {
        out.push_str("game\tposition\tvalue\tseconds\tsearched\tentries\treplaced\n");
        let _ = writeln!(
            out,
            "{game}\t{position}\t{}\t{:.3}\t{}\t{}\t{}",
            solved.value, solved.seconds, solved.searched, solved.entries, solved.replaced
        );
    } else {
        let _ = writeln!(out, "{game} {position}: *{}", solved.value);
        let _ = writeln!(out, "outcome   {outcome}");
        let _ = writeln!(out, "time      {:.3} s", solved.seconds);
        if solved.capacity == 0 {
            out.push_str("table     none (nothing searched)\n");
        } else {
            let plural = |count: u64, one: &str, many: &str| {
                format!("{count} {}", if count == 1 { one } else { many })
            };
            let _ = writeln!(
                out,
                "table     {} of at most {} ({} replaced); {} searched",
                plural(solved.entries, "entry", "entries"),
                in_words(solved.capacity),
                solved.replaced,
                plural(solved.searched, "component", "components")
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{
        chomp_start, cram_board, graph, inline_graph, memory_option, solve, Refusal, Saving,
    };
    use std::time::Duration;

    /// The entries a board checkpoint says it holds (its third line: `entries N …`).
    fn checkpoint_entries(path: &std::path::Path) -> u64 {
        let text = std::fs::read(path).unwrap();
        let header = String::from_utf8_lossy(&text[..text.len().min(4096)]).into_owned();
        let third = header.lines().nth(2).unwrap();
        third.split(' ').nth(1).unwrap().parse().unwrap()
    }

    /// Runs stopped after a few components each, every one going on from the checkpoint the
    /// one before left, end with the value of one uninterrupted run, the last of them holding
    /// every entry the checkpoint before it had (3×12 leaves more entries than a fresh table
    /// starts with: loaded into one left at that size, most were lost, and the runs searched
    /// 1.8 times what one run does; how much they search in all is no test of that, since
    /// each restart searches in an order of its own: from 0.8 to 2.2 times one run, stopped
    /// after a third to an eighth of it, on 3×10 to 4×9); so does a run saving at every
    /// progress report (each save restarts the search from the top), and a run from a
    /// complete checkpoint searches nothing.
    #[test]
    fn interrupted_runs_resume_to_the_same_value() {
        let dir = std::env::temp_dir().join(format!("explore-board-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let board = || cram_board("3x12").unwrap();
        let fresh = solve(board(), board().start(), 1 << 22, false, "cram", None)
            .unwrap()
            .unwrap();
        assert_eq!(fresh.value, 1, "3x12 Cram (the Glop records)");
        let saving = |name: &str, every: Duration, stop_after: Option<u64>| Saving {
            path: dir.join(name),
            label: super::cram_label(&board()),
            every,
            stop_after,
        };
        let hour = Duration::from_hours(1);
        // Each run stops after a fifth of what one whole run searches.
        let step = (fresh.searched / 5).max(1);
        let (mut runs, mut saved) = (0, 0);
        let resumed = loop {
            runs += 1;
            let stopping = saving("a.ckpt", hour, Some(step));
            let run = solve(
                board(),
                board().start(),
                1 << 22,
                false,
                "cram",
                Some(&stopping),
            );
            if let Some(solved) = run.unwrap() {
                break solved;
            }
            saved = checkpoint_entries(&stopping.path);
            assert!(runs < 100, "no progress");
        };
        assert!(runs > 2, "{runs} runs");
        assert_eq!(resumed.value, fresh.value);
        // A fresh table holds 2^13 one-word entries: a checkpoint that never grows past them
        // lost the rest as it was loaded.
        assert!(
            saved > 1 << 13,
            "{saved} entries: no more than a fresh table holds"
        );
        assert!(resumed.entries >= saved, "{} of {saved}", resumed.entries);
        // Saving at every report (every 2^14 components): the search restarts after each.
        let often = saving("b.ckpt", Duration::ZERO, None);
        let run = solve(
            board(),
            board().start(),
            1 << 22,
            false,
            "cram",
            Some(&often),
        );
        assert_eq!(run.unwrap().unwrap().value, fresh.value);
        let again = solve(
            board(),
            board().start(),
            1 << 22,
            false,
            "cram",
            Some(&often),
        );
        let again = again.unwrap().unwrap();
        assert_eq!((again.value, again.searched), (fresh.value, 0));
        // Another board's checkpoint is refused.
        let other = Saving {
            label: super::cram_label(&cram_board("3x9").unwrap()),
            ..often
        };
        let b9 = cram_board("3x9").unwrap();
        let refused = solve(b9.clone(), b9.start(), 1 << 22, false, "cram", Some(&other));
        assert_eq!(
            refused.unwrap_err(),
            format!(
                "{} is a checkpoint of cram 3x12, not of cram 3x9",
                other.path.display()
            )
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    /// As above on a shared table ([`super::solve_on_threads`]): runs stopped after a few of
    /// the first thread's components each go on from the checkpoint the one before left, and
    /// end with the value (on one thread the stops are certain; on two the other thread may
    /// finish first); a checkpoint written on threads is complete for one thread, and one
    /// written by one thread for threads (neither searches anything).
    #[test]
    fn interrupted_runs_on_threads_resume_to_the_same_value() {
        let dir =
            std::env::temp_dir().join(format!("explore-board-threads-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let board = || cram_board("3x11").unwrap();
        let label = super::cram_label(&board());
        let saving = |name: &str, stop_after: Option<u64>| Saving {
            path: dir.join(name),
            label: label.clone(),
            every: Duration::from_hours(1),
            stop_after,
        };
        let on_threads = |saving: &Saving, threads: usize| {
            super::solve_on_threads(
                &board(),
                board().start(),
                1 << 22,
                false,
                "cram",
                Some(saving),
                super::Method::Aspiration,
                threads,
            )
            .unwrap()
        };
        let alone = |saving: &Saving| {
            solve(
                board(),
                board().start(),
                1 << 22,
                false,
                "cram",
                Some(saving),
            )
            .unwrap()
            .unwrap()
        };
        for threads in [1, 2] {
            let file = format!("a{threads}.ckpt");
            let mut runs = 0;
            let resumed = loop {
                runs += 1;
                assert!(runs < 200, "no progress on {threads} threads");
                if let Some(solved) = on_threads(&saving(&file, Some(2000)), threads) {
                    break solved;
                }
            };
            assert!(threads > 1 || runs > 2, "{runs} runs");
            assert_eq!(resumed.value, 0, "3x11 Cram (the Glop records)");
            let again = alone(&saving(&file, None));
            assert_eq!((again.value, again.searched), (0, 0));
        }
        let first = alone(&saving("b.ckpt", None));
        assert_eq!(first.value, 0);
        let again = on_threads(&saving("b.ckpt", None), 2).unwrap();
        assert_eq!((again.value, again.searched), (0, 0));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn labels_name_the_board_whatever_its_spelling() {
        let label = |spec: &str| super::cram_label(&cram_board(spec).unwrap());
        assert_eq!(label("2x3"), "cram 2x3");
        assert_eq!(label("...|..."), "cram 2x3");
        assert_eq!(label("..#|..."), "cram ..#|...");
        assert_eq!(
            super::chomp_label(&chomp_start("3x2").unwrap()),
            "chomp 2,2,2"
        );
        let path = graph("3\n1 2\n2 3\n").unwrap();
        let same = graph("3\n3 2\n1 2 # the same path\n").unwrap();
        let other = graph("3\n1 2\n1 3\n").unwrap();
        assert_eq!(
            super::nodekayles_label(&path),
            super::nodekayles_label(&same)
        );
        assert_ne!(
            super::nodekayles_label(&path),
            super::nodekayles_label(&other)
        );
    }

    /// An inline graph is the graph of the file with the same vertices and edges (however the
    /// edges are ordered, spaced or repeated); anything not in its grammar is left to be a
    /// file name; its errors are the file's words, naming the edge.
    #[test]
    fn an_inline_graph_is_the_files() {
        let label = |g: &gamecore::boards::node_kayles::NodeKayles| super::nodekayles_label(g);
        let file = graph("5\n1 2\n2 3\n3 4\n4 5\n1 3\n").unwrap();
        for inline in ["5:1-2,2-3,3-4,4-5,1-3", "5:1-2, 2-3,  3-4,4-5,3-1,1-3"] {
            let g = inline_graph(inline).unwrap().unwrap();
            assert_eq!(label(&g), label(&file), "{inline}");
        }
        let lone = inline_graph("3:").unwrap().unwrap();
        assert_eq!(label(&lone), label(&graph("3\n").unwrap()));
        for not in [
            "",
            ":",
            "5",
            "5:1-2,",
            "5: 1-2",
            " 5:1-2",
            "5:1-2 ",
            "5:1-2,,2-3",
            "5:1--2",
            "5:1-2-3",
            "x:1-2",
            "5:1-a",
            "-",
            "graph.txt",
            "5:1-2:3",
            "5:1 2",
        ] {
            assert!(inline_graph(not).is_none(), "{not:?}");
        }
        for (inline, text, words) in [
            ("5:1-6", "5\n1 6\n", "vertex 6 is not between 1 and 5"),
            ("5:2-2", "5\n2 2\n", "a loop at vertex 2"),
            ("65:", "65\n", "65 vertices: at most 64"),
        ] {
            let Some(Err(Refusal::Input(inline))) = inline_graph(inline) else {
                panic!("{inline}");
            };
            let Err(Refusal::Input(file)) = graph(text) else {
                panic!("{text:?}");
            };
            assert!(
                inline.ends_with(words) && file.ends_with(words),
                "{inline} / {file}"
            );
        }
    }

    /// A long line or staircase with spaces is quoted cut short, not whole.
    #[test]
    fn errors_quote_long_text_cut_short() {
        let long_line = format!("3\n1 {}\n", "2 ".repeat(3000));
        let long_row = format!("1 {}", ". ".repeat(3000));
        for refusal in [
            graph(&long_line),
            chomp_start(&long_row).map(|_| unreachable!()),
        ] {
            let Err(Refusal::Input(message)) = refusal else {
                panic!("{refusal:?}");
            };
            assert!(message.len() < 200 && message.contains('…'), "{message}");
        }
    }

    #[test]
    fn memory_sizes() {
        assert_eq!(memory_option(Some("4G")), Ok(4 << 30));
        assert_eq!(memory_option(Some("512m")), Ok(512 << 20));
        assert_eq!(memory_option(Some("1000")), Ok(1000));
        assert!(matches!(memory_option(Some("0")), Err(Refusal::Usage(_))));
        assert!(matches!(memory_option(Some("65G")), Err(Refusal::Usage(_))));
        assert!(matches!(memory_option(Some("4T")), Err(Refusal::Usage(_))));
    }
}
