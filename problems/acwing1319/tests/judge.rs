//! The built binary against `testdata/acwing1319`, untidy input, and the bad inputs
//! `testdata/acwing1319/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("acwing1319");
