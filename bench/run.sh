#!/bin/sh
# ampcc benchmarks: AMP C (compiled by ampcc) against hand-written OpenCL and
# OpenMP, run alternately, medians printed as markdown tables (docs/performance.md
# explains the method).
#
#   sh bench/run.sh BUILD_DIR                 build into BUILD_DIR/bench, then run (make bench)
#   sh bench/run.sh --bin DIR [BUILD_DIR]     only run the programs bench/build.sh put in DIR
#
# Environment:
#   BENCH_FULL=1    the issue's sizes (1024^2 matmul, 4096^2 stencil); default: those two
#                   scaled down (512^2, 2048^2) so that make bench ends in minutes on 2 cores
#   BENCH_TINY=1    tiny sizes, to test the harness itself (tests/suites/bench.sh)
#   BENCH_RUNS      runs of each program, median taken (5)
#   BENCH_ITERS     timed-loop iterations of workloads 1-4 (default 5, full 20)
#   AMPCC_DEVICE    the OpenCL device, for the ampcc programs and the hand-written ones alike
#                   (default "opencl": the first GPU, else the first OpenCL device, which
#                   is not ampcc's default without a GPU any more: that is the host device);
#                   the ampcc programs also run on the native host device (AMPCC_DEVICE=host,
#                   impl=ampcc_host), the "host" columns
#   BENCH_RESULTS   where raw.txt and results.md go (DIR/results)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--bin" ]; then
    BIN=$(cd "${2:?--bin needs a folder}" && pwd)
    B=${3:-}
else
    B=${1:-build}
    BIN="$PWD/$B/bench"
    echo "bench: building into $BIN" >&2
    sh "$HERE/build.sh" "$B" "$BIN" || echo "bench: some programs did not build; running the rest" >&2
fi
export AMPCC_DEVICE="${AMPCC_DEVICE:-opencl}"
RUNS=${BENCH_RUNS:-5}
RES=${BENCH_RESULTS:-$BIN/results}
mkdir -p "$RES"
RAW="$RES/raw.txt"
: >"$RAW"
# One kernel cache for the whole run (ampcc's and the OpenCL driver's), so
# runs 2..N of every program find their kernels built; workload 7 uses fresh ones.
export XDG_CACHE_HOME="$RES/cache"
rm -rf "$XDG_CACHE_HOME"
mkdir -p "$XDG_CACHE_HOME"

STENCIL_STEPS=100
LAUNCHES=10000
if [ "${BENCH_FULL:-0}" = 1 ]; then
    SIZES="full (the issue's sizes)"; ITERS=${BENCH_ITERS:-20}
    TILEAVG_N=4096; MATMUL_N=1024; REDUCE_LOG2=24; TRANSPOSE_N=4096; STENCIL_N=4096
elif [ "${BENCH_TINY:-0}" = 1 ]; then # tests/suites/bench.sh: the whole harness in seconds
    SIZES="tiny (a test of the harness, not a measurement)"; ITERS=2
    TILEAVG_N=64; MATMUL_N=64; REDUCE_LOG2=14; TRANSPOSE_N=64; STENCIL_N=64; STENCIL_STEPS=4; LAUNCHES=100
else
    SIZES="matmul and stencil scaled down for a 2-core CPU (BENCH_FULL=1 for the issue's sizes)"; ITERS=${BENCH_ITERS:-5}
    TILEAVG_N=4096; MATMUL_N=512; REDUCE_LOG2=24; TRANSPOSE_N=4096; STENCIL_N=2048
fi

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# run_prog LABEL_IMPL LABEL_WORKLOAD PROGRAM ARGS...: runs it once, appends its
# BENCH line (impl/workload renamed when the labels are not "-") with the
# process's wall time and, for ampcc programs, the runtime's statistics.
run_prog() {
    impl=$1 wl=$2 prog=$3
    shift 3
    if [ ! -x "$BIN/$prog" ]; then
        echo "MISSING $prog" >>"$RAW"
        return
    fi
    t0=$(now_ms)
    AMPCC_STATS=1 "$BIN/$prog" "$@" >"$RES/out" 2>"$RES/err"
    rc=$?
    wall=$(($(now_ms) - t0))
    if [ $rc -ne 0 ] || ! grep -q '^BENCH ' "$RES/out"; then
        echo "FAIL $prog $* (exit $rc)" >>"$RAW"
        echo "bench: $prog $* failed (exit $rc):" >&2
        tail -5 "$RES/err" >&2
        return
    fi
    stats=$(sed -n 's/^ampcc-stats: //p' "$RES/err" | tail -1)
    grep '^BENCH ' "$RES/out" | while read -r line; do
        [ "$impl" = - ] || line=$(echo "$line" | sed "s/ impl=[^ ]*/ impl=$impl/")
        [ "$wl" = - ] || line=$(echo "$line" | sed "s/ workload=[^ ]*/ workload=$wl/")
        echo "$line wall_ms=$wall $stats" >>"$RAW"
    done
}

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# med WORKLOAD IMPL FIELD: median of FIELD over the runs.
med() { grep "^BENCH workload=$1 impl=$2 " "$RAW" | field "$3" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f", a / b }'; }
fmt() { awk -v v="$1" 'BEGIN { if (v == "-") print "-"; else if (v >= 100) printf "%.1f", v; else if (v >= 1) printf "%.3f", v; else printf "%.4f", v }'; }

device=$("$BIN/devinfo" 2>&1)
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)

