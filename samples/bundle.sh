#!/bin/sh
# Builds every sample (and the end-to-end tests) with ampcc into one folder
# that can be copied to another machine and checked there with its run.sh,
# e.g. a machine with an NVIDIA GPU (docs/nvidia.md):
#
#   sh samples/bundle.sh build/ampcc /tmp/ampcc-bundle
#   scp -r /tmp/ampcc-bundle gpu-host:   (then on gpu-host: sh ampcc-bundle/run.sh --nvidia)
#
# The programs link the ampcc runtime statically and load libOpenCL.so.1 (the
# ICD loader) at run time, so the other machine needs only glibc (same or
# newer) and an OpenCL driver.
set -u
AMPCC=$(cd "$(dirname "${1:-build/ampcc}")" && pwd)/$(basename "${1:-build/ampcc}")
OUT=${2:-/tmp/ampcc-bundle}
top=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$OUT"
mkdir -p "$OUT/samples" "$OUT/e2e"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Samples: built by their own Makefiles in a scratch copy.
cp "$top/samples/sample.mk" "$work/"
for dir in "$top"/samples/*/; do
    name=$(basename "$dir")
    [ -f "$dir/Makefile" ] || continue
    cp -r "$dir" "$work/$name"
    make -s -C "$work/$name" clean >/dev/null 2>&1 # never test a program left from an earlier build
    timeout 300 make -s -C "$work/$name" CC="$AMPCC" all || echo "bundle: sample $name did not build" >&2
    for exp in "$work/$name"/expected*.txt; do
        prog=$name$(basename "$exp" .txt | sed 's/^expected//')   # expected4.txt -> sampling4
        [ -f "$work/$name/$prog" ] && cp "$work/$name/$prog" "$OUT/samples/$prog"
        cp "$exp" "$OUT/samples/$prog.expected"
    done
done

# End-to-end tests, with their RUN-FLAGS.
for src in "$top"/tests/e2e/*.c; do
    name=$(basename "$src" .c)
    flags=$(sed -n '1s|^// RUN-FLAGS:||p' "$src")
    # shellcheck disable=SC2086
    timeout 60 "$AMPCC" $flags -o "$OUT/e2e/$name" "$src" -lm || echo "bundle: e2e $name did not build" >&2
    cp "${src%.c}.expected" "$OUT/e2e/$name.expected"
done

cat >"$OUT/run.sh" <<'RUN'
#!/bin/sh
# Runs every program of the bundle and compares its stdout with NAME.expected.
#   sh run.sh            on the default device (AMPCC_DEVICE as set)
#   sh run.sh --nvidia   through NVIDIA's OpenCL: an ICD file naming
#                        libnvidia-opencl.so.1, AMPCC_DEVICE=gpu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = --nvidia ]; then
    icd=$(mktemp -d)
    echo libnvidia-opencl.so.1 >"$icd/nvidia.icd"
    export OCL_ICD_VENDORS="$icd"
    export LD_LIBRARY_PATH="/usr/local/nvidia/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export AMPCC_DEVICE=gpu
fi
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$(mktemp -d)}"
pass=0 fail=0
for exp in "$here"/samples/*.expected "$here"/e2e/*.expected; do
    prog=${exp%.expected}
    name=$(basename "$(dirname "$prog")")/$(basename "$prog")
    [ -x "$prog" ] || { fail=$((fail + 1)); echo "FAIL $name: not built"; continue; }
    start=$(date +%s.%N)
    if "$prog" >"$prog.out" 2>"$prog.err" && cmp -s "$exp" "$prog.out"; then
        pass=$((pass + 1))
        awk -v n="$name" -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "PASS %s (%.2fs)\n", n, b - a }'
    else
        fail=$((fail + 1))
        echo "FAIL $name"
        diff "$exp" "$prog.out" | head -n 6 | sed 's/^/    /'
        head -n 4 "$prog.err" | sed 's/^/    /'
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
RUN
echo "bundle in $OUT: $(ls "$OUT/samples" | grep -vc expected) samples, $(ls "$OUT/e2e" | grep -vc expected) e2e programs; run it with: sh $OUT/run.sh [--nvidia]"
