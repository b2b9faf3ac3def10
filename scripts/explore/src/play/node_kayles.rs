//! Node Kayles on a graph (a file or inline, `5:1-2,2-3`): a move takes a vertex with its neighbours; whoever cannot take
//! one loses. Valued by [`gamecore::boards`] (connected parts, nim-sums), with `why` naming
//! each part's value. On a path it is Dawson's game, the octal game 0.137.

use super::engine::board_solver;
use super::{expect_words, Family, First, Outcome, Side};
use gamecore::boards::{node_kayles::NodeKayles, PartShape, Ruleset, Solver};
use std::cell::RefCell;

/// The most vertices a graph to play on may have outside its paths and cycles (the engine
/// answers each move at once: among some 150 random graphs of 30 vertices, cubic ones the
/// hardest, the worst is solved in about 0.1 s of CPU and a whole session with `why` and
/// `hint` at every move takes 0.17 s; at 32 vertices a cubic graph took 0.3 s, and at 40 one
/// of average degree 4 more than a second). See `branching_vertices`.
pub const MAX_VERTICES: usize = 30;

/// The vertices of `position` in connected parts other than paths and cycles (a part where
/// no vertex has more than two neighbours): on those the game is Dawson's (0.137), which the
/// solver values at once at any of the 64 vertices a graph may have. A move never raises this
/// count (what a move leaves of a path or cycle is paths; other parts only lose vertices), so
/// a start within [`MAX_VERTICES`] keeps every position of the game within it.
fn branching_vertices(graph: &NodeKayles, position: u64) -> usize {
    let mut parts = Vec::new();
    graph.split(position, &mut parts);
    parts
        .into_iter()
        .filter(|&part| graph.shape(part) == PartShape::Branching)
        .map(|part| part.count_ones() as usize)
        .sum()
}

/// The most bytes a graph file may have (64 vertices need far fewer).
const MAX_FILE: u64 = 1 << 20;

/// The widest line of the picture before it wraps.
const WIDTH: usize = 78;

/// Node Kayles: the graph, and a solver whose table outlives the moves.
///
/// A graph past [`MAX_VERTICES`] is played by copying, as a Cram board past its bound is
/// (`super::cram::CramGame`): the user always faces a position the second player wins by
/// copying moves ([`NodeKayles::is_copied`]: a symmetry of the graph mirrors it, or its parts
/// are mirrored or have twins), the engine one it leaves so by a move.
pub struct NodeKaylesGame {
    graph: NodeKayles,
    vertices: usize,
    solver: RefCell<Solver<NodeKayles>>,
    /// The graph is past [`MAX_VERTICES`]: values come only from copying.
    copying: bool,
}

/// The vertices whose taking leaves a position the second player wins by copying moves: those
/// that leave it mirrored by a symmetry of the whole graph first (each move is then answered
/// by its image), then those that leave its parts mirrored or twinned, in order within each.
fn copying_moves(graph: &NodeKayles, position: u64) -> Vec<usize> {
    let mut whole = Vec::new();
    let mut by_parts = Vec::new();
    let mut rest = position;
    while rest != 0 {
        let v = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let after = position & !graph.closed(v);
        if graph.is_mirrored(after) {
            whole.push(v);
        } else if graph.is_copied(after) {
            by_parts.push(v);
        }
    }
    whole.extend(by_parts);
    whole
}

impl NodeKaylesGame {
    /// The game on `graph` (at most [`MAX_VERTICES`] vertices outside paths and cycles, not
    /// checked here).
    pub fn new(graph: NodeKayles) -> Self {
        NodeKaylesGame {
            vertices: graph.start().count_ones() as usize,
            solver: RefCell::new(board_solver(graph.clone(), 16 << 20)),
            graph,
            copying: false,
        }
    }

    /// The value of a part, when the engine may search it: a part past [`MAX_VERTICES`]
    /// (on a graph played by copying) only when its shape says.
    fn part_value(&self, part: u64) -> Option<u32> {
        if self.copying && branching_vertices(&self.graph, part) > MAX_VERTICES {
            return self.graph.key(part).1.value;
        }
        Some(self.value(part))
    }

    fn value(&self, position: u64) -> u32 {
        // gamecore's compiled copies of the search (the page builds this crate for size).
        gamecore::boards::node_kayles::try_value(&mut self.solver.borrow_mut(), position)
            .expect("the engine's solver is never told to stop")
    }

    /// The vertices of `set`, from 1, separated by spaces.
    fn names(set: u64) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = set;
        while rest != 0 {
            out.push((rest.trailing_zeros() + 1).to_string());
            rest &= rest - 1;
        }
        out
    }
}

