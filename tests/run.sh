#!/bin/sh
# Runs every test suite and ends with one line "N passed, N failed".
#
# A suite is tests/suites/NAME.sh. It is run as `sh tests/suites/NAME.sh BUILD`
# from the top of the tree and prints one line per test: "PASS name" or
# "FAIL name: why" (anything else it prints is shown as is). Check unit test
# programs (BUILD/tests/test_*) are the suite "unit".
# AMPCC_SUITES="a b" limits the run to those suites.
B=${1:-build}
# Suites run ampcc through tests/tools/ice_guard.sh, which logs every internal
# compiler error (exit status 70): any fails the whole run.
export AMPCC_REAL="$PWD/$B/ampcc"
export AMPCC="$PWD/tests/tools/ice_guard.sh"
export AMPCC_ICE_LOG="${TMPDIR:-/tmp}/ampcc-ice.$$"
rm -f "$AMPCC_ICE_LOG"
export AMPCC_BUILD="$PWD/$B"
# The suites' plain runs are on OpenCL (PoCL here, the GPU where there is one),
# their host-device runs say AMPCC_DEVICE=host: "opencl" is the OpenCL default,
# which without AMPCC_DEVICE the host device replaces on a machine without a
# GPU (docs/runtime.md). Tests of that default unset it (runtime_default.sh).
export AMPCC_DEVICE="${AMPCC_DEVICE:-opencl}"
# Kernel cache in a private folder, so runs never see each other's binaries.
export XDG_CACHE_HOME="${TMPDIR:-/tmp}/ampcc-test-cache.$$"
suites=${AMPCC_SUITES:-"unit $(cd tests/suites && ls *.sh | sed 's/\.sh$//' | grep -v '^unit$' | tr '\n' ' ')"}
passed=0
failed=0
log="${TMPDIR:-/tmp}/ampcc-test-log.$$"
start=$(date +%s)

for suite in $suites; do
    t0=$(date +%s)
    if [ "$suite" = unit ]; then
        for prog in "$B"/tests/test_*; do
            [ -x "$prog" ] || continue
            name=$(basename "$prog")
            if CK_VERBOSITY=normal "$prog" >"$log" 2>&1; then
                echo "PASS unit/$name ($(grep -o 'Checks: [0-9]*' "$log"))"
            else
                echo "FAIL unit/$name"; sed 's/^/    /' "$log"
            fi
        done >"$log.suite"
    else
        sh "tests/suites/$suite.sh" "$B" >"$log.suite" 2>&1
    fi
    p=$(grep -c '^PASS ' "$log.suite")
    f=$(grep -c '^FAIL ' "$log.suite")
    grep -v '^PASS ' "$log.suite"
    passed=$((passed + p))
    failed=$((failed + f))
    echo "== $suite: $p passed, $f failed ($(( $(date +%s) - t0 ))s)"
done
if [ -s "$AMPCC_ICE_LOG" ]; then
    echo "FAIL internal compiler errors in the run (each is ampcc's bug):"
    sed 's/^/    /' "$AMPCC_ICE_LOG"
    failed=$((failed + 1))
fi
rm -rf "$log" "$log.suite" "$XDG_CACHE_HOME" "$AMPCC_ICE_LOG"
echo "== all suites in $(( $(date +%s) - start ))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
