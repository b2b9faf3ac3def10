//! `--checkpoint FILE`: a long computation saves the values computed so far every ten minutes,
//! and a later run with the same FILE goes on from there instead of starting over.
//!
//! # The file
//! Three text lines, then the values as raw little-endian integers of the stored width:
//!
//! ```text
//! explore checkpoint 1
//! game 0.1777
//! values 123456789 width 1 fnv1a64 85ce55bb87b52cae
//! ```
//!
//! The checksum is the one of `--format tsv` (FNV-1a 64 over the values as little-endian
//! u32), so a damaged or truncated file is refused rather than continued from. The file is
//! written next to FILE first and renamed over it, so a run stopped while saving leaves the
//! previous checkpoint whole.

use crate::checksum;
use crate::clock::Moment;
use gamecore::octal::NimValues;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The first line of every checkpoint.
const MAGIC: &str = "explore checkpoint 1";

/// How often a running computation saves.
pub const EVERY: Duration = Duration::from_mins(10);

/// Writes `values` of game `label` to `path` (through `path` + `.part`, renamed over it).
///
/// # Errors
/// When the file cannot be written.
pub fn save(path: &Path, label: &str, values: &NimValues) -> std::io::Result<()> {
    let part = part_path(path);
    {
        let mut out = BufWriter::new(std::fs::File::create(&part)?);
        writeln!(out, "{MAGIC}")?;
        writeln!(out, "game {label}")?;
        writeln!(
            out,
            "values {} width {} fnv1a64 {:016x}",
            values.len(),
            values.bytes_per_value(),
            checksum::checksum(values)
        )?;
        match values {
            NimValues::Narrow(v) => out.write_all(v)?,
            NimValues::Medium(v) => {
                for x in v {
                    out.write_all(&x.to_le_bytes())?;
                }
            }
            NimValues::Wide(v) => {
                for x in v {
                    out.write_all(&x.to_le_bytes())?;
                }
            }
        }
        out.into_inner()
            .map_err(std::io::IntoInnerError::into_error)?
            .sync_all()?;
    }
    std::fs::rename(&part, path)
}

/// The most bytes a checkpoint's header line may take: a device or a file with no line
/// breaks is refused after this much rather than read whole.
const MAX_HEADER_LINE: u64 = 4096;

/// The three header lines of a checkpoint (of either kind), each at most [`MAX_HEADER_LINE`]
/// bytes and read as text whatever its bytes, without its line break.
///
/// # Errors
/// `cannot read FILE: …` when reading fails.
pub(crate) fn header_lines(
    input: &mut impl BufRead,
    shown: &impl std::fmt::Display,
) -> Result<Vec<String>, String> {
    let mut header = Vec::with_capacity(3);
    for _ in 0..3 {
        let mut line = Vec::new();
        input
            .take(MAX_HEADER_LINE)
            .read_until(b'\n', &mut line)
            .map_err(|e| format!("cannot read {shown}: {e}"))?;
        header.push(String::from_utf8_lossy(&line).trim_end().to_string());
    }
    Ok(header)
}

/// Where a save writes before renaming over `path`.
pub(crate) fn part_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".part");
    PathBuf::from(name)
}

/// Reads the values of game `label` back from `path`.
///
/// # Errors
/// A sentence saying what is wrong: the file cannot be read, is no checkpoint, is of another
/// game, or is damaged (its length or checksum does not match its header).
pub fn load(path: &Path, label: &str) -> Result<NimValues, String> {
    let shown = path.display();
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let mut input = BufReader::new(file);
    let header = header_lines(&mut input, &shown)?;
    if header[0] != MAGIC {
        return Err(format!("{shown} is not an explore checkpoint"));
    }
    let game = header[1].strip_prefix("game ").unwrap_or("");
    if game != label {
        return Err(format!("{shown} is a checkpoint of {game}, not of {label}"));
    }
    let fields: Vec<&str> = header[2].split(' ').collect();
    let (len, width, checksum) = match fields[..] {
        ["values", len, "width", width, "fnv1a64", checksum] => (
            len.parse::<usize>().ok(),
            width
                .parse::<usize>()
                .ok()
                .filter(|w| [1, 2, 4].contains(w)),
            u64::from_str_radix(checksum, 16).ok(),
        ),
        _ => (None, None, None),
    };
    let (Some(len), Some(width), Some(checksum)) = (len, width, checksum) else {
        return Err(format!("{shown}: the third line is not a checkpoint's"));
    };
    let damaged = || format!("{shown} is damaged: its values do not match its header");
    let mut bytes = Vec::new();
    input
        .take((len as u64).saturating_mul(width as u64).saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {shown}: {e}"))?;
    if bytes.len() != len * width {
        return Err(damaged());
    }
    let values = match width {
        1 => NimValues::Narrow(bytes),
        2 => NimValues::Medium(
            bytes
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
        ),
        _ => NimValues::Wide(
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
    };
    if checksum::checksum(&values) != checksum {
        return Err(damaged());
    }
    Ok(values)
}

/// Saves a running computation every [`EVERY`].
pub struct Saver {
    path: PathBuf,
    label: String,
    /// The last save.
    last: Moment,
    every: Duration,
    /// Set after a failed save: no more tries (the run goes on).
    failed: bool,
}

impl Saver {
    /// Saves game `label` to `path` every `every`.
    pub fn new(path: &Path, label: &str, every: Duration) -> Self {
        Self {
            path: path.to_path_buf(),
            label: label.to_string(),
            last: crate::clock::now(),
            every,
            failed: false,
        }
    }

    /// Saves `values` if the interval has passed; a failure is said once on stderr, as a
    /// warning, and the computation goes on without checkpoints.
    pub fn tick(&mut self, values: &NimValues) {
        if self.last.elapsed() >= self.every {
            self.save_now(values);
        }
    }

    /// Saves `values` now (unless an earlier save failed).
    pub fn save_now(&mut self, values: &NimValues) {
        if self.failed {
            return;
        }
        if let Err(e) = save(&self.path, &self.label, values) {
            crate::exit::warning_line(&format!(
                "cannot write the checkpoint {}: {e}; going on without",
                self.path.display()
            ));
            self.failed = true;
        }
        self.last = crate::clock::now();
    }
}

#[cfg(test)]
mod tests {
    use super::{load, save};
    use gamecore::octal::NimValues;

    #[test]
    fn saved_values_come_back_and_damage_is_refused() {
        let dir = std::env::temp_dir().join(format!("explore-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.ckpt");
        for values in [
            vec![0, 1, 2, 250],
            vec![0, 300, 7],
            vec![0, 70_000, 1],
            vec![],
        ] {
            let stored = NimValues::from_values(&values);
            save(&path, "0.77", &stored).unwrap();
            assert_eq!(load(&path, "0.77").unwrap(), stored);
            assert_eq!(
                load(&path, "0.07").unwrap_err(),
                format!("{} is a checkpoint of 0.77, not of 0.07", path.display())
            );
        }
        save(&path, "0.77", &NimValues::from_values(&[0, 1, 2, 3])).unwrap();
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let damaged = format!(
            "{} is damaged: its values do not match its header",
            path.display()
        );
        assert_eq!(load(&path, "0.77").unwrap_err(), damaged);
        bytes.pop();
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(load(&path, "0.77").unwrap_err(), damaged);
        std::fs::write(&path, b"hello\n").unwrap();
        assert!(load(&path, "0.77")
            .unwrap_err()
            .ends_with("is not an explore checkpoint"));
        let _ = std::fs::remove_dir_all(dir);
    }
}
