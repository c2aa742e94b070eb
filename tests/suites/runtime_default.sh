#!/bin/sh
# The default device (docs/runtime.md, "The default device"; issue 12): with
# AMPCC_DEVICE unset, a machine with no GPU among its OpenCL devices (or no
# OpenCL platform) runs on the native host device; a GPU, where there is
# one, as before; AMPCC_DEVICE=cpu, "opencl", a path or a name still picks
# OpenCL; the MPI rank rule is unchanged. One AMP C program, compiled with
# $AMPCC, prints its device, its result and its accelerator list.
# Prints "PASS runtime-default/X" or "FAIL runtime-default/X: why" (tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-rtdefault.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME
unset AMPCC_DEVICE OMPI_COMM_WORLD_LOCAL_RANK MPI_LOCALRANKID

pass() { echo "PASS runtime-default/$1"; }
fail() { echo "FAIL runtime-default/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && head -n 12 "$3" | sed 's/^/    /'; }

cat >"$work/which.c" <<'EOF'
/* Adds 10 to 1000 ints (sum 509500), then prints the device, the sum, and
 * (without an argument) the default accelerator's id and path and every
 * listed accelerator. "set PATH": accelerator_set_default(PATH) first. */
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv)
{
    static int data[1000];
    int sum = 0;
    if (argc > 2 && strcmp(argv[1], "set") == 0)
        printf("set_default %d\n", accelerator_set_default(argv[2]));
    for (int i = 0; i < 1000; i++)
        data[i] = i;
    array_view<int, 1> v(1000, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 10; });
    v.synchronize();
    for (int i = 0; i < 1000; i++)
        sum += data[i];
    printf("device %s\nsum %d\n", ampcc_device_name(), sum);
    if (argc > 1)
        return 0;   /* listing the accelerators asks OpenCL */
    accelerator def;
    printf("default %d %s\n", def.id, def.device_path);
    accelerator all[16];
    int n = accelerator_get_all(all, 16);
    for (int i = 0; i < n && i < 16; i++)
        printf("listed %d %s\n", all[i].id, all[i].device_path);
    return 0;
}
EOF
if ! "$AMPCC" -O2 -o "$work/which" "$work/which.c" >"$work/cc.log" 2>&1; then
    fail build "the test program does not compile" "$work/cc.log"
    exit 0
fi

# run NAME [VAR=VALUE...]: runs it (stdout NAME.out, stderr NAME.err, $status).
run() {
    name=$1; shift
    env AMPCC_STATS=1 "$@" "$work/which" >"$work/$name.out" 2>"$work/$name.err"
    status=$?
}
field() { sed -n "s/^$1 //p" "$work/$2.out"; }
stat_of() { grep -o " $1=[0-9]*" "$work/$2.err" | sed 's/.*=//'; }

# What OpenCL offers here (AMPCC_DEVICE=opencl: the first GPU, else the first device).
"$AMPCC" --list-devices >"$work/list-default.out" 2>&1
AMPCC_DEVICE=opencl "$AMPCC" --list-devices >"$work/list-opencl.out" 2>&1
gpus=$(grep -c '^  device .*\[gpu,' "$work/list-opencl.out")
opencl_devices=$(grep -c '^  device ' "$work/list-opencl.out")
run cpu AMPCC_DEVICE=cpu
run opencl AMPCC_DEVICE=opencl
run default

if [ "$(field sum default)" = 509500 ] && [ "$status" -eq 0 ]; then
    pass default-runs
else
    fail default-runs "status $status, sum '$(field sum default)'" "$work/default.err"
fi

if [ "$gpus" -eq 0 ]; then
    # no GPU: the host device, in place (nothing moved, nothing built)
    if field device default | grep -q '^host (' && [ "$(stat_of to_device default)" = 0 ] &&
        [ "$(stat_of builds default)" = 0 ]; then
        pass no-gpu-default-is-host
    else
        fail no-gpu-default-is-host "device '$(field device default)'" "$work/default.err"
    fi
else
    gpu=$(AMPCC_DEVICE=gpu "$work/which" | sed -n 's/^device //p')
    if [ -n "$gpu" ] && [ "$(field device default)" = "$gpu" ]; then
        pass gpu-default-is-gpu
    else
        fail gpu-default-is-gpu "device '$(field device default)', the GPU '$gpu'"
    fi
fi

# AMPCC_DEVICE still wins: cpu is PoCL's CPU device, an OpenCL device with
# copies; "opencl" is the first GPU, else the first OpenCL device.
if [ "$opencl_devices" -gt 0 ] && [ "$(field sum cpu)" = 509500 ] &&
    ! field device cpu | grep -q '^host (' && [ "$(stat_of to_device cpu)" = 4000 ]; then
    pass explicit-cpu-is-opencl
else
    fail explicit-cpu-is-opencl "device '$(field device cpu)', to_device '$(stat_of to_device cpu)'" "$work/cpu.err"
fi
if { [ "$gpus" -eq 0 ] && [ "$(field device opencl)" = "$(field device cpu)" ]; } ||
    { [ "$gpus" -gt 0 ] && [ "$(field device opencl)" = "$(field device default)" ]; }; then
    pass opencl-is-the-opencl-default
