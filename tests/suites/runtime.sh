#!/bin/sh
# The runtime as whole processes see it: the AMPCC_STATS line at exit, the
# disk cache across runs, AMPCC_CACHE=0, AMPCC_DEVICE, --list-devices, the
# no-platform message, and ASan/LeakSanitizer cleanliness. A small host program written the way
# ampcc's generated host C calls the runtime is linked with BUILD/libampcc_rt.a
# (so this suite does not need the compiler itself).
B=${1:-build}
RT="$B/libampcc_rt.a"
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-rt-suite.XXXXXX")
trap 'rm -rf "$work"' EXIT
CC=${AMPCC_CC:-cc}
# The program below carries OpenCL C only (no native kernels): it runs on the
# OpenCL default, never the host device that is the default without a GPU.
export AMPCC_DEVICE="${AMPCC_DEVICE:-opencl}"

pass() { echo "PASS runtime/$1"; }
fail() { echo "FAIL runtime/$1: $2"; }

if [ ! -f "$RT" ]; then
    fail build "$RT not built"
    exit 0
fi

cat >"$work/prog.c" <<'EOF'
/* Doubles 100 ints on the device and prints the sum; "list" lists devices;
 * "leak" leaves the view unreleased. */
#include <stdio.h>
#include <string.h>
#include "ampcc_runtime.h"

static const char *const names[] = {"dbl"};
static ampcc_program prog = {
    "typedef struct { int offset; int extent[3]; int stride[3]; } meta;\n"
    "__kernel void dbl(__global int *p, meta m) { p[m.offset + get_global_id(0)] *= 2; }\n",
    "-cl-std=CL1.2", names, 1, "prog.c", NULL};

int main(int argc, char **argv)
{
    int data[100], ext = 100, sum = 0;
    if (argc > 1 && strcmp(argv[1], "list") == 0)
        return ampcc_list_devices();
    for (int i = 0; i < 100; i++)
        data[i] = i;
    ampcc_view v = ampcc_view_new(1, &ext, sizeof(int), data, 0, "prog.c", 17);
    ampcc_arg a = {AMPCC_ARG_VIEW, &v, 0, AMPCC_READ | AMPCC_WRITE};
    ampcc_domain d = {1, {100, 1, 1}, {0, 0, 0}, AMPCC_TILE_EXACT};
    ampcc_launch(&prog, 0, &d, &a, 1, "prog.c", 20);
    for (int i = 0; i < 100; i++)
        sum += *(int *)ampcc_view_at(&v, AMPCC_READ, &i, sizeof(int), "prog.c", 22);
    printf("%d\n", sum);
    if (!(argc > 1 && strcmp(argv[1], "leak") == 0))
        ampcc_view_release(&v);
    return 0;
}
EOF

if ! $CC -std=gnu11 -g -Iinclude -o "$work/prog" "$work/prog.c" "$RT" -lOpenCL -lm \
        >"$work/cc.log" 2>&1; then
    fail build "the test program does not link: $(head -n 5 "$work/cc.log")"
    exit 0
fi

# run NAME [VAR=VALUE...] [-- ARGS]: runs the program with a private cache,
# leaving stdout in $work/NAME.out, stderr in $work/NAME.err, status in $status.
run() {
    name=$1; shift
    env XDG_CACHE_HOME="$work/cache" AMPCC_STATS=1 "$@" "$work/prog" \
        >"$work/$name.out" 2>"$work/$name.err"
    status=$?
}
stats() { grep '^ampcc-stats:' "$work/$1.err"; }

run first
want="ampcc-stats: to_device=400 to_host=400 launches=1 builds=1 aliased=0 host_threads=0 live_buffers=0"
if [ $status -eq 0 ] && [ "$(cat "$work/first.out")" = 9900 ] && [ "$(stats first)" = "$want" ]; then
    pass stats-line
else
    fail stats-line "status $status, out '$(cat "$work/first.out")', stats '$(stats first)'"
fi

env XDG_CACHE_HOME="$work/cache" AMPCC_STATS=1 "$work/prog" leak >"$work/leaky.out" 2>"$work/leaky.err"
status=$?
if [ $status -eq 0 ] && stats leaky | grep -q ' live_buffers=1$'; then
    pass stats-live-buffers
else
    fail stats-live-buffers "an unreleased view is not counted: status $status, stats '$(stats leaky)'"
fi

run second
if [ $status -eq 0 ] && stats second | grep -q " builds=0 " && ls "$work/cache/ampcc/"*.bin >/dev/null 2>&1; then
    pass cache-second-process
else
    fail cache-second-process "status $status, stats '$(stats second)'"
fi

run nocache AMPCC_CACHE=0
if [ $status -eq 0 ] && stats nocache | grep -q " builds=1 "; then
    pass cache-disabled