echo "bench: workloads 1-5, $RUNS runs each, alternating ampcc / ampcc on the host device / OpenCL / OpenMP ($SIZES)" >&2
# host PROGRAM ARGS...: the ampcc program again, on the native host device.
host() { AMPCC_DEVICE=host run_prog ampcc_host - "$@"; }
for r in $(seq 1 "$RUNS"); do
    # The serial reference check runs in the first round only (it is slow).
    if [ "$r" = 1 ]; then export BENCH_CHECK=1; else export BENCH_CHECK=0; fi
    run_prog - - tile_average_amp "$TILEAVG_N" "$ITERS"
    host tile_average_amp "$TILEAVG_N" "$ITERS"
    run_prog - - tile_average_hand "$TILEAVG_N" "$ITERS"
    run_prog - - tile_average_omp "$TILEAVG_N" "$ITERS"
    run_prog - - matmul_amp "$MATMUL_N" "$ITERS"
    host matmul_amp "$MATMUL_N" "$ITERS"
    run_prog - - matmul_hand "$MATMUL_N" "$ITERS" tiled
    run_prog - - matmul_amp_naive "$MATMUL_N" "$ITERS"
    host matmul_amp_naive "$MATMUL_N" "$ITERS"
    run_prog - - matmul_hand "$MATMUL_N" "$ITERS" naive
    run_prog - matmul_tiled matmul_omp "$MATMUL_N" "$ITERS"
    run_prog - - reduce_amp "$REDUCE_LOG2" "$ITERS"
    host reduce_amp "$REDUCE_LOG2" "$ITERS"
    run_prog - - reduce_hand "$REDUCE_LOG2" "$ITERS"
    run_prog - - reduce_omp "$REDUCE_LOG2" "$ITERS"
    run_prog - - transpose_amp "$TRANSPOSE_N" "$ITERS"
    host transpose_amp "$TRANSPOSE_N" "$ITERS"
    run_prog - - transpose_hand "$TRANSPOSE_N" "$ITERS"
    run_prog - - transpose_omp "$TRANSPOSE_N" "$ITERS"
    run_prog - - stencil_amp "$STENCIL_N" "$STENCIL_STEPS"
    host stencil_amp "$STENCIL_N" "$STENCIL_STEPS"
    run_prog - - stencil_hand "$STENCIL_N" "$STENCIL_STEPS"
    run_prog - - stencil_omp "$STENCIL_N" "$STENCIL_STEPS"
    echo "bench: round $r of $RUNS done" >&2
done
# The OpenMP matmul is one program, the host counterpart of both device versions.
grep '^BENCH workload=matmul_tiled impl=openmp ' "$RAW" | sed 's/workload=matmul_tiled/workload=matmul_naive/' >>"$RAW.tmp"
[ -f "$RAW.tmp" ] && cat "$RAW.tmp" >>"$RAW" && rm -f "$RAW.tmp"

echo "bench: launch cost and time to first kernel" >&2
export BENCH_CHECK=1
cold_cache() { export XDG_CACHE_HOME="$RES/cold.$1"; rm -rf "$XDG_CACHE_HOME"; mkdir -p "$XDG_CACHE_HOME"; }
warm_cache="$XDG_CACHE_HOME"
# The binary the hand-written program loads is saved once, by a build from source.
run_prog opencl_source_save - first_kernel_hand save "$RES/first_kernel.bin"
for r in $(seq 1 "$RUNS"); do
    export XDG_CACHE_HOME="$warm_cache"
    run_prog - - launch_amp "$LAUNCHES"
    host launch_amp "$LAUNCHES"
    run_prog - - launch_hand "$LAUNCHES"
    # Cold: empty caches (ampcc's and the driver's; CUDA_CACHE_DISABLE for NVIDIA's).
    cold_cache "amp$r"
    CUDA_CACHE_DISABLE=1 run_prog ampcc_cold - first_kernel_amp
    run_prog ampcc_warm - first_kernel_amp  # same cache folder: ampcc's binary is there now
    cold_cache "cl$r"
    CUDA_CACHE_DISABLE=1 run_prog opencl_source_cold - first_kernel_hand source
    run_prog opencl_binary - first_kernel_hand binary "$RES/first_kernel.bin"
    host first_kernel_amp   # nothing to build or load: the kernel is in the program
    run_prog - - first_kernel_omp   # the same kernel's first run with OpenMP: the team's start-up
    rm -rf "$RES/cold.amp$r" "$RES/cold.cl$r"
