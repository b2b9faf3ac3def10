//! Published values read through the notation and matched: every row names its source.
//!
//! Sources:
//! - `CGS-CSG`: CGSuite's test table `lib/core/src/test/scala/org/cgsuite/lang/
//!   CanonicalShortGameTestCase.scala` (canonical form, birthday, stops, mean, temperature,
//!   options and classes of 13 games);
//! - `CGS-EVAL`: CGSuite's `CgscriptTest.scala` (`Cool`, `Heat`, `NortonMultiply`, and the
//!   rulesets' rows: Domineering, Clobber, GenToadsAndFrogs);
//! - `CGS-UPT`: CGSuite's `UptimalTest.scala` (`↑^2 = {0|↓*}`, `↑^3 = {0|↓* − ↑^2}`,
//!   `↑^4 = {0|↓* − ↑^2 − ↑^3}`);
//! - `CGS-FORMS`: the same file's arithmetic and canonical-form rows;
//! - `WW`: Winning Ways, vol. 1 (Blue-Red Hackenbush strings by Berlekamp's rule, ch. 2);
//! - `CGS-GRAPH`: CGSuite's `lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala`
//!   (`game.graph.Col`, `Snort`, `Hackenbush` canonical forms);
//! - `CGS-HEAP`: CGSuite's `GameHeapTest.scala` (`PartizanSubtraction([1,3],[2,3])(6)`, and
//!   `listof(Cutcake((8,n)).CanonicalForm for n from 0 to 8)`, the same for `MaundyCake`);
//! - `CGS-INFIX`: `CgscriptTest.scala`, "process infix ops" (`* Heat 2`, `^^ Heat *`, …);
//! - `CGS-SUM`: CGSuite's `CompoundGameTestCase.scala`, its `disjunctiveSum` column
//!   (`(g) + (h)`);
//! - `CGS-ORD`: the same table's `ordinalSum` column (`(g) : (h)`, read as `ordinalsum(g, h)`);
//! - `CGS-GAME`: CGSuite's `GameTest.scala` (and `CgscriptTest.scala`), "implement >=2-ary
//!   methods": `G.Overheat(s, t)`, `G.Pow(n)`, `G.PowTo(n)` for integer `n` (read as
//!   `overheat(G, s, t)`, `pow(G, n)`, `powto(G, n)`).
//! - `CGS-DAWSON`: `GameHeapTest.scala`'s `DawsonsKayles` nim values for heaps 0 to 20
//!   (`[0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3]`), read as Arc Kayles on a path: a move in
//!   Dawson's Kayles (0.07) takes two adjacent pins of a row of n, a move of Arc Kayles on a
//!   path of n vertices takes an edge with both its ends — the same game (rules identity), so
//!   `arckayles:` with n − 1 green edges in a row is `*G(n)`;
//! - `MCGS`: the Müller group's MCGS (`ualberta-mueller-group/MCGS`), `test/sumgame_test_
//!   elephants.cpp` (values in its comments; `X` Left's elephant = our `T`, `O` = `F`) and
//!   `test/elephants_test.cpp` (`zero4`: a second-player win, so 0);
//! - `CGT`: the `cgt` crate (`t4ccer/cgt-tools`), `toppling_dominoes.rs`, `correct_canonical`
//!   (`xooxx`, `x` Blue = our `l`, `o` Red = `r`: `{1|*}`).
//!
//! The expected text is parsed too, so a row matches when the two values are the same game
//! (and, for the canonical forms, when the printed text is CGSuite's).

use gamecore::partizan::canonical::{Arena, GameId};
use gamecore::partizan::notation::{parse, to_string};
use gamecore::partizan::temperature::{left_stop, mean, right_stop, temperature};

