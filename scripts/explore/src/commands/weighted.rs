//! `explore weighted GRAPH`: a min/max game with weights on a graph with cycles, every vertex
//! valued with either player to move (`gamecore::weighted_loopy`), with a move of best play.

use super::{Failure, Output};
use crate::play::loopy::{inline_edges_are, is_number, read_file, read_inline, read_lines, vertex};
use gamecore::weighted_loopy::{BestPlayLengths, MinMaxRetrograde, Mover, WeightedGame};
use std::fmt::Write;

/// A game with weights on a directed graph: each vertex's total under best play
///
/// A token sits on a vertex; the two players take turns sliding it along an edge, and each
/// move adds the edge's weight to a running total. The game ends when the player to move has
/// no move. The minimiser wants it to end, and then the total small; the maximiser wants it to
/// go on for ever, and failing that the total large. For each vertex, with either player to
/// move: the total of best play, or ∞ where the maximiser can keep the game going, how many
/// moves it takes (the minimiser hurrying, the maximiser holding out, each keeping to his
/// total), and a move that keeps to both (retrograde analysis: Dijkstra's order for the
/// minimiser, every option settled first for the maximiser).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore weighted '0>1:2,0>2:7,1>3:0,2>3:1'; explore weighted \
                  game.txt --format tsv\n\nGRAPH is the edges inline, FROM>TO:WEIGHT separated \
                  by commas (quote them for the shell), or a file of one edge `FROM TO WEIGHT` \
                  a line (# starts a comment), vertices numbered from 0, weights whole numbers \
                  from 0; at most 100,000 vertices and 100,000 edges, a file of at most 16 MiB."
)]
pub struct Args {
    /// The graph: edges inline like 0>1:2,1>0:3, or a file of one edge `FROM TO WEIGHT` a line.
    #[arg(value_name = "GRAPH")]
    pub graph: String,

    /// text, or tsv: a header, then vertex, the minimiser's total, moves of best play and move,
    /// the maximiser's the same, a line (a total is `inf` and its moves empty where the game
    /// need not end; a move is empty where there is none, or where every move keeps to ∞).
    #[arg(long, value_name = "FORMAT", value_parser = ["text", "tsv"], default_value = "text")]
    pub format: String,

    /// Also play best play out from vertex V, once with each player moving first: every move
    /// with its weight, until the game ends or a position comes back (then it goes round for
    /// ever); text only.
    #[arg(long, value_name = "V")]
    pub line: Option<u32>,
}

/// The most moves a line of play shows (the rest are counted).
const MOST_SHOWN: usize = 200;

/// An edge: from, to, weight.
type Edge = (u32, u32, u64);

/// Runs `explore weighted`.
///
/// # Errors
/// A usage error for `--line` with `--format tsv`; bad input text (status 1): an unreadable or
/// malformed graph, weights too large for the totals to be exact, or a `--line` past the
/// vertices.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let tsv = args.format == "tsv";
    if tsv && args.line.is_some() {
        return Err(Failure::usage(
            "--line plays a line out in words: it goes with the text report, not --format tsv",
        ));
    }
    let (vertices, edges) = read_graph(&args.graph).map_err(Failure::bad_input)?;
    let game = WeightedGame::from_edges(vertices, &edges)
        .map_err(|e| Failure::bad_input(format!("{}: {e}", crate::exit::shorten(&args.graph))))?;
    let mut analysis = MinMaxRetrograde::new();
    analysis.solve(&game);
    let lengths = BestPlayLengths::new(&game, &analysis);
    let report = Report::new(vertices, &edges, &analysis, &lengths);
    if tsv {
        return Ok(Output::text(report.tsv()));
    }
    let mut text = report.text();
    if let Some(start) = args.line {
        if start as usize >= vertices {
            return Err(Failure::bad_input(format!(
                "--line: {start} is not a vertex (0 to {})",
                vertices - 1
            )));
        }
        for mover in [Mover::Minimizer, Mover::Maximizer] {
            text.push_str(&report.line(start as usize, mover));
        }
    }
    Ok(Output::text(text))
}

/// Whether `word` is a weighted graph written inline: edges `FROM>TO:WEIGHT` of whole numbers,
/// separated by commas, a space allowed after a comma; any other word is a file name.
///
/// # Example
/// ```
/// use explore::commands::weighted::is_inline;
/// assert!(is_inline("0>1:2, 1>0:3"));
/// assert!(!is_inline("0>1,1>0"));
/// assert!(!is_inline("game.txt"));
/// ```
pub fn is_inline(word: &str) -> bool {
    inline_edges_are(word, |edge| {
        edge.split_once('>').is_some_and(|(from, rest)| {
            rest.split_once(':')
                .is_some_and(|(to, weight)| is_number(from) && is_number(to) && is_number(weight))
        })
    })
}

