//! What the browser test needs besides the browser: a WebDriver client over plain HTTP/1.1
//! (std's `TcpStream` and serde_json, no async runtime), the page built when it is missing or
//! older than its sources, and base64 for the screenshots.

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

/// One HTTP/1.1 request to 127.0.0.1:`port` with a JSON body; the JSON answer.
fn http(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(90)))
        .map_err(|e| e.to_string())?;
    let body = body.map(Value::to_string).unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    )
    .map_err(|e| e.to_string())?;
    // chromedriver keeps the connection open: read the headers, then Content-Length bytes
    // (or chunks up to the empty one).
    let mut answer = Vec::new();
    let mut buffer = [0u8; 16384];
    let (split, length, chunked) = loop {
        let read = stream.read(&mut buffer).map_err(|e| e.to_string())?;
        if read == 0 {
            return Err(format!("{method} {path}: the connection closed"));
        }
        answer.extend_from_slice(&buffer[..read]);
        if let Some(split) = answer.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&answer[..split]).to_ascii_lowercase();
            let length = head.lines().find_map(|line| {
                line.strip_prefix("content-length:")
                    .and_then(|n| n.trim().parse::<usize>().ok())
            });
            break (split, length, head.contains("transfer-encoding: chunked"));
        }
    };
    loop {
        let body = &answer[split + 4..];
        let complete = match length {
            Some(length) => body.len() >= length,
            None if chunked => body.ends_with(b"0\r\n\r\n"),
            None => false,
        };
        if complete {
            break;
        }
        let read = stream.read(&mut buffer).map_err(|e| e.to_string())?;
        if read == 0 {
            break;
        }
        answer.extend_from_slice(&buffer[..read]);
    }
    let mut content = answer[split + 4..].to_vec();
    if chunked {
        content = unchunk(&content);
    }
    let value: Value = serde_json::from_slice(&content).map_err(|e| {
        format!(
            "{method} {path}: {e}: {}",
            String::from_utf8_lossy(&content)
        )
    })?;
    let value = value.get("value").cloned().unwrap_or(value);
    if let Some(error) = value.get("error") {
        return Err(format!("{method} {path}: {error}: {}", value["message"]));
    }
    Ok(value)
}

/// The body of a chunked HTTP answer.
fn unchunk(mut body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(end) = body.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&body[..end]).trim(), 16).unwrap_or(0);
        if size == 0 || body.len() < end + 2 + size {
            return out;
        }
        out.extend_from_slice(&body[end + 2..end + 2 + size]);
        body = &body[(end + 4 + size).min(body.len())..];
    }
}

/// A free port on 127.0.0.1 (taken by the OS, then released).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The longest one call of [`Browser::wait`] waits inside the page (WebDriver stops an
/// asynchronous script after 30 s).
const WAIT_SLICE: Duration = Duration::from_secs(10);

/// [`Browser::wait`]'s script: checks the condition (a function body, called with its
/// arguments) every 20 ms until it returns true (answers true), the time is up (false), or it
/// throws (the message).
const WAIT_IN_PAGE: &str = "const [body, args, limit, done] = arguments;
    const check = new Function(body);
    const started = performance.now();
    const poll = () => {
      let holds;
      try { holds = check.apply(null, args) === true; } catch (e) { done(String(e)); return; }
      if (holds) done(true);
      else if (performance.now() - started >= limit) done(false);
      else setTimeout(poll, 20);
    };
    poll();";

/// [`Browser::click`]'s script: the element `arguments[0]` selects, scrolled into view, when a
/// click at its centre would reach it (it is displayed and nothing covers it there, as
/// WebDriver's element click requires); else why not, which fails the test.
const CLICK_TARGET: &str = "const element = document.querySelector(arguments[0]);
    if (element === null) return 'nothing matches';
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not displayed';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null || !element.contains(hit)) {
      return 'covered by ' + (hit === null ? 'nothing' : hit.outerHTML.slice(0, 120));
    }
    return element;";

/// A mouse's click at the centre of the element `id` names, as one WebDriver input source.
fn mouse_click(id: &str) -> Value {
    json!({
        "type": "pointer",
        "id": "mouse",
        "parameters": { "pointerType": "mouse" },
        "actions": [
            { "type": "pointerMove", "origin": { ELEMENT: id }, "x": 0, "y": 0 },
            { "type": "pointerDown", "button": 0 },
            { "type": "pointerUp", "button": 0 },
        ],
    })
}

/// The loads [`Browser::open_fresh`] has made, each its own query.
static LOADS: AtomicUsize = AtomicUsize::new(0);

/// chromedriver and one headless Chromium session, ended on drop.
pub struct Browser {
    driver: Child,
    port: u16,
    session: String,
    profile: PathBuf,
}

/// The W3C key of an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

