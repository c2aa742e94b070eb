#!/bin/sh
# bench/scale/run.sh [BUILD]: how ampcc's front end scales with input size.
# For each size N (units of bench/scale/gen.sh, about 550 bytes each) it runs
# `ampcc -fsyntax-only` on the generated file, and `gcc -fsyntax-only` on the
# host C that ampcc emits for it (plain C of about the same size: gcc cannot
# read AMP C), and prints wall time and peak RSS (GNU time's %e and %M) as a
# markdown table, with ampcc's peak in bytes per input byte and as a multiple
# of gcc's (the target: at most 1). ampcc -fsyntax-only also runs the host
# compiler on the host C and on the native C it generates, and GNU time
# counts those children in its peak: "ampcc peak" is the largest of the
# three; "own peak" is ampcc alone (run again with AMPCC_CC a stub that
# passes preprocessing to cc and answers the -fsyntax-only checks at once).
# SCALE_SIZES overrides the sizes (default 2000 4000 8000 16000; BENCH_FULL=1
# adds 32000 and 64000, about 35 MB). SCALE_BASELINE=PATH/ampcc adds the time
# and peaks of another ampcc (an older build) on the same files, side by side.
set -u
B=${1:-build}
case $B in /*) ampcc=$B/ampcc ;; *) ampcc=$PWD/$B/ampcc ;; esac
sizes=${SCALE_SIZES:-"2000 4000 8000 16000"}
[ "${BENCH_FULL:-0}" = 1 ] && sizes="$sizes 32000 64000"
base=${SCALE_BASELINE:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
stub=$work/cc-stub
printf '#!/bin/sh\nfor a; do [ "$a" = -fsyntax-only ] && exit 0; done\nexec cc "$@"\n' >"$stub"
chmod +x "$stub"
head="| units | input MB | ampcc -fsyntax-only s | ampcc peak MB | own peak MB | own B per input B | gcc -fsyntax-only s (its host C) | gcc peak MB | own peak / gcc peak |"
rule="|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
[ -n "$base" ] && head="$head baseline s | baseline peak MB | baseline own peak MB |" && rule="$rule---:|---:|---:|"
echo "$head"
echo "$rule"
for n in $sizes; do
    sh "$here/gen.sh" "$n" >"$work/in.c"
    "$ampcc" --emit=host -o "$work/host.c" "$work/in.c" || { echo "scale: ampcc failed at $n" >&2; exit 1; }
    /usr/bin/time -f "%e %M" -o "$work/a" "$ampcc" -fsyntax-only "$work/in.c" || exit 1
    AMPCC_CC=$stub /usr/bin/time -f "%M" -o "$work/o" "$ampcc" -fsyntax-only "$work/in.c" || exit 1
    /usr/bin/time -f "%e %M" -o "$work/g" gcc -fsyntax-only -I"$here/../../include" "$work/host.c" || exit 1
    bytes=$(wc -c <"$work/in.c")
    read -r at am <"$work/a"
    read -r om <"$work/o"
    read -r gt gm <"$work/g"
    row=$(awk -v b="$bytes" -v am="$am" -v om="$om" -v gm="$gm" \
        'BEGIN { printf "%.1f | AT | %d | %d | %.0f | GT | %d | %.2f", b / 1048576, am / 1024, om / 1024, om * 1024 / b, gm / 1024, om / gm }')
    row=$(echo "$row" | sed "s/AT/$at/; s/GT/$gt/")
    if [ -n "$base" ]; then
        /usr/bin/time -f "%e %M" -o "$work/b" "$base" -fsyntax-only "$work/in.c" || exit 1
        AMPCC_CC=$stub /usr/bin/time -f "%M" -o "$work/bo" "$base" -fsyntax-only "$work/in.c" || exit 1
        read -r bt bm <"$work/b"
        read -r bom <"$work/bo"
        row="$row | $bt | $((bm / 1024)) | $((bom / 1024))"
    fi
    echo "| $n | $row |"
done