else
    fail cache-disabled "status $status, stats '$(stats nocache)'"
fi

run silent AMPCC_STATS=0
if [ $status -eq 0 ] && [ -z "$(stats silent)" ]; then pass stats-off; else fail stats-off "$(stats silent)"; fi

run cpu AMPCC_DEVICE=cpu
run bypath AMPCC_DEVICE=cpu:0
run byname AMPCC_DEVICE=PORTABLE
if [ $status -eq 0 ] && [ "$(cat "$work/cpu.out")" = 9900 ] && [ "$(cat "$work/byname.out")" = 9900 ] &&
        [ "$(cat "$work/bypath.out")" = 9900 ]; then
    pass device-by-type-path-and-name
else
    fail device-by-type-and-name "$(cat "$work/cpu.err" "$work/byname.err")"
fi

run nomatch AMPCC_DEVICE=no-such-thing
if [ $status -eq 1 ] && grep -q "^prog.c:20: error: no OpenCL device matches AMPCC_DEVICE='no-such-thing'; use 'host'" "$work/nomatch.err" &&
        [ ! -s "$work/nomatch.out" ]; then
    pass device-no-match
else
    fail device-no-match "status $status: $(cat "$work/nomatch.err")"
fi

# 'gpu' on a machine without one (PoCL only) is the no-match error; with a GPU
# it must run there.
run gpu AMPCC_DEVICE=gpu
if "$work/prog" list | grep -q '\[gpu'; then
    if [ $status -eq 0 ] && [ "$(cat "$work/gpu.out")" = 9900 ]; then pass device-gpu; else
        fail device-gpu "status $status: $(cat "$work/gpu.err")"; fi
elif [ $status -eq 1 ] && grep -q "AMPCC_DEVICE='gpu'" "$work/gpu.err"; then
    pass device-gpu-missing
else
    fail device-gpu-missing "status $status: $(cat "$work/gpu.err")"
fi

mkdir -p "$work/no-icd"
run noplatform OCL_ICD_VENDORS="$work/no-icd"
if [ $status -eq 1 ] && grep -q '^prog.c:20: error: no OpenCL platform found; install .*pocl-opencl-icd.*OCL_ICD_VENDORS' "$work/noplatform.err"; then
    pass no-platform
else
    fail no-platform "status $status: $(cat "$work/noplatform.err")"
fi

# Listing devices (what `ampcc --list-devices` does) is no use of the runtime:
# no stats line, even with AMPCC_STATS=1.
AMPCC_STATS=1 "$work/prog" list >"$work/list.out" 2>&1
if grep -q '^platform 0: ' "$work/list.out" && grep -q '^  device 0: .*<- selected' "$work/list.out" &&
        ! grep -q ampcc-stats "$work/list.out"; then
    pass list-devices
else
    fail list-devices "$(cat "$work/list.out")"
fi

AMPCC_DEVICE=host "$work/prog" list >"$work/list.out" 2>&1
if grep -q '^host: the native host device.*<- selected' "$work/list.out" &&
        ! grep -q '  device 0: .*<- selected' "$work/list.out"; then
    pass list-devices-host
else
    fail list-devices-host "$(cat "$work/list.out")"
fi

# Leaks and memory errors: the runtime built with ASan + UBSan + LeakSanitizer
# must be clean, also when the program never releases its view ("leak": the
# runtime frees leftovers at exit). The OpenCL driver's own allocations are
# not ours to judge, so stacks through PoCL, LLVM or the loader are suppressed.
# Linked with --wrap=free as ampcc links programs (runtime/checkfree.c).
printf 'leak:libpocl\nleak:libLLVM\nleak:libOpenCL\nleak:libclang\nleak:libhwloc\n' >"$work/lsan.supp"
if $CC -std=gnu11 -g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer \
        -fno-sanitize-recover=all -Iinclude -Iruntime -D_GNU_SOURCE -o "$work/prog-asan" \
        runtime/*.c "$work/prog.c" -Wl,--wrap=free -lOpenCL -lm >"$work/asan-cc.log" 2>&1; then
    for mode in normal leak; do
        LSAN_OPTIONS="suppressions=$work/lsan.supp:print_suppressions=0" \
            XDG_CACHE_HOME="$work/cache" "$work/prog-asan" $mode >"$work/asan.out" 2>"$work/asan.err"
        status=$?
        if [ $status -eq 0 ] && [ "$(cat "$work/asan.out")" = 9900 ]; then
            pass "asan-clean-$mode"
        else
            fail "asan-clean-$mode" "status $status: $(head -n 30 "$work/asan.err")"
        fi
    done
else
    fail asan-build "$(head -n 5 "$work/asan-cc.log")"
fi
