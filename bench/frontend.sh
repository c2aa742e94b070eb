#!/bin/sh
# Front-end speed: lines of preprocessed C per second of `ampcc -fsyntax-only`,
# side by side with `gcc -fsyntax-only` on the same preprocessed input.
#
#   sh bench/frontend.sh [BUILD_DIR]        (default build; needs BUILD/ampcc)
#
# Input: every header of tests/corpus/headers.txt (the C11 headers and ~150
# POSIX/glibc headers) included into one translation unit and preprocessed
# once with `cc -E`: about 36,000 lines of real declarations, inline functions
# and macros' expansions. gcc gets that .i file. ampcc gets the same text plus a
# five-line AMP C function at the end (without an AMP construct ampcc hands a
# plain C file to cc, and the figure would be gcc's), as a .i file, which it
# reads as it is, like gcc. Both also get the text named .c, which each runs
# through `cc -E` again first.
#
# The last row times parse_unit() alone (scanner and parser, in-process, CPU
# clock) through a small harness linked with the compiler's objects.
#
# Each command runs RUNS times (5), alternating, and the median is printed
# (one run = REPEAT (10) back-to-back invocations, divided by REPEAT):
# CPU seconds (user + system, of the command and its children; what counts on
# a shared machine) and wall seconds. Lines/s = input lines / median CPU time.
set -u
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
CC=${CC:-gcc}
RUNS=${RUNS:-5}
[ -x "$AMPCC" ] || { echo "frontend.sh: $AMPCC not built (make first)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-bench-fe.XXXXXX")
trap 'rm -rf "$work"' EXIT

{
    echo '#define _GNU_SOURCE 1'
    sed 's/.*/#include <&>/' tests/corpus/headers.txt
} >"$work/all.c"
"$CC" -std=gnu11 -E "$work/all.c" -o "$work/input.i" || exit 1
cp "$work/input.i" "$work/input_amp.i"
cat >>"$work/input_amp.i" <<'AMP'
void ampcc_bench_scale(float *p, int n) {
    array_view<float, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2.0f; });
}
AMP
cp "$work/input_amp.i" "$work/input_amp.c"
lines=$(wc -l <"$work/input.i")
bytes=$(wc -c <"$work/input.i")

# cpu_and_wall CMD...: prints "CPU WALL" seconds per command, timing REPEAT
# back-to-back runs together (GNU time counts in hundredths of a second).
REPEAT=${REPEAT:-10}
cat >"$work/repeat.sh" <<'LOOP'
n=$1; shift
while [ "$n" -gt 0 ]; do "$@" >/dev/null || exit 1; n=$((n - 1)); done
LOOP
if [ -x /usr/bin/time ]; then
    cpu_and_wall() {
        /usr/bin/time -f '%U %S %e' -o "$work/t" sh "$work/repeat.sh" "$REPEAT" "$@" 2>"$work/err" ||
            { cat "$work/err" >&2; return 1; }
        awk -v r="$REPEAT" '{ printf "%.4f %.4f\n", ($1 + $2) / r, $3 / r }' "$work/t"
    }
else
    cpu_and_wall() { # no GNU time: wall clock for both
        t0=$(date +%s%N)
        sh "$work/repeat.sh" "$REPEAT" "$@" 2>"$work/err" || { cat "$work/err" >&2; return 1; }
        t1=$(date +%s%N)
        awk -v d=$((t1 - t0)) -v r="$REPEAT" 'BEGIN { printf "%.4f %.4f\n", d / 1e9 / r, d / 1e9 / r }'
    }
fi

# The front end alone (scanner + parser, no cpp, no sema, no process start):
# parse_unit() on the .i text, timed inside the process.
cat >"$work/parse_only.c" <<'HARNESS'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "ast.h"
int main(int argc, char **argv)
{
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 1;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    if (fread(text, 1, (size_t)n, f) != (size_t)n) return 1;
    fclose(f);
    DiagOptions opts = {.color = COLOR_NEVER};
    diag_init(&opts);
    compiler_arena = arena_new();
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    parse_unit(text, (int)n, argv[1]);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    printf("%.4f\n", (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9);
    return diag_error_count() != 0;
}
HARNESS
objs=$(ls "$B"/*.o | grep -v -e '/main\.o$')
"$CC" -O2 -std=gnu11 -D_GNU_SOURCE -Isrc -I"$B" -Iinclude -o "$work/parse_only" "$work/parse_only.c" \
    $objs "$B/libampcc_rt.a" -lOpenCL -lm || exit 1

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

: >"$work/ampcc" ; : >"$work/gcc" ; : >"$work/ampccc" ; : >"$work/gccc" ; : >"$work/parse"
cp "$work/input.i" "$work/input.c"
i=0
while [ $i -lt "$RUNS" ]; do
    cpu_and_wall "$AMPCC" -fsyntax-only "$work/input_amp.i" >>"$work/ampcc" || exit 1
    cpu_and_wall "$CC" -std=gnu11 -fsyntax-only "$work/input.i" >>"$work/gcc" || exit 1
    cpu_and_wall "$AMPCC" -fsyntax-only "$work/input_amp.c" >>"$work/ampccc" || exit 1
    cpu_and_wall "$CC" -std=gnu11 -fsyntax-only "$work/input.c" >>"$work/gccc" || exit 1
    t=$("$work/parse_only" "$work/input.i") || exit 1
    echo "$t $t" >>"$work/parse"
    i=$((i + 1))
done

row() { # NAME FILE
    cpu=$(awk '{ print $1 }' "$2" | median)
    wall=$(awk '{ print $2 }' "$2" | median)
    rate=$(awk -v l="$lines" -v c="$cpu" 'BEGIN { if (c > 0) printf "%.0f", l / c; else print "n/a" }')
    printf '| %-44s | %8s | %8s | %12s |\n' "$1" "$cpu" "$wall" "$rate"
}
echo "input: $lines lines, $bytes bytes of preprocessed C (median of $RUNS runs)"
echo
echo "| command                                      | CPU s    | wall s   | lines/CPU s  |"
echo "|----------------------------------------------|----------|----------|--------------|"
row "ampcc -fsyntax-only on the .i (parse + sema)" "$work/ampcc"
row "gcc -fsyntax-only on the .i" "$work/gcc"
row "ampcc -fsyntax-only on it as a .c (with cpp)" "$work/ampccc"
row "gcc -fsyntax-only on it as a .c (with cpp)" "$work/gccc"
row "ampcc front end alone: parse_unit() (CPU)" "$work/parse"
