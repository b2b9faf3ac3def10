#!/usr/bin/env bash
# `make msrv`: the oldest Rust we promise to judges (`msrv` in core/clippy.toml, the problem
# crates' rust-version) builds gamecore and the problem crates, and every bundle compiles with
# it under editions 2018 (type-checked) and 2021 (built and run; 2024 needs 1.85), warnings and
# dead code denied, and passes its testdata. rustup installs the toolchain when it is missing.
# If it cannot be obtained (no rustup, no network) this says so plainly and exits 0: CI must
# not fail for a network-only reason, but the message must not look like a pass.
set -euo pipefail
cd "$(dirname "$0")/../.."
msrv="${MSRV:-$(sed -n 's/^msrv *= *"\([0-9.]*\)".*/\1/p' core/clippy.toml | head -n 1)}"
cargo="${CARGO:-cargo}"

skip() {
    echo "msrv: SKIPPED – not checked: $*" >&2
    exit 0
}

[ -n "$msrv" ] || { echo "msrv: no msrv in core/clippy.toml" >&2; exit 1; }
command -v rustup >/dev/null 2>&1 || skip "rustup is not installed, so Rust $msrv cannot be installed"
# shellcheck source=scripts/bundle/toolchain.sh
. scripts/bundle/toolchain.sh
toolchain="$(rustup toolchain list | msrv_toolchain_from_list "$msrv")" || toolchain=""
rustc=""
[ -z "$toolchain" ] || rustc="$(rustup which --toolchain "$toolchain" rustc 2>/dev/null)" || rustc=""
if [ -z "$rustc" ]; then
    # Nothing usable under any name rustup may have given it: install it under the plain name.
    echo "msrv: installing the Rust $msrv toolchain (rustup toolchain install $msrv --profile minimal)"
    rustup toolchain install "$msrv" --profile minimal ||
        skip "rustup could not install Rust $msrv (offline?)"
    rustc="$(rustup which --toolchain "$msrv" rustc)" ||
        { echo "msrv: rustup installed Rust $msrv but cannot find its rustc" >&2; exit 1; }
fi
echo "msrv: $("$rustc" --version)"

# The crates as cargo would build them, but with plain rustc: this cargo is too old for the
# lock file and the test-only dependencies, which need no old compiler anyway.
out=target/msrv
mkdir -p "$out"
"$rustc" --edition 2021 --crate-type lib --crate-name gamecore -D warnings \
    --out-dir "$out" core/src/lib.rs
for dir in problems/*/; do
    id="$(basename "$dir")"
    name="${id//-/_}"
    # -L: a binary that names only its own crate still needs gamecore found beneath it.
    externs=(-L "$out" --extern "gamecore=$out/libgamecore.rlib")
    if [ -f "$dir/src/lib.rs" ]; then
        "$rustc" --edition 2021 --crate-type lib --crate-name "$name" -D warnings \
            "${externs[@]}" --out-dir "$out" "$dir/src/lib.rs"
        externs+=(--extern "$name=$out/lib$name.rlib")
    fi
    "$rustc" --edition 2021 --crate-type bin --crate-name "$name" -D warnings \
        "${externs[@]}" -o "$out/$id" "$dir/src/main.rs"
done
echo "msrv: gamecore and $(ls -d problems/*/ | wc -l) problem crates build with Rust $msrv"

# The problem crates' binaries are the reference: bad input must behave as they do, and a
# problem judged by a checker (cf1310f) is compared with their output rather than its official
# `.out`. The examples (proconio, which panics on bad input with a message worded per toolchain)
# are held to their testdata only.
problems=()
for dir in problems/*/; do problems+=("$(basename "$dir")"); done
examples=()
for dir in examples/*/; do examples+=("$(basename "$dir")"); done
"$cargo" run -q -p bundle -- --check --rustc "$rustc" --editions 2018,2021 \
    --out-dir target/bundle/msrv --reference "$out" "${problems[@]}"
exec "$cargo" run -q -p bundle -- --check --rustc "$rustc" --editions 2018,2021 \
    --out-dir target/bundle/msrv "${examples[@]}"
