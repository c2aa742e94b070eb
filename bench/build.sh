#!/bin/sh
# shellcheck disable=SC2086 # CC, CFLAGS, OMPFLAGS and inc hold several words, split on purpose
# Builds every benchmark program into one folder, so that bench/run.sh --bin
# can run them later, on this machine or another one with the same OpenCL
# loader (the H100 run uses this).
#
#   sh bench/build.sh BUILD_DIR OUT_DIR
#
# BUILD_DIR holds ampcc and libampcc_rt.a (make's build/). For workload W
# (a folder of bench/) it makes OUT_DIR/W_amp (and W_amp_naive ...) with
# ampcc, OUT_DIR/W_hand from hand.c + hand.cl (the kernel source is embedded),
# and OUT_DIR/W_omp with gcc -fopenmp. A program that fails to build is
# reported and left out (its log: OUT_DIR/logs/NAME.log); the others are still built. Exit status 1 if any failed.
#
# Environment: HOSTCC (cc), BENCH_CFLAGS (-O2), BENCH_OMP_FLAGS
# (-O3 -march=native -fopenmp; use e.g. -march=x86-64-v3 when the programs are
# carried to another machine).
set -u
B=${1:?usage: build.sh BUILD_DIR OUT_DIR}
OUT=${2:?usage: build.sh BUILD_DIR OUT_DIR}
HERE=$(cd "$(dirname "$0")" && pwd)
CC=${HOSTCC:-cc}
CFLAGS=${BENCH_CFLAGS:--O2}
OMPFLAGS=${BENCH_OMP_FLAGS:--O3 -march=native -fopenmp}
AMPCC=$(cd "$B" 2>/dev/null && pwd)/ampcc
WORKLOADS="tile_average matmul reduce transpose stencil launch first_kernel startup"

mkdir -p "$OUT/gen" "$OUT/logs"
failed=0
fail() { echo "bench/build: $1 did not build (see $OUT/logs/$1.log)" >&2; failed=1; }
# log NAME COMMAND...: runs it, its output in OUT/logs/NAME.log.
log() {
    name=$1
    shift
    { echo "== $*"; "$@" 2>&1; } >"$OUT/logs/$name.log"
}

# An OpenCL C file as a C string literal named KERNEL_SOURCE.
embed_cl() {
    awk 'BEGIN { print "static const char KERNEL_SOURCE[] =" }
         { gsub(/\\/, "\\\\"); gsub(/"/, "\\\""); print "    \"" $0 "\\n\"" }
         END { print ";" }' "$1" >"$2"
}

# Which ampcc built the programs, for the results header.
{
    "$AMPCC" --version 2>/dev/null | head -1
    git -C "$HERE" log -1 --format='source tree: commit %h of %cd' --date=iso 2>/dev/null
} >"$OUT/version.txt"

log clbench $CC -std=gnu11 -Wall -O2 -c "$HERE/common/clbench.c" -o "$OUT/gen/clbench.o" || fail clbench
log devinfo $CC -std=gnu11 -Wall -O2 -I"$HERE/common" "$HERE/common/devinfo.c" "$OUT/gen/clbench.o" \
    -lOpenCL -o "$OUT/devinfo" || fail devinfo

for w in $WORKLOADS; do
    dir="$HERE/$w"
    [ -d "$dir" ] || continue
    inc="-I$HERE/common"
    if [ -f "$dir/hand.cl" ]; then
        mkdir -p "$OUT/gen/$w"
        embed_cl "$dir/hand.cl" "$OUT/gen/$w/hand_cl.h"
    fi
    for src in "$dir"/*.c; do
        stem=$(basename "$src" .c)
        bin="$OUT/${w}_$stem"
        case $stem in
        amp*)
            if [ -x "$AMPCC" ]; then
                log "${w}_$stem" "$AMPCC" $CFLAGS $inc "$src" -o "$bin" -lm || fail "${w}_$stem"
            else
                echo "no $B/ampcc: not built" >"$OUT/logs/${w}_$stem.log"
            fi ;;
        hand*)
            log "${w}_$stem" $CC -std=gnu11 -Wall $CFLAGS $inc -I"$OUT/gen" -I"$OUT/gen/$w" "$src" "$OUT/gen/clbench.o" \
                -lOpenCL -lm -o "$bin" || fail "${w}_$stem" ;;
        omp*)
            log "${w}_$stem" $CC -std=gnu11 -Wall $OMPFLAGS $inc "$src" -lm -o "$bin" || fail "${w}_$stem" ;;
        esac
    done
done
# Workload 10 (issue 15): one computation split across several devices.
if [ -x "$AMPCC" ]; then
    for w in matmul stencil; do
        log "multidev_$w" "$AMPCC" $CFLAGS -I"$HERE/common" "$HERE/multidev/$w.c" -o "$OUT/multidev_$w" -lm ||
            fail "multidev_$w"
    done
fi
[ -x "$AMPCC" ] || echo "bench/build: $B/ampcc not found: AMP C programs skipped" >&2
exit $failed
