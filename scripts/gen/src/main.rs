//! `gen <problem> <shape> [--seed S]`: writes one deterministic benchmark input to stdout.

use std::fmt::Write as _;
use std::io::Write;
use std::process::ExitCode;

fn usage() -> String {
    let mut text = String::from("usage: gen <problem> <shape> [--seed S]\nshapes:\n");
    for problem in inputgen::PROBLEMS {
        let names: Vec<&str> = problem.shapes.iter().map(|s| s.name).collect();
        let _ = writeln!(text, "  {}: {}", problem.id, names.join(" "));
    }
    text
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seed = inputgen::DEFAULT_SEED;
    let mut positional = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--seed" {
            let Some(s) = args.get(i + 1).and_then(|s| s.parse().ok()) else {
                eprintln!("error: --seed needs a non-negative integer\n{}", usage());
                return ExitCode::from(2);
            };
            seed = s;
            i += 2;
        } else {
            positional.push(args[i].as_str());
            i += 1;
        }
    }
    let [problem, shape] = positional[..] else {
        eprint!("{}", usage());
        return ExitCode::from(2);
    };
    match inputgen::generate(problem, shape, seed) {
        Ok(bytes) => {
            let mut stdout = std::io::stdout().lock();
            if let Err(e) = stdout.write_all(&bytes).and_then(|()| stdout.flush()) {
                eprintln!("error: cannot write the output: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
