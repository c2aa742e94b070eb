#!/bin/sh
# The host device's threads (issue 12; docs/runtime.md, "Threads"): a launch
# asks for AMPCC_THREADS threads, else OpenMP's choice (OMP_NUM_THREADS);
# one made from inside the program's own OpenMP parallel region, or over
# fewer than 1024 work-items, runs on the calling thread alone. The stats
# line's host_threads is the largest team a launch asked for (the same
# function the kernel's num_threads clause calls). One AMP C program built
# with -fopenmp; each case checks its result too.
# Prints "PASS host-threads/X" or "FAIL host-threads/X: why" (tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-threads.XXXXXX")
trap 'rm -rf "$work"' EXIT
unset AMPCC_THREADS OMP_NUM_THREADS OMP_THREAD_LIMIT OMP_DYNAMIC

pass() { echo "PASS host-threads/$1"; }
fail() { echo "FAIL host-threads/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 8 "$3" | sed 's/^/    /'; }

cat >"$work/teams.c" <<'EOF'
/* "out": one launch over 64x64 work-items from main; "in": the same launch
 * from inside an OpenMP parallel region of two threads (by one of them);
 * "small": a launch over 16x16. Prints the sum of the results. */
#include <stdio.h>
#include <string.h>
static int data[64 * 64];
static void add_ten(int n)
{
    array_view<int, 2> v(n, n, data);
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) { v[i] += 10 + i[0]; });
    v.synchronize();
}
int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "out";
    int n = strcmp(mode, "small") == 0 ? 16 : 64;
    long sum = 0;
    if (strcmp(mode, "in") == 0) {
#pragma omp parallel num_threads(2)
#pragma omp single
        add_ten(n);
    } else {
        add_ten(n);
    }
    for (int i = 0; i < n * n; i++)
        sum += data[i];
    printf("sum %ld\n", sum);
    return 0;
}
EOF
if ! "$AMPCC" -O2 -fopenmp -o "$work/teams" "$work/teams.c" >"$work/cc.log" 2>&1; then
    fail build "the test program does not compile" "$work/cc.log"
    exit 0
fi

# case NAME MODE WANT_THREADS [VAR=VALUE...]: runs MODE on the host device;
# the sum must be n*n*10 + n*(0+..+n-1), host_threads WANT_THREADS.
case_of() {
    name=$1 mode=$2 want=$3; shift 3
    n=64; [ "$mode" = small ] && n=16
    sum=$((n * n * 10 + n * n * (n - 1) / 2))
    env AMPCC_DEVICE=host AMPCC_STATS=1 "$@" "$work/teams" "$mode" >"$work/$name.out" 2>"$work/$name.err"
    status=$?
    got=$(sed -n 's/.* host_threads=\([0-9]*\) .*/\1/p' "$work/$name.err")
    if [ $status -eq 0 ] && [ "$(cat "$work/$name.out")" = "sum $sum" ] && [ "$got" = "$want" ]; then
        pass "$name"
    else
        fail "$name" "status $status, out '$(cat "$work/$name.out")' (want sum $sum), host_threads '$got' (want $want)" "$work/$name.err"
    fi
}
case_of ampcc-threads out 3 AMPCC_THREADS=3
case_of omp-num-threads out 2 OMP_NUM_THREADS=2
case_of ampcc-threads-wins out 1 AMPCC_THREADS=1 OMP_NUM_THREADS=4
case_of from-parallel-region in 1 OMP_NUM_THREADS=4
case_of small-domain small 1 AMPCC_THREADS=3

# A bad AMPCC_THREADS is a located error naming the setting.
env AMPCC_DEVICE=host AMPCC_THREADS=0 "$work/teams" >"$work/bad.out" 2>"$work/bad.err"
status=$?
if [ $status -ne 0 ] && grep -q "teams.c:[0-9]*:.*AMPCC_THREADS='0' is not a number of threads" "$work/bad.err"; then
    pass bad-setting
else
    fail bad-setting "status $status" "$work/bad.err"
fi
