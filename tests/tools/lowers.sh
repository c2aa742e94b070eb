# Sourced by suites whose programs ampcc must accept: everything the checker
# accepts must also lower (issue 10). Defines
#   lowers_setup WORKDIR   builds tests/tools/clbuild.c there (once)
#   lowers FILE [FLAGS..]  `ampcc -c` succeeds and the OpenCL C of FILE's kernels
#                          builds as the runtime builds it; on failure prints why
#                          (indented) and returns 1
lowers_setup() {
    lowers_work=$1
    ${HOSTCC:-cc} -std=gnu11 -o "$lowers_work/clbuild" tests/tools/clbuild.c -lOpenCL \
        >"$lowers_work/clbuild.log" 2>&1
}

lowers() {
    f=$1
    shift
    if ! "$AMPCC" -c -o "$lowers_work/lowers.o" "$@" "$f" >"$lowers_work/lowers.log" 2>&1; then
        echo "    ampcc -c fails:"; sed 's/^/    /' "$lowers_work/lowers.log" | head -10
        return 1
    fi
    "$AMPCC" --emit=opencl -o "$lowers_work/lowers.cl" "$@" "$f" >/dev/null 2>&1
    if [ ! -x "$lowers_work/clbuild" ]; then
        echo "    tests/tools/clbuild.c does not build:"; sed 's/^/    /' "$lowers_work/clbuild.log" | head -5
        return 1
    fi
    if ! "$lowers_work/clbuild" "$lowers_work/lowers.cl" >"$lowers_work/lowers.log" 2>&1; then
        echo "    its OpenCL C does not build:"; sed 's/^/    /' "$lowers_work/lowers.log" | head -10
        return 1
    fi
}
