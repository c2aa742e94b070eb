#!/bin/sh
# fuzz/parallel.sh SECONDS JOBS [BUILD] [OUT]: AFL++ over ampcc's three
# front-end targets on a machine with many cores: JOBS afl-fuzz instances at
# once for SECONDS, dealt round-robin over the targets (syntax, opencl, host;
# see fuzz/run.sh), the first instance of each target the main one (-M), the
# others secondaries (-S) sharing its queue. Prints each target's executions,
# coverage, queue size, crashes and hangs summed over its instances, and the
# total. Exits 1 on any crash or hang (a hang that afl-fuzz reported and
# fuzz/hangs.sh confirms: on a loaded machine a stall makes false ones). The validity oracle is not run here
# (it needs clang's OpenCL front end): run `sh fuzz/oracle.sh BUILD OUT`
# where clang is, over OUT/TARGET/*/queue. Crashing inputs stay in each
# instance's OUT/TARGET/INSTANCE/crashes: on another machine, copy them all.
# A second run with the same OUT and JOBS resumes each instance's queue
# (afl-fuzz -i -), so a long run can be taken in several commands; AFL++
# carries each instance's executions over, and the figures printed are the
# totals so far.
set -u
secs=${1:?seconds}
jobs=${2:?jobs}
B=${3:-build-fuzz}
out=${4:-$B/findings-par}
case $B in /*) AMPCC_BIN=$B/ampcc ;; *) AMPCC_BIN=$PWD/$B/ampcc ;; esac
[ -x "$AMPCC_BIN" ] || { echo "fuzz/parallel.sh: $AMPCC_BIN not built (make fuzz builds it)" >&2; exit 2; }
command -v afl-fuzz >/dev/null || { echo "fuzz/parallel.sh: afl-fuzz missing" >&2; exit 2; }
mkdir -p "$out"
seeds=$out/seeds
[ -d "$seeds" ] || sh fuzz/seeds.sh "$seeds"

export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1
export AFL_NO_AFFINITY=1 AFL_QUIET=1 AMPCC_CC=true
export ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1

target_args() {
    case $1 in
    syntax) echo "-fsyntax-only" ;;
    opencl) echo "--emit=opencl -o /dev/null" ;;
    host)   echo "--emit=host -o /dev/null" ;;
    esac
}

# start_instance N: instance N fuzzes target N mod 3; instance 0..2 are mains.
start_instance() {
    set -- "$1" syntax opencl host
    n=$1; shift $((n % 3 + 1)); target=$1
    name=s$n; [ "$n" -lt 3 ] && name=main
    role="-S $name"; [ "$n" -lt 3 ] && role="-M main"
    in=$seeds; [ -d "$out/$target/$name/queue" ] && in=-
    # shellcheck disable=SC2046,SC2086
    afl-fuzz -i "$in" -o "$out/$target" -x fuzz/ampc.dict -e i -t 2000 -V "$secs" \
        $role -- "$AMPCC_BIN" $(target_args "$target") @@ >"$out/$target.$n.log" 2>&1 &
}

n=0
while [ "$n" -lt "$jobs" ]; do start_instance "$n"; n=$((n + 1)); done
wait

stat_sum() { # stat_sum TARGET FIELD: FIELD summed over TARGET's instances
    cat "$out/$1"/*/fuzzer_stats 2>/dev/null | sed -n "s/^$2 *: //p" | awk '{s += $1} END {print s + 0}'
}
count_ids() { ls "$out/$1"/*/"$2" 2>/dev/null | grep -c '^id:'; }
status=0 total=0
for target in syntax opencl host; do
    [ -d "$out/$target" ] || continue
    execs=$(stat_sum "$target" execs_done)
    cvg=$(sed -n 's/^bitmap_cvg *: //p' "$out/$target"/main/fuzzer_stats 2>/dev/null)
    queue=$(sed -n 's/^corpus_count *: //p' "$out/$target"/main/fuzzer_stats 2>/dev/null)
    crashes=$(count_ids "$target" crashes) reported=$(count_ids "$target" hangs)
    # shellcheck disable=SC2046
    hangs=$(sh fuzz/hangs.sh "$AMPCC_BIN" "$(target_args "$target")" "$out/$target"/*/hangs | grep -c .)
    echo "fuzz/$target: $execs execs over its instances (this run ${secs}s), coverage ${cvg:-?} of the map," \
         "${queue:-?} inputs in the main queue, $crashes crashes, $hangs hangs" \
         "($reported reported by afl-fuzz, re-run alone by fuzz/hangs.sh)"
    total=$((total + execs))
    [ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ] || status=1
done
echo "fuzz: $total executions in all, $jobs instances, ${secs}s"
exit $status
