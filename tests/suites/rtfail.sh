#!/bin/sh
# Runtime failures: every tests/rtfail/NAME.c compiles, then fails at run time.
# It must exit with a status from 1 to 125, print nothing on stdout (no
# partial result), and print exactly one error naming NAME.c and the line
# marked /* FAILS-HERE */ ("...NAME.c:LINE: error: ..."; other lines, such as
# a build log, may follow). Directives in the file:
#   // RUN-ENV: VAR=value ...   environment for the run; @EMPTY@ is an empty folder
#   // EXPECT-STDERR: ERE       stderr must match this extended regex (any number)
#   // NEEDS-NO-PLATFORM        skipped (a SKIP line, not counted) when
#                               `ampcc --list-devices` still lists an OpenCL
#                               platform under RUN-ENV: the ICD loader ignores it
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-rtfail.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Kernel cache: run.sh's private one, else one inside the scratch folder.
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME
mkdir "$work/empty"

# why NAME SRC: runs the built program; prints why it is wrong, or nothing.
why() {
    name=$1 src=$2
    line=$(grep -n 'FAILS-HERE' "$src" | grep -v '^[0-9]*:\(/\*\| \*\)' | cut -d: -f1 | head -n 1)
    envs=$(sed -n 's|^// RUN-ENV:||p' "$src" | sed "s|@EMPTY@|$work/empty|g")
    # shellcheck disable=SC2086
    env $envs timeout 120 "$work/$name" >"$work/$name.out" 2>"$work/$name.err"
    rc=$?
    if [ $rc -eq 0 ]; then echo "exited 0"; return; fi
    if [ $rc -gt 125 ]; then echo "killed or crashed (status $rc)"; return; fi
    if [ -s "$work/$name.out" ]; then echo "printed a result: $(head -n 1 "$work/$name.out")"; return; fi
    errors=$(grep -cE "$name\.c:[0-9]+:.*error" "$work/$name.err")
    if [ "$errors" -ne 1 ]; then echo "$errors errors naming $name.c (want 1)"; return; fi
    if ! grep -qE "$name\.c:$line:.*error" "$work/$name.err"; then
        echo "the error does not name line $line: $(head -n 1 "$work/$name.err")"; return
    fi
    sed -n 's|^// EXPECT-STDERR: ||p' "$src" | while IFS= read -r re; do
        grep -qE -- "$re" "$work/$name.err" || echo "stderr lacks /$re/: $(head -n 1 "$work/$name.err")"
    done
}

# platform_left SRC: the platform the loader still finds under SRC's RUN-ENV, if any.
platform_left() {
    envs=$(sed -n 's|^// RUN-ENV:||p' "$1" | sed "s|@EMPTY@|$work/empty|g")
    # shellcheck disable=SC2086
    env $envs "$AMPCC" --list-devices 2>/dev/null | grep '^platform ' | head -n 1
}

for src in tests/rtfail/*.c; do
    name=$(basename "$src" .c)
    if [ ! -x "$AMPCC" ]; then echo "FAIL rtfail/$name: $AMPCC not built"; continue; fi
    if grep -q '^// NEEDS-NO-PLATFORM' "$src" && left=$(platform_left "$src") && [ -n "$left" ]; then
        echo "SKIP rtfail/$name: this machine's OpenCL ICD loader ignores OCL_ICD_VENDORS ($left)"
        continue
    fi
    timeout 60 "$AMPCC" -o "$work/$name" "$src" >"$work/$name.cc" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        [ $rc -eq 124 ] && why="took over 60 s to compile" || why="does not compile"
        echo "FAIL rtfail/$name: $why"; head -n 15 "$work/$name.cc" | sed 's/^/    /'
        continue
    fi
    reason=$(why "$name" "$src" | head -n 1)
    if [ -z "$reason" ]; then echo "PASS rtfail/$name"; else echo "FAIL rtfail/$name: $reason"; fi
done
