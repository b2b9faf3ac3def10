// The page: four views over explore.wasm (see explore.js), each restored from the URL's hash.
// Every result shown is what `explore …` prints for the same arguments: the text, the TSV line
// and the SVG picture come from the command line's own code, run in a worker. The boards and
// graphs drawn are the page's own, read from the position typed or the session's transcript.
import * as explore from "./explore.js";

const $ = (id) => document.getElementById(id);
const HEAP_KINDS = ["octal", "hex", "subtraction", "seq", "table", "misere", "list"];
const BOARD_KINDS = ["cram", "chomp", "nodekayles", "loopy", "weighted"];
// What the test reads: when the page became interactive, and when each view last finished.
const marks = { ready: null, firstPaint: null };
window.__explore = marks;

// ---------- progress and cancel ----------
explore.onBusy((seconds, progress) => {
  const busy = $("busy");
  busy.hidden = seconds === null || seconds < 0.2;
  if (seconds !== null) $("busy-seconds").textContent = seconds.toFixed(1);
  $("busy-progress").textContent = seconds !== null && progress ? progress : "";
});
$("cancel").addEventListener("click", () => explore.cancel());

// ---------- views and permalinks ----------
function showView(name) {
  for (const view of ["heap", "value", "board", "play"]) {
    $("view-" + view).hidden = view !== name;
    $("tab-" + view).classList.toggle("active", view === name);
  }
}

function encode(text) {
  return encodeURIComponent(text).replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%7C/g, "|");
}

function go(key, value) {
  const hash = "#" + key + "=" + encode(value);
  // The same address written another way (a tab's link has %7C where this writes |) is the
  // same address: compute again at once. Setting it would only fire hashchange later, and
  // until then the view would still say it is done with the last run's answer, which the new
  // run then clears.
  if (decode(location.hash) === decode(hash)) route();
  else location.hash = hash;
}

