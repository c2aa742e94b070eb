#!/bin/sh
# bench/realprojects.sh - ampcc as a drop-in cc on real C projects (issue 14):
# each project is built from a clean copy with CC=gcc and with CC=ampcc, its
# own tests are run on both builds, and the build's CPU time (user + system of
# every process, from /usr/bin/time) is compared. The target on plain C is
# ampcc <= 1.05x gcc. Sources are never committed: the script takes them.
#
#   sh bench/realprojects.sh [-b BUILD] [-n RUNS] [PROJECT=SOURCE ...]
#
# SOURCE is a source tree or a git repository (a bare mirror too: its HEAD is
# checked out into a scratch folder). Without arguments the projects come from
# $AMPCC_PROJECTS/NAME (a tree or a git repository per name), else are cloned
# from GitHub (network needed). Projects and their test commands:
#   zlib     ./configure && make; make test
#   lua      make; the testes/ files that need no C API library
#   cJSON    make; ./cJSON_test and the unity tests in tests/
#   lz4      make lz4; round trip of a generated file at levels 1, 9 and --fast
#   chibicc  make; make test (chibicc compiles its own tests; -xc is the link's)
# RUNS (default 1) builds per compiler; the median CPU time is reported.
# AMPCC_BASE=PATH (another ampcc, an earlier build) adds its builds, in the
# same alternation, and its ratio: a change's before and after side by side.
# `make bench-projects` runs it; docs/realprojects.md holds a run's table.
set -u
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
B=build
RUNS=1
[ "${1:-}" = --build ] && build_only=$2 || build_only=""
[ -n "$build_only" ] && shift 2
while getopts b:n: opt; do
    case $opt in
    b) B=$OPTARG ;;
    n) RUNS=$OPTARG ;;
    *) echo "usage: sh bench/realprojects.sh [-b BUILD] [-n RUNS] [PROJECT=SOURCE ...]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
AMPCC=${AMPCC:-$PWD/$B/ampcc}
BASE=${AMPCC_BASE:-}
compilers="gcc${BASE:+ base} ampcc"
jobs=${JOBS:-2}
if [ -z "$build_only" ]; then
    [ -x "$AMPCC" ] || { echo "realprojects: $AMPCC not built" >&2; exit 1; }
    work=$(mktemp -d "${TMPDIR:-/tmp}/ampcc-projects.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    export XDG_CACHE_HOME="$work/cache"
fi

url_of() {
    case $1 in
    zlib) echo https://github.com/madler/zlib ;;
    lua) echo https://github.com/lua/lua ;;
    cJSON) echo https://github.com/DaveGamble/cJSON ;;
    lz4) echo https://github.com/lz4/lz4 ;;
    chibicc) echo https://github.com/rui314/chibicc ;;
    esac
}

# fresh_copy NAME SOURCE DEST: a clean tree of SOURCE at DEST
fresh_copy() {
    if [ -d "$2/.git" ] || git -C "$2" rev-parse --is-bare-repository 2>/dev/null | grep -q true; then
        git clone -q --depth 1 "file://$(cd "$2" && pwd)" "$3" 2>/dev/null || git clone -q "$2" "$3"
    elif [ -d "$2" ]; then
        cp -r "$2" "$3"
    else
        git clone -q --depth 1 "$2" "$3"
    fi
}

# build_NAME / test_NAME run in the project's tree with $CC set
build_zlib() { ./configure >/dev/null && make -j"$jobs"; }
test_zlib() { make test; }
build_lua() { make -j"$jobs" CC="$CC" MYCFLAGS= 2>&1 || make -j"$jobs" CC="$CC" linux; }
test_lua() {
    cd testes || return 1
    for t in strings.lua math.lua sort.lua nextvar.lua closure.lua vararg.lua events.lua; do
        ../lua -e "_U=true" "$t" >/dev/null || { echo "lua: $t failed"; return 1; }
    done
}
build_cJSON() { make -j"$jobs" CC="$CC" all; }
test_cJSON() { make CC="$CC" test; }
build_lz4() { make -j"$jobs" CC="$CC" lz4; }
test_lz4() {
    head -c 3000000 /dev/urandom | od -An -tx1 >sample.txt
    for level in -1 -9 --fast; do
        ./lz4 -q -f $level sample.txt sample.lz4 && ./lz4 -q -d -f sample.lz4 back.txt &&
            cmp -s sample.txt back.txt || { echo "lz4 $level: round trip differs"; return 1; }
    done
}
build_chibicc() { make -j"$jobs" CC="$CC"; }
test_chibicc() { make CC="$CC" test; }

