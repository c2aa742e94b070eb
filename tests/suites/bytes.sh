#!/bin/sh
# Bytes moved: every tests/bytes/NAME.c is compiled with $AMPCC and run with
# AMPCC_STATS=1 in a fresh kernel cache. Its stdout must equal NAME.expected,
# and the runtime's line on stderr,
#   ampcc-stats: to_device=N to_host=N launches=N builds=N aliased=N host_threads=N live_buffers=N
# must hold every key=value of NAME.stats (the minimum each program needs,
# worked out in its header comment). When NAME.stats-cached exists, the program
# is run a second time with the same cache and checked against it. Then the
# program runs on the native host device (AMPCC_DEVICE=host), which works on
# the host data in place: the same stdout, the same launches, no byte moved,
# nothing built ("PASS bytes-host/NAME"), unless NAME.host-stats says what
# a program that chooses its devices itself moves there. A program that
# exits with status 77 (printing why) needs what this machine lacks, such as
# two OpenCL devices: "SKIP bytes/NAME: why", counted neither way.
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-bytes.XXXXXX")
trap 'rm -rf "$work"' EXIT

# check_stats NAME STATSFILE STDERRFILE: prints nothing when every expected
# key=value is on the stats line, else the mismatch.
check_stats() {
    line=$(grep '^ampcc-stats:' "$3" | tail -n 1)
    [ -n "$line" ] || { echo "no ampcc-stats line on stderr"; return; }
    for kv in $(cat "$2"); do
        case " ${line#ampcc-stats:} " in
            *" $kv "*) ;;
            *) echo "expected $kv, got: $line"; return ;;
        esac
    done
}

# run_once NAME STATSFILE: runs the built program, checks stdout and stats.
run_once() {
    AMPCC_STATS=1 timeout 120 "$work/$1" >"$work/$1.out" 2>"$work/$1.err"
    rc=$?
    [ $rc -eq 77 ] && { echo "SKIP: $(head -n 1 "$work/$1.out")"; return; }
    [ $rc -eq 0 ] || { echo "exit status $rc: $(head -n 3 "$work/$1.err")"; return; }
    cmp -s "tests/bytes/$1.expected" "$work/$1.out" ||
        { echo "stdout differs: $(tr '\n' '|' <"$work/$1.out")"; return; }
    check_stats "$1" "$2" "$work/$1.err"
}

for src in tests/bytes/*.c; do
    name=$(basename "$src" .c)
    if [ ! -x "$AMPCC" ]; then echo "FAIL bytes/$name: $AMPCC not built"; continue; fi
    timeout 60 "$AMPCC" -o "$work/$name" "$src" >"$work/$name.cc" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        [ $rc -eq 124 ] && why="took over 60 s to compile" || why="does not compile"
        echo "FAIL bytes/$name: $why"; head -n 15 "$work/$name.cc" | sed 's/^/    /'
        continue
    fi
    XDG_CACHE_HOME="$work/cache-$name"; export XDG_CACHE_HOME
    why=$(run_once "$name" "tests/bytes/$name.stats")
    if [ -z "$why" ] && [ -f "tests/bytes/$name.stats-cached" ]; then
        why=$(run_once "$name" "tests/bytes/$name.stats-cached")
        [ -z "$why" ] || why="second run (cached): $why"
    fi
    case $why in
    SKIP*) echo "SKIP bytes/$name: ${why#SKIP: }"; continue ;;   # exit 77: what it needs is not here
    esac
    if [ -z "$why" ]; then echo "PASS bytes/$name"; else echo "FAIL bytes/$name: $why"; fi
    { echo "to_device=0 to_host=0 builds=0"
      tr ' ' '\n' <"tests/bytes/$name.stats" | grep -E '^(launches|aliased|live_buffers)='
    } >"$work/$name.host-stats"
    # A program that picks its devices itself (accelerator_view) moves what
    # its NAME.host-stats says on AMPCC_DEVICE=host too.
    [ -f "tests/bytes/$name.host-stats" ] && cp "tests/bytes/$name.host-stats" "$work/$name.host-stats"
    why=$(AMPCC_DEVICE=host run_once "$name" "$work/$name.host-stats")
    if [ -z "$why" ]; then echo "PASS bytes-host/$name"; else echo "FAIL bytes-host/$name: $why"; fi
done
