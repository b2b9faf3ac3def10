//! `explore nodekayles GRAPH`: the nim value of Node Kayles on a graph (a file or inline).

use super::cram::{failure, SweepArgs};
use super::{format_option, Failure, Format, Output};
use crate::board_report::{self, How, PartsTotal, Saving, Solved};
use crate::board_sweep::Game;
use gamecore::boards::grid_kayles::GridKayles;
use gamecore::boards::node_kayles::{NodeKayles, MOST_SYMMETRIES};
use gamecore::boards::node_kayles_parts::{Graph, Part, Reason};
use gamecore::boards::Ruleset;
use std::path::PathBuf;

/// The nim value of Node Kayles on a graph (choose a vertex; it and its neighbours go)
///
/// GRAPH is an inline graph N:U-V,U-V,… (N vertices, then the edges; `5:1-2,2-3,3-4,4-5` is a path,
/// `3:` three lone vertices; spaces may follow the commas) or a graph by name (path:N, cycle:N,
/// grid:RxC, cube:D for the hypercube, complete:N, gp:N,K for the generalised Petersen graph:
/// gp:5,2 is Petersen's) when the argument is written exactly so, else a text file: the first line
/// that is not blank holds the number of vertices n; every other line an edge `u v` between
/// vertices 1 to n; text after # is a comment. A graph of at most 64 vertices is searched whole (a
/// component its symmetries mirror is 0 without a search, as below; a grid given as grid:RxC is
/// searched on its cells, each component keyed by its shape wherever it lies, as Cram's are:
/// fewer components than by the graph's automorphisms); a larger one (up to 1048576
/// vertices and 4194304 edges) is valued part by part: twins (two parts with the same edges, their
/// vertices in increasing order) cancel, a path is Dawson's game 0.137 and a cycle follows from the
/// path a move leaves, a part with an automorphism pairing every vertex with a non-neighbour is 0
/// (the second player mirrors: even grids, hypercubes), and a part left over is searched when it
/// has at most 64 vertices. A research run, as for cram. --sweep values many grid graphs, one per
/// core at a time, as cram's sweeps rectangles (those of at most 64 cells on their cells).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: a path of 4 vertices inline, then as a file with the lines `4`, `1 2`, \
                  `2 3`, `3 4`, then by name; the Petersen graph; the 100x100 grid graph:
  explore nodekayles 4:1-2,2-3,3-4
  explore nodekayles path4.txt
  explore nodekayles path:4
  explore nodekayles gp:5,2
  explore nodekayles grid:100x100
the grid graphs 3x1 to 3x21 and 4x4 to 8x8, one TSV line each (OEIS A316632 is the first row):
  explore nodekayles --sweep 3x1..3x21,4x4..8x8"
)]
pub struct Args {
    /// The graph: inline N:U-V,U-V,…, by name (grid:8x8, cube:4, …), else a file (`-` for
    /// stdin); not with --sweep or --merge.
    #[arg(value_name = "GRAPH")]
    pub file: Option<PathBuf>,
    /// The most memory for the table, like 512M or 4G (default 1G).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Solve on N threads sharing one table (default 1), as for cram; past 64 vertices, each
    /// part of more than 32 vertices (the smaller ones take a thread each no longer than
    /// starting the others).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Progress lines on stderr even when it is not a terminal.
    #[arg(long)]
    pub progress: bool,
    /// text or tsv (a header and one line).
    #[arg(long, value_name = "text|tsv")]
    pub format: Option<String>,
    /// Load the table from FILE if it exists (a checkpoint of the same position, else an
    /// error), and save it there every ten minutes and at the end, as for cram.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<std::path::PathBuf>,
    /// --sweep SIZES: the grid graphs ROWSxCOLS of SIZES (as cram's --sweep reads them), past
    /// 64 vertices valued part by part as above (an even side: the mirror; one row: Dawson's
    /// game), any other refused; --shard and --merge as for cram.
    #[command(flatten)]
    pub sweeping: SweepArgs,
}

/// The most bytes a graph file may have (64 MiB: about 4 million edges of two six-digit
/// vertices).
const MAX_FILE: u64 = 64 << 20;

