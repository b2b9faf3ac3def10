//! The built binary against `testdata/cf1033g` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("cf1033g");
