//! The page in a real headless Chromium, driven over WebDriver: every view renders (a
//! screenshot, checked not blank, saved under target/web-test/), the Heap games and Values
//! views show exactly what `explore … --format tsv` prints (each field under a name), misère
//! quotients, the catalogue and Hackenbush strings chosen in their lists show what `explore
//! misere`, `explore list` and `explore hackenbush` print, as loopy games' outcomes and γ
//! what `explore loopy` prints, the engine wins Domineering played
//! by clicks from a lost start, the user wins Nim by following the hints, every permalink
//! restores its view, the Board games view shows the nim values of Cram boards (10×10 region
//! by region, and a region past 64 cells refused in the command line's words), Chomp
//! staircases and a Node Kayles graph that the literature gives (and the command line prints),
//! a long Cram search is cancelled (the page cross-origin isolated, so the search itself
//! stops at its next progress point), a long run shows the progress line a terminal would
//! show, a board's time is printed by the page's clock, Cram and Chomp are played by clicks with the engine's
//! replies and `why` as the command line's session prints them, Node Kayles on an inline graph
//! is won by clicking the hinted vertices with the command line's transcript (and its
//! permalink restores the game), the console stays free of errors, and the budgets hold
//! (files ≤ 2 MB, first paint to interactive ≤ 1 s, `#octal=0.07`'s proved period ≤ 1 s, the
//! empty 4×4 Domineering value ≤ 2 s). Without Chromium and chromedriver it says it is
//! skipped.

mod common;

use common::{base64_decode, build_page, dirs, Browser};
use explore::commands::run_captured;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const LONG: Duration = Duration::from_secs(45);

/// What `explore ARGS…` prints on stdout.
fn cli(args: &[&str]) -> (String, String) {
    let args: Vec<String> = args.iter().map(ToString::to_string).collect();
    let captured = run_captured(&args, "");
    (captured.stdout, captured.stderr)
}

/// The TSV line a view's table shows (kept whole in its `data-tsv`), after checking that a
/// line of `fields` fields is shown under as many labels, one cell a field.
fn tsv(browser: &Browser, id: &str, fields: usize) -> String {
    let shown = browser.run(
        "const t = document.getElementById(arguments[0]); \
         return [t.dataset.tsv || '', [...t.rows].map((r) => [...r.cells].map((c) => c.textContent))];",
        &json!([id]),
    );
    let line = shown[0].as_str().unwrap_or_default().to_string();
    let rows: Vec<Vec<String>> = serde_json::from_value(shown[1].clone()).unwrap();
    if line.is_empty() {
        assert!(rows.is_empty(), "{id}: no line, yet {rows:?}");
    } else {
        let values: Vec<&str> = line.trim_end_matches('\n').split('\t').collect();
        assert_eq!(values.len(), fields, "{id}: {line:?}");
        assert_eq!(rows.len(), 2, "{id}: labels, then the values: {rows:?}");
        assert_eq!(rows[0].len(), fields, "{id}: the labels {:?}", rows[0]);
        assert!(rows[0].iter().all(|label| !label.is_empty()), "{rows:?}");
        assert_eq!(rows[1], values, "{id}");
    }
    line
}

