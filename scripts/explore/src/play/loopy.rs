//! A loopy game from a graph file: a token on a vertex, each move slides it along an edge,
//! whoever cannot move loses, and a game that goes on forever is a draw.
//!
//! **The file.** One edge a line, `FROM TO`, vertices numbered from 0; blank lines and lines
//! starting with `#` are skipped. Vertices are 0 up to the largest number named. At most
//! [`MAX_VERTICES`] vertices and [`MAX_EDGES`] edges.
//!
//! The retrograde analysis of `gamecore::loopy` labels every vertex win, lose or draw for the
//! player to move, with step counts (the winner hurries, the loser holds out). The engine
//! moves from a win to a loss one step shorter, from a draw to a draw (never to a win for the
//! opponent), and from a loss to the option whose win takes longest. The session ends in a
//! draw when a position comes back a third time with the same player to move.

use super::{expect_words, Family, Memo, Outcome, Side};
use gamecore::graph::Csr;
use gamecore::loopy::{self, GameGraph, Retrograde, Rules};

/// At most this many vertices.
pub const MAX_VERTICES: usize = 100_000;
/// At most this many edges.
pub const MAX_EDGES: usize = 100_000;

/// A loopy game: the graph and its retrograde analysis.
#[derive(Debug)]
pub struct LoopyGame {
    moves: Csr,
    analysis: Retrograde,
}

impl LoopyGame {
    /// The game on `vertex_count` vertices with the moves `edges`.
    ///
    /// # Errors
    /// A message if an edge names a vertex out of range.
    pub fn new(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Self, String> {
        let moves = Csr::from_edges(vertex_count, edges).map_err(|e| e.to_string())?;
        let game = GameGraph::new(moves.clone());
        let mut analysis = Retrograde::new();
        analysis
            .solve(&game, &Rules::default())
            .map_err(|e| e.to_string())?;
        Ok(LoopyGame { moves, analysis })
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.moves.vertex_count()
    }

    /// The step count of a decided vertex.
    pub fn steps(&self, vertex: u32) -> Option<u32> {
        self.analysis.steps(vertex as usize)
    }

    fn describe(&self, vertex: u32) -> String {
        match (self.outcome(&vertex, Side::Left), self.steps(vertex)) {
            (Outcome::Win, Some(s)) => format!("win in {s}"),
            (Outcome::Lose, Some(s)) => format!("loss in {s}"),
            _ => "draw".to_string(),
        }
    }
}

impl Family for LoopyGame {
    /// The vertex of the token.
    type Position = u32;
    /// The vertex to move the token to.
    type Move = u32;

    fn title(&self) -> String {
        format!("a loopy game on {} vertices", self.vertex_count())
    }

    fn rules(&self) -> String {
        "a move slides the token along an edge; whoever cannot move loses; endless play is a draw"
            .to_string()
    }

    fn notation(&self) -> String {
        "to V (V a vertex the token's vertex has an edge to)".to_string()
    }

    fn show(&self, &vertex: &u32) -> String {
        format!("token on vertex {vertex}")
    }

    fn moves(&self, &vertex: &u32, _side: Side) -> Vec<u32> {
        let mut targets = self.moves.neighbors(vertex as usize).to_vec();
        targets.sort_unstable();
        targets.dedup();
        targets
    }

    fn illegal_reason(&self, &vertex: &u32, &to: &u32, _side: Side) -> Option<String> {
        Some(if to as usize >= self.vertex_count() {
            format!(
                "there is no vertex {to} (vertices 0 to {})",
                self.vertex_count().saturating_sub(1)
            )
        } else {
            format!("no edge goes from vertex {vertex} to vertex {to}")
        })
    }

    fn legal_summary(&self, vertex: &u32, side: Side) -> String {
        let moves = self.moves(vertex, side);
        super::list_moves(self, &moves)
    }

    fn apply(&self, _vertex: &u32, &to: &u32, _side: Side) -> u32 {
        to
    }

    fn format_move(&self, to: &u32) -> String {
        format!("to {to}")
    }

    fn parse_move(&self, text: &str) -> Option<u32> {
        text.strip_prefix("to ")?.parse().ok()
    }

    fn outcome(&self, &vertex: &u32, _side: Side) -> Outcome {
        match self.analysis.outcome(vertex as usize) {
            loopy::Outcome::Win => Outcome::Win,
            loopy::Outcome::Lose => Outcome::Lose,
            loopy::Outcome::Draw => Outcome::Draw,
        }
    }

