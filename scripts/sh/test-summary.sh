#!/usr/bin/env bash
# Runs the given command (cargo test …), passes its output through, and ends with one line
# that sums up every `test result:` line: `summary: N passed, N failed, N skipped`.
set -uo pipefail
log=$(mktemp)
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -E '^test result:' "$log" | grep -oE '[0-9]+ passed' | awk '{ s += $1 } END { print s + 0 }')
failed=$(grep -E '^test result:' "$log" | grep -oE '[0-9]+ failed' | awk '{ s += $1 } END { print s + 0 }')
ignored=$(grep -E '^test result:' "$log" | grep -oE '[0-9]+ ignored' | awk '{ s += $1 } END { print s + 0 }')
# The bundle test writes `bundle check: all N bundles passed` to stderr (uncaptured) when it passes.
bundles=$(grep -oE 'bundle check: all [0-9]+ bundles passed' "$log" | grep -oE '[0-9]+' | head -n 1)
if [ -n "$bundles" ] && ! grep -q 'every_problem_passes_as_one_file .*FAILED' "$log"; then
    echo "bundles: every one of the $bundles crates under problems/ and examples/ bundled and checked"
fi
rm -f "$log"
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    echo "(the command failed before all tests ran: exit status $status)"
    failed=1
fi
echo "summary: $passed passed, $failed failed, $ignored skipped"
exit "$status"