fn text(browser: &Browser, id: &str) -> String {
    browser
        .run(
            "return document.getElementById(arguments[0]).textContent;",
            &json!([id]),
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Waits until `view` has finished showing `key` (the page sets `data-done`).
fn wait_done(browser: &Browser, view: &str, key: &str) {
    browser.wait(
        "return document.getElementById(arguments[0]).dataset.done === arguments[1];",
        &json!([view, key]),
        LONG,
    );
}

fn done_ms(browser: &Browser, view: &str) -> f64 {
    browser
        .run(
            "return Number(document.getElementById(arguments[0]).dataset.ms);",
            &json!([view]),
        )
        .as_f64()
        .expect("a time")
}

/// Saves a screenshot as `name`.png under target/web-test/ after checking, by decoding it in
/// the page itself, that it is not blank: several colours, and a fair share of pixels off the
/// background.
fn screenshot(browser: &Browser, out: &Path, name: &str) {
    let png = browser.screenshot();
    let counted = browser.run_async(
        "const [data, done] = arguments; const image = new Image();
         image.onload = () => {
           const canvas = document.createElement('canvas');
           canvas.width = image.width; canvas.height = image.height;
           const g = canvas.getContext('2d'); g.drawImage(image, 0, 0);
           const d = g.getImageData(0, 0, image.width, image.height).data;
           const colours = new Set(); let off = 0, all = 0;
           for (let i = 0; i < d.length; i += 4 * 7) {
             const c = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
             colours.add(c); all++;
             if (c !== ((d[0] << 16) | (d[1] << 8) | d[2]) && c !== 0xfafafa) off++;
           }
           done([colours.size, off / all]);
         };
         image.src = 'data:image/png;base64,' + data;",
        &json!([png]),
    );
    let colours = counted[0].as_u64().unwrap_or(0);
    let share = counted[1].as_f64().unwrap_or(0.0);
    assert!(
        colours >= 8 && share > 0.05,
        "{name}: the screenshot looks blank ({colours} colours, {share:.3} drawn)"
    );
    std::fs::write(out.join(format!("{name}.png")), base64_decode(&png)).expect("saved");
    println!(
        "screenshot {name}.png: {colours} colours, {:.0}% drawn",
        share * 100.0
    );
}

/// With `BROWSER_TEST_CPU=FILE` set, prints `cpu STEP SECONDS` on stderr: the CPU that FILE
/// counts when `step` ends. FILE is a cgroup's `cpuacct.usage` (nanoseconds, cgroup v1) or
/// `cpu.stat` (`usage_usec`, v2) holding this test's processes, Chromium's among them, which
/// is how scripts/sh/test-budget.sh shares the test's CPU out among its steps.
fn step_done(step: &str) {
    let Ok(file) = std::env::var("BROWSER_TEST_CPU") else {
        return;
    };
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let nanoseconds = match text.lines().find_map(|l| l.strip_prefix("usage_usec ")) {
        Some(micro) => micro.trim().parse::<f64>().unwrap_or(f64::NAN) * 1e3,
        None => text.trim().parse::<f64>().unwrap_or(f64::NAN),
    };
    eprintln!("cpu {step} {:.3}", nanoseconds / 1e9);
}

#[test]
fn the_page_in_chromium() {
    if !Path::new(CHROMIUM).exists() || !Path::new(CHROMEDRIVER).exists() {
        println!("browser test SKIPPED – install chromium chromium-driver");
        return;
    }
    let web = build_page();
    let (_, target) = dirs();
    let out = target.join("web-test");
    std::fs::create_dir_all(&out).expect("target/web-test");

    // The page's files together.
    let bytes: u64 = std::fs::read_dir(&web)
        .expect("target/web")
        .flatten()
        .filter_map(|e| e.metadata().ok())
        .filter(std::fs::Metadata::is_file)
        .map(|m| m.len())
        .sum();
    println!("budget: the page's files: {bytes} bytes (at most 2 MB)");
    assert!(bytes <= 2_000_000, "the page's files take {bytes} bytes");

    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let base = format!("http://{}/", listener.local_addr().expect("an address"));
    let root = web.clone();
    std::thread::spawn(move || web::serve::serve(&listener, &root));
    let browser = &Browser::start(CHROMIUM, CHROMEDRIVER, &out.join("profile"));

    // Heap games, from its permalink: first paint to interactive, the proved period.
    browser.navigate(&format!("{base}#octal=0.07"));
    wait_done(browser, "view-heap", "octal=0.07");
    // The module may be ready before the first paint (its compiled code cached by an earlier
    // run), and the paint's time is recorded when it comes.
    browser.wait(
        "return window.__explore.firstPaint !== null;",
        &json!([]),
        LONG,
    );
    let marks = browser.run("return window.__explore;", &json!([]));
    let (paint, ready) = (
        marks["firstPaint"].as_f64().expect("first paint"),
        marks["ready"].as_f64().expect("ready"),
    );
    let octal_ms = done_ms(browser, "view-heap");
    println!(
        "budget: first paint {paint:.0} ms → interactive {ready:.0} ms: {:.0} ms (at most 1000)",
        ready - paint
    );
    println!("budget: #octal=0.07's proved period shown {octal_ms:.0} ms after navigation (at most 1000)");
    assert!(ready - paint <= 1000.0);
    assert!(octal_ms <= 1000.0);
    assert!(text(browser, "heap-text").contains("period 34, pre-period 53: proved"));
    assert!(
        text(browser, "heap-svg").contains("G(n)")
            || browser.run(
                "return document.querySelector('#heap-svg svg') !== null;",
                &json!([])
            ) == Value::Bool(true)
    );
    screenshot(browser, &out, "heap");

    // Each view says what it computes, in a paragraph folded under its form.
    let abouts = browser.run(
        "return ['heap', 'value', 'board', 'play'].map((v) =>
           [...document.querySelectorAll('#view-' + v + ' details.about p')]
             .map((p) => p.textContent.length).reduce((a, b) => a + b, 0));",
        &json!([]),
    );
    let lengths: Vec<u64> = serde_json::from_value(abouts).unwrap();
    assert!(lengths.iter().all(|&n| n > 200), "{lengths:?}");
    clicks_reach_only_what_is_clickable(browser);
    step_done("start");
    codes_and_expressions(browser, &base, &out);
    step_done("codes_and_expressions");
    misere_quotients(browser, &out);
    step_done("misere_quotients");
    catalogue_and_hackenbush(browser);
    step_done("catalogue_and_hackenbush");
    loopy_outcomes(browser);
    step_done("loopy_outcomes");
    weighted_totals(browser);
    step_done("weighted_totals");
    play_games(browser, &base, &out);
    step_done("play_games");
    board_values(browser, &out);
    step_done("board_values");
    play_boards(browser, &out);
    step_done("play_boards");
    play_large_cram(browser, &out);
    step_done("play_large_cram");
    play_node_kayles(browser, &base, &out);
    step_done("play_node_kayles");
    play_loopy(browser, &base, &out);
    step_done("play_loopy");
    play_weighted(browser, &base, &out);
    step_done("play_weighted");
    cancel(browser);
    step_done("cancel");
    permalinks(browser, &base);

    // No console errors anywhere on the way.
    let errors: Vec<Value> = browser
        .console()
        .into_iter()
        .filter(|entry| entry["level"] == "SEVERE")
        .collect();
    assert!(errors.is_empty(), "console errors: {errors:?}");
}

/// The clicks of this test are mouse actions, sent once the page has found the element in
/// view and not covered (what WebDriver's element click checks): a missing, hidden or covered
/// element is refused.
fn clicks_reach_only_what_is_clickable(browser: &Browser) {
    assert!(browser.clickable("#tab-heap").is_ok());
    assert_eq!(
        browser.clickable("#no-such-element"),
        Err("nothing matches".into())
    );
    assert_eq!(browser.clickable("#cancel"), Err("not displayed".into()));
    browser.run(
        "const cover = document.createElement('div');
         cover.id = 'cover';
         cover.style = 'position: fixed; inset: 0; z-index: 9';
         document.body.append(cover);",
        &json!([]),
    );
    let covered = browser.clickable("#tab-heap");
    browser.run("document.getElementById('cover').remove();", &json!([]));
    assert!(
        covered
            .as_ref()
            .is_err_and(|why| why.starts_with("covered by <div id=\"cover\"")),
        "{covered:?}"
    );
}

/// Ten codes and twenty expressions show what the command line prints, their TSV lines under
/// labels; the Values view's screenshot; the 4x4 Domineering budget.
fn codes_and_expressions(browser: &Browser, base: &str, out: &Path) {
    // Ten codes: the TSV line the command line prints.
    let codes = [
        ("octal", "0.07"),
        ("octal", ".77"),
        ("octal", "4.7"),
        ("octal", "0.137"),
        ("octal", "0.6"),
        ("octal", "0.51"),
        ("hex", "0.F"),
        ("subtraction", "1,3,4"),
        ("seq", "lasker"),
        ("octal", "0.8z"),
    ];
    for (kind, code) in codes {
        browser.run(
            "location.hash = arguments[0];",
            &json!([format!("#{kind}={code}")]),
        );
        wait_done(browser, "view-heap", &format!("{kind}={code}"));
        let (stdout, stderr) = cli(&[kind, code, "--format", "tsv"]);
        assert_eq!(tsv(browser, "heap-tsv", 15), stdout, "{kind} {code}");
        if stdout.is_empty() {
            // A refusal: the command line's words.
            assert_eq!(text(browser, "heap-error"), stderr, "{kind} {code}");
        }
    }

    // Twenty expressions, two of them refused.
    let expressions = [
        "{3||2|1}",
        "{1|-1} + ^",
        "*3",
        "3/4",
        "+-1",
        "{2|0||-1}",
        "^ + ^ + *",
        "-^",
        "v + *",
        "{0|*}",
        "domineering:..|..",
        "toads:TT.F",
        "2^3",
        "{5|-5} + {3|-3}",
        "1/2 + 1/4",
        "{10|{5|0}}",
        "*2 + *3",
        "-{3|1}",
        "{1|",
        "{1|-1} + *1023",
    ];
    browser.click("#tab-value");
    wait_done(browser, "view-value", "value={3||2|1}");
    for expression in expressions {
        browser.type_into("#value-input", expression);
        browser.click("#value-form button");
        wait_done(browser, "view-value", &format!("value={expression}"));
        let (stdout, stderr) = cli(&["value", "--format", "tsv", "--", expression]);
        assert_eq!(tsv(browser, "value-tsv", 7), stdout, "{expression}");
        if stdout.is_empty() {
            assert_eq!(text(browser, "value-error"), stderr, "{expression}");
        }
    }
    browser.navigate(&format!("{base}#value=%7B3%7C%7C2%7C1%7D"));
    wait_done(browser, "view-value", "value={3||2|1}");
    assert!(text(browser, "value-text").contains("temperature"));
    screenshot(browser, out, "value");

    // The empty 4×4 Domineering value, fresh from its permalink.
    browser.navigate("about:blank");
    browser.navigate(&format!(
        "{base}#value=domineering%3A....%7C....%7C....%7C...."
    ));
    wait_done(
        browser,
        "view-value",
        "value=domineering:....|....|....|....",
    );
    let domineering_ms = done_ms(browser, "view-value");
    println!("budget: the empty 4x4 Domineering value shown {domineering_ms:.0} ms after navigation (at most 2000)");
    assert!(domineering_ms <= 2000.0);
    assert_eq!(
        tsv(browser, "value-tsv", 7),
        cli(&[
            "value",
            "--format",
            "tsv",
            "--",
            "domineering:....|....|....|...."
        ])
        .0
    );
}

/// Misère quotients in the Heap games view (no picture): the text and the TSV line, a sum's
/// answer (no TSV line: the command takes none with --sum), and a refusal.
fn misere_quotients(browser: &Browser, out: &Path) {
    // Chosen in the list, as a user does (the tab's own run done first: its route would set
    // the list back).
    browser.click("#tab-heap");
    wait_done(browser, "view-heap", "octal=0.07");
    for (code, options) in [
        ("0.75", ""),
        ("0.123", ""),
        ("0.75", " --sum 3,5,1000"),
        ("0.8z", ""),
    ] {
        let input = format!("{code}{options}");
        browser.run(
            "document.getElementById('heap-kind').value = 'misere';",
            &json!([]),
        );
        browser.type_into("#heap-input", &input);
        browser.click("#heap-form button");
        wait_done(browser, "view-heap", &format!("misere={input}"));
        let args: Vec<&str> = ["misere"].into_iter().chain(input.split(' ')).collect();
        let (stdout, stderr) = cli(&args);
        assert_eq!(text(browser, "heap-text"), stdout, "{input}");
        assert_eq!(text(browser, "heap-error"), stderr, "{input}");
        assert_eq!(text(browser, "heap-svg"), "", "{input}");
        let line = if options.is_empty() {
            cli(&[&args[..], &["--format", "tsv"]].concat()).0
        } else {
            String::new()
        };
        assert_eq!(tsv(browser, "heap-tsv", 6), line, "{input}");
        if input == "0.123" {
            screenshot(browser, out, "misere");
        }
    }
}

/// The catalogue, listed in the Heap games view, and Blue-Red Hackenbush strings worked out in
/// the Values view, each chosen in its list: the command line's text, and a bad string refused
/// in its words.
fn catalogue_and_hackenbush(browser: &Browser) {
    browser.run("location.hash = '#octal=0.07';", &json!([]));
    wait_done(browser, "view-heap", "octal=0.07");
    browser.run(
        "const s = document.getElementById('heap-kind'); s.value = 'list';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    browser.click("#heap-form button");
    wait_done(browser, "view-heap", "list=");
    assert_eq!(text(browser, "heap-text"), cli(&["list"]).0);
    assert_eq!(tsv(browser, "heap-tsv", 0), "");
    assert_eq!(text(browser, "heap-svg"), "");

    browser.click("#tab-value");
    wait_done(browser, "view-value", "value={3||2|1}");
    browser.run(
        "const s = document.getElementById('value-kind'); s.value = 'hackenbush';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    for string in ["BBRB", "RRLBR", "BXR"] {
        browser.type_into("#value-input", string);
        browser.click("#value-form button");
        wait_done(browser, "view-value", &format!("hackenbush={string}"));
        let (stdout, stderr) = cli(&["hackenbush", "--", string]);
        assert_eq!(text(browser, "value-text"), stdout, "{string}");
        assert_eq!(text(browser, "value-error"), stderr, "{string}");
        assert_eq!(tsv(browser, "value-tsv", 0), "", "{string}");
        assert_eq!(text(browser, "value-svg"), "", "{string}");
    }
    assert!(text(browser, "value-error").starts_with("error: "));
}

/// Loopy games in the Board games view, chosen in its list (its example graph: wins, losses,
/// a draw and an infinite γ), then a sum of tokens and a bad vertex: `explore loopy`'s words.
fn loopy_outcomes(browser: &Browser) {
    const GRAPH: &str = "0>1,1>0,1>2,3>4,4>3,4>2,3>3";
    browser.run("location.hash = '#cram=3x5';", &json!([]));
    wait_done(browser, "view-board", "cram=3x5");
    browser.run(
        "const s = document.getElementById('board-kind'); s.value = 'loopy';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    for input in [
        GRAPH.to_string(),
        format!("{GRAPH} --sum 4,1"),
        format!("{GRAPH} --sum 9"),
    ] {
        browser.type_into("#board-input", &input);
        browser.click("#board-form button");
        wait_done(browser, "view-board", &format!("loopy={input}"));
        let args: Vec<&str> = ["loopy"].into_iter().chain(input.split(' ')).collect();
        let (stdout, stderr) = cli(&args);
        assert_eq!(text(browser, "board-text"), stdout, "{input}");
        assert_eq!(text(browser, "board-error"), stderr, "{input}");
        // The graph drawn, each vertex by its outcome, for the table (not for a sum).
        let drawn = browser.run(
            "return [...document.querySelectorAll('#board-loopy-picture button')]
                      .map((b) => b.className + ' ' + b.title);",
            &json!([]),
        );
        let expected = if input == GRAPH {
            json!([
                "outcome-loss loss, γ = 0",
                "outcome-win win, γ = 1",
                "outcome-loss loss, γ = 0",
                "outcome-draw draw, γ = ∞",
                "outcome-win win, γ = ∞(0)"
            ])
        } else {
            json!([])
        };
        assert_eq!(drawn, expected, "{input}");
        assert_eq!(
            board_play_link(browser),
            if stderr.is_empty() {
                json!("#play=loopy:0%3E1,1%3E0,1%3E2,3%3E4,4%3E3,4%3E2,3%3E3%200")
            } else {
                Value::Null
            },
            "{input}"
        );
    }
    assert!(text(browser, "board-error").starts_with("error: --sum: "));
}

/// The link under a loopy or weighted game's report that plays it in the Play view (its
/// `href` as written), or null where there is none.
fn board_play_link(browser: &Browser) -> Value {
    browser.run(
        "const link = document.getElementById('board-play');
         return link ? link.getAttribute('href') : null;",
        &json!([]),
    )
}

/// The weights drawn in `area` whose labels overlap, as "A/B" pairs (none, in a readable
/// picture).
fn overlapping_weights(browser: &Browser, area: &str) -> Value {
    browser.run(
        "const boxes = [...document.querySelectorAll(arguments[0] + ' text.weight')]
           .map((t) => [t.textContent, t.getBBox()]);
         const overlaps = [];
         boxes.forEach(([a, p], i) => boxes.slice(i + 1).forEach(([b, q]) => {
           if (p.x < q.x + q.width && q.x < p.x + p.width
               && p.y < q.y + q.height && q.y < p.y + p.height) overlaps.push(a + '/' + b);
         }));
         return overlaps;",
        &json!([area]),
    )
}

/// A weighted game in Board games: the command line's report, the graph drawn with a label
/// for each arc's weight and each vertex's two cells of the report in its tooltip; none drawn for TSV, and
/// an edge without its weight refused in the command line's words.
fn weighted_totals(browser: &Browser) {
    const GRAPH: &str = "0>1:2,0>2:7,1>3:0,2>3:1,4>5:3,5>4:4,6>4:1,6>3:9";
    browser.run(
        "const s = document.getElementById('board-kind'); s.value = 'weighted';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    for input in [
        GRAPH.to_string(),
        format!("{GRAPH} --line 6"),
        format!("{GRAPH} --format tsv"),
        "0>1:2, 1>0".to_string(),
    ] {
        browser.type_into("#board-input", &input);
        browser.click("#board-form button");
        wait_done(browser, "view-board", &format!("weighted={input}"));
        let typed = input.replace(", ", ",");
        let args: Vec<&str> = ["weighted"].into_iter().chain(typed.split(' ')).collect();
        let (stdout, stderr) = cli(&args);
        assert_eq!(text(browser, "board-text"), stdout, "{input}");
        if stderr.is_empty() {
            assert_eq!(text(browser, "board-error"), "", "{input}");
        }
        let drawn = browser.run(
            "return [[...document.querySelectorAll('#board-weighted-picture button')]
                       .map((b) => b.title),
                     [...document.querySelectorAll('#board-weighted-picture text.weight')]
                       .map((t) => t.textContent)];",
            &json!([]),
        );
        let expected = if input.starts_with(GRAPH) && !input.contains("tsv") {
            json!([
                [
                    "minimiser to move: 2 in 2 moves, to 1 (weight 2); \
                     maximiser to move: 8 in 2 moves, to 2 (weight 7)",
                    "minimiser to move: 0 in 1 move, to 3 (weight 0); \
                     maximiser to move: 0 in 1 move, to 3 (weight 0)",
                    "minimiser to move: 1 in 1 move, to 3 (weight 1); \
                     maximiser to move: 1 in 1 move, to 3 (weight 1)",
                    "minimiser to move: 0 (no move); maximiser to move: 0 (no move)",
                    "minimiser to move: ∞ (no way out); maximiser to move: ∞, to 5 (weight 3)",
                    "minimiser to move: ∞ (no way out); maximiser to move: ∞, to 4 (weight 4)",
                    "minimiser to move: 9 in 1 move, to 3 (weight 9); \
                     maximiser to move: ∞, to 4 (weight 1)"
                ],
                ["2", "7", "0", "1", "3", "4", "1", "9"]
            ])
        } else {
            json!([[], []])
        };
        assert_eq!(drawn, expected, "{input}");
        assert_eq!(
            overlapping_weights(browser, "#board-weighted-picture"),
            json!([]),
            "{input}"
        );
        let link = board_play_link(browser);
        assert_eq!(link.is_null(), !stderr.is_empty(), "{input}: {link}");
    }
    // Not the command line's words: the page has no files.
    assert_eq!(
        text(browser, "board-error"),
        "error: cannot read 0>1:2,1>0: the page has no files, so a graph is written inline \
         (an inline edge is FROM>TO:WEIGHT: 0>1:2,1>0:3)\n"
    );
    // The report's link plays the graph from vertex 0, as `explore play weighted` does.
    browser.type_into("#board-input", &format!("{GRAPH} --line 6"));
    browser.click("#board-form button");
    wait_done(browser, "view-board", &format!("weighted={GRAPH} --line 6"));
    browser.click("#board-play");
    wait_done(browser, "view-play", &format!("play=weighted:{GRAPH} 0|0"));
    assert_eq!(
        text(browser, "play-text").trim_end(),
        session(&["play", "weighted", GRAPH, "0", "--script"], "")
    );
}

/// Domineering by clicks, Nim by the hints, Toads-and-Frogs by a click; the Play view's
/// screenshot.
fn play_games(browser: &Browser, base: &str, out: &Path) {
    // Domineering by clicks from a start Right wins (2x4, outcome R): the engine wins.
    browser.navigate(&format!("{base}#play=domineering:....|...."));
    wait_done(browser, "view-play", "play=domineering:....|....|0");
    for moves in 1.. {
        // The first empty cell with an empty cell below it: a vertical domino, clicked.
        let pair = browser.run(
            "const cells = [...document.querySelectorAll('#domineering button')];
             const empty = new Set(cells.filter(b => b.textContent === '' && !b.classList.contains('blocked')).map(b => b.dataset.cell));
             for (const cell of empty) { const [r, c] = cell.split(',').map(Number);
               if (empty.has(`${r + 1},${c}`)) return [cell, `${r + 1},${c}`]; }
             return null;",
            &json!([]),
        );
        if pair.is_null() {
            break;
        }
        for cell in pair.as_array().expect("two cells") {
            browser.click(&format!(
                "#domineering button[data-cell='{}']",
                cell.as_str().expect("a cell")
            ));
        }
        wait_done(
            browser,
            "view-play",
            &format!("play=domineering:....|....|{moves}"),
        );
        assert!(moves < 8, "the game does not end");
    }
    let transcript = text(browser, "play-text");
    assert!(
        transcript.contains("you have no move: the engine wins"),
        "{transcript}"
    );
    assert!(
        browser.run(
            "return document.querySelector('#domineering .last') !== null;",
            &json!([])
        ) == Value::Bool(true)
    );
    screenshot(browser, out, "play");

    // Nim by the hints: the user wins.
    browser.navigate(&format!("{base}#play=nim:3,4,5"));
    let mut count = 0;
    wait_done(browser, "view-play", "play=nim:3,4,5|0");
    for _ in 0..20 {
        if text(browser, "play-text").contains("you win") {
            break;
        }
        browser.click("#hint");
        count += 1;
        wait_done(browser, "view-play", &format!("play=nim:3,4,5|{count}"));
        let transcript = text(browser, "play-text");
        let hint = transcript
            .lines()
            .rev()
            .find_map(|line| {
                line.strip_prefix("winning move: ")
                    .or_else(|| line.strip_prefix("winning moves: "))
            })
            .expect("a winning move to follow")
            .split(", ")
            .next()
            .expect("one move")
            .to_string();
        browser.type_into("#move-input", &hint);
        browser.click("#move-form button[type=submit]");
        count += 1;
        wait_done(browser, "view-play", &format!("play=nim:3,4,5|{count}"));
    }
    let transcript = text(browser, "play-text");
    assert!(
        transcript.contains("the engine has no move: you win"),
        "{transcript}"
    );

    // Toads-and-Frogs by clicking a piece.
    browser.navigate(&format!("{base}#play=toads:LL__RR"));
    wait_done(browser, "view-play", "play=toads:LL__RR|0");
    browser.click("#toads button[data-cell='2']");
    wait_done(browser, "view-play", "play=toads:LL__RR|1");
    assert!(text(browser, "play-text").contains("engine: move"));
}

/// The first line of the Board games view's answer (`GAME POSITION: *V`) and the value V.
fn board_value(browser: &Browser) -> (String, u64) {
    let shown = text(browser, "board-text");
    let first = shown.lines().next().unwrap_or_default().to_string();
    let value = first
        .rsplit_once(": *")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or_else(|| panic!("no value in {shown:?}"));
    (first, value)
}

/// Node Kayles in the Board games view: a path of 5 vertices from a file's text and inline (drawn
/// on a circle), and the 10×10 grid graph by name (not drawn), as the command line values them.
fn node_kayles_values(browser: &Browser, out: &Path) {
    // Node Kayles on a path of 5 vertices is Dawson's game (0.137) at 5: *3.
    let graph = "# a path\n5\n1 2\n2 3\n3 4\n4 5\n";
    browser.run(
        "location.hash = '#nodekayles=' + encodeURIComponent(arguments[0]);",
        &json!([graph]),
    );
    wait_done(browser, "view-board", &format!("nodekayles={graph}"));
    assert_eq!(board_value(browser).1, 3);
    let captured = run_captured(&["nodekayles".to_string(), "-".to_string()], graph);
    assert_eq!(
        text(browser, "board-text").lines().next(),
        captured.stdout.lines().next()
    );
    let drawn = "return [document.querySelectorAll('#board-graph-picture button').length,
                         document.querySelectorAll('#board-graph-picture line').length];";
    assert_eq!(
        browser.run(drawn, &json!([])),
        json!([5, 4]),
        "the path drawn"
    );
    screenshot(browser, out, "board");
    // The same path typed inline in the box goes to the command line as its argument.
    let inline = "5:1-2, 2-3,3-4,4-5";
    browser.type_into("#board-graph", inline);
    browser.click("#board-form button");
    wait_done(browser, "view-board", &format!("nodekayles={inline}"));
    assert_eq!(board_value(browser).1, 3);
    let (stdout, _) = cli(&["nodekayles", inline]);
    assert_eq!(
        text(browser, "board-text").lines().next(),
        stdout.lines().next()
    );
    assert_eq!(browser.run(drawn, &json!([])), json!([5, 4]), "{inline}");
    // A graph by name goes there too: the 10×10 grid graph, past 64 vertices, is one mirror
    // (worth 0), as the command line says.
    let named = "grid:10x10";
    browser.type_into("#board-graph", named);
    browser.click("#board-form button");
    wait_done(browser, "view-board", &format!("nodekayles={named}"));
    assert_eq!(board_value(browser).1, 0);
    let (stdout, _) = cli(&["nodekayles", named]);
    let without_time = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| !line.starts_with("time "))
            .map(ToString::to_string)
            .collect()
    };
    assert_eq!(
        without_time(&text(browser, "board-text")),
        without_time(&stdout)
    );
    // Not drawn: past 40 vertices, and not written out.
    assert_eq!(browser.run(drawn, &json!([])), json!([0, 0]), "{named}");
    assert!(stdout.contains("1 mirror (worth 0)"), "{stdout}");
}

