//! `--checkpoint FILE` for the board games (cram, nodekayles, chomp): a long run saves its
//! transposition table every ten minutes and at the end, and a later run with the same FILE
//! loads it and goes on, searching only what the table does not settle.
//!
//! # The file
//! Three text lines, then the entries, 16 bytes each:
//!
//! ```text
//! explore board checkpoint 1
//! game cram 5x8
//! entries 1234567 bytes 16 keys 0f3d2c1b5a697887 fnv1a64 85ce55bb87b52cae
//! ```
//!
//! `keys` is a fingerprint of how the solver keys components (see
//! [`crate::board_report::key_fingerprint`]): a checkpoint written by an explorer that keys
//! them otherwise is refused, since its entries would be read under the wrong components.
//!
//! An entry is two little-endian u64: the component's key bits, then `tag << 48 | size << 41
//! | known << 40 | value << 32 | not` (the key's tag, below 2^16 and not 0; the component's
//! size, at most 127; whether the value is known, and it, below 2^8; the 32 bits of values it
//! is known not to have). The checksum is FNV-1a 64 over the game line (without its newline)
//! and then the entries' bytes, so a checkpoint of another board, a truncated or an edited one
//! is refused rather than continued from. The file is written next to FILE first and renamed
//! over it, so a run stopped while saving leaves the previous checkpoint whole.

use crate::checksum::fnv1a;
use gamecore::boards::dense::DENSE_TAG;
use gamecore::boards::{EntryError, Key, Known};
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

/// The first line of every board checkpoint.
const MAGIC: &str = "explore board checkpoint 1";

/// The bytes of one entry.
const ENTRY: usize = 16;

/// FNV-1a 64's offset basis.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// One table entry: its key, what is known, the component's size.
pub type Entry = (Key, Known, u32);

fn pack(&(key, known, size): &Entry) -> [u8; ENTRY] {
    let value = known.value.map_or(0, |v| 1 << 8 | u64::from(v.min(255)));
    let meta = u64::from(key.tag) << 48
        | u64::from(size.min(127)) << 41
        | value << 32
        | u64::from(known.not);
    let mut bytes = [0; ENTRY];
    bytes[..8].copy_from_slice(&key.bits.to_le_bytes());
    bytes[8..].copy_from_slice(&meta.to_le_bytes());
    bytes
}

/// The entry of 16 bytes, if they are one (a tag of 0 is not).
fn unpack(bytes: &[u8]) -> Option<Entry> {
    let word = |i: usize| {
        let mut w = [0; 8];
        w.copy_from_slice(&bytes[i..i + 8]);
        u64::from_le_bytes(w)
    };
    let (bits, meta) = (word(0), word(8));
    let tag = (meta >> 48) as u32;
    if tag == 0 {
        return None;
    }
    let value = (meta >> 40 & 1 == 1).then_some((meta >> 32 & 0xFF) as u32);
    if value.is_none() && meta >> 32 & 0xFF != 0 {
        return None;
    }
    Some((
        Key { bits, tag },
        Known {
            value,
            not: meta as u32,
        },
        (meta >> 41 & 127) as u32,
    ))
}

/// Writes the entries of game `label` (`entries` is called twice: once for the header's count
/// and checksum, once to write them) to `path`, through `path` + `.part` renamed over it.
///
/// # Errors
/// When the file cannot be written.
pub fn save<I: Iterator<Item = Entry>>(
    path: &Path,
    label: &str,
    keys: u64,
    entries: impl Fn() -> I,
) -> std::io::Result<()> {
    let game = format!("game {label}");
    let mut count = 0u64;
    let mut hash = fnv1a(FNV_OFFSET, game.as_bytes());
    for entry in entries() {
        hash = fnv1a(hash, &pack(&entry));
        count += 1;
    }
    let part = crate::checkpoint::part_path(path);
    {
        let mut out = BufWriter::with_capacity(1 << 16, std::fs::File::create(&part)?);
        writeln!(out, "{MAGIC}")?;
        writeln!(out, "{game}")?;
        writeln!(
            out,
            "entries {count} bytes {ENTRY} keys {keys:016x} fnv1a64 {hash:016x}"
        )?;
        for entry in entries() {
            out.write_all(&pack(&entry))?;
        }
        out.into_inner()
            .map_err(std::io::IntoInnerError::into_error)?
            .sync_all()?;
    }
    std::fs::rename(&part, path)
}

