//! `explore`: see `explore --help` and scripts/explore/README.md.

/// Huge pages for the board solver's large tables, an arena for the small blocks of a start
/// (`explore::allocator`).
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: explore::allocator::Allocator = explore::allocator::Allocator;

fn main() {
    std::process::exit(explore::commands::main());
}
