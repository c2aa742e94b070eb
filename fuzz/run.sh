#!/bin/sh
# fuzz/run.sh SECONDS [BUILD] [OUT]: AFL++ over ampcc's three front-end
# targets, SECONDS/3 each, then the validity oracle over what they found.
#   syntax  ampcc -fsyntax-only x.i
#   opencl  ampcc --emit=opencl -o /dev/null x.i
#   host    ampcc --emit=host -o /dev/null x.i
# BUILD (default build-fuzz) holds an ampcc built with afl-clang-fast under
# ASan and UBSan (`make fuzz` builds it). Inputs are preprocessed (.i), so no
# `cc -E` runs per execution; AMPCC_CC=true turns the host compiler's own
# syntax check of plain C into a no-op. Seeds: fuzz/seeds.sh; dictionary:
# fuzz/ampc.dict. OUT (default build-fuzz/findings) keeps each target's queue,
# crashes and hangs. Exits 1 on any crash, confirmed hang (fuzz/hangs.sh) or
# oracle failure; prints the
# figures docs/reliability.md records (executions, coverage, time), and for
# each crashing or hanging input its path and the ampcc command that
# reproduces it (the first FUZZ_SHOW_MAX (10) of each target).
# FUZZ_TARGETS="opencl host" runs only those (SECONDS is split among them).
# FUZZ_SEED=N and FUZZ_EXECS=N make a run nearly reproducible: AFL++'s random
# generator starts from N (-s) and each target stops after about FUZZ_EXECS
# executions (-E) instead of after its share of SECONDS, so the same tree
# explores nearly the same inputs on any machine (.ci/run uses this; AFL++'s
# few timing-based decisions remain: docs/reliability.md). Without them each
# run explores anew.
set -u
secs=${1:-120}
B=${2:-build-fuzz}
out=${3:-$B/findings}
# Absolute, so that the paths of crashing inputs it prints work from anywhere.
case $out in /*) ;; *) out=$PWD/$out ;; esac
case $B in /*) AMPCC_BIN=$B/ampcc ;; *) AMPCC_BIN=$PWD/$B/ampcc ;; esac
[ -x "$AMPCC_BIN" ] || { echo "fuzz/run.sh: $AMPCC_BIN not built (make fuzz builds it)" >&2; exit 2; }
command -v afl-fuzz >/dev/null || { echo "fuzz/run.sh: afl-fuzz missing (apt-get install afl++)" >&2; exit 2; }
mkdir -p "$out"
seeds=$out/seeds
[ -d "$seeds" ] || sh fuzz/seeds.sh "$seeds"

export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1
export AFL_NO_AFFINITY=1 AFL_SKIP_BIN_CHECK=0 AFL_QUIET=1 AMPCC_CC=true
export ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1
targets=${FUZZ_TARGETS:-syntax opencl host}
per=$((secs / $(echo $targets | wc -w)))
[ "$per" -gt 0 ] || per=1
status=0

# show_findings WHAT DIR ARGS: one line per input in DIR (AFL++'s crashes
# folder of a target) with the command that reproduces it, run the way
# afl-fuzz ran it (same sanitizer options). Hangs are those fuzz/hangs.sh
# confirms (still running after 10 s, alone), shown the same way.
show_findings() {
    ls "$2" 2>/dev/null | grep '^id:' | head -n "${FUZZ_SHOW_MAX:-10}" |
    while IFS= read -r name; do
        echo "FAIL fuzz/$target: ampcc $1 on $2/$name"
        echo "    reproduce: ASAN_OPTIONS=$ASAN_OPTIONS UBSAN_OPTIONS=$UBSAN_OPTIONS" \
             "AMPCC_CC=true $AMPCC_BIN $3 '$2/$name'"
    done
}

# stop_rule: afl-fuzz's options for when to stop and how to draw at random.
stop_rule() {
    [ -n "${FUZZ_SEED:-}" ] && printf -- '-s %s ' "$FUZZ_SEED"
    if [ -n "${FUZZ_EXECS:-}" ]; then printf -- '-E %s' "$FUZZ_EXECS"; else printf -- '-V %s' "$per"; fi
}

for target in $targets; do
    case $target in
    syntax) args="-fsyntax-only" ;;
    opencl) args="--emit=opencl -o /dev/null" ;;
    host)   args="--emit=host -o /dev/null" ;;
    esac
    # A second run of the same target resumes its queue.
    in=$seeds
    [ -d "$out/$target/default/queue" ] && in=-
    # shellcheck disable=SC2086
    afl-fuzz -i "$in" -o "$out/$target" -x fuzz/ampc.dict -e i -t 2000 $(stop_rule) \
        -- "$AMPCC_BIN" $args @@ >"$out/$target.log" 2>&1
    stats=$out/$target/default/fuzzer_stats
    if [ ! -f "$stats" ]; then
        echo "FAIL fuzz/$target: afl-fuzz did not run"; tail -n 20 "$out/$target.log"; status=1; continue
    fi
    get() { sed -n "s/^$1 *: //p" "$stats"; }
    crashes=$(ls "$out/$target/default/crashes" 2>/dev/null | grep -c '^id:')
    reported=$(ls "$out/$target/default/hangs" 2>/dev/null | grep -c '^id:')
    sh fuzz/hangs.sh "$AMPCC_BIN" "$args" "$out/$target/default/hangs" >"$out/$target.hangs"
    hangs=$(grep -c . "$out/$target.hangs")
    echo "fuzz/$target: $(get execs_done) execs in $(get run_time)s ($(get execs_per_sec)/s)," \
         "coverage $(get bitmap_cvg) of the map, $(get corpus_count) inputs in the queue," \
         "$crashes crashes, $hangs hangs ($reported reported by afl-fuzz; see fuzz/hangs.sh)"
    show_findings crashed "$out/$target/default/crashes" "$args"
    while IFS= read -r f; do
        echo "FAIL fuzz/$target: ampcc hung on $f"
        echo "    reproduce: ASAN_OPTIONS=$ASAN_OPTIONS UBSAN_OPTIONS=$UBSAN_OPTIONS AMPCC_CC=true $AMPCC_BIN $args '$f'"
    done <"$out/$target.hangs"
    [ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ] || status=1
done
sh fuzz/oracle.sh "$B" "$out" || status=1
exit $status
