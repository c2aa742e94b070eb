#!/bin/sh
# Programs at the edges of every rule that must be accepted silently:
# `ampcc -fsyntax-only X.c` exits 0 and prints nothing; and, as everything the
# checker accepts must lower, `ampcc -c X.c` succeeds and the OpenCL C of its
# kernels builds (tests/tools/lowers.sh).
# Prints "PASS accepted/X" or "FAIL accepted/X: why" per file.
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-acc.XXXXXX")
trap 'rm -rf "$work"' EXIT
. tests/tools/lowers.sh
lowers_setup "$work"
for f in tests/accepted/*.c; do
    [ -e "$f" ] || continue
    name=accepted/$(basename "$f" .c)
    "$AMPCC" -fsyntax-only -fdiagnostics-color=never "$f" >"$work/out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] || [ -s "$work/out" ]; then
        echo "FAIL $name: exit $rc, output:"
        sed 's/^/    /' "$work/out" | head -20
    elif ! lowers "$f" >"$work/why"; then
        echo "FAIL $name: accepted but does not lower"
        cat "$work/why"
    else
        echo "PASS $name"
    fi
done