/// The Board games view: values from the literature, each also the command line's; the
/// threads refusal; a long Cram search cancelled; Node Kayles from the text box.
fn board_values(browser: &Browser, out: &Path) {
    // Cram on 3×n (Glop's records, 3×3 on: 0 1 1 4 1 3 …): 3×5 = *1, 3×6 = *4; 10×10, past
    // the solver's 64 cells, is *0 by Winning Ways' mirror (valued region by region). Chomp 2×3
    // is *4 (worked by hand: in two rows, (a, a−1) are the P-positions and (3, 3) has
    // options of values 0 to 3); an L of arms 3 and 2 (4,1,1) is Nim with heaps 3 and 2, *1.
    browser.click("#tab-board");
    wait_done(browser, "view-board", "cram=3x5");
    // Each drawn above the text: its cells, and the poisoned one of a Chomp staircase.
    let cases = [
        ("cram", "3x5", 1, [15, 0]),
        ("cram", "3x6", 4, [18, 0]),
        ("cram", "10x10", 0, [100, 0]),
        ("chomp", "2x3", 4, [6, 1]),
        ("chomp", "4,1,1", 1, [6, 1]),
    ];
    for (kind, position, expected, drawn) in cases {
        if kind == "chomp" {
            browser.run(
                "const s = document.getElementById('board-kind'); s.value = 'chomp';
                 s.dispatchEvent(new Event('change'));",
                &json!([]),
            );
        }
        browser.type_into("#board-input", position);
        browser.click("#board-form button");
        wait_done(browser, "view-board", &format!("{kind}={position}"));
        let (first, value) = board_value(browser);
        assert_eq!(value, expected, "{kind} {position}: {first}");
        let cells = browser.run(
            "return [document.querySelectorAll('#board-grid button').length,
                     document.querySelectorAll('#board-grid button.poison').length];",
            &json!([]),
        );
        assert_eq!(cells, json!(drawn), "{kind} {position}");
        let (stdout, _) = cli(&[kind, position]);
        assert_eq!(
            text(browser, "board-text")
                .lines()
                .take(2)
                .collect::<Vec<_>>(),
            stdout.lines().take(2).collect::<Vec<_>>(),
            "{kind} {position}"
        );
        // Timed by the page's clock (the worker's performance.now()), as on a terminal.
        let shown = text(browser, "board-text");
        let time = shown.lines().nth(2).unwrap_or_default();
        assert!(
            time.starts_with("time      ") && time.ends_with(" s"),
            "{kind} {position}: {shown}"
        );
    }

    node_kayles_values(browser, out);

    // Threads are the command line's: refused in the page's words.
    browser.run("location.hash = '#cram=3x5%20--threads%202';", &json!([]));
    wait_done(browser, "view-board", "cram=3x5 --threads 2");
    assert!(
        text(browser, "board-error").contains("--threads is for the command line"),
        "{}",
        text(browser, "board-error")
    );

    // A region past 64 cells is refused before any search, with the command line's words.
    browser.run("location.hash = '#cram=3x22';", &json!([]));
    wait_done(browser, "view-board", "cram=3x22");
    let (_, stderr) = cli(&["cram", "3x22"]);
    assert!(stderr.contains("past the solver's 64 cells"), "{stderr}");
    assert_eq!(text(browser, "board-error"), stderr, "3x22");

    cancel_a_board(browser);
}

