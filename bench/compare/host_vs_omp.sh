#!/bin/sh
# Usage: [OLD=DIR] NEW=DIR [RUNS=N] sh bench/compare/host_vs_omp.sh [PROG ARGS]...
# The native host device against the hand-written OpenMP program, side by side
# in one run: each round runs OLD/W_amp (when OLD is given: the programs of an
# earlier ampcc), NEW/W_amp, both with AMPCC_DEVICE=host, and NEW/W_omp, and
# prints the medians of kernel_ms over $RUNS rounds (default 7) and the ratios.
# DIRs are made by bench/build.sh. Default workloads: reduce and stencil at the
# 2-core sizes of bench/run.sh.
RUNS=${RUNS:-7}
[ $# -gt 0 ] || set -- "reduce 24 5" "stencil 2048 100"
kernel_ms() { sed -n 's/.* kernel_ms=\([0-9.e+-]*\).*/\1/p'; }
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%.2f", a / b }'; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for w in "$@"; do
    set -- $w; name=$1; shift
    : >"$tmp/old"; : >"$tmp/new"; : >"$tmp/omp"
    for r in $(seq "$RUNS"); do
        [ -n "${OLD:-}" ] && AMPCC_DEVICE=host timeout 120 "$OLD/${name}_amp" "$@" | kernel_ms >>"$tmp/old"
        AMPCC_DEVICE=host timeout 120 "$NEW/${name}_amp" "$@" | kernel_ms >>"$tmp/new"
        timeout 120 "$NEW/${name}_omp" "$@" | kernel_ms >>"$tmp/omp"
    done
    o=$(median <"$tmp/old"); n=$(median <"$tmp/new"); m=$(median <"$tmp/omp")
    echo "$name $*: host before=${o:--} host=$n openmp=$m host/openmp=$(ratio "$n" "$m") before/openmp=$(ratio "$o" "$m") (ms, medians of $RUNS)"
done
