//! A weighted game on a directed graph, as `explore weighted` values it and `explore play
//! weighted` plays it: a token on a vertex, each move slides it along an edge and adds the
//! edge's weight to a running total, and the game ends when the player to move has no move.
//! The minimiser (Left) wants it to end with a small total; the maximiser (Right) wants it to
//! go on for ever, and failing that the total large (the game of AtCoder ABC261 Ex).
//!
//! **The graph.** Edges inline, `FROM>TO:WEIGHT` separated by commas (`0>1:2,1>0:3`), or a
//! file of one edge `FROM TO WEIGHT` a line; vertices numbered from 0, weights whole numbers
//! from 0; the bounds of `explore loopy` ([`super::loopy::MAX_VERTICES`],
//! [`super::loopy::MAX_EDGES`], 16 MiB a file).
//!
//! [`WeightedGraph`] holds the graph with `gamecore::weighted_loopy`'s analysis: each vertex's
//! total of best play with either player to move (or ∞), how many moves best play takes, and
//! a move that keeps to both. The engine plays that move; with nothing to keep to (the
//! minimiser where every move leaves the game endless) it plays its first move. No player wins
//! outright: a session ends with the total against best play's total from the start.

use super::{Family, Memo, Outcome, Side};
use crate::play::loopy::{inline_edges_are, is_number, read_file, read_inline, read_lines, vertex};
use gamecore::weighted_loopy::{BestPlayLengths, MinMaxRetrograde, Mover, WeightedGame};
use std::fmt::Write;

/// An edge: from, to, weight.
pub type Edge = (u32, u32, u64);

/// A weighted game on a graph with its analysis, and each vertex's moves in the order given.
#[derive(Debug)]
pub struct WeightedGraph {
    edges: Vec<Edge>,
    /// Each vertex's moves, as indices into `edges`, in the order given.
    moves: Vec<Vec<u32>>,
    analysis: MinMaxRetrograde,
    lengths: BestPlayLengths,
}

impl WeightedGraph {
    /// The game on `vertex_count` vertices with the moves `edges`, analysed.
    ///
    /// # Errors
    /// gamecore's message: an edge out of range, or weights too large for every total to be
    /// exact.
    ///
    /// # Complexity
    /// O((V + E) log V) time, O(V + E) space.
    pub fn new(vertex_count: usize, edges: Vec<Edge>) -> Result<Self, String> {
        let game = WeightedGame::from_edges(vertex_count, &edges).map_err(|e| e.to_string())?;
        let mut analysis = MinMaxRetrograde::new();
        analysis.solve(&game);
        let lengths = BestPlayLengths::new(&game, &analysis);
        let mut moves = vec![Vec::new(); vertex_count];
        for (index, &(from, _, _)) in edges.iter().enumerate() {
            moves[from as usize].push(index as u32);
        }
        Ok(WeightedGraph {
            edges,
            moves,
            analysis,
            lengths,
        })
    }

    /// The game on `graph`, inline or a file ([`is_inline`]).
    ///
    /// # Errors
    /// The first bad edge or line, named, after the graph (shortened) or the file's name; an
    /// unreadable, empty or oversized graph; weights too large.
    pub fn read(graph: &str) -> Result<Self, String> {
        let (vertices, edges) = read_graph(graph)?;
        Self::new(vertices, edges).map_err(|e| format!("{}: {e}", crate::exit::shorten(graph)))
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.moves.len()
    }