/// 6x7 Cram searches for minutes: cancelled, then the new worker answers. The page raises the
/// worker's stop flag as it cancels (seen through `Atomics.store`, which the page's modules
/// share with this script); what the worker does with it, [`stop_flag_ends_a_board_search`].
fn cancel_a_board(browser: &Browser) {
    browser.run("location.hash = arguments[0];", &json!(["#cram=6x7"]));
    browser.wait(
        "return !document.getElementById('busy').hidden;",
        &json!([]),
        LONG,
    );
    browser.run(
        "const store = (window.__store = Atomics.store);
         window.__raised = [];
         Atomics.store = (array, index, value) => {
           window.__raised.push([array.length, index, value]);
           return store(array, index, value);
         };",
        &json!([]),
    );
    browser.click("#cancel");
    wait_done(browser, "view-board", "cram=6x7");
    assert_eq!(text(browser, "board-error"), "cancelled");
    assert_eq!(
        browser.run(
            "Atomics.store = window.__store; return window.__raised;",
            &json!([])
        ),
        json!([[1, 0, 1]]),
        "the stop flag raised once on cancel"
    );
    browser.run("location.hash = '#cram=3x5';", &json!([]));
    wait_done(browser, "view-board", "cram=3x5");
    assert_eq!(board_value(browser).1, 1);
    stop_flag_ends_a_board_search(browser);
}