# `realprojects.sh --build NAME`: run build_NAME here (timed by the caller)
if [ -n "$build_only" ]; then
    "build_$build_only"
    exit $?
fi

# cpu_seconds FILE: user + system seconds /usr/bin/time wrote to FILE
cpu_seconds() { awk '/^cpu / { s = $2 + $3 } END { printf "%.2f", s }' "$1"; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# compiler_path gcc|base|ampcc
compiler_path() {
    case $1 in gcc) echo gcc ;; base) echo "$BASE" ;; *) echo "$AMPCC" ;; esac
}

# ratio A G: A / G to three places, or - without both
ratio() { awk -v a="${1:-0}" -v g="${2:-0}" 'BEGIN { if (g > 0 && a > 0) printf "%.3f", a / g; else print "-" }'; }

# run_project NAME SOURCE: one table row
run_project() {
    name=$1 src=$2
    row="| $name"
    gcc_times="" base_times="" ampcc_times="" status=""
    # the compilers' builds alternate, so a change in the machine's load
    # falls on all alike; the last build of each is tested
    for run in $(seq "$RUNS"); do
        for cc in $compilers; do
            case "$status" in *"$cc:"*failed*|*"$cc:no-source"*) continue ;; esac
            CC=$(compiler_path $cc)
            export CC
            dir=$work/$name-$cc
            rm -rf "$dir"
            fresh_copy "$name" "$src" "$dir" || { status="$status $cc:no-source"; continue; }
            if (cd "$dir" && /usr/bin/time -f "cpu %U %S" -o "$work/time" sh "$self" --build "$name" \
                    >"$work/$name-$cc.build.log" 2>&1); then
                t=$(cpu_seconds "$work/time")
                eval "${cc}_times=\"\$${cc}_times $t\""
            else
                status="$status $cc:build-failed"
                tail -n 5 "$work/$name-$cc.build.log" | sed "s/^/    [$name $cc] /" >&2
            fi
        done
    done
    for cc in $compilers; do
        case "$status" in *"$cc:"*) continue ;; esac
        CC=$(compiler_path $cc)
        export CC
        if (cd "$work/$name-$cc" && test_$name >"$work/$name-$cc.test.log" 2>&1); then
            status="$status $cc:tests-pass"
        else
            status="$status $cc:tests-FAIL"
            tail -n 5 "$work/$name-$cc.test.log" | sed "s/^/    [$name $cc] /" >&2
        fi
    done
    # every build's time, for judging the medians' noise (stderr: not the table)
    for cc in $compilers; do
        eval "echo \"realprojects: $name $cc CPU s:\$${cc}_times\"" >&2
    done
    g=$(echo "$gcc_times" | median)
    a=$(echo "$ampcc_times" | median)
    if [ -n "$BASE" ]; then
        b=$(echo "$base_times" | median)
        row="$row | ${g:--} | ${b:--} | $(ratio "$b" "$g")"
    else
        row="$row | ${g:--}"
    fi
    echo "$row | ${a:--} | $(ratio "$a" "$g") |$status |"
}

if [ -n "$BASE" ]; then
    echo "| project | gcc CPU s | base CPU s | base ratio | ampcc CPU s | ratio | build and tests |"
    echo "|---|---|---|---|---|---|---|"
else
    echo "| project | gcc CPU s | ampcc CPU s | ratio | build and tests |"
    echo "|---|---|---|---|---|"
fi
if [ $# -eq 0 ]; then
    for name in zlib lua cJSON lz4 chibicc; do
        src=${AMPCC_PROJECTS:+$AMPCC_PROJECTS/$name}
        [ -n "$src" ] && [ -e "$src" ] || src=$(url_of "$name")
        run_project "$name" "$src"
    done
else
    for arg in "$@"; do
        run_project "${arg%%=*}" "${arg#*=}"
    done
fi