/// The vertex count and edges of `graph`, inline or a file.
///
/// # Errors
/// The first bad edge or line, named; an unreadable, empty or oversized graph.
fn read_graph(graph: &str) -> Result<(usize, Vec<Edge>), String> {
    if is_inline(graph) {
        return read_inline(graph, |edge| match edge.split_once('>') {
            Some((from, rest)) => match rest.split_once(':') {
                Some((to, w)) => Ok((vertex(from)?, vertex(to)?, weight(w)?)),
                None => Err("an edge is `FROM>TO:WEIGHT`".to_string()),
            },
            None => Err("an edge is `FROM>TO:WEIGHT`".to_string()),
        })
        .map_err(|e| format!("{}: {e}", crate::exit::shorten(graph)));
    }
    let text = read_file(graph).map_err(|e| {
        if graph.contains('>') {
            format!("{e} (an inline edge is FROM>TO:WEIGHT: 0>1:2,1>0:3)")
        } else {
            e
        }
    })?;
    read_lines(&text, |line, fields| match fields {
        [from, to, w] => Ok((vertex(from)?, vertex(to)?, weight(w)?)),
        _ => Err(format!(
            "an edge is two vertices and a weight `FROM TO WEIGHT`, not {:?}",
            crate::exit::shorten(line)
        )),
    })
    .map_err(|e| format!("{graph}: {e}"))
}

/// A weight: a whole number from 0 that fits 64 bits.
fn weight(field: &str) -> Result<u64, String> {
    field
        .parse::<u64>()
        .map_err(|_| format!("{field:?} is not a weight (a whole number from 0 to 2^64 − 1)"))
}

/// What the analysis found, with a move of best play for each state, to print.
struct Report<'a> {
    vertices: usize,
    edges: &'a [Edge],
    analysis: &'a MinMaxRetrograde,
    lengths: &'a BestPlayLengths,
    /// Each vertex's moves, as indices into `edges`, in the order given.
    moves: Vec<Vec<u32>>,
}

impl<'a> Report<'a> {
    fn new(
        vertices: usize,
        edges: &'a [Edge],
        analysis: &'a MinMaxRetrograde,
        lengths: &'a BestPlayLengths,
    ) -> Self {
        let mut moves = vec![Vec::new(); vertices];
        for (index, &(from, _, _)) in edges.iter().enumerate() {
            moves[from as usize].push(index as u32);
        }
        Report {
            vertices,
            edges,
            analysis,
            lengths,
            moves,
        }
    }

    /// A move of best play from `v` with `mover` to move (the first in the order given): for a
    /// finite total, one whose weight and the opponent's total after it make the total, to a
    /// state one move nearer the end (keeping to the total alone could go round a cycle of
    /// weight 0 for ever); for the maximiser at ∞, one to a vertex where the minimiser cannot
    /// make the game end. None with no move, and none for the minimiser at ∞ (every move keeps
    /// the game endless).
    fn best_move(&self, v: usize, mover: Mover) -> Option<Edge> {
        let total = self.analysis.value(v, mover);
        let length = self.lengths.moves(v, mover);
        let other = match mover {
            Mover::Minimizer => Mover::Maximizer,
            Mover::Maximizer => Mover::Minimizer,
        };
        let keeps_to = |&&index: &&u32| {
            let (_, to, weight) = self.edges[index as usize];
            let after = self.analysis.value(to as usize, other);
            match total {
                Some(total) => {
                    after.and_then(|a| a.checked_add(weight)) == Some(total)
                        && self.lengths.moves(to as usize, other).map(|rest| rest + 1) == length
                }
                None => mover == Mover::Maximizer && after.is_none(),
            }
        };
        let index = *self.moves[v].iter().find(keeps_to)?;
        Some(self.edges[index as usize])
    }

    /// A total in words, with the moves best play takes: `7 in 2 moves`, or ∞.
    fn total(&self, v: usize, mover: Mover) -> String {
        match (self.analysis.value(v, mover), self.lengths.moves(v, mover)) {
            (Some(total), Some(1)) => format!("{total} in 1 move"),
            (Some(total), Some(moves)) => format!("{total} in {moves} moves"),
            _ => "∞".to_string(),
        }
    }

