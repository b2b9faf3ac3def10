//! `explore`: see `explore --help` and scripts/explore/README.md.

/// Huge pages for the board solver's large tables (`explore::huge_pages`).
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: explore::huge_pages::HugePages = explore::huge_pages::HugePages;

fn main() {
    std::process::exit(explore::commands::main());
}