/// The page is cross-origin isolated (the server's headers), so a cancel also raises the
/// worker's stop flag, which the searches read at their progress points: a worker given each
/// of `runs` (arguments and stdin) with the flag already raised ends it by the trap at once.
fn stop_flag_ends(browser: &Browser, runs: &[(Value, &str)]) {
    assert_eq!(
        browser.run("return self.crossOriginIsolated;", &json!([])),
        Value::Bool(true)
    );
    for (args, stdin) in runs {
        let ended = browser.run_async(
            "const [args, stdin, done] = arguments;
             const stop = new Int32Array(new SharedArrayBuffer(4));
             Atomics.store(stop, 0, 1);
             const worker = new Worker('worker.js');
             worker.onmessage = (event) => {
               if (event.data.ready) {
                 worker.postMessage({ id: 1, args, stdin, stop });
               } else if (event.data.id === 1) {
                 worker.terminate();
                 done(event.data.crashed || 'answered');
               }
             };",
            &json!([args, stdin]),
        );
        assert!(
            ended
                .as_str()
                .is_some_and(|e| e.starts_with("RuntimeError")),
            "a raised stop flag did not end {args} ({stdin:?}): {ended}"
        );
    }
}

/// The board searches end on a raised stop flag: Cram 6x7 would search for minutes (the
/// script would time out), and the Play engine's `why` on Cram 5x6 (75 thousand components)
/// would answer.
fn stop_flag_ends_a_board_search(browser: &Browser) {
    stop_flag_ends(
        browser,
        &[
            (json!(["cram", "6x7"]), ""),
            (json!(["play", "cram", "5x6", "--script"]), "why\n"),
        ],
    );
}

/// The partizan values end on a raised stop flag too, their arenas asking it every 2^16
/// steps: Domineering on 6x5 (refused after its budget of 2·10^7 steps), `{1|-1} + *255`
/// (10^7 steps) and the Play engine's `why` on the empty 5x4 Domineering board would answer.
fn stop_flag_ends_a_partizan_value(browser: &Browser) {
    let board = ".....|.....|.....|.....|.....|.....";
    stop_flag_ends(
        browser,
        &[
            (json!(["domineering", board]), ""),
            (json!(["value", "{1|-1} + *255"]), ""),
            (
                json!([
                    "play",
                    "domineering",
                    "....|....|....|....|....",
                    "--script"
                ]),
                "why\n",
            ),
        ],
    );
}

/// What `explore play ARGS… --script` prints for `input`, without its last line (the end of
/// the input), as the Play view shows it.
fn session(args: &[&str], input: &str) -> String {
    let args: Vec<String> = args.iter().map(ToString::to_string).collect();
    let captured = run_captured(&args, input);
    captured
        .stdout
        .replace("\nend of input: the game is left unfinished\n", "\n")
        .trim_end()
        .to_string()
}

/// Cram boards past the 30 cells the engine searches, played by clicks as the command line
/// plays them: a snake of 36 cells (Dawson's Kayles to the engine) and 8x8 (won by copying).
fn play_large_cram(browser: &Browser, out: &Path) {
    // A snake of 36 cells across an 8×8 board: past the 30 cells the engine takes in other
    // regions, Dawson's Kayles to it; why names the strip, and a click plays as the CLI does.
    let snake = "........|#######.|........|.#######|........|#######.|........|.#######";
    browser.run(
        "location.hash = '#play=cram:' + encodeURIComponent(arguments[0]);",
        &json!([snake]),
    );
    wait_done(browser, "view-play", &format!("play=cram:{snake}|0"));
    browser.click("#why");
    wait_done(browser, "view-play", &format!("play=cram:{snake}|1"));
    browser.click("#cram button[data-cell='1,1']");
    browser.click("#cram button[data-cell='1,2']");
    wait_done(browser, "view-play", &format!("play=cram:{snake}|2"));
    let transcript = text(browser, "play-text");
    assert!(
        transcript.contains("the strip of 36 cells from row 1, column 1 is Dawson's Kayles"),
        "{transcript}"
    );
    let cli = session(
        &["play", "cram", snake, "--script"],
        "why\nplace 1,1 across\n",
    );
    assert_eq!(transcript.trim_end(), cli);
    screenshot(browser, out, "play-cram-snake");

    // Cram 8x8, past the bound but won by copying: the engine answers a click by its image.
    browser.run("location.hash = arguments[0];", &json!(["#play=cram:8x8"]));
    wait_done(browser, "view-play", "play=cram:8x8|0");
    browser.click("#cram button[data-cell='1,1']");
    browser.click("#cram button[data-cell='1,2']");
    wait_done(browser, "view-play", "play=cram:8x8|1");
    let transcript = text(browser, "play-text");
    assert!(
        transcript.contains("\nengine: place 8,7 across\n"),
        "{transcript}"
    );
    let cli = session(&["play", "cram", "8x8", "--script"], "place 1,1 across\n");
    assert_eq!(transcript.trim_end(), cli);
}