    fn winning_moves(&self, vertex: &u32, side: Side) -> Vec<u32> {
        // Only moves that keep the win on course: to a loss one step shorter (a move to a
        // longer loss also wins, but could be undone by a cycle and never end).
        let Some(steps) = self
            .steps(*vertex)
            .filter(|_| self.outcome(vertex, side) == Outcome::Win)
        else {
            return Vec::new();
        };
        self.moves(vertex, side)
            .into_iter()
            .filter(|&to| {
                self.outcome(&to, side) == Outcome::Lose && self.steps(to) == Some(steps - 1)
            })
            .collect()
    }

    fn engine_move(&self, vertex: &u32, side: Side, _memo: &mut Memo<u32>) -> Option<u32> {
        let moves = self.moves(vertex, side);
        if let Some(&to) = self.winning_moves(vertex, side).first() {
            return Some(to);
        }
        if let Some(&to) = moves
            .iter()
            .find(|&to| self.outcome(to, side) == Outcome::Draw)
        {
            return Some(to);
        }
        // Lost: every option is a win for the opponent; take the one that wins slowest.
        moves
            .iter()
            .copied()
            .max_by_key(|&to| (self.steps(to), std::cmp::Reverse(to)))
    }

    fn holding_move(
        &self,
        vertex: &u32,
        side: Side,
        memo: &mut Memo<u32>,
    ) -> Option<(u32, String)> {
        self.engine_move(vertex, side, memo)
            .map(|to| (to, "holds out longest".to_string()))
    }

    fn searchable(&self, _vertex: &u32) -> bool {
        // The plain search is for games without cycles; the retrograde analysis has the
        // step counts already.
        false
    }

    fn why(&self, &vertex: &u32, side: Side) -> String {
        let mut lines = vec![format!(
            "vertex {vertex}: a {} for the player to move (retrograde analysis: steps count moves \
             when the winner hurries and the loser holds out)",
            self.describe(vertex)
        )];
        let options: Vec<String> = self
            .moves(&vertex, side)
            .iter()
            .map(|&to| format!("to {to}: {} for the opponent", self.describe(to)))
            .collect();
        if !options.is_empty() {
            lines.push(format!("options: {}", options.join("; ")));
        }
        lines.join("\n")
    }
}

/// `loopy FILE START`.
///
/// # Errors
/// A message for an unreadable or bad file, or a bad start.
pub fn from_file(rest: &[&str]) -> Result<(LoopyGame, u32), String> {
    let words = expect_words(
        rest,
        2,
        "a graph file and a start vertex, as in `loopy game.txt 0`",
    )?;
    let text =
        std::fs::read_to_string(words[0]).map_err(|e| format!("cannot read {}: {e}", words[0]))?;
    let (game, _) = parse_graph(&text)?;
    let start = words[1]
        .parse::<u32>()
        .ok()
        .filter(|&v| (v as usize) < game.vertex_count())
        .ok_or_else(|| {
            format!(
                "start: {:?} is not a vertex (0 to {})",
                words[1],
                game.vertex_count() - 1
            )
        })?;
    Ok((game, start))
}

/// Reads a graph file (see the module); returns the game and its edges.
///
/// # Errors
/// `line L: …` for the first bad line, or a message for an empty or oversized graph.
pub fn parse_graph(text: &str) -> Result<(LoopyGame, Vec<(u32, u32)>), String> {
    let mut edges = Vec::new();
    let mut largest = 0u32;
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let vertex = |field: &str| {
            field
                .parse::<u32>()
                .ok()
                .filter(|&v| (v as usize) < MAX_VERTICES)
                .ok_or_else(|| {
                    format!(
                        "line {}: {field:?} is not a vertex (a whole number from 0 to {})",
                        index + 1,
                        MAX_VERTICES - 1
                    )
                })
        };
        let [from, to] = fields.as_slice() else {
            return Err(format!(
                "line {}: an edge is two vertices `FROM TO`, not {line:?}",
                index + 1
            ));
        };
        let (from, to) = (vertex(from)?, vertex(to)?);
        if edges.len() == MAX_EDGES {
            return Err(format!("line {}: more than {MAX_EDGES} edges", index + 1));
        }
        largest = largest.max(from).max(to);
        edges.push((from, to));
    }
    if edges.is_empty() {
        return Err("the graph file has no edge".to_string());
    }
    let game = LoopyGame::new(largest as usize + 1, &edges)?;
    Ok((game, edges))
}
