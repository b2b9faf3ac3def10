#!/usr/bin/env bash
# `make test-budget`: what the board solver's tests (issue 32: Cram, Node Kayles, Chomp) cost
# `make test`, in CPU-seconds, against the issue's bound of 15.
#
# Each share runs as `make test` runs it, inside a fresh cgroup, whose counter holds the CPU of
# every process started in it: Chromium's too, most of which no parent reaps, so `time` misses
# them (the thirtieth session found the browser's board steps at 1.4-1.8 CPU-seconds by `time`
# and about 5 by the machine's busy time). Without a cgroup it can write to, it counts the
# children's rusage and says so. It builds what it runs first; the figures move by some 10 % from
# run to run with the host's speed. It prints a table and exits 0 (1 with --check over the bound).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo="${CARGO:-cargo}"
bound=15
check=false
[ "${1:-}" = "--check" ] && check=true

# ---------- the counter ----------
group=""
counter=""
cleanup() { [ -n "$group" ] && rmdir "$group" 2>/dev/null; return 0; }
trap cleanup EXIT
if [ -w /sys/fs/cgroup/cpuacct ] && mkdir "/sys/fs/cgroup/cpuacct/test-budget-$$" 2>/dev/null; then
    group="/sys/fs/cgroup/cpuacct/test-budget-$$"
    counter="$group/cpuacct.usage"
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
    own="/sys/fs/cgroup$(sed -n 's/^0:://p' /proc/self/cgroup)"
    own="${own%/}" # the root cgroup is "/"
    if mkdir "$own/test-budget-$$" 2>/dev/null; then
        group="$own/test-budget-$$"
        counter="$group/cpu.stat"
    fi
fi

# Seconds of CPU the counter holds.
counted() {
    case "$counter" in
    *cpu.stat) awk '/^usage_usec/ { printf "%.3f", $2 / 1e6 }' "$counter" ;;
    *) awk '{ printf "%.3f", $1 / 1e9 }' "$counter" ;;
    esac
}

# Runs `COMMAND…` in DIR (as cargo runs a test binary, in its package) and sets `cpu` to the
# CPU-seconds it took; a failure ends the script.
measure() {
    local dir="$1"
    shift
    if [ -n "$group" ]; then
        local before after
        before=$(counted)
        if ! (cd "$dir" && bash -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' _ \
            "$group" "$@") >/dev/null 2>&1; then
            echo "test-budget: failed: $*" >&2
            exit 1
        fi
        sleep 0.5 # what is left of a browser winding down is counted too
        after=$(counted)
        cpu=$(awk -v a="$after" -v b="$before" 'BEGIN { printf "%.2f", a - b }')
    else
        local used
        if ! used=$(cd "$dir" && "$@" >/dev/null 2>&1 && times); then
            echo "test-budget: failed: $*" >&2
            exit 1
        fi
        cpu=$(echo "$used" | tail -n 1 |
            awk '{ gsub(/[ms]/, " "); printf "%.2f", $1 * 60 + $2 + $3 * 60 + $4 }')
    fi
}

# The test binaries of a package's targets, as `cargo test --no-run` names them (absolute).
binaries() {
    "$cargo" test "$@" --no-run 2>&1 | sed -n "s|.*Executable .*(\(.*\))\$|$PWD/\1|p"
}

add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a + b }'; }