function route() {
  // A view is not done while it computes again: a test waiting for the same key as the last
  // run's must not read the cleared answer.
  for (const view of document.querySelectorAll("[data-done]")) delete view.dataset.done;
  const hash = location.hash.slice(1);
  const eq = hash.indexOf("=");
  const key = eq < 0 ? hash : hash.slice(0, eq);
  let value = decode(hash.slice(eq + 1));
  if (HEAP_KINDS.includes(key)) {
    $("heap-kind").value = key;
    $("heap-input").value = value;
    showView("heap");
    return computeHeap(key, value);
  }
  if (key === "value" || key === "hackenbush") {
    $("value-kind").value = key;
    $("value-input").value = value;
    showView("value");
    return computeValue(key, value);
  }
  if (BOARD_KINDS.includes(key)) {
    showBoardKind(key);
    if (key === "nodekayles") $("board-graph").value = value;
    else $("board-input").value = value;
    showView("board");
    return computeBoard(key, value);
  }
  if (key === "play") {
    // #play=GAME:POSITION, then &moves=M1/M2/… for a game under way.
    const [game_, ...rest] = hash.slice(eq + 1).split("&moves=");
    value = decode(game_);
    const moves = rest.length ? rest.join("").split("/").map(decode).filter((m) => m) : [];
    const colon = value.indexOf(":");
    const game = colon < 0 ? value : value.slice(0, colon);
    const position = colon < 0 ? "" : value.slice(colon + 1);
    $("play-game").value = game;
    $("play-position").value = position;
    showView("play");
    play = { game, position, moves };
    return renderPlay();
  }
  showView("heap");
  return computeHeap("octal", "0.07");
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// The permalink of the game under way: its start and its moves (the address bar follows the
// game without a new history entry per move).
function playLink() {
  const start = "#play=" + encode(play.game + ":" + play.position);
  const moves = play.moves.map((m) => encodeURIComponent(m)).join("/");
  return moves ? start + "&moves=" + moves : start;
}

function words(text) {
  return text.trim().split(/\s+/).filter((w) => w !== "");
}

function finished(section, key) {
  const view = $(section);
  view.dataset.ms = String(performance.now());
  view.dataset.done = key;
}

function failed(errorBox, error) {
  $(errorBox).textContent = error.message === "cancelled" ? "cancelled" : String(error.message);
}

// ---------- the TSV line, labelled ----------
// The fields of each command's `--format tsv` line, in its order (its --help and README name
// them): shown as a table under these labels, the line itself kept in the table's data-tsv.
const TSV_FIELDS = {
  sequence: [
    "code", "pre-period", "period", "status", "checked to", "saltus", "exceptions",
    "last exception", "largest value", "first at", "P-positions", "rare mask", "rare heaps",
    "last rare heap", "checksum",
  ],
  value: ["canonical form", "left stop", "right stop", "mean", "temperature", "outcome", "birthday"],
  misere: ["code", "heaps up to", "order", "|P|", "proved", "presentation"],
};

// `stdout` is one line of `fields` (labels above the values), or, for a table's grid, lines
// whose first is the header.
function showTsv(id, fields, stdout) {
  const table = $(id);
  table.textContent = "";
  table.dataset.tsv = stdout;
  const lines = stdout.split("\n").filter((line) => line !== "");
  if (!lines.length) return;
  const rows = lines.map((line) => line.split("\t"));
  const head = fields && rows.length === 1 && rows[0].length === fields.length ? fields : null;
  for (const [i, cells] of (head ? [head, ...rows] : rows).entries()) {
    const tr = table.insertRow();
    for (const cell of cells) {
      const td = document.createElement(i === 0 ? "th" : "td");
      td.textContent = cell;
      // A presentation of many relations wraps; every other field stays on one line.
      if (cell.length > 60) td.className = "long";
      tr.appendChild(td);
    }
  }
}

function clearTsv(id) {
  $(id).textContent = "";
  $(id).dataset.tsv = "";
}

// ---------- heap games ----------
// An example for each kind, put in the box when the kind is chosen.
const HEAP_EXAMPLES = {
  octal: "0.07", hex: "0.F", subtraction: "1,3,4", seq: "lasker", table: "ed 16x16",
  misere: "0.75", list: "",
};
$("heap-kind").addEventListener("change", () => {
  $("heap-input").value = HEAP_EXAMPLES[$("heap-kind").value];
});
$("heap-form").addEventListener("submit", (event) => {
  event.preventDefault();
  go($("heap-kind").value, $("heap-input").value.trim());
});

// A misère quotient has no picture, and with --sum no TSV line (the command refuses one); the
// catalogue is text only.
async function computeHeap(kind, text) {
  // The catalogue takes no operand: what the box holds is not passed.
  const args = kind === "list" ? ["list"] : [kind, ...words(text)];
  const misere = kind === "misere";
  for (const id of ["heap-error", "heap-text", "heap-svg"]) $(id).textContent = "";
  clearTsv("heap-tsv");
  try {
    const pictured = !misere && kind !== "list";
    const shown = await explore.run(pictured ? [...args, "--svg", "picture.svg"] : args);
    $("heap-error").textContent = shown.stderr;
    if (shown.status === 0) {
      $("heap-text").textContent = shown.stdout;
      $("heap-svg").innerHTML = shown.svg || "";
      if (kind !== "list" && !(misere && args.includes("--sum"))) {
        const tsv = await explore.run([...args, "--format", "tsv"]);
        showTsv("heap-tsv", misere ? TSV_FIELDS.misere : TSV_FIELDS.sequence, tsv.stdout);
      }
    }
  } catch (error) {
    failed("heap-error", error);
  }
  finished("view-heap", kind + "=" + text);
}

// ---------- values ----------
// An expression as `explore value` reads it (positions included), or a Blue-Red Hackenbush
// string worked out edge by edge as `explore hackenbush` prints it (text only).
const VALUE_EXAMPLES = { value: "{3||2|1}", hackenbush: "BBRB" };
$("value-kind").addEventListener("change", () => {
  $("value-input").value = VALUE_EXAMPLES[$("value-kind").value];
});
$("value-form").addEventListener("submit", (event) => {
  event.preventDefault();
  go($("value-kind").value, $("value-input").value.trim());
});

async function computeValue(kind, expression) {
  for (const id of ["value-error", "value-text", "value-svg"]) $(id).textContent = "";
  clearTsv("value-tsv");
  const value = kind === "value";
  try {
    const shown = await explore.run(
      value ? ["value", "--svg", "thermograph.svg", "--", expression] : [kind, "--", expression],
    );
    $("value-error").textContent = shown.stderr;
    if (shown.status === 0) {
      $("value-text").textContent = shown.stdout;
      $("value-svg").innerHTML = shown.svg || "";
      if (value) {
        const tsv = await explore.run(["value", "--format", "tsv", "--", expression]);
        showTsv("value-tsv", TSV_FIELDS.value, tsv.stdout);
      }
    }
  } catch (error) {
    failed("value-error", error);
  }
  finished("view-value", kind + "=" + expression);
}

// ---------- board games: the nim value of a Cram board, a Chomp staircase, a graph ----------
// One run of `explore cram|chomp ARGS…` (its text: value, outcome, table). Node Kayles takes
// an inline graph (N:U-V,U-V,…) or a graph by name (grid:8x8, cube:4, …: the command's
// families, a malformed size refused in its words) as its argument and a graph file's text on
// stdin (`explore nodekayles -`). A long search shows the busy line and its Cancel button, as
// every run does.
const INLINE_GRAPH = /^(\d+:(\d+-\d+(, *\d+-\d+)*)?|(path|cycle|grid|cube|complete|gp):\S*)$/;
const BOARD_EXAMPLES = {
  cram: "3x5", chomp: "2x3",
  // 0 ⇄ 1 → 2 and 3 ⇄ 4 → 2, 3 → 3: losses, wins, a draw and γ = ∞(0).
  loopy: "0>1,1>0,1>2,3>4,4>3,4>2,3>3",
  // 0 → 1 or 2 → 3 (the minimiser pays 2, the maximiser gets 8); 4 ⇄ 5 endless; 6 in between.
  weighted: "0>1:2,0>2:7,1>3:0,2>3:1,4>5:3,5>4:4,6>4:1,6>3:9",
  nodekayles: "# a path of 5 vertices: Dawson's game at 5\n5\n1 2\n2 3\n3 4\n4 5\n",
};

function showBoardKind(kind) {
  $("board-kind").value = kind;
  $("board-input").hidden = kind === "nodekayles";
  $("board-hint").hidden = kind === "nodekayles";
  $("board-file").hidden = kind !== "nodekayles";
}

$("board-kind").addEventListener("change", () => {
  const kind = $("board-kind").value;
  showBoardKind(kind);
  if (kind === "nodekayles") {
    if (!$("board-graph").value.trim()) $("board-graph").value = BOARD_EXAMPLES.nodekayles;
  } else {
    $("board-input").value = BOARD_EXAMPLES[kind];
  }
});
$("board-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const kind = $("board-kind").value;
  go(kind, kind === "nodekayles" ? $("board-graph").value : $("board-input").value.trim());
});

