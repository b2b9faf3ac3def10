testkit::judge_tests!("abc261h");
