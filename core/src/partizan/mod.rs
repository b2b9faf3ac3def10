//! Partizan games in layers, from exact numbers to canonical forms. Left is positive.
//!
//! Left and Right have different moves. The modules run from exact numbers, through rulesets
//! whose values are numbers (closed forms), to canonical forms of every short game with their
//! notation and thermographs, and rulesets valued from their rules.
//!
//! A position `{L | R}` whose options are all numbers with `max L < min R` is itself a number:
//! the *simplest* dyadic rational strictly between (Conway's simplicity rule). A number's sign
//! says who wins (positive — Left, negative — Right, zero — the player to move loses); other
//! games (`*`, `↑`, `±1`, …) are held as canonical forms in an [`canonical::Arena`].
//!
//! # Layers
//! Each module imports only from modules in lower rows (tests excepted; a test checks it):
//!
//! | layer | module | what it holds |
//! |---|---|---|
//! | 11 | `reference` (tests only) | the literature's values, checked against everything above |
//! | 10 | [`notation`] | CGSuite notation (`^*`, `{2\|0\|\|-1}`, `+-1`, `cool(G, t)`, `^[n]`, positions `kind:spec`, sums), parsing and printing |
//! | 9 | [`position`] | positions written `kind:spec` for fourteen rulesets, valued in an arena: one parser for the notation and the explorer |
//! | 8 | [`solver`] | the canonical value of a [`rulesets`] position: memoised search with a transposition table |
//! | 7 | [`blue_red`], [`cutcake`] | one module per game, all of it: Blue-Red Hackenbush (closed forms for strings and trees, strings as positions, pictures by search); Cutcake and Maundy Cake (closed forms and positions) |
//! | 6 | [`rulesets`] | the [`rulesets::PartizanGame`] trait and positions of Domineering, Toads-and-Frogs and its jumping kin, Snort, Col, Clobber, Hackenbush on trees, Arc Kayles, Toppling Dominoes, partizan subtraction, Partizan Euclid |
//! | 5 | [`operations`], [`temperature`] | heating, Norton multiplication, Tiny, Miny, `^[n]`, `^<n>`; thermographs (exact walls), stops, mean, temperature, cooling |
//! | 4 | [`canonical`] | canonical forms of every short game (`↑`, `*2`, `±1`, …): a hash-consed arena with `≤`, `+`, `−`, outcomes |
//! | 3 | [`number_game`] | the value of any game whose positions are numbers, from its option functions |
//! | 2 | [`big`] | numbers with denominators like `2^(10^5)` (arbitrary precision) |
//! | 1 | [`dyadic`], [`subtraction`] | exact `m / 2^k` in an `i64`, `{L \| R}` of numbers, outcomes; subtraction games with one fixed take each: disjunctive and selective sums, outcomes counted over all pairs of takes |
//! | 0 | [`hash`], [`Outcome`] (this page) | the one hasher of these modules; outcome classes |
//!
//! # Example
//! ```
//! use gamecore::partizan::{dyadic::{simplest_between, Dyadic}, Outcome};
//! let half: Dyadic = "1/2".parse().unwrap();
//! let x = simplest_between(Some(half), Some(Dyadic::integer(1))).unwrap(); // {1/2 | 1}
//! assert_eq!(x.to_string(), "3/4");
//! assert_eq!((x - half - half).outcome(), Outcome::Right); // 3/4 - 1 < 0
//! assert_eq!((x - x).outcome(), Outcome::Previous);
//! ```

pub mod big;
pub mod blue_red;
pub mod canonical;
pub mod cutcake;
pub mod dyadic;
pub mod hash;
pub mod notation;
pub mod number_game;
pub mod operations;
pub mod position;
pub mod rulesets;
pub mod solver;
pub mod subtraction;
pub mod temperature;

#[cfg(test)]
mod reference;

/// Who wins a game: Left whoever starts, Right whoever starts, the player to move (`Next`), or
/// the other one (`Previous`).
///
/// A number is never `Next`: it is `Left` when positive, `Right` when negative, `Previous`
/// when zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts.
    Left,
    /// Right wins whoever starts.
    Right,
    /// The player to move wins.
    Next,
    /// The player to move loses.
    Previous,
}

impl Outcome {
    /// The outcome class of a number of sign `signum` (−1, 0 or 1).
    pub(crate) fn of_sign(signum: i32) -> Outcome {
        match signum {
            0 => Outcome::Previous,
            s if s > 0 => Outcome::Left,
            _ => Outcome::Right,
        }
    }

    /// Whether Left wins when Left moves first.
    ///
    /// # Example
    /// ```
    /// use gamecore::partizan::Outcome;
    /// assert!(Outcome::Next.left_wins_moving_first());
    /// assert!(!Outcome::Previous.left_wins_moving_first());
    /// ```
    pub fn left_wins_moving_first(self) -> bool {
        match self {
            Outcome::Left | Outcome::Next => true,
            Outcome::Right | Outcome::Previous => false,
        }
    }

