#!/bin/sh
# Rejected and warned programs: each tests/diagnostics/X.c (or X.i, read as
# preprocessed input, as cc reads it) carries clang-style
# `// expected-error {{...}}` / `expected-warning` / `expected-note` comments;
# `ampcc -fsyntax-only -verify` must find exactly those diagnostics.
# Prints "PASS diagnostics/X" or "FAIL diagnostics/X: why" per file.
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
out="${TMPDIR:-/tmp}/ampcc-diag.$$"
for f in tests/diagnostics/*.c tests/diagnostics/*.i; do
    [ -e "$f" ] || continue
    name=diagnostics/$(basename "$f")
    name=${name%.c}
    # -ferror-limit=0: multi-violation files must see every error.
    "$AMPCC" -fsyntax-only -verify -ferror-limit=0 "$f" >"$out" 2>&1
    rc=$?
    if [ $rc -eq 0 ]; then
        echo "PASS $name"
    else
        echo "FAIL $name: -verify exit $rc"
        sed 's/^/    /' "$out" | head -20
    fi
done
rm -f "$out"