/// Reads the entries of game `label` (keyed as `keys` says, dense of width `dense_bits` when
/// given: [`gamecore::boards::Ruleset::dense_key_bits`]) back from `path`, handing them to
/// `sink` a batch at a time (so that a large table is not held twice). The file is read twice:
/// first to check its length, checksum and every entry's key, then to hand them over, so that
/// `sink` sees no entry of a damaged or forged file (a table for dense keys holds no other
/// key, and a batch with one would be refused: [`gamecore::boards::Solver::load`]).
///
/// # Errors
/// A sentence saying what is wrong: the file cannot be read, is no board checkpoint, is of
/// another game or board or keys its components otherwise, is damaged (its length or
/// checksum does not match its header), or holds a key its game's table cannot hold. `sink`
/// has had no entry then. Should `sink` still refuse a batch (the first pass leaves it no
/// entry to refuse), its refusal is the last sentence's.
pub fn load(
    path: &Path,
    label: &str,
    keys: u64,
    dense_bits: Option<u32>,
    mut sink: impl FnMut(&[Entry]) -> Result<(), EntryError>,
) -> Result<u64, String> {
    let shown = path.display();
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let mut input = BufReader::with_capacity(1 << 16, file);
    let header = crate::checkpoint::header_lines(&mut input, &shown)?;
    if header[0] != MAGIC {
        return Err(format!(
            "{shown} is not a checkpoint of cram, nodekayles or chomp"
        ));
    }
    let game = header[1].strip_prefix("game ").unwrap_or("");
    if game != label {
        return Err(format!("{shown} is a checkpoint of {game}, not of {label}"));
    }
    let fields: Vec<&str> = header[2].split(' ').collect();
    let (count, written_keys, checksum) = match fields[..] {
        ["entries", count, "bytes", "16", "keys", keys, "fnv1a64", checksum] => (
            count.parse::<u64>().ok(),
            u64::from_str_radix(keys, 16).ok(),
            u64::from_str_radix(checksum, 16).ok(),
        ),
        _ => (None, None, None),
    };
    let (Some(count), Some(written_keys), Some(checksum)) = (count, written_keys, checksum) else {
        return Err(format!(
            "{shown}: the third line is not a board checkpoint's"
        ));
    };
    if written_keys != keys {
        return Err(format!(
            "{shown} was written by an explorer that keys the components of {label} otherwise \
             (keys {written_keys:016x}, here {keys:016x}): its entries cannot be used"
        ));
    }
    let damaged = || format!("{shown} is damaged: its entries do not match its header");
    let entries_start = input.stream_position().map_err(|_| damaged())?;
    let mut hash = fnv1a(FNV_OFFSET, header[1].as_bytes());
    // A table for dense keys holds no other key: one would be a file written otherwise (made
    // by hand with a checksum to match), refused rather than a panic of the table.
    let fits = |&(key, _, _): &Entry| {
        dense_bits.is_none_or(|w| key.tag == DENSE_TAG && (w >= 64 || key.bits >> w == 0))
    };
    let mut all_fit = true;
    read_entries(&mut input, count, |bytes, batch| {
        hash = fnv1a(hash, bytes);
        all_fit &= batch.iter().all(fits);
    })
    .ok_or_else(damaged)?;
    let mut extra = [0u8; 1];
    if hash != checksum || input.read(&mut extra).map_err(|_| damaged())? != 0 {
        return Err(damaged());
    }
    let foreign =
        || format!("{shown} holds a key that no component of {label} has: it cannot be used");
    if !all_fit {
        return Err(foreign());
    }
    input
        .seek(SeekFrom::Start(entries_start))
        .map_err(|_| damaged())?;
    let mut refused = false;
    read_entries(&mut input, count, |_, batch| {
        refused = refused || sink(batch).is_err();
    })
    .ok_or_else(damaged)?;
    if refused {
        return Err(foreign());
    }
    Ok(count)
}

