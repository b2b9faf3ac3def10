//! A loopy game on a directed graph: a token on a vertex, each move slides it along an edge,
//! whoever cannot move loses, and a game that goes on forever is a draw.
//!
//! **The file.** One edge a line, `FROM TO`, vertices numbered from 0; blank lines and lines
//! starting with `#` are skipped. Vertices are 0 up to the largest number named. At most
//! [`MAX_VERTICES`] vertices and [`MAX_EDGES`] edges.
//!
//! **Inline.** The same edges as `FROM>TO`, separated by commas (a space may follow a comma):
//! `0>1,1>2,2>0,2>3`. A word written exactly so is a graph, any other a file name
//! ([`is_inline`]); the web page, which has no files, passes its graphs so.
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
        let moves = self.moves(&vertex, side);
        let mut options: Vec<String> = moves
            .iter()
            .take(super::LISTED_MOVES)
            .map(|&to| format!("to {to}: {} for the opponent", self.describe(to)))
            .collect();
        if moves.len() > super::LISTED_MOVES {
            options.push(format!("… ({} options)", moves.len()));
        }
        if !options.is_empty() {
            lines.push(format!("options: {}", options.join("; ")));
        }
        lines.join("\n")
    }
}

/// `loopy GRAPH START`: a graph file, or a graph written inline ([`is_inline`]).
///
/// # Errors
/// A message for an unreadable or bad file, a bad inline graph (prefixed with it, as
/// `0>1,1>x: edge 2 (1>x): …`), or a bad start.
pub fn from_file(rest: &[&str]) -> Result<(LoopyGame, u32), String> {
    let words = expect_words(
        rest,
        2,
        "a graph file and a start vertex, as in `loopy game.txt 0`, or the graph inline: \
         `loopy 0>1,1>2,2>0 0`",
    )?;
    let (game, _) = if is_inline(words[0]) {
        parse_inline(words[0]).map_err(|e| format!("{}: {e}", words[0]))?
    } else {
        let text = read_file(words[0])?;
        parse_graph(&text)?
    };
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

/// The most bytes a graph file may have: 100,000 edges of two five-digit vertices take about
/// 1.2 MB, so 16 MiB leaves room for comments and refuses a file no game here could use
/// before it is read whole.
pub const MAX_FILE: u64 = 16 << 20;

/// The text of the graph file `name`, at most [`MAX_FILE`] bytes.
///
/// # Errors
/// `cannot read NAME: …`, or a file past the bound.
pub fn read_file(name: &str) -> Result<String, String> {
    use std::io::Read;
    if cfg!(target_arch = "wasm32") {
        // Rather than the platform's "operation not supported".
        return Err(format!(
            "cannot read {name}: the page has no files, so a graph is written inline"
        ));
    }
    let mut text = String::new();
    std::fs::File::open(name)
        .and_then(|file| file.take(MAX_FILE + 1).read_to_string(&mut text))
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if text.len() as u64 > MAX_FILE {
        return Err(format!(
            "{name} is longer than 16 MiB: a graph of at most {MAX_EDGES} edges is far shorter"
        ));
    }
    Ok(text)
}

/// Whether `word` is a graph written inline: edges `FROM>TO` of whole numbers, separated by
/// commas, a space allowed after a comma (`0>1, 1>2`), nothing else.
///
/// # Example
/// ```
/// use explore::play::loopy::is_inline;
/// assert!(is_inline("0>1,1>2, 2>0"));
/// assert!(!is_inline("game.txt"));
/// assert!(!is_inline("0>1,"));
/// ```
pub fn is_inline(word: &str) -> bool {
    inline_edges_are(word, |edge| {
        edge.split_once('>')
            .is_some_and(|(from, to)| is_number(from) && is_number(to))
    })
}

/// Whether `text` is a whole number written plainly (digits only).
pub fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `word` is edges separated by commas (a space allowed after a comma), each of which
/// `is_edge` accepts.
pub fn inline_edges_are(word: &str, is_edge: impl Fn(&str) -> bool) -> bool {
    word.split(',').enumerate().all(|(i, edge)| {
        let edge = if i == 0 {
            edge
        } else {
            edge.trim_start_matches(' ')
        };
        is_edge(edge)
    })
}

/// Reads an inline graph ([`is_inline`]); returns the game and its edges.
///
/// # Errors
/// As [`inline_edges`].
pub fn parse_inline(text: &str) -> Result<(LoopyGame, Vec<(u32, u32)>), String> {
    let (vertices, edges) = inline_edges(text)?;
    Ok((LoopyGame::new(vertices, &edges)?, edges))
}

/// The vertex count (the largest vertex named, plus one) and the edges of an inline graph.
///
/// # Errors
/// `edge E (FROM>TO): …` for the first bad edge, or a message for an oversized graph.
pub fn inline_edges(text: &str) -> Result<(usize, Vec<(u32, u32)>), String> {
    read_inline(text, |edge| match edge.split_once('>') {
        Some((from, to)) => vertex(from).and_then(|from| Ok((from, vertex(to)?))),
        None => Err("an edge is `FROM>TO`".to_string()),
    })
}

/// The vertex count and the edges of an inline graph whose edges `edge` reads.
///
/// # Errors
/// `edge E (TEXT): …` for the first edge `edge` refuses, or a message for an oversized graph.
pub fn read_inline<E: Endpoints>(
    text: &str,
    edge: impl Fn(&str) -> Result<E, String>,
) -> Result<(usize, Vec<E>), String> {
    let edges = text.split(',').enumerate().map(|(index, text)| {
        let text = text.trim_start();
        let at = |e: String| format!("edge {} ({text}): {e}", index + 1);
        (index + 1, edge(text).map_err(at))
    });
    edges_of(edges, |edge| {
        format!("edge {edge}: more than {MAX_EDGES} edges")
    })
}

/// A vertex's number, or why it is none.
///
/// # Errors
/// Anything but a whole number below [`MAX_VERTICES`].
pub fn vertex(field: &str) -> Result<u32, String> {
    field
        .parse::<u32>()
        .ok()
        .filter(|&v| (v as usize) < MAX_VERTICES)
        .ok_or_else(|| {
            format!(
                "{field:?} is not a vertex (a whole number from 0 to {})",
                MAX_VERTICES - 1
            )
        })
}

/// Reads a graph file (see the module); returns the game and its edges.
///
/// # Errors
/// As [`file_edges`].
pub fn parse_graph(text: &str) -> Result<(LoopyGame, Vec<(u32, u32)>), String> {
    let (vertices, edges) = file_edges(text)?;
    Ok((LoopyGame::new(vertices, &edges)?, edges))
}

/// The vertex count (the largest vertex named, plus one) and the edges of a graph file's text.
///
/// # Errors
/// `line L: …` for the first bad line, or a message for an empty or oversized graph.
pub fn file_edges(text: &str) -> Result<(usize, Vec<(u32, u32)>), String> {
    read_lines(text, |line, fields| match fields {
        [from, to] => vertex(from).and_then(|from| Ok((from, vertex(to)?))),
        _ => Err(format!("an edge is two vertices `FROM TO`, not {line:?}")),
    })
}

/// The vertex count and the edges of a graph file's text whose lines `edge` reads (given the
/// line and its fields); blank lines and lines starting with `#` are skipped.
///
/// # Errors
/// `line L: …` for the first line `edge` refuses, or a message for an empty or oversized
/// graph.
pub fn read_lines<E: Endpoints>(
    text: &str,
    edge: impl Fn(&str, &[&str]) -> Result<E, String>,
) -> Result<(usize, Vec<E>), String> {
    let edges = text.lines().enumerate().filter_map(|(index, line)| {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let at = |e: String| format!("line {}: {e}", index + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        Some((index + 1, edge(line, &fields).map_err(at)))
    });
    edges_of(edges, |line| {
        format!("line {line}: more than {MAX_EDGES} edges")
    })
}

/// An edge of a graph file: where it goes from and to (whatever else it carries).
pub trait Endpoints: Copy {
    /// The vertices it joins, from and to.
    fn endpoints(self) -> (u32, u32);
}

impl Endpoints for (u32, u32) {
    fn endpoints(self) -> (u32, u32) {
        self
    }
}

impl Endpoints for (u32, u32, u64) {
    fn endpoints(self) -> (u32, u32) {
        (self.0, self.1)
    }
}

/// The vertex count and the edges `read` yields, each with where it stands (a line or an edge
/// number, for `too_many`, which says so of the first past [`MAX_EDGES`]); the first error
/// stops the reading.
fn edges_of<E: Endpoints>(
    read: impl Iterator<Item = (usize, Result<E, String>)>,
    too_many: impl Fn(usize) -> String,
) -> Result<(usize, Vec<E>), String> {
    let mut edges = Vec::new();
    let mut largest = 0u32;
    for (place, edge) in read {
        let edge = edge?;
        if edges.len() == MAX_EDGES {
            return Err(too_many(place));
        }
        let (from, to) = edge.endpoints();
        largest = largest.max(from).max(to);
        edges.push(edge);
    }
    if edges.is_empty() {
        return Err("the graph file has no edge".to_string());
    }
    Ok((largest as usize + 1, edges))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One edge past the bound is refused where it stands, in a file and inline alike.
    #[test]
    fn one_edge_past_the_bound_is_named() {
        let lines: Vec<String> = (0..=MAX_EDGES)
            .map(|i| format!("{} {}", i % 7, i % 5))
            .collect();
        let file = format!("# a comment first\n\n{}\n", lines.join("\n"));
        let err = parse_graph(&file).unwrap_err();
        assert_eq!(
            err,
            format!("line {}: more than {MAX_EDGES} edges", MAX_EDGES + 3)
        );
        let inline: Vec<String> = (0..=MAX_EDGES)
            .map(|i| format!("{}>{}", i % 7, i % 5))
            .collect();
        let inline = inline.join(",");
        assert!(is_inline(&inline));
        let err = parse_inline(&inline).unwrap_err();
        assert_eq!(
            err,
            format!("edge {}: more than {MAX_EDGES} edges", MAX_EDGES + 1)
        );
        let within = inline.rsplit_once(',').unwrap().0;
        assert_eq!(parse_inline(within).unwrap().1.len(), MAX_EDGES);
    }

    /// The same edges, inline and from a file, give the same graph.
    #[test]
    fn inline_and_file_read_the_same_edges() {
        let (inline, edges) = parse_inline("0>1, 1>2,2>0,2>3").unwrap();
        let (file, same) = parse_graph("0 1\n1 2\n# a cycle\n2 0\n2 3\n").unwrap();
        assert_eq!(edges, same);
        assert_eq!(inline.vertex_count(), file.vertex_count());
        assert_eq!(edges, [(0, 1), (1, 2), (2, 0), (2, 3)]);
    }
}