    /// One state's cell of the text table: `7 in 2 moves, to 2 (weight 5)`, `0 (no move)`,
    /// `∞, to 4 (weight 1)`, `∞ (no way out)`.
    fn cell(&self, v: usize, mover: Mover) -> String {
        match self.best_move(v, mover) {
            _ if self.moves[v].is_empty() => "0 (no move)".to_string(),
            Some((_, to, weight)) => {
                format!("{}, to {to} (weight {weight})", self.total(v, mover))
            }
            None => format!("{} (no way out)", self.total(v, mover)),
        }
    }

    fn text(&self) -> String {
        let mut out = format!(
            "a weighted game on {} vertices and {} moves: a move slides the token along an edge \
             and adds its weight to the total; the game ends when the player to move has no \
             move; the minimiser wants it to end with a small total, the maximiser wants it \
             endless, else a large total\n",
            self.vertices,
            self.edges.len()
        );
        let _ = writeln!(
            out,
            "{:>6}  {:<38}  maximiser to move",
            "vertex", "minimiser to move"
        );
        let mut endless = [0usize; 2];
        for v in 0..self.vertices {
            for (count, mover) in endless.iter_mut().zip([Mover::Minimizer, Mover::Maximizer]) {
                *count += usize::from(self.analysis.value(v, mover).is_none());
            }
            let _ = writeln!(
                out,
                "{v:>6}  {:<38}  {}",
                self.cell(v, Mover::Minimizer),
                self.cell(v, Mover::Maximizer)
            );
        }
        let _ = writeln!(
            out,
            "∞ (the maximiser keeps the game going for ever): at {} of {} vertices with the \
             minimiser to move, at {} with the maximiser to move",
            endless[0], self.vertices, endless[1]
        );
        out
    }

    /// Best play from `start` with `mover` to move, as a line: `line from 0, the minimiser
    /// first: 0 -2-> 1 -0-> 3: over, total 2 in 2 moves` (`-2->`: a move of weight 2). Each player makes the move the table
    /// gives (the minimiser with no way out his first move); it stops where the game ends or a
    /// position comes back, which it does within two moves a vertex.
    fn line(&self, start: usize, mover: Mover) -> String {
        let who = match mover {
            Mover::Minimizer => "the minimiser",
            Mover::Maximizer => "the maximiser",
        };
        let mut out = format!("line from {start}, {who} first: {start}");
        let (mut v, mut mover) = (start, mover);
        let (mut total, mut played) = (0u64, 0usize);
        let mut seen = std::collections::HashSet::new();
        let ending = loop {
            let moves = if played == 1 { "move" } else { "moves" };
            if self.moves[v].is_empty() {
                break format!(": over, total {total} in {played} {moves}\n");
            }
            if !seen.insert((v, mover)) {
                break format!(
                    ": back where it was with the same player to move, so round for ever \
                     (total {total} after {played} {moves})\n"
                );
            }
            let (_, to, weight) = self.best_move(v, mover).unwrap_or_else(|| {
                let first = self.moves[v][0];
                self.edges[first as usize]
            });
            if played < MOST_SHOWN {
                let _ = write!(out, " -{weight}-> {to}");
            }
            played += 1;
            total += weight;
            v = to as usize;
            mover = match mover {
                Mover::Minimizer => Mover::Maximizer,
                Mover::Maximizer => Mover::Minimizer,
            };
        };
        if played > MOST_SHOWN {
            let _ = write!(out, " … ({} moves more)", played - MOST_SHOWN);
        }
        out + &ending
    }

    fn tsv(&self) -> String {
        let mut out = String::from(
            "vertex\tmin_total\tmin_moves\tmin_move\tmax_total\tmax_moves\tmax_move\n",
        );
        for v in 0..self.vertices {
            let _ = write!(out, "{v}");
            for mover in [Mover::Minimizer, Mover::Maximizer] {
                let total = self
                    .analysis
                    .value(v, mover)
                    .map_or_else(|| "inf".to_string(), |total| total.to_string());
                let moves = self
                    .lengths
                    .moves(v, mover)
                    .map(|moves| moves.to_string())
                    .unwrap_or_default();
                let to = self
                    .best_move(v, mover)
                    .map(|(_, to, _)| to.to_string())
                    .unwrap_or_default();
                let _ = write!(out, "\t{total}\t{moves}\t{to}");
            }
            out.push('\n');
        }
        out
    }
}
