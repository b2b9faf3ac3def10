//! `explore weighted GRAPH`: a min/max game with weights on a graph with cycles, every vertex
//! valued with either player to move (`gamecore::weighted_loopy`), with a move of best play.

use super::{Failure, Output};
use crate::play::weighted::{mover_name, opponent, WeightedGraph};
use gamecore::weighted_loopy::Mover;
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
    let game = WeightedGraph::read(&args.graph).map_err(Failure::bad_input)?;
    let report = Report { game: &game };
    if tsv {
        return Ok(Output::text(report.tsv()));
    }
    let mut text = report.text();
    if let Some(start) = args.line {
        let vertices = game.vertex_count();
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

/// The analysed game, to print.
struct Report<'a> {
    game: &'a WeightedGraph,
}

impl Report<'_> {
    /// One state's cell of the text table: `7 in 2 moves, to 2 (weight 5)`, `0 (no move)`,
    /// `∞, to 4 (weight 1)`, `∞ (no way out)`.
    fn cell(&self, v: usize, mover: Mover) -> String {
        match self.game.best_move(v, mover) {
            _ if self.game.is_end(v) => "0 (no move)".to_string(),
            Some((_, to, weight)) => {
                format!(
                    "{}, to {to} (weight {weight})",
                    self.game.total_words(v, mover)
                )
            }
            None => format!("{} (no way out)", self.game.total_words(v, mover)),
        }
    }

    fn text(&self) -> String {
        let mut out = format!(
            "a weighted game on {} vertices and {} moves: a move slides the token along an edge \
             and adds its weight to the total; the game ends when the player to move has no \
             move; the minimiser wants it to end with a small total, the maximiser wants it \
             endless, else a large total\n",
            self.game.vertex_count(),
            self.game.edges().len()
        );
        let _ = writeln!(
            out,
            "{:>6}  {:<38}  maximiser to move",
            "vertex", "minimiser to move"
        );
        let mut endless = [0usize; 2];
        for v in 0..self.game.vertex_count() {
            for (count, mover) in endless.iter_mut().zip([Mover::Minimizer, Mover::Maximizer]) {
                *count += usize::from(self.game.total(v, mover).is_none());
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
            endless[0],
            self.game.vertex_count(),
            endless[1]
        );
        out
    }

    /// Best play from `start` with `mover` to move, as a line: `line from 0, the minimiser
    /// first: 0 -2-> 1 -0-> 3: over, total 2 in 2 moves` (`-2->`: a move of weight 2). Each player makes the move the table
    /// gives (the minimiser with no way out his first move); it stops where the game ends or a
    /// position comes back, which it does within two moves a vertex.
    fn line(&self, start: usize, mover: Mover) -> String {
        let mut out = format!("line from {start}, {} first: {start}", mover_name(mover));
        let (mut v, mut mover) = (start, mover);
        let (mut total, mut played) = (0u64, 0usize);
        let mut seen = std::collections::HashSet::new();
        let ending = loop {
            let moves = if played == 1 { "move" } else { "moves" };
            if self.game.is_end(v) {
                break format!(": over, total {total} in {played} {moves}\n");
            }
            if !seen.insert((v, mover)) {
                break format!(
                    ": back where it was with the same player to move, so round for ever \
                     (total {total} after {played} {moves})\n"
                );
            }
            let (_, to, weight) = self
                .game
                .best_move(v, mover)
                .or_else(|| self.game.moves_from(v).next())
                .expect("a vertex that is not an end has a move");
            if played < MOST_SHOWN {
                let _ = write!(out, " -{weight}-> {to}");
            }
            played += 1;
            total += weight;
            v = to as usize;
            mover = opponent(mover);
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
        for v in 0..self.game.vertex_count() {
            let _ = write!(out, "{v}");
            for mover in [Mover::Minimizer, Mover::Maximizer] {
                let total = self
                    .game
                    .total(v, mover)
                    .map_or_else(|| "inf".to_string(), |total| total.to_string());
                let moves = self
                    .game
                    .length(v, mover)
                    .map(|moves| moves.to_string())
                    .unwrap_or_default();
                let to = self
                    .game
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