done
export XDG_CACHE_HOME="$warm_cache"

# ---- tables -----------------------------------------------------------------
{
echo "## Results"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'), host: $(uname -n), $(nproc) cores: $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)"
echo "- OpenCL device: $device"
[ -s "$BIN/version.txt" ] && echo "- ampcc: $(paste -sd';' "$BIN/version.txt" | sed 's/;/; /g')"
echo "- host load average (1, 5, 15 min) at start: $load_at_start, at end: $(cut -d' ' -f1-3 /proc/loadavg)"
# On a loaded machine libgomp's wait policy decides the host device's and the
# OpenMP programs' times (docs/performance.md, "Tile average and stencil on the host device").
echo "- OpenMP wait policy (OMP_WAIT_POLICY, GOMP_SPINCOUNT): ${OMP_WAIT_POLICY:-unset}, ${GOMP_SPINCOUNT:-unset} (unset: libgomp spins, then sleeps)"
echo "- sizes: $SIZES; medians of $RUNS runs; timed loop: $ITERS iterations (stencil: $STENCIL_STEPS steps)"
echo
echo "### Workloads 1-5: kernel time (ms per iteration; stencil: all $STENCIL_STEPS steps) and whole-program time (ms)"
echo
echo "| workload | size | ampcc kernel | OpenCL kernel | ampcc/OpenCL | OpenMP kernel | ampcc total | OpenCL total | ampcc/OpenCL | OpenMP total |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for w in tile_average matmul_tiled matmul_naive reduce transpose stencil; do
    size=$(grep "^BENCH workload=$w " "$RAW" | field size | head -1)
    ak=$(med $w ampcc kernel_ms); hk=$(med $w opencl kernel_ms); ok=$(med $w openmp kernel_ms)
    at=$(med $w ampcc total_ms); ht=$(med $w opencl total_ms); ot=$(med $w openmp total_ms)
    echo "| $w | ${size:--} | $(fmt "$ak") | $(fmt "$hk") | $(ratio "$ak" "$hk") | $(fmt "$ok") | $(fmt "$at") | $(fmt "$ht") | $(ratio "$at" "$ht") | $(fmt "$ot") |"
done
echo
echo "### Workloads 1-5 on the native host device (AMPCC_DEVICE=host): the same ampcc programs against OpenMP and against the OpenCL device"
echo
echo "| workload | host kernel | OpenMP kernel | host/OpenMP | ampcc (OpenCL device) / host | host total | OpenMP total | host/OpenMP |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for w in tile_average matmul_tiled matmul_naive reduce transpose stencil; do
    nk=$(med $w ampcc_host kernel_ms); ok=$(med $w openmp kernel_ms); ak=$(med $w ampcc kernel_ms)
    nt=$(med $w ampcc_host total_ms); ot=$(med $w openmp total_ms)
    echo "| $w | $(fmt "$nk") | $(fmt "$ok") | $(ratio "$nk" "$ok") | $(ratio "$ak" "$nk") | $(fmt "$nt") | $(fmt "$ot") | $(ratio "$nt" "$ot") |"
done
echo
echo "### Workload 6: launch cost, $LAUNCHES empty kernels (microseconds per launch)"
echo
al=$(med launch ampcc kernel_ms); hl=$(med launch opencl kernel_ms); hs=$(med launch_sync opencl kernel_ms)
us() { awk -v v="$1" 'BEGIN { if (v == "-") print "-"; else printf "%.2f", v * 1000 }'; }
nl=$(med launch ampcc_host kernel_ms)
echo "| ampcc loop + one wait | raw clEnqueueNDRangeKernel loop + one clFinish | ampcc/raw | raw enqueue + clFinish each | ampcc on the host device |"
echo "|---:|---:|---:|---:|---:|"
echo "| $(us "$al") | $(us "$hl") | $(ratio "$al" "$hl") | $(us "$hs") | $(us "$nl") |"
echo
echo "### Workload 7: time to first kernel (ms from main's entry to the result on the host; process wall time in brackets)"
echo
echo "| ampcc, cold cache | ampcc, warm cache | OpenCL from source, cold driver cache | OpenCL from saved binary | ampcc warm / binary | ampcc cold / source | ampcc on the host device | OpenMP program | host device - OpenMP |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
c1=$(med first_kernel ampcc_cold total_ms); c2=$(med first_kernel ampcc_warm total_ms)
c3=$(med first_kernel opencl_source_cold total_ms); c4=$(med first_kernel opencl_binary total_ms)
w1=$(med first_kernel ampcc_cold wall_ms); w2=$(med first_kernel ampcc_warm wall_ms)
w3=$(med first_kernel opencl_source_cold wall_ms); w4=$(med first_kernel opencl_binary wall_ms)
c5=$(med first_kernel ampcc_host total_ms); w5=$(med first_kernel ampcc_host wall_ms)
c6=$(med first_kernel openmp total_ms); w6=$(med first_kernel openmp wall_ms)
d56=$(awk -v a="${c5:-x}" -v b="${c6:-x}" 'BEGIN { if (a == "x" || b == "x" || a == "-" || b == "-") print "-"; else printf "%.3f", a - b }')
echo "| $(fmt "$c1") ($w1) | $(fmt "$c2") ($w2) | $(fmt "$c3") ($w3) | $(fmt "$c4") ($w4) | $(ratio "$c2" "$c4") | $(ratio "$c1" "$c3") | $(fmt "$c5") ($w5) | $(fmt "$c6") ($w6) | $d56 |"
b1=$(grep "^BENCH workload=first_kernel impl=ampcc_cold " "$RAW" | field builds | head -1)
b2=$(grep "^BENCH workload=first_kernel impl=ampcc_warm " "$RAW" | field builds | head -1)
echo
echo "ampcc program builds (clBuildProgram calls) reported by the runtime: cold ${b1:--}, warm ${b2:--}."
echo
echo "### Workload 8: bytes moved host<->device by the ampcc programs (AMPCC_STATS=1) vs the least possible"
echo
echo "| program | to device | least | to host | least | launches | verdict |"
echo "|---|---:|---:|---:|---:|---:|---|"
for w in tile_average matmul_tiled matmul_naive reduce transpose stencil launch; do
    line=$(grep "^BENCH workload=$w impl=ampcc " "$RAW" | head -1)
    [ -n "$line" ] || { echo "| $w | - | - | - | - | - | not run |"; continue; }
    td=$(echo "$line" | field to_device); th=$(echo "$line" | field to_host)
    md=$(echo "$line" | field min_to_device); mh=$(echo "$line" | field min_to_host)
    ln=$(echo "$line" | field launches)
    verdict=$(awk -v a="${td:-x}" -v b="$md" -v c="${th:-x}" -v d="$mh" 'BEGIN {
        if (a == "x" || c == "x") print "no ampcc-stats line";
        else if (a + 0 == b + 0 && c + 0 == d + 0) print "minimal";
        else printf "%.2fx / %.2fx the least", (b ? a / b : (a ? 99 : 1)), (d ? c / d : 1) }')
    echo "| $w | ${td:--} | $md | ${th:--} | $mh | ${ln:--} | $verdict |"
done
fails=$(grep -c '^\(FAIL\|MISSING\) ' "$RAW")
if [ "$fails" -gt 0 ]; then
    echo
    echo "### Programs that failed or were not built"
    echo
    grep '^\(FAIL\|MISSING\) ' "$RAW" | sort | uniq -c | sed 's/^ */- /'
fi
} >"$RES/results.md"

