#!/bin/sh
# Programs at the edges of every rule that must be accepted silently:
# `ampcc -fsyntax-only X.c` exits 0 and prints nothing.
# Prints "PASS accepted/X" or "FAIL accepted/X: why" per file.
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
out="${TMPDIR:-/tmp}/ampcc-acc.$$"
for f in tests/accepted/*.c; do
    [ -e "$f" ] || continue
    name=accepted/$(basename "$f" .c)
    "$AMPCC" -fsyntax-only -fdiagnostics-color=never "$f" >"$out" 2>&1
    rc=$?
    if [ $rc -eq 0 ] && [ ! -s "$out" ]; then
        echo "PASS $name"
    else
        echo "FAIL $name: exit $rc, output:"
        sed 's/^/    /' "$out" | head -20
    fi
done
rm -f "$out"
