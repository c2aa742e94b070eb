#!/bin/sh
# Usage: OLD=DIR NEW=DIR sh bench/compare/before_after.sh (each DIR made by bench/build.sh from one commit);
# SMALL=1 for the 2-core sizes, RUNS=N rounds.
# Issue 10's "no measurable slowdown": the benchmark programs built by the
# ampcc of 6feda60 (before this session) and of this tree, run alternately on
# one device, medians of kernel_ms over $RUNS rounds.
RUNS=${RUNS:-7}
export XDG_CACHE_HOME=$(mktemp -d)
if [ -n "${SMALL:-}" ]; then
    set -- "tile_average_amp 4096 5" "matmul_amp 512 5" "matmul_amp_naive 512 5" \
           "reduce_amp 24 5" "transpose_amp 4096 5" "stencil_amp 2048 100"
else
    set -- "tile_average_amp 4096 20" "matmul_amp 1024 20" "matmul_amp_naive 1024 20" \
           "reduce_amp 24 20" "transpose_amp 4096 20" "stencil_amp 4096 100"
fi
for w in "$@"; do
    set -- $w; prog=$1; shift
    : >/tmp/old.$prog; : >/tmp/new.$prog
    for r in $(seq $RUNS); do
        timeout 60 ${OLD:-devcarry/oldbench}/$prog "$@" | sed -n 's/.*kernel_ms=\([0-9.e+-]*\).*/\1/p' >>/tmp/old.$prog
        timeout 60 ${NEW:-devcarry/bench}/$prog "$@" | sed -n 's/.*kernel_ms=\([0-9.e+-]*\).*/\1/p' >>/tmp/new.$prog
    done
    o=$(sort -g /tmp/old.$prog | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    n=$(sort -g /tmp/new.$prog | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    echo "$prog $* before=$o after=$n after/before=$(awk -v a=$n -v b=$o 'BEGIN{printf "%.3f", a/b}')"
done
