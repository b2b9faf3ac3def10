//! `make web-serve`: serves target/web/ (or the directory given) on 127.0.0.1 (port 8000, or
//! `PORT`) until stopped.

fn main() {
    let root = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/web".to_string());
    let port = std::env::var("PORT").unwrap_or_else(|_| "8000".to_string());
    let listener = match std::net::TcpListener::bind(format!("127.0.0.1:{port}")) {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("error: cannot listen on 127.0.0.1:{port}: {e}");
            std::process::exit(1);
        }
    };
    println!("serving {root} on http://127.0.0.1:{port}/ (Ctrl-C stops)");
    web::serve::serve(&listener, std::path::Path::new(&root));
}