/// `label` then `items` separated by spaces, wrapped before [`WIDTH`] columns, the
/// continuation lines indented under the first item.
fn wrapped(label: &str, items: &[String]) -> String {
    let indent = " ".repeat(label.chars().count());
    let mut lines = Vec::new();
    let mut line = label.to_string();
    let mut has_item = false;
    for item in items {
        if has_item && line.chars().count() + 1 + item.len() > WIDTH {
            lines.push(std::mem::replace(&mut line, indent.clone()));
        }
        line.push(' ');
        line.push_str(item);
        has_item = true;
    }
    lines.push(line);
    lines.join("\n")
}

impl Family for NodeKaylesGame {
    type Position = u64;
    type Move = usize;

    fn title(&self) -> String {
        format!("Node Kayles on a graph of {} vertices", self.vertices)
    }

    fn rules(&self) -> String {
        "Node Kayles: a move takes a vertex and every vertex joined to it; whoever cannot take \
         one loses"
            .to_string()
    }

    fn notation(&self) -> String {
        "take V (vertices numbered from 1, as in the graph)".to_string()
    }

    /// The vertices left and the edges between them (`1-2`).
    fn show(&self, position: &u64) -> String {
        let left = Self::names(*position);
        let mut edges = Vec::new();
        let mut rest = *position;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            // Each edge once, from its smaller end.
            let later = self.graph.closed(v) & position & !(u64::MAX >> (63 - v));
            edges.extend(Self::names(later).iter().map(|u| format!("{}-{u}", v + 1)));
        }
        let count = format!("vertices left ({} of {}):", left.len(), self.vertices);
        let vertices = if left.is_empty() {
            format!("{count} none")
        } else {
            wrapped(&count, &left)
        };
        let edges = if edges.is_empty() {
            "edges: none".to_string()
        } else {
            wrapped("edges:", &edges)
        };
        format!("{vertices}\n{edges}")
    }

    fn illegal_reason(&self, _position: &u64, &v: &usize, _side: Side) -> Option<String> {
        Some(if v >= self.vertices {
            format!("there is no such vertex (they are 1 to {})", self.vertices)
        } else {
            format!(
                "vertex {} is gone (taken, or joined to a vertex taken)",
                v + 1
            )
        })
    }

    /// The vertices left, in order.
    fn moves(&self, position: &u64, _side: Side) -> Vec<usize> {
        let mut out = Vec::new();
        let mut rest = *position;
        while rest != 0 {
            out.push(rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
        out
    }

    fn is_legal(&self, position: &u64, &v: &usize, _side: Side) -> bool {
        v < self.vertices && position >> v & 1 == 1
    }

    fn apply(&self, position: &u64, &v: &usize, _side: Side) -> u64 {
        position & !self.graph.closed(v)
    }

    fn format_move(&self, v: &usize) -> String {
        format!("take {}", v + 1)
    }

    /// `take V` (`take 0` reads as a vertex that is not there, refused as illegal).
    fn parse_move(&self, text: &str) -> Option<usize> {
        let v = text.strip_prefix("take ")?.trim().parse::<usize>().ok()?;
        Some(v.checked_sub(1).unwrap_or(usize::MAX))
    }

    /// Lemoine and Viennot's test of "worth 0?", not the value: a win needs one option
    /// of value 0 found, where a value needs every option's (5x6 Cram's `hint` took 3.9 s).
    /// A position won by copying needs no search; on a graph played by copying neither does
    /// one a move leaves so.
    fn outcome(&self, position: &u64, _side: Side) -> Outcome {
        if self.graph.is_copied(*position) {
            return Outcome::Lose;
        }
        if self.copying && !copying_moves(&self.graph, *position).is_empty() {
            return Outcome::Win;
        }
        if gamecore::boards::node_kayles::is_p_plus(&mut self.solver.borrow_mut(), *position, 0) {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    fn why(&self, position: &u64, side: Side) -> String {
        if *position == 0 {
            return "no vertex left: the player to move cannot move and loses".to_string();
        }
        let mut parts = Vec::new();
        self.graph.split(*position, &mut parts);
        let mut lines = Vec::new();
        let mut values = Vec::new();
        for &part in &parts {
            let size = part.count_ones();
            let names = Self::names(part).join(" ");
            let Some(v) = self.part_value(part) else {
                lines.push(format!(
                    "the part of {size} vertices ({names}) is too large to value here"
                ));
                continue;
            };
            values.push(v.to_string());
            lines.push(if size == 1 {
                format!("the lone vertex {names} is worth *{v}")
            } else if size >= 3 && self.graph.shape(part) == PartShape::Path {
                format!(
                    "the part of {size} vertices ({names}) is a path: Dawson's game (octal \
                     0.137) at {size}, worth *{v}"
                )
            } else if size >= 4 && self.graph.shape(part) == PartShape::Cycle {
                format!(
                    "the part of {size} vertices ({names}) is a cycle: every move leaves a path \
                     of {}, worth *{v}",
                    size - 3
                )
            } else if self.graph.is_mirrored(part) {
                format!(
                    "the part of {size} vertices ({names}) has a symmetry pairing every vertex \
                     with a non-neighbour: the second player answers each move by its image, \
                     worth *{v}"
                )
            } else {
                format!("the part of {size} vertices ({names}) is worth *{v}")
            });
        }
        if values.len() < parts.len() {
            lines.push(if self.graph.is_copied(*position) {
                "each part is mirrored by a symmetry of the graph or has a twin (the same graph \
                 numbered differently): the graph is worth 0, a loss for the player to move \
                 (the other player answers each move by its image or its copy)"
                    .to_string()
            } else {
                match copying_moves(&self.graph, *position).first() {
                    Some(mv) => format!(
                        "not 0: a win for the player to move, who leaves a graph won by \
                         copying: {}",
                        self.format_move(mv)
                    ),
                    None => "the graph is too large to value here".to_string(),
                }
            });
            return lines.join("\n");
        }
        let total = self.value(*position);
        lines.push(format!(
            "connected parts are independent games: the graph is worth their nim-sum {} = \
             {total}",
            values.join(" xor ")
        ));
        match self.winning_moves(position, side).first() {
            Some(mv) => lines.push(format!(
                "not 0: a win for the player to move, who leaves a graph worth 0: {}",
                self.format_move(mv)
            )),
            None => lines.push(
                "0: a loss for the player to move (every move leaves a graph worth more than 0)"
                    .to_string(),
            ),
        }
        lines.join("\n")
    }

    /// The moves that leave a position the graph's symmetries mirror first (the mirror
    /// strategy `why` names: after a move on a mirrored graph the engine answers with its
    /// image), then the other winning moves in vertex order (on a graph played by copying,
    /// the copying moves alone).
    fn winning_moves(&self, position: &u64, side: Side) -> Vec<usize> {
        if self.outcome(position, side) != Outcome::Win {
            return Vec::new();
        }
        if self.copying {
            return copying_moves(&self.graph, *position);
        }
        let (mut wins, others): (Vec<usize>, Vec<usize>) = self
            .moves(position, side)
            .into_iter()
            .partition(|v| self.graph.is_mirrored(self.apply(position, v, side)));
        wins.extend(others.into_iter().filter(|v| {
            self.outcome(&self.apply(position, v, side), side.other()) == Outcome::Lose
        }));
        wins
    }

    /// The vertex with the fewest neighbours left (it takes the fewest vertices).
    fn first_move(&self, position: &u64, _side: Side) -> Option<usize> {
        self.moves(position, Side::Left)
            .into_iter()
            .min_by_key(|&v| (self.graph.closed(v) & position).count_ones())
    }
}

/// Node Kayles on the graph `rest[0]`: an inline graph `N:U-V,U-V,…` or a graph by name
/// (`grid:3x4`, [`crate::graph_families`]; see [`crate::board_report::inline_graph`]) when it
/// is written so, else the graph file of that
/// name: the first line that is not blank holds the number of vertices n (at most 64, of
/// them at most [`MAX_VERTICES`] outside paths and cycles), every other line an edge `u v`
/// between vertices 1 to n; text after `#` is a comment (as for `explore nodekayles`).
///
/// # Errors
/// No graph, a file that cannot be read, a malformed graph (`GRAPH: line L: …` or `GRAPH:
/// edge E (U-V): …`) or one of more than [`MAX_VERTICES`] vertices outside paths and
/// cycles that copying moves do not decide with `first` to move (as for Cram: the user must
/// face a graph a symmetry mirrors, the engine one it leaves so by a move).
pub fn from_file(rest: &[&str], first: First) -> Result<(NodeKaylesGame, u64), String> {
    let words = expect_words(
        rest,
        1,
        "a graph file (the number of vertices, then one edge `u v` a line) or an inline graph \
         N:U-V,U-V,…, as in `nodekayles graph.txt` or `nodekayles 5:1-2,2-3,3-4,4-5`",
    )?;
    let name = words[0];
    let graph = match crate::board_report::inline_graph(name) {
        Some(inline) => inline,
        None => read_file(name)?,
    }
    .map_err(|e| match e {
        crate::board_report::Refusal::Usage(m) | crate::board_report::Refusal::Input(m) => {
            format!("{name}: {m}")
        }
    })?;
    let n = graph.start().count_ones() as usize;
    let branching = branching_vertices(&graph, graph.start());
    let copying = branching > MAX_VERTICES;
    if copying {
        refuse_unless_copying_decides(&graph, name, branching, first)?;
    }
    if n == 0 {
        return Err(format!("{name}: a graph of no vertices has no game"));
    }
    let start = graph.start();
    let mut game = NodeKaylesGame::new(graph);
    game.copying = copying;
    Ok((game, start))
}

/// A graph past [`MAX_VERTICES`] is refused unless copying moves decide it with `first` to
/// move; the message says who should move first when the other would do.
fn refuse_unless_copying_decides(
    graph: &NodeKayles,
    name: &str,
    branching: usize,
    first: First,
) -> Result<(), String> {
    let start = graph.start();
    let first_wins = copying_moves(graph, start)
        .first()
        .map(|v| format!("take {}", v + 1));
    super::copying_decides(
        first,
        graph.is_copied(start),
        first_wins,
        &format!(
            "{name}: {branching} vertices outside paths and cycles, at most {MAX_VERTICES} \
             unless copying moves decide the game"
        ),
        "a path or a cycle may have all 64",
    )
}

/// The graph in the file `name`.
///
/// # Errors
/// `-`, a file that cannot be read or is too long (the outer error); a malformed graph (the
/// inner).
fn read_file(name: &str) -> Result<Result<NodeKayles, crate::board_report::Refusal>, String> {
    use std::io::Read;
    if name == "-" {
        return Err(
            "the graph must be a file or an inline graph like 5:1-2,2-3: standard \
             input holds the moves of the session"
                .to_string(),
        );
    }
    let mut text = String::new();
    std::fs::File::open(name)
        .and_then(|f| f.take(MAX_FILE + 1).read_to_string(&mut text))
        .map_err(|e| {
            format!(
                "cannot read {name}: {e}{}",
                crate::board_report::inline_graph_note(name)
            )
        })?;
    if text.len() as u64 > MAX_FILE {
        return Err(format!(
            "{name} is longer than 1 MiB: a graph of at most 64 vertices is far shorter"
        ));
    }
    Ok(crate::board_report::graph(&text))
}

#[cfg(test)]
mod tests {
    use super::{branching_vertices, from_file, First, MAX_VERTICES};
    use gamecore::boards::{node_kayles::NodeKayles, Ruleset};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn count(n: usize, edges: &[(usize, usize)]) -> usize {
        let graph = NodeKayles::new(n, edges).unwrap();
        branching_vertices(&graph, graph.start())
    }

    #[test]
    fn paths_and_cycles_are_free() {
        let path: Vec<_> = (1..64).map(|v| (v - 1, v)).collect();
        assert_eq!(count(64, &path), 0);
        let mut cycle = path.clone();
        cycle.push((63, 0));
        assert_eq!(count(64, &cycle), 0);
        assert_eq!(count(5, &[]), 0, "lone vertices");
        assert_eq!(count(4, &[(0, 1), (0, 2), (0, 3)]), 4, "a claw");
        assert_eq!(
            count(7, &[(0, 1), (0, 2), (0, 3), (4, 5), (5, 6)]),
            4,
            "a claw and a path"
        );
    }

    /// A move never raises the count: random graphs of up to 40 vertices played out at
    /// random; and `play` takes a graph exactly when its count is within the bound.
    #[test]
    fn a_move_never_adds_branching_vertices() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        for _ in 0..200 {
            let n = rng.gen_range(1..=40);
            let p = rng.gen_range(0.02..0.2);
            let edges: Vec<_> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter(|_| rng.gen_bool(p))
                .collect();
            let graph = NodeKayles::new(n, &edges).unwrap();
            let mut position = graph.start();
            let mut before = branching_vertices(&graph, position);
            let mut options = Vec::new();
            while position != 0 {
                options.clear();
                graph.options(position, &mut options);
                position = options[rng.gen_range(0..options.len())];
                let after = branching_vertices(&graph, position);
                assert!(after <= before, "{n} {edges:?}: {before} then {after}");
                before = after;
            }
            let inline = format!(
                "{n}:{}",
                edges
                    .iter()
                    .map(|(u, v)| format!("{}-{}", u + 1, v + 1))
                    .collect::<Vec<_>>()
                    .join(",")
            );
            let start = count(n, &edges);
            assert_eq!(
                from_file(&[inline.as_str()], First::Me).is_ok(),
                start <= MAX_VERTICES || graph.is_copied(graph.start()),
                "{inline}: {start}"
            );
        }
    }
}