/// Reads `count` entries from `input`, handing `each` the bytes and the entries of a batch at a
/// time; `None` if the input ends first or an entry is none.
fn read_entries(
    input: &mut impl Read,
    count: u64,
    mut each: impl FnMut(&[u8], &[Entry]),
) -> Option<()> {
    let mut left = count;
    let mut chunk = vec![0u8; ENTRY << 12];
    let mut batch = Vec::with_capacity(1 << 12);
    while left > 0 {
        let take = left.min(1 << 12) as usize;
        let bytes = &mut chunk[..take * ENTRY];
        input.read_exact(bytes).ok()?;
        batch.clear();
        for entry in bytes.chunks_exact(ENTRY) {
            batch.push(unpack(entry)?);
        }
        each(bytes, &batch);
        left -= take as u64;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::{load, save, Entry, EntryError, DENSE_TAG};
    use gamecore::boards::{Key, Known};

    fn entries() -> Vec<Entry> {
        vec![
            (
                Key {
                    bits: 0b1011,
                    tag: 7,
                },
                Known {
                    value: Some(3),
                    not: 0b11,
                },
                4,
            ),
            (
                Key {
                    bits: u64::MAX,
                    tag: 65_535,
                },
                Known {
                    value: None,
                    not: u32::MAX,
                },
                64,
            ),
        ]
    }

    #[test]
    fn saved_entries_come_back_and_damage_is_refused() {
        let dir = std::env::temp_dir().join(format!("explore-board-ckpt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("b.ckpt");
        let read = |label: &str| {
            let mut got = Vec::new();
            load(&path, label, 5, None, |batch| {
                got.extend_from_slice(batch);
                Ok(())
            })
            .map(|_| got)
        };
        for kept in [entries(), Vec::new()] {
            save(&path, "cram 2x3", 5, || kept.iter().copied()).unwrap();
            assert_eq!(read("cram 2x3").unwrap(), kept);
            assert_eq!(
                read("cram 3x2").unwrap_err(),
                format!(
                    "{} is a checkpoint of cram 2x3, not of cram 3x2",
                    path.display()
                )
            );
        }
        save(&path, "cram 2x3", 6, || entries().into_iter()).unwrap();
        assert!(read("cram 2x3")
            .unwrap_err()
            .contains("keys the components of cram 2x3 otherwise"));
        save(&path, "cram 2x3", 5, || entries().into_iter()).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let damaged = format!(
            "{} is damaged: its entries do not match its header",
            path.display()
        );
        let mut edited = bytes.clone();
        *edited.last_mut().unwrap() ^= 1;
        let mut longer = bytes.clone();
        longer.push(0);
        // The game line edited to another board: the checksum covers it.
        let mut relabelled = bytes.clone();
        let at = bytes.windows(3).position(|w| w == b"2x3").unwrap();
        relabelled[at] = b'3';
        for (changed, label) in [
            (edited, "cram 2x3"),
            (bytes[..bytes.len() - 1].to_vec(), "cram 2x3"),
            (longer, "cram 2x3"),
            (relabelled, "cram 3x3"),
        ] {
            std::fs::write(&path, &changed).unwrap();
            assert_eq!(read(label).unwrap_err(), damaged);
            let mut handed = 0;
            let loaded = load(&path, label, 5, None, |batch| {
                handed += batch.len();
                Ok(())
            });
            assert!(loaded.is_err());
            assert_eq!(handed, 0, "no entry of a damaged file reaches the table");
        }
        // A file with a matching checksum but keys a dense table cannot hold (made by hand):
        // refused before any entry is handed over.
        let dense = |bits: u64, tag: u32| {
            (
                Key { bits, tag },
                Known {
                    value: Some(1),
                    not: 0,
                },
                3,
            )
        };
        for (entry, fits) in [
            (dense(5, DENSE_TAG), true),
            (dense(1 << 20, DENSE_TAG), false),
            (dense(5, DENSE_TAG + 1), false),
        ] {
            save(&path, "cram 2x3", 5, || std::iter::once(entry)).unwrap();
            let mut handed = 0;
            let loaded = load(&path, "cram 2x3", 5, Some(20), |batch| {
                handed += batch.len();
                Ok(())
            });
            if fits {
                assert_eq!((loaded, handed), (Ok(1), 1));
            } else {
                assert_eq!(
                    loaded.unwrap_err(),
                    format!(
                        "{} holds a key that no component of cram 2x3 has: it cannot be used",
                        path.display()
                    )
                );
                assert_eq!(handed, 0);
            }
            assert_eq!(read("cram 2x3").unwrap(), vec![entry], "no width: any key");
        }
        std::fs::write(&path, b"hello\n").unwrap();
        assert!(read("cram 2x3")
            .unwrap_err()
            .ends_with("is not a checkpoint of cram, nodekayles or chomp"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_batch_the_table_refuses_ends_the_load_with_the_foreign_key_sentence() {
        let dir =
            std::env::temp_dir().join(format!("explore-board-refused-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.ckpt");
        let known = Known {
            value: Some(1),
            not: 0,
        };
        let many: Vec<Entry> = (1..=5000)
            .map(|bits| {
                (
                    Key {
                        bits,
                        tag: DENSE_TAG,
                    },
                    known,
                    3,
                )
            })
            .collect();
        save(&path, "cram 2x3", 5, || many.iter().copied()).unwrap();
        let mut asked = 0;
        let refused = load(&path, "cram 2x3", 5, Some(20), |_| {
            asked += 1;
            Err(EntryError::Tag(0))
        });
        assert_eq!(
            refused.unwrap_err(),
            format!(
                "{} holds a key that no component of cram 2x3 has: it cannot be used",
                path.display()
            )
        );
        assert_eq!(
            asked, 1,
            "5000 entries come in two batches; the second is not handed over"
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
