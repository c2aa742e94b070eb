#!/bin/sh
# Reproduces the diagnosis in docs/performance.md: on PoCL, ampcc's transpose
# is slower than the hand-written one (1.4x on 16 Xeon cores, 3x on 2 EPYC
# cores). The generated kernel computes its element positions in 32-bit int
# from ids already cut to int (tile_origin = global - local, then + r); the
# hand-written one adds the ids in size_t, as get_group_id() * 16 + ly. This
# script patches the generated kernel so that idx's members become the OpenCL
# built-ins they stand for, in size_t arithmetic ("rematerialized"), and times
# it against the kernel as generated and the hand-written one. (With the same
# patch but each built-in cast to int, the kernel stays as slow as generated:
# the arithmetic, not the tiled_index struct, keeps PoCL from vectorising the
# loop over a work-group's work-items.)
#
#   sh bench/diagnose_tiled_index.sh [BUILD_DIR] [WORKLOAD] [SIZE] [ROUNDS]
#
# WORKLOAD: transpose (default), tile_average, matmul (tiled) or reduce; SIZE
# as the workload's programs take it (default 4096, 4096, 512, 24); ROUNDS of
# alternating runs (3). Prints each program's median kernel time.
set -u
B=${1:-build}
W=${2:-transpose}
case $W in
transpose | tile_average) N=${3:-4096} ;;
matmul) N=${3:-512} ;;
reduce) N=${3:-24} ;;
*) echo "diagnose: unknown workload '$W'" >&2; exit 1 ;;
esac
ROUNDS=${4:-3}
HERE=$(cd "$(dirname "$0")" && pwd)
AMPCC=$(cd "$B" && pwd)/ampcc
RT=$(cd "$B" && pwd)/libampcc_rt.a
CC=${HOSTCC:-cc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-diag.XXXXXX")
trap 'rm -rf "$work"' EXIT

# As generated; -save-temps leaves the host C (with the OpenCL C embedded) beside it.
"$AMPCC" -O2 -save-temps -I"$HERE/common" "$HERE/$W/amp.c" -o "$work/as_generated" || exit 1

# Rematerialized: the same host C, with idx's members in the kernel replaced by
# the built-ins they stand for (AMP dimension k of rank N is OpenCL dimension N-1-k).
I=$(sed -n 's/.*const ampcc_tiled_index_[12] \([A-Za-z_0-9]*\) = ampcc_tiled_index_[12]_here();.*/\1/p' \
    "$work/amp.host.c" | head -1)
[ -n "$I" ] || { echo "diagnose: no tiled kernel in $W/amp.c's generated code" >&2; exit 1; }
if [ "$W" = reduce ]; then
    sed -e "s/    const ampcc_tiled_index_1 $I = ampcc_tiled_index_1_here();\\\\n//" \
        -e "s/\\b$I\\.local_\\.v\\[0\\]/get_local_id(0)/g" \
        -e "s/\\b$I\\.global_\\.v\\[0\\]/get_global_id(0)/g" \
        -e "s/\\b$I\\.tile\\.v\\[0\\]/get_group_id(0)/g" \
        "$work/amp.host.c" >"$work/rematerialized.c"
else
    sed -e "s/    const ampcc_tiled_index_2 $I = ampcc_tiled_index_2_here();\\\\n//" \
        -e "s/\\b$I\\.local_\\.v\\[0\\]/get_local_id(1)/g" \
        -e "s/\\b$I\\.local_\\.v\\[1\\]/get_local_id(0)/g" \
        -e "s/ampcc_at_index_2(\\([a-z_]*\\), $I\\.global_)/ampcc_at_2(\\1, get_global_id(1), get_global_id(0))/g" \
        -e "s/\\b$I\\.global_\\.v\\[0\\]/get_global_id(1)/g" \
        -e "s/\\b$I\\.global_\\.v\\[1\\]/get_global_id(0)/g" \
        -e "s/\\b$I\\.tile_origin\\.v\\[0\\]/get_group_id(1) * get_local_size(1)/g" \
        -e "s/\\b$I\\.tile_origin\\.v\\[1\\]/get_group_id(0) * get_local_size(0)/g" \
        -e "s/\\b$I\\.tile\\.v\\[0\\]/get_group_id(1)/g" \
        -e "s/\\b$I\\.tile\\.v\\[1\\]/get_group_id(0)/g" \
        "$work/amp.host.c" >"$work/rematerialized.c"
fi
if grep -q "\\b$I\\." "$work/rematerialized.c" || cmp -s "$work/amp.host.c" "$work/rematerialized.c"; then
    echo "diagnose: the generated kernel no longer has the expected shape; nothing to compare" >&2
    grep -n "\\b$I\\." "$work/rematerialized.c" >&2
    exit 1
fi
"$CC" -O2 -w -std=gnu11 -D_GNU_SOURCE -I"$HERE/../include" -I"$HERE/common" -x c "$work/rematerialized.c" \
    -x none "$RT" -lOpenCL -lm -o "$work/rematerialized" || exit 1

# Hand-written, as bench/build.sh builds it.
awk 'BEGIN { print "static const char KERNEL_SOURCE[] =" }
     { gsub(/\\/, "\\\\"); gsub(/"/, "\\\""); print "    \"" $0 "\\n\"" }
     END { print ";" }' "$HERE/$W/hand.cl" >"$work/hand_cl.h"
"$CC" -O2 -std=gnu11 -I"$HERE/common" -I"$HERE/$W" -I"$work" "$HERE/$W/hand.c" "$HERE/common/clbench.c" \
    -lOpenCL -lm -o "$work/hand_written" || exit 1

export XDG_CACHE_HOME="$work/cache"
for r in $(seq 1 "$ROUNDS"); do
    for p in hand_written as_generated rematerialized; do
        BENCH_CHECK=$([ "$r" = 1 ] && echo 1 || echo 0) "$work/$p" "$N" 5 >"$work/out" || { echo "diagnose: $p failed" >&2; exit 1; }
        sed -n 's/.* kernel_ms=\([^ ]*\).*/\1/p' "$work/out" >>"$work/$p.ms"
    done
done
echo "$W, size $N, median kernel ms of $ROUNDS alternating runs (load average $(cut -d' ' -f1 /proc/loadavg)):"
for p in hand_written as_generated rematerialized; do
    printf '  %-15s %s\n' "$p" "$(sort -n "$work/$p.ms" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')"
done