/// Cram and Chomp played by clicks: `why`, one move and the engine's reply, as the command
/// line's session prints them; the last move marked; `undo`; a Chomp staircase's shape; a
/// move cancelled before its answer is taken back.
fn play_boards(browser: &Browser, out: &Path) {
    // Cram 3x4 (*1 by Glop's records): why, then a domino across the top-left corner.
    browser.run("location.hash = arguments[0];", &json!(["#play=cram:3x4"]));
    wait_done(browser, "view-play", "play=cram:3x4|0");
    browser.click("#why");
    wait_done(browser, "view-play", "play=cram:3x4|1");
    let transcript = text(browser, "play-text");
    let line = "the region of 12 cells from row 1, column 1 is its own half-turn with a domino \
                across its centre: whoever moves takes it, then answers each move by its image, \
                worth *1\n";
    assert!(transcript.contains(line), "{transcript}");
    browser.click("#cram button[data-cell='1,1']");
    browser.click("#cram button[data-cell='1,2']");
    wait_done(browser, "view-play", "play=cram:3x4|2");
    let transcript = text(browser, "play-text");
    let cli = session(
        &["play", "cram", "3x4", "--script"],
        "why\nplace 1,1 across\n",
    );
    assert_eq!(transcript.trim_end(), cli);
    assert!(transcript.contains("\nengine: place "), "{transcript}");
    let marked = browser.run(
        "return [...document.querySelectorAll('#cram .last')].map(b => b.dataset.cell);",
        &json!([]),
    );
    assert_eq!(marked.as_array().map(Vec::len), Some(2), "{marked}");
    browser.click("#undo");
    wait_done(browser, "view-play", "play=cram:3x4|3");
    let filled = browser.run(
        "return document.querySelectorAll('#cram .filled').length;",
        &json!([]),
    );
    assert_eq!(filled, json!(0));

    // Chomp 3x4: a click takes 2,2 with the cells below and right of it; the engine replies.
    browser.run("location.hash = arguments[0];", &json!(["#play=chomp:3x4"]));
    wait_done(browser, "view-play", "play=chomp:3x4|0");
    browser.click("#chomp button[data-cell='2,2']");
    wait_done(browser, "view-play", "play=chomp:3x4|1");
    browser.click("#why");
    wait_done(browser, "view-play", "play=chomp:3x4|2");
    let transcript = text(browser, "play-text");
    let cli = session(&["play", "chomp", "3x4", "--script"], "take 2,2\nwhy\n");
    assert_eq!(transcript.trim_end(), cli);
    assert!(transcript.contains("\nengine: take "), "{transcript}");
    assert!(transcript.contains("your move> why\n"), "{transcript}");
    screenshot(browser, out, "play-chomp");

    // A staircase: its rows of 5, 3, 3 and 1 cells, shorter rows ended by gaps; a click.
    browser.run("location.hash = '#play=chomp:5,3,3,1';", &json!([]));
    wait_done(browser, "view-play", "play=chomp:5,3,3,1|0");
    let shape = browser.run(
        "return [document.querySelectorAll('#chomp button').length,
                 document.querySelectorAll('#chomp .gap').length,
                 document.querySelector(\"#chomp button[data-cell='2,4']\") === null];",
        &json!([]),
    );
    assert_eq!(shape, json!([12, 8, true]));
    browser.click("#chomp button[data-cell='1,5']");
    wait_done(browser, "view-play", "play=chomp:5,3,3,1|1");
    let cli = session(&["play", "chomp", "5,3,3,1", "--script"], "take 1,5\n");
    assert_eq!(text(browser, "play-text").trim_end(), cli);

    // A move cancelled before the session answers is taken back: the transcript and the
    // permalink stay, and the next move is played on the game as it was. The button is
    // pressed a few microtasks after the move (the run is sent after one), still within the
    // same task, so the worker's reply (a task) cannot have come in between.
    let link = browser.run("return location.hash;", &json!([]));
    browser.run_async(
        "const [done] = arguments;
         (async () => {
           document.getElementById('why').click();
           for (let i = 0; i < 10; i++) await null;
           document.getElementById('cancel').click();
           done();
         })();",
        &json!([]),
    );
    wait_done(browser, "view-play", "play=chomp:5,3,3,1|1");
    assert_eq!(text(browser, "play-error"), "cancelled");
    assert_eq!(text(browser, "play-text").trim_end(), cli);
    assert_eq!(browser.run("return location.hash;", &json!([])), link);
    browser.click("#hint");
    wait_done(browser, "view-play", "play=chomp:5,3,3,1|2");
    let cli = session(
        &["play", "chomp", "5,3,3,1", "--script"],
        "take 1,5\nhint\n",
    );
    assert_eq!(text(browser, "play-text").trim_end(), cli);
}

/// The winning move the last `hint` names in `transcript` (the first of several).
fn hinted(transcript: &str) -> String {
    transcript
        .lines()
        .rev()
        .find_map(|line| {
            line.strip_prefix("winning move: ")
                .or_else(|| line.strip_prefix("winning moves: "))
        })
        .unwrap_or_else(|| panic!("a winning move to follow in {transcript}"))
        .split(", ")
        .next()
        .expect("one move")
        .to_string()
}

/// Node Kayles chosen in the game list (its example graph, a cycle of 8 with a chord, *1) and
/// won by clicking the vertices the hints name, the transcript byte for byte the command
/// line's session on the same inline graph; its permalink restores the game on a fresh load;
/// then [`node_kayles_links`].
fn play_node_kayles(browser: &Browser, base: &str, out: &Path) {
    const GRAPH: &str = "8:1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-1,1-5";
    browser.run("location.hash = '#play=nim:3,4,5';", &json!([]));
    wait_done(browser, "view-play", "play=nim:3,4,5|0");
    browser.run(
        "const s = document.getElementById('play-game'); s.value = 'nodekayles';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    assert_eq!(
        browser.run(
            "return document.getElementById('play-position').value;",
            &json!([])
        ),
        json!(GRAPH)
    );
    browser.click("#play-form button[type=submit]");
    let key = |moves: usize| format!("play=nodekayles:{GRAPH}|{moves}");
    wait_done(browser, "view-play", &key(0));
    let drawn = browser.run(
        "return [document.querySelectorAll('#nodekayles button.vertex').length,
                 document.querySelectorAll('#nodekayles line').length];",
        &json!([]),
    );
    assert_eq!(drawn, json!([8, 9]), "8 vertices and 9 edges");
    // The screenshot after a move and the engine's reply: vertices left, taken, and the last
    // marked.
    let (input, count) = win_by_hints(browser, &key, "take ", "nodekayles", out);
    let transcript = text(browser, "play-text");
    assert!(
        transcript.contains("the engine has no move: you win"),
        "{transcript}"
    );
    assert!(transcript.contains("\nengine: take "), "{transcript}");
    let cli = session(&["play", "nodekayles", GRAPH, "--script"], &input);
    assert_eq!(transcript.trim_end(), cli);
    let marked = browser.run(
        "return document.querySelectorAll('#nodekayles button.last').length;",
        &json!([]),
    );
    assert!(marked.as_u64().unwrap_or(0) >= 1, "{marked}");

    // The game's permalink (the graph's colon after the game's) restores it.
    let link = browser.run("return location.hash;", &json!([]));
    let link = link.as_str().expect("a hash").to_string();
    assert!(
        link.starts_with(&format!("#play=nodekayles:{GRAPH}&moves=")),
        "{link}"
    );
    browser.open_fresh(base, &link);
    wait_done(browser, "view-play", &key(count));
    assert_eq!(text(browser, "play-text"), transcript);

    node_kayles_links(browser, out);
}

