#!/bin/sh
# Tools that understand AMP C (issue 14, item 6), run for real on the example
# project docs/examples/scale (plain C main.c + AMP C scale.c): Meson's and
# CMake's compiler detection, find_package(ampcc) and its toolchain file,
# compile_commands.json through CMake and through bear, clangd on AMP C.
# A tool that is not installed is a failure, not a skip: scripts/install-deps.sh
# installs them.
# Prints "PASS tools/X" or "FAIL tools/X: why" per test (see tests/run.sh).
B=${1:-build}
AMPCC=${AMPCC:-$PWD/$B/ampcc}
top=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-tools.XXXXXX")
trap 'rm -rf "$work"' EXIT
: "${XDG_CACHE_HOME:=$work/cache}"; export XDG_CACHE_HOME

pass() { echo "PASS tools/$1"; }
fail() { echo "FAIL tools/$1: $2"; [ -n "${3:-}" ] && [ -f "$3" ] && tail -n 12 "$3" | sed 's/^/    /'; }
need() { command -v "$1" >/dev/null 2>&1 || { fail "$2" "$1 is not installed (scripts/install-deps.sh)"; return 1; }; }

if [ ! -x "$AMPCC" ]; then
    fail build "$AMPCC not built"
    exit 0
fi
cd "$work" || exit 1
expected="2.5 5 7.5 10"

# ------------------------------------------------------ --version, -v
"$AMPCC" --version >out 2>&1
if head -n 1 out | grep -q '^ampcc [0-9]' && grep -q 'Free Software Foundation' out &&
    grep -q "^$(cc --version | head -n 1)\$" out; then
    pass version-gcc-family
else
    fail version-gcc-family "--version must name ampcc first, then say what cc --version says" out
fi
if need clang version-clang-family; then
    AMPCC_CC=clang "$AMPCC" --version >out 2>&1
    if head -n 1 out | grep -q '^ampcc [0-9]' && grep -q 'clang version' out &&
        ! grep -q 'Free Software Foundation' out; then
        pass version-clang-family
    else
        fail version-clang-family "with AMPCC_CC=clang, --version must say clang's" out
    fi
fi
# -v reaches the host compiler: CMake and Meson read its search paths
"$AMPCC" -v -E -x c - </dev/null >out 2>&1
if grep -q '#include <...> search starts here:' out; then
    pass v-search-paths
else
    fail v-search-paths "-v -E must show the host preprocessor's search paths" out
fi

# ------------------------------------------------------------ install
dest=$work/dest
prefix=/opt/ampcc
if make -C "$top" --no-print-directory install DESTDIR="$dest" PREFIX="$prefix" B="$B" >out 2>&1 &&
    [ -f "$dest$prefix/lib/cmake/ampcc/ampccConfig.cmake" ] &&
    [ -f "$dest$prefix/lib/cmake/ampcc/ampccConfigVersion.cmake" ] &&
    [ -f "$dest$prefix/lib/cmake/ampcc/ampcc-toolchain.cmake" ] &&
    [ -f "$dest$prefix/include/ampcc/ampcc_clangd.h" ]; then
    pass install-cmake-package
else
    fail install-cmake-package "make install must install lib/cmake/ampcc/ and ampcc_clangd.h" out
fi
installed=$dest$prefix/bin/ampcc

# -------------------------------------------------------------- Meson
if need meson meson && need ninja meson; then
    cp -r "$top/docs/examples/scale" meson_src
    if CC="$installed" meson setup meson_build meson_src >out 2>&1 &&
        grep -q "C compiler for the host machine: $installed (gcc " out &&
        ninja -C meson_build >>out 2>&1 && [ "$(./meson_build/scale)" = "$expected" ]; then
        pass meson
    else
        fail meson "CC=ampcc meson setup: detected as gcc, built, and the program printed '$expected'" out
    fi
fi

# -------------------------------------------------------------- CMake
if need cmake cmake; then
    cp -r "$top/docs/examples/scale" cmake_src
    if CC="$installed" cmake -S cmake_src -B cmake_build -DCMAKE_PREFIX_PATH="$dest$prefix" \
            -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >out 2>&1 &&
        cmake --build cmake_build >>out 2>&1 && [ "$(./cmake_build/scale)" = "$expected" ]; then
        pass cmake-find-package
    else
        fail cmake-find-package "CC=ampcc cmake with find_package(ampcc): configure, build, run" out
    fi
    # every source, AMP C included, with ampcc as its compiler
    if python3 - cmake_build/compile_commands.json "$installed" >out 2>&1 <<'EOF'