/// (expression, property, expected).
type Row = (&'static str, &'static str, &'static str);

/// The 13 games of `CGS-CSG`: input, printed form, birthday, left options, left stop, mean,
/// right options, right stop, temperature, and the classes isInfinitesimal, isInteger,
/// isNimber, isNumber.
#[allow(clippy::type_complexity)]
const CSG: [(
    &str,
    &str,
    &str,
    &str,
    &str,
    &str,
    &str,
    &str,
    &str,
    [bool; 4],
); 13] = [
    (
        "0",
        "0",
        "0",
        "{}",
        "0",
        "0",
        "{}",
        "0",
        "-1",
        [true, true, true, true],
    ),
    (
        "5",
        "5",
        "5",
        "{4}",
        "5",
        "5",
        "{}",
        "5",
        "-1",
        [false, true, false, true],
    ),
    (
        "-1823437481924",
        "-1823437481924",
        "1823437481924",
        "{}",
        "-1823437481924",
        "-1823437481924",
        "{-1823437481923}",
        "-1823437481924",
        "-1",
        [false, true, false, true],
    ),
    (
        "-1/2",
        "-1/2",
        "2",
        "{-1}",
        "-1/2",
        "-1/2",
        "{0}",
        "-1/2",
        "-1/2",
        [false, false, false, true],
    ),
    (
        "25/16",
        "25/16",
        "6",
        "{3/2}",
        "25/16",
        "25/16",
        "{13/8}",
        "25/16",
        "-1/16",
        [false, false, false, true],
    ),
    (
        "*8",
        "*8",
        "8",
        "{0,*,*2,*3,*4,*5,*6,*7}",
        "0",
        "0",
        "{0,*,*2,*3,*4,*5,*6,*7}",
        "0",
        "0",
        [true, false, true, false],
    ),
    (
        "^",
        "^",
        "2",
        "{0}",
        "0",
        "0",
        "{*}",
        "0",
        "0",
        [true, false, false, false],
    ),
    (
        "v*",
        "v*",
        "2",
        "{0}",
        "0",
        "0",
        "{0,*}",
        "0",
        "0",
        [true, false, false, false],
    ),
    (
        "6+^*",
        "6^*",
        "8",
        "{6,6*}",
        "6",
        "6",
        "{6}",
        "6",
        "0",
        [false, false, false, false],
    ),
    (
        "^*6",
        "^*6",
        "8",
        "{0}",
        "0",
        "0",
        "{*7}",
        "0",
        "0",
        [true, false, false, false],
    ),
    (
        "73/16+v9*8",
        "73/16v9*8",
        "27",
        "{73/16v8*9}",
        "73/16",
        "73/16",
        "{73/16}",
        "73/16",
        "0",
        [false, false, false, false],
    ),
    (
        "{0|*||*|||*||||*}",
        "{^|*||*|||*}",
        "5",
        "{{^|*||*}}",
        "0",
        "0",
        "{*}",
        "0",
        "0",
        [true, false, false, false],
    ),
    (
        "{0||0|v*}",
        "{0||0|v*}",
        "4",
        "{0}",
        "0",
        "0",
        "{{0|v*}}",
        "0",
        "0",
        [true, false, false, false],
    ),
];

/// `CGS-EVAL` and `CGS-UPT` rows: an expression and the value CGSuite gives.
const EVAL: [(&str, &str, &str); 33] = [
    ("CGS-EVAL", "cool({3||2+*|1+*}, 0)", "{3||2*|1*}"),
    ("CGS-EVAL", "cool({3||2+*|1+*}, 1/4)", "{11/4||2|3/2}"),
    ("CGS-EVAL", "cool({3||2+*|1+*}, 1/2)", "{5/2|2*}"),
    ("CGS-EVAL", "cool({3||2+*|1+*}, 5/8)", "{19/8|17/8}"),
    ("CGS-EVAL", "cool({3||2+*|1+*}, 3/4)", "9/4*"),
    ("CGS-EVAL", "cool({3||2+*|1+*}, 70)", "9/4"),
    (
        "CGS-EVAL",
        "cool({3||2+*|1+*}, -1/2)",
        "{7/2|||5/2|3/2||+-1/2}",
    ),
    ("CGS-EVAL", "cool(1/4, -1/8)", "1/4"),
    ("CGS-EVAL", "cool(1/4, -1/4)", "1/4*"),
    ("CGS-EVAL", "cool(1/4, -3/8)", "{3/8|1/8}"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, 0)", "{3||2*|1*}"),
    (
        "CGS-EVAL",
        "heat({3||2+*|1+*}, 1/2)",
        "{7/2|||5/2|3/2||+-1/2}",
    ),
    ("CGS-EVAL", "heat({3||2+*|1+*}, 1)", "{4|||3|1||0|-2}"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, -3/4)", "9/4*"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, -1)", "9/4"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, -2)", "3/2"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, -3)", "1"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, -4)", "0"),
    ("CGS-EVAL", "heat({3||2+*|1+*}, *)", "{3*||2|1}"),
    ("CGS-EVAL", "norton(0, ^)", "0"),
    ("CGS-EVAL", "norton(6, ^)", "^6"),
    ("CGS-EVAL", "norton(-4, ^)", "v4"),
    ("CGS-EVAL", "norton(1/2, ^)", "{^^*|v*}"),
    ("CGS-EVAL", "norton(^, ^)", "{^^*||0|v4}"),
    ("CGS-EVAL", "norton(Tiny(2), ^)", "{^^*||0|v6}"),
    (
        "CGS-EVAL",
        "domineering:....|....|....|....",
        "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
    ),
    ("CGS-EVAL", "clobber:xox|ox.", "{^^*|*,v}"),
    ("CGS-EVAL", "toads_j2:tttt..fff", "{1/2*|v}"),
    ("CGS-UPT", "^<2>", "{0|v*}"),
    ("CGS-UPT", "^<3>", "{0|v* - ^<2>}"),
    ("CGS-UPT", "^<4>", "{0|v* - ^<2> - ^<3>}"),
    ("CGS-UPT", "^<3>", "{0|v* - {0|v*}}"),
    ("CGS-UPT", "^<4>", "{0|v* - {0|v*} - {0|v* - {0|v*}}}"),
];