/// Wins a game drawn as a graph (in `#{area}`, a button per vertex) by asking for a hint and
/// clicking the vertex it names (the move `{verb}V`), until the user wins; `key(moves)` is the
/// view's key after that many entries. Returns what was typed, as the command line's session
/// takes it, and the count of entries; saves `play-{area}.png` after the first move and reply.
fn win_by_hints(
    browser: &Browser,
    key: &dyn Fn(usize) -> String,
    verb: &str,
    area: &str,
    out: &Path,
) -> (String, usize) {
    let mut input = String::new();
    let mut count = 0;
    while !text(browser, "play-text").contains("you win") {
        browser.click("#hint");
        count += 1;
        wait_done(browser, "view-play", &key(count));
        let hint = hinted(&text(browser, "play-text"));
        let vertex = hint.strip_prefix(verb).expect("a move to a vertex");
        browser.click(&format!("#{area} button[data-vertex='{vertex}']"));
        count += 1;
        wait_done(browser, "view-play", &key(count));
        input.push_str("hint\n");
        input.push_str(&hint);
        input.push('\n');
        if count == 2 {
            screenshot(browser, out, &format!("play-{area}"));
        }
        assert!(count < 20, "the game does not end");
    }
    (input, count)
}

/// A loopy game chosen in the list (its example: a cycle the token can leave and a way into a
/// loop of two), drawn as a directed graph and won by clicking the vertices the hints name, its
/// transcript byte for byte `explore play loopy GRAPH START --script`'s; its permalink restores
/// it.
fn play_loopy(browser: &Browser, base: &str, out: &Path) {
    const POSITION: &str = "0>1,1>2,2>0,2>3,3>4,0>5,5>6,6>5,6>7 0";
    browser.run("location.hash = '#play=nim:3,4,5';", &json!([]));
    wait_done(browser, "view-play", "play=nim:3,4,5|0");
    browser.run(
        "const s = document.getElementById('play-game'); s.value = 'loopy';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    browser.click("#play-form button[type=submit]");
    let key = |moves: usize| format!("play=loopy:{POSITION}|{moves}");
    wait_done(browser, "view-play", &key(0));
    let drawn = browser.run(
        "return [document.querySelectorAll('#loopy button').length,
                 document.querySelectorAll('#loopy line').length,
                 [...document.querySelectorAll('#loopy button.token')].map((b) => b.textContent),
                 [...document.querySelectorAll('#loopy button.vertex')].map((b) => b.textContent)];",
        &json!([]),
    );
    assert_eq!(
        drawn,
        json!([8, 9, ["0"], ["1", "5"]]),
        "8 vertices, 9 moves, the token on 0, moves to 1 and 5"
    );
    let (input, count) = win_by_hints(browser, &key, "to ", "loopy", out);
    let transcript = text(browser, "play-text");
    assert!(transcript.contains("\nengine: to "), "{transcript}");
    let (graph, start) = POSITION.split_once(' ').expect("GRAPH START");
    let cli = session(&["play", "loopy", graph, start, "--script"], &input);
    assert_eq!(transcript.trim_end(), cli);
    // Over: no vertex to click and no move buttons.
    let buttons = browser.run(
        "return document.querySelectorAll('#loopy button.vertex, .legal button').length;",
        &json!([]),
    );
    assert_eq!(buttons, json!(0));

    let link = browser.run("return location.hash;", &json!([]));
    let link = link.as_str().expect("a hash").to_string();
    assert!(link.starts_with("#play=loopy:0%3E1,"), "{link}");
    browser.open_fresh(base, &link);
    wait_done(browser, "view-play", &key(count));
    assert_eq!(text(browser, "play-text"), transcript);
}

/// A weighted game chosen in the list (its example: AtCoder ABC261 Ex's first sample, a
/// tree): drawn with its weights and the total under it; a click on vertex 1 (a mistake: best
/// play is 40) and the engine's reply end it at 103, as the command line's session does. Then,
/// by a permalink, the maximiser against the engine on a graph with two edges of different
/// weights to one vertex: a click there is refused with the command line's words and taken
/// back, a legal move's button plays the heavier edge.
fn play_weighted(browser: &Browser, base: &str, out: &Path) {
    const POSITION: &str = "0>1:1,0>2:10,1>3:100,1>4:102,2>5:20,2>6:30 0";
    const CYCLES: &str = "0>1:1,1>0:2,1>2:3,1>2:8,2>1:4,2>0:5,0>2:6 0 --as max --first engine";
    browser.run("location.hash = '#play=nim:3,4,5';", &json!([]));
    wait_done(browser, "view-play", "play=nim:3,4,5|0");
    browser.run(
        "const s = document.getElementById('play-game'); s.value = 'weighted';
         s.dispatchEvent(new Event('change'));",
        &json!([]),
    );
    browser.click("#play-form button[type=submit]");
    let key = |moves: usize| format!("play=weighted:{POSITION}|{moves}");
    wait_done(browser, "view-play", &key(0));
    let drawn = || {
        browser.run(
            "const area = '#play-weighted';
             return [document.querySelectorAll(area + ' button').length,
                     document.querySelectorAll(area + ' line').length,
                     [...document.querySelectorAll(area + ' text.weight')].map((t) => t.textContent),
                     [...document.querySelectorAll(area + ' button.token')].map((b) => b.textContent),
                     [...document.querySelectorAll(area + ' button.vertex')].map((b) => b.textContent),
                     document.querySelector('#play-board .total').textContent];",
            &json!([]),
        )
    };
    assert_eq!(
        drawn(),
        json!([
            7,
            6,
            ["1", "10", "100", "102", "20", "30"],
            ["0"],
            ["1", "2"],
            "total 0"
        ]),
        "7 vertices, 6 weighted moves, the token on 0, moves to 1 and 2"
    );
    browser.click("#play-weighted button[data-vertex='1']");
    wait_done(browser, "view-play", &key(1));
    screenshot(browser, out, "play-weighted");
    let transcript = text(browser, "play-text");
    let (graph, start) = POSITION.split_once(' ').expect("GRAPH START");
    assert_eq!(
        transcript.trim_end(),
        session(&["play", "weighted", graph, start, "--script"], "to 1\n")
    );
    assert!(
        transcript.contains("engine: to 4 (weight 102)")
            && transcript.contains(
                "the game is over with a total of 103; best play from the start gives 40"
            ),
        "{transcript}"
    );
    assert_eq!(
        drawn(),
        json!([
            7,
            6,
            ["1", "10", "100", "102", "20", "30"],
            ["4"],
            [],
            "total 103 after 2 moves"
        ]),
        "over: the token on 4, no vertex to click"
    );

    browser.run(
        "location.hash = '#play=' + encodeURIComponent('weighted:' + arguments[0]);",
        &json!([CYCLES]),
    );
    let key = |moves: usize| format!("play=weighted:{CYCLES}|{moves}");
    wait_done(browser, "view-play", &key(0));
    weighted_labels_apart(browser, CYCLES);
    browser.click("#play-weighted button[data-vertex='2']");
    wait_done(browser, "view-play", &key(1));
    assert_eq!(
        text(browser, "play-error"),
        "illegal: to 2: edges of weights 3 and 8 go to vertex 2: write to 2 weight W; legal: to \
         0 (weight 2), to 2 (weight 3), to 2 (weight 8)"
    );
    browser.click(".legal button:nth-child(3)");
    wait_done(browser, "view-play", &key(1));
    assert_eq!(text(browser, "play-error"), "");
    let words: Vec<&str> = CYCLES.split(' ').collect();
    let mut args = vec!["play", "weighted"];
    args.extend(&words);
    args.push("--script");
    let cli = session(&args, "to 2 (weight 8)\n");
    assert!(cli.contains("engine: to 1 (weight 4)"), "{cli}");
    assert_eq!(text(browser, "play-text").trim_end(), cli);
    let link = browser.run("return location.hash;", &json!([]));
    let link = link.as_str().expect("a hash").to_string();
    browser.open_fresh(base, &link);
    wait_done(browser, "view-play", &key(1));
    assert_eq!(text(browser, "play-text").trim_end(), cli);
}

