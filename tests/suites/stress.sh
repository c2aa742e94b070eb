#!/bin/sh
# Concurrent first runs of a new program on an empty kernel cache: 40 runs,
# 20 at once (bench/stress/first_runs.sh; `make stress` runs 1,000).
B=${1:-build}
if out=$(sh bench/stress/first_runs.sh 40 20 "$B" 2>&1); then
    echo "PASS stress/first_runs ($(echo "$out" | tail -n 1))"
else
    echo "FAIL stress/first_runs: $(echo "$out" | tail -n 1)"
    echo "$out" | head -n 5 | sed 's/^/    /'
fi
