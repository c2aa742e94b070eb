#!/bin/sh
# fuzz/seeds.sh OUT: the fuzzer's starting inputs, one preprocessed .i file per
# test source (tests/diagnostics, e2e, emit, accepted, syntax, samples). The
# fuzz targets read preprocessed input (no `cc -E` per run); <stdio.h> and
# friends are left out so that each seed stays small, and a seed over 16 KiB
# is dropped (AFL++ mutates small inputs far faster).
set -u
out=$1
mkdir -p "$out"
n=0
for src in tests/diagnostics/*.c tests/e2e/*.c tests/emit/*.c tests/accepted/*.c \
           tests/syntax/*.c samples/*/*.c; do
    [ -f "$src" ] || continue
    name=$(echo "$src" | tr '/' '_' | sed 's/\.c$//')
    grep -a -v '^[[:space:]]*#[[:space:]]*include' "$src" |
        cc -E -P -x c -Iinclude - 2>/dev/null >"$out/$name.i" || { rm -f "$out/$name.i"; continue; }
    if [ ! -s "$out/$name.i" ] || [ "$(wc -c <"$out/$name.i")" -gt 16384 ]; then
        rm -f "$out/$name.i"; continue
    fi
    n=$((n + 1))
done
echo "fuzz/seeds.sh: $n seeds in $out" >&2
