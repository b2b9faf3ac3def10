//! Green Hackenbush pictures: edges between numbered vertices, vertex 0 the ground.
//!
//! A picture is written as its edges `A-B` separated by commas: `0-1,1-2,1-3,2-3` is a stalk
//! from the ground to vertex 1 carrying a triangle 1-2-3. Vertex 0 is the ground (every edge
//! touching it stands on the ground); `A-A` is a loop; the same pair twice is two edges. Edges
//! are numbered from 1 in the order given, and keep their numbers all game; a move cuts one
//! edge, and every edge no longer connected to the ground falls away.

use super::{expect_words, Family, Outcome, Side};
use gamecore::hackenbush::{green_graph_value, ground_parts, grounded_edges};

/// At most this many edges in a picture (a position is a set of edges, a 64-bit mask).
pub const MAX_EDGES: usize = 40;
/// The largest vertex number.
pub const MAX_VERTEX: u32 = 64;

/// A Green Hackenbush picture: the edges as given; a position is the mask of those standing.
#[derive(Clone, Debug)]
pub struct GreenHackenbush {
    edges: Vec<(u32, u32)>,
}

impl GreenHackenbush {
    /// The picture with `edges` (vertex 0 the ground).
    pub fn new(edges: Vec<(u32, u32)>) -> Self {
        GreenHackenbush { edges }
    }

    /// The edges as given.
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// The edges of `alive` still connected to the ground (gamecore's flood fill).
    pub fn grounded(&self, alive: u64) -> u64 {
        grounded_edges(&self.edges, 0, alive)
    }

    fn value(&self, alive: u64) -> u64 {
        let edges: Vec<(u32, u32)> = self
            .edges
            .iter()
            .enumerate()
            .filter(|&(i, _)| alive >> i & 1 == 1)
            .map(|(_, &e)| e)
            .collect();
        u64::from(
            green_graph_value(MAX_VERTEX as usize + 1, &edges, 0)
                .expect("vertices are checked when the picture is read"),
        )
    }

    /// The parts standing separately on the ground (edge masks): gamecore's split.
    fn parts(&self, alive: u64) -> Vec<u64> {
        ground_parts(&self.edges, 0, alive)
    }

    fn list(&self, mask: u64) -> String {
        let parts: Vec<String> = self
            .edges
            .iter()
            .enumerate()
            .filter(|&(i, _)| mask >> i & 1 == 1)
            .map(|(i, (a, b))| format!("{}:{a}-{b}", i + 1))
            .collect();
        parts.join(" ")
    }
}

impl Family for GreenHackenbush {
    /// The edges standing (bit i: edge i + 1).
    type Position = u64;
    /// The edge to cut (0-based; 1-based in the notation).
    type Move = usize;

    fn title(&self) -> String {
        "Green Hackenbush".to_string()
    }

    fn rules(&self) -> String {
        "a move cuts one edge; whatever is no longer connected to the ground (vertex 0) falls \
         away; whoever cannot move loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "cut edge N (edges numbered from 1 as given)".to_string()
    }

    fn show(&self, &alive: &u64) -> String {
        if alive == 0 {
            return "no edge standing".to_string();
        }
        format!(
            "edges standing (number:from-to, 0 = ground): {}",
            self.list(alive)
        )
    }

    fn moves(&self, &alive: &u64, _side: Side) -> Vec<usize> {
        (0..self.edges.len())
            .filter(|&i| alive >> i & 1 == 1)
            .collect()
    }

    fn legal_summary(&self, &alive: &u64, _side: Side) -> String {
        let edges: Vec<String> = (0..self.edges.len())
            .filter(|&i| alive >> i & 1 == 1)
            .map(|i| (i + 1).to_string())
            .collect();
        format!("cut edge {}", edges.join(", "))
    }

    fn apply(&self, &alive: &u64, &edge: &usize, _side: Side) -> u64 {
        self.grounded(alive & !(1 << edge))
    }

