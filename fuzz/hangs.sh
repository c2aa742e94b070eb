#!/bin/sh
# fuzz/hangs.sh AMPCC "ARGS" DIR...: which of afl-fuzz's hangs are hangs.
# afl-fuzz keeps an input that ran past its -t limit (2 s); on a shared,
# loaded machine a stall does that to inputs that take milliseconds (run 11:
# eight "hangs" from one moment, each 0.02-0.06 s when run again). Each input
# in the DIRs runs again, alone, under FUZZ_HANG_SECS (10) seconds, with the
# caller's environment (its sanitizer options); prints the path of each that
# still runs past the limit, a confirmed hang, and nothing for the others.
ampcc=$1 args=$2
shift 2
limit=${FUZZ_HANG_SECS:-10}
for dir in "$@"; do
    ls "$dir" 2>/dev/null | grep '^id:' | while IFS= read -r name; do
        # shellcheck disable=SC2086
        timeout -k 1 "$limit" "$ampcc" $args "$dir/$name" >/dev/null 2>&1
        rc=$?
        if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "$dir/$name"; fi
    done
done
exit 0
