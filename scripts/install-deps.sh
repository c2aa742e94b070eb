#!/bin/sh
# Installs what ampcc needs to build and test, on Debian or Ubuntu, when missing;
# packages named as arguments too.
# Uses apt-get, through sudo when not root. Safe to run again: it does nothing
# when every package is already there.
set -eu

# libgomp1: OpenMP, which the native host device's kernels use (programs link -fopenmp).
packages="gcc libgomp1 make flex bison check pkg-config ocl-icd-opencl-dev opencl-headers pocl-opencl-icd clinfo $*"
# for tests/suites/tools.sh (build systems, bear, clangd) and samples/mpi_stencil (MPI)
packages="$packages clang clangd cmake meson ninja-build bear openmpi-bin libopenmpi-dev"
# AFL++: tests/suites/fuzz.sh tests the fuzz harness; `make fuzz` and .ci/run fuzz with it
packages="$packages afl++"

missing=""
for p in $packages; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

echo "install-deps: installing$missing" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
