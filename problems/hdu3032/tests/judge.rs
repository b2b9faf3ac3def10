//! The built binary against `testdata/hdu3032`, untidy input, and the bad inputs
//! `testdata/hdu3032/bad-*.in` (each with the exact `error:` line in its `.err`).

testkit::judge_tests!("hdu3032");