/// `CGS-FORMS`: CgscriptTest's arithmetic, canonical-form and order-of-operations rows (an
/// integer times a game written as the sum it means).
const FORMS: [(&str, &str); 24] = [
    ("*3+*5", "*6"),
    ("^^^^^^+vvv*+^19*3+v14", "^8*2"),
    ("2 + (1+*)", "3*"),
    ("2 - (1+*)", "1*"),
    ("{0|^*5}", "^^*4"),
    ("{3|||2||1|0,*||||-1/2}", "{3|||2||1|0,*||||-1/2}"),
    ("+-1", "+-1"),
    ("+-(1/2)", "+-1/2"),
    ("+-{1,1+*}", "+-{1,1*}"),
    ("3+-1", "{4|2}"),
    ("+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"),
    ("{0||0|-1}", "Tiny(1)"),
    ("{0||0|-1/4}", "Tiny(1/4)"),
    ("{0|||0||-1|-2}", "Tiny({2|1})"),
    ("{1|0||0}", "Miny(1)"),
    ("{0|v*}", "^<2>"),
    ("{0,*|v}", "^<2>*"),
    ("{^|*}", "^[2]"),
    ("{0,^*|0}", "^[2]*"),
    ("5 - 3 + 4 - 8", "-2"),
    ("3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"),
    (
        "{3||2|1} + {3||2|1} + {3||2|1} + {3||2|1} + {3||2|1}",
        "{12|||11||10,{11|10}|9Tiny({2|1})}",
    ),
    (
        "(1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + \
         (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4)",
        "{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,\
         10v6|||10v8,10v7*||10v9*,10v8|10v10}}}",
    ),
    (
        "(1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4) + \
         (1+^<2>+*4) + (1+^<2>+*4) + (1+^<2>+*4)",
        "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||\
         9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}",
    ),
];

/// `WW`: Blue-Red Hackenbush strings (Berlekamp's rule), from the ground up.
const WW: [(&str, &str); 8] = [
    ("hackenbush:l", "1"),
    ("hackenbush:r", "-1"),
    ("hackenbush:lr", "1/2"),
    ("hackenbush:lrr", "1/4"),
    ("hackenbush:llr", "3/2"),
    ("hackenbush:rl", "-1/2"),
    ("hackenbush:lrl", "3/4"),
    ("hackenbush:e", "*"),
];