// The board a Cram or Chomp run values, as rows of cells (`.` empty, `#` blocked; `X` the
// poisoned cell, `o` the others), when the position is written as the command takes it and
// has at most 256 cells; else null (the run itself says what is wrong).
function boardRows(kind, text) {
  const spec = words(text)[0] || "";
  const size = /^(\d+)x(\d+)$/.exec(spec);
  let rows = null;
  if (kind === "cram" && size) {
    rows = Array.from({ length: Number(size[1]) }, () => Array(Number(size[2])).fill("."));
  } else if (kind === "cram" && /^[.#|]+$/.test(spec)) {
    rows = spec.split("|").map((row) => [...row]);
  } else if (kind === "chomp" && (size || /^\d+(,\d+)*$/.test(spec))) {
    const lengths = size ? Array(Number(size[1])).fill(Number(size[2])) : spec.split(",").map(Number);
    rows = lengths.map((n, r) => Array.from({ length: n }, (_, c) => (r === 0 && c === 0 ? "X" : "o")));
  }
  const cells = rows ? rows.reduce((sum, row) => sum + row.length, 0) : 0;
  return cells > 0 && cells <= 256 ? rows : null;
}

// A Node Kayles graph written inline (`N:U-V,…`) or as a file's text (n, then an edge `u v` a
// line, `#` comments), when it has at most 40 vertices: { n, edges }; else null (a graph by
// name, or one the run refused).
function graphOf(text) {
  const inline = /^(\d+):(.*)$/.exec(text.trim());
  let n = null;
  let pairs = [];
  if (inline) {
    n = Number(inline[1]);
    pairs = inline[2].split(",").filter((e) => e.trim()).map((e) => e.trim().split("-"));
  } else {
    const lines = text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter((l) => l);
    if (!lines.length || !/^\d+$/.test(lines[0])) return null;
    n = Number(lines[0]);
    pairs = lines.slice(1).map((l) => l.split(/\s+/));
  }
  const edges = pairs.map((pair) => pair.map(Number));
  const fits = edges.every((e) => e.length === 2 && e.every((v) => Number.isInteger(v) && v >= 1 && v <= n));
  return n >= 1 && n <= 40 && fits ? { n, edges } : null;
}

// The graph on a circle, vertex 1 at the top, as Play draws Node Kayles.
function drawGraph(board, { n, edges }) {
  const { area, at, line, vertex } = circleArea("board-graph-picture", n, 1);
  for (const [u, v] of edges) line(at(u), at(v), "edge");
  for (let v = 1; v <= n; v++) {
    const button = vertex(v);
    button.disabled = true;
    button.className = "inert";
  }
  board.appendChild(area);
}

// A loopy game's graph in Board games, each vertex coloured by its outcome (won, lost, drawn
// for the player to move) and γ in its tooltip, as the report's rows give them.
function drawOutcomes(inline, report) {
  const drawn = directedGraph("board-loopy-picture", inline);
  if (!drawn) return;
  const rows = new Map(
    [...report.matchAll(/^ *(\d+) {2}(win|loss|draw)\b.* (\S+)$/gm)].map((m) => [Number(m[1]), [m[2], m[3]]]),
  );
  for (let v = 0; v < drawn.n; v++) {
    const [outcome, gamma] = rows.get(v) || ["", ""];
    const button = drawn.vertex(v);
    button.disabled = true;
    button.className = "outcome-" + outcome;
    button.title = `${outcome}, γ = ${gamma}`;
  }
  $("board-picture").appendChild(drawn.area);
  const legend = document.createElement("div");
  legend.className = "hint";
  legend.textContent = "dark: lost for the player to move (γ = 0); light: won; dashed: drawn; " +
    "a vertex's γ shows when the pointer rests on it";
  $("board-picture").appendChild(legend);
}

// A weighted game's graph in Board games, the weights on its arcs and each vertex's totals,
// lengths of play and moves (the minimiser's and the maximiser's cells of its row) in its
// tooltip.
function drawTotals(inline, report) {
  const drawn = directedGraph("board-weighted-picture", inline);
  if (!drawn) return;
  // A row is the vertex, then each player's cell, apart by two spaces or more.
  const rows = new Map(
    report.split("\n").map((line) => line.trim().split(/ {2,}/)).filter((cells) => cells.length === 3 && /^\d+$/.test(cells[0]))
      .map(([v, min, max]) => [Number(v), [min, max]]),
  );
  for (let v = 0; v < drawn.n; v++) {
    const [min, max] = rows.get(v) || ["", ""];
    const button = drawn.vertex(v);
    button.disabled = true;
    button.className = "inert";
    button.title = `minimiser to move: ${min}; maximiser to move: ${max}`;
  }
  $("board-picture").appendChild(drawn.area);
  const legend = document.createElement("div");
  legend.className = "hint";
  legend.textContent = "each arc carries its weight; a vertex's totals show when the pointer rests on it";
  $("board-picture").appendChild(legend);
}

// Under a loopy or weighted game's report, a link that plays the same graph from vertex 0 in
// the Play view (the page has no files: a graph that ran here is written inline).
function playLinkFor(kind, graph) {
  const line = document.createElement("p");
  line.className = "hint";
  const link = document.createElement("a");
  link.id = "board-play";
  link.href = "#play=" + encode(kind + ":" + graph + " 0");
  link.textContent = "play it from vertex 0";
  line.append(link, " against the engine (another start, side or first player in the Play view)");
  $("board-picture").appendChild(line);
}

async function computeBoard(kind, text) {
  for (const id of ["board-error", "board-text", "board-picture"]) $(id).textContent = "";
  const graphKind = kind === "loopy" || kind === "weighted";
  const [args, stdin] =
    // A loopy graph's spaces after its commas are dropped: one word, as quoted in a shell.
    graphKind ? [[kind, ...words(text.replace(/,\s+/g, ","))], ""]
    : kind !== "nodekayles" ? [[kind, ...words(text)], ""]
    : INLINE_GRAPH.test(text.trim()) ? [["nodekayles", text.trim()], ""]
    : [["nodekayles", "-"], text];
  try {
    const shown = await explore.run(args, stdin);
    $("board-error").textContent = shown.stderr;
    $("board-text").textContent = shown.stdout;
    const graph = shown.status === 0 && kind === "nodekayles" ? graphOf(text) : null;
    if (graph) drawGraph($("board-picture"), graph);
    if (shown.status === 0 && kind === "loopy" && !words(text).includes("--sum")) {
      drawOutcomes(words(text.replace(/,\s+/g, ","))[0], shown.stdout);
    }
    if (shown.status === 0 && kind === "weighted" && !words(text).includes("--format")) {
      drawTotals(words(text.replace(/,\s+/g, ","))[0], shown.stdout);
    }
    if (shown.status === 0 && graphKind) playLinkFor(kind, words(text.replace(/,\s+/g, ","))[0]);
    const rows = shown.status === 0 ? boardRows(kind, text) : null;
    if (rows) {
      cellGrid($("board-picture"), "board-grid", rows, (button, cell) => {
        button.disabled = true;
        button.className = { "#": "blocked", X: "poison", o: "piece" }[cell] || "";
        if (cell === "X") button.textContent = "X";
      });
    }
  } catch (error) {
    failed("board-error", error);
  }
  finished("view-board", kind + "=" + text);
}

// ---------- play ----------
// The game is replayed from its start through the command line's own session
// (`explore play GAME POSITION… --script`, the moves as its input) after every move.
let play = { game: "nim", position: "3,4,5", moves: [] };
let picked = null;
const EXAMPLES = {
  nim: "3,4,5", octal: "0.07 --heaps 5,9,12", subtraction: "1,3,4 --heaps 10,11", wythoff: "3 5",
  euclid: "7 25", fibonacci: "20", staircase: "3,1,4", moore: "2 --heaps 3,5,6",
  green: "0-1,1-2,1-3,2-3",
  // A cycle the token can leave, and a way into a loop of two (0 wins: to 5, then 6 to 7).
  loopy: "0>1,1>2,2>0,2>3,3>4,0>5,5>6,6>5,6>7 0",
  bluered: "BBR,RB", cutcake: "3x4,2x2", domineering: "...|...|...",
  toads: "LL__RR", cram: "3x4", chomp: "4x5",
  // A cycle of 8 vertices with a chord (*1: the player to move wins).
  nodekayles: "8:1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-1,1-5",
  // AtCoder ABC261 Ex's first sample: a tree, best play 40 for the minimiser moving first.
  weighted: "0>1:1,0>2:10,1>3:100,1>4:102,2>5:20,2>6:30 0",
};

$("play-game").addEventListener("change", () => {
  $("play-position").value = EXAMPLES[$("play-game").value] || "";
});
$("play-form").addEventListener("submit", (event) => {
  event.preventDefault();
  go("play", $("play-game").value + ":" + $("play-position").value.trim());
});
$("move-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const move = $("move-input").value.trim();
  if (move) move_(move);
});
for (const word of ["why", "hint", "undo"]) $(word).addEventListener("click", () => move_(word));

