//! `explore loopy GRAPH`: every vertex of a loopy game won, lost or drawn, how long best play
//! lasts, and Smith's generalised Sprague–Grundy value γ; `--sum` decides a sum of tokens.

use super::{Failure, Output};
use crate::play::loopy::{file_edges, inline_edges, is_inline, read_file};
use gamecore::graph::Csr;
use gamecore::loopy::{sum_outcome, GameGraph, GeneralizedGrundy, Outcome, Retrograde, Rules};
use std::fmt::Write;

/// Every vertex of a loopy game: won, lost or drawn, in how many moves, and its γ
///
/// A token sits on a vertex of a directed graph; a move slides it along an edge; whoever cannot
/// move loses, and endless play is a draw. For each vertex: the outcome for the player to
/// move with the number of moves of best play (the winner hurries, the loser holds out), and
/// Smith's generalised Sprague–Grundy value γ: a finite value (the game then acts as a Nim heap
/// of that size, cycles notwithstanding) or ∞(K), K the finite values among its options. A sum
/// of tokens on several vertices (a move moves one of them) is decided from their γ alone:
/// --sum 0,5,5.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples: explore loopy '0>1,1>2,2>0,2>3'; explore loopy game.txt --sum 0,5; \
                  explore loopy game.txt --format tsv\n\nGRAPH is the edges inline, FROM>TO \
                  separated by commas (quote them for the shell), or a file of one edge `FROM TO` \
                  a line (# starts a comment), vertices numbered from 0, as explore play loopy \
                  takes it; at most 100,000 vertices and 100,000 edges, a file of at most 16 MiB."
)]
pub struct Args {
    /// The graph: edges inline like 0>1,1>2,2>0, or a file of one edge `FROM TO` a line.
    #[arg(value_name = "GRAPH")]
    pub graph: String,

    /// Tokens on these vertices, like 0,5,5: who wins their sum.
    #[arg(long, value_name = "VERTICES", conflicts_with = "format")]
    pub sum: Option<String>,

    /// text, or tsv: a header, then vertex, outcome (win, loss, draw), moves of best play
    /// (empty for a draw) and γ a line.
    #[arg(long, value_name = "FORMAT", value_parser = ["text", "tsv"], default_value = "text")]
    pub format: String,
}

/// The most tokens `--sum` takes.
const MAX_TOKENS: usize = 1000;

/// Runs `explore loopy`.
///
/// # Errors
/// Bad input text (status 1): an unreadable or malformed graph, a bad `--sum`.
pub fn run(args: &Args) -> Result<Output, Failure> {
    let (vertices, edges) = read_graph(&args.graph).map_err(Failure::bad_input)?;
    let game = GameGraph::new(
        Csr::from_edges(vertices, &edges).map_err(|e| Failure::bad_input(e.to_string()))?,
    );
    let mut analysis = Retrograde::new();
    analysis
        .solve(&game, &Rules::default())
        .map_err(|e| Failure::bad_input(e.to_string()))?;
    let mut gamma = GeneralizedGrundy::new();
    gamma.compute(&game);
    let report = Report {
        vertices,
        moves: edges.len(),
        analysis: &analysis,
        gamma: &gamma,
    };
    if let Some(tokens) = &args.sum {
        let tokens = parse_tokens(tokens, vertices).map_err(Failure::bad_input)?;
        return Ok(Output::text(report.sum(&tokens)));
    }
    Ok(Output::text(if args.format == "tsv" {
        report.tsv()
    } else {
        report.text()
    }))
}

/// The vertex count and edges of `graph`: inline or a file, as `explore play loopy` reads it.
fn read_graph(graph: &str) -> Result<(usize, Vec<(u32, u32)>), String> {
    if is_inline(graph) {
        return inline_edges(graph).map_err(|e| format!("{graph}: {e}"));
    }
    let text = read_file(graph)?;
    file_edges(&text).map_err(|e| format!("{graph}: {e}"))
}

/// `0,5,5` as vertices below `vertices`.
fn parse_tokens(text: &str, vertices: usize) -> Result<Vec<u32>, String> {
    let tokens: Vec<&str> = text.split(',').collect();
    if tokens.len() > MAX_TOKENS {
        return Err(format!(
            "--sum: {} tokens, at most {MAX_TOKENS}",
            tokens.len()
        ));
    }
    tokens
        .iter()
        .map(|word| {
            word.trim()
                .parse::<u32>()
                .ok()
                .filter(|&v| (v as usize) < vertices)
                .ok_or_else(|| format!("--sum: {word:?} is not a vertex (0 to {})", vertices - 1))
        })
        .collect()
}

/// What the analyses found, to print.
struct Report<'a> {
    vertices: usize,
    moves: usize,
    analysis: &'a Retrograde,
    gamma: &'a GeneralizedGrundy,
}

impl Report<'_> {
    /// `win in 3`, `loss in 2` or `draw`, and the moves alone (none for a draw).
    fn outcome(&self, v: usize) -> (String, Option<u32>) {
        let steps = self.analysis.steps(v);
        let word = match self.analysis.outcome(v) {
            Outcome::Win => "win",
            Outcome::Lose => "loss",
            Outcome::Draw => return ("draw".to_string(), None),
        };
        let steps = steps.unwrap_or(0);
        (format!("{word} in {steps}"), Some(steps))
    }

    fn text(&self) -> String {
        let mut out = format!(
            "a loopy game on {} vertices and {} moves: a move slides the token along an edge; \
             whoever cannot move loses; endless play is a draw\n",
            self.vertices, self.moves
        );
        let _ = writeln!(
            out,
            "{:>6}  {:<32} γ",
            "vertex", "outcome for the player to move"
        );
        let mut counts = [0usize; 3];
        for v in 0..self.vertices {
            let (outcome, _) = self.outcome(v);
            counts[match self.analysis.outcome(v) {
                Outcome::Win => 0,
                Outcome::Lose => 1,
                Outcome::Draw => 2,
            }] += 1;
            let _ = writeln!(out, "{v:>6}  {outcome:<32} {}", self.gamma.value(v));
        }
        let _ = writeln!(
            out,
            "{} won, {} lost (γ = 0), {} drawn (γ = ∞ with no option of value 0)",
            counts[0], counts[1], counts[2]
        );
        out
    }

    fn tsv(&self) -> String {
        let mut out = String::from("vertex\toutcome\tmoves\tgamma\n");
        for v in 0..self.vertices {
            let (outcome, steps) = self.outcome(v);
            let word = outcome.split(' ').next().unwrap_or_default();
            let steps = steps.map(|s| s.to_string()).unwrap_or_default();
            let _ = writeln!(out, "{v}\t{word}\t{steps}\t{}", self.gamma.value(v));
        }
        out
    }

    /// Who wins the sum of tokens on `tokens`, from their γ (the generalised Sprague–Grundy
    /// theorem).
    fn sum(&self, tokens: &[u32]) -> String {
        let values: Vec<String> = tokens
            .iter()
            .map(|&v| format!("γ({v}) = {}", self.gamma.value(v as usize)))
            .collect();
        let outcome = sum_outcome(tokens.iter().map(|&v| self.gamma.value(v as usize)));
        let verdict = match outcome {
            Outcome::Win => "a win for the player to move",
            Outcome::Lose => "a loss for the player to move",
            Outcome::Draw => "a draw: neither player can force a win, and play goes on forever",
        };
        format!(
            "tokens on {}: {}\n{verdict} (the finite values add as in Nim; one ∞(K) wins when \
             the others' nim-sum is in K, else it draws; two ∞ draw)\n",
            tokens
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            values.join(", ")
        )
    }
}
