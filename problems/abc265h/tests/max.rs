//! The `max-*` testdata re-proved by a second method: `common::plain_count`, the dense row
//! polynomial built by enumerating placements and raised to the `H`-th power by the plain
//! recurrence from `P · F' = H · P' · F` at each of the 32 points of the xor axis — no closed
//! form of the rows, no sparse recurrence, no NTT, no shared transform code. About
//! `32 · Hd · 2d` products per case (a few seconds at `H = 8000, W = 30`).

mod common;

#[test]
fn max_cases_agree_with_the_plain_recurrence() {
    testkit::testdata::assert_agrees("abc265h", "max-", 4, |input| {
        let (h, w) = common::parse(input);
        format!("{}\n", common::plain_count(h, w))
    });
}