async function move_(move) {
  picked = null;
  play.moves.push(move);
  $("move-input").value = "";
  delete $("view-play").dataset.done;
  const answer = await renderPlay(true);
  // A move the session refused is not replayed: its refusal is shown instead.
  if (answer && answer.status === 0) {
    const echo = answer.stdout.lastIndexOf("> " + move + "\n");
    const reply = echo < 0 ? "" : answer.stdout.slice(echo + move.length + 3).split("\n")[0];
    if (reply.startsWith("illegal:") || reply.startsWith("not a move:")) {
      play.moves.pop();
      $("play-error").textContent = reply;
    }
  }
}

// The command line's words of the position; an inline graph's spaces after its commas are
// dropped, so that the graph stays one word as the shell would pass it quoted.
function positionWords() {
  const inline = ["nodekayles", "loopy", "weighted"].includes(play.game);
  return words(inline ? play.position.replace(/,\s+/g, ",") : play.position);
}

// `tentative`: the last move is new, and is taken back if its run is cancelled or fails (the
// game, its permalink and the transcript then stay as they were).
async function renderPlay(tentative = false) {
  const args = ["play", play.game, ...positionWords(), "--script"];
  const stdin = play.moves.map((m) => m + "\n").join("");
  $("play-error").textContent = "";
  let answer = null;
  try {
    answer = await explore.run(args, stdin);
    $("play-error").textContent = answer.stderr;
    const text = answer.stdout.replace(/\nend of input: the game is left unfinished\n$/, "\n");
    showTranscript(text);
    drawBoard(text);
  } catch (error) {
    failed("play-error", error);
    if (tentative) play.moves.pop();
  }
  if (location.hash !== playLink()) history.replaceState(null, "", playLink());
  finished("view-play", "play=" + play.game + ":" + play.position + "|" + play.moves.length);
  return answer;
}

