//! `readbase <scanner|proconio> <problem>` and `readbase bare`: the I/O floors the benchmark
//! targets are measured against.
//!
//! `scanner` and `proconio` read standard input in that problem's format into the vectors a
//! solution would hold, solve nothing, and print a checksum (so the reading cannot be
//! optimised away). `scanner` reads like the real binaries (gamecore::judge::run +
//! gamecore::scan::Scanner); `proconio` reads with proconio 0.4's `input!` macro over the whole
//! of stdin.
//!
//! `bare` reads all of standard input into one `Vec<u8>` and prints its length: no parsing at
//! all, the least any solution has to do with its input.

use gamecore::{error::Error, scan::Scanner};
use proconio::input;
use proconio::marker::Bytes;
use proconio::source::once::OnceSource;
use proconio::source::Source;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::ExitCode;

fn checksum<T: Copy + Into<u64>>(values: &[T]) -> u64 {
    values.iter().fold(values.len() as u64, |h, &v| {
        h.rotate_left(5) ^ v.into().wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

fn nums(sc: &mut Scanner, count: usize) -> Result<Vec<u32>, Error> {
    let mut values = Vec::with_capacity(count);
    for _ in 0..count {
        values.push(sc.next::<u32>("value")?);
    }
    Ok(values)
}

fn scanner(problem: &str, sc: &mut Scanner<'_>) -> Result<u64, Error> {
    let mut h = 0u64;
    match problem {
        "acwing1319" => {
            let n: usize = sc.next("N")?;
            let m: usize = sc.next("M")?;
            let k: usize = sc.next("K")?;
            let mut edges: Vec<(u32, u32)> = Vec::with_capacity(m);
            for _ in 0..m {
                edges.push((sc.next("x")?, sc.next("y")?));
            }
            h ^= checksum(&edges.iter().map(|&(a, b)| a ^ b).collect::<Vec<_>>()) ^ n as u64;
            h ^= checksum(&nums(sc, k)?);
        }
        "hdu1524" => {
            while !sc.is_at_end() {
                let n: usize = sc.next("N")?;
                for _ in 0..n {
                    let x: usize = sc.next("X")?;
                    h ^= checksum(&nums(sc, x)?);
                }
                loop {
                    let m: usize = sc.next("M")?;
                    if m == 0 {
                        break;
                    }
                    h ^= checksum(&nums(sc, m)?);
                }
            }
        }
        "hdu1536" => loop {
            let k: usize = sc.next("k")?;
            if k == 0 {
                break;
            }
            h ^= checksum(&nums(sc, k)?);
            let m: usize = sc.next("m")?;
            for _ in 0..m {
                let l: usize = sc.next("l")?;
                h ^= checksum(&nums(sc, l)?);
            }
        },
        "bzoj2437" => {
            let n: usize = sc.next("n")?;
            let _m: usize = sc.next("m")?;
            for _ in 0..n {
                h ^= checksum(sc.token("row")?);
            }
            let k: usize = sc.next("k")?;
            let mut moves: Vec<u32> = Vec::with_capacity(2 * k);
            for _ in 0..2 * k {
                moves.push(sc.next::<u32>("row")? ^ sc.next::<u32>("column")?);
            }
            h ^= checksum(&moves);
        }
        "bzoj2463" => loop {
            let n: u32 = sc.next("n")?;
            if n == 0 {
                break;
            }
            h = h.rotate_left(1) ^ u64::from(n);
        },
        "bzoj2281" => h = checksum(&nums(sc, 3)?),
        "bzoj1228" => {
            let t: usize = sc.next("T")?;
            for _ in 0..t {
                let n: usize = sc.next("N")?;
                h ^= checksum(&nums(sc, n)?);
            }
        }
        "bzoj3576" => {
            let t: usize = sc.next("T")?;
            h = sc.next("F")?;
            for _ in 0..t {
                let n: usize = sc.next("N")?;
                h ^= checksum(&nums(sc, n)?);
            }
        }
        "bzoj1443" => {
            let n: usize = sc.next("N")?;
            let _m: usize = sc.next("M")?;
            for _ in 0..n {
                h ^= checksum(sc.token("row")?);
            }
        }
        "bzoj4600" => {
            let t: usize = sc.next("T")?;
            for _ in 0..t {
                let n: usize = sc.next("n")?;
                let _q: u32 = sc.next("MAXQ")?;
                h ^= checksum(&nums(sc, n)?);
            }
        }
        // A problem without a reader of its own: every token, numbers parsed as u64, words
        // hashed — the same work as any reader of that input, whatever its format.
        _ => {
            while !sc.is_at_end() {
                h = mix_token(h, sc.token("token")?);
            }
        }
    }
    Ok(h)
}

fn proconio<R: BufRead>(problem: &str, src: &mut OnceSource<R>) -> u64 {
    let mut h = 0u64;
    match problem {
        "acwing1319" => {
            input! { from &mut *src, n: usize, m: usize, k: usize, edges: [(u32, u32); m], starts: [u32; k] }
            h ^= checksum(&edges.iter().map(|&(a, b)| a ^ b).collect::<Vec<_>>()) ^ n as u64;
            h ^= checksum(&starts);
        }
        "hdu1524" => {
            while !src.is_empty() {
                input! { from &mut *src, n: usize }
                for _ in 0..n {
                    input! { from &mut *src, x: usize, succ: [u32; x] }
                    h ^= checksum(&succ);
                }
                loop {
                    input! { from &mut *src, m: usize }
                    if m == 0 {
                        break;
                    }
                    input! { from &mut *src, pieces: [u32; m] }
                    h ^= checksum(&pieces);
                }
            }
        }
        "hdu1536" => loop {
            input! { from &mut *src, k: usize }
            if k == 0 {
                break;
            }
            input! { from &mut *src, moves: [u32; k], m: usize }
            h ^= checksum(&moves);
            for _ in 0..m {
                input! { from &mut *src, l: usize, heaps: [u32; l] }
                h ^= checksum(&heaps);
            }
        },
        "bzoj2437" => {
            input! { from &mut *src, n: usize, _m: usize, rows: [Bytes; n], k: usize, moves: [(u32, u32); 2 * k] }
            for row in &rows {
                h ^= checksum(row);
            }
            h ^= checksum(&moves.iter().map(|&(a, b)| a ^ b).collect::<Vec<_>>());
        }
        "bzoj2463" => loop {
            input! { from &mut *src, n: u32 }
            if n == 0 {
                break;
            }
            h = h.rotate_left(1) ^ u64::from(n);
        },
        "bzoj2281" => {
            input! { from &mut *src, v: [u32; 3] }
            h = checksum(&v);
        }
        "bzoj1228" => {
            input! { from &mut *src, t: usize }
            for _ in 0..t {
                input! { from &mut *src, n: usize, piles: [u32; n] }
                h ^= checksum(&piles);
            }
        }
        "bzoj3576" => {
            input! { from &mut *src, t: usize, f: u64 }
            h = f;
            for _ in 0..t {
                input! { from &mut *src, n: usize, piles: [u32; n] }
                h ^= checksum(&piles);
            }
        }
        "bzoj1443" => {
            input! { from &mut *src, n: usize, _m: usize, rows: [Bytes; n] }
            for row in &rows {
                h ^= checksum(row);
            }
        }
        "bzoj4600" => {
            input! { from &mut *src, t: usize }
            for _ in 0..t {
                input! { from &mut *src, n: usize, _q: u32, coins: [u32; n] }
                h ^= checksum(&coins);
            }
        }
        _ => {
            // As the scanner's fallback: every token, numbers as u64, words hashed.
            while let Some(token) = next_token(src) {
                h = mix_token(h, &token);
            }
        }
    }
    h
}

/// Folds one token into the checksum: a number of up to 19 digits as its value, anything else
/// by its bytes.
fn mix_token(h: u64, token: &[u8]) -> u64 {
    let value = if token.iter().all(u8::is_ascii_digit) && token.len() <= 19 {
        token
            .iter()
            .fold(0u64, |v, &d| v * 10 + u64::from(d - b'0'))
    } else {
        token
            .iter()
            .fold(token.len() as u64, |v, &b| v.rotate_left(5) ^ u64::from(b))
    };
    h.rotate_left(5) ^ value.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The next whitespace-separated token of `src`, or `None` at the end.
fn next_token<R: BufRead>(src: &mut OnceSource<R>) -> Option<Vec<u8>> {
    if src.is_empty() {
        None
    } else {
        Some(src.next_token_unwrap().as_bytes().to_vec())
    }
}

const USAGE: &str = "usage: readbase bare | readbase <scanner|proconio> <problem>";

/// Reads the whole of stdin and prints how many bytes it had.
fn bare() -> ExitCode {
    let mut input = Vec::new();
    match std::io::stdin().lock().read_to_end(&mut input) {
        Ok(_) => {
            println!("{}", input.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: cannot read standard input: {e}");
            ExitCode::from(2)
        }
    }
}

fn with_scanner(problem: &str) -> ExitCode {
    let problem = problem.to_owned();
    gamecore::judge::run(move |sc, out| {
        let h = scanner(&problem, sc)?;
        writeln!(out, "{h}")?;
        Ok(())
    });
    ExitCode::SUCCESS
}

fn with_proconio(problem: &str) -> ExitCode {
    let stdin = std::io::stdin();
    let mut src = OnceSource::new(BufReader::new(stdin.lock()));
    println!("{}", proconio(problem, &mut src));
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["bare"] => bare(),
        ["scanner", problem] => with_scanner(problem),
        ["proconio", problem] => with_proconio(problem),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
