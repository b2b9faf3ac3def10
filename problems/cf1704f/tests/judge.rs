//! The built binary against `testdata/cf1704f`, untidy input, and the bad inputs
//! `testdata/cf1704f/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("cf1704f");