function showTranscript(text) {
  const pre = $("play-text");
  pre.textContent = "";
  for (const line of text.split("\n")) {
    const span = document.createElement("span");
    span.textContent = line + "\n";
    if (line.startsWith("engine: ")) span.className = "engine";
    pre.appendChild(span);
  }
  pre.scrollTop = pre.scrollHeight;
}

function drawBoard(text) {
  const board = $("play-board");
  board.textContent = "";
  const lines = text.split("\n");
  if (play.game === "domineering") drawDomineering(board, lines);
  else if (play.game === "cram") drawCram(board, lines);
  else if (play.game === "chomp") drawChomp(board, lines);
  else if (play.game === "nodekayles" || play.game === "node-kayles") drawNodeKayles(board, lines);
  else if (play.game === "toads" || play.game === "toads-and-frogs") drawToads(board, lines);
  else if (play.game === "loopy" || play.game === "weighted") drawLoopy(board, lines);
  drawLegal(board, lines);
}

function side() {
  return /--as[= ](right|red|horizontal|frogs|max|maximiser|maximizer)\b/.test(play.position) ? "right" : "left";
}

// Every board the transcript shows (a header "  1 2 3 …", then rows "R cell cell …"), in order.
function grids(lines) {
  const found = [];
  lines.forEach((line, i) => {
    if (!/^ +1( +\d+)*$/.test(line)) return;
    const rows = [];
    for (let j = i + 1; j < lines.length && /^\s*\d+\s/.test(lines[j]); j++) {
      rows.push(lines[j].trim().split(/\s+/).slice(1));
    }
    if (rows.length) found.push(rows);
  });
  return found;
}

// A grid of cell buttons (data-cell "R,C", from 1) for the board's rows; `dress` styles each.
// A row shorter than the longest (a Chomp staircase) ends in gaps.
function cellGrid(board, id, rows, dress) {
  const grid = document.createElement("div");
  grid.className = "grid";
  grid.id = id;
  const width = Math.max(...rows.map((cells) => cells.length));
  grid.style.gridTemplateColumns = `repeat(${width}, auto)`;
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.cell = `${r + 1},${c + 1}`;
      dress(button, cell, r + 1, c + 1);
      grid.appendChild(button);
    });
    for (let c = cells.length; c < width; c++) {
      const gap = document.createElement("span");
      gap.className = "gap";
      grid.appendChild(gap);
    }
  });
  board.appendChild(grid);
  return grid;
}

function drawDomineering(board, lines) {
  const rows = grids(lines).pop();
  if (!rows) return;
  cellGrid(board, "domineering", rows, (button, cell, r, c) => {
    button.textContent = cell === "." ? "" : cell.toUpperCase();
    if (cell === "#") button.className = "blocked";
    else if (cell !== ".") button.className = cell.toUpperCase() + (cell === "l" || cell === "r" ? " last" : "");
    else button.addEventListener("click", () => pickCell(button, r, c));
  });
}

