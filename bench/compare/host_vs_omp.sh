#!/bin/sh
# Usage: [OLD=DIR] NEW=DIR [RUNS=N] sh bench/compare/host_vs_omp.sh [PROG ARGS]...
# The native host device against the hand-written OpenMP program, side by side
# in one run: each round runs OLD/W_amp (when OLD is given: the programs of an
# earlier ampcc), NEW/W_amp, both with AMPCC_DEVICE=host, and NEW/W_omp, and
# prints the medians of kernel_ms over $RUNS rounds (default 7) and the ratios,
# then the same of total_ms (the whole program: main to the end of its work).
# DIRs are made by bench/build.sh. Default workloads: reduce and stencil at the
# 2-core sizes of bench/run.sh.
RUNS=${RUNS:-7}
[ $# -gt 0 ] || set -- "reduce 24 5" "stencil 2048 100"
# run FILE PROG ARGS...: FILE.k gets the run's kernel_ms, FILE.t its total_ms.
run() {
    f=$1; shift
    line=$(timeout 120 "$@")
    echo "$line" | sed -n 's/.* kernel_ms=\([0-9.e+-]*\).*/\1/p' >>"$f.k"
    echo "$line" | sed -n 's/.* total_ms=\([0-9.e+-]*\).*/\1/p' >>"$f.t"
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%.2f", a / b }'; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for w in "$@"; do
    set -- $w; name=$1; shift
    for f in old new omp; do : >"$tmp/$f.k"; : >"$tmp/$f.t"; done
    for r in $(seq "$RUNS"); do
        [ -n "${OLD:-}" ] && AMPCC_DEVICE=host run "$tmp/old" "$OLD/${name}_amp" "$@"
        AMPCC_DEVICE=host run "$tmp/new" "$NEW/${name}_amp" "$@"
        run "$tmp/omp" "$NEW/${name}_omp" "$@"
    done
    for x in k t; do
        o=$(median <"$tmp/old.$x"); n=$(median <"$tmp/new.$x"); m=$(median <"$tmp/omp.$x")
        [ $x = k ] && what="" || what=" total"
        echo "$name $*:$what host before=${o:--} host=$n openmp=$m host/openmp=$(ratio "$n" "$m") before/openmp=$(ratio "$o" "$m") (ms, medians of $RUNS)"
    done
done
