//! `explore`: see `explore --help` and scripts/explore/README.md.

fn main() {
    std::process::exit(explore::commands::main());
}
