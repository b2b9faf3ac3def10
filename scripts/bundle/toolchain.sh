#!/usr/bin/env bash
# Sourced by msrv.sh (and by its test): which rustup toolchain is Rust $1?
#
# rustup names a toolchain after what was asked for: `rustup toolchain install 1.58` makes
# `1.58-<host>`, `… install 1.58.0` makes `1.58.0-<host>`, and `rustup which --toolchain 1.58`
# finds only the first. So read the installed names and take any that is the version itself
# or a patch release of it; the caller installs `$1` when none is there.

# Prints the installed toolchain (full name) that provides Rust $1, reading `rustup toolchain
# list` from stdin; prints nothing and fails when none does. The exact name wins over a patch
# release, and a later patch release over an earlier one.
msrv_toolchain_from_list() {
    local want="$1" line name best="" best_patch=-1 patch
    while IFS= read -r line; do
        name="${line%% *}"
        case "$name" in
            "$want"-*)
                printf '%s\n' "$name"
                return 0
                ;;
            "$want".*-*)
                patch="${name#"$want".}"
                patch="${patch%%-*}"
                [[ "$patch" =~ ^[0-9]+$ ]] || continue
                if ((patch > best_patch)); then
                    best="$name"
                    best_patch="$patch"
                fi
                ;;
        esac
    done
    [ -n "$best" ] || return 1
    printf '%s\n' "$best"
}
