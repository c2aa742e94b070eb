#!/bin/sh
# The C++ AMP conformance suite, ported (tests/conformance; docs/conformance.md).
# - A port with `// expected-error` comments is a negative test: it must give
#   exactly those diagnostics under `ampcc -fsyntax-only -verify`.
# - Any other port is a program whose main returns 0 when its checks pass. Each
#   is compiled with -Dmain=NAME and all are linked into one driver
#   (tests/conformance/driver.c) that runs them in one process (two, one per
#   core), so the OpenCL set-up is shared.
# - A port listed in tests/conformance/known-failures.txt (an ampcc bug) is run
#   too: "XFAIL" while it still fails, FAIL once it passes (remove its line).
# - The same driver then runs every runtime port again on the native host
#   device (AMPCC_DEVICE=host: the kernels were compiled into it), reported as
#   "conformance-host/PATH", as the e2e suite does for its programs.
# Prints "PASS conformance/PATH" or "FAIL conformance/PATH: why" per test.
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
dir=tests/conformance
known=$dir/known-failures.txt
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-conf.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

# $suite names the run in the verdicts: conformance, or conformance-host.
suite=conformance
# The reason a path is listed in known-failures.txt, or nothing. A line
# "RUN:PATH | ..." (RUN: conformance or conformance-host) holds for that run
# only: a bug of one device.
known_reason() { sed -n -e "s#^$1 | \([^|]*\) |.*#\1#p" -e "s#^$suite:$1 | \([^|]*\) |.*#\1#p" "$known"; }

# Prints the verdict of one test, turning the outcome of a known failure around.
verdict() { # PATH OK(0|1) WHY
    reason=$(known_reason "$1")
    if [ -z "$reason" ]; then
        [ "$2" = 0 ] && echo "PASS $suite/$1" || echo "FAIL $suite/$1: $3"
    elif [ "$2" = 0 ]; then
        echo "FAIL $suite/$1: passes now; remove it from $known"
    else
        echo "XFAIL $suite/$1: $reason"
    fi
}

negative() { # FILE
    path=${1#$dir/}; path=${path%.c}
    "$AMPCC" -fsyntax-only -verify -ferror-limit=0 -I"$dir" "$1" >"$work/verify.out" 2>&1
    rc=$?
    verdict "$path" $rc "-verify exit $rc"
    [ $rc -ne 0 ] && [ -z "$(known_reason "$path")" ] && sed 's/^/    /' "$work/verify.out" | head -20
}

# Compiles runtime port number N (FILE) to N.o, its renamed main the only
# global symbol left (ports keep the original's linkage, so two may well both
# define test()); adds it to the driver's table.
compile_runtime() { # N FILE
    path=${2#$dir/}; path=${path%.c}
    if timeout 120 "$AMPCC" -c -I"$dir" -Dmain=conformance_main_$1 -o "$work/$1.o" "$2" >"$work/$1.cc" 2>&1 &&
        objcopy --keep-global-symbol=conformance_main_$1 "$work/$1.o" >>"$work/$1.cc" 2>&1; then
        echo "X(conformance_main_$1, \"$path\")" >>"$work/tests.h"
        echo "$work/$1.o" >>"$work/objects"
    else
        verdict "$path" 1 "does not compile"
        [ -z "$(known_reason "$path")" ] && sed 's/^/    /' "$work/$1.cc" | head -15
    fi
}

# The driver prints PASS/FAIL lines with bare paths; this applies verdict()
# and shows the output of a failed test.
report_runtime() {
    while read -r word path why; do
        path=${path%:}
        if [ "$word" = PASS ]; then verdict "$path" 0; continue; fi
        verdict "$path" 1 "$why"
        name=$(sed -n "s#^X(\([a-z_0-9]*\), \"$path\")#\1#p" "$work/tests.h")
        [ -z "$(known_reason "$path")" ] && sed 's/^/    /' "$work/logs/$name.log" 2>/dev/null | head -15
    done
}

for f in $(grep -rlE 'expected-(error|warning)' "$dir" --include='*.c' | sort); do
    negative "$f"
done

: >"$work/tests.h"; : >"$work/objects"
# Two compiles at a time (make check's machine has 2 cores); each appends one
# short line to tests.h and objects, and the driver's table order is free.
n=0
for f in $(grep -rLE 'expected-(error|warning)' "$dir" --include='*.c' | grep -v "^$dir/driver.c$" | sort); do
    compile_runtime $n "$f" &
    n=$((n + 1))
    [ $((n % 2)) -eq 0 ] && wait
done
wait
[ -s "$work/objects" ] || exit 0
mkdir -p "$work/logs"
# shellcheck disable=SC2046
if ! "$AMPCC" -DCONFORMANCE_TESTS="\"$work/tests.h\"" -o "$work/driver" "$dir/driver.c" \
        $(cat "$work/objects") -lm >"$work/driver.cc" 2>&1; then
    echo "FAIL conformance/driver: does not link"; sed 's/^/    /' "$work/driver.cc" | head -20
    exit 0
fi
# The driver forks its workers before their first kernel: the OpenCL start-up
# thread (runtime/prestart.c) must not have started the driver in the parent.
export AMPCC_PRESTART=0
# Runs every runtime port in two drivers, one per core (each runs every other
# test), and reports their verdicts.
run_drivers() {
    rm -f "$work"/logs/*.log
    timeout 600 "$work/driver" "$work/logs" 0 2 >"$work/shard0" &
    timeout 600 "$work/driver" "$work/logs" 1 2 >"$work/shard1"
    wait
    cat "$work/shard0" "$work/shard1" | report_runtime
}
run_drivers
suite=conformance-host
AMPCC_DEVICE=host run_drivers
