//! The built binary against `testdata/nim_product_64` (answers and bad inputs), untidy input,
//! the full 64-bit range, and a judge-size input.

use rstest::rstest;

testkit::judge_tests!("nim_product_64");

/// The whole `u64` range is read, with leading zeros and 20-digit values, and nothing else.
#[rstest]
#[case::u64_max("1\n18446744073709551615 1\n", "18446744073709551615\n")]
#[case::leading_zeros(
    "1\n000000000000000000000000018446744073709551615 01\n",
    "18446744073709551615\n"
)]
#[case::fermat_square("1\n4294967296 4294967296\n", "6442450944\n")]
#[case::no_pairs("0\n", "")]
fn reads_the_full_range(#[case] input: &str, #[case] expected: &str) {
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(
        output.status.success(),
        "{input:?}: {}",
        output.stderr_text()
    );
    assert_eq!(output.stdout_text(), expected, "{input:?}");
}

/// One past the top of the range, however it is written, is refused with its line and pair.
#[rstest]
#[case(
    "1\n1 18446744073709551616\n",
    "line 2: pair 1: B 18446744073709551616 is too large"
)]
#[case(
    "2\n1 1\n99999999999999999999 1\n",
    "line 3: pair 2: A 99999999999999999999 is too large"
)]
#[case(
    "1\n100000000000000000000000 1\n",
    "line 2: pair 1: A 100000000000000000000000 is too large"
)]
fn values_beyond_64_bits_are_refused(#[case] input: &str, #[case] fragment: &str) {
    testkit::judge::assert_rejects(BINARY, input.as_bytes(), fragment);
}

/// A judge-size input (10^6 random pairs, 41 MB) is answered with one line per pair.
#[test]
#[ignore = "builds a 41 MB input; `make limits` runs it in release"]
fn judge_size_input_is_served() {
    use std::fmt::Write as _;
    use testkit::rand::Rng;
    let mut rng = testkit::rng();
    let mut input = String::from("1000000\n");
    for _ in 0..1_000_000 {
        writeln!(input, "{} {}", rng.gen::<u64>(), rng.gen::<u64>()).unwrap();
    }
    let start = std::time::Instant::now();
    let output = testkit::run(BINARY, input.as_bytes());
    assert!(output.status.success(), "{}", output.stderr_text());
    assert_eq!(output.stdout_text().lines().count(), 1_000_000);
    eprintln!("nim_product_64, 10^6 pairs: {:?}", start.elapsed());
}
