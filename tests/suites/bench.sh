#!/bin/sh
# The benchmark programs at tiny sizes: each must build, run on the default
# OpenCL device and pass its check against the serial C reference (a program
# exits 2 on a wrong result). For the AMP C ones, the bytes the runtime moved
# (AMPCC_STATS=1) must also be the least the program needs, as the program
# states it (min_to_device / min_to_host). Prints "PASS bench/X" or
# "FAIL bench/X: why" per program, then checks bench/run.sh's tables.
B=${1:-build}
work="${TMPDIR:-/tmp}/ampcc-bench-suite.$$"
mkdir -p "$work"
sh bench/build.sh "$B" "$work" >/dev/null 2>&1

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

# check NAME PROGRAM ARGS...
check() {
    name=bench/$1 prog=$2
    shift 2
    if [ ! -x "$work/$prog" ]; then
        echo "FAIL $name: did not build:"
        sed 's/^/    /' "$work/logs/$prog.log" 2>/dev/null | head -12
        return
    fi
    AMPCC_STATS=1 BENCH_CHECK=1 "$work/$prog" "$@" >"$work/out" 2>"$work/err"
    rc=$?
    line=$(grep '^BENCH ' "$work/out" | head -1)
    if [ $rc -ne 0 ] || [ -z "$line" ]; then
        echo "FAIL $name: exit $rc"
        sed 's/^/    /' "$work/err" | head -10
        return
    fi
    want_dev=$(echo "$line" | field min_to_device)
    if [ -n "$want_dev" ]; then
        stats=$(grep '^ampcc-stats:' "$work/err" | tail -1)
        dev=$(echo " $stats" | field to_device)
        host=$(echo " $stats" | field to_host)
        want_host=$(echo "$line" | field min_to_host)
        if [ "$dev" != "$want_dev" ] || [ "$host" != "$want_host" ]; then
            echo "FAIL $name: moved to_device=${dev:-?} to_host=${host:-?}, least is $want_dev and $want_host"
            return
        fi
    fi
    echo "PASS $name"
}

# check_host NAME PROGRAM ARGS...: the AMP C program on the native host device
# (AMPCC_DEVICE=host): the same check against the reference, no byte moved.
check_host() {
    name=bench/$1-host prog=$2
    shift 2
    AMPCC_DEVICE=host AMPCC_STATS=1 BENCH_CHECK=1 "$work/$prog" "$@" >"$work/out" 2>"$work/err"
    rc=$?
    stats=$(grep '^ampcc-stats:' "$work/err" | tail -1)
    if [ $rc -ne 0 ] || ! grep -q '^BENCH ' "$work/out"; then
        echo "FAIL $name: exit $rc"; sed 's/^/    /' "$work/err" | head -10
    elif [ "$(echo " $stats" | field to_device) $(echo " $stats" | field to_host)" != "0 0" ]; then
        echo "FAIL $name: moved bytes on the host device: $stats"
    else
        echo "PASS $name"
    fi
}
check_host tile_average_amp tile_average_amp 64 2
check_host transpose_amp transpose_amp 64 2
check_host reduce_amp reduce_amp 14 2
check_host stencil_amp stencil_amp 64 4
check_host matmul_amp matmul_amp 64 2
check_host matmul_amp_naive matmul_amp_naive 48 2
check_host launch_amp launch_amp 50
check_host first_kernel_amp first_kernel_amp
check_host startup_amp startup_amp 5

for impl in amp hand omp; do
    check tile_average_$impl tile_average_$impl 64 2
    check transpose_$impl transpose_$impl 64 2
    check reduce_$impl reduce_$impl 14 2
    check stencil_$impl stencil_$impl 64 4
done
check matmul_amp matmul_amp 64 2
check matmul_amp_naive matmul_amp_naive 48 2
check matmul_hand_tiled matmul_hand 64 2 tiled
check matmul_hand_naive matmul_hand 64 2 naive
check matmul_omp matmul_omp 48 2
check launch_amp launch_amp 50
check launch_hand launch_hand 50
check first_kernel_amp first_kernel_amp
check first_kernel_hand first_kernel_hand source
check first_kernel_omp first_kernel_omp
# The start-up bench (5 ms of preparation), with the OpenCL start-up on its
# background thread and without it.
check startup_amp startup_amp 5
export AMPCC_PRESTART=0
check startup_amp-without-prestart startup_amp 5
unset AMPCC_PRESTART

# The harness end to end: bench/run.sh over the programs just built, one round
# at tiny sizes. Every cell of its tables must be filled (a "-" is a missing
# median), and every ampcc program's traffic must be minimal.
BENCH_TINY=1 BENCH_RUNS=1 BENCH_RESULTS="$work/results" sh bench/run.sh --bin "$work" >"$work/table" 2>"$work/run.err"
rc=$?
minimal=$(grep -c '| minimal |$' "$work/table")
if [ $rc -ne 0 ]; then
    echo "FAIL bench/run.sh: exit $rc"; sed 's/^/    /' "$work/run.err" | tail -10
elif grep -q -e '| - |' -e '(-)' -e 'not run' -e '^### Programs that failed' "$work/table" || [ "$minimal" -ne 7 ]; then
    echo "FAIL bench/run.sh: incomplete tables ($minimal of 7 programs minimal):"; sed 's/^/    /' "$work/table"
else
    echo "PASS bench/run.sh"
fi

# The depth series (make bench) at one depth past OpenCL's 256 brackets: its
# three tables, a row each (the second kernel rejected after the walk, the
# third split at its barriers, both checked by the script itself).
DEPTH_SIZES=300 sh bench/scale/depth.sh "$B" >"$work/depth" 2>&1
rc=$?
rows=$(grep -c '^| 300 |' "$work/depth")
if [ $rc -eq 0 ] && [ "$rows" -eq 3 ]; then
    echo "PASS bench/scale/depth.sh"
else
    echo "FAIL bench/scale/depth.sh: exit $rc, $rows of 3 rows"; sed 's/^/    /' "$work/depth" | head -20
fi
rm -rf "$work"
