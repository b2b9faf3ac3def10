//! `explore octal --all-codes D`: every octal code d0.d1…dD with d0 = 0 or 4 and up to D
//! digits after the point, one TSV line each (the columns of `--format tsv`), in the order
//! 0.0, 0.001, 0.002, …, 0.777, 4.0, 4.001, …, 4.777 — a table like Flammenkamp's or
//! Czajka's in one command. A code's trailing zeros do not count, so each game appears once:
//! 2·8^D codes.

use crate::analysis::{self, Limits, Progress};
use crate::catalogue::SequenceGame;
use crate::render;
use crate::stats::Summary;
use gamecore::octal::HeapGame;
use std::io::Write;

/// The most digits `--all-codes` takes (2·8^4 = 8192 codes).
pub const MAX_DIGITS: usize = 4;

/// Every code of the sweep, in order, as [d0, d1, …, dD] (trailing zeros included).
pub fn codes(digits: usize) -> impl Iterator<Item = Vec<u8>> {
    let per_whole = 8usize.pow(digits as u32);
    [0u8, 4].into_iter().flat_map(move |whole| {
        (0..per_whole).map(move |index| {
            let mut code = vec![whole];
            for place in (0..digits).rev() {
                code.push(((index >> (3 * place)) & 7) as u8);
            }
            code
        })
    })
}

/// The canonical label of a code (`0.0` for the game without moves, as `explore octal`).
fn label(game: &HeapGame) -> String {
    let mut label = game.to_string();
    if label.ends_with('.') {
        label.push('0');
    }
    label
}

/// Writes the sweep's lines to `out`, each as soon as it is known; `progress` reports the code
/// being computed.
///
/// # Errors
/// When `out` cannot be written.
pub fn run(
    digits: usize,
    search_to: usize,
    progress: &mut Progress,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let total = 2 * 8usize.pow(digits as u32);
    for (i, code) in codes(digits).enumerate() {
        let game = HeapGame::from_digits(&code).expect("octal digits with d0 = 0 or 4");
        let label = label(&game);
        progress.tick(|| format!("code {} of {total}: {label}", i + 1));
        let sequence = analysis::sequence(
            &SequenceGame::Heap(game),
            Limits::new(search_to, search_to),
            &mut Progress::with_enabled(&label, false),
        );
        let summary = Summary::of(&sequence);
        out.write_all(render::tsv_line(&label, &sequence, &summary).as_bytes())?;
    }
    progress.finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::codes;

    #[test]
    fn each_game_once() {
        for digits in 1..=3 {
            let all: Vec<Vec<u8>> = codes(digits).collect();
            assert_eq!(all.len(), 2 * 8usize.pow(digits as u32));
            let mut games: Vec<String> = all
                .iter()
                .map(|c| {
                    gamecore::octal::HeapGame::from_digits(c)
                        .unwrap()
                        .to_string()
                })
                .collect();
            assert_eq!(games[1], format!("0.{}1", "0".repeat(digits - 1)));
            games.sort();
            games.dedup();
            assert_eq!(games.len(), all.len(), "distinct");
        }
    }
}
