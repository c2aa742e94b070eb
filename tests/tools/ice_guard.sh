#!/bin/sh
# Stands in for ampcc during `tests/run.sh` (as $AMPCC): runs $AMPCC_REAL with
# the same arguments and, when it ends with an internal compiler error (exit
# status 70), appends the command to $AMPCC_ICE_LOG, so that the run fails
# even where a suite expected the compile to fail.
"$AMPCC_REAL" "$@"
rc=$?
if [ "$rc" -eq 70 ] && [ -n "$AMPCC_ICE_LOG" ]; then
    echo "ampcc $*" >>"$AMPCC_ICE_LOG"
fi
exit "$rc"