/// Rows of the other CGSuite test files: (source, expression, published value).
const CITED: [(&str, &str, &str); 47] = [
    // GameGraphTest: Col("R-.-R-.-L-.-R-.-R-."), Snort("L-.-.-.-L"), Snort(".-.-.(-.;-.)").
    ("CGS-GRAPH", "col:R-.-R-.-L-.-R-.-R-.", "7/8"),
    ("CGS-GRAPH", "snort:L-.-.-.-L", "{4|0,+-1}"),
    ("CGS-GRAPH", "snort:.-.-.(-.;-.)", "+-{3|2}"),
    // GameGraphTest: Hackenbush number, tree, nimber, RBG stalk, green tree.
    ("CGS-GRAPH", "hackenbush:lrlrrllr", "77/128"),
    ("CGS-GRAPH", "hackenbush:l(l;rl)", "3/2"),
    ("CGS-GRAPH", "hackenbush:eeeeeee", "*7"),
    ("CGS-GRAPH", "hackenbush:lrlerrr", "3/4v[3]*"),
    ("CGS-GRAPH", "hackenbush:e(ee(e;e);e(eee;ee);e(ee;e))", "*5"),
    // GameHeapTest: PartizanSubtraction([1,3],[2,3])(6).
    (
        "CGS-HEAP",
        "psub:1,3/2,3:6",
        "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
    ),
    // GameHeapTest: Cutcake((8,n)) for n = 1..8 (the list's entries 2 to 9).
    ("CGS-HEAP", "cutcake:8,1", "-7"),
    ("CGS-HEAP", "cutcake:8,2", "-3"),
    ("CGS-HEAP", "cutcake:8,3", "-3"),
    ("CGS-HEAP", "cutcake:8,4", "-1"),
    ("CGS-HEAP", "cutcake:8,5", "-1"),
    ("CGS-HEAP", "cutcake:8,6", "-1"),
    ("CGS-HEAP", "cutcake:8,7", "-1"),
    ("CGS-HEAP", "cutcake:8,8", "0"),
    // GameHeapTest: MaundyCake((8,n)) for n = 1..8.
    ("CGS-HEAP", "maundy:8,1", "-7"),
    ("CGS-HEAP", "maundy:8,2", "-3"),
    ("CGS-HEAP", "maundy:8,3", "-3"),
    ("CGS-HEAP", "maundy:8,4", "-1"),
    ("CGS-HEAP", "maundy:8,5", "-3"),
    ("CGS-HEAP", "maundy:8,6", "-1"),
    ("CGS-HEAP", "maundy:8,7", "-3"),
    ("CGS-HEAP", "maundy:8,8", "0"),
    // CgscriptTest, "process infix ops": `G Heat T`.
    ("CGS-INFIX", "heat(*, 2)", "+-2"),
    ("CGS-INFIX", "heat(*2, 2)", "+-{2,{4|0}}"),
    ("CGS-INFIX", "heat(^, 2)", "{2||0|-4}"),
    ("CGS-INFIX", "heat(^*, 2)", "{2,{4|0}|-2}"),
    ("CGS-INFIX", "heat(^^, 2)", "{2||0,+-2|-4}"),
    ("CGS-INFIX", "heat(^^, *)", "0"),
    // CompoundGameTestCase, disjunctive sums ('{*|*}' is CGSuite's uncanonicalised {*|*}).
    ("CGS-SUM", "(1/2) + (1/4)", "3/4"),
    ("CGS-SUM", "(*5) + (*6)", "*3"),
    ("CGS-SUM", "(+-1) + (^^)", "{1^^|-1^^}"),
    ("CGS-SUM", "({1|0}) + (0)", "{1|0}"),
    ("CGS-SUM", "({*|*}) + (3)", "3"),
    // CompoundGameTestCase, ordinal sums (the fifth row, '{*|*}' : 3 = ^[3], needs the
    // uncanonicalised form {*|*}, which the notation does not keep: not a row here).
    ("CGS-ORD", "ordinalsum(1/2, 1/4)", "9/16"),
    ("CGS-ORD", "ordinalsum(*5, *6)", "*11"),
    (
        "CGS-ORD",
        "ordinalsum(+-1, ^^)",
        "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}",
    ),
    ("CGS-ORD", "ordinalsum({1|0}, 0)", "{1|0}"),
    // GameTest: Overheat, Pow, PowTo with integer exponents.
    (
        "CGS-GAME",
        "overheat({3||2+*|1+*}, *, 1+*)",
        "{1||+-(1*)|-1,{-1|-3}}",
    ),
    ("CGS-GAME", "overheat(7/16, 0, 0)", "^[3]"),
    ("CGS-GAME", "pow(^, 3)", "^<3>"),
    ("CGS-GAME", "pow({0||0|-2}, 3)", "{0||0|-2,{0|-2,{0|-2}}}"),
    ("CGS-GAME", "powto(^, 3)", "^[3]"),
    ("CGS-GAME", "powto({0||0|-2}, 3)", "{Tiny(2)||0|-2|||0|-2}"),
    ("CGS-GAME", "powto(+-1, 3)", "{1,{1,+-1|-1}|-1}"),
];

