#!/bin/sh
# bench/stress/first_runs.sh RUNS [AT_ONCE] [BUILD]: concurrent first runs.
# A program no cache has seen is compiled, then started AT_ONCE (20) times at
# once on an empty kernel cache (ampcc's and the OpenCL driver's), in rounds
# until RUNS runs are done, each round with a fresh cache and a new program
# (a salt in its kernel). Every run must exit 0 and print the right sum.
# Prints "first runs: N of RUNS failed (AT_ONCE at once, S s)"; exits 1 on any failure.
# `make stress` runs 1,000 (docs/reliability.md); tests/suites/stress.sh runs 40.
set -u
runs=${1:-1000}
at_once=${2:-20}
B=${3:-build}
case $B in /*) ampcc=$B/ampcc ;; *) ampcc=$PWD/$B/ampcc ;; esac
# The OpenCL default (the first GPU, else PoCL): the caches under test are the
# OpenCL driver's and ampcc's, which the host device (the default without a GPU) has none of.
export AMPCC_DEVICE="${AMPCC_DEVICE:-opencl}"
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-first-runs.XXXXXX")
trap 'rm -rf "$work"' EXIT
cat >"$work/p.c" <<'PROG'
#include <stdio.h>
int main(void)
{
    int data[64];
    for (int i = 0; i < 64; i++)
        data[i] = i;
    array_view<int, 1> v(64, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 3 + SALT; });
    v.synchronize();
    long sum = 0;
    for (int i = 0; i < 64; i++)
        sum += data[i];
    printf("%ld\n", sum);
    return 0;
}
PROG
start=$(date +%s)
salt=$(( $$ * 1000 ))
done_runs=0 failed=0
while [ "$done_runs" -lt "$runs" ]; do
    salt=$((salt + 1))
    # sum of 3i + SALT for i < 64 = 3 * 2016 + 64 * SALT
    want=$((6048 + 64 * salt))
    "$ampcc" -DSALT="$salt" -o "$work/p" "$work/p.c" || { echo "first runs: does not compile"; exit 1; }
    rm -rf "$work/cache" "$work/r"; mkdir -p "$work/cache" "$work/r"
    n=0
    while [ "$n" -lt "$at_once" ] && [ "$done_runs" -lt "$runs" ]; do
        n=$((n + 1)); done_runs=$((done_runs + 1))
        ( XDG_CACHE_HOME="$work/cache" "$work/p" >"$work/r/$n.out" 2>"$work/r/$n.err"
          echo $? >"$work/r/$n.rc" ) &
    done
    wait
    for i in $(seq "$n"); do
        if [ "$(cat "$work/r/$i.rc")" != 0 ] || [ "$(cat "$work/r/$i.out")" != "$want" ]; then
            failed=$((failed + 1))
            echo "run failed (status $(cat "$work/r/$i.rc")): $(head -c 300 "$work/r/$i.err")"
        fi
    done
done
echo "first runs: $failed of $runs failed ($at_once at once, $(( $(date +%s) - start )) s)"
[ "$failed" -eq 0 ]