// Cram: filled cells (blocked at the start or covered) are `#`; the cells the last board
// shown filled are the last domino. Two empty cells clicked side by side or one above the
// other place a domino there.
function drawCram(board, lines) {
  const shown = grids(lines);
  const rows = shown.pop();
  if (!rows) return;
  const before = shown.pop();
  cellGrid(board, "cram", rows, (button, cell, r, c) => {
    if (cell === "#") {
      button.className = "filled";
      if (before && before[r - 1] && before[r - 1][c - 1] === ".") button.classList.add("last");
    } else {
      button.addEventListener("click", () => pickCell(button, r, c));
    }
  });
}

// Chomp: `X` the poisoned cell, `o` a cell left, `.` one eaten; a click on a cell left takes
// it with every cell below it and to its right (shown while the pointer is on it).
function drawChomp(board, lines) {
  const shown = grids(lines);
  const rows = shown.pop();
  if (!rows) return;
  const before = shown.pop();
  const grid = cellGrid(board, "chomp", rows, (button, cell, r, c) => {
    if (cell === "X") {
      button.className = "poison";
      button.textContent = "X";
    } else if (cell === ".") {
      button.className = "eaten";
      if (before && before[r - 1] && before[r - 1][c - 1] === "o") button.classList.add("last");
    } else {
      button.className = "piece";
      button.addEventListener("click", () => move_(`take ${r},${c}`));
      button.addEventListener("mouseenter", () => doomed(grid, r, c, true));
      button.addEventListener("mouseleave", () => doomed(grid, r, c, false));
    }
  });
}

function doomed(grid, r, c, on) {
  for (const button of grid.querySelectorAll("button.piece")) {
    const [r2, c2] = button.dataset.cell.split(",").map(Number);
    if (r2 >= r && c2 >= c) button.classList.toggle("doomed", on);
  }
}

// Every graph the Node Kayles transcript shows ("vertices left (K of N): 1 2 …" then
// "edges: 1-2 …", each wrapped onto lines indented under its first item), in order: N, the
// vertices left and the edges between them.
function graphs(lines) {
  const found = [];
  // The items of the line at `i` after `label` and of the indented lines under it.
  const items = (i, label) => {
    let text = lines[i].slice(label.length);
    for (let j = i + 1; j < lines.length && lines[j].startsWith(" "); j++) text += " " + lines[j];
    return words(text).filter((w) => w !== "none");
  };
  lines.forEach((line, i) => {
    const head = /^vertices left \(\d+ of (\d+)\):/.exec(line);
    if (!head) return;
    let e = i + 1;
    while (e < lines.length && !lines[e].startsWith("edges:")) e++;
    if (e === lines.length) return;
    found.push({
      n: Number(head[1]),
      left: new Set(items(i, head[0]).map(Number)),
      edges: items(e, "edges:").map((edge) => edge.split("-").map(Number)),
    });
  });
  return found;
}

const svgNS = "http://www.w3.org/2000/svg";

// The drawing area of a graph of n vertices on a circle, vertex `first` at the top, its SVG
// layer (for the edges, under the vertices' buttons), each vertex's centre, and makers of an
// edge's line and a vertex's button: up to 420
// pixels, then as wide as a vertex (2.2em, about 35 pixels) and a gap each along the circle
// (64 vertices need about 820).
function circleArea(id, n, first) {
  const size = Math.max(Math.min(420, 160 + 12 * n), Math.ceil((38 * n) / Math.PI) + 44);
  const radius = size / 2 - 22;
  const at = (v) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * (v - first)) / n;
    return [size / 2 + radius * Math.cos(angle), size / 2 + radius * Math.sin(angle)];
  };
  const area = document.createElement("div");
  area.className = "graph";
  area.id = id;
  area.style.width = area.style.height = size + "px";
  const svg = document.createElementNS(svgNS, "svg");
  svg.setAttribute("width", size);
  svg.setAttribute("height", size);
  area.appendChild(svg);
  // A line on the SVG layer, from (x1, y1) to (x2, y2).
  const line = ([x1, y1], [x2, y2], className) => {
    const drawn = document.createElementNS(svgNS, "line");
    drawn.setAttribute("x1", x1);
    drawn.setAttribute("y1", y1);
    drawn.setAttribute("x2", x2);
    drawn.setAttribute("y2", y2);
    drawn.setAttribute("class", className);
    svg.appendChild(drawn);
    return drawn;
  };
  // Vertex v's button, at its place and labelled with its number.
  const vertex = (v) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.vertex = String(v);
    button.textContent = String(v);
    const [x, y] = at(v);
    button.style.left = x + "px";
    button.style.top = y + "px";
    area.appendChild(button);
    return button;
  };
  return { area, svg, at, size, radius, line, vertex };
}

