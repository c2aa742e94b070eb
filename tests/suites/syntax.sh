#!/bin/sh
# Syntax errors in AMP C constructs: every tests/syntax/NAME.c is checked with
# `$AMPCC -fsyntax-only -fdiagnostics-color=never`; it must fail (exit status
# 1) and its stderr must equal tests/syntax/NAME.expected byte for byte: the
# message, file:line:col, the source line and the caret under the column, and
# no cascade of follow-on errors after recovery.
# Prints "PASS syntax/NAME" or "FAIL syntax/NAME: why" (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-syntax.XXXXXX")
trap 'rm -rf "$work"' EXIT

for src in tests/syntax/*.c; do
    name=$(basename "$src" .c)
    if [ ! -x "$AMPCC" ]; then echo "FAIL syntax/$name: $AMPCC not built"; continue; fi
    "$AMPCC" -fsyntax-only -fdiagnostics-color=never "$src" >"$work/out" 2>"$work/err"
    rc=$?
    if [ $rc -ne 1 ]; then
        echo "FAIL syntax/$name: exit status $rc, expected 1"
        head -n 8 "$work/err" | sed 's/^/    /'
    elif ! cmp -s "tests/syntax/$name.expected" "$work/err"; then
        echo "FAIL syntax/$name: diagnostics differ (- expected, + actual)"
        diff -u "tests/syntax/$name.expected" "$work/err" | tail -n +3 | head -n 20 | sed 's/^/    /'
    else
        echo "PASS syntax/$name"
    fi
done
