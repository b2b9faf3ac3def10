//! A static file server for `target/web/` (`make web-serve` and the browser test): GET and
//! HEAD only, each connection on its own thread, `Connection: close`, `.wasm` served as
//! `application/wasm` (which `WebAssembly.instantiateStreaming` requires), with the
//! [`ISOLATED`] headers that let a cancel stop a search at once. Bind it to
//! 127.0.0.1: it is for looking at the page on this machine, not for hosting it.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};

/// The headers that make the page cross-origin isolated, so that it may share memory with its
/// worker: a cancelled run then stops within milliseconds (page/worker.js). The page loads
/// nothing from other origins.
pub const ISOLATED: &str =
    "Cross-Origin-Opener-Policy: same-origin\r\nCross-Origin-Embedder-Policy: require-corp\r\n";

/// The `Content-Type` of a file, by its extension.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

/// Serves `root` on `listener` until the process ends.
pub fn serve(listener: &TcpListener, root: &Path) {
    for stream in listener.incoming().flatten() {
        let root = root.to_path_buf();
        std::thread::spawn(move || {
            let _ = answer(stream, &root);
        });
    }
}

/// The file a request path names under `root`: `/` is `index.html`; a query or fragment is
/// dropped; a path with `..` or a backslash names nothing.
pub fn file_for(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let relative = path.trim_start_matches('/');
    if relative.split('/').any(|part| part == "..") || relative.contains('\\') {
        return None;
    }
    let relative = if relative.is_empty() {
        "index.html"
    } else {
        relative
    };
    Some(root.join(relative))
}

fn answer(stream: TcpStream, root: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // The headers are read and ignored.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let mut stream = stream;
    if method != "GET" && method != "HEAD" {
        return write!(
            stream,
            "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
    }
    match file_for(root, target).and_then(|path| std::fs::read(&path).ok().map(|b| (path, b))) {
        Some((path, body)) => {
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
                 Cache-Control: no-cache\r\n{ISOLATED}Connection: close\r\n\r\n",
                content_type(&path),
                body.len()
            )?;
            if method == "GET" {
                stream.write_all(&body)?;
            }
            stream.flush()
        }
        None => write!(
            stream,
            "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\
             Connection: close\r\n\r\nnot found\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::{content_type, file_for};
    use std::path::Path;

    #[test]
    fn paths_stay_under_the_root() {
        let root = Path::new("/srv/web");
        assert_eq!(file_for(root, "/"), Some(root.join("index.html")));
        assert_eq!(file_for(root, "/app.js?x=1"), Some(root.join("app.js")));
        assert_eq!(file_for(root, "/../etc/passwd"), None);
        assert_eq!(file_for(root, "/a/../../b"), None);
        assert_eq!(content_type(Path::new("explore.wasm")), "application/wasm");
    }
}