// Node Kayles: the graph's vertices on a circle, its edges as lines (faded once an end is
// gone); a click on a vertex left takes it with its neighbours (shown while the pointer is on
// it); the vertices the last move took are marked.
function drawNodeKayles(board, lines) {
  const shown = graphs(lines);
  if (!shown.length) return;
  const { n, edges } = shown[0];
  const now = shown[shown.length - 1];
  const before = shown.length > 1 ? shown[shown.length - 2] : null;
  const { area, at, line, vertex } = circleArea("nodekayles", n, 1);
  const neighbours = new Map();
  for (const [u, v] of edges) {
    const alive = now.left.has(u) && now.left.has(v);
    line(at(u), at(v), alive ? "edge" : "edge gone");
    if (alive) {
      for (const [a, b] of [[u, v], [v, u]]) {
        if (!neighbours.has(a)) neighbours.set(a, []);
        neighbours.get(a).push(b);
      }
    }
  }
  const buttons = new Map();
  for (let v = 1; v <= n; v++) {
    const button = vertex(v);
    if (now.left.has(v)) {
      button.className = "vertex";
      button.addEventListener("click", () => move_(`take ${v}`));
      const doomed = [v, ...(neighbours.get(v) || [])];
      button.addEventListener("mouseenter", () => doomed.forEach((u) => buttons.get(u).classList.add("doomed")));
      button.addEventListener("mouseleave", () => doomed.forEach((u) => buttons.get(u).classList.remove("doomed")));
    } else {
      button.className = "taken";
      button.disabled = true;
      if (before && before.left.has(v)) button.classList.add("last");
    }
    buttons.set(v, button);
  }
  board.appendChild(area);
}

// Whether the session has ended: a win either way, or a loopy game's draw (the first line, the
// game's rules, may say "draw" too).
function gameOver(lines) {
  return lines.slice(1).some((line) => / (you win|the engine wins)\b/.test(line) || line.startsWith("a draw:") ||
    line.includes("; best play from the start gives "));
}

// A loopy game's graph, its edges inline (`0>1,1>2,…`, or with weights `0>1:5,…`), drawn on a
// circle with vertex 0 at the top, an arrow for each move and a small ring for a move that
// stays, a weight written beside its arc; null past 40 vertices or for anything else. The
// caller adds the vertices' buttons (`vertex(v)`).
function directedGraph(id, inline) {
  const edges = [];
  for (const edge of (inline || "").split(",")) {
    const m = /^(\d+)>(\d+)(?::(\d+))?$/.exec(edge);
    if (!m) return null;
    edges.push([Number(m[1]), Number(m[2]), m[3]]);
  }
  const n = Math.max(...edges.map(([u, v]) => Math.max(u, v))) + 1;
  if (n > 40) return null;
  const { area, svg, at, size, radius, line, vertex } = circleArea(id, n, 0);
  svg.innerHTML = '<defs><marker id="arrow-' + id + '" viewBox="0 0 10 10" refX="10" refY="5" ' +
    'markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" ' +
    'fill="#555"/></marker></defs>';
  // A weight's label at (x, y).
  const label = (x, y, weight) => {
    const text = document.createElementNS(svgNS, "text");
    text.setAttribute("x", x);
    text.setAttribute("y", y);
    text.setAttribute("class", "weight");
    text.textContent = weight;
    svg.appendChild(text);
  };
  // Edges of one vertex to another are one arc, its weights in one label in the order given
  // ("3, 8"): drawn apart, their labels would lie on each other.
  const arcs = new Map();
  for (const [u, v, weight] of edges) {
    const arc = arcs.get(`${u}>${v}`) || { u, v, weights: [] };
    if (weight !== undefined) arc.weights.push(weight);
    arcs.set(`${u}>${v}`, arc);
  }
  for (const { u, v, weights } of arcs.values()) {
    const [x1, y1] = at(u);
    const [x2, y2] = at(v);
    const weight = weights.length ? weights.join(", ") : undefined;
    if (u === v) {
      const loop = document.createElementNS(svgNS, "circle");
      const out = 1 + 22 / radius;
      loop.setAttribute("cx", size / 2 + (x1 - size / 2) * out);
      loop.setAttribute("cy", size / 2 + (y1 - size / 2) * out);
      loop.setAttribute("r", 9);
      loop.setAttribute("class", "arc");
      svg.appendChild(loop);
      // Inside the circle, by the vertex: outside, the picture's edge would cut it.
      const inside = 1 - 30 / radius;
      if (weight !== undefined) label(size / 2 + (x1 - size / 2) * inside, size / 2 + (y1 - size / 2) * inside, weight);
      continue;
    }
    // From the edge of one vertex's disc to the other's (about 18 pixels from each centre).
    const length = Math.hypot(x2 - x1, y2 - y1);
    const [dx, dy] = [((x2 - x1) / length) * 18, ((y2 - y1) / length) * 18];
    line([x1 + dx, y1 + dy], [x2 - dx, y2 - dy], "arc").setAttribute("marker-end", `url(#arrow-${id})`);
    // To the arc's right, so that the arcs of u → v and v → u keep theirs apart: halfway along
    // a short arc, a third of the way from u along one that passes near the centre, where
    // long arcs cross.
    if (weight === undefined) continue;
    const along = length > radius ? 1 / 3 : 1 / 2;
    label(x1 + (x2 - x1) * along - dy * 0.6, y1 + (y2 - y1) * along + dx * 0.6, weight);
  }
  return { area, n, vertex };
}