else
    fail opencl-is-the-opencl-default "device '$(field device opencl)'" "$work/opencl.err"
fi

# The list keeps its order: the OpenCL devices (ids 0..N-1), then the host
# device with id N; the default accelerator is the device the program ran on.
want_list=$(grep '^  device ' "$work/list-opencl.out" | sed 's/.*path \([a-z]*:[0-9]*\),.*/\1/' |
    awk '{ print "listed " NR - 1 " " $1 } END { print "listed " NR " host" }')
if [ "$(grep '^listed ' "$work/default.out")" = "$want_list" ] &&
    [ "$(grep '^listed ' "$work/cpu.out")" = "$want_list" ]; then
    pass list-order-unchanged
else
    fail list-order-unchanged "want: $want_list" "$work/default.out"
fi
if [ "$gpus" -gt 0 ] || [ "$(field default default)" = "$opencl_devices host" ]; then
    pass default-accelerator-is-host
else
    fail default-accelerator-is-host "default accelerator '$(field default default)'"
fi

# --list-devices marks the device a program would get.
if [ "$gpus" -gt 0 ] || { grep -q '^host: .*<- selected' "$work/list-default.out" &&
    ! grep -q '^  device .*<- selected' "$work/list-default.out" &&
    grep -q '^  device 0: .*<- selected' "$work/list-opencl.out" &&
    ! grep -q '^host: .*<- selected' "$work/list-opencl.out"; }; then
    pass list-devices-marks-default
else
    fail list-devices-marks-default "unset:" "$work/list-default.out"
fi

# No GPU device file here: the rule is decided without loading any OpenCL
# driver (no start-up thread, no device list), so a program that does not
# list the accelerators never loads PoCL.
gpu_files=$(ls /dev/nvidiactl /dev/nvidia0 /dev/kfd /dev/dxg /dev/mali0 /dev/kgsl-3d0 \
    /dev/dri/* /dev/accel/* 2>/dev/null | wc -l)
if [ "$gpu_files" -eq 0 ]; then
    LD_DEBUG=files "$work/which" nolist >"$work/ld.out" 2>"$work/ld.err"
    if grep -q '^sum 509500' "$work/ld.out" && ! grep -q 'libpocl' "$work/ld.err" &&
        LD_DEBUG=files AMPCC_DEVICE=opencl "$work/which" nolist 2>&1 >/dev/null | grep -q libpocl; then
        pass no-gpu-file-loads-no-driver
    else
        fail no-gpu-file-loads-no-driver "PoCL was loaded (or the check saw no loads at all)"
    fi
fi

# A GPU device file with no GPU among the OpenCL devices (a display adapter
# without an OpenCL driver): the drivers are asked, find none, host device.
# Made in a private mount namespace, with a copy of /dev and a dummy /dev/kfd.
if [ "$gpus" -eq 0 ] && unshare -m true 2>/dev/null; then
    unshare -m sh -c 'd=$(mktemp -d) && mount -t tmpfs none "$d" && cp -a /dev/. "$d/" 2>/dev/null;
        : >"$d/kfd" && mount --bind "$d" /dev && LD_DEBUG=files "$0" nolist' "$work/which" \
        >"$work/kfd.out" 2>"$work/kfd.err"
    if grep -q '^device host (' "$work/kfd.out" && grep -q '^sum 509500' "$work/kfd.out" &&
        grep -q libpocl "$work/kfd.err"; then
        pass gpu-file-without-gpu-is-host
    else
        fail gpu-file-without-gpu-is-host "device '$(field device kfd)'" "$work/kfd.out"
    fi
fi

# accelerator_set_default wins over the rule, as AMPCC_DEVICE does.
env AMPCC_STATS=1 "$work/which" set cpu:0 >"$work/set.out" 2>"$work/set.err"
if [ "$(field set_default set)" = 1 ] && [ "$(field device set)" = "$(field device cpu)" ] &&
    [ "$(field sum set)" = 509500 ]; then
    pass set-default-wins
else
    fail set-default-wins "device '$(field device set)', the CPU device '$(field device cpu)'" "$work/set.out"
fi

# No OpenCL platform at all: the host device.
mkdir -p "$work/no-icd"
run noplatform OCL_ICD_VENDORS="$work/no-icd"
if [ "$status" -eq 0 ] && field device noplatform | grep -q '^host (' &&
    [ "$(field sum noplatform)" = 509500 ] && [ "$(grep -c '^listed ' "$work/noplatform.out")" = 1 ]; then
    pass no-platform-default-is-host
else
    fail no-platform-default-is-host "status $status, device '$(field device noplatform)'" "$work/noplatform.err"
fi

# Under an MPI launcher the rank rule: local rank K takes gpu:K, a rank
# without one the host device (issue 14; tests/suites/mpi.sh under mpirun).
run rank OMPI_COMM_WORLD_LOCAL_RANK=9
if field device rank | grep -q '^host (' && [ "$(field sum rank)" = 509500 ]; then
    pass mpi-rank-without-gpu-is-host
else
    fail mpi-rank-without-gpu-is-host "device '$(field device rank)', not the host device" "$work/rank.err"
fi
