//! The built binary against `testdata/hdu3032`, untidy input, and the bad inputs
//! `testdata/hdu3032/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("hdu3032");

/// At most 10^7 test cases, each one heap of one stone (a win).
/// One more is refused before anything is printed (the answers are held in memory until the
/// input has been read in full); the limit itself is served (`make limits`).
const CASES: testkit::judge::CaseCap = testkit::judge::CaseCap {
    input: |n| testkit::judge::counted_cases(n, "1\n1\n"),
    limit: 10_000_000,
    refusal: "line 1: T 10000001 is too large (at most 10^7)",
    answer: "Alice\n",
};

testkit::case_cap_tests!(
    CASES,
    test_cases_are_capped_at_ten_million,
    largest_case_count_is_served,
    "hdu3032 at its case limit"
);
