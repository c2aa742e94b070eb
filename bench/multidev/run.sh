#!/bin/sh
# bench/multidev/run.sh BIN_DIR [RUNS]: the multi-device workloads of issue 15
# on one device and on two, alternating, medians of RUNS (default 5) rounds,
# and the ratio one/two (the speed-up). BIN_DIR holds multidev_matmul and
# multidev_stencil (built by ampcc from bench/multidev/*.c). Sizes:
# MATMUL_N (8192), STENCIL_N (16384), STENCIL_STEPS (100); BENCH_CHECK=0 skips
# the serial check, which at these sizes takes longer than the benchmark.
# Exits 77 when the machine has fewer than two devices besides the host device.
set -u
BIN=${1:?usage: run.sh BIN_DIR [RUNS]}
RUNS=${2:-5}
MN=${MATMUL_N:-8192}
SN=${STENCIL_N:-16384}
STEPS=${STENCIL_STEPS:-100}
export AMPCC_STATS=1
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
field() { sed -n "s/.*$1=\([0-9.e+-]*\).*/\1/p"; }
run_pair() {   # NAME ARGS...: RUNS rounds of (1 device, 2 devices)
    name=$1; shift
    : >"/tmp/md.$name.1"; : >"/tmp/md.$name.2"
    for r in $(seq "$RUNS"); do
        for n in 1 2; do
            out=$("$BIN/multidev_$name" "$@" "$n" 2>&1)
            st=$?
            [ "$st" -eq 3 ] && { echo "multidev: fewer than 2 devices"; exit 77; }
            [ "$st" -eq 0 ] || { echo "FAIL multidev_$name $* $n (exit $st)"; exit 1; }
            echo "$out" | grep '^BENCH' | field kernel_ms >>"/tmp/md.$name.$n"
            [ "$r" -eq 1 ] && echo "$out" | grep -E '^BENCH|ampcc-stats|^device'
        done
    done
    one=$(median <"/tmp/md.$name.1"); two=$(median <"/tmp/md.$name.2")
    echo "multidev_$name $*: one device $one ms, two devices $two ms, speed-up $(awk -v a="$one" -v b="$two" 'BEGIN{printf "%.2f", a/b}') (medians of $RUNS)"
}
"$BIN/multidev_matmul" 64 1 2 >/dev/null 2>&1
[ $? -eq 3 ] && { echo "multidev: fewer than 2 devices besides the host device"; exit 77; }
run_pair matmul "$MN" 3
run_pair stencil "$SN" "$STEPS"
