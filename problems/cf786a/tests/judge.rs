//! The built binary against `testdata/cf786a` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("cf786a");
