//! `msrv.sh` must find Rust 1.58 under whatever name rustup gave it, so that `make msrv` checks
//! instead of skipping. The name matching lives in `toolchain.sh`; these cases feed it the lines
//! `rustup toolchain list` prints.

use std::path::Path;
use std::process::Command;

use rstest::rstest;

/// Runs `msrv_toolchain_from_list WANT` on `list`; `None` when it finds nothing.
fn pick(want: &str, list: &str) -> Option<String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("toolchain.sh");
    let output = Command::new("bash")
        .arg("-c")
        .arg(format!(
            ". '{}' && printf '%s' \"$LIST\" | msrv_toolchain_from_list '{want}'",
            script.display()
        ))
        .env("LIST", list)
        .output()
        .expect("bash runs");
    output.status.success().then(|| {
        String::from_utf8(output.stdout)
            .expect("utf-8")
            .trim_end()
            .to_owned()
    })
}

const HOST: &str = "x86_64-unknown-linux-gnu";

#[rstest]
#[case::installed_as_asked("1.58-HOST\n", Some("1.58-HOST"))]
#[case::installed_with_patch_zero("stable-HOST (default)\n1.58.0-HOST\n", Some("1.58.0-HOST"))]
#[case::latest_patch_wins("1.58.0-HOST\n1.58.1-HOST\n", Some("1.58.1-HOST"))]
#[case::exact_name_wins("1.58.1-HOST\n1.58-HOST\n", Some("1.58-HOST"))]
#[case::active_marker_ignored("1.58.1-HOST (active, default)\n", Some("1.58.1-HOST"))]
#[case::other_minor_is_not_it("1.5-HOST\n1.580.0-HOST\n1.59.0-HOST\n", None)]
#[case::nightly_is_not_it("nightly-HOST\nstable-HOST\n", None)]
#[case::empty_list("", None)]
fn finds_the_toolchain_rustup_named(#[case] list: &str, #[case] expected: Option<&str>) {
    let list = list.replace("HOST", HOST);
    let expected = expected.map(|name| name.replace("HOST", HOST));
    assert_eq!(pick("1.58", &list), expected, "list:\n{list}");
}
