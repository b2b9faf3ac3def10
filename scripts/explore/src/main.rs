//! `explore`: see `explore --help` and scripts/explore/README.md.

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(explore::cli::main_with(&args));
}