    fn format_move(&self, edge: &usize) -> String {
        format!("cut edge {}", edge + 1)
    }

    fn parse_move(&self, text: &str) -> Option<usize> {
        let number = text
            .strip_prefix("cut edge ")
            .or_else(|| text.strip_prefix("cut "))?;
        number.parse::<usize>().ok()?.checked_sub(1)
    }

    fn illegal_reason(&self, &alive: &u64, &edge: &usize, _side: Side) -> Option<String> {
        if edge >= self.edges.len() {
            Some(format!(
                "there is no edge {} (the picture has {})",
                edge + 1,
                self.edges.len()
            ))
        } else if alive >> edge & 1 == 0 {
            Some(format!(
                "edge {} is gone (cut, or fallen with what held it up)",
                edge + 1
            ))
        } else {
            None
        }
    }

    fn is_legal(&self, &alive: &u64, &edge: &usize, _side: Side) -> bool {
        edge < self.edges.len() && alive >> edge & 1 == 1
    }

    fn outcome(&self, &alive: &u64, _side: Side) -> Outcome {
        super::outcome_of_value(self.value(alive))
    }

    fn why(&self, &alive: &u64, side: Side) -> String {
        let parts = self.parts(alive);
        let values: Vec<u64> = parts.iter().map(|&p| self.value(p)).collect();
        let mut lines = vec![
            "values: a stalk of n edges is worth n; a vertex is worth the nim-sum of (child's \
             value + 1) over its branches (colon principle); a cycle's vertices may be fused \
             into one, its edges becoming loops worth 1 each (fusion principle)"
                .to_string(),
        ];
        for (part, value) in parts.iter().zip(&values) {
            lines.push(format!("part {}: {value}", self.list(*part)));
        }
        let total = values.iter().fold(0, |x, v| x ^ v);
        let listed: Vec<String> = values.iter().map(u64::to_string).collect();
        lines.push(format!("nim-sum {} = {total}", listed.join(" xor ")));
        match self.winning_moves(&alive, side).first() {
            Some(mv) => lines.push(format!(
                "not 0: a win for the player to move: {}",
                self.format_move(mv)
            )),
            None => lines.push("0: a loss for the player to move".to_string()),
        }
        lines.join("\n")
    }
}

/// `green EDGES`.
///
/// # Errors
/// A message for a bad picture.
pub fn green(rest: &[&str]) -> Result<(GreenHackenbush, u64), String> {
    let words = expect_words(
        rest,
        1,
        "the edges, as in `green 0-1,1-2,1-3,2-3` (vertex 0 is the ground)",
    )?;
    let mut edges = Vec::new();
    for part in words[0].split(',') {
        let part = part.trim();
        let vertex = |text: &str| {
            text.parse::<u32>()
                .ok()
                .filter(|&v| v <= MAX_VERTEX)
                .ok_or_else(|| {
                    format!("edge {part:?}: a vertex is a whole number from 0 to {MAX_VERTEX}")
                })
        };
        let (a, b) = part
            .split_once('-')
            .ok_or_else(|| format!("edge {part:?} is not written A-B"))?;
        edges.push((vertex(a)?, vertex(b)?));
    }
    if edges.len() > MAX_EDGES {
        return Err(format!(
            "a picture has at most {MAX_EDGES} edges, not {}",
            edges.len()
        ));
    }
    let picture = GreenHackenbush::new(edges);
    let all = if picture.edges.len() == 64 {
        u64::MAX
    } else {
        (1u64 << picture.edges.len()) - 1
    };
    let standing = picture.grounded(all);
    if standing != all {
        let loose = (!standing & all).trailing_zeros() as usize;
        return Err(format!(
            "edge {} ({}-{}) is not connected to the ground (vertex 0)",
            loose + 1,
            picture.edges[loose].0,
            picture.edges[loose].1
        ));
    }
    Ok((picture, standing))
}