if [ -f "$HERE/frontend.sh" ] && [ -n "$B" ]; then
    echo "bench: front-end throughput (bench/frontend.sh)" >&2
    { echo; echo "### Workload 9: front-end throughput (bench/frontend.sh)"; echo; sh "$HERE/frontend.sh" "$B" 2>&1; } >>"$RES/results.md"
fi
# Workload 10: the multi-device split (bench/multidev/run.sh), where the
# machine has two devices besides the host device (two GPUs, or two PoCL
# devices); the issue's sizes with BENCH_FULL=1, else smaller ones.
if [ -x "$BIN/multidev_matmul" ] && [ -x "$BIN/multidev_stencil" ]; then
    echo "bench: workload 10, one computation on one device and on two" >&2
    if [ "${BENCH_FULL:-0}" = 1 ]; then md_sizes=""; else md_sizes="MATMUL_N=2048 STENCIL_N=4096 STENCIL_STEPS=20"; fi
    { echo; echo "### Workload 10: one computation split across two devices (bench/multidev)"; echo
      env $md_sizes BENCH_CHECK=0 sh "$HERE/multidev/run.sh" "$BIN" "$RUNS" 2>&1 | grep -v '^BENCH\|^ampcc-stats\|^device' |
          sed 's/^/    /'; } >>"$RES/results.md"
fi
cat "$RES/results.md"
echo "bench: raw results in $RAW, tables in $RES/results.md" >&2