    /// Every edge, in the order given.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The moves from `v`, in the order given.
    pub fn moves_from(&self, v: usize) -> impl Iterator<Item = Edge> + '_ {
        self.moves[v]
            .iter()
            .map(move |&index| self.edges[index as usize])
    }

    /// Whether `v` has no move (the game ends there, whoever is to move).
    pub fn is_end(&self, v: usize) -> bool {
        self.moves[v].is_empty()
    }

    /// The total best play adds from `v` with `mover` to move; `None` for ∞ (the maximiser
    /// keeps the game going for ever).
    pub fn total(&self, v: usize, mover: Mover) -> Option<u64> {
        self.analysis.value(v, mover)
    }

    /// How many moves best play takes from `v` with `mover` to move (the minimiser hurrying,
    /// the maximiser holding out); `None` where the total is ∞.
    pub fn length(&self, v: usize, mover: Mover) -> Option<u32> {
        self.lengths.moves(v, mover)
    }

    /// A move of best play from `v` with `mover` to move (the first in the order given): for
    /// a finite total, one whose weight and the opponent's total after it make the total, to
    /// a state one move nearer the end (keeping to the total alone could go round a cycle of
    /// weight 0 for ever); for the maximiser at ∞, one to a vertex where the minimiser cannot
    /// make the game end. None with no move, and none for the minimiser at ∞ (every move keeps
    /// the game endless).
    pub fn best_move(&self, v: usize, mover: Mover) -> Option<Edge> {
        let total = self.total(v, mover);
        let length = self.length(v, mover);
        let other = opponent(mover);
        self.moves_from(v).find(|&(_, to, weight)| {
            let after = self.total(to as usize, other);
            match total {
                Some(total) => {
                    after.and_then(|a| a.checked_add(weight)) == Some(total)
                        && self.length(to as usize, other).map(|rest| rest + 1) == length
                }
                None => mover == Mover::Maximizer && after.is_none(),
            }
        })
    }

    /// A total in words, with the moves best play takes: `7 in 2 moves`, or ∞.
    pub fn total_words(&self, v: usize, mover: Mover) -> String {
        match (self.total(v, mover), self.length(v, mover)) {
            (Some(total), Some(1)) => format!("{total} in 1 move"),
            (Some(total), Some(moves)) => format!("{total} in {moves} moves"),
            _ => "∞".to_string(),
        }
    }
}

/// The other player.
pub fn opponent(mover: Mover) -> Mover {
    match mover {
        Mover::Minimizer => Mover::Maximizer,
        Mover::Maximizer => Mover::Minimizer,
    }
}

/// The player as words: `the minimiser`, `the maximiser`.
pub fn mover_name(mover: Mover) -> &'static str {
    match mover {
        Mover::Minimizer => "the minimiser",
        Mover::Maximizer => "the maximiser",
    }
}

/// Whether `word` is a weighted graph written inline: edges `FROM>TO:WEIGHT` of whole numbers,
/// separated by commas, a space allowed after a comma; any other word is a file name.
///
/// # Example
/// ```
/// use explore::play::weighted::is_inline;
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

// ---------- the Play family ----------

/// A position of a session: where the token is, the total so far and the moves made.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// The token's vertex.
    pub vertex: u32,
    /// The weights added so far (wider than a total of best play: a session may go round
    /// cycles before a position comes back a third time).
    pub total: u128,
    /// The moves made so far.
    pub played: u32,
}

/// A move: the vertex the token goes to, and the weight of the edge when the player named one
/// (edges of several weights may lead to the same vertex).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The vertex the token goes to.
    pub to: u32,
    /// The edge's weight, `None` when not named (then the only weight there is).
    pub weight: Option<u64>,
}

/// The mover a side plays: Left minimises, Right maximises.
fn mover_of(side: Side) -> Mover {
    match side {
        Side::Left => Mover::Minimizer,
        Side::Right => Mover::Maximizer,
    }
}

impl WeightedGraph {
    /// The weights of the edges from `from` to `to`, smallest first, each once.
    fn weights_between(&self, from: u32, to: u32) -> Vec<u64> {
        let mut weights: Vec<u64> = self
            .moves_from(from as usize)
            .filter(|&(_, target, _)| target == to)
            .map(|(_, _, weight)| weight)
            .collect();
        weights.sort_unstable();
        weights.dedup();
        weights
    }

    /// The weight `slide` moves the token by from `from`, if it is a move there: the weight
    /// named, or the only one there is.
    fn weight_of(&self, from: u32, slide: Slide) -> Option<u64> {
        let weights = self.weights_between(from, slide.to);
        match slide.weight {
            Some(weight) => weights.contains(&weight).then_some(weight),
            None if weights.len() == 1 => Some(weights[0]),
            None => None,
        }
    }

    /// Best play's total from `v` with `mover` to move, after `so_far`, in words: `10`, `∞`.
    fn final_total(&self, v: u32, mover: Mover, so_far: u128) -> String {
        self.total(v as usize, mover)
            .map_or_else(|| "∞".to_string(), |t| (so_far + u128::from(t)).to_string())
    }
}

impl Family for WeightedGraph {
    type Position = Token;
    type Move = Slide;

    fn title(&self) -> String {
        format!("a weighted game on {} vertices", self.vertex_count())
    }

    fn rules(&self) -> String {
        "a move slides the token along an edge and adds its weight to the total; the game ends \
         when the player to move has no move; the minimiser wants it to end with a small \
         total, the maximiser wants it endless, else a large total"
            .to_string()
    }

    fn notation(&self) -> String {
        "to V, or to V weight W where edges of several weights go to V".to_string()
    }