import json, sys
entries = json.load(open(sys.argv[1]))
files = {e["file"].rsplit("/", 1)[-1]: e for e in entries}
assert set(files) == {"main.c", "scale.c"}, files.keys()
for name, e in files.items():
    assert e["command"].split()[0] == sys.argv[2], e["command"]
    assert " -c " in e["command"] and name in e["command"], e["command"]
EOF
    then
        pass cmake-compile-commands
    else
        fail cmake-compile-commands "compile_commands.json must list main.c and scale.c compiled by ampcc" out
    fi
    if cmake -S cmake_src -B cmake_tc -DCMAKE_TOOLCHAIN_FILE="$dest$prefix/lib/cmake/ampcc/ampcc-toolchain.cmake" \
            >out 2>&1 && grep -q "^CMAKE_C_COMPILER:[A-Z]*=$installed\$" cmake_tc/CMakeCache.txt &&
        cmake --build cmake_tc >>out 2>&1 && [ "$(./cmake_tc/scale)" = "$expected" ]; then
        pass cmake-toolchain-file
    else
        fail cmake-toolchain-file "-DCMAKE_TOOLCHAIN_FILE=.../ampcc-toolchain.cmake must make ampcc the C compiler" out
    fi
    # ampcc::runtime for a target another linker links (here, cc)
    mkdir -p rt_src
    cat >rt_src/CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.16)
project(rt C)
find_package(ampcc REQUIRED)
add_executable(devices devices.c)
target_link_libraries(devices PRIVATE ampcc::runtime)
EOF
    printf '#include <ampcc_runtime.h>\nint main(void) { return ampcc_list_devices(); }\n' >rt_src/devices.c
    if CC=cc cmake -S rt_src -B rt_build -DCMAKE_PREFIX_PATH="$dest$prefix" >out 2>&1 &&
        cmake --build rt_build >>out 2>&1 && ./rt_build/devices >>out 2>&1; then
        pass cmake-imported-runtime
    else
        fail cmake-imported-runtime "a cc-linked target with ampcc::runtime must build and list devices" out
    fi
fi

# --------------------------------------------------------------- bear
if need bear bear; then
    cp -r "$top/docs/examples/scale" bear_src
    "$installed" --print-bear-config >bear.json
    if (cd bear_src && bear --config ../bear.json -- make CC="$installed" >../out 2>&1) &&
        python3 - bear_src/compile_commands.json "$installed" >>out 2>&1 <<'EOF'
import json, sys
entries = json.load(open(sys.argv[1]))
names = sorted(e["file"].rsplit("/", 1)[-1] for e in entries)
assert names == ["main.c", "scale.c"], names
for e in entries:
    assert e["arguments"][0] == sys.argv[2], e["arguments"]
EOF
    then
        pass bear-compile-commands
    else
        fail bear-compile-commands "bear --config \$(ampcc --print-bear-config) -- make: main.c and scale.c by ampcc, nothing else" out
    fi
fi

# ------------------------------------------------------------- clangd
if need clangd clangd; then
    mkdir -p clangd_src
    cp "$top/docs/examples/scale/"*.[ch] "$top/samples/tile_average/tile_average.c" clangd_src/
    "$installed" --print-clangd-flags >clangd_src/compile_flags.txt
    ok=true
    for f in scale.c tile_average.c; do
        (cd clangd_src && timeout 120 clangd --check="$f" >"../clangd_$f.log" 2>&1)
        grep -q 'All checks completed, 0 errors' "clangd_$f.log" || { ok=false; cp "clangd_$f.log" out; }
        # clangd counts the main file's errors only: the same parse by clang++
        # shows the header's too, and must show nothing
        # shellcheck disable=SC2046
        (cd clangd_src && clang++ $(cat compile_flags.txt) -Wall -fsyntax-only "$f") >"clang_$f.log" 2>&1
        [ -s "clang_$f.log" ] && { ok=false; cp "clang_$f.log" out; }
    done
    if $ok; then pass clangd-reads-amp-c; else fail clangd-reads-amp-c "clangd --check found errors in AMP C" out; fi
    # and it does see AMP C: a misspelt member is an error
    sed 's/v.synchronize()/v.synchronise()/' clangd_src/scale.c >clangd_src/typo.c
    (cd clangd_src && timeout 120 clangd --check=typo.c >../out 2>&1)
    if grep -q "no member named 'synchronise'" out; then
        pass clangd-sees-amp-members
    else
        fail clangd-sees-amp-members "clangd must report v.synchronise() as no member of array_view" out
    fi
fi