/// Runs `explore nodekayles`; `input` is what `-` reads (the process's stdin, or the text
/// [`super::run_captured`] was given).
///
/// # Errors
/// A usage error for a bad option; bad input text for a file that cannot be read, a malformed
/// graph or a part out of reach.
pub fn run(args: &Args, input: &mut dyn std::io::BufRead) -> Result<Output, Failure> {
    let refused = [
        ("a graph", args.file.is_some()),
        ("--checkpoint", args.checkpoint.is_some()),
        (
            "--threads (a sweep solves one graph per core)",
            args.threads.is_some(),
        ),
        (
            "--format text",
            args.format.as_deref().is_some_and(|f| f.trim() != "tsv"),
        ),
    ];
    let others = args.file.is_some()
        || args.checkpoint.is_some()
        || args.memory.is_some()
        || args.threads.is_some()
        || args.format.is_some();
    if let Some(done) = args.sweeping.run(
        Game::NodeKayles,
        &refused,
        others,
        args.memory.as_deref(),
        args.progress,
    ) {
        return done;
    }
    let file = args.file.as_ref().ok_or_else(|| {
        Failure::usage(
            "nodekayles takes a graph, like grid:4x5 or 5:1-2,2-3,3-4,4-5 (explore nodekayles \
             --help shows the usage)",
        )
    })?;
    let format = format_option(args.format.as_deref(), "nodekayles", false)?;
    let memory = board_report::memory_option(args.memory.as_deref()).map_err(failure)?;
    let name = file.display().to_string();
    let graph = match board_report::inline_large_graph(&name) {
        Some(inline) => inline,
        None => read_file(&name, file, input)?,
    }
    .map_err(|r| {
        failure(match r {
            board_report::Refusal::Input(m) => board_report::Refusal::Input(format!("{name}: {m}")),
            usage @ board_report::Refusal::Usage(_) => usage,
        })
    })?;
    let threads = board_report::threads_option(args.threads).map_err(failure)?;
    let how = How {
        memory,
        method: gamecore::boards::Method::Aspiration,
        threads,
        progress: args.progress,
    };
    let tsv = format == Format::Tsv;
    let shown = if tsv {
        name.clone()
    } else {
        crate::exit::shorten(&text_name(&name))
    };
    let Ok(whole) = graph.to_node_kayles() else {
        if args.checkpoint.is_some() {
            return Err(Failure::usage(format!(
                "nodekayles {}: --checkpoint saves the search of a graph of at most 64 \
                 vertices; this one is valued part by part",
                crate::exit::shorten(&name)
            )));
        }
        let (solved, parts) = by_parts(&graph, &how).map_err(|r| {
            failure(match r {
                board_report::Refusal::Input(m) => {
                    board_report::Refusal::Input(format!("{}: {m}", crate::exit::shorten(&name)))
                }
                usage @ board_report::Refusal::Usage(_) => usage,
            })
        })?;
        let mut text = board_report::report("nodekayles", &shown, &solved, tsv);
        if !tsv {
            text.push_str(&parts);
        }
        return Ok(Output::text(text));
    };
    if let Some(path) = &args.checkpoint {
        super::check_checkpoint_target(path)?;
    }
    let saving = args
        .checkpoint
        .as_ref()
        .map(|path| board_report::Saving::new(path, board_report::nodekayles_label(&whole)));
    let mirror = mirror_line(&whole);
    let (solved, keyed) =
        search_whole(whole, &name, &how, saving.as_ref()).map_err(Failure::usage)?;
    let mut text = board_report::report("nodekayles", &shown, &solved, tsv);
    if let Some(line) = keyed.filter(|_| !tsv) {
        text.push_str(&line);
    }
    if let Some(line) = mirror.filter(|_| !tsv) {
        text.push_str(line);
    }
    Ok(Output::text(text))
}

/// A graph of at most 64 vertices searched whole: a grid by name on its cells
/// ([`grid_board`]), any other keyed by its automorphisms. The search and the report's line on
/// how it keyed components, if any.
fn search_whole(
    whole: NodeKayles,
    name: &str,
    how: &How,
    saving: Option<&Saving>,
) -> Result<(Solved, Option<String>), String> {
    let start = whole.start();
    if let Some(board) = grid_board(name) {
        return Ok((
            search(board, start, how, saving)?,
            Some(SHAPE_KEYS.to_string()),
        ));
    }
    let symmetries = whole.symmetries().len();
    let line = (symmetries > 0).then(|| symmetry_line(symmetries));
    Ok((search(whole, start, how, saving)?, line))
}

/// The report's line on a graph the second player wins by copying moves, if it is one: a
/// symmetry mirrors it whole (the solver then needs no search), or each of its parts is
/// mirrored or has a twin ([`NodeKayles::is_copied`]).
fn mirror_line(graph: &NodeKayles) -> Option<&'static str> {
    if graph.is_mirrored(graph.start()) {
        Some(
            "mirror    a symmetry pairs every vertex with a non-neighbour: the second player \
             answers each move by its image (worth 0, no search)\n",
        )
    } else if graph.is_copied(graph.start()) {
        Some(
            "mirror    each connected part is mirrored by a symmetry or has a twin (the same \
             graph numbered differently): the second player answers each move by its image \
             or its copy (worth 0)\n",
        )
    } else {
        None
    }
}

/// The report's line on the automorphisms that key the large components
/// ([`NodeKayles::symmetries`]), when there are any.
fn symmetry_line(count: usize) -> String {
    let more = if count >= MOST_SYMMETRIES {
        " (the most kept: the graph may have more)"
    } else {
        ""
    };
    let noun = if count == 1 {
        "automorphism"
    } else {
        "automorphisms"
    };
    format!(
        "symmetry  {count} {noun} besides the identity{more}: a component of 12 vertices or \
         more is keyed by its least image\n"
    )
}

