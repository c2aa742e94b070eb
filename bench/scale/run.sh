#!/bin/sh
# bench/scale/run.sh [BUILD]: how ampcc's front end scales with input size.
# For each size N (units of bench/scale/gen.sh, about 550 bytes each) it runs
# `ampcc -fsyntax-only` on the generated file, and `gcc -fsyntax-only` on the
# host C that ampcc emits for it (plain C of about the same size: gcc cannot
# read AMP C), and prints wall time and peak RSS (GNU time's %e and %M) as a
# markdown table. SCALE_SIZES overrides the sizes (default 2000 4000 8000
# 16000; BENCH_FULL=1 adds 32000 and 64000, about 35 MB).
set -u
B=${1:-build}
case $B in /*) ampcc=$B/ampcc ;; *) ampcc=$PWD/$B/ampcc ;; esac
sizes=${SCALE_SIZES:-"2000 4000 8000 16000"}
[ "${BENCH_FULL:-0}" = 1 ] && sizes="$sizes 32000 64000"
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
echo "| units | input MB | ampcc -fsyntax-only s | ampcc peak MB | gcc -fsyntax-only s (its host C) | gcc peak MB |"
echo "|---:|---:|---:|---:|---:|---:|"
for n in $sizes; do
    sh "$here/gen.sh" "$n" >"$work/in.c"
    "$ampcc" --emit=host -o "$work/host.c" "$work/in.c" || { echo "scale: ampcc failed at $n" >&2; exit 1; }
    /usr/bin/time -f "%e %M" -o "$work/a" "$ampcc" -fsyntax-only "$work/in.c" || exit 1
    /usr/bin/time -f "%e %M" -o "$work/g" gcc -fsyntax-only -I"$here/../../include" "$work/host.c" || exit 1
    mb=$(awk -v b="$(wc -c <"$work/in.c")" 'BEGIN { printf "%.1f", b / 1048576 }')
    read -r at am <"$work/a"
    read -r gt gm <"$work/g"
    echo "| $n | $mb | $at | $((am / 1024)) | $gt | $((gm / 1024)) |"
done