impl Browser {
    /// Starts chromedriver on a free port and a headless Chromium with a fresh profile.
    pub fn start(chromium: &str, chromedriver: &str, profile: &Path) -> Self {
        let port = free_port();
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let started = Instant::now();
        while http(port, "GET", "/status", None).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "chromedriver did not answer"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = std::fs::remove_dir_all(profile);
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                         "--no-first-run", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync",
                         "--window-size=1000,760",
                         format!("--user-data-dir={}", profile.display())],
            },
            "goog:loggingPrefs": {"browser": "ALL"},
        }}});
        let mut browser = Browser {
            driver,
            port,
            session: String::new(),
            profile: profile.to_path_buf(),
        };
        let session = browser
            .call("POST", "/session", Some(&capabilities))
            .expect("a Chromium session");
        browser.session = session["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        browser
    }

    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        http(self.port, method, path, body)
    }

    fn session_call(&self, method: &str, path: &str, body: &Value) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let body = (method == "POST").then_some(body);
        self.call(method, &path, body)
            .unwrap_or_else(|e| panic!("WebDriver: {e}"))
    }

    /// Opens `url`.
    pub fn navigate(&self, url: &str) {
        self.session_call("POST", "/url", &json!({ "url": url }));
    }

    /// Opens `base` (the page's address, ending in `/`) with the fragment `link` as a new
    /// document, as a visitor following a permalink does: its modules and its worker start
    /// anew. A query of its own each time (`?load=N`, which the server ignores) keeps the
    /// navigation from being a change of fragment alone, which the page would answer in the
    /// document it has. The load stays in the renderer running, where a load after
    /// `about:blank` would start a renderer process too: 0.17–0.20 CPU-seconds a load against
    /// 0.37–0.43 on the thirty-ninth session's host.
    pub fn open_fresh(&self, base: &str, link: &str) {
        let load = LOADS.fetch_add(1, Ordering::Relaxed);
        self.navigate(&format!("{base}?load={load}{link}"));
    }

    /// Runs `script` (a function body; `arguments` are `args`) in the page.
    pub fn run(&self, script: &str, args: &Value) -> Value {
        self.session_call(
            "POST",
            "/execute/sync",
            &json!({ "script": script, "args": args }),
        )
    }

    /// Runs an asynchronous `script` whose last argument is its callback.
    pub fn run_async(&self, script: &str, args: &Value) -> Value {
        self.session_call(
            "POST",
            "/execute/async",
            &json!({ "script": script, "args": args }),
        )
    }

    /// Waits at most `limit` for `condition` (a script returning true when done), checking it
    /// every 20 ms inside the page: one WebDriver call for up to [`WAIT_SLICE`] of waiting,
    /// where a check from here would cost a request through chromedriver every 20 ms, and
    /// Chromium's CPU with it. A condition that throws fails the test, as it would from here.
    pub fn wait(&self, condition: &str, args: &Value, limit: Duration) {
        let started = Instant::now();
        let path = format!("/session/{}/execute/async", self.session);
        let mut failed = String::new();
        loop {
            let slice = limit.saturating_sub(started.elapsed()).min(WAIT_SLICE);
            let body = json!({
                "script": WAIT_IN_PAGE,
                "args": [condition, args, slice.as_millis() as u64],
            });
            match self.call("POST", &path, Some(&body)) {
                Ok(Value::Bool(true)) => return,
                Ok(Value::String(thrown)) => panic!("`{condition}` with {args}: {thrown}"),
                // Not yet; or the document was replaced under the wait (a navigation), where
                // the next call waits in the new one.
                Ok(_) => {}
                Err(e) => {
                    failed = format!(" (the last call: {e})");
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
            assert!(
                started.elapsed() < limit,
                "waited {limit:?} for `{condition}` with {args}{failed}"
            );
        }
    }

    /// The reference of the element `css` selects when [`CLICK_TARGET`] finds it in view and
    /// not covered; else why a click would not reach it.
    pub fn clickable(&self, css: &str) -> Result<String, String> {
        let target = self.run(CLICK_TARGET, &json!([css]));
        match target[ELEMENT].as_str() {
            Some(id) => Ok(id.to_string()),
            None => Err(target.as_str().unwrap_or_default().to_string()),
        }
    }

    /// [`Browser::clickable`]'s reference, or a failed test saying why there is none.
    fn target(&self, css: &str) -> String {
        self.clickable(css)
            .unwrap_or_else(|why| panic!("{css}: {why}"))
    }

    /// Clicks the element `css` selects, as a user would: the mouse moves to its centre,
    /// presses and releases (WebDriver actions, which Chromium dispatches as real input), once
    /// [`Browser::target`] has found it clickable. WebDriver's element click does the same with
    /// checks of its own that cost Chromium about five times the CPU (0.07–0.11 CPU-seconds a
    /// click against 0.01–0.03 on the thirty-ninth session's host).
    pub fn click(&self, css: &str) {
        let id = self.target(css);
        self.session_call(
            "POST",
            "/actions",
            &json!({ "actions": [mouse_click(&id)] }),
        );
    }

    /// Types `text` into the box `css` selects, as a user would: a click into it, Ctrl+A and
    /// Backspace to empty it, then a key pressed and released per character (WebDriver actions;
    /// its element clear and send keys cost Chromium about twice the CPU).
    pub fn type_into(&self, css: &str, text: &str) {
        const CONTROL: &str = "\u{e009}";
        const BACKSPACE: &str = "\u{e003}";
        let id = self.target(css);
        // The keys wait out the click's three ticks (a source's actions run a tick each, side
        // by side with the other source's).
        let key = |kind: &str, key: &str| json!({ "type": kind, "value": key });
        let mut keys = vec![json!({ "type": "pause" }); 3];
        keys.extend([
            key("keyDown", CONTROL),
            key("keyDown", "a"),
            key("keyUp", "a"),
            key("keyUp", CONTROL),
            key("keyDown", BACKSPACE),
            key("keyUp", BACKSPACE),
        ]);
        let mut buffer = [0u8; 4];
        for character in text.chars() {
            let typed = character.encode_utf8(&mut buffer);
            keys.extend([key("keyDown", typed), key("keyUp", typed)]);
        }
        self.session_call(
            "POST",
            "/actions",
            &json!({ "actions": [
                mouse_click(&id),
                { "type": "key", "id": "keyboard", "actions": keys },
            ] }),
        );
    }

    /// A screenshot of the window, as base64 PNG.
    pub fn screenshot(&self) -> String {
        self.session_call("GET", "/screenshot", &json!({}))
            .as_str()
            .expect("base64")
            .to_string()
    }

    /// The browser's console messages since the last call.
    pub fn console(&self) -> Vec<Value> {
        self.session_call("POST", "/se/log", &json!({ "type": "browser" }))
            .as_array()
            .cloned()
            .unwrap_or_default()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = self.call("DELETE", &format!("/session/{}", self.session), None);
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// Standard base64 (with padding) decoded; panics on a character outside the alphabet.
pub fn base64_decode(text: &str) -> Vec<u8> {
    let digit = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let clean: Vec<u8> = text.bytes().filter(|&c| c != b'=' && c != b'\n').collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for group in clean.chunks(4) {
        let mut bits = 0u32;
        for (i, &c) in group.iter().enumerate() {
            bits |= digit(c) << (18 - 6 * i);
        }
        let bytes = bits.to_be_bytes();
        out.extend_from_slice(&bytes[1..group.len()]);
    }
    out
}

/// The newest modification time of the files under `dirs`.
fn newest(dirs: &[PathBuf]) -> SystemTime {
    let mut newest = SystemTime::UNIX_EPOCH;
    let mut stack: Vec<PathBuf> = dirs.to_vec();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).into_iter().flatten().flatten() {
                stack.push(entry.path());
            }
        } else if let Ok(modified) = path.metadata().and_then(|m| m.modified()) {
            newest = newest.max(modified);
        }
    }
    newest
}

