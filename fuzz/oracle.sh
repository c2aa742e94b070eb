#!/bin/sh
# fuzz/oracle.sh BUILD OUT: the validity oracle. Every input the fuzzers
# found (OUT/*/default/queue, less the seeds) that ampcc accepts must compile: its
# --emit=opencl output must pass `clang -x cl -cl-std=CL1.2` and its
# --emit=host output must pass the host compiler (cc -fsyntax-only against
# ampcc_runtime.h). An input that ampcc rejects is fine, and so is one whose
# host C the host compiler rejects at a line of the input itself (plain host
# code is the host compiler's to check; `ampcc -c` reports it at that line). Failures are copied to
# OUT/oracle/ with the compiler's first error beside them, and printed (the
# reason and the input's first lines) so that a CI log alone shows what to
# fix. FUZZ_ORACLE_MAX
# caps the inputs checked per queue (the newest are checked; default: all).
set -u
B=$1
out=$2
case $B in /*) ampcc=$B/ampcc ;; *) ampcc=$PWD/$B/ampcc ;; esac
inc=$PWD/include
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-oracle.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$out/oracle"
export AMPCC_CC=true ASAN_OPTIONS=detect_leaks=0
checked=0 accepted=0 bad=0 rejected_by_cc=0

# record_failure INPUT WHY: keep the input as OUT/oracle/N.i (WHY in N.why)
# and print both, the input's control bytes made visible.
record_failure() {
    bad=$((bad + 1))
    cp "$1" "$out/oracle/$bad.i"
    echo "$2" >"$out/oracle/$bad.why"
    echo "FAIL fuzz/oracle: $out/oracle/$bad.i: $2"
    echo "    its first lines (${FUZZ_SHOW_LINES:-40} at most; cat -v):"
    head -n "${FUZZ_SHOW_LINES:-40}" "$1" | cat -v | sed 's/^/    | /'
}
for q in "$out"/*/default/queue; do
    [ -d "$q" ] || continue
    # The seeds themselves (",orig:tests_...", "samples_...": see seeds.sh) are
    # sources the suites compile; a resumed run's own finds are ",orig:id:...".
    ls -t "$q" | grep '^id:' | grep -E -v ',orig:(tests|samples)_' | head -n "${FUZZ_ORACLE_MAX:-1000000}" >"$work/list"
    while IFS= read -r name; do
        f=$q/$name
        checked=$((checked + 1))
        cp "$f" "$work/in.i"
        "$ampcc" --emit=opencl -o "$work/k.cl" "$work/in.i" >/dev/null 2>&1 || continue
        "$ampcc" --emit=host -o "$work/h.c" "$work/in.i" >/dev/null 2>"$work/host.err" || {
            why="--emit=opencl accepts it, --emit=host does not: $(head -n 1 "$work/host.err")"
            record_failure "$f" "$why"
            continue
        }
        accepted=$((accepted + 1))
        why=""
        if ! clang -x cl -cl-std=CL1.2 -Xclang -finclude-default-header -fsyntax-only \
                -Wno-everything "$work/k.cl" >"$work/cl.err" 2>&1; then
            why="OpenCL C does not compile: $(grep -a -m 1 'error' "$work/cl.err")"
        elif ! cc -fsyntax-only -w -I"$inc" "$work/h.c" >"$work/cc.err" 2>&1; then
            # an error the host compiler places in the input's own text is the
            # user's host code, reported at their line as `ampcc -c` would
            # (the fuzzers run with AMPCC_CC=true): rejected, not a finding
            if grep -a -m 1 'error' "$work/cc.err" | grep -a -q "^$work/in.i:"; then
                rejected_by_cc=$((rejected_by_cc + 1))
                accepted=$((accepted - 1))
                continue
            fi
            why="host C does not compile: $(grep -a -m 1 'error' "$work/cc.err")"
        fi
        [ -z "$why" ] && continue
        record_failure "$f" "$why"
    done <"$work/list"
done
echo "fuzz/oracle: $checked inputs checked, $accepted accepted by ampcc, $rejected_by_cc rejected by the host compiler at the input's own lines, $bad accepted but not compilable" \
     "(in $out/oracle)"
[ "$bad" -eq 0 ]
