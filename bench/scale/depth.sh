#!/bin/sh
# bench/scale/depth.sh [BUILD]: how ampcc's analyses scale with nesting
# depth. For each depth D (DEPTH_SIZES, default 1000 2000 4000 8000) it writes
# an amp function of D nested `for` loops and times `ampcc --emit=opencl` and
# `--emit=native` on it (the barrier-uniformity walk, the tile_static race
# walk, the emitters; no host compiler), printing wall time, microseconds per
# level and peak RSS as a markdown table. Time per level should stay flat:
# linear in depth. Peak RSS is mostly the compiler thread's stack (the walks
# recurse once per level).
# A second table: a tiled kernel of D nested loops whose innermost loop
# writes tile_static memory and breaks (the barrier-uniformity walk's fixed
# points, each loop's head growing; issue 13). Past 255 levels the kernel is
# rejected after the walk (its OpenCL C would open more than 256 braces), so
# the time is the front end's: the walk and the count of the OpenCL C's
# brackets.
# A third table: a tiled kernel whose barrier is under D nested loops (the
# native back end's barrier split, which asked each level whether it reaches
# a barrier by walking its subtree; issue 13). The loops have no braces, so
# the OpenCL C stays within its 256 brackets and the split runs at any depth.
set -u
B=${1:-build}
case $B in /*) ampcc=$B/ampcc ;; *) ampcc=$PWD/$B/ampcc ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-depth.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The two tiled kernels' programs: a tile of 4 over v, tile_static s, local x.
tiled_head() {
    printf '%s\n' "int main(void)" "{" "    int d[4] = {0};" "    array_view<int, 1> v(4, d);" \
        "    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {" \
        "        tile_static int s[4];" "        int x = 0;"
}
tiled_tail() {
    printf '%s\n' "    });" "    v.synchronize();" "    return d[0];" "}"
}

# per_level_row DEPTH SECONDS KB: a table row, with the time per level.
per_level_row() {
    awk -v d="$1" -v t="$2" -v m="$3" 'BEGIN { printf "| %d | %.2f | %.0f | %d |\n", d, t, t * 1e6 / d, m / 1024 }'
}
echo "| depth | --emit=opencl s | us per level | --emit=native s | us per level | peak MB |"
echo "|---:|---:|---:|---:|---:|---:|"
for d in ${DEPTH_SIZES:-1000 2000 4000 8000}; do
    awk -v d="$d" 'BEGIN {
        print "int f(int x) restrict(amp)\n{"
        for (i = 0; i < d; i++) print "for (int i = 0; i < 2; i++) {"
        print "x++;"
        for (i = 0; i < d; i++) print "}"
        print "return x;\n}"
    }' >"$work/in.c"
    /usr/bin/time -f "%e %M" -o "$work/o" "$ampcc" --emit=opencl -o "$work/k.cl" "$work/in.c" || exit 1
    /usr/bin/time -f "%e %M" -o "$work/n" "$ampcc" --emit=native -o "$work/k.c" "$work/in.c" || exit 1
    read -r ot om <"$work/o"
    read -r nt nm <"$work/n"
    awk -v d="$d" -v ot="$ot" -v nt="$nt" -v om="$om" -v nm="$nm" 'BEGIN {
        printf "| %d | %.2f | %.0f | %.2f | %.0f | %d |\n", d, ot, ot * 1e6 / d, nt, nt * 1e6 / d, (om > nm ? om : nm) / 1024 }'
done
echo
echo "| depth | tiled kernel, tile_static written innermost: s | us per level | peak MB |"
echo "|---:|---:|---:|---:|"
for d in ${DEPTH_SIZES:-1000 2000 4000 8000}; do
    {
        tiled_head
        awk -v d="$d" 'BEGIN {
            for (i = 0; i < d; i++) print "for (int i = 0; i < 2; i++) {"
            print "s[t.local[0]] = x; if (x > 3) break; x++;"
            for (i = 0; i < d; i++) print "}"
            print "        t.barrier.wait();\n        v[t.global] = s[t.local[0]] + x;"
        }'
        tiled_tail
    } >"$work/tiled.c"
    /usr/bin/time -f "%e %M" -o "$work/t" "$ampcc" --emit=opencl -o "$work/k.cl" "$work/tiled.c" 2>"$work/err"
    grep -q "nested too deeply for OpenCL C" "$work/err" || { cat "$work/err"; exit 1; }
    # shellcheck disable=SC2046
    set -- $(tail -n 1 "$work/t")   # after time's "exited with non-zero status" line
    tt=$1 tm=$2
    per_level_row "$d" "$tt" "$tm"
done
echo
echo "| depth | tiled kernel, barrier innermost: --emit=native s | us per level | peak MB |"
echo "|---:|---:|---:|---:|"
for d in ${DEPTH_SIZES:-1000 2000 4000 8000}; do
    {
        tiled_head
        awk -v d="$d" 'BEGIN {
            for (i = 0; i < d; i++) print "for (int i = 0; i < 2; i++)"
            print "{ s[t.local[0]] = x; t.barrier.wait(); x += s[3 - t.local[0]]; }"
            print "        v[t.global] = x;"
        }'
        tiled_tail
    } >"$work/barrier.c"
    /usr/bin/time -f "%e %M" -o "$work/b" "$ampcc" --emit=native -o "$work/k.c" "$work/barrier.c" || exit 1
    grep -q "each tile split at its barriers" "$work/k.c" || { echo "the kernel was not split"; exit 1; }
    read -r bt bm <"$work/b"
    per_level_row "$d" "$bt" "$bm"
done
