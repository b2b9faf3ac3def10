#!/usr/bin/env bash
# make sample P=<id>: runs every official sample of one problem and says, for each, whether the
# answer is the expected one (and shows a diff when it is not). Exit status 1 on any mismatch.
# A problem with no official sample runs the examples constructed for its page instead
# (testdata/<id>/brute-constructed-example*.in, outputs from the brute force) and says so.
set -uo pipefail
cd "$(dirname "$0")/../.."
cargo=${CARGO:-cargo}
id=${1:-}
known() { for d in problems/*/Cargo.toml; do basename "$(dirname "$d")"; done; }
if [ -z "$id" ] || [ ! -f "problems/$id/Cargo.toml" ]; then
    [ -z "$id" ] && echo "usage: make sample P=<problem id>" || echo "unknown problem '$id'."
    echo "The problems are:"
    known | column -c 100 2>/dev/null || known
    exit 2
fi
"$cargo" build -q --release -p "$id" || exit 1
binary=target/release/$id
samples=(testdata/"$id"/sample-*.in)
if [ ! -e "${samples[0]}" ]; then
    samples=(testdata/"$id"/brute-constructed-example*.in)
    if [ ! -e "${samples[0]}" ]; then
        echo "testdata/$id has no sample and no constructed example"
        exit 1
    fi
    echo "$id has no official sample: running the examples constructed for its page" \
        "(problems/$id/README.md; outputs from the brute force)"
fi
failed=0
for input in "${samples[@]}"; do
    expected=${input%.in}.out
    got=$(mktemp)
    "$binary" < "$input" > "$got" 2> "$got.err"
    status=$?
    echo "== $input"
    cat "$got"
    if [ -s "$got.err" ]; then sed 's/^/   (stderr) /' "$got.err"; fi
    if [ "$status" -eq 0 ] && cmp -s "$got" "$expected"; then
        echo "-- ok: the same as $(basename "$expected")"
    else
        echo "-- DIFFERENT from $(basename "$expected") (exit status $status):"
        diff -u "$expected" "$got" | tail -n +3
        failed=1
    fi
    rm -f "$got" "$got.err"
done
exit $failed