    fn show(&self, token: &Token) -> String {
        let plural = if token.played == 1 { "" } else { "s" };
        match token.played {
            0 => format!("token on vertex {}, total 0", token.vertex),
            played => format!(
                "token on vertex {}, total {} after {played} move{plural}",
                token.vertex, token.total
            ),
        }
    }

    fn illegal_reason(&self, token: &Token, slide: &Slide, _side: Side) -> Option<String> {
        let (from, to) = (token.vertex, slide.to);
        if to as usize >= self.vertex_count() {
            return Some(format!(
                "there is no vertex {to} (vertices 0 to {})",
                self.vertex_count() - 1
            ));
        }
        let weights = self.weights_between(from, to);
        let listed = || {
            let words: Vec<String> = weights.iter().map(u64::to_string).collect();
            words.join(" and ")
        };
        Some(match slide.weight {
            _ if weights.is_empty() => format!("no edge goes from vertex {from} to vertex {to}"),
            None => format!(
                "edges of weights {} go to vertex {to}: write to {to} weight W",
                listed()
            ),
            Some(weight) => format!(
                "no edge of weight {weight} goes to vertex {to}; {} {}",
                if weights.len() == 1 {
                    "the edge to it weighs"
                } else {
                    "the edges to it weigh"
                },
                listed()
            ),
        })
    }

    fn moves(&self, token: &Token, _side: Side) -> Vec<Slide> {
        let mut moves: Vec<(u32, u64)> = self
            .moves_from(token.vertex as usize)
            .map(|(_, to, weight)| (to, weight))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        moves
            .into_iter()
            .map(|(to, weight)| Slide {
                to,
                weight: Some(weight),
            })
            .collect()
    }

    fn is_legal(&self, token: &Token, slide: &Slide, _side: Side) -> bool {
        self.weight_of(token.vertex, *slide).is_some()
    }

    fn apply(&self, token: &Token, slide: &Slide, _side: Side) -> Token {
        let weight = self
            .weight_of(token.vertex, *slide)
            .expect("a legal move has its weight");
        Token {
            vertex: slide.to,
            total: token.total + u128::from(weight),
            played: token.played + 1,
        }
    }

    fn format_move(&self, slide: &Slide) -> String {
        match slide.weight {
            Some(weight) => format!("to {} (weight {weight})", slide.to),
            None => format!("to {}", slide.to),
        }
    }

    fn parse_move(&self, text: &str) -> Option<Slide> {
        let rest = text.strip_prefix("to ")?;
        let (to, weight) = match rest.split_once(' ') {
            None => (rest, None),
            Some((to, named)) => {
                let named = named
                    .strip_prefix('(')
                    .and_then(|n| n.strip_suffix(')'))
                    .unwrap_or(named);
                (to, Some(named.strip_prefix("weight ")?.parse().ok()?))
            }
        };
        Some(Slide {
            to: to.parse().ok()?,
            weight,
        })
    }

    /// No player wins a weighted game outright: a session is scored by its total
    /// ([`Family::finish`]), so the outcome is a draw for the rules that ask.
    fn outcome(&self, _token: &Token, _side: Side) -> Outcome {
        Outcome::Draw
    }

    fn engine_move(&self, token: &Token, side: Side, _memo: &mut Memo<Token>) -> Option<Slide> {
        let v = token.vertex as usize;
        let (_, to, weight) = self
            .best_move(v, mover_of(side))
            .or_else(|| self.moves_from(v).next())?;
        Some(Slide {
            to,
            weight: Some(weight),
        })
    }

    fn canonical(&self, token: &Token) -> Token {
        // A position comes back when the token does, whatever the total.
        Token {
            vertex: token.vertex,
            total: 0,
            played: 0,
        }
    }

    fn searchable(&self, _token: &Token) -> bool {
        false
    }

    fn sides(&self) -> Option<(&'static str, &'static str)> {
        Some(("the minimiser", "the maximiser"))
    }

