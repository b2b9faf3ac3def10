//! `explore nodekayles GRAPH`: the nim value of Node Kayles on a graph (a file or inline).

use super::cram::failure;
use super::{format_option, Failure, Format, Output};
use crate::board_report;
use std::path::PathBuf;

/// The nim value of Node Kayles on a graph (choose a vertex; it and its neighbours go)
///
/// GRAPH is an inline graph N:U-V,U-V,… (N vertices, then the edges; `5:1-2,2-3,3-4,4-5` is a
/// path, `3:` three lone vertices; spaces may follow the commas) when the argument is written
/// exactly so, else a text file: the first line that is not blank holds the number of
/// vertices n (at most 64); every other line an edge `u v` between vertices 1 to n; text after
/// # is a comment. A research run, as for cram.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: a path of 4 vertices inline, then as a file with the lines `4`, `1 2`, \
                  `2 3`, `3 4`:
  explore nodekayles 4:1-2,2-3,3-4
  explore nodekayles path4.txt"
)]
pub struct Args {
    /// The graph: inline N:U-V,U-V,…, else a file (`-` for stdin).
    #[arg(value_name = "GRAPH")]
    pub file: PathBuf,
    /// The most memory for the table, like 512M or 4G (default 1G).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Solve on N threads sharing one table (default 1), as for cram.
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
}

/// The most bytes a graph file may have (64 vertices need far fewer).
const MAX_FILE: u64 = 1 << 20;

/// Runs `explore nodekayles`; `input` is what `-` reads (the process's stdin, or the text
/// [`super::run_captured`] was given).
///
/// # Errors
/// A usage error for a bad option; bad input text for a file that cannot be read or a
/// malformed graph.
pub fn run(args: &Args, input: &mut dyn std::io::BufRead) -> Result<Output, Failure> {
    let format = format_option(args.format.as_deref(), "nodekayles", false)?;
    let memory = board_report::memory_option(args.memory.as_deref()).map_err(failure)?;
    let name = args.file.display().to_string();
    let graph = match board_report::inline_graph(&name) {
        Some(inline) => inline,
        None => read_file(&name, args, input)?,
    }
    .map_err(|r| {
        failure(match r {
            board_report::Refusal::Input(m) => board_report::Refusal::Input(format!("{name}: {m}")),
            usage @ board_report::Refusal::Usage(_) => usage,
        })
    })?;
    let start = graph.start();
    let threads = board_report::threads_option(args.threads).map_err(failure)?;
    let saving = args
        .checkpoint
        .as_ref()
        .map(|path| board_report::Saving::new(path, board_report::nodekayles_label(&graph)));
    let solved = if threads > 1 {
        board_report::solve_on_threads(
            &graph,
            start,
            memory,
            args.progress,
            "nodekayles",
            saving.as_ref(),
            gamecore::boards::Method::Aspiration,
            threads,
        )
    } else {
        board_report::solve(
            graph,
            start,
            memory,
            args.progress,
            "nodekayles",
            saving.as_ref(),
        )
    }
    .map_err(Failure::usage)?
    .expect("no stop without Saving::stop_after");
    let tsv = format == Format::Tsv;
    let shown = if tsv { name.clone() } else { text_name(&name) };
    Ok(Output::text(board_report::report(
        "nodekayles",
        &shown,
        &solved,
        tsv,
    )))
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
    args: &Args,
    input: &mut dyn std::io::BufRead,
) -> Result<Result<gamecore::boards::node_kayles::NodeKayles, board_report::Refusal>, Failure> {
    use std::io::Read;
    let mut text = String::new();
    let read = if name == "-" {
        input.take(MAX_FILE + 1).read_to_string(&mut text)
    } else {
        std::fs::File::open(&args.file).and_then(|f| f.take(MAX_FILE + 1).read_to_string(&mut text))
    };
    read.map_err(|e| {
        Failure::bad_input(format!(
            "cannot read {name}: {e}{}",
            board_report::inline_graph_note(name)
        ))
    })?;
    if text.len() as u64 > MAX_FILE {
        return Err(Failure::bad_input(format!(
            "{name} is longer than 1 MiB: a graph of at most 64 vertices is far shorter"
        )));
    }
    Ok(board_report::graph(&text))
}