echo "building the tests…" >&2
make -s web >/dev/null
boards=$(binaries -p gamecore --test boards)
core_lib=$(binaries -p gamecore --lib)
misc=$(binaries -p gamecore --test published_values --test table_memory)
benchrun=$(binaries -p benchrun --bin benchrun)
explore=$(binaries -p explore)
browser=$(binaries -p web --test browser)
# gamecore is edition 2024, so rustdoc compiles its doc tests as one program, every example
# whatever the filter: the boards' share is what they cost less what they cost with the boards'
# examples marked `ignore`, in a copy of the crate (target/test-budget-doc, its own target
# directory, rewritten only where it changed so that its build stays incremental).
doc_copy=target/test-budget-doc
mkdir -p "$doc_copy/ws"
sed -e 's/^members = .*/members = ["core"]/' -e '/^exclude = /d' Cargo.toml >"$doc_copy/Cargo.toml.new"
cp Cargo.lock "$doc_copy/Cargo.lock.new"
rm -rf "$doc_copy/new" && mkdir -p "$doc_copy/new" && cp -r core .cargo "$doc_copy/new/"
for file in "$doc_copy"/new/core/src/boards/*.rs; do
    # Each opening fence of a doc comment's code block becomes ```ignore.
    awk '/^[ \t]*\/\/[\/!][ \t]*```[a-z0-9_,]*$/ {
            if (!open) sub(/```[a-z0-9_,]*$/, "```ignore")
            open = !open
        } { print }' "$file" >"$file.ignored" && mv "$file.ignored" "$file"
done
mv "$doc_copy/Cargo.toml.new" "$doc_copy/new/Cargo.toml"
mv "$doc_copy/Cargo.lock.new" "$doc_copy/new/Cargo.lock"
# Copied over file by file where they differ (cp -p keeps the times cargo's fingerprints read).
(cd "$doc_copy/new" && find . -type f) | while read -r file; do
    if ! cmp -s "$doc_copy/new/$file" "$doc_copy/ws/$file"; then
        mkdir -p "$(dirname "$doc_copy/ws/$file")"
        cp -p "$doc_copy/new/$file" "$doc_copy/ws/$file"
    fi
done
rm -rf "$doc_copy/new"
doc_without=(env CARGO_TARGET_DIR="$PWD/$doc_copy/target" "$cargo" test -q -p gamecore --doc)
(cd "$doc_copy/ws" && "${doc_without[@]}") >/dev/null 2>&1 ||
    { echo "test-budget: the doc tests without the boards' failed" >&2; exit 1; }
"$cargo" test -q -p gamecore --doc >/dev/null 2>&1

rows=()
row() { rows+=("$1|$2"); }

measure core "$boards"
row "core/tests/boards.rs (the whole file)" "$cpu"
measure core "$core_lib" boards::
row "gamecore's boards:: unit tests" "$cpu"
# Alternated three times; the medians' difference (noise can make it negative: then 0).
with=()
without=()
for _ in 1 2 3; do
    measure . "$cargo" test -q -p gamecore --doc
    with+=("$cpu")
    measure "$doc_copy/ws" "${doc_without[@]}"
    without+=("$cpu")
done
median() { printf '%s\n' "$@" | sort -g | sed -n 2p; }
doc_share=$(awk -v a="$(median "${with[@]}")" -v b="$(median "${without[@]}")" \
    'BEGIN { d = a - b; printf "%.2f", (d > 0 ? d : 0) }')
row "gamecore's doc tests in boards (what they add to the merged run)" "$doc_share"
explore_cpu=0
for binary in $explore; do
    if "$binary" --list 2>/dev/null | grep ': test' | grep -qiE 'cram|chomp|kayles|board'; then
        measure scripts/explore "$binary" cram chomp kayles board
        explore_cpu=$(add "$explore_cpu" "$cpu")
    fi
done
row "explore's tests naming Cram, Chomp, Node Kayles or boards" "$explore_cpu"
misc_cpu=0
for binary in $misc; do
    measure core "$binary"
    misc_cpu=$(add "$misc_cpu" "$cpu")
done
measure scripts/benchrun "$benchrun" cram
row "published_values.rs, table_memory.rs, benchrun's Cram tests" "$(add "$misc_cpu" "$cpu")"

if [ -z "$group" ]; then
    row "the browser test's board steps" "not measured (no cgroup)"
elif [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    row "the browser test's board steps" "not measured (no Chromium)"
else
    log=$(mktemp)
    if ! (cd scripts/web && BROWSER_TEST_CPU="$counter" bash -c \
        'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' _ "$group" "$browser" --nocapture) \
        >"$log" 2>&1; then
        cat "$log" >&2
        echo "test-budget: the browser test failed" >&2
        exit 1
    fi
    # A step's share is the counter at its end less the counter at the end of the one before.
    board_steps=$(awk '/^cpu / {
            step = $2; for (i = 3; i < NF; i++) step = step " " $i
            if (seen && step ~ /^(board_values|play_boards|play_large_cram|play_node_kayles)$|^permalink #(play=)?(cram|chomp|nodekayles)/)
                s += $NF - last
            seen = 1; last = $NF
        } END { printf "%.2f", s }' "$log")
    rm -f "$log"
    row "the browser test's board steps (and board permalinks)" "$board_steps"
fi

printf '%-64s %8s\n' "board tests (issue 32)" "CPU s"
for entry in "${rows[@]}"; do
    printf '%-64s %8s\n' "${entry%%|*}" "${entry#*|}"
done
total=0
for entry in "${rows[@]}"; do
    case "${entry#*|}" in [0-9]*) total=$(add "$total" "${entry#*|}") ;; esac
done
printf '%-64s %8s\n' "total (bound: $bound)" "$total"
if [ -n "$group" ]; then
    echo "counted in the cgroup $group: every process, Chromium's too"
else
    echo "counted by rusage: no cgroup could be made, so the browser's share is left out"
fi
if $check && awk -v t="$total" -v b="$bound" 'BEGIN { exit !(t > b) }'; then
    echo "test-budget: over the bound" >&2
    exit 1
fi