    /// Whether Right wins when Right moves first.
    pub fn right_wins_moving_first(self) -> bool {
        match self {
            Outcome::Right | Outcome::Next => true,
            Outcome::Left | Outcome::Previous => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome;

    /// From the classes' definitions: Left moving first wins in `Left` and `Next`, Right
    /// moving first in `Right` and `Next`.
    #[test]
    fn who_wins_moving_first_in_each_outcome_class() {
        for (outcome, left, right) in [
            (Outcome::Left, true, false),
            (Outcome::Right, false, true),
            (Outcome::Next, true, true),
            (Outcome::Previous, false, false),
        ] {
            assert_eq!(outcome.left_wins_moving_first(), left, "{outcome:?}");
            assert_eq!(outcome.right_wins_moving_first(), right, "{outcome:?}");
        }
    }

    /// The rank of each module in the layer map of the module page (`partizan` is this file,
    /// whose [`Outcome`] is at the bottom).
    const LAYERS: [(&str, u8); 16] = [
        ("partizan", 0),
        ("hash", 0),
        ("dyadic", 1),
        ("subtraction", 1),
        ("big", 2),
        ("number_game", 3),
        ("canonical", 4),
        ("operations", 5),
        ("temperature", 5),
        ("rulesets", 6),
        ("blue_red", 7),
        ("cutcake", 7),
        ("solver", 8),
        ("position", 9),
        ("notation", 10),
        ("reference", 11), // test-only: the literature's values, checked against everything
    ];

    fn layer(module: &str) -> u8 {
        LAYERS
            .iter()
            .find(|&&(name, _)| name == module)
            .unwrap_or_else(|| {
                panic!("module {module} is not in the layer map (LAYERS and the page)")
            })
            .1
    }

    /// The length of the `{ … }` block `text` starts with, skipping strings, characters and
    /// comments (test code holds unbalanced braces in strings such as `"{1|"`).
    fn block_len(text: &str) -> usize {
        let bytes = text.as_bytes();
        let (mut depth, mut i) = (0, 0);
        while i < bytes.len() {
            match bytes[i] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                }
                b'r' if bytes.get(i + 1) == Some(&b'#') && bytes.get(i + 2) == Some(&b'"') => {
                    i += 3 + text[i + 3..].find("\"#").unwrap() + 1;
                }
                b'"' => {
                    i += 1;
                    while bytes[i] != b'"' {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
                b'\'' if bytes.get(i + 1) == Some(&b'\\') => {
                    i += 1 + text[i + 1..].find('\'').unwrap();
                    if text[i + 1..].starts_with('\'') {
                        i += 1; // '\''
                    }
                }
                _ => {}
            }
            i += 1;
        }
        text.len()
    }

    /// `text` without its `#[cfg(test)]` items (a `mod … { … }` block or a `mod …;` line) and
    /// without comments.
    fn code_outside_tests(text: &str) -> String {
        let mut code = String::new();
        let mut rest = text;
        while let Some(at) = rest.find("#[cfg(test)]") {
            code.push_str(&rest[..at]);
            rest = &rest[at..];
            let end_of_line = rest.find(';').unwrap_or(rest.len());
            match rest.find('{') {
                Some(open) if open < end_of_line => rest = &rest[open + block_len(&rest[open..])..],
                _ => rest = &rest[(end_of_line + 1).min(rest.len())..],
            }
        }
        code.push_str(rest);
        code.lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The first names after each occurrence of `prefix` (`super::{a::b, c}` gives `a`, `c`).
    fn names_after(code: &str, prefix: &str) -> Vec<String> {
        let mut names = Vec::new();
        let word = |s: &str| -> String {
            s.trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        };
        for (at, _) in code.match_indices(prefix) {
            let before = code[..at].chars().last();
            if before.map_or(false, |c| c == ':' || c.is_alphanumeric() || c == '_') {
                continue; // part of a longer path
            }
            let rest = &code[at + prefix.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let (mut depth, mut start) = (0, 0);
                for (i, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => {
                            names.push(word(&group[start..i]));
                            break;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            names.push(word(&group[start..i]));
                            start = i + 1;
                        }
                        _ => {}
                    }
                }
            } else {
                names.push(word(rest));
            }
        }
        names.retain(|n| !n.is_empty() && n != "super" && n != "self");
        names
    }

    /// Every import between the partizan modules goes down the layer map: a module names
    /// only modules of lower layers (through `super::…` or `crate::partizan::…`), outside
    /// its tests.
    #[test]
    fn imports_go_down_the_layers() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/partizan");
        let mut files = vec![root.clone()];
        let mut seen = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let relative = path.strip_prefix(&root).unwrap();
            let parts: Vec<&str> = relative.iter().map(|p| p.to_str().unwrap()).collect();
            let file = *parts.last().unwrap();
            if path.extension().map_or(true, |e| e != "rs") || file == "tests.rs" {
                continue; // a `#[cfg(test)] mod tests;` file
            }
            let module = if parts == ["mod.rs"] {
                "partizan"
            } else {
                parts[0].trim_end_matches(".rs")
            };
            // `super::` repeated this many times names the partizan module.
            let depth = parts.len() - usize::from(file == "mod.rs");
            let code = code_outside_tests(&std::fs::read_to_string(&path).unwrap());
            let mut named = names_after(&code, "crate::partizan::");
            if module != "partizan" {
                named.extend(names_after(&code, &"super::".repeat(depth)));
            }
            for name in named {
                let target = if LAYERS.iter().any(|&(m, _)| m == name) {
                    name.as_str()
                } else {
                    "partizan" // an item of this file, such as Outcome
                };
                if target != module {
                    assert!(
                        layer(target) < layer(module),
                        "{} imports {name}: layer {} does not lie below layer {}",
                        relative.display(),
                        layer(target),
                        layer(module)
                    );
                }
            }
            seen += 1;
        }
        assert!(seen >= 20, "only {seen} files read");
    }
}
