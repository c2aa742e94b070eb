#!/bin/sh
# Usage: sh bench/startup/run.sh PROGRAM [RUNS] [PREP_MS]
# Runs the start-up bench (bench/startup/amp.c, built by bench/build.sh as
# startup_amp) with the start-up thread and without it (AMPCC_PRESTART=0),
# alternating, and prints the medians of the time from main's entry to the
# first kernel's result, and of the part after the preparation. For a first
# run's build instead of the cache load: AMPCC_CACHE=0 POCL_KERNEL_CACHE=0 sh ...
prog=${1:?usage: run.sh PROGRAM [RUNS] [PREP_MS]}
# The start-up thread is OpenCL's: the OpenCL default device (the first GPU,
# else PoCL), not the host device that is the default without a GPU.
export AMPCC_DEVICE="${AMPCC_DEVICE:-opencl}"
runs=${2:-7}
prep=${3:-300}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
field() { sed -n "s/.* $1=\([0-9.e+-]*\).*/\1/p"; }
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for r in $(seq "$runs"); do
    "$prog" "$prep" >>"$tmp/on"
    AMPCC_PRESTART=0 "$prog" "$prep" >>"$tmp/off"
done
for mode in on off; do
    echo "prestart $mode: first result $(field total_ms <"$tmp/$mode" | median) ms after main's entry," \
         "of which after the preparation $(field after_prep_ms <"$tmp/$mode" | median) ms" \
         "(preparation $(field prep_ms <"$tmp/$mode" | median) ms; medians of $runs)"
done
