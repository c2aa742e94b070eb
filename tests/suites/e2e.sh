#!/bin/sh
# End-to-end: every tests/e2e/NAME.c is compiled with $AMPCC, run, and its
# stdout compared byte for byte with tests/e2e/NAME.expected.
# A first line "// RUN-FLAGS: ..." adds compiler flags (e.g. -ffast-math).
# Prints "PASS e2e/NAME" or "FAIL e2e/NAME: why" (see tests/run.sh); then the
# same binary runs again on the native host device (AMPCC_DEVICE=host: its
# kernels were compiled into it) and must print the same: "PASS e2e-host/NAME".
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-e2e.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Kernel cache: run.sh's private one, else one inside the scratch folder.
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

# Shows the first lines of a file under a FAIL line, indented.
show() { head -n "${2:-15}" "$1" | sed 's/^/    /'; }

# compile SRC: compiles one program to $work/NAME (its messages in
# NAME.cc); the exit status is the compile's (124: over 60 s).
compile() {
    name=$(basename "$1" .c)
    flags=$(sed -n '1s|^// RUN-FLAGS:||p' "$1")
    # shellcheck disable=SC2086
    timeout 60 "$AMPCC" $flags -o "$work/$name" "$1" -lm >"$work/$name.cc" 2>&1
}

# start_compile N: compiles program N in the background (its pid in pid_N).
start_compile() {
    [ "$1" -lt "$count" ] || return 0
    eval "compile \"\$src_$1\" & pid_$1=\$!"
}

# run_tests NAME RC: the verdicts of one program, compiled with status RC:
# its output on PoCL, then on the host device.
run_tests() {
    name=$1
    if [ "$2" -ne 0 ]; then
        [ "$2" -eq 124 ] && why="took over 60 s to compile" || why="does not compile"
        echo "FAIL e2e/$name: $why"; show "$work/$name.cc"; return
    fi
    timeout 120 "$work/$name" >"$work/$name.out" 2>"$work/$name.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL e2e/$name: exit status $rc"; show "$work/$name.err"; return
    fi
    if cmp -s "tests/e2e/$name.expected" "$work/$name.out"; then
        echo "PASS e2e/$name"
    else
        echo "FAIL e2e/$name: output differs (- expected, + actual)"
        diff -u "tests/e2e/$name.expected" "$work/$name.out" | tail -n +3 | show /dev/stdin 20
    fi
    AMPCC_DEVICE=host timeout 120 "$work/$name" >"$work/$name.host" 2>"$work/$name.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL e2e-host/$name: exit status $rc"; show "$work/$name.err"
    elif cmp -s "tests/e2e/$name.expected" "$work/$name.host"; then
        echo "PASS e2e-host/$name"
    else
        echo "FAIL e2e-host/$name: output differs (- expected, + actual)"
        diff -u "tests/e2e/$name.expected" "$work/$name.host" | tail -n +3 | show /dev/stdin 20
    fi
}

if [ ! -x "$AMPCC" ]; then echo "FAIL e2e: $AMPCC not built"; exit 0; fi
# Two compiles are always in flight (make check's machine has 2 cores) while
# the programs run one at a time, in order, so the verdicts keep their order:
# program N runs once it is compiled, and N+2 starts compiling then.
count=0
for src in tests/e2e/*.c; do
    eval "src_$count=\$src"
    count=$((count + 1))
done
start_compile 0
start_compile 1
n=0
while [ "$n" -lt "$count" ]; do
    eval "wait \$pid_$n; rc=\$?; src=\$src_$n"
    start_compile $((n + 2))
    run_tests "$(basename "$src" .c)" "$rc"
    n=$((n + 1))
done

# The host device needs no OpenCL at all: with no platform to be found (an
# empty OCL_ICD_VENDORS folder) a program still runs on it.
mkdir -p "$work/no-icd"
if [ -x "$work/host_shapes" ] && OCL_ICD_VENDORS="$work/no-icd" AMPCC_DEVICE=host \
        "$work/host_shapes" 2>&1 | cmp -s tests/e2e/host_shapes.expected -; then
    echo "PASS e2e-host/without-opencl"
else
    echo "FAIL e2e-host/without-opencl: host_shapes on AMPCC_DEVICE=host with no OpenCL platform"
fi