// A loopy game's graph (its edges inline, at most 40 vertices) on a circle, vertex 0 at the
// top: arrows for the moves, the token's vertex dark, the one it came from marked, and the
// vertices it can move to as buttons. A weighted game's the same, with its weights on the arcs
// and the total so far under the graph (where two edges of different weights go to one vertex,
// a click there is refused with the command line's words, and the legal moves' buttons choose).
function drawLoopy(board, lines) {
  const drawn = directedGraph(play.game === "weighted" ? "play-weighted" : "loopy", positionWords()[0]);
  const shown = lines.filter((l) => l.startsWith("token on vertex "));
  const tokens = shown.map((l) => parseInt(l.slice(16), 10));
  if (!drawn || !tokens.length) return;
  const { area, n, vertex } = drawn;
  const now = tokens[tokens.length - 1];
  const before = tokens.length > 1 ? tokens[tokens.length - 2] : null;
  const legal = lines.filter((l) => l.startsWith("legal: ")).pop() || "";
  const ended = gameOver(lines);
  const targets = new Set(ended ? [] : [...legal.matchAll(/\bto (\d+)/g)].map((m) => Number(m[1])));
  for (let v = 0; v < n; v++) {
    const button = vertex(v);
    if (v === now) {
      button.className = "token";
      button.disabled = true;
    } else if (targets.has(v)) {
      button.className = "vertex";
      button.addEventListener("click", () => move_(`to ${v}`));
    } else {
      button.className = "inert";
      button.disabled = true;
    }
    if (v === before) button.classList.add("last");
  }
  board.appendChild(area);
  if (play.game === "weighted") {
    const total = document.createElement("p");
    total.className = "total";
    total.textContent = shown[shown.length - 1].replace(/^token on vertex \d+, /, "");
    board.appendChild(total);
  }
}

function pickCell(button, r, c) {
  if (!picked) {
    picked = { r, c, button };
    button.classList.add("picked");
    return;
  }
  const first = picked;
  picked = null;
  first.button.classList.remove("picked");
  const [top, bottom] = first.r * 100 + first.c < r * 100 + c ? [first, { r, c }] : [{ r, c }, first];
  const vertical = top.c === bottom.c && bottom.r === top.r + 1;
  const horizontal = top.r === bottom.r && bottom.c === top.c + 1;
  if (play.game === "cram") {
    if (vertical || horizontal) move_(`place ${top.r},${top.c} ${vertical ? "down" : "across"}`);
    else $("play-error").textContent = "pick two empty cells side by side or one above the other";
    return;
  }
  const mine = side() === "left" ? vertical : horizontal;
  if (!mine) {
    $("play-error").textContent = side() === "left"
      ? "pick two empty cells one above the other (you place vertical dominoes)"
      : "pick two empty cells side by side (you place horizontal dominoes)";
    return;
  }
  move_(`place ${top.r},${top.c}`);
}

function drawToads(board, lines) {
  let at = -1;
  lines.forEach((line, i) => {
    if (/\(cells;/.test(line)) at = i;
  });
  if (at < 1) return;
  const cells = lines[at - 1].trim().split(/\s+/);
  let before = null;
  for (let i = at - 2; i >= 0; i--) {
    if (/\(cells;/.test(lines[i])) {
      before = lines[i - 1].trim().split(/\s+/);
      break;
    }
  }
  const strip = document.createElement("div");
  strip.className = "strip";
  strip.id = "toads";
  cells.forEach((cell, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.cell = String(i + 1);
    button.textContent = cell === "_" ? "" : cell;
    button.className = cell === "_" ? "" : cell;
    if (before && before[i] !== cell) button.classList.add("last");
    if (cell !== "_") button.addEventListener("click", () => move_(`move ${i + 1}`));
    strip.appendChild(button);
  });
  board.appendChild(strip);
}

function drawLegal(board, lines) {
  const last = lines.filter((line) => line.startsWith("legal: ")).pop();
  const ended = gameOver(lines);
  if (!last || ended) return;
  // A long list ends with "… (N moves)": the moves it names still become buttons.
  const moves = last.slice(7).split(", ").filter((m) => !m.startsWith("…"));
  // Only moves that are whole (not ranges like "take 1-3") become buttons.
  if (moves.some((m) => /\d-\d/.test(m) || !/ /.test(m))) return;
  const list = document.createElement("div");
  list.className = "legal";
  for (const move of moves) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move;
    button.addEventListener("click", () => move_(move));
    list.appendChild(button);
  }
  board.appendChild(list);
}

// ---------- start ----------
window.addEventListener("hashchange", route);
// The first paint's time, for the test; the module may be ready before the page has painted
// (its compiled code cached), so the entry is also awaited.
function notePaint() {
  const paint = performance.getEntriesByName("first-paint")[0];
  if (paint) marks.firstPaint = paint.startTime;
  return paint !== undefined;
}
if (!notePaint()) {
  new PerformanceObserver((_, observer) => {
    if (notePaint()) observer.disconnect();
  }).observe({ type: "paint", buffered: true });
}
explore.whenReady().then(() => {
  marks.ready = performance.now();
  $("status-line").textContent = "ready";
  route();
}, (error) => {
  $("status-line").textContent = "could not load explore.wasm: " + error.message;
});
