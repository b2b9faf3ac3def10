//! Rewriting an input with the untidy whitespace real judge files have.

/// `input` rewritten with the whitespace a judge's files may have, each variant named: CRLF
/// and CR-only line ends, blank lines (also leading and trailing), trailing spaces and tabs,
/// wide gaps between tokens, all of those at once, no final newline, everything on one line,
/// and tabs as the only separators. The tokens and their order are unchanged.
pub fn messy_variants(input: &str) -> Vec<(&'static str, String)> {
    let wide = |line: &str| format!("  {}", line.replace(' ', " \t "));
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    vec![
        ("crlf", input.replace('\n', "\r\n")),
        ("cr_only", input.replace('\n', "\r")),
        (
            "blank_lines",
            format!("\n{}\n", input.replace('\n', "\n\n")),
        ),
        ("trailing_spaces", input.replace('\n', "  \t\n")),
        (
            "wide_gaps",
            input.lines().map(|line| wide(line) + "\n").collect(),
        ),
        (
            "all_of_them",
            input.lines().fold(String::from("\r\n"), |acc, line| {
                acc + &wide(line) + " \t\r\n \r\n"
            }),
        ),
        ("no_final_newline", input.trim_end().to_owned()),
        ("one_line", tokens.join(" ")),
        ("tabs", tokens.join("\t") + "\n"),
    ]
}

#[cfg(test)]
mod tests {
    use super::messy_variants;

    #[test]
    fn variants_keep_the_tokens_and_differ_from_the_input() {
        let input = "2 3\n.#.\n...\n";
        let variants = messy_variants(input);
        assert_eq!(variants.len(), 9);
        for (name, variant) in variants {
            assert_ne!(variant, input, "{name}");
            assert!(
                variant
                    .split_ascii_whitespace()
                    .eq(input.split_ascii_whitespace()),
                "{name}: {variant:?}"
            );
        }
    }
}
