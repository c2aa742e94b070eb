#!/bin/sh
# Emission goldens: every tests/emit/NAME.c is compiled with
# `$AMPCC --emit=opencl NAME.c -o -` and the OpenCL C compared with NAME.cl.
# Its host C (`--emit=host`) must also compile without warnings under -Wall,
# and for programs without #include its rewritten text must match NAME.host.
# Its native host C (`--emit=native`) must compile with -fopenmp, and match
# NAME.native where that file exists.
# A first line "// RUN-FLAGS: ..." adds compiler flags (e.g. -ffast-math).
#   UPDATE=1 sh tests/suites/emit.sh build   rewrites the .cl files (review the diff!)
# Prints "PASS emit/NAME" or "FAIL emit/NAME: why" (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
HOSTCC=${AMPCC_CC:-cc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-emit.XXXXXX")
trap 'rm -rf "$work"' EXIT

show() { head -n "${2:-15}" "$1" | sed 's/^/    /'; }

for src in tests/emit/*.c; do
    name=$(basename "$src" .c)
    if [ ! -x "$AMPCC" ]; then echo "FAIL emit/$name: $AMPCC not built"; continue; fi
    flags=$(sed -n '1s|^// RUN-FLAGS:||p' "$src")
    # shellcheck disable=SC2086
    if ! "$AMPCC" $flags --emit=opencl "$src" -o - >"$work/$name.cl" 2>"$work/$name.err"; then
        echo "FAIL emit/$name: --emit=opencl failed"; show "$work/$name.err"; continue
    fi
    if [ -n "$UPDATE" ]; then
        cp "$work/$name.cl" "tests/emit/$name.cl"
    fi
    if ! cmp -s "tests/emit/$name.cl" "$work/$name.cl"; then
        echo "FAIL emit/$name: OpenCL C differs from tests/emit/$name.cl (- expected, + actual)"
        diff -u "tests/emit/$name.cl" "$work/$name.cl" | tail -n +3 | show /dev/stdin 30
        continue
    fi
    # The OpenCL C must be valid OpenCL C 1.2 (clang's front end, when installed),
    # the _aliased variants included.
    if command -v clang >/dev/null 2>&1 && ! clang -x cl -cl-std=CL1.2 -DAMPCC_ALIASED_VARIANTS -Xclang \
            -finclude-default-header -fsyntax-only -w "$work/$name.cl" >"$work/$name.err" 2>&1; then
        echo "FAIL emit/$name: the OpenCL C does not compile as OpenCL C 1.2"
        show "$work/$name.err"; continue
    fi
    # shellcheck disable=SC2086
    if ! "$AMPCC" $flags --emit=host "$src" -o "$work/$name.host.c" 2>"$work/$name.err"; then
        echo "FAIL emit/$name: --emit=host failed"; show "$work/$name.err"; continue
    fi
    if ! "$HOSTCC" -std=gnu11 -Wall -Werror -Iinclude -c "$work/$name.host.c" \
            -o "$work/$name.o" >"$work/$name.err" 2>&1; then
        echo "FAIL emit/$name: generated host C does not compile cleanly with -Wall"
        show "$work/$name.err"; continue
    fi
    # The native host C (--emit=native) compiles with OpenMP, and where
    # tests/emit/NAME.native exists it is the expected text.
    # shellcheck disable=SC2086
    if ! "$AMPCC" $flags --emit=native "$src" -o "$work/$name.native.c" 2>"$work/$name.err"; then
        echo "FAIL emit/$name: --emit=native failed"; show "$work/$name.err"; continue
    fi
    [ -n "$UPDATE" ] && [ -f "tests/emit/$name.native" ] && cp "$work/$name.native.c" "tests/emit/$name.native"
    if [ -f "tests/emit/$name.native" ] && ! cmp -s "tests/emit/$name.native" "$work/$name.native.c"; then
        echo "FAIL emit/$name: native C differs from tests/emit/$name.native (- expected, + actual)"
        diff -u "tests/emit/$name.native" "$work/$name.native.c" | tail -n +3 | show /dev/stdin 30
        continue
    fi
    if ! "$HOSTCC" -std=gnu11 -fopenmp -Iinclude -c "$work/$name.native.c" \
            -o "$work/$name.o" >"$work/$name.err" 2>&1; then
        echo "FAIL emit/$name: generated native C does not compile"
        show "$work/$name.err"; continue
    fi
    # The rewritten user text (from the file's first line marker on) against
    # NAME.host, for the programs that include no headers.
    if ! grep -q '^#include' "$src"; then
        sed -n "\\|^# 1 \"$src\"|,\$p" "$work/$name.host.c" >"$work/$name.host"
        [ -n "$UPDATE" ] && cp "$work/$name.host" "tests/emit/$name.host"
        if ! cmp -s "tests/emit/$name.host" "$work/$name.host"; then
            echo "FAIL emit/$name: host C differs from tests/emit/$name.host (- expected, + actual)"
            diff -u "tests/emit/$name.host" "$work/$name.host" | tail -n +3 | show /dev/stdin 30
            continue
        fi
    fi
    echo "PASS emit/$name"
done

# Host line mapping: tests/emit/lines/NAME.c has a host-side error on the line
# that its "expect-host-error: N" comment names; the host compiler's message
# must point there, in the user's file (the #line directives ampcc emits).
for src in tests/emit/lines/*.c; do
    name=lines/$(basename "$src" .c)
    want=$(sed -n 's|.*expect-host-error: \([0-9]*\).*|\1|p' "$src")
    if "$AMPCC" -c "$src" -o "$work/lines.o" >"$work/lines.err" 2>&1; then
        echo "FAIL emit/$name: compiled, but it has a host-side error"; continue
    fi
    if grep -q "^$src:$want:[0-9]*: error:" "$work/lines.err"; then
        echo "PASS emit/$name"
    else
        echo "FAIL emit/$name: no error reported at $src:$want"; show "$work/lines.err"
    fi
done
