#!/bin/sh
# The fuzz harness itself (fuzz/run.sh, which `make fuzz` and .ci/run use):
# a crash or a hang must fail the run and be reported with the input's path
# and a command that reproduces it, and a clean run must pass. The target is
# tests/fuzz/fake_ampcc.c, built with afl-clang-fast as the real fuzz build
# is, whose faults are planted (FAKE_AMPCC_FAULTS): ampcc itself has none to
# plant. Needs AFL++ (scripts/install-deps.sh installs it).
B=${1:-build}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL fuzz/$1: $2"; [ -f "$3" ] && head -n 20 "$3" | sed 's/^/    /'; }

if ! command -v afl-fuzz >/dev/null || ! command -v afl-clang-fast >/dev/null; then
    fail harness "afl-fuzz or afl-clang-fast missing (apt-get install afl++)"; exit 0
fi
mkdir -p "$work/fake"
if ! AFL_QUIET=1 afl-clang-fast -O1 -o "$work/fake/ampcc" tests/fuzz/fake_ampcc.c >"$work/cc.log" 2>&1; then
    fail harness "tests/fuzz/fake_ampcc.c does not build with afl-clang-fast" "$work/cc.log"; exit 0
fi

# run_harness NAME SECONDS: fuzz/run.sh over the fake's syntax target, from
# two small seeds; its output in NAME.out, its exit status in $rc.
run_harness() {
    mkdir -p "$work/$1/seeds"
    printf 'int x;\n' >"$work/$1/seeds/a.i"
    printf 'int main(void) { return 0; }\n' >"$work/$1/seeds/b.i"
    FUZZ_TARGETS=syntax sh fuzz/run.sh "$2" "$work/fake" "$work/$1" >"$work/$1.out" 2>&1
    rc=$?
}

# reproduces WHAT BYTE: every input reported as WHAT (crashed, hung) holds the
# planted BYTE (octal), and the first reproduce line, run, fails as the
# fuzzer saw it (abort: status 134; hang: still running after 3 s).
reproduces() {
    inputs=$(sed -n "s|^FAIL fuzz/syntax: ampcc $1 on ||p" "$work/planted.out")
    [ -n "$inputs" ] || return 1
    for f in $inputs; do LC_ALL=C grep -q "$(printf "\\$2")" "$f" || return 1; done
    cmd=$(grep -A1 "^FAIL fuzz/syntax: ampcc $1 on " "$work/planted.out" | sed -n 's/^ *reproduce: //p' | head -n 1)
    timeout 3 sh -c "$cmd" >/dev/null 2>&1
    got=$?
    [ "$1" = crashed ] && [ $got -eq 134 ] && return 0
    [ "$1" = hung ] && [ $got -eq 124 ]
}

export FAKE_AMPCC_FAULTS=1 FUZZ_HANG_SECS=3   # fuzz/hangs.sh's re-run of each reported hang
run_harness planted 10
if [ $rc -ne 1 ]; then
    fail planted-crash "fuzz/run.sh exit status $rc with a planted crash, not 1" "$work/planted.out"
elif ! reproduces crashed 377; then
    fail planted-crash "no crashing input reported with a command that reproduces it" "$work/planted.out"
else
    echo "PASS fuzz/planted-crash"
fi
if reproduces hung 376; then
    echo "PASS fuzz/planted-hang"
else
    fail planted-hang "no hanging input reported with a command that reproduces it" "$work/planted.out"
fi
unset FAKE_AMPCC_FAULTS

run_harness clean 4
if [ $rc -eq 0 ] && grep -q '^fuzz/syntax: [1-9][0-9]* execs.* 0 crashes, 0 hangs (0 reported' "$work/clean.out" &&
        grep -q '^fuzz/oracle: [0-9]* inputs checked.* 0 accepted but not compilable' "$work/clean.out"; then
    echo "PASS fuzz/clean-run"
else
    fail clean-run "fuzz/run.sh exit status $rc on a target without faults, or no figures" "$work/clean.out"
fi