/// The weights of the graph `cycles` (open in Play) and of a graph of crossing diameters: the
/// two edges of 1 to 2 are one arc with both weights, and no label lies on another. Leaves
/// `cycles` open as it was.
fn weighted_labels_apart(browser: &Browser, cycles: &str) {
    const DIAMETERS: &str = "0>3:11,1>4:22,2>5:33,3>0:44,4>1:55,5>2:66 0";
    let labels = browser.run(
        "return [...document.querySelectorAll('#play-weighted text.weight')].map((t) => t.textContent);",
        &json!([]),
    );
    assert_eq!(labels, json!(["1", "2", "3, 8", "4", "5", "6"]));
    assert_eq!(overlapping_weights(browser, "#play-weighted"), json!([]));
    // Diameters cross at the centre, where their midpoints are: each label sits nearer its own
    // arc's start.
    browser.run(
        "location.hash = '#play=' + encodeURIComponent('weighted:' + arguments[0]);",
        &json!([DIAMETERS]),
    );
    wait_done(
        browser,
        "view-play",
        &format!("play=weighted:{DIAMETERS}|0"),
    );
    assert_eq!(overlapping_weights(browser, "#play-weighted"), json!([]));
    browser.run(
        "location.hash = '#play=' + encodeURIComponent('weighted:' + arguments[0]);",
        &json!([cycles]),
    );
    wait_done(browser, "view-play", &format!("play=weighted:{cycles}|0"));
}

/// Node Kayles by links: spaces after the commas, as the command line takes them in one word;
/// a cycle of 64 vertices drawn whole. These are followed by a hash change: the page reads a
/// fresh load's address with the same `route`, and a fresh load (a new page and a new worker
/// with its own explore.wasm) costs Chromium about 0.2 CPU-seconds, which the game's permalink
/// above and the permalinks step already spend on that path.
fn node_kayles_links(browser: &Browser, out: &Path) {
    browser.run(
        "location.hash = arguments[0];",
        &json!(["#play=nodekayles:5:1-2,%202-3,%203-4,%204-5&moves=take%202"]),
    );
    wait_done(
        browser,
        "view-play",
        "play=nodekayles:5:1-2, 2-3, 3-4, 4-5|1",
    );
    let cli = session(
        &["play", "nodekayles", "5:1-2, 2-3, 3-4, 4-5", "--script"],
        "take 2\n",
    );
    assert_eq!(text(browser, "play-text").trim_end(), cli);
    assert_eq!(text(browser, "play-error"), "");

    // A cycle of 64 vertices (no part with a vertex of three neighbours, so past the 30 the
    // engine takes elsewhere): drawn whole, and the move and reply are the command line's.
    let edges: Vec<String> = (1..=64).map(|v| format!("{v}-{}", v % 64 + 1)).collect();
    let cycle = format!("64:{}", edges.join(","));
    browser.run(
        "location.hash = arguments[0];",
        &json!([format!("#play=nodekayles:{cycle}&moves=take%2010")]),
    );
    wait_done(browser, "view-play", &format!("play=nodekayles:{cycle}|1"));
    let drawn = browser.run(
        "return document.querySelectorAll('#nodekayles button.vertex').length;",
        &json!([]),
    );
    assert_eq!(
        drawn,
        json!(58),
        "64 less the two moves' three vertices each"
    );
    let cli = session(&["play", "nodekayles", &cycle, "--script"], "take 10\n");
    assert_eq!(text(browser, "play-text").trim_end(), cli);
    assert_eq!(text(browser, "play-error"), "");
    screenshot(browser, out, "play-nodekayles-64");
}

/// Every permalink restores its view, its inputs and its result.
fn permalinks(browser: &Browser, base: &str) {
    let links = [
        ("#octal=0.07", "view-heap", "octal=0.07"),
        ("#hex=0.F", "view-heap", "hex=0.F"),
        ("#subtraction=1,3,4", "view-heap", "subtraction=1,3,4"),
        ("#seq=lasker", "view-heap", "seq=lasker"),
        ("#table=ed%208x8", "view-heap", "table=ed 8x8"),
        ("#misere=0.75", "view-heap", "misere=0.75"),
        ("#list=", "view-heap", "list="),
        ("#hackenbush=BBRB", "view-value", "hackenbush=BBRB"),
        (
            "#loopy=0%3E1,1%3E2,2%3E0",
            "view-board",
            "loopy=0>1,1>2,2>0",
        ),
        (
            "#weighted=0%3E1:2,1%3E0:3,1%3E2:5",
            "view-board",
            "weighted=0>1:2,1>0:3,1>2:5",
        ),
        ("#value=%7B3%7C%7C2%7C1%7D", "view-value", "value={3||2|1}"),
        (
            "#play=domineering:....|....",
            "view-play",
            "play=domineering:....|....|0",
        ),
        (
            "#play=nim:3,4,5&moves=hint/heap%201%20take%202",
            "view-play",
            "play=nim:3,4,5|2",
        ),
        ("#play=wythoff:3%205", "view-play", "play=wythoff:3 5|0"),
        ("#chomp=5,3,3,1", "view-board", "chomp=5,3,3,1"),
        ("#play=chomp:4x5", "view-play", "play=chomp:4x5|0"),
        (
            "#play=green:0-1,1-2,1-3,2-3",
            "view-play",
            "play=green:0-1,1-2,1-3,2-3|0",
        ),
        ("#play=bluered:BBR,RB", "view-play", "play=bluered:BBR,RB|0"),
        (
            "#play=cutcake:3x4,2x2",
            "view-play",
            "play=cutcake:3x4,2x2|0",
        ),
        (
            "#play=octal:0.07%20--heaps%205,9,12",
            "view-play",
            "play=octal:0.07 --heaps 5,9,12|0",
        ),
    ];
    for (link, view, key) in links {
        browser.open_fresh(base, link);
        wait_done(browser, view, key);
        let visible = browser.run(
            "return !document.getElementById(arguments[0]).hidden;",
            &json!([view]),
        );
        assert_eq!(visible, Value::Bool(true), "{link}");
        if link.contains("&moves=") {
            let transcript = text(browser, "play-text");
            assert!(
                transcript.contains("your move> heap 1 take 2\n"),
                "{transcript}"
            );
        }
        let error = text(
            browser,
            &view
                .replace("view-", "")
                .replace("heap", "heap-error")
                .replace("value", "value-error")
                .replace("board", "board-error")
                .replace("play", "play-error"),
        );
        assert!(!error.starts_with("error:"), "{link}: {error}");
        step_done(&format!("permalink {link}"));
    }
}

/// A long run shows its time and its progress line and is cancelled by the button; the new
/// worker then answers. The partizan values end on a raised stop flag too.
fn cancel(browser: &Browser) {
    // Lasker's Nim is O(n²): to 300000 it runs for minutes.
    browser.run(
        "location.hash = arguments[0];",
        &json!(["#seq=lasker%20--upto%20300000"]),
    );
    browser.wait(
        "return !document.getElementById('busy').hidden;",
        &json!([]),
        LONG,
    );
    let seconds: f64 = text(browser, "busy-seconds").parse().expect("seconds");
    assert!(seconds >= 0.2, "{seconds}");
    // The run's progress line, as a terminal shows it, renewed twice a second in the page; its
    // rate and time left come once the run has taken half a second.
    browser.wait(
        "return document.getElementById('busy-progress').textContent.includes(' values a second');",
        &json!([]),
        LONG,
    );
    let progress = text(browser, "busy-progress");
    assert!(
        progress.starts_with("lasker: n = ") && progress.contains(" of 300000, "),
        "{progress}"
    );
    browser.click("#cancel");
    wait_done(browser, "view-heap", "seq=lasker --upto 300000");
    assert_eq!(text(browser, "heap-error"), "cancelled");
    browser.run("location.hash = arguments[0];", &json!(["#octal=.77"]));
    wait_done(browser, "view-heap", "octal=.77");
    assert_eq!(
        tsv(browser, "heap-tsv", 15),
        cli(&["octal", ".77", "--format", "tsv"]).0
    );
    stop_flag_ends_a_partizan_value(browser);
}