/// `CGS-DAWSON`: the published nim values of Dawson's Kayles heaps 0 to 20.
const DAWSON: &str = "[0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3]";

/// Rows of other programs' test tables: (source, expression, published value).
const OTHER: [(&str, &str, &str); 5] = [
    ("MCGS", "elephants:T.F.T.T", "1*"),
    ("MCGS", "elephants:T.F.T.T + elephants:F.T.F.F", "{*|-1*}"),
    ("MCGS", "elephants:T.F.T.T + elephants:F.F.T.F", "0"),
    ("MCGS", "elephants:T.....TF.....F", "0"),
    ("CGT", "toppling:lrrll", "{1|*}"),
];

fn value(arena: &mut Arena, text: &str) -> GameId {
    parse(arena, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The options written `{a,b,…}` as a sorted list of values (split at the top-level commas).
fn option_list(arena: &mut Arena, text: &str) -> Vec<GameId> {
    let inner = &text[1..text.len() - 1];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.is_empty() {
        parts.push(&inner[start..]);
    }
    let mut options: Vec<GameId> = parts.iter().map(|p| value(arena, p)).collect();
    options.sort();
    options
}

fn sorted(mut v: Vec<GameId>) -> Vec<GameId> {
    v.sort();
    v
}

/// The `CGS-CSG` table: every property of the 13 games; the number of values checked.
fn check_csg(arena: &mut Arena, rows: &mut Vec<Row>) -> usize {
    let mut checked = 0usize;
    for (input, form, birthday, lo, ls, m, ro, rs, t, classes) in CSG {
        let g = value(arena, input);
        assert_eq!(to_string(arena, g), form, "CGS-CSG {input}: form");
        assert_eq!(
            arena.birthday(g).to_string(),
            birthday,
            "CGS-CSG {input}: birthday"
        );
        let want_left = option_list(arena, lo);
        assert_eq!(
            sorted(arena.left_options(g)),
            want_left,
            "CGS-CSG {input}: left options"
        );
        let want_right = option_list(arena, ro);
        assert_eq!(
            sorted(arena.right_options(g)),
            want_right,
            "CGS-CSG {input}: right options"
        );
        assert_eq!(
            left_stop(arena, g).to_string(),
            ls,
            "CGS-CSG {input}: left stop"
        );
        assert_eq!(
            right_stop(arena, g).to_string(),
            rs,
            "CGS-CSG {input}: right stop"
        );
        assert_eq!(mean(arena, g).to_string(), m, "CGS-CSG {input}: mean");
        assert_eq!(
            temperature(arena, g).to_string(),
            t,
            "CGS-CSG {input}: temperature"
        );
        let number = arena.as_number(g);
        let (l, r) = arena.stops(g);
        let zero = gamecore::partizan::dyadic::Dyadic::ZERO;
        let nimber = matches!(arena.as_compact(g), Some((x, 0, _)) if x == zero);
        let got = [
            // Infinitesimal: both stops 0 (CGSuite counts 0 in).
            l == zero && r == zero,
            number.map_or(false, gamecore::partizan::dyadic::Dyadic::is_integer),
            nimber,
            number.is_some(),
        ];
        assert_eq!(got, classes, "CGS-CSG {input}: classes");
        checked += 8 + 4;
        rows.push((input, "CGS-CSG", form));
    }
    checked
}

/// A row's mismatch, if any: `input` and `want` are read and compared as games.
fn mismatch(arena: &mut Arena, source: &str, input: &str, want: &str) -> Option<String> {
    let g = value(arena, input);
    let w = value(arena, want);
    (g != w).then(|| {
        format!(
            "{source} {input}: {} (published {want})",
            to_string(arena, g)
        )
    })
}

#[test]
fn published_rows_are_read_and_match() {
    let mut arena = Arena::new();
    let mut rows: Vec<Row> = Vec::new();
    let mut checked = check_csg(&mut arena, &mut rows);
    for (source, input, want) in EVAL {
        let g = value(&mut arena, input);
        let w = value(&mut arena, want);
        assert_eq!(
            g,
            w,
            "{source} {input}: {} (published {want})",
            to_string(&arena, g)
        );
        checked += 1;
    }
    for (input, want) in FORMS {
        let g = value(&mut arena, input);
        let w = value(&mut arena, want);
        assert_eq!(
            g,
            w,
            "CGS-FORMS {input}: {} (published {want})",
            to_string(&arena, g)
        );
        checked += 1;
    }
    for (input, want) in WW {
        let g = value(&mut arena, input);
        let w = value(&mut arena, want);
        assert_eq!(
            g,
            w,
            "WW {input}: {} (published {want})",
            to_string(&arena, g)
        );
        checked += 1;
    }
    let mut mismatches = Vec::new();
    for (source, input, want) in CITED.iter().chain(&OTHER) {
        mismatches.extend(mismatch(&mut arena, source, input, want));
        checked += 1;
    }
    let dawson: Vec<&str> = DAWSON[1..DAWSON.len() - 1].split(',').collect();
    // Heaps 2 to 20 (a path needs an edge).
    for (n, nim) in dawson.iter().enumerate().skip(2) {
        let input = format!("arckayles:{}", "e".repeat(n - 1));
        let nimber = format!("*{nim}");
        mismatches.extend(mismatch(&mut arena, "CGS-DAWSON", &input, &nimber));
        checked += 1;
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    // 13 games x 12 properties, 33 + 24 CGSuite rows, 8 Winning Ways rows, the other CGSuite
    // files' rows.
    assert_eq!(
        checked,
        13 * 12 + 33 + 24 + 8 + CITED.len() + OTHER.len() + 19
    );
    assert_eq!(rows.len(), 13);
    // CGSuite's printed forms of the evaluated rows, where it prints in our notation.
    for (input, printed) in [
        ("cool({3||2*|1*}, 1/4)", "{11/4||2|3/2}"),
        ("heat({3||2*|1*}, 1)", "{4|||3|1||0|-2}"),
        ("norton(^, ^)", "{^^*||0|v4}"),
        ("Tiny(2)", "{0||0|-2}"),
    ] {
        let g = value(&mut arena, input);
        assert_eq!(to_string(&arena, g), printed, "{input}");
    }
}

/// CGSuite's Toads-and-Frogs row (`ttttt..fffff`, twelve cells; 0.01 s in the test profile).
#[test]
fn toads_row_of_cgsuite() {
    let mut arena = Arena::new();
    let g = value(&mut arena, "toads:ttttt..fffff");
    let w = value(
        &mut arena,
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
    );
    assert_eq!(g, w, "{}", to_string(&arena, g));
}
