#!/bin/sh
# Samples: each samples/NAME/ is copied to a scratch folder and checked twice:
#   samples/NAME            `make CC=$AMPCC test` (built by make's own rules, run,
#                           output compared with expected.txt)
#   samples-host/NAME       the same program run again on the native host device
#                           (AMPCC_DEVICE=host; make does not rebuild it)
#   samples/NAME/reference  the serial plain-C reference.c, built with cc,
#                           still prints expected.txt (so the expectation does
#                           not come from ampcc itself)
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-samples.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Kernel cache: run.sh's private one, else one inside the scratch folder.
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME
cp samples/sample.mk "$work/"

for dir in samples/*/; do
    name=$(basename "$dir")
    [ -f "$dir/Makefile" ] || continue
    cp -r "$dir" "$work/$name"
    make -s -C "$work/$name" clean >/dev/null 2>&1 # never test a program left from an earlier build
    if make -s -C "$work/$name" check-reference >"$work/$name.ref" 2>&1; then
        echo "PASS samples/$name/reference"
    else
        echo "FAIL samples/$name/reference: reference.c disagrees with the expected output"
        head -n 15 "$work/$name.ref" | sed 's/^/    /'
    fi
    if [ ! -x "$AMPCC" ]; then echo "FAIL samples/$name: $AMPCC not built"; continue; fi
    if timeout 180 make -s -C "$work/$name" CC="$AMPCC" test >"$work/$name.log" 2>&1; then
        echo "PASS samples/$name"
    else
        echo "FAIL samples/$name: make test failed"
        grep -v '^PASS ' "$work/$name.log" | head -n 20 | sed 's/^/    /'
    fi
    if AMPCC_DEVICE=host timeout 180 make -s -C "$work/$name" CC="$AMPCC" test >"$work/$name.log" 2>&1; then
        echo "PASS samples-host/$name"
    else
        echo "FAIL samples-host/$name: make test failed on AMPCC_DEVICE=host"
        grep -v '^PASS ' "$work/$name.log" | head -n 20 | sed 's/^/    /'
    fi
done
