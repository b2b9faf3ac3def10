//! The built binary against `testdata/arc143c` (answers, and the bad inputs `bad-*.in` each
//! with its exact `error:` line), and untidy input.

testkit::judge_tests!("arc143c");
