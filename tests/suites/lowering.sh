#!/bin/sh
# The lowering test (issue 10): tests/lowering/gen.c writes, from the operation
# table src/ampops.def, one program per context (cpu code, a kernel block, a
# restrict(amp) function) that uses every operation the context allows, at
# ranks 1 to 3 where the operation has a rank, and checks each value against
# one worked out by the host's C library. Each program is compiled fully, its
# kernels built and run on the OpenCL device. A table row the generator does
# not know how to use stops it ("no use written for ..."), a new CHECK kind
# fails its build (-Werror=switch); a row allowed where a back end cannot
# lower it fails the generator, ampcc, the OpenCL build or a check.
# Prints "PASS lowering/CONTEXT" or "FAIL lowering/CONTEXT: why", then
# "lowering: N operations x contexts".
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-lowering.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

if ! ${HOSTCC:-cc} -std=gnu11 -Wall -Werror=switch -Isrc -I"$B" -o "$work/gen" \
        tests/lowering/gen.c src/ampops.c -lm >"$work/gen.log" 2>&1; then
    echo "FAIL lowering/generator: does not build"; sed 's/^/    /' "$work/gen.log" | head -20
    exit 0
fi
if ! pairs=$("$work/gen" "$work" 2>"$work/gen.log"); then
    echo "FAIL lowering/generator:"; sed 's/^/    /' "$work/gen.log" | head -20
    exit 0
fi
for cx in cpu kernel ampfn; do
    if ! "$AMPCC" -o "$work/$cx" "$work/lower_$cx.c" -lm >"$work/$cx.log" 2>&1; then
        echo "FAIL lowering/$cx: does not compile"; sed 's/^/    /' "$work/$cx.log" | head -20
    elif ! timeout 120 "$work/$cx" >"$work/$cx.out" 2>&1; then
        echo "FAIL lowering/$cx: wrong values or a failed run"; sed 's/^/    /' "$work/$cx.out" | head -20
    else
        echo "PASS lowering/$cx"
    fi
done
echo "lowering: $pairs operations x contexts"
