#!/bin/sh
# Failed operations leak nothing (LANGUAGE.md section 10): each program of
# tests/e2e whose name starts with error_ (and async_: completion_futures
# dropped without waiting leak nothing either; nor do temporary views,
# view_values) is compiled with AddressSanitizer
# and run with the runtime's statistics. Its output must still match its
# .expected, LeakSanitizer must find no leak, and no view or array buffer
# may be left when main has returned (live_buffers=0 in the stats line,
# which the runtime prints before it frees what a program leaked).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-leaks.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

for src in tests/e2e/error_*.c tests/e2e/async_*.c tests/e2e/array_from_range.c tests/e2e/view_values.c; do
    name=$(basename "$src" .c)
    if ! timeout 60 "$AMPCC" -fsanitize=address -g -o "$work/$name" "$src" >"$work/$name.cc" 2>&1; then
        echo "FAIL leaks/$name: does not compile with -fsanitize=address"
        sed 's/^/    /' "$work/$name.cc" | head -n 10; continue
    fi
    AMPCC_STATS=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$PWD/tests/leaks.supp timeout 120 "$work/$name" \
        >"$work/$name.out" 2>"$work/$name.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL leaks/$name: exit status $rc"; head -n 15 "$work/$name.err" | sed 's/^/    /'
    elif ! cmp -s "tests/e2e/$name.expected" "$work/$name.out"; then
        echo "FAIL leaks/$name: output differs from tests/e2e/$name.expected"
    elif ! grep -q 'live_buffers=0$' "$work/$name.err"; then
        echo "FAIL leaks/$name: buffers left: $(grep ampcc-stats "$work/$name.err")"
    else
        echo "PASS leaks/$name"
    fi
done