    fn why(&self, token: &Token, side: Side) -> String {
        let (v, mover) = (token.vertex as usize, mover_of(side));
        let other = opponent(mover);
        let mut lines = vec![match self.total(v, mover) {
            Some(_) => format!(
                "vertex {v}, {} to move: best play adds {}, so the game ends at a total of {}",
                mover_name(mover),
                self.total_words(v, mover),
                self.final_total(token.vertex, mover, token.total)
            ),
            None => format!(
                "vertex {v}, {} to move: ∞, the maximiser can keep the game going for ever \
                 whatever the minimiser does",
                mover_name(mover)
            ),
        }];
        let mut options = String::new();
        let count = self.moves[v].len();
        for (_, to, weight) in self.moves_from(v).take(super::LISTED_MOVES) {
            let sep = if options.is_empty() { "" } else { "; " };
            let at_end = self.final_total(to, other, token.total + u128::from(weight));
            let _ = if self.is_end(to as usize) {
                write!(
                    options,
                    "{sep}to {to} (weight {weight}): the game ends there at {at_end}"
                )
            } else if self.total(to as usize, other).is_none() {
                write!(
                    options,
                    "{sep}to {to} (weight {weight}): then {} to move, and the maximiser can keep \
                     the game going for ever (∞)",
                    mover_name(other)
                )
            } else {
                write!(
                    options,
                    "{sep}to {to} (weight {weight}): then {} to move, best play adds {}: {at_end} \
                     in all",
                    mover_name(other),
                    self.total_words(to as usize, other),
                )
            };
        }
        if count > super::LISTED_MOVES {
            let _ = write!(options, "; … ({count} options)");
        }
        if !options.is_empty() {
            lines.push(format!("options: {options}"));
        }
        lines.join("\n")
    }

    fn hint_words(&self, token: &Token, side: Side) -> Option<String> {
        let (v, mover) = (token.vertex as usize, mover_of(side));
        let Some((_, to, weight)) = self.best_move(v, mover) else {
            return Some(
                "no move makes the game end: the maximiser can keep it going whatever you do"
                    .to_string(),
            );
        };
        let goal = match mover {
            Mover::Minimizer => "the least",
            Mover::Maximizer => "the most",
        };
        Some(match (self.total(v, mover), self.length(v, mover)) {
            (Some(adds), Some(moves)) => format!(
                "best move: to {to} (weight {weight}): best play ends the game at a total of {} \
                 ({adds} more in {moves} move{}), {goal} you can make sure of",
                self.final_total(token.vertex, mover, token.total),
                if moves == 1 { "" } else { "s" }
            ),
            _ => format!("best move: to {to} (weight {weight}) keeps the game going for ever"),
        })
    }

    fn finish(
        &self,
        start: &(Token, Side),
        now: &(Token, Side),
        endless: bool,
        user: Side,
    ) -> Option<String> {
        let (first, first_side) = (start.0.vertex, start.1);
        let best = self.total(first as usize, mover_of(first_side));
        let ended = if endless {
            "this position has come back a third time with the same player to move: the game \
             goes on for ever, the maximiser's aim (∞)"
                .to_string()
        } else {
            format!(
                "{} no move: the game is over with a total of {}",
                if now.1 == user {
                    "you have"
                } else {
                    "the engine has"
                },
                now.0.total
            )
        };
        let reached = if endless { None } else { Some(now.0.total) };
        let best_words = best.map_or_else(|| "∞".to_string(), |b| b.to_string());
        // Larger is better for the maximiser, and ∞ (None) is largest.
        let key = |total: Option<u128>| total.map_or((1, 0), |t| (0, t));
        let gain = key(reached).cmp(&key(best.map(u128::from)));
        let verdict = match (user, gain) {
            (_, std::cmp::Ordering::Equal) => {
                format!("best play from the start gives {best_words} too: you lost nothing to the engine")
            }
            (Side::Left, std::cmp::Ordering::Less) | (Side::Right, std::cmp::Ordering::Greater) => {
                format!("best play from the start gives {best_words}: you did better, so the engine erred")
            }
            _ => format!(
                "best play from the start gives {best_words}: the engine gained on your moves"
            ),
        };
        Some(format!("{ended}; {verdict}"))
    }
}

/// `weighted GRAPH START`: a weighted graph inline or in a file, and the start vertex.
///
/// # Errors
/// A message for an unreadable or bad graph, or a bad start.
pub fn from_graph(rest: &[&str]) -> Result<(WeightedGraph, Token), String> {
    let words = super::expect_words(
        rest,
        2,
        "a graph and a start vertex, as in `weighted 0>1:2,1>0:3,1>2:5 0`, or a file of one \
         edge `FROM TO WEIGHT` a line: `weighted game.txt 0`",
    )?;
    let game = WeightedGraph::read(words[0])?;
    let start = words[1]
        .parse::<u32>()
        .ok()
        .filter(|&v| (v as usize) < game.vertex_count())
        .ok_or_else(|| {
            format!(
                "start: {:?} is not a vertex (0 to {})",
                crate::exit::shorten(words[1]),
                game.vertex_count() - 1
            )
        })?;
    Ok((
        game,
        Token {
            vertex: start,
            total: 0,
            played: 0,
        },
    ))
}