/// The report's line on how a grid graph searched on its cells ([`grid_board`]) keys its
/// components.
const SHAPE_KEYS: &str = "symmetry  a component is keyed by its shape on the grid, wherever it \
                          lies and however it is turned or reflected\n";

/// The grid graph `name` names (`grid:RxC`) as Node Kayles on a board's cells, when it has at
/// most 64 cells: its components are keyed by their shape, up to where they lie and the
/// square's symmetries ([`GridKayles`]), which on grids searches 1.3–8.2 times fewer
/// components than keying them by the graph's automorphisms. A 1×64 grid is its 64×1
/// transpose (a board has at most 63 columns).
fn grid_board(name: &str) -> Option<GridKayles> {
    let (rows, cols) = crate::graph_families::grid_size(name)?;
    GridKayles::rectangle(rows, cols)
        .or_else(|_| GridKayles::rectangle(cols, rows))
        .ok()
}

/// The fewest vertices a graph needs to be searched on several threads when asked: starting
/// threads and a shared table costs more than a search of a smaller one (on 100,000 parts of
/// 8 vertices, two threads each took 10.6 s of wall time against 0.75 s on one).
const THREADED: u32 = 32;

/// A graph (or a grid's board) searched whole from all its vertices as `how` says (on
/// threads when asked and it has more than [`THREADED`] vertices), saved as `saving` says.
fn search<R: Ruleset + Clone + Send + 'static>(
    rules: R,
    start: u64,
    how: &How,
    saving: Option<&Saving>,
) -> Result<Solved, String> {
    how.solve(rules, start, "nodekayles", saving, THREADED)
}

/// A graph past the solver's 64 vertices, valued part by part ([`Graph::parts`]): the rules
/// settle what they can, each part left over is searched on its own (one after another, each
/// table within `--memory`), and a part out of reach is refused before any search starts.
/// The value and costs, and the report's line on the parts.
///
/// # Errors
/// A part out of reach (bad input); a failed search (usage).
fn by_parts(graph: &Graph, how: &How) -> Result<(Solved, String), board_report::Refusal> {
    let parts = graph.parts();
    if let Some(error) = parts.iter().find_map(Part::beyond_error) {
        return Err(board_report::Refusal::Input(error.0));
    }
    let mut total = PartsTotal::new();
    for part in parts {
        match part {
            Part::Known { value, reason, .. } => {
                let kind = match reason {
                    Reason::Twins => 0,
                    Reason::Path => 1,
                    Reason::Cycle => 2,
                    Reason::Mirror => 3,
                };
                total.add_known(kind, value);
            }
            Part::Search { graph, .. } => {
                let start = graph.start();
                let solved =
                    search(graph, start, how, None).map_err(board_report::Refusal::Usage)?;
                total.add_searched(&solved);
            }
            Part::Beyond { .. } => unreachable!("refused above"),
        }
    }
    let line = total.line(
        "parts",
        ("connected part", "connected parts"),
        [
            ("pair of twins", "pairs of twins", " (cancel out)"),
            ("path", "paths", " (Dawson's game)"),
            ("cycle", "cycles", ""),
            ("mirror", "mirrors", " (worth 0)"),
        ],
    );
    Ok((total.solved, line))
}

/// The graph as the text report names it: as given, but an inline graph without edges (`3:`)
/// in words, since the line's own colon follows the name (`nodekayles 3 lone vertices: *1`,
/// not `nodekayles 3:: *1`).
fn text_name(name: &str) -> String {
    match name.strip_suffix(':') {
        Some("1") => "1 lone vertex".to_string(),
        Some(count) if !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()) => {
            format!("{count} lone vertices")
        }
        _ => name.to_string(),
    }
}

/// The graph in the file `name` (`-`: `input`).
///
/// # Errors
/// A file that cannot be read or is too long (the outer error); a malformed graph (the inner).
fn read_file(
    name: &str,
    file: &std::path::Path,
    input: &mut dyn std::io::BufRead,
) -> Result<Result<Graph, board_report::Refusal>, Failure> {
    use std::io::Read;
    let mut text = String::new();
    let read = if name == "-" {
        input.take(MAX_FILE + 1).read_to_string(&mut text)
    } else {
        std::fs::File::open(file).and_then(|f| f.take(MAX_FILE + 1).read_to_string(&mut text))
    };
    read.map_err(|e| {
        Failure::bad_input(format!(
            "cannot read {name}: {e}{}",
            board_report::inline_graph_note(name)
        ))
    })?;
    if text.len() as u64 > MAX_FILE {
        return Err(Failure::bad_input(format!(
            "{name} is longer than 64 MiB: the graph would have more than 4194304 edges or \
             its lines are padded"
        )));
    }
    Ok(board_report::large_graph(&text))
}