/// The workspace's root and its target directory.
pub fn dirs() -> (PathBuf, PathBuf) {
    // Canonical: Chromium cannot start with `..` in its --user-data-dir.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace");
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    (root, target)
}

/// target/web/ as `make web` builds it: the page's files copied, and explore.wasm rebuilt
/// when it is missing or older than the Rust sources (in its own target directory, since
/// the `cargo test` running this holds the lock of the usual one).
pub fn build_page() -> PathBuf {
    let (root, target) = dirs();
    let web = target.join("web");
    std::fs::create_dir_all(&web).expect("target/web");
    for name in [
        "index.html",
        "style.css",
        "app.js",
        "explore.js",
        "worker.js",
    ] {
        std::fs::copy(root.join("scripts/web/page").join(name), web.join(name))
            .expect("a page file");
    }
    let wasm = web.join("explore.wasm");
    let sources = newest(&[
        root.join("core/src"),
        root.join("scripts/explore/src"),
        root.join("scripts/web/src"),
    ]);
    let built = wasm.metadata().and_then(|m| m.modified()).ok();
    if built.is_none_or(|built| built < sources) {
        let own = target.join("web-test-build");
        eprintln!("building explore.wasm (into {})", own.display());
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(&root)
            .args([
                "build",
                "-q",
                "-p",
                "web",
                "--lib",
                "--profile",
                "wasm",
                "--target",
                "wasm32-unknown-unknown",
                "--target-dir",
            ])
            .arg(&own)
            .status()
            .expect("cargo runs");
        assert!(
            status.success(),
            "the wasm build failed (rustup target add wasm32-unknown-unknown?)"
        );
        std::fs::copy(own.join("wasm32-unknown-unknown/wasm/web.wasm"), &wasm)
            .expect("explore.wasm copied");
    }
    web
}
