#!/usr/bin/env bash
# `make explorer`: the explorer as the benchmarks run it, target/explorer/explore, with the
# `explorer` profile (one unit, LTO, no unwinding).
#
# On x86-64 Linux it is built against musl, static and not position-independent: it then starts
# in about 0.20-0.23 ms of CPU instead of 0.29-0.33 against glibc (statically linked), whose
# start-up asks the processor for its caches with `cpuid` instructions, each a trip to the
# hypervisor on a virtual machine (a quarter of `explore cram 4x4`'s samples under `perf`).
# Its peak memory is 0.75 MB lower and its searches as fast (BENCHMARKS.md, thirty-first
# session). rustup adds the musl target when it is missing. Where that cannot be had, it is
# linked statically against glibc, else as cargo links it by default.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo="${CARGO:-cargo}"
musl=x86_64-unknown-linux-musl
build() { "$cargo" rustc --profile explorer -q -p explore --bin explore "$@"; }

has_musl() { command -v rustup >/dev/null 2>&1 && rustup target list --installed | grep -qx "$musl"; }
if [ "$(rustc -vV | sed -n 's/^host: //p')" = x86_64-unknown-linux-gnu ] &&
    command -v rustup >/dev/null 2>&1 && ! has_musl; then
    rustup target add "$musl" >/dev/null 2>&1 || echo "explorer: rustup could not add $musl" >&2
fi
if [ "$(rustc -vV | sed -n 's/^host: //p')" = x86_64-unknown-linux-gnu ] && has_musl &&
    build --target "$musl" -- -C relocation-model=static; then
    mkdir -p target/explorer
    cp "target/$musl/explorer/explore" target/explorer/explore
    echo "explorer: target/explorer/explore (musl, static, not position-independent)"
elif build -- -C target-feature=+crt-static; then
    echo "explorer: target/explorer/explore (glibc, static)"
else
    build
    echo "explorer: target/explorer/explore (as cargo links it)"
fi
